"""Soak: many hands of every registered variant, with the per-step invariant and leak checks.

    .venv/bin/python tools/soak.py [--hands 10000] [--jobs 2] [--chunk 200] [--bots default]
                                   [--seed soak] [--variants a,b] [--json FILE]

`make soak` runs it with the defaults: 10,000 hands of each variant the registry offers (a newly
registered one is soaked without a change here), split into chunks of `--chunk` hands played by
`--jobs` worker processes. Each chunk is `main.py simulate` (game/cli/simulate.py) with its
checks on: after every step the table invariants (tile conservation, hand sizes, acting seats
have actions, zero-sum) and, for every seat, that no hidden tile shows in its masked view or
events. Printed: every exception and violation met, and per variant the hands played, the
exceptions, the violations, the hands per second of one process, and the largest resident memory
a worker reached (a leak would grow it chunk after chunk). Exit status 1 if anything failed.
"""
from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.variants.registry import all_variants, get_variant

from game.cli.simulate import parse_bots, simulate

MESSAGES_KEPT = 20   # per variant: the first exceptions and violations, in full


@dataclass(frozen=True)
class Chunk:
    """One worker task: `hands` hands of `variant` from the match seed `seed`."""

    variant: str
    index: int
    hands: int
    seed: str
    bots: tuple[str, ...]


@dataclass
class Tally:
    """What the chunks of one variant found, added up."""

    variant: str
    hands: int = 0
    exceptions: int = 0
    violations: int = 0
    cpu_seconds: float = 0.0     # CPU time of this variant's chunks, summed (the machine may be shared)
    chunks: int = 0
    max_rss_kb: int = 0
    messages: list[str] = field(default_factory=list)

    @property
    def hands_per_second(self) -> float:
        """Hands per CPU second of one process (a shared machine's load does not change it)."""
        return self.hands / self.cpu_seconds if self.cpu_seconds else 0.0


def plan_chunks(variants: list[str], hands: int, chunk: int, seed: str, bots: str) -> list[Chunk]:
    """Every variant's hands cut into chunks, interleaved so the two workers finish together."""
    per_variant = []
    for name in variants:
        kinds = tuple(parse_bots(bots, get_variant(name).seats))
        sizes = [chunk] * (hands // chunk) + ([hands % chunk] if hands % chunk else [])
        per_variant.append([Chunk(name, i, n, f"{seed}-{name}-{i}", kinds) for i, n in enumerate(sizes)])
    out: list[Chunk] = []
    for row in range(max((len(c) for c in per_variant), default=0)):
        out += [chunks[row] for chunks in per_variant if row < len(chunks)]
    return out


def play_chunk(chunk: Chunk) -> dict:
    """Run one chunk in this worker; the simulate summary with the worker's peak memory."""
    cpu = time.process_time()
    summary = simulate(chunk.variant, chunk.hands, chunk.seed, list(chunk.bots), checks=True)
    summary["cpu_seconds"] = time.process_time() - cpu
    summary["chunk"] = chunk.index
    summary["max_rss_kb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return summary


def add(tally: Tally, summary: dict) -> None:
    """Fold one chunk's summary into its variant's tally."""
    tally.hands += summary["hands"]
    tally.exceptions += summary["exceptions"]
    tally.violations += summary["invariant_violations"]
    tally.cpu_seconds += summary["cpu_seconds"]
    tally.chunks += 1
    tally.max_rss_kb = max(tally.max_rss_kb, summary["max_rss_kb"])
    for message in summary["exception_messages"] + summary["violation_messages"]:
        if len(tally.messages) < MESSAGES_KEPT:
            tally.messages.append(f"chunk {summary['chunk']} (seed {summary['seed']}): {message.strip()}")


def report(tallies: list[Tally], wall: float, jobs: int, out: TextIO = sys.stdout) -> None:
    """The table of results, then every message kept."""
    cpu = sum(t.cpu_seconds for t in tallies)
    out.write(f"\nsoak: {sum(t.hands for t in tallies)} hands in {wall:.0f} s wall on {jobs} process(es); "
              f"{cpu:.0f} CPU s, {cpu / jobs / 60:.1f} min on {jobs} idle core(s)\n")
    out.write(f"{'variant':<10}{'hands':>8}{'exceptions':>12}{'violations':>12}{'hands/s':>10}{'cpu s':>9}{'max RSS MB':>12}\n")
    for t in tallies:
        out.write(f"{t.variant:<10}{t.hands:>8}{t.exceptions:>12}{t.violations:>12}{t.hands_per_second:>10.2f}"
                  f"{t.cpu_seconds:>9.0f}{t.max_rss_kb / 1024:>12.1f}\n")
    for t in tallies:
        for message in t.messages:
            out.write(f"! {t.variant} {message}\n")


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000, help="hands per variant")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--chunk", type=int, default=200, help="hands per worker task")
    parser.add_argument("--bots", default="default", help="one bot kind, or one per seat separated by commas")
    parser.add_argument("--seed", default="soak")
    parser.add_argument("--variants", default="", help="comma-separated (default: every registered variant)")
    parser.add_argument("--json", dest="json_path", default="", help="also write the tallies here")
    args = parser.parse_args(argv)
    if args.hands < 1 or args.jobs < 1 or args.chunk < 1:
        parser.error("--hands, --jobs and --chunk must be at least 1")
    try:
        names = [get_variant(v).name for v in args.variants.split(",") if v.strip()] or \
            [v.name for v in all_variants()]
        chunks = plan_chunks(names, args.hands, args.chunk, args.seed, args.bots)
    except ValueError as exc:
        parser.error(str(exc))
    tallies = {name: Tally(name) for name in names}
    print(f"soak: {args.hands} hands of each of {', '.join(names)} ({len(chunks)} chunks of up to "
          f"{args.chunk}) on {args.jobs} process(es), bots {args.bots}, checks on", flush=True)
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(play_chunk, chunk): chunk for chunk in chunks}
        for done, future in enumerate(as_completed(futures), start=1):
            chunk = futures[future]
            try:
                summary = future.result()
            except Exception as exc:  # noqa: BLE001 - a worker that died is a finding, not the end
                tally = tallies[chunk.variant]
                tally.exceptions += 1
                tally.messages.append(f"chunk {chunk.index}: the worker failed: {type(exc).__name__}: {exc}")
                continue
            add(tallies[chunk.variant], summary)
            if summary["exceptions"] or summary["invariant_violations"]:
                for message in summary["exception_messages"] + summary["violation_messages"]:
                    print(f"! {chunk.variant} chunk {chunk.index}: {message.strip().splitlines()[0]}", flush=True)
            print(f"[{done}/{len(chunks)}] {chunk.variant} chunk {chunk.index}: {summary['hands']} hands, "
                  f"{summary['hands_per_second']} hands/s, {time.perf_counter() - started:.0f} s", flush=True)
    wall = time.perf_counter() - started
    ordered = [tallies[name] for name in names]
    report(ordered, wall, args.jobs)
    if args.json_path:
        Path(args.json_path).write_text(json.dumps(
            {"wall_seconds": round(wall, 1), "jobs": args.jobs, "bots": args.bots,
             "variants": [dict(vars(t), hands_per_second=round(t.hands_per_second, 2)) for t in ordered]},
            ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return 1 if any(t.exceptions or t.violations for t in ordered) else 0


if __name__ == "__main__":
    sys.exit(main())
