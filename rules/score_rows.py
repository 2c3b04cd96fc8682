"""One row type for every variant's scoring table, and the check every table passes.

A `ScoreRow` is what the rules screen shows and what a scorer reports (`ScoreItem.key` is a
row's key): its names, its value and how it combines (`op`), what it cancels when it counts
(`excludes`, with the rulebook's sentence in `rule`), its meaning in both languages, and one
example hand in the `hand` object form of `main.py score` (read with `Variant.read_hand`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Sequence

from .tiles import Tile

ADD, MUL = "add", "mul"


@dataclass(frozen=True)
class ScoreRow:
    """One row of a scoring table (国标 fan, 四川 番, 天津 value, 苏州 花)."""

    key: str
    name_zh: str
    name_en: str
    value: int                       # per occurrence; a multiplier when op == "mul"
    op: str = ADD                    # "add" or "mul"
    excludes: frozenset[str] = frozenset()   # keys this row cancels when it counts (不计)
    rule: str = ""                   # the rulebook's sentence behind `excludes` (or the row's rule)
    meaning_zh: str = ""
    meaning_en: str = ""             # the rules' English; may still name Chinese terms (i18n.english)
    example: Optional[Mapping[str, Any]] = None        # a `hand` object of `main.py score`
    example_options: Mapping[str, Any] = field(default_factory=dict)  # the rule options it needs
    group: str = ""                  # the table's section (四川 "base"/"special"/"extra", ...)
    tags: frozenset[str] = frozenset()   # scorer facts: "bonus", "fallback" (国标), "soft", "exempt" (苏州)
    fan_id: Optional[int] = None     # 国标: the reference id (1..82)
    # 国标's table evaluation (`rules.scoring.FanTable`): reading -> occurrences (None: the
    # reading reports the count itself), and reading -> the tiles that form the row.
    counter: Optional[Callable[[Any], int]] = None
    tiles: Optional[Callable[[Any], tuple[Tile, ...]]] = None
    # The rule options under which the row exists at all (二人 option B's rows: {"scoring": "B"});
    # empty: under every rule set. The table in force is `rows_in_force`.
    only_with: Mapping[str, Any] = field(default_factory=dict)

    def has(self, tag: str) -> bool:
        """Whether the row carries the scorer fact `tag` (e.g. "soft")."""
        return tag in self.tags


class ScoreTableError(ValueError):
    """A table whose rows are inconsistent (a key twice, an unknown or self exclusion, a cycle)."""


def exclusion_order(rows: Sequence[ScoreRow]) -> tuple[int, ...]:
    """Row indices with every excluder before what it excludes (ties: table order); raises
    ScoreTableError for a duplicate key, an unknown or self exclusion, or a cycle."""
    index: dict[str, int] = {}
    for i, row in enumerate(rows):
        if row.key in index:
            raise ScoreTableError(f"row key {row.key!r} appears twice")
        index[row.key] = i
    for row in rows:
        unknown = sorted(k for k in row.excludes if k not in index)
        if unknown:
            raise ScoreTableError(f"{row.key} excludes unknown rows {unknown}")
        if row.key in row.excludes:
            raise ScoreTableError(f"{row.key} excludes itself")
    incoming = [0] * len(rows)
    for row in rows:
        for k in row.excludes:
            incoming[index[k]] += 1
    ready = [i for i in range(len(rows)) if incoming[i] == 0]
    order: list[int] = []
    while ready:
        ready.sort()
        i = ready.pop(0)
        order.append(i)
        for k in rows[i].excludes:
            incoming[index[k]] -= 1
            if incoming[index[k]] == 0:
                ready.append(index[k])
    if len(order) != len(rows):
        stuck = sorted(rows[i].key for i in range(len(rows)) if incoming[i])
        raise ScoreTableError(f"exclusion cycle among {stuck}")
    return tuple(order)


def rows_in_force(rows: Sequence[ScoreRow], options: Mapping[str, Any]) -> tuple[ScoreRow, ...]:
    """The rows that exist under the resolved rule `options` (see `ScoreRow.only_with`)."""
    return tuple(row for row in rows if all(options.get(k) == v for k, v in row.only_with.items()))


def by_key(rows: Sequence[ScoreRow]) -> dict[str, ScoreRow]:
    """The rows by key (the table checked once: see `exclusion_order`)."""
    exclusion_order(rows)
    return {row.key: row for row in rows}
