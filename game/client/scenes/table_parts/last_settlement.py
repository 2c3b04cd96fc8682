"""The settlement of the hand just finished, kept after its sheet closed so the player can open
it again (issue 29): from the Esc menu (上一盘结算 · Last settlement) and from the log panel,
for the whole next hand, until the next sheet takes its place.

What the sheet shows is read from the table's model, which the next deal resets: the sheet is
kept as a copy of the model at the moment the player went on (the presenters, shared and
stateless, are not copied), with the room rules that changed each win and the hand's number in
the match's log (for Review / Replay / Export). Kept per table (a weak map: a table that is gone
takes its sheet with it).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Optional
from weakref import WeakKeyDictionary

if TYPE_CHECKING:
    from game.client.presenting.model import TableModel
    from rules.option_effects import OptionEffect


@dataclass(frozen=True)
class SettledHand:
    """One finished hand's settlement as its sheet showed it."""

    model: TableModel                                    # a copy of the table's model at the settlement
    effects: tuple[tuple[OptionEffect, ...], ...]        # the room rules that changed each win
    hand: Optional[int]                                  # the hand's number in the match's log (0-based)


_KEPT: "WeakKeyDictionary[Any, SettledHand]" = WeakKeyDictionary()


def keep(table: Any, effects: tuple[tuple[OptionEffect, ...], ...]) -> SettledHand:
    """Keep the settlement on `table` now (its sheet is closing); the kept record."""
    model = table.model
    memo: dict[int, Any] = {id(model.presenter): model.presenter}   # shared: never copied
    number = getattr(getattr(table.session, "match", None), "hand_no", None)
    kept = SettledHand(copy.deepcopy(model, memo), effects, number if isinstance(number, int) else None)
    _KEPT[table] = kept
    return kept


def kept(table: Any) -> Optional[SettledHand]:
    """The last settlement kept for `table` that may be opened again now (None: no hand was
    settled at this table yet, or a sheet is open on it)."""
    if getattr(table, "settlement_open", False):
        return None
    return _KEPT.get(table)
