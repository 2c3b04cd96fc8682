"""How much perfect defence would be worth: a hero bot that knows which discards someone would win
on, against the same hero without that knowledge, on the same walls.

A measure of the ceiling, not a bot: the oracle reads the whole table state (every hand), which
no player at the table can. Each wall is dealt once per hero seat (1 hero against 3 opponents of
one kind, every seat in turn), and each deal is played twice, by the hero as it is and by the
hero whose discards are filtered to those no other seat can win on (when one is left). With
--no-caution the oracle hero also drops its own danger weights: it never folds, since it knows.
The difference is per hero seat-hand, with a 95% bootstrap interval over walls.

    .venv/bin/python tools/defence_ceiling.py --variant guobiao --walls 600 --seed orc2 --jobs 2
"""
from __future__ import annotations

import argparse
import dataclasses
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Optional, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import engine  # noqa: E402
from rules.actions import ActionBase, Discard, Win  # noqa: E402
from rules.match import hand_config, new_match  # noqa: E402
from rules.state import State  # noqa: E402
from rules.variants.registry import get_variant  # noqa: E402

from game.bots.base import Bot, make_bot  # noqa: E402
from game.bots.default_bot import DefaultBot  # noqa: E402
from game.cli.arena import MAX_STEPS, wall_seed  # noqa: E402

RESAMPLES = 2000


def safe_discards(state: State, legal: Sequence[ActionBase]) -> list[ActionBase]:
    """`legal` less the discards some other seat would be offered a win on (all of `legal` when
    every discard is such a one, or when it offers no discard)."""
    unsafe = set()
    for action in legal:
        if isinstance(action, Discard):
            after, _ = engine.apply(state, action)
            if any(isinstance(b, Win) for seat in engine.to_act(after) for b in engine.legal_actions(after, seat)):
                unsafe.add(action.tile)
    kept = [a for a in legal if not (isinstance(a, Discard) and a.tile in unsafe)]
    return kept if any(isinstance(a, Discard) for a in kept) else list(legal)


@dataclasses.dataclass
class HeroHand:
    """What the hero seat made in one hand."""

    points: float
    win: bool
    deal_in: bool


def play_hand(variant_name: str, seed: str, hero_seat: int, hero: str, opponent: str, oracle: bool,
              no_caution: bool) -> HeroHand:
    """One hand of wall `seed` with `hero` at `hero_seat` and `opponent` elsewhere; the hero's
    discards filtered by `safe_discards` when `oracle`."""
    variant = get_variant(variant_name)
    match, _ = new_match(variant, seed, {})
    bots: list[Bot] = [make_bot(hero if seat == hero_seat else opponent, seed, seat) for seat in range(variant.seats)]
    if oracle and no_caution:
        inner = bots[hero_seat]
        if isinstance(inner, DefaultBot):
            bots[hero_seat] = DefaultBot(inner.rng, dataclasses.replace(inner.style, defence=0.0))
    state, _ = engine.new_hand(variant, hand_config(match))
    steps = 0
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        legal: Sequence[ActionBase] = engine.legal_actions(state, seat)
        if oracle and seat == hero_seat:
            legal = safe_discards(state, legal)
        state, _ = engine.apply(state, bots[seat].decide(engine.view_for(state, seat), legal).action)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"the hand did not end in {MAX_STEPS} actions")
    res = engine.result(state)
    won = any(w.seat == hero_seat for w in res.wins)
    dealt = any(w.from_seat == hero_seat and not w.self_drawn for w in res.wins)
    return HeroHand(res.payments[hero_seat], won, dealt)


def play_wall(args: tuple[str, str, int, str, str, bool]) -> list[tuple[HeroHand, HeroHand]]:
    """Wall `wall`, the hero in each seat: (plain hero, oracle hero) per seat."""
    variant_name, seed, wall, hero, opponent, no_caution = args
    seats = get_variant(variant_name).seats
    wseed = wall_seed(seed, wall)
    return [(play_hand(variant_name, wseed, s, hero, opponent, False, no_caution),
             play_hand(variant_name, wseed, s, hero, opponent, True, no_caution)) for s in range(seats)]


def interval(values: Sequence[float], seed: int = 1) -> tuple[float, float, float]:
    """The mean of `values` and its 95% bootstrap interval."""
    n = len(values)
    rng = random.Random(seed)
    boots = sorted(sum(values[rng.randrange(n)] for _ in range(n)) / n for _ in range(RESAMPLES))
    return sum(values) / n, boots[int(0.025 * RESAMPLES)], boots[int(0.975 * RESAMPLES) - 1]


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Parse the command line, play the walls, print the difference and the rates."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--variant", default="guobiao")
    p.add_argument("--walls", type=int, default=100)
    p.add_argument("--seed", default="ceiling")
    p.add_argument("--hero", default="expert")
    p.add_argument("--opponent", default="baseline")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--no-caution", action="store_true", help="the oracle hero drops its own danger weights")
    a = p.parse_args(argv)
    jobs = [(a.variant, a.seed, w, a.hero, a.opponent, a.no_caution) for w in range(a.walls)]
    if a.jobs > 1:
        with ProcessPoolExecutor(a.jobs) as pool:
            walls = list(pool.map(play_wall, jobs, chunksize=4))
    else:
        walls = [play_wall(j) for j in jobs]
    per_wall = [sum(o.points - h.points for h, o in w) / len(w) for w in walls]
    pairs = [pair for w in walls for pair in w]
    n = len(pairs)
    mean, lo, hi = interval(per_wall)
    label = "oracle without caution" if a.no_caution else "oracle"
    print(f"{a.variant}: {a.hero} with the {label} - {a.hero}, each 1 against 3 {a.opponent}, "
          f"{a.walls} walls (seed {a.seed}), {n} hero seat-hands")
    print(f"  points per hero seat-hand {mean:+.2f} [{lo:+.2f}, {hi:+.2f}]")
    print(f"  win rate  {sum(o.win for _, o in pairs) / n:.1%} vs {sum(h.win for h, _ in pairs) / n:.1%}")
    print(f"  deal-ins  {sum(o.deal_in for _, o in pairs) / n:.1%} vs {sum(h.deal_in for h, _ in pairs) / n:.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
