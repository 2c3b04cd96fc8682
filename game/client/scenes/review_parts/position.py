"""The position of a reviewed decision as the player saw it, drawn with the table's tile art: the
others' rivers in compact rows (each river from the same left edge; the seat's melds and, under a
"flowers" mark, its flowers set aside at the row's right end: flowers are no discards), the
player's own river, the concealed tiles with the drawn tile set apart, the melds and flowers, the
claimable tile of a claim decision; the player's tiles of the choice ringed in red, the expert's
in green."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

import pygame

from game.client.display import lang
from game.review import ReviewedDecision
from game.teaching.i18n import Bi
from rules.tiles import Tile
from rules.variants.registry import get_variant

from ...ui.painter import Painter, wildcard_marks
from ...ui.palette import CREAM, GOLD, MUTED
from ...ui.text import fit_text
from .model import WINDS, action_tiles, seat_name

PLAYED_RING = (226, 60, 48)      # the player's tiles of the choice
EXPERT_RING = (90, 220, 110)     # the expert's
RATIO = 1.36                     # a tile's height over its width


@dataclass(frozen=True)
class Row:
    """One compact row: whose it is, their melds (kinds), flowers and river."""

    label: str
    melds: tuple[tuple[Optional[Tile], ...], ...]
    flowers: tuple[Tile, ...]
    river: tuple[Tile, ...]


FLOWERS_MARK = Bi("花", "flowers")      # before a row's flowers: set aside, not discarded


@dataclass(frozen=True)
class RowPlan:
    """Where a compact row's tiles lie (x of each tile's left edge): the river from the row's left,
    the melds and the flowers (after their mark at `tag`) together at its right end."""

    river: tuple[int, ...]
    melds: tuple[tuple[int, ...], ...]
    tag: Optional[int]               # x of the flowers' mark (None: no flowers)
    flowers: tuple[int, ...]


def exposed_width(row: Row, w: int, tag_w: int) -> int:
    """The width of a row's melds and flowers (with the flowers' mark) at tile width `w`."""
    width = sum(len(m) for m in row.melds) * w + max(0, len(row.melds) - 1) * (w // 2)
    if row.flowers:
        width += (w // 2 if row.melds else 0) + tag_w + len(row.flowers) * w
    return width


def tile_width_to_fit(rows: Sequence[Row], room: int, tag_w: int) -> int:
    """The widest tile with which every row fits in `room` px (river, a gap, melds and flowers)."""
    best = room
    for row in rows:
        exposed = bool(row.melds or row.flowers)
        units = len(row.river) + sum(len(m) for m in row.melds) + len(row.flowers) \
            + 0.5 * max(0, len(row.melds) - 1) + (0.5 if row.melds and row.flowers else 0) + (1 if exposed else 0)
        fixed = tag_w if row.flowers else 0
        best = min(best, int((room - fixed) / max(1.0, units)))
    return best


def row_plan(row: Row, left: int, right: int, w: int, tag_w: int) -> RowPlan:
    """The row laid out between `left` and `right` with tiles `w` wide (see RowPlan)."""
    river = tuple(left + i * w for i in range(len(row.river)))
    x = right - exposed_width(row, w, tag_w)
    melds = []
    for meld in row.melds:
        melds.append(tuple(x + i * w for i in range(len(meld))))
        x += len(meld) * w + w // 2
    if not row.flowers:
        return RowPlan(river, tuple(melds), None, ())
    return RowPlan(river, tuple(melds), x, tuple(x + tag_w + i * w for i in range(len(row.flowers))))


def compact_rows(decision: ReviewedDecision) -> list[Row]:
    """The others in order of play from the player's right, then the player's own river."""
    view = decision.view
    seats = len(view.seat_winds)
    order = [(view.seat + step) % seats for step in range(1, seats)] + [view.seat]
    rows = []
    for seat in order:
        name = seat_name(view.seat, seat, view.seat_winds, short=True)
        if seat == view.dealer:
            name = Bi(name.zh + "·庄", name.en + ", dealer")
        melds = tuple(m.kinds for m in view.melds[seat]) if seat != view.seat else ()
        flowers = tuple(view.flower_kinds[seat]) if seat != view.seat else ()
        rows.append(Row(lang.tr_bi(name), melds, flowers, tuple(view.discard_kinds[seat])))
    return rows


def table_line(decision: ReviewedDecision) -> str:
    """The round wind, the player's seat wind and the wall, in one line."""
    view = decision.view
    rnd = WINDS.get(view.round_wind)
    mine = WINDS.get(view.seat_winds[view.seat])
    parts = []
    if rnd is not None and get_variant(view.variant).has_winds:    # 四川 plays no wind tiles: its round wind means nothing
        parts.append(lang.tr(f"圈风{rnd.zh}", f"round wind {rnd.en}"))
    if mine is not None:
        parts.append(lang.tr(f"你是{mine.zh}家", f"you sit {mine.en}"))
    if view.dealer == view.seat:
        parts.append(lang.tr("你是庄家", "you are the dealer"))   # not 坐庄: 天津 names its doubling choice so
    elif 0 <= view.dealer < len(view.seat_winds):
        dealer = seat_name(view.seat, view.dealer, view.seat_winds, short=True)
        parts.append(lang.tr(f"庄家：{dealer.zh}", f"dealer: {dealer.en}"))
    parts.append(lang.tr(f"牌墙剩{view.wall_remaining}张", f"{view.wall_remaining} tiles left in the wall"))
    return lang.tr(" · ", " · ").join(parts)


def paint_position(surface: pygame.Surface, painter: Painter, rect: pygame.Rect, decision: ReviewedDecision,
                   px: Callable[[float], int]) -> None:
    """The whole position inside `rect`."""
    view = decision.view
    painter.marks = wildcard_marks(view.extra.wildcards())
    text = painter.text
    size = max(11, px(15))
    x, y = rect.x, rect.y
    line = fit_text(text, table_line(decision), size, MUTED, rect.width)
    surface.blit(line, (x, y))
    face_up = view.extra.face_up()
    if face_up:        # 天津's 混 indicator and the like: kinds lying face up for all to see
        label = fit_text(text, lang.tr("翻开的牌", "face up"), size, MUTED, px(120))
        lx = rect.right - len(face_up) * px(22) - label.get_width() - px(8)
        surface.blit(label, (lx, y))
        for i, kind in enumerate(face_up):
            painter.tile(surface, pygame.Rect(rect.right - (len(face_up) - i) * px(22), y - px(3), px(20),
                                              round(px(20) * RATIO)), kind, 0)
    y += line.get_height() + px(6)
    if not view.hand:        # a set-up step before the deal (天津's 坐庄/拉庄)
        words = lang.tr("这一步在发牌之前：还没有人拿到牌", "This step comes before the deal: nobody holds a tile yet")
        img = fit_text(text, words, max(12, px(18)), CREAM, rect.width)
        surface.blit(img, img.get_rect(center=(rect.centerx, (y + rect.bottom) // 2)))
        return
    rows = compact_rows(decision)
    hand_h = min(px(64), rect.height * 30 // 100)          # the player's hand row
    room = rect.bottom - y - hand_h - px(30)
    row_h = max(px(18), min(px(40), room // max(1, len(rows))))
    small_h = row_h - px(4)
    label_w = px(190) if lang.current() != "zh" else px(120)
    tag_size = max(10, px(12))
    tag = text.get(lang.tr_bi(FLOWERS_MARK), tag_size, MUTED)
    tag_w = tag.get_width() + px(4)
    small_w = max(8, min(round(small_h / RATIO), tile_width_to_fit(rows, rect.width - label_w, tag_w)))
    small_h = min(small_h, round(small_w * RATIO))
    for row in rows:
        surface.blit(fit_text(text, row.label, max(11, px(14)), CREAM, label_w - px(6)),
                     (x, y + (small_h - max(11, px(14))) // 2))
        plan = row_plan(row, x + label_w, rect.right, small_w, tag_w)
        for meld, places in zip(row.melds, plan.melds):
            for part, tx in zip(meld, places):
                painter.tile(surface, pygame.Rect(tx, y, small_w, small_h), part, 0, face_up=part is not None)
        if plan.tag is not None:
            surface.blit(tag, (plan.tag, y + (small_h - tag.get_height()) // 2))
        for flower, tx in zip(row.flowers, plan.flowers):
            painter.tile(surface, pygame.Rect(tx, y, small_w, small_h), flower, 0)
        for thrown, tx in zip(row.river, plan.river):
            painter.tile(surface, pygame.Rect(tx, y, small_w, small_h), thrown, 0)
        if not row.river:
            room = min([px(200)] + [p[0] - x - label_w - px(8) for p in plan.melds] +
                       ([plan.tag - x - label_w - px(8)] if plan.tag is not None else []))
            surface.blit(fit_text(text, lang.tr("（还没打牌）", "(no discards yet)"), max(11, px(13)), MUTED,
                                  max(px(40), room)), (x + label_w, y + (small_h - max(11, px(13))) // 2))
        y += row_h
    paint_hand(surface, painter, pygame.Rect(x, rect.bottom - hand_h - px(22), rect.width, hand_h + px(22)),
               decision, px)


def paint_hand(surface: pygame.Surface, painter: Painter, rect: pygame.Rect, decision: ReviewedDecision,
               px: Callable[[float], int]) -> None:
    """The player's concealed tiles (the drawn one apart), melds and flowers, and the claimable tile."""
    view = decision.view
    text = painter.text
    size = max(11, px(14))
    heading = fit_text(text, lang.tr("你的手牌", "Your hand"), size, GOLD, px(220), bold=True)
    surface.blit(heading, (rect.x, rect.y))
    top = rect.y + size + px(6)
    h = rect.bottom - top - px(4)
    ordered = sorted((t for t in zip(view.hand, view.hand_kinds) if t[0] != view.drawn), key=lambda t: (t[1].index, t[0]))
    drawn = [(view.drawn, view.hand_kinds[view.hand.index(view.drawn)])] if view.drawn in view.hand else []
    mine = [m.kinds for m in view.melds[view.seat]]
    flowers = list(view.flower_kinds[view.seat])
    window = view.window_tile
    count = len(ordered) + len(drawn) + 0.75 * (sum(len(m) for m in mine) + len(flowers)) + (2.5 if window else 0) + 2
    w = max(10, min(round(h / RATIO), int(rect.width / count)))
    h = min(h, round(w * RATIO))
    played = set(action_tiles(decision, decision.played))
    expert = set(action_tiles(decision, decision.expert))
    if decision.same:
        expert, played = expert | played, set()
    x = rect.x
    ring = max(2, px(3))

    def one(tile: Optional[int], kind: Optional[Tile], box: pygame.Rect) -> None:
        painter.tile(surface, box, kind, 0, face_up=kind is not None)
        if tile in played:
            pygame.draw.rect(surface, PLAYED_RING, box.inflate(ring, ring), ring, border_radius=px(5))
            box_lift(surface, box, PLAYED_RING, px)
        elif tile in expert:
            pygame.draw.rect(surface, EXPERT_RING, box.inflate(ring, ring), ring, border_radius=px(5))
            box_lift(surface, box, EXPERT_RING, px)

    for tile, kind in ordered:
        one(tile, kind, pygame.Rect(x, top, w, h))
        x += w
    if drawn:
        x += w // 2
        one(drawn[0][0], drawn[0][1], pygame.Rect(x, top, w, h))
        x += w
    sw, sh = round(w * 0.75), round(h * 0.75)
    if mine or flowers:
        x += w // 2
    for meld in mine:
        for part in meld:
            painter.tile(surface, pygame.Rect(x, top + h - sh, sw, sh), part, 0, face_up=part is not None)
            x += sw
        x += sw // 3
    for flower in flowers:
        painter.tile(surface, pygame.Rect(x, top + h - sh, sw, sh), flower, 0)
        x += sw
    if window is not None:
        paint_window(surface, painter, pygame.Rect(x + w, rect.y, rect.right - x - w, rect.height), decision, w, h, px,
                     label_from=rect.x + heading.get_width() + px(16))


def box_lift(surface: pygame.Surface, box: pygame.Rect, colour: Sequence[int], px: Callable[[float], int]) -> None:
    """A bar under a ringed tile, so the colour reads even where rings touch."""
    pygame.draw.rect(surface, colour, (box.x + px(4), box.bottom + px(5), box.width - px(8), max(2, px(4))),
                     border_radius=px(2))


def paint_window(surface: pygame.Surface, painter: Painter, rect: pygame.Rect, decision: ReviewedDecision,
                 w: int, h: int, px: Callable[[float], int], label_from: Optional[int] = None) -> None:
    """The tile the player could claim (or rob), and who threw it; its label over the tile, or
    reaching left over the hand's row (never further left than `label_from`) where it is wider."""
    view = decision.view
    window = view.window_tile
    if window is None or rect.width < w:
        return
    seat, _tile, kind = window
    who = seat_name(view.seat, seat, view.seat_winds, short=True)
    size = max(11, px(14))
    left = min(rect.x, label_from) if label_from is not None else rect.x
    label = fit_text(painter.text, lang.tr(f"{who.zh}的这张牌可以要", f"On offer from {who.en}"), size,
                     GOLD, rect.right - left, bold=True)
    surface.blit(label, (max(left, min(rect.x, rect.right - label.get_width())), rect.y))
    box = pygame.Rect(rect.x, rect.y + size + px(6), w, h)
    pygame.draw.rect(surface, GOLD, box.inflate(px(8), px(8)), max(2, px(2)), border_radius=px(6))
    painter.tile(surface, box, kind, 0)
