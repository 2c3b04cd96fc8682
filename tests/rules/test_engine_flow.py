"""Scripted scenarios, one per rule of the 国标 procedure (guobiao-mcr.md §3-5, §7).

Hands are dealt from stacked walls (helpers_engine.stack_wall); seat 0 deals unless said.
Fan ids are the reference ids of tests/data/README.md (44 妙手回春, 45 海底捞月,
46 杠上开花, 47 抢杠和, 58 和绝张, 80 自摸).
"""
import pytest

from helpers_engine import (GB, act, check_invariants, check_no_leak, deal, discard, fan_ids, find,
                            ids_of, kinds_text, pass_all, tsumogiri_until)
from rules.actions import AddedKong, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win
from rules.engine import (CLAIM, PLAY, ROB, HandConfig, apply, is_over, legal_actions, new_hand,
                          result, to_act, view_for)
from rules.errors import IllegalAction
from rules.events import (Claimed, FlowerReplaced, HandExhausted, HandsRevealed, KongDeclared,
                          KongRobbed, Settled, TileDrawn, Won)

# One discard (5p from the dealer) that seat 1 can chow, seat 2 can pung and seat 3 can win on.
THREE_WAY = {
    0: "13579m2468s1357z5p",
    1: "46p2468m1357s246z",
    2: "55p1357m2468s9s26z",
    3: "1112345678999p",      # 九莲宝灯: waits on every 筒
}


def three_way():
    state, _ = deal(THREE_WAY)
    state, _ = discard(state, 0, "5p")
    return state


def test_the_dealer_discards_first():
    for dealer in range(4):
        state, _ = new_hand(GB, HandConfig(seed=11, dealer=dealer))
        assert state.phase == PLAY and to_act(state) == (dealer,)
        sizes = [len(h) for h in state.hands]
        assert sizes[dealer] == 14 and sorted(sizes) == [13, 13, 13, 14]
        assert all(a.seat == dealer for a in legal_actions(state, dealer))
        assert find(legal_actions(state, dealer), Discard)
        assert all(legal_actions(state, s) == [] for s in range(4) if s != dealer)
        check_invariants(state)


def test_every_claimant_answers_and_the_win_beats_pung_and_chow():
    state = three_way()
    assert state.phase == CLAIM and to_act(state) == (1, 2, 3)
    assert find(legal_actions(state, 1), Chow) and not find(legal_actions(state, 1), Pung)
    assert find(legal_actions(state, 2), Pung) and not find(legal_actions(state, 2), Chow)
    assert legal_actions(state, 3)[0] == Win(3)
    # answered out of turn order: the resolution waits for everyone, then keeps the strongest
    state, events = act(state, Win(3))
    assert events == [] and to_act(state) == (1, 2)
    state, _ = act(state, find(legal_actions(state, 2), Pung)[0])
    state, events = act(state, find(legal_actions(state, 1), Chow)[0])
    won = [e for e in events if isinstance(e, Won)]
    assert len(won) == 1 and won[0].seat == 3 and won[0].from_seat == 0 and not won[0].self_drawn
    assert str(won[0].kind) == "5p" and won[0].score.total >= 88
    assert not [e for e in events if isinstance(e, Claimed)]
    assert is_over(state) and result(state).winners == (3,)
    check_invariants(state)


def test_pung_beats_chow_when_nobody_wins():
    state = three_way()
    state, _ = act(state, Pass(3))
    state, _ = act(state, find(legal_actions(state, 1), Chow)[0])
    state, events = act(state, find(legal_actions(state, 2), Pung)[0])
    claimed = [e for e in events if isinstance(e, Claimed)]
    assert [(c.seat, c.claim, c.from_seat) for c in claimed] == [(2, "pung", 0)]
    assert state.phase == PLAY and state.turn == 2 and state.after_claim
    assert state.melds[2][0].meld.claimed_from == 2            # from the opposite seat
    assert state.discards[0] == ()                              # the tile left the river
    # after 碰 only a discard is allowed: no kong, no win
    assert all(isinstance(a, Discard) for a in legal_actions(state, 2))
    check_invariants(state)


def test_chow_is_taken_when_the_others_pass():
    state = three_way()
    state, _ = act(state, Pass(3))
    state, _ = act(state, Pass(2))
    chow = find(legal_actions(state, 1), Chow)[0]
    state, events = act(state, chow)
    claimed = next(e for e in events if isinstance(e, Claimed))
    assert claimed.claim == "chow" and kinds_text(state, claimed.tiles) == "4p5p6p"
    assert state.melds[1][0].meld.claimed_from == 1 and state.turn == 1


def test_chow_only_from_the_left_player():
    hands = {0: "13579m2468s1357z5p", 1: "2468m1357s246z19p", 2: "46p1357m2468s9s2z", 3: "34p1357m2468s6z7z"}
    state, _ = deal(hands)
    state, _ = discard(state, 0, "5p")
    # seats 2 and 3 could form 456p / 345p but only seat 1 sits to the dealer's right (下家)
    assert state.phase != CLAIM and state.turn == 1
    # with 46p in seat 1's hand it is asked, and seat 2 still is not
    hands[1], hands[2] = "46p2468m1357s246z", "19p1357m2468s9s2z"
    state, _ = deal(hands)
    state, _ = discard(state, 0, "5p")
    assert to_act(state) == (1,)
    assert [type(a) for a in legal_actions(state, 1)] == [Chow, Pass]


def test_two_winners_the_nearest_to_the_discarder_wins():
    nine_gates, pure_straight = "1112345678999p", "123m456m789m46p77s"
    for seats, winner in (((1, 3), 1), ((2, 3), 2), ((3, 1), 1)):
        hands = {0: "13579m2468s1357z5p", seats[0]: nine_gates, seats[1]: pure_straight}
        filler = [s for s in (1, 2, 3) if s not in seats][0]
        hands[filler] = "2468m1357s246z5z6z"
        state, _ = deal(hands)
        state, _ = discard(state, 0, "5p")
        assert set(to_act(state)) == set(seats)
        for seat in to_act(state):
            state, events = act(state, Win(seat))
        won = [e for e in events if isinstance(e, Won)]
        assert [w.seat for w in won] == [winner]
        assert state.wins[0].seat == winner and ids_of(state, winner, "5p")
        check_invariants(state)


def rob_setup():
    """Seat 1 pungs the dealer's 5s, later draws the fourth 5s and adds it to the pung;
    seat 2 waits on 5s with 清龙 (it passed the first 5s: no 漏和 rule in 国标)."""
    hands = {0: "13579m2468p1357z5s", 1: "55s2468m1379p246z", 2: "123m456m789m46s77p", 3: "1335p88s267z19m13s"}
    state, _ = deal(hands, draws="5z6z7z5s")
    state, _ = discard(state, 0, "5s")
    assert set(to_act(state)) == {1, 2}
    state, _ = act(state, Pass(2))
    state, _ = act(state, find(legal_actions(state, 1), Pung)[0])
    state, _ = discard(state, 1, "2z")
    for seat, kind in ((2, "5z"), (3, "6z"), (0, "7z")):
        assert state.turn == seat and kinds_text(state, [state.drawn]) == kind
        state, _ = act(state, Discard(seat, state.drawn))
    assert state.turn == 1 and kinds_text(state, [state.drawn]) == "5s"
    added = find(legal_actions(state, 1), AddedKong)
    assert added == [AddedKong(1, state.drawn)]
    return act(state, added[0])


def test_robbing_an_added_kong():
    state, events = rob_setup()
    assert [e.kong for e in events if isinstance(e, KongDeclared)] == ["added"]
    assert state.phase == ROB and to_act(state) == (2,)
    assert legal_actions(state, 2) == [Win(2), Pass(2)]
    check_invariants(state)
    state, events = act(state, Win(2))
    robbed = [e for e in events if isinstance(e, KongRobbed)]
    assert [(r.seat, r.from_seat) for r in robbed] == [(2, 1)]
    won = next(e for e in events if isinstance(e, Won))
    assert won.robbed_kong and won.from_seat == 1 and 47 in fan_ids(won.score)
    assert 58 not in fan_ids(won.score)                       # 抢杠和 不计和绝张
    assert state.melds[1][0].meld.kind.value == "pung"       # the kong is undone
    settled = next(e for e in events if isinstance(e, Settled))
    total = won.score.total
    assert settled.payments == (-8, -(8 + total), 3 * 8 + total, -8)
    check_invariants(state)


def test_an_added_kong_nobody_robs_gets_its_replacement():
    state, _ = rob_setup()
    state, events = act(state, Pass(2))
    drawn = [e for e in events if isinstance(e, TileDrawn)]
    assert [(d.seat, d.source, d.reason) for d in drawn] == [(1, "tail", "kong")]
    assert state.turn == 1 and state.kong_draw and state.melds[1][0].meld.kind.value == "kong"
    check_invariants(state)


def test_a_flower_drawn_as_kong_replacement_is_replaced_again_and_is_not_kong_bloom():
    hands = {0: "1111m234567m89m55m"}
    state, _ = deal(hands, tail="1f7m")
    kong = ConcealedKong(0, state.kinds[ids_of(state, 0, "1m")[0]])
    assert kong in legal_actions(state, 0)
    state, events = act(state, kong)
    kinds = [(type(e).__name__, getattr(e, "reason", None)) for e in events]
    assert kinds == [("KongDeclared", None), ("TileDrawn", "kong"), ("FlowerReplaced", None),
                     ("TileDrawn", "flower")]
    assert [d.source for d in events if isinstance(d, TileDrawn)] == ["tail", "tail"]
    assert kinds_text(state, state.flowers[0]) == "1f" and not state.kong_draw
    assert legal_actions(state, 0)[0] == Win(0)
    state, events = act(state, Win(0))
    won = next(e for e in events if isinstance(e, Won))
    assert 46 not in fan_ids(won.score) and won.self_drawn
    check_invariants(state)


def test_kong_bloom_scores_out_with_replacement_tile():
    state, _ = deal({0: "1111m234567m89m55m"}, tail="7m")
    state, _ = act(state, ConcealedKong(0, state.kinds[ids_of(state, 0, "1m")[0]]))
    assert state.kong_draw and legal_actions(state, 0)[0] == Win(0)
    state, events = act(state, Win(0))
    won = next(e for e in events if isinstance(e, Won))
    assert 46 in fan_ids(won.score) and 80 not in fan_ids(won.score)
    settled = next(e for e in events if isinstance(e, Settled))
    assert settled.payments == tuple([3 * (8 + won.score.total)] + [-(8 + won.score.total)] * 3)


def test_a_melded_kong_on_a_discard_draws_from_the_tail():
    state, _ = deal({0: "13579m2468s1357z5p", 1: "555p2468m1357s24z"}, tail="9s")
    state, _ = discard(state, 0, "5p")
    acts = legal_actions(state, 1)
    assert [type(a) for a in acts][:2] == [Kong, Pung]
    state, events = act(state, acts[0])
    assert [type(e).__name__ for e in events] == ["Claimed", "TileDrawn"]
    assert events[1].source == "tail" and kinds_text(state, [state.drawn]) == "9s"
    assert state.melds[1][0].meld.kind.value == "kong" and state.kong_draw


def test_a_seven_fan_hand_is_not_offered_the_win():
    # 不求人 4 + 平和 2 + 连六 1 = 7 on the dealer's own 14 tiles: the shape is complete
    state, _ = deal({0: "123456m789p2345s5s"})
    assert GB.could_win(_counts(state, 0))
    assert not find(legal_actions(state, 0), Win)
    # the same shape one fan richer (断幺) is a legal win
    state, _ = deal({0: "234567m345p678s5s5s"})
    assert legal_actions(state, 0)[0] == Win(0)
    # on a discard: 门前清 2 + 平和 2 + 断幺 2 + 连六 1 = 7, not offered; only the chow is
    state, _ = deal({0: "13579m2468p1357z5s", 1: "234567m345p678s5s"})
    state, _ = discard(state, 0, "5s")
    assert to_act(state) == (1,) and not find(legal_actions(state, 1), Win)


def _counts(state, seat):
    counts = [0] * 34
    for t in state.hands[seat]:
        counts[state.kinds[t].index] += 1
    return counts


def test_flowers_at_the_deal_are_replaced_dealer_first_and_again_until_none():
    hands = {0: "1f13579m2468s135z", 2: "2f2468m1357s246z"}
    state, events = deal(hands, tail="3f4m5m")
    flow = [(type(e).__name__, e.seat, str(e.kind)) for e in events if isinstance(e, (FlowerReplaced, TileDrawn))]
    assert flow == [("FlowerReplaced", 0, "1f"), ("TileDrawn", 0, "3f"),
                    ("FlowerReplaced", 2, "2f"), ("TileDrawn", 2, "4m"),
                    ("FlowerReplaced", 0, "3f"), ("TileDrawn", 0, "5m")]
    assert kinds_text(state, state.flowers[0]) == "1f3f" and kinds_text(state, state.flowers[2]) == "2f"
    assert kinds_text(state, [state.drawn]) == "5m"      # the dealer's last tile acts as his draw
    check_invariants(state)


# The last tile: with no scripted tail and the 8 flowers drawn from the live wall (each replaced
# from the tail), 75 turns follow the dealer's first discard, so seat 3 draws the last tile.
def last_tile_state(hands, end):
    state, _ = deal(hands, end=end)
    return tsumogiri_until(state, live_left=1)[0]


def test_no_kong_on_the_last_tile_and_the_last_discard_is_only_for_a_win():
    hands = {0: "3579m2468p1357s2z9s", 1: "55z2468m1357s246z", 3: "1111m2468p2468s6z"}
    state, _ = deal(hands, end="5z")
    state, _ = tsumogiri_until(state, live_left=5)
    while state.turn != 3 or state.phase != PLAY:     # seat 3's turn before the last one
        state, _ = pass_all(state) if state.phase == CLAIM else act(state, Discard(state.turn, state.drawn))
    assert find(legal_actions(state, 3), ConcealedKong)
    state, _ = tsumogiri_until(state, live_left=1)
    assert state.turn == 2 and state.wall.live_remaining() == 1
    state, _ = act(state, Discard(2, state.drawn))
    state, _ = pass_all(state)
    assert state.turn == 3 and state.wall.live_remaining() == 0
    acts = legal_actions(state, 3)
    assert not find(acts, ConcealedKong) and all(isinstance(a, Discard) for a in acts)
    state, events = act(state, Discard(3, state.drawn))
    # seat 1 holds 55z but may not pung the last discard; nobody can win on it: 荒庄
    assert is_over(state) and not state.wins
    assert [type(e).__name__ for e in events][-3:] == ["HandExhausted", "HandsRevealed", "Settled"]
    assert result(state).payments == (0, 0, 0, 0) and result(state).exhausted
    check_invariants(state)


def test_last_tile_self_draw_is_miaoshou_huichun():
    state = last_tile_state({3: "123m456p789s234s5z"}, end="5z")
    state, _ = act(state, Discard(2, state.drawn))
    state, _ = pass_all(state)
    assert state.turn == 3 and legal_actions(state, 3)[0] == Win(3)
    state, events = act(state, Win(3))
    won = next(e for e in events if isinstance(e, Won))
    assert 44 in fan_ids(won.score) and 80 not in fan_ids(won.score)
    check_invariants(state)


def test_last_discard_win_is_haidi_laoyue():
    hands = {0: "123m456p789s234s5z9m", 1: "55z2468m1357s246z"}
    state = last_tile_state(hands, end="5z")
    state, _ = act(state, Discard(2, state.drawn))
    state, _ = pass_all(state)
    state, _ = act(state, Discard(3, state.drawn))
    assert state.phase == CLAIM and to_act(state) == (0,)          # seat 1's pair of 5z: no pung
    assert legal_actions(state, 0) == [Win(0), Pass(0)]
    won_state, events = act(state, Win(0))
    won = next(e for e in events if isinstance(e, Won))
    assert 45 in fan_ids(won.score) and won.from_seat == 3
    # passing the last discard ends the hand drawn
    drawn_state, events = act(state, Pass(0))
    assert any(isinstance(e, HandExhausted) for e in events) and is_over(drawn_state)


def test_an_exhausted_wall_ends_the_hand_without_payments():
    state, _ = new_hand(GB, HandConfig(seed="quiet", hand_no=2))
    state, events = tsumogiri_until(state, live_left=-1)
    assert is_over(state) and not state.wins and state.wall.live_remaining() == 0
    assert isinstance(events[-3], HandExhausted) and isinstance(events[-2], HandsRevealed)
    assert events[-1].payments == (0, 0, 0, 0) and events[-1].scores == (0, 0, 0, 0)


def test_an_illegal_action_raises_and_leaves_the_state_unchanged():
    state, _ = new_hand(GB, HandConfig(seed=5, dealer=0))
    before = (view_for(state, 0).to_json(), [legal_actions(state, s) for s in range(4)], state)
    not_in_hand = next(t for t in range(144) if t not in state.hands[0])
    for bad, fragment in ((Discard(1, state.hands[1][0]), "seat 1"),
                          (Discard(0, not_in_hand), "seat 0"),
                          (Pass(0), "seat 0"),
                          (Win(2), "seat 2"),
                          ("discard 5m", "not an action")):
        with pytest.raises(IllegalAction, match=fragment):
            apply(state, bad)
    assert (view_for(state, 0).to_json(), [legal_actions(state, s) for s in range(4)], state) == before
    state, _ = apply(state, legal_actions(state, 0)[-1])      # still playable
    over, _ = tsumogiri_until(state, live_left=-1)
    with pytest.raises(IllegalAction, match="over"):
        apply(over, Pass(0))


def test_self_draw_settlement_and_discard_settlement():
    # self-draw: each other pays 8 + F
    state, _ = deal({0: "234567m345p678s5s5s"})
    state, events = act(state, Win(0))
    f = state.wins[0].score.total
    assert events[-1].payments == (3 * (8 + f), -(8 + f), -(8 + f), -(8 + f))
    # discard: the discarder pays 8 + F, the two others 8 each
    state = three_way()
    for seat in (3, 2, 1):
        acts = legal_actions(state, seat)
        state, events = act(state, acts[0] if seat == 3 else acts[-1])
    f = state.wins[0].score.total
    assert events[-1].payments == (-(8 + f), -8, -8, 16 + 8 + f)
    assert sum(events[-1].payments) == 0 and len(events[-1].transfers) == 3


def test_fan_cap_option_caps_the_payment():
    state, _ = deal(THREE_WAY, options={"fan_cap": 88})
    state, _ = discard(state, 0, "5p")
    for seat in (3, 2, 1):
        acts = legal_actions(state, seat)
        state, events = act(state, acts[0] if seat == 3 else acts[-1])
    f = min(state.wins[0].score.total, 88)
    assert events[-1].payments[0] == -(8 + f)


def test_views_hide_other_hands_and_concealed_kongs():
    state, events = deal({0: "1111m234567m89m55m"}, tail="9s")
    state, more = act(state, ConcealedKong(0, state.kinds[ids_of(state, 0, "1m")[0]]))
    check_no_leak(state, events + more)
    other = view_for(state, 1)
    assert other.melds[0][0].tiles == (None,) * 4 and other.melds[0][0].kind == "concealed_kong"
    assert view_for(state, 0).melds[0][0].tiles == state.melds[0][0].tiles
    assert other.hand == state.hands[1] and other.drawn is None and other.legal == ()
    mine = view_for(state, 0)
    assert mine.drawn == state.drawn and mine.legal == tuple(legal_actions(state, 0))
    assert mine.hand_sizes == tuple(len(h) for h in state.hands)
