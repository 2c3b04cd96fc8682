"""The player's settings, kept between runs as JSON in the user's config folder.

Reading never fails: a missing file gives the defaults silently; a broken file, or a field with a
wrong value, falls back to the default for that field only, and `load_settings` returns a message
per problem for the client to show. Unknown keys are ignored (a newer version may have written
them). Writes are atomic, so a crash while saving never leaves half a file.
"""
from __future__ import annotations

import json
import math
import os
import unicodedata
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Callable, Optional, Union

from platformdirs import user_config_dir

from rules.variants.registry import DEFAULT_VARIANT, get_variant

from game.bots.level_names import LEVEL_NAMES, TABLE_DEFAULT_LEVEL
from game.durable import APP_NAME, RefusedFile, atomic_write_text, keep_copy, read_regular
from game.keymap import read_keymap

SETTINGS_FILE = "settings.json"
LANGUAGES = ("zh", "en", "both")   # the display languages (game/client/display/lang.py LANGUAGES)
PACES = ("slow", "normal", "fast")
CLAIM_LIMITS = (0, 10, 20)     # seconds a claim prompt waits before passing by itself; 0 = no limit
TILE_COLOURS = ("classic", "colour_blind")   # the tile faces' sets (game/client/display/tile_marks.py)
UI_SCALES = (0, 100, 125, 150, 200)   # the window's zoom in percent of 1280×800; 0 = auto (from the desktop)
DEFAULT_WINDOW = (1280, 800)
MIN_WINDOW = (800, 500)        # the least a file may hold; the window opens to fit (game/client/display/window_fit.py)
MAX_WINDOW = (16384, 16384)
MAX_SETTINGS_BYTES = 1024 * 1024
DEFAULT_NAME = "你"            # the player's default name ("You" in English: game/client/display/lang.py PERSON_EN)
NAME_LIMIT = 12                # the most characters a name may have (the start screen's name field)

PathLike = Union[str, os.PathLike]


@dataclass
class UserSettings:
    language: str = "zh"
    pace: str = "normal"
    claim_seconds: int = 0               # a claim's time limit (CLAIM_LIMITS); 0: it waits for the player
    volume: float = 0.8                  # 0..1
    muted: bool = False
    hints: bool = True
    window_size: tuple[int, int] = DEFAULT_WINDOW
    fullscreen: bool = False
    large_tiles: bool = False
    learner_marks: Optional[bool] = None   # 5 on 五萬, N on 北 ...; None: follow the language (on unless Chinese only)
    tile_colours: str = "classic"          # TILE_COLOURS: "colour_blind" tags the suits and avoids red/green
    default_variant: str = DEFAULT_VARIANT.name
    # Per variant id, the rule options the player changed (only valid choices are kept).
    variant_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    # Per variant id, the level of the bots the player chose (game/bots/levels.py names).
    bot_levels: dict[str, str] = field(default_factory=dict)
    reduced_motion: bool = False         # tiles are placed at once, no sliding (the table still pauses)
    auto_win: bool = False               # a legal win is declared at once
    auto_pass: bool = False              # every claim but a win is passed by itself
    ui_scale: int = 0                    # UI_SCALES: the window's zoom; 0 = auto
    keymap: dict[str, str] = field(default_factory=dict)   # claim keys changed (game/keymap.py)
    show_tracker: bool = False           # the table's tile tracker (F3) shown: kept across resume and runs
    player_name: str = DEFAULT_NAME      # the start screen's name field, kept when a match starts with it

    def options_for(self, variant: str) -> dict[str, Any]:
        """The player's rule options for `variant` (id or alias), to pass to MatchSession."""
        return dict(self.variant_options.get(get_variant(variant).name, {}))

    def level_for(self, variant: str) -> str:
        """The bots' level the player chose for `variant` (id or alias); the table default if none."""
        return self.bot_levels.get(get_variant(variant).name, TABLE_DEFAULT_LEVEL)

    def to_json(self) -> dict:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


def settings_path() -> Path:
    """settings.json in the user's config folder (platformdirs: ~/.config/mahjong-table on Linux,
    %LOCALAPPDATA%\\mahjong-table on Windows, ~/Library/Application Support/mahjong-table)."""
    return Path(user_config_dir(APP_NAME, appauthor=False)) / SETTINGS_FILE


def save_settings(settings: UserSettings, path: Optional[PathLike] = None) -> Path:
    path = Path(path) if path is not None else settings_path()
    atomic_write_text(path, json.dumps(settings.to_json(), ensure_ascii=False, indent=2) + "\n")
    return path


class Problem(str):
    """One problem met reading the settings: the English message (the text itself) and `zh`,
    the same in Chinese; both name the field and the value."""

    zh: str

    def __new__(cls, en: str, zh: str) -> "Problem":
        problem = super().__new__(cls, en)
        problem.zh = zh
        return problem


class Problems(list[str]):
    """The problems met reading a settings file (a list of Problem, empty when all was well);
    `kept_as` is the copy of the damaged file kept beside it (`settings.json.bad-<time>`), made
    before the defaults are ever written over it (None: nothing to keep, or it could not be)."""

    kept_as: Optional[Path] = None


FIELD_ZH = {
    "language": "语言", "pace": "速度", "claim_seconds": "吃碰限时", "volume": "音量", "muted": "静音",
    "hints": "提示", "window_size": "窗口大小", "fullscreen": "全屏", "large_tiles": "大牌",
    "learner_marks": "新手标记", "tile_colours": "牌面配色",
    "default_variant": "默认玩法", "variant_options": "规则选项", "bot_levels": "电脑水平",
    "reduced_motion": "减少动画", "auto_win": "自动和牌", "auto_pass": "自动过", "ui_scale": "界面缩放",
    "keymap": "按键", "show_tracker": "记牌", "player_name": "名字",
}
_KIND_ZH = {"a folder": "文件夹", "a named pipe (FIFO)": "命名管道", "a device": "设备",
            "a socket": "套接字", "not a regular file": "特殊文件"}


def load_settings(path: Optional[PathLike] = None, keep_bad: bool = True) -> tuple[UserSettings, Problems]:
    """The saved settings and the problems met (empty when all was well); never raises. A file
    with a problem is first copied to `<name>.bad-<time>` (`keep_bad`; Problems.kept_as), so the
    defaults the window writes later never lose what the player had. Anything that is not a
    regular file (a folder, a FIFO, a link to a device) is refused before it is opened."""
    path = Path(path) if path is not None else settings_path()
    try:
        raw = read_regular(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return UserSettings(), Problems()
    except RefusedFile as exc:
        if exc.too_large:
            return UserSettings(), _problems(Problem(
                f"{path.name} is far too large to be settings; using the defaults",
                f"设置文件 {path.name} 大得不像设置文件：全部用默认值"))
        kind = exc.reason.removeprefix("it is ").removesuffix(", not a file")
        return UserSettings(), _problems(Problem(
            f"{path.name} is {kind}, not a file; using the defaults",
            f"设置文件 {path.name} 是{_KIND_ZH.get(kind, '特殊文件')}，不是文件：全部用默认值"))
    except OSError as exc:
        return UserSettings(), _problems(Problem(
            f"{path.name} cannot be read ({exc.strerror or exc}); using the defaults",
            f"设置文件 {path.name} 读不出来（{exc.strerror or exc}）：全部用默认值"))
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        settings, messages = UserSettings(), _problems(Problem(
            f"{path.name} is damaged (not valid JSON); using the defaults",
            f"设置文件 {path.name} 已损坏（格式不对）：全部用默认值"))
    else:
        settings, messages = settings_from_json(data)
    if messages and keep_bad:
        messages.kept_as = keep_copy(path, raw)
    return settings, messages


def _problems(*items: Problem) -> Problems:
    found = Problems()
    found.extend(items)
    return found


def settings_notice(problems: Problems) -> tuple[str, str]:
    """One notice (Chinese, English) for every problem of a settings file, naming the fields and
    values (at most three, then how many more) and where the damaged file was kept."""
    shown = list(problems[:3])
    zh = "；".join(getattr(p, "zh", p) for p in shown)
    en = "; ".join(shown)
    if len(problems) > 3:
        zh += f"；另有 {len(problems) - 3} 处"
        en += f"; and {len(problems) - 3} more"
    if problems.kept_as is not None:
        zh += f"。原文件已另存为 {problems.kept_as.name}"
        en += f". The file as it was is kept as {problems.kept_as.name}"
    return "设置有问题：" + zh, "Settings: " + en


def settings_from_json(data: Any) -> tuple[UserSettings, Problems]:
    """Settings from a decoded JSON value, field by field; a bad field keeps its default (one
    Problem each, naming the field and the value)."""
    settings = UserSettings()
    if not isinstance(data, dict):
        return settings, _problems(Problem(
            f"the settings file does not hold settings ({_short(data)}); using the defaults",
            f"设置文件里不是设置（{_short(data)}）：全部用默认值"))
    messages = Problems()
    for key in (f.name for f in fields(UserSettings)):
        if key not in data:
            continue
        try:
            setattr(settings, key, _READERS[key](data[key], messages))
        except _Bad as exc:
            messages.append(default_problem(key, data[key], str(exc)))
    return settings, messages


def default_problem(key: str, value: Any, why: str, why_zh: str = "") -> Problem:
    """The Problem of a setting whose value cannot be used, so its default is: `why` says what is
    wrong in English; `why_zh` in Chinese (else the Chinese names the value: “名字”的值 ... 不能用)."""
    default = getattr(UserSettings(), key)
    zh = why_zh or f"的值 {_short(value)} 不能用"
    return Problem(f"setting {key!r}: {why}; using the default {_en_value(key, default)}",
                   f"“{FIELD_ZH[key]}”{zh}，改用默认值{_zh_value(key, default)}")


_VALUE_ZH: dict[str, dict[Any, str]] = {
    "language": {"zh": "中文", "en": "English", "both": "中文+English"},
    "pace": {"slow": "慢", "normal": "正常", "fast": "快"},
    "claim_seconds": {0: "不限时", 10: "10秒", 20: "20秒"},
    "tile_colours": {"classic": "经典", "colour_blind": "色弱友好"},
    "ui_scale": {0: "自动", 100: "100%", 125: "125%", 150: "150%", 200: "200%"},
    "player_name": {DEFAULT_NAME: DEFAULT_NAME},
}


def _zh_value(key: str, value: Any) -> str:
    """A setting's value as the Chinese notice names it (开/关, 正常, the variant's title ...)."""
    if isinstance(value, bool):
        return "“开”" if value else "“关”"
    if value is None and key == "learner_marks":
        return "“跟随语言”"
    if key == "default_variant":
        return f"“{get_variant(value).title_zh}”"
    named = _VALUE_ZH.get(key, {}).get(value) if isinstance(value, (str, int)) else None
    if named is not None:
        return f"“{named}”"
    return f" {_short(value)}"


def _en_value(key: str, value: Any) -> str:
    """A default as the English notice names it (its repr; learner marks' None says what it does)."""
    if value is None and key == "learner_marks":
        return "(follow the language)"
    return f"{value!r} (You)" if key == "player_name" and value == DEFAULT_NAME else repr(value)


def _short(value: Any) -> str:
    """A value as a message shows it: its repr, cut to 40 characters."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class _Bad(ValueError):
    """A settings value that cannot be used at all."""


def _choice(choices: tuple[str, ...]) -> Callable[[Any, list[str]], str]:
    def read(value: Any, messages: list[str]) -> str:
        if not isinstance(value, str) or value not in choices:
            raise _Bad(f"{value!r} is not one of {', '.join(choices)}")
        return value
    return read


def _flag(value: Any, messages: list[str]) -> bool:
    if not isinstance(value, bool):
        raise _Bad(f"{value!r} is not true or false")
    return value


def _learner_marks(value: Any, messages: list[str]) -> Optional[bool]:
    if value is not None and not isinstance(value, bool):
        raise _Bad(f"{value!r} is not true, false or null (null: follow the language)")
    return value


def _claim_limit(value: Any, messages: list[str]) -> int:
    if not _is_choice(value, CLAIM_LIMITS):
        raise _Bad(f"{value!r} is not one of {', '.join(map(str, CLAIM_LIMITS))} seconds (0 = no limit)")
    return int(value)


def _ui_scale(value: Any, messages: list[str]) -> int:
    if not _is_choice(value, UI_SCALES):
        raise _Bad(f"{value!r} is not one of {', '.join(map(str, UI_SCALES))} percent (0 = auto)")
    return int(value)


def _keymap(value: Any, messages: list[str]) -> dict[str, str]:
    try:
        kept, problems = read_keymap(value)
    except ValueError as exc:
        raise _Bad(str(exc)) from None
    messages.extend(Problem(p.en, p.zh) for p in problems)
    return kept


def _volume(value: Any, messages: list[str]) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise _Bad(f"{value!r} is not a number from 0 to 1")
    clamped = min(1.0, max(0.0, float(value)))
    if clamped != value:
        messages.append(Problem(f"setting 'volume': {value!r} is outside 0..1; using {clamped}",
                                f"“音量”的值 {value!r} 超出 0～1，改用 {clamped}"))
    return clamped


def _window(value: Any, messages: list[str]) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise _Bad(f"{value!r} is not a width and a height in pixels")
    size = (min(MAX_WINDOW[0], max(MIN_WINDOW[0], value[0])), min(MAX_WINDOW[1], max(MIN_WINDOW[1], value[1])))
    if list(size) != value:
        messages.append(Problem(
            f"setting 'window_size': {value!r} is outside {MIN_WINDOW}..{MAX_WINDOW}; using {size}",
            f"“窗口大小”的值 {value!r} 超出 {MIN_WINDOW}～{MAX_WINDOW}，改用 {size}"))
    return size


def _variant(value: Any, messages: list[str]) -> str:
    if isinstance(value, str):
        try:
            return get_variant(value).name
        except ValueError:
            pass
    raise _Bad(f"{value!r} is not a variant of this game")


def _player_name(value: Any, messages: list[str]) -> str:
    """The player's name: a text of 1 to NAME_LIMIT characters (spaces around it dropped), none
    of them a control or invisible one. Whether the font can draw it is the client's to check
    (game/client/scenes/start_parts/player_name.py): the font is the client's."""
    if not isinstance(value, str):
        raise _Bad(f"{value!r} is not a text")
    name = value.strip()
    if not name:
        raise _Bad("the name is blank")
    if len(name) > NAME_LIMIT:
        raise _Bad(f"{_short(value)} is longer than {NAME_LIMIT} characters")
    hidden = [ch for ch in name if unicodedata.category(ch).startswith("C")]
    if hidden:
        raise _Bad(f"{_short(value)} has control or invisible characters "
                   f"({', '.join(f'U+{ord(ch):04X}' for ch in dict.fromkeys(hidden))})")
    return name


def _is_choice(value: Any, choices: tuple) -> bool:
    """Like `value in choices`, but True is not 1 and 0 is not False."""
    return any(type(value) is type(c) and value == c for c in choices)


def _variant_options(value: Any, messages: list[str]) -> dict[str, dict[str, Any]]:
    if not isinstance(value, dict):
        raise _Bad(f"{value!r} is not a table of rule options per variant")
    kept: dict[str, dict[str, Any]] = {}
    for name, options in value.items():
        try:
            variant = get_variant(name)
        except ValueError:
            messages.append(Problem(f"rule options for {name!r} ignored: not a variant of this game",
                                    f"“规则选项”里的 {name!r} 不是本游戏的玩法，已忽略"))
            continue
        if not isinstance(options, dict):
            messages.append(Problem(f"rule options for {variant.name} ignored: not a table of options",
                                    f"“规则选项”里{variant.title_zh}的值 {_short(options)} 不是选项表，已忽略"))
            continue
        good: dict[str, Any] = {}
        known = {opt.key: opt for opt in variant.options}
        for key, choice in options.items():
            if key not in known:
                messages.append(Problem(f"{variant.name} rule option {key!r} ignored: the variant has no such option",
                                        f"{variant.title_zh}没有规则选项 {key!r}，已忽略"))
            elif not _is_choice(choice, known[key].choices):
                messages.append(Problem(f"{variant.name} rule option {key!r}: {choice!r} is not one of "
                                        f"{list(known[key].choices)}; using the default {known[key].default!r}",
                                        f"{variant.title_zh}规则选项 {key!r} 的值 {_short(choice)} 不能用，"
                                        f"改用默认值 {known[key].default!r}"))
            else:
                good[key] = choice
        kept.setdefault(variant.name, {}).update(good)
    return kept


def _bot_levels(value: Any, messages: list[str]) -> dict[str, str]:
    if not isinstance(value, dict):
        raise _Bad(f"{value!r} is not a table of bot levels per variant")
    names = tuple(name for name, _, _ in LEVEL_NAMES)
    kept: dict[str, str] = {}
    for name, chosen in value.items():
        try:
            variant = get_variant(name)
        except ValueError:
            messages.append(Problem(f"bot level for {name!r} ignored: not a variant of this game",
                                    f"“电脑水平”里的 {name!r} 不是本游戏的玩法，已忽略"))
            continue
        if not isinstance(chosen, str) or chosen not in names:
            messages.append(Problem(f"{variant.name} bot level {chosen!r} is not one of {', '.join(names)}; "
                                    f"using {TABLE_DEFAULT_LEVEL}",
                                    f"{variant.title_zh}的电脑水平 {_short(chosen)} 不能用，改用默认水平"))
            continue
        kept[variant.name] = chosen
    return kept


_READERS = {
    "language": _choice(LANGUAGES),
    "pace": _choice(PACES),
    "claim_seconds": _claim_limit,
    "volume": _volume,
    "muted": _flag,
    "hints": _flag,
    "window_size": _window,
    "fullscreen": _flag,
    "large_tiles": _flag,
    "learner_marks": _learner_marks,
    "tile_colours": _choice(TILE_COLOURS),
    "default_variant": _variant,
    "variant_options": _variant_options,
    "bot_levels": _bot_levels,
    "reduced_motion": _flag,
    "auto_win": _flag,
    "auto_pass": _flag,
    "ui_scale": _ui_scale,
    "keymap": _keymap,
    "show_tracker": _flag,
    "player_name": _player_name,
}
