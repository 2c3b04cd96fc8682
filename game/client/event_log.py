"""The hand's events as one line each, for the log panel (key L; event_log_panel.py draws it).

Pure: a line is made from the event and the table model right after the model applied it, so it
knows only what the table shows. The table feeds it the stream its model receives (the human's
masked events), so another player's draw reads "老王(上家)摸牌" with no tile, and nothing hidden
can appear. The words are the caption's (`captions.caption_for`): its first sentence, which
says what happened (the rest explains the rule); the few events whose first sentence says too
little get their own line here (打风: who sits where; 结算: every player's payment).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

from rules.events import Event, SeatsDrawn, Settled

from .caption_kit import WIND_EN, WIND_ZH, who
from .captions import caption_for

if TYPE_CHECKING:   # the table's model is given; the log needs only its type
    from .model import TableModel

MIN_ZH = 8      # a first sentence shorter than this (characters) takes the next one too
MIN_EN = 24


@dataclass(frozen=True)
class LogEntry:
    zh: str
    en: str
    seat: Optional[int]     # the seat that acted (None: the table), to mark the human's own lines
    event: str              # the event's class name


def first_sentences(text: str, stop: str, minimum: int) -> str:
    """The text up to the end of its first sentence (`stop` ends one; the mark itself is
    dropped), taking more sentences while the line is shorter than `minimum`."""
    mark = stop.strip()
    out = ""
    rest = text
    while rest:
        cut = rest.find(stop)
        if cut < 0:
            out += rest
            break
        out += rest[:cut]
        rest = rest[cut + len(stop):]
        if len(out.strip()) >= minimum or not rest.strip():
            break
        out += stop
    out = out.strip()
    return out[:-len(mark)] if mark and out.endswith(mark) else out


def log_line(event: Event, model: "TableModel") -> Optional[LogEntry]:
    """The log line of `event` (the model has just applied it), or None for an event with
    nothing to say (it has no caption)."""
    name = type(event).__name__
    seat = getattr(event, "seat", None)
    seat = seat if isinstance(seat, int) else None
    if isinstance(event, SeatsDrawn):
        return LogEntry(*_seats_drawn(event, model), None, name)
    if isinstance(event, Settled):
        return LogEntry(*_settled(event, model), None, name)
    caption = caption_for(event, model)
    if caption is None:
        return None
    zh = first_sentences(caption.zh, "。", MIN_ZH)
    en = first_sentences(caption.en, ". ", MIN_EN) if caption.en else ""
    return LogEntry(zh or caption.zh, en or caption.en, seat, name)


def _seats_drawn(e: SeatsDrawn, m: "TableModel") -> tuple[str, str]:
    zh, en = [], []
    for player, wind in enumerate(e.winds):
        name_zh, name_en = who(m, m.seat_of_player[player])
        zh.append(f"{name_zh}{WIND_ZH[wind]}")
        en.append(f"{name_en} {WIND_EN[wind]}")
    return "打风：" + "，".join(zh), "Seats drawn: " + ", ".join(en)


def _settled(e: Settled, m: "TableModel") -> tuple[str, str]:
    zh, en = [], []
    for seat, pay in enumerate(e.payments):
        if pay:
            name_zh, name_en = who(m, seat)
            zh.append(f"{name_zh}{pay:+d}")
            en.append(f"{name_en} {pay:+d}")
    if not zh:
        return "结算：没有人输赢", "Settlement: nobody pays"
    return "结算：" + "，".join(zh), "Settlement: " + ", ".join(en)


class EventLog:
    """This hand's lines in order. A hand's first event after a settlement starts a new log."""

    def __init__(self) -> None:
        self.entries: list[LogEntry] = []
        self._closed = False      # the last hand was settled: the next event begins a new one

    def add(self, event: Event, model: "TableModel") -> Optional[LogEntry]:
        """Log one presented event; returns its line (None: nothing to say)."""
        if self._closed:
            self.entries = []
            self._closed = False
        entry = log_line(event, model)
        if entry is not None:
            self.entries.append(entry)
        if isinstance(event, Settled):
            self._closed = True
        return entry


def clamp_scroll(offset: float, content: float, view: float) -> float:
    """A scroll offset kept between the top (0) and the last line at the bottom."""
    return max(0.0, min(offset, max(0.0, content - view)))
