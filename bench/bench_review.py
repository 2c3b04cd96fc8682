"""Speed of the hand review (`main.py review`, game/review): a `simulate` log of N hands (300 by
default) is written, then every decision of player 0 is reviewed against 高手 (the expert bot).

Run: .venv/bin/python bench/bench_review.py [--hands N] [--variant V] [--seed S]
Prints the decisions reviewed, the seconds (the whole `review_log`: the check of the log, the
replay to each decision, the expert's decision and the measures) and decisions per second; one
process, then two (`--jobs 2`: the log's matches shared out). Last runs (2 cores, 2026-12-06): 国标
300 hands, 5839 decisions in 15.8-16.1 s on one process (about 365 decisions/s; 22 s while other
work shared the cores), 9.9-11.7 s on two; the other variants are quicker per hand (40 hands of 四川, 天津, 二人
about 1 s, 苏州 2 s, one process).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cli.simulate import simulate  # noqa: E402
from game.review import review_log  # noqa: E402
from game.session import read_log_file  # noqa: E402
from rules.variants.registry import get_variant  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--variant", default="guobiao")
    parser.add_argument("--seed", default="1")
    args = parser.parse_args()
    variant = get_variant(args.variant)
    with tempfile.TemporaryDirectory() as folder:
        log = os.path.join(folder, "simulate.jsonl")
        simulate(variant.name, args.hands, args.seed, ["default"] * variant.seats, log_path=log, checks=False)
        lines = read_log_file(log)
        for jobs in (1, 2):
            started = time.perf_counter()
            review = review_log(lines, jobs=jobs)
            seconds = time.perf_counter() - started
            decisions = sum(len(h.decisions) for h in review.hands)
            differing = sum(1 for h in review.hands for d in h.decisions if not d.same)
            print(f"review {variant.name:<8} {len(review.hands)} hands of a {args.hands}-hand simulate log, "
                  f"player 0, {jobs} process{'es' if jobs > 1 else ''}: {decisions} decisions ({differing} differ "
                  f"from the expert) in {seconds:.1f} s, {decisions / seconds if seconds else 0:.0f} decisions/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
