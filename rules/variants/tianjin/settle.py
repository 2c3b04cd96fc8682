"""天津 payments (docs/rules/tianjin.md §7-8): every amount is paid between a pair of players ×
the pair's 坐庄/拉庄 multiplier. The winner is paid V × m by each other player, every kong U × m
(also on 荒庄), 铲 1 × m by the dealer to each other player."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping, Optional, Sequence

from ...events import Transfer, WinRecord
from ..hand_state import state_of
from ..results import Settlement
from .scoring import ROW
from .state import TianjinState

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import State

KOU_TING_PAYER = 4     # what a 扣听 seat pays on another's win, × (option kou_ting)
_KONG_ZH = {"melded": "明杠", "added": "明杠（补杠）", "concealed": "暗杠", "gold": "金杠"}
_KONG_EN = {"melded": "melded kong", "added": "added kong", "concealed": "concealed kong", "gold": "golden kong"}


def multiplier(dealer: int, a: int, b: int, zuo: Optional[bool], la: Optional[Sequence[int]]) -> int:
    """§8: between the dealer and a 闲家: ×2 if the dealer sat (坐庄), × 2 per 拉庄 of that 闲家;
    between two 闲家: 1."""
    if dealer not in (a, b) or a == b:
        return 1
    other = b if a == dealer else a
    pulls = la[other] if la else 0
    return (2 if zuo else 1) * int(2 ** pulls)     # (int ** int is typed Any)


def pair_multiplier(dealer: int, a: int, b: int, marks: Mapping[str, Any]) -> int:
    """`multiplier` of marks given as {"zuo": bool, "la": per-seat pulls} (the client's table)."""
    return multiplier(dealer, a, b, marks.get("zuo"), marks.get("la"))


def _state_multiplier(dealer: int, a: int, b: int, extra: TianjinState) -> int:
    return multiplier(dealer, a, b, extra.zuo, extra.la)


def kong_units(kong: str, options: Mapping[str, Any]) -> int:
    """What every other player pays for a kong ("melded", "added", "concealed" or "gold")."""
    if kong == "gold":
        return int(options.get("gold_kong_units", 4))
    return ROW["an_gang" if kong == "concealed" else "ming_gang"].value


def _pay_all(payee: int, units: int, dealer: int, extra: TianjinState, reason: str,
             seats: int) -> list[Transfer]:
    return [Transfer(p, payee, units * _state_multiplier(dealer, payee, p, extra), reason)
            for p in range(seats) if p != payee]


def net_of(transfers: Sequence[Transfer], seats: int) -> tuple[int, ...]:
    """The net change per seat of these transfers."""
    out = [0] * seats
    for t in transfers:
        out[t.payer] -= t.amount
        out[t.payee] += t.amount
    return tuple(out)


def kong_transfers(seat: int, kong: str, dealer: int, extra: TianjinState,
                   options: Mapping[str, Any], seats: int) -> list[Transfer]:
    """Every other player pays `seat` its kong's units × 坐庄/拉庄."""
    units = kong_units(kong, options)
    return _pay_all(seat, units, dealer, extra,
                    f"{_KONG_ZH[kong]} {_KONG_EN[kong]} of seat {seat}: {units} × 坐庄/拉庄", seats)


def chan_transfers(dealer: int, extra: TianjinState, seats: int,
                   options: Optional[Mapping[str, Any]] = None) -> list[Transfer]:
    """铲: the dealer pays every other player one 明杠's worth (option chan_units) × 坐庄/拉庄."""
    units = int((options or {}).get("chan_units", ROW["chan"].value))
    return [Transfer(dealer, p, units * _state_multiplier(dealer, dealer, p, extra),
                     f"铲 shovel: the dealer pays {units} × 坐庄/拉庄")
            for p in range(seats) if p != dealer]


def settle(wins: Sequence[WinRecord], state: State) -> Settlement:
    """§8: wins, kongs and 铲 (see the module docstring). Option `cap` caps a win's value V."""
    extra = state_of(state, TianjinState)
    dealer = state.config.dealer
    options = state.options
    seats = state.variant.seats
    cap = options.get("cap", 0)
    transfers: list[Transfer] = []
    for win in wins:
        value = min(win.score.total, cap) if cap else win.score.total
        names = " × ".join(f"{i.name_zh} {i.value}" for i in win.score.items)
        paid = _pay_all(win.seat, value, dealer, extra,
                        f"自摸 self-drawn win of seat {win.seat}: {names} = {value} × 坐庄/拉庄", seats)
        if options.get("kou_ting", "off") != "off":   # a 扣听 payer pays ×4 (PHP server)
            paid = [replace(t, amount=t.amount * KOU_TING_PAYER, reason=t.reason + " × 扣听 4")
                    if t.payer in extra.kou_ting else t for t in paid]
        transfers += paid
    for seat, kong in extra.kongs:
        transfers += kong_transfers(seat, kong, dealer, extra, options, seats)
    if extra.chan:
        transfers += chan_transfers(dealer, extra, seats, options)
    parts = [f"seat {w.seat} wins {w.score.total}" for w in wins] or ["荒庄 exhausted"]
    if extra.kongs:
        parts.append(f"{len(extra.kongs)} kong(s) paid")
    if extra.chan:
        parts.append("铲 paid by the dealer")
    return Settlement(net_of(transfers, seats), tuple(transfers), "; ".join(parts))
