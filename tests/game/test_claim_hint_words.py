"""The words of a claim's hint (and of a pass) say what the claim changes: a pung that leaves the
hand as many steps from ready as before is not called "from 2 to 2 away from ready", and a pass of
a claim that would bring the hand nearer ready is not called "claiming does not bring it closer"."""
from __future__ import annotations

from typing import Iterator, Optional

from game.bots.base import make_bot
from game.bots.decision import Decision
from game.teaching import hint, refusal
from game.teaching.hints import plan_bi
from rules import engine
from rules.actions import ActionBase, Chow, Kong, Pass, Pung, Win
from rules.match import hand_config, new_match
from rules.variants.registry import get_variant


def expert_play(variant_name: str, seed: str, options: Optional[dict] = None
                ) -> Iterator[tuple[engine.SeatView, list[ActionBase], Decision, dict]]:
    """Every decision of one hand of experts in every seat: the view, the legal actions, the
    expert's decision and the table's options (`options`: the room's, the defaults when None)."""
    variant = get_variant(variant_name)
    match, _ = new_match(variant, seed, options or {})
    state, _ = engine.new_hand(variant, hand_config(match))
    bots = [make_bot("expert", seed, s) for s in range(variant.seats)]
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        view = engine.view_for(state, seat)
        decision = bots[seat].decide(view, legal)
        yield view, legal, decision, state.options
        state, _ = engine.apply(state, decision.action)


def expert_claim_turns(variant_name: str, seed: str) -> Iterator[tuple[engine.SeatView, list[ActionBase], Decision,
                                                                      dict]]:
    """Every claim offer (a chow or a pung among the legal actions) of one hand of experts."""
    for view, legal, decision, options in expert_play(variant_name, seed):
        if any(isinstance(a, (Chow, Pung)) for a in legal):
            yield view, legal, decision, options


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
                assert "变成差" in words.reason_zh or "就听牌" in words.reason_zh
                continue
            same_steps += 1
            assert "变成差" not in words.reason_zh and f"from {now} to {now}" not in words.reason_en
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
            assert "离听更近" in words.reason_zh and "离够8番的和牌并不更近" in words.reason_zh
            assert "no nearer a win that would reach 8 fans" in words.reason_en
        elif decision.code == "pass_not_closer":
            assert "不会更接近听牌" in words.reason_zh
    assert found >= 1


def expert_turns(variant_name: str, seed: str, options: Optional[dict] = None
                 ) -> Iterator[tuple[engine.SeatView, list[ActionBase], dict]]:
    """Every decision with a choice in one hand of experts: the view, the legal actions and the
    table's options."""
    for view, legal, _decision, table_options in expert_play(variant_name, seed, options):
        if len(legal) > 1:
            yield view, legal, table_options


def test_a_table_without_chows_never_speaks_of_a_chow():
    # 四川 and 天津 claim only pungs and kongs: the hints, and why a win is refused right after
    # a pung, say 碰 / "a pung", never 吃碰 / "chow".
    passes = refused = 0
    for variant in ("sichuan", "tianjin"):
        for seed in ("nc:0", "nc:1", "nc:2"):
            for view, legal, options in expert_turns(variant, seed):
                words = hint(view, legal, options)
                assert "吃" not in words.reason_zh and "chow" not in words.reason_en, words.reason_zh
                passes += words.action.__class__ is Pass
                if view.phase == "play" and view.turn == view.seat and view.drawn is None:
                    said = refusal(view, Win(view.seat), options)
                    assert said.code == "win_after_claim" and said.text.zh.startswith("碰之后")
                    assert "after a pung" in said.text.en
                    refused += 1
    assert passes >= 5 and refused >= 3


def test_a_ready_hand_passing_a_pung_is_not_told_it_comes_no_closer_to_ready():
    found = 0
    for seed in ("cw:8", "cw:9"):
        for view, legal, decision, options in expert_claim_turns("sichuan", seed):
            if isinstance(decision.action, Pass) and decision.code == "pass_not_closer" \
                    and decision.facts["shanten"] == 0:
                words = hint(view, legal, options)
                claims = ("碰杠", "a pung or kong") if any(isinstance(a, Kong) for a in legal) else ("碰", "a pung")
                assert words.reason_zh == f"过：已经听牌，{claims[0]}了也不会听得更好"
                assert words.reason_en == f"pass: the hand is ready already; {claims[1]} would not make the wait better"
                found += 1
    assert found >= 1


def test_passing_a_claim_to_stay_concealed_does_not_say_the_concealed_hand_needs_a_concealed_hand():
    found = 0
    for seed in ("sc:0", "sc:1", "sc:2", "sc:3", "sc:4", "sc:5"):
        for view, legal, decision, options in expert_claim_turns("suzhou", seed):
            if decision.code == "pass_breaks_plan" and [p[0] for p in decision.facts["plans"]] == ["concealed"] \
                    and decision.facts["shanten"] > 0:
                words = hint(view, legal, options)
                assert words.reason_zh == "过：要保住门清，碰就破坏了" and "门清要门清" not in words.reason_zh
                found += 1
    assert found >= 1


def test_the_minimum_is_named_in_the_tables_own_unit():
    # "keeps a way to a win worth the minimum": 8 fans at 国标, the self-drawn flowers at 苏州,
    # not a bare number ("苏州起和3" left out the 花)
    said = {"guobiao": set(), "suzhou": set()}
    for variant, unit, room in (("guobiao", "够8番", None), ("suzhou", "够自摸3花", {"baida": "wild"})):
        for seed in ("mu:0", "mu:1", "mu:2", "mu:3", "mu:4", "mu:5"):
            for view, legal, options in expert_turns(variant, seed, room):
                words = hint(view, legal, options)
                if "保住" in words.reason_zh and words.reason_zh.startswith("打"):
                    assert f"保住{unit}的和法" in words.reason_zh
                    said[variant].add(words.reason_en)
    assert said["guobiao"] and all("keeps a way to a win that would reach 8 fans" in en for en in said["guobiao"])
    assert said["suzhou"] and all("reach 3 flowers self-drawn" in en for en in said["suzhou"])


def test_a_pattern_planned_twice_is_named_once_with_its_count():
    plans = [("flush", "混一色", 5), ("honour:0", "番牌", 1), ("honour:1", "番牌", 1)]
    words = plan_bi(plans, "erren")
    assert words.zh == "混一色+番牌×2" and words.en == "Half Flush + Scoring Honour Pung ×2"


def test_a_discard_hint_says_once_that_it_keeps_a_win_worth_the_minimum():
    both = 0
    for seed in ("mu:0", "mu:1", "mu:2"):
        for view, legal, options in expert_turns("guobiao", seed):
            words = hint(view, legal, options)
            if "能达到起和番数的和法" in words.reason_zh:
                both += 1
                assert "保住够8番的和法" not in words.reason_zh, words.reason_zh
    assert both >= 5


def test_a_tile_the_danger_line_warns_about_is_not_called_safe_above_it():
    warned = 0
    for variant, seeds in (("suzhou", ("dw:0", "dw:1", "dw:2", "dw:3")), ("guobiao", ("dw:0", "dw:1"))):
        for seed in seeds:
            for view, legal, options in expert_turns(variant, seed):
                words = hint(view, legal, options)
                if not words.danger_zh:
                    continue
                warned += 1
                assert "较安全" not in words.reason_zh and "安全：" not in words.reason_zh, \
                    (words.reason_zh, words.danger_zh)
                assert " is safe" not in words.reason_en and " is safer" not in words.reason_en
    assert warned >= 5


def test_a_pass_names_the_claims_on_offer_and_a_ready_hand_is_ready_before_any_plan():
    chow_only = ready_with_plan = 0
    for seed in ("po:0", "po:1", "po:2", "po:3", "po:4", "po:5"):
        for view, legal, decision, options in expert_claim_turns("guobiao", seed):
            if not isinstance(decision.action, Pass):
                continue
            words = hint(view, legal, options)
            offered = {type(a) for a in legal}
            if offered & {Chow, Pung, Kong} == {Chow} and decision.code in ("pass_breaks_plan", "pass_not_closer"):
                chow_only += 1
                assert "吃碰" not in words.reason_zh and "a chow or pung" not in words.reason_en, words.reason_zh
            if decision.facts.get("shanten") == 0 and decision.code == "pass_breaks_plan":
                ready_with_plan += 1
                assert "已经听牌" in words.reason_zh and "要门清" not in words.reason_zh
    assert chow_only >= 3 and ready_with_plan >= 1


def test_a_discard_with_no_choice_gets_no_plan_or_danger_words():
    # 二人's 报听 throws what it draws: the hint says so, and weighs no plan or danger for it
    from rules.actions import Discard as Throw
    forced = 0
    for seed in ("lk:0", "lk:1", "lk:2"):
        for view, legal, _decision, options in expert_play("erren", seed):
            if len(legal) == 1 and isinstance(legal[0], Throw):
                words = hint(view, legal, options)
                assert words.reason_zh.endswith("：只能打这一张") and words.danger_zh == ""
                assert words.reason_en.endswith(": the only tile you may throw")
                forced += 1
    assert forced >= 3


def test_a_two_player_pass_names_only_the_claim_offered():
    """A tester's slip: 二人's pass said 「过：吃碰之后离听牌还远…」 where only a chow was offered."""
    seen = 0
    for n in range(12):
        for view, legal, decision, options in expert_claim_turns("erren", f"pass-words{n}"):
            if not isinstance(decision.action, Pass):
                continue
            kinds = {type(a) for a in legal}
            said = hint(view, legal, options).reason
            if "之后" not in said.zh:
                continue
            seen += 1
            if Pung not in kinds:
                assert "吃碰" not in said.zh and "吃之后" in said.zh and "a chow" in said.en
            if Chow not in kinds:
                assert "吃" not in said.zh
        if seen >= 3:
            break
    assert seen


def test_a_hint_a_step_from_ready_says_why_the_ready_discard_is_not_taken():
    """A tester's slip: 「打五条：保留13张有效牌（向听数1）」 beside a discard of 白 that would leave
    the hand ready, on waits worth 8 fans only with its flowers (which never count toward 8)."""
    from game.session import MatchSession
    session = MatchSession(variant="guobiao", seed=2, human=0, bot_kind="expert")
    found = None
    for _ in range(3000):
        if session.hand_over:
            break
        if session.waiting_for_human():
            legal, view = session.human_actions(), session.view(0)
            said = hint(view, legal)
            if "虽能听牌" in said.reason.zh:
                found = said
                break
            session.act(said.action)
        elif not session.step():
            break
    assert found is not None
    assert "打白虽能听牌，但听的牌都不够8番" in found.reason.zh
    assert "discarding White Dragon would be ready, but no wait would reach 8 fans" in found.reason.en


def test_hints_say_steps_from_ready_in_plain_chinese_not_riichi_jargon():
    """A regional tester: 国标 players do not say 向听数; the hints say 离听牌还差N张."""
    from game.teaching import i18n
    for key, (zh, _en) in i18n.STRINGS.items():
        assert "向听" not in zh, key
