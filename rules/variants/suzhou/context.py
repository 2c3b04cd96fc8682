"""What a 苏州 example hand's scorer context says beside its tiles (the drill's and the rules
browser's condition words)."""
from __future__ import annotations

from typing import Any, Mapping

from ..book import Words
from ..facts import ContextFacts

_NAMED = (("baozi", Words("豹子", "leopard dice")), ("diling", Words("滴零", "carried doubling")),
          ("fed_kong", Words("包饺子", "fed kong")))


def conditions(extra: Mapping[str, Any]) -> tuple[Words, ...]:
    """豹子, 滴零, 包饺子 and 花开."""
    out = [words for key, words in _NAMED if extra.get(key)]
    if extra.get("replacement") == "flower":
        out.append(Words("花开", "on a flower replacement"))
    return tuple(out)


CONTEXT_FACTS = ContextFacts(conditions=conditions)
