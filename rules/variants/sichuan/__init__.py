"""四川麻将·血战到底 as a `Variant`: docs/rules/sichuan-xuezhan.md.

108 tiles in walls of 14/13/14/13 stacks, one throw of two dice for the break, 换三张 (room
option) and 定缺 before play (`phases`), no chow, 一炮多响, robbing a 面下杠 only, 血战:
a winner lays his hand down and leaves; play goes on until three have won or the wall is empty.
The fan table and the scorer are in `scoring`, the table hooks (定缺 and 过水 limits, kong
payments, the dice for the dealer) in `table`, the payments (刮风下雨, 查花猪, 查大叫) in
`settle`; this module is the record and its rule options.
"""
from __future__ import annotations

from ...tiles import SET_108, Tile
from ..base import LATER, ClaimRules, RuleOption, Variant
from .book import BOOK
from .context import CONTEXT_FACTS


def hooks() -> dict[str, object]:
    """The record's LATER slots, imported at their first use (they import the events): the
    phases (换三张, 定缺), the table hooks, the payments and the variant's own actions and events;
    and the scorer with its fan table (the start screen reads none of them)."""
    from . import events  # noqa: F401  (its actions are registered for reading logs)
    from .phases import ExchangePhase, VoidPhase, reveal
    from .scoring import HAND_FORM, ROWS, could_win, is_legal_win, score
    from .settle import settle
    from .state import SichuanState
    from .table import (
        after_apply,
        choose_dealer,
        filter_actions,
        known_tiles,
        next_dealer,
        view_extra,
        win_context,
    )
    return dict(settle=settle, next_dealer=next_dealer,
                phases=(ExchangePhase(), VoidPhase()), reveal=reveal,
                filter_actions=filter_actions, win_context=win_context, after_apply=after_apply,
                view_extra=view_extra, choose_dealer=choose_dealer, known_tiles=known_tiles,
                could_win=could_win, score=score, is_legal_win=is_legal_win, rows=ROWS, hand_form=HAND_FORM,
                state_type=SichuanState)


def is_flower(tile: Tile) -> bool:
    """四川 has no flowers."""
    return False


OPTIONS = (
    RuleOption("exchange_three", False, (False, True),
               "§4 换三张: on for a 血战换三张 room: each player passes three tiles of one suit, the "
               "direction by the dealer's dice (clockwise, counter-clockwise or opposite, equally "
               "likely), before 定缺. Off (经典血战) by default.", group="flow"),
    RuleOption("dealer_rule", "dice", ("dice", "first_winner"),
               "§2 C6: the dealer is chosen by dice every hand (seed); first_winner: the first "
               "winner of the last hand deals (after a 一炮多响 the discarder; after a 流局 the dealer stays).", group="match"),
    RuleOption("match_hands", 8, (8, 16, 4),
               "§2: hands in a session (room option).", group="match"),
    RuleOption("fan_cap", 6, (6, 5, 4, 3, 0),
               "§7 C5: the 番 a payment is counted with is capped (6 番 = ×32); 0 = no cap. Each win "
               "and each 查大叫 payment is capped; 查花猪's 16× too when the cap is lower.", group="scoring"),
    RuleOption("zhigang_mult", 2, (2, 1),
               "§8 C1: a 直杠 (kong on a discard) is paid 2× by the discarder (JJ, juduo); 1 = the seed's 1×.", group="payments"),
    RuleOption("zimo", "fan", ("fan", "base"),
               "§7 C4: 自摸 adds 1 番 (fan); base: 自摸加底, every payer adds one stake instead.", group="scoring"),
    RuleOption("guoshui", "higher", ("higher", "off"),
               "§5 过水: after passing a win, until his next draw a player may win on a discard only "
               "with a strictly higher 番; off: no restriction.", group="flow"),
    RuleOption("guopeng", True, (True, False),
               "§5 过碰: after passing a 碰, no 碰 of the same tile until one's next draw.", group="flow"),
    RuleOption("huazhu_payees", "non_winners", ("non_winners", "all"),
               "§8 C2: a 花猪 pays the players still in who are not 花猪 (JJ); all: winners too (seed).", group="payments"),
    RuleOption("forced_win_tiles", 4, (4, 0),
               "§5: once the wall is down to its last four tiles, a player who can win must (no pass, "
               "no other action); 0 turns it off.", group="flow"),
    RuleOption("call_transfer", False, (False,),
               "§8: 呼叫转移 (a 杠上炮 hands the kong income to the winner) is not in the sources: off.", group="payments"),
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
    book=BOOK,
    tiles=SET_108, wall_stacks=(14, 13, 14, 13),
    claims=ClaimRules(chow=False, pung=True, kong=True, rob_kong=True, multiple_winners=True,
                      win_on_discard=True),
    is_flower=is_flower, could_win=LATER, score=LATER, is_legal_win=LATER,
    settle=LATER, next_dealer=LATER,
    hand_size=13, break_throws=1, winners_to_end=3, match_rounds=2,
    minimum="no minimum: 平胡 wins, but never while holding the void suit (缺一门)",
    score_flags=("self_drawn", "last_tile", "kong_related", "first_turn", "dealer", "after_kong_discard"),
    score_options=("zimo",),
    options=OPTIONS, phases=LATER, phase_names=("exchange_three", "choose_void"), reveal=LATER, notes=NOTES,
    shapes=("standard", "seven_pairs"), rows=LATER, hand_form=LATER,
    filter_actions=LATER, win_context=LATER, after_apply=LATER,
    view_extra=LATER, choose_dealer=LATER, known_tiles=LATER, state_type=LATER,
    context_facts=CONTEXT_FACTS, hooks=hooks,
)
