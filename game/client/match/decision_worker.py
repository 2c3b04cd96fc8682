"""The thinking happens off the frame: one background thread for the bots and the teaching aids.

The table scene asks for the next bot move as soon as the previous one is played (while its event
animates); the thread runs `MatchSession.think` on the state it was handed (the bot turn with its
view and legal actions, the bot's decision, and the engine's answer to it: the scoring of a win
included), and the scene plays the move in the main thread through `MatchSession.play_bot`, the
same calls `MatchSession.step` makes, in the same order: the log is identical. Only one bot move
is out at a time and the main thread never steps the session while it is, so a bot object is used
by one thread at a time; the states the thread reads are never changed (the engine makes new ones).

The teaching panel sends its work here too (`submit`: the hint, the waits, a missed win's why-not)
and shows each answer once it is there. Jobs run one at a time, in the order they were sent.
`InlineRunner` has the same interface and does the work at once (the table without the thread).
A late answer is polled each frame: the window never waits for it.
"""
from __future__ import annotations

import queue
import threading
from typing import Callable, Generic, Optional, Protocol, TypeVar

from game.client.loop_wake import wake
from game.session import BotMove, MatchSession

JOIN_SECONDS = 5.0   # a bot thinks well under a second: longer than this, the thread is left (daemon)
THREAD_NAME = "bot-decisions"
T = TypeVar("T")


class Job(Generic[T]):
    """One piece of work sent to the thread and, once `ready`, its answer or its error."""

    def __init__(self, work: Callable[[], T]) -> None:
        self.work = work
        self._done = threading.Event()
        self._value: Optional[T] = None
        self._error: Optional[BaseException] = None

    def run(self) -> None:
        """Do the work (in the thread, or at once for InlineRunner) and keep what it gave."""
        try:
            self._value = self.work()
        except Exception as exc:   # raised again where the answer is taken, as inline code would
            self._error = exc
        self._done.set()

    @property
    def ready(self) -> bool:
        """The answer (or the error) is there."""
        return self._done.is_set()

    def wait(self, seconds: Optional[float] = None) -> bool:
        """Wait at most `seconds` (None: until it is done); True when it is done."""
        return self._done.wait(seconds)

    def result(self) -> T:
        """The answer, waiting for it if need be; the work's exception is raised here."""
        self._done.wait()
        if self._error is not None:
            raise self._error
        return self._value   # type: ignore[return-value]


class Runner(Protocol):
    """Where the teaching panel's work is done: DecisionWorker (a thread) or InlineRunner."""

    def submit(self, work: Callable[[], T]) -> Job[T]:
        """Send `work` to be done; its Job tells when the answer is there."""
        ...


class InlineRunner:
    """The work done at once, in the caller's thread (a table without the decision thread)."""

    def submit(self, work: Callable[[], T]) -> Job[T]:
        """Do `work` now; the Job returned is ready."""
        job = Job(work)
        job.run()
        return job


class DecisionWorker:
    """One thread thinking for the table; `step` is the scene's non-blocking session.step."""

    def __init__(self) -> None:
        self._inbox: "queue.SimpleQueue[Optional[Job]]" = queue.SimpleQueue()
        self._thread: Optional[threading.Thread] = None
        self._request: Optional[tuple[MatchSession, Job[Optional[BotMove]]]] = None
        self._closed = False
        self._last: Optional[Job] = None      # the job sent last (jobs run in the order sent)
        self._start()    # now, with the table: starting a thread waits for it, never in a frame

    @property
    def thinking(self) -> bool:
        """A bot move is out and it has not been played yet."""
        return self._request is not None

    @property
    def busy(self) -> bool:
        """Some work sent to the thread is not done yet (the window must not rest meanwhile)."""
        return self._last is not None and not self._last.ready

    def submit(self, work: Callable[[], T]) -> Job[T]:
        """Send `work` to the thread (after what was sent before); poll or wait on the Job."""
        job = Job(work)
        self._last = job
        if self._closed:     # the table is gone: no new thread for it, the work is done here
            job.run()
            return job
        self._start()
        self._inbox.put(job)
        return job

    def wait(self, seconds: float) -> bool:
        """Wait at most `seconds` for the bot move that is out (none out: True at once); True
        when its answer is there. For after a frame, never inside one (see the table scene)."""
        request = self._request
        return request is None or request[1].wait(seconds)

    def step(self, session: MatchSession, wait: float = 0.0) -> Optional[bool]:
        """True when a bot's move was just played (the next one is asked at once); False when
        no bot is to act (the human must answer, or the hand is over); None while a bot still
        thinks after `wait` seconds (a bounded slice of the frame: the window never blocks)."""
        if self._request is not None and self._request[0] is not session:
            self._request = None     # a session replaced (take-back): its answer is dropped
        if self._request is None and not self.ask(session):
            return False
        assert self._request is not None
        job = self._request[1]
        answered = job.wait(wait) if wait > 0 else job.ready
        if not answered:
            return None
        self._request = None
        move = job.result()
        if move is None:     # the thread found no bot turn there (cannot happen after bot_to_act)
            return False
        session.play_bot(move)
        self.ask(session)     # the next bot thinks while this move's event animates
        return True

    def ask(self, session: MatchSession) -> bool:
        """Send the session's next bot move to the thread unless one is out; False when no bot
        is to act now (the human must answer, or the hand is over)."""
        if self._request is not None:
            return self._request[0] is session
        if session.waiting_for_human() or not session.bot_to_act():
            return False
        session.hold_bot_states()    # a save while the bot thinks keeps the states before its draws
        state = session.state
        self._request = (session, self.submit(lambda: session.think(state)))
        return True

    def close(self) -> None:
        """Stop the thread (after the job it is doing, if any); answers not taken are dropped."""
        self._request = None
        self._closed = True
        thread, self._thread = self._thread, None
        if thread is None:
            return
        self._inbox.put(None)
        thread.join(JOIN_SECONDS)

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name=THREAD_NAME, daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            job = self._inbox.get()
            if job is None:
                return
            job.run()
            wake()      # the window may be resting: its loop takes the answer now
