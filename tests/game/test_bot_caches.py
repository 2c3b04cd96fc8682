"""The memos of the bots' arithmetic (rules.analysis, game/bots/routes.py and route_measure.py)
never change a decision: what they return is what a fresh computation returns, whatever other
hands filled them. A memo keyed too coarsely (a key that forgets the melds, the jokers, the void
suit or the route's constraints) hands one hand's answer to another, and these tests see it.
"""
from __future__ import annotations

import random
from typing import Callable

import pytest

from game.bots import routes
from game.bots.policies import erren, guobiao, suzhou
from game.session import MatchSession
from rules import analysis
from rules.melds import Meld, MeldKind
from rules.tiles import TILES

# Every level sits at the table, so the plain (beginner) and the route-steering paths both run.
SEATS = {
    "guobiao": ("expert", "normal", "beginner", "expert"),
    "sichuan": ("expert", "normal", "beginner", "expert"),
    "tianjin": ("expert", "normal", "beginner", "expert"),
    "suzhou": ("expert", "normal", "beginner", "expert"),
    "erren": ("expert", "beginner"),
}


def clear_all() -> None:
    analysis.clear_caches()
    routes.clear_caches()


def play(variant: str, seed: str, hands: int, cold: bool) -> list[dict]:
    """The log of `hands` hands of bots; `cold`: every memo emptied before each step."""
    if cold:
        clear_all()
    session = MatchSession(variant, seed, human=None, bot_kind=SEATS[variant],
                           check=(lambda state, events: clear_all()) if cold else None)
    for _ in range(hands):
        while session.step():
            pass
        if session.finished:
            break
        session.next_hand()
    return session.closed_log()


@pytest.mark.parametrize("variant", sorted(SEATS))
def test_bots_play_the_same_moves_with_cold_and_with_warm_caches(variant):
    clear_all()
    play(variant, "warm-up", 1, cold=False)          # the memos now hold another match's hands
    warm = play(variant, "caches", 2, cold=False)
    cold = play(variant, "caches", 2, cold=True)
    actions = [e for e in warm if e["type"] == "action"]
    assert len(actions) > 40                          # two whole hands were played
    assert warm == cold


def _random_hand(rng: random.Random, size: int) -> list[int]:
    counts = [0] * 34
    suit = rng.randrange(3)
    while sum(counts) < size:                         # flush-leaning: routes' constraints matter
        t = rng.choice(range(9 * suit, 9 * suit + 9)) if rng.random() < 0.4 else rng.randrange(34)
        if counts[t] < 4:
            counts[t] += 1
    return counts


def _random_melds(rng: random.Random, n: int) -> tuple[Meld, ...]:
    out = []
    for _ in range(n):
        roll = rng.random()
        if roll < 0.4:
            base = 9 * rng.randrange(3) + rng.randrange(7)
            out.append(Meld(MeldKind.CHOW, (TILES[base], TILES[base + 1], TILES[base + 2]), 1, TILES[base]))
        elif roll < 0.8:
            t = rng.randrange(34)
            out.append(Meld(MeldKind.PUNG, (TILES[t],) * 3, 2, TILES[t]))
        else:
            t = rng.randrange(34)
            out.append(Meld(MeldKind.CONCEALED_KONG, (TILES[t],) * 4))
    return tuple(out)


def _questions(hand14: list[int], melds: tuple[Meld, ...], route_sets) -> list[Callable[[], object]]:
    """Everything the memoised functions are asked about one hand, and about the same tiles with
    another void suit, other shapes, a joker kind or none: keys that forget these mix them up."""
    out: list[Callable[[], object]] = []
    hand13 = list(hand14)
    hand13[max(range(34), key=lambda t: (hand13[t], t))] -= 1
    held = [t for t in range(34) if hand14[t]]
    for found in route_sets:
        out.append(lambda found=found: routes.nearest(found, hand14, melds, slack=0))
        out.append(lambda found=found: routes.nearest(found, hand14, melds, slack=1))
        out.append(lambda found=found: routes.nearest(found, hand13, melds, slack=0))
        out.append(lambda found=found: routes.nearest_after_discards(found, hand14, melds, held))
        out.append(lambda found=found: [routes.distance(r, hand13, melds) for r in found])
    k = len(melds)
    out.append(lambda: analysis.effective_tiles(hand14, k))
    out.append(lambda: analysis.shanten(hand13, k))
    for void in (None, "m", "s"):
        out.append(lambda void=void: analysis.effective_tiles(hand14, k, shapes=("standard",), void_suit=void))
        out.append(lambda void=void: analysis.improving_tiles(hand13, k, shapes=("standard", "seven_pairs"),
                                                              void_suit=void))
    jokers = hand13[4]
    if jokers:                        # the 4m as 混: the same natural tiles, with and without it wild
        naturals = list(hand13)
        naturals[4] = 0
        for kinds in ((4,), ()):
            out.append(lambda kinds=kinds: analysis.improving_tiles(naturals, k, jokers=jokers, joker_kinds=kinds))
            out.append(lambda kinds=kinds: analysis.waits(naturals, k, jokers=jokers, joker_kinds=kinds))
    return out


def test_each_memoised_answer_is_the_fresh_answer():
    rng = random.Random(15)
    route_sets = [guobiao.routes(27, 27), guobiao.routes(28, 29), erren.erren_routes(27, 28), suzhou.EXEMPT_ROUTES]
    questions = []
    for _ in range(60):
        n = rng.choice((0, 0, 1, 1, 2))
        hand = _random_hand(rng, 14 - 3 * n)
        questions += _questions(hand, _random_melds(rng, n), route_sets)
        questions += _questions(hand, _random_melds(rng, n), route_sets)   # the same tiles, other melds
    fresh = []
    for ask in questions:
        clear_all()
        fresh.append(ask())
    clear_all()
    assert [ask() for ask in questions] == fresh                  # each after all those before it
    assert [ask() for ask in reversed(questions)] == fresh[::-1]  # and after all those after it


def test_a_routes_floor_never_exceeds_its_distance():
    # nearest() skips a route whose floor is beyond the best found: a floor above the distance
    # would skip a nearer route and change the plan.
    rng = random.Random(16)
    route_sets = [guobiao.routes(27, 27), erren.erren_routes(27, 28), suzhou.EXEMPT_ROUTES]
    for _ in range(150):
        n = rng.choice((0, 0, 1, 2))
        hand, melds = _random_hand(rng, 14 - 3 * n), _random_melds(rng, n)
        for found in route_sets:
            for route in found:
                assert routes.lower_bound(route, hand, melds) <= routes.distance(route, hand, melds), route.key
