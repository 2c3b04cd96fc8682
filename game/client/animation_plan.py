"""From one event to its presentation: a `Plan` of tweens, transient sprites, a caption, the
sounds it makes (with their delays, timed to the motion) and its milestone pictures.

`plan_event(event, change, model, layout, visual, pace, actor_is_bot)` is pure apart from the
objects it creates: it reads the model *after* the event was applied and the `Change` the model
returned (which tiles moved from where to where), and returns a `Plan` whose tweens move
sprites (flying tiles, dice, banners) and the scene's `Visual` values (wall building, the count
of the break). While a sprite flies to a table place, that place is hidden, so each tile is
drawn exactly once and lands where the model says it is. The common events are planned here, a
variant's own by the hand's presenter (game/client/variants/); the pieces are in plan_kit.py.

Durations are for the normal pace (docs/visual.md): slow doubles them, fast shortens motion and
drops the waits (a bot's pause, reading time).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from rules import events as ev
from rules.events import Event
from rules.tiles import wind_tile

from .caption_kit import score_words
from .captions import caption_for
from .layout import HAND_SIZE, TableLayout
from .plan_kit import (BANNER_COLOURS, BANNERS, BOT_PAUSE, CLAIM_BANNER, CLAIM_FLY, COUNT_STEP, DEAL_GAP,
                       DEAL_STEP, DICE_TUMBLE, DISCARD_FLY, DRAW_LIFT, FLOWER_FLY, READ_PAUSE, SEAT_DRAW_FLY,
                       WALL_BUILD, WIN_BANNER, Plan, Sprite, Visual, banner, bot_pause, fly, motion,
                       moves, slot_place, wait)
from .table_state import Change, Slot
from .tween import Tween, Wait
from .variants import presenter_of
from .variants.base import Planner

if TYPE_CHECKING:   # the model imports the presenters, which import the plan kit
    from .model import TableModel

# ---------------------------------------------------------------------- reading the set-up captions

CAPTION_LINE_SECONDS = 1.5     # reading time of one caption line at the normal pace
SETUP_PHASES = ("idle", "seats", "wall", "dice", "deal")   # TableModel.phase before the first turn
# Events that follow one another as one step of the ceremony: their captions only say the same
# thing of another seat, so the motion goes on and the newest of them is shown when the one on
# screen has been read. Any other event is a step of its own and waits for the reading. (A
# variant's own steps are its presenter's: 定缺, 拉庄 ...)
CAPTION_STEPS: dict[type[Event], str] = {ev.TilesDealt: "deal", ev.FlowerReplaced: "flowers"}
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
    """The ceremony step an event belongs to (CAPTION_STEPS, a variant's own steps; a flower's
    replacement draw goes with its flower), or None when the event is a step of its own."""
    if isinstance(event, ev.TileDrawn) and event.reason == "flower":
        return "flowers"
    step = CAPTION_STEPS.get(type(event))
    if step is not None:
        return step
    owner = presenter_of(type(event))
    return owner.caption_step(event) if owner is not None else None


def in_ceremony(model: "TableModel") -> bool:
    """The table is still in its set-up ceremony (打风, wall, dice, break, deal, 补花, 定缺 ...)."""
    return model.phase in SETUP_PHASES


# ---------------------------------------------------------------------- sounds

def sound_cue(event: object, bot: bool, pace: str) -> Optional[tuple[str, float]]:
    """(effect, delay in seconds) for a table event, timed to when its tile lands or its banner
    shows (docs/release.md: draw, discard, chow, pung, kong, hu, dice); None = silent. The
    planners below move the tiles with the same pauses and flights."""
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

def plan_event(event: Event, change: Change, model: "TableModel", layout: TableLayout, visual: Visual,
               pace: str = "normal", actor_is_bot: bool = True) -> Plan:
    """Tweens, sprites, caption, sounds and milestone for one applied event."""
    plan = Plan(caption=caption_for(event, model))
    planner = model.presenter.common_planners.get(type(event)) or PLANNERS.get(type(event)) \
        or model.presenter.planner(event)
    if planner is not None:
        planner(plan, event, change, model, layout, visual, pace, actor_is_bot)
    if plan.shot_at is None:
        plan.shot_at = plan.duration
    cue = sound_cue(event, actor_is_bot, pace)
    if isinstance(event, ev.Settled) and model.wins:
        cue = ("win", 0.0)            # the hand's winner is paid
    if cue is not None:
        plan.sound(*cue)
    return plan


def _p_SeatsDrawn(plan: Plan, e: ev.SeatsDrawn, change: Change, model: "TableModel", layout: TableLayout,
                  visual: Visual, pace: str, bot: bool) -> None:
    # The four winds lie face down in the centre; the dice say who draws first (thrown by player
    # 0, or 天津's WindsDrawn throw); each player in turn draws one: it turns face up, flies to
    # his name plate and stays there until everyone has drawn.
    flight = motion(SEAT_DRAW_FLY, pace)
    start = wait(READ_PAUSE, pace) + motion(0.4, pace)
    step = flight + wait(0.35, pace)
    players = len(e.winds)
    rects = layout.seat_draw_rects(players)
    order = sorted(range(players), key=lambda p: model.seat_of_player[p])
    throw = model.seat_throw
    dice, thrower = tuple(e.dice), 0
    if dice:
        order = [(e.first + k) % players for k in range(players)]
    elif throw is not None:
        dice, thrower, order = tuple(throw.values), throw.thrower, list(throw.order)
    thrown = None
    if dice:
        thrown = _seat_dice(plan, dice, model.side_of(model.seat_of_player[thrower]), layout, pace)
        start += motion(DICE_TUMBLE, pace) + wait(READ_PAUSE, pace)
    end = start + players * step + wait(READ_PAUSE * 2.5, pace) + 0.05
    for n, player in enumerate(order):
        seat = model.seat_of_player[player]
        drawn = wind_tile(e.winds[player])
        dst, _ = slot_place(Slot("plate", seat), model, layout)
        delay = start + n * step
        face_down = Sprite("tile", (float(rects[player].x), float(rects[player].y)),
                           (float(rects[player].w), float(rects[player].h)), life=delay, tile=None,
                           face_up=False, layer=2)
        plan.sprites.append(face_down)
        flying = fly(plan, drawn, (rects[player], 0), (dst, 0), ("seatwind", seat), flight, delay)
        flying.life = end  # stays on the plate, face up, until the last player has drawn
        flying.appear = delay  # until drawn, only the face-down tile shows
    if thrown is not None:
        thrown.life = end   # the throw stays under the winds until the last one is drawn
    plan.add(Wait(end))
    plan.milestone = "seat-draw"
    plan.shot_at = start + 2 * step + flight * 0.5


def _seat_dice(plan: Plan, dice: tuple[int, ...], side: int, layout: TableLayout, pace: str) -> Sprite:
    """The 打风 throw: the dice tumble from the thrower into the centre, under the four winds
    (the caller keeps them there while the winds are drawn)."""
    rects = layout.dice_rects(len(dice))
    start = layout.banner_center(side)
    tumble = motion(DICE_TUMBLE, pace)
    sprite = Sprite("dice", (start[0] - rects[0].w, start[1] - rects[0].h / 2),
                    (rects[-1].right - rects[0].x, rects[0].h), life=tumble, values=tuple(dice), layer=3)
    sprite.spin = 0.0
    plan.sprites.append(sprite)
    plan.add(Tween(sprite, "pos", (float(rects[0].x), float(rects[0].y)), tumble, "out_bounce"))
    plan.add(Tween(sprite, "spin", 1.0, tumble, "out_quad", start=0.0))
    return sprite


def _p_HandStarted(plan: Plan, e: ev.HandStarted, change: Change, model: "TableModel", layout: TableLayout,
                   visual: Visual, pace: str, bot: bool) -> None:
    plan.add(Wait(wait(READ_PAUSE, pace)))


def _p_WallBuilt(plan: Plan, e: ev.WallBuilt, change: Change, model: "TableModel", layout: TableLayout,
                 visual: Visual, pace: str, bot: bool) -> None:
    visual.wall_built = 0.0
    visual.count_progress = 0.0
    visual.count_keys = []
    visual.count_alpha = 0.0
    plan.add(Tween(visual, "wall_built", 1.0, motion(WALL_BUILD, pace), "linear", start=0.0))
    plan.add(Wait(motion(WALL_BUILD, pace) + wait(READ_PAUSE, pace)))


def _p_DiceRolled(plan: Plan, e: ev.DiceRolled, change: Change, model: "TableModel", layout: TableLayout,
                  visual: Visual, pace: str, bot: bool) -> None:
    throw = len(model.dice) - 1
    rects = layout.dice_rects(2)
    thrower = model.side_of(e.seat)
    start = layout.banner_center(thrower)
    tumble = motion(DICE_TUMBLE, pace)
    delay = bot_pause(bot, 0.5, pace)
    sprite = Sprite("dice", (start[0] - rects[0].w, start[1] - rects[0].h / 2),
                    (rects[1].right - rects[0].x, rects[0].h), life=delay + tumble + wait(READ_PAUSE, pace) + 0.01,
                    values=tuple(e.values), hides=("dice", throw), layer=3)
    sprite.spin = 0.0
    plan.sprites.append(sprite)
    plan.add(Tween(sprite, "pos", (float(rects[0].x), float(rects[0].y)), tumble, "out_bounce", delay))
    plan.add(Tween(sprite, "spin", 1.0, tumble, "out_quad", delay, start=0.0))
    plan.add(Wait(delay + tumble + wait(READ_PAUSE * 2, pace)))


def count_order(model: "TableModel", side_seat: int, count: int) -> list[tuple[int, int]]:
    """(wall seat, stack) counted at the break: from the right end of `side_seat`'s wall,
    running on clockwise into the next wall (the seat before it) when the count is larger."""
    out = []
    seat = side_seat
    stack = 0
    for _ in range(count):
        if stack >= model.stacks_per_side[seat]:
            seat = (seat - 1) % len(model.stacks_per_side)
            stack = 0
        out.append((seat, stack))
        stack += 1
    return out


def _p_WallBroken(plan: Plan, e: ev.WallBroken, change: Change, model: "TableModel", layout: TableLayout,
                  visual: Visual, pace: str, bot: bool) -> None:
    visual.count_keys = count_order(model, e.side, e.count)
    visual.count_progress = 0.0
    visual.count_alpha = 255.0
    step = motion(COUNT_STEP, pace) if pace != "fast" else COUNT_STEP * 0.5
    total = step * e.count
    plan.add(Tween(visual, "count_progress", float(e.count), total, "linear", start=0.0))
    hold = wait(READ_PAUSE * 2, pace) + motion(0.3, pace)
    plan.add(Wait(total + hold))
    plan.add(Tween(visual, "count_alpha", 0.0, motion(0.5, pace), "linear", total + hold, start=255.0))
    # The dice as thrown (both throws settled) just before the count starts.
    plan.extra_shots.append(("dice", 0.0))
    plan.milestone = "wall-break"
    plan.shot_at = total + 0.1


def _p_TilesDealt(plan: Plan, e: ev.TilesDealt, change: Change, model: "TableModel", layout: TableLayout,
                  visual: Visual, pace: str, bot: bool) -> None:
    step = motion(DEAL_STEP, pace) * (1.6 if len(change.moves) > 1 else 1.0)
    moves(plan, change, model, layout, step, 0.0, stagger=step * 0.15)
    plan.add(Wait(plan.duration + motion(DEAL_GAP, pace)))
    seat = model.seats[e.seat]
    # The deal ends with the seat before the dealer's taking its last tile.
    if seat.concealed_count() == HAND_SIZE and e.seat == (model.dealer - 1) % len(model.seats):
        plan.milestone = "deal"


def _p_FlowerReplaced(plan: Plan, e: ev.FlowerReplaced, change: Change, model: "TableModel", layout: TableLayout,
                      visual: Visual, pace: str, bot: bool) -> None:
    delay = wait(BOT_PAUSE * 0.3, pace)
    moves(plan, change, model, layout, motion(FLOWER_FLY, pace), delay)
    plan.add(Wait(plan.duration + wait(READ_PAUSE * 0.6, pace)))
    plan.milestone = "flowers"


def _p_TileDrawn(plan: Plan, e: ev.TileDrawn, change: Change, model: "TableModel", layout: TableLayout,
                 visual: Visual, pace: str, bot: bool) -> None:
    moves(plan, change, model, layout, motion(DRAW_LIFT, pace), 0.0, easing="out_quad")
    plan.add(Wait(plan.duration + (wait(0.15, pace) if e.reason != "turn" else 0.0)))


def _p_Discarded(plan: Plan, e: ev.Discarded, change: Change, model: "TableModel", layout: TableLayout,
                 visual: Visual, pace: str, bot: bool) -> None:
    delay = bot_pause(bot, 1.0, pace)
    moves(plan, change, model, layout, motion(DISCARD_FLY, pace), delay)
    plan.add(Wait(plan.duration + wait(0.1, pace)))
    plan.milestone = "discard"
    if model.wins and model.phase == "play":
        plan.extra_shots.append(("play-on", plan.duration))   # 血战到底: play goes on after a win


def _claim(plan: Plan, seat: int, change: Change, model: "TableModel", layout: TableLayout, pace: str, bot: bool,
           colour_key: str, text: str, milestone: str) -> None:
    delay = bot_pause(bot, 0.5, pace)
    showing = motion(CLAIM_BANNER, pace) if pace != "fast" else CLAIM_BANNER * 0.6
    flight = min(motion(CLAIM_FLY, pace), showing * 0.5)
    centre = layout.banner_center(model.side_of(seat))
    # The banner shows for `showing` seconds and only fades after the tiles have landed.
    banner(plan, text, centre, layout, showing, delay, BANNER_COLOURS[colour_key])
    moves(plan, change, model, layout, flight, delay + showing * 0.12, stagger=0.02)
    plan.add(Wait(delay + showing + wait(0.1, pace)))
    plan.milestone = milestone
    plan.shot_at = delay + showing * 0.12 + flight + 0.06


def _p_Claimed(plan: Plan, e: ev.Claimed, change: Change, model: "TableModel", layout: TableLayout,
               visual: Visual, pace: str, bot: bool) -> None:
    _claim(plan, e.seat, change, model, layout, pace, bot, e.claim, BANNERS[e.claim],
           f"claim-{e.claim}")


def _p_KongDeclared(plan: Plan, e: ev.KongDeclared, change: Change, model: "TableModel", layout: TableLayout,
                    visual: Visual, pace: str, bot: bool) -> None:
    _claim(plan, e.seat, change, model, layout, pace, bot, "kong", BANNERS[e.kong],
           f"kong-{e.kong}")


def _p_KongRobbed(plan: Plan, e: ev.KongRobbed, change: Change, model: "TableModel", layout: TableLayout,
                  visual: Visual, pace: str, bot: bool) -> None:
    _claim(plan, e.seat, change, model, layout, pace, bot, "win", BANNERS["rob"], "rob-kong")


def _p_Won(plan: Plan, e: ev.Won, change: Change, model: "TableModel", layout: TableLayout,
           visual: Visual, pace: str, bot: bool) -> None:
    delay = bot_pause(bot, 0.5, pace)
    showing = motion(WIN_BANNER, pace) if pace != "fast" else WIN_BANNER * 0.6
    centre = layout.banner_center(model.side_of(e.seat))
    text = BANNERS["self"] if e.self_drawn else BANNERS["win"]
    sub = score_words(e.score)[0]
    order = model.seats[e.seat].win_order
    if order is not None and (model.presenter.numbers_wins or order > 1):
        sub = f"第{order}家 · {sub}"
    banner(plan, text, centre, layout, showing, delay, BANNER_COLOURS["win"], sub=sub)
    moves(plan, change, model, layout, motion(CLAIM_FLY, pace), delay + 0.1)
    plan.add(Wait(delay + showing + wait(READ_PAUSE, pace)))
    plan.milestone = "win"
    plan.shot_at = delay + showing * 0.5


def _p_HandExhausted(plan: Plan, e: ev.HandExhausted, change: Change, model: "TableModel", layout: TableLayout,
                     visual: Visual, pace: str, bot: bool) -> None:
    showing = motion(WIN_BANNER, pace) if pace != "fast" else WIN_BANNER * 0.6
    banner(plan, BANNERS["exhausted"], layout.centre_point(), layout, showing, 0.0, BANNER_COLOURS["exhausted"])
    plan.add(Wait(showing + wait(READ_PAUSE, pace)))
    plan.milestone = "exhausted"
    plan.shot_at = showing * 0.5


def _p_HandsRevealed(plan: Plan, e: ev.HandsRevealed, change: Change, model: "TableModel", layout: TableLayout,
                     visual: Visual, pace: str, bot: bool) -> None:
    plan.add(Wait(motion(0.3, pace) + wait(READ_PAUSE * 2, pace)))
    plan.milestone = "reveal"


def _p_Settled(plan: Plan, e: ev.Settled, change: Change, model: "TableModel", layout: TableLayout,
               visual: Visual, pace: str, bot: bool) -> None:
    plan.add(Wait(wait(READ_PAUSE, pace)))


# The common events' planners, by class (a variant's own are its presenter's).
PLANNERS: dict[type[Event], Planner] = {
    ev.SeatsDrawn: _p_SeatsDrawn,
    ev.HandStarted: _p_HandStarted,
    ev.WallBuilt: _p_WallBuilt,
    ev.DiceRolled: _p_DiceRolled,
    ev.WallBroken: _p_WallBroken,
    ev.TilesDealt: _p_TilesDealt,
    ev.FlowerReplaced: _p_FlowerReplaced,
    ev.TileDrawn: _p_TileDrawn,
    ev.Discarded: _p_Discarded,
    ev.Claimed: _p_Claimed,
    ev.KongDeclared: _p_KongDeclared,
    ev.KongRobbed: _p_KongRobbed,
    ev.Won: _p_Won,
    ev.HandExhausted: _p_HandExhausted,
    ev.HandsRevealed: _p_HandsRevealed,
    ev.Settled: _p_Settled,
}
