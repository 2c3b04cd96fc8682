"""Animation plans for the variants' own events (looked up by `animation_plan.plan_event`).

Same contract as the generic planners: read the model after the event and the `Change`, return
tweens and sprites; durations are for the normal pace. Milestones named here: `void`,
`exchange`, `kong-paid` (四川), `la-zhuang`, `hun-reveal`, `xiaoxianggong`, `chan`, `kong-score`
(天津), `baozi`, `diling`, `diling-next` (苏州).
"""
from __future__ import annotations

from .animation_plan import (BANNER_COLOURS, CLAIM_BANNER, READ_PAUSE, Plan, Sprite, _banner, _fly,
                             _moves, motion, slot_key, slot_place, wait)
from .layout import TableLayout
from .marks import PULL_ZH, SUIT_COLOURS, SUIT_ZH
from .model import TableModel
from .tween import Call, Tween, Wait

HUN_LIFT = 0.5
HUN_HOLD = 1.6
HUN_BACK = 0.45
FLOAT_RISE = 1.3
ORANGE = (196, 110, 20)
PURPLE = (120, 60, 160)
PINK = (200, 70, 120)


def _banner_time(pace: str) -> float:
    return motion(CLAIM_BANNER * 1.3, pace) if pace != "fast" else CLAIM_BANNER * 0.8


def _seat_banner(plan: Plan, model: TableModel, layout: TableLayout, seat: int, text: str,
                 colour: tuple[int, int, int], pace: str, delay: float = 0.0, sub: str = "") -> float:
    duration = _banner_time(pace)
    _banner(plan, text, layout.banner_center(model.side_of(seat)), layout, duration, delay, colour, sub)
    return duration


def _floats(plan: Plan, model: TableModel, layout: TableLayout, payments: tuple[int, ...], pace: str,
            delay: float = 0.0) -> float:
    """Score changes rising from the plates: +N green, −N red."""
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


# ---------------------------------------------------------------------- 四川
def _p_VoidChosen(plan, e, change, model, layout, visual, pace, bot):
    plan.add(Wait(wait(0.35 if bot else 0.1, pace)))


def _p_VoidsRevealed(plan, e, change, model, layout, visual, pace, bot):
    duration = 0.0
    for seat, suit in enumerate(e.voids):
        duration = _seat_banner(plan, model, layout, seat, f"缺{SUIT_ZH.get(suit, suit)}",
                                SUIT_COLOURS.get(suit, (90, 90, 90)), pace)
    plan.add(Wait(duration + wait(READ_PAUSE * 2, pace)))
    plan.milestone = "void"
    plan.shot_at = duration * 0.5


def _p_ExchangeChosen(plan, e, change, model, layout, visual, pace, bot):
    plan.add(Wait(wait(0.3 if bot else 0.1, pace)))


def _p_TilesExchanged(plan, e, change, model, layout, visual, pace, bot):
    fly = motion(0.45, pace)
    _moves(plan, change, model, layout, fly, 0.0, stagger=0.05)
    plan.add(Wait(plan.duration + wait(0.3, pace)))
    plan.milestone = "exchange"


def _p_KongPaid(plan, e, change, model, layout, visual, pace, bot):
    rise = _floats(plan, model, layout, tuple(e.payments), pace)
    plan.add(Wait(rise * 0.8 + wait(READ_PAUSE, pace)))
    plan.milestone = "kong-paid"
    plan.shot_at = rise * 0.35


# ---------------------------------------------------------------------- 天津
def _p_WindsDrawn(plan, e, change, model, layout, visual, pace, bot):
    plan.add(Wait(wait(READ_PAUSE * 3, pace)))


def _p_DealerSat(plan, e, change, model, layout, visual, pace, bot):
    duration = _seat_banner(plan, model, layout, e.seat, "坐庄" if e.sits else "不坐",
                            ORANGE if e.sits else (90, 90, 90), pace, sub="×2" if e.sits else "")
    plan.add(Wait(duration + wait(READ_PAUSE, pace)))


def _p_PullChosen(plan, e, change, model, layout, visual, pace, bot):
    plan.add(Wait(wait(0.3 if bot else 0.1, pace)))


def _p_PullsRevealed(plan, e, change, model, layout, visual, pace, bot):
    duration = 0.0
    for seat, times in enumerate(e.times):
        if seat == model.dealer:
            continue
        duration = _seat_banner(plan, model, layout, seat, PULL_ZH.get(times, str(times)),
                                ORANGE if times else (90, 90, 90), pace,
                                sub=f"×{2 ** times}" if times else "")
    plan.add(Wait(duration + wait(READ_PAUSE * 2, pace)))
    plan.milestone = "la-zhuang"
    plan.shot_at = duration * 0.5


def hun_display_rects(layout: TableLayout) -> list:
    """Where the 翻混 shows the two 混 kinds large, side by side over the centre."""
    import pygame
    w, h = layout.px(58), layout.px(80)
    cx, cy = layout.centre_point()
    gap = layout.px(14)
    return [pygame.Rect(cx - gap // 2 - w, cy - h // 2 - layout.px(6), w, h),
            pygame.Rect(cx + gap // 2, cy - h // 2 - layout.px(6), w, h)]


def _p_HunRevealed(plan, e, change, model, layout, visual, pace, bot):
    """The indicator lifts off its stack face up and grows over the centre beside its successor
    (the two 混 kinds, glowing); then it goes back to lie face up on its stack."""
    lift = motion(HUN_LIFT, pace)
    hold = max(motion(HUN_HOLD, pace), 1.0)     # read even at the fast pace: it is the hand's key fact
    back = motion(HUN_BACK, pace)
    big = hun_display_rects(layout)
    move = change.moves[0] if change.moves else None
    if move is not None:
        src = slot_place(move.src, model, layout)
        dst = slot_place(move.dst, model, layout)
        sprite = _fly(plan, e.kind, src, (big[0], 0), slot_key(move.dst), lift, 0.0, easing="out_cubic")
        sprite.glow = True
        sprite.life = lift + hold + back
        plan.add(Tween(sprite, "pos", (float(dst[0].x), float(dst[0].y)), back, "in_out_quad", lift + hold))
        plan.add(Tween(sprite, "size", (float(dst[0].w), float(dst[0].h)), back, "in_out_quad", lift + hold))
        sprite.turns = 0    # upright while shown large; turned to its wall as it lands
        plan.add(Call(lambda: setattr(sprite, "turns", dst[1]), lift + hold + back * 0.5))
    backing = big[0].union(big[1]).inflate(layout.px(40), layout.px(64)).move(0, -layout.px(8))
    panel = Sprite("panel", (float(backing.x), float(backing.y)), (float(backing.w), float(backing.h)),
                   life=lift + hold + back * 0.3, layer=1)
    panel.alpha = 0.0
    plan.sprites.append(panel)
    plan.add(Tween(panel, "alpha", 255.0, lift * 0.5, "linear", 0.0, start=0.0))
    successor = Sprite("tile", (float(big[1].x), float(big[1].y)), (float(big[1].w), float(big[1].h)),
                       life=lift + hold, tile=e.hun[1], glow=True, layer=3, hides=("indicator", "pair"))
    successor.alpha = 0.0
    successor.appear = lift * 0.6
    plan.sprites.append(successor)
    plan.add(Tween(successor, "alpha", 255.0, lift * 0.4, "linear", lift * 0.6, start=0.0))
    label = Sprite("float", (float(layout.centre_point()[0]), float(big[0].top - layout.px(18))),
                   (0.0, float(layout.px(20))), life=lift + hold, text="混儿 wildcards", colour=(255, 214, 90),
                   layer=4)
    label.alpha = 0.0
    plan.sprites.append(label)
    plan.add(Tween(label, "alpha", 255.0, lift * 0.5, "linear", lift * 0.5, start=0.0))
    plan.add(Wait(lift + hold + back + wait(READ_PAUSE, pace)))
    plan.milestone = "hun-reveal"
    plan.shot_at = lift + hold * 0.5


def _p_XiaoXiangGong(plan, e, change, model, layout, visual, pace, bot):
    duration = _seat_banner(plan, model, layout, e.seat, "小相公", PURPLE, pace)
    plan.add(Wait(duration + wait(READ_PAUSE, pace)))
    plan.milestone = "xiaoxianggong"
    plan.shot_at = duration * 0.5


def _p_ChanAnnounced(plan, e, change, model, layout, visual, pace, bot):
    duration = _banner_time(pace) * 1.3
    _banner(plan, "铲", layout.centre_point(), layout, duration, 0.0, ORANGE, sub="庄家赔")
    rise = _floats(plan, model, layout, tuple(e.payments), pace, delay=duration * 0.3)
    plan.add(Wait(max(duration, rise) + wait(READ_PAUSE, pace)))
    plan.milestone = "chan"
    plan.shot_at = duration * 0.5


def _p_KongScored(plan, e, change, model, layout, visual, pace, bot):
    rise = _floats(plan, model, layout, tuple(e.payments), pace)
    plan.add(Wait(rise * 0.8 + wait(READ_PAUSE, pace)))
    plan.milestone = "kong-score"
    plan.shot_at = rise * 0.35


# ---------------------------------------------------------------------- 苏州
def _p_HandDoubled(plan, e, change, model, layout, visual, pace, bot):
    text = "豹子" if e.baozi else "滴零"
    sub = ("滴零 · " if e.baozi and e.diling else "") + f"×{e.multiplier}"
    duration = _banner_time(pace) * 1.4
    _banner(plan, text, layout.centre_point(), layout, duration, wait(0.2, pace), BANNER_COLOURS["win"], sub)
    plan.add(Wait(duration + wait(READ_PAUSE * 2, pace)))
    plan.milestone = "baozi" if e.baozi else "diling"
    plan.shot_at = duration * 0.5


def _p_DilingNext(plan, e, change, model, layout, visual, pace, bot):
    duration = _banner_time(pace) * 1.4
    _banner(plan, "滴零", layout.centre_point(), layout, duration, 0.0, PINK, sub="下一盘×2")
    plan.add(Wait(duration + wait(READ_PAUSE, pace)))
    plan.milestone = "diling-next"
    plan.shot_at = duration * 0.5

