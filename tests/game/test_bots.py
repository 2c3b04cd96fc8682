"""The bots: always legal, take wins, keep the plan, refuse claims that break it, read danger."""
import pytest

from game.bots.base import make_bot
from game.bots.policies.guobiao import choose_target
from game.bots.table_reading import Threat, danger
from rules.actions import Discard, Pass, Pung, Win
from rules.engine import apply, is_over, legal_actions, new_hand, to_act, view_for, HandConfig
from rules.tiles import counts_of, parse_tiles, Tile
from rules.variants.registry import get_variant
from tests.rules.helpers_engine import deal, discard

GB = get_variant("guobiao")


@pytest.mark.parametrize("kind", ["default", "random"])
def test_every_bot_action_is_legal_over_whole_hands(kind):
    for hand_no in range(3):
        bots = [make_bot(kind, "legal", p) for p in range(4)]
        state, _ = new_hand(GB, HandConfig(seed="legal", hand_no=hand_no, dealer=hand_no))
        while not is_over(state):
            for seat in to_act(state)[:1]:
                legal = legal_actions(state, seat)
                action = bots[seat].act(view_for(state, seat), legal)
                assert action in legal
                state, _ = apply(state, action)


def test_bot_takes_a_legal_win():
    # The dealer is dealt 九莲宝灯 complete: the first decision is the win.
    state, _ = deal({0: "11123456789995m"})
    bot = make_bot("default", 1, 0)
    action = bot.act(view_for(state, 0), legal_actions(state, 0))
    assert isinstance(action, Win)


def test_bot_discards_the_tile_outside_its_plan():
    # A whole 清龙 in 万 plus a pair of 东: the lone 5p / 4s / 6s do not belong.
    state, _ = deal({0: "123456789m11z5p46s"})
    bot = make_bot("default", 1, 0)
    action = bot.act(view_for(state, 0), legal_actions(state, 0))
    assert isinstance(action, Discard)
    assert str(state.kinds[action.tile]) in ("5p", "4s", "6s")
    assert "清龙" in bot.last_decision.target


def test_bot_will_not_pung_into_a_broken_seven_pairs():
    # Seat 1 holds six pairs and waits for 七对 (24 fans): punging 5p would ruin it.
    state, _ = deal({0: "5p2345678m123s1z2z3z", 1: "1133m5577p99s44z2z"})
    state, _ = discard(state, 0, "5p")
    assert 1 in to_act(state)
    legal = legal_actions(state, 1)
    assert any(isinstance(a, Pung) for a in legal)
    bot = make_bot("default", 1, 1)
    assert isinstance(bot.act(view_for(state, 1), legal), Pass)


def test_bot_pungs_a_dragon_that_completes_its_half_flush():
    # Seat 1: 混一色 in 筒 with a pair of 中; punging 中 gets closer and adds 箭刻.
    state, _ = deal({0: "5z2345678m123s1z2z3z", 1: "123456p789p55z17z"[:0] + "1234567p99p55z66z"})
    state, _ = discard(state, 0, "5z")
    legal = legal_actions(state, 1)
    pungs = [a for a in legal if isinstance(a, Pung)]
    assert pungs
    bot = make_bot("default", 1, 1)
    assert isinstance(bot.act(view_for(state, 1), legal), Pung)


def test_plans_see_flush_and_straight():
    flush = choose_target(counts_of(parse_tiles("1124699p1357z4m")), [], 27, 27)
    assert any("flush" in p.key for p in flush.plans)
    straight = choose_target(counts_of(parse_tiles("123456789s1m5p67z")), [], 27, 27)
    assert straight.plans[0].name_zh == "清龙"


def test_danger_reads_the_table():
    seen = [0] * 34
    held = [0] * 34
    assert danger(4, seen, held, []) == 0.0  # nobody looks ready: nothing is dangerous
    flusher = Threat(seat=1, melds=2, flush_suit=1, discarded=frozenset({12}))
    five_dots, five_chars = Tile.parse("5p").index, Tile.parse("5m").index
    assert danger(five_dots, seen, held, [flusher]) > danger(five_chars, seen, held, [flusher])
    dropped = Tile.parse("4p").index  # 4p was discarded by the threat
    assert danger(dropped, seen, held, [flusher]) < danger(five_dots, seen, held, [flusher])
    seen[31] = 3
    assert danger(31, seen, held, [flusher]) < danger(five_chars, seen, held, [flusher])
