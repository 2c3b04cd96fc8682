"""Notes the table shows about what the rules forbid the human right now, in both languages: a
claim he may not make because he let the same one go (漏碰 / 漏胡, the variant's view says so in
`SeatView.extra["no_pung"]` and `["no_win"]`). The client shows the words; the rules decide."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from rules.tiles import Tile

from .i18n import Bi

PAIR = 2     # a pung needs two tiles of the kind in hand


def missed_claim_note(extra: Mapping[str, Any], kind: Optional[Tile], held: int) -> Optional[Bi]:
    """Why the human may not claim another player's discard of `kind` (he holds `held` of the
    kind): a pung let go before his next draw (漏碰), or a win passed (漏胡); None when neither."""
    if kind is not None and str(kind) in (extra.get("no_pung") or ()) and held >= PAIR:
        return Bi(f"漏碰：你刚才放过了碰，在你下次摸牌前不能碰{kind.name_zh}。",
                  f"Missed pung: you let a pung go, so you may not pung {kind.name_en} before your next draw.")
    if extra.get("no_win"):
        return Bi("漏胡：你刚才放过了胡，在你下次摸牌前不能胡别人打的牌（自摸可以）。",
                  "Missed win: you passed a win, so until your next draw you may not win on a discard "
                  "(a self-draw is fine).")
    return None
