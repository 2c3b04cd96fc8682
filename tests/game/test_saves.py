"""Saved matches: resume in the same state, atomic writes, bad files refused and kept aside.
The bug report (the same closed log) is checked here too: `replay` reproduces it."""
import json
import random

import pytest

import main
from game import saves
from game.bugreport import bug_report_lines, write_bug_report
from game.saves import SaveError, list_saves, load_match, save_match, scan_saves
from game.session import MatchSession, ReplayError, replay_log


def _advance(session, rng, steps):
    """`steps` moves: the human picks with `rng`, bots act, finished hands are booked."""
    for _ in range(steps):
        if session.finished:
            return
        if session.hand_over:
            session.next_hand()
        elif session.waiting_for_human():
            legal = session.human_actions()
            session.act(legal[rng.randrange(len(legal))])
        else:
            assert session.step()


def _mid_second_hand(variant="guobiao", seed=4, bots="default"):
    """A session in the middle of its second hand, with the human's choices seeded."""
    session = MatchSession(variant, seed=seed, human=0, bot_kind=bots, names=["我", "东", "南", "西"])
    rng = random.Random(seed)
    while session.match.hand_no < 1:
        _advance(session, rng, 1)
    _advance(session, rng, 20)
    assert session.match.hand_no == 1 and not session.hand_over
    return session


def _same_table(a, b):
    assert a.state == b.state
    assert a.match == b.match
    assert a.scores == b.scores
    for player in range(4):
        assert a.view(player) == b.view(player)
    assert a.waiting_for_human() == b.waiting_for_human()
    assert a.human_actions() == b.human_actions()
    assert a.closed_log() == b.closed_log()


@pytest.fixture(scope="module")
def mid_hand():
    return _mid_second_hand()


def test_a_match_saved_mid_hand_resumes_in_the_same_state(tmp_path, mid_hand):
    path = save_match(mid_hand, tmp_path / "m.json")
    resumed = load_match(path)
    _same_table(mid_hand, resumed)
    assert resumed.names == mid_hand.names and resumed.options == mid_hand.options
    # A new table gets the match's opening events and this hand so far, masked for the human.
    events = resumed.poll_events(0)
    names = [type(e).__name__ for e in events]
    assert names[0] == "SeatsDrawn" and names.count("HandStarted") == 1
    started = next(e for e in events if type(e).__name__ == "HandStarted")
    assert started.hand_no == 1
    others = [e.to_json() for e in events if type(e).__name__ == "TilesDealt"
              and e.seat != resumed.seat_of(0)]
    assert others and all(t is None for e in others for t in e["tiles"])


def test_a_resumed_match_goes_on_exactly_as_the_original(tmp_path):
    # Random bots draw from their generators: the save restores them, so both sessions agree.
    original = _mid_second_hand("sichuan", seed=8, bots="random")
    resumed = load_match(save_match(original, tmp_path / "s.json"))
    _same_table(original, resumed)
    _advance(original, random.Random(99), 150)
    _advance(resumed, random.Random(99), 150)
    _same_table(original, resumed)


def test_a_save_after_a_finished_hand_resumes_at_its_settlement(tmp_path):
    session = MatchSession("guobiao", seed=6, human=None, bot_kind="random")
    while not session.hand_over:
        session.step()
    resumed = load_match(save_match(session, tmp_path / "h.json"))
    assert resumed.hand_over and resumed.state == session.state
    resumed.next_hand()
    session.next_hand()
    _same_table(session, resumed)


def test_writes_are_atomic(tmp_path, mid_hand, monkeypatch):
    path = save_match(mid_hand, tmp_path / "m.json")
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_match(MatchSession("guobiao", seed=1, human=0), path)
    assert path.read_bytes() == before                       # the old save is whole
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.json"]   # no temp file left


def _two_saves(tmp_path, session):
    good = save_match(session, tmp_path / "good.json")
    other = save_match(session, tmp_path / "other.json")
    return good, other


def _refused(path, match):
    with pytest.raises(SaveError, match=match) as caught:
        load_match(path)
    error = caught.value
    assert not path.exists()
    assert error.moved_to is not None and error.moved_to.name.startswith(path.name + ".bad-")
    return error


def test_a_truncated_save_is_refused_and_kept_aside(tmp_path, mid_hand):
    bad, other = _two_saves(tmp_path, mid_hand)
    other_bytes = other.read_bytes()
    cut = bad.read_bytes()[: bad.stat().st_size // 2]
    bad.write_bytes(cut)
    error = _refused(bad, "cut short")
    assert error.moved_to.read_bytes() == cut                 # kept, not deleted
    assert other.read_bytes() == other_bytes
    _same_table(mid_hand, load_match(other))


def test_another_variants_save_that_does_not_replay_is_refused(tmp_path, mid_hand):
    bad, other = _two_saves(tmp_path, mid_hand)
    payload = json.loads(bad.read_text(encoding="utf-8"))
    payload["variant"] = payload["log"][0]["variant"] = "sichuan"
    payload["options"] = payload["log"][0]["options"] = {}
    payload["checksum"] = saves._checksum(payload)            # a well-formed file, a foreign log
    bad.write_text(json.dumps(payload), encoding="utf-8")
    _refused(bad, "does not replay")
    _same_table(mid_hand, load_match(other))


def test_an_edited_save_is_refused(tmp_path, mid_hand):
    bad, other = _two_saves(tmp_path, mid_hand)
    payload = json.loads(bad.read_text(encoding="utf-8"))
    payload["scores"] = [100, 0, 0, -100]
    bad.write_text(json.dumps(payload), encoding="utf-8")
    _refused(bad, "checksum")
    # Even with a matching checksum, scores that the log does not give are refused.
    bad = save_match(mid_hand, tmp_path / "again.json")
    payload = json.loads(bad.read_text(encoding="utf-8"))
    payload["scores"] = [100, 0, 0, -100]
    payload["checksum"] = saves._checksum(payload)
    bad.write_text(json.dumps(payload), encoding="utf-8")
    _refused(bad, "scores differ")
    assert load_match(other).scores == mid_hand.scores


@pytest.mark.parametrize("content", [
    random.Random(3).randbytes(4096),
    b"",
    json.dumps({"name": "another program", "version": 1}).encode(),
    b"[1, 2, 3]",
    b"[" * 100_000 + b"]" * 100_000,
], ids=["random-bytes", "empty", "foreign-json", "json-list", "deep-nesting"])
def test_files_that_are_not_saves_are_refused(tmp_path, mid_hand, content):
    bad, other = _two_saves(tmp_path, mid_hand)
    bad.write_bytes(content)
    error = _refused(bad, "cannot be opened")
    assert error.moved_to.read_bytes() == content
    assert load_match(other).state == mid_hand.state


def test_a_save_whose_bot_state_is_damaged_is_refused(tmp_path, mid_hand):
    path = save_match(mid_hand, tmp_path / "b.json")
    payload = json.loads(path.read_text(encoding="utf-8"))
    assert set(payload["bot_rng"]) == {"1", "2", "3"}
    payload["bot_rng"]["1"] = [3, [1, 2], None]
    payload["checksum"] = saves._checksum(payload)
    path.write_text(json.dumps(payload), encoding="utf-8")
    _refused(path, "bot state")


def test_the_start_screen_list(tmp_path, mid_hand):
    first = MatchSession("tianjin", seed="abc", human=0)
    older = save_match(first, saves.new_save_path(first, tmp_path), now=1_700_000_000)
    newer = save_match(mid_hand, saves.new_save_path(mid_hand, tmp_path), now=1_700_000_500)
    junk = tmp_path / "junk.json"
    junk.write_bytes(b"\x00\xff not a save")
    (tmp_path / ".good.json.123.tmp").write_text("{", encoding="utf-8")   # a write cut by a crash
    scan = scan_saves(tmp_path)
    assert [info.path for info in scan.saves] == [newer, older]
    top = scan.saves[0]
    assert (top.variant, top.hand_no, top.hand_number, top.scores) == ("guobiao", 1, 2, mid_hand.scores)
    assert top.names == ("我", "东", "南", "西") and not top.finished
    assert scan.saves[1].variant == "tianjin" and scan.saves[1].seed == "abc"
    assert top.saved_at > scan.saves[1].saved_at
    assert [e.path for e in scan.refused] == [junk] and not junk.exists()
    assert (tmp_path / ".good.json.123.tmp").exists()          # not ours to judge
    assert list_saves(tmp_path) == scan.saves                   # the junk is gone now
    assert list_saves(tmp_path / "missing") == []


def test_new_save_paths_do_not_collide(tmp_path, mid_hand):
    a = save_match(mid_hand, saves.new_save_path(mid_hand, tmp_path, now=1_700_000_000))
    b = saves.new_save_path(mid_hand, tmp_path, now=1_700_000_000)
    assert a != b and not b.exists() and b.parent == tmp_path


def test_saves_live_in_the_users_data_folder(tmp_path, monkeypatch):
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    folder = saves.saves_dir()
    assert folder == tmp_path / "mahjong-table" / "saves" and folder.is_dir()


def test_from_log_refuses_a_log_that_does_not_fit(mid_hand):
    log = mid_hand.closed_log()
    with pytest.raises(ReplayError, match="stop"):
        MatchSession.from_log(log[:-1])
    action_at = max(i for i, e in enumerate(log) if e["type"] == "action")
    edited = json.loads(json.dumps(log))
    edited[action_at]["action"]["seat"] = (edited[action_at]["action"]["seat"] + 1) % 4
    with pytest.raises(ReplayError, match=f"entry {action_at + 1}"):
        MatchSession.from_log(edited)


# --- bug reports ---------------------------------------------------------------------------------

def test_a_bug_report_replays_with_the_command_line(tmp_path, capsys):
    session = MatchSession("suzhou", seed=12, human=0, bot_kind="random")
    shown = session.poll_events(None)
    rng = random.Random(1)
    while session.match.hand_no < 1:
        _advance(session, rng, 1)
    _advance(session, rng, 15)
    shown += session.poll_events(None)
    path = write_bug_report(session, tmp_path, note="the 花 count looked wrong")
    assert path.parent == tmp_path and path.suffix == ".jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert (header["variant"], header["seed"], header["options"]) == ("suzhou", 12, session.options)
    assert header["report"]["note"] == "the 花 count looked wrong"
    assert header["report"]["hand_no"] == 1 and header["report"]["hand_over"] is False
    assert main.main(["replay", str(path), "--headless"]) == 0
    assert "replayed 1 hand of suzhou" in capsys.readouterr().out
    # The replay produces every event the session showed, the hand in progress included.
    replayed = []
    replay_log(lines, on_events=replayed.extend)
    assert [e.to_json() for e in replayed] == [e.to_json() for e in shown]


def test_a_cut_bug_report_is_refused_by_replay(tmp_path, capsys):
    session = MatchSession("guobiao", seed=3, human=None, bot_kind="random")
    _advance(session, random.Random(0), 30)
    lines = bug_report_lines(session)
    path = tmp_path / "cut.jsonl"
    path.write_text("\n".join(lines[:-1]) + "\n", encoding="utf-8")
    assert main.main(["replay", str(path), "--headless"]) == 2
    assert "stop" in capsys.readouterr().err


def _with_log_edit(tmp_path, session, edit):
    """A save of `session` whose log went through `edit(entries)`, checksum made to fit."""
    path = save_match(session, tmp_path / "edited.json")
    payload = json.loads(path.read_text(encoding="utf-8"))
    edit(payload["log"])
    payload["checksum"] = saves._checksum(payload)
    path.write_text(json.dumps(payload), encoding="utf-8")
    return path


def test_a_save_from_an_earlier_build_that_told_the_events_differently_still_resumes(tmp_path, mid_hand):
    # An earlier build wrote other event digests for the same moves (this build's 打风 shows its
    # dice, fans name more tiles): the moves and payments agree, so the match resumes as it was.
    def older_digests(entries):
        for entry in entries:
            if entry.get("type") == "end":
                entry["digest"] = "0123456789abcdef"
    path = _with_log_edit(tmp_path, mid_hand, older_digests)
    resumed = load_match(path)
    _same_table(mid_hand, resumed)
    assert resumed.events_redone == 1
    # `replay` stays strict: it proves the events, and these are not the recorded ones.
    with pytest.raises(ReplayError, match="digest"):
        MatchSession.from_log(json.loads(path.read_text(encoding="utf-8"))["log"])


def test_a_save_whose_payments_differ_is_still_refused(tmp_path, mid_hand):
    def other_payments(entries):
        end = next(e for e in entries if e.get("type") == "end")
        end["payments"] = [p + d for p, d in zip(end["payments"], (1, -1, 0, 0))]
        end["digest"] = "0123456789abcdef"
    path = _with_log_edit(tmp_path, mid_hand, other_payments)
    _refused(path, "does not replay")
