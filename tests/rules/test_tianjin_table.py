"""天津 at the table: 坐庄/拉庄, 翻混 on the wall, the reserve and 荒庄, claims (碰/杠 only, never a
混), self-draw only, 小相公, 金杠, 铲, the pair multipliers on wins, kongs and 铲, the dealer staying."""
import json
import random

import pytest

from helpers_tianjin import (TJ, act, check_invariants, check_no_leak, start, tianjin_hand, tianjin_wall,
                             tiles_of)
from rules.actions import AddedKong, ConcealedKong, Discard, Kong, Pass, Pung, Win, action_from_json
from rules.engine import (CLAIM, PLAY, SETUP, HandConfig, apply, is_over, legal_actions, new_hand,
                          result, to_act, view_for)
from rules.events import DiceRolled, HandExhausted, TileDrawn, TilesDealt, Won
from rules.tiles import Tile
from rules.variants.results import HandResult
from rules.variants.tianjin.settle import pair_multiplier
from rules.variants.tianjin.state import TianjinState
from rules.variants.tianjin.table import next_dealer
from rules.variants.tianjin.events import (ChanAnnounced, DealerSat, HunRevealed, KongScored, PullChosen, PullDealer,
                                           PullsRevealed, SitDealer, XiaoXiangGong)

N = 136


def kinds(state, ids):
    return [str(state.kinds[t]) for t in ids]


def discard_kind(state, seat, text):
    return act(state, Discard(seat, tiles_of(state, seat, text)[0]))


def tsumogiri(state, events=None, until_seat=None):
    """Everyone throws the tile just drawn and passes every claim, until the hand is over (or
    `until_seat` is to play)."""
    events = [] if events is None else events
    while not is_over(state):
        if state.phase == PLAY:
            if state.turn == until_seat:
                break
            state, more = apply(state, Discard(state.turn, state.drawn if state.drawn is not None else state.hands[state.turn][-1]))
        else:
            seat = to_act(state)[0]
            state, more = apply(state, Pass(seat))
        events += more
        check_invariants(state)
    return state, events


# --- set-up: 坐庄, 拉庄, 翻混 -------------------------------------------------------------------------

def test_dealer_sits_then_the_others_pull_in_secret_then_hun_then_the_deal():
    state, events = new_hand(TJ, HandConfig(seed=3, dealer=1))
    assert state.phase == SETUP and to_act(state) == (1,) and state.hands == ((), (), (), ())
    assert legal_actions(state, 1) == [SitDealer(1, False), SitDealer(1, True)]
    assert not any(isinstance(e, (TilesDealt, HunRevealed)) for e in events)
    state, ev = apply(state, SitDealer(1, True))
    assert ev == [DealerSat(1, True)] and to_act(state) == (0, 2, 3)
    assert view_for(state, 0).extra.zuo is True
    state, ev = apply(state, PullDealer(3, 2))
    assert ev[0].masked_for(0).times is None and ev[0].masked_for(3).times == 2
    assert view_for(state, 3).extra.la_own == 2 and view_for(state, 0).extra.la_own is None
    assert view_for(state, 0).extra.la is None and to_act(state) == (0, 2)
    state, _ = apply(state, PullDealer(0, 0))
    state, ev = apply(state, PullDealer(2, 1))
    types = [type(e) for e in ev]
    assert types[:4] == [PullChosen, PullsRevealed, DiceRolled, HunRevealed] and TilesDealt in types
    assert ev[1].times == (0, 0, 1, 2) and ev[2].purpose == "hun" and ev[2].seat == 3   # the dealer's opposite
    assert state.phase == PLAY and state.turn == 1 and len(state.hands[1]) == 14
    assert view_for(state, 2).extra.la == (0, 0, 1, 2)
    check_invariants(state)


def test_setup_actions_round_trip_through_json():
    for action in (SitDealer(2, True), PullDealer(1, 2)):
        assert action_from_json(json.loads(json.dumps(action.to_json()))) == action


@pytest.mark.parametrize("indicator, hun", [("5m", ("5m", "6m")), ("9s", ("9s", "1s")),
                                            ("4z", ("4z", "1z")), ("7z", ("7z", "5z"))])
@pytest.mark.parametrize("count", [2, 7, 12])
def test_hun_flip_sets_the_indicator_aside_and_keeps_the_reserve(indicator, hun, count):
    state, events = tianjin_hand(count=count, indicator=indicator)
    flip = next(e for e in events if isinstance(e, HunRevealed))
    top = N - 2 * count                     # the top of stack `count` from the tail
    assert flip.count == count and flip.position == state.wall.pos(top) and flip.position.layer == 0
    assert str(flip.kind) == indicator and tuple(str(k) for k in flip.hun) == hun
    assert state.wall.tiles[top] == flip.tile and top in state.wall.dead
    assert top not in state.wall.remaining_positions() and flip.tile not in {
        state.wall.tiles[p] for p in state.wall.remaining_positions()}
    assert state.wall.reserve == flip.reserve == 2 * count - 1
    assert state.wall.live_remaining() == N - 53 - 1 - (2 * count - 1)
    assert view_for(state, 1).extra.hun == hun
    check_invariants(state)
    check_no_leak(state, events)


def test_the_live_wall_ends_before_the_hun_stack_and_the_indicator_is_never_drawn():
    count = 4
    state, events = start(tianjin_wall(count=count, end="9m"), count)
    state, events = tsumogiri(state, events)
    assert any(isinstance(e, HandExhausted) for e in events)
    draws = [e for e in events if isinstance(e, TileDrawn)]
    last = draws[-1]
    assert str(last.kind) == "9m" and last.source == "live"
    # the last live tile is the bottom of stack count + 1 from the tail; the reserve stays
    assert last.position == state.wall.pos(N - 2 * count - 1)
    assert state.wall.remaining() == 2 * count - 1
    flip = next(e for e in events if isinstance(e, HunRevealed))
    assert all(e.tile != flip.tile for e in draws)


def test_kong_replacements_take_the_reserve_then_shorten_the_live_wall():
    # 混 throw 2: the reserve is stack 1 (two tiles) and the bottom of the 混 stack
    count = 2
    state, _ = tianjin_hand({0: "1111m2222m5555s9p9p"}, tail="9p9p6z7z", count=count, indicator="3p")
    live = state.wall.live_remaining()
    positions = []
    for kind in ("1m", "2m", "5s", "9p"):
        state, ev = act(state, ConcealedKong(0, Tile.parse(kind)))
        drawn = next(e for e in ev if isinstance(e, TileDrawn))
        assert drawn.source == "tail" and drawn.reason == "kong"
        positions.append(drawn.position)
        check_invariants(state)
    wall = state.wall
    assert positions[:3] == [wall.pos(N - 2), wall.pos(N - 1), wall.pos(N - 3)]  # the 混 stack's bottom
    assert positions[3] == wall.pos(N - 6)          # the top of the stack before the 混 stack
    assert wall.live_remaining() == live - 1 and wall.reserve == 0
    assert kinds(state, [state.drawn]) == ["7z"]


# --- claims and wins ---------------------------------------------------------------------------------

def test_no_chow_and_no_win_on_a_discard():
    # seat 1 holds 23m (a chow) and is ready on 4m/1m; the dealer throws 1m (he holds three of
    # the four, so nobody can pung it): nobody is asked
    state, _ = tianjin_hand({0: "111m2p5p8p1s4s7s1z2z3z4z5z", 1: "23m567p789s234s55z"})
    state, _ = discard_kind(state, 0, "1m")
    assert state.phase == PLAY and state.turn == 1 and to_act(state) == (1,)


def test_pung_and_kong_are_claimed_but_never_of_a_hun():
    state, _ = tianjin_hand({0: "3p1m5m9m2p8p1s4s7s1z2z3z4z7z", 1: "3p3p6m6m", 2: "1z1z1z"})
    state, _ = discard_kind(state, 0, "3p")              # a 混: seat 1's pair may not pung it
    assert state.phase == PLAY and state.turn == 1
    state = tsumogiri(state, until_seat=0)[0]
    state, _ = discard_kind(state, 0, "1z")
    assert state.phase == CLAIM and to_act(state) == (2,)
    assert [type(a) for a in legal_actions(state, 2)] == [Kong, Pung, Pass]


def test_a_hun_discard_makes_xiaoxianggong_who_cannot_win():
    # the dealer throws his 混 and is left with four sets and 1z: 1z would be a 素 win, but he is 小相公
    hand = "123m567p789s234s1z3p"
    state, events = tianjin_hand({0: hand}, draws="9m8m7m1z", options={"tianhe": False})
    state, ev = discard_kind(state, 0, "3p")
    assert [e for e in ev if isinstance(e, XiaoXiangGong)] == [XiaoXiangGong(0, ev[0].tile, Tile.parse("3p"))]
    assert view_for(state, 2).extra.xiaoxianggong == (True, False, False, False)
    state = tsumogiri(state, until_seat=0)[0]
    assert kinds(state, [state.drawn]) == ["1z"] and Win(0) not in legal_actions(state, 0)
    # the same draw wins for a player who kept his 混 aside: discard 1z instead, draw a free tile
    state, _ = tianjin_hand({0: hand}, draws="9m8m7m5s", options={"tianhe": False})
    state, _ = discard_kind(state, 0, "1z")
    state = tsumogiri(state, until_seat=0)[0]
    assert Win(0) in legal_actions(state, 0)


def test_hun_discard_forbidden_option():
    state, _ = tianjin_hand({0: "123m567p789s234s1z3p"}, options={"hun_discard": "forbidden", "tianhe": False})
    offered = {str(state.kinds[a.tile]) for a in legal_actions(state, 0) if isinstance(a, Discard)}
    assert "3p" not in offered and "1z" in offered


def test_a_hand_worth_one_is_not_offered_as_a_win():
    # 4 sets with a 混 inside, the drawn tile completes the natural pair: 提溜 1
    state, _ = tianjin_hand({0: "123m567p789s23s5z3p1z"}, draws="1z9m8m5z", options={"tianhe": False})
    state, _ = discard_kind(state, 0, "1z")
    state = tsumogiri(state, until_seat=0)[0]
    assert kinds(state, [state.drawn]) == ["5z"]
    assert Win(0) not in legal_actions(state, 0)


def test_hun_diao_self_draw_wins_and_gang_kai_doubles():
    state, _ = tianjin_hand({0: "1111m567p789s234s3p"}, tail="6z", options={"tianhe": False})
    state, ev = act(state, ConcealedKong(0, Tile.parse("1m")))
    assert Win(0) in legal_actions(state, 0)             # 6z + 混 as the pair, on the replacement
    state, ev = act(state, Win(0))
    won = next(e for e in ev if isinstance(e, Won))
    assert won.self_drawn and [i.name_zh for i in won.score.items] == ["提溜", "混儿吊", "杠开"]
    assert won.score.total == 4
    state2, _ = tianjin_hand({0: "1111m567p789s234s3p"}, tail="6z", options={"tianhe": False, "gangkai": "by_kong"})
    state2, _ = act(state2, ConcealedKong(0, Tile.parse("1m")))
    state2, ev = act(state2, Win(0))
    assert next(e for e in ev if isinstance(e, Won)).score.total == 2 * 4     # 暗杠杠开 ×4


def test_tian_he_on_the_dealers_first_fourteen():
    state, _ = tianjin_hand({0: "123m567p789s234s3p6z"})
    state, ev = act(state, Win(0))
    won = next(e for e in ev if isinstance(e, Won))
    assert [i.name_zh for i in won.score.items] == ["提溜", "混儿吊", "天和"] and won.score.total == 8


# --- kongs: 金杠 and the multipliers ----------------------------------------------------------------------

def test_golden_kong_of_four_hun_scores_four_from_everyone_times_the_pair_multiplier():
    # 混 3p/4p: four 4p (the successor) make a 金杠; the dealer sat, the others pulled 0 / 1 / 2
    state, events = tianjin_hand({0: "4444p1m5m9m2s6s1z2z3z7z8p"}, sit=True, pulls=(0, 0, 1, 2))
    state, ev = act(state, ConcealedKong(0, Tile.parse("4p")))
    scored = [e for e in ev if isinstance(e, KongScored)]
    assert [(e.kong, e.units, e.payments) for e in scored] == [("gold", 4, (56, -8, -16, -32))]
    assert scored[0].masked_for(2).kind == Tile.parse("4p")            # a 金杠 is announced as such
    assert view_for(state, 1).extra.kongs == ((0, "gold"),)
    state, _ = tsumogiri(state)
    res = result(state)
    assert res.exhausted and res.payments == (56, -8, -16, -32)      # paid on 荒庄 too
    assert next_dealer(0, res, state.options) == 0                  # 荒庄: the dealer stays


def test_golden_kong_option_eight():
    state, _ = tianjin_hand({0: "4444p1m5m9m2s6s1z2z3z7z8p"}, options={"gold_kong_units": 8})
    state, ev = act(state, ConcealedKong(0, Tile.parse("4p")))
    assert [e.payments for e in ev if isinstance(e, KongScored)] == [(24, -8, -8, -8)]


def test_melded_kong_is_paid_by_all_three_with_the_pullers_multiplier():
    # seat 1 pulled once, the dealer sat: a 明杠 by seat 1 costs the dealer 1 × 2 × 2, the others 1
    state, _ = tianjin_hand({0: "6m1m5m9m2s6s1z2z3z7z8p2p5p9p", 1: "6m6m6m"}, sit=True, pulls=(0, 1, 0, 0))
    state, _ = discard_kind(state, 0, "6m")
    state, ev = act(state, Kong(1, tuple(tiles_of(state, 1, "6m6m6m"))))
    assert [(e.kong, e.payments) for e in ev if isinstance(e, KongScored)] == [("melded", (-4, 6, -1, -1))]


def test_concealed_kong_kind_is_hidden_from_the_others():
    state, events = tianjin_hand({0: "1111m5m9m2s6s1z2z3z7z8p2p"})
    state, ev = act(state, ConcealedKong(0, Tile.parse("1m")))
    scored = next(e for e in ev if isinstance(e, KongScored))
    assert scored.kind == Tile.parse("1m") and scored.masked_for(1).kind is None and scored.units == 2
    assert ev.index(scored) == next(i for i, e in enumerate(ev) if type(e).__name__ == "KongDeclared") + 1
    check_no_leak(state, events + ev)


def test_added_kong_is_a_melded_kong():
    state, _ = tianjin_hand({0: "8p1m5m9m2s4s6s1z2z3z7z2p5p9p", 1: "8p8p"}, draws="9m9s9p8p")
    state, _ = discard_kind(state, 0, "8p")
    state, _ = act(state, Pung(1, tuple(tiles_of(state, 1, "8p8p"))))
    state, _ = discard_kind(state, 1, kinds(state, [state.hands[1][0]])[0])
    state = tsumogiri(state, until_seat=1)[0]
    assert kinds(state, [state.drawn]) == ["8p"]
    state, ev = act(state, AddedKong(1, state.drawn))
    assert [(e.kong, e.units) for e in ev if isinstance(e, KongScored)] == [("added", 1)]
    assert state.phase == PLAY and state.turn == 1               # no robbing a kong in 天津


# --- wins and 铲 with 坐庄 / 拉庄 --------------------------------------------------------------------------

def test_dealer_win_is_paid_with_the_pair_multipliers():
    state, _ = tianjin_hand({0: "123m567p789s234s3p6z"}, sit=True, pulls=(0, 0, 1, 2),
                            options={"tianhe": False})
    state, _ = act(state, Win(0))
    res = result(state)
    assert res.wins[0].score.total == 2
    assert res.payments == (2 * 2 + 2 * 4 + 2 * 8, -4, -8, -16)
    assert next_dealer(0, res, state.options) == 0          # the dealer stays on his win


def test_non_dealer_win_doubles_only_against_the_dealer():
    # seat 2 pulled once against a sitting dealer: the dealer pays V × 2 × 2, the others V
    state, _ = tianjin_hand({2: "123m567p789s234s3p"}, draws="1z6z", sit=True, pulls=(0, 0, 1, 2))
    state, _ = discard_kind(state, 0, kinds(state, [state.drawn])[0])
    state = tsumogiri(state, until_seat=2)[0]
    assert kinds(state, [state.drawn]) == ["6z"]
    state, _ = act(state, Win(2))
    res = result(state)
    assert res.wins[0].score.total == 2 and res.payments == (-8, -2, 12, -2)
    assert next_dealer(0, res, state.options) == 1          # a 闲家 won: the deal passes


def test_chan_worked_example_two_four_eight():
    # the dealer throws 1z first and the three others follow with 1z: 铲
    state, events = tianjin_hand({0: "1z2m5m8m2p5p8p2s5s8s3z4z6z7z", 1: "1z", 2: "1z", 3: "1z"},
                                 draws="9m9p9s", sit=True, pulls=(0, 0, 1, 2))
    state, ev = discard_kind(state, 0, "1z")
    for seat in (1, 2, 3):
        state, ev = discard_kind(state, seat, "1z")
    chan = [e for e in ev if isinstance(e, ChanAnnounced)]
    assert chan == [ChanAnnounced(0, Tile.parse("1z"), (-14, 2, 4, 8))]
    assert view_for(state, 1).extra.chan is True
    state, _ = tsumogiri(state)
    res = result(state)
    assert {t.payee: t.amount for t in res.transfers if t.reason.startswith("铲")} == {1: 2, 2: 4, 3: 8}


def test_no_chan_when_one_follower_breaks_the_round():
    state, _ = tianjin_hand({0: "1z2m5m8m2p5p8p2s5s8s3z4z6z7z", 1: "1z", 2: "1z", 3: "1z"}, draws="9m9p9s")
    state, _ = discard_kind(state, 0, "1z")
    state, _ = discard_kind(state, 1, "1z")
    state, _ = discard_kind(state, 2, "9p")
    state, ev = discard_kind(state, 3, "1z")
    assert not any(isinstance(e, ChanAnnounced) for e in ev) and not state.extra.chan


# --- the dealer rule ---------------------------------------------------------------------------------------

def _result(winners=(), kongs=(), dealer=0):
    from rules.events import WinRecord
    from rules.scoring import ScoreResult
    wins = tuple(WinRecord(s, 0, Tile.parse("1m"), None, False, ScoreResult(True, 2, "value")) for s in winners)
    return HandResult(wins, not wins, (0, 0, 0, 0), (), dealer, "", TianjinState(kongs=kongs))


def test_dealer_stays_on_his_win_and_on_huangzhuang_and_passes_on_another_win():
    assert next_dealer(2, _result((2,), dealer=2), {}) == 2
    assert next_dealer(2, _result((), dealer=2), {}) == 2
    assert next_dealer(2, _result((0,), dealer=2), {}) == 3
    flag = {"huang_pass_if_others_konged": True}
    assert next_dealer(2, _result((), ((1, "melded"),), dealer=2), flag) == 3
    assert next_dealer(2, _result((), ((1, "melded"), (2, "concealed")), dealer=2), flag) == 2
    assert next_dealer(2, _result((), (), dealer=2), flag) == 2


def test_pair_multiplier_table():
    extra = {"zuo": True, "la": (0, 0, 1, 2)}
    assert [pair_multiplier(0, 0, p, extra) for p in (1, 2, 3)] == [2, 4, 8]
    assert pair_multiplier(0, 1, 2, extra) == 1 and pair_multiplier(0, 3, 0, extra) == 8
    assert [pair_multiplier(0, 0, p, {"zuo": False, "la": (0, 0, 1, 2)}) for p in (1, 2, 3)] == [1, 2, 4]


# --- whole hands ---------------------------------------------------------------------------------------------

def test_random_hands_keep_every_invariant():
    for seed in range(12):
        rng = random.Random(seed)
        state, events = new_hand(TJ, HandConfig(seed=seed, dealer=seed % 4))
        while not is_over(state):
            seat = to_act(state)[0]
            acts = legal_actions(state, seat)
            action = next((a for a in acts if isinstance(a, Win)), None) or rng.choice(acts)
            state, more = apply(state, action)
            events += more
            check_invariants(state)
        check_no_leak(state, events)
        assert sum(result(state).payments) == 0
