"""Every teaching string in Chinese and English: a `Bi` pair and one table of templates.

    t("discard_head", tile=tile_bi(TILES[31]))  ->  Bi(zh="打发", en="discard Green Dragon")

A template argument that is a `Bi` is put in each language's own form; anything else is written
with str(). The table (`STRINGS`) is the one place a translator reads: a test checks that every
key has both languages and the same placeholders in each.
"""
from __future__ import annotations

import re
import string
from dataclasses import dataclass
from functools import cache
from typing import Any, Iterable, Sequence

from rules.tiles import Tile
from rules.variants.book import Words
from rules.variants.registry import DEFAULT_VARIANT, all_variants, get_variant

LANGS = ("zh", "en")


@dataclass(frozen=True)
class Bi:
    """One text in both languages."""

    zh: str
    en: str

    def get(self, lang: str) -> str:
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang!r}; use one of {LANGS}")
        return self.zh if lang == "zh" else self.en

    @property
    def pair(self) -> tuple[str, str]:
        return self.zh, self.en

    def __add__(self, other: "Bi") -> "Bi":
        return Bi(self.zh + other.zh, self.en + other.en)

    def __str__(self) -> str:
        return f"{self.zh}  {self.en}"


EMPTY = Bi("", "")


def words_bi(words: Words) -> Bi:
    """A text of the rules record (a variant's book) as a Bi."""
    return Bi(words.zh, words.en)


def join(parts: Iterable[Bi], sep: Bi = Bi("；", "; ")) -> Bi:
    items = [p for p in parts if p.zh or p.en]
    return Bi(sep.zh.join(p.zh for p in items), sep.en.join(p.en for p in items))


def tile_bi(tile: Tile) -> Bi:
    return Bi(tile.name_zh, tile.name_en)


def tiles_bi(tiles: Sequence[Tile]) -> Bi:
    return join((tile_bi(t) for t in tiles), Bi("、", ", "))


SUIT_NAMES = {"m": Bi("万", "Characters"), "p": Bi("筒", "Dots"), "s": Bi("条", "Bamboo")}


def suit_bi(letter: str) -> Bi:
    return SUIT_NAMES[letter]


# The four winds by letter (seat and round winds): "E" -> 东 / East.
WIND_NAMES: dict[str, Bi] = {"E": Bi("东", "East"), "S": Bi("南", "South"), "W": Bi("西", "West"), "N": Bi("北", "North")}


def claim_kinds_bi(chow: bool, pung: bool, kong: bool) -> Bi:
    """Claims of these kinds in a sentence: 吃碰 / "a chow or pung", 吃, 碰, 碰杠, 杠."""
    if chow:
        return Bi("吃碰", "a chow or pung") if pung or kong else Bi("吃", "a chow")
    if pung and kong:
        return Bi("碰杠", "a pung or kong")
    return Bi("杠", "a kong") if kong else Bi("碰", "a pung")


def claims_bi(variant: str) -> Bi:
    """The claims of a meld at this variant's table, in a sentence: 吃碰 / "a chow or pung", or
    碰 / "a pung" where no chow is allowed (四川, 天津)."""
    return claim_kinds_bi(get_variant(variant).claims.chow, True, False)


_YOU = Bi("你", "you")
_RIGHT, _OPPOSITE, _LEFT = (Bi("下家", "the player on your right"), Bi("对家", "the player opposite"),
                            Bi("上家", "the player on your left"))
# Who sits where, by the number of seats after `me` in the order of play.
_AROUND = {2: (_OPPOSITE,), 3: (_RIGHT, _LEFT), 4: (_RIGHT, _OPPOSITE, _LEFT)}


def relative_seat(me: int, other: int, seats: int = DEFAULT_VARIANT.seats) -> Bi:
    """Where `other` sits for `me` at a table of `seats`: play runs to the right (下家), 上家 on the
    left, 对家 across (the only other player at a table of two)."""
    step = (other - me) % seats
    return _YOU if step == 0 else _AROUND[seats][step - 1]


# ------------------------------------------------------------------------------------------ table

STRINGS: dict[str, tuple[str, str]] = {
    # --- hints: discards
    "discard_head": ("打{tile}", "discard {tile}"),
    "discard_void": ("定缺{suit}，缺门的牌要先打", "your void suit is {suit}: its tiles go first"),
    "discard_ready": ("打后听牌，听{waits}，还有{live}张未见",
                      "leaves the hand ready, waiting on {waits} with {live} unseen"),
    "discard_ready_dead": ("打后听牌，但听的牌和不了：{why}；先听着，摸到合适的牌再改听",
                           "leaves the hand ready, but no wait can win: {why}; ready for now, change the wait when a "
                           "tile that helps comes"),
    "discard_ready_gone": ("打后听{waits}，但这些牌都已见光，和不了；先听着，摸到合适的牌再改听",
                           "leaves the hand waiting on {waits}, but every copy is already in sight: no win can come; "
                           "ready for now, change the wait when a tile that helps comes"),
    "discard_ready_short": ("打{tile}虽能听牌，但听的牌都不{reach}", "discarding {tile} would be ready, but no wait would {reach}"),
    "discard_keeps": ("保留{live}张有效牌（离听牌还差{shanten}张）",
                      "keeps {live} live tiles that improve the hand ({shanten} from ready)"),
    "discard_ready_value": ("打{alt}改听{alt_waits}，张数更多（{alt_live}张），但和了只有{alt_score}；听{waits}和了有{score}",
                            "discarding {alt} would wait on {alt_waits} with more unseen ({alt_live}), but that win is "
                            "only {alt_score}; a win on {waits} is {score}"),
    "discard_outer_wait": ("这个听口更容易等到：对手先放靠外的牌（字牌、幺九）",
                           "this wait comes in more often: opponents let the outer tiles (honours, 1s and 9s) go first"),
    "discard_faster": ("留下的搭子更好：摸进有效牌后，下一步的进张更多",
                       "the shapes kept grow faster: after the next useful tile, more tiles help again"),
    "discard_finish": ("留下{ways}种能达到起和番数的和法，按来牌机会和番数算最划算",
                       "keeps {ways} ways to a win worth the minimum, the best bet by their chances and their value"),
    "discard_finish_one": ("留下一种能达到起和番数的和法，按来牌机会和番数算最划算",
                           "keeps a way to a win worth the minimum, the best bet by its chance and its value"),
    "discard_off_plan": ("{tile}不合{plan}的方向", "{tile} does not fit the plan ({plan})"),
    "discard_for_plan": ("留着的牌朝{plan}走", "the tiles kept head for {plan}"),
    "discard_safe_seen": ("{tile}已见{seen}张，较安全", "{tile} is safer: {seen} already seen"),
    "discard_safe_their": ("{tile}对手打过，较安全", "{tile} is safer: a threatening player threw it"),
    "discard_safe_void": ("有对手缺{suit}，打{tile}不会点他的炮",
                          "an opponent is void in {suit}: {tile} cannot be his winning tile"),
    "discard_defend": ("对手可能已听牌，先求安全", "an opponent may be ready: safety first"),
    "discard_flush": ("朝清一色走，先打别的花色", "heading for a full flush: other suits go"),
    "discard_legal_gap": ("保住{reach}的和法", "keeps a way to a win that would {reach}"),
    "discard_only_hun": ("只能打混儿了", "only wildcards are left to discard"),
    "discard_forced": ("只能打这一张", "the only tile you may throw"),
    # --- hints: turn actions and claims
    "win_take": ("和！{score}", "win! {score}"),
    "win_score": ("{total}{unit}（{items}）", "{total} {unit} ({items})"),
    "concealed_kong": ("暗杠{tile}：这四张别处用不上，杠了再摸一张",
                       "concealed kong of {tile}: the four tiles are not needed elsewhere, and a kong draws one more"),
    "added_kong": ("加杠{tile}：第四张补成杠，手牌不受影响",
                   "added kong of {tile}: the fourth tile joins the pung without hurting the hand"),
    "claim_closer": ("{claim}：离听牌从差{now}张变成差{after}张", "{claim}: from {now} to {after} away from ready"),
    "claim_ready": ("{claim}：{claim}后就听牌", "{claim}: the hand is ready after it"),
    # a claim that leaves the steps from ready as they were, by what it gains instead
    "claim_more_live": ("{claim}：离听还是{now}步，但有效牌从{before}张增到{after}张",
                        "{claim}: still {now} from ready, but the tiles that help go from {before} to {after}"),
    "claim_nearer_minimum": ("{claim}：离听还是{now}步，但离{reach}的和牌近了",
                             "{claim}: still {now} from ready, but nearer a win that would {reach}"),
    "claim_more_value": ("{claim}：离听还是{now}步，但和了值更多", "{claim}: still {now} from ready, but the win is worth more"),
    "claim_safer": ("{claim}：离听还是{now}步，但{claim}后能打出更安全的牌",
                    "{claim}: still {now} from ready, but after it a safer tile can go"),
    "claim_more_waits": ("{claim}：本来就听牌，{claim}后和牌张从{before}张增到{after}张",
                         "{claim}: ready either way, but the winning tiles go from {before} to {after}"),
    "claim_better_wait": ("{claim}：本来就听牌，{claim}后听的牌更容易来",
                          "{claim}: ready either way, but the wait after it comes in more often"),
    "claim_ready_value": ("{claim}：本来就听牌，{claim}后和了值更多", "{claim}: ready either way, but the win is worth more after it"),
    "claim_ready_legal": ("{claim}：现在听的牌和了也不算数，{claim}后听的牌能和",
                          "{claim}: the wait now wins nothing that counts; after it, the wait can win"),
    "claim_ready_safer": ("{claim}：本来就听牌，{claim}后能打出更安全的牌",
                          "{claim}: ready either way, but after it a safer tile can go"),
    "claim_same_steps": ("{claim}：离听还是{now}步，但{claim}后牌更好走",
                         "{claim}: still {now} from ready, but the hand plays better after it"),
    "claim_plan": ("朝{plan}", "heading for {plan}"),
    "claim_kong": ("杠{tile}：三张本是一刻，杠了多摸一张", "kong {tile}: the pung was complete, a kong draws one more"),
    "pass_nothing": ("过：没有可{claims}的牌", "pass: no tile to take for {claims}"),
    "pass_no_melds": ("过：{plan}要门清，{claims}就破坏了", "pass: {plan} needs a concealed hand; {claims} would break it"),
    "pass_stay_concealed": ("过：要保住门清，{claims}就破坏了", "pass: the plan is to stay concealed; {claims} would break it"),
    "pass_ready_already": ("过：已经听牌，{claims}了也不会听得更好",
                           "pass: the hand is ready already; {claims} would not make the wait better"),
    "pass_off_plan": ("过：{tile}不合{plan}", "pass: {tile} does not fit the plan ({plan})"),
    "pass_not_closer": ("过：{claims}不会更接近听牌（仍差{now}张听牌）",
                        "pass: {claims} would not bring the hand closer ({now} from ready either way)"),
    "pass_not_nearer_minimum": ("过：{claim}后离听更近，但离{reach}的和牌并不更近",
                                "pass: the {claim} brings the hand nearer ready, but no nearer a win that would {reach}"),
    "pass_not_worth": ("过：{claim}虽然更近一步，但算上进张、和牌价值和安全并不划算",
                       "pass: the {claim} is a step nearer, but counting the tiles that help, the value and safety it does not pay"),
    # ... where nobody wins on a discard (天津): no safety to count
    "pass_not_worth_self_drawn": ("过：{claim}虽然更近一步，但算上进张、和牌价值并不划算",
                                  "pass: the {claim} is a step nearer, but counting the tiles that help and the value it does not pay"),
    "pass_weak_plan": ("过：{claim}之后凑不够{minimum}番", "pass: after the {claim} the hand could not reach {minimum} fans"),
    "pass_keep_flowerless": ("过：碰风会多出软花，丢掉大门清", "pass: a wind pung adds a soft flower and loses the flowerless hand"),
    "pass_void": ("过：不碰定缺的花色", "pass: the void suit is never claimed"),
    "pass_plain": ("过", "pass"),
    "claim_pung": ("碰", "pung"),
    "claim_chow": ("吃", "chow"),
    "claim_kong_word": ("杠", "kong"),
    # --- hints: set-up steps
    "void_least": ("缺{suit}：{suit}最少，只有{n}张", "void {suit}: the fewest tiles, only {n}"),
    "void_cheapest": ("缺{suit}：有{n}张，缺它之后离听牌还差{shanten}张，损失最小",
                      "void {suit}: {n} tiles, {shanten} from ready without them, the cheapest suit to give up"),
    "exchange": ("换出{tiles}：{suit}是打算缺的花色", "pass {tiles}: {suit} is the suit you mean to void"),
    "exchange_short": ("换出{suit}里最用不上的三张（{tiles}）：{short}不够三张，换不出去",
                       "pass the three {suit} you need least ({tiles}): you hold fewer than three {short}, too few "
                       "to pass"),
    "sit": ("坐庄：和庄家有关的输赢都加倍；没有明显领先，庄家先出牌，值得冒这个险",
            "sit as dealer: every payment to or from the dealer doubles; not clearly ahead, and the dealer "
            "plays first, so the doubled stakes are worth the swing"),
    "no_sit": ("不坐庄：比其他人平均多{lead}分，不必加倍冒险",
               "do not sit: {lead} ahead of the others' average, no need for the doubled stakes"),
    "pull_twice": ("拉两庄：落后庄家{behind}分，加倍是追分的机会",
                   "pull twice: {behind} behind the dealer, the doubled stakes are the way back"),
    "pull_answer": ("拉一庄：回应庄家的坐庄", "pull once: answering the dealer who sat"),
    "pull_once": ("拉一庄：落后庄家{behind}分", "pull once: {behind} behind the dealer"),
    "no_pull": ("不拉：领先庄家，不必加倍", "do not pull: ahead of the dealer, no need to raise the stakes"),
    "setup_default": ("按默认选第一项（没有更好的依据）", "the first option (nothing to prefer here)"),
    "reason": ("{head}：{body}", "{head}: {body}"),
    # --- wins refused (waits and why-not)
    "refuse_discard_win": ("{variant}只能自摸，不能和别人打出的牌", "{variant} is self-draw only: no win on a discard"),
    "refuse_shape": ("不成和牌型（离听牌还差{shanten}张）", "not a winning shape ({shanten} from ready)"),
    "refuse_shape_plain": ("不成和牌型", "not a winning shape"),
    "refuse_all_held": ("这种牌四张都在你手里，不会再来", "you hold all four of this tile: no fifth one can come"),
    "how_self": ("自摸", "self-draw"),
    "how_discard": ("和别人打的牌", "a win on a discard"),
    "refuse_not_offered": ("这手现在不能和", "the rules do not offer a win here"),
    "refuse_other": ("{why}", "{why}"),
    # --- why not: actions
    "hand_over": ("这一盘已经结束", "the hand is over"),
    "setup_first": ("先完成开局步骤：{step}", "finish the set-up step first: {step}"),
    "not_your_turn": ("现在轮到{who}出牌", "it is {who}'s turn"),
    "answer_first": ("先回应这张牌：{options}", "answer the discard first: {options}"),
    "wait_claims": ("等别人决定要不要这张牌", "wait: the others are deciding on the discard"),
    "not_in_hand": ("这张牌不在你手里", "that tile is not in your hand"),
    "no_chow": ("{variant}不能吃，只能碰、杠", "{variant} has no chow: only pung and kong"),
    "nothing_to_claim": ("现在没有可以要的牌", "there is no discard to claim now"),
    "claim_passed": ("你已经摸了牌，{tile}不能再{claims}了", "you have drawn: {tile} can no longer be taken for {claims}"),
    "chow_no_pair": ("你手里没有能和{tile}连成顺子的两张", "you hold no two tiles that make a run with {tile}"),
    "own_discard": ("不能要自己打出的牌", "you cannot claim your own discard"),
    "rob_win_only": ("别人加杠时只能抢杠和", "on another player's added kong you may only win (rob the kong)"),
    "chow_left_only": ("只能吃上家（左边）打的牌；这张是{who}打的",
                       "a chow takes only the discard of the player on your left; this one came from {who}"),
    "chow_honor": ("字牌不能吃，只能碰", "honour tiles cannot be chowed, only punged"),
    "chow_no_run": ("这两张和{tile}连不成顺子", "those two tiles do not make a run with {tile}"),
    "last_discard_win_only": ("最后一张牌打出后只能和，不能{claims}杠", "the last discard can only be won on, not taken for {claims} or a kong"),
    "not_enough": ("你手里没有{need}张{tile}", "you do not hold {need} {tile}"),
    "kong_last_tile": ("牌墙已摸完：最后一张牌不能杠", "the wall is empty: no kong on the last tile"),
    "kong_after_claim": ("{claims}之后要先打一张牌，不能马上杠", "after {claims} you must discard before any kong"),
    "no_pung_to_add": ("你没有{tile}的碰，不能加杠", "you have no pung of {tile} to add to"),
    "win_after_claim": ("{claims}之后要先打一张牌，不能和", "after {claims} you must discard: no win"),
    "nothing_to_pass": ("现在没有要放弃的", "there is nothing to pass on now"),
    "choice_made": ("这一步你已经选过了", "you have already made this choice"),
    "not_offered": ("规则现在不允许这样做", "the rules do not allow that now"),
    # --- warnings for legal but costly actions
    # --- names used inside the templates
    "step_other": ("开局选择", "the set-up choice"),
    "option_win": ("和", "win"),
    "option_pung": ("碰", "pung"),
    "option_kong": ("杠", "kong"),
    "option_chow": ("吃", "chow"),
    "option_pass": ("过", "pass"),
    "unit_fan": ("番", "fans"),
    "unit_value": ("分", "points"),
    "unit_hua": ("花", "flowers"),
    "any_tile": ("任何一张", "any tile"),
    "ready_waits_more": ("{tiles}等{n}种", "{tiles} and others ({n} kinds)"),
    # --- rules book: claims and the "what changes" card ({base}: the default variant's short name)
    "rb_chow_yes": ("吃：只能吃上家（左边玩家）打的牌，凑成顺子", "chow: only the discard of the player on your left, to complete a run"),
    "rb_chow_two": ("吃：对手打的牌都能吃，凑成顺子", "chow: any discard of your opponent's, to complete a run"),
    "rb_chow_no": ("不能吃", "no chow"),
    "rb_pung": ("碰：任何人打的牌，手里有两张就能碰", "pung: anyone's discard, with two of it in hand"),
    "rb_pung_two": ("碰：对手打的牌，手里有两张就能碰", "pung: your opponent's discard, with two of it in hand"),
    "rb_kong": ("杠：别人打的第四张（明杠）、碰后摸到第四张（加杠）、自己摸齐四张（暗杠）",
                "kong: a discard with three in hand, the fourth tile added to a pung, or four drawn (concealed)"),
    "rb_rob_yes": ("抢杠：别人加杠时可以和那张牌", "robbing a kong: you may win on the tile another player adds to his pung"),
    "rb_rob_no": ("不能抢杠", "no robbing a kong"),
    "rb_discard_win_yes": ("可以自摸，也可以和别人打的牌", "win by self-draw or on a discard"),
    "rb_discard_win_no": ("只能自摸，不能和别人打的牌", "self-draw only: no win on a discard"),
    "rb_multi_yes": ("一炮多响：几家能和同一张牌时都算和", "several players may win on one discard"),
    "rb_multi_no": ("截和：几家都能和时，离打牌者最近的一家和", "one winner: the nearest in turn order after the discarder"),
    "rb_priority_chow": ("优先：和 > 碰、杠 > 吃", "priority: win > pung, kong > chow"),
    "rb_priority": ("优先：和 > 碰、杠", "priority: win > pung, kong"),
    "rb_fans": ("{n}番", "{n} fans"),
    "rb_plus_fans": ("+{n}番", "+{n} fans"),
    "rb_value": ("{n}", "{n}"),
    "rb_times": ("×{n}", "×{n}"),
    "rb_hua": ("{n}花", "{n} flowers"),
    "rb_units": ("每家付{n}", "{n} from each player"),
    "rb_dealer_units": ("庄家付每家{n}", "{n} to each player, from the dealer"),
    "ch_gb_tiles": ("{n}张牌", "{n} tiles"),
    "ch_gb_chow": ("可以吃上家，碰杠任何人", "chow from the left player, pung and kong from anyone"),
    "ch_gb_discard": ("可以和别人打的牌", "wins on a discard allowed"),
    "ch_gb_flowers": ("{n}张花牌，每张1番，不计入起和", "{n} flowers, 1 fan each, not counted toward the minimum"),
    "ch_minimum": ("起和：{minimum}", "minimum: {minimum}"),
    "ch_tiles": ("{n}张牌（{base}{base_n}张）", "{n} tiles ({base}: {base_n})"),
    "ch_chow_no": ("不能吃（{base}可以吃上家）", "no chow ({base}: chow from the left player)"),
    "ch_chow_yes": ("可以吃", "chow allowed"),
    "ch_self_draw_only": ("只能自摸（{base}可以和别人打的牌）", "self-draw only ({base}: wins on a discard too)"),
    "ch_multi": ("一炮多响（{base}截和，只有一家和）", "several may win on one discard ({base}: only the nearest)"),
    "ch_wildcards": ("有混儿：{what}", "wildcards: {what}"),
    "ch_flowers": ("{n}张花牌（{base}{base_n}张）", "{n} flower tiles ({base}: {base_n})"),
    "ch_no_flowers": ("没有花牌（{base}{base_n}张）", "no flowers ({base}: {base_n})"),
    "ch_void": ("定缺：开局选一门不要，手里有这门牌就不能和", "void suit: drop one suit at the start; holding it you cannot win"),
}


# ------------------------------------------------------------------------------ English terms

# The English a player reads for the Chinese terms the rules' own English texts keep (option
# docs, notes, score meanings, payment reasons): `english` puts these in, longest first, after
# the fan names of the variants' tables (`fan_terms`), with each variant's own terms (its book's
# glossary). The same words are used in STRINGS.
TERMS_EN: dict[str, str] = {
    # the table
    "东南西北": "East, South, West, North", "中发白": "Red, Green, White", "春夏秋冬": "the seasons",
    "梅兰竹菊": "the plants", "老鼠": "Rat", "财神": "God of Wealth", "猫": "Cat", "聚宝盆": "Treasure Bowl",
    "百搭": "joker", "大白板": "big White Dragon", "上下家": "neighbours", "闲家": "non-dealer", "圈": "round",
    # claims and kongs
    "吃": "chow", "碰": "pung", "明杠杠开": "melded-kong replacement win", "暗杠杠开": "concealed-kong replacement win",
    "面下杠": "added kong", "直杠": "direct kong", "明杠": "melded kong", "暗杠": "concealed kong", "金杠": "golden kong",
    "杠上开花": "win on a kong replacement", "杠上花": "win on a kong replacement", "杠上炮": "discard after a kong",
    "杠开": "kong replacement win", "花开": "flower replacement win", "杠": "kong", "补花": "flower replacement",
    "缓补": "later replacement", "抢杠胡": "robbing a kong", "抢杠和": "robbing a kong", "抢杠": "robbing a kong",
    "包饺子": "fed kong",
    # winning and its limits
    "一炮多响": "several winners on one discard", "截和": "one winner", "自摸加底": "self-draw adds a base",
    "自摸": "self-draw", "点炮": "discarder", "点冲": "discarder", "过水": "passed win", "过碰": "passed pung",
    "漏胡": "missed win", "漏和": "missed win", "漏碰": "missed pung", "报听": "ready declaration",
    "诈胡": "false win", "诈和": "false win", "胡": "win", "和": "win", "成牌": "a complete hand",
    "能胡继续坐庄": "the dealer keeps the deal after a win", "四坎牌加一对将": "four sets and a pair",
    "八的对对胡": "all pungs", "带二": "2s", "大对子": "all pungs", "豪华七对": "luxury seven pairs",
    "大小门清": "both concealed hands", "门清": "concealed hand", "花自摸": "flowers to self-draw",
    "花冲": "flowers on a discard", "妙手回春": "last tile self-drawn", "海底": "last tile",
    # payments
    "荒庄": "exhausted wall", "荒牌": "exhausted wall", "流局": "drawn hand", "番": "fans", "花": "flowers",
    "底": "base", "有争议": "disputed", "最近流行": "lately",
    # tiles
    "万": "Characters", "饼": "Dots", "筒": "Dots", "条": "Bamboo", "东": "East", "南": "South", "西": "West",
    "北": "North", "中": "Red", "发": "Green", "白": "White", "五": "five",
    "根": "root", "龙": "dragon",
}
_SUIT_WORDS = {"万": "Characters", "饼": "Dots", "筒": "Dots", "条": "Bamboo"}
_CJK_RUN = r"\u3001\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"


@cache
def _pattern(name: str) -> re.Pattern[str]:
    """One of the patterns `english` and `split_mixed` read texts with, compiled at first use
    (their Unicode ranges take ~5 ms to compile: the start screen's first frame needs none)."""
    return re.compile(_PATTERNS[name])


# A Chinese restatement in brackets or quotes after the English has said it: "(本混龙)"; a Chinese
# saying quoted in an English text: "the newer '最近流行2花自摸，3花冲'"; "5万"; a text of the rules
# that gives the Chinese first and the English in brackets.
_PATTERNS = {
    "zh_aside": f"\\s*[(（][{_CJK_RUN}\\s]+[)）]",
    "zh_quote": r"'[^'A-Za-z]*[\u4e00-\u9fff][^'A-Za-z]*'",
    "suited": "(\\d(?:[\\d\\-]*\\d)?)\\s*([万饼筒条])",
    "mixed": r"^(?P<zh>[^A-Za-z]*[\u4e00-\u9fff][^A-Za-z]*?)\s*\((?P<en>[^\u4e00-\u9fff]*[A-Za-z].*)\)\.?$",
}


@cache
def fan_terms() -> dict[str, str]:
    """Every variant's score items, Chinese name -> English name (the rules' own tables; the
    first variant to name an item gives its English)."""
    terms: dict[str, str] = {}
    for variant in all_variants():
        for row in variant.rows:
            if len(row.name_zh) > 1:             # one-character names (龙, 素, 根) read as words
                terms.setdefault(row.name_zh, row.name_en)
    return terms


@cache
def _all_terms() -> dict[str, str]:
    """The fan names, the common terms and every variant's glossary, as `english` reads them."""
    own = {k: v for variant in all_variants() if variant.book for k, v in variant.book.terms.items()}
    return {**fan_terms(), **TERMS_EN, **own}


def _suited_en(match: re.Match[str]) -> str:
    """"5万" -> "5 Character" (one tile, as `Tile.name_en` names it), "1-9万" -> "1-9 Characters"."""
    suit = _SUIT_WORDS[match.group(2)]
    one = match.group(1).isdigit() and len(match.group(1)) == 1
    return f"{match.group(1)} {suit.rstrip('s') if one else suit}"


def english(text: str) -> str:
    """An English text of the rules with its Chinese terms in English: restatements in brackets
    or quotes are dropped, "5万" reads "5 Character", then the terms (TERMS_EN, the fan names),
    longest first. A term it does not know stays (the one-language test names it)."""
    if not re.search(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]", text):
        return text
    text = _pattern("zh_quote").sub("saying", _pattern("zh_aside").sub("", text))
    text = _pattern("suited").sub(_suited_en, text)
    terms = _all_terms()
    for zh in sorted(terms, key=len, reverse=True):
        if zh in text:
            text = text.replace(zh, terms[zh])
    text = text.replace("、", ", ").replace("，", ", ").replace("：", ": ").replace("；", "; ")
    text = re.sub(r"(?<![\d.])1 (fan|flower)s\b", r"1 \1", text)          # "1 番" -> "1 fan"
    return re.sub(r"\s+([,;:.)])", r"\1", re.sub(r"[ \t]{2,}", " ", text)).strip()




def split_mixed(text: str, zh_fallback: str = "") -> Bi:
    """A text of the rules that may mix the languages, as one per language: "不成和：… (four sets
    and a pair are needed)" -> the Chinese before the bracket and the English in it; an English
    text -> `zh_fallback` and the English with its terms (`english`); a Chinese one stays."""
    has_zh = re.search(r"[\u4e00-\u9fff]", text) is not None
    if not has_zh:
        return Bi(zh_fallback, text)
    m = _pattern("mixed").match(text.strip())
    if m:
        return Bi(m.group("zh").strip(), english(m.group("en")))
    if not re.search(r"[A-Za-z]{2,}", text):
        return Bi(text, english(text))
    return Bi(zh_fallback, english(text))


def english_bi(text: Bi) -> Bi:
    """A text whose English half is the rules' own (an error message): its terms in English."""
    return Bi(text.zh, english(text.en))


def t(key: str, **args: Any) -> Bi:
    """The template `key` filled in both languages (a Bi argument gives each language its form)."""
    zh, en = STRINGS[key]
    return fill(Words(zh, en), **args)


# "1 fans" / "1 flowers": a count of one takes the singular (a number filled into a plural noun).
_ONE_PLURAL = re.compile(r"(?<![\d.])1 (fan|flower|point|tile|flower tile)s\b")


def singular_one(en: str) -> str:
    """English with "1 fans", "1 flowers", "1 points", "1 tiles" said in the singular."""
    return _ONE_PLURAL.sub(r"1 \1", en)


def fill(template: Words, **args: Any) -> Bi:
    """A template of the rules record (a variant's book) filled in both languages, as `t`."""
    return Bi(template.zh.format(**{k: (v.zh if isinstance(v, Bi) else v) for k, v in args.items()}),
              singular_one(template.en.format(**{k: (v.en if isinstance(v, Bi) else v) for k, v in args.items()})))


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def unit_bi(unit: str) -> Bi:
    return t({"fan": "unit_fan", "value": "unit_value", "hua": "unit_hua"}.get(unit, "unit_fan"))
