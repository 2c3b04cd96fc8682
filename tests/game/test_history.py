"""The match history (game/history.py): a settled hand's match is archived, the oldest files are
pruned, every kind of file that holds a log is listed and loaded, bad files are skipped with a
notice or refused in one line, never a crash."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.bugreport import write_bug_report
from game.history import (KEEP, LogSourceError, archive_match, history_folder, list_sources, load_log_lines,
                          match_id_of)
from game.journal import Journal, journal_path
from game.saves import save_match
from game.session import MatchSession, replay_log


def _played(variant: str = "guobiao", seed: str = "hist", hands: int = 1) -> MatchSession:
    """A match whose first `hands` hands the bots played to their settlement (human 0 a bot too)."""
    session = MatchSession(variant, seed, human=None, bot_kind="default", names=None)
    while session.match.hand_no < hands - 1 or not session.hand_over:
        if session.hand_over:
            session.next_hand()
        else:
            session.step()
    return session


def test_archive_writes_the_closed_log_that_replays(tmp_path):
    session = _played()
    session.names = ["阿明", "B", "C", "D"]
    folder = history_folder(tmp_path)
    path = archive_match(session, folder, "guobiao-20260101-x.json")
    assert path is not None and path.parent == folder and match_id_of(path) == "guobiao-20260101-x.json"
    lines = load_log_lines(path)
    assert replay_log(lines)["hands"] == 1
    (source,), notices = list_sources(tmp_path, None, None)
    assert not notices and source.kind == "history" and source.hands == 1 and source.variant == "guobiao"
    assert source.names == ("阿明", "B", "C", "D") and len(source.scores) == 4 and source.when is not None
    again = archive_match(session, folder, "guobiao-20260101-x.json")   # a second save of the same hand
    assert again == path and len(list(folder.iterdir())) == 1


def test_archive_never_raises_and_prunes_the_oldest(tmp_path):
    session = _played("erren", "hist2")
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    assert archive_match(session, blocked, "m") is None                 # cannot be written: None
    folder = history_folder(tmp_path)
    folder.mkdir(parents=True)
    text = "".join(json.dumps(e) + "\n" for e in session.closed_log())
    for n in range(KEEP + 3):
        old = folder / f"old{n:03d}.jsonl"
        old.write_text(text)
        os.utime(old, (1000 + n, 1000 + n))
    path = archive_match(session, folder, "new")
    files = sorted(p.name for p in folder.iterdir())
    assert path is not None and path.name in files and len(files) == KEEP
    assert "old000.jsonl" not in files and "old003.jsonl" not in files and "old004.jsonl" in files


def test_every_kind_is_listed_newest_first_and_loads(tmp_path):
    data, saves, reports = tmp_path, tmp_path / "saves", tmp_path / "reports"
    for folder in (saves, reports):
        folder.mkdir()
    session = _played("sichuan", "hist3")
    session.names = ["你", "甲", "乙", "丙"]
    archived = archive_match(session, history_folder(data), "a")
    saved = save_match(session, saves / "sichuan-1.json", now=2_000_000_000)
    reported = write_bug_report(session, reports, note="n", now=1_000_000_000)
    cut = MatchSession("suzhou", "hist4", human=0)                        # a match cut off: its journal alone
    Journal.begin(cut, journal_path(saves / "suzhou-2.json")).close(remove=False)
    sources, notices = list_sources(data, saves, reports)
    assert not notices
    kinds = [s.kind for s in sources]
    assert sorted(kinds) == ["history", "report", "save", "save"]
    assert sources[0].path == saved and sources[-1].path == reported           # 2033 first, 2001 last
    assert [s.when for s in sources] == sorted((s.when for s in sources), reverse=True)  # type: ignore[type-var]
    journal = next(s for s in sources if s.variant == "suzhou")
    assert journal.hands == 0 and journal.human == 0
    for source in sources:
        lines = load_log_lines(source.path)
        assert replay_log(lines)["variant"] == source.variant
    assert archived is not None and load_log_lines(archived)[0].startswith('{"type": "match"')
    assert next(s for s in sources if s.kind == "report").names == ("你", "甲", "乙", "丙")


@pytest.mark.parametrize("content", [b"", b"not json\n", b'{"format": "other"}\n', b"\xff\xfe\x00",
                                     b"[" * 100000 + b"\n", b'{"type": "match", "version": 99}\n'])
def test_a_bad_file_is_skipped_with_a_notice_and_refused_in_one_line(tmp_path, content):
    folder = history_folder(tmp_path)
    folder.mkdir(parents=True)
    bad = folder / "bad.jsonl"
    bad.write_bytes(content)
    archive_match(_played("erren", "hist5"), folder, "good")
    sources, notices = list_sources(tmp_path, tmp_path / "none", None)
    assert [s.path.name for s in sources] == ["good.jsonl"]
    assert len(notices) == 1 and "bad.jsonl" in notices[0] and "跳过" in notices[0]
    with pytest.raises(LogSourceError) as refused:
        load_log_lines(bad)
    assert len(str(refused.value).splitlines()) == 1


def test_a_cut_or_oversized_or_missing_file_is_refused(tmp_path, monkeypatch):
    lines = [json.dumps(e) for e in _played("erren", "hist6").closed_log()]
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(lines[:-3]) + "\n")
    with pytest.raises(LogSourceError, match="stop"):
        load_log_lines(cut)
    whole = tmp_path / "whole.jsonl"
    whole.write_text("\n".join(lines) + "\n")
    assert load_log_lines(whole) == lines
    monkeypatch.setattr("game.history.MAX_SOURCE_BYTES", 100)
    with pytest.raises(LogSourceError, match="larger"):
        load_log_lines(whole)
    with pytest.raises(LogSourceError):
        load_log_lines(tmp_path / "missing.jsonl")


def test_a_settled_hand_in_the_window_is_archived(tmp_path: Path):
    from game.client.app import App, Storage
    from game.client.match.table_settings import Settings
    from tests.game.journal_driver import choose
    app = App((1280, 800), storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))
    table = app.push("table", Settings(variant="erren", seed=3, pace="fast", claim_seconds=0))
    for _ in range(4000):
        app.frame(0.05)
        if table.session.hand_over and app.match_keeper.hands_recorded:
            break
        if table.prompt is not None:
            table._act(choose(table.session))
    files = list(history_folder(tmp_path).glob("*.jsonl"))
    assert [match_id_of(p) for p in files] == [table.save_path.name]
    assert replay_log(load_log_lines(files[0]))["hands"] == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_or_a_folder_is_refused_unopened(tmp_path):
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    for path in (fifo, tmp_path):
        with pytest.raises(LogSourceError) as refused:
            load_log_lines(path)
        assert "not a file" in str(refused.value)
