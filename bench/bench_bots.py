"""How long a bot thinks: CPU time per decision (p50 / p99 / max) of a table of bots at one level
in every variant, and the hands those bots play per CPU second (no checks, no window).

Run: .venv/bin/python bench/bench_bots.py [--hands N] [--level expert] [--seed S] [--variants a,b]
CPU time (time.process_time) is what one core spends on the decision, so the figures hold on a
machine other work shares; the target for 高手 is p99 <= 50 ms. The memos of rules.analysis and
the routes are emptied before each variant, so every variant starts as a fresh game does.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import routes  # noqa: E402
from game.bots.base import make_bot  # noqa: E402
from rules import analysis, engine  # noqa: E402
from rules.match import hand_config, new_match  # noqa: E402
from rules.variants.registry import all_variants, get_variant  # noqa: E402


def decision_times(variant: str, hands: int, level: str, seed: str) -> tuple[list[float], float]:
    """CPU seconds of each decision over `hands` hands (one fresh match per hand), and the CPU
    seconds the whole run took."""
    v = get_variant(variant)
    analysis.clear_caches()
    routes.clear_caches()
    times: list[float] = []
    started = time.process_time()
    for h in range(hands):
        match_seed = f"{seed}:{h}"
        match, _ = new_match(v, match_seed)
        state, _ = engine.new_hand(v, hand_config(match))
        bots = [make_bot(level, match_seed, s) for s in range(v.seats)]
        while not engine.is_over(state):
            seat = engine.to_act(state)[0]
            legal = engine.legal_actions(state, seat)
            view = engine.view_for(state, seat)
            t0 = time.process_time()
            action = bots[seat].act(view, legal)
            times.append(time.process_time() - t0)
            state, _ = engine.apply(state, action)
    return times, time.process_time() - started


def quantile_ms(ordered: list[float], q: float) -> float:
    """The q-quantile of sorted seconds, in milliseconds."""
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6, help="hands per variant")
    parser.add_argument("--level", default="expert", help="bot kind at every seat (game/bots/base.BOT_KINDS)")
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--variants", default="", help="comma-separated (default: every registered variant)")
    args = parser.parse_args()
    names = [get_variant(n).name for n in args.variants.split(",") if n.strip()] or [v.name for v in all_variants()]
    print(f"decision CPU time, {args.level} at every seat, {args.hands} hands per variant, seed {args.seed}, "
          f"Python {sys.version.split()[0]}")
    for name in names:
        times, total = decision_times(name, args.hands, args.level, args.seed)
        ordered = sorted(times)
        print(f"{name:<9} {len(times):6d} decisions   p50 {quantile_ms(ordered, 0.5):6.2f} ms   "
              f"p99 {quantile_ms(ordered, 0.99):6.2f} ms   max {ordered[-1] * 1000:6.1f} ms   "
              f"{args.hands / total:6.2f} hands/CPU s")


if __name__ == "__main__":
    main()
