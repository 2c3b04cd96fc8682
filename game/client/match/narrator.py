"""The demo's narrator: why each bot played what it played.

When only bots play (the demo, a watched game), the narrator listens to the session's decisions
(`MatchSession.add_decision_listener`): each bot move comes with the bot's own `Decision`, whose
reasons are put in words by the teaching hint's wording (`game.teaching.hints.decision_reason`)
and shown beside the table when the action's event is presented ("阿明 打发：保留12张有效牌…").
One decision per move, the reason of the bot that played it at whatever level it plays (the
expert's words are the hint's own); no bot is asked twice. Passes are not narrated (they show
nothing on the table), nor is a move whose bot gives no reasons (the random bot).

The session tells its listeners where the bot thinks (the decision thread, off the frame), so the
words are made there too and handed to the main thread through a queue.
"""
from __future__ import annotations

import re
from collections import deque
from queue import SimpleQueue
from typing import Optional

from game.bots.decision import Decision
from game.client.variants import narrated_events
from game.session import BotTurn, MatchSession
from game.teaching.hints import decision_reason
from game.teaching.i18n import Bi
from rules import events as ev
from rules.events import Event

# The hint's words speak to the player ("你" / "you"); the narration speaks of the bot that played.
THIRD_PERSON_EN = ((r"\byou are\b", "he is"), (r"\byou mean\b", "he means"), (r"\byou hold\b", "he holds"),
                   (r"\byou have\b", "he has"), (r"\bYou are\b", "He is"), (r"\bYou\b", "He"),
                   (r"\byour\b", "his"), (r"\bYour\b", "His"), (r"\byou\b", "he"))


def third_person(words: Bi) -> Bi:
    """A hint's reason told of the bot that played it: "你" -> "他", "you are" -> "he is"..."""
    en = words.en
    for pattern, said in THIRD_PERSON_EN:
        en = re.sub(pattern, said, en)
    return Bi(words.zh.replace("你", "他"), en)


# The event that shows an action on the table, by action TYPE (a variant's own: its presenter's).
EVENT_OF: dict[str, type[Event]] = {
    "discard": ev.Discarded, "pung": ev.Claimed, "chow": ev.Claimed, "kong": ev.Claimed,
    "concealed_kong": ev.KongDeclared, "added_kong": ev.KongDeclared, "win": ev.Won, **narrated_events()}


class Narrator:
    """Listens to `session`'s bot decisions; `shown` is (seat, reason) of the last one presented."""

    def __init__(self, session: MatchSession) -> None:
        self.session = session
        self.pending: deque[tuple[int, type[Event], Bi]] = deque()   # (seat, event class, reason) as they happen
        self.shown: Optional[tuple[int, Bi]] = None
        # Reasons worded where the bot decides (the decision worker's thread): handed over here.
        self._found: SimpleQueue[tuple[int, type[Event], Bi]] = SimpleQueue()
        session.add_decision_listener(self.on_decision)

    def on_decision(self, turn: BotTurn, decision: Decision) -> None:
        """A bot's decision (in the thread that thinks): its reason in words, handed over for the
        event that shows it. Passes and decisions without reasons are not narrated."""
        shown_by = EVENT_OF.get(decision.action.to_json().get("type", ""))
        if shown_by is None or not decision.explained:
            return
        try:
            reason = decision_reason(turn.view, turn.legal, decision, self.session.options)
        except ValueError:   # nothing to explain for this step
            return
        self._found.put((turn.seat, shown_by, third_person(reason)))

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
