"""`main.py lessons [--check] [--variant V] [FILE ...]`: list the lessons, or play each one
headless with its taught moves and print one line per lesson (docs/lessons.md)."""
from __future__ import annotations

from pathlib import Path
from typing import Optional, Sequence, TextIO

from rules.variants.registry import all_variants, get_variant

from game.teaching.lesson_file import Lesson, LessonError, read_lesson, variant_lessons
from game.teaching.lessons import check_lesson


def gather(variant: Optional[str], files: Sequence[str]) -> tuple[list[Lesson], list[LessonError]]:
    """The lessons asked for: the given files, else every lesson of the variant (or of all)."""
    if files:
        lessons, errors = [], []
        for name in files:
            try:
                lessons.append(read_lesson(Path(name)))
            except LessonError as exc:
                errors.append(exc)
        return lessons, errors
    names = [get_variant(variant).name] if variant else [v.name for v in all_variants()]
    lessons, errors = [], []
    for name in names:
        found, broken = variant_lessons(name)
        lessons.extend(found)
        errors.extend(broken)
    return lessons, errors


def run(out: TextIO, *, check: bool, variant: Optional[str] = None, files: Sequence[str] = ()) -> int:
    """Print one line per lesson (and per file that cannot be read); with `check`, play each
    and return 0 only when every lesson reaches its goal, else 1."""
    lessons, errors = gather(variant, files)
    failed = len(errors)
    for error in errors:
        out.write(f"{'?':9} {Path(error.source).name:32}     -     FAIL {error}\n")
    for lesson in lessons:
        if not check:
            out.write(f"{lesson.variant.name:9} {lesson.id:32} {len(lesson.steps):2} steps  {lesson.title.en}\n")
            continue
        result = check_lesson(lesson)
        failed += 0 if result.ok else 1
        out.write(result.line() + "\n")
    total = len(lessons) + len(errors)
    if check:
        out.write(f"{total - failed} of {total} lessons pass\n")
    return 1 if failed else 0
