"""What the app offers the screens beside its window and loop: notices and sound, the match
kept on disk (saves, journal, resume), the player's settings, the bug reports. Each service is
made at its first use (services/), so a launch imports none of them. `App` (app.py) inherits
these; they live apart so each class stays small."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional, TypeGuard, Union, cast

import pygame

from game.client.display.layout import TableLayout
from game.client.display.sound import SoundBoard
from game.settings import UserSettings

from .scenes import SceneRegistry
from .scenes.base import Scene

if TYPE_CHECKING:
    from game.client.presenting.plan_kit import Plan
    from game.journal import Journal
    from rules.events import Event

    from .scenes.base import AppForScenes
    from .scenes.ports import TableLike
    from .services.bug_reports import BugReporter
    from .services.match_keeper import MatchKeeper
    from .services.notices import Notice, NoticeBoard
    from .services.settings_keeper import SettingsHost, SettingsKeeper


class AppServices:
    """The services of an app (notices, sound, saves and journal, settings, bug reports)."""

    # Set by App.__init__.
    user: UserSettings
    sound: Optional[SoundBoard]
    pending_sounds: list[list[Any]]
    scene_types: SceneRegistry
    _notices: Optional[NoticeBoard]
    _match_keeper: Optional[MatchKeeper]
    _settings_keeper: Optional[SettingsKeeper]
    _reporter: Optional[BugReporter]

    def _as_app(self) -> AppForScenes:
        """This object as the app its services serve: only App has these services, and App is
        an AppForScenes (a service is made with the app it works for)."""
        return cast("AppForScenes", self)

    # ---------------------------------------------------------------- notices and sound
    @property
    def notice_board(self) -> NoticeBoard:
        """The window's notices (services/notices.py, imported with the first notice)."""
        if self._notices is None:
            from .services.notices import NoticeBoard
            self._notices = NoticeBoard(self._as_app())
        return self._notices

    @property
    def notices(self) -> list[Notice]:
        """The notices up now, oldest first."""
        return self.notice_board.notices

    @notices.setter
    def notices(self, notices: list[Notice]) -> None:
        self.notice_board.notices = notices

    def notify(self, text: Union[str, tuple[str, str]], seconds: float = 6.0, keep: bool = False) -> None:
        """Show a short message over everything, (Chinese, English) or one text; with `keep` it is
        the app's own and stays when the screens under it close (a save that failed, told on the
        way to the start screen), else it goes with the bottom screen."""
        self.notice_board.notify(text, seconds)
        if keep:
            self.notice_board.notices[-1].owner = None

    def notice_area(self) -> pygame.Rect:
        """Where notices may lie now (NoticeBoard.area)."""
        return self.notice_board.area()

    def notice_layout(self) -> list[tuple[Notice, pygame.Rect, list[str]]]:
        """(notice, box, lines) of the notices on screen now (NoticeBoard.layout)."""
        return self.notice_board.layout()

    def play(self, name: str) -> bool:
        """Play a sound effect now; False when there is no sound."""
        return bool(self.sound is not None and self.sound.play(name))

    def present(self, table: TableLike, event: Event, plan: Plan, quiet: bool = False) -> None:
        """Called by the table for every event it presents: the plan's sounds (each at its
        delay), and the match's saves (a new hand has begun, a hand was settled). `quiet`: a
        resumed hand catching up."""
        self.keep_journal(table)
        if quiet or table.demo:
            return
        if self.sound is not None:
            for effect, delay in plan.sounds:
                if delay <= 0:
                    self.play(effect)
                else:
                    self.pending_sounds.append([effect, delay])
        from rules.events import HandStarted, Settled  # loaded with the table already
        if isinstance(event, (HandStarted, Settled)):
            self.save_table(table)

    # ---------------------------------------------------------------- the match kept on disk
    @property
    def match_keeper(self) -> MatchKeeper:
        """The saves and journal of the table's match (services/match_keeper.py)."""
        if self._match_keeper is None:
            from .services.match_keeper import MatchKeeper
            self._match_keeper = MatchKeeper(self._as_app())
        return self._match_keeper

    @property
    def journal(self) -> Optional[Journal]:
        """The journal of the match on the table (game/journal.py), if one is being kept."""
        return self._match_keeper.journal if self._match_keeper is not None else None

    @journal.setter
    def journal(self, journal: Optional[Journal]) -> None:
        self.match_keeper.journal = journal

    def keeps_saves(self, table: TableLike) -> bool:
        """A human's match in a player's window (not the demo, not a replay)."""
        return self.match_keeper.kept_session(table) is not None

    def save_table(self, table: TableLike) -> Optional[Path]:
        """Save the table's match now (MatchKeeper.save_table); None when nothing was written."""
        return self.match_keeper.save_table(table)

    def keep_journal(self, table: TableLike) -> None:
        """Journal the table's match from its first event on (MatchKeeper.keep_journal)."""
        self.match_keeper.keep_journal(table)

    def end_journal(self) -> None:
        """Stop journaling the match that leaves the table (nothing to do before any table)."""
        if self._match_keeper is not None:
            self._match_keeper.end_journal()

    def resume_match(self, path: Path, pace: Optional[str] = None) -> Scene:
        """Load a saved match and put its table on screen (MatchKeeper.resume_match); raises
        game.saves.SaveError (the file has been moved aside) when it cannot be."""
        return self.match_keeper.resume_match(path, pace)

    # ---------------------------------------------------------------- settings
    def _settings(self) -> SettingsKeeper:
        """The settings' keeper (services/settings_keeper.py), made at its first use."""
        if self._settings_keeper is None:
            from .services.settings_keeper import SettingsKeeper
            self._settings_keeper = SettingsKeeper(cast("SettingsHost", self))
        return self._settings_keeper

    def save_user_settings(self) -> None:
        """Write the settings file (a player's window only); a failure is shown, not raised."""
        self._settings().save()

    def apply_user_settings(self) -> None:
        """Make changed settings take effect now: sound, pace, large tiles, fullscreen."""
        self._settings().apply()

    def table_layout(self, size: tuple[int, int]) -> TableLayout:
        """The table's layout for `size` with the player's tile size."""
        return TableLayout(*size, large_tiles=bool(self.user.large_tiles))

    # ---------------------------------------------------------------- menu and bug reports
    def is_table(self, scene: Optional[Scene]) -> TypeGuard[TableLike]:
        """`scene` is a table (its match is saved on quit; Esc there opens the menu)."""
        table = self.scene_types.loaded("table")   # not imported yet: no table was ever made
        return table is not None and isinstance(scene, table)

    def _bug_reporter(self) -> BugReporter:
        """The bug reports' writer (services/bug_reports.py), made at the first report."""
        if self._reporter is None:
            from .services.bug_reports import BugReporter
            self._reporter = BugReporter(self._as_app())
        return self._reporter

    @property
    def last_report(self) -> Optional[Path]:
        """The last bug report written in this window."""
        return self._reporter.last_report if self._reporter is not None else None

    def bug_report(self) -> Optional[Path]:
        """F9 / the menu: save the current match's log for `main.py replay`; show where."""
        return self._bug_reporter().bug_report()
