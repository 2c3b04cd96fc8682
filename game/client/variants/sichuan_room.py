"""四川's room options on the start screen, with their buttons' words: read before any table is
open (the start screen lists them), so this module imports only the words type, not the
presenter (game/client/variants/__init__.py room_options)."""
from __future__ import annotations

from game.teaching.i18n import Bi

ROOM_OPTIONS: tuple[tuple[str, Bi], ...] = (("exchange_three", Bi("换三张", "Exchange three")),)
