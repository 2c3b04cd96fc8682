"""Scenes on a stack with a lifecycle, as Tuxemon does: startup -> (pause <-> resume) -> shutdown.

Only the top scene gets input and updates; every scene from the last opaque one up is drawn, so
a settlement sheet can lie over the table it summarises. Each scene keeps its pygame_gui
widgets in one container that is hidden on pause and killed on shutdown.

The display language (game/client/lang.py) may change on any screen (the language button, F6,
the settings): the stack follows the player's setting and, before the top scene's update,
rebuilds its widgets when the language changed since they were built (`language_changed`), so
a scene under others shows the new language as soon as it is back on top. Text drawn each frame
follows the language by itself.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame
import pygame_gui

from .. import lang

if TYPE_CHECKING:  # the app imports the scenes; scenes only need its type for hints
    from ..app import App


class Scene:
    """One screen. Subclasses build widgets in `startup` inside `self.container`."""

    opaque = True  # False: the scene below is drawn first (overlays)

    def __init__(self, app: "App") -> None:
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
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Optional[Scene]:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.top is not None:
            self.top.pause()
        self.scenes.append(scene)
        scene.lang_seen = lang.version()
        scene.startup()
        return scene

    def pop(self) -> Optional[Scene]:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.shutdown()
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Pop the top scene and push `scene` (start -> table, settlement -> next table)."""
        if self.scenes:
            old = self.scenes.pop()
            old.shutdown()
        self.scenes.append(scene)
        scene.lang_seen = lang.version()
        scene.startup()
        return scene

    def clear(self) -> None:
        while self.scenes:
            self.scenes.pop().shutdown()

    def process_event(self, event: pygame.event.Event) -> bool:
        return self.top.process_event(event) if self.top is not None else False

    def update(self, dt: float) -> None:
        top = self.top
        if top is None:
            return
        lang.follow(top.app)
        if top.lang_seen != lang.version():
            top.lang_seen = lang.version()
            top.language_changed()
        top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        for scene in self.scenes[max(first, 0):]:
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resize(size)
