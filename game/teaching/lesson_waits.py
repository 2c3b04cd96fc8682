"""The waits a lesson's words name (a step's `waits:` line) held against the rules' own waits.

    claims = WaitClaims(lesson)
    claims.shown(step, session)     # a step is shown: its claim waits until the hand waits
    claims.settle(session)          # after a move: a hand that waits answers every claim made
    claims.finish()                 # the lesson is over: a claim no waiting hand answered is wrong

A step says "you wait on 3 or 9 Bamboo" either of a hand that waits already (a say step after a
discard) or of the hand its move leaves ("discard the East Wind: you wait on ..."), so a claim is
answered the first time, from when its step is shown, that the learner holds no tile to discard.
The rules' waits are those the table's Waits panel lists (`waits.waits_report`): every tile that
completes the hand's shape, whether or not it would score enough to win. The words must name
every one that would win (self-drawn or on a discard) and may name the others (国标's 9 Bamboo
that never reaches 8 fans); they may not name a tile that does not complete the hand.
"""
from __future__ import annotations

from typing import Any, Mapping, Optional, Protocol

from rules.engine import SeatView, State
from rules.tiles import Tile

from .lesson_file import Lesson, LessonError, Step
from .waits import waits_report


class Table(Protocol):
    """What the claims read of a lesson's session (lessons.LessonSession, which imports this module)."""

    @property
    def state(self) -> State: ...

    @property
    def options(self) -> Mapping[str, Any]: ...

    def view(self, player: int) -> SeatView: ...


def hand_waits(session: Table) -> Optional[tuple[frozenset[Tile], frozenset[Tile]]]:
    """(the tiles that complete the learner's hand, those of them that would win), or None while
    he holds a tile to discard."""
    if len(session.state.hands[0]) % 3 != 1:
        return None
    report = waits_report(session.view(0), session.options)
    return (frozenset(w.tile for w in report),
            frozenset(w.tile for w in report if w.self_drawn.legal or w.discard.legal))


def _written(tiles: frozenset[Tile]) -> str:
    return " ".join(str(t) for t in sorted(tiles)) or "nothing"


class WaitClaims:
    """The `waits:` lines shown and not yet compared with a waiting hand."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.pending: list[Step] = []

    def shown(self, step: Step, session: Table) -> None:
        if step.waits:
            self.pending.append(step)
        self.settle(session)

    def settle(self, session: Table) -> None:
        if not self.pending:
            return
        found = hand_waits(session)
        if found is None:
            return
        complete, winning = found
        for step in self.pending:
            said = frozenset(step.waits)
            if not said <= complete or not winning <= said:
                raise LessonError(self.lesson.source, step.waits_line,
                                  f"waits: the step names {_written(said)}; the hand waits on {_written(complete)}, "
                                  f"of which {_written(winning)} would win")
        self.pending.clear()

    def finish(self) -> None:
        if self.pending:
            step = self.pending[0]
            raise LessonError(self.lesson.source, step.waits_line,
                              "waits: the learner's hand never waits after this step (it always holds a tile to discard)")
