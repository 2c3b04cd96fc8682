"""A small question over the screen under it (issue 29): a title, a sentence or two, a yes and
a no button, and optionally a one-line text entry (a bug report's note).

Used where one keystroke did something the player could not take back: leaving a lesson with
Esc, turning a scored match into practice (悔牌 take-back, 明牌 show hands), filing a bug report
(F9: type a short note first). Reached by name: `app.push("ask", title, body, yes, no, on_yes,
on_no=None, entry=None)`. Enter (or the yes button) answers yes, Esc (or the no button)
answers no; the scene under it waits (only the top scene is updated). The text is painted once
per size and language into a cached picture, so the dialog rests while nothing changes.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

import pygame
import pygame_gui

from game.client.display import lang
from game.teaching.i18n import Bi

from ..ui.painter import Painter
from ..ui.palette import CREAM, GOLD, MUTED
from ..ui.text import draw_wrapped, wrapped_height
from ..ui.widgets import button, design_px, modal_rect
from .base import Scene

if TYPE_CHECKING:
    from .base import AppForScenes

WIDTH = 620            # design px of the panel
NOTE_LIMIT = 200       # characters a note may have
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class AskScene(Scene):
    """Yes / no over the screen under it; `on_yes(text)` runs after the dialog closed (the note
    typed, or "" without an entry), `on_no()` likewise."""

    opaque = False

    def __init__(self, app: AppForScenes, title: Bi, body: Bi, yes: Bi, no: Bi,
                 on_yes: Callable[[str], object], on_no: Optional[Callable[[], None]] = None,
                 entry: Optional[Bi] = None) -> None:
        super().__init__(app)
        self.title, self.body, self.yes_words, self.no_words = title, body, yes, no
        self.on_yes, self.on_no = on_yes, on_no
        self.entry_hint = entry              # the entry's label (None: no entry)
        self.view = Painter(app.art)
        self.yes_button: Optional[pygame_gui.elements.UIButton] = None
        self.no_button: Optional[pygame_gui.elements.UIButton] = None
        self.entry: Optional[pygame_gui.elements.UITextEntryLine] = None
        self.text = ""                       # the note typed so far (kept across a rebuild)
        self.answered: Optional[bool] = None
        self._page: Optional[pygame.Surface] = None
        self._page_key: tuple = ()

    def px(self, v: float) -> int:
        """A design-space length in this window's pixels."""
        return design_px(self.app.size, v)

    # ------------------------------------------------------------------ layout
    def body_height(self) -> int:
        """The wrapped sentence's height at this size, in the language shown."""
        width = self.panel_width() - self.px(56)
        return sum(wrapped_height(line, self.px(16), width) for line in lang.lines(self.body.zh, self.body.en))

    def panel_width(self) -> int:
        return modal_rect(self.app.size, WIDTH, 100).width

    def panel_rect(self) -> pygame.Rect:
        height = 84 + 96 + (62 if self.entry_hint is not None else 0)
        rect = modal_rect(self.app.size, WIDTH, height)
        rect.height = min(self.app.size[1] - 20, rect.height + self.body_height())
        rect.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return rect

    def startup(self) -> None:
        super().startup()
        self._build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        if self.entry is not None:
            self.text = self.entry.get_text()
        self.clear_widgets()
        self._build()

    def _build(self) -> None:
        panel = self.panel_rect()
        height, gap = self.px(44), self.px(16)
        width = (panel.width - self.px(48) - gap) // 2
        top = panel.bottom - self.px(20) - height
        self.yes_button = button(pygame.Rect(panel.left + self.px(24), top, width, height),
                                 self.yes_words.zh + " (Enter)", self.yes_words.en + " (Enter)", self.app,
                                 self.container, object_id="#start")
        self.no_button = button(pygame.Rect(panel.right - self.px(24) - width, top, width, height),
                                self.no_words.zh + " (Esc)", self.no_words.en + " (Esc)", self.app, self.container)
        self.entry = None
        if self.entry_hint is not None:
            rect = pygame.Rect(panel.left + self.px(28), top - self.px(16) - self.px(40),
                               panel.width - self.px(56), self.px(40))
            self.entry = pygame_gui.elements.UITextEntryLine(rect, self.app.ui, container=self.container)
            self.entry.set_text_length_limit(NOTE_LIMIT)
            self.entry.set_text(self.text)
            self.entry.focus()
        self._page = None

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.answer(False)
            return True
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            self.answer(True)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.answer(True)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.yes_button:
                self.answer(True)
                return True
            if event.ui_element is self.no_button:
                self.answer(False)
                return True
        # the dialog holds the keyboard and the clicks: nothing reaches the screen under it
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def answer(self, yes: bool) -> None:
        """Close the dialog, then do what the answer says (once)."""
        if self.answered is not None:
            return
        self.answered = yes
        note = self.entry.get_text().strip() if self.entry is not None else ""
        if self.app.stack.top is self:
            self.app.pop()
        if yes:
            self.on_yes(note)
        elif self.on_no is not None:
            self.on_no()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.view.overlay(surface.get_size(), (0, 0, 0, 110)), (0, 0))
        panel = self.panel_rect()
        key = (panel.size, lang.version(), lang.current())
        if self._page is None or self._page_key != key:
            self._page = self._paint(panel)
            self._page_key = key
        surface.blit(self._page, panel)

    def _paint(self, panel: pygame.Rect) -> pygame.Surface:
        """The panel's painted picture: frame, title, sentence, the entry's label."""
        page = pygame.Surface(panel.size, pygame.SRCALPHA)
        rect = page.get_rect()
        page.blit(self.view.overlay(rect.size, (10, 36, 24, 245), self.px(18)), (0, 0))
        pygame.draw.rect(page, GOLD, rect, max(2, self.px(2)), border_radius=self.px(18))
        x, width = self.px(28), rect.width - self.px(56)
        y = draw_wrapped(page, self.view, lang.tr(self.title.zh, self.title.en), self.px(24), GOLD, x, self.px(20),
                         width, bold=True) + self.px(10)
        for line in lang.lines(self.body.zh, self.body.en):
            y = draw_wrapped(page, self.view, line, self.px(16), CREAM, x, y, width)
        if self.entry_hint is not None and self.entry is not None:
            top = self.entry.rect.top - panel.top - self.px(22)
            self.view.label(page, lang.tr(self.entry_hint.zh, self.entry_hint.en, " · "), self.px(13), MUTED,
                            topleft=(x, top))
        return page

