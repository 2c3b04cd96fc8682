"""The markers on a name plate, as words and colours (pure: reads the table's data only).

docs/visual.md: each plate shows the order in which players won (several wins, or a variant that
numbers every win), then the variant's own markers (its presenter: 定缺 suit, 坐庄/拉庄,
小相公 ...), then the seat's flowers. A marker appears once the event that makes it known has
been applied; before a secret choice is revealed the plate only says that the choice is made.
"""
from __future__ import annotations

from game.client.display import lang
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Mark
from game.client.ui.palette import MARK_PINK, MARK_RED


def plate_marks(model: TableData, seat_no: int) -> list[Mark]:
    """The markers of one seat, most important first."""
    seat = model.seats[seat_no]
    presenter = model.presenter
    out: list[Mark] = []
    own = presenter.plate_marks(model, seat_no)
    # (a presenter that words the wins itself gives its own "win_order" mark: 四川 血流成河)
    if seat.win_order is not None and (len(model.wins) > 1 or presenter.numbers_wins) \
            and not any(m.key == "win_order" for m in own):
        out.append(Mark("win_order", lang.short(f"第{seat.win_order}家胡", f"won {ordinal(seat.win_order)}"), MARK_RED,
                        lang.tr(f"第{seat.win_order}个和牌，已离场", f"won {ordinal(seat.win_order)} and left play")))
    out += own
    hua = presenter.flower_count(model, seat_no)
    if hua is not None:
        out.append(Mark("hua", lang.short(f"花{hua}", f"flowers {hua}"), MARK_PINK,
                        lang.tr("花：花牌和软花", "flowers: flower tiles and soft flowers")))
    return out


def ordinal(n: int) -> str:
    """"first", "second", "third", "4th" ..."""
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")
