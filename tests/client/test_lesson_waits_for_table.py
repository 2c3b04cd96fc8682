"""A lesson's do step speaks of the table the learner acts on: its words wait until the table has
shown the moves the lesson already played (天津 lesson 1 told of the 翻混 and the dealt 4 Dot
while the pull was still on screen)."""
import sys
from pathlib import Path

import pytest

from game.client.scenes.lessons_play import WATCHING
from game.teaching.lesson_file import lessons_root, read_lesson

sys.path.insert(0, str(Path(__file__).parent))
from screens import TextLog, shown_texts  # noqa: E402
from variant_driver import press  # noqa: E402


@pytest.fixture
def app(own_window):
    return own_window((1024, 640), "en")


def test_the_reveal_is_told_once_the_table_shows_it(app):
    lessons = app.push("lessons", "tianjin")
    lessons.open_lesson(read_lesson(lessons_root() / "tianjin" / "01-wildcards.lesson"))
    scene = app.stack.top
    table = scene.table
    seen_watching = False
    for _ in range(6000):
        step = scene.run.step
        if scene.run.index >= 2:          # the do step after the reveal
            with TextLog() as log:
                texts = [s.text for s in shown_texts(app, log, "lesson")]
            words = scene.run.text().en
            if scene._presenting():
                seen_watching = True
                assert WATCHING.en in " ".join(texts) and not any(words[:30] in t for t in texts)
            else:
                assert any(words[:30] in t for t in texts), texts
                break
        elif step.kind == "say" and scene.next_button is not None:
            press(app, scene.next_button, 1)
            continue
        elif step.kind == "do" and table.prompt is not None and not table.timeline.running and not table.queue:
            buttons = scene.framed_buttons()
            if buttons:
                press(app, buttons[0], 1)
                continue
        app.frame(1 / 60)
    assert seen_watching
    assert table.model.indicator_tile is not None     # the reveal was shown before the words
