"""The statistics screen's data, no pygame: the kept hands, mistakes and lessons progress turned
into what one page shows for a variant and level (or every level): the counts in words, and the
three charts' data (results over time, how the hands ended, the items most often won).

    data = StatsData(hands, mistakes, lessons, drills, reviews)
    data.variants()                 # the variants with hands, in the start screen's order
    data.levels("guobiao")          # its levels with hands; the page for None is every level
    page = data.page("guobiao", None)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from game.bots.level_names import LEVEL_NAMES, TABLE_DEFAULT_LEVEL
from game.stats import GroupSummary, HandRecord, MistakeRecord, ReviewedMatch, reviewed_count, summarize_group, \
    top_mistakes
from game.teaching.changes import short_name
from game.teaching.i18n import Bi, unit_bi
from game.teaching.lesson_file import lesson_files
from rules.variants.registry import all_variants, get_variant

TITLE = Bi("你的统计", "Your statistics")
EMPTY = Bi("还没有统计：打一手牌就能看到你的统计。", "No statistics yet: play a hand to see your statistics.")
EMPTY_HOW = Bi("在开始画面选一种玩法开一局；每打完一手（练习除外）都会记在这里。",
               "Start a match from the start screen: every hand you finish (practice aside) is counted here.")
ALL_LEVELS = Bi("全部难度", "All levels")
ALL_VARIANTS = Bi("全部玩法", "All variants")
OTHER_LEVELS = {"default": None, "baseline": Bi("基准", "Baseline"), "random": Bi("随机", "Random")}

# How a hand ended for the player (summary.SeriesPoint.result), in the chart's order.
OUTCOMES: tuple[tuple[str, Bi], ...] = (
    ("self_drawn", Bi("自摸", "Self-drawn")),
    ("won", Bi("点和", "Won on a discard")),
    ("dealt_in", Bi("点炮", "Dealt in")),
    ("lost", Bi("他家和", "Another won")),
    ("drawn", Bi("流局", "Drawn")),
)
DRILL_WORDS = {"discard": Bi("练习·打哪张", "Discard drill"), "score": Bi("练习·算分", "Scoring drill")}


def level_name(level: Optional[str]) -> Bi:
    """The bots' level in words ("a,b": both named); None: every level."""
    if level is None:
        return ALL_LEVELS
    names = {name: Bi(zh, en) for name, zh, en in LEVEL_NAMES}
    parts = []
    for kind in level.split(","):
        other = OTHER_LEVELS.get(kind)
        parts.append(names[TABLE_DEFAULT_LEVEL] if kind == "default" else
                     names.get(kind) or other or Bi(kind, kind))
    return Bi("、".join(p.zh for p in parts), " + ".join(p.en for p in parts))


def variant_name(variant: Optional[str]) -> Bi:
    """The variant's short name ("四川" / "Sichuan"); the key itself for one this build lacks;
    None: every variant."""
    if variant is None:
        return ALL_VARIANTS
    try:
        return short_name(get_variant(variant))
    except (KeyError, ValueError):
        return Bi(variant, variant)


def amount_words(value: float, unit: str, decimals: int = 0) -> Bi:
    """"12.5番" / "12.5 fans" in the unit the variant scores in ("fan", "value", "hua")."""
    words = unit_bi(unit)
    number = f"{value:.{decimals}f}"
    en = words.en[:-1] if number == "1" and words.en.endswith("s") else words.en
    return Bi(f"{number}{words.zh}", f"{number} {en}")


def _pct(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "0%"


@dataclass(frozen=True)
class Row:
    """One line of the overview: what it counts and the value, in words."""

    label: Bi
    value: Bi


@dataclass(frozen=True)
class Bar:
    """One bar of a chart: its name, its count, and what it is a part of (for the percentage)."""

    key: str
    label: Bi
    count: int
    of: int


@dataclass(frozen=True)
class Page:
    """Everything one variant-and-level page shows."""

    variant: Optional[str]           # None: every variant
    level: Optional[str]             # None: every level
    group: GroupSummary
    rows: tuple[Row, ...]
    payments: tuple[int, ...]        # each hand's payment, oldest first
    totals: tuple[int, ...]          # the running total after each hand
    outcomes: tuple[Bar, ...]        # how the hands ended
    items: tuple[Bar, ...]           # the items most often won (count: won hands holding it)
    mistakes: tuple[MistakeRecord, ...]
    progress: tuple[Row, ...]        # lessons and drills of the variant
    unit: str = ""                   # what the wins count ("fan", "value", "hua"; "": every variant, or no win)
    reviewed: int = 0                # the player's matches the review went through (a mistake found or not)

    @property
    def mistakes_note(self) -> Bi:
        """What the mistakes card says when it lists none: nothing reviewed yet, or reviewed and
        no costly mistake found (a tester read "none kept yet" after a review that found none)."""
        if not self.reviewed:
            return Bi("还没有复盘：复盘你自己打过的牌局，复盘标出的失误会记在这里。",
                      "No review yet: review a match you played; the mistakes the review marks are kept here.")
        n = self.reviewed
        return Bi(f"复盘过{n}局，没有发现代价大的失误。以后复盘标出的失误会记在这里。",
                  f"Reviewed {n} match{'es' if n != 1 else ''}: no costly mistakes found. The mistakes a review "
                  "marks are kept here.")

    @property
    def items_title(self) -> Bi:
        """The items chart's title: fans where the variant counts fans, else scoring items."""
        if self.unit == "fan":
            return Bi("最常和的番种", "Fans most often won")
        if not self.unit:
            return Bi("最常和的番种与计分项", "Fans and items most often won")
        return Bi("最常得的计分项", "Scoring items most often won")


class StatsData:
    """The kept statistics, ready to be shown page by page."""

    def __init__(self, hands: Sequence[HandRecord], mistakes: Sequence[MistakeRecord] = (),
                 lessons: Optional[dict[str, list[str]]] = None,
                 drills: Optional[dict[str, dict[str, dict[str, int]]]] = None,
                 reviews: Sequence[ReviewedMatch] = ()) -> None:
        self.hands = list(hands)
        self.mistakes = list(mistakes)
        self.reviews = list(reviews)
        self.lessons = dict(lessons or {})
        self.drills = dict(drills or {})

    @property
    def empty(self) -> bool:
        """No hand is kept."""
        return not self.hands

    def variants(self) -> list[str]:
        """The variants with hands: the start screen's order, then any this build does not know."""
        kept = {h.variant for h in self.hands}
        known = [v.name for v in all_variants() if v.name in kept]
        return known + sorted(kept - set(known))

    def tabs(self) -> list[Optional[str]]:
        """The variant tabs: every variant together (None) when there are two or more, then each."""
        variants = self.variants()
        return [*([None] if len(variants) > 1 else []), *variants]

    def latest_variant(self) -> Optional[str]:
        """The variant of the hand played last (the page the screen opens at)."""
        return max(self.hands, key=lambda h: (h.played_at, h.hand_no)).variant if self.hands else None

    def levels(self, variant: Optional[str]) -> list[str]:
        """The levels the variant's hands (None: every variant's) were played at, weakest first."""
        order = {name: n for n, (name, _zh, _en) in enumerate(LEVEL_NAMES)}
        order["default"] = order.get(TABLE_DEFAULT_LEVEL, 0)
        kept = {h.level for h in self.hands if variant is None or h.variant == variant}
        return sorted(kept, key=lambda lv: (order.get(lv, len(order)), lv))

    def unit_of(self, variant: str) -> str:
        """What the variant's wins count, as its kept wins say ("" while none says)."""
        return next((h.unit for h in self.hands if h.variant == variant and h.unit), "")

    def page(self, variant: Optional[str], level: Optional[str]) -> Page:
        """The page of `variant` (None: every variant) at `level` (None: every level)."""
        hands = [h for h in self.hands if (variant is None or h.variant == variant)
                 and (level is None or h.level == level)]
        group = summarize_group(variant or "", level or "", hands)
        n = group.hands
        unit = self.unit_of(variant) if variant is not None else ""
        rows = [Row(Bi("手数", "Hands"), Bi(f"{n}（{group.matches}局）",
                                          f"{n} in {group.matches} match{'es' if group.matches != 1 else ''}")),
                Row(Bi("和牌", "Wins"), Bi(f"{group.wins}（{_pct(group.wins, n)}）", f"{group.wins} ({_pct(group.wins, n)})")),
                Row(Bi("自摸", "Self-draws"), Bi(str(group.self_draws), str(group.self_draws))),
                Row(Bi("点炮次数", "Times dealt in"), Bi(f"{group.deal_ins}（{_pct(group.deal_ins, n)}）",
                                              f"{group.deal_ins} ({_pct(group.deal_ins, n)})")),
                Row(Bi("流局", "Draws"), Bi(f"{group.draws}（{_pct(group.draws, n)}）",
                                            f"{group.draws} ({_pct(group.draws, n)})")),
                Row(Bi("平均和牌", "Mean win"), self.mean_words(variant, level)),
                Row(Bi("净得失", "Net result"), Bi(f"{group.total_payment:+d}", f"{group.total_payment:+d}")),
                Row(Bi("最大一手", "Biggest hand"), self.biggest_words(variant, level))]
        ended = {key: 0 for key, _ in OUTCOMES}
        for point in group.series:
            ended[point.result] = ended.get(point.result, 0) + 1
        outcomes = tuple(Bar(key, words, ended[key], n) for key, words in OUTCOMES)
        items = tuple(Bar(i.key, Bi(i.name_zh, i.name_en), i.hands, group.wins) for i in group.top_items)
        progress = self.progress_rows(variant)
        return Page(variant, level, group, tuple(rows), tuple(p.payment for p in group.series),
                    tuple(p.total_payment for p in group.series), outcomes, items,
                    tuple(top_mistakes(self.mistakes, variant, level)), tuple(progress), unit,
                    reviewed_count(self.reviews, variant, level))

    def groups_of(self, variant: Optional[str], level: Optional[str]) -> list[GroupSummary]:
        """One summary per variant shown (each in its own unit), the start screen's order."""
        shown = [variant] if variant is not None else self.variants()
        return [summarize_group(v, level or "", [h for h in self.hands if h.variant == v
                                                 and (level is None or h.level == level)]) for v in shown]

    def mean_words(self, variant: Optional[str], level: Optional[str]) -> Bi:
        """The mean winning value in the variant's unit; every variant: each in its own unit."""
        parts = [(g.variant, amount_words(g.mean_win_value, self.unit_of(g.variant), 1))
                 for g in self.groups_of(variant, level) if g.mean_win_value is not None]
        if not parts:
            return Bi("—", "—")
        if variant is not None:
            return parts[0][1]
        return Bi("、".join(f"{variant_name(v).zh}{w.zh}" for v, w in parts),
                  ", ".join(f"{variant_name(v).en} {w.en}" for v, w in parts))

    def biggest_words(self, variant: Optional[str], level: Optional[str]) -> Bi:
        """The biggest win with its items; every variant: each variant's biggest value."""
        groups = [g for g in self.groups_of(variant, level) if g.biggest is not None]
        if not groups:
            return Bi("还没有和牌", "no win yet")
        if variant is None:
            words = [(g.variant, amount_words(g.biggest.value, g.biggest.unit or self.unit_of(g.variant)))
                     for g in groups if g.biggest is not None]
            return Bi("、".join(f"{variant_name(v).zh}{w.zh}" for v, w in words),
                      ", ".join(f"{variant_name(v).en} {w.en}" for v, w in words))
        big = groups[0].biggest
        assert big is not None
        amount = amount_words(big.value, big.unit or self.unit_of(groups[0].variant))
        names = Bi("、".join(i.name_zh for i in big.items), ", ".join(i.name_en for i in big.items))
        return Bi(f"{amount.zh}：{names.zh}" if names.zh else amount.zh,
                  f"{amount.en}: {names.en}" if names.en else amount.en)

    def progress_rows(self, variant: Optional[str]) -> list[Row]:
        """The lessons finished (of how many) and each drill's score, for `variant` (None: all)."""
        known = [v.name for v in all_variants()]
        shown = [variant] if variant is not None else known
        total = sum(len(lesson_files(v)) for v in shown if v in known)
        done = sum(len(self.lessons.get(v, [])) for v in shown)
        rows = [Row(Bi("课程", "Lessons"), Bi(f"学了{done}/{total}课", f"{done} of {total} done"))]
        for kind, words in DRILL_WORDS.items():
            asked = sum(self.drills.get(v, {}).get(kind, {}).get("asked", 0) for v in shown)
            right = sum(self.drills.get(v, {}).get(kind, {}).get("right", 0) for v in shown)
            rows.append(Row(words, Bi(f"答对{right}/{asked}", f"{right} of {asked} right") if asked else
                            Bi("还没练过", "not tried yet")))
        return rows
