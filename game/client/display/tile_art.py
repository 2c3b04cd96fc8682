"""Tile faces and backs drawn from shapes and font glyphs, rendered once per size and cached.

Every image is drawn SUPERSAMPLE times larger and smooth-scaled down, which antialiases the
circles, sticks and glyphs without needing per-primitive antialiasing. Drawing needs only
`pygame.font` (no display mode): surfaces are plain SRCALPHA surfaces.

The art of 筒 and 条 is laid out in a 3 x 4 "unit box" (x 0..3 left to right, y 0..4 top to
bottom) by the pure functions `circle_positions` and `stick_positions`, so the traditional
arrangements can be tested without pixels.
"""
from __future__ import annotations

import math
from typing import Callable, NamedTuple, Optional

import pygame

from game.client.display.surface_cache import MB, SurfaceCache
from game.client.display.tile_glyphs import (EXTRA_COLOURS, FLOWER_COLOURS, FLOWERS_A_SET, draw_bonus,
                                             draw_glyphs)
from game.client.display.tile_marks import (CLASSIC, LEARNER_INK, TileStyle, draw_marks, draw_numeral,
                                            draw_text_in, learner_label)
from rules.tiles import Tile

TILE_ART_BUDGET = 16 * MB      # the tile images kept until the window sets its own (set_budget)

SUPERSAMPLE = 4
BOX_W, BOX_H = 3.0, 4.0

Colour = tuple[int, int, int]

QUARTER_TURNS = 4     # a whole turn
IVORY = (247, 242, 226)
IVORY_SHADE = (222, 211, 182)   # rim of the face, reads as a bevel
OUTLINE = (28, 38, 30)
# A jade back, lighter and bluer than table felt so face-down tiles stand out on it.
BACK_GREEN = (16, 146, 108)
BACK_GREEN_LIGHT = (78, 190, 150)
BACK_GREEN_DARK = (8, 96, 70)
IVORY_EDGE = (214, 203, 172)    # the face layer, seen under a face-down tile
INK = (24, 24, 24)
RED = (200, 34, 38)
GREEN = (20, 128, 66)
BLUE = (30, 76, 168)
GOLD = (226, 168, 24)
GOLD_LIGHT = (255, 222, 110)

HONOR_COLOURS: tuple[Colour, ...] = (INK, INK, INK, INK, RED, GREEN)  # 东南西北中发; 白 is a frame
# The colour-blind set's inks (from Okabe and Ito's palette): red becomes vermilion, green a blue
# and blue near black, so the three stay apart with red-green colour blindness (and in lightness).
COLOUR_BLIND_INKS: dict[Colour, Colour] = {RED: (213, 94, 0), GREEN: (0, 106, 170), BLUE: (40, 40, 48)}
Palette = Callable[[Colour], Colour]
NUMERALS = "一二三四五六七八九"


class Circle(NamedTuple):
    """One 筒 circle in unit-box coordinates."""
    x: float
    y: float
    r: float
    colour: Colour


class Stick(NamedTuple):
    """One 条 stick in unit-box coordinates; `angle` in degrees, positive leans the top right."""
    x: float
    y: float
    length: float
    width: float
    angle: float
    colour: Colour


def circle_positions(n: int) -> tuple[Circle, ...]:
    """The traditional arrangement of the circles on the n 筒 tile."""
    if n == 1:
        return (Circle(1.5, 2.0, 1.38, BLUE),)
    if n == 2:
        return (Circle(1.5, 1.0, 0.82, GREEN), Circle(1.5, 3.0, 0.82, BLUE))
    if n == 3:
        return (Circle(0.62, 0.78, 0.58, BLUE), Circle(1.5, 2.0, 0.58, RED), Circle(2.38, 3.22, 0.58, GREEN))
    if n == 4:
        return (Circle(0.8, 1.05, 0.66, BLUE), Circle(2.2, 1.05, 0.66, GREEN),
                Circle(0.8, 2.95, 0.66, GREEN), Circle(2.2, 2.95, 0.66, BLUE))
    if n == 5:
        return (Circle(0.66, 0.78, 0.6, BLUE), Circle(2.34, 0.78, 0.6, GREEN), Circle(1.5, 2.0, 0.6, RED),
                Circle(0.66, 3.22, 0.6, GREEN), Circle(2.34, 3.22, 0.6, BLUE))
    if n == 6:
        cols, rows = (0.82, 2.18), (0.64, 2.0, 3.36)
        return tuple(Circle(x, y, 0.58, GREEN if y == rows[0] else RED) for y in rows for x in cols)
    if n == 7:
        top = (Circle(0.52, 0.5, 0.46, GREEN), Circle(1.5, 0.9, 0.46, GREEN), Circle(2.48, 1.3, 0.46, GREEN))
        return top + tuple(Circle(x, y, 0.5, RED) for y in (2.42, 3.48) for x in (0.86, 2.14))
    if n == 8:
        return tuple(Circle(x, y, 0.46, BLUE) for y in (0.5, 1.5, 2.5, 3.5) for x in (0.82, 2.18))
    if n == 9:
        coloured_rows = ((0.66, BLUE), (2.0, RED), (3.34, GREEN))
        return tuple(Circle(x, y, 0.46, colour) for y, colour in coloured_rows for x in (0.52, 1.5, 2.48))
    raise ValueError(f"a 筒 tile has 1..9 circles, not {n}")


def stick_positions(n: int) -> tuple[Stick, ...]:
    """The traditional arrangement of the sticks on the n 条 tile (n = 2..9; 一条 is a bird)."""
    long, short, w = 1.7, 1.12, 0.56

    def grid(xs: tuple[float, ...], ys: tuple[float, ...], length: float,
             colour_of: Callable[[float, float], Colour] = lambda x, y: GREEN) -> tuple[Stick, ...]:
        return tuple(Stick(x, y, length, w, 0.0, colour_of(x, y)) for y in ys for x in xs)

    if n == 2:
        return grid((1.5,), (1.0, 3.0), long, lambda x, y: GREEN if y < 2 else BLUE)
    if n == 3:
        return grid((1.5,), (1.0,), long) + grid((0.9, 2.1), (3.0,), long, lambda x, y: BLUE)
    if n == 4:
        return grid((0.9, 2.1), (1.0, 3.0), long, lambda x, y: GREEN if (x < 1.5) == (y < 2) else BLUE)
    if n == 5:
        corners = grid((0.5, 2.5), (1.0, 3.0), long, lambda x, y: GREEN if (x < 1.5) == (y < 2) else BLUE)
        return corners[:2] + (Stick(1.5, 2.0, long, w, 0.0, RED),) + corners[2:]
    if n == 6:
        return grid((0.52, 1.5, 2.48), (1.0, 3.0), long, lambda x, y: GREEN if y < 2 else BLUE)
    if n == 7:
        return (Stick(1.5, 0.66, short, w, 0.0, RED),) + grid((0.52, 1.5, 2.48), (2.0, 3.34), short)
    if n == 8:
        # "M" over "W": the inner pairs lean together at the top, then at the bottom.
        tilt, narrow = 20.0, 0.44
        out = []
        for y, lean in ((1.0, 1), (3.0, -1)):
            colour = GREEN if y < 2 else BLUE
            out += [Stick(0.3, y, long, narrow, 0.0, colour), Stick(1.03, y, long, narrow, lean * tilt, colour),
                    Stick(1.97, y, long, narrow, -lean * tilt, colour), Stick(2.7, y, long, narrow, 0.0, colour)]
        return tuple(out)
    if n == 9:
        return grid((0.52, 1.5, 2.48), (0.66, 2.0, 3.34), short, lambda x, y: RED if x == 1.5 else GREEN)
    raise ValueError(f"a 条 tile shows 2..9 sticks, not {n} (一条 is drawn as a bird)")


class _Box:
    """Maps unit-box coordinates into a pixel rectangle, keeping the 3:4 aspect, centred."""

    def __init__(self, rect: pygame.Rect):
        self.scale = min(rect.width / BOX_W, rect.height / BOX_H)
        self.left = rect.x + (rect.width - BOX_W * self.scale) / 2
        self.top = rect.y + (rect.height - BOX_H * self.scale) / 2

    def pt(self, x: float, y: float) -> tuple[float, float]:
        return self.left + x * self.scale, self.top + y * self.scale

    def len(self, units: float) -> float:
        return units * self.scale


def _ellipse_points(cx: float, cy: float, rx: float, ry: float, angle_deg: float = 0.0,
                    steps: int = 40) -> list[tuple[float, float]]:
    a = math.radians(angle_deg)
    pts = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x, y = rx * math.cos(t), ry * math.sin(t)
        pts.append((cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)))
    return pts


def _shade(colour: Colour, factor: float) -> Colour:
    """Darker (factor < 1) or lighter (factor > 1, toward white) version of a colour."""
    if factor <= 1:
        return tuple(int(c * factor) for c in colour)  # type: ignore[return-value]
    return tuple(int(c + (255 - c) * (factor - 1)) for c in colour)  # type: ignore[return-value]


# ---------------------------------------------------------------- suit art

def _classic(colour: Colour) -> Colour:
    """The classic set's inks: every colour as it is."""
    return colour


def _colour_blind(colour: Colour) -> Colour:
    """The colour-blind set's ink for a classic colour."""
    return COLOUR_BLIND_INKS.get(colour, colour)


def _draw_circle(canvas: pygame.Surface, box: _Box, c: Circle, ornate: bool, pal: Palette) -> None:
    cx, cy = box.pt(c.x, c.y)
    r = box.len(c.r)
    colour = pal(c.colour)
    pygame.draw.circle(canvas, colour, (cx, cy), r)
    pygame.draw.circle(canvas, IVORY, (cx, cy), r * 0.74)
    pygame.draw.circle(canvas, colour, (cx, cy), r * 0.58)
    pygame.draw.circle(canvas, IVORY, (cx, cy), r * 0.24)
    if not ornate:
        pygame.draw.circle(canvas, _shade(colour, 0.8), (cx, cy), r * 0.12)
        return
    # 一筒's big circle: a ring of petals and a red heart, as on real sets.
    pygame.draw.circle(canvas, pal(GREEN), (cx, cy), r * 0.58)
    for i in range(12):
        a = 2 * math.pi * i / 12
        pygame.draw.circle(canvas, IVORY, (cx + math.cos(a) * r * 0.42, cy + math.sin(a) * r * 0.42), r * 0.08)
    pygame.draw.circle(canvas, IVORY, (cx, cy), r * 0.3)
    pygame.draw.circle(canvas, pal(RED), (cx, cy), r * 0.24)
    pygame.draw.circle(canvas, IVORY, (cx, cy), r * 0.09)


def _draw_dots(canvas: pygame.Surface, rect: pygame.Rect, n: int, pal: Palette) -> None:
    box = _Box(rect)
    for c in circle_positions(n):
        _draw_circle(canvas, box, c, (n == 1), pal)


def _draw_stick(canvas: pygame.Surface, box: _Box, s: Stick, pal: Palette) -> None:
    length, width = box.len(s.length), box.len(s.width)
    pad = int(width)
    surf = pygame.Surface((int(width) + 2 * pad, int(length) + 2 * pad), pygame.SRCALPHA)
    body = pygame.Rect(pad, pad, int(width), int(length))
    colour = pal(s.colour)
    dark = _shade(colour, 0.55)
    pygame.draw.rect(surf, dark, body, border_radius=int(width / 2))
    inner = body.inflate(-max(2, width * 0.22), -max(2, width * 0.22))
    pygame.draw.rect(surf, colour, inner, border_radius=int(inner.width / 2))
    # A light stripe down the stick and three joints make it read as bamboo, not a bar.
    stripe = pygame.Rect(0, 0, max(1, inner.width * 0.22), inner.height * 0.84)
    stripe.center = (inner.centerx - inner.width * 0.18, inner.centery)
    pygame.draw.rect(surf, _shade(colour, 1.45), stripe, border_radius=int(stripe.width / 2))
    # Joints: one in the middle, and near both ends of the long sticks.
    joints = (0.5,) if s.length < 1.5 else (0.16, 0.5, 0.84)
    for frac in joints:
        y = body.y + body.height * frac
        joint = pygame.Rect(0, 0, body.width + width * 0.16, max(2, width * (0.28 if frac == 0.5 else 0.18)))
        joint.center = (body.centerx, y)
        pygame.draw.rect(surf, dark, joint, border_radius=int(joint.height / 2))
    if s.angle:
        surf = pygame.transform.rotate(surf, -s.angle)  # pygame rotates counter-clockwise
    cx, cy = box.pt(s.x, s.y)
    canvas.blit(surf, surf.get_rect(center=(round(cx), round(cy))))


def _draw_bamboo(canvas: pygame.Surface, rect: pygame.Rect, n: int, pal: Palette) -> None:
    box = _Box(rect)
    if n == 1:
        _draw_bird(canvas, box, pal)
        return
    for s in stick_positions(n):
        _draw_stick(canvas, box, s, pal)


def _draw_bird(canvas: pygame.Surface, box: _Box, pal: Palette) -> None:
    """一条's bird: tail feathers, body, wing, head with crest, beak, eye and legs."""
    P = box.pt
    L = box.len
    # Tail: three long feathers fanning down to the left, each with an eye spot.
    for angle, colour in ((-58, pal(BLUE)), (-38, pal(GREEN)), (-18, pal(RED))):
        a = math.radians(angle + 180)
        tip = (1.55 + math.cos(a) * 1.55, 2.45 - math.sin(a) * 1.55)
        mid = ((1.55 + tip[0]) / 2, (2.45 + tip[1]) / 2)
        pygame.draw.polygon(canvas, colour, [P(*p) for p in _ellipse_points(*mid, 0.85, 0.2, -angle - 180)])
        pygame.draw.circle(canvas, GOLD, P(*tip), L(0.17))
        pygame.draw.circle(canvas, _shade(colour, 0.7), P(*tip), L(0.08))
    # Legs under the body.
    for x in (1.55, 1.95):
        pygame.draw.line(canvas, (150, 70, 20), P(x, 2.7), P(x - 0.1, 3.55), max(2, int(L(0.09))))
        pygame.draw.line(canvas, (150, 70, 20), P(x - 0.35, 3.6), P(x + 0.2, 3.6), max(2, int(L(0.08))))
    # Body and wing.
    pygame.draw.polygon(canvas, pal(GREEN), [P(*p) for p in _ellipse_points(1.8, 2.15, 0.78, 0.6, -25)])
    pygame.draw.polygon(canvas, pal(BLUE), [P(*p) for p in _ellipse_points(1.68, 2.2, 0.52, 0.27, -30)])
    pygame.draw.polygon(canvas, GOLD, [P(*p) for p in _ellipse_points(1.88, 2.62, 0.42, 0.13, -15)])
    # Head, crest, beak, eye.
    pygame.draw.circle(canvas, pal(RED), P(2.3, 1.25), L(0.42))
    pygame.draw.polygon(canvas, pal(RED), [P(2.05, 0.95), P(2.0, 0.35), P(2.3, 0.85), P(2.55, 0.4), P(2.5, 0.95)])
    pygame.draw.polygon(canvas, GOLD, [P(2.66, 1.12), P(2.98, 1.32), P(2.64, 1.42)])
    pygame.draw.circle(canvas, IVORY, P(2.4, 1.17), L(0.13))
    pygame.draw.circle(canvas, INK, P(2.43, 1.17), L(0.07))
    pygame.draw.polygon(canvas, pal(GREEN), [P(1.95, 1.5), P(2.55, 1.55), P(2.25, 1.95)])


def _draw_characters(canvas: pygame.Surface, rect: pygame.Rect, n: int, pal: Palette, learner: bool = False) -> None:
    top = pygame.Rect(rect.x, rect.y, rect.width, int(rect.height * 0.42))
    bottom = pygame.Rect(rect.x, rect.y + int(rect.height * 0.44), rect.width, rect.height - int(rect.height * 0.44))
    if learner:
        # The Arabic numeral beside the Chinese one, as tall as it: 5 五 over 萬.
        split = int(rect.width * 0.4)
        draw_numeral(canvas, pygame.Rect(top.x, top.y, split, top.height).inflate(-rect.width * 0.04, -rect.height * 0.04),
                     n, LEARNER_INK)
        draw_glyphs(canvas, NUMERALS[n - 1], INK, pygame.Rect(top.x + split, top.y, top.width - split, top.height)
                     .inflate(-rect.width * 0.04, -rect.height * 0.02))
    else:
        draw_glyphs(canvas, NUMERALS[n - 1], INK, top.inflate(-rect.width * 0.12, -rect.height * 0.02))
    draw_glyphs(canvas, "萬", pal(RED), bottom)


def _draw_honour(canvas: pygame.Surface, rect: pygame.Rect, tile: Tile, pal: Palette, learner: bool) -> None:
    """东南西北中发 filling the face; a learner's letter (E, N, R ...) at the top left, the glyph
    stepping down and right to make room for it."""
    colour = pal(HONOR_COLOURS[tile.rank - 1])
    if not learner:
        draw_glyphs(canvas, tile.name_zh, colour, rect.inflate(-rect.width * 0.04, 0))
        return
    letter = pygame.Rect(rect.x, rect.y, int(rect.width * 0.44), int(rect.height * 0.32))
    draw_text_in(canvas, letter.inflate(-rect.width * 0.02, -rect.height * 0.03), learner_label(tile), LEARNER_INK)
    glyph = pygame.Rect(rect.x + int(rect.width * 0.16), rect.y + int(rect.height * 0.24),
                        rect.width - int(rect.width * 0.16), rect.height - int(rect.height * 0.24))
    draw_glyphs(canvas, tile.name_zh, colour, glyph)


def _draw_white_dragon(canvas: pygame.Surface, rect: pygame.Rect, pal: Palette) -> None:
    frame = rect.inflate(-rect.width * 0.12, -rect.height * 0.1)
    line = max(2, int(rect.width * 0.09))
    pygame.draw.rect(canvas, pal(BLUE), frame, line, border_radius=line)
    inner = frame.inflate(-line * 3.2, -line * 3.2)
    pygame.draw.rect(canvas, pal(BLUE), inner, max(1, line // 3))


def _draw_art(canvas: pygame.Surface, rect: pygame.Rect, tile: Tile, style: TileStyle = CLASSIC) -> None:
    """The art of `tile` in `rect` in the inks of `style`, and the style's marks over it."""
    _draw_picture(canvas, rect, tile, _colour_blind if style.colour_blind else _classic, style.learner)
    draw_marks(canvas, rect, tile, style)


def _draw_picture(canvas: pygame.Surface, rect: pygame.Rect, tile: Tile, pal: Palette, learner: bool) -> None:
    suit, rank = tile.suit, tile.rank
    if suit == "m":
        _draw_characters(canvas, rect, rank, pal, learner)
    elif suit == "p":
        _draw_dots(canvas, rect, rank, pal)
    elif suit == "s":
        _draw_bamboo(canvas, rect, rank, pal)
    elif suit == "z":
        if rank == 7:
            _draw_white_dragon(canvas, rect, pal)
        else:
            _draw_honour(canvas, rect, tile, pal, learner)
    elif suit == "f":
        # 春夏秋冬 and 梅兰竹菊 are each numbered 1 to 4 (one for each seat wind)
        draw_bonus(canvas, rect, tile.name_zh, FLOWER_COLOURS[rank - 1], str((rank - 1) % FLOWERS_A_SET + 1))
    else:
        draw_bonus(canvas, rect, tile.name_zh, EXTRA_COLOURS[rank - 1], "")


# ---------------------------------------------------------------- tile bodies

def _depth(height: int) -> int:
    """Thickness of the visible lower edge, in output pixels."""
    return max(2, round(height * 0.085))


def _body(canvas: pygame.Surface, top: Colour, rim: Colour, edge: Colour, depth: int) -> pygame.Rect:
    """Draw the tile block onto the (supersampled) canvas; returns the face rectangle.

    The whole block is drawn in the edge colour, the face sits on its top part, so the lower
    band reads as the tile's thickness; a dark outline separates it from the felt.
    """
    w, h = canvas.get_size()
    radius = int(w * 0.14)
    depth *= SUPERSAMPLE
    outline = max(1, SUPERSAMPLE)
    block = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(canvas, OUTLINE, block, border_radius=radius)
    pygame.draw.rect(canvas, edge, block.inflate(-2 * outline, -2 * outline), border_radius=radius)
    face = pygame.Rect(outline, outline, w - 2 * outline, h - depth - outline)
    pygame.draw.rect(canvas, rim, face, border_radius=radius)
    inset = max(SUPERSAMPLE, int(w * 0.035))
    inner = face.inflate(-2 * inset, -2 * inset)
    inner.y -= inset // 2  # rim a little thicker at the bottom: light from above
    pygame.draw.rect(canvas, top, inner, border_radius=max(1, radius - inset))
    return inner


class Badge(NamedTuple):
    """How a marked kind's faces are drawn: a glow inside the rim and a corner badge with a glyph
    (天津's 混儿: gold with 混; a variant names its own, e.g. a bonus tile's)."""
    glyph: str
    glow: Colour          # the rim's glow and the badge's rim
    light: Colour         # the badge's disc
    ink: Colour           # the glyph
    glyph_en: Optional[str] = None   # the glyph an English-only table shows (a sign, not a word)


WILD_BADGE = Badge("混", GOLD, GOLD_LIGHT, RED, "★")     # a wildcard: a star where 混 is not read


def shown_badge(badge: Optional[Badge]) -> Optional[Badge]:
    """The badge as the language shown draws it: its English sign at an English-only table, its
    Chinese glyph otherwise (the result is a cache key: one image per language)."""
    if badge is None or badge.glyph_en is None:
        return badge
    from game.client.display import lang     # display state, read when a face is drawn
    return badge._replace(glyph=badge.glyph_en if lang.current() == "en" else badge.glyph, glyph_en=None)


def _badge_mark(canvas: pygame.Surface, face: pygame.Rect, badge: Badge) -> None:
    """A glow of the badge's colour inside the rim and its corner badge with the glyph."""
    w = canvas.get_width()
    glow = max(2, int(w * 0.05))
    # Drawn on its own layer: pygame.draw writes alpha straight into an SRCALPHA target.
    layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    for i in range(3):
        ring = face.inflate(-i * glow, -i * glow)
        pygame.draw.rect(layer, (*badge.glow, 230 - i * 70), ring, glow, border_radius=int(w * 0.1))
    canvas.blit(layer, (0, 0))
    r = max(5 * SUPERSAMPLE, int(w * 0.2))
    centre = (face.right - r * 0.85, face.top + r * 0.85)
    pygame.draw.circle(canvas, _shade(badge.glow, 0.7), centre, r)
    pygame.draw.circle(canvas, badge.light, centre, r * 0.86)
    box = pygame.Rect(0, 0, int(r * 1.3), int(r * 1.3))
    box.center = (round(centre[0]), round(centre[1]))
    draw_glyphs(canvas, badge.glyph, badge.ink, box)


def _badge_of(wild: bool, badge: Optional[Badge]) -> Optional[Badge]:
    """The badge to draw in the language shown: the one given, or 混's for `wild=True` (the
    older spelling)."""
    return shown_badge(badge if badge is not None else (WILD_BADGE if wild else None))


def _canvas(width: int, height: int) -> pygame.Surface:
    canvas = pygame.Surface((width * SUPERSAMPLE, height * SUPERSAMPLE), pygame.SRCALPHA)
    # Transparent pixels carry the outline colour so smoothscale fringes darken, not whiten.
    canvas.fill((*OUTLINE, 0))
    return canvas


def _finish(canvas: pygame.Surface, width: int, height: int) -> pygame.Surface:
    return pygame.transform.smoothscale(canvas, (width, height))


def _check_size(width: int, height: int) -> None:
    if width < 8 or height < 8:
        raise ValueError(f"tile images need at least 8x8 pixels, got {width}x{height}")


def render_face(tile: Tile, width: int, height: int, *, wild: bool = False, quarter_turns: int = 0,
                depth: int | None = None, badge: Optional[Badge] = None,
                style: TileStyle = CLASSIC) -> pygame.Surface:
    """A new face image of `width` x `height`; the art is turned `quarter_turns` x 90° anticlockwise.

    The block (edge at the bottom, light from above) is always drawn upright, so a tile lying
    sideways in a meld still has its thickness at the bottom like its upright neighbours;
    `depth` (output pixels) lets it match theirs. `badge` marks the face (`wild=True`: 混's);
    `style` adds learner marks or the colour-blind set (tile_marks.py), turned with the art.
    """
    _check_size(width, height)
    canvas = _canvas(width, height)
    face = _body(canvas, IVORY, IVORY_SHADE, BACK_GREEN_DARK, _depth(height) if depth is None else depth)
    margin = int(min(face.width, face.height) * 0.06)
    art_rect = face.inflate(-2 * margin, -2 * margin)
    if quarter_turns % QUARTER_TURNS:
        # Draw the art upright on its own layer, then turn it into the face.
        size = (art_rect.height, art_rect.width) if quarter_turns % 2 else art_rect.size
        art = pygame.Surface(size, pygame.SRCALPHA)
        _draw_art(art, art.get_rect(), tile, style)
        canvas.blit(pygame.transform.rotate(art, 90 * quarter_turns), art_rect)
    else:
        _draw_art(canvas, art_rect, tile, style)
    mark = _badge_of(wild, badge)
    if mark is not None:
        _badge_mark(canvas, face, mark)
    return _finish(canvas, width, height)


def render_back(width: int, height: int) -> pygame.Surface:
    """A face-down tile (the jade back) of `width` x `height` pixels."""
    _check_size(width, height)
    canvas = _canvas(width, height)
    _body(canvas, BACK_GREEN, BACK_GREEN_LIGHT, IVORY_EDGE, _depth(height))
    return _finish(canvas, width, height)


class TileArt:
    """Cached tile images. Returned surfaces are shared: copy one before drawing on it.

    When a display mode is set at the time an image is first rendered, the image is converted
    with `convert_alpha()` for fast blits, so callers need not do it. Images rendered before the
    display existed stay in the plain SRCALPHA format; call `clear()` after `set_mode` (and after
    a window resize) to drop them. Every face is drawn in `style` (`set_style` changes it and
    drops the images drawn in the old one).
    """

    def __init__(self, style: TileStyle = CLASSIC) -> None:
        # LRU, bounded (display/surface_cache.py): a long session's sizes do not pile up.
        self._cache: SurfaceCache[tuple[object, ...]] = SurfaceCache(TILE_ART_BUDGET)
        self._style = style

    @property
    def style(self) -> TileStyle:
        """The style every face is drawn in (learner marks, colour-blind set)."""
        return self._style

    def set_style(self, style: TileStyle) -> bool:
        """Draw faces in `style` from now on; True when it changed (the cached images are dropped,
        so a screen that keeps painted tiles should paint them again)."""
        if style == self._style:
            return False
        self._style = style
        self.clear()
        return True

    def _get(self, key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        image = self._cache.get(key)
        if image is None:
            if not pygame.font.get_init():
                pygame.font.init()
            image = make()
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            self._cache[key] = image
        return image

    def face(self, tile: Tile, width: int, height: int, *, wild: bool = False,
             badge: Optional[Badge] = None) -> pygame.Surface:
        """The upright face of `tile`, exactly `width` x `height` pixels (marked with `badge`;
        `wild=True`: 混's)."""
        mark = _badge_of(wild, badge)
        return self._get(("face", tile.index, width, height, mark, 0),
                         lambda: render_face(tile, width, height, badge=mark, style=self._style))

    def sideways(self, tile: Tile, width: int, height: int, *, wild: bool = False,
                 clockwise: bool = False, badge: Optional[Badge] = None) -> pygame.Surface:
        """A claimed tile turned sideways: `width`, `height` are the upright tile's size and the
        result is `height` x `width`. Its art is turned anticlockwise (top to the left) unless
        `clockwise`; callers pick the turn that points toward the seat the tile came from."""
        turns = 3 if clockwise else 1
        mark = _badge_of(wild, badge)
        return self._get(("face", tile.index, height, width, mark, turns),
                         lambda: render_face(tile, height, width, badge=mark, quarter_turns=turns,
                                             depth=_depth(height), style=self._style))

    def back(self, width: int, height: int) -> pygame.Surface:
        """A face-down tile: one solid green with the same edge as the faces."""
        return self._get(("back", width, height), lambda: render_back(width, height))

    def clear(self) -> None:
        """Drop every cached image (after `set_mode` or a resize)."""
        self._cache.clear()

    def set_budget(self, budget: int) -> None:
        """Keep at most `budget` bytes of images, the least recently drawn going first (the
        window sets it from its size: app.py)."""
        self._cache.budget = budget

    def __len__(self) -> int:
        return len(self._cache)
