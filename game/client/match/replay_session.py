"""A recorded match played back through the table: the session API over a finished event list
(unmasked, so every hand is shown face up). Nothing is decided here either."""
from __future__ import annotations

from typing import Optional, Protocol

from rules.actions import ActionBase
from rules.events import Event, HandStarted, Settled


class TableSession(Protocol):
    """What a table plays (a live match, a recorded one played back, a lesson): the table's
    driver (scenes/table_parts/driver.py) reads events and asks for steps only through these."""

    def poll_events(self, player: Optional[int]) -> list[Event]:
        """The events not given yet, as `player` sees them (None: unmasked)."""
        ...

    def step(self) -> bool:
        """Play what needs no human (a bot's move); False when nothing moved."""
        ...

    def waiting_for_human(self) -> bool:
        """The human is asked something now."""
        ...

    def human_actions(self) -> list[ActionBase]:
        """The actions the human may answer with now."""
        ...

    def act(self, action: ActionBase) -> None:
        """Play the human's answer (one of `human_actions()`)."""
        ...

    @property
    def hand_over(self) -> bool:
        """This hand has ended."""
        ...

    @property
    def match_over(self) -> bool:
        """The match has ended."""
        ...

    @property
    def scores(self) -> tuple[int, ...]:
        """The players' scores now."""
        ...

    def next_hand(self) -> None:
        """Deal the next hand (only when the match is not over)."""
        ...


class ReplaySession:
    """The events of a replayed match, one hand at a time (`main.py replay` in the window)."""

    def __init__(self, events: list[Event]) -> None:
        started = next((e for e in events if isinstance(e, HandStarted)), None)
        self.seats = len(started.seat_winds) if started is not None else 0
        self.hands: list[list[Event]] = [[]]
        for event in events:
            if isinstance(event, HandStarted) and any(isinstance(e, Settled) for e in self.hands[-1]):
                self.hands.append([])
            self.hands[-1].append(event)
        self.index = 0
        self.delivered = False

    def poll_events(self, player: Optional[int]) -> list[Event]:
        """This hand's events, once."""
        if self.delivered or self.index >= len(self.hands):
            return []
        self.delivered = True
        return list(self.hands[self.index])

    def step(self) -> bool:
        """Nothing to play: the events are all there."""
        return False

    def waiting_for_human(self) -> bool:
        """Nobody is asked anything."""
        return False

    def human_actions(self) -> list[ActionBase]:
        """No prompts in a replay."""
        return []

    def act(self, action: ActionBase) -> None:
        """Never called: a replay asks nobody anything."""
        raise RuntimeError("a replay takes no answers")

    @property
    def hand_over(self) -> bool:
        """This hand's events have been given."""
        return self.delivered

    @property
    def match_over(self) -> bool:
        """The last hand's events have been given."""
        return self.delivered and self.index >= len(self.hands) - 1

    def next_hand(self) -> None:
        """Go on to the next recorded hand."""
        self.index += 1
        self.delivered = False

    @property
    def scores(self) -> tuple[int, ...]:
        """Seat scores of the last settled hand (the standings scene falls back to the table)."""
        for hand in reversed(self.hands[:self.index + 1]):
            for event in reversed(hand):
                if isinstance(event, Settled):
                    return tuple(event.scores)
        return tuple(0 for _ in range(self.seats))

