"""The start screen: choose the variant (every one the registry offers), your name and the pace.

Variants are read from `rules.variants.registry.all_variants()`; what is special about each is
read from its record (tiles, claims, wildcards, flowers, minimum, notes), so a new variant shows
up here by registering, with no change to the client.
"""
from __future__ import annotations

import copy
from typing import Any, Optional

import pygame
import pygame_gui

from ..layout import TableLayout
from .base import Scene
from .table_view import CREAM, GOLD, TableView

PACE_LABELS = (("slow", "慢 Slow"), ("normal", "正常 Normal"), ("fast", "快 Fast"))
# Room options a player may switch on here (a variant that has the option shows the button).
ROOM_OPTIONS = (("exchange_three", "换三张 Exchange three"),)


def _first_line(doc: Optional[str]) -> str:
    if not doc:
        return ""
    return _plain(doc.strip().splitlines()[0].strip())


def _plain(line: str) -> str:
    """Drop rule-book references such as "(§5)" or "(§4, G4)": they mean nothing to a player."""
    while "(§" in line:
        a = line.index("(§")
        b = line.find(")", a)
        line = (line[:a] + line[b + 1:]).strip() if b > a else line[:a].strip()
    return line.replace(" .", ".").replace(" ;", ";").replace("  ", " ")


def variant_facts(variant: Any) -> list[tuple[str, str]]:
    """What is special about a variant, as (Chinese, English) pairs, from its record alone."""
    facts: list[tuple[str, str]] = []
    kinds = getattr(getattr(variant, "tiles", None), "kinds", ())
    if kinds:
        facts.append((f"{len(kinds)}张牌", f"{len(kinds)} tiles"))
    claims = getattr(variant, "claims", None)
    if claims is not None:
        facts.append(("可以吃（只吃上家）", "chow from the left") if claims.chow else ("不能吃", "no chow"))
        if not getattr(claims, "win_on_discard", True):
            facts.append(("只能自摸", "self-drawn wins only"))
        if getattr(claims, "multiple_winners", False):
            facts.append(("一炮多响", "several may win on one tile"))
    minimum = getattr(variant, "minimum", None) or _first_line(getattr(getattr(variant, "is_legal_win", None), "__doc__", ""))
    if minimum:
        facts.append(("起和", minimum))
    # No Variant field says "wildcards" yet: 天津's 混 options (hun_*) tell (a reveal hook alone
    # does not: 四川 uses one for its exchange dice).
    has_wild = bool(getattr(variant, "wildcards", None)) or any(
        opt.key.startswith("hun_") for opt in getattr(variant, "options", ()))
    facts.append(("有混儿（百搭）", "wildcards") if has_wild else ("没有混儿", "no wildcards"))
    is_flower = getattr(variant, "is_flower", None)
    flowers = sum(1 for k in kinds if is_flower(k)) if callable(is_flower) else 0
    facts.append((f"{flowers}张花牌，补花", f"{flowers} flower tiles") if flowers else ("没有花牌", "no flowers"))
    return facts


def variant_summary(variant: Any) -> str:
    """One line: the title and the special points in short (the minimum is in the details)."""
    title = f"{getattr(variant, 'title_zh', variant.name)} {getattr(variant, 'title_en', '')}".strip()
    short = {"chow from the left": "chow", "several may win on one tile": "multiple winners"}
    parts = []
    for zh, en in variant_facts(variant):
        if zh == "起和":
            continue
        en = short.get(en, en)
        if en.endswith(" flower tiles"):
            en = en.replace(" flower tiles", " flowers")
        elif en.endswith(" tiles"):
            en = en[: -len(" tiles")]
        parts.append(en)
    return title + ": " + " · ".join(parts)


def available_variants() -> tuple:
    from rules.variants.registry import all_variants
    return tuple(all_variants())


class StartScene(Scene):
    def __init__(self, app, settings) -> None:
        super().__init__(app)
        self.settings = copy.copy(settings)
        self.variants = available_variants()
        names = [v.name for v in self.variants]
        if self.settings.variant not in names and names:
            self.settings.variant = names[0]
        self.view = TableView(app.art)

    def px(self, v: float) -> int:
        return max(1, round(v * TableLayout(*self.app.size).scale))

    def startup(self) -> None:
        super().startup()
        self._build()

    def resize(self, size) -> None:
        super().resize(size)
        for element in list(self.container.elements):
            element.kill()
        self._build()

    def _build(self) -> None:
        ui, box = self.app.ui, self.container
        w, h = self.app.size
        left = w // 2 - self.px(480)
        top = self.px(150)
        self.variant_buttons: dict[Any, str] = {}
        y = top + self.px(34)
        for v in self.variants:
            rect = pygame.Rect(left, y, self.px(380), self.px(48))
            label = f"{getattr(v, 'title_zh', v.name)}  {getattr(v, 'title_en', '')}"
            button = pygame_gui.elements.UIButton(
                rect, label, ui, container=box, tool_tip_text=variant_summary(v),
                object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            self.variant_buttons[button] = v.name
            summary = variant_summary(v).split(": ", 1)[-1]
            pygame_gui.elements.UILabel(pygame.Rect(left, y + self.px(48), self.px(380), self.px(22)),
                                        summary, ui, container=box,
                                        object_id=pygame_gui.core.ObjectID(object_id="#small"))
            y += self.px(80)
        desc = pygame.Rect(left + self.px(400), top + self.px(34), self.px(560), self.px(300))
        self.description = pygame_gui.elements.UITextBox("", desc, ui, container=box)
        y = top + self.px(360)
        pygame_gui.elements.UILabel(pygame.Rect(left, y, self.px(200), self.px(30)), "你的名字 Your name",
                                    ui, container=box)
        self.name_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(left + self.px(210), y - self.px(4), self.px(260), self.px(38)), ui, container=box)
        self.name_entry.set_text(self.settings.name)
        self.name_entry.set_text_length_limit(12)
        y += self.px(56)
        pygame_gui.elements.UILabel(pygame.Rect(left, y, self.px(200), self.px(30)), "速度 Pace", ui, container=box)
        self.pace_buttons: dict[Any, str] = {}
        x = left + self.px(210)
        for pace, label in PACE_LABELS:
            button = pygame_gui.elements.UIButton(pygame.Rect(x, y - self.px(4), self.px(150), self.px(38)), label,
                                                  ui, container=box,
                                                  object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            self.pace_buttons[button] = pace
            x += self.px(160)
        y += self.px(56)
        self.option_label = pygame_gui.elements.UILabel(pygame.Rect(left, y, self.px(200), self.px(30)),
                                                        "房间选项 Room", ui, container=box)
        self.option_buttons: dict[Any, str] = {}
        x = left + self.px(210)
        for key, label in ROOM_OPTIONS:
            button = pygame_gui.elements.UIButton(pygame.Rect(x, y - self.px(4), self.px(240), self.px(38)), label,
                                                  ui, container=box,
                                                  object_id=pygame_gui.core.ObjectID(object_id="#choice"))
            self.option_buttons[button] = key
            x += self.px(250)
        rect = pygame.Rect(0, 0, self.px(280), self.px(60))
        rect.center = (w // 2, top + self.px(560))
        self.start_button = pygame_gui.elements.UIButton(
            rect, "开始 Start", ui, container=box, object_id=pygame_gui.core.ObjectID(object_id="#start"))
        self._refresh()

    def _refresh(self) -> None:
        for button, name in self.variant_buttons.items():
            button.select() if name == self.settings.variant else button.unselect()
        for button, pace in self.pace_buttons.items():
            button.select() if pace == self.settings.pace else button.unselect()
        variant = next((v for v in self.variants if v.name == self.settings.variant), None)
        keys = {o.key for o in getattr(variant, "options", ())} if variant is not None else set()
        self.settings.options = {k: v for k, v in (self.settings.options or {}).items() if k in keys}
        any_option = False
        for button, key in self.option_buttons.items():
            if key in keys:
                button.show()
                any_option = True
                button.select() if self.settings.options.get(key) else button.unselect()
            else:
                button.hide()
        self.option_label.show() if any_option else self.option_label.hide()
        if variant is None:
            self.description.set_text("")
            return
        lines = [f"<b>{getattr(variant, 'title_zh', variant.name)}  {getattr(variant, 'title_en', '')}</b>"]
        lines += [f"• {zh} · {en}" for zh, en in variant_facts(variant)]
        notes = getattr(variant, "notes", ())
        if notes:
            lines.append("")
            lines += ["· " + _plain(note) for note in notes[:3]]
        self.description.set_text("<br>".join(_escape(line) if not line.startswith("<b>") else line for line in lines))

    def chosen(self):
        """The settings the screen would start with now."""
        settings = copy.copy(self.settings)
        name = self.name_entry.get_text().strip()
        settings.name = name or "你"
        return settings

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                    and not self.name_entry.is_focused:
                self.start()
                return True
            return False
        if event.ui_element in self.variant_buttons:
            self.settings.variant = self.variant_buttons[event.ui_element]
            self._refresh()
            return True
        if event.ui_element in self.option_buttons:
            key = self.option_buttons[event.ui_element]
            options = dict(self.settings.options or {})
            options[key] = not options.get(key, False)
            self.settings.options = options
            self._refresh()
            return True
        if event.ui_element in self.pace_buttons:
            self.settings.pace = self.pace_buttons[event.ui_element]
            self._refresh()
            return True
        if event.ui_element is self.start_button:
            self.start()
            return True
        return False

    def start(self) -> None:
        from .table import TableScene
        self.app.replace(TableScene(self.app, self.chosen()))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        layout = TableLayout(w, h)
        surface.blit(self.view.felt((w, h), layout), (0, 0))
        self.view.label(surface, "麻将", self.px(64), GOLD, center=(w // 2, self.px(70)), bold=True)
        self.view.label(surface, "Mahjong · 选择玩法 choose a variant", self.px(18), CREAM,
                        center=(w // 2, self.px(122)))
        left = w // 2 - self.px(480)
        self.view.label(surface, "玩法 Variant", self.px(18), GOLD, topleft=(left, self.px(150)), bold=True)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
