"""Where everything on the table is, for a window size. Pure functions of numbers: no drawing.

The table is designed on a 1280 x 800 canvas and scaled uniformly to the window (centred, so a
wider window gets more felt at the sides). Positions are given in window pixels as pygame Rects.

Screen sides: 0 = bottom (the human), 1 = right (下家), 2 = top (对家), 3 = left (上家).
Play runs counter-clockwise, so seat `human + k` sits on side k.

Every seat's things are placed in that seat's own frame: `a` runs along the seat from the
owner's left to the owner's right, `b` runs from the owner toward the centre (or away from it
for rivers). The four frames are the same frame turned a quarter each time, which gives the
usual pinwheel of walls and rivers and turns each seat's tiles to face its owner.

Each seat's things are one group inside that seat's own area (`seat_region`): the name plate at
the owner's left end of the hand, the hand, the melds right after it, the flowers beside the
plate (upright, to be read). Nothing of a seat lies beside another seat's plate or in a corner
another seat uses; the menu, the toggle, the teaching toolbar, column and tracker, the caption
and the buttons sit where no seat's area is (tests/client/test_layout.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

import pygame

DESIGN_W, DESIGN_H = 1280, 800

# Unit vectors per side: `along` = owner's left -> right, `out` = centre -> owner.
ALONG = ((1, 0), (0, -1), (-1, 0), (0, 1))
OUT = ((0, 1), (1, 0), (0, -1), (-1, 0))
# Quarter turns (anticlockwise) that make a tile's top point away from its owner.
SIDE_TURNS = (0, 1, 2, 3)
QUARTER_TURNS = len(SIDE_TURNS)   # a whole turn
TABLE_SIDES = len(ALONG)          # bottom, right, top, left: a full table seats one player a side
# The screen side of each seat counted from the viewer's (0 = the viewer, at the bottom), for a
# table of 2, 3 or 4 players: the next player (下家) on the right, the one before (上家) on the
# left, the one opposite at the top.
SIDES_BY_SEATS = {2: (0, 2), 3: (0, 1, 3), 4: (0, 1, 2, 3)}

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
HAND_SIZE = 13                 # concealed tiles before the draw (every variant so far)
# Flowers are drawn upright for the viewer (they are read, not played), at river size or more.
FLOWER_TILE = (28, 40)         # a bot's flowers
HUMAN_FLOWER_TILE = (30, 42)   # the human's own flowers
FLOWER_PITCH = 2               # the gap between two flowers
PLATES_SIZE = {0: (184, 54), 1: (184, 54), 2: (184, 54), 3: (184, 54)}
HAND_RAISE = 16                # a selected tile rises this much

# A wall split in two piles (a table of two): the left edges of the piles' two columns, left and
# right of the rivers (which reach 106 from the centre), and the line their labels sit on.
_PILE_LEFT = (CENTRE[0] - 106 - 10 - 2 * WALL_TILE[1] - 6, CENTRE[0] + 106 + 10)
PILE_COLUMN_GAP = 6
PILE_LABEL_Y = 72.0

# Every seat is one group: its name plate at the owner's left end of the hand, the hand, then
# its melds right after the hand's room (never at the far end of the table), its flowers beside
# the plate. Per side: the origin of a = 0 on the hand's outer edge, and the length of the line
# (hand + melds; melds squeeze beyond it).
_SIDE_LINE = {
    0: ((200.0, 790.0), 1070.0),   # bottom: hand from x=200 going right; melds end by x=1270
    1: ((1270.0, 550.0), 480.0),   # right: from y=550 going up, by y=70
    2: ((936.0, 6.0), 470.0),      # top: from x=936 going left, by x=466
    3: ((10.0, 122.0), 476.0),     # left: from y=122 going down, by y=598
}
_PLATES = {  # top-left corners of name plates (design space): at each hand's left end
    0: (10.0, 646.0),     # left of the caption, over the human's flowers
    1: (1086.0, 556.0),   # under the right player's hand
    2: (942.0, 6.0),      # right of the top player's hand
    3: (10.0, 62.0),      # over the left player's hand
}
# Bots' flowers: columns (side seats) beside the hand, toward the centre, from the plate's end.
_FLOWER_DEPTH = 56.0            # b of the first column: clear of an added kong's upper tile (52)
_TOP_FLOWERS = (942.0, 66.0, 4, 3)   # the top player's block under his plate: x, y, per row, rows
_HUMAN_FLOWERS = (10.0, 194.0)       # the human's block: x from .. to, rows up from the hand's edge
# The part of the table each seat's things may use (design space, max content of any variant
# but the flower columns, which `seat_region` adds for the flowers asked). Nothing of another
# seat, no button, caption, wall or teaching panel is drawn there (tests/client/test_layout.py).
_SEAT_AREAS = {
    0: ((0, 640, 198, 800), (198, 704, 1280, 800)),
    1: ((1218, 64, 1280, 552), (1080, 552, 1280, 616)),
    2: ((460, 0, 1130, 62), (938, 62, 1066, 196)),
    3: ((0, 58, 198, 120), (0, 120, 62, 602)),
}


def side_of(seat: int, human: int, seats: int = TABLE_SIDES) -> int:
    """Screen side of a seat when `human` sits at the bottom of a table of `seats` players."""
    return SIDES_BY_SEATS[seats][(seat - human) % seats]


def seat_on_side(side: int, human: int, seats: int = TABLE_SIDES) -> Optional[int]:
    """The seat drawn on screen side `side` when `human` sits at the bottom (None: nobody)."""
    sides = SIDES_BY_SEATS[seats]
    return (human + sides.index(side)) % seats if side in sides else None


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
        """The window pixel of design point (`x`, `y`)."""
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
            w, h = HUMAN_FLOWER_TILE if side == 0 else FLOWER_TILE
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
    def hand_room(self, side: int, melds: int) -> float:
        """Design length the hand takes with `melds` melds laid: its most tiles (the drawn one
        included, set apart) and the gap before the first meld."""
        w = self.human_tile()[0] if side == 0 else BOT_TILE[0]
        tiles = max(1, HAND_SIZE + 1 - 3 * melds)
        return tiles * w + DRAWN_GAP + MELD_GAP

    def meld_rects(self, side: int, melds: Sequence[Sequence[tuple[bool, bool]]]) -> list[list[Placed]]:
        """Melds laid right after the room of the hand that goes with them (the owner's right of
        his hand), in the hand's line, in the order they were made; squeezed to the line's length.

        Each meld is a list of (sideways, stacked) per tile, in the owner's left-to-right order:
        a sideways tile is the claimed one (turned a quarter); a stacked one lies on the tile
        before it (an added kong). Returns Placed rects per tile in the same order.
        """
        origin, length = self._side_line(side)
        w, h = HUMAN_MELD_TILE if side == 0 else BOT_TILE
        widths = [sum(h if sideways else w for sideways, stacked in meld if not stacked) for meld in melds]
        total = sum(widths) + MELD_GAP * max(0, len(melds) - 1)
        start = self.hand_room(side, len(melds))
        squeeze = min(1.0, (length - start) / total) if total > 0 else 1.0
        result: list[list[Placed]] = []
        a = start
        a0: float       # where along the side, and how deep, the tile lies
        b0: float
        for meld in melds:
            placed: list[Placed] = []
            prev_a = a
            for sideways, stacked in meld:
                upright_along, depth = (h, w) if sideways else (w, h)
                along = upright_along * squeeze
                if stacked:
                    # Added kong: the fourth tile lies on the claimed one, toward the centre.
                    a0, b0 = prev_a, depth
                else:
                    a0, b0 = a, 0.0
                    prev_a = a
                    a += along
                turns = (SIDE_TURNS[side] + (1 if sideways else 0)) % QUARTER_TURNS
                rect = self._frame_rect(side, origin, a0, a0 + along, b0, b0 + depth, inward=True)
                placed.append(Placed(rect, turns, ("meld", side, len(result), len(placed))))
            result.append(placed)
            a += MELD_GAP * squeeze
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
        """The length (design units) of one side of the wall with `stacks` stacks."""
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

    # ---------------------------------------------------------------- two piles (a split wall)
    def pile_stack_rect(self, pile: int, stack: int, layer: int, stacks: int) -> pygame.Rect:
        """A wall split in two piles drawn apart (a table of two: the live deck and a reserve):
        pile 0 stands left of the rivers, pile 1 right of them, each in two columns of stacks
        read like text (the left column top to bottom, then the right one). Layer 0 is the top
        tile (drawn WALL_LIFT higher), layer 1 the bottom one."""
        if pile not in (0, 1) or not 0 <= stack < stacks or layer not in (0, 1):
            raise ValueError(f"no stack {stack} layer {layer} in pile {pile} of {stacks} stacks")
        w, d = WALL_TILE
        per_column = -(-stacks // 2)
        column, row = divmod(stack, per_column)
        left = _PILE_LEFT[pile] + column * (d + PILE_COLUMN_GAP)
        top = CENTRE[1] - per_column * w / 2 + row * w
        rect = self.rect(left, top, left + d, top + w)
        if layer == 0:
            rect = rect.move(0, -self.px(WALL_LIFT))
        return rect

    def pile_rect(self, pile: int, stacks: int) -> pygame.Rect:
        """The whole of a pile of `stacks` stacks (its upper layer included)."""
        first = self.pile_stack_rect(pile, 0, 0, stacks)
        last = self.pile_stack_rect(pile, stacks - 1, 1, stacks)
        corner = self.pile_stack_rect(pile, min(stacks - 1, -(-stacks // 2) - 1), 1, stacks)
        return first.union(last).union(corner)

    def pile_label_point(self, pile: int) -> tuple[int, int]:
        """Where a pile's name and count are written: centred above it."""
        w, d = WALL_TILE
        x = _PILE_LEFT[pile] + d + PILE_COLUMN_GAP / 2
        return self.point(x, PILE_LABEL_Y)

    def pile_edges(self) -> tuple[float, float]:
        """Design x of the piles' outer edges (left of pile 0, right of pile 1)."""
        return _PILE_LEFT[0], _PILE_LEFT[1] + 2 * WALL_TILE[1] + PILE_COLUMN_GAP

    def wall_outer_rect(self, stacks: int = 18) -> pygame.Rect:
        """The box the whole wall of `stacks` stacks a side covers, top layer included."""
        half = self.wall_size(stacks) / 2
        cx, cy = CENTRE
        return self.rect(cx - half, cy - half - WALL_LIFT, cx + half, cy + half)

    # ---------------------------------------------------------------- the centre
    def centre_rect(self) -> pygame.Rect:
        """The table's centre square (the dice, the seat plates' middle)."""
        cx, cy = CENTRE
        return self.rect(cx - CENTRE_HALF, cy - CENTRE_HALF, cx + CENTRE_HALF, cy + CENTRE_HALF)

    def centre_point(self) -> tuple[int, int]:
        """The window pixel of the table's centre."""
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

    def seat_draw_rects(self, count: int) -> list[pygame.Rect]:
        """The `count` face-down wind tiles of 打风 (one a player), in a row across the centre."""
        w, h = 34, 48
        gap = 10
        cx, cy = CENTRE
        x0 = cx - (count * w + (count - 1) * gap) / 2
        return [self.rect(x0 + i * (w + gap), cy - h / 2, x0 + i * (w + gap) + w, cy + h / 2)
                for i in range(count)]

    # ---------------------------------------------------------------- plates, flowers, text
    def plate_rect(self, side: int) -> pygame.Rect:
        """The seat's name plate on `side`."""
        x, y = _PLATES[side]
        w, h = PLATES_SIZE[side]
        return self.rect(x, y, x + w, y + h)

    def flower_rects(self, side: int, count: int) -> list[pygame.Rect]:
        """Flowers set aside, upright for the viewer, beside the seat's plate: the human's in two
        rows left of his hand (under his plate); the top player's in rows under his plate; the
        side players' in columns beside the hand, from the plate's end. Rows that are full at
        full size squeeze their pitch, so every flower stays inside the seat's area."""
        if count <= 0:
            return []
        if side == 0:
            return _human_flowers(self, count)
        if side == 2:
            return _top_flowers(self, count)
        return _side_flowers(self, side, count)

    def flower_reach(self, side: int, count: int) -> float:
        """How far (design units, from the window's edge) the seat's flowers reach toward the
        centre with `count` of them: the side seats' columns widen the seat's area."""
        if side not in (1, 3) or count <= 0:
            return 0.0
        w, h = FLOWER_TILE
        _, length = self._side_line(side)
        per_col = int((length - h) // (h + FLOWER_PITCH)) + 1
        cols = len(_flower_rows(count, per_col, 3))
        return 10.0 + _FLOWER_DEPTH + cols * (w + FLOWER_PITCH) - FLOWER_PITCH

    def seat_region(self, side: int, flowers: int = 8) -> list[pygame.Rect]:
        """The rects (window pixels) a seat's hand, melds, flowers and plate may use, with up to
        `flowers` flowers: no other seat's thing, button, caption, wall or panel is there."""
        boxes: list[list[float]] = [list(box) for box in _SEAT_AREAS[side]]
        reach = self.flower_reach(side, flowers)
        if side == 3 and reach:
            boxes[1][2] = max(boxes[1][2], reach + 4)
        if side == 1 and reach:
            boxes[0][0] = min(boxes[0][0], DESIGN_W - reach - 4)
        return [self.rect(*box) for box in boxes]

    def seal_rect(self, side: int) -> pygame.Rect:
        """Where the red 胡 seal of a laid-down hand (血战到底) sits: at the start of the seat's
        flower place (血战 has no flowers), beside the plate and the hand; the human's in the
        middle of his (clear of the window's edge and its frame at any size)."""
        if side == 0:
            x0, x1 = _HUMAN_FLOWERS
            (_, edge), _ = self._side_line(0)
            top = _PLATES[0][1] + PLATES_SIZE[0][1]      # under the plate
            cx, cy = (x0 + x1) / 2, (top + edge) / 2
            return self.rect(cx - 22, cy - 22, cx + 22, cy + 22)
        if side == 2:
            x0, y0, _, _ = _TOP_FLOWERS
            return self.rect(x0, y0, x0 + 40, y0 + 40)
        origin, _ = self._side_line(side)
        return self._frame_rect(side, origin, 0, 40, _FLOWER_DEPTH, _FLOWER_DEPTH + 40, inward=True)

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
        """The beginner's caption: above the hand, right of the human's plate, left of the buttons."""
        if self.large_tiles:   # above the taller (and raised) hand tiles
            return self.rect(200, 652, 884, 686)
        return self.rect(200, 664, 884, 698)

    def button_area(self) -> pygame.Rect:
        """Where the claim buttons go: right, above the human's hand."""
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
        room = self.px(1270 - 200)  # may reach left over the caption's right part if needed
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
        """The teaching toggle (show the bots' hands): the top right corner, right of the top
        player's plate, above the right player's line."""
        return self.rect(1134, 12, 1272, 44)

    def menu_rect(self) -> pygame.Rect:
        """The menu button (Esc): the top left corner, where no seat's things are."""
        return self.rect(10, 12, 94, 44)     # wide enough for "菜单 Esc" at 1024 x 640

    def toolbar_rect(self) -> pygame.Rect:
        """The teaching buttons (two rows of three): the top band left of the top player's line,
        right of the menu, above the left player's plate; rows tall enough for their line of
        text at 1024 x 640 (the #toolbar font: tests/client/test_table_panels_layout.py)."""
        return self.rect(100, 2, 420, 58)

    def teaching_column(self, left_flowers: int, stacks: int = 18, piles: bool = False) -> pygame.Rect:
        """The hint / waits / narration column: between the left player's hand and flowers
        (with `left_flowers` of them) and the left wall (or the left pile), under the left
        plate, over the human's."""
        left = max(self.flower_reach(3, left_flowers), 62.0) + 14
        wall_left = self.pile_edges()[0] if piles else CENTRE[0] - self.wall_size(stacks) / 2
        return self.rect(left, 122, wall_left - 6, 638)

    def tracker_area(self, right_flowers: int, stacks: int = 18, piles: bool = False) -> pygame.Rect:
        """The tile tracker's room: between the right wall (or the right pile) and the right
        player's flowers (with `right_flowers` of them), under the top player's flowers, over the
        right plate."""
        right = DESIGN_W - max(self.flower_reach(1, right_flowers), 62.0) - 14
        wall_right = self.pile_edges()[1] if piles else CENTRE[0] + self.wall_size(stacks) / 2
        return self.rect(wall_right + 6, 200, right, 550)

    def countdown_rect(self) -> pygame.Rect:
        """The claim countdown bar, just below the buttons."""
        area = self.button_area()
        if self.large_tiles:   # a thinner bar in the gap above the hand (claims raise no tile)
            return pygame.Rect(area.left, area.bottom + self.px(2), area.width, self.px(12))
        return pygame.Rect(area.left, area.bottom + self.px(4), area.width, self.px(16))

    def window_rect(self) -> pygame.Rect:
        """The whole window."""
        return pygame.Rect(0, 0, self.width, self.height)


# ---- where the flowers set aside go (TableLayout.flower_rects)

def _flower_rows(count: int, per_row: int, rows: int) -> list[int]:
    """How many flowers go in each row: full rows first, then every row a little fuller."""
    if count <= per_row * rows:
        full, rest = divmod(count, per_row)
        return [per_row] * full + ([rest] if rest else [])
    per = -(-count // rows)
    return [min(per, count - i * per) for i in range(rows) if count - i * per > 0]


def _flower_pitch(room: float, tile: float, n: int) -> float:
    """Distance between neighbours of a row of `n` tiles in `room`: a small gap, or less."""
    if n <= 1:
        return tile + FLOWER_PITCH
    return min(tile + FLOWER_PITCH, (room - tile) / (n - 1))


def _human_flowers(layout: TableLayout, count: int) -> list[pygame.Rect]:
    """The human's flowers: two rows left of the hand, under the plate."""
    w, h = HUMAN_FLOWER_TILE
    x0, x1 = _HUMAN_FLOWERS
    (_, edge), _ = layout._side_line(0)
    per_row = max(1, int((x1 - x0) // w))   # six a row: the pitch is a hair more than a tile
    out = []
    for row, n in enumerate(_flower_rows(count, per_row, 2)):
        pitch = _flower_pitch(x1 - x0, w, n)
        bottom = edge - row * (h + FLOWER_PITCH)
        left = x1 - w - (n - 1) * pitch       # a short row keeps to the hand's side
        out += [layout.rect(left + i * pitch, bottom - h, left + i * pitch + w, bottom) for i in range(n)]
    return out


def _top_flowers(layout: TableLayout, count: int) -> list[pygame.Rect]:
    """The top player's flowers: rows under the plate."""
    w, h = FLOWER_TILE
    x0, y0, per_row, rows = _TOP_FLOWERS
    room = (per_row - 1) * (w + FLOWER_PITCH) + w
    out = []
    for row, n in enumerate(_flower_rows(count, per_row, rows)):
        pitch = _flower_pitch(room, w, n)
        y = y0 + row * (h + FLOWER_PITCH)
        out += [layout.rect(x0 + i * pitch, y, x0 + i * pitch + w, y + h) for i in range(n)]
    return out


def _side_flowers(layout: TableLayout, side: int, count: int) -> list[pygame.Rect]:
    """A side player's flowers: columns beside the hand, from the plate's end."""
    w, h = FLOWER_TILE
    origin, length = layout._side_line(side)
    per_col = int((length - h) // (h + FLOWER_PITCH)) + 1
    out = []
    for col, n in enumerate(_flower_rows(count, per_col, 3)):
        pitch = _flower_pitch(length, h, n)
        b0 = _FLOWER_DEPTH + col * (w + FLOWER_PITCH)
        # Upright tiles: h along the seat (the screen's y), w toward the centre.
        out += [layout._frame_rect(side, origin, i * pitch, i * pitch + h, b0, b0 + w, inward=True)
                for i in range(n)]
    return out


def design_px(size: tuple[int, int], value: float) -> int:
    """A design-space length (1280 × 800) in the pixels of a window of `size` (at least 1)."""
    return max(1, round(value * TableLayout(*size).scale))
