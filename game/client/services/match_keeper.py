"""The match a player is playing, kept on disk: its save (written when a hand starts, when it is
settled and when the window closes; removed once the match is over), its journal (every action
synced before the next, so a crash loses nothing: game/journal.py), and a saved match put back
on the table. The app imports this module with the first table that presents an event, the
first resume or the first quit with a table open; the journal, the saves and the session are
imported inside the methods (they are loaded with the table already)."""
from __future__ import annotations

import errno
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Optional

from game.client.match.table_settings import Settings

if TYPE_CHECKING:
    from game.journal import Journal
    from game.session import MatchSession

    from ..scenes.base import AppForScenes, Scene
    from ..scenes.ports import TableLike

JOURNAL_REFUSED = ("对局记录写不进 {folder}（{why}）：这一局可能也存不了档，存档失败时会问你怎么办",
                   "The match journal cannot be written in {folder} ({why}): this match may not save "
                   "either; if a save fails you will be asked what to do")
ELSEWHERE = "mahjong-table-saves"   # the folder in the player's home a save goes to when its own fails


@dataclass
class SaveFailure:
    """A save of the table's match that could not be written: where, and the error (why)."""

    table: TableLike
    path: Path
    error: OSError

    @property
    def why(self) -> str:
        """The system's reason, as the player reads it (`No space left on device`)."""
        return self.error.strerror or str(self.error)


def _why(error: BaseException) -> str:
    return getattr(error, "strerror", None) or str(error)


_WHY_ZH = {errno.ENOSPC: "磁盘已满", errno.EACCES: "没有写入权限", errno.EPERM: "没有写入权限",
           errno.EROFS: "文件夹是只读的", errno.EDQUOT: "超出磁盘配额", errno.EIO: "磁盘读写出错"}


def why_zh(error: BaseException) -> str:
    """The reason of a failed write in Chinese (the commonest ones; else the system's words)."""
    code = getattr(error, "errno", None)
    return _WHY_ZH.get(code, _why(error)) if isinstance(code, int) else _why(error)


def save_match(session: MatchSession, path: Path) -> Path:
    """game.saves.save_match, its module imported with the first save (a name of this module, so
    a test can listen to the app's saves)."""
    from game.saves import save_match as save
    return save(session, path)


class MatchKeeper:
    """The saves and the journal of the match on the table, for one app."""

    def __init__(self, app: AppForScenes) -> None:
        self.app = app
        self.journal: Optional[Journal] = None       # the match on the table's journal
        self.journal_refused: Optional[object] = None   # the session whose journal could not begin
        self.hands_recorded = 0                         # hands this window added to the player's statistics
        self.stats_refused = False                      # they could not be kept: said once, not tried again
        self.failure: Optional[SaveFailure] = None      # the last save of the table's match failed
        self.failure_notice: Optional[tuple[str, str]] = None   # the notice that told it
        self.history_refused = False                    # the match history could not be written: said once

    def kept_session(self, table: TableLike) -> Optional[MatchSession]:
        """The table's match if it is kept on disk: a human's match in a player's window (not
        the demo, not a replay, not a watched match); else None."""
        from game.session import MatchSession  # loaded with the table already
        if self.app.storage is None or getattr(table, "demo", False) or table.settings.human is None \
                or table.settings.practice:
            return None
        session = table.session
        return session if isinstance(session, MatchSession) else None

    def save_table(self, table: TableLike) -> Optional[Path]:
        """Save the table's match to its file (made on the first save); a finished match's file
        is removed instead. Never raises: a failed write is shown and play goes on."""
        session = self.kept_session(table)
        storage = self.app.storage
        if session is None or storage is None:
            return None
        from game.saves import delete_save, new_save_path
        self.record_hand(table, session)   # issue 28: a settled hand joins the player's statistics
        try:
            if session.finished or session.match_over:
                self.end_journal()
                if table.save_path is not None:
                    delete_save(table.save_path)
                return None
            if session.names is None:   # the save lists the players by the names shown
                session.names = list(table.model.names)
            if table.save_path is None:
                table.save_path = new_save_path(session, storage.saves_folder)
            saved = save_match(session, table.save_path)
            if self.journal is not None and self.journal.session is session:
                self.journal.mark_saved()
            self.failure = None
            return saved
        except OSError as exc:   # told where and why; leaving asks first (scenes/save_failed.py)
            where = table.save_path.parent if table.save_path is not None else storage.saves_folder
            told = self.failure is not None and self.failure.why == _why(exc)
            self.failure = SaveFailure(table, table.save_path or Path(str(where)), exc)
            if not told:   # once per reason, not at every save that fails the same way
                self.failure_notice = (f"对局没能保存到 {where}（{why_zh(exc)}），对局记录还留着这些步",
                                       f"The match could not be saved in {where} ({_why(exc)}); its journal "
                                       f"keeps the moves")
                self.app.notify(self.failure_notice, 10.0, keep=True)
            return None

    def save_elsewhere(self, table: TableLike) -> Path:
        """Save the table's match into a folder of its own in the player's home (`~/mahjong-table-
        saves`, else the system's temporary folder) when its saves folder cannot be written;
        the file written (its journal stays where it was, for the next start). OSError if no
        folder takes it."""
        import tempfile

        from game.saves import save_match as save
        session = self.kept_session(table)
        if session is None or table.save_path is None:
            raise OSError("there is no match to save")
        error: Optional[OSError] = None
        for folder in (Path.home() / ELSEWHERE, Path(tempfile.gettempdir()) / ELSEWHERE):
            try:
                written = save(session, folder / table.save_path.name)
            except OSError as exc:
                error = exc
                continue
            self.failure = None
            return written
        raise error or OSError("no folder could be written")

    def drop_failure_notice(self) -> None:
        """Take the failed save's notice down (the dialog, or the notice after it, says more)."""
        told = self.failure_notice
        board = getattr(self.app, "notice_board", None)   # the app's NoticeBoard (services/notices.py)
        if told is not None and board is not None:
            board.notices = [n for n in board.notices if n.words != told]

    def left_unsaved(self) -> None:
        """The player left knowingly with the last save failed: say so in a notice that outlives
        the table, naming the journal that keeps the moves (the next start recovers it)."""
        failure, self.failure = self.failure, None
        if failure is None:
            return
        self.drop_failure_notice()
        journal = self.journal
        if journal is not None and journal.error is None:
            self.app.notify((f"这一局没有存档；每一步都留在对局记录 {journal.path.name} 里，下次启动时会恢复",
                             f"This match was not saved; every move is kept in its journal {journal.path.name}, "
                             f"and the next start recovers it"), 20.0, keep=True)
        else:
            self.app.notify(("这一局没有存档，对局记录也没写进去：上次存档之后的步数没有保存",
                             "This match was not saved and its journal could not be written either: the moves "
                             "since its last save are lost"), 20.0, keep=True)

    # --- the player's statistics (issue 28, game/stats/) ----------------------------------------
    def record_hand(self, table: TableLike, session: MatchSession) -> bool:
        """Add the finished hand on the table to the player's statistics (stats.sqlite3 beside the
        saves); a hand kept already (a second save of one settlement, a resumed match) is not
        counted twice. Never raises: a problem is shown once and play goes on."""
        if not session.hand_over or session.human is None:
            return False
        import sqlite3

        from game.stats import StatsError, StatsStore, hand_record, stats_path
        storage = self.app.storage
        folder = storage.saves_folder.parent if storage is not None and storage.saves_folder is not None else None
        match_id = table.save_path.name if table.save_path is not None else f"{session.variant.name}-{session.seed}"
        self.archive(session, folder, match_id)   # issue 28: the match history, for review and replay
        if self.stats_refused or session.practice:   # issue 29: a take-back or shown hands: practice
            return False
        try:
            with StatsStore.open(stats_path(folder)) as stats:   # opened per hand: nothing held between hands
                for error, notice in zip(stats.set_aside, stats.notices):
                    kept = error.moved_to.name if error.moved_to is not None else ""
                    self.app.notify((f"统计数据文件 {error.path.name} 读不出来，已另存为 {kept}，统计重新开始",
                                     notice), 10.0)
                added = stats.add(hand_record(session, match_id))
            self.hands_recorded += added
            return added
        except (StatsError, sqlite3.Error, OSError, ValueError) as exc:
            self.stats_refused = True
            self.app.notify(("统计数据没能保存，之后的牌局不再记录",
                             f"The statistics could not be kept ({exc}); the hands from now on are not counted"), 10.0)
            return False

    def archive(self, session: MatchSession, folder: Optional[Path], match_id: str) -> None:
        """Keep the match in the history (game/history.py); a failure is said once, play goes on."""
        from game.history import archive_match, history_folder
        if not self.history_refused and archive_match(session, history_folder(folder), match_id) is None:
            self.history_refused = True
            self.app.notify(("对局没能存入历史记录，复盘时找不到这一局",
                             "The match could not be kept in the history: it cannot be reviewed later"), 10.0)

    def keep_journal(self, table: TableLike) -> None:
        """Journal the table's match from its first event on (a player's match only): each action
        is on disk before the next, so a crash loses nothing (game/journal.py)."""
        session = self.kept_session(table)
        storage = self.app.storage
        if session is None or storage is None:   # the demo, a replay, a watched match: nothing to keep
            return
        journal = self.journal
        if journal is not None and journal.session is session:
            if journal.error is not None and self.journal_refused is not session:
                self.journal_refused = session
                self._journal_refused(journal.path.parent, journal.error)
            return
        if self.journal_refused is session:
            return
        from game.journal import Journal, JournalInUse, journal_path
        from game.saves import new_save_path
        if session.finished or session.match_over:
            return
        self.end_journal()
        first = table.save_path is None
        try:
            if session.names is None:   # the journal, like the save, names the players as shown
                session.names = list(table.model.names)
            if table.save_path is None:
                table.save_path = new_save_path(session, storage.saves_folder)
            self.journal = Journal.begin(session, journal_path(table.save_path))
        except (OSError, JournalInUse) as exc:
            self.journal_refused = session
            self._journal_refused(table.save_path.parent if table.save_path is not None else None, exc)
        if first:
            self.save_table(table)    # the match's first save, once its journal is on disk

    def _journal_refused(self, folder: Optional[Path], error: BaseException) -> None:
        """Tell the player the journal cannot be written: where and why (not a crash)."""
        where = str(folder) if folder is not None else "?"
        self.app.notify((JOURNAL_REFUSED[0].format(folder=where, why=why_zh(error)),
                         JOURNAL_REFUSED[1].format(folder=where, why=_why(error))), 12.0)

    def end_journal(self) -> None:
        """Stop journaling the match that leaves the table; its journal is removed when the save
        holds every action (else the next start recovers the match from it)."""
        journal, self.journal = self.journal, None
        if journal is not None:
            journal.close(remove=journal.clean)

    def resume_match(self, path: Path, pace: Optional[str] = None) -> Scene:
        """Load a saved match and put its table on screen, the hand in progress as it was;
        raises game.saves.SaveError (the file has been moved aside) when it cannot be."""
        from game.journal import journal_path
        from game.saves import SaveError, load_match, recover_journal
        app = self.app
        journal = journal_path(path)
        if journal.is_file():   # a journal set aside (another match's, damaged) leaves the save to resume
            try:
                recover_journal(journal)
            except SaveError as exc:
                if not exc.journal:
                    raise
                app.notify(exc.notice, 12.0, keep=True)
        session = load_match(path)
        human = session.human
        names = session.names or []
        named = human is not None and len(names) == session.variant.seats   # every player named
        settings = Settings(variant=session.variant.name, seed=session.seed, human=human,
                            pace=pace or app.user.pace, options=dict(session.options),
                            name=names[human] if named and human is not None else "你")
        table = app.make("table", settings, session=session, save_path=Path(path), resumed=True)
        app.show_title(settings.variant, settings.seed)
        app.stack.clear()
        app.push(table)

        def name_unseen() -> None:   # a kill mid-animation: moves decided (and journalled) before drawn
            unseen = unseen_moves(session, getattr(table, "model", None))
            if unseen is not None:
                app.notify(unseen, 15.0)
        app.after_frame.append(name_unseen)   # once the table has caught up: its seats are known
        return table


_MOVE_WORDS = {"chow": ("吃", "chowed"), "pung": ("碰", "punged"), "kong": ("杠", "konged"),
               "added_kong": ("加杠", "added a kong"), "concealed_kong": ("暗杠", "declared a concealed kong"),
               "win": ("和牌", "won")}


def unseen_moves(session: MatchSession, model: object, most: int = 4) -> Optional[tuple[str, str]]:
    """(zh, en) of the moves of the hand in progress since the human's last own action (the
    last `most`), which a match cut off mid-animation may not have drawn before it stopped: the
    resumed table shows them at once, this notice names them. None when there are none."""
    from game.client.presenting.caption_kit import tile_names, who
    if model is None or session.human is None or session.hand_over:
        return None
    human = session.seat_of(session.human)
    moves: list[dict] = []
    for entry in reversed(session.log):
        if entry.get("type") != "action":
            break
        action = entry.get("action") or {}
        if action.get("seat") == human:
            break
        if action.get("type") == "discard" or action.get("type") in _MOVE_WORDS:
            moves.append(action)
    if not moves:
        return None
    zh_parts, en_parts = [], []
    for action in reversed(moves[:most]):
        name_zh, name_en = who(model, action["seat"])   # type: ignore[arg-type]  # the table's TableData
        if action["type"] == "discard":
            tile_zh, tile_en = tile_names(session.state.kinds[action["tile"]])
            zh_parts.append(f"{name_zh}打出{tile_zh}")
            en_parts.append(f"{name_en} discarded {tile_en}")
        else:
            verb_zh, verb_en = _MOVE_WORDS[action["type"]]
            zh_parts.append(f"{name_zh}{verb_zh}")
            en_parts.append(f"{name_en} {verb_en}")
    return ("接着上次：你上一步之后，" + "，".join(zh_parts) + "（已摆在牌桌上）",
            "Resumed: since your last move, " + "; ".join(en_parts) + " (shown on the table now)")
