"""二人麻将's motion: the two piles built, the exchange's tiles flying to the reserve and back, the
indicator lifted off the reserve and shown large, the 报听 banner, the 海底捞月 draw from the
reserve (slow, glowing); the common draw otherwise."""
from __future__ import annotations

import pygame

from game.client.display.layout import TableLayout
from game.client.presenting.plan_kit import (
    DRAW_LIFT,
    READ_PAUSE,
    WALL_BUILD,
    Plan,
    Sprite,
    Visual,
    banner,
    banner_time,
    fly,
    motion,
    seat_banner,
    slot_key,
    slot_place,
    wait,
    wall_place,
)
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Change
from game.client.presenting.tween import Call, Tween, Wait
from rules import events as ev
from rules.variants.erren.events import ExchangeChosen, IndicatorRevealed, LastChance, ReadyDeclared, ReserveSet, TilesExchanged

from ..ui.palette import MARK_ORANGE, MARK_PINK, MARK_RED
from .erren_state import RESERVE

SWAP_FLY = 0.45          # a tile of the exchange to or from the reserve
SHOW_LIFT, SHOW_HOLD, SHOW_BACK = 0.5, 1.6, 0.45     # the indicator shown large
LAST_DRAW = 0.7          # the 海底捞月 tile lifted from the reserve


def reserve_set_plan(plan: Plan, e: ReserveSet, change: Change, model: TableData, layout: TableLayout,
                     visual: Visual, pace: str, bot: bool) -> None:
    """The two piles build up (the wall was not drawn before they were known)."""
    visual.wall_built = 0.0
    plan.add(Tween(visual, "wall_built", 1.0, motion(WALL_BUILD, pace), "linear", start=0.0))
    plan.add(Wait(motion(WALL_BUILD, pace) + wait(READ_PAUSE * 2, pace)))
    plan.milestone = "piles"


def exchange_chosen_plan(plan: Plan, e: ExchangeChosen, change: Change, model: TableData, layout: TableLayout,
                         visual: Visual, pace: str, bot: bool) -> None:
    """A moment while a seat chooses (a bot's longer)."""
    plan.add(Wait(wait(0.3 if bot else 0.1, pace)))


def tiles_exchanged_plan(plan: Plan, e: TilesExchanged, change: Change, model: TableData, layout: TableLayout,
                         visual: Visual, pace: str, bot: bool) -> None:
    """The tiles given back fly face down to the reserve, then as many come from it; a banner
    at the seat says how many."""
    flight = motion(SWAP_FLY, pace)
    back = [m for m in change.moves if m.dst.where == "wall"]
    come = [m for m in change.moves if m.dst.where != "wall"]
    for i, move in enumerate(back):
        fly(plan, None, slot_place(move.src, model, layout), slot_place(move.dst, model, layout),
            ("swap", i), flight, i * 0.04, face_up=False)
    start = flight + len(back) * 0.04 + motion(0.1, pace) if back else 0.0
    for i, move in enumerate(come):
        fly(plan, move.kind, slot_place(move.src, model, layout), slot_place(move.dst, model, layout),
            slot_key(move.dst), flight, start + i * 0.04, face_up=move.face_up)
    shown = seat_banner(plan, model, layout, e.seat, "换牌", MARK_ORANGE if e.tiles else MARK_PINK, pace,
                        sub=f"×{len(e.tiles)}")
    plan.add(Wait(max(plan.duration, shown) + wait(READ_PAUSE, pace)))
    plan.milestone = "exchange"
    plan.shot_at = start + flight * 0.5 if come else shown * 0.5


def indicator_rect(layout: TableLayout) -> pygame.Rect:
    """Where the indicator is shown large while it is turned up: over the centre."""
    w, h = layout.px(58), layout.px(80)
    cx, cy = layout.centre_point()
    return pygame.Rect(cx - w // 2, cy - h // 2 - layout.px(6), w, h)


def indicator_revealed_plan(plan: Plan, e: IndicatorRevealed, change: Change, model: TableData,
                            layout: TableLayout, visual: Visual, pace: str, bot: bool) -> None:
    """The reserve's first tile lifts face up, grows over the centre (glowing, named 花牌, +1 番
    each), then lies back face up on its stack."""
    lift = motion(SHOW_LIFT, pace)
    hold = max(motion(SHOW_HOLD, pace), 1.0)     # read even at the fast pace: it scores every hand
    back = motion(SHOW_BACK, pace)
    big = indicator_rect(layout)
    move = change.moves[0] if change.moves else None
    if move is not None:
        src = slot_place(move.src, model, layout)
        dst = slot_place(move.dst, model, layout)
        sprite = fly(plan, e.kind, src, (big, 0), slot_key(move.dst), lift, 0.0, easing="out_cubic")
        sprite.glow = True
        sprite.life = lift + hold + back
        plan.add(Tween(sprite, "pos", (float(dst[0].x), float(dst[0].y)), back, "in_out_quad", lift + hold))
        plan.add(Tween(sprite, "size", (float(dst[0].w), float(dst[0].h)), back, "in_out_quad", lift + hold))
        sprite.turns = 0    # upright while shown large; turned to lie across its pile as it lands
        plan.add(Call(lambda: setattr(sprite, "turns", dst[1]), lift + hold + back * 0.5))
    backing = big.inflate(layout.px(120), layout.px(64)).move(0, -layout.px(8))
    panel = Sprite("panel", (float(backing.x), float(backing.y)), (float(backing.w), float(backing.h)),
                   life=lift + hold + back * 0.3, layer=1)
    panel.alpha = 0.0
    plan.sprites.append(panel)
    plan.add(Tween(panel, "alpha", 255.0, lift * 0.5, "linear", 0.0, start=0.0))
    for text, y, colour in (("花牌", big.top - layout.px(18), (255, 200, 228)),
                            ("每张+1番", big.bottom + layout.px(16), (255, 214, 90))):
        label = Sprite("float", (float(big.centerx), float(y)), (0.0, float(layout.px(20))), life=lift + hold,
                       text=text, colour=colour, layer=4)
        label.alpha = 0.0
        plan.sprites.append(label)
        plan.add(Tween(label, "alpha", 255.0, lift * 0.5, "linear", lift * 0.5, start=0.0))
    plan.add(Wait(lift + hold + back + wait(READ_PAUSE, pace)))
    plan.milestone = "indicator"
    plan.shot_at = lift + hold * 0.5


def ready_declared_plan(plan: Plan, e: ReadyDeclared, change: Change, model: TableData, layout: TableLayout,
                        visual: Visual, pace: str, bot: bool) -> None:
    """The 报听 (天听) banner at the seat."""
    shown = seat_banner(plan, model, layout, e.seat, "天听" if e.tianting else "报听", MARK_RED, pace)
    plan.add(Wait(shown * 0.8 + wait(READ_PAUSE * 0.5, pace)))
    plan.milestone = "baoting"
    plan.shot_at = shown * 0.5


def last_chance_plan(plan: Plan, e: LastChance, change: Change, model: TableData, layout: TableLayout,
                     visual: Visual, pace: str, bot: bool) -> None:
    """海底捞月: a banner over the centre, and the reserve's next tile glowing until it is drawn."""
    duration = banner_time(pace) * 1.4
    banner(plan, "海底捞月", layout.centre_point(), layout, duration, 0.0, MARK_RED, sub="备用牌")
    piles = model.piles
    if piles is not None:
        standing = [k for k in piles.keys_of(RESERVE) if model.wall.get(k)]
        if standing:
            rect, _turns = wall_place(model, layout, standing[0])
            halo = Sprite("glow", (float(rect.x), float(rect.y)), (float(rect.w), float(rect.h)), life=duration,
                          layer=0)
            plan.sprites.append(halo)
    plan.add(Wait(duration + wait(READ_PAUSE, pace)))
    plan.milestone = "last-chance"
    plan.shot_at = duration * 0.5


# ---------------------------------------------------------------------- the common events, for two
def wall_built_plan(plan: Plan, e: ev.WallBuilt, change: Change, model: TableData, layout: TableLayout,
                    visual: Visual, pace: str, bot: bool) -> None:
    """Nothing stands yet: the piles build when the reserve is set apart (ReserveSet)."""
    visual.wall_built = 0.0
    visual.count_keys = []
    visual.count_alpha = 0.0
    plan.add(Wait(wait(READ_PAUSE, pace)))


def wall_broken_plan(plan: Plan, e: ev.WallBroken, change: Change, model: TableData, layout: TableLayout,
                     visual: Visual, pace: str, bot: bool) -> None:
    """No dice and no count (two players deal from the first stack): a moment for the caption,
    and no picture of a table with nothing on it yet."""
    visual.count_keys = []
    visual.count_alpha = 0.0
    plan.add(Wait(wait(READ_PAUSE, pace)))


def tile_drawn_plan(plan: Plan, e: ev.TileDrawn, change: Change, model: TableData, layout: TableLayout,
                    visual: Visual, pace: str, bot: bool) -> None:
    """A draw; the 海底捞月 tile rises slowly from the reserve, glowing, before it joins the hand."""
    last = e.source == "reserve"
    for move in change.moves:
        sprite = fly(plan, move.kind, slot_place(move.src, model, layout), slot_place(move.dst, model, layout),
                     slot_key(move.dst), motion(LAST_DRAW if last else DRAW_LIFT, pace), 0.0,
                     face_up=move.face_up, easing="in_out_quad" if last else "out_quad")
        sprite.glow = last
    plan.add(Wait(plan.duration + (wait(READ_PAUSE, pace) if last else wait(0.15, pace) if e.reason != "turn"
                                   else 0.0)))
    if last:
        plan.milestone = "haidi"
        plan.shot_at = motion(LAST_DRAW, pace) * 0.6
