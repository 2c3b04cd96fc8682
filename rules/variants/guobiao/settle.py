"""国标 payments (docs/rules/guobiao-mcr.md §7): every payment carries the 8-point base."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...events import Transfer, WinRecord
from ..results import Settlement

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import State

BASE = 8  # every payment carries the 8-point base (§7)


def settle(wins: Sequence[WinRecord], state: State) -> Settlement:
    """§7: self-draw, each other pays 8 + F; on a discard (抢杠和 included) the discarder pays
    8 + F and the others pay 8. F includes flowers; option `fan_cap` caps it when set."""
    seats = state.variant.seats
    payments = [0] * seats
    transfers: list[Transfer] = []
    cap = state.options.get("fan_cap", 0)
    for win in wins:
        fans = min(win.score.total, cap) if cap else win.score.total
        for payer in range(seats):
            if payer == win.seat:
                continue
            if win.self_drawn:
                amount, reason = BASE + fans, f"自摸 self-drawn: {BASE} + {fans}"
            elif payer == win.from_seat:
                what = "被抢杠 robbed kong" if win.robbed_kong else "点炮 discarder"
                amount, reason = BASE + fans, f"{what}: {BASE} + {fans}"
            else:
                amount, reason = BASE, f"底分 base: {BASE}"
            payments[payer] -= amount
            payments[win.seat] += amount
            transfers.append(Transfer(payer, win.seat, amount, reason))
    reason = "荒庄 exhausted: no payments" if not wins else \
        "; ".join(f"seat {w.seat} wins {w.score.total} fans" for w in wins)
    return Settlement(tuple(payments), tuple(transfers), reason)
