"""The arena's numbers: per-wall tallies of each side, their rates, and seeded bootstrap intervals.

A wall (one seeded hand, played once per seating) is the unit of resampling: its seatings are
played on the same tiles, so they are not independent of each other, while different walls are.
Every rate is a ratio of sums over the walls drawn (score per seat-hand, wins per seat-hand, ...),
and the difference of the two sides is taken inside each resample, so its interval is paired.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Optional, Sequence

RESAMPLES = 1000          # bootstrap resamples: enough for a 95% percentile interval to settle
LOW, HIGH = 0.025, 0.975  # the 95% interval's ends

# Each tally's fields, in order; a rate is one field over another (per seat-hand, or per win).
FIELDS = ("seat_hands", "points", "wins", "self_draws", "deal_ins", "draws", "value", "value_plain")
# metric: (numerator, denominator, what it is)
METRICS: dict[str, tuple[str, str, str]] = {
    "score": ("points", "seat_hands", "points per seat-hand"),
    "win_rate": ("wins", "seat_hands", "wins per seat-hand"),
    "self_draw_rate": ("self_draws", "seat_hands", "self-drawn wins per seat-hand"),
    "deal_in_rate": ("deal_ins", "seat_hands", "winning discards given per seat-hand"),
    "draw_rate": ("draws", "seat_hands", "seat-hands of hands that nobody won"),
    "mean_value": ("value", "wins", "mean value of a win, in the variant's unit"),
    "mean_value_plain": ("value_plain", "wins", "mean value of a win without the variant's bonus rows"),
}


@dataclass
class Tally:
    """One side's sums over some seat-hands (the fields of FIELDS)."""

    seat_hands: int = 0
    points: int = 0
    wins: int = 0
    self_draws: int = 0
    deal_ins: int = 0
    draws: int = 0
    value: int = 0
    value_plain: int = 0

    def add(self, other: "Tally") -> None:
        """Add another tally's sums to this one."""
        for name in FIELDS:
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def as_tuple(self) -> tuple[int, ...]:
        return tuple(getattr(self, name) for name in FIELDS)


@dataclass(frozen=True)
class Estimate:
    """A measured value with its 95% bootstrap interval (None when nothing was measured)."""

    value: Optional[float]
    low: Optional[float]
    high: Optional[float]

    def to_json(self) -> dict[str, Optional[float]]:
        return {"value": _round(self.value), "low": _round(self.low), "high": _round(self.high)}


@dataclass
class Summary:
    """Each side's metrics and the paired difference A - B, every one an Estimate."""

    sides: list[dict[str, Estimate]] = field(default_factory=list)
    difference: dict[str, Estimate] = field(default_factory=dict)


def _round(x: Optional[float]) -> Optional[float]:
    return None if x is None else round(x, 4)


def _ratio(num: float, den: float) -> Optional[float]:
    return num / den if den else None


def _percentile(ordered: Sequence[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, max(0, int(q * len(ordered))))]


def _interval(samples: list[float]) -> tuple[Optional[float], Optional[float]]:
    if not samples:
        return None, None
    samples.sort()
    return _percentile(samples, LOW), _percentile(samples, HIGH)


def summarize(walls: Sequence[Sequence[Tally]], seed: object, resamples: int = RESAMPLES) -> Summary:
    """Metrics of each side over `walls` (per wall: one Tally per side) with 95% intervals from
    `resamples` bootstrap draws of walls, seeded from `seed` (the same numbers for the same input)."""
    sides = len(walls[0]) if walls else 0
    # columns[side][field] = that field's value on each wall
    columns = [[[w[s].as_tuple()[f] for w in walls] for f in range(len(FIELDS))] for s in range(sides)]
    index = {name: i for i, name in enumerate(FIELDS)}
    rng = random.Random(f"arena-bootstrap:{seed}")
    n = len(walls)
    draws: dict[tuple[int, str], list[float]] = {}
    diffs: dict[str, list[float]] = {m: [] for m in METRICS}
    for _ in range(resamples if n else 0):
        picks = [rng.randrange(n) for _ in range(n)]
        values: list[dict[str, Optional[float]]] = []
        for s in range(sides):
            sums = [sum(map(col.__getitem__, picks)) for col in columns[s]]
            values.append({m: _ratio(sums[index[a]], sums[index[b]]) for m, (a, b, _) in METRICS.items()})
            for m, v in values[-1].items():
                if v is not None:
                    draws.setdefault((s, m), []).append(v)
        if sides == 2:
            for m in METRICS:
                a, b = values[0][m], values[1][m]
                if a is not None and b is not None:
                    diffs[m].append(a - b)
    summary = Summary()
    totals = []
    for s in range(sides):
        total = Tally()
        for w in walls:
            total.add(w[s])
        totals.append(total)
        point = {m: _ratio(getattr(total, a), getattr(total, b)) for m, (a, b, _) in METRICS.items()}
        summary.sides.append({m: Estimate(point[m], *_interval(draws.get((s, m), []))) for m in METRICS})
    if sides == 2:
        for m in METRICS:
            a, b = summary.sides[0][m].value, summary.sides[1][m].value
            summary.difference[m] = Estimate(None if a is None or b is None else a - b, *_interval(diffs[m]))
    return summary
