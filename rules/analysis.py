"""Shanten, waits and effective tiles for every variant: what bots, hints and tests share.

All functions are pure and take a 34-long count list (`tiles.counts_of`), the number of exposed
melds (each kong counts as one meld) and, for 天津, `jokers`: how many 混 the hand holds (already
removed from `counts`). A hand is "13-equivalent" when sum(counts) + jokers + 3 * melds_count == 13
and "14-equivalent" when it is 14; anything else raises ValueError.

Shapes (pass the variant's own subset as `shapes`):
  "standard"          (4 - melds_count) sets + one pair.
  "seven_pairs"       seven pairs, no melds; four of a kind counts as two pairs (MCR, 四川 龙七对).
  "thirteen_orphans"  十三幺, no melds.
  "knitted"           国标 only: 全不靠 / 七星不靠 (no melds), and 组合龙 + one set + pair (at most
                      one meld).

Shanten is "how many more useful tiles until ready": -1 complete, 0 ready (听牌). It is computed as
a distance: the fewest tiles that must be swapped in to reach some complete hand, minus one, with
each joker filling one missing tile. Copies are not limited to four here: a hand holding 1111m may
"wait" on a fifth 1m. The reference MCR calculator counts shanten the same way (its useful-tile
lists drop tiles held four times unless the hand is ready; ours keep them). Telling which tiles can
still come is the caller's job: `live_counts`, and the live counts in `DiscardOption.effective`.

`void_suit` ("m", "p" or "s", 四川 定缺): no complete hand may contain that suit, so those tiles are
dead weight in the hand and never a wait; 十三幺 and knitted hands become unreachable.

The standard shape uses a per-group table: for one suit (or the honours) and each (sets, pair)
target, the most tiles of that group a decomposition can keep. Tables are memoised by the group's
count tuple, so a decision only computes the few groups it has not seen yet; groups are then
combined by a small (max, +) convolution. The merges, the analysed hands and what a draw improves
in one group are memoised too (bounded; `clear_caches` empties them all): no answer depends on
what a memo holds.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter
from typing import Any, Callable, Iterable, Sequence

NUM_KINDS = 34
SHAPES = ("standard", "seven_pairs", "thirteen_orphans", "knitted")
# Shanten of a shape the hand can never reach (melds already exposed, or the void suit is needed).
UNREACHABLE = 99

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
HONORS = tuple(range(27, 34))
_SUIT_INDEX = {"m": 0, "p": 1, "s": 2}


def _knitted_patterns() -> tuple[tuple[int, ...], ...]:
    """The six 组合龙: 147 in one suit, 258 in another, 369 in the third."""
    orders = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
    return tuple(
        tuple(9 * suit + rank - 1 for suit, ranks in zip(order, ((1, 4, 7), (2, 5, 8), (3, 6, 9)))
              for rank in ranks)
        for order in orders)


KNITTED_PATTERNS = _knitted_patterns()

# ---------------------------------------------------------------------------------------------
# Group tables. A table is a 10-tuple indexed by sets * 2 + pair (sets 0..4, pair 0..1): the most
# tiles of the group that can belong to that many target sets plus that many pairs. A target set
# may be empty, so every entry exists and the table never decreases along either axis.

_SETS_MAX = 4
_GROUPS = 4        # tile groups scored apart: the three suits and the honours
_TABLE_LEN = 2 * (_SETS_MAX + 1)
_ZERO_TABLE = (0,) * _TABLE_LEN
_NEG = -1000
# A void suit may hold no target at all: only "no sets, no pair" is allowed there.
_VOID_TABLE = (0,) + (_NEG,) * (_TABLE_LEN - 1)
_CACHE_LIMIT = 40_000  # entries per cache (~600 bytes each); refilling a cleared cache is cheap
_suit_cache: dict[tuple[int, ...], tuple[int, ...]] = {}
_honor_cache: dict[tuple[int, ...], tuple[int, ...]] = {}
_distinct_tables: dict[tuple[int, ...], tuple[int, ...]] = {}  # many groups share one table


def _add_set(best: list[int], sub: tuple[int, ...], kept: int) -> None:
    """Use a block of `kept` tiles as (part of) one more set on top of `sub`."""
    for k in range(2, _TABLE_LEN):
        value = sub[k - 2] + kept
        if value > best[k]:
            best[k] = value


def _add_pair(best: list[int], sub: tuple[int, ...], kept: int) -> None:
    """Use a block of `kept` tiles as (part of) the pair on top of `sub`."""
    for k in range(1, _TABLE_LEN, 2):
        value = sub[k - 1] + kept
        if value > best[k]:
            best[k] = value


def _group_table(key: tuple[int, ...], runs: bool) -> tuple[int, ...]:
    """Best kept-tile counts for one group. The block holding the lowest tile is one of: a single
    (seed of a set or of the pair, or unused), a pair (the pair or a set partner), a pung, and in
    suits a run, an adjacent partner or a gapped partner."""
    cache = _suit_cache if runs else _honor_cache
    table = cache.get(key)
    if table is not None:
        return table
    size = len(key)
    i = 0
    while i < size and key[i] == 0:
        i += 1
    if i == size:
        return _ZERO_TABLE
    rest = list(key)
    rest[i] -= 1
    sub = _group_table(tuple(rest), runs)
    best = list(sub)                      # the lowest tile left unused
    _add_set(best, sub, 1)
    _add_pair(best, sub, 1)
    if key[i] >= 2:
        rest[i] -= 1
        sub = _group_table(tuple(rest), runs)
        _add_set(best, sub, 2)
        _add_pair(best, sub, 2)
        if key[i] >= 3:
            rest[i] -= 1
            _add_set(best, _group_table(tuple(rest), runs), 3)
            rest[i] += 1
        rest[i] += 1
    rest[i] += 1
    if runs:
        if i + 1 < size and key[i + 1]:
            rest[i] -= 1
            rest[i + 1] -= 1
            _add_set(best, _group_table(tuple(rest), runs), 2)
            if i + 2 < size and key[i + 2]:
                rest[i + 2] -= 1
                _add_set(best, _group_table(tuple(rest), runs), 3)
                rest[i + 2] += 1
            rest[i] += 1
            rest[i + 1] += 1
        if i + 2 < size and key[i + 2]:
            rest[i] -= 1
            rest[i + 2] -= 1
            _add_set(best, _group_table(tuple(rest), runs), 2)
    table = tuple(best)
    table = _distinct_tables.setdefault(table, table)
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()  # bounded memory; results do not depend on what is cached
    cache[key] = table
    return table


def _suit_table(hand: Sequence[int], group: int, void_group: int) -> tuple[int, ...]:
    if group == void_group:
        return _VOID_TABLE
    if group == 3:
        # Honours have no runs, so the table depends only on the multiset of counts.
        return _group_table(tuple(sorted(hand[27:34])), False)
    base = 9 * group
    return _group_table(tuple(hand[base:base + 9]), True)


def _merge_pairs() -> tuple[tuple[tuple[int, int], ...], ...]:
    out = []
    for sets in range(_SETS_MAX + 1):
        for pair in range(2):
            out.append(tuple((s1 * 2 + p1, (sets - s1) * 2 + (pair - p1))
                             for s1 in range(sets + 1) for p1 in range(pair + 1)))
    return tuple(out)


_MERGE_PAIRS = _merge_pairs()


def _unrolled(name: str, entries: Iterable[tuple[tuple[int, int], ...]], as_tuple: bool) -> Callable[..., Any]:
    """Build `name(a, b)` with the convolution written out term by term: the bots call it
    hundreds of times per decision and loops over index pairs were most of the time spent."""
    terms = []
    for pairs in entries:
        sums = [f"a[{i}] + b[{j}]" for i, j in pairs]
        terms.append(sums[0] if len(sums) == 1 else f"max({', '.join(sums)})")
    body = f"({', '.join(terms)},)" if as_tuple else terms[0]
    namespace: dict[str, Any] = {}
    exec(f"def {name}(a, b):\n    return {body}\n", namespace)  # noqa: S102 - generated above
    made: Callable[..., Any] = namespace[name]
    return made


# _merge(a, b): tables of two groups -> the table of both together ((max, +) convolution).
# Memoised (bounded, least recently used dropped first): the bots merge the same few tables
# over and over (one discard changes one group), and a lookup costs a tenth of a merge.
# Tables are tuples, so they are their own keys.
_MERGE_CACHE_SIZE = 1 << 13
_merge_tables: Callable[[tuple[int, ...], tuple[int, ...]], tuple[int, ...]] = _unrolled("_merge", _MERGE_PAIRS, True)
_merge = lru_cache(maxsize=_MERGE_CACHE_SIZE)(_merge_tables)
# _BEST[target](a, b) == _merge(a, b)[target], without building the rest.
_BEST: tuple[Callable[[Sequence[int], Sequence[int]], int], ...] = tuple(
    _unrolled("_best", (pairs,), False) for pairs in _MERGE_PAIRS)


# ---------------------------------------------------------------------------------------------
# Distances (tiles missing from the nearest complete hand) per shape. Shanten = distance - jokers - 1.

def _standard_distance(hand: Sequence[int], sets_needed: int, void_group: int) -> int:
    return _standard_from_tables(_tables_of(hand, void_group), sets_needed)


def _tables_of(hand: Sequence[int], void_group: int) -> list[tuple[int, ...]]:
    """The four group tables of a hand."""
    return [_suit_table(hand, g, void_group) for g in range(_GROUPS)]


def _standard_from_tables(tables: Sequence[tuple[int, ...]], sets_needed: int) -> int:
    merged = _merge(_merge(tables[0], tables[1]), tables[2])
    best: int = _BEST[sets_needed * 2 + 1](merged, tables[3])
    return 3 * sets_needed + 2 - best


def _seven_pairs_overlap(pairs: int, odd: int) -> int:
    pairs = min(pairs, 7)
    return 2 * pairs + min(odd, 7 - pairs)


def _seven_pairs_counts(hand: Sequence[int], void_group: int) -> tuple[int, int]:
    """(pairs, odd copies left over) of the hand's tiles outside the void suit."""
    if void_group >= 0:
        base = 9 * void_group
        hand = [*hand[:base], *hand[base + 9:]]
    if max(hand) <= 5:
        # counting the values runs in C: the same sums as the loop below
        odd = hand.count(1) + hand.count(3) + hand.count(5)
        return (sum(hand) - odd) >> 1, odd
    pairs = odd = 0
    for n in hand:
        pairs += n >> 1
        odd += n & 1
    return pairs, odd


def _seven_pairs_distance(hand: Sequence[int], void_group: int) -> int:
    return 14 - _seven_pairs_overlap(*_seven_pairs_counts(hand, void_group))


def _orphans_overlap(hand: Sequence[int]) -> int:
    kinds = 0
    has_pair = False
    for t in ORPHANS:
        n = hand[t]
        if n:
            kinds += 1
            if n > 1:
                has_pair = True
    return kinds + has_pair


# The counts of a pattern's kinds (and of the honours) in one call: counting the zeros of the
# tuple tells the kinds held or missing.
_PATTERN_COUNTS = tuple(itemgetter(*pattern) for pattern in KNITTED_PATTERNS)
_HONOR_COUNTS = itemgetter(*HONORS)


def _honors_knitted_distance(hand: Sequence[int]) -> int:
    honors: int = 7 - _HONOR_COUNTS(hand).count(0)
    best: int = 9 - min(counts(hand).count(0) for counts in _PATTERN_COUNTS)
    return 14 - min(14, best + honors)


def _knitted_straight_distance(hand: list[int], melds_count: int, bound: int) -> int:
    """组合龙 (9 tiles) + the rest as (1 - melds) sets + pair; returns min(distance, bound).

    Every held pattern tile goes into the 组合龙: moving it to the rest saves at most the one tile
    it costs there. The patterns are tried fewest missing first (the minimum does not depend on
    the order), so the bound rules out more of the others."""
    best = bound
    for missing, i in sorted((counts(hand).count(0), i) for i, counts in enumerate(_PATTERN_COUNTS)):
        if missing >= best:
            break  # the rest costs at least 0 more tiles, so this and later patterns cannot do better
        pattern = KNITTED_PATTERNS[i]
        held = [t for t in pattern if hand[t]]
        for t in held:
            hand[t] -= 1
        rest = _standard_distance(hand, 1 - melds_count, -1)
        for t in held:
            hand[t] += 1
        best = min(best, missing + rest)
    return best


def _knitted_distance(hand: list[int], melds_count: int, void_group: int, bound: int = UNREACHABLE) -> int:
    if void_group >= 0 or melds_count > 1:
        return UNREACHABLE
    best = _honors_knitted_distance(hand) if melds_count == 0 else UNREACHABLE
    return _knitted_straight_distance(hand, melds_count, min(best, bound))


# ---------------------------------------------------------------------------------------------
# Argument checks.

def _void_group(void_suit: str | None) -> int:
    if void_suit is None:
        return -1
    if void_suit not in _SUIT_INDEX:
        raise ValueError(f"void_suit must be 'm', 'p', 's' or None, not {void_suit!r}")
    return _SUIT_INDEX[void_suit]


def _holds_void(counts: Sequence[int], void_group: int) -> bool:
    return void_group >= 0 and any(counts[9 * void_group:9 * void_group + 9])


def _check_shapes(shapes: Iterable[str]) -> frozenset[str]:
    chosen = frozenset(shapes)
    unknown = sorted(chosen - set(SHAPES))
    if unknown:
        raise ValueError(f"unknown shape(s) {unknown}: use some of {SHAPES}")
    return chosen


def _hand_size(counts: Sequence[int], melds_count: int, jokers: int) -> int:
    if len(counts) != NUM_KINDS:
        raise ValueError(f"counts must have {NUM_KINDS} entries (tiles.counts_of), got {len(counts)}")
    if not 0 <= melds_count <= 4:
        raise ValueError(f"melds_count must be 0..4, got {melds_count}")
    if jokers < 0 or min(counts) < 0:
        raise ValueError("counts and jokers cannot be negative")
    size = sum(counts) + jokers + 3 * melds_count
    if size not in (13, 14):
        raise ValueError(f"hand has {size} tiles counting 3 per meld and the jokers; expected 13 or 14")
    return size


def _check_joker_kinds(counts: Sequence[int], joker_kinds: Iterable[int]) -> tuple[int, ...]:
    # a bonus-tile wildcard (苏州百搭, 1x) is never among the 34 counts: its copies are in
    # `jokers`, and it is no wait or effective tile of its own
    kinds = tuple(sorted(k for k in set(joker_kinds) if not NUM_KINDS <= k < 47))
    for t in kinds:
        if not 0 <= t < NUM_KINDS:
            raise ValueError(f"joker kind {t} is not a tile index 0..33")
        if counts[t]:
            raise ValueError(f"joker kind {t} must be removed from counts and counted in jokers")
    return kinds


# ---------------------------------------------------------------------------------------------
# Shanten per shape (public).

def standard_shanten(counts: Sequence[int], melds_count: int = 0, *, jokers: int = 0,
                     void_suit: str | None = None) -> int:
    """(4 - melds_count) sets + pair."""
    _hand_size(counts, melds_count, jokers)
    return _standard_distance(counts, 4 - melds_count, _void_group(void_suit)) - jokers - 1


def seven_pairs_shanten(counts: Sequence[int], melds_count: int = 0, *, jokers: int = 0,
                        void_suit: str | None = None) -> int:
    """Seven pairs (four of a kind = two pairs); UNREACHABLE once a meld is exposed."""
    _hand_size(counts, melds_count, jokers)
    if melds_count:
        return UNREACHABLE
    return _seven_pairs_distance(counts, _void_group(void_suit)) - jokers - 1


def thirteen_orphans_shanten(counts: Sequence[int], melds_count: int = 0, *, jokers: int = 0,
                             void_suit: str | None = None) -> int:
    """十三幺; UNREACHABLE with a meld or a void suit."""
    _hand_size(counts, melds_count, jokers)
    if melds_count or _void_group(void_suit) >= 0:
        return UNREACHABLE
    return 14 - _orphans_overlap(counts) - jokers - 1


def honors_and_knitted_shanten(counts: Sequence[int], melds_count: int = 0, *, jokers: int = 0,
                               void_suit: str | None = None) -> int:
    """全不靠 / 七星不靠 (14 different tiles of one 组合龙 pattern and the honours)."""
    _hand_size(counts, melds_count, jokers)
    if melds_count or _void_group(void_suit) >= 0:
        return UNREACHABLE
    return _honors_knitted_distance(counts) - jokers - 1


def knitted_straight_shanten(counts: Sequence[int], melds_count: int = 0, *, jokers: int = 0,
                             void_suit: str | None = None) -> int:
    """组合龙 + one set + pair (at most one exposed meld)."""
    _hand_size(counts, melds_count, jokers)
    if melds_count > 1 or _void_group(void_suit) >= 0:
        return UNREACHABLE
    return _knitted_straight_distance(list(counts), melds_count, UNREACHABLE) - jokers - 1


def knitted_shanten(counts: Sequence[int], melds_count: int = 0, *, jokers: int = 0,
                    void_suit: str | None = None) -> int:
    """The better of 全不靠 and 组合龙 (the "knitted" shape)."""
    _hand_size(counts, melds_count, jokers)
    distance = _knitted_distance(list(counts), melds_count, _void_group(void_suit))
    return UNREACHABLE if distance >= UNREACHABLE else distance - jokers - 1


# ---------------------------------------------------------------------------------------------
# All shapes together.

def _distances(hand: list[int], melds_count: int, shapes: frozenset[str], void_group: int,
               tables: Sequence[tuple[int, ...]] | None = None) -> dict[str, int]:
    """Distance per requested, reachable shape (knitted only if it can beat the others);
    `tables`: the hand's group tables, when known."""
    out: dict[str, int] = {}
    if "standard" in shapes:
        if tables is None:
            tables = _tables_of(hand, void_group)
        out["standard"] = _standard_from_tables(tables, 4 - melds_count)
    if melds_count == 0:
        if "seven_pairs" in shapes:
            out["seven_pairs"] = _seven_pairs_distance(hand, void_group)
        if "thirteen_orphans" in shapes and void_group < 0:
            out["thirteen_orphans"] = 14 - _orphans_overlap(hand)
    if "knitted" in shapes:
        bound = min(out.values(), default=UNREACHABLE) + 1
        distance = _knitted_distance(hand, melds_count, void_group, bound)
        if distance < bound:
            out["knitted"] = distance
    return out


def _improving_standard(hand: list[int], sets_needed: int, void_group: int,
                        full_hand: bool, tables: Sequence[tuple[int, ...]] | None = None) -> list[int]:
    """Tiles whose draw brings the standard shape one tile closer.

    `full_hand`: no jokers and no void-suit tile held. Then some held tile is always left over to
    seed a new set or the pair, so a drawn tile with no neighbour (same kind, or within two ranks
    of a held tile in its suit) cannot help and is skipped. Not so with jokers (混儿吊 waits on
    anything) or with void tiles, which cannot seed anything. `tables`: the hand's group
    tables, when known."""
    if tables is None:
        tables = _tables_of(hand, void_group)
    t01 = _merge(tables[0], tables[1])
    t23 = _merge(tables[2], tables[3])
    others = (_merge(tables[1], t23), _merge(tables[0], t23),
              _merge(t01, tables[3]), _merge(t01, tables[2]))
    target = sets_needed * 2 + 1
    out: list[int] = []
    for group in range(_GROUPS):
        if group == void_group:
            continue
        if group == 3:
            out.extend(_improving_honors(tuple(hand[27:34]), others[3], target, full_hand))
            continue
        base = 9 * group
        out.extend(base + rank for rank in _improving_suit(tuple(hand[base:base + 9]), others[group],
                                                            target, full_hand))
    return out


# What a draw improves in one group depends only on that group's tiles and the table of the
# other groups together (`rest`): the whole hand's best is best_of(own table, rest) whichever
# group is looked at, as the merge is associative and commutative. So it is memoised per group.
_GROUP_IMPROVING_CACHE_SIZE = 1 << 13


@lru_cache(maxsize=_GROUP_IMPROVING_CACHE_SIZE)
def _improving_suit(row: tuple[int, ...], rest: tuple[int, ...], target: int, full_hand: bool) -> tuple[int, ...]:
    """The ranks (0-8) of one suit whose draw raises the best kept-tile count (see
    _improving_standard; `rest`: the merged table of the other groups)."""
    best_of = _BEST[target]
    own, successors = _suit_successors(row, full_hand)
    kept = best_of(own, rest)
    return tuple(rank for rank, table in successors if best_of(table, rest) > kept)


@lru_cache(maxsize=_GROUP_IMPROVING_CACHE_SIZE)
def _suit_successors(row: tuple[int, ...], full_hand: bool
                     ) -> tuple[tuple[int, ...], tuple[tuple[int, tuple[int, ...]], ...]]:
    """A suit's table, and (rank, table) for each rank a draw of which may help: with a full
    hand only ranks next to a held tile (see _improving_standard), and only draws that change
    the table (one that leaves it as it is cannot improve the hand, whatever the other groups)."""
    own = _group_table(row, True)
    held = list(row)
    out = []
    for rank in range(9):
        if full_hand and not any(row[max(0, rank - 2):rank + 3]):
            continue
        held[rank] += 1
        table = _group_table(tuple(held), True)
        held[rank] -= 1
        if table != own:
            out.append((rank, table))
    return own, tuple(out)


@lru_cache(maxsize=_GROUP_IMPROVING_CACHE_SIZE)
def _improving_honors(row: tuple[int, ...], rest: tuple[int, ...], target: int, full_hand: bool) -> tuple[int, ...]:
    """The honour kinds (27-33) whose draw raises the best kept-tile count (honours have no
    runs: only held kinds can help a full hand)."""
    best_of = _BEST[target]
    kept = best_of(_group_table(tuple(sorted(row)), False), rest)
    held = list(row)
    out = []
    for i in range(7):
        if held[i] or not full_hand:
            held[i] += 1
            table = _group_table(tuple(sorted(held)), False)
            held[i] -= 1
            if best_of(table, rest) > kept:
                out.append(27 + i)
    return tuple(out)


def _improving_seven_pairs(hand: Sequence[int], void_group: int) -> list[int]:
    pairs, odd = _seven_pairs_counts(hand, void_group)
    now = _seven_pairs_overlap(pairs, odd)
    after_odd = _seven_pairs_overlap(pairs + 1, odd - 1)   # drawing a tile held an odd number of times
    after_even = _seven_pairs_overlap(pairs, odd + 1)
    return [t for t in range(NUM_KINDS) if t // 9 != void_group
            and (after_odd if hand[t] & 1 else after_even) > now]


def _improving_orphans(hand: Sequence[int]) -> list[int]:
    has_pair = any(hand[t] > 1 for t in ORPHANS)
    return sorted(t for t in ORPHANS if not hand[t] or not has_pair)


def _improving_knitted(hand: list[int], melds_count: int, best: int) -> set[int]:
    """Union over the knitted sub-shapes at distance `best`: the pattern tiles (and for 全不靠 the
    honours) still missing, and for 组合龙 also what improves the set + pair left beside it."""
    out: set[int] = set()
    honors_missing = [t for t in HONORS if not hand[t]]
    for pattern in KNITTED_PATTERNS:
        missing = [t for t in pattern if not hand[t]]
        if melds_count == 0 and 14 - min(14, 16 - len(missing) - len(honors_missing)) == best:
            out.update(missing)
            out.update(honors_missing)
        if len(missing) > best:
            continue
        held = [t for t in pattern if hand[t]]
        for t in held:
            hand[t] -= 1
        if len(missing) + _standard_distance(hand, 1 - melds_count, -1) == best:
            out.update(missing)
            out.update(_improving_standard(hand, 1 - melds_count, -1, False))
        for t in held:
            hand[t] += 1
    return out


_AnalyseKey = tuple[tuple[int, ...], int, frozenset[str], int, int, tuple[int, ...]]
_ANALYSE_CACHE_SIZE = 8192   # ~700 bytes an entry; a discard choice analyses 14 hands
_analyse_cache: dict[_AnalyseKey, tuple[int, tuple[int, ...]]] = {}


def _analyse(hand: list[int], melds_count: int, shapes: frozenset[str], jokers: int,
             void_group: int, joker_kinds: tuple[int, ...],
             near: tuple[Sequence[tuple[int, ...]], int] | None = None) -> tuple[int, list[int]]:
    """(shanten, sorted improving tiles) of a 13-equivalent hand. `hand` is restored on return.
    Memoised on everything the answer depends on (the hand's counts and the arguments).
    `near`: the group tables of a hand that differs from this one in one group only, and that
    group (effective_tiles: the hand before the discard), so only that group's table is looked up."""
    key = (tuple(hand), melds_count, shapes, jokers, void_group, joker_kinds)
    found = _analyse_cache.get(key)
    if found is None:
        tables = None
        if near is not None:
            tables = list(near[0])
            tables[near[1]] = _suit_table(hand, near[1], void_group)
        best, tiles = _analyse_uncached(hand, melds_count, shapes, jokers, void_group, joker_kinds, tables)
        if len(_analyse_cache) >= _ANALYSE_CACHE_SIZE:
            _analyse_cache.clear()  # bounded memory; results do not depend on what is cached
        found = _analyse_cache[key] = (best, tuple(tiles))
    return found[0], list(found[1])


def _analyse_uncached(hand: list[int], melds_count: int, shapes: frozenset[str], jokers: int,
                      void_group: int, joker_kinds: tuple[int, ...],
                      tables: Sequence[tuple[int, ...]] | None = None,
                      distances: dict[str, int] | None = None) -> tuple[int, list[int]]:
    """_analyse without the memo (`tables`: the hand's group tables, `distances`: its _distances,
    when known)."""
    if tables is None and "standard" in shapes:
        tables = _tables_of(hand, void_group)   # shared by the distance and the improving tiles
    if distances is None:
        distances = _distances(hand, melds_count, shapes, void_group, tables)
    if not distances:
        return UNREACHABLE, []
    best = min(distances.values())
    improving: set[int] = set()
    for shape, distance in distances.items():
        if distance != best:
            continue  # a draw improves a shape by at most one tile, so only the best shapes matter
        if shape == "standard":
            full_hand = jokers == 0 and not _holds_void(hand, void_group)
            improving.update(_improving_standard(hand, 4 - melds_count, void_group, full_hand, tables))
        elif shape == "seven_pairs":
            improving.update(_improving_seven_pairs(hand, void_group))
        elif shape == "thirteen_orphans":
            improving.update(_improving_orphans(hand))
        else:
            improving.update(_improving_knitted(hand, melds_count, best))
    # A drawn 混 becomes one more joker, which always brings the hand one tile closer.
    improving.update(joker_kinds)
    return best - jokers - 1, sorted(improving)


# ---------------------------------------------------------------------------------------------
# Public API.

def clear_caches() -> None:
    """Empty every memo of this module (answers never depend on them: tests compare cold and warm
    runs, benchmarks time a fresh game)."""
    _suit_cache.clear()
    _honor_cache.clear()
    _analyse_cache.clear()
    _kept_cache.clear()
    _merge.cache_clear()
    _improving_suit.cache_clear()
    _suit_successors.cache_clear()
    _improving_honors.cache_clear()


def shanten(counts: Sequence[int], melds_count: int = 0, *, shapes: Iterable[str] = SHAPES,
            jokers: int = 0, void_suit: str | None = None) -> int:
    """Best shanten over `shapes`: -1 complete (14-equivalent hands only), 0 ready, UNREACHABLE if
    no shape can be reached."""
    _hand_size(counts, melds_count, jokers)
    distances = _distances(list(counts), melds_count, _check_shapes(shapes), _void_group(void_suit))
    return min(distances.values()) - jokers - 1 if distances else UNREACHABLE


def improving_tiles(counts: Sequence[int], melds_count: int = 0, *, shapes: Iterable[str] = SHAPES,
                    jokers: int = 0, void_suit: str | None = None,
                    joker_kinds: Iterable[int] = ()) -> list[int]:
    """Tiles (sorted indices) whose draw lowers the shanten of a 13-equivalent hand.

    Includes tiles already held four times (see the module docstring). Tiles of `joker_kinds` are
    混: drawing one adds a joker, which always helps."""
    if _hand_size(counts, melds_count, jokers) != 13:
        raise ValueError("improving_tiles needs a 13-equivalent hand")
    kinds = _check_joker_kinds(counts, joker_kinds)
    return _analyse(list(counts), melds_count, _check_shapes(shapes), jokers,
                    _void_group(void_suit), kinds)[1]


def waits(counts: Sequence[int], melds_count: int = 0, *, shapes: Iterable[str] = SHAPES,
          jokers: int = 0, void_suit: str | None = None, joker_kinds: Iterable[int] = ()) -> list[int]:
    """Sorted tile indices that complete a 13-equivalent hand; [] if it is not ready.

    Rule: a wait is listed even when all four copies are already in this hand (then it can never
    come; `live_counts` tells the caller). So waits(h) == [t for t in range(34) if
    is_complete(h + t)], where h + t may hold five copies. With `void_suit`, a hand still holding
    a tile of that suit cannot win, and no tile of that suit is ever a wait. `joker_kinds` are the
    混 kinds: drawing one completes any ready hand."""
    if _hand_size(counts, melds_count, jokers) != 13:
        raise ValueError("waits needs a 13-equivalent hand")
    kinds = _check_joker_kinds(counts, joker_kinds)
    # A held void tile needs a swap before anything else, so such a hand is never ready: the
    # shanten check below already returns [] for it.
    best, tiles = _analyse(list(counts), melds_count, _check_shapes(shapes), jokers,
                           _void_group(void_suit), kinds)
    return tiles if best == 0 else []


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """One discard of a 14-equivalent hand: the shanten left, and each tile that would lower it
    with the copies not yet seen (4 - in this hand - visible)."""

    discard: int
    shanten_after: int
    effective: tuple[tuple[int, int], ...]
    total_live: int


_PLAIN_SHAPES = frozenset(("standard", "seven_pairs"))
_KeptKey = tuple[tuple[int, ...], int, int, frozenset[str], int, int, tuple[int, ...]]
_KEPT_CACHE_SIZE = 8192
_kept_cache: dict[_KeptKey, tuple[tuple[int, tuple[int, ...]], ...]] = {}


def improving_after_discards(counts: Sequence[int], melds_count: int, step: int, *,
                             shapes: Iterable[str] = SHAPES, jokers: int = 0, void_suit: str | None = None,
                             joker_kinds: Iterable[int] = ()) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """For a 14-equivalent hand: (discard, improving_tiles of the hand left) for each kind held
    whose discard leaves shanten `step`, in kind order; the same answers as shanten() and
    improving_tiles() per discard, a few times faster (one group table looked up per discard,
    the improving tiles only where the shanten matches; memoised, bounded)."""
    if _hand_size(counts, melds_count, jokers) != 14:
        raise ValueError("improving_after_discards needs a 14-equivalent hand")
    kinds = _check_joker_kinds(counts, joker_kinds)
    chosen = _check_shapes(shapes)
    void_group = _void_group(void_suit)
    key = (tuple(counts), melds_count, step, chosen, jokers, void_group, kinds)
    found = _kept_cache.get(key)
    if found is not None:
        return found
    hand = list(counts)
    whole = _tables_of(hand, void_group) if "standard" in chosen else None
    others: tuple[tuple[int, ...], ...] = ()
    if whole is not None and chosen <= _PLAIN_SHAPES:
        # the merged tables of the three other groups, per group: a discard changes one group,
        # and the merge is associative and commutative (as in _improving_standard)
        t01, t23 = _merge(whole[0], whole[1]), _merge(whole[2], whole[3])
        others = (_merge(whole[1], t23), _merge(whole[0], t23), _merge(t01, whole[3]), _merge(t01, whole[2]))
    sets_needed = 4 - melds_count
    out = []
    for discard in range(NUM_KINDS):
        if not hand[discard]:
            continue
        hand[discard] -= 1
        hand_key = (tuple(hand), melds_count, chosen, jokers, void_group, kinds)
        analysed = _analyse_cache.get(hand_key)
        if analysed is None:
            tables = None
            if whole is not None:
                group = discard // 9 if discard < 27 else 3
                tables = list(whole)
                tables[group] = _suit_table(hand, group, void_group)
            if others and tables is not None:
                # _distances for the standard shape and seven pairs, one table lookup for the former
                group = discard // 9 if discard < 27 else 3
                distances = {"standard": 3 * sets_needed + 2 - _BEST[sets_needed * 2 + 1](tables[group], others[group])}
                if melds_count == 0 and "seven_pairs" in chosen:
                    distances["seven_pairs"] = _seven_pairs_distance(hand, void_group)
            else:
                distances = _distances(hand, melds_count, chosen, void_group, tables)
            after = min(distances.values()) - jokers - 1 if distances else UNREACHABLE
            if after == step:      # the improving tiles too, remembered as _analyse does
                best, tiles = _analyse_uncached(hand, melds_count, chosen, jokers, void_group, kinds, tables,
                                                distances)
                if len(_analyse_cache) >= _ANALYSE_CACHE_SIZE:
                    _analyse_cache.clear()
                analysed = _analyse_cache[hand_key] = (best, tuple(tiles))
        if analysed is not None and analysed[0] == step:
            out.append((discard, analysed[1]))
        hand[discard] += 1
    if len(_kept_cache) >= _KEPT_CACHE_SIZE:
        _kept_cache.clear()  # bounded memory; results do not depend on what is cached
    result = _kept_cache[key] = tuple(out)
    return result


def live_counts(counts: Sequence[int], visible: Sequence[int] | None = None) -> list[int]:
    """Unseen copies per kind: 4 - held - visible, never below 0. `visible` (34 or more entries)
    is every tile this player can see outside the hand: discards, all exposed melds, indicators,
    and for 天津 the player's own 混 of that kind."""
    seen = visible if visible is not None else (0,) * NUM_KINDS
    if len(seen) < NUM_KINDS:
        raise ValueError(f"visible must have at least {NUM_KINDS} entries, got {len(seen)}")
    return [max(0, 4 - counts[t] - seen[t]) for t in range(NUM_KINDS)]


def live_count(counts: Sequence[int], visible: Sequence[int] | None, tile: int) -> int:
    """Unseen copies of one kind (see live_counts)."""
    seen = visible[tile] if visible is not None else 0
    return max(0, 4 - counts[tile] - seen)


def effective_tiles(counts: Sequence[int], melds_count: int = 0, *, shapes: Iterable[str] = SHAPES,
                    jokers: int = 0, visible: Sequence[int] | None = None,
                    void_suit: str | None = None, joker_kinds: Iterable[int] = ()) -> list[DiscardOption]:
    """For a 14-equivalent hand: one DiscardOption per kind held (jokers are never offered as a
    discard), best first: lowest shanten_after, then most live effective copies, then lowest
    tile index. Live counts use the hand before the discard, since the discarded copy is seen."""
    if _hand_size(counts, melds_count, jokers) != 14:
        raise ValueError("effective_tiles needs a 14-equivalent hand (after the draw)")
    kinds = _check_joker_kinds(counts, joker_kinds)
    chosen = _check_shapes(shapes)
    void_group = _void_group(void_suit)
    live = live_counts(counts, visible)
    hand = list(counts)
    whole = _tables_of(hand, void_group) if "standard" in chosen else None
    options = []
    for discard in range(NUM_KINDS):
        if not hand[discard]:
            continue
        hand[discard] -= 1
        near = None if whole is None else (whole, discard // 9 if discard < 27 else 3)
        after, tiles = _analyse(hand, melds_count, chosen, jokers, void_group, kinds, near)
        hand[discard] += 1
        effective = tuple((t, live[t]) for t in tiles)
        options.append(DiscardOption(discard, after, effective, sum(n for _, n in effective)))
    options.sort(key=lambda o: (o.shanten_after, -o.total_live, o.discard))
    return options


# ---------------------------------------------------------------------------------------------
# Completeness, checked by direct decomposition (independent of the distance tables above, so
# tests can hold one against the other).

def _standard_complete(hand: list[int], start: int, sets: int, pair: int, jokers: int,
                       memo: dict[tuple[tuple[int, ...], int, int, int], bool]) -> bool:
    i = start
    while i < NUM_KINDS and hand[i] == 0:
        i += 1
    if i == NUM_KINDS:
        return jokers == 3 * sets + 2 * pair  # leftover jokers form whole sets / the pair
    key = (tuple(hand[i:]), sets, pair, jokers)
    if key in memo:
        return memo[key]
    # Every way the lowest real tile can sit in a set or the pair, with jokers filling the gaps.
    blocks: list[tuple[tuple[int, ...], int, int, int]] = []  # (tiles, jokers used, sets, pair)
    if pair:
        blocks += [((i, i), 0, 0, 1), ((i,), 1, 0, 1)]
    if sets:
        blocks += [((i, i, i), 0, 1, 0), ((i, i), 1, 1, 0), ((i,), 2, 1, 0)]
        rank = i % 9
        if i < 27 and rank <= 7:   # i and i + 1 in one run (789 or 678 around a joker)
            blocks.append(((i, i + 1), 1, 1, 0))
        if i < 27 and rank <= 6:
            blocks += [((i, i + 1, i + 2), 0, 1, 0), ((i, i + 2), 1, 1, 0)]
    result = False
    for tiles, used, set_used, pair_used in blocks:
        if used > jokers or any(hand[t] < tiles.count(t) for t in tiles):
            continue
        for t in tiles:
            hand[t] -= 1
        ok = _standard_complete(hand, i, sets - set_used, pair - pair_used, jokers - used, memo)
        for t in tiles:
            hand[t] += 1
        if ok:
            result = True
            break
    memo[key] = result
    return result


def _complete_shapes(hand: list[int], melds_count: int, shapes: frozenset[str], jokers: int) -> bool:
    if "standard" in shapes and _standard_complete(hand, 0, 4 - melds_count, 1, jokers, {}):
        return True
    if melds_count == 0:
        if "seven_pairs" in shapes and sum(n & 1 for n in hand) <= jokers:
            return True
        if "thirteen_orphans" in shapes:
            held = sum(hand)
            extra = sum(hand[t] - 1 for t in ORPHANS if hand[t] > 1)
            if extra <= 1 and held == sum(hand[t] for t in ORPHANS):
                return True
        if "knitted" in shapes and max(hand) <= 1:
            for pattern in KNITTED_PATTERNS:
                allowed = set(pattern) | set(HONORS)
                if all(t in allowed for t in range(NUM_KINDS) if hand[t]):
                    return True
    if "knitted" in shapes and melds_count <= 1:
        for pattern in KNITTED_PATTERNS:
            missing = sum(1 for t in pattern if not hand[t])
            if missing > jokers:
                continue
            present = [t for t in pattern if hand[t]]
            for t in present:
                hand[t] -= 1
            ok = _standard_complete(hand, 0, 1 - melds_count, 1, jokers - missing, {})
            for t in present:
                hand[t] += 1
            if ok:
                return True
    return False


def is_complete(counts: Sequence[int], melds_count: int = 0, *, shapes: Iterable[str] = SHAPES,
                jokers: int = 0, void_suit: str | None = None) -> bool:
    """True if the 14-equivalent hand forms one of `shapes` (jokers standing for any tile but a
    void-suit one). A 13-equivalent hand is never complete."""
    if _hand_size(counts, melds_count, jokers) != 14:
        return False
    void_group = _void_group(void_suit)
    if _holds_void(counts, void_group):
        return False
    chosen = _check_shapes(shapes)
    if void_group >= 0:
        chosen = chosen - {"thirteen_orphans", "knitted"}
    return _complete_shapes(list(counts), melds_count, chosen, jokers)
