"""Every score row names the tiles that form it (ScoreItem.tiles, lit when the settlement's row is
hovered): never empty where the row is about tiles, always tiles of the winning hand (melds,
concealed tiles, the winning tile, the flowers set aside). 杠上开花 is the kong and the winning
tile, 五门齐 and the other whole-hand patterns every tile, the winning one too, 小四喜 / 小三元
the pungs and the pair, a flower row the flowers themselves."""
import json
from collections import Counter
from pathlib import Path

import pytest

from game.session import MatchSession
from rules.events import Won
from rules.scoring import WinContext
from rules.tiles import parse_tiles
from rules.variants.guobiao import VARIANT as GUOBIAO
from rules.variants.guobiao.scoring import score_guobiao

context_from_json = GUOBIAO.read_hand

CASES = Path(__file__).resolve().parents[1] / "data" / "guobiao_fan_cases.jsonl"
# Rows that are about the deal, not about tiles: 苏州's 豹子 / 滴零 doublings.
NOT_ABOUT_TILES = {"baozi", "diling"}
FLOWER_ROWS = {"flower_tiles", "flower_tiles_doubled"}


def hand_of(ctx: WinContext) -> Counter:
    tiles = list(ctx.all_concealed) + [t for m in ctx.melds for t in m.tiles]
    return Counter(t.index for t in tiles)


def cases():
    return [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines()]


def test_every_guobiao_row_of_the_600_cases_names_tiles_of_the_hand():
    rows = 0
    for case in cases():
        ctx = context_from_json(case["hand"])
        hand = hand_of(ctx)
        for item in score_guobiao(ctx).items:
            lit = Counter(t.index for t in item.tiles)
            if item.key in FLOWER_ROWS:   # a hand given by its flower count names no flower tile
                assert not lit, case["id"]
                continue
            rows += 1
            assert lit, (case["id"], item.key)
            assert not lit - hand, (case["id"], item.key, item.tiles)
    assert rows > 2400


def _scored(case_id):
    case = next(c for c in cases() if c["id"] == case_id)
    ctx = context_from_json(case["hand"])
    return ctx, {i.key: Counter(t.index for t in i.tiles) for i in score_guobiao(ctx).items}


def test_out_with_replacement_tile_lights_the_kong_and_the_winning_tile():
    seen = 0
    for case in cases():
        ctx = context_from_json(case["hand"])
        items = {i.key: i for i in score_guobiao(ctx).items}
        if "out_with_replacement_tile" not in items:
            continue
        seen += 1
        kongs = Counter(t.index for m in ctx.melds if m.is_kong for t in m.tiles)
        assert Counter(t.index for t in items["out_with_replacement_tile"].tiles) == kongs + Counter([ctx.win_tile.index])
    assert seen >= 3


def test_whole_hand_patterns_light_every_tile_the_winning_one_too():
    for case in cases():
        ctx = context_from_json(case["hand"])
        for item in score_guobiao(ctx).items:
            if item.key in ("all_types", "melded_hand", "full_flush", "all_pungs", "seven_pairs"):
                assert Counter(t.index for t in item.tiles) == hand_of(ctx), (case["id"], item.key)


def test_little_four_winds_and_little_three_dragons_light_their_pair():
    _, items = _scored("gb-00154")          # 111z 222z 333z pungs, 44z the pair
    assert items["little_four_winds"] == Counter(t.index for t in parse_tiles("11122233344z"))
    _, items = _scored("gb-00124")          # 555z pung, 7777z kong, 66z the pair
    assert items["little_three_dragons"] == Counter(t.index for t in parse_tiles("555z7777z66z"))


def test_a_flower_row_names_the_flowers_the_context_carries():
    case = next(c for c in cases() if c["hand"]["flags"].get("flowers"))
    ctx = context_from_json(case["hand"])
    flowers = tuple(parse_tiles("12345678f"))[:ctx.flowers]
    named = WinContext(**{**ctx.__dict__, "extra": {"flower_tiles": flowers}})
    row = next(i for i in score_guobiao(named).items if i.key == "flower_tiles")
    assert row.tiles == flowers and row.count == ctx.flowers


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["guobiao", "sichuan", "tianjin", "suzhou"])
def test_the_rows_of_played_wins_light_tiles_of_the_winners_hand_and_flowers(variant):
    rows = Counter()
    for seed in range(30):
        session = MatchSession(variant, seed=seed, human=None)
        while not session.hand_over:
            session.step()
        flowers = {seat: Counter(session.state.kinds[t].index for t in session.state.flowers[seat])
                   for seat in range(4)}
        for event in session.poll_events(None):
            if not isinstance(event, Won):
                continue
            hand = Counter(k.index for k in event.hand_kinds)
            if event.tile not in event.hand:
                hand[event.kind.index] += 1
            for tm in event.melds:
                hand += Counter(k.index for k in tm.meld.tiles)
            for item in event.score.items:
                lit = Counter(t.index for t in item.tiles)
                rows[item.key] += 1
                if item.key in NOT_ABOUT_TILES:
                    continue
                if item.key in FLOWER_ROWS:
                    assert lit == flowers[event.seat], (variant, seed, item.key)
                    continue
                assert lit, (variant, seed, item.key)
                assert not lit - hand, (variant, seed, item.key, item.tiles)
    assert sum(rows.values()) >= 30, rows
