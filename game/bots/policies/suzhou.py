"""What the default bot needs to know about 苏州: count the 花 and, while they are short of the
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
from rules.variants.suzhou.scoring import BAIDA, WINDS, melds_items, threshold_hua
from rules.variants.suzhou.view import SuzhouView

from ..defence import DangerTables
from ..routes import Route
from ..table_reading import hand_counts, own_melds
from .base import Policy
from .plans import CONCEALED_PLAN, Plan, Target, pung_progress

DEFAULT_THRESHOLDS = (3, 4)
PLAN_MINIMUM = 8       # plan values read like 国标 fans: one worth 8 or more may claim toward


def hua_of(view: SeatView, counts: Sequence[int], melds: Sequence[Meld]) -> tuple[int, int, int]:
    """(flower tiles, soft flowers of the melds and concealed wind triples, the 花 the rules count
    toward the threshold: at this table's options, 无搭's 5 included while no 百搭 is held)."""
    flowers = len(view.flowers[view.seat])
    soft = sum(i.value * i.count for i in melds_items(melds))
    soft += 2 * sum(1 for w in WINDS if counts[w] >= 3)
    baida = sum(1 for t in view.hand_kinds if t.index == BAIDA)
    return flowers, soft, threshold_hua(flowers, melds, counts, baida, view.options)


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
        plans.append(Plan(CONCEALED_PLAN, "门清", 10, 0, frozenset(), frozenset(), allows_melds=False))
    if not melds:
        pairs = sum(c // 2 for c in counts)
        plans.append(Plan("seven_pairs", "七对", 20 + 2 * flowers, (3 * max(7 - pairs, 0) + 1) // 2,
                          frozenset(k for k, c in enumerate(counts) if c >= 2),
                          frozenset(k for k, c in enumerate(counts) if c % 2), allows_melds=False))
    if flowers == 0 and soft == 0:
        plans.append(Plan("big_concealed", "大门清", 15, 0, frozenset(), frozenset()))
    return plans


def _exempt_routes() -> tuple[Route, ...]:
    """The exempt patterns as routes (routes.py), valued like the plans: 门清, 七对, 对对胡 and
    the flushes of each suit (winds are the only honours in play: 中发白 are flowers here)."""
    winds = frozenset(WINDS)
    out = [Route("concealed", ("门清",), 10, concealed=True), Route("seven_pairs", ("七对",), 20, shape="pairs"),
           Route("all_pungs", ("对对胡",), 10, shape="pungs")]
    for s in range(3):
        suit = frozenset(range(9 * s, 9 * s + 9))
        out.append(Route(f"half_flush_{'mps'[s]}", ("混一色",), 10, kinds=suit | winds))
        out.append(Route(f"full_flush_{'mps'[s]}", ("清一色",), 15, kinds=suit))
    return tuple(out)


EXEMPT_ROUTES = _exempt_routes()


# Fitted by tools/fit_danger.py --variant suzhou --hands 1200 --bots baseline --seed fit2
# (136701 seat readings; the first fit read 300 hands); refit after changing the bots. Against
# the tables of 300 hands, head to head 2v2 (800 walls, seed 7052): +0.17 a hand [-0.20, +0.53],
# deal-ins 15.8% -> 15.2%, wins equal; 1v3 against the baseline (seed 9700): +1.12 -> +1.16,
# deal-ins 15.9% -> 15.4%. Tables fitted on the experts' own play defend better against experts
# (deal-ins -1.3 points) and worse against the baseline (+0.78): a person at the table plays
# more like the baseline.
DANGER = DangerTables(
    ready=((0.0, 0.021, 0.061, 0.169),
           (0.002, 0.016, 0.093, 0.243),
           (0.007, 0.028, 0.093, 0.336),
           (0.019, 0.06, 0.208, 0.443),
           (0.043, 0.127, 0.38, 0.557),
           (0.07, 0.163, 0.503, 0.664),
           (0.111, 0.213, 0.552, 0.823),
           (0.16, 0.29, 0.65, 0.877),
           (0.21, 0.323, 0.634, 0.917),
           (0.258, 0.403, 0.673, 0.964),
           (0.308, 0.438, 0.696, 0.969),
           (0.349, 0.509, 0.732, 0.976),
           (0.394, 0.547, 0.731, 0.973),
           (0.443, 0.569, 0.701, 0.982),
           (0.447, 0.625, 0.799, 0.971),
           (0.475, 0.699, 0.827, 0.98),
           (0.565, 0.724, 0.945, 0.971),
           (0.546, 0.67, 0.96, 0.964),
           (0.745, 0.844, 0.986, 0.964)),
    waits={'honor': (0.0, 0.0012, 0.0176, 0.0098),
           'terminal': (0.0194, 0.0329, 0.0459, 0.0646),
           'two_eight': (0.0423, 0.0502, 0.0636, 0.0777),
           'three_seven': (0.0663, 0.0757, 0.0953, 0.1093),
           'middle': (0.0548, 0.0661, 0.0794, 0.0933)},
    factors={'own_discard': 0.06, 'after_meld': 0.045, 'passed': 0.01, 'suji': 0.484,
             'flush_in': 0.503, 'flush_out': 1.412, 'streak': 1.034},
    deal_in_cost=13.22, cost_per_flower=0.7, win_gain=25.8)


class SuzhouPolicy(Policy):
    """苏州: count the 花; short of the threshold, steer for a pattern that wins without it."""

    shapes = VARIANT.shapes
    target_minimum = PLAN_MINIMUM
    plan_names_en = {"门清": "Concealed Hand"}
    veto_reason = "keep_flowerless"
    danger = DANGER
    flowers_value = True   # a seat showing many flowers wins big: a deal-in into him costs more
    # A pung must beat passing clearly: one that is no step closer gives up 小门清 (5 of a win's
    # ~17 花), which the weighing cannot see once the 花 suffice (no routes then). Measured on
    # duplicate walls: margins -40/-15/0/+15/+40 went -0.86/-0.60/0/+0.18/+0.22 a hand (notes B15z).
    claim_margin = 40.0
    # The expert's offence beside the live count: the two-step speed estimate (speed.py), 10
    # points per expected draw, from one step from ready on (two or more steps away the capped
    # live count ties nearly every discard). Duplicate walls, notes B15z4: ready sooner, wins
    # +1.4 to +1.7 points of rate, +0.57 and +0.28 a seat-hand on two tuning seeds.
    speed_per_draw = 10.0
    speed_from = 1

    def wildcards(self, view: SeatView) -> frozenset[int]:
        """苏州百搭 (option baida = wild): the 百搭 stand for any tile (the table's view says so)."""
        extra = getattr(view, "extra", None)
        return extra.wildcards() if isinstance(extra, SuzhouView) else frozenset()

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

    def routes(self, view: SeatView) -> tuple[Route, ...]:
        """Short of what a self-draw needs only an exempt pattern wins: steer by those routes (a
        claim that breaks 门清 is then a step away from any win). From the self-draw threshold on,
        none: any shape wins by self-draw (paid by all three), and with 28 flower tiles in 152
        the one more 花 a discard win needs mostly comes before the hand is ready (duplicate
        walls, notes B15z2: +0.24 and +0.14 a seat-hand against the routes kept up to 4 花)."""
        _, _, hua = hua_of(view, hand_counts(view), own_melds(view))
        return () if hua >= thresholds(view)[0] else EXEMPT_ROUTES

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
        flowers, soft, _ = hua_of(view, counts, melds)
        if flowers == 0 and soft == 0:
            # only where the wind's own soft flowers reach the discard threshold (a kong at 2/3);
            # 无搭's 5 does not count here: the hand has them with or without the claim
            gain = 3 if isinstance(action, Kong) else 1
            return gain >= thresholds(view)[1]
        return True
