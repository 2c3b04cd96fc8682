"""苏州 payments (docs/rules/suzhou.md §7): `score.total` is a win's 花 with 豹子/滴零 already
applied; every 花 is worth option silver_per_hua 银子."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...events import Transfer, WinRecord
from ..hand_state import state_of
from ..results import Settlement
from .state import SuzhouState

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import State


def settle(wins: Sequence[WinRecord], state: State) -> Settlement:
    """自摸 (杠开, 海底, 天胡/地胡 included): each other seat pays it. 包饺子 (杠开 on a kong
    claimed on a discard): that discarder pays 3×. On a discard: the discarder pays it once (to
    each winner of an 一炮多响). 抢杠: the robbed player pays 3× to each robber."""
    seats = state.variant.seats
    payments = [0] * seats
    transfers: list[Transfer] = []
    unit = state.options.get("silver_per_hua", 1)

    def pay(payer: int, payee: int, amount: int, reason: str) -> None:
        payments[payer] -= amount
        payments[payee] += amount
        transfers.append(Transfer(payer, payee, amount, reason))

    for win in wins:
        hua = win.score.total
        amount = hua * unit
        keys = {i.key for i in win.score.items}
        if win.from_seat is None:
            feeder = state_of(state, SuzhouState).feeder_of(win.seat) if "fed_kong" in keys else None
            if feeder is not None:
                pay(feeder, win.seat, 3 * amount, f"包饺子 fed the kong: pays for all three, 3 × {hua} 花")
            else:
                for payer in range(seats):
                    if payer != win.seat:
                        pay(payer, win.seat, amount, f"自摸 self-drawn: {hua} 花 from each")
        elif win.robbed_kong:
            pay(win.from_seat, win.seat, 3 * amount, f"抢杠 robbed kong: 3 × {hua} 花")
        else:
            what = "一炮多响 discarder pays each winner" if len(wins) > 1 else "点冲 discarder"
            pay(win.from_seat, win.seat, amount, f"{what}: {hua} 花")
    if not wins:
        reason = "荒庄 exhausted: no payments; the next hand is 滴零"
    else:
        reason = "; ".join(f"seat {w.seat} wins {w.score.total} 花" for w in wins)
    return Settlement(tuple(payments), tuple(transfers), reason)
