"""The slots other variants fill: set-up phases, a reveal after the break, several winners on
one discard, play going on after a win. 国标 uses none of them; these tests drive the engine's
side of each slot with a small variant built here from 国标."""
from dataclasses import dataclass, replace

import pytest

from helpers_engine import GB, act, check_invariants, deal, discard, tsumogiri_until
from rules.actions import Discard, Pass, Win
from rules.engine import (PLAY, SETUP, HandConfig, apply, is_over, legal_actions, new_hand, result,
                          to_act)
from rules.errors import IllegalAction
from rules.events import DiceRolled, TilesDealt, Won


@dataclass(frozen=True)
class Ready:
    """Every seat answers Pass once, all at the same time (like 定缺's secret choice)."""

    name: str = "ready"
    at: str = "after_deal"

    def to_act(self, state):
        done = state.extra.get(self.name, ())
        return tuple(s for s in range(4) if s not in done)

    def legal_actions(self, state, seat):
        return (Pass(seat),)

    def apply(self, state, action):
        done = state.extra.get(self.name, ()) + (action.seat,)
        state = replace(state, extra={**state.extra, self.name: done})
        return state, (), len(done) == 4


def test_an_after_deal_phase_runs_before_the_dealer_discards():
    variant = replace(GB, phases=(Ready(),))
    state, events = new_hand(variant, HandConfig(seed=1))
    assert any(isinstance(e, TilesDealt) for e in events)
    assert state.phase == SETUP and to_act(state) == (0, 1, 2, 3)
    with pytest.raises(IllegalAction):
        apply(state, Discard(0, state.hands[0][0]))
    for seat in (2, 0, 3):
        state, _ = apply(state, Pass(seat))
        assert state.phase == SETUP
    assert to_act(state) == (1,) and legal_actions(state, 1) == [Pass(1)]
    state, events = apply(state, Pass(1))
    assert state.phase == PLAY and to_act(state) == (0,) and state.extra["ready"] == (2, 0, 3, 1)
    check_invariants(state)


def test_a_before_deal_phase_holds_the_deal_back():
    variant = replace(GB, phases=(Ready(at="before_deal"),))
    state, events = new_hand(variant, HandConfig(seed=1))
    assert not any(isinstance(e, TilesDealt) for e in events) and state.hands == ((), (), (), ())
    for seat in range(3):
        state, _ = apply(state, Pass(seat))
    state, events = apply(state, Pass(3))
    assert sum(isinstance(e, TilesDealt) for e in events) == 16 and state.phase == PLAY


def test_a_reveal_hook_runs_after_the_break_and_may_reserve_the_tail():
    def reveal(wall, rng, config):
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        return replace(wall, reserve=20), (DiceRolled((config.dealer + 2) % 4, roll, "reveal"),), {"hun": roll}
    variant = replace(GB, reveal=reveal)
    state, events = new_hand(variant, HandConfig(seed=2))
    names = [type(e).__name__ for e in events]
    assert names.index("WallBroken") + 1 == names.index("DiceRolled", names.index("WallBroken"))
    assert "hun" in state.extra and state.wall.live_remaining() == state.wall.remaining() - state.wall.reserve
    state, _ = tsumogiri_until(state, live_left=-1)
    assert is_over(state) and state.wall.remaining() == state.wall.reserve > 0


TWO_WINNERS = {0: "13579m2468s1357z5p", 1: "1112345678999p", 2: "2468m1357s246z5z6z", 3: "123m456m789m46p77s"}


def test_several_winners_on_one_discard_when_the_variant_allows_it():
    variant = replace(GB, claims=replace(GB.claims, multiple_winners=True))
    state, _ = deal(TWO_WINNERS, variant=variant)
    state, _ = discard(state, 0, "5p")
    state, _ = act(state, Win(3))
    state, events = act(state, Win(1))
    assert [e.seat for e in events if isinstance(e, Won)] == [1, 3]
    res = result(state)
    assert res.winners == (1, 3) and sum(res.payments) == 0
    assert res.payments[0] == -(8 + res.wins[0].score.total) - (8 + res.wins[1].score.total)
    check_invariants(state)


def test_play_goes_on_after_a_win_without_the_winner():
    variant = replace(GB, claims=replace(GB.claims, multiple_winners=True), winners_to_end=3)
    state, _ = deal(TWO_WINNERS, variant=variant)
    state, _ = discard(state, 0, "5p")
    state, _ = act(state, Pass(1))
    state, events = act(state, Win(3))
    assert state.phase == PLAY and state.turn == 0 and not state.active[3]   # after the winner: seat 0
    check_invariants(state)
    while not is_over(state):
        assert 3 not in to_act(state)
        if state.phase == PLAY:
            acts = legal_actions(state, state.turn)
            state, _ = apply(state, acts[0] if isinstance(acts[0], Win) else Discard(state.turn, state.drawn))
        else:
            seat = to_act(state)[0]
            acts = legal_actions(state, seat)
            state, _ = apply(state, acts[0] if isinstance(acts[0], Win) else Pass(seat))
        check_invariants(state)
    assert result(state).wins[0].seat == 3 and sum(result(state).payments) == 0
