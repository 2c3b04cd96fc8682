"""The demo's narrator listens to the session's decisions: each bot's own reason, at every level,
without patching the session or asking a bot twice."""
import pytest

from game.client.match.narrator import EVENT_OF, Narrator
from game.session import MatchSession
from game.teaching import hint
from game.teaching.hints import decision_reason


def narrate(kind, steps=60, seed=7):
    """Bots of `kind` play `steps` moves with a narrator: (every decision heard, each reason shown)."""
    session = MatchSession("guobiao", seed=seed, human=None, bot_kind=kind)
    heard = []
    session.add_decision_listener(lambda turn, decision: heard.append((turn, decision)))
    narrator = Narrator(session)
    for event in session.poll_events(None):      # the deal is shown before the first bot moves
        narrator.on_event(event)
    shown = []
    for _ in range(steps):
        if not session.step():
            break
        for event in session.poll_events(None):
            before = narrator.shown
            narrator.on_event(event)
            if narrator.shown is not None and narrator.shown is not before:
                shown.append(narrator.shown)
    assert "decide" not in vars(session)      # listened to, never patched
    return session, heard, shown


def narrated(heard):
    """The decisions the narrator words: shown on the table (not passes) and explained."""
    return [(turn, d) for turn, d in heard if d.action.to_json()["type"] in EVENT_OF and d.explained]


def test_the_expert_is_narrated_in_the_hints_own_words():
    session, heard, shown = narrate("expert")
    said = narrated(heard)
    assert said and len(shown) == len(said)
    for (turn, decision), (seat, reason) in zip(said, shown):
        assert seat == turn.seat
        asked = hint(turn.view, turn.legal, session.options)      # what the narrator used to ask
        assert asked.action == decision.action and reason == asked.reason


@pytest.mark.parametrize("kind", ["normal", "beginner", "baseline"])
def test_every_level_is_narrated_with_its_own_reasons(kind):
    session, heard, shown = narrate(kind)
    said = narrated(heard)
    assert said and len(shown) == len(said)      # every move that shows on the table, not only the expert's
    for (turn, decision), (seat, reason) in zip(said, shown):
        assert seat == turn.seat
        assert reason == decision_reason(turn.view, turn.legal, decision, session.options)


def test_a_bot_without_reasons_is_not_narrated():
    _, heard, shown = narrate("random", steps=30)
    assert heard and not any(d.explained for _, d in heard)
    assert shown == []
