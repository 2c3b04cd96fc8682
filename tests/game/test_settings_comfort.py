"""The comfort settings (issue 29): reduced motion, auto-win, auto-pass, the UI scale and the
claim keys each round-trip through settings.json, and a bad value falls back to its default
with a message naming the setting in both languages."""
import json

import pytest

from game.keymap import DEFAULT_KEYMAP, conflict, full_keymap, read_keymap, refusal, with_key
from game.settings import UserSettings, load_settings, save_settings, settings_from_json

CHOSEN = {"reduced_motion": True, "auto_win": True, "auto_pass": True, "ui_scale": 150,
          "keymap": {"pung": "x", "pass": "z"}}


def test_each_comfort_setting_round_trips_through_the_file(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(UserSettings(**CHOSEN), path)
    assert {k: v for k, v in json.loads(path.read_text(encoding="utf-8")).items() if k in CHOSEN} == CHOSEN
    loaded, problems = load_settings(path)
    assert not problems
    for key, value in CHOSEN.items():
        assert getattr(loaded, key) == value


def test_the_defaults_change_nothing_for_a_player():
    user = UserSettings()
    assert (user.reduced_motion, user.auto_win, user.auto_pass, user.ui_scale, user.keymap) == (False, False, False, 0, {})


@pytest.mark.parametrize("key, bad, zh", [
    ("reduced_motion", "yes", "减少动画"), ("auto_win", 1, "自动和牌"), ("auto_pass", None, "自动过"),
    ("ui_scale", 175, "界面缩放"), ("ui_scale", True, "界面缩放"), ("keymap", ["h"], "按键"),
])
def test_a_bad_value_keeps_the_default_and_says_which_setting(key, bad, zh):
    settings, problems = settings_from_json({key: bad, "auto_win": True} if key != "auto_win" else {key: bad})
    assert getattr(settings, key) == getattr(UserSettings(), key)
    assert len(problems) == 1 and key in problems[0] and zh in problems[0].zh


def test_a_keymap_with_two_answers_on_one_key_is_refused_whole():
    settings, problems = settings_from_json({"keymap": {"pung": "h"}})     # H is the win key
    assert settings.keymap == {} and problems and "同一个键" in problems[0].zh


def test_keys_the_table_uses_otherwise_are_refused_one_by_one():
    kept, problems = read_keymap({"win": "l", "pung": "1", "chow": "v", "nothing": "q"})
    assert kept == {"chow": "v"}
    assert len(problems) == 3
    assert refusal("escape") is not None and refusal("r") is not None and refusal("q") is None


def test_changing_a_key_keeps_only_what_differs_from_the_defaults():
    keymap = with_key({}, "pung", "x")
    assert keymap == {"pung": "x"} and full_keymap(keymap)["pung"] == "x"
    assert conflict(keymap, "win", "x") == "pung" and conflict(keymap, "win", "p") is None
    assert with_key(keymap, "pung", DEFAULT_KEYMAP["pung"]) == {}
