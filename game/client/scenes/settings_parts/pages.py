"""The settings screen's pages: General, Table and Keys, each with its tab button.

A setting not named here (a newer one) goes on the Table page, so it is never lost.
"""
from __future__ import annotations

from game.teaching.i18n import Bi

PAGES: tuple[tuple[str, Bi], ...] = (
    ("general", Bi("通用", "General")),
    ("table", Bi("牌桌", "Table")),
    ("keys", Bi("按键", "Keys")),
)
GENERAL = ("language", "pace", "volume", "hints", "ui_scale", "fullscreen", "default_variant", "player_name")
TIPS: dict[str, Bi] = {   # a setting's tooltip: what it does, in a line
    "reduced_motion": Bi("牌不再滑动，直接放到位；每步之间仍会稍停，看得清谁做了什么",
                         "Tiles are placed at once instead of sliding; the table still pauses between moves"),
    "auto_win": Bi("能和牌时立即和（不用按「和」）", "Declare a legal win at once, without pressing Win"),
    "auto_pass": Bi("别人打牌时不吃不碰不杠，自动过；能和牌时一定问你",
                    "Pass every chow, pung and kong offer by itself; a win is always asked"),
    "learner_marks": Bi("万字牌上加阿拉伯数字，风牌和箭牌上加英文字母（E 东、R 中）；跟随语言：英文时开",
                        "An Arabic numeral on the Characters and a letter on winds and dragons (E on East, "
                        "R on the Red Dragon); Auto: on when the game shows English"),
    "tile_colours": Bi("色弱友好：数牌左下角有花色记号（万字、圆圈、两根条），不用红绿区分",
                       "Colour-blind: each suit tagged in a corner (C, D, B), no red-green pairs"),
    "ui_scale": Bi("窗口和文字的大小（1280×800 的百分比）；自动：按屏幕大小。全屏时填满屏幕",
                   "Window and text size (percent of 1280×800); Auto: from the screen. Fullscreen fills the screen"),
}

NOTES: dict[str, Bi] = {   # a short line beside a row's buttons (the Table page has room for it)
    "reduced_motion": Bi("牌直接到位，不滑动", "tiles placed at once, no sliding"),
    "auto_win": Bi("能和就立即和", "declare a legal win at once"),
    "auto_pass": Bi("吃碰杠都自动过，和牌仍会问你", "passes chows, pungs, kongs; asks for a win"),
    "learner_marks": Bi("5 五萬，E 东", "numerals, E S W N letters"),
    "tile_colours": Bi("花色角标，无红绿", "suit tags, no red/green"),
}


def page_of(setting: str) -> str:
    """The page a setting's row is on."""
    return "general" if setting in GENERAL else "table"
