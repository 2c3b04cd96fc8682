"""国标 fan table: the table itself, one hand per fan, one hand per exclusion, and the scorer's
edges (non-winning hands, the 8-fan minimum, input errors, highlight tiles)."""
import re
from pathlib import Path

import pytest

from rules.errors import NotationError
from notation import hand
from rules.score_rows import ScoreRow, ScoreTableError
from rules.scoring import FanTable
from rules.variants.guobiao import VARIANT as GUOBIAO
from rules.variants.guobiao.rows import FANS
from rules.variants.guobiao.scoring import FAN_TABLE, best_scored, score_guobiao

context_from_json = GUOBIAO.read_hand


def context_from_example(text):
    return GUOBIAO.read_hand(hand(text))

README = Path(__file__).resolve().parents[1] / "data" / "README.md"
BY_KEY = {f.key: f for f in FANS}


def _readme_table() -> list[tuple[int, int, str, str]]:
    rows = []
    for line in README.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(.+?)\s*\|\s*(.+?)\s*\|$", line)
        if m:
            rows.append((int(m[1]), int(m[2]), m[3], m[4]))
    return rows


def _score(example: str):
    return score_guobiao(context_from_example(example) if isinstance(example, str) else GUOBIAO.read_hand(example))


def _counts(example: str) -> dict[str, int]:
    return {i.key: i.count for i in _score(example).items}


# ---------------------------------------------------------------- the table


def test_table_has_81_fans_plus_the_kong_extension_in_rulebook_order():
    assert len(FANS) == 82
    assert [f.fan_id for f in FANS] == list(range(1, 83))
    assert len({f.key for f in FANS}) == 82


def test_names_values_and_ids_match_the_testdata_readme():
    table = _readme_table()
    assert len(table) == 82
    for (fan_id, value, zh, en), fan in zip(table, FANS):
        assert (fan.fan_id, fan.value, fan.name_zh, fan.name_en) == (fan_id, value, zh, en)


def test_every_excluded_key_exists_nothing_excludes_itself_and_there_is_no_cycle():
    keys = {f.key for f in FANS}
    for fan in FANS:
        assert fan.excludes <= keys, fan.key
        assert fan.key not in fan.excludes
    # FanTable refuses cycles; here also check the order it derived puts excluders first
    position = {FANS[i].key: pos for pos, i in enumerate(FAN_TABLE.order)}
    for fan in FANS:
        for excluded in fan.excludes:
            assert position[fan.key] < position[excluded]


def test_every_row_explains_itself():
    for fan in FANS:
        assert fan.meaning_en and fan.example, fan.key
        assert fan.value > 0
    assert [f.key for f in FANS if f.has("bonus")] == ["flower_tiles"]
    assert [f.key for f in FANS if f.has("fallback")] == ["chicken_hand"]


def _fan(key, excludes=(), **kw):
    return ScoreRow(key, key, key, 1, excludes=frozenset(excludes), counter=lambda r: 0, **kw)


@pytest.mark.parametrize("rows, message", [
    ([_fan("a", {"b"}), _fan("b", {"a"})], "cycle"),
    ([_fan("a", {"a"})], "itself"),
    ([_fan("a", {"zzz"})], "unknown"),
    ([_fan("a"), _fan("a")], "twice"),
])
def test_fan_table_refuses_inconsistent_exclusions(rows, message):
    with pytest.raises(ScoreTableError, match=message):
        FanTable(rows)


# ---------------------------------------------------------------- one hand per fan


@pytest.mark.parametrize("fan", FANS, ids=[f.key for f in FANS])
def test_example_scores_its_fan(fan):
    result = _score(fan.example)
    assert result.win
    assert fan.key in {i.key for i in result.items}, (fan.example, [i.name_zh for i in result.items])


@pytest.mark.parametrize("example, expected", [
    # reference conventions named in the test-data README
    ("123m456p5z [1111s] {2222z} +5z", {"concealed_kong_and_melded_kong": 1}),      # 明暗杠 (82)
    ("1112345678999m +1m", {"nine_gates": 1, "pure_straight": 1, "tile_hog": 1}),   # 九莲 + implied
    ("1112345678999m *2m", {"nine_gates": 1, "two_concealed_pungs": 1, "short_straight": 1,
                            "pung_of_terminals_or_honors": 1, "self_drawn": 1}),
    ("2233445566778p +8p", {"seven_shifted_pairs": 1, "all_simples": 1}),           # 2..8 adds 断幺
    ("5z [1111m] [2222p] [3333s] [4444z] +5z", {"four_kongs": 1, "melded_hand": 1}),
    ("555z666z777z123m5p +5p", {"big_three_dragons": 1, "one_voided_suit": 1}),    # keeps 缺一门
    ("111m999m111p999p1s +1s", {"all_terminals": 1, "double_pung": 0}),
    ("123m456p5z {1111s} {2222z} +5z", {"two_concealed_kongs": 1, "two_concealed_pungs": 0}),
    ("147m258p369s234m5z +5z", {"knitted_straight": 1, "single_wait": 1}),          # 龙身 + 单钓
])
def test_reference_conventions(example, expected):
    counts = _counts(example)
    for key, n in expected.items():
        assert counts.get(key, 0) == n, (example, key, counts)


# ---------------------------------------------------------------- one hand per exclusion
#
# DATA: the excluded fan's own counter fires, and the exclusion on the excluder's row removes it.
# STRUCTURE: the set analysis (不拆移 / one fan per kong series) never reports it alongside the
# excluder; the result must still not contain it.

DATA = [
    ("all_terminals_and_honors", "thirteen_orphans", "19m19p19s1234567z +1z"),
    ("all_types", "thirteen_orphans", "19m19p19s1234567z +1z"),
    ("seven_pairs", "seven_shifted_pairs", "1122334455667m +7m"),
    ("full_flush", "seven_shifted_pairs", "1122334455667m +7m"),
    ("full_flush", "nine_gates", "1112345678999m +5m"),
    ("lesser_honors_and_knitted", "greater_honors_and_knitted", "14m25p36s1234567z +9s"),
    ("upper_four", "upper_tiles", "789m789p789s777m8p +8p"),
    ("lower_four", "lower_tiles", "123m123p123s111m2p +2p"),
    ("big_three_winds", "little_four_winds", "111z222z333z44z12m +3m"),
    ("all_pungs", "four_concealed_pungs", "111m333p555s777z9m *9m"),
    ("half_flush", "all_green", "234s234s666s888s6z +6z"),
    ("two_dragon_pungs", "little_three_dragons", "555z666z77z123m45p +6p"),
    ("outside_hand", "all_terminals_and_honors", "111m999p111s222z7z +7z"),
    ("fully_concealed_hand", "four_concealed_pungs", "111m333p555s777z9m *9m"),
    ("last_tile", "robbing_the_kong", "567p34s11z [123m] [888s] +5s kong last_of_kind"),
    ("dragon_pung", "two_dragon_pungs", "555z666z123m456p9s +9s"),
    ("prevalent_wind", "big_four_winds", "111z222z333z444z5m +5m"),
    ("seat_wind", "big_four_winds", "111z222z333z444z5m +5m"),
    ("concealed_hand", "seven_pairs", "1133m2255p4477s1z +1z"),
    ("all_chows", "three_suited_terminal_chows", "123789m123789p5s +5s"),
    ("tile_hog", "quadruple_chow", "222233334444m5z +5z"),
    ("double_pung", "all_terminals", "111m999m111p999p1s +1s"),
    ("all_simples", "middle_tiles", "456m456p456s444m5p +5p"),
    ("pung_of_terminals_or_honors", "all_terminals_and_honors", "111m999p111s222z7z +7z"),
    ("one_voided_suit", "reversible_tiles", "123p345p456s888s7z +7z"),
    ("no_honors", "full_flush", "1234567892345m +5m"),
    ("single_wait", "melded_hand", "5p [123m] [456p] [789s] [111z] +5p"),
    ("self_drawn", "fully_concealed_hand", "123m456p789s234m5z *5z"),
]

STRUCTURE = [
    ("pure_triple_chow", "quadruple_chow", "222233334444m5z +5z"),
    ("pure_shifted_pungs", "four_pure_shifted_pungs", "111222333444m5z +5z"),
    ("pure_shifted_chows", "four_pure_shifted_chows", "123345567789m5z +5z"),
    ("big_three_winds", "big_four_winds", "111z222z333z444z5m +5m"),
    ("two_concealed_kongs", "three_kongs", "123m5z {1111p} {2222s} [3333z] +5z"),
    ("two_melded_kongs", "three_kongs", "123m5z [1111p] [2222s] {3333z} +5z"),
    ("concealed_kong", "three_kongs", "123m5z [1111p] [2222s] {3333z} +5z"),
    ("melded_kong", "three_kongs", "123m5z [1111p] [2222s] {3333z} +5z"),
    ("concealed_kong_and_melded_kong", "three_kongs", "123m5z [1111p] [2222s] {3333z} +5z"),
    ("two_concealed_pungs", "two_concealed_kongs", "123m456p5z {1111s} {2222z} +5z"),
    ("double_pung", "triple_pung", "222m222p222s789m5z +5z"),
    ("pure_double_chow", "pure_triple_chow", "123123m789p5z [123m] +5z"),
    ("pure_double_chow", "quadruple_chow", "222233334444m5z +5z"),
    ("mixed_double_chow", "mixed_triple_chow", "123m123p123s777z5z +5z"),
    ("short_straight", "pure_straight", "123456789m11p55z +1p"),
    ("two_terminal_chows", "pure_straight", "123456789m11p55z +1p"),
    ("single_wait", "seven_pairs", "1133m2255p4477s1z +1z"),
]


def _raw_and_final(example: str):
    scored = best_scored(context_from_example(example))
    raw = dict(zip((f.key for f in FANS), FAN_TABLE.raw_counts(scored.reading)))
    final = dict(zip((f.key for f in FANS), scored.counts))
    return raw, final


@pytest.mark.parametrize("excluded, excluder, example", DATA, ids=[f"{a}<-{b}" for a, b, _ in DATA])
def test_exclusion_data_removes_a_counted_fan(excluded, excluder, example):
    assert excluded in BY_KEY[excluder].excludes
    raw, final = _raw_and_final(example)
    assert final[excluder] > 0
    assert raw[excluded] > 0, "the excluded fan's own counter should fire here"
    assert final[excluded] == 0


@pytest.mark.parametrize("excluded, excluder, example", STRUCTURE, ids=[f"{a}<-{b}" for a, b, _ in STRUCTURE])
def test_set_analysis_never_reports_excluded_combinations(excluded, excluder, example):
    assert excluded in BY_KEY[excluder].excludes
    raw, final = _raw_and_final(example)
    assert final[excluder] > 0
    assert raw[excluded] == 0 and final[excluded] == 0


def test_every_excluded_fan_has_an_exclusion_test():
    excluded = {k for f in FANS for k in f.excludes}
    covered = {e for e, _, _ in DATA} | {e for e, _, _ in STRUCTURE}
    assert excluded == covered


def test_fully_concealed_cancelled_by_four_concealed_pungs_leaves_self_drawn():
    counts = _counts("111m333p555s777z9m *9m")
    assert counts.get("self_drawn") == 1 and "fully_concealed_hand" not in counts


def test_wind_pungs_used_by_wind_fans_are_not_also_terminal_pungs():
    # 东 pung is both 圈风 and 门风; 北 pung is neither: one 幺九刻
    counts = _counts("111z444z123m456p5s +5s")
    assert counts["prevalent_wind"] == 1 and counts["seat_wind"] == 1
    assert counts["pung_of_terminals_or_honors"] == 1
    # 三风刻 takes its three pungs; the 1m pung still counts
    counts = _counts("111z222z444z111m5p +5p round=W seat=W")
    assert counts["big_three_winds"] == 1 and counts["pung_of_terminals_or_honors"] == 1


def test_chow_combinations_count_once_per_unused_chow():
    # 套算一次: 234567s + 234567p reads 喜相逢 ×2 + 连六 ×1, not 连六 ×2
    counts = _counts("234567s234567p5z +5z")
    assert counts.get("mixed_double_chow") == 2 and counts.get("short_straight") == 1
    # the chow left over by 花龙 combines once, 喜相逢 before 连六
    counts = _counts("123m456p789s456s5z +5z")
    assert counts.get("mixed_straight") == 1 and counts.get("mixed_double_chow") == 1
    assert "short_straight" not in counts


# ---------------------------------------------------------------- results and input


def test_non_winning_hand_is_not_an_error():
    result = _score("123m456p789s12m55z +9p")
    assert not result.win and result.total == 0 and not result.items
    assert "do not form four sets and a pair" in result.reason


def test_win_under_the_minimum_says_why():
    result = _score("567p34s11z [123m] [888s] +5s last_of_kind")  # 和绝张 only
    assert result.win and not result.meets_minimum
    assert result.total == 4 and result.reason == "4 fans; 国标 needs 8 without flowers"


def test_flowers_add_to_the_total_but_not_the_minimum():
    result = _score("678s22m55p [234m] [345s] +5p flowers=8")
    assert result.total == 3 + 8 and not result.meets_minimum
    assert [i.count for i in result.items if i.key == "flower_tiles"] == [8]


def test_items_come_in_fan_id_order_with_highlight_tiles():
    result = _score("567p34s11z [123m] [777z] +5s")
    assert [i.fan_id for i in result.items] == sorted(i.fan_id for i in result.items)
    dragon = next(i for i in result.items if i.key == "dragon_pung")
    assert [str(t) for t in dragon.tiles] == ["7z"] * 3
    edge = {i.key: i for i in _score("123m456p789s12m55z +3m").items}["edge_wait"]
    assert [str(t) for t in edge.tiles] == ["1m", "2m", "3m"]
    hog = {i.key: i for i in _score("123m345m456p789s3m +3m").items}["tile_hog"]
    assert [str(t) for t in hog.tiles] == ["3m"] * 4


def test_flags_the_hand_makes_impossible_are_dropped():
    # 和绝张 cannot be the last copy while the hand holds another one
    assert "last_tile" not in _counts("567p34s55z [123m] [888s] +5z last_of_kind")
    # 抢杠和 is impossible when the robbed tile is already in the hand
    assert "robbing_the_kong" not in _counts("567p34s55z [123m] [888s] +5z kong")
    # 杠上开花 needs a kong
    assert "out_with_replacement_tile" not in _counts("567p34s11z [123m] [888s] *5s kong")


def _hand(**over):
    hand = {"melds": [{"type": "pung", "tiles": "888s", "from": 2}], "concealed": "567p34s11z123m",
            "win_tile": "5s", "flags": {"self_drawn": False, "seat_wind": "E", "round_wind": "E", "flowers": 0}}
    hand.update(over)
    return hand


def test_context_from_json_reads_the_testdata_form():
    ctx = context_from_json(_hand())
    assert len(ctx.melds) == 1 and len(ctx.concealed) == 10 and str(ctx.win_tile) == "5s"
    assert score_guobiao(ctx).win


@pytest.mark.parametrize("over, fragment", [
    ({"concealed": "567p34s11z12m"}, "needs 10 concealed tiles"),
    ({"concealed": "567p34s11z12q"}, "'q'"),
    ({"win_tile": "8z"}, "unknown tile '8z'"),
    ({"concealed": "567p34s11z123m", "win_tile": "1f"}, "flower"),
    ({"concealed": "88s567p34s11z1m"}, "more than 4 copies of 8s"),
    ({"flags": {"self_drawn": "yes"}}, "true or false"),
    ({"flags": {"seat_wind": "X"}}, "E S W N"),
    ({"flags": {"flowers": 9}}, "0..8"),
    ({"flags": {"selfdrawn": True}}, "unknown flag"),
    ({"melds": [{"type": "pung", "tiles": "889s", "from": 2}]}, "is not a pung"),
])
def test_bad_input_is_a_notation_error_naming_the_problem(over, fragment):
    with pytest.raises(NotationError, match=re.escape(fragment)):
        context_from_json(_hand(**over))
