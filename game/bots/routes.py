"""Routes to a legal win: a shape with constraints (only these kinds, these pungs, these chows,
one block per group, concealed) and the value it is worth, with its exact distance for a hand.

A route's distance is what rules.analysis calls a distance: the fewest tiles that must come in
to complete it (13-equivalent hands: 1 = ready). Tiles a route does not allow simply do not
count as kept, so a 混一色 hand with three tiles of another suit is at least three away. The
policies list their variant's routes (国标: 混一色 + 门前清, 碰碰和 + 箭刻, 花龙, 七对...), and
the bot steers by the nearest, then the most valuable: the distance to a win the scorer accepts,
not to any complete shape.

The per-group tables are rules.analysis's (memoised per group), so a route costs a few table
merges: sets-and-a-pair routes are measured group by group (route_measure.py), the other shapes
memoised per route shape, hand and melds, and the nearest routes of a hand per hand (the bot asks
for the same 14 tiles' nearest routes twice a decision). Every memo is bounded, and no answer
depends on what it holds (tests/game/test_bot_caches.py).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property, lru_cache
from operator import itemgetter
from typing import Callable, Optional, Sequence

from rules.analysis import (  # the shared per-group tables and shape distances (no copy)
    _PATTERN_COUNTS,
    UNREACHABLE,
    _group_table,
    _honors_knitted_distance,
    _knitted_distance,
    _orphans_overlap,
    _seven_pairs_distance,
)
from rules.melds import Meld, MeldKind
from rules.tiles import NUM_PLAY_KINDS

from .route_measure import DiscardMeasure, MeldsKey, measure, plan_for, rows_of
from .route_measure import clear_caches as clear_measure_caches
from .table_reading import SETS_IN_HAND

GROUPS = 4                  # the three suits and the honours, as rules.analysis scores them
WINDS = range(27, 31)
DRAGONS = range(31, 34)
ALL_KINDS = frozenset(range(NUM_PLAY_KINDS))

# What `distance` reads of a route (not its names or value), numbered: routes of the same shape
# and constraints (国标's 混一色 + 箭刻 for every seat wind) share their memoised distances. Never
# cleared: one entry per distinct route shape the policies define.
_GEOMETRIES: dict[tuple[object, ...], int] = {}
# Shapes measured on their own; the others are sets and a pair ("pungs": pungs only).
_OWN_SHAPES = frozenset({"pairs", "orphans", "knitted", "five_groups"})


@dataclass(frozen=True)
class Route:
    """One way to a legal win. `names` are the score items it brings (zh), `value` their sum."""

    key: str
    names: tuple[str, ...]
    value: int
    shape: str = "standard"                  # standard, pungs, chows, five_groups, pairs, knitted, orphans
    kinds: frozenset[int] = ALL_KINDS        # the kinds the hand may hold (melds included)
    pungs: tuple[int, ...] = ()              # kinds that must be a pung (or kong)
    chows: tuple[int, ...] = ()              # lowest kinds of chows the hand must hold
    concealed: bool = False                  # no claimed meld (门前清, 不求人)
    pung_group: Optional[int] = None         # five_groups: the group (0-4) that must hold a set, not the pair

    @cached_property
    def off_kinds(self) -> tuple[int, ...]:
        """The play kinds this route does not allow."""
        return tuple(k for k in range(NUM_PLAY_KINDS) if k not in self.kinds)

    @cached_property
    def off_counts(self) -> Callable[[Sequence[int]], tuple[int, ...]]:
        """counts -> the counts of the kinds this route does not allow, as a tuple."""
        off = self.off_kinds
        if len(off) == 1:
            return lambda counts: (counts[off[0]],)
        return itemgetter(*off)

    @cached_property
    def chow_tiles(self) -> tuple[int, ...]:
        """The tiles of the route's fixed chows."""
        return tuple(k for s in self.chows for k in _chow_tiles(s))

    @cached_property
    def chow_needs(self) -> tuple[tuple[int, int], ...]:
        """(kind, copies) the route's fixed chows need, each kind once."""
        return tuple(sorted(Counter(self.chow_tiles).items()))

    @cached_property
    def is_standard(self) -> bool:
        """Sets and a pair with any chows (route_measure.py measures these group by group)."""
        return self.shape not in _OWN_SHAPES and self.shape != "pungs"

    @cached_property
    def chow_singles(self) -> Optional[Callable[[Sequence[int]], tuple[int, ...]]]:
        """counts -> the counts of the chow tiles, when the fixed chows need each kind once
        (None otherwise, or without fixed chows)."""
        if len(self.chow_tiles) < 2 or any(copies != 1 for _, copies in self.chow_needs):
            return None
        return itemgetter(*self.chow_tiles)

    @cached_property
    def geometry(self) -> int:
        """The number of this route's shape and constraints: routes that differ only in names and
        value have the same one (and the same distance for every hand)."""
        key = (self.shape, self.kinds, self.pungs, self.chows, self.concealed, self.pung_group)
        return _GEOMETRIES.setdefault(key, len(_GEOMETRIES))

    def describe(self) -> str:
        """"混一色+门前清" (the score items of the route)."""
        return "+".join(self.names)


def _claimed(melds: Sequence[Meld]) -> bool:
    return any(m.kind is not MeldKind.CONCEALED_KONG for m in melds)


# Memo sizes: entries are small (a route number, a hand tuple shared by every route measured on
# it, the melds' kinds), and the bounded caches keep a 10,000-hand soak's memory flat.
_KEPT_CACHE_SIZE = 1 << 12
_DISTANCE_CACHE_SIZE = 8192
_distance_cache: dict[tuple[int, tuple[int, ...], MeldsKey], int] = {}
_NEAREST_CACHE_SIZE = 256      # a decision asks a few hands twice
_nearest_cache: dict[tuple[int, tuple[int, ...], MeldsKey], tuple[Sequence["Route"], list["RouteDistance"]]] = {}


def clear_caches() -> None:
    """Empty this module's memos (answers never depend on them; see also rules.analysis)."""
    _distance_cache.clear()
    _nearest_cache.clear()
    clear_measure_caches()
    _kept_pungs_of.cache_clear()


def _kept_pungs(hand: Sequence[int], sets: int) -> int:
    """Most tiles of `hand` that fit `sets` pungs and a pair."""
    return _kept_pungs_of(tuple(hand), sets)


@lru_cache(maxsize=_KEPT_CACHE_SIZE)
def _kept_pungs_of(hand: tuple[int, ...], sets: int) -> int:
    # The `sets` best pung blocks (up to 3 tiles of a kind) and a pair block (up to 2) of another
    # kind: with the pair on kind k, the pungs are the top blocks without k.
    top = sorted(((min(c, 3), k) for k, c in enumerate(hand) if c), reverse=True)[:sets + 1]
    first = sum(v for v, _ in top[:sets])                  # no pair held, or the pair off the top
    total = sum(v for v, _ in top)
    in_top = {k: v for v, k in top}
    best = first
    for k, c in enumerate(hand):
        if c:
            kept = min(c, 2) + (total - in_top[k] if k in in_top else first)
            if kept > best:
                best = kept
    return best


def _group_tables(hand: Sequence[int]) -> list[tuple[int, ...]]:
    """The five groups of 五门齐: 万, 饼, 条, winds, dragons."""
    return [_group_table(tuple(hand[0:9]), True), _group_table(tuple(hand[9:18]), True),
            _group_table(tuple(hand[18:27]), True), _group_table(tuple(sorted(hand[27:31])), False),
            _group_table(tuple(sorted(hand[31:34])), False)]


def _meld_group(m: Meld) -> int:
    k = m.tiles[0].index
    return k // 9 if k < 27 else (3 if k < 31 else 4)


def _five_groups(hand: Sequence[int], melds: Sequence[Meld], pung_group: Optional[int]) -> int:
    taken = [_meld_group(m) for m in melds]
    if len(set(taken)) != len(taken):
        return UNREACHABLE
    if pung_group is not None and pung_group in taken and melds[taken.index(pung_group)].kind is MeldKind.CHOW:
        return UNREACHABLE
    free = [g for g in range(5) if g not in taken]
    tables = _group_tables(hand)
    sets_kept = {g: tables[g][2] for g in free}             # one set, no pair
    best = -1
    for pair_group in free:
        if pair_group == pung_group:
            continue
        kept = tables[pair_group][1] + sum(v for g, v in sets_kept.items() if g != pair_group)
        best = max(best, kept)
    if best < 0:
        return UNREACHABLE
    return 3 * (len(free) - 1) + 2 - best


def _chow_tiles(start: int) -> tuple[int, int, int]:
    return start, start + 1, start + 2


def _melds_key(melds: Sequence[Meld]) -> MeldsKey:
    """What `distance` reads of the melds: each one's kind (0 chow, 1 claimed pung or kong,
    2 concealed kong) and tile kinds."""
    return tuple((0 if m.kind is MeldKind.CHOW else 2 if m.kind is MeldKind.CONCEALED_KONG else 1,
                  tuple(t.index for t in m.tiles)) for m in melds)


def distance(route: Route, counts: Sequence[int], melds: Sequence[Meld]) -> int:
    """Tiles missing to complete `route` with this 13-equivalent hand (UNREACHABLE when the
    melds rule it out)."""
    return _distance(route, tuple(counts), melds, _melds_key(melds))


def _distance(route: Route, hand: tuple[int, ...], melds: Sequence[Meld], melds_key: MeldsKey) -> int:
    """`distance`: a sets-and-a-pair route measured group by group (route_measure.py), the other
    shapes memoised on the route's geometry, the hand and the melds' key."""
    if route.is_standard:
        plan = plan_for(route, melds, melds_key)
        return UNREACHABLE if plan is None else measure(plan, rows_of(hand))
    key = (route.geometry, hand, melds_key)
    found = _distance_cache.get(key)
    if found is None:
        found = _distance_uncached(route, hand, melds)
        if len(_distance_cache) >= _DISTANCE_CACHE_SIZE:
            _distance_cache.clear()  # bounded memory; results do not depend on what is cached
        _distance_cache[key] = found
    return found


def _distance_uncached(route: Route, counts: Sequence[int], melds: Sequence[Meld]) -> int:
    """`distance` computed (the shapes as rules.analysis measures them)."""
    if route.concealed and _claimed(melds):
        return UNREACHABLE
    kinds = route.kinds
    for m in melds:
        if any(t.index not in kinds for t in m.tiles):
            return UNREACHABLE
    shape = route.shape
    if shape in _OWN_SHAPES:
        hand = list(counts)
        for k in route.off_kinds:
            hand[k] = 0
        if shape == "pairs":
            return UNREACHABLE if melds else _seven_pairs_distance(hand, -1)
        if shape == "orphans":
            return UNREACHABLE if melds else 14 - _orphans_overlap(hand)
        if shape == "knitted":
            return _knitted_distance(list(hand), len(melds), -1)
        return _five_groups(hand, melds, route.pung_group)
    residual = _fixed_pungs(route, counts, melds)       # the pungs shape (standard ones: route_measure)
    if residual is None or any(m.kind is MeldKind.CHOW for m in melds):
        return UNREACHABLE
    missing, sets, rest = residual
    return missing + 3 * sets + 2 - _kept_pungs(rest, sets)


def _fixed_pungs(route: Route, counts: Sequence[int], melds: Sequence[Meld]) -> Optional[tuple[int, int, list[int]]]:
    """A route's fixed pungs taken out of the hand: (the tiles they lack, the sets left to build,
    the rest of the hand without the kinds the route does not allow); None when the melds leave
    no room for them."""
    hand = list(counts)
    for k in route.off_kinds:
        hand[k] = 0
    sets = SETS_IN_HAND - len(melds)
    missing = 0
    for kind in route.pungs:                 # a fixed pung: melded, or built from the hand
        if any(m.kind is not MeldKind.CHOW and m.tiles[0].index == kind for m in melds):
            continue
        if sets <= 0:
            return None
        have = min(hand[kind], 3)
        missing += 3 - have
        hand[kind] -= have
        sets -= 1
    return missing, sets, hand


def lower_bound(route: Route, counts: Sequence[int], melds: Sequence[Meld]) -> int:
    """A quick floor under `distance`: the concealed tiles the route does not allow, the tiles its
    fixed pungs lack, or the chow tiles it lacks (a route whose floor is already worse than the
    best found can be skipped)."""
    return _lower_bound(route, counts, *_melded(melds))


def _melded(melds: Sequence[Meld]) -> tuple[frozenset[int], int, int]:
    """The kinds melded as a pung or kong, how many chows are melded, how many melds."""
    return (frozenset(m.tiles[0].index for m in melds if m.kind is not MeldKind.CHOW),
            sum(1 for m in melds if m.kind is MeldKind.CHOW), len(melds))


def _lower_bound(route: Route, counts: Sequence[int], melded_pungs: frozenset[int], melded_chows: int,
                 melds_count: int) -> int:
    """`lower_bound` with the melds read once (`_melded`)."""
    off = sum(route.off_counts(counts)) if route.off_kinds else 0
    if route.shape == "knitted":
        return max(off, _knitted_floor(counts, melds_count))
    if route.chows:
        single = route.chow_singles
        if single is not None:                # each chow tile a different kind: count the absent
            lacking: int = single(counts).count(0)
        else:
            lacking = 0
            for k, copies in route.chow_needs:
                if counts[k] < copies:
                    lacking += copies - counts[k]
        return max(off, lacking - 3 * melded_chows)      # a melded chow may cover three of them
    if route.pungs:
        lacking = sum(3 - min(counts[k], 3) for k in route.pungs if k not in melded_pungs)
        return max(off, lacking)
    return off


def _knitted_floor(counts: Sequence[int], melds_count: int) -> int:
    """A floor under the knitted distance: the fewest tiles a 组合龙 pattern lacks (the set and
    pair beside it cost no less than nothing), or 全不靠's distance. Kinds a route does not allow
    only take tiles away, which never brings a knitted hand closer."""
    if melds_count > 1:
        return UNREACHABLE
    straight: int = min(counts_of(counts).count(0) for counts_of in _PATTERN_COUNTS)
    return min(straight, _honors_knitted_distance(counts)) if melds_count == 0 else straight


@dataclass(frozen=True)
class RouteDistance:
    route: Route
    distance: int


def nearest(routes: Sequence[Route], counts: Sequence[int], melds: Sequence[Meld], slack: int = 0,
            floor: int = 0) -> list[RouteDistance]:
    """The routes within `slack` tiles of the nearest one, nearest first, then most valuable.
    `floor`: a distance no route can beat (the plain shape's), so the search can stop there."""
    hand = tuple(counts)
    melds_key = _melds_key(melds)
    if slack > 1 or floor or type(routes) is not tuple:
        return _nearest(routes, hand, melds, melds_key, slack, floor)
    # The bot asks for the nearest (slack 0: its plan) and for those within one (the discard
    # table) of the same hand: both are read off one memoised search within one tile.
    key = (id(routes), hand, melds_key)
    entry = _nearest_cache.get(key)
    if entry is None or entry[0] is not routes:
        entry = (routes, _nearest(routes, hand, melds, melds_key, 1, 0))
        if len(_nearest_cache) >= _NEAREST_CACHE_SIZE:
            _nearest_cache.clear()  # bounded memory; results do not depend on what is cached
        _nearest_cache[key] = entry   # the entry holds the routes, so their id cannot be reused
    within = entry[1]
    if slack == 1 or not within:
        return list(within)
    best = within[0].distance
    return [r for r in within if r.distance == best]


def _nearest(routes: Sequence[Route], hand: tuple[int, ...], melds: Sequence[Meld], melds_key: MeldsKey,
             slack: int, floor: int) -> list[RouteDistance]:
    """`nearest` without the memo. Every route at the nearest distance is measured (its floor is
    no higher), so the answer for slack 0 is the slack 1 answer's nearest routes."""
    pungs, chows, count = _melded(melds)
    bounds = sorted((max(_lower_bound(r, hand, pungs, chows, count), floor), i) for i, r in enumerate(routes))
    rows = rows_of(hand)
    measured: list[tuple[int, Route]] = []
    best = UNREACHABLE
    for bound, i in bounds:
        if bound > best + slack:
            break
        route = routes[i]
        if route.is_standard:
            plan = plan_for(route, melds, melds_key)
            d = UNREACHABLE if plan is None else measure(plan, rows)
        else:
            d = _distance(route, hand, melds, melds_key)
        if d >= UNREACHABLE:
            continue
        measured.append((d, route))
        if d < best:
            best = d
    found = [RouteDistance(route, d) for d, route in measured if d <= best + slack]
    found.sort(key=lambda r: (r.distance, -r.route.value, r.route.key))
    return found


def nearest_after_discards(routes: Sequence[Route], counts: Sequence[int], melds: Sequence[Meld],
                           discards: Sequence[int]) -> dict[int, list[RouteDistance]]:
    """For a 14-equivalent hand, the nearest routes after each discard. Throwing one tile moves a
    route's distance by 0 or 1, so only the routes within one tile of the nearest before the
    throw can be nearest after it: the others are never measured again. Throwing a kind the
    route does not allow leaves its distance as it was (such tiles never count as kept)."""
    before = nearest(routes, counts, melds, slack=1)
    melds_key = _melds_key(melds)
    rows = rows_of(counts)
    tables: list[Optional[DiscardMeasure]] = []
    for r in before:
        plan = plan_for(r.route, melds, melds_key) if r.route.is_standard else None
        tables.append(None if plan is None else DiscardMeasure(plan, rows))
    out: dict[int, list[RouteDistance]] = {}
    hand = list(counts)
    for kind in discards:
        if not hand[kind]:
            continue
        hand[kind] -= 1
        after = tuple(hand)
        hand[kind] += 1
        measured = []
        for r, table in zip(before, tables):
            route = r.route
            if kind not in route.kinds:
                d = r.distance
            elif table is not None:
                d = table.after(kind)
            else:
                d = _distance(route, after, melds, melds_key)
            measured.append((d, route))
        reachable = [(d, route) for d, route in measured if d < UNREACHABLE]
        nearest_after: list[RouteDistance] = []
        if reachable:
            best = min(d for d, _ in reachable)
            nearest_after = [RouteDistance(route, d) for d, route in reachable if d == best]
            nearest_after.sort(key=lambda r: (-r.route.value, r.route.key))
        out[kind] = nearest_after
    return out
