"""What the app reads of the things it is handed: a table (to save, journal and sound its match)
and the folders of a player's window. Protocols only, so the app names no scene type and a scene
names no app module (issue 26: no type-level import circles in the client).

`AppForScenes`, the other side of the seam (what a scene may use of its app), lives beside
`Scene` in scenes/base.py: the two name each other, and one module keeps that from being a circle.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional, Protocol, Sequence

if TYPE_CHECKING:
    from game.client.match.replay_session import TableSession
    from game.client.match.table_settings import Settings


class StorageFolders(Protocol):
    """Where a player's window keeps its files (app.Storage); None = the platform's folder."""

    @property
    def settings_path(self) -> Optional[Path]:
        """The settings file (game/settings.py)."""

    @property
    def saves_folder(self) -> Optional[Path]:
        """The folder of the saved matches and their journals (game/saves.py)."""

    @property
    def reports_folder(self) -> Optional[Path]:
        """The folder of the F9 bug reports (game/bugreport.py)."""


class SeatNames(Protocol):
    """The names a table shows for its players, in seat order."""

    @property
    def names(self) -> Sequence[str]:
        """One name per seat, as shown."""


class TableLike(Protocol):
    """What the app uses of a table (scenes/table.py TableScene): its match to save and journal,
    the names shown, and whether it is the demo (nothing kept, no sound)."""

    save_path: Optional[Path]       # the match's save file: made by the app on the first save

    @property
    def settings(self) -> Settings:
        """What the table was opened with (the human's seat: a bots-only table keeps no save)."""

    @property
    def session(self) -> Optional[TableSession]:
        """The match on the table (a replay's session is never saved)."""

    @property
    def model(self) -> SeatNames:
        """What the table shows (the save names the players as shown)."""

    @property
    def demo(self) -> bool:
        """The narrated bot demo: no save, no journal, no sound."""
