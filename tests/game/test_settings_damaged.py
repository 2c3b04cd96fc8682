"""Issue 30 (5): a damaged settings file is kept as a .bad copy before the window ever writes the
defaults over it, and the player gets one notice naming the fields and values, in both languages."""
from __future__ import annotations

import json

from game.settings import UserSettings, load_settings, save_settings


def test_a_damaged_file_is_kept_before_the_defaults_are_written(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"language": "en", "pace": "fast", "volume": 0.3, "muted": "maybe"}', encoding="utf-8")
    original = path.read_bytes()
    user, problems = load_settings(path)
    assert user.language == "en" and user.muted is False
    save_settings(user, path)                        # what quitting the window does
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.bad-")]
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert problems.kept_as == kept[0]


def test_a_file_of_the_wrong_shape_gives_one_notice_naming_fields_and_values_in_both_languages(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": 5, "pace": 5, "muted": 3, "hints": 1}), encoding="utf-8")
    from game.settings import settings_notice
    user, problems = load_settings(path)
    assert user == UserSettings()
    zh, en = settings_notice(problems)
    for word in ("language", "5"):
        assert word in en
    assert "语言" in zh and "5" in zh and "速度" in zh       # the Chinese names the field and the value
    assert "settings.json.bad-" in zh and "settings.json.bad-" in en


def test_the_window_shows_one_notice_for_a_damaged_file(tmp_path, monkeypatch):
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.client.app import Storage, open_player_window
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": 5, "pace": 5, "muted": 3, "hints": 1}), encoding="utf-8")
    app = open_player_window(Storage(settings_path=path, saves_folder=tmp_path / "saves",
                                     reports_folder=tmp_path / "reports"))
    assert len(app.notices) == 1
    zh, en = app.notices[0].words
    assert "muted" in en and "静音" in zh
