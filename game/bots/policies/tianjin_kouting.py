"""天津 扣听 for the default bot (option kou_ting, docs/rules/tianjin.md §6a).

A turn whose discard leaves the hand ready offers 扣听 beside it. The bot weighs the discards as
on any turn and then reads the chosen discard's waits with the variant's scorer in this seat's
situation (the 混儿, dealer or not): each kind that completes the hand is a legal win only when
worth the minimum of 2 on its own (扣听's ×4 comes after the minimum). 扣听 quadruples the win
but locks the hand (the table discards for it, no 碰 or 杠, the wait never changes) and a 扣听
player pays ×4 when another wins, so:
- no legal winning kind with a live copy: never declare;
- a 混儿吊 wait (every drawn tile wins): declare at once, the wait cannot improve;
- otherwise declare with `GOOD_LIVE` live winning tiles, or with any live one late in the wall
  (`LATE`), when there is no time left to improve the wait.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from rules.engine import SeatView
from rules.scoring import WinContext
from rules.tiles import COPIES, NUM_PLAY_KINDS, TILES
from rules.variants.facts import scorer_facts_of
from rules.variants.tianjin import VARIANT

from ..table_reading import hand_counts, own_melds, visible_counts

GOOD_LIVE = 4       # live legal winning tiles that make a wait worth locking
LATE = 16           # live tiles left in the wall: no time to improve the wait any more
ALL_KINDS = 25      # legal winning kinds of a 混儿吊 wait (nearly every kind wins)


@dataclass(frozen=True)
class KouTingRead:
    """The legal waits a discard leaves, scored in this seat's situation."""

    waits: tuple[int, ...]     # kinds whose self-draw is a legal win
    live: int                  # their copies not in sight
    best: int                  # the best such win's value before 扣听


def read_after(view: SeatView, kind: int) -> KouTingRead:
    """The legal waits left after discarding one tile of `kind` (none when it leaves no win)."""
    counts = hand_counts(view)
    counts[kind] -= 1
    concealed = tuple(TILES[k] for k in range(NUM_PLAY_KINDS) for _ in range(counts[k]))
    melds = own_melds(view)
    seen = visible_counts(view)
    facts = {**scorer_facts_of(view), "kou_ting": False}
    options = VARIANT.resolve_options(view.options)
    held = list(counts)
    for m in melds:
        for t in m.tiles:
            held[t.index] += 1
    waits, live, best = [], 0, 0
    for wait in range(NUM_PLAY_KINDS):
        ctx = WinContext(melds=melds, concealed=concealed, win_tile=TILES[wait], self_drawn=True,
                         seat_wind=view.seat_winds[view.seat], round_wind=view.round_wind,
                         dealer=view.seat == view.dealer, extra=facts)
        result = VARIANT.score(ctx, options)
        if not VARIANT.is_legal_win(result):
            continue
        waits.append(wait)
        live += max(0, COPIES - held[wait] - seen[wait])
        best = max(best, result.total)
    return KouTingRead(tuple(waits), live, best)


def should_kou_ting(read: KouTingRead, wall_remaining: int) -> tuple[bool, str]:
    """(declare, reason key) for the chosen discard's waits: see the module docstring."""
    if read.live == 0:
        return False, "kou_ting_dead"
    if len(read.waits) >= ALL_KINDS:
        return True, "kou_ting_any"
    if read.live >= GOOD_LIVE:
        return True, "kou_ting_good"
    if wall_remaining <= LATE:
        return True, "kou_ting_late"
    return False, "kou_ting_keep"


def kou_ting_for(view: SeatView, kind: int) -> Optional[tuple[KouTingRead, bool, str]]:
    """The read and the verdict for a discard of `kind`; None when it leaves no legal wait."""
    read = read_after(view, kind)
    if not read.waits:
        return None
    declare, key = should_kou_ting(read, view.wall_remaining)
    return read, declare, key
