"""二人麻将's state of a hand on the table (the exchange, 报听, the indicator, the last draw), shared
by its presenter (erren.py), its captions and its plans."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from game.client.presenting.table_data import TableData
from rules.tiles import Tile

LIVE, RESERVE = 0, 1               # the piles of the split wall


@dataclass
class ErrenSeat:
    """A seat's exchange and 报听 as the viewer knows them."""

    exchange_chosen: bool = False
    exchanged: Optional[int] = None    # how many tiles it gave back, once the exchange is shown
    ready: bool = False                # 报听 declared
    tianting: bool = False             # ... with its first discard


@dataclass
class ErrenTable:
    """二人麻将's state of the hand on the table (the piles and the indicator's place are the model's)."""

    seats: list[ErrenSeat] = field(default_factory=list)
    indicator: Optional[Tile] = None
    last_chance: Optional[int] = None   # the seat drawing once from the reserve (海底捞月)


def table_of(model: TableData) -> ErrenTable:
    """二人麻将's state of `model` (made when the hand began)."""
    state = model.variant_state
    assert isinstance(state, ErrenTable), "the table is not presenting this variant"
    return state


def opponent(model: TableData, seat: int) -> int:
    """The one opponent of `seat`."""
    return next(s for s in range(len(model.seats)) if s != seat)
