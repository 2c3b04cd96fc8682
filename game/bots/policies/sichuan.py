"""四川血战 for the default bot: the void suit, the plans worth steering for, and the set-up steps.

- 定缺: the suit whose loss costs the hand least (lowest shanten with it void, then the fewest
  tiles of it, then the least structure in it).
- 换三张: three tiles of the suit the bot means to void (the shortest suit that has three; when
  the shortest holds fewer than three, the next shortest), the three whose loss hurts the rest of
  the hand least.
- Plans: 清一色 (3 番), 对对胡 (2), 七对 (3), each only when the hand already leans that way; they
  can stack (清对, 清七对). Otherwise plain efficiency: 平胡 is a legal win here.
- Discards: the void suit first (the engine insists anyway); a tile of a suit an opponent still
  in play has voided can never be his winning tile, so it is a little safer.
- Defence (血战: a deal-in costs one payment and the hand goes on): only threats in plain sight
  are read (melds, a late wall), a deal-in is weighed at the plain expected-points exchange, and
  late in the wall being ready is worth 查大叫 besides the win, so a hand near ready is not
  broken for a safe tile when the wall is about to end.
- Self-draw (自摸加番): a self-draw adds one 番 and every player still in pays it, a discard win
  only the discarder; the expert passes a discard win while drawing the tile itself is likely
  enough to pay more (`hold_for_self_draw`).
- 血流成河 (option play_on): winners stay in, so they still pay and can still be dealt into; a
  won hand is locked (the engine offers only the win and the drawn tile's discard); every win is
  taken (no holding for a self-draw), and a tile a locked winner waits on (his hand was shown at
  his win) is kept back (`locked_waits`).
"""
from __future__ import annotations

from typing import Any, Callable, ClassVar, Mapping, Optional, Sequence

from rules.actions import ActionBase
from rules.analysis import shanten, waits
from rules.engine import SeatView
from rules.events import WinRecord
from rules.melds import Meld, MeldKind
from rules.tiles import SUITS
from rules.variants.book import Words
from rules.variants.sichuan import VARIANT
from rules.variants.sichuan.events import ChooseVoid, ExchangeThree
from rules.variants.sichuan.scoring import fan_payment
from rules.variants.sichuan.view import SichuanView

from ..table_reading import SETS_IN_HAND, hand_counts, own_melds, seats_of
from ..defence import DangerTables, win_chance
from ..routes import Route
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


# Fitted by tools/fit_danger.py --variant sichuan --hands 300 --bots baseline --seed fit
# (38120 seat readings); refit after changing the bots.
DANGER = DangerTables(
    ready=((0.0, 0.021, 0.061, 0.169),
           (0.001, 0.001, 0.093, 0.243),
           (0.003, 0.038, 0.106, 0.336),
           (0.013, 0.053, 0.041, 0.443),
           (0.044, 0.07, 0.131, 0.557),
           (0.073, 0.133, 0.35, 0.483),
           (0.121, 0.216, 0.46, 0.647),
           (0.176, 0.324, 0.55, 0.793),
           (0.253, 0.385, 0.607, 0.804),
           (0.354, 0.482, 0.662, 0.82),
           (0.393, 0.541, 0.689, 0.983),
           (0.47, 0.609, 0.68, 0.978),
           (0.538, 0.688, 0.757, 0.971),
           (0.581, 0.694, 0.771, 0.973),
           (0.636, 0.717, 0.744, 0.975),
           (0.677, 0.74, 0.757, 0.978),
           (0.725, 0.775, 0.832, 0.975),
           (0.739, 0.774, 0.944, 0.964),
           (0.802, 0.745, 0.974, 0.96)),
    waits={'honor': (0.0, 0.05, 0.08, 0.1),
           'terminal': (0.048, 0.0485, 0.0791, 0.1228),
           'two_eight': (0.0345, 0.0677, 0.0877, 0.1286),
           'three_seven': (0.0833, 0.1408, 0.1416, 0.1828),
           'middle': (0.0961, 0.1092, 0.114, 0.1457)},
    factors={'own_discard': 0.079, 'after_meld': 0.071, 'passed': 0.01, 'suji': 0.659,
             'flush_in': 0.776, 'flush_out': 1.247, 'streak': 1.017},
    deal_in_cost=1.53, cost_per_flower=0.0, win_gain=3.55)


# A route's value is what its win pays (2^(番-1) stakes: 平胡 1, 对对胡 2, 清一色 and 七对 4, 清对 8,
# 清七对 16), so the bot prefers, at the same distance, the pattern that pays more.
ROUTE_PAY = {"平胡": 1, "对对胡": 2, "清一色": 4, "七对": 4, "清对": 8, "清七对": 16}
NUMBER_KINDS = frozenset(range(27))
# 查大叫 (settle.end_of_hand_transfers): about 1.5 stakes each way between a ready player and one
# who is not; a third of the hands reach the wall's end, more the fewer tiles are left.
CHAJIAO_STAKES = 1.5
CHAJIAO_HORIZON = 40      # wall tiles left from which the end of the wall starts to weigh
_ROUTES: dict[Optional[str], tuple[Route, ...]] = {}
# A self-draw adds one 番 (option zimo "fan", the default; "base": one stake more from each payer)
# and is paid by every player still in; payments count 番 up to option fan_cap (0: no cap).
# Points staying in the hand costs while it waits for its own draw (others' self-draws and kongs
# paid meanwhile, a deal-in), about; the pass must expect to gain more than this.
HOLD_COST = 1.0
REASON_WORDS: Mapping[str, Words] = {
    "pass_win": Words("过：不和{tile}（{fans}番只有放炮的一家付），等自摸：听的牌还有{live}张，"
                      "牌墙还有{wall}张，自摸每家都付",
                      "pass: no win on {tile} ({fans} fan, paid by the discarder alone); wait for the "
                      "self-draw: {live} of the waits left, {wall} in the wall, and every player still in pays it"),
}


def _win_pays(fans: int, self_drawn: bool, options: Mapping[str, Any]) -> int:
    """Stakes each payer pays a win of `fans` 番 under the table's `options` (settle's rule)."""
    pays = fan_payment(fans + (1 if self_drawn and options.get("zimo", "fan") == "fan" else 0),
                       options.get("fan_cap", 6))
    return pays + (1 if self_drawn and options.get("zimo", "fan") == "base" else 0)


def sichuan_routes(void: Optional[str]) -> tuple[Route, ...]:
    """The 四川 routes for a hand voiding `void` (None: not chosen yet): 平胡, 对对胡, 七对 and,
    in each suit kept, 清一色, 清对 and 清七对."""
    found = _ROUTES.get(void)
    if found is not None:
        return found
    kept = [s for s, letter in enumerate(SUITS) if letter != void]
    kinds = frozenset(k for k in NUMBER_KINDS if k // 9 in kept)
    out = [Route("ping_hu", ("平胡",), ROUTE_PAY["平胡"], kinds=kinds),
           Route("dui_dui_hu", ("对对胡",), ROUTE_PAY["对对胡"], shape="pungs", kinds=kinds),
           Route("qi_dui", ("七对",), ROUTE_PAY["七对"], shape="pairs", kinds=kinds)]
    for s in kept:
        suit = frozenset(range(9 * s, 9 * s + 9))
        out += [Route(f"qing_yi_se_{SUITS[s]}", ("清一色",), ROUTE_PAY["清一色"], kinds=suit),
                Route(f"qing_dui_{SUITS[s]}", ("清对",), ROUTE_PAY["清对"], shape="pungs", kinds=suit),
                Route(f"qing_qi_dui_{SUITS[s]}", ("清七对",), ROUTE_PAY["清七对"], shape="pairs", kinds=suit)]
    made = _ROUTES[void] = tuple(out)
    return made


def _river(view: SeatView) -> bool:
    """The table plays 血流成河 (option play_on): winners stay in."""
    return VARIANT.winners_play_on is not None and VARIANT.winners_play_on(VARIANT.resolve_options(view.options))


def _gone(view: SeatView) -> set[int]:
    """The seats out of play: the winners under 血战; nobody under 血流成河 (winners play on)."""
    return set() if _river(view) else {w.seat for w in view.wins}


# 血流成河: a deal-in to a won (locked) hand is certain, and its waits are known exactly: the hand
# was shown at the win and cannot change. Per locked seat waiting on a kind, its discard weighs
# this much less: a tie-break, not a reason to break one's own hand. Measured (arena, 600 walls,
# --preset bloody_river): at 150 (break the hand rather than pay) the expert was level with
# baseline (−0.06 a hand); at 0 or 20, +0.5: one small certain payment costs less than a later
# first win, whose locked hand goes on winning until the wall is empty.
LOCKED_WAIT = 20.0
RIVER_WIN_FACTOR = 2.0    # 血流成河: a first win and the wins its locked hand goes on to make
_LOCKED_WAITS: dict[tuple[int, ...], frozenset[int]] = {}


def locked_waits(win: WinRecord, void: Optional[str]) -> frozenset[int]:
    """The kinds a 血流成河 winner's locked hand waits on, read off his win's score (its base item
    holds the whole hand: concealed, melds and the won tile). Melds are read as concealed tiles
    and a kong as a pung, so the list may hold a wait the hand does not have, never miss one."""
    whole = max((i.tiles for i in win.score.items), key=len, default=())
    counts = [0] * 34
    for t in whole:
        counts[t.index] += 1
    counts[win.kind.index] -= 1
    while sum(counts) > 13:          # each kong's fourth tile: read it as a pung
        k = max(range(34), key=lambda i: counts[i])
        counts[k] -= 1
    key = tuple(counts) + (SUITS.index(void) if void else -1,)
    found = _LOCKED_WAITS.get(key)
    if found is None:
        if sum(counts) != 13 or min(counts) < 0:
            found = frozenset()
        else:
            found = frozenset(waits(counts, 0, shapes=SHAPES, void_suit=void))
        if len(_LOCKED_WAITS) > 4096:
            _LOCKED_WAITS.clear()
        _LOCKED_WAITS[key] = found
    return found


class SichuanPolicy(Policy):
    """四川: 定缺 and 换三张, the void suit first and never claimed, 清一色 / 对对胡 / 七对 plans."""

    shapes = SHAPES
    target_minimum = 0   # 平胡 is a legal win: no plan is needed to claim
    veto_reason = "void"
    reason_words: ClassVar[Mapping[str, Words]] = REASON_WORDS
    danger = DANGER
    value_weight = 3.0     # per stake a route's win pays (ROUTE_PAY)
    # 血战: a deal-in costs one payment and the hand goes on, so every level defends only against
    # the threats in plain sight (melds, a late wall); reading concealed hands ready by their
    # discards alone made the expert fold hands that would have won (notes B15s).
    plain_reads = True
    # ... and weighs a deal-in at the plain expected-points exchange, not the expert's 2.5 times it
    # (that factor stands for a deal-in ending one's own hand, which here it does not).
    defence_cap = 1.0
    chajiao_stakes = CHAJIAO_STAKES

    def routes(self, view: SeatView) -> tuple[Route, ...]:
        """The 四川 routes for this seat's void suit: the nearest win, then the one that pays most."""
        return sichuan_routes(self.void_suit(view))

    def wait_value(self, total: int) -> float:
        """A wait of `total` 番 weighs what it pays (2^(番-1) stakes, up to 16), like a route."""
        return self.value_weight * min(1 << max(total - 1, 0), 16)

    def ready_points(self, view: SeatView, value: float) -> float:
        """查大叫: at an exhausted wall each player still in who is not ready pays each ready one,
        so being ready late is worth about a payment from (or to) every other player still in,
        the more the nearer the wall's end."""
        others = seats_of(view) - 1 - len(_gone(view) - {view.seat})
        late = max(0.0, 1.0 - view.wall_remaining / CHAJIAO_HORIZON)
        return self.chajiao_stakes * late * max(others, 0)

    def hold_for_self_draw(self, view: SeatView, fans: int, live: int, unseen: int) -> Optional[str]:
        """Pass a discard win of `fans` when the self-draw it waits for is likely enough: the
        chance to draw one of the `live` waits from the seat's share of the wall, times what a
        self-draw pays (one 番 more, from every player still in), must beat the discard win by
        more than staying in costs (HOLD_COST)."""
        if _river(view):
            return None      # 血流成河: every win counts and a pass costs the next ones (过水): take it
        others = seats_of(view) - 1 - len(_gone(view) - {view.seat})
        draws = view.wall_remaining // max(1, others + 1)
        drawn = win_chance(0, live, unseen, draws, 0, False, 0.0)
        options = VARIANT.resolve_options(view.options)
        drawn_pays = _win_pays(fans, True, options)
        gain = drawn * drawn_pays * others - _win_pays(fans, False, options)
        if others <= 0 or gain <= HOLD_COST:
            return None
        return (f"pass the {fans} 番 discard win: drawing one of {live} live waits in {draws} draws "
                f"({drawn:.0%}) pays {drawn_pays} from each of {others}")

    def win_points(self, view: SeatView, value: float) -> float:
        """A win paying `value` stakes, against the average win's 1.5; under 血流成河 the locked
        hand it leaves keeps winning (about one more win per winner, simulate --preset
        bloody_river: 6.8 wins a hand), so a first win is worth about twice."""
        first = self.danger.win_gain * max(value, 1.0) / 1.5
        won = any(w.seat == view.seat for w in view.wins)
        return first * RIVER_WIN_FACTOR if _river(view) and not won else first

    def opponent_voids(self, view: SeatView) -> tuple[Optional[str], ...]:
        """Each seat's 定缺 suit: a tile of it is never his winning tile."""
        return tuple(self._facts(view).voids or ())

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
        gone = _gone(view)
        safe = sum(1 for seat, v in enumerate(voids)
                   if seat != view.seat and seat not in gone and v == SUITS[kind // 9])
        if safe:
            out["opponent_void"] = 2.0 * safe
        if _river(view) and view.wins:
            last = {w.seat: w for w in view.wins if w.seat != view.seat}
            waiting = sum(1 for seat, w in last.items()
                          if kind in locked_waits(w, voids[seat] if seat < len(voids) else None))
            if waiting:
                out["locked_wait"] = -LOCKED_WAIT * waiting
        return out

    def known_waits(self, view: SeatView) -> tuple[frozenset[int], ...]:
        """血流成河: each other winner's locked hand waits on `locked_waits` (his last win's hand)."""
        if not (_river(view) and view.wins):
            return ()
        voids = self._facts(view).voids or ()
        last = {w.seat: w for w in view.wins if w.seat != view.seat}
        return tuple(locked_waits(last[s], voids[s] if s < len(voids) else None) if s in last else frozenset()
                     for s in range(seats_of(view)))

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
            suit = kinds[0].suit
            held = {s: sum(counts[9 * i:9 * i + 9]) for i, s in enumerate(SUITS)}
            # the suit to void may hold fewer than three: then the three go from the next shortest
            # suit (choose_exchange), which is not the one the hand means to void
            short = min((s for s in SUITS if held[s] < min(3, held[suit])), key=lambda s: (held[s], s), default=None)
            if short is not None:
                return "exchange_short", {"tiles": kinds, "suit": suit, "short": short}
            return "exchange", {"tiles": kinds, "suit": suit}
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
