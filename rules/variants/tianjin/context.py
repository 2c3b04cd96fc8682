"""What a 天津 example hand's scorer context says beside its tiles: its 混儿 (the drill's and
the rules browser's condition words, the marks on the tiles)."""
from __future__ import annotations

from typing import Any, Mapping

from ...tiles import Tile
from ..book import Words
from ..facts import ContextFacts


def wildcards(extra: Mapping[str, Any]) -> tuple[Tile, ...]:
    """The two 混 kinds of the example."""
    return tuple(extra.get("hun", ()))


def conditions(extra: Mapping[str, Any]) -> tuple[Words, ...]:
    """The 混儿 by name."""
    hun = wildcards(extra)
    if not hun:
        return ()
    a, b = hun
    return (Words(f"混儿{a.name_zh}、{b.name_zh}", f"wildcards {a.name_en}, {b.name_en}"),)


CONTEXT_FACTS = ContextFacts(conditions=conditions, wildcards=wildcards)
