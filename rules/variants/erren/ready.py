"""Is a hand ready (听牌)? The shape test behind 报听 (a discard that leaves the hand ready) and
海底捞月 (who is ready when the 71 are used): docs/rules/two-player-71.md §4, §6.

Ready means one more tile completes four sets and a pair (with the melds), seven pairs or
thirteen orphans, whatever it scores: "ready" is the shape, the 番 are asked only when a tile
completes it. A wait on a kind whose four copies the hand itself holds (melds included) never
comes, so it does not make the hand ready.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from ...melds import MeldKind
from ...shapes import TERMINALS_AND_HONORS, standard_waits
from ...table_protocol import Table
from ...tiles import COPIES, NUM_PLAY_KINDS

PAIRS_BUT_ONE = 6     # seven pairs: six pairs and the single waiting for its twin
CLOSED_HAND = 13      # a hand without melds, before its winning tile


def may_declare(options: Mapping[str, Any], meld_kinds: Iterable[MeldKind]) -> bool:
    """A hand with melds of `meld_kinds` may declare 报听 under the room's `options`: any hand,
    or (option `baoting_open` off, the riichi reading of §4 T4) only a closed one, concealed
    kongs allowed."""
    return options.get("baoting_open") is not False or all(k is MeldKind.CONCEALED_KONG for k in meld_kinds)


def waits(counts: Sequence[int], melded: bool) -> set[int]:
    """Kinds that complete a hand of 3k+1 concealed tiles (`counts`: the 34 play kinds);
    seven pairs and thirteen orphans only without melds (`melded`)."""
    found = set(standard_waits(counts))
    if melded or sum(counts) != CLOSED_HAND:
        return found
    if sum(c // 2 for c in counts) == PAIRS_BUT_ONE:
        found.update(k for k, c in enumerate(counts) if c % 2)
    if all(counts[k] == 0 for k in range(NUM_PLAY_KINDS) if k not in TERMINALS_AND_HONORS):
        missing = [k for k in TERMINALS_AND_HONORS if counts[k] == 0]
        if not missing:
            found.update(TERMINALS_AND_HONORS)
        elif len(missing) == 1:
            found.add(missing[0])
    return found


def live_waits(counts: Sequence[int], held: Sequence[int], melded: bool) -> set[int]:
    """`waits` without the kinds the hand holds all copies of (`held`: counts in hand and melds)."""
    return {k for k in waits(counts, melded) if held[k] < COPIES}


def seat_counts(table: Table, seat: int) -> tuple[list[int], list[int], bool]:
    """(concealed counts, counts held in hand and melds, has melds) of `seat`, by the 34 kinds."""
    kinds = table.kinds
    counts = [0] * NUM_PLAY_KINDS
    for t in table.hands[seat]:
        counts[kinds[t].index] += 1
    held = list(counts)
    for m in table.melds[seat]:
        for t in m.tiles:
            held[kinds[t].index] += 1
    return counts, held, bool(table.melds[seat])


def is_ready(table: Table, seat: int) -> bool:
    """`seat` holds 13 (counting each meld as three) and one more tile would complete it."""
    counts, held, melded = seat_counts(table, seat)
    if sum(counts) % 3 != 1:
        return False
    return bool(live_waits(counts, held, melded))


def kinds_leaving_ready(table: Table, seat: int) -> frozenset[int]:
    """The kinds whose discard leaves `seat`'s hand (14 counting melds as three) ready."""
    counts, held, melded = seat_counts(table, seat)
    if sum(counts) % 3 != 2:
        return frozenset()
    out = set()
    for k in range(NUM_PLAY_KINDS):
        if counts[k]:
            counts[k] -= 1
            held[k] -= 1
            if live_waits(counts, held, melded):
                out.add(k)
            counts[k] += 1
            held[k] += 1
    return frozenset(out)

