"""The match: 打风, 16 hands, 圈风 and 门风, dealer rotation, the optional seat swap."""
import random

import pytest

from helpers_engine import GB
from rules.actions import Win
from rules.engine import apply, is_over, legal_actions, new_hand, result, to_act
from rules.events import SeatsDrawn, SeatsRotated, WinRecord
from rules.match import draw_seats, hand_config, match_over, new_match, next_hand
from rules.scoring import ScoreResult
from rules.tiles import Tile
from rules.variants.results import HandResult

SCORE = ScoreResult(True, 10, "fan", (), True)


def exhausted(dealer):
    return HandResult((), True, (0, 0, 0, 0), (), dealer, "荒庄")


def dealer_self_draw(dealer, fans=10):
    pay = [-(8 + fans)] * 4
    pay[dealer] = 3 * (8 + fans)
    win = WinRecord(dealer, 0, Tile.parse("1m"), None, False, ScoreResult(True, fans, "fan", (), True))
    return HandResult((win,), False, tuple(pay), (), dealer, "win")


def test_seat_draw_gives_each_player_one_wind_from_its_own_generator():
    seats, event = draw_seats("m1", 4)
    assert sorted(seats) == [0, 1, 2, 3]
    assert isinstance(event, SeatsDrawn) and [ "ESWN".index(w) for w in event.winds] == list(seats)
    assert draw_seats("m1", 4) == (seats, event)
    assert len({draw_seats(f"m{i}", 4)[0] for i in range(30)}) > 5


def test_sixteen_hands_rotate_the_dealer_and_the_winds():
    match, events = new_match(GB, "rot")
    assert isinstance(events[0], SeatsDrawn)
    seen = []
    while not match_over(match):
        config = hand_config(match)
        winds = config.winds()
        assert winds[config.dealer] == "E" and winds[(config.dealer + 1) % 4] == "S"
        seen.append((config.hand_no, config.dealer, config.round_wind))
        # the dealer's own win does not keep the deal in 国标
        outcome = dealer_self_draw(config.dealer) if config.hand_no % 3 == 0 else exhausted(config.dealer)
        match, _ = next_hand(match, outcome)
    assert [s[1] for s in seen] == [0, 1, 2, 3] * 4
    assert [s[2] for s in seen] == list("EEEESSSSWWWWNNNN")
    assert [s[0] for s in seen] == list(range(16))
    assert len(match.history) == 16 and sum(match.scores) == 0
    with pytest.raises(ValueError, match="over"):
        hand_config(match)


def test_dealer_repeat_option_keeps_the_deal_after_the_dealers_win():
    match, _ = new_match(GB, "rep", {"dealer_repeat": True})
    match, _ = next_hand(match, dealer_self_draw(0))
    assert match.dealer == 0 and match.deals_passed == 0 and match.hand_no == 1
    match, _ = next_hand(match, exhausted(0))
    assert match.dealer == 1 and match.deals_passed == 1


def test_scores_are_booked_to_players_through_their_seats():
    match, _ = new_match(GB, "book")
    dealer_player = match.player_at(0)
    match, _ = next_hand(match, dealer_self_draw(0, fans=12))
    assert match.scores[dealer_player] == 60
    assert all(match.scores[p] == -20 for p in range(4) if p != dealer_player)
    assert match.history[0].winners == (dealer_player,) and match.history[0].dealer_player == dealer_player
    config = hand_config(match)
    assert config.scores[0] == 60 and config.scores[1] == -20
    with pytest.raises(ValueError, match="dealt by seat 0"):
        next_hand(match, exhausted(0))


def play_round(match, rounds=1):
    """Book exhausted hands until `rounds` more 圈 have passed; returns the match and events."""
    events = []
    target = match.deals_passed + 4 * rounds
    while match.deals_passed < target:
        match, more = next_hand(match, exhausted(hand_config(match).dealer))
        events += more
    return match, events


def test_seat_rotation_follows_the_official_swap_and_seats_everyone_at_every_wind():
    match, _ = new_match(GB, "swap", {"seat_rotation": True})
    first = match.seat_of_player
    by_round = [first]
    for rnd in range(3):
        match, events = play_round(match)
        assert [type(e) for e in events] == [SeatsRotated] and events[0].round_wind == "SWN"[rnd]
        by_round.append(match.seat_of_player)
    player_at = [{seat: p for p, seat in enumerate(seats)} for seats in by_round]
    E, S, W, N = range(4)
    # 南: east<->south, west<->north
    assert (player_at[1][S], player_at[1][E], player_at[1][N], player_at[1][W]) == \
        (player_at[0][E], player_at[0][S], player_at[0][W], player_at[0][N])
    # 西: east -> west, south -> north, west -> south, north -> east
    assert (player_at[2][W], player_at[2][N], player_at[2][S], player_at[2][E]) == \
        (player_at[1][E], player_at[1][S], player_at[1][W], player_at[1][N])
    # 北: east<->south, west<->north again
    assert (player_at[3][S], player_at[3][E], player_at[3][N], player_at[3][W]) == \
        (player_at[2][E], player_at[2][S], player_at[2][W], player_at[2][N])
    for p in range(4):
        assert sorted(seats[p] for seats in by_round) == [0, 1, 2, 3]
    match, events = play_round(match)
    assert events == [] and match_over(match)


def test_without_the_option_nobody_moves():
    match, _ = new_match(GB, "stay")
    seats = match.seat_of_player
    match, events = play_round(match, 4)
    assert events == [] and match.seat_of_player == seats and match_over(match)


def test_a_whole_match_plays_through_the_engine():
    match, _ = new_match(GB, "whole", {"seat_rotation": True})
    rng = random.Random(4)
    while not match_over(match):
        state, _ = new_hand(GB, hand_config(match))
        while not is_over(state):
            seat = to_act(state)[0]
            acts = legal_actions(state, seat)
            wins = [a for a in acts if isinstance(a, Win)]
            state, _ = apply(state, wins[0] if wins else rng.choice(acts))
        match, _ = next_hand(match, result(state))
    assert len(match.history) == 16 and sum(match.scores) == 0
    assert [h.round_wind for h in match.history] == list("EEEESSSSWWWWNNNN")
