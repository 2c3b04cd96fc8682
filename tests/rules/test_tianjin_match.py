"""天津 across hands: 打风 (the dice pick who draws first), the dealer staying, a 锅 of four 圈,
and 打风 again after it (again and again while the 上下家 order is unchanged)."""
from rules.events import SeatsDrawn, WinRecord
from rules.match import hand_config, match_over, new_match, next_hand
from rules.scoring import ScoreResult
from rules.tiles import WIND_LETTERS, Tile
from rules.variants.results import HandResult
from rules.variants.registry import get_variant
from rules.variants.tianjin.phases import _cycle, draw_seats
from rules.variants.tianjin.events import WindsDrawn
from rules.variants.tianjin.state import TianjinState

TJ = get_variant("tianjin")


def booked(dealer, winner=None):
    wins = () if winner is None else (WinRecord(winner, 0, Tile.parse("1m"), None, False,
                                                ScoreResult(True, 2, "value")),)
    pay = [0, 0, 0, 0]
    if winner is not None:
        pay = [-2, -2, -2, -2]
        pay[winner] = 6
    return HandResult(wins, winner is None, tuple(pay), (), dealer, "", TianjinState())


def test_the_dice_pick_who_draws_first_and_everyone_sits_at_the_wind_drawn():
    for seed in range(20):
        match, events = new_match(TJ, seed)
        draws = [e for e in events if isinstance(e, WindsDrawn)]
        assert len(draws) == 1 and isinstance(events[-1], SeatsDrawn)
        d = draws[0]
        assert sorted(d.places) == [0, 1, 2, 3] and d.thrower == d.places[0] and not d.again
        # the thrower counts himself as 1, his 下家 2, ... round the table
        assert d.first == d.places[(sum(d.values) - 1) % 4]
        assert d.order == tuple(d.places[(d.places.index(d.first) + k) % 4] for k in range(4))
        assert sorted(d.winds) == sorted(WIND_LETTERS) and events[-1].winds == d.winds
        assert match.seat_of_player == tuple(WIND_LETTERS.index(w) for w in d.winds)
        assert match.dealer == 0 and hand_config(match).seat_winds == ("E", "S", "W", "N")


def test_the_dealer_stays_and_only_a_pass_of_the_deal_counts_toward_the_round():
    match, _ = new_match(TJ, 1)
    match, _ = next_hand(match, booked(0, winner=0))     # the dealer wins: he deals again
    match, _ = next_hand(match, booked(0))               # 荒庄: again
    assert match.dealer == 0 and match.deals_passed == 0 and match.hand_no == 2
    match, _ = next_hand(match, booked(0, winner=2))     # a 闲家 wins: the deal passes
    assert match.dealer == 1 and match.deals_passed == 1


def _play_a_guo(match):
    """Book hands in which the dealer's 下家 always wins, until a 锅 of four 圈 has passed."""
    events = []
    for _ in range(16):
        match, more = next_hand(match, booked(match.dealer, winner=(match.dealer + 1) % 4))
        events += more
    return match, events


def test_one_guo_is_the_default_match():
    match, _ = new_match(TJ, 5)
    match, events = _play_a_guo(match)
    assert match_over(match) and not any(isinstance(e, WindsDrawn) for e in events)


def test_seats_are_drawn_again_after_a_guo_with_a_changed_order():
    for seed in range(10):
        match, _ = new_match(TJ, seed, {"match_rounds": 8})
        before = match.seat_of_player
        for _ in range(15):
            match, more = next_hand(match, booked(match.dealer, winner=(match.dealer + 1) % 4))
            assert not more and match.seat_of_player == before
        winds_seen = {match.round_wind}
        match, events = next_hand(match, booked(match.dealer, winner=(match.dealer + 1) % 4))
        draws = [e for e in events if isinstance(e, WindsDrawn)]
        assert draws and all(d.session == 1 for d in draws) and isinstance(events[-1], SeatsDrawn)
        assert all(d.again for d in draws[:-1]) and not draws[-1].again
        # players sat where they were; East threw
        assert draws[0].places == tuple(before.index(s) for s in range(4)) and draws[0].thrower == before.index(0)
        assert _cycle(match.seat_of_player) != _cycle(before)
        assert match.dealer == 0 and match.round_wind == "E" and winds_seen == {"N"}
        assert not match_over(match)
        match, _ = _play_a_guo(match)
        assert match_over(match)


def test_a_redraw_that_keeps_the_order_is_done_again():
    previous = (0, 1, 2, 3)
    seed = next(s for s in range(500) if len([e for e in draw_seats(s, 1, previous, 4)[1]
                                                if isinstance(e, WindsDrawn)]) > 1)
    seats, events = draw_seats(seed, 1, previous, 4)
    draws = [e for e in events if isinstance(e, WindsDrawn)]
    assert draws[0].again and [d.attempt for d in draws] == list(range(1, len(draws) + 1))
    first = tuple(WIND_LETTERS.index(w) for w in draws[0].winds)
    assert _cycle(first) == _cycle(previous) and _cycle(seats) != _cycle(previous)
    # a later attempt starts from the same places and the same thrower
    assert all(d.places == draws[0].places and d.thrower == 0 for d in draws)
