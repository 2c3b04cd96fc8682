"""二人麻将 (docs/rules/two-player-71.md §7 option A): one test per row of the 番 table (its
example hand, read with the variant's reader, scores that row with the expected total); the cap;
the 役满 counted alone; the 1-番 minimum without the 花牌 indicator; an open hand without 役;
天听 over 报听; 抢杠 as a self-draw; closed and open values; the exclusions; the reader's refusals."""
import re
from collections import Counter
from pathlib import Path

import pytest

from rules.errors import NotationError
from rules.score_rows import exclusion_order
from rules.tiles import counts_of
from rules.variants.erren.book import BOOK
from rules.variants.erren.options import NOTES, OPTIONS
from rules.variants.erren.rows import CAP, value_when
from rules.variants.erren.scoring import (
    ROW,
    ROWS,
    SCORE_OPTIONS,
    could_win,
    is_legal_win,
    read_hand,
    score,
)

DEFAULTS = {o.key: o.default for o in OPTIONS}

PLAIN = {"concealed": "123m456p789s24s55p", "win_tile": "3s"}          # closed, no 役 on a discard
PLAIN_OPEN = {"melds": [{"type": "chow", "tiles": "123m", "from": 1}], "concealed": "456p789s24s55p",
              "win_tile": "3s"}


def CHOW(tiles):
    return {"type": "chow", "tiles": tiles, "from": 1}


def PUNG(tiles):
    return {"type": "pung", "tiles": tiles, "from": 1}


def run(hand, flags=None, **options):
    obj = dict(hand, flags=dict(hand.get("flags", {}), **(flags or {})))
    return score(read_hand(obj), {**DEFAULTS, **options})


def items(result):
    return [(i.key, i.value, i.count) for i in result.items]


# --- one test per row: (items in table order, total) -----------------------------------------------

EXPECTED = {
    "bao_ting": ([("bao_ting", 1, 1)], 1),
    "men_qian_zi_mo": ([("men_qian_zi_mo", 1, 1)], 1),
    "duan_yao": ([("duan_yao", 1, 1)], 1),
    "ping_he": ([("ping_he", 1, 1)], 1),
    "yi_bei_kou": ([("yi_bei_kou", 1, 1)], 1),
    "yi_pai": ([("yi_pai", 1, 1)], 1),
    "qiang_gang": ([("men_qian_zi_mo", 1, 1), ("qiang_gang", 1, 1)], 2),
    "ling_shang": ([("men_qian_zi_mo", 1, 1), ("ling_shang", 1, 1)], 2),
    "hai_di": ([("hai_di", 1, 1)], 1),
    "he_di": ([("he_di", 1, 1)], 1),
    "yi_fa": ([("bao_ting", 1, 1), ("yi_fa", 1, 1)], 2),
    "tian_ting": ([("tian_ting", 2, 1)], 2),
    "qi_dui": ([("qi_dui", 2, 1)], 2),
    "dui_dui": ([("dui_dui", 2, 1)], 2),
    "san_an_ke": ([("san_an_ke", 2, 1)], 2),
    "san_se_tong_ke": ([("san_se_tong_ke", 2, 1)], 2),
    "san_se_tong_shun": ([("san_se_tong_shun", 2, 1)], 2),
    "yi_qi_tong_guan": ([("yi_qi_tong_guan", 2, 1)], 2),
    "hun_quan": ([("hun_quan", 2, 1)], 2),
    "san_gang_zi": ([("san_gang_zi", 2, 1)], 2),
    "xiao_san_yuan": ([("yi_pai", 1, 2), ("xiao_san_yuan", 2, 1)], 4),    # keeps its two dragon 役牌
    "hun_lao_tou": ([("qi_dui", 2, 1), ("hun_lao_tou", 2, 1)], 4),
    "er_bei_kou": ([("er_bei_kou", 3, 1)], 3),                            # not 七对子, not 一杯口
    "chun_quan": ([("chun_quan", 3, 1)], 3),
    "hun_yi_se": ([("hun_yi_se", 3, 1)], 3),
    "qing_yi_se": ([("qing_yi_se", 6, 1)], 6),
    "tian_he": ([("tian_he", 13, 1)], 13),
    "di_he": ([("di_he", 13, 1)], 13),
    "guo_shi": ([("guo_shi", 13, 1)], 13),
    "si_an_ke": ([("si_an_ke", 13, 1)], 13),
    "da_san_yuan": ([("da_san_yuan", 13, 1)], 13),
    "xiao_si_xi": ([("xiao_si_xi", 13, 1)], 13),
    "da_si_xi": ([("da_si_xi", 13, 1)], 13),
    "zi_yi_se": ([("zi_yi_se", 13, 1)], 13),
    "lv_yi_se": ([("lv_yi_se", 13, 1)], 13),
    "qing_lao_tou": ([("qing_lao_tou", 13, 1)], 13),
    "jiu_lian": ([("jiu_lian", 13, 1)], 13),
    "si_gang_zi": ([("si_gang_zi", 13, 1)], 13),
    "hua_pai": ([("duan_yao", 1, 1), ("hua_pai", 1, 1)], 2),
}


def test_every_row_has_an_expected_score():
    assert list(EXPECTED) == [row.key for row in ROWS]


@pytest.mark.parametrize("key", list(EXPECTED))
def test_each_rows_example_scores_that_row(key):
    row = ROW[key]
    result = score(read_hand(row.example), {**DEFAULTS, **row.example_options})
    assert result.win and result.meets_minimum and is_legal_win(result), result.reason
    assert result.unit == "fan" and result.needed == 1
    assert (items(result), result.total) == EXPECTED[key]


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.key)
def test_each_item_lights_tiles_of_the_hand(row):
    ctx = read_hand(row.example)
    hand = Counter(ctx.all_concealed + tuple(t for m in ctx.melds for t in m.tiles))
    for item in score(ctx, {**DEFAULTS, **row.example_options}).items:
        lit = Counter(item.tiles)
        assert lit and not lit - hand, (item.key, item.tiles)


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.key)
def test_the_fast_filter_never_rejects_an_example(row):
    ctx = read_hand(row.example)
    assert could_win(counts_of(ctx.all_concealed))


def test_the_fast_filter_rejects_what_is_no_hand():
    assert not could_win(counts_of(read_hand({"concealed": "123m456p789s13s57p", "win_tile": "9p"}).all_concealed))


# --- the table -------------------------------------------------------------------------------------

def test_the_table_passes_exclusion_order_and_explains_itself():
    order = exclusion_order(ROWS)
    position = {ROWS[i].key: pos for pos, i in enumerate(order)}
    for row in ROWS:
        assert all(position[row.key] < position[k] for k in row.excludes)
        assert row.name_zh and row.name_en and row.meaning_zh and row.meaning_en and row.group
        assert not row.excludes or row.rule, row.key     # every 不计 has its sentence


def test_the_exclusions_are_the_rules():
    assert {"hun_quan"} <= ROW["chun_quan"].excludes
    assert {"hun_yi_se"} <= ROW["qing_yi_se"].excludes
    assert {"yi_bei_kou", "qi_dui"} <= ROW["er_bei_kou"].excludes
    assert {"hun_quan", "chun_quan"} <= ROW["hun_lao_tou"].excludes
    assert {"bao_ting"} <= ROW["tian_ting"].excludes
    assert "yi_pai" not in ROW["xiao_san_yuan"].excludes
    yakuman = [row for row in ROWS if row.has("yakuman")]
    others = {row.key for row in ROWS if not row.has("yakuman")}
    assert len(yakuman) == 12 and all(row.value == CAP for row in yakuman)
    assert all(others <= row.excludes for row in yakuman)   # the indicator too


def test_a_closed_only_row_cancels_only_closed_only_rows():
    # so an open hand may drop the closed-only rows after the exclusions without losing a row
    closed_only = {row.key for row in ROWS if row.has("closed")}
    for key in closed_only:
        assert ROW[key].excludes <= closed_only, key


@pytest.mark.parametrize("key, closed, open_", [
    ("san_se_tong_shun", 2, 1), ("yi_qi_tong_guan", 2, 1), ("hun_quan", 2, 1), ("chun_quan", 3, 2),
    ("hun_yi_se", 3, 2), ("qing_yi_se", 6, 5), ("duan_yao", 1, 1), ("yi_pai", 1, 1), ("bao_ting", 1, 1),
    ("dui_dui", 2, 2), ("men_qian_zi_mo", 1, None), ("ping_he", 1, None), ("yi_bei_kou", 1, None),
    ("er_bei_kou", 3, None), ("qi_dui", 2, None),
])
def test_closed_and_open_values(key, closed, open_):
    assert (value_when(ROW[key], True), value_when(ROW[key], False)) == (closed, open_)


@pytest.mark.parametrize("closed_hand, open_hand, key, closed, open_", [
    ({"concealed": "123m123p123s456m9p", "win_tile": "9p"},
     {"melds": [CHOW("123m")], "concealed": "123p123s456m9p", "win_tile": "9p"}, "san_se_tong_shun", 2, 1),
    ({"concealed": "123456789m234p5s", "win_tile": "5s"},
     {"melds": [CHOW("123m")], "concealed": "456789m234p5s", "win_tile": "5s"}, "yi_qi_tong_guan", 2, 1),
    ({"concealed": "123m789p999s12s11z", "win_tile": "3s"},
     {"melds": [CHOW("123m")], "concealed": "789p999s12s11z", "win_tile": "3s"}, "hun_quan", 2, 1),
    ({"concealed": "123m789p999s12s99m", "win_tile": "3s"},
     {"melds": [CHOW("123m")], "concealed": "789p999s12s99m", "win_tile": "3s"}, "chun_quan", 3, 2),
    ({"concealed": "123m345m777m11z44z", "win_tile": "4z"},
     {"melds": [CHOW("123m")], "concealed": "345m777m11z44z", "win_tile": "4z"}, "hun_yi_se", 3, 2),
    ({"concealed": "123m345m678m999m5m", "win_tile": "5m"},
     {"melds": [CHOW("345m")], "concealed": "123m678m999m5m", "win_tile": "5m"}, "qing_yi_se", 6, 5),
])
def test_an_open_hand_scores_one_fan_less_for_these(closed_hand, open_hand, key, closed, open_):
    assert items(run(closed_hand)) == [(key, closed, 1)]
    result = run(open_hand)
    assert items(result) == [(key, open_, 1)] and result.total == open_ and is_legal_win(result)


def test_closed_only_rows_do_not_count_in_an_open_hand():
    # 平和 and 一杯口 count closed; once 123m is chowed neither does, and nothing else is left
    assert items(run({"concealed": "112233m456p78s99s", "win_tile": "9s"})) == [
        ("ping_he", 1, 1), ("yi_bei_kou", 1, 1)]
    opened = run({"melds": [CHOW("123m")], "concealed": "123m456p78s99s", "win_tile": "9s"})
    assert items(opened) == [] and not is_legal_win(opened)
    # 门前清自摸和 needs a closed hand; an open self-draw has no 役 of its own
    assert items(run(PLAIN, {"self_drawn": True})) == [("men_qian_zi_mo", 1, 1)]
    assert not is_legal_win(run(PLAIN_OPEN, {"self_drawn": True}))


def test_a_concealed_kong_keeps_the_hand_closed():
    hand = {"melds": [{"type": "concealed_kong", "tiles": "7777m"}], "concealed": "123m456p24s55p", "win_tile": "3s"}
    assert items(run(hand, {"self_drawn": True})) == [("men_qian_zi_mo", 1, 1)]


# --- the cap, 役满, the minimum ----------------------------------------------------------------------

def test_a_hand_over_13_is_paid_13():
    # 门前清自摸和 1 + 平和 1 + 一杯口 1 + 一发 1 + 天听 2 + 一气通贯 2 + 清一色 6 + 花牌 2 = 16
    hand = {"concealed": "1234567891239m", "win_tile": "9m", "indicator": "1m"}
    result = run(hand, {"tianting": True, "self_drawn": True, "ippatsu": True}, ippatsu=True)
    assert sum(i.value * i.count for i in result.items) == 16
    assert result.total == CAP == 13 and is_legal_win(result)


def test_a_yakuman_counts_alone_and_two_do_not_add_up():
    # 字一色 and 四暗刻 (tanki on 白): 13, not 26, and no 小三元, 役牌, 对对和 or 花牌 beside them
    result = run({"concealed": "111z222z555z666z7z", "win_tile": "7z", "indicator": "5z"}, {"dealer": True})
    assert items(result) == [("si_an_ke", 13, 1), ("zi_yi_se", 13, 1)] and result.total == 13


def test_a_yakuman_beats_a_reading_that_also_reaches_the_cap():
    # 九莲宝灯 self-drawn after 天听: also 清一色 + ... but scores as the 役满
    result = run({"concealed": "1112345678999m", "win_tile": "5m"}, {"tianting": True, "self_drawn": True})
    assert items(result) == [("jiu_lian", 13, 1)] and result.total == 13


def test_an_indicator_only_hand_is_refused():
    result = run({**PLAIN, "indicator": "5p"})      # 456p and 55p: three indicator tiles, nothing else
    assert result.win and not result.meets_minimum and not is_legal_win(result)
    assert items(result) == [("hua_pai", 1, 3)] and result.total == 3
    assert "indicator" in result.reason and "1 fan besides them" in result.reason


def test_an_open_hand_without_yaku_is_refused_but_may_win_with_a_ready_declaration():
    result = run(PLAIN_OPEN)
    assert result.win and not is_legal_win(result) and result.total == 0
    assert "open hand" in result.reason and "scoring pattern" in result.reason
    declared = run(PLAIN_OPEN, {"baoting": True})        # 报听 is allowed for an open hand
    assert items(declared) == [("bao_ting", 1, 1)] and is_legal_win(declared)


def test_a_closed_hand_won_on_a_discard_without_a_pattern_is_refused():
    result = run(PLAIN)
    assert result.win and not is_legal_win(result) and "Ready Declaration" in result.reason


def test_a_shape_that_is_no_hand_is_no_win():
    result = run({"concealed": "123m456p789s13s57p", "win_tile": "9p"})
    assert not result.win and "four sets and a pair" in result.reason


# --- situations ----------------------------------------------------------------------------------

def test_tianting_replaces_baoting():
    assert items(run(PLAIN, {"tianting": True})) == [("tian_ting", 2, 1)]
    assert items(run(PLAIN, {"tianting": True, "baoting": True})) == [("tian_ting", 2, 1)]
    assert items(run(PLAIN, {"baoting": True})) == [("bao_ting", 1, 1)]


def test_robbing_a_kong_is_scored_as_a_self_draw_plus_robbing():
    assert items(run(PLAIN, {"kong_related": True})) == [("men_qian_zi_mo", 1, 1), ("qiang_gang", 1, 1)]
    # an open hand: no concealed self-draw, but 抢杠 is a 役 of its own
    robbed_open = run(PLAIN_OPEN, {"kong_related": True})
    assert items(robbed_open) == [("qiang_gang", 1, 1)] and is_legal_win(robbed_open)


def test_a_robbed_kong_keeps_a_pung_concealed_as_a_self_draw_does():
    # 四暗刻 needs the fourth pung drawn: 抢杠 counts as drawn, a discard does not
    shanpon = {"concealed": "111m333p555s77s99m", "win_tile": "7s"}
    assert items(run(shanpon)) == [("dui_dui", 2, 1), ("san_an_ke", 2, 1)]
    assert items(run(shanpon, {"self_drawn": True})) == [("si_an_ke", 13, 1)]


def test_last_tile_is_haidi_on_a_draw_and_hedi_on_a_discard():
    assert items(run(PLAIN_OPEN, {"last_tile": True, "self_drawn": True})) == [("hai_di", 1, 1)]
    assert items(run(PLAIN_OPEN, {"last_tile": True})) == [("he_di", 1, 1)]


def test_ippatsu_is_scored_only_when_the_room_option_is_on():
    hand = dict(PLAIN, flags={"baoting": True, "ippatsu": True})
    assert items(run(hand)) == [("bao_ting", 1, 1)]
    assert items(run(hand, ippatsu=True)) == [("bao_ting", 1, 1), ("yi_fa", 1, 1)]
    assert SCORE_OPTIONS == ("ippatsu", "scoring", "min_fan", "fan_cap")


def test_the_dealers_east_is_seat_and_prevalent_wind():
    east = {"melds": [PUNG("111z")], "concealed": "456p789s24s55p", "win_tile": "3s"}
    south = {"melds": [PUNG("222z")], "concealed": "456p789s24s55p", "win_tile": "3s"}
    assert items(run(east, {"dealer": True})) == [("yi_pai", 1, 2)]
    assert items(run(east)) == [("yi_pai", 1, 1)]               # the non-dealer: prevalent only
    assert items(run(south)) == [("yi_pai", 1, 1)]              # the non-dealer's seat wind
    assert not is_legal_win(run(south, {"dealer": True}))
    # the common seat_wind / round_wind flags are accepted and the rules' winds kept
    assert run(south, {"seat_wind": "E", "round_wind": "S"}) == run(south)


def test_pinfu_takes_the_two_sided_reading_and_a_plain_pair():
    # 4s completes 23s (two-sided) or sits in the middle of 345s (closed): the better reading counts
    assert items(run({"concealed": "123m456p55p23s345s", "win_tile": "4s"})) == [("ping_he", 1, 1)]
    assert items(run({"concealed": "123m456p789s23s11z", "win_tile": "4s"})) == []     # 东 pair: a 役牌 kind
    assert items(run({"concealed": "123m456p789s23s44z", "win_tile": "4s"})) == [("ping_he", 1, 1)]
    assert items(run({"concealed": "123m456p789s12s55p", "win_tile": "3s"})) == []     # 12 waits on 3 only


def test_all_terminals_and_honours_in_pungs_is_not_an_outside_hand():
    result = run({"melds": [PUNG("111m")], "concealed": "999p111s999s1z", "win_tile": "1z"})
    assert items(result) == [("dui_dui", 2, 1), ("san_an_ke", 2, 1), ("hun_lao_tou", 2, 1)]


# --- the hand object -------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, message", [
    (dict(PLAIN, flags={"ippatsu": True}), "ippatsu .* add baoting or tianting"),
    (dict(PLAIN_OPEN, flags={"first_turn": True, "self_drawn": True}), "cannot go with melds"),
    (dict(PLAIN, flags={"first_turn": True, "dealer": True}), "add self_drawn"),
    (dict(PLAIN, flags={"first_turn": True, "self_drawn": True, "baoting": True}), "before any 报听"),
    (dict(PLAIN, flags={"kong_related": True, "self_drawn": True}), "the melds need a kong"),
    (dict(PLAIN, flags={"kong_related": True, "last_tile": True}), "cannot go with last_tile"),
    (dict(PLAIN, indicator="1f"), "indicator: '1f' is not a tile of the 136"),
    (dict(PLAIN, indicator=5), "indicator must be one tile"),
    ({"concealed": "1111m456p789s24s5p", "win_tile": "3s", "indicator": "1m"}, "one 1m is the indicator"),
    ({"concealed": "123m456p789s24s1f", "win_tile": "3s"}, "not in the 二人麻将 set"),
    (dict(PLAIN, flags={"void": True}), "unknown flag 'void'"),
])
def test_the_reader_refuses_what_cannot_be(hand, message):
    with pytest.raises(NotationError, match=message):
        read_hand(hand)


def test_the_reader_puts_the_situation_where_the_scorer_reads_it():
    ctx = read_hand({**PLAIN, "indicator": "5p", "flags": {"tianting": True, "dealer": True}})
    assert ctx.extra == {"baoting": True, "tianting": True, "ippatsu": False, "indicators": (ctx.concealed[-1],)}
    assert (ctx.seat_wind, ctx.round_wind) == ("E", "E")
    assert read_hand(PLAIN).seat_wind == "S"


# --- options and book ------------------------------------------------------------------------------

def test_every_option_offers_its_default_and_the_book_covers_options_and_notes():
    assert all(o.default in o.choices for o in OPTIONS)
    assert [o.key for o in OPTIONS] == list(BOOK.options)
    assert set(BOOK.notes_zh) == set(NOTES)
    scoring = next(o for o in OPTIONS if o.key == "scoring")
    assert (scoring.default, scoring.choices) == ("A", ("A", "B"))    # option B is offered since issue 27
    assert {row.group for row in ROWS} <= set(BOOK.groups)
    assert BOOK.minimum_need(True, DEFAULTS) == 1


REFERENCE = Path(__file__).resolve().parents[2] / "docs" / "rules" / "two-player-71.md"


def _decisions_by_section() -> Counter:
    """How many [decision] marks each numbered section (## N.) of the reference holds."""
    counts: Counter = Counter()
    section = None
    for line in REFERENCE.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"## (\d+)\.", line)
        if heading:
            section = int(heading.group(1))
        elif line.startswith("## "):
            section = None
        if section is not None and "[decision]" in line and not line.startswith("Marks:"):
            counts[section] += line.count("[decision]")
    return counts


def test_every_decision_of_the_reference_is_a_named_option_of_its_section():
    decisions = _decisions_by_section()
    assert sum(decisions.values()) >= 16 and set(decisions) == {0, 1, 2, 3, 4, 5, 6, 7, 8}
    for section, count in decisions.items():
        options = [o.key for o in OPTIONS if re.search(rf"§{section}\b", o.doc.split(":")[0])]
        assert len(options) >= count, (section, count, options)
    # the player sees each with its default, in both languages
    for option in OPTIONS:
        text = BOOK.options[option.key]
        assert text.title.zh and text.title.en and text.doc_zh and option.doc
        if isinstance(option.default, str):
            assert option.default in BOOK.value_words, option.key


def test_the_books_below_minimum_names_the_indicators_fans():
    result = score(read_hand({**PLAIN, "indicator": "5p"}), DEFAULTS)
    facts = BOOK.minimum_facts(read_hand(PLAIN), result, DEFAULTS)
    assert facts == {"indicator": 3, "need": 1}
    assert "indicator's 3 fans" in BOOK.below_minimum.en.format(**facts)
