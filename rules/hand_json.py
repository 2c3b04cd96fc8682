"""Reading the `score` subcommand's `hand` object: the parts every variant shares.

Each error names the field it is about (e.g. "melds[1]: ...", "concealed: unknown tile '0m'").
The common flags live here, once: every variant accepts them and scores those it knows.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Optional

from .errors import NotationError
from .melds import Meld, MeldKind
from .tiles import Tile, parse_tiles


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


_OWN_FLAGS_OF_VARIANTS: dict[str, frozenset[str]] = {}


def own_flags(variant: str, readers: Mapping[str, FlagReader]) -> Mapping[str, FlagReader]:
    """Declare a variant's own flags (besides the common ones), so that the other variants know
    them too and leave them out instead of refusing them. Returns `readers`."""
    _OWN_FLAGS_OF_VARIANTS[variant] = frozenset(readers)
    return readers


def _flags_of_any_variant() -> frozenset[str]:
    # Late import: the variants import this module, and importing the registry loads them all.
    from .variants import registry  # noqa: F401
    return frozenset().union(*_OWN_FLAGS_OF_VARIANTS.values())


def read_flags(hand: Mapping[str, Any], own: Optional[Mapping[str, FlagReader]] = None) -> dict[str, Any]:
    """The checked `hand.flags`: the common ones and the variant's `own` (which may tighten a
    common one). A flag only another variant scores is left out; a flag no variant knows is refused."""
    flags = hand.get("flags", {})
    if not isinstance(flags, dict):
        raise NotationError(f"flags must be an object, got {flags!r}")
    readers = {**COMMON_FLAGS, **(own or {})}
    unknown = sorted(name for name in flags if name not in readers and name not in _flags_of_any_variant())
    if unknown:
        listed = ", ".join(repr(name) for name in unknown)
        raise NotationError(f"unknown flag{'s' if len(unknown) > 1 else ''} {listed}: the flags are "
                            f"{', '.join(readers)}")
    return {name: readers[name](name, value) for name, value in flags.items() if name in readers}
