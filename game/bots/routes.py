"""Routes to a legal win: a shape with constraints (only these kinds, these pungs, these chows,
one block per group, concealed) and the value it is worth, with its exact distance for a hand.

A route's distance is what rules.analysis calls a distance: the fewest tiles that must come in
to complete it (13-equivalent hands: 1 = ready). Tiles a route does not allow simply do not
count as kept, so a 混一色 hand with three tiles of another suit is at least three away. The
policies list their variant's routes (国标: 混一色 + 门前清, 碰碰和 + 箭刻, 花龙, 七对...), and
the bot steers by the nearest, then the most valuable: the distance to a win the scorer accepts,
not to any complete shape.

The per-group tables are rules.analysis's (memoised per group), so a route costs a few table
merges.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Optional, Sequence

from rules.analysis import (  # the shared per-group tables and shape distances (no copy)
    _BEST,
    UNREACHABLE,
    _group_table,
    _knitted_distance,
    _merge,
    _orphans_overlap,
    _seven_pairs_distance,
    _suit_table,
)
from rules.melds import Meld, MeldKind
from rules.tiles import NUM_PLAY_KINDS

from .table_reading import SETS_IN_HAND

GROUPS = 4                  # the three suits and the honours, as rules.analysis scores them
WINDS = range(27, 31)
DRAGONS = range(31, 34)
ALL_KINDS = frozenset(range(NUM_PLAY_KINDS))


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
    def chow_tiles(self) -> tuple[int, ...]:
        """The tiles of the route's fixed chows."""
        return tuple(k for s in self.chows for k in _chow_tiles(s))

    def describe(self) -> str:
        """"混一色+门前清" (the score items of the route)."""
        return "+".join(self.names)


def _claimed(melds: Sequence[Meld]) -> bool:
    return any(m.kind is not MeldKind.CONCEALED_KONG for m in melds)


def _kept_standard(hand: Sequence[int], sets: int) -> int:
    tables = [_suit_table(hand, g, -1) for g in range(GROUPS)]
    best: int = _BEST[sets * 2 + 1](_merge(_merge(tables[0], tables[1]), tables[2]), tables[3])
    return best


def _kept_pungs(hand: Sequence[int], sets: int) -> int:
    """Most tiles of `hand` that fit `sets` pungs and a pair."""
    threes = sorted((min(c, 3), k) for k, c in enumerate(hand) if c)
    threes.reverse()
    top = threes[:sets + 1]
    best = sum(v for v, _ in top[:sets])                   # no pair held
    for k, c in enumerate(hand):
        if not c:
            continue
        pair = min(c, 2)
        chosen = [v for v, kind in top if kind != k][:sets]
        best = max(best, pair + sum(chosen))
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


def distance(route: Route, counts: Sequence[int], melds: Sequence[Meld]) -> int:
    """Tiles missing to complete `route` with this 13-equivalent hand (UNREACHABLE when the
    melds rule it out)."""
    if route.concealed and _claimed(melds):
        return UNREACHABLE
    kinds = route.kinds
    for m in melds:
        if any(t.index not in kinds for t in m.tiles):
            return UNREACHABLE
    hand = list(counts)
    for k in route.off_kinds:
        hand[k] = 0
    sets = SETS_IN_HAND - len(melds)
    shape = route.shape
    if shape == "pairs":
        return UNREACHABLE if melds else _seven_pairs_distance(hand, -1)
    if shape == "orphans":
        return UNREACHABLE if melds else 14 - _orphans_overlap(hand)
    if shape == "knitted":
        return _knitted_distance(list(hand), len(melds), -1)
    if shape == "five_groups":
        return _five_groups(hand, melds, route.pung_group)
    missing = 0
    for kind in route.pungs:                 # a fixed pung: melded, or built from the hand
        if any(m.kind is not MeldKind.CHOW and m.tiles[0].index == kind for m in melds):
            continue
        if sets <= 0:
            return UNREACHABLE
        have = min(hand[kind], 3)
        missing += 3 - have
        hand[kind] -= have
        sets -= 1
    if shape == "pungs":
        if any(m.kind is MeldKind.CHOW for m in melds):
            return UNREACHABLE
        return missing + 3 * sets + 2 - _kept_pungs(hand, sets)
    if route.chows:
        melded = [min(t.index for t in m.tiles) for m in melds if m.kind is MeldKind.CHOW]
        others = len(melds)
        for start in route.chows:
            if start in melded:
                melded.remove(start)
                others -= 1
                continue
            sets -= 1
            for k in _chow_tiles(start):
                if hand[k]:
                    hand[k] -= 1
                else:
                    missing += 1
        if sets < 0 or others > SETS_IN_HAND - len(route.chows):
            return UNREACHABLE
    return missing + 3 * sets + 2 - _kept_standard(hand, sets)


def lower_bound(route: Route, counts: Sequence[int], melds: Sequence[Meld]) -> int:
    """A quick floor under `distance`: the concealed tiles the route does not allow, the tiles its
    fixed pungs lack, or the chow tiles it lacks (a route whose floor is already worse than the
    best found can be skipped)."""
    off = sum(counts[k] for k in route.off_kinds) if route.off_kinds else 0
    if route.chows:
        have = list(counts)
        lacking = 0
        for k in route.chow_tiles:
            if have[k]:
                have[k] -= 1
            else:
                lacking += 1
        chows = sum(1 for m in melds if m.kind is MeldKind.CHOW)
        return max(off, lacking - 3 * chows)      # a melded chow may cover three of them
    if route.pungs:
        lacking = sum(3 - min(counts[k], 3) for k in route.pungs
                      if not any(m.kind is not MeldKind.CHOW and m.tiles[0].index == k for m in melds))
        return max(off, lacking)
    return off


@dataclass(frozen=True)
class RouteDistance:
    route: Route
    distance: int


def nearest(routes: Sequence[Route], counts: Sequence[int], melds: Sequence[Meld], slack: int = 0,
            floor: int = 0) -> list[RouteDistance]:
    """The routes within `slack` tiles of the nearest one, nearest first, then most valuable.
    `floor`: a distance no route can beat (the plain shape's), so the search can stop there."""
    bounds = sorted((max(lower_bound(r, counts, melds), floor), i) for i, r in enumerate(routes))
    found: list[RouteDistance] = []
    best = UNREACHABLE
    for bound, i in bounds:
        if bound > best + slack:
            break
        d = distance(routes[i], counts, melds)
        if d >= UNREACHABLE:
            continue
        found.append(RouteDistance(routes[i], d))
        best = min(best, d)
    found = [r for r in found if r.distance <= best + slack]
    found.sort(key=lambda r: (r.distance, -r.route.value, r.route.key))
    return found


def nearest_after_discards(routes: Sequence[Route], counts: Sequence[int], melds: Sequence[Meld],
                           discards: Sequence[int]) -> dict[int, list[RouteDistance]]:
    """For a 14-equivalent hand, the nearest routes after each discard. Throwing one tile moves a
    route's distance by 0 or 1, so only the routes within one tile of the nearest before the
    throw can be nearest after it: the others are never measured again."""
    candidates = [r.route for r in nearest(routes, counts, melds, slack=1)]
    out: dict[int, list[RouteDistance]] = {}
    hand = list(counts)
    for kind in discards:
        if not hand[kind]:
            continue
        hand[kind] -= 1
        measured = [RouteDistance(r, distance(r, hand, melds)) for r in candidates]
        hand[kind] += 1
        measured = [m for m in measured if m.distance < UNREACHABLE]
        if measured:
            best = min(m.distance for m in measured)
            measured = [m for m in measured if m.distance == best]
            measured.sort(key=lambda r: (-r.route.value, r.route.key))
        out[kind] = measured
    return out
