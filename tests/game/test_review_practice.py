"""Play on from here (game/review/practice.py): the same wall from a decision of a finished hand,
the match's own events and the hand so far on the new table, the logged play reproduced onward."""
from __future__ import annotations

import json

import pytest

from game.review import decision_points
from game.review.practice import EXPERT, practice_session
from game.session import MatchSession, ReplayError, events_digest
from rules import engine
from rules.actions import action_from_json
from rules.events import HandStarted, SeatsDrawn, Settled, WallBroken


def _bots_log(variant: str, seed: str, hands: int = 2) -> list[str]:
    """The closed log of `hands` hands the bots played (no human)."""
    session = MatchSession(variant, seed, human=None, bot_kind="default")
    while session.match.hand_no < hands or not session.hand_over:
        if session.hand_over:
            session.next_hand()
        else:
            session.step()
    return [json.dumps(e, ensure_ascii=False) for e in session.closed_log()]


def _play_on(session: MatchSession, lines: list[str], start: int) -> tuple[str, list[int]]:
    """Play the log's actions from line `start` to its hand's end: (the hand's digest, payments)."""
    for text in lines[start - 1:]:
        entry = json.loads(text)
        if entry["type"] != "action":
            break
        action = action_from_json(entry["action"])
        if session.waiting_for_human() and action.seat == session.seat_of(session.human or 0):
            session.act(action)
        else:
            move = session.think()
            assert move is not None and move.action == action   # the bots answer as they did
            session.play_bot(move)
    assert session.hand_over
    return events_digest(session._hand_events), list(engine.result(session.state).payments)


@pytest.mark.parametrize("variant", ["guobiao", "sichuan", "suzhou"])
def test_play_on_from_here_reproduces_the_same_wall(variant):
    lines = _bots_log(variant, "practice1")
    player = 1
    points = list(decision_points(lines, player))
    pos = next(p for p in points[len(points) // 2:] if p.hand == 2)   # a mid-hand decision of hand 2
    session = practice_session(lines, pos.line, player)
    assert session.human == player and session.match.hand_no == pos.hand
    assert session.state.wall == pos.state.wall and session.state.hands == pos.state.hands
    assert session.view(player) == pos.view
    assert session.waiting_for_human() and pos.action in session.human_actions()
    # the new table is handed the match's own events and the hand so far, not earlier hands
    shown = session.poll_events(player)
    assert isinstance(shown[0], SeatsDrawn) and not any(isinstance(e, Settled) for e in shown)
    assert sum(1 for e in shown if isinstance(e, WallBroken)) == 1 and any(isinstance(e, HandStarted) for e in shown)
    # the logged play onward gives the same events and payments as the log
    end = next(json.loads(t) for t in lines[pos.line:] if json.loads(t)["type"] == "end")
    assert _play_on(session, lines, pos.line) == (end["digest"], end["payments"])


def test_the_logs_human_gives_his_seat_to_the_expert():
    lines = _bots_log("guobiao", "practice2", hands=1)
    header = json.loads(lines[0])
    header["human"] = 0
    lines[0] = json.dumps(header)
    pos = list(decision_points(lines, 2))[3]
    session = practice_session(lines, pos.line, 2)
    assert session.human == 2 and session.bot_kinds[0] == EXPERT and 0 in session.bots and 2 not in session.bots
    assert session.view(2) == pos.view
    fresh = MatchSession("guobiao", "practice2", human=2, bot_kind=session.bot_kinds)
    assert session.bot_states()["0"] == fresh.bot_states()["0"]       # the expert made none of the human's moves


def test_a_bad_line_or_player_is_refused():
    lines = _bots_log("erren", "practice3", hands=1)
    action_line = next(n for n, t in enumerate(lines, start=1) if json.loads(t)["type"] == "action")
    for line, player in [(0, 0), (len(lines) + 1, 0), (1, 0), (2, 0), (len(lines), 0),   # not an action line
                         (action_line, 2), (action_line, -1)]:                          # 二人: players 0 and 1
        with pytest.raises(ReplayError):
            practice_session(lines, line, player)
    broken = lines[:action_line] + ["{not json"] + lines[action_line + 1:]
    with pytest.raises(ReplayError):
        practice_session(broken, action_line + 2, 0)
