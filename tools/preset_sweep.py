"""Preset sweep: every preset of every variant played by bots, checked, and (optionally) the arena.

    .venv/bin/python tools/preset_sweep.py [--hands 1000] [--jobs 2] [--chunk 250] [--seed sweep]
                                           [--variants a,b] [--presets k1,k2] [--bots default]
                                           [--arena | --arena-only] [--walls 200] [--json FILE]

For each variant the registry offers and each of its presets (`Variant.all_presets()`, read when
it runs: a preset added to a variant is swept without a change here), `--hands` hands are played
exactly as `main.py simulate --variant V --preset P` plays them (game/cli/rule_options.chosen_options,
then game/cli/simulate.simulate with its checks on: after every step the table invariants, tile
conservation and per-hand zero-sum among them, and that no hidden tile leaks into a seat's view),
cut into chunks of `--chunk` hands over `--jobs` worker processes. Printed: one row per preset with
its hands, exceptions, invariant violations, whether the final scores sum to zero, draw rate and
wins per hand; then every message met. With `--arena`, also `main.py arena --bots expert,baseline`
on `--walls` duplicate walls under each preset (game/cli/arena.run_arena, its per-step checks
off: the sweep's own hands check every preset), one row each with the score difference per hand
and its 95% interval ("ahead" when the whole interval is above zero; the expert's edge over the
baseline is small, so a clear answer takes 400 to 800 walls: bench/bench_arena.py's notes);
`--arena-only` runs the arena alone. `make sweep` runs the hands (1000 per preset, about 25
minutes on two idle cores), `make sweep-arena` the arena (400 walls per preset, a few minutes each).
Exit status 1 if any hand raised, broke an invariant or was not zero-sum, or an arena wall failed.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Iterable, Optional, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.variants.registry import all_variants, get_variant  # noqa: E402

from game.cli.arena import run_arena  # noqa: E402
from game.cli.rule_options import chosen_options  # noqa: E402
from game.cli.simulate import parse_bots, simulate  # noqa: E402

MESSAGES_KEPT = 10          # per preset: the first exceptions and violations, in full
ARENA_KINDS = ("expert", "baseline")


@dataclass(frozen=True)
class Chunk:
    """One worker task: `hands` hands of `variant` under `preset` from the match seed `seed`."""

    variant: str
    preset: str
    index: int
    hands: int
    seed: str
    bots: tuple[str, ...]


@dataclass
class Tally:
    """What the chunks of one preset found, added up."""

    variant: str
    preset: str
    hands: int = 0
    exceptions: int = 0
    violations: int = 0
    zero_sum: bool = True
    wins: int = 0                # wins (a hand may have several: 四川, 血流成河)
    draws: int = 0
    cpu_seconds: float = 0.0
    messages: list[str] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        """Whether anything went wrong in these hands."""
        return bool(self.exceptions or self.violations or not self.zero_sum)


def presets_of(variant_names: Iterable[str], only: Optional[set[str]] = None) -> list[tuple[str, str]]:
    """(variant, preset key) for every preset of every named variant (those in `only`, if given)."""
    return [(name, preset.key) for name in variant_names for preset in get_variant(name).all_presets()
            if only is None or preset.key in only]


def plan_chunks(pairs: list[tuple[str, str]], hands: int, chunk: int, seed: str, bots: str) -> list[Chunk]:
    """Every preset's hands cut into chunks, interleaved so that the workers finish together."""
    rows = []
    for name, preset in pairs:
        kinds = tuple(parse_bots(bots, get_variant(name).seats))
        sizes = [chunk] * (hands // chunk) + ([hands % chunk] if hands % chunk else [])
        rows.append([Chunk(name, preset, i, n, f"{seed}-{name}-{preset}-{i}", kinds) for i, n in enumerate(sizes)])
    out: list[Chunk] = []
    for row in range(max((len(r) for r in rows), default=0)):
        out += [chunks[row] for chunks in rows if row < len(chunks)]
    return out


def play_chunk(chunk: Chunk) -> dict[str, Any]:
    """Run one chunk as `main.py simulate --preset` would; its summary with the CPU time it took."""
    cpu = time.process_time()
    options = chosen_options(get_variant(chunk.variant), chunk.preset, [])
    summary = simulate(chunk.variant, chunk.hands, chunk.seed, list(chunk.bots), checks=True, options=options)
    summary["cpu_seconds"] = time.process_time() - cpu
    summary["chunk"] = chunk.index
    return summary


def add(tally: Tally, summary: dict[str, Any]) -> None:
    """Fold one chunk's summary into its preset's tally."""
    tally.hands += summary["hands"]
    tally.exceptions += summary["exceptions"]
    tally.violations += summary["invariant_violations"]
    tally.zero_sum = tally.zero_sum and bool(summary["zero_sum"])
    tally.wins += summary["total_wins"]
    tally.draws += summary["draws"]
    tally.cpu_seconds += summary["cpu_seconds"]
    if not summary["zero_sum"]:
        tally.messages.append(f"chunk {summary['chunk']} (seed {summary['seed']}): final scores "
                              f"{summary['final_scores']} do not sum to zero")
    for message in summary["exception_messages"] + summary["violation_messages"]:
        if len(tally.messages) < MESSAGES_KEPT:
            tally.messages.append(f"chunk {summary['chunk']} (seed {summary['seed']}): {message.strip()}")


def run_chunks(chunks: list[Chunk], tallies: dict[tuple[str, str], Tally], jobs: int, out: TextIO) -> None:
    """Play every chunk (in this process when jobs is 1) and fold each into its tally."""
    started = time.perf_counter()

    def fold(done: int, chunk: Chunk, summary: dict[str, Any]) -> None:
        add(tallies[chunk.variant, chunk.preset], summary)
        out.write(f"[{done}/{len(chunks)}] {chunk.variant} {chunk.preset} chunk {chunk.index}: {summary['hands']} "
                  f"hands, {summary['exceptions']} exceptions, {summary['invariant_violations']} violations, "
                  f"{time.perf_counter() - started:.0f} s\n")
        out.flush()

    if jobs == 1:
        for done, chunk in enumerate(chunks, start=1):
            fold(done, chunk, play_chunk(chunk))
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(play_chunk, chunk): chunk for chunk in chunks}
        for done, future in enumerate(as_completed(futures), start=1):
            chunk = futures[future]
            try:
                summary = future.result()
            except Exception as exc:  # noqa: BLE001 - a worker that died is a finding, not the end
                tally = tallies[chunk.variant, chunk.preset]
                tally.exceptions += 1
                tally.messages.append(f"chunk {chunk.index}: the worker failed: {type(exc).__name__}: {exc}")
                continue
            fold(done, chunk, summary)


def run_arenas(pairs: list[tuple[str, str]], walls: int, seed: str, jobs: int, out: TextIO) -> list[dict[str, Any]]:
    """`arena --bots expert,baseline` under every preset: one row each (the run's summary, trimmed)."""
    rows = []
    for name, preset in pairs:
        options = chosen_options(get_variant(name), preset, [])
        summary = run_arena(name, ARENA_KINDS, walls, f"{seed}-{name}-{preset}", jobs=jobs, options=options)
        score = summary["difference"].get("score", {"value": None, "low": None, "high": None})
        low, high = score["low"], score["high"]
        verdict = "ahead" if low is not None and low > 0 else "behind" if high is not None and high < 0 else "unclear"
        rows.append({"variant": name, "preset": preset, "walls": summary["walls_played"], "hands": summary["hands"],
                     "unit": summary["unit"], "score_difference": score, "verdict": verdict,
                     "errors": summary["errors"], "invariant_violations": summary["invariant_violations"],
                     "messages": summary["error_messages"] + summary["violation_messages"],
                     "seconds": summary["seconds"]})
        out.write(f"arena {name} {preset}: expert - baseline {_interval(score)} per hand ({verdict}), "
                  f"{summary['seconds']} s\n")
        out.flush()
    return rows


def _interval(e: dict[str, Optional[float]]) -> str:
    if e["value"] is None:
        return "-"
    return f"{e['value']:+.2f} [{e['low']:+.2f}, {e['high']:+.2f}]"


def report(tallies: list[Tally], arenas: list[dict[str, Any]], wall: float, jobs: int, out: TextIO) -> None:
    """The table of the sweep, the arena table, then every message kept."""
    width = max([len(t.preset) for t in tallies] + [len(a["preset"]) for a in arenas] + [6]) + 2
    out.write(f"\npreset sweep: {sum(t.hands for t in tallies)} hands under {len(tallies)} presets"
              f"{f', {len(arenas)} arenas' if arenas else ''} in {wall:.0f} s on {jobs} process(es)\n")
    if tallies:
        out.write(f"{'variant':<10}{'preset':<{width}}{'hands':>7}{'exceptions':>12}{'violations':>12}"
                  f"{'zero-sum':>10}{'draw rate':>11}{'wins/hand':>11}{'hands/s':>9}\n")
    for t in tallies:
        rate = t.draws / t.hands if t.hands else 0.0
        per_hand = t.wins / t.hands if t.hands else 0.0
        speed = t.hands / t.cpu_seconds if t.cpu_seconds else 0.0
        out.write(f"{t.variant:<10}{t.preset:<{width}}{t.hands:>7}{t.exceptions:>12}{t.violations:>12}"
                  f"{'yes' if t.zero_sum else 'NO':>10}{rate:>11.1%}{per_hand:>11.2f}{speed:>9.1f}\n")
    if arenas:
        out.write(f"\narena {ARENA_KINDS[0]} vs {ARENA_KINDS[1]} (1 against the rest, duplicate walls; "
                  "score per hand, 95% interval)\n")
        out.write(f"{'variant':<10}{'preset':<{width}}{'walls':>6}{'hands':>7}  {'expert - baseline':<26}"
                  f"{'verdict':<9}{'errors':>7}{'violations':>12}\n")
        for a in arenas:
            out.write(f"{a['variant']:<10}{a['preset']:<{width}}{a['walls']:>6}{a['hands']:>7}  "
                      f"{_interval(a['score_difference']):<26}{a['verdict']:<9}{a['errors']:>7}"
                      f"{a['invariant_violations']:>12}\n")
    for t in tallies:
        for message in t.messages:
            out.write(f"! {t.variant} {t.preset} {message}\n")
    for a in arenas:
        for message in a["messages"]:
            out.write(f"! arena {a['variant']} {a['preset']}: {str(message).strip()}\n")


def main(argv: Optional[list[str]] = None, out: TextIO = sys.stdout) -> int:
    """Parse the arguments, sweep, print the tables; 1 if anything failed."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000, help="hands per preset")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--chunk", type=int, default=250, help="hands per worker task")
    parser.add_argument("--seed", default="sweep")
    parser.add_argument("--bots", default="default", help="one bot kind, or one per seat separated by commas")
    parser.add_argument("--variants", default="", help="comma-separated (default: every registered variant)")
    parser.add_argument("--presets", default="", help="comma-separated preset keys (default: every preset)")
    parser.add_argument("--arena", action="store_true", help="also expert vs baseline under every preset")
    parser.add_argument("--arena-only", action="store_true", help="the arena alone, no sweep of hands")
    parser.add_argument("--walls", type=int, default=200, help="arena walls per preset")
    parser.add_argument("--json", dest="json_path", default="", help="also write the results here")
    args = parser.parse_args(argv)
    if min(args.hands, args.jobs, args.chunk, args.walls) < 1:
        parser.error("--hands, --jobs, --chunk and --walls must be at least 1")
    try:
        names = [get_variant(v).name for v in args.variants.split(",") if v.strip()] or \
            [v.name for v in all_variants()]
        only = {p.strip() for p in args.presets.split(",") if p.strip()} or None
        pairs = presets_of(names, only)
        chunks = plan_chunks(pairs, args.hands, args.chunk, args.seed, args.bots)
    except ValueError as exc:
        parser.error(str(exc))
    if not pairs:
        parser.error(f"no preset {sorted(only or ())} in {', '.join(names)}")
    named = ", ".join(f"{v}/{p}" for v, p in pairs)
    if args.arena_only:
        chunks = []
        out.write(f"preset sweep: arena {ARENA_KINDS[0]} vs {ARENA_KINDS[1]}, {args.walls} walls under each of "
                  f"{len(pairs)} presets ({named}) on {args.jobs} process(es)\n")
    else:
        out.write(f"preset sweep: {args.hands} hands under each of {len(pairs)} presets ({named}) in "
                  f"{len(chunks)} chunks on {args.jobs} process(es), bots {args.bots}, checks on\n")
    out.flush()
    tallies = {pair: Tally(*pair) for pair in pairs}
    started = time.perf_counter()
    run_chunks(chunks, tallies, args.jobs, out)
    arenas = run_arenas(pairs, args.walls, args.seed, args.jobs, out) if args.arena or args.arena_only else []
    wall = time.perf_counter() - started
    ordered = [tallies[pair] for pair in pairs] if chunks else []
    report(ordered, arenas, wall, args.jobs, out)
    if args.json_path:
        Path(args.json_path).write_text(json.dumps(
            {"wall_seconds": round(wall, 1), "jobs": args.jobs, "bots": args.bots, "hands": args.hands,
             "presets": [asdict(t) for t in ordered], "arena": arenas},
            ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    failed = any(t.failed for t in ordered) or any(a["errors"] or a["invariant_violations"] for a in arenas)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
