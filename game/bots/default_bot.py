"""The default bot: plays like a decent human.

A discard is chosen by a short pipeline of named weights, each kept in `last_decision` so a hint
can say why: efficiency (shanten and live effective tiles, from rules.analysis), value (the plan
the hand is heading for, and for a ready hand an exact check with the variant's scorer that the
waits are legal wins), and safety (tiles unlikely to feed an opponent who looks ready). Claims
are taken when they bring the hand closer without killing its plan. A legal win is always taken.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

from rules.actions import AddedKong, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win
from rules.analysis import SHAPES, UNREACHABLE, effective_tiles, shanten
from rules.melds import Meld, MeldKind
from rules.scoring import WinContext
from rules.tiles import TILES
from rules.variants.registry import get_variant

from .guobiao_plans import Target, choose_target
from .table_reading import (danger, hand_counts, own_melds, threats, visible_counts, wind_index)

VARIANT_SHAPES = {"guobiao": SHAPES}


@dataclass
class Decision:
    """Why the bot chose what it chose: the weights of every candidate, best first."""

    action: Any
    summary: str
    target: str = ""
    candidates: list = field(default_factory=list)  # (score, label, {weight: value})


class DefaultBot:
    name = "default"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.last_decision: Optional[Decision] = None
        self._score_cache: dict = {}

    # --- entry point ----------------------------------------------------------------------------
    def act(self, view: Any, legal: Sequence[Any]) -> Any:
        if not legal:
            raise ValueError("DefaultBot was asked to act with no legal action")
        for action in legal:
            if isinstance(action, Win):
                self.last_decision = Decision(action, "a legal win: take it")
                return action
        kinds = {type(a) for a in legal}
        if kinds <= {Pass, Chow, Pung, Kong}:
            decision = self._claim(view, legal)
        elif Discard in kinds or ConcealedKong in kinds or AddedKong in kinds:
            decision = self._turn(view, legal)
        else:
            # A step this bot has no policy for (none exists in 国标): take the first option,
            # which the engine lists in its stable order.
            decision = Decision(legal[0], "no policy for this step: first legal option")
        self.last_decision = decision
        return decision.action

    # --- context --------------------------------------------------------------------------------
    def _context(self, view: Any):
        variant = get_variant(view.variant)
        shapes = VARIANT_SHAPES.get(variant.name, ("standard", "seven_pairs"))
        counts = hand_counts(view)
        melds = own_melds(view)
        seen = visible_counts(view)
        seat_wind = wind_index(view.seat_winds[view.seat])
        round_wind = wind_index(view.round_wind)
        return variant, shapes, counts, melds, seen, seat_wind, round_wind

    # --- turn: kongs and the discard -------------------------------------------------------------
    def _turn(self, view: Any, legal: Sequence[Any]) -> Decision:
        variant, shapes, counts, melds, seen, seat_wind, round_wind = self._context(view)
        now = shanten(counts, len(melds), shapes=shapes)
        for action in legal:
            if isinstance(action, ConcealedKong):
                after = list(counts)
                after[action.kind.index if hasattr(action.kind, "index") else action.kind] -= 4
                if self._kong_keeps_shape(after, len(melds) + 1, now, shapes):
                    return Decision(action, "concealed kong: the four tiles are not needed elsewhere")
            if isinstance(action, AddedKong):
                kind = view.hand_kinds[view.hand.index(action.tile)].index
                after = list(counts)
                after[kind] -= 1
                if self._kong_keeps_shape(after, len(melds), now, shapes):
                    return Decision(action, "added kong: the fourth tile joins the pung")
        discards = [a for a in legal if isinstance(a, Discard)]
        return self._choose_discard(view, discards, variant, shapes, counts, melds, seen, seat_wind, round_wind)

    @staticmethod
    def _kong_keeps_shape(after: list[int], melds_count: int, now: int, shapes) -> bool:
        # After the kong a replacement tile comes: the 13-equivalent hand must be no further away.
        return shanten(after, melds_count, shapes=shapes) <= max(now, 0)

    def _choose_discard(self, view, discards, variant, shapes, counts, melds, seen, seat_wind, round_wind) -> Decision:
        options = effective_tiles(counts, len(melds), shapes=shapes, visible=seen)
        by_kind = {o.discard: o for o in options}
        target = choose_target(counts, melds, seat_wind, round_wind)
        current = min(o.shanten_after for o in options)
        threat_list = threats(view)
        defending = bool(threat_list) and current >= 2
        unwanted, needed = target.unwanted(), target.needed()
        candidates = []
        for kind in sorted(by_kind):
            o = by_kind[kind]
            w: dict[str, float] = {}
            w["shanten"] = -100.0 * o.shanten_after if o.shanten_after < UNREACHABLE else -1000.0
            w["live"] = 1.5 * min(o.total_live, 40)
            if kind in unwanted:
                w["plan"] = 12.0
            elif kind in needed and counts[kind] == 1:
                w["plan"] = -15.0
            if o.shanten_after == 0:
                w.update(self._ready_value(view, variant, counts, melds, kind, o, seat_wind, round_wind))
            d = danger(kind, seen, counts, threat_list)
            if d:
                w["safety"] = -d * (60.0 if defending else 12.0)
            candidates.append((round(sum(w.values()), 3), kind, w))
        candidates.sort(key=lambda c: (-c[0], c[1]))
        best_kind = candidates[0][1]
        tile = self._tile_of_kind(view, best_kind)
        action = next(a for a in discards if a.tile == tile)
        label = TILES[best_kind].name_zh
        summary = (f"discard {label}: keeps {by_kind[best_kind].total_live} live tiles that improve the hand"
                   + ("; defending" if defending else ""))
        return Decision(action, summary, target.describe(),
                        [(s, TILES[k].name_zh, w) for s, k, w in candidates])

    def _ready_value(self, view, variant, counts, melds, discard, option, seat_wind, round_wind) -> dict:
        """Exact check of a ready hand's waits with the variant's scorer: only legal wins count."""
        hand = list(counts)
        hand[discard] -= 1
        concealed = tuple(TILES[k] for k in range(34) for _ in range(hand[k]))
        legal_live = 0
        best_total = 0
        for wait, n in option.effective:
            if n <= 0:
                continue
            result = self._score(variant, view, melds, concealed, wait, seat_wind, round_wind)
            if result is not None:
                legal_live += n
                best_total = max(best_total, result.total)
        if legal_live == 0:
            return {"ready_but_no_legal_win": -60.0}
        return {"ready_legal_waits": 30.0 + 3.0 * legal_live, "wait_value": min(best_total, 48) / 4.0}

    def _score(self, variant, view, melds, concealed, wait, seat_wind, round_wind):
        key = (variant.name, melds, concealed, wait, view.seat_winds[view.seat], view.round_wind,
               len(view.flowers[view.seat]))
        if key in self._score_cache:
            return self._score_cache[key]
        if len(self._score_cache) > 4096:
            self._score_cache.clear()
        result = None
        for self_drawn in (False, True):
            ctx = WinContext(melds=melds, concealed=concealed, win_tile=TILES[wait], self_drawn=self_drawn,
                             seat_wind=view.seat_winds[view.seat], round_wind=view.round_wind,
                             flowers=len(view.flowers[view.seat]))
            scored = variant.score(ctx, {})
            if variant.is_legal_win(scored):
                result = scored
                break
        self._score_cache[key] = result
        return result

    @staticmethod
    def _tile_of_kind(view: Any, kind: int) -> int:
        if view.drawn is not None and view.hand_kinds[view.hand.index(view.drawn)].index == kind:
            return view.drawn  # throw the drawn tile itself when it is the one to go
        ids = [t for t, k in zip(view.hand, view.hand_kinds) if k.index == kind]
        return ids[-1]

    # --- claims ---------------------------------------------------------------------------------
    def _claim(self, view: Any, legal: Sequence[Any]) -> Decision:
        variant, shapes, counts, melds, seen, seat_wind, round_wind = self._context(view)
        passing = next(a for a in legal if isinstance(a, Pass))
        if view.window_tile is None:
            return Decision(passing, "nothing to claim")
        _, tile_id, kind_tile = view.window_tile
        kind = kind_tile.index
        now = shanten(counts, len(melds), shapes=shapes)
        target = choose_target(counts, melds, seat_wind, round_wind)
        if not target.allows_melds or kind in target.unwanted():
            return Decision(passing, f"pass: claiming would break the plan ({target.describe()})", target.describe())
        best: tuple[float, Any, str] = (0.0, passing, "pass: no claim brings the hand closer")
        for action in legal:
            if isinstance(action, Pass):
                continue
            used = [view.hand_kinds[view.hand.index(t)].index for t in action.tiles] \
                if hasattr(action, "tiles") else []
            after = list(counts)
            for k in used:
                after[k] -= 1
            if isinstance(action, Kong):
                meld = Meld(MeldKind.KONG, (kind_tile,) * 4, 1, kind_tile)
                new_shanten = shanten(after, len(melds) + 1, shapes=shapes)
                gain = now - new_shanten
                if gain >= 0 and now <= 2:
                    value = 5.0 + gain
                    if value > best[0]:
                        best = (value, action, "kong: the pung was complete and more fans come with it")
                continue
            if isinstance(action, Pung):
                meld = Meld(MeldKind.PUNG, (kind_tile,) * 3, 1, kind_tile)
            else:
                pair = sorted(used + [kind])
                meld = Meld(MeldKind.CHOW, tuple(TILES[k] for k in pair), 1, kind_tile)
            new_melds = melds + (meld,)
            options = effective_tiles(after, len(new_melds), shapes=shapes, visible=seen)
            after_best = options[0].shanten_after
            if after_best >= now:
                continue
            new_target = choose_target(after, new_melds, seat_wind, round_wind)
            if new_target.value < 8 and now > 1:
                continue
            value = 10.0 * (now - after_best) + new_target.strength / 4.0
            if after_best == 0:
                ready = self._ready_value(view, variant, after, new_melds, options[0].discard,
                                          options[0], seat_wind, round_wind)
                value += sum(ready.values())
            if value > best[0]:
                label = "pung" if isinstance(action, Pung) else "chow"
                best = (value, action, f"{label}: one step closer, heading for {new_target.describe()}")
        return Decision(best[1], best[2], target.describe())
