"""The learner's progress through the lessons and drills, kept in the user's data folder.

    progress, problems = load_progress(path)      # never raises: a broken file -> empty, and why
    progress.finish("guobiao", "01-sets-and-pair")
    progress.answer("guobiao", "discard", right=True)
    save_progress(progress, path)                 # atomic: the old file or the whole new one

The file is JSON ({"format": "mahjong-table/lessons", "version": 1, "lessons": {variant: [ids]},
"drills": {variant: {kind: {"asked": n, "right": n}}}}) next to the saves (platformdirs'
user data folder, like game/saves.py). A file that cannot be read is left as it is, the
progress starts empty and the problem is reported once (the caller shows it).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Union

from platformdirs import user_data_dir

from game.durable import APP_NAME, atomic_write_text

PROGRESS_FORMAT = "mahjong-table/lessons"
PROGRESS_VERSION = 1
PROGRESS_FILE = "lessons.json"
MAX_PROGRESS_BYTES = 1024 * 1024


def progress_path(data_folder: Optional[Path] = None) -> Path:
    """lessons.json in `data_folder`, else in the user's data folder (platformdirs)."""
    folder = data_folder if data_folder is not None else Path(user_data_dir(APP_NAME, appauthor=False))
    return folder / PROGRESS_FILE


@dataclass
class DrillScore:
    asked: int = 0
    right: int = 0


@dataclass
class Progress:
    lessons: dict[str, list[str]] = field(default_factory=dict)              # variant -> finished ids
    drills: dict[str, dict[str, DrillScore]] = field(default_factory=dict)   # variant -> kind -> score

    def finished(self, variant: str, lesson_id: str) -> bool:
        return lesson_id in self.lessons.get(variant, [])

    def finish(self, variant: str, lesson_id: str) -> None:
        """Mark a lesson finished (once)."""
        done = self.lessons.setdefault(variant, [])
        if lesson_id not in done:
            done.append(lesson_id)

    def answer(self, variant: str, kind: str, right: bool) -> None:
        """Count one drill answer."""
        score = self.drills.setdefault(variant, {}).setdefault(kind, DrillScore())
        score.asked += 1
        score.right += 1 if right else 0

    def drill(self, variant: str, kind: str) -> DrillScore:
        return self.drills.get(variant, {}).get(kind, DrillScore())

    def to_json(self) -> dict[str, Any]:
        return {"format": PROGRESS_FORMAT, "version": PROGRESS_VERSION,
                "lessons": {v: list(ids) for v, ids in self.lessons.items()},
                "drills": {v: {k: {"asked": s.asked, "right": s.right} for k, s in kinds.items()}
                           for v, kinds in self.drills.items()}}


def progress_from_json(data: Any) -> Progress:
    """Read `to_json()` back; ValueError says what is wrong."""
    if not isinstance(data, dict) or data.get("format") != PROGRESS_FORMAT:
        raise ValueError("it is not a lessons progress file")
    if data.get("version") != PROGRESS_VERSION:
        raise ValueError(f"version {data.get('version')!r}, this build reads {PROGRESS_VERSION}")
    lessons = data.get("lessons", {})
    drills = data.get("drills", {})
    if not isinstance(lessons, dict) or not all(isinstance(v, str) and isinstance(ids, list) and
                                                all(isinstance(i, str) for i in ids) for v, ids in lessons.items()):
        raise ValueError("'lessons' must map each variant to a list of lesson ids")
    if not isinstance(drills, dict):
        raise ValueError("'drills' must be an object")
    progress = Progress({v: list(ids) for v, ids in lessons.items()})
    for variant, kinds in drills.items():
        if not isinstance(kinds, dict):
            raise ValueError(f"drills of {variant!r} must be an object")
        for kind, score in kinds.items():
            if not isinstance(score, dict) or not all(isinstance(score.get(k), int) and not isinstance(score.get(k), bool)
                                                      and score.get(k, -1) >= 0 for k in ("asked", "right")):
                raise ValueError(f"drill {variant}/{kind} needs 'asked' and 'right' counts")
            progress.drills.setdefault(variant, {})[kind] = DrillScore(score["asked"], min(score["right"], score["asked"]))
    return progress


def load_progress(path: Union[str, Path]) -> tuple[Progress, list[str]]:
    """The saved progress and the problems met (empty when all was well); never raises. A
    missing file is a fresh start, not a problem; a broken one is kept aside as
    `lessons.json.bad` (the next save writes a good one) and the progress starts afresh."""
    path = Path(path)
    try:
        if not path.exists():
            return Progress(), []
        if path.stat().st_size > MAX_PROGRESS_BYTES:
            raise ValueError("it is too large to be a progress file")
        data = json.loads(path.read_text(encoding="utf-8"))
        return progress_from_json(data), []
    except json.JSONDecodeError as exc:
        why = f"it is damaged (line {exc.lineno}: {exc.msg})"
    except UnicodeDecodeError:
        why = "it is not UTF-8 text"
    except OSError as exc:
        return Progress(), [f"{path.name} cannot be read ({exc.strerror or exc}); starting afresh"]
    except ValueError as exc:
        why = str(exc)
    return Progress(), [f"{path.name}: {why}; starting afresh" + _set_aside(path)]


def _set_aside(path: Path) -> str:
    """Keep a broken file next to where it was (never deleted); the words saying where."""
    aside = path.with_name(path.name + ".bad")
    try:
        path.replace(aside)
    except OSError:
        return ""
    return f" (the old file is kept as {aside.name})"


def save_progress(progress: Progress, path: Union[str, Path]) -> Path:
    """Write the progress atomically; OSError when the folder cannot be written."""
    path = Path(path)
    atomic_write_text(path, json.dumps(progress.to_json(), ensure_ascii=False, indent=2) + "\n")
    return path
