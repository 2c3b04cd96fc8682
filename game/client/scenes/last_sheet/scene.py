"""The last hand's settlement opened again (issue 29): the same sheet as at the hand's end, read
from the copy kept when the player went on (table_parts/last_settlement.py), over the table of
the next hand, which waits underneath.

It is only looked at: Close, Enter, Space, Esc or L put it away and the table goes on where it
was (nothing is dealt or settled by it). Review / Replay / Export work on that hand as on the
first sheet. Opened by name ("settlement_again", with the table) from the Esc menu (上一盘结算 ·
Last settlement) and the log panel's button: `app.push("settlement_again", table)` reads the kept
sheet itself.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame
import pygame_gui

from game.client.display import lang

from ..history_parts.actions import session_log
from ..history_parts.log_buttons import LogButtons, reviewable
from ..settlement import ARM_SECONDS, SettlementScene
from ..table_parts.last_settlement import SettledHand, kept

if TYPE_CHECKING:
    from ..base import AppForScenes
    from ..table import TableScene

CLOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_l)


class SettlementAgainScene(SettlementScene):
    """A kept settlement shown again; closing it goes back to the table as it was."""

    log_over = False     # opened from the log, it lies over the log (L closes it)

    def __init__(self, app: AppForScenes, table: "TableScene", settled: Optional[SettledHand] = None) -> None:
        super().__init__(app, table)
        settled = settled if settled is not None else kept(table)
        if settled is None:
            raise ValueError("no settled hand is kept for this table")
        self.settled = settled
        self.model = settled.model
        self.rule_effects = settled.effects
        self.age = ARM_SECONDS      # looked at, not a hand's end: ready at once
        self.shot = True            # no milestone: the hand's own sheet had it
        session, settings = table.session, table.settings
        if reviewable(session, settings, bool(getattr(table, "demo", False))):
            save_path = getattr(table, "save_path", None)
            self.actions = LogButtons(app, ("review", "replay", "export"),
                                      lambda: session_log(session, settings, hand=settled.hand, save_path=save_path))

    def startup(self) -> None:
        super().startup()
        self.held = set()           # no hand's end: no key can be left over from a discard

    def _build(self) -> None:
        super()._build()
        self.next_button.set_text(lang.tr("关闭", "Close") + " (Esc)")

    def readiness_text(self) -> str:
        """What the foot of the sheet says: how to put it away."""
        return lang.tr("这是上一盘的结算 · Esc / Enter 关闭", "The last hand's settlement · Esc or Enter closes", " · ")

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.next_button:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in CLOSE_KEYS and not event.mod & pygame.KMOD_CTRL:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key not in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_r):
            return not pygame.K_F1 <= event.key <= pygame.K_F15
        return super().process_event(event)

    def close(self) -> None:
        """Put the sheet away: the table under it goes on as it was."""
        if self.app.stack.top is self:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.age += dt      # no arming, no milestone, never closing by itself (the demo's neither)

    def wants_frames(self) -> bool:
        """Nothing on it moves by itself: the window may rest (it changes on input only)."""
        return False

