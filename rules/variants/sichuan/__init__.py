"""四川麻将·血战到底 as a `Variant`: docs/rules/sichuan-xuezhan.md.

108 tiles in walls of 14/13/14/13 stacks, one throw of two dice for the break, 换三张 (room
option) and 定缺 before play (`phases`), no chow, 一炮多响, robbing a 面下杠 only, 血战:
a winner lays his hand down and leaves; play goes on until three have won or the wall is empty.
Kongs are paid at once (刮风下雨, `KongPaid` events); at a 流局 come 查花猪, 查大叫 and the kong
refunds. The fan table and the scorer are in `scoring`.

The rules the plain engine does not know are table hooks: `filter_actions` (定缺 discards first,
no pung/kong of the void suit, 过水, 过碰, the forced win in the last four tiles), `win_context`
(the winner's void suit, 杠上炮, 地胡 only on the dealer's first discard), `after_apply` (kong
payments, passed wins and pungs), `view_extra` (the voids once revealed) and `choose_dealer`
(dice every hand).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Optional

from ...actions import AddedKong, ConcealedKong, Discard, Kong, Pass, Pung, Win
from ...events import Claimed, DiceRolled, KongDeclared, KongRobbed, TileDrawn, Transfer, WinRecord
from ...scoring import WinContext
from ...tiles import SET_108, Tile
from ..base import ClaimRules, HandResult, RuleOption, Settlement, Variant
from .phases import ExchangePhase, VoidPhase, reveal
from .events import KongPaid
from .scoring import (could_win, context_from_json, fan_payment, is_legal_win, ready_fans, score,
                              suits_held)

SEATS = 4
STAKE = 1            # b, the base stake every payment is a multiple of
HUAZHU_TIMES = 16    # 花猪赔给非花猪玩家16倍点数
_KONG_NAMES = {"direct": "直杠 direct kong", "added": "面下杠 added kong", "concealed": "暗杠 concealed kong"}


def _voids(table: Any) -> Optional[tuple[str, ...]]:
    return table.extra.get("voids")


# --- filter_actions: what the plain engine would offer, minus what 四川 forbids ---------------

def filter_actions(table: Any, seat: int, actions: tuple) -> tuple:
    kinds = table.kinds
    options = table.options
    extra = table.extra
    voids = _voids(table)
    out = list(actions)
    if voids is not None:
        void = voids[seat]
        holding = any(kinds[t].suit == void for t in table.hands[seat])

        def allowed(a: Any) -> bool:
            if isinstance(a, Discard):          # 定缺: the void suit goes first
                return not holding or kinds[a.tile].suit == void
            if isinstance(a, (Pung, Kong)):     # never pung or kong the void suit
                return kinds[a.tiles[0]].suit != void
            if isinstance(a, ConcealedKong):
                return a.kind.suit != void
            if isinstance(a, AddedKong):
                return kinds[a.tile].suit != void
            return True
        out = [a for a in out if allowed(a)]
    on_claim = any(isinstance(a, Pass) for a in out)
    if on_claim:
        passed = extra.get("passed_win", (None,) * SEATS)[seat]
        score_now = table.win_scores[seat]
        if passed is not None and options.get("guoshui") == "higher" and score_now is not None \
                and score_now.total <= passed:
            out = [a for a in out if not isinstance(a, Win)]      # 过水: only a higher fan may win
        passed_pungs = extra.get("passed_pung", ((),) * SEATS)[seat]
        if passed_pungs and options.get("guopeng"):
            out = [a for a in out if not (isinstance(a, Pung) and kinds[a.tiles[0]].index in passed_pungs)]
    last = options.get("forced_win_tiles", 0)
    if last and table.wall.live_remaining() < last and any(isinstance(a, Win) for a in out):
        return tuple(a for a in out if isinstance(a, Win))     # the last four tiles: must win
    return tuple(out)


# --- win_context: the winner's void suit and the situation ------------------------------------

def win_context(table: Any, seat: int, ctx: WinContext) -> WinContext:
    voids = _voids(table)
    if ctx.self_drawn:
        from_seat = None
    elif ctx.kong_related:           # robbing: the kong's owner still has the turn
        from_seat = table.turn
    else:
        from_seat = table.last_discard[0] if table.last_discard else None
    after_kong = from_seat is not None and not ctx.kong_related and table.extra.get("kong_turn") == from_seat
    # 地胡 on a discard: only the dealer's first discard
    first = ctx.first_turn and (ctx.self_drawn or from_seat == table.config.dealer)
    return replace(ctx, first_turn=first,
                   extra={"void_suit": voids[seat] if voids else None, "after_kong_discard": after_kong})


# --- after_apply: kong payments at once, passed wins and pungs --------------------------------

def _kong_transfers(kind: str, seat: int, from_seat: Optional[int], active: tuple[bool, ...],
                    options: Mapping[str, Any]) -> tuple[Transfer, ...]:
    if kind == "direct":
        amount = options.get("zhigang_mult", 2) * STAKE
        return (Transfer(from_seat, seat, amount, f"{_KONG_NAMES[kind]}: the discarder pays {amount}"),)
    amount = (2 if kind == "concealed" else 1) * STAKE
    return tuple(Transfer(p, seat, amount, f"{_KONG_NAMES[kind]}: every player still in pays {amount}")
                 for p in range(SEATS) if p != seat and active[p])


def _paid(seat: int, kind: str, transfers: tuple[Transfer, ...]) -> KongPaid:
    net = [0] * SEATS
    for t in transfers:
        net[t.payer] -= t.amount
        net[t.payee] += t.amount
    return KongPaid(seat, kind, transfers, tuple(net))


def after_apply(before: Any, action: Any, table: Any, events: list) -> tuple[Mapping[str, Any], list]:
    if before.phase == "setup":
        return table.extra, events
    extra = dict(table.extra)
    passed_win = list(extra.get("passed_win", (None,) * SEATS))
    passed_pung = [set(p) for p in extra.get("passed_pung", ((),) * SEATS)]
    if isinstance(action, Pass) and before.phase in ("claim", "rob"):
        seat = action.seat
        offered = before.legal[seat]
        if any(isinstance(a, Win) for a in offered) and before.win_scores[seat] is not None:
            passed_win[seat] = max(before.win_scores[seat].total, passed_win[seat] or 0)
        if any(isinstance(a, Pung) for a in offered):
            passed_pung[seat].add(before.kinds[before.window.tile].index)
    kong_log = list(extra.get("kong_transfers", ()))
    pending = extra.get("pending_kong")          # a 面下杠 waiting for its rob window to close
    out: list = []
    for e in events:
        out.append(e)
        paid: Optional[tuple[str, int, Optional[int]]] = None
        if isinstance(e, Claimed) and e.claim == "kong":
            paid = ("direct", e.seat, e.from_seat)
        elif isinstance(e, KongDeclared) and e.kong == "concealed":
            paid = ("concealed", e.seat, None)
        elif isinstance(e, KongDeclared) and e.kong == "added":
            pending = e.seat
        elif isinstance(e, KongRobbed):
            pending = None                         # 抢杠: the kong is void, nobody pays it
        elif isinstance(e, TileDrawn):
            if e.reason == "kong" and pending == e.seat:
                out.pop()
                transfers = _kong_transfers("added", e.seat, None, table.active, table.options)
                kong_log.extend(transfers)
                out.extend((_paid(e.seat, "added", transfers), e))
                pending = None
            passed_win[e.seat] = None              # 过水 / 过碰 last until one's next draw
            passed_pung[e.seat] = set()
        if paid is not None:
            transfers = _kong_transfers(paid[0], paid[1], paid[2], table.active, table.options)
            kong_log.extend(transfers)
            out.append(_paid(paid[1], paid[0], transfers))
    extra["passed_win"] = tuple(passed_win)
    extra["passed_pung"] = tuple(tuple(sorted(p)) for p in passed_pung)
    extra["kong_transfers"] = tuple(kong_log)
    extra["pending_kong"] = pending
    # 杠上炮: the seat now playing on a kong replacement, until it discards
    extra["kong_turn"] = table.turn if table.phase == "play" and table.kong_draw else None
    return extra, out


# --- view_extra: what every seat may know ----------------------------------------------------

def view_extra(state: Any, seat: int) -> Mapping[str, Any]:
    extra = state.extra
    voids = extra.get("voids")
    picks = extra.get("void_picks", (None,) * SEATS)
    net = [0] * SEATS
    for t in extra.get("kong_transfers", ()):
        net[t.payer] -= t.amount
        net[t.payee] += t.amount
    return {
        "void_suit": voids[seat] if voids else picks[seat],
        "voids": list(voids) if voids else None,
        "void_chosen": [p is not None for p in picks],
        "exchange_chosen": [p is not None for p in extra.get("exchange_picks", (None,) * SEATS)],
        # one's own three tiles while the exchange is pending (afterwards they are in another hand)
        "exchange_pick": None if extra.get("exchange_direction") or state.phase != "setup"
        else extra.get("exchange_picks", (None,) * SEATS)[seat],
        "exchange_direction": extra.get("exchange_direction"),
        "kong_payments": net,
        "passed_win_fans": extra.get("passed_win", (None,) * SEATS)[seat],
        "forced_win": bool(state.options.get("forced_win_tiles")) and
        state.wall.live_remaining() < state.options.get("forced_win_tiles", 0),
    }


# --- settlement --------------------------------------------------------------------------------

def _add(payments: list[int], transfers: list[Transfer], t: Transfer) -> None:
    payments[t.payer] -= t.amount
    payments[t.payee] += t.amount
    transfers.append(t)


def _win_transfers(wins: tuple[WinRecord, ...], options: Mapping[str, Any]) -> list[Transfer]:
    cap = options.get("fan_cap", 0)
    out: list[Transfer] = []
    for i, win in enumerate(wins):
        fans = win.score.total
        p = fan_payment(fans, cap, STAKE)
        shown = min(fans, cap) if cap else fans
        if win.self_drawn:
            gone = {w.seat for w in wins[:i]}
            extra_base = STAKE if options.get("zimo") == "base" else 0
            for payer in range(SEATS):
                if payer != win.seat and payer not in gone:
                    out.append(Transfer(payer, win.seat, p + extra_base,
                                        f"自摸 self-drawn {shown} 番: {p}" + (f" + 底 {extra_base}" if extra_base else "")))
        else:
            what = "被抢杠 robbed kong" if win.robbed_kong else "点炮 discarder"
            out.append(Transfer(win.from_seat, win.seat, p, f"{what}, {shown} 番: {p}"))
    return out


def settle(wins: tuple[WinRecord, ...], state: Any) -> Settlement:
    options = state.options
    payments = [0] * SEATS
    transfers: list[Transfer] = []
    kong_log: tuple[Transfer, ...] = tuple(state.extra.get("kong_transfers", ()))
    for t in kong_log:
        _add(payments, transfers, t)
    for t in _win_transfers(wins, options):
        _add(payments, transfers, t)
    winners = {w.seat for w in wins}
    still = [s for s in range(SEATS) if s not in winners]
    notes = [f"seat {w.seat} wins {w.score.total} 番" for w in wins]
    if len(still) >= 2:   # 流局: the wall ran out with two or more players still in
        for t in end_of_hand_transfers(state, still):
            _add(payments, transfers, t)
        notes.append("流局: 查花猪, 查大叫, kong refunds")
    if not wins:
        notes.insert(0, "no winner")
    return Settlement(tuple(payments), tuple(transfers), "; ".join(notes))


def _hand_of(state: Any, seat: int) -> tuple[list[Tile], list]:
    concealed = [state.kinds[t] for t in state.hands[seat]]
    melds = [m.meld for m in state.melds[seat]]
    return concealed, melds


def end_of_hand_transfers(state: Any, still: list[int]) -> list[Transfer]:
    """查花猪, then 查大叫, then the kong refunds of every player not ready (§8)."""
    options = state.options
    cap = options.get("fan_cap", 0)
    voids = state.extra.get("voids") or (None,) * SEATS
    out: list[Transfer] = []
    pigs = []
    for s in still:
        concealed, melds = _hand_of(state, s)
        if len(suits_held(concealed + [t for m in melds for t in m.tiles])) == 3:
            pigs.append(s)
    pig_amount = min(HUAZHU_TIMES * STAKE, fan_payment(cap, 0, STAKE)) if cap else HUAZHU_TIMES * STAKE
    payees = still if options.get("huazhu_payees") == "non_winners" else list(range(SEATS))
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
    for s in still:
        if s in ready:
            continue
        for t in state.extra.get("kong_transfers", ()):
            if t.payee == s:
                out.append(Transfer(s, t.payer, t.amount, f"退杠钱: not ready at the end, returns kong income {t.amount}"))
    return out


# --- dealer ------------------------------------------------------------------------------------

def _first_winner_dealer(dealer: int, result: Optional[HandResult]) -> int:
    """Option dealer_rule=first_winner: the first winner deals; after a 一炮多响 the discarder."""
    if result is None or not result.wins:
        return dealer
    first = result.wins[0]
    together = [w for w in result.wins if w.from_seat is not None and w.from_seat == first.from_seat
                and w.tile == first.tile]
    if first.from_seat is not None and len(together) > 1:
        return first.from_seat
    return first.seat


def choose_dealer(rng: Any, thrower: int, previous: Optional[HandResult],
                  options: Mapping[str, Any]) -> tuple[int, tuple]:
    """血战: the dealer is chosen by dice each hand (the thrower counts seats with himself as 1)."""
    if options.get("dealer_rule") == "first_winner" and previous is not None:
        return _first_winner_dealer(previous.dealer, previous), ()
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    return (thrower + sum(dice) - 1) % SEATS, (DiceRolled(thrower, dice, "dealer"),)


def next_dealer(dealer: int, result: HandResult, options: Mapping[str, Any]) -> int:
    """Without dice (choose_dealer takes over in a match): the first-winner rule."""
    return _first_winner_dealer(dealer, result)


def is_flower(tile: Tile) -> bool:
    return False


OPTIONS = (
    RuleOption("exchange_three", False, (False, True),
               "§4 换三张: on for a 血战换三张 room: each player passes three tiles of one suit, the "
               "direction by the dealer's dice (clockwise, counter-clockwise or opposite, equally "
               "likely), before 定缺. Off (经典血战) by default."),
    RuleOption("dealer_rule", "dice", ("dice", "first_winner"),
               "§2 C6: the dealer is chosen by dice every hand (seed); first_winner: the first "
               "winner of the last hand deals (after a 一炮多响 the discarder; after a 流局 the dealer stays)."),
    RuleOption("match_hands", 8, (8, 16, 4),
               "§2: hands in a session (room option)."),
    RuleOption("fan_cap", 6, (6, 5, 4, 3, 0),
               "§7 C5: the 番 a payment is counted with is capped (6 番 = ×32); 0 = no cap. Each win "
               "and each 查大叫 payment is capped; 查花猪's 16× too when the cap is lower."),
    RuleOption("zhigang_mult", 2, (2, 1),
               "§8 C1: a 直杠 (kong on a discard) is paid 2× by the discarder (JJ, juduo); 1 = the seed's 1×."),
    RuleOption("zimo", "fan", ("fan", "base"),
               "§7 C4: 自摸 adds 1 番 (fan); base: 自摸加底, every payer adds one stake instead."),
    RuleOption("guoshui", "higher", ("higher", "off"),
               "§5 过水: after passing a win, until his next draw a player may win on a discard only "
               "with a strictly higher 番; off: no restriction."),
    RuleOption("guopeng", True, (True, False),
               "§5 过碰: after passing a 碰, no 碰 of the same tile until one's next draw."),
    RuleOption("huazhu_payees", "non_winners", ("non_winners", "all"),
               "§8 C2: a 花猪 pays the players still in who are not 花猪 (JJ); all: winners too (seed)."),
    RuleOption("forced_win_tiles", 4, (4, 0),
               "§5: once the wall is down to its last four tiles, a player who can win must (no pass, "
               "no other action); 0 turns it off."),
    RuleOption("call_transfer", False, (False,),
               "§8: 呼叫转移 (a 杠上炮 hands the kong income to the winner) is not in the sources: off."),
)

NOTES = (
    "108 tiles (万 筒 条 ×4), no honours or flowers; walls of 14/13/14/13 stacks (E/S/W/N) (§1, §3).",
    "The break: the dealer throws two dice once, counts seats (himself 1), then that many stacks from "
    "the right of that wall; the deal 4-4-4 + jump, the dealer 14 (§3).",
    "Kong replacements come from the tail; there is no dead wall: every tile is drawn (§3).",
    "换三张 first, then 定缺 (§4). 定缺 is secret and revealed together; while a player holds tiles "
    "of his void suit he must discard one of them; he may never 碰/杠 them; a hand holding them "
    "cannot win (§4).",
    "No chow. 胡 > 杠/碰; every player who can win on a discard wins (一炮多响) (§5).",
    "Only a 面下杠 (a pung's fourth tile) can be robbed; a robbed kong is not paid (§5, §8).",
    "血战: a winner lays his hand down and leaves play (no draws, claims, or payments after); play "
    "resumes after the last winner (counted from the discarder) and ends when three have won or the "
    "wall is empty (§5).",
    "Only the highest base pattern counts; 根, 杠, 杠上花, 杠上炮, 抢杠胡, 自摸, 金钩钓, 海底 add 1 番 "
    "each; 天胡/地胡 count 6 alone; 龙七对 counts one 根 less (§7).",
    "地胡: on the dealer's first discard, or a non-dealer's first draw, before any pung or kong (C8).",
    "Payment 2^(番−1) × stake: self-drawn, every player still in pays; on a discard, the discarder "
    "pays each winner. Kongs are paid at once: 直杠 by the discarder, 面下杠 1× and 暗杠 2× by "
    "everyone still in (§8).",
    "流局: each 花猪 (three suits) pays 16×; each player not ready pays every ready player his best "
    "possible 番 (counted as a discard win, no situational extras); every player not ready (花猪 "
    "too) returns his kong income (§8).",
    "过水 does not apply to passing a self-drawn win (the rule speaks of winning on a discard).",
)

VARIANT = Variant(
    name="sichuan", aliases=("四川", "四川麻将", "血战", "血战到底", "xuezhan"),
    title_zh="四川麻将·血战到底", title_en="Sichuan Bloody Battle",
    tiles=SET_108, wall_stacks=(14, 13, 14, 13),
    claims=ClaimRules(chow=False, pung=True, kong=True, rob_kong=True, multiple_winners=True,
                      win_on_discard=True),
    is_flower=is_flower, could_win=could_win, score=score, is_legal_win=is_legal_win,
    settle=settle, next_dealer=next_dealer,
    hand_size=13, break_throws=1, winners_to_end=3, match_rounds=2,
    minimum="no minimum: 平胡 wins, but never while holding the void suit (缺一门)",
    score_flags=("self_drawn", "last_tile", "kong_related", "first_turn", "dealer", "after_kong_discard"),
    score_options=("zimo",),
    options=OPTIONS, phases=(ExchangePhase(), VoidPhase()), reveal=reveal, notes=NOTES,
    context_from_json=context_from_json,
    filter_actions=filter_actions, win_context=win_context, after_apply=after_apply,
    view_extra=view_extra, choose_dealer=choose_dealer,
)
