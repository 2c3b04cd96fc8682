"""The client's screens by name, as the app reaches them (after Tuxemon's `register_state` /
`push_state("Name")`): a scene opens another with `app.push("settlement", table)` or
`app.replace("table", settings)`, so no scene imports another."""
from __future__ import annotations

from .base import Scene
from .calculator import CalculatorScene
from .lessons import LessonsScene
from .lessons_drill import DrillScene
from .lessons_play import LessonPlayScene
from .rules_browser import RulesBrowserScene
from .settings_scene import MenuScene, SettingsScene
from .settlement import SettlementScene
from .standings import StandingsScene
from .start import StartScene
from .table import TableScene

SCENES: dict[str, type[Scene]] = {
    "start": StartScene, "table": TableScene, "settlement": SettlementScene, "standings": StandingsScene,
    "menu": MenuScene, "settings": SettingsScene, "rules": RulesBrowserScene, "calculator": CalculatorScene,
    "lessons": LessonsScene, "lesson": LessonPlayScene, "drill": DrillScene,
}
