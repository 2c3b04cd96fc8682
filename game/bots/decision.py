"""What a bot hands back: the action it chose with the reasons that chose it (`Decision`).

Every bot kind answers `decide(view, legal) -> Decision` (game/bots/base.py `Bot`); the session
passes each decision it plays to its listeners (game/session.py), and the teaching words read
the reasons off it (game/teaching/hints.py): nothing re-runs a bot to learn why it played.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.actions import ActionBase

Candidate = tuple[float, str, dict[str, float]]   # (score, tile name, {weight: value})


@dataclass
class Decision:
    """A bot's choice and why: the branch that decided, the weights of every candidate (best
    first) and the numbers it decided on. A bot without reasons (random) leaves them empty."""

    action: ActionBase
    summary: str = ""        # the reason in plain English, for logs and tests ("" : none given)
    target: str = ""         # the plan the hand was heading for
    candidates: list[Candidate] = field(default_factory=list)
    # For hints (game/teaching): which branch decided ("discard", "pung", "pass_not_closer", ...;
    # "" : no reason) and the numbers it decided on (shanten now/after, the plans, each claim's
    # outcome, the danger read: each opponent's readiness, each candidate's danger and why): a
    # bag of differently typed facts, read by key.
    code: str = ""
    facts: dict[str, Any] = field(default_factory=dict)

    @property
    def explained(self) -> bool:
        """The bot named the branch that decided, so the teaching words can say why."""
        return bool(self.code)
