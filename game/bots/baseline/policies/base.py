"""FROZEN: a copy of game/bots/policies/base.py at commit 3622280d239e (`git rev-parse HEAD` 3622280d239e72a70705e129be62862dd7cd827d),
part of the `baseline` bot kind, the yardstick of the arena. Never edit it: tests/game/test_baseline_bot.py
holds its moves byte for byte. A duplicate-code report lists this file as a copy of its source: that is
intended (the source moves on, the copy may not).

What the default bot asks a variant's policy; the defaults are a variant with nothing of its own.

The default bot's pipeline (efficiency, value, safety) is the same everywhere; a policy says
which winning shapes exist, what the hand is heading for, which tiles are wildcards (天津 混儿) or
void (四川 定缺), extra weights for a discard, and how to answer set-up steps (定缺, 换三张,
坐庄/拉庄). A variant adds its policy in game/bots/policies/<name>.py and one line to the
registry (`policies/__init__.py`); nothing else in the bot changes.
"""
from __future__ import annotations

from typing import ClassVar, Mapping, Optional, Sequence

from rules.actions import ActionBase
from rules.engine import SeatView
from rules.melds import Meld

from .plans import Target


class Policy:
    """Defaults: no plans, no wildcards, no void suit, no set-up (a variant with nothing of its own)."""

    shapes: tuple[str, ...] = ("standard",)   # the winning shapes aimed for (the variant's own)
    target_minimum: int = 0   # a claim must keep the plan worth this much (0: no minimum)
    # The English of plan names that are not names of score items (the hints read the rest
    # off the variants' tables), and why `claim_allowed` refuses a claim, as a short code the
    # teaching hints put in words ("void": the void suit is never claimed).
    plan_names_en: ClassVar[Mapping[str, str]] = {}
    veto_reason: str = "plain"

    def __init__(self, shapes: Optional[tuple[str, ...]] = None) -> None:
        if shapes is not None:
            self.shapes = shapes

    def target(self, view: SeatView, counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
               round_wind: int) -> Target:
        """The plans the hand steers toward (none: plain efficiency)."""
        return Target(())

    def wildcards(self, view: SeatView) -> frozenset[int]:
        """Kinds (indices) that stand for any tile at this table, whoever holds them."""
        return frozenset()

    def jokers(self, view: SeatView) -> tuple[int, ...]:
        """Kinds (indices) that are wildcards in this seat's hand; removed from counts as jokers."""
        return tuple(sorted(self.wildcards(view)))

    def void_suit(self, view: SeatView) -> Optional[str]:
        """The suit letter this seat plays without, if the variant has one."""
        return None

    def discard_weights(self, view: SeatView, kind: int, counts: Sequence[int]) -> dict[str, float]:
        """Extra named weights for discarding one tile of `kind` (added to the bot's own)."""
        return {}

    def claim_allowed(self, view: SeatView, action: ActionBase) -> bool:
        """False for a claim this variant's player should never make, however close it brings him."""
        return True

    def setup_action(self, view: SeatView, legal: Sequence[ActionBase]) -> Optional[tuple[ActionBase, str]]:
        """(action, reason) for a set-up step, or None when this policy has no opinion."""
        return None

    def setup_reason(self, view: SeatView, action: ActionBase) -> Optional[tuple[str, dict[str, object]]]:
        """Why a set-up answer (定缺, 换三张, 坐庄, 拉庄) is a good one, for the hint: a message key
        of game/teaching/i18n and its fields ("suit": a suit letter, "tiles": tile kinds, numbers);
        None when this variant has no set-up steps or no reason to give."""
        return None
