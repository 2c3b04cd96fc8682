"""What a win is scored from, and what scoring returns. Shared by every variant.

`WinContext` is everything a scorer may look at; `ScoreResult` is what the client shows and what
`main.py score` prints. Each `ScoreItem` names the tiles that form it so the client can highlight.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import compress
from typing import Any, Callable, Iterable, NamedTuple, Optional, Sequence

from .melds import Meld
from .score_rows import ScoreRow, ScoreTableError, exclusion_order
from .tiles import Tile


@dataclass(frozen=True)
class WinContext:
    melds: tuple[Meld, ...]
    concealed: tuple[Tile, ...]          # concealed tiles without the winning tile
    win_tile: Tile
    self_drawn: bool = False
    last_of_kind: bool = False           # 和绝张
    kong_related: bool = False           # 杠上开花 (self-drawn) / 抢杠和 (on a discard)
    last_tile: bool = False              # 妙手回春 (self-drawn) / 海底捞月 (on a discard)
    seat_wind: str = "E"
    round_wind: str = "E"
    flowers: int = 0                     # flower tiles set aside (国标: 1 fan each; 苏州: hard flowers)
    first_turn: bool = False             # 天和 / 地和 situations
    dealer: bool = False
    extra: dict = field(default_factory=dict)  # variant-specific: void_suit, hun, baozi, ...

    @property
    def all_concealed(self) -> tuple[Tile, ...]:
        return self.concealed + (self.win_tile,)


@dataclass(frozen=True, slots=True)
class ScoreItem:
    key: str                 # stable id, e.g. "full_flush"
    name_zh: str
    name_en: str
    value: int               # value of one occurrence (a multiplier when op == "mul")
    count: int = 1
    op: str = "add"          # "add" or "mul"
    tiles: tuple[Tile, ...] = ()   # the tiles that form it, for highlighting
    fan_id: Optional[int] = None   # 国标: the reference id (1..82)


@dataclass(frozen=True)
class ScoreResult:
    win: bool
    total: int
    unit: str
    items: tuple[ScoreItem, ...] = ()
    meets_minimum: bool = False
    reason: Optional[str] = None
    # The `total` a win needs when the minimum is one (国标 8 fans, 天津 value 2); None when the
    # variant has none, or judges another count (苏州 counts flowers toward its threshold).
    needed: Optional[int] = None


# ---------------------------------------------------------------- a table's evaluation
#
# 国标 lists its fans as `ScoreRow`s with counters. Scoring one reading of a hand (one
# decomposition) is:
#   1. every row's counter says how many times it occurs (0 = absent);
#   2. exclusions (不计) are data: a row that still counts cancels every row in its `excludes`,
#      walked in an order where each row comes after every row that can exclude it;
#   3. a "fallback" row (无番和) counts only when no other non-bonus row is left;
#   4. "bonus" rows (花牌) are added on top and never satisfy a minimum.
# Picking the best reading is the variant's job (`pick_best` helps).


class FanTable:
    """Rows in rulebook order, checked once (`exclusion_order`): keys unique, every excluded key
    exists, nothing excludes itself, the exclusion graph has no cycle."""

    def __init__(self, fans: Sequence[ScoreRow]):
        self.fans: tuple[ScoreRow, ...] = tuple(fans)
        self.order = exclusion_order(self.fans)
        self.by_key: dict[str, ScoreRow] = {fan.key: fan for fan in self.fans}
        index = {fan.key: i for i, fan in enumerate(self.fans)}
        self._excluded_idx = tuple(tuple(sorted(index[k] for k in fan.excludes)) for fan in self.fans)
        self._position = [0] * len(self.fans)
        for pos, i in enumerate(self.order):
            self._position[i] = pos
        self._index = index
        self._counter_rows = tuple(i for i, fan in enumerate(self.fans) if fan.counter is not None)
        self._counter_funcs = tuple(fan.counter for fan in self.fans if fan.counter is not None)
        self._reported = frozenset(fan.key for fan in self.fans if fan.counter is None)
        self._is_plain = tuple(not fan.has("bonus") and not fan.has("fallback") for fan in self.fans)
        self._fallback = tuple(i for i, fan in enumerate(self.fans) if fan.has("fallback"))
        self._values = tuple(fan.value for fan in self.fans)
        self._is_bonus = tuple(fan.has("bonus") for fan in self.fans)

    def raw_counts(self, reading: Any) -> list[int]:
        return self._count(reading)[0]

    def _count(self, reading: Any) -> tuple[list[int], list[int]]:
        """Every row's count, and the indices of the rows that count (in table order)."""
        counts = [0] * len(self.fans)
        values = [counter(reading) for counter in self._counter_funcs]
        present = list(compress(self._counter_rows, values))
        for i, c in zip(present, compress(values, values)):
            counts[i] = int(c)  # a counter may answer True for "once"
        if self._reported:
            index = self._index
            for key, n in reading.found.items():
                if key not in self._reported:
                    raise ScoreTableError(f"reading reports {key!r}, which is not a reported row")
                if n:
                    counts[index[key]] = n
                    present.append(index[key])
            present.sort()
        return counts, present

    def apply_exclusions(self, counts: list[int], present: Optional[list[int]] = None) -> list[int]:
        """Cancel excluded rows (in place) and settle the fallback row; returns counts."""
        if present is None:
            present = [i for i, c in enumerate(counts) if c]
        excluded = self._excluded_idx
        for i in sorted(present, key=self._position.__getitem__):
            if counts[i]:  # still counted: nothing earlier in the order cancelled it
                for j in excluded[i]:
                    counts[j] = 0
        if self._fallback:
            plain = self._is_plain
            if any(counts[i] and plain[i] for i in present):
                for i in self._fallback:
                    counts[i] = 0
        return counts

    def evaluate(self, reading: Any) -> "Scored":
        counts, present = self._count(reading)
        self.apply_exclusions(counts, present)
        values, is_bonus = self._values, self._is_bonus
        total = bonus = 0
        kept = []
        for i in present:
            c = counts[i]
            if c:
                kept.append(i)
                total += values[i] * c
                if is_bonus[i]:
                    bonus += values[i] * c
        return Scored(self, reading, tuple(counts), total, total - bonus, tuple(kept))


class Scored(NamedTuple):
    """One reading after exclusions: `counts[i]` belongs to `table.fans[i]`. (A NamedTuple: it is
    built for every reading of every hand, and tuple construction is the cheapest immutable.)"""

    table: FanTable
    reading: Any
    counts: tuple[int, ...]
    total: int                   # every row, bonus rows included
    total_without_bonus: int     # what a minimum is measured against
    present: tuple[int, ...] = ()  # indices of the rows that count, in table order

    def count(self, key: str) -> int:
        return self.counts[self.table.fans.index(self.table.by_key[key])]

    def rows(self) -> list[tuple[ScoreRow, int]]:
        fans, counts = self.table.fans, self.counts
        return [(fans[i], counts[i]) for i in self.present]

    def items(self, order: Optional[Callable[[ScoreRow], Any]] = None) -> tuple[ScoreItem, ...]:
        rows = self.rows()
        if order is not None:
            rows.sort(key=lambda fc: order(fc[0]))
        reading = self.reading
        return tuple([ScoreItem(f.key, f.name_zh, f.name_en, f.value, int(c), "add",
                                f.tiles(reading) if f.tiles else (), f.fan_id)
                      for f, c in rows])


def pick_best(scored: Iterable[Scored], prefer_on_tie: Optional[Callable[[Scored], bool]] = None) -> Optional[Scored]:
    """就高不就低: the highest total wins; on a tie the earlier reading stays unless
    prefer_on_tie(later) says the later one should replace it."""
    best: Optional[Scored] = None
    best_total = 0
    for s in scored:
        total = s.total
        if best is None or total > best_total:
            best, best_total = s, total
        elif total == best_total and prefer_on_tie is not None and prefer_on_tie(s):
            best = s
    return best
