"""Keeps each set-up caption on screen long enough to read (docs/client.md, "Reading the set-up").

`CaptionGate` is pure bookkeeping on the table's own clock: a caption shown with a hold (from
`animation_plan.caption_hold`) keeps the screen for that long. An event of the same ceremony
step (the deal, a run of 补花, the bots' 定缺 choices) may still be presented meanwhile: its
caption waits as `pending` and the newest pending one is shown, with its own hold, when the
current one has been read. An event of another step waits (`blocks`). `skip()` is a click or a
key: the caption on screen counts as read.
"""
from __future__ import annotations

from typing import Generic, Optional, TypeVar

C = TypeVar("C")


class CaptionGate(Generic[C]):
    """The caption on screen, how long it still holds, and the one waiting behind it."""

    def __init__(self) -> None:
        self.left = 0.0                      # seconds the caption on screen still holds
        self.step: Optional[str] = None      # the ceremony step of the caption on screen
        self.pending: Optional[tuple[C, float]] = None   # (caption, its hold) waiting its turn

    @property
    def holding(self) -> bool:
        """A caption is still being read (or one waits to be shown)."""
        return self.left > 0 or self.pending is not None

    def blocks(self, step: Optional[str]) -> bool:
        """An event of `step` must wait: a caption is being read and the event is not part of
        the same ceremony step (None: a step of its own)."""
        return self.holding and (step is None or step != self.step)

    def show(self, caption: C, step: Optional[str], hold: float) -> Optional[C]:
        """A new caption for an event of `step`: the caption to show now, or None when the one
        on screen is still being read (the new one is pending and comes when it is read)."""
        if self.left > 0 and step is not None and step == self.step:
            self.pending = (caption, hold)
            return None
        self.left, self.step, self.pending = max(0.0, hold), step, None
        return caption

    def tick(self, dt: float) -> Optional[C]:
        """`dt` seconds passed: the pending caption to show now that the one on screen is read."""
        self.left = max(0.0, self.left - dt)
        if self.left > 0 or self.pending is None:
            return None
        caption, hold = self.pending
        self.pending = None
        self.left = max(0.0, hold)
        return caption

    def skip(self) -> Optional[C]:
        """The player clicked or pressed a key: what is on screen counts as read; the pending
        caption (if any) is returned to be shown, already read too."""
        pending = self.pending
        self.left, self.pending = 0.0, None
        return pending[0] if pending is not None else None

    def clear(self) -> None:
        """Something else took the caption's place (a prompt): nothing holds any more."""
        self.left, self.step, self.pending = 0.0, None, None
