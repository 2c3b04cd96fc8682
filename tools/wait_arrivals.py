"""How often a ready hand's winning tile comes in, per live copy, by what the table shows of it.

The hero plays against opponents of one kind on walls, every seat in turn (as defence_ceiling
does). Each time the hero's discard leaves it ready with a legal win on a discard, every wait kind
with a live copy is one case: its tile class, its live copies, how many copies lie in the other
seats' rivers (they threw them: they do not hold them for a set), and whether the hero threw the
kind itself (no furiten in 国标: the others read such a kind as safe). The case comes in if the
hero wins on that kind before its next discard, on another seat's discard or by its own draw.
Printed per group: the arrivals per live copy against the mean of all cases (1.00 = average),
each with a rough 95% interval (Poisson on the arrivals), separately for discards and draws. A
tile the others do not need is thrown sooner; a draw should not care (the check on the method).

    .venv/bin/python tools/wait_arrivals.py --variant guobiao --walls 700 --seed ar3 --jobs 2
"""
from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Hashable, Optional, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import engine  # noqa: E402
from rules.actions import ActionBase, Discard  # noqa: E402
from rules.engine import SeatView  # noqa: E402
from rules.match import hand_config, new_match  # noqa: E402
from rules.variants.registry import get_variant  # noqa: E402

from game.bots.base import Bot, make_bot  # noqa: E402
from game.bots.defence import log_kinds, tile_class  # noqa: E402
from game.bots.table_reading import COPIES, hand_counts, visible_counts  # noqa: E402
from game.cli.arena import MAX_STEPS, wall_seed  # noqa: E402
from fit_danger import discard_wins  # noqa: E402
from hero_walls import add_table_arguments, play_walls, table_problem  # noqa: E402


@dataclass
class WaitCase:
    """One wait kind of a ready hero between two of its discards, and whether it came in."""

    kind: int
    tile_class: str
    live: int             # copies neither in sight nor in the hero's hand
    in_rivers: int        # copies in the other seats' rivers
    own: bool             # the hero threw this kind itself
    by_discard: bool = False
    by_draw: bool = False


def wait_cases(view: SeatView) -> list[WaitCase]:
    """The cases of `view`'s seat just after its discard: one per legal discard-win kind with a
    live copy (none when the hand is not ready)."""
    seen, held = visible_counts(view), hand_counts(view)
    rivers = [0] * len(seen)
    for seat, kinds in enumerate(view.discard_kinds):
        if seat != view.seat:
            for t in kinds:
                if t.index < len(rivers):
                    rivers[t.index] += 1
    own = _thrown_by(view)
    out = []
    for kind in sorted(discard_wins(view)):
        live = COPIES - seen[kind] - held[kind]
        if live > 0:
            out.append(WaitCase(kind, tile_class(kind), live, rivers[kind], kind in own))
    return out


def _thrown_by(view: SeatView) -> set[int]:
    """Kinds `view`'s seat threw, those another seat claimed included (the log keeps them)."""
    return {kind for kind, d in zip(log_kinds(view), view.discard_log) if d.seat == view.seat and kind >= 0}


def play_hand(variant_name: str, seed: str, hero_seat: int, hero: str, opponent: str) -> list[WaitCase]:
    """The hero's wait cases over one hand of wall `seed`, each marked with how it came in."""
    variant = get_variant(variant_name)
    match, _ = new_match(variant, seed, {})
    bots: list[Bot] = [make_bot(hero if seat == hero_seat else opponent, seed, seat) for seat in range(variant.seats)]
    state, _ = engine.new_hand(variant, hand_config(match))
    done: list[WaitCase] = []
    open_cases: list[WaitCase] = []
    for _ in range(MAX_STEPS):
        if engine.is_over(state):
            break
        seat = engine.to_act(state)[0]
        legal: Sequence[ActionBase] = engine.legal_actions(state, seat)
        action = bots[seat].decide(engine.view_for(state, seat), legal).action
        state, _ = engine.apply(state, action)
        if seat == hero_seat and isinstance(action, Discard):
            done += open_cases
            open_cases = wait_cases(engine.view_for(state, hero_seat))
    else:
        raise RuntimeError(f"the hand did not end in {MAX_STEPS} actions")
    for win in engine.result(state).wins:
        for case in open_cases:
            if win.seat == hero_seat and win.kind.index == case.kind:
                case.by_draw, case.by_discard = win.self_drawn, not win.self_drawn
    return done + open_cases


def play_wall(args: tuple[str, str, int, str, str]) -> list[WaitCase]:
    """Wall `wall` with the hero in each seat in turn: all its wait cases."""
    variant_name, seed, wall, hero, opponent = args
    wseed = wall_seed(seed, wall)
    return [c for seat in range(get_variant(variant_name).seats)
            for c in play_hand(variant_name, wseed, seat, hero, opponent)]


@dataclass(frozen=True)
class Row:
    """One group's arrivals: per live copy against the mean of all cases, with rough 95% bounds."""

    key: Hashable
    cases: int
    live: int
    by_discard: int
    by_draw: int
    discard_ratio: tuple[float, float, float]     # (low, ratio, high)
    draw_ratio: tuple[float, float, float]


def _ratio(events: int, live: int, mean: float) -> tuple[float, float, float]:
    if live == 0 or mean == 0:
        return (0.0, 0.0, 0.0)
    rate = events / live / mean
    if events == 0:
        return (0.0, 0.0, 3.0 / live / mean)          # the rule of three
    spread = math.exp(1.96 / math.sqrt(events))
    return (rate / spread, rate, rate * spread)


def tabulate(cases: Sequence[WaitCase], key: Callable[[WaitCase], Hashable]) -> list[Row]:
    """The cases grouped by `key`, sorted by it, each group's arrivals against the mean."""
    live_all = sum(c.live for c in cases)
    mean_discard = sum(c.by_discard for c in cases) / live_all if live_all else 0.0
    mean_draw = sum(c.by_draw for c in cases) / live_all if live_all else 0.0
    groups: dict[Hashable, list[WaitCase]] = {}
    for c in cases:
        groups.setdefault(key(c), []).append(c)
    rows = []
    for k in sorted(groups, key=repr):
        g = groups[k]
        live, disc, draw = sum(c.live for c in g), sum(c.by_discard for c in g), sum(c.by_draw for c in g)
        rows.append(Row(k, len(g), live, disc, draw, _ratio(disc, live, mean_discard), _ratio(draw, live, mean_draw)))
    return rows


GROUPS: tuple[tuple[str, Callable[[WaitCase], Hashable]], ...] = (
    ("tile class", lambda c: c.tile_class),
    ("copies in the other seats' rivers", lambda c: min(c.in_rivers, 2)),
    ("tile class, copies in the rivers", lambda c: (c.tile_class, min(c.in_rivers, 2))),
    ("the hero threw the kind", lambda c: c.own),
)


def _cell(r: tuple[float, float, float]) -> str:
    return f"{r[1]:.2f} [{r[0]:.2f}, {r[2]:.2f}]"


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Parse the command line, play the walls, print the arrivals by group."""
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    add_table_arguments(p, walls=100, seed="arrivals")
    a = p.parse_args(argv)
    wrong = table_problem(a)
    if wrong is None and not get_variant(a.variant).claims.win_on_discard:
        wrong = f"{a.variant} has no wins on a discard, so no waits to count"
    if wrong is not None:
        print(f"wait_arrivals: {wrong}", file=sys.stderr)
        return 2
    jobs = [(a.variant, a.seed, w, a.hero, a.opponent) for w in range(a.walls)]
    cases = [c for wall in play_walls(play_wall, jobs, a.jobs, chunksize=4) for c in wall]
    print(f"{a.variant}: {a.hero} ready against {a.opponent}, {a.walls} walls (seed {a.seed}): {len(cases)} wait "
          f"cases, {sum(c.live for c in cases)} live copies, {sum(c.by_discard for c in cases)} won on a discard, "
          f"{sum(c.by_draw for c in cases)} self-drawn; arrivals per live copy against the mean [95%]")
    for title, key in GROUPS:
        print(f"  by {title}:")
        for r in tabulate(cases, key):
            print(f"    {str(r.key):<24} cases {r.cases:>6}  live {r.live:>6}  on a discard {r.by_discard:>4} "
                  f"{_cell(r.discard_ratio):<20} drawn {r.by_draw:>4} {_cell(r.draw_ratio)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
