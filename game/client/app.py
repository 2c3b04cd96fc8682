"""The window and its loop: `run_window` for players, `run_demo` for the narrated bot demo.

The loop is the standard one: `dt = clock.tick(60) / 1000`; every input event goes to the
pygame_gui UIManager and then to the top scene; `update(dt)`; draw the scenes, then the widgets.

A player's window (`run_window`) also keeps what lasts between runs (see docs/release.md): the
settings (`App.user`, saved by the settings screen), the match in progress (saved when a hand
starts, when it is settled and when the window closes; removed once the match is over), sound
effects on the table's events, F9 bug reports, and keyboard focus (Tab / Enter) on every screen
of buttons. Tests and the demo build an `App` without `storage`: nothing is written then.
"""
from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional, Union

import pygame
import pygame_gui

from rules.variants.registry import get_variant

from game.settings import UserSettings, load_settings, save_settings

from . import lang
from .fonts import get_font
from .input_keys import FocusRing, press_event
from .layout import TableLayout
from .resources import resource_path
from .scenes import SCENES, SceneRegistry
from .scenes.base import Scene, SceneStack
from .sound import SoundBoard, pre_init
from .table_settings import Settings
from .text_wrap import wrap
from .text_measure import remember_measures
from .window_fit import SUPPORTED_MIN, fit_window, min_window

# What only a table, a save or a bug report needs is imported where it is first used (the
# journal, the session and its bots, the replay): the start screen's first frame does without.
if TYPE_CHECKING:
    from rules.events import Event

    from game.journal import Journal
    from game.session import MatchSession

    from .plan_kit import Plan
    from .replay_session import TableSession
    from .scenes.table import TableScene
    from .tile_art import TileArt

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = SUPPORTED_MIN          # the window is kept at least this large (smaller desktops: less)
MIN_FONT = 9                      # theme fonts scale with the window, never below this (px)
PACES = ("slow", "normal", "fast")
FPS = 60
# An environment variable naming a file: the window writes its first frame's time there and
# closes (bench/bench_launch.py times the launch of `main.py` and of the executable with it).
LAUNCH_PROBE = "MAHJONG_LAUNCH_PROBE"


@dataclass
class Storage:
    """Where a player's window keeps its files; None = the platform's folder (platformdirs)."""

    settings_path: Optional[Path] = None
    saves_folder: Optional[Path] = None
    reports_folder: Optional[Path] = None


@dataclass
class Notice:
    """A short message over everything (settings problems, a refused save, a bug report): one
    text, or (Chinese, English) shown in the display language of the moment."""

    words: Union[str, tuple[str, str]]
    seconds: float
    owner: Optional[Scene] = None     # the screen it is about (start screen, table): it goes with it

    @property
    def text(self) -> str:
        """The message as shown now (the display language may change while it is up)."""
        return self.words if isinstance(self.words, str) else lang.tr(*self.words)


def load_theme() -> dict:
    """assets/theme.json with its font paths made absolute (pygame_gui reads them from the cwd)."""
    with open(resource_path("assets", "theme.json"), encoding="utf-8") as handle:
        theme = json.load(handle)
    absolute: dict[str, str] = {}     # the same two font files in every block: each made absolute once
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if not isinstance(font, dict):
            continue
        for key in ("regular_path", "bold_path"):
            if key in font:
                path = font[key]
                if path not in absolute:
                    absolute[path] = str(resource_path(*Path(path).parts))
                font[key] = absolute[path]
    return theme


def ui_scale(size: tuple[int, int]) -> float:
    """How much the 1280×800 design is scaled in a window of `size` (the table's scale)."""
    return min(size[0] / DEFAULT_SIZE[0], size[1] / DEFAULT_SIZE[1])


def scaled_theme(theme: dict, scale: float) -> dict:
    """A copy of `theme` with every font size times `scale` (at least MIN_FONT): widgets scale
    with the window, so their text must too, or labels overflow the buttons at 1024×640."""
    out: dict = {}
    for name, block in theme.items():
        if isinstance(block, dict) and isinstance(block.get("font"), dict) and "size" in block["font"]:
            font = dict(block["font"])
            font["size"] = str(font_px(int(font["size"]), scale))
            block = dict(block, font=font)
        out[name] = block
    return out


def font_px(size: int, scale: float) -> int:
    """A theme font size (design px at 1280×800) in a window of this scale."""
    return max(MIN_FONT, round(size * scale))


def save_match(session: "MatchSession", path: Path) -> Path:
    """game.saves.save_match, its module imported with the first save (a name of this module, so
    a test can listen to the app's saves)."""
    from game.saves import save_match as save
    return save(session, path)


class App:
    """The window, the UI manager, the tile art and the scene stack."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, *, resizable: bool = True,
                 caption: Optional[str] = None, fullscreen: bool = False,
                 storage: Optional[Storage] = None, user: Optional[UserSettings] = None) -> None:
        pygame.init()
        self.resizable = resizable
        self.fullscreen = fullscreen
        self.screen = self._set_mode(size)
        self._title_for: Optional[tuple[Optional[str], Optional[int]]] = None   # (variant, seed)
        self._title_shown: Optional[str] = None
        self._fixed_title = caption
        self.show_title()
        self.size = self.screen.get_size()
        self.storage = storage            # None: tests and the demo write nothing
        self.user = user if user is not None else UserSettings()
        self.sound: Optional[SoundBoard] = None   # a player's window has one
        self.pending_sounds: list[list] = []   # [effect, seconds until it plays]
        # Screens by name (scenes/__init__.py registers them): a scene asks for another by name.
        self.scene_types: SceneRegistry = SCENES.copy()   # each imported when first pushed
        self.notices: list[Notice] = []
        self.focus = FocusRing()
        self.last_report: Optional[Path] = None
        # The journal of the match on the table (game/journal.py): every action synced to disk
        self.journal: Optional[Journal] = None
        self.journal_refused: Optional[object] = None   # the session whose journal could not begin
        self.min_size = min_window(pygame.display.get_desktop_sizes())
        self.theme = load_theme()
        self.theme_scale = ui_scale(self.size)
        remember_measures()     # every button measures its text once, not once per state
        self.ui = pygame_gui.UIManager(self.size, scaled_theme(self.theme, self.theme_scale))
        self._preload_bold()
        self._art: Optional[TileArt] = None     # made for the first screen that draws tiles
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_ms: list[float] = []     # work per frame (update + draw), for the demo stats
        self.after_frame: list[Callable[[], None]] = []  # run once after the next flip

    @property
    def art(self) -> TileArt:
        """The tile art every screen shares (its module loads with the first screen that draws
        tiles: the start screen draws none)."""
        if self._art is None:
            from .tile_art import TileArt
            self._art = TileArt()
        return self._art

    def _preload_bold(self) -> None:
        """Bold text in text boxes (<b>) and bold theme blocks need their sizes loaded up front."""
        fonts = self.ui.get_theme().get_font_dictionary()
        wanted = {font_px(size, self.theme_scale) for size in (12, 14, 16, 18)}
        self.ui.preload_fonts([{"name": "notosanssc", "point_size": size, "style": "bold"} for size in sorted(wanted)
                               if not fonts.check_font_preloaded(fonts.create_font_id(size, "notosanssc", True, False))])

    def font_px(self, size: int) -> int:
        """A theme font size (assets/theme.json, design px) as the widgets draw it now."""
        return font_px(size, self.theme_scale)

    def _set_mode(self, size: tuple[int, int]) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(size, pygame.RESIZABLE if self.resizable else 0)

    # ---------------------------------------------------------------- the loop
    def handle_input(self) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if event.type == pygame.VIDEORESIZE:
                if self.fullscreen:
                    continue
                self.resize((max(self.min_size[0], event.w), max(self.min_size[1], event.h)))
                self.user.window_size = self.size   # kept for the next run (saved on quit)
                continue
            self.dispatch(event)

    def dispatch(self, event: pygame.event.Event) -> None:
        """One input event: F9 and Tab focus first, then the widgets; the top scene sees it
        too (it may ignore it); an Esc no scene used opens the table's menu."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F9:
            self.bug_report()
            return
        if self._focus_key(event):
            return
        self.ui.process_events(event)
        used = self.stack.process_event(event)
        if not used and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            table = self.stack.top
            if self.is_table(table):
                self.open_menu(table)

    def _focus_key(self, event: pygame.event.Event) -> bool:
        """Tab / Shift+Tab move the focus over the top screen's buttons; Enter or Space presses
        the focused one (the table has its own keys: no ring there)."""
        top = self.stack.top
        if self.focus.owner is not top:
            self.focus.reset(top)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus.focused = None      # the mouse took over: no ring until the next Tab
        if event.type != pygame.KEYDOWN or top is None or not getattr(top, "tab_focus", True):
            return False
        if event.key == pygame.K_TAB:
            self.focus.move(-1 if event.mod & pygame.KMOD_SHIFT else 1, self.ui)
            return True
        current = self.focus.current()
        if current is None:
            return False
        if isinstance(current, pygame_gui.elements.UITextEntryLine):
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):   # done typing: go on
                self.focus.move(1, self.ui)
                return True
            return False
        typing = any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in self.ui.get_focus_set() or ())
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and not typing:
            self.stack.process_event(press_event(current))
            return True
        return False

    def resize(self, size: tuple[int, int]) -> None:
        self.screen = self._set_mode(size)
        self.size = self.screen.get_size()
        self.ui.set_window_resolution(self.size)
        if ui_scale(self.size) != self.theme_scale:   # widgets' text scales with them
            self.theme_scale = ui_scale(self.size)
            self.ui.get_theme().load_theme(scaled_theme(self.theme, self.theme_scale))
            self._preload_bold()
            self.ui.rebuild_all_from_changed_theme_data()
        if self._art is not None:
            self._art.clear()
        self.stack.resize(self.size)

    def show_title(self, variant: Optional[str] = None, seed: Optional[int] = None) -> None:
        """Name the window (and the table's variant and seed) in the language shown; it is
        renamed by itself when the language changes."""
        self._title_for = (variant, seed)
        self._refresh_title()

    def _refresh_title(self) -> None:
        title = self._fixed_title or window_title(*(self._title_for or (None, None)))
        if title != self._title_shown:
            pygame.display.set_caption(title)
            self._title_shown = title

    def frame(self, dt: float) -> None:
        """One frame of work: input, update, draw, flip."""
        start = time.perf_counter()
        self._refresh_title()
        self.handle_input()
        self._tick(dt)
        self.stack.update(dt)
        self.ui.update(dt)
        self.draw()
        pygame.display.flip()
        self.frame_ms.append((time.perf_counter() - start) * 1000.0)
        callbacks, self.after_frame = self.after_frame, []
        for callback in callbacks:
            callback()

    def draw(self) -> None:
        self.stack.draw(self.screen)
        self.ui.draw_ui(self.screen)
        self.focus.draw(self.screen)
        self._draw_notices(self.screen)

    def run(self) -> None:
        while self.running and self.stack.top is not None:
            dt = self.clock.tick(FPS) / 1000.0
            self.frame(min(dt, 0.1))  # a long stall (window dragged) must not skip animations
        self.stack.clear()

    def quit(self) -> None:
        """Close the window (its close box, the menu, the standings): the match in progress is
        saved first, and the window size kept."""
        for scene in list(self.stack.scenes):
            if self.is_table(scene):
                self.save_table(scene)
        self.end_journal()
        if self.storage is not None and not self.fullscreen:
            self.save_user_settings()
        self.running = False

    # ---------------------------------------------------------------- notices and sound
    def notify(self, text: Union[str, tuple[str, str]], seconds: float = 6.0) -> None:
        owner = self.stack.scenes[0] if self.stack.scenes else None
        self.notices.append(Notice(text, seconds, owner))
        del self.notices[:-4]   # a burst of messages keeps the newest four

    def notice_area(self) -> pygame.Rect:
        """Where notices may lie: the top screen's own `notice_area()` (the start screen keeps
        its title and variant list clear), else a band under the top row of buttons."""
        area = getattr(self.stack.top, "notice_area", None)
        if callable(area):
            return area()
        scale = ui_scale(self.size)
        band = pygame.Rect(0, round(56 * scale), min(self.size[0] - 40, round(980 * scale)), 0)
        band.height = self.size[1] - band.top - round(20 * scale)
        band.centerx = self.size[0] // 2
        return band

    def notice_layout(self) -> list[tuple[Notice, pygame.Rect, list[str]]]:
        """(notice, box, lines) of the notices on screen now: newest on top, stacked down the
        notice area as far as they fit (the newest always shows); the rest wait their turn."""
        area = self.notice_area()
        scale = ui_scale(self.size)
        font = get_font(max(10, round(15 * scale)))
        pad, gap = max(6, round(8 * scale)), max(4, round(6 * scale))
        out: list[tuple[Notice, pygame.Rect, list[str]]] = []
        y = area.top
        for notice in reversed(self.notices):
            lines = wrap(notice.text, lambda t: font.size(t)[0], area.width - 3 * pad)
            box = pygame.Rect(area.left, y, area.width, len(lines) * font.get_linesize() + 2 * pad)
            if out and box.bottom > area.bottom:
                break
            out.append((notice, box, lines))
            y = box.bottom + gap
        return out

    def _tick(self, dt: float) -> None:
        for notice, _, _ in self.notice_layout():   # a waiting notice's time has not begun
            notice.seconds -= dt
        self.notices = [n for n in self.notices
                        if n.seconds > 0 and (n.owner is None or n.owner in self.stack.scenes)]
        due = [s for s in self.pending_sounds if s[1] - dt <= 0]
        self.pending_sounds = [[s[0], s[1] - dt] for s in self.pending_sounds if s[1] - dt > 0]
        for name, _ in due:
            self.play(name)

    def play(self, name: str) -> bool:
        return bool(self.sound is not None and self.sound.play(name))

    def _draw_notices(self, surface: pygame.Surface) -> None:
        if not self.notices:
            return
        scale = ui_scale(self.size)
        font = get_font(max(10, round(15 * scale)))
        pad = max(6, round(8 * scale))
        for _notice, box, lines in self.notice_layout():
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            shade.fill((20, 16, 10, 235))
            surface.blit(shade, box)
            pygame.draw.rect(surface, (230, 190, 60), box, 2, border_radius=6)
            for i, line in enumerate(lines):
                surface.blit(font.render(line, True, (245, 235, 210)),
                             (box.left + pad + pad // 2, box.top + pad + i * font.get_linesize()))

    # ---------------------------------------------------------------- the table's events
    def present(self, table: "TableScene", event: Event, plan: Plan, quiet: bool = False) -> None:
        """Called by the table for every event it presents: the plan's sounds (each at its
        delay), and the match's saves (a new hand has begun, a hand was settled). `quiet`: a
        resumed hand catching up."""
        self.keep_journal(table)
        if quiet or table.demo:
            return
        if self.sound is not None:
            for effect, delay in plan.sounds:
                if delay <= 0:
                    self.play(effect)
                else:
                    self.pending_sounds.append([effect, delay])
        from rules.events import HandStarted, Settled   # loaded with the table already
        if isinstance(event, (HandStarted, Settled)):
            self.save_table(table)

    # ---------------------------------------------------------------- saved matches
    def keeps_saves(self, table: "TableScene") -> bool:
        """A human's match in a player's window (not the demo, not a replay)."""
        from game.session import MatchSession   # loaded with the table already
        return (self.storage is not None and not getattr(table, "demo", False)
                and table.settings.human is not None and isinstance(table.session, MatchSession))

    def save_table(self, table: "TableScene") -> Optional[Path]:
        """Save the table's match to its file (made on the first save); a finished match's file
        is removed instead. Never raises: a failed write is shown and play goes on."""
        if not self.keeps_saves(table):
            return None
        from game.saves import delete_save, new_save_path
        session = table.session
        try:
            if session.finished or session.match_over:
                self.end_journal()
                if table.save_path is not None:
                    delete_save(table.save_path)
                return None
            if session.names is None:   # the save lists the players by the names shown
                session.names = list(table.model.names)
            if table.save_path is None:
                table.save_path = new_save_path(session, self.storage.saves_folder)
            saved = save_match(session, table.save_path)
            if self.journal is not None and self.journal.session is session:
                self.journal.mark_saved()
            return saved
        except OSError as exc:
            self.notify(("对局没能保存（写文件失败）", f"The match could not be saved: {exc}"), 10.0)
            return None

    def keep_journal(self, table: "TableScene") -> None:
        """Journal the table's match from its first event on (a player's match only): each action
        is on disk before the next, so a crash loses nothing (game/journal.py)."""
        if not self.keeps_saves(table):   # the demo, a replay, a watched match: nothing to keep
            return
        session = table.session
        journal = self.journal
        if journal is not None and journal.session is session:
            if journal.error is not None and self.journal_refused is not session:
                self.journal_refused = session
                self.notify(("对局记录写不进磁盘：崩溃时可能丢失最近几步",
                             f"The match journal cannot be written ({journal.error}): a crash may lose recent moves"), 10.0)
            return
        if self.journal_refused is session or self.storage is None:
            return
        from game.journal import Journal, JournalInUse, journal_path
        from game.saves import new_save_path
        from game.session import MatchSession
        assert isinstance(session, MatchSession)   # keeps_saves
        if session.finished or session.match_over:
            return
        self.end_journal()
        first = table.save_path is None
        try:
            if session.names is None:   # the journal, like the save, names the players as shown
                session.names = list(table.model.names)
            if table.save_path is None:
                table.save_path = new_save_path(session, self.storage.saves_folder)
            self.journal = Journal.begin(session, journal_path(table.save_path))
        except (OSError, JournalInUse) as exc:
            self.journal_refused = session
            self.notify(("对局记录写不进磁盘：崩溃时可能丢失最近几步",
                         f"The match journal cannot be written ({exc}): a crash may lose recent moves"), 10.0)
        if first:
            self.save_table(table)    # the match's first save, once its journal is on disk

    def end_journal(self) -> None:
        """Stop journaling the match that leaves the table; its journal is removed when the save
        holds every action (else the next start recovers the match from it)."""
        journal, self.journal = self.journal, None
        if journal is not None:
            journal.close(remove=journal.clean)

    def resume_match(self, path: Path, pace: Optional[str] = None) -> Scene:
        """Load a saved match and put its table on screen, the hand in progress as it was;
        raises game.saves.SaveError (the file has been moved aside) when it cannot be."""
        from game.saves import load_match
        session = load_match(path)
        human = session.human
        names = session.names or []
        named = human is not None and len(names) == session.variant.seats   # every player named
        settings = Settings(variant=session.variant.name, seed=session.seed, human=human,
                            pace=pace or self.user.pace, options=dict(session.options),
                            name=names[human] if named and human is not None else "你")
        table = self.make("table", settings, session=session, save_path=Path(path), resumed=True)
        self.show_title(settings.variant, settings.seed)
        self.stack.clear()
        self.push(table)
        return table

    # ---------------------------------------------------------------- settings
    def save_user_settings(self) -> None:
        """Write the settings file (a player's window only); a failure is shown, not raised."""
        if self.storage is None:
            return
        try:
            save_settings(self.user, self.storage.settings_path)
        except OSError as exc:
            self.notify(("设置没能保存（写文件失败）", f"Settings could not be saved: {exc}"), 8.0)

    def apply_user_settings(self) -> None:
        """Make changed settings take effect now: sound, pace, large tiles, fullscreen."""
        user = self.user
        if self.sound is not None:
            self.sound.set_volume(user.volume)
            self.sound.set_muted(user.muted)
        if bool(user.fullscreen) != self.fullscreen:
            self.fullscreen = bool(user.fullscreen)
            self.resize(fit_window(user.window_size, pygame.display.get_desktop_sizes()))
        for scene in list(self.stack.scenes):
            settings = getattr(scene, "settings", None)
            if settings is not None and hasattr(settings, "pace") and not getattr(scene, "demo", False):
                settings.pace = user.pace
            layout = getattr(scene, "layout", None)
            if layout is not None and getattr(layout, "large_tiles", None) is not None \
                    and layout.large_tiles != user.large_tiles:
                scene.resize(self.size)
            hook = getattr(scene, "settings_changed", None)
            if callable(hook):
                hook(user)

    def table_layout(self, size: tuple[int, int]) -> TableLayout:
        """The table's layout for `size` with the player's tile size."""
        return TableLayout(*size, large_tiles=bool(self.user.large_tiles))

    # ---------------------------------------------------------------- menu and bug reports
    def open_menu(self, table: "TableScene") -> None:
        """The table's menu (Esc) over the table, which waits under it."""
        self.push("menu", table)

    def is_table(self, scene: Optional[Scene]) -> bool:
        """`scene` is a table (its match is saved on quit; Esc there opens the menu)."""
        table = self.scene_types.loaded("table")   # not imported yet: no table was ever made
        return table is not None and isinstance(scene, table)

    def current_session(self) -> Optional[TableSession]:
        """The session of the table on screen (under a menu or a settlement sheet too)."""
        for scene in reversed(self.stack.scenes):
            session = getattr(scene, "session", None) or getattr(getattr(scene, "table", None), "session", None)
            if session is not None:
                return session
        return None

    def bug_report(self) -> Optional[Path]:
        """F9 / the menu: save the current match's log for `main.py replay`; show where."""
        from game.bugreport import write_bug_report
        from game.session import MatchSession
        session = self.current_session()
        if not isinstance(session, MatchSession):
            self.notify(("这里没有可以报告的对局", "No match to report here."), 4.0)
            return None
        folder = self.storage.reports_folder if self.storage is not None else None
        try:
            path = write_bug_report(session, folder)
        except OSError as exc:
            self.notify(("问题报告没能保存（写文件失败）", f"The bug report could not be saved: {exc}"), 8.0)
            return None
        self.notify((f"问题报告已保存：{path}", f"Bug report saved: {path}"), 10.0)
        self.last_report = path
        return path

    # ---------------------------------------------------------------- screens by name
    def register_scene(self, name: str, scene_type: type[Scene]) -> None:
        """Make a screen reachable as `name` (push / replace / make)."""
        self.scene_types[name] = scene_type

    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new screen of the type registered as `name`, for this app."""
        return self.scene_types[name](self, *args, **kwargs)

    def push(self, scene: Union[Scene, str], *args: Any, **kwargs: Any) -> Scene:
        """Put a screen on top (a Scene, or a registered name and its arguments)."""
        return self.stack.push(self.make(scene, *args, **kwargs) if isinstance(scene, str) else scene)

    def replace(self, scene: Union[Scene, str], *args: Any, **kwargs: Any) -> Scene:
        """Replace the top screen (a Scene, or a registered name and its arguments)."""
        return self.stack.replace(self.make(scene, *args, **kwargs) if isinstance(scene, str) else scene)

    def pop(self) -> None:
        """Close the top screen."""
        self.stack.pop()

    def leave_to_start(self) -> None:
        """Every screen closed, the start screen with the player's own settings."""
        user = self.user
        self.end_journal()
        self.stack.clear()
        self.show_title()
        self.push("start", Settings(variant=user.default_variant, pace=user.pace,
                                    options=user.options_for(user.default_variant)))


def open_player_window(storage: Optional[Storage] = None) -> App:
    """A player's window: settings loaded (their problems shown once), fullscreen and the window
    size from them (made to fit the desktop: window_fit.fit_window), the sound board; nothing is
    pushed yet."""
    storage = storage if storage is not None else Storage()
    user, messages = load_settings(storage.settings_path)
    pre_init()
    os.environ.setdefault("SDL_VIDEO_CENTERED", "1")   # centred on the desktop it fits
    pygame.display.init()     # the desktop's size is known once the display is up
    size = fit_window(user.window_size, pygame.display.get_desktop_sizes())
    app = App(size, fullscreen=user.fullscreen, storage=storage, user=user)
    lang.adopt(app)           # the player's language from the first notice on
    for message in messages:
        app.notify(("设置文件有问题，已改用默认值", "Settings: " + message), 10.0)
    app.sound = SoundBoard(user.volume, user.muted)
    return app


def run_window(variant: Optional[str] = None, seed: Optional[int] = None, fast: bool = False,
               storage: Optional[Storage] = None, on_first_frame: Optional[Callable[[], None]] = None) -> int:
    """Open the game window: the start screen, or straight to a table when `variant` is given;
    `on_first_frame` runs once that frame is on the screen (main.py: the collector resumes)."""
    app = open_player_window(storage)
    if on_first_frame is not None:
        app.after_frame.append(on_first_frame)
    user = app.user
    pace = "fast" if fast else user.pace   # --fast is for this run only, not a setting
    if variant is None:
        app.push("start", Settings(variant=user.default_variant, pace=pace, seed=seed,
                                   options=user.options_for(user.default_variant)))
    else:
        app.push("table", Settings(variant=variant, seed=seed, pace=pace, options=user.options_for(variant)))
    probe = os.environ.get(LAUNCH_PROBE)
    if probe:   # bench/bench_launch.py: the first frame's time, then the window closes unsaved
        app.after_frame.insert(0, lambda: first_frame_seen(app, Path(probe)))
    app.run()
    pygame.quit()
    return 0


def first_frame_seen(app: App, probe: Path) -> None:
    """The launch benchmark's probe: write the time of the first flipped frame and the CPU
    seconds spent until then to `probe`, and end the loop (nothing is saved: `quit` is not called)."""
    probe.write_text(f"{time.time()!r} {time.process_time()!r}", encoding="utf-8")
    app.running = False


def run_replay(lines: list[str], fast: bool = False) -> int:
    """Replay a saved action log through the window (the engine re-runs it, then the table shows
    every event). A log that does not replay is refused with the line where it diverged."""
    from rules.variants.registry import DEFAULT_VARIANT

    from game.session import ReplayError, replay_log

    from .replay_session import ReplaySession
    events: list[Event] = []
    try:
        summary = replay_log(lines, on_events=events.extend)
    except ReplayError as exc:
        print(f"replay: {exc}", file=sys.stderr)
        return 2
    app = App()
    settings = Settings(variant=summary.get("variant") or DEFAULT_VARIANT.name, human=None, show_hands=True,
                        pace="fast" if fast else "normal")
    app.push("table", settings, session=ReplaySession(events))
    app.run()
    pygame.quit()
    return 0


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, min(len(ordered), -(-len(ordered) * q // 100)))
    return ordered[int(rank) - 1]


def window_title(variant: Optional[str] = None, seed: Optional[int] = None) -> str:
    """The window's title in the language shown: the game, then the table's variant and seed."""
    parts = [lang.tr("麻将", "Mahjong")]
    if variant is not None:
        record = get_variant(variant)
        parts.append(lang.tr(record.title_zh, record.title_en))
    if seed is not None:
        parts.append(lang.tr(f"种子 {seed}", f"seed {seed}"))
    return " · ".join(parts)


def frame_stats(frame_ms: list[float]) -> dict:
    return {
        "frames": len(frame_ms),
        "p50_ms": round(percentile(frame_ms, 50), 3),
        "p95_ms": round(percentile(frame_ms, 95), 3),
        "p99_ms": round(percentile(frame_ms, 99), 3),
        "max_ms": round(max(frame_ms), 3) if frame_ms else 0.0,
    }


def run_demo(variant: str, seed: int, hands: int = 1, shots_dir: Optional[str] = None,
             fast: bool = False, *, size: tuple[int, int] = DEFAULT_SIZE,
             max_frames: int = 200_000) -> int:
    """Four bots play `hands` hands, narrated. With `shots_dir`, run headless, save a PNG at each
    milestone (NN-<milestone>.png) and frames.json with frame-time percentiles; return 0.

    Headless runs use a fixed simulated frame time (1/60 s), so the shots do not depend on how
    fast the machine is; frames.json reports the real work per frame.
    """
    headless = shots_dir is not None
    if headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        Path(shots_dir).mkdir(parents=True, exist_ok=True)
    app = App(size, resizable=not headless)
    settings = Settings(variant=variant, seed=seed, human=None, pace="fast" if fast else "normal",
                        show_hands=True)
    saved: list[str] = []

    def shoot(milestone: str) -> None:
        if shots_dir is None:
            return
        name = f"{len(saved) + 1:02d}-{milestone}.png"
        saved.append(name)
        # Save after the frame is drawn, so the picture is what the player saw.
        app.after_frame.append(lambda: pygame.image.save(app.screen, str(Path(shots_dir) / name)))

    app.push("table", settings, hands_to_play=hands, on_milestone=shoot, demo=True)
    frames = 0
    while app.running and app.stack.top is not None and frames < max_frames:
        if headless:
            app.frame(1.0 / FPS)
        else:
            app.frame(min(app.clock.tick(FPS) / 1000.0, 0.1))
        frames += 1
    # Let the last shot's callback run.
    for callback in app.after_frame:
        callback()
    app.after_frame = []
    stats = frame_stats(app.frame_ms)
    stats.update({"variant": variant, "seed": seed, "hands": hands, "shots": saved,
                  "finished": app.stack.top is None or not app.running})
    if shots_dir is not None:
        with open(Path(shots_dir) / "frames.json", "w", encoding="utf-8") as handle:
            json.dump(stats, handle, ensure_ascii=False, indent=2)
    app.stack.clear()
    # pygame stays initialised: fonts and tile images are cached process-wide (the CLI exits next).
    return 0
