"""The review of a log run off the frame: a thread reviews the hands one by one and tells how
far it is, so the window shows its progress and never freezes (review_log may take seconds)."""
from __future__ import annotations

import json
import threading
from typing import Optional, Sequence

from game.review import HandReview, LogReview, review_log
from game.session import ReplayError
from game.teaching.i18n import Bi


class Cancelled(Exception):
    """The window closed before the review finished: the thread stops at the next hand."""


def count_hands(lines: Sequence[str]) -> int:
    """How many hands the log finished (its "end" lines); 0 for lines that are not JSON."""
    total = 0
    for line in lines:
        try:
            entry = json.loads(line) if line.strip() else None
        except ValueError:
            return 0
        if isinstance(entry, dict) and entry.get("type") == "end":
            total += 1
    return total


def failure_words(exc: BaseException) -> Bi:
    """One clear line for a log the review refused."""
    if isinstance(exc, (ReplayError, ValueError)):
        return Bi(f"这份牌局记录无法复盘：{exc}", f"This log cannot be reviewed: {exc}")
    return Bi(f"复盘出错：{type(exc).__name__}: {exc}", f"The review failed: {type(exc).__name__}: {exc}")


class ReviewJob:
    """One review in a daemon thread: `state` is "running", "done" or "failed"; `done` hands
    of about `total` are reviewed; `review` (done) or `error` (failed) holds the outcome."""

    def __init__(self, lines: Sequence[str], player: Optional[int]) -> None:
        self.lines = list(lines)
        self.player = player
        self.total = count_hands(self.lines)
        self.done = 0
        self.state = "running"
        self.review: Optional[LogReview] = None
        self.error: Optional[Bi] = None
        self._cancelled = False
        self._thread: Optional[threading.Thread] = None

    def start(self, threaded: bool = True) -> None:
        """Begin the review (in a thread, or at once when `threaded` is False)."""
        if not threaded:
            self._run()
            return
        self._thread = threading.Thread(target=self._run, name="hand-review", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop at the next hand (the window closed)."""
        self._cancelled = True

    def wait(self, seconds: float) -> bool:
        """Wait up to `seconds` for the thread to end (tests); True when it has."""
        if self._thread is not None:
            self._thread.join(seconds)
        return self.state != "running"

    def _on_hand(self, _hand: HandReview) -> None:
        if self._cancelled:
            raise Cancelled()
        self.done += 1

    def _run(self) -> None:
        try:
            review = review_log(self.lines, self.player, on_hand=self._on_hand)
        except Cancelled:
            self.state = "failed"
            self.error = Bi("复盘已取消", "The review was stopped")
            return
        except Exception as exc:   # noqa: BLE001 - any refusal becomes one clear line on screen, never a crash
            self.error = failure_words(exc)
            self.state = "failed"
            return
        self.review = review
        self.done = len(review.hands)
        self.total = max(self.total, self.done)
        self.state = "done"


def log_header(lines: Sequence[str]) -> dict:
    """The log's first line as JSON (its "match" header); {} when it is not one."""
    for line in lines:
        if line.strip():
            try:
                entry = json.loads(line)
            except ValueError:
                return {}
            return entry if isinstance(entry, dict) else {}
    return {}
