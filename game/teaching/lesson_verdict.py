"""Why a learner's move is not a lesson step's move, in words (game/teaching/lessons.py judges):

    not_this(step, view, expected, Discard(0, 12), refused=None)
      -> "Your move (discard 1 Character) is allowed, but it is not the one this lesson asks
          for. This step asks for: discard White Dragon. <the step's why>"

The move is named in the review's words (game/review/cost.py `action_words`); a move the rules
refuse gets the rules' reason (why_not.refusal, given as `refused`) and the move the step asks
for; a move the rules allow gets the step asked for and the lesson's own words (its `why`, else
the step's text).
"""
from __future__ import annotations

from typing import Optional, Sequence

from rules.actions import ActionBase, Chow, Kong, Pung
from rules.engine import SeatView

from .i18n import Bi, join
from .lesson_file import Step


def move_words(view: SeatView, action: ActionBase) -> Bi:
    """A learner's move in a few words ("打三条" / "discard 3 Bamboo"; a claim built without
    tiles: its kind and the tile it claims)."""
    from game.review.cost import action_head, action_words   # the review's words (imports the bots)
    if isinstance(action, (Chow, Pung, Kong)) and not action.tiles:
        head = action_head(action)
        if view.window_tile is None:
            return head
        tile = view.window_tile[2]
        return Bi(head.zh + tile.name_zh, f"{head.en} {tile.name_en}")
    return action_words(view, action)


def not_this(step: Step, view: SeatView, expected: Sequence[ActionBase], action: ActionBase,
             refused: Optional[Bi]) -> Bi:
    """Why the learner's `action` is not `step`'s move: the move named, the rules' reason when
    they refuse it (`refused`), the move the step asks for (`expected`: its legal taught
    actions), and for a move the rules allow the lesson's own words."""
    yours = move_words(view, action)
    if refused is not None:
        said = [Bi(f"你的这一步（{yours.zh}）不行：", f"Your move ({yours.en}) is refused: ") + refused]
    else:
        said = [Bi(f"你的这一步（{yours.zh}）规则允许，但不是这一课要的",
                   f"Your move ({yours.en}) is allowed, but it is not the one this lesson asks for")]
    asked = [move_words(view, a) for a in expected]
    if asked:
        said.append(Bi("这一步要的是：", "This step asks for: ") + join(asked, Bi("或", " or ")))
    if refused is None:          # the rules' reason says enough of a refused one
        said.append(step.why or step.text)
    return join(said, Bi("。", ". "))
