"""The tile style follows the settings screen and the language at once: the table's tiles are
drawn anew the frame after a change, and the two new rows fit the settings screen at 1024x640."""
import pygame
import pytest

from game.client.app import App, Settings
from game.client.display import lang
from game.client.display.fonts import get_font
from game.client.scenes.settings_parts.pages import NOTES
from game.client.scenes.settings_scene import SettingsScene
from game.client.scenes.table import TableScene
from game.settings import UserSettings
from rules.tiles import Tile


@pytest.fixture
def small_app():
    application = App((1024, 640), resizable=False, user=UserSettings(language="en"))
    lang.set_language("en")
    yield application
    application.stack.clear()
    lang.set_language("both")


def _face(app: App, name: str) -> bytes:
    return pygame.image.tobytes(app.art.face(Tile.parse(name), 30, 40), "RGBA")


def test_the_settings_change_the_tiles_at_once(small_app):
    app = small_app
    app.push(TableScene(app, Settings(variant="guobiao", seed=3, pace="fast", name="Tester")))
    app.frame(1 / 60)
    assert app.art.style.learner            # English: marks on by default
    marked = _face(app, "5m"), _face(app, "1z")
    settings = app.push(SettingsScene(app))
    if callable(getattr(settings, "show_page", None)):
        settings.show_page("table")       # the tiles' rows are on the Table page
    button = next(b for b, (key, value) in settings.choices.items() if key == "learner_marks" and value is False)
    app.focus.reset(settings)
    app.focus.focused = button            # a keyboard player pressed Enter on "Off"
    settings.choose("learner_marks", False)
    app.frame(1 / 60)
    assert not app.art.style.learner
    assert app.focus.current() is button  # the settings screen keeps its focus
    assert (_face(app, "5m"), _face(app, "1z")) != marked and _face(app, "5m") != marked[0]
    settings.choose("tile_colours", "colour_blind")
    app.frame(1 / 60)
    assert app.art.style.colour_blind


def test_marks_left_to_the_language_follow_it(small_app):
    app = small_app
    app.push(TableScene(app, Settings(variant="guobiao", seed=3, pace="fast", name="Tester")))
    app.frame(1 / 60)
    assert app.art.style.learner
    lang.set_language("zh")
    app.frame(1 / 60)
    assert not app.art.style.learner and not app.art.style.english


@pytest.mark.parametrize("code", ["zh", "en"])
def test_the_tile_rows_fit_the_settings_screen_at_1024x640(small_app, code):
    app = small_app
    lang.set_language(code)
    scene = app.push(SettingsScene(app))
    page = getattr(scene, "show_page", None)
    if callable(page):
        page("table")
    panel = scene.panel_rect()
    mine = [b for b, (setting, _) in scene.choices.items() if setting in ("learner_marks", "tile_colours")]
    assert len(mine) == 5
    for button in mine:
        rect = button.get_abs_rect()
        assert panel.contains(rect), (button.text, rect, panel)
        assert not rect.colliderect(scene.done_button.get_abs_rect())
    notes = [(text, at) for text, at in getattr(scene, "row_notes", [])
             if text in (lang.tr(*NOTES[k].pair) for k in ("learner_marks", "tile_colours"))]
    for text, (x, _) in notes:    # the short line beside the buttons ends inside the panel
        width = get_font(scene.px(14)).size(text)[0]
        assert x + width <= panel.right - scene.px(8), (text, x + width, panel.right)
    app.stack.clear()
