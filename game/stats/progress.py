"""The lessons and drills progress as the statistics show it, read from the file the lessons
screens keep (game/teaching/lesson_progress.py, lessons.json beside stats.sqlite3)."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from game.teaching.lesson_progress import load_progress, progress_path

Lessons = dict[str, list[str]]                    # variant -> finished lesson ids
Drills = dict[str, dict[str, dict[str, int]]]     # variant -> drill kind -> {"asked", "right"}


def read_progress(folder: Optional[Path]) -> tuple[Lessons, Drills, list[str]]:
    """The finished lessons and drill scores kept in `folder` (None: the user's data folder),
    and the problems met reading them (a file that cannot be read counts as no progress; the
    lessons screen sets it aside as it always does)."""
    path = progress_path(folder)
    try:
        if not path.exists():
            return {}, {}, []
    except (OSError, ValueError):
        return {}, {}, []
    progress, problems = load_progress(path)
    if problems:
        return {}, {}, problems
    drills = {v: {k: {"asked": s.asked, "right": s.right} for k, s in kinds.items()}
              for v, kinds in progress.drills.items()}
    return {v: list(ids) for v, ids in progress.lessons.items()}, drills, []
