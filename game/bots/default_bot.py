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
from typing import Any, Optional, Sequence

from rules.actions import ActionBase, AddedKong, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win
from rules.analysis import UNREACHABLE, DiscardOption, improving_after_discards, improving_tiles, live_counts
from rules.engine import SeatView
from rules.melds import Meld, MeldKind
from rules.tiles import NUM_PLAY_KINDS, TILES

from .decision import Decision
from .defence import SeatRead, TileDanger, tile_danger
from .finish_search import FinishSearch
from .finishing import FinishTable
from .levels import EXPERT, Style
from .policies import policy_for
from .policies.plans import Target
from .routes import nearest_after_discards
from .speed import TwoStep, speed_weights
from .table_reading import COPIES
from .weighing import HandContext, HandWeigher, WeighedHand

PLAY_KINDS = {Pass, Chow, Pung, Kong, Discard, ConcealedKong, AddedKong, Win}
PlanFacts = list[tuple[str, str, int]]            # (key, name_zh, value) of each plan
CLAIM_MARGIN = 0.0        # a claim need only beat passing: speed pays (self-play draws 12% -> 9% at 0)


class DefaultBot(HandWeigher):
    name = "default"

    def __init__(self, rng: Optional[random.Random], style: Style = EXPERT) -> None:
        super().__init__()
        self.rng = rng if rng is not None else random.Random(0)
        self.style = style
        self.name = style.name
        self.last_decision: Optional[Decision] = None
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

    # --- turn: kongs and the discard -------------------------------------------------------------
    def _turn(self, view: SeatView, legal: Sequence[ActionBase], ctx: HandContext) -> Decision:
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

    def _choose_discard(self, view: SeatView, discards: Sequence[Discard], ctx: HandContext) -> Decision:
        options = ctx.options(ctx.counts, len(ctx.melds))
        by_kind = {o.discard: o for o in options}
        offered = {view.hand_kinds[view.hand.index(a.tile)].index for a in discards}
        target = ctx.policy.target(view, ctx.counts, ctx.melds, ctx.seat_wind, ctx.round_wind)
        current = min(o.shanten_after for o in options) if options else UNREACHABLE
        reads = self._reads(view, ctx)
        plain = sorted(k for k in offered if k < NUM_PLAY_KINDS)
        table = nearest_after_discards(ctx.routes, ctx.counts, ctx.melds, plain) if ctx.routes else {}
        weighed: dict[int, tuple[dict[str, float], Optional[WeighedHand]]] = {}
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

    def _finish_table(self, view: SeatView, ctx: HandContext, distance: int) -> Optional[FinishTable]:
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
    def _finishing(ctx: HandContext, distance: int) -> bool:
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
    def _claim(self, view: SeatView, legal: Sequence[ActionBase], ctx: HandContext) -> Decision:
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
        standing, hand_now, parts_now = self._standing(view, ctx) if weighed else (0.0, None, {})
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
                if gain >= 0 and now <= ctx.policy.kong_claim_from and 5.0 + gain > best[0] \
                        and not self._kong_breaks(view, ctx, after):
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
                value, hand_after, parts_after = self._claim_value(view, ctx, after, new_melds, options, new_target,
                                                                  reads)
                legal_after = hand_after.distance
                value -= standing + CLAIM_MARGIN + ctx.policy.claim_margin
                outcome = "closer" if value > 0 else ("not_closer" if legal_after >= hand_now.distance else "weak_plan")
                # What the claim changes, weight by weight (for its words where the plain steps do not move)
                gains = {name: round(parts_after.get(name, 0.0) - parts_now.get(name, 0.0), 1)
                         for name in {*parts_now, *parts_after}}
                outcomes.append({"action": action, "outcome": outcome, "after": after_best, "value": round(value, 3),
                                 "legal_after": legal_after, "plans": _plans(new_target),
                                 "live_now": hand_now.live, "live_after": hand_after.live,
                                 "gains": {k: v for k, v in gains.items() if v}})
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

    def _claim_value(self, view: SeatView, ctx: HandContext, after: Sequence[int], melds: tuple[Meld, ...],
                     options: Sequence[DiscardOption], target: Target, reads: Sequence[SeatRead]
                     ) -> tuple[float, WeighedHand, dict[str, float]]:
        """The best discard after a claim, on the scale of `_standing`: its score, the hand it
        leaves and the score's parts by weight name ("safety": the danger of that discard)."""
        best: tuple[float, WeighedHand, dict[str, float]] = (-1e9, WeighedHand(UNREACHABLE, None, 0, 0.0, ""), {})
        voids = ctx.policy.opponent_voids(view)
        tried = [o for o in options[:6] if o.shanten_after < UNREACHABLE]
        table = nearest_after_discards(ctx.routes, after, melds, [o.discard for o in tried]) if ctx.routes else {}
        for option in tried:
            w, hand = self._offence(view, ctx, after, melds, option, target, table.get(option.discard))
            parts = {name: v for name, v in w.items() if name not in ("plan",)}
            if reads:
                step = self._step_points(view, ctx, hand, reads)
                danger = tile_danger(option.discard, ctx.seen, after, reads, ctx.policy.danger, voids)
                parts["safety"] = -danger.cost * 100.0 / step * min(ctx.style.defence, ctx.policy.defence_cap)
            score = sum(parts.values())
            if score > best[0]:
                best = (score, hand, parts)
        return best

    def _kong_breaks(self, view: SeatView, ctx: HandContext, after: Sequence[int]) -> bool:
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


def _plans(target: Target) -> PlanFacts:
    """(key, name_zh, value) of each plan a Target holds, for hints."""
    return [(p.key, p.name_zh, p.value) for p in target.plans]
