"""Hand shapes: decompositions, special shapes, waits."""
from collections import Counter

import pytest
from hypothesis import given, strategies as st

from rules.melds import Meld, MeldKind
from rules.shapes import (CHOW, HONORS_KNITTED, KNITTED, KNITTED_STRAIGHT, KONG, PUNG, SEVEN_PAIRS, STANDARD,
                          THIRTEEN_ORPHANS, decompositions, honors_and_knitted, is_standard_counts,
                          is_winning_shape, knitted_straight_decompositions, seven_pairs, standard_decompositions,
                          thirteen_orphans, waiting_tiles)
from rules.tiles import TILES, counts_of, parse_tiles

P = parse_tiles


def _strs(decs):
    return sorted(str(d) for d in decs)


def test_all_readings_of_an_ambiguous_hand():
    # 111222333m: three pungs or three chows; 1112345678999m + 2m has one reading
    assert _strs(standard_decompositions(P("111222333345m55p"))) == [
        "111m 222m 333m 345m 55p", "123m 123m 123m 345m 55p"]
    assert _strs(standard_decompositions(P("11122345678999m"))) == ["111m 345m 678m 999m 22m"]


def test_melds_come_first_and_keep_their_concealment():
    melds = (Meld(MeldKind.CHOW, tuple(P("213s")), 1, P("2s")[0]), Meld(MeldKind.CONCEALED_KONG, tuple(P("7777z"))))
    (dec,) = standard_decompositions(P("456m789p1z") + P("1z"), melds)
    assert [(s.kind, str(s), s.concealed, s.declared) for s in dec.sets] == [
        (CHOW, "123s", False, True), (KONG, "7777z", True, True),
        (CHOW, "456m", True, False), (CHOW, "789p", True, False)]
    assert str(dec.pair) == "1z"


def test_not_a_winning_shape():
    assert standard_decompositions(P("123m456p789s12m5z5p")) == []
    assert not is_winning_shape(P("123m456p789s12m5z5p"))
    assert not is_winning_shape(P("123m456p789s11m5z"))       # 13 tiles
    assert not is_winning_shape(P("123m456p789s11m5z1f"))     # a flower is never part of a shape


def test_seven_pairs_counts_four_of_a_kind_as_two_pairs():
    dec = seven_pairs(P("11112233445566m"))
    assert dec is not None and dec.kind == SEVEN_PAIRS and len(dec.pairs) == 7
    assert seven_pairs(P("1122334455667m1z")) is None
    assert seven_pairs(P("11223344m"), ()) is None


def test_thirteen_orphans():
    dec = thirteen_orphans(P("19m19p19s1234567z7z"))
    assert dec.kind == THIRTEEN_ORPHANS and str(dec.pair) == "7z" and len(dec.singles) == 12
    assert thirteen_orphans(P("19m19p18s1234567z7z")) is None


def test_honors_and_knitted():
    dec = honors_and_knitted(P("147m258p369s12345z"))
    assert dec.kind == HONORS_KNITTED and len(dec.singles) == 14
    assert honors_and_knitted(P("14m25p36s1234567z9s")) is not None          # 七星不靠 form
    assert honors_and_knitted(P("147m258p368s12345z")) is None               # 8s breaks the knit
    assert honors_and_knitted(P("147m258m369s12345z")) is None               # two suits on 147/258


def test_knitted_straight_inside_a_regular_hand():
    (dec,) = knitted_straight_decompositions(P("147m258p369s234m55z"))
    assert dec.kind == KNITTED_STRAIGHT
    assert [s.kind for s in dec.sets] == [KNITTED, KNITTED, KNITTED, CHOW]
    assert str(dec.pair) == "5z"
    pung = Meld(MeldKind.PUNG, tuple(P("777z")), 2, P("7z")[0])
    (with_meld,) = knitted_straight_decompositions(P("147m258p369s11z"), (pung,))
    assert [s.kind for s in with_meld.sets] == [KNITTED, KNITTED, KNITTED, PUNG]
    assert knitted_straight_decompositions(P("147m258p369s11z"), (pung, pung)) == []


def test_decompositions_lists_every_shape_found():
    kinds = Counter(d.kind for d in decompositions(P("11223344556677m")))
    assert kinds == Counter({SEVEN_PAIRS: 1, STANDARD: 3})
    assert is_winning_shape(P("19m19p19s1234567z1z"))


@pytest.mark.parametrize("hand, waits", [
    ("1112345678999m", "123456789m"),          # 九莲宝灯: nine waits
    ("123m456m789m55p12s", "3s"),              # edge
    ("123m456m789m55p13s", "2s"),              # closed
    ("123m456m789m123p5z", "5z"),              # single
    ("1122334455667m", "147m"),                # seven pairs + standard
    ("123m456m789m11p11z", "1p1z"),            # 对倒: either pair becomes the pung
])
def test_waiting_tiles(hand, waits):
    assert [str(t) for t in waiting_tiles(P(hand))] == [str(t) for t in P(waits)]


def test_waits_can_drop_kinds_the_hand_holds_all_of():
    hand = P("1111m234p567s789s")   # the shape waits on a fifth 1m, which does not exist
    assert [str(t) for t in waiting_tiles(hand)] == ["1m"]
    assert waiting_tiles(hand, count_held_copies=True) == ()


# ---------------------------------------------------------------- properties

def _naive_standard(counts, need_pair=True) -> bool:
    """Independent check: take the first tile as a pair, pung or chow start, recurse."""
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return not need_pair
    if need_pair and counts[i] >= 2:
        counts[i] -= 2
        ok = _naive_standard(counts, False)
        counts[i] += 2
        if ok:
            return True
    if counts[i] >= 3:
        counts[i] -= 3
        ok = _naive_standard(counts, need_pair)
        counts[i] += 3
        if ok:
            return True
    if i < 27 and i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
        for k in (i, i + 1, i + 2):
            counts[k] -= 1
        ok = _naive_standard(counts, need_pair)
        for k in (i, i + 1, i + 2):
            counts[k] += 1
        if ok:
            return True
    # the first tile may also be part of a pair taken later only if the pair is this tile: done
    return False


def _naive_any(counts) -> bool:
    """Pair anywhere, then sets only."""
    for p in range(34):
        if counts[p] >= 2:
            counts[p] -= 2
            ok = _naive_standard(counts, need_pair=False)
            counts[p] += 2
            if ok:
                return True
    return False


SET_KINDS = st.sampled_from(["chow", "pung", "kong"])


@st.composite
def built_hands(draw, max_declared=4):
    """A hand made of 4 random sets + a pair, up to `max_declared` sets declared as melds."""
    used = [0] * 34
    sets = []
    while len(sets) < 4:
        kind = draw(SET_KINDS)
        if kind == "chow":
            suit = draw(st.integers(0, 2))
            start = suit * 9 + draw(st.integers(0, 6))
            idx = [start, start + 1, start + 2]
        else:
            idx = [draw(st.integers(0, 33))] * (3 if kind == "pung" else 4)
        if any(used[i] + idx.count(i) > 4 for i in set(idx)):
            continue
        for i in idx:
            used[i] += 1
        sets.append((kind, idx))
    pair = draw(st.integers(0, 33).filter(lambda i: used[i] <= 2))
    declared = draw(st.integers(0, max_declared))
    melds, concealed = [], [pair, pair]
    for n, (kind, idx) in enumerate(sets):
        tiles = tuple(TILES[i] for i in idx)
        if n < declared:
            if kind == "chow":
                melds.append(Meld(MeldKind.CHOW, tiles, 1, tiles[0]))
            elif kind == "pung":
                melds.append(Meld(MeldKind.PUNG, tiles, 2, tiles[0]))
            else:
                concealed_kong = draw(st.booleans())
                melds.append(Meld(MeldKind.CONCEALED_KONG, tiles) if concealed_kong
                             else Meld(MeldKind.KONG, tiles, 3, tiles[0]))
        else:
            concealed.extend(idx[:3])  # a kong in hand is just a pung until declared
    return [TILES[i] for i in concealed], tuple(melds)


@given(built_hands())
def test_every_built_hand_decomposes_and_every_decomposition_reassembles(hand):
    concealed, melds = hand
    assert is_winning_shape(concealed, melds)
    decs = standard_decompositions(concealed, melds)
    assert decs
    expected = Counter(concealed) + Counter(t for m in melds for t in m.tiles)
    for dec in decs:
        assert Counter(dec.tiles) == expected
        assert len(dec.sets) == 4 and dec.pair is not None
        assert [s.declared for s in dec.sets[:len(melds)]] == [True] * len(melds)
        for s in dec.sets:
            idx = [t.index for t in s.tiles]
            if s.kind == CHOW:
                assert idx[0] < 27 and idx == [idx[0], idx[0] + 1, idx[0] + 2] and idx[0] // 9 == idx[2] // 9
            else:
                assert len(set(idx)) == 1 and len(idx) == (4 if s.kind == KONG else 3)
    assert len({str(d) for d in decs}) == len(decs)  # no reading twice


def _naive_splits(counts, need_pair=True, start=0):
    """Every multiset of groups, by brute force: groups in non-decreasing (tile, kind) order."""
    i = next((k for k in range(34) if counts[k]), None)
    if i is None:
        return [()] if not need_pair else []
    out = []
    options = []
    if need_pair and counts[i] >= 2:
        options.append(("pair", [i, i]))
    if counts[i] >= 3:
        options.append(("pung", [i] * 3))
    if i < 27 and i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
        options.append(("chow", [i, i + 1, i + 2]))
    for kind, idx in options:
        for k in idx:
            counts[k] -= 1
        for rest in _naive_splits(counts, need_pair and kind != "pair"):
            out.append(tuple(sorted(((kind, i),) + rest)))
        for k in idx:
            counts[k] += 1
    return sorted(set(out))


@given(st.lists(st.integers(0, 33), min_size=14, max_size=14))
def test_standard_check_agrees_with_a_naive_search(indices):
    counts = counts_of(TILES[i] for i in indices)
    assert is_standard_counts(counts) == _naive_any(list(counts))
    assert bool(standard_decompositions([TILES[i] for i in indices])) == is_standard_counts(counts)


@given(built_hands(max_declared=0))
def test_decompositions_are_complete(hand):
    concealed, _ = hand
    ours = {tuple(sorted([(s.kind, s.tiles[0].index) for s in d.sets] + [("pair", d.pair.index)]))
            for d in standard_decompositions(concealed)}
    assert ours == set(_naive_splits(counts_of(concealed)))


@given(built_hands(), st.data())
def test_waits_are_exactly_the_tiles_that_complete_the_hand(hand, data):
    concealed, melds = hand
    drop = data.draw(st.integers(0, len(concealed) - 1))
    before = concealed[:drop] + concealed[drop + 1:]
    waits = set(waiting_tiles(before, melds, shapes=(STANDARD,)))
    brute = {TILES[i] for i in range(34)
             if is_winning_shape(before + [TILES[i]], melds, shapes=(STANDARD,))}
    assert concealed[drop] in waits
    assert waits == brute
