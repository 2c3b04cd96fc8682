"""The match history's painted page: the heading, the list of entries (two lines each: the
variant and its kind, then when, hands and the result) with the chosen one lit, the scroll bar,
and what an empty history says. Painted into the scene's cached picture (it rests)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

import pygame

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.ui.painter import Painter
from game.client.ui.palette import CARD_EDGE, CREAM, GOLD, MUTED, Colour
from game.client.ui.text import fit_text, wrapped
from game.client.ui.widgets import draw_modal

from .rows import RowWords

ROW = 66            # design height of an entry
KIND_COLOURS: dict[str, Colour] = {"history": (140, 220, 150), "save": (236, 196, 84), "report": (240, 150, 120),
                                   "file": (170, 190, 235)}
EMPTY = ("还没有对局记录。在牌桌上打一局（练习不算）：打完的对局和保存着的未打完的对局都会列在这里，"
         "按 F9 写下的问题报告也会。别处的回放、记录或问题报告文件，用下面的“打开文件…”打开。",
         "No matches yet. Play a match at the table (practice tables are not kept): every finished match and "
         "every saved match in progress is listed here, and so is each bug report written with F9. A replay, "
         "log or bug-report file kept elsewhere opens with 'Open a file…' below.")


NOTICE_LINE = 30    # design height a notice line takes in the band under the list (box, padding)


@dataclass(frozen=True)
class Frame:
    """Where the page's parts lie in the window: the panel, the list's view, the buttons' row,
    and the band between the list and the buttons where the notices of skipped files lie
    (empty when none was skipped: the list then reaches down to the buttons)."""

    panel: pygame.Rect
    view: pygame.Rect
    footer_y: int
    notices: pygame.Rect


def layout_frame(panel: pygame.Rect, px: Callable[[float], int], notice_lines: int = 0) -> Frame:
    """The list between the heading and the buttons' row of `panel`, `notice_lines` lines of
    notices under it (the files skipped): no notice lies over an entry."""
    band = px(NOTICE_LINE * notice_lines + 8) if notice_lines else 0
    view = pygame.Rect(panel.left + px(30), panel.top + px(104), panel.width - px(60),
                       panel.height - px(104 + 86) - band)
    notices = pygame.Rect(view.left, view.bottom + px(6), view.width, max(0, band - px(6)))
    return Frame(panel, view, panel.bottom - px(68), notices)


def row_rect(frame: Frame, index: int, scroll: int, px: Callable[[float], int]) -> pygame.Rect:
    """The window rectangle of entry `index` with the list scrolled by `scroll` pixels."""
    return pygame.Rect(frame.view.left, frame.view.top + index * px(ROW) - scroll, frame.view.width - px(14),
                       px(ROW) - px(6))


def paint_page(surface: pygame.Surface, view: Painter, frame: Frame, rows: Sequence[tuple[str, RowWords]],
               selected: Optional[int], hovered: Optional[int], scroll: int, px: Callable[[float], int]) -> None:
    """The felt, the panel, the heading and the visible entries (`rows`: kind and words)."""
    view.draw_felt(surface, TableLayout(*surface.get_size()))
    draw_modal(view, surface, frame.panel, px)
    panel = frame.panel
    view.label(surface, lang.tr("对局记录", "Match history"), px(32), GOLD, center=(panel.centerx, panel.top + px(42)),
               bold=True)
    count = len(rows)
    if rows:
        sub = lang.tr(f"共{count}项，最新的在前 · ↑↓选择  Enter复盘  R回放  E导出  Esc返回",
                      f"{count} entr{'y' if count == 1 else 'ies'}, newest first · ↑↓ choose, Enter review, "
                      "R replay, E export, Esc back", " · ")
    else:
        sub = lang.tr("还没有对局记录 · 打开文件…  Esc返回", "No entries yet · Open a file…, Esc back", " · ")
    line = fit_text(view.text, sub, px(15), CREAM, panel.width - px(60))
    surface.blit(line, line.get_rect(center=(panel.centerx, panel.top + px(78))))
    if not rows:
        paint_empty(surface, view, frame, px)
        return
    clip = surface.get_clip()
    surface.set_clip(frame.view)
    for index, (kind, words) in enumerate(rows):
        rect = row_rect(frame, index, scroll, px)
        if rect.bottom < frame.view.top or rect.top > frame.view.bottom:
            continue
        paint_row(surface, view, rect, kind, words, index == selected, index == hovered, px)
    surface.set_clip(clip)
    paint_bar(surface, frame, count * px(ROW), scroll)


def paint_row(surface: pygame.Surface, view: Painter, rect: pygame.Rect, kind: str, words: RowWords, chosen: bool,
              lit: bool, px: Callable[[float], int]) -> None:
    """One entry: its box (lit when chosen or pointed at), the variant, its kind, the detail."""
    fill = (201, 162, 39, 70) if chosen else (255, 255, 255, 26) if lit else (8, 30, 20, 200)
    surface.blit(view.overlay(rect.size, fill, px(8)), rect)
    pygame.draw.rect(surface, GOLD if chosen else CARD_EDGE, rect, max(1, px(3) if chosen else 1), border_radius=px(8))
    colour = KIND_COLOURS.get(kind, KIND_COLOURS["file"])
    tag = view.text.get(words.kind, px(14), colour, True)
    tag_rect = tag.get_rect(topright=(rect.right - px(14), rect.top + px(9)))
    surface.blit(tag, tag_rect)
    title = fit_text(view.text, words.title, px(19), CREAM, tag_rect.left - rect.left - px(30), bold=True)
    surface.blit(title, (rect.left + px(14), rect.top + px(5)))
    detail = fit_text(view.text, words.detail, px(15), MUTED, rect.width - px(28))
    surface.blit(detail, (rect.left + px(14), rect.top + px(34)))


def paint_empty(surface: pygame.Surface, view: Painter, frame: Frame, px: Callable[[float], int]) -> None:
    """What an empty history says: how one fills it."""
    size = px(18)
    width = min(frame.view.width - px(80), px(820))
    y = frame.view.top + px(60)
    for line in [line for part in lang.lines(*EMPTY) for line in wrapped(part, size, width) + [""]][:-1]:
        if line:
            view.label(surface, line, size, CREAM, center=(frame.view.centerx, y + size // 2))
        y += round(size * 1.5)


def paint_bar(surface: pygame.Surface, frame: Frame, height: int, scroll: int) -> None:
    """The scroll bar at the list's right, when the list is taller than its view."""
    view = frame.view
    most = max(0, height - view.height)
    if most <= 0:
        return
    track = pygame.Rect(view.right - 8, view.top, 8, view.height)
    pygame.draw.rect(surface, (20, 50, 36), track, border_radius=4)
    thumb_h = max(30, track.height * view.height // height)
    thumb_y = track.top + (track.height - thumb_h) * scroll // most
    pygame.draw.rect(surface, GOLD, (track.x, thumb_y, track.width, thumb_h), border_radius=4)
