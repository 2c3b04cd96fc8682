"""Hostile or broken files (hypothesis): the save, replay, bug-report, journal and settings loaders
refuse what is not theirs with a clear message; a refused save is set aside (renamed, never
deleted) and nothing else in the folder changes; a 1 GB file is refused unread; nothing is ever
unpickled or evaluated."""
from __future__ import annotations

import ast
import json
import pickle
import tempfile
import tracemalloc
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bugreport import read_bug_report, write_bug_report
from game.journal import Journal, JournalError, load_journal
from game.saves import SaveError, _checksum, load_match, read_save_info, save_match, scan_saves
from game.session import MatchSession, ReplayError, read_log_file, replay_log
from game.settings import LANGUAGES, PACES, UserSettings, load_settings, save_settings

ROOT = Path(__file__).resolve().parents[2]
ONE_GB = 1 << 30
EXAMPLES = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6)


def _play(session: MatchSession, entries: int) -> MatchSession:
    while len(session.log) < entries and not session.hand_over:
        if session.waiting_for_human():
            legal = session.human_actions()
            session.act(legal[len(session.log) % len(legal)])
        else:
            session.step()
    return session


@lru_cache(maxsize=None)
def good_session() -> MatchSession:
    return _play(MatchSession("erren", seed=3, human=0, names=["你", "阿明"]), 30)


@lru_cache(maxsize=None)
def good_save_bytes() -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        return save_match(good_session(), Path(folder) / "good.json").read_bytes()


def good_log_lines() -> list[str]:
    return [json.dumps(entry, ensure_ascii=False) for entry in good_session().closed_log()]


class Folder:
    """A saves folder holding one other good save and a settings file, to show they stay."""

    def __init__(self) -> None:
        self._dir = tempfile.TemporaryDirectory()
        self.path = Path(self._dir.name) / "saves"
        self.path.mkdir()
        self.other = self.path / "other.json"
        self.other.write_bytes(good_save_bytes())
        self.settings = Path(self._dir.name) / "config" / "settings.json"
        save_settings(UserSettings(language="en", pace="fast"), self.settings)
        self.settings_bytes = self.settings.read_bytes()
        self.before = {p.name: p.read_bytes() for p in self.path.iterdir()}

    def put(self, data: bytes, name: str = "bad.json") -> Path:
        path = self.path / name
        path.write_bytes(data)
        return path

    def check_refused(self, path: Path, error: SaveError, data: bytes) -> None:
        """The bad save is set aside under a new name with its bytes; everything else as it was."""
        assert "cannot be opened" in str(error) and error.reason
        assert not path.exists()
        assert error.moved_to is not None and error.moved_to.name.startswith(path.name + ".bad-")
        assert error.moved_to.read_bytes() == data
        assert {p.name: p.read_bytes() for p in self.path.iterdir() if p != error.moved_to} == self.before
        assert self.settings.read_bytes() == self.settings_bytes

    def close(self) -> None:
        self._dir.cleanup()


def _load_or_refused(data: bytes) -> None:
    """A save of these bytes is either refused (set aside, nothing else touched) or is the good one."""
    folder = Folder()
    try:
        path = folder.put(data)
        try:
            session = load_match(path)
        except SaveError as error:
            folder.check_refused(path, error, data)
        else:
            assert session.log == good_session().log
    finally:
        folder.close()


# --- saves ----------------------------------------------------------------------------------

@EXAMPLES
@given(st.data())
def test_a_save_cut_short_anywhere_is_refused_and_set_aside(data):
    whole = good_save_bytes()
    _load_or_refused(whole[:data.draw(st.integers(0, len(whole) - 1))])


@EXAMPLES
@given(st.data())
def test_a_save_with_changed_bytes_is_refused_or_unchanged(data):
    raw = bytearray(good_save_bytes())
    for _ in range(data.draw(st.integers(1, 4))):
        raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
    _load_or_refused(bytes(raw))


def _resealed(payload: dict) -> bytes:
    """The payload with its checksum made right again: only the loader's own checks stand."""
    payload["checksum"] = _checksum(payload)
    return json.dumps(payload, ensure_ascii=False).encode("utf-8")


@EXAMPLES
@given(st.data(), json_values)
def test_a_save_with_a_field_of_the_wrong_kind_is_refused_even_with_a_right_checksum(data, value):
    payload = json.loads(good_save_bytes())
    key = data.draw(st.sampled_from(sorted(payload)))
    payload[key] = value
    _load_or_refused(_resealed(payload))


@EXAMPLES
@given(st.data(), json_values)
def test_a_save_whose_log_is_tampered_with_is_refused(data, value):
    payload = json.loads(good_save_bytes())
    entry = payload["log"][data.draw(st.integers(0, len(payload["log"]) - 1))]
    key = data.draw(st.sampled_from(sorted(entry) + ["action", "type", "extra"]))
    entry[key] = value
    _load_or_refused(_resealed(payload))


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 500), st.sampled_from(["format", "version"]))
def test_a_save_of_another_version_or_program_says_so(version, key):
    payload = json.loads(good_save_bytes())
    payload[key] = version
    folder = Folder()
    try:
        path = folder.put(_resealed(payload))
        with pytest.raises(SaveError, match="format|not a save of this game") as caught:
            load_match(path)
        folder.check_refused(path, caught.value, _resealed(payload))
    finally:
        folder.close()


@pytest.mark.parametrize("opening", [b"[", b'{"a":', b'{"format":"mahjong-table/save","log":['])
def test_a_save_nested_thousands_deep_is_refused(opening):
    data = opening * 200_000
    folder = Folder()
    try:
        path = folder.put(data)
        with pytest.raises(SaveError) as caught:
            load_match(path)
        folder.check_refused(path, caught.value, data)
    finally:
        folder.close()


def _sparse(path: Path, size: int = ONE_GB) -> Path:
    with open(path, "wb") as handle:
        handle.truncate(size)      # no blocks written: the test never fills a disk
    return path


def _peak_bytes(call) -> int:
    """The most memory (Python allocations) `call()` held at once; what it raised is ignored."""
    tracemalloc.start()
    try:
        try:
            call()
        except Exception:  # noqa: BLE001 - the refusal itself is checked by the caller
            pass
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_save_of_one_gigabyte_is_refused_without_being_read():
    folder = Folder()
    try:
        path = _sparse(folder.path / "huge.json")
        assert _peak_bytes(lambda: load_match(path)) < 10 * 1024 * 1024
        moved = next(folder.path.glob("huge.json.bad-*"))
        assert moved.stat().st_size == ONE_GB           # set aside whole, not deleted
        huge = _sparse(folder.path / "huge2.json")
        with pytest.raises(SaveError, match="far larger than any save"):
            read_save_info(huge)
        scan = scan_saves(folder.path)
        assert [info.path.name for info in scan.saves] == ["other.json"]
    finally:
        folder.close()


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.binary(max_size=300), min_size=1, max_size=4))
def test_a_folder_of_junk_lists_its_good_save_and_sets_the_rest_aside(junk):
    folder = Folder()
    try:
        for number, data in enumerate(junk):
            folder.put(data, f"junk{number}.json")
        scan = scan_saves(folder.path)
        assert [info.path.name for info in scan.saves] == ["other.json"]
        assert len(scan.refused) == len(junk)
        assert folder.other.read_bytes() == folder.before["other.json"]
    finally:
        folder.close()


def test_a_pickle_in_a_save_file_is_refused_not_unpickled():
    data = pickle.dumps({"format": "mahjong-table/save"})
    _load_or_refused(data)


# --- replay logs and bug reports ------------------------------------------------------------

def _replays_or_refuses(lines: list[str]) -> None:
    try:
        summary = replay_log(lines)
    except ReplayError as exc:
        assert str(exc)
    else:
        assert summary["variant"] == "erren"


@EXAMPLES
@given(st.data())
def test_a_replay_log_cut_or_changed_replays_or_names_its_fault(data):
    text = "\n".join(good_log_lines())
    raw = bytearray(text[:data.draw(st.integers(0, len(text)))].encode("utf-8"))
    for _ in range(data.draw(st.integers(0, 3))):
        if raw:
            raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "log.jsonl"
        path.write_bytes(bytes(raw))
        try:
            lines = read_log_file(path)
        except ReplayError as exc:
            assert "not UTF-8" in str(exc)
            return
    _replays_or_refuses(lines)


@EXAMPLES
@given(st.data(), json_values)
def test_a_replay_log_with_a_field_of_the_wrong_kind_names_its_fault(data, value):
    entries = good_session().closed_log()
    entries = json.loads(json.dumps(entries))
    entry = entries[data.draw(st.integers(0, len(entries) - 1))]
    entry[data.draw(st.sampled_from(sorted(entry) + ["action", "extra"]))] = value
    _replays_or_refuses([json.dumps(e) for e in entries])


@pytest.mark.parametrize("depth", [1_000, 100_000])
def test_a_replay_log_nested_deep_is_refused(depth):
    with pytest.raises(ReplayError, match="line 1"):
        replay_log(["[" * depth + "]" * depth])
    with pytest.raises(ReplayError, match="line 2"):
        replay_log(good_log_lines()[:1] + ['{"type": "hand", "x": ' + "[" * depth + "]" * depth + "}"])


def test_a_replay_log_of_another_version_says_so():
    lines = good_log_lines()
    header = json.loads(lines[0])
    header["version"] = 7
    with pytest.raises(ReplayError, match="log version 7"):
        replay_log([json.dumps(header)] + lines[1:])


def test_a_replay_log_or_bug_report_of_one_gigabyte_is_refused_without_being_read(tmp_path):
    path = _sparse(tmp_path / "huge.jsonl")
    with pytest.raises(ReplayError, match="larger than any log"):
        read_log_file(path)
    with pytest.raises(ReplayError, match="larger than any log"):
        read_bug_report(path)
    assert _peak_bytes(lambda: read_bug_report(path)) < 10 * 1024 * 1024


def test_a_bug_report_reads_back_with_its_note(tmp_path):
    path = write_bug_report(good_session(), tmp_path, note="the kong looked wrong")
    summary, report = read_bug_report(path)
    assert summary["variant"] == "erren"
    assert report["note"] == "the kong looked wrong"


@EXAMPLES
@given(st.data(), json_values)
def test_a_bug_report_with_a_broken_report_part_names_its_fault(data, value):
    with tempfile.TemporaryDirectory() as folder:
        path = write_bug_report(good_session(), Path(folder), note="n")
        lines = path.read_text(encoding="utf-8").splitlines()
        header = json.loads(lines[0])
        if data.draw(st.booleans()):
            header["report"] = value
        else:
            header["report"][data.draw(st.sampled_from(sorted(header["report"])))] = value
        path.write_text("\n".join([json.dumps(header)] + lines[1:]), encoding="utf-8")
        try:
            summary, report = read_bug_report(path)
        except ReplayError as exc:
            assert "report" in str(exc)
        else:
            assert isinstance(report, dict) and summary["variant"] == "erren"


# --- journals -------------------------------------------------------------------------------

@EXAMPLES
@given(st.data())
def test_a_journal_changed_anywhere_rebuilds_a_prefix_or_names_its_fault(data):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "m.journal.jsonl"
        session = MatchSession("erren", seed=3, human=0)
        journal = Journal.begin(session, path)
        _play(session, 30)
        journal.close(remove=False)
        raw = bytearray(path.read_bytes())
        for _ in range(data.draw(st.integers(1, 3))):
            raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
        path.write_bytes(bytes(raw))
        try:
            rebuilt = load_journal(path)
        except JournalError as exc:
            assert str(exc)
        else:
            assert rebuilt.log == session.log[:len(rebuilt.log)]


def test_a_journal_of_one_gigabyte_is_refused_without_being_read(tmp_path):
    path = _sparse(tmp_path / "m.journal.jsonl")
    with pytest.raises(JournalError, match="larger than any journal"):
        load_journal(path)


# --- settings -------------------------------------------------------------------------------

def _valid(user: UserSettings) -> None:
    assert user.language in LANGUAGES and user.pace in PACES
    assert 0.0 <= user.volume <= 1.0
    assert isinstance(user.muted, bool) and isinstance(user.hints, bool)
    assert len(user.window_size) == 2 and all(isinstance(v, int) for v in user.window_size)


def _good_settings_bytes() -> bytes:
    return (json.dumps(UserSettings(language="en", pace="fast", volume=0.3).to_json(), indent=2) + "\n").encode()


@EXAMPLES
@given(st.data())
def test_settings_cut_or_changed_load_with_defaults_and_a_message(data):
    raw = bytearray(_good_settings_bytes()[:data.draw(st.integers(0, len(_good_settings_bytes())))])
    for _ in range(data.draw(st.integers(0, 3))):
        if raw:
            raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(bytes(raw))
        user, messages = load_settings(path)
    _valid(user)
    try:
        json.loads(bytes(raw).decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        assert messages     # the player is told the file was damaged


@EXAMPLES
@given(st.data(), json_values)
def test_a_setting_of_the_wrong_kind_keeps_its_default_and_the_others(data, value):
    good = json.loads(_good_settings_bytes())
    key = data.draw(st.sampled_from(sorted(good)))
    good[key] = value
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_text(json.dumps(good), encoding="utf-8")
        user, messages = load_settings(path)
    _valid(user)
    for other in ("language", "pace"):
        if other != key:
            assert getattr(user, other) == good[other]


@pytest.mark.parametrize("data", [b"[" * 100_000, b'{"language": ' * 100_000, b'{"version": 9, "language": "en", '
                                  b'"new_thing": {"x": 1}}', pickle.dumps(UserSettings())])
def test_settings_nested_deep_pickled_or_from_another_version_load_safely(tmp_path, data):
    path = tmp_path / "settings.json"
    path.write_bytes(data)
    user, messages = load_settings(path)
    _valid(user)
    if b"version" in data:
        assert user.language == "en" and not messages   # a newer file's unknown keys are ignored
    else:
        assert messages and user == UserSettings()


def test_settings_of_one_gigabyte_are_refused_without_being_read(tmp_path):
    path = _sparse(tmp_path / "settings.json")
    assert _peak_bytes(lambda: load_settings(path)) < 10 * 1024 * 1024
    user, messages = load_settings(path)
    assert user == UserSettings() and "far too large" in messages[0]


# --- nothing is evaluated -------------------------------------------------------------------

LOADERS = ["game/saves.py", "game/settings.py", "game/session.py", "game/bugreport.py", "game/journal.py",
           "game/cli/replay.py"]
UNSAFE = {"pickle", "cPickle", "marshal", "shelve", "yaml", "dill", "eval", "exec", "compile", "__import__",
          "literal_eval"}


@pytest.mark.parametrize("module", LOADERS)
def test_no_loader_unpickles_or_evaluates(module):
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    used = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    used |= {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    used |= {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))
             for alias in node.names}
    used |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    assert not used & UNSAFE


def test_the_replay_command_refuses_a_gigabyte_file_in_one_line(tmp_path):
    import subprocess
    import sys
    path = _sparse(tmp_path / "huge.jsonl")
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "replay", str(path), "--headless"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "larger than any log" in done.stderr and "Traceback" not in done.stderr


# --- files that are not files, every loader and command (issue 30) -----------------------------

import os  # noqa: E402
import sys  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_odd_files import no_hang  # noqa: E402

NOT_FILES = ["folder", "fifo", "link to /dev/zero", "link to /dev/null", "link to a folder", "dangling link"]


def _not_a_file(folder: Path, kind: str, name: str) -> Path:
    path = folder / name
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "link to /dev/zero":
        path.symlink_to("/dev/zero")
    elif kind == "link to /dev/null":
        path.symlink_to("/dev/null")
    elif kind == "link to a folder":
        path.symlink_to(folder)
    else:
        path.symlink_to(folder / "nothing-here")
    return path


def _settings_loader(path: Path) -> None:
    user, messages = load_settings(path)
    assert user == UserSettings()
    assert len(messages) <= 1          # one notice (none for a link to nothing: no file yet)


def _save_loader(path: Path) -> None:
    with pytest.raises(SaveError):
        read_save_info(path)


def _resume_loader(path: Path) -> None:
    with pytest.raises(SaveError):
        load_match(path)


def _journal_loader(path: Path) -> None:
    from game.journal import in_use
    assert in_use(path) is False
    with pytest.raises((OSError, JournalError)):
        load_journal(path)


def _log_loader(path: Path) -> None:
    with pytest.raises((OSError, ReplayError)):
        read_log_file(path)


def _report_loader(path: Path) -> None:
    with pytest.raises((OSError, ReplayError)):
        read_bug_report(path)


LOADERS_BY_NAME = {
    "settings.json": _settings_loader, "m.json": _save_loader, "r.json": _resume_loader,
    "m.journal.jsonl": _journal_loader, "log.jsonl": _log_loader, "bug.jsonl": _report_loader,
}


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev are POSIX")
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(NOT_FILES), st.sampled_from(sorted(LOADERS_BY_NAME)))
def test_every_loader_refuses_what_is_not_a_file_at_once(kind, name):
    with tempfile.TemporaryDirectory() as folder:
        path = _not_a_file(Path(folder), kind, name)
        peak = _peak_bytes(lambda: no_hang(lambda: LOADERS_BY_NAME[name](path), path))
        assert peak < 10 * 1024 * 1024
        scan = no_hang(lambda: scan_saves(folder), path)   # the start screen's list never waits
        assert scan is not None


COMMANDS_READING = [["score"], ["replay", "--headless"], ["review"], ["stats", "--file"], ["lessons"]]


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev are POSIX")
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(NOT_FILES[:5]), st.sampled_from(COMMANDS_READING))
def test_every_command_refuses_what_is_not_a_file_in_one_line(kind, command):
    import contextlib
    import io

    import main
    with tempfile.TemporaryDirectory() as folder:
        path = _not_a_file(Path(folder), kind, "input")
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = no_hang(lambda: main.main(command + [str(path)]), path)
        text = out.getvalue() + err.getvalue()
        assert status != 0 and "Traceback" not in text
        if command[0] != "lessons":   # lessons prints a FAIL line per file, the others one line on stderr
            assert len(err.getvalue().strip().splitlines()) == 1, text


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["[", '{"a":', '{"variant":"guobiao","hand":']), st.integers(1, 200_000),
       st.sampled_from([["score"], ["replay", "--headless"], ["review"]]))
def test_every_command_answers_nested_input_in_one_line_with_exit_2(opening, depth, command):
    import contextlib
    import io

    import main
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "nested.jsonl"
        path.write_text(opening * depth + "\n", encoding="utf-8")
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main.main(command + [str(path)])
    assert status == 2
    assert "Traceback" not in err.getvalue()
    lines = (out.getvalue() if command[0] == "score" else err.getvalue()).strip().splitlines()
    assert len(lines) == 1
