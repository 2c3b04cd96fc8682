"""The hand review (复盘): each decision of a player in a log against 高手, with what the
difference costs in a learner's terms (steps from ready, tiles that help, danger, value).

Pure Python (no pygame): the review screen and `main.py review` read the same records.
    review_log(lines, player=None) -> LogReview      (reviewer.py)
    review_decision(view, legal, played, bot)         one position
    practice_session(lines, line, player)             play on from here (practice.py)
    LogReview / HandReview / ReviewedDecision / Choice / Danger   (review.py)
"""
from __future__ import annotations

from .practice import practice_session
from .positions import LogInfo, Position, check_log, decision_points
from .review import Choice, Danger, HandReview, LogReview, ReviewedDecision
from .reviewer import MARK_FROM, MARKED_PER_HAND, expert_bot, review_decision, review_log

__all__ = ["Choice", "Danger", "HandReview", "LogInfo", "LogReview", "MARKED_PER_HAND", "MARK_FROM", "Position",
           "ReviewedDecision", "check_log", "decision_points", "expert_bot", "practice_session", "review_decision",
           "review_log"]
