"""FROZEN: a copy of game/bots/policies/sichuan.py at commit 3622280d239e (`git rev-parse HEAD` 3622280d239e72a70705e129be62862dd7cd827d),
part of the `baseline` bot kind, the yardstick of the arena. Never edit it: tests/game/test_baseline_bot.py
holds its moves byte for byte. A duplicate-code report lists this file as a copy of its source: that is
intended (the source moves on, the copy may not).

四川血战 for the default bot: the void suit, the plans worth steering for, and the set-up steps.

- 定缺: the suit whose loss costs the hand least (lowest shanten with it void, then the fewest
  tiles of it, then the least structure in it).
- 换三张: three tiles of the suit the bot means to void (the shortest suit that has three), the
  three whose loss hurts the rest of the hand least.
- Plans: 清一色 (3 番), 对对胡 (2), 七对 (3), each only when the hand already leans that way; they
  can stack (清对, 清七对). Otherwise plain efficiency: 平胡 is a legal win here.
- Discards: the void suit first (the engine insists anyway); a tile of a suit an opponent still
  in play has voided can never be his winning tile, so it is a little safer.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from rules.actions import ActionBase
from rules.analysis import shanten
from rules.engine import SeatView
from rules.melds import Meld, MeldKind
from rules.tiles import SUITS
from rules.variants.sichuan import VARIANT
from rules.variants.sichuan.events import ChooseVoid, ExchangeThree
from rules.variants.sichuan.view import SichuanView

from ..table_reading import SETS_IN_HAND, hand_counts, own_melds
from .base import Policy
from .plans import Plan, Target

SHAPES = VARIANT.shapes


def _suit_structure(counts: Sequence[int], suit: int) -> int:
    """Pairs and neighbours inside one suit: a rough measure of what voiding it would throw away."""
    part = counts[9 * suit:9 * suit + 9]
    pairs = sum(1 for c in part if c >= 2)
    links = sum(1 for r in range(8) if part[r] and part[r + 1]) + sum(1 for r in range(7) if part[r] and part[r + 2])
    return 2 * pairs + links


def choose_void(counts: Sequence[int], melds_count: int = 0) -> tuple[str, str]:
    """(suit, reason): the weakest suit to declare void."""
    best = None
    for s, letter in enumerate(SUITS):
        held = sum(counts[9 * s:9 * s + 9])
        key = (shanten(counts, melds_count, shapes=SHAPES, void_suit=letter), held,
               _suit_structure(counts, s), s)
        if best is None or key < best[0]:
            best = (key, letter, held)
    assert best is not None
    key, letter, held = best
    return letter, f"定缺 {letter}: {held} tile(s) of it, shanten {key[0]} without it"


def choose_exchange(counts: Sequence[int], legal: Sequence[ExchangeThree],
                    kinds_of: Callable[[ExchangeThree], tuple[int, ...]]) -> tuple[ExchangeThree, str]:
    """The 换三张 choice among `legal` (ExchangeThree actions); `kinds_of(action)` gives the three
    kind indices. Gives from the suit to be voided, keeping the rest of the hand strongest."""
    by_suit: dict[int, list[ExchangeThree]] = {}
    for a in legal:
        by_suit.setdefault(kinds_of(a)[0] // 9, []).append(a)
    held = {s: sum(counts[9 * s:9 * s + 9]) for s in by_suit}
    suit = min(by_suit, key=lambda s: (held[s], _suit_structure(counts, s), s))
    best = None
    for a in by_suit[suit]:
        rest = list(counts)
        for k in kinds_of(a):
            rest[k] -= 1
        # the three tiles leave like a meld: the rest is measured on three sets and a pair
        after = shanten(rest, 1, shapes=("standard",))
        give = sum(_neighbours(counts, k) for k in kinds_of(a))
        key = (after, give, kinds_of(a))
        if best is None or key < best[0]:
            best = (key, a)
    assert best is not None
    return best[1], f"换三张: three {SUITS[suit]} tiles from the suit to be voided"


def _neighbours(counts: Sequence[int], k: int) -> int:
    r = k % 9
    out = 2 * (counts[k] - 1)
    for d in (-2, -1, 1, 2):
        if 0 <= r + d <= 8:
            out += counts[k + d] > 0
    return out


# How far a hand may be from a plan and still "lean" that way (tuned on simulations, see docs/sichuan.md).
FLUSH_MIN_TILES = 8       # tiles of the flush suit, melds counted 3 each
FLUSH_MAX_OFF = 4         # tiles of the third suit (void tiles apart: they go anyway)
FLUSH_PUSH = 30.0         # extra weight for throwing a third-suit tile once a flush is planned


def sichuan_plans(counts: Sequence[int], melds: Sequence[Meld], void: Optional[str]) -> list[Plan]:
    """清一色 / 对对胡 / 七对 when the hand leans that way (few tiles missing)."""
    plans: list[Plan] = []
    meld_suits = {t.index // 9 for m in melds for t in m.tiles}
    for s, letter in enumerate(SUITS):
        if letter == void or meld_suits - {s}:
            continue
        others = [k for k in range(27) if k // 9 != s]
        off = sum(counts[k] for k in others)
        mine = sum(counts[9 * s:9 * s + 9]) + 3 * len(melds)
        void_tiles = sum(counts[9 * SUITS.index(void):9 * SUITS.index(void) + 9]) if void else 0
        if mine >= FLUSH_MIN_TILES and off - void_tiles <= FLUSH_MAX_OFF:
            plans.append(Plan(f"full_flush_{letter}", "清一色", 3, off, frozenset(), frozenset(others)))
    if all(m.kind is not MeldKind.CHOW for m in melds):
        sets_needed = SETS_IN_HAND - len(melds)
        pungs = sum(1 for c in counts if c >= 3)
        pairs = sum(1 for c in counts if c == 2)
        from_pairs = min(max(sets_needed - pungs, 0), max(pairs - 1, 0))
        missing = from_pairs + 2 * max(sets_needed - pungs - from_pairs, 0) + (0 if pairs else 1)
        if missing <= 3 and pungs + pairs + len(melds) >= 4:
            plans.append(Plan("all_pungs", "对对胡", 2, missing, frozenset(k for k, c in enumerate(counts) if c >= 2),
                              frozenset(k for k, c in enumerate(counts) if c == 1)))
    if not melds:
        pairs = sum(c // 2 for c in counts)
        if pairs >= 5:
            plans.append(Plan("seven_pairs", "七对", 3, 7 - pairs, frozenset(k for k, c in enumerate(counts) if c >= 2),
                              frozenset(k for k, c in enumerate(counts) if c % 2 == 1), allows_melds=False))
    return plans


def choose_plan(counts: Sequence[int], melds: Sequence[Meld], void: Optional[str]) -> Target:
    """The strongest of the plans, alone or a flush with a shape (清对, 清七对)."""
    plans = sichuan_plans(counts, melds, void)
    candidates = [Target((p,)) for p in plans]
    flush = [p for p in plans if p.key.startswith("full_flush")]
    shaped = [p for p in plans if not p.key.startswith("full_flush")]
    candidates += [Target((f, p)) for f in flush for p in shaped]   # 清对, 清七对
    if not candidates:
        return Target(())
    return max(candidates, key=lambda t: (t.strength, t.value, -t.missing, [p.key for p in t.plans]))


class SichuanPolicy(Policy):
    """四川: 定缺 and 换三张, the void suit first and never claimed, 清一色 / 对对胡 / 七对 plans."""

    shapes = SHAPES
    target_minimum = 0   # 平胡 is a legal win: no plan is needed to claim
    veto_reason = "void"

    @staticmethod
    def _facts(view: SeatView) -> SichuanView:
        """The seat's 四川 view (an empty one for a view built without it)."""
        extra = getattr(view, "extra", None)
        return extra if isinstance(extra, SichuanView) else SichuanView()

    def void_suit(self, view: SeatView) -> Optional[str]:
        """The seat's 定缺 suit (chosen, or still being chosen)."""
        return self._facts(view).void_suit

    def target(self, view: SeatView, counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
               round_wind: int) -> Target:
        """清一色 / 对对胡 / 七对 when the hand leans that way."""
        return choose_plan(counts, melds, self.void_suit(view))

    def discard_weights(self, view: SeatView, kind: int, counts: Sequence[int]) -> dict[str, float]:
        """The void suit first; the flush's other suits; a tile an opponent's void makes safe."""
        facts = self._facts(view)
        out: dict[str, float] = {}
        void = facts.void_suit
        if void and kind // 9 == SUITS.index(void):
            out["void_suit"] = 200.0
        elif FLUSH_PUSH:
            plan = choose_plan(counts, own_melds(view), void)
            flush = [p for p in plan.plans if p.key.startswith("full_flush")]
            if flush and kind in flush[0].unwanted:
                out["flush"] = FLUSH_PUSH
        voids = facts.voids or ()
        gone = {w.seat for w in view.wins}
        safe = sum(1 for seat, v in enumerate(voids)
                   if seat != view.seat and seat not in gone and v == SUITS[kind // 9])
        if safe:
            out["opponent_void"] = 2.0 * safe
        return out

    def claim_allowed(self, view: SeatView, action: ActionBase) -> bool:
        """Never a pung or kong of the void suit."""
        void = self.void_suit(view)
        tiles = getattr(action, "tiles", ())
        return not (void and tiles and view.hand_kinds[view.hand.index(tiles[0])].suit == void)

    def setup_reason(self, view: SeatView, action: ActionBase) -> Optional[tuple[str, dict[str, object]]]:
        """定缺: the suit held least, or the one whose loss costs least; 换三张: the suit passed on."""
        counts = hand_counts(view)
        if isinstance(action, ChooseVoid):
            held = {s: sum(counts[9 * i:9 * i + 9]) for i, s in enumerate(SUITS)}
            n = held[action.suit]
            if n == min(held.values()):
                return "void_least", {"suit": action.suit, "n": n}
            after = shanten(counts, 0, shapes=VARIANT.shapes, void_suit=action.suit)
            return "void_cheapest", {"suit": action.suit, "n": n, "shanten": after}
        if isinstance(action, ExchangeThree):
            kinds = [view.hand_kinds[view.hand.index(tid)] for tid in action.tiles]
            return "exchange", {"tiles": kinds, "suit": kinds[0].suit}
        return None

    def setup_action(self, view: SeatView, legal: Sequence[ActionBase]) -> Optional[tuple[ActionBase, str]]:
        """定缺 the weakest suit; 换三张 three tiles of the suit to be voided."""
        counts = hand_counts(view)
        voids = [a for a in legal if isinstance(a, ChooseVoid)]
        if legal and len(voids) == len(legal):
            suit, why = choose_void(counts)
            return next(a for a in voids if a.suit == suit), why
        exchanges = [a for a in legal if isinstance(a, ExchangeThree)]
        if legal and len(exchanges) == len(legal):
            index = {t: k.index for t, k in zip(view.hand, view.hand_kinds)}
            return choose_exchange(counts, exchanges, lambda a: tuple(index[t] for t in a.tiles))
        return None
