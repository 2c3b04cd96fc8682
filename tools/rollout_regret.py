"""Where the hero's choices lose: each sampled choice played out against its alternatives.

A measure, not a bot (it costs seconds a choice). The hero plays walls against opponents of one
kind, one hero seat per wall in turn. At sampled hero choices (discards after a draw, and claims
where no other seat is asked) the hero's top candidates are each played to the end of the hand,
`--rollouts` times, by the same bots. Each rollout first re-deals what the hero cannot see (the
other seats' concealed tiles and the live wall's tiles, flowers left where they lie) with its own
seeded shuffle, and every candidate gets the same re-deals and the same bots (common random
numbers), so alternative minus chosen counts the choice, not the deal.

It prints, per kind of choice, the mean points an alternative makes over the hero's choice (a
discard's 2nd and 3rd candidates by the hero's own weights; a claim's opposite: pass for a
claim, the claim for a pass) with a 95% bootstrap interval over choices, and the split-half gain
of a rollout policy: pick the best candidate on half the rollouts, score it on the other half. A
positive gain in a row says the hero's weights lose points in those choices; a negative one,
that the rollouts are too few to beat them.

    .venv/bin/python tools/rollout_regret.py --variant guobiao --walls 300 --seed rg2 --rollouts 16 --jobs 2

With --out each measured choice is kept as a JSON line: its kind, distance from ready, each
candidate's rollout payments to the hero and, for a discard, each candidate's weights.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
from pathlib import Path
from typing import Optional, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import engine  # noqa: E402
from rules.actions import ActionBase, Discard, Pass, Win  # noqa: E402
from rules.match import hand_config, new_match  # noqa: E402
from rules.state import State  # noqa: E402
from rules.variants.registry import get_variant  # noqa: E402

from game.bots.base import make_bot  # noqa: E402
from game.bots.decision import Decision  # noqa: E402
from game.cli.arena import MAX_STEPS, wall_seed  # noqa: E402
from hero_walls import add_table_arguments, play_walls, table_problem  # noqa: E402

DISCARDS_PER_WALL = 3      # sampled discards a wall, at most (each hero discard with SAMPLE_CHANCE)
CLAIMS_PER_WALL = 2        # sampled claims a wall, at most (every eligible one until then)
SAMPLE_CHANCE = 0.3
RESAMPLES = 1000


@dataclasses.dataclass(frozen=True)
class Job:
    """One wall of a run."""

    variant: str
    seed: str
    wall: int
    hero: str
    opponent: str
    rollouts: int
    top: int


def redeal_hidden(state: State, hero: int, rng: random.Random) -> State:
    """`state` with the tiles `hero` cannot see shuffled among their places: the other seats'
    concealed tiles and the live wall's undrawn tiles (bonus tiles stay where they are)."""
    kinds, wall = state.kinds, state.wall
    places = [p for p in wall.remaining_positions() if not kinds[wall.tiles[p]].is_bonus]
    others = [s for s in range(len(state.hands)) if s != hero]
    pool = [t for s in others for t in state.hands[s] if not kinds[t].is_bonus]
    pool += [wall.tiles[p] for p in places]
    rng.shuffle(pool)
    hands, tiles = list(state.hands), list(wall.tiles)
    taken = 0
    for s in others:
        kept = [t for t in hands[s] if kinds[t].is_bonus]     # a bonus kept in hand (苏州's 百搭) stays
        n = len(hands[s]) - len(kept)
        hands[s] = tuple(sorted(kept + pool[taken:taken + n], key=lambda t: (kinds[t].index, t)))
        taken += n
    for p in places:
        tiles[p] = pool[taken]
        taken += 1
    return dataclasses.replace(state, hands=tuple(hands), wall=dataclasses.replace(wall, tiles=tuple(tiles)))


def play_out(state: State, kinds_by_seat: Sequence[str], seed: str) -> list[int]:
    """Every seat's payment when bots of `kinds_by_seat` (seeded by `seed`) play `state` to the end."""
    bots = [make_bot(kind, seed, seat) for seat, kind in enumerate(kinds_by_seat)]
    steps = 0
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        state, _ = engine.apply(state, bots[seat].decide(engine.view_for(state, seat), legal).action)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"the hand did not end in {MAX_STEPS} actions")
    return list(engine.result(state).payments)


def candidates_of(state: State, hero: int, legal: Sequence[ActionBase], decision: Decision,
                  top: int) -> tuple[str, list[ActionBase]]:
    """The kind of choice and its candidates, the hero's own first ("", [] : not a choice measured)."""
    if state.phase == engine.PLAY and decision.code == "discard" and isinstance(decision.action, Discard):
        names = [c[1] for c in decision.candidates[:top]]
        found: list[ActionBase] = []
        for name in names:
            found += [a for a in legal if _name(state, a) == name][:1]
        return ("discard", found) if len(found) >= 2 and found[0] == decision.action else ("", [])
    window = state.window
    if (state.phase == engine.CLAIM and window is not None and window.asked == (hero,)
            and not any(isinstance(a, Win) for a in legal) and len(legal) >= 2):
        if isinstance(decision.action, Pass):
            return "claim passed", [decision.action, next(a for a in legal if not isinstance(a, Pass))]
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        if passing is not None:
            return f"{type(decision.action).__name__.lower()} claimed", [decision.action, passing]
    return "", []


def _name(state: State, action: ActionBase) -> str:
    """The name a discard's candidate goes by in a Decision ("" : not a discard)."""
    return state.kinds[action.tile].name_zh if isinstance(action, Discard) else ""


def measure_wall(job: Job) -> list[dict[str, object]]:
    """The sampled choices of one wall, each with its candidates' rollout payments to the hero."""
    variant = get_variant(job.variant)
    wseed = wall_seed(job.seed, job.wall)
    match, _ = new_match(variant, wseed, {})
    state, _ = engine.new_hand(variant, hand_config(match))
    hero = job.wall % variant.seats
    kinds = [job.hero if s == hero else job.opponent for s in range(variant.seats)]
    bots = [make_bot(k, wseed, s) for s, k in enumerate(kinds)]
    pick = random.Random(f"{wseed}:pick")
    found: list[dict[str, object]] = []
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        decision = bots[seat].decide(engine.view_for(state, seat), legal)
        if seat == hero:
            kind, cands = candidates_of(state, hero, legal, decision, job.top)
            taken = sum(1 for f in found if (f["kind"] == "discard") == (kind == "discard"))
            wanted = (kind == "discard" and taken < DISCARDS_PER_WALL and pick.random() < SAMPLE_CHANCE
                      or kind not in ("", "discard") and taken < CLAIMS_PER_WALL)
            if wanted:
                tag = f"{wseed}:choice:{len(found)}"
                payments: list[list[int]] = [[] for _ in cands]
                for r in range(job.rollouts):
                    dealt = redeal_hidden(state, hero, random.Random(f"{tag}:{r}"))
                    for i, action in enumerate(cands):
                        after, _ = engine.apply(dealt, action)
                        payments[i].append(play_out(after, kinds, f"{tag}:{r}:bots")[hero])
                weights = {c[1]: c[2] for c in decision.candidates}   # a discard's weights, by tile name
                found.append({"wall": job.wall, "kind": kind, "shanten": decision.facts.get("shanten"),
                              "payments": payments, "weights": [weights.get(_name(state, a), {}) for a in cands]})
        state, _ = engine.apply(state, decision.action)
    return found


def row_of(choice: dict[str, object]) -> str:
    """The row a choice is counted in: a discard by its distance from ready, a claim by its kind."""
    if choice["kind"] == "discard":
        shanten = choice["shanten"]
        if not isinstance(shanten, int):
            return "discard"
        return f"discard, {min(shanten, 3)}{'+' if shanten >= 3 else ''} from ready"
    return str(choice["kind"])


def mean_interval(values: Sequence[float], rng: random.Random) -> tuple[float, float, float]:
    """The mean of `values` and its 95% bootstrap interval."""
    n = len(values)
    means = sorted(sum(values[rng.randrange(n)] for _ in range(n)) / n for _ in range(RESAMPLES))
    return sum(values) / n, means[int(0.025 * RESAMPLES)], means[int(0.975 * RESAMPLES) - 1]


def split_half_gain(payments: Sequence[Sequence[int]]) -> float:
    """Points a rollout policy gains over the hero's choice: the candidate best on one half of the
    rollouts, scored on the other half, both ways round and averaged."""
    rounds = len(payments[0])
    half = rounds // 2
    gain = 0.0
    for pick_on, score_on in ((slice(0, half), slice(half, rounds)), (slice(half, rounds), slice(0, half))):
        best = max(range(len(payments)), key=lambda i: (sum(payments[i][pick_on]), -i))
        scored = payments[best][score_on]
        gain += (sum(scored) - sum(payments[0][score_on])) / max(1, len(scored))
    return gain / 2


def report(choices: Sequence[dict[str, object]]) -> list[str]:
    """The printed rows: per kind of choice, each alternative's points over the hero's choice and
    the rollout policy's split-half gain."""
    rows: dict[str, dict[str, list[float]]] = {}
    for choice in choices:
        payments = choice["payments"]
        assert isinstance(payments, list)
        means = [sum(p) / len(p) for p in payments]
        for name in (row_of(choice), "every choice"):
            row = rows.setdefault(name, {})
            for i in range(1, len(means)):
                row.setdefault(f"alternative {i}", []).append(means[i] - means[0])
            row.setdefault("split-half gain", []).append(split_half_gain(payments))
    rng = random.Random(1)
    out = []
    for name in sorted(rows, key=lambda n: (n == "every choice", n)):
        for what, values in rows[name].items():
            m, lo, hi = mean_interval(values, rng)
            out.append(f"  {name:<26}{what:<17}{m:+6.2f} [{lo:+.2f}, {hi:+.2f}]  ({len(values)} choice{'' if len(values) == 1 else 's'})")
    return out


def _check(a: argparse.Namespace) -> Optional[str]:
    """What is wrong with the command line (None: nothing)."""
    if a.rollouts < 2 or a.top < 2:
        return "--rollouts and --top must be at least 2"
    return table_problem(a)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Parse the command line, measure the walls, print the rows (and keep each choice with --out)."""
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    add_table_arguments(p, walls=50, seed="regret")
    p.add_argument("--rollouts", type=int, default=16)
    p.add_argument("--top", type=int, default=3, help="a discard's candidates measured, the hero's first")
    p.add_argument("--out", type=Path, help="write each measured choice as a JSON line")
    a = p.parse_args(argv)
    wrong = _check(a)
    if wrong is not None:
        print(f"rollout_regret: {wrong}", file=sys.stderr)
        return 2
    jobs = [Job(a.variant, a.seed, w, a.hero, a.opponent, a.rollouts, a.top) for w in range(a.walls)]
    walls = play_walls(measure_wall, jobs, a.jobs)
    choices = [c for w in walls for c in w]
    if a.out is not None:
        a.out.write_text("".join(json.dumps(c) + "\n" for c in choices), encoding="utf-8")
    print(f"{a.variant}: {a.hero} against {a.opponent}, {a.walls} walls (seed {a.seed}), {len(choices)} choices, "
          f"{a.rollouts} rollouts each; points to the hero, alternative minus the hero's choice, 95% intervals")
    if not choices:
        print("  no choice was sampled")
    for line in report(choices):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
