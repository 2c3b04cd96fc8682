"""improving_after_discards (the 苏州 expert's fast two-step look-ahead) gives exactly what
shanten() and improving_tiles() give discard by discard, warm or cold memo, for every shape set,
with jokers, 混 kinds and a void suit."""
from __future__ import annotations

import random
from typing import Optional

import pytest

from rules import analysis as A


@pytest.mark.parametrize("seed", [1, 2])
def test_the_same_answers_as_shanten_and_improving_tiles_discard_by_discard(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(150):
        melds = rng.choice([0, 0, 1, 2])
        jokers = rng.choice([0, 0, 1])
        shapes = rng.choice([("standard", "seven_pairs"), A.SHAPES, ("standard",)])
        void: Optional[str] = rng.choice([None, None, "m", "s"])
        hand = [0] * 34
        while sum(hand) < 14 - 3 * melds - jokers:
            k = rng.randrange(34)
            if hand[k] < 4:
                hand[k] += 1
        kinds: tuple[int, ...] = ()
        if jokers and rng.random() < 0.5:
            kinds = (rng.choice([k for k in range(34) if not hand[k]]),)
        if rng.random() < 0.3:
            A.clear_caches()
        after: dict[int, tuple[int, tuple[int, ...]]] = {}
        for d in range(34):
            if hand[d]:
                hand[d] -= 1
                after[d] = (A.shanten(hand, melds, shapes=shapes, jokers=jokers, void_suit=void),
                            tuple(A.improving_tiles(hand, melds, shapes=shapes, jokers=jokers, void_suit=void,
                                                    joker_kinds=kinds)))
                hand[d] += 1
        for step in {s for s, _ in after.values()} | {rng.randrange(-1, 5)}:
            want = tuple((d, tiles) for d, (s, tiles) in after.items() if s == step)
            assert A.improving_after_discards(hand, melds, step, shapes=shapes, jokers=jokers, void_suit=void,
                                              joker_kinds=kinds) == want


def test_a_thirteen_tile_hand_is_refused_with_a_clear_message() -> None:
    with pytest.raises(ValueError, match="14-equivalent"):
        A.improving_after_discards([1] * 13 + [0] * 21, 0, 1)
