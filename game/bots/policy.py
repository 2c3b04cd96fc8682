"""What the default bot needs to know about a variant, one policy per variant.

The default bot's pipeline (efficiency, value, safety) is the same everywhere; a policy says
which winning shapes exist, what the hand is heading for, which tiles are wildcards (天津 混儿) or
void (四川 定缺), extra weights for a discard, and how to answer set-up steps (定缺, 换三张,
坐庄/拉庄). A variant module adds its policy to POLICIES; nothing else in the bot changes.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from rules.analysis import SHAPES

from .guobiao_plans import Target, choose_target


class Policy:
    """Defaults: the standard shape and seven pairs, no wildcards, no void suit, no set-up."""

    shapes: tuple[str, ...] = ("standard", "seven_pairs")
    target_minimum: int = 8   # a claim must keep the plan worth this much (国标's 8 fans; 0: no minimum)

    def target(self, view: Any, counts: Sequence[int], melds: Sequence[Any], seat_wind: int,
               round_wind: int) -> Target:
        return Target(())

    def jokers(self, view: Any) -> tuple[int, ...]:
        """Kinds (indices) that are wildcards in this hand; removed from counts as jokers."""
        return ()

    def void_suit(self, view: Any) -> Optional[str]:
        return None

    def discard_weights(self, view: Any, kind: int, counts: Sequence[int]) -> dict[str, float]:
        """Extra named weights for discarding one tile of `kind` (added to the bot's own)."""
        return {}

    def claim_allowed(self, view: Any, action: Any) -> bool:
        return True

    def setup_action(self, view: Any, legal: Sequence[Any]) -> Optional[tuple[Any, str]]:
        """(action, reason) for a set-up step, or None when this policy has no opinion."""
        return None


class GuobiaoPolicy(Policy):
    """国标: every shape, and plans of fans that reach the 8-fan minimum."""

    shapes = SHAPES

    def target(self, view, counts, melds, seat_wind, round_wind) -> Target:
        return choose_target(counts, melds, seat_wind, round_wind)


POLICIES: dict[str, Policy] = {"guobiao": GuobiaoPolicy()}

# Variant policies subclass Policy, so they are imported on first use (importing them at the top
# of this module would be circular): variant id -> (module in game.bots, class name).
LAZY_POLICIES: dict[str, tuple[str, str]] = {
    "sichuan": ("sichuan_policy", "SichuanPolicy"),
    "suzhou": ("suzhou_policy", "SuzhouPolicy"),
    "tianjin": ("tianjin_policy", "TianjinPolicy"),
}


def policy_for(variant_name: str) -> Policy:
    if variant_name not in POLICIES and variant_name in LAZY_POLICIES:
        import importlib
        module, cls = LAZY_POLICIES[variant_name]
        POLICIES[variant_name] = getattr(importlib.import_module(f"game.bots.{module}"), cls)()
    return POLICIES.get(variant_name, Policy())
