"""Waking the window's loop from another thread.

The window rests while nothing on screen moves (app.py `App.resting`): it waits for input instead
of drawing 60 frames a second. A thread whose answer the screen is waiting for (the bots' and the
teaching aids' decision thread, game/client/match/decision_worker.py) calls `wake()` when the answer
is there, so the loop takes it at once instead of at its next poll (`App.IDLE_POLL_MS`).
"""
from __future__ import annotations

import pygame

WAKE = pygame.event.custom_type()     # the event `wake` posts; the app drops it after waking


def wake() -> None:
    """Post a WAKE event to the window's queue (safe from any thread); nothing when no window's
    events are up (a table driven by tests or tools without a display)."""
    try:
        if pygame.display.get_init():
            pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:      # the display went down meanwhile (the window closing)
        pass
