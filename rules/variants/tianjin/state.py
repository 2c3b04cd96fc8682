"""天津's records of one hand (`State.extra`): the 翻混 throw, 坐庄 and 拉庄, the 混儿 and their
indicator, the kongs paid with the hand and the 铲 being followed."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from ...tiles import Tile
from ..hand_state import VariantState


@dataclass(frozen=True)
class TianjinState(VariantState):
    """What the 天津 phases and table hooks remember during a hand."""

    hun_dice: tuple[int, int] = (0, 0)          # the 翻混 throw, secret until the choices are made
    zuo: Optional[bool] = None                  # 坐庄, once the dealer has chosen
    la_picks: tuple[Optional[int], ...] = ()    # each 闲家's 拉庄 (None: not chosen yet)
    la: Optional[tuple[int, ...]] = None        # every seat's 拉庄 once revealed (the dealer's 0)
    hun: Optional[tuple[Tile, ...]] = None      # the two 混 kinds, once flipped (None: not dealt yet)
    hun_indicator: Optional[int] = None         # the tile turned face up
    kongs: tuple[tuple[int, str], ...] = ()     # (seat, "melded"/"added"/"concealed"/"gold"), in order
    last_kong: Optional[str] = None             # the last kong's kind, for 杠开 by_kong
    chan_count: int = 0                         # seats that followed the dealer's first discard
    chan_kind: Optional[Tile] = None            # the kind they follow
    chan: bool = False                          # 铲 made
    chan_over: bool = False                     # 铲 can no longer happen
    kou_ting: tuple[int, ...] = ()              # seats that declared 扣听, in order (option kou_ting)

    def hun_indices(self) -> frozenset[int]:
        """The 混 kinds' indices (none before 翻混)."""
        return frozenset(t.index for t in self.hun or ())

    def la_picks_of(self, seats: int) -> tuple[Optional[int], ...]:
        """Each seat's 拉庄 pick (None where none is made)."""
        return self.la_picks or (None,) * seats

    def scorer_facts(self) -> Mapping[str, Any]:
        """The 混儿 and the last kong's kind (杠开), as the scorer reads them."""
        facts: dict[str, Any] = {}
        if self.hun is not None:
            facts["hun"] = self.hun
        if self.last_kong is not None:
            facts["last_kong"] = self.last_kong
        return facts
