"""A bot that picks any legal action at random: for tests and as a baseline opponent."""
from __future__ import annotations

import random
from typing import Sequence

from rules.actions import ActionBase
from rules.engine import SeatView

from .decision import Decision


class RandomBot:
    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def decide(self, view: SeatView, legal: Sequence[ActionBase]) -> Decision:
        """Any one of `legal`, from the bot's own generator; a chance has no reasons to give."""
        if not legal:
            raise ValueError("RandomBot was asked to act with no legal action")
        return Decision(legal[self.rng.randrange(len(legal))])

    def act(self, view: SeatView, legal: Sequence[ActionBase]) -> ActionBase:
        """decide()'s action alone, for callers that need no reasons."""
        return self.decide(view, legal).action
