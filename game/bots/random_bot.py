"""A bot that picks any legal action at random: for tests and as a baseline opponent."""
from __future__ import annotations

import random
from typing import Any, Sequence


class RandomBot:
    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, view: Any, legal: Sequence[Any]) -> Any:
        if not legal:
            raise ValueError("RandomBot was asked to act with no legal action")
        return legal[self.rng.randrange(len(legal))]
