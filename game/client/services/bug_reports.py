"""F9 bug reports: a short note asked for (scenes/ask.py), then the current match's log saved
with it for `main.py replay`, and where it went. The app imports this module with the first
report (F9 or the menu)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from game.client.match.replay_session import TableSession
    from game.session import MatchSession

    from ..scenes.base import AppForScenes


class BugReporter:
    """Writes a bug report of the match on screen (after asking for a short note) and
    remembers the last one, which is named only while its match is on screen."""

    def __init__(self, app: AppForScenes) -> None:
        self.app = app
        self.written: Optional[Path] = None
        self.written_for: Optional[TableSession] = None   # the match the last report was of

    @property
    def last_report(self) -> Optional[Path]:
        """The last report written of the match on screen (None: none of this one; an old
        match's report, the demo's table, the start screen)."""
        session = self.current_session()
        return self.written if session is not None and session is self.written_for else None

    def current_session(self) -> Optional[TableSession]:
        """The session of the table on screen (under a menu or a settlement sheet too)."""
        for scene in reversed(self.app.stack.scenes):
            session = getattr(scene, "session", None) or getattr(getattr(scene, "table", None), "session", None)
            if session is not None:
                found: TableSession = session
                return found
        return None

    def bug_report(self) -> Optional[Path]:
        """F9 / the menu: ask for a short note (what went wrong), then save the current match's
        log with it for `main.py replay` and show where. None now (the file is written when
        the player answers); a screen with no match says so."""
        from game.client.scenes.ask import AskScene
        from game.session import MatchSession
        from game.teaching.i18n import Bi
        if isinstance(self.app.stack.top, AskScene):     # already asking (F9 twice)
            return None
        session = self.current_session()
        if not isinstance(session, MatchSession):
            self.app.notify(("这里没有可以报告的对局", "No match to report here."), 4.0)
            return None
        self.app.push("ask", Bi("报告问题", "Report a problem"),
            Bi("这一局到现在为止的每一步都会存进报告，可以原样重放。写一句出了什么问题（可以不写）。",
               "Every move of this match so far goes into the report, so it can be replayed exactly. "
               "Say in a line what went wrong (or leave it empty)."),
            Bi("保存报告", "Save report"), Bi("取消", "Cancel"),
            lambda note: self.write(session, note), entry=Bi("说明", "Note"))
        return None

    def write(self, session: MatchSession, note: str = "") -> Optional[Path]:
        """Save `session`'s log with the player's `note` as a bug report; show where (or why
        not). The file, or None."""
        from game.bugreport import write_bug_report
        app = self.app
        folder = app.storage.reports_folder if app.storage is not None else None
        try:
            path = write_bug_report(session, folder, note=note)
        except OSError as exc:
            app.notify(("问题报告没能保存（写文件失败）", f"The bug report could not be saved: {exc}"), 8.0)
            return None
        app.notify((f"问题报告已保存：{path}", f"Bug report saved: {path}"), 10.0)
        self.written, self.written_for = path, session
        return path
