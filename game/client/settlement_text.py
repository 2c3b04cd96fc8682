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
from .model import WIND_ZH, TableModel

UNIT_ZH = {"fan": "番", "hua": "花"}
UNIT_EN = {"fan": ("fan", "fans"), "hua": ("flower", "flowers")}
WIND_EN = {"E": "East", "S": "South", "W": "West", "N": "North"}


@dataclass(frozen=True)
class ScoreRow:
    name: str            # "清一色 Full Flush" / "清一色" / "Full Flush (清一色)" (a gloss, see lang.gloss)
    value: str           # "2番", "+3", "×2", "5花 ×2" / "2 fans"
    why: str = ""        # the reason it counts (苏州 HuaLine.why)
    index: int = 0       # into the win's score items (for hover)


@dataclass
class Group:
    key: str
    title: str           # "查花猪 Flower pig"
    note: str            # one line that explains the rule (both: "Chinese · English")
    lines: list[str] = field(default_factory=list)


def unit_zh(score: Any) -> str:
    return UNIT_ZH.get(getattr(score, "unit", "fan"), "分")


def amount_text(value: int, unit: str) -> str:
    """"8番" / "8 fans" / "1 fan" in the current language (Chinese when both are shown)."""
    if lang.current() != "en":
        return f"{value}{UNIT_ZH.get(unit, '分')}"
    one, many = UNIT_EN.get(unit, ("", ""))
    return f"{value} {one if value == 1 else many}".strip()


def score_rows(win: Any, model: TableModel) -> list[ScoreRow]:
    """One row per score item, the fan named with its Chinese as a gloss in English; 苏州 rows
    carry the reason each 花 counts (from its HuaSettlement)."""
    unit = getattr(win.score, "unit", "fan")
    hua = next((h for h in model.hua_settlements if h.seat == win.seat), None)
    whys = {}
    if hua is not None:
        whys = {(line.key, line.value, line.count): line for line in hua.lines}
    out = []
    for i, item in enumerate(win.score.items):
        value = f"×{item.value}" if item.op == "mul" else amount_text(item.value, unit)
        if item.count > 1:
            value += f" ×{item.count}"
        line = whys.get((item.key, item.value, item.count))
        why = why_text(model.variant, item, line.why) if line is not None else ""
        out.append(ScoreRow(lang.gloss(item.name_zh, item.name_en), value, why, i))
    return out


_WHY_TAIL = re.compile(r"^(?P<head>.*?)(?:: (?P<tiles>[^\x00-\x7f ]+(?: [^\x00-\x7f ]+)*)| \((?P<n>\d+) set aside\))$")


def why_text(variant: str, item: Any, why: str) -> str:
    """Why a 苏州 item counts, in the current language: the row's meaning from the rules book,
    then what the rules' text adds (the tiles it names, or how many flowers were set aside);
    the rules' own text when both languages are shown."""
    from game.teaching.rules_book import scoring_rows
    from rules.tiles import TILES
    meaning = next((r.meaning for r in scoring_rows(variant) if r.key == item.key), None)
    if lang.current() == "both" or meaning is None:
        return why
    m = _WHY_TAIL.match(why)
    names = m.group("tiles").split() if m and m.group("tiles") else []
    count = m.group("n") if m else None
    if lang.current() == "zh":
        return meaning.zh + ("：" + " ".join(names) if names else f"（亮出{count}张）" if count else "")
    by_zh = {t.name_zh: t.name_en for t in TILES}
    return meaning.en + (": " + ", ".join(by_zh.get(n, n) for n in names) if names
                         else f" ({count} set aside)" if count else "")


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
                f"{score.total} {'fan' if score.total == 1 else 'fans'}{' capped at ' + str(cap) if capped else ''}: "
                f"each payer pays "
                f"2^({counted}−1) = {pay}")
    terms = [f"{i.value}×{i.count}" if i.count > 1 else str(i.value) for i in adds]
    added = " + ".join(terms) if model.variant != "guobiao" and len(terms) > 1 else ""
    if muls:
        factors = " × ".join(str(i.value) for i in muls for _ in range(i.count))
        left = f"({added})" if added else str(base)
        return (f"{left} × {factors} = {score.total} {unit}",
                f"base {base} × {factors} = {score.total}")
    if added:
        return f"{added} = {score.total} {unit}", f"{added} = {score.total}"
    return f"共 {score.total} {unit}", f"Total {score.total}"


def payment_note(model: TableModel) -> tuple[str, str]:
    """How a win is paid in this variant (under the formula)."""
    if model.variant == "tianjin":
        return ("每家再乘各自和庄家之间的坐庄/拉庄倍数",
                "each payer × the sitting and pulling multipliers between him and the dealer")
    if model.variant == "suzhou":
        return ("自摸每家付，点炮的一家付；抢杠、包饺子由责任人付三倍",
                "self-drawn: all pay; on a discard: the discarder; a robbed or fed kong: the liable player pays 3×")
    if model.variant == "sichuan":
        return ("自摸：还在场的每家付；点炮：放炮的一家付", "self-drawn: everyone still in pays; on a discard: the discarder")
    return "", ""


# key, title, note (in the order the sheet lists them), each (Chinese, English)
GROUPS = [
    ("kong", ("杠", "Kongs"), ("", "")),
    ("win", ("胡", "Wins"), ("", "")),
    ("chan", ("铲", "Shovel"), ("庄家第一张被三家跟着打：庄家赔每家", "the dealer's first discard followed by all three")),
    ("huazhu", ("查花猪", "Flower pig"),
     ("流局时手里还有三门牌的是花猪，赔给其他人", "still holding three suits at the end: pays the others")),
    ("dajiao", ("查大叫", "Not ready"),
     ("流局时没听牌的人，按听牌人能胡的最大番赔给他", "not ready at the end: pays each ready player his best fans")),
    ("refund", ("退杠钱", "Kong refunds"),
     ("流局时没听牌的人把刮风下雨收的钱退回", "not ready at the end: returns the kong money")),
]
# Words of a transfer's reason, tried in this order (a robbed kong is a win, a refund is no kong).
MATCHERS = [
    ("huazhu", ("查花猪",)), ("dajiao", ("查大叫",)), ("refund", ("退杠", "refund")),
    ("chan", ("铲", "shovel")), ("win", ("自摸", "点炮", "抢杠", "包饺子", "胡", "底分")),
    ("kong", ("杠", "kong")), ("win", ("win", "discard", "和")),
]
KONG_NOTES = {
    "sichuan": ("刮风下雨，当场付：直杠点杠者付，面下杠每家1，暗杠每家2",
                "wind and rain, paid at once: a direct kong by the discarder, added 1 / concealed 2 from "
                "everyone still in"),
    "tianjin": ("明杠1、暗杠2、金杠4，每家付，×坐庄/拉庄", "melded 1, concealed 2, golden 4 from each, × the multipliers"),
}
WIN_NOTES = {
    "guobiao": ("点炮者付 番数+8，另两家各付底分 8；自摸每家付 番数+8",
                "on a discard the discarder pays fans + 8, the others 8; self-drawn: each pays fans + 8"),
    "tianjin": ("和庄家之间：坐庄×2，每拉一庄再×2", "with the dealer: ×2 if he sat, ×2 per pull"),
}


def classify(reason: str) -> str:
    for key, words in MATCHERS:
        if any(w in reason for w in words):
            return key
    return "other"


def name_seats(text: str, model: TableModel, english_names: bool = False) -> str:
    """'seat 3' in a rules text becomes the player's name (in English names for English text)."""
    def name(m: re.Match) -> str:
        raw = model.names[model.player_at(int(m.group(1)))]
        return lang.person_en(raw) if english_names else raw
    return re.sub(r"seat (\d)", name, text)


def short_reason(reason: str) -> str:
    """The part of a transfer reason that names the case ('自摸 self-drawn 4 番'), without the
    amount or the rule's wording after the colon."""
    head, _, tail = reason.partition(":")
    tail = tail.strip()
    if tail and re.fullmatch(r"[0-9+×* =]+", tail):   # a sum such as "8 + 10" explains the amount
        return f"{head.strip()}: {tail}"
    return head.strip()


_REASON = re.compile(r"^(?P<zh>[^\sA-Za-z]*[\u4e00-\u9fff][^\sA-Za-z]*)(?:\s+(?P<en>[^:]*))?(?P<tail>:.*)?$")


def reason_words(reason: str, model: TableModel) -> tuple[str, str]:
    """(Chinese, English) of a transfer's reason as the rules write it ("自摸 self-drawn 3 番: 4",
    "明杠 melded kong of seat 2", "查花猪"): the Chinese term, with the 番 and the player it names;
    the English words with their terms in English (game.teaching.i18n.english)."""
    from game.teaching.i18n import english
    text = short_reason(reason)
    m = _REASON.match(text)
    if m is None:
        return name_seats(text, model), english(name_seats(text, model, True))
    zh, en, tail = m.group("zh"), (m.group("en") or "").strip(" ,"), m.group("tail") or ""
    counted = re.search(r"(\d+)\s*([番花])", en)
    zh_text = zh + (f" {counted.group(1)}{counted.group(2)}" if counted else "")
    seat = re.search(r"\bof seat (\d)", en)
    if seat:
        zh_text = f"{model.names[model.player_at(int(seat.group(1)))]}的{zh_text}"
    en_text = english(name_seats(en, model, True)) if en else english(zh)
    return zh_text + tail, en_text + tail


def seat_label(model: TableModel, seat: int) -> str:
    """A seat on the sheet: wind and name, the human marked once ("南  Tester(你)", "South  Tester
    (you)"); a human named 你 / You is not marked again."""
    raw = model.names[model.player_at(seat)]
    wind = lang.short(WIND_ZH.get(model.seats[seat].wind, ""), WIND_EN.get(model.seats[seat].wind, ""))
    name = lang.person(raw)
    if model.human_seat == seat and raw != "你" and name != "You":
        name += lang.short("(你)", " (you)")
    return f"{wind}  {name}"


def pair_multiplier(model: TableModel, a: int, b: int) -> int:
    """天津 坐庄/拉庄 between two seats, from the marks the events set: ×2 when the dealer sat,
    ×2 per 拉庄 of the other player; 1 between two 闲家 (and in every other variant)."""
    if model.variant != "tianjin" or model.dealer not in (a, b) or a == b:
        return 1
    other = b if a == model.dealer else a
    sits = model.seats[model.dealer].sits
    return (2 if sits else 1) * 2 ** (model.seats[other].pull or 0)


def transfer_groups(transfers: Sequence[Any], model: TableModel) -> list[Group]:
    """Transfers grouped by rule, in the order of GROUPS, in the current language; lines paid
    alike by several payers are joined: '老王、小红 → 阿芳  各 8  (自摸 3番)',
    'Wang, Hong → Fang  each 8  (self-drawn 3 fans)'."""
    by_key: dict[str, list[Any]] = {}
    for t in transfers:
        by_key.setdefault(classify(t.reason), []).append(t)
    out = []
    order = [g[0] for g in GROUPS] + ["other"]
    titles = {g[0]: (g[1], g[2]) for g in GROUPS}
    titles["other"] = (("其他", "Other"), ("", ""))
    code = lang.current()
    for key in order:
        items = by_key.get(key)
        if not items:
            continue
        title, note = titles[key]
        if key == "kong":
            note = KONG_NOTES.get(model.variant, ("", ""))
        elif key == "win":
            note = WIN_NOTES.get(model.variant, ("", ""))
        group = Group(key, lang.tr(*title), lang.tr(*note, " · "))
        joined: dict[tuple, list[int]] = {}
        for t in items:
            if code == "both":
                why = name_seats(short_reason(t.reason), model)
            else:
                why = reason_words(t.reason, model)[0 if code == "zh" else 1]
            joined.setdefault((t.payee, t.amount, why), []).append(t.payer)
        for (payee, amount, why), payers in joined.items():
            names = ("、" if code != "en" else ", ").join(lang.person(model.names[model.player_at(p)]) for p in payers)
            each = (lang.short("各", "each") + " ") if len(payers) > 1 else ""
            times = pair_multiplier(model, payee, payers[0])
            shown = f"{amount} = {amount // times}×{times}" if times > 1 and amount % times == 0 else str(amount)
            payee_name = lang.person(model.names[model.player_at(payee)])
            group.lines.append(f"{names} → {payee_name}  {each}{shown}  ({why})")
        out.append(group)
    return out


def end_title(model: TableModel) -> tuple[str, str]:
    """The heading when nobody won: 荒庄, or 流局 for 四川 (the end-of-hand checks follow)."""
    if model.variant == "sichuan":
        return "流局", ("The wall is empty and nobody won: the players still in are checked for a flower "
                      "pig and for not being ready, and those not ready return their kong money.")
    return "荒庄", ("Exhausted wall: the wall ran out and nobody won. No payments; "
                  "the deal passes on.")


def win_title(model: TableModel, win: Any, index: int = 0) -> tuple[str, str]:
    """The sheet's heading for a win, (Chinese, English): '阿明 和牌！自摸（第1家）',
    'Ming wins, self-drawn' / 'You win on Hong's discard'."""
    raw = model.names[model.player_at(win.seat)]
    name_en = lang.person_en(raw)
    order = ""
    if len(model.wins) > 1 or model.variant == "sichuan":
        order = f"（第{model.seats[win.seat].win_order or index + 1}家）"
    wins = "win" if name_en == "You" else "wins"
    if win.self_drawn:
        return f"{raw} 和牌！自摸{order}", f"{name_en} {wins}, self-drawn"
    giver = model.names[model.player_at(win.from_seat)] if win.from_seat is not None else ""
    giver_en = lang.person_en(giver)
    of_giver = "your" if giver_en == "You" else f"{giver_en}'s"
    if win.robbed_kong:
        return f"{raw} 和牌！抢{giver}的杠{order}", f"{name_en} {wins} by robbing {of_giver} kong"
    return f"{raw} 和牌！胡{giver}的牌{order}", f"{name_en} {wins} on {of_giver} discard"


def diling_words(reasons: Sequence[str]) -> tuple[str, str]:
    """苏州: the next hand is 滴零 (doubled), and why ('豹子', '荒庄', '一炮多响')."""
    from game.teaching.i18n import english
    return (f"下一盘滴零（{'、'.join(reasons)}）：输赢×2",
            f"Next hand doubled (carried doubling: {', '.join(english(r) for r in reasons)})")


def doubled_words(doubled: Any) -> tuple[str, str]:
    """苏州: this hand is doubled ('豹子·滴零 本盘×4', 'leopard, carried doubling: this hand ×4')."""
    zh = "·".join(w for w, on in (("豹子", doubled.baozi), ("滴零", doubled.diling)) if on)
    en = ", ".join(w for w, on in (("leopard", doubled.baozi), ("carried doubling", doubled.diling)) if on)
    return f"{zh} 本盘×{doubled.multiplier}", f"{en}: this hand ×{doubled.multiplier}"
