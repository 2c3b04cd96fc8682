"""Table invariants checked after every step in simulations and tests.

Each check returns human-readable violations (an empty list when the table is sound), so a
simulation can count them and go on, and a test can assert there are none.
"""
from __future__ import annotations

import json
from collections import Counter
from typing import Any

from .engine import OVER, PLAY, SETUP, SeatView, State, legal_actions, to_act, view_for
from .events import Event, masked
from .melds import MeldKind
from .wall import Wall

_TILE_KEYS = {"tile", "tiles", "hand", "discards", "flowers", "drawn", "claimed"}


def table_violations(state: State) -> list[str]:
    """Every tile id exactly once; hand sizes; no flower in a hand; acting seats have options;
    payments sum to zero at the end."""
    out: list[str] = []
    seats, hand = state.variant.seats, state.variant.hand_size
    n = len(state.kinds)
    places = [state.wall.tiles[p] for p in state.wall.remaining_positions()]
    places += [state.wall.tiles[p] for p in state.wall.dead]   # set aside face up (天津's 混 indicator)
    places += [state.wall.tiles[p] for p in state.wall.apart]  # set apart face down (二人's reserve)
    for seat in range(seats):
        places += state.hands[seat]
        places += state.discards[seat]
        places += state.flowers[seat]
        for m in state.melds[seat]:
            places += m.tiles
    # a won tile set aside (血流成河: the winner plays on without it) is in no hand: its WinRecord
    # holds it (one physical tile, however many won on it)
    places += sorted({w.tile for w in state.wins} - set(places))
    counts = Counter(places)
    doubled = sorted(t for t, c in counts.items() if c != 1)
    missing = sorted(set(range(n)) - set(counts))
    if doubled or missing or len(counts) != n:
        out.append(f"tile ids not each exactly once: doubled {doubled[:8]}, missing {missing[:8]}")
    winners = {w.seat for w in state.wins}
    for seat in range(seats):
        size = len(state.hands[seat]) + 3 * len(state.melds[seat])
        if seat in winners:
            ok = size in (hand, hand + 1)
        elif state.phase == SETUP:   # set-up phases (换三张, 定缺) run before or after the deal
            ok = size in (0, hand) or (size == hand + 1 and seat == state.config.dealer)
        else:
            ok = size == (hand + 1 if state.phase == PLAY and state.turn == seat else hand)
        if not ok:
            out.append(f"seat {seat} holds {size} tiles in phase {state.phase}")
        if any(state.variant.flower_test(state.options)(state.kinds[t]) for t in state.hands[seat]):
            out.append(f"seat {seat} keeps a flower in hand")
    for seat in to_act(state):
        if not legal_actions(state, seat):
            out.append(f"seat {seat} must act but has no legal action")
    if state.phase == OVER and state.settlement is not None and sum(state.settlement.payments) != 0:
        out.append(f"payments do not sum to zero: {state.settlement.payments}")
    return out


def _ids_in(obj: Any, key: str = "") -> set[int]:
    """Every int under a tile key ("tile", "hand", ...) anywhere in a JSON-like value; lists and
    tuples pass their key on to their items."""
    out: set[int] = set()
    stack: list[tuple[Any, Any]] = [(obj, key)]
    while stack:
        value, name = stack.pop()
        if isinstance(value, dict):
            stack.extend((v, k) for k, v in value.items())
        elif isinstance(value, (list, tuple)):
            stack.extend((v, name) for v in value)
        elif name in _TILE_KEYS and isinstance(value, int) and not isinstance(value, bool):
            out.add(value)
    return out


def _view_ids(view: SeatView) -> set[int]:
    """Every tile id a view names (read field by field: much faster than through JSON)."""
    ids = set(view.hand)
    for river in view.discards:
        ids.update(river)
    for flowers in view.flowers:
        ids.update(flowers)
    for melds in view.melds:
        for m in melds:
            ids.update(t for t in m.tiles if t is not None)
    for extra in (view.drawn, view.last_discard and view.last_discard[1], view.window_tile and view.window_tile[1]):
        if isinstance(extra, int):
            ids.add(extra)
    return ids


def hidden_ids(state: State, seat: int) -> set[int]:
    """Tile ids `seat` must not learn: the wall, other concealed hands, others' concealed kongs.
    A player who has won laid his hand down (Won shows it), so it is no longer hidden (血战)."""
    hidden = set(_wall_hidden(state.wall))
    if state.phase == OVER:
        return hidden  # hands are shown at the end; the wall order stays secret
    winners = {w.seat for w in state.wins}
    for other in range(state.variant.seats):
        if other == seat or other in winners:
            continue
        hidden.update(state.hands[other])
        for m in state.melds[other]:
            if m.meld.kind is MeldKind.CONCEALED_KONG:
                hidden.update(m.tiles)
    if state.variant.known_tiles is not None:   # 四川: the tiles one passed on in 换三张
        hidden -= state.variant.known_tiles(state, seat)
    return hidden


# The checks run for every seat after every step, on the same wall and mostly the same events:
# what they read off these immutable objects is kept for the next seat. Each memo holds the
# object it was computed from, so its id cannot be reused while the entry lives.
_MEMO_LIMIT = 512
_wall_memo: dict[int, tuple[Wall, frozenset[int]]] = {}
_event_memo: dict[int, tuple[Event, frozenset[int]]] = {}


def _wall_hidden(wall: Wall) -> frozenset[int]:
    """The tile ids still in the wall (the live wall and the tiles set apart face down)."""
    entry = _wall_memo.get(id(wall))
    if entry is None or entry[0] is not wall:
        if len(_wall_memo) >= _MEMO_LIMIT:
            _wall_memo.clear()
        entry = _wall_memo[id(wall)] = (wall, frozenset(wall.tiles[p] for p in wall.remaining_positions() + wall.apart))
    return entry[1]


def _event_ids(event: Event) -> frozenset[int]:
    """Every tile id an event's JSON names (the JSON is encoded too: an event that cannot be
    written fails here as it would in a log)."""
    entry = _event_memo.get(id(event))
    if entry is None or entry[0] is not event:
        payload = event.to_json()
        json.dumps(payload, default=str)
        if len(_event_memo) >= _MEMO_LIMIT:
            _event_memo.clear()
        entry = _event_memo[id(event)] = (event, frozenset(_ids_in(payload)))
    return entry[1]


def leak_violations(state: State, events: list[Event], seat: int) -> list[str]:
    """A masked view or masked events of `seat` must not name a hidden tile id."""
    hidden = hidden_ids(state, seat)
    view_ids = _view_ids(view_for(state, seat)) & hidden
    event_ids: set[int] = set()
    for e in masked(events, seat):
        event_ids |= _event_ids(e) & hidden
    out = []
    if view_ids:
        out.append(f"seat {seat}'s view shows hidden tiles {sorted(view_ids)[:6]}")
    if event_ids:
        out.append(f"seat {seat}'s events show hidden tiles {sorted(event_ids)[:6]}")
    return out
