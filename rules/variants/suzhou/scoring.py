"""苏州麻将 花 scoring: the table of docs/rules/suzhou.md §6 as data rows, the win threshold
("3花自摸4花冲", §5) with its exempt patterns, and the 豹子 / 滴零 doubling (§8).

Every item adds 花 ("苏州麻将中各种和牌方式是累加的"); the sum H is then multiplied by 2 when the hand
is 豹子 or 滴零, so `ScoreResult.total` is what each payer owes before the payment rule (§7) picks
the payers. What the scorer reads from `WinContext.extra` (the engine's hooks and the score CLI
fill it): "replacement" ("kong" / "flower" / None: the winning tile replaced a kong or a flower),
"fed_kong" (that kong was claimed on a discard: 包饺子), "baozi", "diling" (booleans).

The worked example of the seed (清一色 七对, 5 flower tiles, self-drawn) comes out as
5 + 5×2 + 15 + 10 = 40 花 per payer, 120 from the three others.
"""
from __future__ import annotations

from dataclasses import replace
from itertools import combinations_with_replacement
from typing import Any, Mapping, Optional, Sequence

from ...errors import NotationError
from ...hand_json import HandForm, HandParts, bool_flag
from ...melds import Meld, MeldKind
from ...score_rows import ScoreRow, by_key
from ...scoring import ScoreItem, ScoreResult, WinContext
from ...shapes import SETS_IN_HAND, is_standard_counts
from ...tiles import NUM_PLAY_KINDS, TILES, Tile
from ...analysis import shanten

UNIT = "hua"
FIRST_FLOWER = 31            # 中发白 (5z-7z) and every kind after them are flowers in 苏州
WINDS = range(27, FIRST_FLOWER)
NO_SHAPE = ("not a winning hand: 苏州 needs four sets (pungs, kongs, or chows formed in the hand) "
            "and a pair, or seven pairs")


ROWS: tuple[ScoreRow, ...] = (
    ScoreRow("base", "底", "Base", 5, group="base",
             meaning_en="成牌: every win is worth 5 花 to start with",
             meaning_zh="成牌底分：每次和牌先算5花",
             example={"concealed": "123m456p789s234s1z", "win_tile": "1z", "flags": {"flowers": 4}}),
    ScoreRow("flower_tiles", "硬花", "Flower tiles", 1, group="base",
             meaning_en="each flower tile set aside: 中, 发, 白, 春夏秋冬, 梅兰竹菊, 老鼠, 财神, 猫, 聚宝盆, and the 百搭 "
                        "where they are flowers (not wild)",
             meaning_zh="每张亮出的花牌1花：中发白、春夏秋冬、梅兰竹菊、老鼠财神猫聚宝盆，百搭当花牌时也算",
             example={"concealed": "123m456p789s234s1z", "win_tile": "1z", "flags": {"flowers": 4}}),
    ScoreRow("flower_tiles_doubled", "硬花（七对翻倍）", "Flower tiles, doubled by seven pairs", 2, group="base",
             meaning_en="七对: every flower tile counts twice",
             meaning_zh="七对时每张花牌算2花",
             example={"concealed": "1133m5577p2244s1z", "win_tile": "1z", "flags": {"flowers": 2}}),
    ScoreRow("melded_kong", "明杠", "Melded kong", 1, group="soft", tags=frozenset({"soft"}),
             meaning_en="a kong of suit tiles made from a discard or added to a pung",
             meaning_zh="数牌明杠（别人打的或加杠）",
             example={"concealed": "456p789s234s1z", "win_tile": "1z", "melds": [{"type": "kong", "tiles": "2222m", "from": 1}], "flags": {"flowers": 3}}),
    ScoreRow("concealed_kong", "暗杠", "Concealed kong", 2, group="soft", tags=frozenset({"soft"}),
             meaning_en="a kong of four suit tiles drawn by the player",
             meaning_zh="数牌暗杠",
             example={"concealed": "456p789s234s1z", "win_tile": "1z", "melds": [{"type": "concealed_kong", "tiles": "2222m"}], "flags": {"flowers": 2}}),
    ScoreRow("wind_pung", "字碰", "Wind pung", 1, group="soft", tags=frozenset({"soft"}),
             meaning_en="a pung of 东南西北 made with a discard",
             meaning_zh="碰别人打的风牌（东南西北）",
             example={"concealed": "456p789s234s5m", "win_tile": "5m", "melds": [{"type": "pung", "tiles": "111z", "from": 1}], "flags": {"flowers": 3}}),
    ScoreRow("concealed_wind_pung", "风暗刻", "Concealed wind pung", 2, group="soft", tags=frozenset({"soft"}),
             meaning_en="three of one wind drawn into the hand",
             meaning_zh="自己摸齐三张同一种风牌",
             example={"concealed": "111z456p789s234s5m", "win_tile": "5m", "flags": {"flowers": 2}}),
    ScoreRow("wind_melded_kong", "字明杠", "Melded wind kong", 3, group="soft", tags=frozenset({"soft"}),
             meaning_en="a melded kong of 东南西北",
             meaning_zh="风牌明杠",
             example={"concealed": "456p789s234s5m", "win_tile": "5m", "melds": [{"type": "kong", "tiles": "1111z", "from": 1}], "flags": {"flowers": 1}}),
    ScoreRow("wind_concealed_kong", "字暗杠", "Concealed wind kong", 4, group="soft", tags=frozenset({"soft"}),
             meaning_en="a concealed kong of 东南西北",
             meaning_zh="风牌暗杠",
             example={"concealed": "456p789s234s5m", "win_tile": "5m", "melds": [{"type": "concealed_kong", "tiles": "1111z"}]}),
    ScoreRow("small_concealed", "小门清", "Concealed hand", 5, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="no pung and no melded kong (concealed kongs allowed)",
             meaning_zh="没有碰和明杠（暗杠可以）",
             example={"concealed": "123m456p789s234s5m", "win_tile": "5m", "flags": {"flowers": 1}}),
    ScoreRow("big_concealed", "大门清", "Flowerless hand", 10, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="no flower tile and no soft flower (no wind pung, no kong); pungs of suit tiles "
                        "allowed",
             meaning_zh="没有花牌也没有软花（没有风碰和杠）；数牌的碰可以",
             example={"concealed": "123m456p789s234s5m", "win_tile": "5m"}),
    ScoreRow("all_pungs", "对对胡", "All pungs", 5, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="four pungs or kongs and a pair",
             meaning_zh="四副刻子或杠加一对",
             example={"concealed": "333s444s5m", "win_tile": "5m", "melds": [{"type": "pung", "tiles": "111m", "from": 1}, {"type": "pung", "tiles": "222p", "from": 1}], "flags": {"flowers": 1}}),
    ScoreRow("half_flush", "混一色", "Half flush", 5, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="one suit and winds",
             meaning_zh="一门数牌加风牌",
             example={"concealed": "123m456m789m111z2z", "win_tile": "2z"}),
    ScoreRow("seven_pairs", "七对", "Seven pairs", 15, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="seven pairs (four of a kind counts as two); never 小门清; with no flower at all 大小门清 is "
                        "added",
             meaning_zh="七个对子（四张一样算两对）；不算小门清，一张花都没有时加大小门清",
             example={"concealed": "1133m5577p2244s6s", "win_tile": "6s"}),
    ScoreRow("full_flush", "清一色", "Full flush", 10, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="one suit only",
             meaning_zh="全是同一门",
             example={"concealed": "123m456m789m234m5m", "win_tile": "5m"}),
    ScoreRow("kong_win", "杠开", "Win on a kong replacement", 5, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="self-drawn on the tile that replaced a kong",
             meaning_zh="开杠后补的牌自摸",
             example={"concealed": "456p789s234s5p", "win_tile": "5p", "melds": [{"type": "kong", "tiles": "2222m", "from": 1}], "flags": {"self_drawn": True, "kong_related": True, "flowers": 1}}),
    ScoreRow("flower_win", "花开", "Win on a flower replacement", 5, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="self-drawn on the tile that replaced a flower",
             meaning_zh="补花补上来的牌自摸",
             example={"concealed": "123m456p789s234s5p", "win_tile": "5p", "flags": {"self_drawn": True, "after_flower": True, "flowers": 1}}),
    ScoreRow("fed_kong", "包饺子", "Win on a fed kong's replacement", 5, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="杠开 after a kong claimed on a discard: the discarder pays for all three (3×)",
             meaning_zh="杠了别人打的牌后杠开：打那张牌的人包三家",
             example={"concealed": "456p789s234s5p", "win_tile": "5p", "melds": [{"type": "kong", "tiles": "2222m", "from": 1}], "flags": {"self_drawn": True, "fed_kong": True, "flowers": 1}}),
    ScoreRow("big_single_wait", "大吊车", "Big single wait", 5, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="four sets declared, won on the single tile left in the hand",
             meaning_zh="四组都碰杠出来，单钓手里最后一张",
             example={"concealed": "5p", "win_tile": "5p", "melds": [{"type": "pung", "tiles": "111m", "from": 1}, {"type": "pung", "tiles": "222p", "from": 1}, {"type": "pung", "tiles": "333s", "from": 1}, {"type": "pung", "tiles": "444m", "from": 1}]}),
    ScoreRow("heavenly", "天胡", "Heavenly hand", 50, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="the dealer wins on his first 14 tiles",
             meaning_zh="庄家起手十四张就和",
             example={"concealed": "123m456p789s234s5p", "win_tile": "5p", "flags": {"self_drawn": True, "first_turn": True, "dealer": True}}),
    ScoreRow("earthly", "地胡", "Earthly hand", 50, group="exempt", tags=frozenset({"exempt"}),
             meaning_en="a non-dealer wins on his first draw",
             meaning_zh="闲家第一次摸牌就自摸",
             example={"concealed": "123m456p789s234s5p", "win_tile": "5p", "flags": {"self_drawn": True, "first_turn": True}}),
    ScoreRow("last_tile", "海底捞月", "Last tile", 5, group="other",
             meaning_en="self-drawn on the last tile of the wall",
             meaning_zh="摸牌墙最后一张自摸",
             example={"concealed": "123m456p789s234s5p", "win_tile": "5p", "flags": {"self_drawn": True, "last_tile": True, "flowers": 3}}),
    ScoreRow("big_single_wait_double", "大吊车", "Big single wait (doubles)", 2, op="mul", group="mul", tags=frozenset({"exempt"}),
             meaning_en="four sets declared, won on the single tile: the 花 are doubled (room rule Big single wait: double)",
             meaning_zh="大吊车按选项翻倍（大吊车选“翻倍”时）",
             example={"concealed": "5p", "win_tile": "5p", "melds": [{"type": "pung", "tiles": "111m", "from": 1}, {"type": "pung", "tiles": "222p", "from": 1}, {"type": "pung", "tiles": "333s", "from": 1}, {"type": "pung", "tiles": "444m", "from": 1}]},
             example_options={"dadiaoche_mode": "double"}),
    ScoreRow("no_baida", "无搭", "No joker", 5, group="base", tags=frozenset({"hard"}),
             meaning_en="With the room rule Jokers: wild, a win without a 百搭 in the hand; it counts toward the "
                        "flowers needed like flower tiles",
             meaning_zh="苏州百搭（百搭当万能牌时）：手里没有百搭和牌加5花，算进起和花数",
             example={"concealed": "123m456p789s234s5m", "win_tile": "5m", "flags": {"flowers": 1}},
             example_options={"baida": "wild"}),
    ScoreRow("san_feng_ke", "三风刻", "Three wind sets", 12, group="other",   # not an exempt pattern: the flowers still count
             meaning_en="three pungs or kongs of winds (a room rule; not scored at the classic table)",
             meaning_zh="三副风刻（碰、暗刻或杠都算；选项“三风刻”）",
             example={"concealed": "111z222z333z456p5m", "win_tile": "5m"},
             example_options={"san_feng_ke": 12}),
    ScoreRow("haohua_qidui", "豪华七对", "Luxury seven pairs", 2, op="mul", group="mul",
             meaning_en="seven pairs holding four of a kind: ×2 for each four (×2 luxury, ×4 double luxury, ×8 triple luxury; room rule "
                        "Luxury seven pairs: ×2 each)",
             meaning_zh="七对里有四张一样的：每有一组翻一倍（豪华×2、超豪华×4、超超豪华×8；选项“每组翻倍”）",
             example={"concealed": "1111m5577p2244s6s", "win_tile": "6s"},
             example_options={"haohua_qidui": "x2_each"}),
    ScoreRow("baozi", "豹子", "Leopard dice", 2, op="mul", group="mul",
             meaning_en="the dealer threw a double: this hand's payments are doubled",
             meaning_zh="庄家开牌掷出豹子（两个点数相同）：这盘输赢加倍",
             example={"concealed": "123m456p789s234s5m", "win_tile": "5m", "flags": {"flowers": 4, "baozi": True}}),
    ScoreRow("diling", "滴零", "Carried doubling", 2, op="mul", group="mul",
             meaning_en="the previous hand was 豹子, 荒庄 or 一炮多响: this hand's payments are doubled",
             meaning_zh="上一盘是豹子、荒庄或一炮多响：这盘输赢加倍",
             example={"concealed": "123m456p789s234s5m", "win_tile": "5m", "flags": {"flowers": 4, "diling": True}}),

)
BY_KEY: dict[str, ScoreRow] = by_key(ROWS)
_ORDER = {row.key: i for i, row in enumerate(ROWS)}
EXEMPT_NAMES = "门清, 对对胡, 混一色, 清一色, 七对, 杠开/花开, 大吊车, 天胡 or 地胡"


def threshold(self_drawn: bool, options: Mapping[str, Any]) -> int:
    """花 needed without an exempt pattern: "3花自摸4花冲" (or the newer 2/3)."""
    low, high = (3, 4) if options.get("threshold_profile", "3/4") == "3/4" else (2, 3)
    return low if self_drawn else high


def multiplier(baozi: bool, diling: bool, options: Mapping[str, Any]) -> int:
    """×2 when 豹子 or 滴零 applies (§8); ×4 for both only with option baozi_diling_stack."""
    if baozi and diling and options.get("baozi_diling_stack", False):
        return 4
    return 2 if baozi or diling else 1


def _item(key: str, count: int = 1, tiles: Sequence[Tile] = (), value: Optional[int] = None) -> ScoreItem:
    row = BY_KEY[key]
    return ScoreItem(key, row.name_zh, row.name_en, row.value if value is None else value, count, row.op, tuple(tiles))


def _every(ctx: WinContext) -> tuple[Tile, ...]:
    """The whole hand (melds, concealed tiles, the winning tile): what a pattern row lights."""
    return ctx.all_concealed + tuple(t for m in ctx.melds for t in m.tiles)


def _kongs_and_win(ctx: WinContext) -> tuple[Tile, ...]:
    return tuple(t for m in ctx.melds if m.is_kong for t in m.tiles) + (ctx.win_tile,)


def _flowers(ctx: WinContext) -> tuple[Tile, ...]:
    """The flower tiles set aside (named by the engine; a hand given by count names none)."""
    return tuple(ctx.extra.get("flower_tiles", ()))


def melds_items(melds: Sequence[Meld]) -> list[ScoreItem]:
    """Soft flowers of the declared sets (a suit pung is worth nothing by itself), each row with
    the tiles of its sets."""
    found: dict[str, list[Tile]] = {}
    sets: dict[str, list[Tile]] = {}
    for m in melds:
        kind = m.tiles[0]
        wind = kind.is_wind
        if m.kind is MeldKind.PUNG:
            key = "wind_pung" if wind else None
        elif m.kind is MeldKind.KONG:
            key = "wind_melded_kong" if wind else "melded_kong"
        elif m.kind is MeldKind.CONCEALED_KONG:
            key = "wind_concealed_kong" if wind else "concealed_kong"
        else:
            key = None
        if key:
            found.setdefault(key, []).append(kind)
            sets.setdefault(key, []).extend(m.tiles)
    return [_item(key, len(kinds), sets[key]) for key, kinds in found.items()]


def _suits(counts: Sequence[int], melds: Sequence[Meld]) -> tuple[set, bool]:
    """The suits (0 m, 1 p, 2 s) in the whole hand, and whether it holds winds."""
    kinds = [i for i, c in enumerate(counts) if c] + [m.tiles[0].index for m in melds]
    return {k // 9 for k in kinds if k < 27}, any(k >= 27 for k in kinds)


def _common_items(ctx: WinContext, counts: Sequence[int], options: Mapping[str, Any]) -> list[ScoreItem]:
    """Items that do not depend on how the hand is read: flushes, the way it was won."""
    out: list[ScoreItem] = []
    every, win = _every(ctx), (ctx.win_tile,)
    suits, winds = _suits(counts, ctx.melds)
    if len(suits) == 1:
        out.append(_item("half_flush" if winds else "full_flush", tiles=every))
    if ctx.self_drawn:
        replacement = ctx.extra.get("replacement") or ("kong" if ctx.kong_related else None)
        if ctx.extra.get("fed_kong") and replacement:
            out.append(_item("fed_kong", tiles=_kongs_and_win(ctx)))
        elif replacement == "kong":
            out.append(_item("kong_win", tiles=_kongs_and_win(ctx)))
        elif replacement == "flower":
            out.append(_item("flower_win", tiles=win))
        if ctx.first_turn:
            out.append(_item("heavenly" if ctx.dealer else "earthly", tiles=every))
        if ctx.last_tile:
            out.append(_item("last_tile", tiles=win))
    return out


def _concealed_items(soft: int, flowers: int, melds: Sequence[Meld], options: Mapping[str, Any],
                     every: Sequence[Tile] = ()) -> list[ScoreItem]:
    """小门清 / 大门清 (they stack to 15 unless option menqing_stack is off); both light the hand."""
    small = not any(m.kind in (MeldKind.PUNG, MeldKind.KONG) for m in melds)
    big = flowers == 0 and soft == 0
    if big and small and not options.get("menqing_stack", True):
        small = False
    return ([_item("small_concealed", tiles=every)] if small else []) + \
        ([_item("big_concealed", tiles=every)] if big else [])


def _standard_items(ctx: WinContext, counts: list[int], options: Mapping[str, Any]) -> list[ScoreItem]:
    every = _every(ctx)
    items = [_item("base", tiles=every)]
    if ctx.flowers:
        items.append(_item("flower_tiles", ctx.flowers, _flowers(ctx)))
    items += melds_items(ctx.melds)
    concealed_winds: list[Tile] = []
    open_winds: list[Tile] = []
    for w in WINDS:
        if counts[w] == 3:
            # a triple the discard (or a robbed tile) completed is a pung made with a discard
            completed_outside = not ctx.self_drawn and ctx.win_tile.index == w
            (open_winds if completed_outside else concealed_winds).append(TILES[w])
    if open_winds:
        wind_pungs = next((i for i in items if i.key == "wind_pung"), None)
        tiles = [t for w in open_winds for t in (w, w, w)]
        count = len(open_winds)
        if wind_pungs:
            items.remove(wind_pungs)
            tiles = list(wind_pungs.tiles) + tiles
            count += wind_pungs.count
        items.append(_item("wind_pung", count, tiles))
    if concealed_winds:
        items.append(_item("concealed_wind_pung", len(concealed_winds),
                           [t for w in concealed_winds for t in (w, w, w)]))
    soft = sum(i.value * i.count for i in items if BY_KEY[i.key].has("soft"))
    items += _concealed_items(soft, ctx.flowers, ctx.melds, options, every)
    nonzero = [c for c in counts if c]
    if nonzero.count(2) == 1 and all(c in (2, 3) for c in nonzero):
        items.append(_item("all_pungs", tiles=every))
    san_feng = options.get("san_feng_ke", 0)
    wind_sets = [m.tiles[0] for m in ctx.melds if m.tiles[0].is_wind and m.kind is not MeldKind.CHOW] + \
        [TILES[w] for w in WINDS if counts[w] >= 3]
    if san_feng and len(wind_sets) >= 3:      # 三风刻: three sets of winds (a fourth adds nothing here)
        items.append(_item("san_feng_ke", tiles=[t for w in wind_sets for t in (w, w, w)], value=san_feng))
    if len(ctx.melds) == SETS_IN_HAND:   # 大吊车: the pair waited on alone
        key = "big_single_wait_double" if options.get("dadiaoche_mode", "add5") == "double" else "big_single_wait"
        items.append(_item(key, tiles=ctx.all_concealed))
    return items


HAOHUA_VALUES = {1: 20, 2: 40, 3: 80}   # 豪华七对 20/40/80 by the number of fours (option haohua_qidui)


def _seven_pairs_items(ctx: WinContext, counts: Sequence[int], options: Mapping[str, Any]) -> list[ScoreItem]:
    value = options.get("qidui_value", 15)
    every = _every(ctx)
    items = [_item("base", tiles=every)]
    if ctx.flowers:
        items.append(_item("flower_tiles_doubled" if value == 15 else "flower_tiles", ctx.flowers, _flowers(ctx)))
    fours = sum(1 for c in counts if c == 4)
    luxury = options.get("haohua_qidui", "plain")
    if fours and luxury == "20/40/80":
        value = HAOHUA_VALUES[min(fours, 3)]
    elif fours and luxury == "x2_each":
        items.append(_item("haohua_qidui", fours, every))
    items.append(_item("seven_pairs", tiles=every, value=value))
    if ctx.flowers == 0:  # "七对成牌后不计门清，无花加一个大小门清"
        items += _concealed_items(0, 0, (), options, every)
    return items


def robbing(ctx: WinContext) -> bool:
    """A win on the tile added to another's kong (抢杠)."""
    return ctx.kong_related and not ctx.self_drawn


def needs_self_draw_count(ctx: WinContext, options: Mapping[str, Any]) -> bool:
    """Whether the self-draw threshold applies: a self-draw, or 抢杠 read as one ("抢杠当自摸",
    option rob_threshold = as_self_draw); rob_threshold = as_discard counts it as a win on a discard."""
    return ctx.self_drawn or (robbing(ctx) and options.get("rob_threshold", "as_self_draw") == "as_self_draw")


def _finish(ctx: WinContext, items: list[ScoreItem], options: Mapping[str, Any]) -> ScoreResult:
    items.sort(key=lambda i: _ORDER[i.key])
    soft = sum(i.value * i.count for i in items if BY_KEY[i.key].has("soft"))
    hard = sum(i.value * i.count for i in items if BY_KEY[i.key].has("hard"))   # 无搭
    counted = ctx.flowers + hard + (soft if options.get("threshold_counts_soft_flowers", True) else 0)
    need = threshold(needs_self_draw_count(ctx, options), options)
    # 抢杠 needs no 花 at all when read with the seed's exemption list (option rob_threshold = no_minimum)
    exempt = any(BY_KEY[i.key].has("exempt") for i in items) or \
        (robbing(ctx) and options.get("rob_threshold", "as_self_draw") == "no_minimum")
    hua = sum(i.value * i.count for i in items if i.op == "add")
    cap = options.get("hua_cap", 0)
    if cap:
        hua = min(hua, cap)
    factor = 1
    for i in items:
        if i.op == "mul":
            factor *= i.value ** i.count
    baozi, diling = bool(ctx.extra.get("baozi")), bool(ctx.extra.get("diling"))
    doubling = multiplier(baozi, diling, options)
    if doubling == 4:
        items += [_item("baozi"), _item("diling")]
    elif doubling == 2:
        items.append(_item("baozi" if baozi else "diling"))
    total = hua * factor * doubling
    meets = exempt or counted >= need
    reason = None
    if not meets:
        how = "by self-draw" if needs_self_draw_count(ctx, options) else "on a discard"
        soft_note = f" + {soft} soft" if options.get("threshold_counts_soft_flowers", True) else ""
        hard_note = f" + {hard} 无搭" if hard else ""
        reason = (f"{counted} 花 ({ctx.flowers} flower tiles{hard_note}{soft_note}); 苏州 needs {need} to win {how} "
                  f"unless the hand is {EXEMPT_NAMES}")
    return ScoreResult(True, total, UNIT, tuple(items), meets, reason)


BAIDA = 42                   # 1x 百搭: a flower, or with option baida = wild a wildcard kept in the hand
BAIDA_FLOWER = ("百搭 is a flower tile here: set it aside and count it in flags.flowers (it stands for any "
                "tile only with option baida = wild, 苏州百搭)")


def baida_wild(options: Mapping[str, Any]) -> bool:
    """Whether the four 百搭 are wildcards at this table (苏州百搭, option baida)."""
    return bool(options.get("baida", "flower_tiles") == "wild")


def split_baida(tiles: Sequence[Tile]) -> tuple[list[Tile], int]:
    """The tiles without their 百搭, and how many there were."""
    rest = [t for t in tiles if t.index != BAIDA]
    return rest, len(tiles) - len(rest)


def play_counts(tiles: Sequence[Tile]) -> Optional[list[int]]:
    """34 counts, or None when a flower (or a dragon, a flower here) is among the tiles."""
    counts = [0] * NUM_PLAY_KINDS
    for t in tiles:
        if t.index >= FIRST_FLOWER:
            return None
        counts[t.index] += 1
    return counts


def is_seven_pairs(counts: Sequence[int], melds_count: int) -> bool:
    """Seven pairs (four of a kind counts as two), with no meld declared."""
    return melds_count == 0 and sum(counts) == 14 and all(c % 2 == 0 for c in counts)


def could_win(counts: Sequence[int]) -> bool:
    """Four sets and a pair (chows formed in the hand count) or seven pairs; dragons never
    appear (they are flowers in 苏州). Counts longer than 34 hold 百搭 kept as wildcards (苏州百搭)."""
    if any(counts[FIRST_FLOWER:NUM_PLAY_KINDS]):
        return False
    jokers = counts[BAIDA] if len(counts) > BAIDA else 0
    if jokers:
        play = list(counts[:NUM_PLAY_KINDS])
        return bool(wild_completions(tuple(play), jokers))
    return is_standard_counts(counts) or (sum(counts) == 14 and all(c % 2 == 0 for c in counts))


_CANDIDATES_CACHE: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], ...]] = {}


def wild_completions(counts: tuple[int, ...], jokers: int) -> tuple[tuple[int, ...], ...]:
    """Every distinct way to place `jokers` 百搭 among the suit and wind kinds so the counts make
    four sets and a pair or seven pairs (the sets already declared are not in `counts`). Only
    kinds held, their neighbours within two in the suit and the winds are tried: a 百搭 elsewhere
    makes no set the others do not, and a whole set of 百搭 may be any of them."""
    key = (counts, jokers)
    found = _CANDIDATES_CACHE.get(key)
    if found is not None:
        return found
    size = sum(counts) + jokers
    out: list[tuple[int, ...]] = []
    if size % 3 == 2 and _may_fit(counts, jokers, size):
        near = set(WINDS)
        for k, c in enumerate(counts):
            if c and k < 27:
                near.update(j for j in range(k - 2, k + 3) if j // 9 == k // 9 and 0 <= j)
        seen: set[tuple[int, ...]] = set()
        for placed in combinations_with_replacement(sorted(near), jokers):
            full = list(counts)
            for k in placed:
                full[k] += 1
            shape = tuple(full)
            if shape not in seen and (is_standard_counts(full) or (size == 14 and all(c % 2 == 0 for c in full))):
                seen.add(shape)
                out.append(shape)
    if len(_CANDIDATES_CACHE) > 20_000:
        _CANDIDATES_CACHE.clear()
    found = _CANDIDATES_CACHE[key] = tuple(out)
    return found


def _may_fit(counts: Sequence[int], jokers: int, size: int) -> bool:
    """Whether the jokers complete the hand at all (the shared shanten with jokers: each fills one
    missing tile), before the readings are enumerated."""
    if size > 14 or (14 - size) % 3:
        return False
    return shanten(counts, (14 - size) // 3, shapes=("standard", "seven_pairs"), jokers=jokers) < 0


def score_suzhou(ctx: WinContext, options: Mapping[str, Any]) -> ScoreResult:
    """The 花 of a win (the best reading when it is both standard and seven pairs; with 百搭 as
    wildcards, the best over every place the 百搭 may stand for)."""
    tiles: Sequence[Tile] = ctx.all_concealed
    jokers = 0
    wild = baida_wild(options)
    if wild:
        tiles, jokers = split_baida(tiles)
    counts = play_counts(tiles)
    if counts is None and any(t.index == BAIDA for t in tiles):
        return ScoreResult(False, 0, UNIT, (), False, BAIDA_FLOWER)
    if counts is None or len(ctx.all_concealed) + 3 * len(ctx.melds) != 14 or \
            any(m.kind is MeldKind.CHOW for m in ctx.melds):
        return ScoreResult(False, 0, UNIT, (), False, NO_SHAPE)
    shapes = wild_completions(tuple(counts), jokers) if jokers else (tuple(counts),)
    readings = []
    for shape in shapes:
        full = list(shape)
        common = _common_items(ctx, full, options)
        if wild and not jokers:
            common.append(_item("no_baida", tiles=_every(ctx)))
        if is_standard_counts(full):
            readings.append(_finish(ctx, _standard_items(ctx, full, options) + common, options))
        if is_seven_pairs(full, len(ctx.melds)):
            readings.append(_finish(ctx, _seven_pairs_items(ctx, full, options) + common, options))
    if not readings:
        return ScoreResult(False, 0, UNIT, (), False, NO_SHAPE)
    return max(readings, key=lambda r: (r.meets_minimum, r.total))


def threshold_hua(flowers: int, melds: Sequence[Meld], counts: Sequence[int], baida_held: int,
                  options: Mapping[str, Any]) -> int:
    """The 花 a hand counts toward the threshold, as `_finish` counts them: its flower tiles, the
    soft flowers of its melds and concealed wind triples (`counts`: the concealed play kinds)
    unless option threshold_counts_soft_flowers is off, and 无搭's 5 at a 苏州百搭 table (option
    baida = wild) while it holds no 百搭 (`baida_held`)."""
    soft = sum(i.value * i.count for i in melds_items(melds))
    soft += 2 * sum(1 for w in WINDS if counts[w] >= 3)
    hard = BY_KEY["no_baida"].value if baida_wild(options) and not baida_held else 0
    return flowers + hard + (soft if options.get("threshold_counts_soft_flowers", True) else 0)


def hua_count(ctx: WinContext, options: Mapping[str, Any]) -> int:
    """The flowers a whole hand counts toward the threshold (`threshold_hua`, which the bots ask
    for hands they only imagine)."""
    plain, baida = split_baida(ctx.concealed)
    counts = play_counts(plain) or [0] * NUM_PLAY_KINDS
    return threshold_hua(ctx.flowers, ctx.melds, counts, baida if baida_wild(options) else 0, options)


# --- the score CLI's hand object -----------------------------------------------------------------

def _foreign(tile: Tile) -> Optional[str]:
    if tile.index >= FIRST_FLOWER and tile.index != BAIDA:   # a 百搭 is held at a 苏州百搭 table
        return f"{tile} ({tile.name_zh}) is a flower tile in 苏州; set it aside and count it in flags.flowers"
    return None


def _hand_context(ctx: WinContext, parts: HandParts) -> WinContext:
    """包饺子 needs a self-drawn win and a melded kong, 花开 a self-draw; the replacement the
    winning tile was (kong / flower), 包饺子, 豹子 and 滴零 into `extra`."""
    flags = parts.flags
    self_drawn = flags.get("self_drawn", False)
    fed, after_flower = flags.get("fed_kong", False), flags.get("after_flower", False)
    if fed and not (self_drawn and any(m.kind is MeldKind.KONG for m in parts.melds)):
        raise NotationError("flags.fed_kong (包饺子) needs a self-drawn win (flags.self_drawn) and a melded kong in melds")
    if after_flower and not self_drawn:
        raise NotationError("flags.after_flower (花开) needs a self-drawn win (flags.self_drawn)")
    kong = flags.get("kong_related", False) or fed
    replacement = "kong" if kong and self_drawn else ("flower" if after_flower else None)
    extra = {"replacement": replacement, "fed_kong": fed,
             "baozi": flags.get("baozi", False), "diling": flags.get("diling", False)}
    return replace(ctx, kong_related=kong, extra=extra)


# 苏州's own flags, besides the common ones (of which it scores all but last_of_kind).
HAND_FORM = HandForm(flags={"baozi": bool_flag, "diling": bool_flag, "fed_kong": bool_flag, "after_flower": bool_flag},
                     no_chow="苏州 has no chow claims (chows only form inside the hand)", foreign=_foreign,
                     finish=_hand_context)
