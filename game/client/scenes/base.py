"""Scenes on a stack with a lifecycle, as Tuxemon does: startup -> (pause <-> resume) -> shutdown.

Only the top scene gets input and updates; every scene from the last opaque one up is drawn, so
a settlement sheet can lie over the table it summarises. Each scene keeps its pygame_gui
widgets in one container that is hidden on pause and killed on shutdown.

The display language (game/client/display/lang.py) may change on any screen (the language button, F6,
the settings): the stack follows the player's setting and, before the top scene's update,
rebuilds its widgets when the language changed since they were built (`language_changed`), so
a scene under others shows the new language as soon as it is back on top. Text drawn each frame
follows the language by itself.

A window that draws 60 frames a second while nothing moves costs a core's third for nothing, so
the app rests while the top scene's `wants_frames()` says nothing changes by itself (issue 29):
a scene without its own `update` and a `PaintedScene` rest by default; the table, the start screen,
the settlement and the review answer from their state. Input always wakes the window.

`AppForScenes` is what a scene may use of its app (game/client/app.py `App` is one): scenes are
typed against it, so no scene module imports the app and the app names no scene type (issue 26).
It lives here, beside `Scene`, because each names the other.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol, Union

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.layout import design_px

if TYPE_CHECKING:  # types for the seam only: none of these imports a scene or the app
    from game.client.display.layout import TableLayout
    from game.client.display.sound import SoundBoard
    from game.client.display.tile_art import TileArt
    from game.client.presenting.plan_kit import Plan
    from game.settings import UserSettings
    from rules.events import Event

    from .ports import StorageFolders, TableLike


class AppForScenes(Protocol):
    """What a scene may use of the app: the window's size and widgets, the scene stack, the
    player's settings and files, sound, notices, and the app's services (saves, bug report)."""

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels now."""

    @property
    def ui(self) -> pygame_gui.UIManager:
        """The widgets' manager every scene builds its widgets with."""

    @property
    def stack(self) -> SceneStack:
        """The screens, the top one on screen."""

    @property
    def user(self) -> UserSettings:
        """The player's settings (the settings screen edits them)."""

    @property
    def storage(self) -> Optional[StorageFolders]:
        """Where the player's files are kept; None (tests, the demo): nothing is written."""

    @property
    def sound(self) -> Optional[SoundBoard]:
        """The sound effects (a player's window has them)."""

    @property
    def art(self) -> TileArt:
        """The tile art every screen shares."""

    @property
    def after_frame(self) -> list[Callable[[], None]]:
        """Callbacks run once after the next flip (work that must not delay a frame)."""

    @property
    def last_report(self) -> Optional[Path]:
        """The last bug report written in this window (the menu names it)."""

    def font_px(self, size: int) -> int:
        """A theme font size (design px) as the widgets draw it now."""

    def table_layout(self, size: tuple[int, int]) -> TableLayout:
        """The table's layout for `size` with the player's tile size."""

    def show_title(self, variant: Optional[str] = None, seed: Union[int, str, None] = None) -> None:
        """Name the window (and the table's variant and seed)."""

    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new screen of the type registered as `name` (its own arguments)."""

    def push(self, scene: Union[Scene, str], *args: Any, **kwargs: Any) -> Scene:
        """Put a screen on top (a Scene, or a registered name and its arguments)."""

    def replace(self, scene: Union[Scene, str], *args: Any, **kwargs: Any) -> Scene:
        """Replace the top screen (a Scene, or a registered name and its arguments)."""

    def pop(self) -> None:
        """Close the top screen."""

    def leave_to_start(self, knowingly: bool = False) -> None:
        """Every screen closed, the start screen with the player's own settings (a failed save
        asks first, unless the player chose to leave `knowingly`)."""

    def open_menu(self, table: TableLike) -> None:
        """The table's menu over the table."""

    def quit(self, knowingly: bool = False) -> None:
        """Close the window (the match in progress is saved first; a failed save asks first)."""

    def notify(self, text: Union[str, tuple[str, str]], seconds: float = 6.0, keep: bool = False) -> None:
        """Show a short message over everything, (Chinese, English) or one text (`keep`: it
        outlives the screens under it)."""

    def play(self, name: str) -> bool:
        """Play a sound effect now; False when there is no sound."""

    def present(self, table: TableLike, event: Event, plan: Plan, quiet: bool = False) -> None:
        """The table presents an event: its sounds, the match's journal and saves."""

    def keeps_saves(self, table: TableLike) -> bool:
        """The table's match is saved (a human's match in a player's window)."""

    def save_table(self, table: TableLike) -> Optional[Path]:
        """Save the table's match now; None when nothing was written."""

    def resume_match(self, path: Path, pace: Optional[str] = None) -> Scene:
        """Load a saved match and put its table on screen (raises game.saves.SaveError)."""

    def bug_report(self) -> Optional[Path]:
        """Save the current match's log for `main.py replay`; the file, or None."""

    def save_user_settings(self) -> None:
        """Write the player's settings file (a failure is shown, not raised)."""

    def apply_user_settings(self) -> None:
        """Make changed settings take effect now (sound, pace, tile size, fullscreen)."""


class Scene:
    """One screen. Subclasses build widgets in `startup` inside `self.container`."""

    opaque = True  # False: the scene below is drawn first (overlays)

    def __init__(self, app: AppForScenes) -> None:
        self.app = app
        self.container: Optional[pygame_gui.core.UIContainer] = None
        self.lang_seen: Optional[int] = None   # lang.version() the widgets were built for

    # ---- lifecycle
    def startup(self) -> None:
        """Pushed on the stack: build widgets."""
        self.container = pygame_gui.core.UIContainer(
            pygame.Rect(0, 0, *self.app.size), self.app.ui, starting_height=1)

    def pause(self) -> None:
        """Another scene went on top."""
        if self.container is not None:
            self.container.hide()

    def resume(self) -> None:
        """The scene above was popped."""
        if self.container is not None:
            self.container.show()

    def shutdown(self) -> None:
        """Popped: drop widgets."""
        if self.container is not None:
            self.container.kill()
            self.container = None

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: rebuild what depends on it."""
        if self.container is not None:
            self.container.set_dimensions(size)

    def language_changed(self) -> None:
        """The display language changed since the widgets were built: build them again."""
        self.resize(self.app.size)

    def clear_widgets(self) -> None:
        """Remove every widget of this screen (before building them again, e.g. on resize)."""
        if self.container is not None:
            for element in list(self.container.elements):
                element.kill()

    # ---- the loop
    def process_event(self, event: pygame.event.Event) -> bool:
        """Handle one input event; return True if it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds (the top scene only)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the screen on `surface`."""

    def wants_frames(self) -> bool:
        """The screen changes by itself now (something moves, a clock runs, a thread's answer is
        awaited), so the window must draw frames; False lets the window rest until the next input
        (app.py `resting`). A screen that moves on in time (its own `update`) answers True unless
        it says better; one without `update` only changes on input."""
        return type(self).update is not Scene.update


class PaintedScene(Scene):
    """A full-window screen painted once into a picture and painted again only after
    `repaint()` or a new window size, so it rests while nothing changes (review, statistics,
    history, room rules). A subclass paints the whole picture in `paint`."""

    picture: Optional[pygame.Surface] = None

    def px(self, v: float) -> int:
        """A design-space length in this window's pixels."""
        return design_px(self.app.size, v)

    def repaint(self) -> None:
        """Something shown changed: the next frame paints the picture again."""
        self.picture = None

    def paint(self, surface: pygame.Surface) -> None:
        """Paint the whole screen on `surface` (the cached picture)."""
        raise NotImplementedError

    def wants_frames(self) -> bool:
        """A painted page rests: it changes on input or on `repaint()` from its own update."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the picture, painting it first when it is missing or of another size."""
        if self.picture is None or self.picture.get_size() != surface.get_size():
            self.picture = pygame.Surface(surface.get_size())
            self.paint(self.picture)
        surface.blit(self.picture, (0, 0))


class SceneStack:
    """The screens, bottom to top: only the top one gets input and updates."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.version = 0      # counts pushes, pops, replaces and resizes (a new picture is due)

    @property
    def top(self) -> Optional[Scene]:
        """The screen on top (None: no screen left, the loop ends)."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        """Put `scene` on top (the one under it pauses)."""
        self.version += 1
        if self.top is not None:
            self.top.pause()
        self.scenes.append(scene)
        scene.lang_seen = lang.version()
        scene.startup()
        return scene

    def pop(self) -> Optional[Scene]:
        """Close the top screen (the one under it resumes)."""
        if not self.scenes:
            return None
        self.version += 1
        scene = self.scenes.pop()
        scene.shutdown()
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Pop the top scene and push `scene` (start -> table, settlement -> next table)."""
        self.version += 1
        if self.scenes:
            old = self.scenes.pop()
            old.shutdown()
        self.scenes.append(scene)
        scene.lang_seen = lang.version()
        scene.startup()
        return scene

    def clear(self) -> None:
        """Close every screen, top first."""
        self.version += 1
        while self.scenes:
            self.scenes.pop().shutdown()

    def process_event(self, event: pygame.event.Event) -> bool:
        """Give one input event to the top screen; True if it used it."""
        return self.top.process_event(event) if self.top is not None else False

    def update(self, dt: float) -> None:
        """Update the top screen (its widgets rebuilt first if the language changed)."""
        top = self.top
        if top is None:
            return
        lang.follow(top.app)
        if top.lang_seen != lang.version():
            top.lang_seen = lang.version()
            top.language_changed()
        top.update(dt)

    def wants_frames(self) -> bool:
        """The top screen changes by itself now (Scene.wants_frames); no screen: False."""
        top = self.top
        return top is not None and top.wants_frames()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every screen from the last opaque one up."""
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        for scene in self.scenes[max(first, 0):]:
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: every screen rebuilds."""
        self.version += 1
        for scene in self.scenes:
            scene.resize(size)
