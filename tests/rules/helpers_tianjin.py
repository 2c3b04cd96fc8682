"""Scripted 天津 hands: a stacked wall with chosen hands, draws, kong replacements, the 翻混
indicator and the 混 throw, and the 坐庄/拉庄 answers.

    state, events = tianjin_hand({0: "...14 tiles", 1: "..."}, draws="5m", indicator="3p", count=5)

The tile order follows the engine's own wall: the positions are found by running `Wall` with the
indicator set aside and the reserve kept, so live draws, tail draws and the indicator land where
the engine will take them. The 翻混 throw comes from the hand's generator (seeded from the
config seed), so `hun_seed(count)` picks a seed whose throw sums to `count`.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Optional

from rules.engine import HandConfig, StackedWall, apply, legal_actions, new_hand, to_act
from rules.invariants import leak_violations, table_violations
from rules.tiles import Tile, parse_tiles
from rules.variants.registry import get_variant
from rules.variants.tianjin.events import PullDealer, SitDealer
from rules.wall import Wall, deal_schedule

TJ = get_variant("tianjin")
N = 136
DEALT = 53


def hun_seed(count: int, hand_no: int = 0) -> int:
    """A seed whose 翻混 throw (the first two dice of the hand's generator after a stacked
    break) sums to `count` (2..12)."""
    for seed in range(10_000):
        rng = random.Random(f"{seed}:{hand_no}")
        if rng.randint(1, 6) + rng.randint(1, 6) == count:
            return seed
    raise ValueError(f"no seed throws {count}")


def _wall_with_hun(count: int) -> Wall:
    wall = Wall.stacked(tuple((0, k) for k in range(N // 2)), tuple(range(N)))
    return replace(wall, dead=(N - 2 * count,), reserve=2 * count - 1)


def tianjin_wall(hands: Optional[dict[int, str]] = None, draws: str = "", tail: str = "", *,
                 indicator: str = "3p", count: int = 5, end: str = "", dealer: int = 0,
                 tail_before_end: int = -1, filler_seed: int = 0) -> StackedWall:
    """`hands[seat]`: tiles dealt to that seat in dealing order (the dealer's 14th is his jump
    tile); `draws`: live draws after the deal; `tail`: kong replacements in order; `end`: the
    last live tiles (the last one is the last tile of the hand), placed for `tail_before_end`
    tail draws made before the end (default: len(tail))."""
    pool: dict[Tile, list[int]] = {}
    for tid, kind in enumerate(TJ.tiles.kinds):
        pool.setdefault(kind, []).append(tid)

    def take(kind: Tile) -> int:
        if not pool.get(kind):
            raise ValueError(f"the scenario asks for more {kind} than the tile set holds")
        return pool[kind].pop(0)

    ring: list[Optional[int]] = [None] * N

    def put(p: int, kind: Tile) -> None:
        if ring[p] is not None:
            raise ValueError(f"two scripted tiles at wall position {p}")
        ring[p] = take(kind)

    put(N - 2 * count, Tile.parse(indicator))
    live = []
    wall = _wall_with_hun(count)
    while wall.live_remaining() > 0:
        wall, _tile, p = wall.draw_live()
        live.append(p)
    places: dict[int, list[int]] = {s: [] for s in range(4)}
    for _rnd, offset, picks in deal_schedule(13, 4):
        places[(dealer + offset) % 4].extend(live[i] for i in picks)
    for seat, text in (hands or {}).items():
        tiles = parse_tiles(text)
        if len(tiles) > len(places[seat]):
            raise ValueError(f"seat {seat} is dealt {len(places[seat])} tiles, the scenario gives {len(tiles)}")
        for p, kind in zip(places[seat], tiles):
            put(p, kind)
    for p, kind in zip(live[DEALT:], parse_tiles(draws)):
        put(p, kind)
    wall = _wall_with_hun(count)
    tail_kinds = parse_tiles(tail)
    for kind in tail_kinds:
        wall, _tile, p = wall.draw_tail()
        put(p, kind)
    end_kinds = parse_tiles(end)
    if end_kinds:
        wall = _wall_with_hun(count)
        for _ in range(len(tail_kinds) if tail_before_end < 0 else tail_before_end):
            wall = wall.draw_tail()[0]
        rest = []
        while wall.live_remaining() > 0:
            wall, _tile, p = wall.draw_live()
            rest.append(p)
        for p, kind in zip(rest[-len(end_kinds):], end_kinds):
            put(p, kind)
    leftovers = [tid for kind in sorted(pool) for tid in pool[kind]]
    random.Random(filler_seed).shuffle(leftovers)
    it = iter(leftovers)
    tiles = tuple(t if t is not None else next(it) for t in ring)
    return StackedWall(tiles)


def start(wall: StackedWall, count: int, *, dealer: int = 0, sit: bool = False,
          pulls: tuple[int, int, int, int] = (0, 0, 0, 0), options: Optional[dict] = None,
          hand_no: int = 0):
    """new_hand with the 翻混 throw `count`, then the 坐庄 and 拉庄 answers; returns the state in
    play and every event so far."""
    config = HandConfig(seed=hun_seed(count, hand_no), hand_no=hand_no, dealer=dealer, options=options or {})
    state, events = new_hand(TJ, config, stacked=wall)
    events = list(events)
    state, more = apply(state, SitDealer(dealer, sit))
    events += more
    for seat in range(4):
        if seat != dealer:
            state, more = apply(state, PullDealer(seat, pulls[seat]))
            events += more
    return state, events


def tianjin_hand(hands: Optional[dict[int, str]] = None, draws: str = "", tail: str = "", *,
                 indicator: str = "3p", count: int = 5, end: str = "", dealer: int = 0, sit: bool = False,
                 pulls: tuple[int, int, int, int] = (0, 0, 0, 0), options: Optional[dict] = None):
    wall = tianjin_wall(hands, draws, tail, indicator=indicator, count=count, end=end, dealer=dealer)
    return start(wall, count, dealer=dealer, sit=sit, pulls=pulls, options=options)


def act(state, action):
    assert action in legal_actions(state, action.seat), \
        f"{action} not among {legal_actions(state, action.seat)} (to act: {to_act(state)})"
    return apply(state, action)


def tiles_of(state, seat: int, text: str) -> list[int]:
    """Physical ids in `seat`'s hand for the kinds written in `text` (one id per letter)."""
    ids = []
    hand = list(state.hands[seat])
    for kind in parse_tiles(text):
        t = next(t for t in hand if state.kinds[t] is kind and t not in ids)
        ids.append(t)
    return ids


def check_invariants(state) -> None:
    """The engine's own table invariants (they know the face-up 混 indicator)."""
    assert table_violations(state) == []


def check_no_leak(state, events) -> None:
    for seat in range(4):
        assert leak_violations(state, list(events), seat) == []
