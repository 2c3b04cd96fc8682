"""What the settlement sheet says, as text (pure): the rows of a win's score with their reasons,
the formula that turns them into a payment, and the transfers grouped by rule with a
beginner's explanation of each rule (刮风下雨, 查花猪, 查大叫, 退杠钱, 铲, 坐庄/拉庄 ...).

Every number comes from the events (Won.score, HuaSettlement, Settled.transfers); the words
only explain them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

from . import lang
from .model import TableModel

UNIT_ZH = {"fan": "番", "hua": "花"}


@dataclass(frozen=True)
class ScoreRow:
    name: str            # "清一色  Full Flush"
    value: str           # "2番", "+3", "×2", "5花 ×2"
    why: str = ""        # the reason it counts (苏州 HuaLine.why)
    index: int = 0       # into the win's score items (for hover)


@dataclass
class Group:
    key: str
    title: str           # "查花猪 Flower pig"
    note: str            # one line that explains the rule
    lines: list[str] = field(default_factory=list)


def unit_zh(score: Any) -> str:
    return UNIT_ZH.get(getattr(score, "unit", "fan"), "分")


def score_rows(win: Any, model: TableModel) -> list[ScoreRow]:
    """One row per score item; 苏州 rows carry the reason from its HuaSettlement."""
    unit = unit_zh(win.score)
    hua = next((h for h in model.hua_settlements if h.seat == win.seat), None)
    whys = {}
    if hua is not None:
        whys = {(line.key, line.value, line.count): line.why for line in hua.lines}
    out = []
    for i, item in enumerate(win.score.items):
        if item.op == "mul":
            value = f"×{item.value}"
        else:
            value = f"{item.value}{unit}"
        if item.count > 1:
            value += f" ×{item.count}"
        out.append(ScoreRow(lang.tr(item.name_zh, item.name_en, "  "), value,
                            whys.get((item.key, item.value, item.count), ""), i))
    return out


def fan_payment(fans: int, cap: int) -> tuple[int, int]:
    """四川: (番 counted, payment 2^(番−1)) with the cap (0 = none)."""
    counted = min(fans, cap) if cap else fans
    return counted, 2 ** max(0, counted - 1)


def formula(win: Any, model: TableModel, options: Optional[dict] = None) -> tuple[str, str]:
    """The line under the items that turns them into what each payer owes."""
    score = win.score
    options = options or {}
    items = score.items
    adds = [i for i in items if i.op == "add"]
    muls = [i for i in items if i.op == "mul"]
    base = sum(i.value * i.count for i in adds)
    unit = unit_zh(score)
    if model.variant == "sichuan":
        cap = options.get("fan_cap", 6)
        counted, pay = fan_payment(score.total, cap)
        capped = f"（封顶{cap}番）" if cap and score.total > cap else ""
        return (f"共 {score.total} 番{capped} → 每家付 2^({counted}−1) = {pay}",
                f"{score.total} fans{' capped at ' + str(cap) if capped else ''}: each payer pays "
                f"2^({counted}−1) = {pay}")
    terms = [f"{i.value}×{i.count}" if i.count > 1 else str(i.value) for i in adds]
    added = " + ".join(terms) if model.variant != "guobiao" and len(terms) > 1 else ""
    if muls:
        factors = " × ".join(str(i.value) for i in muls for _ in range(i.count))
        left = f"({added})" if added else str(base)
        return (f"{left} × {factors} = {score.total} {unit}",
                f"base {base} × {factors} = {score.total}")
    if added:
        return f"{added} = {score.total} {unit}", f"Total {score.total}"
    return f"共 {score.total} {unit}", f"Total {score.total}"


def payment_note(model: TableModel) -> tuple[str, str]:
    """How a win is paid in this variant (under the formula)."""
    if model.variant == "tianjin":
        return ("每家再乘各自和庄家之间的坐庄/拉庄倍数", "each payer × the 坐庄/拉庄 multiplier of the pair")
    if model.variant == "suzhou":
        return ("自摸每家付，点炮的一家付；抢杠、包饺子由责任人付三倍",
                "self-drawn: all pay; on a discard: the discarder; 抢杠 / 包饺子: the liable player pays 3×")
    if model.variant == "sichuan":
        return ("自摸：还在场的每家付；点炮：放炮的一家付", "self-drawn: everyone still in pays; on a discard: the discarder")
    return "", ""


# key, title, note (in the order the sheet lists them)
GROUPS = [
    ("kong", "杠 Kongs", ""),
    ("win", "胡 Wins", ""),
    ("chan", "铲 Shovel", "庄家第一张被三家跟着打：庄家赔每家 · the dealer's first discard followed by all three"),
    ("huazhu", "查花猪 Flower pig",
     "流局时手里还有三门牌的是花猪，赔给其他人 · still holding three suits at the end: pays the others"),
    ("dajiao", "查大叫 Not ready",
     "流局时没听牌的人，按听牌人能胡的最大番赔给他 · not ready at the end: pays each ready player his best 番"),
    ("refund", "退杠钱 Kong refunds",
     "流局时没听牌的人把刮风下雨收的钱退回 · not ready at the end: returns the kong money"),
]
# Words of a transfer's reason, tried in this order (a robbed kong is a win, a refund is no kong).
MATCHERS = [
    ("huazhu", ("查花猪",)), ("dajiao", ("查大叫",)), ("refund", ("退杠", "refund")),
    ("chan", ("铲", "shovel")), ("win", ("自摸", "点炮", "抢杠", "包饺子", "胡", "底分")),
    ("kong", ("杠", "kong")), ("win", ("win", "discard", "和")),
]
KONG_NOTES = {
    "sichuan": "刮风下雨，当场付：直杠点杠者付，面下杠每家1，暗杠每家2 · paid at once: a direct kong by the "
               "discarder, added 1 / concealed 2 from everyone still in",
    "tianjin": "明杠1、暗杠2、金杠4，每家付，×坐庄/拉庄 · melded 1, concealed 2, golden 4 from each, × multipliers",
}


def classify(reason: str) -> str:
    for key, words in MATCHERS:
        if any(w in reason for w in words):
            return key
    return "other"


def name_seats(text: str, model: TableModel) -> str:
    """'seat 3' in a rules text becomes the player's name."""
    return re.sub(r"seat (\d)", lambda m: model.name_at(int(m.group(1))), text)


def short_reason(reason: str) -> str:
    """The part of a transfer reason that names the case ('自摸 self-drawn 4 番'), without the
    amount or the rule's wording after the colon."""
    head, _, tail = reason.partition(":")
    tail = tail.strip()
    if tail and re.fullmatch(r"[0-9+×* =]+", tail):   # a sum such as "8 + 10" explains the amount
        return f"{head.strip()}: {tail}"
    return head.strip()


def pair_multiplier(model: TableModel, a: int, b: int) -> int:
    """天津 坐庄/拉庄 between two seats, from the marks the events set: ×2 when the dealer sat,
    ×2 per 拉庄 of the other player; 1 between two 闲家 (and in every other variant)."""
    if model.variant != "tianjin" or model.dealer not in (a, b) or a == b:
        return 1
    other = b if a == model.dealer else a
    sits = model.seats[model.dealer].sits
    return (2 if sits else 1) * 2 ** (model.seats[other].pull or 0)


def transfer_groups(transfers: Sequence[Any], model: TableModel) -> list[Group]:
    """Transfers grouped by rule, in the order of GROUPS; lines paid alike by several payers are
    joined: '老王、小红 → 阿芳  各 8  (自摸 self-drawn 4 番)'."""
    by_key: dict[str, list[Any]] = {}
    for t in transfers:
        by_key.setdefault(classify(t.reason), []).append(t)
    out = []
    order = [g[0] for g in GROUPS] + ["other"]
    titles = {g[0]: (g[1], g[2]) for g in GROUPS}
    titles["other"] = ("其他 Other", "")
    for key in order:
        items = by_key.get(key)
        if not items:
            continue
        title, note = titles[key]
        if key == "kong":
            note = KONG_NOTES.get(model.variant, "")
        elif key == "win" and model.variant == "guobiao":
            note = ("点炮者付 番数+8，另两家各付底分 8；自摸每家付 番数+8 · on a discard the discarder pays "
                    "fans + 8, the others 8; self-drawn: each pays fans + 8")
        elif key == "win" and model.variant == "tianjin":
            note = ("和庄家之间：坐庄×2，每拉一庄再×2 · with the dealer: ×2 if he sat, ×2 per pull")
        group = Group(key, title, note)
        joined: dict[tuple, list[int]] = {}
        for t in items:
            joined.setdefault((t.payee, t.amount, name_seats(short_reason(t.reason), model)), []).append(t.payer)
        for (payee, amount, why), payers in joined.items():
            names = "、".join(model.name_at(p) for p in payers)
            each = "各 " if len(payers) > 1 else ""
            times = pair_multiplier(model, payee, payers[0])
            shown = f"{amount} = {amount // times}×{times}" if times > 1 and amount % times == 0 else str(amount)
            group.lines.append(f"{names} → {model.name_at(payee)}  {each}{shown}  ({why})")
        out.append(group)
    return out


def end_title(model: TableModel) -> tuple[str, str]:
    """The heading when nobody won: 荒庄, or 流局 for 四川 (the end-of-hand checks follow)."""
    if model.variant == "sichuan":
        return "流局", ("The wall is empty and nobody won: the players are checked (查花猪, 查大叫) "
                      "and kong money is returned by those not ready.")
    return "荒庄", ("Exhausted wall: the wall ran out and nobody won. No payments; "
                  "the deal passes on.")
