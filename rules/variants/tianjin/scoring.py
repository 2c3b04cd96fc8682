"""天津麻将 hand value (docs/rules/tianjin.md §5-§8): the value rows as data, and the search
for the best reading of a winning hand with 混儿 (wildcards).

A win is worth V = B × ΠM. The base B is 提溜 1, 捉伍儿 3, 龙 4, or 捉伍儿 + 龙 = 7 (the only sum,
§6: "除了'捉伍儿'和'龙'相加，其余遇到都是相乘"); the multipliers M are 混儿吊, 本混, 素, 杠开 and
天和. A win needs V >= 2 (option `allow_plain_tiliu` lets a bare 提溜 of 1 win).

混儿 are the two kinds in `ctx.extra["hun"]` (the indicator's kind and its successor). When the
hand is read as four sets and a pair, each 混 may stand for any tile; a 混 never sits in a pung
or kong except a 金杠 (four identical 混 as a concealed kong). The best reading is found by
trying the features in falling value order (捉伍 / 龙 in one suit / 混儿吊) and checking whether
the tiles left still form the sets needed: `_fits` is an exact, memoised decomposition with
jokers. Where a feature needs a tile, a natural copy is used before a 混: swapping a natural
tile with a 混 standing for the same kind never breaks a reading, so nothing is lost.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

from ...errors import NotationError
from ...hand_json import HandForm, HandParts, bool_flag, choice_flag
from ...melds import Meld, MeldKind
from ...score_rows import ScoreRow, by_key
from ...scoring import ScoreItem, ScoreResult, WinContext
from ...tiles import COPIES, NUM_PLAY_KINDS, TILES, Tile, next_in_cycle

UNIT = "value"
MINIMUM = 2


HAND_ROWS: tuple[ScoreRow, ...] = (
    ScoreRow("tiliu", "提溜", "Plain Win", 1, group="add",
             meaning_en="Four sets and a pair with nothing else: the base of every win without 捉伍儿 or 龙.",
             meaning_zh="四组加一对，没有捉伍儿也没有龙：基本价值1",
             example={"concealed": "123m57p789s234s5z3p", "win_tile": "5z", "flags": {"self_drawn": True}, "hun": ["3p", "4p"]}),
    ScoreRow("zhuo_wu", "捉伍儿", "Catching the Five", 3, group="add",
             meaning_en="Self-drawn 5万 (or a 混 used as 5万) as the middle of 4-5-6万. Only 万 counts.",
             meaning_zh="自摸五万（或混儿当五万）夹在四五六万中间；只算万子",
             example={"concealed": "46m123p789s234s55z", "win_tile": "5m", "flags": {"self_drawn": True}, "hun": ["1z", "2z"]}),
    ScoreRow("long", "龙", "Dragon", 4, group="add",
             meaning_en="1-9 of one suit as 123, 456 and 789 (wildcards may fill gaps). Added to 捉伍儿: 3 + 4 makes 7.",
             meaning_zh="同一门一到九连成123、456、789（混儿可以补）；和捉伍儿相加（3+4=7）",
             example={"concealed": "123456789p234s5z", "win_tile": "5z", "flags": {"self_drawn": True}, "hun": ["1z", "2z"]}),
    ScoreRow("hun_diao", "混儿吊", "Wildcard Wait", 2, op="mul", group="mul",
             meaning_en="The drawn tile was free: a lone wildcard waited as half of the pair (单混儿吊), or two wildcards waited "
                        "to make a set with anything (双混儿吊). Both count the same.",
             meaning_zh="和的那张是白来的：一个混儿单钓将（单混儿吊），或两个混儿等任何一张成组（双混儿吊）",
             example={"concealed": "123m456p789s234s3p", "win_tile": "5z", "flags": {"self_drawn": True}, "hun": ["3p", "4p"]}),
    ScoreRow("ben_hun", "本混", "Dragon in the Wildcard Suit", 2, op="mul", group="mul",
             meaning_en="Only with 龙: the 龙 is in the suit of the 混儿 (本混龙).",
             meaning_zh="只配龙：龙的花色和混儿相同（本混龙）",
             example={"concealed": "1256789p34p234s5z", "win_tile": "5z", "flags": {"self_drawn": True}, "hun": ["3p", "4p"]}),
    ScoreRow("su", "素", "No Wildcards", 2, op="mul", group="mul",
             meaning_en="The hand holds no 混 at all (a 金杠 of 混 counts as holding them).",
             meaning_zh="手里一张混儿都没有（混儿金杠也算有混）",
             example={"concealed": "123m456p789s234s5z", "win_tile": "5z", "flags": {"self_drawn": True}, "hun": ["1z", "2z"]}),
    ScoreRow("gang_kai", "杠开", "Win on a Kong Replacement", 2, op="mul", group="mul",
             meaning_en="Self-drawn on the tile drawn after a kong.",
             meaning_zh="开杠后补的牌自摸",
             example={"concealed": "456p789s234s5z", "win_tile": "5z", "melds": [{"type": "kong", "tiles": "1111m", "from": 1}], "flags": {"self_drawn": True, "kong_related": True}, "hun": ["1z", "2z"]}),
    ScoreRow("la_long_wu", "拉龙五", "Dragon-or-Five Double", 2, op="mul", group="mul",
             meaning_en="Room rule: a win with Catching the Five or a dragon counts double.",
             meaning_zh="选项拉龙五：带捉伍儿或龙的和牌再×2",
             example={"concealed": "123456789p234s5z", "win_tile": "5z", "flags": {"self_drawn": True}, "hun": ["1z", "2z"]},
             example_options={"la_long_wu": True}),
    ScoreRow("kou_ting", "扣听", "Face-Down Ready", 4, op="mul", group="mul",
             meaning_en="Room rule: the winner declared ready with his hand laid face down; a player who did so "
                        "and then pays for another's win pays ×4 too.",
             meaning_zh="选项扣听：听牌时把牌扣下宣布扣听，和了×4；扣听的人输给别人也×4",
             example={"concealed": "123m456p789s234s5z", "win_tile": "5z", "flags": {"self_drawn": True, "kou_ting": True},
                      "hun": ["1z", "2z"]},
             example_options={"kou_ting": "x4"}),
    ScoreRow("tian_he", "天和", "Heavenly Win", 4, op="mul", group="mul",
             meaning_en="The dealer wins on his first 14 tiles.",
             meaning_zh="庄家起手十四张就和",
             example={"concealed": "123m456p789s234s5z", "win_tile": "5z", "flags": {"self_drawn": True, "first_turn": True, "dealer": True}, "hun": ["1z", "2z"]}),
)

# Option gold_kong_win (the PHP server's 金杠胡 / 银杠胡): holding all four of the 混 successor
# kind, or the three live copies of the flipped kind, wins on a self-draw whatever the shape.
GOLD_ROWS: tuple[ScoreRow, ...] = (
    ScoreRow("jin_gang_hu", "金杠胡", "Golden Kong Win", 8, group="add",
             meaning_en="Room rule: a self-drawn hand holding all four wildcards of the kind after the turned-up "
                        "tile (in the hand or as a 金杠) wins whatever its shape, worth 8 when that is more.",
             meaning_zh="房间规则「金杠胡/银杠胡」：手里有四张混儿（翻出那张的下一张，暗藏或金杠）自摸就和，不看牌型，算8",
             example={"concealed": "4444p19m19s13567z", "win_tile": "2z", "flags": {"self_drawn": True}, "hun": ["3p", "4p"]},
             example_options={"gold_kong_win": True}),
    ScoreRow("yin_gang_hu", "银杠胡", "Silver Kong Win", 6, group="add",
             meaning_en="Room rule: a self-drawn hand holding the other three tiles of the turned-up kind wins "
                        "whatever its shape, worth 6 when that is more.",
             meaning_zh="房间规则「金杠胡/银杠胡」：手里有翻出那种牌剩下的三张自摸就和，不看牌型，算6",
             example={"concealed": "333p19m19s123567z", "win_tile": "4z", "flags": {"self_drawn": True}, "hun": ["3p", "4p"]},
             example_options={"gold_kong_win": True}),
)

# Paid by the table beside the hand (kongs as they are made, 铲): no hand example.
KONG_ROWS: tuple[ScoreRow, ...] = (
    ScoreRow("ming_gang", "明杠", "Melded Kong", 1, group="kong", tags=frozenset({"table"}),
             meaning_en="A kong on a discard or a fourth tile added to one's pung: every other player pays 1.",
             meaning_zh="明杠（别人打的或加杠）：其他三家各付1"),
    ScoreRow("an_gang", "暗杠", "Concealed Kong", 2, group="kong", tags=frozenset({"table"}),
             meaning_en="Every other player pays 2.",
             meaning_zh="暗杠：其他三家各付2"),
    ScoreRow("jin_gang", "金杠", "Golden Kong", 4, group="kong", tags=frozenset({"table"}),
             meaning_en="Four identical wildcards declared as a concealed kong: every other player pays 4 (8 by a room rule).",
             meaning_zh="四张一样的混儿暗杠：其他三家各付4（选项可改8）"),
    ScoreRow("chan", "铲", "Shovel", 1, group="chan", tags=frozenset({"table"}),
             meaning_en="In the first go-around the three others all discard the dealer's first discard: the "
                        "dealer pays each of them one 明杠's worth.",
             meaning_zh="第一圈三家闲家都跟打庄家的第一张牌：庄家付每家一个明杠的分"),
)

ROWS = HAND_ROWS + GOLD_ROWS + KONG_ROWS
ROW = by_key(ROWS)


# --- 混儿 -------------------------------------------------------------------------------------------

def hun_pair(indicator: Tile) -> tuple[Tile, Tile]:
    """翻混: the flipped tile and its successor (suits 9→1, 东南西北, 中发白) are the 混儿."""
    return indicator, next_in_cycle(indicator)


_INDEX_OF_TEXT = {str(t): t.index for t in TILES}


def hun_kinds(extra: Mapping[str, Any]) -> frozenset[int]:
    """Indices of the 混 kinds in a context's or view's extra (Tiles, or text such as "3p" in
    a view); empty before 翻混."""
    return frozenset(_INDEX_OF_TEXT[t] if isinstance(t, str) else t.index for t in extra.get("hun", ()))


# --- exact decomposition with jokers ------------------------------------------------------------

_FITS: dict[tuple[int, bytes, int, int, int], bool] = {}
_FITS_LIMIT = 50_000


def _fit_from(c: list[int], i: int, jokers: int, sets: int, pair: int) -> bool:
    while i < 34 and c[i] == 0:
        i += 1
    if i == 34:
        return jokers == 3 * sets + 2 * pair   # leftover 混 form whole sets / the pair
    key = (i, bytes(c[i:]), jokers, sets, pair)
    hit = _FITS.get(key)
    if hit is not None:
        return hit
    ok = False
    suited = i < 27
    rank = i % 9
    if sets:
        # pung, chow (naturals first), then the same with 混 filling
        shapes: list[tuple[tuple[int, ...], int]] = [((i, i, i), 0)]
        if suited and rank <= 6:
            shapes.append(((i, i + 1, i + 2), 0))
        shapes.append(((i, i), 1))
        if suited and rank <= 7:
            shapes.append(((i, i + 1), 1))
        if suited and rank <= 6:
            shapes.append(((i, i + 2), 1))
        shapes.append(((i,), 2))
        for tiles, used in shapes:
            if used > jokers or any(c[t] < tiles.count(t) for t in tiles):
                continue
            for t in tiles:
                c[t] -= 1
            ok = _fit_from(c, i, jokers - used, sets - 1, pair)
            for t in tiles:
                c[t] += 1
            if ok:
                break
    if not ok and pair:
        for tiles, used in (((i, i), 0), ((i,), 1)):
            if used > jokers or c[i] < len(tiles):
                continue
            c[i] -= len(tiles)
            ok = _fit_from(c, i, jokers - used, sets, 0)
            c[i] += len(tiles)
            if ok:
                break
    if len(_FITS) > _FITS_LIMIT:
        _FITS.clear()
    _FITS[key] = ok
    return ok


def ready_after(tiles: Sequence[Tile], hun: frozenset[int], sets: int) -> bool:
    """Are these 13-equivalent concealed tiles ready (some tile would complete `sets` sets and
    a pair)? A 混 stands for any tile, so "some tile" is one more 混."""
    counts = [0] * 34
    jokers = 1
    for t in tiles:
        if t.index in hun:
            jokers += 1
        elif t.index < 34:
            counts[t.index] += 1
    return fits(counts, jokers, sets, 1)


def fits(counts: Sequence[int], jokers: int, sets: int, pair: int) -> bool:
    """Can these natural tiles and `jokers` 混 form exactly `sets` sets and `pair` pairs?"""
    if sets < 0 or jokers < 0 or sum(counts) + jokers != 3 * sets + 2 * pair:
        return False
    return _fit_from(list(counts), 0, jokers, sets, pair)


# --- the best reading ---------------------------------------------------------------------------

FIVE_M, FOUR_M, SIX_M = 4, 3, 5


@dataclass(frozen=True)
class Reading:
    """The features of the best reading of a winning hand (sets needed from the hand already
    fixed by the melds)."""

    zhuo_wu: bool
    long_suit: Optional[int]      # 0 万 / 1 饼 / 2 条
    diao: Optional[str]           # "single" (混 + the drawn tile as the pair) / "double" (两混 + it as a set)

    @property
    def base(self) -> int:
        return (3 if self.zhuo_wu else 0) + (4 if self.long_suit is not None else 0) or 1


def _dragon(suit: int) -> tuple[int, ...]:
    return tuple(range(9 * suit, 9 * suit + 9))


class _Pool:
    """Natural tiles and 混 left to place; `take` uses a natural copy before a 混."""

    def __init__(self, counts: Sequence[int], jokers: int) -> None:
        self.c = list(counts)
        self.j = jokers

    def take(self, kinds: Iterable[int]) -> bool:
        for k in kinds:
            if self.c[k]:
                self.c[k] -= 1
            elif self.j:
                self.j -= 1
            else:
                return False
        return True

    def jokers(self, n: int) -> bool:
        if self.j < n:
            return False
        self.j -= n
        return True

    def fits(self, sets: int, pair: int) -> bool:
        return fits(self.c, self.j, sets, pair)


def _feasible(naturals: Sequence[int], jokers: int, win: Optional[int], sets: int, r: Reading) -> bool:
    """Is there a reading of the hand with exactly these features? `win` is the drawn tile's
    kind, or None when the drawn tile is itself a 混."""
    long = r.long_suit
    if r.zhuo_wu and win not in (FIVE_M, None):
        return False
    if r.diao == "single":          # the drawn tile + one 混 are the pair
        p = _Pool(naturals, jokers)
        if not p.jokers(1) or (long is not None and not p.take(_dragon(long))):
            return False
        return p.fits(sets - (3 if long is not None else 0), 0)
    if r.diao == "double":          # the drawn tile + two 混 are a set
        if r.zhuo_wu:               # ... read as 4-5-6万 with the drawn tile as the 5
            p = _Pool(naturals, jokers)
            if not p.jokers(2):
                return False
            if long == 0:
                return p.take((0, 1, 2, 6, 7, 8)) and p.fits(sets - 3, 1)
            if long is not None:
                return p.take(_dragon(long)) and p.fits(sets - 4, 1)
            return p.fits(sets - 1, 1)
        if long is None:
            p = _Pool(naturals, jokers)
            return p.jokers(2) and p.fits(sets - 1, 1)
        # the free set stands apart from the 龙, or it is one of the 龙's three runs
        p = _Pool(naturals, jokers)
        if p.jokers(2) and p.take(_dragon(long)) and p.fits(sets - 4, 1):
            return True
        runs = range(3) if win is None else ((win - 9 * long) // 3,) if win // 9 == long and win < 27 else ()
        for run in runs:
            p = _Pool(naturals, jokers)
            others = [k for k in _dragon(long) if (k - 9 * long) // 3 != run]
            if p.jokers(2) and p.take(others) and p.fits(sets - 3, 1):
                return True
        return False
    if r.zhuo_wu:                   # 4万 and 6万 around the drawn 5万
        p = _Pool(naturals, jokers)
        if not p.take((FOUR_M, SIX_M)):
            return False
        if long == 0:
            return p.take((0, 1, 2, 6, 7, 8)) and p.fits(sets - 3, 1)
        if long is not None:
            return p.take(_dragon(long)) and p.fits(sets - 4, 1)
        return p.fits(sets - 1, 1)
    # no feature tied to the drawn tile: it is one more natural tile (or one more 混)
    counts = list(naturals)
    extra_jokers = jokers
    if win is None:
        extra_jokers += 1
    else:
        counts[win] += 1
    p = _Pool(counts, extra_jokers)
    if long is not None:
        return p.take(_dragon(long)) and p.fits(sets - 3, 1)
    return p.fits(sets, 1)


def _candidates(hun_suit: Optional[int]) -> list[tuple[int, Reading]]:
    out = []
    for zhuo in (True, False):
        for long in (0, 1, 2, None):
            for diao in ("double", "single", None):
                if zhuo and diao == "single":
                    continue          # the drawn 5万 cannot be both in 4-5-6万 and in the pair
                r = Reading(zhuo, long, diao)
                value = r.base * (2 if diao else 1) * (2 if long is not None and long == hun_suit else 1)
                out.append((value, r))
    out.sort(key=lambda vr: -vr[0])  # stable: ties keep the order above
    return out


_CANDIDATES = {s: _candidates(s) for s in (0, 1, 2, None)}


def best_reading(naturals: Sequence[int], jokers: int, win: Optional[int], sets: int,
                 hun_suit: Optional[int]) -> Optional[Reading]:
    """The most valuable reading of a complete hand, or None when it is not four sets and a pair.

    `naturals`: 34 counts of the concealed non-混 tiles without the drawn tile; `jokers`: 混 among
    them; `win`: the drawn tile's kind (None if it is a 混); `sets`: sets the hand must supply
    (4 - melds); `hun_suit`: the 混 suit (0-2) for 本混, None for honour 混."""
    plain = Reading(False, None, None)
    if not _feasible(naturals, jokers, win, sets, plain):
        return None
    wild = jokers + (win is None)
    # cheap necessary conditions first: a 龙 needs its nine ranks, 捉伍儿 its 4万 and 6万 (or 混)
    long_ok = {None} | {s for s in range(3) if sets >= 3 and sum(1 for k in _dragon(s) if naturals[k] or k == win)
                        + wild >= 9}
    zhuo_ok = win in (FIVE_M, None) and (naturals[FOUR_M] > 0) + (naturals[SIX_M] > 0) + wild - (win is None) >= 2
    for _value, r in _CANDIDATES[hun_suit]:
        if r == plain:
            return plain
        if r.long_suit not in long_ok or (r.zhuo_wu and not zhuo_ok) or (r.diao and wild - (win is None) < 1):
            continue
        if _feasible(naturals, jokers, win, sets, r):
            return r
    return plain


# --- scoring ------------------------------------------------------------------------------------

def _item(key: str, value: Optional[int] = None, tiles: Sequence[Tile] = ()) -> ScoreItem:
    row = ROW[key]
    return ScoreItem(row.key, row.name_zh, row.name_en, row.value if value is None else value, 1, row.op,
                     tuple(tiles))


def _not_a_win(reason: str) -> ScoreResult:
    return ScoreResult(win=False, total=0, unit=UNIT, items=(), meets_minimum=False, reason=reason)


def _of_kind(kind: int) -> Callable[[Tile], bool]:
    return lambda t: t.index == kind


def _hand_tiles_for(tiles: Sequence[Tile], hun: frozenset[int], kinds: Iterable[int],
                    jokers: int = 0) -> tuple[Tile, ...]:
    """Of these hand tiles, the ones that make these kinds (a natural copy first, a 混 standing
    in for a missing one, as the reading places them), and `jokers` more 混: what a feature lights."""
    pool = list(tiles)
    out: list[Tile] = []

    def take(match: Callable[[Tile], bool]) -> None:
        tile = next((t for t in pool if match(t)), None)
        if tile is not None:
            pool.remove(tile)
            out.append(tile)
    for k in kinds:
        if any(t.index == k and k not in hun for t in pool):
            take(_of_kind(k))
        else:
            take(lambda t: t.index in hun)
    for _ in range(jokers):
        take(lambda t: t.index in hun)
    return tuple(out)


def kong_kind(meld: Meld, hun: frozenset[int]) -> str:
    """"gold" (金杠: four 混), "concealed" (暗杠) or "melded" (明杠, on a discard or added)."""
    if meld.kind is MeldKind.CONCEALED_KONG:
        return "gold" if meld.tiles[0].index in hun else "concealed"
    return "melded"


def gangkai_multiplier(options: Mapping[str, Any], last_kong: Optional[str]) -> int:
    """杠开: ×2; with option gangkai=by_kong the local rule 明杠杠开 ×3, 暗杠 (or 金杠) 杠开 ×4."""
    if options.get("gangkai", "double") == "by_kong":
        return 3 if last_kong == "melded" else 4
    return 2


def score(ctx: WinContext, options: Mapping[str, Any]) -> ScoreResult:
    """The value of a self-drawn 天津 win (see the module docstring)."""
    hun = hun_kinds(ctx.extra)
    if not ctx.self_drawn:
        return _not_a_win("天津麻将只能自摸：不能和别人打出的牌，也不能抢杠 (self-draw only: no win "
                          "on a discard or by robbing a kong).")
    for meld in ctx.melds:
        if meld.kind is MeldKind.CHOW:
            return _not_a_win("天津麻将不能吃：a chow cannot be part of a 天津 hand.")
        if meld.tiles[0].index in hun and meld.kind is not MeldKind.CONCEALED_KONG:
            return _not_a_win("混儿不能碰、不能明杠：a 混 may only be declared as a 金杠 of four.")
    sets = 4 - len(ctx.melds)
    if len(ctx.concealed) + 1 != 3 * sets + 2:
        return _not_a_win(f"{len(ctx.concealed) + 1} concealed tiles with {len(ctx.melds)} melds: "
                          f"a complete hand needs {3 * sets + 2}.")
    naturals = [0] * 34
    jokers = 0
    for t in ctx.concealed:
        if t.index >= 34:
            return _not_a_win(f"{t} is not a 天津 tile (no flowers).")
        if t.index in hun:
            jokers += 1
        else:
            naturals[t.index] += 1
    win_kind = ctx.win_tile.index
    win = None if win_kind in hun else win_kind
    hun_suit = next(iter({k // 9 for k in hun if k < 27}), None)
    reading = best_reading(naturals, jokers, win, sets, hun_suit)
    every = ctx.all_concealed + tuple(t for m in ctx.melds for t in m.tiles)
    special = _gold_kong_win(ctx.extra, every, options)
    if reading is None and special is None:
        return _not_a_win("不成和：天津只认四组（刻或顺）加一对，混儿可代任何牌；没有七对、十三幺 "
                          "(four sets and a pair are needed; 混 may stand for any tile).")
    items: list[ScoreItem] = []
    if special is not None and (reading is None or ROW[special].value > _reading_value(reading, hun_suit)):
        base = ROW[special].value             # 金杠胡 / 银杠胡 stand instead of the reading
        items.append(_item(special, tiles=tuple(t for t in every if t.index in hun)))
    else:
        assert reading is not None
        base = reading.base
        items += _reading_items(ctx, reading, hun, hun_suit, every, options)
    holds_hun = jokers > 0 or win is None or (
        options.get("su_gold_kong", "not_su") == "not_su" and any(m.tiles[0].index in hun for m in ctx.melds))
    if not holds_hun:
        items.append(_item("su", tiles=every))
    if ctx.kong_related:
        kongs = tuple(t for m in ctx.melds if m.is_kong for t in m.tiles)
        items.append(_item("gang_kai", gangkai_multiplier(options, ctx.extra.get("last_kong")),
                           kongs + (ctx.win_tile,)))
    if ctx.first_turn and ctx.dealer and options.get("tianhe", True):
        items.append(_item("tian_he", tiles=every))
    multiplier = 1
    for item in items:
        if item.op == "mul":
            multiplier *= item.value
    total = base * multiplier
    enough = total >= MINIMUM or bool(options.get("allow_plain_tiliu", False))
    if ctx.extra.get("kou_ting") and options.get("kou_ting", "off") != "off":   # ×4 after the minimum
        items.append(_item("kou_ting", tiles=every))
        total *= ROW["kou_ting"].value
    reason = None if enough else (
        f"价值 {total}分：天津至少 {MINIMUM}分 才能和 (a plain 提溜 with 混 in hand is worth 1 point; a win needs "
        f"{MINIMUM}: wait with a 混 (混儿吊), hold no 混 (素), or make 捉伍儿, 龙 or 杠开).")
    return ScoreResult(win=True, total=total, unit=UNIT, items=tuple(items), meets_minimum=enough,
                       reason=reason, needed=MINIMUM)


def _reading_value(r: Reading, hun_suit: Optional[int]) -> int:
    """The reading's own value (base × 混儿吊 × 本混), as 金杠胡 / 银杠胡 are weighed against it."""
    return r.base * (2 if r.diao else 1) * (2 if r.long_suit is not None and r.long_suit == hun_suit else 1)


def _reading_items(ctx: WinContext, reading: Reading, hun: frozenset[int], hun_suit: Optional[int],
                   every: tuple[Tile, ...], options: Mapping[str, Any]) -> list[ScoreItem]:
    """捉伍儿, 龙 (or 提溜), 混儿吊, 本混 and 拉龙五 of a reading, with the tiles each lights."""
    items: list[ScoreItem] = []
    long_tiles = () if reading.long_suit is None else _hand_tiles_for(ctx.all_concealed, hun,
                                                                       _dragon(reading.long_suit))
    if reading.zhuo_wu:   # the drawn 5万 (or 混) between the 4万 and the 6万
        items.append(_item("zhuo_wu", tiles=(ctx.win_tile,) + _hand_tiles_for(ctx.concealed, hun, (FOUR_M, SIX_M))))
    if reading.long_suit is not None:
        items.append(_item("long", tiles=long_tiles))
    if not items:
        items.append(_item("tiliu", tiles=every))
    elif options.get("la_long_wu", False):    # 拉龙五: a 捉伍儿 or 龙 win counts double
        items.append(_item("la_long_wu", tiles=tuple(t for i in items for t in i.tiles)))
    if reading.diao:
        # the drawn tile and the 混 beside it: one for the pair, two for a set
        items.append(_item("hun_diao", tiles=(ctx.win_tile,) + _hand_tiles_for(
            ctx.concealed, hun, (), 1 if reading.diao == "single" else 2)))
    if reading.long_suit is not None and reading.long_suit == hun_suit:
        items.append(_item("ben_hun", tiles=long_tiles))
    return items


def _gold_kong_win(extra: Mapping[str, Any], every: Sequence[Tile], options: Mapping[str, Any]) -> Optional[str]:
    """Option gold_kong_win: "jin_gang_hu" when the hand holds all four of the 混 successor kind
    (concealed or as a 金杠), "yin_gang_hu" when it holds the three live copies of the flipped
    kind (the fourth lies face up), else None."""
    if not options.get("gold_kong_win", False):
        return None
    pair = tuple(extra.get("hun", ()))
    if len(pair) != 2:
        return None
    flipped, successor = (_INDEX_OF_TEXT[t] if isinstance(t, str) else t.index for t in pair)
    if sum(1 for t in every if t.index == successor) == COPIES:
        return "jin_gang_hu"
    if sum(1 for t in every if t.index == flipped) == COPIES - 1:
        return "yin_gang_hu"
    return None


def is_legal_win(result: ScoreResult) -> bool:
    """A 天津 win is self-drawn, complete and worth the minimum (see `score`)."""
    return result.win and result.meets_minimum


def could_win(counts: Sequence[int]) -> bool:
    """The engine's fast filter sees no 混 kinds, and a 混 may complete any shape, so only the
    tile count is checked here; `score` decides with the 混 known."""
    return sum(counts) % 3 == 2


# --- `main.py score` input ----------------------------------------------------------------------

def _read_hun(value: object) -> tuple[Tile, Tile]:
    """The two 混 kinds, flipped tile first (either order is accepted)."""
    if not isinstance(value, list) or len(value) != 2 or not all(isinstance(v, str) for v in value):
        raise NotationError("hun must list the two 混 kinds, e.g. [\"3p\", \"4p\"]")
    a, b = (Tile.parse(v) for v in value)
    for t in (a, b):
        if t.index >= NUM_PLAY_KINDS:
            raise NotationError(f"hun: {t} is not a 天津 tile")
    if next_in_cycle(a) == b:
        return a, b
    if next_in_cycle(b) == a:
        return b, a
    raise NotationError(f"hun {a}{b}: the 混 are a flipped tile and its successor (3p 4p, 9s 1s, 4z 1z, 7z 5z)")


def _foreign(tile: Tile) -> Optional[str]:
    return f"{tile} is not a 天津 tile (136 tiles, no flowers)" if tile.index >= NUM_PLAY_KINDS else None


def _hand_context(ctx: WinContext, parts: HandParts) -> WinContext:
    """The flipped indicator is out of play (3 copies left); the 混 and the kong before a 杠开
    (`kong_type`, else the last kong listed) into `extra`."""
    hun: tuple[Tile, Tile] = parts.fields["hun"]
    held = sum(1 for t in (*parts.concealed, parts.win, *(t for m in parts.melds for t in m.tiles)) if t == hun[0])
    if held > COPIES - 1:
        raise NotationError(f"{held} × {hun[0]}: only {COPIES - 1} can be in play (the flipped 混 indicator is one of them)")
    kong_type = parts.flags.get("kong_type")
    if kong_type is None:
        kongs = [m for m in parts.melds if m.is_kong]
        kong_type = kong_kind(kongs[-1], frozenset(t.index for t in hun)) if kongs else None
    return replace(ctx, extra={"hun": hun, "last_kong": kong_type, "kou_ting": bool(parts.flags.get("kou_ting"))})


# 天津's hand object: `hun` (required), self_drawn true unless said, the kind of kong a 杠开
# replacement came from (for option gangkai=by_kong) and kou_ting (扣听 declared) besides the common flags (of which it
# scores self_drawn, kong_related, first_turn and dealer).
HAND_FORM = HandForm(flags={"kong_type": choice_flag("melded", "concealed"), "kou_ting": bool_flag}, fields={"hun": _read_hun},
                     required={"hun": "tianjin needs 'hun': the two 混 kinds, e.g. [\"3p\", \"4p\"]"},
                     defaults={"self_drawn": True}, no_chow="天津 has no chow (吃)", foreign=_foreign,
                     finish=_hand_context)
