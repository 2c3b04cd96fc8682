"""The start screen's level choice (新手 / 普通 / 高手): one set of buttons, the chosen level kept
per variant in the player's settings, and the table started with bots of that level."""
import pygame
import pygame_gui

from game.client.display import lang
from game.client.app import App, Settings, Storage
from game.client.scenes.start import StartScene
from game.settings import load_settings


def press(app, button) -> None:
    app.stack.top.process_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))


def level_button(scene, level):
    return next(b for b, name in scene.level_buttons.items() if name == level)


def variant_button(scene, variant):
    return next(b for b, name in scene.variant_buttons.items() if name == variant)


def test_the_level_is_chosen_per_variant_and_remembered(tmp_path):
    lang.set_language("zh")
    storage = Storage(tmp_path / "settings.json", tmp_path, tmp_path)
    app = App((1280, 800), resizable=False, storage=storage)
    scene = app.push(StartScene(app, Settings(variant="guobiao")))
    app.frame(1 / 60)
    assert [b.text for b in scene.level_buttons] == ["新手", "普通", "高手"]
    assert scene.chosen().bot_kind == "normal"          # a new player meets the normal bots
    press(app, level_button(scene, "expert"))
    assert level_button(scene, "expert").is_selected and not level_button(scene, "normal").is_selected
    press(app, variant_button(scene, "sichuan"))       # another variant keeps its own level
    assert scene.chosen().bot_kind == "normal" and level_button(scene, "normal").is_selected
    press(app, level_button(scene, "beginner"))
    press(app, variant_button(scene, "guobiao"))
    assert scene.chosen().bot_kind == "expert"
    saved, messages = load_settings(storage.settings_path)
    assert messages == [] and saved.bot_levels == {"guobiao": "expert", "sichuan": "beginner"}
    app.stack.clear()
    # the next run's start screen begins with the remembered level
    again = App((1280, 800), resizable=False, storage=storage, user=saved)
    scene = again.push(StartScene(again, Settings(variant="sichuan")))
    assert scene.chosen().bot_kind == "beginner" and level_button(scene, "beginner").is_selected
    again.stack.clear()


def test_the_table_plays_the_chosen_level(tmp_path):
    lang.set_language("en")
    app = App((1024, 640), resizable=False, storage=Storage(tmp_path / "s.json", tmp_path, tmp_path))
    scene = app.push(StartScene(app, Settings(variant="tianjin")))
    assert [b.text for b in scene.level_buttons] == ["Beginner", "Normal", "Expert"]
    press(app, level_button(scene, "expert"))
    scene.start()
    table = app.stack.top
    assert table.session.bot_kinds[1:] == ["expert"] * 3
    assert all(bot.name == "expert" for bot in table.session.bots.values())
    app.stack.clear()
    lang.set_language("zh")


def test_a_bad_level_in_the_settings_file_is_named_and_dropped(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"bot_levels": {"guobiao": "expert", "sichuan": "grandmaster", "klingon": "normal"}}',
                    encoding="utf-8")
    saved, messages = load_settings(path)
    assert saved.bot_levels == {"guobiao": "expert"}
    assert saved.level_for("国标") == "expert" and saved.level_for("sichuan") == "normal"
    assert any("sichuan" in m and "grandmaster" in m for m in messages)
    assert any("klingon" in m for m in messages)
    path.write_text('{"bot_levels": ["expert"]}', encoding="utf-8")
    saved, messages = load_settings(path)
    assert saved.bot_levels == {} and len(messages) == 1


def test_the_default_name_shown_as_you_in_english_stays_the_default(tmp_path):
    """Started in English with the name box showing 'You', the player stayed 'You' after F6 to
    Chinese while the bots' names turned Chinese (a tester); a name he typed is kept as typed."""
    before = lang.current()
    try:
        lang.set_language("en")
        from game.settings import UserSettings
        app = App((1280, 800), resizable=False, user=UserSettings(language="en"),
                  storage=Storage(tmp_path / "settings.json", tmp_path, tmp_path))
        scene = app.push(StartScene(app, Settings(variant="guobiao")))
        app.frame(1 / 60)
        assert scene.name_entry.get_text() == "You"
        assert scene.chosen().name == "你"
        scene.name_entry.set_text("  Lin ")
        assert scene.chosen().name == "Lin"
        app.stack.clear()
    finally:
        lang.set_language(before)
