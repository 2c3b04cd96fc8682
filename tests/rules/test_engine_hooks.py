"""The slots other variants fill: set-up phases, a reveal after the break, several winners on
one discard, play going on after a win. 国标 uses none of them; these tests drive the engine's
side of each slot with a small variant built here from 国标."""
from dataclasses import dataclass, replace

import pytest

from helpers_engine import GB, act, check_invariants, deal, discard, pass_all, tsumogiri_until
from rules.actions import ActionBase, Discard, Kong, Pass, Win
from rules.engine import (PLAY, SETUP, HandConfig, apply, is_offered, is_over, legal_actions, new_hand,
                          result, to_act)
from rules.errors import IllegalAction
from rules.events import DiceRolled, Discarded, TileDrawn, TilesDealt, WallBroken, Won
from rules.match import new_match, next_hand
from rules.variants.hand_state import VariantState
from rules.variants.results import HandResult


@dataclass(frozen=True)
class ToyState(VariantState):
    """The toy variants' hand records: who answered Ready, the reveal's roll, the last chance."""

    ready: tuple[int, ...] = ()
    hun: tuple[int, int] = (0, 0)
    chance: bool = False


@dataclass(frozen=True)
class Ready:
    """Every seat answers Pass once, all at the same time (like 定缺's secret choice)."""

    name: str = "ready"
    at: str = "after_deal"

    def to_act(self, state):
        done = state.extra.ready
        return tuple(s for s in range(4) if s not in done)

    def legal_actions(self, state, seat):
        return (Pass(seat),)

    def apply(self, state, action):
        done = state.extra.ready + (action.seat,)
        state = replace(state, extra=replace(state.extra, ready=done))
        return state, (), len(done) == 4


def test_an_after_deal_phase_runs_before_the_dealer_discards():
    variant = replace(GB, phases=(Ready(),), state_type=ToyState)
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
    assert state.phase == PLAY and to_act(state) == (0,) and state.extra.ready == (2, 0, 3, 1)
    check_invariants(state)


def test_a_before_deal_phase_holds_the_deal_back():
    variant = replace(GB, phases=(Ready(at="before_deal"),), state_type=ToyState)
    state, events = new_hand(variant, HandConfig(seed=1))
    assert not any(isinstance(e, TilesDealt) for e in events) and state.hands == ((), (), (), ())
    for seat in range(3):
        state, _ = apply(state, Pass(seat))
    state, events = apply(state, Pass(3))
    assert sum(isinstance(e, TilesDealt) for e in events) == 16 and state.phase == PLAY


def test_a_reveal_hook_runs_after_the_break_and_may_reserve_the_tail():
    def reveal(wall, rng, config):
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        return replace(wall, reserve=20), (DiceRolled((config.dealer + 2) % 4, roll, "reveal"),), ToyState(hun=roll)
    variant = replace(GB, reveal=reveal)
    state, events = new_hand(variant, HandConfig(seed=2))
    names = [type(e).__name__ for e in events]
    assert names.index("WallBroken") + 1 == names.index("DiceRolled", names.index("WallBroken"))
    assert state.extra.hun != (0, 0) and state.wall.live_remaining() == state.wall.remaining() - state.wall.reserve
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


# --- slots added for 二人麻将: tiles set apart, a last-chance draw, offers of a family, actions
# played as another, no dice, a fixed 圈风 ------------------------------------------------------

def _set_apart(wall, rng, config):
    """Set the last two stacks apart (Wall.apart): neither live draws nor kongs reach them."""
    return replace(wall, hi=wall.hi - 4, apart=tuple(range(wall.hi - 4, wall.hi))), (), ToyState()


def test_a_last_chance_draws_one_tile_set_apart_and_is_asked_again_after_its_discard():
    asked = []

    def on_exhausted(table):
        asked.append(table.extra.chance)
        if table.extra.chance:
            return None
        return 2, replace(table.extra, chance=True), (DiceRolled(2, (1, 1), "chance"),)
    variant = replace(GB, reveal=_set_apart, on_exhausted=on_exhausted)
    state, _ = new_hand(variant, HandConfig(seed=4))
    apart = {state.wall.tiles[p] for p in state.wall.apart}
    state, _ = tsumogiri_until(state, live_left=0)           # the last live tile is drawn...
    state, events = apply(state, Discard(state.turn, state.drawn))
    state, more = pass_all(state)                            # ...and its discard not taken: the chance
    events += more
    drawn = [e for e in events if isinstance(e, TileDrawn) and e.source == "reserve"]
    assert asked == [False] and state.phase == PLAY and state.turn == 2 and len(drawn) == 1
    assert drawn[0].tile in apart and drawn[0].tile == state.drawn and len(state.wall.apart) == 3
    assert not any(isinstance(a, Kong) for a in legal_actions(state, 2))
    check_invariants(state)
    state, events = apply(state, Discard(2, state.drawn))
    state, _ = tsumogiri_until(state, live_left=-1)
    assert asked == [False, True] and is_over(state) and not state.wins
    check_invariants(state)


def test_without_the_hook_tiles_set_apart_are_never_drawn():
    state, _ = new_hand(replace(GB, reveal=_set_apart), HandConfig(seed=4))
    apart = {state.wall.tiles[p] for p in state.wall.apart}
    state, events = tsumogiri_until(state, live_left=-1)
    assert is_over(state) and not apart & {e.tile for e in events if isinstance(e, TileDrawn)}
    check_invariants(state)


@dataclass(frozen=True)
class AnyOf(ActionBase):
    """A toy offer of a family: Pass by the same seat is admitted, whatever the offer's own seat."""

    seat: int
    TYPE = "toy_any_of"

    def admits(self, action):
        return isinstance(action, Pass) and action.seat == self.seat

    def to_json(self):
        return {"type": self.TYPE, "seat": self.seat}


def test_an_offer_admits_the_actions_it_stands_for_and_nothing_else():
    legal = [Discard(0, 5), AnyOf(0)]
    assert is_offered(legal, Discard(0, 5)) and is_offered(legal, Pass(0))
    assert not is_offered(legal, Pass(1)) and not is_offered(legal, Discard(0, 6))


@dataclass(frozen=True)
class Announce(ActionBase):
    """A toy declaration that the table plays as a discard."""

    seat: int
    tile: int
    TYPE = "toy_announce"

    def plays_as(self):
        return Discard(self.seat, self.tile)

    def to_json(self):
        return {"type": self.TYPE, "seat": self.seat, "tile": self.tile}


def test_an_action_played_as_a_discard_discards_and_the_hook_sees_the_action_itself():
    seen = []

    def filter_actions(table, seat, actions):
        return actions + tuple(Announce(seat, a.tile) for a in actions if isinstance(a, Discard))

    def after_apply(before, action, table, events):
        seen.append(type(action).__name__)
        return table.extra, events
    variant = replace(GB, filter_actions=filter_actions, after_apply=after_apply)
    state, _ = new_hand(variant, HandConfig(seed=1))
    tile = state.hands[0][0]
    state, events = apply(state, Announce(0, tile))
    assert seen == ["Announce"] and tile in state.discards[0]
    assert any(isinstance(e, Discarded) and e.tile == tile for e in events)


def test_a_variant_without_dice_starts_the_live_end_at_side_0():
    variant = replace(GB, break_throws=0, options=tuple(o for o in GB.options if o.key != "break_throws"))
    state, events = new_hand(variant, HandConfig(seed=1))
    assert not any(isinstance(e, DiceRolled) for e in events)
    broken = next(e for e in events if isinstance(e, WallBroken))
    assert (broken.side, broken.count, broken.first.to_json()) == (0, 0, [0, 0, 0])


def test_a_fixed_prevalent_wind_stays_for_the_whole_match():
    def passing(variant):
        match, _ = new_match(variant, "wind")
        for _ in range(variant.seats + 1):   # the deal passes round the table and more
            done = HandResult((), True, (0,) * variant.seats, (), match.dealer, "")
            match, _ = next_hand(match, done)
        return match.round_wind
    assert passing(GB) == "S" and passing(replace(GB, prevalent_wind="E")) == "E"
