"""Reading the `score` subcommand's `hand` object: the parts every variant shares.

Each error names the field it is about (e.g. "melds[1]: ...", "concealed: unknown tile '0m'").
"""
from __future__ import annotations

from typing import Any, Mapping, Optional

from .errors import NotationError
from .melds import Meld, MeldKind
from .tiles import Tile, parse_tiles


def read_melds(hand: Mapping[str, Any], no_chow: Optional[str] = None) -> list[Meld]:
    """The declared melds; `no_chow` is the message for a chow in a variant without chows."""
    melds_json = hand.get("melds", [])
    if not isinstance(melds_json, list):
        raise NotationError("melds must be a list")
    melds = []
    for i, obj in enumerate(melds_json):
        try:
            meld = Meld.from_json(obj)
        except NotationError as exc:
            raise NotationError(f"melds[{i}]: {exc}") from None
        if no_chow is not None and meld.kind is MeldKind.CHOW:
            raise NotationError(f"melds[{i}]: {no_chow}")
        melds.append(meld)
    return melds


def read_concealed_and_win(hand: Mapping[str, Any]) -> tuple[tuple[Tile, ...], Tile]:
    """The concealed tiles (without the winning tile) and the winning tile."""
    if not isinstance(hand.get("concealed"), str):
        raise NotationError("concealed must be a tile string like '123m456p11z'")
    if not isinstance(hand.get("win_tile"), str):
        raise NotationError("win_tile must be one tile like '5m'")
    try:
        concealed = tuple(parse_tiles(hand["concealed"]))
    except NotationError as exc:
        raise NotationError(f"concealed: {exc}") from None
    try:
        win = Tile.parse(hand["win_tile"])
    except NotationError as exc:
        raise NotationError(f"win_tile: {exc}") from None
    return concealed, win
