"""Scripted 四川 hands, one per rule of play (sichuan-xuezhan.md §4-5): 定缺 enforcement,
一炮多响, robbing a 面下杠, 血战 going on after wins, the forced win, 过水, 过碰, 杠上炮, 地胡.

Seat 0 deals; hands are stacked (the dealer's last tile is his 14th, his "draw"); the live draws
after the deal go seat 1, 2, 3, 0, ... while nobody claims.
"""
from helpers_engine import act, check_invariants, find
from rules.actions import AddedKong, ConcealedKong, Discard, Kong, Pass, Pung, Win
from rules.engine import CLAIM, PLAY, ROB, is_over, legal_actions, result, to_act
from rules.events import KongRobbed, Won
from rules.variants.sichuan.events import KongPaid
from sichuan_scenarios import answer_all, autoplay, discard_kind, no_leak, sc_deal

ALL_S = {0: "s", 1: "s", 2: "s", 3: "s"}


def won_events(events):
    return [e for e in events if isinstance(e, Won)]


def kinds(state, actions):
    return sorted({str(state.kinds[a.tile]) for a in actions})


# --- 定缺 -----------------------------------------------------------------------------------------

def test_void_tiles_must_be_discarded_first():
    state, _ = sc_deal({0: "1111m456m789m1s2s5p9p"}, voids={0: "s", 1: "m", 2: "m", 3: "m"})
    legal = legal_actions(state, 0)
    assert kinds(state, find(legal, Discard)) == ["1s", "2s"]
    # a kong of another suit is still allowed while void tiles are held
    assert [str(a.kind) for a in find(legal, ConcealedKong)] == ["1m"]
    state, _ = discard_kind(state, 0, "1s")
    check_invariants(state)


def test_no_kong_of_the_void_suit_and_free_discards_once_it_is_gone():
    state, _ = sc_deal({0: "1111s456m789m5p9p11p"}, voids={0: "s", 1: "m", 2: "m", 3: "m"})
    legal = legal_actions(state, 0)
    assert not find(legal, ConcealedKong) and kinds(state, find(legal, Discard)) == ["1s"]
    clean, _ = sc_deal({0: "1111m456m789m5p9p11p"}, voids={0: "s", 1: "m", 2: "m", 3: "m"})
    assert len(kinds(clean, find(legal_actions(clean, 0), Discard))) == 10      # every kind held


def test_no_pung_of_the_void_suit():
    hands = {0: "13579m2468p1357p5s", 1: "55s123m456m789m1p2p"}
    state, _ = sc_deal(hands, voids={0: "s", 1: "s", 2: "m", 3: "m"})
    state, _ = discard_kind(state, 0, "5s")
    assert state.phase == PLAY and state.turn == 1                      # seat 1 (void s) is not asked
    state, _ = sc_deal(hands, voids={0: "s", 1: "p", 2: "m", 3: "m"})
    state, _ = discard_kind(state, 0, "5s")
    assert state.phase == CLAIM and find(legal_actions(state, 1), Pung)


def test_a_hand_holding_its_void_suit_is_not_offered_the_win():
    hands = {0: "13579p2468p1357p6m", 1: "123m456m789m11p45m"}
    state, _ = sc_deal(hands, voids={0: "s", 1: "p", 2: "s", 3: "s"})
    state, _ = discard_kind(state, 0, "6m")
    assert state.phase == PLAY and state.turn == 1                      # not asked: no win
    state, _ = sc_deal(hands, voids={0: "s", 1: "s", 2: "s", 3: "s"})
    state, _ = discard_kind(state, 0, "6m")
    assert legal_actions(state, 1)[0] == Win(1)


# --- 一炮多响 and 血战 -------------------------------------------------------------------------------

# the dealer throws 1s away, a round of 条 nobody can use, then he discards 5m
MULTI = {
    0: "139m2468s357s99s5m1s",
    1: "123p456p789p11m46m",        # waits 5m (嵌张): 平胡
    2: "13579m1357s2468s",
    3: "222p333p444p666m5m",        # waits 5m (单钓): 对对胡
}


def multi_discard():
    state, _ = sc_deal(MULTI, "7s8s9s2s", voids={0: "p", 1: "s", 2: "p", 3: "s"})
    state, _ = discard_kind(state, 0, "1s")
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 0)
    return discard_kind(state, 0, "5m")


def test_every_player_who_can_win_on_a_discard_wins():
    state, _ = multi_discard()
    assert state.phase == CLAIM and set(to_act(state)) == {1, 3}
    state, _ = act(state, Win(3))
    state, events = act(state, Win(1))
    wins = won_events(events)
    assert [(w.seat, w.from_seat, w.score.total) for w in wins] == [(1, 0, 1), (3, 0, 2)]
    # both hands are shown with the winning tile; it sits in the nearest winner's hand
    assert all(len(w.hand) == 14 for w in wins)
    # play goes on: the next player still in after the last winner (counted from the discarder)
    assert not is_over(state) and state.active == (True, False, True, False)
    assert state.phase == PLAY and state.turn == 0
    check_invariants(state)
    no_leak(state, events)
    state, _ = autoplay(state, wins=True)
    res = result(state)
    paid = [(t.payer, t.payee, t.amount) for t in res.transfers if t.reason.startswith("点炮")]
    assert (0, 1, 1) in paid and (0, 3, 2) in paid
    assert sum(res.payments) == 0


# 3 self-drawn wins after a first round of discards nobody wants (every void is 条)
THREE = {
    0: "2468p3579p1s2s3s4s5s6s",
    1: "123m456m789m123p9p",        # waits 9p: 平胡 + 自摸 = 2 番
    2: "111p444p555p666p8m",        # waits 8m: 对对胡 + 自摸 = 3 番
    3: "11m22m33m55m66m77m9m",      # waits 9m: 清七对 + 自摸 = 6 番
}


def test_play_goes_on_after_the_first_and_second_win_until_three_have_won():
    state, _ = sc_deal(THREE, "7s8s9s1s9p8m9m", voids=ALL_S)
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1 and s.drawn is not None
                        and str(s.kinds[s.drawn]) == "9p")
    state, events = act(state, Win(1))
    assert won_events(events)[0].self_drawn and not is_over(state)
    assert state.phase == PLAY and state.turn == 2 and state.active == (True, False, True, True)
    check_invariants(state)
    no_leak(state, events)
    state, events = act(state, Win(2))
    assert state.phase == PLAY and state.turn == 3 and state.active == (True, False, False, True)
    no_leak(state, events)
    state, events = act(state, Win(3))
    assert is_over(state) and result(state).winners == (1, 2, 3)
    res = result(state)
    # self-drawn: every player still in pays 2^(番-1); 6 番 pays 32
    assert res.payments == (-2 - 4 - 32, 6, -2 + 8, -2 - 4 + 32)
    check_invariants(state)


def test_winners_are_never_asked_again():
    state, _ = multi_discard()
    state, _ = act(state, Win(1))
    state, _ = act(state, Pass(3))
    asked = []
    state, _ = autoplay(state, wins=True, until=lambda s: asked.append(1 in to_act(s)) or False)
    assert asked and not any(asked) and 1 in result(state).winners


# --- robbing a 面下杠 ------------------------------------------------------------------------------

ROBBED = {
    0: "13579m2468m13p79p5p",       # discards 5p first
    1: "55p246m8m2468p9p3m7m",      # pungs 5p, discards 9p; draws the fourth 5p later
    2: "123m456m789m46p11m",        # waits 5p (嵌张)
}


def _to_added_kong():
    state, _ = sc_deal(ROBBED, "1s2s3s5p", voids=ALL_S)
    state, _ = discard_kind(state, 0, "5p")
    assert Win(2) in legal_actions(state, 2)
    state, _ = act(state, Pass(2))
    state, _ = act(state, find(legal_actions(state, 1), Pung)[0])
    state, _ = discard_kind(state, 1, "9p")
    state, _ = answer_all(state)
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1)
    added = find(legal_actions(state, 1), AddedKong)
    assert added
    return act(state, added[0])


def test_robbing_an_added_kong_wins_and_the_kong_is_not_paid():
    state, events = _to_added_kong()
    assert state.phase == ROB and to_act(state) == (2,)
    state, events = act(state, Win(2))
    assert [e for e in events if isinstance(e, KongRobbed)]
    assert not [e for e in events if isinstance(e, KongPaid)] and not state.extra.kong_transfers
    won = won_events(events)[0]
    assert won.robbed_kong and "抢杠胡" in [i.name_zh for i in won.score.items]
    assert state.melds[1][0].meld.kind.value == "pung"       # the kong is undone
    assert state.phase == PLAY and state.turn == 3            # after the winner, counted from the kong
    check_invariants(state)
    state, _ = autoplay(state, wins=True)
    assert any(t.payer == 1 and t.payee == 2 and "抢杠" in t.reason for t in result(state).transfers)


def test_an_added_kong_nobody_robs_is_paid_by_everyone_still_in():
    state, _ = _to_added_kong()
    state, events = act(state, Pass(2))
    paid = [e for e in events if isinstance(e, KongPaid)]
    assert len(paid) == 1 and paid[0].kong == "added" and paid[0].payments == (-1, 3, -1, -1)
    names = [type(e).__name__ for e in events]
    assert names.index("KongPaid") < names.index("TileDrawn")   # paid, then the replacement
    assert state.phase == PLAY and state.turn == 1 and state.kong_draw


# --- the forced win -------------------------------------------------------------------------------

def test_a_ready_player_must_win_in_the_last_four_tiles():
    hands = {0: "99p2468m2468s13s5m7m", 1: "13579m2468s1357p", 2: "123m456m789m123p9p", 3: "13579m1357s2468p"}
    state, _ = sc_deal(hands, end="9p1s2s3s", voids={0: "s", 1: "p", 2: "s", 3: "p"})
    found = []

    def seat2_can_win(s):
        if 2 in to_act(s) and Win(2) in legal_actions(s, 2):
            found.append(s)
            return True
        return False

    state, _ = autoplay(state, until=seat2_can_win)
    assert found, "the 9p never reached seat 2"
    assert state.wall.live_remaining() < 4 and legal_actions(state, 2) == [Win(2)]
    assert state.options["forced_win_tiles"] == 4


def test_before_the_last_four_tiles_a_win_may_be_passed():
    state, _ = multi_discard()
    assert Pass(1) in legal_actions(state, 1) and Pass(3) in legal_actions(state, 3)


# --- 过水 and 过碰 ---------------------------------------------------------------------------------

# the dealer throws 1s away, a round of 条, then he discards 5m
PASSED = {
    0: "1234p1234m67p67m5m1s",
    1: "12336m1234567p4m",
    2: "55778899m88999p",           # waits 5m, 8p (平胡 1) and 9p (龙七对 5)
    3: "11m22m44m66m8m55p12p",
}


def _passed_win(draws):
    state, _ = sc_deal(PASSED, "1s2s3s9m" + draws, voids=ALL_S)
    state, _ = discard_kind(state, 0, "1s")
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 0)
    state, _ = discard_kind(state, 0, "5m")
    assert Win(2) in legal_actions(state, 2)
    state, _ = answer_all(state)                  # everyone passes, seat 2 a 1-番 win
    assert state.extra.passed_win[2] == 1
    assert state.phase == PLAY and state.turn == 1
    return state


def test_a_passed_win_blocks_an_equal_win_until_the_next_draw():
    state = _passed_win("8p")
    state, _ = discard_kind(state, 1, "8p")
    assert 2 in to_act(state)                     # asked for the pung of 8p...
    assert Win(2) not in legal_actions(state, 2) and find(legal_actions(state, 2), Pung)


def test_a_passed_win_allows_a_higher_win():
    state = _passed_win("9p")
    state, _ = discard_kind(state, 1, "9p")
    assert legal_actions(state, 2)[0] == Win(2)   # 龙七对 5 番 > 1


def test_the_next_draw_clears_a_passed_win_and_a_passed_pung():
    state = _passed_win("1s2s5m")
    assert state.extra.passed_pung[2] == (4,)             # 5m
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 3)
    assert state.extra.passed_win[2] is None and state.extra.passed_pung[2] == ()
    state, _ = discard_kind(state, 3, "5m")
    legal = legal_actions(state, 2)
    assert legal[0] == Win(2) and find(legal, Pung)


def test_a_passed_pung_is_not_offered_again_before_the_next_draw():
    hands = {0: "1234p1234m67p67m9m5m", 1: "12336m1234567p4m", 2: "55m13p468p2468s13s"}
    state, _ = sc_deal(hands, "5m", voids={0: "s", 1: "s", 2: "p", 3: "s"})
    state, _ = discard_kind(state, 0, "5m")
    assert find(legal_actions(state, 2), Pung)
    state, _ = answer_all(state)
    state, _ = discard_kind(state, 1, "5m")
    assert state.phase == PLAY and state.turn == 2               # not asked: seat 2 simply draws
    # with the room option off the pung is offered again
    state, _ = sc_deal(hands, "5m", voids={0: "s", 1: "s", 2: "p", 3: "s"}, options={"guopeng": False})
    state, _ = discard_kind(state, 0, "5m")
    state, _ = answer_all(state)
    state, _ = discard_kind(state, 1, "5m")
    assert find(legal_actions(state, 2), Pung)


# --- kongs: 直杠, 暗杠 after a winner left, 杠上炮 --------------------------------------------------

def test_a_direct_kong_is_paid_by_the_discarder_at_once():
    hands = {0: "13579m2468m13p79p5p", 1: "555p246m8m2468p9p7m"}
    for mult in (2, 1):
        state, _ = sc_deal(hands, voids=ALL_S, options={"zhigang_mult": mult})
        state, _ = discard_kind(state, 0, "5p")
        state, events = act(state, find(legal_actions(state, 1), Kong)[0])
        paid = [e for e in events if isinstance(e, KongPaid)]
        assert len(paid) == 1 and paid[0].kong == "direct"
        assert [(t.payer, t.payee, t.amount) for t in paid[0].transfers] == [(0, 1, mult)]
        names = [type(e).__name__ for e in events]
        assert names.index("Claimed") < names.index("KongPaid") < names.index("TileDrawn")


def test_a_concealed_kong_is_paid_double_by_the_players_still_in():
    hands = {0: "13579m2468m13p79p5p", 1: "2222p8p2345678m9m", 3: "123m456m789m46p11m"}
    state, _ = sc_deal(hands, "3s4s", voids=ALL_S)
    state, _ = discard_kind(state, 0, "5p")
    state, _ = act(state, Win(3))                 # seat 3 wins and leaves
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1)
    state, events = act(state, find(legal_actions(state, 1), ConcealedKong)[0])
    paid = [e for e in events if isinstance(e, KongPaid)]
    assert [(t.payer, t.payee, t.amount) for t in paid[0].transfers] == [(0, 1, 2), (2, 1, 2)]
    assert paid[0].payments == (-2, 4, -2, 0)
    no_leak(state, events)


def test_win_on_the_discard_after_a_kong_replacement():
    hands = {0: "13579m2468m13p79p3s", 1: "2222p8p2345678m9m", 2: "123m456m789m46p11m"}
    state, _ = sc_deal(hands, "1p", tail="5p", voids=ALL_S)
    state, _ = discard_kind(state, 0, "3s")
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1)
    state, _ = act(state, find(legal_actions(state, 1), ConcealedKong)[0])
    assert state.kong_draw and str(state.kinds[state.drawn]) == "5p"
    state, _ = discard_kind(state, 1, "5p")
    won_score = state.win_scores[2]
    assert [i.name_zh for i in won_score.items] == ["平胡", "杠上炮"]


# --- 地胡 ------------------------------------------------------------------------------------------

def test_earthly_win_only_on_the_dealers_first_discard():
    hands = {0: "13579m2468m13p79p5p", 2: "123m456m789m46p11m"}
    state, _ = sc_deal(hands, voids=ALL_S)
    state, _ = discard_kind(state, 0, "5p")
    assert [i.name_zh for i in state.win_scores[2].items] == ["地胡"]
    later = {0: "13579m2468m13p79p1s", 1: "5p2p4p8p13579s2468s", 2: "123m456m789m46p11m"}
    state, _ = sc_deal(later, "2s", voids={0: "s", 1: "m", 2: "s", 3: "s"})
    state, _ = discard_kind(state, 0, "1s")
    state, _ = answer_all(state)
    state, _ = discard_kind(state, 1, "5p")       # seat 1's first discard: no 地胡 for seat 2
    assert [i.name_zh for i in state.win_scores[2].items] == ["平胡"]
