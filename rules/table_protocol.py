"""`Table`: what a variant's table hook may read of the table (docs/engine.md).

The engine hands its hooks (`filter_actions`, `win_context`, `after_apply`, `after_setup`) its
working copy of the hand being built during `apply` (`TableInProgress`); `view_extra`, `settle`,
`known_tiles`, `after_apply`'s `before` and the phases get the frozen `engine.State`
(`FrozenTable`). A hook reads these and returns what it decides; it never changes the table in
place.

The `Variant` record types its hook slots with these protocols, so this module names neither the
record (a table's `variant` is read as `TableRules`) nor `rules.state`: no type-level import circle.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional, Protocol, Sequence

if TYPE_CHECKING:   # hints only: the record names this protocol in its slots, and the events load with a table
    from .actions import ActionBase
    from .events import Event, TableMeld, WinRecord
    from .scoring import ScoreResult
    from .table_records import DiscardRecord, HandConfig, Window
    from .tiles import Tile
    from .variants.hand_state import VariantState
    from .wall import Wall


class TableRules(Protocol):
    """What a hook reads of the rule set through `table.variant` (the `Variant` record has it)."""

    @property
    def seats(self) -> int:
        """Players at the table, 2..4."""


class Table(Protocol):
    """The table of one hand as a hook sees it (seat-indexed sequences)."""

    @property
    def variant(self) -> TableRules: ...
    @property
    def config(self) -> HandConfig: ...
    @property
    def options(self) -> Mapping[str, Any]: ...           # the hand's resolved rule options
    @property
    def kinds(self) -> tuple[Tile, ...]: ...              # the kind of each physical tile id
    @property
    def wall(self) -> Wall: ...
    @property
    def hands(self) -> Sequence[Sequence[int]]: ...       # concealed tile ids per seat
    @property
    def melds(self) -> Sequence[Sequence[TableMeld]]: ...
    @property
    def discards(self) -> Sequence[Sequence[int]]: ...    # rivers
    @property
    def flowers(self) -> Sequence[Sequence[int]]: ...
    @property
    def phase(self) -> str: ...                           # "setup", "play", "claim", "rob", "over"
    @property
    def turn(self) -> int: ...
    @property
    def drawn(self) -> Optional[int]: ...
    @property
    def kong_draw(self) -> bool: ...                      # `drawn` replaced a kong
    @property
    def last_discard(self) -> Optional[tuple[int, int]]: ...   # (seat, tile) still in a river
    @property
    def active(self) -> Sequence[bool]: ...               # seats still playing (血战 drops winners)
    @property
    def wins(self) -> Sequence[WinRecord]: ...
    @property
    def win_scores(self) -> Sequence[Optional[ScoreResult]]: ...   # per seat, in the open window
    @property
    def untouched(self) -> bool: ...                      # no claim or kong yet
    @property
    def has_discarded(self) -> Sequence[bool]: ...
    @property
    def extra(self) -> VariantState: ...                  # the variant's own records (its state_type)


class TableInProgress(Table, Protocol):
    """The table while the engine applies an action (what `filter_actions`, `win_context`,
    `after_apply` and `after_setup` get): also the events of that action so far."""

    @property
    def events(self) -> Sequence[Event]: ...


class FrozenTable(Table, Protocol):
    """The frozen table between actions, the engine's `State` (what `settle`, `view_extra`,
    `known_tiles`, the phases and `after_apply`'s `before` get): also the open claim window, the
    actions offered, the discard log and the actions applied so far."""

    @property
    def window(self) -> Optional[Window]: ...             # the open claim or rob window
    @property
    def legal(self) -> Sequence[Sequence[ActionBase]]: ...   # the actions offered per seat
    @property
    def discard_log(self) -> Sequence[DiscardRecord]: ...   # every discard in order
    @property
    def steps(self) -> int: ...                           # actions applied so far
