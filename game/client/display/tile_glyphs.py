"""Glyph faces of the tile art: characters sized against an ideograph, and the flowers and
苏州 extras (a frame and the name in the tile's own colour). tile_art.py draws with these."""
from __future__ import annotations

import pygame

from game.client.display.fonts import get_font

Colour = tuple[int, int, int]

FLOWERS_A_SET = 4     # the seasons and the plants come in sets of four
# Seasons 春夏秋冬 then plants 梅兰竹菊, each with a colour of its own.
FLOWER_COLOURS: tuple[Colour, ...] = (
    (30, 140, 60), (206, 40, 40), (204, 110, 10), (40, 90, 190),
    (196, 40, 120), (120, 60, 170), (20, 120, 100), (170, 130, 0),
)
# 百搭 老鼠 财神 猫 聚宝盆.
EXTRA_COLOURS: tuple[Colour, ...] = (
    (130, 40, 170), (92, 82, 72), (196, 30, 30), (214, 100, 0), (150, 100, 0),
)

_REF_GLYPH = "萬"  # a full-height ideograph: every glyph is sized against its ink box
_REF_SIZE = 200


def _glyph_scale(bold: bool) -> tuple[int, int]:
    ink = get_font(_REF_SIZE, bold).render(_REF_GLYPH, True, (0, 0, 0)).get_bounding_rect()
    return ink.width, ink.height


def draw_glyphs(canvas: pygame.Surface, text: str, colour: Colour, box: pygame.Rect,
                 bold: bool = True, squash: float = 1.0) -> None:
    """Draw `text` centred in `box`, one character per line, as large as an ideograph fits.

    The font size comes from the reference ideograph, not from `text`, so 一 keeps the stroke
    weight of 九 instead of being stretched to fill the box. `squash` < 1 lets a column of
    several characters be pressed flatter (as printed on real tiles) so they stay wide enough
    to read.
    """
    lines = list(text)
    line_h = box.height / len(lines)
    ref_w, ref_h = _glyph_scale(bold)
    size = max(4, int(_REF_SIZE * min(box.width / ref_w, line_h / (ref_h * squash))))
    font = get_font(size, bold)
    for i, ch in enumerate(lines):
        img = font.render(ch, True, colour)
        ink = img.get_bounding_rect()
        if ink.width == 0:
            continue
        glyph = img.subsurface(ink)
        if ink.height > line_h:
            glyph = pygame.transform.smoothscale(glyph, (ink.width, max(1, int(line_h))))
        cx = box.centerx
        cy = box.y + line_h * (i + 0.5)
        canvas.blit(glyph, glyph.get_rect(center=(round(cx), round(cy))))


def draw_bonus(canvas: pygame.Surface, rect: pygame.Rect, text: str, colour: Colour, number: str) -> None:
    """Flowers and 苏州 extras: a thin frame and the name in the tile's own colour."""
    line = max(2, int(rect.width * 0.05))
    pygame.draw.rect(canvas, colour, rect, line, border_radius=line * 2)
    inner = rect.inflate(-line * 4, -line * 4)
    if number:
        # Season/plant number in the top-left corner, the character below it, as on real sets.
        tag = pygame.Rect(inner.x, inner.y, int(inner.width * 0.42), int(inner.height * 0.3))
        draw_glyphs(canvas, number, colour, tag)
        body = pygame.Rect(inner.x, inner.y + int(inner.height * 0.26), inner.width,
                           inner.height - int(inner.height * 0.26))
        draw_glyphs(canvas, text, colour, body.inflate(0, -inner.height * 0.04))
    else:
        for ch, box in extra_name_boxes(text, rect.inflate(-line * 3, -line * 3)):
            draw_glyphs(canvas, ch, colour, box)


def extra_name_boxes(text: str, rect: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """Where each character of a 苏州 extra's name goes in `rect` (inside the frame): one alone
    fills it; of 老鼠 and 聚宝盆 the first characters (side by side) take the top and the last
    one, large, the rest, so each stays legible on a bot's small flower tile (three stacked
    would each be a third as tall)."""
    if len(text) <= 1:
        return [(text, rect)]
    head, last = text[:-1], text[-1]
    top_h = int(rect.height * (0.4 if len(head) > 1 else 0.44))
    cell = rect.width / len(head)
    gap = max(1, int(rect.width * 0.02))
    boxes = [(ch, pygame.Rect(round(rect.x + i * cell), rect.y, round(cell), top_h).inflate(-gap, 0))
             for i, ch in enumerate(head)]
    return boxes + [(last, pygame.Rect(rect.x, rect.y + top_h, rect.width, rect.height - top_h))]
