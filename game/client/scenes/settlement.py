"""The settlement sheet over the table: the winning hand with its winning tile marked, every fan
(Chinese and English name, value, count; hover a row to light up the tiles that form it), the
total, each player's payment and the running scores. 荒庄 is shown as such.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Optional

import pygame
import pygame_gui

from ..layout import TableLayout
from ..model import WIND_ZH, MeldView, TableTile
from .base import Scene
from .table_view import CREAM, GOLD, RED, TableView, fit_text

PANEL = (1040, 700)


class SettlementScene(Scene):
    opaque = False  # the table stays visible, dimmed, underneath

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.model = table.model
        self.view: TableView = table.view
        self.hover_item: Optional[int] = None
        self.age = 0.0
        self.shot = False

    # ------------------------------------------------------------------ geometry
    def _scale(self) -> float:
        return TableLayout(*self.app.size).scale

    def px(self, v: float) -> int:
        return max(1, round(v * self._scale()))

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        # Tall enough for the fan list (one row each) and the payments, at most PANEL.
        rows = max(len(self.items()), 7)
        height = min(PANEL[1], 250 + rows * 27 + 110)
        rect = pygame.Rect(0, 0, min(w - 20, self.px(PANEL[0])), min(h - 20, self.px(height)))
        rect.center = (w // 2, h // 2)
        return rect

    def startup(self) -> None:
        super().startup()
        self._build()

    def _build(self) -> None:
        panel = self.panel_rect()
        over = bool(getattr(self.table.session, "match_over", False))
        last = self.table.hands_to_play is not None and self.table.hands_played >= self.table.hands_to_play
        label = "查看排名 Standings" if over or (last and not self.table.demo) else "下一盘 Next hand"
        if self.table.demo and last:
            label = "结束 End"
        rect = pygame.Rect(0, 0, self.px(220), self.px(44))
        rect.bottomright = (panel.right - self.px(20), panel.bottom - self.px(16))
        self.next_button = pygame_gui.elements.UIButton(
            rect, label, self.app.ui, container=self.container,
            object_id=pygame_gui.core.ObjectID(class_id="#claim", object_id="#claim_win"))

    def resize(self, size) -> None:
        super().resize(size)
        self.next_button.kill()
        self._build()

    # ------------------------------------------------------------------ the loop
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.next_button:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.close()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_item = self.item_at(event.pos)
        return False

    def close(self) -> None:
        self.app.pop()
        self.table.settlement_closed()

    def update(self, dt: float) -> None:
        self.age += dt
        if not self.shot and self.age >= 0.3:
            self.shot = True
            if self.table.on_milestone is not None:
                self.table.on_milestone("settlement")
                return
        if self.table.demo and self.age >= self._demo_seconds():
            self.close()

    def _demo_seconds(self) -> float:
        from .table import DEMO_SETTLEMENT_SECONDS
        return DEMO_SETTLEMENT_SECONDS * (0.4 if self.table.settings.pace == "fast" else 1.0)

    # ------------------------------------------------------------------ content
    def items(self) -> list:
        win = self.model.wins[0] if self.model.wins else None
        return list(win.score.items) if win is not None else []

    def item_rects(self) -> list[pygame.Rect]:
        panel = self.panel_rect()
        left = panel.left + self.px(24)
        top = panel.top + self.px(250)
        width = self.px(520)
        row = self.px(27)
        items = self.items()
        per_col = max(1, (panel.bottom - self.px(80) - top) // row)
        rects = []
        for i in range(len(items)):
            col, r = divmod(i, per_col)
            rects.append(pygame.Rect(left + col * (width // 2 + self.px(4)) if len(items) > per_col else left,
                                     top + r * row, width if len(items) <= per_col else width // 2, row - self.px(3)))
        return rects

    def item_at(self, pos) -> Optional[int]:
        for i, rect in enumerate(self.item_rects()):
            if rect.collidepoint(pos):
                return i
        return None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.view.overlay((w, h), (0, 0, 0, 150)), (0, 0))
        panel = self.panel_rect()
        surface.blit(self.view.overlay(panel.size, (14, 40, 28, 245), self.px(16)), panel)
        pygame.draw.rect(surface, GOLD, panel, max(2, self.px(2)), border_radius=self.px(16))
        model = self.model
        x0 = panel.left + self.px(24)
        y = panel.top + self.px(16)
        zh, en = self.title()
        if model.wins:
            win = model.wins[0]
            self.view.label(surface, zh, self.px(28), GOLD, topleft=(x0, y), bold=True)
            self.view.label(surface, en, self.px(15), CREAM, topleft=(x0, y + self.px(40)))
            self._draw_winning_hand(surface, win, x0, y + self.px(70))
            self._draw_items(surface, win)
        else:
            self.view.label(surface, zh, self.px(44), GOLD, topleft=(x0, y), bold=True)
            self.view.label(surface, en, self.px(16), CREAM, topleft=(x0, y + self.px(62)))
        self._draw_payments(surface)

    def title(self) -> tuple[str, str]:
        """The sheet's heading in Chinese and English."""
        model = self.model
        if not model.wins:
            return "荒庄", ("Exhausted wall: the wall ran out and nobody won. No payments; "
                           "the deal passes on.")
        win = model.wins[0]
        name = model.name_at(win.seat)
        if win.self_drawn:
            return f"{name} 和牌！自摸", f"{name} wins, self-drawn"
        giver = model.name_at(win.from_seat) if win.from_seat is not None else ""
        if win.robbed_kong:
            return f"{name} 和牌！抢{giver}的杠", f"{name} wins by robbing {giver}'s kong"
        return f"{name} 和牌！胡{giver}的牌", f"{name} wins on {giver}'s discard"

    def _hand_tiles(self, win: Any) -> tuple[list[TableTile], list[MeldView], TableTile]:
        seat = self.model.seats[win.seat]
        concealed = list(seat.hand)
        win_tile = seat.drawn if seat.drawn is not None else TableTile(win.tile, win.kind)
        return concealed, list(seat.melds), win_tile

    def _highlight_counts(self) -> Counter:
        items = self.items()
        if self.hover_item is None or self.hover_item >= len(items):
            return Counter()
        return Counter(t.index for t in items[self.hover_item].tiles)

    def _draw_winning_hand(self, surface: pygame.Surface, win: Any, x: int, y: int) -> None:
        concealed, melds, win_tile = self._hand_tiles(win)
        want = self._highlight_counts()
        tw, th = self.px(44), self.px(62)
        gap = self.px(2)

        def put(tile: TableTile, rect: pygame.Rect, turns: int = 0, face_up: bool = True) -> None:
            self.view.tile(surface, rect, tile.kind, turns, face_up)
            if tile.kind is not None and want.get(tile.kind.index, 0) > 0:
                want[tile.kind.index] -= 1
                pygame.draw.rect(surface, GOLD, rect.inflate(self.px(4), self.px(4)), max(2, self.px(3)),
                                 border_radius=self.px(6))

        # Melds first (as they lie on the table), then the concealed tiles, then the winning tile.
        for meld in melds:
            for i, t in enumerate(meld.drawn_tiles()):
                sideways = i == meld.sideways and meld.claim != "concealed_kong"
                rect = pygame.Rect(x, y + (th - tw if sideways else 0), th if sideways else tw, tw if sideways else th)
                put(t, rect, 1 if sideways else 0)
                x += rect.w + gap
            x += self.px(12)
        for t in concealed:
            put(t, pygame.Rect(x, y, tw, th))
            x += tw + gap
        x += self.px(14)
        rect = pygame.Rect(x, y, tw, th)
        put(win_tile, rect)
        pygame.draw.rect(surface, RED, rect.inflate(self.px(6), self.px(6)), max(2, self.px(3)),
                         border_radius=self.px(7))
        self.view.label(surface, "和 winning tile", self.px(12), (255, 150, 140),
                        center=(rect.centerx, rect.bottom + self.px(14)), bold=True)
        seat = self.model.seats[win.seat]
        if seat.flowers:
            fx = x + tw + self.px(40)
            for f in seat.flowers:
                fr = pygame.Rect(fx, y + th - self.px(42), self.px(30), self.px(42))
                put(f, fr)
                fx += self.px(32)

    def _draw_items(self, surface: pygame.Surface, win: Any) -> None:
        panel = self.panel_rect()
        x0 = panel.left + self.px(24)
        top = panel.top + self.px(218)
        self.view.label(surface, "番种 Fans", self.px(17), GOLD, topleft=(x0, top), bold=True)
        self.view.label(surface, "(指向一行，看是哪几张牌 · hover a row to see its tiles)", self.px(12),
                        (190, 200, 190), topleft=(x0 + self.px(100), top + self.px(4)))
        items = self.items()
        rects = self.item_rects()
        for i, (item, rect) in enumerate(zip(items, rects)):
            if i == self.hover_item:
                surface.blit(self.view.overlay(rect.size, (255, 220, 120, 60), self.px(5)), rect)
            unit = "番" if win.score.unit == "fan" else win.score.unit
            value = f"×{item.value}" if item.op == "mul" else f"{item.value}{unit}"
            count = f" ×{item.count}" if item.count > 1 else ""
            name = fit_text(self.view.text, f"{item.name_zh}  {item.name_en}", self.px(15), CREAM,
                            rect.w - self.px(110))
            surface.blit(name, (rect.left + self.px(6), rect.centery - name.get_height() // 2))
            self.view.label(surface, value + count, self.px(15), GOLD,
                            midright=(rect.right - self.px(6), rect.centery), bold=True)
        bottom = (rects[-1].bottom if rects else top + self.px(40)) + self.px(8)
        total = win.score.total
        unit = "番" if win.score.unit == "fan" else win.score.unit
        self.view.label(surface, f"共 {total} {unit}  Total {total}", self.px(22), GOLD,
                        topleft=(x0, min(bottom, panel.bottom - self.px(60))), bold=True)

    def _draw_payments(self, surface: pygame.Surface) -> None:
        panel = self.panel_rect()
        model = self.model
        x0 = panel.left + self.px(590)
        y = panel.top + self.px(218)
        self.view.label(surface, "结算 Payments", self.px(17), GOLD, topleft=(x0, y), bold=True)
        y += self.px(34)
        settled = model.settled
        payments = settled.payments if settled is not None else (0, 0, 0, 0)
        self.view.label(surface, "本盘 hand", self.px(12), (190, 200, 190), topleft=(x0 + self.px(210), y - self.px(8)))
        self.view.label(surface, "总分 total", self.px(12), (190, 200, 190), topleft=(x0 + self.px(320), y - self.px(8)))
        y += self.px(12)
        for seat_no in range(4):
            seat = model.seats[seat_no]
            wind = WIND_ZH.get(seat.wind, "")
            name = model.name_at(seat_no)
            if model.human_seat == seat_no:
                name += "(你)"
            self.view.label(surface, f"{wind}  {name}", self.px(17), CREAM, topleft=(x0, y), bold=seat_no == model.human_seat)
            pay = payments[seat_no]
            colour = (120, 230, 120) if pay > 0 else (240, 110, 100) if pay < 0 else CREAM
            self.view.label(surface, f"{pay:+d}" if pay else "0", self.px(18), colour, topleft=(x0 + self.px(210), y), bold=True)
            self.view.label(surface, str(seat.score), self.px(18), GOLD, topleft=(x0 + self.px(320), y), bold=True)
            y += self.px(32)
        if settled is not None:
            y += self.px(8)
            for transfer in settled.transfers[:6]:
                text = f"{model.name_at(transfer.payer)} → {model.name_at(transfer.payee)}  {transfer.amount}  ({transfer.reason})"
                img = fit_text(self.view.text, text, self.px(12), (200, 210, 200), panel.right - x0 - self.px(20))
                surface.blit(img, (x0, y))
                y += self.px(18)
