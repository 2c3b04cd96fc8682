"""Settings: a round trip, field-by-field fallback with messages, never an exception."""
import json
import random

import pytest

from game import saves
from game.session import MatchSession
from game.settings import UserSettings, load_settings, save_settings, settings_from_json, settings_path


def test_settings_round_trip(tmp_path):
    chosen = UserSettings(language="en", pace="fast", volume=0.25, muted=True, hints=False,
                          window_size=(1600, 900), fullscreen=True, large_tiles=True,
                          default_variant="sichuan",
                          variant_options={"sichuan": {"exchange_three": True, "fan_cap": 4},
                                           "guobiao": {"seat_rotation": True}})
    path = save_settings(chosen, tmp_path / "settings.json")
    loaded, messages = load_settings(path)
    assert messages == []
    assert loaded == chosen
    assert json.loads(path.read_text(encoding="utf-8"))["window_size"] == [1600, 900]


def test_a_missing_file_gives_the_defaults_quietly(tmp_path):
    assert load_settings(tmp_path / "none.json") == (UserSettings(), [])


@pytest.mark.parametrize("content", [b"{\"language\": \"en\", ", random.Random(5).randbytes(300),
                                     b"[1, 2]", b"\"zh\"", b"[" * 50_000])
def test_a_broken_file_gives_the_defaults_with_a_message(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, messages = load_settings(path)
    assert settings == UserSettings()
    assert len(messages) == 1 and "defaults" in messages[0]
    assert path.read_bytes() == content          # left for the player to look at


def test_a_partly_wrong_file_keeps_what_is_right():
    settings, messages = settings_from_json({
        "language": "fr", "pace": "fast", "volume": 3, "muted": "yes", "hints": False,
        "window_size": [100, 2000], "fullscreen": 1, "large_tiles": True, "default_variant": "血战",
        "variant_options": {"国标": {"fan_cap": 88, "seat_rotation": 1, "no_such": True},
                            "klingon": {"x": 1}, "tianjin": "all of them"},
        "a_key_from_a_newer_version": {"x": 1},
    })
    assert settings.language == "zh" and settings.muted is False and settings.fullscreen is False
    assert settings.pace == "fast" and settings.hints is False and settings.large_tiles is True
    assert settings.volume == 1.0
    assert settings.window_size == (800, 2000)
    assert settings.default_variant == "sichuan"
    assert settings.variant_options == {"guobiao": {"fan_cap": 88}}
    text = "\n".join(messages)
    for word in ("'language'", "'muted'", "'fullscreen'", "'volume'", "'window_size'", "seat_rotation",
                 "no_such", "klingon", "tianjin"):
        assert word in text
    assert "newer" not in text                      # unknown keys are ignored without a word
    assert len(messages) == 9


def test_rule_options_feed_a_match():
    settings, _ = settings_from_json({"variant_options": {"guobiao": {"fan_cap": 88}}})
    session = MatchSession("guobiao", seed=1, human=0, options=settings.options_for("国标"))
    assert session.options["fan_cap"] == 88
    assert settings.options_for("sichuan") == {}


def test_saving_is_atomic(tmp_path, monkeypatch):
    path = save_settings(UserSettings(language="en"), tmp_path / "settings.json")
    monkeypatch.setattr(saves.os, "replace", lambda src, dst: (_ for _ in ()).throw(OSError("disk full")))
    with pytest.raises(OSError):
        save_settings(UserSettings(language="zh"), path)
    assert load_settings(path)[0].language == "en"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_settings_live_in_the_users_config_folder(tmp_path, monkeypatch):
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert settings_path() == tmp_path / "mahjong-table" / "settings.json"
