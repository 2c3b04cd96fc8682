"""FROZEN: a copy of game/bots/policies/suzhou.py at commit 3622280d239e (`git rev-parse HEAD` 3622280d239e72a70705e129be62862dd7cd827d),
part of the `baseline` bot kind, the yardstick of the arena. Never edit it: tests/game/test_baseline_bot.py
holds its moves byte for byte. A duplicate-code report lists this file as a copy of its source: that is
intended (the source moves on, the copy may not).

What the default bot needs to know about 苏州: count the 花 and, while they are short of the
threshold, head for a pattern that wins without it.

A 苏州 hand may win on a discard with 4 花 (3 by self-draw) — flower tiles plus the soft flowers
of wind pungs and kongs — or with an exempt pattern at any count: 门清 (never claiming), 七对,
对对胡, 混一色, 清一色, 大门清 (no flower at all). So the plan is:
- enough 花 already: no constraint, the plain efficient game (Target with no plan);
- otherwise the strongest of: stay 门清 (claims break it), 七对, a flush, all pungs, 大门清;
  plan values are the 花 the pattern brings with the 5 of the base, so they read like the
  国标 plans' fans (a plan worth 8 or more is one the bot may claim toward).
Wind pairs are kept while short (a wind pung is a soft flower), and a 大门清 hand never claims a
wind (that would add a soft flower and lose the 10).
"""
from __future__ import annotations

from typing import Sequence

from rules.actions import ActionBase, Kong, Pung
from rules.engine import SeatView
from rules.melds import Meld, MeldKind
from rules.variants.suzhou import VARIANT
from rules.variants.suzhou.scoring import WINDS, melds_items
from rules.variants.suzhou.view import SuzhouView

from ..table_reading import hand_counts, own_melds
from .base import Policy
from .plans import Plan, Target, pung_progress

DEFAULT_THRESHOLDS = (3, 4)
PLAN_MINIMUM = 8       # plan values read like 国标 fans: one worth 8 or more may claim toward


def hua_of(view: SeatView, counts: Sequence[int], melds: Sequence[Meld]) -> tuple[int, int, int]:
    """(flower tiles, soft flowers of the melds and concealed wind triples, their sum)."""
    flowers = len(view.flowers[view.seat])
    soft = sum(i.value * i.count for i in melds_items(melds))
    soft += 2 * sum(1 for w in WINDS if counts[w] >= 3)
    return flowers, soft, flowers + soft


def thresholds(view: SeatView) -> tuple[int, int]:
    """(self-drawn, on a discard) 花 needed at this table."""
    extra = getattr(view, "extra", None)
    return extra.thresholds if isinstance(extra, SuzhouView) else DEFAULT_THRESHOLDS


def _suit(kind: int) -> int:
    return kind // 9 if kind < 27 else 3


def flush_plans(counts: Sequence[int], melds: Sequence[Meld]) -> list[Plan]:
    """混一色 (one suit + winds, 5) and 清一色 (one suit, 10), valued with the base."""
    plans = []
    meld_suits = {_suit(m.tiles[0].index) for m in melds}
    winds = sum(counts[k] for k in WINDS)
    for s in range(3):
        others = frozenset(k for k in range(27) if _suit(k) != s)
        off = sum(counts[k] for k in others)
        if not meld_suits - {s, 3}:
            plans.append(Plan(f"half_flush_{'mps'[s]}", "混一色", 10, off, frozenset(), others))
        if not meld_suits - {s}:
            plans.append(Plan(f"full_flush_{'mps'[s]}", "清一色", 15, off + winds, frozenset(),
                              others | frozenset(WINDS)))
    return plans


def exempt_plans(view: SeatView, counts: Sequence[int], melds: Sequence[Meld]) -> list[Plan]:
    """The patterns that win at any 花 count, with their value (the 5 of the base included)."""
    flowers, soft, _ = hua_of(view, counts, melds)
    concealed = not any(m.kind in (MeldKind.PUNG, MeldKind.KONG) for m in melds)
    plans = flush_plans(counts, melds)
    pungs = pung_progress(counts, melds)
    if pungs is not None:
        plans.append(Plan("all_pungs", "对对胡", 10, pungs.missing, pungs.needed, pungs.singles))
    if concealed:
        plans.append(Plan("concealed", "门清", 10, 0, frozenset(), frozenset(), allows_melds=False))
    if not melds:
        pairs = sum(c // 2 for c in counts)
        plans.append(Plan("seven_pairs", "七对", 20 + 2 * flowers, (3 * max(7 - pairs, 0) + 1) // 2,
                          frozenset(k for k, c in enumerate(counts) if c >= 2),
                          frozenset(k for k, c in enumerate(counts) if c % 2), allows_melds=False))
    if flowers == 0 and soft == 0:
        plans.append(Plan("big_concealed", "大门清", 15, 0, frozenset(), frozenset()))
    return plans


class SuzhouPolicy(Policy):
    """苏州: count the 花; short of the threshold, steer for a pattern that wins without it."""

    shapes = VARIANT.shapes
    target_minimum = PLAN_MINIMUM
    plan_names_en = {"门清": "Concealed Hand"}
    veto_reason = "keep_flowerless"

    def target(self, view: SeatView, counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
               round_wind: int) -> Target:
        """No plan once the 花 suffice; else the strongest exempt pattern."""
        _, _, hua = hua_of(view, counts, melds)
        if hua >= thresholds(view)[1]:
            return Target(())          # any shape is a legal win now
        plans = exempt_plans(view, counts, melds)
        if not plans:
            return Target(())
        best = max(plans, key=lambda p: (p.strength, p.value, -p.missing, p.key))
        return Target((best,))

    def discard_weights(self, view: SeatView, kind: int, counts: Sequence[int]) -> dict[str, float]:
        """Keep wind pairs while short of the threshold: a wind pung is a soft flower."""
        if kind not in WINDS or counts[kind] < 2:
            return {}
        if len(view.flowers[view.seat]) >= thresholds(view)[1]:
            return {}
        return {"wind_pair": -6.0}

    def claim_allowed(self, view: SeatView, action: ActionBase) -> bool:
        """A 大门清 hand never claims a wind: the soft flower would cost it the 10."""
        if not isinstance(action, (Pung, Kong)) or view.window_tile is None:
            return True
        kind = view.window_tile[2].index
        if kind not in WINDS:
            return True
        counts, melds = hand_counts(view), own_melds(view)
        flowers, soft, hua = hua_of(view, counts, melds)
        if flowers == 0 and soft == 0:
            gain = 3 if isinstance(action, Kong) else 1
            return hua + gain >= thresholds(view)[1]
        return True
