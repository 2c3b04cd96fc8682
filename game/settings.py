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
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Callable, Optional, Union

from platformdirs import user_config_dir

from rules.variants.registry import DEFAULT_VARIANT, get_variant

from game.bots.level_names import LEVEL_NAMES, TABLE_DEFAULT_LEVEL
from game.durable import APP_NAME, atomic_write_text

SETTINGS_FILE = "settings.json"
LANGUAGES = ("zh", "en", "both")   # the display languages (game/client/display/lang.py LANGUAGES)
PACES = ("slow", "normal", "fast")
CLAIM_LIMITS = (0, 10, 20)     # seconds a claim prompt waits before passing by itself; 0 = no limit
DEFAULT_WINDOW = (1280, 800)
MIN_WINDOW = (800, 500)        # the least a file may hold; the window opens to fit (game/client/display/window_fit.py)
MAX_WINDOW = (16384, 16384)
MAX_SETTINGS_BYTES = 1024 * 1024

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
    default_variant: str = DEFAULT_VARIANT.name
    # Per variant id, the rule options the player changed (only valid choices are kept).
    variant_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    # Per variant id, the level of the bots the player chose (game/bots/levels.py names).
    bot_levels: dict[str, str] = field(default_factory=dict)

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


def load_settings(path: Optional[PathLike] = None) -> tuple[UserSettings, list[str]]:
    """The saved settings and the problems met (empty when all was well); never raises."""
    path = Path(path) if path is not None else settings_path()
    try:
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            return UserSettings(), [f"{path.name} is far too large to be settings; using the defaults"]
        raw = path.read_bytes()
    except FileNotFoundError:
        return UserSettings(), []
    except OSError as exc:
        return UserSettings(), [f"{path.name} cannot be read ({exc.strerror or exc}); using the defaults"]
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return UserSettings(), [f"{path.name} is damaged (not valid JSON); using the defaults"]
    return settings_from_json(data)


def settings_from_json(data: Any) -> tuple[UserSettings, list[str]]:
    """Settings from a decoded JSON value, field by field; a bad field keeps its default."""
    settings = UserSettings()
    if not isinstance(data, dict):
        return settings, ["the settings file does not hold settings; using the defaults"]
    messages: list[str] = []
    for key in (f.name for f in fields(UserSettings)):
        if key not in data:
            continue
        try:
            setattr(settings, key, _READERS[key](data[key], messages))
        except _Bad as exc:
            messages.append(f"setting {key!r}: {exc}; using the default {getattr(UserSettings(), key)!r}")
    return settings, messages


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


def _claim_limit(value: Any, messages: list[str]) -> int:
    if not _is_choice(value, CLAIM_LIMITS):
        raise _Bad(f"{value!r} is not one of {', '.join(map(str, CLAIM_LIMITS))} seconds (0 = no limit)")
    return int(value)


def _volume(value: Any, messages: list[str]) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise _Bad(f"{value!r} is not a number from 0 to 1")
    clamped = min(1.0, max(0.0, float(value)))
    if clamped != value:
        messages.append(f"setting 'volume': {value!r} is outside 0..1; using {clamped}")
    return clamped


def _window(value: Any, messages: list[str]) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise _Bad(f"{value!r} is not a width and a height in pixels")
    size = (min(MAX_WINDOW[0], max(MIN_WINDOW[0], value[0])), min(MAX_WINDOW[1], max(MIN_WINDOW[1], value[1])))
    if list(size) != value:
        messages.append(f"setting 'window_size': {value!r} is outside {MIN_WINDOW}..{MAX_WINDOW}; using {size}")
    return size


def _variant(value: Any, messages: list[str]) -> str:
    if isinstance(value, str):
        try:
            return get_variant(value).name
        except ValueError:
            pass
    raise _Bad(f"{value!r} is not a variant of this game")


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
            messages.append(f"rule options for {name!r} ignored: not a variant of this game")
            continue
        if not isinstance(options, dict):
            messages.append(f"rule options for {variant.name} ignored: not a table of options")
            continue
        good: dict[str, Any] = {}
        known = {opt.key: opt for opt in variant.options}
        for key, choice in options.items():
            if key not in known:
                messages.append(f"{variant.name} rule option {key!r} ignored: the variant has no such option")
            elif not _is_choice(choice, known[key].choices):
                messages.append(f"{variant.name} rule option {key!r}: {choice!r} is not one of "
                                f"{list(known[key].choices)}; using the default {known[key].default!r}")
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
            messages.append(f"bot level for {name!r} ignored: not a variant of this game")
            continue
        if not isinstance(chosen, str) or chosen not in names:
            messages.append(f"{variant.name} bot level {chosen!r} is not one of {', '.join(names)}; "
                            f"using {TABLE_DEFAULT_LEVEL}")
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
    "default_variant": _variant,
    "variant_options": _variant_options,
    "bot_levels": _bot_levels,
}
