"""The tile style settings (issue 29): learner marks (on, off, or following the language) and
the colour set round-trip through settings.json; a bad value keeps the default with a message
naming the setting in both languages."""
import json

import pytest

from game.settings import UserSettings, load_settings, save_settings, settings_from_json


@pytest.mark.parametrize("marks, colours", [(True, "colour_blind"), (False, "classic"), (None, "colour_blind")])
def test_the_tile_style_round_trips_through_the_file(tmp_path, marks, colours):
    path = tmp_path / "settings.json"
    save_settings(UserSettings(learner_marks=marks, tile_colours=colours), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["learner_marks"], data["tile_colours"]) == (marks, colours)
    loaded, problems = load_settings(path)
    assert not problems
    assert (loaded.learner_marks, loaded.tile_colours) == (marks, colours)


def test_by_default_the_marks_follow_the_language_and_the_colours_are_classic():
    assert (UserSettings().learner_marks, UserSettings().tile_colours) == (None, "classic")


@pytest.mark.parametrize("key, bad, en, zh", [
    ("learner_marks", "yes", "follow the language", "新手标记"),
    ("learner_marks", 1, "follow the language", "跟随语言"),
    ("tile_colours", "rainbow", "'classic'", "牌面配色"),
    ("tile_colours", None, "'classic'", "经典"),
])
def test_a_bad_value_keeps_the_default_and_says_which_setting(key, bad, en, zh):
    settings, problems = settings_from_json({key: bad})
    assert getattr(settings, key) == getattr(UserSettings(), key)
    assert len(problems) == 1 and key in problems[0] and en in problems[0] and zh in problems[0].zh
