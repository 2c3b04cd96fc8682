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
    assert f"{chosen} fans would come from" in texts or f"{chosen} fans is" in texts


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
    assert "from ready" in texts and "1 step = one more tile needed to be ready" in texts


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


def test_the_discard_drill_ends_its_set_with_a_summary_then_starts_a_fresh_one(app, monkeypatch):
    """A tester's slip (MCR, 1024x640): after question 5, "Next question" showed "question 1 of 5
    · 2 right" with the same first hand, no summary, the score carried on."""
    monkeypatch.setattr("game.client.scenes.lessons_drill.POSITIONS", 2)
    drill = _drill(app, "guobiao", "discard")
    first = drill.question
    for n in range(2):
        question = drill.question
        index = question.view.hand_kinds.index(question.answer) if n == 0 else \
            next(i for i, k in enumerate(question.view.hand_kinds) if k is not question.answer)
        click(drill.hand_rects()[index].center)
        app.frame(FRAME)
        assert drill.answer is not None and drill.answer.right == (n == 0)
        if n == 1:
            with TextLog() as log:
                assert "See how the set went" in " ".join(s.text for s in shown_texts(app, log, "drill"))
        press(app, drill.next_button)
    assert drill.finished and drill.question is None                # no question 1 again: the summary
    with TextLog() as log:
        texts = " ".join(s.text for s in shown_texts(app, log, "drill"))
    assert "1 of 2 right" in texts and "another set with new hands" in texts and "back to the lessons" in texts
    assert "Another set (new hands)" in texts and "Back to lessons" in texts
    assert drill.hand_rects() == []                                  # nothing to click under the summary
    press(app, drill.again_button)
    assert not drill.finished and drill.set_number == 2 and drill.index == 0 and drill.right == 0
    assert drill.question is not None and drill.question.where != first.where
    assert sorted(k.index for k in drill.question.view.hand_kinds) != sorted(k.index for k in first.view.hand_kinds)
    with TextLog() as log:
        texts = " ".join(s.text for s in shown_texts(app, log, "drill"))
    assert "set 2 · question 1 of 2 · 0 right" in texts
    for _ in range(2):                                                  # through the second set
        question = drill.question
        click(drill.hand_rects()[question.view.hand_kinds.index(question.answer)].center)
        app.frame(FRAME)
        press(app, drill.next_button)
    assert drill.finished and drill.right == 2
    press(app, drill.lessons_button)
    assert app.stack.top is not drill                              # back to the lessons


def test_the_sichuan_discard_drill_shows_the_void_suits(app, monkeypatch):
    """A tester's slip: the 四川 drill never said which suit was the learner's void (缺), though
    the expert's reasons depend on it."""
    monkeypatch.setattr("game.client.scenes.lessons_drill.POSITIONS", 1)
    drill = _drill(app, "sichuan", "discard")
    view = drill.question.view
    suit = {"m": "Characters", "p": "Dots", "s": "Bamboo"}[view.extra.own_void()]
    with TextLog() as log:
        texts = [s.text for s in shown_texts(app, log, "drill")]
    assert any(t.startswith(f"Your void suit is {suit}") for t in texts), texts
    names = {"m": "void: Characters", "p": "void: Dots", "s": "void: Bamboo"}
    assert {t for t in texts if t.startswith("void: ")} == {names[s] for s in view.extra.revealed_voids()}
