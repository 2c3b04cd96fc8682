"""One row per event: how the client shows each common event (rules/events.py), in the same
`EventView` form a variant's presenter gives its own events (game/client/variants/base.py): how
the table model applies it (common_appliers.py), its caption (captions.py: what happened, and
why), its motion (common_plans.py), the set-up step it belongs to, and, where the caption's
*what* is not the log's line, the log's own words.

`rows_of(presenter)` is the one lookup, keyed by the event's class: these rows as the hand's
variant changes them (`Presenter.common_events`: a table of two words and moves some common
events its own way), then the variant's own events (`Presenter.events`). The model applies an
event by its row, the planner plans it and captions it by the same row, the log reads it.
"""
from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Mapping, Optional

from game.client.presenting import captions
from game.client.presenting import common_appliers as apply
from game.client.presenting import common_plans as plans
from game.client.variants import presenter_for, presenter_of
from game.client.variants.base import EventView
from rules import events as ev
from rules.events import Event

if TYPE_CHECKING:   # the registry makes the presenters; the rows need only their type
    from game.client.variants.base import Presenter

# Events that follow one another as one step of the ceremony (`step`): their captions only say
# the same thing of another seat, so the motion goes on and the newest of them is shown when the
# one on screen has been read. Any other event is a step of its own and waits for the reading.
COMMON_EVENTS: dict[type[Event], EventView] = {
    ev.SeatsDrawn: EventView(apply.seats_drawn, captions.seats_drawn, plans.seats_drawn,
                             log=captions.seats_drawn_line),
    ev.SeatsRotated: EventView(apply.seats_rotated, captions.seats_rotated),
    ev.HandStarted: EventView(apply.hand_started, captions.hand_started, plans.hand_started),
    ev.WallBuilt: EventView(apply.wall_built, captions.wall_built, plans.wall_built),
    ev.DiceRolled: EventView(apply.dice_rolled, captions.dice_rolled, plans.dice_rolled),
    ev.WallBroken: EventView(apply.wall_broken, captions.wall_broken, plans.wall_broken),
    ev.TilesDealt: EventView(apply.tiles_dealt, captions.tiles_dealt, plans.tiles_dealt, "deal"),
    ev.FlowerReplaced: EventView(apply.flower_replaced, captions.flower_replaced, plans.flower_replaced,
                                 "flowers"),
    ev.TileDrawn: EventView(apply.tile_drawn, captions.tile_drawn, plans.tile_drawn),
    ev.Discarded: EventView(apply.discarded, captions.discarded, plans.discarded),
    ev.Claimed: EventView(apply.claimed, captions.claimed, plans.claimed),
    ev.KongDeclared: EventView(apply.kong_declared, captions.kong_declared, plans.kong_declared),
    ev.KongRobbed: EventView(apply.kong_robbed, captions.kong_robbed, plans.kong_robbed),
    ev.Won: EventView(apply.won, captions.won, plans.won),
    ev.HandExhausted: EventView(apply.hand_exhausted, captions.hand_exhausted, plans.hand_exhausted),
    ev.HandsRevealed: EventView(apply.hands_revealed, captions.hands_revealed, plans.hands_revealed),
    ev.Settled: EventView(apply.settled, captions.settled, plans.settled, log=captions.settled_line),
}


@cache
def rows_of(presenter: Presenter) -> Mapping[type[Event], EventView]:
    """Every event class `presenter`'s table shows, with its row: the common rows (a part the
    variant gives in `common_events` replaces the common one), then the variant's own events."""
    rows = dict(COMMON_EVENTS)
    for kind, own in presenter.common_events.items():
        rows[kind] = replace(rows[kind], **{part: value for part, value in vars(own).items() if value is not None})
    rows.update(presenter.events)
    return rows


def row_of(kind: type[Event]) -> Optional[EventView]:
    """The row of an event class wherever it is met (its variant's presenter, or the common
    rows): what is the same at every table, such as the set-up step."""
    return rows_of(presenter_of(kind) or presenter_for("")).get(kind)
