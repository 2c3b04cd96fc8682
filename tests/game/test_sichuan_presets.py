"""A 四川 match under the 血流成河 preset (play_on=bloody_river, 换三张, 呼叫转移) replays to the
same events forever.

Recorded once with default bots (`main.py simulate --variant sichuan --hands 4 --seed 7 --preset
bloody_river --log tests/game/golden/sichuan_bloody_river_seed7_4hands.jsonl`); a seat wins more
than once in it, so a change to the 血流成河 flow, its payments or the rules it plays by breaks it
on purpose."""
import json
from pathlib import Path

from game.session import replay_log
from rules.variants.sichuan import VARIANT

PATH = Path(__file__).parent / "golden" / "sichuan_bloody_river_seed7_4hands.jsonl"


def test_the_bloody_river_log_replays_under_its_rules():
    lines = PATH.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert VARIANT.preset_matching(VARIANT.resolve_options(header["options"])).key == "bloody_river"
    summary = replay_log(lines)
    assert summary.pop("options") == header["options"]
    assert str(summary.pop("seed")) == "7"
    assert summary == {"variant": "sichuan", "matches": 1, "hands": 4, "unfinished": [0]}


def test_a_seat_wins_twice_in_one_hand_of_the_log():
    """Every Win the log plays is a win (the engine offers it only when it is one)."""
    wins_by_hand: dict[int, list[int]] = {}
    for line in PATH.read_text(encoding="utf-8").splitlines()[1:]:
        entry = json.loads(line)
        action = entry.get("action") or {}
        if action.get("type") == "win":
            wins_by_hand.setdefault(entry["hand"], []).append(action["seat"])
    assert any(len(seats) != len(set(seats)) for seats in wins_by_hand.values()), wins_by_hand
