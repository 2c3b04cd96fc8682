"""The window and its loop: `App`, and `run_window` that opens a player's window.

The loop is the standard one: `dt = clock.tick(60) / 1000`; every input event goes to the
pygame_gui UIManager and then to the top scene; `update(dt)`; draw the scenes, then the widgets.
While nothing moves it rests (`resting`, `rest`): no frame is drawn or flipped, the loop waits for
input (the top scene answers `Scene.wants_frames`; a thread's answer wakes it: loop_wake.py).

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
from typing import TYPE_CHECKING, Any, Callable, Optional, Union

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.resources import resource_path
from game.client.display.sound import SoundBoard, pre_init
from game.client.display.surface_cache import MB, window_budget
from game.client.display.text_measure import remember_measures
from game.client.display.ui_zoom import zoomed_window
from game.client.display.window_fit import SUPPORTED_MIN, fit_window, min_window
from game.client.match.table_settings import Settings
from game.client.scenes.table_parts.input_keys import FocusRing, press_event
from game.client.ui.tooltips import TipManager
from game.settings import UserSettings, load_settings, settings_notice
from rules.variants.registry import get_variant

from .app_services import AppServices
from .loop_wake import WAKE
from .scenes import SCENES, SceneRegistry
from .scenes.base import Scene, SceneStack

# What only a table, a save, a notice or a bug report needs is imported where it is first used
# (the services, the journal, the session and its bots): the start screen's first frame does without.
if TYPE_CHECKING:
    from game.client.display.tile_art import TileArt

    from .scenes.ports import TableLike
    from .services.bug_reports import BugReporter
    from .services.match_keeper import MatchKeeper
    from .services.notices import NoticeBoard
    from .services.settings_keeper import SettingsKeeper

DEFAULT_SIZE = (1280, 800)
TEXT_FIELDS = (pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryBox)
MIN_SIZE = SUPPORTED_MIN          # the window is kept at least this large (smaller desktops: less)
MIN_FONT = 9                      # theme fonts scale with the window, never below this (px)
PACES = ("slow", "normal", "fast")
FPS = 60
# The loop rests while nothing moves (`App.resting`): it waits for input, polling at most this
# often (a thread's answer also wakes it at once: loop_wake.py), and draws nothing meanwhile.
IDLE_POLL_MS = 250
REST_SLICE = 0.008          # seconds between two looks at the event queue while resting
# After any input the loop keeps drawing this long: the widgets' hover, a tooltip's delay
# (assets/theme.json tool_tip_delay 0.4 s) and a hand's tiles gliding settle without events.
AWAKE_AFTER_INPUT = 0.75
# The tile images kept: 3 MB a megapixel of window (6 MB at 1920x1080, three times what a table's
# frame draws), at least 4 MB (display/surface_cache.py).
TILE_ART_BUDGET = (3 * MB, 4 * MB)
FRAME_TIMES_KEPT = 200_000   # the work of the last frames kept (App.frame_ms): older halves go
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


class App(AppServices):
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
        self.zoom_shown = self.user.ui_scale   # the UI scale the window is sized for (services/settings_keeper.py)
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
        self.ui = TipManager(self.size, scaled_theme(self.theme, self.theme_scale))   # no "-" in Chinese tips
        self._preload_bold()
        self._art: Optional[TileArt] = None     # made for the first screen that draws tiles
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_ms: list[float] = []     # work per frame (update + draw), for the demo stats
        self.after_frame: list[Callable[[], None]] = []  # run once after the next flip
        self.awake_until = 0.0      # perf_counter time until which the loop draws whatever happens
        self.frame_due = True       # an event came since the last frame: the next turn draws
        self._seen: Optional[tuple[int, int, tuple[int, int]]] = None   # (stack, language, size) drawn last
        self.rests = 0              # times the loop rested instead of drawing (tests, bench)

    @property
    def art(self) -> TileArt:
        """The tile art every screen shares (its module loads with the first screen that draws
        tiles: the start screen draws none)."""
        if self._art is None:
            from game.client.display.tile_art import TileArt

            from .services.tile_style import style_of
            self._art = TileArt(style_of(self.user))    # learner marks, colour set: services/tile_style.py
            self._art.set_budget(window_budget(self.size, *TILE_ART_BUDGET))
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
            self.handle_event(event)

    def handle_event(self, event: pygame.event.Event) -> None:
        """One event from the queue: closing, resizing, else `dispatch` (a thread's wake-up is
        only a wake-up); the loop stays awake a moment after it (AWAKE_AFTER_INPUT)."""
        self.awake_until = time.perf_counter() + AWAKE_AFTER_INPUT
        self.frame_due = True
        if event.type == WAKE:
            return
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            if not self.fullscreen:
                self.resize((max(self.min_size[0], event.w), max(self.min_size[1], event.h)))
                self.user.window_size = self.size   # kept for the next run (saved on quit)
        else:
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
        if not used and event.type == pygame.KEYDOWN and event.key == pygame.K_F6:
            lang.choose(lang.cycle(), self)      # the language key works on every screen, not only the table's
            return
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
            self._art.set_budget(window_budget(self.size, *TILE_ART_BUDGET))
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
        if self._art is not None:   # the tiles follow the settings and the language at once
            from .services.tile_style import follow
            follow(self._art, self.user, self.stack, self.size)
        self.ui.update(dt)
        self.draw()
        pygame.display.flip()
        self.frame_due = False      # what came before this frame is drawn
        self.frame_ms.append((time.perf_counter() - start) * 1000.0)
        if len(self.frame_ms) > FRAME_TIMES_KEPT:       # a long session's memory stays flat
            del self.frame_ms[:FRAME_TIMES_KEPT // 2]
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
        """Frames until the window closes or no screen is left; while nothing moves, the loop
        rests instead (`loop_once`)."""
        while self.running and self.stack.top is not None:
            self.loop_once()
        self.stack.clear()

    def loop_once(self) -> None:
        """One turn of the loop: a frame at 60 a second, or, while the window is `resting`, a
        wait for input (at most IDLE_POLL_MS) that draws nothing."""
        if self.resting():
            self.rest()
            return
        dt = self.clock.tick(FPS) / 1000.0
        self.frame(min(dt, 0.1))  # a long stall (window dragged) must not skip animations

    def resting(self) -> bool:
        """Nothing on screen changes by itself: no screen wants frames (Scene.wants_frames), no
        notice or sound is counting down, no callback waits for a flip, no input came in the
        last AWAKE_AFTER_INPUT seconds, no mouse button is held, no text field has the cursor,
        and the picture on screen is of the screens, language and size there are now."""
        seen = (self.stack.version, lang.version(), self.size)
        if seen != self._seen:      # a screen came or went, the language or the size changed
            self._seen = seen
            self.awake_until = time.perf_counter() + AWAKE_AFTER_INPUT
            return False
        if self.frame_due or self.after_frame or self.pending_sounds or (self._notices is not None and self._notices.notices):
            return False
        if time.perf_counter() < self.awake_until or any(pygame.mouse.get_pressed()):
            return False
        if any(isinstance(e, TEXT_FIELDS) for e in self.ui.get_focus_set() or ()):
            return False        # the cursor blinks
        return not self.stack.wants_frames()

    def rest(self) -> None:
        """Wait for the next event (a thread's answer posts one: loop_wake.py) or IDLE_POLL_MS,
        looking every REST_SLICE (pygame.event.wait looks every millisecond: 3% of a core by
        itself); an event is handled and the loop draws again; at the poll the top screen and
        the widgets are updated without drawing (they may find a thread's answer)."""
        self.rests += 1
        before = time.perf_counter()
        deadline = before + IDLE_POLL_MS / 1000.0
        while True:
            event = pygame.event.poll()
            if event.type != pygame.NOEVENT:
                self.handle_event(event)
                break
            if time.perf_counter() >= deadline:
                elapsed = min(time.perf_counter() - before, 0.1)
                self.stack.update(elapsed)
                self.ui.update(elapsed)
                break
            time.sleep(REST_SLICE)
        self.clock.tick()     # the next frame's time counts from now, not from before the rest

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

    # ---------------------------------------------------------------- the menu
    def open_menu(self, table: TableLike) -> None:
        """The table's menu (Esc) over the table, which waits under it."""
        self.push("menu", table)

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
    desktops = pygame.display.get_desktop_sizes()
    # A first run opens at the UI scale's size (auto: as large as the desktop holds, ui_zoom.py).
    first_run = not messages and user == UserSettings()
    size = zoomed_window(user.ui_scale, desktops) if first_run else fit_window(user.window_size, desktops)
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
        app.push("table", Settings(variant=variant, seed=seed, pace=pace, name=user.player_name,   # the saved name
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
