"""The player's name as the start screen's field (and the settings screen's) may keep it.

The bundled font is a subset of Noto Sans SC (game/client/display/fonts.py): a name with a
character it lacks would show a box on the plate, the win titles, the sheet and the standings.
So a name is checked against the font's glyphs (`undrawable`) before it is used or saved
(`check_name`):

* an accented Latin letter the font lacks is written as its base letter (Unicode NFKD, the
  accent dropped: ë as e, ñ as n), and the player is told the name as it will be shown;
* any other character the font lacks refuses the name: the notice names each by its place in
  the name and its code point (the notice is drawn in the same font, where the character
  itself would be a box), and nothing starts or is saved.

Control and invisible characters (a pasted tab, a zero-width space) are dropped unseen. A name
read from the settings file that the font cannot draw falls back to the default with a settings
notice (`drop_undrawable_saved_name`): game/settings.py reads the file without the font.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Optional

import pygame.freetype
import pygame_gui

from game.client.display import lang
from game.client.display.fonts import font_path
from game.settings import DEFAULT_NAME, NAME_LIMIT, Problems, default_problem, settings_notice

if TYPE_CHECKING:
    from ..base import AppForScenes

Words = tuple[str, str]      # (Chinese, English), as app.notify takes them
NOTICE_SECONDS = 10.0


@dataclass(frozen=True)
class NameCheck:
    """What a typed name comes to: `name` in the language-free form (the default is 你), with
    accented letters replaced; `refusal` when it cannot be used at all (`name` is then the
    typed text, unchanged); `note` when letters were replaced."""

    name: str
    refusal: Optional[Words] = None
    note: Optional[Words] = None

    @property
    def usable(self) -> bool:
        return self.refusal is None


def visible_text(text: str) -> str:
    """`text` without control and invisible characters (Unicode categories C*)."""
    return "".join(ch for ch in text if not unicodedata.category(ch).startswith("C"))


@lru_cache(maxsize=2)
def _face(bold: bool) -> pygame.freetype.Font:
    """The game's font (regular or bold) as FreeType reads it: only its glyph table is asked."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(str(font_path(bold)), 16)


def undrawable(name: str) -> list[str]:
    """The characters of `name` the font cannot draw, regular or bold (names are drawn in both),
    each once, in order; control characters are never drawn, so never counted.

    The same answer as fonts.missing_glyphs (tests/client/test_player_name.py compares them), but
    read with pygame's FreeType, whose metrics are None for a character without a glyph:
    missing_glyphs needs fontTools, which playing does not install (requirements.txt, build.spec)."""
    missing: list[str] = []
    for bold in (False, True):
        for ch, metrics in zip(name, _face(bold).get_metrics(name)):
            if metrics is None and unicodedata.category(ch) != "Cc" and ch not in missing:
                missing.append(ch)
    return missing


def base_letter(ch: str) -> Optional[str]:
    """The letter under an accented one (ë -> e, Ç -> C): NFKD with the combining marks left
    out, when that is one character the font draws; else None."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
    if len(plain) != 1 or plain == ch or undrawable(plain):
        return None
    return plain


def where_zh(name: str, chars: list[str]) -> str:
    """The characters `chars` of `name` by place and code point: 第2、3个字（U+6893）."""
    return "、".join("第" + "、".join(str(i + 1) for i, c in enumerate(name) if c == ch) + f"个字（U+{ord(ch):04X}）"
                    for ch in chars)


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def where_en(name: str, chars: list[str]) -> str:
    """The characters `chars` of `name` by place and code point: the 2nd and 3rd (U+6893)."""
    parts = []
    for ch in chars:
        places = [ordinal(i + 1) for i, c in enumerate(name) if c == ch]
        said = places[0] if len(places) == 1 else ", ".join(places[:-1]) + " and " + places[-1]
        parts.append(f"the {said} (U+{ord(ch):04X})")
    return ", ".join(parts)


def check_name(text: str) -> NameCheck:
    """The name typed in a name field (the default shown as "You" is 你), checked for the font."""
    name = lang.typed_name(visible_text(text))[:NAME_LIMIT]
    missing = undrawable(name)
    if not missing:
        return NameCheck(name)
    replaced = {ch: base_letter(ch) for ch in missing}
    left = [ch for ch, plain in replaced.items() if plain is None]
    if left:
        return NameCheck(name, refusal=(
            f"名字里这些字无法显示：{where_zh(name, left)}。请换一个名字",
            f"These characters of your name cannot be shown: {where_en(name, left)}. Please use other letters"))
    shown = "".join(replaced.get(ch) or ch for ch in name)
    return NameCheck(shown, note=(
        f"你的名字显示为“{shown}”：字体里没有带符号的字母，已去掉符号",
        f'Your name is shown as "{shown}": the game\'s font has no accented letters, so the accents are left off'))


def saved_name_problem(name: str) -> Optional[Problems]:
    """The settings notice's problems when the saved name has characters the font cannot draw
    (None when it has none)."""
    if name == DEFAULT_NAME:      # a new player's launch reads no font table
        return None
    missing = undrawable(name)
    if not missing:
        return None
    problems = Problems()
    problems.append(default_problem("player_name", name, "characters the game's font cannot show: "
                                    + where_en(name, missing), f"里的{where_zh(name, missing)}无法显示"))
    return problems


def drop_undrawable_saved_name(app: AppForScenes) -> bool:
    """The saved name set back to the default, with a settings notice, when the font cannot draw
    it (True then): a name typed here never has such characters, so the file was edited."""
    problems = saved_name_problem(app.user.player_name)
    if problems is None:
        return False
    app.user.player_name = DEFAULT_NAME
    app.notify(settings_notice(problems), NOTICE_SECONDS)
    return True


def name_to_start(app: AppForScenes, entry: pygame_gui.elements.UITextEntryLine) -> Optional[str]:
    """The name a match starts with, from the start screen's field `entry`; None when the font
    cannot draw it (refused: the notice says which characters, and nothing starts). Accented
    letters replaced are shown in the field, and told in a notice that outlives the screen (the
    table shows it too)."""
    checked = check_name(entry.get_text())
    if checked.refusal is not None:
        app.notify(checked.refusal, NOTICE_SECONDS)
        return None
    if checked.note is not None:
        entry.set_text(lang.person(checked.name))
        app.notify(checked.note, NOTICE_SECONDS, keep=True)
    return checked.name
