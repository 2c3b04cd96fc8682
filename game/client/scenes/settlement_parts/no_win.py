"""The heading of a sheet nobody won: a short name ("荒庄", "流局", "Drawn hand") large, and
under it what happened, wrapped at a readable size, in each language shown. The presenters'
headings read "name：explanation" ("流局：71张牌摸完了…"); a Chinese table showed only the name
while an English one squeezed the whole sentence into one line a third its size."""
from __future__ import annotations

from typing import Callable

import pygame

from game.client.display import lang

from ...ui.palette import CREAM, GOLD
from ...ui.text import label_width, wrapped
from ..table_view import TableView
from .items import readable

HEADING_LINES = 3       # a name too long for one large line, wrapped smaller
NAME_MARKS = ("：", ": ")   # between a heading's name and its explanation


def heading_lines(text: str, size: int, small: int, width: int) -> tuple[int, list[str]]:
    """A no-win sheet's name: one line at `size` when it fits in `width` ("荒庄"), else wrapped at
    `small` (at most HEADING_LINES lines, the last cut with …)."""
    if label_width(text, size, True) <= width:
        return size, [text]
    lines = wrapped(text, small, width, True)
    if len(lines) > HEADING_LINES:
        lines = lines[:HEADING_LINES]
        lines[-1] = lines[-1].rstrip()[:-1] + "…"
    return small, lines


def split_heading(text: str) -> tuple[str, str]:
    """'流局：71张牌摸完了…' -> ('流局', '71张牌摸完了…'), the explanation's first letter a capital;
    a heading without its mark stays whole."""
    for mark in NAME_MARKS:
        name, found, rest = text.partition(mark)
        if found and name and rest:
            return name, rest[:1].upper() + rest[1:]     # "Drawn hand: the 71 …" -> "The 71 …"
    return text, ""


def draw_no_win_heading(surface: pygame.Surface, view: TableView, px: Callable[[float], int],
                        title: tuple[str, str], x: int, y: int, width: int) -> int:
    """The name, its explanation and (both languages shown) the English sentence, from (x, y)
    within `width`; returns the y below."""
    first, second = (lang.lines(*title) + [""])[:2]     # one language: its heading alone
    name, rest = split_heading(first)
    size, lines = heading_lines(name, px(44), px(22), width)
    step = round(size * 1.2)
    for i, line in enumerate(lines):
        view.label(surface, line, size, GOLD, topleft=(x, y + i * step), bold=True)
    y = max(y + px(62), y + len(lines) * step + px(6))
    for text, design in ((rest, 16), (second, 14)):
        size = readable(px(design))
        for line in wrapped(text, size, width) if text else []:
            view.label(surface, line, size, CREAM, topleft=(x, y))
            y += round(size * 1.3)
        y += px(4)
    return y
