"""国标麻将 (Chinese Official, MCR): the 81 fans + 明暗杠 as data, and the scorer.

It scores exactly like the reference MCR calculator (summerinsects' mahjong-algorithm, the copy
shipped in PyMahjongGB 1.4.0) that scored tests/data/guobiao_fan_cases.jsonl.

How a hand is scored (`score_guobiao`):
  1. `_Hand` reads the tiles and flags once (validating them) and decides every fan that depends
     only on tiles or flags (清一色, 断幺, 自摸, ...);
  2. the hand is read in the shapes the reference reads it in: a special shape first (七对,
     全不靠/七星不靠, 十三幺, 组合龙, 九莲宝灯, first match), then every standard decomposition
     when there is none, or when it is a plain 七对 (its tiles may score more as a standard hand);
  3. each reading is evaluated against `FAN_TABLE`: the row counters, then the 不计 exclusions
     written on the rows, then 无番和 if nothing else is left;
  4. the best total wins (就高不就低), with the reference's tie-break.

A row's counter is one of three things: a hand fact (`_hand_fact`), a small predicate over the
reading's sets, or REPORTED by the reading's own analysis. The last is where the reference
applies a counting principle as an algorithm rather than a 不计 sentence (不拆移 / 不得相同 /
套算一次 for chow and pung combinations, one fan each for the kong and the concealed-pung series,
a pung completed by a discard being exposed, the waits); that code says which rule it implements.
"""
from __future__ import annotations

from itertools import combinations
from operator import attrgetter
from typing import Any, Mapping, Optional

from ...errors import NotationError
from ...hand_json import count_flag, own_flags, read_concealed_and_win, read_flags, read_melds
from ...melds import Meld, MeldKind
from ...scoring import Fan, FanTable, Scored, ScoreResult, WinContext, pick_best
from ...shapes import (CHOW, HONORS_KNITTED, KNITTED, KNITTED_PATTERNS, KNITTED_STRAIGHT, KONG, PUNG, SEVEN_PAIRS,
                      STANDARD, TERMINALS_AND_HONORS, THIRTEEN_ORPHANS, Decomposition, HandSet,
                      honors_and_knitted, knitted_straight_decompositions, seven_pairs, set_from_meld,
                      standard_splits, standard_waits, thirteen_orphans)
from ...tiles import NUM_PLAY_KINDS, TILES, WIND_LETTERS, Tile, parse_tiles

NINE_GATES = "nine_gates"   # a reading of its own: the reference scores the shape, not its sets
MINIMUM = 8                 # 起和番: fans needed to win, flowers not included

# ---------------------------------------------------------------- tile facts

# The reference orders suits 万 条 饼 (m s p), we order m p s. Its order decides which of several
# equal-scoring decompositions is reported and which three of four sets a combination takes
# first, so those comparisons use its tile codes: suit << 4 | rank, honors 0x41 东 .. 0x47 白.
_REF = tuple([0x11 + r for r in range(9)] + [0x31 + r for r in range(9)] + [0x21 + r for r in range(9)]
             + [0x41 + h for h in range(7)])

_TERMINALS = frozenset((0, 8, 9, 17, 18, 26))
_WINDS = frozenset(range(27, 31))
_DRAGONS = frozenset(range(31, 34))
_GREEN = frozenset(Tile.parse(t).index for t in ("2s", "3s", "4s", "6s", "8s", "6z"))
_REVERSIBLE = frozenset(t.index for t in parse_tiles("1234589p245689s7z"))

_E, _S, _W, _N, _C, _F, _P = range(0x41, 0x48)  # reference codes of the honors

_HONOR_KINDS = frozenset(range(27, 34))
_OUTSIDE_KINDS = _TERMINALS | _HONOR_KINDS   # 幺九牌: terminals and honors
_SUIT_KINDS = tuple(frozenset(range(9 * k, 9 * k + 9)) for k in range(3))


def _rank(code: int) -> int:
    return code & 0xF


def _suit(code: int) -> int:
    return code >> 4


def _numbered(code: int) -> bool:
    return not code & 0xC0


# ---------------------------------------------------------------- the hand (reading-independent)

class _Hand:
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
                 "robbing_the_kong", "concealed_hand", "fully_concealed_hand", "melded_hand", "flower_tiles")

    def __init__(self, ctx: WinContext):
        standing, merged = validate_context(ctx)
        self.ctx = ctx
        self.melds = melds = ctx.melds
        self.win = w = ctx.win_tile.index
        self.standing = standing
        self.merged = merged
        shown = merged[w] - standing[w]  # copies of the winning tile in the melds
        self.seat = _WIND_INDEX[ctx.seat_wind]
        self.round = _WIND_INDEX[ctx.round_wind]
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
            if merged[i] == 4:
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
        self.has_wind = not present.isdisjoint(_WINDS)
        self.has_dragon = not present.isdisjoint(_DRAGONS)
        self.all_green = present <= _GREEN                       # 23468s and 发 only
        self.all_terminals = present <= _TERMINALS               # 1s and 9s only
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
        self.melded_hand = exposed == 4 and not drawn            # four claimed sets, on a discard
        self.flower_tiles = ctx.flowers

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

def _four_chows_fan(t0: int, t1: int, t2: int, t3: int) -> Optional[str]:
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

def _three_chows_fan(t0: int, t1: int, t2: int) -> Optional[str]:
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


def _two_chows_fan(t0: int, t1: int) -> Optional[str]:
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
    found = {_two_chows_fan(t, extra) for t in (t0, t1, t2)}
    return next((k for k in _PAIR_CHOW_FANS if k in found), None)


def _cap_pair_chow_fans(fans: list[Optional[str]], cap: int, out: dict[str, int]) -> None:
    """套算一次 / 不得相同 for pairwise chow fans: at most `cap` of them count. When there are
    more, duplicates go first, trimming from 老少副 back towards 一般高, then singles likewise."""
    table = [0, 0, 0, 0]
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
    fan = _four_chows_fan(*m)
    if fan:
        out[fan] = 1  # a four-chow fan takes all four chows (不拆移)
        return
    for a, b, c, extra in ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0)):
        fan = _three_chows_fan(m[a], m[b], m[c])
        if fan:
            out[fan] = 1
            more = _extra_chow_fan(m[a], m[b], m[c], m[extra])
            if more:
                out[more] = 1
            return
    pairs = [_two_chows_fan(m[a], m[b]) for a, b in combinations(range(4), 2)]
    # four chows give at most 3 pairwise fans, one fewer for each chow related to no other
    cap = 3
    for i in range(4):
        if all(pairs[k] is None for k, (a, b) in enumerate(combinations(range(4), 2)) if i in (a, b)):
            cap -= 1
    if cap > 0:
        _cap_pair_chow_fans(pairs, cap, out)


def _three_chows(m: list[int], out: dict[str, int]) -> None:
    fan = _three_chows_fan(*m)
    if fan:
        out[fan] = 1
        return
    _cap_pair_chow_fans([_two_chows_fan(m[0], m[1]), _two_chows_fan(m[0], m[2]),
                         _two_chows_fan(m[1], m[2])], 2, out)


def _four_pungs_fan(t0: int, t1: int, t2: int, t3: int) -> Optional[str]:
    if _numbered(t0) and t0 + 1 == t1 and t1 + 1 == t2 and t2 + 1 == t3:
        return "four_pure_shifted_pungs"
    if (t0, t1, t2, t3) == (_E, _S, _W, _N):
        return "big_four_winds"
    return None


def _three_pungs_fan(t0: int, t1: int, t2: int) -> Optional[str]:
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


def _two_pungs_fan(t0: int, t1: int) -> Optional[str]:
    if _numbered(t0) and _numbered(t1):
        return "double_pung" if _rank(t0) == _rank(t1) else None
    if t0 in (_C, _F, _P) and t1 in (_C, _F, _P):
        return "two_dragon_pungs"
    return None


def _add(out: dict[str, int], fan: Optional[str]) -> None:
    if fan:
        out[fan] = out.get(fan, 0) + 1


def _four_pungs(p: list[int], out: dict[str, int]) -> None:
    fan = _four_pungs_fan(*p)
    if fan:
        out[fan] = 1
        return
    for a, b, c, free in ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0)):
        fan = _three_pungs_fan(p[a], p[b], p[c])
        if fan:
            out[fan] = 1
            # 套算一次: the fourth pung combines with one of the three, once
            for i in range(4):
                if i != free:
                    more = _two_pungs_fan(p[i], p[free])
                    if more:
                        _add(out, more)
                        break
            return
    for a, b in combinations(range(4), 2):
        _add(out, _two_pungs_fan(p[a], p[b]))


def _three_pungs(p: list[int], out: dict[str, int]) -> None:
    fan = _three_pungs_fan(*p)
    if fan:
        out[fan] = 1
        return
    for a, b in combinations(range(3), 2):
        _add(out, _two_pungs_fan(p[a], p[b]))


def _kong_series(concealed_pungs: int, melded_kongs: int, concealed_kongs: int, found: dict[str, int]) -> None:
    """杠系列与暗刻系列各最多取一个番种: one fan from the kongs, one from the concealed pungs
    (a concealed kong is a concealed pung too); 双暗杠 does not add 双暗刻. As the reference's
    table, with 明暗杠 for one melded + one concealed kong."""
    kongs = melded_kongs + concealed_kongs
    hidden = concealed_pungs + concealed_kongs
    if kongs == 1:
        found["melded_kong" if melded_kongs else "concealed_kong"] = 1
    elif kongs == 2:
        found[("two_melded_kongs", "concealed_kong_and_melded_kong", "two_concealed_kongs")[concealed_kongs]] = 1
        if concealed_kongs == 2 and hidden == 2:
            hidden = 0  # 双暗杠不计双暗刻
    elif kongs == 3:
        found["three_kongs"] = 1
    elif kongs == 4:
        found["four_kongs"] = 1
    if hidden >= 2:
        found[("two_concealed_pungs", "three_concealed_pungs", "four_concealed_pungs")[hidden - 2]] = 1


# ---------------------------------------------------------------- one reading of the hand

class _Reading:
    """One decomposition of the hand with everything the counters read.

    `found` holds what the reading's own analysis reports (the REPORTED rows): a special shape's
    fan, combination fans, the kong and concealed-pung series, the wait (边张 / 嵌张 / 单钓将),
    and 无番和 as a candidate (the table keeps it only when nothing else counts)."""

    __slots__ = ("hand", "kind", "decomposition", "sets", "chows", "pungs", "pair", "chow_like",
                 "found", "outside", "fives", "evens", "terminal_pungs_extra", "body")

    def __init__(self, hand: _Hand, kind: str, decomposition: Optional[Decomposition] = None):
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


def _standard_reading(hand: _Hand, dec: Decomposition) -> _Reading:
    r = _Reading(hand, STANDARD, dec)
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
        _kong_series(concealed_pungs, melded_kongs, concealed_kongs, found)

    n = len(chows)
    if n == 4:
        if _three_suited_terminal_chows(chows, p):
            found["three_suited_terminal_chows"] = 1
        elif _pure_terminal_chows(chows, p):
            found["pure_terminal_chows"] = 1
        else:
            _four_chows(sorted([_REF[i + 1] for i in chows]), found)
    elif n == 3:
        _three_chows(sorted([_REF[i + 1] for i in chows]), found)
    elif n == 2:
        _add(found, _two_chows_fan(_REF[chows[0] + 1], _REF[chows[1] + 1]))
        _add(found, _two_pungs_fan(_REF[pungs[0]], _REF[pungs[1]]))
    elif n == 1:
        _three_pungs(sorted([_REF[i] for i in pungs]), found)
    else:
        _four_pungs(sorted([_REF[i] for i in pungs]), found)

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
    return len(seen) == 4


def _pure_terminal_chows(chows: list[int], pair: int) -> bool:
    """一色双龙会: 123 123 789 789 of one suit, a pair of its 5."""
    if pair >= 27 or pair % 9 != 4:
        return False
    base = pair - 4
    return sorted(chows) == [base, base, base + 6, base + 6]


def _knitted_reading(hand: _Hand, dec: Decomposition) -> _Reading:
    """组合龙 + one set + a pair (reference calculate_knitted_straight_fan)."""
    r = _Reading(hand, KNITTED_STRAIGHT, dec)
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
        _kong_series(concealed_pungs, melded_kongs, concealed_kongs, r.found)
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


def _nine_gates_reading(hand: _Hand) -> Optional[_Reading]:
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
    r = _Reading(hand, NINE_GATES)
    r.found["nine_gates"] = 1
    if rank in (1, 9):
        r.found["pure_straight"] = 1
    if rank in (2, 5, 8):
        r.found["two_concealed_pungs"] = 1
        r.terminal_pungs_extra = 1
    if rank in (2, 3, 4, 6, 7, 8):
        r.found["short_straight"] = 1
    return r


def _is_seven_shifted_pairs(hand: _Hand) -> bool:
    """连七对: seven consecutive pairs of the winning tile's suit."""
    w = hand.win
    if w >= 27:
        return False
    base = (w // 9) * 9
    c = hand.standing[base:base + 9]
    return any(c[k:k + 7] == [2] * 7 for k in range(3))


def _special_reading(hand: _Hand) -> Optional[_Reading]:
    """The reference tries special shapes before standard ones, in this order, first match only.
    Each reading reports its shape fan; the count checks are quick filters, the shape functions
    decide."""
    concealed = hand.ctx.all_concealed
    mask = hand.standing_mask
    if not hand.melds:
        dec = seven_pairs(concealed) if hand.odd_kinds == 0 else None
        if dec is not None:
            r = _Reading(hand, SEVEN_PAIRS, dec)
            r.found["seven_pairs"] = 1
            if _is_seven_shifted_pairs(hand):
                r.found["seven_shifted_pairs"] = 1
            return r
        dec = honors_and_knitted(concealed) if len(hand.kinds) == 14 else None
        if dec is not None:
            r = _Reading(hand, HONORS_KNITTED, dec)
            honors = sum(1 for t in dec.singles if t.is_honor)
            r.found["lesser_honors_and_knitted"] = 1
            if honors == 7:
                r.found["greater_honors_and_knitted"] = 1
            if honors == 5:
                r.found["knitted_straight"] = 1  # all nine knitted tiles: 全不靠 with 组合龙
            return r
        dec = thirteen_orphans(concealed) if mask == _ORPHANS_MASK else None
        if dec is not None:
            r = _Reading(hand, THIRTEEN_ORPHANS, dec)
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


def _reference_order(dec: Decomposition) -> tuple:
    """The reference finds decompositions depth-first, sets in (tile, pung before chow) order
    over 万 条 饼 字; sorting by that key reproduces its order, which decides ties."""
    return tuple(sorted((_REF[s.tiles[0].index], s.kind == CHOW) for s in dec.sets if not s.declared))


# ---------------------------------------------------------------- counters and highlights

def _wind_pung_excluded(r: _Reading, i: int) -> bool:
    """圈风刻 / 门风刻 / 三风刻: 这副刻子不计幺九刻 (the pung is used by the wind fan)."""
    h = r.hand
    return i == h.round or i == h.seat or "big_three_winds" in r.found


def _counts_as_terminal_pung(r: _Reading, i: int) -> bool:
    """幺九刻: a pung of terminals or winds. Dragon pungs score 箭刻 instead, and a wind pung used by
    圈风刻 / 门风刻 / 三风刻 is not counted again (per-pung 不计)."""
    return i in _TERMINALS or (i in _WINDS and not _wind_pung_excluded(r, i))


def _terminal_pungs(r: _Reading) -> int:
    n = r.terminal_pungs_extra  # 九莲宝灯's implied one
    for i in r.pungs:
        if _counts_as_terminal_pung(r, i):
            n += 1
    return n


REPORTED = None  # counter of a row that the reading's own analysis reports in `found`


def _hand_fact(key: str):
    """Counter of a fan decided by the tiles or the flags: `_Hand` computes it once per hand."""
    return attrgetter(f"hand.{key}")


def _reading_fact(name: str):
    """Counter reading a fact the set analysis of this reading computed."""
    return attrgetter(name)


_all_tiles = attrgetter("hand.all_tiles")
_win_tile = attrgetter("hand.win_tiles")


def _flower_tiles(r: _Reading) -> tuple[Tile, ...]:
    """The flower tiles the table set aside (the engine names them in `extra`; a hand given by
    its count alone names none)."""
    return tuple(r.hand.ctx.extra.get("flower_tiles", ()))


def _kongs_and_win(r: _Reading) -> tuple[Tile, ...]:
    """杠上开花: the kong(s) the replacement was drawn for, and the winning tile."""
    return _kong_tiles(r) + r.hand.win_tiles


def _pungs_and_pair_tiles(kinds: frozenset):
    """小四喜 / 小三元: the pungs of these honours and the pair of the last one."""
    pungs = _pungs_tiles(kinds)

    def tiles(r: _Reading) -> tuple[Tile, ...]:
        pair = (TILES[r.pair],) * 2 if r.pair in kinds else ()
        return pungs(r) + pair
    return tiles


def _pungs_tiles(kinds=None, wind=None):
    """Highlight the pungs/kongs whose tile is in `kinds`, or is the hand's `wind` ("round" or
    "seat"); with neither, the pungs 幺九刻 counts."""
    def tiles(r: _Reading) -> tuple[Tile, ...]:
        wanted = kinds
        if wind is not None:
            wanted = (getattr(r.hand, wind),)
        out: tuple[Tile, ...] = ()
        for s in r.sets:
            if s.kind == PUNG or s.kind == KONG:
                i = s.tiles[0].index
                if (i in wanted) if wanted is not None else _counts_as_terminal_pung(r, i):
                    out += s.tiles
        return out
    return tiles


def _concealed_pungs_tiles(r: _Reading) -> tuple[Tile, ...]:
    out: tuple[Tile, ...] = ()
    for s in r.sets:
        if (s.kind == PUNG or s.kind == KONG) and s.concealed:
            out += s.tiles
    return out


def _kong_tiles(r: _Reading) -> tuple[Tile, ...]:
    out: tuple[Tile, ...] = ()
    for s in r.sets:
        if s.kind == KONG:
            out += s.tiles
    return out


def _combo_tiles(key: str, size: int, chows: bool):
    """The sets that form a combination fan: every group of `size` chows (or pungs) whose own
    combination is that fan."""
    finder = {(True, 2): _two_chows_fan, (True, 3): _three_chows_fan, (True, 4): _four_chows_fan,
              (False, 2): _two_pungs_fan, (False, 3): _three_pungs_fan, (False, 4): _four_pungs_fan}[(chows, size)]
    offset = 1 if chows else 0  # a chow is compared by its middle tile

    def tiles(r: _Reading) -> tuple[Tile, ...]:
        if chows:
            chosen = [s for s in r.sets if s.kind == CHOW]
        else:
            chosen = [s for s in r.sets if s.kind == PUNG or s.kind == KONG]
        if len(chosen) != size:
            coded = sorted([(_REF[s.tiles[0].index + offset], k) for k, s in enumerate(chosen)])
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


def _hog_tiles(r: _Reading) -> tuple[Tile, ...]:
    kong_tiles = {s.tiles[0].index for s in r.sets if s.kind == KONG}
    return tuple(TILES[i] for i in r.hand.fours if i not in kong_tiles for _ in range(4))


def _wait_tiles(r: _Reading) -> tuple[Tile, ...]:
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

_X = frozenset


def _row(fan_id, key, zh, en, value, counter, excludes=(), meaning="", example="", tiles=None, **kw) -> Fan:
    return Fan(key, zh, en, value, counter, _X(excludes), meaning, example, fan_id, tiles=tiles, **kw)


FANS: tuple[Fan, ...] = (
    # 88
    # 大四喜: 不计三风刻、碰碰和、圈风刻、门风刻、幺九刻
    _row(1, "big_four_winds", "大四喜", "Big Four Winds", 88, REPORTED,
         ("big_three_winds", "all_pungs", "prevalent_wind", "seat_wind", "pung_of_terminals_or_honors"),
         "pungs or kongs of all four winds", "111z222z333z444z5m +5m", _pungs_tiles(_WINDS)),
    # 大三元: 不计双箭刻、箭刻（组成大三元的三副刻子不计幺九刻）
    _row(2, "big_three_dragons", "大三元", "Big Three Dragons", 88, REPORTED,
         ("two_dragon_pungs", "dragon_pung"),
         "pungs or kongs of all three dragons", "555z666z777z123m5p +5p", _pungs_tiles(_DRAGONS)),
    # 绿一色: 不计混一色（如无「发」，可计清一色）; the reference also clears 缺一门
    _row(3, "all_green", "绿一色", "All Green", 88, _hand_fact("all_green"),
         ("half_flush", "one_voided_suit"),
         "only 2 3 4 6 8 bamboo and 发", "234s234s666s888s6z +6z", _all_tiles),
    # 九莲宝灯: 不计清一色、不求人、门前清、无字、幺九刻×1 (the 幺九刻 is left out of its reading)
    _row(4, "nine_gates", "九莲宝灯", "Nine Gates", 88, REPORTED,
         ("full_flush", "fully_concealed_hand", "concealed_hand", "no_honors"),
         "1112345678999 of one suit held concealed, winning on any tile of that suit",
         "1112345678999m +5m", _all_tiles),
    # 四杠: 不计碰碰和、单钓将
    _row(5, "four_kongs", "四杠", "Four Kongs", 88, REPORTED, ("all_pungs", "single_wait"),
         "four kongs", "5m [1111m] [2222p] [3333s] [4444z] +5m", _kong_tiles),
    # 连七对: 不计清一色、七对、不求人、门前清、无字、单钓将
    _row(6, "seven_shifted_pairs", "连七对", "Seven Shifted Pairs", 88, REPORTED,
         ("full_flush", "seven_pairs", "fully_concealed_hand", "concealed_hand", "no_honors", "single_wait"),
         "seven consecutive pairs of one suit", "1122334455667m +7m", _all_tiles),
    # 十三幺: 不计混幺九、五门齐、不求人、门前清、单钓将
    _row(7, "thirteen_orphans", "十三幺", "Thirteen Orphans", 88, REPORTED,
         ("all_terminals_and_honors", "all_types", "fully_concealed_hand", "concealed_hand", "single_wait"),
         "one of each terminal and honor, one of them twice", "19m19p19s1234567z +1z", _all_tiles),
    # 64
    # 清幺九: 不计混幺九、碰碰和、全带幺、双同刻、幺九刻、无字
    _row(8, "all_terminals", "清幺九", "All Terminals", 64, _hand_fact("all_terminals"),
         ("all_terminals_and_honors", "all_pungs", "outside_hand", "double_pung", "pung_of_terminals_or_honors",
          "no_honors"),
         "only terminals (1s and 9s)", "111m999m111p999p1s +1s", _all_tiles),
    # 小四喜: 不计三风刻、幺九刻
    _row(9, "little_four_winds", "小四喜", "Little Four Winds", 64,
         lambda r: int("big_three_winds" in r.found and r.pair in _WINDS),
         ("big_three_winds", "pung_of_terminals_or_honors"),
         "pungs of three winds, a pair of the fourth", "111z222z333z44z12m +3m",
         _pungs_and_pair_tiles(_WINDS)),
    # 小三元: 不计双箭刻、箭刻（组成小三元的两副刻子不计幺九刻）
    _row(10, "little_three_dragons", "小三元", "Little Three Dragons", 64,
         lambda r: int("two_dragon_pungs" in r.found and r.pair in _DRAGONS),
         ("two_dragon_pungs", "dragon_pung"),
         "pungs of two dragons, a pair of the third", "555z666z77z123m45p +6p",
         _pungs_and_pair_tiles(_DRAGONS)),
    # 字一色: 不计混幺九、碰碰和、全带幺、幺九刻; the reference also clears 缺一门
    _row(11, "all_honors", "字一色", "All Honors", 64, _hand_fact("all_honors"),
         ("all_terminals_and_honors", "all_pungs", "outside_hand", "pung_of_terminals_or_honors", "one_voided_suit"),
         "only honors", "111z222z333z555z7z +7z", _all_tiles),
    # 四暗刻: 不计碰碰和、不求人、门前清
    _row(12, "four_concealed_pungs", "四暗刻", "Four Concealed Pungs", 64, REPORTED,
         ("all_pungs", "fully_concealed_hand", "concealed_hand"),
         "four pungs or kongs formed without claiming", "111m333p555s777z9m *9m", _concealed_pungs_tiles),
    # 一色双龙会: 不计七对、清一色、平和、一般高、老少副、无字; the reference also clears 缺一门
    _row(13, "pure_terminal_chows", "一色双龙会", "Pure Terminal Chows", 64, REPORTED,
         ("seven_pairs", "full_flush", "all_chows", "pure_double_chow", "two_terminal_chows", "no_honors",
          "one_voided_suit"),
         "123 123 789 789 of one suit, pair of its 5", "1122337788995m +5m", _all_tiles),
    # 48
    # 一色四同顺: 不计一色三同顺、一色三节高、七对、四归一、一般高
    _row(14, "quadruple_chow", "一色四同顺", "Quadruple Chow", 48, REPORTED,
         ("pure_triple_chow", "pure_shifted_pungs", "seven_pairs", "tile_hog", "pure_double_chow"),
         "four identical chows of one suit", "222233334444m5z +5z", _combo_tiles("quadruple_chow", 4, True)),
    # 一色四节高: 不计一色三同顺、一色三节高、碰碰和
    _row(15, "four_pure_shifted_pungs", "一色四节高", "Four Pure Shifted Pungs", 48,
         REPORTED, ("pure_triple_chow", "pure_shifted_pungs", "all_pungs"),
         "pungs of four consecutive numbers in one suit", "111222333444m5z +5z",
         _combo_tiles("four_pure_shifted_pungs", 4, False)),
    # 32
    # 一色四步高: 不计一色三步高、连六、老少副
    _row(16, "four_pure_shifted_chows", "一色四步高", "Four Pure Shifted Chows", 32,
         REPORTED, ("pure_shifted_chows", "short_straight", "two_terminal_chows"),
         "four chows of one suit, each one or two higher", "123345567789m5z +5z",
         _combo_tiles("four_pure_shifted_chows", 4, True)),
    # 三杠: 杠系列不再计双明杠、明杠、双暗杠、暗杠（明暗杠）
    _row(17, "three_kongs", "三杠", "Three Kongs", 32, REPORTED,
         ("two_melded_kongs", "melded_kong", "two_concealed_kongs", "concealed_kong",
          "concealed_kong_and_melded_kong"),
         "three kongs", "123m5z [1111p] [2222s] [3333z] +5z", _kong_tiles),
    # 混幺九: 不计碰碰和、全带幺、幺九刻
    _row(18, "all_terminals_and_honors", "混幺九", "All Terminals and Honors", 32,
         _hand_fact("all_terminals_and_honors"),
         ("all_pungs", "outside_hand", "pung_of_terminals_or_honors"),
         "only terminals and honors", "111m999p111s222z7z +7z", _all_tiles),
    # 24
    # 七对: 不计不求人、门前清、单钓将
    _row(19, "seven_pairs", "七对", "Seven Pairs", 24, REPORTED,
         ("fully_concealed_hand", "concealed_hand", "single_wait"),
         "seven pairs", "1133m2255p4477s1z +1z", _all_tiles),
    # 七星不靠: 不计全不靠、五门齐、不求人、门前清
    _row(20, "greater_honors_and_knitted", "七星不靠", "Greater Honors and Knitted Tiles", 24, REPORTED,
         ("lesser_honors_and_knitted", "all_types", "fully_concealed_hand", "concealed_hand"),
         "all seven honors + seven tiles of a knitted 147/258/369", "14m25p36s1234567z +9s", _all_tiles),
    # 全双刻: 不计碰碰和、断幺、无字
    _row(21, "all_even_pungs", "全双刻", "All Even Pungs", 24, _reading_fact("evens"),
         ("all_pungs", "all_simples", "no_honors"),
         "pungs and pair of 2 4 6 8 only", "222m444p666s888m2p +2p", _all_tiles),
    # 清一色: 不计无字
    _row(22, "full_flush", "清一色", "Full Flush", 24,
         _hand_fact("full_flush"), ("no_honors",),
         "one suit only", "1234567892345m +5m", _all_tiles),
    # 一色三同顺: 不计一色三节高、一般高
    _row(23, "pure_triple_chow", "一色三同顺", "Pure Triple Chow", 24, REPORTED,
         ("pure_shifted_pungs", "pure_double_chow"),
         "three identical chows of one suit", "123123m789p5z [123m] +5z", _combo_tiles("pure_triple_chow", 3, True)),
    # 一色三节高: 不计一色三同顺. That is the same tiles read as chows (111222333 = 123×3), which
    # is another reading, never this one; listing it would make 一色三同顺 <-> 一色三节高 a cycle.
    _row(24, "pure_shifted_pungs", "一色三节高", "Pure Shifted Pungs", 24, REPORTED, (),
         "pungs of three consecutive numbers in one suit", "111222333p789m5z +5z",
         _combo_tiles("pure_shifted_pungs", 3, False)),
    # 全大: 不计大于五、无字
    _row(25, "upper_tiles", "全大", "Upper Tiles", 24, _hand_fact("upper_tiles"),
         ("upper_four", "no_honors"),
         "only 7 8 9", "789m789p789s777m8p +8p", _all_tiles),
    # 全中: 不计断幺、无字
    _row(26, "middle_tiles", "全中", "Middle Tiles", 24, _hand_fact("middle_tiles"),
         ("all_simples", "no_honors"),
         "only 4 5 6", "456m456p456s444m5p +5p", _all_tiles),
    # 全小: 不计小于五、无字
    _row(27, "lower_tiles", "全小", "Lower Tiles", 24, _hand_fact("lower_tiles"),
         ("lower_four", "no_honors"),
         "only 1 2 3", "123m123p123s111m2p +2p", _all_tiles),
    # 16
    # 清龙: 不计连六、老少副
    _row(28, "pure_straight", "清龙", "Pure Straight", 16, REPORTED,
         ("short_straight", "two_terminal_chows"),
         "123 456 789 of one suit", "123456789m11p55z +1p", _combo_tiles("pure_straight", 3, True)),
    # 三色双龙会: 不计平和、老少副、喜相逢、无字
    _row(29, "three_suited_terminal_chows", "三色双龙会", "Three-Suited Terminal Chows", 16, REPORTED,
         ("all_chows", "two_terminal_chows", "mixed_double_chow", "no_honors"),
         "123+789 in two suits, pair of 5 in the third", "123789m123789p5s +5s", _all_tiles),
    # 一色三步高
    _row(30, "pure_shifted_chows", "一色三步高", "Pure Shifted Chows", 16, REPORTED, (),
         "three chows of one suit, each one (or each two) higher", "123234345m789p5z +5z",
         _combo_tiles("pure_shifted_chows", 3, True)),
    # 全带五: 不计断幺、无字
    _row(31, "all_fives", "全带五", "All Fives", 16, _reading_fact("fives"), ("all_simples", "no_honors"),
         "every set and the pair include a 5", "345m456p567s555m5p +5p", _all_tiles),
    # 三同刻: 不计双同刻
    _row(32, "triple_pung", "三同刻", "Triple Pung", 16, REPORTED, ("double_pung",),
         "pungs of the same number in all three suits", "222m222p222s789m5z +5z",
         _combo_tiles("triple_pung", 3, False)),
    # 三暗刻
    _row(33, "three_concealed_pungs", "三暗刻", "Three Concealed Pungs", 16, REPORTED, (),
         "three pungs or kongs formed without claiming", "111m333p555s789m7z +7z",
         _concealed_pungs_tiles),
    # 12
    # 全不靠: 不计五门齐、不求人、门前清
    _row(34, "lesser_honors_and_knitted", "全不靠", "Lesser Honors and Knitted Tiles", 12, REPORTED,
         ("all_types", "fully_concealed_hand", "concealed_hand"),
         "14 unrelated tiles: knitted 147/258/369 and single honors", "147m25p369s12345z +6z", _all_tiles),
    # 组合龙
    _row(35, "knitted_straight", "组合龙", "Knitted Straight", 12, REPORTED, (),
         "147 258 369 in three different suits", "147m258p369s234m5z +5z",
         lambda r: tuple(TILES[i] for i in sorted(r.body)) if r.body else _all_tiles(r)),
    # 大于五: 不计无字
    _row(36, "upper_four", "大于五", "Upper Four", 12, _hand_fact("upper_four"),
         ("no_honors",),
         "only 6 7 8 9", "678m789p678s999m6p +6p", _all_tiles),
    # 小于五: 不计无字
    _row(37, "lower_four", "小于五", "Lower Four", 12, _hand_fact("lower_four"),
         ("no_honors",),
         "only 1 2 3 4", "123m234p234s111m4p +4p", _all_tiles),
    # 三风刻（组成三风刻的三副刻子不计幺九刻: in the 幺九刻 counter）
    _row(38, "big_three_winds", "三风刻", "Big Three Winds", 12, REPORTED, (),
         "pungs of three winds", "111z222z333z123m5p +5p", _pungs_tiles(_WINDS)),
    # 8
    # 花龙
    _row(39, "mixed_straight", "花龙", "Mixed Straight", 8, REPORTED, (),
         "123 456 789 spread over the three suits", "123m456p789s111z5z +5z",
         _combo_tiles("mixed_straight", 3, True)),
    # 推不倒: 不计缺一门
    _row(40, "reversible_tiles", "推不倒", "Reversible Tiles", 8, _hand_fact("reversible_tiles"),
         ("one_voided_suit",),
         "only tiles that look the same upside down: 1234589p 245689s 白", "123p345p456s888s7z +7z", _all_tiles),
    # 三色三同顺: 不计喜相逢
    _row(41, "mixed_triple_chow", "三色三同顺", "Mixed Triple Chow", 8, REPORTED,
         ("mixed_double_chow",),
         "the same chow in all three suits", "123m123p123s777z5z +5z", _combo_tiles("mixed_triple_chow", 3, True)),
    # 三色三节高
    _row(42, "mixed_shifted_pungs", "三色三节高", "Mixed Shifted Pungs", 8, REPORTED, (),
         "pungs of three consecutive numbers, one in each suit", "111m222p333s789m5z +5z",
         _combo_tiles("mixed_shifted_pungs", 3, False)),
    # 无番和: 和牌后，数不出任何其他番种（花牌除外）
    _row(43, "chicken_hand", "无番和", "Chicken Hand", 8, REPORTED, (),
         "a winning hand with no other fan", "567p34s11z [123m] [888s] +5s", _all_tiles, fallback=True),
    # 妙手回春: 不计自摸
    _row(44, "last_tile_draw", "妙手回春", "Last Tile Draw", 8,
         _hand_fact("last_tile_draw"), ("self_drawn",),
         "self-drawn win on the last tile of the wall", "567p34s11z [123m] [888s] *5s last_tile", _win_tile),
    # 海底捞月
    _row(45, "last_tile_claim", "海底捞月", "Last Tile Claim", 8,
         _hand_fact("last_tile_claim"), (),
         "win on the very last discard", "567p34s11z [123m] [888s] +5s last_tile", _win_tile),
    # 杠上开花: 不计自摸
    _row(46, "out_with_replacement_tile", "杠上开花", "Out with Replacement Tile", 8,
         _hand_fact("out_with_replacement_tile"), ("self_drawn",),
         "win on the tile drawn after a kong", "567p34s11z [123m] [8888s] *5s kong", _kongs_and_win),
    # 抢杠和: 不计和绝张
    _row(47, "robbing_the_kong", "抢杠和", "Robbing the Kong", 8,
         _hand_fact("robbing_the_kong"), ("last_tile",),
         "win on the tile another player adds to a pung to make a kong",
         "567p34s11z [123m] [888s] +5s kong", _win_tile),
    # 6
    # 碰碰和
    _row(48, "all_pungs", "碰碰和", "All Pungs", 6, lambda r: int(len(r.pungs) == 4), (),
         "four pungs or kongs and a pair", "2m [111m] [333p] [555s] [777z] +2m", _all_tiles),
    # 混一色
    _row(49, "half_flush", "混一色", "Half Flush", 6,
         _hand_fact("half_flush"), (),
         "one suit plus honors", "123456789m5z [111z] +5z", _all_tiles),
    # 三色三步高
    _row(50, "mixed_shifted_chows", "三色三步高", "Mixed Shifted Chows", 6, REPORTED, (),
         "chows one higher each, one in each suit", "123m234p345s789m5z +5z",
         _combo_tiles("mixed_shifted_chows", 3, True)),
    # 五门齐
    _row(51, "all_types", "五门齐", "All Types", 6,
         _hand_fact("all_types"), (),
         "characters, dots, bamboo, winds and dragons all present", "123m456p789s111z5z +5z", _all_tiles),
    # 全求人: 不计单钓将
    _row(52, "melded_hand", "全求人", "Melded Hand", 6,
         _hand_fact("melded_hand"), ("single_wait",),
         "four claimed sets, winning on a discard for the pair", "5p [123m] [456p] [789s] [111z] +5p", _all_tiles),
    # 双暗杠（不计双暗刻: its counter never adds it）
    _row(53, "two_concealed_kongs", "双暗杠", "Two Concealed Kongs", 6, REPORTED,
         ("two_concealed_pungs",),
         "two concealed kongs", "123m456p5z {1111s} {2222z} +5z", _kong_tiles),
    # 双箭刻: 不计箭刻（组成双箭刻的两副刻子不计幺九刻）
    _row(54, "two_dragon_pungs", "双箭刻", "Two Dragon Pungs", 6, REPORTED, ("dragon_pung",),
         "pungs of two dragons", "555z666z123m456p9s +9s", _pungs_tiles(_DRAGONS)),
    # 4
    # 全带幺
    _row(55, "outside_hand", "全带幺", "Outside Hand", 4, _reading_fact("outside"), (),
         "every set and the pair include a terminal or honor", "123m789p123s111z9m +9m", _all_tiles),
    # 不求人: 不计自摸
    _row(56, "fully_concealed_hand", "不求人", "Fully Concealed Hand", 4,
         _hand_fact("fully_concealed_hand"), ("self_drawn",),
         "nothing claimed, and self-drawn", "123m456p789s234m5z *5z", _all_tiles),
    # 双明杠
    _row(57, "two_melded_kongs", "双明杠", "Two Melded Kongs", 4, REPORTED, (),
         "two melded kongs", "123m456p5z [1111s] [2222z] +5z", _kong_tiles),
    # 和绝张
    _row(58, "last_tile", "和绝张", "Last Tile", 4, _hand_fact("last_tile"), (),
         "win on the last unseen copy of a tile", "567p34s11z [123m] [888s] +5s last_of_kind", _win_tile),
    # 2
    # 箭刻（这副刻子不计幺九刻: in the 幺九刻 counter）
    _row(59, "dragon_pung", "箭刻", "Dragon Pung", 2,
         lambda r: sum(1 for i in r.pungs if i in _DRAGONS), (),
         "a pung of dragons", "567p34s11z [123m] [777z] +5s", _pungs_tiles(_DRAGONS)),
    # 圈风刻（这副刻子不计幺九刻: in the 幺九刻 counter）
    _row(60, "prevalent_wind", "圈风刻", "Prevalent Wind", 2,
         lambda r: int(r.hand.round in r.pungs), (),
         "a pung of the round's wind", "567p34s11z [123m] [222z] +5s round=S",
         _pungs_tiles(wind="round")),
    # 门风刻（这副刻子不计幺九刻: in the 幺九刻 counter）
    _row(61, "seat_wind", "门风刻", "Seat Wind", 2,
         lambda r: int(r.hand.seat in r.pungs), (),
         "a pung of your seat's wind", "567p34s11z [123m] [333z] +5s seat=W",
         _pungs_tiles(wind="seat")),
    # 门前清
    _row(62, "concealed_hand", "门前清", "Concealed Hand", 2,
         _hand_fact("concealed_hand"), (),
         "nothing claimed, winning on a discard", "123m456p789s234m5z +5z", _all_tiles),
    # 平和: 不计无字
    _row(63, "all_chows", "平和", "All Chows", 2,
         lambda r: int(r.chow_like == 4 and 0 <= r.pair < 27), ("no_honors",),
         "four chows and a suited pair", "123m456p789s234m5p +5p", _all_tiles),
    # 四归一
    _row(64, "tile_hog", "四归一", "Tile Hog", 2, _hand_fact("tile_hog"), (),
         "all four copies of a tile used, not as a kong", "123m345m456p789s3m +3m", _hog_tiles),
    # 双同刻
    _row(65, "double_pung", "双同刻", "Double Pung", 2, REPORTED, (),
         "pungs of the same number in two suits", "222m222p123s456s5z +5z", _combo_tiles("double_pung", 2, False)),
    # 双暗刻
    _row(66, "two_concealed_pungs", "双暗刻", "Two Concealed Pungs", 2, REPORTED, (),
         "two pungs or kongs formed without claiming", "222m444p5z [123s] [456s] +5z", _concealed_pungs_tiles),
    # 暗杠
    _row(67, "concealed_kong", "暗杠", "Concealed Kong", 2, REPORTED, (),
         "a kong of four tiles you drew yourself", "123m456p789s5z {1111s} +5z", _kong_tiles),
    # 断幺: 不计无字
    _row(68, "all_simples", "断幺", "All Simples", 2, _hand_fact("all_simples"), ("no_honors",),
         "no terminals and no honors", "678s22m55p [234m] [345s] +5p", _all_tiles),
    # 1 (一般高 / 喜相逢 / 连六 / 老少副 are counted by the set analysis, once per unused chow: 套算一次)
    _row(69, "pure_double_chow", "一般高", "Pure Double Chow", 1, REPORTED, (),
         "two identical chows of one suit", "123123m456p789s5z +5z", _combo_tiles("pure_double_chow", 2, True)),
    _row(70, "mixed_double_chow", "喜相逢", "Mixed Double Chow", 1, REPORTED, (),
         "the same chow in two suits", "123m123p789s111z5z +5z", _combo_tiles("mixed_double_chow", 2, True)),
    _row(71, "short_straight", "连六", "Short Straight", 1, REPORTED, (),
         "two chows of one suit making six in a row", "123456m789p111z5z +5z",
         _combo_tiles("short_straight", 2, True)),
    _row(72, "two_terminal_chows", "老少副", "Two Terminal Chows", 1, REPORTED, (),
         "123 and 789 of one suit", "123789m456p111z5z +5z", _combo_tiles("two_terminal_chows", 2, True)),
    # 幺九刻: a pung used by 箭刻/圈风刻/门风刻/三风刻 is left out by its counter
    _row(73, "pung_of_terminals_or_honors", "幺九刻", "Pung of Terminals or Honors", 1, _terminal_pungs, (),
         "a pung of 1s, 9s or a wind that scores nothing else", "111m456p789s234m5z +5z",
         _pungs_tiles()),
    _row(74, "melded_kong", "明杠", "Melded Kong", 1, REPORTED, (),
         "a kong made with a claimed or added tile", "123m456p789s5z [1111s] +5z", _kong_tiles),
    _row(75, "one_voided_suit", "缺一门", "One Voided Suit", 1, _hand_fact("one_voided_suit"), (),
         "one of the three suits is missing", "123m456m789p123p5z +5z", _all_tiles),
    _row(76, "no_honors", "无字", "No Honors", 1, _hand_fact("no_honors"), (),
         "no winds or dragons", "111m456p789s234m9p +9p", _all_tiles),
    _row(77, "edge_wait", "边张", "Edge Wait", 1, REPORTED, (),
         "the only wait is 3 of 12 or 7 of 89", "123m456p789s12m55z +3m", _wait_tiles),
    _row(78, "closed_wait", "嵌张", "Closed Wait", 1, REPORTED, (),
         "the only wait is the middle of a chow", "123m456p789s13m55z +2m", _wait_tiles),
    _row(79, "single_wait", "单钓将", "Single Wait", 1, REPORTED, (),
         "the only wait is the pair's second tile", "123m456p789s123m5z +5z", _wait_tiles),
    _row(80, "self_drawn", "自摸", "Self-Drawn", 1, _hand_fact("self_drawn"), (),
         "you drew the winning tile", "567p34s11z [123m] [888s] *5s", _win_tile),
    _row(81, "flower_tiles", "花牌", "Flower Tiles", 1, _hand_fact("flower_tiles"), (),
         "one per flower tile; never counts toward the 8-fan minimum", "567p34s11z [123m] [888s] +5s flowers=2",
         _flower_tiles, bonus=True),
    # 明暗杠: the reference's non-official extension; one melded + one concealed kong scores 5
    # instead of 明杠 + 暗杠 (its kong-series table never produces those with it)
    _row(82, "concealed_kong_and_melded_kong", "明暗杠",
         "Concealed Kong and Melded Kong (non-official extension)", 5, REPORTED, (),
         "one melded kong and one concealed kong", "123m456p5z [1111s] {2222z} +5z", _kong_tiles),
)

FAN_TABLE = FanTable(FANS)
_I_PURE_TRIPLE = FANS.index(FAN_TABLE.by_key["pure_triple_chow"])
_I_TRIPLE_PUNG = FANS.index(FAN_TABLE.by_key["triple_pung"])
_I_SEVEN_PAIRS = FANS.index(FAN_TABLE.by_key["seven_pairs"])


# ---------------------------------------------------------------- scoring

def _best(hand: _Hand) -> Optional[Scored]:
    special = _special_reading(hand)
    scored_special = FAN_TABLE.evaluate(special) if special is not None else None
    plain_seven_pairs = scored_special is not None and scored_special.counts[_I_SEVEN_PAIRS] > 0
    if scored_special is not None and not plain_seven_pairs:
        return scored_special
    fixed = tuple(set_from_meld(m) for m in hand.melds)
    decs = [Decomposition(STANDARD, fixed + sets, TILES[pair]) for sets, pair in standard_splits(hand.standing)]
    if len(decs) > 1:
        decs.sort(key=_reference_order)
    candidates = [scored_special] if scored_special is not None else []
    candidates.extend(FAN_TABLE.evaluate(_standard_reading(hand, d)) for d in decs)

    # 就高不就低; on a tie the reference moves to a later decomposition when it has
    # 一色三同顺 or 三同刻, or when a 七对 reading is in play.
    def prefer(s: Scored) -> bool:
        return (s.counts[_I_PURE_TRIPLE] == 1 or plain_seven_pairs or s.counts[_I_TRIPLE_PUNG] > 0)

    return pick_best(candidates, prefer)


def score_guobiao(ctx: WinContext) -> ScoreResult:
    """Score a finished 国标 hand. Raises NotationError for impossible input (tile counts);
    a hand that does not win returns win=False with the reason."""
    best = _best(_Hand(ctx))
    if best is None:
        return ScoreResult(False, 0, "fan", reason=(
            "these 14 tiles do not form four sets and a pair, seven pairs, or a special hand "
            "(thirteen orphans, knitted tiles)"))
    base = best.total_without_bonus
    meets = base >= MINIMUM
    reason = None if meets else (
        f"{base} fan{'s' if base != 1 else ''}; 国标 needs {MINIMUM} without flowers")
    return ScoreResult(True, best.total, "fan", best.items(), meets, reason, needed=MINIMUM)


def best_scored(ctx: WinContext) -> Optional[Scored]:
    """The reading the score is taken from, after exclusions (None when the hand does not win).
    `FAN_TABLE.raw_counts(result.reading)` gives the counts before exclusions, which is what a
    "why is X not counted?" explanation needs; `result.reading.decomposition` is the split
    (None for 九莲宝灯, which the reference scores as a shape)."""
    return _best(_Hand(ctx))


# ---------------------------------------------------------------- input

def validate_context(ctx: WinContext) -> tuple[list[int], list[int]]:
    """Raise NotationError naming the problem when the hand cannot exist. Returns the counts
    (concealed tiles with the winning tile; those plus the meld tiles) so the scorer does not
    count twice."""
    if len(ctx.melds) > 4:
        raise NotationError(f"a hand has at most 4 melds, got {len(ctx.melds)}")
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
    if ctx.seat_wind not in _WIND_NAMES or ctx.round_wind not in _WIND_NAMES:
        bad = ctx.seat_wind if ctx.seat_wind not in _WIND_NAMES else ctx.round_wind
        raise NotationError(f"seat_wind and round_wind must be one of E S W N, got {bad!r}")
    if not isinstance(ctx.flowers, int) or isinstance(ctx.flowers, bool) or not 0 <= ctx.flowers <= 8:
        raise NotationError(f"flowers must be a whole number 0..8, got {ctx.flowers!r}")
    return standing, merged


_WIND_NAMES = frozenset(WIND_LETTERS)
_WIND_INDEX = {letter: 27 + k for k, letter in enumerate(WIND_LETTERS)}


# 国标 has no flag of its own; it allows at most the 8 flower tiles of its set.
_OWN_FLAGS = own_flags("guobiao", {"flowers": count_flag(8)})


def context_from_json(hand: Mapping[str, Any]) -> WinContext:
    """Read the test-data `hand` object: melds, concealed, win_tile, flags (the common form; 国标
    scores all of it but first_turn and dealer)."""
    if not isinstance(hand, dict):
        raise NotationError(f"a hand must be an object, got {type(hand).__name__}")
    unknown = sorted(set(hand) - {"melds", "concealed", "win_tile", "flags"})
    if unknown:
        raise NotationError(f"unknown hand field(s) {unknown}: use melds, concealed, win_tile, flags")
    melds = tuple(read_melds(hand))
    concealed, win = read_concealed_and_win(hand)
    flags = read_flags(hand, _OWN_FLAGS)
    ctx = WinContext(melds=melds, concealed=concealed, win_tile=win,
                     self_drawn=flags.get("self_drawn", False), last_of_kind=flags.get("last_of_kind", False),
                     kong_related=flags.get("kong_related", False), last_tile=flags.get("last_tile", False),
                     seat_wind=flags.get("seat_wind", "E"), round_wind=flags.get("round_wind", "E"),
                     flowers=flags.get("flowers", 0))
    validate_context(ctx)
    return ctx


def context_from_example(text: str) -> WinContext:
    """Read a fan row's example: concealed tiles, melds, the winning tile and flags.

    "123m456p789s1z23m [555z] {1111s} +4m last_tile seat=S"
      plain tiles   concealed tiles (without the winning tile)
      [123s]        a claimed chow / pung (3 tiles) or melded kong (4 tiles), from the left
      {1111s}       a concealed kong
      +4m / *4m     the winning tile, on a discard / self-drawn
      flags         last_of_kind, kong, last_tile, seat=E|S|W|N, round=E|S|W|N, flowers=N
    """
    concealed: list[Tile] = []
    melds: list[Meld] = []
    win: Optional[Tile] = None
    fields: dict = {}
    for token in text.split():
        if token.startswith("[") and token.endswith("]"):
            tiles = tuple(parse_tiles(token[1:-1]))
            if len(tiles) == 4:
                melds.append(Meld(MeldKind.KONG, tiles, 1, tiles[0]))
            elif len(set(tiles)) == 1:
                melds.append(Meld(MeldKind.PUNG, tiles, 1, tiles[0]))
            else:
                melds.append(Meld(MeldKind.CHOW, tiles, 1, tiles[0]))
        elif token.startswith("{") and token.endswith("}"):
            melds.append(Meld(MeldKind.CONCEALED_KONG, tuple(parse_tiles(token[1:-1]))))
        elif token[0] in "+*":
            win = Tile.parse(token[1:])
            fields["self_drawn"] = token[0] == "*"
        elif token in ("last_of_kind", "last_tile"):
            fields[token] = True
        elif token == "kong":
            fields["kong_related"] = True
        elif "=" in token:
            name, value = token.split("=", 1)
            if name in ("seat", "round"):
                fields[f"{name}_wind"] = value
            elif name == "flowers" and value.isdigit():
                fields["flowers"] = int(value)
            else:
                raise NotationError(f"unknown example setting {token!r}")
        else:
            concealed.extend(parse_tiles(token))
    if win is None:
        raise NotationError(f"example {text!r} has no winning tile (+tile or *tile)")
    ctx = WinContext(melds=tuple(melds), concealed=tuple(concealed), win_tile=win, **fields)
    validate_context(ctx)
    return ctx
