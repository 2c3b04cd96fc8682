"""The bots think off the frame: one background thread asks a session's bot for its next move.

The table scene asks for the next bot decision as soon as the previous move is played (while its
event animates); the thread runs `MatchSession.decide` on the session's next `BotTurn`, and the
scene applies the answer in the main thread through `MatchSession.apply_bot`, the same calls
`MatchSession.step` makes, in the same order: the log is identical. Only one request is out at a
time and the main thread never steps the session while it is, so a bot object is used by one
thread at a time. A late answer is polled each frame: the window never waits for it.
"""
from __future__ import annotations

import queue
import threading
from dataclasses import dataclass, field
from typing import Optional

from rules.actions import ActionBase

from game.session import BotTurn, MatchSession

JOIN_SECONDS = 5.0   # a bot thinks well under a second: longer than this, the thread is left (daemon)


@dataclass
class _Request:
    """One bot turn sent to the thread and, once `done` is set, its answer or error."""

    session: MatchSession
    turn: BotTurn
    done: threading.Event = field(default_factory=threading.Event)
    action: Optional[ActionBase] = None
    seconds: float = 0.0
    error: Optional[BaseException] = None


class DecisionWorker:
    """One thread deciding bot turns for the table; `step` is the scene's non-blocking session.step."""

    def __init__(self) -> None:
        self._inbox: "queue.SimpleQueue[Optional[_Request]]" = queue.SimpleQueue()
        self._thread: Optional[threading.Thread] = None
        self._request: Optional[_Request] = None

    @property
    def thinking(self) -> bool:
        """A bot turn is out and its answer has not been applied yet."""
        return self._request is not None

    def step(self, session: MatchSession, wait: float = 0.0) -> Optional[bool]:
        """True when a bot's answer was just played (the next turn is asked at once); False when
        no bot is to act (the human must answer, or the hand is over); None while a bot still
        thinks after `wait` seconds (a bounded slice of the frame: the window never blocks)."""
        request = self._request
        if request is not None and request.session is not session:
            self._request = None     # a session replaced (take-back): its answer is dropped
            request = None
        if request is None:
            if not self.ask(session):
                return False
            request = self._request
        assert request is not None
        answered = request.done.wait(wait) if wait > 0 else request.done.is_set()
        if not answered:
            return None
        self._request = None
        if request.error is not None:
            raise request.error
        assert request.action is not None
        session.apply_bot(request.turn, request.action, request.seconds)
        self.ask(session)     # the next bot thinks while this move's event animates
        return True

    def ask(self, session: MatchSession) -> bool:
        """Send the session's next bot turn to the thread unless one is out; False when no bot
        is to act now (the human must answer, or the hand is over)."""
        if self._request is not None:
            return self._request.session is session
        if session.waiting_for_human():
            return False
        turn = session.next_bot_turn()
        if turn is None:
            return False
        session.hold_bot_states()    # a save while the bot thinks keeps the states before its draws
        request = _Request(session, turn)
        self._request = request
        self._start()
        self._inbox.put(request)
        return True

    def close(self) -> None:
        """Stop the thread (after the turn it is thinking about, if any); an unapplied answer is dropped."""
        self._request = None
        thread, self._thread = self._thread, None
        if thread is None:
            return
        self._inbox.put(None)
        thread.join(JOIN_SECONDS)

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="bot-decisions", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            request = self._inbox.get()
            if request is None:
                return
            try:
                request.action, request.seconds = request.session.decide(request.turn)
            except Exception as exc:   # raised again in the main thread, where step() would have raised it
                request.error = exc
            request.done.set()
