"""The player's name: remembered between runs (UserSettings.player_name), shown in the start
screen's field and editable on the settings screen's General page; a name the bundled font
cannot draw is refused with a notice naming its characters (by place and code point), accented
Latin letters are written as their base letters (the player is told), and a saved name the
font cannot draw falls back to the default with a settings notice."""
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.client.app import App, Settings, Storage
from game.client.display import lang
from game.client.display.fonts import missing_glyphs
from game.client.scenes.settings_scene import SettingsScene
from game.client.scenes.start import StartScene
from game.client.scenes.start_parts.player_name import check_name, ordinal, undrawable
from game.client.scenes.table import TableScene
from game.settings import UserSettings, load_settings, save_settings

FRAME = 1 / 60
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _language():
    before = lang.current()
    yield
    lang.set_language(before)


def window(tmp_path, language="zh", user=None):
    lang.set_language(language)
    storage = Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports")
    return App((1024, 640), resizable=False, storage=storage, user=user or UserSettings(language=language))


def start_screen(app):
    scene = app.push(StartScene(app, Settings(variant="guobiao", pace="fast", claim_seconds=0)))
    app.frame(FRAME)
    return scene


def notice_texts(app):
    return [n.text for n in app.notices]


def saved(tmp_path):
    loaded, messages = load_settings(tmp_path / "settings.json")
    assert messages == []
    return loaded


# ---------------------------------------------------------------- remembered

def test_the_name_a_match_starts_with_is_remembered_for_the_next_run(tmp_path):
    app = window(tmp_path)
    scene = start_screen(app)
    assert scene.name_entry.get_text() == "你"
    scene.name_entry.set_text("小李")
    scene.start()
    assert isinstance(app.stack.top, TableScene) and app.stack.top.settings.name == "小李"
    app.stack.clear()
    assert saved(tmp_path).player_name == "小李"
    again = window(tmp_path, user=saved(tmp_path))      # the next launch
    scene = start_screen(again)
    assert scene.name_entry.get_text() == "小李" and scene.chosen().name == "小李"
    again.stack.clear()


def test_the_default_name_still_reads_you_in_english_and_is_kept_language_free(tmp_path):
    app = window(tmp_path, "en")
    scene = start_screen(app)
    assert scene.name_entry.get_text() == "You" and scene.chosen().name == "你"
    scene.start()
    app.stack.clear()
    assert saved(tmp_path).player_name == "你"
    lang.set_language("zh")
    app = window(tmp_path, "zh", user=UserSettings(player_name="Lin"))
    scene = start_screen(app)
    assert scene.name_entry.get_text() == "Lin"
    app.stack.clear()


def test_a_typed_name_survives_the_language_switch(tmp_path):
    app = window(tmp_path, "en")
    scene = start_screen(app)
    scene.name_entry.set_text("Lin")
    lang.set_language("zh")
    app.frame(FRAME)                 # the screen is built again in Chinese
    assert scene.name_entry.get_text() == "Lin"
    app.stack.clear()


# ---------------------------------------------------------------- the font

def test_characters_the_font_cannot_draw_are_what_the_tester_saw():
    # the premise of the refusal: these are boxes in the bundled font, the rest of the names is not
    assert missing_glyphs("Zoë 小明") == ["ë"] and missing_glyphs("王梓萱") == ["梓", "萱"]
    assert undrawable("Zoë 小明") == ["ë"] and undrawable("王梓萱") == ["梓", "萱"]


def test_the_names_check_of_the_font_agrees_with_the_font_table():
    # FreeType's answer (what playing can use) against the cmap read with fontTools (tests only)
    sweep = "".join(chr(c) for c in (*range(0x20, 0x250), *range(0x2000, 0x2070), *range(0x3000, 0x3100),
                                     *range(0x4E00, 0x9FA6, 7), *range(0xFF00, 0xFF70), 0x1F600, 0x2000B))
    for start in range(0, len(sweep), 50):
        chunk = sweep[start:start + 50]
        expected = list(dict.fromkeys(missing_glyphs(chunk) + missing_glyphs(chunk, True)))
        assert undrawable(chunk) == expected, chunk


def test_the_names_check_needs_no_fonttools_which_playing_does_not_install():
    code = """
import sys
sys.modules["fontTools"] = None          # requirements.txt and build.spec leave it out
from game.client.scenes.start_parts.player_name import check_name
print(check_name("王梓萱").refusal is not None, check_name("Zoë").name, check_name("小明").name)
"""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=120, encoding="utf-8")
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "True Zoe 小明"


@pytest.mark.parametrize("language, words", [
    ("zh", "名字里这些字无法显示：第2个字（U+6893）、第3个字（U+8431）。请换一个名字"),
    ("en", "These characters of your name cannot be shown: the 2nd (U+6893), the 3rd (U+8431). "
           "Please use other letters"),
])
def test_a_name_the_font_cannot_draw_is_refused_and_nothing_starts(tmp_path, language, words):
    app = window(tmp_path, language)
    scene = start_screen(app)
    scene.name_entry.set_text("王梓萱")
    scene.start()
    assert app.stack.top is scene                    # no table
    assert notice_texts(app) == [words]
    assert scene.name_entry.get_text() == "王梓萱"    # left for the player to change
    assert not (tmp_path / "settings.json").exists() or saved(tmp_path).player_name == "你"
    assert missing_glyphs(words) == []               # the notice itself shows no box
    press_enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    scene.process_event(press_enter)                 # Enter starts too: refused the same way
    assert app.stack.top is scene and len(app.notices) == 2
    scene.name_entry.set_text("王小萱")                # 萱 still missing: only it is named
    scene.start()
    assert app.stack.top is scene and "U+8431" in notice_texts(app)[-1] and "U+6893" not in notice_texts(app)[-1]
    scene.name_entry.set_text("王小明")
    scene.start()
    assert isinstance(app.stack.top, TableScene) and app.stack.top.settings.name == "王小明"
    app.stack.clear()
    assert saved(tmp_path).player_name == "王小明"


def test_an_accented_letter_is_written_as_its_base_letter_and_the_player_is_told(tmp_path):
    app = window(tmp_path, "en")
    scene = start_screen(app)
    scene.name_entry.set_text("Zoë 小明")
    assert scene.chosen().name == "Zoe 小明"
    scene.start()
    table = app.stack.top
    assert isinstance(table, TableScene) and table.settings.name == "Zoe 小明"
    assert table.model.names[0] == "Zoe 小明"
    # the notice outlives the start screen: the table shows it
    assert notice_texts(app) == ['Your name is shown as "Zoe 小明": the game\'s font has no accented letters, '
                                 'so the accents are left off']
    app.frame(FRAME)
    assert app.notices and app.notices[0].owner is None
    app.stack.clear()
    assert saved(tmp_path).player_name == "Zoe 小明"


def test_the_name_check_by_itself():
    assert check_name(" Müller ").name == "Muller" and check_name("José").name == "Jose"
    assert check_name("Ñoño").name == "Nono"
    assert check_name("You").name == "你" and check_name("   ").name == "你"
    assert check_name("Li\tn\u200b").name == "Lin"          # control and invisible characters dropped
    mixed = check_name("Zoë 梓")                            # ë could be e, 梓 cannot: only 梓 is named
    assert mixed.refusal is not None and mixed.name == "Zoë 梓"
    assert "第5个字（U+6893）" in mixed.refusal[0] and "the 5th (U+6893)" in mixed.refusal[1]
    twice = check_name("王梓梓")
    assert twice.refusal is not None and "第2、3个字（U+6893）" in twice.refusal[0]
    assert "the 2nd and 3rd (U+6893)" in twice.refusal[1]
    assert check_name("ß").refusal is not None               # no base letter to write instead
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21)] == ["1st", "2nd", "3rd", "4th", "11th", "12th",
                                                                "13th", "21st"]


def test_a_saved_name_the_font_cannot_draw_falls_back_to_the_default_with_a_notice(tmp_path):
    save_settings(UserSettings(player_name="王梓萱", pace="fast"), tmp_path / "settings.json")
    loaded = saved(tmp_path)                 # the file layer does not know the font
    app = window(tmp_path, "zh", user=loaded)
    scene = start_screen(app)
    assert app.user.player_name == "你" and scene.name_entry.get_text() == "你"
    assert scene.chosen().name == "你"
    assert notice_texts(app) == ["设置有问题：“名字”里的第2个字（U+6893）、第3个字（U+8431）无法显示，改用默认值“你”"]
    lang.set_language("en")
    assert notice_texts(app) == ["Settings: setting 'player_name': characters the game's font cannot show: "
                                 "the 2nd (U+6893), the 3rd (U+8431); using the default '你' (You)"]
    app.stack.clear()


def test_a_saved_name_the_font_draws_is_not_touched(tmp_path):
    app = window(tmp_path, "zh", user=UserSettings(player_name="王小明"))
    scene = start_screen(app)
    assert app.user.player_name == "王小明" and scene.name_entry.get_text() == "王小明"
    assert app.notices == []
    app.stack.clear()


# ---------------------------------------------------------------- the settings screen

def type_in(app, entry, text):
    """Click into `entry`, select what it holds and type `text`, then Enter."""
    app.ui.set_focus_set(entry)
    entry.set_text("")
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40))
    app.frame(FRAME)
    app.frame(FRAME)


def test_the_settings_screen_edits_the_name_and_the_start_screen_follows(tmp_path):
    app = window(tmp_path, "en")
    start = start_screen(app)
    settings = app.push(SettingsScene(app))
    app.frame(FRAME)
    assert settings.page == "general"
    entry = settings.name_row.entry
    assert entry is not None and entry.get_text() == "You"
    assert ("Your name", settings.row_labels[-1][1]) == settings.row_labels[-1]
    done = settings.done_button.rect
    assert entry.rect.bottom <= done.top + 4 or entry.rect.right < done.left     # clear of Done
    type_in(app, entry, "Lin")
    assert app.user.player_name == "Lin" and saved(tmp_path).player_name == "Lin"
    assert start.name_entry.get_text() == "Lin"                    # the screen below follows
    type_in(app, entry, "王梓萱")                                    # refused: the saved name stays
    assert app.user.player_name == "Lin" and saved(tmp_path).player_name == "Lin"
    assert notice_texts(app)[-1].startswith("These characters of your name cannot be shown: the 2nd (U+6893)")
    lang.set_language("zh")
    app.frame(FRAME)                                               # built again: the typed text stays
    assert settings.name_row.entry.get_text() == "王梓萱"
    settings.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert app.stack.top is start and app.user.player_name == "Lin"    # closed; refused again, not kept
    assert notice_texts(app)[-1].startswith("名字里这些字无法显示")
    settings = app.push(SettingsScene(app))
    app.frame(FRAME)
    assert settings.name_row.entry.get_text() == "Lin"
    settings.name_row.entry.set_text("Zoë")                         # kept when the screen closes
    settings.process_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=settings.done_button))
    assert app.stack.top is start and app.user.player_name == "Zoe" and saved(tmp_path).player_name == "Zoe"
    assert start.name_entry.get_text() == "Zoe"
    assert notice_texts(app)[-1] == "你的名字显示为“Zoe”：字体里没有带符号的字母，已去掉符号"
    app.stack.clear()


def test_a_table_opened_from_the_command_line_seats_the_saved_name(tmp_path, monkeypatch):
    """`main.py play --variant V` went straight to a table as 你, not the name the player saved."""
    import json
    from game.client import app as app_module
    (tmp_path / "settings.json").write_text(json.dumps({"player_name": "Alice"}), encoding="utf-8")
    storage = app_module.Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports")
    seated = []
    real = app_module.open_player_window

    def spy(storage_arg):
        app = real(storage_arg)

        def look():        # the first frame: the table is open; then the loop ends, nothing saved
            seated.append(app.stack.top.settings.name)
            app.running = False
        app.after_frame.append(look)
        return app
    monkeypatch.setattr(app_module, "open_player_window", spy)
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)   # the other tests' fonts stay alive
    app_module.run_window(variant="guobiao", seed=1, storage=storage)
    assert seated == ["Alice"]
