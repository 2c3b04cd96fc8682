"""What the table shows, as data: `TableData` holds the seats, the wall, the dice, the names and
the marks of the hand, and answers the questions the words, plans and marks ask of them (whose
seat is on which side, the wall's count, a wildcard ...). The appliers of the events
(common_appliers.py, the presenters' own) write it; `TableModel` (model.py) is this data plus the
dispatch: it applies each event by its row and adopts the hand's presenter.

Why the split: every presenter, caption, plan and mark reads the table, and the model must reach
the registry of presenters to dispatch. Those readers name `TableData` (and the few presenter
hooks they call, `PresenterHooks`), never the model, so the presenters import nothing that
imports them back, even for type checking (docs/client.md).
"""
from __future__ import annotations

from typing import Any, Mapping, Optional, Protocol

from game.client.display import lang
from game.client.display.layout import seat_on_side, side_of
from game.client.presenting.table_state import Mark, Piles, SeatState, SeatThrow, Slot, TableTile, sort_key
from rules import events as ev
from rules.scoring import ScoreItem
from rules.tiles import Tile

DEFAULT_NAMES = ("东家", "南家", "西家", "北家")   # before the session names the players


class PresenterHooks(Protocol):
    """What the table's words and marks ask of the hand's presenter (variants/base.py `Presenter`
    answers all of it; the model holds the whole presenter)."""

    numbers_wins: bool                 # every win is numbered (第N家胡), not only when several win
    joins_terms: bool                  # the formula writes the added items out
    kong_rule: tuple[str, str]         # the sheet's line on the kongs' payments
    win_rule: tuple[str, str]          # ... and on the wins'

    def win_note(self, event: ev.Won, model: TableData) -> tuple[str, str]:
        """What a win's caption adds in this variant ("" when nothing)."""
        ...

    def plate_marks(self, model: TableData, seat: int) -> list[Mark]:
        """The variant's own markers on a seat's plate, most important first."""
        ...

    def flower_count(self, model: TableData, seat: int) -> Optional[int]:
        """The 花 a plate shows (None: no flowers)."""
        ...

    def item_why(self, model: TableData, win: ev.Won, item: ScoreItem) -> str:
        """Why a score item counts, under its name on the sheet ("" when the name says it)."""
        ...

    def formula(self, win: ev.Won, options: Mapping[str, Any]) -> Optional[tuple[str, str]]:
        """The variant's own line turning the score into a payment (None: the common one)."""
        ...

    def payment_note(self, model: TableData) -> tuple[str, str]:
        """How a win is paid in this variant (under the formula)."""
        ...

    def win_rule_for(self, model: TableData) -> tuple[str, str]:
        """The sheet's line on the wins' payments, true to this hand (`win_rule` by default)."""
        ...

    def pair_multiplier(self, model: TableData, a: int, b: int) -> int:
        """The multiplier of every payment between seats a and b (1: none)."""
        ...

    def end_title(self) -> tuple[str, str]:
        """The sheet's heading when nobody won."""
        ...


class TableData:
    """The whole visible table as data, and the questions asked of it. Changed by the events'
    appliers only (through `TableModel.apply`)."""

    def __init__(self, presenter: PresenterHooks, human_player: Optional[int] = 0,
                 names: Optional[list[str]] = None, scores: Optional[list[int]] = None,
                 viewer: Optional[int] = None) -> None:
        self.human_player = human_player
        # Whose events these are (masked for him): he sits at the bottom. Defaults to the human.
        self.viewer = human_player if viewer is None else viewer
        self.names = list(names or DEFAULT_NAMES)
        self.seat_of_player: list[int] = list(range(len(self.names)))
        self.seats = [SeatState() for _ in self.names]
        if scores:
            for seat, score in zip(self.seats, scores):
                seat.score = score
        self.variant = ""
        # The table's resolved rule options (set by whoever opens the table: the session's, the
        # log's), read by a variant's presenter for words true to this table's rules.
        self.options: Mapping[str, Any] = {}
        self.hand_no = 0
        self.dealer = 0
        self.dealer_known = True       # False from 打风 until the hand names its dealer (四川's throw)
        self.round_wind = "E"
        self.seat_winds_drawn: Optional[tuple[str, ...]] = None   # 打风 result per player
        self.seat_throw: Optional[SeatThrow] = None               # 打风 decided by the dice
        self.stacks_per_side: tuple[int, ...] = ()
        self.wall: dict[tuple[int, int, int], bool] = {}
        self.wall_total = 0
        self.remaining = 0
        self.dice: list[tuple[int, ...]] = []
        self.dice_purposes: list[str] = []
        self.break_side: Optional[int] = None
        self.break_count = 0
        self.live_start: Optional[tuple[int, int, int]] = None
        self.last_live: Optional[tuple[int, int, int]] = None
        self.last_tail: Optional[tuple[int, int, int]] = None
        self.last_discard: Optional[tuple[int, int]] = None        # (seat, river index)
        self.turn: Optional[int] = None
        self.wins: list[ev.Won] = []
        self.exhausted = False
        self.settled: Optional[ev.Settled] = None
        self.phase = "idle"   # idle, seats, wall, dice, deal, play, over
        self.events_seen = 0
        self.presenter = presenter           # the hand's presenter (the model adopts it)
        self.variant_state: object = None    # the presenter's own state of this hand
        self.reset_hand_marks()

    def adopt_match(self, session: object) -> None:
        """Take the variant and the rule options of the match being shown (before its first hand:
        打风's words), from a session that has them (a replay's may have neither)."""
        self.options = getattr(session, "options", None) or {}
        self.variant = getattr(getattr(session, "variant", None), "name", "") or self.variant

    def reset_hand_marks(self) -> None:
        """No wildcard, indicator or split wall yet (a new hand)."""
        # Wildcards (混) and a tile lying face up on its stack, as a variant's events set them.
        self.wildcards: tuple[Tile, ...] = ()
        self.indicator_tile: Optional[TableTile] = None
        self.indicator_key: Optional[tuple[int, int, int]] = None
        # A wall split in two piles drawn apart (a table of two), as a variant's event sets it.
        self.piles: Optional[Piles] = None

    # ------------------------------------------------------------------ seats
    @property
    def human_seat(self) -> Optional[int]:
        """The human's seat (None when bots play alone)."""
        if self.human_player is None:
            return None
        return self.seat_of_player[self.human_player]

    @property
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom of the screen: the viewer's (seat 0 if there is none)."""
        if self.viewer is None:
            return 0
        return self.seat_of_player[self.viewer]

    def side_of(self, seat: int) -> int:
        """The screen side `seat` is drawn on (0 bottom, 1 right, 2 top, 3 left)."""
        return side_of(seat, self.bottom_seat, len(self.seats))

    def seat_on_side(self, side: int) -> Optional[int]:
        """The seat drawn on screen side `side` (None where nobody sits)."""
        return seat_on_side(side, self.bottom_seat, len(self.seats))

    def player_at(self, seat: int) -> int:
        """The player (the session's id) at `seat`."""
        return self.seat_of_player.index(seat)

    def name_at(self, seat: int) -> str:
        """The name of the player at `seat` as shown (the bots' names in English in English)."""
        return lang.person(self.names[self.player_at(seat)])

    def wall_count(self) -> int:
        """Tiles still standing in the wall."""
        return sum(1 for present in self.wall.values() if present)

    def pile_count(self, pile: int) -> int:
        """Tiles still standing in one pile of a split wall (0 when the wall is not split)."""
        if self.piles is None:
            return 0
        return sum(1 for key in self.piles.keys_of(pile) if self.wall.get(key))

    def table_tile_count(self) -> int:
        """Every physical tile that is somewhere on the table (wall, hands, melds, flowers, rivers)."""
        total = self.wall_count() + (1 if self.indicator_tile is not None else 0)
        for s in self.seats:
            total += s.concealed_count() + s.meld_tile_count() + len(s.flowers) + len(s.river)
            total -= sum(1 for t in s.hand + ([s.drawn] if s.drawn else []) if t.echo)
        return total

    def wildcard_indices(self) -> frozenset[int]:
        """The kind indices of the wildcards (混), for the painter's mark."""
        return frozenset(k.index for k in self.wildcards)

    def is_wildcard(self, kind: Optional[Tile]) -> bool:
        """`kind` is a wildcard (混) of this hand."""
        return kind is not None and kind in self.wildcards

    # ------------------------------------------------------------------ what the appliers use
    def remove_concealed(self, seat_no: int, tile: Optional[int], kind: Optional[Tile],
                          prefer_drawn: bool) -> Slot:
        """Take one tile out of a hand; returns where it was (before removal)."""
        seat = self.seats[seat_no]
        count = seat.concealed_count()
        drawn = seat.drawn
        if drawn is not None and ((tile is not None and drawn.id == tile) or
                                  (drawn.id is None and prefer_drawn)):
            seat.drawn = None
            return Slot("hand", seat_no, index=len(seat.hand), count=count, drawn=True)
        index = None
        if tile is not None:
            index = next((i for i, t in enumerate(seat.hand) if t.id == tile), None)
        if index is None and kind is not None:
            index = next((i for i, t in enumerate(seat.hand) if t.id is None and t.kind == kind), None)
        if index is None:
            hidden = [i for i, t in enumerate(seat.hand) if t.id is None]
            if hidden:
                # Which face-down tile leaves is not known: pick one spread along the hand.
                index = hidden[(tile or 0) % len(hidden)] if tile is not None else hidden[len(hidden) // 2]
        if index is None and drawn is not None:
            seat.drawn = None
            return Slot("hand", seat_no, index=len(seat.hand), count=count, drawn=True)
        if index is None:
            raise ValueError(f"seat {seat_no} has no tile {kind} ({tile}) to give up")
        seat.hand.pop(index)
        return Slot("hand", seat_no, index=index, count=count, drawn=drawn is not None)

    def merge_drawn(self, seat_no: int) -> None:
        """The tile a seat holds apart joins its hand (sorted)."""
        seat = self.seats[seat_no]
        if seat.drawn is not None:
            seat.hand.append(seat.drawn)
            seat.drawn = None
        self.sort_hand(seat_no)

    def sort_hand(self, seat_no: int) -> None:
        """A hand in the table's order (unless a tile of it is face down: its place is not known)."""
        seat = self.seats[seat_no]
        if all(t.kind is not None for t in seat.hand):
            seat.hand.sort(key=sort_key)
