"""A lesson in play: the real table (the "table" screen, made by name) on the lesson's session,
with the step's text beside it, the tile or button to use framed, and a Next button.

The table asks the session for everything as in a match; the lesson's session
(game/teaching/lessons.py) holds the table while a say step is read, plays the learner's tiles
during a watch step, and hands every move the learner makes to the lesson, which takes only the
taught one: a move the rules refuse gets the rules' reason (why_not), a legal one the lesson does
not teach the step's own why, both naming the learner's move and the step's, shown in the panel (a
click or key the table itself refuses reaches the lesson through `WhyNotInput.on_refused`). The table's own settlement sheet is not
opened: a lesson shows the score in its steps. The lesson done, the progress is saved.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Sequence, cast

import pygame
import pygame_gui

from game.client.display import lang
from game.client.match.table_settings import Settings
from game.client.presenting.rules_in_force import lesson_rules
from game.client.services.lessons_store import BACK, NEXT, ProgressKeeper
from game.teaching.i18n import Bi
from game.teaching.lesson_file import Lesson, LessonError
from game.teaching.lessons import LessonRun
from game.teaching.rules_book import short_name
from rules.actions import ActionBase

from ..ui.painter import Painter
from ..ui.palette import BAD, CREAM, GOLD, GOOD, MUTED, POPUP_BG
from ..ui.text import draw_wrapped
from ..ui.widgets import button, card
from .base import Scene
from .table_parts.input_keys import press_event

if TYPE_CHECKING:   # the app holds the screens; a screen needs only its type
    from .base import AppForScenes

PANEL = (56, 124, 352, 596)          # the lesson's panel, design px: left of the table, between the toolbar and the caption
DONE_TITLE = Bi("这一课学完了！", "Lesson complete!")
NEXT_LESSON = Bi("下一课", "Next lesson")
WATCHING = Bi("（看桌上……）", "(watch the table...)")
NOT_THAT = Bi("不行：", "Not that: ")
BROKEN = Bi("这一课没法进行：", "This lesson cannot go on: ")
LEAVE_TITLE = Bi("离开这一课？", "Leave this lesson?")
LEAVE_BODY = Bi("这一课还没学完；离开后，下次要从头开始。", "This lesson is not finished; leaving starts it over next time.")


class LessonPlayScene(Scene):
    tab_focus = False   # the table's keys select tiles and answer prompts

    def __init__(self, app: AppForScenes, lesson: Lesson, keeper: ProgressKeeper,
                 following: Sequence[Lesson] = ()) -> None:
        super().__init__(app)
        self.lesson = lesson
        self.keeper = keeper
        self.following = list(following)
        self.run = LessonRun(lesson)
        settings = Settings(variant=lesson.variant.name, pace=app.user.pace, human=0, claim_seconds=0)
        self.table: Any = app.make("table", settings, session=self.run.session)
        cast(Any, self.table).column_taken = True     # the lesson's panel lies where the hint / waits column goes
        self.view = Painter(app.art)
        self.next_button: Optional[pygame_gui.elements.UIButton] = None
        self.back_button: Optional[pygame_gui.elements.UIButton] = None
        self.following_button: Optional[pygame_gui.elements.UIButton] = None
        self.problem: Optional[str] = None      # the lesson stopped (a broken script): shown, not raised
        self.shown_done = False

    # ------------------------------------------------------------------ lifecycle (the table inside)
    def startup(self) -> None:
        super().startup()
        self.table.startup()
        self.table.settlement_open = True      # the lesson's own steps show the score
        why_not = getattr(getattr(self.table, "teaching", None), "why_not", None)
        if why_not is not None:    # a move the rules refuse: the panel says why it is not the step's
            why_not.on_refused = self.refused
        self._build()

    def pause(self) -> None:
        super().pause()
        self.table.pause()

    def resume(self) -> None:
        super().resume()
        self.table.resume()

    def shutdown(self) -> None:
        self.table.shutdown()
        super().shutdown()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.table.resize(size)
        self.view.clear()
        self._build()

    def language_changed(self) -> None:
        self.table.language_changed()
        self.resize(self.app.size)

    def panel_rect(self) -> pygame.Rect:
        rect: pygame.Rect = self.table.layout.rect(*PANEL)
        return rect

    def _build(self) -> None:
        self.clear_widgets()
        layout = self.table.layout
        rect = self.panel_rect()
        pad = layout.px(12)
        step = self.run.step
        self.next_button = self.back_button = self.following_button = None
        bottom = rect.bottom - pad
        height = layout.px(40)
        if self.run.done or self.problem is not None:
            self.back_button = button(pygame.Rect(rect.left + pad, bottom - height, rect.width - 2 * pad, height),
                                      BACK.zh, BACK.en, self.app, self.container)
            if self.following and self.problem is None:
                self.following_button = button(
                    pygame.Rect(rect.left + pad, bottom - 2 * height - pad, rect.width - 2 * pad, height),
                    NEXT_LESSON.zh, NEXT_LESSON.en, self.app, self.container)
        elif step is not None and step.kind == "say" and not self._showing():
            self.next_button = button(pygame.Rect(rect.left + pad, bottom - height, rect.width - 2 * pad, height),
                                      NEXT.zh + " Enter", NEXT.en + " (Enter)", self.app, self.container)
        self.built_for = (self.run.index, self.problem, self._showing())

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_leave()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.next_button:
                self.next()
                return True
            if event.ui_element is self.back_button:
                self.leave()
                return True
            if event.ui_element is getattr(self.table, "menu_button", None):
                self.ask_leave()
                return True
            if event.ui_element is self.following_button:
                self.app.replace("lesson", self.following[0], self.keeper, self.following[1:])
                return True
        step = self.run.step
        if step is not None and step.kind == "say" and event.type == pygame.KEYDOWN \
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if not self._showing():          # the words are not up yet: Enter waits with them
                self.next()
            return True
        if self.problem is None and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            framed = self.framed_buttons()
            if len(framed) == 1:      # Enter presses the one button the step frames, as the hint's at a table
                return bool(self.guarded(self.table.process_event, press_event(framed[0])))
        if self.problem is not None:
            return False
        return bool(self.guarded(self.table.process_event, event))

    def refused(self, action: ActionBase) -> None:
        """The table refused the learner's move (the rules' reason is its toast): the lesson
        judges it too, so the panel says why it is not the step's move."""
        if self.problem is None and not self.run.done:
            self.run.attempt(action)

    def next(self) -> None:
        """The learner read the step: on to the next one."""
        if self.run.next():
            self._build()

    def leave(self) -> None:
        """Back to the list of lessons."""
        if self.app.stack.top is self:
            self.app.stack.pop()

    def ask_leave(self) -> None:
        """Esc or the table's menu button: a lesson not finished asks first (it starts over next
        time); a finished or broken one goes back at once."""
        if self.run.done or self.problem is not None:
            self.leave()
            return
        self.app.push("ask", LEAVE_TITLE, LEAVE_BODY, Bi("离开", "Leave"), Bi("继续学", "Stay"),
                      lambda _note: self.leave())      # scenes/ask.py

    def guarded(self, call: Any, *args: Any) -> Any:
        """Run the table; a lesson whose script the rules refuse stops with its line shown."""
        try:
            return call(*args)
        except LessonError as exc:
            self.problem = str(exc)
            self._build()
            return False

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        if self.problem is None:
            self.guarded(self.table.update, dt)
            self.run.sync()
        if self.run.done and not self.shown_done:
            self.shown_done = True
            self.keeper.progress.finish(self.lesson.variant.name, self.lesson.id)
            self.keeper.save()
        if getattr(self, "built_for", None) != (self.run.index, self.problem, self._showing()):
            self._build()

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        if self.problem is None and not self.run.done:
            self._draw_frame(surface)
        self._draw_panel(surface)

    def framed_tiles(self) -> list[tuple[int, pygame.Rect]]:
        """(tile id, where it is on screen) of each tile of the learner's hand the step frames."""
        table = self.table
        if table.human_seat is None:
            return []
        ids = self.run.frame().tiles
        tiles = table.human_tiles()
        seat = table.model.seats[table.human_seat]
        placed = table.layout.hand_rects(0, len(tiles), drawn=seat.drawn is not None)
        dx, dy = table.layout.raise_offset(0)
        raised = table.raised_indices() | ({table.selected} if table.selected is not None else set())
        return [(tile.id, place.rect.move(dx, dy) if i in raised else place.rect)
                for i, (tile, place) in enumerate(zip(tiles, placed)) if tile.id in ids]

    def framed_tile_rects(self) -> list[pygame.Rect]:
        """Where the tiles the step frames are on screen."""
        return [rect for _tile, rect in self.framed_tiles()]

    def framed_buttons(self) -> list[pygame_gui.elements.UIButton]:
        """The table's buttons the step frames: those of the taught move; else those of the
        step's named types, unless the taught move is still being put together (the tiles of an
        exchange not all picked yet)."""
        frame = self.run.frame()
        buttons = {b: a for b, a in self.table.buttons.items() if hasattr(a, "to_json")}
        taught = [b for b, a in buttons.items() if self.run.taught(a)]
        if taught:
            return taught
        building = {a.to_json().get("type") for a in self.run.expected()}
        return [b for b, a in buttons.items() if a.to_json().get("type") in frame.types - building]

    def _presenting(self) -> bool:
        """The table is still showing moves the lesson has already played."""
        return bool(self.table.queue) or self.table.timeline.running or self.table.prompt is None

    def _showing(self) -> bool:
        """A say step's table is still drawing what was played before it (the wall, the deal):
        its words speak of that table, so they and the Next button wait (a tester read "your deal
        held Spring, Summer and Autumn" over a wall still being built)."""
        step = self.run.step
        return step is not None and step.kind == "say" and (bool(self.table.queue) or self.table.timeline.running)

    def _draw_frame(self, surface: pygame.Surface) -> None:
        if self.table.timeline.running:
            return       # the frame waits until the tiles are where they will be
        layout = self.table.layout
        width = max(2, layout.px(3))
        pulse = (self.table.clock * 2.0) % 2.0
        colour = GOLD if pulse < 1.4 else CREAM
        for rect in self.framed_tile_rects():
            pygame.draw.rect(surface, colour, rect.inflate(layout.px(6), layout.px(6)), width, border_radius=layout.px(6))
        for b in self.framed_buttons():
            pygame.draw.rect(surface, colour, b.rect.inflate(layout.px(10), layout.px(10)), width,
                             border_radius=layout.px(10))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        layout = self.table.layout
        px = layout.px
        view = self.view
        rect = self.panel_rect()
        card(surface, view, rect, px(12), edge=GOLD, fill=POPUP_BG)   # opaque: the table's cards may lie below
        pad = px(12)
        x, width = rect.left + pad, rect.width - 2 * pad
        run = self.run
        total = len(self.lesson.steps)
        head = short_name(self.lesson.variant)
        where = min(run.index + 1, total)
        view.label(surface, lang.tr(f"{head.zh} · 第{where}/{total}步", f"{head.en} · step {where} of {total}"),
                   px(13), MUTED, topleft=(x, rect.top + pad))
        rules = lesson_rules(self.lesson.variant.name, self.run.session.options)   # never the player's own
        view.label(surface, lang.short(rules.zh, rules.en), px(12), MUTED, topleft=(x, rect.top + pad + px(17)))
        y = draw_wrapped(surface, view, lang.tr(self.lesson.title.zh, self.lesson.title.en), px(18), GOLD, x,
                         rect.top + pad + px(38), width, bold=True) + px(6)
        limit = (self.next_button or self.following_button or self.back_button)
        bottom = limit.rect.top - pad if limit is not None else rect.bottom - pad
        if self.problem is not None:
            y = draw_wrapped(surface, view, lang.tr(BROKEN.zh, BROKEN.en), px(15), BAD, x, y, width, bold=True)
            draw_wrapped(surface, view, self.problem, px(13), CREAM, x, y, width)
            return
        if run.done:
            y = draw_wrapped(surface, view, lang.tr(DONE_TITLE.zh, DONE_TITLE.en), px(18), GOOD, x, y, width, bold=True)
            last = run.text(self.lesson.steps[-1])
            for line in lang.lines(last.zh, last.en):
                y = draw_wrapped(surface, view, line, px(14), CREAM, x, y + px(4), width)
            return
        step = run.step
        if step is not None and ((step.kind == "do" and self._presenting()) or self._showing()):
            # A do step's words speak of the table the learner will act on: they wait until the
            # table has shown what the lesson played up to it (the deal, the 翻混 ...).
            draw_wrapped(surface, view, lang.tr(WATCHING.zh, WATCHING.en), px(14), MUTED, x, y, width)
            return
        text = run.text()
        size = px(16)
        for line in lang.lines(text.zh, text.en):
            y = draw_wrapped(surface, view, line, size, CREAM, x, y, width, max_lines=max(1, (bottom - y) // size // 2))
            size = px(14)
            y += px(4)
        step = run.step
        if step is not None and step.kind == "watch" and not run.session.waiting_for_human():
            y = draw_wrapped(surface, view, lang.tr(WATCHING.zh, WATCHING.en), px(14), MUTED, x, y, width)
        verdict = run.verdict
        if verdict is not None and not verdict.accepted and verdict.text is not None and y < bottom:
            # a do step's verdict names the learner's move itself ("your move (…) is refused: …")
            words = verdict.text if verdict.code in ("refused", "not_taught") else NOT_THAT + verdict.text
            y += px(6)
            for line in lang.lines(words.zh, words.en):
                y = draw_wrapped(surface, view, line, px(14), BAD, x, y, width)
