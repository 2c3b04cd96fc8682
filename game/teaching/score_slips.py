"""The wrong totals of a scoring drill, each with the slip that gives it (docs/lessons.md):

    slips(variant, result)   -> [Slip(total=16, why=Bi("漏算了碰碰和（6番）", "leaving out All Pungs (6 fans)"))]

A slip is a change to the scorer's own items that a learner makes: an item left out, an item
counted twice (one more of a counted item), a row the hand's items cancel (不计) counted anyway.
Its total is the items recounted after that change, so what the feedback says is true of the
number the learner chose. Yet the learner may have guessed: the feedback offers the slip as
what would give that number ("16 fans would come from leaving out All Pungs (6 fans)", "16番像是
漏算了碰碰和（6番）"), never as what the learner did. Recounting is the tables' formula (the added items, times every
multiplier); a result the formula does not give (a variant's cap) gets no slips, and its wrong
choices are plain neighbours told as "n more / fewer".
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from rules.score_rows import MUL, by_key
from rules.scoring import ScoreItem, ScoreResult
from rules.variants.registry import get_variant

from .i18n import Bi

_UNITS = {"fan": ("番", "fan", "fans"), "value": ("分", "point", "points"), "hua": ("花", "flower", "flowers")}


@dataclass(frozen=True)
class Slip:
    """A wrong total and what would give it: a clause after "N fans would come from" / "N番像是"."""

    total: int
    why: Bi


def amount(unit: str, n: int) -> Bi:
    """A number in the result's unit: "24番" / "24 fans", "1 fan"."""
    zh, one, many = _UNITS.get(unit, _UNITS["fan"])
    return Bi(f"{n}{zh}", f"{n} {one if n == 1 else many}")


def recount(items: Iterable[ScoreItem]) -> int:
    """The total the tables' formula gives for `items`: the added values, times each multiplier."""
    added, factor = 0, 1
    for item in items:
        if item.op == MUL:
            factor *= item.value ** item.count
        else:
            added += item.value * item.count
    return added * factor


def _worth(item: ScoreItem, unit: str) -> Bi:
    if item.op == MUL:
        return Bi(f"×{item.value}", f"×{item.value}")
    return amount(unit, item.value * item.count)


def slips(variant: str, result: ScoreResult, cancelled: frozenset[str] = frozenset()) -> list[Slip]:
    """The learner's likeliest slips on `result`, the likeliest first (a cancelled row counted
    anyway, an item left out, an item counted once more); none when the recount is not the
    scorer's total. Totals that are not positive or are the right one are left out. A row
    counted anyway is one of `cancelled` only (the rows the hand holds that its items cancel,
    `Variant.cancelled_rows`): a row the hand does not hold is no slip a learner makes."""
    items = list(result.items)
    if not items or recount(items) != result.total:
        return []
    rows = by_key(get_variant(variant).rows)
    unit = result.unit
    keys = {item.key for item in items}
    found: list[Slip] = []
    for item in items:
        row = rows.get(item.key)
        for gone in sorted(row.excludes if row is not None else ()):
            other = rows[gone]
            if gone in keys or other.op == MUL or gone not in cancelled:
                continue
            extra = ScoreItem(other.key, other.name_zh, other.name_en, other.value)
            found.append(Slip(recount(items + [extra]), Bi(
                f"把{other.name_zh}（{amount(unit, other.value).zh}）也算上了，可{item.name_zh}不计{other.name_zh}",
                f"counting {other.name_en} ({amount(unit, other.value).en}) too, though {item.name_en} "
                f"already includes it")))
    for item in sorted(items, key=lambda i: i.value):
        rest = [i for i in items if i is not item]
        worth = _worth(item, unit)
        found.append(Slip(recount(rest), Bi(f"漏算了{item.name_zh}（{worth.zh}）",
                                            f"leaving out {item.name_en} ({worth.en})")))
        again = [i if i is not item else ScoreItem(i.key, i.name_zh, i.name_en, i.value, i.count + 1, i.op)
                 for i in items]
        twice = (Bi(f"把{item.name_zh}算成了{item.count + 1}次（应为{item.count}次）",
                    f"counting {item.name_en} {item.count + 1} times, not {item.count}") if item.count > 1 else
                 Bi(f"把{item.name_zh}（{worth.zh}）算了两次", f"counting {item.name_en} ({worth.en}) twice"))
        found.append(Slip(recount(again), twice))
    out: list[Slip] = []
    for slip in found:
        if slip.total > 0 and slip.total != result.total and all(s.total != slip.total for s in out):
            out.append(slip)
    return out


def off_by(unit: str, chosen: int, total: int) -> Bi:
    """A wrong total no slip explains: how far it is from the hand's ("10 fans is 2 fans more
    than the hand is worth")."""
    gap, said = amount(unit, abs(chosen - total)), amount(unit, chosen)
    if chosen > total:
        return Bi(f"{said.zh}比这手牌多了{gap.zh}", f"{said.en} is {gap.en} more than the hand is worth")
    return Bi(f"{said.zh}比这手牌少了{gap.zh}", f"{said.en} is {gap.en} less than the hand is worth")


def slip_for(unit: str, found: Iterable[Slip], chosen: int, total: int) -> Optional[Bi]:
    """What would give the `chosen` total, offered as a possibility (the learner may have
    guessed): "16 fans would come from counting Chicken Hand (8 fans) twice" / "16番像是把无番和
    （8番）算了两次"; else how far it is from the hand's; None when it is the hand's total."""
    if chosen == total:
        return None
    said = amount(unit, chosen)
    why = next((s.why for s in found if s.total == chosen), None)
    if why is None:
        return off_by(unit, chosen, total)
    return Bi(f"{said.zh}像是{why.zh}", f"{said.en} would come from {why.en}")
