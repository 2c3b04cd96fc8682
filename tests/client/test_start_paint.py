"""The start screen drawn cheaper, looking the same (issue 16's launch time): its rounded frames
(the description card, every button's states) come from a small pygame_gui shape instead of each
size drawn at four times its size; the labels nobody presses are painted in the theme's font and
colour; the felt's lamp-light is the same gradient computed in one pass."""
import math

import pygame
import pygame_gui
import pytest

from game.client.display import lang
from game.client.app import App
from game.client.display.fonts import get_font
from game.client.display.layout import TableLayout
from game.client.scenes.start_parts.start_paint import BUTTON_STATES, ShapeCache, edge, label_style, shape_theming
from game.client.match.table_settings import Settings
from game.client.ui.painter import FELT_GRID, lamp_light
from game.client.ui.palette import FELT, FELT_DARK

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
HTML = "<b>四川麻将 · 血战到底</b><br>" + "<br>".join(["· 108张牌（国标144张）", "· no chow, several may win"] * 6)


def _corner_only(a: pygame.Surface, b: pygame.Surface, reach: int) -> list[tuple[int, int]]:
    """Pixels of `a` and `b` (same size) that differ by more than a shade, outside the four
    corner squares of side `reach` (where only the inner arc's anti-aliasing may differ)."""
    w, h = a.get_size()
    out = []
    for y in range(h):
        for x in range(w):
            if max(abs(p - q) for p, q in zip(a.get_at((x, y)), b.get_at((x, y)))) <= 2:
                continue
            if (x < reach or x >= w - reach) and (y < reach or y >= h - reach):
                continue
            out.append((x, y))
    return out


def _four_x_draws(monkeypatch) -> list[tuple[tuple[int, int], str]]:
    """Record every rounded shape state pygame_gui draws itself (a cache miss: the 4x pass)."""
    from pygame_gui.core.drawable_shapes import RoundedRectangleShape
    drawn: list[tuple[tuple[int, int], str]] = []
    real = RoundedRectangleShape.redraw_state

    def redraw(shape, state, add_text=True):
        cache = shape.shape_cache
        found = cache.find_surface_in_cache

        def look(key):
            hit = found(key)
            if hit is None:
                drawn.append((shape.containing_rect.size, state))
            return hit
        monkeypatch.setattr(cache, "find_surface_in_cache", look)
        try:
            real(shape, state, add_text)
        finally:
            monkeypatch.setattr(cache, "find_surface_in_cache", found)
    monkeypatch.setattr(RoundedRectangleShape, "redraw_state", redraw)
    return drawn


@pytest.mark.parametrize("size", SIZES)
def test_the_start_screen_draws_no_frame_at_four_times_its_size(size, monkeypatch):
    # Built, its first frames drawn (each button's other states) and a variant chosen (the card
    # built again): every rounded frame pygame_gui draws itself is a small one, but the name box's.
    drawn = _four_x_draws(monkeypatch)
    app = App(size, resizable=False)
    try:
        start = app.push("start", Settings(variant="guobiao"))
        for _ in range(6):
            app.frame(1 / 60)
        sichuan = next(b for b, name in start.variant_buttons.items() if name == "sichuan")
        app.dispatch(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=sichuan))
        assert "四川" in start.description.html_text
        small = 2 * edge(shape_theming(app.ui, ["button"], "normal_bg", "normal_border")) + 1
        entry = start.name_entry.rect.size
        assert [(s, state) for s, state in drawn if max(s) > small and s != entry] == []
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", ((448, 200), (560, 250), (840, 375)))
def test_the_card_looks_as_pygame_gui_draws_it(size):
    app = App((1920, 1080), resizable=False)
    try:
        rect = pygame.Rect((40, 40), size)
        own = pygame_gui.elements.UITextBox(HTML, rect, app.ui)
        cheap = ShapeCache(app.ui).card(HTML, rect, None)
        assert cheap.scroll_bar is not None and own.html_text == cheap.html_text
        reach = edge(shape_theming(app.ui, ["text_box"], "dark_bg", "normal_border"))
        assert _corner_only(own.image, cheap.image, reach) == []
        offered = app.ui.get_theme().shape_cache.cache_short_term_lookup    # taken out again after
        assert not [key for key in offered if key.startswith(f"rounded_rectangle_{size[0]}_{size[1]}_")]
    finally:
        app.stack.clear()


@pytest.mark.parametrize("object_id", ("#choice", "#start", None))
def test_every_state_of_a_button_looks_as_pygame_gui_draws_it(object_id):
    app = App((1280, 800), resizable=False)
    plain = App((1280, 800), resizable=False)      # another UI manager: nothing offered there
    try:
        rect = pygame.Rect(10, 10, 250, 56)
        oid = pygame_gui.core.ObjectID(object_id=object_id) if object_id else None
        ShapeCache(app.ui).buttons(rect.size, object_id)
        cheap = pygame_gui.elements.UIButton(rect, "开始 Start", app.ui, object_id=oid)
        own = pygame_gui.elements.UIButton(rect, "开始 Start", plain.ui, object_id=oid)
        ids = app.ui.get_theme().build_all_combined_ids([None], ["button"], [None], [object_id])
        reach = edge(shape_theming(app.ui, ids, "normal_bg", "normal_border"))
        for state in BUTTON_STATES:
            assert _corner_only(_drawn(own, state), _drawn(cheap, state), reach) == [], state
    finally:
        app.stack.clear()
        plain.stack.clear()


def _drawn(button: pygame_gui.elements.UIButton, state: str) -> pygame.Surface:
    shape = button.drawable_shape
    if not shape.states[state].generated:
        shape.redraw_state(state)
    return shape.states[state].surface


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", ("zh", "en"))
def test_the_painted_labels_say_what_the_labels_said_in_their_size_and_colour(size, code):
    app = App(size, resizable=False)
    try:
        lang.set_language(code)
        start = app.push("start", Settings(variant="sichuan"))
        texts = [label.text for label in start.static_labels if label.shown]
        assert lang.tr("你的名字", "Your name") in texts and lang.tr("速度", "Pace") in texts
        assert lang.tr("房间", "Room") in texts                    # the room-rules line
        assert len([label for label in start.static_labels if label.size == label_style(app.ui, "#small")[0]]) == 5
        for label in start.static_labels:                      # the theme's, as a UILabel draws them
            expected = label_style(app.ui, "#small" if label.size < app.font_px(16) else "label")
            assert (label.size, label.colour) == expected
            width = get_font(label.size).size(label.text)[0]
            assert width <= label.rect.width, (label.text, width, label.rect)     # shown whole, never shrunk
        start.settings.variant = "guobiao"
        start._refresh_choices()
        assert start.option_label.shown and start.rules_button.visible     # every variant has room rules
    finally:
        app.stack.clear()
        lang.set_language("zh")


def _old_lamp_light(centre: tuple[float, float], size: tuple[int, int]) -> bytes:
    gw, gh = 64, 40
    sx, sy = centre[0] * gw / size[0], centre[1] * gh / size[1]
    out = bytearray()
    for y in range(gh):
        for x in range(gw):
            t = min(1.0, math.hypot((x - sx) / gw, (y - sy) / gh) * 1.5) ** 1.6
            out += bytes(int(FELT[c] + 14 - (FELT[c] + 14 - FELT_DARK[c]) * t) for c in range(3))
    return bytes(out)


def test_the_felt_is_the_lamp_light_gradient():
    # the gradient of the felt as it was set pixel by pixel: lit in the middle, darker outwards
    size, centre = (1280, 800), (640.0, 380.0)
    data = lamp_light(centre, size)
    gw, gh = FELT_GRID
    sx, sy = centre[0] * gw / size[0], centre[1] * gh / size[1]
    for x, y in ((0, 0), (gw // 2, gh // 2), (gw - 1, gh - 1), (gw // 6, 3 * gh // 4), (4 * gw // 5, gh // 8)):
        t = min(1.0, math.hypot((x - sx) / gw, (y - sy) / gh) * 1.5) ** 1.6
        expected = tuple(int(FELT[c] + 14 - (FELT[c] + 14 - FELT_DARK[c]) * t) for c in range(3))
        i = (y * gw + x) * 3
        assert tuple(data[i:i + 3]) == expected
    app = App(size, resizable=False)
    try:
        start = app.push("start", Settings())
        felt = start.view.felt(size, TableLayout(*size))
        assert felt.get_size() == size and felt.get_at((0, 0))[:3] == (92, 58, 30)    # the wooden edge
        assert sum(felt.get_at((640, 380))[:3]) > sum(felt.get_at((40, 40))[:3])        # lit in the middle
        # within 4 shades of the felt as it was drawn before: the same gradient 64 x 40, smooth-scaled whole
        layout = TableLayout(*size)
        fine = _old_lamp_light(layout.centre_point(), size)
        old = pygame.transform.smoothscale(pygame.image.frombuffer(fine, (64, 40), "RGB"), size)
        inner = pygame.Rect(0, 0, *size).inflate(-2 * layout.px(6) - 2, -2 * layout.px(6) - 2)
        worst = max(abs(felt.get_at((x, y))[c] - old.get_at((x, y))[c])
                    for x in range(inner.left, inner.right, 13) for y in range(inner.top, inner.bottom, 11) for c in range(3))
        assert worst <= 4
    finally:
        app.stack.clear()


@pytest.fixture
def start_1280():
    """The start screen in a 1280 x 800 window, and the window (closed after the test)."""
    app = App((1280, 800), resizable=False)
    try:
        yield app.push("start", Settings()), app
    finally:
        app.stack.clear()


def test_the_first_frame_paints_the_felt_straight_in_and_the_next_frames_blit_the_same_felt(start_1280):
    # the start screen's first frame paints the felt into the window (no window-sized surface
    # of its own yet: fresh memory cost the launch ~3 ms); the next frame keeps one, the same
    start, app = start_1280
    layout = TableLayout(1280, 800)
    start.view.draw_felt(app.screen, layout)
    assert start.view._felt is None                     # painted straight in, nothing kept yet
    first = app.screen.copy()
    app.screen.fill((0, 0, 0))
    start.view.draw_felt(app.screen, layout)
    assert start.view._felt is not None                 # kept from the second frame on
    for x, y in ((0, 0), (3, 400), (640, 380), (1279, 799), (200, 700), (1100, 90)):
        assert app.screen.get_at((x, y)) == first.get_at((x, y))


def test_the_buttons_other_states_wait_for_the_frame_after_the_first_and_are_drawn_then(start_1280):
    # pygame_gui draws one more state of every widget at each update; the first frame shows only
    # their normal (or selected) look, so those wait until it is up, and then come in as before
    # (from frames offered once the first frame is up: the four-times test above checks that)
    start, app = start_1280
    shape = next(iter(start.level_buttons)).drawable_shape
    app.frame(1 / 60)                                   # the first frame: nothing else drawn
    assert not shape.states["hovered"].generated
    assert list(shape.states_to_redraw_queue) == ["hovered", "selected", "active"]   # ... queued again
    for _ in range(6):                                  # the frames after draw them, one a frame
        app.frame(1 / 60)
    assert all(shape.states[state].generated for state in ("normal", "hovered", "selected", "active"))


def test_a_button_hovered_before_its_state_is_drawn_shows_it_at_once(start_1280):
    # a guard: while the states are held (before the first frame is up), a button the mouse
    # comes over still gets its hovered look at once
    start, _ = start_1280
    shape = start.start_button.drawable_shape
    assert not shape.states["hovered"].generated and "hovered" not in shape.states_to_redraw_queue
    shape.set_active_state("hovered")
    assert shape.states["hovered"].generated and shape.active_state is shape.states["hovered"]
