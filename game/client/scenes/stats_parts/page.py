"""The statistics page painted in one picture: the overview, the charts, the costliest mistakes
and the lessons progress of one variant and level, in design space (1280 × 800) laid on the
window (game/client/display/layout.py TableLayout); or the empty page that says what to do."""
from __future__ import annotations

from typing import Optional, Sequence

import pygame

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.stats import MistakeRecord
from game.teaching.i18n import Bi

from ...ui.painter import Painter
from ...ui.palette import BAD, CREAM, GOLD, GOOD, MUTED, NOTE, Colour
from ...ui.text import draw_wrapped, fit_text, wrapped
from ...ui.widgets import card
from .charts import HBar, draw_hbars, draw_results
from .model import EMPTY, EMPTY_HOW, TITLE, Page, level_name, variant_name

# The cards, in design space (x0, y0, x1, y1).
OVERVIEW = (24, 162, 620, 432)
MISTAKES = (24, 442, 620, 786)
RESULTS = (636, 162, 1256, 442)
OUTCOMES = (636, 452, 942, 626)
PROGRESS = (636, 636, 942, 786)
ITEMS = (952, 452, 1256, 786)
EMPTY_CARD = (190, 200, 1090, 440)

OUTCOME_COLOURS: dict[str, Colour] = {"self_drawn": (120, 210, 140), "won": (90, 170, 220), "dealt_in": BAD,
                                      "lost": (170, 150, 200), "drawn": (160, 160, 150)}
ITEM_COLOUR: Colour = (222, 184, 96)


def share_lines(needed: list[int], room: int) -> list[int]:
    """Lines for each text when `room` lines are there: all they need when they fit, else the
    short ones whole and the rest an equal share of what is left (the first ones first)."""
    allowed = [0] * len(needed)
    left, waiting = room, sorted(range(len(needed)), key=lambda i: (needed[i], i))
    while waiting:
        fair = left // len(waiting)
        i = waiting[0]
        if needed[i] <= fair:
            allowed[i] = needed[i]
        else:
            extra = left - fair * len(waiting)
            for k, j in enumerate(sorted(waiting)):
                allowed[j] = max(0, fair + (1 if k < extra else 0))
            return allowed
        left -= allowed[i]
        waiting.pop(0)
    return allowed


def tr(text: Bi) -> str:
    """`text` in the shown language."""
    return lang.tr(text.zh, text.en)


class PagePainter:
    """Paints the page for a window size."""

    def __init__(self, view: Painter, size: tuple[int, int]) -> None:
        self.view = view
        self.layout = TableLayout(*size)
        self.px = self.layout.px

    def card(self, surface: pygame.Surface, box: Sequence[int], title: Bi) -> pygame.Rect:
        """A card with its title; returns the room inside it below the title."""
        rect = self.layout.rect(*box)
        card(surface, self.view, rect, self.px(12))
        px = self.px
        surface.blit(fit_text(self.view.text, tr(title), px(17), GOLD, rect.width - px(28), bold=True),
                     (rect.left + px(14), rect.top + px(8)))
        return pygame.Rect(rect.left + px(14), rect.top + px(36), rect.width - px(28), rect.height - px(44))

    def paint_header(self, surface: pygame.Surface) -> None:
        """The felt and the title."""
        self.view.draw_felt(surface, self.layout)
        self.view.label(surface, tr(TITLE), self.px(30), GOLD, center=self.layout.point(640, 38), bold=True)

    def paint_empty(self, surface: pygame.Surface, problem: Optional[Bi]) -> None:
        """No hands kept: what to do to see statistics (and why the file could not be read)."""
        room = self.card(surface, EMPTY_CARD, Bi("怎么开始", "Getting started"))
        px = self.px
        y = draw_wrapped(surface, self.view, tr(EMPTY), px(24), CREAM, room.left, room.top + px(16), room.width,
                         bold=True)
        y = draw_wrapped(surface, self.view, tr(EMPTY_HOW), px(17), NOTE, room.left, y + px(12), room.width)
        if problem is not None:
            draw_wrapped(surface, self.view, tr(problem), px(15), BAD, room.left, y + px(16), room.width)

    def paint_page(self, surface: pygame.Surface, page: Page) -> None:
        """Every card of one variant-and-level page."""
        self.paint_overview(surface, page)
        self.paint_mistakes(surface, page)
        self.paint_results(surface, page)
        self.paint_outcomes(surface, page)
        self.paint_progress(surface, page)
        self.paint_items(surface, page)

    def rows(self, surface: pygame.Surface, room: pygame.Rect, rows: list[tuple[str, str, Colour]],
             size: int, label_share: float = 0.34) -> None:
        """Label: value lines, a long value wrapped in two lines (cut after them)."""
        px = self.px
        label_w = round(room.width * label_share)
        width = room.width - label_w
        heights = [min(2, len(wrapped(value, size, width))) for _label, value, _colour in rows]
        step = min(room.height // max(1, sum(heights)), round(size * 1.7))
        y = room.top
        for (label, value, colour), lines in zip(rows, heights):
            name = fit_text(self.view.text, label, size, MUTED, label_w - px(8))
            surface.blit(name, (room.left, y))
            if lines > 1:
                draw_wrapped(surface, self.view, value, size, colour, room.left + label_w, y, width, max_lines=2,
                             spacing=step / size)
            else:
                surface.blit(fit_text(self.view.text, value, size, colour, width), (room.left + label_w, y))
            y += step * lines

    def paint_overview(self, surface: pygame.Surface, page: Page) -> None:
        """The counts: hands, wins, self-draws, deal-ins, draws, mean win, net, biggest hand."""
        title = Bi(f"{variant_name(page.variant).zh} · {level_name(page.level).zh}",
                   f"{variant_name(page.variant).en} · {level_name(page.level).en}")
        room = self.card(surface, OVERVIEW, title)
        net = page.group.total_payment
        rows = [(tr(r.label), tr(r.value), CREAM) for r in page.rows]
        rows[6] = (rows[6][0], rows[6][1], GOOD if net > 0 else BAD if net < 0 else CREAM)
        self.rows(surface, room, rows, self.px(16))

    def paint_mistakes(self, surface: pygame.Surface, page: Page) -> None:
        """The review's costliest mistakes at this variant and level, in its words."""
        room = self.card(surface, MISTAKES, Bi("复盘发现的最大失误", "Costliest mistakes found by the review"))
        px = self.px
        size = px(14)
        if not page.mistakes:
            draw_wrapped(surface, self.view, tr(page.mistakes_note), size, NOTE, room.left, room.top + px(4), room.width)
            return
        spacing, gap = 1.2, px(6)

        def where(m: MistakeRecord) -> Bi:      # the all-variants page also names each one's variant
            name = variant_name(m.variant)
            hand = m.hand + 1
            if page.variant is not None:
                return Bi(f"第{hand}手", f"Hand {hand}")
            return Bi(f"{name.zh}·第{hand}手", f"{name.en}, hand {hand}")

        heads = [lang.tr(f"{n}. {where(m).zh}：", f"{n}. {where(m).en}: ")
                 + lang.tr(m.text_zh, m.text_en) for n, m in enumerate(page.mistakes, 1)]
        for size in range(max(10, px(16)), max(10, px(11)) - 1, -1):     # the largest that shows them whole
            line = round(size * spacing)
            needed = [len(wrapped(text, size, room.width)) for text in heads]
            room_lines = (room.height - (len(heads) - 1) * gap) // line
            if sum(needed) <= room_lines:
                break
        allowed = share_lines(needed, room_lines)
        y = room.top
        for n, (text, lines) in enumerate(zip(heads, allowed)):
            if lines <= 0:
                break
            bottom = draw_wrapped(surface, self.view, text, size, CREAM if n == 0 else NOTE, room.left, y,
                                  room.width, max_lines=lines, spacing=spacing)
            y = max(bottom, y) + gap

    def paint_results(self, surface: pygame.Surface, page: Page) -> None:
        """Results over time: each hand's payment and the running total."""
        room = self.card(surface, RESULTS, Bi("每手得失与累计", "Results over time"))
        draw_results(surface, room, self.view.text, self.px, page.payments, page.totals,
                     y_title=lang.tr("分", "points"), x_title=lang.tr("第几手（从早到近）", "hand, oldest to newest"),
                     legend=(lang.tr("一手得分", "gained in a hand"), lang.tr("一手失分", "lost in a hand"),
                             lang.tr("累计", "running total")))

    def paint_outcomes(self, surface: pygame.Surface, page: Page) -> None:
        """How the hands ended: self-drawn, won on a discard, dealt in, another won, drawn."""
        room = self.card(surface, OUTCOMES, Bi("每手怎么结束", "How your hands ended"))
        bars = [HBar(tr(b.label), b.count, f"{b.count} ({round(100 * b.count / b.of) if b.of else 0}%)",
                     OUTCOME_COLOURS.get(b.key, MUTED)) for b in page.outcomes]
        draw_hbars(surface, room, self.view.text, self.px, bars, label_share=0.46)

    def paint_items(self, surface: pygame.Surface, page: Page) -> None:
        """The fans or items most often in the player's wins."""
        room = self.card(surface, ITEMS, page.items_title)
        if not page.items:
            words = Bi("还没有和牌。", "No win yet.") if not page.group.wins else Bi("和牌没有记下计分项。",
                                                                                 "The wins kept name no items.")
            draw_wrapped(surface, self.view, tr(words), self.px(15), NOTE, room.left,
                         room.top + self.px(4), room.width)
            return
        bars = [HBar(tr(b.label), b.count, str(b.count), ITEM_COLOUR) for b in page.items]
        draw_hbars(surface, room, self.view.text, self.px, bars, label_share=0.56, row=self.px(29))

    def paint_progress(self, surface: pygame.Surface, page: Page) -> None:
        """The lessons finished and the drills answered, for this variant."""
        room = self.card(surface, PROGRESS, Bi("课程与练习", "Lessons and drills"))
        self.rows(surface, room, [(tr(r.label), tr(r.value), CREAM) for r in page.progress], self.px(15),
                  label_share=0.42)
