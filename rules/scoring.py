"""What a win is scored from, and what scoring returns. Shared by every variant.

`WinContext` is everything a scorer may look at; `ScoreResult` is what the client shows and what
`main.py score` prints. Each `ScoreItem` names the tiles that form it so the client can highlight.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from .melds import Meld
from .tiles import Tile


@dataclass(frozen=True)
class WinContext:
    melds: tuple[Meld, ...]
    concealed: tuple[Tile, ...]          # concealed tiles without the winning tile
    win_tile: Tile
    self_drawn: bool = False
    last_of_kind: bool = False           # 和绝张
    kong_related: bool = False           # 杠上开花 (self-drawn) / 抢杠和 (on a discard)
    last_tile: bool = False              # 妙手回春 (self-drawn) / 海底捞月 (on a discard)
    seat_wind: str = "E"
    round_wind: str = "E"
    flowers: int = 0                     # flower tiles set aside (国标: 1 fan each; 苏州: hard flowers)
    first_turn: bool = False             # 天和 / 地和 situations
    dealer: bool = False
    extra: dict = field(default_factory=dict)  # variant-specific: void_suit, hun, baozi, ...

    @property
    def all_concealed(self) -> tuple[Tile, ...]:
        return self.concealed + (self.win_tile,)


@dataclass(frozen=True)
class ScoreItem:
    key: str                 # stable id, e.g. "full_flush"
    name_zh: str
    name_en: str
    value: int               # value of one occurrence (a multiplier when op == "mul")
    count: int = 1
    op: str = "add"          # "add" or "mul"
    tiles: tuple[Tile, ...] = ()   # the tiles that form it, for highlighting
    fan_id: Optional[int] = None   # 国标: the reference id (1..82)


@dataclass(frozen=True)
class ScoreResult:
    win: bool
    total: int
    unit: str
    items: tuple[ScoreItem, ...] = ()
    meets_minimum: bool = False
    reason: Optional[str] = None
