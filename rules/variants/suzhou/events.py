"""The actions and events only 苏州 has (the set-up steps and what its table announces);
the phases that use them are in `phases.py`."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Optional

from ...events import (
    Event,
    Transfer,
)
from ...tiles import Tile


@dataclass(frozen=True, slots=True)
class HandDoubled(Event):
    """This hand's payments are doubled: `baozi` (the dealer's dice were a double) and/or `diling`
    (carried from the previous hand); `reasons` says why in words."""

    dice: tuple[int, ...]
    baozi: bool
    diling: bool
    multiplier: int
    reasons: tuple[str, ...]
    TYPE: ClassVar[str] = "hand_doubled"


@dataclass(frozen=True, slots=True)
class FlowerTally(Event):
    """A seat's running 花: flower tiles set aside and soft flowers of its melds. The soft flowers
    of a concealed kong (2, or 4 for a wind) are known to the owner only."""

    seat: int
    flower_count: int
    soft_open: int
    soft_concealed: Optional[int]
    hua_public: int                   # flower tiles + open soft flowers: what the table sees
    hua: Optional[int]                # everything (None for the other seats)
    TYPE: ClassVar[str] = "flower_tally"

    def masked_for(self, seat: int) -> "FlowerTally":
        if seat == self.seat or not self.soft_concealed:
            return self
        return replace(self, soft_concealed=None, hua=None)


@dataclass(frozen=True, slots=True)
class HuaLine:
    """One 花 item of a win with the reason it counts."""

    key: str
    name_zh: str
    name_en: str
    value: int
    count: int
    op: str
    why: str

    def to_json(self) -> dict:
        return {"key": self.key, "name_zh": self.name_zh, "name_en": self.name_en, "value": self.value,
                "count": self.count, "op": self.op, "why": self.why}


@dataclass(frozen=True, slots=True)
class HuaSettlement(Event):
    """The settlement of one win: every 花 item with its reason, the 花 sum, the doubling, the
    total each payer owes (before 3× liability) and the transfers paying it."""

    seat: int
    lines: tuple[HuaLine, ...]
    hua: int
    multiplier: int
    total: int
    transfers: tuple[Transfer, ...]
    TYPE: ClassVar[str] = "hua_settlement"


@dataclass(frozen=True, slots=True)
class DilingNext(Event):
    """The next hand is 滴零 (payments doubled): `reasons` among 豹子, 荒庄, 一炮多响."""

    reasons: tuple[str, ...]
    TYPE: ClassVar[str] = "diling_next"


@dataclass(frozen=True, slots=True)
class JokersInPlay(Event):
    """苏州百搭 (option baida = wild): the `kinds` (百搭) are wildcards this hand, kept in the hand
    and never set aside as flowers. Announced once, right after the deal."""

    kinds: tuple[Tile, ...]
    TYPE: ClassVar[str] = "jokers_in_play"

