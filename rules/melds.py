"""Declared sets (melds): chow, pung, melded kong, concealed kong."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional

from .errors import NotationError
from .tiles import Tile, format_tiles, parse_tiles


class MeldKind(str, Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"  # melded: from a discard, or a pung with a fourth tile added
    CONCEALED_KONG = "concealed_kong"


@dataclass(frozen=True)
class Meld:
    """A declared set. `claimed_from` is the discarder relative to the owner: 1 = left (上家),
    2 = opposite, 3 = right; None for a concealed kong. `claimed` is the tile taken."""

    kind: MeldKind
    tiles: tuple[Tile, ...]
    claimed_from: Optional[int] = None
    claimed: Optional[Tile] = None
    added: bool = False  # a kong made by adding the fourth tile to a pung (加杠)

    def __post_init__(self) -> None:
        n = len(self.tiles)
        kinds = set(self.tiles)
        if self.kind is MeldKind.CHOW:
            t = sorted(self.tiles)
            ok = n == 3 and t[0].is_suited and t[0].suit == t[2].suit and \
                t[1].index == t[0].index + 1 and t[2].index == t[1].index + 1
        elif self.kind is MeldKind.PUNG:
            ok = n == 3 and len(kinds) == 1
        else:
            ok = n == 4 and len(kinds) == 1
        if not ok:
            raise NotationError(f"{format_tiles(self.tiles)} is not a {self.kind.value}")
        if self.kind is not MeldKind.CONCEALED_KONG and self.claimed_from not in (1, 2, 3):
            raise NotationError(f"a {self.kind.value} needs 'from' 1, 2 or 3, got {self.claimed_from!r}")

    @property
    def is_concealed(self) -> bool:
        return self.kind is MeldKind.CONCEALED_KONG

    @property
    def is_kong(self) -> bool:
        return self.kind in (MeldKind.KONG, MeldKind.CONCEALED_KONG)

    @property
    def is_pung_like(self) -> bool:
        return self.kind is not MeldKind.CHOW

    @property
    def first(self) -> Tile:
        return min(self.tiles)

    def __str__(self) -> str:
        return format_tiles(sorted(self.tiles))

    @staticmethod
    def from_json(obj: dict) -> "Meld":
        """Read the test-data form: {"type": "chow", "tiles": "123m", "from": 1, "claimed": "2m"}."""
        if not isinstance(obj, dict):
            raise NotationError(f"a meld must be an object, got {obj!r}")
        try:
            kind = MeldKind(obj.get("type"))
        except ValueError:
            raise NotationError(f"unknown meld type {obj.get('type')!r}: use chow, pung, kong or concealed_kong") from None
        tiles = tuple(parse_tiles(str(obj.get("tiles", ""))))
        claimed = obj.get("claimed")
        claimed_tile = Tile.parse(claimed) if claimed else None
        frm = obj.get("from")
        if kind is MeldKind.CONCEALED_KONG:
            frm = None
        elif frm is None:
            frm = 1 if kind is MeldKind.CHOW else None
        if kind is MeldKind.CHOW and claimed_tile is None:
            claimed_tile = tiles[0] if tiles else None
        if claimed_tile is None and tiles and kind is not MeldKind.CONCEALED_KONG:
            claimed_tile = tiles[0]
        if claimed_tile is not None and claimed_tile not in tiles:
            raise NotationError(f"claimed tile {claimed_tile} is not in meld {format_tiles(tiles)}")
        return Meld(kind, tiles, frm, claimed_tile)

    def to_json(self) -> dict:
        obj: dict = {"type": self.kind.value, "tiles": format_tiles(sorted(self.tiles))}
        if self.claimed_from is not None:
            obj["from"] = self.claimed_from
        if self.kind is MeldKind.CHOW and self.claimed is not None:
            obj["claimed"] = str(self.claimed)
        return obj
