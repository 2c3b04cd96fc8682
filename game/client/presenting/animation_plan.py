"""From one event to its presentation: a `Plan` of tweens, transient sprites, a caption, the
sounds it makes (with their delays, timed to the motion) and its milestone pictures.

`plan_event(event, change, model, layout, visual, pace, actor_is_bot)` is pure apart from the
objects it creates: it reads the model *after* the event was applied and the `Change` the model
returned (which tiles moved from where to where). The event's row (`model.rows`: the common
events' in common_events.py, a variant's own from its presenter, game/client/variants/) gives its
caption (made once, here: `caption_for`; the table shows it and the log reads its *what*) and
its planner (common_plans.py, or the presenter's).

Durations are for the normal pace (docs/visual.md): slow doubles them, fast shortens motion and
drops the waits (a bot's pause, reading time).
"""
from __future__ import annotations

from typing import Callable, Optional

from game.client.display.layout import TableLayout
from game.client.presenting.caption_kit import Caption
from game.client.presenting.common_events import row_of
from game.client.presenting.model import TableModel
from game.client.presenting.plan_kit import DISCARD_FLY, Plan, Visual, bot_pause, motion, wait
from game.client.presenting.table_state import Change
from rules import events as ev
from rules.events import Event

# ---------------------------------------------------------------------- reading the set-up captions

CAPTION_LINE_SECONDS = 1.5     # reading time of one caption line at the normal pace
SETUP_PHASES = ("idle", "seats", "wall", "dice", "deal")   # TableModel.phase before the first turn
CLAIM_SOUNDS = ("chow", "pung", "kong")


def caption_hold(lines: int, pace: str) -> float:
    """Seconds a set-up caption of `lines` drawn lines stays before the next one may replace
    it: 1.5 s a line at the normal pace, twice that when slow, none when fast."""
    return wait(CAPTION_LINE_SECONDS * max(1, lines), pace)


def caption_line_count(text: str, fits: Callable[[str], bool]) -> int:
    """The lines the caption box draws for `text`: one when it fits the box, else two
    (TableView.draw_caption splits a long caption in two)."""
    return 1 if fits(text) else 2


def caption_step(event: Event) -> Optional[str]:
    """The ceremony step an event belongs to (its row's `step`: events of one step keep moving
    while the newest caption waits to be read; a flower's replacement draw goes with its flower),
    or None when the event is a step of its own."""
    if isinstance(event, ev.TileDrawn) and event.reason == "flower":
        return "flowers"
    row = row_of(type(event))
    return row.step if row is not None else None


def in_ceremony(model: TableModel) -> bool:
    """The table is still in its set-up ceremony (打风, wall, dice, break, deal, 补花, 定缺 ...)."""
    return model.phase in SETUP_PHASES


# ---------------------------------------------------------------------- sounds

def sound_cue(event: object, bot: bool, pace: str) -> Optional[tuple[str, float]]:
    """(effect, delay in seconds) for a table event, timed to when its tile lands or its banner
    shows (docs/release.md: draw, discard, chow, pung, kong, hu, dice); None = silent. The
    planners (common_plans.py) move the tiles with the same pauses and flights."""
    if isinstance(event, (ev.TileDrawn, ev.FlowerReplaced)):
        return "draw", 0.0
    if isinstance(event, ev.Discarded):
        return "discard", bot_pause(bot, 1.0, pace) + motion(DISCARD_FLY, pace)
    if isinstance(event, ev.Claimed) and event.claim in CLAIM_SOUNDS:
        return event.claim, bot_pause(bot, 0.5, pace)
    if isinstance(event, ev.KongDeclared):
        return "kong", bot_pause(bot, 0.5, pace)
    if isinstance(event, (ev.Won, ev.KongRobbed)):
        return "hu", 0.0
    if isinstance(event, ev.DiceRolled):
        return "dice", bot_pause(bot, 0.5, pace)
    return None


# ---------------------------------------------------------------------- the planner

def caption_for(event: Event, model: TableModel) -> Optional[Caption]:
    """The caption for `event` by its row (the model has applied it); None for events that need
    no words."""
    row = model.rows.get(type(event))
    return row.caption(event, model) if row is not None and row.caption is not None else None


def plan_event(event: Event, change: Change, model: TableModel, layout: TableLayout, visual: Visual,
               pace: str = "normal", actor_is_bot: bool = True) -> Plan:
    """Tweens, sprites, caption, sounds and milestone for one applied event."""
    plan = Plan(caption=caption_for(event, model))
    row = model.rows.get(type(event))
    if row is not None and row.plan is not None:
        row.plan(plan, event, change, model, layout, visual, pace, actor_is_bot)
    if plan.shot_at is None:
        plan.shot_at = plan.duration
    cue = sound_cue(event, actor_is_bot, pace)
    if isinstance(event, ev.Settled) and model.wins:
        cue = ("win", 0.0)            # the hand's winner is paid
    if cue is not None:
        plan.sound(*cue)
    return plan
