"""One frame of the table scene: the table view's layers in order, then what the prompt adds
(the declaration tags over the hand, the countdown, the 混 warning in the caption's place, the
focus ring of the hinted button), the teaching panel, then the rules card and the event log over it. Reads the scene; changes
nothing but the view's marks and caption box.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame

from game.client.display import lang
from game.client.display.layout import HAND_SIZE
from game.client.presenting.reduced_motion import reduced_motion

from ...ui.palette import FOCUS
from ...ui.text import fit_text, wrapped
from ...variants import declarations

if TYPE_CHECKING:   # the scene that wires the pieces, as they see it (owner.py)
    from game.client.presenting.model import TableModel

    from .owner import TableOwner
    from .prompts import Prompt


def draw_table(scene: "TableOwner", surface: pygame.Surface) -> None:
    """Draw the whole table scene on `surface`."""
    layout, model, view, prompt = scene.layout, scene.model, scene.view, scene.prompt
    hidden = scene.hidden_keys()
    surface.blit(view.felt(surface.get_size(), layout), (0, 0))
    show_all = bool(scene.settings.show_hands)
    view.marks = model.presenter.marked_kinds(model)
    view.snap = reduced_motion(scene)
    view.draw_centre(surface, model, layout, hidden, show_seat_tiles=True)
    view.draw_walls(surface, model, layout, scene.visual, hidden)
    view.draw_rivers(surface, model, layout, hidden, scene.blink)
    view.draw_melds(surface, model, layout, hidden, show_all)
    view.draw_flowers(surface, model, layout, hidden)
    legal = set(prompt.discards) if prompt is not None and prompt.kind == "turn" else None
    view.draw_hands(surface, model, layout, hidden, show_all, scene.selected, scene.hover, legal,
                    scene.highlight_ids, now=scene.clock, raised=scene.raised_indices(),
                    faces=scene.peek if scene.settings.human is not None else None)
    draw_declare_tags(scene, surface)
    view.draw_plates(surface, model, layout, hidden, active_seat(model, prompt))
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
    # The teaching cards (hint, waits, tracker, toast, a hover popup) first: the log and the rules
    # card, opened by the player over the table, lie over them, never under them; the rules card
    # closed (a one-line badge) lies under them, so it never hides a popup.
    if not scene.rules_card.open:
        scene.rules_card.draw(surface)
    scene.teaching.draw(surface)
    if scene.rules_card.open:
        scene.rules_card.draw(surface)
    scene.log_panel.draw(surface)


def active_seat(model: "TableModel", prompt: Optional["Prompt"]) -> Optional[int]:
    """The seat whose plate is lit: the one to play. In play, the last to draw or discard; on
    the dealer's first turn (no draw before it, so still the deal's phase) the dealer, once the
    deal is over: he alone holds a tile more than the others, nobody's set-up step is pending."""
    if model.phase == "play":
        return model.turn
    if model.phase != "deal" or not model.seats or (prompt is not None and prompt.kind != "turn"):
        return None
    held = [len(seat.hand) + (seat.drawn is not None) for seat in model.seats]
    if held.count(max(held)) != 1 or held.index(max(held)) != model.dealer or min(held) < HAND_SIZE:
        return None
    return None if model.presenter.pick_pending(model) else model.dealer


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
    px = layout.px
    rect = layout.caption_rect().inflate(0, px(12)).move(0, -px(6))
    if right is not None:
        rect.width = min(rect.width, right - px(8) - rect.left)
    width = rect.w - px(24)
    shown = lang.lines(scene.caption.zh, scene.caption.en) + [""]
    # each line wrapped, never cut: the box grows upward to hold them
    blocks = [(line, size, colour, bold) for text, size, colour, bold in
              ((shown[0], px(16), (255, 220, 120), True), (shown[1], px(12), (235, 225, 210), False)) if text
              for line in wrapped(text, size, width, bold)]
    steps = [round(size * 1.45) for _, size, _, _ in blocks]
    height = max(rect.h, px(10) + sum(steps))
    rect = pygame.Rect(rect.left, rect.bottom - height, rect.w, height)
    view.caption_box = rect         # the caption's place as drawn: the toast and popups keep off it
    surface.blit(view.overlay(rect.size, (48, 12, 12, 250), px(10)), rect)
    pygame.draw.rect(surface, (220, 70, 50), rect, max(2, px(2)), border_radius=px(10))
    y = rect.top + px(6)
    for (line, size, colour, bold), step in zip(blocks, steps):
        surface.blit(fit_text(view.text, line, size, colour, width, bold=bold), (rect.left + px(12), y))
        y += step


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
