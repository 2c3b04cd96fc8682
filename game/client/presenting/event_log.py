"""The hand's events as one line each, for the log panel (key L; event_log_panel.py draws it).

Pure: a line is made from the event, the table model right after the model applied it and the
caption the table made for it (made once: `animation_plan.plan_event`), so it knows only what
the table shows. The table feeds it the stream its model receives (the human's masked events),
so another player's draw reads "老王(上家)摸牌" with no tile, and nothing hidden can appear. The
words are the caption's *what* (its *why* explains the rule); an event whose *what* says too
little has its own line in its row (`EventView.log`: 打风 who sits where, 结算 every payment).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

from game.client.presenting.caption_kit import Caption
from rules.events import Event, Settled

if TYPE_CHECKING:   # the table's model is given; the log needs only its type
    from game.client.presenting.model import TableModel

STOPS_ZH = "。；：，"     # a line does not end with a stop (a *what* may end in the middle of a sentence)
STOPS_EN = ".;:,"


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: its words, the seat that acted (None: the table) and the event's class."""

    zh: str
    en: str
    seat: Optional[int]     # the seat that acted, to mark the human's own lines
    event: type[Event]


def log_line(event: Event, model: "TableModel", caption: Optional[Caption]) -> Optional[LogEntry]:
    """The log line of `event` (the model has just applied it; `caption` is the one the table
    shows for it), or None for an event with nothing to say (it has no caption)."""
    seat = getattr(event, "seat", None)
    seat = seat if isinstance(seat, int) else None
    row = model.rows.get(type(event))
    if row is not None and row.log is not None:
        line = row.log(event, model)
        return LogEntry(line.zh, line.en, None, type(event))
    if caption is None:
        return None
    return LogEntry(caption.what_zh.rstrip(STOPS_ZH), caption.what_en.rstrip().rstrip(STOPS_EN), seat, type(event))


class EventLog:
    """This hand's lines in order. A hand's first event after a settlement starts a new log."""

    def __init__(self) -> None:
        self.entries: list[LogEntry] = []
        self._closed = False      # the last hand was settled: the next event begins a new one

    def add(self, event: Event, model: "TableModel", caption: Optional[Caption]) -> Optional[LogEntry]:
        """Log one presented event with the caption the table made for it; returns its line (None:
        nothing to say)."""
        if self._closed:
            self.entries = []
            self._closed = False
        entry = log_line(event, model, caption)
        if entry is not None:
            self.entries.append(entry)
        if isinstance(event, Settled):
            self._closed = True
        return entry


def clamp_scroll(offset: float, content: float, view: float) -> float:
    """A scroll offset kept between the top (0) and the last line at the bottom."""
    return max(0.0, min(offset, max(0.0, content - view)))
