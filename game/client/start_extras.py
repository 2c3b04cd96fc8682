"""The teaching corner of the start screen: the rules browser, the hand calculator, a narrated
demo, the language switch (top corners), and the "what changes" card of the chosen variant in
its description box (game/teaching/rules_book.what_changes).

The start screen calls `build(scene)` after laying out its widgets, `handle(scene, event)` first
for every event and `update(scene)` every frame; the card's HTML comes from `card_html`.
"""
from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.teaching.i18n import english  # noqa: F401  (the start screen words its notes with it)
from game.teaching.rules_book import what_changes

from . import lang
from .teach_draw import button

# (key, Chinese, English, design rect)
CORNER_BUTTONS = (("rules", "规则", "Rules", (24, 20, 160, 58)),
                  ("calculator", "算番器", "Calculator", (168, 20, 330, 58)),
                  ("demo", "看演示", "Watch a demo", (950, 20, 1120, 58)),
                  ("lang", "", "", (1128, 20, 1256, 58)))


def build(scene: Any) -> None:
    """Add the corner buttons to the start screen's container."""
    from .layout import TableLayout
    layout = TableLayout(*scene.app.size)
    scene.teach_buttons = {}
    scene.teach_lang = lang.version()
    for key, zh, en, box in CORNER_BUTTONS:
        if key == "lang":          # names the language it switches to, in that language
            zh = en = lang.switch_label()
        tips = {"rules": ("每种玩法的全部规则、番种和例子", "every variant's rules, scoring table and examples"),
                "calculator": ("自己摆一手牌，看它算多少番", "build a hand and see what it scores"),
                "demo": ("看四个电脑打一盘，每一步都有讲解", "watch four bots play a hand, every step explained"),
                "lang": ("切换语言：中文 → English → 中文+English", "switch language: 中文 → English → 中文+English")}
        b = button(layout.rect(*box), zh, en, scene.app, scene.container, tip=tips[key])
        scene.teach_buttons[b] = key


def handle(scene: Any, event: pygame.event.Event) -> bool:
    if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in getattr(scene, "teach_buttons", {}):
        return False
    key = scene.teach_buttons[event.ui_element]
    app = scene.app
    variant = scene.settings.variant
    if key == "rules":
        from .scenes.rules_browser import RulesBrowserScene
        app.push(RulesBrowserScene(app, variant))
    elif key == "calculator":
        from .scenes.calculator import CalculatorScene
        app.push(CalculatorScene(app, variant))
    elif key == "demo":
        start_demo(scene)
    elif key == "lang":
        lang.choose(lang.cycle(), app)
    return True


def start_demo(scene: Any) -> None:
    """Four bots play the chosen variant face up, the captions explaining each step; the
    settlement waits for the player, Esc opens the menu (back to the start screen)."""
    import copy

    from .scenes.table import TableScene
    settings = copy.copy(scene.settings)
    settings.human = None
    settings.show_hands = True
    settings.seed = None
    scene.app.replace(TableScene(scene.app, settings))


def update(scene: Any) -> None:
    """Follow the player's language setting; rebuild the screen when the language changed."""
    lang.follow(scene.app)
    if getattr(scene, "teach_lang", lang.version()) != lang.version():
        scene.resize(scene.app.size)


def card_lines(variant: Any) -> list[tuple[str, bool]]:
    """The description box's paragraphs as (text, bold): the variant's title and how it differs
    from 国标 (the start screen wraps them to the box)."""
    heading = ("国标要点", "Guobiao in short") if variant.name == "guobiao" else ("与国标的不同", "What changes from Guobiao")
    lines = [(lang.tr(variant.title_zh, variant.title_en, "  "), True), (lang.tr(*heading, " · "), True)]
    lines += [("• " + lang.tr_bi(item, " · "), False) for item in what_changes(variant.name)]
    return lines


def card_html(variant: Any) -> str:
    """The description box's text: the variant's title and how it differs from 国标."""
    return "<br>".join(f"<b>{_escape(text)}</b>" if bold else _escape(text) for text, bold in card_lines(variant))


def summary_tip(variant: Any) -> str:
    """A variant button's tooltip in the current language: its title and what is special."""
    from .scenes.start import variant_facts, variant_summary
    if lang.current() == "zh":
        facts = " · ".join(zh for zh, _ in variant_facts(variant) if zh != "起和")
        return f"{variant.title_zh}：{facts}"
    summary = variant_summary(variant)
    if lang.current() == "en":
        return summary.replace(variant.title_zh, "", 1).strip()
    return summary


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
