"""The rules in force are kept: a save, the journal, a replay log and a bug report of a match at
non-default options record them, and a resumed or replayed match plays by them (issue 27)."""
from __future__ import annotations

import json

import pytest

from game.bugreport import read_bug_report, write_bug_report
from game.journal import Journal, load_journal
from game.saves import load_match, save_match
from game.session import MatchSession, ReplayError, replay_log
from rules.events import Event

# 血流成河 with the exchange and 呼叫转移 (the preset's options): play goes on after a win and the
# hand begins with 换三张, so a match that lost them would deal and play another hand.
BLOODY_RIVER = {"play_on": "bloody_river", "exchange_three": True, "call_transfer": True}
SEED = 3


def started(options: dict, steps: int) -> MatchSession:
    session = MatchSession(variant="sichuan", seed=SEED, human=None, options=options)
    for _ in range(steps):
        session.step()
    return session


def rest_of_hand(session: MatchSession) -> list[Event]:
    """The events from here to the end of the hand in progress."""
    session.poll_events(None)
    while not session.hand_over:
        session.step()
    return session.poll_events(None)


def test_the_options_change_this_match_so_losing_them_would_show():
    assert rest_of_hand(started(BLOODY_RIVER, 0)) != rest_of_hand(started({}, 0))


def test_a_saved_match_resumes_by_its_rules(tmp_path):
    session = started(BLOODY_RIVER, 30)
    save_match(session, tmp_path / "m.json")
    assert json.loads((tmp_path / "m.json").read_text(encoding="utf-8"))["options"]["play_on"] == "bloody_river"
    loaded = load_match(tmp_path / "m.json")
    assert loaded.options == session.options and loaded.match.options == session.match.options
    assert loaded.state.options == session.state.options
    assert rest_of_hand(loaded) == rest_of_hand(session)


def test_the_journal_rebuilds_the_match_by_its_rules(tmp_path):
    session = started(BLOODY_RIVER, 0)
    journal = Journal.begin(session, tmp_path / "m.journal")
    for _ in range(30):
        session.step()
    journal.close(remove=False)
    rebuilt = load_journal(tmp_path / "m.journal")
    assert rebuilt.options == session.options
    assert rest_of_hand(rebuilt) == rest_of_hand(session)


def finished_log(options: dict) -> list[str]:
    session = started(options, 0)
    rest_of_hand(session)
    return [json.dumps(entry, ensure_ascii=False) for entry in session.closed_log()]


def test_a_replay_plays_by_the_header_options_and_says_which():
    lines = finished_log(BLOODY_RIVER)
    summary = replay_log(lines)
    assert summary["hands"] == 1
    assert {k: summary["options"][k] for k in BLOODY_RIVER} == BLOODY_RIVER
    header = json.loads(lines[0])
    header["options"] = {}
    with pytest.raises(ReplayError):     # the same actions at the classic rules do not fit
        replay_log([json.dumps(header), *lines[1:]])


def test_a_bug_report_replays_under_the_match_options(tmp_path):
    session = started(BLOODY_RIVER, 40)
    path = write_bug_report(session, tmp_path, note="rules")
    summary, report = read_bug_report(path)
    assert {k: summary["options"][k] for k in BLOODY_RIVER} == BLOODY_RIVER
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert header["options"] == session.options
