"""The demo's narrator: why each bot played what it played.

When four bots play (the demo, a watched game), every action a bot takes (passes aside) is put
to the teaching hint (`game.teaching.hint`, the same DefaultBot pipeline the bots play with) for
that seat's view just before it; when the bot's action is the one the hint names, the reason is kept
and shown beside the table when the action's event is presented ("阿明 打发：保留12张有效牌…").
Passes are not narrated (they show nothing on the table). A bot whose choice differs from the
hint (a tie broken by its own random draw) is simply not explained for that step.

The session's `step` is wrapped on the instance, so it stays the same MatchSession for the rest
of the client (saves, bug reports).
"""
from __future__ import annotations

from collections import deque
from typing import Optional

from rules import engine
from rules import events as ev
from rules.events import Event

from game.session import MatchSession
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
        self._step = session.step
        session.step = self.step

    def step(self) -> bool:
        """The session's step; afterwards, the hint for the state before it (engine states are
        values: `apply` makes a new one), kept when it names the action the bot took. Passes
        are not asked about: they show nothing."""
        session = self.session
        state = session.state
        before = len(session.log)
        progressed = self._step()
        if len(session.log) <= before:
            return progressed
        action = session.log[before].get("action") or {}
        shown_by = EVENT_OF.get(action.get("type", ""))
        seat = action.get("seat")
        if shown_by is None or seat is None:
            return progressed
        try:
            found = hint(engine.view_for(state, seat), engine.legal_actions(state, seat), session.options)
        except (ValueError, AssertionError):   # nothing to explain for this step
            return progressed
        if found.action.to_json() == action:
            self.pending.append((seat, shown_by, found.reason))
        return progressed

    def on_event(self, event: Event) -> None:
        """An event presented on the table: the reason of the action it shows, if any."""
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
