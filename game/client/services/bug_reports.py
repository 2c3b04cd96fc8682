"""F9 bug reports: the current match's log saved for `main.py replay`, and where it went. The
app imports this module with the first report (F9 or the menu)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from game.client.match.replay_session import TableSession

    from ..scenes.base import AppForScenes


class BugReporter:
    """Writes a bug report of the match on screen and remembers the last one."""

    def __init__(self, app: AppForScenes) -> None:
        self.app = app
        self.last_report: Optional[Path] = None

    def current_session(self) -> Optional[TableSession]:
        """The session of the table on screen (under a menu or a settlement sheet too)."""
        for scene in reversed(self.app.stack.scenes):
            session = getattr(scene, "session", None) or getattr(getattr(scene, "table", None), "session", None)
            if session is not None:
                found: TableSession = session
                return found
        return None

    def bug_report(self) -> Optional[Path]:
        """F9 / the menu: save the current match's log for `main.py replay`; show where."""
        from game.bugreport import write_bug_report
        from game.session import MatchSession
        app = self.app
        session = self.current_session()
        if not isinstance(session, MatchSession):
            app.notify(("这里没有可以报告的对局", "No match to report here."), 4.0)
            return None
        folder = app.storage.reports_folder if app.storage is not None else None
        try:
            path = write_bug_report(session, folder)
        except OSError as exc:
            app.notify(("问题报告没能保存（写文件失败）", f"The bug report could not be saved: {exc}"), 8.0)
            return None
        app.notify((f"问题报告已保存：{path}", f"Bug report saved: {path}"), 10.0)
        self.last_report = path
        return path
