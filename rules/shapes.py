"""Hand shapes: every way a hand's tiles split into sets, for every variant.

Nothing here knows a fan, a variant or a minimum. A variant's scorer asks for the decompositions
of a finished hand and scores each one; a bot or a hint asks which tiles a hand waits on.

Shapes (the `kind` of a `Decomposition`):
  standard          4 sets + a pair, declared melds included (4 - melds sets come from the hand)
  knitted_straight  组合龙 body (147 / 258 / 369 in three different suits, three "knitted" sets)
                    + one more set + a pair
  seven_pairs       七对: seven pairs; four of a kind counts as two pairs (variants may refuse it)
  thirteen_orphans  十三幺: one of each terminal and honor, one of them doubled
  honors_knitted    全不靠 / 七星不靠: 14 different tiles, the suited ones from one knitted
                    pattern, the rest honors

Counting works on 34-long count lists (`counts_of`). A suit's split into sets depends only on
that suit's nine counts, so those splits are memoised per suit pattern: a hand is a product of
at most four cached suit splits.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from operator import attrgetter
from typing import Iterable, Optional, Sequence

from .melds import Meld, MeldKind
from .tiles import COPIES, NUM_PLAY_KINDS, TILES, Tile, counts_of, format_tiles

SETS_IN_HAND = 4   # a winning hand is four sets and a pair

STANDARD = "standard"
KNITTED_STRAIGHT = "knitted_straight"
SEVEN_PAIRS = "seven_pairs"
THIRTEEN_ORPHANS = "thirteen_orphans"
HONORS_KNITTED = "honors_knitted"
ALL_SHAPES = (STANDARD, KNITTED_STRAIGHT, SEVEN_PAIRS, THIRTEEN_ORPHANS, HONORS_KNITTED)

CHOW = "chow"
PUNG = "pung"
KONG = "kong"
KNITTED = "knitted"  # one third of a 组合龙 body: 147, 258 or 369 of one suit

# Group kinds inside one suit, in the order a split tries them at the lowest tile left.
_PAIR, _PUNG, _CHOW = 0, 1, 2

TERMINALS_AND_HONORS: tuple[int, ...] = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)

# The six knitted patterns: suits m/p/s take ranks 147, 258, 369 in some order.
KNITTED_PATTERNS: tuple[tuple[int, ...], ...] = tuple(
    tuple(suit * 9 + offset + step for suit, offset in enumerate(offsets) for step in (0, 3, 6))
    for offsets in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
)


@dataclass(frozen=True, slots=True)
class HandSet:
    """One set of a decomposition. `concealed` is False only for a set claimed from a discard;
    `declared` marks the melds laid on the table (a concealed kong is declared and concealed)."""

    kind: str                      # chow | pung | kong | knitted
    tiles: tuple[Tile, ...]
    concealed: bool = True
    declared: bool = False

    @property
    def first(self) -> Tile:
        return self.tiles[0]

    @property
    def is_pung_like(self) -> bool:
        return self.kind == PUNG or self.kind == KONG

    def __str__(self) -> str:
        return format_tiles(self.tiles)


@dataclass(frozen=True, slots=True)
class Decomposition:
    """One reading of a finished hand.

    standard / knitted_straight: `sets` (declared melds first, in meld order, then the sets formed
    in hand, sorted) and `pair`. seven_pairs: `pairs` (a kind held four times appears twice).
    thirteen_orphans: `pair` is the doubled tile, `singles` the other twelve.
    honors_knitted: `singles` holds all fourteen tiles.
    """

    kind: str
    sets: tuple[HandSet, ...] = ()
    pair: Optional[Tile] = None
    pairs: tuple[Tile, ...] = ()
    singles: tuple[Tile, ...] = ()

    @property
    def tiles(self) -> tuple[Tile, ...]:
        out: list[Tile] = []
        for s in self.sets:
            out.extend(s.tiles)
        if self.pair is not None:
            out.extend((self.pair, self.pair))
        for p in self.pairs:
            out.extend((p, p))
        out.extend(self.singles)
        return tuple(out)

    def __str__(self) -> str:
        parts = [str(s) for s in self.sets]
        if self.pair is not None:
            parts.append(format_tiles((self.pair, self.pair)))
        parts.extend(format_tiles((p, p)) for p in self.pairs)
        if self.singles:
            parts.append(format_tiles(self.singles))
        return " ".join(parts)


def set_from_meld(meld: Meld) -> HandSet:
    """The declared meld as a set of a decomposition."""
    return _declared_set(meld.kind, min(meld.tiles, key=_tile_index).index)


@lru_cache(maxsize=None)
def _declared_set(kind: MeldKind, first: int) -> HandSet:
    if kind is MeldKind.CHOW:
        return HandSet(CHOW, (TILES[first], TILES[first + 1], TILES[first + 2]), concealed=False, declared=True)
    if kind is MeldKind.PUNG:
        return HandSet(PUNG, (TILES[first],) * 3, concealed=False, declared=True)
    return HandSet(KONG, (TILES[first],) * COPIES, concealed=kind is MeldKind.CONCEALED_KONG, declared=True)


_tile_index = attrgetter("index")


# ---------------------------------------------------------------- per-suit splits (memoised)

Group = tuple[int, int]  # (group kind, rank index inside the suit)


@lru_cache(maxsize=None)
def _suit_splits(counts: tuple[int, ...], honors: bool) -> tuple[tuple[tuple[Group, ...], int], ...]:
    """All ways one suit's counts split into pungs/chows plus at most one pair.

    Returns (groups, pair_rank) pairs, pair_rank -1 when there is no pair. Each multiset of groups
    appears once: at the lowest tile left the split picks a group containing it, and while it
    stays on that tile it never goes back to an earlier group kind (pair < pung < chow). Counts
    above four are allowed (a wait search adds a fifth copy).
    """
    out: list[tuple[tuple[Group, ...], int]] = []
    c = list(counts)
    n = len(c)
    groups: list[Group] = []

    def rec(i: int, pair: int, min_kind: int) -> None:
        while i < n and c[i] == 0:
            i += 1
            min_kind = _PAIR
        if i == n:
            out.append((tuple(groups), pair))
            return
        if min_kind <= _PAIR and pair < 0 and c[i] >= 2:
            c[i] -= 2
            rec(i, i, _PUNG)
            c[i] += 2
        if min_kind <= _PUNG and c[i] >= 3:
            c[i] -= 3
            groups.append((_PUNG, i))
            rec(i, pair, _PUNG)  # another pung of it only matters past four copies (waits)
            groups.pop()
            c[i] += 3
        if not honors and i + 2 < n and c[i + 1] and c[i + 2]:
            c[i] -= 1
            c[i + 1] -= 1
            c[i + 2] -= 1
            groups.append((_CHOW, i))
            rec(i, pair, _CHOW)
            groups.pop()
            c[i] += 1
            c[i + 1] += 1
            c[i + 2] += 1

    rec(0, -1, _PAIR)
    return tuple(out)


_SUIT_SLICES = ((0, 9, False), (9, 18, False), (18, 27, False), (27, 34, True))


@lru_cache(maxsize=None)
def _suit_readings(part: tuple[int, ...], lo: int, honors: bool) -> tuple[tuple[tuple["HandSet", ...], int], ...]:
    """One suit's complete splits as ready-made sets (absolute tile indices) and pair index.
    A suit of 3k tiles can only split without a pair, one of 3k+2 only with one."""
    return tuple((tuple(_group_set(k, lo + r) for k, r in groups), (lo + p) if p >= 0 else -1)
                 for groups, p in _suit_splits(part, honors))


def standard_splits(counts: Sequence[int]) -> list[tuple[tuple["HandSet", ...], int]]:
    """Every split of a 34-long count list into sets + exactly one pair, as (sets, pair index).
    Sets are sorted by tile index, pungs before chows on the same tile. This is the counts-level
    core of `standard_decompositions`, for scorers that already hold counts."""
    per_suit = []
    pair_suits = 0
    for lo, hi, honors in _SUIT_SLICES:
        part = tuple(counts[lo:hi])
        total = sum(part)
        if total == 0:
            continue
        mod = total % 3
        if mod == 1:
            return []
        pair_suits += mod == 2
        readings = _suit_readings(part, lo, honors)
        if not readings:
            return []
        per_suit.append(readings)
    if pair_suits != 1:
        return []
    if len(per_suit) == 1:
        return list(per_suit[0])
    out = []
    for combo in product(*per_suit):
        sets: tuple = ()
        pair = -1
        for g, p in combo:
            sets += g
            if p >= 0:
                pair = p
        out.append((sets, pair))
    return out


@lru_cache(maxsize=None)
def _suit_complete(counts: tuple[int, ...], honors: bool) -> tuple[bool, bool]:
    """(splits into sets only, splits into sets + one pair) for one suit's counts."""
    splits = _suit_splits(counts, honors)
    return any(p < 0 for _, p in splits), any(p >= 0 for _, p in splits)


def is_standard_counts(counts: Sequence[int]) -> bool:
    """Do these counts (any multiple of 3, plus 2) split into sets and exactly one pair?"""
    pair_suits = 0
    for lo, hi, honors in _SUIT_SLICES:
        part = tuple(counts[lo:hi])
        total = sum(part)
        if total == 0:
            continue
        mod = total % 3
        if mod == 1:
            return False
        sets_only, with_pair = _suit_complete(part, honors)
        if mod == 2:
            pair_suits += 1
            if not with_pair:
                return False
        elif not sets_only:
            return False
    return pair_suits == 1


@lru_cache(maxsize=None)
def _group_set(kind: int, index: int) -> HandSet:
    if kind == _PUNG:
        return HandSet(PUNG, (TILES[index],) * 3)
    return HandSet(CHOW, (TILES[index], TILES[index + 1], TILES[index + 2]))


def _check_sizes(counts: Sequence[int], melds: Sequence[Meld]) -> bool:
    return sum(counts) + 3 * len(melds) == 14 and len(melds) <= SETS_IN_HAND


def _play_counts(concealed: Iterable[Tile]) -> list[int]:
    tiles = list(concealed)
    if any(t.index >= NUM_PLAY_KINDS for t in tiles):
        return [-1] * NUM_PLAY_KINDS  # a bonus tile is never part of a shape
    return counts_of(tiles)


# ---------------------------------------------------------------- decompositions

def standard_decompositions(concealed: Iterable[Tile], melds: Sequence[Meld] = ()) -> list[Decomposition]:
    """All ways the concealed tiles (winning tile included) form 4 - len(melds) sets and a pair."""
    counts = _play_counts(concealed)
    if min(counts) < 0 or not _check_sizes(counts, melds):
        return []
    fixed = tuple(set_from_meld(m) for m in melds)
    return [Decomposition(STANDARD, fixed + sets, TILES[pair]) for sets, pair in standard_splits(counts)]


def knitted_straight_decompositions(concealed: Iterable[Tile], melds: Sequence[Meld] = ()) -> list[Decomposition]:
    """组合龙 readings: a knitted body (three knitted sets) + one set + a pair.

    The body takes three set slots, so at most one meld can be declared. Two different knitted
    patterns need 15 different tiles, so a 14-tile hand holds at most one.
    """
    counts = _play_counts(concealed)
    if min(counts) < 0 or len(melds) > 1 or not _check_sizes(counts, melds):
        return []
    out: list[Decomposition] = []
    fixed = tuple(set_from_meld(m) for m in melds)
    for pattern in KNITTED_PATTERNS:
        if not all(counts[i] for i in pattern):
            continue
        rest = list(counts)
        for i in pattern:
            rest[i] -= 1
        body = tuple(HandSet(KNITTED, tuple(TILES[i] for i in pattern[k:k + 3])) for k in (0, 3, 6))
        for sets, pair in standard_splits(rest):
            out.append(Decomposition(KNITTED_STRAIGHT, body + fixed + sets, TILES[pair]))
    return out


def seven_pairs(concealed: Iterable[Tile], melds: Sequence[Meld] = ()) -> Optional[Decomposition]:
    """七对: 14 concealed tiles in pairs. Four of a kind reads as two pairs."""
    counts = _play_counts(concealed)
    if melds or sum(counts) != 14 or any(c < 0 or c % 2 for c in counts):
        return None
    pairs = tuple(TILES[i] for i, c in enumerate(counts) for _ in range(c // 2))
    return Decomposition(SEVEN_PAIRS, pairs=pairs)


def thirteen_orphans(concealed: Iterable[Tile], melds: Sequence[Meld] = ()) -> Optional[Decomposition]:
    """十三幺: each terminal and honor once, one of them twice."""
    counts = _play_counts(concealed)
    if melds or sum(counts) != 14 or min(counts) < 0:
        return None
    if any(counts[i] == 0 for i in TERMINALS_AND_HONORS):
        return None
    if sum(counts[i] for i in TERMINALS_AND_HONORS) != 14:
        return None
    pair = next(i for i in TERMINALS_AND_HONORS if counts[i] == 2)
    singles = tuple(TILES[i] for i in TERMINALS_AND_HONORS if i != pair)
    return Decomposition(THIRTEEN_ORPHANS, pair=TILES[pair], singles=singles)


def honors_and_knitted(concealed: Iterable[Tile], melds: Sequence[Meld] = ()) -> Optional[Decomposition]:
    """全不靠 / 七星不靠: 14 different tiles; the suited ones all from one knitted pattern."""
    counts = _play_counts(concealed)
    if melds or sum(counts) != 14 or any(c < 0 or c > 1 for c in counts):
        return None
    suited = {i for i in range(27) if counts[i]}
    if not any(suited <= set(p) for p in KNITTED_PATTERNS):
        return None
    return Decomposition(HONORS_KNITTED, singles=tuple(TILES[i] for i in range(34) if counts[i]))


def decompositions(concealed: Iterable[Tile], melds: Sequence[Meld] = (),
                   shapes: Sequence[str] = ALL_SHAPES) -> list[Decomposition]:
    """Every reading of the hand in the asked shapes, standard ones first."""
    tiles = list(concealed)
    out: list[Decomposition] = []
    if STANDARD in shapes:
        out.extend(standard_decompositions(tiles, melds))
    if KNITTED_STRAIGHT in shapes:
        out.extend(knitted_straight_decompositions(tiles, melds))
    for kind, finder in ((SEVEN_PAIRS, seven_pairs), (THIRTEEN_ORPHANS, thirteen_orphans),
                         (HONORS_KNITTED, honors_and_knitted)):
        if kind in shapes:
            found = finder(tiles, melds)
            if found is not None:
                out.append(found)
    return out


def is_winning_shape(concealed: Iterable[Tile], melds: Sequence[Meld] = (),
                     shapes: Sequence[str] = ALL_SHAPES) -> bool:
    """Do the concealed tiles (winning tile included) and the melds form a complete hand?"""
    tiles = list(concealed)
    counts = _play_counts(tiles)
    if min(counts) < 0 or not _check_sizes(counts, melds):
        return False
    if STANDARD in shapes and is_standard_counts(counts):
        return True
    others = tuple(s for s in shapes if s != STANDARD)
    return bool(others) and bool(decompositions(tiles, melds, others))


def waiting_tiles(concealed: Iterable[Tile], melds: Sequence[Meld] = (),
                  shapes: Sequence[str] = (STANDARD, SEVEN_PAIRS),
                  count_held_copies: bool = False) -> tuple[Tile, ...]:
    """The tile kinds that would complete the hand (concealed = the hand before the winning tile).

    By default a kind counts even when all four copies are already in this hand: that is the
    shape's wait, which is what "waits on one tile only" (独听) rules look at. Pass
    count_held_copies=True to drop kinds whose four copies the hand itself holds.
    """
    tiles = list(concealed)
    counts = _play_counts(tiles)
    if min(counts) < 0 or sum(counts) + 3 * len(melds) != 13:
        return ()
    found = [False] * NUM_PLAY_KINDS
    if STANDARD in shapes:
        for i in standard_waits(counts):
            found[i] = True
    if SEVEN_PAIRS in shapes and not melds:
        singles = [i for i, c in enumerate(counts) if c % 2]
        if len(singles) == 1:
            found[singles[0]] = True
    others = [s for s in shapes if s not in (STANDARD, SEVEN_PAIRS)]
    if others:
        for i in range(NUM_PLAY_KINDS):
            if not found[i] and decompositions(tiles + [TILES[i]], melds, others):
                found[i] = True
    if count_held_copies:
        held = counts_of(t for m in melds for t in m.tiles)
        for i in range(NUM_PLAY_KINDS):
            if counts[i] + held[i] >= 4:
                found[i] = False
    return tuple(TILES[i] for i in range(NUM_PLAY_KINDS) if found[i])


@lru_cache(maxsize=None)
def _suit_waits(part: tuple[int, ...], honors: bool, need_pair: bool) -> tuple[int, ...]:
    """Ranks that complete one suit (into sets, plus the pair when need_pair)."""
    n = len(part)
    if honors:
        candidates = [r for r in range(n) if part[r]]  # a lone new honor can neither pair nor pung
    else:
        near = [False] * n  # a wait touches a tile of the suit (within two ranks)
        for j in range(n):
            if part[j]:
                for r in range(max(0, j - 2), min(n, j + 3)):
                    near[r] = True
        candidates = [r for r in range(n) if near[r]]
    out = []
    for r in candidates:
        sets_only, with_pair = _suit_complete(part[:r] + (part[r] + 1,) + part[r + 1:], honors)
        if with_pair if need_pair else sets_only:
            out.append(r)
    return tuple(out)


def standard_waits(counts: Sequence[int], stop_after: Optional[int] = None) -> list[int]:
    """Kind indices that complete a standard shape (sets + one pair) when added to `counts`
    (a 34-long count list of 3k+1 tiles). Copies are not limited to four. With `stop_after`,
    the search stops once that many are found (enough to tell a single wait from several).

    Every suit but the one receiving the tile must already be complete on its own; each suit's
    status and waits are memoised per suit pattern."""
    found: list[int] = []
    if sum(counts) % 3 != 1:
        return found
    parts = []
    incomplete = []
    pairs = 0
    for s, (lo, hi, honors) in enumerate(_SUIT_SLICES):
        part = tuple(counts[lo:hi])
        mod = sum(part) % 3
        parts.append((part, mod))
        pairs += mod == 2
        if mod == 1:
            incomplete.append(s)
        elif part and any(part):
            sets_only, with_pair = _suit_complete(part, honors)
            if not (with_pair if mod == 2 else sets_only):
                incomplete.append(s)
    if len(incomplete) > 1:
        return found
    for s in (incomplete or range(len(_SUIT_SLICES))):
        lo, hi, honors = _SUIT_SLICES[s]
        part, mod = parts[s]
        pairs_elsewhere = pairs - (mod == 2)
        # with no pair elsewhere this suit must end as 3k+2, otherwise as 3k
        if pairs_elsewhere > 1 or mod != (1 if pairs_elsewhere == 0 else 2):
            continue
        for r in _suit_waits(part, honors, pairs_elsewhere == 0):
            found.append(lo + r)
            if len(found) == stop_after:
                return found
    return found
