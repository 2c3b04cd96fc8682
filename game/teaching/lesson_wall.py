"""The stacked wall of a lesson: its hands dealt, its draws drawn, in any variant.

    config, wall = lesson_table(lesson)
    state, events = engine.new_hand(lesson.variant, config, stacked=wall)

Where each tile of the ring goes is not computed from a variant's geometry but read off the
engine itself: a probe hand on a flower-free stacked wall is dealt and its set-up answered with
the first legal action of each seat; its `TilesDealt` events say which ring places each seat is
dealt (in dealing order), its wall after the set-up which places the live end draws next, which
the tail gives (kong and flower replacements), which are set face up (`Wall.dead`: 天津's 混
indicator, 二人's 花牌) and which are set apart (`Wall.apart`: 二人's reserve). So a variant with a
new geometry needs nothing here.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional

from rules import engine
from rules.events import TilesDealt
from rules.state import HandConfig, StackedWall
from rules.tiles import Tile
from rules.variants.base import Variant
from rules.wall import Wall

from .lesson_file import Lesson, LessonError, TileField

DEFAULT_THROWS = ((3, 4), (2, 5))


@dataclass(frozen=True)
class Geometry:
    """Ring places by role, as the engine uses them for this hand (see the module doc)."""

    dealt: dict[int, tuple[int, ...]]   # seat -> places in dealing order
    live: tuple[int, ...]               # places the live end draws after the deal, in order
    wall: Wall                          # the wall after the set-up (for tail and end places)
    dead: tuple[int, ...]               # set face up by the set-up
    apart: tuple[int, ...]              # set apart when the hand began (a reserve)


def lesson_config(lesson: Lesson) -> HandConfig:
    """The hand's config: the lesson's dealer, round wind, options and carry, seat winds from the dealer."""
    variant = lesson.variant
    return HandConfig(seed=lesson.seed, hand_no=0, dealer=lesson.seat_of(lesson.dealer), round_wind=lesson.round_wind,
                      options=dict(lesson.options), carry=dict(lesson.carry), seats=variant.seats)


def lesson_throws(lesson: Lesson) -> tuple[tuple[int, int], ...]:
    """The break dice: the lesson's, or fixed ones (as many as the variant throws)."""
    if lesson.throws is not None:
        return lesson.throws
    count = lesson.variant.resolve_options(lesson.options).get("break_throws", lesson.variant.break_throws)
    return DEFAULT_THROWS[:count]


def _probe_wall(variant: Variant) -> tuple[StackedWall, dict[int, int]]:
    """A wall with no flower near either end (where the deal and the tail draw), and the place of
    each tile id."""
    kinds = variant.tiles.kinds
    n = len(kinds)
    plain = [t for t in range(n) if not variant.is_flower(kinds[t])]
    flowers = [t for t in range(n) if variant.is_flower(kinds[t])]
    by_end = sorted(range(n), key=lambda p: (min(p, n - 1 - p), p))   # places nearest an end first
    ring: list[int] = [0] * n
    for p, t in zip(by_end, plain + flowers):
        ring[p] = t
    return StackedWall(tuple(ring), ()), {t: p for p, t in enumerate(ring)}


def probe(lesson: Lesson) -> Geometry:
    """Deal a probe hand with the lesson's config and read where its tiles came from."""
    variant = lesson.variant
    probe_wall, place_of = _probe_wall(variant)
    stacked = StackedWall(probe_wall.tiles, lesson_throws(lesson))
    state, events = engine.new_hand(variant, lesson_config(lesson), stacked=stacked)
    apart = state.wall.apart
    while state.phase == engine.SETUP:
        seat = engine.to_act(state)[0]
        state, more = engine.apply(state, engine.legal_actions(state, seat)[0])
        events += more
    dealt: dict[int, list[int]] = {s: [] for s in range(variant.seats)}
    for event in events:
        if isinstance(event, TilesDealt):
            dealt[event.seat].extend(place_of[t] for t in event.tiles if t is not None)   # unmasked: never None
    wall = state.wall
    live = []
    drawing = wall
    while drawing.live_remaining() > 0:
        drawing, _tile, p = drawing.draw_live()
        live.append(p)
    return Geometry({s: tuple(p) for s, p in dealt.items()}, tuple(live), wall, tuple(wall.dead), apart)


def _tail_places(wall: Wall, count: int) -> list[int]:
    out = []
    for _ in range(count):
        wall, _tile, p = wall.draw_tail()
        out.append(p)
    return out


def _end_places(wall: Wall, tail_draws: int, count: int) -> list[int]:
    """The last `count` places the live end reaches when the tail has given `tail_draws` tiles."""
    for _ in range(tail_draws):
        wall = wall.draw_tail()[0]
    reach = []
    while wall.live_remaining() > 0:
        wall, _tile, p = wall.draw_live()
        reach.append(p)
    return reach[-count:] if count else []


class _Pool:
    """The tile ids of each kind not placed yet; a field that asks for one too many is named."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.ids: dict[Tile, list[int]] = {}
        for tid, kind in enumerate(lesson.variant.tiles.kinds):
            self.ids.setdefault(kind, []).append(tid)

    def take(self, kind: Tile, key: str, line: int) -> int:
        if kind not in self.ids:
            raise LessonError(self.lesson.source, line, f"{key}: {self.lesson.variant.name} has no {kind} tile")
        if not self.ids[kind]:
            raise LessonError(self.lesson.source, line, f"{key}: asks for more {kind} than the tile set holds")
        return self.ids[kind].pop(0)


def lesson_wall(lesson: Lesson, geometry: Optional[Geometry] = None) -> StackedWall:
    """The lesson's stacked wall; LessonError names the field that does not fit."""
    variant = lesson.variant
    geo = geometry or probe(lesson)
    n = len(variant.tiles)
    ring: list[Optional[int]] = [None] * n
    pool = _Pool(lesson)
    source = lesson.source

    def put(places: list[int] | tuple[int, ...], tiles: TileField, key: str) -> None:
        if len(tiles.kinds) > len(places):
            raise LessonError(source, tiles.line, f"{key}: {len(tiles.kinds)} tiles, there are {len(places)} places")
        for p, kind in zip(places, tiles.kinds):
            if ring[p] is not None:
                raise LessonError(source, tiles.line, f"{key}: a place is already taken by another field "
                                  "(draws, tail and end overlap)")
            ring[p] = pool.take(kind, key, tiles.line)

    for who, tiles in lesson.hands.items():
        seat = lesson.seat_of(who)
        places = geo.dealt[seat]
        if len(tiles.kinds) > len(places):
            raise LessonError(source, tiles.line, f"hand.{who}: {len(tiles.kinds)} tiles, but this seat is dealt "
                              f"{len(places)}")
        put(places, tiles, f"hand.{who}")
    fields = lesson.tiles
    empty = TileField((), 0)
    draws, tail, end = fields.get("draws", empty), fields.get("tail", empty), fields.get("end", empty)
    put(geo.live, draws, "draws")
    put(_tail_places(geo.wall, len(tail.kinds)), tail, "tail")
    if "indicator" in fields:
        if not geo.dead:
            raise LessonError(source, fields["indicator"].line, f"indicator: {variant.name} turns no tile face up")
        put(geo.dead, fields["indicator"], "indicator")
    if "reserve" in fields:
        if not geo.apart:
            raise LessonError(source, fields["reserve"].line, f"reserve: {variant.name} sets no tiles apart")
        put([p for p in geo.apart if ring[p] is None], fields["reserve"], "reserve")
    rest = [tid for kind in sorted(pool.ids) for tid in pool.ids[kind]]
    random.Random(f"{lesson.seed}:filler").shuffle(rest)
    flowers = [t for t in rest if variant.is_flower(variant.tiles.kinds[t])]
    plain = [t for t in rest if not variant.is_flower(variant.tiles.kinds[t])]
    if end.kinds:
        put(_end_places(geo.wall, len(tail.kinds) + len(flowers), len(end.kinds)), end, "end")
    # flowers nobody was given are spread over the live draws after the scripted ones: never
    # dealt, never in the tail (so `end` stays where it was placed)
    open_live = [p for p in geo.live if ring[p] is None]
    spacing = max(1, len(open_live) // (len(flowers) + 1))
    for p, t in zip(open_live[spacing - 1::spacing], flowers):
        ring[p] = t
    free = [p for p in range(n) if ring[p] is None]
    for p, t in zip(free, plain):
        ring[p] = t
    if any(t is None for t in ring):   # more flowers than free live places: cannot happen with 4 walls
        raise LessonError(source, 0, "the wall could not be filled")
    return StackedWall(tuple(t for t in ring if t is not None), lesson_throws(lesson))


def lesson_table(lesson: Lesson) -> tuple[HandConfig, StackedWall]:
    """The config and the stacked wall the lesson's hand is dealt from."""
    return lesson_config(lesson), lesson_wall(lesson)
