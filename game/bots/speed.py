"""Speed beyond the live count: how many draws a far hand needs to come two steps nearer.

The live count (rules.analysis) says how many tiles take a hand one step nearer, and the bots
cap it, so two or more steps from ready nearly every discard ties. The two-step estimate looks
one draw further: for each tile that improves the hand, the live tiles of the best hand after
drawing it and throwing the best discard. From those the expected draws to gain two steps are
U/L (the first step, L of U unseen tiles improve it) plus U·L/A (the second: A is the sum over
improving draws of copies × the next hand's live tiles, so A/L is its mean live count). Fewer
draws is faster; a hand whose improvements all lead to narrow shapes is slower than its live
count says. One step from ready the second step is the win itself: A/L is then the mean live
count of the waits the improving draws leave (a ready hand's waits are not checked for a legal
win here: the ready weights of default_bot do that).
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from rules.analysis import UNREACHABLE, DiscardOption
from rules.tiles import NUM_PLAY_KINDS

Shanten = Callable[[Sequence[int], int], int]
Improving = Callable[[Sequence[int], int], Sequence[int]]
# (14-equivalent hand, melds, step) -> (discard, improving tiles) of each discard leaving `step`
# (rules.analysis.improving_after_discards with the hand's shapes and jokers)
AfterDiscards = Callable[[Sequence[int], int, int], Sequence[tuple[int, Sequence[int]]]]
NO_SECOND_STEP = 4.0      # draws per unseen tile charged when no draw leads anywhere further


class TwoStep:
    """The two-step estimate of 13-equivalent hands, memoized by the hand after each draw."""

    def __init__(self, shanten: Shanten, improving: Improving, cache_size: int = 20000,
                 after_discards: Optional[AfterDiscards] = None) -> None:
        self._shanten = shanten
        self._improving = improving
        self._after_discards = after_discards     # the same answers as the two above, faster
        self._next_live: dict[tuple[tuple[int, ...], int, int, tuple[int, ...]], int] = {}
        self._cache_size = cache_size

    def draws(self, counts: Sequence[int], melds_count: int, step: int,
              effective: Sequence[tuple[int, int]], live: Sequence[int]) -> Optional[float]:
        """Expected draws for the 13-equivalent hand `counts` (shanten `step`, improved by the
        `effective` (kind, live copies) draws) to come two steps nearer; `live`: unseen copies of
        each kind. None when the hand is ready or nearer (the ready weights decide there)."""
        if step < 1 or step >= UNREACHABLE:
            return None
        unseen = max(1, sum(live[:NUM_PLAY_KINDS]))
        first = sum(n for _, n in effective)
        if first <= 0:
            return None
        second = 0
        hand = list(counts)
        live_key = tuple(live)
        for kind, copies in effective:
            if copies <= 0 or kind >= NUM_PLAY_KINDS:
                continue
            hand[kind] += 1
            second += copies * self._best_next(hand, melds_count, step - 1, live, live_key, kind)
            hand[kind] -= 1
        if second <= 0:
            return unseen / first + NO_SECOND_STEP * unseen / first
        return unseen / first + unseen * first / second

    def _best_next(self, hand: list[int], melds_count: int, step: int, live: Sequence[int],
                   live_key: tuple[int, ...], drawn: int) -> int:
        """The most live improving tiles of a discard from the 14-equivalent `hand` that keeps
        it at `step` (the drawn copy is no longer unseen; `live_key`: `live` as a tuple, made once)."""
        key = (tuple(hand), melds_count, drawn, live_key)
        found = self._next_live.get(key)
        if found is not None:
            return found
        best = 0
        if self._after_discards is not None:
            for _, improving in self._after_discards(hand, melds_count, step):
                total = 0
                for kind in improving:
                    if kind < NUM_PLAY_KINDS:
                        total += max(0, live[kind] - (1 if kind == drawn else 0))
                best = max(best, total)
            self._remember(key, best)
            return best
        for discard in range(NUM_PLAY_KINDS):
            if not hand[discard]:
                continue
            hand[discard] -= 1
            if self._shanten(hand, melds_count) == step:
                total = 0
                for kind in self._improving(hand, melds_count):
                    if kind < NUM_PLAY_KINDS:
                        total += max(0, live[kind] - (1 if kind == drawn else 0))
                best = max(best, total)
            hand[discard] += 1
        self._remember(key, best)
        return best

    def _remember(self, key: tuple[tuple[int, ...], int, int, tuple[int, ...]], best: int) -> None:
        if len(self._next_live) > self._cache_size:
            self._next_live.clear()
        self._next_live[key] = best


def speed_weights(two_step: TwoStep, counts: Sequence[int], melds_count: int, options: Sequence[DiscardOption],
                  live: Sequence[int], per_draw: float, from_step: int, candidates: int) -> dict[int, float]:
    """Per discard kind, minus `per_draw` points for each expected draw it is slower than the
    fastest of the discards that keep the hand nearest (each `from_step` or more steps from
    ready): the `candidates` widest of them are measured, the rest count as the slowest
    measured. {} when the hand is nearer than `from_step` or nothing differs."""
    if not options:
        return {}
    step = min(o.shanten_after for o in options)
    if step < max(1, from_step) or step >= UNREACHABLE:
        return {}
    nearest = sorted((o for o in options if o.shanten_after == step), key=lambda o: (-o.total_live, o.discard))
    measured: dict[int, float] = {}
    hand = list(counts)
    for option in nearest[:candidates]:
        hand[option.discard] -= 1
        draws = two_step.draws(hand, melds_count, step, option.effective, live)
        hand[option.discard] += 1
        if draws is not None:
            measured[option.discard] = draws
    if len(measured) < 2:
        return {}
    fastest, slowest = min(measured.values()), max(measured.values())
    return {o.discard: -round(per_draw * (measured.get(o.discard, slowest) - fastest), 3) for o in nearest}
