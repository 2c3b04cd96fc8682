"""二人麻将 报听 (game/bots/policies/erren_ready.py): what a player notices about when the bot locks its hand.

A hand with its own 番种 (断幺九 here) that is ready only on a closed wait with three live tiles (the dealer threw the fourth),
early in the wall, stays quiet and keeps the chance to improve the wait; every level agrees."""
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from helpers_engine import ids_of, pass_all  # noqa: E402
from helpers_erren import erren_deal, exchange  # noqa: E402

from game.bots.default_bot import DefaultBot  # noqa: E402
from game.bots.levels import EXPERT, LEVELS  # noqa: E402
from game.bots.policies.erren_ready import GOOD_WAIT, read_for  # noqa: E402
from game.teaching.hints import hint  # noqa: E402
from rules.actions import Discard  # noqa: E402
from rules.engine import apply, legal_actions, view_for  # noqa: E402
from rules.variants.erren.events import DeclareReady  # noqa: E402

DEALER_JUNK = "1m9m1p9p1s9s1234567z5s"
CLOSED_WAIT = "234m567p678s66p46s"       # 断幺九, ready on 5s only (嵌张) once the 南 drawn goes


def _closed_wait_turn():
    state, _ = erren_deal({0: DEALER_JUNK, 1: CLOSED_WAIT}, draws="2z", filler_seed=5)
    state, _ = exchange(state)
    state, _ = apply(state, Discard(0, ids_of(state, 0, "5s")[0]))
    state, _ = pass_all(state)
    assert state.turn == 1 and str(state.kinds[state.drawn]) == "2z"
    return state


def test_the_closed_wait_is_ready_but_short_of_a_good_wait():
    state = _closed_wait_turn()
    south = state.drawn
    assert DeclareReady(1, south) in legal_actions(state, 1)     # the table offers 报听
    read = read_for(view_for(state, 1), state.kinds[south].index)
    assert read is not None and read.waits and read.live < GOOD_WAIT and read.plain_live == read.live


@pytest.mark.parametrize("style", LEVELS, ids=lambda s: s.name)
def test_an_early_closed_wait_with_a_fan_is_not_locked_by_a_declaration(style):
    state = _closed_wait_turn()
    view, legal = view_for(state, 1), legal_actions(state, 1)
    d = DefaultBot(random.Random(0), style).decide(view, legal)
    assert not isinstance(d.action, DeclareReady)
    if style is EXPERT:
        h = hint(view, legal)
        assert not isinstance(h.action, DeclareReady) and "报听" not in h.reason_zh
