"""The three levels of the table's bots: one pipeline (default_bot), three sets of knobs.

- 高手 expert: steers by the distance to a win the scorer accepts (the policy's routes), claims
  what serves the hand, and weighs every discard's danger against its own hand (defence.py).
  The hints always give the expert's judgement.
- 普通 normal: the same steering and claims, with less than half the caution: it folds only
  when the danger is plain.
- 新手 beginner: plays like a learner: plain efficiency with the old soft plans, no reading of
  danger, greedy claims (any pung or chow that brings the hand closer), and a seeded slip now and
  then (noise on the weights), so a beginner at the table can win.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """The knobs of one level (the names are the weights' and branches' of default_bot)."""

    name: str
    name_zh: str
    name_en: str
    routes: bool = True            # steer by the distance to a legal win, not only to a complete shape
    defence: float = 1.0           # how much the danger model weighs (0: never looks)
    greedy_claims: bool = False    # claim whatever lowers the plain shanten, plan or no plan
    noise: float = 0.0             # spread of the seeded slips added to each discard's score


# The expert's caution is 2.5 times the plain expected-points exchange: the fitted tables read
# the baseline's slower tables, and a deal-in also ends one's own chances (arena, notes B15).
EXPERT = Style("expert", "高手", "Expert", defence=2.5)
NORMAL = Style("normal", "普通", "Normal", defence=1.0)
BEGINNER = Style("beginner", "新手", "Beginner", routes=False, defence=0.0, greedy_claims=True, noise=30.0)
LEVELS: tuple[Style, ...] = (BEGINNER, NORMAL, EXPERT)
TABLE_DEFAULT = NORMAL             # the level a new table plays at


def level(name: str) -> Style:
    """The level called `name` ("beginner", "normal", "expert")."""
    for style in LEVELS:
        if style.name == name:
            return style
    raise ValueError(f"unknown level {name!r}; known: {', '.join(s.name for s in LEVELS)}")
