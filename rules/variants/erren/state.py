"""二人's records of one hand (`State.extra`): the reserve's shuffle seed and the exchange, the
indicator, 报听 / 天听 and where each was declared, the one-shot window (一发), when each hand
first became ready and who draws the 海底捞月 tile. Per-seat tuples are empty until first set."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, TypeVar

from ..hand_state import VariantState

T = TypeVar("T")


def per_seat(values: tuple[T, ...], seats: int, unset: T) -> tuple[T, ...]:
    """A per-seat record, or `unset` for every seat while it is still empty."""
    return values or (unset,) * seats


def with_seat(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """A per-seat record with `seat`'s entry replaced."""
    return values[:seat] + (value,) + values[seat + 1:]


@dataclass(frozen=True)
class ErrenState(VariantState):
    """What the 二人 exchange phase and table hooks remember during a hand."""

    reserve_seed: int = 0                         # the reserve's shuffle for the exchange (secret)
    exchange_picks: tuple[Optional[tuple[int, ...]], ...] = ()   # each seat's tiles given back
    exchanged: tuple[Optional[int], ...] = ()     # how many each seat exchanged, once all chose
    indicator_ids: tuple[int, ...] = ()           # the tile turned up after the exchange
    declared: tuple[bool, ...] = ()               # 报听
    tianting: tuple[bool, ...] = ()               # 天听 (报听 before one's first discard)
    declared_at: tuple[Optional[int], ...] = ()   # the discard log's length at the declaration
    one_shot: tuple[bool, ...] = ()               # the 一发 window is open
    ready_since: tuple[Optional[int], ...] = ()   # the step each hand first became ready
    last_chance: Optional[int] = None             # who drew the 海底捞月 tile from the reserve
