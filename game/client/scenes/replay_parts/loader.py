"""Reading a log for the replay viewer: at once for a match's log, off the frame for a long one
(a `simulate` log of hundreds of hands takes seconds to replay twice: checked, then cut into
steps), so the window never freezes. Pure: no pygame."""
from __future__ import annotations

import threading
from typing import Optional, Sequence

from game.session import ReplayError

from .steps import Replay, load_replay

# Logs longer than this many lines are read in a thread (a match of 16 hands is ~1,000 lines).
READ_AT_ONCE = 3000


class ReplayLoader:
    """The replay of a log, or why it was refused, once read (`done`)."""

    def __init__(self, lines: Sequence[str], viewer: Optional[int], at_once: Optional[int] = None) -> None:
        self.lines = list(lines)
        self.viewer = viewer
        self.replay: Optional[Replay] = None
        self.refusal: Optional[str] = None            # the ReplayError's words
        self._thread: Optional[threading.Thread] = None
        if len(self.lines) <= (READ_AT_ONCE if at_once is None else at_once):
            self._read()
        else:
            self._thread = threading.Thread(target=self._read, name="replay-reader", daemon=True)
            self._thread.start()

    def _read(self) -> None:
        try:
            self.replay = load_replay(self.lines, self.viewer)
        except ReplayError as exc:
            self.refusal = str(exc)

    @property
    def done(self) -> bool:
        """The log is read (replayed, or refused)."""
        return self._thread is None or not self._thread.is_alive()

    def wait(self, seconds: Optional[float] = None) -> bool:
        """Wait for the reading (tests); True when it is done."""
        if self._thread is not None:
            self._thread.join(seconds)
        return self.done
