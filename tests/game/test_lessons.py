"""Lessons (docs/lessons.md): every lesson file plays through with its taught moves and reaches
its goals; a wrong move is refused with a reason (the rules' why-not, or the lesson's why); a
broken lesson file is refused with the line that is wrong; `main.py lessons --check`; progress."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli.lessons import run as run_cli
from game.teaching.lesson_file import LessonError, lesson_files, lessons_root, parse_lesson, read_lesson
from game.teaching.lesson_progress import Progress, load_progress, progress_path, save_progress
from game.teaching.lessons import LessonRun, check_lesson, run_bots
from tests.game.lesson_walk import play_lesson_until
from rules import engine
from rules.actions import Discard, Pass, Pung, Win
from rules.variants.registry import all_variants

REPO = Path(__file__).resolve().parents[2]
ALL_FILES = [p for v in all_variants() for p in lesson_files(v.name)]
TOPICS = ("hand", "claims", "win", "own rule")


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


# ------------------------------------------------------------------------------ every lesson

@pytest.mark.parametrize("path", ALL_FILES, ids=_id)
def test_every_lesson_plays_through_to_its_goal(path):
    result = check_lesson(read_lesson(path))
    assert result.ok, result.message
    lesson = result.lesson
    assert lesson.goals, "a lesson says what it reaches"
    do_steps = [s for s in lesson.steps if s.kind == "do"]
    # at each do step a move the rules refuse and (where there is one) a legal move the lesson
    # does not teach were tried: each was refused with words in both languages
    assert {line for line, _code, _text in result.refusals} == {s.line for s in do_steps}
    for _line, code, text in result.refusals:
        assert code in ("refused", "not_taught")
        assert text.zh.strip() and text.en.strip()


def test_each_variant_has_a_path_of_at_least_four_lessons():
    for variant in all_variants():
        files = lesson_files(variant.name)
        assert len(files) >= len(TOPICS), variant.name
        for path in files:
            lesson = read_lesson(path)
            assert lesson.variant.name == variant.name
            assert lesson.title.zh and lesson.title.en and lesson.about.zh and lesson.about.en


def _play_to(run: LessonRun, line: int) -> None:
    """Play the taught moves until the step written on `line` is the current one."""
    play_lesson_until(run, lambda r: r.step is not None and r.step.line == line)


def _step_line(lesson, expect_text: str) -> int:
    return next(s.line for s in lesson.steps if s.kind == "do" and s.expect[0].text == expect_text)


def _file(variant: str, stem: str) -> Path:
    return lessons_root() / variant / f"{stem}.lesson"


def test_a_discard_outside_the_void_suit_is_refused_by_the_rules_reason():
    lesson = read_lesson(_file("sichuan", "01-void-suit"))
    run = LessonRun(lesson)
    _play_to(run, _step_line(lesson, "discard 2s"))
    state = run.state
    other = next(t for t in state.hands[0] if state.kinds[t].suit != "s")
    verdict = run.attempt(Discard(0, other))
    assert not verdict.accepted and verdict.code == "refused"
    assert "条" in verdict.text.zh and "Bamboo" in verdict.text.en     # "discard your void suit first"
    assert run.step.expect[0].text == "discard 2s"                     # the step waits on


def test_a_win_under_eight_fans_is_refused_naming_the_fans():
    lesson = read_lesson(_file("guobiao", "03-eight-fans"))
    run = LessonRun(lesson)
    _play_to(run, _step_line(lesson, "pass"))
    assert run.state.phase == engine.CLAIM
    verdict = run.attempt(Win(0))
    assert not verdict.accepted and verdict.code == "refused"
    assert "7" in verdict.text.en and "8" in verdict.text.en
    # the pung the rules allow is not what this step teaches: the lesson's own why
    pung = next(a for a in run.session.human_actions() if isinstance(a, Pung))
    taught_not = run.attempt(pung)
    assert taught_not.code == "not_taught" and "pass" in taught_not.text.en
    assert run.attempt(Pass(0)).accepted


def test_a_win_on_a_discard_is_refused_in_a_self_draw_only_variant():
    lesson = read_lesson(_file("tianjin", "03-self-draw-only"))
    run = LessonRun(lesson)
    _play_to(run, _step_line(lesson, "pass"))
    verdict = run.attempt(Win(0))
    assert not verdict.accepted and verdict.code == "refused" and verdict.text is not None
    assert run.attempt(Pass(0)).accepted


def test_a_say_step_waits_for_next_and_the_frame_names_the_taught_tiles():
    lesson = read_lesson(_file("guobiao", "01-sets-and-pair"))
    run = LessonRun(lesson)
    assert run.step.kind == "say"
    state = run.state
    verdict = run.attempt(Discard(0, state.hands[0][0]))
    assert verdict.code == "read_first" and not verdict.accepted
    assert {state.kinds[t] for t in run.frame().tiles} == {state.kinds[t] for t in state.hands[0]
                                                          if str(state.kinds[t]) in ("1m", "2m", "3m")}
    run.next()
    run.next()
    run_bots(run)
    frame = run.frame()       # the do step frames the White Dragon it teaches
    assert [str(state.kinds[t]) for t in frame.tiles] == ["7z"]


def test_the_score_placeholder_shows_the_scorers_items():
    lesson = read_lesson(_file("guobiao", "04-common-fans"))
    run = LessonRun(lesson)
    _play_to(run, lesson.steps[-1].line)
    text = run.text()
    assert "碰碰和" in text.zh and "All Pungs" in text.en and "11" in text.en
    assert str(engine.result(run.state).payments[0]) in text.en


def test_a_bloody_battle_lesson_plays_on_after_the_win():
    result = check_lesson(read_lesson(_file("sichuan", "04-bloody-battle")))
    assert result.ok
    run = LessonRun(result.lesson)
    _play_to(run, result.lesson.steps[-1].line)
    assert engine.is_over(run.state) and len({w.seat for w in run.state.wins}) >= 2


# ------------------------------------------------------------------------------ broken files

GOOD = """variant: guobiao
title.zh: 测试
title.en: Test
dealer: you
hand.you: 123m 456m 789p 34s 99s 7z
goal: ready

step: do
expect: discard 7z
zh: 打白板
en: Discard the White Dragon
"""


def _broken(text: str) -> LessonError:
    with pytest.raises(LessonError) as caught:
        parse_lesson(text, "t.lesson", "t")
    return caught.value


def test_a_good_lesson_text_checks_ok():
    assert check_lesson(parse_lesson(GOOD, "t.lesson", "t")).ok


@pytest.mark.parametrize("old, new, line, words", [
    ("dealer: you", "dealer: me", 4, "dealer"),
    ("hand.you: 123m", "hand.you: 12qm", 5, "hand.you"),
    ("goal: ready", "goal: rich", 6, "unknown goal"),
    ("expect: discard 7z", "expect: throw 7z", 9, "unknown action"),
    ("en: Discard the White Dragon", "colour: red", 11, "unknown field"),
    ("step: do", "step: dance", 8, "a step is one of"),
    ("zh: 打白板", "zh: 打{tile}", 10, "placeholder"),
    ("variant: guobiao", "variant: martian", 1, "martian"),
])
def test_a_broken_lesson_is_refused_with_the_wrong_line(old, new, line, words):
    error = _broken(GOOD.replace(old, new))
    assert error.line == line
    assert str(error).startswith(f"t.lesson:{line}: ")
    assert words in str(error)


def test_a_lesson_without_steps_or_expect_is_refused():
    assert "no steps" in str(_broken(GOOD.split("step:")[0]))
    error = _broken(GOOD.replace("expect: discard 7z\n", ""))
    assert error.line == 8 and "expect" in str(error)


def test_what_the_engine_refuses_is_named_by_line_when_checked():
    not_legal = check_lesson(parse_lesson(GOOD.replace("discard 7z", "discard 5p"), "t.lesson", "t"))
    assert not not_legal.ok and not_legal.message.startswith("t.lesson:9: ") and "not legal" in not_legal.message
    too_many = GOOD.replace("hand.you: 123m", "hand.you: 1111m 123m")
    assert "t.lesson:5: " in check_lesson(parse_lesson(too_many, "t.lesson", "t")).message
    five = check_lesson(parse_lesson(GOOD.replace("123m 456m", "11111m 4m"), "t.lesson", "t"))
    assert not five.ok and "t.lesson:5: " in five.message and "more 1m" in five.message
    unreached = check_lesson(parse_lesson(GOOD.replace("goal: ready", "goal: ready\ngoal: win"), "t.lesson", "t"))
    assert not unreached.ok and unreached.message.startswith("t.lesson:7: ") and "win" in unreached.message
    script = GOOD.replace("dealer: you", "dealer: you\nscript.right: discard 5p")
    assert _broken_or_check(script).startswith("t.lesson:5: script.right: ") and "never played" in _broken_or_check(script)


def _broken_or_check(text: str) -> str:
    try:
        return check_lesson(parse_lesson(text, "t.lesson", "t")).message
    except LessonError as exc:
        return str(exc)


def test_a_file_in_another_variants_folder_is_refused(tmp_path):
    root = tmp_path / "lessons"
    for variant in all_variants():
        (root / variant.name).mkdir(parents=True)
    other = next(v.name for v in all_variants() if v.name != "guobiao")
    path = root / other / "01-x.lesson"
    path.write_text(GOOD, encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        read_lesson(path)
    assert caught.value.line == 1 and "folder" in str(caught.value)


def test_a_file_that_is_not_text_is_refused(tmp_path):
    path = tmp_path / "bad.lesson"
    path.write_bytes(b"\xff\xfe\x00bad")
    with pytest.raises(LessonError) as caught:
        read_lesson(path)
    assert "UTF-8" in str(caught.value)


# ------------------------------------------------------------------------------ the CLI

def test_the_cli_check_prints_one_line_per_lesson_and_passes():
    proc = subprocess.run([sys.executable, "main.py", "lessons", "--check"], cwd=REPO, capture_output=True,
                          text=True, timeout=300, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == len(ALL_FILES) + 1
    for path, line in zip(sorted(ALL_FILES, key=lambda p: ([v.name for v in all_variants()].index(p.parent.name),
                                                           p.name)), lines):
        assert line.split()[:2] == [path.parent.name, path.stem] and line.endswith("ok")
    assert lines[-1] == f"{len(ALL_FILES)} of {len(ALL_FILES)} lessons pass"


def test_the_cli_check_fails_on_a_broken_file_naming_its_line(tmp_path, capsys):
    broken = tmp_path / "broken.lesson"
    broken.write_text(GOOD.replace("discard 7z", "discard 5p"), encoding="utf-8")
    unreadable = tmp_path / "unreadable.lesson"
    unreadable.write_text(GOOD.replace("dealer: you", "dealer: me"), encoding="utf-8")

    class Out:
        text = ""

        def write(self, s: str) -> None:
            Out.text += s

    code = run_cli(Out(), check=True, files=[str(broken), str(unreadable)])    # type: ignore[arg-type]
    assert code == 1
    out = Out.text.splitlines()
    assert len(out) == 3 and out[-1] == "0 of 2 lessons pass"
    assert any(f"{unreadable}:4: dealer" in line for line in out)
    assert any(f"{broken}:9: " in line and "FAIL" in line for line in out)


# ------------------------------------------------------------------------------ progress

def test_progress_is_saved_in_the_data_folder_and_read_back(tmp_path):
    path = progress_path(tmp_path)
    assert path.parent == tmp_path
    progress = Progress()
    progress.finish("guobiao", "01-sets-and-pair")
    progress.finish("guobiao", "01-sets-and-pair")
    progress.answer("sichuan", "score", right=True)
    progress.answer("sichuan", "score", right=False)
    save_progress(progress, path)
    loaded, problems = load_progress(path)
    assert problems == []
    assert loaded.lessons == {"guobiao": ["01-sets-and-pair"]}
    assert (loaded.drill("sichuan", "score").asked, loaded.drill("sichuan", "score").right) == (2, 1)


def test_a_broken_progress_file_starts_afresh_and_is_kept_aside(tmp_path):
    path = progress_path(tmp_path)
    path.write_text("{not json", encoding="utf-8")
    progress, problems = load_progress(path)
    assert progress.lessons == {} and len(problems) == 1 and "damaged" in problems[0]
    assert (tmp_path / "lessons.json.bad").read_text(encoding="utf-8") == "{not json"
    path.write_text(json.dumps({"format": "mahjong-table/lessons", "version": 1, "lessons": {"x": [3]}}),
                    encoding="utf-8")
    _progress, problems = load_progress(path)
    assert "lesson ids" in problems[0]
    assert load_progress(tmp_path / "missing.json") == (Progress(), [])


def test_keeping_every_tile_is_taught_and_an_exchange_is_not():
    lesson = read_lesson(_file("erren", "02-chow-and-pung"))
    run = LessonRun(lesson)
    run_bots(run)
    legal = run.session.human_actions()
    whole = next(a for a in legal if a.tiles)
    some = type(whole)(0, whole.tiles[:2])          # any subset is legal in the rules
    verdict = run.attempt(some)
    assert verdict.code == "not_taught" and "Keep all" in verdict.text.en
    assert run.attempt(next(a for a in legal if not a.tiles)).accepted
