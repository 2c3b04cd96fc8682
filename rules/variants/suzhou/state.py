"""苏州's records of one hand (`State.extra`): the doubling (豹子, 滴零), what 漏碰 / 漏胡 forbid
until a seat's next draw, how each seat's last tile came (杠开, 花开, 包饺子) and the running 花.
`after_setup` fills the per-seat tuples for the table's seats."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from ..hand_state import VariantState


@dataclass(frozen=True)
class SuzhouState(VariantState):
    """What the 苏州 table hooks remember during a hand."""

    baozi: bool = False                          # 豹子: the dealer threw a double
    diling: bool = False                         # 滴零 carried from the previous hand
    multiplier: int = 1                          # the hand's doubling
    dice: tuple[int, ...] = ()                   # the dealer's throw
    no_pung: frozenset[tuple[int, int]] = frozenset()   # 漏碰: (seat, kind index)
    no_win: frozenset[tuple[int, int]] = frozenset()    # 漏胡: (seat, kind index or ANY_TILE)
    replacement: tuple[Optional[str], ...] = ()  # per seat: None / "kong" / "flower" (its last tile)
    fed_by: tuple[Optional[int], ...] = ()       # per seat: who fed the kong it plays on (包饺子)
    pending_fed: tuple[Optional[int], ...] = ()  # per seat: the feeder of a kong claimed, until its draw
    hua: tuple[tuple[int, int, int], ...] = ()   # per seat: (flower tiles, open soft, concealed soft)
    chuda: frozenset[int] = frozenset()          # 苏州百搭 出搭: seats that discarded a 百搭 (no win, pung, kong)

    def feeder_of(self, seat: int) -> Optional[int]:
        """Who fed `seat` the kong whose replacement it plays on (包饺子), if anyone."""
        return self.fed_by[seat] if self.fed_by else None

    @classmethod
    def lone_win(cls, seats: int, kong_feeder: Optional[int]) -> SuzhouState:
        """A lone hand's record: seat 0 fed by `kong_feeder` (包饺子), if anyone."""
        return cls(fed_by=(kong_feeder,) + (None,) * (seats - 1)) if kong_feeder is not None else cls()

    def scorer_facts(self) -> Mapping[str, Any]:
        """豹子 and 滴零, as the scorer reads them (the winner's replacement comes from win_context)."""
        return {"baozi": self.baozi, "diling": self.diling}
