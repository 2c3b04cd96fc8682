"""苏州 in the client: 豹子 / 滴零 (banners and the sheet's notes), the running 花 count on the
plates and in the flower captions, each 花 item's reason on the sheet, who pays a win."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.presenting.caption_kit import Caption, tile_names, verb, who
from game.client.presenting.captions import discarded
from game.client.presenting.plan_kit import BANNER_COLOURS, READ_PAUSE, Plan, Visual, banner, banner_time, wait
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Change, Mark
from game.client.presenting.tween import Wait
from game.teaching.i18n import Bi, english
from game.teaching.rules_book import scoring_rows
from rules.events import Discarded, FlowerReplaced, Won
from rules.scoring import ScoreItem
from rules.tiles import TILES, Tile
from rules.variants.suzhou.book import threshold
from rules.variants.suzhou.events import DilingNext, FlowerTally, HandDoubled, HuaSettlement, JokersInPlay
from rules.variants.suzhou.view import BAIDA, CHUDA_BUTTON, CHUDA_CONFIRM

from ..display.tile_art import WILD_BADGE, Badge
from ..ui.palette import BANNER_PINK
from .base import DiscardWarning, EventView, Presenter

# A HuaLine's `why` ends with the tiles it names ("…: 春 夏") or how many were set aside ("… (3 set aside)").
_WHY_TAIL = re.compile(r"^(?P<head>.*?)(?:: (?P<tiles>[^\x00-\x7f ]+(?: [^\x00-\x7f ]+)*)| \((?P<n>\d+) set aside\))$")


@dataclass
class SuzhouSeat:
    """A seat's 花 as the viewer knows it."""

    hua_public: Optional[int] = None  # what the table sees
    hua: Optional[int] = None         # in all (known for one's own seat)


@dataclass
class SuzhouTable:
    """苏州's state of the hand on the table."""

    seats: list[SuzhouSeat] = field(default_factory=list)
    doubled: Optional[HandDoubled] = None           # 豹子 / 滴零 of this hand
    diling_next: Optional[DilingNext] = None        # the next hand is doubled
    hua_settlements: list[HuaSettlement] = field(default_factory=list)   # one per win


def table_of(model: TableData) -> SuzhouTable:
    """苏州's state of `model` (made when the hand began)."""
    state = model.variant_state
    assert isinstance(state, SuzhouTable), "the table is not presenting 苏州"
    return state


# ---------------------------------------------------------------------- the model
def _hand_doubled(model: TableData, e: HandDoubled, c: Change) -> None:
    table_of(model).doubled = e


def _flower_tally(model: TableData, e: FlowerTally, c: Change) -> None:
    seat = table_of(model).seats[e.seat]
    seat.hua_public = e.hua_public
    seat.hua = e.hua


def _hua_settlement(model: TableData, e: HuaSettlement, c: Change) -> None:
    table_of(model).hua_settlements.append(e)


def _diling_next(model: TableData, e: DilingNext, c: Change) -> None:
    table_of(model).diling_next = e


def _jokers_in_play(model: TableData, e: JokersInPlay, c: Change) -> None:
    model.wildcards = tuple(e.kinds)        # 苏州百搭: the painter marks them as wildcards


def _discarded_caption(e: Discarded, m: TableData) -> Caption:
    """A 百搭 thrown at a 苏州百搭 table is 出搭 (no win, pung or kong this hand); any other discard
    is captioned as everywhere."""
    if not (m.is_wildcard(e.kind) and e.kind.index == BAIDA):
        return discarded(e, m)
    zh, en = who(m, e.seat)
    return Caption(f"{zh}打出百搭（出搭）。", f"{en} {verb(en, 'throws', 'throw')} a joker away.",
                   Bi("出搭：这一盘不能再和、碰、杠", "a joker thrown: no win, pung or kong for the rest of this hand"))


def _jokers_caption(e: JokersInPlay, m: TableData) -> Caption:
    return Caption("苏州百搭：四张百搭是万能牌。", "Suzhou jokers: the four jokers are wildcards.",
                   Bi("百搭留在手里可以当任何牌，不能碰杠；手里有百搭只能自摸或抢杠；打出百搭这盘就不能和",
                      "they stay in the hand and stand for any tile, never punged or konged; holding one you "
                      "win only by self-draw or robbing a kong; throw one and you cannot win this hand"))


# ---------------------------------------------------------------------- captions
def _hand_doubled_caption(e: HandDoubled, m: TableData) -> Caption:
    names_zh = []
    if e.baozi:
        names_zh.append(f"豹子（庄家掷出一对{e.dice[0]}）" if e.dice else "豹子")
    if e.diling:
        names_zh.append("滴零（上一盘是豹子、荒庄或一炮多响）")
    en = []
    if e.baozi:
        en.append("Leopard: the dealer threw a double")
    if e.diling:
        en.append("Carried doubling from the last hand")
    return Caption("、".join(names_zh) + f"：这一盘输赢×{e.multiplier}。",
                   "; ".join(en) + f". Every payment this hand ×{e.multiplier}.")


def _flower_tally_caption(e: FlowerTally, m: TableData) -> Optional[Caption]:
    return None   # the plate shows the count; the flower itself was captioned


def _hua_settlement_caption(e: HuaSettlement, m: TableData) -> Caption:
    zh, en = who(m, e.seat)
    return Caption(f"算花：{zh}共{e.hua}花" + (f"×{e.multiplier}={e.total}" if e.multiplier > 1 else "") + "。",
                   f"Counting flowers: {en} {verb(en, 'has', 'have')} {e.hua}"
                   + (f" × {e.multiplier} = {e.total}" if e.multiplier > 1 else "") + ".")


def _diling_next_caption(e: DilingNext, m: TableData) -> Caption:
    why = "、".join(e.reasons)
    return Caption(f"下一盘滴零（因为{why}）：下一盘输赢翻倍。",
                   f"The next hand is doubled (carried doubling, because of "
                   f"{', '.join(english(r) for r in e.reasons)}).")


def _flower_caption(e: FlowerReplaced, m: TableData) -> Caption:
    """A flower, counted in 花 (the running count the table sees), and what a win needs."""
    zh, en = who(m, e.seat)
    fzh, fen = tile_names(e.kind)
    hua = table_of(m).seats[e.seat].hua_public
    now = f"（现在{hua}花）" if hua is not None else ""
    first = sum(len(seat.flowers) for seat in m.seats) <= 1     # the hand's first flower says the whole rule
    return Caption(f"补花：{zh}的「{fzh}」是花牌，亮在一边，从牌尾补一张。",
                   f"Flower: {en} {verb(en, 'sets', 'set')} {fen} aside and {verb(en, 'draws', 'draw')} "
                   f"from the tail.",
                   _flower_rule(m, now) if first else Bi(f"每张花牌算1花{now}。",
                                                         "Each flower tile counts 1" + (f" (now {hua})." if hua is not None else ".")))


def _flower_rule(m: TableData, now: str) -> Bi:
    """What a win needs in 花 at this table: the room's thresholds (3/4, or 2/3), whether 风碰 and
    kongs count toward them, and that the exempt patterns win at any count (a regional tester
    read "自摸要3花、点炮要4花才能胡" as if every win needed them)."""
    options = m.options or {}
    own, other = threshold(True, options), threshold(False, options)
    soft = options.get("threshold_counts_soft_flowers", True)
    return Bi(f"每张花牌算1花{now}；和牌要够花：自摸{own}花、点冲{other}花" + ("（风碰、杠也算花）" if soft else "")
              + "；门清、对对胡、混一色等番型不看花数。",
              f"Each counts 1; a win needs {own} self-drawn, {other} on a discard"
              + (" (wind pungs and kongs count too)" if soft else "")
              + ", except exempt hands such as a concealed one.")


# ---------------------------------------------------------------------- plans
def _hand_doubled_plan(plan: Plan, e: HandDoubled, change: Change, model: TableData, layout: TableLayout,
                       visual: Visual, pace: str, bot: bool) -> None:
    text = "豹子" if e.baozi else "滴零"
    sub = ("滴零 · " if e.baozi and e.diling else "") + f"×{e.multiplier}"
    duration = banner_time(pace) * 1.4
    banner(plan, text, layout.centre_point(), layout, duration, wait(0.2, pace), BANNER_COLOURS["win"], sub)
    plan.add(Wait(duration + wait(READ_PAUSE * 2, pace)))
    plan.milestone = "baozi" if e.baozi else "diling"
    plan.shot_at = duration * 0.5


def _diling_next_plan(plan: Plan, e: DilingNext, change: Change, model: TableData, layout: TableLayout,
                      visual: Visual, pace: str, bot: bool) -> None:
    duration = banner_time(pace) * 1.4
    banner(plan, "滴零", layout.centre_point(), layout, duration, 0.0, BANNER_PINK, sub="下一盘×2")
    plan.add(Wait(duration + wait(READ_PAUSE, pace)))
    plan.milestone = "diling-next"
    plan.shot_at = duration * 0.5


def diling_words(reasons: tuple[str, ...]) -> tuple[str, str]:
    """The next hand is 滴零 (doubled), and why ('豹子', '荒庄', '一炮多响')."""
    return (f"下一盘滴零（{'、'.join(reasons)}）：输赢×2",
            f"Next hand doubled (carried doubling: {', '.join(english(r) for r in reasons)})")


def doubled_words(doubled: HandDoubled) -> tuple[str, str]:
    """This hand is doubled ('豹子·滴零 本盘×4', 'leopard, carried doubling: this hand ×4')."""
    zh = "·".join(w for w, on in (("豹子", doubled.baozi), ("滴零", doubled.diling)) if on)
    en = ", ".join(w for w, on in (("leopard", doubled.baozi), ("carried doubling", doubled.diling)) if on)
    return f"{zh} 本盘×{doubled.multiplier}", f"{en}: this hand ×{doubled.multiplier}"


JOKER_BADGE = WILD_BADGE._replace(glyph="搭")   # the wildcards' glow and star, the joker's own word


class SuzhouPresenter(Presenter):
    """苏州 at the table: 豹子 / 滴零, the running 花 count, each 花 item's reason on the sheet."""

    name = "suzhou"

    def __init__(self) -> None:
        super().__init__()
        self.events = {
            HandDoubled: EventView(_hand_doubled, _hand_doubled_caption, _hand_doubled_plan),
            FlowerTally: EventView(_flower_tally, _flower_tally_caption, None, "flowers"),
            HuaSettlement: EventView(_hua_settlement, _hua_settlement_caption),
            DilingNext: EventView(_diling_next, _diling_next_caption, _diling_next_plan),
            JokersInPlay: EventView(_jokers_in_play, _jokers_caption),
        }
        self.common_events = {FlowerReplaced: EventView(caption=_flower_caption),
                              Discarded: EventView(caption=_discarded_caption)}
        self.banner_words = {"豹子": ("豹子", "Leopard"), "滴零": ("滴零", "Doubled"),
                             "下一盘×2": ("下一盘×2", "next hand ×2")}
        self.flag_names = {"baozi": Bi("豹子", "Leopard (dice double)"), "diling": Bi("滴零", "Carried doubling"),
                           "fed_kong": Bi("包饺子", "Fed kong"), "after_flower": Bi("花开", "Flower replacement win")}

    def new_state(self, model: TableData) -> SuzhouTable:
        return SuzhouTable([SuzhouSeat() for _ in model.seats])

    def centre_tiles(self, model: TableData) -> Optional[tuple[tuple[str, str], tuple[Tile, ...]]]:
        """苏州百搭: the centre names the jokers (百搭) beside the dice; none at a plain table."""
        return (("百搭", "jokers"), model.wildcards[:1]) if model.wildcards else None

    def marked_kinds(self, model: TableData) -> dict[int, Badge]:
        """苏州百搭's jokers are marked 搭 (天津's 混 is another rule's word)."""
        return {k: JOKER_BADGE for k in model.wildcard_indices()}

    def discard_warning(self, model: TableData, seat: int, kind: Optional[Tile]) -> Optional[DiscardWarning]:
        """Throwing a 百搭 away is 出搭 (no win, pung or kong this hand): the client asks first."""
        if kind is None or kind.index != BAIDA or not model.is_wildcard(kind):
            return None
        return DiscardWarning(Caption(CHUDA_CONFIRM.zh, CHUDA_CONFIRM.en), (CHUDA_BUTTON.zh, CHUDA_BUTTON.en))

    # ------------------------------------------------------------------ the table
    def plate_marks(self, model: TableData, seat_no: int) -> list[Mark]:
        """A doubled hand (豹子 / 滴零) is marked on the dealer's plate for the whole hand, not
        only in the banner: the stakes are higher while it is played."""
        doubled = table_of(model).doubled
        if doubled is None or seat_no != model.dealer:
            return []
        zh = "豹子" if doubled.baozi else "滴零"
        en = "leopard" if doubled.baozi else "doubled"
        return [Mark("doubled", lang.short(f"{zh}×{doubled.multiplier}", f"{en} ×{doubled.multiplier}"), BANNER_PINK,
                     lang.tr(*doubled_words(doubled)))]

    def flower_count(self, model: TableData, seat_no: int) -> Optional[int]:
        """One's own full count, the public count of the others (the flower tiles before any tally)."""
        seat = table_of(model).seats[seat_no]
        if seat.hua_public is not None:
            if seat_no == model.human_seat and seat.hua is not None:
                return seat.hua
            return seat.hua_public
        return super().flower_count(model, seat_no)

    # ------------------------------------------------------------------ the settlement sheet
    def item_why(self, model: TableData, win: Won, item: ScoreItem) -> str:
        """Why a 花 item counts, in the current language: the row's meaning from the rules book,
        then what the rules' text adds (the tiles it names, or how many flowers were set aside);
        the rules' own text when both languages are shown."""
        hua = next((h for h in table_of(model).hua_settlements if h.seat == win.seat), None)
        if hua is None:
            return ""
        line = {(h.key, h.value, h.count): h for h in hua.lines}.get((item.key, item.value, item.count))
        if line is None:
            return ""
        why = line.why
        meaning = next((r.meaning for r in scoring_rows(model.variant) if r.key == item.key), None)
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

    def payment_note(self, model: TableData) -> tuple[str, str]:
        return ("自摸每家付，点炮的一家付；抢杠、包饺子由责任人付三倍",
                "self-drawn: all pay; on a discard: the discarder; a robbed or fed kong: the liable player pays 3×")

    def doubled_note(self, model: TableData) -> Optional[tuple[str, str]]:
        doubled = table_of(model).doubled
        return doubled_words(doubled) if doubled is not None else None

    def next_hand_note(self, model: TableData) -> Optional[tuple[str, str]]:
        nxt = table_of(model).diling_next
        return diling_words(nxt.reasons) if nxt is not None else None


PRESENTER = SuzhouPresenter()
