"""The statistics summed per variant and level: counts, rates, the biggest hand, the items most
often won, and a series over time the window charts (one point per hand, cumulative)."""
from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any, Optional, Sequence

from game.stats.mistakes import TOP_MISTAKES, MistakeRecord, top_mistakes
from game.stats.record import HandRecord, WonItem

TOP_ITEMS = 10       # the items listed as "most often won"


@dataclass(frozen=True)
class SeriesPoint:
    """One hand on the results-over-time chart: when, its result and the running totals."""

    played_at: float
    result: str          # "won" | "self_drawn" | "dealt_in" | "drawn" | "lost" (another won, not off the player)
    payment: int
    total_payment: int   # the payments summed up to this hand
    win_rate: float      # wins / hands up to this hand


@dataclass(frozen=True)
class ItemCount:
    """A fan or scoring item and how many won hands held it."""

    key: str
    name_zh: str
    name_en: str
    hands: int


@dataclass(frozen=True)
class BiggestHand:
    """The player's highest-valued win of a group."""

    value: int
    unit: str
    played_at: float
    match_id: str
    hand_no: int
    items: tuple[WonItem, ...]   # its fans or items, as scored


@dataclass(frozen=True)
class GroupSummary:
    """The statistics of one variant at one level."""

    variant: str
    level: str
    hands: int
    matches: int
    wins: int
    self_draws: int
    deal_ins: int        # hands in which the player dealt in at least once
    draws: int
    mean_win_value: Optional[float]
    unit: str
    biggest: Optional[BiggestHand]
    top_items: tuple[ItemCount, ...]
    total_payment: int
    series: tuple[SeriesPoint, ...] = ()

    def rate(self, count: int) -> float:
        """`count` as a share of the hands (0 without hands)."""
        return count / self.hands if self.hands else 0.0


@dataclass(frozen=True)
class MistakeGroup:
    """The review's costliest mistakes at one variant and level: how many are kept, the top few."""

    variant: str
    level: str
    count: int
    top: tuple[MistakeRecord, ...]     # the costliest TOP_MISTAKES, costliest first


@dataclass(frozen=True)
class StatsSummary:
    """Every group, plus the review's costliest mistakes and lesson and drill progress when given."""

    groups: tuple[GroupSummary, ...]
    lessons: dict[str, list[str]] = field(default_factory=dict)                  # variant -> finished ids
    drills: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)   # variant -> kind -> asked/right
    mistakes: tuple[MistakeGroup, ...] = ()

    @property
    def hands(self) -> int:
        """All hands kept."""
        return sum(g.hands for g in self.groups)

    def mistakes_of(self, variant: str, level: Optional[str] = None) -> list[MistakeRecord]:
        """The costliest mistakes of `variant` (at `level`, or every level), costliest first."""
        return top_mistakes([r for g in self.mistakes for r in g.top], variant, level)

    def to_json(self) -> dict[str, Any]:
        """The summary as plain JSON data (`main.py stats --json`)."""
        return {"format": "mahjong-table/stats-summary", "version": 1, "hands": self.hands,
                "groups": [asdict(g) for g in self.groups], "lessons": self.lessons, "drills": self.drills,
                "mistakes": [asdict(g) for g in self.mistakes]}


def _result(hand: HandRecord) -> str:
    if hand.won:
        return "self_drawn" if hand.self_drawn else "won"
    if hand.dealt_in:
        return "dealt_in"
    return "drawn" if hand.drawn else "lost"


def summarize_group(variant: str, level: str, hands: Sequence[HandRecord]) -> GroupSummary:
    """The statistics of these hands (all of one variant and level), oldest first in the series."""
    ordered = sorted(hands, key=lambda h: (h.played_at, h.match_id, h.hand_no))
    wins = [h for h in ordered if h.won]
    values = [h.value for h in wins if h.value is not None]
    best = max((h for h in wins if h.value is not None), key=lambda h: h.value or 0, default=None)
    names: dict[str, tuple[str, str]] = {}
    counts: Counter[str] = Counter()
    for hand in wins:
        for key in {item.key for item in hand.items}:
            counts[key] += 1
        for item in hand.items:
            names.setdefault(item.key, (item.name_zh, item.name_en))
    series, total, won = [], 0, 0
    for n, hand in enumerate(ordered, 1):
        total += hand.payment
        won += 1 if hand.won else 0
        series.append(SeriesPoint(hand.played_at, _result(hand), hand.payment, total, won / n))
    units = Counter(h.unit for h in wins if h.unit)
    return GroupSummary(
        variant=variant, level=level, hands=len(ordered), matches=len({h.match_id for h in ordered}),
        wins=len(wins), self_draws=sum(1 for h in wins if h.self_drawn),
        deal_ins=sum(1 for h in ordered if h.dealt_in), draws=sum(1 for h in ordered if h.drawn),
        mean_win_value=sum(values) / len(values) if values else None,
        unit=units.most_common(1)[0][0] if units else "",
        biggest=None if best is None or best.value is None else BiggestHand(
            best.value, best.unit, best.played_at, best.match_id, best.hand_no, best.items),
        top_items=tuple(ItemCount(key, *names[key], n)
                        for key, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_ITEMS]),
        total_payment=total, series=tuple(series))


def mistake_groups(records: Sequence[MistakeRecord]) -> tuple[MistakeGroup, ...]:
    """The mistakes per (variant, level), sorted by variant then level, each its costliest few."""
    groups: dict[tuple[str, str], list[MistakeRecord]] = {}
    for record in records:
        groups.setdefault((record.variant, record.level), []).append(record)
    return tuple(MistakeGroup(v, lv, len(rs), tuple(top_mistakes(rs, limit=TOP_MISTAKES)))
                 for (v, lv), rs in sorted(groups.items()))


def summarize(hands: Sequence[HandRecord], lessons: Optional[dict[str, list[str]]] = None,
              drills: Optional[dict[str, dict[str, dict[str, int]]]] = None,
              mistakes: Sequence[MistakeRecord] = ()) -> StatsSummary:
    """The statistics per (variant, level), sorted by variant then level."""
    groups: dict[tuple[str, str], list[HandRecord]] = {}
    for hand in hands:
        groups.setdefault((hand.variant, hand.level), []).append(hand)
    return StatsSummary(tuple(summarize_group(v, lv, hs) for (v, lv), hs in sorted(groups.items())),
                        dict(lessons or {}), dict(drills or {}), mistake_groups(mistakes))
