"""The size a player's window opens at: the saved size, made to fit the desktop.

Pure numbers (no pygame), so the choice is tested without a screen:

    fit_window((1280, 800), [(1366, 768)])   -> (1229, 691)   # 90% of the desktop at most
    fit_window((5, 5), [(1920, 1080)])       -> (1024, 640)   # never below the supported minimum
    fit_window((1280, 800), [(800, 600)])    -> (720, 540)    # ... unless the desktop is smaller

Every screen is laid out for 1024×640 and up (tests/client/test_screens_layout.py); a window
never opens larger than DESKTOP_SHARE of the first desktop, which leaves room for the task bar
and the title bar, so the window is never partly off-screen.
"""
from __future__ import annotations

from typing import Optional, Sequence

SUPPORTED_MIN = (1024, 640)     # the smallest size every screen is laid out for
DEFAULT_WINDOW = (1280, 800)
DESKTOP_SHARE = 0.9             # of the desktop's width and height: task bar, title bar


def _size_or_none(value: object) -> Optional[tuple[int, int]]:
    """(w, h) when `value` is two positive whole numbers, else None."""
    if not isinstance(value, (tuple, list)) or len(value) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in value):
        return None
    return int(value[0]), int(value[1])


def usable_area(desktops: Sequence[object]) -> Optional[tuple[int, int]]:
    """The largest window the first desktop takes whole (DESKTOP_SHARE of it); None if unknown."""
    desktop = _size_or_none(desktops[0]) if desktops else None
    if desktop is None:
        return None
    return int(desktop[0] * DESKTOP_SHARE), int(desktop[1] * DESKTOP_SHARE)


def min_window(desktops: Sequence[object]) -> tuple[int, int]:
    """The smallest window the player may make: SUPPORTED_MIN, or the usable area on a desktop
    too small for it (per side)."""
    area = usable_area(desktops)
    desktop = _size_or_none(desktops[0]) if desktops else None
    if area is None or desktop is None:
        return SUPPORTED_MIN
    return tuple(lo if whole >= lo else room          # type: ignore[return-value]
                 for lo, whole, room in zip(SUPPORTED_MIN, desktop, area))


def fit_window(saved: object, desktops: Sequence[object]) -> tuple[int, int]:
    """The size to open the window at: `saved` (the settings' window_size; the default when it
    is not a size) cut to the usable area of the first desktop and raised to `min_window`."""
    size = _size_or_none(saved) or DEFAULT_WINDOW
    area = usable_area(desktops)
    low = min_window(desktops)
    if area is not None:
        size = (min(size[0], area[0]), min(size[1], area[1]))
    return max(size[0], low[0]), max(size[1], low[1])
