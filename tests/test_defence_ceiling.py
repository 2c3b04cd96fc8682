"""tools/defence_ceiling.py: the oracle drops exactly the discards another seat would win on."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from defence_ceiling import play_hand, safe_discards  # noqa: E402

from game.bots.base import make_bot  # noqa: E402
from rules import engine  # noqa: E402
from rules.actions import Discard, Win  # noqa: E402
from rules.match import hand_config, new_match  # noqa: E402
from rules.variants.registry import get_variant  # noqa: E402


def _wins_on(state, action) -> bool:
    after, _ = engine.apply(state, action)
    return any(isinstance(b, Win) for s in engine.to_act(after) for b in engine.legal_actions(after, s))


def _first_dangerous_turn():
    """The first turn, over seeded baseline hands, where some discard would be won on and some not."""
    variant = get_variant("guobiao")
    for n in range(40):
        seed = f"ceiling-test:{n}"
        match, _ = new_match(variant, seed, {})
        bots = [make_bot("baseline", seed, s) for s in range(4)]
        state, _ = engine.new_hand(variant, hand_config(match))
        while not engine.is_over(state):
            seat = engine.to_act(state)[0]
            legal = engine.legal_actions(state, seat)
            discards = [a for a in legal if isinstance(a, Discard)]
            if discards:
                won = [a for a in discards if _wins_on(state, a)]
                if won and len(won) < len(discards):
                    return state, legal, won
            state, _ = engine.apply(state, bots[seat].decide(engine.view_for(state, seat), legal).action)
    raise AssertionError("no turn with a discard someone wins on in 40 hands")


def test_the_oracle_keeps_only_discards_no_one_wins_on():
    state, legal, won = _first_dangerous_turn()
    kept = safe_discards(state, legal)
    kept_tiles = {a.tile for a in kept if isinstance(a, Discard)}
    assert kept_tiles, "a safe discard is left"
    assert not kept_tiles & {a.tile for a in won}
    assert all(not _wins_on(state, a) for a in kept if isinstance(a, Discard))


def test_the_oracle_hero_does_not_deal_in_where_the_plain_one_did():
    # Over a few seeded hands the plain expert deals in; the oracle expert, on the same deals, never
    # throws a tile someone wins on while a safe one is left.
    plain = [play_hand("guobiao", f"ceiling-hands:{n}", n % 4, "expert", "baseline", False, False) for n in range(8)]
    oracle = [play_hand("guobiao", f"ceiling-hands:{n}", n % 4, "expert", "baseline", True, False) for n in range(8)]
    assert sum(h.deal_in for h in plain) > sum(h.deal_in for h in oracle)
