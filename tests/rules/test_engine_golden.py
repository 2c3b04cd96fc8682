"""Golden replays: a saved action log must reproduce the saved event stream exactly.

The files come from tools/make_golden.py; regenerate them only for an intended change.
"""
import json
from pathlib import Path

import pytest

from helpers_engine import check_invariants
from rules.actions import action_from_json
from rules.engine import HandConfig, is_over, replay
from rules.errors import IllegalAction
from rules.variants.registry import load_variant

GOLDEN = Path(__file__).parent / "golden"
LOGS = sorted(p for p in GOLDEN.glob("*.jsonl") if not p.name.endswith(".events.jsonl"))


def read_log(path):
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    return load_variant(header["variant"]), HandConfig.from_json(header["config"]), \
        [action_from_json(json.loads(line)) for line in lines[1:]]


def test_the_golden_logs_are_there():
    assert {p.stem for p in LOGS} == {
        "guobiao_discard_win", "guobiao_self_drawn", "guobiao_exhausted",
        "sichuan_discard_win", "sichuan_self_drawn", "sichuan_exhausted", "sichuan_play_on",
        "sichuan_exchange_three",
        "tianjin_self_drawn", "tianjin_exhausted",
        "suzhou_discard_win", "suzhou_self_drawn", "suzhou_exhausted",
        "erren_discard_win", "erren_self_drawn", "erren_exhausted", "erren_ready_declared",
        "erren_last_chance", "erren_last_chance_won"}


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_a_saved_action_log_reproduces_the_saved_events(log):
    variant, config, actions = read_log(log)
    state, events = replay(variant, config, actions)
    assert is_over(state)
    check_invariants(state)
    expected = [json.loads(line) for line in log.with_name(log.stem + ".events.jsonl").read_text(encoding="utf-8").splitlines()]
    got = [json.loads(json.dumps(e.to_json(), ensure_ascii=False)) for e in events]
    for i, (a, b) in enumerate(zip(got, expected)):
        assert a == b, f"event {i} differs"
    assert len(got) == len(expected)


def test_an_edited_log_is_refused_with_the_step_where_it_diverged():
    variant, config, actions = read_log(GOLDEN / "guobiao_exhausted.jsonl")
    with pytest.raises(IllegalAction, match=r"^step 3: "):
        replay(variant, config, actions[:2] + actions[3:])


def test_hand_config_round_trips_and_refuses_bad_fields():
    config = HandConfig(seed="x", hand_no=5, dealer=2, round_wind="S", options={"fan_cap": 88})
    assert HandConfig.from_json(json.loads(json.dumps(config.to_json()))) == HandConfig(
        seed="x", hand_no=5, dealer=2, round_wind="S", seat_winds=config.winds(), options={"fan_cap": 88})
    with pytest.raises(ValueError, match="'scores'"):
        HandConfig.from_json({"scores": [1, 2]})
