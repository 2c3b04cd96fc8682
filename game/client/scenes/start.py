"""The start screen: choose the variant (every one the registry offers), your name and the pace.

Variants are read from `rules.variants.registry.all_variants()`; what is special about each is
read from its record (tiles, claims, wildcards, flowers, minimum, notes), so a new variant shows
up here by registering, with no change to the client.

Below them, the saved matches (game/saves.py, newest first, three a page) with Resume and Delete
(Delete asks once more); files refused while listing are named in a notice. The settings screen
opens from here too, and the room-rules panel (房间规则, scenes/room_rules.py) for the chosen
variant. The choices made here (variant, pace, room rules, the bots' level per
variant: 新手 / 普通 / 高手, the player's name) are kept as the player's settings; a name the font
cannot draw is refused (start_parts/player_name.py). Tab / Enter reach every button
(app.FocusRing); Enter alone starts.
"""
from __future__ import annotations

import copy
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional

import pygame
import pygame_gui

from game.bots.level_names import LEVEL_NAMES
from game.client.display import lang
from game.client.display.fonts import get_font
from game.client.display.layout import TableLayout
from game.client.display.sound import EFFECTS
from game.client.display.text_wrap import wrap
from game.client.match.table_settings import Settings
from game.client.scenes.room_rules_parts import open_room_rules
from game.client.scenes.room_rules_parts.model import button_words, status_words, valid_overrides
from game.client.scenes.start_parts import start_extras
from game.client.scenes.start_parts.start_paint import ShapeCache, StartScreenBase, StaticLabel, hold_state_redraws, label_style
from game.client.scenes.start_parts.variant_cards import card_lines, plain, summary_tip, variant_facts, variant_summary
from game.teaching.i18n import english
from rules.variants.base import Variant
from rules.variants.registry import all_variants, get_variant

from ..ui.painter import Painter
from ..ui.palette import CREAM, GOLD, MUTED
from ..ui.text import escape_html, fit_text
from .start_parts.notice_room import keep_description_clear, notices_shown
from .start_parts.player_name import check_name, drop_undrawable_saved_name, name_to_start
from .start_parts.saved_rows import row_images

if TYPE_CHECKING:   # the app holds the scenes; a scene needs only its type
    from game.saves import SaveError, SaveInfo
    from game.settings import UserSettings

    from .base import AppForScenes

PACE_LABELS = (("slow", "慢 Slow"), ("normal", "正常 Normal"), ("fast", "快 Fast"))
# What each level of the bots plays like (game/bots/levels.py), as the buttons' tool tips.
LEVEL_TIPS = {"beginner": ("新手：出牌慢一些，常有失误，不防守", "Beginner: plays slowly, slips now and then, never defends"),
              "normal": ("普通：会算番，也会防守，但不太小心", "Normal: plays for the minimum, defends when the danger is plain"),
              "expert": ("高手：算番、读牌、防守都尽力（提示也按高手的判断）",
                         "Expert: the strongest play, reading danger (the hints judge as the expert does)")}
SAVES_PER_PAGE = 3
# pygame_gui's scroll bar in a text box (its lines are wrapped as if it were always there).
DESC_SCROLLBAR = 20
# The theme's text box frame, both sides: padding 10, border 1, shadow 2 and the rounded corners' 2
# each side (checked against the built box: the description box is built once with its text).
DESC_FRAME = 30


def text_frame(box: pygame_gui.elements.UITextBox) -> int:
    """The width a text box keeps around its text (pygame_gui: padding, border, shadow and the
    rounded corners' offsets, both sides), scroll bar aside."""
    return (box.padding[0] * 2 + box.border_width["left"] + box.border_width["right"] + box.shadow_width * 2
            + sum(box.rounded_corner_width_offsets))


def save_line(info: SaveInfo) -> str:
    """One saved match as the list shows it: variant, when, which hand, and every player's score
    as the match resumes with it (game/saves.py SaveInfo.resume_scores: a settled hand counted)."""
    from game.client.presenting.caption_kit import WIND_EN, WIND_ZH  # with the table's captions: saves are listed after the first frame
    try:
        variant = get_variant(info.variant)
        title = lang.tr(variant.title_zh.split("·")[0].strip(), variant.title_en, " ")
        winds = variant.has_winds          # 四川: no wind tiles, no wind round
    except (ValueError, AttributeError):
        title, winds = info.variant, True
    when = info.saved_at.astimezone().strftime("%m-%d %H:%M")
    shown = info.resume_scores
    names = info.names or tuple(f"P{i + 1}" for i in range(len(shown)))
    scores = "  ".join(f"{lang.person(name)} {score:+d}" if score else f"{lang.person(name)} 0"
                       for name, score in zip(names, shown))
    wind = WIND_ZH.get(info.round_wind, info.round_wind)
    hand = lang.tr(f"第{info.hand_number}盘 {wind}风圈", f"hand {info.hand_number}, {WIND_EN.get(info.round_wind, info.round_wind)} round")
    if not winds:
        hand = lang.tr(f"第{info.hand_number}盘", f"hand {info.hand_number}")
    return f"{title} · {when} · {hand} · {scores}"


def font_width(font: pygame.font.Font) -> Callable[[str], int]:
    """The width in pixels of a text in `font` (the measure `wrap` takes)."""
    return lambda text: font.size(text)[0]


def available_variants() -> tuple[Variant, ...]:
    """Every variant the registry offers, in its order."""
    return tuple(all_variants())


class SavedMatchesPart(StartScreenBase):
    """The saved matches' list of the start screen: read after its first frame, a page of
    Resume / Delete buttons, a line per match."""

    def __init__(self, app: AppForScenes) -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = []      # newest first
        self.saves_read = False               # listed after the first frame (launch time)
        self.refused: list[SaveError] = []    # files set aside while listing
        self.save_page = 0
        self.delete_armed: Optional[Path] = None   # the save whose Delete was pressed once
        self.save_buttons: dict[pygame_gui.elements.UIButton, tuple[str, SaveInfo]] = {}
        self.page_button: Optional[pygame_gui.elements.UIButton] = None

    def _list_saves(self) -> None:
        """Right after the screen's first frame: read the saved matches (game/saves.py, which
        brings the session and the journal) and show them, with their notices."""
        if self.container is None:     # the screen was closed before its first frame
            return
        self.scan_saves()
        if not self.saves:
            return
        if self.app.stack.top is self:   # built again, so the Tab order is the one of a full build
            self.resize(self.app.size)
        else:                            # under another screen: built again once back on top
            self.lang_seen = None        # (the stack rebuilds a screen whose widgets are stale)

    def scan_saves(self) -> None:
        """List the saved matches (a player's window only); bad files are set aside and named."""
        if self.app.storage is None:
            return
        from game.saves import scan_saves
        self.saves_read = True
        try:
            scan = scan_saves(self.app.storage.saves_folder)
        except OSError as exc:
            self.app.notify(("保存的对局无法读取（文件夹打不开）", f"Saved matches cannot be listed: {exc}"), 10.0)
            return
        self.saves = [info for info in scan.saves if not info.finished]
        for error in scan.refused:
            self.refused.append(error)
            self.app.notify(error.notice, 12.0)   # a journal is 对局记录, a save 存档 (game/saves.py)
        if scan.recovered:   # a match cut off by a crash: its journal made it a save again
            self.app.notify(("上一局没有存完（程序中断或存档失败），已从对局记录恢复到最后一步：按“继续”接着打",
                             "A match was not fully saved (the game was cut off, or its save failed); it was "
                             "recovered from its journal to its last action: press Resume to play on"), 12.0)
        if scan.in_use:
            self.app.notify(("另一个窗口正在进行的对局不在这里列出",
                             "A match being played in another window is not listed here"), 8.0)
        self.save_page = min(self.save_page, max(0, (len(self.saves) - 1) // SAVES_PER_PAGE))

    def saves_top(self) -> int:
        """The top of the saved matches' list (its title)."""
        return self.px(150) + self.px(498)

    def _build_saves(self) -> None:
        """Resume / Delete for the saved matches of this page, and the page button."""
        for button in list(self.save_buttons) + [self.page_button]:
            if button is not None:
                button.kill()
        self.save_buttons = {}
        self.page_button = None
        ui, box = self.app.ui, self.container
        right = self.app.size[0] // 2 + self.px(480)
        y = self.saves_top() + self.px(26)
        if self.page_saves():
            self.shapes.buttons((self.px(132), self.px(32)), "#choice")
            self.shapes.buttons((self.px(126), self.px(32)), "#choice")
        for info in self.page_saves():
            resume = pygame.Rect(right - self.px(264), y, self.px(132), self.px(32))
            delete = pygame.Rect(right - self.px(126), y, self.px(126), self.px(32))
            button = pygame_gui.elements.UIButton(resume, lang.tr("继续", "Resume"), ui, container=box,
                                                  object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            self.save_buttons[button] = ("resume", info)
            armed = self.delete_armed is not None and self.delete_armed == info.path
            button = pygame_gui.elements.UIButton(delete, lang.tr("确定?", "Sure?") if armed else lang.tr("删除", "Delete"), ui,
                                                  container=box,
                                                  object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            self.save_buttons[button] = ("delete", info)
            y += self.px(34)
        if len(self.saves) > SAVES_PER_PAGE:
            rect = pygame.Rect(right - self.px(150), self.saves_top() - self.px(6), self.px(150), self.px(28))
            self.page_button = pygame_gui.elements.UIButton(rect, lang.tr("更多", "More") + " →", ui, container=box,
                                                            object_id=pygame_gui.core.ObjectID(object_id="#choice"))

    def page_saves(self) -> list[SaveInfo]:
        """The saved matches of the page shown."""
        start = self.save_page * SAVES_PER_PAGE
        return self.saves[start:start + SAVES_PER_PAGE]

    def press_save(self, kind: str, info: SaveInfo) -> None:
        """Resume or Delete of a saved match pressed (Delete asks once more first)."""
        from game.saves import SaveError, delete_save
        if kind == "delete":
            if self.delete_armed != info.path:   # the first press asks, the second deletes
                self.delete_armed = info.path
            else:
                self.delete_armed = None
                try:
                    delete_save(info.path)
                except OSError as exc:
                    self.app.notify((f"没能删除 {info.path.name}",
                                            f"Could not delete {info.path.name}: {exc}"), 8.0)
                self.scan_saves()
            self._build_saves()
            return
        try:
            self.app.resume_match(info.path, pace=self.settings.pace)
        except SaveError as exc:
            self.app.notify((f"存档 {exc.path.name} 无法继续", f"This save cannot be resumed: {exc}"), 12.0)
            self.scan_saves()
            self._build_saves()

    def _draw_saves(self, surface: pygame.Surface, left: int) -> None:
        """The list's title, the refused files' count and a line per saved match of the page."""
        if self.app.storage is None:
            return
        top = self.saves_top()
        title = lang.tr("继续对局", "Saved matches")
        if len(self.saves) > SAVES_PER_PAGE:
            first = self.save_page * SAVES_PER_PAGE + 1
            title += f"  ({first}–{min(len(self.saves), first + SAVES_PER_PAGE - 1)} / {len(self.saves)})"
        self.view.label(surface, title, self.px(18), GOLD, topleft=(left, top - self.px(4)), bold=True)
        if self.refused:
            refused = lang.tr(f"{len(self.refused)} 个坏文件已移开", f"{len(self.refused)} bad file(s) set aside")
            self.view.label(surface, refused, self.px(13),
                            (235, 140, 110), topleft=(left + self.px(330), top))
        if not self.saves:
            if self.saves_read:   # not "none" before they have been read
                self.view.label(surface, lang.tr("没有保存的对局", "No saved matches"), self.px(15), MUTED,
                                topleft=(left, top + self.px(30)))
            return
        width = self.px(960 - 276)
        y = top + self.px(26)
        texts = [save_line(info) for info in self.page_saves()]
        for line in row_images(self.view.text, texts, self.px(15), CREAM, width):   # one size for all
            surface.blit(line, line.get_rect(midleft=(left, y + self.px(16))))
            y += self.px(34)


class StartScene(SavedMatchesPart):
    """The first screen: the variant, the bots' level, name, pace and room options, Start; the
    saved matches (SavedMatchesPart) and the teaching corner (start_extras.py)."""

    def __init__(self, app: AppForScenes, settings: Settings) -> None:
        super().__init__(app)
        self.settings = copy.copy(settings)
        self.variants = available_variants()
        names = [v.name for v in self.variants]
        if self.settings.variant not in names and names:
            self.settings.variant = names[0]
        self.level = app.user.level_for(self.settings.variant)   # the bots' level, per variant
        self.settings.name = self.name_seen = app.user.player_name   # the player's name, as last seen
        self.default_seen = app.user.default_variant   # the settings' default variant as last seen
        self.view = Painter()                 # felt and text: no tiles here
        self.settings_button: Optional[pygame_gui.elements.UIButton] = None
        self.to_warm = list(EFFECTS)          # synthesized one a frame behind this screen
        self._first_build = False             # the build before the first frame (startup's)
        # the teaching corner's buttons (start_extras.build) and the language they were built in
        self.teach_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.teach_lang = lang.version()

    def startup(self) -> None:
        super().startup()
        if drop_undrawable_saved_name(self.app):   # a saved name the font cannot draw: the default, told
            self.settings.name = self.name_seen = self.app.user.player_name
        self._first_build = True
        self._build()
        self._first_build = False
        # the buttons' other states are offered and drawn from the frame after the first (launch time)
        shapes, release = self.shapes, hold_state_redraws(self.container.elements if self.container else ())

        def the_other_states() -> None:
            shapes.offer_the_rest()
            release()
        self.app.after_frame.append(the_other_states)
        if self.app.storage is not None:   # listed once the first frame is up (launch time)
            self.app.after_frame.append(self._list_saves)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        if hasattr(self, "name_entry"):       # a name typed but not yet started with is kept
            self.settings.name = lang.typed_name(self.name_entry.get_text())
        self.clear_widgets()
        self._build()

    def _build(self) -> None:
        ui, box = self.app.ui, self.container
        w, h = self.app.size
        left = w // 2 - self.px(480)
        top = self.px(150)
        self.variant_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.static_labels: list[StaticLabel] = []     # painted by draw(): nothing to press there
        self.label_styles: dict[str, tuple[int, tuple[int, int, int]]] = {}
        # the rounded frames of the card and the buttons, each size drawn once from a small one
        self.shapes = ShapeCache(ui, first_frame=self._first_build)
        y = top + self.px(34)
        # the list keeps above the name row (top + 344) however many variants the registry offers
        row = min(76, 300 // max(1, len(self.variants)))
        for v in self.variants:
            rect = pygame.Rect(left, y, self.px(380), self.px(row - 28))
            self.shapes.buttons(rect.size, "#choice")
            label = lang.tr(getattr(v, 'title_zh', v.name), getattr(v, 'title_en', ''), "  ")
            button = pygame_gui.elements.UIButton(
                rect, label, ui, container=box, tool_tip_text=summary_tip(v),
                object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            self.variant_buttons[button] = v.name
            summary = variant_summary(v).split(": ", 1)[-1]
            if lang.current() == "zh":
                summary = " · ".join(zh for zh, _ in variant_facts(v) if zh != "起和")
            self._static(pygame.Rect(left, y + self.px(row - 28), self.px(380), self.px(22)), summary, "#small")
            y += self.px(row)
        desc = pygame.Rect(left + self.px(400), top + self.px(34), self.px(560), self.px(250))
        # Built with its text: an empty box then set_text lays the card out twice (launch time).
        paragraphs = self.card_paragraphs()
        self.description = self.shapes.card(self.box_html(paragraphs, desc.width - DESC_FRAME), desc, box)
        if (frame := text_frame(self.description)) != DESC_FRAME:          # another theme: wrapped again to its real width
            self.shapes.set_card_text(self.description, self.box_html(paragraphs, desc.width - frame))
        self.level_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        level_y = top + self.px(294)
        self._static(pygame.Rect(left + self.px(400), level_y, self.px(110), self.px(30)), lang.tr("对手", "Bots"))
        x = left + self.px(510)
        self.shapes.buttons((self.px(140), self.px(38)), "#choice")
        for name, name_zh, name_en in LEVEL_NAMES:
            button = pygame_gui.elements.UIButton(pygame.Rect(x, level_y - self.px(4), self.px(140), self.px(38)),
                                                  lang.tr(name_zh, name_en), ui, container=box,
                                                  tool_tip_text=lang.tr(*LEVEL_TIPS[name], "\n"),
                                                  object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            self.level_buttons[button] = name
            x += self.px(150)
        y = top + self.px(344)
        self._static(pygame.Rect(left, y, self.px(200), self.px(30)), lang.tr("你的名字", "Your name"))
        self.name_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(left + self.px(210), y - self.px(4), self.px(260), self.px(38)), ui, container=box)
        self.name_entry.set_text(lang.person(self.settings.name))   # the default 你 reads "You" in English
        self.name_entry.set_text_length_limit(12)
        y += self.px(52)
        self._static(pygame.Rect(left, y, self.px(200), self.px(30)), lang.tr("速度", "Pace"))
        self.pace_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        x = left + self.px(210)
        self.shapes.buttons((self.px(150), self.px(38)), "#choice")
        for pace, label in PACE_LABELS:
            button = pygame_gui.elements.UIButton(pygame.Rect(x, y - self.px(4), self.px(150), self.px(38)),
                                                  lang.tr(*label.split(" ", 1)),
                                                  ui, container=box,
                                                  object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            self.pace_buttons[button] = pace
            x += self.px(160)
        y += self.px(52)
        self.option_label = self._static(pygame.Rect(left, y, self.px(200), self.px(30)), lang.tr("房间", "Room"))
        # the rules in force ("房间规则：经典"): opens the room-rules panel (scenes/room_rules.py)
        rules = pygame.Rect(left + self.px(210), y - self.px(4), self.px(470), self.px(38))
        self.shapes.buttons(rules.size, "#choice")
        self.rules_button = pygame_gui.elements.UIButton(
            rules, self.rules_words(), ui, container=box, object_id=pygame_gui.core.ObjectID(object_id="#choice"),
            tool_tip_text=lang.tr("选这一桌的规则：预设，或每一条规则", "choose this table's rules: a preset, or rule by rule"))
        rect = pygame.Rect(left + self.px(710), top + self.px(346), self.px(250), self.px(56))
        self.shapes.buttons(rect.size, "#start")
        self.shapes.buttons((self.px(250), self.px(38)), "#choice")
        self.start_button = pygame_gui.elements.UIButton(
            rect, lang.tr("开始", "Start") + " (Enter)", ui, container=box, object_id=pygame_gui.core.ObjectID(object_id="#start"))
        self.settings_button = pygame_gui.elements.UIButton(
            pygame.Rect(left + self.px(710), top + self.px(410), self.px(250), self.px(38)), lang.tr("设置", "Settings"),
            ui, container=box, object_id=pygame_gui.core.ObjectID(object_id="#choice"))
        self.lessons_button = pygame_gui.elements.UIButton(   # the lessons of every variant (scenes/lessons.py)
            pygame.Rect(left + self.px(710), top + self.px(456), self.px(250), self.px(38)), lang.tr("课程", "Lessons"),
            ui, container=box, object_id=pygame_gui.core.ObjectID(object_id="#choice"),
            tool_tip_text=lang.tr("一步一步学每种玩法：照着做，做错了会告诉你为什么",
                                  "learn each variant step by step: do as told, a wrong move is explained"))
        self._build_saves()
        start_extras.build(self)      # rules, calculator, demo, language (top corners)
        self._refresh_choices()

    def _static(self, rect: pygame.Rect, text: str, theme_id: str = "label") -> StaticLabel:
        """A line of text centred in `rect` as a pygame_gui label of the theme's `theme_id` block
        would show it (its font size and colour), painted by the screen: building a label widget
        costs more than the text (launch time)."""
        if theme_id not in self.label_styles:
            self.label_styles[theme_id] = label_style(self.app.ui, theme_id)
        label = StaticLabel(rect, text, *self.label_styles[theme_id])
        self.static_labels.append(label)
        return label

    def title_rect(self) -> pygame.Rect:
        """Where the title (麻将) and the line under it are drawn."""
        w = self.app.size[0]
        rect = pygame.Rect(0, 0, self.px(600), self.px(112))
        rect.midtop = (w // 2, self.px(24))
        return rect

    def notice_area(self) -> pygame.Rect:
        """Where the app's notices lie on this screen (newest on top): over the description box,
        never over the title, the variant list or the start button."""
        area: pygame.Rect = self.description.rect.inflate(-self.px(8), -self.px(8))
        return area

    def resume(self) -> None:
        """Back on top: the room rules may have been chosen on a screen above (the rules browser
        opens the panel too), so the player's own for the chosen variant are shown again."""
        super().resume()
        if self.app.storage is not None and hasattr(self, "rules_button"):
            options = self.app.user.options_for(self.settings.variant)
            if options != self.settings.options:
                self.settings.options = options
                self._refresh()

    def settings_changed(self, user: UserSettings) -> None:
        """The settings screen changed something: show the same pace; the variant chosen here
        (with its bots' level and room rules) changes only when the default variant itself was
        changed there (toggling fullscreen or the volume keeps the player's choice)."""
        self.settings.pace = user.pace
        if user.player_name != self.name_seen:   # the name changed there: shown here
            self.settings.name = self.name_seen = user.player_name
            self.name_entry.set_text(lang.person(user.player_name))
        changed = user.default_variant != self.default_seen
        self.default_seen = user.default_variant
        if changed and user.default_variant != self.settings.variant and \
                any(v.name == user.default_variant for v in self.variants):
            self.settings.variant = user.default_variant
            self.settings.options = user.options_for(user.default_variant)
            self.level = user.level_for(user.default_variant)
        self._refresh()

    def wants_frames(self) -> bool:
        """Frames only while sound effects are still synthesized behind the screen (one a
        frame); then the start screen rests until input (app.py `resting`)."""
        return bool(self.to_warm) and self.app.sound is not None

    def update(self, dt: float) -> None:
        start_extras.update(self)
        keep_description_clear(notices_shown(self.app), getattr(self, "description", None))   # no notice over it
        if self.to_warm and self.app.sound is not None:   # after the flip: no frame waits for it
            self.app.after_frame.append(self._warm_one)

    def _warm_one(self) -> None:
        """Synthesize the next sound effect behind this screen (one a frame)."""
        if self.to_warm and self.app.sound is not None:
            self.app.sound.warm([self.to_warm.pop(0)])

    def _refresh(self) -> None:
        """Show the chosen variant, pace, level and options, and the chosen variant's card (the
        description box is set again only when its text changes)."""
        self._refresh_choices()
        html = self.box_html(self.card_paragraphs())
        if html != self.description.html_text:
            self.shapes.set_card_text(self.description, html)

    def _refresh_choices(self) -> None:
        """Select the chosen buttons; name the rules in force (the chosen variant's valid options)."""
        for button, name in self.variant_buttons.items():
            button.select() if name == self.settings.variant else button.unselect()
        for button, pace in self.pace_buttons.items():
            button.select() if pace == self.settings.pace else button.unselect()
        for button, level in self.level_buttons.items():
            button.select() if level == self.level else button.unselect()
        variant = self.chosen_variant()
        self.settings.options = valid_overrides(variant, self.settings.options)[0] if variant is not None else {}
        words = self.rules_words()
        if self.rules_button.text != words:
            self.rules_button.set_text(words)
        self.option_label.shown = variant is not None and bool(variant.options)
        self.rules_button.show() if self.option_label.shown else self.rules_button.hide()

    def chosen_variant(self) -> Optional[Variant]:
        """The variant chosen (None: the registry offers none)."""
        return next((v for v in self.variants if v.name == self.settings.variant), None)

    def rules_words(self) -> str:
        """The room-rules line: the rules in force for the chosen variant ("房间规则：经典"); in
        both languages, when that is too long for its button, the rules' name alone."""
        variant = self.chosen_variant()
        if variant is None:
            return ""
        font = get_font(self.app.font_px(18))             # the theme's #choice buttons
        room = self.px(470) - self.px(24)
        options = self.settings.options
        for words in (lang.tr_bi(button_words(variant, options)), lang.tr_bi(status_words(variant, options))):
            if font.size(words)[0] <= room:
                return words
        return status_words(variant, options).zh if lang.current() == "both" else words

    def open_rules(self) -> None:
        """The room-rules panel for the chosen variant; its choice comes back to this screen."""
        def chosen(options: dict[str, object]) -> None:
            self.settings.options = options
            self._refresh()
        open_room_rules(self.app, self.settings.variant, chosen, options=self.settings.options)

    def card_paragraphs(self) -> list[tuple[str, bool]]:
        """The chosen variant's card as (text, bold) paragraphs: its title, what changes from the
        reference variant (teaching) and, in English, its first notes; none without a variant."""
        variant = next((v for v in self.variants if v.name == self.settings.variant), None)
        if variant is None:
            return []
        lines = card_lines(variant, self.settings.options)
        notes = getattr(variant, "notes", ()) if lang.current() != "zh" else ()   # the notes are English
        if notes:
            lines.append(("", False))
            said = variant.book.notes_en if variant.book else {}       # the players' English of each note
            lines += [("· " + plain(said.get(note) or english(note)), False) for note in notes[:3]]
        return lines

    def box_html(self, paragraphs: list[tuple[str, bool]], inner: Optional[int] = None) -> str:
        """The description box's HTML, wrapped here (text_wrap: Chinese by character, English at
        spaces, no "-" added): pygame_gui would cut long words and Chinese runs with dashes.
        `inner` is the box's text width before it exists (no scroll bar yet); else the box's own."""
        if inner is None:
            box = self.description
            inner = box.text_wrap_rect.width if getattr(box, "text_wrap_rect", None) else box.rect.width - 30
            bar = 0 if getattr(box, "scroll_bar", None) is not None else DESC_SCROLLBAR
        else:
            bar = DESC_SCROLLBAR
        width = inner - bar - self.px(12)     # pygame_gui measures a little wider than the font alone
        out = []
        for text, bold in paragraphs:
            font = get_font(self.app.font_px(16), bold)
            for line in wrap(text, font_width(font), width):
                out.append(f"<b>{escape_html(line)}</b>" if bold and line else escape_html(line))
        return "<br>".join(out)

    def chosen(self) -> Settings:
        """The settings the screen would start with now."""
        settings = copy.copy(self.settings)
        settings.name = check_name(self.name_entry.get_text()).name   # accented letters the font lacks: their base letters
        settings.bot_kind = self.level
        return settings

    def process_event(self, event: pygame.event.Event) -> bool:
        if start_extras.handle(self, event):
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                    and not self.name_entry.is_focused:
                self.start()
                return True
            return False
        if event.ui_element in self.save_buttons:
            self.press_save(*self.save_buttons[event.ui_element])
            return True
        if event.ui_element is self.page_button and self.page_button is not None:
            pages = max(1, -(-len(self.saves) // SAVES_PER_PAGE))
            self.save_page = (self.save_page + 1) % pages
            self.delete_armed = None
            self._build_saves()
            return True
        if event.ui_element is self.settings_button and self.settings_button is not None:
            self.app.push("settings")
            return True
        if event.ui_element is getattr(self, "lessons_button", None):
            self.app.push("lessons", self.settings.variant)
            return True
        if event.ui_element in self.variant_buttons:
            self.settings.variant = self.variant_buttons[event.ui_element]
            if self.app.storage is not None:   # the player's own options for this variant
                self.settings.options = self.app.user.options_for(self.settings.variant)
            self.level = self.app.user.level_for(self.settings.variant)
            self._refresh()
            return True
        if event.ui_element in self.level_buttons:
            self.level = self.level_buttons[event.ui_element]
            self.app.user.bot_levels[self.settings.variant] = self.level   # kept per variant
            self.app.save_user_settings()
            self._refresh()
            return True
        if event.ui_element is self.rules_button:
            self.open_rules()
            return True
        if event.ui_element in self.pace_buttons:
            self.settings.pace = self.pace_buttons[event.ui_element]
            self.app.user.pace = self.settings.pace   # the same setting as on the settings screen
            self.app.save_user_settings()
            self._refresh()
            return True
        if event.ui_element is self.start_button:
            self.start()
            return True
        return False

    def start(self) -> None:
        """Start a table with the choices made here (kept as the player's settings, the name
        too); a name the font cannot draw is refused with a notice, and nothing starts."""
        if name_to_start(self.app, self.name_entry) is None:
            return
        chosen = self.chosen()
        user = self.app.user
        user.player_name = self.name_seen = chosen.name
        user.default_variant = chosen.variant          # the next start screen begins here
        if chosen.options:          # only the changed values are kept (the room-rules panel's choice)
            user.variant_options[chosen.variant] = dict(chosen.options)
        else:
            user.variant_options.pop(chosen.variant, None)
        self.app.save_user_settings()
        self.app.replace("table", chosen)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        layout = TableLayout(w, h)
        self.view.draw_felt(surface, layout)
        self.view.label(surface, lang.tr("麻将", "Mahjong"), self.px(64), GOLD, center=(w // 2, self.px(70)), bold=True)
        self.view.label(surface, lang.tr("选择玩法", "Choose a variant"), self.px(18), CREAM,
                        center=(w // 2, self.px(122)))
        left = w // 2 - self.px(480)
        self.view.label(surface, lang.tr("玩法", "Variant"), self.px(18), GOLD, topleft=(left, self.px(150)), bold=True)
        for label in self.static_labels if self.container is not None and self.container.visible else ():
            if label.shown:
                image = fit_text(self.view.text, label.text, label.size, label.colour, label.rect.width)
                surface.blit(image, label.place(image))
        self._draw_saves(surface, left)

