"""Tile images: every kind draws at the table sizes, caching, distinct faces, traditional layouts."""
import itertools
import math
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.client.display import tile_art
from game.client.display.tile_art import (BOX_H, BOX_W, IVORY, TileArt, circle_positions, render_face,
                                  stick_positions)
from rules.tiles import NUM_KINDS, TILES, Tile

SIZES = [(50, 70), (36, 50), (28, 40)]  # human hand, rivers, melds at 1280x800


@pytest.fixture(scope="module")
def art():
    pygame.font.init()
    return TileArt()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


# ---------------------------------------------------------------- every kind, every size

def test_there_are_47_kinds():
    assert len(TILES) == NUM_KINDS == 47


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_kind_draws_at_the_requested_size(art, size):
    w, h = size
    for tile in TILES:
        for wild in (False, True):
            image = art.face(tile, w, h, wild=wild)
            assert image.get_size() == (w, h), (tile, wild)
            assert image.get_flags() & pygame.SRCALPHA
        side = art.sideways(tile, w, h)
        assert side.get_size() == (h, w), tile
    assert art.back(w, h).get_size() == (w, h)


def test_drawing_needs_no_display_mode():
    # In a fresh interpreter (other client tests may have set a mode in this one).
    code = (
        "import pygame\n"
        "from game.client.display.tile_art import TileArt\n"
        "from rules.tiles import TILES\n"
        "art = TileArt()\n"
        "images = [art.face(t, 36, 50, wild=True) for t in TILES] + [art.back(36, 50)]\n"
        "assert pygame.display.get_surface() is None and not pygame.display.get_init()\n"
        "print(len(images))\n"
    )
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "48"


def test_corners_are_transparent_and_centre_opaque(art):
    image = art.face(Tile.parse("1z"), 50, 70)
    assert image.get_at((0, 0)).a == 0
    assert image.get_at((49, 69)).a == 0
    assert image.get_at((25, 35)).a == 255
    back = art.back(50, 70)
    assert back.get_at((0, 0)).a == 0 and back.get_at((25, 30)).a == 255


def test_too_small_is_refused(art):
    with pytest.raises(ValueError):
        art.face(Tile.parse("1m"), 4, 40)


# ---------------------------------------------------------------- caching

def test_cache_returns_the_same_object(art):
    tile = Tile.parse("3s")
    assert art.face(tile, 36, 50) is art.face(tile, 36, 50)
    assert art.face(tile, 36, 50, wild=True) is art.face(tile, 36, 50, wild=True)
    assert art.face(tile, 36, 50) is not art.face(tile, 36, 50, wild=True)
    assert art.face(tile, 36, 50) is not art.face(tile, 28, 40)
    assert art.sideways(tile, 28, 40) is art.sideways(tile, 28, 40)
    assert art.sideways(tile, 28, 40) is not art.sideways(tile, 28, 40, clockwise=True)
    assert art.back(28, 40) is art.back(28, 40)


def test_clear_empties_the_cache():
    fresh = TileArt()
    first = fresh.face(Tile.parse("1m"), 28, 40)
    assert len(fresh) == 1
    fresh.clear()
    assert len(fresh) == 0
    assert fresh.face(Tile.parse("1m"), 28, 40) is not first


# ---------------------------------------------------------------- faces differ

@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_faces_of_different_kinds_differ(art, size):
    images = {tile: _pixels(art.face(tile, *size)) for tile in TILES}
    for a, b in itertools.combinations(TILES, 2):
        assert images[a] != images[b], f"{a} and {b} look identical at {size}"


def test_back_differs_from_every_face(art):
    back = _pixels(art.back(36, 50))
    assert all(_pixels(art.face(t, 36, 50)) != back for t in TILES)


def test_hun_mark_changes_the_face(art):
    for tile in TILES:
        assert _pixels(art.face(tile, 36, 50)) != _pixels(art.face(tile, 36, 50, wild=True)), tile


def test_sideways_turns_the_art():
    tile = Tile.parse("2p")  # two circles stacked vertically: sideways they sit side by side
    side = render_face(tile, 70, 50, quarter_turns=1)
    upright = render_face(tile, 50, 70)
    assert _ink_blobs(upright) == 2 and _ink_blobs(side) == 2
    assert _pixels(side) != _pixels(render_face(tile, 70, 50))


# ---------------------------------------------------------------- 筒 layouts

def _inside_box(x, y, r):
    return r <= x <= BOX_W - r and r <= y <= BOX_H - r


@pytest.mark.parametrize("n", range(1, 10))
def test_circle_count_and_no_overlap(n):
    circles = circle_positions(n)
    assert len(circles) == n
    for c in circles:
        assert _inside_box(c.x, c.y, c.r), c
        assert c.colour in (tile_art.BLUE, tile_art.GREEN, tile_art.RED)
    for a, b in itertools.combinations(circles, 2):
        assert math.dist((a.x, a.y), (b.x, b.y)) >= a.r + b.r + 0.05, (a, b)


def test_circle_arrangements_are_traditional():
    xs = lambda n: sorted({round(c.x, 3) for c in circle_positions(n)})
    ys = lambda n: sorted({round(c.y, 3) for c in circle_positions(n)})
    one = circle_positions(1)[0]
    assert one.r > 1.5 * max(c.r for n in range(2, 10) for c in circle_positions(n))  # one big circle
    assert len(xs(2)) == 1 and len(ys(2)) == 2                 # two, one above the other
    three = circle_positions(3)                                  # a diagonal line
    assert three[0].x < three[1].x < three[2].x and three[0].y < three[1].y < three[2].y
    assert len(xs(4)) == 2 and len(ys(4)) == 2                 # a square
    assert (1.5, 2.0) in [(c.x, c.y) for c in circle_positions(5)]   # square + centre
    assert len(xs(6)) == 2 and len(ys(6)) == 3                 # two columns of three
    seven = circle_positions(7)
    assert [c.y for c in seven[:3]] == sorted(c.y for c in seven[:3]) and len({c.x for c in seven[:3]}) == 3
    assert len({c.x for c in seven[3:]}) == 2 and len({c.y for c in seven[3:]}) == 2
    assert max(c.y for c in seven[:3]) < min(c.y for c in seven[3:])  # diagonal three above four
    assert len(xs(8)) == 2 and len(ys(8)) == 4                 # two columns of four
    assert len(xs(9)) == 3 and len(ys(9)) == 3                 # 3 x 3


def test_circle_colours_are_mixed():
    colours = {c.colour for n in range(1, 10) for c in circle_positions(n)}
    assert colours == {tile_art.BLUE, tile_art.GREEN, tile_art.RED}


@pytest.mark.parametrize("bad", [0, 10, -1])
def test_circle_positions_rejects_bad_counts(bad):
    with pytest.raises(ValueError):
        circle_positions(bad)


# ---------------------------------------------------------------- 条 layouts

def _segment(s):
    """The stick's centre line between the centres of its round caps."""
    half = s.length / 2 - s.width / 2
    a = math.radians(s.angle)
    dx, dy = math.sin(a) * half, -math.cos(a) * half  # positive angle leans the top right
    return (s.x - dx, s.y - dy), (s.x + dx, s.y + dy)


def _segment_distance(p, q):
    """Least distance between two 2-D segments (they never cross in these layouts)."""
    def point_seg(pt, a, b):
        ax, ay = a
        bx, by = b
        vx, vy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((pt[0] - ax) * vx + (pt[1] - ay) * vy) / (vx * vx + vy * vy or 1)))
        return math.dist(pt, (ax + t * vx, ay + t * vy))
    return min(point_seg(p[0], *q), point_seg(p[1], *q), point_seg(q[0], *p), point_seg(q[1], *p))


@pytest.mark.parametrize("n", range(2, 10))
def test_stick_count_and_no_overlap(n):
    sticks = stick_positions(n)
    assert len(sticks) == n
    for s in sticks:
        for end in _segment(s):
            assert _inside_box(end[0], end[1], s.width / 2), s
    for a, b in itertools.combinations(sticks, 2):
        assert _segment_distance(_segment(a), _segment(b)) >= (a.width + b.width) / 2 + 0.05, (a, b)


def test_stick_red_accents():
    def red(n):
        return [s for s in stick_positions(n) if s.colour == tile_art.RED]
    assert [(s.x, s.y) for s in red(5)] == [(1.5, 2.0)]          # centre stick of 5
    assert len(red(7)) == 1 and red(7)[0].y == min(s.y for s in stick_positions(7))  # top of 7
    assert len(red(9)) == 3 and {s.x for s in red(9)} == {1.5}   # middle column of 9
    for n in (2, 3, 4, 6, 8):
        assert not red(n)


def test_eight_bamboo_has_leaning_sticks():
    angles = sorted(s.angle for s in stick_positions(8))
    assert angles[0] < 0 < angles[-1]


@pytest.mark.parametrize("bad", [1, 0, 10])
def test_stick_positions_rejects_bad_counts(bad):
    with pytest.raises(ValueError):
        stick_positions(bad)


# ---------------------------------------------------------------- counting on the pixels

def _ink_blobs(image: pygame.Surface) -> int:
    """Separate drawn shapes on the ivory face, holes filled (a ringed circle counts once)."""
    w, h = image.get_size()
    # Inside the rim only: from a tenth of the width in, above the thickness band.
    crop = image.subsurface(pygame.Rect(w // 10, h // 16, w - 2 * (w // 10), h - h // 16 - h // 7)).copy()
    ivory = pygame.mask.from_threshold(crop, (*IVORY, 255), (24, 24, 24, 255))
    assert ivory.get_at((0, 0)), "crop corner should be plain ivory"
    outside = ivory.connected_component((0, 0))
    outside.invert()
    return len(outside.connected_components(minimum=12))


@pytest.mark.parametrize("n", range(1, 10))
def test_dots_show_n_circles_on_the_pixels(n):
    image = render_face(Tile.from_suit_rank("p", n), 150, 210)
    assert _ink_blobs(image) == n


@pytest.mark.parametrize("n", range(2, 10))
def test_bamboo_shows_n_sticks_on_the_pixels(n):
    image = render_face(Tile.from_suit_rank("s", n), 150, 210)
    assert _ink_blobs(image) == n


def test_blob_counter_fills_holes_but_keeps_separate_shapes():
    # 白 is a frame inside a frame: holes filled, one shape. 中's strokes all touch: one shape.
    # 二萬: two separate strokes over 萬 (whose 艹 stands apart): four.
    assert _ink_blobs(render_face(Tile.parse("7z"), 150, 210)) == 1
    assert _ink_blobs(render_face(Tile.parse("5z"), 150, 210)) == 1
    assert _ink_blobs(render_face(Tile.parse("2m"), 150, 210)) == 4
