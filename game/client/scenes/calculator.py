"""The hand calculator screen: build a hand by clicking tiles, set the win conditions, read the
score exactly as `main.py score` gives it (game/client/scenes/calculator_parts/calculator_model.py), and point at a score
item to see which tiles make it.

    palette (the variant's tiles, flowers too)     result: total, minimum, payment, items
                                                   win conditions the variant scores
    modes: 手牌 碰 明杠 暗杠 和牌张 (吃 / 翻混)                                        清空
    the hand built so far, flowers set aside after it (click a tile or a meld to take it back;
    the winning tile framed red)
    winds, 定缺 (四川), then the scoring options of the variant

The win conditions and options shown are the variant's own (`Variant.score_flags`,
`Variant.score_options`). Every control keeps its place when the variant changes: each win
condition, wind and void button has one slot laid out for all the variants together.

Esc goes back; Backspace takes back the last hand tile. Every label follows the language.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.scenes.calculator_parts.calculator_model import (
    FLAG_NAMES,
    MODE_NAMES,
    VALUE_FLAGS,
    WINDS,
    Calculator,
    item_highlight,
    starting_options,
)
from game.teaching.i18n import WIND_NAMES, Bi, english_bi, split_mixed, unit_bi
from game.teaching.rules_book import option_docs, option_value_word
from rules.tiles import Tile
from rules.variants.base import Variant
from rules.variants.registry import DEFAULT_VARIANT, all_variants, get_variant

from ..ui.painter import Painter
from ..ui.palette import BAD, CREAM, GOLD, GOOD, NOTE, RED
from ..ui.text import amount, draw_wrapped, fit_text, label_width
from ..ui.widgets import button, card, flow, tab_spans
from ..variants import presenter_for
from .base import Scene

if TYPE_CHECKING:   # the app holds the scenes; a scene needs only its type
    from .base import AppForScenes

PALETTE_TILE = (40, 54)
PALETTE_PITCH = (44, 58)
PALETTE_TOP = 118
HAND_TILE = (44, 60)
MELD_TILE = (38, 52)
FLOWER_TILE = (30, 41)
HAND_TOP = 560
CALC_TABS_LEFT, CALC_TABS_RIGHT = 520.0, 1082.0   # design x of the variant tabs: after the title, before Back
RESULT_BOX = (460, 118, 1250, 490)   # the result, then the win conditions at its foot
ROW_H, ROW_GAP = 32, 6               # a row of buttons (design px)
CONDITIONS_TOP = 636                 # winds, void, options
CHOICE_FONT = 18                 # the theme's "#choice" buttons (assets/theme.json)
COMMON_MODES = ("hand", "pung", "kong", "concealed_kong", "win")   # then the variant's own: 吃 or 翻混
SUIT_NAMES = {"m": Bi("缺万", "Void: Characters"), "p": Bi("缺筒", "Void: Dots"), "s": Bi("缺条", "Void: Bamboo")}
MELD_WORDS = {"chow": Bi("吃", "chow"), "pung": Bi("碰", "pung"), "kong": Bi("明杠", "kong"),
              "concealed_kong": Bi("暗杠", "concealed")}


def _order(name: str) -> int:
    return list(FLAG_NAMES).index(name) if name in FLAG_NAMES else len(FLAG_NAMES)


def variant_flags(variant: Variant) -> tuple[str, ...]:
    """The true/false win conditions `variant` scores (Variant.score_flags)."""
    return tuple(f for f in variant.score_flags if f not in VALUE_FLAGS)


def common_flags() -> tuple[str, ...]:
    """The win conditions two or more variants score, the most shared first: each has one slot
    that is the same in every variant."""
    counts: dict[str, int] = {}
    for v in all_variants():
        for f in variant_flags(v):
            counts[f] = counts.get(f, 0) + 1
    shared = [f for f, n in counts.items() if n > 1]
    return tuple(sorted(shared, key=lambda f: (-counts[f], _order(f), f)))


def palette_place(kind: Tile) -> tuple[int, int]:
    """(row, column) of a kind in the palette: 万 筒 条 by rank, honours 东…白, flowers 春…菊,
    then 百搭 and the animals."""
    if kind.is_suited:
        return "mps".index(kind.suit), kind.rank - 1
    index = kind.index
    if index < 34:
        return 3, index - 27
    if index < 42:
        return 4, index - 34
    return 5, index - 42


def flag_label(name: str, variant: Optional[Variant] = None) -> str:
    """A win condition's button: the table's own words where it lacks part of the shared name
    (天津: no robbing a kong, and no 地和 where no win is on a discard)."""
    if variant is not None and name == "kong_related" and not variant.claims.rob_kong:
        return lang.tr_bi(Bi("杠上开花", "Kong replacement"))
    if variant is not None and name == "first_turn" and not variant.claims.win_on_discard:
        return lang.tr_bi(Bi("第一轮（天和）", "First turn (heavenly)"))
    return lang.tr_bi(FLAG_NAMES.get(name, Bi(name, name)))


class CalculatorLayout(Scene):
    """Where everything of the calculator screen lies (palette, the hand built, win conditions,
    modes, the result), for the variant chosen; CalculatorScene builds, answers and draws it."""

    def __init__(self, app: AppForScenes, variant: str = DEFAULT_VARIANT.name,
                 options: Optional[Mapping[str, Any]] = None) -> None:
        super().__init__(app)
        # The rules in force: a match's options when given, else the player's remembered ones.
        self.calc = Calculator(variant, options=starting_options(app.user, variant, options))
        self.view = Painter(app.art)
        self.note: Optional[Bi] = None          # why the last click did nothing
        self.hover_item: Optional[int] = None
        self.item_rects: list[pygame.Rect] = []
        self.controls: dict[pygame_gui.elements.UIButton, tuple] = {}
        self.built_lang = -1

    # ------------------------------------------------------------------ geometry
    @property
    def layout(self) -> TableLayout:
        return TableLayout(*self.app.size)

    def px(self, v: float) -> int:
        return self.layout.px(v)

    def rect(self, x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        return self.layout.rect(x0, y0, x1, y1)

    def palette_rects(self) -> list[tuple[pygame.Rect, Tile]]:
        """The variant's tiles to click, each kind in its own place in every variant (a row per
        suit, the honours, the flowers 春…菊, 苏州's 百搭 and animals), so nothing moves when the
        variant changes; 苏州's 中发白 are flowers where the honours lie."""
        out = []
        for kind in self.calc.palette():
            row, col = palette_place(kind)
            x = 30 + col * PALETTE_PITCH[0]
            y = PALETTE_TOP + row * PALETTE_PITCH[1]
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
            x += w
        flowers = self.calc.flower_tiles
        if flowers:   # set aside after the hand, smaller, squeezed to the right edge if many
            x += 24
            fw, fh = FLOWER_TILE
            pitch = min(fw + 2.0, (1250 - x - fw) / max(1, len(flowers) - 1)) if len(flowers) > 1 else fw
            for i, _ in enumerate(flowers):
                left = x + i * pitch
                out.append((self.rect(left, HAND_TOP + h - fh, left + fw, HAND_TOP + h), "flower", i))
        return out

    def button_width(self, text: str) -> int:
        """A "#choice" button just wide enough for `text` at the theme's font as drawn now."""
        return max(self.px(40), label_width(text, self.app.font_px(CHOICE_FONT)) + self.px(26))

    def _flag_rects(self, variant: Variant) -> dict[str, pygame.Rect]:
        """Win-condition buttons of `variant` from y = 0: the shared ones in their common slots
        (a gap where the variant lacks one), then its own on the rows below."""
        box = self.rect(*RESULT_BOX)
        step, gap = self.px(ROW_H), self.px(ROW_GAP)
        shared = common_flags()
        # the shared slots are as wide as the shared names, whatever a variant calls them (places stay)
        rects = dict(zip(shared, flow([self.button_width(flag_label(f)) for f in shared],
                                      box.left, 0, box.right, step, gap)))
        own = [f for f in variant_flags(variant) if f not in shared]
        top = max((r.bottom for r in rects.values()), default=-gap) + gap
        rects.update(zip(own, flow([self.button_width(flag_label(f, variant)) for f in own], box.left, top,
                                   box.right, step, gap)))
        return {f: rects[f] for f in variant_flags(variant)}

    def flags_height(self) -> int:
        """The rows the win conditions take in the variant that needs the most (so the result box
        above them has one size for all variants)."""
        return max((r.bottom for v in all_variants() for r in self._flag_rects(v).values()), default=0)

    def flag_slots(self) -> dict[str, pygame.Rect]:
        """Where each win condition of this variant lies, at the foot of the result box; a shared
        condition is in the same place in every variant."""
        box = self.rect(*RESULT_BOX)
        shift = box.bottom + self.px(4) - self.flags_height()
        return {f: r.move(0, shift) for f, r in self._flag_rects(self.calc.rules).items()}

    def result_rect(self) -> pygame.Rect:
        """The result box, above the win conditions (the same for every variant)."""
        box = self.rect(*RESULT_BOX)
        box.height = box.bottom + self.px(4) - self.flags_height() - self.px(10) - box.top
        return box

    def wind_label(self, which: str, wind: str) -> str:
        name = lang.tr("门风", "Seat wind") if which == "seat" else lang.tr("圈风", "Round wind")
        return name + ": " + lang.tr_bi(WIND_NAMES[wind])

    def wind_rects(self) -> list[tuple[tuple, pygame.Rect]]:
        """The seat and round wind buttons: the right end of the first row under the hand, in
        every variant (wide enough for any wind)."""
        row = self.rect(30, CONDITIONS_TOP, 1250, CONDITIONS_TOP + ROW_H)
        out: list[tuple[tuple, pygame.Rect]] = []
        right = row.right
        for which in ("round", "seat"):
            width = max(self.button_width(self.wind_label(which, w)) for w in WINDS)
            out.insert(0, (("wind", which), pygame.Rect(right - width, row.top, width, row.height)))
            right -= width + self.px(ROW_GAP)
        return out

    def condition_rects(self) -> list[tuple[tuple, pygame.Rect]]:
        """(action, rect) of the winds, the void and the option buttons: the winds where they always
        are, this variant's void and options from the left (the first row up to the winds)."""
        calc = self.calc
        docs = {d.key: d for d in option_docs(calc.rules)}
        own = [("void", suit) for suit in "mps"] if calc.uses_void() else []
        own += [("option", key) for key in calc.option_keys()]
        widths = [self.button_width(lang.tr_bi(SUIT_NAMES[k]) if kind == "void" else self.option_label(k, docs))
                  for kind, k in own]
        winds = self.wind_rects()
        step, gap = self.px(ROW_H), self.px(ROW_GAP)
        row = self.rect(30, CONDITIONS_TOP, 1250, CONDITIONS_TOP + ROW_H)
        first_right = winds[0][1].left - gap
        rects: list[pygame.Rect] = []
        x, y = row.left, row.top
        for w in widths:
            right = first_right if y == row.top else row.right
            if x > row.left and x + w > right:
                x, y = row.left, y + step + gap
            rects.append(pygame.Rect(x, y, w, step))
            x += w + gap
        shown = list(zip(own, rects))
        return (winds if calc.uses_winds() else []) + shown

    def option_label(self, key: str, docs: dict) -> str:
        title = docs[key].title if key in docs else Bi(key, key)
        return lang.tr_bi(title) + ": " + lang.tr_bi(option_value_word(get_variant(self.calc.variant), key,
                                                                       self.calc.option_value(key)))

    def mode_rects(self) -> list[tuple[tuple, str, pygame.Rect]]:
        """(action, label, rect) of the mode buttons and Clear: the common modes first, then one
        slot for the variant's own (吃 or 翻混), Clear at the right end; the same for all variants."""
        calc = self.calc
        own = [m for m in calc.modes() if m not in COMMON_MODES]
        slot = max(self.button_width(lang.tr_bi(MODE_NAMES[m])) for m in MODE_NAMES if m not in COMMON_MODES)
        widths = [self.button_width(lang.tr_bi(MODE_NAMES[m])) for m in COMMON_MODES] + [slot]
        row = self.rect(30, 500, 1250, 534)
        rects = flow(widths, row.left, row.top, row.right, row.height, self.px(6))
        out: list[tuple[tuple, str, pygame.Rect]] = [(("mode", m), lang.tr_bi(MODE_NAMES[m]), r)
                                                     for m, r in zip(COMMON_MODES, rects)]
        left = rects[-1].left
        for m in own:        # the variant's own modes (吃, 翻混, 花牌 ...) in the slot and on from it
            label = lang.tr_bi(calc.mode_name(m))
            out.append((("mode", m), label, pygame.Rect(left, rects[-1].top, self.button_width(label), rects[-1].height)))
            left += self.button_width(label) + self.px(6)
        clear = lang.tr("清空", "Clear")
        r = pygame.Rect(0, row.top, self.button_width(clear), row.height)
        r.right = row.right
        out.append((("clear",), clear, r))
        return out


class CalculatorScene(CalculatorLayout):
    """The hand calculator: its widgets, clicks and keys, and its drawing (layout: CalculatorLayout)."""

    # ------------------------------------------------------------------ widgets
    def startup(self) -> None:
        super().startup()
        self._build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._build()

    def _build(self) -> None:
        self.clear_widgets()
        self.controls = {}
        self.built_lang = lang.version()
        app, box, calc = self.app, self.container, self.calc
        back = button(self.rect(1090, 18, 1250, 56), "返回", "Back (Esc)", app, box, object_id="#choice")
        self.controls[back] = ("back",)
        variants = all_variants()
        for variant, (left, right) in zip(variants, tab_spans(len(variants), CALC_TABS_LEFT, CALC_TABS_RIGHT)):
            # between the title and the Back button (five tabs from x=520 ran under it)
            b = button(self.rect(round(left), 18, round(right), 56), *presenter_for(variant.name).tab_name(variant),
                       app, box)
            if variant.name == calc.variant:
                b.select()
            self.controls[b] = ("variant", variant.name)
        for action, text, r in self.mode_rects():
            b = self._choice(r, text)
            if action == ("mode", calc.mode):
                b.select()
            self.controls[b] = action
        self._build_conditions()

    def _choice(self, rect: pygame.Rect, text: str, tip: Optional[str] = None) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(rect, text, self.app.ui, container=self.container, tool_tip_text=tip,
                                            object_id=pygame_gui.core.ObjectID(object_id="#choice"))

    def _build_conditions(self) -> None:
        calc = self.calc
        slots = self.flag_slots()
        for name in calc.flag_names():      # only what the variant scores, each in its own slot
            b = self._choice(slots[name], flag_label(name, get_variant(calc.variant)))
            if calc.flags.get(name):
                b.select()
            self.controls[b] = ("flag", name)
        docs = {d.key: d for d in option_docs(calc.rules)}
        for action, r in self.condition_rects():
            kind, key = action
            tip = lang.tr_bi(docs[key].doc, "\n") if kind == "option" and key in docs else None
            if kind == "wind":
                text = self.wind_label(key, calc.seat_wind if key == "seat" else calc.round_wind)
            elif kind == "void":
                text = lang.tr_bi(SUIT_NAMES[key])
            else:
                text = self.option_label(key, docs)
            b = self._choice(r, text, tip)
            if kind == "void" and calc.void_suit == key:
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
            self.calc = Calculator(action[1], options=starting_options(self.app.user, action[1]))
        elif kind == "mode":
            calc.set_mode(action[1])
        elif kind == "clear":
            calc.clear()
        elif kind == "flag":
            calc.toggle_flag(action[1])
        elif kind == "wind":
            now = calc.seat_wind if action[1] == "seat" else calc.round_wind
            calc.set_wind(action[1], WINDS[(WINDS.index(now) + 1) % len(WINDS)])
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
                elif place == "flower":
                    self.calc.remove_flower(index)
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
        view.label(surface, lang.tr("点牌组成一手牌；按牌桌上同一套规则算分",
                                    "click tiles to build a hand; it is scored by the same rules as the table"),
                   self.px(13), NOTE, topleft=layout.point(30, 58))
        mode = lang.tr_bi(calc.mode_name(calc.mode))
        view.label(surface, lang.tr("点一张牌加入：", "click a tile to add: ") + mode, self.px(15), CREAM,
                   topleft=layout.point(30, 92), bold=True)
        self._draw_palette(surface)
        self._draw_built(surface)
        self._draw_result(surface)
        if self.note is not None:   # why the last click did nothing: beside "The hand"
            view.label(surface, lang.tr_bi(self.note), self.px(15), BAD, midright=layout.point(1250, 548), bold=True)

    def _draw_palette(self, surface: pygame.Surface) -> None:
        view, calc = self.view, self.calc
        flip = calc.presenter.calc_flip
        view.marks = {t.index: flip.badge for t in calc.wildcard_tiles()} if flip is not None else {}
        flowers = [rect for rect, kind in self.palette_rects() if calc.is_flower(kind)]
        if flowers:   # a clicked flower is set aside in the hand: the count beside their row
            last = max(flowers, key=lambda r: (r.top, r.right))
            view.label(surface, lang.tr(f"花 ×{calc.flowers}", f"flowers ×{calc.flowers}"), self.px(14), GOLD,
                       midleft=(last.right + self.px(8), last.centery), bold=True)
        for rect, kind in self.palette_rects():
            view.tile(surface, rect, kind, 0)
            if calc.is_flower(kind):
                continue
            if calc.held(kind) >= 4:
                surface.blit(view.overlay(rect.size, (0, 0, 0, 150), self.px(4)), rect)
            if calc.indicator_tile is kind:
                pygame.draw.rect(surface, GOLD, rect.inflate(self.px(4), self.px(4)), max(2, self.px(2)),
                                 border_radius=self.px(5))

    def _draw_built(self, surface: pygame.Surface) -> None:
        view, calc, layout = self.view, self.calc, self.layout
        view.label(surface, lang.tr("这手牌", "The hand"), self.px(15), GOLD, topleft=layout.point(30, 538), bold=True)
        flip = calc.presenter.calc_flip
        if flip is not None and flip.note is not None and calc.indicator_tile is not None:
            view.label(surface, lang.tr_bi(flip.note(calc.indicator_tile)), self.px(14), GOLD,
                       topleft=layout.point(200, 540))
        highlight: set[int] = set()
        evaluation = calc.evaluate()
        if self.hover_item is not None and evaluation.result is not None \
                and self.hover_item < len(evaluation.result.items):
            highlight = item_highlight(calc.shown_tiles(), evaluation.result.items[self.hover_item].tiles)
        shown = calc.shown_tiles()
        placed = self.built_rects()
        for i, ((rect, place, _index), (_, _, kind)) in enumerate(zip(placed, shown)):
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
                view.label(surface, lang.tr_bi(MELD_WORDS[meld.kind.value]), self.px(12), NOTE,
                           center=(rects[0].union(rects[-1]).centerx, rects[0].bottom + self.px(10)))
        if not shown:
            view.label(surface, lang.tr("（空）点上面的牌", "(empty) click the tiles above"), self.px(14), NOTE,
                       topleft=layout.point(30, HAND_TOP + 20))

    def _draw_result(self, surface: pygame.Surface) -> None:
        view = self.view
        box = self.result_rect()
        card(surface, view, box, self.px(12))
        x = box.left + self.px(18)
        width = box.width - self.px(36)
        y = box.top + self.px(12)
        evaluation = self.calc.evaluate()
        self.item_rects = []
        if evaluation.output is None:
            assert evaluation.error is not None     # evaluate(): no score always says why
            view.label(surface, lang.tr("分数", "Score"), self.px(20), GOLD, topleft=(x, y), bold=True)
            draw_wrapped(surface, view, lang.tr_bi(english_bi(evaluation.error), "  "), self.px(16), NOTE, x, y + self.px(40),
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
        payment = self.calc.payment()
        if payment is not None:   # the variant's own settlement of this win
            view.label(surface, lang.tr("付钱：", "Paid: ") + lang.tr_bi(payment.line()), self.px(16), CREAM,
                       topleft=(x, y), bold=True)
            y += self.px(26)
        if out.get("reason"):
            y = draw_wrapped(surface, view, lang.tr_bi(split_mixed(out["reason"], "这手牌不成和牌型")), self.px(14),
                             BAD, x, y, width)
        items = out["items"]
        if not items:
            return
        view.label(surface, lang.tr("计分项（指着看是哪几张牌）", "Items (point at one to see its tiles)"),
                   self.px(13), NOTE, topleft=(x, y))
        y += self.px(22)
        row_h = self.px(26)
        rows_fit = max(1, (box.bottom - y - self.px(8)) // row_h)
        columns = min(3, -(-len(items) // rows_fit))
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
            name = fit_text(view.text, lang.gloss(item["name_zh"], item["name_en"]), self.px(15), CREAM,
                            col_w - self.px(90))
            surface.blit(name, (rx, ry + (row_h - name.get_height()) // 2 - self.px(2)))
            view.label(surface, value, self.px(15), GOLD, midright=(rx + col_w - self.px(16), ry + row_h // 2 - self.px(2)),
                       bold=True)
