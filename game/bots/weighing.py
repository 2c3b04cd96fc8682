"""What the default bot weighs a hand by (default_bot's base): the hand's context (the variant,
its policy, the level, the tiles as counts), the nearest routes to a legal win and their value,
the offensive weights of a discard, a ready hand's waits read with the scorer, the danger reads
and what one step of the own hand is worth in points, and the hand as it stands (what passing a
claim keeps). The choices (which discard, which claim) are default_bot's."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from rules.analysis import UNREACHABLE, DiscardOption, effective_tiles, improving_tiles, live_counts, shanten
from rules.engine import SeatView
from rules.melds import Meld
from rules.scoring import ScoreResult, WinContext
from rules.tiles import NUM_PLAY_KINDS, SUITS, TILES, Tile
from rules.variants.base import Variant
from rules.variants.registry import get_variant

from .defence import SeatRead, read_seats, win_chance
from .levels import EXPERT, Style
from .policies import Policy, policy_for
from .policies.plans import Target
from .routes import Route, RouteDistance, nearest
from .table_reading import COPIES, hand_counts, own_melds, seats_of, visible_counts, wind_index

STEP_FLOOR = 0.5          # points: a step of one's own hand is never worth less (no division by 0)
LATE_WALL = 24            # tiles left in the wall from which a seat with a meld is a plain threat
LAST_TILES = 12           # tiles left from which every seat is


def plainly_threatening(read: SeatRead, wall_remaining: int) -> bool:
    """A threat in plain sight (what the 普通 level reads): a declared 报听, two melds, a meld
    late in the wall, or any seat in the last tiles."""
    return (read.known_ready or read.melds >= 2 or (read.melds >= 1 and wall_remaining < LATE_WALL)
            or wall_remaining < LAST_TILES)


@dataclass(frozen=True)
class HandContext:
    """One decision's hand and table as the weights read them (built by `HandWeigher._context`)."""

    variant: Variant
    policy: Policy
    style: Style
    counts: list[int]       # concealed tiles as 34 counts, wildcards removed
    melds: tuple[Meld, ...]
    seen: list[int]         # visible copies outside the hand
    seat_wind: int
    round_wind: int
    jokers: int
    joker_kinds: tuple[int, ...]
    void_suit: Optional[str]
    routes: tuple[Route, ...]

    @property
    def void_kinds(self) -> frozenset[int]:
        """The kinds of the void suit (四川 定缺): never part of a winning hand."""
        if self.void_suit is None:
            return frozenset()
        first = 9 * SUITS.index(self.void_suit)
        return frozenset(range(first, first + 9))

    def analysis_args(self) -> dict[str, Any]:
        """The keyword arguments rules.analysis needs for this hand: shapes, jokers, void suit."""
        return {"shapes": self.policy.shapes, "jokers": self.jokers, "void_suit": self.void_suit,
                "joker_kinds": self.joker_kinds}

    def shanten(self, counts: Sequence[int], melds_count: int) -> int:
        """Shanten with this variant's shapes, the hand's jokers and its void suit."""
        return shanten(counts, melds_count, shapes=self.policy.shapes, jokers=self.jokers,
                       void_suit=self.void_suit)

    def options(self, counts: Sequence[int], melds_count: int) -> list[DiscardOption]:
        """Each discard of a 14-equivalent hand with what it leaves, best first."""
        return effective_tiles(counts, melds_count, visible=self.seen, **self.analysis_args())


@dataclass(frozen=True)
class WeighedHand:
    """A 13-equivalent hand as the bot weighs it: plain and legal shanten, live tiles, value."""

    shanten: int
    legal: Optional[int]          # None: the variant's plain shanten is the distance to a win
    live: int
    value: float
    route: str                    # the nearest route's score items ("" without routes)

    @property
    def distance(self) -> int:
        """The shanten the bot steers by: the legal one where the variant has one."""
        return self.shanten if self.legal is None else max(self.legal, self.shanten)


def hand_context(view: SeatView, style: Style = EXPERT) -> HandContext:
    """The variant, its policy, the seat's hand as counts without wildcards, and the table, as a
    bot of `style` reads them."""
    variant = get_variant(view.variant)
    policy = policy_for(variant.name)
    counts = hand_counts(view)
    joker_kinds = tuple(policy.jokers(view))
    jokers = 0
    for k in joker_kinds:
        if k >= NUM_PLAY_KINDS:     # a bonus-tile wildcard (苏州百搭) is never among the counts
            jokers += sum(1 for t in view.hand_kinds if t.index == k)
            continue
        jokers += counts[k]
        counts[k] = 0
    return HandContext(variant, policy, style, counts, own_melds(view), visible_counts(view),
                       wind_index(view.seat_winds[view.seat]), wind_index(view.round_wind),
                       jokers, joker_kinds, policy.void_suit(view), policy.routes(view) if style.routes else ())


class HandWeigher:
    """The weighing half of the default bot: its caches and the measures of a hand (module docstring)."""

    style: Style

    def __init__(self) -> None:
        self._score_cache: dict[tuple[object, ...], Optional[ScoreResult]] = {}
        self._route_cache: dict[tuple[object, ...], list[RouteDistance]] = {}

    # --- context --------------------------------------------------------------------------------
    @staticmethod
    def _context(view: SeatView, style: Style = EXPERT) -> HandContext:
        """The variant, its policy, the hand as counts without wildcards, and the table."""
        return hand_context(view, style)

    # --- weighing a hand ------------------------------------------------------------------------
    def _routes(self, ctx: HandContext, counts: Sequence[int], melds: tuple[Meld, ...]) -> list[RouteDistance]:
        # The policies keep their route tuples (per seat and round wind, per flower state), so
        # their identity says which routes were measured.
        key = (id(ctx.routes), tuple(counts), melds)
        found = self._route_cache.get(key)
        if found is None:
            if len(self._route_cache) > 4096:
                self._route_cache.clear()
            found = self._route_cache[key] = nearest(ctx.routes, counts, melds, slack=0)
        return found

    def _weigh(self, view: SeatView, ctx: HandContext, counts: Sequence[int], melds: tuple[Meld, ...],
               plain: int, live: int, found: Optional[list[RouteDistance]] = None) -> WeighedHand:
        """A 13-equivalent hand's legal shanten and value (plain shanten and live given; `found`:
        its nearest routes when already measured)."""
        if not ctx.style.routes:
            return WeighedHand(plain, None, live, 0.0, "")
        if ctx.routes:
            if found is None:
                found = self._routes(ctx, counts, melds)
            if not found:
                return WeighedHand(plain, UNREACHABLE, live, 0.0, "")
            best = found[0]
            value = max(r.route.value for r in found if r.distance == best.distance)
            return WeighedHand(plain, best.distance - 1, live, min(value, ctx.policy.value_cap), best.route.describe())
        legal = ctx.policy.legal_shanten(view, counts, melds, ctx.jokers, ())
        return WeighedHand(plain, legal, live, 0.0, "")

    def _offence(self, view: SeatView, ctx: HandContext, counts: Sequence[int], melds: tuple[Meld, ...],
                 option: DiscardOption, target: Target, found: Optional[list[RouteDistance]] = None
                 ) -> tuple[dict[str, float], WeighedHand]:
        """The offensive weights of throwing `option.discard` from a 14-equivalent hand (`found`:
        the nearest routes after it, when measured already)."""
        kind = option.discard
        w: dict[str, float] = {}
        after = list(counts)
        after[kind] -= 1
        hand = self._weigh(view, ctx, after, melds, option.shanten_after, option.total_live, found)
        w["shanten"] = -100.0 * option.shanten_after if option.shanten_after < UNREACHABLE else -1000.0
        w["live"] = 1.5 * min(option.total_live, 40)
        unwanted, needed = target.unwanted(), target.needed()
        if kind in unwanted:
            w["plan"] = 12.0
        elif kind in needed and counts[kind] == 1:
            w["plan"] = -15.0
        if option.shanten_after == 0:
            ready = self._ready_value(view, ctx, counts, melds, kind, option)
            w.update(ready)
            if "ready_legal_waits" in ready and hand.legal is not None:
                hand = WeighedHand(hand.shanten, 0, hand.live, hand.value, hand.route)
        if ctx.style.route_live and ctx.routes and "ready_legal_waits" not in w:
            # Count the live tiles that shorten the route to a legal win, not any shape's.
            routed = ctx.policy.route_live(after, melds, found if found is not None else self._routes(ctx, after, melds),
                                           live_counts(counts, ctx.seen), [k for k, _ in option.effective])
            if routed is not None:
                w["live"] = 1.5 * min(routed, 40)
        if hand.legal is not None and hand.legal > hand.shanten:
            gap = min(hand.legal, 8) - hand.shanten
            w["legal_gap"] = -ctx.policy.legal_weight * gap
        if hand.value and ctx.style.value_steering and ctx.policy.value_on_discards:
            w["value"] = ctx.policy.value_weight * hand.value
        return w, hand

    def _ready_value(self, view: SeatView, ctx: HandContext, counts: Sequence[int], melds: tuple[Meld, ...],
                     discard: int, option: DiscardOption) -> dict[str, float]:
        """Exact check of a ready hand's waits with the variant's scorer: only legal wins count."""
        hand = list(counts)
        hand[discard] -= 1
        return self._ready_weights(view, ctx, hand, melds, option.effective)

    def _ready_weights(self, view: SeatView, ctx: HandContext, hand: Sequence[int], melds: tuple[Meld, ...],
                       effective: Sequence[tuple[int, int]]) -> dict[str, float]:
        """The weights of a ready 13-equivalent hand's waits (`effective`: wait, live copies)."""
        jokers = tuple(TILES[k] for k in ctx.joker_kinds for _ in range(self._held(view, k)))
        concealed = tuple(TILES[k] for k in range(NUM_PLAY_KINDS) for _ in range(hand[k])) + jokers
        legal_live = 0.0
        best_total = 0
        found: list[tuple[float, int]] = []     # (live copies as counted, value) of each legal wait
        # None: every live copy counts one (the levels below the expert, most variants)
        weights = ctx.policy.wait_weights(view) if ctx.style.wait_arrivals else None
        in_use = [0] * NUM_PLAY_KINDS
        for t in concealed:
            if t.index < NUM_PLAY_KINDS:     # (a 苏州百搭 joker is no play kind)
                in_use[t.index] += 1
        for m in melds:
            for t in m.tiles:
                in_use[t.index] += 1
        for wait, n in effective:
            # A wait is only real if a copy can still come: the live count ignores a claim in
            # progress, so count the tiles this hand would hold as well.
            if n <= 0 or wait in ctx.joker_kinds or in_use[wait] >= COPIES:
                continue
            result = self._score(view, ctx, melds, concealed, wait)
            if result is not None:
                counted = n if weights is None else n * weights[wait]
                legal_live += counted
                best_total = max(best_total, result.total)
                found.append((counted, result.total))
        if legal_live == 0:
            return {"ready_but_no_legal_win": -60.0}
        own = ctx.policy.ready_worth(view, found) if ctx.style.value_steering else None
        if own is not None:       # the policy weighs the waits by what they are worth (天津)
            return own
        return {"ready_legal_waits": 30.0 + 3.0 * legal_live, "wait_value": ctx.policy.wait_value(best_total)}

    @staticmethod
    def _held(view: SeatView, kind: int) -> int:
        return sum(1 for k in view.hand_kinds if k.index == kind)

    def _score(self, view: SeatView, ctx: HandContext, melds: tuple[Meld, ...], concealed: tuple[Tile, ...],
               wait: int) -> Optional[ScoreResult]:
        key = (ctx.variant.name, melds, concealed, wait, view.seat_winds[view.seat], view.round_wind,
               len(view.flowers[view.seat]))
        if key in self._score_cache:
            return self._score_cache[key]
        if len(self._score_cache) > 4096:
            self._score_cache.clear()
        result = None
        extra = dict(ctx.policy.wait_extra(view, melds))
        options = ctx.variant.resolve_options(view.options)     # the table's rules, as it scores
        for self_drawn in (False, True):
            if not self_drawn and not ctx.variant.claims.win_on_discard:
                continue
            win_ctx = WinContext(melds=melds, concealed=concealed, win_tile=TILES[wait], self_drawn=self_drawn,
                                 seat_wind=view.seat_winds[view.seat], round_wind=view.round_wind,
                                 flowers=len(view.flowers[view.seat]), extra=extra)
            scored = ctx.variant.score(win_ctx, options)
            if ctx.variant.is_legal_win(scored):
                result = scored
                break
        self._score_cache[key] = result
        return result

    # --- danger ---------------------------------------------------------------------------------
    def _reads(self, view: SeatView, ctx: HandContext) -> list[SeatRead]:
        if not ctx.style.defence or not ctx.variant.claims.win_on_discard:
            return []
        reads = read_seats(view, ctx.policy.danger, ctx.policy.known_ready(view), ctx.policy.flowers_value,
                           ctx.policy.known_safe(view))
        if ctx.style.visible_reads or ctx.policy.plain_reads:
            reads = [r for r in reads if plainly_threatening(r, view.wall_remaining)]
        return reads

    def _step_points(self, view: SeatView, ctx: HandContext, best: WeighedHand, reads: Sequence[SeatRead]) -> float:
        """What one step of the own hand is worth in points now: the win's points times the
        chance it loses by being one step further away (and, where the policy says being ready
        pays by itself, that too)."""
        live = live_counts(ctx.counts, ctx.seen)
        unseen = max(1, sum(live))
        active = seats_of(view) - len({w.seat for w in view.wins})
        draws = view.wall_remaining // max(1, active)
        hazard = min(0.9, sum(r.ready for r in reads) * 0.2)
        others = max(0, active - 1)
        discard_wins = ctx.variant.claims.win_on_discard
        d = best.distance
        near = win_chance(d, max(1, best.live), unseen, draws, others, discard_wins, hazard)
        far = win_chance(d + 1, max(1, best.live), unseen, draws, others, discard_wins, hazard)
        points = ctx.policy.win_points(view, best.value)
        besides = 0.0
        ready = ctx.policy.ready_points(view, best.value)
        if ready:
            # Being ready pays by itself (四川 查大叫): a step nearer raises the chance to be
            # ready when the wall ends, drawing for it alone.
            reach = 1.0 if d <= 0 else win_chance(d - 1, max(1, best.live), unseen, draws, 0, False, hazard)
            further = win_chance(d, max(1, best.live), unseen, draws, 0, False, hazard)
            besides = ready * (reach - further)
        return max(STEP_FLOOR, points * (near - far) + besides)

    # --- claims: the hand as it stands ------------------------------------------------------------
    def _standing(self, view: SeatView, ctx: HandContext) -> tuple[float, WeighedHand, dict[str, float]]:
        """The score of the 13-equivalent hand as it is (what passing keeps), on the discards'
        scale, with its parts by weight name (what a claim's words compare against)."""
        plain = ctx.shanten(ctx.counts, len(ctx.melds))
        live_now = live_counts(ctx.counts, ctx.seen)
        improving = improving_tiles(ctx.counts, len(ctx.melds), **ctx.analysis_args()) if plain < UNREACHABLE else []
        live = sum(live_now[k] for k in improving if k < NUM_PLAY_KINDS)
        hand = self._weigh(view, ctx, ctx.counts, ctx.melds, plain, live)
        counted = live
        ready: dict[str, float] = {}
        if plain == 0:
            ready = self._ready_weights(view, ctx, ctx.counts, ctx.melds,
                                        [(k, live_now[k]) for k in improving if k < NUM_PLAY_KINDS])
            if "ready_legal_waits" in ready and hand.legal is not None:
                hand = WeighedHand(hand.shanten, 0, hand.live, hand.value, hand.route)
        if ctx.style.route_live and ctx.routes and "ready_legal_waits" not in ready:
            routed = ctx.policy.route_live(ctx.counts, ctx.melds, self._routes(ctx, ctx.counts, ctx.melds), live_now,
                                           improving)
            if routed is not None:
                counted = routed
        parts = {"shanten": -100.0 * plain, "live": 1.5 * min(counted, 40), **ready}
        if hand.legal is not None and hand.legal > hand.shanten:
            parts["legal_gap"] = -ctx.policy.legal_weight * (min(hand.legal, 8) - hand.shanten)
        if ctx.style.value_steering:
            parts["value"] = ctx.policy.value_weight * hand.value
        return sum(parts.values()), hand, parts
