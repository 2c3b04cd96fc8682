"""Seeded random play: the invariants after every step, leaks, speed, and the shape filter."""
import random
from collections import Counter

import MahjongGB  # the reference calculator, a test oracle only
import pytest

from helpers_engine import GB, check_invariants, check_no_leak
from rules.actions import AddedKong, Chow, ConcealedKong, Discard, Kong, Pung, Win
from rules.engine import HandConfig, apply, is_over, legal_actions, new_hand, result, to_act
from rules.events import Claimed, KongDeclared, KongRobbed, Won
from rules.tiles import TILES


def _gb(tile):
    i = tile.index
    return f"W{i + 1}" if i < 9 else f"B{i - 8}" if i < 18 else f"T{i - 17}" if i < 27 else \
        f"F{i - 26}" if i < 31 else f"J{i - 30}"


def _packs(state, seat):
    packs = []
    for m in state.melds[seat]:
        tiles = sorted(m.meld.tiles)
        if m.meld.kind.value == "chow":
            packs.append(("CHI", _gb(tiles[1]), tiles.index(m.meld.claimed) + 1))
        else:
            packs.append(("PENG" if m.meld.kind.value == "pung" else "GANG", _gb(tiles[0]), m.meld.claimed_from or 0))
    return tuple(packs)


def _greedy(state, seat, acts, rng):
    """A chooser that plays toward a win: discards keep the reference shanten lowest."""
    wins = [a for a in acts if isinstance(a, Win)]
    if wins:
        return wins[0]
    kongs = [a for a in acts if isinstance(a, (ConcealedKong, AddedKong, Kong))]
    if kongs and rng.random() < 0.7:
        return kongs[0]
    discards = [a for a in acts if isinstance(a, Discard)]
    if not discards:  # a claim window: take a pung or chow now and then
        melds = [a for a in acts if isinstance(a, (Pung, Chow))]
        return melds[0] if melds and rng.random() < 0.3 else acts[-1]
    packs, hand = _packs(state, seat), state.hands[seat]
    best, choice = 99, []
    for a in discards:
        rest = tuple(_gb(state.kinds[t]) for t in hand if t != a.tile)
        sh = MahjongGB.MahjongShanten(packs, rest)
        if sh < best:
            best, choice = sh, [a]
        elif sh == best:
            choice.append(a)
    return choice[rng.randrange(len(choice))]


def play_random(seed, hand_no, *, check=False, greedy=False):
    """One hand with a seeded chooser: uniformly random legal actions (a win is taken 90% of the
    time), or, with `greedy`, actions that play toward a win."""
    rng = random.Random(f"chooser:{seed}:{hand_no}")
    config = HandConfig(seed=seed, hand_no=hand_no, dealer=hand_no % 4, round_wind="ESWN"[hand_no // 4 % 4])
    state, events = new_hand(GB, config)
    log = list(events)
    if check:
        check_invariants(state)
        check_no_leak(state, events)
    while not is_over(state):
        seats = to_act(state)
        seat = seats[rng.randrange(len(seats))]
        acts = legal_actions(state, seat)
        if greedy:
            action = _greedy(state, seat, acts, rng)
        else:
            wins = [a for a in acts if isinstance(a, Win)]
            action = wins[0] if wins and rng.random() < 0.9 else acts[rng.randrange(len(acts))]
        state, events = apply(state, action)
        log.extend(events)
        if check:
            check_invariants(state)
            # every view is compared on every 4th step and at the end; masked events always
            check_no_leak(state, events, views=state.steps % 4 == 0 or is_over(state))
    return state, log


@pytest.mark.slow
def test_two_hundred_random_hands_keep_every_invariant():
    seen = Counter()
    for hand_no in range(200):
        state, log = play_random("sim", hand_no, check=True, greedy=hand_no % 2 == 1)
        res = result(state)
        assert sum(res.payments) == 0
        seen["exhausted" if res.exhausted else "won"] += 1
        for e in log:
            if isinstance(e, Claimed):
                seen[e.claim] += 1
            elif isinstance(e, KongDeclared):
                seen[e.kong] += 1
            elif isinstance(e, KongRobbed):
                seen["robbed"] += 1
            elif isinstance(e, Won):
                seen["self_drawn" if e.self_drawn else "on_discard"] += 1
    # the run really went through the rules it checks
    print(dict(seen))
    for key in ("won", "exhausted", "chow", "pung", "kong", "added", "concealed", "self_drawn", "on_discard"):
        assert seen[key] > 0, f"no {key} in 200 random hands: {seen}"


def test_random_play_is_reproducible():
    a = [e.to_json() for e in play_random("again", 3)[1]]
    b = [e.to_json() for e in play_random("again", 3)[1]]
    assert a == b


def _reference_win(counts):
    hand = [_gb(TILES[k]) for k in range(34) for _ in range(counts[k])]
    try:
        MahjongGB.MahjongFanCalculator((), tuple(hand[:-1]), hand[-1], 0, True, False, False, False, 0, 0)
    except TypeError as exc:
        assert "NOT_WIN" in str(exc), exc
        return False
    return True


@pytest.mark.parametrize("text, expected", [
    ("19m19p19s12345677z", True), ("147m258p369s12345z", True), ("147m258p3s1234567z", True),
    ("147m258p369s23455s", True), ("147m258p369s1234z6z", True), ("147m258p368s12345z", False),
    ("11223344556677m", True), ("11112233445566m", True), ("159m19p19s1234567z", False),
    ("11122233344455m", True), ("12345678999m5p11z", False),
])
def test_shape_filter_on_special_shapes(text, expected):
    from rules.tiles import counts_of, parse_tiles
    counts = counts_of(parse_tiles(text))
    assert GB.could_win(counts) is expected is _reference_win(counts)


def test_shape_filter_agrees_with_the_reference_on_random_hands():
    rng = random.Random(3)
    agreed = positives = 0
    for _ in range(3000):
        counts = [0] * 34
        for _ in range(4):  # four random sets and a pair, then perhaps one tile changed
            while True:
                if rng.random() < 0.5:
                    s, r = rng.randrange(3), rng.randrange(7)
                    ks = [9 * s + r, 9 * s + r + 1, 9 * s + r + 2]
                else:
                    ks = [rng.randrange(34)] * 3
                if all(counts[k] + ks.count(k) <= 4 for k in ks):
                    break
            for k in ks:
                counts[k] += 1
        pair = rng.choice([k for k in range(34) if counts[k] <= 2])
        counts[pair] += 2
        if rng.random() < 0.5:
            counts[rng.choice([k for k in range(34) if counts[k]])] -= 1
            counts[rng.choice([k for k in range(34) if counts[k] < 4])] += 1
        expected = _reference_win(counts)
        positives += expected
        assert GB.could_win(counts) is expected, counts
        agreed += 1
    assert positives > 1000
