"""The UI scale (settings `ui_scale`): how large the window opens, so text and widgets are
readable on large and high-DPI screens.

Every screen is drawn in the 1280×800 design scaled to fit the window (layout.design_px,
app.ui_scale, scaled_theme), so the size of the widgets and the text follows the window: the UI
scale is the window's size in percent of 1280×800 (125% opens it at 1600×1000), cut to the
desktop (window_fit.fit_window). "Auto" (0) takes the largest step the desktop holds whole:
100% on a 1920×1080 desktop, 150% on 2560×1440, 200% on a 3840×2160 (high-DPI) one. In
fullscreen the window is the screen and the UI fills it whatever the setting.

Pure numbers (no pygame), tested without a screen.
"""
from __future__ import annotations

from typing import Sequence

from game.client.display.window_fit import DEFAULT_WINDOW, fit_window, usable_area

STEPS = (100, 125, 150, 200)    # the percentages a player may choose (game/settings.py UI_SCALES; 0 = auto)


def auto_percent(desktops: Sequence[object]) -> int:
    """The largest step whose window fits the usable part of the first desktop (100 if unknown)."""
    area = usable_area(desktops)
    if area is None:
        return STEPS[0]
    fitting = [p for p in STEPS if DEFAULT_WINDOW[0] * p // 100 <= area[0] and DEFAULT_WINDOW[1] * p // 100 <= area[1]]
    return max(fitting, default=STEPS[0])


def percent_for(setting: int, desktops: Sequence[object]) -> int:
    """The percentage a setting means on these desktops (0: auto_percent)."""
    return setting if setting in STEPS else auto_percent(desktops)


def zoomed_window(setting: int, desktops: Sequence[object]) -> tuple[int, int]:
    """The window size of a UI scale setting: 1280×800 times its percentage, fit to the desktop."""
    percent = percent_for(setting, desktops)
    return fit_window((DEFAULT_WINDOW[0] * percent // 100, DEFAULT_WINDOW[1] * percent // 100), desktops)
