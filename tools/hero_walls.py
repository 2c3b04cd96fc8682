"""What the measuring tools that play a hero against opponents on walls share: their command
line's table arguments, its checks and the playing of the walls on worker processes."""
from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor
from typing import Callable, Optional, Sequence, TypeVar

from rules.variants.registry import get_variant

from game.bots.base import BOT_KINDS

Job = TypeVar("Job")
Out = TypeVar("Out")


def add_table_arguments(p: argparse.ArgumentParser, walls: int, seed: str) -> None:
    """--variant, --walls, --seed, --hero, --opponent and --jobs, with these defaults."""
    p.add_argument("--variant", default="guobiao")
    p.add_argument("--walls", type=int, default=walls)
    p.add_argument("--seed", default=seed)
    p.add_argument("--hero", default="expert")
    p.add_argument("--opponent", default="baseline")
    p.add_argument("--jobs", type=int, default=1)


def table_problem(a: argparse.Namespace) -> Optional[str]:
    """What is wrong with the table arguments (None: nothing)."""
    if a.walls < 1 or a.jobs < 1:
        return "--walls and --jobs must be at least 1"
    try:
        get_variant(a.variant)
    except ValueError as exc:
        return str(exc)
    for kind in (a.hero, a.opponent):
        if kind not in BOT_KINDS:
            return f"unknown bot kind {kind!r}; known: {', '.join(BOT_KINDS)}"
    return None


def play_walls(play: Callable[[Job], Out], jobs: Sequence[Job], workers: int, chunksize: int = 1) -> list[Out]:
    """`play` of every job, in order, on `workers` processes (1: in this one)."""
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            return list(pool.map(play, jobs, chunksize=chunksize))
    return [play(j) for j in jobs]
