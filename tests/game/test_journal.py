"""The journal (game/journal.py): a crash or a kill loses no action, and the resumed match is the
state a replay of the log gives, going on exactly as the match would have."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")   # the window tests below run headless
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.journal import Journal, JournalError, journal_path, load_journal, read_journal, rebuild
from game.saves import load_match, new_save_path, save_match, scan_saves
from game.session import MatchSession

sys.path.insert(0, str(Path(__file__).resolve().parent))
from journal_driver import choose, play_session  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).resolve().parent / "journal_driver.py"


def reference(variant: str, seed: int, entries: int) -> MatchSession:
    """The match played without a window and without interruption."""
    session = MatchSession(variant, seed=seed, human=0)
    play_session(session, entries)
    return session


def replayed(log: list[dict]) -> MatchSession:
    """The session a replay of `log` (a prefix of a match's log) gives."""
    session = MatchSession.from_header(log[0])
    for index, entry in enumerate(log[1:], start=1):
        session.follow_entry(index, entry)
    return session


def journaled(tmp_path: Path, variant: str, seed: int, entries: int) -> tuple[MatchSession, Path]:
    session = MatchSession(variant, seed=seed, human=0)
    path = tmp_path / "m.journal.jsonl"
    journal = Journal.begin(session, path)
    play_session(session, entries)
    journal.close(remove=False)
    return session, path


@pytest.mark.parametrize("variant", ["guobiao", "sichuan", "erren"])
def test_every_entry_is_on_disk_the_moment_it_joins_the_log(tmp_path, variant):
    session = MatchSession(variant, seed=3, human=0)
    path = tmp_path / "m.journal.jsonl"
    Journal.begin(session, path)
    for _ in range(60):
        play_session(session, len(session.log) + 1)
        assert read_journal(path.read_bytes()).entries == session.log   # read by another handle


def _cut_and_resume(tmp_path: Path, variant: str, entries: int, cuts: int) -> None:
    ref = reference(variant, 5, entries)
    session, path = journaled(tmp_path, variant, 5, entries)
    assert session.log == ref.log
    data = path.read_bytes()
    first = data.index(b"\n", data.index(b'{"bots"')) + 1     # begin() writes up to here at once
    for cut in sorted(random.Random(variant).sample(range(first, len(data) + 1), cuts)):
        kept = data[:cut]
        whole = kept.count(b'{"entry"') - (not kept.endswith(b"\n") and kept.rsplit(b"\n", 1)[-1].startswith(b'{"entry"'))
        resumed = rebuild(read_journal(kept))
        assert len(resumed.log) == whole        # every whole line, the cut one dropped
        assert resumed.log == ref.log[:len(resumed.log)]
        assert resumed.state == replayed(resumed.log).state
        play_session(resumed, len(ref.log))
        assert resumed.log == ref.log        # the bots chose as they did: their generators were restored


def test_a_journal_cut_anywhere_resumes_at_its_last_whole_action_and_plays_on_the_same(tmp_path):
    _cut_and_resume(tmp_path, "erren", 120, 3)


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["guobiao", "sichuan", "suzhou", "tianjin", "erren"])
def test_every_variant_resumes_from_a_cut_journal_as_it_was(tmp_path, variant):
    _cut_and_resume(tmp_path, variant, 400, 6)


def test_a_damaged_line_inside_the_journal_is_refused_with_its_line(tmp_path):
    _, path = journaled(tmp_path, "guobiao", 5, 80)
    lines = path.read_bytes().split(b"\n")
    lines[5] = b'{"entry": {"type": "action", "hand": 0, "acti'
    with pytest.raises(JournalError, match="line 6"):
        read_journal(b"\n".join(lines))
    lines = path.read_bytes().split(b"\n")
    entry = json.loads(lines[6])
    entry["entry"]["action"]["tile"] = 9999
    lines[6] = json.dumps(entry).encode()
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(JournalError, match="does not replay"):
        load_journal(path)


def test_the_start_screen_scan_turns_a_left_journal_into_a_save_at_its_last_action(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    session = MatchSession("guobiao", seed=11, human=0, names=["你", "阿明", "小红", "老王"])
    save = new_save_path(session, folder)
    journal = Journal.begin(session, journal_path(save))
    play_session(session, 20)
    save_match(session, save)          # the save after the deal ...
    journal.mark_saved()
    play_session(session, 70)          # ... then the game went on and was killed
    journal._syncer.stop()             # the process is gone: its threads, its lock with it,
    journal._handle.close()            # nothing removed
    scan = scan_saves(folder)
    assert scan.recovered == [save]
    assert not journal_path(save).exists()
    assert [info.recovered for info in scan.saves] == [True]
    resumed = load_match(save)
    assert resumed.log == session.log
    assert resumed.state == session.state
    assert resumed.names == session.names


def test_a_journal_another_window_writes_is_left_alone(tmp_path):
    folder = tmp_path / "saves"
    session = MatchSession("guobiao", seed=11, human=0)
    save = folder / "m.json"
    journal = Journal.begin(session, journal_path(save))     # this process holds the lock
    play_session(session, 40)
    helper = ("import sys; sys.path.insert(0, %r)\n"
              "from game.saves import scan_saves\n"
              "scan = scan_saves(%r)\n"
              "print(len(scan.recovered), len(scan.in_use), len(scan.saves))") % (str(ROOT), str(folder))
    out = subprocess.run([sys.executable, "-c", helper], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["0", "1", "0"]
    assert read_journal(journal_path(save).read_bytes()).entries == session.log
    journal.close(remove=True)
    assert not journal_path(save).exists()


def _window(tmp_path: Path):
    from game.client.app import App, Storage
    return App((1280, 800), storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))


def _play_frames(app, table, frames: int) -> None:
    for _ in range(frames):
        app.frame(0.05)
        if table.prompt is not None:
            table._act(choose(table.session))


def test_the_window_journals_its_match_and_a_clean_quit_removes_the_journal(tmp_path):
    from game.client.match.table_settings import Settings
    app = _window(tmp_path)
    table = app.push("table", Settings(variant="guobiao", seed=4, pace="fast", claim_seconds=0))
    _play_frames(app, table, 250)
    journal = journal_path(table.save_path)
    assert read_journal(journal.read_bytes()).entries == table.session.log
    assert len(table.session.log) > 8
    app.quit()
    assert not journal.exists()
    assert load_match(table.save_path).log == table.session.log


def test_leaving_to_the_start_screen_saves_and_removes_the_journal(tmp_path):
    from game.client.match.table_settings import Settings
    app = _window(tmp_path)
    table = app.push("table", Settings(variant="sichuan", seed=4, pace="fast", claim_seconds=0))
    _play_frames(app, table, 100)
    app.save_table(table)
    app.leave_to_start()
    assert not journal_path(table.save_path).exists()
    assert load_match(table.save_path).log == table.session.log


def test_the_next_start_offers_the_cut_off_match_at_its_last_action(tmp_path):
    from game.client.match.table_settings import Settings
    app = _window(tmp_path)
    table = app.push("table", Settings(variant="guobiao", seed=4, pace="fast", claim_seconds=0))
    _play_frames(app, table, 120)
    played = list(table.session.log)
    app.journal._syncer.stop()           # killed: no save since the deal, the journal stays
    app.journal._handle.close()
    app = _window(tmp_path)              # the next start
    start = app.push("start", Settings())
    app.frame(0.05)
    assert [info.path for info in start.saves] == [table.save_path]
    assert start.saves[0].recovered
    assert any("recovered to its last action" in notice.text or "恢复到最后一步" in notice.text
               for notice in app.notices)
    resumed = app.resume_match(start.saves[0].path)
    assert resumed.session.log == played
    assert resumed.session.state == replayed(played).state


def _kill_at(folder: Path, moment: str, count: int, pause: float, seed: int) -> int:
    """Run the driver, SIGKILL it at the `count`-th `moment` (after `pause` s); the last entry
    count it reported as synced."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONHASHSEED="0")
    proc = subprocess.Popen([sys.executable, str(DRIVER), str(folder), "guobiao", str(seed), "3"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    synced, seen = 0, 0
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if line.startswith("L "):
                synced = int(line.split()[1])
            elif line.strip() == f"M {moment}":
                seen += 1
                if seen >= count:
                    time.sleep(pause)
                    break
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    return synced


@pytest.mark.slow
def test_a_match_killed_at_twenty_moments_resumes_every_time_at_its_last_action(tmp_path):
    rng = random.Random(16)
    seed = 7
    ref = reference("guobiao", seed, 2000)
    moments = ["anim", "claim", "settlement", "save"]
    for run in range(20):
        moment = moments[run % len(moments)]
        count = rng.randint(1, {"anim": 60, "claim": 12, "settlement": 3, "save": 4}[moment])
        pause = rng.choice([0.0, rng.uniform(0.0, 0.05)])
        folder = tmp_path / f"run{run}"
        synced = _kill_at(folder, moment, count, pause, seed)
        scan = scan_saves(folder / "saves")
        assert not scan.refused, (run, moment, scan.refused)
        assert len(scan.saves) == 1, (run, moment)
        resumed = load_match(scan.saves[0].path)
        assert len(resumed.log) >= synced, (run, moment, len(resumed.log), synced)
        assert resumed.log == ref.log[:len(resumed.log)], (run, moment)
        assert resumed.state == replayed(resumed.log).state
        assert resumed.human_actions() == replayed(resumed.log).human_actions()
        if run % 4 == 0:   # and it plays on as the uninterrupted match did
            play_session(resumed, len(ref.log))
            assert resumed.log == ref.log, (run, moment)



def test_an_action_is_handed_to_the_system_at_once_and_synced_off_the_players_thread(tmp_path, monkeypatch):
    """A frame never waits for the disk (an fsync took 3-8 ms a line in the frame): the entry is
    written before the game goes on, so a killed game loses nothing, and the journal's own thread
    syncs it; close() waits for that last sync."""
    import threading

    import game.journal as journal_module

    synced_by: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced_by.append(threading.current_thread().name)
        real_fsync(fd)

    session = MatchSession("guobiao", seed=3, human=0)
    path = tmp_path / "m.journal.jsonl"
    journal = Journal.begin(session, path)
    monkeypatch.setattr(journal_module.os, "fsync", fsync)
    for _ in range(20):
        play_session(session, len(session.log) + 1)
        assert read_journal(path.read_bytes()).entries == session.log   # written before play goes on
    journal.close(remove=False)
    assert synced_by and threading.main_thread().name not in synced_by
    assert set(synced_by) == {"journal-sync"}
    assert read_journal(path.read_bytes()).entries == session.log
