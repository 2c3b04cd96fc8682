"""The client's screens by name, as the app reaches them (after Tuxemon's `register_state` /
`push_state("Name")`): a scene opens another with `app.push("settlement", table)` or
`app.replace("table", settings)`, so no scene imports another.

The registry is lazy: a screen's module is imported the first time its type is asked for (the
first push), so the start screen's first frame never waits for the table, the calculator or the
lessons (issue 16: launch time)."""
from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator, MutableMapping
from typing import Optional

from .base import Scene

# name -> (module in this package, class): nothing here is imported until it is first needed.
SCENE_MODULES: dict[str, tuple[str, str]] = {
    "start": ("start", "StartScene"), "table": ("table", "TableScene"),
    "settlement": ("settlement", "SettlementScene"), "standings": ("standings", "StandingsScene"),
    "menu": ("settings_scene", "MenuScene"), "settings": ("settings_scene", "SettingsScene"),
    "rules": ("rules_browser", "RulesBrowserScene"), "calculator": ("calculator", "CalculatorScene"),
    "lessons": ("lessons", "LessonsScene"), "lesson": ("lessons_play", "LessonPlayScene"),
    "drill": ("lessons_drill", "DrillScene"),
    "room_rules": ("room_rules", "RoomRulesScene"),
    # issue 28: learning after play
    "review": ("review_scene", "ReviewScene"), "replay_viewer": ("replay_viewer", "ReplayViewerScene"),
    "stats": ("stats_scene", "StatsScene"), "history": ("history_scene", "HistoryScene"),
    "save_failed": ("save_failed", "SaveFailedScene"),   # issue 30: a save that could not be written
    # issue 29: a small question (yes / no, a note), the last hand's settlement again
    "ask": ("ask", "AskScene"), "settlement_again": ("last_sheet.scene", "SettlementAgainScene"),
}


class SceneRegistry(MutableMapping[str, type[Scene]]):
    """Screen types by name, each imported on first lookup; `register` (item assignment) puts a
    type in directly (tests, a new screen)."""

    def __init__(self, modules: dict[str, tuple[str, str]], types: Optional[dict[str, type[Scene]]] = None) -> None:
        self._modules = dict(modules)
        self._types: dict[str, type[Scene]] = dict(types or {})

    def __getitem__(self, name: str) -> type[Scene]:
        if name not in self._types:
            module, cls = self._modules[name]          # KeyError for an unknown screen
            self._types[name] = getattr(importlib.import_module(f"{__name__}.{module}"), cls)
        return self._types[name]

    def __setitem__(self, name: str, scene_type: type[Scene]) -> None:
        self._types[name] = scene_type

    def __delitem__(self, name: str) -> None:
        found = name in self._types or name in self._modules
        self._types.pop(name, None)
        self._modules.pop(name, None)
        if not found:
            raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        return iter({**dict.fromkeys(self._modules), **dict.fromkeys(self._types)})

    def __len__(self) -> int:
        return len(set(self._modules) | set(self._types))

    def __contains__(self, name: object) -> bool:
        return name in self._types or name in self._modules

    def loaded(self, name: str) -> Optional[type[Scene]]:
        """The type of `name` if its module is already imported (None: no such screen exists yet,
        so no scene on screen can be one), without importing anything."""
        if name in self._types:
            return self._types[name]
        if name not in self._modules:
            return None
        module, cls = self._modules[name]
        imported = sys.modules.get(f"{__name__}.{module}")
        return getattr(imported, cls, None) if imported is not None else None

    def copy(self) -> "SceneRegistry":
        """A registry of its own (an app registering a screen leaves this one alone)."""
        return SceneRegistry(self._modules, self._types)


SCENES = SceneRegistry(SCENE_MODULES)
