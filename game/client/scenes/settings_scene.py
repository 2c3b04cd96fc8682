"""The table's menu (Esc) and the settings screen.

`MenuScene` lies over the table (which waits underneath: only the top scene is updated):
resume, settings, a bug report, the last hand's settlement again, save and go back to the start
screen, quit. `SettingsScene`
edits `app.user` (game/settings.py UserSettings): every change takes effect at once through
`app.apply_user_settings()` (pace, volume, mute, large tiles, fullscreen) and is written with
`save_settings` straight away, so closing the window never loses it. Language and hints are
kept for the teaching features, which read `app.user`.

Both are screens of buttons: Tab / Shift+Tab move the focus, Enter presses (app.FocusRing),
Esc closes.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.client.display import lang
from rules.variants.registry import all_variants

from ..ui.painter import Painter
from ..ui.palette import CREAM, GOLD, MUTED
from ..ui.widgets import design_px, draw_modal, modal_rect
from ..variants import presenter_for
from .base import Scene
from .history_parts.log_buttons import review_entry, review_finished_hands
from .settings_parts.key_page import KeyPage
from .settings_parts.name_row import NameRow
from .settings_parts.pages import NOTES, PAGES, TIPS, page_of
from .table_parts.last_settlement import kept

if TYPE_CHECKING:   # the app holds the scenes; a scene needs only the types
    from .base import AppForScenes
    from .table import TableScene

LANGUAGE_LABELS = (("zh", "中文"), ("en", "English"), ("both", "中文+English"))   # each in its own language
PACE_LABELS = (("slow", "慢 Slow"), ("normal", "正常 Normal"), ("fast", "快 Fast"))
ON_OFF = ((True, "开 On"), (False, "关 Off"))
LEARNER_LABELS = ((None, "跟随语言 Auto"), (True, "开 On"), (False, "关 Off"))   # None: on unless Chinese only
TILE_COLOUR_LABELS = (("classic", "经典 Classic"), ("colour_blind", "色弱友好 Colour-blind"))   # settings.TILE_COLOURS
CLAIM_LABELS = ((0, "不限时 No limit"), (10, "10秒 10 s"), (20, "20秒 20 s"))   # game/settings.py CLAIM_LIMITS
VOLUME_STEP = 0.1
UI_SCALE_LABELS = ((0, "自动 Auto"), (100, "100% 100%"), (125, "125% 125%"), (150, "150% 150%"),
                   (200, "200% 200%"))   # game/settings.py UI_SCALES


class MenuScene(Scene):
    """Esc on the table: the game waits while this is open."""

    opaque = False

    def __init__(self, app: AppForScenes, table: "TableScene") -> None:
        super().__init__(app)
        self.table = table
        self.view = Painter(app.art)
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}

    def px(self, v: float) -> int:
        """A design-space length in this window's pixels."""
        return design_px(self.app.size, v)

    def startup(self) -> None:
        super().startup()
        self._build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        for button in self.buttons:
            button.kill()
        self._build()

    def _build(self) -> None:
        self.buttons = {}
        saving = self.app.keeps_saves(self.table)
        entries = [("resume", lang.tr("继续", "Resume") + " (Esc)"), ("settings", lang.tr("设置", "Settings")),
                   ("rules", lang.tr("规则", "Rules") + " (F4)"),
                   ("report", lang.tr("报告问题", "Bug report") + " (F9)"),
                   *review_entry(self.table),
                   *([("last", lang.tr("上一盘结算", "Last settlement"))] if kept(self.table) is not None else []),
                   ("leave", self._leave_words(saving)),
                   ("quit", lang.tr("退出游戏（会保存）", "Quit (saves)") if saving else lang.tr("退出游戏", "Quit"))]
        self.rows = len(entries)
        panel = self.panel_rect()
        y = panel.top + self.px(96)
        for key, label in entries:
            rect = pygame.Rect(0, 0, self.px(360), self.px(48))
            rect.midtop = (panel.centerx, y)
            button = pygame_gui.elements.UIButton(
                rect, label, self.app.ui, container=self.container,
                object_id=pygame_gui.core.ObjectID(object_id="#start" if key == "resume" else "#choice"))
            if key == "report" and not hasattr(self.table.session, "closed_log"):
                button.disable()   # a replay has no match of its own to report
            self.buttons[button] = key
            y += self.px(60)

    def panel_rect(self) -> pygame.Rect:
        return modal_rect(self.app.size, 460, 530 + 60 * (getattr(self, "rows", 6) - 6))

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in self.buttons:
            return False
        key = self.buttons[event.ui_element]
        if key == "resume":
            self.close()
        elif key == "settings":
            self.app.push("settings")
        elif key == "rules":     # the rules browser of the table's variant (teaching)
            self.app.push("rules", self.table.settings.variant, self.table.settings.options, in_match=True)
        elif key == "report":
            self.app.bug_report()
        elif key == "review":    # the hands finished so far, over the table (issue 28)
            review_finished_hands(self.app, self.table)
        elif key == "last":      # the last hand's settlement again, over the table (issue 29)
            self.close()
            if kept(self.table) is not None:
                self.app.push("settlement_again", self.table)   # scenes/last_sheet/scene.py
        elif key == "leave":
            self.leave()
        elif key == "quit":
            self.app.quit()
        return True

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def _practice(self) -> bool:
        """The table is a review's practice ("play on from here"): leaving goes back to the review."""
        return bool(getattr(self.table.settings, "practice", False))

    def _leave_words(self, saving: bool) -> str:
        if self._practice():
            return lang.tr("结束练习，回到复盘", "End practice, back to the review")
        return lang.tr("保存并回到开始", "Save & leave") if saving else lang.tr("回到开始", "Leave")

    def leave(self) -> None:
        """Save the match (it can be resumed from the start screen) and go back there; a practice
        table (nothing to save) closes and the review it came from is on top again."""
        if self._practice():
            self.close()
            while self.table in self.app.stack.scenes:   # the settlement sheet over it goes too
                self.app.pop()
            return
        self.app.save_table(self.table)
        self.app.leave_to_start()

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.panel_rect()
        draw_modal(self.view, surface, panel, self.px)
        self.view.label(surface, lang.tr("菜单", "Menu"), self.px(34), GOLD, center=(panel.centerx, panel.top + self.px(44)),
                        bold=True)
        self.view.label(surface, lang.tr("游戏暂停中", "The game waits", " · "), self.px(15), CREAM,
                        center=(panel.centerx, panel.top + self.px(76)))
        if self.app.last_report is not None:
            self.view.label(surface, lang.tr("报告", "Report") + f": {self.app.last_report.name}", self.px(13), MUTED,
                            center=(panel.centerx, panel.bottom - self.px(18)))


class SettingsScene(Scene):
    """Language, pace, the claim time limit, volume and mute, hints, large tiles, fullscreen,
    default variant, the player's name (a text field: settings_parts/name_row.py).

    Its labels are in the display language; the language buttons name each language in itself
    (中文, English, 中文+English), so a player who cannot read the one shown still finds his own."""

    opaque = False

    def __init__(self, app: AppForScenes) -> None:
        super().__init__(app)
        self.view = Painter(app.art)
        self.choices: dict[pygame_gui.elements.UIButton, tuple[str, Any]] = {}   # button -> (setting, value)
        self.page = "general"                       # settings_parts/pages.py: general, table, keys
        self.tabs: dict[pygame_gui.elements.UIButton, str] = {}
        self.keys = KeyPage(app, self.px, self._changed)
        self.name_row = NameRow(app, self.px)       # the player's name (General page)

    @property
    def tab_focus(self) -> bool:
        """Tab focus and Enter/Space on buttons, except while a new key is awaited (any key is it)."""
        return self.keys.waiting is None

    def px(self, v: float) -> int:
        """A design-space length in this window's pixels."""
        return design_px(self.app.size, v)

    def panel_rect(self) -> pygame.Rect:
        return modal_rect(self.app.size, 900, 640)

    def startup(self) -> None:
        super().startup()
        self._build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.clear_widgets()
        self._build()

    def rows(self) -> list[tuple[str, str, list[tuple[Any, str]]]]:
        """(setting, its label, [(value, button text)]) in screen order."""
        variants = [(v.name, lang.tr(*presenter_for(v.name).short_name(v))) for v in all_variants()]

        def words(pairs: tuple[tuple[Any, str], ...]) -> list[tuple[Any, str]]:   # "慢 Slow" -> the current language's half
            return [(value, lang.tr(*text.split(" ", 1))) for value, text in pairs]
        return [
            ("language", lang.tr("语言", "Language"), list(LANGUAGE_LABELS)),
            ("pace", lang.tr("速度", "Pace"), words(PACE_LABELS)),
            ("claim_seconds", lang.tr("要牌限时", "Claim time"), words(CLAIM_LABELS)),   # 碰, 杠, 和 (吃 where played)
            ("volume", lang.tr("音量", "Volume"), [(-VOLUME_STEP, "−"), (VOLUME_STEP, "+"),
                                                 ("mute", lang.tr("静音", "Mute"))]),
            ("hints", lang.tr("提示", "Hints"), words(ON_OFF)),
            ("large_tiles", lang.tr("大牌", "Large tiles"), words(ON_OFF)),
            ("learner_marks", lang.tr("新手标记", "Learner marks"), words(LEARNER_LABELS)),
            ("tile_colours", lang.tr("牌面配色", "Tile colours"), words(TILE_COLOUR_LABELS)),
            ("fullscreen", lang.tr("全屏", "Fullscreen"), words(ON_OFF)),
            ("default_variant", lang.tr("新对局默认玩法", "Default variant"), variants),
            ("ui_scale", lang.tr("界面缩放", "UI scale"), words(UI_SCALE_LABELS)),
            ("player_name", lang.tr("你的名字", "Your name"), []),     # a text field (settings_parts/name_row.py)
            ("reduced_motion", lang.tr("减少动画", "Reduced motion"), words(ON_OFF)),
            ("auto_win", lang.tr("自动和牌", "Auto-win"), words(ON_OFF)),
            ("auto_pass", lang.tr("自动过（和牌除外）", "Auto-pass (not wins)"), words(ON_OFF)),
        ]

    def _build(self) -> None:
        ui, box = self.app.ui, self.container
        panel = self.panel_rect()
        self.choices = {}
        self.row_labels: list[tuple[str, int]] = []
        self.row_notes: list[tuple[str, tuple[int, int]]] = []   # (a row's short note, where it starts)
        self._build_tabs(panel)
        y = panel.top + self.px(156)
        left = panel.left + self.px(250)
        if self.page == "keys":
            self.keys.build(panel, y, box)
        rows = [row for row in self.rows() if page_of(row[0]) == self.page]
        step = self.px(60 if len(rows) <= 7 else 54)    # eight rows keep above the Done button
        for setting, label, values in rows:
            self.row_labels.append((label, y + self.px(20)))
            if setting == "player_name":
                self.name_row.build(left, y, box)
                y += step
                continue
            x = left
            # a row of many (the variants) shares the panel's width: no button outside it
            room = (900 - 250 - 24 - 10 * (len(values) - 1)) / max(1, len(values))
            for value, text in values:
                width = self.px(56 if setting == "volume" and value != "mute" else min(140, room))
                if setting == "volume" and value == VOLUME_STEP:
                    x += self.px(80)   # room for the percentage between − and +
                tip = TIPS.get(setting)
                button = pygame_gui.elements.UIButton(
                    pygame.Rect(x, y, width, self.px(40)), text, ui, container=box,
                    tool_tip_text=lang.tr(*tip.pair) if tip is not None else None,
                    object_id=pygame_gui.core.ObjectID(object_id="#choice"))
                self.choices[button] = (setting, value)
                x += width + self.px(10)
            if setting in NOTES:
                self.row_notes.append((lang.tr(*NOTES[setting].pair), (x + self.px(10), y + self.px(20))))
            y += step
        rect = pygame.Rect(0, 0, self.px(220), self.px(48))
        rect.bottomright = (panel.right - self.px(24), panel.bottom - self.px(20))
        self.done_button = pygame_gui.elements.UIButton(
            rect, lang.tr("完成", "Done") + " (Esc)", ui, container=box, object_id=pygame_gui.core.ObjectID(object_id="#start"))
        self._refresh()

    def _build_tabs(self, panel: pygame.Rect) -> None:
        """The page tabs (General, Table, Keys) under the title; the page shown is selected."""
        self.tabs = {}
        width, gap = self.px(180), self.px(12)
        x = panel.centerx - (len(PAGES) * width + (len(PAGES) - 1) * gap) // 2
        for page, words in PAGES:
            tab = pygame_gui.elements.UIButton(
                pygame.Rect(x, panel.top + self.px(92), width, self.px(44)), lang.tr(*words.pair), self.app.ui,
                container=self.container, object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            if page == self.page:
                tab.select()
            self.tabs[tab] = page
            x += width + gap

    def show_page(self, page: str) -> None:
        """Show one page (its tab selected); a key awaited on the Keys page is given up, a name
        typed is kept (or refused)."""
        self.name_row.keep()
        self.page = page
        self.keys.waiting, self.keys.message = None, None
        self.rebuild()

    def rebuild(self) -> None:
        """Lay the page out again (its buttons' texts changed)."""
        self.clear_widgets()
        self._build()

    def _changed(self) -> None:
        """A change made on a page of its own (the keys): applied now, written now."""
        self.app.apply_user_settings()
        self.app.save_user_settings()

    def _refresh(self) -> None:
        user = self.app.user
        for button, (setting, value) in self.choices.items():
            if setting == "volume":
                chosen = value == "mute" and user.muted
            else:
                chosen = getattr(user, setting) == value
            button.select() if chosen else button.unselect()

    def choose(self, setting: str, value: Any) -> None:
        """One change: applied now, written now."""
        user = self.app.user
        if setting == "volume":
            if value == "mute":
                user.muted = not user.muted
            else:
                user.volume = round(min(1.0, max(0.0, user.volume + value)), 2)
                if value > 0:
                    user.muted = False
        else:
            setattr(user, setting, value)
        self.app.apply_user_settings()
        self.app.save_user_settings()
        if self.app.stack.top is self:
            self._refresh()
        if setting == "volume" and not user.muted:
            self.app.play("discard")   # hear the new level

    def process_event(self, event: pygame.event.Event) -> bool:
        if self.page == "keys":
            used = self.keys.process_event(event)
            if used is not None:
                if used and self.app.stack.top is self:
                    self.rebuild()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.name_row.handles(event):
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element in self.tabs:
            self.show_page(self.tabs[event.ui_element])
            return True
        if event.ui_element is self.done_button:
            self.close()
            return True
        if event.ui_element in self.choices:
            self.choose(*self.choices[event.ui_element])
            return True
        return False

    def close(self) -> None:
        if self.app.stack.top is self:
            self.name_row.keep()      # a name the font cannot draw is refused (a notice), the screen still closes
            self.app.save_user_settings()
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.panel_rect()
        draw_modal(self.view, surface, panel, self.px)
        self.view.label(surface, lang.tr("设置", "Settings"), self.px(34), GOLD, center=(panel.centerx, panel.top + self.px(42)),
                        bold=True)
        self.view.label(surface, lang.tr("改动立即生效，并会保存", "Changes apply at once and are kept", " · "), self.px(15), CREAM,
                        center=(panel.centerx, panel.top + self.px(74)))
        for label, y in self.row_labels:
            self.view.label(surface, label, self.px(18), CREAM, midleft=(panel.left + self.px(40), y), bold=True)
        if self.page == "keys":
            self.keys.draw(surface, self.view, panel)
        for note, at in self.row_notes:
            self.view.label(surface, note, self.px(14), MUTED, midleft=at)
        volume_row = next((y for label, y in self.row_labels if label == lang.tr("音量", "Volume")), None)
        user = self.app.user
        if volume_row is not None:
            self.view.label(surface, lang.tr("静音", "Muted") if user.muted else f"{round(user.volume * 100)}%", self.px(18),
                            GOLD, center=(panel.left + self.px(250 + 56 + 10 + 35), volume_row), bold=True)
        sound = self.app.sound
        note = lang.tr("没有声音设备", "No audio device") if sound is not None and not sound.enabled else ""
        if self.app.storage is None:
            note = (note + "  ·  " if note else "") + lang.tr("本窗口不保存设置", "This window keeps nothing")
        if note:
            self.view.label(surface, note, self.px(13), MUTED,
                            midleft=(panel.left + self.px(40), panel.bottom - self.px(44)))
