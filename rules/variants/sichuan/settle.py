"""四川 payments (docs/rules/sichuan-xuezhan.md §7-8): kongs paid at once (刮风下雨), each win by
the discarder or by everyone still in, and at a 流局 查花猪, 查大叫 and the kong refunds.

A payment is 2^(番−1) × stake (`fan_payment`, capped by option fan_cap).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional, Sequence

from ...events import Transfer, WinRecord
from ...melds import Meld
from ...tiles import Tile
from ..hand_state import state_of
from ..results import Settlement
from .events import KongPaid, WinPaid
from .flow import winners_play_on
from .scoring import fan_payment, ready_fans, suits_held
from .state import SichuanState

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import State

STAKE = 1            # b, the base stake every payment is a multiple of
HUAZHU_TIMES = 16    # 花猪赔给非花猪玩家16倍点数
_KONG_NAMES = {"direct": "直杠 direct kong", "added": "面下杠 added kong", "concealed": "暗杠 concealed kong"}


# --- kongs, paid at once --------------------------------------------------------------------------

def kong_transfers(kind: str, seat: int, from_seat: Optional[int], active: Sequence[bool],
                   options: Mapping[str, Any]) -> tuple[Transfer, ...]:
    """A kong's payments: a 直杠 by its discarder, a 面下杠 (1×) or 暗杠 (2×) by everyone still in."""
    if kind == "direct":
        assert from_seat is not None, "a direct kong is claimed on a discard"
        amount = options.get("zhigang_mult", 2) * STAKE
        return (Transfer(from_seat, seat, amount, f"{_KONG_NAMES[kind]}: the discarder pays {amount}"),)
    amount = (2 if kind == "concealed" else 1) * STAKE
    return tuple(Transfer(p, seat, amount, f"{_KONG_NAMES[kind]}: every player still in pays {amount}")
                 for p in range(len(active)) if p != seat and active[p])


def net_of(transfers: Sequence[Transfer], seats: int) -> tuple[int, ...]:
    """The net change per seat of these transfers."""
    net = [0] * seats
    for t in transfers:
        net[t.payer] -= t.amount
        net[t.payee] += t.amount
    return tuple(net)


def kong_paid(seat: int, kind: str, transfers: tuple[Transfer, ...], seats: int) -> KongPaid:
    """The event that announces a kong's payments."""
    return KongPaid(seat, kind, transfers, net_of(transfers, seats))


# --- the end of the hand --------------------------------------------------------------------------

def _add(payments: list[int], transfers: list[Transfer], t: Transfer) -> None:
    payments[t.payer] -= t.amount
    payments[t.payee] += t.amount
    transfers.append(t)


def win_transfers(win: WinRecord, earlier: Sequence[int], feeder: Optional[int],
                  options: Mapping[str, Any], seats: int) -> list[Transfer]:
    """One win's payments: a self-draw by everyone still in (血流成河: everyone else; `earlier`
    are the seats that won before it), a discard win by the discarder, a 点杠花 by `feeder`
    (the kong's feeder) when option dian_gang_hua says so."""
    cap = options.get("fan_cap", 0)
    fans = win.score.total
    p = fan_payment(fans, cap, STAKE)
    shown = min(fans, cap) if cap else fans
    if feeder is not None:
        return [Transfer(feeder, win.seat, p, f"点杠花 the kong's feeder pays, {shown} 番: {p}")]
    if win.from_seat is None:
        gone = set() if winners_play_on(options) else set(earlier)
        extra_base = STAKE if options.get("zimo") == "base" else 0
        return [Transfer(payer, win.seat, p + extra_base,
                         f"自摸 self-drawn {shown} 番: {p}" + (f" + 底 {extra_base}" if extra_base else ""))
                for payer in range(seats) if payer != win.seat and payer not in gone]
    what = "被抢杠 robbed kong" if win.robbed_kong else "点炮 discarder"
    return [Transfer(win.from_seat, win.seat, p, f"{what}, {shown} 番: {p}")]


def win_paid(wins: Sequence[WinRecord], feeder: Optional[int], options: Mapping[str, Any],
             seats: int) -> WinPaid:
    """The event that pays the last of `wins` (the hand's wins so far, in order) at once."""
    transfers = tuple(win_transfers(wins[-1], [w.seat for w in wins[:-1]], feeder, options, seats))
    return WinPaid(wins[-1].seat, transfers, net_of(transfers, seats))


def _win_transfers(wins: Sequence[WinRecord], options: Mapping[str, Any], seats: int,
                   feeders: Sequence[Optional[int]] = ()) -> list[Transfer]:
    """Every win's payments, in order (`win_transfers` of each)."""
    out: list[Transfer] = []
    for i, win in enumerate(wins):
        feeder = feeders[i] if i < len(feeders) else None
        out.extend(win_transfers(win, [w.seat for w in wins[:i]], feeder, options, seats))
    return out


def settle(wins: Sequence[WinRecord], state: State) -> Settlement:
    """The kongs paid during the hand, every win, and at a 流局 the end-of-hand checks."""
    options = state.options
    seats = state.variant.seats
    payments = [0] * seats
    transfers: list[Transfer] = []
    books = state_of(state, SichuanState)
    for t in books.kong_transfers:
        _add(payments, transfers, t)
    for t in _win_transfers(wins, options, seats, books.win_feeders):
        _add(payments, transfers, t)
    for t in books.call_transfers:      # 呼叫转移
        _add(payments, transfers, t)
    winners = {w.seat for w in wins}
    still = [s for s in range(seats) if s not in winners]
    notes = [f"seat {w.seat} wins {w.score.total} 番" for w in wins]
    # 流局: the wall ran out with two or more players still in; 血流成河 always ends at the wall's
    # end, and every player who never won is checked
    if len(still) >= 2 or (still and winners_play_on(options)):
        for t in end_of_hand_transfers(state, still):
            _add(payments, transfers, t)
        notes.append("流局: 查花猪, 查大叫, kong refunds")
    if not wins:
        notes.insert(0, "no winner")
    return Settlement(tuple(payments), tuple(transfers), "; ".join(notes))


def _hand_of(state: State, seat: int) -> tuple[list[Tile], list[Meld]]:
    concealed = [state.kinds[t] for t in state.hands[seat]]
    melds = [m.meld for m in state.melds[seat]]
    return concealed, melds


def end_of_hand_transfers(state: State, still: list[int]) -> list[Transfer]:
    """查花猪, then 查大叫, then the kong refunds of every player not ready (§8)."""
    options = state.options
    cap = options.get("fan_cap", 0)
    seats = state.variant.seats
    voids: Sequence[Optional[str]] = state_of(state, SichuanState).voids or (None,) * seats
    out: list[Transfer] = []
    pigs = []
    for s in still:
        concealed, melds = _hand_of(state, s)
        if len(suits_held(concealed + [t for m in melds for t in m.tiles])) == 3:
            pigs.append(s)
    pig_amount = min(HUAZHU_TIMES * STAKE, fan_payment(cap, 0, STAKE)) if cap else HUAZHU_TIMES * STAKE
    payees = still if options.get("huazhu_payees") == "non_winners" else list(range(seats))
    for pig in pigs:
        for payee in payees:
            if payee not in pigs:
                out.append(Transfer(pig, payee, pig_amount, f"查花猪: a player holding three suits pays {pig_amount}"))
    ready: dict[int, int] = {}
    for s in still:
        if s in pigs:
            continue
        concealed, melds = _hand_of(state, s)
        best = ready_fans(concealed, melds, voids[s], options)
        if best is not None:
            ready[s] = best
    for payer in still:
        if payer in pigs or payer in ready:
            continue
        for s, fans in ready.items():
            amount = fan_payment(fans, cap, STAKE)
            shown = min(fans, cap) if cap else fans
            out.append(Transfer(payer, s, amount, f"查大叫: not ready, pays the ready player's best {shown} 番: {amount}"))
    books = state_of(state, SichuanState)
    handed_on = set(books.transferred)          # 呼叫转移 already gave that income away
    for s in still:
        if s in ready:
            continue
        for i, t in enumerate(books.kong_transfers):
            if t.payee == s and i not in handed_on:
                out.append(Transfer(s, t.payer, t.amount, f"退杠钱: not ready at the end, returns kong income {t.amount}"))
    return out
