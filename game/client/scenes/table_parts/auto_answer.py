"""The player's comfort at the table: his claim keys and the answers that give themselves.

`Comfort` is what the table reads from the settings (game/settings.py: keymap, auto_win,
auto_pass). `auto_answer` picks, among the actions the session offered, the one to send by
itself: a win when auto-win is on (on a discard, on one's own draw, robbing a kong), a pass
when auto-pass is on and the prompt is a claim that offers no win. A win is never passed by
itself, and nothing else is ever chosen for the player (no pung, no chow, no discard).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from game.client.presenting.caption_kit import Caption
from game.keymap import key_label
from rules import actions as act
from rules.actions import ActionBase

from .prompts import UNTIMED_CLAIM, Prompt

AUTO_WIN_CAPTION = Caption("自动和牌（可在 Esc → 设置 → 牌桌 里关掉）",
                           "Auto-win: declaring the win (turn it off in Esc → Settings → Table)")
AUTO_PASS_CAPTION = Caption("自动过（可在 Esc → 设置 → 牌桌 里关掉）",
                            "Auto-pass: passing this claim (turn it off in Esc → Settings → Table)")


@dataclass(frozen=True)
class Comfort:
    """The settings the table's prompt follows: claim keys, auto-win, auto-pass."""

    keymap: dict[str, str] = field(default_factory=dict)
    auto_win: bool = False
    auto_pass: bool = False


def comfort_of(user: object) -> Comfort:
    """The Comfort of a UserSettings (defaults for anything missing: tests' bare apps)."""
    return Comfort(dict(getattr(user, "keymap", {}) or {}), bool(getattr(user, "auto_win", False)),
                   bool(getattr(user, "auto_pass", False)))


def auto_answer(prompt: Prompt, comfort: Comfort) -> Optional[tuple[ActionBase, Caption]]:
    """The offered action that answers `prompt` by itself under `comfort`, with the caption that
    says so; None when the player answers."""
    win = next((a for a in prompt.actions if isinstance(a, act.Win)), None)
    if win is not None:
        return (win, AUTO_WIN_CAPTION) if comfort.auto_win else None
    if comfort.auto_pass and prompt.kind == "claim" and prompt.pass_action is not None:
        return prompt.pass_action, AUTO_PASS_CAPTION
    return None


def still_wanted(action: ActionBase, comfort: Comfort) -> bool:
    """An action chosen by `auto_answer` is still to go under the settings now (the player may
    have turned the toggle off while it waited)."""
    return comfort.auto_win if isinstance(action, act.Win) else comfort.auto_pass


def untimed_claim(comfort: Comfort) -> Caption:
    """The caption of a claim that waits for the player, naming his pass key."""
    name = comfort.keymap.get("pass", "space")
    if name == "space":
        return UNTIMED_CLAIM
    key = key_label(name)
    return Caption(UNTIMED_CLAIM.zh.replace("（空格）", f"（{key}）"), UNTIMED_CLAIM.en.replace("(Space)", f"({key})"))
