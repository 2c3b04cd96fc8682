"""How a hand ended and what it pays: `HandResult` (what `engine.result(state)` reports) and a
variant's `Settlement` (what its `settle` hook returns). Read by a table, never by the start
screen (the records in base.py name them in hints only)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping

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
    extra: Mapping[str, Any] = field(default_factory=dict)   # the hand's state.extra (for carry_over)

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
