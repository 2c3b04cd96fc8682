"""二人麻将 defence for the default bot: what the table shows about an opponent who declared 报听.

A declared hand cannot change: the table draws and discards for it, and it is asked on every tile
that completes it (a bot always wins; a player rarely declines). So he is ready for sure, and a
kind thrown by either seat since the declaration, without a win, is not among his waits (安全牌,
genbutsu); there is no furiten here, so tiles he threw before declaring are only less likely
(the default bot's danger reading, defence.py, weighs those and 筋 as for any seat).

The table says who declared (`ErrenView.declared`) and where: `ErrenView.declared_at`,
the index of the declaring discard in `SeatView.discard_log`.
"""
from __future__ import annotations

from rules.engine import SeatView
from rules.variants.erren.view import erren_view

from ..table_reading import seats_of


def declared_seats(view: SeatView) -> tuple[int, ...]:
    """The other seats that have declared 报听."""
    flags = erren_view(view).declared
    return tuple(s for s in range(seats_of(view)) if s != view.seat and s < len(flags) and flags[s])


def declaration_index(view: SeatView, seat: int) -> int:
    """Index in `view.discard_log` of `seat`'s declaring discard (the end of the log if unknown)."""
    found = erren_view(view).declared_at
    at = found[seat] if seat < len(found) else None
    return len(view.discard_log) if at is None else int(at)


def _river_kinds(view: SeatView) -> dict[int, int]:
    """Tile id -> kind for every tile in the rivers (after a 报听 nothing is claimed)."""
    return {tile: kind.index for river, kinds in zip(view.discards, view.discard_kinds)
            for tile, kind in zip(river, kinds)}


def safe_kinds(view: SeatView, seat: int) -> frozenset[int]:
    """Kinds thrown by anyone since `seat` declared 报听 that it did not win on."""
    kinds = _river_kinds(view)
    start = declaration_index(view, seat) + 1
    return frozenset(kinds[d.tile] for d in view.discard_log[start:] if d.tile in kinds)
