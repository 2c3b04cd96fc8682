"""How much perfect defence would be worth: a hero bot that knows which discards someone would win
on, against the same hero without that knowledge, on the same walls.

A measure of the ceiling, not a bot: the oracle reads the whole table state (every hand), which
no player at the table can. Each wall is dealt once per hero seat (1 hero against opponents of
one kind, every seat in turn), and each deal is played twice, by the hero as it is and by the
hero whose discards are filtered to those no other seat can win on (when one is left). With
--no-caution the oracle hero also drops its own danger weights: it never folds, since it knows.
With --when ready (or far) the oracle steps in only on the hero's turns where its hand is one
discard from ready or nearer (or farther), so the two runs split the ceiling by where the
deal-ins come from.
The hands are played under the variant's default rules. The numbers are the arena's (tallies,
paired bootstrap over walls: game/cli/arena_stats.py), per hero seat-hand.

    .venv/bin/python tools/defence_ceiling.py --variant guobiao --walls 600 --seed ceil1 --jobs 2
    .venv/bin/python tools/defence_ceiling.py --variant guobiao --walls 600 --seed ceil1 --jobs 2 --when far
"""
from __future__ import annotations

import argparse
import dataclasses
import sys
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
from game.bots.weighing import hand_context  # noqa: E402
from game.cli.arena import MAX_STEPS, bonus_keys, estimate_cell, hand_tallies, wall_seed  # noqa: E402
from game.cli.arena_stats import Tally, summarize  # noqa: E402
from hero_walls import add_table_arguments, play_walls, table_problem  # noqa: E402

WHEN = ("always", "ready", "far")   # on which hero turns the oracle steps in (see the docstring)
SHOWN = (("score", "points per seat-hand"), ("win_rate", "win rate"), ("deal_in_rate", "deal-in rate"),
         ("self_draw_rate", "self-draw rate"))


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


def near_ready(state: State, seat: int) -> bool:
    """`seat`'s concealed tiles are one discard from ready or nearer (the plain distance as the
    bots read it: the variant's shapes, its wildcards and a void suit)."""
    ctx = hand_context(engine.view_for(state, seat))
    return ctx.shanten(ctx.counts, len(ctx.melds)) <= 0


def play_hand(variant_name: str, seed: str, hero_seat: int, hero: str, opponent: str, oracle: bool,
              no_caution: bool = False, when: str = "always") -> Tally:
    """The hero seat's tally of one hand of wall `seed`, `hero` at `hero_seat` and `opponent`
    elsewhere; the hero's discards filtered by `safe_discards` when `oracle`, on the turns `when`
    says (a name of WHEN)."""
    variant = get_variant(variant_name)
    match, _ = new_match(variant, seed, {})
    bots: list[Bot] = [make_bot(hero if seat == hero_seat else opponent, seed, seat) for seat in range(variant.seats)]
    inner = bots[hero_seat]
    if oracle and no_caution and isinstance(inner, DefaultBot):
        bots[hero_seat] = DefaultBot(inner.rng, dataclasses.replace(inner.style, defence=0.0))
    state, _ = engine.new_hand(variant, hand_config(match))
    steps = 0
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        legal: Sequence[ActionBase] = engine.legal_actions(state, seat)
        if oracle and seat == hero_seat and (when == "always" or (when == "ready") == near_ready(state, seat)):
            legal = safe_discards(state, legal)
        state, _ = engine.apply(state, bots[seat].decide(engine.view_for(state, seat), legal).action)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"the hand did not end in {MAX_STEPS} actions")
    return hand_tallies(engine.result(state), variant.seats, bonus_keys(variant))[hero_seat]


def play_wall(args: tuple[str, str, int, str, str, bool, str]) -> list[Tally]:
    """Wall `wall` with the hero in each seat in turn: [oracle hero's tally, plain hero's tally]."""
    variant_name, seed, wall, hero, opponent, no_caution, when = args
    wseed = wall_seed(seed, wall)
    sides = [Tally(), Tally()]
    for seat in range(get_variant(variant_name).seats):
        sides[0].add(play_hand(variant_name, wseed, seat, hero, opponent, True, no_caution, when))
        sides[1].add(play_hand(variant_name, wseed, seat, hero, opponent, False))
    return sides


def _check(a: argparse.Namespace) -> Optional[str]:
    """What is wrong with the command line (None: nothing)."""
    wrong = table_problem(a)
    if wrong is None and a.no_caution and not isinstance(make_bot(a.hero, "check", 0), DefaultBot):
        return f"--no-caution needs a hero with danger weights (a level), not {a.hero!r}"
    return wrong


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Parse the command line, play the walls, print the oracle's side, the plain one's and the difference."""
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    add_table_arguments(p, walls=100, seed="ceiling")
    p.add_argument("--no-caution", action="store_true", help="the oracle hero drops its own danger weights")
    p.add_argument("--when", choices=WHEN, default="always",
                   help="the oracle steps in on every hero turn, or only one discard from ready or nearer, or farther")
    a = p.parse_args(argv)
    wrong = _check(a)
    if wrong is not None:
        print(f"defence_ceiling: {wrong}", file=sys.stderr)
        return 2
    jobs = [(a.variant, a.seed, w, a.hero, a.opponent, a.no_caution, a.when) for w in range(a.walls)]
    walls = play_walls(play_wall, jobs, a.jobs, chunksize=4)
    summary = summarize(walls, a.seed)
    hands = sum(w[0].seat_hands for w in walls)
    label = "oracle without caution" if a.no_caution else "oracle"
    if a.when != "always":
        label += " only " + ("one discard from ready or nearer" if a.when == "ready" else "farther from ready")
    print(f"{a.variant}: {a.hero} with the {label} (A) and as it is (B), each with {a.opponent} in the other "
          f"seats, {a.walls} walls (seed {a.seed}), {hands} hero seat-hands each; 95% intervals over walls")
    for metric, name in SHOWN:
        a_side, b_side = (estimate_cell(metric, side[metric].to_json()) for side in summary.sides)
        print(f"  {name:<22}A {a_side:<26}B {b_side:<26}"
              f"A - B {estimate_cell(metric, summary.difference[metric].to_json(), signed=True)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
