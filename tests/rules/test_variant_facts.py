"""The variants' declared capabilities (rules/variants/facts.py): every seat view carries its
variant's typed record, a variant without a fact answers "none", set-up steps and payments made
at once are flags of their own types (nothing is matched by class name)."""
from __future__ import annotations

import json

import pytest

from rules.actions import Chow, Discard, Pass
from rules.engine import HandConfig, new_hand, view_for
from rules.events import Discarded
from rules.tiles import Tile
from rules.variants.facts import NO_VIEW, VariantView, scorer_facts_of
from rules.variants.registry import all_variants, load_variant


@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_every_view_holds_a_typed_record_whose_json_is_its_scorer_facts(variant):
    rules = load_variant(variant)
    state, _ = new_hand(rules, HandConfig(seed="facts", seats=rules.seats))
    for seat in range(rules.seats):
        view = view_for(state, seat)
        assert isinstance(view.extra, VariantView)
        assert view.to_json()["extra"] == dict(view.extra.scorer_facts())
        assert scorer_facts_of(view) == dict(view.extra.scorer_facts())
        json.dumps(view.extra.to_json(), default=str)       # plain data (tiles as text)


def test_a_variant_without_facts_answers_none():
    kind = Tile.parse("5p")
    seat = view_for(new_hand(load_variant("guobiao"), HandConfig(seed="facts"))[0], 0)
    assert seat.extra == NO_VIEW and seat.extra.to_json() == {}
    assert NO_VIEW.wildcards() == frozenset() and NO_VIEW.face_up() == () and NO_VIEW.revealed_voids() is None
    assert NO_VIEW.own_void() is None and NO_VIEW.chosen_void() is None
    assert NO_VIEW.forced_win(seat, {}) is None and NO_VIEW.discard_refusal(seat, kind, {}) is None
    assert NO_VIEW.discard_warning(seat, kind) is None and NO_VIEW.claim_refusal(seat, kind, False, {}) is None
    assert NO_VIEW.own_kong_refusal(seat, kind, {}) is None and NO_VIEW.blocked_claim(seat, kind) is None
    assert NO_VIEW.hand_refusal(seat, (kind,)) is None and NO_VIEW.win_bar(seat, 8, False, {}) is None
    assert scorer_facts_of(object()) == {}


def test_set_up_steps_name_themselves_and_play_actions_are_none():
    from rules.variants.sichuan.events import ChooseVoid, ExchangeThree
    from rules.variants.tianjin.events import PullDealer, SitDealer
    assert [c.SETUP_STEP.zh for c in (ChooseVoid, ExchangeThree, SitDealer, PullDealer)] == \
        ["定缺", "换三张", "坐庄", "拉庄"]
    assert all(c.SETUP_STEP is None for c in (Discard, Chow, Pass))


def test_a_kong_paid_at_once_says_so_and_other_events_pay_nothing():
    from rules.variants.sichuan.events import KongPaid
    assert KongPaid(0, "direct", (), (2, -2, 0, 0)).paid_at_once() == (2, -2, 0, 0)
    assert Discarded(0, 1, Tile.parse("5p"), False).paid_at_once() is None


def test_the_hun_discard_warning_has_one_source():
    from rules.variants.tianjin.view import HUN_DISCARD_WARNING, TianjinView
    facts = TianjinView(hun=("3p", "4p"), xiaoxianggong=(False, True))

    class Seat:
        seat = 0
    assert facts.discard_warning(Seat(), Tile.parse("3p")) is HUN_DISCARD_WARNING
    assert facts.discard_warning(Seat(), Tile.parse("5p")) is None
    Seat.seat = 1                                              # already 小相公: nothing more to lose
    assert facts.discard_warning(Seat(), Tile.parse("4p")) is None
    assert facts.wildcards() == {Tile.parse("3p").index, Tile.parse("4p").index}


def test_the_context_words_come_from_the_variants_package():
    hun = (Tile.parse("3p"), Tile.parse("4p"))
    assert load_variant("tianjin").context_facts.conditions({"hun": hun})[0].zh == "混儿三筒、四筒"
    assert load_variant("tianjin").context_facts.wildcards({"hun": hun}) == hun
    assert load_variant("sichuan").context_facts.conditions({"void_suit": "p"})[0].en == "void in Dots"
    assert load_variant("guobiao").context_facts.conditions({"void_suit": "p"}) == ()
