"""The room-rules panel's scrolling page laid out and painted: a heading per group, and per option
its title on the left, its values as segmented buttons on the right (the chosen one gold, the
default marked) or its one value when it is fixed, and its one-line explanation under them.

`layout_page` measures with the fonts the page is painted with and returns every text and button
with its rectangle in page coordinates (the tests check they fit and never overlap); `paint_page`
draws them at a scroll offset inside a clip.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

import pygame

from game.client.display import lang
from game.client.display.fonts import get_font
from game.client.display.text_wrap import wrap
from game.teaching.i18n import Bi

from ...ui.palette import (
    BUTTON_BG,
    BUTTON_CHOSEN,
    BUTTON_EDGE,
    BUTTON_EDGE_LIT,
    BUTTON_HOVER,
    CHOSEN_TEXT,
    CREAM,
    FIXED_TEXT,
    FOCUS,
    GOLD,
    HOVER_TEXT,
    NOTE,
    Colour,
)
from ...ui.text import TextCache
from .model import CHANGED_WORD, DEFAULT_WORD, FIXED_WORD, OptionRow, RoomChoice, group_title, same_value



@dataclass
class Text:
    """One line of text drawn at `rect` (its own size)."""

    rect: pygame.Rect
    text: str
    size: int
    colour: Colour
    bold: bool = False


@dataclass
class Button:
    """A painted button: a preset, an option's value, or the panel's own (reset, done)."""

    rect: pygame.Rect
    label: str
    size: int
    kind: str                 # "value", "preset", "reset" or "done"
    key: str = ""             # the option's key, or the preset's
    value: Any = None
    chosen: bool = False


@dataclass
class RowBox:
    """Where one option lies on the page (its focus frame), and its buttons."""

    key: str
    rect: pygame.Rect
    title_rect: pygame.Rect
    fixed: bool
    buttons: list[Button] = field(default_factory=list)


@dataclass
class Page:
    """The laid-out page: its texts, buttons, rows and height (page coordinates, top 0)."""

    texts: list[Text]
    buttons: list[Button]
    rows: list[RowBox]
    height: int


def both_lines(text: Bi) -> list[str]:
    """The lines of a text in the language shown (both: Chinese, then English)."""
    return [line for line in lang.lines(text.zh, text.en) if line]


def wrap_px(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`text` wrapped to `width` pixels at `size`."""
    font = get_font(size, bold)
    return wrap(text, lambda s: font.size(s)[0], width) or [""]


def text_width(text: str, size: int, bold: bool = False) -> int:
    """The width of one line in pixels."""
    return get_font(size, bold).size(text)[0]


def line_height(size: int) -> int:
    """The height a line of `size` takes (with its spacing)."""
    return round(size * 1.3)


def value_label(words: Bi, default: bool) -> str:
    """A value's button text, the default marked: "关（默认）" / "off (default)"."""
    text = lang.tr_bi(words)
    if not default:
        return text
    return lang.tr(f"{text}（{DEFAULT_WORD.zh}）", f"{text} ({DEFAULT_WORD.en})") if lang.current() != "both" \
        else f"{text} · {lang.tr_bi(DEFAULT_WORD)}"


def flow_buttons(labels: list[str], size: int, left: int, top: int, right: int, height: int, gap: int,
                 pad: int) -> list[pygame.Rect]:
    """Rects for buttons of these labels laid left to right from (left, top), wrapping at `right`
    (a label wider than the whole line gets the whole line)."""
    rects = []
    x, y = left, top
    for label in labels:
        w = min(text_width(label, size) + 2 * pad, right - left)
        if x > left and x + w > right:
            x, y = left, y + height + gap
        rects.append(pygame.Rect(x, y, w, height))
        x += w + gap
    return rects


@dataclass(frozen=True)
class Metrics:
    """The page's sizes in this window's pixels (from design px)."""

    heading: int
    title: int
    value: int
    brief: int
    button_h: int
    pad: int
    gap: int
    row_gap: int

    @classmethod
    def for_px(cls, px: Callable[[float], int]) -> "Metrics":
        """The sizes at this window's scale (text never under 12 px)."""
        return cls(heading=max(14, px(20)), title=max(13, px(17)), value=max(12, px(16)), brief=max(12, px(15)),
                   button_h=max(24, px(34)), pad=max(8, px(12)), gap=max(4, px(8)), row_gap=max(8, px(14)))


def layout_page(grouped: list[tuple[str, tuple[OptionRow, ...]]], choice: RoomChoice, width: int,
                m: Metrics) -> Page:
    """Every group and option of the page laid out in `width` pixels."""
    texts: list[Text] = []
    buttons: list[Button] = []
    rows: list[RowBox] = []
    left_w = max(width * 30 // 100, min(width, 180))
    right_x = left_w + m.pad
    y = 0
    for group, group_rows in grouped:
        if y:
            y += m.row_gap
        heading = lang.tr_bi(group_title(group), " · ")
        texts.append(Text(pygame.Rect(0, y, text_width(heading, m.heading, True), line_height(m.heading)),
                          heading, m.heading, GOLD, True))
        y += line_height(m.heading) + m.gap
        for row in group_rows:
            box = _layout_row(row, choice, y, width, left_w, right_x, m, texts)
            buttons += box.buttons
            rows.append(box)
            y = box.rect.bottom + m.row_gap
    return Page(texts, buttons, rows, y)


def _layout_row(row: OptionRow, choice: RoomChoice, top: int, width: int, left_w: int, right_x: int,
                m: Metrics, texts: list[Text]) -> RowBox:
    """One option: its title (left), its values or fixed value, and its explanation (right)."""
    y = top + max(0, (m.button_h - line_height(m.title)) // 2)    # level with the first row of buttons
    title_rects = []
    for line in (wrap_px(lang.tr_bi(row.title), m.title, left_w, True)):
        rect = pygame.Rect(0, y, text_width(line, m.title, True), line_height(m.title))
        texts.append(Text(rect, line, m.title, CREAM, True))
        title_rects.append(rect)
        y += line_height(m.title)
    if row.key in choice.changed:          # a rule changed from the classic one, said under its title
        mark = lang.tr_bi(CHANGED_WORD)
        rect = pygame.Rect(0, y, text_width(mark, m.brief), line_height(m.brief))
        texts.append(Text(rect, mark, m.brief, GOLD))
        title_rects.append(rect)
        y += line_height(m.brief)
    title_rect = title_rects[0].unionall(title_rects[1:])
    box = RowBox(row.key, pygame.Rect(0, top, width, 0), title_rect, row.fixed)
    right = width
    inner = (m.button_h - line_height(m.value)) // 2
    if row.fixed:
        value, words = row.values[0]
        label = f"{lang.tr_bi(words)} · {lang.tr_bi(FIXED_WORD)}"
        lines = wrap_px(label, m.value, right - right_x)
        vy = top + max(0, inner)
        for line in lines:
            texts.append(Text(pygame.Rect(right_x, vy, text_width(line, m.value), line_height(m.value)), line,
                              m.value, FIXED_TEXT))
            vy += line_height(m.value)
        below = max(vy, top + m.button_h)
    else:
        labels = [value_label(words, same_value(value, row.default)) for value, words in row.values]
        rects = flow_buttons(labels, m.value, right_x, top, right, m.button_h, m.gap, m.pad)
        for (value, _), label, rect in zip(row.values, labels, rects):
            box.buttons.append(Button(rect, label, m.value, "value", row.key, value,
                                      same_value(value, choice.value(row.key))))
        below = rects[-1].bottom
    by = below + m.gap // 2
    for part in both_lines(row.brief):
        for line in wrap_px(part, m.brief, right - right_x):
            texts.append(Text(pygame.Rect(right_x, by, text_width(line, m.brief), line_height(m.brief)), line,
                              m.brief, NOTE))
            by += line_height(m.brief)
    box.rect.height = max(y, by) - top
    return box


def paint_button(surface: pygame.Surface, cache: TextCache, button: Button, offset: tuple[int, int], *,
                 hovered: bool = False, radius: int = 8, border: int = 2) -> None:
    """A button as the theme draws one: green, lit when hovered, gold when chosen."""
    rect = button.rect.move(offset)
    fill = BUTTON_CHOSEN if button.chosen else BUTTON_HOVER if hovered else BUTTON_BG
    edge = BUTTON_EDGE_LIT if button.chosen or hovered else BUTTON_EDGE
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, border, border_radius=radius)
    colour = CHOSEN_TEXT if button.chosen else HOVER_TEXT if hovered else CREAM
    image = cache.get(button.label, button.size, colour)
    if image.get_width() > rect.width - 4:      # never drawn past its frame
        image = image.subsurface((0, 0, max(1, rect.width - 4), image.get_height()))
    surface.blit(image, image.get_rect(center=rect.center))


def paint_texts(surface: pygame.Surface, cache: TextCache, texts: list[Text], offset: tuple[int, int]) -> None:
    """Every text at its place, moved by `offset`."""
    for text in texts:
        if text.text:
            surface.blit(cache.get(text.text, text.size, text.colour, text.bold), text.rect.move(offset))


def paint_page(surface: pygame.Surface, cache: TextCache, page: Page, view: pygame.Rect, scroll: int, *,
               hovered: Optional[Button], focused: Optional[str], px: Callable[[float], int]) -> None:
    """The page inside `view`, scrolled down by `scroll` pixels; the focused option framed."""
    offset = (view.x, view.y - scroll)
    old_clip = surface.get_clip()
    surface.set_clip(view)
    visible = pygame.Rect(0, scroll, view.width, view.height)   # the page's own coordinates in view
    paint_texts(surface, cache, [t for t in page.texts if t.rect.colliderect(visible)], offset)
    for button in page.buttons:
        if button.rect.colliderect(visible):
            paint_button(surface, cache, button, offset, hovered=button is hovered, radius=px(8),
                         border=max(1, px(2)))
    for row in page.rows:
        if row.key == focused:
            pygame.draw.rect(surface, FOCUS, row.rect.move(offset).inflate(px(12), px(8)), max(2, px(3)),
                             border_radius=px(8))
    surface.set_clip(old_clip)
