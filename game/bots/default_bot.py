"""The default bot: one pipeline of named weights for every variant and level.

A discard is weighed by named weights, each kept in `last_decision` so a hint can say why:
- efficiency: the plain shanten left and the live tiles that improve it (rules.analysis);
- the legal win: the distance to a win the variant's scorer accepts, read off the policy's
  routes (国标 8 fans: 混一色 + 门前清, 碰碰和 + 箭刻, 花龙...) or its own measure (天津), and
  the value of the nearest route; a ready hand's waits are checked exactly with the scorer;
- the plan (the policy's target) and the policy's own weights (void suit first, never a 混...);
- the finishing search, where the policy turns it on (国标): the expected points each discard
  keeps of the ways to a legal win within a few tiles (finishing.py), against the best discard;
- safety: the expected points a deal-in would cost (defence.py: how likely each opponent is
  ready, which tiles he may win on, what it would cost), converted at what one step of the own
  hand is worth in points now, so a far or cheap hand folds and a ready, valuable one pushes.
Claims are weighed the same way: the hand after the claim and its best discard against the hand
as it is. A legal win is taken, but for a discard win the expert may pass where the policy
says drawing the tile itself pays more (四川: a self-draw pays every player still in). The level
(levels.py) sets the knobs.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from rules.actions import ActionBase, AddedKong, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win
from rules.analysis import (UNREACHABLE, DiscardOption, effective_tiles, improving_after_discards, improving_tiles,
                            live_counts, shanten)
from rules.engine import SeatView
from rules.melds import Meld, MeldKind
from rules.scoring import ScoreResult, WinContext
from rules.tiles import NUM_PLAY_KINDS, SUITS, TILES, Tile
from rules.variants.base import Variant
from rules.variants.registry import get_variant

from .decision import Decision
from .finish_search import FinishSearch
from .finishing import FinishTable
from .defence import SeatRead, TileDanger, read_seats, tile_danger, win_chance
from .levels import EXPERT, Style
from .policies import Policy, policy_for
from .policies.plans import Target
from .routes import Route, RouteDistance, nearest, nearest_after_discards
from .speed import TwoStep, speed_weights
from .table_reading import COPIES, hand_counts, own_melds, seats_of, visible_counts, wind_index

PLAY_KINDS = {Pass, Chow, Pung, Kong, Discard, ConcealedKong, AddedKong, Win}
PlanFacts = list[tuple[str, str, int]]            # (key, name_zh, value) of each plan
STEP_FLOOR = 0.5          # points: a step of one's own hand is never worth less (no division by 0)
CLAIM_MARGIN = 0.0        # a claim need only beat passing: speed pays (self-play draws 12% -> 9% at 0)


@dataclass(frozen=True)
class _Ctx:
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
class _Hand:
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


class DefaultBot:
    name = "default"

    def __init__(self, rng: Optional[random.Random], style: Style = EXPERT) -> None:
        self.rng = rng if rng is not None else random.Random(0)
        self.style = style
        self.name = style.name
        self.last_decision: Optional[Decision] = None
        self._score_cache: dict[tuple[object, ...], Optional[ScoreResult]] = {}
        self._route_cache: dict[tuple[object, ...], list[RouteDistance]] = {}
        self._finish = FinishSearch()

    # --- entry point ----------------------------------------------------------------------------
    def act(self, view: SeatView, legal: Sequence[ActionBase]) -> ActionBase:
        """decide()'s action alone, for callers that need no reasons (the decision is kept in
        `last_decision`)."""
        self.last_decision = self.decide(view, legal)
        return self.last_decision.action

    def decide(self, view: SeatView, legal: Sequence[ActionBase]) -> Decision:
        """The choice among `legal` for the seat of `view`, with every weight that made it."""
        if not legal:
            raise ValueError("DefaultBot was asked to act with no legal action")
        for action in legal:
            if isinstance(action, Win):
                policy = policy_for(view.variant)
                # the expert's weighing of claims and wins, where the policy keeps it
                weighs = self.style.routes and self.style.weighed_claims and policy.weighed_claims
                kong = policy.kong_before_win(view, legal) if self.style.routes else None
                if kong is not None:
                    return Decision(kong[0], kong[1], code="kong_before_win")
                held = self._hold_for_self_draw(view, legal) if weighs else None
                if held is None and weighs:      # a self-drawn win passed for a bigger one (天津)
                    declined = policy.decline_self_draw(view, legal)
                    if declined is not None:
                        return Decision(declined[0], declined[1], code="discard", facts={"declined_win": True})
                return held or Decision(action, "a legal win: take it", code="win")
        kinds = {type(a) for a in legal}
        if not kinds <= PLAY_KINDS:
            policy = policy_for(view.variant)
            chosen = policy.setup_action(view, legal)
            if chosen is not None:
                return Decision(chosen[0], chosen[1], code="setup")
            plain = [a for a in legal if type(a) in PLAY_KINDS]
            if any(isinstance(a, Discard) for a in plain):
                # A turn that offers a declaration beside the discards (二人 报听): weighed as any
                # turn (the level's knobs apply), then the policy may declare with the discard.
                decision = self._turn(view, plain, self._context(view, self.style))
                declared = policy.declaration(view, legal, decision.action)
                if declared is not None:
                    decision.action, decision.summary, decision.code = declared[0], declared[1], "setup"
                return decision
            # A step the policy has no opinion on: the first option, in the engine's stable order.
            return Decision(legal[0], "no policy for this step: first legal option", code="setup_default")
        ctx = self._context(view, self.style)
        if kinds <= {Pass, Chow, Pung, Kong}:
            return self._claim(view, legal, ctx)
        return self._turn(view, legal, ctx)

    def _hold_for_self_draw(self, view: SeatView, legal: Sequence[ActionBase]) -> Optional[Decision]:
        """Passing a discard win (or a robbed kong) to draw the tile itself, where the policy
        says that pays more; None: take the win."""
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        if passing is None or view.window_tile is None:
            return None
        ctx = self._context(view, self.style)
        if ctx.shanten(ctx.counts, len(ctx.melds)) != 0:
            return None
        jokers = tuple(TILES[k] for k in ctx.joker_kinds for _ in range(self._held(view, k)))
        concealed = tuple(TILES[k] for k in range(NUM_PLAY_KINDS) for _ in range(ctx.counts[k])) + jokers
        won = self._score(view, ctx, ctx.melds, concealed, view.window_tile[2].index)
        if won is None:
            return None
        live_now = live_counts(ctx.counts, ctx.seen)
        waits = improving_tiles(ctx.counts, len(ctx.melds), **ctx.analysis_args())
        live = sum(live_now[k] for k in waits if k < NUM_PLAY_KINDS)
        unseen = sum(live_now[k] for k in {t.index for t in ctx.variant.tiles.kinds} if k < NUM_PLAY_KINDS)
        why = ctx.policy.hold_for_self_draw(view, won.total, live, max(1, unseen))
        if why is None:
            return None
        return Decision(passing, why, code="pass_win",
                        facts={"fans": won.total, "live": live, "wall": view.wall_remaining})

    # --- context --------------------------------------------------------------------------------
    @staticmethod
    def _context(view: SeatView, style: Style = EXPERT) -> _Ctx:
        """The variant, its policy, the hand as counts without wildcards, and the table."""
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
        return _Ctx(variant, policy, style, counts, own_melds(view), visible_counts(view),
                    wind_index(view.seat_winds[view.seat]), wind_index(view.round_wind),
                    jokers, joker_kinds, policy.void_suit(view), policy.routes(view) if style.routes else ())

    # --- weighing a hand ------------------------------------------------------------------------
    def _routes(self, ctx: _Ctx, counts: Sequence[int], melds: tuple[Meld, ...]) -> list[RouteDistance]:
        # The policies keep their route tuples (per seat and round wind, per flower state), so
        # their identity says which routes were measured.
        key = (id(ctx.routes), tuple(counts), melds)
        found = self._route_cache.get(key)
        if found is None:
            if len(self._route_cache) > 4096:
                self._route_cache.clear()
            found = self._route_cache[key] = nearest(ctx.routes, counts, melds, slack=0)
        return found

    def _weigh(self, view: SeatView, ctx: _Ctx, counts: Sequence[int], melds: tuple[Meld, ...],
               plain: int, live: int, found: Optional[list[RouteDistance]] = None) -> _Hand:
        """A 13-equivalent hand's legal shanten and value (plain shanten and live given; `found`:
        its nearest routes when already measured)."""
        if not ctx.style.routes:
            return _Hand(plain, None, live, 0.0, "")
        if ctx.routes:
            if found is None:
                found = self._routes(ctx, counts, melds)
            if not found:
                return _Hand(plain, UNREACHABLE, live, 0.0, "")
            best = found[0]
            value = max(r.route.value for r in found if r.distance == best.distance)
            return _Hand(plain, best.distance - 1, live, min(value, ctx.policy.value_cap), best.route.describe())
        legal = ctx.policy.legal_shanten(view, counts, melds, ctx.jokers, ())
        return _Hand(plain, legal, live, 0.0, "")

    def _offence(self, view: SeatView, ctx: _Ctx, counts: Sequence[int], melds: tuple[Meld, ...],
                 option: DiscardOption, target: Target, found: Optional[list[RouteDistance]] = None
                 ) -> tuple[dict[str, float], _Hand]:
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
                hand = _Hand(hand.shanten, 0, hand.live, hand.value, hand.route)
        if ctx.style.route_live and ctx.routes and "ready_legal_waits" not in w:
            # Count the live tiles that shorten the route to a legal win, not any shape's.
            routed = ctx.policy.route_live(after, melds, found if found is not None else self._routes(ctx, after, melds),
                                           live_counts(counts, ctx.seen), [k for k, _ in option.effective])
            if routed is not None:
                w["live"] = 1.5 * min(routed, 40)
        if hand.legal is not None and hand.legal > hand.shanten:
            gap = min(hand.legal, 8) - hand.shanten
            w["legal_gap"] = -ctx.policy.legal_weight * gap
        if hand.value and ctx.style.value_steering:
            w["value"] = ctx.policy.value_weight * hand.value
        return w, hand

    def _ready_value(self, view: SeatView, ctx: _Ctx, counts: Sequence[int], melds: tuple[Meld, ...],
                     discard: int, option: DiscardOption) -> dict[str, float]:
        """Exact check of a ready hand's waits with the variant's scorer: only legal wins count."""
        hand = list(counts)
        hand[discard] -= 1
        return self._ready_weights(view, ctx, hand, melds, option.effective)

    def _ready_weights(self, view: SeatView, ctx: _Ctx, hand: Sequence[int], melds: tuple[Meld, ...],
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

    def _score(self, view: SeatView, ctx: _Ctx, melds: tuple[Meld, ...], concealed: tuple[Tile, ...],
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
    def _reads(self, view: SeatView, ctx: _Ctx) -> list[SeatRead]:
        if not ctx.style.defence or not ctx.variant.claims.win_on_discard:
            return []
        reads = read_seats(view, ctx.policy.danger, ctx.policy.known_ready(view), ctx.policy.flowers_value,
                           ctx.policy.known_safe(view))
        if ctx.style.visible_reads or ctx.policy.plain_reads:
            reads = [r for r in reads if plainly_threatening(r, view.wall_remaining)]
        return reads

    def _step_points(self, view: SeatView, ctx: _Ctx, best: _Hand, reads: Sequence[SeatRead]) -> float:
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

    # --- turn: kongs and the discard -------------------------------------------------------------
    def _turn(self, view: SeatView, legal: Sequence[ActionBase], ctx: _Ctx) -> Decision:
        now = ctx.shanten(ctx.counts, len(ctx.melds))
        for action in legal:
            if isinstance(action, ConcealedKong) and action.kind.index not in ctx.joker_kinds:
                after = list(ctx.counts)
                after[action.kind.index] -= COPIES
                if ctx.shanten(after, len(ctx.melds) + 1) <= max(now, 0):
                    return Decision(action, "concealed kong: the four tiles are not needed elsewhere",
                                    code="concealed_kong")
            if isinstance(action, AddedKong):
                kind = view.hand_kinds[view.hand.index(action.tile)].index
                if kind in ctx.joker_kinds:
                    continue
                after = list(ctx.counts)
                after[kind] -= 1
                # After the kong a replacement tile comes: the hand must be no further away.
                if ctx.shanten(after, len(ctx.melds)) <= max(now, 0):
                    return Decision(action, "added kong: the fourth tile joins the pung", code="added_kong")
        discards = [a for a in legal if isinstance(a, Discard)]
        return self._choose_discard(view, discards, ctx)

    def _choose_discard(self, view: SeatView, discards: Sequence[Discard], ctx: _Ctx) -> Decision:
        options = ctx.options(ctx.counts, len(ctx.melds))
        by_kind = {o.discard: o for o in options}
        offered = {view.hand_kinds[view.hand.index(a.tile)].index for a in discards}
        target = ctx.policy.target(view, ctx.counts, ctx.melds, ctx.seat_wind, ctx.round_wind)
        current = min(o.shanten_after for o in options) if options else UNREACHABLE
        reads = self._reads(view, ctx)
        plain = sorted(k for k in offered if k < NUM_PLAY_KINDS)
        table = nearest_after_discards(ctx.routes, ctx.counts, ctx.melds, plain) if ctx.routes else {}
        weighed: dict[int, tuple[dict[str, float], Optional[_Hand]]] = {}
        for kind in sorted(offered):
            o = by_kind.get(kind)
            if o is None:  # a wildcard the policy lets go (only when the engine offers it)
                weighed[kind] = ({"wildcard": -500.0}, None)
            else:
                weighed[kind] = self._offence(view, ctx, ctx.counts, ctx.melds, o, target, table.get(kind))
        if ctx.style.speed_lookahead and ctx.policy.speed_per_draw:
            # Beside the (capped) live count: how fast each discard's hand comes two steps nearer (speed.py).
            two_step = TwoStep(ctx.shanten, lambda c, m: improving_tiles(c, m, **ctx.analysis_args()),
                               after_discards=lambda c, m, s: improving_after_discards(c, m, s, **ctx.analysis_args()))
            offered_options = [by_kind[k] for k in sorted(offered) if k in by_kind]
            for kind, value in speed_weights(two_step, ctx.counts, len(ctx.melds), offered_options,
                                             live_counts(ctx.counts, ctx.seen), ctx.policy.speed_per_draw,
                                             ctx.policy.speed_from, ctx.policy.speed_candidates).items():
                weighed[kind][0]["speed"] = value
        dangers: dict[int, TileDanger] = {}
        step = 0.0
        hands = [h for _, h in weighed.values() if h is not None]
        best_hand = min(hands, key=lambda h: (h.distance, -h.live)) if hands else None
        if reads and best_hand is not None and current >= ctx.style.defend_from:
            step = self._step_points(view, ctx, best_hand, reads)
            voids = ctx.policy.opponent_voids(view)
            for kind in weighed:
                if kind >= NUM_PLAY_KINDS:   # a bonus-tile wildcard (苏州百搭) is weighed as one above
                    continue
                dangers[kind] = tile_danger(kind, ctx.seen, ctx.counts, reads, ctx.policy.danger, voids)
        caution = min(ctx.style.defence, ctx.policy.defence_cap)
        if best_hand is not None and best_hand.distance == 0:
            caution *= ctx.style.ready_caution
        finish = self._finish_table(view, ctx, best_hand.distance) if best_hand is not None else None
        if finish is not None and best_hand is not None:
            # Beside the plain weights, the finishing search: what each discard keeps of the ways
            # to a legal win, in expected points below the best discard's, on the weights' scale
            # (one step of the own hand, `step` points, is 100).
            if step <= 0.0:
                step = self._step_points(view, ctx, best_hand, reads)
            top = max(finish.by_discard.values())
            for kind, (w, _hand) in weighed.items():
                if kind < NUM_PLAY_KINDS and "wildcard" not in w:
                    lost = top - finish.by_discard.get(kind, 0.0)
                    w["finish"] = -round(ctx.policy.finish_weight * lost * 100.0 / step, 3)
        candidates: list[tuple[float, int, dict[str, float]]] = []
        for kind, (w, _hand) in weighed.items():
            w.update(ctx.policy.discard_weights(view, kind, ctx.counts))
            found = dangers.get(kind)
            if found is not None and found.cost > 0:
                w["safety"] = -round(found.cost * 100.0 / step * caution, 3)
            if ctx.style.noise:
                w["slip"] = round(self.rng.gauss(0.0, ctx.style.noise), 3)
            candidates.append((round(sum(w.values()), 3), kind, w))
        candidates.sort(key=lambda c: (-c[0], c[1]))
        best_kind = candidates[0][1]
        if ctx.style.slip and self.rng.random() < ctx.style.slip:
            best_kind = _slip(candidates, ctx.style.slip_gap)
        tile = self._tile_of_kind(view, best_kind, discards)
        action = next(a for a in discards if a.tile == tile)
        chosen = by_kind.get(best_kind)
        live = chosen.total_live if chosen else 0
        offence_best = max(candidates, key=lambda c: c[0] - c[2].get("safety", 0.0))[1]
        defending = offence_best != best_kind and "safety" in candidates[-1][2]
        summary = (f"discard {TILES[best_kind].name_zh}: keeps {live} live tiles that improve the hand"
                   + ("; defending" if defending else ""))
        facts: dict[str, Any] = {
            "shanten": current, "defending": defending, "threats": [r.seat for r in reads if r.ready >= 0.3],
            "plans": _plans(target), "step_points": round(step, 3),
            "ready": {r.seat: round(r.ready, 3) for r in reads},
            "danger": {TILES[k].name_zh: {"chance": round(d.chance, 4), "cost": round(d.cost, 3),
                                          "fact": d.reason[0], "seat": d.reason[1]} for k, d in dangers.items()},
            "route": next((h.route for k, (_, h) in weighed.items() if k == best_kind and h is not None), ""),
        }
        if finish is not None:     # the finishing search's ways to a legal win kept by each discard
            facts["finish_wins"] = {TILES[k].name_zh: n for k, n in finish.wins_by_discard.items()}
        return Decision(action, summary, target.describe(),
                        [(s, TILES[k].name_zh, w) for s, k, w in candidates], code="discard", facts=facts)

    def _finish_table(self, view: SeatView, ctx: _Ctx, distance: int) -> Optional[FinishTable]:
        """The finishing search's table for this turn (finish_search.py) where it weighs in: the
        level and the policy use it, the hand holds no wildcard, its nearest legal win is
        `distance` from ready after the best discard (near enough) and some discard keeps a way
        to one (None: the plain weights decide alone)."""
        if not self._finishing(ctx, distance):
            return None
        table = self._finish.discards(view, ctx.variant, ctx.policy, ctx.counts, ctx.melds, ctx.seen, distance + 1,
                                      ctx.void_kinds)
        return table if table is not None and max(table.by_discard.values(), default=0.0) > 0.0 else None

    @staticmethod
    def _finishing(ctx: _Ctx, distance: int) -> bool:
        """The finishing search weighs in for a hand whose nearest legal win is `distance` from
        ready: the level and the policy use it, near enough, and no wildcard is held."""
        return ctx.style.finishing and 0 <= distance <= ctx.policy.finish_from and not ctx.jokers

    @staticmethod
    def _tile_of_kind(view: SeatView, kind: int, discards: Sequence[Discard]) -> int:
        allowed = {a.tile for a in discards}
        if view.drawn in allowed and view.hand_kinds[view.hand.index(view.drawn)].index == kind:
            return view.drawn  # throw the drawn tile itself when it is the one to go
        ids = [t for t, k in zip(view.hand, view.hand_kinds) if k.index == kind and t in allowed]
        return ids[-1]

    # --- claims ---------------------------------------------------------------------------------
    def _standing(self, view: SeatView, ctx: _Ctx) -> tuple[float, _Hand]:
        """The score of the 13-equivalent hand as it is (what passing keeps), on the discards' scale."""
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
                hand = _Hand(hand.shanten, 0, hand.live, hand.value, hand.route)
        if ctx.style.route_live and ctx.routes and "ready_legal_waits" not in ready:
            routed = ctx.policy.route_live(ctx.counts, ctx.melds, self._routes(ctx, ctx.counts, ctx.melds), live_now,
                                           improving)
            if routed is not None:
                counted = routed
        score = -100.0 * plain + 1.5 * min(counted, 40) + sum(ready.values())
        if hand.legal is not None and hand.legal > hand.shanten:
            score -= ctx.policy.legal_weight * (min(hand.legal, 8) - hand.shanten)
        if ctx.style.value_steering:
            score += ctx.policy.value_weight * hand.value
        return score, hand

    def _claim(self, view: SeatView, legal: Sequence[ActionBase], ctx: _Ctx) -> Decision:
        passing = next(a for a in legal if isinstance(a, Pass))
        if view.window_tile is None:
            return Decision(passing, "nothing to claim", code="pass_nothing")
        kind_tile = view.window_tile[2]
        kind = kind_tile.index
        now = ctx.shanten(ctx.counts, len(ctx.melds))
        target = ctx.policy.target(view, ctx.counts, ctx.melds, ctx.seat_wind, ctx.round_wind)
        facts: dict[str, Any] = {"shanten": now, "plans": _plans(target), "claims": []}
        weighed = ctx.style.routes and ctx.style.weighed_claims and ctx.policy.weighed_claims
        if not weighed and (not target.allows_melds or kind in target.unwanted()) \
                and not ctx.style.greedy_claims:
            facts["allows_melds"] = target.allows_melds
            return Decision(passing, f"pass: claiming would break the plan ({target.describe()})", target.describe(),
                            code="pass_breaks_plan", facts=facts)
        standing, hand_now = self._standing(view, ctx) if weighed else (0.0, None)
        if hand_now is not None:
            facts["legal"] = hand_now.distance
        reads = self._reads(view, ctx)
        best: tuple[float, ActionBase, str] = (0.0, passing, "pass: no claim brings the hand closer")
        outcomes = facts["claims"]
        for action in legal:
            if not isinstance(action, (Chow, Pung, Kong)):     # Pass
                continue
            if not ctx.policy.claim_allowed(view, action):
                outcomes.append({"action": action, "outcome": "not_allowed"})
                continue
            used = [view.hand_kinds[view.hand.index(t)].index for t in action.tiles]
            if any(k in ctx.joker_kinds for k in used):
                outcomes.append({"action": action, "outcome": "joker"})
                continue
            after = list(ctx.counts)
            for k in used:
                after[k] -= 1
            if isinstance(action, Kong):
                gain = now - ctx.shanten(after, len(ctx.melds) + 1)
                outcomes.append({"action": action, "outcome": "kong", "after": now - gain})
                if gain >= 0 and now <= 2 and 5.0 + gain > best[0] and not self._kong_breaks(view, ctx, after):
                    best = (5.0 + gain, action, "kong: the pung was complete and the kong adds value")
                continue
            if isinstance(action, Pung):
                meld = Meld(MeldKind.PUNG, (kind_tile,) * 3, 1, kind_tile)
            else:
                meld = Meld(MeldKind.CHOW, tuple(TILES[k] for k in sorted(used + [kind])), 1, kind_tile)
            new_melds = ctx.melds + (meld,)
            options = ctx.options(after, len(new_melds))
            if not options:
                # the claim would leave nothing to throw but a 混 (天津): never worth it
                outcomes.append({"action": action, "outcome": "joker"})
                continue
            after_best = options[0].shanten_after
            new_target = ctx.policy.target(view, after, new_melds, ctx.seat_wind, ctx.round_wind)
            if hand_now is not None:
                value, legal_after = self._claim_value(view, ctx, after, new_melds, options, new_target, reads)
                value -= standing + CLAIM_MARGIN + ctx.policy.claim_margin
                outcome = "closer" if value > 0 else ("not_closer" if legal_after >= hand_now.distance else "weak_plan")
                outcomes.append({"action": action, "outcome": outcome, "after": after_best, "value": round(value, 3),
                                 "legal_after": legal_after, "plans": _plans(new_target)})
            else:
                if after_best >= now:
                    outcomes.append({"action": action, "outcome": "not_closer", "after": after_best})
                    continue
                if new_target.plans and new_target.value < ctx.policy.target_minimum and now > 1 \
                        and not ctx.style.greedy_claims:
                    outcomes.append({"action": action, "outcome": "weak_plan", "after": after_best,
                                     "plans": _plans(new_target)})
                    continue
                value = 10.0 * (now - after_best) + new_target.strength / 4.0
                if after_best == 0:
                    value += sum(self._ready_value(view, ctx, after, new_melds, options[0].discard, options[0]).values())
                outcomes.append({"action": action, "outcome": "closer", "after": after_best, "value": value,
                                 "plans": _plans(new_target)})
            if value > best[0]:
                label = "pung" if isinstance(action, Pung) else "chow"
                best = (value, action, f"{label}: one step closer, heading for {new_target.describe()}")
        chosen = best[1]
        if ctx.style.slip and isinstance(chosen, (Chow, Pung)) and self.rng.random() < ctx.style.slip * CLAIM_SLIP_SHARE:
            return Decision(passing, "pass: a slip, the claim was missed", target.describe(), code="pass_slip",
                            facts=facts)
        code = ("pass_not_closer" if isinstance(chosen, Pass) else "kong" if isinstance(chosen, Kong)
                else "pung" if isinstance(chosen, Pung) else "chow")
        if isinstance(chosen, Pass) and weighed and outcomes:
            if not target.allows_melds and all(c["outcome"] != "closer" for c in outcomes):
                code, facts["allows_melds"] = "pass_breaks_plan", False
            elif kind in target.unwanted():
                code = "pass_breaks_plan"
        return Decision(chosen, best[2], target.describe(), code=code, facts=facts)

    def _claim_value(self, view: SeatView, ctx: _Ctx, after: Sequence[int], melds: tuple[Meld, ...],
                     options: Sequence[DiscardOption], target: Target, reads: Sequence[SeatRead]
                     ) -> tuple[float, int]:
        """The best discard after a claim, on the scale of `_standing`, and its legal shanten."""
        best_score, best_distance = -1e9, UNREACHABLE
        voids = ctx.policy.opponent_voids(view)
        tried = [o for o in options[:6] if o.shanten_after < UNREACHABLE]
        table = nearest_after_discards(ctx.routes, after, melds, [o.discard for o in tried]) if ctx.routes else {}
        for option in tried:
            w, hand = self._offence(view, ctx, after, melds, option, target, table.get(option.discard))
            score = sum(v for name, v in w.items() if name not in ("plan",))
            if reads:
                step = self._step_points(view, ctx, hand, reads)
                danger = tile_danger(option.discard, ctx.seen, after, reads, ctx.policy.danger, voids)
                score -= danger.cost * 100.0 / step * min(ctx.style.defence, ctx.policy.defence_cap)
            if score > best_score:
                best_score, best_distance = score, hand.distance
        return best_score, best_distance

    def _kong_breaks(self, view: SeatView, ctx: _Ctx, after: Sequence[int]) -> bool:
        """A claimed kong that takes the hand further from a legal win (a concealed route lost)."""
        if not ctx.style.routes or not ctx.routes or view.window_tile is None:
            return False
        tile = view.window_tile[2]
        now = self._weigh(view, ctx, ctx.counts, ctx.melds, 0, 0)
        kong = Meld(MeldKind.KONG, (tile,) * COPIES, 1, tile)
        later = self._weigh(view, ctx, after, ctx.melds + (kong,), 0, 0)
        return (later.legal or 0) > (now.legal or 0)


# A slip (levels.Style.slip) takes the next tile at the same distance from ready, no further
# below the best than the level's slip_gap, breaking no hard rule (a 混, a wildcard): a near
# miss, not a blunder.
CLAIM_SLIP_SHARE = 0.5    # a level that slips misses a claim it meant to make at half its discard slip rate
HARD_RULE = -500.0        # a weight at or below this is a rule of the variant, never slipped past
LATE_WALL = 24            # tiles left in the wall from which a seat with a meld is a plain threat
LAST_TILES = 12           # tiles left from which every seat is


def _slip(candidates: Sequence[tuple[float, int, dict[str, float]]], gap: float) -> int:
    """The kind a slip throws: the next-best candidate within `gap` of the best, at the same
    distance from ready and breaking no hard rule; the best itself when there is none."""
    best_score, best_kind, best_w = candidates[0]
    for score, kind, w in candidates[1:]:
        if best_score - score > gap:
            break
        if w.get("shanten") == best_w.get("shanten") and min(w.values(), default=0.0) > HARD_RULE:
            return kind
    return best_kind


def plainly_threatening(read: SeatRead, wall_remaining: int) -> bool:
    """A threat in plain sight (what the 普通 level reads): a declared 报听, two melds, a meld
    late in the wall, or any seat in the last tiles."""
    return (read.known_ready or read.melds >= 2 or (read.melds >= 1 and wall_remaining < LATE_WALL)
            or wall_remaining < LAST_TILES)


def _plans(target: Target) -> PlanFacts:
    """(key, name_zh, value) of each plan a Target holds, for hints."""
    return [(p.key, p.name_zh, p.value) for p in target.plans]
