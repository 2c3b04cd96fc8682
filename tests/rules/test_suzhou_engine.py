"""苏州 on the table engine: scripted hands (stacked walls) for every procedure rule of
docs/rules/suzhou.md — flowers, the worked example, 豹子 / 滴零, 漏碰, 漏胡, the threshold at
claim time, 包饺子, 抢杠, a flower as a kong replacement, 花开, 一炮多响 — and the match carry.

Seat 0 deals unless said; one throw of two dice ((3, 4): no 豹子). Seats not scripted get filler
tiles; every claim window the test does not care about is passed.
"""
import random

from helpers_engine import (act, check_invariants, check_no_leak, discard, find, ids_of, pass_all,
                            stack_wall, tsumogiri_until)
from rules.actions import AddedKong, ConcealedKong, Discard, Kong, Pass, Pung, Win
from rules.engine import (CLAIM, ROB, HandConfig, apply, is_over, legal_actions, new_hand,
                          result, to_act, view_for)
from rules.events import FlowerReplaced, HandExhausted, KongRobbed, Settled, TileDrawn
from rules.invariants import leak_violations, table_violations
from rules.match import hand_config, new_match, next_hand
from rules.variants.registry import get_variant
from rules.variants.suzhou.events import DilingNext, FlowerTally, HandDoubled, HuaSettlement
from rules.variants.suzhou import VARIANT as SUZHOU
from rules.variants.suzhou.scoring import score_suzhou

context_from_json = SUZHOU.read_hand

SZ = get_variant("苏州")


def sz_deal(hands=None, draws="", tail="", *, dealer=0, throws=((3, 4),), options=None, carry=None):
    wall = stack_wall(hands, draws, tail, dealer=dealer, variant=SZ, throws=throws)
    config = HandConfig(seed="scenario", dealer=dealer, options=options or {}, carry=carry or {})
    return new_hand(SZ, config, stacked=wall)


def throw_drawn(state):
    """The seat on turn discards the tile it just drew; every claim on it is passed."""
    seat = state.turn
    state, events = act(state, Discard(seat, state.drawn))
    state, more = pass_all(state)
    return state, events + more


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


def names(score):
    return {i.name_zh for i in score.items}


# seat 1: 七对 清一色 waiting on 7m, dealt with 5 flower tiles (replaced by 55667m from the tail)
WORKED = {1: "11223344m1f2f3f4f1x"}
WORKED_TAIL = "55667m"
# seat 1 draws 9p first (and throws it: no 地胡), the others draw 1s 2s 3s, then seat 1 draws 7m
WORKED_DRAWS = "9p1s2s3s7m"


def play_worked_example(**kw):
    state, events = sz_deal(WORKED, WORKED_DRAWS, WORKED_TAIL, **kw)
    for _ in range(5):                     # 0 throws its jump tile; 1, 2, 3, 0 throw their draws
        state, more = throw_drawn(state)
        events += more
    assert state.turn == 1 and state.kinds[state.drawn].index == 6   # 7m
    state, more = act(state, Win(1))
    return state, events + more


def test_flowers_are_set_aside_at_the_deal_with_a_running_tally():
    state, events = sz_deal(WORKED, WORKED_DRAWS, WORKED_TAIL)
    assert len(state.flowers[1]) == 5 and not any(SZ.is_flower(state.kinds[t]) for t in state.hands[1])
    assert sum(1 for e in events if isinstance(e, FlowerReplaced) and e.seat == 1) == 5
    tallies = {e.seat: e for e in of(events, FlowerTally)}
    assert tallies[1].flower_count == 5 and tallies[1].hua == 5 and tallies[0].hua == 0
    assert len(state.wall.tiles) == 152 and state.variant.wall_stacks == (19, 19, 19, 19)
    assert view_for(state, 2).extra.hua_public == (0, 5, 0, 0)
    check_invariants(state)
    check_no_leak(state, events)


def test_dragons_are_flowers_and_are_replaced_when_drawn():
    state, events = sz_deal({1: "11223344m5566m9p"}, draws="5z")
    state, events = throw_drawn(state)
    drawn = of(events, TileDrawn)
    assert [(d.reason, str(d.kind)) for d in drawn][:1] == [("turn", "5z")]
    assert drawn[1].reason == "flower" and drawn[1].source == "tail"
    assert [str(state.kinds[t]) for t in state.flowers[1]] == ["5z"]
    tally = next(e for e in events if isinstance(e, FlowerTally))
    assert tally.seat == 1 and tally.flower_count == 1


def test_the_worked_example_pays_40_from_each_of_the_three_others():
    state, events = play_worked_example()
    win = state.wins[0]
    assert win.seat == 1 and win.self_drawn and win.score.total == 40
    assert names(win.score) == {"底", "硬花（七对翻倍）", "七对", "清一色"}
    assert result(state).payments == (-40, 120, -40, -40)
    settlement = of(events, HuaSettlement)[0]
    assert settlement.hua == 40 and settlement.multiplier == 1 and settlement.total == 40
    assert {line.name_zh: line.why for line in settlement.lines}["硬花（七对翻倍）"].endswith("(5 set aside)")
    assert sorted(t.payer for t in settlement.transfers) == [0, 2, 3]
    assert not of(events, DilingNext)
    check_invariants(state)
    check_no_leak(state, events)


def test_baozi_doubles_the_hand_and_makes_the_next_hand_diling():
    state, events = play_worked_example(throws=((3, 3),))
    doubled = of(events, HandDoubled)[0]
    assert doubled.baozi and not doubled.diling and doubled.multiplier == 2 and doubled.dice == (3, 3)
    assert events.index(doubled) == next(i for i, e in enumerate(events) if type(e).__name__ == "DiceRolled") + 1
    assert state.wins[0].score.total == 80 and "豹子" in names(state.wins[0].score)
    assert result(state).payments == (-80, 240, -80, -80)
    assert of(events, DilingNext)[0].reasons == ("豹子",)
    # the match carries 滴零 into the next hand
    match, _ = new_match(SZ, "carry")
    match, _ = next_hand(match, result(state))
    config = hand_config(match)
    assert config.carry == {"diling": True, "diling_reasons": ["豹子"]}
    assert HandConfig.from_json(config.to_json()).carry == config.carry
    nxt, events = new_hand(SZ, config)
    doubled = of(events, HandDoubled)[0]
    assert doubled.diling and doubled.multiplier == 2 and "滴零: the previous hand was 豹子" in doubled.reasons
    assert nxt.extra.diling and view_for(nxt, 0).extra.multiplier == 2
    # a plain hand with one winner carries nothing
    plain, _ = play_worked_example()
    assert SZ.carry_over(result(plain), config.carry, SZ.resolve_options(None))["diling"] is False
    assert match.dealer == 1                                    # the winner deals next


def test_diling_applies_on_top_of_the_scripted_hand():
    state, _ = play_worked_example(carry={"diling": True, "diling_reasons": ["荒庄"]})
    assert state.wins[0].score.total == 80 and "滴零" in names(state.wins[0].score)
    both, _ = play_worked_example(throws=((2, 2),), carry={"diling": True})
    assert both.wins[0].score.total == 80          # no stacking by default
    stacked, _ = play_worked_example(throws=((2, 2),), carry={"diling": True},
                                     options={"baozi_diling_stack": True})
    assert stacked.wins[0].score.total == 160


def test_an_exhausted_hand_makes_the_next_hand_diling_and_the_dealer_stays():
    state, events = sz_deal({})
    state, events = tsumogiri_until(state, -1)
    assert is_over(state) and of(events, HandExhausted)
    assert result(state).payments == (0, 0, 0, 0)
    assert of(events, DilingNext)[-1].reasons == ("荒庄",)
    match, _ = new_match(SZ, "draw")
    match, _ = next_hand(match, result(state))
    assert match.dealer == 0 and match.carry["diling"] and match.carry["diling_reasons"] == ["荒庄"]


def test_lou_peng_a_passed_pung_may_not_be_taken_before_the_next_draw():
    state, _ = sz_deal({0: "5p", 1: "5p", 2: "55p"}, draws="9s")
    state, _ = discard(state, 0, "5p")
    assert Pung in {type(a) for a in legal_actions(state, 2)}
    state, _ = act(state, Pass(2))
    state, _ = pass_all(state)
    assert view_for(state, 2).extra.no_pung == ("5p",)
    state, _ = discard(state, 1, "5p")                         # before seat 2 has drawn again
    assert not find(legal_actions(state, 2), Pung) and not find(legal_actions(state, 2), Kong)
    state, _ = pass_all(state)
    assert state.turn == 2 and view_for(state, 2).extra.no_pung == ()   # the draw lifts it


def test_lou_peng_is_lifted_by_the_next_draw():
    state, _ = sz_deal({0: "5p", 2: "55p", 3: "5p"}, draws="9s9s9s")
    state, _ = discard(state, 0, "5p")
    state, _ = act(state, Pass(2))
    state, _ = pass_all(state)
    for _ in range(2):                                          # seats 1 and 2 draw and throw
        state, _ = throw_drawn(state)
    state, _ = discard(state, 3, "5p")
    assert find(legal_actions(state, 2), Pung)


def test_lou_peng_after_throwing_one_of_three():
    state, _ = sz_deal({1: "555p", 2: "5p"}, draws="9s9s")
    state, _ = throw_drawn(state)
    state, _ = discard(state, 1, "5p")                          # seat 1 keeps 55p
    state, _ = pass_all(state)
    assert view_for(state, 1).extra.no_pung == ("5p",)
    state, _ = discard(state, 2, "5p")
    assert not find(legal_actions(state, 1), Pung)             # 55p in hand, but not allowed


# seat 2: 门清, waiting on 3m / 6m
WAITER = "45m123p456p789s11s"


def test_lou_hu_after_passing_a_win_no_win_on_any_discard_before_the_next_draw():
    state, _ = sz_deal({0: "3m", 1: "6m", 2: WAITER, 3: "3m"}, draws="9s9p9s")
    state, _ = discard(state, 0, "3m")
    assert Win(2) in legal_actions(state, 2)
    state, _ = act(state, Pass(2))
    state, _ = pass_all(state)
    assert view_for(state, 2).extra.no_win
    state, _ = discard(state, 1, "6m")                          # another winning tile
    assert Win(2) not in legal_actions(state, 2)


def test_lou_hu_is_lifted_by_the_next_draw():
    state, _ = sz_deal({0: "3m", 2: WAITER, 3: "3m"}, draws="9s9p")
    state, _ = discard(state, 0, "3m")
    state, _ = act(state, Pass(2))
    state, _ = pass_all(state)
    state, _ = throw_drawn(state)                               # seat 1
    state, _ = throw_drawn(state)                               # seat 2 draws 9p: the block goes
    state, _ = discard(state, 3, "3m")
    assert Win(2) in legal_actions(state, 2)


def test_lou_hu_same_tile_option_forbids_only_the_tile_passed():
    state, _ = sz_deal({0: "3m", 1: "6m", 2: WAITER}, draws="9s", options={"pass_win_rule": "same_tile"})
    state, _ = discard(state, 0, "3m")
    state, _ = act(state, Pass(2))
    state, _ = pass_all(state)
    state, _ = discard(state, 1, "6m")
    assert Win(2) in legal_actions(state, 2)


# seat 2 pungs 5s off the dealer and throws 1z; seat 3 throws its draw; the dealer draws
OPEN_PLAIN = {0: "5s9m", 2: "55s234m456p78m99s1f"}      # waits 6m/9m with 1 flower: 1 花
OPEN_PUNGS = {0: "5s9s", 2: "55s222m444p66m99s1f"}      # waits 6m/9s, 对对胡


def open_hand(hands):
    state, events = sz_deal(hands, draws="1p2p", tail="1z")
    state, _ = discard(state, 0, "5s")
    state, _ = act(state, find(legal_actions(state, 2), Pung)[0])
    state, _ = pass_all(state)
    state, _ = discard(state, 2, "1z")
    state, _ = pass_all(state)
    state, _ = throw_drawn(state)                               # seat 3
    assert state.turn == 0 and len(state.flowers[2]) == 1 and len(state.melds[2]) == 1
    return state


def test_under_the_threshold_a_win_on_a_discard_is_not_offered():
    state = open_hand(OPEN_PLAIN)
    state, _ = discard(state, 0, "9m")
    assert Win(2) not in legal_actions(state, 2)
    # the same wait scored directly: a win, short of the minimum
    ctx = context_from_json({"melds": [{"type": "pung", "tiles": "555s", "from": 2}],
                             "concealed": "234m456p78m99s", "win_tile": "9m", "flags": {"flowers": 1}})
    assert not score_suzhou(ctx, SZ.resolve_options(None)).meets_minimum


def test_an_exempt_pattern_wins_under_the_threshold():
    state = open_hand(OPEN_PUNGS)
    state, _ = discard(state, 0, "9s")
    assert Win(2) in legal_actions(state, 2)
    state, events = act(state, Win(2))
    state, more = pass_all(state)
    win = state.wins[0]
    assert "对对胡" in names(win.score) and win.from_seat == 0
    pay = result(state).payments
    assert pay[0] == -win.score.total and pay[2] == win.score.total and pay[1] == pay[3] == 0


# seat 1 holds 888s; the dealer throws 8s; the kong's replacement completes 234m456p78m99s
FED = {0: "8s", 1: "888s234m456p78m99s"}


def test_bao_jiaozi_the_feeder_of_the_kong_pays_three_times():
    state, events = sz_deal(FED, tail="9m")
    state, _ = discard(state, 0, "8s")
    state, more = act(state, find(legal_actions(state, 1), Kong)[0])
    state, _ = pass_all(state)
    assert state.turn == 1 and Win(1) in legal_actions(state, 1)
    state, more = act(state, Win(1))
    score = state.wins[0].score
    assert names(score) == {"底", "明杠", "包饺子"} and score.total == 11
    assert result(state).payments == (-33, 33, 0, 0)
    assert "包饺子" in of(more, Settled)[0].transfers[0].reason
    check_invariants(state)


def test_a_flower_drawn_as_a_kong_replacement_is_replaced_and_the_win_is_still_on_the_kong():
    state, events = sz_deal(FED, tail="1f9m")
    state, _ = discard(state, 0, "8s")
    state, events = act(state, find(legal_actions(state, 1), Kong)[0])
    drawn = of(events, TileDrawn)
    assert [(d.reason, str(d.kind)) for d in drawn] == [("kong", "1f"), ("flower", "9m")]
    assert of(events, FlowerReplaced)[0].seat == 1 and of(events, FlowerTally)[-1].flower_count == 1
    state, _ = act(state, Win(1))
    score = state.wins[0].score
    assert names(score) == {"底", "硬花", "明杠", "包饺子"} and score.total == 12
    assert result(state).payments == (-36, 36, 0, 0)
    check_no_leak(state, events)


def test_a_concealed_kong_replacement_win_is_gang_kai_paid_by_all():
    state, _ = sz_deal({0: "2222s234m456p78m99s"}, tail="1f9m")
    state, events = act(state, ConcealedKong(0, state.kinds[ids_of(state, 0, "2s")[0]]))
    assert [d.reason for d in of(events, TileDrawn)] == ["kong", "flower"]
    tally = [e for e in of(events, FlowerTally) if e.soft_concealed][0]
    assert tally.seat == 0 and tally.soft_concealed == 2 and tally.hua == 2
    hidden = tally.masked_for(1)               # others do not learn what the concealed kong is worth
    assert hidden.soft_concealed is None and hidden.hua is None and hidden.hua_public == tally.hua_public
    check_no_leak(state, events)
    state, _ = act(state, Win(0))
    score = state.wins[0].score
    assert "杠开" in names(score) and "包饺子" not in names(score)
    assert score.total == 5 + 1 + 2 + 5 + 5          # 底 硬花 暗杠 小门清 杠开 (no 天胡: a kong came first)
    assert result(state).payments == (54, -18, -18, -18)


def test_hua_kai_a_win_on_a_flower_replacement():
    state, _ = sz_deal({1: "234m456p678s78m99s"}, draws="9p1s2s3s1f", tail="9m")
    for _ in range(5):
        state, _ = throw_drawn(state)
    assert state.turn == 1 and Win(1) in legal_actions(state, 1)
    state, _ = act(state, Win(1))
    assert "花开" in names(state.wins[0].score) and "地胡" not in names(state.wins[0].score)


def test_robbing_an_added_kong_the_robbed_player_pays_three_times():
    # seat 2 pungs the dealer's 5p (seat 3, waiting on 5p, passes it), later draws the fourth 5p
    hands = {0: "5p", 2: "55p", 3: "46p123m456m789s11s"}
    state, _ = sz_deal(hands, draws="9s9s9s5p")
    state, _ = discard(state, 0, "5p")
    state, _ = act(state, Pass(3))
    state, _ = act(state, find(legal_actions(state, 2), Pung)[0])
    state, _ = pass_all(state)
    state, _ = act(state, find(legal_actions(state, 2), Discard)[0])
    state, _ = pass_all(state)
    for _ in range(3):                                          # seats 3, 0, 1 throw their draws
        state, _ = throw_drawn(state)
    assert state.turn == 2 and str(state.kinds[state.drawn]) == "5p"
    state, _ = act(state, AddedKong(2, state.drawn))
    assert state.phase == ROB and to_act(state) == (3,)         # seat 3 drew since it passed
    state, events = act(state, Win(3))
    assert of(events, KongRobbed)[0].from_seat == 2 and state.melds[2][0].meld.kind.value == "pung"
    win = state.wins[0]
    assert win.robbed_kong and win.score.total == 20            # 底 5 + 小门清 5 + 大门清 10
    assert result(state).payments == (0, 0, -60, 60)
    assert "抢杠" in of(events, Settled)[0].transfers[0].reason
    check_invariants(state)


def test_one_discard_two_winners_the_discarder_pays_each_and_deals_next():
    hands = {1: "5p", 2: "46p123m456m789s11s", 3: "34p777m123s456s99s"}
    state, _ = sz_deal(hands, draws="9s")
    state, _ = throw_drawn(state)                               # the dealer
    state, _ = discard(state, 1, "5p")
    assert set(to_act(state)) >= {2, 3}
    events = []
    while state.phase == CLAIM:
        seat = to_act(state)[0]
        state, more = act(state, Win(seat) if seat in (2, 3) else Pass(seat))
        events += more
    assert [w.seat for w in state.wins] == [2, 3] and all(w.from_seat == 1 for w in state.wins)
    pay = result(state).payments
    totals = [w.score.total for w in state.wins]
    assert pay == (0, -sum(totals), totals[0], totals[1])
    assert len(of(events, HuaSettlement)) == 2 and of(events, DilingNext)[0].reasons == ("一炮多响",)
    assert SZ.next_dealer(0, result(state), SZ.resolve_options(None)) == 1
    assert SZ.next_dealer(0, result(state), SZ.resolve_options({"multi_win_dealer": "nearest_winner"})) == 2
    check_invariants(state)
    check_no_leak(state, events)


def test_random_hands_keep_every_invariant():
    rng = random.Random(5)
    for hand in range(12):
        state, events = new_hand(SZ, HandConfig(seed="inv", hand_no=hand, dealer=hand % 4))
        while not is_over(state):
            seat = to_act(state)[0]
            legal = legal_actions(state, seat)
            wins = find(legal, Win)
            state, events = apply(state, wins[0] if wins else rng.choice(legal))
            assert not table_violations(state)
            for s in range(4):
                assert not leak_violations(state, events, s)
        assert sum(result(state).payments) == 0


def test_heavenly_and_earthly_hands():
    state, _ = sz_deal({0: "234m456p678s78m99s9m"})          # the dealer's 14 tiles win as dealt
    assert Win(0) in legal_actions(state, 0)
    state, _ = act(state, Win(0))
    assert "天胡" in names(state.wins[0].score) and result(state).payments[0] == 3 * state.wins[0].score.total
    state, _ = sz_deal({1: "234m456p678s78m99s"}, draws="9m")
    state, _ = throw_drawn(state)
    assert state.turn == 1 and Win(1) in legal_actions(state, 1)
    state, _ = act(state, Win(1))
    assert "地胡" in names(state.wins[0].score)
