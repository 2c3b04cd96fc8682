"""How each common event moves on the table (the rows of common_events.py): a planner adds to
the event's `Plan` the tweens and sprites that fly its tiles, throw its dice and show its banners,
reading the model *after* the event was applied and the `Change` the model returned. While a sprite
flies to a table place, that place is hidden, so each tile is drawn exactly once and lands where
the model says it is. A variant's own events are planned by its presenter (game/client/variants/)
in the same form; the pieces are in plan_kit.py.

Durations are for the normal pace (docs/visual.md): slow doubles them, fast shortens motion and
drops the waits (a bot's pause, reading time).
"""
from __future__ import annotations

from game.client.display.layout import HAND_SIZE, TableLayout
from game.client.presenting.caption_kit import score_words
from game.client.presenting.plan_kit import (
    BANNER_COLOURS,
    BANNERS,
    BOT_PAUSE,
    CLAIM_BANNER,
    CLAIM_FLY,
    COUNT_STEP,
    DEAL_GAP,
    DEAL_STEP,
    DICE_TUMBLE,
    DISCARD_FLY,
    DRAW_LIFT,
    FLOWER_FLY,
    READ_PAUSE,
    SEAT_DRAW_FLY,
    WALL_BUILD,
    WIN_BANNER,
    Plan,
    Sprite,
    Visual,
    banner,
    bot_pause,
    fly,
    motion,
    moves,
    slot_place,
    wait,
)
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Change, Slot
from game.client.presenting.tween import Tween, Wait
from rules import events as ev
from rules.tiles import wind_tile


def seats_drawn(plan: Plan, e: ev.SeatsDrawn, change: Change, model: TableData, layout: TableLayout,
                visual: Visual, pace: str, bot: bool) -> None:
    """打风: the winds drawn in turn from the centre, each flying to its player's plate."""
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


def hand_started(plan: Plan, e: ev.HandStarted, change: Change, model: TableData, layout: TableLayout,
                 visual: Visual, pace: str, bot: bool) -> None:
    """A moment to read who deals."""
    plan.add(Wait(wait(READ_PAUSE, pace)))


def wall_built(plan: Plan, e: ev.WallBuilt, change: Change, model: TableData, layout: TableLayout,
               visual: Visual, pace: str, bot: bool) -> None:
    """The wall builds up around the table."""
    visual.wall_built = 0.0
    visual.count_progress = 0.0
    visual.count_keys = []
    visual.count_alpha = 0.0
    plan.add(Tween(visual, "wall_built", 1.0, motion(WALL_BUILD, pace), "linear", start=0.0))
    plan.add(Wait(motion(WALL_BUILD, pace) + wait(READ_PAUSE, pace)))


def dice_rolled(plan: Plan, e: ev.DiceRolled, change: Change, model: TableData, layout: TableLayout,
                visual: Visual, pace: str, bot: bool) -> None:
    """The dice tumble from the thrower into the centre."""
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


def count_order(model: TableData, side_seat: int, count: int) -> list[tuple[int, int]]:
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


def wall_broken(plan: Plan, e: ev.WallBroken, change: Change, model: TableData, layout: TableLayout,
                visual: Visual, pace: str, bot: bool) -> None:
    """The count along the wall to the break, with the dice as thrown."""
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


def tiles_dealt(plan: Plan, e: ev.TilesDealt, change: Change, model: TableData, layout: TableLayout,
                visual: Visual, pace: str, bot: bool) -> None:
    """The dealt tiles fly from the wall into the hand."""
    step = motion(DEAL_STEP, pace) * (1.6 if len(change.moves) > 1 else 1.0)
    moves(plan, change, model, layout, step, 0.0, stagger=step * 0.15)
    plan.add(Wait(plan.duration + motion(DEAL_GAP, pace)))
    seat = model.seats[e.seat]
    # The deal ends with the seat before the dealer's taking its last tile.
    if seat.concealed_count() == HAND_SIZE and e.seat == (model.dealer - 1) % len(model.seats):
        plan.milestone = "deal"


def flower_replaced(plan: Plan, e: ev.FlowerReplaced, change: Change, model: TableData, layout: TableLayout,
                    visual: Visual, pace: str, bot: bool) -> None:
    """The flower flies from the hand to the flowers' row."""
    delay = wait(BOT_PAUSE * 0.3, pace)
    moves(plan, change, model, layout, motion(FLOWER_FLY, pace), delay)
    plan.add(Wait(plan.duration + wait(READ_PAUSE * 0.6, pace)))
    plan.milestone = "flowers"


def tile_drawn(plan: Plan, e: ev.TileDrawn, change: Change, model: TableData, layout: TableLayout,
               visual: Visual, pace: str, bot: bool) -> None:
    """The drawn tile lifts from the wall into the hand."""
    moves(plan, change, model, layout, motion(DRAW_LIFT, pace), 0.0, easing="out_quad")
    plan.add(Wait(plan.duration + (wait(0.15, pace) if e.reason != "turn" else 0.0)))


def discarded(plan: Plan, e: ev.Discarded, change: Change, model: TableData, layout: TableLayout,
              visual: Visual, pace: str, bot: bool) -> None:
    """The discard flies to its river (after a bot's pause)."""
    delay = bot_pause(bot, 1.0, pace)
    moves(plan, change, model, layout, motion(DISCARD_FLY, pace), delay)
    plan.add(Wait(plan.duration + wait(0.1, pace)))
    plan.milestone = "discard"
    if model.wins and model.phase == "play":
        plan.extra_shots.append(("play-on", plan.duration))   # 血战到底: play goes on after a win


def _claim(plan: Plan, seat: int, change: Change, model: TableData, layout: TableLayout, pace: str, bot: bool,
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


def claimed(plan: Plan, e: ev.Claimed, change: Change, model: TableData, layout: TableLayout,
            visual: Visual, pace: str, bot: bool) -> None:
    """The claim's banner at the claimer, the meld's tiles flying to it."""
    _claim(plan, e.seat, change, model, layout, pace, bot, e.claim, BANNERS[e.claim],
           f"claim-{e.claim}")


def kong_declared(plan: Plan, e: ev.KongDeclared, change: Change, model: TableData, layout: TableLayout,
                  visual: Visual, pace: str, bot: bool) -> None:
    """The kong's banner, the tiles laid down."""
    _claim(plan, e.seat, change, model, layout, pace, bot, "kong", BANNERS[e.kong],
           f"kong-{e.kong}")


def kong_robbed(plan: Plan, e: ev.KongRobbed, change: Change, model: TableData, layout: TableLayout,
                visual: Visual, pace: str, bot: bool) -> None:
    """The robbing banner, the robbed tile flying to the winner."""
    _claim(plan, e.seat, change, model, layout, pace, bot, "win", BANNERS["rob"], "rob-kong")


def won(plan: Plan, e: ev.Won, change: Change, model: TableData, layout: TableLayout,
        visual: Visual, pace: str, bot: bool) -> None:
    """The win's banner (with its score and order) and the winning tile."""
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


def hand_exhausted(plan: Plan, e: ev.HandExhausted, change: Change, model: TableData, layout: TableLayout,
                   visual: Visual, pace: str, bot: bool) -> None:
    """The exhausted wall's banner over the centre."""
    showing = motion(WIN_BANNER, pace) if pace != "fast" else WIN_BANNER * 0.6
    banner(plan, BANNERS["exhausted"], layout.centre_point(), layout, showing, 0.0, BANNER_COLOURS["exhausted"])
    plan.add(Wait(showing + wait(READ_PAUSE, pace)))
    plan.milestone = "exhausted"
    plan.shot_at = showing * 0.5


def hands_revealed(plan: Plan, e: ev.HandsRevealed, change: Change, model: TableData, layout: TableLayout,
                   visual: Visual, pace: str, bot: bool) -> None:
    """A moment to see the hands laid face up."""
    plan.add(Wait(motion(0.3, pace) + wait(READ_PAUSE * 2, pace)))
    plan.milestone = "reveal"


def settled(plan: Plan, e: ev.Settled, change: Change, model: TableData, layout: TableLayout,
            visual: Visual, pace: str, bot: bool) -> None:
    """A moment before the settlement."""
    plan.add(Wait(wait(READ_PAUSE, pace)))
