"""The table's rules card: the room rules in force at a glance ("房间规则：血流成河 +2"), a small pill
under the right player's plate, above the answer buttons; a click on it or O opens the list of
every option that differs from classic (its value, the classic value, what it changes), and a
click, O or Esc closes it. A classic table shows "经典规则" in quiet grey. The rules of a match
never change while it is played, so the card only shows them (the start screen's room-rules
panel chooses them). A practice table says so first: a review's "play on from here" (练习（不计分）)
and a scored match the player made practice with a take-back or the bots' hands shown
(练习（不计入统计）, issue 29: teaching/practice_ask.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional, Protocol

import pygame

from game.client.display import lang
from game.client.presenting.rules_in_force import (
    ROOM_RULES,
    RulesInForce,
    card_summary,
    rule_line_text,
    rules_in_force,
)
from game.client.ui.palette import CARD_EDGE, CREAM, GOLD, GREY, NOTE
from game.client.ui.text import fit_text, wrapped
from game.client.ui.widgets import card
from rules.variants.registry import get_variant

if TYPE_CHECKING:   # the table that shows the card; the card needs only these types
    from game.client.display.layout import TableLayout
    from game.client.ui.painter import Painter

# Design units: the band under the right player's plate (which ends at 610) and its flowers, above
# the answer buttons (from 654), right of the caption (to 884) and of the widest wall (to 921): no
# seat's things are there (tests/game/test_rules_in_force_screens.py).
CARD_BAND = (926, 618, 1268, 650)
PANEL = (300, 92, 980, 640)       # the opened list: where the log opens, over the table's centre
CARD_SIZE = 14
TITLE_SIZE = 17
LINE_SIZE = 14
BRIEF_SIZE = 12
KEY = pygame.K_o


class TableForCard(Protocol):
    """What the card reads of the table."""

    @property
    def layout(self) -> TableLayout:
        """Where everything is drawn at this window size."""
        ...

    @property
    def view(self) -> Painter:
        """The painter the table draws with."""
        ...


def table_rules(session: object, variant: str, options: Optional[Mapping[str, Any]]) -> tuple[str, dict[str, Any]]:
    """The variant and options a table plays by: its match's own (a live or loaded match), else
    the table's settings (a replay's header options)."""
    own = getattr(session, "options", None)
    session_variant = getattr(session, "variant", None)
    name = getattr(session_variant, "name", None)
    if isinstance(own, Mapping) and isinstance(name, str):
        return name, dict(own)
    return get_variant(variant).name, dict(options or {})


class RulesCard:
    """The card and the list it opens (the module's docstring)."""

    def __init__(self, table: TableForCard, variant: str, options: Optional[Mapping[str, Any]],
                 practice: bool = False) -> None:
        self.table = table
        self.rules: RulesInForce = rules_in_force(variant, options)
        self.open = False
        self.practice = practice    # a review's "play on from here": the card says so first

    # ------------------------------------------------------------------ geometry
    def text(self) -> str:
        """The card's line in the current language (a practice table's says so first); one
        changed option with its value where that fits the band at the card's size, first after
        "Room rules:", else alone, else its title alone."""
        layout = self.table.layout
        room = layout.rect(*CARD_BAND).width - layout.px(20)
        tries = [self._summary_line(True), self._summary_line(True, named=False), self._summary_line(False)]
        line = next((t for t in tries if self.table.view.text.get(t, layout.px(CARD_SIZE), GOLD, True).get_width()
                     <= room), tries[-1])
        if self.practice:
            return lang.short(f"练习（不计分） · {line}", f"Practice (not scored) · {line}")
        if self.made_practice():
            return lang.short(f"练习（不计入统计） · {line}", f"Practice (not in your statistics) · {line}")
        return line

    def _summary_line(self, with_value: bool, named: bool = True) -> str:
        """The summary, after "Room rules:" when `named` (the value matters more than the name)."""
        summary = card_summary(self.rules, with_value)
        if self.rules.classic or not named:
            return lang.short(summary.zh, summary.en)
        return lang.short(f"{ROOM_RULES.zh}：{summary.zh}", f"{ROOM_RULES.en}: {summary.en}")

    def made_practice(self) -> bool:
        """The table's scored match was made practice (a take-back, the bots' hands shown; issue
        29): its scores go on, its hands are not counted in the statistics."""
        return getattr(getattr(self.table, "session", None), "practice", False) is True

    def rect(self) -> pygame.Rect:
        """The pill around the card's line, right-aligned in its band (never wider than it)."""
        layout = self.table.layout
        band = layout.rect(*CARD_BAND)
        width = min(band.width, self._line().get_width() + layout.px(20))
        rect = pygame.Rect(0, 0, width, layout.px(24))
        rect.midright = (band.right, band.centery)
        return rect

    def _line(self) -> pygame.Surface:
        layout = self.table.layout
        band = layout.rect(*CARD_BAND)
        colour = GREY if self.rules.classic and not self.practice and not self.made_practice() else GOLD
        return fit_text(self.table.view.text, self.text(), layout.px(CARD_SIZE), colour,
                        band.width - layout.px(20), bold=not self.rules.classic)

    def panel_rect(self) -> pygame.Rect:
        return self.table.layout.rect(*PANEL)

    # ------------------------------------------------------------------ input
    def toggle(self) -> None:
        self.open = not self.open

    def process_event(self, event: pygame.event.Event) -> bool:
        """A click on the card or O opens the list; a click, O or Esc closes it. True when used."""
        if event.type == pygame.KEYDOWN and event.key == KEY and not event.mod & pygame.KMOD_CTRL:
            self.toggle()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.open or self.rect().collidepoint(event.pos):
                self.toggle()
                return True
        if self.open and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.toggle()
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The card, and the list over the table while it is open."""
        layout, view = self.table.layout, self.table.view
        rect = self.rect()
        if self.rules.classic:
            line = self._line()
            surface.blit(line, line.get_rect(midright=(rect.right - layout.px(10), rect.centery)))
        else:
            card(surface, view, rect, rect.height // 2, edge=CARD_EDGE, width=max(1, layout.px(1)))
            line = self._line()
            surface.blit(line, line.get_rect(center=rect.center))
        if self.open:
            self._draw_list(surface)

    def list_lines(self) -> list[tuple[str, int, tuple[int, ...], bool]]:
        """The opened list's lines as drawn: (text, design size, colour, bold), wrapped later."""
        rules = self.rules
        variant = get_variant(rules.variant)
        out: list[tuple[str, int, tuple[int, ...], bool]] = []
        if rules.classic:
            out.append((lang.tr("每个选项都按经典规则（默认的打法）。", "Every option is at the classic rule "
                                "(its default)."), LINE_SIZE, CREAM, False))
        else:
            if rules.preset is not None:
                title, about = rules.preset.title, rules.preset.about
                out.append((lang.tr(f"{title.zh}：{about.zh}", f"{title.en}: {about.en}", " · "),
                            LINE_SIZE, NOTE, False))
            for line in rules.changed:
                out.append((lang.tr_bi(rule_line_text(line), " · "), LINE_SIZE, GOLD, True))
                out.append((lang.tr_bi(line.brief, " · "), BRIEF_SIZE, CREAM, False))
        out.append((lang.tr(f"其余{len(variant.options) - len(rules.changed)}项为经典规则。对局中规则不能改。",
                            f"The other {len(variant.options) - len(rules.changed)} options are classic. "
                            "A match's rules cannot change while it is played.", " · "), BRIEF_SIZE, NOTE, False))
        return out

    def _rows(self, width: int) -> list[tuple[str, int, tuple[int, ...], bool, int]]:
        """The list's lines wrapped to `width`: (text, px size, colour, bold, height)."""
        px = self.table.layout.px
        rows = []
        for text, size, colour, bold in self.list_lines():
            parts = wrapped(text, px(size), width, bold)
            step = round(px(size) * 1.3)
            for i, part in enumerate(parts):
                air = px(4) if size == BRIEF_SIZE and i == len(parts) - 1 else 0
                rows.append((part, px(size), colour, bold, step + air))
        return rows

    def _draw_list(self, surface: pygame.Surface) -> None:
        layout, view = self.table.layout, self.table.view
        px = layout.px
        box = self.panel_rect()
        width = box.width - px(32)
        rows = self._rows(width)
        box.height = min(box.height, px(44) + sum(r[4] for r in rows) + px(12))   # as tall as its lines
        card(surface, view, box, px(10), fill=(8, 30, 20, 245))
        variant = get_variant(self.rules.variant)
        title = lang.tr(f"房间规则 · {variant.title_zh}", f"Room rules · {variant.title_en}", " ")
        view.label(surface, title, px(TITLE_SIZE), GOLD, topleft=(box.left + px(16), box.top + px(10)), bold=True)
        view.label(surface, lang.tr("O 或 Esc 关闭", "O or Esc closes", " · "), px(12), NOTE,
                   midright=(box.right - px(16), box.top + px(20)))
        x, y = box.left + px(16), box.top + px(44)
        bottom = box.bottom - px(12)
        for text, size, colour, bold, height in rows:
            if y + height > bottom + px(4):
                view.label(surface, "…", size, NOTE, topleft=(x, bottom - height))
                return
            surface.blit(view.text.get(text, size, colour, bold), (x, y))
            y += height
