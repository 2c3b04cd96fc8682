"""Scripted 二人麻将 hands: stack the 136 so chosen hands are dealt and chosen tiles drawn.

    state, events = erren_deal(hands={0: "...14 tiles", 1: "...13"}, draws="5p7z", reserve="3s")

The live deck is the first 71 places (side 0), dealt 4-4-4 + the jump for two seats; `draws` are
its draws after the deal, in order (whoever draws them); `tail` the kong replacements, taken
from the live deck's far end; `end` its last tiles (the last one is the 71st, placed assuming
the only kong replacements are `tail`); `reserve` the reserve in its order: with no exchange its
first tile is the indicator and its second the 海底捞月 draw. Leftovers fill the rest.
Then `exchange(state, {0: "", 1: ""})` plays the opening exchange (kinds per seat to give back).
"""
from __future__ import annotations

import random
from typing import Optional

from rules.engine import HandConfig, StackedWall, apply, new_hand
from rules.tiles import Tile, parse_tiles
from rules.variants.erren import VARIANT as ERREN
from rules.variants.erren.events import ExchangeTiles
from rules.variants.erren.phases import LIVE_TILES
from rules.wall import Wall, deal_schedule

from helpers_engine import ids_of

SEATS = ERREN.seats
TOTAL = len(ERREN.tiles)


def _reserve_places() -> list[int]:
    """Ring places of the reserve in its draw order (as erren's reveal lays it)."""
    first_stack = LIVE_TILES + LIVE_TILES % 2
    return list(range(first_stack, TOTAL)) + list(range(LIVE_TILES, first_stack))


def _tail_places(n: int) -> list[int]:
    wall = Wall.stacked(tuple((0, k) for k in range(TOTAL // 2)), tuple(range(TOTAL)))
    wall = Wall(wall.ring, wall.tiles, 0, LIVE_TILES)
    out = []
    for _ in range(n):
        wall, _tile, p = wall.draw_tail()
        out.append(p)
    return out


def stack_erren(hands: Optional[dict[int, str]] = None, draws: str = "", tail: str = "", *, end: str = "",
                reserve: str = "", dealer: int = 0, filler_seed: int = 0) -> StackedWall:
    pool: dict[Tile, list[int]] = {}
    for tid, kind in enumerate(ERREN.tiles.kinds):
        pool.setdefault(kind, []).append(tid)

    def take(kind: Tile) -> int:
        if not pool.get(kind):
            raise ValueError(f"the scenario asks for more {kind} than the tile set holds")
        return pool[kind].pop(0)

    ring: list[Optional[int]] = [None] * TOTAL
    places: dict[int, list[int]] = {s: [] for s in range(SEATS)}
    for _rnd, offset, picks in deal_schedule(ERREN.hand_size, SEATS):
        places[(dealer + offset) % SEATS].extend(picks)
    for seat, text in (hands or {}).items():
        tiles = parse_tiles(text)
        assert len(tiles) <= len(places[seat]), f"seat {seat} is dealt {len(places[seat])} tiles"
        for p, kind in zip(places[seat], tiles):
            ring[p] = take(kind)
    dealt = SEATS * ERREN.hand_size + 1

    def put(p: int, kind: Tile) -> None:
        assert ring[p] is None, f"place {p} is scripted twice"
        ring[p] = take(kind)

    for i, kind in enumerate(parse_tiles(draws)):
        put(dealt + i, kind)
    tail_kinds = parse_tiles(tail)
    tails = _tail_places(len(tail_kinds))
    for p, kind in zip(tails, tail_kinds):
        put(p, kind)
    end_kinds = parse_tiles(end)
    if end_kinds:
        live_left = [p for p in range(LIVE_TILES) if p not in tails]
        for p, kind in zip(live_left[-len(end_kinds):], end_kinds):
            put(p, kind)
    for p, kind in zip(_reserve_places(), parse_tiles(reserve)):
        put(p, kind)
    rest = [tid for kind in sorted(pool) for tid in pool[kind]]
    random.Random(filler_seed).shuffle(rest)
    for p, t in zip([p for p in range(TOTAL) if ring[p] is None], rest):
        ring[p] = t
    assert sorted(ring) == list(range(TOTAL))   # type: ignore[type-var]
    return StackedWall(tuple(ring), ())          # type: ignore[arg-type]


def erren_config(dealer: int = 0, options: Optional[dict] = None, seed: str = "scenario") -> HandConfig:
    return HandConfig(seed=seed, hand_no=0, dealer=dealer, round_wind="E", options=options or {}, seats=SEATS)


def erren_deal(hands: Optional[dict[int, str]] = None, draws: str = "", tail: str = "", *, end: str = "",
               reserve: str = "", dealer: int = 0, options: Optional[dict] = None, filler_seed: int = 0):
    wall = stack_erren(hands, draws, tail, end=end, reserve=reserve, dealer=dealer, filler_seed=filler_seed)
    return new_hand(ERREN, erren_config(dealer, options), stacked=wall)


def exchange(state, give: Optional[dict[int, str]] = None):
    """Both seats answer the exchange (`give[seat]`: the kinds given back, "" = none), the dealer
    first; returns the state and the events of both answers."""
    give = give or {}
    events = []
    for offset in range(SEATS):
        seat = (state.config.dealer + offset) % SEATS
        text = give.get(seat, "")
        tiles = tuple(ids_of(state, seat, text)) if text else ()
        state, more = apply(state, ExchangeTiles(seat, tiles))
        events += more
    return state, events
