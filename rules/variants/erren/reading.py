"""二人麻将 (docs/rules/two-player-71.md §7 option A): the facts a 番 row is counted from.

A `Hand` holds what is the same for every reading of a win: its tiles, whether it is closed,
the situation flags, the 番牌 kinds of the seat. A `Reading` is one way to read it: a
decomposition (four sets and a pair, 七对子, 国士无双) and, for four sets and a pair, where the
winning tile sits (the pair, or one set formed in hand). Riichi-style scoring takes the reading
worth most, so the place of the winning tile decides 平和's wait and whether a pung completed
on a discard still counts as concealed.

Each counter below is `Reading -> int` (how many times a row occurs, 0 = absent); the rows
(rows.py) hold them, and exclusions (不计) are the rows' data, so counters may be loose (混一色
counts a hand without honours too: 清一色 then cancels it).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from ...melds import MeldKind
from ...scoring import WinContext
from ...shapes import (
    CHOW,
    SETS_IN_HAND,
    SEVEN_PAIRS,
    STANDARD,
    THIRTEEN_ORPHANS,
    Decomposition,
    HandSet,
    seven_pairs,
    standard_decompositions,
    thirteen_orphans,
)
from ...tiles import NUM_PLAY_KINDS, SUITS, WIND_LETTERS, Tile, counts_of, wind_tile

# §2 [decision]: the dealer sits East, the other South; the prevalent wind is East all match.
DEALER_WIND, OTHER_WIND, PREVALENT_WIND = "E", "S", "E"
DRAGONS = (31, 32, 33)                       # 中 发 白
WINDS = tuple(range(27, 27 + len(WIND_LETTERS)))
GREEN = frozenset((19, 20, 21, 23, 25, 32))  # 2 3 4 6 8 条 and 发: 绿一色
NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)     # 九莲宝灯: 1112345678999 of one suit, plus one
RANKS = 9
STRAIGHT = (1, 4, 7)                         # 一气通贯: the chows 123, 456, 789 of one suit


def seat_wind(dealer: bool) -> str:
    """The winner's seat wind by the rules (§2): East for the dealer, South for the other."""
    return DEALER_WIND if dealer else OTHER_WIND


@dataclass(frozen=True)
class Hand:
    """What every reading of one win shares."""

    ctx: WinContext
    tiles: tuple[Tile, ...]        # the complete hand: concealed, the winning tile, the melds
    kinds: tuple[int, ...]         # counts of `tiles` per play kind
    closed: bool                   # no chow, pung or melded kong (a concealed kong keeps it closed)
    self_drawn: bool               # drawn by the winner, or a robbed kong (scored as a self-draw)
    value_kinds: tuple[int, ...]   # 番牌 per kind: 1 for each dragon, +1 seat wind, +1 prevalent wind
    baoting: bool                  # 报听 declared (天听 is a 报听 too)
    tianting: bool                 # 报听 with the first discard
    ippatsu: bool                  # 一发: the room option is on and the win came within it
    indicators: tuple[Tile, ...]   # the revealed 花牌 indicator tiles
    kongs: int

    @staticmethod
    def of(ctx: WinContext, options: Mapping[str, Any]) -> "Hand":
        """The shared facts of `ctx` under the resolved rule `options`."""
        extra = ctx.extra or {}
        tiles = ctx.all_concealed + tuple(t for m in ctx.melds for t in m.tiles)
        values = [0] * NUM_PLAY_KINDS
        for i in DRAGONS:
            values[i] = 1
        values[wind_tile(seat_wind(ctx.dealer)).index] += 1
        values[wind_tile(PREVALENT_WIND).index] += 1
        tianting = bool(extra.get("tianting"))
        baoting = tianting or bool(extra.get("baoting"))
        return Hand(ctx=ctx, tiles=tiles, kinds=tuple(counts_of(tiles)),
                    closed=all(m.kind is MeldKind.CONCEALED_KONG for m in ctx.melds),
                    self_drawn=ctx.self_drawn or ctx.kong_related,
                    value_kinds=tuple(values), baoting=baoting, tianting=tianting,
                    ippatsu=bool(options.get("ippatsu")) and baoting and bool(extra.get("ippatsu")),
                    indicators=tuple(extra.get("indicators", ())),
                    kongs=sum(1 for m in ctx.melds if m.is_kong))


@dataclass(frozen=True)
class Reading:
    """One reading of the hand; `win_set` is the index in `shape.sets` of the set the winning
    tile completes, or None when it completes the pair (or the hand is 七对子 / 国士无双)."""

    hand: Hand
    shape: Decomposition
    win_set: Optional[int] = None

    @property
    def standard(self) -> bool:
        """A four-sets-and-a-pair reading."""
        return self.shape.kind == STANDARD

    @property
    def sets(self) -> tuple[HandSet, ...]:
        """The sets, declared melds first."""
        return self.shape.sets

    @property
    def pungs(self) -> tuple[HandSet, ...]:
        """The pungs and kongs."""
        return tuple(s for s in self.shape.sets if s.is_pung_like)

    @property
    def chows(self) -> tuple[HandSet, ...]:
        """The chows."""
        return tuple(s for s in self.shape.sets if s.kind == CHOW)

    @property
    def concealed_pungs(self) -> tuple[HandSet, ...]:
        """暗刻: pungs formed in hand and concealed kongs. A pung the winning tile completes on a
        discard is not concealed (it was claimed), unless the win was self-drawn."""
        return tuple(s for i, s in enumerate(self.shape.sets) if s.is_pung_like and s.concealed
                     and (self.hand.self_drawn or i != self.win_set))

    @property
    def groups(self) -> tuple[tuple[Tile, ...], ...]:
        """Each set's tiles and the pair's (standard readings)."""
        pair = self.shape.pair
        return tuple(s.tiles for s in self.shape.sets) + (((pair, pair),) if pair is not None else ())


def readings(ctx: WinContext, options: Mapping[str, Any]) -> list[Reading]:
    """Every reading of the win: each four-sets-and-a-pair split with each place the winning
    tile can take in it, then 七对子 and 国士无双 (rules.shapes). Empty: not a winning shape."""
    hand = Hand.of(ctx, options)
    win = ctx.win_tile
    out: list[Reading] = []
    for d in standard_decompositions(ctx.all_concealed, ctx.melds):
        if d.pair == win:
            out.append(Reading(hand, d, None))
        seen: set[tuple[str, Tile]] = set()
        for i, s in enumerate(d.sets):
            if not s.declared and win in s.tiles and (s.kind, s.first) not in seen:
                seen.add((s.kind, s.first))
                out.append(Reading(hand, d, i))
    for finder in (seven_pairs, thirteen_orphans):
        found = finder(ctx.all_concealed, ctx.melds)
        if found is not None:
            out.append(Reading(hand, found))
    return out


# ---------------------------------------------------------------- tile facts

def _terminal_or_honor(tiles: tuple[Tile, ...]) -> bool:
    return any(t.is_terminal_or_honor for t in tiles)


def _suits(r: Reading) -> set[str]:
    return {t.suit for t in r.hand.tiles if t.is_suited}


def _has_honor(r: Reading) -> bool:
    return any(t.is_honor for t in r.hand.tiles)


def _identical_chow_pairs(r: Reading) -> int:
    """Pairs of identical chows (一杯口 counts one, 二杯口 two)."""
    firsts = [s.first.index for s in r.chows]
    return sum(firsts.count(i) // 2 for i in set(firsts))


def _same_rank_in_three_suits(sets: tuple[HandSet, ...]) -> Optional[tuple[HandSet, ...]]:
    """Three sets of the same rank, one per suit (三色同刻 on pungs, 三色同顺 on chows)."""
    by_rank: dict[int, dict[str, HandSet]] = {}
    for s in sets:
        if s.first.is_suited:
            by_rank.setdefault(s.first.rank, {})[s.first.suit] = s
    for suits in by_rank.values():
        if len(suits) == len(SUITS):
            return tuple(suits.values())
    return None


def straight_sets(r: Reading) -> Optional[tuple[HandSet, ...]]:
    """一气通贯: 123, 456 and 789 of one suit."""
    for suit in SUITS:
        found = {s.first.rank: s for s in r.chows if s.first.suit == suit and s.first.rank in STRAIGHT}
        if len(found) == len(STRAIGHT):
            return tuple(found.values())
    return None


def three_colour_pungs(r: Reading) -> Optional[tuple[HandSet, ...]]:
    """三色同刻: pungs of one number in the three suits."""
    return _same_rank_in_three_suits(r.pungs)


def three_colour_chows(r: Reading) -> Optional[tuple[HandSet, ...]]:
    """三色同顺: the same chow in the three suits."""
    return _same_rank_in_three_suits(r.chows)


def value_pungs(r: Reading) -> tuple[HandSet, ...]:
    """The pungs and kongs of 番牌 kinds."""
    return tuple(s for s in r.pungs if r.hand.value_kinds[s.first.index])


def _two_sided(r: Reading) -> bool:
    """The winning tile completed a chow from two neighbours open at both ends (两面)."""
    if r.win_set is None:
        return False
    s = r.sets[r.win_set]
    if s.kind != CHOW:
        return False
    low, win = s.first.rank, r.hand.ctx.win_tile.rank
    return (win == low and low + 2 < RANKS) or (win == low + 2 and low > 1)


def dragon_pungs(r: Reading) -> tuple[HandSet, ...]:
    """The pungs and kongs of dragons."""
    return tuple(s for s in r.pungs if s.first.is_dragon)


def wind_pungs(r: Reading) -> tuple[HandSet, ...]:
    """The pungs and kongs of winds."""
    return tuple(s for s in r.pungs if s.first.is_wind)


# ---------------------------------------------------------------- counters (Reading -> int)

def bao_ting(r: Reading) -> int:
    """报听 declared (天听 is one too)."""
    return int(r.hand.baoting)


def tian_ting(r: Reading) -> int:
    """报听 declared with the first discard."""
    return int(r.hand.tianting)


def yi_fa(r: Reading) -> int:
    """一发: the room option on and a win within one go-around of 报听."""
    return int(r.hand.ippatsu)


def men_qian_zi_mo(r: Reading) -> int:
    """门前清自摸和: a closed hand drawing its winning tile (抢杠 counts as drawn)."""
    return int(r.hand.closed and r.hand.self_drawn)


def ping_he(r: Reading) -> int:
    """平和: no melds, four chows, a pair of no 番牌 kind, a two-sided wait."""
    pair = r.shape.pair
    return int(r.standard and not r.hand.ctx.melds and len(r.chows) == SETS_IN_HAND and pair is not None
               and not r.hand.value_kinds[pair.index] and _two_sided(r))


def yi_bei_kou(r: Reading) -> int:
    """一杯口: two identical chows."""
    return int(r.standard and _identical_chow_pairs(r) >= 1)


def er_bei_kou(r: Reading) -> int:
    """二杯口: two pairs of identical chows."""
    return int(r.standard and _identical_chow_pairs(r) == 2)


def yi_pai(r: Reading) -> int:
    """番牌: each pung of a dragon, the seat wind, the prevalent wind (the dealer's East twice)."""
    return sum(r.hand.value_kinds[s.first.index] for s in r.pungs)


def qiang_gang(r: Reading) -> int:
    """抢杠: won on the tile the opponent adds to his pung."""
    ctx = r.hand.ctx
    return int(ctx.kong_related and not ctx.self_drawn)


def ling_shang(r: Reading) -> int:
    """岭上开花: self-drawn on a kong's replacement tile."""
    ctx = r.hand.ctx
    return int(ctx.kong_related and ctx.self_drawn)


def hai_di(r: Reading) -> int:
    """海底捞月: self-drawn on the last live tile or the reserve draw."""
    ctx = r.hand.ctx
    return int(ctx.last_tile and ctx.self_drawn)


def he_di(r: Reading) -> int:
    """河底捞鱼: won on the discard after the last live tile."""
    ctx = r.hand.ctx
    return int(ctx.last_tile and not ctx.self_drawn and not ctx.kong_related)


def duan_yao(r: Reading) -> int:
    """断幺九: no terminal and no honour."""
    return int(not any(t.is_terminal_or_honor for t in r.hand.tiles))


def qi_dui(r: Reading) -> int:
    """七对子: the seven-pairs reading."""
    return int(r.shape.kind == SEVEN_PAIRS)


def dui_dui(r: Reading) -> int:
    """对对和: four pungs or kongs."""
    return int(r.standard and len(r.pungs) == SETS_IN_HAND)


def san_an_ke(r: Reading) -> int:
    """三暗刻: three concealed pungs (four are 四暗刻, which cancels this)."""
    return int(r.standard and len(r.concealed_pungs) >= 3)


def san_se_tong_ke(r: Reading) -> int:
    """三色同刻."""
    return int(r.standard and three_colour_pungs(r) is not None)


def san_se_tong_shun(r: Reading) -> int:
    """三色同顺."""
    return int(r.standard and three_colour_chows(r) is not None)


def yi_qi_tong_guan(r: Reading) -> int:
    """一气通贯: 123, 456, 789 of one suit."""
    return int(r.standard and straight_sets(r) is not None)


def hun_quan(r: Reading) -> int:
    """混全带幺九: every set and the pair hold a terminal or honour (混老头, 纯全带 cancel it)."""
    return int(r.standard and all(_terminal_or_honor(g) for g in r.groups))


def chun_quan(r: Reading) -> int:
    """纯全带幺九: every set and the pair hold a terminal, no honour anywhere."""
    return int(r.standard and not _has_honor(r) and all(any(t.is_terminal for t in g) for g in r.groups))


def san_gang_zi(r: Reading) -> int:
    """三杠子: three kongs (four are 四杠子, which cancels this)."""
    return int(r.hand.kongs >= 3)


def xiao_san_yuan(r: Reading) -> int:
    """小三元: two dragon pungs and a dragon pair."""
    pair = r.shape.pair
    return int(r.standard and len(dragon_pungs(r)) == 2 and pair is not None and pair.is_dragon)


def hun_lao_tou(r: Reading) -> int:
    """混老头: only terminals and honours."""
    return int(r.shape.kind != THIRTEEN_ORPHANS and all(t.is_terminal_or_honor for t in r.hand.tiles))


def hun_yi_se(r: Reading) -> int:
    """混一色: one suit, honours allowed (清一色 cancels it when there are none)."""
    return int(len(_suits(r)) == 1)


def qing_yi_se(r: Reading) -> int:
    """清一色: one suit, no honours."""
    return int(len(_suits(r)) == 1 and not _has_honor(r))


# 满贯

def _untouched_first_draw(r: Reading) -> bool:
    ctx = r.hand.ctx
    return ctx.first_turn and ctx.self_drawn and not ctx.melds and not ctx.kong_related


def tian_he(r: Reading) -> int:
    """天和: the dealer's first fourteen tiles."""
    return int(_untouched_first_draw(r) and r.hand.ctx.dealer)


def di_he(r: Reading) -> int:
    """地和: the non-dealer's first draw, before any claim."""
    return int(_untouched_first_draw(r) and not r.hand.ctx.dealer)


def guo_shi(r: Reading) -> int:
    """国士无双: the thirteen-orphans reading."""
    return int(r.shape.kind == THIRTEEN_ORPHANS)


def si_an_ke(r: Reading) -> int:
    """四暗刻: four concealed pungs."""
    return int(r.standard and len(r.concealed_pungs) == SETS_IN_HAND)


def da_san_yuan(r: Reading) -> int:
    """大三元: pungs of the three dragons."""
    return int(len(dragon_pungs(r)) == len(DRAGONS))


def xiao_si_xi(r: Reading) -> int:
    """小四喜: three wind pungs and a wind pair."""
    pair = r.shape.pair
    return int(r.standard and len(wind_pungs(r)) == len(WINDS) - 1 and pair is not None and pair.is_wind)


def da_si_xi(r: Reading) -> int:
    """大四喜: pungs of the four winds."""
    return int(len(wind_pungs(r)) == len(WINDS))


def zi_yi_se(r: Reading) -> int:
    """字一色: only honours."""
    return int(all(t.is_honor for t in r.hand.tiles))


def lv_yi_se(r: Reading) -> int:
    """绿一色: only 2 3 4 6 8 条 and 发."""
    return int(all(t.index in GREEN for t in r.hand.tiles))


def qing_lao_tou(r: Reading) -> int:
    """清老头: only 1s and 9s."""
    return int(all(t.is_terminal for t in r.hand.tiles))


def jiu_lian(r: Reading) -> int:
    """1112345678999 of one suit and one more tile of it, all in hand (no meld, no kong)."""
    if r.hand.ctx.melds or len(_suits(r)) != 1 or _has_honor(r):
        return 0
    base = r.hand.tiles[0].index - r.hand.tiles[0].rank + 1
    suit = r.hand.kinds[base:base + RANKS]
    return int(all(have >= need for have, need in zip(suit, NINE_GATES)))


def si_gang_zi(r: Reading) -> int:
    """四杠子: four kongs."""
    return int(r.hand.kongs == SETS_IN_HAND)


def indicator_tiles(r: Reading) -> tuple[Tile, ...]:
    """The tiles of the complete hand identical to a 花牌 indicator (each adds 1 番)."""
    return tuple(t for t in r.hand.tiles for ind in r.hand.indicators if t == ind)


def hua_pai(r: Reading) -> int:
    """花牌: the indicator tiles in the hand."""
    return len(indicator_tiles(r))
