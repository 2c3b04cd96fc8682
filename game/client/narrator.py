"""The demo's narrator: why each bot played what it played.

When four bots play (the demo, a watched game), every action a bot takes (passes aside) is put
to the teaching hint (`game.teaching.hint`, the same DefaultBot pipeline the bots play with) for
that seat's view just before it; when the bot's action is the one the hint names, the reason is kept
and shown beside the table when the action's event is presented ("阿明 打发：保留12张有效牌…").
Passes are not narrated (they show nothing on the table). A bot whose choice differs from the
hint (a tie broken by its own random draw) is simply not explained for that step.

The session's `decide` is wrapped on the instance (so the hint is found where the bot thinks, off
the frame), and it stays the same MatchSession for the rest of the client (saves, bug reports).
"""
from __future__ import annotations

from collections import deque
from queue import SimpleQueue
from typing import Optional

from rules import events as ev
from rules.actions import ActionBase
from rules.events import Event

from game.session import BotTurn, MatchSession
from game.teaching import hint
from game.teaching.i18n import Bi

from .variants import narrated_events

# The event that shows an action on the table, by action TYPE (a variant's own: its presenter's).
EVENT_OF: dict[str, type[Event]] = {
    "discard": ev.Discarded, "pung": ev.Claimed, "chow": ev.Claimed, "kong": ev.Claimed,
    "concealed_kong": ev.KongDeclared, "added_kong": ev.KongDeclared, "win": ev.Won, **narrated_events()}


class Narrator:
    def __init__(self, session: MatchSession) -> None:
        self.session = session
        self.pending: deque[tuple[int, type[Event], Bi]] = deque()   # (seat, event class, reason) as they happen
        self.shown: Optional[tuple[int, Bi]] = None
        # Reasons found where the bot decides (the decision worker's thread): handed over here.
        self._found: SimpleQueue[tuple[int, type[Event], Bi]] = SimpleQueue()
        self._decide = session.decide
        session.decide = self.decide   # type: ignore[method-assign]

    def decide(self, turn: BotTurn) -> tuple[ActionBase, float]:
        """The session's decide; afterwards, the hint for the same view and choices, kept when
        it names the action the bot took (the time is the bot's alone). Passes are not asked
        about: they show nothing."""
        action, seconds = self._decide(turn)
        played = action.to_json()
        shown_by = EVENT_OF.get(played.get("type", ""))
        seat = played.get("seat")
        if shown_by is None or seat is None:
            return action, seconds
        try:
            found = hint(turn.view, turn.legal, self.session.options)
        except (ValueError, AssertionError):   # nothing to explain for this step
            return action, seconds
        if found.action.to_json() == played:
            self._found.put((seat, shown_by, found.reason))
        return action, seconds

    def on_event(self, event: Event) -> None:
        """An event presented on the table: the reason of the action it shows, if any."""
        while not self._found.empty():
            self.pending.append(self._found.get())
        if isinstance(event, ev.HandStarted):
            self.pending.clear()
            self.shown = None
            return
        for i, (seat, shown_by, reason) in enumerate(self.pending):
            if type(event) is shown_by and getattr(event, "seat", None) == seat:
                for _ in range(i + 1):       # earlier ones never showed: drop them too
                    self.pending.popleft()
                self.shown = (seat, reason)
                return
