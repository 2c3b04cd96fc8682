"""What a plan is made of: the durations of the motion, `Sprite`s drawn over the table for a
while, the scene's animated `Visual` values, the `Plan` an event gives (tweens, sprites, caption,
sounds with their delays, milestones), and the pieces every planner uses: where a table place
is on screen, a flying tile, a banner at a seat, score changes rising from the plates.

The planners of the common events (animation_plan.py) and of each variant's own (variants/)
are written with them. Durations are for the normal pace (docs/visual.md): slow doubles them,
fast shortens motion and drops the waits (a bot's pause, reading time).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

import pygame

from game.client.display.layout import SIDE_TURNS, TableLayout
from game.client.presenting.caption_kit import Caption
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Change, Slot
from game.client.presenting.tween import PACE_FACTORS, Tween
from game.client.ui.palette import BANNER_GREY, Colour
from rules.tiles import Tile

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
FLOAT_RISE = 1.3

WAIT_FACTORS = {"slow": 2.0, "normal": 1.0, "fast": 0.0}

BANNERS = {"chow": "吃", "pung": "碰", "kong": "杠", "concealed": "暗杠", "added": "加杠",
           "rob": "抢杠", "win": "胡", "self": "自摸", "exhausted": "荒庄"}
BANNER_COLOURS = {"chow": (30, 130, 70), "pung": (30, 90, 170), "kong": (110, 60, 160),
                  "win": (190, 30, 30), "exhausted": BANNER_GREY}


class Sprite:
    """A thing drawn over the table for a while: a flying tile, dice, a banner.

    `pos` is the top-left corner and `size` the box, both in window pixels (floats while
    tweening). `hides` is a table place not drawn while the sprite lives (its landing place).
    """

    def __init__(self, kind: str, pos: tuple[float, float], size: tuple[float, float], life: float,
                 **kw: Any) -> None:
        self.kind = kind                      # "tile", "dice", "banner", "glow", "float", "panel"
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
        self.colour: Colour = kw.get("colour", (200, 30, 30))
        self.hides: Optional[tuple] = kw.get("hides")
        self.layer: int = kw.get("layer", 1)
        self.appear: float = kw.get("appear", 0.0)   # not drawn before this age (seconds)
        self.glow: bool = kw.get("glow", False)      # a halo behind a tile (the 翻混 indicator)

    @property
    def visible(self) -> bool:
        """Old enough to be drawn."""
        return self.age >= self.appear

    @property
    def alive(self) -> bool:
        """Still on screen."""
        return self.age < self.life

    @property
    def rect(self) -> pygame.Rect:
        """Its box now, in whole pixels."""
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
    """How one event is presented: tweens and sprites, its caption, the sounds it makes (each
    with its delay after the start, timed to the motion), its milestone pictures."""

    tweens: list[Tween] = field(default_factory=list)
    sprites: list[Sprite] = field(default_factory=list)
    caption: Optional[Caption] = None
    milestone: Optional[str] = None
    shot_at: Optional[float] = None   # seconds after the start when the milestone picture is best
    duration: float = 0.0
    extra_shots: list[tuple[str, float]] = field(default_factory=list)  # more (milestone, at)
    sounds: list[tuple[str, float]] = field(default_factory=list)       # (effect, seconds after the start)

    def shots(self) -> list[tuple[str, float]]:
        """Every (milestone, seconds after the start) of this plan, in time order."""
        out = list(self.extra_shots)
        if self.milestone is not None:
            out.append((self.milestone, self.shot_at if self.shot_at is not None else self.duration))
        return sorted(out, key=lambda s: s[1])

    def add(self, tween: Tween) -> Tween:
        """Add a tween; the plan lasts until its last tween ends."""
        self.tweens.append(tween)
        self.duration = max(self.duration, tween.delay + tween.duration)
        return tween

    def sound(self, effect: str, at: float = 0.0) -> None:
        """Play `effect` `at` seconds after the plan starts."""
        self.sounds.append((effect, at))


def motion(seconds: float, pace: str) -> float:
    """A motion's length at `pace`."""
    return seconds * PACE_FACTORS[pace]


def wait(seconds: float, pace: str) -> float:
    """A pause's length at `pace` (none when fast)."""
    return seconds * WAIT_FACTORS[pace]


def bot_pause(bot: bool, share: float, pace: str) -> float:
    """The pause before a bot's move is shown (`share` of BOT_PAUSE); none for the human's."""
    return wait(BOT_PAUSE * share, pace) if bot else 0.0


# ---------------------------------------------------------------------- places of slots

def slot_key(slot: Slot) -> tuple:
    """The key a sprite hides its landing place by (TableView skips that place)."""
    return (slot.where, slot.seat, slot.index, slot.sub, slot.drawn)


def slot_place(slot: Slot, model: TableData, layout: TableLayout) -> tuple[pygame.Rect, int]:
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
        placed_melds = layout.meld_rects(side, shapes)
        if slot.index < len(placed_melds) and slot.sub < len(placed_melds[slot.index]):
            p = placed_melds[slot.index][slot.sub]
            return p.rect, p.turns
        return layout.hand_slot(side, 0), SIDE_TURNS[side]
    if slot.where == "flower":
        rects = layout.flower_rects(side, slot.index + 1)
        return rects[slot.index], 0
    if slot.where in ("wall", "indicator"):   # indicator: face up on top of its stack (翻混)
        return wall_place(model, layout, (slot.seat, slot.index, slot.sub if slot.where == "wall" else 0))
    if slot.where == "centre":
        return layout.seat_draw_rects(len(model.seats))[slot.index], 0
    if slot.where == "plate":
        plate = layout.plate_rect(side)
        w, h = layout.tile_size("river")
        return pygame.Rect(plate.right - w - layout.px(4), plate.top + layout.px(4), w, h), 0
    raise ValueError(f"unknown table place {slot.where!r}")


PILE_TURNS = 1     # a pile's stacks lie across it, as a side wall's do


def wall_place(model: TableData, layout: TableLayout, key: tuple[int, int, int]) -> tuple[pygame.Rect, int]:
    """The window rect and art quarter-turns of a wall place (side, stack, layer): on the side of
    the seat in front of it, or, for a wall split in piles (a table of two), in its pile."""
    if model.piles is not None:
        pile, stack, layer = model.piles.places[key]
        return layout.pile_stack_rect(pile, stack, layer, model.piles.stacks[pile]), PILE_TURNS
    side = model.side_of(key[0])
    stacks = model.stacks_per_side
    return layout.wall_stack_rect(side, key[1], key[2], stacks[key[0]], max(stacks)), SIDE_TURNS[side]


# ---------------------------------------------------------------------- pieces of plans

def fly(plan: Plan, kind: Optional[Tile], src: tuple[pygame.Rect, int], dst: tuple[pygame.Rect, int],
        dst_key: tuple, duration: float, delay: float = 0.0, face_up: bool = True,
        easing: str = "out_cubic") -> Sprite:
    """A tile flying from one rect to another; its landing place is hidden until it lands."""
    (srect, _), (drect, turns) = src, dst
    sprite = Sprite("tile", (float(srect.x), float(srect.y)), (float(srect.w), float(srect.h)),
                    life=delay + duration, tile=kind, face_up=face_up and kind is not None,
                    turns=turns, hides=dst_key, layer=2)
    plan.sprites.append(sprite)
    plan.add(Tween(sprite, "pos", (float(drect.x), float(drect.y)), duration, easing, delay))
    plan.add(Tween(sprite, "size", (float(drect.w), float(drect.h)), duration, easing, delay))
    return sprite


def moves(plan: Plan, change: Change, model: TableData, layout: TableLayout, duration: float,
          delay: float, stagger: float = 0.0, easing: str = "out_cubic") -> None:
    """Every tile the event moved flies from its old place to its new one."""
    for i, move in enumerate(change.moves):
        src = slot_place(move.src, model, layout)
        dst = slot_place(move.dst, model, layout)
        fly(plan, move.kind, src, dst, slot_key(move.dst), duration, delay + i * stagger,
            face_up=move.face_up, easing=easing)


def banner(plan: Plan, text: str, centre: tuple[int, int], layout: TableLayout, duration: float,
           delay: float, colour: Colour, sub: str = "") -> Sprite:
    """A round banner (吃, 碰, 胡 ...) that pops up at `centre` and fades at its end."""
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


def banner_time(pace: str) -> float:
    """How long a set-up step's banner (定缺, 坐庄 ...) stays."""
    return motion(CLAIM_BANNER * 1.3, pace) if pace != "fast" else CLAIM_BANNER * 0.8


def seat_banner(plan: Plan, model: TableData, layout: TableLayout, seat: int, text: str,
                colour: Colour, pace: str, delay: float = 0.0, sub: str = "") -> float:
    """A set-up step's banner at a seat; returns how long it stays."""
    duration = banner_time(pace)
    banner(plan, text, layout.banner_center(model.side_of(seat)), layout, duration, delay, colour, sub)
    return duration


def floats(plan: Plan, model: TableData, layout: TableLayout, payments: tuple[int, ...], pace: str,
           delay: float = 0.0) -> float:
    """Score changes rising from the plates: +N green, −N red; returns how long they rise."""
    rise = motion(FLOAT_RISE, pace) if pace != "fast" else FLOAT_RISE * 0.7
    for seat, pay in enumerate(payments):
        if not pay:
            continue
        plate = layout.plate_rect(model.side_of(seat))
        x, y = plate.centerx, plate.top - layout.px(12)
        if model.side_of(seat) == 0:
            x = plate.right - layout.px(22)    # clear of the left player's melds above the plate
        if model.side_of(seat) == 2:
            y = plate.bottom + layout.px(14)   # the top plate: below it
        colour = (120, 235, 120) if pay > 0 else (255, 120, 110)
        sprite = Sprite("float", (float(x), float(y)), (0.0, float(layout.px(20))), life=delay + rise,
                        text=f"{pay:+d}", colour=colour, layer=4)
        sprite.alpha = 0.0
        plan.sprites.append(sprite)
        plan.add(Tween(sprite, "alpha", 255.0, rise * 0.15, "linear", delay, start=0.0))
        plan.add(Tween(sprite, "pos", (float(x), float(y - layout.px(30))), rise, "out_cubic", delay))
        plan.add(Tween(sprite, "alpha", 0.0, rise * 0.3, "linear", delay + rise * 0.7, start=255.0))
    return rise

