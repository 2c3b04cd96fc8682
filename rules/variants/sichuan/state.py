"""四川's records of one hand (`State.extra`): the 换三张 throw and picks, the 定缺 picks and
voids, the wins and pungs passed since a draw (过水 / 过碰), the kongs paid so far and who plays
on a kong replacement (杠上炮). Per-seat tuples are empty until a seat's first entry."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ...events import Transfer
from ..hand_state import VariantState


@dataclass(frozen=True)
class SichuanState(VariantState):
    """What the 四川 phases and table hooks remember during a hand."""

    exchange_dice: tuple[int, int] = (0, 0)     # the 换三张 direction throw, secret until the tiles move
    exchange_picks: tuple[Optional[tuple[int, ...]], ...] = ()   # each seat's three tiles (None: not yet)
    exchange_direction: Optional[str] = None    # set once the tiles have moved
    void_picks: tuple[Optional[str], ...] = ()  # each seat's 定缺 suit (None: not chosen yet)
    voids: Optional[tuple[str, ...]] = None     # every seat's void, once revealed together
    passed_win: tuple[Optional[int], ...] = ()  # the best 番 a seat let go since its draw (过水)
    passed_pung: tuple[tuple[int, ...], ...] = ()   # kinds a seat did not pung since its draw (过碰)
    kong_transfers: tuple[Transfer, ...] = ()   # every kong payment so far
    pending_kong: Optional[int] = None          # a 面下杠's owner while its rob window is open
    kong_turn: Optional[int] = None             # the seat playing on a kong replacement (杠上炮)
    kong_feeder: Optional[int] = None           # who fed the 直杠 being played on (点杠花), until a discard
    last_kong: Optional[tuple[int, int, int]] = None   # (seat, start, end) of the last kong's kong_transfers
    win_feeders: tuple[Optional[int], ...] = ()  # per win: the 直杠 feeder who pays it alone (点杠花)
    call_transfers: tuple[Transfer, ...] = ()   # 呼叫转移: kong income handed to a 杠上炮's winners
    transferred: tuple[int, ...] = ()           # indices of kong_transfers handed on (not refunded)

    def exchange_picks_of(self, seats: int) -> tuple[Optional[tuple[int, ...]], ...]:
        """Each seat's 换三张 pick (None where none is made yet)."""
        return self.exchange_picks or (None,) * seats

    def void_picks_of(self, seats: int) -> tuple[Optional[str], ...]:
        """Each seat's 定缺 pick (None where none is made yet)."""
        return self.void_picks or (None,) * seats

    def passed_win_of(self, seats: int) -> tuple[Optional[int], ...]:
        """Each seat's passed win (None: none since its draw)."""
        return self.passed_win or (None,) * seats

    def passed_pung_of(self, seats: int) -> tuple[tuple[int, ...], ...]:
        """Each seat's passed pung kinds (empty: none since its draw)."""
        return self.passed_pung or ((),) * seats
