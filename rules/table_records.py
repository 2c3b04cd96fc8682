"""The plain records of one hand's table: its config (`HandConfig`), the open claim window and
the discard log, with the table's seat bounds.

They live apart from `rules.state` so that the hooks' protocols (`rules.table_protocol`) and the
`Variant` record (`rules.variants.base`) can name them without importing `rules.state`, which
imports the record: this module imports nothing of the three, so no type-level import circle
runs through them. `rules.state` re-exports every name here.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping, Optional, Union

from .tiles import WIND_LETTERS

if TYPE_CHECKING:   # hints only: the Variant record imports this module before any action or event exists
    from .actions import ActionBase
    from .events import TableMeld

MIN_SEATS = 2
MAX_SEATS = len(WIND_LETTERS)    # a seat per wind at most (rules.actions checks a seat with it too)
DEFAULT_SEATS = MAX_SEATS        # a full table unless the variant says otherwise (Variant.seats)


@dataclass(frozen=True)
class HandConfig:
    """Everything a hand starts from. `seats` must be the variant's; `seat_winds` defaults to the
    dealer being East, `scores` to nothing won yet."""

    seed: Union[int, str] = 0
    hand_no: int = 0
    dealer: int = 0
    round_wind: str = "E"
    seat_winds: Optional[tuple[str, ...]] = None
    scores: tuple[int, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)
    carry: Mapping[str, Any] = field(default_factory=dict)   # from the previous hand (苏州 滴零)
    seats: int = DEFAULT_SEATS                               # players at the table (the record's default)

    def __post_init__(self) -> None:
        if not self.scores:   # a frozen record: fill in the zero scores once
            object.__setattr__(self, "scores", (0,) * self.seats)

    def winds(self) -> tuple[str, ...]:
        """门风 per seat: as given, or East for the dealer and on round the table."""
        if self.seat_winds is not None:
            return tuple(self.seat_winds)
        return tuple(WIND_LETTERS[(seat - self.dealer) % self.seats] for seat in range(self.seats))

    def to_json(self) -> dict:
        """The config as JSON (`from_json` reads it back); `seats` only when not the default."""
        return {"seed": self.seed, "hand_no": self.hand_no, "dealer": self.dealer,
                "round_wind": self.round_wind, "seat_winds": list(self.winds()), "scores": list(self.scores),
                "options": dict(self.options), **({"carry": dict(self.carry)} if self.carry else {}),
                **({"seats": self.seats} if self.seats != DEFAULT_SEATS else {})}

    @staticmethod
    def from_json(obj: Any) -> "HandConfig":
        """Read `to_json()` back; raise ValueError naming the bad field."""
        if not isinstance(obj, dict):
            raise ValueError(f"a hand config must be a JSON object, got {obj!r}")
        seed = obj.get("seed", 0)
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise ValueError(f"hand config: 'seed' must be an integer or a string, got {seed!r}")
        for key in ("hand_no", "dealer"):
            if not isinstance(obj.get(key, 0), int):
                raise ValueError(f"hand config: {key!r} must be an integer, got {obj.get(key)!r}")
        seats = obj.get("seats", DEFAULT_SEATS)
        if not isinstance(seats, int) or isinstance(seats, bool) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"hand config: 'seats' must be {MIN_SEATS}..{MAX_SEATS}, got {seats!r}")
        winds, scores, options = obj.get("seat_winds"), obj.get("scores", [0] * seats), obj.get("options", {})
        if winds is not None and (not isinstance(winds, list) or len(winds) != seats):
            raise ValueError(f"hand config: 'seat_winds' must list {seats} winds, got {winds!r}")
        if not isinstance(scores, list) or len(scores) != seats or not all(isinstance(x, int) for x in scores):
            raise ValueError(f"hand config: 'scores' must list {seats} integers, got {scores!r}")
        if not isinstance(options, dict):
            raise ValueError(f"hand config: 'options' must be an object, got {options!r}")
        carry = obj.get("carry", {})
        if not isinstance(carry, dict):
            raise ValueError(f"hand config: 'carry' must be an object, got {carry!r}")
        return HandConfig(seed=seed, hand_no=obj.get("hand_no", 0), dealer=obj.get("dealer", 0),
                          round_wind=obj.get("round_wind", "E"),
                          seat_winds=None if winds is None else tuple(winds), scores=tuple(scores),
                          options=dict(options), carry=dict(carry), seats=seats)


@dataclass(frozen=True, slots=True)
class Window:
    """An open claim ("claim", after a discard) or robbing ("rob", after an added kong) window."""

    kind: str
    seat: int                                   # the discarder / the kong declarer
    tile: int
    asked: tuple[int, ...]                      # in turn order after `seat`
    options: tuple[tuple[ActionBase, ...], ...]  # legal actions per seat (empty if not asked)
    responses: tuple[Optional[ActionBase], ...]  # per seat, None until answered
    restore: Optional[TableMeld] = None         # rob: the pung to put back if robbed
    meld_index: int = -1


@dataclass(frozen=True, slots=True)
class DiscardRecord:
    """One discard of the hand, in the order of play: what everyone at a real table sees (who
    threw what, whether it was the tile just drawn, how many melds the thrower had showing)."""

    seat: int
    tile: int
    from_draw: bool          # 摸切: the tile just drawn was thrown
    melds: int               # melds the discarder had on the table when it threw
    taken: bool = False      # claimed into a meld or won on: no longer in the river

    def to_json(self) -> dict:
        return {"seat": self.seat, "tile": self.tile, "from_draw": self.from_draw, "melds": self.melds,
                "taken": self.taken}
