"""The two drills (docs/lessons.md): every discard answer is the expert bot's own choice, clearly
ahead of the next; every score answer is what the variant's scorer (the `main.py score` line)
makes of the rules book's row example, each item explained."""
import json

import pytest

from game.cli.score import score_line
from game.teaching.drills import (conditions, CHOICES, CLEAR_MARGIN, DiscardPosition, discard_margin, discard_positions,
                                  judge_discard, judge_score, score_lines, score_questions, total_words)
from game.teaching.hints import hint
from rules.actions import Discard
from rules.variants.registry import all_variants, get_variant

VARIANTS = [v.name for v in all_variants()]
POSITIONS = 3


@pytest.fixture(scope="module")
def positions() -> dict[str, list[DiscardPosition]]:
    return {name: discard_positions(name, POSITIONS) for name in VARIANTS}


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_discard_answer_is_the_expert_bots_clear_choice(variant, positions):
    found = positions[variant]
    assert len(found) == POSITIONS
    assert len({p.where for p in found}) == POSITIONS
    for position in found:
        again = hint(position.view, position.legal, position.options)    # the bot asked afresh
        assert isinstance(again.action, Discard)
        kind = position.view.hand_kinds[position.view.hand.index(again.action.tile)]
        assert kind is position.answer
        assert discard_margin(again.details) == position.margin >= CLEAR_MARGIN
        assert position.reason == again.reason
        right = judge_discard(position, position.answer)
        assert right.right and position.reason.en[1:] in right.text.en and position.reason.zh in right.text.zh
        other = next(k for k in position.view.hand_kinds if k is not position.answer)
        wrong = judge_discard(position, other)
        assert not wrong.right
        assert position.answer.name_en in wrong.text.en and position.answer.name_zh in wrong.text.zh


@pytest.mark.slow
def test_a_position_needs_the_margin(positions):
    """The margin filter is real: asking for an impossible margin finds nothing."""
    assert discard_positions(VARIANTS[0], 1, margin=10_000.0, max_hands=2) == []


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_score_answer_is_the_scorers_on_the_rows_example(variant):
    questions = score_questions(variant)
    assert len(questions) >= 5
    rows = {r.key: r for r in get_variant(variant).rows}
    for q in questions:
        request = {"variant": variant, "hand": rows[q.row_key].example, "options": rows[q.row_key].example_options}
        out = score_line(json.dumps(request))          # what `main.py score` answers for the row's example
        assert out["win"] and out["meets_minimum"]
        assert q.result.total == out["total"]
        assert [i.name_en for i in q.result.items] == [i["name_en"] for i in out["items"]]
        assert len(q.choices) == CHOICES and len(set(q.choices)) == CHOICES and q.result.total in q.choices
        assert list(q.choices) == sorted(q.choices) and all(c > 0 for c in q.choices)
        lines = score_lines(variant, q.result)
        assert len(lines) == len(q.result.items)
        for line, item in zip(lines, q.result.items):
            assert item.name_zh in line.name.zh and item.name_en in line.name.en
            assert line.meaning.zh and line.meaning.en          # each item explained from the table
        right = judge_score(q, q.result.total)
        assert right.right and all(line.name.en in right.text.en for line in lines)
        wrong = judge_score(q, next(c for c in q.choices if c != q.result.total))
        assert not wrong.right and total_words(q, q.result.total).en in wrong.text.en


def test_score_questions_are_seeded():
    name = VARIANTS[0]
    assert [q.row_key for q in score_questions(name, seed="a")] == [q.row_key for q in score_questions(name, seed="a")]
    assert [q.row_key for q in score_questions(name, seed="a")] != [q.row_key for q in score_questions(name, seed="b")]


def test_a_robbed_kong_is_not_called_a_win_on_a_discard():
    """抢杠: the winning tile was added to a pung, never discarded; a self-draw and a plain
    discard keep their words."""
    from rules.scoring import WinContext
    from rules.tiles import parse_tiles
    tiles = tuple(parse_tiles("123m456p789s24s55p"))
    robbed = [w.en for w in conditions("guobiao", WinContext((), tiles, parse_tiles("3s")[0], kong_related=True))]
    assert robbed == ["robbing a kong"]
    plain = [w.en for w in conditions("guobiao", WinContext((), tiles, parse_tiles("3s")[0]))]
    assert plain == ["on a discard"]
    drawn = [w.en for w in conditions("guobiao", WinContext((), tiles, parse_tiles("3s")[0], self_drawn=True,
                                                           kong_related=True))]
    assert drawn == ["self-drawn", "on a kong replacement"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_question_on_a_room_rules_item_says_the_rule_is_on_and_comes_last(variant):
    """A tester's slip: 天津's score drill opened on 银杠胡, an item only the room rule 金杠胡 scores,
    without a word of it: at a classic table that hand is no win."""
    questions = score_questions(variant)
    rows = {r.key: r for r in get_variant(variant).rows}
    classic = get_variant(variant).resolve_options()
    for q in questions:
        needs = {k: v for k, v in rows[q.row_key].example_options.items() if classic.get(k) != v}
        assert q.room_rules == len(needs)
        assert all(c.zh.startswith("房间规则：") and c.en.startswith("room rule: ") for c in q.conditions[:len(needs)])
    flags = [q.room_rules > 0 for q in questions]
    assert flags == sorted(flags)                          # every classic question first
    if variant == "tianjin":
        gold = next(q for q in questions if q.row_key == "yin_gang_hu")
        assert gold.conditions[0].zh == "房间规则：金杠胡/银杠胡 开" and not questions[0].room_rules


def test_a_hand_holding_a_wind_names_the_seat_and_round_winds_in_words():
    """A tester's question: a 国标 hand with an East pair said nothing of the winds (only winds
    other than East were named, and then as letters, "门风S")."""
    questions = score_questions("guobiao")
    winds = [q for q in questions if q.row_key == "little_four_winds"]
    assert winds and "门风东、圈风东" in [c.zh for c in winds[0].conditions]
    for q in questions:
        for c in q.conditions:
            assert not any(f"门风{w}" in c.zh or f"圈风{w}" in c.zh for w in "ESWN")
