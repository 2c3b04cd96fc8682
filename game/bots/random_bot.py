"""A bot that picks any legal action at random: for tests and as a baseline opponent."""
from __future__ import annotations

import random
from typing import Sequence

from rules.actions import ActionBase
from rules.engine import SeatView


class RandomBot:
    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, view: SeatView, legal: Sequence[ActionBase]) -> ActionBase:
        """Any one of `legal`, from the bot's own generator."""
        if not legal:
            raise ValueError("RandomBot was asked to act with no legal action")
        return legal[self.rng.randrange(len(legal))]
