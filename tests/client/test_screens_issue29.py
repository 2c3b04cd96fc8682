"""Issue 29, the start screen and its neighbours: toggling fullscreen keeps the variant and level
chosen; the start screen has Quit; Esc in a lesson asks before leaving; F9 takes a short note
into the report; the menu names only a report of the match on screen; the language buttons
switch 中 <-> EN (both at once is the settings' choice)."""
import json

import pygame
import pygame_gui
import pytest

from game.client.app import App, Settings, Storage
from game.client.display import lang
from game.client.scenes.ask import AskScene
from game.client.scenes.settings_scene import MenuScene
from game.client.scenes.start import StartScene
from game.client.scenes.table import TableScene
from game.settings import UserSettings
from game.teaching.lesson_file import lessons_root, read_lesson
from tests.client.variant_driver import post_key, press

FRAME = 1 / 60


@pytest.fixture
def window(tmp_path):
    app = App((1024, 640), resizable=False, user=UserSettings(language="zh", default_variant="sichuan"),
              storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))
    yield app
    app.stack.clear()
    lang.set_language("both")


def frames(app, n=2):
    for _ in range(n):
        app.frame(FRAME)


def test_toggling_fullscreen_keeps_the_variant_and_level_chosen_on_the_start_screen(window):
    start = window.push(StartScene(window, Settings(variant="sichuan")))
    frames(window)
    press(window, next(b for b, n in start.variant_buttons.items() if n == "guobiao"))
    press(window, next(b for b, n in start.level_buttons.items() if n == "expert"))
    settings = window.push("settings")
    frames(window)
    settings.choose("fullscreen", True)
    settings.choose("fullscreen", False)
    settings.close()
    frames(window)
    assert (start.settings.variant, start.level) == ("guobiao", "expert")
    assert next(b for b, n in start.variant_buttons.items() if n == "guobiao").is_selected
    settings = window.push("settings")                 # choosing the default variant there still does
    frames(window)
    settings.choose("default_variant", "suzhou")
    settings.close()
    assert start.settings.variant == "suzhou" and start.level == window.user.level_for("suzhou")


def test_the_start_screen_has_quit(window):
    lang.set_language("zh")          # another test may have left both languages on
    start = window.push(StartScene(window, Settings()))
    frames(window)
    quit_button = next(b for b, k in start.teach_buttons.items() if k == "quit")
    assert quit_button.text == "退出"
    press(window, quit_button)
    assert window.running is False


def test_esc_in_a_lesson_asks_before_leaving(window):
    window.user.pace = "fast"
    lessons = window.push("lessons", "guobiao")
    lessons.open_lesson(read_lesson(lessons_root() / "guobiao" / "01-sets-and-pair.lesson"))
    lesson = window.stack.top
    frames(window, 3)
    post_key(pygame.K_ESCAPE)
    frames(window)
    assert isinstance(window.stack.top, AskScene)
    post_key(pygame.K_ESCAPE)                          # Stay
    frames(window)
    assert window.stack.top is lesson
    post_key(pygame.K_ESCAPE)
    frames(window)
    post_key(pygame.K_RETURN)                          # Leave
    frames(window)
    assert window.stack.top is lessons


def test_f9_asks_for_a_note_and_the_menu_names_only_this_matchs_report(window, tmp_path):
    table = window.push(TableScene(window, Settings(seed=5, pace="fast", claim_seconds=60.0)))
    frames(window, 5)
    post_key(pygame.K_F9)
    frames(window)
    ask = window.stack.top
    assert isinstance(ask, AskScene) and ask.entry is not None and ask.entry.is_focused
    ask.entry.set_text("牌叠在一起了 tiles overlap")
    post_key(pygame.K_RETURN)
    frames(window)
    (report,) = (tmp_path / "reports").glob("bug-*.jsonl")
    header = json.loads(report.read_text(encoding="utf-8").splitlines()[0])
    assert header["report"]["note"] == "牌叠在一起了 tiles overlap"
    window.open_menu(table)
    frames(window)
    assert isinstance(window.stack.top, MenuScene) and window.last_report == report
    window.stack.clear()
    demo = window.push(TableScene(window, Settings(seed=2, human=None, pace="fast", show_hands=True), demo=True))
    frames(window, 3)
    window.open_menu(demo)
    frames(window)
    assert window.last_report is None                  # an old match's report is not this demo's


def test_the_language_button_has_two_states(window):
    lang.choose("zh", window)
    start = window.push(StartScene(window, Settings()))
    frames(window)
    seen = []
    for _ in range(3):
        button = next(b for b, k in start.teach_buttons.items() if k == "lang")
        seen.append(lang.current())
        window.dispatch(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
        frames(window)
    assert seen == ["zh", "en", "zh"] and "both" not in seen
