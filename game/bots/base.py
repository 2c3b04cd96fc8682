"""What every bot is: `act(view, legal) -> action`, with its own seeded random generator."""
from __future__ import annotations

import random
from typing import Any, Protocol, Sequence


class Bot(Protocol):
    name: str

    def act(self, view: Any, legal: Sequence[Any]) -> Any:
        """Choose one of `legal` (the engine's legal actions for this seat) from the seat's view."""


def bot_rng(match_seed: object, player: int) -> random.Random:
    """A bot's own generator, derived from the match seed (string seeds are stable across runs)."""
    return random.Random(f"{match_seed}:bot:{player}")


def make_bot(kind: str, match_seed: object, player: int) -> Bot:
    from .default_bot import DefaultBot
    from .random_bot import RandomBot
    kinds = {"default": DefaultBot, "random": RandomBot}
    if kind not in kinds:
        raise ValueError(f"unknown bot kind {kind!r}; known: {', '.join(sorted(kinds))}")
    return kinds[kind](bot_rng(match_seed, player))
