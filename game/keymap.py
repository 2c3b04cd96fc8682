"""The table's claim keys as the player chose them (settings.json `keymap`), without pygame.

Five answers have a key of their own: 和 win (H), 杠 kong (K), 碰 pung (P), 吃 chow (C) and 过
pass (Space). A key is named as pygame names it ("h", "space"); only the letters a–z and Space
may be chosen, and not the letters the table already uses for something else (L the log,
O the rules card, R a declaration such as 报听). Two answers never share a key: `conflict`
names the answer that has it already, and `read_keymap` refuses a map where two do.
"""
from __future__ import annotations

import string
from typing import Any, Optional

from game.teaching.i18n import Bi

ACTIONS = ("win", "kong", "pung", "chow", "pass")
DEFAULT_KEYMAP: dict[str, str] = {"win": "h", "kong": "k", "pung": "p", "chow": "c", "pass": "space"}
ACTION_WORDS: dict[str, Bi] = {
    "win": Bi("胡", "Win"), "kong": Bi("杠", "Kong"), "pung": Bi("碰", "Pung"),
    "chow": Bi("吃", "Chow"), "pass": Bi("过", "Pass"),
}
RESERVED: dict[str, Bi] = {     # letters the table uses for something else
    "l": Bi("牌局记录", "the log"), "o": Bi("规则卡", "the rules card"), "r": Bi("报听等宣告", "declarations such as Ready"),
}
ALLOWED = frozenset(string.ascii_lowercase) | {"space"}


def key_label(name: str) -> str:
    """A key as a button shows it: "H", "Space"."""
    return "Space" if name == "space" else name.upper()


def full_keymap(chosen: dict[str, str]) -> dict[str, str]:
    """Every answer's key: the player's choices over the defaults."""
    return {**DEFAULT_KEYMAP, **{a: k for a, k in chosen.items() if a in DEFAULT_KEYMAP}}


def refusal(name: str) -> Optional[Bi]:
    """Why `name` cannot be a claim key (a digit, Esc, a reserved letter ...), or None when it can."""
    if name in RESERVED:
        return Bi(f"{key_label(name)} 已用于{RESERVED[name].zh}", f"{key_label(name)} is kept for {RESERVED[name].en}")
    if name not in ALLOWED:
        return Bi("只能用字母 A–Z 或空格键", "only the letters A–Z or Space can be used")
    return None


def conflict(keymap: dict[str, str], action: str, name: str) -> Optional[str]:
    """The other answer that already has key `name` in `keymap` (the full map), or None."""
    for other, key in full_keymap(keymap).items():
        if other != action and key == name:
            return other
    return None


def read_keymap(value: Any) -> tuple[dict[str, str], list[Bi]]:
    """The keymap kept from a settings value (only the answers that differ from the defaults)
    and the problems met (English and Chinese words); a map where two answers share a key is
    refused whole. Raises ValueError when `value` is not a table of keys at all."""
    if not isinstance(value, dict):
        raise ValueError(f"{value!r} is not a table of keys per answer")
    kept: dict[str, str] = {}
    problems: list[Bi] = []
    for action, name in value.items():
        if action not in DEFAULT_KEYMAP:
            problems.append(Bi(f"“按键”里没有 {action!r} 这个操作，已忽略", f"keymap: no answer {action!r}; ignored"))
            continue
        why = refusal(name) if isinstance(name, str) else Bi("不是按键名", "not a key name")
        if why is not None:
            problems.append(Bi(f"“按键”里{ACTION_WORDS[action].zh}的 {name!r} 不能用：{why.zh}",
                               f"keymap: {action} key {name!r} cannot be used: {why.en}"))
            continue
        if name != DEFAULT_KEYMAP[action]:
            kept[action] = name
    keys = list(full_keymap(kept).values())
    if len(set(keys)) != len(keys):
        problems.append(Bi("“按键”里两个操作用了同一个键：全部改用默认按键",
                           "keymap: two answers share a key; using the default keys"))
        return {}, problems
    return kept, problems


def with_key(keymap: dict[str, str], action: str, name: str) -> dict[str, str]:
    """`keymap` with `action` on key `name`, keeping only the keys that differ from the defaults
    (the caller checked `refusal` and `conflict` first)."""
    out = {a: k for a, k in full_keymap(keymap).items() if a != action}
    out[action] = name
    return {a: k for a, k in out.items() if k != DEFAULT_KEYMAP[a]}
