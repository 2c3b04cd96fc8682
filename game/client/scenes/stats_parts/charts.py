"""The statistics screen's charts, painted on a pygame surface: results over time (each hand's
payment as a bar, the running total as a line, with labelled axes) and horizontal bar charts
(how the hands ended, the items most often won). Text is given already in the shown language."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from ...ui.palette import BAD, CREAM, GOLD, GOOD, GREY, MUTED, Colour
from ...ui.text import TextCache, fit_text

Px = Callable[[float], int]
AXIS: Colour = (150, 170, 150)
GRID: Colour = (40, 80, 58)
LINE: Colour = GOLD
GAINED: Colour = GOOD            # a hand's bar where the player gained
LOST: Colour = BAD               # ... and where he paid
LEGEND: tuple[Colour, Colour, Colour] = (GAINED, LOST, LINE)     # the legend's swatches: every colour drawn


def bar_colour(payment: int) -> Colour:
    """A hand's bar colour (one the legend shows)."""
    return GAINED if payment > 0 else LOST


@dataclass(frozen=True)
class HBar:
    """One horizontal bar: its name, count, the label at its end, and colour."""

    label: str
    count: int
    value_text: str
    colour: Colour


def _nice_step(span: float, ticks: int = 4) -> int:
    """A round step (1, 2, 5 × 10^k) giving about `ticks` steps over `span`."""
    raw = max(1.0, span / ticks)
    power = int(10 ** (len(str(int(raw))) - 1))
    for mult in (1, 2, 5, 10):
        if raw <= mult * power:
            return int(mult * power)
    return int(10 * power)


def draw_results(surface: pygame.Surface, rect: pygame.Rect, cache: TextCache, px: Px,
                 payments: Sequence[int], totals: Sequence[int], *, y_title: str, x_title: str,
                 legend: tuple[str, str, str]) -> None:
    """Each hand's payment as a bar (green gained, red paid) and the running total as a gold line,
    oldest hand at the left; the y axis in points with round ticks, the x axis by hand number.
    `legend`: the words of the three colours (LEGEND), gained, paid, the running total."""
    size = max(10, px(13))
    n = len(payments)
    if n == 0:
        return
    low = min(0, *payments, *totals)
    high = max(0, *payments, *totals)
    if high == low:
        high = low + 1
    step = _nice_step(high - low)
    low = (low // step) * step
    high = -((-high) // step) * step
    labels = [str(v) for v in range(low, high + 1, step)]
    label_w = max(cache.get(t, size, MUTED).get_width() for t in labels)
    title = cache.get(y_title, size, MUTED)
    line_h = cache.get("0", size, MUTED).get_height()
    # Rows from the top: the y title, the plot (its top tick label centred on its top edge, so
    # half a line lower), the x tick labels, a gap, the x title: no text over another.
    plot = pygame.Rect(rect.left + label_w + px(8), rect.top + title.get_height() + line_h // 2 + px(2), 0, 0)
    plot.width = rect.right - plot.left - px(6)
    tick_top = rect.bottom - 2 * line_h - px(2)
    plot.height = max(1, tick_top - px(3) - plot.top)
    surface.blit(title, (rect.left, rect.top))
    legend_imgs = [cache.get(t, size, c) for t, c in zip(legend, LEGEND)]
    x = rect.right
    for img, colour in reversed(list(zip(legend_imgs, LEGEND))):
        x -= img.get_width()
        surface.blit(img, (x, rect.top))
        x -= px(16)
        pygame.draw.rect(surface, colour, (x, rect.top + img.get_height() // 2 - px(4), px(12), px(8)))
        x -= px(12)

    def y_of(value: float) -> int:
        return round(plot.bottom - (value - low) * plot.height / (high - low))

    for value, text in zip(range(low, high + 1, step), labels):
        y = y_of(value)
        pygame.draw.line(surface, AXIS if value == 0 else GRID, (plot.left, y), (plot.right, y), 1)
        img = cache.get(text, size, MUTED)
        surface.blit(img, (plot.left - px(6) - img.get_width(), y - img.get_height() // 2))
    slot = plot.width / n
    zero = y_of(0)
    for i, pay in enumerate(payments):
        if pay == 0:
            continue
        left = plot.left + i * slot + slot * 0.15
        width = max(1, round(slot * 0.7))
        top, bottom = sorted((y_of(pay), zero))
        pygame.draw.rect(surface, bar_colour(pay), (round(left), top, width, max(1, bottom - top)))
    points = [(round(plot.left + (i + 0.5) * slot), y_of(total)) for i, total in enumerate(totals)]
    if len(points) > 1:
        pygame.draw.lines(surface, LINE, False, points, max(2, px(3)))
    for point in points if n <= 40 else points[-1:]:
        pygame.draw.circle(surface, LINE, point, max(2, px(3)))
    pygame.draw.line(surface, AXIS, (plot.left, plot.top), (plot.left, plot.bottom), 1)
    ticks = list(range(1, n + 1)) if n <= 12 else sorted({1, n, *range(_nice_step(n, 5), n, _nice_step(n, 5))})
    last_right = -1
    for number in ticks:
        img = cache.get(str(number), size, MUTED)
        cx = round(plot.left + (number - 0.5) * slot)
        left = max(plot.left, min(cx - img.get_width() // 2, plot.right - img.get_width()))
        if left <= last_right + px(4):
            continue
        surface.blit(img, (left, tick_top))
        last_right = left + img.get_width()
    x_img = fit_text(cache, x_title, size, MUTED, plot.width)
    surface.blit(x_img, (plot.centerx - x_img.get_width() // 2, rect.bottom - x_img.get_height()))


def draw_hbars(surface: pygame.Surface, rect: pygame.Rect, cache: TextCache, px: Px, bars: Sequence[HBar],
               *, label_share: float = 0.4, row: int = 0) -> None:
    """Bars from a shared left edge, one per row (at most what fits), each named at its left and
    its count at its end; the longest bar is the largest count."""
    if not bars:
        return
    size = max(10, px(14))
    row = row or max(size + px(8), min(px(34), rect.height // len(bars)))
    shown = bars[: max(1, rect.height // row)]
    label_w = min(round(rect.width * label_share), max(cache.get(b.label, size, CREAM).get_width() for b in shown))
    value_w = max(cache.get(b.value_text, size, CREAM).get_width() for b in shown)
    left = rect.left + label_w + px(10)
    room = max(1, rect.right - left - value_w - px(8))
    most = max(1, max(b.count for b in shown))
    y = rect.top
    for bar in shown:
        name = fit_text(cache, bar.label, size, CREAM, label_w)
        mid = y + row // 2
        surface.blit(name, (left - px(10) - name.get_width(), mid - name.get_height() // 2))
        length = round(room * bar.count / most)
        height = max(4, round(row * 0.6))
        if length:
            pygame.draw.rect(surface, bar.colour, (left, mid - height // 2, length, height), border_radius=px(3))
        else:
            pygame.draw.line(surface, GREY, (left, mid - height // 2), (left, mid + height // 2), 1)
        value = cache.get(bar.value_text, size, CREAM)
        surface.blit(value, (left + length + px(6), mid - value.get_height() // 2))
        y += row
