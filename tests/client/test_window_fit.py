"""The window opens at a size that fits the desktop, never off-screen and never below the supported
1024×640 (unless the desktop is smaller); a bad or too large window_size in the settings falls
back to a fitting size; widgets' text scales with the window; notices keep the start screen's
title and variant list clear and never stack over each other."""
import json

import pygame
import pytest

from game.client import app as app_module
from game.client.app import App, Settings, Storage, open_player_window
from game.client.scenes.start import StartScene
from game.client.display.window_fit import SUPPORTED_MIN, fit_window, min_window


def test_a_window_never_opens_larger_than_nine_tenths_of_the_desktop():
    assert fit_window((1280, 800), [(1920, 1080)]) == (1280, 800)
    assert fit_window((1280, 800), [(1366, 768)]) == (1229, 691)     # a small laptop
    assert fit_window((2560, 1600), [(1920, 1080)]) == (1728, 972)   # saved on a bigger screen
    assert fit_window((1600, 900), [(1920, 1080), (3840, 2160)]) == (1600, 900)   # the first desktop


def test_never_below_the_supported_minimum_unless_the_desktop_is_smaller():
    assert fit_window((800, 500), [(1920, 1080)]) == SUPPORTED_MIN
    assert fit_window((1280, 800), [(1024, 768)]) == (1024, 691)     # the whole width, still inside
    assert fit_window((1280, 800), [(800, 600)]) == (720, 540)       # a tiny desktop: 90% of it
    assert min_window([(800, 600)]) == (720, 540) and min_window([(1920, 1080)]) == SUPPORTED_MIN


@pytest.mark.parametrize("saved", [None, "big", (0, 500), (-5, 800), (1280,), (True, 800), [1.5, 2]])
def test_a_bad_saved_size_falls_back_to_the_default_made_to_fit(saved):
    assert fit_window(saved, [(1920, 1080)]) == (1280, 800)
    assert fit_window(saved, [(1366, 768)]) == (1229, 691)


def test_no_desktop_known_keeps_the_saved_size_at_least_the_minimum():
    assert fit_window((1500, 900), []) == (1500, 900)
    assert fit_window((900, 500), [None]) == SUPPORTED_MIN


@pytest.mark.parametrize("window_size", [[5, 5], [99999, 99999], "huge"])
def test_a_bad_window_size_in_the_settings_opens_a_fitting_window(window_size, tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"window_size": window_size}), encoding="utf-8")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    app = open_player_window(Storage(path, tmp_path / "saves", tmp_path / "reports"))
    try:
        w, h = app.size
        assert SUPPORTED_MIN[0] <= w <= 1366 * 0.9 and SUPPORTED_MIN[1] <= h <= 768 * 0.9
        if window_size != [99999, 99999]:      # the file's value was refused: the player is told
            assert len(app.notices) == 1
    finally:
        app.stack.clear()


def test_the_window_cannot_be_made_smaller_than_the_minimum(monkeypatch):
    app = App((1280, 800))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=600, h=400, size=(600, 400)))
    app.handle_input()
    assert app.size == app.min_size == SUPPORTED_MIN   # the dummy desktop is 1024×768


def test_widget_text_scales_with_the_window():
    small = App((1024, 640), resizable=False)
    button = pygame.Rect(0, 0, 100, 30)
    import pygame_gui
    label = pygame_gui.elements.UIButton(button, "正常 Normal", small.ui,
                                         object_id=pygame_gui.core.ObjectID(object_id="#choice"))
    assert label.font.point_size == small.font_px(18) == 14          # 18 × 0.8
    small.resize((1920, 1080))
    again = pygame_gui.elements.UIButton(button, "正常 Normal", small.ui,
                                         object_id=pygame_gui.core.ObjectID(object_id="#choice"))
    assert again.font.point_size == small.font_px(18) == 24          # 18 × 1.35
    label.kill()
    again.kill()
    small.resize((1280, 800))
    assert small.font_px(18) == 18


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_notices_keep_the_title_and_the_variant_list_clear(size):
    app = App(size, resizable=False)
    app.stack.clear()
    start = app.push(StartScene(app, Settings()))
    for i in range(3):
        app.notify(f"设置 Settings: setting 'window_size': problem number {i} with a long explanation of what "
                   f"went wrong and what is used instead (1280, 800)", 10.0)
    app.frame(1 / 60)
    shown = app.notice_layout()
    assert [n.text for n, _, _ in shown][0].endswith("(1280, 800)") and "number 2" in shown[0][0].text  # newest on top
    boxes = [box for _, box, _ in shown]
    keep_clear = [start.title_rect()] + [b.rect for b in start.variant_buttons] + [start.start_button.rect]
    for box in boxes:
        assert app.notice_area().contains(box)
        assert not any(box.colliderect(r) for r in keep_clear), box
    for a, b in zip(boxes, boxes[1:]):
        assert a.bottom < b.top                 # stacked, never over each other
    # those that do not fit wait: their time starts when they are shown
    waiting = [n for n in app.notices if id(n) not in {id(s[0]) for s in shown}]
    assert all(n.seconds == 10.0 for n in waiting)
    app.stack.clear()


def test_a_waiting_notice_shows_when_an_earlier_one_is_gone():
    app = App((1024, 640), resizable=False)
    app.stack.clear()
    app.push(StartScene(app, Settings()))
    for i in range(4):
        app.notify(f"notice {i} " + "words " * 40, 1.0)
    first = {n.text for n, _, _ in app.notice_layout()}
    assert len(first) < 4
    for _ in range(70):
        app.frame(1 / 60)
    later = {n.text for n, _, _ in app.notice_layout()}
    assert later and not (later & first)
    app.stack.clear()


def test_the_default_notice_band_is_used_by_screens_without_an_area():
    app = App((1280, 800), resizable=False)
    area = app.notice_area()
    assert area.top == 56 and area.centerx == 640 and area.width == 980
    assert app_module.ui_scale((1024, 640)) == 0.8
