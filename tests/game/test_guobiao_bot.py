"""The 国标 expert's own judgement: which ready hand it keeps, by how often its waits come in."""
import random
from dataclasses import replace

from game.bots.base import make_bot
from game.bots.default_bot import DefaultBot
from game.bots.levels import EXPERT
from game.teaching.hints import hint
from game.bots.policies.guobiao_waits import CLASS_WEIGHTS, wait_weights
from rules.engine import legal_actions, view_for
from rules.tiles import Tile
from tests.rules.helpers_engine import deal


def _ready_weight(decision, name_zh: str) -> float:
    return next(w["ready_legal_waits"] for _, k, w in decision.candidates if k == name_zh)


def test_the_guobiao_expert_waits_on_the_outer_tile_that_comes_in_more_often():
    # 七对 with six pairs and two singles, 9p and 5s: throwing either leaves a single wait on
    # the other, three live copies each. A 1/9 arrives about 1.4 times as often per copy as a
    # 4-6 (defending opponents let the outer tiles go), so the expert throws 5s and waits on 9p.
    state, _ = deal({0: "1133m5577p99s44z9p5s"})
    bot = make_bot("expert", 1, 0)
    action = bot.act(view_for(state, 0), legal_actions(state, 0))
    assert str(state.kinds[action.tile]) == "5s"
    # the wait on 九筒 (kept by throwing 五条) weighs more than the wait on 五条, copy for copy
    assert _ready_weight(bot.last_decision, "五条") > _ready_weight(bot.last_decision, "九筒")


def test_guobiao_wait_weights_follow_the_tile_class():
    weights = wait_weights()
    assert weights[Tile.parse("1z").index] == CLASS_WEIGHTS["honor"]
    assert weights[Tile.parse("9p").index] == CLASS_WEIGHTS["terminal"] > weights[Tile.parse("5s").index]
    assert weights[Tile.parse("5s").index] == CLASS_WEIGHTS["middle"]


def test_the_normal_level_counts_every_live_wait_copy_alike():
    # The weighting is the expert's: 普通 sees two waits of three live copies each as equal.
    state, _ = deal({0: "1133m5577p99s44z9p5s"})
    bot = make_bot("normal", 1, 0)
    bot.act(view_for(state, 0), legal_actions(state, 0))
    assert _ready_weight(bot.last_decision, "五条") == _ready_weight(bot.last_decision, "九筒")


def test_the_expert_keeps_the_ways_to_eight_fans_that_its_routes_miss():
    # 23m 6m 8m 999m 2p 55p 8p 白白白: 混一色 in 万 with the pung of 白 (6 + 2 fans) is near. The
    # finishing search sees the ways to it and throws a 筒; without it the expert's nearest route
    # is 组合龙 and it breaks the 23m run.
    state, _ = deal({0: "23m689m99m2p55p8p555z"})
    view, legal = view_for(state, 0), legal_actions(state, 0)
    bot = make_bot("expert", 1, 0)
    assert str(state.kinds[bot.act(view, legal).tile]).endswith("p")
    assert "finish" in bot.last_decision.candidates[0][2]
    plain = DefaultBot(random.Random(0), replace(EXPERT, finishing=False))
    assert str(state.kinds[plain.act(view, legal).tile]) == "2m"


def test_the_hint_says_how_many_ways_to_a_legal_win_the_discard_keeps():
    state, _ = deal({0: "23m689m99m2p55p8p555z"})
    h = hint(view_for(state, 0), legal_actions(state, 0))
    assert "种能达到起和番数的和法，按来牌机会和番数算最划算" in h.reason_zh
    assert "ways to a win worth the minimum, the best bet by their chances and their value" in h.reason_en
