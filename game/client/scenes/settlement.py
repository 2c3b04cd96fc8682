"""The settlement sheet over the table: the winning hand with its winning tile marked, every score
item (Chinese and English name, value; 苏州 with the reason each 花 counts; hover a row to light
up its tiles), the formula that makes the payment (四川 2^(番−1), 天津 base × multipliers, 苏州
花 × doubling), each player's payment and running score, and every transfer grouped by the rule
that made it, with a line explaining the rule (刮风下雨, 查花猪, 查大叫, 退杠钱, 铲 ...).

Several wins in one hand (血战到底, 一炮多响) get one tab each. 荒庄 / 流局 are shown as such.

The sheet stays until the player goes on explicitly (issue 29): its Next button, or Enter or
Space once it is armed. For its first second (its own update clock) it ignores every key and
click, its button greyed and filling up, and a key already held down then (a repeat of the
discard's Enter) never counts. No other key or click goes on: L opens this hand's log over the
sheet (Esc or L closes it), Esc opens the menu (the sheet stays beneath), ←/→ and Tab choose a
win. Once closed, the sheet can be opened again for the whole next hand from the Esc menu or the
log panel (table_parts/last_settlement.py, last_sheet/scene.py).

For a human's match, 复盘 (R) · 回放 · 导出 open the hand review or the replay viewer over the
sheet (it stays beneath) or export this hand (history_parts/log_buttons.py); R never goes on.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Optional

import pygame
import pygame_gui

from game.client.display import lang
from game.client.scenes.settlement_parts.flow import flow_lines
from game.client.presenting.settlement_text import (
    ScoreRow,
    end_title,
    formula,
    payment_note,
    score_rows,
    seat_label,
    transfer_groups,
    win_title,
)
from game.client.presenting.rules_in_force import effect_line, session_effects
from game.client.presenting.table_state import MeldView, TableTile
from rules.events import Won
from rules.option_effects import OptionEffect
from rules.scoring import ScoreItem
from rules.variants.registry import get_variant

from ..ui.palette import CREAM, GOLD, MUTED, NOTE_PINK, RED
from ..ui.text import fit_text, label_width, wrapped
from ..ui.widgets import design_px
from .base import Scene
from .history_parts.log_buttons import LogButtons, table_buttons
from .table_parts.last_settlement import keep
from .settlement_parts.no_win import draw_no_win_heading
from .settlement_parts.items import NOTE_SIZE, draw_tip, lit_indices, one_line, readable
from .table_view import TableView

if TYPE_CHECKING:   # the app holds the scenes; the table is the scene under this one
    from .base import AppForScenes
    from .table import TableScene

PANEL = (1040, 700)
ARM_SECONDS = 1.0      # the sheet ignores input this long after it opens
DEMO_SETTLEMENT_SECONDS = 3.0   # a demo's sheet goes on by itself after this (fast: less)
MANY_TRANSFERS = 4              # more transfer lines than this: the sheet takes its full height
# Keys that do something else on the sheet (or nothing), so they do not go on to the next hand.
TAB_MIN_WIDTH = 120            # narrower win tabs give way to a pager (‹ 3/8 ›)
PAGE_BACK, PAGE_LABEL, PAGE_ON = -1, -2, -3   # the pager's buttons in `tab_buttons`
CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)   # with the Next button: the only ways on
NOT_CONTINUE = {pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL,
                pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK,
                pygame.K_NUMLOCK}


RULE_LINE = 18         # design height of a line naming a room rule that changed the win
CLAIM_FONT = 22        # assets/theme.json "#claim" font size (the next button's)


class SettlementSheet(Scene):
    """What the settlement sheet shows and where: the panel, the chosen win's hand and score
    items, the payments; drawn over the table (SettlementScene adds the input and the tabs)."""

    opaque = False  # the table stays visible, dimmed, underneath
    next_button: pygame_gui.elements.UIButton     # built by SettlementScene._build
    actions: Optional[LogButtons] = None          # Review / Replay / Export (history_parts/log_buttons.py)

    def __init__(self, app: AppForScenes, table: "TableScene") -> None:
        super().__init__(app)
        self.table = table
        self.model = table.model
        self.view: TableView = table.view
        self.hover_item: Optional[int] = None
        self.win_index = 0
        self.age = 0.0
        self.shot = False
        self.tab_buttons: dict[pygame_gui.elements.UIButton, int] = {}
        self.held: set[int] = set()     # keys down since before the sheet was ready (repeats ignored)
        # The room rules that changed each win (rules/option_effects.py): worked out once.
        self.rule_effects: tuple[tuple[OptionEffect, ...], ...] = session_effects(table.session)

    # ------------------------------------------------------------------ geometry
    def px(self, v: float) -> int:
        """A design-space length in this window's pixels."""
        return design_px(self.app.size, v)

    def row_height(self) -> int:
        return 42 if any(r.note for r in self.rows()) else 27

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        # Tall enough for the score rows, the formula and the transfers, at most PANEL.
        rows = max(len(self.items()), 7)
        height = min(PANEL[1], 250 + rows * self.row_height() + 150 + RULE_LINE * len(self.rule_lines()))
        if self.model.settled is not None and len(self.model.settled.transfers) > MANY_TRANSFERS:
            height = PANEL[1]
        rect = pygame.Rect(0, 0, min(w - 20, self.px(PANEL[0])), min(h - 20, self.px(height)))
        rect.center = (w // 2, h // 2)
        return rect

    @property
    def ready(self) -> bool:
        """The first second is over: input counts."""
        return self.age >= ARM_SECONDS

    # ------------------------------------------------------------------ content
    def win(self) -> Optional[Won]:
        wins = self.model.wins
        return wins[min(self.win_index, len(wins) - 1)] if wins else None

    def items(self) -> list[ScoreItem]:
        win = self.win()
        return list(win.score.items) if win is not None else []

    def rows(self) -> list[ScoreRow]:
        win = self.win()
        return score_rows(win, self.model) if win is not None else []

    def rule_lines(self) -> list[str]:
        """The lines naming the room rules that changed the chosen win, in the current language."""
        win = self.win()
        if win is None or self.win_index >= len(self.rule_effects):
            return []
        variant = get_variant(self.table.settings.variant)
        out = []
        for effect in self.rule_effects[self.win_index]:
            out += [line for line in lang.lines(*effect_line(variant, effect).pair) if line]
        return out

    def item_rects(self) -> list[pygame.Rect]:
        panel = self.panel_rect()
        left = panel.left + self.px(24)
        top = panel.top + self.px(250)
        width = self.px(540)
        row = self.px(self.row_height())
        items = self.items()
        per_col = max(1, (panel.bottom - self.px(120) - top) // row)
        extra = self._second_note_lines(width - self.px(24))
        if len(items) <= per_col and top + len(items) * row + sum(extra) <= panel.bottom - self.px(120):
            rects, y = [], top        # one column with room: a long meaning takes a second line, not "…"
            for i in range(len(items)):
                rects.append(pygame.Rect(left, y, width, row + extra[i] - self.px(3)))
                y += row + extra[i]
            return rects
        rects = []
        for i in range(len(items)):
            col, r = divmod(i, per_col)
            rects.append(pygame.Rect(left + col * (width // 2 + self.px(4)) if len(items) > per_col else left,
                                     top + r * row, width if len(items) <= per_col else width // 2, row - self.px(3)))
        return rects

    def _second_note_lines(self, width: int) -> list[int]:
        """Per score row, the height of a second line its meaning needs at `width` (0: one is enough)."""
        size = readable(self.px(NOTE_SIZE))
        return [self._note_step(size) if row.note and len(wrapped(row.note, size, width)) > 1 else 0
                for row in self.rows()]

    def _note_step(self, size: int) -> int:
        return size + self.px(4)

    def item_at(self, pos: tuple[int, int]) -> Optional[int]:
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
        x0 = panel.left + self.px(24)
        y = panel.top + self.px(16)
        win = self.win()
        if win is not None:
            zh, en = (lang.lines(*self.title()) + [""])[:2]   # one language: its title alone
            self.view.label(surface, zh, self.px(28), GOLD, topleft=(x0, y), bold=True)
            self.view.label(surface, en, self.px(15), CREAM, topleft=(x0, y + self.px(40)))
            self._draw_winning_hand(surface, win, x0, y + self.px(70))
            self._draw_items(surface, win)
        else:
            below = draw_no_win_heading(surface, self.view, self.px, self.title(), x0, y, panel.w - self.px(48))
            self.left_free = self._draw_notes(surface, x0, below + self.px(6))
        self._draw_payments(surface)
        self._draw_readiness(surface)
        cut = getattr(self, "cut_notes", {}).get(self.hover_item) if win is not None else None
        if cut and self.hover_item is not None:     # a hovered item's line that was cut, in full
            rect = self.item_rects()[self.hover_item]
            draw_tip(surface, self.view, cut, rect, panel, readable(self.px(NOTE_SIZE)), self.px(8))

    def _draw_readiness(self, surface: pygame.Surface) -> None:
        """While the sheet ignores input, its button fills up; then it says how to go on."""
        rect = self.next_button.rect
        if not self.ready:   # under the (greyed) button: the widgets are drawn over the scenes
            track = pygame.Rect(rect.left, rect.bottom + self.px(4), rect.width, self.px(5))
            pygame.draw.rect(surface, (40, 60, 48), track, border_radius=track.h // 2)
            fill = track.copy()
            fill.width = max(1, round(track.width * min(1.0, self.age / ARM_SECONDS)))
            pygame.draw.rect(surface, GOLD, fill, border_radius=track.h // 2)
            return
        shown = self.readiness_label()
        if shown is not None:
            surface.blit(*shown)

    def readiness_label(self) -> Optional[tuple[pygame.Surface, pygame.Rect]]:
        """The armed sheet's foot line and where it goes: left of the Next button, clear of the
        Review / Replay / Export row (None when that row leaves no room)."""
        rect = self.next_button.rect
        left = self.actions.right if self.actions is not None else None
        room = rect.left - self.px(14) - (left + self.px(10) if left is not None else self.panel_rect().left + self.px(20))
        if room <= self.px(40):
            return None
        label = fit_text(self.view.text, self.readiness_text(), self.px(13), CREAM, room)
        return label, label.get_rect(midright=(rect.left - self.px(14), rect.centery))

    def readiness_text(self) -> str:
        """What the foot of the armed sheet says: how to go on, and the other keys."""
        return lang.tr("Enter / 空格 继续 · L 记录 · Esc 菜单", "Enter or Space: go on · L: log · Esc: menu", " · ")

    def title(self) -> tuple[str, str]:
        """The sheet's heading in Chinese and English."""
        model = self.model
        win = self.win()
        if win is None:
            return end_title(model)
        return win_title(model, win, self.win_index)

    def _hand_tiles(self, win: Won) -> tuple[list[TableTile], list[MeldView], TableTile]:
        seat = self.model.seats[win.seat]
        concealed = list(seat.hand)
        win_tile = seat.drawn if seat.drawn is not None else TableTile(win.tile, win.kind)
        if win_tile.id != win.tile:   # a later reveal changed the seat: show the winning tile itself
            win_tile = TableTile(win.tile, win.kind)
        return concealed, list(seat.melds), win_tile

    def _highlight_counts(self) -> Counter:
        items = self.items()
        if self.hover_item is None or self.hover_item >= len(items):
            return Counter()
        return Counter(t.index for t in items[self.hover_item].tiles)

    def shown_and_lit(self, win: Won) -> tuple[list[TableTile], int, set[int]]:
        """The winning hand's tiles in the order drawn (melds, concealed, the winning tile, the
        flowers), the winning tile's position, and the positions the hovered item lights."""
        concealed, melds, win_tile = self._hand_tiles(win)
        shown = [t for m in melds for t in m.drawn_tiles()] + concealed
        win_at = len(shown)
        shown += [win_tile, *self.model.seats[win.seat].flowers]
        items = self.items()
        if self.hover_item is None or self.hover_item >= len(items):
            return shown, win_at, set()
        return shown, win_at, lit_indices([t.kind for t in shown], win_at, items[self.hover_item].tiles)

    def _draw_winning_hand(self, surface: pygame.Surface, win: Won, x: int, y: int) -> None:
        # the marks of this sheet's hand (a sheet opened again shows the last hand's 混, not the new deal's)
        self.view.marks = self.model.presenter.marked_kinds(self.model)
        concealed, melds, win_tile = self._hand_tiles(win)
        _, win_at, lit = self.shown_and_lit(win)     # the winning tile first (settlement_parts/items.py)
        order = iter(range(win_at + 1 + len(self.model.seats[win.seat].flowers)))
        tw, th = self.px(44), self.px(62)
        gap = self.px(2)

        def put(tile: TableTile, rect: pygame.Rect, turns: int = 0, face_up: bool = True) -> None:
            self.view.tile(surface, rect, tile.kind, turns, face_up)
            at = next(order)
            if at in lit and at != win_at:
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
        if win_at in lit:     # lit around its red mark, which would hide a ring of the usual size
            pygame.draw.rect(surface, GOLD, rect.inflate(self.px(16), self.px(16)), max(2, self.px(3)),
                             border_radius=self.px(10))
        self.view.label(surface, lang.tr("和", "winning tile"), readable(self.px(12)), (255, 150, 140),
                        center=(rect.centerx, rect.bottom + self.px(18)), bold=True)
        seat = self.model.seats[win.seat]
        if seat.flowers:
            fx = x + tw + self.px(40)
            room = self.panel_rect().right - self.px(20) - fx
            pitch = min(self.px(32), max(self.px(8), room // max(1, len(seat.flowers))))
            for f in seat.flowers:
                fr = pygame.Rect(fx, y + th - self.px(42), self.px(30), self.px(42))
                put(f, fr)
                fx += pitch

    def _draw_items(self, surface: pygame.Surface, win: Won) -> None:
        panel = self.panel_rect()
        x0 = panel.left + self.px(24)
        top = panel.top + self.px(218)
        unit = win.score.unit
        heading = {"fan": lang.tr("番种", "Fans"), "hua": lang.tr("花", "Flowers")}.get(unit, lang.tr("牌型", "Hand value"))
        self.view.label(surface, heading, self.px(17), GOLD, topleft=(x0, top), bold=True)
        self.view.label(surface, lang.tr("（指向一行，看是哪几张牌）", "(hover a row to see its tiles)", " "),
                        readable(self.px(12)), MUTED, topleft=(x0 + self.px(150), top + self.px(4)))
        rows = self.rows()
        rects = self.item_rects()
        self.cut_notes: dict[int, str] = {}
        for i, (row, rect) in enumerate(zip(rows, rects)):
            if i == self.hover_item:
                surface.blit(self.view.overlay(rect.size, (255, 220, 120, 60), self.px(5)), rect)
            name_y = rect.top + self.px(2) if row.note else rect.centery - self.px(10)
            name = fit_text(self.view.text, row.name, self.px(15), CREAM, rect.w - self.px(110))
            surface.blit(name, (rect.left + self.px(6), name_y))
            if row.note:     # what the pattern is (or why it counts): the whole of it in a box on hover
                size, width = readable(self.px(NOTE_SIZE)), rect.w - self.px(24)
                two = rect.h > self.px(self.row_height()) - self.px(3)   # item_rects gave it a second line
                lines = wrapped(row.note, size, width)[:2] if two else [row.note]
                rest = row.note[len(lines[0]):].strip() if two else ""
                cut = False
                for n, text in enumerate([lines[0], rest] if two else lines):
                    note, was_cut = one_line(self.view.text, text, size, (196, 214, 200), width)
                    cut = cut or was_cut
                    # under the name's glyphs, not up into them (a tester saw 平胡 over its line)
                    y = name_y + name.get_height() - self.px(4) + n * self._note_step(size)
                    surface.blit(note, (rect.left + self.px(18), y))
                if cut:
                    self.cut_notes[i] = row.note
            self.view.label(surface, row.value, self.px(15), GOLD,
                            midright=(rect.right - self.px(6), name_y + name.get_height() // 2), bold=True)
        bottom = (rects[-1].bottom if rects else top + self.px(40)) + self.px(8)
        options = getattr(self.table.session, "options", None) or {}
        total_zh, total_en = (lang.lines(*formula(win, self.model, options)) + [""])[:2]
        y = min(bottom, panel.bottom - self.px(110))
        line = fit_text(self.view.text, total_zh, self.px(22), GOLD, self.px(550), bold=True)
        surface.blit(line, (x0, y))
        y += line.get_height()
        surface.blit(fit_text(self.view.text, total_en, self.px(13), CREAM, self.px(550)), (x0, y))
        y += self.px(18)
        small = readable(self.px(12))
        for said in lang.lines(*payment_note(self.model)):
            for part in wrapped(said, small, self.px(550)) if said else []:    # wrapped, never shrunk
                surface.blit(self.view.text.get(part, small, MUTED, False), (x0, y))
                y += small + self.px(4)
        for rule in self.rule_lines():     # 因房间规则「门清：开」+1番
            surface.blit(fit_text(self.view.text, rule, self.px(13), NOTE_PINK, self.px(550), bold=True), (x0, y))
            y += self.px(RULE_LINE)
        self.left_free = y + self.px(12)

    def no_next_hand(self) -> bool:
        """The match ends with this hand (its last hand, or the hands this table was to play)."""
        over = bool(getattr(self.table.session, "match_over", False))
        return over or (self.table.hands_to_play is not None and self.table.hands_played >= self.table.hands_to_play)

    def next_note(self) -> Optional[tuple[str, str]]:
        """What carries into the next hand (苏州 滴零, 二人's dealer again); nothing when there is
        no next hand (a tester read "the dealer deals again" over the match's last sheet)."""
        return None if self.no_next_hand() else self.model.presenter.next_hand_note(self.model)

    def _draw_notes(self, surface: pygame.Surface, x: int, y: int) -> int:
        """A hand without a win: what carries over (苏州 滴零). Returns where free room begins."""
        nxt = self.next_note()
        if nxt is not None:
            self.view.label(surface, lang.tr(*nxt), self.px(18), NOTE_PINK, topleft=(x, y), bold=True)
            y += self.px(30)
        return y + self.px(10)

    def _draw_payments(self, surface: pygame.Surface) -> None:
        panel = self.panel_rect()
        model = self.model
        x0 = panel.left + self.px(590)
        y = panel.top + self.px(218)
        self.view.label(surface, lang.tr("结算", "Payments"), self.px(17), GOLD, topleft=(x0, y), bold=True)
        doubled = model.presenter.doubled_note(model)
        if doubled is not None:
            self.view.label(surface, lang.tr(*doubled), self.px(14), NOTE_PINK,
                            topleft=(x0 + self.px(150), y + self.px(3)), bold=True)
        y += self.px(34)
        settled = model.settled
        payments = settled.payments if settled is not None else tuple(0 for _ in model.seats)
        self.view.label(surface, lang.tr("本盘", "hand"), readable(self.px(12)), MUTED, topleft=(x0 + self.px(210), y - self.px(8)))
        self.view.label(surface, lang.tr("总分", "total"), readable(self.px(12)), MUTED, topleft=(x0 + self.px(320), y - self.px(8)))
        y += self.px(12)
        for seat_no, seat in enumerate(model.seats):
            self.view.label(surface, seat_label(model, seat_no), self.px(17), CREAM, topleft=(x0, y),
                            bold=seat_no == model.human_seat)
            pay = payments[seat_no]
            colour = (120, 230, 120) if pay > 0 else (240, 110, 100) if pay < 0 else CREAM
            self.view.label(surface, f"{pay:+d}" if pay else "0", self.px(18), colour, topleft=(x0 + self.px(210), y), bold=True)
            total = f"{seat.score:+d}" if seat.score else "0"     # signed like the hand column: a running score
            self.view.label(surface, total, self.px(18), GOLD, topleft=(x0 + self.px(320), y), bold=True)
            y += self.px(30)
        nxt = self.next_note()
        if nxt is not None and model.wins:
            self.view.label(surface, lang.tr(*nxt, " · "), self.px(13), NOTE_PINK, topleft=(x0, y), bold=True)
            y += self.px(20)
        if settled is None:
            return
        y += self.px(6)
        # The transfers fill the right column, then the free room under the score on the left.
        columns = [(x0, y, panel.bottom - self.px(72), panel.right - x0 - self.px(20)),
                   (panel.left + self.px(24), getattr(self, "left_free", panel.bottom),
                    panel.bottom - self.px(72 if self.actions is not None else 20), self.px(550))]
        styles = {"title": (15, GOLD, True, 0), "note": (12, MUTED, False, 8), "line": (NOTE_SIZE, (215, 225, 215), False, 8)}
        narrow = min(w for *_, w in columns)      # notes and lines wrap, never shrink (1024×640)
        lines: list[tuple[str, str]] = []
        for group in transfer_groups(settled.transfers, model):
            lines.append(("title", group.title))
            for kind, texts in (("note", group.note.split(" · ") if group.note else []), ("line", group.lines)):
                size, indent = readable(self.px(styles[kind][0])), self.px(styles[kind][3])
                lines += [(kind, part) for text in texts for part in wrapped(text, size, narrow - indent)]
            lines.append(("gap", ""))
        # each line at least readable (1024×640), its height following its size
        heights = {kind: readable(self.px(size)) + max(3, self.px(4)) for kind, (size, *_) in styles.items()}
        heights["gap"] = self.px(4)
        placed, left = flow_lines(lines, heights, [(top, limit) for _, top, limit, _ in columns], self.px(16),
                                  lang.tr("（续）", " (cont.)"))
        for column, y, kind, text in placed:
            x, _, _, width = columns[column]
            size, colour, bold, indent = styles[kind]
            img = fit_text(self.view.text, text, readable(self.px(size)), colour, width - self.px(indent), bold=bold)
            surface.blit(img, (x + self.px(indent), y))
        if left:
            x, _, limit, _ = columns[-1]
            self.view.label(surface, lang.tr(f"…还有{left}条", f"… {left} more"), readable(self.px(11)), MUTED,
                            topleft=(x + self.px(8), limit - self.px(14)))


class SettlementScene(SettlementSheet):
    """The settlement sheet as a screen: its button and tabs, armed after a second, the keys
    that go on (the next hand, the standings, the end of the demo)."""

    log_over = True      # L shows the table's log over the sheet

    def startup(self) -> None:
        super().startup()
        try:   # a key still held from the last discard must be let go before it counts
            pressed = pygame.key.get_pressed()
            self.held = {k for k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) if pressed[k]}
        except pygame.error:
            self.held = set()
        self._build()

    def _build(self) -> None:
        panel = self.panel_rect()
        over = bool(getattr(self.table.session, "match_over", False))
        last = self.table.hands_to_play is not None and self.table.hands_played >= self.table.hands_to_play
        label = lang.tr("查看排名", "Standings") if over or (last and not self.table.demo) \
            else lang.tr("下一盘", "Next hand")
        if self.table.demo and last:
            label = lang.tr("结束", "End")
        label += " (Enter)"   # keyboard play: the key on the button; Tab reaches the tabs
        # as wide as its words ("查看排名 Standings (Enter)" lost its bracket at 1024×640)
        width = max(self.px(290), label_width(label, self.app.font_px(CLAIM_FONT), True) + self.px(32))
        rect = pygame.Rect(0, 0, width, self.px(44))
        rect.bottomright = (panel.right - self.px(20), panel.bottom - self.px(16))
        self.next_button = pygame_gui.elements.UIButton(
            rect, label, self.app.ui, container=self.container,
            object_id=pygame_gui.core.ObjectID(class_id="#claim", object_id="#claim_win"))
        if not self.ready:
            self.next_button.disable()
        if self.actions is None:     # a human's match: review, replay, export this hand (issue 28)
            self.actions = table_buttons(self.app, self.table)
        if self.actions is not None:
            self.actions.build(self.container, panel.left + self.px(24), rect.top, rect.height, self.px(8), self.px,
                               self.ready)
        self.tab_buttons = {}
        wins = self.model.wins
        if len(wins) > 1:
            room = panel.width // 2          # the right half: the title keeps the left
            width = min(self.px(160), room // len(wins) - self.px(6))
            if width >= self.px(TAB_MIN_WIDTH):
                x = panel.right - self.px(20)
                for i in range(len(wins) - 1, -1, -1):
                    tab = pygame.Rect(0, 0, width, self.px(36))
                    tab.topright = (x, panel.top + self.px(16))
                    x = tab.left - self.px(6)
                    self.tab_buttons[self._tab(tab, self._tab_text(i))] = i
            else:                            # more wins than tabs fit (血流成河): ‹ win 3 of 8 ›
                top = panel.top + self.px(16)
                step = pygame.Rect(0, 0, self.px(40), self.px(36))
                step.topright = (panel.right - self.px(20), top)
                middle = pygame.Rect(0, 0, self.px(220), self.px(36))
                middle.topright = (step.left - self.px(6), top)
                back = step.copy()
                back.topright = (middle.left - self.px(6), top)
                self.tab_buttons[self._tab(back, "<")] = PAGE_BACK
                self.tab_buttons[self._tab(middle, "")] = PAGE_LABEL
                self.tab_buttons[self._tab(step, ">")] = PAGE_ON
            self._refresh_tabs()

    def _tab(self, rect: pygame.Rect, text: str) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(rect, text, self.app.ui, container=self.container,
                                            object_id=pygame_gui.core.ObjectID(object_id="#choice"))

    def _tab_text(self, index: int) -> str:
        """A win's tab: who won and in what order (the hand's Nth win when a seat won twice)."""
        wins = self.model.wins
        win = wins[index]
        name = self.model.name_at(win.seat)
        if len({w.seat for w in wins}) < len(wins):      # a seat won again (血流成河): count the wins
            return lang.short(f"第{index + 1}和 {name}", f"Win {index + 1} {name}")
        order = self.model.seats[win.seat].win_order or index + 1
        return lang.short(f"第{order}家 {name}", f"#{order} {name}")

    def _refresh_tabs(self) -> None:
        for button, i in self.tab_buttons.items():
            if i == PAGE_LABEL:
                count, name = len(self.model.wins), self.model.name_at(self.model.wins[self.win_index].seat)
                button.set_text(lang.short(f"第{self.win_index + 1}和（共{count}）{name}",
                                           f"Win {self.win_index + 1} of {count}: {name}"))
            elif i >= 0:
                button.select() if i == self.win_index else button.unselect()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.next_button.kill()
        for button in self.tab_buttons:
            button.kill()
        self._build()

    def show_win(self, index: int) -> None:
        """Show the `index`th win of the hand (tabs)."""
        if 0 <= index < len(self.model.wins):
            self.win_index = index
            self.hover_item = None
            self._refresh_tabs()

    # ------------------------------------------------------------------ the loop
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_item = self.item_at(event.pos)
            return False
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
            return False
        if not self.ready:   # the first second: nothing counts (a key pressed now is held)
            if event.type == pygame.KEYDOWN:
                self.held.add(event.key)
            return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame_gui.UI_BUTTON_PRESSED)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.next_button:
            self.close()
            return True
        if self.actions is not None and not (event.type == pygame.KEYDOWN and event.key in self.held) \
                and self.actions.handle(event):
            return True          # the review (R) or the replay opens over the sheet, which stays
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.tab_buttons:
            index = self.tab_buttons[event.ui_element]
            if index in (PAGE_BACK, PAGE_ON):
                index = (self.win_index + (1 if index == PAGE_ON else -1)) % len(self.model.wins)
            self.show_win(index)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.model.wins:
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.show_win((self.win_index + step) % len(self.model.wins))
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        log = self.table.log_panel
        if log.open and event.type == pygame.MOUSEWHEEL:
            return log.process_event(event)
        return False   # a click beside the buttons does nothing: only Next goes on

    def _key(self, event: pygame.event.Event) -> bool:
        """A key on the armed sheet: Enter or Space go on (not one held since before it was
        armed); L the log over the sheet, whose scroll keys and Esc then are its own; Esc the
        menu; the function keys are the app's (F9); any other key does nothing."""
        log = self.table.log_panel
        if event.key in self.held:
            return True          # the key pressed before the sheet was ready, still down
        if event.key == pygame.K_l and not event.mod & pygame.KMOD_CTRL:
            log.toggle()
            return True
        if log.open and log.process_event(event):
            return True          # scrolling, or Esc closing the log
        if event.key in CONTINUE_KEYS:
            self.close()
            return True
        if event.key == pygame.K_ESCAPE:
            self.app.open_menu(self.table)   # the sheet stays beneath; the menu's Resume comes back here
            return True
        return not (event.key in NOT_CONTINUE or pygame.K_F1 <= event.key <= pygame.K_F15)

    def close(self) -> None:
        """Go on: the sheet is kept to be opened again (last_settlement.py), the table goes on."""
        keep(self.table, self.rule_effects)
        self.app.pop()
        self.table.settlement_closed()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.log_over and self.table.log_panel.open:   # L: this hand's log over the sheet
            self.table.log_panel.draw(surface)

    def wants_frames(self) -> bool:
        """Frames while the sheet arms (its bar fills), before the demo's picture of it, and in
        the demo (it goes on by itself); then it rests until the player's input."""
        return not self.ready or not self.shot or self.table.demo

    def update(self, dt: float) -> None:
        was_ready = self.ready
        self.age += dt
        if self.ready and not was_ready:
            self.next_button.enable()
            if self.actions is not None:
                self.actions.enable()
        if not self.shot and self.age >= 0.3:
            self.shot = True
            if self.table.on_milestone is not None:
                self.table.on_milestone("settlement")
                return
        if self.table.demo and self.age >= self._demo_seconds():
            self.close()

    def _demo_seconds(self) -> float:
        return DEMO_SETTLEMENT_SECONDS * (0.4 if self.table.settings.pace == "fast" else 1.0)
