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


# The dealer's first discard, two steps from ready: 33m 6m 45p 9p 123s 5678s 2z. The lone 6m, 9p
# and 南 each leave the same capped live count; 9p only joins 7p/8p and 南 only pairs, while 6m
# grows into 4-8m shapes beside 33m, so keeping 6m gets the hand ready sooner.
FAR_HAND = {0: "3m3m6m4p5p9p1s2s3s5s6s7s8s2z"}


def first_discard(hands, level="expert"):
    """The dealer's first discard at `level` (its tile's Chinese name) and the decision behind it."""
    state, _ = sz_deal(hands)
    view = view_for(state, 0)
    bot = make_bot(level, "sz", 0)
    action = bot.act(view, legal_actions(state, 0))
    return view.hand_kinds[view.hand.index(action.tile)].name_zh, bot.last_decision


def test_far_from_ready_the_expert_throws_the_lone_terminal_before_the_lone_middle_tile():
    thrown, decision = first_discard(FAR_HAND)
    assert decision.facts["shanten"] == 2
    assert thrown == "九筒"
    speeds = {name: w.get("speed") for _, name, w in decision.candidates}
    assert speeds["六万"] < speeds["九筒"] == 0.0      # the two-step estimate says why


def test_the_normal_level_keeps_the_plain_tie_break_far_from_ready():
    _, decision = first_discard(FAR_HAND, "normal")
    assert all("speed" not in w for _, _, w in decision.candidates)


# One step from ready: 4m 678m 789m 445p 3s 789s. Throwing 5p keeps two more live tiles (4m and 3s
# each wait for a neighbour), but the 445p complex turns most of its draws into a two-sided wait:
# the expert throws the lone 3s.
COMPLEX_SHAPE = {0: "4m6m7m7m8m8m9m4p4p5p3s7s8s9s"}


def test_one_step_from_ready_the_expert_keeps_the_complex_shape_that_makes_the_better_wait():
    thrown, decision = first_discard(COMPLEX_SHAPE)
    assert decision.facts["shanten"] == 1
    assert thrown == "三条"
    weights = {name: w for _, name, w in decision.candidates}
    assert weights["五筒"]["live"] > weights["三条"]["live"]      # the plain count would throw 5p
    assert weights["五筒"]["speed"] < weights["三条"]["speed"] == 0.0


def test_the_two_step_estimate_counts_a_hand_with_wider_follow_ups_as_faster():
    from game.bots.speed import TwoStep
    from rules.analysis import improving_tiles, live_counts, shanten
    from rules.tiles import parse_tiles

    shapes = SZ.shapes
    two_step = TwoStep(lambda c, m: shanten(c, m, shapes=shapes), lambda c, m: improving_tiles(c, m, shapes=shapes))

    def draws(hand: str):
        counts = [0] * 34
        for tile in parse_tiles(hand):
            counts[tile.index] += 1
        live = live_counts(counts)
        step = shanten(counts, 0, shapes=shapes)
        effective = [(k, live[k]) for k in improving_tiles(counts, 0, shapes=shapes)]
        return two_step.draws(counts, 0, step, effective, live)

    # the same hand but for one tile: 445p (grows into two-sided waits) against 45p + a lone 3s
    assert draws("4m678m789m445p789s") < draws("4m678m789m45p3s789s")
    assert draws("123m456m789m123p4s") is None          # ready: the ready weights decide there


def test_at_a_baida_table_a_hand_without_a_baida_counts_its_five_and_claims_for_speed():
    # 苏州百搭 (baida = wild): a win without a 百搭 in the hand counts 无搭's 5 花 toward the
    # threshold, so 2 flowers + 5 are enough on a discard and any shape wins. Seat 2 holds
    # 6m 2p 789p 1s 6s 8s 99s 2z 44z with 2 flowers and no 百搭: the pung of 9s is a step closer.
    # Without the table's rule the bot (and before, the bot anywhere) kept the 门清 route and passed.
    hands = {0: "9s", 2: "6m2p789p1s6s99s44z1f2f"}     # the flowers' replacements: 8s 2z
    for options, hua, claims in (({}, 2, False), ({"baida": "wild"}, 7, True)):
        wall = stack_wall(hands, "", "8s2z", variant=SZ, throws=((3, 4),))
        state, _ = new_hand(SZ, HandConfig(seed="bot", dealer=0, options=options), stacked=wall)
        state, _ = discard(state, 0, "9s")
        view = view_for(state, 2)
        assert hua_of(view, hand_counts(view), own_melds(view))[2] == hua
        action = make_bot("expert", "sz", 2).act(view, legal_actions(state, 2))
        assert isinstance(action, Pung) is claims, options
