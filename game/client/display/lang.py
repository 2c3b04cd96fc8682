"""The display language of the client: Chinese, English, or both side by side.

    tr("胡", "Win")            -> "胡" / "Win" / "胡 Win"
    tr_bi(Bi("打发", "discard Green Dragon"))
    lines("你摸了一张", "You drew")  -> the caption lines to draw, the main one first

One process-wide choice (the window shows one language at a time), set from the player's
settings (`game.settings.UserSettings.language`) or switched on the start screen and in game.
"both" keeps the bilingual display the client had before the setting existed; it is the
default until a language is chosen, so screens built without settings look as they did.

Scenes that build widgets with text ask `version()` each frame and rebuild when it changed.

One language at a time: in "en" nothing Chinese is drawn but tile faces, the language names on
the language switch ("中文", "中/EN"), and glosses made by `gloss` (a fan's English name with its Chinese
in brackets, "Full Flush (清一色)", on the few screens that list fans for learners); in "zh" no
English word of two letters or more but key names (Esc, Enter, F1 ...). `stray_text` finds what
breaks that rule; the client tests run it on every drawn string.
"""
from __future__ import annotations

import re
from functools import cache
from typing import Iterable, Optional, Protocol, TypedDict

LANGUAGES = ("zh", "en", "both")
NAMES = {"zh": "中文", "en": "English", "both": "中文+English"}
SHORT = {"zh": "中", "en": "EN", "both": "中/EN"}


class Bilingual(Protocol):
    """A text in both languages (a teaching `Bi`, a refusal)."""

    @property
    def zh(self) -> str:
        """The Chinese text."""

    @property
    def en(self) -> str:
        """The English text."""


class _LanguageState(TypedDict):
    lang: str                   # the language texts are shown in
    version: int                # bumped at every change of `lang`
    user_seen: Optional[str]    # the language the player last chose (None: not yet)


_state: _LanguageState = {"lang": "both", "version": 0, "user_seen": None}


def current() -> str:
    """The language texts are shown in: "zh", "en" or "both"."""
    return _state["lang"]


def version() -> int:
    """Bumped at every change: a scene compares it with the one it built its widgets for."""
    return _state["version"]


def set_language(code: str) -> str:
    """Show texts in `code` ("zh", "en" or "both"); returns it."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; use one of {LANGUAGES}")
    if code != _state["lang"]:
        _state["lang"] = code
        _state["version"] += 1
    return code


def next_language() -> str:
    """The language a one-button switch goes to: 中 <-> EN (from both: 中). Both languages at
    once is a choice of the settings only, never a state of the switch (issue 29)."""
    return "en" if current() == "zh" else "zh"


def cycle() -> str:
    """Switch to the other language (中 <-> EN; from both: 中)."""
    return set_language(next_language())


def switch_label() -> str:
    """The language switch's text: the name of the language it switches to, in that language
    (a player who cannot read the current one still finds their own)."""
    return NAMES[next_language()]


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


def tr_bi(text: Bilingual, sep: str = " ") -> str:
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


# The bots' names (game/client/scenes/table.py BOT_NAMES) and the default name of the human, as
# an English reader sees them.
PERSON_EN = {"阿明": "Ming", "小红": "Hong", "老王": "Wang", "阿芳": "Fang", "你": "You"}


def person_en(name: str) -> str:
    """A player's name in English text: the bots' names and the default "你" in English, a name
    the player typed as typed."""
    return PERSON_EN.get(name, name)


def typed_name(text: str) -> str:
    """The player's name as typed, kept in the language-free form: the default shown as "You" in
    English is the default 你 (so a switch to Chinese shows 你, not the English word)."""
    text = text.strip()
    return "你" if not text or text == PERSON_EN["你"] else text


def person(name: str) -> str:
    """A player's name as shown in the current language (see person_en)."""
    return person_en(name) if current() == "en" else name


_GLOSSES: set[str] = set()


def gloss(zh: str, en: str) -> str:
    """A name given with its Chinese for learners: "Full Flush (清一色)" in English, "清一色" in
    Chinese, "清一色 Full Flush" in both. Only fan names on the fan lists (settlement, calculator,
    rules browser) are glossed; `stray_text` accepts exactly the strings made here."""
    lang = current()
    if lang == "zh" or not en or en == zh:
        return zh
    if lang == "both":
        return f"{zh} {en}"
    if not zh:
        return en
    zh = re.sub(r"\s*[(（][^)）]*[)）]", "", zh) or zh     # "硬花（七对翻倍）": no brackets in brackets
    text = f"{en} ({zh})"
    _GLOSSES.add(text)
    return text


# The checks' patterns, compiled when first used (the Unicode ranges cost a launch ~1 ms).
_PATTERNS = {"cjk": r"[\u2e80-\u2fff\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]+",
             "latin_word": r"[A-Za-z]{2,}"}


@cache
def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(_PATTERNS[name])


# Words that stay as they are in Chinese text: the keys' names as printed on the keyboard.
KEY_NAMES = frozenset({"Esc", "Enter", "Tab", "Space", "Ctrl", "Shift", "Alt", "Backspace", "Home", "End",
                       "PgUp", "PgDn", "Del"})


def stray_text(text: str, code: str, allowed: Iterable[str] = ()) -> list[str]:
    """The parts of `text` in the other script for display language `code` (empty: the text
    keeps to one language). "en": every run of Chinese characters or full-width punctuation,
    except inside a `gloss` and the language names (NAMES, SHORT); "zh": every Latin word of two letters or
    more except key names (Esc, F1 ...; single letters, tile notation such as 123m and numbers
    pass). `allowed`: whole names to accept as written (names the player typed). "both": [].
    """
    if code == "both" or not text or text.strip() in {*NAMES.values(), *SHORT.values()}:
        return []
    # Language names inside a text (the switch's tooltip); the one-letter 中 only stands alone.
    keep = sorted({*allowed, *NAMES.values(), SHORT["both"]}, key=len, reverse=True)
    if code == "en":
        keep = sorted({*keep, *(g for g in _GLOSSES if g in text)}, key=len, reverse=True)
    for word in keep:
        if word:
            text = text.replace(word, " ")
    if code == "en":
        return _pattern("cjk").findall(text)
    if code == "zh":
        return [w for w in _pattern("latin_word").findall(text) if w not in KEY_NAMES]
    raise ValueError(f"unknown language {code!r}; use one of {LANGUAGES}")


def nested_brackets(text: str) -> bool:
    """A bracket inside a bracket ("Flowers (花 (flowers))"): English that reads badly."""
    depth = 0
    for ch in text:
        if ch in "(（":
            depth += 1
            if depth > 1:
                return True
        elif ch in ")）":
            depth = max(0, depth - 1)
    return False


def follow(app: object) -> None:
    """In a player's window (one with storage), show the language of the player's settings
    whenever that setting changes (the settings screen writes `app.user.language`). Tests and
    the demo have no storage and keep what they chose."""
    if getattr(app, "storage", None) is None:
        return
    code = getattr(getattr(app, "user", None), "language", None)
    if code in LANGUAGES and code != _state["user_seen"]:
        _state["user_seen"] = code
        set_language(code)


def adopt(app: object) -> None:
    """A player's window opens: show the language of its settings from the start, whatever was
    shown before (then `follow` keeps to it)."""
    code = getattr(getattr(app, "user", None), "language", None)
    if code in LANGUAGES:
        _state["user_seen"] = code
        set_language(code)


def choose(code: str, app: object = None) -> str:
    """The player picked a language (a button): show it, and keep it in the player's settings
    ("both" too) when the window keeps settings."""
    set_language(code)
    user = getattr(app, "user", None)
    if user is not None and getattr(app, "storage", None) is not None:
        user.language = code
        _state["user_seen"] = code
        save = getattr(app, "save_user_settings", None)
        if callable(save):
            save()
    return code
