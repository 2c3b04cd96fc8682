"""The actions and events only 二人麻将 has (docs/rules/two-player-71.md §1, §3-§6); the phase
and the table hooks that use them are in `phases.py` and `table.py`.

Actions:
- `ExchangeTiles(seat, tiles)`: the opening exchange, the tiles (own hand ids, any number,
  none allowed) given back to the reserve. The set-up phase offers two of them, "keep all"
  (no tiles) and "the whole hand"; the offer of the whole hand `admits` every subset of it,
  so any choice is legal without listing the 2**14 subsets (`rules.engine.is_offered`).
- `DeclareReady(seat, tile)`: 报听 with the discard of `tile` (it `plays_as` that Discard);
  offered beside each Discard that leaves the hand ready, until the seat has declared.

Events (in the order a hand shows them):
- `ReserveSet`: after the wall is built (no dice: the live deck starts at the right end of
  side 0): the live deck's size and the reserve's places, face down, apart from it.
- `ExchangeChosen`: a seat has marked its tiles (nothing else until both have).
- `TilesExchanged`: one per seat, the dealer first: the tiles given back and those drawn from
  the reserve; the other seat sees only how many (ids and kinds None).
- `IndicatorRevealed`: the 花牌 indicator, one reserve tile turned face up.
- `ReadyDeclared`: 报听 (just before the Discarded event of its tile); `tianting` for 天听.
- `LastChance`: the 71 are used and the last discard was not won; `seat` (the ready player, or
  the first of them to be ready) draws once from the reserve (a TileDrawn with source
  "reserve" follows). No LastChance when nobody is ready: HandExhausted follows at once.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Optional

from ...actions import ActionBase, Discard, _int, register_action
from ...errors import NotationError
from ...events import Event
from ...tiles import Tile
from ...wall import WallPos


@register_action
@dataclass(frozen=True, slots=True)
class ExchangeTiles(ActionBase):
    """The opening exchange: `tiles` (own hand ids, sorted, no repeats; empty = keep all) go
    back to the reserve and as many are drawn from it. An offered ExchangeTiles admits every
    ExchangeTiles of the same seat whose tiles are among its own."""

    seat: int
    tiles: tuple[int, ...]
    TYPE: ClassVar[str] = "exchange_tiles"

    def __post_init__(self) -> None:
        tiles = tuple(sorted(self.tiles))
        if len(set(tiles)) != len(tiles):
            raise ValueError(f"exchange_tiles names a tile twice: {list(self.tiles)}")
        object.__setattr__(self, "tiles", tiles)   # one spelling per choice: sorted ids

    def admits(self, action: ActionBase) -> bool:
        """Any subset of the offered tiles, for the same seat."""
        return isinstance(action, ExchangeTiles) and action.seat == self.seat and \
            set(action.tiles) <= set(self.tiles)

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "tiles": list(self.tiles)}

    @staticmethod
    def read_json(obj: dict) -> "ExchangeTiles":
        where = "exchange_tiles action"
        tiles = obj.get("tiles")
        if not isinstance(tiles, list) or not all(isinstance(t, int) and not isinstance(t, bool) for t in tiles):
            raise NotationError(f"{where}: field 'tiles' must be a list of tile ids, got {tiles!r}")
        if len(set(tiles)) != len(tiles):
            raise NotationError(f"{where}: field 'tiles' names a tile twice: {tiles}")
        return ExchangeTiles(_int(obj, "seat", where), tuple(tiles))


@register_action
@dataclass(frozen=True, slots=True)
class DeclareReady(ActionBase):
    """报听: discard `tile` and declare the hand ready. Afterwards the seat only discards what it
    draws or wins (no kong, no chow or pung)."""

    seat: int
    tile: int
    TYPE: ClassVar[str] = "declare_ready"

    def plays_as(self) -> ActionBase:
        """The table plays it as the discard of `tile`."""
        return Discard(self.seat, self.tile)

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "tile": self.tile}

    @staticmethod
    def read_json(obj: dict) -> "DeclareReady":
        where = "declare_ready action"
        return DeclareReady(_int(obj, "seat", where), _int(obj, "tile", where))


@dataclass(frozen=True, slots=True)
class ReserveSet(Event):
    """The 136 are split: the first `live` places from the start of the wall are the live deck
    (drawn from the front, kong replacements from its end); `positions` are the reserve's
    places (face down, apart from the live deck, in the order it is drawn from: the indicator
    is turned up at the first, the 海底捞月 draw takes the next); `reserve` = their number."""

    live: int
    reserve: int
    positions: tuple[WallPos, ...]
    TYPE: ClassVar[str] = "reserve_set"


@dataclass(frozen=True, slots=True)
class ExchangeChosen(Event):
    """`seat` has marked the tiles it gives back (how many stays hidden until both have)."""

    seat: int
    TYPE: ClassVar[str] = "exchange_chosen"


@dataclass(frozen=True, slots=True)
class TilesExchanged(Event):
    """`seat` gave `tiles` back to the reserve and drew `drawn` from it (as many). The other
    seat sees only the count: every id and kind None."""

    seat: int
    tiles: tuple[Optional[int], ...]
    kinds: tuple[Optional[Tile], ...]
    drawn: tuple[Optional[int], ...]
    drawn_kinds: tuple[Optional[Tile], ...]
    TYPE: ClassVar[str] = "tiles_exchanged"

    def masked_for(self, seat: int) -> "TilesExchanged":
        if seat == self.seat:
            return self
        hidden = (None,) * len(self.tiles)
        return replace(self, tiles=hidden, kinds=hidden, drawn=hidden, drawn_kinds=hidden)

    def to_json(self) -> dict:
        out = Event.to_json(self)
        out["drawn_kinds"] = ["?" if k is None else str(k) for k in self.drawn_kinds]
        return out


@dataclass(frozen=True, slots=True)
class IndicatorRevealed(Event):
    """The 花牌 indicator: the reserve tile at `position` turned face up; each identical tile
    in the winner's hand adds 1 番 (not toward the minimum)."""

    tile: int
    kind: Tile
    position: WallPos
    TYPE: ClassVar[str] = "indicator_revealed"


@dataclass(frozen=True, slots=True)
class ReadyDeclared(Event):
    """报听: `seat` declares ready with the discard of `tile` (the Discarded event follows);
    `tianting` when it is the seat's first discard and nobody has claimed or made a kong (天听)."""

    seat: int
    tile: int
    kind: Tile
    tianting: bool
    TYPE: ClassVar[str] = "ready_declared"


@dataclass(frozen=True, slots=True)
class LastChance(Event):
    """海底捞月: the live deck is used up without a win; `seat` draws once from the reserve.
    `ready` lists the seats whose hands are ready, the first to be ready first (`seat` is
    ready[0])."""

    seat: int
    ready: tuple[int, ...]
    TYPE: ClassVar[str] = "last_chance"
