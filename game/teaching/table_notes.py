"""Notes the table shows about what the rules forbid the human right now, in both languages: a
claim he may not make because he let the same one go (苏州 漏碰 / 漏胡). The variant's view record
decides, against the seat's own hand (`view.extra.blocked_claim`); the client shows the words."""
from __future__ import annotations

from typing import Optional

from rules.tiles import Tile
from rules.views import SeatView

from .i18n import Bi, words_bi


def missed_claim_note(view: SeatView, kind: Optional[Tile]) -> Optional[Bi]:
    """Why the seat may not claim another player's discard of `kind`: a pung let go before its
    next draw (漏碰, when it holds a pair of the kind), or a win passed (漏胡); None when neither."""
    if kind is None:
        return None
    found = view.extra.blocked_claim(view, kind)
    return None if found is None else words_bi(found.text)
