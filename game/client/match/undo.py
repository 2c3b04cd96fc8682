"""Take back the human's last discard in a practice game (a teaching option).

The engine has no undo, so the session is rebuilt from its own log without that discard and
what followed it: `MatchSession.from_log` replays every earlier action through the engine and
checks each one, so the rebuilt table is exactly the one the player had before discarding.

A discard can be taken back while nobody has acted on it: it still lies in the player's river
(no one claimed it or won on it), the hand is still being played, and the player has not acted
since. The others' routine moves after it (passes, draws, discards) are taken back with it and
played again by the bots from the rebuilt table.
"""
from __future__ import annotations

from typing import Any, Optional

from game.session import MatchSession


def undo_point(session: Any) -> Optional[int]:
    """The index in `session.log` of the human's discard that can be taken back, or None."""
    log = getattr(session, "log", None)
    human = getattr(session, "human", None)
    if log is None or human is None or not hasattr(session, "closed_log") or session.hand_over:
        return None
    seat = session.seat_of(human)
    for index in range(len(log) - 1, -1, -1):
        entry = log[index]
        if entry.get("type") != "action":
            return None                  # the hand began after the last human action
        action = entry.get("action") or {}
        if action.get("seat") != seat:
            continue
        if action.get("type") != "discard":
            return None                  # the human's last act was not a discard
        if action.get("tile") not in session.state.discards[seat]:
            return None                  # claimed or won on: someone acted on it
        return index
    return None


def log_without(session: MatchSession, index: int) -> list[dict]:
    """The closed log of the session as it was before entry `index` (a new closing line)."""
    kept = [dict(e) for e in session.log[:index]]
    in_progress = 0
    for entry in reversed(kept):
        if entry.get("type") != "action":
            break
        in_progress += 1
    finished = sum(1 for e in kept if e.get("type") == "end")
    return kept + [{"type": "stop", "hands_finished": finished, "actions_in_progress": in_progress}]


def take_back(session: MatchSession) -> MatchSession:
    """A new session whose state is the one just before the human's last discard; raises
    ValueError when there is nothing to take back (see `undo_point`)."""
    index = undo_point(session)
    if index is None:
        raise ValueError("there is no discard to take back")
    rebuilt = MatchSession.from_log(log_without(session, index), names=session.names)
    rebuilt.practice = session.practice      # a match made practice stays practice (issue 29)
    return rebuilt
