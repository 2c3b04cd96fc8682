"""The state of one hand, as the engine keeps it: the frozen `State` and who must act now
(`to_act`, `legal_actions`). `rules.engine` makes and changes states; everything here only reads
them. Its plain records (the config, the claim window, the discard log) live in
`rules.table_records` and are re-exported here."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional, Sequence

from .actions import ActionBase
from .events import TableMeld, WinRecord
from .scoring import ScoreResult
from .table_records import DiscardRecord, HandConfig, Window   # re-exported: their usual home
from .tiles import Tile
from .variants.base import Phase, Variant
from .variants.hand_state import VariantState
from .variants.results import Settlement
from .wall import Wall

SETUP, PLAY, CLAIM, ROB, OVER = "setup", "play", "claim", "rob", "over"


@dataclass(frozen=True)
class StackedWall:
    """A scripted wall (tests, tutorials): tile ids in live-draw order from the break, and the
    dice. Tail draws take the end of this order (the top of the last stack first)."""

    tiles: tuple[int, ...]
    throws: tuple[tuple[int, int], ...] = ((3, 4), (2, 5))


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
