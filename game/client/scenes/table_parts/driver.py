"""The table's driver: the session's events queued for the scene, and the session stepped.

The scene presents one queued event at a time (scenes/table.py); the driver asks the session for
more only when the queue is empty and nothing holds the table (a prompt, a caption being read).
A match's bots think in the decision worker's thread (game/client/match/decision_worker.py), never in
the frame; replays and lessons step here. A resumed match's events so far are counted
(`catch_up`) so the scene shows them at once. pygame-free: the scene hands it a way to run
code after the frame's flip.
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Optional

from game.client.match.decision_worker import DecisionWorker
from game.client.match.replay_session import TableSession
from game.client.presenting.model import TableModel
from game.session import MatchSession
from rules.actions import ActionBase
from rules.events import Event

# Seconds the bots' thread is given after a frame's picture is out (quick answers, a pass, are
# there for the next frame). Never inside the frame: waiting hands Python's GIL to the thread,
# and a thread deep in a decision gives it back only after its switch interval (5 ms, more on a
# loaded machine): that wait in the frame's update made the slowest frames (bench_frames.py).
DECISION_WAIT = 0.002


class TableDriver:
    """Queues the session's events for the scene and steps the session (module docstring)."""

    def __init__(self, session: TableSession, human: Optional[int], viewer: int, peek: Optional[TableModel],
                 decisions: Optional[DecisionWorker], after_frame: Callable[[Callable[[], None]], None]) -> None:
        self.session = session
        self.human = human                # the human's player (None: four bots)
        self.viewer = viewer              # whose masked events are shown
        # Teaching option (human games): a second model fed the unmasked stream, read only to
        # draw the bots' concealed tiles face up. Prompts and input never look at it.
        self.peek = peek
        self.peek_queue: deque[Event] = deque()
        self.queue: deque[Event] = deque()
        self.decisions = decisions
        self.after_frame = after_frame
        self.catch_up = 0                 # events of a resumed match still to show at once
        self.hand_done = False
        self._wait_asked = False          # the bots' thread is given DECISION_WAIT after this frame

    def poll(self) -> int:
        """Queue the session's new events (and the peek model's unmasked twins); how many."""
        if self.human is None:
            # Four bots (demo, replay): watch every hand, so a beginner sees the bots' tiles.
            events = self.session.poll_events(None)
            self.queue.extend(events)
            return len(events)
        events = self.session.poll_events(self.viewer)
        self.queue.extend(events)
        if self.peek is not None:
            unmasked = self.session.poll_events(None)
            if len(unmasked) == len(events):
                self.peek_queue.extend(unmasked)
            else:   # a session without a parallel unmasked stream: no peeking
                self.peek = None
                self.peek_queue.clear()
        return len(events)

    def peek_next(self) -> None:
        """The peek model takes the unmasked twin of the event just presented."""
        if self.peek is not None and self.peek_queue:
            self.peek.apply(self.peek_queue.popleft())

    def advance(self, held: bool, open_prompt: Callable[[], None]) -> bool:
        """Ask the session for more (only when every event so far has been presented); `held`:
        a prompt is open or a set-up caption is still being read. True when it progressed."""
        if self.hand_done or held:
            return False    # a set-up caption is still being read: the next step waits for it
        if self.human is not None and self.session.waiting_for_human():
            open_prompt()
            return False
        progressed = self.step_session()
        if progressed is None:
            return False    # a bot is still thinking (off the frame): asked again next frame
        got = self.poll()
        if got:
            return True
        if not progressed:
            if self.human is not None and self.session.waiting_for_human():
                open_prompt()
            elif self.session.hand_over or self.session.match_over:
                self.hand_done = True
            return False
        return True

    def step_session(self) -> Optional[bool]:
        """session.step, with a match's bots thinking in the decision worker's thread (None
        while one thinks); other sessions (replays, lessons) step here."""
        if isinstance(self.session, MatchSession) and self.decisions is not None:
            stepped = self.decisions.step(self.session)
            if self.decisions.thinking and not self._wait_asked:
                self._wait_asked = True
                self.after_frame(self.give_the_bots_time)
            return stepped
        return self.session.step()

    def give_the_bots_time(self) -> None:
        """After the frame's flip: wait up to DECISION_WAIT for the bot's answer (it is played
        in the next frame's update)."""
        self._wait_asked = False
        if self.decisions is not None:
            self.decisions.wait(DECISION_WAIT)

    def act(self, action: ActionBase) -> None:
        """Send the human's answer to the session and queue what it caused."""
        self.session.act(action)
        self.poll()

    def next_hand(self) -> None:
        """The settlement was read: deal the next hand and queue its events."""
        self.session.next_hand()
        self.hand_done = False
        self.poll()

    def close(self) -> None:
        """The table is gone: the decision worker's thread ends with it."""
        if self.decisions is not None:
            self.decisions.close()
