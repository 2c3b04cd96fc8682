"""The public order of discards in every view: who threw what, 摸切 or not, with how many melds."""
import pytest

from game.bots.base import make_bot
from rules import engine
from rules.events import Claimed, Discarded, KongDeclared
from rules.variants.registry import all_variants, get_variant


def _play(variant_name, seed):
    variant = get_variant(variant_name)
    state, events = engine.new_hand(variant, engine.HandConfig(seed=seed, seats=variant.seats))
    bots = [make_bot("baseline", seed, s) for s in range(variant.seats)]
    seen = list(events)
    views = []
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        view = engine.view_for(state, seat)
        views.append((state, view))
        state, events = engine.apply(state, bots[seat].act(view, engine.legal_actions(state, seat)))
        seen.extend(events)
    return state, seen, views


@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_the_discard_log_tells_the_discards_in_order(variant):
    for seed in range(3):
        state, events, views = _play(variant, f"log{seed}")
        thrown = [e for e in events if isinstance(e, Discarded)]
        log = state.discard_log
        assert [(d.seat, d.tile, d.from_draw) for d in log] == [(e.seat, e.tile, e.from_draw) for e in thrown]
        claimed = {e.tile for e in events if isinstance(e, Claimed)}
        won_on = {w.tile for w in state.wins if w.from_seat is not None}
        assert {d.tile for d in log if d.taken} == claimed | won_on
        for _, view in views:      # every view: the rivers are the log's tiles still lying there
            for seat, river in enumerate(view.discards):
                assert tuple(d.tile for d in view.discard_log if d.seat == seat and not d.taken) == river


def test_a_discard_remembers_the_melds_its_thrower_had():
    for seed in range(12):
        state, events, _ = _play("guobiao", f"m{seed}")
        melds_so_far = [0] * state.variant.seats
        log = iter(state.discard_log)
        for e in events:
            if isinstance(e, Claimed) or (isinstance(e, KongDeclared) and e.kong == "concealed"):
                melds_so_far[e.seat] += 1
            if isinstance(e, Discarded):
                assert next(log).melds == melds_so_far[e.seat]
