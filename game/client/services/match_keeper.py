"""The match a player is playing, kept on disk: its save (written when a hand starts, when it is
settled and when the window closes; removed once the match is over), its journal (every action
synced before the next, so a crash loses nothing: game/journal.py), and a saved match put back
on the table. The app imports this module with the first table that presents an event, the
first resume or the first quit with a table open; the journal, the saves and the session are
imported inside the methods (they are loaded with the table already)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional

from game.client.match.table_settings import Settings

if TYPE_CHECKING:
    from game.journal import Journal
    from game.session import MatchSession

    from ..scenes.base import AppForScenes, Scene
    from ..scenes.ports import TableLike

JOURNAL_REFUSED = ("对局记录写不进磁盘：崩溃时可能丢失最近几步",
                   "The match journal cannot be written ({}): a crash may lose recent moves")


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

    def kept_session(self, table: TableLike) -> Optional[MatchSession]:
        """The table's match if it is kept on disk: a human's match in a player's window (not
        the demo, not a replay, not a watched match); else None."""
        from game.session import MatchSession  # loaded with the table already
        if self.app.storage is None or getattr(table, "demo", False) or table.settings.human is None:
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
            return saved
        except OSError as exc:
            self.app.notify(("对局没能保存（写文件失败）", f"The match could not be saved: {exc}"), 10.0)
            return None

    # --- the player's statistics (issue 28, game/stats/) ----------------------------------------
    def record_hand(self, table: TableLike, session: MatchSession) -> bool:
        """Add the finished hand on the table to the player's statistics (stats.sqlite3 beside the
        saves); a hand kept already (a second save of one settlement, a resumed match) is not
        counted twice. Never raises: a problem is shown once and play goes on."""
        if not session.hand_over or session.human is None or self.stats_refused:
            return False
        import sqlite3

        from game.stats import StatsError, StatsStore, hand_record, stats_path
        storage = self.app.storage
        folder = storage.saves_folder.parent if storage is not None and storage.saves_folder is not None else None
        match_id = table.save_path.name if table.save_path is not None else f"{session.variant.name}-{session.seed}"
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
                self.app.notify((JOURNAL_REFUSED[0], JOURNAL_REFUSED[1].format(journal.error)), 10.0)
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
            self.app.notify((JOURNAL_REFUSED[0], JOURNAL_REFUSED[1].format(exc)), 10.0)
        if first:
            self.save_table(table)    # the match's first save, once its journal is on disk

    def end_journal(self) -> None:
        """Stop journaling the match that leaves the table; its journal is removed when the save
        holds every action (else the next start recovers the match from it)."""
        journal, self.journal = self.journal, None
        if journal is not None:
            journal.close(remove=journal.clean)

    def resume_match(self, path: Path, pace: Optional[str] = None) -> Scene:
        """Load a saved match and put its table on screen, the hand in progress as it was;
        raises game.saves.SaveError (the file has been moved aside) when it cannot be."""
        from game.saves import load_match
        app = self.app
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
        return table
