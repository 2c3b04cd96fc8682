"""Which way a 四川 hand plays on after a win (option play_on, docs/rules/sichuan-xuezhan.md §5a):
血战到底 (a winner leaves) or 血流成河 (a winner stays in, locked, and may win again)."""
from __future__ import annotations

from typing import Any, Mapping


def winners_play_on(options: Mapping[str, Any]) -> bool:
    """血流成河: a winner stays in the hand and may win again (option play_on)."""
    return options.get("play_on") == "bloody_river"
