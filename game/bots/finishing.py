"""The finishing search: every way to complete the hand within the next few tiles, weighed by the
chance its tiles arrive and what the win is worth.

A 14-equivalent hand (the drawn tile in it) is compared with every
complete hand ("way") that keeps most of it: four sets and a pair (less the melds), or seven
pairs. A way differs from the hand by the tiles it still needs (`missing`) and the tiles it
throws (`excess`, as many as it needs). Throwing any excess tile now keeps the way open, and the
way is worth the chance its missing tiles come in the own draws left (`ArrivalCurves`: before
another seat wins, at the `Pace` the policy gives) times the points its win pays
(the policy's scorer says whether it is a legal win and what it is worth). A discard's finishing
value is the sum over the ways it keeps open (merged as overlapping chances where the pace says so).

The enumeration keeps ways within `slack` tiles of the nearest and skips sets and pairs that
use none of the hand's tiles (a set from nothing needs three draws: its chance is negligible
beside the ways that build on the hand), so a hand two steps from ready has tens to a few
hundred ways. It is pure: counts in, numbers out; the caller brings the scorer.
"""
from __future__ import annotations

from dataclasses import dataclass
from math import comb, exp
from typing import Callable, Optional, Sequence

from rules.tiles import NUM_PLAY_KINDS

# The sets as (kinds it uses): 34 pungs, then the 21 chows of the three suits.
_SETS: tuple[tuple[int, ...], ...] = tuple(
    [(k, k, k) for k in range(NUM_PLAY_KINDS)]
    + [(9 * s + r, 9 * s + r + 1, 9 * s + r + 2) for s in range(3) for r in range(7)])
PAIRS_NEEDED = 7              # seven pairs
MAX_WAYS = 4000               # enumeration cap: a wide hand with slack stops here (the nearest come first)


@dataclass(frozen=True)
class Way:
    """A complete hand reachable from the held tiles: the concealed counts it ends with, the
    copies it still needs, and the copies it throws."""

    tiles: tuple[int, ...]                    # 34 counts of the concealed part when complete
    missing: tuple[tuple[int, int], ...]      # (kind, copies) to come in
    excess: tuple[tuple[int, int], ...]       # (kind, copies) to throw

    @property
    def needs(self) -> int:
        """How many tiles must still come in."""
        return sum(c for _, c in self.missing)


def _diff(a: Sequence[int], b: Sequence[int]) -> tuple[tuple[int, int], ...]:
    return tuple((k, a[k] - b[k]) for k in range(NUM_PLAY_KINDS) if a[k] > b[k])


def standard_ways(counts: Sequence[int], sets_needed: int, live: Sequence[int], max_missing: int,
                  banned: frozenset[int] = frozenset()) -> list[Way]:
    """The four-sets-and-a-pair completions of `counts` (concealed, 34 kinds) with `sets_needed`
    sets still to make, needing at most `max_missing` tiles, each missing copy live; no way
    holds a `banned` kind (四川's void suit: those tiles are always thrown)."""
    hand = list(counts)
    usable = [0 if k in banned else c for k, c in enumerate(counts)]
    free = list(usable)          # held copies not yet used by the way
    if banned:
        live = [0 if k in banned else n for k, n in enumerate(live)]
    short = [0] * NUM_PLAY_KINDS  # copies the way needs beyond the held ones
    found: list[Way] = []
    n_sets = len(_SETS)

    def take(k: int) -> int:
        # one copy of k into the way: 0 from the hand, 1 missing (99 when no live copy is left)
        if free[k] > 0:
            free[k] -= 1
            return 0
        short[k] += 1
        return 1 if short[k] <= live[k] else 99

    def give(k: int) -> None:
        if short[k] > 0:
            short[k] -= 1
        else:
            free[k] += 1

    def pick(start: int, left: int, missing: int) -> None:
        if len(found) >= MAX_WAYS:
            return
        if left == 0:
            for k in range(NUM_PLAY_KINDS):
                if free[k] <= 0:
                    continue         # a pair from nothing: two draws for one pair
                n = take(k) + take(k)
                if missing + n <= max_missing:
                    tiles = tuple(usable[j] - free[j] + short[j] for j in range(NUM_PLAY_KINDS))
                    found.append(Way(tiles, _diff(tiles, hand), _diff(hand, tiles)))
                give(k)
                give(k)
            return
        budget = max_missing - missing
        for i in range(start, n_sets):
            a, b, c = _SETS[i]
            if free[a] <= 0 and free[b] <= 0 and free[c] <= 0:
                continue
            n = take(a) + take(b) + take(c)
            if n <= budget:
                pick(i, left - 1, missing + n)
            give(c)
            give(b)
            give(a)

    pick(0, sets_needed, 0)
    return found


def seven_pairs_ways(counts: Sequence[int], live: Sequence[int], max_missing: int,
                     banned: frozenset[int] = frozenset()) -> list[Way]:
    """The seven-pairs completions of a concealed hand of 13 or 14 tiles, each pair of a kind
    held (two or more copies kept as a pair; a missing copy must be live), none `banned`."""
    pairs = [k for k in range(NUM_PLAY_KINDS) if counts[k] >= 2 and k not in banned]
    singles = [k for k in range(NUM_PLAY_KINDS) if counts[k] == 1 and live[k] > 0 and k not in banned]
    if len(pairs) > PAIRS_NEEDED:
        return []
    short = PAIRS_NEEDED - len(pairs)
    if short > max_missing or short > len(singles):
        return []
    found: list[Way] = []

    def choose(start: int, chosen: list[int]) -> None:
        if len(chosen) == short:
            tiles = [0] * NUM_PLAY_KINDS
            for k in pairs + chosen:
                tiles[k] = 2
            t = tuple(tiles)
            found.append(Way(t, _diff(t, counts), _diff(counts, t)))
            return
        for i in range(start, len(singles)):
            chosen.append(singles[i])
            choose(i + 1, chosen)
            chosen.pop()
            if len(found) >= MAX_WAYS:
                return

    choose(0, [])
    return found


def _at_least(copies: int, r: int, unseen: int, n: int) -> float:
    """P(at least `copies` of `r` marked tiles among `n` drawn of `unseen`) (hypergeometric)."""
    if r < copies or n < copies:
        return 0.0
    whole = comb(unseen, n)
    below = 0.0
    for j in range(copies):
        below += comb(r, j) * comb(unseen - r, n - j) / whole
    return max(0.0, 1.0 - below)


@dataclass(frozen=True)
class Pace:
    """How fast the tiles of a way come besides the chance of the draws: a one-tile way's wait
    comes as if drawn `wait_weights[kind]` times as often (how often a wait of its class comes
    in), and each own draw survives with 1 - `hazard` (the hand ends first when another seat
    wins); with `union` the ways' chances merge (see _expected)."""

    hazard: float = 0.0
    wait_weights: Optional[Sequence[float]] = None
    union: bool = False                      # the ways' chances merge as 1 - exp(-sum) (see _expected)

    def of(self, way: Way) -> tuple[float, ...]:
        """The draw multiplier of each missing (kind, copies) of `way`."""
        out = [1.0] * len(way.missing)
        if way.needs == 1 and self.wait_weights is not None:
            out[0] = self.wait_weights[way.missing[0][0]]
        return tuple(out)


class ArrivalCurves:
    """Per (live copies, copies needed, draw multiplier), the chance they have come by each own
    draw 1..`draws`; a way is won at the draw its last tile comes, if the hand has not ended
    before (each draw survives with 1 - hazard), so a way that needs more tiles counts for less
    than its plain chance to come at all."""

    def __init__(self, unseen: int, draws: int, hazard: float) -> None:
        self.unseen = max(1, unseen)
        self.draws = max(0, min(draws, self.unseen))
        self.survive = [(1.0 - hazard) ** t for t in range(self.draws + 1)]
        self._curves: dict[tuple[int, int, float], list[float]] = {}

    def curve(self, r: int, copies: int, pace: float = 1.0) -> list[float]:
        """F[t]: the chance `copies` of `r` live copies have come within t own draws (each
        worth `pace` draws), t = 0..draws."""
        key = (r, copies, round(pace, 3))
        found = self._curves.get(key)
        if found is None:
            found = self._curves[key] = [_at_least(copies, r, self.unseen, min(self.unseen, round(t * pace)))
                                         for t in range(self.draws + 1)]
        return found

    def chance(self, missing: Sequence[tuple[int, int]], live: Sequence[int],
               pace: Optional[Sequence[float]] = None) -> float:
        """The chance every (kind, copies) of `missing` comes (at `pace`, per entry), the last
        of them before the hand ends."""
        joint: Optional[list[float]] = None
        for i, (kind, copies) in enumerate(missing):
            f = self.curve(live[kind], copies, pace[i] if pace is not None else 1.0)
            joint = list(f) if joint is None else [a * b for a, b in zip(joint, f)]
        if joint is None:
            return 0.0
        s = self.survive
        return sum((joint[t] - joint[t - 1]) * s[t] for t in range(1, len(joint)))


ValueOf = Callable[[tuple[int, ...], int], float]   # (complete concealed counts, winning kind) -> points


@dataclass(frozen=True)
class FinishTable:
    """What each discard keeps of the ways to win: its expected points and how many legal wins."""

    by_discard: dict[int, float]
    ways: int
    wins_by_discard: dict[int, int]           # ways each discard keeps that are legal wins
    nearest: int                              # tiles the nearest way needs


def finishing_values(counts: Sequence[int], melds_count: int, nearest: int, live: Sequence[int], unseen: int,
                     draws: int, value_of: ValueOf, slack: int = 1, seven_pairs: bool = True,
                     cache: Optional[dict[tuple[object, ...], float]] = None, pace: Pace = Pace(),
                     banned: frozenset[int] = frozenset()) -> Optional[FinishTable]:
    """Per discard of the 14-equivalent concealed hand `counts` (with `melds_count` melds; its
    nearest complete shape `nearest` tiles away after the best discard), the finishing value:
    the sum over the ways it keeps open of the chance their missing tiles come in `draws` draws
    times `value_of` their win. None when no way is found."""
    ways = _ways_within(counts, 4 - melds_count, live, nearest, slack, seven_pairs and melds_count == 0, banned)
    if ways is None:
        return None
    curves = ArrivalCurves(unseen, draws, pace.hazard)
    chances: dict[int, float] = {}
    points: dict[int, float] = {}
    wins: dict[int, int] = {}
    for way in ways:
        chance = curves.chance(way.missing, live, pace.of(way))
        if chance <= 0.0:
            continue
        worth = _way_value(way, live, value_of, cache)
        if worth <= 0.0:
            continue
        for kind, _ in way.excess:
            chances[kind] = chances.get(kind, 0.0) + chance
            points[kind] = points.get(kind, 0.0) + chance * worth
            wins[kind] = wins.get(kind, 0) + 1
    by_discard = {k: _expected(chances[k], points[k], pace.union) for k in chances}
    return FinishTable(by_discard, len(ways), wins, min(w.needs for w in ways))


def _expected(chances: float, points: float, union: bool) -> float:
    # Ways overlap (they share tiles and only one is won): with `union`, the chance to win is
    # 1 - exp(-sum of the chances), at the chance-weighted mean of the ways' points.
    if not union or chances <= 0.0:
        return points
    return (1.0 - exp(-chances)) * points / chances


def _ways_within(counts: Sequence[int], sets_needed: int, live: Sequence[int], nearest: int, slack: int,
                 pairs: bool, banned: frozenset[int]) -> Optional[list[Way]]:
    # `nearest`: the tiles the nearest complete shape needs (shanten + 1), from rules.analysis.
    bound = nearest + (slack if nearest <= 2 else 0)    # two steps away: the nearest ways are hundreds already
    ways = standard_ways(counts, sets_needed, live, bound, banned)
    if pairs:
        ways += seven_pairs_ways(counts, live, bound, banned)
    return ways or None


def _way_value(way: Way, live: Sequence[int], value_of: ValueOf,
               cache: Optional[dict[tuple[object, ...], float]]) -> float:
    # The win comes on the missing kind with the fewest live copies (the last to come, most
    # often): one scorer call per way, where a 边张 or 单钓 fan can decide the minimum.
    if not way.missing:
        return 0.0
    kind = min(way.missing, key=lambda m: (live[m[0]] - m[1], m[0]))[0]
    key = (way.tiles, kind)
    worth = cache.get(key) if cache is not None else None
    if worth is None:
        worth = value_of(way.tiles, kind)
        if cache is not None:
            cache[key] = worth
    return worth
