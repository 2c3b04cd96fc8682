"""天津 value planning before ready (game/bots/policies/tianjin_plan.py): the expert keeps the
tile a near 龙 needs over a plain tile while the wall is long, and throws it when the wall is
short."""
import dataclasses
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from helpers_tianjin import tianjin_hand  # noqa: E402

from game.bots.default_bot import DefaultBot  # noqa: E402
from game.bots.policies import tianjin_plan  # noqa: E402
from rules.engine import legal_actions, view_for  # noqa: E402

# 混 are 4z and 1z (indicator 北), none held. 1-6万 and 8万 hold eight of the nine ranks of a 龙
# (7万 missing); by speed alone the lone 8万 is the first tile to throw, a shade before the lone 2筒.
DRAGON_NEAR = "1m2m3m4m5m6m8m3p4p5p6s7s2p9s"


def _first_turn(hand: str, indicator: str = "4z"):
    state, _ = tianjin_hand({0: hand}, indicator=indicator, options={"tianhe": False})
    return view_for(state, 0), legal_actions(state, 0)


def _discarded(view, legal) -> str:
    decision = DefaultBot(random.Random(1)).decide(view, legal)
    return str(view.hand_kinds[view.hand.index(decision.action.tile)])


def test_the_expert_keeps_the_tile_a_near_dragon_needs_while_the_wall_is_long(monkeypatch):
    view, legal = _first_turn(DRAGON_NEAR)
    assert view.wall_remaining > 60
    assert _discarded(view, legal) == "2p"          # the 8万 stays: 龙 is one rank away
    monkeypatch.setattr(tianjin_plan, "SCALE", 0.0)
    assert _discarded(view, legal) == "8m"          # without the plan the speed alone throws it


def test_the_expert_throws_the_dragon_tile_when_the_wall_is_short():
    view, legal = _first_turn(DRAGON_NEAR)
    late = dataclasses.replace(view, wall_remaining=16)
    assert _discarded(late, legal) == "8m"          # four draws left: the 7万 will hardly come


def test_the_dragon_weight_grows_with_the_wall_and_doubles_in_the_wildcard_suit():
    view, _ = _first_turn(DRAGON_NEAR)
    counts = [0] * 34
    for k in view.hand_kinds:
        counts[k.index] += 1
    eight_m = 7
    long_wall = tianjin_plan.plan_weights(view, eight_m, counts, 0, 0, frozenset({27, 30}))["long_plan"]
    short = tianjin_plan.plan_weights(dataclasses.replace(view, wall_remaining=16), eight_m, counts, 0, 0,
                                      frozenset({27, 30}))["long_plan"]
    own_suit = tianjin_plan.plan_weights(view, eight_m, counts, 0, 0, frozenset({8, 0}))["long_plan"]
    assert long_wall < short < 0                     # a cost, bigger with more draws to come
    assert own_suit < long_wall                      # 本混龙 is worth twice a 龙
    assert tianjin_plan.plan_weights(dataclasses.replace(view, wall_remaining=8), eight_m, counts, 0, 0,
                                     frozenset({27, 30})) == {}

