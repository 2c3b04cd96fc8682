"""What a 四川 example hand's scorer context says beside its tiles (the drill's and the rules
browser's condition words)."""
from __future__ import annotations

from typing import Any, Mapping

from ..book import Words
from ..facts import SUIT_WORDS, ContextFacts


def conditions(extra: Mapping[str, Any]) -> tuple[Words, ...]:
    """缺 (the void suit) and 杠上炮."""
    out = []
    if extra.get("void_suit"):
        suit = SUIT_WORDS[extra["void_suit"]]
        out.append(Words("缺" + suit.zh, "void in " + suit.en))
    if extra.get("after_kong_discard"):
        out.append(Words("杠上炮", "a discard after a kong"))
    return tuple(out)


CONTEXT_FACTS = ContextFacts(conditions=conditions)
