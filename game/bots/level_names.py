"""The bots' three levels as the start screen and the settings name them: plain words, so a
launch reads them without the levels' knobs (levels.py; a test keeps the two the same)."""
from __future__ import annotations

# (name, Chinese, English), weakest first: the order of levels.LEVELS.
LEVEL_NAMES: tuple[tuple[str, str, str], ...] = (
    ("beginner", "新手", "Beginner"),
    ("normal", "普通", "Normal"),
    ("expert", "高手", "Expert"),
)
TABLE_DEFAULT_LEVEL = "normal"     # the level a new table plays at (levels.TABLE_DEFAULT)
