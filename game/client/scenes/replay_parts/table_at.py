"""The table as it stood at a step of a replayed hand, and the words of every step.

`table_at(hand, step, open_hands)` builds a new table model (presenting/model.py) and applies
the hand's events up to and including `step`, with no motion: the way a resumed table catches up
(scenes/table.py `_caught_up`: the scores the match had when the hand began). Stepping back is
building again from the hand's start (a hand is a few hundred events: cheap). `apply_step`
moves a model one step on, the same as building it at that step.

`hand_words(hand, open_hands)` is each step's words: the table's log lines of its events
(presenting/event_log.py: the caption's *what*, made from the model that applied the event, so
the stream that hides the other players' tiles words their draws without the tile; a chow is told
from the viewer's seat alone, presenting/captions.py `chow_words`), the discard of the last draw
from the reserve as the table words it (海底捞月), a pass worded by what it let go (过：不碰), and
the move list's line.
Reads no pygame surface.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from game.client.presenting.animation_plan import caption_for
from game.client.presenting.caption_kit import Caption, verb, who
from game.client.presenting.event_log import log_line
from game.client.presenting.model import TableModel
from rules.actions import Discard, Pass
from rules.events import Discarded, Event, HandStarted, TileDrawn

from .steps import ReplayHand, ReplayStep

# The words of the answers a pass lets go (the claim buttons' words; a variant's own step is
# never passed: it is a choice among its own answers).
DECLINED_WORDS = {"win": ("胡", "win"), "kong": ("杠", "kong"), "added_kong": ("加杠", "added kong"),
                  "concealed_kong": ("暗杠", "concealed kong"), "pung": ("碰", "pung"), "chow": ("吃", "chow")}


@dataclass(frozen=True)
class StepWords:
    """A step in words: its line in the move list and every line of what happened."""

    head: tuple[str, str]                       # (zh, en): the move list's line
    lines: tuple[tuple[str, str], ...]          # every event's line, the head's first

    def caption(self) -> tuple[str, str]:
        """The words in the caption's place: the move, and what followed it (the next draw)."""
        if len(self.lines) < 2:
            return self.head
        last = self.lines[-1]
        return f"{self.head[0]}；{last[0]}", f"{self.head[1]}; {last[1]}"


def new_model(hand: ReplayHand) -> TableModel:
    """A table for the hand before its first event: the match's own events so far applied
    (who sits where), the viewer at the bottom."""
    model = TableModel(human_player=hand.human, names=hand.names(), viewer=hand.viewer)
    model.options, model.variant = hand.options, hand.variant
    for event in hand.prelude:
        model.apply(event)
    return model


def apply_event(model: TableModel, hand: ReplayHand, event: Event) -> None:
    """Apply one event of the hand (the hand starts with the scores its players had)."""
    model.apply(event)
    if isinstance(event, HandStarted):
        for player, score in enumerate(hand.scores):
            model.seats[model.seat_of_player[player]].score = score


def apply_step(model: TableModel, hand: ReplayHand, step: int, open_hands: bool) -> None:
    """Apply one step's events to `model`."""
    for event in hand.steps[step].stream(open_hands):
        apply_event(model, hand, event)


def table_at(hand: ReplayHand, step: int, open_hands: bool) -> TableModel:
    """The table after the hand's steps 0 .. `step` (clamped to the hand), shown without motion."""
    model = new_model(hand)
    for index in range(max(0, min(step, hand.last)) + 1):
        apply_step(model, hand, index, open_hands)
    return model


def pass_words(model: TableModel, step: ReplayStep) -> tuple[str, str]:
    """A pass in words, with what it let go: "老王(西)不碰，过" / "Wang (West) passes (no pung)"."""
    seat = step.seat if step.seat is not None else 0
    zh, en = who(model, seat)
    words = [DECLINED_WORDS[k] for k in step.declined if k in DECLINED_WORDS]
    if not words:
        return f"{zh}过", f"{en} {verb(en, 'passes', 'pass')}"
    return (f"{zh}不{'、'.join(w[0] for w in words)}，过",
            f"{en} {verb(en, 'passes', 'pass')} (no {' or '.join(w[1] for w in words)})")


def last_draw_caption(hand: ReplayHand, index: int) -> Optional[Caption]:
    """The discard of step `index`, of the tile its seat drew from the reserve when the wall was
    used (二人's 海底捞月 that did not win), as the live table words it while it plays itself (the
    presenter's `auto_play`: "The last draw does not win: 8 Bamboo is discarded and the hand is
    drawn"); None where the table says nothing of its own. Worded from the open table (the tile
    is named: the discard shows it)."""
    step = hand.steps[index]
    if not isinstance(step.action, Discard) or step.seat is None or index == 0:
        return None
    model = table_at(hand, index - 1, True)
    return model.presenter.auto_play(model, step.seat, [step.action])


def hand_words(hand: ReplayHand, open_hands: bool) -> tuple[StepWords, ...]:
    """The words of every step of the hand, in the stream shown (open, or as the viewer saw it);
    the discard after a draw from the reserve in the table's words for it (last_draw_caption)."""
    model = new_model(hand)
    out = []
    reserve_seat: Optional[int] = None      # who drew last from the reserve (海底捞月)
    for index, step in enumerate(hand.steps):
        lines: list[tuple[str, str]] = []
        if isinstance(step.action, Pass):
            lines.append(pass_words(model, step))
        last_draw = last_draw_caption(hand, index) if step.seat is not None and step.seat == reserve_seat else None
        for event in step.stream(open_hands):
            apply_event(model, hand, event)
            if isinstance(event, TileDrawn) and event.source == "reserve":
                reserve_seat = event.seat
            said = last_draw if isinstance(event, Discarded) and last_draw is not None else caption_for(event, model)
            entry = log_line(event, model, said)
            if entry is not None and entry.zh:
                lines.append((entry.zh, entry.en))
        if not lines:
            lines.append(("（无事发生）", "(nothing happened)") if index else ("发牌", "The deal"))
        out.append(StepWords(lines[0], tuple(lines)))
    return tuple(out)
