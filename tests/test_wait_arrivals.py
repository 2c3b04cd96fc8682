"""tools/wait_arrivals.py: a ready hero's waits, what the table shows of them, and which came in."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from wait_arrivals import WaitCase, main, play_hand, tabulate  # noqa: E402

from game.bots.base import make_bot  # noqa: E402
from game.cli.arena import wall_seed  # noqa: E402
from rules import engine  # noqa: E402
from rules.match import hand_config, new_match  # noqa: E402
from rules.variants.registry import get_variant  # noqa: E402


def _hero_win() -> tuple[str, int, engine.HandResult]:
    """A seeded hand the expert hero wins against three baseline bots (its seed, seat, result)."""
    variant = get_variant("guobiao")
    for n in range(60):
        seed = wall_seed("arrivals-test", n)
        match, _ = new_match(variant, seed, {})
        bots = [make_bot("expert" if s == 0 else "baseline", seed, s) for s in range(4)]
        state, _ = engine.new_hand(variant, hand_config(match))
        while not engine.is_over(state):
            seat = engine.to_act(state)[0]
            legal = engine.legal_actions(state, seat)
            state, _ = engine.apply(state, bots[seat].decide(engine.view_for(state, seat), legal).action)
        result = engine.result(state)
        if any(w.seat == 0 for w in result.wins):
            return seed, 0, result
    raise AssertionError("no hand won by the hero in 60 walls")


def test_the_winning_tile_is_the_one_case_that_came_in():
    seed, seat, result = _hero_win()
    win = next(w for w in result.wins if w.seat == seat)
    cases = play_hand("guobiao", seed, seat, "expert", "baseline")
    came = [c for c in cases if c.by_discard or c.by_draw]
    assert len(came) == 1, "exactly the last wait set's winning kind came in"
    assert came[0].kind == win.kind.index
    assert came[0].by_draw == win.self_drawn and came[0].by_discard != win.self_drawn
    assert all(c.live >= 1 and 0 <= c.in_rivers <= 4 for c in cases)


def test_tabulate_compares_each_group_with_the_mean_per_live_copy():
    cases = ([WaitCase(0, "terminal", 2, 0, False, by_discard=True)] + [WaitCase(1, "two_eight", 2, 0, False)] * 3
             + [WaitCase(9, "terminal", 1, 2, False, by_discard=True), WaitCase(10, "two_eight", 3, 2, True, by_draw=True)])
    rows = {r.key: r for r in tabulate(cases, lambda c: min(c.in_rivers, 2))}
    # 2 discard arrivals over 12 live copies: the mean is 1/6 a copy; no rivers 1 over 8, two in the rivers 1 over 4
    assert rows[0].live == 8 and rows[2].live == 4
    assert rows[0].discard_ratio[1] == pytest.approx((1 / 8) / (2 / 12))
    assert rows[2].discard_ratio[1] == pytest.approx((1 / 4) / (2 / 12))
    assert rows[2].draw_ratio[1] == pytest.approx(3.0) and rows[0].draw_ratio[1] == 0.0
    low, _, high = rows[2].discard_ratio
    assert low < rows[2].discard_ratio[1] < high


def test_a_variant_without_discard_wins_gets_a_message(capsys):
    assert main(["--variant", "tianjin", "--walls", "1"]) == 2
    assert "no wins on a discard" in capsys.readouterr().err
