"""`main.py arena`: duplicate walls, every seating, a well-formed summary, the same numbers for a seed."""
import json

import pytest

import main
from game.cli.arena import ArenaInputError, parse_mode, parse_pair, run_arena, seatings
from game.cli.arena_stats import METRICS, Tally, summarize

TIMING = {"seconds", "jobs"}


def _without_timing(summary):
    out = {k: v for k, v in summary.items() if k not in TIMING}
    out["sides"] = [{k: v for k, v in s.items() if not k.startswith("decision_ms")} for s in summary["sides"]]
    return out


def test_every_kind_sits_in_every_seat_of_every_mode():
    one = seatings(4, 1)
    assert len(one) == 4
    for seat in range(4):
        assert {s[seat] for s in one} == {0, 1}            # each kind in each seat
    assert sorted(s.index(0) for s in one) == [0, 1, 2, 3]  # A once in each seat
    two = seatings(4, 2)
    assert len(two) == 6                                      # every pair of seats for the A side
    assert len({frozenset(i for i, x in enumerate(s) if x == 0) for s in two}) == 6
    assert seatings(2, 1) == [(0, 1), (1, 0)]


def test_modes_are_read_against_the_seats():
    assert parse_mode(None, 4) == (1, 3)
    assert parse_mode("3v1", 4) == (3, 1)
    assert parse_mode("2v2", 4) == (2, 2)
    assert parse_mode(None, 2) == (1, 1)
    assert parse_mode("1v1", 2) == (1, 1)
    for bad, seats in (("1v3", 2), ("1v1", 4), ("4v0", 4), ("x", 4), ("1v2v1", 4)):
        with pytest.raises(ArenaInputError):
            parse_mode(bad, seats)
    with pytest.raises(ArenaInputError):
        parse_pair("baseline")
    with pytest.raises(ArenaInputError):
        parse_pair("baseline,nobody")


def test_a_short_arena_is_well_formed_and_the_same_for_a_seed():
    a = run_arena("guobiao", ("baseline", "random"), 2, "t", mode="1v3", checks=True)
    assert a["walls_played"] == 2 and a["seatings"] == 4 and a["hands"] == 8
    assert [s["seat_hands"] for s in a["sides"]] == [8, 24]
    assert a["errors"] == 0 and a["invariant_violations"] == 0
    for side in a["sides"]:
        assert set(side["metrics"]) == set(METRICS)
        for metric, e in side["metrics"].items():
            if e["value"] is not None:
                assert e["low"] <= e["value"] <= e["high"], metric
    assert set(a["difference"]) == set(METRICS)
    assert a["unit"] in ("", "fan") and a["bonus_rows"] is True
    b = run_arena("guobiao", ("baseline", "random"), 2, "t", mode="1v3", jobs=2)
    assert _without_timing(b) == {**_without_timing(a), "checks": False}
    json.dumps(a)   # --json prints it as it is


def test_a_bot_against_itself_is_level():
    s = run_arena("sichuan", ("baseline", "baseline"), 2, "same", mode="2v2")
    diff = s["difference"]["score"]
    assert diff["value"] == 0.0
    assert diff["low"] <= 0.0 <= diff["high"]


def test_the_bootstrap_is_seeded_and_brackets_the_estimate():
    walls = [[Tally(seat_hands=4, points=p, wins=w), Tally(seat_hands=12, points=-p, wins=1)]
             for p, w in ((8, 1), (-4, 0), (12, 2), (0, 1))]
    one, two = summarize(walls, "s"), summarize(walls, "s")
    assert one == two
    score = one.sides[0]["score"]
    assert score.value == pytest.approx(16 / 16)
    assert score.low <= score.value <= score.high
    assert one.difference["win_rate"].value == pytest.approx(4 / 16 - 4 / 48)


def test_bad_arena_input_is_one_line_and_exit_2(capsys):
    for argv in (["arena", "--variant", "guobiao", "--bots", "baseline,random", "--mode", "2v1"],
                 ["arena", "--variant", "guobiao", "--bots", "baseline", "--walls", "1"],
                 ["arena", "--variant", "guobiao", "--bots", "baseline,random", "--walls", "0"],
                 ["arena", "--variant", "nowhere", "--bots", "baseline,random"],
                 ["arena", "--variant", "guobiao", "--bots", "baseline,random", "--jobs", "0"]):
        assert main.main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("arena: "), err


def test_the_arena_prints_both_sides_and_the_difference(capsys):
    assert main.main(["arena", "--variant", "tianjin", "--bots", "baseline,random", "--walls", "1"]) == 0
    out = capsys.readouterr().out
    assert "baseline - random" in out
    for label in ("score per hand", "win rate", "self-draw rate", "deal-in rate", "draw rate", "mean winning value"):
        assert label in out


def test_rates_past_a_hundred_percent_are_explained(capsys):
    # 血流成河 plays on after each win: a seat wins several times a hand, and the table says so
    # instead of showing a bare "win rate 350%".
    argv = ["arena", "--variant", "sichuan", "--preset", "bloody_river", "--bots", "baseline,random", "--walls", "1"]
    assert main.main(argv) == 0
    assert "play goes on after a win here" in capsys.readouterr().out
    assert main.main(["arena", "--variant", "sichuan", "--bots", "baseline,random", "--walls", "1"]) == 0
    assert "play goes on after a win here" not in capsys.readouterr().out
