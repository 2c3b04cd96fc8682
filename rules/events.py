"""What happened: one small frozen dataclass per event, in the order it happened.

Events carry physical tile ids (`tile`, `tiles`) and their kinds (`kind`, `kinds`) side by side, so
the client needs no tile set to draw them. `masked_for(seat)` gives the copy that seat may see:
a tile hidden from it becomes None in both places (another seat's drawn tile, dealt tiles,
concealed-kong tiles until the end). Kinds alone would not be enough to hide: tile ids map to
kinds through the public tile set, so the id is hidden too.

`to_json()` writes `{"type": ..., fields...}`; a hidden kind is written "?" (as Mortal does) and a
hidden id null. Tiles are written as their text ("5m"), wall positions as [side, stack, layer].
"""
from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any, ClassVar, Optional

from .melds import Meld
from .scoring import ScoreResult
from .tiles import TILES, Tile
from .wall import WallPos

HIDDEN = "?"
_TEXT = {t: str(t) for t in TILES}  # str(Tile) walks the suit table; views write many tiles


def tile_text(kind: Optional[Tile]) -> str:
    """"5m", or "?" for a hidden kind."""
    return HIDDEN if kind is None else _TEXT[kind]


def _js(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, Tile):
        return _TEXT[value]
    if isinstance(value, (tuple, list)):
        return [_js(v) for v in value]
    if isinstance(value, Meld):
        return value.to_json()
    if hasattr(value, "to_json"):
        return value.to_json()
    if is_dataclass(value):
        return {f.name: _js(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, dict):
        return {str(k): _js(v) for k, v in value.items()}
    raise TypeError(f"cannot write {value!r} as JSON")


def _kinds_js(kinds: Any) -> Any:
    if isinstance(kinds, tuple):
        return [_kinds_js(k) for k in kinds]
    return tile_text(kinds)


def score_to_json(score: ScoreResult) -> dict:
    """A ScoreResult as JSON (events and views write it)."""
    return {
        "win": score.win, "total": score.total, "unit": score.unit,
        "meets_minimum": score.meets_minimum, "reason": score.reason,
        "items": [{"key": i.key, "name_zh": i.name_zh, "name_en": i.name_en, "value": i.value,
                   "count": i.count, "op": i.op, "tiles": [str(t) for t in i.tiles], "fan_id": i.fan_id}
                  for i in score.items],
    }


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld on the table with its physical tiles. `from_seat` is the absolute discarder seat."""

    meld: Meld
    tiles: tuple[int, ...]
    from_seat: Optional[int] = None
    claimed: Optional[int] = None    # the id taken from the discard, if any

    def to_json(self) -> dict:
        return {"meld": self.meld.to_json(), "tiles": list(self.tiles), "from_seat": self.from_seat,
                "claimed": self.claimed}


@dataclass(frozen=True, slots=True)
class Transfer:
    payer: int
    payee: int
    amount: int
    reason: str

    def to_json(self) -> dict:
        return {"payer": self.payer, "payee": self.payee, "amount": self.amount, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class WinRecord:
    """One win of a hand: who, on which tile, from whom (None = self-drawn), and its score."""

    seat: int
    tile: int
    kind: Tile
    from_seat: Optional[int]
    robbed_kong: bool
    score: ScoreResult

    @property
    def self_drawn(self) -> bool:
        return self.from_seat is None

    def to_json(self) -> dict:
        return {"seat": self.seat, "tile": self.tile, "kind": str(self.kind), "from_seat": self.from_seat,
                "self_drawn": self.self_drawn, "robbed_kong": self.robbed_kong, "score": score_to_json(self.score)}


class Event:
    """Base of all events: generic JSON form, and visible-to-everyone masking by default."""

    __slots__ = ()
    TYPE: ClassVar[str] = "event"

    def masked_for(self, seat: int) -> "Event":
        return self

    def paid_at_once(self) -> Optional[tuple[int, ...]]:
        """The net payment per seat this event makes the moment it happens (四川 刮风下雨), which
        the table's scores show before the hand is settled; None for an event that pays nothing."""
        return None

    def to_json(self) -> dict:
        out: dict[str, Any] = {"type": self.TYPE}
        for f in fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if f.name in ("kind", "kinds", "hand_kinds"):
                out[f.name] = _kinds_js(value)
            elif isinstance(value, ScoreResult):
                out[f.name] = score_to_json(value)
            else:
                out[f.name] = _js(value)
        return out


# --- match level ------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class SeatsDrawn(Event):
    """打风: `winds[player]` is the wind tile that player drew and the seat he takes. `dice`:
    the throw before the draw, counted from player 0 (= 1) round the table to `first`, who
    draws first (empty when the variant threw in an event of its own, 天津 WindsDrawn)."""

    winds: tuple[str, ...]
    dice: tuple[int, ...] = ()
    first: int = 0
    TYPE: ClassVar[str] = "seats_drawn"


@dataclass(frozen=True, slots=True)
class SeatsRotated(Event):
    """Players changed seats between 圈: `seat_of_player[player]` is the new seat."""

    seat_of_player: tuple[int, ...]
    round_wind: str
    TYPE: ClassVar[str] = "seats_rotated"


# --- hand set-up --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class HandStarted(Event):
    hand_no: int
    dealer: int
    seat_winds: tuple[str, ...]
    round_wind: str
    variant: str
    TYPE: ClassVar[str] = "hand_started"


@dataclass(frozen=True, slots=True)
class WallBuilt(Event):
    stacks_per_side: tuple[int, ...]
    tiles: int
    TYPE: ClassVar[str] = "wall_built"


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    """`purpose`: "break_seat" (dealer's throw, counts to the player who throws next),
    "break_stacks" (that player's throw; the sum of both counts the stacks)."""

    seat: int
    values: tuple[int, ...]
    purpose: str
    TYPE: ClassVar[str] = "dice_rolled"


@dataclass(frozen=True, slots=True)
class WallBroken(Event):
    """The wall of `side` is broken after `count` stacks from its right end (overflowing into
    the next wall clockwise); `first` is where the live end begins."""

    side: int
    count: int
    first: WallPos
    TYPE: ClassVar[str] = "wall_broken"


@dataclass(frozen=True, slots=True)
class TilesDealt(Event):
    round: int
    seat: int
    tiles: tuple[Optional[int], ...]
    kinds: tuple[Optional[Tile], ...]
    positions: tuple[WallPos, ...]
    TYPE: ClassVar[str] = "tiles_dealt"

    def masked_for(self, seat: int) -> "TilesDealt":
        if seat == self.seat:
            return self
        hidden = (None,) * len(self.tiles)
        return replace(self, tiles=hidden, kinds=hidden)


# --- play ---------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TileDrawn(Event):
    """`source` "live" or "tail"; `reason` "turn", "flower" (补花) or "kong" (replacement)."""

    seat: int
    tile: Optional[int]
    kind: Optional[Tile]
    source: str
    reason: str
    position: WallPos
    remaining: int
    TYPE: ClassVar[str] = "tile_drawn"

    def masked_for(self, seat: int) -> "TileDrawn":
        return self if seat == self.seat else replace(self, tile=None, kind=None)


@dataclass(frozen=True, slots=True)
class FlowerReplaced(Event):
    """A flower set aside face up; a TileDrawn from the tail follows unless the wall is empty."""

    seat: int
    tile: int
    kind: Tile
    TYPE: ClassVar[str] = "flower_replaced"


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    seat: int
    tile: int
    kind: Tile
    from_draw: bool   # the tile just drawn (摸切), public at a real table too
    TYPE: ClassVar[str] = "discarded"


@dataclass(frozen=True, slots=True)
class Claimed(Event):
    """`claim` "chow", "pung" or "kong"; `tiles` is the whole meld, the claimed tile included."""

    seat: int
    claim: str
    from_seat: int
    tile: int
    kind: Tile
    tiles: tuple[int, ...]
    kinds: tuple[Tile, ...]
    TYPE: ClassVar[str] = "claimed"


@dataclass(frozen=True, slots=True)
class KongDeclared(Event):
    """`kong` "added" (加杠, may still be robbed) or "concealed" (hidden from others until the end)."""

    seat: int
    kong: str
    tiles: tuple[Optional[int], ...]
    kinds: tuple[Optional[Tile], ...]
    TYPE: ClassVar[str] = "kong_declared"

    def masked_for(self, seat: int) -> "KongDeclared":
        if seat == self.seat or self.kong != "concealed":
            return self
        hidden = (None,) * len(self.tiles)
        return replace(self, tiles=hidden, kinds=hidden)


@dataclass(frozen=True, slots=True)
class KongRobbed(Event):
    """`seat` robs the tile `from_seat` added to his pung; that meld is a pung again."""

    seat: int
    from_seat: int
    tile: int
    kind: Tile
    TYPE: ClassVar[str] = "kong_robbed"


@dataclass(frozen=True, slots=True)
class Won(Event):
    seat: int
    tile: int
    kind: Tile
    from_seat: Optional[int]
    self_drawn: bool
    robbed_kong: bool
    hand: tuple[int, ...]             # concealed tiles, the winning tile included
    hand_kinds: tuple[Tile, ...]
    melds: tuple[TableMeld, ...]
    score: ScoreResult
    TYPE: ClassVar[str] = "won"


@dataclass(frozen=True, slots=True)
class HandExhausted(Event):
    """荒庄: the wall is empty and nobody won."""

    TYPE: ClassVar[str] = "hand_exhausted"


@dataclass(frozen=True, slots=True)
class HandsRevealed(Event):
    """At the end of a hand every concealed tile is shown, concealed kongs included."""

    hands: tuple[tuple[int, ...], ...]
    hand_kinds: tuple[tuple[Tile, ...], ...]
    melds: tuple[tuple[TableMeld, ...], ...]
    TYPE: ClassVar[str] = "hands_revealed"


@dataclass(frozen=True, slots=True)
class Settled(Event):
    """Net `payments` per seat (they sum to zero), the transfers behind them, and the seat scores
    after the hand (the scores the hand started with plus the payments)."""

    payments: tuple[int, ...]
    transfers: tuple[Transfer, ...]
    reason: str
    scores: tuple[int, ...]
    TYPE: ClassVar[str] = "settled"


def masked(events: tuple | list, seat: int) -> list:
    """The events as `seat` may see them."""
    return [e.masked_for(seat) for e in events]
