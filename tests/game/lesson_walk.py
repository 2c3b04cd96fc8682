"""Playing a lesson's taught moves in tests, up to a chosen step."""
from __future__ import annotations

from typing import Callable, Iterator

from game.teaching.lesson_file import Lesson, Step
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


def steps_as_shown(lesson: Lesson) -> Iterator[tuple[LessonRun, Step]]:
    """Play the lesson with its taught moves, yielding (run, step) when each step's words show: a
    say step at once (the table waits while it is read), a watch step as the table starts to play
    for the learner, a do step once the table has played up to the learner's move."""
    run = LessonRun(lesson)
    while run.step is not None:
        step = run.step
        if step.kind == "do":
            run_bots(run)
        yield run, step
        if step.kind == "say":
            run.next()
        elif step.kind == "watch":
            run_bots(run)
            assert run.sync()
        else:
            assert run.attempt(run.expected()[0]).accepted
