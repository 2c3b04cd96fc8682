"""苏州 bots: they count 花, stay on an exempt pattern while short of the threshold, claim freely
once the 花 are there, and play whole matches without a fault."""
from game.bots.base import make_bot
from game.bots.policies import policy_for
from game.bots.policies.suzhou import SuzhouPolicy, hua_of
from game.bots.table_reading import hand_counts, own_melds
from game.cli.simulate import simulate
from rules.actions import Pass, Pung
from rules.engine import HandConfig, legal_actions, new_hand, view_for
from rules.variants.registry import get_variant
from tests.rules.helpers_engine import act, discard, find, pass_all, stack_wall

SZ = get_variant("suzhou")


def sz_deal(hands, draws="", tail=""):
    wall = stack_wall(hands, draws, tail, variant=SZ, throws=((3, 4),))
    return new_hand(SZ, HandConfig(seed="bot", dealer=0), stacked=wall)


# seat 2: 55p 12m 46s 79p 345m 99s; the pung of the dealer's 5p would bring it one step closer
ONE_FLOWER = {0: "5p", 2: "55p12m46s79p345m9s1f"}, "9s"
FOUR_FLOWERS = {0: "5p", 2: "55p12m46s79p3m1f2f3f4f"}, "4m5m9s9s"


def pung_offer(hands, tail):
    state, _ = sz_deal(hands, tail=tail)
    state, _ = discard(state, 0, "5p")
    assert find(legal_actions(state, 2), Pung)
    return state


def test_the_policy_is_registered_and_counts_flowers_and_soft_flowers():
    assert isinstance(policy_for("suzhou"), SuzhouPolicy)
    state = pung_offer(*FOUR_FLOWERS)
    view = view_for(state, 2)
    assert hua_of(view, hand_counts(view), own_melds(view)) == (4, 0, 4)


def test_short_of_flowers_a_concealed_hand_stays_concealed():
    state = pung_offer(*ONE_FLOWER)
    view = view_for(state, 2)
    target = policy_for("suzhou").target(view, hand_counts(view), own_melds(view), 0, 0)
    assert [p.name_zh for p in target.plans] == ["门清"] and not target.allows_melds
    bot = make_bot("default", "sz", 2)
    assert isinstance(bot.act(view, legal_actions(state, 2)), Pass)


def test_with_enough_flowers_the_bot_claims_for_speed():
    state = pung_offer(*FOUR_FLOWERS)
    view = view_for(state, 2)
    assert policy_for("suzhou").target(view, hand_counts(view), own_melds(view), 0, 0).plans == ()
    bot = make_bot("default", "sz", 2)
    assert isinstance(bot.act(view, legal_actions(state, 2)), Pung)


def test_an_open_hand_short_of_flowers_heads_for_an_exempt_pattern():
    state = pung_offer(*ONE_FLOWER)
    state, _ = act(state, find(legal_actions(state, 2), Pung)[0])   # forced here, to open the hand
    state, _ = pass_all(state)
    view = view_for(state, 2)
    target = policy_for("suzhou").target(view, hand_counts(view), own_melds(view), 0, 0)
    assert target.plans and target.plans[0].name_zh in ("对对胡", "混一色", "清一色")
    assert target.allows_melds


def test_default_bots_play_suzhou_without_a_fault():
    summary = simulate("suzhou", 12, "bot-test", ["default"] * 4)
    assert summary["exceptions"] == 0, summary["exception_messages"]
    assert summary["invariant_violations"] == 0, summary["violation_messages"]
    assert summary["zero_sum"] and summary["hands"] == 12
    assert summary["wins"] >= 6           # the bots do win (exempt patterns or enough 花)


def test_random_bots_play_suzhou_without_a_fault():
    summary = simulate("suzhou", 6, "bot-test", ["random"] * 4)
    assert summary["exceptions"] == 0 and summary["invariant_violations"] == 0 and summary["zero_sum"]


# seat 2, concealed with four flowers: 55p 3s6s7s 4p6p9p 9s9s 4m5m 3z after the replacements; the
# pung of 5p keeps it two steps from ready (a few more live tiles) and throws away 小门清's 5 花
MARGINAL_PUNG = {0: "5p", 2: "3s7s3z4p6s9s6p5p5p1f2f3f4f"}, "4m5m9s9s"


def test_the_expert_keeps_its_concealed_hand_against_a_pung_that_only_adds_live_tiles():
    state = pung_offer(*MARGINAL_PUNG)
    view = view_for(state, 2)
    bot = make_bot("expert", "sz", 2)
    assert isinstance(bot.act(view, legal_actions(state, 2)), Pass)
    claim = bot.last_decision.facts["claims"][0]
    assert claim["after"] == bot.last_decision.facts["shanten"]      # the pung was no step closer


def test_the_expert_still_pungs_with_enough_flowers_when_it_is_a_step_closer():
    state = pung_offer(*FOUR_FLOWERS)
    view = view_for(state, 2)
    bot = make_bot("expert", "sz", 2)
    assert isinstance(bot.act(view, legal_actions(state, 2)), Pung)


# the hand of FOUR_FLOWERS with three flower tiles: 3 花 already win by self-draw, and the 4th a
# discard win needs is one flower tile away (28 of the 152 tiles)
THREE_FLOWERS = {0: "5p", 2: "55p12m46s79p3m9s1f2f3f"}, "4m5m9s"


def test_the_expert_pungs_a_step_closer_with_the_flowers_a_self_draw_needs():
    state = pung_offer(*THREE_FLOWERS)
    view = view_for(state, 2)
    assert hua_of(view, hand_counts(view), own_melds(view)) == (3, 0, 3)
    assert policy_for("suzhou").routes(view) == ()         # no exempt pattern needed any more
    bot = make_bot("expert", "sz", 2)
    assert isinstance(bot.act(view, legal_actions(state, 2)), Pung)
    claim = bot.last_decision.facts["claims"][0]
    assert claim["after"] == bot.last_decision.facts["shanten"] - 1


def test_two_flowers_short_of_a_self_draw_keep_the_concealed_route():
    state = pung_offer({0: "5p", 2: "55p12m46s79p3m9s9s1f2f"}, "4m5m")
    view = view_for(state, 2)
    assert hua_of(view, hand_counts(view), own_melds(view))[2] == 2
    assert policy_for("suzhou").routes(view)                 # only an exempt pattern wins yet
    bot = make_bot("expert", "sz", 2)
    assert isinstance(bot.act(view, legal_actions(state, 2)), Pass)


def _concealed_wait(options: dict):
    # seat 2: 123m 456p 789s 55p 2s3s, no flower at all, concealed (大门清 and 小门清), waiting
    # on 1s/4s; the dealer throws 4s
    wall = stack_wall({0: "4s", 2: "123m456p789s2s3s55p"}, variant=SZ, throws=((3, 4),))
    state, _ = new_hand(SZ, HandConfig(seed="bot", dealer=0, options=options), stacked=wall)
    state, _ = discard(state, 0, "4s")
    return state, view_for(state, 2)


def test_the_bot_values_its_wait_by_the_tables_own_scoring_options():
    # 小门清 (5) and 大门清 (10) stack to 15 by default; a table with menqing_stack off keeps only
    # 大门清: the expert's reading of what its wait pays follows the table, as the settlement does.
    totals = {}
    for stack in (True, False):
        state, view = _concealed_wait({"menqing_stack": stack})
        assert view.options["menqing_stack"] is stack
        bot = make_bot("expert", "sz", 2)
        ctx = bot._context(view, bot.style)
        won = bot._score(view, ctx, own_melds(view), tuple(view.hand_kinds), view.last_discard[2].index)
        assert won is not None
        totals[stack] = won.total
    assert totals[True] - totals[False] == 5
