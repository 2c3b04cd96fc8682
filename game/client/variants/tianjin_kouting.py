"""天津 扣听 in the client (option kou_ting): the declaration button beside a discard that leaves
the hand ready, the caption and banner when a player lays his hand face down, his plate's mark,
and the turns the table then plays for him (he only wins or discards what he draws)."""
from __future__ import annotations

from typing import Optional, Sequence

import pygame

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.presenting.caption_kit import Caption, tile_names, verb, who
from game.client.presenting.plan_kit import READ_PAUSE, Plan, Visual, seat_banner, wait
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Change, Mark
from game.client.presenting.tween import Wait
from rules import actions as act
from rules.actions import ActionBase
from rules.variants.tianjin.events import DeclareKouTing, KouTingDeclared

from ..ui.palette import MARK_RED
from .base import Declaration

BANNER = "扣听"
BANNER_WORDS = {BANNER: ("扣听", "Face down")}
DECLARATION = Declaration(("扣听", "Kou ting"), "#claim_kong", (pygame.K_r, "R"))


def kou_ting_caption(e: KouTingDeclared, m: TableData) -> Caption:
    """扣听: the hand laid face down, and what that means."""
    zh, en = who(m, e.seat)
    tzh, ten = tile_names(e.kind)
    return Caption(f"扣听！{zh}打出{tzh}，把听了的牌扣下：之后只能和或打摸到的牌，不能碰杠；和了×4，别人和时他付×4。",
                   f"Kou ting! {en} {verb(en, 'discards', 'discard')} {ten} and {verb(en, 'lays', 'lay')} the ready "
                   f"hand face down: from now on only a win or the drawn tile's discard, no pung or kong; a win "
                   f"is ×4, and if another wins this player pays ×4.")


def kou_ting_plan(plan: Plan, e: KouTingDeclared, change: Change, model: TableData, layout: TableLayout,
                  visual: Visual, pace: str, bot: bool) -> None:
    """The 扣听 banner at the seat."""
    shown = seat_banner(plan, model, layout, e.seat, BANNER, MARK_RED, pace)
    plan.add(Wait(shown * 0.8 + wait(READ_PAUSE * 0.5, pace)))
    plan.milestone = "kou_ting"
    plan.shot_at = shown * 0.5


def kou_ting_mark() -> Mark:
    """A 扣听 seat's plate mark."""
    return Mark("kou_ting", lang.short("扣听", "face down"), MARK_RED,
                lang.tr("扣听：只打摸到的牌，和了×4，别人和时付×4",
                        "kou ting: plays the drawn tile only; ×4 on a win, pays ×4 on another's"))


def kou_ting_prompt(actions: Sequence[ActionBase]) -> Optional[Caption]:
    """A turn that may declare 扣听."""
    if not any(isinstance(a, DeclareKouTing) for a in actions):
        return None
    return Caption("轮到你出牌。打出带「扣听」的牌就听牌：选中它按「扣听」(R) 把牌扣下——和了×4，但之后只能打摸到的牌，"
                   "别人和时你付×4；也可以照常打出。",
                   "Your turn. Discarding a tile marked R leaves you ready: select it and press Kou ting (R) to lay "
                   "the hand face down — a win is ×4, but you then only discard what you draw and pay ×4 if another "
                   "wins; or discard it as usual.")


def kou_ting_auto(model: TableData, seat: int, actions: Sequence[ActionBase]) -> Optional[Caption]:
    """A 扣听 turn without a win: the drawn tile is discarded for the player."""
    if len(actions) != 1 or not isinstance(actions[0], act.Discard):
        return None
    drawn = model.seats[seat].drawn
    tzh, ten = tile_names(drawn.kind if drawn is not None else None)
    return Caption(f"扣听中：自动打出摸到的牌（{tzh}）。", f"Kou ting: the drawn tile ({ten}) is discarded for you.")
