"""四川麻将·血战到底 as a `Variant`: docs/rules/sichuan-xuezhan.md.

108 tiles in walls of 14/13/14/13 stacks, one throw of two dice for the break, 换三张 (room
option) and 定缺 before play (`phases`), no chow, 一炮多响, robbing a 面下杠 only, 血战:
a winner lays his hand down and leaves; play goes on until three have won or the wall is empty
(option play_on "bloody_river", 血流成河: a winner plays on locked and may win again until the
wall is empty; `winners_play_on` tells the engine). House rules as options: 呼叫转移, 门清, 中张,
天地胡, 点杠花, 金钩钓, 海底, 根 of a 碰; presets 血战换三张, 血流成河, 门清中张.
The fan table and the scorer are in `scoring`, the table hooks (定缺 and 过水 limits, kong
payments, the dice for the dealer) in `table`, the payments (刮风下雨, 查花猪, 查大叫) in
`settle`; this module is the record and its rule options.
"""
from __future__ import annotations

from ...tiles import SET_108, Tile
from ..base import LATER, ClaimRules, Preset, RuleOption, Variant
from ..book import Words
from .book import BOOK
from .context import CONTEXT_FACTS
from .flow import winners_play_on


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
    RuleOption("zimo", "fan", ("fan", "base", "none"),
               "§7 C4: 自摸 adds 1 番 (fan); base: 自摸加底, every payer adds one stake instead; none: "
               "nothing is added: a self-draw counts the 番 a discard win would, paid by every player still in.", group="scoring"),
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
    RuleOption("call_transfer", False, (False, True),
               "§8 呼叫转移: on: a player who discards a winning tile right after his kong's replacement "
               "draw (杠上炮) hands that kong's income to the winner (split evenly among several "
               "winners, the rest to the first); off by default.", group="payments"),
    RuleOption("play_on", "bloody_battle", ("bloody_battle", "bloody_river"),
               "§5 血流成河: bloody_battle (血战到底): a winner leaves and the hand ends when three have "
               "won or the wall is empty; bloody_river (血流成河): a winner sets his won tile aside and "
               "plays on with his hand locked (he draws, and may only win or discard the drawn tile), "
               "may win again, each win paid when made; the hand ends when the wall is empty.",
               group="flow"),
    RuleOption("men_qing", False, (False, True),
               "§7 门清: on: +1 番 for a win with no 碰, 直杠 or 面下杠 (a 暗杠 is allowed).",
               group="scoring"),
    RuleOption("zhong_zhang", False, (False, True),
               "§7 中张 (断幺九): on: +1 番 for a win with no 1 or 9 tile anywhere (melds too).",
               group="scoring"),
    RuleOption("tian_di_hu", True, (True, False),
               "§7 Heavenly and earthly wins: on (default): a heavenly or earthly win counts 6 番 alone; off: such a hand scores as an "
               "ordinary win.", group="scoring"),
    RuleOption("dian_gang_hua", "self_drawn", ("self_drawn", "discarder"),
               "§8 点杠花: a win on the replacement tile of a 直杠 (a kong on another's discard): "
               "self_drawn (default): a self-drawn win paid by everyone still in; discarder: counted "
               "and paid as a discard win by the player who fed the kong (no 自摸 extra).",
               group="payments"),
    RuleOption("jin_gou_diao", True, (True, False),
               "§7 金钩钓: on (default): +1 番 for a win on the single tile left after four melds.",
               group="scoring"),
    RuleOption("hai_di", True, (True, False),
               "§7 海底: on (default): +1 番 for a self-draw on the last wall tile and for a "
               "win on the discard after it.", group="scoring"),
    RuleOption("pung_root", True, (True, False),
               "§7 根: on (default): a 碰 whose fourth tile is in the hand counts as a 根; off: only "
               "four tiles held in the hand count.", group="scoring"),
)


PRESETS = (
    Preset("exchange_three", Words("血战换三张", "Bloody battle with exchange"),
           Words("血战到底，开局每人换出同一花色三张：现在最常见的四川房间。",
                 "Bloody battle with the exchange of three tiles of a suit first: the common Sichuan room today."),
           {"exchange_three": True},
           "docs/rules/sichuan-xuezhan.md §4 (xinyanghg, xieluchenghe; M2_CLIENT scmjRuleListLayer)"),
    Preset("bloody_river", Words("血流成河", "Bloody river"),
           Words("血流成河：和了不离场，可以一直和到牌摸完；换三张、呼叫转移。",
                 "Bloody river: a winner stays in and may win again until the wall is empty; with the "
                 "exchange and call transfer."),
           {"play_on": "bloody_river", "exchange_three": True, "call_transfer": True},
           "docs/rules/sichuan-xuezhan.md §5, §10 (M2_CLIENT scmjRuleListLayer: 血流成河, 换三张, 呼叫转移)"),
    Preset("menqing_zhongzhang", Words("血战换三张·门清中张", "Exchange, concealed and all-simples"),
           Words("血战换三张，另加门清、中张各1番的房间规则。",
                 "Bloody battle with the exchange, plus the concealed-hand and all-simples extras (+1 fan each)."),
           {"exchange_three": True, "men_qing": True, "zhong_zhang": True},
           "docs/rules/sichuan-xuezhan.md §7 (M2_CLIENT scmjRuleListLayer: 房间规则 门清, 断幺九)"),
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
    "wall is empty (§5; option play_on: 血流成河).",
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
    hand_size=13, break_throws=1, winners_to_end=3, winners_play_on=winners_play_on, match_rounds=2,
    minimum="no minimum: 平胡 wins, but never while holding the void suit (缺一门)",
    score_flags=("self_drawn", "last_tile", "kong_related", "first_turn", "dealer", "after_kong_discard"),
    score_options=("zimo", "men_qing", "zhong_zhang", "tian_di_hu", "jin_gou_diao", "hai_di", "pung_root"),
    options=OPTIONS, presets=PRESETS, phases=LATER, phase_names=("exchange_three", "choose_void"), reveal=LATER, notes=NOTES,
    shapes=("standard", "seven_pairs"), rows=LATER, hand_form=LATER,
    filter_actions=LATER, win_context=LATER, after_apply=LATER,
    view_extra=LATER, choose_dealer=LATER, known_tiles=LATER, state_type=LATER,
    context_facts=CONTEXT_FACTS, hooks=hooks,
)
