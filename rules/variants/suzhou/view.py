"""苏州's masked view of one seat (`SeatView.extra`) and the reasons its rules give: 漏碰 and 漏胡,
a claim let go may not be made again before one's next draw (docs/rules/suzhou.md §4)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from ...tiles import Tile
from ..book import Words
from ..facts import CostWarning, OwnSeat, Reason, VariantView, fill_words, tile_words

PAIR = 2     # a pung needs two tiles of the kind in hand
BAIDA = 42   # 1x 百搭 (scoring.BAIDA, as data: the view is read before the scorer is imported)

LOUPENG = Words("漏碰：你放过了{tile}（或打掉了手里三张中的一张），摸牌前不能再碰、杠它",
                "missed pung: you let {tile} go (or threw one of three away); until you draw you cannot pung or kong it")
LOUHU = Words("漏胡：你刚放过一次和，摸牌前不能和别人打的牌",
              "missed win: you passed a win; until you draw again you cannot win on a discard")
# the table's note on a discard the seat may not claim (the table shows it as the tile falls)
LOUPENG_NOTE = Words("漏碰：你刚才放过了碰，在你下次摸牌前不能碰{tile}。",
                     "Missed pung: you let a pung go, so you may not pung {tile} before your next draw.")
BAIDA_MELD = Words("百搭是万能牌，不能碰、不能杠", "a joker stands for any tile: it is never punged or konged")
CHUDA = Words("出搭：你打出过百搭，这一盘不能再和、碰、杠",
              "joker thrown: you discarded a joker, so this hand you may not win, pung or kong")
BAIDA_HELD = Words("手里有百搭不能和别人打的牌，只能自摸（或抢杠）",
                   "holding a joker you cannot win on a discard: only by self-draw (or robbing a kong)")
CHUDA_WARNING = Words("打出百搭（出搭）后这一盘不能再和、碰、杠",
                      "throwing a joker away means no win, pung or kong for the rest of this hand")
CHUDA_CONFIRM = Words("真的要打出百搭吗？这一盘就不能再和了。", "Really throw the joker? You cannot win this hand after it.")
CHUDA_BUTTON = Words("打出百搭", "Throw the joker")
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
    baida_wild: bool = False                         # 苏州百搭: the four 百搭 are wildcards
    chuda: tuple[int, ...] = ()                      # seats that discarded a 百搭 (出搭), public

    def scorer_facts(self) -> Mapping[str, Any]:
        """The public facts in the view's JSON order (the 百搭 facts only at a 苏州百搭 table)."""
        facts: dict[str, Any] = {
            "baozi": self.baozi, "diling": self.diling, "multiplier": self.multiplier,
            "hua_public": list(self.hua_public), "hua_own": self.hua_own,
            "thresholds": list(self.thresholds), "no_pung": list(self.no_pung), "no_win": self.no_win}
        if self.baida_wild:
            facts.update(baida_wild=True, chuda=list(self.chuda))
        return facts

    def wildcards(self) -> frozenset[int]:
        """苏州百搭: the 百搭 (1x) stand for any tile; none when they are flowers."""
        return frozenset({BAIDA}) if self.baida_wild else frozenset()

    def discard_warning(self, view: OwnSeat, kind: Tile) -> Optional[CostWarning]:
        """苏州百搭: throwing a 百搭 away bars this hand's wins, pungs and kongs (出搭)."""
        if self.baida_wild and kind.index == BAIDA and view.seat not in self.chuda:
            return CostWarning(CHUDA_WARNING, CHUDA_CONFIRM, CHUDA_BUTTON)
        return None

    def own_kong_refusal(self, view: OwnSeat, kind: Tile, options: Mapping[str, Any]) -> Optional[Reason]:
        """A 百搭 is never konged; after 出搭 no kong at all."""
        if self.baida_wild and kind.index == BAIDA:
            return Reason("baida_meld", BAIDA_MELD)
        if view.seat in self.chuda:
            return Reason("chuda", CHUDA)
        return None

    def claim_refusal(self, view: OwnSeat, kind: Tile, kong: bool, options: Mapping[str, Any]) -> Optional[Reason]:
        """漏碰: no pung or kong of a kind let go before the next draw; 苏州百搭: never of a 百搭,
        and nothing after 出搭."""
        if self.baida_wild and kind.index == BAIDA:
            return Reason("baida_meld", BAIDA_MELD)
        if view.seat in self.chuda:
            return Reason("chuda", CHUDA)
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
        """出搭 (苏州百搭): no win at all after throwing a 百搭; holding one, no win on a discard; 漏胡:
        no win on a discard before the next draw (a self-draw is fine)."""
        if view.seat in self.chuda or (self.baida_wild and discarding is not None and discarding.index == BAIDA):
            return Reason("chuda", CHUDA)
        if self.baida_wild and not self_drawn and self.baida_held(view, discarding):
            return Reason("baida_held", BAIDA_HELD)
        if not self_drawn and self.no_win:
            return Reason("louhu", LOUHU)
        return None

    @staticmethod
    def baida_held(view: OwnSeat, discarding: Optional[Tile] = None) -> int:
        """The 百搭 the seat holds (less the one it is about to throw)."""
        held = sum(1 for k in view.hand_kinds if k.index == BAIDA)
        return held - (1 if discarding is not None and discarding.index == BAIDA else 0)
