"""rules.analysis: shanten, waits, effective tiles.

Three independent checks hold the distance tables in place: hands whose answer is known by hand,
properties against `is_complete` (a direct decomposition search that shares no code with the
tables), and the reference MCR calculator (PyMahjongGB) on thousands of seeded random hands.
"""
import itertools
import random

import pytest
from hypothesis import given, strategies as st

from rules import analysis
from rules.analysis import (KNITTED_PATTERNS, ORPHANS, SHAPES, UNREACHABLE, DiscardOption,
                            effective_tiles, honors_and_knitted_shanten, improving_tiles,
                            is_complete, knitted_shanten, knitted_straight_shanten, live_count,
                            live_counts, seven_pairs_shanten, shanten, standard_shanten,
                            thirteen_orphans_shanten, waits)
from rules.tiles import Tile, counts_of, parse_tiles

ALL_TILES = list(range(34))


def hand(text: str) -> list[int]:
    return counts_of(parse_tiles(text))


def idx(text: str) -> list[int]:
    """Sorted distinct tile indices of a notation string."""
    return sorted({t.index for t in parse_tiles(text)})


def plus(counts: list[int], tile: int, n: int = 1) -> list[int]:
    out = list(counts)
    out[tile] += n
    return out


# ------------------------------------------------------------------------------------------------
# Known hands.

@pytest.mark.parametrize("text, shapes", [
    ("123m456p789s123s11z", SHAPES),
    ("111222333m44455p", ("standard",)),
    ("1122m3344p5566s77z", ("seven_pairs",)),
    ("1111m2233p4455s66z", ("seven_pairs",)),     # four of a kind = two pairs
    ("19m19p19s12345677z", ("thirteen_orphans",)),
    ("147m258p369s12345z", ("knitted",)),         # 全不靠
    ("147m25p36s1234567z", ("knitted",)),         # 七星不靠
    ("147p258s369m123m11z", ("knitted",)),        # 组合龙 + set + pair
])
def test_complete_hands_have_shanten_minus_one(text, shapes):
    counts = hand(text)
    assert sum(counts) == 14
    assert shanten(counts, shapes=shapes) == -1
    assert is_complete(counts, shapes=shapes)


def test_complete_hand_with_melds():
    assert shanten(hand("123m11z"), 3) == -1
    assert is_complete(hand("123m11z"), 3)
    assert shanten(hand("55z"), 4) == -1
    assert shanten(hand("56z"), 4) == 0
    assert waits(hand("5z"), 4) == idx("5z")


def test_shapes_are_only_used_when_asked():
    seven_pairs = hand("1122m3344p5566s77z")
    assert not is_complete(seven_pairs, shapes=("standard",))
    assert standard_shanten(seven_pairs) > 0
    orphans = hand("19m19p19s12345677z")
    assert not is_complete(orphans, shapes=("standard", "seven_pairs"))
    knitted = hand("147m258p369s12345z")
    assert not is_complete(knitted, shapes=("standard", "seven_pairs", "thirteen_orphans"))


def test_thirteen_sided_thirteen_orphans_wait():
    counts = hand("19m19p19s1234567z")
    assert shanten(counts) == 0
    assert waits(counts) == list(ORPHANS)
    assert waits(counts, shapes=("standard", "seven_pairs")) == []


def test_nine_gates_waits_on_all_nine():
    counts = hand("1112345678999m")
    assert standard_shanten(counts) == 0
    assert waits(counts) == idx("123456789m")


def test_seven_pairs_wait_and_four_of_a_kind():
    assert waits(hand("1122m3344p5566s7z")) == idx("7z")
    assert seven_pairs_shanten(hand("1122m3344p5566s7z")) == 0
    # 1111m counts as two pairs (MCR, 四川 龙七对), so this is ready on 6z.
    assert waits(hand("1111m2233p4455s6z"), shapes=("seven_pairs",)) == idx("6z")
    assert seven_pairs_shanten(hand("1122m3344p55s"), 1) == UNREACHABLE   # a meld is exposed


def test_one_shanten_hand_and_its_improving_tiles():
    counts = hand("123m456p11z55s79s3z")
    assert standard_shanten(counts) == 1
    assert shanten(counts) == 1
    # 5s (pung), 8s (789s) and 1z (pung, 55s becomes the pair) each make it ready.
    assert improving_tiles(counts, shapes=("standard",)) == idx("58s1z")
    assert waits(counts) == []


def test_waits_list_tiles_even_when_all_four_are_held():
    # 1111m + 234m: the 1m wait is shown although no 1m is left; live_counts says 0.
    counts = hand("1111m234m456p789s")
    assert waits(counts) == idx("14m")
    assert live_counts(counts)[0] == 0
    assert is_complete(plus(counts, 0))


def test_two_jokers_complete_the_hand():
    counts = hand("123m456m789m11p5s")
    assert sum(counts) == 12
    assert shanten(counts, jokers=2) == -1
    assert is_complete(counts, jokers=2)
    assert standard_shanten(counts, jokers=2) == -1
    assert not is_complete(counts, jokers=1)                 # 13 tiles: never complete
    assert shanten(hand("123m456m789m11p59s"), jokers=1) == 0
    assert not is_complete(hand("123m456m789m11p59s"), jokers=1)


def test_joker_single_wait_is_every_tile():
    """混儿吊: four sets and one 混 wait on anything (and a drawn 混 too)."""
    counts = hand("123m456p789s111z")
    assert shanten(counts, jokers=1) == 0
    assert waits(counts, jokers=1) == ALL_TILES
    assert waits(counts, shapes=("standard",), jokers=1) == ALL_TILES
    # 双混儿吊: three sets, a pair and two 混.
    assert waits(hand("123m456p789s11z"), jokers=2, shapes=("standard",)) == ALL_TILES


def test_joker_kinds_count_as_jokers_when_drawn():
    # 混 = 3m/4m: removed from counts; drawing one adds a joker, which completes a ready hand.
    counts = hand("567m456p789s11z22z")
    assert waits(counts, shapes=("standard",)) == idx("1z2z")
    assert waits(counts, shapes=("standard",), joker_kinds=idx("34m")) == idx("34m1z2z")
    with pytest.raises(ValueError, match="joker kind"):
        waits(hand("345m456p789s11z22z"), joker_kinds=idx("34m"))


def test_void_suit():
    ready = hand("1112345678999p")
    assert waits(ready, void_suit="m") == idx("123456789p")
    # Still holding a void tile: cannot win at all.
    holding = hand("123p456p789s555m1s")
    assert waits(holding) == idx("1s")
    assert waits(holding, void_suit="m") == []
    assert waits(hand("123p456p789s11s55m"), void_suit="m") == []
    assert waits(hand("123p456p789s11s55m")) == idx("5m1s")
    # Two 5m must go before anything else: two swaps, then the wait.
    assert shanten(hand("123p456p789s11s55m"), void_suit="m", shapes=("standard", "seven_pairs")) == 2
    assert not is_complete(hand("123p456p789s11s555m"), void_suit="m")
    assert is_complete(hand("123p456p789s11s555m"))
    # With a 混 the void suit is still never a wait.
    assert waits(hand("123p456p789s111z"), jokers=1, void_suit="m") == list(range(9, 34))
    # 十三幺 and knitted hands need all three suits.
    assert thirteen_orphans_shanten(hand("19m19p19s1234567z"), void_suit="p") == UNREACHABLE
    assert knitted_shanten(hand("147m258p369s1234z"), void_suit="s") == UNREACHABLE


def test_knitted_shapes():
    assert honors_and_knitted_shanten(hand("147m258p369s1234z")) == 0
    assert waits(hand("147m258p369s1234z"), shapes=("knitted",)) == idx("567z")
    assert knitted_straight_shanten(hand("147m258p369s1234z")) > 0
    # 组合龙 + 123m + 1z: waits on the pair.
    assert waits(hand("147p258s369m123m1z"), shapes=("knitted",)) == idx("1z")
    assert knitted_straight_shanten(hand("147p258s369m1z"), 1) == 0
    assert knitted_straight_shanten(hand("1z"), 4) == UNREACHABLE


def test_bad_arguments_are_named():
    with pytest.raises(ValueError, match="13 or 14"):
        shanten(hand("123m"))
    with pytest.raises(ValueError, match="unknown shape"):
        shanten(hand("123m456p789s1234z"), shapes=("chiitoi",))
    with pytest.raises(ValueError, match="void_suit"):
        shanten(hand("123m456p789s1234z"), void_suit="z")
    with pytest.raises(ValueError, match="14-equivalent"):
        effective_tiles(hand("123m456p789s1234z"))
    with pytest.raises(ValueError, match="13-equivalent"):
        waits(hand("123m456p789s12345z"))
    with pytest.raises(ValueError, match="34 entries"):
        shanten(counts_of(parse_tiles("123m456p789s1234z"), size=47))


def test_effective_tiles_orders_options_and_counts_live_copies():
    counts = hand("123m456p78s1155z57z")
    visible = [0] * 34
    visible[Tile.parse("9s").index] = 3      # three 9s already seen
    options = effective_tiles(counts, visible=visible)
    assert all(isinstance(o, DiscardOption) for o in options)
    keys = [(o.shanten_after, -o.total_live, o.discard) for o in options]
    assert keys == sorted(keys)
    best = options[0]
    assert best.discard == Tile.parse("7z").index and best.shanten_after == 0
    assert best.effective == ((Tile.parse("6s").index, 4), (Tile.parse("9s").index, 1))
    assert best.total_live == 5
    assert {o.discard for o in options} == {t for t in range(34) if counts[t]}
    assert live_count(counts, visible, Tile.parse("5z").index) == 1   # 3 held, the rest unseen


def test_effective_tiles_with_jokers_never_discards_a_joker():
    counts = hand("123m456p789s11z57z")
    options = effective_tiles(counts, jokers=1, shapes=("standard",))
    assert options[0].shanten_after == 0
    assert sorted(o.discard for o in options) == [t for t in range(34) if counts[t]]


# ------------------------------------------------------------------------------------------------
# Properties against is_complete.

SETS = [(t, t, t) for t in range(34)] + [(t, t + 1, t + 2) for t in range(27) if t % 9 <= 6]


@st.composite
def hands(draw, size=13):
    """A hand of `size` real tiles, at most four of a kind. Half are built from sets and a pair
    with a few tiles swapped, so that ready hands (and waits) are common."""
    if draw(st.booleans()):
        tiles: list[int] = []
        while len(tiles) + 5 <= size:
            tiles += draw(st.sampled_from(SETS))
        if len(tiles) + 2 <= size:
            tiles += [draw(st.integers(0, 33))] * 2
        for _ in range(draw(st.integers(0, 2)) if tiles else 0):
            tiles[draw(st.integers(0, len(tiles) - 1))] = draw(st.integers(0, 33))
        tiles += draw(st.lists(st.integers(0, 33), min_size=size - len(tiles), max_size=size - len(tiles)))
    else:
        tiles = draw(st.lists(st.integers(0, 33), min_size=size, max_size=size))
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    extra = sum(max(0, n - 4) for n in counts)
    counts = [min(n, 4) for n in counts]
    for t in itertools.cycle(range(34)):   # put fifth copies back as other tiles
        if not extra:
            break
        if counts[t] < 4:
            counts[t] += 1
            extra -= 1
    return counts


SHAPE_SETS = st.sampled_from([SHAPES, ("standard",), ("standard", "seven_pairs"),
                              ("seven_pairs",), ("thirteen_orphans",), ("knitted",)])


@st.composite
def situations(draw, size=13):
    """(counts, melds_count, jokers, shapes, void_suit) for a hand of `size` equivalents."""
    melds = draw(st.sampled_from([0, 0, 0, 1, 2, 4]))
    jokers = draw(st.sampled_from([0, 0, 0, 1, 2]))
    jokers = min(jokers, size - 3 * melds)
    real = size - 3 * melds - jokers
    counts = draw(hands(real))
    return counts, melds, jokers, draw(SHAPE_SETS), draw(st.sampled_from([None, None, "m", "s"]))


@given(situations())
def test_waits_are_exactly_the_completing_tiles(sit):
    counts, melds, jokers, shapes, void = sit
    kw = dict(shapes=shapes, jokers=jokers, void_suit=void)
    expected = [t for t in ALL_TILES if is_complete(plus(counts, t), melds, **kw)]
    assert waits(counts, melds, **kw) == expected
    assert (shanten(counts, melds, **kw) == 0) == bool(expected)


@given(situations(size=14))
def test_minus_one_iff_complete(sit):
    counts, melds, jokers, shapes, void = sit
    kw = dict(shapes=shapes, jokers=jokers, void_suit=void)
    assert (shanten(counts, melds, **kw) == -1) == is_complete(counts, melds, **kw)


@given(situations(size=14))
def test_best_discard_keeps_the_shanten(sit):
    """A 14-tile hand is as close as its best 13-tile discard (0 if it is already complete)."""
    counts, melds, jokers, shapes, void = sit
    kw = dict(shapes=shapes, jokers=jokers, void_suit=void)
    whole = shanten(counts, melds, **kw)
    after = [shanten(plus(counts, d, -1), melds, **kw) for d in ALL_TILES if counts[d]]
    if after and whole < UNREACHABLE:
        assert min(after) == max(whole, 0)
        options = effective_tiles(counts, melds, **kw)
        assert [o.shanten_after for o in options] == sorted(o.shanten_after for o in options)
        assert options[0].shanten_after == min(after)


@given(situations())
def test_a_draw_lowers_shanten_by_at_most_one_and_improving_tiles_are_those_that_do(sit):
    counts, melds, jokers, shapes, void = sit
    kw = dict(shapes=shapes, jokers=jokers, void_suit=void)
    now = shanten(counts, melds, **kw)
    after = [shanten(plus(counts, t), melds, **kw) for t in ALL_TILES]
    assert all(a >= now - 1 for a in after)
    if now < UNREACHABLE:
        assert improving_tiles(counts, melds, **kw) == [t for t in ALL_TILES if after[t] < now]


@given(hands(13), st.integers(1, 4), st.randoms(use_true_random=False), SHAPE_SETS)
def test_jokers_never_hurt(counts, k, rnd, shapes):
    held = [t for t in ALL_TILES for _ in range(counts[t])]
    jokered = list(counts)
    for t in rnd.sample(held, k):
        jokered[t] -= 1
    assert shanten(jokered, shapes=shapes, jokers=k) <= shanten(counts, shapes=shapes)


def _removals(counts: list[int], x: int):
    held = [t for t in ALL_TILES for _ in range(counts[t])]
    seen = set()
    for combo in itertools.combinations(held, x):
        if combo not in seen:
            seen.add(combo)
            yield combo


@given(situations())
def test_shanten_matches_brute_force_through_is_complete(sit):
    """Shanten s means: swap s held tiles for the best possible tiles (a joker is one), then one
    more draw completes. Searched directly for s <= 2."""
    counts, melds, jokers, shapes, void = sit
    kw = dict(shapes=shapes, void_suit=void)
    got = shanten(counts, melds, jokers=jokers, **kw)
    for x in range(3):
        found = False
        for combo in _removals(counts, x):
            rest = list(counts)
            for t in combo:
                rest[t] -= 1
            if is_complete(rest, melds, jokers=jokers + x + 1, **kw):
                found = True
                break
        if found:
            assert got == x
            return
    assert got >= 3


@given(situations(size=14), st.lists(st.integers(0, 2), min_size=34, max_size=34))
def test_effective_tiles_are_the_improving_draws_with_live_counts(sit, visible):
    counts, melds, jokers, shapes, void = sit
    kw = dict(shapes=shapes, jokers=jokers, void_suit=void)
    options = effective_tiles(counts, melds, visible=visible, **kw)
    keys = [(o.shanten_after, -o.total_live, o.discard) for o in options]
    assert keys == sorted(keys)
    for option in options:
        rest = plus(counts, option.discard, -1)
        assert option.shanten_after == shanten(rest, melds, **kw)
        tiles = [t for t, _ in option.effective]
        assert tiles == (improving_tiles(rest, melds, **kw) if option.shanten_after < UNREACHABLE else [])
        assert [n for _, n in option.effective] == [max(0, 4 - counts[t] - visible[t]) for t in tiles]
        assert option.total_live == sum(n for _, n in option.effective)


def test_results_do_not_depend_on_the_cache():
    rng = random.Random(7)
    wall = [t for t in ALL_TILES for _ in range(4)]
    samples = []
    for _ in range(50):
        rng.shuffle(wall)
        samples.append(counts_of_indices(wall[:14]))
    first = [effective_tiles(c) for c in samples]
    analysis._suit_cache.clear()
    analysis._honor_cache.clear()
    assert [effective_tiles(c) for c in reversed(samples)] == list(reversed(first))


def counts_of_indices(tiles):
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    return counts


# ------------------------------------------------------------------------------------------------
# Oracle: the reference MCR calculator.

_CODE = ([f"W{r}" for r in range(1, 10)] + [f"B{r}" for r in range(1, 10)]
         + [f"T{r}" for r in range(1, 10)] + [f"F{r}" for r in range(1, 5)]
         + [f"J{r}" for r in range(1, 4)])   # m=W 万, p=B 饼, s=T 条; J1..J3 = 中发白 = 5z..7z


def _codes(counts):
    return tuple(_CODE[t] for t in ALL_TILES for _ in range(counts[t]))


def _indices(codes):
    return sorted(_CODE.index(c) for c in codes)


def _reference_useful(codes, shanten_value, counts):
    """The reference leaves out tiles held four times unless the hand is ready; we keep them
    (see waits), so compare without them."""
    return [t for t in _indices(codes) if counts[t] < 4 or shanten_value <= 0]


def _random_hands(seed, count):
    rng = random.Random(seed)
    knitted_pool = list(KNITTED_PATTERNS[3]) + list(range(27, 34))
    pools = [ALL_TILES, ALL_TILES, list(range(9)), list(range(9, 27)), list(ORPHANS), knitted_pool]
    for i in range(count):
        melds = rng.choice([0, 0, 0, 1, 2, 3, 4])
        pool = pools[i % len(pools)] if melds == 0 else ALL_TILES
        wall = [t for t in pool for _ in range(4)]
        rng.shuffle(wall)
        yield counts_of_indices(wall[:13 - 3 * melds]), melds


def _mismatches(gb, seed, count):
    out = []
    for counts, melds in _random_hands(seed, count):
        codes = _codes(counts)
        ref, useful = gb.RegularShanten(codes)
        ours = standard_shanten(counts, melds)
        ours_useful = improving_tiles(counts, melds, shapes=("standard",))
        ours_useful = [t for t in ours_useful if counts[t] < 4 or ours <= 0]
        if (ref, _reference_useful(useful, ref, counts)) != (ours, ours_useful):
            out.append(("regular", codes, ref, ours))
        if melds == 1:
            if gb.KnittedStraightShanten(codes)[0] != knitted_straight_shanten(counts, 1):
                out.append(("knitted straight, one meld", codes))
        if melds:
            continue
        for fn, mine, shape in [
                (gb.SevenPairsShanten, seven_pairs_shanten, "seven_pairs"),
                (gb.ThirteenOrphansShanten, thirteen_orphans_shanten, "thirteen_orphans"),
                (gb.HonorsAndKnittedTilesShanten, honors_and_knitted_shanten, None),
                (gb.KnittedStraightShanten, knitted_straight_shanten, None)]:
            ref, useful = fn(codes)
            if ref != mine(counts):
                out.append((fn.__name__, codes, ref, mine(counts)))
            if shape and _reference_useful(useful, ref, counts) != improving_tiles(counts, shapes=(shape,)):
                out.append((fn.__name__ + " useful", codes))
        # The knitted shape as a whole, and every shape together.
        ks, ks_useful = gb.KnittedStraightShanten(codes)
        hk, hk_useful = gb.HonorsAndKnittedTilesShanten(codes)
        best = min(ks, hk)
        expected = set()
        if ks == best:
            expected.update(_reference_useful(ks_useful, ks, counts))
        if hk == best:
            expected.update(_reference_useful(hk_useful, hk, counts))
        ours_knitted = [t for t in improving_tiles(counts, shapes=("knitted",))
                        if counts[t] < 4 or best <= 0]
        if (best, sorted(expected)) != (knitted_shanten(counts), ours_knitted):
            out.append(("knitted", codes))
        if gb.MahjongShanten((), codes) != shanten(counts):
            out.append(("all shapes", codes))
    return out


def test_matches_reference_calculator_on_seeded_random_hands():
    gb = pytest.importorskip("MahjongGB")
    assert _mismatches(gb, seed=20240601, count=3000) == []


def test_oracle_comparison_can_fail():
    """The comparison above notices a wrong answer (guards against a vacuous oracle test)."""
    gb = pytest.importorskip("MahjongGB")

    class Skewed:
        def __getattr__(self, name):
            real = getattr(gb, name)
            if name != "RegularShanten":
                return real
            return lambda codes: (real(codes)[0] + (len(codes) == 13 and "F1" in codes), real(codes)[1])

    assert _mismatches(Skewed(), seed=1, count=200) != []
