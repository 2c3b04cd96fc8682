"""Reduced motion (the player's setting): every move of a plan is placed at once, nothing slides.

`hold_still(plan)` turns each moving tween of an event's plan (a flying tile, a banner popping
up or fading, the wall being built, dice tumbling, scores rising) into a jump at the moment the
motion would have started. The plan's pauses (`Wait`: a bot thinking, the time the move would
have taken) are kept, and every plan that moved something lasts at least `STILL_PAUSE`, so the
table still stops briefly between moves and the player can follow who did what.
"""
from __future__ import annotations

from game.client.presenting.plan_kit import Plan
from game.client.presenting.tween import Call, Wait

STILL_PAUSE = 0.25     # seconds every plan that moved something lasts at least


def reduced_motion(scene: object) -> bool:
    """The player of this table asked for reduced motion (its app's settings; never the demo's
    recordings, which show the motion)."""
    user = getattr(getattr(scene, "app", None), "user", None)
    return bool(getattr(user, "reduced_motion", False)) and not getattr(scene, "demo", False)


def moving(plan: Plan) -> list:
    """The plan's tweens that move something (not its pauses or calls)."""
    return [t for t in plan.tweens if not isinstance(t, (Wait, Call))]


def hold_still(plan: Plan) -> Plan:
    """`plan` with every motion made a jump (duration 0, at its start) and its pauses kept
    (changed in place and returned)."""
    moves = moving(plan)
    if not moves:
        return plan
    for tween in moves:
        tween.duration = 0.0
    if plan.duration < STILL_PAUSE:
        plan.add(Wait(STILL_PAUSE))
    return plan
