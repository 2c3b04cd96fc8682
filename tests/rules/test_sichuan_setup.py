"""四川 set-up (sichuan-xuezhan.md §1-4): the 108-tile wall and its break, 换三张, 定缺 (secret,
then revealed together), the dealer by dice every hand, the session length."""
import random
from collections import Counter
from dataclasses import replace

import pytest

from helpers_engine import act, check_invariants
from rules.actions import Pass, action_from_json
from rules.engine import PLAY, SETUP, HandConfig, apply, legal_actions, new_hand, result, to_act, view_for
from rules.errors import IllegalAction, NotationError
from rules.events import DiceRolled, WallBuilt, WinRecord, masked
from rules.scoring import ScoreResult
from rules.tiles import TILES
from rules.variants.results import HandResult
from rules.variants.sichuan.table import choose_dealer
from rules.invariants import leak_violations, table_violations
from rules.match import hand_config, match_over, new_match, next_hand
from rules.variants.sichuan.phases import exchange_direction
from rules.variants.sichuan.events import ChooseVoid, ExchangeThree, TilesExchanged, VoidChosen, VoidsRevealed
from sichuan_scenarios import SC, autoplay

OFFSET = {"clockwise": -1, "counter_clockwise": 1, "opposite": 2}


def _checked(state, events):
    found = table_violations(state) + [v for s in range(4) for v in leak_violations(state, events, s)]
    assert not found, found


def test_108_tiles_in_walls_of_14_13_14_13_and_one_break_throw():
    state, events = new_hand(SC, HandConfig(seed=3, dealer=2))
    assert len(state.kinds) == 108 and all(k.is_suited for k in state.kinds)
    assert Counter(state.kinds) == Counter({k: 4 for k in set(state.kinds)})
    built = next(e for e in events if isinstance(e, WallBuilt))
    assert built.stacks_per_side == (14, 13, 14, 13) and built.tiles == 108
    throws = [e for e in events if isinstance(e, DiceRolled)]
    assert [e.purpose for e in throws] == ["break_seat"] and throws[0].seat == 2
    assert sorted(len(h) for h in state.hands) == [13, 13, 13, 14] and len(state.hands[2]) == 14
    assert state.wall.live_remaining() == 108 - 53


def test_void_suits_are_chosen_secretly_and_revealed_together():
    state, events = new_hand(SC, HandConfig(seed=5))
    assert state.phase == SETUP and to_act(state) == (0, 1, 2, 3)
    assert legal_actions(state, 1) == [ChooseVoid(1, "m"), ChooseVoid(1, "p"), ChooseVoid(1, "s")]
    _checked(state, events)
    state, events = act(state, ChooseVoid(2, "p"))
    [chosen] = [e for e in events if isinstance(e, VoidChosen)]
    assert chosen.masked_for(2).suit == "p" and chosen.masked_for(0).suit is None
    assert view_for(state, 2).extra.void_suit == "p"
    assert view_for(state, 0).extra.void_suit is None and view_for(state, 0).extra.voids is None
    assert view_for(state, 0).extra.void_chosen == (False, False, True, False)
    with pytest.raises(IllegalAction):
        apply(state, ChooseVoid(2, "m"))                      # one choice each
    for seat, suit in ((0, "m"), (3, "s")):
        state, events = act(state, ChooseVoid(seat, suit))
        assert state.phase == SETUP and not any(isinstance(e, VoidsRevealed) for e in events)
    state, events = act(state, ChooseVoid(1, "m"))
    [revealed] = [e for e in events if isinstance(e, VoidsRevealed)]
    assert revealed.voids == ("m", "m", "p", "s") and state.extra.voids == ("m", "m", "p", "s")
    assert state.phase == PLAY and to_act(state) == (0,)
    assert view_for(state, 3).extra.voids == ("m", "m", "p", "s")
    _checked(state, events)


def test_exchange_three_is_off_by_default():
    state, _ = new_hand(SC, HandConfig(seed=5))
    assert all(isinstance(a, ChooseVoid) for a in legal_actions(state, 0))
    assert SC.resolve_options()["exchange_three"] is False


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_exchange_three_moves_three_tiles_of_one_suit_as_the_dice_say(seed):
    state, events = new_hand(SC, HandConfig(seed=seed, dealer=seed % 4, options={"exchange_three": True}))
    before = [list(h) for h in state.hands]
    picks = {}
    for seat in (2, 0, 3, 1):
        legal = legal_actions(state, seat)
        assert legal and all(isinstance(a, ExchangeThree) for a in legal)
        for a in legal:
            suits = {state.kinds[t].suit for t in a.tiles}
            assert len(suits) == 1 and len(set(a.tiles)) == 3 and set(a.tiles) <= set(state.hands[seat])
        # distinct by kinds: one action per multiset of three kinds
        assert len({tuple(sorted(state.kinds[t].index for t in a.tiles)) for a in legal}) == len(legal)
        picks[seat] = legal[len(legal) // 2]
        state, events = act(state, picks[seat])
        _checked(state, events)
        pending = state.extra.exchange_direction is None
        # one's own pick is in one's view while the exchange is pending, never after
        assert view_for(state, seat).extra.exchange_pick == (picks[seat].tiles if pending else None)
    dice = next(e for e in events if isinstance(e, DiceRolled))
    assert dice.purpose == "exchange_direction" and dice.seat == state.config.dealer
    direction, offset = exchange_direction(dice.values)
    assert OFFSET[direction] == offset
    moved = [e for e in events if isinstance(e, TilesExchanged)]
    assert len(moved) == 4
    for e in moved:
        assert e.seat == (e.from_seat + offset) % 4 and e.tiles == picks[e.from_seat].tiles
        assert set(e.tiles) <= set(state.hands[e.seat])
        for other in range(4):
            shown = e.masked_for(other).tiles
            assert shown == (e.tiles if other in (e.seat, e.from_seat) else (None, None, None))
    for seat in range(4):
        given, got = set(picks[seat].tiles), set(picks[(seat - offset) % 4].tiles)
        assert set(state.hands[seat]) == (set(before[seat]) - given) | got
    assert state.phase == SETUP and all(isinstance(a, ChooseVoid) for a in legal_actions(state, 0))
    check_invariants_after_voids(state)


def check_invariants_after_voids(state):
    for seat in range(4):
        state, events = act(state, ChooseVoid(seat, "m"))
        _checked(state, events)
    assert state.phase == PLAY and state.drawn in state.hands[state.config.dealer]
    check_invariants(state)


def test_the_exchange_direction_is_uniform_over_the_three():
    counts = Counter(exchange_direction((a, b))[0] for a in range(1, 7) for b in range(1, 7))
    assert counts == {"clockwise": 12, "counter_clockwise": 12, "opposite": 12}


def test_set_up_actions_round_trip_through_json():
    for action in (ExchangeThree(1, (3, 7, 9)), ChooseVoid(2, "s")):
        assert action_from_json(action.to_json()) == action
    with pytest.raises(NotationError, match="suit"):
        action_from_json({"type": "choose_void", "seat": 1, "suit": "z"})
    with pytest.raises(NotationError, match="tiles"):
        action_from_json({"type": "exchange_three", "seat": 1, "tiles": [1, 2]})


def test_masked_set_up_events_name_no_hidden_tile():
    state, events = new_hand(SC, HandConfig(seed=9, options={"exchange_three": True}))
    for seat in range(4):
        state, more = act(state, legal_actions(state, seat)[0])
        events += more
    for seat in range(4):
        for e in masked(events, seat):
            if isinstance(e, TilesExchanged) and seat not in (e.seat, e.from_seat):
                assert e.tiles == (None, None, None) and e.kinds == (None, None, None)


def test_the_giver_sees_the_three_tiles_he_passed_on():
    """换三张: the giver's own masked stream names the tiles that left his hand, so a client can
    take exactly those out of it (no client-side bookkeeping of what was sent)."""
    state, events = new_hand(SC, HandConfig(seed=9, options={"exchange_three": True}))
    picks = {}
    for seat in range(4):
        picks[seat] = legal_actions(state, seat)[0]
        state, more = act(state, picks[seat])
        events += more
    for seat in range(4):
        [gave] = [e for e in masked(events, seat) if isinstance(e, TilesExchanged) and e.from_seat == seat]
        assert gave.tiles == picks[seat].tiles
        assert gave.kinds == tuple(state.kinds[t] for t in picks[seat].tiles)


# --- the dealer and the session -------------------------------------------------------------------

def test_the_dealer_is_chosen_by_dice_every_hand():
    match, events = new_match(SC, "dice")
    [roll] = [e for e in events if isinstance(e, DiceRolled)]
    assert roll.purpose == "dealer" and roll.seat == 0 and match.dealer == (sum(roll.values) - 1) % 4
    dealers = []
    while not match_over(match):
        config = hand_config(match)
        assert config.dealer == match.dealer
        state, _ = new_hand(SC, config)
        state, _ = autoplay(_declare(state), wins=True)
        thrower = match.dealer
        match, events = next_hand(match, result(state))
        dealers.append(thrower)
        if not match_over(match):
            [roll] = [e for e in events if isinstance(e, DiceRolled)]
            assert roll.seat == thrower and match.dealer == (thrower + sum(roll.values) - 1) % 4
    assert match.hand_no == 8 and len(dealers) == 8           # the default session: 8 hands
    assert len(set(dealers)) > 1


def _result(*wins, dealer=0):
    score = ScoreResult(True, 1, "fan", (), True, None)
    records = tuple(WinRecord(seat, tile, TILES[0], frm, False, score) for seat, tile, frm in wins)
    return HandResult(records, not records, (0, 0, 0, 0), (), dealer, "")


def test_first_winner_deals_with_the_option():
    options = SC.resolve_options({"dealer_rule": "first_winner"})
    rng = random.Random(0)
    assert choose_dealer(rng, 2, _result((3, 10, None), (1, 20, 0), dealer=2), options, SC.seats) == (3, ())
    # 一炮多响 first: the discarder deals
    assert choose_dealer(rng, 2, _result((1, 10, 0), (3, 10, 0), (2, 30, None), dealer=2), options, SC.seats) == (0, ())
    # nobody won: the dealer stays
    assert choose_dealer(rng, 2, _result(dealer=2), options, SC.seats) == (2, ())
    # the first hand has no winner to follow: dice
    dealer, events = choose_dealer(random.Random(5), 0, None, options, SC.seats)
    assert [e.purpose for e in events] == ["dealer"] and dealer == (sum(events[0].values) - 1) % 4
    match, _ = new_match(SC, "fw", {"dealer_rule": "first_winner", "match_hands": 4})
    assert match_over(replace(match, hand_no=4)) and not match_over(replace(match, hand_no=3))


def _declare(state):
    for seat in range(4):
        state, _ = act(state, ChooseVoid(seat, "s"))
    return state


def test_a_set_up_step_cannot_be_passed():
    state, _ = new_hand(SC, HandConfig(seed=1))
    with pytest.raises(IllegalAction):
        apply(state, Pass(0))
