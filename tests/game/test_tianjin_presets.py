"""A 天津 match under a non-default preset (扣听·金杠胡) replays to the same events forever.

Recorded once with default bots (`main.py simulate --variant tianjin --hands 4 --seed 7 --preset
kou_ting_room --log tests/game/golden/tianjin_kou_ting_room_seed7_4hands.jsonl`); it holds 扣听
declarations, so a change to the 扣听 flow, its ×4 or the rules it plays by breaks it on purpose."""
import json
from pathlib import Path

from game.session import replay_log
from rules.variants.tianjin import VARIANT

PATH = Path(__file__).parent / "golden" / "tianjin_kou_ting_room_seed7_4hands.jsonl"


def test_the_kou_ting_room_log_replays_under_its_rules():
    lines = PATH.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert VARIANT.preset_matching(VARIANT.resolve_options(header["options"])).key == "kou_ting_room"
    actions = [json.loads(line).get("action") or {} for line in lines]
    assert sum(1 for a in actions if a.get("type") == "kou_ting") >= 1
    summary = replay_log(lines)
    assert summary.pop("options") == header["options"]
    assert str(summary.pop("seed")) == "7"
    assert summary == {"variant": "tianjin", "matches": 1, "hands": 4, "unfinished": [0]}
