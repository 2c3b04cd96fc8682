"""The variants' markers on a name plate, as words and colours (pure: reads the model only).

docs/visual.md: each plate shows the variant's markers — 定缺 suit, 坐庄/拉庄, 小相公, 花 count — and,
for 血战到底, the order in which players won. A marker appears once the event that makes it known
has been applied; before a secret choice is revealed the plate only says that the choice is made.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import lang
from .model import TableModel

SUIT_ZH = {"m": "万", "p": "筒", "s": "条"}
SUIT_EN = {"m": "Characters", "p": "Dots", "s": "Bamboo"}
SUIT_COLOURS = {"m": (196, 40, 40), "p": (40, 90, 190), "s": (20, 128, 66)}
PULL_ZH = {0: "不拉", 1: "拉一庄", 2: "拉两庄"}
PULL_EN = {0: "no pull", 1: "pulls once (×2)", 2: "pulls twice (×4)"}
PULL_MARK_EN = {0: "no pull", 1: "pull ×2", 2: "pull ×4"}

GREY = (110, 116, 110)
RED = (190, 36, 36)
PURPLE = (120, 60, 160)
PINK = (200, 80, 130)
ORANGE = (196, 110, 20)


@dataclass(frozen=True)
class Mark:
    """A small tag on a plate: its text (one language: Chinese when both are shown, as on the other
    compact labels), background colour and a words-for-beginners tip."""

    key: str
    text: str
    colour: tuple[int, int, int]
    tip: str


def plate_marks(model: TableModel, seat_no: int) -> list[Mark]:
    """The markers of one seat, most important first."""
    seat = model.seats[seat_no]
    out: list[Mark] = []
    if seat.win_order is not None and (len(model.wins) > 1 or model.variant == "sichuan"):
        out.append(Mark("win_order", lang.short(f"第{seat.win_order}家胡", f"won {_ordinal(seat.win_order)}"), RED,
                        lang.tr(f"第{seat.win_order}个和牌，已离场", f"won {_ordinal(seat.win_order)} and left play")))
    if seat.void is not None:
        out.append(Mark("void", lang.short(f"缺{SUIT_ZH.get(seat.void, seat.void)}", f"no {SUIT_EN.get(seat.void, seat.void)}"),
                        SUIT_COLOURS.get(seat.void, GREY),
                        lang.tr(f"定缺：不要{SUIT_ZH.get(seat.void, seat.void)}",
                                f"void suit: plays without {SUIT_EN.get(seat.void, seat.void)}")))
    elif seat.void_chosen:
        out.append(Mark("void_chosen", lang.short("已定缺", "void chosen"), GREY,
                        lang.tr("已选好定缺（四家都选好后一起亮）", "has chosen a void suit (shown when all have)")))
    if seat.exchange_chosen and model.exchange_direction is None and seat.void is None:
        out.append(Mark("exchange_chosen", lang.short("已换牌", "tiles chosen"), GREY,
                        lang.tr("已扣下换三张的牌", "has put three tiles aside for the exchange")))
    if seat.sits is not None:
        out.append(Mark("sits", lang.short("坐庄", "sits ×2") if seat.sits else lang.short("不坐", "no sit"),
                        ORANGE if seat.sits else GREY,
                        lang.tr("庄家坐庄：和他之间的输赢×2", "the dealer sits: every payment with him ×2") if seat.sits
                        else lang.tr("庄家不坐庄", "the dealer does not sit")))
    if seat.pull is not None and seat_no != model.dealer:
        out.append(Mark("pull", lang.short(PULL_ZH.get(seat.pull, str(seat.pull)), PULL_MARK_EN.get(seat.pull, str(seat.pull))),
                        ORANGE if seat.pull else GREY,
                        lang.tr(f"拉庄：{PULL_ZH.get(seat.pull, '')}", f"pulling: {PULL_EN.get(seat.pull, '')} with the dealer")))
    elif seat.pull_chosen and seat_no != model.dealer:
        out.append(Mark("pull_chosen", lang.short("已选", "chosen"), GREY,
                        lang.tr("已选好拉不拉庄（三家一起亮）", "has chosen whether to pull (shown when all have)")))
    if seat.xiaoxianggong:
        out.append(Mark("xiaoxianggong", lang.short("小相公", "barred"), PURPLE,
                        lang.tr("打出了混儿：这一盘不能和", "discarded a wildcard: cannot win this hand")))
    hua = seat_hua(model, seat_no)
    if hua is not None:
        out.append(Mark("hua", lang.short(f"花{hua}", f"flowers {hua}"), PINK,
                        lang.tr("花：花牌和软花", "flowers: flower tiles and soft flowers")))
    return out


def seat_hua(model: TableModel, seat_no: int):
    """The 花 count a plate shows: one's own full count, the public count of the others, or the
    number of flower tiles where the variant keeps no tally (国标 flowers)."""
    seat = model.seats[seat_no]
    if seat.hua_public is not None:
        if seat_no == model.human_seat and seat.hua is not None:
            return seat.hua
        return seat.hua_public
    return len(seat.flowers) if seat.flowers else None


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")
