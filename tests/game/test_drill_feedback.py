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
def test_every_wrong_total_says_what_would_give_it(variant):
    for q in score_questions(variant):
        for chosen in q.choices:
            if chosen == q.result.total:
                continue
            said = judge_score(q, chosen).text
            yours = total_words(q, chosen)
            assert (f" {yours.en} would come from " in said.en or f" {yours.en} is " in said.en) and \
                (f"。{yours.zh}像是" in said.zh or f"。{yours.zh}比这手牌" in said.zh), said
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
    assert "from ready" in said.text.en and "离听" in said.text.zh                  # what it leaves
    assert "yours" in said.text.en and "the expert's" in said.text.en
    reasons = position.reason.en.split(": ", 1)[1]                                  # after "discard X: "
    assert f"The expert's reasons: {reasons}." in said.text.en                      # and the expert's why


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
    assert verdict.text.en.startswith("Your move (pung ") and "is not the one this step asks for" in verdict.text.en
    # the lesson's why names the move it wants ("This lesson wants you to pass"): said once, not twice
    assert run.step.why is not None and run.step.why.en in verdict.text.en and "asks for: pass" not in verdict.text.en


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
        review = re.search(r"it keeps the hand ready \((\d+) unseen winning tiles?\)", text) or \
            re.search(r"Both leave the hand ready: \d+ unseen winning tiles? for yours, (\d+) for the expert's", text)
        hint = re.search(r"with (\d+) unseen", text)
        if review and hint:
            assert review.group(1) == hint.group(1), text
            checked += 1
    assert checked


# --- a tester's slips in the drills' words (the discard drill's measures, the scoring drill's guesses)

STEP_EN, STEP_ZH = "1 step = one more tile needed to be ready", "1步 = 离听牌多差一张牌"


@pytest.fixture(scope="module")
def discard_answers():
    """Every answer of the first guobiao and sichuan positions: (position, kind, answer)."""
    out = []
    for variant in ("guobiao", "sichuan"):
        for position in discard_positions(variant, 3):
            for kind in dict.fromkeys(position.view.hand_kinds):
                out.append((position, kind, judge_discard(position, kind)))
    return out


def test_every_discard_explanation_ends_with_a_stop_and_says_what_a_step_is(discard_answers):
    """"Costs about 4.1 steps" was never explained, no explanation ended with a full stop, a
    right answer read "Right! discard East Wind", and the Chinese said 高手电脑的选择."""
    assert any(not answer.right for _, _, answer in discard_answers)
    for _, _, answer in discard_answers:
        text = answer.text
        assert text.en.endswith(".") and text.zh.endswith("。"), text
        assert "高手电脑" not in text.zh and "expert bot" not in text.en
        if answer.right:
            assert text.en.startswith("Right! Discard ") and text.zh.startswith("对了！打"), text
        if "step" in text.en:
            assert text.en.count(STEP_EN) == 1 and text.zh.count(STEP_ZH) == 1, text
            if "costs about" in text.en:                                   # said before the cost in steps
                assert text.en.index(STEP_EN) < text.en.index("costs about")
                assert text.zh.index(STEP_ZH) < text.zh.index("代价约")


def test_a_discard_nearer_ready_is_called_better_than_one_with_more_helping_tiles(discard_answers):
    """"After yours: 2 from ready; tiles that help: 29. After the expert's: 1 from ready; tiles
    that help: 11" made the learner's tile look better at a glance: the drill now says plainly
    which is better and why."""
    import random

    from game.bots.default_bot import DefaultBot
    from game.review.reviewer import review_decision

    told = 0
    for position, kind, answer in discard_answers:
        if answer.right:
            continue
        view = position.view
        tile = view.hand[view.hand_kinds.index(kind)]
        played = next((a for a in position.legal if isinstance(a, Discard) and a.tile == tile), None)
        if played is None:
            continue
        reviewed = review_decision(view, position.legal, played, DefaultBot(random.Random(0)))
        mine, theirs = reviewed.played, reviewed.expert
        if mine.shanten > theirs.shanten > 0 and mine.live > theirs.live:
            assert "The expert's is better: it leaves the hand" in answer.text.en
            assert f"Yours keeps more tiles that help ({mine.live} against {theirs.live}), but being nearer " \
                   "ready counts for more" in answer.text.en
            assert "高手的打法更好" in answer.text.zh and "但离听更近更要紧" in answer.text.zh
            told += 1
    assert told


def test_a_wrong_total_is_offered_as_a_possibility_not_as_what_the_learner_did():
    """"Your 16 fans: that counts Chicken Hand (8 fans) twice" / "你选的2番：把平胡（1番）算了两次"
    stated a reason for the learner's answer as if it knew: the learner may have guessed."""
    q = next(q for q in score_questions("guobiao") if q.row_key == "chicken_hand")
    said = judge_score(q, 16).text
    assert "16 fans would come from counting Chicken Hand (8 fans) twice." in said.en
    assert "16番像是把无番和（8番）算了两次。" in said.zh
    plain = next(q for q in score_questions("sichuan") if [i.key for i in q.result.items] == ["ping_hu"])
    said = judge_score(plain, 2).text
    assert "2番像是把平胡（1番）算了两次。" in said.zh and "你选的" not in said.zh
    for q in score_questions("guobiao")[:10]:
        for chosen in q.choices:
            text = judge_score(q, chosen).text
            assert "Your " not in text.en and "：that" not in text.en
            assert text.en.endswith(".") and text.zh.endswith("。")


def test_a_tianjin_drill_never_offers_safety_as_a_reason():
    """天津: nobody wins on a discard, so no wrong discard is told of safety (a helper found the
    drills' "safety, value or the tiles after")."""
    from game.teaching.drills import discard_positions, judge_discard
    said = []
    for position in discard_positions("tianjin", 3):
        for kind in sorted(set(position.view.hand_kinds), key=lambda k: k.index):
            if kind is not position.answer:
                said.append(judge_discard(position, kind).text)
    assert said
    assert not any("safe" in s.en or "安全" in s.zh for s in said), [s.en for s in said if "safe" in s.en][:2]
