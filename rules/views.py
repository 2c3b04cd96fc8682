"""What one seat may see of a hand (`view_for`): never another seat's concealed tiles or the wall
order. Bots and the teaching read only these views."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Optional

from .actions import ActionBase
from .events import TableMeld, WinRecord, tile_text
from .melds import MeldKind
from .state import OVER, PLAY, DiscardRecord, State, to_act
from .tiles import Tile
from .variants.facts import NO_VIEW, VariantView
from .wall import Wall, WallPos

# Five views a step (the bot's and the checks' four) read one immutable wall: its positions are
# built once. The entry holds the wall, so its id cannot be reused while the entry lives.
_positions: dict[int, tuple[Wall, tuple[WallPos, ...]]] = {}


def _wall_positions(wall: Wall) -> tuple[WallPos, ...]:
    """Where each remaining tile of the wall stands, in draw order."""
    entry = _positions.get(id(wall))
    if entry is None or entry[0] is not wall:
        if len(_positions) >= 64:
            _positions.clear()
        entry = _positions[id(wall)] = (wall, tuple(wall.pos(p) for p in wall.remaining_positions()))
    return entry[1]


@dataclass(frozen=True, slots=True)
class MeldView:
    kind: str                                   # chow / pung / kong / concealed_kong
    tiles: tuple[Optional[int], ...]            # None for another seat's concealed kong
    kinds: tuple[Optional[Tile], ...]
    from_seat: Optional[int]
    claimed: Optional[int]
    added: bool

    def to_json(self) -> dict:
        return {"kind": self.kind, "tiles": list(self.tiles),
                "kinds": [tile_text(k) for k in self.kinds],
                "from_seat": self.from_seat, "claimed": self.claimed, "added": self.added}


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat may know: never another seat's concealed tiles or the wall order."""

    seat: int
    variant: str
    phase: str
    turn: int
    to_act: bool
    dealer: int
    seat_winds: tuple[str, ...]
    round_wind: str
    hand: tuple[int, ...]
    hand_kinds: tuple[Tile, ...]
    drawn: Optional[int]
    hand_sizes: tuple[int, ...]
    melds: tuple[tuple[MeldView, ...], ...]
    discards: tuple[tuple[int, ...], ...]
    discard_kinds: tuple[tuple[Tile, ...], ...]
    flowers: tuple[tuple[int, ...], ...]
    flower_kinds: tuple[tuple[Tile, ...], ...]
    wall_remaining: int
    wall_positions: tuple[WallPos, ...]          # stacks still standing, in live-draw order
    scores: tuple[int, ...]
    legal: tuple[ActionBase, ...]
    last_discard: Optional[tuple[int, int, Tile]]
    window_tile: Optional[tuple[int, int, Tile]]  # (seat, tile, kind) being claimed or robbed
    wins: tuple[WinRecord, ...]
    payments: Optional[tuple[int, ...]]
    extra: VariantView = NO_VIEW    # the variant's masked view and its capabilities (view_extra)
    # Every discard of the hand in order, with 摸切 and the thrower's melds at the time: public.
    discard_log: tuple[DiscardRecord, ...] = ()
    # The table's rule options, resolved (public: every player sits down knowing the room's rules);
    # empty in a view built by hand, which then reads the variant's defaults.
    options: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict:
        def tile_triple(x: Optional[tuple[int, int, Tile]]) -> Optional[list]:
            return None if x is None else [x[0], x[1], tile_text(x[2])]
        return {
            "seat": self.seat, "variant": self.variant, "phase": self.phase, "turn": self.turn,
            "to_act": self.to_act, "dealer": self.dealer, "seat_winds": list(self.seat_winds),
            "round_wind": self.round_wind, "hand": list(self.hand),
            "hand_kinds": [tile_text(k) for k in self.hand_kinds], "drawn": self.drawn,
            "hand_sizes": list(self.hand_sizes),
            "melds": [[m.to_json() for m in ms] for ms in self.melds],
            "discards": [list(d) for d in self.discards],
            "discard_kinds": [[tile_text(k) for k in d] for d in self.discard_kinds],
            "flowers": [list(f) for f in self.flowers],
            "flower_kinds": [[tile_text(k) for k in f] for f in self.flower_kinds],
            "wall_remaining": self.wall_remaining,
            "wall_positions": [p.to_json() for p in self.wall_positions],
            "scores": list(self.scores), "legal": [a.to_json() for a in self.legal],
            "last_discard": tile_triple(self.last_discard), "window_tile": tile_triple(self.window_tile),
            "wins": [w.to_json() for w in self.wins],
            "payments": None if self.payments is None else list(self.payments),
            "extra": self.extra.to_json(),
            "discard_log": [d.to_json() for d in self.discard_log],
        }


def view_for(state: State, seat: int) -> SeatView:
    """What `seat` may know of the hand now (see SeatView)."""
    kinds = state.kinds
    over = state.phase == OVER

    def meld_view(owner: int, m: TableMeld) -> MeldView:
        hidden = m.meld.kind is MeldKind.CONCEALED_KONG and owner != seat and not over
        tiles = (None,) * len(m.tiles) if hidden else m.tiles
        mk = (None,) * len(m.tiles) if hidden else tuple(kinds[t] for t in m.tiles)
        return MeldView(m.meld.kind.value, tiles, mk, m.from_seat, m.claimed, m.meld.added)

    w = state.window
    window_tile = None if w is None else (w.seat, w.tile, kinds[w.tile])
    last = state.last_discard
    return SeatView(
        seat=seat, variant=state.variant.name, phase=state.phase, turn=state.turn,
        to_act=seat in to_act(state), dealer=state.config.dealer, seat_winds=state.config.winds(),
        round_wind=state.config.round_wind, hand=state.hands[seat],
        hand_kinds=tuple(kinds[t] for t in state.hands[seat]),
        drawn=state.drawn if state.turn == seat and state.phase == PLAY else None,
        hand_sizes=tuple(len(h) for h in state.hands),
        melds=tuple(tuple(meld_view(owner, m) for m in ms) for owner, ms in enumerate(state.melds)),
        discards=state.discards, discard_kinds=tuple(tuple(kinds[t] for t in d) for d in state.discards),
        flowers=state.flowers, flower_kinds=tuple(tuple(kinds[t] for t in f) for f in state.flowers),
        wall_remaining=state.wall.live_remaining(),
        wall_positions=_wall_positions(state.wall),
        scores=state.config.scores, legal=state.legal[seat],
        last_discard=None if last is None else (last[0], last[1], kinds[last[1]]),
        window_tile=window_tile, wins=state.wins,
        payments=None if state.settlement is None else state.settlement.payments,
        extra=NO_VIEW if state.variant.view_extra is None else state.variant.view_extra(state, seat),
        discard_log=state.discard_log, options=state.options,
    )
