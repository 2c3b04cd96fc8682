"""The 600 reference-scored 国标 hands: same total and same (fan, count) breakdown, every one;
plus seeded random hands checked against the reference calculator itself."""
import json
import random
from collections import Counter
from pathlib import Path

import pytest

from rules.errors import NotationError
from rules.melds import MeldKind
from rules.shapes import KNITTED_PATTERNS, TERMINALS_AND_HONORS
from rules.tiles import TILES, format_tiles
from rules.variants.guobiao import VARIANT as GUOBIAO
from rules.variants.guobiao.scoring import score_guobiao

context_from_json = GUOBIAO.read_hand

CASES_PATH = Path(__file__).resolve().parents[1] / "data" / "guobiao_fan_cases.jsonl"
CASES = [json.loads(line) for line in CASES_PATH.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_the_case_file_is_complete():
    assert len(CASES) == 600
    assert len({c["id"] for c in CASES}) == 600


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case_matches_reference(case):
    result = score_guobiao(context_from_json(case["hand"]))
    got = Counter((item.name_zh, item.count) for item in result.items)
    expected = Counter((fan["name_zh"], fan["count"]) for fan in case["fans"])
    assert result.win
    assert got == expected, f"{case['id']} ({case['category']})"
    assert result.total == case["total"]
    assert result.meets_minimum == case["ge8"]
    assert sum(i.value * i.count for i in result.items if i.key != "flower_tiles") == case["total_excl_flowers"]
    # ids and per-occurrence values agree with the reference too
    assert sorted((i.fan_id, i.value) for i in result.items) == sorted((f["id"], f["fan"]) for f in case["fans"])
    if not result.meets_minimum:
        assert "needs 8" in result.reason


# ---------------------------------------------------------------- differential check, random hands
#
# Seeded random hands (4 sets + pair with random melds and kongs, seven pairs, thirteen orphans,
# knitted shapes, nine gates; random flags; some with one tile swapped so they may not win) scored
# by us and by the reference calculator itself (a test oracle: runtime code never imports it).

_WAIT_NAMES = {"独听・边张": "边张", "独听・嵌张": "嵌张", "独听・单钓": "单钓将"}


def _ref_code(i: int) -> str:
    return (f"W{i + 1}" if i < 9 else f"B{i - 8}" if i < 18 else f"T{i - 17}" if i < 27
            else f"F{i - 26}" if i < 31 else f"J{i - 30}")


def _reference_score(calculator, ctx):
    packs = []
    for m in ctx.melds:
        idx = sorted(t.index for t in m.tiles)
        if m.kind is MeldKind.CHOW:
            packs.append(("CHI", _ref_code(idx[1]), idx.index(m.claimed.index) + 1))
        elif m.kind is MeldKind.PUNG:
            packs.append(("PENG", _ref_code(idx[0]), m.claimed_from))
        else:
            packs.append(("GANG", _ref_code(idx[0]), 0 if m.kind is MeldKind.CONCEALED_KONG else m.claimed_from))
    try:
        fans = calculator(tuple(packs), tuple(_ref_code(t.index) for t in ctx.concealed), _ref_code(ctx.win_tile.index),
                          ctx.flowers, ctx.self_drawn, ctx.last_of_kind, ctx.kong_related, ctx.last_tile,
                          "ESWN".index(ctx.seat_wind), "ESWN".index(ctx.round_wind), True)
    except TypeError as error:  # the binding raises TypeError("ERROR_NOT_WIN") and the like
        return None, str(error)
    return sum(p * c for p, c, _, _ in fans), Counter((_WAIT_NAMES.get(zh, zh), c) for _, c, zh, _ in fans)


def _random_hand(rng: random.Random) -> dict:
    used = [0] * 34
    pick = rng.choice([lambda: rng.randrange(34), lambda: rng.randrange(9), lambda: rng.randrange(18),
                       lambda: rng.choice(TERMINALS_AND_HONORS), lambda: rng.randrange(27, 34)])

    def take(idx):
        if any(used[i] + idx.count(i) > 4 for i in idx):
            return False
        for i in idx:
            used[i] += 1
        return True

    def a_set():
        while True:
            i = pick()
            r = rng.random()
            if r < 0.5 and i < 27 and i % 9 <= 6 and take([i, i + 1, i + 2]):
                return "chow", [i, i + 1, i + 2]
            if 0.5 <= r < 0.85 and take([i] * 3):
                return "pung", [i] * 3
            if r >= 0.85 and take([i] * 4):
                return "kong", [i] * 4

    def a_pair():
        while True:
            i = pick()
            if take([i, i]):
                return [i, i]

    melds, concealed = [], []
    shape = rng.random()
    if shape < 0.08:
        for _ in range(7):
            concealed += a_pair()
    elif shape < 0.11:
        concealed = list(TERMINALS_AND_HONORS) + [rng.choice(TERMINALS_AND_HONORS)]
    elif shape < 0.14:
        honors = rng.randint(5, 7)
        concealed = rng.sample(rng.choice(KNITTED_PATTERNS), 14 - honors) + rng.sample(range(27, 34), honors)
    elif shape < 0.18:
        body = list(rng.choice(KNITTED_PATTERNS))
        take(body)
        kind, idx = a_set()
        if rng.random() < 0.4:
            melds.append((kind, idx))
        else:
            concealed += idx[:3]
        concealed += body + a_pair()
    elif shape < 0.20:
        base = rng.choice([0, 9, 18])
        concealed = [base] * 3 + [base + r for r in range(1, 8)] + [base + 8] * 3 + [base + rng.randrange(9)]
    else:
        declared = rng.choice([0, 0, 0, 1, 1, 2, 2, 3, 4])
        for k in range(4):
            kind, idx = a_set()
            if k < declared:
                melds.append((kind, idx))
            else:
                concealed += idx[:3]  # a kong left in hand is a pung
        concealed += a_pair()
    if rng.random() < 0.3:  # swap one tile: the hand may stop winning
        concealed[rng.randrange(len(concealed))] = pick()
    win = concealed.pop(rng.randrange(len(concealed)))
    as_json = []
    for kind, idx in melds:
        text = format_tiles(TILES[i] for i in idx)
        if kind == "chow":
            as_json.append({"type": "chow", "tiles": text, "from": 1, "claimed": str(TILES[rng.choice(idx)])})
        elif kind == "pung":
            as_json.append({"type": "pung", "tiles": text, "from": rng.randint(1, 3)})
        elif rng.random() < 0.5:
            as_json.append({"type": "kong", "tiles": text, "from": rng.randint(1, 3)})
        else:
            as_json.append({"type": "concealed_kong", "tiles": text})
    flags = {"self_drawn": rng.random() < 0.4, "last_of_kind": rng.random() < 0.15,
             "kong_related": rng.random() < 0.1, "last_tile": rng.random() < 0.08,
             "seat_wind": rng.choice("ESWN"), "round_wind": rng.choice("ESWN"), "flowers": rng.choice([0, 0, 1, 3])}
    return {"melds": as_json, "concealed": format_tiles(sorted(TILES[i] for i in concealed)),
            "win_tile": str(TILES[win]), "flags": flags}


@pytest.mark.parametrize("seed", range(4))
def test_random_hands_match_the_reference_calculator(seed):
    calculator = pytest.importorskip("MahjongGB").MahjongFanCalculator
    rng = random.Random(seed)
    checked = not_winning = 0
    while checked < 500:
        hand = _random_hand(rng)
        try:
            ctx = context_from_json(hand)
        except NotationError:  # a swapped tile made a fifth copy
            continue
        checked += 1
        expected_total, expected = _reference_score(calculator, ctx)
        result = score_guobiao(ctx)
        if expected_total is None:
            not_winning += 1
            assert not result.win, (hand, expected)
            continue
        got = Counter((i.name_zh, i.count) for i in result.items)
        assert (result.total, got) == (expected_total, expected), hand
    assert not_winning > 0  # the swapped-tile hands do exercise the non-winning path
