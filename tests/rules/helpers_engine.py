"""Scenario builders for the engine tests: stack a wall so chosen hands are dealt and chosen
tiles are drawn, play scripted actions, and check the table invariants.

    wall = stack_wall(hands={0: "123m...", 1: "..."}, draws="5p7z", tail="1f3s")
    state, events = new_hand(GB, HandConfig(dealer=0), stacked=wall)

`hands[seat]` lists the tiles that seat is dealt, in dealing order (the dealer gets 14: his last
one is the jump tile and becomes his "drawn" tile); missing tiles are filled from the leftovers.
`draws` are the live-wall draws after the deal, in order (whoever draws them); `tail` the
replacement draws (kongs, flowers) in order; `end` the last live tiles (its last one is the last
tile of the hand), placed assuming the only tail draws are `tail` plus one per leftover flower.
Leftover tiles fill the rest of the wall in a fixed shuffled order; leftover flowers come right
after the scripted draws (never dealt, never in the tail).
"""
from __future__ import annotations

import json
import random
from typing import Any, Iterable, Optional

from rules.actions import Discard, Pass
from rules.engine import (CLAIM, OVER, PLAY, ROB, HandConfig, StackedWall, apply, legal_actions,
                          new_hand, to_act, view_for)
from rules.events import TileDrawn
from rules.invariants import table_violations
from rules.melds import MeldKind
from rules.tiles import Tile, parse_tiles
from rules.variants.registry import get_variant
from rules.wall import Wall, deal_schedule

GB = get_variant("guobiao")


def stack_wall(hands: Optional[dict[int, str]] = None, draws: str = "", tail: str = "", *, end: str = "",
               dealer: int = 0, variant=GB, throws=((3, 4), (2, 5)), filler_seed: int = 0) -> StackedWall:
    tileset = variant.tiles
    pool: dict[Tile, list[int]] = {}
    for tid, kind in enumerate(tileset.kinds):
        pool.setdefault(kind, []).append(tid)

    def take(kind: Tile) -> int:
        if not pool.get(kind):
            raise ValueError(f"the scenario asks for more {kind} than the tile set holds")
        return pool[kind].pop(0)

    n = len(tileset)
    ring: list[Optional[int]] = [None] * n
    hand_size = variant.hand_size
    places: dict[int, list[int]] = {s: [] for s in range(4)}
    for _rnd, offset, picks in deal_schedule(hand_size, variant.seats):
        places[(dealer + offset) % 4].extend(picks)
    for seat, text in (hands or {}).items():
        tiles = parse_tiles(text)
        if len(tiles) > len(places[seat]):
            raise ValueError(f"seat {seat} is dealt {len(places[seat])} tiles, the scenario gives {len(tiles)}")
        for p, kind in zip(places[seat], tiles):
            ring[p] = take(kind)
    dealt = 4 * hand_size + 1
    for i, kind in enumerate(parse_tiles(draws)):
        ring[dealt + i] = take(kind)
    for k, kind in enumerate(parse_tiles(tail)):
        p = n - 2 - 2 * (k // 2) + (k % 2)   # the tail takes the top of the last stack, then its bottom
        if ring[p] is not None:
            raise ValueError("the scripted live draws and tail draws overlap")
        ring[p] = take(kind)
    end_kinds = parse_tiles(end)
    flowers_left = sum(len(ids) for kind, ids in pool.items() if variant.is_flower(kind))
    if end_kinds:
        # the live wall ends where the tail draws stop: the scripted ones and one per flower
        # left in the filler (those are drawn from the live wall and replaced from the tail)
        wall = Wall.stacked(tuple((0, k) for k in range(n // 2)), tuple(range(n)))
        for _ in range(len(parse_tiles(tail)) + flowers_left):
            wall = wall.draw_tail()[0]
        for p, kind in zip(wall.remaining_positions()[-len(end_kinds):], end_kinds):
            if ring[p] is not None:
                raise ValueError("the scripted end of the wall overlaps other scripted tiles")
            ring[p] = take(kind)
    rest = [tid for kind in sorted(pool) for tid in pool[kind]]
    random.Random(filler_seed).shuffle(rest)
    plain = [t for t in rest if not variant.is_flower(tileset.kinds[t])]
    flowers = [t for t in rest if variant.is_flower(tileset.kinds[t])]
    free = [p for p in range(n) if ring[p] is None]
    # leftover flowers come right after the scripted live draws, never in a hand or the tail
    live_free = [p for p in free if p >= dealt][:len(flowers)]
    for p, t in zip(live_free, flowers):
        ring[p] = t
    for p, t in zip([p for p in free if p not in set(live_free)], plain):
        ring[p] = t
    assert sorted(ring) == list(range(n))
    return StackedWall(tuple(ring), tuple(tuple(t) for t in throws))


def deal(hands: Optional[dict[int, str]] = None, draws: str = "", tail: str = "", *, end: str = "",
         dealer: int = 0, variant=GB, round_wind: str = "E", options: Optional[dict] = None,
         filler_seed: int = 0):
    wall = stack_wall(hands, draws, tail, end=end, dealer=dealer, variant=variant, filler_seed=filler_seed)
    config = HandConfig(seed="scenario", hand_no=0, dealer=dealer, round_wind=round_wind, options=options or {})
    return new_hand(variant, config, stacked=wall)


def ids_of(state, seat: int, text: str) -> list[int]:
    """Physical ids in `seat`'s hand for the kinds written in `text` (lowest ids first)."""
    hand = list(state.hands[seat])
    out = []
    for kind in parse_tiles(text):
        tid = next(t for t in hand if state.kinds[t] is kind)
        hand.remove(tid)
        out.append(tid)
    return out


def kinds_text(state, tiles: Iterable[int]) -> str:
    return "".join(str(state.kinds[t]) for t in tiles)


def act(state, action):
    """Apply an action that the test expects to be legal (a clearer failure than IllegalAction)."""
    legal = legal_actions(state, action.seat)
    assert action in legal, f"{action} is not legal; legal: {legal}"
    return apply(state, action)


def discard(state, seat: int, kind: str):
    return act(state, Discard(seat, ids_of(state, seat, kind)[0]))


def pass_all(state):
    """Everyone in an open claim/rob window passes."""
    events = []
    while state.phase in (CLAIM, ROB):
        seat = to_act(state)[0]
        state, more = act(state, Pass(seat))
        events += more
    return state, events


def find(actions, cls) -> list:
    return [a for a in actions if isinstance(a, cls)]


def fan_ids(score) -> set[int]:
    return {item.fan_id for item in score.items}


def fan_names(score) -> set[str]:
    return {item.name_zh for item in score.items}


def tsumogiri_until(state, live_left: int):
    """Everyone discards the tile just drawn and passes every claim, until `live_left` tiles
    are left in the live wall (or the hand ends). Wins are passed up as well."""
    events = []
    while state.phase != OVER and (state.wall.live_remaining() > live_left or state.phase != PLAY):
        if state.phase in (CLAIM, ROB):
            state, more = pass_all(state)
        else:
            seat = state.turn
            tile = state.drawn if state.drawn is not None else state.hands[seat][-1]
            state, more = act(state, Discard(seat, tile))
        events += more
    return state, events


# --- invariants ---------------------------------------------------------------------------------

def check_invariants(state) -> None:
    """The table invariants of rules/invariants.py (the same checks `simulate` counts)."""
    violations = table_violations(state)
    assert not violations, "; ".join(violations)


def hidden_from(state, seat: int) -> set[int]:
    """Tile ids `seat` must not learn: other concealed hands, the wall, others' concealed kongs."""
    hidden = {state.wall.tiles[p] for p in state.wall.remaining_positions()}
    if state.phase == OVER:   # every hand is shown at the end (HandsRevealed)
        return hidden
    for other in range(4):
        if other == seat:
            continue
        hidden.update(state.hands[other])
        for m in state.melds[other]:
            if m.meld.kind is MeldKind.CONCEALED_KONG:
                hidden.update(m.tiles)
    return hidden


_NO_TILES = {"wall_positions", "positions", "position", "first", "scores", "payments", "hand_sizes",
             "seat_winds", "kinds", "hand_kinds", "discard_kinds", "flower_kinds", "kind", "score"}


def json_tile_ids(obj: Any, key: str = "") -> set[int]:
    """Every int under a key that holds tile ids ("tile", "tiles", "hand", "discards", ...)."""
    tile_keys = {"tile", "tiles", "hand", "hands", "discards", "flowers", "drawn", "claimed", "last_discard",
                 "window_tile"}
    out: set[int] = set()
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k not in _NO_TILES:
                out |= json_tile_ids(v, k)
    elif isinstance(obj, list):
        if key in ("last_discard", "window_tile"):  # [seat, tile, kind]
            return {obj[1]} if len(obj) == 3 and isinstance(obj[1], int) else set()
        for v in obj:
            out |= json_tile_ids(v, key)
    elif isinstance(obj, int) and not isinstance(obj, bool) and key in tile_keys:
        out.add(obj)
    return out


def visible_ids(state, seat: int) -> set[int]:
    """What the view of `seat` should show: its hand, rivers, flowers, face-up melds."""
    ids = set(state.hands[seat])
    for other in range(4):
        ids.update(state.discards[other])
        ids.update(state.flowers[other])
        for m in state.melds[other]:
            if other == seat or m.meld.kind is not MeldKind.CONCEALED_KONG or state.phase == OVER:
                ids.update(m.tiles)
    if state.window is not None:
        ids.add(state.window.tile)
    for w in state.wins:
        ids.add(w.tile)
    return ids


def _hidden_ids_hide_kinds(obj: dict) -> None:
    """Where an id is hidden (null) its kind must be hidden too ("?"), and only there."""
    for ids_key, kinds_key in (("tile", "kind"), ("tiles", "kinds")):
        if ids_key in obj and kinds_key in obj:
            ids, kinds = obj[ids_key], obj[kinds_key]
            if not isinstance(ids, list):
                ids, kinds = [ids], [kinds]
            assert [i is None for i in ids] == [k == "?" for k in kinds], obj


def check_no_leak(state, events, views: bool = True) -> None:
    """Masked events (and, with `views`, the seat views) show no tile hidden from their seat."""
    for seat in range(4):
        hidden = hidden_from(state, seat)
        for event in events:
            masked = event.masked_for(seat)
            seen = json_tile_ids(masked.to_json())
            # a tile drawn and already discarded/replaced is public by now; compare with the
            # event's own seat instead: an event about another seat's hidden draw shows nothing
            if isinstance(event, TileDrawn) and event.seat != seat:
                assert masked.tile is None and masked.kind is None
                assert '"?"' in json.dumps(masked.to_json(), ensure_ascii=False)
            _hidden_ids_hide_kinds(masked.to_json())
            assert not (seen & hidden), f"seat {seat} sees hidden tiles {seen & hidden} in {masked}"
        if not views:
            continue
        view = view_for(state, seat).to_json()
        for melds in view["melds"]:
            for m in melds:
                _hidden_ids_hide_kinds(m)
        seen = json_tile_ids(view)
        assert not (seen & hidden), f"view of seat {seat} shows hidden tiles {seen & hidden}"
        assert seen == visible_ids(state, seat), f"view of seat {seat}: {seen ^ visible_ids(state, seat)}"
