"""国标麻将 (MCR) as a `Variant`: the procedure of docs/rules/guobiao-mcr.md §1-5 and §7.

The fan table lives in `rows` (read by `scoring`, with the hands read in `reading`); the
flowers and the dealer rule in `table`, the 8-base settlement in `settle`. This module is the
record: the wall, the claims, the 8-fan minimum, the seat swap between 圈 and the rule options.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ...tiles import SET_144, WALL_SIDES
from ..base import LATER, ClaimRules, Preset, RuleOption, Variant
from ..book import Words
from .book import BOOK
from .table import is_flower, next_dealer, win_context

if TYPE_CHECKING:
    from ...scoring import ScoreResult, WinContext

# Every winning shape of rules.analysis.SHAPES (the bots and the teaching aim for any of them),
# as data: the start screen reads the record without the analysis.
SHAPES = ("standard", "seven_pairs", "thirteen_orphans", "knitted")


def score(ctx: WinContext, options: Mapping[str, Any]) -> ScoreResult:
    """The fans of a 国标 win under the room's house rules (options blessings, mixed_kongs)."""
    from .scoring import score_guobiao   # the fan table: imported with the first hand scored
    return score_guobiao(ctx, options)


def is_legal_win(result: ScoreResult) -> bool:
    """A 国标 win needs the shape and 8 fans without flowers (§5)."""
    return result.win and result.meets_minimum


def hooks() -> dict[str, object]:
    """The record's LATER slots, imported at their first use: the payments (they import the
    events; the dealer rule and the flowers in `table` do not), the shape filter, the fan table
    and the hand form (the start screen reads none of them)."""
    from .house import ROWS
    from .scoring import HAND_FORM, cancelled_rows, could_win
    from .settle import settle
    return dict(settle=settle, could_win=could_win, rows=ROWS, hand_form=HAND_FORM, cancelled_rows=cancelled_rows)


_SWAP = (1, 0, 3, 2)       # east<->south, west<->north
_CROSS = (2, 3, 1, 0)      # east->west, south->north, west->south, north->east

OPTIONS = (
    RuleOption("break_throws", 2, (2, 1),
               "G2: the wall is broken with two throws (the dealer's throw picks the player who "
               "throws again; the sum of both counts the stacks). 1 = the single-throw method.", group="flow"),
    RuleOption("seat_rotation", False, (False, True),
               "§2: players change seats before each new 圈 (南: E<->S, W<->N; 西: E->W, S->N, "
               "W->S, N->E; 北: E<->S, W<->N) so everyone sits at each wind once. On for "
               "tournament play, off for casual tables.", group="match"),
    RuleOption("dealer_repeat", False, (False, True),
               "G1: the official rule never repeats the dealer; True follows the seed's generic "
               "'能胡继续坐庄' (the dealer keeps the deal after his own win).", group="match"),
    RuleOption("fan_cap", 0, (0, 88),
               "§6: no cap (0); 88 caps the fans a win is paid for.", group="scoring"),
    RuleOption("flower_replacement", "immediate", ("immediate",),
               "§3: flowers are set aside and replaced at once (online play); 缓补 (keeping a "
               "flower to replace later) is not offered (§8.2 says why).", group="flow"),
    RuleOption("blessings", "off", ("off", "mcr8", "dazhong"),
               "§8.1 B1: the house pack of 天和, 地和 and 人和, absent from the official rules (off). "
               "mcr8: the reference calculator's pack, 8 fans each: 天和 when the dealer's first fourteen "
               "tiles win (not with 不求人, 自摸 or a wait fan); 地和 when a non-dealer wins on the "
               "dealer's discard, 人和 on his own first draw or on another non-dealer's discard, before "
               "his first discard and before any claim or kong (not with 门前清; a self-drawn 人和 not "
               "with 不求人 or 自摸). dazhong: the 大众麻将 list, 天胡 48 (the dealer's first fourteen), "
               "地胡 32 (a non-dealer's first draw), 人胡 24 (on the dealer's first discard). They count "
               "toward the 8-fan minimum.", group="scoring"),
    RuleOption("mixed_kongs", "mingangang", ("mingangang", "separate_kongs"),
               "§6 #57 B2: one melded and one concealed kong score 5 fans together, as the reference "
               "calculator counts them (mingangang); separate_kongs reads them as the 81-fan list does, "
               "明杠 1 + 暗杠 2 = 3.", group="scoring"),
)

# The room's named rule sets besides 经典 (docs/rules/guobiao-mcr.md §8.3).
PRESETS = (
    Preset("tournament", Words("竞赛", "Tournament"),
           Words("比赛打法：每圈换座，人人坐遍四个风位；一明杠一暗杠分别计明杠1番、暗杠2番。",
                 "Tournament play: seats change every round so everyone sits at each wind; a melded and a "
                 "concealed kong score 1 + 2 fans."),
           {"seat_rotation": True, "mixed_kongs": "separate_kongs"},
           source="docs/rules/guobiao-mcr.md §2, §6 #57, §8.3"),
    Preset("blessings", Words("国标＋天地人和", "MCR with Heavenly/Earthly/Human wins"),
           Words("国标加天和、地和、人和（开局就和），各8番。",
                 "MCR plus Heavenly, Earthly and Human Wins (a win at the very start), 8 fans each."),
           {"blessings": "mcr8"},
           source="docs/rules/guobiao-mcr.md §8.1, §8.3"),
    Preset("dazhong", Words("大众麻将", "Dazhong mahjong"),
           Words("国标加大众麻将的天胡48、地胡32、人胡24，庄家和牌连庄。",
                 "MCR with the Dazhong Heavenly 48, Earthly 32 and Human 24 wins; the dealer keeps the "
                 "deal after his own win."),
           {"blessings": "dazhong", "dealer_repeat": True},
           source="docs/rules/guobiao-mcr.md §8, §8.3"),
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
    book=BOOK,
    tiles=SET_144, wall_stacks=(18,) * WALL_SIDES,
    claims=ClaimRules(chow=True, pung=True, kong=True, rob_kong=True, multiple_winners=False,
                      win_on_discard=True),
    is_flower=is_flower, could_win=LATER, cancelled_rows=LATER, score=score, is_legal_win=is_legal_win, win_context=win_context,
    settle=LATER, next_dealer=next_dealer,
    hand_size=13, break_throws=2, winners_to_end=1, match_rounds=4,
    seat_rotation=(_SWAP, _CROSS, _SWAP),
    options=OPTIONS, presets=PRESETS, notes=NOTES, shapes=SHAPES, rows=LATER, hand_form=LATER, hooks=hooks,
    minimum="8番起和（花牌不计） · 8 fans, flowers not counted",
    score_flags=("self_drawn", "last_tile", "kong_related", "last_of_kind", "seat_wind", "round_wind", "flowers",
                 "first_turn", "dealer", "from_dealer"),
    score_options=("blessings", "mixed_kongs"),
)
