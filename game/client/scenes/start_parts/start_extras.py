"""The teaching corner of the start screen: the rules browser, the hand calculator, the match
history and the player's statistics (issue 28), a narrated demo, the language switch (中 ↔ EN)
and Quit (top corners).

The start screen calls `build(scene)` after laying out its widgets, `handle(scene, event)` first
for every event and `update(scene)` every frame.
"""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.ui.widgets import button

if TYPE_CHECKING:   # the start screen calls these with itself (typed by what its parts share)
    from game.client.scenes.start_parts.start_paint import StartScreenBase

# (key, Chinese, English, design rect)
CORNER_BUTTONS = (("rules", "规则", "Rules", (24, 20, 160, 58)),
                  ("calculator", "算番器", "Calculator", (168, 20, 330, 58)),
                  ("history", "对局记录", "History", (24, 66, 160, 104)),
                  ("stats", "我的统计", "Statistics", (168, 66, 330, 104)),
                  ("demo", "看演示", "Watch a demo", (950, 20, 1120, 58)),
                  ("lang", "", "", (1128, 20, 1256, 58)),
                  ("quit", "退出", "Quit", (1128, 66, 1256, 104)))
SHORT = ("history", "stats", "demo")    # labelled in one language even when both are shown (the tip says both)
TIPS = {"rules": ("每种玩法的全部规则、番种和例子", "every variant's rules, scoring table and examples"),
        "calculator": ("自己摆一手牌，看它怎么算分", "build a hand and see what it scores"),
        "history": ("打过的对局、存档和问题报告：复盘、回放、导出", "your matches, saves and bug reports: review, replay, export"),
        "stats": ("你的胜率、点炮、番种和复盘找到的失误", "your wins, deal-ins, fans and the mistakes the review found"),
        "demo": ("看四个电脑打一盘，每一步都有讲解", "watch four bots play a hand, every step explained"),
        "quit": ("关闭游戏（你的设置都已保存）", "close the game (your settings are kept)"),
        "lang": ("切换语言：中文 ↔ English（两种一起显示：设置里选）",
                 "switch language: 中文 ↔ English (both at once: in the Settings)")}


def build(scene: "StartScreenBase") -> None:
    """Add the corner buttons to the start screen's container."""
    layout = TableLayout(*scene.app.size)
    scene.teach_buttons = {}
    scene.teach_lang = lang.version()
    for key, zh, en, box in CORNER_BUTTONS:
        if key == "lang":          # names the language it switches to, in that language
            zh = en = lang.switch_label()
        elif key in SHORT:         # both languages: the Chinese alone fits (the tip says both)
            zh = en = lang.short(zh, en)
        rect = layout.rect(*box)
        scene.shapes.buttons(rect.size, "#choice")     # its frames drawn from a small one (launch time)
        b = button(rect, zh, en, scene.app, scene.container, tip=TIPS[key])
        scene.teach_buttons[b] = key


def handle(scene: "StartScreenBase", event: pygame.event.Event) -> bool:
    """A corner button pressed: open its screen (True when the event was one of them)."""
    if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in getattr(scene, "teach_buttons", {}):
        return False
    key = scene.teach_buttons[event.ui_element]
    app = scene.app
    variant = scene.settings.variant
    if key == "rules":
        app.push("rules", variant)
    elif key == "calculator":
        app.push("calculator", variant)
    elif key == "history":     # the match history: review, replay, export (scenes/history_scene.py)
        app.push("history")
    elif key == "stats":       # the player's statistics (scenes/stats_scene.py)
        app.push("stats")
    elif key == "demo":
        start_demo(scene)
    elif key == "lang":
        lang.choose(lang.cycle(), app)
    elif key == "quit":
        app.quit()
    return True


def start_demo(scene: "StartScreenBase") -> None:
    """Bots play the chosen variant face up, the captions explaining each step; the settlement
    waits for the player, Esc opens the menu (back to the start screen)."""
    settings = copy.copy(scene.settings)
    settings.human = None
    settings.show_hands = True
    settings.seed = None
    scene.app.replace("table", settings)


def update(scene: "StartScreenBase") -> None:
    """Follow the player's language setting; rebuild the screen when the language changed."""
    lang.follow(scene.app)
    if getattr(scene, "teach_lang", lang.version()) != lang.version():
        scene.resize(scene.app.size)
