"""The two drills on one screen (game/teaching/drills.py decides every answer):

- "what would you discard?": a position from seeded bot play where the expert bot's discard is
  clearly best; the learner clicks a tile of the hand, the answer is the bot's tile and reason,
  and a wrong tile is told what it costs (steps from ready, tiles that help, danger);
- "what does this hand score?": a rules book row's example hand, easy hands first; the learner
  picks one of four totals, the answer is the variant's scorer's, each counted item with its
  meaning, and a wrong total is told which item it left out or added.

Questions come in sets (game/teaching/drill_sets.py): after the last of a set its summary (how
many right, and what next: another set with new hands, or back to the lessons); a new set starts
from zero. Each answer counts in the learner's progress (saved with the lessons').
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Union

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.services.lessons_store import BACK, DRILL_DISCARD, DRILL_SCORE, ProgressKeeper
from game.teaching.drill_sets import AGAIN, DISCARD_SET, SUMMARY_TITLE, TO_LESSONS, drill_set, set_summary
from game.teaching.drills import (
    DiscardPosition,
    DrillAnswer,
    ScoreQuestion,
    judge_discard,
    judge_score,
    score_lines,
    seat_voids,
    total_words,
    void_said,
)
from game.teaching.i18n import Bi, relative_seat
from game.teaching.rules_book import short_name
from game.teaching.waits import hun_of
from rules.tiles import Tile
from rules.variants.registry import get_variant

from ..ui.painter import Painter, wildcard_marks
from ..ui.palette import BAD, CREAM, GOLD, GOOD, MUTED, NOTE
from ..ui.text import draw_wrapped, label_width, wrapped, wrapped_height
from ..ui.widgets import button, card, draw_tiles, tile_rects
from .base import Scene

if TYPE_CHECKING:   # the app holds the screens; a screen needs only its type
    from .base import AppForScenes

POSITIONS = DISCARD_SET       # discard questions in a set (seeded play takes a moment)
NEXT_QUESTION = Bi("下一题", "Next question")
SEE_SUMMARY = Bi("看本组成绩", "See how the set went")
PICK_TILE = Bi("点一张你要打的牌。", "Click the tile you would discard.")
PICK_TOTAL = Bi("这手牌算多少？选一个。", "What does this hand score? Pick one.")
NONE_FOUND = Bi("这里找不到题目。", "No question could be found here.")
WIN_TILE = Bi("和的牌", "winning tile")
RIVERS = Bi("牌河", "Discards")

# the discard drill's rows (design units): the rivers, the hand below them, the answer's words below it
RIVERS_BOTTOM = 470
HAND_Y = 508
ANSWER_TOP = 600

Question = Union[DiscardPosition, ScoreQuestion]


class DrillScene(Scene):
    def __init__(self, app: AppForScenes, variant: str, kind: str, keeper: ProgressKeeper) -> None:
        super().__init__(app)
        self.variant = get_variant(variant).name
        self.kind = kind
        self.keeper = keeper
        self.view = Painter(app.art)
        self.set_number = 1
        self.questions: list[Question] = drill_set(self.variant, kind, 1, POSITIONS)
        self.index = 0
        self.right = 0
        self.finished = False            # the set's summary is showing
        self.answer: Optional[DrillAnswer] = None
        self.chosen: Optional[Union[Tile, int]] = None
        self.back_button: Optional[pygame_gui.elements.UIButton] = None
        self.next_button: Optional[pygame_gui.elements.UIButton] = None
        self.choice_buttons: dict[pygame_gui.elements.UIButton, int] = {}
        self.again_button: Optional[pygame_gui.elements.UIButton] = None
        self.lessons_button: Optional[pygame_gui.elements.UIButton] = None

    @property
    def question(self) -> Optional[Question]:
        """The question asked (None once the set's summary shows, or when none was found)."""
        return self.questions[self.index] if self.index < len(self.questions) and not self.finished else None

    def layout(self) -> TableLayout:
        return TableLayout(*self.app.size)

    # ------------------------------------------------------------------ widgets
    def startup(self) -> None:
        super().startup()
        self._build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.view.clear()
        self._build()

    def _build(self) -> None:
        self.clear_widgets()
        layout = self.layout()
        self.back_button = button(layout.rect(24, 20, 160, 58), BACK.zh, BACK.en, self.app, self.container)
        self.next_button = self.again_button = self.lessons_button = None
        self.choice_buttons = {}
        if self.finished:
            self.again_button = button(layout.rect(330, 500, 630, 552), AGAIN.zh, AGAIN.en, self.app, self.container)
            self.lessons_button = button(layout.rect(650, 500, 950, 552), TO_LESSONS.zh, TO_LESSONS.en,
                                         self.app, self.container)
            return
        question = self.question
        if self.answer is not None:
            words = SEE_SUMMARY if self.index + 1 >= len(self.questions) else NEXT_QUESTION
            self.next_button = button(layout.rect(1040, 720, 1240, 764), words.zh, words.en, self.app, self.container)
        if isinstance(question, ScoreQuestion) and self.answer is None:
            for i, total in enumerate(question.choices):
                words = total_words(question, total)
                x = 140 + i * 260
                b = button(layout.rect(x, 470, x + 220, 522), words.zh, words.en, self.app, self.container)
                self.choice_buttons[b] = total

    # ------------------------------------------------------------------ answers
    def answer_discard(self, kind: Tile) -> None:
        """The learner's discard (a kind of the position's hand)."""
        question = self.question
        if not isinstance(question, DiscardPosition) or self.answer is not None:
            return
        self.chosen = kind
        self._answered(judge_discard(question, kind))

    def answer_score(self, total: int) -> None:
        """The learner's total for the example hand."""
        question = self.question
        if not isinstance(question, ScoreQuestion) or self.answer is not None:
            return
        self.chosen = total
        self._answered(judge_score(question, total))

    def _answered(self, answer: DrillAnswer) -> None:
        self.answer = answer
        self.right += 1 if answer.right else 0
        self.keeper.progress.answer(self.variant, self.kind, answer.right)
        self.keeper.save()
        self._build()

    def next_question(self) -> None:
        """On to the next question; after the last of the set, its summary."""
        if self.index + 1 >= len(self.questions):
            self.finished = True
        else:
            self.index += 1
        self.answer = None
        self.chosen = None
        self._build()

    def new_set(self) -> None:
        """A fresh set: its own questions (seeded), the score from zero."""
        self.set_number += 1
        self.questions = drill_set(self.variant, self.kind, self.set_number, POSITIONS)
        self.index = self.right = 0
        self.finished = False
        self.answer = None
        self.chosen = None
        self.view.clear()
        self._build()

    # ------------------------------------------------------------------ input
    def hand_rects(self) -> list[pygame.Rect]:
        question = self.question
        if not isinstance(question, DiscardPosition):
            return []
        layout = self.layout()
        count = len(question.view.hand)
        w, h = layout.px(56), layout.px(78)
        gap = layout.px(3)
        x = (self.app.size[0] - count * (w + gap)) // 2
        return tile_rects(count, x, layout.point(0, HAND_Y)[1], w, h, gap)

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button or event.ui_element is self.lessons_button:
                self.app.stack.pop()
                return True
            if event.ui_element is self.again_button:
                self.new_set()
                return True
            if event.ui_element is self.next_button:
                self.next_question()
                return True
            if event.ui_element in self.choice_buttons:
                self.answer_score(self.choice_buttons[event.ui_element])
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            question = self.question
            if isinstance(question, DiscardPosition):
                for rect, kind in zip(self.hand_rects(), question.view.hand_kinds):
                    if rect.collidepoint(event.pos):
                        self.answer_discard(kind)
                        return True
        return False

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout()
        px = layout.px
        view = self.view
        surface.blit(view.felt(surface.get_size(), layout), (0, 0))
        words = DRILL_DISCARD if self.kind == "discard" else DRILL_SCORE
        head = short_name(get_variant(self.variant))
        view.label(surface, lang.tr(f"{head.zh} · {words.zh}", f"{head.en} · {words.en}"), px(26), GOLD,
                   center=layout.point(640, 40), bold=True)
        if self.finished:
            self._draw_summary(surface)
            return
        question = self.question
        if question is None:
            view.label(surface, lang.tr(NONE_FOUND.zh, NONE_FOUND.en), px(18), CREAM,
                       center=layout.point(640, 300))
            return
        count = lang.tr(f"第{self.set_number}组 · 第{self.index + 1}/{len(self.questions)}题 · 答对{self.right}",
                        f"set {self.set_number} · question {self.index + 1} of {len(self.questions)} · "
                        f"{self.right} right")
        view.label(surface, count, px(15), MUTED, center=layout.point(640, 76))
        if isinstance(question, DiscardPosition):
            self._draw_position(surface, question)
        else:
            self._draw_score(surface, question)
        if self.answer is not None:
            top = ANSWER_TOP if isinstance(question, DiscardPosition) else 650   # a discard's words are longer
            rect = layout.rect(60, top, 1020, 785)
            card(surface, view, rect, px(12), edge=GOOD if self.answer.right else BAD)
            self._draw_answer(surface, rect, self.answer)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        """The end of a set: its score, a word on it, and what the learner may do next (the
        two buttons below)."""
        layout = self.layout()
        px = layout.px
        summary = set_summary(self.right, len(self.questions))
        rect = layout.rect(240, 150, 1040, 470)
        card(surface, self.view, rect, px(12), edge=GOLD)
        title = lang.tr(f"第{self.set_number}组完成", f"Set {self.set_number} complete") if self.set_number > 1 \
            else lang.tr(SUMMARY_TITLE.zh, SUMMARY_TITLE.en)
        self.view.label(surface, title, px(22), GOLD, center=layout.point(640, 195), bold=True)
        self.view.label(surface, lang.tr(summary.score.zh, summary.score.en), px(30), CREAM,
                        center=layout.point(640, 260), bold=True)
        y = layout.point(0, 330)[1]
        size = px(17)
        for text, colour in ((summary.verdict, GOOD if self.right == len(self.questions) else CREAM),
                             (summary.next, NOTE)):
            for line in wrapped(lang.tr(text.zh, text.en), size, rect.width - px(60)):
                self.view.label(surface, line, size, colour, center=(rect.centerx, y))
                y += round(size * 1.4)
            y += px(10)

    def _draw_answer(self, surface: pygame.Surface, rect: pygame.Rect, answer: DrillAnswer) -> None:
        """The verdict in the card: the largest size at which every line fits (a wrong discard's
        measures and reason are long), the last line cut only if even the smallest does not."""
        px = self.layout().px
        lines = lang.lines(answer.text.zh, answer.text.en)
        width, room = rect.width - px(28), rect.height - px(20)
        size = px(15)
        for size in (px(15), px(14), px(13), px(12)):
            if sum(wrapped_height(line, size, width) + px(2) for line in lines) <= room:
                break
        y = rect.top + px(10)
        for line in lines:
            left = max(1, (rect.bottom - px(10) - y) // max(1, round(size * 1.25)))
            y = draw_wrapped(surface, self.view, line, size, GOOD if answer.right else CREAM,
                             rect.left + px(14), y, width, max_lines=left) + px(2)

    def _draw_position(self, surface: pygame.Surface, q: DiscardPosition) -> None:
        layout = self.layout()
        px = layout.px
        view = self.view
        v = q.view
        seats = len(v.hand_sizes)
        view.marks = wildcard_marks(hun_of(v))      # 天津's 混儿 marked, as on the table
        card(surface, view, layout.rect(60, 100, 1220, RIVERS_BOTTOM), px(12))
        left, y = layout.point(80, 112)
        view.label(surface, lang.tr(RIVERS.zh, RIVERS.en), px(15), GOLD, topleft=(left, y), bold=True)
        names = [lang.tr(w.zh, w.en) for w in (relative_seat(v.seat, (v.seat + k) % seats, seats) for k in range(seats))]
        voids = seat_voids(v)       # 四川: each seat's void suit, under its name
        said_voids = [lang.tr(w.zh, w.en) if w is not None else "" for w in
                      (voids[(v.seat + k) % seats] for k in range(seats))]
        river_x = left + max(px(150), max(label_width(n, px(14)) for n in names + said_voids) + px(10))  # no name cut
        for k in range(seats):
            seat = (v.seat + k) % seats
            y += px(74) if k else px(26)
            view.label(surface, names[k], px(14), NOTE, topleft=(left, y + px(12)))
            if said_voids[k]:
                view.label(surface, said_voids[k], px(13), MUTED, topleft=(left, y + px(32)))
            kinds = [k for k in v.discard_kinds[seat] if k is not None][-24:]
            draw_tiles(surface, view, kinds, river_x, y, px(34), px(47), px(2))
            melds = [k for m in v.melds[seat] for k in m.kinds if k is not None]
            if melds and seat != v.seat:    # the learner's own melds lie beside the hand
                draw_tiles(surface, view, melds, layout.point(1200, 0)[0] - len(melds) * px(26), y + px(8), px(26), px(36), 0)
        said = v.extra.wildcards_said()     # 天津: which kinds are 混 (the table's indicator is not drawn here)
        void = void_said(v)                 # 四川: the hand's void suit (the expert's reasons lean on it)
        line_y = layout.point(0, RIVERS_BOTTOM - 34)[1]
        for words in (void, said):
            if words is not None:
                view.label(surface, lang.tr(words.zh, words.en), px(15), GOLD, topleft=(left, line_y))
                line_y -= px(24)
        own_melds = [k for m in v.melds[v.seat] for k in m.kinds if k is not None]
        rects = self.hand_rects()
        for rect, kind in zip(rects, v.hand_kinds):
            view.tile(surface, rect, kind, 0)
            if self.answer is not None and kind is q.answer:
                pygame.draw.rect(surface, GOLD, rect.inflate(px(8), px(8)), max(2, px(3)), border_radius=px(6))
            elif self.answer is not None and kind is self.chosen:
                pygame.draw.rect(surface, BAD, rect.inflate(px(8), px(8)), max(2, px(3)), border_radius=px(6))
        if own_melds and rects:
            draw_tiles(surface, view, own_melds, rects[-1].right + px(20), rects[0].top + px(30), px(34), px(47))
        if self.answer is None:
            view.label(surface, lang.tr(PICK_TILE.zh, PICK_TILE.en), px(18), CREAM,
                       center=(surface.get_width() // 2, layout.point(0, HAND_Y - 18)[1]))

    def _draw_score(self, surface: pygame.Surface, q: ScoreQuestion) -> None:
        layout = self.layout()
        px = layout.px
        view = self.view
        ctx = q.context
        wildcards = get_variant(q.variant).context_facts.wildcards(ctx.extra or {})
        view.marks = wildcard_marks(k.index for k in wildcards)
        card(surface, view, layout.rect(60, 100, 1220, 440), px(12))
        concealed = sorted(ctx.concealed, key=lambda k: k.index)
        melds = [list(m.tiles) for m in ctx.melds]
        w, h = px(50), px(70)
        widths = len(concealed) * w + sum(len(m) * px(40) + px(14) for m in melds) + px(24) + w
        x = (surface.get_width() - widths) // 2
        y = layout.point(0, 150)[1]
        rects = draw_tiles(surface, view, concealed, x, y, w, h)
        x = (rects[-1].right if rects else x) + px(24)
        win_rect = pygame.Rect(x, y, w, h)
        view.tile(surface, win_rect, ctx.win_tile, 0)
        pygame.draw.rect(surface, GOLD, win_rect.inflate(px(6), px(6)), max(2, px(2)), border_radius=px(5))
        view.label(surface, lang.tr(WIN_TILE.zh, WIN_TILE.en), px(12), GOLD, center=(win_rect.centerx, win_rect.bottom + px(14)))
        x = win_rect.right + px(24)
        for meld in melds:
            drawn = draw_tiles(surface, view, meld, x, y + px(14), px(40), px(56))
            x = drawn[-1].right + px(14)
        facts = "、".join(c.zh for c in q.conditions), ", ".join(c.en for c in q.conditions)
        view.label(surface, lang.tr(*facts, sep=" · "), px(16), CREAM, center=layout.point(640, 270))
        if self.answer is None:
            view.label(surface, lang.tr(PICK_TOTAL.zh, PICK_TOTAL.en), px(18), CREAM,
                       center=layout.point(640, 400))
            return
        rect = layout.rect(60, 450, 1220, 640)
        card(surface, view, rect, px(12))
        y = rect.top + px(10)
        for line in score_lines(q.variant, q.result):
            text = lang.tr(f"{line.name.zh}：{line.meaning.zh}", f"{line.name.en}: {line.meaning.en}")
            y = draw_wrapped(surface, view, text, px(14), CREAM, rect.left + px(14), y, rect.width - px(28),
                             max_lines=2) + px(2)
            if y > rect.bottom - px(20):
                break
