"""二人麻将 room rules at the table: whole simulated hands under the presets and the flow
options (no exchange, no indicator, table B) keep every tile in the client's model, the
settlement's scores and the sheet's formula line."""
import pytest

from game.client.presenting.model import TableModel
from game.client.variants.erren import fan_formula
from game.session import MatchSession
from rules.events import Won
from rules.variants.erren import VARIANT as ERREN

ROOMS = [ERREN.preset("qq_b").values, ERREN.preset("riichi_strict").values,
         {"exchange": "off", "indicators": 0, "dealer_bonus": True, "haidi_draws": 0}, {"exchange": "off"}]


@pytest.mark.parametrize("options", ROOMS, ids=["qq_b", "riichi_strict", "flow", "no_exchange"])
@pytest.mark.parametrize("viewer", [None, 0])
def test_room_rule_hands_keep_every_tile_and_the_scores(options, viewer):
    session = MatchSession(variant="erren", seed=3, human=None, options=dict(options))
    for _ in range(2000):
        if not session.step():
            break
    model = TableModel(human_player=viewer, viewer=viewer)
    for event in session.poll_events(viewer):
        model.apply(event)
        if model.wall_total:
            assert model.table_tile_count() == model.wall_total, f"after {event!r:.120}"
    if model.settled is not None:
        assert [s.score for s in model.seats] == list(model.settled.scores)


def test_the_sheet_names_no_limit_hand_under_table_b():
    session = MatchSession(variant="erren", seed=5, human=None, options={"scoring": "B", "fan_cap": 88})
    wins = []
    for _ in range(4000):
        if not session.step():
            break
        wins += [e for e in session.poll_events(None) if isinstance(e, Won)]
    assert wins
    for won in wins:
        zh, en = fan_formula(won.score.items, won.score.total, limits=False)
        assert "役满" not in zh and "limit hand" not in en
