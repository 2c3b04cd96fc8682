"""Playing a lesson's taught moves in tests, up to a chosen step."""
from __future__ import annotations

from typing import Callable

from game.teaching.lessons import LessonRun, run_bots


def play_lesson_until(run: LessonRun, stop: Callable[[LessonRun], bool]) -> None:
    """Play the taught moves (say: next; watch: the table; do: the expected move) until `stop(run)`
    holds or the lesson ends, then let the bots act up to the player's turn."""
    while run.step is not None and not stop(run):
        step = run.step
        if step.kind == "say":
            run.next()
            continue
        run_bots(run)
        if step.kind == "watch":
            assert run.sync()
        else:
            assert run.attempt(run.expected()[0]).accepted
    run_bots(run)
