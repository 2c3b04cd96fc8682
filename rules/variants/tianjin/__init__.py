"""天津麻将 as a `Variant` (docs/rules/tianjin.md): 136 tiles, 混儿 wildcards, 坐庄/拉庄,
碰/杠 only, self-draw only, 铲, the dealer staying on his win and on 荒庄, 打风 per 锅.

The value table and the wildcard search are in `scoring`; the set-up steps (坐庄, 拉庄, 翻混)
and the 打风 seat draw in `phases`; the table hooks (小相公, 铲, kongs, the dealer rule) in
`table`; the payments × 坐庄/拉庄 in `settle`. This module is the record and its rule options.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...tiles import SET_136, WALL_SIDES, Tile
from ..base import LATER, ClaimRules, Preset, RuleOption, Variant
from ..book import Words
from .book import BOOK
from .context import CONTEXT_FACTS


def hooks() -> dict[str, object]:
    """The record's LATER slots, imported at their first use (they import the events): the
    set-up phases (坐庄, 拉庄), 翻混, the 打风 seat draw, the table hooks (小相公, 铲, kongs),
    the dealer rule, the payments and the variant's own actions and events."""
    from . import events  # noqa: F401  (its actions are registered for reading logs)
    from .phases import LaZhuangPhase, ZuoZhuangPhase, draw_seats, reveal
    from .scoring import HAND_FORM, ROWS, could_win, is_legal_win, score
    from .settle import settle
    from .state import TianjinState
    from .table import after_apply, filter_actions, next_dealer, view_extra, win_context
    return dict(settle=settle, next_dealer=next_dealer, phases=(ZuoZhuangPhase(), LaZhuangPhase()),
                reveal=reveal, filter_actions=filter_actions, after_apply=after_apply,
                view_extra=view_extra, draw_seats=draw_seats, win_context=win_context,
                could_win=could_win, score=score, is_legal_win=is_legal_win, rows=ROWS, hand_form=HAND_FORM,
                state_type=TianjinState)


SESSION_ROUNDS = 4   # 圈 per 锅


def is_flower(tile: Tile) -> bool:
    """天津 has no flowers."""
    return False


# --- options --------------------------------------------------------------------------------------

OPTIONS = (
    RuleOption("flowers", False, (False,),
               "J1: no flower tiles (T3, Wikipedia, ishare); T2's eight flowers are not offered.", group="flow"),
    RuleOption("huang_pass_if_others_konged", False, (False, True),
               "J2: after 荒庄 the dealer stays (T2/T3); True: he passes if someone else made a "
               "kong and he did not (T3's term list).", group="match"),
    RuleOption("match_rounds", 4, (4, 8),
               "§2: a 圈 ends when the deal has passed once around all four (a dealer's repeats do "
               "not count); 4 圈 are one 锅, after which seats are drawn again (打风). 8 = two 锅.", group="match"),
    RuleOption("break_method", "two_throw", ("two_throw", "qq_single"),
               "J3: two_throw = the dealer throws, counts to the second thrower, the sum of both throws "
               "counts the stacks on his wall (T1, T3, Wikipedia); qq_single = the dealer throws once and "
               "counts that many stacks from the right end of his own wall (T2, the QQ game).", group="flow"),
    RuleOption("hun_discard", "xiaoxianggong", ("xiaoxianggong", "forbidden"),
               "J4: a 混 may be discarded, but the player becomes 小相公 and cannot win this hand "
               "(Wikipedia, foxsugar); forbidden = a 混 can never be discarded (PHP server).", group="flow"),
    RuleOption("chan", "first_go_around", ("first_go_around",),
               "§4: 铲 counts only in the first go-around and any 碰 or 杠 before it is complete "
               "breaks it (foxsugar's second go-around is not adopted).", group="scoring"),
    RuleOption("allow_plain_tiliu", False, (False, True),
               "J5: a win needs a value of 2 or more, so a bare 提溜 with 混 in hand (1) cannot "
               "be declared (kan-shijie, foxsugar); True lets it win (T3 lists 提溜).", group="scoring"),
    RuleOption("combination", "written", ("written",),
               "J6: 捉伍儿 and 龙 add (3 + 4 = 7), everything else multiplies (down1000, gtuanb); "
               "the PHP server's additions are not offered.", group="scoring"),
    RuleOption("zhuo_wu_value", 3, (3,), "J7: 捉伍儿 is worth 3 (branchsmith, PHP, foxsugar).", group="scoring"),
    RuleOption("gold_kong_units", 4, (4, 8),
               "J8: a 金杠 (four 混) scores 4 from every player (seed T3, 有争议); 8 as the PHP "
               "server and foxsugar.", group="payments"),
    RuleOption("chan_units", 1, (1, 2),
               "J9: 铲 pays one 明杠 (1) × 坐庄/拉庄 to each 闲家: the seed's worked example 2/4/8; 2 = T2's "
               "parenthetical '2 points' read as 2 units before the multipliers.", group="payments"),
    RuleOption("gangkai", "double", ("double", "by_kong"),
               "§6: 杠开 doubles; by_kong = the local rule 明杠杠开 ×3, 暗杠杠开 ×4 (down1000).", group="scoring"),
    RuleOption("tianhe", True, (True, False),
               "§6: 天和 (the dealer wins on his first 14 tiles) multiplies by 4 (PHP, foxsugar).", group="scoring"),
    RuleOption("kong_settlement", "end_of_hand", ("end_of_hand",),
               "§7: kong scores are settled with the hand, also on 荒庄 (PHP); they are announced "
               "when made.", group="payments"),
    RuleOption("kou_ting", "off", ("off", "x4"),
               "§6a 扣听: x4 = a player whose discard leaves his hand ready may declare 扣听 with it and lay his "
               "hand face down; from then on he only wins or discards what he draws (no 碰, no 杠), his win "
               "is worth ×4 (after the minimum of 2), and a 扣听 player who pays another's win pays ×4 "
               "(tangchunxin/tcp GameTianJin.php).", group="scoring"),
    RuleOption("gold_kong_win", False, (False, True),
               "§6b 金杠胡/银杠胡: True = a self-drawn hand holding all four of the 混 successor kind "
               "(concealed or as a 金杠) wins whatever its shape, worth 8 (金杠胡), or holding the three "
               "live copies of the flipped kind, worth 6 (银杠胡), when that beats its reading; × 杠开/天和/扣听 "
               "(GameTianJin.php; foxsugar's 金杠 ends the hand too).", group="scoring"),
    RuleOption("la_long_wu", False, (False, True),
               "§6c 拉龙五: True = a win with 捉伍儿 or 龙 counts double (foxsugar GameInfoTJ mode 拉龙五).",
               group="scoring"),
    RuleOption("su_gold_kong", "not_su", ("not_su", "su"),
               "§6d Plain hand with a golden kong: not_su = a hand with a 金杠 of 混 holds 混 and is not plain (no "
               "wildcard; foxsugar counts every tile); su = only the tiles in hand count, so a 金杠 leaves it plain "
               "(GameTianJin.php).",
               group="scoring"),
    RuleOption("cap", 0, (0, 8, 16, 32),
               "§8: no cap in the sources (0); a table may cap a win's value V.", group="scoring"),
)

NOTES = (
    "136 tiles: 万 饼 条 1-9, 东南西北, 中发白, four of each; 17 stacks a side (§1).",
    "打风 at the start and after each 锅 of 4 圈, again while the 上下家 order is unchanged; "
    "East deals first (§2).",
    "The dealer keeps the deal on his own win and on 荒庄; a 闲家's win passes it on (§2).",
    "Deal 4-4-4 + the dealer's jump: the dealer 14, the others 13 (§3).",
    "翻混: the dealer's opposite throws n; the top tile of stack n from the tail is turned up and "
    "stays out of play; it and its successor (9→1, 东南西北, 中发白) are the 混儿, 7 live copies (§3).",
    "The tail stacks 1..n-1 and the 混 stack's bottom tile are the kong-replacement reserve; "
    "荒庄 when the stack before the 混 stack has been drawn (§3).",
    "坐庄, then 拉庄 (hidden until all three chose), both before 翻混 and the deal (§8).",
    "碰 and 杠 only, no 吃; no win on a discard, no robbing a kong: self-draw only, 杠开 included (§4, J10).",
    "混 stand for any tile in the winning shape, never in a 碰 or 明杠; four identical 混 may be a 金杠 (§4).",
    "Four sets and a pair only: no 七对, 十三幺 or 全不靠 (§5).",
)

PRESETS = (
    Preset("kou_ting_room", Words("扣听·金杠胡", "Face-down ready with golden kong wins"),
           Words("扣听×4，金杠胡8、银杠胡6，金杠每家付8，开了金杠也能算素：一些天津网上房间这样打。",
                 "Face-down ready ×4, golden/silver kong wins worth 8/6, golden kong paid 8, and a golden kong "
                 "does not spoil No Wildcards: as some Tianjin online rooms play it."),
           {"kou_ting": "x4", "gold_kong_win": True, "gold_kong_units": 8, "su_gold_kong": "su"},
           source="docs/rules/tianjin.md §6a-§6d, §7 (tangchunxin/tcp game_s_tcp_tianjin/inc/GameTianJin.php)"),
    Preset("la_long_wu_room", Words("拉龙五", "Dragon-or-five doubles"),
           Words("带捉伍儿或龙（一门1到9）的和牌×2，金杠每家付8：另一些天津网上房间这样打。",
                 "A win with Catching the Five or a Dragon (1-9 straight) doubles, golden kong paid 8: as other "
                 "Tianjin online rooms play it."),
           {"la_long_wu": True, "gold_kong_units": 8},
           source="docs/rules/tianjin.md §6c, §7 (foxsugar/summer PlayerCardsInfoTJ.java)"),
)


def _breaks_own_wall(options: Mapping[str, Any]) -> bool:
    """Whether the room breaks the wall with one throw, on the dealer's own side (qq_single)."""
    return options.get("break_method") == "qq_single"


VARIANT = Variant(
    name="tianjin", aliases=("天津", "天津麻将", "tj"),
    title_zh="天津麻将", title_en="Tianjin",
    book=BOOK,
    tiles=SET_136, wall_stacks=(17,) * WALL_SIDES,
    claims=ClaimRules(chow=False, pung=True, kong=True, rob_kong=False, multiple_winners=False,
                      win_on_discard=False),
    is_flower=is_flower, could_win=LATER, score=LATER, is_legal_win=LATER,
    settle=LATER, next_dealer=LATER,
    hand_size=13, break_throws=2, breaks_own_wall=_breaks_own_wall, winners_to_end=1, match_rounds=SESSION_ROUNDS,
    options=OPTIONS, phases=LATER, phase_names=("zuo_zhuang", "la_zhuang"), reveal=LATER, notes=NOTES,
    value_unit="value",                  # scoring.UNIT (imported lazily)
    minimum="自摸，2分起和 · self-draw only, 2 points or more",
    score_flags=("self_drawn", "kong_related", "first_turn", "dealer", "kou_ting"),
    score_options=("allow_plain_tiliu", "gangkai", "tianhe", "kou_ting", "gold_kong_win", "la_long_wu",
                   "su_gold_kong"),
    shapes=("standard",), rows=LATER, hand_form=LATER,
    filter_actions=LATER, after_apply=LATER, view_extra=LATER, state_type=LATER,
    draw_seats=LATER, session_rounds=SESSION_ROUNDS, context_facts=CONTEXT_FACTS, hooks=hooks,
    presets=PRESETS, win_context=LATER,
)
