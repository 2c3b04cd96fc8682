"""Waits: the tiles agree with a brute-force completeness check (rules.analysis.is_complete, code
independent of the wait search), the scores and the legality agree with what the engine offers
and scores in simulated hands, and each reason a wait cannot win reads as it should."""

import pytest

from game.bots.policies import policy_for
from game.session import MatchSession
from game.teaching.waits import discard_waits, hun_of, judge, waits_report
from rules.actions import Discard, Win
from rules.analysis import is_complete
from rules.engine import view_for
from rules.tiles import counts_of
from tests.rules.helpers_engine import deal, discard
from tests.rules.helpers_tianjin import tianjin_hand
from tests.rules.sichuan_scenarios import sc_deal

VARIANTS = ["guobiao", "sichuan", "tianjin", "suzhou"]


def completing(view, concealed):
    """Brute force: every kind whose addition completes `concealed` (+ the melds)."""
    hun = hun_of(view)
    counts = counts_of(concealed)
    jokers = sum(counts[k] for k in hun)
    for k in hun:
        counts[k] = 0
    melds = len(view.melds[view.seat])
    shapes = policy_for(view.variant).shapes
    out = []
    for k in range(34):
        if k in hun:
            done = is_complete(counts, melds, shapes=shapes, jokers=jokers + 1)
        else:
            counts[k] += 1
            done = is_complete(counts, melds, shapes=shapes, jokers=jokers)
            counts[k] -= 1
        if done:
            out.append(k)
    return out


def run_hands(variant, seed, hands, visit):
    """Four bots play `hands` hands; `visit(session, before, state)` sees every state."""
    session = MatchSession(variant, seed=seed, human=None)
    before = None
    for _ in range(hands):
        while not session.hand_over:
            visit(session, before, session.state)
            before = session.state
            session.step()
        if session.match_over:
            break
        session.next_hand()


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_waits_match_brute_force_and_the_engine(variant):
    stats = {"waits": 0, "claim_checks": 0, "claim_wins": 0, "draw_checks": 0, "draw_wins": 0, "scores": 0,
             "refused": 0}

    def visit(session, before, state):
        opts = session.options
        if state.phase == "claim" and all(r is None for r in state.window.responses) and \
                state.wall.live_remaining() > 0 and not (before is not None and before.kong_draw):
            w = state.window
            kind = state.kinds[w.tile]
            for seat in range(4):
                view = view_for(state, seat)
                if seat == w.seat or not state.active[seat]:
                    continue
                report = waits_report(view, opts)
                tiles = [x.tile.index for x in report]
                assert tiles == completing(view, list(view.hand_kinds))
                stats["waits"] += bool(report)
                offered = Win(seat) in w.options[seat]
                info = next((x for x in report if x.tile is kind), None)
                if info is None:
                    assert not offered
                    continue
                stats["claim_checks"] += 1
                # the discard now lies in the river: judged as the tile on the table
                verdict = judge(view, list(view.hand_kinds), kind, False, opts, on_table=True)
                assert verdict.legal == offered, (seat, kind, verdict.why)
                stats["refused"] += not offered
                if offered:
                    stats["claim_wins"] += 1
                    engine = state.win_scores[seat]
                    if not (variant == "sichuan" and state.untouched):   # 地胡 needs the first turn
                        assert verdict.total == engine.total and verdict.items == engine.items
                        stats["scores"] += 1
        if state.phase == "play" and state.drawn is not None and not state.after_claim \
                and not state.kong_draw and state.has_discarded[state.turn] and state.wall.live_remaining() > 0 \
                and not (variant == "suzhou" and state.extra.replacement[state.turn]):
            seat = state.turn
            view = view_for(state, seat)
            drawn = state.kinds[state.drawn]
            rest = list(view.hand_kinds)
            rest.remove(drawn)
            verdict = judge(view, rest, drawn, True, opts)
            offered = Win(seat) in state.legal[seat]
            if drawn.index in completing(view, rest):
                stats["draw_checks"] += 1
                assert verdict.legal == offered, (seat, drawn, verdict.why)
                stats["refused"] += not offered
                if offered:
                    stats["draw_wins"] += 1
                    assert verdict.total == state.win_scores[seat].total
                    stats["scores"] += 1
            else:
                assert not offered and not verdict.legal

    run_hands(variant, f"waits-{variant}", 6, visit)
    assert stats["waits"] >= 5 and stats["claim_checks"] + stats["draw_checks"] >= 5, stats
    assert stats["scores"] >= 1, stats


@pytest.mark.parametrize("variant", VARIANTS)
def test_discard_waits_list_every_discard_that_leaves_the_hand_ready(variant):
    seen = {"turns": 0, "ready": 0}

    def visit(session, before, state):
        if state.phase != "play" or seen["turns"] >= 60:
            return
        view = view_for(state, state.turn)
        entries = discard_waits(view, session.options)
        seen["turns"] += 1
        by_kind = {e.kind: e for e in entries}
        for kind in set(view.hand_kinds):
            rest = list(view.hand_kinds)
            rest.remove(kind)
            waits = completing(view, rest)
            entry = by_kind.get(kind)
            assert (entry is not None) == bool(waits)
            if entry is not None:
                seen["ready"] += 1
                assert [w.tile.index for w in entry.waits] == waits
                assert entry.legal == any(isinstance(a, Discard) and view.hand_kinds[view.hand.index(a.tile)] is kind
                                          for a in view.legal)
                assert entry.kind is kind and view.hand_kinds[view.hand.index(entry.tile)] is kind

    run_hands(variant, f"dw-{variant}", 2, visit)
    assert seen["ready"] >= 1, seen


# ------------------------------------------------------------------------------ the reasons shown

def test_guobiao_a_wait_under_eight_fans():
    state, _ = deal({0: "4m1z1s123456789p11s", 1: "23m123p456p678s55z"})
    state, _ = discard(state, 0, "4m")          # seat 1 may chow it: its hand stays at 13
    assert state.phase == "claim"
    report = {str(w.tile): w for w in waits_report(view_for(state, 1))}
    assert set(report) == {"1m", "4m"}
    four = report["4m"]
    assert not four.discard.legal and four.discard.code == "below_minimum"
    assert "国标起和8番" in four.discard.why.zh and "门前清" in four.discard.why.zh
    assert four.unseen == 4 - 1 and four.self_drawn.code == "below_minimum"   # one 4m is in the river
    assert "8" in four.discard.summary().en


def test_sichuan_waits_while_the_void_suit_is_held():
    hands = {0: "7p123m456m789m2p3p9m9m", 1: "11m22p33p44p55p66p7p"}
    state, _ = sc_deal(hands, voids={0: "s", 1: "m", 2: "s", 3: "s"})
    report = waits_report(view_for(state, 1))
    assert "7p" in [str(w.tile) for w in report]                 # the seven pairs, 11m among them
    for w in report:
        assert w.discard.code == w.self_drawn.code == "void_held" and "万" in w.discard.why.zh
        assert not w.can_win


def test_tianjin_waits_are_self_drawn_only():
    state, _ = tianjin_hand({0: "1s123m456m789m2z3z6z7z", 1: "123m456m789m23s55z"})
    report = waits_report(view_for(state, 1))
    assert [str(w.tile) for w in report] == ["3p", "4p", "1s", "4s"]       # 3p 4p are the 混
    for w in report:
        assert w.discard.code == "discard_win" and "只能自摸" in w.discard.why.zh
        assert w.self_drawn.legal and w.self_drawn.unit == "value"
    from rules.variants.tianjin import VARIANT as TIANJIN
    from rules.variants.tianjin.scoring import score
    for w in report:
        ctx = TIANJIN.read_hand({"concealed": "123m456m789m23s55z", "win_tile": str(w.tile), "hun": ["3p", "4p"]})
        assert w.self_drawn.total == score(ctx, {}).total and w.self_drawn.items == score(ctx, {}).items


def test_tianjin_a_hun_discard_leaves_a_xiaoxianggong_hand():
    state, _ = tianjin_hand({0: "123m456m789m11s55z3p"})
    entries = {str(e.kind): e for e in discard_waits(view_for(state, 0))}
    hun = entries["3p"]
    assert hun.waits and all(w.self_drawn.code == "xiaoxianggong" for w in hun.waits) and hun.live == 0


def test_suzhou_a_wait_under_the_flower_threshold():
    from tests.game.test_teaching_why_not import sz_deal
    state, _ = sz_deal({0: "5s9m", 2: "55s234m456p78m99s1f"}, draws="1p2p", tail="1z")
    state, _ = discard(state, 0, "5s")
    from rules.actions import Pung
    from tests.rules.helpers_engine import act, pass_all
    state, _ = act(state, next(a for a in state.legal[2] if isinstance(a, Pung)))
    state, _ = pass_all(state)
    state, _ = discard(state, 2, "1z")
    report = {str(w.tile): w for w in waits_report(view_for(state, 2))}
    assert set(report) == {"6m", "9m"}
    assert report["9m"].discard.code == "below_minimum" and "要4花" in report["9m"].discard.why.zh
    assert report["9m"].self_drawn.code == "below_minimum" and "要3花" in report["9m"].self_drawn.why.zh


def test_a_fourteen_tile_hand_has_no_plain_report_and_a_thirteen_tile_hand_no_discard_list():
    state, _ = deal({0: "4m1z1s123456789p11s", 1: "23m123p456p678s55z"})
    assert waits_report(view_for(state, 0)) == []
    assert discard_waits(view_for(state, 1)) == []


def test_a_wait_held_four_times_has_no_unseen_copy():
    state, _ = deal({0: "4m1z1s123456789p11s", 1: "1111m234p567s789s"})
    view = view_for(state, 1)
    report = {str(w.tile): w for w in waits_report(view)}
    assert "1m" in report and report["1m"].unseen == 0 and not report["1m"].can_win
    assert report["1m"].self_drawn.code == "all_held" and "四张都在你手里" in report["1m"].self_drawn.why.zh


def test_a_fifth_copy_is_never_a_win_in_any_variant():
    hands = {0: "7p456m789m2p3p5p6p8p9m9m", 1: "1111m234m567m789m"}
    state, _ = sc_deal(hands, voids={0: "s", 1: "p", 2: "s", 3: "s"})
    report = {str(w.tile): w for w in waits_report(view_for(state, 1))}
    assert report["1m"].self_drawn.code == report["1m"].discard.code == "all_held"
