"""A short arena per registered variant: 高手 (expert) against the frozen `baseline` on duplicate
walls, and the levels against each other (新手 < 普通 < 高手), with the numbers `main.py arena`
prints (score per hand with its 95% interval, win / deal-in / draw rates, mean winning value,
decision time p50 / p99).

Run: .venv/bin/python bench/bench_arena.py [--walls N] [--seed S] [--variant V] [--no-levels]
A few walls only show the direction (the intervals are wide); the long runs for the issue's
measures are `main.py arena --walls 400 ...` (docs/cli.md). The last long runs (seed 15, score
difference per hand with its 95% interval; notes of 2026-12-01):
  国标   (issue 31, the finishing search beside the plain weights) seed 9131 800 walls 1v3 +5.71 [+4.27, +7.15],
         win 30.3%, deal-in 13.8% vs 16.9%; the expert without it on the same walls +2.95 [+1.66, +4.32],
         win 26.8%, deal-in 14.2%; head to head 2v2 seed 6001 150 walls +2.07 [+0.02, +4.27]
  国标   高手-baseline 1v3 800 walls +3.78 [+2.45, +5.14], deal-in 14.5% vs 16.5% (-2.0 [-3.5, -0.4]);
         seed 1201 800 walls +3.92 [+2.58, +5.29], deal-in 14.4% vs 16.5%; self-play 400 walls draws
         seeds 3101-3105 4.5%, 5.0%, 4.2%, 5.2%, 2.5% (pooled 4.3%, 86 of 2000), seeds 15, 1201,
         2026-2028 6.0%, 5.5%, 4.5%, 4.2%, 5.2% (pooled 5.1%), 13.4-14.8 fans w/o flowers (notes B15g4)
  国标   高手-普通 2v2 100 walls +4.37 [+1.96, +6.79]; 普通-新手 2v2 100 walls +10.41 [+7.92, +12.66]
  四川   高手-baseline 1v3 800 walls +0.53 [+0.32, +0.75]; seed 1201 800 walls +0.36 [+0.09, +0.61] (notes B15s2)
         高手-普通 2v2 100 walls +1.43 [+0.87, +1.95]; 普通-新手 2v2 100 walls +0.70 [+0.20, +1.23]
  天津   (issue 31, 龙 planned before ready) seed 9413 1000 walls +2.31 [+1.81, +2.79], mean win 2.71 (before: +2.02
         [+1.59, +2.41], 2.60); 高手-普通 2v2 200 walls +2.44 [+1.48, +3.37]; 普通-新手 +4.27 [+3.43, +5.05]
  天津   高手-baseline 1v3 800 walls +1.33 [+0.92, +1.76]; 高手-普通 +2.31 [+1.19, +3.46]; 普通-新手 +2.04 [+0.85, +3.37]
  苏州   高手-baseline 1v3 1600 walls +1.11 [+0.47, +1.75]; seed 1201 1600 walls +0.90 [+0.32, +1.46] (notes B15z4:
         the two-step speed estimate; before it 4000 walls each +0.14 [-0.22, +0.52] and -0.06 [-0.45, +0.34]);
         高手-普通 2v2 100 walls +2.92 [+0.59, +5.19]; 普通-新手 +5.72 [+4.10, +7.42] (notes B15z4)
  苏州   (issue 31, danger tables refitted on 1200 hands) seed 15 1600 walls +0.89 [+0.24, +1.51], deal-in 14.6%
         (the old tables on the same walls +1.11, 15.0%); seed 9700 800 walls +1.16 [+0.28, +2.06], 15.4% (+1.12,
         15.9%); 高手-普通 2v2 400 walls seed 9611 +3.17 [+2.22, +4.04]; 普通-新手 seed 9612 +5.51 [+4.47, +6.59]
  二人   高手-baseline 1v1 200 walls +2.77 [+2.46, +3.10]; 高手-普通 800 walls +0.30 [+0.08, +0.51]; 普通-新手 +0.57 [+0.21, +0.95]
  二人   (issue 31, the expert claims by the plain plans) 高手-普通 1600 walls seed 9631 +0.38 [+0.25, +0.51];
         高手-baseline 400 walls seed 9650 +2.97 [+2.76, +3.16]
  二人   (issue 31, 日麻式报听 read by the bots: an open hand may not declare) riichi_strict 高手-普通 1600 walls
         seed 9661 +0.28 [+0.15, +0.42] (before, seed 9630: -0.01 [-0.15, +0.14]; after on 9630 +0.17 [+0.02, +0.32])
  Every preset of every variant: docs/bot-measures.md.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cli.arena import run_arena  # noqa: E402
from rules.variants.registry import all_variants, get_variant  # noqa: E402

PAIRS = (("expert", "baseline"), ("expert", "normal"), ("normal", "beginner"))


def _cell(metric: dict, rate: bool = False) -> str:
    if metric["value"] is None:
        return "-"
    scale, form = (100.0, "{:.1f}%") if rate else (1.0, "{:+.2f}")
    low, high = (form.format(x * scale) if x is not None else "?" for x in (metric["low"], metric["high"]))
    return f"{form.format(metric['value'] * scale)} [{low}, {high}]"


def line(summary: dict) -> str:
    """One run in one line: each side's score, the difference with its interval, the rates."""
    a, b = summary["sides"]
    diff = summary["difference"]
    ma, mb = a["metrics"], b["metrics"]
    return (f"{summary['variant']:<8} {a['kind']:>8} vs {b['kind']:<8} {summary['mode']} "
            f"{summary['walls_played']} walls: diff {_cell(diff['score'])}; "
            f"win {_cell(ma['win_rate'], True)} / {_cell(mb['win_rate'], True)}; "
            f"deal-in {_cell(ma['deal_in_rate'], True)} / {_cell(mb['deal_in_rate'], True)}; "
            f"draw {_cell(ma['draw_rate'], True)}; "
            f"value {ma['mean_value_plain']['value'] or ma['mean_value']['value'] or 0:.1f}; "
            f"p50/p99 ms {a['decision_ms_p50']}/{a['decision_ms_p99']}; {summary['seconds']} s"
            + (f"; ERRORS {summary['errors']}" if summary["errors"] else ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--walls", type=int, default=6)
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--variant", default=None, help="only this variant")
    parser.add_argument("--no-levels", action="store_true", help="only 高手 against baseline and itself")
    args = parser.parse_args()
    variants = [get_variant(args.variant)] if args.variant else list(all_variants())
    failed = False
    for variant in variants:
        n = variant.seats
        # 高手 against the baseline one against the rest and the rest against one (the issue's
        # two seat mixes); 高手 against itself (its draw rate is the self-play draws); the levels
        # half against half (2v2, or 1v1 at two seats), where a level gap shows clearest.
        runs: list[tuple[tuple[str, str], Optional[str]]] = [(PAIRS[0], None)]
        if n > 2:
            runs.append((PAIRS[0], f"{n - 1}v1"))
        runs.append((("expert", "expert"), f"{n // 2}v{n - n // 2}"))
        if not args.no_levels:
            runs += [(pair, f"{n // 2}v{n - n // 2}") for pair in PAIRS[1:]]
        for pair, mode in runs:
            summary = run_arena(variant.name, pair, args.walls, args.seed, mode)
            print(line(summary), flush=True)
            failed = failed or bool(summary["errors"] or summary["invariant_violations"])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
