"""二人's masked view of one seat (`SeatView.extra`): the reserve, the indicator, 报听 / 天听 and
the exchange (docs/rules/erren.md)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from ...tiles import Tile
from ..facts import VariantView


@dataclass(frozen=True)
class ErrenView(VariantView):
    """What every seat may know: the reserve (how many, where), the indicator, who declared 报听 /
    天听 and where in the discard log, how many tiles each exchanged (once the exchange is done),
    who draws the 海底捞月 tile; never whether an undeclared hand is ready. Besides, under the
    scorer's own keys, the facts of the viewing seat's hand (`baoting`, `tianting`, `ippatsu`,
    `indicators`), so its waits scored with `scorer_facts()` score as the table would."""

    reserve: int = 0
    reserve_positions: tuple[list[int], ...] = ()          # WallPos.to_json of each
    indicator_ids: tuple[int, ...] = ()
    declared: tuple[bool, ...] = ()
    declared_first: tuple[bool, ...] = ()
    declared_at: tuple[Optional[int], ...] = ()
    exchanged: tuple[Optional[int], ...] = ()
    last_chance: Optional[int] = None
    baoting: bool = False
    tianting: bool = False
    ippatsu: bool = False
    indicators: tuple[Tile, ...] = ()

    def face_up(self) -> tuple[Tile, ...]:
        """The indicator lies face up on the reserve, out of play: a seen copy of its kind."""
        return self.indicators

    def scorer_facts(self) -> Mapping[str, Any]:
        """The public facts in the view's JSON order (the scorer reads the last four)."""
        return {
            "reserve": self.reserve, "reserve_positions": self.reserve_positions,
            "indicator_ids": self.indicator_ids, "declared": self.declared,
            "declared_first": self.declared_first, "declared_at": self.declared_at,
            "exchanged": self.exchanged, "last_chance": self.last_chance,
            "baoting": self.baoting, "tianting": self.tianting, "ippatsu": self.ippatsu,
            "indicators": self.indicators,
        }


def erren_view(view: object) -> ErrenView:
    """A seat view's 二人 record (an empty one for a view built without it)."""
    extra = getattr(view, "extra", None)
    return extra if isinstance(extra, ErrenView) else ErrenView()
