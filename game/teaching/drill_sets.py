"""A drill in sets (docs/lessons.md): a few questions, then a summary of the set, then a fresh
set with its own questions and a score from zero (a tester's slip: after question 5 the discard
drill began again at question 1 with the same hand and the score carried on).

    drill_set("guobiao", "discard", 2)   -> [DiscardPosition]  the second set's positions
    set_summary(3, 5)                    -> SetSummary          how it went, and what next

Every choice is seeded: a discard set is seeded play from its own seed (`set_seed`); a scoring
set is the next few of the seeded, easy-first questions (and round again after the last).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, TypeVar, Union

from .drills import DRILL_SEED, DiscardPosition, ScoreQuestion, discard_positions, score_questions
from .i18n import Bi

DISCARD_SET = 5          # discard positions in a set (seeded play takes a moment)
SCORE_SET = 8            # scoring questions in a set

Question = Union[DiscardPosition, ScoreQuestion]
T = TypeVar("T")


def set_seed(number: int) -> str:
    """The seed of set `number` (from 1): the first is the drill's own seed, as before sets."""
    return DRILL_SEED if number <= 1 else f"{DRILL_SEED}:set{number}"


def score_set(questions: Sequence[T], number: int, size: int = SCORE_SET) -> list[T]:
    """Set `number` of `questions`: the next `size` in their order, round again after the last.
    A set is at most half the questions, so the set after it holds none of its questions."""
    if not questions:
        return []
    size = max(1, min(size, len(questions) // 2))
    start = (number - 1) * size
    return [questions[(start + k) % len(questions)] for k in range(size)]


def drill_set(variant: str, kind: str, number: int, positions: int = DISCARD_SET) -> list[Question]:
    """The questions of set `number` of a drill ("discard" or "score")."""
    if kind == "discard":
        return list(discard_positions(variant, positions, seed=set_seed(number)))
    return list(score_set(score_questions(variant), number))


@dataclass(frozen=True)
class SetSummary:
    """What the end of a set says: the score, a word on it, and what the learner may do next."""

    score: Bi
    verdict: Bi
    next: Bi


AGAIN = Bi("再来一组（换新牌）", "Another set (new hands)")
TO_LESSONS = Bi("返回课程", "Back to lessons")
SUMMARY_TITLE = Bi("本组完成", "Set complete")


def drill_score_words(right: int, asked: int) -> Bi:
    """A drill's score on the lessons list: "3 of 5 right", or "not tried yet" ("0 of 0 right"
    read oddly to a tester)."""
    if asked == 0:
        return Bi("还没做过", "not tried yet")
    return Bi(f"{asked}题答对{right}题", f"{right} of {asked} right")


def set_summary(right: int, asked: int) -> SetSummary:
    """The summary of a set of `asked` questions with `right` answered right."""
    score = drill_score_words(right, asked)
    if asked and right == asked:
        verdict = Bi("全部答对，很好！", "Every answer right: well done!")
    elif right * 2 >= asked:
        verdict = Bi("不错。答错的题，解释里说了为什么。", "Good. Where an answer was wrong, its explanation says why.")
    else:
        verdict = Bi("多练几组就熟了。每题的解释都说了为什么。", "A few more sets will help. Each explanation says why.")
    upcoming = Bi("接下来：再来一组，换新的牌，从零计分；或者返回课程。",
                  "Next: another set with new hands, counted from zero, or back to the lessons.")
    return SetSummary(score, verdict, upcoming)
