"""The start screen keeps every control apart however many variants the registry offers: a
variant's button or its summary never lies under the name entry, the pace or the room buttons."""
import pytest

from game.client.display import lang
from game.client.app import App, Settings, Storage
from game.client.scenes.start import StartScene


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_variant_list_stays_clear_of_the_name_and_pace_rows(tmp_path, size, language):
    lang.set_language(language)
    storage = Storage(tmp_path / "settings.json", tmp_path, tmp_path)
    app = App(size, resizable=False, storage=storage)
    scene = app.push(StartScene(app, Settings()))
    app.frame(1 / 60)
    below = [scene.name_entry.rect, *[b.rect for b in scene.pace_buttons]]
    lowest = max(b.rect.bottom for b in scene.variant_buttons)
    summary = lowest + scene.px(22)   # each button's one-line summary sits under it
    assert len(scene.variant_buttons) >= 5
    for rect in below:
        assert rect.top >= summary, f"{rect} lies under the variant list (ends at {summary})"
    for a in scene.variant_buttons:
        for b in scene.variant_buttons:
            assert a is b or not a.rect.colliderect(b.rect)
