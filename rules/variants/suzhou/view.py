"""苏州's masked view of one seat (`SeatView.extra`) and the reasons its rules give: 漏碰 and 漏胡,
a claim let go may not be made again before one's next draw (docs/rules/suzhou.md §4)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from ...tiles import Tile
from ..book import Words
from ..facts import OwnSeat, Reason, VariantView, fill_words, tile_words

PAIR = 2     # a pung needs two tiles of the kind in hand

LOUPENG = Words("漏碰：你放过了{tile}（或打掉了手里三张中的一张），摸牌前不能再碰、杠它",
                "missed pung: you let {tile} go (or threw one of three away); until you draw you cannot pung or kong it")
LOUHU = Words("漏胡：你刚放过一次和，摸牌前不能和别人打的牌",
              "missed win: you passed a win; until you draw again you cannot win on a discard")
# the table's note on a discard the seat may not claim (the table shows it as the tile falls)
LOUPENG_NOTE = Words("漏碰：你刚才放过了碰，在你下次摸牌前不能碰{tile}。",
                     "Missed pung: you let a pung go, so you may not pung {tile} before your next draw.")
LOUHU_NOTE = Words("漏胡：你刚才放过了胡，在你下次摸牌前不能胡别人打的牌（自摸可以）。",
                   "Missed win: you passed a win, so until your next draw you may not win on a discard "
                   "(a self-draw is fine).")


@dataclass(frozen=True)
class SuzhouView(VariantView):
    """The doubling, everyone's public 花, one's own full 花, the thresholds, and what 漏碰 / 漏胡
    forbid this seat now."""

    baozi: bool = False
    diling: bool = False
    multiplier: int = 1
    hua_public: tuple[int, ...] = ()
    hua_own: int = 0
    thresholds: tuple[int, int] = (0, 0)             # (self-drawn, on a discard)
    no_pung: tuple[str, ...] = ()                    # kinds (text) it may not pung before its draw
    no_win: bool = False                             # 漏胡: no discard win before its draw

    def scorer_facts(self) -> Mapping[str, Any]:
        """The public facts in the view's JSON order."""
        return {"baozi": self.baozi, "diling": self.diling, "multiplier": self.multiplier,
                "hua_public": list(self.hua_public), "hua_own": self.hua_own,
                "thresholds": list(self.thresholds), "no_pung": list(self.no_pung), "no_win": self.no_win}

    def claim_refusal(self, view: OwnSeat, kind: Tile, kong: bool, options: Mapping[str, Any]) -> Optional[Reason]:
        """漏碰: no pung or kong of a kind let go before the next draw."""
        if str(kind) in self.no_pung:
            return Reason("loupeng", fill_words(LOUPENG, tile=tile_words(kind)))
        return None

    def blocked_claim(self, view: OwnSeat, kind: Tile) -> Optional[Reason]:
        """漏碰 of `kind` when the hand holds a pair of it; else 漏胡 when a win was passed."""
        held = sum(1 for k in view.hand_kinds if k is kind)
        if str(kind) in self.no_pung and held >= PAIR:
            return Reason("loupeng", fill_words(LOUPENG_NOTE, tile=tile_words(kind)))
        if self.no_win:
            return Reason("louhu", LOUHU_NOTE)
        return None

    def win_bar(self, view: OwnSeat, total: int, self_drawn: bool, options: Mapping[str, Any],
                discarding: Optional[Tile] = None) -> Optional[Reason]:
        """漏胡: no win on a discard before the next draw (a self-draw is fine)."""
        if not self_drawn and self.no_win:
            return Reason("louhu", LOUHU)
        return None
