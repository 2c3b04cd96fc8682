"""四川 血流成河 at the table (option play_on): whole simulated hands keep every tile in the
client's model while winners play on (their won tiles set aside in front of them), the money
shown (kongs, 呼叫转移 at once) ends at the settlement's scores, and the captions count a
second win by the same seat."""
import pytest

from game.client.display import lang
from game.client.presenting.model import TableModel
from game.session import MatchSession
from rules.events import Won

RIVER = {"play_on": "bloody_river", "call_transfer": True, "exchange_three": True}


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("viewer", [None, 0])
def test_bloody_river_hands_keep_every_tile_and_the_money(seed, viewer):
    session = MatchSession(variant="sichuan", seed=seed, human=None, options=RIVER)
    while session.step():
        pass
    model = TableModel(human_player=viewer, viewer=viewer)
    wins: dict[int, int] = {}
    notes = []
    for event in session.poll_events(viewer):
        model.apply(event)
        if isinstance(event, Won):
            wins[event.seat] = wins.get(event.seat, 0) + 1
            notes.append((wins[event.seat], model.presenter.win_note(event, model)))
        if model.wall_total:
            assert model.table_tile_count() == model.wall_total, f"after {event!r:.120}"
    assert [s.score for s in model.seats] == list(model.settled.scores)
    state = session.state
    assert len(state.wins) == len(model.wins) and state.wall.live_remaining() == 0
    for times, (zh, en) in notes:
        assert "离场" not in zh.replace("不离场", "") and "leaves" not in en
        assert ("这是他第%d次和" % times in zh) == (times > 1)


def test_the_table_says_bloody_river_before_the_first_win():
    session = MatchSession(variant="sichuan", seed=4, human=None, options={"play_on": "bloody_river"})
    session.step()
    kinds = [type(e).__name__ for e in session.poll_events(None)]
    assert "PlayOn" in kinds
    plain = MatchSession(variant="sichuan", seed=4, human=None)
    plain.step()
    assert "PlayOn" not in [type(e).__name__ for e in plain.poll_events(None)]
    assert lang   # the captions' language module is importable headless
