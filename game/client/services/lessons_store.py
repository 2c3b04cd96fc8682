"""The lessons screens' shared state: the learner's progress (kept in the user's data folder,
beside the saves) and the words every lessons screen uses.

    keeper = ProgressKeeper.for_app(app)     # app.storage None (tests, demo): kept in memory only
    keeper.progress.finish(variant, lesson_id); keeper.save()
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Optional

from game.teaching.i18n import Bi
from game.teaching.lesson_progress import Progress, load_progress, progress_path, save_progress

if TYPE_CHECKING:   # the app holds the screens; these helpers need only its type
    from game.client.scenes.base import AppForScenes

BACK = Bi("返回", "Back")
NEXT = Bi("继续", "Next")
DRILL_DISCARD = Bi("打哪张？", "What would you discard?")
DRILL_SCORE = Bi("这手牌算多少？", "What does this hand score?")   # no unit: 天津 counts 分, others 番 or 花


@dataclass
class ProgressKeeper:
    """The progress and where it is saved (None: nowhere, as in tests without storage)."""

    app: AppForScenes
    progress: Progress
    path: Optional[Path]

    @classmethod
    def for_app(cls, app: AppForScenes) -> "ProgressKeeper":
        """The player's progress: lessons.json in the data folder (the saves folder's parent);
        a damaged file is kept aside and the problem shown once."""
        storage = app.storage
        if storage is None:
            return cls(app, Progress(), None)
        folder = storage.saves_folder.parent if storage.saves_folder is not None else None
        path = progress_path(folder)
        progress, problems = load_progress(path)
        for problem in problems:
            app.notify((f"课程进度读不出来：{problem}", f"The lessons progress could not be read: {problem}"), 10.0)
        return cls(app, progress, path)

    def save(self) -> None:
        """Write the progress (a failed write is shown; play goes on)."""
        if self.path is None:
            return
        try:
            save_progress(self.progress, self.path)
        except OSError as exc:
            self.app.notify(("课程进度没能保存（写文件失败）", f"The lessons progress could not be saved: {exc}"), 8.0)
