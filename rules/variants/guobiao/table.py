"""国标 at the table (docs/rules/guobiao-mcr.md §2-4): the plain engine plays every rule of its
hand; what is left is which tiles are flowers, who deals next, and who fed a first-go-around win
(the 天和/地和/人和 house rule)."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping

from ...tiles import Tile

if TYPE_CHECKING:   # a hand's result: read by a table, not by the record the start screen reads
    from ...scoring import WinContext
    from ...table_protocol import TableInProgress
    from ..results import HandResult

FIRST_FLOWER, END_FLOWER = 34, 42   # the kind indices of 春夏秋冬梅兰竹菊


def is_flower(tile: Tile) -> bool:
    """The eight flowers and seasons are set aside and replaced (§3)."""
    return FIRST_FLOWER <= tile.index < END_FLOWER


def next_dealer(dealer: int, result: HandResult, options: Mapping[str, Any]) -> int:
    """The deal passes every hand (§2, G1); `dealer_repeat` keeps it after the dealer's own win."""
    if options.get("dealer_repeat") and dealer in result.winners:
        return dealer
    return (dealer + 1) % result.seats


def win_context(table: TableInProgress, seat: int, ctx: WinContext) -> WinContext:
    """A discard win in the first go-around names whether the dealer fed it (地和 vs 人和, option
    blessings); every other win is left as the engine made it."""
    if not ctx.first_turn or ctx.self_drawn or ctx.kong_related or table.last_discard is None:
        return ctx
    return replace(ctx, extra={**ctx.extra, "from_dealer": table.last_discard[0] == table.config.dealer})
