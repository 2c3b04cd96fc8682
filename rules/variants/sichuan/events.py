"""The actions and events only 四川 has (the set-up steps and what its table announces);
the phases that use them are in `phases.py`."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Optional

from ...actions import ActionBase, _int, _ints, register_action
from ...errors import NotationError
from ...events import Event, Transfer
from ...tiles import Tile
from ..book import Words

# Why a 四川 table throws the dice besides the break (DiceRolled.purpose; the presenter words them).
DEALER_THROW = "dealer"                  # the first hand's dealer (掷骰定庄)
EXCHANGE_THROW = "exchange_direction"    # 换三张's direction


@register_action
@dataclass(frozen=True, slots=True)
class ExchangeThree(ActionBase):
    """换三张: the three tiles (physical ids, lowest ids of their kinds) this seat passes on."""

    seat: int
    tiles: tuple[int, int, int]
    TYPE: ClassVar[str] = "exchange_three"
    SETUP_STEP: ClassVar[Optional[Words]] = Words("换三张", "pass three tiles")

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "tiles": list(self.tiles)}

    @staticmethod
    def read_json(obj: dict) -> "ExchangeThree":
        return ExchangeThree(_int(obj, "seat", "exchange_three action"),
                             _ints(obj, "tiles", 3, "exchange_three action"))  # type: ignore[arg-type]


@register_action
@dataclass(frozen=True, slots=True)
class ChooseVoid(ActionBase):
    """定缺: the suit ("m", "p" or "s") this seat will play without."""

    seat: int
    suit: str
    TYPE: ClassVar[str] = "choose_void"
    SETUP_STEP: ClassVar[Optional[Words]] = Words("定缺", "void suit")

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "suit": self.suit}

    @staticmethod
    def read_json(obj: dict) -> "ChooseVoid":
        suit = obj.get("suit")
        if suit not in ("m", "p", "s"):
            raise NotationError(f"choose_void action: field 'suit' must be \"m\", \"p\" or \"s\", got {suit!r}")
        return ChooseVoid(_int(obj, "seat", "choose_void action"), suit)


@dataclass(frozen=True, slots=True)
class ExchangeChosen(Event):
    """`seat` has put three tiles aside for 换三张. The event names no tiles: the chooser knows
    them from his own action (and his view's `extra["exchange_pick"]`); `TilesExchanged` names
    them to him when they move."""

    seat: int
    TYPE: ClassVar[str] = "exchange_chosen"


@dataclass(frozen=True, slots=True)
class TilesExchanged(Event):
    """`seat` receives `from_seat`'s three tiles (`direction` as the dice chose it). Both the
    receiver and the giver (who chose them) see the tiles; every other seat sees three hidden ones."""

    seat: int
    from_seat: int
    direction: str
    tiles: tuple[Optional[int], ...]
    kinds: tuple[Optional[Tile], ...]
    TYPE: ClassVar[str] = "tiles_exchanged"

    @property
    def drawn_kinds(self) -> tuple[Optional[Tile], ...]:
        """The kinds `seat` takes in (as an exchange of any variant names them: a record says them)."""
        return self.kinds

    def masked_for(self, seat: int) -> "TilesExchanged":
        if seat in (self.seat, self.from_seat):
            return self
        hidden = (None,) * len(self.tiles)
        return replace(self, tiles=hidden, kinds=hidden)


@dataclass(frozen=True, slots=True)
class VoidChosen(Event):
    """`seat` has chosen his void suit; the others learn only that he has chosen."""

    seat: int
    suit: Optional[str]
    TYPE: ClassVar[str] = "void_chosen"

    def masked_for(self, seat: int) -> "VoidChosen":
        return self if seat == self.seat else replace(self, suit=None)


@dataclass(frozen=True, slots=True)
class VoidsRevealed(Event):
    """定缺 revealed together: `voids[seat]` is that seat's void suit."""

    voids: tuple[str, ...]
    TYPE: ClassVar[str] = "voids_revealed"


@dataclass(frozen=True, slots=True)
class KongPaid(Event):
    """刮风下雨: a kong paid at once. `kong` is "direct" (直杠, the discarder pays), "added"
    (面下杠, every player still in pays) or "concealed" (暗杠, every player still in pays double);
    `payments` is the net change per seat."""

    seat: int
    kong: str
    transfers: tuple[Transfer, ...]
    payments: tuple[int, ...]
    TYPE: ClassVar[str] = "kong_paid"

    def paid_at_once(self) -> Optional[tuple[int, ...]]:
        """刮风下雨 is paid the moment the kong is made."""
        return self.payments


@dataclass(frozen=True, slots=True)
class WinPaid(Event):
    """血战到底 pays a win the moment it is made: a self-draw by everyone still in (血流成河:
    everyone else), a discard win by the discarder, a 点杠花 by the kong's feeder. The hand's
    settlement books the same payments again in its total; `payments` is the net change per seat."""

    seat: int
    transfers: tuple[Transfer, ...]
    payments: tuple[int, ...]
    TYPE: ClassVar[str] = "win_paid"

    def paid_at_once(self) -> Optional[tuple[int, ...]]:
        """A 血战 win is paid as it is made; the others play on with the new scores."""
        return self.payments


@dataclass(frozen=True, slots=True)
class CallTransferred(Event):
    """呼叫转移 (option call_transfer): `seat` discarded a winning tile right after his kong's
    replacement (杠上炮) and hands that kong's income to the winner(s); `payments` is the net
    change per seat."""

    seat: int
    transfers: tuple[Transfer, ...]
    payments: tuple[int, ...]
    TYPE: ClassVar[str] = "call_transferred"

    def paid_at_once(self) -> Optional[tuple[int, ...]]:
        """The kong income changes hands the moment the 杠上炮 is won."""
        return self.payments


@dataclass(frozen=True, slots=True)
class PlayOn(Event):
    """The table plays 血流成河 (option play_on, `mode` "bloody_river"): winners stay in and may
    win again. Said once, right after the break, so a watcher knows before the first win."""

    mode: str
    TYPE: ClassVar[str] = "play_on"
