"""Learn while playing: hints with reasons, waits, why an action is refused, the rules book.

Pure functions over a seat's view (rules.engine.SeatView); every text in Chinese and English
(`i18n.Bi`). The client calls them; nothing here draws or changes the game. See docs/teaching.md.

The names below are imported from their module on first use (`from game.teaching import hint`
works as before): the start screen reads only `i18n` and `rules_book`, and its first frame need
not wait for the hints, waits and why-not (issue 16, launch time).
"""
from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .hints import Hint, hint
    from .i18n import Bi
    from .rules_book import RulesBook, rules_book, what_changes
    from .waits import DiscardWaits, WaitInfo, discard_waits, waits_report
    from .why_not import Refusal, explain_refusal, refusal, warning

_HOMES = {"Hint": "hints", "hint": "hints", "Bi": "i18n", "RulesBook": "rules_book", "rules_book": "rules_book",
          "what_changes": "rules_book", "DiscardWaits": "waits", "WaitInfo": "waits", "discard_waits": "waits",
          "waits_report": "waits", "Refusal": "why_not", "explain_refusal": "why_not", "refusal": "why_not",
          "warning": "why_not"}

__all__ = ["Bi", "DiscardWaits", "Hint", "Refusal", "RulesBook", "WaitInfo", "discard_waits",
           "explain_refusal", "hint", "refusal", "rules_book", "waits_report", "warning", "what_changes"]


def __getattr__(name: str) -> object:
    """A public name's value, imported from its module the first time it is asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value          # asked once: later lookups are plain module attributes
    return value
