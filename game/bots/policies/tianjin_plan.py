"""天津 value planning before the hand is ready (§6 of docs/rules/tianjin.md): keep the tiles of
a 龙 in reach while the wall is long enough to finish it.

A 龙 (1-9 of one suit, 混 filling gaps) is worth 4 (8 in the 混's own suit, 本混龙) against about
`PLAIN_WIN` for the wins the hand makes anyway. Throwing the last copy of a rank it needs costs
the chance the 龙 had minus the chance it keeps, times what it would add (value units, every
payer), on the discards' scale (`SCALE` per value unit). The chance to draw a missing rank is the
chance one of its live copies comes in the seat's own draws left; the 混 fill the hardest ranks.
Short walls leave little chance, so the weight fades by itself; below `MIN_DRAWS` own draws it is
off. The default bot's speed weights (100 per step of shanten) still decide when the plan slows
the hand more than it is worth. (A like weight for the 4万 and 6万 of a 捉伍儿 changed nothing
measurable, 1000 arena walls: the target's plan weight already keeps them.)
"""
from __future__ import annotations

from typing import Optional, Sequence

from rules.engine import SeatView
from rules.tiles import COPIES, NUM_PLAY_KINDS

from ..table_reading import hand_counts, visible_counts

SCALE = 14.0            # discard weight per expected value unit (all payers) gained
PLAIN_WIN = 2.4         # mean value of a win without 龙 or 捉伍儿 (arena, 天津 expert)
DIAO_SHARE = 1.3        # mean multiplier a 龙 win gets from 混儿吊 and 素, about
MAX_MISSING = 4         # ranks a 龙 may still miss after the 混 (and the throw) to be worth keeping
MIN_DRAWS = 3           # own draws left below which no plan is kept
LONG_VALUE = 4


def draw_chance(live: int, unseen: int, draws: int) -> float:
    """Chance at least one of `live` copies among `unseen` tiles comes in `draws` own draws."""
    if live <= 0 or draws <= 0:
        return 0.0
    return 1.0 - (1.0 - min(1.0, live / max(1, unseen))) ** draws


def _long_chance(ranks: Sequence[int], held: Sequence[int], jokers: int, live: Sequence[int], unseen: int,
                 draws: int) -> float:
    """Chance to fill the 龙's missing ranks: the 混 take the hardest ones, the rest must be drawn."""
    chances = sorted((draw_chance(live[k], unseen, draws) for k in ranks if not held[k]), reverse=True)
    drawn = chances[:max(0, len(chances) - jokers)]
    out = 1.0
    for c in drawn:
        out *= c
    return out


def _suit_of(hun: frozenset[int]) -> Optional[int]:
    """The suit of the 混 (本混龙), None for honour 混."""
    return next((k // 9 for k in hun if k < 27), None)


def plan_weights(view: SeatView, kind: int, counts: Sequence[int], jokers: int, melds: int,
                 hun: frozenset[int]) -> dict[str, float]:
    """Named weights (negative: a cost) for discarding one tile of `kind` from a hand of natural
    `counts` (混 left out) with `jokers` 混 of the kinds `hun` and `melds` melds: the 龙 value
    it gives up."""
    seats = max(1, len(view.seat_winds))
    draws = view.wall_remaining // seats
    if draws < MIN_DRAWS or melds > 1 or kind >= 27 or counts[kind] != 1:
        return {}         # late, no room for three runs, an honour, or a copy to spare
    suit = kind // 9
    ranks = range(9 * suit, 9 * suit + 9)
    if sum(1 for k in ranks if not counts[k]) + 1 - jokers > MAX_MISSING:
        return {}
    held = hand_counts(view)
    seen = visible_counts(view)
    live = [max(0, COPIES - held[k] - seen[k]) for k in range(NUM_PLAY_KINDS)]
    unseen = max(1, sum(live))
    keep = _long_chance(ranks, counts, jokers, live, unseen, draws)
    after = list(counts)
    after[kind] = 0
    lose = _long_chance(ranks, after, jokers, live, unseen, draws)
    value = LONG_VALUE * (2 if suit == _suit_of(hun) else 1) * DIAO_SHARE
    gain = max(0.0, value - PLAIN_WIN) * (seats - 1) * (keep - lose)
    return {"long_plan": -round(SCALE * gain, 3)} if gain > 0 else {}
