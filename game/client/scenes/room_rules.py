"""The room-rules panel (房间规则 / Room rules): every rule option of one variant as a choice.

    presets (经典 first, then the variant's own: choosing one sets every option)
    the options by group (胜负与计分 · 行牌 · 结算 · 对局长度): title, values with the default
    marked (a fixed option shows its one value), one line on what it changes; hover a title for
    the whole reading
    恢复经典 · 完成

Opened with `open_room_rules(app, variant, on_close)` (room_rules_parts): the start screen's
"房间规则：经典" line, the rules browser. The choice is kept per variant in the player's settings
(`variant_options`, only the changed values) when the panel closes; `on_close` gets it.

Keys: Tab / Shift+Tab or ↑/↓ move between the presets, the options and the two buttons; ←/→
change the focused option (or move along the presets); Enter or Space chooses; PgUp/PgDn,
Home/End and the wheel scroll; Esc closes. Everything is painted into one picture, made again
only when something changed (a choice, the hover, the scroll, the language, the window).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional

import pygame

from game.client.display.layout import TableLayout
from rules.variants.registry import get_variant

from ..ui.painter import Painter
from ..ui.palette import FOCUS, GOLD, POPUP_BG, CARD_EDGE, CREAM
from ..ui.widgets import draw_modal, modal_rect
from .base import PaintedScene
from .room_rules_parts.frame import Frame, layout_frame
from .room_rules_parts.model import RoomChoice, grouped_rows, option_rows
from .room_rules_parts.page import Button, Metrics, Page, both_lines, layout_page, line_height, paint_button, \
    paint_page, paint_texts, text_width, wrap_px

if TYPE_CHECKING:
    from .base import AppForScenes

OnClose = Callable[[dict[str, Any]], None]
# A focus stop: ("preset", key), ("option", key), ("reset", "") or ("done", "").
Stop = tuple[str, str]


class RoomRulesScene(PaintedScene):
    """The panel over the felt; its own keyboard focus (the app's Tab ring walks widgets only)."""

    tab_focus = False

    def __init__(self, app: AppForScenes, variant: str, on_close: Optional[OnClose] = None,
                 options: Optional[Mapping[str, Any]] = None) -> None:
        super().__init__(app)
        self.variant = get_variant(variant)
        stored = options if options is not None else app.user.options_for(self.variant.name)
        self.choice = RoomChoice(self.variant, stored)
        self.on_close = on_close
        self.view = Painter()
        self.scroll = 0
        self.focused: Optional[Stop] = None
        self.hovered: Optional[Button] = None
        self.tip: Optional[tuple[str, tuple[int, int]]] = None    # an option's key and where the mouse is
        self.frame: Frame
        self.page: Page

    # ------------------------------------------------------------------ building

    def startup(self) -> None:
        super().startup()
        for refused in self.choice.refused:       # a stored value the variant does not offer
            self.app.notify((refused.zh, refused.en), 10.0)
        self.lay_out()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.lay_out()

    def language_changed(self) -> None:
        self.lay_out()

    def panel_rect(self) -> pygame.Rect:
        """The panel: nearly the whole window."""
        return modal_rect(self.app.size, 1220, 780)

    def lay_out(self) -> None:
        """Lay the header, the footer and the page out again (a choice, the language, the size)."""
        shown = None             # the preset whose about line shows: the one pointed at, else focused
        if self.hovered is not None and self.hovered.kind == "preset":
            shown = self.variant.preset(self.hovered.key)
        elif self.focused is not None and self.focused[0] == "preset":
            shown = self.variant.preset(self.focused[1])
        self.frame = layout_frame(self.panel_rect(), self.choice, shown, self.px)
        self.page_width = self.frame.view.width - max(8, self.px(14)) - self.px(8)    # the scroll bar beside it
        self.page = layout_page(grouped_rows(self.variant), self.choice, self.page_width, Metrics.for_px(self.px))
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        if self.hovered is not None:    # the same button, laid out again
            self.hovered = next((b for b in self.buttons() if (b.kind, b.key, b.value) ==
                                 (self.hovered.kind, self.hovered.key, self.hovered.value)), None)
        self.repaint()

    def notice_area(self) -> pygame.Rect:
        """Where the app's notices lie here: over the page, never over the presets or the buttons."""
        return self.frame.view.inflate(-self.px(16), -self.px(16))

    def max_scroll(self) -> int:
        """How far the page scrolls."""
        return max(0, self.page.height - self.frame.view.height)

    def buttons(self) -> list[Button]:
        """Every button: the header's and footer's, then the page's."""
        return self.frame.buttons + self.page.buttons

    def stops(self) -> list[Stop]:
        """What the keyboard focus walks, in order."""
        presets = [("preset", p.key) for p in self.variant.all_presets()]
        options = [("option", row.key) for row in self.page.rows if not row.fixed]
        return presets + options + [("reset", ""), ("done", "")]

    # ------------------------------------------------------------------ choosing
    def press(self, button: Button) -> None:
        """A button pressed (clicked, or Enter on the focused stop)."""
        if button.kind == "preset":
            self.choice.apply(self.variant.preset(button.key))
        elif button.kind == "value":
            self.choice.set(button.key, button.value)
        elif button.kind == "reset":
            self.choice.reset()
        elif button.kind == "done":
            self.close()
            return
        self.lay_out()

    def close(self) -> None:
        """Keep the choice for this variant (only the changed values) and go back."""
        changed = dict(self.choice.changed)
        user = self.app.user
        if changed:
            user.variant_options[self.variant.name] = changed
        else:
            user.variant_options.pop(self.variant.name, None)
        self.app.save_user_settings()
        if self.app.stack.top is self:
            self.app.pop()
        if self.on_close is not None:
            self.on_close(changed)

    def move_focus(self, step: int) -> None:
        """Focus the next (1) or previous (-1) stop, scrolled into view."""
        stops = self.stops()
        at = stops.index(self.focused) if self.focused in stops else (-1 if step > 0 else 0)
        self.focused = stops[(at + step) % len(stops)]
        self.lay_out()           # the about line follows a focused preset
        self.scroll_to_focus()

    def scroll_to_focus(self) -> None:
        """Scroll so the focused option is in view."""
        if self.focused is None or self.focused[0] != "option":
            return
        row = next((r for r in self.page.rows if r.key == self.focused[1]), None)
        if row is None:
            return
        margin = self.px(10)
        if row.rect.top - margin < self.scroll:
            self.scroll_by(row.rect.top - margin - self.scroll)
        elif row.rect.bottom + margin > self.scroll + self.frame.view.height:
            self.scroll_by(row.rect.bottom + margin - self.frame.view.height - self.scroll)

    def scroll_by(self, dy: int) -> None:
        """Scroll the page by `dy` pixels (kept within it)."""
        scroll = max(0, min(self.max_scroll(), self.scroll + dy))
        if scroll != self.scroll:
            self.scroll = scroll
            self.repaint()

    def activate(self) -> None:
        """Enter on the focused stop: choose the preset, the option's next value, or the button."""
        if self.focused is None:
            return
        kind, key = self.focused
        if kind == "option":
            self.choice.step(key, 1)
            self.lay_out()
            return
        button = next((b for b in self.frame.buttons if b.kind == kind and b.key == key), None)
        if button is not None:
            self.press(button)

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(60))
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.hover(event.pos)
            if self.hovered is not None:
                self.focused = None        # the mouse took over
                self.press(self.hovered)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key pressed (see the module's docstring)."""
        k = event.key
        if k == pygame.K_ESCAPE:
            self.close()
        elif k == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif k in (pygame.K_DOWN, pygame.K_UP):
            self.move_focus(1 if k == pygame.K_DOWN else -1)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if k == pygame.K_RIGHT else -1
            if self.focused is not None and self.focused[0] == "option":
                self.choice.step(self.focused[1], step)
                self.lay_out()
            else:
                self.move_focus(step)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.activate()
        elif k in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll_by((1 if k == pygame.K_PAGEDOWN else -1) * self.frame.view.height * 9 // 10)
        elif k in (pygame.K_HOME, pygame.K_END):
            self.scroll_by(-self.scroll if k == pygame.K_HOME else self.max_scroll())
        else:
            return False
        return True

    def page_point(self, pos: tuple[int, int]) -> Optional[tuple[int, int]]:
        """`pos` in the page's coordinates, when it is over the page's view."""
        view = self.frame.view
        if not view.collidepoint(pos):
            return None
        return pos[0] - view.x, pos[1] - view.y + self.scroll

    def hover(self, pos: tuple[int, int]) -> None:
        """What the mouse is over: a button (lit) or an option's title (its whole reading)."""
        found = next((b for b in self.frame.buttons if b.rect.collidepoint(pos)), None)
        tip = None
        point = self.page_point(pos)
        if found is None and point is not None:
            found = next((b for b in self.page.buttons if b.rect.collidepoint(point)), None)
            row = next((r for r in self.page.rows if r.title_rect.collidepoint(point)), None)
            tip = (row.key, pos) if row is not None else None
        if found is not self.hovered or (tip is None) != (self.tip is None) or (tip and self.tip and tip[0] != self.tip[0]):
            presets = any(b is not None and b.kind == "preset" for b in (found, self.hovered))
            self.hovered, self.tip = found, tip
            self.repaint()
            if presets:          # the about line follows the preset pointed at
                self.lay_out()

    # ------------------------------------------------------------------ drawing

    def paint(self, surface: pygame.Surface) -> None:
        """The felt, the panel, its header, page and footer, the focus and the hover's reading."""
        self.view.draw_felt(surface, TableLayout(*surface.get_size()))
        panel = self.panel_rect()
        draw_modal(self.view, surface, panel, self.px)
        cache = self.view.text
        paint_texts(surface, cache, self.frame.texts, (0, 0))
        for button in self.frame.buttons:
            paint_button(surface, cache, button, (0, 0), hovered=button is self.hovered, radius=self.px(8),
                         border=max(1, self.px(2)))
        view = self.frame.view
        pygame.draw.line(surface, CARD_EDGE, (view.left, self.frame.rule_y), (view.right, self.frame.rule_y), 1)
        focused_option = self.focused[1] if self.focused is not None and self.focused[0] == "option" else None
        paint_page(surface, cache, self.page, view, self.scroll, hovered=self.hovered, focused=focused_option,
                   px=self.px)
        self.paint_bar(surface)
        if self.focused is not None and self.focused[0] != "option":
            ringed = next((b for b in self.frame.buttons if b.kind == self.focused[0] and b.key == self.focused[1]),
                          None)
            if ringed is not None:
                pygame.draw.rect(surface, FOCUS, ringed.rect.inflate(6, 6), 3, border_radius=self.px(8))
        if self.tip is not None:
            self.paint_tip(surface, *self.tip)

    def paint_bar(self, surface: pygame.Surface) -> None:
        """The scroll bar at the page's right, when the page is taller than its view."""
        view, most = self.frame.view, self.max_scroll()
        if most <= 0:
            return
        track = pygame.Rect(view.right - max(6, self.px(8)), view.top, max(6, self.px(8)), view.height)
        pygame.draw.rect(surface, (20, 50, 36), track, border_radius=track.width // 2)
        thumb_h = max(self.px(30), track.height * view.height // self.page.height)
        thumb_y = track.top + (track.height - thumb_h) * self.scroll // most
        pygame.draw.rect(surface, GOLD, (track.x, thumb_y, track.width, thumb_h), border_radius=track.width // 2)

    def paint_tip(self, surface: pygame.Surface, key: str, pos: tuple[int, int]) -> None:
        """An option's whole reading in a box by the mouse, inside the window."""
        row = next((r for r in option_rows(self.variant) if r.key == key), None)
        if row is None:
            return
        size, width = max(12, self.px(15)), min(self.px(520), surface.get_width() - 2 * self.px(12))
        lines = [line for part in both_lines(row.reading) for line in wrap_px(part, size, width)]
        pad = self.px(10)
        box = pygame.Rect(0, 0, max(text_width(line, size) for line in lines) + 2 * pad,
                          len(lines) * line_height(size) + 2 * pad)
        box.topleft = (pos[0] + self.px(16), pos[1] + self.px(16))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, POPUP_BG, box, border_radius=self.px(6))
        pygame.draw.rect(surface, CARD_EDGE, box, 1, border_radius=self.px(6))
        y = box.top + pad
        for line in lines:
            surface.blit(self.view.text.get(line, size, CREAM), (box.left + pad, y))
            y += line_height(size)

