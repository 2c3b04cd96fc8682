"""Write the golden replays of the presets in tests/data/preset_golden/ (tests/rules/test_preset_golden.py
holds the engine to them).

    .venv/bin/python tools/make_preset_golden.py [--variant V ...] [--preset KEY ...] [--tries 40]
                                                 [--out tests/data/preset_golden]

For every preset but classic of every variant (`Variant.all_presets()`, read when it runs), it
plays bot hands exactly as `main.py simulate --variant V --preset KEY --hands N --seed S --log FILE`
does (the default bots, the per-step invariant checks on): one hand from each of the seeds
"preset-golden.0", "preset-golden.1", ... (`--tries` of them), then matches of 8 hands from
"preset-golden.m0", ... (a few), and keeps the first log that does not replay under the classic
rules (the preset changed what happened: an action not legal there, other events or other
payments), so the file exercises what the preset changes. When none does (a rule that shows
rarely, such as 天和), it keeps the one hand of the first seed and says so.
Each kept log is written as `<variant>_<preset>.jsonl` (the `replay` format: the 'match' header
with every option, then each hand's actions and its payments and event digest), and
`index.json` records per file its seed, hands and whether it diverges under the classic rules.
Run with no --variant/--preset, it rewrites every file and removes those of presets that are gone.
Regenerate only when a change of a preset's play is intended, and say so in the commit.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from rules.variants.base import CLASSIC  # noqa: E402
from rules.variants.registry import all_variants, get_variant  # noqa: E402

from game.cli.rule_options import chosen_options  # noqa: E402
from game.cli.simulate import parse_bots, simulate  # noqa: E402
from game.session import ReplayError, replay_log  # noqa: E402

OUT = REPO / "tests" / "data" / "preset_golden"
SEED = "preset-golden"
INDEX = "index.json"


def golden_name(variant: str, preset: str) -> str:
    """The file of one preset's golden replay."""
    return f"{variant}_{preset}.jsonl"


def under_classic(lines: Sequence[str]) -> list[str]:
    """The same log with its header's options set back to the variant's defaults."""
    header = json.loads(lines[0])
    header["options"] = {}
    return [json.dumps(header, ensure_ascii=False), *lines[1:]]


def diverges_under_classic(lines: Sequence[str]) -> Optional[str]:
    """Where the log stops replaying under the classic rules (None: it replays the same there)."""
    try:
        replay_log(under_classic(lines))
    except ReplayError as exc:
        return str(exc)
    return None


class HandsFailed(Exception):
    """The bots' hands under a preset raised or broke an invariant: no golden file for it."""


MATCH_HANDS, MATCH_TRIES = 8, 4     # the second search: whole matches (a dealer kept, seats changed)


def record(variant: str, preset: str, seed: str, hands: int) -> list[str]:
    """The log lines of `hands` hands under `preset`, played as `main.py simulate --preset --log` plays them."""
    options = chosen_options(get_variant(variant), preset, [])
    bots = parse_bots("default", get_variant(variant).seats)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "log.jsonl"
        summary = simulate(variant, hands, seed, bots, log_path=str(path), checks=True, options=options)
        if summary["exceptions"] or summary["invariant_violations"]:
            first = (summary["exception_messages"] + summary["violation_messages"])[0]
            raise HandsFailed(f"{variant} {preset} seed {seed}: {first.strip().splitlines()[0]}")
        return path.read_text(encoding="utf-8").splitlines()


def make_one(variant: str, preset: str, tries: int, out: Path) -> dict[str, Any]:
    """Find, write and describe one preset's golden replay."""
    plan = [(f"{SEED}.{k}", 1) for k in range(tries)] + [(f"{SEED}.m{k}", MATCH_HANDS) for k in range(MATCH_TRIES)]
    first: Optional[tuple[str, int, list[str]]] = None
    where: Optional[str] = None
    for seed, hands in plan:
        lines = record(variant, preset, seed, hands)
        first = first or (seed, hands, lines)
        where = diverges_under_classic(lines)
        if where is not None:
            break
    else:
        assert first is not None
        seed, hands, lines = first
    (out / golden_name(variant, preset)).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{variant} {preset}: seed {seed}, {hands} hand(s), {len(lines)} lines; "
          + (f"under classic: {where}" if where else "the same under classic in every seed tried: kept the first"),
          flush=True)
    return {"seed": seed, "hands": hands, "diverges_under_classic": where is not None}


def main(argv: Optional[list[str]] = None) -> int:
    """Write the files asked for (every non-classic preset by default) and the index; 1 if a preset's hands failed."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--variant", action="append", help="only these variants (default: all)")
    parser.add_argument("--preset", action="append", help="only these presets (default: all but classic)")
    parser.add_argument("--tries", type=int, default=40, help="seeds of one hand to try for a hand the preset changes")
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    names = [get_variant(v).name for v in args.variant] if args.variant else [v.name for v in all_variants()]
    wanted = [(name, p.key) for name in names for p in get_variant(name).all_presets()
              if p.key != CLASSIC.key and (not args.preset or p.key in args.preset)]
    index_path = out / INDEX
    index: dict[str, Any] = json.loads(index_path.read_text(encoding="utf-8")) if index_path.exists() else {}
    failed = []
    for variant, preset in wanted:
        try:
            index[golden_name(variant, preset)] = make_one(variant, preset, args.tries, out)
        except HandsFailed as exc:   # the other presets are still written; this one is reported
            failed.append(str(exc))
            print(f"! {exc}", flush=True)
    if not args.variant and not args.preset:   # a full run: the files of presets that are gone go too
        keep = {golden_name(v.name, p.key) for v in all_variants() for p in v.presets}
        for stale in sorted(set(index) - keep) + sorted(p.name for p in out.glob("*.jsonl") if p.name not in keep):
            index.pop(stale, None)
            (out / stale).unlink(missing_ok=True)
            print(f"removed {stale}: no such preset")
    index_path.write_text(json.dumps(dict(sorted(index.items())), ensure_ascii=False, indent=2) + "\n",
                          encoding="utf-8")
    for message in failed:
        print(f"no golden replay: {message}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
