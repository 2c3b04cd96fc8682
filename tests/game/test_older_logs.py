"""A log an earlier build wrote (the same moves and payments, events worded or added to
differently, e.g. before 四川 paid wins at once) still opens to watch, export and review; the
headless `replay` says which hands' events differ instead of refusing the log."""
import json
from pathlib import Path

import pytest

import main
from game.client.scenes.replay_parts.steps import load_replay
from game.export import export_text
from game.review.positions import check_log
from game.session import ReplayError, replay_log

GOLDEN = Path(__file__).parent / "golden" / "sichuan_seed7_4hands.jsonl"


def _older(lines: list[str]) -> list[str]:
    """The log as an earlier build wrote it: every hand's event digest other."""
    out = []
    for line in lines:
        entry = json.loads(line)
        if entry.get("type") == "end":
            entry["digest"] = "0123456789abcdef"
        out.append(json.dumps(entry, ensure_ascii=False))
    return out


def test_an_earlier_builds_log_opens_everywhere_a_player_opens_it(tmp_path, capsys):
    lines = _older(GOLDEN.read_text(encoding="utf-8").splitlines())
    with pytest.raises(ReplayError, match="digest"):     # the proof itself stays strict
        replay_log(lines)
    assert replay_log(lines, events_may_differ=True)["events_differ"] == 4
    assert len(load_replay(lines).hands) == 4
    assert check_log(lines).hands == 4
    told = export_text(lines, "en")     # the first win, paid at once, only those who paid or were paid
    assert "Hong: won on Ming's 7 Bamboo" in told and "Paid at once: Ming -1, Hong +1\n" in told
    path = tmp_path / "older.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main.main(["replay", str(path), "--headless"]) == 0
    out = capsys.readouterr().out
    assert "every finished hand reproduced the recorded actions and payments; 4 hands of them " \
           "announced their events as this build words them" in out


def test_a_log_whose_payments_differ_is_still_refused(tmp_path):
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    entries = [json.loads(line) for line in lines]
    end = next(e for e in entries if e.get("type") == "end")
    end["payments"] = [p + d for p, d in zip(end["payments"], (1, -1, 0, 0))]
    with pytest.raises(ReplayError, match="payments"):
        replay_log([json.dumps(e) for e in entries], events_may_differ=True)
