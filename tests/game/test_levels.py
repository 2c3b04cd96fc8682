"""The three levels: 普通 is a plainer player than 高手 in the ways levels.py says, and a slip
of either never breaks a hard rule of the variant."""
import random
from dataclasses import replace

import pytest

from game.bots.base import make_bot
from game.bots.default_bot import DefaultBot, _slip
from game.bots.levels import EXPERT, Style
from rules.actions import Pass
from rules.engine import HandConfig, apply, is_over, legal_actions, new_hand, to_act, view_for
from rules.variants.registry import get_variant
from rules.variants.tianjin.events import XiaoXiangGong
from tests.game.test_bots import expert_decisions


@pytest.fixture(scope="module")
def decisions():
    return expert_decisions(6, "claims") + expert_decisions(7, "defend")


def _normal_on(view, legal):
    bot = make_bot("normal", "levels", view.seat)
    bot.act(view, legal)
    return bot.last_decision


@pytest.mark.slow
def test_the_normal_level_defends_only_far_from_ready(decisions):
    near = [(v, lg, d) for v, lg, d in decisions
            if d.code == "discard" and d.facts["shanten"] <= 1 and d.facts["defending"]]
    assert near, "the expert gives up a better tile for a safer one one step from ready"
    for view, legal, _ in near:
        normal = _normal_on(view, legal)
        assert normal.facts["danger"] == {} and not normal.facts["defending"]
        assert all("safety" not in w for _, _, w in normal.candidates)


@pytest.mark.slow
def test_the_normal_level_reads_only_the_threats_in_plain_sight(decisions):
    hidden = [(v, lg, d, s) for v, lg, d in decisions if d.code == "discard" and v.wall_remaining >= 24
              for s, ready in d.facts["ready"].items() if ready > 0.1 and not v.melds[s]]
    assert hidden, "the expert reads concealed seats as possibly ready"
    for view, legal, _, seat in hidden:
        assert seat not in _normal_on(view, legal).facts["ready"]


@pytest.mark.slow
def test_the_normal_level_passes_a_claim_that_does_not_bring_it_closer(decisions):
    kept = []
    for view, legal, d in decisions:
        if d.code not in ("pung", "chow"):
            continue
        outcome = next(c for c in d.facts["claims"] if c["action"] == d.action)
        if outcome["after"] >= d.facts["shanten"]:
            kept.append((view, legal))
    assert kept, "the expert makes claims that keep the shanten (a wider wait, a value pung)"
    for view, legal in kept:
        assert isinstance(_normal_on(view, legal).action, Pass)


def test_a_slip_takes_a_near_miss_never_a_step_back_or_a_broken_rule():
    best = (100.0, 1, {"shanten": -100.0, "live": 30.0})
    hun = (99.0, 2, {"shanten": -100.0, "keep_hun": -10_000.0})
    back = (98.0, 3, {"shanten": -200.0})
    near = (70.0, 4, {"shanten": -100.0, "live": 0.0})
    assert _slip([best, hun, back, near], 40.0) == 4
    assert _slip([best, hun, back, near], 20.0) == 1        # nothing sensible close enough: no slip


def test_a_bot_that_always_slips_still_never_throws_a_hun():
    tianjin = get_variant("tianjin")
    clumsy = Style("clumsy", "笨", "Clumsy", slip=1.0, slip_gap=1e9)
    for hand_no in range(4):
        bots = [DefaultBot(random.Random(f"slip:{hand_no}:{s}"), clumsy) for s in range(4)]
        state, _ = new_hand(tianjin, HandConfig(seed="slip", hand_no=hand_no, dealer=hand_no % 4))
        while not is_over(state):
            seat = to_act(state)[0]
            action = bots[seat].act(view_for(state, seat), legal_actions(state, seat))
            state, events = apply(state, action)
            assert not any(isinstance(e, XiaoXiangGong) for e in events)



@pytest.mark.slow
def test_a_ready_expert_weighs_danger_at_a_fraction_of_full_caution(decisions, monkeypatch):
    from game.bots.policies.guobiao import GuobiaoPolicy
    # (without the finishing search, whose lost ways of a broken ready hand weigh against folding too)
    full_caution = replace(EXPERT, ready_caution=1.0, finishing=False)
    compared = []
    for view, legal, d in decisions:
        if d.code != "discard" or d.facts["shanten"] != 0:
            continue
        with monkeypatch.context() as patched:
            # the level's whole caution: 国标 caps the expert's at half of it (policies/guobiao.py)
            patched.setattr(GuobiaoPolicy, "defence_cap", float("inf"))
            folded = DefaultBot(random.Random(0), full_caution).decide(view, legal)
        mine = {k: w.get("safety", 0.0) for _, k, w in d.candidates}
        for _, kind, w in folded.candidates:
            if w.get("safety", 0.0) < -1.0 and mine.get(kind):
                compared.append(w["safety"] / mine[kind])
    # the same tile's danger weighs twice as much under the whole caution (国标 caps the expert's at half),
    # four times while the expert's hand can win (it keeps half of its caution then: a ready hand pushes)
    assert compared and min(compared) > 1.9 and max(compared) > 3.9


def test_the_sichuan_expert_keeps_the_pairs_of_a_seven_pairs_that_pays_four_times():
    from tests.rules.sichuan_scenarios import sc_deal
    state, _ = sc_deal({0: "578899p12235779s"}, voids={0: "m", 1: "s", 2: "s", 3: "p"})
    view, legal = view_for(state, 0), legal_actions(state, 0)
    kinds = {t: str(k) for t, k in zip(view.hand, view.hand_kinds)}
    expert, normal = make_bot("expert", "v", 0), make_bot("normal", "v", 0)
    thrown = kinds[expert.act(view, legal).tile]
    # 七对 (4 stakes) is as near as 平胡 (1): the expert keeps its four pairs, 22s among them
    assert expert.last_decision.facts["route"] == "七对" and thrown != "2s"
    assert view.hand_kinds.count(next(k for k in view.hand_kinds if str(k) == thrown)) == 1
    # the normal level does not steer by value and breaks the pair of 2s for one more live tile
    normal.style = replace(normal.style, slip=0.0)
    assert kinds[normal.act(view, legal).tile] == "2s"


@pytest.mark.slow
def test_the_guobiao_expert_steers_by_routes_but_weighs_no_route_value_on_its_discards(decisions):
    routes = [(d.facts["route"], w.get("value", 0.0)) for _, _, d in decisions if d.code == "discard"
              for _, _, w in d.candidates]
    # 七对 and 清一色 (24 fans) are still routes it heads for, but a discard is no longer pulled
    # toward the bigger one (Policy.value_on_discards: +0.47 a seat-hand over five paired seeds)
    assert any(r in ("七对", "清一色") for r, _ in routes)
    assert max(v for _, v in routes) == 0.0
