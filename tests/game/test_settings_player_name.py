"""The player's name is a setting (UserSettings.player_name): kept between runs, and a bad value
in the file (not a text, too long for the name field, control characters, blank) falls back to
the default 你 with a Problem in both languages, like every other field."""
import json

import pytest

from game.settings import (DEFAULT_NAME, FIELD_ZH, NAME_LIMIT, UserSettings, load_settings, save_settings,
                           settings_from_json, settings_notice)


def test_the_default_name_is_the_one_the_start_screen_always_had():
    assert UserSettings().player_name == DEFAULT_NAME == "你"
    assert NAME_LIMIT == 12
    assert FIELD_ZH["player_name"] == "名字"


def test_a_name_is_kept_between_runs(tmp_path):
    path = save_settings(UserSettings(player_name="小李"), tmp_path / "settings.json")
    assert json.loads(path.read_text(encoding="utf-8"))["player_name"] == "小李"
    loaded, messages = load_settings(path)
    assert messages == [] and loaded.player_name == "小李"


def test_spaces_around_a_name_are_dropped_quietly():
    settings, messages = settings_from_json({"player_name": "  Lin "})
    assert settings.player_name == "Lin" and messages == []
    settings, messages = settings_from_json({"player_name": "x" * NAME_LIMIT})   # the field's limit itself
    assert settings.player_name == "x" * NAME_LIMIT and messages == []


@pytest.mark.parametrize("value, said", [
    (42, "is not a text"),
    (["Lin"], "is not a text"),
    (None, "is not a text"),
    ("x" * (NAME_LIMIT + 1), "longer than 12 characters"),
    ("Li\x07n", "control or invisible characters (U+0007)"),
    ("Li\nn", "control or invisible characters (U+000A)"),
    ("Li\u200bn", "control or invisible characters (U+200B)"),
    ("   ", "blank"),
])
def test_a_bad_name_falls_back_to_the_default_with_a_problem(value, said):
    settings, messages = settings_from_json({"player_name": value, "pace": "fast"})
    assert settings.player_name == "你" and settings.pace == "fast"     # the other fields are kept
    assert len(messages) == 1
    problem = messages[0]
    assert "'player_name'" in problem and said in problem and "using the default '你' (You)" in problem
    assert problem.zh.startswith("“名字”的值") and problem.zh.endswith("改用默认值“你”")
    zh, en = settings_notice(messages)
    assert "名字" in zh and "player_name" in en


def test_a_bad_name_in_the_file_is_kept_aside_and_named(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"player_name": 7, "language": "en"}), encoding="utf-8")
    loaded, messages = load_settings(path)
    assert loaded.player_name == "你" and loaded.language == "en"
    assert len(messages) == 1 and messages.kept_as is not None
