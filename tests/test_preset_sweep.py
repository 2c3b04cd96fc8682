"""tools/preset_sweep.py: every preset of every variant is swept as `main.py simulate --preset`
plays it, the findings are counted per preset, and the table names each preset with them."""
import io
import sys
from pathlib import Path

import pytest

from rules.variants.registry import all_variants

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))

import preset_sweep  # noqa: E402


def _small_variant():
    """The variant with the fewest seats (the quickest hands)."""
    return min(all_variants(), key=lambda v: (v.seats, v.name))


def test_every_preset_of_every_variant_is_swept_read_at_run_time(monkeypatch):
    pairs = preset_sweep.presets_of([v.name for v in all_variants()])
    assert pairs == [(v.name, p.key) for v in all_variants() for p in v.all_presets()]
    assert all((v.name, "classic") in pairs for v in all_variants())
    assert preset_sweep.presets_of([v.name for v in all_variants()], {"classic"}) == \
        [(v.name, "classic") for v in all_variants()]


def test_the_chunks_cover_every_hand_and_alternate_between_presets():
    pairs = [("guobiao", "classic"), ("sichuan", "classic")]
    chunks = preset_sweep.plan_chunks(pairs, 5, 2, "s", "default")
    assert [(c.variant, c.index, c.hands) for c in chunks] == [
        ("guobiao", 0, 2), ("sichuan", 0, 2), ("guobiao", 1, 2), ("sichuan", 1, 2), ("guobiao", 2, 1),
        ("sichuan", 2, 1)]
    assert len({c.seed for c in chunks}) == len(chunks)


def test_a_chunk_is_played_under_its_presets_rules(monkeypatch):
    variant = next((v for v in all_variants() if v.presets), None)
    if variant is None:
        pytest.skip("no variant has a preset beyond classic yet")
    preset = variant.presets[0]
    seen = {}

    def simulate(name, hands, seed, bots, checks, options):
        seen.update(options=options, checks=checks)
        return {"hands": hands}

    monkeypatch.setattr(preset_sweep, "simulate", simulate)
    preset_sweep.play_chunk(preset_sweep.Chunk(variant.name, preset.key, 0, 3, "x", ("default",) * variant.seats))
    assert seen == {"options": variant.resolve_options(preset.values), "checks": True}


def test_a_small_sweep_prints_a_row_per_preset_and_passes():
    variant = _small_variant()
    out = io.StringIO()
    assert preset_sweep.main(["--variants", variant.name, "--hands", "2", "--chunk", "1", "--jobs", "1"], out) == 0
    text = out.getvalue()
    table = text.split("\npreset sweep: ", 1)[1].splitlines()
    assert table[1].split() == ["variant", "preset", "hands", "exceptions", "violations", "zero-sum", "draw",
                                "rate", "wins/hand", "hands/s"]
    rows = [line.split() for line in table[2:] if line.strip()]
    assert [r[:6] for r in rows] == [[variant.name, p.key, "2", "0", "0", "yes"] for p in variant.all_presets()]


def test_an_exception_a_violation_or_a_sum_off_zero_fails_the_sweep(monkeypatch):
    variant = _small_variant()

    def simulate(name, hands, seed, bots, checks, options):
        return {"hands": hands, "exceptions": 1, "invariant_violations": 0, "zero_sum": False, "total_wins": 0,
                "draws": hands, "seed": seed, "final_scores": [1, 0], "exception_messages": ["boom\ntrace"],
                "violation_messages": []}

    monkeypatch.setattr(preset_sweep, "simulate", simulate)
    out = io.StringIO()
    assert preset_sweep.main(["--variants", variant.name, "--presets", "classic", "--hands", "1", "--jobs", "1"],
                             out) == 1
    text = out.getvalue()
    row = next(line for line in text.splitlines() if line.startswith(f"{variant.name} ") and "classic" in line)
    assert row.split()[2:6] == ["1", "1", "0", "NO"]
    assert f"! {variant.name} classic chunk 0 (seed sweep-{variant.name}-classic-0): final scores [1, 0]" in text
    assert "boom" in text


def test_the_arena_gives_the_interval_and_a_verdict_per_preset(monkeypatch):
    variant = _small_variant()
    calls = []

    def run_arena(name, kinds, walls, seed, jobs, options):
        calls.append((name, kinds, walls, options))
        return {"walls_played": walls, "hands": walls * 2, "unit": "fan", "seconds": 0.1, "errors": 0,
                "invariant_violations": 0, "error_messages": [], "violation_messages": [],
                "difference": {"score": {"value": 2.5, "low": 1.0, "high": 4.0}}}

    monkeypatch.setattr(preset_sweep, "run_arena", run_arena)
    out = io.StringIO()
    assert preset_sweep.main(["--variants", variant.name, "--arena-only", "--walls", "3", "--jobs", "1"], out) == 0
    assert [c[0] for c in calls] == [variant.name] * len(variant.all_presets())
    assert all(c[1] == ("expert", "baseline") and c[2] == 3 for c in calls)
    assert [c[3] for c in calls] == [variant.resolve_options(p.values) for p in variant.all_presets()]
    rows = [line for line in out.getvalue().splitlines() if line.startswith(f"{variant.name} ")]
    assert len(rows) == len(variant.all_presets())
    assert all("+2.50 [+1.00, +4.00]" in r and "ahead" in r for r in rows)
