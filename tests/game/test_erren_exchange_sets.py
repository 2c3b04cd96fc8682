"""二人麻将's opening exchange (the bot's and the hint's) never gives back a tile of a complete set."""
from __future__ import annotations

import random
from functools import lru_cache

from game.bots.policies.erren_exchange import choose_exchange
from rules.tiles import NUM_PLAY_KINDS, TILES

RED = 33                                   # 中
VALUE = frozenset({27, 31, 32, 33})        # 东 (seat and round) and the three dragons


def counts_of(text: str) -> list[int]:
    """'123m456p' -> counts per kind."""
    out, digits = [0] * NUM_PLAY_KINDS, []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
            continue
        base = {"m": 0, "p": 9, "s": 18, "z": 27}[ch]
        for d in digits:
            out[base + d - 1] += 1
        digits = []
    return out


@lru_cache(maxsize=None)
def most_sets(hand: tuple[int, ...]) -> int:
    """An independent count: the most chows and pungs the hand splits into."""
    k = next((i for i, n in enumerate(hand) if n), None)
    if k is None:
        return 0
    rest = list(hand)
    rest[k] -= 1
    best = most_sets(tuple(rest))
    if hand[k] >= 3:
        rest = list(hand)
        rest[k] -= 3
        best = max(best, 1 + most_sets(tuple(rest)))
    if k < 27 and k % 9 <= 6 and hand[k + 1] and hand[k + 2]:
        rest = list(hand)
        rest[k], rest[k + 1], rest[k + 2] = rest[k] - 1, rest[k + 1] - 1, rest[k + 2] - 1
        best = max(best, 1 + most_sets(tuple(rest)))
    return best


def test_three_red_dragons_and_a_chow_stay() -> None:
    """The hand a player was told to break: 123p and 中中中 are finished sets, so they stay."""
    hand = counts_of("45m123p67p13s7s777z")
    given = choose_exchange(hand, [0] * NUM_PLAY_KINDS, VALUE)
    assert RED not in given, [str(TILES[k]) for k in given]
    assert not {9, 10, 11} & set(given), [str(TILES[k]) for k in given]


def test_no_exchange_breaks_a_set() -> None:
    """Over many dealt hands (13 and the dealer's 14), the sets held before are held after."""
    rng = random.Random(29)
    deck = [k for k in range(NUM_PLAY_KINDS) for _ in range(4)]
    for i in range(300):
        rng.shuffle(deck)
        hand = [0] * NUM_PLAY_KINDS
        for k in deck[:13 + i % 2]:
            hand[k] += 1
        given = choose_exchange(hand, [0] * NUM_PLAY_KINDS, VALUE)
        left = list(hand)
        for k in given:
            left[k] -= 1
        assert most_sets(tuple(left)) == most_sets(tuple(hand)), (hand, given)
        assert all(left[k] >= 3 for k in VALUE if hand[k] >= 3), (hand, given)
