"""FROZEN: a copy of game/bots/default_bot.py at commit 3622280d239e (`git rev-parse HEAD` 3622280d239e72a70705e129be62862dd7cd827d),
part of the `baseline` bot kind, the yardstick of the arena. Never edit it: tests/game/test_baseline_bot.py
holds its moves byte for byte. A duplicate-code report lists this file as a copy of its source: that is
intended (the source moves on, the copy may not). One edit since, which changes no move: its `Decision`
is the one every bot hands back (game/bots/decision.py, the bot protocol's answer), not a copy of it.

The default bot: plays like a decent human.

A discard is chosen by a short pipeline of named weights, each kept in `last_decision` so a hint
can say why: efficiency (shanten and live effective tiles, from rules.analysis), value (the plan
the hand is heading for, and for a ready hand an exact check with the variant's scorer that the
waits are legal wins), safety (tiles unlikely to feed an opponent who looks ready), and the
variant policy's own weights (void suit first, never a 混, ...). Claims are taken when they bring
the hand closer without killing its plan. A legal win is always taken.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from rules.actions import ActionBase, AddedKong, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win
from rules.analysis import UNREACHABLE, DiscardOption, effective_tiles, shanten
from rules.engine import SeatView
from rules.melds import Meld, MeldKind
from rules.scoring import ScoreResult, WinContext
from rules.tiles import NUM_PLAY_KINDS, TILES, Tile
from rules.variants.base import Variant
from rules.variants.registry import get_variant
from rules.variants.facts import scorer_facts_of

from ..decision import Decision
from .policies import Policy, policy_for
from .policies.plans import Target
from .table_reading import COPIES, danger, hand_counts, own_melds, threats, visible_counts, wind_index

PLAY_KINDS = {Pass, Chow, Pung, Kong, Discard, ConcealedKong, AddedKong, Win}
PlanFacts = list[tuple[str, str, int]]            # (key, name_zh, value) of each plan


@dataclass(frozen=True)
class _Ctx:
    variant: Variant
    policy: Policy
    counts: list[int]       # concealed tiles as 34 counts, wildcards removed
    melds: tuple[Meld, ...]
    seen: list[int]         # visible copies outside the hand
    seat_wind: int
    round_wind: int
    jokers: int
    joker_kinds: tuple[int, ...]
    void_suit: Optional[str]

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


class BaselineBot:
    name = "baseline"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.last_decision: Optional[Decision] = None
        self._score_cache: dict[tuple[object, ...], Optional[ScoreResult]] = {}

    # --- entry point ----------------------------------------------------------------------------
    def act(self, view: SeatView, legal: Sequence[ActionBase]) -> ActionBase:
        """Choose one of `legal` for the seat of `view` (kept in `last_decision` with its reasons)."""
        self.last_decision = self.decide(view, legal)
        return self.last_decision.action

    def decide(self, view: SeatView, legal: Sequence[ActionBase]) -> Decision:
        """The choice among `legal` with every weight that made it."""
        if not legal:
            raise ValueError("BaselineBot was asked to act with no legal action")
        for action in legal:
            if isinstance(action, Win):
                return Decision(action, "a legal win: take it", code="win")
        kinds = {type(a) for a in legal}
        if not kinds <= PLAY_KINDS:
            chosen = policy_for(view.variant).setup_action(view, legal)
            if chosen is not None:
                return Decision(chosen[0], chosen[1], code="setup")
            # A step the policy has no opinion on: the first option, in the engine's stable order.
            return Decision(legal[0], "no policy for this step: first legal option", code="setup_default")
        ctx = self._context(view)
        if kinds <= {Pass, Chow, Pung, Kong}:
            return self._claim(view, legal, ctx)
        return self._turn(view, legal, ctx)

    # --- context --------------------------------------------------------------------------------
    @staticmethod
    def _context(view: SeatView) -> _Ctx:
        """The variant, its policy, the hand as counts without wildcards, and the table."""
        variant = get_variant(view.variant)
        policy = policy_for(variant.name)
        counts = hand_counts(view)
        joker_kinds = tuple(policy.jokers(view))
        jokers = 0
        for k in joker_kinds:
            jokers += counts[k]
            counts[k] = 0
        # An edit since the freeze that changes no recorded move: a bonus-tile wildcard (苏州百搭,
        # a room option after the freeze) is never among the counts; the table's view names it.
        bonus = tuple(sorted(k for k in view.extra.wildcards() if k >= NUM_PLAY_KINDS))
        if bonus:
            joker_kinds += bonus
            jokers += sum(1 for t in view.hand_kinds if t.index in bonus)
        return _Ctx(variant, policy, counts, own_melds(view), visible_counts(view),
                    wind_index(view.seat_winds[view.seat]), wind_index(view.round_wind),
                    jokers, joker_kinds, policy.void_suit(view))

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
        threat_list = threats(view)
        defending = bool(threat_list) and current >= 2
        unwanted, needed = target.unwanted(), target.needed()
        candidates: list[tuple[float, int, dict[str, float]]] = []
        for kind in sorted(offered):
            o = by_kind.get(kind)
            w: dict[str, float] = {}
            if o is None:  # a wildcard the policy lets go (only when the engine offers it)
                w["wildcard"] = -500.0
            else:
                w["shanten"] = -100.0 * o.shanten_after if o.shanten_after < UNREACHABLE else -1000.0
                w["live"] = 1.5 * min(o.total_live, 40)
                if kind in unwanted:
                    w["plan"] = 12.0
                elif kind in needed and ctx.counts[kind] == 1:
                    w["plan"] = -15.0
                if o.shanten_after == 0:
                    w.update(self._ready_value(view, ctx, ctx.counts, ctx.melds, kind, o))
            w.update(ctx.policy.discard_weights(view, kind, ctx.counts))
            d = danger(kind, ctx.seen, ctx.counts, threat_list) if kind < NUM_PLAY_KINDS else 0.0  # (苏州百搭)
            if d:
                w["safety"] = -d * (60.0 if defending else 12.0)
            candidates.append((round(sum(w.values()), 3), kind, w))
        candidates.sort(key=lambda c: (-c[0], c[1]))
        best_kind = candidates[0][1]
        tile = self._tile_of_kind(view, best_kind, discards)
        action = next(a for a in discards if a.tile == tile)
        chosen = by_kind.get(best_kind)
        live = chosen.total_live if chosen else 0
        summary = (f"discard {TILES[best_kind].name_zh}: keeps {live} live tiles that improve the hand"
                   + ("; defending" if defending else ""))
        return Decision(action, summary, target.describe(),
                        [(s, TILES[k].name_zh, w) for s, k, w in candidates], code="discard",
                        facts={"shanten": current, "defending": defending,
                               "threats": [t.seat for t in threat_list], "plans": _plans(target)})

    def _ready_value(self, view: SeatView, ctx: _Ctx, counts: Sequence[int], melds: tuple[Meld, ...],
                     discard: int, option: DiscardOption) -> dict[str, float]:
        """Exact check of a ready hand's waits with the variant's scorer: only legal wins count."""
        hand = list(counts)
        hand[discard] -= 1
        jokers = tuple(TILES[k] for k in ctx.joker_kinds for _ in range(self._held(view, k)))
        concealed = tuple(TILES[k] for k in range(NUM_PLAY_KINDS) for _ in range(hand[k])) + jokers
        legal_live = 0
        best_total = 0
        in_use = [0] * NUM_PLAY_KINDS
        for t in concealed:
            if t.index < NUM_PLAY_KINDS:     # (a 苏州百搭 joker is no play kind)
                in_use[t.index] += 1
        for m in melds:
            for t in m.tiles:
                in_use[t.index] += 1
        for wait, n in option.effective:
            # A wait is only real if a copy can still come: the live count ignores a claim in
            # progress, so count the tiles this hand would hold as well.
            if n <= 0 or wait in ctx.joker_kinds or in_use[wait] >= COPIES:
                continue
            result = self._score(view, ctx, melds, concealed, wait)
            if result is not None:
                legal_live += n
                best_total = max(best_total, result.total)
        if legal_live == 0:
            return {"ready_but_no_legal_win": -60.0}
        return {"ready_legal_waits": 30.0 + 3.0 * legal_live, "wait_value": min(best_total, 48) / 4.0}

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
        extra = scorer_facts_of(view)
        options = ctx.variant.resolve_options(None)
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

    @staticmethod
    def _tile_of_kind(view: SeatView, kind: int, discards: Sequence[Discard]) -> int:
        allowed = {a.tile for a in discards}
        if view.drawn in allowed and view.hand_kinds[view.hand.index(view.drawn)].index == kind:
            return view.drawn  # throw the drawn tile itself when it is the one to go
        ids = [t for t, k in zip(view.hand, view.hand_kinds) if k.index == kind and t in allowed]
        return ids[-1]

    # --- claims ---------------------------------------------------------------------------------
    def _claim(self, view: SeatView, legal: Sequence[ActionBase], ctx: _Ctx) -> Decision:
        passing = next(a for a in legal if isinstance(a, Pass))
        if view.window_tile is None:
            return Decision(passing, "nothing to claim", code="pass_nothing")
        kind_tile = view.window_tile[2]
        kind = kind_tile.index
        now = ctx.shanten(ctx.counts, len(ctx.melds))
        target = ctx.policy.target(view, ctx.counts, ctx.melds, ctx.seat_wind, ctx.round_wind)
        facts: dict[str, Any] = {"shanten": now, "plans": _plans(target), "claims": []}
        if not target.allows_melds or kind in target.unwanted():
            facts["allows_melds"] = target.allows_melds
            return Decision(passing, f"pass: claiming would break the plan ({target.describe()})", target.describe(),
                            code="pass_breaks_plan", facts=facts)
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
                if gain >= 0 and now <= 2 and 5.0 + gain > best[0]:
                    best = (5.0 + gain, action, "kong: the pung was complete and the kong adds value")
                continue
            if isinstance(action, Pung):
                meld = Meld(MeldKind.PUNG, (kind_tile,) * 3, 1, kind_tile)
            else:
                meld = Meld(MeldKind.CHOW, tuple(TILES[k] for k in sorted(used + [kind])), 1, kind_tile)
            new_melds = ctx.melds + (meld,)
            options = ctx.options(after, len(new_melds))
            if not options:
                # the claim would leave nothing to throw but a 混 (天津): the one fix made to the
                # frozen bot, the default bot's own (issue 15); it crashed here before
                outcomes.append({"action": action, "outcome": "joker"})
                continue
            after_best = options[0].shanten_after
            if after_best >= now:
                outcomes.append({"action": action, "outcome": "not_closer", "after": after_best})
                continue
            new_target = ctx.policy.target(view, after, new_melds, ctx.seat_wind, ctx.round_wind)
            if new_target.plans and new_target.value < ctx.policy.target_minimum and now > 1:
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
        code = ("pass_not_closer" if isinstance(chosen, Pass) else "kong" if isinstance(chosen, Kong)
                else "pung" if isinstance(chosen, Pung) else "chow")
        return Decision(chosen, best[2], target.describe(), code=code, facts=facts)


def _plans(target: Target) -> PlanFacts:
    """(key, name_zh, value) of each plan a Target holds, for hints."""
    return [(p.key, p.name_zh, p.value) for p in target.plans]
