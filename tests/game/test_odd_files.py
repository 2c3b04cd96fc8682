"""Issue 30 (3, 4): odd files never hang the game or a command. Settings, saves, journals, bug
reports, replay logs and every command that reads a file refuse a folder, a named pipe (FIFO), a
device (/dev/zero behind a link) at once, before opening it, and never read more than their limit;
deeply nested JSON and oversized input to `main.py score` give one clear line and exit 2."""
from __future__ import annotations

import json
import os
import sys
import threading
import tracemalloc
from pathlib import Path
from typing import Callable

import pytest

import main
from game.bugreport import read_bug_report
from game.durable import RefusedFile, read_regular
from game.journal import in_use, load_journal
from game.saves import SaveError, load_match, read_save_info, scan_saves
from game.session import ReplayError, read_log_file
from game.settings import UserSettings, load_settings

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")


def no_hang(call: Callable[[], object], fifo: Path | None = None, seconds: float = 3.0) -> object:
    """Run `call`; fail if it has not returned within `seconds` (a FIFO it waits on is then
    opened for writing and closed, so the stuck reader ends and the test run goes on)."""
    result: dict[str, object] = {}

    def run() -> None:
        try:
            result["value"] = call()
        except BaseException as exc:   # noqa: BLE001 - handed to the test below
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        if fifo is not None:
            try:
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass
        thread.join(5)
        pytest.fail(f"hung for more than {seconds} s")
    if "error" in result:
        raise result["error"]  # type: ignore[misc]
    return result.get("value")


def odd(tmp_path: Path, kind: str, name: str) -> Path:
    """A non-regular file called `name`: a folder, a FIFO, or a link to /dev/zero."""
    path = tmp_path / name
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    return path


KINDS = ["folder", "fifo", "zero"]


@posix_only
@pytest.mark.parametrize("kind", KINDS)
def test_read_regular_refuses_what_is_not_a_file_at_once(tmp_path, kind):
    path = odd(tmp_path, kind, "x.json")
    with pytest.raises(RefusedFile) as caught:
        no_hang(lambda: read_regular(path, 1024), path)
    assert "not a file" in str(caught.value)


def test_read_regular_never_reads_past_its_limit(tmp_path):
    path = tmp_path / "big"
    path.write_bytes(b"x" * 5000)
    with pytest.raises(RefusedFile):
        read_regular(path, 4999)
    assert read_regular(path, 5000) == b"x" * 5000


@posix_only
@pytest.mark.parametrize("kind", KINDS)
def test_settings_that_are_not_a_file_give_the_defaults_at_once(tmp_path, kind):
    path = odd(tmp_path, kind, "settings.json")
    tracemalloc.start()
    try:
        settings, messages = no_hang(lambda: load_settings(path), path)   # type: ignore[misc]
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert settings == UserSettings()
    assert len(messages) == 1 and "not a file" in messages[0]
    assert peak < 5_000_000


@posix_only
@pytest.mark.parametrize("kind", KINDS)
def test_a_journal_that_is_not_a_file_never_freezes_the_resume(tmp_path, kind):
    journal = odd(tmp_path, kind, "m.journal.jsonl")
    assert no_hang(lambda: in_use(journal), journal) is False
    with pytest.raises(OSError):
        no_hang(lambda: load_journal(journal), journal)
    save = tmp_path / "m.json"
    save.write_text("{}", encoding="utf-8")
    with pytest.raises(SaveError):
        no_hang(lambda: load_match(save), journal)


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_a_save_that_is_not_a_file_is_refused_at_once(tmp_path, kind):
    save = odd(tmp_path, kind, "m.json")
    with pytest.raises(SaveError) as caught:
        no_hang(lambda: read_save_info(save), save)
    assert "not a file" in str(caught.value)
    no_hang(lambda: scan_saves(tmp_path), save)   # the start screen's list never waits either


@posix_only
@pytest.mark.parametrize("kind", KINDS)
def test_a_log_or_bug_report_that_is_not_a_file_is_refused_at_once(tmp_path, kind):
    path = odd(tmp_path, kind, "log.jsonl")
    for reader in (read_log_file, read_bug_report):
        with pytest.raises((OSError, ReplayError)) as caught:
            no_hang(lambda: reader(path), path)
        assert "not a file" in str(caught.value)


# --- the commands ----------------------------------------------------------------------------------

def run_main(capsys, argv: list[str], fifo: Path | None = None) -> tuple[int, str, str]:
    status = no_hang(lambda: main.main(argv), fifo)
    out, err = capsys.readouterr()
    return status, out, err   # type: ignore[return-value]


def one_clear_line(status: int, err: str, *words: str) -> None:
    assert status == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    for word in words:
        assert word in lines[0], lines[0]


COMMANDS = [["score"], ["replay", "--headless"], ["review"], ["lessons"]]


@posix_only
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_every_command_refuses_a_file_that_is_not_one_in_one_line(capsys, tmp_path, kind, command):
    path = odd(tmp_path, kind, "input.jsonl")
    status, _, err = run_main(capsys, command + [str(path)], path)
    if command[0] == "lessons":   # a line per lesson file, the unreadable ones FAIL
        assert status != 0 and "not a file" in _ + err
        return
    one_clear_line(status, err, "not a file")


@posix_only
@pytest.mark.parametrize("kind", KINDS)
def test_stats_refuses_a_database_that_is_not_a_file(capsys, tmp_path, kind):
    path = odd(tmp_path, kind, "stats.sqlite3")
    status, _, err = run_main(capsys, ["stats", "--file", str(path)], path)
    one_clear_line(status, err, "not a file")


@pytest.mark.parametrize("command", COMMANDS[:3], ids=lambda c: c[0])
def test_every_command_refuses_a_one_gigabyte_file_unread(capsys, tmp_path, command):
    path = tmp_path / "huge.jsonl"
    with open(path, "wb") as handle:
        handle.truncate(1 << 30)   # sparse: no disk used
    tracemalloc.start()
    try:
        status, _, err = run_main(capsys, command + [str(path)])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    one_clear_line(status, err)
    assert peak < 20_000_000


def test_score_on_json_nested_a_hundred_thousand_deep_says_so_in_one_line(capsys, tmp_path):
    path = tmp_path / "nested.jsonl"
    path.write_text('{"a":' * 100_000 + "1" + "}" * 100_000 + "\n", encoding="utf-8")
    status, out, err = run_main(capsys, ["score", str(path)])
    assert status == 2 and "Traceback" not in err
    answers = [json.loads(line) for line in out.splitlines()]
    assert len(answers) == 1 and answers[0]["ok"] is False
    assert "nested" in answers[0]["error"]


def test_score_on_one_endless_line_from_standard_input_stops_with_bounded_memory(capsys, monkeypatch):
    import io

    from game.cli import score

    class Endless(io.TextIOBase):
        """A stream of "[" that never ends (like /dev/zero on standard input)."""

        def readable(self) -> bool:
            return True

        def read(self, size: int | None = -1) -> str:
            return "[" * (size if size and size > 0 else 1 << 16)

        def readline(self, size: int | None = -1) -> str:
            return self.read(size)

        def __next__(self) -> str:
            return self.read(1 << 16)

    out = io.StringIO()
    tracemalloc.start()
    try:
        status = no_hang(lambda: score.run(Endless(), out))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert status == 2
    assert "longer than" in json.loads(out.getvalue().splitlines()[0])["error"]
    assert peak < 50_000_000
