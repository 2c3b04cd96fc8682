"""A drill comes in sets (a tester's slip: after question 5 the discard drill began again at
question 1 with the same hand, the score carried on, and no summary was shown): each set's
questions are seeded and differ from the set before, and its summary says how it went and what
next. The 四川 discard drill names the void suits its expert reasons with."""
import pytest

from game.teaching.drill_sets import AGAIN, TO_LESSONS, drill_set, score_set, set_seed, set_summary
from game.teaching.drills import DRILL_SEED, discard_positions, score_questions, seat_voids, void_said
from rules.variants.registry import all_variants

VARIANTS = [v.name for v in all_variants()]


def _hand(position):
    return (position.where, tuple(sorted(k.index for k in position.view.hand_kinds)))


def test_the_first_discard_set_is_the_drills_own_and_the_next_are_new_hands_seeded():
    first = drill_set("guobiao", "discard", 1, 3)
    assert [p.where for p in first] == [p.where for p in discard_positions("guobiao", 3, seed=DRILL_SEED)]
    second = drill_set("guobiao", "discard", 2, 3)
    assert len(second) == 3 and not {_hand(p) for p in first} & {_hand(p) for p in second}
    assert all(p.where.startswith(f"seed {set_seed(2)}:") for p in second)
    assert [p.where for p in drill_set("guobiao", "discard", 2, 3)] == [p.where for p in second]   # seeded


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_scoring_set_holds_none_of_the_set_before(variant):
    questions = score_questions(variant)
    sets = [drill_set(variant, "score", n) for n in range(1, 6)]
    assert [q.row_key for q in sets[0]] == [q.row_key for q in questions[:len(sets[0])]]     # easy first
    for before, after in zip(sets, sets[1:]):
        assert before and after and not {q.row_key for q in before} & {q.row_key for q in after}


def test_a_set_goes_round_the_questions():
    assert score_set(list(range(5)), 1, size=2) == [0, 1]
    assert score_set(list(range(5)), 3, size=2) == [4, 0]
    assert score_set(list(range(3)), 2, size=8) == [1]          # at most half: the next set is new
    assert score_set([], 1) == []


def test_the_summary_says_the_score_and_what_next_in_both_languages():
    summary = set_summary(3, 5)
    assert summary.score.en == "3 of 5 right" and summary.score.zh == "5题答对3题"
    assert "another set with new hands" in summary.next.en and "back to the lessons" in summary.next.en
    assert "再来一组" in summary.next.zh and "返回课程" in summary.next.zh
    assert set_summary(5, 5).verdict.en.startswith("Every answer right")
    assert set_summary(0, 5).verdict != set_summary(5, 5).verdict
    for words in (AGAIN, TO_LESSONS, summary.score, summary.verdict, summary.next):
        assert words.zh and words.en


def test_the_sichuan_discard_drill_names_every_void_suit():
    """A tester's slip: the expert's reasons lean on the void suits ("an opponent is void in
    Characters"), but the drill never said which suit was the learner's."""
    for position in discard_positions("sichuan", 3):
        view = position.view
        own = view.extra.own_void()
        said = void_said(view)
        name = {"m": ("万", "Characters"), "p": ("筒", "Dots"), "s": ("条", "Bamboo")}[own]
        assert said is not None and said.zh.startswith(f"你定缺{name[0]}") and \
            said.en.startswith(f"Your void suit is {name[1]}")
        held = any(k.suit == own for k in view.hand_kinds)
        assert ("要先打完" in said.zh) == held and ("none is left" in said.en) != held
        voids = seat_voids(view)
        assert [w.zh for w in voids] == [f"缺{dict(m='万', p='筒', s='条')[s]}" for s in view.extra.revealed_voids()]
    plain = discard_positions("guobiao", 1)[0].view
    assert void_said(plain) is None and seat_voids(plain) == [None] * 4


def test_a_drill_never_tried_says_so():
    """The lessons list read "0 of 0 right" / 答对0/0 before any try (a tester)."""
    from game.teaching.drill_sets import drill_score_words
    assert drill_score_words(0, 0).en == "not tried yet" and drill_score_words(0, 0).zh == "还没做过"
    assert drill_score_words(3, 5).en == "3 of 5 right" and drill_score_words(3, 5).zh == "5题答对3题"
