"""国标 for the default bot: the fan patterns it steers toward to reach 8 fans, and its policy.

The bot combines plans (e.g. 混一色 6 + 箭刻 2) until the estimated value reaches the 8-fan
minimum, then weighs discards by how well they keep the chosen plan alive (plans.py).
"""
from __future__ import annotations

from typing import Optional, Sequence

from rules.engine import SeatView
from rules.melds import Meld, MeldKind
from rules.tiles import SUITS
from rules.variants.guobiao import VARIANT
from rules.variants.guobiao.reading import MINIMUM as MINIMUM_FANS

from ..routes import Route, RouteDistance, nearest
from ..table_reading import wind_index
from ..defence import DangerTables
from .base import Policy
from .guobiao_speed import route_improving
from .guobiao_waits import CLASS_WEIGHTS, wait_weights
from .plans import Plan, Target, pung_progress

HONORS = range(27, 34)
DRAGONS = (31, 32, 33)


def _suit_of(kind: int) -> int:
    return kind // 9 if kind < 27 else 3


def _meld_kinds(melds: Sequence[Meld]) -> list[int]:
    return [t.index for m in melds for t in m.tiles]


def flush_plans(counts: Sequence[int], melds: Sequence[Meld]) -> list[Plan]:
    """混一色 (6) and 清一色 (24) in each suit the melds still allow."""
    plans = []
    meld_suits = {_suit_of(k) for k in _meld_kinds(melds)}
    honors = sum(counts[k] for k in HONORS)
    for s in range(3):
        others = [k for k in range(27) if _suit_of(k) != s]
        off = sum(counts[k] for k in others)
        if not (meld_suits - {s, 3}):
            plans.append(Plan(f"half_flush_{SUITS[s]}", "混一色", 6, off,
                              frozenset(), frozenset(others)))
        if not (meld_suits - {s}):
            plans.append(Plan(f"full_flush_{SUITS[s]}", "清一色", 24, off + honors,
                              frozenset(), frozenset(others) | frozenset(HONORS)))
    return plans


def all_pungs_plan(counts: Sequence[int], melds: Sequence[Meld]) -> list[Plan]:
    """碰碰和 (6): four pungs and a pair."""
    progress = pung_progress(counts, melds)
    if progress is None:
        return []
    return [Plan("all_pungs", "碰碰和", 6, progress.missing, progress.needed, progress.singles)]


def seven_pairs_plan(counts: Sequence[int], melds: Sequence[Meld]) -> list[Plan]:
    """七对 (24) while nothing is melded."""
    if melds:
        return []
    pairs = sum(c // 2 for c in counts)
    needed = frozenset(k for k, c in enumerate(counts) if c >= 2)
    singles = frozenset(k for k, c in enumerate(counts) if c % 2 == 1)
    # Each missing pair needs one of about three live copies of a held single: slower than a
    # set grows, so it counts as one and a half tiles.
    missing = (3 * max(7 - pairs, 0) + 1) // 2
    return [Plan("seven_pairs", "七对", 24, missing, needed, singles, allows_melds=False)]


def _chow_group_plans(counts: Sequence[int], melds: Sequence[Meld], key: str, name: str, value: int,
                      groups: list[tuple[int, int, int]]) -> list[Plan]:
    """Plans made of three specific chows (given by their lowest kind)."""
    plans = []
    chow_starts = [min(t.index for t in m.tiles) for m in melds if m.kind is MeldKind.CHOW]
    for starts in groups:
        wanted = [s + i for s in starts for i in range(3)]
        have = list(counts)
        covered_by_melds = [s for s in starts if s in chow_starts]
        missing = 0
        for s in starts:
            if s in covered_by_melds:
                continue
            for i in range(3):
                if have[s + i] > 0:
                    have[s + i] -= 1
                else:
                    missing += 1
        other_melds = len(melds) - len(covered_by_melds)
        if other_melds > 1:  # three chows + another set + pair: at most one other meld fits
            continue
        plans.append(Plan(f"{key}_{'_'.join(map(str, starts))}", name, value, missing,
                          frozenset(wanted), frozenset()))
    return plans


def straight_plans(counts: Sequence[int], melds: Sequence[Meld]) -> list[Plan]:
    """清龙, 花龙, 三色三同顺, 三色三步高: patterns of three chows."""
    plans: list[Plan] = []
    pure = [(9 * s, 9 * s + 3, 9 * s + 6) for s in range(3)]
    plans += _chow_group_plans(counts, melds, "pure_straight", "清龙", 16, pure)
    perms = [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]
    mixed = [(9 * a, 9 * b + 3, 9 * c + 6) for a, b, c in perms]
    plans += _chow_group_plans(counts, melds, "mixed_straight", "花龙", 8, mixed)
    triple = [(n, 9 + n, 18 + n) for n in range(7)]
    plans += _chow_group_plans(counts, melds, "mixed_triple_chow", "三色三同顺", 8, triple)
    shifted = [(9 * a + n, 9 * b + n + 1, 9 * c + n + 2) for n in range(5) for a, b, c in perms]
    plans += _chow_group_plans(counts, melds, "mixed_shifted_chows", "三色三步高", 6, shifted)
    return plans


def five_types_plan(counts: Sequence[int], melds: Sequence[Meld]) -> list[Plan]:
    """五门齐 (6): all three suits, a wind and a dragon."""
    have = list(counts)
    for k in _meld_kinds(melds):
        have[k] += 1
    groups = [range(0, 9), range(9, 18), range(18, 27), range(27, 31), range(31, 34)]
    missing = sum(1 for g in groups if not any(have[k] for k in g))
    needed = frozenset(k for g in groups for k in g if counts[k] and sum(counts[j] for j in g) <= 3)
    return [Plan("all_types", "五门齐", 6, missing * 2, needed, frozenset())]


def honor_pung_plans(counts: Sequence[int], melds: Sequence[Meld], seat_wind: int, round_wind: int) -> list[Plan]:
    """箭刻 / 门风刻 / 圈风刻: small fans that top up another plan."""
    plans = []
    melded = {m.tiles[0].index for m in melds if m.kind is not MeldKind.CHOW}
    valuable = {k: 2 for k in DRAGONS}
    valuable[seat_wind] = valuable.get(seat_wind, 0) + 2
    valuable[round_wind] = valuable.get(round_wind, 0) + 2
    for kind, value in sorted(valuable.items()):
        if kind in melded:
            plans.append(Plan(f"honor_{kind}", "箭刻" if kind in DRAGONS else "风刻", value, 0,
                              frozenset(), frozenset()))
        elif counts[kind] >= 2:
            plans.append(Plan(f"honor_{kind}", "箭刻" if kind in DRAGONS else "风刻", value,
                              max(3 - counts[kind], 0), frozenset([kind]), frozenset()))
    return plans


def all_plans(counts: Sequence[int], melds: Sequence[Meld], seat_wind: int, round_wind: int) -> list[Plan]:
    """Every 国标 plan for these tiles."""
    return (flush_plans(counts, melds) + all_pungs_plan(counts, melds) + seven_pairs_plan(counts, melds)
            + straight_plans(counts, melds) + five_types_plan(counts, melds)
            + honor_pung_plans(counts, melds, seat_wind, round_wind))


def _compatible(a: Plan, b: Plan) -> bool:
    if a.key.split("_")[0] == b.key.split("_")[0] and a.key != b.key:
        return False  # two flushes, two straights of one family
    if "flush" in a.key and "flush" in b.key:
        return False
    if "pungs" in a.key + b.key and any(x in a.key + b.key for x in ("straight", "chow", "seven")):
        return False
    if "seven" in a.key + b.key and "honor" in a.key + b.key:
        return False
    if "all_types" in a.key + b.key and "flush" in a.key + b.key:
        return False
    return not (a.needed & b.unwanted) and not (b.needed & a.unwanted)


def choose_target(counts: Sequence[int], melds: Sequence[Meld], seat_wind: int, round_wind: int) -> Target:
    """The strongest single plan or pair of plans reaching 8 fans (then the strongest overall)."""
    plans = all_plans(counts, melds, seat_wind, round_wind)
    candidates = [Target((p,)) for p in plans]
    for i, a in enumerate(plans):
        for b in plans[i + 1:]:
            if a.value + b.value >= MINIMUM_FANS and _compatible(a, b):
                candidates.append(Target((a, b)))
    reaching = [t for t in candidates if t.value >= MINIMUM_FANS]
    pool = reaching or candidates
    if not pool:
        return Target(())
    return max(pool, key=lambda t: (t.strength, t.value, -t.missing, [p.key for p in t.plans]))


def _suit(s: int) -> frozenset[int]:
    return frozenset(range(9 * s, 9 * s + 9))


def _ranks(ranks: Sequence[int]) -> frozenset[int]:
    return frozenset(9 * s + r - 1 for s in range(3) for r in ranks)


HONOR_KINDS = frozenset(HONORS)
# 推不倒: 1234589饼, 245689条, 白板; 绿一色: 23468条, 发
REVERSIBLE = frozenset([9 + r - 1 for r in (1, 2, 3, 4, 5, 8, 9)] + [18 + r - 1 for r in (2, 4, 5, 6, 8, 9)] + [33])
GREEN = frozenset([18 + r - 1 for r in (2, 3, 4, 6, 8)] + [32])
PERMS = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))


def honor_pungs(seat_wind: int, round_wind: int) -> dict[int, tuple[tuple[str, ...], int]]:
    """The honour pungs worth fans here: (score items, fans) per kind."""
    out: dict[int, tuple[tuple[str, ...], int]] = {k: (("箭刻",), 2) for k in DRAGONS}
    if seat_wind == round_wind:
        out[seat_wind] = (("门风刻", "圈风刻"), 4)
    else:
        out[seat_wind] = (("门风刻",), 2)
        out[round_wind] = (("圈风刻",), 2)
    return out


def routes(seat_wind: int, round_wind: int) -> tuple[Route, ...]:
    """The 国标 routes to 8 fans the bot steers by (routes.py), for one seat and round wind."""
    found = _ROUTES.get((seat_wind, round_wind))
    if found is not None:
        return found
    out: list[Route] = []
    valuable = honor_pungs(seat_wind, round_wind)
    for s in range(3):
        suit = _suit(s)
        out.append(Route(f"full_flush_{s}", ("清一色",), 24, kinds=suit))
        half = suit | HONOR_KINDS
        out.append(Route(f"half_flush_concealed_{s}", ("混一色", "门前清"), 8, kinds=half, concealed=True))
        out.append(Route(f"half_flush_pungs_{s}", ("混一色", "碰碰和"), 12, shape="pungs", kinds=half))
        for kind, (names, fans) in valuable.items():
            out.append(Route(f"half_flush_{s}_{kind}", ("混一色",) + names, 6 + fans, kinds=half, pungs=(kind,)))
        out.append(Route(f"pure_straight_{s}", ("清龙",), 16, chows=(9 * s, 9 * s + 3, 9 * s + 6)))
    for kind, (names, fans) in valuable.items():
        out.append(Route(f"all_pungs_{kind}", ("碰碰和",) + names, 6 + fans, shape="pungs", pungs=(kind,)))
    for i, a in enumerate(DRAGONS):
        for b in DRAGONS[i + 1:]:
            out.append(Route(f"two_dragons_{a}_{b}", ("双箭刻", "门前清"), 8, pungs=(a, b), concealed=True))
    out.append(Route("seven_pairs", ("七对",), 24, shape="pairs"))
    for a, b, c in PERMS:
        out.append(Route(f"mixed_straight_{a}{b}{c}", ("花龙",), 8, chows=(9 * a, 9 * b + 3, 9 * c + 6)))
    for n in range(7):
        out.append(Route(f"mixed_triple_chow_{n}", ("三色三同顺",), 8, chows=(n, 9 + n, 18 + n)))
    for n in range(5):
        for a, b, c in PERMS:
            out.append(Route(f"mixed_shifted_{n}_{a}{b}{c}", ("三色三步高", "门前清"), 8,
                             chows=(9 * a + n, 9 * b + n + 1, 9 * c + n + 2), concealed=True))
    out.append(Route("all_types_dragon", ("五门齐", "箭刻"), 8, shape="five_groups", pung_group=4))
    out.append(Route("all_types_concealed", ("五门齐", "门前清"), 8, shape="five_groups", concealed=True))
    out.append(Route("knitted", ("组合龙",), 12, shape="knitted"))
    out.append(Route("thirteen_orphans", ("十三幺",), 88, shape="orphans"))
    out.append(Route("upper_four", ("大于五",), 12, kinds=_ranks((6, 7, 8, 9))))
    out.append(Route("lower_four", ("小于五",), 12, kinds=_ranks((1, 2, 3, 4))))
    out.append(Route("upper_tiles", ("全大",), 24, kinds=_ranks((7, 8, 9))))
    out.append(Route("middle_tiles", ("全中",), 24, kinds=_ranks((4, 5, 6))))
    out.append(Route("lower_tiles", ("全小",), 24, kinds=_ranks((1, 2, 3))))
    out.append(Route("reversible", ("推不倒",), 8, kinds=REVERSIBLE))
    out.append(Route("all_green", ("绿一色",), 88, kinds=GREEN))
    out.append(Route("all_honors", ("字一色",), 64, shape="pungs", kinds=HONOR_KINDS))
    made = _ROUTES[(seat_wind, round_wind)] = tuple(out)
    return made


_ROUTES: dict[tuple[int, int], tuple[Route, ...]] = {}
FANS = {row.name_zh: row.value for row in VARIANT.rows}


def held_value_pungs(counts: Sequence[int], melds: Sequence[Meld], seat_wind: int, round_wind: int
                     ) -> list[tuple[int, tuple[str, ...], int]]:
    """The honour pungs worth fans the hand already holds (melded, or three concealed): (kind,
    score items, fans); they score on top of any route."""
    valuable = honor_pungs(seat_wind, round_wind)
    melded = {m.tiles[0].index for m in melds if m.kind is not MeldKind.CHOW}
    return [(k, names, fans) for k, (names, fans) in sorted(valuable.items()) if k in melded or counts[k] >= 3]


def route_target(found_in: Sequence[Route], counts: Sequence[int], melds: Sequence[Meld],
                 seat_wind: int = -1, round_wind: int = -1) -> Target:
    """The plans of the nearest, most valuable route for these tiles: the route's first item
    carries what it does not allow (unwanted) and keeps what it builds on (needed); 门前清 says
    claims break it. The value pungs already held that the route does not name join as plans of
    their own (花龙 with a pung of 中 heads for 花龙 + 箭刻)."""
    found = nearest(found_in, counts, melds, slack=0)
    if not found:
        return Target(())
    best = found[0]
    route, missing = best.route, best.distance
    needed = frozenset(k for k in route.chow_tiles if counts[k]) | frozenset(k for k in route.pungs if counts[k])
    if route.shape in ("pungs", "pairs"):
        needed |= frozenset(k for k, c in enumerate(counts) if c >= 2 and k in route.kinds)
    plans = []
    for i, name in enumerate(route.names):
        first = i == 0
        plans.append(Plan(f"{route.key}:{i}", name, FANS.get(name, 0), missing,
                          needed if first else frozenset(),
                          frozenset(route.off_kinds) if first else frozenset(),
                          allows_melds=not (route.concealed and name == "门前清") and route.shape != "pairs"))
    named = set(route.names)
    for kind, names, fans in held_value_pungs(counts, melds, seat_wind, round_wind):
        if route.shape in ("pungs", "standard") and not named & set(names):
            plans.append(Plan(f"value_pung:{kind}", names[0], fans, 0, frozenset([kind]), frozenset()))
            named.update(names)
    return Target(tuple(plans))


# Fitted by tools/fit_danger.py --variant guobiao --hands 300 --bots baseline --seed fit
# (53427 seat readings); refit after changing the bots.
DANGER = DangerTables(
    ready=((0.0, 0.021, 0.061, 0.169),
           (0.001, 0.001, 0.093, 0.243),
           (0.003, 0.001, 0.032, 0.336),
           (0.005, 0.001, 0.026, 0.443),
           (0.009, 0.013, 0.06, 0.532),
           (0.02, 0.03, 0.057, 0.457),
           (0.024, 0.034, 0.074, 0.466),
           (0.049, 0.054, 0.119, 0.567),
           (0.074, 0.058, 0.119, 0.743),
           (0.107, 0.075, 0.148, 0.693),
           (0.126, 0.096, 0.196, 0.731),
           (0.153, 0.108, 0.233, 0.674),
           (0.156, 0.14, 0.227, 0.759),
           (0.178, 0.152, 0.219, 0.642),
           (0.21, 0.156, 0.223, 0.544),
           (0.248, 0.17, 0.229, 0.644),
           (0.298, 0.195, 0.263, 0.753),
           (0.306, 0.188, 0.269, 0.779),
           (0.277, 0.215, 0.237, 0.738)),
    waits={'honor': (0.0, 0.016, 0.0302, 0.057),
           'terminal': (0.0137, 0.0233, 0.0238, 0.0343),
           'two_eight': (0.0468, 0.0372, 0.0312, 0.0525),
           'three_seven': (0.0376, 0.0679, 0.0667, 0.0987),
           'middle': (0.0382, 0.0475, 0.0581, 0.0818)},
    factors={'own_discard': 0.085, 'after_meld': 0.073, 'passed': 0.01, 'suji': 0.769,
             'flush_in': 1.393, 'flush_out': 0.684, 'streak': 1.129},
    deal_in_cost=15.76, cost_per_flower=0.25, win_gain=49.33)


class GuobiaoPolicy(Policy):
    """国标: every shape, and plans of fans that reach the 8-fan minimum."""

    shapes = VARIANT.shapes
    target_minimum = MINIMUM_FANS
    plan_names_en = {"风刻": "Wind Pung"}
    danger = DANGER
    # Between routes equally near, value beyond 16 fans pulls toward big slow hands: self-play
    # drew 7.6% of hands at 32, 5.2-6.8% at 16, with the mean fan still near 15 (notes B15b).
    value_cap = 16.0
    # ... and it does not weigh the discards at all (passing a claim still counts it): the same
    # hero seat on the same 800 walls against three baseline bots, the change minus the expert
    # with it, per hero seat-hand, on five seeds: +0.51, +0.22, +0.06 [-0.55, +0.69], +0.49
    # [-0.18, +1.16] and on a seed first played for it +1.06 [+0.45, +1.69] (wins +1.5 points,
    # deal-ins -0.5); mean +0.47 (docs/design-notes.md, 2026-12-07).
    value_on_discards = False
    # The expert's caution counts up to 1.25 times the plain exchange here, half the level's 2.5:
    # four experts who all fold hold each other's winning tiles until the wall runs out (self-play
    # drew 5.55% of hands at 2.5, 4.65% at 1.25 over seeds 301-305; 5.7% -> 5.25% over seeds 15,
    # 1201, 2026-2028), and against the baseline its deal-in stays below his (14.7 vs 16.3%,
    # seed 15 1v3; notes B15g3).
    defence_cap = 1.25
    # A ready hand's waits count each live copy by how often a wait of its class comes in
    # (guobiao_waits.py): self-play draws 110 -> 106 of 2400 hands on seeds 301-306, discordant
    # walls 8 vs 4 (notes B15g4).
    _wait_weights: tuple[float, ...] = tuple(wait_weights(CLASS_WEIGHTS))
    # The finishing search weighs in from two steps from a legal win, its ways racing the other
    # seats (5% of the hand ends each own draw) and merged as overlapping chances: head to head
    # against the expert without it +2.07 a hand [+0.02, +4.27] (seed 6001, 150 walls, 2v2);
    # against the baseline 1v3 +5.71 [+4.27, +7.15] where the expert without it made +2.95
    # [+1.66, +4.32] on the same walls (seed 9131, 800 walls), win rate 30.3% (26.8%).
    finish_from = 2
    finish_hazard = 0.05
    finish_union = True

    def win_points(self, view: SeatView, value: float) -> float:
        """A win of `value` fans: 8 from each opponent plus the fans, from one (on a discard) or
        from all (self-drawn, about a third of the wins)."""
        others = len(view.seat_winds) - 1
        fans = max(value, MINIMUM_FANS)
        return 8.0 * others + fans * (1.0 + 0.35 * (others - 1))

    def target(self, view: SeatView, counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
               round_wind: int) -> Target:
        """The nearest route to 8 fans (the most valuable of the nearest), as plans: one per
        score item of the route."""
        return route_target(routes(seat_wind, round_wind), counts, melds, seat_wind, round_wind)

    def route_live(self, counts: Sequence[int], melds: Sequence[Meld], found: Sequence[RouteDistance],
                   live: Sequence[int], plain: Sequence[int]) -> Optional[int]:
        """The live tiles that shorten one of the nearest routes to 8 fans (guobiao_speed.py)."""
        return route_improving(found, counts, melds, live, plain)

    def wait_weights(self, view: SeatView) -> Optional[Sequence[float]]:
        """Each live copy of a wait counts by how often a wait of its tile class comes in here."""
        return self._wait_weights

    def routes(self, view: SeatView) -> tuple[Route, ...]:
        """The routes to 8 fans for this seat's winds."""
        return routes(wind_index(view.seat_winds[view.seat]), wind_index(view.round_wind))
