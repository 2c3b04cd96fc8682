"""天津 value play (game/bots/policies/tianjin_value.py): the expert passes a cheap self-drawn
win (worth 2) while a bigger one (a 混儿吊龙 worth 8) is in reach and the wall is long, takes
it when nothing bigger is in reach or the wall is short, and weighs a ready hand's waits by
what they are expected to bring."""
import dataclasses
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from helpers_tianjin import tianjin_hand  # noqa: E402

from game.bots.default_bot import DefaultBot  # noqa: E402
from game.bots.levels import NORMAL  # noqa: E402
from game.bots.policies.tianjin_value import MIN_WALL, hold_for_bigger, race  # noqa: E402
from game.teaching.hints import hint  # noqa: E402
from rules.actions import Discard, Pass, Win  # noqa: E402
from rules.engine import apply, legal_actions, to_act, view_for  # noqa: E402
from rules.tiles import TILES  # noqa: E402

# 混 are 4z and 1z (indicator 北). Seat 0 (dealer) holds 123m 456m 567s 99p and two 混, throws
# 5z, and draws 7z: the two 混 and 7z make a set, a 双混儿吊 worth 2. Kept, the same hand wins
# 混儿吊龙 (8) on any of 7m 8m 9m: the two 混 with one of them complete 123 456 789万.
DRAGON_IN_REACH = "123m456m567s99p1z1z5z"
# One 混 only: 7z pairs with it (混儿吊, 2), and kept, every draw wins the same 2; nothing bigger.
# (With two 混, a drawn 5万 or 混 makes 双混儿捉伍 worth 6: a pass that pays a little.)
NOTHING_BIGGER = "123m567p567s999p1z5z"
TWO_HUN = "123m567p567s99p1z1z5z"


def _offered_win(hand: str):
    """The table after seat 0 threw 5z and the others drew and threw; seat 0 has drawn 7z."""
    state, _ = tianjin_hand({0: hand}, draws="6z6z6z7z", indicator="4z", options={"tianhe": False})
    five = next(t for t in state.hands[0] if str(state.kinds[t]) == "5z")
    state, _ = apply(state, Discard(0, five))
    while True:
        seat = to_act(state)[0]
        legal = legal_actions(state, seat)
        if seat == 0 and Win(0) in legal:
            return state, legal
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        if passing is not None:
            state, _ = apply(state, passing)
            continue
        drawn = state.drawn if state.drawn is not None else state.hands[seat][-1]
        state, _ = apply(state, Discard(seat, drawn))


def test_the_expert_passes_a_cheap_win_to_keep_a_dragon_in_reach():
    state, legal = _offered_win(DRAGON_IN_REACH)
    view = view_for(state, 0)
    assert view.wall_remaining >= MIN_WALL
    decision = DefaultBot(random.Random(1)).decide(view, legal)
    assert isinstance(decision.action, Discard), decision.summary
    assert str(state.kinds[decision.action.tile]) == "7z"      # the hand that reaches the 龙 is kept
    hold = hold_for_bigger(view)
    assert hold is not None and hold.now == 2 and hold.best == 8
    words = hint(view, legal)
    assert isinstance(words.action, Discard)
    assert "不和" in words.reason_zh and "摸到七万、八万、九万、东、北值8" in words.reason_zh
    assert "no win on this draw" in words.reason_en
    assert "drawing any of 7 Character, 8 Character, 9 Character, East Wind, North Wind would win 8" in words.reason_en
    assert hold.best_kinds == tuple(k for k in range(34) if str(TILES[k]) in ("7m", "8m", "9m", "1z", "4z"))


def test_two_hun_pass_a_cheap_win_for_the_double_hun_catch_five():
    """Two 混 and a 双混儿吊 worth 2: a drawn 5万 or 混 would make 双混儿捉伍 (6). The pass
    expects only a little more, and any expected gain is enough (MARGIN 0, measured on walls)."""
    state, legal = _offered_win(TWO_HUN)
    view = view_for(state, 0)
    hold = hold_for_bigger(view)
    assert hold is not None and hold.now == 2 and hold.best == 6 and 0 < hold.worth < 0.5
    assert hold.best_kinds == tuple(k for k in range(34) if str(TILES[k]) in ("5m", "1z", "4z"))
    decision = DefaultBot(random.Random(1)).decide(view, legal)
    assert isinstance(decision.action, Discard) and str(state.kinds[decision.action.tile]) == "7z"
    assert "摸到五万、东、北值6" in hint(view, legal).reason_zh


def test_the_expert_takes_the_cheap_win_when_nothing_bigger_is_in_reach_or_the_wall_is_short():
    state, legal = _offered_win(NOTHING_BIGGER)
    assert isinstance(DefaultBot(random.Random(1)).decide(view_for(state, 0), legal).action, Win)
    state, legal = _offered_win(DRAGON_IN_REACH)
    late = dataclasses.replace(view_for(state, 0), wall_remaining=MIN_WALL - 1)
    assert hold_for_bigger(late) is None
    assert isinstance(DefaultBot(random.Random(1)).decide(late, legal).action, Win)


def test_the_normal_level_still_takes_every_win():
    state, legal = _offered_win(DRAGON_IN_REACH)
    assert isinstance(DefaultBot(random.Random(1), NORMAL).decide(view_for(state, 0), legal).action, Win)


def test_the_race_is_won_more_often_with_more_live_tiles_and_a_longer_wall():
    few, _ = race(0.05, 10)
    many, _ = race(0.3, 10)
    short, _ = race(0.3, 2)
    assert 0 < few < many and short < many
    sure, lost = race(1.0, 10)
    assert abs(sure + lost - 1.0) < 1e-9
