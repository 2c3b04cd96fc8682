"""What a counted score item means, in both languages: the meaning its scoring row carries in the
variant's record (`Variant.rows`, the text the rules browser and the drills show), looked up by
the item's key. The settlement sheet and the waits card put it beside each item.

    item_meaning("guobiao", "knitted_straight") -> Bi("三门分别是147、258、369，合成组合龙",
                                                      "147 258 369 in three different suits")
"""
from __future__ import annotations

from functools import cache
from typing import Iterable

from rules.scoring import ScoreItem
from rules.variants.registry import get_variant

from .i18n import EMPTY, Bi, english


@cache
def _meanings(variant: str) -> dict[str, Bi]:
    """Every row's meaning of the variant's scoring table, by row key (read once)."""
    return {row.key: Bi(row.meaning_zh, english(row.meaning_en)) for row in get_variant(variant).rows}


def item_meaning(variant: str, key: str) -> Bi:
    """The meaning of the scoring row `key` of `variant` (EMPTY for an unknown variant or key)."""
    try:
        return _meanings(variant).get(key, EMPTY)
    except (KeyError, ValueError):
        return EMPTY


def distinct_items(items: Iterable[ScoreItem]) -> list[ScoreItem]:
    """The items with each key once, in the order first met (for one line of meaning per item)."""
    seen: dict[str, ScoreItem] = {}
    for item in items:
        seen.setdefault(item.key, item)
    return list(seen.values())
