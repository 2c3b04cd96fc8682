"""Where nobody can win on a discard (the variant's claims: `win_on_discard` False, 天津), no tile is
safer than another: the hints never call one safer, nor weigh a claim or a pass for safety (a
tester read "discard Green Dragon … Green Dragon is safer: 3 already seen" at a 天津 table)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.teaching import hints
from game.teaching.hints import hint
from game.teaching.i18n import Bi
from rules.actions import Pung
from rules.variants.registry import all_variants, get_variant
from tests.game.danger_positions import scripted
from tests.rules.helpers_engine import deal
from tests.rules.helpers_tianjin import tianjin_hand

SAFETY_ZH = ("安全", "危险", "点炮")
SAFETY_EN = ("safe", "danger", "deal in", "deal-in")
HAND = "123m456m789s11p56s6z"        # the lone 发 goes; two of them lie in a river (混: 3p 4p)
RIVER = {1: {"discards": "6z6z"}}


def self_drawn_only() -> list[str]:
    """The variants whose claims declare no win on a discard (read off the rules, not the names)."""
    return [v.name for v in all_variants() if not v.claims.win_on_discard]


def assert_no_safety(words: Bi) -> None:
    assert not any(w in words.zh for w in SAFETY_ZH), words.zh
    assert not any(w in words.en.lower() for w in SAFETY_EN), words.en


def test_a_seen_honour_is_called_safer_only_where_a_discard_can_be_won_on():
    assert self_drawn_only() == ["tianjin"]
    where_wins, _ = deal({0: HAND}, variant=get_variant("guobiao"))
    view, legal = scripted(state=where_wins, seats=RIVER, wall=50)
    said = hint(view, legal)
    assert "发已见2张，较安全" in said.reason_zh and "Green Dragon is safer: 2 already seen" in said.reason_en
    state, _ = tianjin_hand({0: HAND})
    for wall in (50, 20):      # early and late in the hand
        view, legal = scripted(state=state, seats=RIVER, wall=wall)
        said = hint(view, legal)
        assert str(view.hand_kinds[view.hand.index(said.action.tile)]) == "6z"
        assert_no_safety(said.reason)
        assert said.danger is None


@pytest.mark.parametrize("now", [0, 1])
def test_a_claim_is_never_said_to_let_a_safer_tile_go_where_nobody_wins_on_a_discard(now):
    state, _ = tianjin_hand({0: HAND})
    view, _ = scripted(state=state, seats=RIVER, wall=50)
    entry = {"gains": {"safety": 5.0, "live": 1.0}, "live_now": 4, "live_after": 4}
    words = hints._same_steps(view, Bi("碰", "pung"), now, entry)
    assert_no_safety(words)
    elsewhere, _ = deal({0: HAND}, variant=get_variant("guobiao"))
    other, _ = scripted(state=elsewhere, seats=RIVER, wall=50)
    assert "safer" in hints._same_steps(other, Bi("碰", "pung"), now, entry).en


def test_a_pass_that_does_not_pay_counts_no_safety_where_nobody_wins_on_a_discard():
    state, _ = tianjin_hand({0: HAND})
    view, _ = scripted(state=state, seats=RIVER, wall=50)
    assert_no_safety(hints._not_worth(view, Pung(0, ())))
    elsewhere = SimpleNamespace(variant="guobiao")
    assert "safety" in hints._not_worth(elsewhere, Pung(0, ())).en   # type: ignore[arg-type]
