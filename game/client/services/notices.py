"""The app's notices: short messages over everything (settings problems, a refused save, a bug
report), newest on top, each for some seconds. The app imports this module with its first notice
(a launch without one never loads it: launch time, docs/client.md)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional, Union

import pygame

from game.client.display import lang
from game.client.display.fonts import get_font
from game.client.display.layout import DESIGN_H, DESIGN_W
from game.client.display.text_wrap import wrap

if TYPE_CHECKING:
    from ..scenes.base import AppForScenes, Scene

MOST_NOTICES = 4      # a burst of messages keeps the newest four


def ui_scale(size: tuple[int, int]) -> float:
    """How much the 1280×800 design is scaled in a window of `size` (as app.ui_scale: the
    notices scale with the widgets)."""
    return min(size[0] / DESIGN_W, size[1] / DESIGN_H)


@dataclass
class Notice:
    """A short message over everything (settings problems, a refused save, a bug report): one
    text, or (Chinese, English) shown in the display language of the moment."""

    words: Union[str, tuple[str, str]]
    seconds: float
    owner: Optional[Scene] = None     # the screen it is about (start screen, table): it goes with it
    # The screen on top when it was raised: while another lies over that one (the room rules or
    # the settings over the start screen), the notice waits instead of covering their first rows.
    raised_on: Optional[Scene] = None

    @property
    def text(self) -> str:
        """The message as shown now (the display language may change while it is up)."""
        return self.words if isinstance(self.words, str) else lang.tr(*self.words)


class NoticeBoard:
    """The notices of one window: added by `notify`, laid out in the top screen's notice area,
    counted down while shown, drawn over everything."""

    def __init__(self, app: AppForScenes) -> None:
        self.app = app
        self.notices: list[Notice] = []

    def notify(self, text: Union[str, tuple[str, str]], seconds: float = 6.0) -> None:
        """Add a notice about the bottom screen (it goes when that screen goes)."""
        scenes = self.app.stack.scenes
        self.notices.append(Notice(text, seconds, scenes[0] if scenes else None, scenes[-1] if scenes else None))
        del self.notices[:-MOST_NOTICES]

    def area(self) -> pygame.Rect:
        """Where notices may lie: the top screen's own `notice_area()` (the start screen keeps
        its title and variant list clear), else a band under the top row of buttons."""
        own = getattr(self.app.stack.top, "notice_area", None)
        if callable(own):
            found: pygame.Rect = own()
            return found
        size = self.app.size
        scale = ui_scale(size)
        band = pygame.Rect(0, round(56 * scale), min(size[0] - 40, round(980 * scale)), 0)
        band.height = size[1] - band.top - round(20 * scale)
        band.centerx = size[0] // 2
        return band

    def layout(self) -> list[tuple[Notice, pygame.Rect, list[str]]]:
        """(notice, box, lines) of the notices on screen now: newest on top, stacked down the
        notice area as far as they fit (the newest always shows); the rest wait their turn."""
        area = self.area()
        scale = ui_scale(self.app.size)
        font = get_font(max(10, round(15 * scale)))
        pad, gap = max(6, round(8 * scale)), max(4, round(6 * scale))
        out: list[tuple[Notice, pygame.Rect, list[str]]] = []
        y = area.top
        scenes = self.app.stack.scenes
        for notice in reversed(self.notices):
            under = notice.raised_on
            if under is not None and under in scenes and under is not scenes[-1]:
                continue      # its screen lies under another (the room rules over the start screen): it waits
            lines = wrap(notice.text, lambda t: font.size(t)[0], area.width - 3 * pad)
            box = pygame.Rect(area.left, y, area.width, len(lines) * font.get_linesize() + 2 * pad)
            if out and box.bottom > area.bottom:
                break
            out.append((notice, box, lines))
            y = box.bottom + gap
        return out

    def tick(self, dt: float) -> None:
        """Count down the notices on screen (a waiting notice's time has not begun); drop the
        ones whose time is up or whose screen has gone."""
        for notice, _, _ in self.layout():
            notice.seconds -= dt
        scenes = self.app.stack.scenes
        self.notices = [n for n in self.notices if n.seconds > 0 and (n.owner is None or n.owner in scenes)]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the notices on screen now over everything."""
        if not self.notices:
            return
        scale = ui_scale(self.app.size)
        font = get_font(max(10, round(15 * scale)))
        pad = max(6, round(8 * scale))
        for _notice, box, lines in self.layout():
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            shade.fill((20, 16, 10, 235))
            surface.blit(shade, box)
            pygame.draw.rect(surface, (230, 190, 60), box, 2, border_radius=6)
            for i, line in enumerate(lines):
                surface.blit(font.render(line, True, (245, 235, 210)),
                             (box.left + pad + pad // 2, box.top + pad + i * font.get_linesize()))
