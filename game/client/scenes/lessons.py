"""The lessons screen: for each variant its path of lessons (done ones marked) and the two drills.

A lesson opens on the real table ("lesson", scenes/lessons_play.py), a drill on its own screen
("drill", scenes/lessons_drill.py); both are reached by name, as every screen is. The lessons are
the data files under assets/lessons (game/teaching/lesson_file.py); a file that cannot be read
is listed with the line that is wrong instead of being offered.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.services.lessons_store import BACK, DRILL_DISCARD, DRILL_SCORE, ProgressKeeper
from game.teaching.drill_sets import drill_score_words
from game.teaching.i18n import Bi
from game.teaching.lesson_file import Lesson, LessonError, variant_lessons
from game.teaching.rules_book import short_name
from rules.variants.registry import all_variants, get_variant

from ..ui.painter import Painter
from ..ui.palette import BAD, CREAM, GOLD, GOOD, MUTED, NOTE
from ..ui.text import draw_wrapped
from ..ui.widgets import button, card
from .base import Scene

if TYPE_CHECKING:   # the app holds the screens; a screen needs only its type
    from .base import AppForScenes

TITLE = Bi("课程", "Lessons")
DONE = Bi("已学", "done")
DRILLS = Bi("练习", "Drills")
DRILL_TIPS = {"discard": ("高手在这些牌局里有明显最好的一张：你会打哪张？",
                          "positions where the expert bot has one clearly best discard: which would you throw?"),
              "score": ("规则书里的例子：这手牌算多少？", "the rules book's example hands: what do they score?")}


class LessonsScene(Scene):
    """The list of lessons per variant, with the learner's progress, and the drills."""

    def __init__(self, app: AppForScenes, variant: Optional[str] = None) -> None:
        super().__init__(app)
        self.variant = get_variant(variant).name if variant else all_variants()[0].name
        self.keeper = ProgressKeeper.for_app(app)
        self.view = Painter(app.art)
        self.lessons: list[Lesson] = []
        self.errors: list[LessonError] = []
        self.variant_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.lesson_buttons: dict[pygame_gui.elements.UIButton, Lesson] = {}
        self.drill_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.back_button: Optional[pygame_gui.elements.UIButton] = None

    # ------------------------------------------------------------------ widgets
    def px(self, v: float) -> int:
        return TableLayout(*self.app.size).px(v)

    def startup(self) -> None:
        super().startup()
        self._build()

    def resume(self) -> None:
        super().resume()
        self._build()        # a lesson or a drill may have changed the progress

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.view.clear()
        self._build()

    def choose(self, variant: str) -> None:
        """Show this variant's lessons."""
        self.variant = get_variant(variant).name
        self._build()

    def _build(self) -> None:
        self.clear_widgets()
        layout = TableLayout(*self.app.size)
        self.lessons, self.errors = variant_lessons(self.variant)
        self.back_button = button(layout.rect(24, 20, 160, 58), BACK.zh, BACK.en, self.app, self.container)
        self.variant_buttons = {}
        variants = all_variants()
        width = (1280 - 2 * 60 - (len(variants) - 1) * 12) / len(variants)
        for i, variant in enumerate(variants):
            x = 60 + i * (width + 12)
            name = short_name(variant)
            b = button(layout.rect(x, 84, x + width, 126), name.zh, name.en, self.app, self.container,
                       object_id="#choice")
            if variant.name == self.variant:
                b.select()
            self.variant_buttons[b] = variant.name
        self.lesson_buttons = {}
        progress = self.keeper.progress
        for i, lesson in enumerate(self.lessons):
            y = 176 + i * 58
            done = progress.finished(self.variant, lesson.id)
            mark = Bi(f"  ✓ {DONE.zh}", f"  ✓ {DONE.en}") if done else Bi("", "")
            b = button(layout.rect(60, y, 700, y + 48), f"{i + 1}. {lesson.title.zh}{mark.zh}",
                       f"{i + 1}. {lesson.title.en}{mark.en}", self.app, self.container,
                       tip=(lesson.about.zh, lesson.about.en))
            self.lesson_buttons[b] = lesson
        self.drill_buttons = {}
        for i, (kind, words) in enumerate((("discard", DRILL_DISCARD), ("score", DRILL_SCORE))):
            y = 216 + i * 110
            b = button(layout.rect(760, y, 1220, y + 48), words.zh, words.en, self.app, self.container,
                       tip=DRILL_TIPS[kind])
            self.drill_buttons[b] = kind

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        element = event.ui_element
        if element is self.back_button:
            self.app.stack.pop()
            return True
        if element in self.variant_buttons:
            self.choose(self.variant_buttons[element])
            return True
        if element in self.lesson_buttons:
            self.open_lesson(self.lesson_buttons[element])
            return True
        if element in self.drill_buttons:
            self.app.push("drill", self.variant, self.drill_buttons[element], self.keeper)
            return True
        return False

    def open_lesson(self, lesson: Lesson) -> None:
        """Play `lesson` on the table; the lessons after it follow on its last step."""
        following = self.lessons[self.lessons.index(lesson) + 1:] if lesson in self.lessons else []
        self.app.push("lesson", lesson, self.keeper, following)

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        layout = TableLayout(*self.app.size)
        px = layout.px
        view = self.view
        surface.blit(view.felt(surface.get_size(), layout), (0, 0))
        view.label(surface, lang.tr(TITLE.zh, TITLE.en), px(30), GOLD, center=layout.point(640, 40),
                   bold=True)
        progress = self.keeper.progress
        done = sum(1 for lesson in self.lessons if progress.finished(self.variant, lesson.id))
        card(surface, view, layout.rect(40, 140, 720, 780), px(14))
        view.label(surface, lang.tr(f"学了{done}/{len(self.lessons)}课", f"{done} of {len(self.lessons)} lessons done"),
                   px(16), GOOD if done and done == len(self.lessons) else MUTED, topleft=layout.point(60, 148))
        x, y = layout.point(60, 176 + len(self.lessons) * 58 + 6)
        for error in self.errors:      # a broken lesson file: shown with its line, never offered
            y = draw_wrapped(surface, view, lang.tr("这一课读不出来：", "This lesson cannot be read: ") + str(error),
                             px(14), BAD, x, y, px(640))
        card(surface, view, layout.rect(740, 140, 1240, 780), px(14))
        view.label(surface, lang.tr(DRILLS.zh, DRILLS.en), px(18), GOLD, topleft=layout.point(760, 156), bold=True)
        for i, kind in enumerate(("discard", "score")):
            score = progress.drill(self.variant, kind)
            text = lang.tr_bi(drill_score_words(score.right, score.asked))
            view.label(surface, text, px(15), NOTE, topleft=layout.point(760, 216 + i * 110 + 56))
        tip = lang.tr("每一课是一手排好的牌：照着提示做，做错了会告诉你为什么。",
                      "Each lesson is one stacked hand: do what the step says; a wrong move is told why.")
        y = draw_wrapped(surface, view, tip, px(15), CREAM, *layout.point(760, 470), px(460))
        draw_wrapped(surface, view, lang.tr("课和练习都使用经典规则，不用你的房间规则。", "Lessons and drills use the classic "
                                            "rules, never your room rules."), px(15), MUTED, layout.point(760, 0)[0],
                     y + px(10), px(460))
