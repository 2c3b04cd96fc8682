"""苏州麻将 as a `Variant`: docs/rules/suzhou.md.

152 tiles (28 of them flowers: 中发白, 百搭, seasons, plants, 老鼠 财神 猫 聚宝盆), walls of 19
stacks, one throw of two dice (a double is 豹子), no chow, 一炮多响, 花 counting with the
"3花自摸4花冲" threshold and its exempt patterns, the winner deals next.

The 花 table is `scoring`; the table hooks around the engine (豹子/滴零, 漏碰/漏胡,
杠开/花开/包饺子, the running 花 tally, the events, the dealer rule) are `table`; the payments
(§7) are `settle`. This module is the record and its rule options (one per [decision] of the
rules file).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from ...tiles import SET_152, WALL_SIDES, Tile
from ..base import LATER, ClaimRules, Preset, RuleOption, Variant
from ..book import Words
from .book import BOOK
from .context import CONTEXT_FACTS

if TYPE_CHECKING:
    from ...scoring import ScoreResult, WinContext

FIRST_FLOWER = 31    # 中发白 (5z-7z) and every kind after them (scoring.FIRST_FLOWER), as data
BAIDA = 42           # 1x 百搭 (scoring.BAIDA), as data


def hooks() -> dict[str, object]:
    """The record's LATER slots, imported at their first use (they import the events): the
    table hooks (豹子/滴零, 漏碰/漏胡, the 花 tally), the dealer rule and the payments."""
    from . import events  # noqa: F401  (its events, for reading logs)
    from .scoring import HAND_FORM, ROWS, could_win
    from .settle import settle
    from .state import SuzhouState
    from .table import (
        after_apply,
        after_setup,
        carry_over,
        filter_actions,
        next_dealer,
        view_extra,
        win_context,
    )
    return dict(settle=settle, next_dealer=next_dealer, filter_actions=filter_actions,
                win_context=win_context, after_apply=after_apply, view_extra=view_extra,
                after_setup=after_setup, carry_over=carry_over,
                could_win=could_win, rows=ROWS, hand_form=HAND_FORM, state_type=SuzhouState)


def is_flower(tile: Tile) -> bool:
    """中发白 (5z-7z), the eight seasons/plants and the five 苏州 extras are flowers here."""
    return tile.index >= FIRST_FLOWER


def _flower_but_baida(tile: Tile) -> bool:
    """苏州百搭: every flower but the 百搭, which stay in the hand as wildcards."""
    return tile.index >= FIRST_FLOWER and tile.index != BAIDA


def flowers_under(options: Mapping[str, Any]) -> Callable[[Tile], bool]:
    """The flower test of a table: option baida = wild keeps the four 百搭 out of the flowers."""
    return _flower_but_baida if options.get("baida", "flower_tiles") == "wild" else is_flower


def score(ctx: WinContext, options: Mapping[str, Any]) -> ScoreResult:
    """The 花 of a win (see `scoring`)."""
    from .scoring import score_suzhou   # the 花 table: imported with the first hand scored
    return score_suzhou(ctx, options)


def is_legal_win(result: ScoreResult) -> bool:
    """The shape, and the flower threshold unless an exempt pattern holds (§5)."""
    return result.win and result.meets_minimum


OPTIONS = (
    RuleOption("threshold_profile", "3/4", ("3/4", "2/3"),
               "§5, S5: 3 花 to win by self-draw (抢杠 counts as one), 4 on a discard; 2/3 is the newer "
               "'最近流行2花自摸，3花冲'. Exempt: 门清, 对对胡, 混一色, 清一色, 七对, 杠开/花开, 大吊车, 天胡, 地胡.", group="scoring"),
    RuleOption("threshold_counts_soft_flowers", True, (True, False),
               "§5, S2: the threshold counts soft flowers (字碰, 风暗刻, kongs) besides flower tiles; "
               "False counts flower tiles only.", group="scoring"),
    RuleOption("qidui_value", 15, (15, 10),
               "§6, S3: 七对 is worth 15 and doubles the flower tiles (the seed's worked example); "
               "10 is the plain list value without doubling.", group="scoring"),
    RuleOption("dadiaoche_mode", "add5", ("add5", "double"),
               "§6, S4: 大吊车 adds 5 花 (the normative list); 'double' doubles the hand instead.", group="scoring"),
    RuleOption("menqing_stack", True, (True, False),
               "§6: 小门清 (5) and 大门清 (10) stack to 15 when both hold; False keeps only 大门清.", group="scoring"),
    RuleOption("baozi_diling_stack", False, (False, True),
               "§8: a 豹子 hand that is also 滴零 doubles once (×2); True doubles twice (×4).", group="payments"),
    RuleOption("pass_win_rule", "any_tile", ("any_tile", "same_tile"),
               "§4, S7 (漏胡): after passing a win, no win on any discard before the next draw; "
               "'same_tile' forbids only the tile passed.", group="flow"),
    RuleOption("exhausted_dealer", "stays", ("stays", "next"),
               "§2: after 荒庄 the dealer keeps the deal; 'next' passes it on.", group="match"),
    RuleOption("multi_win_dealer", "discarder", ("discarder", "nearest_winner"),
               "§2: after 一炮多响 (or several robbers) the discarder (the robbed player) deals next, as "
               "in the neighbouring 太仓 rules; 'nearest_winner' gives it to the first winner in turn.", group="match"),
    RuleOption("break_throws", 1, (1, 2),
               "§3: one throw of two dice counts the seat (dealer = 1) and the stacks (seed file 003); "
               "2 = the two-throw method. 豹子 is always read off the dealer's throw.", group="flow"),
    RuleOption("hua_cap", 0, (0, 50, 100, 200),
               "§7: no cap on the 花 of a win (0); a table may cap it.", group="payments"),
    RuleOption("silver_per_hua", 1, (1, 2, 5, 10),
               "§7: 银子 per 花 ('具体一个花算多少银子可以随意定'); payments are 花 × this.", group="payments"),
    RuleOption("match_hands", 0, (0, 8, 16, 32),
               "§2: a match is 4 full dealer rotations (圈; 0) or a number of hands set at room creation.", group="match"),
    RuleOption("tile_set", "152", ("152",),
               "§1, S1: the 152 tiles of the seed's tile list; every one of the 28 flower tiles is 1 花; "
               "'大白板' is not a tile. Whether 百搭 are flowers or wildcards is option baida.", group="flow"),
    RuleOption("first_dealer", "seat_draw", ("seat_draw",),
               "§2: the first dealer is random (the seat draw; East deals first).", group="match"),
    RuleOption("flower_replacement", "tail_dealer_first", ("tail_dealer_first",),
               "§3: flowers are set aside face up and replaced from the tail at once, at the deal the "
               "dealer first, then counter-clockwise, until nobody holds one.", group="flow"),
    RuleOption("dead_wall", "none", ("none",),
               "§3: no reserved dead wall: 荒庄 when the last tile is drawn and its discard is not won on.", group="flow"),
    RuleOption("heavenly_after_flowers", True, (True,),
               "§6 #19: 天胡 counts the dealer's 14 tiles after the initial flower replacement.", group="scoring"),
    RuleOption("baida", "flower_tiles", ("flower_tiles", "wild"),
               "§11 B1 (苏州百搭): the four 百搭 are flower tiles (1 花 each, replaced); 'wild': they stay in the "
               "hand and stand for any suit or wind tile, are never punged or konged; a hand holding one wins "
               "only by self-draw or robbing a kong; whoever discards one may not win, pung or kong that hand "
               "(出搭); a win without one adds 无搭 5 花, which counts toward the threshold.", group="scoring"),
    RuleOption("haohua_qidui", "plain", ("plain", "20/40/80", "x2_each"),
               "§11 B2 (豪华七对): 'plain' = four of a kind in 七对 is two pairs, nothing more; '20/40/80': 七对 is "
               "worth 20, 40 or 80 with one, two or three fours; 'x2_each': the hand doubles for each four "
               "(×2 luxury, ×4 double luxury, ×8 triple luxury).", group="scoring"),
    RuleOption("san_feng_ke", 0, (0, 12),
               "§11 B3 (三风刻): off (0); 12 = three pungs or kongs of winds add 12 花.", group="scoring"),
    RuleOption("rob_threshold", "as_self_draw", ("as_self_draw", "as_discard", "no_minimum"),
               "§4 (抢杠): a robbing hand without an exempt pattern needs the self-draw 花 ('抢杠当自摸', "
               "3 by default); 'as_discard': the 花 of a win on a discard (4); 'no_minimum': none (抢杠 is on the "
               "seed's list of patterns that need no 花).", group="scoring"),
    RuleOption("pass_win_rob", "with_rob", ("with_rob", "discards_only"),
               "§4, S7 (漏胡 and 抢杠): a 漏胡 also bars robbing a kong before the next draw, and passing a "
               "robbable kong is a 漏胡; 'discards_only': 漏胡 concerns discards only.", group="flow"),
)

PRESETS = (
    Preset("two_three", Words("2花自摸3花冲", "2 flowers self-drawn, 3 on a discard"),
           Words("新流行的起和花数：自摸2花、和别人的牌3花就能和。",
                 "The newer threshold: 2 flowers win by self-draw, 3 on a discard."),
           {"threshold_profile": "2/3"},
           "docs/rules/suzhou.md §5 S5: seed '不过最近流行2花自摸，3花冲'"),
    Preset("baida", Words("苏州百搭", "Suzhou jokers"),
           Words("四张百搭当万能牌，不算花；手里有百搭只能自摸或抢杠，没有百搭和牌加5花（无搭）；3摸4冲。",
                 "The four joker tiles are wildcards, not flowers; holding one you win only by self-draw or robbing "
                 "a kong; a win without one adds 5; 3 flowers self-drawn, 4 on a discard."),
           {"baida": "wild"},
           "docs/rules/suzhou.md §11 B1: public 苏州百搭 (SDMJ) server code; '苏州百搭麻将只能是3摸4冲'"),
    Preset("baida_haoqi", Words("苏州百搭·豪七", "Suzhou jokers with luxury seven pairs"),
           Words("苏州百搭，再开豪华七对：七对里每有四张一样的翻一倍。",
                 "Suzhou jokers with luxury seven pairs: seven pairs double for each four of a kind."),
           {"baida": "wild", "haohua_qidui": "x2_each"},
           "docs/rules/suzhou.md §11 B2: the SDMJ room option haoQiDui; '豪华七对x2 超豪华七对x4 超超豪华七对x8'"),
)

NOTES = (
    "No chow claims; chows formed in the hand count as sets (§4, §5).",
    "Several players may win on one discard (一炮多响) or rob one kong; the discarder pays each (§4, §7).",
    "漏碰 blocks both 碰 and 杠 of the tile passed (or of a kind thrown away while holding three) until "
    "that player's next draw (any draw, replacements included) (§4; the kong part is our reading).",
    "A wind triple completed by the winning discard (or a robbed tile) counts as 字碰 (1), not 风暗刻 (2).",
    "A win on the replacement of a flower that itself replaced a kong is 杠开 (and 包饺子 if the kong "
    "was claimed on a discard); a win on a flower's replacement after a turn draw is 花开. Both 5 花.",
    "七对 may hold four of a kind as two pairs; 豪华七对 and 三风刻 are room options (§11), the other extras of "
    "other apps are not scored.",
    "海底捞月 is the self-drawn last tile; a win on the last discard is allowed but scores no 海底.",
    "The next hand is 滴零 after a 豹子 hand, a 荒庄 or a hand with several winners (一炮多响 or "
    "several robbers of one kong).",
    "Only legal wins are offered (the threshold is checked before 胡 is offered), so there is no 诈胡.",
    "No kong and no claim other than 胡 on the last tile; a flower drawn as the last tile ends the hand in 荒庄.",
)

VARIANT = Variant(
    name="suzhou", aliases=("苏州", "苏州麻将", "suzhou-mahjong"),
    title_zh="苏州麻将", title_en="Suzhou Mahjong",
    book=BOOK,
    tiles=SET_152, wall_stacks=(19,) * WALL_SIDES,
    claims=ClaimRules(chow=False, pung=True, kong=True, rob_kong=True, multiple_winners=True,
                      win_on_discard=True),
    is_flower=is_flower, flowers_under=flowers_under, could_win=LATER, score=score, is_legal_win=is_legal_win,
    settle=LATER, next_dealer=LATER,
    hand_size=13, break_throws=1, winners_to_end=1, match_rounds=4,
    options=OPTIONS, presets=PRESETS, notes=NOTES, shapes=("standard", "seven_pairs"), rows=LATER, hand_form=LATER,
    value_unit="hua",                    # scoring.UNIT (imported lazily)
    minimum="3花自摸4花冲（门清、对对胡、混一色、清一色、七对、杠开等不限） · 3 flowers by self-draw, 4 on a discard, "
            "unless 门清, all pungs, a flush, seven pairs, 杠开 ...",
    score_flags=("self_drawn", "last_tile", "kong_related", "first_turn", "dealer", "baozi", "diling",
                 "fed_kong", "after_flower", "seat_wind", "round_wind", "flowers"),
    score_options=("threshold_profile", "threshold_counts_soft_flowers", "qidui_value", "dadiaoche_mode",
                   "menqing_stack", "baozi_diling_stack", "hua_cap", "baida", "haohua_qidui", "san_feng_ke",
                   "rob_threshold"),
    filter_actions=LATER, win_context=LATER, after_apply=LATER,
    view_extra=LATER, after_setup=LATER, carry_over=LATER, state_type=LATER, context_facts=CONTEXT_FACTS, hooks=hooks,
)
