"""四川's masked view of one seat (`SeatView.extra`) and the reasons its rules give: 定缺 (the
void suit goes first, is never punged, must be gone before a win), 过水, 过碰 and the forced win
in the last tiles (docs/rules/sichuan-xuezhan.md §4-5)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional, Sequence

from ...actions import Win
from ...tiles import Tile
from ..book import Words
from ..facts import SUIT_WORDS, OwnSeat, Reason, VariantView, fill_words, tile_words

VOID_FIRST = Words("你定缺{suit}，手里还有{suit}，必须先打{suit}",
                   "your void suit is {suit} and you still hold some: discard a {suit} tile first")
VOID_NO_PUNG = Words("{suit}是你定缺的花色，不能碰杠", "{suit} is your void suit: it cannot be punged or konged")
VOID_HELD = Words("手里还有{suit}（定缺的花色），打完才能和",
                  "you still hold {suit}, your void suit: it must all go before you can win")
GUOPENG = Words("过碰：你刚放过碰{tile}，摸牌前不能再碰它",
                "passed pung: you passed a pung of {tile}; until you draw you cannot pung it")
GUOSHUI = Words("过水：你放过了{passed}番的和，摸牌前只有更高的番才能和别人的牌",
                "passed win: you passed a win worth {passed} fans; until you draw, a discard win must be worth more")
WON_LOCKED = Words("血流成河：你已经和了，手牌不能再变，只能和牌或打出刚摸的牌",
                   "bloody river: you have won, your hand is locked: you may only win or discard the tile you drew")
MUST_WIN = Words("最后{n}张牌：能和必须和", "the last {n} tiles: a player who can win must win")
FORCED_WIN_DEFAULT = 4      # the option's default (rules/variants/sichuan/__init__.py OPTIONS)


@dataclass(frozen=True)
class SichuanView(VariantView):
    """The voids (each seat's own pick until all are revealed), the exchange, the kong payments
    so far, the fans of a win this seat passed, and whether only a win may be played now."""

    void_suit: Optional[str] = None                  # this seat's pick
    voids: Optional[tuple[str, ...]] = None          # every seat's, once all are revealed
    void_chosen: tuple[bool, ...] = ()
    exchange_chosen: tuple[bool, ...] = ()
    exchange_pick: Optional[tuple[int, ...]] = None  # one's own three while the exchange is pending
    exchange_direction: Optional[str] = None
    kong_payments: tuple[int, ...] = ()
    passed_win_fans: Optional[int] = None            # 过水: the win it passed since its last draw
    forced_win_now: bool = False                     # the last tiles: a win offered is a must
    passed_pungs: tuple[int, ...] = ()               # 过碰: kinds it passed a pung on (own knowledge)
    hand_locked: bool = False                        # 血流成河: this seat has won and plays on locked
    locked_discard: Optional[int] = None             # ... the kind (index) it drew: the one it may discard

    def scorer_facts(self) -> Mapping[str, Any]:
        """The public facts in the view's JSON order (the scorer reads "void_suit")."""
        return {
            "void_suit": self.void_suit,
            "voids": None if self.voids is None else list(self.voids),
            "void_chosen": list(self.void_chosen),
            "exchange_chosen": list(self.exchange_chosen),
            "exchange_pick": self.exchange_pick,
            "exchange_direction": self.exchange_direction,
            "kong_payments": list(self.kong_payments),
            "passed_win_fans": self.passed_win_fans,
            "forced_win": self.forced_win_now,
            # 血流成河 only (a 血战 view's JSON stays as it was)
            **({"hand_locked": True, "locked_discard": self.locked_discard} if self.hand_locked else {}),
        }

    def revealed_voids(self) -> Optional[tuple[str, ...]]:
        """Every seat's void suit once all are revealed."""
        return self.voids

    def chosen_void(self) -> Optional[str]:
        """This seat's own pick."""
        return self.void_suit

    def forced_win(self, view: OwnSeat, options: Mapping[str, Any]) -> Optional[Reason]:
        """In the last tiles a seat that can win must (only 胡 is offered)."""
        legal = view.legal
        if self.forced_win_now and legal and all(isinstance(a, Win) for a in legal):
            return Reason("must_win", fill_words(MUST_WIN, n=options.get("forced_win_tiles", FORCED_WIN_DEFAULT)))
        return None

    def discard_refusal(self, view: OwnSeat, kind: Tile, options: Mapping[str, Any]) -> Optional[Reason]:
        """定缺: while the hand holds its void suit, only the void suit may go; 血流成河: a won
        hand lets only its drawn tile go."""
        if self.hand_locked and kind.index != self.locked_discard:
            return Reason("won_locked", WON_LOCKED)
        void = self.own_void()
        if void and kind.suit != void and any(k.suit == void for k in view.hand_kinds):
            return Reason("void_first", fill_words(VOID_FIRST, suit=SUIT_WORDS[void]))
        return None

    def claim_refusal(self, view: OwnSeat, kind: Tile, kong: bool, options: Mapping[str, Any]) -> Optional[Reason]:
        """The void suit is never punged or konged; 过碰: no pung of a kind passed since the draw;
        血流成河: a won hand claims nothing but a win."""
        if self.hand_locked:
            return Reason("won_locked", WON_LOCKED)
        void = self.own_void()
        if void and kind.suit == void:
            return Reason("void_no_pung", fill_words(VOID_NO_PUNG, suit=SUIT_WORDS[void]))
        # 过碰 drops only a pung (never a kong). The record of the kinds passed ends at the seat's
        # next draw, so once the window is gone (the pung was dropped, nobody was asked, the turn
        # moved on) 过碰 is still the reason: this filter drops a pung for no other
        if not kong and options.get("guopeng") and (kind.index in self.passed_pungs or view.phase != "claim"):
            return Reason("guopeng", fill_words(GUOPENG, tile=tile_words(kind)))
        return None

    def own_kong_refusal(self, view: OwnSeat, kind: Tile, options: Mapping[str, Any]) -> Optional[Reason]:
        """The void suit is never konged; 血流成河: a won hand declares no kong."""
        if self.hand_locked:
            return Reason("won_locked", WON_LOCKED)
        void = self.own_void()
        if void and kind.suit == void:
            return Reason("void_no_pung", fill_words(VOID_NO_PUNG, suit=SUIT_WORDS[void]))
        return None

    def hand_refusal(self, view: OwnSeat, tiles: Sequence[Tile]) -> Optional[Reason]:
        """No win while the hand still holds its void suit (the pick counts before the reveal)."""
        void = self.void_suit
        if void and any(t.suit == void for t in tiles):
            return Reason("void_held", fill_words(VOID_HELD, suit=SUIT_WORDS[void]))
        return None

    def win_bar(self, view: OwnSeat, total: int, self_drawn: bool, options: Mapping[str, Any],
                discarding: Optional[Tile] = None) -> Optional[Reason]:
        """过水: after passing a win, a discard win must be worth more until the next draw."""
        passed = self.passed_win_fans
        if not self_drawn and passed is not None and options.get("guoshui") == "higher" and total <= passed:
            return Reason("guoshui", fill_words(GUOSHUI, passed=passed))
        return None
