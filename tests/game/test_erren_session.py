"""二人麻将 in a match session: the human answers the exchange with any subset of his hand (the
session takes what the engine's offer admits), the log replays it, and a save resumes it; the
first dealer is drawn, the winner deals next and a drawn hand keeps the dealer."""
import json

import pytest

from game.session import MatchSession, replay_log
from rules import engine
from rules.errors import IllegalAction
from rules.variants.erren.events import ExchangeTiles


def _to_the_exchange(seed):
    session = MatchSession("erren", seed=seed, human=0, bot_kind="default")
    while not session.waiting_for_human():
        assert session.step()
    return session


def test_the_human_exchanges_any_subset_and_nothing_else():
    session = _to_the_exchange(3)
    seat = session.seat_of(0)
    offers = session.human_actions()
    hand = session.view(0).hand
    assert offers == [ExchangeTiles(seat, ()), ExchangeTiles(seat, hand)]
    before = session.state
    with pytest.raises(IllegalAction):
        session.act(ExchangeTiles(seat, hand[:2] + (session.state.hands[1 - seat][0],)))   # not his tile
    assert session.state is before
    session.act(ExchangeTiles(seat, hand[3:6]))
    while session.step():
        pass
    assert session.view(0).extra.exchanged[seat] == 3
    lines = [json.dumps(e) for e in session.closed_log()]
    assert {"type": "exchange_tiles", "seat": seat, "tiles": list(hand[3:6])} in \
        [json.loads(line).get("action") for line in lines]
    assert replay_log(lines)["variant"] == "erren"
    again = MatchSession.from_log(session.closed_log())
    assert again.state.hands == session.state.hands and again.state.wall == session.state.wall


def test_a_match_gives_the_deal_to_the_winner_and_keeps_it_after_a_drawn_hand():
    session = MatchSession("erren", seed=11, human=None, bot_kind="default")
    seen = set()
    for _ in range(5):
        while session.step():
            pass
        dealer, res = session.match.dealer, engine.result(session.state)
        assert session.state.config.dealer == dealer
        session.next_hand()
        expected = res.wins[0].seat if res.wins else dealer
        assert session.match.dealer == expected
        seen.add(bool(res.wins))
    assert True in seen
    # the first hand's dealer is drawn: both players deal first in some match
    firsts = [MatchSession("erren", seed=s, human=None) for s in range(8)]
    assert {m.player_at(m.match.dealer) for m in firsts} == {0, 1}
