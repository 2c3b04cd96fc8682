"""tools/defence_ceiling.py: the oracle drops exactly the discards another seat would win on."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from defence_ceiling import main, play_hand, safe_discards  # noqa: E402

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


def test_the_oracle_hero_deals_in_less_than_the_plain_one_on_the_same_deals():
    # Over a few seeded hands the plain expert deals in; the oracle expert, on the same deals,
    # throws a tile someone wins on only when no safe one is left.
    plain = [play_hand("guobiao", f"ceiling-hands:{n}", n % 4, "expert", "baseline", False) for n in range(8)]
    oracle = [play_hand("guobiao", f"ceiling-hands:{n}", n % 4, "expert", "baseline", True) for n in range(8)]
    assert sum(t.seat_hands for t in plain) == sum(t.seat_hands for t in oracle) == 8
    assert sum(t.deal_ins for t in plain) > sum(t.deal_ins for t in oracle)


def test_bad_command_lines_get_a_message_not_a_traceback(capsys):
    assert main(["--walls", "0"]) == 2
    assert main(["--variant", "nowhere"]) == 2
    assert main(["--hero", "grandmaster"]) == 2
    assert main(["--hero", "random", "--no-caution"]) == 2
    err = capsys.readouterr().err
    assert "--walls and --jobs must be at least 1" in err
    assert "unknown variant 'nowhere'" in err
    assert "unknown bot kind 'grandmaster'" in err
    assert "--no-caution needs a hero with danger weights" in err


def test_one_wall_prints_both_sides_and_the_difference(capsys):
    assert main(["--walls", "1", "--seed", "t1"]) == 0
    out = capsys.readouterr().out
    assert "4 hero seat-hands each" in out
    assert "deal-in rate" in out and "A - B" in out


def _gated_turns(monkeypatch, when: str) -> list[int]:
    """The hero's plain distance (14 tiles) on each turn the oracle filtered, over a few hands."""
    import defence_ceiling
    from rules.analysis import shanten
    from game.bots.table_reading import hand_counts

    seen: list[int] = []

    def recording(state, legal):
        seat = engine.to_act(state)[0]
        view = engine.view_for(state, seat)
        seen.append(shanten(hand_counts(view), len(view.melds[seat])))
        return safe_discards(state, legal)

    monkeypatch.setattr(defence_ceiling, "safe_discards", recording)
    for n in range(3):
        play_hand("guobiao", f"ceiling-when:{n}", n % 4, "expert", "baseline", True, when=when)
    return seen


def test_the_oracle_steps_in_only_where_when_says(monkeypatch):
    # --when ready: only turns one discard from ready or nearer; far: only the others; always: both.
    ready, far, always = (_gated_turns(monkeypatch, w) for w in ("ready", "far", "always"))
    assert ready and all(d <= 0 for d in ready)
    assert far and all(d >= 1 for d in far)
    assert any(d <= 0 for d in always) and any(d >= 1 for d in always)


def test_an_unknown_when_is_refused_by_the_command_line(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--when", "sometimes"])
    assert exc.value.code == 2
    assert "invalid choice: 'sometimes'" in capsys.readouterr().err
