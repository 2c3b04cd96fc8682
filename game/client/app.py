"""The window and its loop: `App`, and `run_window` that opens a player's window.

The loop is the standard one: `dt = clock.tick(60) / 1000`; every input event goes to the
pygame_gui UIManager and then to the top scene; `update(dt)`; draw the scenes, then the widgets.

`App` keeps the loop (input, frame, draw, run, quit) and the scene stack (screens by name: push,
replace, pop, leave_to_start); its services lie beside it, each imported with its first use
(game/client/services/): the notices, the player's settings (`SettingsKeeper`), the match on the
table kept on disk (`MatchKeeper`: saves and journal, resume) and the bug report. Scenes see the
app only as `AppForScenes` (scenes/base.py) and the app sees a table only as `TableLike`
(scenes/ports.py): no scene imports this module, and this module names no scene type.

A player's window (`run_window`) also keeps what lasts between runs (see docs/release.md): the
settings (`App.user`, saved by the settings screen), the match in progress (saved when a hand
starts, when it is settled and when the window closes; removed once the match is over), sound
effects on the table's events, F9 bug reports, and keyboard focus (Tab / Enter) on every screen
of buttons. Tests and the demo build an `App` without `storage`: nothing is written then.
The demo and a replay in the window are game/client/demo_run.py's.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional, TypeGuard, Union

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.display.resources import resource_path
from game.client.display.sound import SoundBoard, pre_init
from game.client.display.text_measure import remember_measures
from game.client.display.window_fit import SUPPORTED_MIN, fit_window, min_window
from game.client.match.table_settings import Settings
from game.client.scenes.table_parts.input_keys import FocusRing, press_event
from game.settings import UserSettings, load_settings, settings_notice
from rules.variants.registry import get_variant

from .scenes import SCENES, SceneRegistry
from .scenes.base import Scene, SceneStack

# What only a table, a save, a notice or a bug report needs is imported where it is first used
# (the services, the journal, the session and its bots): the start screen's first frame does without.
if TYPE_CHECKING:
    from game.client.display.tile_art import TileArt
    from game.client.presenting.plan_kit import Plan
    from game.journal import Journal
    from rules.events import Event

    from .scenes.ports import TableLike
    from .services.bug_reports import BugReporter
    from .services.match_keeper import MatchKeeper
    from .services.notices import Notice, NoticeBoard
    from .services.settings_keeper import SettingsKeeper

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


def load_theme() -> dict[str, Any]:
    """assets/theme.json with its font paths made absolute (pygame_gui reads them from the cwd)."""
    with open(resource_path("assets", "theme.json"), encoding="utf-8") as handle:
        theme: dict[str, Any] = json.load(handle)
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


def scaled_theme(theme: dict[str, Any], scale: float) -> dict[str, Any]:
    """A copy of `theme` with every font size times `scale` (at least MIN_FONT): widgets scale
    with the window, so their text must too, or labels overflow the buttons at 1024×640."""
    out: dict[str, Any] = {}
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


class App:
    """The window, the UI manager, the tile art, the loop and the scene stack; the services
    (notices, settings, saves and journal, bug report) beside it, each made at its first use."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, *, resizable: bool = True,
                 caption: Optional[str] = None, fullscreen: bool = False,
                 storage: Optional[Storage] = None, user: Optional[UserSettings] = None) -> None:
        pygame.init()
        self.resizable = resizable
        self.fullscreen = fullscreen
        self.screen = self._set_mode(size)
        self._title_for: Optional[tuple[Optional[str], Union[int, str, None]]] = None   # (variant, seed)
        self._title_shown: Optional[str] = None
        self._fixed_title = caption
        self.show_title()
        self.size = self.screen.get_size()
        self.storage = storage            # None: tests and the demo write nothing
        self.user = user if user is not None else UserSettings()
        self.sound: Optional[SoundBoard] = None   # a player's window has one
        self.pending_sounds: list[list[Any]] = []   # [effect, seconds until it plays]
        # Screens by name (scenes/__init__.py registers them): a scene asks for another by name.
        self.scene_types: SceneRegistry = SCENES.copy()   # each imported when first pushed
        self.focus = FocusRing()
        # The services, each made (and its module imported) at its first use
        self._notices: Optional[NoticeBoard] = None
        self._settings_keeper: Optional[SettingsKeeper] = None
        self._match_keeper: Optional[MatchKeeper] = None
        self._reporter: Optional[BugReporter] = None
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
            from game.client.display.tile_art import TileArt
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
        """Open (or re-open) the display at `size`, or fullscreen."""
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(size, pygame.RESIZABLE if self.resizable else 0)

    # ---------------------------------------------------------------- the loop
    def handle_input(self) -> None:
        """Every pending input event: closing, resizing, else `dispatch`."""
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
        """Set the window to `size` (or fullscreen): the widgets' fonts and every screen follow."""
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

    def show_title(self, variant: Optional[str] = None, seed: Union[int, str, None] = None) -> None:
        """Name the window (and the table's variant and seed) in the language shown; it is
        renamed by itself when the language changes."""
        self._title_for = (variant, seed)
        self._refresh_title()

    def _refresh_title(self) -> None:
        """Set the window's title when what it says changed (a table, the language)."""
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

    def _tick(self, dt: float) -> None:
        """Count the notices' time down and play the sounds that are due."""
        if self._notices is not None:
            self._notices.tick(dt)
        due = [s for s in self.pending_sounds if s[1] - dt <= 0]
        self.pending_sounds = [[s[0], s[1] - dt] for s in self.pending_sounds if s[1] - dt > 0]
        for name, _ in due:
            self.play(name)

    def draw(self) -> None:
        """The scenes, the widgets, the focus ring, then the notices over everything."""
        self.stack.draw(self.screen)
        self.ui.draw_ui(self.screen)
        self.focus.draw(self.screen)
        if self._notices is not None:
            self._notices.draw(self.screen)

    def run(self) -> None:
        """Frames until the window closes or no screen is left."""
        while self.running and self.stack.top is not None:
            dt = self.clock.tick(FPS) / 1000.0
            self.frame(min(dt, 0.1))  # a long stall (window dragged) must not skip animations
        self.stack.clear()

    def quit(self, knowingly: bool = False) -> None:
        """Close the window (its close box, the menu, the standings): the match in progress is
        saved first, and the window size kept. A save that fails asks the player first (retry,
        save elsewhere, or close knowingly: scenes/save_failed.py); closing again while asked
        is closing knowingly."""
        for scene in list(self.stack.scenes):
            if self.is_table(scene):
                self.save_table(scene)
        if self._save_failed_asks("quit", knowingly):
            return
        if self._match_keeper is not None:
            self._match_keeper.left_unsaved()
        self.end_journal()
        if self.storage is not None and not self.fullscreen:
            self.save_user_settings()
        self.running = False

    # ---------------------------------------------------------------- notices and sound
    @property
    def notice_board(self) -> NoticeBoard:
        """The window's notices (services/notices.py, imported with the first notice)."""
        if self._notices is None:
            from .services.notices import NoticeBoard
            self._notices = NoticeBoard(self)
        return self._notices

    @property
    def notices(self) -> list[Notice]:
        """The notices up now, oldest first."""
        return self.notice_board.notices

    @notices.setter
    def notices(self, notices: list[Notice]) -> None:
        self.notice_board.notices = notices

    def notify(self, text: Union[str, tuple[str, str]], seconds: float = 6.0, keep: bool = False) -> None:
        """Show a short message over everything, (Chinese, English) or one text; with `keep` it is
        the app's own and stays when the screens under it close (a save that failed, told on the
        way to the start screen), else it goes with the bottom screen."""
        self.notice_board.notify(text, seconds)
        if keep:
            self.notice_board.notices[-1].owner = None

    def notice_area(self) -> pygame.Rect:
        """Where notices may lie now (NoticeBoard.area)."""
        return self.notice_board.area()

    def notice_layout(self) -> list[tuple[Notice, pygame.Rect, list[str]]]:
        """(notice, box, lines) of the notices on screen now (NoticeBoard.layout)."""
        return self.notice_board.layout()

    def play(self, name: str) -> bool:
        """Play a sound effect now; False when there is no sound."""
        return bool(self.sound is not None and self.sound.play(name))

    def present(self, table: TableLike, event: Event, plan: Plan, quiet: bool = False) -> None:
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
        from rules.events import HandStarted, Settled  # loaded with the table already
        if isinstance(event, (HandStarted, Settled)):
            self.save_table(table)

    # ---------------------------------------------------------------- the match kept on disk
    @property
    def match_keeper(self) -> MatchKeeper:
        """The saves and journal of the table's match (services/match_keeper.py)."""
        if self._match_keeper is None:
            from .services.match_keeper import MatchKeeper
            self._match_keeper = MatchKeeper(self)
        return self._match_keeper

    @property
    def journal(self) -> Optional[Journal]:
        """The journal of the match on the table (game/journal.py), if one is being kept."""
        return self._match_keeper.journal if self._match_keeper is not None else None

    @journal.setter
    def journal(self, journal: Optional[Journal]) -> None:
        self.match_keeper.journal = journal

    def keeps_saves(self, table: TableLike) -> bool:
        """A human's match in a player's window (not the demo, not a replay)."""
        return self.match_keeper.kept_session(table) is not None

    def save_table(self, table: TableLike) -> Optional[Path]:
        """Save the table's match now (MatchKeeper.save_table); None when nothing was written."""
        return self.match_keeper.save_table(table)

    def keep_journal(self, table: TableLike) -> None:
        """Journal the table's match from its first event on (MatchKeeper.keep_journal)."""
        self.match_keeper.keep_journal(table)

    def end_journal(self) -> None:
        """Stop journaling the match that leaves the table (nothing to do before any table)."""
        if self._match_keeper is not None:
            self._match_keeper.end_journal()

    def resume_match(self, path: Path, pace: Optional[str] = None) -> Scene:
        """Load a saved match and put its table on screen (MatchKeeper.resume_match); raises
        game.saves.SaveError (the file has been moved aside) when it cannot be."""
        return self.match_keeper.resume_match(path, pace)

    # ---------------------------------------------------------------- settings
    def _settings(self) -> SettingsKeeper:
        """The settings' keeper (services/settings_keeper.py), made at its first use."""
        if self._settings_keeper is None:
            from .services.settings_keeper import SettingsKeeper
            self._settings_keeper = SettingsKeeper(self)
        return self._settings_keeper

    def save_user_settings(self) -> None:
        """Write the settings file (a player's window only); a failure is shown, not raised."""
        self._settings().save()

    def apply_user_settings(self) -> None:
        """Make changed settings take effect now: sound, pace, large tiles, fullscreen."""
        self._settings().apply()

    def table_layout(self, size: tuple[int, int]) -> TableLayout:
        """The table's layout for `size` with the player's tile size."""
        return TableLayout(*size, large_tiles=bool(self.user.large_tiles))

    # ---------------------------------------------------------------- menu and bug reports
    def open_menu(self, table: TableLike) -> None:
        """The table's menu (Esc) over the table, which waits under it."""
        self.push("menu", table)

    def is_table(self, scene: Optional[Scene]) -> TypeGuard[TableLike]:
        """`scene` is a table (its match is saved on quit; Esc there opens the menu)."""
        table = self.scene_types.loaded("table")   # not imported yet: no table was ever made
        return table is not None and isinstance(scene, table)

    def _bug_reporter(self) -> BugReporter:
        """The bug reports' writer (services/bug_reports.py), made at the first report."""
        if self._reporter is None:
            from .services.bug_reports import BugReporter
            self._reporter = BugReporter(self)
        return self._reporter

    @property
    def last_report(self) -> Optional[Path]:
        """The last bug report written in this window."""
        return self._reporter.last_report if self._reporter is not None else None

    def bug_report(self) -> Optional[Path]:
        """F9 / the menu: save the current match's log for `main.py replay`; show where."""
        return self._bug_reporter().bug_report()

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

    def leave_to_start(self, knowingly: bool = False) -> None:
        """Every screen closed, the start screen with the player's own settings. When the
        table's last save failed, the player is asked first (scenes/save_failed.py) unless
        leaving `knowingly`; then a notice that outlives the table says what was kept."""
        if self._save_failed_asks("start", knowingly):
            return
        user = self.user
        if self._match_keeper is not None:
            self._match_keeper.left_unsaved()
        self.end_journal()
        self.stack.clear()
        self.show_title()
        self.push("start", Settings(variant=user.default_variant, pace=user.pace,
                                    options=user.options_for(user.default_variant)))

    def _save_failed_asks(self, then: str, knowingly: bool) -> bool:
        """Put the failed save's question on screen before leaving (`then`: "start", "quit");
        False when there is nothing to ask (no failure, leaving knowingly, asked already)."""
        failure = self._match_keeper.failure if self._match_keeper is not None else None
        table: object = failure.table if failure is not None else None
        if knowingly or failure is None or not any(scene is table for scene in self.stack.scenes):
            return False
        asking = self.scene_types.loaded("save_failed")
        if asking is not None and isinstance(self.stack.top, asking):   # asked already: this is knowingly
            return False
        self.push("save_failed", failure, then)
        return True


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
    if messages:   # one notice for them all, naming each field and value (game/settings.py)
        app.notify(settings_notice(messages), 10.0)
    app.sound = SoundBoard(user.volume, user.muted)
    return app


def run_window(variant: Optional[str] = None, seed: Optional[int] = None, fast: bool = False,
               storage: Optional[Storage] = None, on_first_frame: Optional[Callable[[], None]] = None,
               options: Optional[dict[str, Any]] = None) -> int:
    """Open the game window: the start screen, or straight to a table when `variant` is given
    (with the player's rule options for it, `options` from the command line on top, for this
    table only); `on_first_frame` runs once that frame is on the screen (main.py: the collector resumes)."""
    app = open_player_window(storage)
    if on_first_frame is not None:
        app.after_frame.append(on_first_frame)
    user = app.user
    pace = "fast" if fast else user.pace   # --fast is for this run only, not a setting
    if variant is None:
        app.push("start", Settings(variant=user.default_variant, pace=pace, seed=seed,
                                   options=user.options_for(user.default_variant)))
    else:
        app.push("table", Settings(variant=variant, seed=seed, pace=pace,
                                   options={**user.options_for(variant), **(options or {})}))
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


def window_title(variant: Optional[str] = None, seed: Union[int, str, None] = None) -> str:
    """The window's title in the language shown: the game, then the table's variant and seed."""
    parts = [lang.tr("麻将", "Mahjong")]
    if variant is not None:
        record = get_variant(variant)
        parts.append(lang.tr(record.title_zh, record.title_en))
    if seed is not None:
        parts.append(lang.tr(f"种子 {seed}", f"seed {seed}"))
    return " · ".join(parts)
