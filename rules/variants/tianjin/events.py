"""The actions and events only 天津 has (the set-up steps and what its table announces);
the phases that use them are in `phases.py`."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Optional

from ...actions import ActionBase, Discard, _int, register_action
from ...errors import NotationError
from ...events import Event
from ...tiles import Tile
from ...wall import WallPos
from ..book import Words

WILDCARD_THROW = "hun"     # DiceRolled.purpose of 翻混's throw (the presenter words it)

PULL_CHOICES = (0, 1, 2)   # 不拉, 拉一庄, 拉两庄


@register_action
@dataclass(frozen=True, slots=True)
class SitDealer(ActionBase):
    """坐庄: the dealer doubles every payment between himself and the others (`sit` True) or not."""

    seat: int
    sit: bool
    TYPE: ClassVar[str] = "zuo_zhuang"
    SETUP_STEP: ClassVar[Optional[Words]] = Words("坐庄", "the dealer's choice to sit")

    def choice_words(self) -> Words:
        """The choice in the table's words (坐庄 / 不坐), for reviews and exports."""
        return Words("坐庄（输赢加倍）", "sit (payments double)") if self.sit else Words("不坐庄", "do not sit")

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "sit": self.sit}

    @staticmethod
    def read_json(obj: dict) -> "SitDealer":
        sit = obj.get("sit")
        if not isinstance(sit, bool):
            raise NotationError(f"zuo_zhuang action: field 'sit' must be true or false, got {sit!r}")
        return SitDealer(_int(obj, "seat", "zuo_zhuang action"), sit)


@register_action
@dataclass(frozen=True, slots=True)
class PullDealer(ActionBase):
    """拉庄: a non-dealer doubles the payments between himself and the dealer `times` times
    (0 不拉, 1 拉一庄, 2 拉两庄)."""

    seat: int
    times: int
    TYPE: ClassVar[str] = "la_zhuang"
    SETUP_STEP: ClassVar[Optional[Words]] = Words("拉庄", "the choice to pull")

    def choice_words(self) -> Words:
        """The choice in the table's words (不拉 / 拉一庄 / 拉两庄), for reviews and exports."""
        return (Words("不拉", "do not pull"), Words("拉一庄", "pull once"), Words("拉两庄", "pull twice"))[self.times]

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "times": self.times}

    @staticmethod
    def read_json(obj: dict) -> "PullDealer":
        times = _int(obj, "times", "la_zhuang action")
        if times not in PULL_CHOICES:
            raise NotationError(f"la_zhuang action: field 'times' must be 0, 1 or 2, got {times}")
        return PullDealer(_int(obj, "seat", "la_zhuang action"), times)


@register_action
@dataclass(frozen=True, slots=True)
class DeclareKouTing(ActionBase):
    """扣听 (option kou_ting): discard `tile` and declare the hand ready, its tiles laid face down.
    Afterwards the seat only wins or discards what it draws (no 碰, no 杠); a win is worth ×4 and
    a 扣听 seat that pays another's win pays ×4 (docs/rules/tianjin.md §6a)."""

    seat: int
    tile: int
    TYPE: ClassVar[str] = "kou_ting"

    def plays_as(self) -> ActionBase:
        """The table plays it as the discard of `tile`."""
        return Discard(self.seat, self.tile)

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "tile": self.tile}

    @staticmethod
    def read_json(obj: dict) -> "DeclareKouTing":
        where = "kou_ting action"
        return DeclareKouTing(_int(obj, "seat", where), _int(obj, "tile", where))


@dataclass(frozen=True, slots=True)
class KouTingDeclared(Event):
    """扣听: `seat` declares ready with the discard of `tile` (the Discarded event follows) and lays
    his hand face down: from now on he only wins or discards the tile he draws."""

    seat: int
    tile: int
    kind: Tile
    TYPE: ClassVar[str] = "kou_ting_declared"


@dataclass(frozen=True, slots=True)
class WindsDrawn(Event):
    """One round of 打风. `places[k]` is the player at table place k (turn order) before the
    draw; that of place 0 (East) threw `values` and counted to `first`, who drew first; `order`
    lists the players in drawing order and `winds[player]` the wind each drew. `again`: the
    上下家 order came out as before the draw, so it is done again (only after a 锅)."""

    session: int
    attempt: int
    places: tuple[int, ...]
    thrower: int
    values: tuple[int, int]
    first: int
    order: tuple[int, ...]
    winds: tuple[str, ...]
    again: bool
    TYPE: ClassVar[str] = "winds_drawn"


@dataclass(frozen=True, slots=True)
class DealerSat(Event):
    """坐庄 (`sits` True) or not, chosen by the dealer before the deal."""

    seat: int
    sits: bool
    TYPE: ClassVar[str] = "zuo_zhuang"


@dataclass(frozen=True, slots=True)
class PullChosen(Event):
    """A non-dealer has made his 拉庄 choice; the others learn only that he has chosen."""

    seat: int
    times: Optional[int]
    TYPE: ClassVar[str] = "la_zhuang_chosen"

    def masked_for(self, seat: int) -> "PullChosen":
        return self if seat == self.seat else replace(self, times=None)


@dataclass(frozen=True, slots=True)
class PullsRevealed(Event):
    """拉庄 shown together: `times[seat]` (0 不拉, 1 拉一庄, 2 拉两庄; the dealer's entry is 0)."""

    times: tuple[int, ...]
    TYPE: ClassVar[str] = "la_zhuang"


@dataclass(frozen=True, slots=True)
class HunRevealed(Event):
    """翻混: `seat` (the dealer's opposite) threw `count`; the top tile of that stack from the
    tail is turned face up and set aside (`tile`, `kind`, at `position`). It and its successor are
    the 混儿 (`hun`); the `reserve` tiles behind it are kept for kong replacements."""

    seat: int
    count: int
    tile: int
    kind: Tile
    position: WallPos
    hun: tuple[Tile, Tile]
    reserve: int
    TYPE: ClassVar[str] = "hun_revealed"


@dataclass(frozen=True, slots=True)
class XiaoXiangGong(Event):
    """`seat` discarded a 混 (`tile`) and is 小相公: he cannot win this hand."""

    seat: int
    tile: int
    kind: Tile
    TYPE: ClassVar[str] = "xiao_xiang_gong"


@dataclass(frozen=True, slots=True)
class ChanAnnounced(Event):
    """铲: in the first go-around the three others all discarded the dealer's first discard
    (`kind`); at the settlement the dealer pays each of them (`payments`, net per seat)."""

    dealer: int
    kind: Tile
    payments: tuple[int, ...]
    TYPE: ClassVar[str] = "chan"


@dataclass(frozen=True, slots=True)
class KongScored(Event):
    """A kong's score, settled with the hand (§7): `kong` is "melded" (明杠 on a discard),
    "added" (明杠 onto one's pung), "concealed" (暗杠) or "gold" (金杠, four 混); `units` per
    payer before the 坐庄/拉庄 multipliers; `payments` the net change per seat. A concealed
    kong's kind is shown to its owner only."""

    seat: int
    kong: str
    kind: Optional[Tile]
    units: int
    payments: tuple[int, ...]
    TYPE: ClassVar[str] = "kong_scored"

    def masked_for(self, seat: int) -> "KongScored":
        if seat == self.seat or self.kong != "concealed":
            return self
        return replace(self, kind=None)
