"""The costliest mistakes the hand review found in the player's own matches, as the statistics
keep them: one row per marked decision (game.review), kept once per match, hand and log line;
and the matches reviewed, so "no mistake found" reads apart from "nothing reviewed yet".

    level, when = level_of_header(header, review.player), time.time()
    records = mistake_records(review, match_id, level, when)
    store.add_review(ReviewedMatch(match_id, review.variant, level, when), records)   # one transaction
    top_mistakes(store.mistakes(), "guobiao")   # the costliest first
    reviewed_count(store.reviews(), "guobiao")  # the matches reviewed, a mistake found or not
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Optional, Sequence

if TYPE_CHECKING:
    from game.review import LogReview, ReviewedDecision
    from game.teaching.i18n import Bi

TOP_MISTAKES = 5        # the mistakes a summary lists per variant and level


@dataclass(frozen=True)
class MistakeRecord:
    """One marked decision of the player's own match: where it was, what it cost, its words."""

    match_id: str
    variant: str
    level: str           # the bots' kind, as HandRecord.level ("normal", "a,b" when they differ)
    hand: int            # the match's hand number (0 = the first), as HandRecord.hand_no
    line: int            # the action's 1-based line in the match's log
    cost: float          # the review's cost (100 = one step from ready)
    text_zh: str
    text_en: str
    when: float          # seconds since the epoch


@dataclass(frozen=True)
class ReviewedMatch:
    """One of the player's own matches the review went through (with or without a mistake marked)."""

    match_id: str
    variant: str
    level: str           # as MistakeRecord.level
    when: float          # seconds since the epoch


def reviewed_count(reviews: Sequence[ReviewedMatch], variant: Optional[str] = None, level: Optional[str] = None) -> int:
    """How many of `reviews` are of `variant` and `level` (None: any)."""
    return sum(1 for r in reviews if (variant is None or r.variant == variant) and (level is None or r.level == level))


def _words(d: ReviewedDecision) -> Bi:
    """A kept mistake's words: the decision in a few words (the review keeps the whole text)."""
    return d.brief if d.brief.zh else d.text


def mistake_records(review: LogReview, match_id: str, level: str, when: float) -> list[MistakeRecord]:
    """The marked decisions of `review`, costliest first, as records of match `match_id`."""
    marked = [d for hand in review.hands for d in hand.marked]
    marked.sort(key=lambda d: (-d.cost, d.line))
    return [MistakeRecord(match_id=match_id, variant=review.variant, level=level, hand=d.hand, line=d.line,
                          cost=float(d.cost), text_zh=_words(d).zh, text_en=_words(d).en, when=when)
            for d in marked]


def level_of_header(header: Mapping[str, Any], player: int) -> str:
    """The level a log's "match" header was played at, from `player`'s seat: the other seats'
    bot kinds as HandRecord.level counts them (sorted, joined by ","); "" when it does not say."""
    bots = header.get("bots")
    if isinstance(bots, str):
        return bots
    if isinstance(bots, (list, tuple)):
        return ",".join(sorted({str(kind) for p, kind in enumerate(bots) if p != player and kind is not None}))
    return ""


def top_mistakes(records: Sequence[MistakeRecord], variant: Optional[str] = None, level: Optional[str] = None,
                 limit: int = TOP_MISTAKES) -> list[MistakeRecord]:
    """The costliest `limit` of `records` (of `variant` and `level` when given), costliest first."""
    chosen = [r for r in records if (variant is None or r.variant == variant) and (level is None or r.level == level)]
    chosen.sort(key=lambda r: (-r.cost, -r.when, r.match_id, r.hand, r.line))
    return chosen[:limit]
