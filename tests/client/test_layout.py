"""Layout: everything inside the window, the human's hand never overlapping, at 1280x800 and 1024x640."""
import itertools

import pygame
import pytest

from game.client.display.layout import HUMAN_TILE, TableLayout, side_of

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


# ---------------------------------------------------------------- each seat's things stay together

GROUP_SIZES = [(1024, 640), (1280, 800), (1920, 1080), (1600, 900), (1000, 800)]
# The most of each a seat can have: four kongs (a claimed one turned toward its giver, an added
# one, a concealed one), and every flower tile of the variant (苏州's 28: all can be set aside).
KONG = [(False, False), (True, False), (False, False), (False, False)]
ADDED = [(False, False), (True, False), (True, True), (False, False)]
CONCEALED = [(False, False)] * 4
FOUR_KONGS = [KONG, ADDED, CONCEALED, KONG]
MAX_FLOWERS = {"guobiao": 8, "suzhou": 28, "sichuan": 0, "tianjin": 0}


def _distance(a, b):
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


def _seat_things(layout, side, melds, flowers):
    """The seat's melds, flowers and plate (window rects)."""
    things = [p.rect for m in layout.meld_rects(side, melds) for p in m]
    things += layout.flower_rects(side, flowers)
    return things + [layout.plate_rect(side)]


def _hand_place(layout, side):
    """Where a seat's hand lies: a full hand, the drawn tile included."""
    return [p.rect for p in layout.hand_rects(side, 14, drawn=True)]


def _ui(layout, stacks):
    half = layout.wall_size(stacks)
    return {"menu": layout.menu_rect(), "toggle": layout.toggle_rect(), "caption": layout.caption_rect(),
            "centre": layout.centre_rect(), "buttons": layout.button_area(), "toolbar": layout.toolbar_rect(),
            "walls": layout.wall_outer_rect(stacks).inflate(-2 * layout.px(1), -2 * layout.px(1)),
            "size": pygame.Rect(0, 0, layout.px(half), 0)}


@pytest.mark.parametrize("size", GROUP_SIZES)
@pytest.mark.parametrize("variant", sorted(MAX_FLOWERS))
def test_a_seats_melds_flowers_and_plate_stay_in_its_own_region_beside_its_own_hand(size, variant):
    layout = TableLayout(*size)
    flowers = MAX_FLOWERS[variant]
    for side in range(4):
        region = layout.seat_region(side, flowers)
        for count in sorted({0, min(flowers, 8), flowers}):
            for melds in (FOUR_KONGS, FOUR_KONGS[:1], []):
                things = _seat_things(layout, side, melds, count)
                hand = [p.rect for p in layout.hand_rects(side, 14 - 3 * len(melds), drawn=True)]
                for r in things + hand:
                    assert any(box.contains(r) for box in region), (side, count, len(melds), r, region)
                for r in things:
                    own = min(_distance(r, h) for h in _hand_place(layout, side))
                    for other in range(4):
                        if other != side:
                            theirs = min(_distance(r, h) for h in _hand_place(layout, other))
                            assert own < theirs, (side, other, r)


@pytest.mark.parametrize("size", GROUP_SIZES)
@pytest.mark.parametrize("large", [False, True])
def test_no_seat_reaches_another_seat_or_the_menu_caption_centre_buttons_and_walls(size, large):
    layout = TableLayout(*size, large_tiles=large)
    for stacks, flowers in ((18, 8), (19, 28), (14, 0)):
        regions = {side: layout.seat_region(side, flowers) for side in range(4)}
        for a, b in itertools.combinations(range(4), 2):
            assert not any(x.colliderect(y) for x in regions[a] for y in regions[b]), (a, b)
        ui = _ui(layout, stacks)
        del ui["size"]
        ui["tracker"] = layout.tracker_area(flowers, stacks)
        ui["teaching"] = layout.teaching_column(flowers, stacks)
        for side in range(4):
            things = _seat_things(layout, side, FOUR_KONGS, flowers)
            things += [p.rect for p in layout.hand_rects(side, 2, drawn=True)]
            for name, rect in ui.items():
                hit = [r for r in things if r.colliderect(rect)]
                assert not hit, (side, name, rect, hit[:2])
                if name not in ("walls", "centre"):   # the walls and centre lie between the regions
                    assert not any(box.colliderect(rect) for box in regions[side]), (side, name)
            for other in range(4):
                if other != side:
                    theirs = _seat_things(layout, other, FOUR_KONGS, flowers)
                    assert not any(a.colliderect(b) for a in things for b in theirs), (side, other)
            # A seat's plate, melds, hand and flowers never lie on one another either.
            melds = [p.rect for m in layout.meld_rects(side, FOUR_KONGS) for p in m]
            hand = [p.rect for p in layout.hand_rects(side, 2, drawn=True)]
            groups = [melds + hand, layout.flower_rects(side, flowers), [layout.plate_rect(side)]]
            for x, y in itertools.combinations(groups, 2):
                assert not any(a.colliderect(b) for a in x for b in y), side


def test_flowers_are_drawn_large_enough_to_read():
    layout = TableLayout(1280, 800)
    for side in range(4):
        rects = layout.flower_rects(side, 12)
        w, h = (30, 42) if side == 0 else (28, 40)
        assert all(r.w >= w and r.h >= h for r in rects), (side, rects[0])
        assert _no_overlap(rects) is None          # twelve (a big 苏州 hand) never overlap
    # 苏州's 28 flower tiles on one seat: still inside its area, rows squeezed, none hidden whole.
    for side in range(4):
        rects = layout.flower_rects(side, 28)
        assert len(rects) == 28 and len({r.topleft for r in rects}) == 28


def test_melds_follow_their_own_hand_not_the_far_end_of_the_table():
    layout = TableLayout(1280, 800)
    pung = [(True, False), (False, False), (False, False)]
    for side in range(4):
        hand = [p.rect for p in layout.hand_rects(side, 11, drawn=True)]
        meld = layout.meld_rects(side, [pung])[0]
        gap = min(_distance(m.rect, h) for m in meld for h in hand)
        assert gap <= layout.px(30), (side, gap)
