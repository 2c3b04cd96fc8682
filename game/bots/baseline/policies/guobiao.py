"""FROZEN: a copy of game/bots/policies/guobiao.py at commit 3622280d239e (`git rev-parse HEAD` 3622280d239e72a70705e129be62862dd7cd827d),
part of the `baseline` bot kind, the yardstick of the arena. Never edit it: tests/game/test_baseline_bot.py
holds its moves byte for byte. A duplicate-code report lists this file as a copy of its source: that is
intended (the source moves on, the copy may not).

国标 for the default bot: the fan patterns it steers toward to reach 8 fans, and its policy.

The bot combines plans (e.g. 混一色 6 + 箭刻 2) until the estimated value reaches the 8-fan
minimum, then weighs discards by how well they keep the chosen plan alive (plans.py).
"""
from __future__ import annotations

from typing import Sequence

from rules.engine import SeatView
from rules.melds import Meld, MeldKind
from rules.tiles import SUITS
from rules.variants.guobiao import VARIANT
from rules.variants.guobiao.reading import MINIMUM as MINIMUM_FANS

from .base import Policy
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


class GuobiaoPolicy(Policy):
    """国标: every shape, and plans of fans that reach the 8-fan minimum."""

    shapes = VARIANT.shapes
    target_minimum = MINIMUM_FANS
    plan_names_en = {"风刻": "Wind Pung"}

    def target(self, view: SeatView, counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
               round_wind: int) -> Target:
        """The strongest plan (or pair of plans) of fans toward 8."""
        return choose_target(counts, melds, seat_wind, round_wind)
