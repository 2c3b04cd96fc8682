"""二人麻将 payments (docs/rules/two-player-71.md §8): the loser pays the winner the base times the
番 (capped at 13 by the scorer); a self-draw and a discard are paid alike; a 流局 pays nothing."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...events import Transfer, WinRecord
from ..results import Settlement
from .rows import CAP

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import State

BASE = 1   # points per 番 (§8 leaves the base to the table; one point keeps the sheet readable)


def _payers(win: WinRecord, seats: int) -> tuple[int, ...]:
    """Who pays a win: the discarder (or the robbed kong's owner); on a self-draw every other
    seat (with two players both are the one opponent)."""
    if win.from_seat is not None:
        return (win.from_seat,)
    return tuple(s for s in range(seats) if s != win.seat)


def settle(wins: Sequence[WinRecord], state: State) -> Settlement:
    """§8: base × min(番, 13) from the loser to the winner; nothing after a 流局."""
    seats = state.variant.seats
    payments = [0] * seats
    transfers: list[Transfer] = []
    for win in wins:
        fans = min(win.score.total, CAP)
        how = "抢杠 robbed kong" if win.robbed_kong else "自摸 self-drawn" if win.self_drawn else "点炮 discarder"
        for payer in _payers(win, seats):
            amount = BASE * fans
            payments[payer] -= amount
            payments[win.seat] += amount
            transfers.append(Transfer(payer, win.seat, amount, f"{how}: {BASE} × {fans} 番"))
    reason = "流局 drawn hand: no payments" if not wins else \
        "; ".join(f"seat {w.seat} wins {min(w.score.total, CAP)} fans" for w in wins)
    return Settlement(tuple(payments), tuple(transfers), reason)
