"""The display language of the client: Chinese, English, or both side by side.

    tr("胡", "Win")            -> "胡" / "Win" / "胡 Win"
    tr_bi(Bi("打发", "discard Green Dragon"))
    lines("你摸了一张", "You drew")  -> the caption lines to draw, the main one first

One process-wide choice (the window shows one language at a time), set from the player's
settings (`game.settings.UserSettings.language`) or switched on the start screen and in game.
"both" keeps the bilingual display the client had before the setting existed; it is the
default until a language is chosen, so screens built without settings look as they did.

Scenes that build widgets with text ask `version()` each frame and rebuild when it changed.
"""
from __future__ import annotations

from typing import Any

LANGUAGES = ("zh", "en", "both")
NAMES = {"zh": "中文", "en": "English", "both": "中文+English"}
SHORT = {"zh": "中", "en": "EN", "both": "中/EN"}

_state: dict = {"lang": "both", "version": 0, "user_seen": None}


def current() -> str:
    return _state["lang"]


def version() -> int:
    """Bumped at every change: a scene compares it with the one it built its widgets for."""
    return _state["version"]


def set_language(code: str) -> str:
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; use one of {LANGUAGES}")
    if code != _state["lang"]:
        _state["lang"] = code
        _state["version"] += 1
    return code


def cycle() -> str:
    """The next language (中 -> EN -> both -> 中), for a one-button switch."""
    return set_language(LANGUAGES[(LANGUAGES.index(current()) + 1) % len(LANGUAGES)])


def tr(zh: str, en: str, sep: str = " ") -> str:
    """The text of a label in the current language; both joined by `sep` (once if equal)."""
    lang = current()
    if lang == "zh":
        return zh
    if lang == "en":
        return en
    if not en or en == zh:
        return zh
    if not zh:
        return en
    return f"{zh}{sep}{en}"


def short(zh: str, en: str) -> str:
    """A compact label (胡 碰 杠 on buttons): English in English, else the Chinese alone (the
    bilingual display keeps such labels short; their tooltips say both)."""
    return en if current() == "en" and en else zh


def tr_bi(text: Any, sep: str = " ") -> str:
    """`tr` for a teaching `Bi` (or anything with .zh and .en)."""
    return tr(text.zh, text.en, sep)


def lines(zh: str, en: str) -> list[str]:
    """The lines of a two-line text (a caption): one in a single language, both (Chinese first)
    when the player reads both."""
    lang = current()
    if lang == "zh":
        return [zh]
    if lang == "en":
        return [en or zh]
    return [zh, en] if en else [zh]


def follow(app: Any) -> None:
    """In a player's window (one with storage), show the language of the player's settings
    whenever that setting changes (the settings screen writes `app.user.language`). Tests and
    the demo have no storage and keep what they chose."""
    if getattr(app, "storage", None) is None:
        return
    code = getattr(getattr(app, "user", None), "language", None)
    if code in LANGUAGES and code != _state["user_seen"]:
        _state["user_seen"] = code
        set_language(code)


def choose(code: str, app: Any = None) -> str:
    """The player picked a language (a button): show it, and keep it in the settings when they
    can hold it (they keep "zh" / "en"; "both" is for this run)."""
    set_language(code)
    user = getattr(app, "user", None)
    if code in ("zh", "en") and user is not None and getattr(app, "storage", None) is not None:
        user.language = code
        _state["user_seen"] = code
        save = getattr(app, "save_user_settings", None)
        if callable(save):
            save()
    return code
