"""What every bot is: `decide(view, legal) -> Decision` (the action and why), with its own seeded
random generator; `act(view, legal)` is the action alone.

The kinds: the three levels of the table (levels.py: "beginner", "normal", "expert"), "default"
(what a table without a chosen level plays, and what saves of earlier builds recorded: the
normal level), "baseline" (the bot as it was before the levels, frozen: the arena's yardstick)
and "random".
"""
from __future__ import annotations

import random
from functools import partial
from typing import Callable, Protocol, Sequence

from rules.actions import ActionBase
from rules.engine import SeatView

from .baseline import BaselineBot
from .decision import Decision
from .default_bot import DefaultBot
from .levels import LEVELS, TABLE_DEFAULT
from .random_bot import RandomBot


class Bot(Protocol):
    """A player the session seats: it decides from its seat's view alone."""

    name: str

    def decide(self, view: SeatView, legal: Sequence[ActionBase]) -> Decision:
        """Choose one of `legal` (the engine's legal actions for this seat) from the seat's view,
        with the reasons that chose it (none for a bot that has none)."""
        ...

    def act(self, view: SeatView, legal: Sequence[ActionBase]) -> ActionBase:
        """decide()'s action alone, for callers that need no reasons."""
        ...


BOT_KINDS: dict[str, Callable[[random.Random], Bot]] = {
    **{style.name: partial(DefaultBot, style=style) for style in LEVELS},
    "default": partial(DefaultBot, style=TABLE_DEFAULT),
    "baseline": BaselineBot,
    "random": RandomBot,
}


def bot_rng(match_seed: object, player: int) -> random.Random:
    """A bot's own generator, derived from the match seed (string seeds are stable across runs)."""
    return random.Random(f"{match_seed}:bot:{player}")


def make_bot(kind: str, match_seed: object, player: int) -> Bot:
    """A bot of `kind` (a key of BOT_KINDS) for `player`, seeded from the match seed."""
    if kind not in BOT_KINDS:
        raise ValueError(f"unknown bot kind {kind!r}; known: {', '.join(BOT_KINDS)}")
    return BOT_KINDS[kind](bot_rng(match_seed, player))
