"""Two copies of the game at once never corrupt each other's saves or settings: every write is a
whole file put in place at once (temp + os.replace), and a match's live journal is locked by the
window playing it, so the other copy neither lists it, nor resumes it, nor recovers it."""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from game.journal import Journal, journal_path, read_journal
from game.saves import SaveError, load_match, save_match, scan_saves
from game.session import MatchSession
from game.settings import load_settings

ROOT = Path(__file__).resolve().parents[2]
WRITES = 150

SETTINGS_WRITER = """
import sys
sys.path.insert(0, {root!r})
from game.settings import UserSettings, save_settings
user = UserSettings(language={language!r}, pace={pace!r}, volume={volume!r},
                    variant_options={{"sichuan": {{"exchange_three": True}}}} if {language!r} == "en" else {{}})
for _ in range({writes}):
    save_settings(user, {path!r})
"""

SAVE_WRITER = """
import sys
sys.path.insert(0, {root!r})
from game.saves import save_match
from game.session import MatchSession
session = MatchSession({variant!r}, seed={seed!r}, human=0)
while len(session.log) < 12 and not session.hand_over:
    session.act(session.human_actions()[0]) if session.waiting_for_human() else session.step()
for _ in range({writes}):
    save_match(session, {path!r})
"""


def _start(code: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", code], stderr=subprocess.PIPE, text=True)


def _read_while_running(procs: list[subprocess.Popen], read) -> int:
    """Call `read()` over and over until every writer is done; how many reads were made."""
    reads = 0
    while any(p.poll() is None for p in procs):
        read()
        reads += 1
        time.sleep(0.002)
    for proc in procs:
        assert proc.wait() == 0, proc.stderr.read() if proc.stderr else ""
    read()
    return reads + 1


def test_two_copies_writing_the_settings_at_once_leave_one_whole_file(tmp_path):
    path = tmp_path / "settings.json"
    mine = dict(language="en", pace="fast", volume=0.25)
    theirs = dict(language="zh", pace="slow", volume=0.75)
    procs = [_start(SETTINGS_WRITER.format(root=str(ROOT), path=str(path), writes=WRITES, **who))
             for who in (mine, theirs)]
    seen = set()

    def read() -> None:
        if not path.exists():
            return
        user, messages = load_settings(path)
        assert messages == []                      # never half a file, never a mix of the two
        seen.add((user.language, user.pace, user.volume))
        assert (user.language, user.pace, user.volume) in {tuple(mine.values()), tuple(theirs.values())}
        assert bool(user.variant_options) == (user.language == "en")

    assert _read_while_running(procs, read) > 1
    assert not [p.name for p in tmp_path.iterdir() if p.name != "settings.json"]   # no temp left behind
    assert seen


def test_two_copies_saving_into_one_folder_never_spoil_a_save(tmp_path):
    shared = tmp_path / "shared.json"        # both write the same file: last writer wins, whole
    procs = [_start(SAVE_WRITER.format(root=str(ROOT), variant=variant, seed=seed, writes=WRITES // 3,
                                       path=str(shared)))
             for variant, seed in (("erren", 1), ("guobiao", 2))]
    variants = set()

    def read() -> None:
        if shared.exists():
            scan = scan_saves(tmp_path)
            assert not scan.refused, scan.refused
            variants.update(info.variant for info in scan.saves)

    _read_while_running(procs, read)
    assert variants <= {"erren", "guobiao"} and variants
    assert load_match(shared).variant.name in variants
    assert sorted(p.name for p in tmp_path.iterdir()) == ["shared.json"]


def test_the_other_copy_does_not_resume_or_recover_a_match_being_played(tmp_path):
    session = MatchSession("guobiao", seed=5, human=0)
    save = tmp_path / "m.json"
    while len(session.log) < 10 and not session.hand_over:
        session.act(session.human_actions()[0]) if session.waiting_for_human() else session.step()
    save_match(session, save)
    journal = Journal.begin(session, journal_path(save))     # this copy plays it
    while len(session.log) < 30 and not session.hand_over:
        session.act(session.human_actions()[0]) if session.waiting_for_human() else session.step()
    other = ("import sys; sys.path.insert(0, %r)\n"
             "from game.saves import SaveError, load_match, scan_saves\n"
             "scan = scan_saves(%r)\n"
             "print(len(scan.saves), len(scan.in_use), len(scan.recovered))\n"
             "try:\n    load_match(%r)\nexcept SaveError as exc:\n    print(exc)\n") % (str(ROOT), str(tmp_path), str(save))
    out = subprocess.run([sys.executable, "-c", other], capture_output=True, text=True, check=True).stdout
    counts, message = out.splitlines()
    assert counts.split() == ["0", "1", "0"]     # not listed, known to be in use, not recovered
    assert "being played in another window" in message
    assert read_journal(journal_path(save).read_bytes()).entries == session.log   # untouched
    assert save.exists()
    journal.close(remove=False)
    try:
        resumed = load_match(save)      # once that copy is gone, the journal is the match
    except SaveError as exc:
        raise AssertionError(exc) from None
    assert resumed.log == session.log
    assert not journal_path(save).exists()
