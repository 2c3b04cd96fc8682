"""苏州 house rules (docs/rules/suzhou.md §11 and the [decision]s made options): 苏州百搭 (百搭 as
wildcards, 无搭, 出搭, no discard win while holding one), 豪华七对, 三风刻, the 抢杠 threshold and
漏胡 against robbing, and the presets. Each test is written from the rules text and fails when
the option is ignored.
"""
from helpers_engine import act, check_invariants, discard, find, pass_all, stack_wall
from rules.actions import AddedKong, Discard, Pass, Pung, Win
from rules.engine import PLAY, HandConfig, legal_actions, new_hand, result, view_for
from rules.events import FlowerReplaced
from rules.tiles import Tile
from rules.variants.registry import get_variant
from rules.variants.suzhou.scoring import score_suzhou
from rules.variants.suzhou.view import SuzhouView

SZ = get_variant("suzhou")
WILD = {"baida": "wild"}
read = SZ.read_hand


def score(hand, **options):
    return score_suzhou(read(hand), SZ.resolve_options(options))


def keys(result_):
    return {i.key for i in result_.items}


def sz_deal(hands=None, draws="", tail="", *, options=None):
    wall = stack_wall(hands, draws, tail, dealer=0, variant=SZ, throws=((3, 4),))
    return new_hand(SZ, HandConfig(seed="scenario", dealer=0, options=options or {}), stacked=wall)


def throw_drawn(state):
    seat = state.turn
    state, events = act(state, Discard(seat, state.drawn))
    state, more = pass_all(state)
    return state, events + more


# --- 苏州百搭: the scorer ---------------------------------------------------------------------------

JOKER_PAIR = {"concealed": "123m456p789s234s1x", "win_tile": "5m", "flags": {"self_drawn": True}}


def test_a_baida_stands_in_for_the_pair_when_wild():
    won = score(JOKER_PAIR, baida="wild")
    assert won.win and won.meets_minimum
    # 底 5 + 小门清 5 + 大门清 10 (no flower: the 百搭 is no flower tile now); no 无搭 (it holds one)
    assert keys(won) == {"base", "small_concealed", "big_concealed"} and won.total == 20


def test_a_baida_is_a_flower_tile_by_default():
    refused = score(JOKER_PAIR)
    assert not refused.win and "百搭" in (refused.reason or "")


def test_a_baida_may_make_a_wind_triple_a_concealed_wind_pung():
    # 1x with 11z: the best reading is 东东东 (风暗刻 2) and the pair 55m from the self-drawn 5m
    won = score({"concealed": "123m456p789s11z1x5m", "win_tile": "5m", "flags": {"self_drawn": True, "flowers": 3}},
                baida="wild")
    assert "concealed_wind_pung" in keys(won)


def test_no_baida_adds_five_and_counts_toward_the_threshold():
    # a pung, one flower tile, chows: 1 花 on a discard is short of 4 ...
    hand = {"melds": [{"type": "pung", "tiles": "555s", "from": 2}], "concealed": "234m456p78m99s",
            "win_tile": "9m", "flags": {"flowers": 1}}
    assert not score(hand).meets_minimum
    # ... but at a 苏州百搭 table a win without 百搭 adds 无搭 5, counted like flower tiles: 6 >= 4
    won = score(hand, baida="wild")
    assert won.meets_minimum and "no_baida" in keys(won)
    assert won.total == score(hand).total + 5


def test_holding_a_baida_the_view_bars_a_discard_win_but_not_a_self_draw():
    state, _ = sz_deal({0: "5m", **JOKER_HAND}, options=WILD)
    view = view_for(state, 1)
    barred = view.extra.win_bar(view, 20, False, SZ.resolve_options(WILD))
    assert barred is not None and barred.code == "baida_held"
    assert view.extra.win_bar(view, 20, True, SZ.resolve_options(WILD)) is None
    # about to throw the 百搭 itself: 出搭 bars every win
    assert view.extra.win_bar(view, 20, True, SZ.resolve_options(WILD), discarding=Tile.parse("1x")).code == "chuda"


def test_baida_make_seven_pairs_and_a_luxury_four():
    hand = {"concealed": "1133m5577p2244s1x", "win_tile": "1m", "flags": {"self_drawn": True}}
    won = score(hand, baida="wild", haohua_qidui="x2_each")
    # 111m + 1x: four 1m is the 豪华 four; the hand doubles
    assert "seven_pairs" in keys(won) and "haohua_qidui" in keys(won)
    assert won.total == 2 * score(hand, baida="wild").total


# --- 豪华七对, 三风刻 ------------------------------------------------------------------------------

LUXURY = {"concealed": "1111m5577p2244s6s", "win_tile": "6s", "flags": {"flowers": 2}}


def test_luxury_seven_pairs_is_plain_by_default():
    plain = score(LUXURY)
    assert "haohua_qidui" not in keys(plain)
    assert next(i for i in plain.items if i.key == "seven_pairs").value == 15


def test_luxury_seven_pairs_20_40_80():
    won = score(LUXURY, haohua_qidui="20/40/80")
    assert next(i for i in won.items if i.key == "seven_pairs").value == 20
    two = score({"concealed": "1111m5555p2244s6s", "win_tile": "6s", "flags": {"flowers": 2}},
                haohua_qidui="20/40/80")
    assert next(i for i in two.items if i.key == "seven_pairs").value == 40
    assert won.total == score(LUXURY).total + 5


def test_luxury_seven_pairs_doubles_for_each_four():
    assert score(LUXURY, haohua_qidui="x2_each").total == 2 * score(LUXURY).total
    two = {"concealed": "1111m5555p2244s6s", "win_tile": "6s", "flags": {"flowers": 2}}
    assert score(two, haohua_qidui="x2_each").total == 4 * score(two).total


THREE_WINDS = {"concealed": "111z222z333z456p5m", "win_tile": "5m", "flags": {"self_drawn": True}}


def test_three_wind_sets_add_twelve():
    assert "san_feng_ke" not in keys(score(THREE_WINDS))
    won = score(THREE_WINDS, san_feng_ke=12)
    assert "san_feng_ke" in keys(won) and won.total == score(THREE_WINDS).total + 12
    melded = {"melds": [{"type": "pung", "tiles": "111z", "from": 1}, {"type": "kong", "tiles": "2222z", "from": 2}],
              "concealed": "333z456p5m", "win_tile": "5m", "flags": {"self_drawn": True}}
    assert score(melded, san_feng_ke=12).total == score(melded).total + 12


# --- the 抢杠 threshold ---------------------------------------------------------------------------

# 3 flower tiles, a pung: no exempt pattern; robbing (kong_related, not self-drawn)
ROB3 = {"melds": [{"type": "pung", "tiles": "555s", "from": 2}], "concealed": "234m456p78m99s",
        "win_tile": "9m", "flags": {"flowers": 3, "kong_related": True}}
ROB1 = dict(ROB3, flags={"flowers": 1, "kong_related": True})


def test_robbing_counts_as_a_self_draw_by_default():
    assert score(ROB3).meets_minimum               # 3 = the self-draw threshold ("抢杠当自摸")
    assert not score(ROB1).meets_minimum


def test_robbing_needs_the_discard_threshold_with_as_discard():
    assert not score(ROB3, rob_threshold="as_discard").meets_minimum    # 3 < 4


def test_robbing_needs_no_flowers_with_no_minimum():
    assert score(ROB1, rob_threshold="no_minimum").meets_minimum


# --- 苏州百搭 on the table ---------------------------------------------------------------------------

# seat 1 holds 123m 456p 789s 234s and a 百搭: any tile completes it (the 百搭 as its pair)
JOKER_HAND = {1: "1x123m456p789s234s"}


def test_a_baida_hand_won_on_the_table_with_the_baida_standing_in():
    state, events = sz_deal(JOKER_HAND, draws="1z9s9s9s5m", options=WILD)
    assert not any(isinstance(e, FlowerReplaced) and e.seat == 1 for e in events)   # kept, not replaced
    assert any(state.kinds[t].index == 42 for t in state.hands[1])
    assert view_for(state, 1).extra.wildcards() == frozenset({42})
    state, _ = throw_drawn(state)                  # the dealer throws the jump tile
    assert Win(1) in legal_actions(state, 1)        # 1z would win (地胡) ...
    state, _ = act(state, Discard(1, state.drawn))  # ... thrown instead
    state, _ = pass_all(state)
    for _ in range(3):                              # seats 2, 3, 0 throw 9s: no discard win with a 百搭
        state, _ = throw_drawn(state)
    assert state.turn == 1 and str(state.kinds[state.drawn]) == "5m"
    state, _ = act(state, Win(1))
    win = state.wins[0]
    assert win.score.total == 20 and "no_baida" not in keys(win.score)
    assert result(state).payments == (-20, 60, -20, -20)
    check_invariants(state)


def test_a_baida_is_a_flower_replaced_at_the_deal_by_default():
    state, events = sz_deal(JOKER_HAND, draws="1z")
    assert any(isinstance(e, FlowerReplaced) and e.seat == 1 and e.kind.index == 42 for e in events)
    assert view_for(state, 1).extra.wildcards() == frozenset()


def test_holding_a_baida_no_win_is_offered_on_a_discard_but_robbing_is():
    state, _ = sz_deal({0: "5m", **JOKER_HAND}, options=WILD)
    state, _ = discard(state, 0, "5m")
    assert state.phase == PLAY                      # no claim window: the 百搭 pair would win on 5m
    # robbing: no discard on the table, the filter keeps the win
    from rules.variants.suzhou.state import SuzhouState
    from rules.variants.suzhou.table import filter_actions

    class Robbed:
        last_discard = None
        kinds = SZ.tiles.kinds
        events = ()
        options = SZ.resolve_options(WILD)
        extra = SuzhouState()
        hands = state.hands

    assert filter_actions(Robbed(), 1, (Win(1), Pass(1))) == (Win(1), Pass(1))


def test_a_discarded_baida_is_never_punged_and_bars_its_thrower():
    state, _ = sz_deal({0: "1x", 1: "1x123m456p789s234s", 2: "1x1x"}, draws="5m", options=WILD)
    state, _ = discard(state, 0, "1x")
    assert not find(legal_actions(state, 2), Pung)          # two 百搭 in hand, no pung of one
    state, _ = pass_all(state)
    extra = view_for(state, 0).extra                # 出搭: the table shows seat 0 threw one
    assert isinstance(extra, SuzhouView) and extra.chuda == (0,)


def test_chuda_bars_a_win_the_thrower_would_have():
    # seat 1 draws 5m, throws its 百搭 instead of winning and is left waiting on 5m without one
    state, _ = sz_deal({**JOKER_HAND, 3: "5m"}, draws="5m9s", options=WILD)
    state, _ = throw_drawn(state)                  # dealer
    state, _ = act(state, Discard(1, next(t for t in state.hands[1] if state.kinds[t].index == 42)))
    state, _ = pass_all(state)
    state, _ = throw_drawn(state)                  # seat 2
    state, _ = discard(state, 3, "5m")
    assert state.phase == PLAY                      # 出搭: seat 1 is not asked to win this hand
    # the same hand without 出搭 wins on it: 无搭 5 花 reach the 4 a discard needs
    won = score({"concealed": "123m456p789s234s5m", "win_tile": "5m"}, baida="wild")
    assert won.meets_minimum


# --- 漏胡 and robbing -----------------------------------------------------------------------------

def _rob_passed(options):
    """Seat 3 (门清, waiting on 2p/5p) lets seat 2's added 5p kong go; seat 2's replacement is
    2p, which it throws before seat 3 draws again."""
    hands = {0: "5p", 2: "55p", 3: "34p123m456m789s11s"}
    state, _ = sz_deal(hands, draws="9s9s9s5p", tail="2p", options=options)
    state, _ = discard(state, 0, "5p")
    state, _ = act(state, Pass(3))
    state, _ = act(state, find(legal_actions(state, 2), Pung)[0])
    state, _ = pass_all(state)
    state, _ = act(state, find(legal_actions(state, 2), Discard)[0])
    state, _ = pass_all(state)
    for _ in range(3):                              # seats 3, 0, 1 throw their draws
        state, _ = throw_drawn(state)
    state, _ = act(state, AddedKong(2, state.drawn))
    assert Win(3) in legal_actions(state, 3)        # seat 3 drew since it passed: it may rob
    state, _ = act(state, Pass(3))
    assert str(state.kinds[state.drawn]) == "2p"
    state, _ = discard(state, 2, "2p")
    return state


def test_passing_a_robbable_kong_is_a_missed_win_by_default():
    state = _rob_passed({})
    assert state.phase == PLAY and state.turn == 3  # seat 3 was not asked: it draws


def test_pass_win_rob_discards_only_keeps_robbing_apart_from_the_missed_win():
    state = _rob_passed({"pass_win_rob": "discards_only"})
    assert Win(3) in legal_actions(state, 3)


def test_pass_win_rob_discards_only_lets_a_missed_win_rob():
    # the filter itself: a seat under 漏胡 offered a robbed kong (no discard on the table)
    from rules.variants.suzhou.state import SuzhouState
    from rules.variants.suzhou.table import filter_actions

    class Table:
        last_discard = None
        kinds = SZ.tiles.kinds
        events = ()

        def __init__(self, options):
            self.options = options
            self.extra = SuzhouState(no_win=frozenset({(3, -1)}))

    offered = (Win(3), Pass(3))
    assert filter_actions(Table(SZ.resolve_options({})), 3, offered) == (Pass(3),)
    assert filter_actions(Table(SZ.resolve_options({"pass_win_rob": "discards_only"})), 3, offered) == offered


# --- presets ------------------------------------------------------------------------------------

def test_presets_name_the_rule_sets_they_are():
    assert SZ.preset("two_three").values == {"threshold_profile": "2/3"}
    assert SZ.preset("baida").values == {"baida": "wild"}
    assert SZ.preset("baida_haoqi").values == {"baida": "wild", "haohua_qidui": "x2_each"}
    assert SZ.preset_matching({"threshold_profile": "2/3"}).key == "two_three"


# --- a golden replay of the 苏州百搭 preset ---------------------------------------------------------

def test_golden_baida_log_reproduces_the_same_events():
    # Recorded once with default bots (`main.py simulate --variant suzhou --hands 4 --seed 7 --preset
    # baida --log tests/game/golden/suzhou_baida_seed7_4hands.jsonl`); every one of its four wins
    # holds a 百搭 standing in (one a 七对 with three). An engine change that plays these actions
    # into other events or payments breaks it on purpose.
    import json
    from pathlib import Path

    from game.session import replay_log
    from rules.events import Won

    path = Path(__file__).resolve().parents[1] / "game" / "golden" / "suzhou_baida_seed7_4hands.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    wins: list = []
    summary = replay_log(lines, lambda events: wins.extend(e for e in events if isinstance(e, Won)))
    assert summary["options"] == json.loads(lines[0])["options"] and summary["options"]["baida"] == "wild"
    assert summary["hands"] == 4 and len(wins) == 4
    assert all(any(k.index == 42 for k in w.hand_kinds) for w in wins)


def test_after_an_exhausted_wall_the_dealer_stays_or_the_deal_passes_as_the_room_says():
    # §7 [decision] exhausted_dealer: 荒庄 keeps the dealer (stays, the seed) or passes the deal (next)
    from rules.variants.results import HandResult
    from rules.variants.suzhou.table import next_dealer
    drawn = HandResult(wins=(), exhausted=True, payments=(0, 0, 0, 0), transfers=(), dealer=2, reason="exhausted")
    assert next_dealer(2, drawn, SZ.resolve_options({})) == 2
    assert next_dealer(2, drawn, SZ.resolve_options({"exhausted_dealer": "next"})) == 3
    assert next_dealer(3, drawn, SZ.resolve_options({"exhausted_dealer": "next"})) == 0
