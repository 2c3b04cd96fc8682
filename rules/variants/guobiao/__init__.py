"""国标麻将 (MCR) as a `Variant`: the procedure of docs/rules/guobiao-mcr.md §1-5 and §7.

The fan table lives in `scoring.py` (`score_guobiao`); this module holds what the table
engine needs around it: the wall, the claims, the fast shape filter, the 8-fan minimum, the
8-base settlement, the dealer rule, the seat swap between 圈 and the rule options.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...events import Transfer, WinRecord
from ...scoring import ScoreResult, WinContext
from ...tiles import SET_144, Tile
from ..base import ClaimRules, HandResult, RuleOption, Settlement, Variant

BASE = 8  # every payment carries the 8-point base (§7)

_ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
# The six knitted patterns: one suit 147, another 258, the third 369.
_KNITTED = tuple(
    tuple(sorted(9 * suit + rank - 1 for suit, ranks in zip(perm, ((1, 4, 7), (2, 5, 8), (3, 6, 9))) for rank in ranks))
    for perm in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)))


def _suit_in_sets(c: Sequence[int], base: int) -> bool:
    """The nine counts of one suit split into chows and pungs (greedy from the lowest rank:
    three equal chows and three pungs use the same tiles, so the remainder mod 3 decides)."""
    older = newer = 0  # chows started two ranks back / one rank back, still needing this rank
    for i in range(9):
        rest = c[base + i] - older - newer
        if rest < 0:
            return False
        start = rest % 3
        if start and i >= 7:
            return False
        older, newer = newer, start
    return True


def _sets_and_pair(c: list[int]) -> bool:
    """Any number of sets and exactly one pair (`c` is restored before returning)."""
    pair_honor = -1
    for i in range(27, 34):
        x = c[i]
        if x == 2:
            if pair_honor >= 0:
                return False
            pair_honor = i
        elif x not in (0, 3):
            return False
    mods = [sum(c[b:b + 9]) % 3 for b in (0, 9, 18)]
    if pair_honor >= 0:
        return mods == [0, 0, 0] and all(_suit_in_sets(c, b) for b in (0, 9, 18))
    if sorted(mods) != [0, 0, 2]:
        return False
    pair_suit = mods.index(2)
    if not all(_suit_in_sets(c, 9 * s) for s in range(3) if s != pair_suit):
        return False
    base = 9 * pair_suit
    for i in range(base, base + 9):
        if c[i] >= 2:
            c[i] -= 2
            ok = _suit_in_sets(c, base)
            c[i] += 2
            if ok:
                return True
    return False


def could_win(counts: Sequence[int]) -> bool:
    """A 国标 winning shape: 4 sets + pair (a 组合龙 may stand for three sets), 七对, 十三幺,
    全不靠 / 七星不靠. `counts` holds the concealed tiles and the winning tile (34 kinds)."""
    c = list(counts)
    total = sum(c)
    if total % 3 != 2:
        return False
    if _sets_and_pair(c):
        return True
    if total >= 11:  # 组合龙 + the rest
        for pattern in _KNITTED:
            if all(c[k] for k in pattern):
                for k in pattern:
                    c[k] -= 1
                ok = _sets_and_pair(c)
                for k in pattern:
                    c[k] += 1
                if ok:
                    return True
    if total != 14:
        return False
    if all(x % 2 == 0 for x in c):
        return True
    if all(c[k] for k in _ORPHANS) and sum(c[k] for k in _ORPHANS) == 14:
        return True
    if max(c) == 1:  # 全不靠 / 七星不靠: 14 singles from honours and one knitted pattern
        suited = {k for k in range(27) if c[k]}
        return any(suited <= set(p) for p in _KNITTED)
    return False


def score(ctx: WinContext, options: Mapping[str, Any]) -> ScoreResult:
    # imported here: the fan table is its own module and does not need the engine
    from .scoring import score_guobiao
    return score_guobiao(ctx)


def context_from_json(hand: Mapping[str, Any]) -> WinContext:
    from .scoring import context_from_json as read
    return read(hand)


def is_legal_win(result: ScoreResult) -> bool:
    """A 国标 win needs the shape and 8 fans without flowers (§5)."""
    return result.win and result.meets_minimum


def settle(wins: tuple[WinRecord, ...], state: Any) -> Settlement:
    """§7: self-draw, each other pays 8 + F; on a discard (抢杠和 included) the discarder pays
    8 + F and the other two pay 8. F includes flowers; option `fan_cap` caps it when set.
    `state` is the final table state (国标 needs only its options)."""
    payments = [0, 0, 0, 0]
    transfers: list[Transfer] = []
    cap = state.options.get("fan_cap", 0)
    for win in wins:
        fans = min(win.score.total, cap) if cap else win.score.total
        for payer in range(4):
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


def next_dealer(dealer: int, result: HandResult, options: Mapping[str, Any]) -> int:
    """The deal passes every hand (§2, G1); `dealer_repeat` keeps it after the dealer's own win."""
    if options.get("dealer_repeat") and dealer in result.winners:
        return dealer
    return (dealer + 1) % 4


def is_flower(tile: Tile) -> bool:
    return 34 <= tile.index < 42


_SWAP = (1, 0, 3, 2)       # east<->south, west<->north
_CROSS = (2, 3, 1, 0)      # east->west, south->north, west->south, north->east

OPTIONS = (
    RuleOption("break_throws", 2, (2, 1),
               "G2: the wall is broken with two throws (the dealer's throw picks the player who "
               "throws again; the sum of both counts the stacks). 1 = the single-throw method."),
    RuleOption("seat_rotation", False, (False, True),
               "§2: players change seats before each new 圈 (南: E<->S, W<->N; 西: E->W, S->N, "
               "W->S, N->E; 北: E<->S, W<->N) so everyone sits at each wind once. On for "
               "tournament play, off for casual tables."),
    RuleOption("dealer_repeat", False, (False, True),
               "G1: the official rule never repeats the dealer; True follows the seed's generic "
               "'能胡继续坐庄' (the dealer keeps the deal after his own win)."),
    RuleOption("fan_cap", 0, (0, 88),
               "§6: no cap (0); 88 caps the fans a win is paid for."),
    RuleOption("flower_replacement", "immediate", ("immediate",),
               "§3: flowers are set aside and replaced at once (online play); 缓补 (keeping a "
               "flower to replace later) is not offered."),
)

NOTES = (
    "The dealer discards first; play runs counter-clockwise (§4).",
    "吃 only from the left player; 和 > 碰/杠 > 吃; one winner only (截和: the nearest in turn order) (§4).",
    "After 吃/碰 the player must discard: no kong, no win, no 补花 first (§4).",
    "Only an added kong can be robbed (抢杠和); a concealed kong cannot (§4).",
    "No 漏和/漏碰 restriction and no 报听 lock (§4, G4).",
    "The player who draws the last tile may win (妙手回春) or must discard; no kong and no 补花 on "
    "it; the last discard may only be claimed for 和 (海底捞月); otherwise 荒牌 (§3).",
    "If the last tile drawn is a flower it is set aside and, with nothing left to replace it, "
    "the hand is 荒牌 (engine decision).",
    "A kong replacement that is a flower is replaced again, and a win on that tile is not 杠上开花 (§6 #46).",
    "Only legal wins of 8+ fans (flowers excluded) are offered, so no 诈和 penalty exists (§5).",
)

VARIANT = Variant(
    name="guobiao", aliases=("国标", "国标麻将", "mcr", "MCR"),
    title_zh="国标麻将", title_en="Chinese Official (MCR)",
    tiles=SET_144, wall_stacks=(18, 18, 18, 18),
    claims=ClaimRules(chow=True, pung=True, kong=True, rob_kong=True, multiple_winners=False,
                      win_on_discard=True),
    is_flower=is_flower, could_win=could_win, score=score, is_legal_win=is_legal_win,
    settle=settle, next_dealer=next_dealer,
    hand_size=13, break_throws=2, winners_to_end=1, match_rounds=4,
    seat_rotation=(_SWAP, _CROSS, _SWAP),
    options=OPTIONS, notes=NOTES, context_from_json=context_from_json,
    minimum="8番起和（花牌不计） · 8 fans, flowers not counted",
    score_flags=("self_drawn", "last_tile", "kong_related", "last_of_kind", "seat_wind", "round_wind", "flowers"),
)
