"""四川 house rules (docs/rules/sichuan-xuezhan.md §5, §7, §8, §10): 血流成河, 呼叫转移, 门清, 中张,
天地胡, 点杠花, 金钩钓, 海底, 根 of a 碰, 自摸不加. Each test is written from the rules text and
plays or scores the same hand with the option off and on, so it fails if the option is ignored."""
from __future__ import annotations

from helpers_engine import act, check_invariants, find
from rules.actions import ConcealedKong, Discard, Kong, Pass, Win
from rules.engine import PLAY, is_over, legal_actions, result, to_act, view_for
from rules.events import Won
from rules.variants.sichuan.events import CallTransferred
from sichuan_scenarios import SC, answer_all, autoplay, discard_kind, no_leak, sc_deal

ALL_S = {0: "s", 1: "s", 2: "s", 3: "s"}
RIVER = {"play_on": "bloody_river"}


def _score(hand: dict, **options: object):
    return SC.score(SC.read_hand(hand), SC.resolve_options(options))


def _names(hand: dict, **options: object) -> list[str]:
    return [i.name_zh for i in _score(hand, **options).items]


# --- scoring options (§7) -------------------------------------------------------------------------

PLAIN = {"concealed": "123m456m789m23p55p", "win_tile": "4p", "void_suit": "s"}


def test_men_qing_adds_a_fan_without_a_pung_or_exposed_kong():
    assert _score(PLAIN).total == 1 and _score(PLAIN, men_qing=True).total == 2
    assert "门清" in _names(PLAIN, men_qing=True)
    punged = {"concealed": "456m789m23p55p", "win_tile": "4p", "void_suit": "s",
              "melds": [{"type": "pung", "tiles": "111m", "from": 1}]}
    assert "门清" not in _names(punged, men_qing=True)
    # a 暗杠 keeps the hand 门清 (it takes no other player's tile)
    hidden = dict(punged, melds=[{"type": "concealed_kong", "tiles": "1111m"}])
    assert "门清" in _names(hidden, men_qing=True)


def test_zhong_zhang_adds_a_fan_without_a_one_or_nine():
    simples = {"concealed": "234m456m678m23p55p", "win_tile": "4p", "void_suit": "s"}
    assert _score(simples).total == 1 and _score(simples, zhong_zhang=True).total == 2
    assert "中张" not in _names(PLAIN, zhong_zhang=True)          # 123m, 789m hold a 1 and a 9


def test_heavenly_win_counts_alone_only_with_tian_di_hu_on():
    tian = {"concealed": "123m456m789m234p5p", "win_tile": "5p", "void_suit": "s",
            "flags": {"self_drawn": True, "first_turn": True, "dealer": True}}
    assert _names(tian) == ["天胡"] and _score(tian).total == 6
    off = _score(tian, tian_di_hu=False)
    assert "天胡" not in [i.name_zh for i in off.items] and off.total == 2      # 平胡 + 自摸


def test_golden_hook_and_last_tile_extras_switch_off():
    hook = {"concealed": "5p", "win_tile": "5p", "void_suit": "s",
            "melds": [{"type": "pung", "tiles": t, "from": 1} for t in ("111m", "222m", "333p", "444p")]}
    assert _score(hook).total == 3 and _score(hook, jin_gou_diao=False).total == 2
    last = dict(PLAIN, flags={"self_drawn": True, "last_tile": True})
    assert _score(last).total == 3 and _score(last, hai_di=False).total == 2
    assert "海底捞月" not in _names(last, hai_di=False)


def test_a_pung_and_its_fourth_tile_is_a_root_unless_pung_root_is_off():
    hand = {"concealed": "1m23m456m789m5p", "win_tile": "5p", "void_suit": "s",
            "melds": [{"type": "pung", "tiles": "111m", "from": 1}]}
    assert "根" in _names(hand) and _score(hand).total == 2
    assert "根" not in _names(hand, pung_root=False) and _score(hand, pung_root=False).total == 1


def test_zimo_none_adds_neither_a_fan_nor_a_stake():
    drawn = dict(PLAIN, flags={"self_drawn": True})
    assert _score(drawn).total == 2 and _score(drawn, zimo="none").total == 1
    hands = {0: "13579m2468m13p79p5p", 1: "123m456m789m23p55p"}
    for zimo, each in (("fan", 2), ("base", 2), ("none", 1)):
        # seat 1's first draw (1s) goes; his second (4p) wins: no 地胡
        state, _ = sc_deal(hands, "1s2s3s4s4p", voids=ALL_S, options={"zimo": zimo})
        state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1 and s.drawn is not None
                            and str(s.kinds[s.drawn]) == "4p")
        state, _ = act(state, Win(1))
        state, _ = autoplay(state, wins=True)
        paid = [t.amount for t in result(state).transfers if t.payee == 1 and "自摸" in t.reason]
        assert paid == [each] * 3, zimo


# --- 点杠花 (§8) -------------------------------------------------------------------------------------

FED = {0: "13579m2468m13p79p5p", 1: "555p123m456m789m9m"}


def _fed_kong_win(rule: str):
    state, _ = sc_deal(FED, tail="9m", voids=ALL_S, options={"dian_gang_hua": rule})
    state, _ = discard_kind(state, 0, "5p")
    state, _ = act(state, find(legal_actions(state, 1), Kong)[0])
    assert state.kong_draw and Win(1) in legal_actions(state, 1)
    state, events = act(state, Win(1))
    won = next(e for e in events if isinstance(e, Won))
    state, _ = autoplay(state, wins=True)
    paid = sorted((t.payer, t.amount) for t in result(state).transfers
                  if t.payee == 1 and ("自摸" in t.reason or "点杠花" in t.reason))
    return won, paid, state


def test_a_win_on_a_fed_kongs_replacement_is_paid_by_all_or_by_the_feeder():
    won, paid, state = _fed_kong_win("self_drawn")
    assert won.score.total == 4                         # 平胡 杠 杠上花 自摸
    assert paid == [(0, 8), (2, 8), (3, 8)]
    won, paid, state = _fed_kong_win("discarder")
    assert won.score.total == 3 and "自摸" not in [i.name_zh for i in won.score.items]
    assert paid == [(0, 4)]                             # only the player who fed the kong
    assert sum(result(state).payments) == 0
    check_invariants(state)


# --- 呼叫转移 (§8) -----------------------------------------------------------------------------------

GSP = {0: "13579m2468m13p79p3s", 1: "2222p8p2345678m9m", 2: "123m456m789m46p11m"}


def _kong_then_deal_in(transfer: bool):
    state, _ = sc_deal(GSP, "1p", tail="5p", voids=ALL_S, options={"call_transfer": transfer})
    state, _ = discard_kind(state, 0, "3s")
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1)
    state, _ = act(state, find(legal_actions(state, 1), ConcealedKong)[0])   # 0, 2, 3 pay 2 each
    state, _ = discard_kind(state, 1, "5p")                                   # 杠上炮 for seat 2
    state, events = act(state, Win(2))
    return state, events


def test_call_transfer_hands_the_kong_income_to_the_winner_of_a_discard_after_it():
    state, events = _kong_then_deal_in(False)
    assert not [e for e in events if isinstance(e, CallTransferred)]
    state, events = _kong_then_deal_in(True)
    moved = [e for e in events if isinstance(e, CallTransferred)]
    assert len(moved) == 1 and [(t.payer, t.payee, t.amount) for t in moved[0].transfers] == [(1, 2, 6)]
    assert moved[0].payments == (0, -6, 6, 0)
    no_leak(state, events)
    state, _ = autoplay(state)
    res = result(state)
    assert [(t.payer, t.payee, t.amount) for t in res.transfers if "呼叫转移" in t.reason] == [(1, 2, 6)]
    # an income handed on is never refunded at the end (退杠钱)
    assert not [t for t in res.transfers if "退杠钱" in t.reason and t.payer == 1]
    assert sum(res.payments) == 0
    check_invariants(state)


# --- 血流成河 (§5) -----------------------------------------------------------------------------------

TWICE = {
    0: "2468p3579p1s2s3s4s5s6s",
    1: "123m456m789m123p9p",        # waits 9p (单钓): 平胡 + 自摸 = 2 番, twice
    2: "111p444p555p666p8m",
    3: "11m22m33m55m66m77m9m",
}
TWICE_DRAWS = "7s8s9s1s9p2s3s4s6m5s6s7s9p"   # seat 1 draws 9p, 6m, 9p


def _first_win(options: dict):
    state, _ = sc_deal(TWICE, TWICE_DRAWS, voids=ALL_S, options={"forced_win_tiles": 0, **options})
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1 and s.drawn is not None
                        and str(s.kinds[s.drawn]) == "9p")
    return act(state, Win(1))


def test_under_bloody_battle_a_winner_leaves():
    state, _ = _first_win({})
    assert state.active == (True, False, True, True) and len(state.hands[1]) == 14


def test_under_bloody_river_a_winner_sets_his_tile_aside_and_plays_on_locked():
    state, events = _first_win(RIVER)
    won = next(e for e in events if isinstance(e, Won))
    assert len(won.hand) == 14 and won.tile not in state.hands[1]
    assert state.active == (True,) * 4 and len(state.hands[1]) == 13
    assert state.phase == PLAY and state.turn == 2
    check_invariants(state)
    no_leak(state, events)
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1)
    # his next draw (6m is not his win): only that tile may go, though 6m is not his void suit
    legal = legal_actions(state, 1)
    assert list(legal) == [Discard(1, state.drawn)]
    view = view_for(state, 1)
    assert view.extra.hand_locked
    from game.teaching.why_not import refusal
    other = next(t for t in state.hands[1] if t != state.drawn)
    found = refusal(view, Discard(1, other), state.options)
    assert found is not None and found.code == "won_locked"


def test_under_bloody_river_the_same_seat_wins_twice_and_each_win_is_paid():
    state, _ = _first_win(RIVER)
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1)
    state, _ = act(state, Discard(1, state.drawn))
    state, _ = answer_all(state)
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1)
    assert str(state.kinds[state.drawn]) == "9p" and Win(1) in legal_actions(state, 1)
    state, events = act(state, Win(1))
    won = next(e for e in events if isinstance(e, Won))
    assert won.score.total == 2 and not is_over(state)
    check_invariants(state)
    state, _ = autoplay(state)            # the others pass every win: the wall runs out
    res = result(state)
    assert [w.seat for w in res.wins] == [1, 1]
    drawn = [(t.payer, t.amount) for t in res.transfers if t.payee == 1 and "自摸" in t.reason]
    assert sorted(drawn) == [(0, 2), (0, 2), (2, 2), (2, 2), (3, 2), (3, 2)]
    assert sum(res.payments) == 0
    check_invariants(state)


def test_a_won_hand_under_bloody_river_is_still_asked_for_a_discard_win_only():
    state, _ = _first_win(RIVER)
    asked = []

    def seat1_asked(s):
        if s.phase != PLAY and 1 in to_act(s):
            asked.append(tuple(type(a) for a in legal_actions(s, 1)))
        return False
    autoplay(state, until=seat1_asked)
    assert all(set(kinds) <= {Win, Pass} for kinds in asked)


def test_bots_play_a_bloody_river_hand_where_one_seat_wins_twice():
    from rules.invariants import leak_violations, table_violations

    from game.session import MatchSession
    found = []

    def check(state, events):
        found.extend(table_violations(state))
        for seat in range(4):
            found.extend(leak_violations(state, events, seat))
    session = MatchSession("sichuan", "bloody-river", human=None, bot_kind=["default"] * 4,
                           options={"play_on": "bloody_river"}, check=check)
    twice = None
    for _ in range(6):
        while session.step():
            pass
        res = result(session.state)
        assert sum(res.payments) == 0 and session.state.wall.live_remaining() == 0 or len(res.wins) == 0
        seats = [w.seat for w in res.wins]
        if any(seats.count(s) >= 2 for s in seats):
            twice = res
            break
        session.next_hand()
    assert twice is not None, "no seat won twice in six bloody-river hands"
    assert sum(twice.payments) == 0 and not found, found[:3]
