"""The match is over: players by final score, then a new match or quit; for a human's match
also 复盘整局 / Review the match and 导出 / Export (history_parts/log_buttons.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.match.table_settings import Settings
from game.client.presenting.model import TableModel

from ..ui.painter import Painter
from ..ui.palette import CREAM, GOLD
from ..ui.widgets import design_px
from .base import Scene
from .history_parts.log_buttons import match_buttons

if TYPE_CHECKING:   # the app holds the scenes; a scene needs only its type
    from .base import AppForScenes

MEDALS = ((236, 196, 84), (200, 200, 210), (205, 127, 50), (120, 130, 120))   # 1st, 2nd, 3rd, the rest


def standings_rows(model: TableModel, session: Any) -> list[tuple[str, int]]:
    """(name, score) best first: the session's standings when it offers them, else the model's."""
    rows = None
    standings = getattr(session, "standings", None)
    if callable(standings):
        try:
            rows = standings()
        except (TypeError, ValueError):
            rows = None
    out: list[tuple[str, int]] = []
    if rows:
        for row in rows:
            if isinstance(row, dict):
                player = row.get("player")
                name = model.names[player] if isinstance(player, int) and 0 <= player < len(model.names) \
                    else str(row.get("name", "?"))
                out.append((name, int(row.get("score", 0))))
            elif isinstance(row, (tuple, list)) and len(row) >= 2:
                player, score = row[0], row[1]
                name = model.names[player] if isinstance(player, int) and 0 <= player < len(model.names) else str(player)
                out.append((name, int(score)))
    if not out:
        out = [(model.name_at(s), seat.score) for s, seat in enumerate(model.seats)]
    return sorted(out, key=lambda r: -r[1])


class StandingsScene(Scene):
    def __init__(self, app: AppForScenes, model: TableModel, session: Any, settings: Settings) -> None:
        super().__init__(app)
        self.model = model
        self.session = session
        self.settings = settings
        self.view = Painter(app.art)
        self.rows = standings_rows(model, session)
        self.actions = match_buttons(app, session, settings)    # review / export the whole match

    def px(self, v: float) -> int:
        """A design-space length in this window's pixels."""
        return design_px(self.app.size, v)

    def startup(self) -> None:
        super().startup()
        self._build()

    def panel_rect(self) -> pygame.Rect:
        """The panel: the standings, the review row and the two buttons."""
        w, h = self.app.size
        panel = pygame.Rect(0, 0, self.px(640), self.px(600))
        panel.center = (w // 2, h // 2 - self.px(10))
        return panel

    def _build(self) -> None:
        w, h = self.app.size
        if self.actions is not None:    # centred under the standings
            widths = self.actions.widths(self.px, 180)
            left = w // 2 - (sum(widths) + self.px(12) * (len(widths) - 1)) // 2
            self.actions.build(self.container, left, self.panel_rect().top + self.px(424), self.px(44), self.px(12),
                               self.px, least=180)
        size = (self.px(220), self.px(48))
        again = pygame.Rect((0, 0), size)
        again.center = (w // 2 - self.px(130), h // 2 + self.px(220))
        leave = pygame.Rect((0, 0), size)
        leave.center = (w // 2 + self.px(130), h // 2 + self.px(220))
        self.again = pygame_gui.elements.UIButton(again, lang.tr("再来一局", "New match"), self.app.ui, container=self.container,
                                                  object_id=pygame_gui.core.ObjectID(object_id="#start"))
        self.leave = pygame_gui.elements.UIButton(leave, lang.tr("退出", "Quit"), self.app.ui, container=self.container)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.again.kill()
        self.leave.kill()
        if self.actions is not None:
            self.actions.kill()
        self._build()

    def process_event(self, event: pygame.event.Event) -> bool:
        if self.actions is not None and self.actions.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:     # back to the start screen
            self.app.replace("start", self.settings)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.again:
                self.app.replace("start", self.settings)
                return True
            if event.ui_element is self.leave:
                self.app.quit()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.view.felt((w, h), TableLayout(w, h)), (0, 0))
        panel = self.panel_rect()
        surface.blit(self.view.overlay(panel.size, (10, 36, 24, 235), self.px(18)), panel)
        pygame.draw.rect(surface, GOLD, panel, max(2, self.px(2)), border_radius=self.px(18))
        title = lang.lines("对局结束", "Match over: final standings") + [""]
        self.view.label(surface, title[0], self.px(40), GOLD, center=(panel.centerx, panel.top + self.px(50)), bold=True)
        self.view.label(surface, title[1], self.px(17), CREAM, center=(panel.centerx, panel.top + self.px(92)))
        y = panel.top + self.px(140)
        for rank, (name, score) in enumerate(self.rows):
            colour = MEDALS[min(rank, len(MEDALS) - 1)]
            disc = (panel.left + self.px(90), y + self.px(22))
            pygame.draw.circle(surface, colour, disc, self.px(20))
            self.view.label(surface, str(rank + 1), self.px(20), (20, 20, 20), center=disc, bold=True)
            self.view.label(surface, lang.person(name), self.px(24), CREAM, midleft=(panel.left + self.px(130), disc[1]),
                            bold=True)
            self.view.label(surface, f"{score:+d}" if score else "0", self.px(26), colour,
                            midright=(panel.right - self.px(80), disc[1]), bold=True)
            y += self.px(64)
