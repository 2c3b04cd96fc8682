"""What the learner reads after a wrong move, on the real screens: a scoring drill's wrong total
names its slip, a wrong discard what the tile costs, and a lesson's move the rules refuse (a
click on a tile outside the void suit) is judged by the lesson, which names the move, the rules'
reason and the move the step asks for in its panel."""
import sys
from pathlib import Path

import pytest

from game.teaching.lesson_file import lessons_root, read_lesson

sys.path.insert(0, str(Path(__file__).parent))
from screens import TextLog, shown_texts  # noqa: E402
from variant_driver import click, press  # noqa: E402

FRAME = 1 / 60


@pytest.fixture
def app(own_window):
    return own_window((1024, 640), "en")


def _drill(app, variant, kind):
    app.stack.clear()
    scene = app.push("lessons", variant)
    press(app, next(b for b, k in scene.drill_buttons.items() if k == kind))
    return app.stack.top


def test_a_wrong_total_is_told_its_slip_on_the_drill_screen(app):
    drill = _drill(app, "sichuan", "score")
    question = drill.question
    assert len(question.result.items) == 1            # the first question is an easy hand
    wrong = next(b for b, total in drill.choice_buttons.items() if total != question.result.total)
    chosen = drill.choice_buttons[wrong]
    press(app, wrong)
    with TextLog() as log:
        texts = " ".join(s.text for s in shown_texts(app, log, "drill"))
    assert f"Your {chosen} fans: that" in texts


def test_a_wrong_discard_is_told_what_it_costs_on_the_drill_screen(app, monkeypatch):
    monkeypatch.setattr("game.client.scenes.lessons_drill.POSITIONS", 1)
    drill = _drill(app, "guobiao", "discard")
    question = drill.question
    index = next(i for i, k in enumerate(question.view.hand_kinds) if k is not question.answer)
    click(drill.hand_rects()[index].center)
    app.frame(FRAME)
    assert drill.answer is not None and not drill.answer.right
    with TextLog() as log:
        texts = " ".join(s.text for s in shown_texts(app, log, "drill"))
    assert "After yours:" in texts and "from ready" in texts


def test_a_click_the_rules_refuse_in_a_lesson_is_explained_by_the_lesson(app):
    app.stack.clear()
    lessons = app.push("lessons", "sichuan")
    lessons.open_lesson(read_lesson(lessons_root() / "sichuan" / "01-void-suit.lesson"))
    scene = app.stack.top
    table = scene.table

    def at_the_discard():
        step = scene.run.step
        return step.kind == "do" and step.expect[0].text == "discard 2s" and table.prompt is not None \
            and table.prompt.kind == "turn" and not table.timeline.running and not table.queue

    for _ in range(4000):
        if at_the_discard():
            break
        step = scene.run.step
        if scene.next_button is not None:
            press(app, scene.next_button, 1)
        elif step.kind == "do" and table.prompt is not None and not table.timeline.running and not table.queue:
            table._act(scene.run.expected()[0])
        app.frame(FRAME)
    assert at_the_discard()
    tiles = table.human_tiles()
    index = next(i for i, t in enumerate(tiles) if t.kind.suit != "s")
    seat = table.model.seats[table.human_seat]
    placed = table.layout.hand_rects(0, len(tiles), drawn=seat.drawn is not None)
    click(placed[index].rect.center)
    app.frame(FRAME)
    verdict = scene.run.verdict
    assert verdict is not None and verdict.code == "refused"
    assert f"Your move (discard {tiles[index].kind.name_en}) is refused" in verdict.text.en
    with TextLog() as log:
        texts = " ".join(s.text for s in shown_texts(app, log, "lesson"))
    assert "This step asks for: discard 2" in texts
