"""国标 (MCR) hands as the reference calculator reads them: the reading-independent facts of a
hand (`Hand`), the set-combination analysis (不拆移 / 不得相同 / 套算一次), and every reading of a
hand (`Reading`: standard, 组合龙, 七对, 全不靠, 十三幺, 九莲宝灯) that the fan rows count.

The rows are in `rows.py`, the table evaluation and the best reading in `scoring.py`.
"""
from __future__ import annotations

from itertools import combinations
from typing import Optional

from ...errors import NotationError
from ...melds import MeldKind
from ...scoring import WinContext
from ...shapes import (
    CHOW,
    HONORS_KNITTED,
    KNITTED,
    KNITTED_PATTERNS,
    KNITTED_STRAIGHT,
    KONG,
    SETS_IN_HAND,
    SEVEN_PAIRS,
    STANDARD,
    TERMINALS_AND_HONORS,
    THIRTEEN_ORPHANS,
    Decomposition,
    HandSet,
    honors_and_knitted,
    knitted_straight_decompositions,
    seven_pairs,
    standard_waits,
    thirteen_orphans,
)
from ...tiles import COPIES, NUM_PLAY_KINDS, TILES, WIND_LETTERS, Tile, parse_tiles

NINE_GATES = "nine_gates"   # a reading of its own: the reference scores the shape, not its sets
MINIMUM = 8                 # 起和番: fans needed to win, flowers not included

# ---------------------------------------------------------------- tile facts

# The reference orders suits 万 条 饼 (m s p), we order m p s. Its order decides which of several
# equal-scoring decompositions is reported and which three of four sets a combination takes
# first, so those comparisons use its tile codes: suit << 4 | rank, honors 0x41 东 .. 0x47 白.
REF = tuple([0x11 + r for r in range(9)] + [0x31 + r for r in range(9)] + [0x21 + r for r in range(9)]
             + [0x41 + h for h in range(7)])

TERMINALS = frozenset((0, 8, 9, 17, 18, 26))
WINDS = frozenset(range(27, 31))
DRAGONS = frozenset(range(31, 34))
_GREEN = frozenset(Tile.parse(t).index for t in ("2s", "3s", "4s", "6s", "8s", "6z"))
_REVERSIBLE = frozenset(t.index for t in parse_tiles("1234589p245689s7z"))

_E, _S, _W, _N, _C, _F, _P = range(0x41, 0x48)  # reference codes of the honors

_HONOR_KINDS = frozenset(range(27, 34))
_OUTSIDE_KINDS = TERMINALS | _HONOR_KINDS   # 幺九牌: terminals and honors
_SUIT_KINDS = tuple(frozenset(range(9 * k, 9 * k + 9)) for k in range(3))


def _rank(code: int) -> int:
    return code & 0xF


def _suit(code: int) -> int:
    return code >> 4


def _numbered(code: int) -> bool:
    return not code & 0xC0


# ---------------------------------------------------------------- the hand (reading-independent)

class Hand:
    """Facts about the whole hand, computed once: tiles, the flags as the reference settles them,
    and every fan that depends only on the tiles or the flags, under that fan's key (read by the
    rows through `_hand_fact`)."""

    __slots__ = ("ctx", "melds", "win", "standing", "merged", "kinds", "standing_mask", "odd_kinds",
                 "fours", "seat", "round", "self_drawn", "has_honor", "has_wind", "has_dragon",
                 "all_tiles", "win_tiles", "_unique_wait",
                 # fans decided by the tiles alone
                 "all_green", "all_terminals", "all_honors", "all_terminals_and_honors", "full_flush",
                 "half_flush", "one_voided_suit", "no_honors", "all_types", "all_simples", "reversible_tiles",
                 "upper_tiles", "middle_tiles", "lower_tiles", "upper_four", "lower_four", "tile_hog",
                 # fans decided by how the hand was won
                 "last_tile", "last_tile_draw", "last_tile_claim", "out_with_replacement_tile",
                 "robbing_the_kong", "concealed_hand", "fully_concealed_hand", "melded_hand", "flower_tiles",
                 # the house rules of the room (house.py sets them from the options; off by default)
                 "split_kongs", "heavenly_hand", "earthly_hand", "human_hand", "tian_hu", "di_hu", "ren_hu")

    def __init__(self, ctx: WinContext):
        standing, merged = validate_context(ctx)
        self.ctx = ctx
        self.melds = melds = ctx.melds
        self.win = w = ctx.win_tile.index
        self.standing = standing
        self.merged = merged
        shown = merged[w] - standing[w]  # copies of the winning tile in the melds
        self.seat = WIND_INDEX[ctx.seat_wind]
        self.round = WIND_INDEX[ctx.round_wind]
        self.self_drawn = drawn = ctx.self_drawn
        self._unique_wait: Optional[bool] = None
        self.win_tiles = (ctx.win_tile,)

        exposed = kongs = 0
        for m in melds:
            if m.kind is not MeldKind.CONCEALED_KONG:
                exposed += 1
            if m.kind is MeldKind.KONG or m.kind is MeldKind.CONCEALED_KONG:
                kongs += 1

        kinds = [i for i, c in enumerate(merged) if c]
        self.kinds = kinds
        mask = odd = rank_bits = 0
        fours = []
        tiles: list[Tile] = []
        for i in kinds:
            n = standing[i]
            if n:
                mask |= 1 << i
                odd += n & 1
            if merged[i] == COPIES:
                fours.append(i)
            rank_bits |= 1 << (i % 9)
            tiles += [TILES[i]] * merged[i]
        self.standing_mask, self.odd_kinds, self.fours = mask, odd, fours
        self.all_tiles = tuple(tiles)

        # -- fans decided by the tiles alone (each line is the fan's definition)
        present = frozenset(kinds)
        voided = (present.isdisjoint(_SUIT_KINDS[0]) + present.isdisjoint(_SUIT_KINDS[1])
                  + present.isdisjoint(_SUIT_KINDS[2]))
        self.has_honor = honor = not present.isdisjoint(_HONOR_KINDS)
        self.has_wind = not present.isdisjoint(WINDS)
        self.has_dragon = not present.isdisjoint(DRAGONS)
        self.all_green = present <= _GREEN                       # 23468s and 发 only
        self.all_terminals = present <= TERMINALS               # 1s and 9s only
        self.all_honors = present <= _HONOR_KINDS
        self.all_terminals_and_honors = present <= _OUTSIDE_KINDS
        self.full_flush = voided == 2 and not honor              # one suit, no honors
        self.half_flush = voided == 2 and honor                  # one suit and honors
        self.one_voided_suit = voided == 1
        self.no_honors = not honor
        self.all_types = voided == 0 and self.has_wind and self.has_dragon
        self.all_simples = present.isdisjoint(_OUTSIDE_KINDS)
        self.reversible_tiles = present <= _REVERSIBLE
        # rank families need suited tiles only; rank_bits has bit r-1 for each rank r present
        suited = not honor
        self.upper_tiles = suited and not rank_bits & ~0b111000000     # 7 8 9
        self.middle_tiles = suited and not rank_bits & ~0b000111000    # 4 5 6
        self.lower_tiles = suited and not rank_bits & ~0b000000111     # 1 2 3
        self.upper_four = suited and not rank_bits & ~0b111100000      # 6 7 8 9
        self.lower_four = suited and not rank_bits & ~0b000001111      # 1 2 3 4
        self.tile_hog = len(fours) - kongs                       # four copies used, not as a kong

        # -- fans decided by how the hand was won
        # 和绝张: impossible when the hand itself holds another copy of the winning tile; certain
        # when a melded pung shows the other three (reference calculate_fan).
        self.last_tile = (ctx.last_of_kind and standing[w] == 1) or shown == 3
        # 杠上开花 needs a kong on the table; 抢杠和 is impossible when a copy of the robbed tile
        # is already in this hand or its melds (reference calculate_fan).
        kong = ctx.kong_related and (kongs > 0 if drawn else shown == 0 and standing[w] == 1)
        wall_last = ctx.last_tile
        self.last_tile_draw = drawn and wall_last
        self.last_tile_claim = not drawn and wall_last
        self.out_with_replacement_tile = drawn and kong
        self.robbing_the_kong = not drawn and kong
        self.fully_concealed_hand = exposed == 0 and drawn       # nothing claimed, self-drawn
        self.concealed_hand = exposed == 0 and not drawn         # nothing claimed, on a discard
        self.melded_hand = exposed == SETS_IN_HAND and not drawn            # four claimed sets, on a discard
        self.flower_tiles = ctx.flowers
        self.split_kongs = False     # 明暗杠 read as 明杠 + 暗杠 (option mixed_kongs)
        self.heavenly_hand = self.earthly_hand = self.human_hand = False   # option blessings
        self.tian_hu = self.di_hu = self.ren_hu = False

    @property
    def unique_wait(self) -> bool:
        """独听: the hand before the winning tile waits on one kind only, counting standard and
        seven-pairs waits; a kind counts even when all its copies are in sight (as the reference
        does). Same as len(waiting_tiles(concealed, melds)) == 1, without building tiles."""
        if self._unique_wait is None:
            counts = list(self.standing)
            counts[self.win] -= 1
            waits = set(standard_waits(counts, stop_after=2))
            if not self.melds:
                odd = [i for i in self.kinds if counts[i] & 1]
                if len(odd) == 1:
                    waits.add(odd[0])
            self._unique_wait = len(waits) == 1
        return self._unique_wait


# ---------------------------------------------------------------- set combinations (port)
#
# 不拆移 / 不得相同 / 套算一次 are applied the reference's way: look for a four-set fan, else a
# three-set fan (and let the fourth set combine once with those three), else pairwise fans with a
# cap on how many a set may take part in. Inputs are sorted reference codes (mid tile of a chow).

def four_chows_fan(t0: int, t1: int, t2: int, t3: int) -> Optional[str]:
    """The fan four chows form together (reference codes of their middle tiles), if any."""
    if t0 + 2 == t1 and t1 + 2 == t2 and t2 + 2 == t3:
        return "four_pure_shifted_chows"
    if t0 + 1 == t1 and t1 + 1 == t2 and t2 + 1 == t3:
        return "four_pure_shifted_chows"
    if t0 == t1 == t2 == t3:
        return "quadruple_chow"
    return None


def _shifted_1_any_order(r0: int, r1: int, r2: int) -> bool:
    a, b, c = sorted((r0, r1, r2))
    return a + 1 == b and b + 1 == c


# Codes are suit << 4 | rank, so `>> 4` is the suit and `& 0xF` the rank (inlined: hot path).

def three_chows_fan(t0: int, t1: int, t2: int) -> Optional[str]:
    """The fan three chows form together, if any."""
    s0, s1, s2 = t0 >> 4, t1 >> 4, t2 >> 4
    r0, r1, r2 = t0 & 0xF, t1 & 0xF, t2 & 0xF
    if s0 != s1 and s0 != s2 and s1 != s2:
        if _shifted_1_any_order(r0, r1, r2):
            return "mixed_shifted_chows"
        if r0 == r1 == r2:
            return "mixed_triple_chow"
        if sorted((r0, r1, r2)) == [2, 5, 8]:
            return "mixed_straight"
    else:
        if t0 + 3 == t1 and t1 + 3 == t2:
            return "pure_straight"
        if (t0 + 2 == t1 and t1 + 2 == t2) or (t0 + 1 == t1 and t1 + 1 == t2):
            return "pure_shifted_chows"
        if t0 == t1 == t2:
            return "pure_triple_chow"
    return None


def two_chows_fan(t0: int, t1: int) -> Optional[str]:
    """The fan two chows form together, if any."""
    if t0 >> 4 != t1 >> 4:
        return "mixed_double_chow" if t0 & 0xF == t1 & 0xF else None
    if t0 + 3 == t1 or t1 + 3 == t0:
        return "short_straight"
    if (t0 & 0xF) + (t1 & 0xF) == 10 and t0 & 0xF in (2, 8):
        return "two_terminal_chows"
    if t0 == t1:
        return "pure_double_chow"
    return None


_PAIR_CHOW_FANS = ("pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows")


def _extra_chow_fan(t0: int, t1: int, t2: int, extra: int) -> Optional[str]:
    """套算一次: the chow left over by a three-chow fan combines once, best kind first."""
    found = {two_chows_fan(t, extra) for t in (t0, t1, t2)}
    return next((k for k in _PAIR_CHOW_FANS if k in found), None)


def _cap_pair_chow_fans(fans: list[Optional[str]], cap: int, out: dict[str, int]) -> None:
    """套算一次 / 不得相同 for pairwise chow fans: at most `cap` of them count. When there are
    more, duplicates go first, trimming from 老少副 back towards 一般高, then singles likewise."""
    table = [0] * len(_PAIR_CHOW_FANS)
    cnt = 0
    for f in fans:
        if f is not None:
            table[_PAIR_CHOW_FANS.index(f)] += 1
            cnt += 1
    limit = 1
    while cnt > cap and limit >= 0:
        idx = 4
        while cnt > cap and idx > 0:
            idx -= 1
            while table[idx] > limit and cnt > cap:
                table[idx] -= 1
                cnt -= 1
        limit -= 1
    for k, n in zip(_PAIR_CHOW_FANS, table):
        if n:
            out[k] = n


def _four_chows(m: list[int], out: dict[str, int]) -> None:
    fan = four_chows_fan(*m)
    if fan:
        out[fan] = 1  # a four-chow fan takes all four chows (不拆移)
        return
    for a, b, c, extra in ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0)):
        fan = three_chows_fan(m[a], m[b], m[c])
        if fan:
            out[fan] = 1
            more = _extra_chow_fan(m[a], m[b], m[c], m[extra])
            if more:
                out[more] = 1
            return
    pairs = [two_chows_fan(m[a], m[b]) for a, b in combinations(range(SETS_IN_HAND), 2)]
    # four chows give at most 3 pairwise fans, one fewer for each chow related to no other
    cap = 3
    for i in range(SETS_IN_HAND):
        if all(pairs[k] is None for k, (a, b) in enumerate(combinations(range(SETS_IN_HAND), 2)) if i in (a, b)):
            cap -= 1
    if cap > 0:
        _cap_pair_chow_fans(pairs, cap, out)


def _three_chows(m: list[int], out: dict[str, int]) -> None:
    fan = three_chows_fan(*m)
    if fan:
        out[fan] = 1
        return
    _cap_pair_chow_fans([two_chows_fan(m[0], m[1]), two_chows_fan(m[0], m[2]),
                         two_chows_fan(m[1], m[2])], 2, out)


def four_pungs_fan(t0: int, t1: int, t2: int, t3: int) -> Optional[str]:
    """The fan four pungs form together (reference codes), if any."""
    if _numbered(t0) and t0 + 1 == t1 and t1 + 1 == t2 and t2 + 1 == t3:
        return "four_pure_shifted_pungs"
    if (t0, t1, t2, t3) == (_E, _S, _W, _N):
        return "big_four_winds"
    return None


def three_pungs_fan(t0: int, t1: int, t2: int) -> Optional[str]:
    """The fan three pungs form together, if any."""
    if _numbered(t0) and _numbered(t1) and _numbered(t2):
        s0, s1, s2 = _suit(t0), _suit(t1), _suit(t2)
        if s0 != s1 and s0 != s2 and s1 != s2:
            if _shifted_1_any_order(_rank(t0), _rank(t1), _rank(t2)):
                return "mixed_shifted_pungs"
            if _rank(t0) == _rank(t1) == _rank(t2):
                return "triple_pung"
        elif t0 + 1 == t1 and t1 + 1 == t2:
            return "pure_shifted_pungs"
        return None
    if (t0, t1, t2) in ((_E, _S, _W), (_E, _S, _N), (_E, _W, _N), (_S, _W, _N)):
        return "big_three_winds"
    if (t0, t1, t2) == (_C, _F, _P):
        return "big_three_dragons"
    return None


def two_pungs_fan(t0: int, t1: int) -> Optional[str]:
    """The fan two pungs form together, if any."""
    if _numbered(t0) and _numbered(t1):
        return "double_pung" if _rank(t0) == _rank(t1) else None
    if t0 in (_C, _F, _P) and t1 in (_C, _F, _P):
        return "two_dragon_pungs"
    return None


def _add(out: dict[str, int], fan: Optional[str]) -> None:
    if fan:
        out[fan] = out.get(fan, 0) + 1


def _four_pungs(p: list[int], out: dict[str, int]) -> None:
    fan = four_pungs_fan(*p)
    if fan:
        out[fan] = 1
        return
    for a, b, c, free in ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0)):
        fan = three_pungs_fan(p[a], p[b], p[c])
        if fan:
            out[fan] = 1
            # 套算一次: the fourth pung combines with one of the three, once
            for i in range(SETS_IN_HAND):
                if i != free:
                    more = two_pungs_fan(p[i], p[free])
                    if more:
                        _add(out, more)
                        break
            return
    for a, b in combinations(range(SETS_IN_HAND), 2):
        _add(out, two_pungs_fan(p[a], p[b]))


def _three_pungs(p: list[int], out: dict[str, int]) -> None:
    fan = three_pungs_fan(*p)
    if fan:
        out[fan] = 1
        return
    for a, b in combinations(range(3), 2):
        _add(out, two_pungs_fan(p[a], p[b]))


def _kong_series(concealed_pungs: int, melded_kongs: int, concealed_kongs: int, found: dict[str, int],
                 split: bool = False) -> None:
    """杠系列与暗刻系列各最多取一个番种: one fan from the kongs, one from the concealed pungs
    (a concealed kong is a concealed pung too); 双暗杠 does not add 双暗刻. As the reference's
    table, with 明暗杠 for one melded + one concealed kong; `split` (option mixed_kongs) reads
    that pair as the 81-fan list does, 明杠 + 暗杠 (the reference built without 明暗杠)."""
    kongs = melded_kongs + concealed_kongs
    hidden = concealed_pungs + concealed_kongs
    if kongs == 1:
        found["melded_kong" if melded_kongs else "concealed_kong"] = 1
    elif kongs == 2 and split and concealed_kongs == 1:
        found["melded_kong"] = found["concealed_kong"] = 1
    elif kongs == 2:
        found[("two_melded_kongs", "concealed_kong_and_melded_kong", "two_concealed_kongs")[concealed_kongs]] = 1
        if concealed_kongs == 2 and hidden == 2:
            hidden = 0  # 双暗杠不计双暗刻
    elif kongs == 3:
        found["three_kongs"] = 1
    elif kongs == SETS_IN_HAND:
        found["four_kongs"] = 1
    if hidden >= 2:
        found[("two_concealed_pungs", "three_concealed_pungs", "four_concealed_pungs")[hidden - 2]] = 1


# ---------------------------------------------------------------- one reading of the hand

class Reading:
    """One decomposition of the hand with everything the counters read.

    `found` holds what the reading's own analysis reports (the REPORTED rows): a special shape's
    fan, combination fans, the kong and concealed-pung series, the wait (边张 / 嵌张 / 单钓将),
    and 无番和 as a candidate (the table keeps it only when nothing else counts)."""

    __slots__ = ("hand", "kind", "decomposition", "sets", "chows", "pungs", "pair", "chow_like",
                 "found", "outside", "fives", "evens", "terminal_pungs_extra", "body")

    def __init__(self, hand: Hand, kind: str, decomposition: Optional[Decomposition] = None):
        self.hand = hand
        self.kind = kind
        self.decomposition = decomposition
        self.sets: tuple[HandSet, ...] = decomposition.sets if decomposition is not None else ()
        self.chows: list[int] = []       # first tile index of each chow
        self.pungs: list[int] = []       # tile index of each pung or kong
        self.pair = decomposition.pair.index if decomposition is not None and decomposition.pair else -1
        self.chow_like = 0               # chows + knitted sets (平和 reads a knitted set as a chow)
        self.found: dict[str, int] = {}
        self.outside = self.fives = self.evens = False
        self.terminal_pungs_extra = 0    # 九莲宝灯's implied 幺九刻
        self.body: frozenset = frozenset()


def standard_reading(hand: Hand, dec: Decomposition) -> Reading:
    """The reading of one four-sets-and-a-pair decomposition, with what its sets report."""
    r = Reading(hand, STANDARD, dec)
    w = hand.win
    chows, pungs = r.chows, r.pungs
    concealed_chows: list[int] = []
    concealed_pungs = melded_kongs = concealed_kongs = 0
    win_pung_in_hand = False
    # 全带幺 / 全带五 / 全双刻 look at each of the five groups (reference adjust_by_packs_traits)
    outside = fives = evens = 0
    for s in dec.sets:
        i = s.tiles[0].index
        if s.kind == CHOW:
            chows.append(i)
            if not s.declared:
                concealed_chows.append(i)
            rank = i % 9 + 2  # the middle tile
            if rank == 2 or rank == 8:
                outside += 1
            elif 4 <= rank <= 6:
                fives += 1
            continue
        pungs.append(i)
        if s.kind == KONG:
            if s.concealed:
                concealed_kongs += 1
            else:
                melded_kongs += 1
        elif s.concealed:
            concealed_pungs += 1
            win_pung_in_hand = win_pung_in_hand or i == w
        if i >= 27:
            outside += 1
        else:
            rank = i % 9 + 1
            if rank == 1 or rank == 9:
                outside += 1
            elif rank == 5:
                fives += 1
            elif not rank & 1:
                evens += 1
    p = r.pair
    if p >= 27:
        outside += 1
    else:
        rank = p % 9 + 1
        if rank == 1 or rank == 9:
            outside += 1
        elif rank == 5:
            fives += 1
        elif not rank & 1:
            evens += 1
    r.outside, r.fives, r.evens = outside == 5, fives == 5, evens == 5
    r.chow_like = len(chows)

    found = r.found
    found["chicken_hand"] = 1  # 无番和 stays only if nothing else counts (the table's fallback)
    # A pung completed by a discard is exposed, unless the winning tile can be read as part of a
    # concealed chow instead (reference calculate_regular_fan).
    if win_pung_in_hand and not hand.self_drawn and not any(i <= w <= i + 2 for i in concealed_chows):
        concealed_pungs -= 1
    if pungs:
        _kong_series(concealed_pungs, melded_kongs, concealed_kongs, found, hand.split_kongs)

    n = len(chows)
    if n == SETS_IN_HAND:
        if _three_suited_terminal_chows(chows, p):
            found["three_suited_terminal_chows"] = 1
        elif _pure_terminal_chows(chows, p):
            found["pure_terminal_chows"] = 1
        else:
            _four_chows(sorted([REF[i + 1] for i in chows]), found)
    elif n == 3:
        _three_chows(sorted([REF[i + 1] for i in chows]), found)
    elif n == 2:
        _add(found, two_chows_fan(REF[chows[0] + 1], REF[chows[1] + 1]))
        _add(found, two_pungs_fan(REF[pungs[0]], REF[pungs[1]]))
    elif n == 1:
        _three_pungs(sorted([REF[i] for i in pungs]), found)
    else:
        _four_pungs(sorted([REF[i] for i in pungs]), found)

    # 边张 / 嵌张 / 单钓将 need a unique wait; check the (costlier) wait only when a form applies
    form = _wait_form(concealed_chows, p, w)
    if form is not None and hand.unique_wait:
        found[form] = 1
    return r


def _wait_form(concealed_chows: list[int], pair: int, win: int) -> Optional[str]:
    """边张 / 嵌张 / 单钓将 for a hand that waits on one kind: where the winning tile sits among the
    chows formed in hand (by first tile) and the pair. Only one counts, in this order."""
    edge = closed = False
    for first in concealed_chows:
        if win == first + 1:
            closed = True
        elif win == first or win == first + 2:
            edge = True
    if edge:
        return "edge_wait"
    if closed:
        return "closed_wait"
    if pair == win:
        return "single_wait"
    return None


def _three_suited_terminal_chows(chows: list[int], pair: int) -> bool:
    """三色双龙会: 123 + 789 in each of two suits, a pair of 5 in the third."""
    if pair >= 27 or pair % 9 != 4:
        return False
    seen = set()
    for i in chows:
        if i // 9 == pair // 9 or i % 9 not in (0, 6):
            return False
        seen.add(i)
    return len(seen) == SETS_IN_HAND


def _pure_terminal_chows(chows: list[int], pair: int) -> bool:
    """一色双龙会: 123 123 789 789 of one suit, a pair of its 5."""
    if pair >= 27 or pair % 9 != 4:
        return False
    base = pair - 4
    return sorted(chows) == [base, base, base + 6, base + 6]


def _knitted_reading(hand: Hand, dec: Decomposition) -> Reading:
    """组合龙 + one set + a pair (reference calculate_knitted_straight_fan)."""
    r = Reading(hand, KNITTED_STRAIGHT, dec)
    concealed_pungs = melded_kongs = concealed_kongs = 0
    knitted = 0
    for s in dec.sets:
        i = s.tiles[0].index
        if s.kind == KNITTED:
            knitted += 1
        elif s.kind == CHOW:
            r.chows.append(i)
        else:
            r.pungs.append(i)
            if s.kind == KONG:
                if s.concealed:
                    concealed_kongs += 1
                else:
                    melded_kongs += 1
            elif s.concealed:
                concealed_pungs += 1
    r.chow_like = len(r.chows) + knitted
    if r.pungs:
        _kong_series(concealed_pungs, melded_kongs, concealed_kongs, r.found, hand.split_kongs)
    r.body = frozenset(t.index for s in dec.sets if s.kind == KNITTED for t in s.tiles)
    r.found["knitted_straight"] = 1
    w = hand.win
    if not hand.melds:
        # the tiles outside the body are read for 边张/嵌张/单钓将, as if the body were set aside
        rest = list(hand.standing)
        for i in r.body:
            rest[i] -= 1
        if rest[w] > 0:
            rest[w] -= 1
            if len(standard_waits(rest)) == 1:
                form = _wait_form(r.chows, r.pair, w)
                if form is not None:
                    r.found[form] = 1
    elif w not in r.body or hand.standing[w] == 3:
        r.found["single_wait"] = 1  # with a meld down, the winning tile either pairs or is in the body
    return r


def _nine_gates_reading(hand: Hand) -> Optional[Reading]:
    """九莲宝灯: 1112345678999 of one suit, concealed, plus any tile of that suit. The reference
    adds the fans the shape implies for the winning tile instead of scoring decompositions:
    1/9 清龙 (四归一 follows from the tiles), 2/8 双暗刻 + 连六 + 幺九刻, 5 双暗刻 + 幺九刻,
    3/4/6/7 连六 (九莲宝灯 itself cancels one 幺九刻)."""
    w = hand.win
    if hand.melds or w >= 27:
        return None
    base = (w // 9) * 9
    c = hand.standing[base:base + 9]
    rank = w % 9 + 1
    expected = [3, 1, 1, 1, 1, 1, 1, 1, 3]
    expected[rank - 1] += 1
    if c != expected:
        return None
    r = Reading(hand, NINE_GATES)
    r.found["nine_gates"] = 1
    if rank in (1, 9):
        r.found["pure_straight"] = 1
    if rank in (2, 5, 8):
        r.found["two_concealed_pungs"] = 1
        r.terminal_pungs_extra = 1
    if rank in (2, 3, 4, 6, 7, 8):
        r.found["short_straight"] = 1
    return r


def _is_seven_shifted_pairs(hand: Hand) -> bool:
    """连七对: seven consecutive pairs of the winning tile's suit."""
    w = hand.win
    if w >= 27:
        return False
    base = (w // 9) * 9
    c = hand.standing[base:base + 9]
    return any(c[k:k + 7] == [2] * 7 for k in range(3))


def special_reading(hand: Hand) -> Optional[Reading]:
    """The reference tries special shapes before standard ones, in this order, first match only.
    Each reading reports its shape fan; the count checks are quick filters, the shape functions
    decide."""
    concealed = hand.ctx.all_concealed
    mask = hand.standing_mask
    if not hand.melds:
        dec = seven_pairs(concealed) if hand.odd_kinds == 0 else None
        if dec is not None:
            r = Reading(hand, SEVEN_PAIRS, dec)
            r.found["seven_pairs"] = 1
            if _is_seven_shifted_pairs(hand):
                r.found["seven_shifted_pairs"] = 1
            return r
        dec = honors_and_knitted(concealed) if len(hand.kinds) == 14 else None
        if dec is not None:
            r = Reading(hand, HONORS_KNITTED, dec)
            honors = sum(1 for t in dec.singles if t.is_honor)
            r.found["lesser_honors_and_knitted"] = 1
            if honors == 7:
                r.found["greater_honors_and_knitted"] = 1
            if honors == 5:
                r.found["knitted_straight"] = 1  # all nine knitted tiles: 全不靠 with 组合龙
            return r
        dec = thirteen_orphans(concealed) if mask == _ORPHANS_MASK else None
        if dec is not None:
            r = Reading(hand, THIRTEEN_ORPHANS, dec)
            r.found["thirteen_orphans"] = 1
            return r
    if len(hand.melds) <= 1:
        for m in _KNITTED_MASKS:
            if mask & m == m:
                found = knitted_straight_decompositions(concealed, hand.melds)
                if len(found) == 1:
                    return _knitted_reading(hand, found[0])
                break
    return _nine_gates_reading(hand)


_ORPHANS_MASK = sum(1 << i for i in TERMINALS_AND_HONORS)
_KNITTED_MASKS = tuple(sum(1 << i for i in p) for p in KNITTED_PATTERNS)


def reference_order(dec: Decomposition) -> tuple:
    """The reference finds decompositions depth-first, sets in (tile, pung before chow) order
    over 万 条 饼 字; sorting by that key reproduces its order, which decides ties."""
    return tuple(sorted((REF[s.tiles[0].index], s.kind == CHOW) for s in dec.sets if not s.declared))


# ---------------------------------------------------------------- input

def validate_context(ctx: WinContext) -> tuple[list[int], list[int]]:
    """Raise NotationError naming the problem when the hand cannot exist. Returns the counts
    (concealed tiles with the winning tile; those plus the meld tiles) so the scorer does not
    count twice."""
    if len(ctx.melds) > SETS_IN_HAND:
        raise NotationError(f"a hand has at most {SETS_IN_HAND} melds, got {len(ctx.melds)}")
    need = 13 - 3 * len(ctx.melds)
    if len(ctx.concealed) != need:
        raise NotationError(f"with {len(ctx.melds)} meld(s) the hand needs {need} concealed tiles "
                            f"besides the winning tile, got {len(ctx.concealed)}")
    standing = [0] * NUM_PLAY_KINDS
    try:
        for t in ctx.concealed:
            standing[t.index] += 1
        standing[ctx.win_tile.index] += 1
        merged = standing[:]
        for m in ctx.melds:
            for t in m.tiles:
                merged[t.index] += 1
    except IndexError:
        bonus = [str(t) for t in (*ctx.all_concealed, *(t for m in ctx.melds for t in m.tiles)) if t.is_bonus]
        raise NotationError(f"{', '.join(bonus)}: flower/bonus tiles are never part of a hand; set them "
                            f"aside and count them in 'flowers'") from None
    if max(merged) > 4:
        over = [str(TILES[i]) for i in range(NUM_PLAY_KINDS) if merged[i] > 4]
        raise NotationError(f"more than 4 copies of {', '.join(over)} in the hand")
    if ctx.seat_wind not in WIND_NAMES or ctx.round_wind not in WIND_NAMES:
        bad = ctx.seat_wind if ctx.seat_wind not in WIND_NAMES else ctx.round_wind
        raise NotationError(f"seat_wind and round_wind must be one of E S W N, got {bad!r}")
    if not isinstance(ctx.flowers, int) or isinstance(ctx.flowers, bool) or not 0 <= ctx.flowers <= 8:
        raise NotationError(f"flowers must be a whole number 0..8, got {ctx.flowers!r}")
    return standing, merged


WIND_NAMES = frozenset(WIND_LETTERS)
WIND_INDEX = {letter: 27 + k for k, letter in enumerate(WIND_LETTERS)}
