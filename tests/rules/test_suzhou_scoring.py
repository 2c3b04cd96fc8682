"""苏州 花 scoring (docs/rules/suzhou.md §5-6, §8) through the score CLI's hand object.

Hands are written as the score CLI reads them; `flags.flowers` counts flower tiles.
"""
import io
import json

import pytest

from game.cli.score import run
from rules.errors import NotationError
from rules.variants.registry import get_variant
from rules.variants.suzhou.scoring import ROWS, hua_count, score_suzhou

SZ = get_variant("suzhou")
context_from_json = SZ.read_hand
DEFAULTS = SZ.resolve_options(None)


def score(concealed, win, melds=(), options=None, **flags):
    hand = {"melds": [meld(m) for m in melds], "concealed": concealed, "win_tile": win, "flags": flags}
    return score_suzhou(context_from_json(hand), SZ.resolve_options(options))


def meld(text):
    """"p555m" pung, "k5555m" melded kong, "c5555m" concealed kong (from the left player)."""
    kinds = {"p": "pung", "k": "kong", "c": "concealed_kong"}
    obj = {"type": kinds[text[0]], "tiles": text[1:]}
    if text[0] != "c":
        obj["from"] = 1
    return obj


def items(result):
    return {i.name_zh: (i.value, i.count) for i in result.items}


def test_the_worked_example_full_flush_seven_pairs_five_flowers_self_drawn_is_40():
    # "清一色10+七对15+成牌5+花5*2+自摸=120": 40 from each of three payers
    r = score("1122334455667m", "7m", self_drawn=True, flowers=5)
    assert r.win and r.meets_minimum and r.unit == "hua"
    assert r.total == 40
    assert items(r) == {"底": (5, 1), "硬花（七对翻倍）": (2, 5), "七对": (15, 1), "清一色": (10, 1)}


def test_the_worked_example_with_the_plain_seven_pairs_option():
    r = score("1122334455667m", "7m", options={"qidui_value": 10}, self_drawn=True, flowers=5)
    assert r.total == 5 + 5 + 10 + 10


def test_seven_pairs_without_any_flower_adds_both_concealed_bonuses():
    r = score("1122m3344p5566s1z", "1z", self_drawn=True)
    assert items(r) == {"底": (5, 1), "七对": (15, 1), "小门清": (5, 1), "大门清": (10, 1)}
    assert r.total == 35
    with_flower = score("1122m3344p5566s1z", "1z", self_drawn=True, flowers=1)
    assert "小门清" not in items(with_flower) and "大门清" not in items(with_flower)


def test_under_the_threshold_an_open_plain_hand_may_not_win_on_a_discard():
    # one suit pung melded, chows in hand, one flower tile: 1 花 < 4
    r = score("234m456p78m99s", "9m", ["p555s"], flowers=1)
    assert r.win and not r.meets_minimum
    assert "needs 4" in r.reason and "on a discard" in r.reason
    # self-drawn needs 3: still short
    r = score("234m456p78m99s", "9m", ["p555s"], flowers=2, self_drawn=True)
    assert not r.meets_minimum and "needs 3" in r.reason


def test_the_threshold_is_reached_with_flower_tiles_and_soft_flowers():
    assert score("234m456p78m99s", "9m", ["p555s"], flowers=4).meets_minimum
    assert score("234m456p78m99s", "9m", ["p555s"], flowers=3, self_drawn=True).meets_minimum
    # a wind pung (字碰 1) and a concealed kong (暗杠 2) are soft flowers: 1 + 1 + 2 = 4
    r = score("234m78m99s", "9m", ["p222z", "c5555p"], flowers=1)
    assert items(r)["字碰"] == (1, 1) and items(r)["暗杠"] == (2, 1)
    assert r.meets_minimum and hua_count(context_from_json(
        {"melds": [meld("p222z"), meld("c5555p")], "concealed": "234m78m99s", "win_tile": "9m",
         "flags": {"flowers": 1}}), DEFAULTS) == 4
    # counting flower tiles only (S2 option): 1 < 4
    assert not score("234m78m99s", "9m", ["p222z", "c5555p"],
                     {"threshold_counts_soft_flowers": False}, flowers=1).meets_minimum


def test_the_newer_two_three_profile():
    assert score("234m456p78m99s", "9m", ["p555s"], options={"threshold_profile": "2/3"}, flowers=3).meets_minimum
    assert not score("234m456p78m99s", "9m", ["p555s"], options={"threshold_profile": "2/3"}, flowers=2).meets_minimum


@pytest.mark.parametrize("concealed, win, melds, pattern", [
    ("234m678m11z99m", "9m", ["p555m"], "混一色"),
    ("234m678m11m99m", "1m", ["p555m"], "清一色"),
    ("222m444p66s99s", "9s", ["p555p"], "对对胡"),
    ("2m", "2m", ["p555p", "p777s", "p333m", "p999m"], "大吊车"),
])
def test_exempt_patterns_win_under_the_threshold(concealed, win, melds, pattern):
    r = score(concealed, win, melds, flowers=1)
    assert r.meets_minimum and pattern in items(r)


def test_concealed_hands_are_exempt_and_both_concealed_bonuses_stack():
    r = score("234m456p678s78m99s", "9m", flowers=1)   # 小门清 with a flower
    assert r.meets_minimum and items(r) == {"底": (5, 1), "硬花": (1, 1), "小门清": (5, 1)}
    r = score("234m456p678s78m99s", "9m")              # no flower of any kind: 大小门清
    assert items(r)["小门清"] == (5, 1) and items(r)["大门清"] == (10, 1) and r.total == 20
    assert "小门清" not in items(score("234m456p678s78m99s", "9m", options={"menqing_stack": False}))


def test_big_concealed_allows_suit_pungs_but_no_soft_flower():
    r = score("234m456p78m99s", "9m", ["p555s"])
    assert r.meets_minimum and "大门清" in items(r) and "小门清" not in items(r)
    r = score("234m78m99s", "9m", ["p555s", "p111z"], flowers=0)
    assert "大门清" not in items(r)   # the wind pung is a soft flower


def test_soft_flower_values():
    r = score("9s", "9s", ["k5555p", "c6666s", "k1111z", "c2222z"], flowers=0, self_drawn=True)
    assert {k: v for k, v in items(r).items() if k in ("明杠", "暗杠", "字明杠", "字暗杠")} == \
        {"明杠": (1, 1), "暗杠": (2, 1), "字明杠": (3, 1), "字暗杠": (4, 1)}


def test_a_concealed_wind_triple_is_worth_two_unless_the_discard_completed_it():
    drawn = score("111z234m456p99s78s", "9s", flowers=1)
    assert items(drawn)["风暗刻"] == (2, 1)
    on_discard = score("11z99s234m456p789s", "1z", flowers=1)   # 东 + 9s shanpon, won on 东
    assert "风暗刻" not in items(on_discard) and items(on_discard)["字碰"] == (1, 1)
    self_drawn = score("11z99s234m456p789s", "1z", flowers=1, self_drawn=True)
    assert items(self_drawn)["风暗刻"] == (2, 1)


def test_replacement_wins_and_first_turn_wins():
    base = ("234m456p678s78m99s", "9m")
    assert items(score(*base, self_drawn=True, kong_related=True, flowers=1))["杠开"] == (5, 1)
    assert items(score(*base, self_drawn=True, after_flower=True, flowers=1))["花开"] == (5, 1)
    fed = score("234m456p78m99s", "9m", ["k5555s"], self_drawn=True, fed_kong=True, flowers=1)
    assert "包饺子" in items(fed) and fed.meets_minimum
    assert items(score(*base, self_drawn=True, first_turn=True, dealer=True))["天胡"] == (50, 1)
    assert items(score(*base, self_drawn=True, first_turn=True))["地胡"] == (50, 1)
    assert items(score(*base, self_drawn=True, last_tile=True, flowers=3))["海底捞月"] == (5, 1)
    assert "海底捞月" not in items(score(*base, last_tile=True, flowers=4))


def test_last_tile_is_not_exempt():
    r = score("234m456p78m99s", "9m", ["p555s"], self_drawn=True, last_tile=True, flowers=1)
    assert not r.meets_minimum


def test_baozi_and_diling_double_once_unless_the_stacking_option_is_on():
    plain = score("234m456p678s78m99s", "9m", flowers=1)
    assert plain.total == 11
    for flags in ({"baozi": True}, {"diling": True}, {"baozi": True, "diling": True}):
        r = score("234m456p678s78m99s", "9m", flowers=1, **flags)
        assert r.total == 22
        assert [i.op for i in r.items].count("mul") == 1
    both = score("234m456p678s78m99s", "9m", options={"baozi_diling_stack": True}, flowers=1, baozi=True, diling=True)
    assert both.total == 44 and {"豹子", "滴零"} <= set(items(both))


def test_big_single_wait_double_option():
    r = score("2m", "2m", ["p555p", "p777s", "p333m", "p999m"], options={"dadiaoche_mode": "double"}, flowers=2)
    # 底 5 + 硬花 2 + 对对胡 5 = 12, ×2
    assert r.total == 24 and ("大吊车", 2) in {(i.name_zh, i.value) for i in r.items if i.op == "mul"}


def test_the_higher_reading_wins_when_a_hand_is_both_standard_and_seven_pairs():
    r = score("112233m445566p7s", "7s", flowers=2)
    assert "七对" in items(r)   # 5 + 4 + 15 = 24 beats 5 + 2 + 5 (小门清) = 12


def test_hua_cap_limits_the_sum_before_doubling():
    r = score("1122334455667m", "7m", options={"hua_cap": 50}, self_drawn=True, flowers=5, first_turn=True, dealer=True)
    assert r.total == 50
    r = score("1122334455667m", "7m", options={"hua_cap": 50}, self_drawn=True, flowers=5, first_turn=True, dealer=True,
              baozi=True)
    assert r.total == 100


def test_not_a_winning_shape():
    r = score("1357m2468p13579s", "9m")
    assert not r.win and "four sets" in r.reason


def test_every_row_has_names_a_value_and_a_meaning():
    assert len({r.key for r in ROWS}) == len(ROWS)
    for row in ROWS:
        assert row.name_zh and row.name_en and row.value > 0 and row.meaning_en and row.op in ("add", "mul")


@pytest.mark.parametrize("hand, words", [
    ({"concealed": "234m456p678s99s5z", "win_tile": "1z"}, ["concealed", "5z", "flower"]),
    ({"concealed": "234m456p678s78m99s", "win_tile": "2x"}, ["win_tile", "2x"]),   # (1x: 百搭, option baida)
    ({"melds": [{"type": "chow", "tiles": "123m"}], "concealed": "456p678s78m99s", "win_tile": "9m"}, ["melds[0]", "chow"]),
    ({"concealed": "234m456p678s99s", "win_tile": "9m"}, ["concealed", "13"]),
    ({"concealed": "234m456p678s78m99s", "win_tile": "9m", "flags": {"flowers": 29}}, ["flags.flowers"]),
    ({"concealed": "234m456p678s78m99s", "win_tile": "9m", "flags": {"baozi": "yes"}}, ["flags.baozi"]),
    ({"concealed": "234m456p678s78m99s", "win_tile": "9m", "flags": {"fed_kong": True, "self_drawn": True}},
     ["fed_kong", "melded kong"]),
    ({"concealed": "234m456p678s78m99s", "win_tile": "9m", "flags": {"hun": 1}}, ["unknown flag"]),
    ({"concealed": "1111m456p678s99s9m", "win_tile": "1m"}, ["more than 4", "1m"]),
    ({"concealed": "234m456p678s99s0z", "win_tile": "1z"}, ["concealed", "0z"]),
])
def test_malformed_hands_name_the_field(hand, words):
    with pytest.raises(NotationError) as err:
        context_from_json(hand)
    for word in words:
        assert word in str(err.value)


def test_the_score_cli_answers_suzhou_lines_in_hua():
    lines = [
        {"variant": "suzhou", "hand": {"melds": [], "concealed": "1122334455667m", "win_tile": "7m",
                                       "flags": {"self_drawn": True, "flowers": 5}}},
        {"variant": "苏州", "hand": {"melds": [{"type": "pung", "tiles": "555s", "from": 2}],
                                    "concealed": "234m456p78m99s", "win_tile": "9m", "flags": {"flowers": 1}}},
        {"variant": "suzhou", "hand": {"concealed": "234m456p678s99s5z", "win_tile": "1z"}},
    ]
    out = io.StringIO()
    status = run(io.StringIO("\n".join(json.dumps(x, ensure_ascii=False) for x in lines) + "\n"), out)
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert status == 2
    assert answers[0]["ok"] and answers[0]["total"] == 40 and answers[0]["unit"] == "hua"
    assert [i["name_zh"] for i in answers[0]["items"]] == ["底", "硬花（七对翻倍）", "七对", "清一色"]
    assert answers[1]["win"] and not answers[1]["meets_minimum"] and "needs 4" in answers[1]["reason"]
    assert not answers[2]["ok"] and answers[2]["error"].startswith("line 3:") and "5z" in answers[2]["error"]


def test_robbing_a_kong_needs_the_self_draw_threshold_unless_exempt():
    # "小牌遵循3花以上（包括3花，抢杠当自摸），才能抢杠"
    assert score("234m456p78m99s", "9m", ["p555s"], kong_related=True, flowers=3).meets_minimum
    assert not score("234m456p78m99s", "9m", ["p555s"], kong_related=True, flowers=2).meets_minimum
    assert score("234m456p678s78m99s", "9m", kong_related=True, flowers=1).meets_minimum   # 小门清


def test_the_threshold_count_holds_no_baidas_five_where_the_baida_is_wild():
    # 苏州百搭: a hand without a 百搭 counts 无搭's 5 toward the threshold (as the scorer does),
    # one holding a 百搭 does not; at a plain table 无搭 does not exist
    wild = SZ.resolve_options({"baida": "wild"})
    plain = {"concealed": "234m456p78m99s", "win_tile": "9m", "melds": [meld("p555s")], "flags": {"flowers": 1}}
    held = {"concealed": "234m456p78m9s1x", "win_tile": "9m", "melds": [meld("p555s")], "flags": {"flowers": 1}}
    assert hua_count(context_from_json(plain), wild) == 6
    assert hua_count(context_from_json(held), wild) == 1
    assert hua_count(context_from_json(plain), DEFAULTS) == 1
    won = score_suzhou(context_from_json(plain), wild)
    assert won.meets_minimum and items(won)["无搭"] == (5, 1)
