"""Why-not: every reason an action or a win is refused, in each variant, on real engine states
(stacked walls), with the message shown. Each test first checks the engine really refuses the
action, so a scenario that drifts from the rules fails instead of passing silently."""
from dataclasses import replace

import pytest

from game.teaching.why_not import explain_refusal, refusal, warning
from rules.variants.facts import NO_VIEW
from rules.actions import Chow, ConcealedKong, Discard, Pass, Pung, Win
from rules.engine import HandConfig, legal_actions, new_hand, view_for
from rules.variants.registry import get_variant
from tests.rules.helpers_engine import act, deal, discard, ids_of, pass_all, stack_wall, tsumogiri_until
from tests.rules.helpers_tianjin import tianjin_hand
from tests.rules.sichuan_scenarios import sc_deal

SZ = get_variant("suzhou")


def refused(state, action, code):
    """The engine refuses `action`; the explanation has `code`; returns the Refusal."""
    assert action not in legal_actions(state, action.seat), f"{action} is legal: bad scenario"
    view = view_for(state, action.seat)
    found = refusal(view, action, state.options)
    assert found is not None and found.code == code, found
    assert found.zh and found.en and explain_refusal(view, action, state.options) == (found.zh, found.en)
    return found


def throw_drawn(state):
    state, _ = act(state, Discard(state.turn, state.drawn))
    state, _ = pass_all(state)
    return state


# ------------------------------------------------------------------------------ 国标

GB_HANDS = {0: "4m1z1s123456789p11s", 1: "23m123p456p678s55z", 2: "35m"}


def gb_window():
    """The dealer throws 4m; seat 1 may chow it (window open), seat 2 holds 3m 5m."""
    state, _ = deal(GB_HANDS)
    state, _ = discard(state, 0, "4m")
    assert state.phase == "claim" and 1 in state.window.asked
    return state


def test_a_legal_action_has_no_refusal():
    state, _ = deal(GB_HANDS)
    action = legal_actions(state, 0)[-1]
    assert explain_refusal(view_for(state, 0), action) is None


def test_discarding_a_tile_not_in_hand():
    state, _ = deal(GB_HANDS)
    r = refused(state, Discard(0, state.hands[1][0]), "not_in_hand")
    assert r.zh == "这张牌不在你手里"


def test_acting_out_of_turn_names_who_plays():
    state, _ = deal(GB_HANDS)
    r = refused(state, Discard(1, state.hands[1][0]), "not_your_turn")
    assert "上家" in r.zh and "on your left" in r.en


def test_discarding_while_a_claim_waits_for_your_answer():
    state = gb_window()
    r = refused(state, Discard(1, state.hands[1][0]), "answer_first")
    assert "吃" in r.zh and "chow" in r.en


def test_the_discarder_waits_for_the_claims():
    state = gb_window()
    refused(state, Discard(0, state.hands[0][0]), "wait_claims")
    refused(state, Pung(0, tuple(state.hands[0][:2])), "own_discard")


def test_a_chow_only_from_the_left_player():
    state = gb_window()
    r = refused(state, Chow(2, tuple(ids_of(state, 2, "35m"))), "chow_left_only")
    assert "对家" in r.zh and "opposite" in r.en


def test_a_chow_needs_a_run():
    state = gb_window()
    r = refused(state, Chow(1, tuple(ids_of(state, 1, "2m5z"))), "chow_no_run")
    assert "四万" in r.zh and "4 Character" in r.en


def test_honours_cannot_be_chowed():
    state, _ = deal(GB_HANDS)
    state, _ = discard(state, 0, "1z")          # seat 1 holds one 1z: no window, a fresh discard
    refused(state, Chow(1, tuple(ids_of(state, 1, "23m"))), "chow_honor")


def test_a_pung_needs_two_in_hand():
    state = gb_window()
    r = refused(state, Pung(2, tuple(ids_of(state, 2, "35m"))), "not_enough")
    assert "两张四万" in r.zh and "two 4 Character" in r.en          # not "2 4 Character"


def test_a_claim_key_on_ones_own_turn_says_the_discard_has_passed():
    """A tester's slip: the chow key after one's draw said "that tile is not in your hand" (no
    tile was picked): holding the run, the discard has passed; holding none, that is the reason."""
    state, _ = deal(GB_HANDS)
    state, _ = discard(state, 0, "4m")
    state, _ = pass_all(state)
    assert state.turn == 1 and state.drawn is not None
    r = refused(state, Chow(1, tuple(ids_of(state, 1, "23m"))), "claim_passed")
    assert r.zh == "你已经摸了牌，四万不能再吃碰了" and r.en == "you have drawn: 4 Character can no longer be taken for a chow or pung"
    refused(state, Chow(1, ()), "chow_no_pair")


def test_the_chow_key_without_two_tiles_for_a_run_says_so():
    state, _ = deal({0: "4m1z1s123456789p11s", 1: "19m123p456p678s55z", 2: "35m"})
    state, _ = discard(state, 0, "4m")          # seat 1 is not asked: it draws, and presses the chow key
    r = refused(state, Chow(1, ()), "chow_no_pair")
    assert r.zh == "你手里没有能和四万连成顺子的两张" and "no two tiles that make a run with 4 Character" in r.en


def test_nothing_to_claim_on_ones_turn():
    state, _ = deal(GB_HANDS)
    refused(state, Pung(1, tuple(ids_of(state, 1, "55z"))), "nothing_to_claim")


def test_a_win_below_eight_fans_names_the_fans():
    state = gb_window()                          # seat 1 waits on 1m/4m: 门前清 only
    r = refused(state, Win(1), "below_minimum")
    assert "国标起和8番" in r.zh and "8" in r.en and "门前清" in r.zh


def test_a_win_without_a_winning_shape():
    state, _ = deal(GB_HANDS)
    state, _ = discard(state, 0, "1s")
    r = refused(state, Win(2), "no_shape")
    assert "不成和牌型" in r.zh and "not a winning shape" in r.en


def test_no_kong_and_no_win_right_after_a_pung():
    state, _ = deal({0: "5p", 1: "55p7777s123m456m1z"})
    state, _ = discard(state, 0, "5p")
    state, _ = act(state, Pung(1, tuple(ids_of(state, 1, "55p"))))
    refused(state, ConcealedKong(1, state.kinds[ids_of(state, 1, "7s")[0]]), "kong_after_claim")
    refused(state, Win(1), "win_after_claim")


def test_no_kong_on_the_last_tile():
    state, _ = deal({0: "1111m", 1: "2222m", 2: "3333m", 3: "4444m"})
    state, _ = tsumogiri_until(state, 0)
    seat = state.turn
    kind = next(state.kinds[t] for t in state.hands[seat]
                if sum(1 for u in state.hands[seat] if state.kinds[u] is state.kinds[t]) == 4)
    r = refused(state, ConcealedKong(seat, kind), "kong_last_tile")
    assert "最后一张牌不能杠" in r.zh


def test_nothing_after_the_hand_is_over():
    state, _ = deal(GB_HANDS)
    state, _ = tsumogiri_until(state, 0)
    state, _ = act(state, Discard(state.turn, state.drawn))
    state, _ = pass_all(state)
    assert state.phase == "over"
    refused(state, Discard(0, state.hands[0][0]), "hand_over")


# ------------------------------------------------------------------------------ 四川

VOID_S = {0: "s", 1: "s", 2: "s", 3: "s"}


def test_sichuan_void_suit_tiles_go_first():
    state, _ = sc_deal({0: "1m2p3p4p5p6p7p8p9p1m2m3m4m5m"}, voids={0: "m", 1: "s", 2: "s", 3: "s"})
    r = refused(state, Discard(0, ids_of(state, 0, "2p")[0]), "void_first")
    assert "定缺万" in r.zh and "Characters" in r.en


def test_sichuan_has_no_chow():
    state, _ = sc_deal({0: "4p123m456m789m11p2p3p", 1: "35p"}, voids=VOID_S)
    state, _ = discard(state, 0, "4p")
    r = refused(state, Chow(1, tuple(ids_of(state, 1, "35p"))), "no_chow")
    assert "不能吃" in r.zh and "no chow" in r.en


def test_sichuan_a_win_holding_the_void_suit():
    hands = {0: "7p123m456m789m2p3p9m9m", 1: "11m22p33p44p55p66p7p", 2: "77p"}
    state, _ = sc_deal(hands, voids={0: "s", 1: "m", 2: "s", 3: "s"})
    state, _ = discard(state, 0, "7p")          # seat 2 may pung: the window is open
    r = refused(state, Win(1), "void_held")
    assert "定缺" in r.zh and "void suit" in r.en


def test_sichuan_the_void_suit_is_never_punged():
    hands = {0: "5m123p456p789p1p2p9p9p", 1: "55m"}
    state, _ = sc_deal(hands, voids={0: "s", 1: "m", 2: "s", 3: "s"})
    state, _ = discard(state, 0, "5m")
    r = refused(state, Pung(1, tuple(ids_of(state, 1, "55m"))), "void_no_pung")
    assert "万是你定缺的花色" in r.zh


SC_WAITER = "123m456m789m23p55p"          # waits 1p / 4p, 平胡


SC_DEALER = "4p123m456m789m99p78m"


def sc_passed_win():
    hands = {0: SC_DEALER, 1: "1p234m567m89m23p67p", 2: SC_WAITER, 3: "11p"}    # seat 3 keeps a window open
    state, _ = sc_deal(hands, draws="9m", voids=VOID_S)
    state, _ = discard(state, 0, "4p")
    assert Win(2) in legal_actions(state, 2)
    state, _ = act(state, Pass(2))
    state, _ = pass_all(state)
    state, _ = discard(state, 1, "1p")          # the same 平胡 on another tile, before seat 2 draws
    return state


def test_sichuan_guoshui_after_passing_a_win():
    state = sc_passed_win()
    r = refused(state, Win(2), "guoshui")
    passed = view_for(state, 2).extra.passed_win_fans          # 地胡 on the dealer's first discard
    assert "过水" in r.zh and f"{passed}番" in r.zh and "worth more" in r.en


def test_sichuan_guopeng_after_passing_a_pung():
    hands = {0: "5p123m456m789m11p99p", 1: "5p123m456m789m234p", 2: "55p123m456m789m67p"}
    state, _ = sc_deal(hands, draws="9m", voids=VOID_S)
    state, _ = discard(state, 0, "5p")
    state, _ = act(state, Pass(2))
    state, _ = pass_all(state)
    state, _ = discard(state, 1, "5p")
    r = refused(state, Pung(2, tuple(ids_of(state, 2, "55p"))), "guopeng")
    assert "过碰" in r.zh and "五筒" in r.zh


def test_sichuan_a_winner_takes_no_further_part():
    state, _ = sc_deal({0: SC_DEALER, 2: SC_WAITER}, voids=VOID_S)
    state, _ = discard(state, 0, "4p")
    state, _ = act(state, Win(2))
    state, _ = pass_all(state)
    r = refused(state, Discard(2, state.hands[2][0]), "already_won")
    assert "血战" in r.zh


def test_sichuan_the_last_tiles_force_a_win():
    state, _ = sc_deal({0: SC_DEALER, 2: SC_WAITER}, voids=VOID_S)
    # the same window, as it looks in the last four tiles: only 胡 is offered
    state, _ = discard(state, 0, "4p")
    view = replace(view_for(state, 2), legal=(Win(2),), extra=replace(view_for(state, 2).extra, forced_win_now=True))
    found = refusal(view, Pass(2))
    assert found.code == "must_win" and "最后4张" in found.zh


def test_sichuan_three_suits_cannot_win_before_a_void_is_known():
    state, _ = sc_deal({0: SC_DEALER, 2: "123m456m789s23p55p"}, voids=VOID_S)
    state, _ = discard(state, 0, "4p")
    view = replace(view_for(state, 2), extra=NO_VIEW)     # as the score CLI sees a hand: no void named
    assert refusal(view, Win(2)).code == "three_suits"


# ------------------------------------------------------------------------------ 天津 (混: 3p and 4p)

def test_tianjin_no_win_on_a_discard():
    state, _ = tianjin_hand({0: "1s123m456m789m2z3z6z7z", 1: "123m456m789m23s55z", 2: "11s"})
    state, _ = act(state, Discard(0, ids_of(state, 0, "1s")[0]))
    assert state.phase == "claim"
    r = refused(state, Win(1), "discard_win")
    assert "只能自摸" in r.zh and "self-draw only" in r.en


def test_tianjin_a_wildcard_is_never_punged():
    state, _ = tianjin_hand({0: "4p123m456m789m2z3z6z7z", 2: "44p"})
    state, _ = act(state, Discard(0, ids_of(state, 0, "4p")[0]))
    r = refused(state, Pung(2, tuple(ids_of(state, 2, "44p"))), "hun_no_pung")
    assert "混儿不能碰" in r.zh


def test_tianjin_xiaoxianggong_cannot_win():
    state, _ = tianjin_hand({0: "123m456m789m11s55z3p"}, draws="9p9p9p5z")
    state, _ = act(state, Discard(0, ids_of(state, 0, "3p")[0]))     # a 混 thrown: 小相公
    state, _ = pass_all(state)
    for _ in range(3):
        state = throw_drawn(state)
    assert state.turn == 0 and str(state.kinds[state.drawn]) == "5z"
    r = refused(state, Win(0), "xiaoxianggong")
    assert "小相公" in r.zh and "barred" in r.en      # one language at a time: the English names it in English


def test_tianjin_a_plain_win_with_a_wildcard_is_worth_too_little():
    state, _ = tianjin_hand({0: "123m57p789s234s5z3p9m"}, draws="1s1s1s5z")
    state, _ = act(state, Discard(0, ids_of(state, 0, "9m")[0]))
    state, _ = pass_all(state)
    for _ in range(3):
        state = throw_drawn(state)
    assert state.turn == 0 and str(state.kinds[state.drawn]) == "5z"
    r = refused(state, Win(0), "below_minimum")
    assert "价值1" in r.zh and "worth 1" in r.en


def test_tianjin_a_wildcard_discard_is_refused_or_warned_by_option():
    state, _ = tianjin_hand({0: "3p123m456m789m2z3z6z7z"}, options={"hun_discard": "forbidden"})
    refused(state, Discard(0, ids_of(state, 0, "3p")[0]), "hun_no_discard")
    state, _ = tianjin_hand({0: "3p123m456m789m2z3z6z7z"})
    hun = Discard(0, ids_of(state, 0, "3p")[0])
    assert hun in legal_actions(state, 0)
    assert "小相公" in warning(view_for(state, 0), hun).zh
    assert warning(view_for(state, 0), Discard(0, ids_of(state, 0, "1m")[0])) is None


def test_tianjin_has_no_chow():
    state, _ = tianjin_hand({0: "4s123m456m789m2z3z6z7z", 1: "35s"})
    state, _ = act(state, Discard(0, ids_of(state, 0, "4s")[0]))
    refused(state, Chow(1, tuple(ids_of(state, 1, "35s"))), "no_chow")


# ------------------------------------------------------------------------------ 苏州

def sz_deal(hands, draws="", tail=""):
    wall = stack_wall(hands, draws, tail, variant=SZ, throws=((3, 4),))
    return new_hand(SZ, HandConfig(seed="scenario"), stacked=wall)


def test_suzhou_loupeng_after_throwing_one_of_three():
    state, _ = sz_deal({1: "555p", 2: "5p"}, draws="9s9s")
    state = throw_drawn(state)
    state, _ = discard(state, 1, "5p")          # seat 1 keeps 55p
    state, _ = pass_all(state)
    state, _ = discard(state, 2, "5p")          # seat 3 draws next: seat 1 has not drawn
    r = refused(state, Pung(1, tuple(ids_of(state, 1, "55p"))), "loupeng")
    assert "漏碰" in r.zh and "5 Dot" in r.en


SZ_WAITER = "45m123p456p789s11s"          # 门清, waits 3m / 6m


def test_suzhou_louhu_after_passing_a_win():
    state, _ = sz_deal({0: "3m", 1: "6m", 2: SZ_WAITER, 3: "3m66m"}, draws="9s9p9s")   # seat 3 may pung 6m
    state, _ = discard(state, 0, "3m")
    state, _ = act(state, Pass(2))
    state, _ = pass_all(state)
    state, _ = discard(state, 1, "6m")
    r = refused(state, Win(2), "louhu")
    assert "漏胡" in r.zh


def test_suzhou_a_win_under_the_flower_threshold():
    state, _ = sz_deal({0: "5s9m", 2: "55s234m456p78m99s1f"}, draws="1p2p", tail="1z")
    state, _ = discard(state, 0, "5s")
    state, _ = act(state, next(a for a in legal_actions(state, 2) if isinstance(a, Pung)))
    state, _ = pass_all(state)
    state, _ = discard(state, 2, "1z")
    state, _ = pass_all(state)
    state = throw_drawn(state)                   # seat 3
    state, _ = discard(state, 0, "9m")
    r = refused(state, Win(2), "below_minimum")
    assert "1花" in r.zh and "要4花" in r.zh and "needs 4" in r.en


def test_suzhou_has_no_chow():
    state, _ = sz_deal({0: "4s", 1: "35s"})
    state, _ = discard(state, 0, "4s")
    refused(state, Chow(1, tuple(ids_of(state, 1, "35s"))), "no_chow")


@pytest.mark.parametrize("variant", ["sichuan", "tianjin"])     # the variants with set-up steps
def test_a_setup_step_comes_first(variant):
    state, _ = new_hand(get_variant(variant), HandConfig(seed=3))
    assert state.phase == "setup"
    seat = next(s for s in range(4) if legal_actions(state, s))
    r = refused(state, Discard(seat, state.hands[seat][0] if state.hands[seat] else 0), "setup_first")
    assert "开局" in r.zh or "定缺" in r.zh or "庄" in r.zh


def test_adding_to_a_pung_one_does_not_have():
    state, _ = deal(GB_HANDS)
    from rules.actions import AddedKong
    r = refused(state, AddedKong(0, ids_of(state, 0, "4m")[0]), "no_pung_to_add")
    assert "四万" in r.zh and "no pung of 4 Character" in r.en


def test_a_setup_choice_is_made_once():
    from rules.variants.sichuan.events import ChooseVoid
    state, _ = sc_deal({0: "1m2p3p4p5p6p7p8p9p1s2s3s4s5s"})
    state, _ = act(state, ChooseVoid(0, "m"))
    r = refused(state, ChooseVoid(0, "p"), "choice_made")
    assert r.zh == "这一步你已经选过了"
