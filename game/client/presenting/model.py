"""What the table shows, changed only by `model.apply(event)`.

The model mirrors the events the human seat may see (masked events: another seat's tiles are
None). It decides nothing: it moves tiles where the events say they went, and returns a `Change`
naming every tile that moved (from where, to where) so animation planning can fly it.

`TableModel` is the table's data (`TableData`, table_data.py: seats, wall, dice, names and the
questions asked of them) plus the dispatch, which needs the registry of presenters: each event is
applied by its row (`rows`, found by the event's class: common_events.py for the common events,
the presenter of the hand's variant for its own, game/client/variants/). The presenter of the
hand's variant keeps that variant's state of the table (`variant_state`: 定缺, 坐庄 ...) and
answers what the common code asks of the variant (plate marks, formula ...). The appliers,
captions, plans and presenters read and write `TableData` only, so nothing the registry imports
names this module.

Seats are engine seats 0 .. seats−1 (the number of players the session names); `seat_of_player`
maps players (the session's ids) to seats after 打风. The wall keeps rules/wall.py's numbering:
(side, stack from the owner's right, layer 0 top).
"""
from __future__ import annotations

from typing import Mapping, Optional

from game.client.presenting.common_events import rows_of
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Change
from game.client.variants import presenter_for, presenter_of
from game.client.variants.base import EventView, Presenter
from rules import events as ev
from rules.events import Event


class TableModel(TableData):
    """The whole visible table. `apply(event) -> Change` is the only way it changes."""

    presenter: Presenter        # the whole presenter (the data's readers see only its hooks)

    def __init__(self, human_player: Optional[int] = 0, names: Optional[list[str]] = None,
                 scores: Optional[list[int]] = None, viewer: Optional[int] = None) -> None:
        super().__init__(presenter_for(""), human_player, names, scores, viewer)

    def adopt(self, presenter: Presenter) -> None:
        """Present the hand's variant with `presenter` (its state new)."""
        self.presenter = presenter
        self.variant_state = presenter.new_state(self)

    @property
    def rows(self) -> Mapping[type[Event], EventView]:
        """How the hand's presenter shows each event class: the common events' rows (as its
        variant changes them) and its variant's own."""
        return rows_of(self.presenter)

    def apply(self, event: Event) -> Change:
        """Apply one event by its row; what moved. A new hand adopts its variant's presenter (its
        state new); a variant's event before its first hand (打风) adopts the presenter whose
        variant has it."""
        self.events_seen += 1
        change = Change(event)
        if type(event) not in self.rows:
            owner = presenter_of(type(event))
            if owner is not None:
                self.adopt(owner)
        row = self.rows.get(type(event))
        if row is not None and row.apply is not None:
            row.apply(self, event, change)
        if isinstance(event, ev.HandStarted):     # the applier reset the table for the hand's variant
            self.adopt(presenter_for(event.variant))
        return change
