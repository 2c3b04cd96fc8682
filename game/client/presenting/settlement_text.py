"""What the settlement sheet says, as text (pure): the rows of a win's score with their reasons,
the formula that turns them into a payment, and the transfers grouped by rule with a
beginner's explanation of each rule (刮风下雨, 查花猪, 查大叫, 退杠钱, 铲, 坐庄/拉庄 ...).

Every number comes from the events (Won.score, HuaSettlement, Settled.transfers); the words
only explain them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Sequence

from game.client.display import lang
from game.client.presenting.caption_kit import WIND_EN, WIND_ZH
from game.client.presenting.table_data import TableData
from game.teaching.i18n import english
from game.teaching.item_meaning import item_meaning
from rules.events import Transfer, Won
from rules.scoring import ScoreResult

UNIT_ZH = {"fan": "番", "hua": "花"}
UNIT_EN = {"fan": ("fan", "fans"), "hua": ("flower", "flowers")}


@dataclass(frozen=True)
class ScoreRow:
    name: str            # "清一色 Full Flush" / "清一色" / "Full Flush (清一色)" (a gloss, see lang.gloss)
    value: str           # "2番", "+3", "×2", "5花 ×2" / "2 fans"
    why: str = ""        # the reason it counts (苏州 HuaLine.why)
    index: int = 0       # into the win's score items (for hover)
    meaning: str = ""    # what the pattern is, from the variant's scoring row (game.teaching.item_meaning)

    @property
    def note(self) -> str:
        """The one line under the name: the reason it counts where the variant gives one (it
        names the row's meaning itself), else the row's meaning."""
        return self.why or self.meaning


@dataclass
class Group:
    key: str
    title: str           # "查花猪 Flower pig"
    note: str            # one line that explains the rule (both: "Chinese · English")
    lines: list[str] = field(default_factory=list)


def unit_zh(score: ScoreResult) -> str:
    return UNIT_ZH.get(getattr(score, "unit", "fan"), "分")


def amount_text(value: int, unit: str) -> str:
    """"8番" / "8 fans" / "1 fan" in the current language (Chinese when both are shown)."""
    if lang.current() != "en":
        return f"{value}{UNIT_ZH.get(unit, '分')}"
    one, many = UNIT_EN.get(unit, ("", ""))
    return f"{value} {one if value == 1 else many}".strip()


def score_rows(win: Won, model: TableData) -> list[ScoreRow]:
    """One row per score item, the fan named with its Chinese as a gloss in English, with the
    reason it counts where the variant gives one (苏州: each 花) and what the pattern is (the
    meaning of its row in the variant's table), in the current language."""
    unit = getattr(win.score, "unit", "fan")
    out = []
    for i, item in enumerate(win.score.items):
        value = f"×{item.value}" if item.op == "mul" else amount_text(item.value, unit)
        if item.count > 1:
            value += f" ×{item.count}"
        why = model.presenter.item_why(model, win, item)
        meaning = lang.tr_bi(item_meaning(model.variant, item.key), " / ")
        out.append(ScoreRow(lang.gloss(item.name_zh, item.name_en), value, why, i, meaning))
    return out


def formula(win: Won, model: TableData, options: Optional[Mapping[str, Any]] = None) -> tuple[str, str]:
    """The line under the items that turns them into what each payer owes."""
    score = win.score
    own = model.presenter.formula(win, options or {})
    if own is not None:
        return own
    items = score.items
    adds = [i for i in items if i.op == "add"]
    muls = [i for i in items if i.op == "mul"]
    base = sum(i.value * i.count for i in adds)
    unit = unit_zh(score)
    terms = [f"{i.value}×{i.count}" if i.count > 1 else str(i.value) for i in adds]
    added = " + ".join(terms) if model.presenter.joins_terms and len(terms) > 1 else ""
    if muls:
        factors = " × ".join(str(i.value) for i in muls for _ in range(i.count))
        left = f"({added})" if added else str(base)
        return (f"{left} × {factors} = {score.total} {unit}",
                f"base {base} × {factors} = {score.total}")
    if added:
        return f"{added} = {score.total} {unit}", f"{added} = {score.total}"
    return f"共 {score.total} {unit}", f"Total {score.total}"


def payment_note(model: TableData) -> tuple[str, str]:
    """How a win is paid in this variant (under the formula)."""
    return model.presenter.payment_note(model)


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

def classify(reason: str) -> str:
    """The group of a transfer, by the words of its reason (GROUPS' keys, or "other")."""
    for key, words in MATCHERS:
        if any(w in reason for w in words):
            return key
    return "other"


def name_seats(text: str, model: TableData, english_names: bool = False) -> str:
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


def reason_words(reason: str, model: TableData) -> tuple[str, str]:
    """(Chinese, English) of a transfer's reason as the rules write it ("自摸 self-drawn 3 番: 4",
    "明杠 melded kong of seat 2", "查花猪"): the Chinese term, with the 番 and the player it names;
    the English words with their terms in English (game.teaching.i18n.english)."""
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
    owned = re.fullmatch(r"(?P<what>.+?) of seat (?P<seat>\d)", en)
    if owned:       # "self-drawn win of seat 2" reads "Ming's self-drawn win", the human's "your ..."
        en_text = f"{_owner_en(model, int(owned.group('seat')))} {english(owned.group('what'))}"
    else:
        en_text = english(name_seats(en, model, True)) if en else english(zh)
    return zh_text + tail, en_text + tail


def _owner_en(model: TableData, seat: int) -> str:
    """"your" for the human's seat, else the player's English name with 's ("Ming's")."""
    if model.human_seat == seat:
        return "your"
    return f"{lang.person_en(model.names[model.player_at(seat)])}'s"


def seat_label(model: TableData, seat: int) -> str:
    """A seat on the sheet: wind and name, the human marked once ("南  Tester（你）", "South  Tester
    (you)"); a human named 你 / You is not marked again."""
    raw = model.names[model.player_at(seat)]
    wind = lang.short(WIND_ZH.get(model.seats[seat].wind, ""), WIND_EN.get(model.seats[seat].wind, ""))
    name = lang.person(raw)
    if model.human_seat == seat and raw != "你" and name != "You":
        name += lang.short("（你）", " (you)")
    return f"{wind}  {name}"


def transfer_groups(transfers: Sequence[Transfer], model: TableData) -> list[Group]:
    """Transfers grouped by rule, in the order of GROUPS, in the current language; lines paid
    alike by several payers are joined: '老王、小红 → 阿芳  各 8  (自摸 3番)',
    'Wang, Hong → Fang  each 8  (self-drawn 3 fans)'."""
    by_key: dict[str, list[Transfer]] = {}
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
            note = model.presenter.kong_rule
        elif key == "win":
            note = model.presenter.win_rule_for(model)
        group = Group(key, lang.tr(*title), lang.tr(*note, " · "))
        joined: dict[tuple, list[int]] = {}
        for t in items:
            if code == "both":
                why = name_seats(short_reason(t.reason), model)
            else:
                why = reason_words(t.reason, model)[0 if code == "zh" else 1]
            joined.setdefault((t.payee, t.amount, why), []).append(t.payer)
        for (payee, amount, why), payers in joined.items():
            times = model.presenter.pair_multiplier(model, payee, payers[0])
            shown = f"{amount} = {amount // times}×{times}" if times > 1 and amount % times == 0 else str(amount)
            payee_name = lang.person(model.names[model.player_at(payee)])
            if len(set(payers)) < len(payers):    # one payer paid it again (a seat that won twice: 血流成河)
                for payer in dict.fromkeys(payers):
                    paid = payers.count(payer)
                    again = lang.short(f"，共{paid}次", f", {paid} times") if paid > 1 else ""
                    group.lines.append(f"{lang.person(model.names[model.player_at(payer)])} → {payee_name}  "
                                       f"{shown}  {_bracket(why + again, code)}")
                continue
            names = ("、" if code != "en" else ", ").join(lang.person(model.names[model.player_at(p)]) for p in payers)
            each = (lang.short("各", "each pays") + " ") if len(payers) > 1 else ""
            group.lines.append(f"{names} → {payee_name}  {each}{shown}  {_bracket(why, code)}")
        out.append(group)
    return out


def _bracket(why: str, code: str) -> str:
    """A transfer's reason in brackets: full-width in Chinese alone ("（底分：8）"), as its text."""
    return f"（{why.replace(': ', '：')}）" if code == "zh" else f"({why})"


def end_title(model: TableData) -> tuple[str, str]:
    """The heading when nobody won: 荒庄, or the variant's own (四川 流局: the checks follow)."""
    return model.presenter.end_title()


def win_title(model: TableData, win: Won, index: int = 0) -> tuple[str, str]:
    """The sheet's heading for a win, (Chinese, English): '阿明 和牌！自摸（第1家）',
    'Ming wins, self-drawn' / 'You win on Hong's discard'."""
    raw = model.names[model.player_at(win.seat)]
    name_en = lang.person_en(raw)
    order = ""
    if sum(1 for w in model.wins if w.seat == win.seat) > 1:     # a seat that won again (血流成河)
        order = f"（本盘第{index + 1}次和）"
    elif len(model.wins) > 1 or model.presenter.numbers_wins:
        order = f"（第{model.seats[win.seat].win_order or index + 1}家）"
    wins = "win" if name_en == "You" else "wins"
    if win.self_drawn:
        return f"{raw} 和牌！自摸{order}", f"{name_en} {wins}, self-drawn"
    giver = model.names[model.player_at(win.from_seat)] if win.from_seat is not None else ""
    giver_en = lang.person_en(giver)
    of_giver = "your" if giver_en == "You" else f"{giver_en}'s"
    if win.robbed_kong:
        return f"{raw} 和牌！抢{giver}的杠{order}", f"{name_en} {wins} by robbing {of_giver} kong"
    return f"{raw} 和牌！{giver}点炮{order}", f"{name_en} {wins} on {of_giver} discard"   # 和 throughout, not 胡 beside it
