"""The rules browser's content, per variant, as data: tiles, procedure, claims, the minimum, the
whole scoring table (each row's names, value, meaning and an example hand), the rule options
with the reading chosen where the sources disagree, and the "what changes vs 国标" card.

    book = rules_book("sichuan")
    book.tiles, book.procedure, book.claims, book.minimum, book.scoring, book.options
    what_changes("tianjin")   -> [Bi, ...]   (the start screen's card)

Derived from the variant record wherever it can be: the tile groups and their copies from
`variant.tiles` and `is_flower`, the claims from `ClaimRules`, the void suit from the 定缺
phase, the fan rows, values and English meanings from the variants' own tables (guobiao_fans,
sichuan_scoring, tianjin_scoring, suzhou_scoring), the options and their English docs from
`variant.options`. What the code cannot say (a short procedure in Chinese and English, the
Chinese meaning of each row, the Chinese reading of each option) is written here from
docs/rules/*.md; a test checks every row and option of each variant has it.

Example hands use one notation for every variant (the 国标 table's, extended):
    "123m456p789s23m55z +4m"   concealed tiles, then +tile (on a discard) or *tile (self-drawn)
    [123s] claimed chow / pung, [1111s] melded kong, {1111s} concealed kong
    flags: kong (kong replacement / robbing), last_tile, last_of_kind, first (天和/地和),
    dealer, flowers=N, seat=E, round=E, void=m (四川), hun=3p (天津: the flipped tile),
    after_kong (四川 杠上炮), fed (苏州 包饺子), flower_win (苏州 花开), baozi, diling,
    opt.KEY=VALUE (a rule option the row needs).
`example_hand(variant, text)` reads it into a WinContext and options for the variant's scorer.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from rules.errors import NotationError
from rules.melds import Meld, MeldKind
from rules.scoring import ScoreResult, WinContext
from rules.tiles import TILES, Tile, parse_tiles
from rules.variants.registry import all_variants, get_variant

from .i18n import Bi, english, t

# ------------------------------------------------------------------------------ records


@dataclass(frozen=True)
class TileGroup:
    name: Bi
    kinds: tuple[Tile, ...]
    copies: int                  # of each kind
    role: Bi

    @property
    def count(self) -> int:
        return len(self.kinds) * self.copies


@dataclass(frozen=True)
class ExampleHand:
    text: str
    context: WinContext
    options: dict


@dataclass(frozen=True)
class ScoreRow:
    key: str
    name: Bi
    value: int
    value_text: Bi               # "24番", "+1番", "×2", "5花"
    group: Bi                    # 番种 / 基本番型 / 加番 / 乘 ...
    meaning: Bi
    example: Optional[ExampleHand]


@dataclass(frozen=True)
class OptionDoc:
    key: str
    title: Bi
    default: Any
    choices: tuple
    doc: Bi                      # the Chinese reading; the English doc of the variant's RuleOption


@dataclass(frozen=True)
class RulesBook:
    variant: str
    title: Bi
    tiles: tuple[TileGroup, ...]
    total_tiles: int
    procedure: tuple[tuple[Bi, Bi], ...]     # (heading, text)
    claims: tuple[Bi, ...]
    minimum: Bi
    scoring_intro: Bi
    scoring: tuple[ScoreRow, ...]
    options: tuple[OptionDoc, ...]
    changes: tuple[Bi, ...]                  # what changes vs 国标
    notes: tuple[Bi, ...]                    # the variant's fixed decisions (its module's NOTES)


# ------------------------------------------------------------------------------ tiles

_GROUPS = (
    (Bi("万子", "Characters"), range(0, 9)),
    (Bi("筒子", "Dots"), range(9, 18)),
    (Bi("条子", "Bamboo"), range(18, 27)),
    (Bi("风牌 东南西北", "Winds: East, South, West, North"), range(27, 31)),
    (Bi("箭牌 中发白", "Dragons: Red, Green, White"), range(31, 34)),
    (Bi("春夏秋冬", "Seasons"), range(34, 38)),
    (Bi("梅兰竹菊", "Plants"), range(38, 42)),
    (Bi("百搭", "Jokers"), range(42, 43)),
    (Bi("老鼠 财神 猫 聚宝盆", "Rat, God of Wealth, Cat, Treasure Bowl"), range(43, 47)),
)
_ROLE_PLAY = Bi("打牌用", "played")
_ROLE_FLOWER = Bi("花牌：摸到就亮出补一张", "flower: set aside at once and replaced")
_ROLE_TIANJIN = Bi("打牌用；每盘翻混选出7张混儿", "played; each hand the wildcard reveal makes 7 of them wildcards")


def tile_groups(variant: Any) -> tuple[TileGroup, ...]:
    copies = [0] * len(TILES)
    for kind in variant.tiles.kinds:
        copies[kind.index] += 1
    out = []
    for name, kinds in _GROUPS:
        present = tuple(TILES[k] for k in kinds if copies[k])
        if not present:
            continue
        n = copies[present[0].index]
        if variant.is_flower(present[0]):
            role = _ROLE_FLOWER
        elif variant.name == "tianjin":
            role = _ROLE_TIANJIN
        else:
            role = _ROLE_PLAY
        out.append(TileGroup(name, present, n, role))
    return tuple(out)


# ------------------------------------------------------------------------------ claims, changes

def claim_lines(variant: Any) -> tuple[Bi, ...]:
    c = variant.claims
    lines = [t("rb_chow_yes") if c.chow else t("rb_chow_no"), t("rb_pung"),
             t("rb_kong"), t("rb_rob_yes") if c.rob_kong else t("rb_rob_no"),
             t("rb_discard_win_yes") if c.win_on_discard else t("rb_discard_win_no")]
    if c.win_on_discard:
        lines.append(t("rb_multi_yes") if c.multiple_winners else t("rb_multi_no"))
    lines.append(t("rb_priority_chow") if c.chow else t("rb_priority"))
    if variant.winners_to_end > 1:
        lines.append(t("rb_bloody", n=variant.winners_to_end))
    return tuple(lines)


def _flower_count(variant: Any) -> int:
    return sum(1 for k in variant.tiles.kinds if variant.is_flower(k))


def _has_void(variant: Any) -> bool:
    return any(getattr(p, "name", "") == "choose_void" for p in variant.phases)


WILDCARDS = {"tianjin": Bi("翻出的牌和它的下一张共7张，可当任何牌",
                          "the flipped tile's kind and the next, 7 tiles, stand for any tile")}


def what_changes(name: str) -> list[Bi]:
    """The start screen's card: how this variant differs from 国标 (for 国标: its own key facts)."""
    variant = get_variant(name)
    base = get_variant("guobiao")
    minimum = MINIMUMS.get(variant.name, Bi(variant.minimum, variant.minimum))
    if variant.name == base.name:
        return [t("ch_gb_tiles", n=len(base.tiles)), t("ch_gb_chow"), t("ch_gb_discard"),
                t("ch_gb_flowers", n=_flower_count(base)), t("ch_minimum", minimum=minimum)]
    out = [t("ch_tiles", n=len(variant.tiles), base=len(base.tiles))]
    if variant.claims.chow != base.claims.chow:
        out.append(t("ch_chow_no") if not variant.claims.chow else t("ch_chow_yes"))
    if variant.claims.win_on_discard != base.claims.win_on_discard:
        out.append(t("ch_self_draw_only") if not variant.claims.win_on_discard else t("ch_gb_discard"))
    if variant.claims.multiple_winners and variant.claims.win_on_discard:
        out.append(t("ch_multi"))
    if variant.name in WILDCARDS:
        out.append(t("ch_wildcards", what=WILDCARDS[variant.name]))
    flowers = _flower_count(variant)
    if flowers != _flower_count(base):
        out.append(t("ch_flowers", n=flowers) if flowers else t("ch_no_flowers"))
    if _has_void(variant):
        out.append(t("ch_void"))
    if variant.winners_to_end > 1:
        out.append(t("rb_bloody", n=variant.winners_to_end))
    out.append(t("ch_minimum", minimum=minimum))
    return out


MINIMUMS = {
    "guobiao": Bi("8番起和，花牌不计", "8 fans, flowers not counted"),
    "sichuan": Bi("没有番数要求，平胡就能和；但必须缺一门，手里不能有定缺的花色",
                  "none: a plain win counts, but the hand must lack a suit and hold none of the void suit"),
    "tianjin": Bi("只能自摸，价值至少2（素、混儿吊、捉伍儿、龙、杠开）",
                  "self-draw only, worth at least 2 (no wildcards, a wildcard wait, catching the five, a dragon or a "
                  "kong replacement win)"),
    "suzhou": Bi("3花自摸、4花和别人打的牌；门清、对对胡、混一色、清一色、七对、杠开、大吊车、天胡、地胡不限",
                 "3 flowers to win by self-draw, 4 on a discard; no limit for a concealed hand, all pungs, a flush, seven "
                 "pairs, a kong replacement win, the big single wait, a heavenly or earthly hand"),
}

# ------------------------------------------------------------------------------ procedure

PROCEDURE: dict[str, tuple[tuple[Bi, Bi], ...]] = {
    "guobiao": (
        (Bi("座位与庄家", "Seats and dealer"),
         Bi("摸风定座位，东家先坐庄。每盘庄家轮换，不连庄；四人各坐一次庄为一圈，一局四圈（东南西北圈风）。",
            "Seats are drawn with the four winds; East deals first. The deal passes every hand (no repeat); "
            "four deals make a round, four rounds a match, with the round wind East, South, West, North.")),
        (Bi("砌牌与开牌", "Wall and break"),
         Bi("每人18墩。庄家掷骰数到一家，那一家再掷，两次点数之和从他牌墙右边数墩开牌。",
            "18 stacks a side. The dealer throws to pick a player, who throws again; the sum of both throws "
            "counts the stacks from the right end of his wall.")),
        (Bi("抓牌与补花", "Deal and flowers"),
         Bi("每人13张，庄家14张。花牌亮在面前，从牌尾补一张；行牌中摸到花牌也立即补。",
            "13 tiles each, the dealer 14. Flowers are laid out and replaced from the tail, at the deal and "
            "whenever one is drawn.")),
        (Bi("行牌", "Play"),
         Bi("庄家先打，逆时针轮流摸打。可以吃上家、碰杠任何人；吃碰后必须打一张。",
            "The dealer discards first; turns go counter-clockwise, draw then discard. Chow from the left "
            "player, pung and kong from anyone; after a chow or pung, discard.")),
        (Bi("和牌与荒牌", "Winning and the end"),
         Bi("自摸或和别人打的牌都可以，至少8番（花牌不计）。144张摸完无人和为荒牌，不计分。",
            "Self-drawn or on a discard, with at least 8 fans not counting flowers. When all 144 tiles are "
            "gone without a win the hand is a draw, with no payments.")),
        (Bi("结算", "Settlement"),
         Bi("自摸：每家付8+番数；和别人打的牌：打牌者付8+番数，另两家各付8。",
            "Self-drawn: each other player pays 8 + the fans. On a discard: the discarder pays 8 + the fans, "
            "the other two pay 8.")),
    ),
    "sichuan": (
        (Bi("牌与庄家", "Tiles and dealer"),
         Bi("108张，只有万筒条，没有字牌和花牌。每盘掷骰定庄。",
            "108 tiles, characters, dots and bamboo only. The dealer is chosen by dice every hand.")),
        (Bi("换三张（房间选项）", "Exchange three (room option)"),
         Bi("每人选同一花色的三张牌，全部选好后庄家掷骰定方向（顺时针、逆时针或对家）交换。",
            "Each player picks three tiles of one suit; then the dealer's dice choose the direction "
            "(clockwise, counter-clockwise or across) and the tiles move.")),
        (Bi("定缺", "Void suit"),
         Bi("每人暗选一门不要的花色，同时亮出。手里有这门牌时必须先打掉，也不能碰杠它；有它就不能和。",
            "Each player secretly chooses a suit to void; the choices are shown together. While he holds "
            "that suit he must discard it first and may not pung or kong it; holding it, he cannot win.")),
        (Bi("行牌", "Play"),
         Bi("不能吃，只能碰和杠（直杠、面下杠、暗杠），杠立即收钱（刮风下雨）。",
            "No chow; pung and kong only (direct, added, concealed), each kong paid at once (wind and rain).")),
        (Bi("血战到底", "Bloody battle"),
         Bi("一家和了不结束：和牌的人离场，其余人继续，直到三家和牌或牌摸完。一炮可以多响。",
            "A win does not end the hand: the winner leaves, the others play on until three have won or "
            "the wall is empty. Several players may win on one discard.")),
        (Bi("流局", "When the wall runs out"),
         Bi("查花猪（三门都有的赔16倍）、查大叫（没听牌的赔给听牌的）、没听牌的退还杠钱。",
            "The flower-pig check (a hand with all three suits pays 16×), the not-ready check (a player not "
            "ready pays each ready player his best fan); players not ready return their kong income.")),
    ),
    "tianjin": (
        (Bi("牌与座位", "Tiles and seats"),
         Bi("136张，没有花牌。打风定座位，东家先坐庄；庄家和牌或荒庄连庄，闲家和牌下家坐庄；四圈一锅，重新打风。",
            "136 tiles, no flowers. Seats are drawn with the winds and East deals first; the dealer keeps the "
            "deal on his own win and on a draw, a win by another passes it on; after four rounds (a cycle) "
            "seats are drawn again.")),
        (Bi("坐庄与拉庄", "Sitting and pulling"),
         Bi("拿牌前庄家选择坐不坐庄（和闲家之间输赢加倍），三家闲家同时选择不拉、拉一庄或拉两庄（和庄家之间每拉一次加倍）。",
            "Before the deal the dealer chooses to sit (doubling every payment with him) and the three "
            "others choose at once to pull 0, 1 or 2 times (each pull doubles their payments with the dealer).")),
        (Bi("翻混", "The wildcards"),
         Bi("庄家对家掷骰，从牌尾数墩翻开一张：它和它的下一张（9→1，东南西北，中发白）是混儿，共7张，可当任何牌。",
            "The dealer's opposite throws; the tile that many stacks from the tail is turned up. Its kind and "
            "the next (9→1, East→South→West→North, Red→Green→White) are the wildcards, 7 in play, standing "
            "for any tile.")),
        (Bi("行牌", "Play"),
         Bi("不能吃，只能碰杠；混儿不能碰、不能明杠。打出混儿就成小相公，这一盘不能和。",
            "No chow, pung and kong only; a wildcard may not be punged or melded. Whoever discards a "
            "wildcard is barred (xiaoxianggong) and cannot win this hand.")),
        (Bi("和牌", "Winning"),
         Bi("只能自摸（包括杠开），四组加一对，价值至少2。",
            "Self-draw only (a kong replacement win included), four sets and a pair, worth at least 2.")),
        (Bi("结算", "Settlement"),
         Bi("和牌价值由每家付（乘坐庄、拉庄倍数）；杠分也由每家付，荒庄也算；铲由庄家付。",
            "Each other player pays the win's value (times the sitting and pulling factors); kongs are paid by "
            "everyone, also on a draw; the shovel is paid by the dealer.")),
    ),
    "suzhou": (
        (Bi("牌", "Tiles"),
         Bi("152张：中发白、百搭、春夏秋冬、梅兰竹菊、老鼠财神猫聚宝盆都是花牌，共28张，摸到就补。",
            "152 tiles: the dragons, the jokers, the seasons, the plants, the Rat, the God of Wealth, the Cat "
            "and the Treasure Bowl are all flowers, 28 in all, set aside and replaced at once.")),
        (Bi("庄家与骰子", "Dealer and dice"),
         Bi("谁和谁坐庄，荒庄连庄。庄家掷骰开牌；两个点数一样是豹子，这盘输赢加倍。",
            "The winner deals next; after a draw the dealer stays. The dealer's throw breaks the wall; a "
            "double is a leopard and doubles this hand's payments.")),
        (Bi("行牌", "Play"),
         Bi("不能吃，能碰能杠。漏碰：放过的碰，摸牌前不能再碰；漏胡：放过的和，摸牌前不能和别人的牌。",
            "No chow; pung and kong. Missed pung: a pung passed up cannot be made before one's next draw; "
            "missed win: after passing a win, no win on a discard before one's next draw.")),
        (Bi("和牌", "Winning"),
         Bi("四组加一对或七对。要够花：自摸3花，和别人的牌4花（软花也算）；门清、对对胡等不受限制。一炮可以多响。",
            "Four sets and a pair, or seven pairs. Enough flowers are needed: 3 by self-draw, 4 on a discard "
            "(soft flowers count); a concealed hand, all pungs and the other exempt patterns win at any "
            "count. Several may win on one discard.")),
        (Bi("结算", "Settlement"),
         Bi("自摸每家付，和别人的牌由打牌者付；抢杠、包饺子由责任人付三家。豹子、滴零加倍。",
            "Self-drawn: each other player pays; on a discard the discarder pays; for a robbed kong or a fed "
            "kong the liable player pays for all three. A leopard and carried doubling double.")),
    ),
}

# ------------------------------------------------------------------------------ row meanings (zh)

GUOBIAO_ZH = {
    "big_four_winds": "东南西北四副刻子（或杠）",
    "big_three_dragons": "中发白三副刻子（或杠）",
    "all_green": "只用二三四六八条和发财",
    "nine_gates": "同一花色1112345678999门清听牌，和这门的任何一张",
    "four_kongs": "四副杠",
    "seven_shifted_pairs": "同一花色连续七个对子",
    "thirteen_orphans": "一九万、一九筒、一九条和七种字牌各一张，其中一种成对",
    "all_terminals": "只有一和九（清一色的幺九）",
    "little_four_winds": "三种风牌的刻子，第四种风做将",
    "little_three_dragons": "两种箭牌的刻子，第三种箭牌做将",
    "all_honors": "全是字牌",
    "four_concealed_pungs": "四副自己摸成的暗刻（或暗杠）",
    "pure_terminal_chows": "同一花色两副123、两副789，5做将",
    "quadruple_chow": "同一花色四副相同的顺子",
    "four_pure_shifted_pungs": "同一花色四副依次递增一的刻子",
    "four_pure_shifted_chows": "同一花色四副依次递增一或二的顺子",
    "three_kongs": "三副杠",
    "all_terminals_and_honors": "只有幺九牌和字牌",
    "seven_pairs": "七个对子",
    "greater_honors_and_knitted": "七种字牌各一张，加组合龙中的七张，互不相连",
    "all_even_pungs": "刻子和将都是二四六八",
    "full_flush": "全是同一花色",
    "pure_triple_chow": "同一花色三副相同的顺子",
    "pure_shifted_pungs": "同一花色三副依次递增一的刻子",
    "upper_tiles": "只有七八九",
    "middle_tiles": "只有四五六",
    "lower_tiles": "只有一二三",
    "pure_straight": "同一花色123、456、789",
    "three_suited_terminal_chows": "两门各有123和789，第三门的5做将",
    "pure_shifted_chows": "同一花色三副依次递增一（或都递增二）的顺子",
    "all_fives": "每副牌和将都带5",
    "triple_pung": "三门各一副点数相同的刻子",
    "three_concealed_pungs": "三副暗刻（或暗杠）",
    "lesser_honors_and_knitted": "十四张互不相连：组合龙的147、258、369和单张字牌",
    "knitted_straight": "三门分别是147、258、369，合成组合龙",
    "upper_four": "只有六七八九",
    "lower_four": "只有一二三四",
    "big_three_winds": "三种风牌的刻子",
    "mixed_straight": "三门合起来是123、456、789",
    "reversible_tiles": "只用上下颠倒一样的牌：1234589筒、245689条和白板",
    "mixed_triple_chow": "三门各一副相同的顺子",
    "mixed_shifted_pungs": "三门各一副刻子，点数依次递增一",
    "chicken_hand": "和了但没有任何其他番",
    "last_tile_draw": "摸牌墙最后一张自摸",
    "last_tile_claim": "和最后一张打出的牌",
    "out_with_replacement_tile": "开杠后补的牌自摸",
    "robbing_the_kong": "和别人加杠的那张牌",
    "all_pungs": "四副刻子（或杠）加一对",
    "half_flush": "一门花色加字牌",
    "mixed_shifted_chows": "三门各一副顺子，依次递增一",
    "all_types": "万、筒、条、风、箭五种都有",
    "melded_hand": "四副都是吃碰来的，单钓别人打的将",
    "two_concealed_kongs": "两副暗杠",
    "two_dragon_pungs": "两副箭牌刻子",
    "outside_hand": "每副牌和将都带幺九或字牌",
    "fully_concealed_hand": "没有吃碰明杠，自摸和",
    "two_melded_kongs": "两副明杠",
    "last_tile": "和这种牌的最后一张（其余三张都已亮出）",
    "dragon_pung": "一副中、发或白的刻子",
    "prevalent_wind": "一副圈风的刻子",
    "seat_wind": "一副自己门风的刻子",
    "concealed_hand": "没有吃碰明杠，和别人打的牌",
    "all_chows": "四副顺子，数牌做将",
    "tile_hog": "同一种牌四张都用上，但不是杠",
    "double_pung": "两门各一副点数相同的刻子",
    "two_concealed_pungs": "两副暗刻（或暗杠）",
    "concealed_kong": "一副暗杠",
    "all_simples": "没有幺九，也没有字牌",
    "pure_double_chow": "同一花色两副相同的顺子",
    "mixed_double_chow": "两门各一副相同的顺子",
    "short_straight": "同一花色两副顺子连成六张",
    "two_terminal_chows": "同一花色的123和789",
    "pung_of_terminals_or_honors": "一副幺九或风牌的刻子，没有算进别的番",
    "melded_kong": "一副明杠（别人打的或加杠）",
    "one_voided_suit": "缺少三门数牌中的一门",
    "no_honors": "没有字牌",
    "edge_wait": "只听12的3或89的7（边张）",
    "closed_wait": "只听顺子中间的一张（嵌张）",
    "single_wait": "只听将的另一张（单钓）",
    "self_drawn": "和牌是自己摸到的",
    "flower_tiles": "每张花牌1番，不计入8番起和",
    "concealed_kong_and_melded_kong": "一副明杠加一副暗杠",
}

SICHUAN_ZH = {
    "ping_hu": "四组加一对将，没有别的",
    "dui_dui_hu": "大对子：四副刻子或杠加一对",
    "qing_yi_se": "全是同一门",
    "dai_yao_jiu": "每组和将都带一或九（123、789、111、999、11、99）",
    "qi_dui": "七个对子，没有碰杠",
    "qing_dui": "清一色加对对胡",
    "jiang_dui": "只用二五八的对对胡",
    "long_qi_dui": "七对里有四张一样的（没有杠出来）；不再算七对，根少算一个",
    "qing_qi_dui": "同一门的七对",
    "qing_yao_jiu": "清一色加带幺九",
    "qing_long_qi_dui": "清一色的龙七对；根少算一个",
    "tian_hu": "庄家起手十四张就和；不再算别的番",
    "di_hu": "庄家第一张打出的牌就和，或闲家第一次摸牌自摸，之前没人碰杠；不再算别的番",
    "gen": "手里四张一样却没开杠的，每组加一番（碰了再摸到第四张也算）",
    "gang": "自己开的每个杠加一番（明杠、暗杠、面下杠）",
    "gang_shang_hua": "自己开杠后补的牌自摸",
    "gang_shang_pao": "别人开杠后打出的牌被和",
    "qiang_gang": "和别人面下杠的那张牌",
    "zi_mo": "自己摸到和牌",
    "jin_gou_diao": "四组都碰杠出来，单钓手里最后一张",
    "hai_di_lao_yue": "摸牌墙最后一张自摸",
    "hai_di_pao": "和摸完最后一张后打出的牌",
}

TIANJIN_ZH = {
    "tiliu": "四组加一对，没有捉伍儿也没有龙：基本价值1",
    "zhuo_wu": "自摸五万（或混儿当五万）夹在四五六万中间；只算万子",
    "long": "同一门一到九连成123、456、789（混儿可以补）；和捉伍儿相加（3+4=7）",
    "hun_diao": "和的那张是白来的：一个混儿单钓将（单混儿吊），或两个混儿等任何一张成组（双混儿吊）",
    "ben_hun": "只配龙：龙的花色和混儿相同（本混龙）",
    "su": "手里一张混儿都没有（混儿金杠也算有混）",
    "gang_kai": "开杠后补的牌自摸；选项“按杠”：明杠杠开×3，暗杠×4",
    "tian_he": "庄家起手十四张就和",
    "ming_gang": "明杠（别人打的或加杠）：其他三家各付1",
    "an_gang": "暗杠：其他三家各付2",
    "jin_gang": "四张一样的混儿暗杠：其他三家各付4（选项可改8）",
    "chan": "第一圈三家闲家都跟打庄家的第一张牌：庄家付每家一个明杠的分",
}

SUZHOU_ZH = {
    "base": "成牌底分：每次和牌先算5花",
    "flower_tiles": "每张亮出的花牌1花：中发白、百搭、春夏秋冬、梅兰竹菊、老鼠财神猫聚宝盆",
    "flower_tiles_doubled": "七对时每张花牌算2花",
    "melded_kong": "数牌明杠（别人打的或加杠）",
    "concealed_kong": "数牌暗杠",
    "wind_pung": "碰别人打的风牌（东南西北）",
    "concealed_wind_pung": "自己摸齐三张同一种风牌",
    "wind_melded_kong": "风牌明杠",
    "wind_concealed_kong": "风牌暗杠",
    "small_concealed": "没有碰和明杠（暗杠可以）",
    "big_concealed": "没有花牌也没有软花（没有风碰和杠）；数牌的碰可以",
    "all_pungs": "四副刻子或杠加一对",
    "half_flush": "一门数牌加风牌",
    "seven_pairs": "七个对子（四张一样算两对）；不算小门清，一张花都没有时加大小门清",
    "full_flush": "全是同一门",
    "kong_win": "开杠后补的牌自摸",
    "flower_win": "补花补上来的牌自摸",
    "fed_kong": "杠了别人打的牌后杠开：打那张牌的人包三家",
    "big_single_wait": "四组都碰杠出来，单钓手里最后一张",
    "heavenly": "庄家起手十四张就和",
    "earthly": "闲家第一次摸牌就自摸",
    "last_tile": "摸牌墙最后一张自摸",
    "big_single_wait_double": "大吊车按选项翻倍（大吊车选“翻倍”时）",
    "baozi": "庄家开牌掷出豹子（两个点数相同）：这盘输赢加倍",
    "diling": "上一盘是豹子、荒庄或一炮多响：这盘输赢加倍",
}

# ------------------------------------------------------------------------------ options (zh)

# (variant, key) -> (title zh, title en, the reading in Chinese); the English reading is the
# RuleOption's own doc.
OPTION_ZH: dict[tuple[str, str], tuple[str, str, str]] = {
    ("guobiao", "break_throws"): ("开牌掷骰", "Wall break throws",
                                  "两次掷骰：庄家掷出的点数定第二个掷骰的人，两次点数之和数墩；1＝只掷一次。"),
    ("guobiao", "seat_rotation"): ("换圈换座", "Seat changes between rounds",
                                   "每圈开始前按比赛规则换座，让每人坐遍四个风位；比赛打开，休闲桌关闭。"),
    ("guobiao", "dealer_repeat"): ("连庄", "Dealer repeats",
                                   "正式规则不连庄；打开则按原始资料“能胡继续坐庄”，庄家和牌后连庄。"),
    ("guobiao", "fan_cap"): ("番数封顶", "Fan cap", "默认不封顶（0）；88表示最多按88番付。"),
    ("guobiao", "flower_replacement"): ("补花方式", "Flower replacement",
                                        "花牌摸到立即亮出补牌（网上打法），不提供缓补。"),
    ("sichuan", "exchange_three"): ("换三张", "Exchange three",
                                    "血战换三张房间打开：每人换出同一花色三张，庄家掷骰定方向，然后定缺；经典血战默认关闭。"),
    ("sichuan", "dealer_rule"): ("定庄方式", "How the dealer is chosen",
                                 "按原始资料每盘掷骰定庄；“第一个和牌的人”：上一盘第一个和牌的人坐庄（一炮多响时点炮的人坐庄，流局连庄）。"),
    ("sichuan", "match_hands"): ("每场盘数", "Hands per session", "房间设定的盘数。"),
    ("sichuan", "fan_cap"): ("番数封顶", "Fan cap",
                             "付钱时的番数封顶，默认6番（32倍）；0＝不封顶。和牌和查大叫都封顶，封顶更低时查花猪的16倍也封顶。"),
    ("sichuan", "zhigang_mult"): ("直杠倍数", "Direct kong payment",
                                  "直杠（别人打出第四张）由打牌的人付2倍；1＝原始资料的1倍。"),
    ("sichuan", "zimo"): ("自摸加番还是加底", "Self-draw bonus",
                          "自摸加1番（加番）；加底：自摸加底，每家多付一底。"),
    ("sichuan", "guoshui"): ("过水", "Passed win",
                             "放过和牌后，到自己下次摸牌前，只有番数更高才能和别人打的牌；关：不限制。"),
    ("sichuan", "guopeng"): ("过碰", "Passed pung", "放过碰后，到自己下次摸牌前不能碰同一张牌。"),
    ("sichuan", "huazhu_payees"): ("花猪赔给谁", "Who the flower pig pays",
                                   "花猪赔给还在场、不是花猪的人；所有人：已和牌的人也收（原始资料）。"),
    ("sichuan", "forced_win_tiles"): ("最后四张必和", "Forced win at the end",
                                      "牌墙只剩最后四张时，能和的人必须和；0＝关闭。"),
    ("sichuan", "call_transfer"): ("呼叫转移", "Call transfer", "杠上炮把杠钱转给和牌的人：资料里没有，关闭。"),
    ("tianjin", "flowers"): ("花牌", "Flowers", "没有花牌（多数资料）；不提供一份资料里的八张花。"),
    ("tianjin", "huang_pass_if_others_konged"): ("荒庄换庄", "Dealer after a draw",
                                                 "荒庄庄家连庄；打开：别人开过杠而庄家没有，就下庄。"),
    ("tianjin", "match_rounds"): ("圈数", "Rounds",
                                  "庄家轮过四家为一圈（连庄不算），四圈为一锅，之后重新打风；8＝两锅。"),
    ("tianjin", "break_method"): ("开牌方式", "Wall break",
                                  "庄家掷骰数到第二人，他再掷，两次之和在他的牌墙数墩；不提供只掷一次的打法。"),
    ("tianjin", "hun_discard"): ("打混儿", "Discarding a wildcard",
                                 "可以打出混儿，但成了小相公，这一盘不能和；不能打：混儿根本不能打。"),
    ("tianjin", "chan"): ("铲", "Shovel", "只在第一圈算铲，之前有人碰杠就不算。"),
    ("tianjin", "allow_plain_tiliu"): ("提溜能不能和", "Plain win",
                                       "和牌价值至少2，手里有混的提溜（价值1）不能和；打开则可以和。"),
    ("tianjin", "combination"): ("算分方式", "How values combine", "捉伍儿和龙相加（3＋4＝7），其余都相乘。"),
    ("tianjin", "zhuo_wu_value"): ("捉伍儿价值", "Value of catching the five", "捉伍儿算3。"),
    ("tianjin", "gold_kong_units"): ("金杠分", "Golden kong", "金杠每家付4（原始资料，有争议）；8＝另一些打法。"),
    ("tianjin", "chan_units"): ("铲分", "Shovel units", "铲付一个明杠的分（1），再乘坐庄拉庄倍数。"),
    ("tianjin", "gangkai"): ("杠开倍数", "Kong replacement win", "杠开×2；按杠：明杠杠开×3，暗杠杠开×4。"),
    ("tianjin", "tianhe"): ("天和", "Heavenly win", "庄家起手十四张就和，×4。"),
    ("tianjin", "kong_settlement"): ("杠分结算", "When kongs are paid", "杠分在一盘结束时和和牌一起结算，荒庄也算。"),
    ("tianjin", "cap"): ("封顶", "Cap", "资料里没有封顶（0）；可以设定和牌价值的上限。"),
    ("suzhou", "threshold_profile"): ("起和花数", "Flowers needed",
                                      "3花自摸、4花和别人的牌；2/3是新流行的“2花自摸3花冲”。门清等番型不限。"),
    ("suzhou", "threshold_counts_soft_flowers"): ("软花算不算", "Soft flowers count",
                                                  "起和花数包括软花（风碰、杠）；关闭则只算花牌。"),
    ("suzhou", "qidui_value"): ("七对花数", "Seven pairs value", "七对算15花，花牌翻倍（原始资料的例子）；10＝不翻倍。"),
    ("suzhou", "dadiaoche_mode"): ("大吊车", "Big single wait", "大吊车加5花；翻倍：整手翻倍。"),
    ("suzhou", "menqing_stack"): ("大小门清", "Both concealed items", "小门清5花和大门清10花可以同时算（15）；关闭则只算大门清。"),
    ("suzhou", "baozi_diling_stack"): ("豹子滴零叠加", "Leopard and carried doubling together", "豹子又滴零只翻一倍（×2）；打开则×4。"),
    ("suzhou", "pass_win_rule"): ("漏胡", "Passed win",
                                  "放过和牌后，摸牌前不能和任何别人打的牌；同一张：只禁那一张。"),
    ("suzhou", "exhausted_dealer"): ("荒庄庄家", "Dealer after a draw", "荒庄庄家连庄；下家：下家坐庄。"),
    ("suzhou", "multi_win_dealer"): ("一炮多响后谁坐庄", "Dealer after several winners",
                                     "一炮多响（或几家抢杠）后由点炮的人（被抢杠的人）坐庄；最近的和牌人：第一个和牌的人。"),
    ("suzhou", "break_throws"): ("开牌掷骰", "Wall break throws", "掷一次骰定家和墩；2＝两次掷骰。豹子只看庄家这一次。"),
    ("suzhou", "hua_cap"): ("花数封顶", "Flower cap", "每次和牌的花数不封顶（0）；可以设定上限。"),
    ("suzhou", "silver_per_hua"): ("每花银子", "Silver per flower", "每花算多少银子，可以随意定。"),
    ("suzhou", "match_hands"): ("每场盘数", "Hands per match", "四整圈（0），或开房时设定盘数。"),
    ("suzhou", "tile_set"): ("牌数", "Tile set", "152张，28张花牌每张1花；百搭是花，不是万能牌。"),
    ("suzhou", "first_dealer"): ("首局庄家", "First dealer", "摸风定座，东家先坐庄。"),
    ("suzhou", "flower_replacement"): ("补花", "Flower replacement", "花牌亮出，从牌尾补；开局庄家先补，依次补到没有花为止。"),
    ("suzhou", "dead_wall"): ("留牌", "Dead wall", "不留牌：最后一张摸完、打出没人和就荒庄。"),
    ("suzhou", "heavenly_after_flowers"): ("天胡", "Heavenly hand", "天胡按补花后的庄家十四张算。"),
}

# ------------------------------------------------------------------------------ notes (zh)

# The variants' fixed decisions (their modules' NOTES) in Chinese, by the English note; a note
# without one is left out of the Chinese page (a test lists those).
NOTES_ZH: dict[str, str] = {
    # 国标
    "The dealer discards first; play runs counter-clockwise (§4).": "庄家先打，逆时针轮流。",
    "吃 only from the left player; 和 > 碰/杠 > 吃; one winner only (截和: the nearest in turn order) (§4).":
        "只能吃上家；和 > 碰、杠 > 吃；只有一家和（截和：按顺序离打牌者最近的一家）。",
    "After 吃/碰 the player must discard: no kong, no win, no 补花 first (§4).": "吃碰后必须先打一张：不能杠、不能和、不能先补花。",
    "Only an added kong can be robbed (抢杠和); a concealed kong cannot (§4).": "只有加杠可以被抢（抢杠和）；暗杠不能抢。",
    "No 漏和/漏碰 restriction and no 报听 lock (§4, G4).": "没有漏和、漏碰的限制，也没有报听。",
    "The player who draws the last tile may win (妙手回春) or must discard; no kong and no 补花 on it; the last "
    "discard may only be claimed for 和 (海底捞月); otherwise 荒牌 (§3).":
        "摸到最后一张的人可以和（妙手回春），否则必须打出；最后一张不能杠、不能补花；最后打出的牌只能和（海底捞月），没人和就荒牌。",
    "If the last tile drawn is a flower it is set aside and, with nothing left to replace it, the hand is 荒牌 "
    "(engine decision).": "最后摸到的是花牌时亮出，已经没有牌可补，这一盘荒牌（本程序的规定）。",
    "A kong replacement that is a flower is replaced again, and a win on that tile is not 杠上开花 (§6 #46).":
        "杠后补到花牌就再补一张，和这张牌不算杠上开花。",
    "Only legal wins of 8+ fans (flowers excluded) are offered, so no 诈和 penalty exists (§5).":
        "只提供够8番（花牌不计）的合法和牌，所以没有诈和的罚分。",
    # 四川
    "108 tiles (万 筒 条 ×4), no honours or flowers; walls of 14/13/14/13 stacks (E/S/W/N) (§1, §3).":
        "108张（万筒条各4张），没有字牌和花牌；牌墙东南西北各14、13、14、13墩。",
    "The break: the dealer throws two dice once, counts seats (himself 1), then that many stacks from the right "
    "of that wall; the deal 4-4-4 + jump, the dealer 14 (§3).":
        "开牌：庄家掷一次两颗骰子，从自己数起数到一家，再从那家牌墙右边数同样的墩数；抓牌4-4-4加跳牌，庄家14张。",
    "Kong replacements come from the tail; there is no dead wall: every tile is drawn (§3).":
        "杠后从牌尾补牌；不留牌，所有牌都摸完。",
    "换三张 first, then 定缺 (§4). 定缺 is secret and revealed together; while a player holds tiles of his void "
    "suit he must discard one of them; he may never 碰/杠 them; a hand holding them cannot win (§4).":
        "先换三张，再定缺。定缺扣着、一起亮；手里有缺门的牌就必须先打它，缺门的牌不能碰杠，有它就不能和。",
    "No chow. 胡 > 杠/碰; every player who can win on a discard wins (一炮多响) (§5).":
        "不能吃。胡 > 杠、碰；能和同一张牌的人都和（一炮多响）。",
    "Only a 面下杠 (a pung's fourth tile) can be robbed; a robbed kong is not paid (§5, §8).":
        "只有面下杠（碰后加的第四张）可以被抢；被抢的杠不收钱。",
    "血战: a winner lays his hand down and leaves play (no draws, claims, or payments after); play resumes after "
    "the last winner (counted from the discarder) and ends when three have won or the wall is empty (§5).":
        "血战：和牌的人摊牌离场（之后不摸、不吃碰、不付不收）；从最后一个和牌的人的下家接着打（从打牌者数起），三家和牌或牌摸完为止。",
    "Only the highest base pattern counts; 根, 杠, 杠上花, 杠上炮, 抢杠胡, 自摸, 金钩钓, 海底 add 1 番 each; 天胡/地胡 "
    "count 6 alone; 龙七对 counts one 根 less (§7).":
        "基本番型只算最大的一个；根、杠、杠上花、杠上炮、抢杠胡、自摸、金钩钓、海底各加1番；天胡、地胡单独算6番；龙七对少算一个根。",
    "地胡: on the dealer's first discard, or a non-dealer's first draw, before any pung or kong (C8).":
        "地胡：和庄家打的第一张牌，或闲家第一次摸牌就自摸，之前没有人碰杠。",
    "Payment 2^(番−1) × stake: self-drawn, every player still in pays; on a discard, the discarder pays each "
    "winner. Kongs are paid at once: 直杠 by the discarder, 面下杠 1× and 暗杠 2× by everyone still in (§8).":
        "付钱：2的（番−1）次方乘底；自摸时还在场的每家付，点炮时打牌的人付给每个和牌的人。杠当场收钱：直杠由打牌的人付，面下杠每家1倍、暗杠每家2倍。",
    "流局: each 花猪 (three suits) pays 16×; each player not ready pays every ready player his best possible 番 "
    "(counted as a discard win, no situational extras); every player not ready (花猪 too) returns his kong income (§8).":
        "流局：花猪（三门都有）赔16倍；没听牌的人按听牌人能和的最大番赔给他（按点炮算，不加情况番）；没听牌的人（花猪也是）退还杠钱。",
    "过水 does not apply to passing a self-drawn win (the rule speaks of winning on a discard).":
        "放过自摸不算过水（规则只说和别人打的牌）。",
    # 苏州
    "No chow claims; chows formed in the hand count as sets (§4, §5).": "不能吃；手里自己凑成的顺子照样算一组。",
    "Several players may win on one discard (一炮多响) or rob one kong; the discarder pays each (§4, §7).":
        "几家可以和同一张牌（一炮多响）或抢同一个杠；打牌的人分别付给每一家。",
    "漏碰 blocks both 碰 and 杠 of the tile passed (or of a kind thrown away while holding three) until that "
    "player's next draw (any draw, replacements included) (§4; the kong part is our reading).":
        "漏碰：放过的那张牌（或手里有三张却打掉了一张的牌），到下次摸牌（补牌也算）前不能碰也不能杠（杠的部分是本程序的理解）。",
    "A wind triple completed by the winning discard (or a robbed tile) counts as 字碰 (1), not 风暗刻 (2).":
        "用和的那张牌（或抢来的牌）凑成的风刻算字碰（1花），不算风暗刻（2花）。",
    "A win on the replacement of a flower that itself replaced a kong is 杠开 (and 包饺子 if the kong was claimed on "
    "a discard); a win on a flower's replacement after a turn draw is 花开. Both 5 花.":
        "杠后补到花、再补花补上来的牌和了算杠开（杠的是别人打的牌就是包饺子）；平常摸到花补上来的牌和了算花开。都是5花。",
    "七对 may hold four of a kind as two pairs; 豪华七对 and the other extras of other apps are not scored.":
        "七对里四张一样的算两对；豪华七对等别的软件的加番不算。",
    "海底捞月 is the self-drawn last tile; a win on the last discard is allowed but scores no 海底.":
        "海底捞月是自摸最后一张；和最后打出的牌可以，但不算海底。",
    "The next hand is 滴零 after a 豹子 hand, a 荒庄 or a hand with several winners (一炮多响 or several robbers of one kong).":
        "豹子、荒庄或几家同时和（一炮多响或几家抢同一个杠）之后，下一盘滴零。",
    "Only legal wins are offered (the threshold is checked before 胡 is offered), so there is no 诈胡.":
        "只提供合法的和牌（先查够不够花才给胡），所以没有诈胡。",
    "No kong and no claim other than 胡 on the last tile; a flower drawn as the last tile ends the hand in 荒庄.":
        "最后一张牌不能杠，也只能胡不能碰；最后摸到的是花牌就荒庄。",
    # 天津
    "136 tiles: 万 饼 条 1-9, 东南西北, 中发白, four of each; 17 stacks a side (§1).":
        "136张：万饼条1到9，东南西北，中发白，每种4张；每边17墩。",
    "打风 at the start and after each 锅 of 4 圈, again while the 上下家 order is unchanged; East deals first (§2).":
        "开局和每打完一锅（4圈）打风；上下家顺序没变就重打；东家先坐庄。",
    "The dealer keeps the deal on his own win and on 荒庄; a 闲家's win passes it on (§2).":
        "庄家和牌或荒庄连庄；闲家和牌就下庄。",
    "Deal 4-4-4 + the dealer's jump: the dealer 14, the others 13 (§3).": "抓牌4-4-4加庄家跳牌：庄家14张，其他人13张。",
    "翻混: the dealer's opposite throws n; the top tile of stack n from the tail is turned up and stays out of play; "
    "it and its successor (9→1, 东南西北, 中发白) are the 混儿, 7 live copies (§3).":
        "翻混：庄家的对家掷出n点，从牌尾数第n墩翻开上面一张，这张不再用；它和它的下一张（9→1，东南西北，中发白）是混儿，能用的共7张。",
    "The tail stacks 1..n-1 and the 混 stack's bottom tile are the kong-replacement reserve; 荒庄 when the stack "
    "before the 混 stack has been drawn (§3).":
        "牌尾第1到n−1墩和混儿那墩下面的一张留作杠后补牌；摸到混儿那墩前一墩就荒庄。",
    "坐庄, then 拉庄 (hidden until all three chose), both before 翻混 and the deal (§8).":
        "先坐庄，再拉庄（三家都选好才亮），都在翻混和抓牌之前。",
    "碰 and 杠 only, no 吃; no win on a discard, no robbing a kong: self-draw only, 杠开 included (§4, J10).":
        "只能碰杠，不能吃；不能和别人打的牌，不能抢杠：只能自摸，杠开也算。",
    "混 stand for any tile in the winning shape, never in a 碰 or 明杠; four identical 混 may be a 金杠 (§4).":
        "混儿在和牌时可当任何牌，但不能用来碰或明杠；四张一样的混儿可以暗杠成金杠。",
    "Four sets and a pair only: no 七对, 十三幺 or 全不靠 (§5).": "只认四组加一对：没有七对、十三幺、全不靠。",
}


def note_bi(note: str) -> Bi:
    """A variant's note in both languages (the Chinese from NOTES_ZH, "" when it has none yet)."""
    return Bi(NOTES_ZH.get(note, ""), english(note))


# ------------------------------------------------------------------------------ examples

EXAMPLES: dict[str, dict[str, str]] = {
    "sichuan": {
        "ping_hu": "123m456m789m23p55p +4p void=s",
        "dui_dui_hu": "111m333m555p777p9p +9p void=s",
        "qing_yi_se": "123m345m567m789m9m +9m void=s",
        "dai_yao_jiu": "123m789m123p999p1m +1m void=s",
        "qi_dui": "1133m55m2244p66p8p +8p void=s",
        "qing_dui": "111m333m555m777m9m +9m void=s",
        "jiang_dui": "222m555m888m222p5p +5p void=s",
        "long_qi_dui": "1111m33m55m22p44p6p +6p void=s",
        "qing_qi_dui": "11m22m44m55m66m88m9m +9m void=s",
        "qing_yao_jiu": "123m789m789m789m1m +1m void=s",
        "qing_long_qi_dui": "1111m22m33m55m77m9m +9m void=s",
        "tian_hu": "123m456m789m234p5p *5p first dealer void=s",
        "di_hu": "123m456m789m234p5p *5p first void=s",
        "gen": "111m123m789m23p55p +4p void=s",
        "gang": "123m456m789m5p [2222p] +5p void=s",
        "gang_shang_hua": "123m456m789m5p [2222p] *5p kong void=s",
        "gang_shang_pao": "123m456m789m23p55p +4p after_kong void=s",
        "qiang_gang": "123m456m789m23p55p +4p kong void=s",
        "zi_mo": "123m456m789m23p55p *4p void=s",
        "jin_gou_diao": "5p [111m] [222m] [333p] [444p] +5p void=s",
        "hai_di_lao_yue": "123m456m789m23p55p *4p last_tile void=s",
        "hai_di_pao": "123m456m789m23p55p +4p last_tile void=s",
    },
    "tianjin": {
        "tiliu": "123m57p789s234s5z3p *5z hun=3p",
        "zhuo_wu": "46m123p789s234s55z *5m hun=1z",
        "long": "123456789p234s5z *5z hun=1z",
        "hun_diao": "123m456p789s234s3p *5z hun=3p",
        "ben_hun": "1256789p34p234s5z *5z hun=3p",
        "su": "123m456p789s234s5z *5z hun=1z",
        "gang_kai": "456p789s234s5z [1111m] *5z kong hun=1z",
        "tian_he": "123m456p789s234s5z *5z first dealer hun=1z",
    },
    "suzhou": {
        "base": "123m456p789s234s1z +1z flowers=4",
        "flower_tiles": "123m456p789s234s1z +1z flowers=4",
        "flower_tiles_doubled": "1133m5577p2244s1z +1z flowers=2",
        "melded_kong": "456p789s234s1z [2222m] +1z flowers=3",
        "concealed_kong": "456p789s234s1z {2222m} +1z flowers=2",
        "wind_pung": "456p789s234s5m [111z] +5m flowers=3",
        "concealed_wind_pung": "111z456p789s234s5m +5m flowers=2",
        "wind_melded_kong": "456p789s234s5m [1111z] +5m flowers=1",
        "wind_concealed_kong": "456p789s234s5m {1111z} +5m",
        "small_concealed": "123m456p789s234s5m +5m flowers=1",
        "big_concealed": "123m456p789s234s5m +5m",
        "all_pungs": "333s444s5m [111m] [222p] +5m flowers=1",
        "half_flush": "123m456m789m111z2z +2z",
        "seven_pairs": "1133m5577p2244s6s +6s",
        "full_flush": "123m456m789m234m5m +5m",
        "kong_win": "456p789s234s5p [2222m] *5p kong flowers=1",
        "flower_win": "123m456p789s234s5p *5p flower_win flowers=1",
        "fed_kong": "456p789s234s5p [2222m] *5p fed flowers=1",
        "big_single_wait": "5p [111m] [222p] [333s] [444m] +5p",
        "heavenly": "123m456p789s234s5p *5p first dealer",
        "earthly": "123m456p789s234s5p *5p first",
        "last_tile": "123m456p789s234s5p *5p last_tile flowers=3",
        "big_single_wait_double": "5p [111m] [222p] [333s] [444m] +5p opt.dadiaoche_mode=double",
        "baozi": "123m456p789s234s5m +5m flowers=4 baozi",
        "diling": "123m456p789s234s5m +5m flowers=4 diling",
    },
}


def _option_value(text: str) -> Any:
    if text in ("true", "false"):
        return text == "true"
    return int(text) if text.lstrip("-").isdigit() else text


def example_hand(name: str, text: str) -> ExampleHand:
    """Read an example in the notation above into the variant's WinContext and options."""
    variant = get_variant(name)
    if variant.name == "guobiao":
        from rules.variants.guobiao.scoring import context_from_example
        return ExampleHand(text, context_from_example(text), variant.resolve_options(None))
    concealed: list[Tile] = []
    melds: list[Meld] = []
    win: Optional[Tile] = None
    fields: dict[str, Any] = {}
    extra: dict[str, Any] = {}
    overrides: dict[str, Any] = {}
    for token in text.split():
        if token.startswith("[") and token.endswith("]"):
            tiles = tuple(parse_tiles(token[1:-1]))
            kind = MeldKind.KONG if len(tiles) == 4 else MeldKind.PUNG if len(set(tiles)) == 1 else MeldKind.CHOW
            melds.append(Meld(kind, tiles, 1, tiles[0]))
        elif token.startswith("{") and token.endswith("}"):
            melds.append(Meld(MeldKind.CONCEALED_KONG, tuple(parse_tiles(token[1:-1]))))
        elif token[0] in "+*":
            win = Tile.parse(token[1:])
            fields["self_drawn"] = token[0] == "*"
        elif token in ("kong", "last_tile", "last_of_kind", "first", "dealer"):
            fields[{"kong": "kong_related", "first": "first_turn"}.get(token, token)] = True
        elif token in ("baozi", "diling"):
            extra[token] = True
        elif token == "fed":
            extra["fed_kong"] = True
            fields["kong_related"] = True
        elif token == "flower_win":
            extra["replacement"] = "flower"
        elif token == "after_kong":
            extra["after_kong_discard"] = True
        elif "=" in token:
            key, value = token.split("=", 1)
            if key.startswith("opt."):
                overrides[key[4:]] = _option_value(value)
            elif key in ("seat", "round"):
                fields[f"{key}_wind"] = value
            elif key == "flowers":
                fields["flowers"] = int(value)
            elif key == "void":
                extra["void_suit"] = value
            elif key == "hun":
                from rules.variants.tianjin.scoring import hun_pair
                extra["hun"] = hun_pair(Tile.parse(value))
            else:
                raise NotationError(f"unknown example setting {token!r} in {text!r}")
        else:
            concealed.extend(parse_tiles(token))
    if win is None:
        raise NotationError(f"example {text!r} has no winning tile (+tile or *tile)")
    if variant.name == "suzhou" and fields.get("self_drawn") and fields.get("kong_related"):
        extra.setdefault("replacement", "kong")
    if variant.name == "tianjin":
        kongs = [m for m in melds if m.is_kong]
        extra.setdefault("last_kong", None if not kongs else
                         "melded" if kongs[-1].kind is MeldKind.KONG else "concealed")
    ctx = WinContext(melds=tuple(melds), concealed=tuple(concealed), win_tile=win, extra=extra, **fields)
    return ExampleHand(text, ctx, variant.resolve_options(overrides))


def score_example(name: str, example: ExampleHand) -> ScoreResult:
    return get_variant(name).score(example.context, example.options)


# ------------------------------------------------------------------------------ scoring tables

SCORING_INTRO = {
    "guobiao": Bi("所有番相加（不重复、不拆移、就高不就低），花牌另加；8番起和，花牌不计。",
                  "All fans add up (no double counting; the best reading wins); flowers are added on top and "
                  "do not count toward the 8-fan minimum."),
    "sichuan": Bi("基本番型只算最大的一个，加番都可以叠加；天胡地胡单独计算。付钱按2的（番−1）次方，默认6番封顶。",
                  "Only the highest base pattern counts, every extra adds; a heavenly or earthly win counts alone. A "
                  "payment is 2^(fans−1) stakes, capped at 6 fans by default."),
    "tianjin": Bi("价值＝基本（提溜1、捉伍儿3、龙4、捉伍儿＋龙7）×各倍数；至少2才能和。杠分和铲另算。",
                  "Value = base (plain 1, catching the five 3, dragon 4, both 7) × the multipliers; a win needs 2. "
                  "Kongs and the shovel are paid apart."),
    "suzhou": Bi("所有花相加，豹子或滴零再翻倍；每花多少银子由桌上定。",
                 "Every item adds flowers; a leopard or carried doubling doubles the sum; the silver per flower is "
                 "set by the table."),
}

_GROUP_TEXT = {
    "sichuan": {"base": Bi("基本番型（只算最大的一个）", "Base patterns (only the highest counts)"),
                "special": Bi("特殊（单独计算）", "Special (counts alone)"),
                "extra": Bi("加番（可以叠加）", "Extras (add up)")},
    "tianjin": {"add": Bi("基本价值", "Base value"), "mul": Bi("倍数（相乘）", "Multipliers"),
                "kong": Bi("杠分与铲（每家付）", "Kongs and the shovel (paid by each player)")},
    "suzhou": {"base": Bi("底与硬花", "Base and flower tiles"), "soft": Bi("软花（计入起和花数）", "Soft flowers (count toward the minimum)"),
               "exempt": Bi("番型（不受花数限制）", "Patterns (win at any flower count)"),
               "other": Bi("其他", "Other"), "mul": Bi("加倍", "Doubling")},
}


def _example(name: str, text: str) -> Optional[ExampleHand]:
    return example_hand(name, text) if text else None


def _gb_rows() -> list[ScoreRow]:
    from rules.variants.guobiao.scoring import FAN_TABLE
    out = []
    for f in FAN_TABLE.fans:
        group = Bi("花牌（不计起和）", "Flowers (not toward the minimum)") if f.bonus else t("rb_fans", n=f.value)
        out.append(ScoreRow(f.key, Bi(f.name_zh, f.name_en), f.value, t("rb_fans", n=f.value), group,
                            Bi(GUOBIAO_ZH.get(f.key, ""), english(f.meaning)), _example("guobiao", f.example)))
    return out


def _sc_rows() -> list[ScoreRow]:
    from rules.variants.sichuan.scoring import ROWS
    out = []
    for r in ROWS:
        value = t("rb_plus_fans", n=r.value) if r.kind == "extra" else t("rb_fans", n=r.value)
        out.append(ScoreRow(r.key, Bi(r.name_zh, r.name_en), r.value, value, _GROUP_TEXT["sichuan"][r.kind],
                            Bi(SICHUAN_ZH.get(r.key, ""), english(r.meaning)), _example("sichuan", EXAMPLES["sichuan"].get(r.key, ""))))
    return out


def _tj_rows() -> list[ScoreRow]:
    from rules.variants.tianjin.scoring import HAND_ROWS, KONG_ROWS
    out = []
    for r in HAND_ROWS + KONG_ROWS:
        kong = r in KONG_ROWS
        value = t("rb_units", n=r.value) if kong else t("rb_times", n=r.value) if r.op == "mul" else t("rb_value", n=r.value)
        group = _GROUP_TEXT["tianjin"]["kong" if kong else r.op]
        out.append(ScoreRow(r.key, Bi(r.name_zh, r.name_en), r.value, value, group,
                            Bi(TIANJIN_ZH.get(r.key, ""), english(r.meaning)), _example("tianjin", EXAMPLES["tianjin"].get(r.key, ""))))
    return out


def _sz_rows() -> list[ScoreRow]:
    from rules.variants.suzhou.scoring import ROWS
    out = []
    for r in ROWS:
        if r.op == "mul":
            group, value = "mul", t("rb_times", n=r.value)
        else:
            group = ("exempt" if r.exempt else "soft" if r.soft else
                     "base" if r.key in ("base", "flower_tiles", "flower_tiles_doubled") else "other")
            value = t("rb_hua", n=r.value)
        out.append(ScoreRow(r.key, Bi(r.name_zh, r.name_en), r.value, value, _GROUP_TEXT["suzhou"][group],
                            Bi(SUZHOU_ZH.get(r.key, ""), english(r.meaning)), _example("suzhou", EXAMPLES["suzhou"].get(r.key, ""))))
    return out


_SCORING = {"guobiao": _gb_rows, "sichuan": _sc_rows, "tianjin": _tj_rows, "suzhou": _sz_rows}


def scoring_rows(name: str) -> tuple[ScoreRow, ...]:
    variant = get_variant(name)
    build = _SCORING.get(variant.name)
    if build is None:
        raise ValueError(f"the rules book has no scoring table for {variant.name!r}")
    return tuple(build())


def option_docs(variant: Any) -> tuple[OptionDoc, ...]:
    out = []
    for opt in variant.options:
        title_zh, title_en, doc_zh = OPTION_ZH.get((variant.name, opt.key), ("", opt.key, ""))
        out.append(OptionDoc(opt.key, Bi(title_zh, english(title_en)), opt.default, tuple(opt.choices),
                              Bi(doc_zh, english(opt.doc))))
    return tuple(out)


# The words for a rule option's values, as the rules browser and the calculator show them.
VALUE_WORDS: dict[Any, Bi] = {
    True: Bi("开", "on"), False: Bi("关", "off"), "off": Bi("关", "off"), "immediate": Bi("立即补", "at once"),
    "dice": Bi("掷骰", "dice"), "first_winner": Bi("第一个和牌的人", "first winner"), "fan": Bi("加番", "a fan"),
    "base": Bi("加底", "a base"), "higher": Bi("更高番才能和", "higher only"),
    "non_winners": Bi("还在场的人", "players still in"), "all": Bi("所有人", "everyone"),
    "add5": Bi("加5花", "add 5"), "double": Bi("翻倍", "double"), "any_tile": Bi("任何牌", "any tile"),
    "same_tile": Bi("同一张", "the same tile"), "stays": Bi("连庄", "stays"), "next": Bi("下家", "next player"),
    "discarder": Bi("点炮的人", "discarder"), "nearest_winner": Bi("最近的和牌人", "nearest winner"),
    "seat_draw": Bi("摸风", "seat draw"), "tail_dealer_first": Bi("牌尾补，庄家先", "from the tail, dealer first"),
    "none": Bi("不留", "none"), "two_throw": Bi("两次掷骰", "two throws"),
    "xiaoxianggong": Bi("小相公", "barred"), "forbidden": Bi("不能打", "forbidden"),
    "first_go_around": Bi("第一圈", "first go-around"), "written": Bi("按规定", "as written"),
    "end_of_hand": Bi("一盘结束时", "end of hand"), "by_kong": Bi("按杠", "by kong"),
}


def value_word(value: Any) -> Bi:
    """A rule option's value in words (numbers and ratios such as 3/4 as they are)."""
    if isinstance(value, bool) or (isinstance(value, str) and value in VALUE_WORDS):
        return VALUE_WORDS[value]
    return Bi(str(value), str(value))


def rules_book(name: str) -> RulesBook:
    """Everything the rules browser shows for one variant (by name or alias)."""
    variant = get_variant(name)
    groups = tile_groups(variant)
    return RulesBook(
        variant=variant.name, title=Bi(variant.title_zh, variant.title_en), tiles=groups,
        total_tiles=len(variant.tiles), procedure=PROCEDURE.get(variant.name, ()),
        claims=claim_lines(variant), minimum=MINIMUMS.get(variant.name, Bi(variant.minimum, variant.minimum)),
        scoring_intro=SCORING_INTRO.get(variant.name, Bi("", "")), scoring=scoring_rows(variant.name),
        options=option_docs(variant), changes=tuple(what_changes(variant.name)), notes=tuple(note_bi(n) for n in variant.notes))


def all_books() -> list[RulesBook]:
    return [rules_book(v.name) for v in all_variants()]
