"""Painting the replay viewer: the table at the step shown (the table's own drawing, TableView),
the last move marked on it, the move list in the table's teaching column and the hand's result
in the tracker's room (the places a table keeps free of every seat's things: display/layout.py).
Reads the model and the words; changes nothing but the painter's caches.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

import pygame

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.presenting.caption_kit import score_words
from game.client.presenting.model import TableModel
from game.client.presenting.plan_kit import Visual
from game.client.presenting.settlement_text import end_title, seat_label, win_title
from rules.events import Claimed, Event, FlowerReplaced, KongDeclared, Won

from ...ui.palette import BAD, CARD_EDGE, CREAM, GOLD, GOOD, MUTED, NOTE_PINK, Colour
from ...ui.text import fit_text, label_width, wrapped
from ...ui.widgets import card
from ..settlement_parts.items import readable
from ..settlement_parts.no_win import split_heading
from ..table_view import TableView
from .table_at import StepWords

Line = tuple[str, int, Colour, bool]   # a line of text: its words, size, colour, bold

MARK = (255, 170, 40)            # the last move's frame (as the table marks the last discard)
ROW_NOW = (201, 162, 39, 235)    # the move shown, in the list
ROW_HOVER = (44, 106, 74, 230)
OWN_MOVE = (255, 226, 160)       # the viewer's own moves in the list


@dataclass(frozen=True)
class MoveRow:
    """One step in the move list: where it lies in the list (from the list's top) and its lines
    (text, size, colour, bold)."""

    step: int
    top: int
    height: int
    lines: tuple[Line, ...]


def bare_title(title: str) -> str:
    """A variant's title without its bracketed part ("Chinese Official (MCR)" -> "Chinese Official")."""
    for opening in ("（", " ("):
        if title.endswith(("）", ")")) and opening in title:
            return title[:title.rindex(opening)].rstrip()
    return title


def longest_fitting(options: Sequence[str], size: int, width: int, bold: bool = False) -> str:
    """The first of `options` (the fullest wording first) whose line fits `width` at `size`; the
    last (the shortest) when none does."""
    return next((text for text in options if label_width(text, size, bold) <= width), options[-1])


def row_lines(words: StepWords, number: int, width: int, size: int, small: int, own: bool
              ) -> list[Line]:
    """A move's lines in the language shown, wrapped to the list's width; in both languages the
    English under the Chinese, smaller."""
    shown = lang.lines(*words.head)
    colour = OWN_MOVE if own else CREAM
    out = [(line, size, colour, False) for line in wrapped(f"{number}. {shown[0]}", size, width)]
    if len(shown) > 1:
        out += [(line, small, MUTED, False) for line in wrapped(shown[1], small, width)]
    return out


def layout_rows(words: Sequence[StepWords], seats: Sequence[Optional[int]], viewer_seat: int, width: int,
                size: int, small: int, pad: int) -> tuple[list[MoveRow], int]:
    """The move list's rows and its whole height (`seats`: who made each move)."""
    rows = []
    y = 0
    for step, (w, seat) in enumerate(zip(words, seats)):
        lines = tuple(row_lines(w, step + 1, width, size, small, seat == viewer_seat))
        height = sum(round(s * 1.3) for _, s, _, _ in lines) + 2 * pad
        rows.append(MoveRow(step, y, height, lines))
        y += height
    return rows, y


def paint_table(view: TableView, surface: pygame.Surface, model: TableModel, layout: TableLayout,
                caption: tuple[str, str], caption_right: Optional[int], clock: float) -> None:
    """The table as the table scene draws it, at rest: felt, centre, walls, rivers (the last
    discard marked), melds, flowers, hands (what the stream holds face up), plates, the caption."""
    surface.blit(view.felt(surface.get_size(), layout), (0, 0))
    view.marks = model.presenter.marked_kinds(model)
    hidden: set = set()
    view.draw_centre(surface, model, layout, hidden, show_seat_tiles=True)
    view.draw_walls(surface, model, layout, Visual(), hidden)
    view.draw_rivers(surface, model, layout, hidden, 0.0)
    view.draw_melds(surface, model, layout, hidden, True)
    view.draw_flowers(surface, model, layout, hidden)
    # `now` far on at every paint: the bottom hand's tiles stand where they belong (no glide)
    view.draw_hands(surface, model, layout, hidden, True, None, None, now=clock)
    view.draw_plates(surface, model, layout, hidden, model.turn if model.phase == "play" else None)
    view.draw_caption(surface, layout, caption[0], caption[1], right=caption_right)


def move_marks(model: TableModel, layout: TableLayout, events: Sequence[Event]) -> list[pygame.Rect]:
    """Where the step's move lies on the table, to be framed: a claimed or declared meld, a
    flower just set aside, a winner's plate (a discard is marked by the rivers' own drawing)."""
    for event in events:
        seat = getattr(event, "seat", None)
        if not isinstance(seat, int) or not 0 <= seat < len(model.seats):
            continue
        side = model.side_of(seat)
        state = model.seats[seat]
        if isinstance(event, (Claimed, KongDeclared)) and state.melds:
            ids = set(event.tiles) - {None}
            index = next((i for i, m in enumerate(state.melds)
                          if ids & {t.id for t in m.drawn_tiles()}), len(state.melds) - 1)
            placed = layout.meld_rects(side, [m.shape() for m in state.melds])[index]
            if placed:
                return [placed[0].rect.unionall([p.rect for p in placed[1:]])]
        if isinstance(event, FlowerReplaced):
            at = next((i for i, t in enumerate(state.flowers) if t.id == event.tile), None)
            if at is not None:
                return [layout.flower_rects(side, len(state.flowers))[at]]
        if isinstance(event, Won):
            return [layout.plate_rect(side)]
    return []


def paint_marks(surface: pygame.Surface, rects: Sequence[pygame.Rect], layout: TableLayout) -> None:
    """A frame round each of `rects` (the last move)."""
    for rect in rects:
        pygame.draw.rect(surface, MARK, rect.inflate(layout.px(6), layout.px(6)), max(2, layout.px(3)),
                         border_radius=layout.px(6))


def paint_moves(view: TableView, surface: pygame.Surface, box: pygame.Rect, layout: TableLayout,
                header: Sequence[str], rows: Sequence[MoveRow], list_rect: pygame.Rect, scroll: int,
                current: int, hover: Optional[int]) -> None:
    """The move list's card: its header lines, then the rows from `scroll`, the move shown lit,
    the one under the mouse lighter, a scroll bar when the list is longer than its room."""
    px = layout.px
    card(surface, view, box, px(10))
    y = box.top + px(8)
    for i, text in enumerate(header):
        size = px(15) if i == 0 else max(11, px(12))
        img = fit_text(view.text, text, size, GOLD if i == 0 else MUTED, box.w - 2 * px(10), bold=i == 0)
        surface.blit(img, (box.left + px(10), y))
        y += img.get_height() + px(2)
    pygame.draw.line(surface, CARD_EDGE, (box.left + px(8), list_rect.top - px(3)),
                     (box.right - px(8), list_rect.top - px(3)), 1)
    old_clip = surface.get_clip()
    surface.set_clip(list_rect)
    pad = px(3)
    for row in rows:
        top = list_rect.top + row.top - scroll
        if top + row.height < list_rect.top or top > list_rect.bottom:
            continue
        rect = pygame.Rect(list_rect.left, top, list_rect.width, row.height)
        if row.step == current:
            surface.blit(view.overlay(rect.size, ROW_NOW, px(4)), rect)
        elif row.step == hover:
            surface.blit(view.overlay(rect.size, ROW_HOVER, px(4)), rect)
        ly = top + pad
        for text, size, colour, bold in row.lines:
            shade = (26, 26, 26) if row.step == current else colour
            img = fit_text(view.text, text, size, shade, list_rect.width - 2 * px(6), bold=bold)
            surface.blit(img, (rect.left + px(6), ly))
            ly += round(size * 1.3)
    surface.set_clip(old_clip)
    total = rows[-1].top + rows[-1].height if rows else 0
    if total > list_rect.height:
        track = pygame.Rect(box.right - max(4, px(6)), list_rect.top, max(4, px(5)), list_rect.height)
        pygame.draw.rect(surface, (20, 50, 36), track, border_radius=track.width // 2)
        thumb_h = max(px(24), track.height * list_rect.height // total)
        most = total - list_rect.height
        thumb_y = track.top + (track.height - thumb_h) * min(scroll, most) // max(1, most)
        pygame.draw.rect(surface, GOLD, (track.x, thumb_y, track.width, thumb_h), border_radius=track.width // 2)


def signed(value: int) -> str:
    """A payment or a running total with its sign ("+37", "-8"), zero as "0" (as the settlement sheet)."""
    return f"{value:+d}" if value else "0"


def no_win_lines(model: TableModel) -> list[Line]:
    """How a hand ended without a win, as the settlement sheet heads it (settlement_parts/no_win.py):
    its short name ("流局", "Drawn hand") large, then what happened, whole (wrapped by paint_result,
    never cut), and in both languages the English sentence under it."""
    first, second = (lang.lines(*end_title(model)) + [""])[:2]
    name, rest = split_heading(first)
    out: list[Line] = [(name, 17, GOLD, True)]
    out += [(text, size, CREAM if size == 13 else MUTED, False) for text, size in ((rest, 13), (second, 12)) if text]
    return out


def result_lines(model: TableModel, next_hand: bool = True) -> list[Line]:
    """The finished hand in a few lines (size in design units): who won what (or how it ended
    without a win), then each player's payment and score (settlement_text's words), and what
    carries into the next hand unless `next_hand` is False (the match ended with this hand, where
    the settlement sheet's `next_note` says nothing: a tester read "the dealer deals again" under
    the replay of a match's last hand)."""
    out: list[Line] = []
    if model.wins:
        for i, win in enumerate(model.wins):
            out.append((lang.tr(*win_title(model, win, i)), 15, GOLD, True))
            zh, en = score_words(win.score)
            out.append((lang.tr(f"共{zh}", f"{en[0].upper()}{en[1:]} in all"), 13, CREAM, False))
    else:
        out += no_win_lines(model)
    settled = model.settled
    if settled is not None:
        out.append((lang.tr("本盘得失 · 总分", "This hand · total"), 12, MUTED, False))
        for seat_no, seat in enumerate(model.seats):
            pay = settled.payments[seat_no] if seat_no < len(settled.payments) else 0
            colour = GOOD if pay > 0 else BAD if pay < 0 else CREAM
            out.append((f"{seat_label(model, seat_no)}   {signed(pay)} · {signed(seat.score)}", 13, colour, False))
    note = model.presenter.next_hand_note(model) if next_hand else None
    if note is not None:
        out.append((lang.tr(*note), 12, NOTE_PINK, True))
    return out


def paint_result(view: TableView, surface: pygame.Surface, area: pygame.Rect, layout: TableLayout,
                 lines: Sequence[Line]) -> None:
    """The hand's result on a small card at the top of `area` (as tall as its lines), each line
    wrapped whole at a readable size (a drawn hand's explanation was cut after two lines)."""
    px = layout.px
    width = area.width - 2 * px(10)
    shown: list[Line] = []
    for text, size, colour, bold in lines:
        for part in wrapped(text, readable(px(size)), width, bold):
            shown.append((part, readable(px(size)), colour, bold))
    height = sum(round(s * 1.3) for _, s, _, _ in shown) + 2 * px(8)
    box = pygame.Rect(area.left, area.top, area.width, min(area.height, height))
    card(surface, view, box, px(10))
    y = box.top + px(8)
    for text, size, colour, bold in shown:
        if y + size > box.bottom:
            break
        surface.blit(fit_text(view.text, text, size, colour, width, bold=bold), (box.left + px(10), y))
        y += round(size * 1.3)


def paint_notice(view: TableView, surface: pygame.Surface, layout: TableLayout, heading: tuple[str, str],
                 colour: Colour, lead: Optional[str], detail: str) -> None:
    """A card in the middle of the felt: a heading, a lead line and a few lines of detail, and
    how to close (a log being read, or refused)."""
    px = layout.px
    surface.blit(view.felt(surface.get_size(), layout), (0, 0))
    box = pygame.Rect(0, 0, px(760), px(240))
    box.center = surface.get_rect().center
    card(surface, view, box, px(14))
    x, y = box.left + px(24), box.top + px(20)
    view.label(surface, lang.tr(*heading), px(24), colour, topleft=(x, y), bold=True)
    y += px(44)
    size = max(12, px(16))
    if lead:
        view.label(surface, lead, size, GOLD, topleft=(x, y), bold=True)
        y += px(26)
    for line in wrapped(detail, size, box.width - px(48))[:4]:
        view.label(surface, line, size, CREAM, topleft=(x, y))
        y += px(24)
    view.label(surface, lang.tr("按 Esc 关闭", "Esc closes"), max(11, px(13)), GOLD, topleft=(x, box.bottom - px(34)))
