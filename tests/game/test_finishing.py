"""The finishing search (game/bots/finishing.py): the ways to win a hand keeps, the chance their
tiles come, and what each discard keeps of them."""
from game.bots.finishing import (ArrivalCurves, Pace, finishing_values,
                                 standard_ways)
from rules.tiles import NUM_PLAY_KINDS, Tile, counts_of, parse_tiles


def _counts(text: str) -> list[int]:
    return counts_of(parse_tiles(text))


def _k(text: str) -> int:
    return Tile.parse(text).index


LIVE = [4] * NUM_PLAY_KINDS


def test_a_ready_hand_has_one_way_per_wait():
    # 123m 456p 789s 11z 45s: waits on 3s and 6s, each a way that needs one tile
    ways = standard_ways(_counts("123m456p789s11z45s"), 4, LIVE, 1)
    assert sorted(m for w in ways for m in w.missing) == [(_k("3s"), 1), (_k("6s"), 1)]
    assert all(w.excess == () for w in ways)


def test_a_missing_copy_must_be_live():
    live = list(LIVE)
    live[_k("3s")] = 0
    ways = standard_ways(_counts("123m456p789s11z45s"), 4, live, 1)
    assert [w.missing for w in ways] == [((_k("6s"), 1),)]


def test_more_draws_and_more_live_copies_raise_the_chance():
    wait = [(_k("3s"), 1)]
    few, many = list(LIVE), list(LIVE)
    few[_k("3s")] = 1
    assert ArrivalCurves(100, 10, 0.0).chance(wait, few) < ArrivalCurves(100, 10, 0.0).chance(wait, many)
    assert ArrivalCurves(100, 5, 0.0).chance(wait, many) < ArrivalCurves(100, 15, 0.0).chance(wait, many)
    assert ArrivalCurves(100, 1, 0.0).chance([(_k("3s"), 2)], many) == 0.0     # two tiles never come in one draw


def test_a_hazard_counts_slow_ways_for_less():
    one, two = [(_k("3s"), 1)], [(_k("3s"), 1), (_k("6s"), 1)]
    plain = ArrivalCurves(100, 15, 0.0)
    racing = ArrivalCurves(100, 15, 0.1)
    assert racing.chance(one, LIVE) < plain.chance(one, LIVE)
    # the two-tile way loses more of its chance to the race than the one-tile way
    assert racing.chance(two, LIVE) / plain.chance(two, LIVE) < racing.chance(one, LIVE) / plain.chance(one, LIVE)


def test_a_wait_of_a_class_that_comes_in_more_often_counts_more():
    counts = _counts("123m456p789s11z45s")
    way = standard_ways(counts, 4, LIVE, 1)[0]
    weights = [1.0] * NUM_PLAY_KINDS
    weights[way.missing[0][0]] = 1.4
    assert Pace(wait_weights=weights).of(way) == (1.4,)


def test_each_discard_is_worth_the_ways_it_keeps():
    # 14 tiles: 123m 456p 789s 11z 45s + 9m. Throwing 9m keeps both waits; throwing 4s keeps
    # only ways that need two tiles.
    counts = _counts("123m456p789s11z45s9m")
    table = finishing_values(counts, 0, 1, [4 - c for c in counts], 100, 15, lambda tiles, win: 10.0, slack=0)
    assert table is not None
    assert table.by_discard[_k("9m")] > table.by_discard.get(_k("4s"), 0.0)
    assert table.wins_by_discard[_k("9m")] == 2


def test_ways_that_are_no_legal_win_are_worth_nothing():
    counts = _counts("123m456p789s11z45s9m")
    live = [4 - c for c in counts]
    # a scorer that accepts only the win on 6s
    table = finishing_values(counts, 0, 1, live, 100, 15, lambda tiles, win: 10.0 if win == _k("6s") else 0.0,
                             slack=0)
    assert table is not None
    assert table.wins_by_discard[_k("9m")] == 1


def test_no_way_holds_the_void_suit():
    # 四川 定缺 in 条: 45s can never be kept, so the only ways throw both and keep the rest
    counts = _counts("123m456p789p11m45s")
    banned = frozenset(range(_k("1s"), _k("9s") + 1))
    ways = standard_ways(counts, 4, LIVE, 3, banned)
    assert ways and all(w.tiles[k] == 0 for w in ways for k in banned)
    assert all({_k("4s"), _k("5s")} <= {k for k, _ in w.excess} for w in ways)
