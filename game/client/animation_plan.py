"""From one event to its animation: tweens, transient sprites, a caption and a milestone.

`plan_event(event, change, model, layout, visual, pace, actor_is_bot)` is pure apart from the
objects it creates: it reads the model *after* the event was applied and the `Change` the model
returned (which tiles moved from where to where), and returns a `Plan` whose tweens move
sprites (flying tiles, dice, banners) and the scene's `Visual` values (wall building, the count
of the break). While a sprite flies to a table place, that place is hidden, so each tile is
drawn exactly once and lands where the model says it is.

Durations are for the normal pace (docs/visual.md): slow doubles them, fast shortens motion and
drops the waits (a bot's pause, reading time).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

import pygame

from rules.tiles import Tile

from .captions import Caption, caption_for
from .layout import SIDE_TURNS, TableLayout
from .model import Change, Slot, TableModel
from .tween import PACE_FACTORS, Tween, Wait

# Seconds at the normal pace.
DISCARD_FLY = 0.2
DRAW_LIFT = 0.15
DEAL_STEP = 0.1
DEAL_GAP = 0.04
CLAIM_BANNER = 0.7
CLAIM_FLY = 0.35
DICE_TUMBLE = 0.8
COUNT_STEP = 0.09
SEAT_DRAW_FLY = 0.35
BOT_PAUSE = 0.6
WALL_BUILD = 1.0
FLOWER_FLY = 0.3
WIN_BANNER = 1.4
READ_PAUSE = 0.5

WAIT_FACTORS = {"slow": 2.0, "normal": 1.0, "fast": 0.0}

BANNERS = {"chow": "吃", "pung": "碰", "kong": "杠", "concealed": "暗杠", "added": "加杠",
           "rob": "抢杠", "win": "胡", "self": "自摸", "exhausted": "荒庄"}


class Sprite:
    """A thing drawn over the table for a while: a flying tile, dice, a banner.

    `pos` is the top-left corner and `size` the box, both in window pixels (floats while
    tweening). `hides` is a table place not drawn while the sprite lives (its landing place).
    """

    def __init__(self, kind: str, pos: tuple[float, float], size: tuple[float, float], life: float,
                 **kw: Any) -> None:
        self.kind = kind                      # "tile", "dice", "banner", "glow"
        self.pos = pos
        self.size = size
        self.life = life
        self.age = 0.0
        self.alpha = 255.0
        self.scale = 1.0
        self.spin = 1.0                       # dice: 0 tumbling .. 1 settled
        self.tile: Optional[Tile] = kw.get("tile")
        self.face_up: bool = kw.get("face_up", True)
        self.turns: int = kw.get("turns", 0)
        self.text: str = kw.get("text", "")
        self.sub: str = kw.get("sub", "")
        self.values: tuple[int, ...] = kw.get("values", ())
        self.colour: tuple[int, int, int] = kw.get("colour", (200, 30, 30))
        self.hides: Optional[tuple] = kw.get("hides")
        self.layer: int = kw.get("layer", 1)
        self.appear: float = kw.get("appear", 0.0)   # not drawn before this age (seconds)
        self.glow: bool = kw.get("glow", False)      # a halo behind a tile (the 翻混 indicator)

    @property
    def visible(self) -> bool:
        return self.age >= self.appear

    @property
    def alive(self) -> bool:
        return self.age < self.life

    @property
    def rect(self) -> pygame.Rect:
        w, h = self.size
        return pygame.Rect(round(self.pos[0]), round(self.pos[1]), max(1, round(w)), max(1, round(h)))


class Visual:
    """Scene values animated by tweens (not table facts: those live in the model)."""

    def __init__(self) -> None:
        self.wall_built = 1.0        # fraction of each wall's stacks standing (building)
        self.count_progress = 0.0    # stacks counted at the break so far
        self.count_keys: list[tuple[int, int]] = []   # (seat side, stack) in counting order
        self.count_alpha = 0.0       # the count highlight fades after the break


@dataclass
class Plan:
    tweens: list[Tween] = field(default_factory=list)
    sprites: list[Sprite] = field(default_factory=list)
    caption: Optional[Caption] = None
    milestone: Optional[str] = None
    shot_at: Optional[float] = None   # seconds after the start when the milestone picture is best
    duration: float = 0.0
    extra_shots: list[tuple[str, float]] = field(default_factory=list)  # more (milestone, at)

    def shots(self) -> list[tuple[str, float]]:
        """Every (milestone, seconds after the start) of this plan, in time order."""
        out = list(self.extra_shots)
        if self.milestone is not None:
            out.append((self.milestone, self.shot_at if self.shot_at is not None else self.duration))
        return sorted(out, key=lambda s: s[1])

    def add(self, tween: Tween) -> Tween:
        self.tweens.append(tween)
        self.duration = max(self.duration, tween.delay + tween.duration)
        return tween


def motion(seconds: float, pace: str) -> float:
    return seconds * PACE_FACTORS[pace]


def wait(seconds: float, pace: str) -> float:
    return seconds * WAIT_FACTORS[pace]


# ---------------------------------------------------------------------- reading the set-up captions

CAPTION_LINE_SECONDS = 1.5     # reading time of one caption line at the normal pace
SETUP_PHASES = ("idle", "seats", "wall", "dice", "deal")   # TableModel.phase before the first turn
# Events that follow one another as one step of the ceremony: their captions only say the same
# thing of another seat, so the motion goes on and the newest of them is shown when the one on
# screen has been read. Any other event is a step of its own and waits for the reading.
CAPTION_STEPS = {"TilesDealt": "deal", "FlowerReplaced": "flowers", "FlowerTally": "flowers",
                 "VoidChosen": "void", "PullChosen": "pull", "ExchangeChosen": "exchange"}


def caption_hold(lines: int, pace: str) -> float:
    """Seconds a set-up caption of `lines` drawn lines stays before the next one may replace
    it: 1.5 s a line at the normal pace, twice that when slow, none when fast."""
    return wait(CAPTION_LINE_SECONDS * max(1, lines), pace)


def caption_line_count(text: str, fits: Callable[[str], bool]) -> int:
    """The lines the caption box draws for `text`: one when it fits the box, else two
    (TableView.draw_caption splits a long caption in two)."""
    return 1 if fits(text) else 2


def caption_step(event: Any) -> Optional[str]:
    """The ceremony step an event belongs to (CAPTION_STEPS; a flower's replacement draw goes
    with its flower), or None when the event is a step of its own."""
    name = type(event).__name__
    if name == "TileDrawn" and getattr(event, "reason", None) == "flower":
        return "flowers"
    return CAPTION_STEPS.get(name)


def in_ceremony(model: TableModel) -> bool:
    """The table is still in its set-up ceremony (打风, wall, dice, break, deal, 补花, 定缺 ...)."""
    return model.phase in SETUP_PHASES


# ---------------------------------------------------------------------- places of slots

def slot_key(slot: Slot) -> tuple:
    return (slot.where, slot.seat, slot.index, slot.sub, slot.drawn)


def slot_place(slot: Slot, model: TableModel, layout: TableLayout) -> tuple[pygame.Rect, int]:
    """The window rect and art quarter-turns of a table place, for the model as it is now
    (hand slots use the row length recorded in the slot)."""
    side = model.side_of(slot.seat)
    if slot.where == "hand":
        count = max(slot.count, slot.index + 1)
        placed = layout.hand_rects(side, count, drawn=slot.drawn)
        p = placed[min(slot.index, count - 1)]
        return p.rect, p.turns
    if slot.where == "river":
        total = len(model.seats[slot.seat].river)
        p = layout.river_rect(side, slot.index, total)
        return p.rect, p.turns
    if slot.where == "meld":
        shapes = [m.shape() for m in model.seats[slot.seat].melds]
        placed = layout.meld_rects(side, shapes)
        if slot.index < len(placed) and slot.sub < len(placed[slot.index]):
            p = placed[slot.index][slot.sub]
            return p.rect, p.turns
        return layout.hand_slot(side, 0), SIDE_TURNS[side]
    if slot.where == "flower":
        rects = layout.flower_rects(side, slot.index + 1)
        return rects[slot.index], 0
    if slot.where == "wall":
        stacks = model.stacks_per_side
        rect = layout.wall_stack_rect(side, slot.index, slot.sub, stacks[slot.seat], max(stacks))
        return rect, SIDE_TURNS[side]
    if slot.where == "centre":
        return layout.seat_draw_rects()[slot.index % 4], 0
    if slot.where == "indicator":   # 天津 翻混: face up on top of its stack
        stacks = model.stacks_per_side
        rect = layout.wall_stack_rect(side, slot.index, 0, stacks[slot.seat], max(stacks))
        return rect, SIDE_TURNS[side]
    if slot.where == "plate":
        plate = layout.plate_rect(side)
        w, h = layout.tile_size("river")
        return pygame.Rect(plate.right - w - layout.px(4), plate.top + layout.px(4), w, h), 0
    raise ValueError(f"unknown table place {slot.where!r}")


def _fly(plan: Plan, kind: Optional[Tile], src: tuple[pygame.Rect, int], dst: tuple[pygame.Rect, int],
         dst_key: tuple, duration: float, delay: float = 0.0, face_up: bool = True,
         easing: str = "out_cubic", arc: float = 0.0) -> Sprite:
    """A tile flying from one rect to another; its landing place is hidden until it lands."""
    (srect, _), (drect, turns) = src, dst
    sprite = Sprite("tile", (float(srect.x), float(srect.y)), (float(srect.w), float(srect.h)),
                    life=delay + duration, tile=kind, face_up=face_up and kind is not None,
                    turns=turns, hides=dst_key, layer=2)
    plan.sprites.append(sprite)
    plan.add(Tween(sprite, "pos", (float(drect.x), float(drect.y)), duration, easing, delay))
    plan.add(Tween(sprite, "size", (float(drect.w), float(drect.h)), duration, easing, delay))
    return sprite


def _banner(plan: Plan, text: str, centre: tuple[int, int], layout: TableLayout, duration: float,
            delay: float, colour: tuple[int, int, int], sub: str = "") -> Sprite:
    size = layout.px(150)
    sprite = Sprite("banner", (centre[0] - size / 2, centre[1] - size / 2), (size, size),
                    life=delay + duration, text=text, sub=sub, colour=colour, layer=3)
    sprite.scale = 0.3
    sprite.alpha = 0.0
    pop = min(0.22, duration * 0.3)
    plan.add(Tween(sprite, "scale", 1.0, pop, "out_back", delay))
    plan.add(Tween(sprite, "alpha", 255.0, pop * 0.6, "linear", delay))
    plan.add(Tween(sprite, "alpha", 0.0, duration * 0.25, "linear", delay + duration * 0.75, start=255.0))
    plan.sprites.append(sprite)
    return sprite


BANNER_COLOURS = {"chow": (30, 130, 70), "pung": (30, 90, 170), "kong": (110, 60, 160),
                  "win": (190, 30, 30), "exhausted": (90, 90, 90)}


# ---------------------------------------------------------------------- the planner

def plan_event(event: Any, change: Change, model: TableModel, layout: TableLayout, visual: Visual,
               pace: str = "normal", actor_is_bot: bool = True) -> Plan:
    """Tweens, sprites, caption and milestone for one applied event."""
    plan = Plan(caption=caption_for(event, model))
    handler = globals().get("_p_" + type(event).__name__)
    if handler is None:
        from . import animation_variants   # the variants' own events (imports this module)
        handler = getattr(animation_variants, "_p_" + type(event).__name__, None)
    if handler is not None:
        handler(plan, event, change, model, layout, visual, pace, actor_is_bot)
    if plan.shot_at is None:
        plan.shot_at = plan.duration
    return plan


def _moves(plan: Plan, change: Change, model: TableModel, layout: TableLayout, duration: float,
           delay: float, stagger: float = 0.0, easing: str = "out_cubic") -> None:
    for i, move in enumerate(change.moves):
        src = slot_place(move.src, model, layout)
        dst = slot_place(move.dst, model, layout)
        _fly(plan, move.kind, src, dst, slot_key(move.dst), duration, delay + i * stagger,
             face_up=move.face_up, easing=easing)


def _p_SeatsDrawn(plan, e, change, model, layout, visual, pace, bot):
    # The four winds lie face down in the centre; the dice say who draws first (thrown by player
    # 0, or 天津's WindsDrawn throw); each player in turn draws one: it turns face up, flies to
    # his name plate and stays there until everyone has drawn.
    fly = motion(SEAT_DRAW_FLY, pace)
    start = wait(READ_PAUSE, pace) + motion(0.4, pace)
    step = fly + wait(0.35, pace)
    rects = layout.seat_draw_rects()
    order = sorted(range(4), key=lambda p: model.seat_of_player[p])
    throw = getattr(model, "winds_drawn", None)
    dice, thrower = tuple(getattr(e, "dice", ())), 0
    if dice:
        order = [(e.first + k) % 4 for k in range(4)]
    elif throw is not None:
        dice, thrower, order = tuple(throw.values), throw.thrower, list(throw.order)
    thrown = None
    if dice:
        thrown = _seat_dice(plan, dice, model.side_of(model.seat_of_player[thrower]), layout, pace)
        start += motion(DICE_TUMBLE, pace) + wait(READ_PAUSE, pace)
    end = start + 4 * step + wait(READ_PAUSE * 2.5, pace) + 0.05
    for n, player in enumerate(order):
        seat = model.seat_of_player[player]
        wind_tile = Tile.parse(f"{'ESWN'.index(e.winds[player]) + 1}z")
        dst, _ = slot_place(Slot("plate", seat), model, layout)
        delay = start + n * step
        face_down = Sprite("tile", (float(rects[player].x), float(rects[player].y)),
                           (float(rects[player].w), float(rects[player].h)), life=delay, tile=None,
                           face_up=False, layer=2)
        plan.sprites.append(face_down)
        flying = _fly(plan, wind_tile, (rects[player], 0), (dst, 0), ("seatwind", seat), fly, delay)
        flying.life = end  # stays on the plate, face up, until the last player has drawn
        flying.appear = delay  # until drawn, only the face-down tile shows
    if thrown is not None:
        thrown.life = end   # the throw stays under the winds until the last one is drawn
    plan.add(Wait(end))
    plan.milestone = "seat-draw"
    plan.shot_at = start + 2 * step + fly * 0.5


def _seat_dice(plan, dice: tuple, side: int, layout: TableLayout, pace: str) -> Sprite:
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


def _p_HandStarted(plan, e, change, model, layout, visual, pace, bot):
    plan.add(Wait(wait(READ_PAUSE, pace)))


def _p_WallBuilt(plan, e, change, model, layout, visual, pace, bot):
    visual.wall_built = 0.0
    visual.count_progress = 0.0
    visual.count_keys = []
    visual.count_alpha = 0.0
    plan.add(Tween(visual, "wall_built", 1.0, motion(WALL_BUILD, pace), "linear", start=0.0))
    plan.add(Wait(motion(WALL_BUILD, pace) + wait(READ_PAUSE, pace)))


def _p_DiceRolled(plan, e, change, model, layout, visual, pace, bot):
    throw = len(model.dice) - 1
    rects = layout.dice_rects(2)
    thrower = model.side_of(e.seat)
    start = layout.banner_center(thrower)
    tumble = motion(DICE_TUMBLE, pace)
    delay = wait(BOT_PAUSE * 0.5, pace) if bot else 0.0
    sprite = Sprite("dice", (start[0] - rects[0].w, start[1] - rects[0].h / 2),
                    (rects[1].right - rects[0].x, rects[0].h), life=delay + tumble + wait(READ_PAUSE, pace) + 0.01,
                    values=tuple(e.values), hides=("dice", throw), layer=3)
    sprite.spin = 0.0
    plan.sprites.append(sprite)
    plan.add(Tween(sprite, "pos", (float(rects[0].x), float(rects[0].y)), tumble, "out_bounce", delay))
    plan.add(Tween(sprite, "spin", 1.0, tumble, "out_quad", delay, start=0.0))
    plan.add(Wait(delay + tumble + wait(READ_PAUSE * 2, pace)))


def count_order(model: TableModel, side_seat: int, count: int) -> list[tuple[int, int]]:
    """(wall seat, stack) counted at the break: from the right end of `side_seat`'s wall,
    running on clockwise into the next wall (the seat before it) when the count is larger."""
    out = []
    seat = side_seat
    stack = 0
    for _ in range(count):
        if stack >= model.stacks_per_side[seat]:
            seat = (seat - 1) % 4
            stack = 0
        out.append((seat, stack))
        stack += 1
    return out


def _p_WallBroken(plan, e, change, model, layout, visual, pace, bot):
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


def _p_TilesDealt(plan, e, change, model, layout, visual, pace, bot):
    step = motion(DEAL_STEP, pace) * (1.6 if len(change.moves) > 1 else 1.0)
    _moves(plan, change, model, layout, step, 0.0, stagger=step * 0.15)
    plan.add(Wait(plan.duration + motion(DEAL_GAP, pace)))
    seat = model.seats[e.seat]
    if seat.concealed_count() == 13 and e.seat == (model.dealer + 3) % 4:
        plan.milestone = "deal"


def _p_FlowerReplaced(plan, e, change, model, layout, visual, pace, bot):
    delay = wait(BOT_PAUSE * 0.3, pace)
    _moves(plan, change, model, layout, motion(FLOWER_FLY, pace), delay)
    plan.add(Wait(plan.duration + wait(READ_PAUSE * 0.6, pace)))
    plan.milestone = "flowers"


def _p_TileDrawn(plan, e, change, model, layout, visual, pace, bot):
    _moves(plan, change, model, layout, motion(DRAW_LIFT, pace), 0.0, easing="out_quad")
    plan.add(Wait(plan.duration + (wait(0.15, pace) if e.reason != "turn" else 0.0)))


def _p_Discarded(plan, e, change, model, layout, visual, pace, bot):
    delay = wait(BOT_PAUSE, pace) if bot else 0.0
    _moves(plan, change, model, layout, motion(DISCARD_FLY, pace), delay)
    plan.add(Wait(plan.duration + wait(0.1, pace)))
    plan.milestone = "discard"
    if model.wins and model.phase == "play":
        plan.extra_shots.append(("play-on", plan.duration))   # 血战到底: play goes on after a win


def _claim(plan, kind, seat, change, model, layout, pace, bot, colour_key, text, milestone):
    delay = wait(BOT_PAUSE * 0.5, pace) if bot else 0.0
    banner = motion(CLAIM_BANNER, pace) if pace != "fast" else CLAIM_BANNER * 0.6
    fly = min(motion(CLAIM_FLY, pace), banner * 0.5)
    centre = layout.banner_center(model.side_of(seat))
    # The banner shows for `banner` seconds and only fades after the tiles have landed.
    _banner(plan, text, centre, layout, banner, delay, BANNER_COLOURS[colour_key])
    _moves(plan, change, model, layout, fly, delay + banner * 0.12, stagger=0.02)
    plan.add(Wait(delay + banner + wait(0.1, pace)))
    plan.milestone = milestone
    plan.shot_at = delay + banner * 0.12 + fly + 0.06


def _p_Claimed(plan, e, change, model, layout, visual, pace, bot):
    _claim(plan, e.claim, e.seat, change, model, layout, pace, bot, e.claim, BANNERS[e.claim],
           f"claim-{e.claim}")


def _p_KongDeclared(plan, e, change, model, layout, visual, pace, bot):
    _claim(plan, "kong", e.seat, change, model, layout, pace, bot, "kong", BANNERS[e.kong],
           f"kong-{e.kong}")


def _p_KongRobbed(plan, e, change, model, layout, visual, pace, bot):
    _claim(plan, "rob", e.seat, change, model, layout, pace, bot, "win", BANNERS["rob"], "rob-kong")


def _p_Won(plan, e, change, model, layout, visual, pace, bot):
    delay = wait(BOT_PAUSE * 0.5, pace) if bot else 0.0
    banner = motion(WIN_BANNER, pace) if pace != "fast" else WIN_BANNER * 0.6
    centre = layout.banner_center(model.side_of(e.seat))
    text = BANNERS["self"] if e.self_drawn else BANNERS["win"]
    from .captions import score_words
    sub = score_words(e.score)[0]
    order = model.seats[e.seat].win_order
    if order is not None and (model.variant == "sichuan" or order > 1):
        sub = f"第{order}家 · {sub}"
    _banner(plan, text, centre, layout, banner, delay, BANNER_COLOURS["win"], sub=sub)
    _moves(plan, change, model, layout, motion(CLAIM_FLY, pace), delay + 0.1)
    plan.add(Wait(delay + banner + wait(READ_PAUSE, pace)))
    plan.milestone = "win"
    plan.shot_at = delay + banner * 0.5


def _p_HandExhausted(plan, e, change, model, layout, visual, pace, bot):
    banner = motion(WIN_BANNER, pace) if pace != "fast" else WIN_BANNER * 0.6
    _banner(plan, BANNERS["exhausted"], layout.centre_point(), layout, banner, 0.0, BANNER_COLOURS["exhausted"])
    plan.add(Wait(banner + wait(READ_PAUSE, pace)))
    plan.milestone = "exhausted"
    plan.shot_at = banner * 0.5


def _p_HandsRevealed(plan, e, change, model, layout, visual, pace, bot):
    plan.add(Wait(motion(0.3, pace) + wait(READ_PAUSE * 2, pace)))
    plan.milestone = "reveal"


def _p_Settled(plan, e, change, model, layout, visual, pace, bot):
    plan.add(Wait(wait(READ_PAUSE, pace)))
