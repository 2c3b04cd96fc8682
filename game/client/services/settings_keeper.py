"""The player's settings (game/settings.py UserSettings) as the window keeps them: written to
their file (a failure is shown, never raised) and made to take effect at once. The app imports
this module with the first change or the first quit."""
from __future__ import annotations

from typing import Protocol

import pygame

from game.client.display.ui_zoom import zoomed_window
from game.client.display.window_fit import fit_window
from game.settings import save_settings

from ..scenes.base import AppForScenes


class SettingsHost(AppForScenes, Protocol):
    """What the settings need of the app beyond a scene's view: the window's mode and size."""

    fullscreen: bool
    zoom_shown: int      # the UI scale setting the window was last sized for (ui_zoom.py)

    def resize(self, size: tuple[int, int]) -> None:
        """Set the window to `size` (or fullscreen) and lay every screen out again."""


class SettingsKeeper:
    """Saves and applies `app.user` for one window."""

    def __init__(self, app: SettingsHost) -> None:
        self.app = app

    def save(self) -> None:
        """Write the settings file (a player's window only); a failure is shown, not raised."""
        app = self.app
        if app.storage is None:
            return
        try:
            save_settings(app.user, app.storage.settings_path)
        except OSError as exc:
            app.notify(("设置没能保存（写文件失败）", f"Settings could not be saved: {exc}"), 8.0)

    def apply(self) -> None:
        """Make changed settings take effect now: sound, pace, large tiles, UI scale, fullscreen."""
        app = self.app
        user = app.user
        if app.sound is not None:
            app.sound.set_volume(user.volume)
            app.sound.set_muted(user.muted)
        if user.ui_scale != app.zoom_shown:     # the UI scale: the window's size (ui_zoom.py)
            app.zoom_shown = user.ui_scale
            if not app.fullscreen:
                user.window_size = zoomed_window(user.ui_scale, pygame.display.get_desktop_sizes())
                app.resize(user.window_size)
        if bool(user.fullscreen) != app.fullscreen:
            app.fullscreen = bool(user.fullscreen)
            app.resize(fit_window(user.window_size, pygame.display.get_desktop_sizes()))
        for scene in list(app.stack.scenes):
            settings = getattr(scene, "settings", None)
            if settings is not None and hasattr(settings, "pace") and not getattr(scene, "demo", False):
                settings.pace = user.pace
            layout = getattr(scene, "layout", None)
            if layout is not None and getattr(layout, "large_tiles", None) is not None \
                    and layout.large_tiles != user.large_tiles:
                scene.resize(app.size)
            hook = getattr(scene, "settings_changed", None)
            if callable(hook):
                hook(user)
