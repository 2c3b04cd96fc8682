"""The lessons screens, headless with real frames: the start screen's entry, the list with the
learner's progress, a lesson played on the real table by clicking what the step frames (so the
frame is right, or the lesson never ends), a wrong move explained in the panel, the drills, and
the progress kept in the data folder."""
import sys
from pathlib import Path

import pygame
import pytest

from game.client.display import lang
from game.client.app import Settings
from game.client.display.fonts import missing_glyphs
from game.teaching import drills
from game.teaching.lesson_file import lessons_root, read_lesson
from game.teaching.lesson_progress import load_progress
from rules.actions import Pass
from rules.variants.registry import all_variants

sys.path.insert(0, str(Path(__file__).parent))
from screens import TextLog, shown_texts  # noqa: E402
from variant_driver import click, press  # noqa: E402



@pytest.fixture
def app(own_window):
    return own_window((1280, 800), "zh")


def _lessons_scene(app, variant):
    app.stack.clear()
    return app.push("lessons", variant)


def _open(app, variant, stem):
    scene = _lessons_scene(app, variant)
    scene.open_lesson(read_lesson(lessons_root() / variant / f"{stem}.lesson"))
    return app.stack.top


def _settled(table) -> bool:
    return table.prompt is not None and not table.timeline.running and not table.queue


def play_by_clicking(app, scene, max_frames=6000) -> None:
    """Answer every step as a learner: Next on a say step; on a do step the framed button, else
    the framed tiles (a discard: select and click again; an exchange: pick each, then its button)."""
    table = scene.table
    for _ in range(max_frames):
        run = scene.run
        if run.done or scene.problem is not None:
            return
        step = run.step
        if step.kind == "say" and scene.next_button is not None:
            press(app, scene.next_button, 1)
            continue
        if step.kind == "do" and _settled(table):
            buttons = scene.framed_buttons()
            tiles = scene.framed_tiles()
            if buttons:
                press(app, buttons[0], 1)
                continue
            if table.prompt.exchange:
                picked = set(table.picks)
                tiles = [(tid, rect) for tid, rect in tiles if tid not in picked]
            if tiles:
                click(tiles[0][1].center)
        app.frame(1 / 60)


@pytest.mark.slow
@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_a_lesson_of_each_variant_is_played_by_clicking_what_it_frames(app, tmp_path, variant):
    stems = sorted(p.stem for p in (lessons_root() / variant).glob("*.lesson"))
    for stem in stems[:2]:
        scene = _open(app, variant, stem)
        play_by_clicking(app, scene)
        assert scene.problem is None
        assert scene.run.done, f"{stem} stopped at step line {scene.run.step.line}"
        assert scene.run.goal_failures() == []
        app.frame(1 / 60)
        assert scene.following_button is not None or stem == stems[-1]
        assert scene.back_button is not None
    progress, problems = load_progress(tmp_path / "lessons.json")     # the data folder, beside the saves
    assert problems == [] and progress.lessons[variant] == stems[:2]


def test_the_start_screen_opens_the_lessons(app):
    app.stack.clear()
    start = app.push("start", Settings(variant=all_variants()[1].name))
    app.frame(1 / 60)
    press(app, start.lessons_button)
    top = app.stack.top
    assert type(top).__name__ == "LessonsScene" and top.variant == all_variants()[1].name
    assert len(top.lesson_buttons) == len(list((lessons_root() / top.variant).glob("*.lesson")))


def test_the_list_marks_finished_lessons_and_switches_variant(app):
    scene = _lessons_scene(app, all_variants()[0].name)
    first = scene.lessons[0]
    scene.keeper.progress.finish(scene.variant, first.id)
    scene.resize(app.size)
    texts = [b.text for b in scene.lesson_buttons]
    assert texts[0].endswith("✓ 已学") and not texts[1].endswith("已学")
    other, name = next((b, n) for b, n in scene.variant_buttons.items() if n != scene.variant)
    press(app, other)
    assert scene.variant == name
    assert all(lesson.variant.name == scene.variant for lesson in scene.lesson_buttons.values())


@pytest.mark.slow
def test_a_wrong_move_is_explained_in_the_panel(app):
    scene = _open(app, all_variants()[0].name, "03-eight-fans")
    table = scene.table
    for _ in range(3000):
        if scene.run.step.kind == "do" and _settled(table):
            break
        if scene.next_button is not None:
            press(app, scene.next_button, 1)
        app.frame(1 / 60)
    pung = next(b for b, a in table.buttons.items() if type(a).__name__ == "Pung")
    press(app, pung)
    verdict = scene.run.verdict
    assert verdict is not None and verdict.code == "not_taught"
    with TextLog() as log:
        texts = [s.text for s in shown_texts(app, log, "lesson")]
    assert any(verdict.text.zh[:8] in t for t in texts), texts
    assert [type(b).__name__ for b in [table.buttons[b] for b in scene.framed_buttons()]] == ["Pass"]
    assert scene.run.step.expect[0].text == "pass"     # not taken: the step waits on
    assert isinstance(table.buttons[scene.framed_buttons()[0]], Pass)


def test_the_panel_speaks_one_language_at_a_time(app):
    scene = _open(app, all_variants()[0].name, "01-sets-and-pair")
    lang.choose("en", app)
    for _ in range(3000):                 # the step's words wait for the deal to be shown
        if not scene._showing():
            break
        app.frame(1 / 60)
    with TextLog() as log:
        texts = [s.text for s in shown_texts(app, log, "lesson", frames=3)]
    step = scene.run.text()
    assert any(step.en[:20] in t for t in texts)
    assert not any(step.zh[:6] in t for t in texts)


def test_a_say_steps_words_and_next_wait_for_the_deal_to_be_shown(app):
    """A tester's slip: 苏州 lesson 3 said "your deal held Spring, Summer and Autumn" over a wall
    still being built, and Next could be pressed before any tile was shown."""
    scene = _open(app, "suzhou", "03-the-threshold")
    lang.choose("en", app)
    app.frame(1 / 60)
    words = scene.run.text().en
    assert scene._showing() and scene.next_button is None
    with TextLog() as log:
        texts = [s.text for s in shown_texts(app, log, "lesson", frames=1)]
    assert not any(words[:30] in t for t in texts)
    for _ in range(6000):
        if scene.next_button is not None:
            break
        app.frame(1 / 60)
    assert scene.next_button is not None and not scene._showing()
    assert all(seat.hand for seat in scene.table.model.seats)        # the deal is on the table
    with TextLog() as log:
        texts = [s.text for s in shown_texts(app, log, "lesson", frames=1)]
    assert any(words[:30] in t for t in texts)


def test_the_discard_drill_answers_with_the_bot_and_counts(app, monkeypatch):
    variant = all_variants()[0].name
    monkeypatch.setattr("game.client.scenes.lessons_drill.POSITIONS", 2)
    scene = _lessons_scene(app, variant)
    press(app, next(b for b, k in scene.drill_buttons.items() if k == "discard"))
    drill = app.stack.top
    question = drill.question
    rects = drill.hand_rects()
    index = question.view.hand_kinds.index(question.answer)
    click(rects[index].center)
    app.frame(1 / 60)
    assert drill.answer is not None and drill.answer.right
    assert drill.answer == drills.judge_discard(question, question.answer)
    assert scene.keeper.progress.drill(variant, "discard").right == 1
    press(app, drill.next_button)
    assert drill.index == 1 and drill.answer is None


def test_the_score_drill_answers_with_the_scorer(app):
    variant = all_variants()[-1].name
    scene = _lessons_scene(app, variant)
    press(app, next(b for b, k in scene.drill_buttons.items() if k == "score"))
    drill = app.stack.top
    question = drill.question
    wrong = next(b for b, total in drill.choice_buttons.items() if total != question.result.total)
    press(app, wrong)
    assert drill.answer is not None and not drill.answer.right
    assert drill.answer == drills.judge_score(question, drill.chosen)
    with TextLog() as log:
        texts = " ".join(s.text for s in shown_texts(app, log, "drill"))
    for line in drills.score_lines(variant, question.result):
        assert line.name.zh in texts
    assert scene.keeper.progress.drill(variant, "score").asked == 1


def test_the_tianjin_score_drill_names_its_wildcards_once(app):
    """A tester's slip: the question showed 「自摸、混儿三筒、四筒」 and under it 「混儿：三筒、四筒」."""
    scene = _lessons_scene(app, "tianjin")
    press(app, next(b for b, k in scene.drill_buttons.items() if k == "score"))
    with TextLog() as log:
        texts = [s.text for s in shown_texts(app, log, "drill")]
    named = [t for t in texts if "混儿" in t]
    assert len(named) == 1 and "自摸" in named[0], named


def test_the_tianjin_discard_drill_says_which_kinds_are_wildcards(app):
    """A tester's question: the discard drill counted 混 among the winning tiles but never said
    which kinds they were (the table's indicator is not drawn there)."""
    scene = _lessons_scene(app, "tianjin")
    press(app, next(b for b, k in scene.drill_buttons.items() if k == "discard"))
    hun = app.stack.top.question.view.extra.hun
    with TextLog() as log:
        texts = [s.text for s in shown_texts(app, log, "drill")]
    from rules.tiles import Tile
    assert any(t.startswith("混儿：") and Tile.parse(hun[0]).name_zh in t for t in texts), texts


def test_a_broken_lesson_file_is_listed_with_its_line(app, tmp_path, monkeypatch):
    from game.teaching import lesson_file
    root = tmp_path / "lessons"
    variant = all_variants()[0].name
    (root / variant).mkdir(parents=True)
    (root / variant / "01-bad.lesson").write_text("variant: " + variant + "\ntitle.zh: 坏\ntitle.en: Bad\ncolour: red\n",
                                                 encoding="utf-8")
    monkeypatch.setattr(lesson_file, "lessons_root", lambda: root)
    scene = _lessons_scene(app, variant)
    assert scene.lesson_buttons == {} and len(scene.errors) == 1
    with TextLog() as log:
        texts = " ".join(s.text for s in shown_texts(app, log, "lessons"))
    assert "01-bad.lesson:4:" in texts


def test_every_lesson_text_has_glyphs():
    for path in sorted(lessons_root().rglob("*.lesson")):
        text = path.read_text(encoding="utf-8")
        for bold in (False, True):
            assert missing_glyphs(text, bold=bold) == [], path.name


def test_a_damaged_progress_file_is_reported_and_kept_aside(app, tmp_path):
    (tmp_path / "lessons.json").write_text("[1, 2", encoding="utf-8")
    _lessons_scene(app, all_variants()[0].name)
    assert any("lessons.json" in n.text for n in app.notices)
    assert (tmp_path / "lessons.json.bad").exists()
    pygame.event.clear()


def test_enter_presses_the_one_button_a_step_frames(app):
    """At the 拉庄 step the framed 不拉 button ignored Enter, which presses the hint's button at a
    table (a tester)."""
    scene = _open(app, "tianjin", "04-sit-and-pull")
    table = scene.table
    for _ in range(6000):
        run = scene.run
        assert not run.done and scene.problem is None
        step = run.step
        if step.kind == "say" and scene.next_button is not None:
            press(app, scene.next_button, 1)
            continue
        if step.kind == "do" and _settled(table) and len(scene.framed_buttons()) == 1:
            break
        app.frame(1 / 60)
    else:
        raise AssertionError("no step framing one button")
    line = scene.run.step.line
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    for _ in range(5):
        app.frame(1 / 60)
    assert scene.problem is None and (scene.run.done or scene.run.step.line != line)


def test_the_sichuan_discard_drill_shows_the_void_suit_in_chinese(app):
    """The same in Chinese: 你定缺… above the hand, 缺… under each seat's name."""
    scene = _lessons_scene(app, "sichuan")
    press(app, next(b for b, k in scene.drill_buttons.items() if k == "discard"))
    view = app.stack.top.question.view
    suit = {"m": "万", "p": "筒", "s": "条"}[view.extra.own_void()]
    with TextLog() as log:
        texts = [s.text for s in shown_texts(app, log, "drill")]
    assert any(t.startswith(f"你定缺{suit}：") for t in texts), texts
    names = {"m": "缺万", "p": "缺筒", "s": "缺条"}
    assert {t for t in texts if t in names.values()} == {names[s] for s in view.extra.revealed_voids()}


def test_the_score_drill_ends_its_set_with_a_summary_in_chinese(app):
    scene = _lessons_scene(app, "sichuan")
    press(app, next(b for b, k in scene.drill_buttons.items() if k == "score"))
    drill = app.stack.top
    for _ in range(len(drill.questions)):
        question = drill.question
        press(app, next(b for b, total in drill.choice_buttons.items() if total == question.result.total))
        press(app, drill.next_button)
    assert drill.finished
    with TextLog() as log:
        texts = " ".join(s.text for s in shown_texts(app, log, "drill"))
    count = len(drill.questions)
    assert f"{count}题答对{count}题" in texts and "再来一组（换新牌）" in texts and "返回课程" in texts
    first = {q.row_key for q in drill.questions}
    press(app, drill.again_button)
    assert drill.right == 0 and not first & {q.row_key for q in drill.questions}


def _button_labels() -> list[str]:
    """Every Chinese label a table's answer buttons can show: claims, declarations, picks, set-up steps."""
    from game.client.scenes.table_parts.prompts import CLAIM_LABELS
    from game.client.scenes.table_parts.setup_prompts import setup_label
    from game.client.variants import all_presenters
    from rules.variants.tianjin.events import PullDealer, SitDealer
    lang.set_language("zh")
    labels = list(CLAIM_LABELS.values())
    for presenter in all_presenters():
        labels += [d.words[0] for d in presenter.declarations.values()]
        for rule in presenter.pick_rules.values():
            for n in range(14):
                labels += [rule.button(n, None)[0], rule.button(n, object())[0]]
    for action in (SitDealer(0, True), SitDealer(0, False), PullDealer(1, 0), PullDealer(1, 1), PullDealer(1, 2)):
        found = setup_label(action)
        if found is not None:
            labels.append(found[0])
    return labels


def test_a_lesson_names_a_button_by_the_words_it_shows():
    """国标 lesson 3 said 点“和” beside the button 胡, 二人's lessons 点“换牌” beside 「不换，就用这手牌」."""
    import re
    from pathlib import Path
    labels = _button_labels()
    try:
        named = []
        for path in sorted(Path("assets/lessons").rglob("*.lesson")):
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.startswith(("zh:", "why.zh:")):
                    assert "点“" not in line and "按“" not in line, (path.name, line)   # 「」 as the table says it
                    named += [(path.name, word) for word in re.findall(r"点「([^」]+)」", line)]
        assert named
        for name, word in named:
            assert any(label.split(" ")[0] == word or label == word for label in labels), (name, word)
    finally:
        lang.set_language("both")
