"""Where the replay viewer stands and how it moves (pure: no pygame).

`ReplayCursor` holds the hand and the step shown, whether every hand is open or only what the
viewer saw, and the playing: a step every `STEP_SECONDS / speed` seconds, stopping at the hand's
last step. Every move answers whether anything changed, so the scene paints again only then.
"""
from __future__ import annotations

from .steps import Replay, ReplayHand

SPEEDS = (0.5, 1.0, 2.0, 4.0)
DEFAULT_SPEED = 1                 # 1x
STEP_SECONDS = 1.2                # a step's time at 1x


def speed_text(speed: float) -> str:
    """"0.5×", "1×", "2×", "4×"."""
    return f"{speed:g}×"


class ReplayCursor:
    """The hand and step shown, the open/masked mode and the playing (the module's docstring)."""

    def __init__(self, replay: Replay, hand: int = 0, open_hands: bool = True) -> None:
        self.replay = replay
        self.hand_index = max(0, min(hand, len(replay.hands) - 1))
        self.step = 0
        self.open_hands = open_hands
        self.playing = False
        self.speed_index = DEFAULT_SPEED
        self.clock = 0.0          # seconds since the last step while playing

    @property
    def hand(self) -> ReplayHand:
        """The hand shown."""
        return self.replay.hands[self.hand_index]

    @property
    def speed(self) -> float:
        """Steps per STEP_SECONDS while playing."""
        return SPEEDS[self.speed_index]

    @property
    def at_end(self) -> bool:
        """The hand's last step is shown."""
        return self.step >= self.hand.last

    def go(self, step: int) -> bool:
        """Show step `step` of the hand (kept within it); True when it changed."""
        step = max(0, min(step, self.hand.last))
        if step == self.step:
            return False
        self.step = step
        self.clock = 0.0
        return True

    @property
    def at_first(self) -> bool:
        """The log's very first step is shown (nothing before it)."""
        return self.hand_index == 0 and self.step == 0

    @property
    def at_last(self) -> bool:
        """The log's very last step is shown (nothing after it: the last hand's end)."""
        return self.hand_index == len(self.replay.hands) - 1 and self.at_end

    def forward(self) -> bool:
        """One step on; from a hand's end, the next hand's deal (nothing after the log's last step)."""
        if self.at_end:
            return self.next_hand()
        return self.go(self.step + 1)

    def back(self) -> bool:
        """One step back; from a hand's deal, the previous hand's end (nothing before the log's first step)."""
        if self.step == 0 and self.hand_index > 0:
            self.previous_hand()
            return self.to_end()
        return self.go(self.step - 1)

    def to_start(self) -> bool:
        """The hand's deal."""
        return self.go(0)

    def to_end(self) -> bool:
        """The hand's last step (its settlement when it was finished)."""
        return self.go(self.hand.last)

    def to_hand(self, index: int) -> bool:
        """Hand `index` of the log from its deal (playing stops); True when it changed."""
        index = max(0, min(index, len(self.replay.hands) - 1))
        if index == self.hand_index:
            return False
        self.hand_index = index
        self.step = 0
        self.playing = False
        self.clock = 0.0
        return True

    def next_hand(self) -> bool:
        """The log's next hand."""
        return self.to_hand(self.hand_index + 1)

    def previous_hand(self) -> bool:
        """The log's previous hand."""
        return self.to_hand(self.hand_index - 1)

    def toggle_open(self) -> None:
        """Every hand open, or only what the viewer saw."""
        self.open_hands = not self.open_hands

    def toggle_play(self) -> bool:
        """Play or pause; playing from the hand's end starts it again from its deal. True when
        the step shown changed."""
        self.clock = 0.0
        if self.playing:
            self.playing = False
            return False
        self.playing = True
        if self.at_end:
            return self.go(0)
        return False

    def faster(self) -> bool:
        """The next speed up (True when it changed)."""
        return self._set_speed(self.speed_index + 1)

    def slower(self) -> bool:
        """The next speed down (True when it changed)."""
        return self._set_speed(self.speed_index - 1)

    def cycle_speed(self) -> None:
        """The next speed, back to the slowest after the fastest (the speed button)."""
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)

    def _set_speed(self, index: int) -> bool:
        index = max(0, min(index, len(SPEEDS) - 1))
        changed = index != self.speed_index
        self.speed_index = index
        return changed

    def tick(self, dt: float) -> bool:
        """Time passes while playing: a step when its time came; playing stops at the hand's
        last step. True when the step shown changed."""
        if not self.playing:
            return False
        self.clock += dt
        interval = STEP_SECONDS / self.speed
        moved = False
        while self.clock >= interval and not self.at_end:
            self.clock -= interval
            self.step += 1
            moved = True
        if self.at_end:
            self.playing = False
            self.clock = 0.0
        return moved
