"""The state of one hand, as the engine keeps it: its config, the open claim window, the frozen
`State`, and who must act now (`to_act`, `legal_actions`). `rules.engine` makes and changes
states; everything here only reads them."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Sequence, Union

from .actions import ActionBase
from .events import TableMeld, WinRecord
from .scoring import ScoreResult
from .tiles import WIND_LETTERS, Tile
from .variants.base import MAX_SEATS, MIN_SEATS, Phase, Variant
from .variants.hand_state import VariantState
from .variants.results import Settlement
from .wall import Wall

SETUP, PLAY, CLAIM, ROB, OVER = "setup", "play", "claim", "rob", "over"


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
    seats: int = Variant.seats                                # players at the table (the record's default)

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
                **({"seats": self.seats} if self.seats != Variant.seats else {})}

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
        seats = obj.get("seats", Variant.seats)
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


@dataclass(frozen=True)
class StackedWall:
    """A scripted wall (tests, tutorials): tile ids in live-draw order from the break, and the
    dice. Tail draws take the end of this order (the top of the last stack first)."""

    tiles: tuple[int, ...]
    throws: tuple[tuple[int, int], ...] = ((3, 4), (2, 5))


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


@dataclass(frozen=True, slots=True)
class State:
    variant: Variant
    config: HandConfig
    options: Mapping[str, Any]
    kinds: tuple[Tile, ...]                     # kind of each physical tile id
    wall: Wall
    hands: tuple[tuple[int, ...], ...]          # concealed tiles per seat, sorted by kind
    melds: tuple[tuple[TableMeld, ...], ...]
    discards: tuple[tuple[int, ...], ...]       # rivers; claimed tiles move to the meld
    flowers: tuple[tuple[int, ...], ...]
    phase: str
    turn: int
    drawn: Optional[int]                        # the tile `turn` just drew (None after a claim)
    after_claim: bool                           # turn began with 吃/碰: discard only
    kong_draw: bool                             # `drawn` replaced a kong (杠上开花)
    last_discard: Optional[tuple[int, int]]     # (seat, tile) still lying in a river
    window: Optional[Window]
    legal: tuple[tuple[ActionBase, ...], ...]
    win_scores: tuple[Optional[ScoreResult], ...]
    active: tuple[bool, ...]                    # seats still playing (血战 drops winners)
    wins: tuple[WinRecord, ...]
    settlement: Optional[Settlement]
    untouched: bool                             # no claim or kong yet (first-turn wins)
    has_discarded: tuple[bool, ...]
    stage: int                                  # index into the set-up plan
    extra: VariantState                         # the variant's own records (Variant.state_type)
    steps: int                                  # actions applied so far
    discard_log: tuple[DiscardRecord, ...] = ()  # every discard in order (public: bots read danger off it)


# --- who acts ---------------------------------------------------------------------------------

def open_window(window: Optional[Window]) -> Window:
    """The window of a claim or rob phase (always open in those phases)."""
    assert window is not None, "a claim or rob phase has its window open"
    return window


def setup_plan(variant: Variant) -> tuple[tuple[str, Optional[Phase]], ...]:
    """The set-up steps in order: the phases before the deal, the deal, those after it, play."""
    before = tuple(("phase", p) for p in variant.phases if p.at == "before_deal")
    after = tuple(("phase", p) for p in variant.phases if p.at == "after_deal")
    for p in variant.phases:
        if p.at not in ("before_deal", "after_deal"):
            raise ValueError(f"{variant.name} phase {p.name!r}: 'at' must be before_deal or after_deal, not {p.at!r}")
    return before + (("deal", None),) + after + (("play", None),)


def to_act(state: State) -> tuple[int, ...]:
    """The seats that must answer now: one on a turn, every unanswered claimant in a window."""
    if state.phase == PLAY:
        return (state.turn,)
    if state.phase in (CLAIM, ROB):
        w = open_window(state.window)
        return tuple(seat for seat in w.asked if w.responses[seat] is None)
    if state.phase == SETUP:
        return tuple(setup_phase(state).to_act(state))
    return ()


def setup_phase(state: State) -> Phase:
    """The set-up phase running now."""
    phase = setup_plan(state.variant)[state.stage][1]
    assert phase is not None, "the set-up stage is a phase"
    return phase


def is_offered(legal: Sequence[ActionBase], action: object) -> bool:
    """`action` is one of `legal`, or an offer there `admits` it (an offer that stands for a
    family, such as 二人's exchange of any subset of a hand, defines `admits(action) -> bool`)."""
    if action in legal:
        return True
    for offer in legal:
        admits = getattr(offer, "admits", None)
        if admits is not None and admits(action):
            return True
    return False


def legal_actions(state: State, seat: int) -> list[ActionBase]:
    """What `seat` may do now, in a stable order (empty when it need not act)."""
    return list(state.legal[seat]) if 0 <= seat < state.variant.seats else []


def is_over(state: State) -> bool:
    """The hand has ended (won out or exhausted) and is settled."""
    return state.phase == OVER
