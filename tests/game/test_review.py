"""The hand review (game/review): the expert's changes are marked, matches are not, the cost of
a known mistake is told, and `main.py review` refuses a bad log in one line (exit 2)."""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Callable, Optional

import pytest

import main as main_module
from game.cli.simulate import simulate
from game.review import Danger, expert_bot, review_decision, review_log
from game.review.cost import DANGEROUS, Measurer
from game.review.words import WORDS
from game.session import MatchSession
from rules import engine
from rules.actions import ActionBase, Discard
from rules.engine import MeldView
from rules.tiles import TILES
from rules.variants.registry import all_variants, get_variant

# picks the human's answer: (turn number of the human, view, legal, the expert's action) -> action or None (= expert)
Picker = Callable[[int, engine.SeatView, list, ActionBase], Optional[ActionBase]]


def _play_hand(seed: str, pick: Picker, path, variant: str = "guobiao") -> None:
    """One hand with the human at player 0 playing the expert's choice except where `pick` says."""
    session = MatchSession(variant, seed, human=0, bot_kind="expert")
    judge = expert_bot(seed, 0)
    turn = 0
    while not session.hand_over:
        if session.waiting_for_human():
            legal = session.human_actions()
            view = session.view(0)
            best = judge.decide(view, legal).action
            chosen = pick(turn, view, legal, best) if len(legal) > 1 else None
            session.act(chosen if chosen is not None else best)
            turn += 1
        else:
            session.step()
    session.write_log(str(path))


def _worst_discard(view: engine.SeatView, legal: list, best: ActionBase) -> Optional[ActionBase]:
    """A discard of another kind than the expert's, the one keeping the hand furthest from ready."""
    if not isinstance(best, Discard):
        return None
    measure = Measurer(view)
    best_kind = view.hand_kinds[view.hand.index(best.tile)]
    others = [a for a in legal if isinstance(a, Discard) and view.hand_kinds[view.hand.index(a.tile)] != best_kind]
    if not others:
        return None
    return max(others, key=lambda a: (measure.choice(a).shanten or 0, -(measure.choice(a).live or 0)))


def test_a_hand_played_as_the_expert_is_said_to_match(tmp_path):
    path = tmp_path / "same.jsonl"
    _play_hand("rv1", lambda *_: None, path)
    review = review_log(path.read_text(encoding="utf-8").splitlines())
    (hand,) = review.hands
    assert hand.decisions and hand.matched and not hand.marked
    assert all(d.same and d.cost == 0 for d in hand.decisions)
    assert "matched" in hand.summary.en and "一致" in hand.summary.zh


def test_the_one_changed_decision_is_marked_and_no_other(tmp_path):
    path = tmp_path / "one.jsonl"
    changed: list[int] = []

    def pick(turn: int, view: engine.SeatView, legal: list, best: ActionBase) -> Optional[ActionBase]:
        if changed or turn < 3:
            return None
        worse = _worst_discard(view, legal, best)
        if worse is not None:
            changed.append(turn)
        return worse

    _play_hand("rv1", pick, path)
    review = review_log(path.read_text(encoding="utf-8").splitlines())
    (hand,) = review.hands
    differing = [d for d in hand.decisions if not d.same]
    assert len(differing) == 1 and changed
    assert hand.marked == differing and differing[0].cost > 0
    assert not hand.matched


def test_a_discard_that_breaks_a_ready_hand_is_costed(tmp_path):
    for n in range(30):
        seed = f"ready{n}"
        broke: list[ActionBase] = []

        def pick(turn: int, view: engine.SeatView, legal: list, best: ActionBase) -> Optional[ActionBase]:
            if broke or not isinstance(best, Discard) or Measurer(view).choice(best).shanten != 0:
                return None
            worse = _worst_discard(view, legal, best)
            if worse is not None and (Measurer(view).choice(worse).shanten or 0) > 0:
                broke.append(worse)
                return worse
            return None

        path = tmp_path / f"{seed}.jsonl"
        _play_hand(seed, pick, path)
        if broke:
            break
    assert broke, "no seed reached a ready hand"
    review = review_log(path.read_text(encoding="utf-8").splitlines())
    (d,) = [d for h in review.hands for d in h.decisions if not d.same]
    assert d.expert.shanten == 0 and (d.played.shanten or 0) > 0
    assert d.marked and d.cost >= 50
    assert "broke a ready hand" in d.text.en and "拆了听牌" in d.text.zh


def test_a_set_up_choice_other_than_the_experts_is_marked(tmp_path):
    path = tmp_path / "void.jsonl"
    chosen: list[ActionBase] = []

    def pick(turn: int, view: engine.SeatView, legal: list, best: ActionBase) -> Optional[ActionBase]:
        if chosen or best.SETUP_STEP is None or best.SETUP_STEP.zh != "定缺":
            return None
        other = next(a for a in legal if a != best)
        chosen.append(other)
        return other

    _play_hand("void1", pick, path, variant="sichuan")
    review = review_log(path.read_text(encoding="utf-8").splitlines())
    (hand,) = review.hands
    (d,) = [d for d in hand.decisions if not d.same]
    assert chosen and d.played.action == chosen[0] and d.marked
    assert "定缺" in d.text.zh and "void" in d.text.en
    # its weight is a fixed mark, not a distance from ready: no "0.3 of a step"
    assert "不按步数计" in d.text.zh and "代价约" not in d.text.zh and "of a step" not in d.text.en
    assert "not counted in steps" in d.brief.en


def _mid_hand_view() -> engine.SeatView:
    """Player 0's view at his 10th turn of a 国标 hand (the first seed whose hand lasts that long)."""
    for n in range(20):
        session = MatchSession("guobiao", f"flush{n}", human=0, bot_kind="expert")
        turns = 0
        while not session.hand_over:
            if session.waiting_for_human() and session.view(0).phase == "play":
                turns += 1
                if turns == 10:
                    return session.view(0)
                session.act([a for a in session.human_actions() if isinstance(a, Discard)][-1])
            elif session.waiting_for_human():
                session.act(session.human_actions()[-1])   # pass every claim
            else:
                session.step()
    raise AssertionError("no hand lasted ten turns")


def _pung(kind_index: int, first_id: int) -> MeldView:
    kind = TILES[kind_index]
    return MeldView("pung", (first_id, first_id + 1, first_id + 2), (kind,) * 3, 0, first_id, False)


def test_a_tile_into_a_visible_flush_is_dangerous_and_says_why():
    view = _mid_hand_view()
    right = (view.seat + 1) % 4
    bamboo = max((k for k in view.hand_kinds if k.suit == "s"), key=lambda k: -abs(k.rank - 5), default=None)
    other = next((k for k in view.hand_kinds if k.suit in "mp"), None)
    assert bamboo is not None and other is not None
    flush = [m for m in view.melds]
    flush[right] = (_pung(18 + (bamboo.rank % 9 + 2) % 9, 900), _pung(18 + (bamboo.rank + 4) % 9, 910))
    log = tuple(replace(d, melds=2) if d.seat == right else d for d in view.discard_log)
    shown = replace(view, melds=tuple(flush), discard_log=log)
    plain = Measurer(view).danger(bamboo)
    found: Optional[Danger] = Measurer(shown).danger(bamboo)
    assert found is not None and found.seat == right and found.chance >= DANGEROUS
    assert plain is None or found.chance > plain.chance          # the flush makes it worse
    assert "flush" in found.why.en and "一色" in found.why.zh and "to deal in" in found.why.en
    # "dangerous" only where the hints say so (DANGER_CHANCE, weighed): below, "carries some risk"
    from game.teaching.danger import assess
    hinted = assess(shown, bamboo.index).dangerous
    assert ("is dangerous" in found.why.en) == hinted and ("carries some risk" in found.why.en) == (not hinted)
    off_suit = Measurer(shown).danger(other)
    assert off_suit is not None and off_suit.chance < found.chance   # a tile outside his suit is safer
    # reviewed as a decision: the throw into the flush is reported with its danger and who threatens
    throw = next(a for a in shown.legal if isinstance(a, Discard) and shown.hand_kinds[shown.hand.index(a.tile)] == bamboo)
    reviewed = review_decision(shown, list(shown.legal), throw, expert_bot("flush", 0))
    assert reviewed.played.danger == found
    assert not reviewed.same and reviewed.cost > 0 and reviewed.expert.danger is not None
    assert reviewed.expert.danger.chance < found.chance
    assert found.why.en in reviewed.text.en and found.why.zh in reviewed.text.zh


def test_every_review_text_has_both_languages_with_the_same_fields():
    import string
    for key, (zh, en) in WORDS.items():
        names = [{f for _, f, _, _ in string.Formatter().parse(text) if f} for text in (zh, en)]
        assert zh and en and names[0] == names[1], key


@pytest.mark.parametrize("content", [
    "",                                                     # empty
    "not json\n",                                           # not a log
    '{"type": "match", "version": 99}\n',                   # foreign version
    '{"hello": "world"}\n',                                 # foreign JSON
    '[' * 100000 + "\n",                                    # hostile nesting
])
def test_a_bad_or_foreign_log_is_refused_in_one_line(tmp_path, capsys, content):
    path = tmp_path / "bad.jsonl"
    path.write_text(content, encoding="utf-8")
    assert main_module.main(["review", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.strip().splitlines()) == 1
    assert "Traceback" not in captured.err


def test_a_truncated_log_and_an_unknown_player_are_refused(tmp_path, capsys):
    path = tmp_path / "whole.jsonl"
    _play_hand("rv2", lambda *_: None, path)
    lines = path.read_text(encoding="utf-8").splitlines()
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(lines[: len(lines) // 2]) + "\n", encoding="utf-8")
    assert main_module.main(["review", str(cut)]) == 2
    assert "truncated" in capsys.readouterr().err
    assert main_module.main(["review", str(path), "--seat", "7"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_the_json_shape_is_the_documented_one(tmp_path, capsys):
    path = tmp_path / "log.jsonl"
    _play_hand("rv1", lambda *_: None, path)
    assert main_module.main(["review", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    doc = (main_module.__file__.rsplit("/", 1)[0] + "/docs/cli.md")
    with open(doc, encoding="utf-8") as handle:
        text = handle.read()
    section = text[text.index("## review"):]
    hand = data["hands"][0]
    decision = hand["decisions"][0]
    for key in [*data, *data["totals"], *hand, *decision, *decision["position"], *decision["played"],
                *decision["expert"]]:
        assert f"`{key}`" in section, key
    assert data["player"] == 0 and decision["same"] is True


@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_every_variant_is_reviewed_in_both_languages(tmp_path, capsys, variant):
    log = tmp_path / "sim.jsonl"
    simulate(variant, 2, "rv", ["default"] * get_variant(variant).seats, log_path=str(log), checks=False)
    review = review_log(log.read_text(encoding="utf-8").splitlines(), player=1)
    assert review.player == 1 and len(review.hands) == 2
    decisions = [d for h in review.hands for d in h.decisions]
    assert decisions and all(d.text.zh and d.text.en and d.played.words.zh for d in decisions)
    assert all(d.cost == 0 for d in decisions if d.same) and all(d.cost > 0 for d in decisions if not d.same)
    for lang in ("zh", "en"):
        assert main_module.main(["review", str(log), "--seat", "1", "--lang", lang]) == 0
        out = capsys.readouterr().out
        if lang == "en":
            assert f"{review.variant}, player 1: 2 hands" in out
        else:
            assert f"{get_variant(variant).title_zh}，玩家1：2手" in out


def test_two_processes_review_a_log_of_two_matches_as_one_does(tmp_path):
    parts = []
    for seed in ("a", "b"):
        log = tmp_path / f"{seed}.jsonl"
        simulate("guobiao", 1, seed, ["default"] * 4, log_path=str(log), checks=False)
        parts.append(log.read_text(encoding="utf-8"))
    lines = "".join(parts).splitlines()
    one, two = review_log(lines), review_log(lines, jobs=2)
    assert [h.match for h in one.hands] == [0, 1]
    assert one.to_json() == two.to_json()
    assert all(d.state is None for h in two.hands for d in h.decisions)


def test_a_cost_beyond_counting_is_told_as_very_costly_not_as_a_hundred_steps():
    """The expert's "never" weights (a 天津 混 thrown) are not steps from ready: the review says
    the choice is very costly instead of "about 105.8 of a step" (seen in a drill's feedback)."""
    from game.review.reviewer import HUGE_COST, _text
    from game.review.review import Choice
    from game.teaching.i18n import Bi
    from rules.actions import Discard
    mine = Choice(Discard(seat=0, tile=1), Bi("打红中", "discard Red Dragon"), 2, 20)
    theirs = Choice(Discard(seat=0, tile=2), Bi("打九万", "discard 9 Character"), 1, 20)
    huge = _text(mine, theirs, False, HUGE_COST * 1.06)
    assert "代价很大" in huge.zh and "very costly" in huge.en and "105" not in huge.en
    small = _text(mine, theirs, False, 120.0)
    assert "代价约1.2步" in small.zh and "about 1.2 steps" in small.en       # not "1.2 of a step"
    level = Choice(Discard(seat=0, tile=1), Bi("打红中", "discard Red Dragon"), 1, 12)   # as near, fewer tiles
    under = _text(level, theirs, False, 40.0)
    assert "代价约0.4步" in under.zh and "about 0.4 of a step" in under.en
    # a step further from ready but priced under half a step: the words say why the steps are not all
    further = _text(theirs, Choice(Discard(seat=0, tile=3), Bi("打一万", "discard 1 Character"), 0, 8), False, 10.0)
    assert "离听虽然更远" in further.zh and "代价只约0.1步" in further.zh
    assert "weighs more than the steps" in further.en and "only about 0.1 of a step" in further.en


def test_two_ready_discards_are_told_apart_by_their_waits_not_by_a_fraction_of_a_step():
    """Both discards leave the hand ready: no step lies between them, so the review says the
    expert's wait is the better one (a tester read "yours is no worse ... about 0.1 of a step")."""
    from game.review.reviewer import _text
    from game.review.review import Choice
    from game.teaching.i18n import Bi
    from rules.actions import Discard
    mine = Choice(Discard(seat=0, tile=1), Bi("打五筒", "discard 5 Dot"), 0, 6)
    theirs = Choice(Discard(seat=0, tile=2), Bi("打二筒", "discard 2 Dot"), 0, 5)
    for live in (6, 4):            # as many winning tiles or more, and fewer
        text = _text(Choice(mine.action, mine.words, 0, live), theirs, False, 14.0)
        assert "两种打法都听牌，高手的听口更好" in text.zh and "步" not in text.zh.split("听口更好")[1]
        assert "expert's wait is the better one" in text.en and "of a step" not in text.en


def test_the_brief_of_a_decision_keeps_the_choice_the_danger_and_the_cost_only():
    """The statistics keep a mistake in a few words (the review window has the whole text)."""
    from game.review.reviewer import _brief
    from game.review.review import Choice
    from game.teaching.i18n import Bi
    from rules.actions import Discard
    danger = Danger(0.07, 1, 0.8, Bi("他多半听牌了", "he is likely ready"))
    mine = Choice(Discard(seat=0, tile=1), Bi("打七万", "discard 7 Character"), 1, 3, danger)
    theirs = Choice(Discard(seat=0, tile=2), Bi("打一万", "discard 1 Character"), 1, 6)
    brief = _brief(mine, theirs, False, 286.0)
    assert brief.en == ("Your move: discard 7 Character; the expert's: discard 1 Character. "
                        "About 7% to deal in with it. Costs about 2.9 steps")
    assert brief.zh == "你打七万，高手会打一万。这张牌约7%会点炮。代价约2.9步"
    assert "likely ready" not in brief.en and "tiles that help" not in brief.en


def test_a_tianjin_wildcard_thrown_is_said_to_bar_the_hand_from_winning(tmp_path):
    """A tester's slip: the review priced a 混 thrown as "very costly" without saying why; the
    rules' own warning (小相公: no win this hand) now opens the words."""
    path = tmp_path / "hun.jsonl"
    thrown: list[ActionBase] = []

    def pick(turn: int, view: engine.SeatView, legal: list, best: ActionBase) -> Optional[ActionBase]:
        wild = view.extra.wildcards()
        if thrown or not isinstance(best, Discard) or not wild:
            return None
        hun = [a for a in legal if isinstance(a, Discard) and view.hand_kinds[view.hand.index(a.tile)].index in wild]
        if hun:
            thrown.append(hun[0])
        return hun[0] if hun else None

    for n in range(12):
        _play_hand(f"hun{n}", pick, path, variant="tianjin")
        if thrown:
            break
    assert thrown, "no seed dealt player 0 a wildcard"
    review = review_log(path.read_text(encoding="utf-8").splitlines())
    (d,) = [d for h in review.hands for d in h.decisions if d.played.action == thrown[0]]
    assert not d.same and d.played.warning is not None and d.expert.warning is None
    assert "小相公" in d.text.zh and "不能和" in d.text.zh and "bars you" in d.text.en
    assert "小相公" in d.brief.zh
