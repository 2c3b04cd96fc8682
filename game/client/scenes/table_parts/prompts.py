"""What the human may answer now (`Prompt`: discards by tile id, the other actions as buttons)
and the words of the claim buttons (胡 杠 碰 吃 过, their order, tips and theme ids). Pure: the
actions are the session's own; the client only words and orders them."""
from __future__ import annotations

from game.client.presenting.caption_kit import Caption
from game.client.scenes.table_parts.setup_prompts import action_type, is_pick, is_setup
from game.client.variants import declarations
from rules import actions as act
from rules.actions import ActionBase

CLAIM_ORDER = {"win": 0, "kong": 1, "added_kong": 1, "concealed_kong": 1, "pung": 2, "chow": 3, "pass": 9}
CLAIM_LABELS = {"win": "胡", "kong": "杠", "added_kong": "加杠", "concealed_kong": "暗杠",
                "pung": "碰", "chow": "吃", "pass": "过"}
CLAIM_LABELS_EN = {"win": "Win", "kong": "Kong", "added_kong": "Add kong", "concealed_kong": "Concealed kong",
                   "pung": "Pung", "chow": "Chow", "pass": "Pass"}
# Each tip says more than its button (a tester hovered 过 and read 过).
CLAIM_TIPS = {"win": ("胡：这张牌让你和牌", "Win: this tile completes your hand"),
              "kong": ("杠：四张一样", "Kong: four of a kind"),
              "added_kong": ("加杠：把第四张加到你碰出的刻子上", "Add kong: the fourth tile onto your pung"),
              "concealed_kong": ("暗杠：自己手里的四张一样，扣着亮出", "Concealed kong: four of a kind from your own hand"),
              "pung": ("碰：三张一样", "Pung: three of a kind"),
              "chow": ("吃：用上家的牌凑顺子", "Chow: a run with the left player's tile"),
              "pass": ("过：不要这张牌，让它过去", "Pass: let this tile go")}
# The claim prompt's caption when it waits for the player (the player's settings: no time limit).
UNTIMED_CLAIM = Caption("你可以要这张牌：按按钮选择，或按「过」（空格）。不限时，想好再选。",
                        "You may claim this tile: choose a button, or Pass (Space). No time limit: take your time.")
# The caption while the menu of several chows is open (the claim's caption named Pass, not there).
CHOW_MENU_CAPTION = Caption("吃哪一种？点它的按钮或按数字键；「返回」（Esc）回上一步。",
                            "Which chow? Press its button or number; Back (Esc) returns.")
CLAIM_IDS = {"win": "#claim_win", "kong": "#claim_kong", "added_kong": "#claim_kong",
             "concealed_kong": "#claim_kong", "pung": "#claim_pung", "chow": "#claim_chow",
             "pass": "#claim_pass"}


class Prompt:
    """What the human may do now: discards by tile id, and the other actions as buttons."""

    def __init__(self, actions: list[ActionBase]) -> None:
        self.actions = list(actions)
        self.discards = {a.tile: a for a in actions if isinstance(a, act.Discard)}
        # A discard with a declaration (报听), by tile: its button shows for the selected tile.
        declaring = declarations()
        self.declares: dict[int, ActionBase] = {}
        for a in actions:
            tile = getattr(a, "tile", None)
            if type(a) in declaring and isinstance(tile, int):
                self.declares[tile] = a
        self.others = [a for a in actions if not isinstance(a, act.Discard) and type(a) not in declaring]
        # "setup": a variant's step before play (定缺, 换三张, 坐庄, 拉庄); "claim" also covers a
        # forced win (四川's last four tiles: 胡 is the only action).
        self.kind = "turn" if self.discards else "setup" if is_setup(actions) else "claim"
        self.pass_action = next((a for a in actions if isinstance(a, act.Pass)), None)
        self.exchange = any(is_pick(a) for a in actions)   # tiles to pick in the hand (换三张)


def action_label(action: ActionBase) -> str:
    """A button label for an action kind the client has no word for (a variant's own step):
    its `label` if it has one, else its type and the values it carries."""
    label = getattr(action, "label", None)
    if isinstance(label, str) and label:
        return label
    try:
        fields = {k: v for k, v in action.to_json().items() if k not in ("type", "seat")}
    except AttributeError:
        fields = {}
    return " ".join([action_type(action)] + [str(v) for v in fields.values()])
