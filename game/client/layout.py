"""Where everything on the table is, for a window size. Pure functions of numbers: no drawing.

The table is designed on a 1280 x 800 canvas and scaled uniformly to the window (centred, so a
wider window gets more felt at the sides). Positions are given in window pixels as pygame Rects.

Screen sides: 0 = bottom (the human), 1 = right (下家), 2 = top (对家), 3 = left (上家).
Play runs counter-clockwise, so seat `human + k` sits on side k.

Every seat's things are placed in that seat's own frame: `a` runs along the seat from the
owner's left to the owner's right, `b` runs from the owner toward the centre (or away from it
for rivers). The four frames are the same frame turned a quarter each time, which gives the
usual pinwheel of walls and rivers and turns each seat's tiles to face its owner.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

DESIGN_W, DESIGN_H = 1280, 800

# Unit vectors per side: `along` = owner's left -> right, `out` = centre -> owner.
ALONG = ((1, 0), (0, -1), (-1, 0), (0, 1))
OUT = ((0, 1), (1, 0), (0, -1), (-1, 0))
# Quarter turns (anticlockwise) that make a tile's top point away from its owner.
SIDE_TURNS = (0, 1, 2, 3)

# ---- design constants (1280 x 800 canvas)
CENTRE = (640.0, 362.0)
HUMAN_TILE = (50, 70)          # the human's hand
LARGE_HUMAN_TILE = (64, 90)    # the human's hand with the large-tile option (readability)
LARGE_HAND_EDGE = 796.0        # ... whose line then sits lower, so caption and buttons still fit
HUMAN_MELD_TILE = (40, 56)     # the human's melds
BOT_TILE = (26, 38)            # bots' hands and melds: (along, depth) of an upright tile
RIVER_TILE = (30, 40)
RIVER_PER_ROW = 6
RIVER_ROWS_ROOM = 4            # rows that fit before the row pitch is squeezed
CENTRE_HALF = 74               # the centre box is 148 x 148
RIVER_GAP = 4
WALL_TILE = (29, 40)           # a wall stack seen from above: along x depth
WALL_LIFT = 6                  # the upper layer is drawn this much higher on screen
DRAWN_GAP = 14                 # the drawn tile set a little apart
MELD_GAP = 8
FLOWER_TILE = (24, 33)
PLATES_SIZE = {0: (136, 56), 1: (196, 56), 2: (196, 56), 3: (196, 56)}
HAND_RAISE = 16                # a selected tile rises this much

# Per side: the hand's outer edge (distance from the window edge) and the along-position of the
# owner's left end of the hand, measured in the side's own frame from a side origin below.
_HAND_EDGE = 10
_SIDE_LINE = {  # side -> (origin of a = 0 on the hand line, length of the line for melds)
    0: ((150.0, 790.0), 1120.0),   # bottom: left end at x=150; melds end at x=1270
    1: ((1270.0, 550.0), 470.0),   # right: left end at y=550 going up; melds end at y=80
    2: ((900.0, 10.0), 810.0),     # top: left end at x=900 going left; melds end at x=90
    3: ((10.0, 196.0), 500.0),     # left: left end at y=196 going down; melds end at y=696
}
# Bots keep their melds in a second line nearer the centre; the human in the hand's line.
_MELD_LINE_INSET = {0: 0.0, 1: BOT_TILE[1] + 6.0, 2: 0.0, 3: BOT_TILE[1] + 6.0}
_PLATES = {  # top-left corners of name plates (design space)
    0: (10.0, 702.0),
    1: (1074.0, 560.0),
    2: (930.0, 8.0),
    3: (10.0, 96.0),
}


def side_of(seat: int, human: int) -> int:
    """Screen side of a seat when `human` sits at the bottom."""
    return (seat - human) % 4


@dataclass(frozen=True)
class Placed:
    """A tile's place: its rect on screen and the quarter turns of its art."""

    rect: pygame.Rect
    turns: int
    key: tuple = ()


class TableLayout:
    """All positions for one window size. Build a new one when the window is resized."""

    def __init__(self, width: int, height: int, large_tiles: bool = False) -> None:
        if width < 320 or height < 200:
            raise ValueError(f"the table needs at least 320 x 200 pixels, got {width} x {height}")
        self.width = width
        self.height = height
        self.scale = min(width / DESIGN_W, height / DESIGN_H)
        self.ox = (width - DESIGN_W * self.scale) / 2
        self.oy = (height - DESIGN_H * self.scale) / 2
        self.large_tiles = large_tiles

    def human_tile(self) -> tuple[int, int]:
        """The human's hand tile in design units (larger with the large-tile option)."""
        return LARGE_HUMAN_TILE if self.large_tiles else HUMAN_TILE

    def _side_line(self, side: int) -> tuple[tuple[float, float], float]:
        origin, length = _SIDE_LINE[side]
        if side == 0 and self.large_tiles:
            origin = (origin[0], LARGE_HAND_EDGE)
        return origin, length

    # ---------------------------------------------------------------- conversion
    def px(self, value: float) -> int:
        """A design-space length in window pixels (at least 1)."""
        return max(1, round(value * self.scale))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return round(self.ox + x * self.scale), round(self.oy + y * self.scale)

    def rect(self, x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        """Window rect of a design-space box, rounding edges (not sizes) so neighbours never overlap."""
        left, top = self.point(min(x0, x1), min(y0, y1))
        right, bottom = self.point(max(x0, x1), max(y0, y1))
        return pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))

    def _frame_rect(self, side: int, origin: tuple[float, float], a0: float, a1: float,
                    b0: float, b1: float, inward: bool) -> pygame.Rect:
        """A box given in a side's frame: a along the seat, b toward the centre (inward=True)
        or toward the owner (inward=False), from `origin` (design space)."""
        ux, uy = ALONG[side]
        vx, vy = OUT[side]
        if inward:
            vx, vy = -vx, -vy
        ox, oy = origin
        xs = (ox + ux * a0 + vx * b0, ox + ux * a1 + vx * b1)
        ys = (oy + uy * a0 + vy * b0, oy + uy * a1 + vy * b1)
        return self.rect(xs[0], ys[0], xs[1], ys[1])

    # ---------------------------------------------------------------- tile sizes
    def tile_size(self, kind: str, side: int = 0) -> tuple[int, int]:
        """Upright tile size (width, height) in window pixels for 'hand', 'meld', 'river',
        'wall', 'flower' on `side`; a turned seat's screen box swaps them (see Placed.rect)."""
        if kind == "hand":
            w, h = self.human_tile() if side == 0 else BOT_TILE
        elif kind == "meld":
            w, h = HUMAN_MELD_TILE if side == 0 else BOT_TILE
        elif kind == "river":
            w, h = RIVER_TILE
        elif kind == "wall":
            w, h = WALL_TILE
        elif kind == "flower":
            w, h = FLOWER_TILE
        else:
            raise ValueError(f"unknown tile kind {kind!r}")
        return self.px(w), self.px(h)

    # ---------------------------------------------------------------- hands
    def hand_rects(self, side: int, count: int, drawn: bool = False) -> list[Placed]:
        """The concealed tiles of the seat on `side`: `count` tiles in order from the owner's
        left; with `drawn`, the last one is the freshly drawn tile, set a little apart."""
        origin, _ = self._side_line(side)
        w, h = self.human_tile() if side == 0 else BOT_TILE
        out: list[Placed] = []
        for i in range(count):
            a0 = i * w + (DRAWN_GAP if drawn and i == count - 1 else 0)
            rect = self._frame_rect(side, origin, a0, a0 + w, 0, h, inward=True)
            out.append(Placed(rect, SIDE_TURNS[side], ("hand", side, i)))
        return out

    def hand_slot(self, side: int, index: int, drawn: bool = False) -> pygame.Rect:
        """The rect the tile at `index` would occupy (also past the current end)."""
        return self.hand_rects(side, index + 1, drawn)[index].rect

    def raise_offset(self, side: int) -> tuple[int, int]:
        """Screen offset of a selected (raised) tile: toward the centre."""
        vx, vy = OUT[side]
        return -vx * self.px(HAND_RAISE), -vy * self.px(HAND_RAISE)

    # ---------------------------------------------------------------- melds
    def meld_rects(self, side: int, melds: Sequence[Sequence[tuple[bool, bool]]]) -> list[list[Placed]]:
        """Melds laid from the owner's right end toward the left.

        Each meld is a list of (sideways, stacked) per tile, in the owner's left-to-right order:
        a sideways tile is the claimed one (turned a quarter); a stacked one lies on the tile
        before it (an added kong). Returns Placed rects per tile in the same order.
        """
        origin, length = self._side_line(side)
        w, h = HUMAN_MELD_TILE if side == 0 else BOT_TILE
        inset = _MELD_LINE_INSET[side]
        widths = [sum(h if sideways else w for sideways, stacked in meld if not stacked) for meld in melds]
        total = sum(widths) + MELD_GAP * max(0, len(melds) - 1)
        room = length
        if inset == 0:
            # Same line as the hand: leave room for the hand that goes with these melds.
            hand_w = self.human_tile()[0] if side == 0 else BOT_TILE[0]
            room -= (14 - 3 * len(melds)) * hand_w + DRAWN_GAP + 16
        squeeze = min(1.0, room / total) if total > 0 else 1.0
        result: list[list[Placed]] = []
        end = length
        for meld, width in zip(melds, widths):
            start = end - width * squeeze
            placed: list[Placed] = []
            a = start
            prev_a = start
            for sideways, stacked in meld:
                along, depth = (h, w) if sideways else (w, h)
                along *= squeeze
                if stacked:
                    # Added kong: the fourth tile lies on the claimed one, toward the centre.
                    a0 = prev_a
                    b0 = inset + depth
                else:
                    a0 = a
                    b0 = inset
                    prev_a = a
                    a += along
                turns = (SIDE_TURNS[side] + (1 if sideways else 0)) % 4
                rect = self._frame_rect(side, origin, a0, a0 + along, b0, b0 + depth, inward=True)
                placed.append(Placed(rect, turns, ("meld", side, len(result), len(placed))))
            result.append(placed)
            end = start - MELD_GAP * squeeze
        return result

    # ---------------------------------------------------------------- rivers
    def river_rect(self, side: int, index: int, total: int | None = None) -> Placed:
        """Discard number `index` of the seat on `side`: six a row from the owner's left,
        rows stepping toward the owner; squeezed when more rows than fit have been played."""
        w, h = RIVER_TILE
        rows = (max(total or 0, index + 1) + RIVER_PER_ROW - 1) // RIVER_PER_ROW
        pitch = h if rows <= RIVER_ROWS_ROOM else h * RIVER_ROWS_ROOM / rows
        row, col = divmod(index, RIVER_PER_ROW)
        a0 = -CENTRE_HALF + col * w
        b0 = CENTRE_HALF + RIVER_GAP + row * pitch
        rect = self._frame_rect(side, CENTRE, a0, a0 + w, b0, b0 + h, inward=False)
        return Placed(rect, SIDE_TURNS[side], ("river", side, index))

    # ---------------------------------------------------------------- walls
    def wall_size(self, stacks: int) -> float:
        return stacks * WALL_TILE[0] + WALL_TILE[1]

    def wall_stack_rect(self, side: int, stack: int, layer: int, stacks: int = 18,
                        square: int | None = None) -> pygame.Rect:
        """The wall in front of the seat on `side`, as rules/wall.py numbers it: `stack` counts
        from the RIGHT end as its owner sees it (0 = rightmost); layer 0 is the top tile (drawn
        WALL_LIFT higher so the stacking reads), layer 1 the bottom one. `square` is the longest
        side's stack count when the sides differ (108 tiles make 14/13/14/13)."""
        if not 0 <= stack < stacks or layer not in (0, 1):
            raise ValueError(f"no stack {stack} layer {layer} in a wall of {stacks} stacks")
        w, d = WALL_TILE
        half = self.wall_size(square or stacks) / 2
        # The owner's left end starts at a corner of the square (a = -half), so the four walls
        # close into a pinwheel; stack 0 is the one furthest right.
        a0 = -half + (stacks - 1 - stack) * w
        rect = self._frame_rect(side, CENTRE, a0, a0 + w, half - d, half, inward=False)
        if layer == 0:
            rect = rect.move(0, -self.px(WALL_LIFT))
        return rect

    def wall_outer_rect(self, stacks: int = 18) -> pygame.Rect:
        half = self.wall_size(stacks) / 2
        cx, cy = CENTRE
        return self.rect(cx - half, cy - half - WALL_LIFT, cx + half, cy + half)

    # ---------------------------------------------------------------- the centre
    def centre_rect(self) -> pygame.Rect:
        cx, cy = CENTRE
        return self.rect(cx - CENTRE_HALF, cy - CENTRE_HALF, cx + CENTRE_HALF, cy + CENTRE_HALF)

    def centre_point(self) -> tuple[int, int]:
        return self.point(*CENTRE)

    def dice_rects(self, count: int) -> list[pygame.Rect]:
        """Dice in the lower part of the centre box, in a row."""
        size, gap = 26, 6
        cx, cy = CENTRE
        width = count * size + (count - 1) * gap
        x0 = cx - width / 2
        y0 = cy + 26
        return [self.rect(x0 + i * (size + gap), y0, x0 + i * (size + gap) + size, y0 + size)
                for i in range(count)]

    def seat_draw_rects(self) -> list[pygame.Rect]:
        """The four face-down wind tiles of 打风, in a row across the centre."""
        w, h = 34, 48
        gap = 10
        cx, cy = CENTRE
        x0 = cx - (4 * w + 3 * gap) / 2
        return [self.rect(x0 + i * (w + gap), cy - h / 2, x0 + i * (w + gap) + w, cy + h / 2)
                for i in range(4)]

    # ---------------------------------------------------------------- plates, flowers, text
    def plate_rect(self, side: int) -> pygame.Rect:
        x, y = _PLATES[side]
        w, h = PLATES_SIZE[side]
        return self.rect(x, y, x + w, y + h)

    def flower_rects(self, side: int, count: int) -> list[pygame.Rect]:
        """Flowers set aside: a row under the name plate, squeezed to the plate's width."""
        x, y = _PLATES[side]
        pw, ph = PLATES_SIZE[side]
        w, h = FLOWER_TILE
        if side == 0:
            w, h = 22, 30   # the human's plate sits low: smaller flowers fit under it
        y0 = y + ph + 3
        pitch = w + 2
        if count > 1 and (count - 1) * pitch + w > pw:
            pitch = (pw - w) / (count - 1)
        return [self.rect(x + i * pitch, y0, x + i * pitch + w, y0 + h) for i in range(count)]

    def plate_anchor(self, side: int) -> tuple[int, int]:
        """Where a tile flies to when it goes 'to the seat' (打风, flowers): the plate centre."""
        return self.plate_rect(side).center

    def banner_center(self, side: int) -> tuple[int, int]:
        """Centre of the big 吃/碰/杠/胡 banner for the seat on `side`: between hand and centre."""
        cx, cy = CENTRE
        vx, vy = OUT[side]
        dist = {0: 200, 1: 330, 2: 190, 3: 330}[side]
        return self.point(cx + vx * dist, cy + vy * dist)

    def caption_rect(self) -> pygame.Rect:
        if self.large_tiles:   # above the taller (and raised) hand tiles
            return self.rect(150, 652, 880, 686)
        return self.rect(150, 664, 880, 698)

    def button_area(self) -> pygame.Rect:
        if self.large_tiles:   # below the right player's flowers, above a raised hand tile
            return self.rect(890, 654, 1270, 690)
        return self.rect(890, 656, 1270, 704)

    def button_rects(self, count: int, widths: Sequence[int] | None = None) -> list[pygame.Rect]:
        """Claim buttons in a row, right-aligned above the human's melds. `widths` (window
        pixels, optional) are wishes; they shrink together if the row would not fit."""
        area = self.button_area()
        if count <= 0:
            return []
        gap = self.px(6)
        wanted = list(widths) if widths is not None else [self.px(84)] * count
        total = sum(wanted) + gap * (count - 1)
        room = self.px(1270 - 150)  # may reach left over the caption's right part if needed
        if total > room:
            factor = (room - gap * (count - 1)) / sum(wanted)
            wanted = [max(1, int(w * factor)) for w in wanted]
            total = sum(wanted) + gap * (count - 1)
        out = []
        x = area.right - total
        for w in wanted:
            out.append(pygame.Rect(x, area.top, w, area.height))
            x += w + gap
        return out

    def toggle_rect(self) -> pygame.Rect:
        """The teaching toggle (show the bots' hands): the top right corner, clear of the top
        plate and of the right player's melds."""
        return self.rect(1130, 12, 1272, 44)

    def menu_rect(self) -> pygame.Rect:
        """The menu button (Esc): the top left corner, left of the top player's melds."""
        return self.rect(10, 12, 86, 44)

    def countdown_rect(self) -> pygame.Rect:
        area = self.button_area()
        if self.large_tiles:   # a thinner bar in the gap above the hand (claims raise no tile)
            return pygame.Rect(area.left, area.bottom + self.px(2), area.width, self.px(12))
        return pygame.Rect(area.left, area.bottom + self.px(4), area.width, self.px(16))

    def window_rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.width, self.height)
