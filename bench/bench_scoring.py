"""Throughput of our 国标 scorer against the reference C++ calculator (PyMahjongGB), one core.

    .venv/bin/python bench/bench_scoring.py [--rounds N]

Both score the same 600 cases of tests/data/guobiao_fan_cases.jsonl, already parsed into
their own input form (parsing is not timed). Each side is timed over N rounds, interleaved, and
the best round counts, which keeps noise from other processes on a shared machine out of the
ratio; rounds are measured in process CPU time (time.process_time), so time spent descheduled
while other processes use the core is not counted. Our very first pass (cold per-suit split
memo) is printed too. The reference is a test
oracle only: runtime code never imports it.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.melds import MeldKind  # noqa: E402
from rules.scoring import WinContext  # noqa: E402
from rules.tiles import Tile  # noqa: E402
from rules.variants.guobiao import VARIANT as GUOBIAO  # noqa: E402
from rules.variants.guobiao.scoring import score_guobiao  # noqa: E402

CASES = ROOT / "tests" / "data" / "guobiao_fan_cases.jsonl"


def reference_code(tile: Tile) -> str:
    """PyMahjongGB tile codes: W 万, B 饼 (dots), T 条 (bamboo), F 东南西北, J 中发白."""
    i = tile.index
    if i < 9:
        return f"W{i + 1}"
    if i < 18:
        return f"B{i - 8}"
    if i < 27:
        return f"T{i - 17}"
    if i < 31:
        return f"F{i - 26}"
    return f"J{i - 30}"


def reference_args(ctx: WinContext) -> tuple:
    """MahjongFanCalculator(pack, hand, winTile, flowerCount, isSelfDrawn, is4thTile,
    isAboutKong, isWallLast, seatWind, prevalentWind)."""
    packs = []
    for m in ctx.melds:
        tiles = sorted(m.tiles)
        if m.kind is MeldKind.CHOW:
            # a chow is given by its middle tile; offer = which of the three was claimed (1..3)
            packs.append(("CHI", reference_code(tiles[1]), tiles.index(m.claimed) + 1))
        elif m.kind is MeldKind.PUNG:
            packs.append(("PENG", reference_code(tiles[0]), m.claimed_from))
        elif m.kind is MeldKind.KONG:
            packs.append(("GANG", reference_code(tiles[0]), m.claimed_from))
        else:
            packs.append(("GANG", reference_code(tiles[0]), 0))  # offer 0 = concealed kong
    return (tuple(packs), tuple(reference_code(t) for t in ctx.concealed), reference_code(ctx.win_tile),
            ctx.flowers, ctx.self_drawn, ctx.last_of_kind, ctx.kong_related, ctx.last_tile,
            "ESWN".index(ctx.seat_wind), "ESWN".index(ctx.round_wind))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    try:
        from MahjongGB import MahjongFanCalculator
    except ImportError:
        sys.exit("PyMahjongGB (module MahjongGB) is not installed in this environment")

    cases = [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines() if line.strip()]
    contexts = [GUOBIAO.read_hand(c["hand"]) for c in cases]
    ref_inputs = [reference_args(ctx) for ctx in contexts]

    # cold: the first pass in this process fills the per-suit split memo
    start = time.process_time()
    for ctx in contexts:
        score_guobiao(ctx)
    cold = time.process_time() - start

    # both must agree on every total before their speed means anything
    for case, ctx, ref in zip(cases, contexts, ref_inputs):
        ours = score_guobiao(ctx).total
        theirs = sum(points for points, _name in MahjongFanCalculator(*ref))
        if not ours == theirs == case["total"]:
            sys.exit(f"{case['id']}: ours {ours}, reference {theirs}, expected {case['total']}")

    n = len(contexts)
    ours_rounds: list[float] = []
    ref_rounds: list[float] = []
    for _ in range(args.rounds):
        start = time.process_time()
        for ctx in contexts:
            score_guobiao(ctx)
        ours_rounds.append(time.process_time() - start)
        start = time.process_time()
        for ref in ref_inputs:
            MahjongFanCalculator(*ref)
        ref_rounds.append(time.process_time() - start)

    ours_rate = n / min(ours_rounds)
    ref_rate = n / min(ref_rounds)
    print(f"cases: {n}, rounds: {args.rounds} (best round counts)")
    print(f"ours      : {ours_rate:10.0f} hands/s  ({1e6 / ours_rate:7.1f} us/hand)"
          f"   first (cold) pass: {n / cold:.0f} hands/s")
    print(f"reference : {ref_rate:10.0f} hands/s  ({1e6 / ref_rate:7.1f} us/hand)")
    print(f"ratio     : ours = {100 * ours_rate / ref_rate:.1f}% of the reference (target >= 5%)")


if __name__ == "__main__":
    main()
