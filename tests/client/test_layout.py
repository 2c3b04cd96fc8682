"""Layout: everything inside the window, the human's hand never overlapping, at 1280x800 and 1024x640."""
import itertools

import pygame
import pytest

from game.client.layout import HUMAN_TILE, TableLayout, side_of

SIZES = [(1280, 800), (1024, 640), (1600, 900), (1000, 800)]


def _inside(layout, rect):
    return layout.window_rect().contains(rect)


def _no_overlap(rects):
    for a, b in itertools.combinations(rects, 2):
        if a.colliderect(b):
            return (a, b)
    return None


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("drawn", [False, True])
def test_human_hand_inside_and_apart(size, drawn):
    layout = TableLayout(*size)
    for count in range(1, 15):
        rects = [p.rect for p in layout.hand_rects(0, count, drawn=drawn)]
        assert all(_inside(layout, r) for r in rects), (count, rects)
        assert _no_overlap(rects) is None
        # A raised (selected) tile stays inside the window too.
        dx, dy = layout.raise_offset(0)
        assert all(_inside(layout, r.move(dx, dy)) for r in rects)


@pytest.mark.parametrize("size", SIZES)
def test_human_tiles_are_large_and_scale(size):
    layout = TableLayout(*size)
    w, h = layout.tile_size("hand", 0)
    assert (w, h) == (round(HUMAN_TILE[0] * layout.scale), round(HUMAN_TILE[1] * layout.scale))
    if size == (1280, 800):
        assert (w, h) == (50, 70)


@pytest.mark.parametrize("size", SIZES)
def test_drawn_tile_is_set_apart(size):
    layout = TableLayout(*size)
    placed = layout.hand_rects(0, 14, drawn=True)
    gaps = [b.rect.left - a.rect.right for a, b in zip(placed, placed[1:])]
    assert gaps[-1] > max(gaps[:-1]) + 4


@pytest.mark.parametrize("size", SIZES)
def test_every_place_is_inside_the_window(size):
    layout = TableLayout(*size)
    for side in range(4):
        for p in layout.hand_rects(side, 14, drawn=True):
            assert _inside(layout, p.rect), (side, p.rect)
        for i in range(24):
            assert _inside(layout, layout.river_rect(side, i).rect)
        for stack in range(18):
            for layer in (0, 1):
                assert _inside(layout, layout.wall_stack_rect(side, stack, layer))
        kongs = [[(False, False), (True, False), (True, True), (False, False)]] * 4
        for meld in layout.meld_rects(side, kongs):
            for p in meld:
                assert _inside(layout, p.rect), (side, p.rect)
        assert _inside(layout, layout.plate_rect(side))
        for r in layout.flower_rects(side, 8):
            assert _inside(layout, r)
    for r in layout.button_rects(5):
        assert _inside(layout, r)
    assert _inside(layout, layout.caption_rect())
    assert _inside(layout, layout.centre_rect())


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_bots_hands_do_not_overlap_and_walls_do_not_overlap(size):
    layout = TableLayout(*size)
    for side in range(1, 4):
        rects = [p.rect for p in layout.hand_rects(side, 14, drawn=True)]
        assert _no_overlap(rects) is None
    lower = [layout.wall_stack_rect(side, stack, 1) for side in range(4) for stack in range(18)]
    assert _no_overlap(lower) is None
    # The walls enclose the rivers and the centre, and do not cover any hand.
    outer = layout.wall_outer_rect()
    hands = [p.rect for side in range(4) for p in layout.hand_rects(side, 14, drawn=True)]
    assert all(not outer.colliderect(r) for r in hands)
    for side in range(4):
        for i in range(24):
            assert outer.contains(layout.river_rect(side, i).rect)


def test_rivers_run_six_a_row_in_order():
    layout = TableLayout(1280, 800)
    bottom = [layout.river_rect(0, i).rect for i in range(12)]
    assert [r.top for r in bottom[:6]] == [bottom[0].top] * 6
    assert all(a.left < b.left for a, b in zip(bottom[:5], bottom[1:6]))
    assert bottom[6].top > bottom[0].top and bottom[6].left == bottom[0].left
    # The four rivers never overlap each other.
    rects = [layout.river_rect(side, i).rect for side in range(4) for i in range(24)]
    assert _no_overlap(rects) is None


def test_wall_upper_layer_is_drawn_higher():
    layout = TableLayout(1280, 800)
    for side in range(4):
        top = layout.wall_stack_rect(side, 3, 0)
        bottom = layout.wall_stack_rect(side, 3, 1)
        assert top.x == bottom.x and 0 < bottom.y - top.y <= layout.px(10)


def test_wall_stack_zero_is_the_owners_right_end():
    layout = TableLayout(1280, 800)
    # Bottom seat (the human) looks up the table: his right is the screen's right.
    assert layout.wall_stack_rect(0, 0, 1).x > layout.wall_stack_rect(0, 17, 1).x
    # The seat opposite looks down: his right is the screen's left.
    assert layout.wall_stack_rect(2, 0, 1).x < layout.wall_stack_rect(2, 17, 1).x


def test_melds_leave_room_for_the_hand():
    layout = TableLayout(1280, 800)
    for n_melds in range(5):
        melds = [[(False, False), (True, False), (False, False)]] * n_melds
        hand = [p.rect for p in layout.hand_rects(0, 14 - 3 * n_melds, drawn=True)]
        meld_rects = [p.rect for m in layout.meld_rects(0, melds) for p in m]
        assert _no_overlap(hand + meld_rects) is None


def test_side_of_puts_the_next_player_on_the_right():
    assert [side_of(s, 2) for s in range(4)] == [2, 3, 0, 1]


def test_too_small_a_window_is_refused():
    with pytest.raises(ValueError):
        TableLayout(100, 100)
