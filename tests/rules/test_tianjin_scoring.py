"""天津 hand value: the 翻混 successor, wildcard shapes, the worked values of the rules reference
(§6), the minimum of 2, the `score` input, and an independent brute-force check of the
wildcard search."""
import itertools
import json

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.cli.score import score_line
from rules.errors import NotationError
from rules.scoring import WinContext
from rules.shapes import CHOW, standard_decompositions
from rules.tiles import TILES, Tile, parse_tiles
from rules.variants.tianjin import VARIANT as TIANJIN
from rules.variants.tianjin.scoring import HAND_ROWS, KONG_ROWS, best_reading, fits, hun_pair, score

context_from_json = TIANJIN.read_hand

H34 = ["3p", "4p"]


def value(concealed, win, hun=H34, melds=(), **flags):
    hand = {"concealed": concealed, "win_tile": win, "hun": list(hun), "melds": list(melds)}
    if flags:
        hand["flags"] = flags
    return score(context_from_json(hand), {})


def names(result):
    return [i.name_zh for i in result.items]


# --- 翻混 --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("indicator, successor", [
    ("3p", "4p"),     # a suit tile: the next rank
    ("9s", "1s"),     # a 9 wraps to the 1 of its suit
    ("9m", "1m"),
    ("4z", "1z"),     # 北 wraps to 东
    ("1z", "2z"),
    ("7z", "5z"),     # 白 wraps to 中
    ("5z", "6z"),
])
def test_the_hun_are_the_flipped_tile_and_its_successor(indicator, successor):
    assert hun_pair(Tile.parse(indicator)) == (Tile.parse(indicator), Tile.parse(successor))


# --- wildcard shapes -------------------------------------------------------------------------------

def test_single_hun_diao_waits_on_anything():
    # four sets and a lone 3p (混): any drawn tile pairs with it
    for win in ("7z", "1m", "9s", "4p"):
        r = value("123m567p789s234s3p", win)
        assert r.win and r.total == 2 and names(r) == ["提溜", "混儿吊"], (win, names(r))


def test_double_hun_diao_makes_a_set_with_anything():
    # three sets + a pair + two 混: the drawn 7z joins them as a set
    r = value("123m567p789s55z3p4p", "7z")
    assert r.total == 2 and "混儿吊" in names(r)


def test_zhuo_wu_with_a_hun_as_the_five():
    # 4m _ 6m waiting; the drawn tile is a 混 standing for 5m
    r = value("46m567p789s234s55z", "3p")
    assert r.total == 3 and names(r) == ["捉伍儿"]
    # a plain 5m drawn into 46m with no 混 in hand is 素捉伍: 6
    assert value("46m567p789s234s55z", "5m").total == 6


def test_double_hun_zhuo_wu_counts_as_hun_diao_on_zhuo_wu():
    # seed T1: two 混 in hand read as 4万 and 6万, drawing 5万 or another 混: 3 × 2
    for win in ("5m", "3p"):
        r = value("567p789s234s55z3p4p", win)
        assert r.total == 6 and names(r) == ["捉伍儿", "混儿吊"], win


def test_ben_hun_long():
    # 混 4p/5p, a 饼 龙 with the two 混 as 4p and 5p
    r = value("1236789p55p234s5z", "5z", hun=["4p", "5p"])
    assert r.total == 8 and names(r) == ["龙", "本混"]


def test_ben_hun_zhuo_wu_long_is_fourteen():
    r = value("12346789m234s55z", "5m", hun=["3m", "4m"])
    assert r.total == 14 and names(r) == ["捉伍儿", "龙", "本混"]


def test_hun_diao_ben_hun_long_is_sixteen():
    # 1-9p with 4p/5p as 混 for two gaps, a third 混 waits as half of the pair
    r = value("1236789p555p234s", "1z", hun=["4p", "5p"])
    assert r.total == 16 and names(r) == ["龙", "混儿吊", "本混"]


@pytest.mark.parametrize("concealed, win, hun, total, expected", [
    ("123m567p789s234s3p", "7z", H34, 2, ["提溜", "混儿吊"]),            # 混儿吊 2
    ("123m567p789s23s55z", "4s", H34, 2, ["提溜", "素"]),                # 素提溜 2
    ("46m567p789s234s5z3p", "5m", H34, 3, ["捉伍儿"]),                   # 捉伍 3
    ("46m567p789s234s55z", "5m", H34, 6, ["捉伍儿", "素"]),              # 素捉伍 6
    ("123456789s23m4p5z", "5z", H34, 4, ["龙"]),                         # 龙 4
    ("123456789s234m5z", "5z", H34, 8, ["龙", "素"]),                    # 素龙 8
    ("123456789s234m4p", "5z", H34, 8, ["龙", "混儿吊"]),                # 混儿吊龙 8
    ("12346789m234s55z", "5m", ["5p", "6p"], 14, ["捉伍儿", "龙", "素"]),  # 素捉伍龙 14
    ("1234689m234s55z3p", "5m", H34, 7, ["捉伍儿", "龙"]),                # 捉伍龙 7 (3p as 7m)
])
def test_worked_values_of_the_reference(concealed, win, hun, total, expected):
    r = value(concealed, win, hun)
    assert (r.total, names(r)) == (total, expected)
    assert r.unit == "value" and r.meets_minimum


def test_multipliers_multiply_and_only_zhuo_wu_and_long_add():
    r = value("123m567p789s23s5z3p", "5z", kong_related=True, first_turn=True, dealer=True)
    assert names(r) == ["提溜", "杠开", "天和"] and r.total == 1 * 2 * 4
    ops = {i.name_zh: i.op for i in r.items}
    assert ops == {"提溜": "add", "杠开": "mul", "天和": "mul"}
    assert score(context_from_json({"concealed": "123m567p789s23s5z3p", "win_tile": "5z", "hun": H34,
                                    "flags": {"kong_related": True, "kong_type": "concealed"}}),
                 {"gangkai": "by_kong"}).total == 4
    assert score(context_from_json({"concealed": "123m567p789s23s5z3p", "win_tile": "5z", "hun": H34,
                                    "flags": {"kong_related": True, "kong_type": "melded"}}),
                 {"gangkai": "by_kong"}).total == 3
    assert score(context_from_json({"concealed": "123m567p789s23s5z3p", "win_tile": "5z", "hun": H34,
                                    "flags": {"first_turn": True, "dealer": True}}), {"tianhe": False}).total == 1


# --- what may not win --------------------------------------------------------------------------------

def test_a_hand_worth_one_may_not_win():
    # a 混 used as 4s in 234s; the pair is natural: a plain 提溜 worth 1
    r = value("123m567p789s23s5z3p", "5z")
    assert r.win and r.total == 1 and not r.meets_minimum
    assert "2" in r.reason and "混儿吊" in r.reason
    assert score(context_from_json({"concealed": "123m567p789s23s5z3p", "win_tile": "5z", "hun": H34}),
                 {"allow_plain_tiliu": True}).meets_minimum


def test_no_win_on_a_discard_and_no_special_shapes():
    r = value("123m567p789s234s3p", "7z", self_drawn=False)
    assert not r.win and "自摸" in r.reason
    assert not value("1122m5566p7788s1z", "1z").win            # 七对 is not a 天津 hand
    assert not value("19m19p19s1234567z", "1m").win             # nor 十三幺


def test_a_hun_may_not_sit_in_a_pung_but_a_golden_kong_is_fine():
    pung = {"type": "pung", "tiles": "444p", "from": 1}
    assert not value("123m567p789s5z", "5z", melds=[pung]).win
    gold = {"type": "concealed_kong", "tiles": "4444p"}
    r = value("123m567p789s5z", "5z", melds=[gold])
    assert r.win and "素" not in names(r)      # four 混 in a kong are still 混 held


def test_value_rows_are_data_with_names_and_meanings():
    for row in HAND_ROWS + KONG_ROWS:
        assert row.name_zh and row.name_en and row.meaning_en and row.op in ("add", "mul") and row.value > 0
    assert {r.key: r.value for r in KONG_ROWS} == {"ming_gang": 1, "an_gang": 2, "jin_gang": 4, "chan": 1}


# --- the score command -----------------------------------------------------------------------------

def test_score_line_accepts_hun_and_reports_add_and_mul_items():
    out = score_line(json.dumps({"variant": "tianjin", "hand": {
        "melds": [], "concealed": "567p789s234s55z3p4p", "win_tile": "5m", "hun": ["3p", "4p"]}}))
    assert out["ok"] and out["win"] and out["total"] == 6 and out["unit"] == "value" and out["meets_minimum"]
    assert [(i["name_zh"], i["value"], i["op"]) for i in out["items"]] == [("捉伍儿", 3, "add"), ("混儿吊", 2, "mul")]


@pytest.mark.parametrize("hand, field", [
    ({"concealed": "123m567p789s234s3p", "win_tile": "7z"}, "hun"),
    ({"concealed": "123m567p789s234s3p", "win_tile": "7z", "hun": ["3p", "5p"]}, "hun"),
    ({"concealed": "123m567p789s234s3p", "win_tile": "0z", "hun": ["3p", "4p"]}, "win_tile"),
    ({"concealed": "123m567p789s234s3p", "win_tile": "7z", "hun": ["3p", "4p"],
      "melds": [{"type": "chow", "tiles": "123s", "from": 1}]}, "melds[0]"),
    ({"concealed": "3333p567p789s234s", "win_tile": "7z", "hun": ["3p", "4p"]}, "3p"),
    ({"concealed": "123m567p789s234s3p", "win_tile": "7z", "hun": ["3p", "4p"], "flags": {"ron": True}}, "flag"),
])
def test_malformed_hands_name_the_field(hand, field):
    with pytest.raises(NotationError, match=field.replace("[", r"\[").replace("]", r"\]")):
        context_from_json(hand)


# --- an independent check: every joker substitution, every reading ---------------------------------

def _oracle(concealed, win, hun):
    """Brute force: substitute every 混 (the drawn one included) by every kind, read every
    decomposition (rules.shapes), and take the best value by the written rule."""
    hun_idx = {t.index for t in hun}
    hun_suit = next(iter({k // 9 for k in hun_idx if k < 27}), None)
    jokers = [i for i, t in enumerate(concealed) if t.index in hun_idx]
    naturals = [t for t in concealed if t.index not in hun_idx]
    win_joker = win.index in hun_idx
    best = None
    for values in itertools.product(range(34), repeat=len(jokers) + win_joker):
        hand_jokers = [TILES[v] for v in values[:len(jokers)]]
        w = TILES[values[-1]] if win_joker else win
        joker_count = {}
        for t in hand_jokers:
            joker_count[t] = joker_count.get(t, 0) + 1
        for d in standard_decompositions(naturals + hand_jokers + [w]):
            sets = [s for s in d.sets]
            long = next((s for s in range(3)
                         if all(any(x.kind == CHOW and x.tiles[0].index == 9 * s + r for x in sets) for r in (0, 3, 6))),
                        None)
            groups = [(x.kind, x.tiles) for x in sets] + [("pair", (d.pair, d.pair))]
            for kind, tiles in groups:
                if w not in tiles:
                    continue
                rest = list(tiles)
                rest.remove(w)
                need = {}
                for t in rest:
                    need[t] = need.get(t, 0) + 1
                diao = all(joker_count.get(t, 0) >= n for t, n in need.items())
                zhuo = kind == CHOW and w.index == 4 and tiles[0].index == 3
                base = (3 if zhuo else 0) + (4 if long is not None else 0) or 1
                v = base * (2 if diao else 1) * (2 if long is not None and long == hun_suit else 1)
                best = v if best is None else max(best, v)
    return best


@st.composite
def complete_hands(draw):
    """A 14-tile winning hand built from a chosen reading, steered toward the features (a 龙,
    4-5-6万 around a drawn 5万, the drawn tile's partners turned into 混), with at most two 混 in
    all (the drawn one included) so the brute force stays small. Tiles of a 混 kind are 混."""
    hun = hun_pair(TILES[draw(st.sampled_from([2, 11, 20, 27, 31, 8]))])
    hun_idx = {t.index for t in hun}
    groups: list[list[int]] = []
    if draw(st.integers(0, 2)) == 0:                       # a 龙
        suit = draw(st.integers(0, 2))
        groups += [[9 * suit + r + k for k in range(3)] for r in (0, 3, 6)]
    zhuo = draw(st.integers(0, 2)) == 0
    if zhuo:
        groups.append([3, 4, 5])
    while len(groups) < 4:
        if draw(st.booleans()):
            start = draw(st.sampled_from([k for k in range(27) if k % 9 <= 6]))
            groups.append([start, start + 1, start + 2])
        else:
            groups.append([draw(st.integers(0, 33))] * 3)
    groups = groups[:4]
    pair = draw(st.integers(0, 33))
    groups.append([pair, pair])
    w_group = draw(st.integers(0, 4))
    if zhuo and [3, 4, 5] in groups and draw(st.booleans()):
        w_group = groups.index([3, 4, 5])
    w_pos = 1 if groups[w_group] == [3, 4, 5] else draw(st.integers(0, len(groups[w_group]) - 1))
    joker = [[k in hun_idx for k in g] for g in groups]
    if draw(st.booleans()):                                  # 混儿吊: the partners become 混
        for i in range(len(groups[w_group])):
            if i != w_pos:
                joker[w_group][i] = True
    for _ in range(draw(st.integers(0, 1))):                 # one more 混 somewhere
        g = draw(st.integers(0, 4))
        joker[g][draw(st.integers(0, len(groups[g]) - 1))] = True
    assume(sum(map(sum, joker)) <= 2)
    concealed, win = [], None
    for gi, g in enumerate(groups):
        for i, k in enumerate(g):
            tile = draw(st.sampled_from(hun)) if joker[gi][i] else TILES[k]
            if joker[gi][i] is False and k in hun_idx:
                tile = TILES[k]
            if gi == w_group and i == w_pos:
                win = tile
            else:
                concealed.append(tile)
    return concealed, win, hun


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(complete_hands())
def test_the_wildcard_search_matches_brute_force(case):
    concealed, win, hun = case
    ctx = WinContext(melds=(), concealed=tuple(concealed), win_tile=win, self_drawn=True, extra={"hun": hun})
    result = score(ctx, {})
    expected = _oracle(concealed, win, hun)
    if expected is None:
        assert not result.win
    else:
        su = not any(t in hun for t in concealed + [win])
        assert result.win and result.total == expected * (2 if su else 1), (concealed, win, hun, names(result))


def test_fits_counts_sets_and_pairs_with_jokers():
    c = [0] * 34
    for t in parse_tiles("123m55z"):
        c[t.index] += 1
    assert fits(c, 0, 1, 1) and fits(c, 3, 2, 1) and fits(c, 1, 2, 0)        # 55z + a 混 is a pung
    assert not fits(c, 0, 2, 0) and not fits(c, 1, 1, 1) and not fits(c, 0, 0, 1)
    assert fits([0] * 34, 2, 0, 1) and fits([0] * 34, 3, 1, 0)
    assert best_reading([0] * 34, 1, None, 0, None).diao == "single"
