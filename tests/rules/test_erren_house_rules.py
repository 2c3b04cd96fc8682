"""二人麻将 room rules (docs/rules/two-player-71.md §4-§8, §10): every option value that changes
a score, the table's flow or a payment, each checked against the default it replaces."""
import pytest

from helpers_engine import ids_of, pass_all
from helpers_erren import erren_deal, exchange
from rules.actions import Discard, Pass, Pung, Win
from rules.engine import CLAIM, OVER, PLAY, apply, legal_actions, result
from rules.events import Won
from rules.score_rows import rows_in_force
from rules.variants.erren import VARIANT as ERREN
from rules.variants.erren.events import DeclareReady, IndicatorRevealed, LastChance, TilesExchanged
from rules.variants.erren.scoring import read_hand, score

DEFAULTS = ERREN.resolve_options()
B = ERREN.resolve_options({"scoring": "B", "fan_cap": 88})
DEALER_READY = "123m456p789s34s55p1z"
SEVEN_PAIRS_READY = "11m22m88p99p11s66s4z"
NOT_READY = "11m22m88p99p11s6s4z7z"


def keys(result_):
    return {item.key for item in result_.items}


def won_score(events):
    return next(e for e in events if isinstance(e, Won)).score


# --- scoring: table B, the minimum, the cap ----------------------------------------------------------

def test_table_b_scores_the_qq_fans_where_table_a_scores_riichi_ones():
    # a closed full flush won on a discard: A 清一色 6; B 清一色 16 + 门前清 2 (+ its chows' 1-fan rows)
    hand = read_hand({"concealed": "123345678999m5m", "win_tile": "5m"})
    a, b = score(hand, DEFAULTS), score(hand, B)
    assert "qing_yi_se" in keys(a) and a.total == 6
    assert {"b_qing_yi_se", "b_men_qing"} <= keys(b) and not keys(b) & {row.key for row in ERREN.rows
                                                                          if row.only_with == {"scoring": "A"}}
    assert b.total >= 18


def test_table_b_knows_no_thirteen_orphans():
    hand = read_hand({"concealed": "19m19p19s1234567z", "win_tile": "1m"})
    assert score(hand, DEFAULTS).total == 13
    assert not score(hand, B).win


def test_the_table_in_force_is_a_or_b_and_the_indicator_row_is_in_both():
    in_a = {r.key for r in rows_in_force(ERREN.rows, DEFAULTS)}
    in_b = {r.key for r in rows_in_force(ERREN.rows, B)}
    assert "qing_yi_se" in in_a and "b_qing_yi_se" not in in_a
    assert "b_qing_yi_se" in in_b and "qing_yi_se" not in in_b
    assert in_a & in_b == {"hua_pai"}


def test_b_exclusions_follow_the_table():
    # 四暗刻 64 cancels 三暗刻, 双暗刻, 碰碰胡, 门前清, 不求人 and 自摸
    hand = read_hand({"concealed": "111m333p555s777s9m", "win_tile": "9m", "flags": {"self_drawn": True}})
    b = score(hand, B)
    assert "b_si_an_ke" in keys(b)
    assert not keys(b) & {"b_san_an_ke", "b_shuang_an_ke", "b_peng_peng_hu", "b_men_qing", "b_bu_qiu_ren", "b_zi_mo"}


def test_the_minimum_in_force_refuses_a_one_fan_win():
    hand = read_hand({"concealed": "123m456p789s24s55p", "win_tile": "3s", "flags": {"baoting": True}})
    assert ERREN.is_legal_win(score(hand, DEFAULTS))
    two = score(hand, ERREN.resolve_options({"min_fan": 2}))
    assert two.win and not ERREN.is_legal_win(two) and two.needed == 2


def test_a_table_b_room_of_8_fans_refuses_a_small_hand():
    # 不求人 4 + 平胡 2 = 6: a win at the default minimum, not in an 8-fan room
    hand = read_hand({"concealed": "123m456p789s23s55p", "win_tile": "4s", "flags": {"self_drawn": True}})
    small = score(hand, B)
    assert small.total == 6 and ERREN.is_legal_win(small)
    assert not ERREN.is_legal_win(score(hand, ERREN.resolve_options({"scoring": "B", "min_fan": 8})))


def test_the_cap_of_88_keeps_a_table_b_limit_above_13():
    hand = read_hand({"melds": [{"type": "pung", "tiles": "555z", "from": 1}], "concealed": "666z777z123m4p",
                      "win_tile": "4p"})
    assert score(hand, ERREN.resolve_options({"scoring": "B"})).total == 13      # the seed's cap
    assert score(hand, B).total >= 88                                            # 大三元 88


def test_a_b_win_is_paid_up_to_the_cap_in_force():
    state, _ = erren_deal({0: "123m456p789s234s55p", 1: NOT_READY}, options={"scoring": "B", "fan_cap": 88})
    state, _ = exchange(state)
    state, events = apply(state, Win(0))                  # 天胡 88 and more, capped at 88
    assert won_score(events).total == 88 and result(state).payments == (88, -88)


# --- the table's flow -------------------------------------------------------------------------------

@pytest.mark.parametrize("count", [0, 1])
def test_the_number_of_indicators_turned_up(count):
    state, _ = erren_deal({0: DEALER_READY, 1: NOT_READY}, reserve="5p6p", options={"indicators": count})
    state, events = exchange(state)
    shown = [str(e.kind) for e in events if isinstance(e, IndicatorRevealed)]
    assert shown == ["5p"][:count] and len(state.extra.indicator_ids) == count


def test_without_an_indicator_no_bonus_fans_are_scored():
    for count, fans in ((1, 3), (0, 0)):      # 5p: 456p and the pair 55p
        state, _ = erren_deal({0: DEALER_READY, 1: NOT_READY}, draws="2s", reserve="5p6p",
                              options={"indicators": count})
        state, _ = exchange(state)
        state, _ = apply(state, DeclareReady(0, ids_of(state, 0, "1z")[0]))
        state, _ = apply(state, Discard(1, state.drawn))
        state, events = apply(state, Win(0))
        bonus = [i for i in won_score(events).items if i.key == "hua_pai"]
        assert sum(i.value * i.count for i in bonus) == fans


def test_without_the_exchange_nobody_exchanges_and_the_indicator_is_up_at_once():
    state, events = erren_deal({0: DEALER_READY, 1: NOT_READY}, reserve="5p", options={"exchange": "off"})
    assert state.phase == PLAY and not any(isinstance(e, TilesExchanged) for e in events)
    assert [str(e.kind) for e in events if isinstance(e, IndicatorRevealed)] == ["5p"]
    on, _ = erren_deal({0: DEALER_READY, 1: NOT_READY}, reserve="5p")
    assert on.phase != PLAY                              # the default asks for the exchange first


def test_a_closed_only_room_offers_no_declaration_to_an_open_hand():
    hands = {0: "19m19p19s1234z5z6z7z", 1: "123m456p78s55p5z5z9m"}
    for open_ok in (True, False):
        state, _ = erren_deal(hands, draws="2m9s", filler_seed=2, options={"baoting_open": open_ok})
        state, _ = exchange(state)
        state, _ = apply(state, Discard(0, ids_of(state, 0, "5z")[0]))
        state, _ = apply(state, next(a for a in legal_actions(state, 1) if isinstance(a, Pung)))
        nine = ids_of(state, 1, "9m")[0]
        assert (DeclareReady(1, nine) in legal_actions(state, 1)) is open_ok
    closed, _ = erren_deal({0: DEALER_READY, 1: NOT_READY}, options={"baoting_open": False})
    closed, _ = exchange(closed)
    assert DeclareReady(0, ids_of(closed, 0, "1z")[0]) in legal_actions(closed, 0)


def test_an_automatic_win_after_the_declaration_is_not_asked():
    for mode, offered in (("ask", [Win(0), Pass(0)]), ("auto", [Win(0)])):
        state, _ = erren_deal({0: DEALER_READY, 1: NOT_READY}, draws="2s", options={"baoting_win": mode})
        state, _ = exchange(state)
        state, _ = apply(state, DeclareReady(0, ids_of(state, 0, "1z")[0]))
        state, _ = apply(state, Discard(1, state.drawn))      # 2s: the dealer's winning tile
        assert state.phase == CLAIM and legal_actions(state, 0) == offered


def test_no_last_chance_draw_when_the_room_turns_it_off():
    for draws, expected in ((1, True), (0, False)):
        state, _ = erren_deal({0: DEALER_READY, 1: SEVEN_PAIRS_READY}, reserve="9m4z", filler_seed=3,
                              options={"haidi_draws": draws})
        state, _ = exchange(state)
        events = []
        while state.phase != OVER and not any(isinstance(e, LastChance) for e in events):
            if state.phase == CLAIM or state.phase == "rob":
                state, more = pass_all(state)
            else:
                state, more = apply(state, Discard(state.turn, state.drawn))
            events += more
        assert any(isinstance(e, LastChance) for e in events) is expected
        if not expected:
            assert result(state).payments == (0, 0) and not result(state).wins


def test_furiten_refuses_a_discard_win_on_a_kind_one_has_thrown():
    # the dealer throws 2s (one of his waits 2s/5s after 1z goes), then the other throws 5s
    hands = {0: "123m456p789s234s55p", 1: NOT_READY}
    for furiten, offered in ((False, True), (True, False)):
        state, _ = erren_deal(hands, draws="1z7z5s", options={"furiten": furiten})
        state, _ = exchange(state)
        state, _ = apply(state, Discard(0, ids_of(state, 0, "2s")[0]))   # 34s + 55p: waits 2s/5s
        if state.phase == CLAIM:
            state, _ = pass_all(state)
        state, _ = apply(state, Discard(1, state.drawn))                   # 1z
        if state.phase == CLAIM:
            state, _ = pass_all(state)
        state, _ = apply(state, Discard(0, state.drawn))                   # his draw goes
        if state.phase == CLAIM:
            state, _ = pass_all(state)
        five = state.drawn
        assert str(state.kinds[five]) == "5s"
        state, _ = apply(state, Discard(1, five))
        asked = legal_actions(state, 0) if state.phase == CLAIM else []
        assert (Win(0) in asked) is offered


# --- payments ---------------------------------------------------------------------------------------

def test_the_dealer_bonus_adds_a_fan_to_the_dealers_win():
    for bonus, paid in ((False, 13), (True, 13)):      # at the cap the bonus adds nothing
        state, _ = erren_deal({0: "123m456p789s234s55p", 1: NOT_READY}, options={"dealer_bonus": bonus})
        state, _ = exchange(state)
        state, _ = apply(state, Win(0))
        assert result(state).payments == (paid, -paid)
    for bonus, extra in ((False, 0), (True, 1)):
        state, _ = erren_deal({0: DEALER_READY, 1: NOT_READY}, draws="2s", options={"dealer_bonus": bonus})
        state, _ = exchange(state)
        state, _ = apply(state, DeclareReady(0, ids_of(state, 0, "1z")[0]))
        state, _ = apply(state, Discard(1, state.drawn))
        state, events = apply(state, Win(0))
        fans = won_score(events).total
        assert result(state).payments == (fans + extra, -(fans + extra))


# --- presets ----------------------------------------------------------------------------------------

def test_the_presets_are_named_rule_sets_of_real_options():
    assert [p.key for p in ERREN.all_presets()] == ["classic", "qq_b", "riichi_strict"]
    for preset in ERREN.presets:
        assert preset.source and preset.title.zh and preset.title.en
        assert ERREN.preset_matching(preset.values) is preset
    assert ERREN.resolve_options(ERREN.preset("qq_b").values)["scoring"] == "B"


def test_every_option_has_a_brief_in_both_languages():
    for opt in ERREN.options:
        text = ERREN.book.options[opt.key]
        assert text.brief is not None and text.brief.zh and text.brief.en, opt.key
        assert len(text.brief.zh) <= 60 and len(text.brief.en) <= 110, opt.key
