"""国标 (MCR): the 81 fans + 明暗杠 as data rows, with each row's counter, the tiles it lights,
its 不计 sentence, its meaning and one example hand.

A row's counter is one of three things: a hand fact (`_hand_fact`), a small predicate over the
reading's sets, or REPORTED by the reading's own analysis (reading.py).
"""
from __future__ import annotations

from itertools import combinations
from operator import attrgetter
from typing import Any, Callable, Optional

from ...score_rows import ScoreRow
from ...shapes import CHOW, KONG, PUNG, SETS_IN_HAND
from ...tiles import COPIES, TILES, Tile
from .reading import (
    DRAGONS,
    REF,
    TERMINALS,
    WINDS,
    Reading,
    four_chows_fan,
    four_pungs_fan,
    three_chows_fan,
    three_pungs_fan,
    two_chows_fan,
    two_pungs_fan,
)

Counter = Callable[[Any], int]               # reading -> occurrences of a row
Lights = Callable[[Any], tuple[Tile, ...]]   # reading -> the tiles a row lights


# ---------------------------------------------------------------- counters and highlights

def _wind_pung_excluded(r: Reading, i: int) -> bool:
    """圈风刻 / 门风刻 / 三风刻: 这副刻子不计幺九刻 (the pung is used by the wind fan)."""
    h = r.hand
    return i == h.round or i == h.seat or "big_three_winds" in r.found


def _counts_as_terminal_pung(r: Reading, i: int) -> bool:
    """幺九刻: a pung of terminals or winds. Dragon pungs score 箭刻 instead, and a wind pung used by
    圈风刻 / 门风刻 / 三风刻 is not counted again (per-pung 不计)."""
    return i in TERMINALS or (i in WINDS and not _wind_pung_excluded(r, i))


def _terminal_pungs(r: Reading) -> int:
    n = r.terminal_pungs_extra  # 九莲宝灯's implied one
    for i in r.pungs:
        if _counts_as_terminal_pung(r, i):
            n += 1
    return n


REPORTED = None  # counter of a row that the reading's own analysis reports in `found`


def _hand_fact(key: str) -> Counter:
    """Counter of a fan decided by the tiles or the flags: `Hand` computes it once per hand."""
    return attrgetter(f"hand.{key}")


def _reading_fact(name: str) -> Counter:
    """Counter reading a fact the set analysis of this reading computed."""
    return attrgetter(name)


_all_tiles: Lights = attrgetter("hand.all_tiles")
_win_tile: Lights = attrgetter("hand.win_tiles")


def _flower_tiles(r: Reading) -> tuple[Tile, ...]:
    """The flower tiles the table set aside (the engine names them in `extra`; a hand given by
    its count alone names none)."""
    return tuple(r.hand.ctx.extra.get("flower_tiles", ()))


def _kongs_and_win(r: Reading) -> tuple[Tile, ...]:
    """杠上开花: the kong(s) the replacement was drawn for, and the winning tile."""
    return _kong_tiles(r) + r.hand.win_tiles


def _pungs_and_pair_tiles(kinds: frozenset[int]) -> Lights:
    """小四喜 / 小三元: the pungs of these honours and the pair of the last one."""
    pungs = _pungs_tiles(kinds)

    def tiles(r: Reading) -> tuple[Tile, ...]:
        pair = (TILES[r.pair],) * 2 if r.pair in kinds else ()
        return pungs(r) + pair
    return tiles


def _pungs_tiles(kinds: Optional[frozenset[int]] = None, wind: Optional[str] = None) -> Lights:
    """Highlight the pungs/kongs whose tile is in `kinds`, or is the hand's `wind` ("round" or
    "seat"); with neither, the pungs 幺九刻 counts."""
    def tiles(r: Reading) -> tuple[Tile, ...]:
        wanted: Optional[frozenset[int]] = kinds
        if wind is not None:
            wanted = frozenset((getattr(r.hand, wind),))
        out: tuple[Tile, ...] = ()
        for s in r.sets:
            if s.kind == PUNG or s.kind == KONG:
                i = s.tiles[0].index
                if (i in wanted) if wanted is not None else _counts_as_terminal_pung(r, i):
                    out += s.tiles
        return out
    return tiles


def _concealed_pungs_tiles(r: Reading) -> tuple[Tile, ...]:
    out: tuple[Tile, ...] = ()
    for s in r.sets:
        if (s.kind == PUNG or s.kind == KONG) and s.concealed:
            out += s.tiles
    return out


def _kong_tiles(r: Reading) -> tuple[Tile, ...]:
    out: tuple[Tile, ...] = ()
    for s in r.sets:
        if s.kind == KONG:
            out += s.tiles
    return out


_FINDERS: dict[tuple[bool, int], Callable[..., Optional[str]]] = {
    (True, 2): two_chows_fan, (True, 3): three_chows_fan, (True, 4): four_chows_fan,
    (False, 2): two_pungs_fan, (False, 3): three_pungs_fan, (False, 4): four_pungs_fan}


def _combo_tiles(key: str, size: int, chows: bool) -> Lights:
    """The sets that form a combination fan: every group of `size` chows (or pungs) whose own
    combination is that fan."""
    finder = _FINDERS[(chows, size)]
    offset = 1 if chows else 0  # a chow is compared by its middle tile

    def tiles(r: Reading) -> tuple[Tile, ...]:
        if chows:
            chosen = [s for s in r.sets if s.kind == CHOW]
        else:
            chosen = [s for s in r.sets if s.kind == PUNG or s.kind == KONG]
        if len(chosen) != size:
            coded = sorted([(REF[s.tiles[0].index + offset], k) for k, s in enumerate(chosen)])
            used: set[int] = set()
            for group in combinations(coded, size):  # sorted input gives sorted groups
                if finder(*[c for c, _ in group]) == key:
                    used.update([k for _, k in group])
            if not used:  # 九莲宝灯's implied fans have no sets of their own
                return r.hand.all_tiles
            chosen = [chosen[k] for k in sorted(used)]
        # (with exactly `size` candidates, the fan counts, so they are the group that forms it)
        out: tuple[Tile, ...] = ()
        for s in chosen:
            out += s.tiles
        return out
    return tiles


def _hog_tiles(r: Reading) -> tuple[Tile, ...]:
    kong_tiles = {s.tiles[0].index for s in r.sets if s.kind == KONG}
    return tuple(TILES[i] for i in r.hand.fours if i not in kong_tiles for _ in range(COPIES))


def _wait_tiles(r: Reading) -> tuple[Tile, ...]:
    w = r.hand.win
    for s in r.sets:
        if s.kind == CHOW and not s.declared and 0 <= w - s.tiles[0].index <= 2:
            return s.tiles
    return (TILES[w],) * 2 if r.pair == w else (TILES[w],)


# ---------------------------------------------------------------- the table
#
# One row per fan in rulebook order. `excludes` is the rule's 不计 sentence, quoted beside the
# row (plus what the reference's code also clears, said where it applies). Some listed pairs are
# never found together in one reading, because the set analysis does not split sets (不拆移);
# they stay listed because they are the rule. A per-pung 不计 (这副刻子不计幺九刻) is in the
# 幺九刻 counter, not here: it cancels one pung, not the fan.

def _row(fan_id: int, key: str, zh: str, en: str, value: int, counter: Optional[Callable[[Any], int]],
         excludes: tuple[str, ...] = (), *, meaning_en: str, meaning_zh: str, example: dict, rule: str = "",
         tiles: Optional[Callable[[Any], tuple[Tile, ...]]] = None, tags: tuple[str, ...] = ()) -> ScoreRow:
    return ScoreRow(key, zh, en, value, excludes=frozenset(excludes), rule=rule, meaning_zh=meaning_zh,
                    meaning_en=meaning_en, example=example, group="bonus" if "bonus" in tags else "fan",
                    tags=frozenset(tags), fan_id=fan_id, counter=counter, tiles=tiles)


FANS: tuple[ScoreRow, ...] = (
    # 88
    _row(1, "big_four_winds", "大四喜", "Big Four Winds", 88, REPORTED,
         ("big_three_winds", "all_pungs", "prevalent_wind", "seat_wind", "pung_of_terminals_or_honors"),
         meaning_en="pungs or kongs of all four winds",
         meaning_zh="东南西北四副刻子（或杠）",
         rule="不计三风刻、碰碰和、圈风刻、门风刻、幺九刻",
         example={"concealed": "111z222z333z444z5m", "win_tile": "5m"},
         tiles=_pungs_tiles(WINDS)),
    _row(2, "big_three_dragons", "大三元", "Big Three Dragons", 88, REPORTED,
         ("two_dragon_pungs", "dragon_pung"),
         meaning_en="pungs or kongs of all three dragons",
         meaning_zh="中发白三副刻子（或杠）",
         rule="不计双箭刻、箭刻（组成大三元的三副刻子不计幺九刻）",
         example={"concealed": "555z666z777z123m5p", "win_tile": "5p"},
         tiles=_pungs_tiles(DRAGONS)),
    _row(3, "all_green", "绿一色", "All Green", 88, _hand_fact("all_green"),
         ("half_flush", "one_voided_suit"),
         meaning_en="only 2 3 4 6 8 bamboo and 发",
         meaning_zh="只用二三四六八条和发财",
         rule="不计混一色（如无「发」，可计清一色）; the reference also clears 缺一门",
         example={"concealed": "234s234s666s888s6z", "win_tile": "6z"},
         tiles=_all_tiles),
    _row(4, "nine_gates", "九莲宝灯", "Nine Gates", 88, REPORTED,
         ("full_flush", "fully_concealed_hand", "concealed_hand", "no_honors"),
         meaning_en="1112345678999 of one suit held concealed, winning on any tile of that suit",
         meaning_zh="同一花色1112345678999门清听牌，和这门的任何一张",
         rule="不计清一色、不求人、门前清、无字、幺九刻×1 (the 幺九刻 is left out of its reading)",
         example={"concealed": "1112345678999m", "win_tile": "5m"},
         tiles=_all_tiles),
    _row(5, "four_kongs", "四杠", "Four Kongs", 88, REPORTED,
         ("all_pungs", "single_wait"),
         meaning_en="four kongs",
         meaning_zh="四副杠",
         rule="不计碰碰和、单钓将",
         example={"concealed": "5m",
                  "melds": [{"type": "kong", "tiles": "1111m", "from": 1},
                            {"type": "kong", "tiles": "2222p", "from": 1},
                            {"type": "kong", "tiles": "3333s", "from": 1},
                            {"type": "kong", "tiles": "4444z", "from": 1}],
                  "win_tile": "5m"},
         tiles=_kong_tiles),
    _row(6, "seven_shifted_pairs", "连七对", "Seven Shifted Pairs", 88, REPORTED,
         ("full_flush", "seven_pairs", "fully_concealed_hand", "concealed_hand", "no_honors", "single_wait"),
         meaning_en="seven consecutive pairs of one suit",
         meaning_zh="同一花色连续七个对子",
         rule="不计清一色、七对、不求人、门前清、无字、单钓将",
         example={"concealed": "1122334455667m", "win_tile": "7m"},
         tiles=_all_tiles),
    _row(7, "thirteen_orphans", "十三幺", "Thirteen Orphans", 88, REPORTED,
         ("all_terminals_and_honors", "all_types", "fully_concealed_hand", "concealed_hand", "single_wait"),
         meaning_en="one of each terminal and honor, one of them twice",
         meaning_zh="一九万、一九筒、一九条和七种字牌各一张，其中一种成对",
         rule="不计混幺九、五门齐、不求人、门前清、单钓将",
         example={"concealed": "19m19p19s1234567z", "win_tile": "1z"},
         tiles=_all_tiles),
    # 64
    _row(8, "all_terminals", "清幺九", "All Terminals", 64, _hand_fact("all_terminals"),
         ("all_terminals_and_honors", "all_pungs", "outside_hand", "double_pung", "pung_of_terminals_or_honors",
          "no_honors"),
         meaning_en="only terminals (1s and 9s)",
         meaning_zh="只有一和九（清一色的幺九）",
         rule="不计混幺九、碰碰和、全带幺、双同刻、幺九刻、无字",
         example={"concealed": "111m999m111p999p1s", "win_tile": "1s"},
         tiles=_all_tiles),
    _row(9, "little_four_winds", "小四喜", "Little Four Winds", 64,
         lambda r: int("big_three_winds" in r.found and r.pair in WINDS),
         ("big_three_winds", "pung_of_terminals_or_honors"),
         meaning_en="pungs of three winds, a pair of the fourth",
         meaning_zh="三种风牌的刻子，第四种风做将",
         rule="不计三风刻、幺九刻",
         example={"concealed": "111z222z333z44z12m", "win_tile": "3m"},
         tiles=_pungs_and_pair_tiles(WINDS)),
    _row(10, "little_three_dragons", "小三元", "Little Three Dragons", 64,
         lambda r: int("two_dragon_pungs" in r.found and r.pair in DRAGONS),
         ("two_dragon_pungs", "dragon_pung"),
         meaning_en="pungs of two dragons, a pair of the third",
         meaning_zh="两种箭牌的刻子，第三种箭牌做将",
         rule="不计双箭刻、箭刻（组成小三元的两副刻子不计幺九刻）",
         example={"concealed": "555z666z77z123m45p", "win_tile": "6p"},
         tiles=_pungs_and_pair_tiles(DRAGONS)),
    _row(11, "all_honors", "字一色", "All Honors", 64, _hand_fact("all_honors"),
         ("all_terminals_and_honors", "all_pungs", "outside_hand", "pung_of_terminals_or_honors", "one_voided_suit"),
         meaning_en="only honors",
         meaning_zh="全是字牌",
         rule="不计混幺九、碰碰和、全带幺、幺九刻; the reference also clears 缺一门",
         example={"concealed": "111z222z333z555z7z", "win_tile": "7z"},
         tiles=_all_tiles),
    _row(12, "four_concealed_pungs", "四暗刻", "Four Concealed Pungs", 64, REPORTED,
         ("all_pungs", "fully_concealed_hand", "concealed_hand"),
         meaning_en="four pungs or kongs formed without claiming",
         meaning_zh="四副自己摸成的暗刻（或暗杠）",
         rule="不计碰碰和、不求人、门前清",
         example={"concealed": "111m333p555s777z9m", "win_tile": "9m", "flags": {"self_drawn": True}},
         tiles=_concealed_pungs_tiles),
    _row(13, "pure_terminal_chows", "一色双龙会", "Pure Terminal Chows", 64, REPORTED,
         ("seven_pairs", "full_flush", "all_chows", "pure_double_chow", "two_terminal_chows", "no_honors",
          "one_voided_suit"),
         meaning_en="123 123 789 789 of one suit, pair of its 5",
         meaning_zh="同一花色两副123、两副789，5做将",
         rule="不计七对、清一色、平和、一般高、老少副、无字; the reference also clears 缺一门",
         example={"concealed": "1122337788995m", "win_tile": "5m"},
         tiles=_all_tiles),
    # 48
    _row(14, "quadruple_chow", "一色四同顺", "Quadruple Chow", 48, REPORTED,
         ("pure_triple_chow", "pure_shifted_pungs", "seven_pairs", "tile_hog", "pure_double_chow"),
         meaning_en="four identical chows of one suit",
         meaning_zh="同一花色四副相同的顺子",
         rule="不计一色三同顺、一色三节高、七对、四归一、一般高",
         example={"concealed": "222233334444m5z", "win_tile": "5z"},
         tiles=_combo_tiles("quadruple_chow", 4, True)),
    _row(15, "four_pure_shifted_pungs", "一色四节高", "Four Pure Shifted Pungs", 48, REPORTED,
         ("pure_triple_chow", "pure_shifted_pungs", "all_pungs"),
         meaning_en="pungs of four consecutive numbers in one suit",
         meaning_zh="同一花色四副依次递增一的刻子",
         rule="不计一色三同顺、一色三节高、碰碰和",
         example={"concealed": "111222333444m5z", "win_tile": "5z"},
         tiles=_combo_tiles("four_pure_shifted_pungs", 4, False)),
    # 32
    _row(16, "four_pure_shifted_chows", "一色四步高", "Four Pure Shifted Chows", 32, REPORTED,
         ("pure_shifted_chows", "short_straight", "two_terminal_chows"),
         meaning_en="four chows of one suit, each one or two higher",
         meaning_zh="同一花色四副依次递增一或二的顺子",
         rule="不计一色三步高、连六、老少副",
         example={"concealed": "123345567789m5z", "win_tile": "5z"},
         tiles=_combo_tiles("four_pure_shifted_chows", 4, True)),
    _row(17, "three_kongs", "三杠", "Three Kongs", 32, REPORTED,
         ("two_melded_kongs", "melded_kong", "two_concealed_kongs", "concealed_kong",
          "concealed_kong_and_melded_kong"),
         meaning_en="three kongs",
         meaning_zh="三副杠",
         rule="杠系列不再计双明杠、明杠、双暗杠、暗杠（明暗杠）",
         example={"concealed": "123m5z",
                  "melds": [{"type": "kong", "tiles": "1111p", "from": 1},
                            {"type": "kong", "tiles": "2222s", "from": 1},
                            {"type": "kong", "tiles": "3333z", "from": 1}],
                  "win_tile": "5z"},
         tiles=_kong_tiles),
    _row(18, "all_terminals_and_honors", "混幺九", "All Terminals and Honors", 32,
         _hand_fact("all_terminals_and_honors"),
         ("all_pungs", "outside_hand", "pung_of_terminals_or_honors"),
         meaning_en="only terminals and honors",
         meaning_zh="只有幺九牌和字牌",
         rule="不计碰碰和、全带幺、幺九刻",
         example={"concealed": "111m999p111s222z7z", "win_tile": "7z"},
         tiles=_all_tiles),
    # 24
    _row(19, "seven_pairs", "七对", "Seven Pairs", 24, REPORTED,
         ("fully_concealed_hand", "concealed_hand", "single_wait"),
         meaning_en="seven pairs",
         meaning_zh="七个对子",
         rule="不计不求人、门前清、单钓将",
         example={"concealed": "1133m2255p4477s1z", "win_tile": "1z"},
         tiles=_all_tiles),
    _row(20, "greater_honors_and_knitted", "七星不靠", "Greater Honors and Knitted Tiles", 24, REPORTED,
         ("lesser_honors_and_knitted", "all_types", "fully_concealed_hand", "concealed_hand"),
         meaning_en="all seven honors + seven tiles of a knitted 147/258/369",
         meaning_zh="七种字牌各一张，加组合龙中的七张，互不相连",
         rule="不计全不靠、五门齐、不求人、门前清",
         example={"concealed": "14m25p36s1234567z", "win_tile": "9s"},
         tiles=_all_tiles),
    _row(21, "all_even_pungs", "全双刻", "All Even Pungs", 24, _reading_fact("evens"),
         ("all_pungs", "all_simples", "no_honors"),
         meaning_en="pungs and pair of 2 4 6 8 only",
         meaning_zh="刻子和将都是二四六八",
         rule="不计碰碰和、断幺、无字",
         example={"concealed": "222m444p666s888m2p", "win_tile": "2p"},
         tiles=_all_tiles),
    _row(22, "full_flush", "清一色", "Full Flush", 24, _hand_fact("full_flush"),
         ("no_honors",),
         meaning_en="one suit only",
         meaning_zh="全是同一花色",
         rule="不计无字",
         example={"concealed": "1234567892345m", "win_tile": "5m"},
         tiles=_all_tiles),
    _row(23, "pure_triple_chow", "一色三同顺", "Pure Triple Chow", 24, REPORTED,
         ("pure_shifted_pungs", "pure_double_chow"),
         meaning_en="three identical chows of one suit",
         meaning_zh="同一花色三副相同的顺子",
         rule="不计一色三节高、一般高",
         example={"concealed": "123123m789p5z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1}],
                  "win_tile": "5z"},
         tiles=_combo_tiles("pure_triple_chow", 3, True)),
    _row(24, "pure_shifted_pungs", "一色三节高", "Pure Shifted Pungs", 24, REPORTED,
         (),
         meaning_en="pungs of three consecutive numbers in one suit",
         meaning_zh="同一花色三副依次递增一的刻子",
         rule="不计一色三同顺. That is the same tiles read as chows (111222333 = 123×3), which is another "
              "reading, never this one; listing it would make 一色三同顺 <-> 一色三节高 a cycle.",
         example={"concealed": "111222333p789m5z", "win_tile": "5z"},
         tiles=_combo_tiles("pure_shifted_pungs", 3, False)),
    _row(25, "upper_tiles", "全大", "Upper Tiles", 24, _hand_fact("upper_tiles"),
         ("upper_four", "no_honors"),
         meaning_en="only 7 8 9",
         meaning_zh="只有七八九",
         rule="不计大于五、无字",
         example={"concealed": "789m789p789s777m8p", "win_tile": "8p"},
         tiles=_all_tiles),
    _row(26, "middle_tiles", "全中", "Middle Tiles", 24, _hand_fact("middle_tiles"),
         ("all_simples", "no_honors"),
         meaning_en="only 4 5 6",
         meaning_zh="只有四五六",
         rule="不计断幺、无字",
         example={"concealed": "456m456p456s444m5p", "win_tile": "5p"},
         tiles=_all_tiles),
    _row(27, "lower_tiles", "全小", "Lower Tiles", 24, _hand_fact("lower_tiles"),
         ("lower_four", "no_honors"),
         meaning_en="only 1 2 3",
         meaning_zh="只有一二三",
         rule="不计小于五、无字",
         example={"concealed": "123m123p123s111m2p", "win_tile": "2p"},
         tiles=_all_tiles),
    # 16
    _row(28, "pure_straight", "清龙", "Pure Straight", 16, REPORTED,
         ("short_straight", "two_terminal_chows"),
         meaning_en="123 456 789 of one suit",
         meaning_zh="同一花色123、456、789",
         rule="不计连六、老少副",
         example={"concealed": "123456789m11p55z", "win_tile": "1p"},
         tiles=_combo_tiles("pure_straight", 3, True)),
    _row(29, "three_suited_terminal_chows", "三色双龙会", "Three-Suited Terminal Chows", 16, REPORTED,
         ("all_chows", "two_terminal_chows", "mixed_double_chow", "no_honors"),
         meaning_en="123+789 in two suits, pair of 5 in the third",
         meaning_zh="两门各有123和789，第三门的5做将",
         rule="不计平和、老少副、喜相逢、无字",
         example={"concealed": "123789m123789p5s", "win_tile": "5s"},
         tiles=_all_tiles),
    _row(30, "pure_shifted_chows", "一色三步高", "Pure Shifted Chows", 16, REPORTED,
         (),
         meaning_en="three chows of one suit, each one (or each two) higher",
         meaning_zh="同一花色三副依次递增一（或都递增二）的顺子",
         example={"concealed": "123234345m789p5z", "win_tile": "5z"},
         tiles=_combo_tiles("pure_shifted_chows", 3, True)),
    _row(31, "all_fives", "全带五", "All Fives", 16, _reading_fact("fives"),
         ("all_simples", "no_honors"),
         meaning_en="every set and the pair include a 5",
         meaning_zh="每副牌和将都带5",
         rule="不计断幺、无字",
         example={"concealed": "345m456p567s555m5p", "win_tile": "5p"},
         tiles=_all_tiles),
    _row(32, "triple_pung", "三同刻", "Triple Pung", 16, REPORTED,
         ("double_pung",),
         meaning_en="pungs of the same number in all three suits",
         meaning_zh="三门各一副点数相同的刻子",
         rule="不计双同刻",
         example={"concealed": "222m222p222s789m5z", "win_tile": "5z"},
         tiles=_combo_tiles("triple_pung", 3, False)),
    _row(33, "three_concealed_pungs", "三暗刻", "Three Concealed Pungs", 16, REPORTED,
         (),
         meaning_en="three pungs or kongs formed without claiming",
         meaning_zh="三副暗刻（或暗杠）",
         example={"concealed": "111m333p555s789m7z", "win_tile": "7z"},
         tiles=_concealed_pungs_tiles),
    # 12
    _row(34, "lesser_honors_and_knitted", "全不靠", "Lesser Honors and Knitted Tiles", 12, REPORTED,
         ("all_types", "fully_concealed_hand", "concealed_hand"),
         meaning_en="14 unrelated tiles: knitted 147/258/369 and single honors",
         meaning_zh="十四张互不相连：组合龙的147、258、369和单张字牌",
         rule="不计五门齐、不求人、门前清",
         example={"concealed": "147m25p369s12345z", "win_tile": "6z"},
         tiles=_all_tiles),
    _row(35, "knitted_straight", "组合龙", "Knitted Straight", 12, REPORTED,
         (),
         meaning_en="147 258 369 in three different suits",
         meaning_zh="三门分别是147、258、369，合成组合龙",
         example={"concealed": "147m258p369s234m5z", "win_tile": "5z"},
         tiles=lambda r: tuple(TILES[i] for i in sorted(r.body)) if r.body else _all_tiles(r)),
    _row(36, "upper_four", "大于五", "Upper Four", 12, _hand_fact("upper_four"),
         ("no_honors",),
         meaning_en="only 6 7 8 9",
         meaning_zh="只有六七八九",
         rule="不计无字",
         example={"concealed": "678m789p678s999m6p", "win_tile": "6p"},
         tiles=_all_tiles),
    _row(37, "lower_four", "小于五", "Lower Four", 12, _hand_fact("lower_four"),
         ("no_honors",),
         meaning_en="only 1 2 3 4",
         meaning_zh="只有一二三四",
         rule="不计无字",
         example={"concealed": "123m234p234s111m4p", "win_tile": "4p"},
         tiles=_all_tiles),
    _row(38, "big_three_winds", "三风刻", "Big Three Winds", 12, REPORTED,
         (),
         meaning_en="pungs of three winds",
         meaning_zh="三种风牌的刻子",
         rule="（组成三风刻的三副刻子不计幺九刻: in the 幺九刻 counter）",
         example={"concealed": "111z222z333z123m5p", "win_tile": "5p"},
         tiles=_pungs_tiles(WINDS)),
    # 8
    _row(39, "mixed_straight", "花龙", "Mixed Straight", 8, REPORTED,
         (),
         meaning_en="123 456 789 spread over the three suits",
         meaning_zh="三门合起来是123、456、789",
         example={"concealed": "123m456p789s111z5z", "win_tile": "5z"},
         tiles=_combo_tiles("mixed_straight", 3, True)),
    _row(40, "reversible_tiles", "推不倒", "Reversible Tiles", 8, _hand_fact("reversible_tiles"),
         ("one_voided_suit",),
         meaning_en="only tiles that look the same upside down: 1234589p 245689s 白",
         meaning_zh="只用上下颠倒一样的牌：1234589筒、245689条和白板",
         rule="不计缺一门",
         example={"concealed": "123p345p456s888s7z", "win_tile": "7z"},
         tiles=_all_tiles),
    _row(41, "mixed_triple_chow", "三色三同顺", "Mixed Triple Chow", 8, REPORTED,
         ("mixed_double_chow",),
         meaning_en="the same chow in all three suits",
         meaning_zh="三门各一副相同的顺子",
         rule="不计喜相逢",
         example={"concealed": "123m123p123s777z5z", "win_tile": "5z"},
         tiles=_combo_tiles("mixed_triple_chow", 3, True)),
    _row(42, "mixed_shifted_pungs", "三色三节高", "Mixed Shifted Pungs", 8, REPORTED,
         (),
         meaning_en="pungs of three consecutive numbers, one in each suit",
         meaning_zh="三门各一副刻子，点数依次递增一",
         example={"concealed": "111m222p333s789m5z", "win_tile": "5z"},
         tiles=_combo_tiles("mixed_shifted_pungs", 3, False)),
    _row(43, "chicken_hand", "无番和", "Chicken Hand", 8, REPORTED,
         (),
         meaning_en="a winning hand with no other fan",
         meaning_zh="和了但没有任何其他番",
         rule="和牌后，数不出任何其他番种（花牌除外）",
         example={"concealed": "567p34s11z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "pung", "tiles": "888s", "from": 1}],
                  "win_tile": "5s"},
         tiles=_all_tiles,
         tags=("fallback",)),
    _row(44, "last_tile_draw", "妙手回春", "Last Tile Draw", 8, _hand_fact("last_tile_draw"),
         ("self_drawn",),
         meaning_en="self-drawn win on the last tile of the wall",
         meaning_zh="摸牌墙最后一张自摸",
         rule="不计自摸",
         example={"concealed": "567p34s11z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "pung", "tiles": "888s", "from": 1}],
                  "win_tile": "5s",
                  "flags": {"self_drawn": True, "last_tile": True}},
         tiles=_win_tile),
    _row(45, "last_tile_claim", "海底捞月", "Last Tile Claim", 8, _hand_fact("last_tile_claim"),
         (),
         meaning_en="win on the very last discard",
         meaning_zh="和最后一张打出的牌",
         example={"concealed": "567p34s11z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "pung", "tiles": "888s", "from": 1}],
                  "win_tile": "5s",
                  "flags": {"last_tile": True}},
         tiles=_win_tile),
    _row(46, "out_with_replacement_tile", "杠上开花", "Out with Replacement Tile", 8,
         _hand_fact("out_with_replacement_tile"),
         ("self_drawn",),
         meaning_en="win on the tile drawn after a kong",
         meaning_zh="开杠后补的牌自摸",
         rule="不计自摸",
         example={"concealed": "567p34s11z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "kong", "tiles": "8888s", "from": 1}],
                  "win_tile": "5s",
                  "flags": {"self_drawn": True, "kong_related": True}},
         tiles=_kongs_and_win),
    _row(47, "robbing_the_kong", "抢杠和", "Robbing the Kong", 8, _hand_fact("robbing_the_kong"),
         ("last_tile",),
         meaning_en="win on the tile another player adds to a pung to make a kong",
         meaning_zh="和别人加杠的那张牌",
         rule="不计和绝张",
         example={"concealed": "567p34s11z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "pung", "tiles": "888s", "from": 1}],
                  "win_tile": "5s",
                  "flags": {"kong_related": True}},
         tiles=_win_tile),
    # 6
    _row(48, "all_pungs", "碰碰和", "All Pungs", 6, lambda r: int(len(r.pungs) == SETS_IN_HAND),
         (),
         meaning_en="four pungs or kongs and a pair",
         meaning_zh="四副刻子（或杠）加一对",
         example={"concealed": "2m",
                  "melds": [{"type": "pung", "tiles": "111m", "from": 1},
                            {"type": "pung", "tiles": "333p", "from": 1},
                            {"type": "pung", "tiles": "555s", "from": 1},
                            {"type": "pung", "tiles": "777z", "from": 1}],
                  "win_tile": "2m"},
         tiles=_all_tiles),
    _row(49, "half_flush", "混一色", "Half Flush", 6, _hand_fact("half_flush"),
         (),
         meaning_en="one suit plus honors",
         meaning_zh="一门花色加字牌",
         example={"concealed": "123456789m5z",
                  "melds": [{"type": "pung", "tiles": "111z", "from": 1}],
                  "win_tile": "5z"},
         tiles=_all_tiles),
    _row(50, "mixed_shifted_chows", "三色三步高", "Mixed Shifted Chows", 6, REPORTED,
         (),
         meaning_en="chows one higher each, one in each suit",
         meaning_zh="三门各一副顺子，依次递增一",
         example={"concealed": "123m234p345s789m5z", "win_tile": "5z"},
         tiles=_combo_tiles("mixed_shifted_chows", 3, True)),
    _row(51, "all_types", "五门齐", "All Types", 6, _hand_fact("all_types"),
         (),
         meaning_en="characters, dots, bamboo, winds and dragons all present",
         meaning_zh="万、筒、条、风、箭五种都有",
         example={"concealed": "123m456p789s111z5z", "win_tile": "5z"},
         tiles=_all_tiles),
    _row(52, "melded_hand", "全求人", "Melded Hand", 6, _hand_fact("melded_hand"),
         ("single_wait",),
         meaning_en="four claimed sets, winning on a discard for the pair",
         meaning_zh="四副都是吃碰来的，单钓别人打的将",
         rule="不计单钓将",
         example={"concealed": "5p",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "chow", "tiles": "456p", "from": 1},
                            {"type": "chow", "tiles": "789s", "from": 1},
                            {"type": "pung", "tiles": "111z", "from": 1}],
                  "win_tile": "5p"},
         tiles=_all_tiles),
    _row(53, "two_concealed_kongs", "双暗杠", "Two Concealed Kongs", 6, REPORTED,
         ("two_concealed_pungs",),
         meaning_en="two concealed kongs",
         meaning_zh="两副暗杠",
         rule="（不计双暗刻: its counter never adds it）",
         example={"concealed": "123m456p5z",
                  "melds": [{"type": "concealed_kong", "tiles": "1111s"},
                            {"type": "concealed_kong", "tiles": "2222z"}],
                  "win_tile": "5z"},
         tiles=_kong_tiles),
    _row(54, "two_dragon_pungs", "双箭刻", "Two Dragon Pungs", 6, REPORTED,
         ("dragon_pung",),
         meaning_en="pungs of two dragons",
         meaning_zh="两副箭牌刻子",
         rule="不计箭刻（组成双箭刻的两副刻子不计幺九刻）",
         example={"concealed": "555z666z123m456p9s", "win_tile": "9s"},
         tiles=_pungs_tiles(DRAGONS)),
    # 4
    _row(55, "outside_hand", "全带幺", "Outside Hand", 4, _reading_fact("outside"),
         (),
         meaning_en="every set and the pair include a terminal or honor",
         meaning_zh="每副牌和将都带幺九或字牌",
         example={"concealed": "123m789p123s111z9m", "win_tile": "9m"},
         tiles=_all_tiles),
    _row(56, "fully_concealed_hand", "不求人", "Fully Concealed Hand", 4,
         _hand_fact("fully_concealed_hand"),
         ("self_drawn",),
         meaning_en="nothing claimed, and self-drawn",
         meaning_zh="没有吃碰明杠，自摸和",
         rule="不计自摸",
         example={"concealed": "123m456p789s234m5z", "win_tile": "5z", "flags": {"self_drawn": True}},
         tiles=_all_tiles),
    _row(57, "two_melded_kongs", "双明杠", "Two Melded Kongs", 4, REPORTED,
         (),
         meaning_en="two melded kongs",
         meaning_zh="两副明杠",
         example={"concealed": "123m456p5z",
                  "melds": [{"type": "kong", "tiles": "1111s", "from": 1},
                            {"type": "kong", "tiles": "2222z", "from": 1}],
                  "win_tile": "5z"},
         tiles=_kong_tiles),
    _row(58, "last_tile", "和绝张", "Last Tile", 4, _hand_fact("last_tile"),
         (),
         meaning_en="win on the last unseen copy of a tile",
         meaning_zh="和这种牌的最后一张（其余三张都已亮出）",
         example={"concealed": "567p34s11z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "pung", "tiles": "888s", "from": 1}],
                  "win_tile": "5s",
                  "flags": {"last_of_kind": True}},
         tiles=_win_tile),
    # 2
    _row(59, "dragon_pung", "箭刻", "Dragon Pung", 2, lambda r: sum(1 for i in r.pungs if i in DRAGONS),
         (),
         meaning_en="a pung of dragons",
         meaning_zh="一副中、发或白的刻子",
         rule="（这副刻子不计幺九刻: in the 幺九刻 counter）",
         example={"concealed": "567p34s11z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "pung", "tiles": "777z", "from": 1}],
                  "win_tile": "5s"},
         tiles=_pungs_tiles(DRAGONS)),
    _row(60, "prevalent_wind", "圈风刻", "Prevalent Wind", 2, lambda r: int(r.hand.round in r.pungs),
         (),
         meaning_en="a pung of the round's wind",
         meaning_zh="一副圈风的刻子",
         rule="（这副刻子不计幺九刻: in the 幺九刻 counter）",
         example={"concealed": "567p34s11z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "pung", "tiles": "222z", "from": 1}],
                  "win_tile": "5s",
                  "flags": {"round_wind": "S"}},
         tiles=_pungs_tiles(wind="round")),
    _row(61, "seat_wind", "门风刻", "Seat Wind", 2, lambda r: int(r.hand.seat in r.pungs),
         (),
         meaning_en="a pung of your seat's wind",
         meaning_zh="一副自己门风的刻子",
         rule="（这副刻子不计幺九刻: in the 幺九刻 counter）",
         example={"concealed": "567p34s11z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "pung", "tiles": "333z", "from": 1}],
                  "win_tile": "5s",
                  "flags": {"seat_wind": "W"}},
         tiles=_pungs_tiles(wind="seat")),
    _row(62, "concealed_hand", "门前清", "Concealed Hand", 2, _hand_fact("concealed_hand"),
         (),
         meaning_en="nothing claimed, winning on a discard",
         meaning_zh="没有吃碰明杠，和别人打的牌",
         example={"concealed": "123m456p789s234m5z", "win_tile": "5z"},
         tiles=_all_tiles),
    _row(63, "all_chows", "平和", "All Chows", 2, lambda r: int(r.chow_like == 4 and 0 <= r.pair < 27),
         ("no_honors",),
         meaning_en="four chows and a suited pair",
         meaning_zh="四副顺子，数牌做将",
         rule="不计无字",
         example={"concealed": "123m456p789s234m5p", "win_tile": "5p"},
         tiles=_all_tiles),
    _row(64, "tile_hog", "四归一", "Tile Hog", 2, _hand_fact("tile_hog"),
         (),
         meaning_en="all four copies of a tile used, not as a kong",
         meaning_zh="同一种牌四张都用上，但不是杠",
         example={"concealed": "123m345m456p789s3m", "win_tile": "3m"},
         tiles=_hog_tiles),
    _row(65, "double_pung", "双同刻", "Double Pung", 2, REPORTED,
         (),
         meaning_en="pungs of the same number in two suits",
         meaning_zh="两门各一副点数相同的刻子",
         example={"concealed": "222m222p123s456s5z", "win_tile": "5z"},
         tiles=_combo_tiles("double_pung", 2, False)),
    _row(66, "two_concealed_pungs", "双暗刻", "Two Concealed Pungs", 2, REPORTED,
         (),
         meaning_en="two pungs or kongs formed without claiming",
         meaning_zh="两副暗刻（或暗杠）",
         example={"concealed": "222m444p5z",
                  "melds": [{"type": "chow", "tiles": "123s", "from": 1},
                            {"type": "chow", "tiles": "456s", "from": 1}],
                  "win_tile": "5z"},
         tiles=_concealed_pungs_tiles),
    _row(67, "concealed_kong", "暗杠", "Concealed Kong", 2, REPORTED,
         (),
         meaning_en="a kong of four tiles you drew yourself",
         meaning_zh="一副暗杠",
         example={"concealed": "123m456p789s5z",
                  "melds": [{"type": "concealed_kong", "tiles": "1111s"}],
                  "win_tile": "5z"},
         tiles=_kong_tiles),
    _row(68, "all_simples", "断幺", "All Simples", 2, _hand_fact("all_simples"),
         ("no_honors",),
         meaning_en="no terminals and no honors",
         meaning_zh="没有幺九，也没有字牌",
         rule="不计无字",
         example={"concealed": "678s22m55p",
                  "melds": [{"type": "chow", "tiles": "234m", "from": 1},
                            {"type": "chow", "tiles": "345s", "from": 1}],
                  "win_tile": "5p"},
         tiles=_all_tiles),
    # 1 (一般高 / 喜相逢 / 连六 / 老少副 are counted by the set analysis, once per unused chow: 套算一次)
    _row(69, "pure_double_chow", "一般高", "Pure Double Chow", 1, REPORTED,
         (),
         meaning_en="two identical chows of one suit",
         meaning_zh="同一花色两副相同的顺子",
         example={"concealed": "123123m456p789s5z", "win_tile": "5z"},
         tiles=_combo_tiles("pure_double_chow", 2, True)),
    _row(70, "mixed_double_chow", "喜相逢", "Mixed Double Chow", 1, REPORTED,
         (),
         meaning_en="the same chow in two suits",
         meaning_zh="两门各一副相同的顺子",
         example={"concealed": "123m123p789s111z5z", "win_tile": "5z"},
         tiles=_combo_tiles("mixed_double_chow", 2, True)),
    _row(71, "short_straight", "连六", "Short Straight", 1, REPORTED,
         (),
         meaning_en="two chows of one suit making six in a row",
         meaning_zh="同一花色两副顺子连成六张",
         example={"concealed": "123456m789p111z5z", "win_tile": "5z"},
         tiles=_combo_tiles("short_straight", 2, True)),
    _row(72, "two_terminal_chows", "老少副", "Two Terminal Chows", 1, REPORTED,
         (),
         meaning_en="123 and 789 of one suit",
         meaning_zh="同一花色的123和789",
         example={"concealed": "123789m456p111z5z", "win_tile": "5z"},
         tiles=_combo_tiles("two_terminal_chows", 2, True)),
    _row(73, "pung_of_terminals_or_honors", "幺九刻", "Pung of Terminals or Honors", 1, _terminal_pungs,
         (),
         meaning_en="a pung of 1s, 9s or a wind that scores nothing else",
         meaning_zh="一副幺九或风牌的刻子，没有算进别的番",
         rule="a pung used by 箭刻/圈风刻/门风刻/三风刻 is left out by its counter",
         example={"concealed": "111m456p789s234m5z", "win_tile": "5z"},
         tiles=_pungs_tiles()),
    _row(74, "melded_kong", "明杠", "Melded Kong", 1, REPORTED,
         (),
         meaning_en="a kong made with a claimed or added tile",
         meaning_zh="一副明杠（别人打的或加杠）",
         example={"concealed": "123m456p789s5z",
                  "melds": [{"type": "kong", "tiles": "1111s", "from": 1}],
                  "win_tile": "5z"},
         tiles=_kong_tiles),
    _row(75, "one_voided_suit", "缺一门", "One Voided Suit", 1, _hand_fact("one_voided_suit"),
         (),
         meaning_en="one of the three suits is missing",
         meaning_zh="缺少三门数牌中的一门",
         example={"concealed": "123m456m789p123p5z", "win_tile": "5z"},
         tiles=_all_tiles),
    _row(76, "no_honors", "无字", "No Honors", 1, _hand_fact("no_honors"),
         (),
         meaning_en="no winds or dragons",
         meaning_zh="没有字牌",
         example={"concealed": "111m456p789s234m9p", "win_tile": "9p"},
         tiles=_all_tiles),
    _row(77, "edge_wait", "边张", "Edge Wait", 1, REPORTED,
         (),
         meaning_en="the only wait is 3 of 12 or 7 of 89",
         meaning_zh="只听12的3或89的7（边张）",
         example={"concealed": "123m456p789s12m55z", "win_tile": "3m"},
         tiles=_wait_tiles),
    _row(78, "closed_wait", "嵌张", "Closed Wait", 1, REPORTED,
         (),
         meaning_en="the only wait is the middle of a chow",
         meaning_zh="只听顺子中间的一张（嵌张）",
         example={"concealed": "123m456p789s13m55z", "win_tile": "2m"},
         tiles=_wait_tiles),
    _row(79, "single_wait", "单钓将", "Single Wait", 1, REPORTED,
         (),
         meaning_en="the only wait is the pair's second tile",
         meaning_zh="只听将的另一张（单钓）",
         example={"concealed": "123m456p789s123m5z", "win_tile": "5z"},
         tiles=_wait_tiles),
    _row(80, "self_drawn", "自摸", "Self-Drawn", 1, _hand_fact("self_drawn"),
         (),
         meaning_en="you drew the winning tile",
         meaning_zh="和牌是自己摸到的",
         example={"concealed": "567p34s11z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "pung", "tiles": "888s", "from": 1}],
                  "win_tile": "5s",
                  "flags": {"self_drawn": True}},
         tiles=_win_tile),
    _row(81, "flower_tiles", "花牌", "Flower Tiles", 1, _hand_fact("flower_tiles"),
         (),
         meaning_en="one per flower tile; never counts toward the 8-fan minimum",
         meaning_zh="每张花牌1番，不计入8番起和",
         example={"concealed": "567p34s11z",
                  "melds": [{"type": "chow", "tiles": "123m", "from": 1},
                            {"type": "pung", "tiles": "888s", "from": 1}],
                  "win_tile": "5s",
                  "flags": {"flowers": 2}},
         tiles=_flower_tiles,
         tags=("bonus",)),
    _row(82, "concealed_kong_and_melded_kong", "明暗杠", "Concealed Kong and Melded Kong (non-official extension)", 5,
         REPORTED,
         (),
         meaning_en="one melded kong and one concealed kong",
         meaning_zh="一副明杠加一副暗杠",
         rule="the reference's non-official extension; one melded + one concealed kong scores 5 instead "
              "of 明杠 + 暗杠 (its kong-series table never produces those with it)",
         example={"concealed": "123m456p5z",
                  "melds": [{"type": "kong", "tiles": "1111s", "from": 1},
                            {"type": "concealed_kong", "tiles": "2222z"}],
                  "win_tile": "5z"},
         tiles=_kong_tiles),
)

