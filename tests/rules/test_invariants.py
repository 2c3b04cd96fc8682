"""The invariant checks themselves must catch a broken table (they guard every simulation)."""
import dataclasses

from rules.engine import HandConfig, new_hand
from rules.invariants import leak_violations, table_violations
from rules.variants.registry import get_variant

GB = get_variant("guobiao")


def _fresh():
    state, events = new_hand(GB, HandConfig(seed="inv", hand_no=0, dealer=0))
    return state, events


def test_a_sound_table_has_no_violations():
    state, events = _fresh()
    assert table_violations(state) == []
    assert all(leak_violations(state, events, seat) == [] for seat in range(4))


def test_a_doubled_tile_and_a_short_hand_are_caught():
    state, _ = _fresh()
    hands = list(state.hands)
    hands[1] = hands[1][:-1] + (hands[0][0],)   # seat 1 loses a tile and holds a copy of seat 0's
    broken = dataclasses.replace(state, hands=tuple(hands))
    found = " ".join(table_violations(broken))
    assert "not each exactly once" in found


def test_a_leaking_event_is_caught():
    state, events = _fresh()
    dealt = next(e for e in events if type(e).__name__ == "TilesDealt" and e.seat == 1)

    class Leaky(type(dealt)):
        __slots__ = ()

        def masked_for(self, seat):  # forgets to hide the tiles from other seats
            return self

    leaky = Leaky(**{f.name: getattr(dealt, f.name) for f in dataclasses.fields(dealt)})
    assert leak_violations(state, [leaky], 0)
    assert not leak_violations(state, [dealt], 0)
