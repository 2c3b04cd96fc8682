"""Speed of rules.analysis on seeded random 14-tile hands: shanten and effective_tiles calls per
second and per-call latency (p50 / p99 / max), standard shape only and all shapes.

Run: .venv/bin/python bench/bench_analysis.py [--hands N] [--seed S]
The first pass over the hands starts with every memo of rules.analysis empty (what a fresh game
sees); the second pass repeats the same hands with warm memos (an analysed hand is then a lookup).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import analysis  # noqa: E402

STANDARD = ("standard",)


def random_hands(count: int, seed: int) -> list[list[int]]:
    rng = random.Random(seed)
    wall = [t for t in range(analysis.NUM_KINDS) for _ in range(4)]
    hands = []
    for _ in range(count):
        rng.shuffle(wall)
        counts = [0] * analysis.NUM_KINDS
        for t in wall[:14]:
            counts[t] += 1
        hands.append(counts)
    return hands


def clear_caches() -> None:
    analysis.clear_caches()   # every memo: the group tables, the merges, the analysed hands


def measure(label: str, fn, hands: list[list[int]]) -> None:
    times = []
    start = time.perf_counter()
    for counts in hands:
        t0 = time.perf_counter()
        fn(counts)
        times.append(time.perf_counter() - t0)
    total = time.perf_counter() - start
    times.sort()

    def ms(q: float) -> float:
        return times[min(len(times) - 1, int(q * len(times)))] * 1000

    print(f"{label:<44} {len(hands) / total:10.0f} calls/s   p50 {ms(0.5):7.3f} ms"
          f"   p99 {ms(0.99):7.3f} ms   max {times[-1] * 1000:7.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=20240601)
    args = parser.parse_args()
    hands = random_hands(args.hands, args.seed)
    cases = [
        ("shanten, standard", lambda c: analysis.shanten(c, shapes=STANDARD)),
        ("shanten, all shapes", lambda c: analysis.shanten(c)),
        ("effective_tiles, standard", lambda c: analysis.effective_tiles(c, shapes=STANDARD)),
        ("effective_tiles, all shapes", lambda c: analysis.effective_tiles(c)),
    ]
    print(f"{args.hands} random 14-tile hands, seed {args.seed}, Python {sys.version.split()[0]}")
    for label, fn in cases:
        clear_caches()
        measure(label + " (cold caches)", fn, hands)
        measure(label + " (warm caches)", fn, hands)
    print(f"cache sizes: suits {len(analysis._suit_cache)}, honours {len(analysis._honor_cache)}")


if __name__ == "__main__":
    main()
