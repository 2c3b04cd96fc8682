"""What a 二人 example hand's scorer context says beside its tiles: 报听 / 天听, 一发 and the
indicator (the drill's and the rules browser's condition words)."""
from __future__ import annotations

from typing import Any, Mapping

from ..book import Words
from ..facts import ContextFacts


def conditions(extra: Mapping[str, Any]) -> tuple[Words, ...]:
    """天听 (else 报听), 一发, and the 花牌 indicator tiles."""
    out = []
    if extra.get("tianting"):
        out.append(Words("天听", "ready on the first discard"))
    elif extra.get("baoting"):
        out.append(Words("报听", "declared ready"))
    if extra.get("ippatsu"):
        out.append(Words("一发", "one-shot"))
    shown = tuple(extra.get("indicators", ()))
    if shown:
        out.append(Words("花牌" + "、".join(k.name_zh for k in shown), "indicator " + ", ".join(k.name_en for k in shown)))
    return tuple(out)


CONTEXT_FACTS = ContextFacts(conditions=conditions)
