"""The wall: four sides of two-layer stacks, the dice break, the live end and the tail.

Geometry (the client animates exactly these positions):
- The table has a place per wind, counter-clockwise in turn order (seats sit at the first
  places); side `s` is the wall in front of place `s`.
- `WallPos(side, stack, layer)`: `stack` counts from the RIGHT end of that wall as its owner sees
  it (0 = rightmost); `layer` 0 is the top tile, 1 the bottom tile.
- Play runs counter-clockwise but tiles are drawn clockwise: from the break leftwards along the
  broken wall, then on to the wall of the seat on its left (seat - 1), and so on. The stacks
  counted off at the break become the far end: the tail, where replacements are drawn.

The wall after the break is a `ring` of stacks in live-draw order. Ring position `p` is stack
`p // 2`, layer `p % 2`; the live end draws top before bottom. The tail draws the top of the last
remaining stack first, then its bottom, so at most one "hole" (a taken top above a bottom that is
still there) exists at any time.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from .tiles import WALL_SIDES

TAKE = 4                         # tiles a seat takes per turn of the deal: two stacks


@dataclass(frozen=True, slots=True)
class WallPos:
    side: int
    stack: int
    layer: int

    def to_json(self) -> list[int]:
        return [self.side, self.stack, self.layer]


def clockwise_stacks(stacks_per_side: Sequence[int], start_side: int) -> tuple[tuple[int, int], ...]:
    """Every stack in clockwise order, beginning at the right end of `start_side`'s wall."""
    order: list[tuple[int, int]] = []
    sides = len(stacks_per_side)
    for k in range(sides):
        side = (start_side - k) % sides
        order.extend((side, stack) for stack in range(stacks_per_side[side]))
    return tuple(order)


def build_layout(shuffled_ids: Sequence[int], stacks_per_side: Sequence[int]) -> dict[tuple[int, int, int], int]:
    """Stand the shuffled tiles up: side 0 first, each side from its right end, top then bottom."""
    total = 2 * sum(stacks_per_side)
    if len(shuffled_ids) != total:
        raise ValueError(f"{len(shuffled_ids)} tiles do not fill {list(stacks_per_side)} stacks per side ({total} places)")
    layout: dict[tuple[int, int, int], int] = {}
    it = iter(shuffled_ids)
    for side in range(len(stacks_per_side)):
        for stack in range(stacks_per_side[side]):
            for layer in (0, 1):
                layout[(side, stack, layer)] = next(it)
    return layout


def break_count(dealer: int, throws: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """(side, stacks to count) of the break.

    The first throw (by the dealer) counts the places round the table counter-clockwise with the
    dealer as 1; the place reached owns the broken wall. With two throws its player throws again
    and the sum of both throws counts the stacks; with one throw its own sum counts them.
    """
    first = sum(throws[0])
    side = (dealer + first - 1) % WALL_SIDES
    return side, sum(sum(t) for t in throws)


@dataclass(frozen=True, slots=True)
class Wall:
    ring: tuple[tuple[int, int], ...]   # (side, stack) in live-draw order, from the break
    tiles: tuple[int, ...]              # tile id at each ring position
    lo: int = 0                         # next live position
    hi: int = -1                        # one past the last remaining position
    hole: int = -1                      # a tail-taken top whose bottom is still standing
    reserve: int = 0                    # tail tiles live draws may not reach (天津's 混 reserve)
    dead: tuple[int, ...] = ()          # positions set aside face up, never drawn (天津's 混 indicator)
    # Positions at or past `hi` set apart from the wall (二人's reserve): neither the live end nor
    # the tail reaches them; `draw_apart` takes the first (a variant's last-chance draw).
    apart: tuple[int, ...] = ()

    @staticmethod
    def after_break(layout: dict[tuple[int, int, int], int], stacks_per_side: Sequence[int],
                    side: int, count: int) -> "Wall":
        stacks = clockwise_stacks(stacks_per_side, side)
        shift = count % len(stacks)
        ring = stacks[shift:] + stacks[:shift]
        tiles = tuple(layout[(s, k, layer)] for (s, k) in ring for layer in (0, 1))
        return Wall(ring, tiles, 0, len(tiles), -1, 0)

    @staticmethod
    def stacked(ring: tuple[tuple[int, int], ...], tiles_in_ring_order: Sequence[int]) -> "Wall":
        """A wall whose ring order is given directly (scripted deals in tests and tutorials)."""
        if len(tiles_in_ring_order) != 2 * len(ring):
            raise ValueError(f"{len(tiles_in_ring_order)} tiles for {len(ring)} stacks")
        return Wall(ring, tuple(tiles_in_ring_order), 0, len(tiles_in_ring_order), -1, 0)

    def remaining(self) -> int:
        n = self.hi - self.lo - (1 if self.hole >= 0 else 0)
        if self.dead:
            n -= sum(1 for p in self.dead if self.lo <= p < self.hi)
        return n

    def live_remaining(self) -> int:
        """Tiles the live end may still draw; 0 means the last tile has been drawn."""
        return max(0, self.remaining() - self.reserve)

    def pos(self, p: int) -> WallPos:
        side, stack = self.ring[p >> 1]
        return WallPos(side, stack, p & 1)

    def remaining_positions(self) -> tuple[int, ...]:
        return tuple(p for p in range(self.lo, self.hi) if p != self.hole and p not in self.dead)

    def draw_live(self) -> tuple["Wall", int, int]:
        """(new wall, tile id, ring position) from the live end."""
        if self.live_remaining() <= 0:
            raise ValueError("the live wall is empty")
        p = self.lo
        if p == self.hole:  # the tail already took this top: only its bottom is left
            return replace(self, lo=p + 2, hole=-1), self.tiles[p + 1], p + 1
        if p in self.dead:  # a top set aside face up: its bottom is the next live tile
            return replace(self, lo=p + 2), self.tiles[p + 1], p + 1
        return replace(self, lo=p + 1), self.tiles[p], p

    def draw_tail(self) -> tuple["Wall", int, int]:
        """(new wall, tile id, ring position) from the tail: top of the last stack, then bottom."""
        if self.remaining() <= 0:
            raise ValueError("the wall is empty")
        reserve = max(0, self.reserve - 1)
        if self.hi % 2:   # the wall ends on a top whose bottom is set apart (二人's 71st tile): take it
            p = self.hi - 1
            return replace(self, hi=p, reserve=reserve), self.tiles[p], p
        top = self.hi - 2
        if self.hole == top or top in self.dead:  # the top is gone or set aside: take the bottom
            return replace(self, hi=top, hole=-1, reserve=reserve), self.tiles[top + 1], top + 1
        if self.lo <= top:
            return replace(self, hole=top, reserve=reserve), self.tiles[top], top
        p = self.hi - 1  # the live end already took this stack's top
        return replace(self, hi=p, reserve=reserve), self.tiles[p], p

    def draw_apart(self) -> tuple["Wall", int, int]:
        """(new wall, tile id, ring position): the first position set apart (`apart`)."""
        if not self.apart:
            raise ValueError("no tile is set apart")
        p = self.apart[0]
        return replace(self, apart=self.apart[1:]), self.tiles[p], p


def deal_schedule(hand_size: int, seats: int) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """The 4-4-4 + jump deal as (round, seat offset from the dealer, live offsets taken).

    Offsets count live-wall tiles from the first one dealt. Each full round every seat takes two
    stacks (4 tiles); in the last round the dealer jumps: he takes the next tile and the one after
    the others' (with four seats: the tops of the next stack and of the one after the stack he
    skips), and the others take one tile each in turn, so the dealt tiles are exactly the first
    seats * hand_size + 1 live tiles.
    """
    full, rest = divmod(hand_size, TAKE)
    if rest != 1:
        raise ValueError(f"the jump deal needs a hand size of {TAKE}k+1, not {hand_size}")
    out: list[tuple[int, int, tuple[int, ...]]] = []
    at = 0
    for rnd in range(1, full + 1):
        for seat in range(seats):
            out.append((rnd, seat, tuple(range(at, at + TAKE))))
            at += TAKE
    out.append((full + 1, 0, (at, at + seats)))   # the dealer's jump: over the others' tiles
    for seat in range(1, seats):
        out.append((full + 1, seat, (at + seat,)))
    return tuple(out)
