"""二人麻将 (docs/rules/two-player-71.md §7 option A): the riichi-style 番 table as data rows.

Each row holds its counter and the tiles it lights (reading.py), its 不计 sentence, its meaning
in both languages and one example hand (the `hand` object of `main.py score`). `value` is the
番 of a closed hand; two tags say how an open hand (one with a chow, a pung or a melded kong)
counts it: "closed" (门前: only a closed hand scores it) and "open_less" (the open hand scores
one 番 less: 三色同顺 2/1, 混一色 3/2, 清一色 6/5). "yakuman" marks the 满贯 (13, the cap; they
cancel every other row and do not add up), "bonus" the 花牌 indicator (never toward the minimum).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Iterable, Mapping, Optional

from ...score_rows import ScoreRow
from ...shapes import HandSet
from ...tiles import Tile
from . import rows_b
from .reading import (
    Reading,
    bao_ting,
    chun_quan,
    da_san_yuan,
    da_si_xi,
    di_he,
    dragon_pungs,
    duan_yao,
    dui_dui,
    er_bei_kou,
    guo_shi,
    hai_di,
    he_di,
    hua_pai,
    hun_lao_tou,
    hun_quan,
    hun_yi_se,
    indicator_tiles,
    jiu_lian,
    ling_shang,
    lv_yi_se,
    men_qian_zi_mo,
    ping_he,
    qi_dui,
    qiang_gang,
    qing_lao_tou,
    qing_yi_se,
    san_an_ke,
    san_gang_zi,
    san_se_tong_ke,
    san_se_tong_shun,
    si_an_ke,
    si_gang_zi,
    straight_sets,
    three_colour_chows,
    three_colour_pungs,
    tian_he,
    tian_ting,
    value_pungs,
    wind_pungs,
    xiao_san_yuan,
    xiao_si_xi,
    yi_bei_kou,
    yi_fa,
    yi_pai,
    yi_qi_tong_guan,
    zi_yi_se,
)

CLOSED, OPEN_LESS, YAKUMAN, BONUS = "closed", "open_less", "yakuman", "bonus"
CAP = 13   # 上限封顶即满贯牌型，为13番
A_ONLY = {"scoring": "A"}

Counter = Callable[[Reading], int]
Lights = Callable[[Reading], tuple[Tile, ...]]

# The example hands share a plain closed body that scores nothing by itself: 123m 456p 789s,
# 2_4s waiting on 3s (a closed wait, so no 平和), the pair 55p.
_PLAIN = {"concealed": "123m456p789s24s55p", "win_tile": "3s"}
# The same body with 123m declared as a chow: an open hand.
_PLAIN_OPEN = {"melds": [{"type": "chow", "tiles": "123m", "from": 1}], "concealed": "456p789s24s55p",
               "win_tile": "3s"}


def _flags(hand: Mapping[str, Any], **flags: bool) -> dict[str, Any]:
    return {**hand, "flags": flags}


def _pung(tiles: str) -> dict[str, Any]:
    return {"type": "pung", "tiles": tiles, "from": 1}


def _kong(tiles: str) -> dict[str, Any]:
    return {"type": "kong", "tiles": tiles, "from": 1}


# ---------------------------------------------------------------- the tiles a row lights

def _whole(x: Reading) -> tuple[Tile, ...]:
    return x.hand.tiles


def _win(x: Reading) -> tuple[Tile, ...]:
    return (x.hand.ctx.win_tile,)


def _set_tiles(sets: Optional[Iterable[HandSet]]) -> tuple[Tile, ...]:
    return tuple(t for s in (sets or ()) for t in s.tiles)


def _kong_tiles(x: Reading) -> tuple[Tile, ...]:
    return tuple(t for m in x.hand.ctx.melds if m.is_kong for t in m.tiles)


SetsOf = Callable[[Reading], Optional[Iterable[HandSet]]]


def _with_pair(sets: SetsOf) -> Lights:
    def lights(x: Reading) -> tuple[Tile, ...]:
        """The sets' tiles and the pair's."""
        pair = x.shape.pair
        return _set_tiles(sets(x)) + ((pair, pair) if pair is not None else ())
    return lights


def _twin_chows(x: Reading) -> tuple[Tile, ...]:
    firsts = [s.first.index for s in x.chows]
    return _set_tiles(s for s in x.chows if firsts.count(s.first.index) >= 2)


def _sets_of(fn: SetsOf) -> Lights:
    return lambda x: _set_tiles(fn(x))


# ---------------------------------------------------------------- the table

_YAKUMAN_RULE = "满贯：只计满贯，不计其他番（也不计花牌）；几个满贯不累加，都是13番"


def _row(key: str, zh: str, en: str, value: int, counter: Counter, *, meaning_zh: str, meaning_en: str,
         example: Mapping[str, Any], tags: tuple[str, ...] = (), excludes: tuple[str, ...] = (), rule: str = "",
         tiles: Lights = _whole, example_options: Optional[Mapping[str, Any]] = None) -> ScoreRow:
    group = YAKUMAN if YAKUMAN in tags else BONUS if BONUS in tags else "fan"
    # every row but the 花牌 indicator's is table A's only (option B has its own: rows_b.py)
    only = {} if BONUS in tags else dict(A_ONLY)
    return ScoreRow(key, zh, en, value, excludes=frozenset(excludes), rule=rule, meaning_zh=meaning_zh,
                    meaning_en=meaning_en, example=example, example_options=dict(example_options or {}),
                    group=group, tags=frozenset(tags), counter=counter, tiles=tiles, only_with=only)


def _yakuman_cancel_the_rest(rows: tuple[ScoreRow, ...]) -> tuple[ScoreRow, ...]:
    """Each 满贯 row excludes every row that is not a 满贯 (the 花牌 indicator too)."""
    others = frozenset(row.key for row in rows if not row.has(YAKUMAN))
    return tuple(replace(row, excludes=row.excludes | others, rule=row.rule or _YAKUMAN_RULE)
                 if row.has(YAKUMAN) else row for row in rows)


ROWS: tuple[ScoreRow, ...] = _yakuman_cancel_the_rest((
    # ---- 1 番
    _row("bao_ting", "报听", "Ready Declaration", 1, bao_ting, tiles=_win,
         meaning_zh="打出一张牌后听牌时报听（立直），之后由系统摸打；副露的手也可以报听",
         meaning_en="Declared ready with a discard; after it the game draws and discards for the player. "
                    "Open hands may declare too.",
         example=_flags(_PLAIN, baoting=True)),
    _row("men_qian_zi_mo", "门前清自摸和", "Concealed Self-Draw", 1, men_qian_zi_mo, tags=(CLOSED,), tiles=_win,
         meaning_zh="门清（暗杠也算门清）自摸和牌；抢杠按自摸计",
         meaning_en="A closed hand (a concealed kong keeps it closed) wins on its own draw; robbing a kong "
                    "counts as a self-draw.",
         example=_flags(_PLAIN, self_drawn=True)),
    _row("duan_yao", "断幺九", "All Simples", 1, duan_yao,
         meaning_zh="没有一、九和字牌；副露也算",
         meaning_en="No terminal (1 or 9) and no honour anywhere in the hand; open hands count it too.",
         example={"melds": [{"type": "chow", "tiles": "234m", "from": 1}], "concealed": "456p678s34s88m",
                  "win_tile": "5s"}),
    _row("ping_he", "平和", "All Chows", 1, ping_he, tags=(CLOSED,),
         meaning_zh="门清，四组都是顺子，将不是番牌，和两面听（按最有利的拆法）",
         meaning_en="A closed hand of four chows and a pair that is not a scoring honour, won on a two-sided "
                    "wait (the most favourable reading of the hand decides).",
         example={"concealed": "123m456p789s23s55p", "win_tile": "4s"}),
    _row("yi_bei_kou", "一杯口", "Twin Chows", 1, yi_bei_kou, tags=(CLOSED,), tiles=_twin_chows,
         meaning_zh="门清，两组完全相同的顺子",
         meaning_en="A closed hand with two identical chows.",
         example={"concealed": "112233m456p789s5p", "win_tile": "5p"}),
    _row("yi_pai", "番牌", "Scoring Honour Pung", 1, yi_pai, tiles=_sets_of(value_pungs),
         meaning_zh="中、发、白，自风（庄家东、闲家南）或场风（东）的刻子或杠，每副1番；庄家的东刻算2番",
         meaning_en="Each pung or kong of a dragon, of one's seat wind (the dealer East, the other South) "
                    "or of the prevalent wind (East): 1 fan each, so the dealer's East counts 2.",
         example={"melds": [_pung("555z")], "concealed": "123m456p78s99p", "win_tile": "9s"}),
    _row("qiang_gang", "抢杠", "Robbing a Kong", 1, qiang_gang, tiles=_win,
         meaning_zh="和对手加杠（碰后摸到第四张）的那张牌；按自摸计，门清时也算门前清自摸和",
         meaning_en="Won on the tile the opponent adds to his pung; scored as a self-draw, so a closed hand "
                    "also counts the concealed self-draw.",
         example=_flags(_PLAIN, kong_related=True)),
    _row("ling_shang", "岭上开花", "Win on a Kong Replacement", 1, ling_shang,
         tiles=lambda x: _kong_tiles(x) + _win(x),
         meaning_zh="开杠后从牌尾补的牌自摸和",
         meaning_en="Self-drawn on the replacement tile drawn after one's own kong.",
         example={"melds": [{"type": "concealed_kong", "tiles": "7777m"}], "concealed": "123m456p24s55p",
                  "win_tile": "3s", "flags": {"self_drawn": True, "kong_related": True}}),
    _row("hai_di", "海底捞月", "Last Tile Self-Drawn", 1, hai_di, tiles=_win,
         meaning_zh="自摸71张的最后一张，或牌摸完后从备用牌里捞的那一张",
         meaning_en="Self-drawn on the last of the 71 live tiles, or on the one draw from the reserve after "
                    "they are gone.",
         example=_flags(_PLAIN_OPEN, self_drawn=True, last_tile=True)),
    _row("he_di", "河底捞鱼", "Last Discard", 1, he_di, tiles=_win,
         meaning_zh="和最后一张牌摸完后打出的那张牌",
         meaning_en="Won on the discard made after the last live tile was drawn.",
         example=_flags(_PLAIN_OPEN, last_tile=True)),
    _row("yi_fa", "一发", "One-Shot", 1, yi_fa, tiles=_win,
         meaning_zh="报听后一巡之内和牌（房间选项，默认关闭：报听后系统自动摸打，一发会很常见）",
         meaning_en="Won within one go-around after declaring ready (a room rule, off by default: with "
                    "the automatic play after the declaration it would be common).",
         example=_flags(_PLAIN, baoting=True, ippatsu=True), example_options={"ippatsu": True}),
    # ---- 2 番
    _row("tian_ting", "天听", "Double Ready", 2, tian_ting, excludes=("bao_ting",), tiles=_win,
         rule="天听是用第一张打出的牌报听：不再计报听",
         meaning_zh="用第一张打出的牌报听",
         meaning_en="Declared ready with one's very first discard; it replaces the ready declaration.",
         example=_flags(_PLAIN, tianting=True)),
    _row("qi_dui", "七对子", "Seven Pairs", 2, qi_dui, tags=(CLOSED,),
         meaning_zh="七个对子（四张一样的算两对）",
         meaning_en="Seven pairs (four identical tiles count as two pairs).",
         example={"concealed": "1133m5577p2299s1z", "win_tile": "1z"}),
    _row("dui_dui", "对对和", "All Pungs", 2, dui_dui,
         meaning_zh="四组都是刻子或杠",
         meaning_en="Four pungs or kongs and a pair.",
         example={"melds": [_pung("111m")], "concealed": "555p888s33m77s", "win_tile": "7s"}),
    _row("san_an_ke", "三暗刻", "Three Concealed Pungs", 2, san_an_ke, tiles=lambda x: _set_tiles(x.concealed_pungs),
         meaning_zh="三副暗刻（手里组成的刻子或暗杠；和别人打的牌成的刻子不算暗刻）",
         meaning_en="Three concealed pungs (formed in hand, or concealed kongs); a pung completed by the "
                    "opponent's discard is not concealed.",
         example={"concealed": "222p444p666s78s99m", "win_tile": "9s"}),
    _row("san_se_tong_ke", "三色同刻", "Triple Pung", 2, san_se_tong_ke, tiles=_sets_of(three_colour_pungs),
         meaning_zh="万、筒、条同一数字的三副刻子",
         meaning_en="Pungs of the same number in characters, dots and bamboo.",
         example={"melds": [_pung("333m")], "concealed": "333p333s567m1z", "win_tile": "1z"}),
    _row("san_se_tong_shun", "三色同顺", "Mixed Triple Chow", 2, san_se_tong_shun, tags=(OPEN_LESS,),
         tiles=_sets_of(three_colour_chows),
         meaning_zh="万、筒、条同样数字的三组顺子；副露少1番",
         meaning_en="The same chow in characters, dots and bamboo; 1 fan less in an open hand.",
         example={"concealed": "123m123p123s456m9p", "win_tile": "9p"}),
    _row("yi_qi_tong_guan", "一气通贯", "Pure Straight", 2, yi_qi_tong_guan, tags=(OPEN_LESS,),
         tiles=_sets_of(straight_sets),
         meaning_zh="同一花色的123、456、789；副露少1番",
         meaning_en="123, 456 and 789 of one suit; 1 fan less in an open hand.",
         example={"concealed": "123456789m234p5s", "win_tile": "5s"}),
    _row("hun_quan", "混全带幺九", "Outside Hand", 2, hun_quan, tags=(OPEN_LESS,),
         meaning_zh="每组和将都带一、九或字牌，有字牌也有顺子；副露少1番",
         meaning_en="Every set and the pair hold a terminal or an honour, with honours and at least one "
                    "chow; 1 fan less in an open hand.",
         example={"concealed": "123m789p999s12s11z", "win_tile": "3s"}),
    _row("san_gang_zi", "三杠子", "Three Kongs", 2, san_gang_zi, tiles=_kong_tiles,
         meaning_zh="三副杠（明杠暗杠都算）",
         meaning_en="Three kongs, melded or concealed.",
         example={"melds": [_kong("2222m"), _kong("5555p"), {"type": "concealed_kong", "tiles": "8888s"}],
                  "concealed": "123s4z", "win_tile": "4z"}),
    _row("xiao_san_yuan", "小三元", "Little Three Dragons", 2, xiao_san_yuan, tiles=_with_pair(dragon_pungs),
         rule="小三元另计两副箭刻的番牌",
         meaning_zh="两副箭刻（中发白）加第三种作将；两副箭刻另计番牌",
         meaning_en="Pungs of two dragons and a pair of the third; the two dragon pungs also count as "
                    "scoring honour pungs.",
         example={"melds": [_pung("555z")], "concealed": "666z123m456p7z", "win_tile": "7z"}),
    _row("hun_lao_tou", "混老头", "All Terminals and Honours", 2, hun_lao_tou, excludes=("hun_quan", "chun_quan"),
         rule="混老头不计混全带幺九、纯全带幺九",
         meaning_zh="全是一、九和字牌（刻子或七对子）",
         meaning_en="Only terminals and honours (pungs, or seven pairs).",
         example={"concealed": "1199m1199p11s11z2z", "win_tile": "2z"}),
    # ---- 3 番 and more
    _row("er_bei_kou", "二杯口", "Two Twin Chows", 3, er_bei_kou, tags=(CLOSED,), excludes=("yi_bei_kou", "qi_dui"),
         tiles=_twin_chows,
         rule="二杯口不计一杯口；也能读成七对子时按二杯口计",
         meaning_zh="门清，两对完全相同的顺子；也能读成七对子的牌按二杯口算",
         meaning_en="A closed hand with two pairs of identical chows; a hand that also reads as seven pairs "
                    "scores as this.",
         example={"concealed": "112233m556677p9s", "win_tile": "9s"}),
    _row("chun_quan", "纯全带幺九", "Terminals in All Sets", 3, chun_quan, tags=(OPEN_LESS,), excludes=("hun_quan",),
         rule="纯全带幺九不计混全带幺九",
         meaning_zh="每组和将都带一或九，没有字牌；副露少1番",
         meaning_en="Every set and the pair hold a 1 or a 9, no honours; 1 fan less in an open hand.",
         example={"concealed": "123m789p999s12s99m", "win_tile": "3s"}),
    _row("hun_yi_se", "混一色", "Half Flush", 3, hun_yi_se, tags=(OPEN_LESS,),
         meaning_zh="一种花色加字牌；副露少1番",
         meaning_en="One suit with honours; 1 fan less in an open hand.",
         example={"concealed": "123m345m777m11z44z", "win_tile": "4z"}),
    _row("qing_yi_se", "清一色", "Full Flush", 6, qing_yi_se, tags=(OPEN_LESS,), excludes=("hun_yi_se",),
         rule="清一色不计混一色",
         meaning_zh="全是同一种花色，没有字牌；副露少1番",
         meaning_en="Every tile of one suit, no honours; 1 fan less in an open hand.",
         example={"concealed": "123m345m678m999m5m", "win_tile": "5m"}),
    # ---- 满贯: 13 番, the cap
    _row("tian_he", "天和", "Heavenly Win", 13, tian_he, tags=(YAKUMAN,),
         meaning_zh="庄家起手（换牌后）的十四张就和",
         meaning_en="The dealer's first fourteen tiles (after the exchange) are a complete hand.",
         example=_flags(_PLAIN, self_drawn=True, first_turn=True, dealer=True)),
    _row("di_he", "地和", "Earthly Win", 13, di_he, tags=(YAKUMAN,),
         meaning_zh="闲家第一次摸牌就自摸，之前没有人吃碰杠",
         meaning_en="The non-dealer self-draws on his first draw, before anyone has claimed or made a kong.",
         example=_flags(_PLAIN, self_drawn=True, first_turn=True)),
    _row("guo_shi", "国士无双", "Thirteen Orphans", 13, guo_shi, tags=(YAKUMAN,),
         meaning_zh="一、九和七种字牌各一张，其中一种成对",
         meaning_en="One of each terminal and honour, one of them twice.",
         example={"concealed": "19m19p19s1234567z", "win_tile": "1m"}),
    _row("si_an_ke", "四暗刻", "Four Concealed Pungs", 13, si_an_ke, tags=(YAKUMAN,),
         tiles=lambda x: _set_tiles(x.concealed_pungs),
         meaning_zh="四副暗刻；和别人打的牌成刻的不算暗刻",
         meaning_en="Four concealed pungs; a pung completed by the opponent's discard is not concealed.",
         example={"concealed": "111m333p555s777s9m", "win_tile": "9m"}),
    _row("da_san_yuan", "大三元", "Big Three Dragons", 13, da_san_yuan, tags=(YAKUMAN,), tiles=_sets_of(dragon_pungs),
         meaning_zh="中、发、白三副刻子或杠",
         meaning_en="Pungs or kongs of all three dragons.",
         example={"melds": [_pung("555z")], "concealed": "666z777z123m4p", "win_tile": "4p"}),
    _row("xiao_si_xi", "小四喜", "Little Four Winds", 13, xiao_si_xi, tags=(YAKUMAN,), tiles=_with_pair(wind_pungs),
         meaning_zh="三副风刻加第四种风作将",
         meaning_en="Pungs of three winds and a pair of the fourth.",
         example={"melds": [_pung("111z")], "concealed": "222z333z123m4z", "win_tile": "4z"}),
    _row("da_si_xi", "大四喜", "Big Four Winds", 13, da_si_xi, tags=(YAKUMAN,), excludes=("xiao_si_xi",),
         tiles=_sets_of(wind_pungs), rule="大四喜不计小四喜（满贯不累加）",
         meaning_zh="东南西北四副刻子或杠",
         meaning_en="Pungs or kongs of all four winds.",
         example={"melds": [_pung("111z")], "concealed": "222z333z444z5m", "win_tile": "5m"}),
    _row("zi_yi_se", "字一色", "All Honours", 13, zi_yi_se, tags=(YAKUMAN,),
         meaning_zh="全是字牌",
         meaning_en="Only honour tiles.",
         example={"melds": [_pung("111z")], "concealed": "222z555z66z77z", "win_tile": "7z"}),
    _row("lv_yi_se", "绿一色", "All Green", 13, lv_yi_se, tags=(YAKUMAN,),
         meaning_zh="只用二、三、四、六、八条和发",
         meaning_en="Only 2, 3, 4, 6 and 8 bamboo and the Green Dragon.",
         example={"concealed": "223344s666s88s66z", "win_tile": "6z"}),
    _row("qing_lao_tou", "清老头", "All Terminals", 13, qing_lao_tou, tags=(YAKUMAN,),
         meaning_zh="全是一和九，没有字牌",
         meaning_en="Only 1s and 9s, no honours.",
         example={"melds": [_pung("111m")], "concealed": "999m111p999p1s", "win_tile": "1s"}),
    _row("jiu_lian", "九莲宝灯", "Nine Gates", 13, jiu_lian, tags=(YAKUMAN,),
         meaning_zh="门清，同一花色1112345678999再加这门任何一张",
         meaning_en="Closed, without melds: 1112345678999 of one suit and one more tile of it.",
         example={"concealed": "1112345678999m", "win_tile": "5m"}),
    _row("si_gang_zi", "四杠子", "Four Kongs", 13, si_gang_zi, tags=(YAKUMAN,), tiles=_kong_tiles,
         meaning_zh="四副杠",
         meaning_en="Four kongs.",
         example={"melds": [_kong("1111m"), _kong("2222p"), _kong("3333s"), {"type": "concealed_kong", "tiles": "4444z"}],
                  "concealed": "5z", "win_tile": "5z"}),
    # ---- the indicator: 1 番 per tile, never toward the minimum
    _row("hua_pai", "花牌", "Indicator Tiles", 1, hua_pai, tags=(BONUS,), tiles=indicator_tiles,
         meaning_zh="翻开的花牌：完整的手牌（含副露和和的那张）里每有一张和它一样的牌加1番；不计起和",
         meaning_en="The revealed indicator tile: each identical tile in the complete hand (melds and the "
                    "winning tile included) adds 1 fan; it never counts toward the 1-fan minimum.",
         example={"melds": [{"type": "chow", "tiles": "234m", "from": 1}], "concealed": "456p678s34s88m",
                  "win_tile": "5s", "indicator": "5p"}),
))

# The whole table the rules browser and the calculator choose from (`rows_in_force`): A's rows,
# then B's; the 花牌 row is in both tables.
ROWS_B = tuple(rows_b.ROWS_B) + tuple(row for row in ROWS if row.has(BONUS))
ALL_ROWS = ROWS + rows_b.ROWS_B


def value_when(row: ScoreRow, closed: bool) -> Optional[int]:
    """The 番 `row` is worth in a closed or an open hand; None when an open hand cannot score it."""
    if closed:
        return row.value
    if row.has(CLOSED):
        return None
    return row.value - 1 if row.has(OPEN_LESS) else row.value
