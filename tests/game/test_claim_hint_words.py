"""The words of a claim's hint (and of a pass) say what the claim changes: a pung that leaves the
hand as many steps from ready as before is not called "from 2 to 2 away from ready", and a pass of
a claim that would bring the hand nearer ready is not called "claiming does not bring it closer"."""
from __future__ import annotations

from typing import Iterator

from game.bots.base import make_bot
from game.bots.decision import Decision
from game.teaching import hint
from rules import engine
from rules.actions import ActionBase, Chow, Pass, Pung
from rules.match import hand_config, new_match
from rules.variants.registry import get_variant


def expert_claim_turns(variant_name: str, seed: str) -> Iterator[tuple[engine.SeatView, list[ActionBase], Decision,
                                                                      dict]]:
    """Every claim offer of one hand of four experts: the view, the legal actions, the expert's
    decision and the table's options."""
    variant = get_variant(variant_name)
    match, _ = new_match(variant, seed, {})
    state, _ = engine.new_hand(variant, hand_config(match))
    bots = [make_bot("expert", seed, s) for s in range(variant.seats)]
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        view = engine.view_for(state, seat)
        decision = bots[seat].decide(view, legal)
        if any(isinstance(a, (Chow, Pung)) for a in legal):
            yield view, legal, decision, state.options
        state, _ = engine.apply(state, decision.action)


def test_a_pung_that_keeps_the_steps_from_ready_says_what_it_gains_instead():
    same_steps = 0
    for seed in ("cw:0", "cw:1", "cw:2"):
        for view, legal, decision, options in expert_claim_turns("sichuan", seed):
            if not isinstance(decision.action, Pung):
                continue
            now = decision.facts["shanten"]
            entry = next(c for c in decision.facts["claims"] if c["action"] == decision.action)
            words = hint(view, legal, options)
            if entry["after"] < now:
                assert "降到" in words.reason_zh or "就听牌" in words.reason_zh
                continue
            same_steps += 1
            assert "降到" not in words.reason_zh and f"from {now} to {now}" not in words.reason_en
            if now > 0 and entry["live_after"] > entry["live_now"] and max(entry["gains"], key=entry["gains"].get) == "live":
                assert f"离听还是{now}步" in words.reason_zh
                assert f"从{entry['live_now']}张增到{entry['live_after']}张" in words.reason_zh
                assert f"from {entry['live_now']} to {entry['live_after']}" in words.reason_en
    assert same_steps >= 3      # 四川's experts often pung a pair for the tiles it lets in, not a step


def test_a_pass_of_a_claim_nearer_ready_but_not_nearer_the_minimum_says_so():
    found = 0
    for view, legal, decision, options in expert_claim_turns("guobiao", "cw:1"):
        if not isinstance(decision.action, Pass):
            continue
        now = decision.facts["shanten"]
        nearer = [c for c in decision.facts["claims"] if c.get("after", now) < now]
        words = hint(view, legal, options)
        if decision.code == "pass_not_closer" and nearer:
            found += 1
            assert "不会更接近听牌" not in words.reason_zh
            assert "离听更近" in words.reason_zh and "起和8" in words.reason_zh
            assert "no nearer a win worth 8" in words.reason_en
        elif decision.code == "pass_not_closer":
            assert "不会更接近听牌" in words.reason_zh
    assert found >= 1
