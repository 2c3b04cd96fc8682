import pytest
from hypothesis import given, strategies as st

from rules.errors import NotationError
from rules.tiles import (SET_108, SET_136, SET_144, SET_152, TILES, Tile, counts_of, format_tiles,
                         next_in_cycle, parse_tiles)


def test_notation_reads_groups_in_order():
    tiles = parse_tiles("123m456p11z")
    assert [str(t) for t in tiles] == ["1m", "2m", "3m", "4p", "5p", "6p", "1z", "1z"]
    assert format_tiles(tiles) == "123m456p11z"


@pytest.mark.parametrize("text, fragment", [
    ("0m", "'0m'"), ("8z", "'8z'"), ("12q", "'q'"), ("123", "no suit letter"), ("m", "no digits"),
    ("9f", "'9f'"), ("6x", "'6x'"),
])
def test_bad_notation_names_the_problem(text, fragment):
    with pytest.raises(NotationError, match=fragment):
        parse_tiles(text)


@given(st.lists(st.sampled_from(TILES), max_size=20))
def test_notation_round_trips(tiles):
    assert parse_tiles(format_tiles(tiles)) == tiles
    assert parse_tiles(format_tiles(tiles, sort=True)) == sorted(tiles)


def test_tile_sets_have_the_right_sizes_and_copies():
    assert (len(SET_108), len(SET_136), len(SET_144), len(SET_152)) == (108, 136, 144, 152)
    assert counts_of(SET_136.kinds) == [4] * 34
    assert len(SET_144.ids_of(Tile.parse("1f"))) == 1
    assert len(SET_152.ids_of(Tile.parse("1x"))) == 4  # 百搭 ×4
    assert len(SET_152.ids_of(Tile.parse("4x"))) == 1  # 猫
    assert all(t.is_suited for t in SET_108.kinds)


def test_names_and_hun_cycle():
    assert Tile.parse("5m").name_zh == "五万"
    assert Tile.parse("7z").name_zh == "白"
    assert Tile.parse("5x").name_zh == "聚宝盆"
    assert [str(next_in_cycle(Tile.parse(t))) for t in ("3p", "9s", "4z", "7z", "1z")] == ["4p", "1s", "1z", "5z", "2z"]
