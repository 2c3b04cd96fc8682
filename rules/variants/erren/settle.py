"""二人麻将 payments (docs/rules/two-player-71.md §8): the loser pays the winner the base times the
番 (capped at the room's cap, 13 by default, by the scorer); a self-draw and a discard are paid
alike; a 流局 pays nothing. Option `dealer_bonus`: one 番 more when the dealer wins or pays."""
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
    """§8: base × min(番, cap) from the loser to the winner (+1 番 for the dealer by option); nothing
    after a 流局."""
    seats = state.variant.seats
    options = state.config.options
    cap = int(options.get("fan_cap", CAP))
    dealer = state.config.dealer
    payments = [0] * seats
    transfers: list[Transfer] = []
    for win in wins:
        fans = min(win.score.total, cap)
        how = "抢杠 robbed kong" if win.robbed_kong else "自摸 self-drawn" if win.self_drawn else "点炮 discarder"
        for payer in _payers(win, seats):
            # 庄家加一番 (option dealer_bonus): the dealer's win or loss counts one fan more, within the cap
            bonus = bool(options.get("dealer_bonus")) and dealer in (payer, win.seat) and fans < cap
            paid = fans + 1 if bonus else fans
            amount = BASE * paid
            payments[payer] -= amount
            payments[win.seat] += amount
            note = f"{how}: {BASE} × {paid} 番" + (" (庄家加一番 dealer bonus)" if bonus else "")
            transfers.append(Transfer(payer, win.seat, amount, note))
    reason = "流局 drawn hand: no payments" if not wins else \
        "; ".join(f"seat {w.seat} wins {min(w.score.total, cap)} fans" for w in wins)
    return Settlement(tuple(payments), tuple(transfers), reason)
