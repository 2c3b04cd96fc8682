"""The variants' markers on a name plate, as words and colours (pure: reads the model only).

VISUAL.md: each plate shows the variant's markers — 定缺 suit, 坐庄/拉庄, 小相公, 花 count — and,
for 血战到底, the order in which players won. A marker appears once the event that makes it known
has been applied; before a secret choice is revealed the plate only says that the choice is made.
"""
from __future__ import annotations

from dataclasses import dataclass

from .model import TableModel

SUIT_ZH = {"m": "万", "p": "筒", "s": "条"}
SUIT_EN = {"m": "Characters", "p": "Dots", "s": "Bamboo"}
SUIT_COLOURS = {"m": (196, 40, 40), "p": (40, 90, 190), "s": (20, 128, 66)}
PULL_ZH = {0: "不拉", 1: "拉一庄", 2: "拉两庄"}
PULL_EN = {0: "no pull", 1: "pulls once (×2)", 2: "pulls twice (×4)"}

GREY = (110, 116, 110)
RED = (190, 36, 36)
PURPLE = (120, 60, 160)
PINK = (200, 80, 130)
ORANGE = (196, 110, 20)


@dataclass(frozen=True)
class Mark:
    """A small tag on a plate: its text, background colour and a words-for-beginners tip."""

    key: str
    text: str
    colour: tuple[int, int, int]
    tip: str


def plate_marks(model: TableModel, seat_no: int) -> list[Mark]:
    """The markers of one seat, most important first."""
    seat = model.seats[seat_no]
    out: list[Mark] = []
    if seat.win_order is not None and (len(model.wins) > 1 or model.variant == "sichuan"):
        out.append(Mark("win_order", f"第{seat.win_order}家胡", RED,
                        f"won {_ordinal(seat.win_order)} and left play"))
    if seat.void is not None:
        out.append(Mark("void", f"缺{SUIT_ZH.get(seat.void, seat.void)}", SUIT_COLOURS.get(seat.void, GREY),
                        f"定缺: plays without {SUIT_EN.get(seat.void, seat.void)}"))
    elif seat.void_chosen:
        out.append(Mark("void_chosen", "已定缺", GREY, "has chosen a void suit (shown when all have)"))
    if seat.exchange_chosen and model.exchange_direction is None and seat.void is None:
        out.append(Mark("exchange_chosen", "已换牌", GREY, "has put three tiles aside for 换三张"))
    if seat.sits is not None:
        out.append(Mark("sits", "坐庄" if seat.sits else "不坐", ORANGE if seat.sits else GREY,
                        "the dealer sits: every payment with him ×2" if seat.sits else "the dealer does not sit"))
    if seat.pull is not None and seat_no != model.dealer:
        out.append(Mark("pull", PULL_ZH.get(seat.pull, str(seat.pull)), ORANGE if seat.pull else GREY,
                        f"拉庄: {PULL_EN.get(seat.pull, '')} with the dealer"))
    elif seat.pull_chosen and seat_no != model.dealer:
        out.append(Mark("pull_chosen", "已选", GREY, "has chosen 拉庄 (shown when all have)"))
    if seat.xiaoxianggong:
        out.append(Mark("xiaoxianggong", "小相公", PURPLE, "discarded a 混: cannot win this hand"))
    hua = seat_hua(model, seat_no)
    if hua is not None:
        out.append(Mark("hua", f"花{hua}", PINK, "花: flower tiles and soft flowers"))
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
