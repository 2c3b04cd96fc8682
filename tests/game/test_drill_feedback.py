"""Drill and lesson feedback says why the learner's own move was wrong (issue 29, Learners): a
wrong total names the items it left out or added, a wrong discard what the learner's tile costs
against the expert's, a lesson's refused move the rules' reason and the move the step asks for;
scoring drills start with easy hands."""
import pytest

from game.teaching.drills import discard_positions, judge_discard, judge_score, score_questions, total_words
from game.teaching.lesson_file import lessons_root, read_lesson
from game.teaching.lessons import LessonRun
from tests.game.lesson_walk import play_lesson_until
from game.teaching.score_slips import recount
from rules.actions import Discard, Pung
from rules.scoring import ScoreItem
from rules.variants.registry import all_variants

VARIANTS = [v.name for v in all_variants()]


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_wrong_total_says_what_the_learner_did(variant):
    for q in score_questions(variant):
        for chosen in q.choices:
            if chosen == q.result.total:
                continue
            said = judge_score(q, chosen).text
            yours = total_words(q, chosen)
            assert f"Your {yours.en}: that " in said.en and f"你选的{yours.zh}：" in said.zh
        for slip in q.slips:                  # every slip told is the recount of a changed item list
            assert slip.total in q.choices and slip.total != q.result.total


def test_a_total_that_leaves_an_item_out_names_that_item():
    q = next(q for q in score_questions("guobiao") if len(q.result.items) >= 3)
    item = min(q.result.items, key=lambda i: i.value)
    left_out = recount([i for i in q.result.items if i is not item])
    said = judge_score(q, left_out).text if left_out in q.choices else None
    assert said is not None, q.choices
    assert f"leaves out {item.name_en}" in said.en or item.name_en in said.en
    assert item.name_zh in said.zh


def test_recount_adds_then_multiplies():
    items = [ScoreItem("a", "甲", "A", 1), ScoreItem("b", "乙", "B", 2, op="mul"), ScoreItem("c", "丙", "C", 3, count=2)]
    assert recount(items) == (1 + 6) * 2


@pytest.mark.parametrize("variant", VARIANTS)
def test_scoring_drills_start_with_easy_hands(variant):
    questions = score_questions(variant)
    order = [q.difficulty for q in questions if not q.room_rules]     # a room rule's items come after
    assert order == sorted(order)
    first, last = questions[0], questions[-1]
    assert len(first.result.items) <= len(last.result.items)
    assert first.difficulty < last.difficulty


def test_a_wrong_discard_says_what_the_learners_tile_costs():
    position = discard_positions("guobiao", 1)[0]
    other = next(k for k in position.view.hand_kinds if k is not position.answer)
    said = judge_discard(position, other)
    assert not said.right
    assert other.name_en in said.text.en and other.name_zh in said.text.zh          # the learner's tile
    assert "After yours:" in said.text.en and "你的选择后" in said.text.zh           # what it leaves
    assert "After the expert's:" in said.text.en
    assert position.reason.en in said.text.en                                      # and the expert's why


def _lesson_at(variant, stem, expect):
    run = LessonRun(read_lesson(lessons_root() / variant / f"{stem}.lesson"))
    play_lesson_until(run, lambda r: r.step is not None and r.step.kind == "do" and r.step.expect[0].text == expect)
    return run


def test_a_lesson_names_the_refused_move_the_rules_reason_and_the_asked_move():
    run = _lesson_at("sichuan", "01-void-suit", "discard 2s")
    state = run.state
    other = next(t for t in state.hands[0] if state.kinds[t].suit != "s")
    verdict = run.attempt(Discard(0, other))
    assert verdict.code == "refused"
    name = state.kinds[other]
    assert f"Your move (discard {name.name_en}) is refused" in verdict.text.en
    assert "Bamboo" in verdict.text.en                                  # the rules: the void suit first
    assert "This step asks for: discard 2 Bamboo" in verdict.text.en
    assert f"打{name.name_zh}" in verdict.text.zh and "打二条" in verdict.text.zh


def test_a_lesson_names_the_legal_move_it_does_not_teach_and_says_why():
    run = _lesson_at("guobiao", "03-eight-fans", "pass")
    pung = next(a for a in run.session.human_actions() if isinstance(a, Pung))
    verdict = run.attempt(pung)
    assert verdict.code == "not_taught"
    assert verdict.text.en.startswith("Your move (pung ") and "This step asks for: pass" in verdict.text.en
    assert run.step.why is not None and run.step.why.en in verdict.text.en


def test_a_wildcard_thrown_in_the_discard_drill_is_warned_of_once():
    """A tester's slip: the review's words came to open with the rules' warning (小相公), and the
    drill added the same warning again."""
    position = next(p for p in discard_positions("tianjin", 3)
                    if any(k.index in p.view.extra.wildcards() for k in p.view.hand_kinds))
    hun = next(k for k in position.view.hand_kinds if k.index in position.view.extra.wildcards())
    said = judge_discard(position, hun)
    assert not said.right
    assert said.text.zh.count("小相公") == 1 and said.text.en.count("bars you") == 1


def test_a_row_counted_anyway_is_one_the_hand_really_holds():
    """A tester's slip: every 二人 limit hand was told "that counts All Pungs (2 fans) too, but
    Thirteen Orphans already includes it", and a 国标 七对 won on a discard "counts Fully
    Concealed Hand too" (a self-drawn item): only rows the hand holds are offered as slips."""
    def said(variant, key):
        q = next(q for q in score_questions(variant) if q.row_key == key)
        return " ".join(s.why.en for s in q.slips)
    orphans = said("erren", "guo_shi")
    assert "All Pungs" not in orphans and "Ready Declaration" not in orphans and "Terminals in All Sets" not in orphans
    assert "Fully Concealed" not in said("guobiao", "seven_pairs")
    assert "Concealed Hand (2 fans) too" in said("guobiao", "seven_pairs")      # the hand does hold this one
    assert "Concealed Kong" not in said("guobiao", "three_kongs")


def test_the_review_and_the_hint_count_a_ready_hands_winning_tiles_alike():
    """A tester's slip: 天津 feedback said "unseen winning tiles: 11" and then "waiting on 8 Dot
    with 3 unseen": the first counted the 混 that would win only 1, below the minimum."""
    import re
    checked = 0
    for position in discard_positions("tianjin", 5):
        other = next(k for k in position.view.hand_kinds if k is not position.answer)
        text = judge_discard(position, other).text.en
        review = re.search(r"After the expert's: ready; unseen winning tiles: (\d+)", text)
        hint = re.search(r"with (\d+) unseen", text)
        if review and hint:
            assert review.group(1) == hint.group(1), text
            checked += 1
    assert checked
