"""Danger weighs the threatened hand's value (issue 28: a 苏州 hint dealt into a big 花 hand): the
same tile against the same melds and discards is warned when the seat shows eight flowers and
not when he shows none, as the bot's own reading values a deal-in (game/bots/defence.py
`SeatRead.cost`); where a variant reads no value the threshold is the chance alone."""
from game.teaching.danger import DANGER_CHANCE, assess, danger_line
from rules.engine import HandConfig, new_hand
from rules.tiles import parse_tiles
from rules.variants.registry import get_variant
from tests.game.danger_positions import scripted
from tests.rules.helpers_engine import stack_wall

SUZHOU = get_variant("suzhou")
HAND = "123m456p789p8s11z55z"   # 8s: a chance of dealing in just under the warning's


def suzhou_view(flowers: int):
    wall = stack_wall({0: HAND}, variant=SUZHOU, throws=((3, 4),))
    state, _ = new_hand(SUZHOU, HandConfig(seed="scenario", dealer=0), stacked=wall)
    # 对家 has punged two winds and thrown seven tiles
    return scripted(state=state, seats={2: {"pungs": "2z3z", "discards": "1m9p4z7p1p2m9m", "flowers": flowers}},
                    wall=40)


def test_a_tile_into_a_hand_showing_eight_flowers_is_dangerous_and_into_a_bare_one_is_not():
    eight = parse_tiles("8s")[0].index
    bare, legal = suzhou_view(0)
    rich, _ = suzhou_view(8)
    plain, big = assess(bare, eight), assess(rich, eight)
    assert plain.chance == big.chance < DANGER_CHANCE       # the same chance of dealing in ...
    assert big.cost > plain.cost                            # ... into a hand worth more
    assert not plain.dangerous and danger_line(bare, legal, eight) is None
    assert big.dangerous and big.threat is not None and big.threat.seat == 2
    line = danger_line(rich, legal, eight)
    assert line is not None and "对家" in line.zh and "亮出8张花牌，点炮代价大" in line.zh
    assert "he has set aside 8 flower tiles, so a deal-in costs a lot" in line.en


def test_a_safe_tile_stays_safe_however_big_the_hand():
    rich, legal = suzhou_view(8)
    for kind in ("5z", "1z"):
        note = assess(rich, parse_tiles(kind)[0].index)
        assert note.level == "safe" and danger_line(rich, legal, parse_tiles(kind)[0].index) is None
