"""Keyboard play: which key presses which button, and Tab focus for screens of buttons.

Table buttons get a letter for what they do (C 吃, P 碰, K 杠, H 胡, Space 过) when that letter is
theirs alone in the row, else their number in the row (1..9); the number works for every button.
The key is shown on the button (e.g. "碰 P"), so a player learns it by looking.

`FocusRing` gives any screen of pygame_gui buttons Tab / Shift+Tab focus and Enter / Space to
press the focused one; the ring is drawn over the widgets so it is always seen.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence, TypeGuard, Union

import pygame
import pygame_gui

from game.client.ui.palette import FOCUS
from game.keymap import full_keymap, key_label

# What Tab may focus and Enter press: a button or a text field.
Focusable = Union[pygame_gui.elements.UIButton, pygame_gui.elements.UITextEntryLine]

# Action kind (or the table's own button kinds) -> (key, name shown on the button).
KIND_KEYS: dict[str, tuple[int, str]] = {
    "win": (pygame.K_h, "H"),
    "kong": (pygame.K_k, "K"),
    "added_kong": (pygame.K_k, "K"),
    "concealed_kong": (pygame.K_k, "K"),
    "pung": (pygame.K_p, "P"),
    "chow": (pygame.K_c, "C"),
    "chow-menu": (pygame.K_c, "C"),
    "pass": (pygame.K_SPACE, "Space"),
    "back": (pygame.K_ESCAPE, "Esc"),
}
# The answers whose key the player may change (game/keymap.py), and the button kinds each covers.
KEYMAP_KINDS: dict[str, tuple[str, ...]] = {
    "win": ("win",), "kong": ("kong", "added_kong", "concealed_kong"), "pung": ("pung",),
    "chow": ("chow", "chow-menu"), "pass": ("pass",),
}
DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7,
          pygame.K_8, pygame.K_9)
KEYPAD = (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5, pygame.K_KP6,
          pygame.K_KP7, pygame.K_KP8, pygame.K_KP9)


@dataclass(frozen=True)
class Hotkey:
    keys: tuple[int, ...]     # pygame key codes that press the button
    name: str                 # what the button shows ("P", "2", "Space"); "" for none


def key_code(name: str) -> int:
    """The pygame key code of a keymap key name ("h", "space")."""
    return pygame.K_SPACE if name == "space" else ord(name)


def kind_keys(keymap: Optional[dict[str, str]] = None) -> dict[str, tuple[int, str]]:
    """KIND_KEYS with the player's keys (settings `keymap`: answer -> key name) in place of the
    default letters; None or {}: the defaults."""
    if not keymap:
        return dict(KIND_KEYS)
    out = dict(KIND_KEYS)
    for action, name in full_keymap(keymap).items():
        for kind in KEYMAP_KINDS[action]:
            out[kind] = (key_code(name), key_label(name))
    return out


def claim_of_key(key: int, keymap: Optional[dict[str, str]] = None) -> Optional[str]:
    """The claim ("win", "kong", "pung", "chow") whose key `key` is under `keymap`, or None."""
    for action, name in full_keymap(keymap or {}).items():
        if action != "pass" and key_code(name) == key:
            return action
    return None


def button_hotkeys(kinds: Sequence[str], extra: Optional[dict[str, tuple[int, str]]] = None,
                   keymap: Optional[dict[str, str]] = None) -> list[Hotkey]:
    """One Hotkey per button of a row, given each button's kind (an action's TYPE, or the
    table's 'chow-menu' / 'back'; `extra`: a variant's own kinds with their letters, 报听 R;
    anything else gets only its number).

    A letter is given only when no other button of the row would share it (two 暗杠 buttons
    both get numbers), so a key never means two things. `keymap`: the player's keys (kind_keys)."""
    known = {**kind_keys(keymap), **(extra or {})}
    letters = [known.get(kind) for kind in kinds]
    out: list[Hotkey] = []
    for i, letter in enumerate(letters):
        digit = (DIGITS[i], KEYPAD[i]) if i < len(DIGITS) else ()
        shared = letter is not None and sum(1 for other in letters if other and other[0] == letter[0]) > 1
        if letter is not None and not shared:
            out.append(Hotkey((letter[0],) + digit, letter[1]))
        else:
            out.append(Hotkey(digit, str(i + 1) if digit else ""))
    return out


def hotkey_index(key: int, hotkeys: Sequence[Hotkey]) -> Optional[int]:
    """The button a key press means, or None."""
    for i, hotkey in enumerate(hotkeys):
        if key in hotkey.keys:
            return i
    return None


def with_key(label: str, hotkey: Hotkey) -> str:
    """The button label with its key: "碰" -> "碰 P"."""
    return f"{label} {hotkey.name}" if hotkey.name else label


def setup_key_help(count: int, exchange: bool) -> tuple[str, str]:
    """(Chinese, English) words added to a set-up step's caption: its buttons keep their texts,
    so the caption says which keys answer."""
    if exchange:
        return "（←/→ 选牌，空格 挑选，Enter 换出）", " (←/→ move, Space pick, Enter pass them)"
    if count <= 0:
        return "", ""
    keys = "1" if count == 1 else f"1–{min(count, 9)}"
    return f"（按 {keys}）", f" (keys {keys})"


def press_event(button: Focusable) -> pygame.event.Event:
    """The event pygame_gui posts when `button` is clicked, for pressing it from the keyboard."""
    return pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button,
                              ui_object_id=getattr(button, "most_specific_combined_id", ""),
                              mouse_button=1)


def focusable(element: object) -> TypeGuard[Focusable]:
    """`element` is a live, shown, enabled button or text field (what Tab may focus)."""
    return (isinstance(element, (pygame_gui.elements.UIButton, pygame_gui.elements.UITextEntryLine))
            and element.alive() and element.visible and element.is_enabled)


class FocusRing:
    """Tab focus over the buttons of one screen (a pygame_gui container), in creation order."""

    def __init__(self) -> None:
        self.owner: object = None       # the scene whose widgets the ring walks
        self.focused: Optional[Focusable] = None

    def reset(self, owner: object = None) -> None:
        """Walk `owner`'s widgets from now on, nothing focused yet."""
        self.owner = owner
        self.focused = None

    def elements(self) -> list[Focusable]:
        """The widgets Tab may focus, in creation order."""
        container = getattr(self.owner, "container", None)
        if container is None:
            return []
        return [e for e in list(container.elements) if focusable(e)]

    def current(self) -> Optional[Focusable]:
        """The focused widget if it is still there to press."""
        if self.focused is not None and not focusable(self.focused):
            self.focused = None
        return self.focused

    def move(self, step: int, ui: pygame_gui.UIManager) -> Optional[Focusable]:
        """Focus the next (`step` 1) or previous (-1) widget; a text field takes the keyboard."""
        elements = self.elements()
        if not elements:
            self.focused = None
            return None
        current = self.current()
        if current in elements:
            index = (elements.index(current) + step) % len(elements)
        else:
            index = 0 if step > 0 else len(elements) - 1
        self.focused = elements[index]
        # A text field takes the keyboard while focused; a button leaves it to the ring.
        if isinstance(self.focused, pygame_gui.elements.UITextEntryLine):
            ui.set_focus_set(self.focused)
        else:
            ui.set_focus_set(None)
        return self.focused

    def draw(self, surface: pygame.Surface) -> None:
        """The focus frame around the focused widget."""
        element = self.current()
        if element is None:
            return
        rect = element.rect.inflate(6, 6)
        pygame.draw.rect(surface, FOCUS, rect, 3, border_radius=8)
