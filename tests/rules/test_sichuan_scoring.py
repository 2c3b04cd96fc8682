"""四川 fan table: one test per base pattern, special hand and extra; the void-suit and 缺一门
refusals; the payment ladder and cap; `main.py score` for sichuan lines."""
import io
import json

import pytest

from game.cli.score import run
from rules.errors import NotationError
from rules.variants.sichuan import VARIANT as SICHUAN
from rules.variants.sichuan.scoring import ROWS, could_win, fan_payment, ready_fans, score
from rules.melds import Meld
from rules.tiles import counts_of, parse_tiles

context_from_json = SICHUAN.read_hand


def hand(concealed, win, melds=(), void=None, options=None, **flags):
    obj = {"concealed": concealed, "win_tile": win, "melds": list(melds), "flags": flags}
    if void:
        obj["void_suit"] = void
    return score(context_from_json(obj), options or {})


def names(result):
    return [(i.name_zh, i.count) for i in result.items]


PUNG = lambda tiles, frm=1: {"type": "pung", "tiles": tiles, "from": frm}          # noqa: E731
KONG = lambda tiles, frm=1: {"type": "kong", "tiles": tiles, "from": frm}          # noqa: E731
HIDDEN_KONG = lambda tiles: {"type": "concealed_kong", "tiles": tiles}             # noqa: E731


# --- base patterns (only the highest counts) -----------------------------------------------------

@pytest.mark.parametrize("concealed, win, melds, expected, total", [
    ("123m456m789m234p5p", "5p", (), [("平胡", 1)], 1),
    ("111m333m555p777p9p", "9p", (), [("对对胡", 1)], 2),
    ("123m345m567m789m9m", "9m", (), [("清一色", 1)], 3),
    ("123m789m123p999p1m", "1m", (), [("带幺九", 1)], 3),
    ("11m33m55m22p44p66p8p", "8p", (), [("七对", 1)], 3),
    ("111m333m555m777m9m", "9m", (), [("清对", 1)], 4),
    ("222m555m888m222p5p", "5p", (), [("将对", 1)], 4),
    ("1111m33m55m22p44p6p", "6p", (), [("龙七对", 1)], 5),
    ("11m22m44m55m66m88m9m", "9m", (), [("清七对", 1)], 5),
    ("123m789m789m789m1m", "1m", (), [("清幺九", 1)], 5),
    ("1111m22m33m55m77m9m", "9m", (), [("清龙七对", 1)], 6),
], ids=["ping_hu", "dui_dui_hu", "qing_yi_se", "dai_yao_jiu", "qi_dui", "qing_dui", "jiang_dui",
        "long_qi_dui", "qing_qi_dui", "qing_yao_jiu", "qing_long_qi_dui"])
def test_each_base_pattern(concealed, win, melds, expected, total):
    result = hand(concealed, win, melds)
    assert result.win and result.unit == "fan" and result.meets_minimum
    assert names(result) == expected and result.total == total


def test_only_the_highest_base_pattern_counts():
    # 清一色 (3) and 对对胡 (2) together are 清对 (4), not 3 + 2
    result = hand("111m333m555m777m9m", "9m")
    assert [i.key for i in result.items] == ["qing_dui"] and result.total == 4


def test_seven_pairs_and_a_regular_reading_take_the_better_one():
    # 112233m 445566m 77m: 清一色 平胡 (3) as sets, 清七对 (5) as pairs
    assert names(hand("112233m445566m7m", "7m")) == [("清七对", 1)]


def test_dragon_seven_pairs_counts_one_root_less():
    result = hand("1111m2222m33p44p5p", "5p")      # two quads: 龙七对 5 + one 根
    assert names(result) == [("龙七对", 1), ("根", 1)] and result.total == 6


# --- special hands --------------------------------------------------------------------------------

def test_heavenly_win_counts_alone():
    result = hand("1111m22m33m55m77m9m", "9m", self_drawn=True, first_turn=True, dealer=True)
    assert names(result) == [("天胡", 1)] and result.total == 6


def test_earthly_win_counts_alone():
    result = hand("123m456m789m234p5p", "5p", first_turn=True)
    assert names(result) == [("地胡", 1)] and result.total == 6
    assert names(hand("123m456m789m234p5p", "5p", self_drawn=True, first_turn=True)) == [("地胡", 1)]


# --- extras (+1 each) -----------------------------------------------------------------------------

def test_root_for_four_identical_tiles_not_declared():
    assert names(hand("111m123m456m789m9p", "9p")) == [("平胡", 1), ("根", 1)]
    # a pung and its fourth tile in hand count as well
    result = hand("1m23m456m789m9p", "9p", [PUNG("111m")])
    assert names(result) == [("平胡", 1), ("根", 1)] and result.total == 2


def test_each_declared_kong_adds_one():
    result = hand("123m456m789m9m", "9m", [KONG("5555p")])
    assert names(result) == [("平胡", 1), ("杠", 1)] and result.total == 2
    # m.quxiu's example: 碰碰胡 (2) + 1 杠 (1) = 3 番
    result = hand("111m333m555p9p", "9p", [KONG("7777p")])
    assert names(result) == [("对对胡", 1), ("杠", 1)] and result.total == 3
    result = hand("111m333m5p", "5p", [KONG("7777p"), HIDDEN_KONG("9999p")])
    assert names(result) == [("对对胡", 1), ("杠", 2)] and result.total == 4


def test_win_on_a_kong_replacement():
    result = hand("123m456m789m9m", "9m", [HIDDEN_KONG("5555p")], self_drawn=True, kong_related=True)
    assert names(result) == [("平胡", 1), ("杠", 1), ("杠上花", 1), ("自摸", 1)] and result.total == 4


def test_win_on_the_discard_after_a_kong():
    result = hand("123m456m789m234p5p", "5p", after_kong_discard=True)
    assert names(result) == [("平胡", 1), ("杠上炮", 1)] and result.total == 2


def test_robbing_a_kong():
    result = hand("123m456m789m234p5p", "5p", kong_related=True)
    assert names(result) == [("平胡", 1), ("抢杠胡", 1)] and result.total == 2


def test_self_drawn_adds_one_fan_or_one_stake():
    assert names(hand("123m456m789m234p5p", "5p", self_drawn=True)) == [("平胡", 1), ("自摸", 1)]
    # option zimo = base: no fan, the settlement adds a stake per payer instead
    assert names(hand("123m456m789m234p5p", "5p", options={"zimo": "base"}, self_drawn=True)) == [("平胡", 1)]


def test_golden_hook():
    result = hand("9p", "9p", [PUNG("111m"), PUNG("333m"), PUNG("555p"), PUNG("777p")])
    assert names(result) == [("对对胡", 1), ("金钩钓", 1)] and result.total == 3   # JJ: ×4


def test_last_tile_self_drawn_and_last_discard():
    assert names(hand("123m456m789m234p5p", "5p", self_drawn=True, last_tile=True)) == \
        [("平胡", 1), ("自摸", 1), ("海底捞月", 1)]
    assert names(hand("123m456m789m234p5p", "5p", last_tile=True)) == [("平胡", 1), ("海底炮", 1)]


def test_extras_stack_on_the_base_pattern():
    # 清一色 3 + 根 (the pung's fourth 1m in hand) + 杠 + 杠上花 + 自摸 = 7
    result = hand("123m456m9m", "9m", [PUNG("111m"), HIDDEN_KONG("7777m")], self_drawn=True, kong_related=True)
    assert names(result) == [("清一色", 1), ("根", 1), ("杠", 1), ("杠上花", 1), ("自摸", 1)]
    assert result.total == 7


# --- what is not a win ----------------------------------------------------------------------------

def test_a_hand_holding_its_void_suit_cannot_win():
    result = hand("123m456m789m11p45m", "6m", void="p")
    assert not result.win and "void suit" in result.reason
    assert hand("123m456m789m11p45m", "6m", void="s").win


def test_a_hand_with_three_suits_cannot_win():
    result = hand("123m456p789s11m45m", "6m")
    assert not result.win and "three suits" in result.reason


def test_a_shape_that_is_not_complete():
    result = hand("123m456m789m235p5p", "5p")
    assert not result.win and "four sets" in result.reason


def test_the_fast_filter_never_refuses_a_real_win():
    for concealed, win in (("1111m22m33m55m77m9m", "9m"), ("123m456m789m234p5p", "5p"), ("9p", "9p")):
        tiles = parse_tiles(concealed + win)
        assert could_win(counts_of(tiles))
    assert not could_win(counts_of(parse_tiles("123m456p789s11m55m")))


# --- payments -------------------------------------------------------------------------------------

def test_payment_ladder_and_cap():
    assert [fan_payment(f) for f in range(1, 8)] == [1, 2, 4, 8, 16, 32, 64]
    assert fan_payment(8, cap=6) == 32 and fan_payment(8, cap=3) == 4 and fan_payment(2, cap=3) == 2


def test_ready_fans_is_the_best_wait_as_a_discard_win():
    # 11m 22m 33m 44m 55m 66m 7m waits on 7m: 清七对 5
    assert ready_fans(parse_tiles("11m22m33m44m55m66m7m"), [], "p", {}) == 5
    # waits 1m, 4m, 7m: 清一色 (3) on each
    assert ready_fans(parse_tiles("23m456m789m11m345m"), [], "p", {}) == 3
    # waits 5m and 8p (平胡 1) and 9p (龙七对 5): the best counts
    assert ready_fans(parse_tiles("55778899m88999p"), [], "s", {}) == 5
    assert ready_fans(parse_tiles("123m456m789m11p4p"), [], "p", {}) is None     # holds the void
    assert ready_fans(parse_tiles("13579m2468p135m"), [], "s", {}) is None        # not ready
    # a wait on a tile the hand holds all four of cannot come
    assert ready_fans(parse_tiles("1111m"), [Meld.from_json(PUNG("222m")), Meld.from_json(PUNG("333m")),
                                             Meld.from_json(PUNG("555p"))], "s", {}) is None


def test_every_row_has_names_and_meaning():
    keys = [r.key for r in ROWS]
    assert len(keys) == len(set(keys))
    for row in ROWS:
        assert row.name_zh and row.name_en and row.meaning_en and row.group in ("base", "special", "extra")
        assert row.value == 1 or row.group != "extra"


# --- main.py score --------------------------------------------------------------------------------

def _run(lines):
    out = io.StringIO()
    status = run(io.StringIO("\n".join(json.dumps(x) if not isinstance(x, str) else x for x in lines)), out)
    return status, [json.loads(line) for line in out.getvalue().splitlines()]


def test_score_cli_reports_fans_and_extras():
    status, [answer] = _run([{"variant": "sichuan", "hand": {
        "melds": [{"type": "concealed_kong", "tiles": "5555p"}], "concealed": "123m456m789m9m",
        "win_tile": "9m", "void_suit": "s", "flags": {"self_drawn": True, "kong_related": True}}}])
    assert status == 0
    assert answer["ok"] and answer["win"] and answer["unit"] == "fan" and answer["total"] == 4
    assert [i["name_zh"] for i in answer["items"]] == ["平胡", "杠", "杠上花", "自摸"]
    assert answer["meets_minimum"] is True and answer["reason"] is None


def test_score_cli_after_kong_discard_flag():
    status, [answer] = _run([{"variant": "血战", "hand": {"concealed": "123m456m789m234p", "win_tile": "5p",
                                                          "flags": {"after_kong_discard": True}}}])
    # 13 tiles needed: this line is malformed (12 concealed tiles)
    assert status == 2 and not answer["ok"] and "concealed has 12 tiles" in answer["error"]
    status, [answer] = _run([{"variant": "sichuan", "hand": {"concealed": "123m456m789m234p5p", "win_tile": "5p",
                                                             "flags": {"after_kong_discard": True}}}])
    assert status == 0 and [i["name_zh"] for i in answer["items"]] == ["平胡", "杠上炮"]


def test_score_cli_not_a_win_says_why():
    status, [answer] = _run([{"variant": "sichuan", "hand": {"concealed": "123m456m789m11p45m",
                                                             "win_tile": "6m", "void_suit": "p"}}])
    assert status == 0 and answer["ok"] and not answer["win"] and "void suit" in answer["reason"]


@pytest.mark.parametrize("hand_obj, words", [
    ({"concealed": "123m456m789m11z5m", "win_tile": "5m"}, "tile '1z' is not in the 四川 set"),
    ({"concealed": "123m456m789m11p45m", "win_tile": "6m", "void_suit": "z"}, "void_suit must be"),
    ({"concealed": "123m456m789m5m", "win_tile": "5m", "melds": [{"type": "chow", "tiles": "123p", "from": 1}]},
     "no chow"),
    ({"concealed": "123m456m789m11p45m", "win_tile": "6m", "flags": {"gang": True}}, "unknown flag"),
    ({"concealed": "123m456m789m11p45m", "win_tile": "6m", "flags": {"self_drawn": "yes"}}, "self_drawn"),
    ({"concealed": "1111m456m789m11p1m", "win_tile": "1m"}, "more than four '1m'"),
    ({"concealed": "123m456m789m11p45m", "win_tile": "0m"}, "win_tile"),
])
def test_score_cli_malformed_lines_name_the_field(hand_obj, words):
    with pytest.raises(NotationError, match=words.replace("(", r"\(")):
        context_from_json(hand_obj)
    status, [answer] = _run([{"variant": "sichuan", "hand": hand_obj}])
    assert status == 2 and not answer["ok"] and answer["error"].startswith("line 1:")
