"""rules/option_effects.py: the room rules that changed a win's score or payment, found by scoring
and settling again with each non-default option at its default."""
from __future__ import annotations

from functools import cache

import pytest

from game.session import MatchSession
from rules.actions import action_from_json
from rules.match import hand_config
from rules.option_effects import hand_effects, score_effects, win_contexts
from rules.variants.registry import get_variant

SICHUAN = get_variant("sichuan").load_hooks()
SUZHOU = get_variant("suzhou").load_hooks()


def sichuan_hand(concealed: str, win: str, **flags: bool):
    return SICHUAN.read_hand({"concealed": concealed, "win_tile": win, "void_suit": "s", "flags": flags})


# --- one win's score ---------------------------------------------------------------------------

def test_sichuan_self_draw_as_a_base_takes_the_self_draw_fan_away():
    # rules/sichuan §7 C4: 自摸加番 (+1 fan) by default; 自摸加底 adds a stake instead of the fan.
    ctx = sichuan_hand("123m456m789m234p5p", "5p", self_drawn=True)
    (effect,) = score_effects(SICHUAN, ctx, {"zimo": "base"})
    assert (effect.key, effect.value, effect.default) == ("zimo", "base", "fan")
    assert (effect.score_before, effect.score_after, effect.unit) == (2, 1, "fan")
    assert effect.score_changed and effect.wins_before


def test_a_rule_that_does_not_touch_this_win_is_not_named():
    on_discard = sichuan_hand("123m456m789m234p5p", "5p")          # no self-draw: 自摸加底 changes nothing
    assert score_effects(SICHUAN, on_discard, {"zimo": "base", "exchange_three": True}) == ()
    assert score_effects(SICHUAN, on_discard, {}) == ()


def test_suzhou_seven_pairs_worth_ten_is_named_with_its_five_flowers():
    # rules/suzhou §6 S3: 七对 is worth 15 (the default) or 10.
    ctx = SUZHOU.read_hand({"concealed": "11m22m33m44m55m66m7m", "win_tile": "7m", "flags": {"self_drawn": True}})
    effects = score_effects(SUZHOU, ctx, {"qidui_value": 10, "silver_per_hua": 2})
    assert [(e.key, e.score_before - e.score_after, e.unit) for e in effects] == [("qidui_value", 5, "hua")]


# --- a whole hand, replayed --------------------------------------------------------------------

@cache
def bot_hand(variant: str, seed: int, options: tuple[tuple[str, object], ...]):
    session = MatchSession(variant=variant, seed=seed, human=None, options=dict(options))
    while not session.hand_over:
        session.step()
    actions = tuple(action_from_json(e["action"]) for e in session.log if e["type"] == "action")
    return session, hand_config(session.match), actions


def test_every_replayed_win_is_found_with_the_context_it_was_scored_from():
    options = (("zimo", "base"),)
    session, config, actions = bot_hand("sichuan", 2, options)
    state, wins = win_contexts(SICHUAN, config, actions)
    assert [w.seat for w, _ in wins] == [w.seat for w in session.state.wins]
    for won, ctx in wins:
        assert SICHUAN.score(ctx, SICHUAN.resolve_options(dict(options))) == won.score
    assert state.variant is SICHUAN and state.settlement == session.state.settlement


@pytest.mark.parametrize("seed", [2, 13, 15])
def test_sichuan_self_drawn_wins_name_self_draw_as_a_base_and_discard_wins_do_not(seed):
    session, config, actions = bot_hand("sichuan", seed, (("zimo", "base"),))
    effects = hand_effects(SICHUAN, config, actions)
    assert len(effects) == len(session.state.wins)
    assert any(w.self_drawn for w in session.state.wins)
    for win, found in zip(session.state.wins, effects):
        if not win.self_drawn:
            assert found == ()
            continue
        (effect,) = found
        assert effect.key == "zimo" and effect.score_before == win.score.total + 1
        # what the winner got is the hand's settlement as played
        assert effect.paid_after == session.state.settlement.payments[win.seat]
        assert effect.paid_before is not None


def test_suzhou_silver_per_flower_doubles_what_every_winner_receives_and_leaves_the_score():
    # rules/suzhou §7: payments are 花 × 银子 per 花; 2 doubles them, the 花 counted stay.
    for seed in range(1, 12):
        session, config, actions = bot_hand("suzhou", seed, (("silver_per_hua", 2),))
        if session.state.wins:
            break
    effects = hand_effects(SUZHOU, config, actions)
    for win, found in zip(session.state.wins, effects):
        (effect,) = found
        assert effect.key == "silver_per_hua" and not effect.score_changed and effect.paid_changed
        assert effect.paid_after == 2 * effect.paid_before == session.state.settlement.payments[win.seat]


def test_a_hand_at_the_classic_rules_names_no_rule():
    session, config, actions = bot_hand("sichuan", 2, ())
    assert session.state.wins and hand_effects(SICHUAN, config, actions) == ()


def test_under_bloody_river_the_flow_rule_is_not_billed_and_each_winner_is_billed_once():
    # 血流成河 (play_on, a flow option) changes the play itself: the same wins settled as 血战
    # would mean nothing, so it is never named for the payments; 自摸加底 is, once per winner.
    options = (("play_on", "bloody_river"), ("zimo", "base"))
    session, config, actions = bot_hand("sichuan", 4, options)
    effects = hand_effects(SICHUAN, config, actions)
    seats = [w.seat for w in session.state.wins]
    assert len(seats) > len(set(seats))                  # someone won twice
    billed = [(seat, e.key) for seat, found in zip(seats, effects) for e in found if e.paid_before is not None]
    assert all(key == "zimo" for _, key in billed)
    assert len(billed) == len(set(billed))
    assert all(e.key != "play_on" or e.score_changed for found in effects for e in found)
