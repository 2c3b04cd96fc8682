"""The seat count is the variant's (`Variant.seats`): the engine, the match, the wall's deal and
the invariants take it from the record, so each variant's rules play whole hands at two and
three seats too (a smaller table is one field of the record, not a change all over the tree)."""
import random
from dataclasses import replace

import pytest

from rules.engine import HandConfig, apply, is_over, legal_actions, new_hand, result, to_act, view_for
from rules.invariants import leak_violations, table_violations
from rules.match import hand_config, match_over, new_match, next_hand
from rules.variants.registry import all_variants
from rules.wall import deal_schedule


@pytest.mark.parametrize("seats", [2, 3])
@pytest.mark.parametrize("variant", all_variants(), ids=lambda v: v.name)
def test_every_variant_plays_whole_hands_at_a_smaller_table(variant, seats):
    table = replace(variant, seats=seats)
    match, _ = new_match(table, "small")
    rng = random.Random(seats)
    for _hand in range(2):
        state, events = new_hand(table, hand_config(match))
        assert len(state.hands) == seats and len(view_for(state, 0).hand_sizes) == seats
        while not is_over(state):
            seat = to_act(state)[0]
            state, events = apply(state, rng.choice(legal_actions(state, seat)))
            found = table_violations(state) + [v for s in range(seats) for v in leak_violations(state, events, s)]
            assert not found, found
        done = result(state)
        assert len(done.payments) == seats and sum(done.payments) == 0
        match, _ = next_hand(match, done)
        assert len(match.scores) == seats and sorted(match.seat_of_player) == list(range(seats))
        if match_over(match):
            break


def test_the_deal_gives_every_seat_its_hand_and_the_dealer_one_more():
    for seats in (2, 3, 4):
        schedule = deal_schedule(13, seats)
        taken = [i for _r, _s, picks in schedule for i in picks]
        assert sorted(taken) == list(range(13 * seats + 1))
        per_seat = [sum(len(p) for _r, s, p in schedule if s == seat) for seat in range(seats)]
        assert per_seat == [14] + [13] * (seats - 1)


def test_a_hand_config_for_another_table_size_is_refused():
    variant = all_variants()[0]
    with pytest.raises(ValueError, match="seats 4 players, the hand config 3"):
        new_hand(variant, HandConfig(seats=3))
    assert HandConfig(seats=3).scores == (0, 0, 0) and HandConfig(seats=3).winds() == ("E", "S", "W")
    assert HandConfig.from_json(HandConfig(seats=2, dealer=1).to_json()) == HandConfig(seats=2, dealer=1,
                                                                                       seat_winds=("S", "E"))
