"""The distance of a sets-and-a-pair route measured group by group: routes.py's fast path.

A route of the standard shape (any chows and pungs, fixed pungs and chows, kinds it does not
allow) touches each group of the hand (万, 饼, 条, the honours) on its own: the kinds it does
not allow are dropped, its fixed pungs and chows take their tiles from their own group. So a
route is, for given melds, a plan: the sets left to build and one transform per group, and its
distance is the groups' missing tiles plus the sets and pair the transformed groups cannot fill,
read off rules.analysis's per-group tables with the same (max, +) merge, so every number is the
one a whole-hand measure gives. Transforms are shared by many routes (花龙 and 三色三步高 take the
same chow out of a suit), so a group's result is memoised on (transform, the group's tiles).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Optional, Protocol, Sequence

from rules.analysis import _BEST, _group_table, _merge
from rules.melds import Meld, MeldKind

from .table_reading import SETS_IN_HAND

MeldsKey = tuple[tuple[int, tuple[int, ...]], ...]
Table = tuple[int, ...]
Rows = tuple[tuple[int, ...], ...]    # the hand's groups (GROUP_BASES), each as counts
Transform = tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]  # group, off ranks, pung ranks, chow starts

GROUP_BASES = (0, 9, 18, 27)
_RESIDUAL_CACHE_SIZE = 1 << 13
_PLAN_CACHE_SIZE = 2048

# Transform numbers: one per distinct (group, dropped ranks, pung ranks, chow starts) the routes
# ever use (a few hundred at most), never cleared so that a number always means one transform.
_transform_ids: dict[Transform, int] = {}
_transforms: list[Transform] = []
_plan_cache: dict[tuple[int, MeldsKey], Optional["Plan"]] = {}


class PlannedRoute(Protocol):
    """What a plan reads of a route (routes.Route satisfies it): typed here so that this module
    does not import routes.py, which imports it."""

    @property
    def geometry(self) -> int:
        """The number of the route's shape and constraints (the plan memo's key)."""

    @property
    def concealed(self) -> bool:
        """Whether the route allows no claimed meld."""

    @property
    def kinds(self) -> frozenset[int]:
        """The kinds the hand may hold (melds included)."""

    @property
    def off_kinds(self) -> tuple[int, ...]:
        """The play kinds the route does not allow."""

    @property
    def pungs(self) -> tuple[int, ...]:
        """The kinds that must be a pung (or kong)."""

    @property
    def chows(self) -> tuple[int, ...]:
        """The lowest kinds of the chows the hand must hold."""


@dataclass(frozen=True, slots=True)
class Plan:
    """A standard route under given melds: `base` = 3 * sets + 2 for the sets left to build (and
    the pair), `target` the table entry of those sets and a pair, one transform per group."""

    base: int
    target: int
    transforms: tuple[int, ...]        # one per group


def clear_caches() -> None:
    """Empty the memos (the transform numbers stay: they name transforms, not results)."""
    _plan_cache.clear()
    group_residual.cache_clear()


def group_of(kind: int) -> int:
    """The group (0-3: 万, 饼, 条, honours) of a play kind."""
    return kind // 9 if kind < 27 else 3


def rows_of(hand: Sequence[int]) -> Rows:
    """The hand's four groups as count tuples."""
    return (tuple(hand[0:9]), tuple(hand[9:18]), tuple(hand[18:27]), tuple(hand[27:34]))


def _transform_id(transform: Transform) -> int:
    found = _transform_ids.get(transform)
    if found is None:
        found = _transform_ids[transform] = len(_transforms)
        _transforms.append(transform)
    return found


def plan_for(route: PlannedRoute, melds: Sequence[Meld], melds_key: MeldsKey) -> Optional[Plan]:
    """The plan of a standard-shape route with these melds; None when the melds rule it out
    (a claimed meld on a concealed route, a meld of a kind it does not allow, no room left for
    its fixed sets): then its distance is UNREACHABLE whatever the hand holds."""
    key = (route.geometry, melds_key)
    if key in _plan_cache:
        return _plan_cache[key]
    made = _make_plan(route, melds)
    if len(_plan_cache) >= _PLAN_CACHE_SIZE:
        _plan_cache.clear()  # bounded memory; results do not depend on what is cached
    _plan_cache[key] = made
    return made


def _make_plan(route: PlannedRoute, melds: Sequence[Meld]) -> Optional[Plan]:
    """The checks and the fixed sets of routes.distance that do not depend on the tiles held."""
    if route.concealed and any(m.kind is not MeldKind.CONCEALED_KONG for m in melds):
        return None
    if any(t.index not in route.kinds for m in melds for t in m.tiles):
        return None
    sets = SETS_IN_HAND - len(melds)
    pungs: list[int] = []
    for kind in route.pungs:                 # a fixed pung: melded, or built from the hand
        if any(m.kind is not MeldKind.CHOW and m.tiles[0].index == kind for m in melds):
            continue
        if sets <= 0:
            return None
        pungs.append(kind)
        sets -= 1
    chows: list[int] = []
    if route.chows:
        melded = [min(t.index for t in m.tiles) for m in melds if m.kind is MeldKind.CHOW]
        others = len(melds)
        for start in route.chows:
            if start in melded:
                melded.remove(start)
                others -= 1
                continue
            sets -= 1
            chows.append(start)
        if sets < 0 or others > SETS_IN_HAND - len(route.chows):
            return None
    transforms = []
    for group, base in enumerate(GROUP_BASES):
        transforms.append(_transform_id((
            group,
            tuple(k - base for k in route.off_kinds if group_of(k) == group),
            tuple(k - base for k in pungs if group_of(k) == group),
            tuple(k - base for k in chows if group_of(k) == group))))
    return Plan(3 * sets + 2, 2 * sets + 1, tuple(transforms))


@lru_cache(maxsize=_RESIDUAL_CACHE_SIZE)
def group_residual(transform: int, row: tuple[int, ...]) -> tuple[int, Table]:
    """One group under one transform: (the tiles its fixed sets lack, the table of what is left),
    in routes.distance's order: dropped kinds, then the fixed pungs, then the fixed chows."""
    group, off, pungs, chows = _transforms[transform]
    missing = 0
    if off or pungs or chows:
        held = list(row)
        for r in off:
            held[r] = 0
        for r in pungs:
            have = min(held[r], 3)
            missing += 3 - have
            held[r] -= have
        for start in chows:
            for r in (start, start + 1, start + 2):
                if held[r]:
                    held[r] -= 1
                else:
                    missing += 1
        row = tuple(held)
    table = _group_table(row, True) if group < 3 else _group_table(tuple(sorted(row)), False)
    return missing, table


def measure(plan: Plan, rows: Rows) -> int:
    """The route's distance for a hand given by its rows."""
    t = plan.transforms
    m0, t0 = group_residual(t[0], rows[0])
    m1, t1 = group_residual(t[1], rows[1])
    m2, t2 = group_residual(t[2], rows[2])
    m3, t3 = group_residual(t[3], rows[3])
    kept: int = _BEST[plan.target](_merge(_merge(t0, t1), t2), t3)
    return m0 + m1 + m2 + m3 + plan.base - kept


class DiscardMeasure:
    """A plan measured on a 14-equivalent hand, ready to give its distance after each discard
    (or on a 13-equivalent hand, after each draw): a discard changes one group, so only that
    group is measured again, against the merged table of the other three (the merge is
    associative and commutative: the number a whole measure gives)."""

    __slots__ = ("plan", "rows", "missing", "total_missing", "others")

    def __init__(self, plan: Plan, rows: Rows) -> None:
        self.plan = plan
        self.rows = rows
        residuals = [group_residual(t, row) for t, row in zip(plan.transforms, rows)]
        self.missing = [m for m, _ in residuals]
        self.total_missing = sum(self.missing)
        tables = [table for _, table in residuals]
        t01 = _merge(tables[0], tables[1])
        t23 = _merge(tables[2], tables[3])
        self.others = (_merge(tables[1], t23), _merge(tables[0], t23),
                       _merge(t01, tables[3]), _merge(t01, tables[2]))

    def after(self, kind: int, change: int = -1) -> int:
        """The distance once one held tile of `kind` is thrown (`change` +1: once one is drawn,
        on a 13-equivalent hand)."""
        group = group_of(kind)
        row = list(self.rows[group])
        row[kind - GROUP_BASES[group]] += change
        missing, table = group_residual(self.plan.transforms[group], tuple(row))
        kept: int = _BEST[self.plan.target](table, self.others[group])
        return self.total_missing - self.missing[group] + missing + self.plan.base - kept
