"""One frame of the table scene: the table view's layers in order, then what the prompt adds
(the declaration tags over the hand, the countdown, the 混 warning in the caption's place, the
focus ring of the hinted button), the event log and the teaching panel. Reads the scene; changes
nothing but the view's marks and caption box.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame

from game.client.display import lang

from ...ui.palette import FOCUS
from ...ui.text import fit_text
from ...variants import declarations

if TYPE_CHECKING:   # the scene that wires the pieces, as they see it (owner.py)
    from .owner import TableOwner


def draw_table(scene: "TableOwner", surface: pygame.Surface) -> None:
    """Draw the whole table scene on `surface`."""
    layout, model, view, prompt = scene.layout, scene.model, scene.view, scene.prompt
    hidden = scene.hidden_keys()
    surface.blit(view.felt(surface.get_size(), layout), (0, 0))
    show_all = bool(scene.settings.show_hands)
    view.marks = model.presenter.marked_kinds(model)
    view.draw_centre(surface, model, layout, hidden, show_seat_tiles=True)
    view.draw_walls(surface, model, layout, scene.visual, hidden)
    view.draw_rivers(surface, model, layout, hidden, scene.clock)
    view.draw_melds(surface, model, layout, hidden, show_all)
    view.draw_flowers(surface, model, layout, hidden)
    legal = set(prompt.discards) if prompt is not None and prompt.kind == "turn" else None
    view.draw_hands(surface, model, layout, hidden, show_all, scene.selected, scene.hover, legal,
                    scene.highlight_ids, now=scene.clock, raised=scene.raised_indices(),
                    faces=scene.peek if scene.settings.human is not None else None)
    draw_declare_tags(scene, surface)
    view.draw_plates(surface, model, layout, hidden, model.turn if model.phase == "play" else None)
    view.draw_sprites(surface, scene.sprites, layout, scene.clock)
    right = scene.caption_right()
    if scene.confirm is None:
        view.draw_caption(surface, layout, scene.caption.zh, scene.caption.en,
                          right=right - layout.px(8) if right is not None else None)
    if scene.countdown is not None and prompt is not None:
        draw_countdown(scene, surface, scene.countdown)
    if scene.confirm is not None:
        draw_confirm(scene, surface, right)
    focused = scene.focused_button()
    if focused is not None:
        pygame.draw.rect(surface, FOCUS, focused.rect.inflate(6, 6), 3, border_radius=8)
    scene.rules_card.draw(surface)
    scene.log_panel.draw(surface)
    scene.teaching.draw(surface)


def draw_declare_tags(scene: "TableOwner", surface: pygame.Surface) -> None:
    """On a turn with a declaration (报听), a small tag over each tile whose discard may
    declare it, so the player sees which tiles leave the hand ready."""
    prompt = scene.prompt
    if prompt is None or prompt.kind != "turn" or not prompt.declares or scene.human_seat is None:
        return
    layout = scene.layout
    seat = scene.model.seats[scene.human_seat]
    tiles = scene.human_tiles()
    placed = layout.hand_rects(0, len(tiles), drawn=seat.drawn is not None)
    zh, en = declarations()[type(next(iter(prompt.declares.values())))].words
    text = lang.short(zh[-1], en[0])
    raised = scene.raised_indices() | ({scene.selected} if scene.selected is not None else set())
    dx, dy = layout.raise_offset(0)
    for i, (t, p) in enumerate(zip(tiles, placed)):
        if t.id not in prompt.declares:
            continue
        rect = p.rect.move(dx, dy) if i in raised else p.rect
        tag = pygame.Rect(0, 0, layout.px(20), layout.px(16))
        tag.center = (rect.centerx, rect.top + layout.px(2))
        pygame.draw.rect(surface, FOCUS, tag, border_radius=layout.px(4))
        scene.view.label(surface, text, layout.px(12), (40, 24, 0), center=tag.center, bold=True)


def draw_confirm(scene: "TableOwner", surface: pygame.Surface, right: Optional[int]) -> None:
    """The 混 discard warning: a red-framed note in the caption's place, beside its buttons."""
    layout, view = scene.layout, scene.view
    rect = layout.caption_rect().inflate(0, layout.px(12)).move(0, -layout.px(6))
    if right is not None:
        rect.width = min(rect.width, right - layout.px(8) - rect.left)
    surface.blit(view.overlay(rect.size, (48, 12, 12, 250), layout.px(10)), rect)
    pygame.draw.rect(surface, (220, 70, 50), rect, max(2, layout.px(2)), border_radius=layout.px(10))
    width = rect.w - layout.px(24)
    shown = lang.lines(scene.caption.zh, scene.caption.en) + [""]
    zh = fit_text(view.text, shown[0], layout.px(16), (255, 220, 120), width, bold=True)
    en = fit_text(view.text, shown[1], layout.px(12), (235, 225, 210), width)
    surface.blit(zh, (rect.left + layout.px(12), rect.top + layout.px(6)))
    surface.blit(en, (rect.left + layout.px(12), rect.top + layout.px(30)))


def draw_countdown(scene: "TableOwner", surface: pygame.Surface, left: float) -> None:
    """The claim's time limit (`left` seconds of it); stopped (grey) while the player chooses
    among several chows."""
    rect = scene.layout.countdown_rect()
    total = max(0.001, scene.countdown_total or 0.0)
    frac = max(0.0, min(1.0, left / total))
    pygame.draw.rect(surface, (30, 40, 34), rect, border_radius=rect.h // 2)
    bar = rect.copy()
    bar.w = max(1, int(rect.w * frac))
    colour = (150, 160, 150) if scene.chow_menu else (230, 190, 60) if frac > 0.3 else (220, 70, 50)
    pygame.draw.rect(surface, colour, bar, border_radius=rect.h // 2)
    text = f"{max(0, int(left + 0.99))}s"
    if scene.chow_menu:
        text = lang.tr("暂停", "paused") + " " + text
    scene.view.label(surface, text, scene.layout.px(12), (20, 20, 20), center=rect.center, bold=True)
