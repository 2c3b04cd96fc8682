"""The default bot with the 天津 policy: steering for a legal (worth 2) wait, 混儿吊 first, never
throwing a 混 while it can still win, 坐庄/拉庄 answers, and whole matches without a fault."""
import random
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from helpers_tianjin import tianjin_hand  # noqa: E402

from game.bots.default_bot import DefaultBot  # noqa: E402
from game.bots.levels import LEVELS  # noqa: E402
from game.teaching.hints import hint  # noqa: E402
from game.bots.policies.tianjin import TianjinPolicy, legal_shanten, plain_shanten  # noqa: E402
from game.cli.simulate import simulate  # noqa: E402
from game.session import MatchSession  # noqa: E402
from rules.variants.tianjin.view import TianjinView
from rules.actions import Discard, Win  # noqa: E402
from rules.engine import legal_actions, view_for  # noqa: E402
from rules.tiles import counts_of, parse_tiles  # noqa: E402
from rules.variants.tianjin.events import PullDealer, SitDealer, XiaoXiangGong  # noqa: E402


def counts(text):
    return counts_of(parse_tiles(text))


def test_legal_shanten_counts_the_distance_to_a_win_worth_two():
    four_sets = counts("123m567p789s234s")
    assert legal_shanten(four_sets, 1, 0) == 0                        # 混儿吊: waits on anything
    # three sets, 23s and 5p with one 混: ready (1s/4s or 5p) but every wait is worth 1
    worthless = counts("123m567p789s23s5p")
    assert plain_shanten(worthless, 0) == 0 and legal_shanten(worthless, 1, 0) == 1
    assert legal_shanten(counts("123m567p789s23s55z"), 0, 0) == 0      # 素: any ready hand will do
    assert legal_shanten(counts("123m567p789s55z"), 2, 0) == 0         # 双混儿吊
    assert legal_shanten(counts("12345689s23m55z"), 1, 0) == 0         # 龙 with the 混 as 7s
    assert legal_shanten(counts("46m123p789s234s5z"), 1, 0) == 0       # 捉伍儿: the 混 pairs 5z, 46m waits on 5m
    assert legal_shanten(counts("46m123p789s234s57z"), 0, 0) == 1      # 素, one tile short


def test_the_bot_throws_the_odd_tile_to_wait_as_hun_diao():
    # 14 tiles: four sets, 7z and the 混 3p; drawn 2m. Keeping 7z + 混 is a worthless wait, throwing
    # 7z leaves the 混 alone: 混儿吊
    state, _ = tianjin_hand({0: "13m567p789s234s7z3p2m"}, options={"tianhe": False})
    legal = legal_actions(state, 0)
    assert Win(0) not in legal
    bot = DefaultBot(random.Random(1))
    action = bot.act(view_for(state, 0), legal)
    assert isinstance(action, Discard) and str(state.kinds[action.tile]) == "7z"


def test_the_bot_never_throws_a_hun_while_it_can_still_win():
    session = MatchSession("tianjin", seed=11, human=None)
    thrown = []
    for _ in range(12):
        while session.step():
            pass
        thrown += [e for e in session._hand_events if isinstance(e, XiaoXiangGong)]
        if session.finished:
            break
        session.next_hand()
        if session.finished:
            break
    assert thrown == []


def _setup_view(seat, dealer, scores, zuo=None):
    return SimpleNamespace(seat=seat, dealer=dealer, scores=scores, extra=TianjinView(zuo=zuo))


def test_zuo_zhuang_and_la_zhuang_answers():
    policy = TianjinPolicy()
    sit = (SitDealer(0, False), SitDealer(0, True))
    assert policy.setup_action(_setup_view(0, 0, (0, 0, 0, 0)), sit)[0].sit is True
    assert policy.setup_action(_setup_view(0, 0, (90, -30, -30, -30)), sit)[0].sit is False
    pulls = tuple(PullDealer(1, n) for n in (0, 1, 2))
    assert policy.setup_action(_setup_view(1, 0, (50, -50, 0, 0)), pulls)[0].times == 2
    assert policy.setup_action(_setup_view(1, 0, (10, 0, 0, -10)), pulls)[0].times == 1
    assert policy.setup_action(_setup_view(1, 0, (0, 0, 0, 0), zuo=True), pulls)[0].times == 1
    assert policy.setup_action(_setup_view(1, 0, (0, 0, 0, 0), zuo=False), pulls)[0].times == 0
    assert policy.setup_action(_setup_view(1, 0, (-50, 50, 0, 0), zuo=True), pulls)[0].times == 0


@pytest.mark.slow
def test_simulated_hands_have_no_exception_violation_or_leak_and_are_zero_sum():
    summary = simulate("tianjin", 40, 3, ["default"] * 4)
    assert summary["exceptions"] == 0, summary["exception_messages"]
    assert summary["invariant_violations"] == 0, summary["violation_messages"]
    assert summary["zero_sum"] and summary["wins"] == summary["self_draws"] > 20


def test_random_bots_play_tianjin_too():
    summary = simulate("tianjin", 15, 4, ["random"] * 4)
    assert summary["exceptions"] == 0 and summary["invariant_violations"] == 0 and summary["zero_sum"]


def test_a_pung_that_would_leave_only_hun_to_throw_is_passed_not_a_crash():
    """Soak finding (match soak-tianjin-4.4, hand 12): holding 9m 9m and two 混 with three melds down,
    a 9m was offered for a pung; the bot weighed the discards left after it, found none but 混, and
    raised IndexError. Now it passes: the pung would leave it nothing to throw but a 混."""
    from pathlib import Path

    from game.saves import load_match
    from rules.actions import Pass, Pung

    session = load_match(Path(__file__).resolve().parent.parent / "data" / "tianjin_pung_leaves_only_hun.save.json")
    turn = session.next_bot_turn()
    assert turn is not None and any(isinstance(a, Pung) for a in turn.legal)
    decision, _ = session.decide(turn)
    assert isinstance(decision.action, Pass)


def _four_golden_hun(options):
    # the dealer holds 444p (4p: the 金 混 under the 3p indicator) and draws the fourth 4p
    from helpers_tianjin import tiles_of
    from rules.actions import Pass
    from rules.engine import apply, to_act
    state, _ = tianjin_hand({0: "444p19m19s12356z7z2m"}, draws="8m8m8m4p", tail="5m", options=options)
    state, _ = apply(state, Discard(0, tiles_of(state, 0, "2m")[0]))
    while to_act(state)[0] != 0 or not any(isinstance(a, Win) for a in legal_actions(state, 0)):
        seat = to_act(state)[0]
        legal = legal_actions(state, seat)
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        state, _ = apply(state, passing if passing is not None else Discard(seat, state.drawn))
    return state


def _played_out(state, first):
    from rules.actions import Pass
    from rules.engine import apply, is_over, result, to_act
    state, _ = apply(state, first)
    while not is_over(state):
        legal = legal_actions(state, to_act(state)[0])
        state, _ = apply(state, next((a for a in legal if isinstance(a, (Win, Pass))), legal[0]))
    return result(state)


def test_with_golden_kong_wins_the_bot_declares_the_golden_kong_before_winning():
    # 扣听·金杠胡 room: four 金 win 金杠胡 (8) whatever the shape. Declared first as a 金杠 they
    # are paid at once (8 from each), and the replacement tile still wins 金杠胡, with 杠开:
    # the dealer collects 120 instead of what the plain win pays.
    from rules.actions import ConcealedKong
    from rules.variants.tianjin import VARIANT as TJ
    options = dict(TJ.preset("kou_ting_room").values, tianhe=False)
    state = _four_golden_hun(options)
    view, legal = view_for(state, 0), legal_actions(state, 0)
    for style in LEVELS[1:]:
        assert isinstance(DefaultBot(random.Random(0), style).decide(view, legal).action, ConcealedKong), style.name
    said = hint(view, legal)
    assert "金杠" in said.reason_zh and "golden kong" in said.reason_en
    kong = next(a for a in legal if isinstance(a, ConcealedKong))
    declared = _played_out(state, kong)
    assert [w.score.items[0].key for w in declared.wins] == ["jin_gang_hu"]
    assert declared.payments[0] > _played_out(state, Win(0)).payments[0]


def test_a_kong_on_a_discard_is_taken_far_from_ready():
    """A tester's slip: three steps from ready, the hint said 「过：碰杠不会更接近听牌」 to a 7饼
    kong. A 天津 kong is paid even when the hand is drawn, so every level takes it."""
    from helpers_tianjin import act, tiles_of

    from rules.actions import Kong
    state, _ = tianjin_hand({0: "7p1m5m9m2s6s1z2z3z5z6z7z1s9s", 1: "777p1m4m8m2s5s9s1z3z6z"})
    state, _ = act(state, Discard(0, tiles_of(state, 0, "7p")[0]))
    view = view_for(state, 1)
    legal = legal_actions(state, 1)
    assert any(isinstance(a, Kong) for a in legal)
    assert plain_shanten(counts("1m4m8m2s5s9s1z3z6z"), 1) >= 3
    for style in LEVELS:
        assert isinstance(DefaultBot(random.Random(0), style).decide(view, legal).action, Kong), style.name
