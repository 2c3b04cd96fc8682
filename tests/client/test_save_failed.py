"""Issue 30 (2): a save that cannot be written (a read-only folder, a full disk) is told to the
player, where and why, with a choice: retry, save elsewhere, or leave knowingly. The notice
outlives the table, the journal keeps the moves, and nothing says a crash when there was none."""
from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.client.app import App, Storage  # noqa: E402
from game.client.match.table_settings import Settings  # noqa: E402
from game.journal import journal_path, read_journal  # noqa: E402
from game.saves import load_match  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "game"))
from journal_driver import choose  # noqa: E402


def window(tmp_path: Path) -> App:
    return App((1280, 800), resizable=False,
               storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))


def played_table(app: App, frames: int = 70):
    table = app.push("table", Settings(variant="sichuan", seed=4, pace="fast", claim_seconds=0))
    for _ in range(frames):
        app.frame(0.12)                            # long frames: the deal and the bots move on quickly
        if table.prompt is not None:
            table._act(choose(table.session))
    assert table.save_path is not None and len(table.session.log) > 8
    return table


@pytest.fixture
def disk_full(monkeypatch, tmp_path):
    """Every save write into the saves folder fails as on a full disk, until `.clear()` is called
    (another folder, the home folder, has room)."""
    from game.client.services import match_keeper

    class Full:
        on = True

        def clear(self) -> None:
            self.on = False

    full = Full()
    real = match_keeper.save_match

    def failing(session, path):
        if full.on and Path(path).parent == tmp_path / "saves":
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        return real(session, path)

    monkeypatch.setattr(match_keeper, "save_match", failing)
    return full


def dialog_of(app: App):
    top = app.stack.top
    assert type(top).__name__ == "SaveFailedScene", type(top).__name__
    return top


def press(app: App, dialog, key: str) -> None:
    dialog.choose(key)
    for _ in range(3):
        app.frame(1 / 60)


def test_save_and_leave_on_a_full_disk_asks_and_tells_where_and_why(tmp_path, disk_full):
    app = window(tmp_path)
    table = played_table(app)
    app.save_table(table)
    app.leave_to_start()
    dialog = dialog_of(app)                       # not the start screen: the player is asked
    text = dialog.message_text()
    assert str(table.save_path.parent) in text
    assert os.strerror(errno.ENOSPC) in text or "磁盘已满" in text      # why, in the language shown
    assert journal_path(table.save_path).exists()


def test_leaving_knowingly_keeps_the_journal_and_the_notice_outlives_the_table(tmp_path, disk_full):
    app = window(tmp_path)
    table = played_table(app)
    played = list(table.session.log)
    app.save_table(table)
    app.leave_to_start()
    journal = journal_path(table.save_path)
    kept: list = []
    real_end = app.match_keeper.end_journal

    def end_journal() -> None:   # the moment the table lets go of its journal: every move in it
        real_end()
        kept.extend(read_journal(journal.read_bytes()).entries)

    app.match_keeper.end_journal = end_journal
    press(app, dialog_of(app), "leave")
    assert kept == played
    assert type(app.stack.top).__name__ == "StartScene"
    for _ in range(30):
        app.frame(1 / 60)
    texts = [n.text for n in app.notices]
    assert any(journal.name in t for t in texts), texts
    # the start screen recovered the match from its journal (this test's disk had room for that)
    assert journal.exists() or load_match(table.save_path).log == played


def test_retry_once_the_disk_has_room_saves_and_leaves(tmp_path, disk_full):
    app = window(tmp_path)
    table = played_table(app)
    app.save_table(table)
    app.leave_to_start()
    dialog = dialog_of(app)
    disk_full.clear()
    press(app, dialog, "retry")
    assert type(app.stack.top).__name__ == "StartScene"
    assert load_match(table.save_path).log == table.session.log


def test_save_elsewhere_writes_the_match_to_another_folder_and_says_where(tmp_path, disk_full, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    app = window(tmp_path)
    table = played_table(app)
    app.save_table(table)
    app.leave_to_start()
    press(app, dialog_of(app), "elsewhere")
    saved = list((tmp_path / "home").rglob(table.save_path.name))
    assert len(saved) == 1 and load_match(saved[0]).log == table.session.log
    assert any(str(saved[0].parent) in n.text for n in app.notices)


def test_closing_the_window_on_a_full_disk_asks_before_it_closes(tmp_path, disk_full):
    app = window(tmp_path)
    table = played_table(app)
    app.quit()
    assert app.running                             # not closed behind the player's back
    dialog = dialog_of(app)
    press(app, dialog, "leave")
    assert not app.running
    assert journal_path(table.save_path).exists()


def test_a_read_only_saves_folder_on_resume_says_where_not_crash(tmp_path, monkeypatch):
    app = window(tmp_path)
    table = played_table(app)
    app.quit()
    folder = table.save_path.parent

    def read_only(path, write, keep_open=False):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(Path(path).parent))

    import game.journal
    monkeypatch.setattr(game.journal, "replace_whole", read_only)   # as chmod 555 does (root ignores it)
    app = window(tmp_path)
    app.resume_match(table.save_path)
    for _ in range(5):
        app.frame(0.05)                            # the table's first event begins its journal
    texts = [n.text for n in app.notices]
    assert any(str(folder) in t for t in texts), texts
    assert not any("crash" in t or "崩溃" in t for t in texts), texts


def test_a_resumed_match_names_the_moves_made_since_the_players_last_one(tmp_path):
    """A kill mid-animation: the bots' moves were journalled before they were drawn, so the
    resumed table names them (also the issue 30 report)."""
    from game.saves import save_match
    from game.session import MatchSession
    session = MatchSession("guobiao", seed=4, human=0)
    while True:   # to the human's turn with at least one of the others' discards after its own
        if session.waiting_for_human():
            mine = [e for e in session.log if e.get("type") == "action"
                    and e["action"]["seat"] == session.seat_of(0)]
            if mine and session.log[-1]["action"]["seat"] != session.seat_of(0):
                break
            session.act(choose(session))
        else:
            session.step()
    path = save_match(session, tmp_path / "saves" / "m.json")
    app = window(tmp_path)
    app.resume_match(path)
    app.frame(1 / 60)
    last = session.log[-1]["action"]
    tile = session.state.kinds[last["tile"]]
    texts = [n.words for n in app.notices if isinstance(n.words, tuple)]
    assert any(tile.name_zh in zh and tile.name_en in en for zh, en in texts), texts
