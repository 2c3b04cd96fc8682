"""The pieces of the table as the model holds them (pure data, no behaviour of its own): tiles
as a seat knows them, melds as drawn, each seat's things, places on the table (`Slot`), the
moves an event made (`Change`), a tag on a name plate (`Mark`). The table's data
(table_data.py) and the presenters of the variants (variants/) build and read them."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from game.client.ui.palette import Colour
from rules.events import Event
from rules.tiles import Tile


@dataclass
class TableTile:
    """A physical tile as this seat knows it: both None when hidden."""

    id: Optional[int]
    kind: Optional[Tile]
    echo: bool = False    # a second winner's copy of a discard several won on (一炮多响)

    @property
    def known(self) -> bool:
        """Its face is known to the viewer."""
        return self.kind is not None


def sort_key(t: TableTile) -> tuple:
    """Hands are sorted by kind (hidden tiles last), then by id."""
    return (0, t.kind.index, t.id or 0) if t.kind is not None else (1, 0, t.id or 0)


@dataclass
class MeldView:
    """A meld as drawn: tiles in the owner's left-to-right order, which one lies sideways
    (the claimed tile, turned toward its discarder), whether a fourth tile was added on top."""

    claim: str                       # "chow", "pung", "kong", "concealed_kong"
    tiles: list[TableTile]
    from_seat: Optional[int] = None
    claimed_id: Optional[int] = None
    sideways: Optional[int] = None   # index into tiles of the turned tile
    added: Optional[TableTile] = None  # 加杠: the fourth tile lying on the turned one

    @property
    def tile_count(self) -> int:
        """Tiles in the meld, an added one included."""
        return len(self.tiles) + (1 if self.added is not None else 0)

    def shape(self) -> list[tuple[bool, bool]]:
        """(sideways, stacked) per drawn tile, as layout.meld_rects wants it."""
        out = [(i == self.sideways, False) for i in range(len(self.tiles))]
        if self.added is not None:
            out.insert((self.sideways or 0) + 1, (True, True))
        return out

    def drawn_tiles(self) -> list[TableTile]:
        """Tiles in the order of shape()."""
        out = list(self.tiles)
        if self.added is not None:
            out.insert((self.sideways or 0) + 1, self.added)
        return out


@dataclass
class SeatState:
    """One seat's things on the table. A variant's own marks of a seat (定缺, 坐庄 ...) are kept
    by its presenter (model.variant_state)."""

    hand: list[TableTile] = field(default_factory=list)
    drawn: Optional[TableTile] = None
    melds: list[MeldView] = field(default_factory=list)
    flowers: list[TableTile] = field(default_factory=list)
    river: list[TableTile] = field(default_factory=list)
    wind: str = "E"
    score: int = 0
    revealed: bool = False            # the hand is shown face up (end of hand)
    win_order: Optional[int] = None   # 1, 2, 3: the order of wins (血战: the winner leaves play)

    @property
    def out(self) -> bool:
        """Won and left play (血战到底 goes on without him)."""
        return self.win_order is not None

    def concealed_count(self) -> int:
        """Concealed tiles, the drawn one included."""
        return len(self.hand) + (1 if self.drawn is not None else 0)

    def meld_tile_count(self) -> int:
        """Tiles in this seat's melds."""
        return sum(m.tile_count for m in self.melds)


@dataclass(frozen=True)
class SeatThrow:
    """A throw of the dice that decides who draws a wind first at 打风 (when the variant throws
    for it): its values, the player who threw and the players in drawing order."""

    values: tuple[int, ...]
    thrower: int
    order: tuple[int, ...]


@dataclass(frozen=True)
class Piles:
    """A wall split in two piles drawn apart (a table of two: the live deck, then a reserve):
    where each wall place (side, stack, layer) is drawn, as (pile, stack, layer) of the piles
    (layout.pile_stack_rect), and how many stacks each pile has."""

    places: dict[tuple[int, int, int], tuple[int, int, int]]
    stacks: tuple[int, int]

    def keys_of(self, pile: int) -> list[tuple[int, int, int]]:
        """The wall places of one pile, in its own order."""
        return sorted((k for k, where in self.places.items() if where[0] == pile),
                      key=lambda k: self.places[k][1:])


@dataclass(frozen=True)
class Slot:
    """A place on the table. `index`/`sub` depend on `where`:
    wall: index = stack, sub = layer, side = the wall's side; hand: index in a row of `count`
    tiles (`drawn` True for the separate drawn tile); river/flower: index; meld: index = meld
    number, sub = tile number in shape() order; centre: the 打风 tiles (index = player);
    indicator: a tile lying face up on its wall stack (index = stack)."""

    where: str
    seat: int
    index: int = 0
    sub: int = 0
    count: int = 0
    drawn: bool = False


@dataclass(frozen=True)
class Move:
    """A tile that went from one place to another (its kind when the viewer may see it)."""

    kind: Optional[Tile]
    src: Slot
    dst: Slot
    face_up: bool = True


@dataclass
class Change:
    """What one event did to the table (for animation planning and milestones)."""

    event: Event
    moves: list[Move] = field(default_factory=list)
    removed_wall: list[tuple[int, int, int]] = field(default_factory=list)
    note: str = ""


@dataclass(frozen=True)
class Mark:
    """A small tag on a plate: its text (one language: Chinese when both are shown, as on the other
    compact labels), background colour and a words-for-beginners tip."""

    key: str
    text: str
    colour: Colour
    tip: str
