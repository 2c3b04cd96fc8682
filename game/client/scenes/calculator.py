"""The hand calculator screen: build a hand by clicking tiles, set the win conditions, read the
score exactly as `main.py score` gives it (game/client/calculator_model.py), and point at a score
item to see which tiles make it.

    palette (the variant's tiles; flowers are counted)        result: total, minimum, items
    modes: 手牌 吃 碰 明杠 暗杠 和牌张 (翻混)  清空
    the hand built so far (click a tile or a meld to take it back; the winning tile framed red)
    win conditions: 自摸, 海底, 杠, 绝张, 第一轮, 庄家, the variant's own; winds, flowers,
    定缺 (四川), the scoring options of the variant

Esc goes back; Backspace takes back the last hand tile. Every label follows the language.
"""
from __future__ import annotations

from typing import Any, Optional

import pygame
import pygame_gui

from rules.tiles import Tile
from rules.variants.registry import all_variants

from game.teaching.i18n import Bi, unit_bi
from game.teaching.rules_book import option_docs

from .. import lang
from ..calculator_model import (FLAG_NAMES, MODE_NAMES, USES_HUN, USES_VOID, USES_WINDS, WIND_NAMES, WINDS,
                                Calculator, item_highlight)
from ..layout import TableLayout
from ..teach_draw import BAD, GOOD, MUTED, amount, button, card, draw_wrapped, flow, label_width
from .base import Scene
from .table_view import CREAM, GOLD, RED, TableView, fit_text

PALETTE_TILE = (40, 54)
PALETTE_PITCH = (44, 58)
PALETTE_TOP = 118
HAND_TILE = (44, 60)
MELD_TILE = (38, 52)
HAND_TOP = 560
RESULT_BOX = (460, 118, 1250, 490)
CHOICE_FONT = 18                 # the theme's "#choice" buttons (assets/theme.json)
SHORT_EN = {"guobiao": "Guobiao (MCR)", "sichuan": "Sichuan", "tianjin": "Tianjin", "suzhou": "Suzhou"}
SUIT_NAMES = {"m": Bi("缺万", "Void: Characters"), "p": Bi("缺筒", "Void: Dots"), "s": Bi("缺条", "Void: Bamboo")}
MELD_WORDS = {"chow": Bi("吃", "chow"), "pung": Bi("碰", "pung"), "kong": Bi("明杠", "kong"),
              "concealed_kong": Bi("暗杠", "concealed")}


def option_text(value: Any) -> str:
    if value is True:
        return lang.tr("开", "on")
    if value is False:
        return lang.tr("关", "off")
    return str(value)


class CalculatorScene(Scene):
    def __init__(self, app, variant: str = "guobiao") -> None:
        super().__init__(app)
        self.calc = Calculator(variant)
        self.view = TableView(app.art)
        self.note: Optional[Bi] = None          # why the last click did nothing
        self.hover_item: Optional[int] = None
        self.item_rects: list[pygame.Rect] = []
        self.controls: dict[Any, tuple] = {}
        self.built_lang = -1

    # ------------------------------------------------------------------ geometry
    @property
    def layout(self) -> TableLayout:
        return TableLayout(*self.app.size)

    def px(self, v: float) -> int:
        return self.layout.px(v)

    def rect(self, x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        return self.layout.rect(x0, y0, x1, y1)

    def palette_rows(self) -> list[list[Tile]]:
        play = [k for k in self.calc.palette() if not self.calc.is_flower(k)]
        flowers = [k for k in self.calc.palette() if self.calc.is_flower(k)]
        rows = [[k for k in play if k.suit == s] for s in "mps"]
        rows.append([k for k in play if k.is_honor])
        rows.extend(flowers[i:i + 9] for i in range(0, len(flowers), 9))
        return [r for r in rows if r]

    def palette_rects(self) -> list[tuple[pygame.Rect, Tile]]:
        out = []
        for r, row in enumerate(self.palette_rows()):
            for c, kind in enumerate(row):
                x = 30 + c * PALETTE_PITCH[0]
                y = PALETTE_TOP + r * PALETTE_PITCH[1]
                out.append((self.rect(x, y, x + PALETTE_TILE[0], y + PALETTE_TILE[1]), kind))
        return out

    def built_rects(self) -> list[tuple[pygame.Rect, str, int]]:
        """Where each built tile is drawn: (rect, place, index) with place hand / meld / win,
        in the order of Calculator.shown_tiles()."""
        out = []
        x = 30.0
        w, h = HAND_TILE
        for i, _ in enumerate(self.calc.concealed):
            out.append((self.rect(x, HAND_TOP, x + w, HAND_TOP + h), "hand", i))
            x += w + 2
        x += 16
        mw, mh = MELD_TILE
        for m, meld in enumerate(self.calc.melds):
            for _ in meld.tiles:
                out.append((self.rect(x, HAND_TOP + h - mh, x + mw, HAND_TOP + h), "meld", m))
                x += mw + 1
            x += 12
        if self.calc.win_tile is not None:
            x += 14
            out.append((self.rect(x, HAND_TOP, x + w, HAND_TOP + h), "win", 0))
        return out

    # ------------------------------------------------------------------ widgets
    def startup(self) -> None:
        super().startup()
        self._build()

    def resize(self, size) -> None:
        super().resize(size)
        self._build()

    def _build(self) -> None:
        self.clear_widgets()
        self.controls = {}
        self.built_lang = lang.version()
        app, box, calc = self.app, self.container, self.calc
        back = button(self.rect(1090, 18, 1250, 56), "返回", "Back (Esc)", app, box, object_id="#choice")
        self.controls[back] = ("back",)
        x = 520
        for variant in all_variants():
            b = button(self.rect(x, 18, x + 136, 56), variant.title_zh.split("·")[0].strip(),
                       SHORT_EN.get(variant.name, variant.name.title()), app, box)
            if variant.name == calc.variant:
                b.select()
            self.controls[b] = ("variant", variant.name)
            x += 142
        # modes and clear
        size = CHOICE_FONT
        entries = [(lang.tr_bi(MODE_NAMES[m]), ("mode", m)) for m in calc.modes()]
        entries.append((lang.tr("清空", "Clear"), ("clear",)))
        widths = [label_width(text, size) + self.px(28) for text, _ in entries]
        row = self.rect(30, 500, 1250, 534)
        rects = flow(widths, row.left, row.top, row.right, row.height, self.px(6))
        for (text, action), r in zip(entries, rects):
            b = pygame_gui.elements.UIButton(r, text, app.ui, container=box,
                                             object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            if action == ("mode", calc.mode):
                b.select()
            self.controls[b] = action
        self._build_conditions()

    def _build_conditions(self) -> None:
        calc, app, box = self.calc, self.app, self.container
        entries: list[tuple[str, tuple]] = []
        for name in calc.flag_names():
            entries.append((lang.tr_bi(FLAG_NAMES[name]), ("flag", name)))
        if calc.variant in USES_WINDS:
            entries.append((lang.tr("门风", "Seat wind") + ": " + lang.tr_bi(WIND_NAMES[calc.seat_wind]), ("wind", "seat")))
            entries.append((lang.tr("圈风", "Round wind") + ": " + lang.tr_bi(WIND_NAMES[calc.round_wind]),
                            ("wind", "round")))
        if calc.variant in ("guobiao", "suzhou"):
            entries.append((lang.tr("花", "Flowers") + f": {calc.flowers}  −", ("flowers", -1)))
            entries.append(("+", ("flowers", 1)))
        if calc.variant in USES_VOID:
            for suit in "mps":
                entries.append((lang.tr_bi(SUIT_NAMES[suit]), ("void", suit)))
        docs = {d.key: d for d in option_docs(calc.rules)}
        for key in calc.option_keys():
            title = docs[key].title if key in docs else Bi(key, key)
            entries.append((lang.tr_bi(title) + ": " + option_text(calc.option_value(key)), ("option", key)))
        widths = [max(self.px(40), label_width(text, CHOICE_FONT) + self.px(26)) for text, _ in entries]
        row = self.rect(30, 636, 1250, 668)
        rects = flow(widths, row.left, row.top, row.right, row.height, self.px(6))
        for (text, action), r in zip(entries, rects):
            tip = None
            if action[0] == "option" and action[1] in docs:
                tip = lang.tr_bi(docs[action[1]].doc, "\n")
            b = pygame_gui.elements.UIButton(r, text, app.ui, container=box, tool_tip_text=tip,
                                             object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            if (action[0] == "flag" and calc.flags.get(action[1])) or \
                    (action[0] == "void" and calc.void_suit == action[1]):
                b.select()
            self.controls[b] = action

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.controls:
            self.press(self.controls[event.ui_element])
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return True
            if event.key == pygame.K_BACKSPACE and self.calc.concealed:
                self.calc.remove_concealed(len(self.calc.concealed) - 1)
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover_item = next((i for i, r in enumerate(self.item_rects) if r.collidepoint(event.pos)), None)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        return False

    def press(self, action: tuple) -> None:
        calc = self.calc
        kind = action[0]
        self.note = None
        if kind == "back":
            self.close()
            return
        if kind == "variant":
            self.calc = Calculator(action[1])
        elif kind == "mode":
            calc.set_mode(action[1])
        elif kind == "clear":
            calc.clear()
        elif kind == "flag":
            calc.toggle_flag(action[1])
        elif kind == "wind":
            now = calc.seat_wind if action[1] == "seat" else calc.round_wind
            calc.set_wind(action[1], WINDS[(WINDS.index(now) + 1) % 4])
        elif kind == "flowers":
            calc.set_flowers(calc.flowers + action[1])
        elif kind == "void":
            calc.set_void(None if calc.void_suit == action[1] else action[1])
        elif kind == "option":
            calc.cycle_option(action[1])
        self._build()

    def click(self, pos: tuple[int, int]) -> bool:
        for rect, kind in self.palette_rects():
            if rect.collidepoint(pos):
                self.note = self.calc.click(kind)
                return True
        for rect, place, index in self.built_rects():
            if rect.collidepoint(pos):
                if place == "hand":
                    self.calc.remove_concealed(index)
                elif place == "meld":
                    self.calc.remove_meld(index)
                else:
                    self.calc.set_win_tile(None)
                self.note = None
                return True
        return False

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def update(self, dt: float) -> None:
        if self.built_lang != lang.version():
            self._build()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        layout, view, calc = self.layout, self.view, self.calc
        surface.blit(view.felt(surface.get_size(), layout), (0, 0))
        view.label(surface, lang.tr("算番器", "Hand calculator"), self.px(30), GOLD,
                   topleft=layout.point(30, 14), bold=True)
        view.label(surface, lang.tr("点牌组成一手牌；分数与 main.py score 完全相同",
                                    "click tiles to build a hand; the score is main.py score's own"),
                   self.px(13), MUTED, topleft=layout.point(30, 58))
        mode = lang.tr_bi(MODE_NAMES[calc.mode])
        view.label(surface, lang.tr("点一张牌加入：", "click a tile to add: ") + mode, self.px(15), CREAM,
                   topleft=layout.point(30, 92), bold=True)
        self._draw_palette(surface)
        self._draw_built(surface)
        self._draw_result(surface)
        if self.note is not None:
            view.label(surface, lang.tr_bi(self.note), self.px(15), BAD, topleft=layout.point(30, 602), bold=True)

    def _draw_palette(self, surface: pygame.Surface) -> None:
        view, calc = self.view, self.calc
        hun = {t.index for t in calc.hun_tiles()}
        view.hun_kinds = frozenset(hun)
        flowers = [rect for rect, kind in self.palette_rects() if calc.is_flower(kind)]
        if flowers:   # flowers are counted, not held: the count beside their row
            last = max(flowers, key=lambda r: (r.top, r.right))
            view.label(surface, lang.tr(f"花 ×{calc.flowers}", f"flowers ×{calc.flowers}"), self.px(14), GOLD,
                       midleft=(last.right + self.px(8), last.centery), bold=True)
        for rect, kind in self.palette_rects():
            view.tile(surface, rect, kind, 0)
            if calc.is_flower(kind):
                continue
            if calc.held(kind) >= 4:
                surface.blit(view.overlay(rect.size, (0, 0, 0, 150), self.px(4)), rect)
            if calc.hun_indicator is kind:
                pygame.draw.rect(surface, GOLD, rect.inflate(self.px(4), self.px(4)), max(2, self.px(2)),
                                 border_radius=self.px(5))

    def _draw_built(self, surface: pygame.Surface) -> None:
        view, calc, layout = self.view, self.calc, self.layout
        view.label(surface, lang.tr("这手牌", "The hand"), self.px(15), GOLD, topleft=layout.point(30, 538), bold=True)
        if calc.variant in USES_HUN and calc.hun_indicator is not None:
            a, b = calc.hun_tiles()
            view.label(surface, lang.tr(f"混儿：{a.name_zh}、{b.name_zh}", f"wildcards: {a.name_en}, {b.name_en}"),
                       self.px(14), GOLD, topleft=layout.point(200, 540))
        highlight: set[int] = set()
        evaluation = calc.evaluate()
        if self.hover_item is not None and evaluation.result is not None \
                and self.hover_item < len(evaluation.result.items):
            highlight = item_highlight(calc.shown_tiles(), evaluation.result.items[self.hover_item].tiles)
        shown = calc.shown_tiles()
        placed = self.built_rects()
        for i, ((rect, place, index), (_, _, kind)) in enumerate(zip(placed, shown)):
            view.tile(surface, rect, kind, 0)
            if place == "win":
                pygame.draw.rect(surface, RED, rect.inflate(self.px(4), self.px(4)), max(2, self.px(3)),
                                 border_radius=self.px(6))
                word = lang.tr("自摸", "self-drawn") if calc.flags.get("self_drawn") else lang.tr("和", "won on")
                view.label(surface, word, self.px(12), CREAM, center=(rect.centerx, rect.bottom + self.px(10)))
            if i in highlight:
                pygame.draw.rect(surface, GOLD, rect.inflate(self.px(2), self.px(2)), max(2, self.px(3)),
                                 border_radius=self.px(6))
        for m, meld in enumerate(calc.melds):
            rects = [r for r, place, index in placed if place == "meld" and index == m]
            if rects:
                view.label(surface, lang.tr_bi(MELD_WORDS[meld.kind.value]), self.px(12), MUTED,
                           center=(rects[0].union(rects[-1]).centerx, rects[0].bottom + self.px(10)))
        if not shown:
            view.label(surface, lang.tr("（空）点上面的牌", "(empty) click the tiles above"), self.px(14), MUTED,
                       topleft=layout.point(30, HAND_TOP + 20))

    def _draw_result(self, surface: pygame.Surface) -> None:
        view, layout = self.view, self.layout
        box = self.rect(*RESULT_BOX)
        card(surface, view, box, self.px(12))
        x = box.left + self.px(18)
        width = box.width - self.px(36)
        y = box.top + self.px(12)
        evaluation = self.calc.evaluate()
        self.item_rects = []
        if evaluation.output is None:
            view.label(surface, lang.tr("分数", "Score"), self.px(20), GOLD, topleft=(x, y), bold=True)
            draw_wrapped(surface, view, lang.tr_bi(evaluation.error, "  "), self.px(16), MUTED, x, y + self.px(40),
                         width)
            return
        out = evaluation.output
        if out["win"]:
            headline = amount(out["total"], unit_bi(out["unit"]))
            colour = GOLD if out["meets_minimum"] else BAD
        else:
            headline = lang.tr("不成和", "not a win")
            colour = BAD
        view.label(surface, headline, self.px(34), colour, topleft=(x, y), bold=True)
        status = (lang.tr("够起和", "meets the minimum") if out["meets_minimum"]
                  else lang.tr("不够起和", "below the minimum") if out["win"] else "")
        if status:
            view.label(surface, status, self.px(16), GOOD if out["meets_minimum"] else BAD,
                       midleft=(x + self.px(220), y + self.px(22)), bold=True)
        y += self.px(50)
        if out.get("reason"):
            y = draw_wrapped(surface, view, out["reason"], self.px(14), BAD, x, y, width)
        items = out["items"]
        if not items:
            return
        view.label(surface, lang.tr("计分项（指着看是哪几张牌）", "Items (point at one to see its tiles)"),
                   self.px(13), MUTED, topleft=(x, y))
        y += self.px(22)
        row_h = self.px(26)
        columns = 1 if len(items) * row_h <= box.bottom - y - self.px(8) else 2
        col_w = width // columns
        per_col = -(-len(items) // columns)
        for i, item in enumerate(items):
            col, row = divmod(i, per_col)
            rx = x + col * col_w
            ry = y + row * row_h
            rect = pygame.Rect(rx - self.px(6), ry - self.px(2), col_w - self.px(6), row_h)
            self.item_rects.append(rect)
            if i == self.hover_item:
                surface.blit(view.overlay(rect.size, (236, 196, 84, 60), self.px(5)), rect)
            value = f"×{item['value']}" if item["op"] == "mul" else f"{item['value']}"
            if item["count"] > 1:
                value += f" ×{item['count']}"
            name = fit_text(view.text, lang.tr(item["name_zh"], item["name_en"]), self.px(15), CREAM,
                            col_w - self.px(90))
            surface.blit(name, (rx, ry + (row_h - name.get_height()) // 2 - self.px(2)))
            view.label(surface, value, self.px(15), GOLD, midright=(rx + col_w - self.px(16), ry + row_h // 2 - self.px(2)),
                       bold=True)
