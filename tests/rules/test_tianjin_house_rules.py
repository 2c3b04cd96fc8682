"""天津 house rules (docs/rules/tianjin.md §3 J3, §6a-§6d, §8 J9): 扣听 (declared with a discard
that leaves the hand ready, the hand locked, ×4 on the win and ×4 for a 扣听 payer), 金杠胡 /
银杠胡, 拉龙五, 素 with a 金杠, the QQ single-throw break, 铲 of 2 units, and the presets.
Each test fails when its option is ignored."""
import pytest

from helpers_tianjin import TJ, act, check_invariants, tianjin_hand, tiles_of
from rules.actions import Discard, Kong, Pass, Win, action_from_json
from rules.engine import HandConfig, apply, is_over, legal_actions, new_hand, result, to_act, view_for
from rules.events import DiceRolled, Discarded, WallBroken, Won
from rules.tiles import Tile
from rules.variants.tianjin.events import ChanAnnounced, DeclareKouTing, KouTingDeclared
from rules.variants.tianjin.scoring import score

H34 = ["3p", "4p"]       # 3p flipped: 3p and 4p are the 混, 4p the successor (金), 3p the flipped kind (银)


def value(concealed, win, options=None, hun=H34, melds=(), **flags):
    hand = {"concealed": concealed, "win_tile": win, "hun": list(hun), "melds": list(melds)}
    if flags:
        hand["flags"] = flags
    return score(TJ.read_hand(hand), TJ.resolve_options(options or {}))


def keys(result):
    return [i.key for i in result.items]


# --- §6a 扣听: scoring ------------------------------------------------------------------------------

def test_kou_ting_multiplies_the_win_by_four():
    plain = value("123m567p789s234s3p", "6z", options={"kou_ting": "x4"})        # 单混儿吊: 2
    declared = value("123m567p789s234s3p", "6z", options={"kou_ting": "x4"}, kou_ting=True)
    assert plain.total == 2 and declared.total == 8 and keys(declared)[-1] == "kou_ting"
    assert value("123m567p789s234s3p", "6z", kou_ting=True).total == 2     # a table without 扣听


def test_kou_ting_does_not_lift_a_hand_worth_one_over_the_minimum():
    # a plain 提溜 with a 混 in hand is worth 1: ×4 comes after the minimum of 2
    r = value("123m567p789s23s5z3p", "5z", options={"kou_ting": "x4"}, kou_ting=True)
    assert r.win and not r.meets_minimum and not TJ.is_legal_win(r)


# --- §6b 金杠胡 / 银杠胡 ---------------------------------------------------------------------------------

def test_four_successor_hun_win_whatever_the_shape_worth_eight():
    hand = ("4444p19m19s13567z", "2z")
    assert not value(*hand).win                                  # not four sets and a pair
    r = value(*hand, options={"gold_kong_win": True})
    assert TJ.is_legal_win(r) and r.total == 8 and keys(r) == ["jin_gang_hu"]


def test_three_of_the_flipped_kind_win_worth_six():
    hand = ("333p19m19s123567z", "4z")
    assert not value(*hand).win
    r = value(*hand, options={"gold_kong_win": True})
    assert TJ.is_legal_win(r) and r.total == 6 and keys(r) == ["yin_gang_hu"]


def test_a_declared_golden_kong_counts_and_kong_replacement_doubles():
    melds = [{"type": "concealed_kong", "tiles": "4444p"}]
    hand = ("19m19s123567z", "4z")
    assert not value(*hand, melds=melds, kong_related=True).win
    r = value(*hand, options={"gold_kong_win": True}, melds=melds, kong_related=True)
    assert r.total == 16 and keys(r) == ["jin_gang_hu", "gang_kai"]


def test_a_better_reading_stands_instead_of_the_golden_kong_win():
    # 混儿吊本混龙 (16) beats 金杠胡 (8): 4p 4p 4p 4p with 1-9 饼 ... read as the reading
    r = value("123p567p89p4444p1z", "1z", options={"gold_kong_win": True})
    assert "jin_gang_hu" not in keys(r) and r.total >= 8


# --- §6c 拉龙五 ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("concealed, win, plain", [
    ("123456789p234s5z", "5z", 4 * 2),     # 素龙 8 (1z/2z 混: none held)
    ("46m123p789s234s55z", "5m", 3 * 2),   # 素捉伍儿 6
])
def test_la_long_wu_doubles_a_dragon_or_catching_the_five(concealed, win, plain):
    hun = ["1z", "2z"]
    assert value(concealed, win, hun=hun).total == plain
    r = value(concealed, win, options={"la_long_wu": True}, hun=hun)
    assert r.total == plain * 2 and "la_long_wu" in keys(r)


def test_la_long_wu_leaves_other_wins_alone():
    r = value("123m567p789s234s3p", "6z", options={"la_long_wu": True})
    assert r.total == 2 and "la_long_wu" not in keys(r)


# --- §6d 素 with a 金杠 --------------------------------------------------------------------------------------

def test_a_golden_kong_keeps_su_only_when_the_table_counts_the_hand_alone():
    melds = [{"type": "concealed_kong", "tiles": "4444p"}]
    hand = ("123m567s789s5z", "5z")
    default = value(*hand, melds=melds)
    assert "su" not in keys(default) and not TJ.is_legal_win(default)        # 提溜 1, holds 混 (the 金杠)
    su = value(*hand, options={"su_gold_kong": "su"}, melds=melds)
    assert "su" in keys(su) and su.total == 2 and TJ.is_legal_win(su)


# --- §6a 扣听 at the table -------------------------------------------------------------------------------

KT = {"kou_ting": "x4", "tianhe": False}


def _declare(state, seat, kind):
    tile = tiles_of(state, seat, kind)[0]
    declaration = DeclareKouTing(seat, tile)
    return act(state, declaration)


def test_kou_ting_is_offered_beside_the_discards_that_leave_the_hand_ready():
    state, _ = tianjin_hand({0: "111m567p789s234s5z1z"}, options=KT)      # no 混 in hand
    legal = legal_actions(state, 0)
    offered = {str(state.kinds[a.tile]) for a in legal if isinstance(a, DeclareKouTing)}
    assert offered == {"1z", "5z"}                  # 1m or 5p leaves the hand two tiles short
    off, _ = tianjin_hand({0: "111m567p789s234s5z1z"}, options={"tianhe": False})
    assert not any(isinstance(a, DeclareKouTing) for a in legal_actions(off, 0))
    assert action_from_json(DeclareKouTing(0, 5).to_json()) == DeclareKouTing(0, 5)


def test_a_kou_ting_hand_is_locked_and_its_win_is_four_times():
    hands = {0: "111m567p789s234s3p1z"}
    state, _ = tianjin_hand(hands, draws="1m9p9s6z", options=KT)
    state, ev = _declare(state, 0, "1z")
    kinds = [type(e) for e in ev]
    assert kinds.index(KouTingDeclared) + 1 == kinds.index(Discarded)
    assert view_for(state, 2).extra.kou_ting == (True, False, False, False)
    state, _ = act(state, Discard(1, state.drawn))                     # seat 1 throws 1m
    assert not any(isinstance(a, Kong) for a in legal_actions(state, 0))   # no 明杠 once 扣听
    reason = view_for(state, 0).extra.claim_refusal(view_for(state, 0), Tile.parse("1m"), True, {})
    assert reason is not None and reason.code == "kou_ting_no_claim"
    while state.turn != 0 or state.phase != "play":
        seat = to_act(state)[0]
        state, _ = apply(state, Pass(seat) if state.phase != "play" else Discard(seat, state.drawn))
    legal = legal_actions(state, 0)
    assert Win(0) in legal and [a for a in legal if isinstance(a, Discard)] == [Discard(0, state.drawn)]
    state, ev = act(state, Win(0))
    won = next(e for e in ev if isinstance(e, Won))
    assert won.score.total == 2 * 4 and "kou_ting" in keys(won.score)
    assert result(state).payments == (24, -8, -8, -8)
    check_invariants(state)


def test_the_same_hand_without_the_option_may_still_kong():
    state, _ = tianjin_hand({0: "111m567p789s234s3p1z"}, draws="1m9p9s6z", options={"tianhe": False})
    state, _ = act(state, Discard(0, tiles_of(state, 0, "1z")[0]))
    state, _ = act(state, Discard(1, state.drawn))
    assert any(isinstance(a, Kong) for a in legal_actions(state, 0))


def test_a_kou_ting_payer_pays_four_times():
    # seat 0 declares; seat 1 (a 单混儿吊 hand) then draws 6z and wins 2: seat 0 pays 2 × 4
    hands = {0: "111m567p789s234s3p1z", 1: "123m567p789s234s3p"}
    state, _ = tianjin_hand(hands, draws="6z", options=KT)
    state, _ = _declare(state, 0, "1z")
    state, ev = act(state, Win(1))
    assert result(state).payments == (-8, 12, -2, -2)
    off, _ = tianjin_hand(hands, draws="6z", options={"tianhe": False})
    off, _ = act(off, Discard(0, tiles_of(off, 0, "1z")[0]))
    off, _ = act(off, Win(1))
    assert result(off).payments == (-2, 6, -2, -2)


def test_a_locked_hand_refuses_other_discards_with_a_reason():
    state, _ = tianjin_hand({0: "111m567p789s234s3p1z"}, draws="1m9p9s2z", options=KT)
    state, _ = _declare(state, 0, "1z")
    while state.turn != 0 or state.phase != "play":
        seat = to_act(state)[0]
        state, _ = apply(state, Pass(seat) if state.phase != "play" else Discard(seat, state.drawn))
    view = view_for(state, 0)
    reason = view.extra.discard_refusal(view, state.kinds[tiles_of(state, 0, "5p")[0]], state.options)
    assert reason is not None and reason.code == "kou_ting_locked"
    assert Discard(0, tiles_of(state, 0, "5p")[0]) not in legal_actions(state, 0)


# --- J3 the QQ single-throw break -------------------------------------------------------------------------

@pytest.mark.parametrize("seed, dealer", [(1, 0), (2, 1), (5, 3)])
def test_qq_single_throw_breaks_the_dealers_own_wall(seed, dealer):
    state, events = new_hand(TJ, HandConfig(seed=seed, dealer=dealer, options={"break_method": "qq_single"}))
    dice = [e for e in events if isinstance(e, DiceRolled)]
    broken = next(e for e in events if isinstance(e, WallBroken))
    assert [d.purpose for d in dice] == ["break_own"] and dice[0].seat == dealer
    assert broken.side == dealer and broken.count == sum(dice[0].values)
    _, two = new_hand(TJ, HandConfig(seed=seed, dealer=dealer))
    assert [d.purpose for d in two if isinstance(d, DiceRolled)] == ["break_seat", "break_stacks"]


# --- J9 铲 of 2 units ---------------------------------------------------------------------------------------

def test_chan_of_two_units_doubles_the_worked_example():
    hands = {0: "1z2m5m8m2p5p8p2s5s8s3z4z6z7z", 1: "1z", 2: "1z", 3: "1z"}
    state, _ = tianjin_hand(hands, draws="9m9p9s", sit=True, pulls=(0, 0, 1, 2), options={"chan_units": 2})
    for seat in range(4):
        state, ev = act(state, Discard(seat, tiles_of(state, seat, "1z")[0]))
    assert [e.payments for e in ev if isinstance(e, ChanAnnounced)] == [(-28, 4, 8, 16)]


# --- presets ------------------------------------------------------------------------------------------------

def test_the_presets_name_only_options_there_are_and_have_sources():
    assert [p.key for p in TJ.all_presets()] == ["classic", "kou_ting_room", "la_long_wu_room"]
    for preset in TJ.presets:
        TJ.resolve_options(dict(preset.values))
        assert preset.source.startswith("docs/rules/tianjin.md")
        assert TJ.preset_matching(TJ.resolve_options(dict(preset.values))) == preset


@pytest.mark.parametrize("preset", ["kou_ting_room", "la_long_wu_room"])
def test_random_hands_under_each_preset_keep_every_invariant(preset):
    from rules.engine import legal_actions as legal
    import random
    options = dict(TJ.preset(preset).values)
    for seed in range(6):
        rng = random.Random(seed)
        state, _ = new_hand(TJ, HandConfig(seed=seed, options=options))
        while not is_over(state):
            seat = to_act(state)[0]
            state, _ = apply(state, rng.choice(legal(state, seat)))
            check_invariants(state)
        assert sum(result(state).payments) == 0


def test_why_not_names_the_reason_a_kou_ting_is_refused():
    from game.teaching.why_not import refusal
    state, _ = tianjin_hand({0: "111m567p789s234s5z1z"}, options=KT)      # no 混: 1m leaves it two short
    view = view_for(state, 0)
    assert refusal(view, DeclareKouTing(0, tiles_of(state, 0, "1m")[0]), state.options).code == "kou_ting_not_ready"
    assert refusal(view, DeclareKouTing(0, tiles_of(state, 0, "1z")[0]), state.options) is None
    off, _ = tianjin_hand({0: "111m567p789s234s5z1z"}, options={"tianhe": False})
    assert refusal(view_for(off, 0), DeclareKouTing(0, tiles_of(off, 0, "1z")[0]), off.options).code == "kou_ting_off"
    state, _ = _declare(state, 0, "1z")
    state, _ = act(state, Discard(1, state.drawn))
    while state.turn != 0 or state.phase != "play":
        seat = to_act(state)[0]
        state, _ = apply(state, Pass(seat) if state.phase != "play" else Discard(seat, state.drawn))
    view = view_for(state, 0)
    assert refusal(view, DeclareKouTing(0, state.drawn), state.options).code == "kou_ting_already"
    assert refusal(view, Discard(0, tiles_of(state, 0, "5p")[0]), state.options).code == "kou_ting_locked"
