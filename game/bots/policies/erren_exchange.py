"""二人麻将's opening exchange for the default bot: which tiles go back to the reserve.

A tile given back is replaced by a random tile from the reserve, so a tile is worth giving when
its value in the hand is below a random tile's. Two measures, both in shanten steps:
- what the swap does now: the shanten of the hand without the tile and with a random tile, in
  expectation (the tile's own shanten cost, less the chance the replacement improves the rest);
- what a lone tile may still become: how many unseen tiles would make a pair or a two-tile
  partial with it (an honour only with its own kind, a 1 or 9 with three kinds, a 5 with five),
  against the same count for a random tile. A lone 6 keeps its place; a lone 北 or 1 goes.
Tiles are taken one at a time, the best swap first; a tile already marked counts as a dead single
(an unheld honour stands in for it) so that two spare partials are never both thrown. The dealer's
fourteenth tile, the one he would discard first anyway, always goes: its swap is a free draw.
A tile of a complete set (a chow or pung the hand holds: a value pung too) is never given back:
the swap would trade a finished set for a random tile (`complete_sets`).
Thirteen orphans is left out of these measures (the stand-in honour would count toward it); a
hand nearer to it than to anything else (a limit hand) gives back what does not belong to it.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from rules.analysis import ORPHANS, effective_tiles, improving_tiles, shanten, thirteen_orphans_shanten
from rules.tiles import COPIES, NUM_PLAY_KINDS

SHAPES = ("standard", "seven_pairs")
HONOURS = range(27, NUM_PLAY_KINDS)
NEIGHBOURS = (-2, -1, 1, 2)
RANKS = 9
# One unseen tile of partial-making potential, in shanten steps: over the ten or so draws ahead,
# a partial is about half a step, and a given kind turns up about once in a hundred draws per copy.
POTENTIAL_WEIGHT = 0.04
VALUE_KIND_BONUS = 3      # a lone 番牌 kind may become a pung worth a 番: counts as three tiles more
MIN_GAIN = 0.0            # a swap is made when it is expected to be worth more than this
ORPHANS_WITHIN = 3        # thirteen orphans this near (and nearer than any other shape) is aimed for


@lru_cache(maxsize=4096)
def _sets_of(hand: tuple[int, ...]) -> int:
    first = next((k for k, n in enumerate(hand) if n), None)
    if first is None:
        return 0
    rest = list(hand)
    rest[first] -= 1
    best = _sets_of(tuple(rest))                      # the first tile stays out of any set
    if hand[first] >= 3:
        rest = list(hand)
        rest[first] -= 3
        best = max(best, 1 + _sets_of(tuple(rest)))
    if first not in HONOURS and first % RANKS <= RANKS - 3 and hand[first + 1] and hand[first + 2]:
        rest = list(hand)
        for k in (first, first + 1, first + 2):
            rest[k] -= 1
        best = max(best, 1 + _sets_of(tuple(rest)))
    return best


def complete_sets(hand: Sequence[int]) -> int:
    """The most complete sets (chows and pungs) the concealed `hand` can be split into."""
    return _sets_of(tuple(hand[:NUM_PLAY_KINDS]))


def breaks_set(hand: Sequence[int], kind: int) -> bool:
    """True when giving one `kind` away leaves fewer complete sets in `hand`."""
    rest = list(hand[:NUM_PLAY_KINDS])
    rest[kind] -= 1
    return complete_sets(rest) < complete_sets(hand)


def potential(kind: int, unseen: Sequence[int], value_kinds: frozenset[int]) -> float:
    """Unseen tiles that would make a pair or a two-tile partial with a lone `kind`."""
    if kind in HONOURS:
        return unseen[kind] + (VALUE_KIND_BONUS if kind in value_kinds else 0)
    rank, base = kind % RANKS, kind - kind % RANKS
    return unseen[kind] + sum(unseen[base + rank + d] for d in NEIGHBOURS if 0 <= rank + d < RANKS)


def _unseen(counts: Sequence[int], seen: Sequence[int]) -> list[int]:
    return [max(0, COPIES - counts[k] - seen[k]) for k in range(NUM_PLAY_KINDS)]


def _near(hand: Sequence[int]) -> set[int]:
    """The kinds a drawn tile must be to improve `hand`: one it holds, or within two ranks of one
    in the same suit (any other tile stays a lone single)."""
    out = set()
    for k in range(NUM_PLAY_KINDS):
        if not hand[k]:
            continue
        out.add(k)
        if k not in HONOURS:
            rank, base = k % RANKS, k - k % RANKS
            out.update(base + rank + d for d in NEIGHBOURS if 0 <= rank + d < RANKS)
    return out


def swap_gain(hand: list[int], kind: int, stand_in: int, unseen: Sequence[int], total: int,
              dead: frozenset[int], before: int, beat: float) -> float:
    """Expected shanten gained by swapping one `kind` of a 13-tile `hand` (at shanten `before`)
    for a random unseen tile (`stand_in`: an unheld honour standing for the tile to come; `dead`:
    kinds that are stand-ins). A swap that cannot gain more than `beat` returns at most `beat`
    without the costly count of improving tiles."""
    hand[kind] -= 1
    hand[stand_in] += 1
    after = shanten(hand, 0, shapes=SHAPES)
    reach = sum(unseen[r] for r in _near(hand) if r not in dead)
    if before - after + reach / total <= beat:
        gain = beat
    else:
        helps = sum(unseen[r] for r in improving_tiles(hand, 0, shapes=SHAPES) if r not in dead)
        gain = before - (after - helps / total)
    hand[kind] += 1
    hand[stand_in] -= 1
    return gain


def orphans_exchange(counts: Sequence[int]) -> list[int]:
    """For thirteen orphans: every tile that is not a terminal or an honour, and each copy of
    one beyond the first pair."""
    given = [k for k in range(NUM_PLAY_KINDS) if k not in ORPHANS for _ in range(counts[k])]
    pair = False
    for k in ORPHANS:
        extra = counts[k] - 1 if counts[k] else 0
        if extra and not pair:
            pair, extra = True, extra - 1
        given += [k] * extra
    return given


def choose_exchange(counts: Sequence[int], seen: Sequence[int], value_kinds: frozenset[int]) -> list[int]:
    """The kinds (one entry per tile) a hand of 13 or 14 gives back: see the module docstring."""
    hand = list(counts[:NUM_PLAY_KINDS])
    orphans = thirteen_orphans_shanten(hand)
    if orphans <= ORPHANS_WITHIN and orphans < shanten(hand, 0, shapes=SHAPES):
        return orphans_exchange(hand)
    given: list[int] = []
    if sum(hand) % 3 == 2:                       # the dealer's fourteen
        if shanten(hand, 0, shapes=("standard", "seven_pairs", "thirteen_orphans")) < 0:
            return []                            # a complete hand: 天和 is waiting
        options = [o.discard for o in effective_tiles(hand, 0, shapes=SHAPES, visible=seen)]
        first = next((k for k in options if not breaks_set(hand, k)), options[0])
        given.append(first)
        hand[first] -= 1
    unseen = _unseen(counts, seen)
    total = sum(unseen) or 1
    average = sum(unseen[k] * potential(k, unseen, value_kinds) for k in range(NUM_PLAY_KINDS)) / total
    stand_ins = [k for k in HONOURS if hand[k] == 0]
    dead: set[int] = set()
    while stand_ins:
        stand_in = stand_ins[0]
        marked = frozenset(dead | {stand_in})
        best: tuple[float, int] | None = None
        before = shanten(hand, 0, shapes=SHAPES)
        for kind in range(NUM_PLAY_KINDS):
            if not hand[kind] or kind in dead or breaks_set(hand, kind):
                continue
            bonus = POTENTIAL_WEIGHT * (average - potential(kind, unseen, value_kinds))
            beat = max(best[0] if best is not None else MIN_GAIN, MIN_GAIN) - bonus
            gain = swap_gain(hand, kind, stand_in, unseen, total, marked, before, beat) + bonus
            if best is None or gain > best[0]:
                best = (gain, kind)
        if best is None or best[0] <= MIN_GAIN:
            break
        kind = best[1]
        given.append(kind)
        hand[kind] -= 1
        hand[stand_in] += 1
        dead.add(stand_ins.pop(0))
    return given
