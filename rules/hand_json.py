"""The one reader of the `hand` object of `main.py score` and of the scoring rows' examples.

`read_hand(form, scored, hand)` reads the common form (melds, concealed, win_tile, flags) and
what the variant's `HandForm` declares (its own flags and fields, the tiles it refuses, its
checks and `extra`); `Variant.read_hand` calls it. Each error names the field it is about
(e.g. "melds[1]: ...", "concealed: unknown tile '0m'"). The common flags live here, once: every
variant accepts them and scores those it knows.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, fields
from typing import Any, Callable, Mapping, Optional, Sequence

from .errors import NotationError
from .melds import Meld, MeldKind
from .scoring import WinContext
from .shapes import SETS_IN_HAND
from .tiles import COPIES, Tile, parse_tiles


def read_melds(hand: Mapping[str, Any], no_chow: Optional[str] = None) -> list[Meld]:
    """The declared melds; `no_chow` is the message for a chow in a variant without chows."""
    melds_json = hand.get("melds", [])
    if not isinstance(melds_json, list):
        raise NotationError("melds must be a list")
    melds = []
    for i, obj in enumerate(melds_json):
        try:
            meld = Meld.from_json(obj)
        except NotationError as exc:
            raise NotationError(f"melds[{i}]: {exc}") from None
        if no_chow is not None and meld.kind is MeldKind.CHOW:
            raise NotationError(f"melds[{i}]: {no_chow}")
        melds.append(meld)
    return melds


def read_concealed_and_win(hand: Mapping[str, Any]) -> tuple[tuple[Tile, ...], Tile]:
    """The concealed tiles (without the winning tile) and the winning tile."""
    if not isinstance(hand.get("concealed"), str):
        raise NotationError("concealed must be a tile string like '123m456p11z'")
    if not isinstance(hand.get("win_tile"), str):
        raise NotationError("win_tile must be one tile like '5m'")
    try:
        concealed = tuple(parse_tiles(hand["concealed"]))
    except NotationError as exc:
        raise NotationError(f"concealed: {exc}") from None
    try:
        win = Tile.parse(hand["win_tile"])
    except NotationError as exc:
        raise NotationError(f"win_tile: {exc}") from None
    return concealed, win


# --- hand.flags ------------------------------------------------------------------------------

FlagReader = Callable[[str, object], object]   # (flag name, JSON value) -> the checked value


def bool_flag(name: str, value: object) -> bool:
    """A true/false flag."""
    if not isinstance(value, bool):
        raise NotationError(f"flags.{name} must be true or false, got {value!r}")
    return value


def wind_flag(name: str, value: object) -> str:
    """A wind: E, S, W or N."""
    if value not in ("E", "S", "W", "N"):
        raise NotationError(f"flags.{name} must be one of E S W N, got {value!r}")
    return str(value)


def count_flag(limit: int) -> FlagReader:
    """A whole number 0..limit."""
    def read(name: str, value: object) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= limit:
            raise NotationError(f"flags.{name} must be a whole number 0..{limit}, got {value!r}")
        return value
    return read


def choice_flag(*choices: str) -> FlagReader:
    """One of a few words."""
    def read(name: str, value: object) -> str:
        if value not in choices:
            raise NotationError(f"flags.{name} must be {' or '.join(repr(c) for c in choices)}, got {value!r}")
        return str(value)
    return read


# The common form (docs/cli.md): every variant accepts these and ignores those it does not score.
COMMON_FLAGS: Mapping[str, FlagReader] = {
    "self_drawn": bool_flag,       # 自摸
    "last_of_kind": bool_flag,     # 和绝张
    "kong_related": bool_flag,     # 杠上开花 (self-drawn) / 抢杠 (on a discard)
    "last_tile": bool_flag,        # 妙手回春 / 海底捞月
    "seat_wind": wind_flag,
    "round_wind": wind_flag,
    "flowers": count_flag(28),     # flower tiles set aside (苏州 has 28; a variant may allow fewer)
    "first_turn": bool_flag,       # 天和 / 地和
    "dealer": bool_flag,
}


def read_flags(hand: Mapping[str, Any], own: Optional[Mapping[str, FlagReader]] = None,
               ignored: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The checked `hand.flags`: the common ones and the variant's `own` (which may tighten a
    common one). A flag in `ignored` (one only another variant scores) is left out; any other
    unknown flag is refused, by name."""
    flags = hand.get("flags", {})
    if not isinstance(flags, dict):
        raise NotationError(f"flags must be an object, got {flags!r}")
    readers = {**COMMON_FLAGS, **(own or {})}
    unknown = sorted(name for name in flags if name not in readers and name not in ignored)
    if unknown:
        listed = ", ".join(repr(name) for name in unknown)
        raise NotationError(f"unknown flag{'s' if len(unknown) > 1 else ''} {listed}: the flags are "
                            f"{', '.join(readers)}")
    return {name: readers[name](name, value) for name, value in flags.items() if name in readers}


# --- the whole hand --------------------------------------------------------------------------

FieldReader = Callable[[object], object]       # JSON value -> the checked value (NotationError if bad)
_COMMON_FIELDS = ("melds", "concealed", "win_tile")
_CONTEXT_FLAGS = frozenset(f.name for f in fields(WinContext)) - {"melds", "concealed", "win_tile", "extra"}


@dataclass(frozen=True)
class HandParts:
    """A `hand` object read and checked, before the variant turns it into its WinContext."""

    melds: tuple[Meld, ...]
    concealed: tuple[Tile, ...]
    win: Tile
    flags: Mapping[str, Any]      # the flags given (checked), with the form's defaults
    fields: Mapping[str, Any]     # the form's own fields given (checked)


@dataclass(frozen=True)
class HandForm:
    """What one variant's `hand` object holds besides the common form, and what it refuses."""

    flags: Mapping[str, FlagReader] = field(default_factory=dict)    # own flags (may tighten a common one)
    fields: Mapping[str, FieldReader] = field(default_factory=dict)  # own fields (四川 void_suit, 天津 hun)
    required: Mapping[str, str] = field(default_factory=dict)        # own field -> message when missing
    defaults: Mapping[str, Any] = field(default_factory=dict)        # a flag's value when left out
    no_chow: Optional[str] = None                                    # the message if chows are not melded
    foreign: Optional[Callable[[Tile], Optional[str]]] = None        # why a tile cannot be in a hand
    too_many: str = f"more than {COPIES} copies of {{tiles}} in the hand"   # the wording of that error
    # (context, parts) -> context: the variant's own checks and its `extra`.
    finish: Optional[Callable[[WinContext, HandParts], WinContext]] = None


def _check_tiles(tiles: Sequence[Tile], where: str, form: HandForm) -> None:
    if form.foreign is None:
        return
    for t in tiles:
        reason = form.foreign(t)
        if reason:
            raise NotationError(f"{where}: {reason}")


def read_parts(form: HandForm, hand: object, hand_size: int, ignored: frozenset[str] = frozenset()) -> HandParts:
    """Read and check everything the hand object holds (docs/cli.md); `hand_size` tiles besides
    the winning one (a meld counts three)."""
    if not isinstance(hand, dict):
        raise NotationError(f"a hand must be an object, got {type(hand).__name__}")
    known = _COMMON_FIELDS + tuple(form.fields) + ("flags",)
    unknown = sorted(set(hand) - set(known))
    if unknown:
        raise NotationError(f"unknown hand field(s) {unknown}: use {', '.join(known)}")
    for name, message in form.required.items():
        if name not in hand:
            raise NotationError(message)
    own = {name: reader(hand[name]) for name, reader in form.fields.items() if name in hand}
    melds = read_melds(hand, form.no_chow)
    for i, meld in enumerate(melds):
        _check_tiles(meld.tiles, f"melds[{i}]", form)
    concealed, win = read_concealed_and_win(hand)
    _check_tiles(concealed, "concealed", form)
    _check_tiles((win,), "win_tile", form)
    if len(melds) > SETS_IN_HAND:
        raise NotationError(f"melds: a hand has at most {SETS_IN_HAND} melds, got {len(melds)}")
    need = hand_size - 3 * len(melds)
    if len(concealed) != need:
        raise NotationError(f"concealed has {len(concealed)} tiles; with {len(melds)} meld(s) the hand needs "
                            f"{need} concealed tiles besides the winning tile")
    flags = {**form.defaults, **read_flags(hand, form.flags, ignored)}
    parts = HandParts(tuple(melds), concealed, win, flags, own)
    held = Counter((*concealed, win, *(t for m in melds for t in m.tiles)))
    over = sorted(t for t, n in held.items() if n > COPIES)
    if over:
        raise NotationError(form.too_many.format(tiles=", ".join(map(str, over))))
    return parts


def read_hand(form: HandForm, scored: Sequence[str], hand: object, hand_size: int,
              ignored: frozenset[str] = frozenset()) -> WinContext:
    """The WinContext of a `hand` object: the common parts, the flags in `scored` that are
    WinContext fields, then the form's `finish` (its checks and `extra`)."""
    parts = read_parts(form, hand, hand_size, ignored)
    situation = {name: parts.flags[name] for name in scored if name in _CONTEXT_FLAGS and name in parts.flags}
    ctx = WinContext(melds=parts.melds, concealed=parts.concealed, win_tile=parts.win, **situation)
    return ctx if form.finish is None else form.finish(ctx, parts)
