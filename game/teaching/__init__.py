"""Learn while playing: hints with reasons, waits, why an action is refused, the rules book.

Pure functions over a seat's view (rules.engine.SeatView); every text in Chinese and English
(`i18n.Bi`). The client calls them; nothing here draws or changes the game. See docs/teaching.md.
"""
from .hints import Hint, hint
from .i18n import Bi
from .rules_book import RulesBook, rules_book, what_changes
from .waits import DiscardWaits, WaitInfo, discard_waits, waits_report
from .why_not import Refusal, explain_refusal, refusal, warning

__all__ = ["Bi", "DiscardWaits", "Hint", "Refusal", "RulesBook", "WaitInfo", "discard_waits",
           "explain_refusal", "hint", "refusal", "rules_book", "waits_report", "warning", "what_changes"]
