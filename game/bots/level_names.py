"""The bots' three levels by name, in both languages: plain words, so the start screen and the
settings read them without the levels' knobs (levels.py builds its Styles from these)."""
from __future__ import annotations

# (name, Chinese, English), weakest first: the order of levels.LEVELS.
LEVEL_NAMES: tuple[tuple[str, str, str], ...] = (
    ("beginner", "新手", "Beginner"),
    ("normal", "普通", "Normal"),
    ("expert", "高手", "Expert"),
)
TABLE_DEFAULT_LEVEL = "normal"     # the level a new table plays at (levels.TABLE_DEFAULT)
