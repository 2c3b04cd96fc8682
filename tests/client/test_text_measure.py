"""pygame_gui measures a text by rendering it, once per state of a button (issue 16's launch
time): the window makes each font measure each text once in each style, with the same result."""
import collections

import pygame
from pygame_gui.core.gui_font_pygame import GUIFontPygame

from game.client.display import text_measure
from game.client.app import App
from game.client.display.fonts import font_path
from game.client.match.table_settings import Settings


def test_the_start_screen_measures_each_text_once_and_gets_pygame_guis_own_sizes():
    app = App((1280, 800), resizable=False)
    try:
        assert text_measure._original, "the window installs the measures"
        own = text_measure._original[0]
        seen: collections.Counter = collections.Counter()
        fonts = {}

        def counting(font, text):
            seen[(id(font), text, text_measure._style(font))] += 1
            fonts[id(font)] = font
            return own(font, text)
        text_measure._original[0] = counting
        try:
            app.push("start", Settings())
            app.ui.update(1 / 60)
            app.ui.draw_ui(app.screen)
        finally:
            text_measure._original[0] = own
        assert seen and max(seen.values()) == 1          # 28 texts, each rendered once to measure
        for (font_id, text, _), _count in list(seen.items())[:12]:
            font = fonts[font_id]
            assert font.get_rect(text) == own(font, text)   # the same rectangle pygame_gui measures
    finally:
        app.stack.clear()


def test_the_fonts_pygame_gui_loads_remember_their_measures_and_its_class_is_untouched():
    App((1024, 640), resizable=False)
    from pygame_gui.core import utility
    assert utility.GUIFontPygame is text_measure.MeasuredFont     # what FontResource.load makes
    assert GUIFontPygame.get_rect is text_measure._original[0]    # pygame_gui's own method, as it was


def test_a_measure_is_a_copy_and_a_new_style_is_measured_again():
    App((1024, 640), resizable=False)
    font = text_measure.MeasuredFont(str(font_path()), 20)
    first = font.get_rect("国标麻将 Start")
    first.move_ip(50, 50)                                  # a caller moves what it got
    again = font.get_rect("国标麻将 Start")
    assert again.topleft != first.topleft and again.size == first.size
    inner: pygame.font.Font = font._GUIFontPygame__internal_font
    inner.bold = True                                      # a synthetic bold is wider
    assert font.get_rect("国标麻将 Start").width > again.width
    inner.bold = False
    assert font.get_rect("国标麻将 Start") == again
