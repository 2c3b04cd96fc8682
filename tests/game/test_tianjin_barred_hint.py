"""天津: the hint of a 小相公 (a 混 thrown, he can no longer win) says so and never coaches speed."""
from __future__ import annotations

from game.teaching.hints import hint
from rules.actions import Discard
from rules.engine import legal_actions, view_for
from tests.rules.helpers_engine import act, ids_of, pass_all
from tests.rules.helpers_tianjin import tianjin_hand

SPEED_WORDS_ZH = ("有效牌", "离听牌", "听牌", "更快")
SPEED_WORDS_EN = ("live tiles", "from ready", "faster", "improve")


def barred_turn(draws: str):
    """Seat 0 (dealer, 混 = 3p 4p) throws his 3p and becomes 小相公; the others throw what they
    draw; seat 0 then draws the fourth tile of `draws`."""
    state, _ = tianjin_hand({0: "123m456m789m11s55z3p"}, draws=draws)
    state, _ = act(state, Discard(0, ids_of(state, 0, "3p")[0]))
    state, _ = pass_all(state)
    for _ in range(3):
        state, _ = act(state, Discard(state.turn, state.drawn))
        state, _ = pass_all(state)
    assert state.turn == 0
    return state


def test_a_barred_hint_says_he_cannot_win_and_feeds_nobody() -> None:
    """Every tile could be punged; the hint throws one with the fewest unseen (not the lone 2z a
    speed hint would throw) and says why in a 小相公's terms."""
    state = barred_turn("9p9p9p2z")
    view = view_for(state, 0)
    h = hint(view, legal_actions(state, 0))
    thrown = str(view.hand_kinds[view.hand.index(h.action.tile)])
    assert thrown in ("1s", "5z"), (thrown, h.reason_zh)
    assert "不能和" in h.reason_zh and "cannot win" in h.reason_en
    assert not any(w in h.reason_zh for w in SPEED_WORDS_ZH), h.reason_zh
    assert not any(w in h.reason_en for w in SPEED_WORDS_EN), h.reason_en


def test_a_barred_hint_throws_a_tile_nobody_can_pung() -> None:
    """The fourth 9p drawn: nobody can pung it, so it goes, and the words say so."""
    state = barred_turn("9p9p9p9p")
    view = view_for(state, 0)
    h = hint(view, legal_actions(state, 0))
    assert str(view.hand_kinds[view.hand.index(h.action.tile)]) == "9p"
    assert "小相公" in h.reason_zh and "碰不了" in h.reason_zh
    assert "nobody can pung" in h.reason_en


def test_a_barred_claim_or_pass_is_never_worded_as_speed() -> None:
    """The claim window of a 小相公: pung or pass, the words say he cannot win."""
    from rules.actions import Pass, Pung
    from game.bots.policies import policy_for
    state = barred_turn("9p9p9p2z")
    view = view_for(state, 0)
    policy = policy_for("tianjin")
    for action, word in ((Pung(0, ()), "碰"), (Pass(0), "过")):
        key, fields = policy.claim_reason(view, action)
        words = policy.reason_words[key]
        assert words.zh.startswith(word) and "不能和" in words.zh and "cannot win" in words.en
        assert not any(w in words.zh for w in SPEED_WORDS_ZH[:2]), words.zh
    assert policy.claim_reason(view_for(tianjin_hand({0: "123m456m789m11s55z3p"})[0], 0), Pass(0)) is None
