"""How a hand ended and what it pays: `HandResult` (what `engine.result(state)` reports) and a
variant's `Settlement` (what its `settle` hook returns). Read by a table, never by the start
screen (the records in base.py name them in hints only)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .hand_state import NO_STATE, VariantState

if TYPE_CHECKING:
    from ..events import Transfer, WinRecord


@dataclass(frozen=True)
class HandResult:
    """How a hand ended, as `engine.result(state)` reports it (seat-indexed)."""

    wins: tuple[WinRecord, ...]
    exhausted: bool
    payments: tuple[int, ...]
    transfers: tuple[Transfer, ...]
    dealer: int
    reason: str
    extra: VariantState = NO_STATE   # the hand's state.extra (carry_over and next_dealer read it)

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats, in the order they won."""
        return tuple(w.seat for w in self.wins)

    @property
    def seats(self) -> int:
        """Seats at the table (one payment each)."""
        return len(self.payments)


@dataclass(frozen=True)
class Settlement:
    payments: tuple[int, ...]
    transfers: tuple[Transfer, ...]
    reason: str
