"""The table's log panel: this hand's events (event_log.py), one line each, scrollable.

L or the 记录 button at the caption's right end opens and closes it; Esc closes it. The mouse wheel,
↑/↓ (a line), PgUp/PgDn (a page) and Home/End scroll. It opens at the newest line and follows
new lines while it is at the bottom. The game goes on underneath: other keys still reach the
table (Enter discards, the claim keys answer). Once a hand was settled at this table, the panel's
foot has a 上一盘结算 · Last settlement button that opens that sheet again (issue 29). On the
settlement sheet L opens the panel over the sheet (scenes/settlement.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Hashable, Iterable, Optional, Protocol, cast

import pygame
import pygame_gui

from game.client.display import lang
from game.client.presenting.captions import claim_rules
from game.client.presenting.event_log import EventLog, LogEntry, clamp_scroll
from game.client.ui.palette import CREAM, GOLD, NOTE, Colour
from game.client.ui.text import wrapped
from game.client.ui.widgets import card
from rules.events import Event

if TYPE_CHECKING:   # the table makes its log panel; the panel needs only the types
    from game.client.display.layout import TableLayout
    from game.client.presenting.caption_kit import Caption
    from game.client.presenting.model import TableModel
    from game.client.ui.painter import Painter

    from ..base import AppForScenes

PANEL = (300, 92, 980, 640)    # design units: over the table's centre, above the caption
LINE_SIZE = 14
FOOT = 34                      # the foot under the lines: the count and the Last settlement button
SECOND_SIZE = 12               # the English line under the Chinese one when both are shown
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
Row = tuple[int, str, int, Colour, int]   # (entry index, text, font size, colour, height)


class WidgetHost(Protocol):
    """The app as the log panel uses it: the manager its button belongs to."""

    @property
    def ui(self) -> pygame_gui.UIManager:
        """The widget manager of the window."""
        ...


class TableForLog(Protocol):
    """Exactly what the log panel uses of the table (scenes/table.py satisfies it)."""

    @property
    def app(self) -> WidgetHost:
        """The window the table is in."""
        ...

    @property
    def container(self) -> Optional[pygame_gui.core.UIContainer]:
        """The table's widget container (the 记录 button goes in it)."""
        ...

    @property
    def layout(self) -> TableLayout:
        """Where everything is drawn at this window size."""
        ...

    @property
    def view(self) -> Painter:
        """The painter the table draws with."""
        ...

    @property
    def model(self) -> TableModel:
        """What the table shows (the hand's number)."""
        ...

    @property
    def human_seat(self) -> Optional[int]:
        """The human's seat (None: bots only); the human's own lines are gold."""
        ...

    @property
    def buttons(self) -> Iterable[pygame_gui.elements.UIButton]:
        """The table's answer buttons (the 记录 button keeps left of a long row)."""
        ...


class EventLogPanel:
    """The log of one table: fed every presented event, drawn over the table while open."""

    def __init__(self, table: TableForLog) -> None:
        self.table = table
        self.log = EventLog()
        self.open = False
        self.offset = 0.0            # pixels scrolled from the first line
        self.follow = True           # at the bottom: new lines scroll into view
        self.button: Optional[pygame_gui.elements.UIButton] = None
        self.again_button: Optional[pygame_gui.elements.UIButton] = None   # the last settlement again
        self._rows: list[Row] = []
        self._rows_key: Hashable = None

    # ------------------------------------------------------------------ feeding
    def add(self, event: Event, model: TableModel, caption: Optional[Caption]) -> Optional[LogEntry]:
        """A presented event (the table's own masked stream) with the caption the table made for it."""
        return self.log.add(event, model, caption)

    @property
    def entries(self) -> list[LogEntry]:
        """This hand's lines so far, oldest first."""
        return self.log.entries

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        """The 记录 L button at the caption's right end (rebuilt on resize and language change)."""
        if self.button is not None:
            self.button.kill()
        self.button = pygame_gui.elements.UIButton(
            self.button_rect(), lang.short("记录", "Log") + " L", self.table.app.ui, container=self.table.container,
            tool_tip_text=self.tip(),
            object_id=pygame_gui.core.ObjectID(object_id="#toggle"))
        if self.open:
            self.button.select()
        self._drop_again()
        self.sync_again()

    def tip(self) -> str:
        """The 记录 button's tooltip: the claims this table's variant declares (四川 and 天津 have
        no chow: "碰杠", a tester read "吃碰杠" at a 四川 table), the key in the language's brackets."""
        claims = claim_rules(self.table.model.variant)
        melds = "吃碰杠" if claims is None or claims.chow else "碰杠"
        return lang.tr(f"本盘记录：谁摸了、打了、{melds}了什么（L）",
                       "This hand's log: who drew, discarded, claimed, won, paid (L)", "\n")

    def again_rect(self) -> pygame.Rect:
        """The Last settlement button: the panel's foot, right."""
        px = self.table.layout.px
        box = self.rect()
        rect = pygame.Rect(0, 0, px(160), px(FOOT - 8))
        rect.midright = (box.right - px(16), box.bottom - px(FOOT // 2))
        return rect

    def sync_again(self) -> None:
        """The Last settlement button there exactly while the panel is open and a settled hand
        is kept for the table (made or taken away only when that changes)."""
        from .last_settlement import kept
        want = self.open and kept(self.table) is not None
        if want and self.again_button is None:
            self.again_button = pygame_gui.elements.UIButton(
                self.again_rect(), lang.tr("上一盘结算", "Last settlement"), self.table.app.ui,
                container=self.table.container, object_id=pygame_gui.core.ObjectID(object_id="#choice"),
                tool_tip_text=lang.tr("再看一次上一盘的结算", "the last hand's settlement sheet again", "\n"))
        elif not want:
            self._drop_again()

    def _drop_again(self) -> None:
        if self.again_button is not None:
            self.again_button.kill()
            self.again_button = None

    def button_rect(self) -> pygame.Rect:
        """Inside the caption's right end; left of the table's answer buttons when a long row of
        them reaches over the caption (the caption then ends before it)."""
        layout = self.table.layout
        caption = layout.caption_rect()
        right = caption.right - layout.px(4)
        lefts = [b.rect.left for b in self.table.buttons
                 if b.rect.top < caption.bottom and b.rect.bottom > caption.top]
        if lefts:
            right = min(right, min(lefts) - layout.px(6))
        rect = pygame.Rect(0, 0, layout.px(72), caption.height - layout.px(6))
        rect.midright = (right, caption.centery)
        return rect

    def place(self) -> None:
        """Follow the table's answer buttons (called whenever they change)."""
        if self.button is not None:
            self.button.set_relative_position(self.button_rect().topleft)

    def toggle(self) -> None:
        """Open or close the panel."""
        self.open = not self.open
        if self.open:
            self.follow = True
        if self.button is not None:
            self.button.select() if self.open else self.button.unselect()
        self.sync_again()

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        """L, the button, and the scroll keys and wheel while open; True when used."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button \
                and self.button is not None:
            self.toggle()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.again_button \
                and self.again_button is not None:
            from .last_settlement import kept
            if kept(self.table) is not None:    # by name: scenes/last_sheet/scene.py
                cast("AppForScenes", self.table.app).push("settlement_again", self.table)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and not event.mod & pygame.KMOD_CTRL:
            self.toggle()
            return True
        if not self.open:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.toggle()
                return True
            if event.key in SCROLL_KEYS:
                self.scroll(SCROLL_KEYS[event.key] * self.line_step())
                return True
            if event.key in PAGE_KEYS:
                self.scroll(PAGE_KEYS[event.key] * max(self.line_step(), self.view_height() - self.line_step()))
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll(-1e9 if event.key == pygame.K_HOME else 1e9)
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * 3 * self.line_step())
            return True
        return False

    def scroll(self, pixels: float) -> None:
        content, view = self.content_height(), self.view_height()
        self.offset = clamp_scroll(self.offset + pixels, content, view)
        self.follow = self.offset >= max(0.0, content - view) - 1

    # ------------------------------------------------------------------ geometry
    def rect(self) -> pygame.Rect:
        return self.table.layout.rect(*PANEL)

    def text_rect(self) -> pygame.Rect:
        """Where the lines scroll: the panel less its title, its foot and the scroll bar."""
        px = self.table.layout.px
        r = self.rect()
        return pygame.Rect(r.left + px(16), r.top + px(40), r.width - px(40), r.height - px(40) - px(FOOT))

    def line_step(self) -> int:
        return round(self.table.layout.px(LINE_SIZE) * 1.4)

    def view_height(self) -> int:
        return self.text_rect().height

    def rows(self) -> list[Row]:
        """The drawn rows (entry index, text, size, colour, height): each entry in the current
        language, wrapped to the panel; the human's own lines in gold."""
        width = self.text_rect().width
        key = (len(self.entries), id(self.entries), lang.version(), lang.current(), width)
        if key == self._rows_key:
            return self._rows
        px = self.table.layout.px
        human = self.table.human_seat
        rows: list[Row] = []
        for index, entry in enumerate(self.entries):
            main = GOLD if human is not None and entry.seat == human else CREAM
            for i, text in enumerate(lang.lines(entry.zh, entry.en)):
                size = px(LINE_SIZE if i == 0 else SECOND_SIZE)
                step = round(size * 1.4)
                for line in wrapped(text, size, width):
                    rows.append((index, line, size, main if i == 0 else NOTE, step))
            if rows:
                rows[-1] = rows[-1][:4] + (rows[-1][4] + px(3),)   # a little air between events
        self._rows, self._rows_key = rows, key
        return rows

    def content_height(self) -> int:
        return sum(h for *_, h in self.rows())

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The panel over the table while open (its Last settlement button follows the table)."""
        if (self.again_button is not None) != (self.open and self.table.container is not None
                                               and self.table.container.visible):
            self.sync_again()
        if not self.open:
            return
        view, layout = self.table.view, self.table.layout
        px = layout.px
        box = self.rect()
        card(surface, view, box, px(10), fill=(8, 30, 20, 240))
        hand = self.table.model.hand_no + 1
        view.label(surface, lang.tr(f"本盘记录 · 第{hand}盘", f"This hand's log · hand {hand}", " "), px(16), GOLD,
                   topleft=(box.left + px(16), box.top + px(10)), bold=True)
        view.label(surface, lang.tr("滚轮 ↑↓ 翻看 · L 或 Esc 关闭", "wheel ↑↓ scroll · L or Esc closes", " · "),
                   px(12), NOTE, midright=(box.right - px(16), box.top + px(20)))
        area = self.text_rect()
        rows = self.rows()
        content = self.content_height()
        if self.follow:
            self.offset = clamp_scroll(1e9, content, area.height)
        self.offset = clamp_scroll(self.offset, content, area.height)
        if not rows:
            view.label(surface, lang.tr("还没有事发生", "nothing has happened yet"), px(LINE_SIZE), NOTE,
                       topleft=area.topleft)
        clip = surface.get_clip()
        surface.set_clip(area)
        y = area.top - round(self.offset)
        for _, text, size, colour, height in rows:
            if y + height >= area.top and y <= area.bottom:
                surface.blit(view.text.get(text, size, colour), (area.left, y))
            y += height
        surface.set_clip(clip)
        self._draw_bar(surface, area, content)
        shown = self.shown_range()
        if rows:
            foot = lang.tr(f"共{len(self.entries)}条", f"{len(self.entries)} events")
            view.label(surface, foot + (f" · {shown[0] + 1}–{shown[1]}" if shown[1] > shown[0] else ""), px(11),
                       NOTE, midleft=(box.left + px(16), box.bottom - px(FOOT // 2)))

    def _draw_bar(self, surface: pygame.Surface, area: pygame.Rect, content: int) -> None:
        if content <= area.height:
            return
        px = self.table.layout.px
        track = pygame.Rect(area.right + px(10), area.top, px(6), area.height)
        pygame.draw.rect(surface, (40, 60, 48), track, border_radius=track.w // 2)
        thumb_h = max(px(20), round(track.h * area.height / content))
        top = track.top + round((track.h - thumb_h) * self.offset / max(1, content - area.height))
        pygame.draw.rect(surface, GOLD, pygame.Rect(track.left, top, track.w, thumb_h), border_radius=track.w // 2)

    def shown_range(self) -> tuple[int, int]:
        """(first, last + 1): the entries with a row inside the scrolled view."""
        top, bottom = self.offset, self.offset + self.view_height()
        y = 0
        inside = []
        for index, _, _, _, height in self.rows():
            if y + height > top and y < bottom:
                inside.append(index)
            y += height
        return (inside[0], inside[-1] + 1) if inside else (0, 0)
