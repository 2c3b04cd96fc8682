"""国标's room options beyond the official rules (docs/rules/guobiao-mcr.md §8): the 天和/地和/人和
pack (option `blessings`), the 明暗杠 reading (option `mixed_kongs`), the single-throw break, and
the presets. Each test is written from the rules text and fails if the option is ignored."""
from __future__ import annotations

import pytest
from helpers_engine import GB, act, deal, discard, find, pass_all

from rules.actions import Pung, Win
from rules.engine import HandConfig, legal_actions, new_hand, to_act
from rules.errors import NotationError
from rules.events import DiceRolled, Won
from rules.scoring import ScoreResult
from rules.state import State

# 123m 567p 234s 789s + a single 5z: no fan of its own. Concealed and self-drawn it has 不求人 4 +
# 单钓将 1 = 5, on a discard 门前清 2 + 单钓将 1 = 3: below the 8-fan minimum without the pack.
PLAIN = "123m567p234s789s5z"


def score(flags: dict, **options: str) -> ScoreResult:
    """The score of PLAIN winning on 5z with these flags, under these options."""
    return GB.score(GB.read_hand({"concealed": PLAIN, "win_tile": "5z", "flags": flags}), GB.resolve_options(options))


def keys(result: ScoreResult) -> dict[str, int]:
    return {i.key: i.value * i.count for i in result.items}


HEAVEN = {"first_turn": True, "dealer": True, "self_drawn": True}
FIRST_DRAW = {"first_turn": True, "self_drawn": True}           # a non-dealer's first draw
DEALERS_DISCARD = {"first_turn": True, "from_dealer": True}     # a non-dealer, on the dealer's discard
OTHERS_DISCARD = {"first_turn": True}                           # a non-dealer, on another non-dealer's


# ---------------------------------------------------------------- the official rules: no pack

@pytest.mark.parametrize("flags", [HEAVEN, FIRST_DRAW, DEALERS_DISCARD, OTHERS_DISCARD])
def test_without_the_pack_a_first_go_around_win_scores_as_any_other(flags: dict) -> None:
    result = score(flags)
    plain = score({"self_drawn": flags.get("self_drawn", False)})
    assert result == plain and not result.meets_minimum


# ---------------------------------------------------------------- mcr8: the calculator's pack

def test_mcr8_heavenly_hand_is_8_fans_without_fully_concealed_self_drawn_or_a_wait() -> None:
    result = score(HEAVEN, blessings="mcr8")
    assert keys(result) == {"heavenly_hand": 8} and result.meets_minimum


def test_mcr8_earthly_hand_on_the_dealers_discard_is_8_fans_without_concealed_hand() -> None:
    result = score(DEALERS_DISCARD, blessings="mcr8")
    assert keys(result) == {"earthly_hand": 8, "single_wait": 1} and result.meets_minimum


@pytest.mark.parametrize("flags", [FIRST_DRAW, OTHERS_DISCARD])
def test_mcr8_human_hand_self_drawn_or_on_another_non_dealer_is_8_fans(flags: dict) -> None:
    result = score(flags, blessings="mcr8")
    assert keys(result) == {"human_hand": 8, "single_wait": 1} and result.meets_minimum


def test_the_pack_needs_the_first_go_around() -> None:
    assert score({"dealer": True, "self_drawn": True}, blessings="mcr8") == score({"self_drawn": True})
    assert score({"self_drawn": True}, blessings="dazhong") == score({"self_drawn": True})


# ---------------------------------------------------------------- dazhong: 天胡 48 / 地胡 32 / 人胡 24

def test_dazhong_values_and_definitions() -> None:
    assert keys(score(HEAVEN, blessings="dazhong")) == {"fully_concealed_hand": 4, "tian_hu": 48}  # 不记单钓将
    assert keys(score(FIRST_DRAW, blessings="dazhong")) == {"fully_concealed_hand": 4, "single_wait": 1, "di_hu": 32}
    assert keys(score(DEALERS_DISCARD, blessings="dazhong")) == {"concealed_hand": 2, "single_wait": 1, "ren_hu": 24}
    # 人胡 is only the dealer's first discard: another non-dealer's tile scores nothing extra
    assert score(OTHERS_DISCARD, blessings="dazhong") == score({})


def test_a_first_go_around_hand_cannot_hold_melds_and_from_dealer_is_a_discard_win() -> None:
    with pytest.raises(NotationError, match="melds"):
        GB.read_hand({"concealed": "567p234s789s5z", "melds": [{"type": "chow", "tiles": "123m", "from": 3}],
                      "win_tile": "5z", "flags": {"first_turn": True}})
    with pytest.raises(NotationError, match="from_dealer"):
        GB.read_hand({"concealed": PLAIN, "win_tile": "5z", "flags": {"from_dealer": True, "self_drawn": True}})


# ---------------------------------------------------------------- at the table

def test_the_dealers_first_fourteen_win_only_with_the_pack() -> None:
    hands = {0: PLAIN + "5z"}
    state, _ = deal(hands)
    assert not find(legal_actions(state, 0), Win)            # 5 fans: no legal win
    for pack, row, fans in (("mcr8", "heavenly_hand", 8), ("dazhong", "tian_hu", 52)):
        state, _ = deal(hands, options={"blessings": pack})
        state, events = act(state, Win(0))
        won = next(e for e in events if isinstance(e, Won))
        assert row in keys(won.score) and won.score.total == fans
        assert state.settlement.payments[0] == 3 * (8 + fans)


def _dealer_feeds_seat_1(pack: str) -> State:
    state, _ = deal({0: "5z", 1: PLAIN}, options={"blessings": pack})
    state, _ = discard(state, 0, "5z")
    return state


def test_a_win_on_the_dealers_first_discard_is_earthly_or_ren_hu() -> None:
    for pack, row in (("mcr8", "earthly_hand"), ("dazhong", "ren_hu")):
        state = _dealer_feeds_seat_1(pack)
        state, events = act(state, Win(1))
        state, more = pass_all(state)
        won = next(e for e in events + more if isinstance(e, Won))
        assert won.seat == 1 and won.from_seat == 0 and row in keys(won.score)
    assert not find(legal_actions(_dealer_feeds_seat_1("off"), 1), Win)   # 3 fans without the pack


def _seat_1_feeds_seat_3(pack: str, claim: bool = False) -> State:
    """The dealer discards 9p (seat 2 may pung it), seat 1 or 2 then discards 5z to seat 3."""
    hands = {0: "9p", 1: "5z", 2: "9p9p5z", 3: PLAIN}
    state, _ = deal(hands, draws="1z1z", options={"blessings": pack})
    state, _ = discard(state, 0, "9p")
    if claim:
        state, _ = act(state, find(legal_actions(state, 2), Pung)[0])
        state, _ = pass_all(state)
        return discard(state, 2, "5z")[0]
    state, _ = pass_all(state)
    assert to_act(state) == (1,)
    return discard(state, 1, "5z")[0]


def test_a_win_on_another_non_dealers_first_go_around_discard_is_human_hand_in_mcr8_only() -> None:
    state = _seat_1_feeds_seat_3("mcr8")
    state, events = act(state, Win(3))
    state, more = pass_all(state)
    won = next(e for e in events + more if isinstance(e, Won))
    assert won.seat == 3 and "human_hand" in keys(won.score)
    assert not find(legal_actions(_seat_1_feeds_seat_3("dazhong"), 3), Win)


def test_after_a_claim_the_first_go_around_is_over() -> None:
    assert not find(legal_actions(_seat_1_feeds_seat_3("mcr8", claim=True), 3), Win)


# ---------------------------------------------------------------- 明暗杠

def test_mixed_kongs_mingangang_5_or_separate_melded_1_plus_concealed_2() -> None:
    ctx = GB.read_hand({"concealed": "123m456p5z", "win_tile": "5z",
                        "melds": [{"type": "kong", "tiles": "1111s", "from": 1},
                                  {"type": "concealed_kong", "tiles": "2222z"}]})
    five = keys(GB.score(ctx, GB.resolve_options({})))
    three = keys(GB.score(ctx, GB.resolve_options({"mixed_kongs": "separate_kongs"})))
    assert five["concealed_kong_and_melded_kong"] == 5 and "melded_kong" not in five
    assert three["melded_kong"] == 1 and three["concealed_kong"] == 2 and "concealed_kong_and_melded_kong" not in three
    assert sum(five.values()) - sum(three.values()) == 2
    # two kongs of one kind are not a 明暗杠: the option leaves them alone
    two_melded = GB.read_hand({"concealed": "123m456p5z", "win_tile": "5z",
                               "melds": [{"type": "kong", "tiles": "1111s", "from": 1},
                                         {"type": "kong", "tiles": "2222z", "from": 2}]})
    assert GB.score(two_melded, GB.resolve_options({"mixed_kongs": "separate_kongs"})) == \
        GB.score(two_melded, GB.resolve_options({}))


# ---------------------------------------------------------------- the break and the presets

def test_single_throw_break_rolls_once() -> None:
    for throws, rolled in ((2, 2), (1, 1)):
        _, events = new_hand(GB, HandConfig(seed="break", options={"break_throws": throws}))
        assert sum(isinstance(e, DiceRolled) for e in events) == rolled


def test_presets_set_what_they_name() -> None:
    assert GB.resolve_options(GB.preset("blessings").values)["blessings"] == "mcr8"
    dazhong = GB.resolve_options(GB.preset("dazhong").values)
    assert dazhong["blessings"] == "dazhong" and dazhong["dealer_repeat"] is True
    tournament = GB.resolve_options(GB.preset("tournament").values)
    assert tournament["seat_rotation"] is True and tournament["mixed_kongs"] == "separate_kongs"


# ---------------------------------------------------------------- the expert under the pack

def test_the_expert_takes_the_first_go_around_win_the_pack_makes_legal() -> None:
    from game.bots.base import make_bot
    from rules.engine import view_for
    for pack in ("mcr8", "dazhong"):
        state, _ = deal({0: PLAIN + "5z"}, options={"blessings": pack})
        assert make_bot("expert", "house", 0).act(view_for(state, 0), legal_actions(state, 0)) == Win(0)
        state = _dealer_feeds_seat_1(pack)
        assert make_bot("expert", "house", 1).act(view_for(state, 1), legal_actions(state, 1)) == Win(1)


def test_the_settlement_can_name_the_house_rule_that_changed_the_win() -> None:
    from rules.option_effects import score_effects
    ctx = GB.read_hand({"concealed": PLAIN, "win_tile": "5z", "flags": DEALERS_DISCARD})
    (effect,) = score_effects(GB, ctx, {"blessings": "mcr8"})
    assert (effect.key, effect.score_before, effect.score_after, effect.wins_before) == ("blessings", 3, 9, False)


def test_the_hints_judge_a_first_go_around_win_as_the_table_does() -> None:
    # the waits and why-not read the view: the dealer's first fourteen win with the pack there too
    from rules.engine import view_for
    from game.teaching.waits import first_go_around, judge
    hands = {0: PLAIN + "5z"}
    for options, legal in (({}, False), ({"blessings": "mcr8"}, True)):
        state, _ = deal(hands, options=options)
        view = view_for(state, 0)
        assert first_go_around(view)
        concealed = [state.variant.tiles.kinds[t] for t in state.hands[0] if t != state.drawn]
        verdict = judge(view, concealed, state.variant.tiles.kinds[state.drawn], True)
        assert verdict.legal is legal, (options, verdict)
    state, _ = deal({0: "5z", 1: PLAIN})
    state, _ = discard(state, 0, "5z")
    assert not first_go_around(view_for(state, 0))
