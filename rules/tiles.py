"""Tile kinds, the text notation ("123m456p11z"), and the physical tile sets of every variant.

A tile *kind* is one of the 47 faces below, an interned `Tile` with a small integer `index` so
hands can be counted in flat lists. A *physical tile* is an int id inside a `TileSet`; the set
maps ids to kinds (136 / 144 / 152 / 108 tiles).

Index layout (stable: saves and logs depend on it):
  0..8   1m..9m  万 characters        27..30 1z..4z  东 南 西 北
  9..17  1p..9p  筒 dots              31..33 5z..7z  中 发 白
  18..26 1s..9s  条 bamboo            34..41 1f..8f  春 夏 秋 冬 梅 兰 竹 菊
                                      42..46 1x..5x  百搭 老鼠 财神 猫 聚宝盆 (苏州 only)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from .errors import NotationError

SUITS = "mps"
SUIT_LETTERS = "mpszfx"
_SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 27, "f": 34, "x": 42}
_SUIT_SIZE = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 8, "x": 5}
NUM_KINDS = 47
NUM_PLAY_KINDS = 34  # kinds that can be part of a winning shape
COPIES = 4           # copies of each play kind in a full set

_NUMERALS = "一二三四五六七八九"
_HONOR_ZH = "东南西北中发白"
_FLOWER_ZH = "春夏秋冬梅兰竹菊"
_EXTRA_ZH = ("百搭", "老鼠", "财神", "猫", "聚宝盆")
_SUIT_ZH = {"m": "万", "p": "筒", "s": "条"}
_HONOR_EN = ("East", "South", "West", "North", "Red", "Green", "White")
_FLOWER_EN = ("Spring", "Summer", "Autumn", "Winter", "Plum", "Orchid", "Bamboo Plant", "Chrysanthemum")
_EXTRA_EN = ("Joker", "Rat", "God of Wealth", "Cat", "Treasure Bowl")
# A tile's name takes the suit in the singular ("1 Character", "5 Dot"): "5 Dots" reads as five tiles.
_SUIT_EN = {"m": "Character", "p": "Dot", "s": "Bamboo"}


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile kind. Use `Tile.parse("5m")` or `TILES[index]`; instances are interned."""

    index: int

    @property
    def suit(self) -> str:
        for letter in reversed(SUIT_LETTERS):
            if self.index >= _SUIT_BASE[letter]:
                return letter
        raise AssertionError(self.index)

    @property
    def rank(self) -> int:
        return self.index - _SUIT_BASE[self.suit] + 1

    @property
    def is_suited(self) -> bool:
        return self.index < 27

    @property
    def is_honor(self) -> bool:
        return 27 <= self.index < 34

    @property
    def is_wind(self) -> bool:
        return 27 <= self.index < 31

    @property
    def is_dragon(self) -> bool:
        return 31 <= self.index < 34

    @property
    def is_terminal(self) -> bool:
        return self.is_suited and self.rank in (1, 9)

    @property
    def is_terminal_or_honor(self) -> bool:
        return self.is_terminal or self.is_honor

    @property
    def is_bonus(self) -> bool:
        """Seasons, plants and the 苏州 extras: never part of a winning shape."""
        return self.index >= 34

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"

    def __repr__(self) -> str:
        return f"Tile({self})"

    def __lt__(self, other: "Tile") -> bool:
        return self.index < other.index

    @property
    def name_zh(self) -> str:
        suit, rank = self.suit, self.rank
        if suit in _SUIT_ZH:
            return _NUMERALS[rank - 1] + _SUIT_ZH[suit]
        if suit == "z":
            return _HONOR_ZH[rank - 1]
        if suit == "f":
            return _FLOWER_ZH[rank - 1]
        return _EXTRA_ZH[rank - 1]

    @property
    def name_en(self) -> str:
        suit, rank = self.suit, self.rank
        if suit in _SUIT_EN:
            return f"{rank} {_SUIT_EN[suit]}"
        if suit == "z":
            return _HONOR_EN[rank - 1] + (" Wind" if rank <= 4 else " Dragon")
        if suit == "f":
            return _FLOWER_EN[rank - 1]
        return _EXTRA_EN[rank - 1]

    @staticmethod
    def parse(text: str) -> "Tile":
        tiles = parse_tiles(text)
        if len(tiles) != 1:
            raise NotationError(f"expected one tile, got {len(tiles)} in {text!r}")
        return tiles[0]

    @staticmethod
    def from_suit_rank(suit: str, rank: int) -> "Tile":
        if suit not in _SUIT_BASE or not 1 <= rank <= _SUIT_SIZE[suit]:
            raise NotationError(f"unknown tile '{rank}{suit}'")
        return TILES[_SUIT_BASE[suit] + rank - 1]


TILES: tuple[Tile, ...] = tuple(Tile(i) for i in range(NUM_KINDS))

WIND_TILES = TILES[27:31]
DRAGON_TILES = TILES[31:34]
WIND_LETTERS = "ESWN"  # seat / round winds as in the test data
WALL_SIDES = len(WIND_LETTERS)   # one wall in front of each place at the table, whoever sits there


def wind_tile(letter: str) -> Tile:
    """'E' -> 1z (东) ... 'N' -> 4z (北)."""
    if letter not in WIND_LETTERS or len(letter) != 1:
        raise NotationError(f"unknown wind {letter!r}: use one of E S W N")
    return WIND_TILES[WIND_LETTERS.index(letter)]


def parse_tiles(text: str) -> list[Tile]:
    """Read "123m456p11z" into tiles, in the written order.

    Digits gather until a suit letter closes them. Raises NotationError naming the bad character.
    """
    tiles: list[Tile] = []
    pending: list[tuple[int, str]] = []
    for pos, ch in enumerate(text):
        if ch.isspace():
            continue
        if ch.isdigit():
            pending.append((pos, ch))
            continue
        if ch in _SUIT_BASE:
            if not pending:
                raise NotationError(f"suit letter '{ch}' at position {pos + 1} has no digits before it in {text!r}")
            for _, digit in pending:
                rank = int(digit)
                if not 1 <= rank <= _SUIT_SIZE[ch]:
                    raise NotationError(f"unknown tile '{digit}{ch}' in {text!r}")
                tiles.append(TILES[_SUIT_BASE[ch] + rank - 1])
            pending = []
            continue
        raise NotationError(f"unexpected character {ch!r} at position {pos + 1} in {text!r}")
    if pending:
        raise NotationError(f"digits '{''.join(d for _, d in pending)}' at the end of {text!r} have no suit letter")
    return tiles


def format_tiles(tiles: Iterable[Tile], sort: bool = False) -> str:
    """Write tiles in the compact notation, grouping consecutive same-suit tiles."""
    seq = sorted(tiles) if sort else list(tiles)
    out: list[str] = []
    run_suit = ""
    for tile in seq:
        if run_suit and tile.suit != run_suit:
            out.append(run_suit)
        run_suit = tile.suit
        out.append(str(tile.rank))
    if run_suit:
        out.append(run_suit)
    return "".join(out)


def counts_of(tiles: Iterable[Tile], size: int = NUM_PLAY_KINDS) -> list[int]:
    """A count per kind index (bonus tiles are ignored when size is 34)."""
    counts = [0] * size
    for tile in tiles:
        if tile.index < size:
            counts[tile.index] += 1
    return counts


def next_in_cycle(tile: Tile) -> Tile:
    """The successor used by 天津's 翻混: suits 9->1, 东南西北 cycle, 中发白 cycle."""
    suit, rank = tile.suit, tile.rank
    if suit in SUITS:
        return Tile.from_suit_rank(suit, rank % 9 + 1)
    if tile.is_wind:
        return WIND_TILES[rank % len(WIND_TILES)]
    if tile.is_dragon:
        return DRAGON_TILES[(rank - 5 + 1) % 3]
    raise NotationError(f"{tile} has no successor in the 混 cycle")


@dataclass(frozen=True)
class TileSet:
    """A physical set: `kinds[tile_id]` is the kind of physical tile `tile_id`."""

    name: str
    kinds: tuple[Tile, ...]

    def __len__(self) -> int:
        return len(self.kinds)

    def kind(self, tile_id: int) -> Tile:
        return self.kinds[tile_id]

    def ids_of(self, kind: Tile) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == kind]


def _build_set(name: str, groups: Sequence[tuple[Sequence[Tile], int]]) -> TileSet:
    kinds: list[Tile] = []
    for group, copies in groups:
        for tile in group:
            kinds.extend([tile] * copies)
    return TileSet(name, tuple(kinds))


SUIT_TILES = TILES[0:27]
HONOR_TILES = TILES[27:34]
FLOWER_TILES = TILES[34:42]
SUZHOU_EXTRA_TILES = TILES[42:47]

# 四川: 108 suit tiles only.
SET_108 = _build_set("108", [(SUIT_TILES, COPIES)])
# 天津: 136 tiles, no flowers.
SET_136 = _build_set("136", [(SUIT_TILES, COPIES), (HONOR_TILES, COPIES)])
# 国标: 136 + 8 flowers (春夏秋冬梅兰竹菊 one each).
SET_144 = _build_set("144", [(SUIT_TILES, COPIES), (HONOR_TILES, COPIES), (FLOWER_TILES, 1)])
# 苏州: 144 + 百搭 ×4 + 老鼠 财神 猫 聚宝盆 ×1 (中发白 are flowers there by the variant's rule).
SET_152 = _build_set("152", [(SUIT_TILES, COPIES), (HONOR_TILES, COPIES), (FLOWER_TILES, 1),
                             (SUZHOU_EXTRA_TILES[:1], COPIES), (SUZHOU_EXTRA_TILES[1:], 1)])
TILE_SETS = {s.name: s for s in (SET_108, SET_136, SET_144, SET_152)}
