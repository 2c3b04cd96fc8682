"""The default bot at the 二人麻将 table (game/bots/policies/erren*.py): what a player sees it do.
The exchange gives back the lone honours and terminals and never a set; 报听 on a good wait, not
on a dead one; an open hand without a 役 declares (it wins no other way) and a claim that leaves
the hand far from ready without a 役 is passed; against a declared opponent a far hand throws what
passed him since his 报听; the hint words each of these."""
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from helpers_engine import ids_of, pass_all  # noqa: E402
from helpers_erren import erren_deal, exchange  # noqa: E402

from game.bots.default_bot import DefaultBot  # noqa: E402
from game.bots.levels import EXPERT, LEVELS  # noqa: E402
from game.bots.policies import policy_for  # noqa: E402
from game.bots.policies.erren_defence import safe_kinds  # noqa: E402
from game.teaching.hints import hint  # noqa: E402
from rules.actions import Chow, Discard, Pass  # noqa: E402
from rules.engine import apply, is_offered, legal_actions, view_for  # noqa: E402
from rules.tiles import parse_tiles  # noqa: E402
from rules.variants.erren.events import DeclareReady, ExchangeTiles  # noqa: E402

# The dealer's 14: ready on 2s/5s (two-sided, 平和) once the 东 is gone.
DEALER_READY = "123m456p789s34s55p1z"
NOT_READY = "11m22m88p99p11s6s4z7z"
# A dealer's 14 of lone terminals and honours: whatever he throws, nothing of the other's.
DEALER_JUNK = "1m9m1p9p1s9s1234567z"


def decide(state, seat, style=EXPERT):
    view = view_for(state, seat)
    legal = legal_actions(state, seat)
    decision = DefaultBot(random.Random(0), style).decide(view, legal)
    assert is_offered(legal, decision.action)
    return view, legal, decision


def kind_of(view, tile):
    return str(view.hand_kinds[view.hand.index(tile)])


# --- the exchange --------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, far, kept", [
    # three sets and a pair: the lone 北 goes, the 9筒 far from the 456筒 may too; no set tile
    ("123m456p789s55p4z9p", {"4z", "9p"}, "123m456p789s55p"),
    # two lone honours and a lone terminal beside partials: all three go, the partials stay
    ("23m46p57p68s35s1m3z4z", {"1m", "3z", "4z"}, "23m46p57p68s35s"),
])
def test_the_exchange_gives_back_lone_far_tiles_and_never_a_set(hand, far, kept):
    state, _ = erren_deal({0: DEALER_JUNK + "8m", 1: hand}, filler_seed=1)
    view, legal, d = decide(state, 1)
    assert isinstance(d.action, ExchangeTiles) and d.action.seat == 1
    given = [kind_of(view, t) for t in d.action.tiles]
    assert given and set(given) <= far                       # something goes, and only far tiles
    assert "4z" in given or "1m" in given                    # the loneliest tile is never kept
    remaining = list(view.hand_kinds)
    for t in d.action.tiles:
        remaining.remove(view.hand_kinds[view.hand.index(t)])
    for kind in parse_tiles(kept):                           # every set and partial tile stays
        assert kind in remaining
        remaining.remove(kind)
    h = hint(view, legal)
    assert h.action == d.action and "换掉" in h.reason_zh and "exchange" in h.reason_en


def test_the_exchange_keeps_a_hand_where_every_tile_works():
    state, _ = erren_deal({0: DEALER_JUNK + "8m", 1: "123m456p789s55p34s"}, filler_seed=1)
    view, _legal, d = decide(state, 1)
    assert d.action == ExchangeTiles(1, ())                  # ready already: nothing to give


# --- 报听 ----------------------------------------------------------------------------------------

def test_it_declares_ready_on_a_two_sided_wait():
    state, _ = erren_deal({0: DEALER_READY, 1: NOT_READY}, draws="9m", reserve="6p")
    state, _ = exchange(state)
    view, legal, d = decide(state, 0)
    assert d.action == DeclareReady(0, ids_of(state, 0, "1z")[0])
    h = hint(view, legal)
    assert h.action == d.action and "报听" in h.reason_zh and "declare ready" in h.reason_en


def _dead_wait_turn():
    """Seat 1 holds 123m456p789s55p13s (ready on 2s only) and draws 东, after the dealer has
    thrown three 2s and the fourth is the indicator: the wait is dead."""
    state, _ = erren_deal({0: "222s19m19p1234z5z6z9s", 1: "123m456p789s55p13s"}, draws="7z4z7z4z1z",
                          reserve="2s", filler_seed=3)
    state, _ = exchange(state)
    for i in range(3):
        state, _ = apply(state, Discard(0, ids_of(state, 0, "2s")[0]))
        state, _ = pass_all(state)
        if i < 2:
            state, _ = apply(state, Discard(1, state.drawn))
            state, _ = pass_all(state)
    assert state.turn == 1 and str(state.kinds[state.drawn]) == "1z"
    return state


@pytest.mark.parametrize("style", LEVELS, ids=lambda s: s.name)
def test_it_never_declares_on_a_dead_wait(style):
    state = _dead_wait_turn()
    east = state.drawn
    assert DeclareReady(1, east) in legal_actions(state, 1)  # the table offers it: the shape is ready
    _view, _legal, d = decide(state, 1, style)
    assert not isinstance(d.action, DeclareReady)


# --- 役: an open hand without one ---------------------------------------------------------------

def test_an_open_hand_without_a_yaku_declares_because_it_cannot_win_otherwise():
    # seat 1 chows 123m: 456p678s55p34s + 9m is ready on 2s/5s with nothing to score but 报听
    state, _ = erren_deal({0: DEALER_JUNK + "8p", 1: "23m456p678s55p34s9m"}, draws="5s", filler_seed=1)
    state, _ = exchange(state)
    state, _ = apply(state, Discard(0, ids_of(state, 0, "1m")[0]))
    state, _ = apply(state, next(a for a in legal_actions(state, 1) if isinstance(a, Chow)))
    view, legal, d = decide(state, 1)
    assert d.action == DeclareReady(1, ids_of(state, 1, "9m")[0])
    assert "没有番种" in hint(view, legal).reason_zh


def test_a_claim_that_leaves_a_far_hand_without_a_yaku_is_passed_and_one_that_keeps_one_is_not():
    # 23m + the dealer's 1m: a chow of 123m (a terminal: no 断幺九), three suits, no pair: after it
    # the hand is two steps from ready with no 役 left, so every level passes
    state, _ = erren_deal({0: DEALER_JUNK + "8p", 1: "23m46p57p79s13s9p4z2z"}, filler_seed=1)
    state, _ = exchange(state)
    state, _ = apply(state, Discard(0, ids_of(state, 0, "1m")[0]))
    legal = legal_actions(state, 1)
    chow = next(a for a in legal if isinstance(a, Chow))
    view = view_for(state, 1)
    assert not policy_for("erren").claim_allowed(view, chow)
    for style in LEVELS:
        assert decide(state, 1, style)[2].action == Pass(1), style.name
    assert "没有番种" in hint(view, legal).reason_zh
    # the same shape with simples only: the chow of 234m keeps 断幺九 in reach, and is allowed
    state, _ = erren_deal({0: DEALER_JUNK + "4m", 1: "23m46p57p68s35s9p4z2z"}, filler_seed=1)
    state, _ = exchange(state)
    state, _ = apply(state, Discard(0, ids_of(state, 0, "4m")[0]))
    chow = next(a for a in legal_actions(state, 1) if isinstance(a, Chow))
    assert policy_for("erren").claim_allowed(view_for(state, 1), chow)


# --- defence against 报听 ------------------------------------------------------------------------

@pytest.mark.parametrize("style", [s for s in LEVELS if s.defence], ids=lambda s: s.name)
def test_a_far_hand_throws_what_passed_the_declared_opponent_not_a_live_tile(style):
    # the dealer declares (waits 2s/5s); seat 1 lets its 9m go, the dealer's forced 7z passes;
    # seat 1 (two steps away, pairs of 7z and 3z, middle partials and a lone 5s) breaks the 7z
    # pair, which costs no step, rather than throw a middle tile nobody has shown safe
    state, _ = erren_deal({0: DEALER_READY, 1: "24m57m46p99s7z7z5s3z3z"}, draws="9m7z9s", reserve="6p",
                          filler_seed=4)
    state, _ = exchange(state)
    state, _ = apply(state, DeclareReady(0, ids_of(state, 0, "1z")[0]))
    state, _ = pass_all(state)
    state, _ = apply(state, Discard(1, state.drawn))
    state, _ = pass_all(state)
    state, _ = apply(state, Discard(0, state.drawn))
    state, _ = pass_all(state)
    assert state.turn == 1
    view, legal, d = decide(state, 1, style)
    thrown = view.hand_kinds[view.hand.index(d.action.tile)]
    assert safe_kinds(view, 0) == {parse_tiles("9m")[0].index, parse_tiles("7z")[0].index}
    assert thrown.index in safe_kinds(view, 0)
    assert d.facts["danger"][thrown.name_zh]["chance"] == 0.0
    h = hint(view, legal)                                   # the hint (the expert's) says why
    assert h.action == d.action and "安全" in h.reason_zh and "safe" in h.reason_en


def test_under_riichi_style_ready_the_expert_keeps_the_hand_closed_as_the_plain_claims_do(monkeypatch):
    # 日麻式报听: only a closed hand may declare. 22m 3p5p 345s 6s8s 678m 6z + the dealer's 2m:
    # the pung is one step nearer, but it opens the hand, which may then never declare.
    # The weighed claims took it; the plain plan-based claims (which measured ahead of them in
    # 二人: +0.23 [+0.14, +0.32] a hand on this rule set, 1600 walls) pass, as 普通 does.
    riichi = {"baoting_open": False, "furiten": True, "ippatsu": True}
    state, _ = erren_deal({0: "1m9m1p9p1s9s134z2m", 1: "2m2m3p3s4s5p5s6m6s6z7m8m8s"}, filler_seed=1,
                          options=riichi)
    state, _ = exchange(state, {0: "", 1: ""})
    state, _ = apply(state, Discard(0, ids_of(state, 0, "2m")[0]))
    for style in (EXPERT, LEVELS[1]):
        assert decide(state, 1, style)[2].action == Pass(1), style.name
    monkeypatch.setattr(type(policy_for("erren")), "weighed_claims", True)
    assert type(decide(state, 1)[2].action).__name__ == "Pung"


@pytest.mark.parametrize("style", LEVELS, ids=lambda s: s.name)
def test_under_riichi_style_ready_no_level_opens_a_hand_into_a_wait_it_can_never_win(style):
    # 23m456p678s55p34s9m + the dealer's 1m: the chow of 123m makes the hand ready on 2s/5s with
    # nothing to score. In the classic room it may still win by 报听, so the claim is allowed;
    # under 日麻式报听 an open hand may not declare, the ready hand could never win, and every
    # level passes.
    for options, allowed in (({}, True), ({"baoting_open": False, "furiten": True, "ippatsu": True}, False)):
        state, _ = erren_deal({0: DEALER_JUNK + "8p", 1: "23m456p678s55p34s9m"}, filler_seed=1, options=options)
        state, _ = exchange(state)
        state, _ = apply(state, Discard(0, ids_of(state, 0, "1m")[0]))
        chow = next(a for a in legal_actions(state, 1) if isinstance(a, Chow))
        assert policy_for("erren").claim_allowed(view_for(state, 1), chow) is allowed
        if not allowed:
            assert decide(state, 1, style)[2].action == Pass(1)


def test_the_hint_says_a_claim_under_riichi_style_ready_would_leave_a_hand_that_can_never_win():
    # 23m789p123s789s5p6z + the dealer's 1m: the chow of 123m makes a 5p single wait with nothing
    # to score. Classic: the hint chows for 报听; 日麻式报听: it passes, saying why in these words
    # (not "still far from ready": the hand would be ready).
    reasons = []
    for options in ({}, {"baoting_open": False, "furiten": True, "ippatsu": True}):
        state, _ = erren_deal({0: DEALER_JUNK + "8p", 1: "23m789p123s789s5p6z"}, filler_seed=1, options=options)
        state, _ = exchange(state)
        state, _ = apply(state, Discard(0, ids_of(state, 0, "1m")[0]))
        reasons.append(hint(view_for(state, 1), legal_actions(state, 1)))
    assert isinstance(reasons[0].action, Chow)
    assert reasons[1].action == Pass(1)
    assert "不能报听" in reasons[1].reason_zh and "never win" in reasons[1].reason_en


def test_a_claim_must_keep_in_reach_what_the_rooms_minimum_asks():
    # 5z5z (白) among lone tiles of every suit, and the dealer's 白: the pung keeps 箭刻 in reach.
    # At the seed's 1 番 that is a way to win; in a QQ room asking 8 番, 箭刻 (2) and 报听 (2) are
    # 4, short of it, so the claim is refused and the routes leave out the patterns that cannot reach 8.
    for options, allowed in (({"scoring": "B", "fan_cap": 88}, True),
                             ({"scoring": "B", "fan_cap": 88, "min_fan": 8}, False)):
        state, _ = erren_deal({0: DEALER_JUNK + "8p", 1: "55z1m9m1p9p2s6s4m7p3s8m2z"}, filler_seed=1,
                              options=options)
        state, _ = exchange(state)
        state, _ = apply(state, Discard(0, ids_of(state, 0, "5z")[0]))
        view = view_for(state, 1)
        pung = next(a for a in legal_actions(state, 1) if type(a).__name__ == "Pung")
        assert policy_for("erren").claim_allowed(view, pung) is allowed
        names = {r.names[0] for r in policy_for("erren").routes(view)}
        assert ("箭刻" in names) is allowed and "混一色" in names
        said = hint(view, legal_actions(state, 1))
        if not allowed:
            assert said.action == Pass(1) and "起和番数" in said.reason_zh and "minimum" in said.reason_en


def test_a_tile_of_the_indicators_kind_is_kept_before_a_worthless_one():
    """A tester's slip: the hint threw 八万, the indicator's kind (+1 fan each in a win), and kept
    a lone West that is worth nothing to either player."""
    from game.bots.policies.erren import ErrenPolicy
    from rules.engine import view_for
    from rules.variants.erren.view import erren_view
    from tests.rules.helpers_erren import erren_deal, exchange
    state, _ = erren_deal({0: "123m456p789s8m3z55z"})
    state, _ = exchange(state)
    view = view_for(state, 0)
    policy = ErrenPolicy()
    indicator = erren_view(view).indicators[0].index
    counts = [0] * 34
    assert policy.discard_weights(view, indicator, counts).get("indicator", 0.0) < 0
    other = next(k for k in range(34) if k != indicator)
    assert policy.discard_weights(view, other, counts) == {}


def test_a_hinted_declaration_says_when_its_tile_is_dangerous():
    """The hint "declare ready with 9 Character" beside a declared opponent names the danger of
    the tile it throws, as a hinted discard does (a tester dealt in after a hint that did not)."""
    state, _ = erren_deal({0: DEALER_READY, 1: "123m456p789p11s4s9m"}, draws="5s", reserve="6p", filler_seed=1)
    state, _ = exchange(state)
    state, _ = apply(state, DeclareReady(0, ids_of(state, 0, "1z")[0]))
    state, _ = pass_all(state)
    view, legal = view_for(state, 1), legal_actions(state, 1)
    h = hint(view, legal)
    assert isinstance(h.action, DeclareReady) and kind_of(view, h.action.tile) == "9m"
    assert h.danger is not None and "9 Character" in h.danger.en and "declared ready" in h.danger.en
