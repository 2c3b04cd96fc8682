"""The replay viewer (回放 / Replay): any finished hand, saved match, bug report or replay file
shown on the table, a move at a time.

    the table at the step shown (the table's own drawing), the last move framed and its words in
    the caption's place; the move list in the table's left column (the move shown lit; click a
    line to go there, the wheel scrolls); the hand's result in the right room at its last step
    buttons where a table has its own: 关闭 (the menu's place), 上一盘 / 下一盘 and the speed (the
    teaching toolbar's), 明牌 / 只看一家 (the teaching toggle's), 开头 ← 播放 → 结尾 (the answer row)

Opened with `app.push("replay_viewer", lines, *, viewer=None, hand=None, title="")`: `viewer` is
the player whose view "only what he saw" shows (None: the log's human, else player 0); `hand`
opens at that hand (the log's 0-based "hand" number). A log that does not replay is refused with
the line where it diverged, on the screen in both languages.

Keys: ←/→ a step (from a hand's end on to the next hand's deal, from its deal back to the previous
hand's end), Home/End the hand's deal / end, PgUp/PgDn the hand, Space plays or pauses, +/- the
speed (0.5× 1× 2× 4×), H all hands open or only what the viewer saw, Esc closes. A button that
would do nothing is off (下一步 at the log's very end), and so is its key. The picture is painted
again only when something changed (a step, a toggle, the hover, a scroll).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Optional

import pygame
import pygame_gui

from game.client.display import lang
from game.client.presenting.model import TableModel
from game.teaching.changes import short_name
from rules.events import FlowerReplaced
from rules.variants.registry import load_variant

from ..ui.palette import BAD, GOLD
from ..ui.text import label_width
from .base import Scene
from .replay_parts.move_list import MoveList
from .replay_parts.paint import bare_title, longest_fitting, move_marks, paint_marks, paint_moves, paint_notice, \
    paint_result, paint_table, result_lines
from .replay_parts.player import ReplayCursor, speed_text
from .replay_parts.loader import ReplayLoader
from .replay_parts.table_at import StepWords, apply_step, hand_words, table_at
from .table_view import TableView

if TYPE_CHECKING:
    from game.client.display.layout import TableLayout

    from .base import AppForScenes

# The controls: key, (zh, en) label, (zh, en) tip.
CONTROLS: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "close": (("关闭", "Close"), ("关闭回放（Esc）", "Close the replay (Esc)")),
    "prev_hand": (("上一盘", "Prev hand"), ("上一盘（PgUp）", "The previous hand (PgUp)")),
    "next_hand": (("下一盘", "Next hand"), ("下一盘（PgDn）", "The next hand (PgDn)")),
    "speed": (("速度", "Speed"), ("播放速度：0.5× 1× 2× 4×（+ / -）", "Playing speed: 0.5× 1× 2× 4× (+ / -)")),
    "mode": (("明牌", "All open"), ("明牌，或只看一家看到的牌（H）", "Every hand open, or only what one player saw (H)")),
    "start": (("开头", "Start"), ("这盘的开头：发牌（Home）", "The hand's start: the deal (Home)")),
    "back": (("← 上一步", "← Back"), ("退一步（←）", "One move back (←)")),
    "play": (("播放", "Play"), ("自动播放 / 暂停（空格）", "Play / pause (Space)")),
    "forward": (("下一步 →", "Next →"), ("进一步（→）", "One move on (→)")),
    "end": (("结尾", "End"), ("这盘的结尾：结算（End）", "The hand's end: the settlement (End)")),
}
ROW = ("start", "back", "play", "forward", "end")


class ReplayViewerScene(Scene):
    """The replay viewer (the module's docstring)."""

    tab_focus = False      # its own keys: Space plays, the arrows step

    def __init__(self, app: AppForScenes, lines: list[str], *, viewer: Optional[int] = None,
                 hand: Optional[int] = None, title: str = "") -> None:
        super().__init__(app)
        self.title = title
        self.open_hand = hand
        self.loader = ReplayLoader(lines, viewer)   # a long log is read off the frame
        self._reading = not self.loader.done
        self.cursor: Optional[ReplayCursor] = None
        self.take_loaded()
        self.view = TableView(app.art)
        self.model: Optional[TableModel] = None
        self._model_at: Optional[tuple[int, int, bool]] = None
        self._words: dict[tuple[int, bool, int], tuple[StepWords, ...]] = {}
        self.moves = MoveList()
        self.picture: Optional[pygame.Surface] = None     # the painted picture (None: paint again)
        self._canvas: Optional[pygame.Surface] = None
        self.paints = 0                             # pictures painted (tests: the viewer rests)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.layout: TableLayout

    @property
    def refusal(self) -> Optional[str]:
        """Why the log does not replay (None: it does, or it is still being read)."""
        return self.loader.refusal

    def take_loaded(self) -> bool:
        """The log was read: its hands to show (at the hand asked for). True when it came now."""
        replay = self.loader.replay
        if self.cursor is not None or replay is None or not self.loader.done:
            return False
        self.cursor = ReplayCursor(replay, replay.hand_index(self.open_hand))
        return True

    # ------------------------------------------------------------------ building
    def startup(self) -> None:
        super().startup()
        self.lay_out()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.lay_out()

    def language_changed(self) -> None:
        self.lay_out()

    def lay_out(self) -> None:
        """The table's layout for the window and the buttons in the table's free places."""
        self.layout = self.app.table_layout(self.app.size)
        self.view.clear()
        self.clear_widgets()
        self.buttons = {}
        layout = self.layout
        self._button("close", layout.menu_rect())
        if self.cursor is not None:
            bar = layout.toolbar_rect()       # one row beside 关闭, as tall as it
            menu = layout.menu_rect()
            gap = layout.px(6)
            width = (bar.width - 2 * gap) // 3
            for i, key in enumerate(("prev_hand", "next_hand", "speed")):
                self._button(key, pygame.Rect(bar.left + i * (width + gap), menu.top, width, menu.height))
            self._button("mode", layout.toggle_rect())
            size = self.app.font_px(18)       # the theme's #choice font
            widest = {k: lang.short(*CONTROLS[k][0]) for k in ROW}
            widest["play"] = max(lang.short("播放", "Play"), lang.short("暂停", "Pause"), key=lambda t: label_width(t, size))
            widths = [max(layout.px(72), label_width(widest[k], size) + layout.px(24)) for k in ROW]
            for key, rect in zip(ROW, layout.button_rects(len(ROW), widths)):
                self._button(key, rect, "#choice")
        self.refresh_labels()
        self.picture = None

    def _button(self, key: str, rect: pygame.Rect, theme: str = "#toggle") -> None:
        """A control's button: its short label (Chinese alone when both languages are shown, as
        the table's buttons), its tip in the language shown."""
        (zh, en), tip = CONTROLS[key]
        self.buttons[key] = pygame_gui.elements.UIButton(
            rect, lang.short(zh, en), self.app.ui, container=self.container, tool_tip_text=lang.tr(*tip),
            object_id=pygame_gui.core.ObjectID(object_id=theme))

    def refresh_labels(self) -> None:
        """The buttons whose words follow the state: play / pause, the speed, the mode; a button
        off where it would do nothing: the hand buttons at the log's first and last hand, 下一步
        at the log's very end (it stayed on there, pressed in vain), 上一步 at its very start,
        开头 at a hand's deal, 结尾 at its end."""
        cursor = self.cursor
        if cursor is None:
            return
        self.buttons["play"].set_text(lang.short("暂停", "Pause") if cursor.playing else lang.short("播放", "Play"))
        self.buttons["speed"].set_text(lang.short("速度", "Speed") + " " + speed_text(cursor.speed))
        self.buttons["mode"].set_text(lang.short(*self.mode_words()))
        for key, enabled in (("prev_hand", cursor.hand_index > 0),
                             ("next_hand", cursor.hand_index < len(cursor.replay.hands) - 1),
                             ("back", not cursor.at_first), ("forward", not cursor.at_last),
                             ("start", cursor.step > 0), ("end", not cursor.at_end)):
            if enabled:
                self.buttons[key].enable()
            else:
                self.buttons[key].disable()

    def mode_words(self) -> tuple[str, str]:
        """The mode button's words: 明牌, or whose view is shown."""
        assert self.cursor is not None
        if self.cursor.open_hands:
            return "明牌", "All open"
        hand = self.cursor.hand
        name = hand.names()[hand.viewer]
        if name == "你":
            return "只看我的", "Your view"
        return f"只看{name}", f"{lang.person_en(name)}'s view"

    # ------------------------------------------------------------------ the step shown
    def table(self) -> TableModel:
        """The table at the step shown (built again from the hand's start when stepping back,
        one step applied when stepping on)."""
        cursor = self.cursor
        assert cursor is not None
        key = (cursor.hand_index, cursor.step, cursor.open_hands)
        if self.model is None or self._model_at != key:
            at = self._model_at
            if self.model is not None and at is not None and at[0] == key[0] and at[2] == key[2] \
                    and at[1] + 1 == key[1]:
                apply_step(self.model, cursor.hand, key[1], key[2])
            else:
                self.model = table_at(cursor.hand, key[1], key[2])
            self._model_at = key
        assert self.model is not None
        return self.model

    def words(self) -> tuple[StepWords, ...]:
        """Every step's words of the hand shown, in the stream shown."""
        cursor = self.cursor
        assert cursor is not None
        key = (cursor.hand_index, cursor.open_hands, lang.version())
        if key not in self._words:
            self._words[key] = hand_words(cursor.hand, cursor.open_hands)
        return self._words[key]

    def changed(self, step_moved: bool = True) -> None:
        """Something shown changed: paint again (and keep the move shown in the list's view)."""
        self.picture = None
        self.refresh_labels()
        if step_moved:
            self.scroll_to_current()

    def act(self, key: str) -> None:
        """A control, pressed or by its key."""
        cursor = self.cursor
        if key == "close":
            self.app.pop()
            return
        if cursor is None or (key in self.buttons and not self.buttons[key].is_enabled):
            return                  # its button is off: its key does nothing either
        moves: dict[str, Callable[[], object]] = {
            "prev_hand": cursor.previous_hand, "next_hand": cursor.next_hand, "start": cursor.to_start,
            "back": cursor.back, "forward": cursor.forward, "end": cursor.to_end, "play": cursor.toggle_play,
            "speed": cursor.cycle_speed, "faster": cursor.faster, "slower": cursor.slower,
            "mode": cursor.toggle_open}
        if key in ("back", "forward", "start", "end"):
            cursor.playing = False
        moves[key]()
        self.changed()

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if b is event.ui_element), None)
            if key is not None:
                self.act(key)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if self.cursor is None:
            return False
        moves = self.move_list()
        if event.type == pygame.MOUSEWHEEL:
            if moves.rect.collidepoint(pygame.mouse.get_pos()):
                if moves.scroll_by(-event.y * self.layout.px(60)):
                    self.picture = None
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            if moves.set_hover(moves.row_at(event.pos)):
                self.picture = None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = moves.row_at(event.pos)
            if row is not None:
                self.jump(row)
                return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key pressed (the module's docstring)."""
        keys = {pygame.K_ESCAPE: "close", pygame.K_LEFT: "back", pygame.K_RIGHT: "forward",
                pygame.K_HOME: "start", pygame.K_END: "end", pygame.K_PAGEUP: "prev_hand",
                pygame.K_PAGEDOWN: "next_hand", pygame.K_SPACE: "play", pygame.K_h: "mode",
                pygame.K_PLUS: "faster", pygame.K_EQUALS: "faster", pygame.K_KP_PLUS: "faster",
                pygame.K_MINUS: "slower", pygame.K_KP_MINUS: "slower"}
        action = keys.get(event.key)
        if action is None:
            return False
        self.act(action)
        return True

    def jump(self, step: int) -> None:
        """Go to move `step` of the hand (the move list's click)."""
        assert self.cursor is not None
        self.cursor.playing = False
        self.cursor.go(step)
        self.changed(step_moved=False)

    # ------------------------------------------------------------------ the move list
    def move_list(self) -> MoveList:
        """The move list placed in the table's left column (clear of every seat's things), its
        rows those of the hand and stream shown."""
        cursor = self.cursor
        assert cursor is not None
        box = self.layout.teaching_column(self.flowers_at_end(3), self.stacks(), self.piles())
        self.moves.place(box, self.layout, self.view.text)
        self.moves.fill((cursor.hand_index, cursor.open_hands, lang.version()), self.words(),
                        [s.seat for s in cursor.hand.steps], cursor.hand.viewer_seat, self.layout)
        return self.moves

    def scroll_to_current(self) -> None:
        """The move shown within the list's view."""
        if self.cursor is not None and self.move_list().scroll_to(self.cursor.step):
            self.picture = None

    # ------------------------------------------------------------------ places on the table
    def flowers_at_end(self, side: int) -> int:
        """Flowers the player on `side` has set aside by the hand's end (they never leave: the
        card beside them is laid out once for the hand)."""
        model = self.table()
        seat = model.seat_on_side(side)
        if seat is None or self.cursor is None:
            return 0
        return sum(1 for step in self.cursor.hand.steps for e in step.events
                   if isinstance(e, FlowerReplaced) and e.seat == seat)

    def stacks(self) -> int:
        """The wall's stacks a side (18 before it is built)."""
        return max(self.table().stacks_per_side or (18,))

    def piles(self) -> bool:
        """The wall is split in two piles (a table of two)."""
        return self.table().piles is not None

    # ------------------------------------------------------------------ time
    def wants_frames(self) -> bool:
        """Frames while a long log is read or the replay plays; paused, the viewer rests."""
        return self._reading or (self.cursor is not None and self.cursor.playing)

    def update(self, dt: float) -> None:
        """Playing: a step when its time came (and the play button's words when it stops); a
        long log's hands when its reading ends."""
        if self.cursor is None:
            if self._reading and self.loader.done:      # a long log's reading ended
                self._reading = False
                self.take_loaded()
                self.lay_out()
            return
        if not self.cursor.playing:
            return
        if self.cursor.tick(dt):
            self.changed()
        elif not self.cursor.playing:
            self.refresh_labels()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self.picture is None or self.picture.get_size() != surface.get_size():
            canvas = self._canvas           # painted again in place (no new window-sized surface)
            if canvas is None or canvas.get_size() != surface.get_size():
                canvas = self._canvas = pygame.Surface(surface.get_size(), 0, surface)
            self.paint(canvas)
            self.picture = canvas
            self.paints += 1
        surface.blit(self.picture, (0, 0))

    def paint(self, surface: pygame.Surface) -> None:
        """The whole picture: the table at the step shown, the last move, the move list, the
        result at the hand's end (or the refusal of a log that does not replay)."""
        layout = self.layout
        if self.cursor is None:
            self.paint_refusal(surface)
            return
        cursor = self.cursor
        model = self.table()
        words = self.words()[cursor.step]
        first = self.buttons["start"].rect.left if "start" in self.buttons else None
        paint_table(self.view, surface, model, layout, words.caption(),
                    first - layout.px(8) if first is not None else None, 100.0 * (self.paints + 1))
        paint_marks(surface, move_marks(model, layout, cursor.hand.steps[cursor.step].stream(cursor.open_hands)),
                    layout)
        moves = self.move_list()
        paint_moves(self.view, surface, moves.box, layout, self.header(moves.box.w - 2 * layout.px(10)), moves.rows,
                    moves.rect, moves.scroll, cursor.step, moves.hover)
        area = layout.tracker_area(self.flowers_at_end(1), self.stacks(), self.piles())
        if cursor.at_end and (model.settled is not None or model.wins):
            paint_result(self.view, surface, area, layout, result_lines(model, not cursor.hand.match_ends))
        elif cursor.at_end and not cursor.hand.finished:
            paint_result(self.view, surface, area, layout,
                         [(lang.tr("记录到此为止：这盘没有打完", "The log stops here: the hand was not finished"),
                           14, GOLD, True)])

    def header(self, width: Optional[int] = None) -> list[str]:
        """The move list's header: the title, the hand and the move, the mode; each line the
        longest of its wordings that fits `width` at the size paint_moves draws it (a shorter
        variant name, a shorter mode: never a squeezed or cut line)."""
        cursor = self.cursor
        assert cursor is not None
        hand = cursor.hand
        variant = load_variant(hand.variant)
        short = short_name(variant)
        titles = [self.title] if self.title else \
            [lang.short(f"回放 · {zh}", f"Replay · {en}") for zh, en in
             ((variant.title_zh, variant.title_en), (bare_title(variant.title_zh), bare_title(variant.title_en)),
              (short.zh, short.en))]
        several = len({h.match for h in cursor.replay.hands}) > 1      # a simulate log may hold several
        of = f"{cursor.hand_index + 1}/{len(cursor.replay.hands)}"
        zh = f"第{hand.match + 1}场 " if several else ""
        en = f"Match {hand.match + 1}, hand " if several else "Hand "
        where = [lang.short(f"{zh}第{hand.number + 1}盘（{of}） · 第{cursor.step + 1}步，共{len(hand.steps)}步",
                            f"{en}{hand.number + 1} ({of}) · move {cursor.step + 1} of {len(hand.steps)}"),
                 lang.short(f"{zh}第{hand.number + 1}盘 · 第{cursor.step + 1}/{len(hand.steps)}步",
                            f"{en}{hand.number + 1} · move {cursor.step + 1}/{len(hand.steps)}")]
        if cursor.open_hands:
            modes = [lang.tr("明牌：每家的牌都看得见", "All hands open"), lang.tr("明牌", "All open")]
        else:
            zh, en = self.mode_words()
            modes = [lang.tr(f"{zh}：别家的牌扣着", f"{en}: the others' tiles face down"), lang.tr(zh, en)]
        playing = lang.tr(f"播放中 {speed_text(cursor.speed)}", f"playing {speed_text(cursor.speed)}") \
            if cursor.playing else ""
        modes = [f"{mode}  {playing}".rstrip() for mode in modes]
        if width is None:
            return [titles[0], where[0], modes[0]]
        px = self.layout.px
        return [longest_fitting(titles, px(15), width, bold=True), longest_fitting(where, max(11, px(12)), width),
                longest_fitting(modes, max(11, px(12)), width)]

    def paint_refusal(self, surface: pygame.Surface) -> None:
        """A log still being read (its length), or one that does not replay (why)."""
        if not self.loader.done:
            paint_notice(self.view, surface, self.layout, ("正在读取记录……", "Reading the log…"), GOLD,
                         None, lang.tr(f"共{len(self.loader.lines)}行，每一步都用引擎重放一遍",
                                       f"{len(self.loader.lines)} lines, every move replayed by the engine"))
            return
        refusal = self.refusal or ""
        where = re.match(r"line (\d+): ", refusal)
        line = where.group(1) if where is not None else ""
        # the engine's words are English: the line is said in both languages
        paint_notice(self.view, surface, self.layout, ("这份记录无法回放", "This log cannot be replayed"), BAD,
                     lang.tr(f"问题出在记录的第{line}行（下面是引擎的原话）：", f"The problem is at line {line} of the log:")
                     if line else None,
                     refusal[where.end():] if where is not None else refusal)
