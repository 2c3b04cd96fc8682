"""Golden replays of the presets: for every preset but classic of every variant, one seeded
bot-played hand (or match) recorded under the preset must replay through the engine with the same
payments and the same events (each hand's event digest), as `main.py replay --headless` checks a
log. The files are in tests/data/preset_golden/, written by tools/make_preset_golden.py from a
hand the preset changes where one was found (index.json says so: that log must then fail to
replay under the classic rules). Regenerate only for an intended change of a preset's play."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.session import ReplayError, replay_log
from rules.variants.registry import all_variants, get_variant

DATA = Path(__file__).resolve().parents[1] / "data" / "preset_golden"
INDEX = DATA / "index.json"
PRESETS = [(v.name, p.key) for v in all_variants() for p in v.presets]   # every preset but classic


def _make(variant: str, preset: str) -> str:
    return f".venv/bin/python tools/make_preset_golden.py --variant {variant} --preset {preset}"


def _index() -> dict:
    return json.loads(INDEX.read_text(encoding="utf-8")) if INDEX.exists() else {}


def _lines(variant: str, preset: str) -> list[str]:
    path = DATA / f"{variant}_{preset}.jsonl"
    if not path.exists():
        pytest.fail(f"no golden replay for {variant} preset {preset} ({path.name}); make it with: "
                    f"{_make(variant, preset)}")
    return path.read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("variant,preset", PRESETS, ids=[f"{v}-{p}" for v, p in PRESETS])
def test_the_presets_golden_replay_reproduces_its_events_and_payments(variant, preset):
    lines = _lines(variant, preset)
    header = json.loads(lines[0])
    record = get_variant(variant)
    assert header["variant"] == variant
    recorded = {opt.key: header["options"].get(opt.key, opt.default) for opt in record.options}   # options added
    if set(header["options"]) - set(recorded) or recorded != record.resolve_options(record.preset(preset).values):
        pytest.fail(f"{variant}_{preset}.jsonl was recorded under other rules than the preset sets now; "
                    f"if the preset's change is intended, regenerate it: {_make(variant, preset)}")
    try:
        summary = replay_log(lines)
    except ReplayError as exc:
        pytest.fail(f"{variant} preset {preset} no longer replays its golden log: {exc} (regenerate only for an "
                    f"intended change: {_make(variant, preset)})")
    entry = _index().get(f"{variant}_{preset}.jsonl", {})
    assert summary["hands"] >= 1
    assert {k: summary[k] for k in ("variant", "seed", "matches", "hands", "unfinished")} == \
        {"variant": variant, "seed": header["seed"], "matches": 1, "hands": entry.get("hands", summary["hands"]),
         "unfinished": [0]}


@pytest.mark.parametrize("variant,preset", PRESETS, ids=[f"{v}-{p}" for v, p in PRESETS])
def test_a_log_the_preset_changed_does_not_replay_under_the_classic_rules(variant, preset):
    """The replay plays by the header's options: the same actions under the defaults diverge."""
    entry = _index().get(f"{variant}_{preset}.jsonl")
    if entry is None or not entry["diverges_under_classic"]:
        pytest.skip("no hand found that this preset changes (index.json)")
    lines = _lines(variant, preset)
    header = dict(json.loads(lines[0]), options={})
    with pytest.raises(ReplayError):
        replay_log([json.dumps(header, ensure_ascii=False), *lines[1:]])


def test_every_golden_file_belongs_to_a_preset_there_is():
    expected = {f"{v}_{p}.jsonl" for v, p in PRESETS}
    stale = sorted(p.name for p in DATA.glob("*.jsonl") if p.name not in expected)
    assert not stale, (f"golden replays of presets no variant has: {stale}; a full run of "
                       f".venv/bin/python tools/make_preset_golden.py removes them")
    assert set(_index()) <= expected, "index.json names files of presets that are gone"
    assert set(_index()) == {p.name for p in DATA.glob("*.jsonl")}, "index.json and the files disagree"
