"""四川 hints a tester found untrue: the exchange said the suit passed was the one the hand would
void when that suit could not be passed at all (one 万), and a ready discard of 七对 called its
tile off the 七对 plan when the other ready discard waited on that very tile for 七对."""
from game.teaching.hints import hint
from rules.actions import Discard
from rules.engine import view_for
from rules.variants.sichuan.events import ExchangeThree
from tests.rules.sichuan_scenarios import autoplay, sc_deal

VOIDS = {0: "s", 1: "m", 2: "s", 3: "s"}


def test_the_exchange_says_why_it_passes_a_suit_it_does_not_mean_to_void():
    """The tester's hand: one 万, six 筒, six 条. The three must be of one suit and 万 has one, so
    the bot passes three 筒 and voids 万 after (定缺 says 万最少): not "筒是打算缺的花色"."""
    state, _ = sc_deal({1: "1m1p2p2p4p5p9p1s2s2s6s6s8s"}, options={"exchange_three": True})
    h = hint(view_for(state, 1), state.legal[1])
    assert isinstance(h.action, ExchangeThree)
    passed = {state.kinds[t].suit for t in h.action.tiles}
    assert passed == {"p"}                      # the bot's pick is unchanged: three 筒
    assert h.reason_zh == "换出筒里最用不上的三张（一筒、五筒、九筒）：万不够三张，换不出去", h.reason_zh
    assert "打算缺" not in h.reason_zh and "mean to void" not in h.reason_en
    assert h.reason_en == ("pass the three Dots you need least (1 Dot, 5 Dot, 9 Dot): you hold fewer than "
                           "three Characters, too few to pass"), h.reason_en


def test_an_exchange_from_the_shortest_suit_still_names_it_the_suit_to_void():
    state, _ = sc_deal({1: "1m2m9m1p2p2p4p5p9p1s2s2s6s"}, options={"exchange_three": True})
    h = hint(view_for(state, 1), state.legal[1])
    assert {state.kinds[t].suit for t in h.action.tiles} == {"m"}
    assert h.reason_zh.endswith("：万是打算缺的花色"), h.reason_zh


def _six_pairs_and_three_4p():
    """The tester's hand: 22p 444p 11s 33s 66s 77s 8s, the third 四筒 just drawn (not the first
    turn: no 地胡 to make every wait worth the same)."""
    state, _ = sc_deal({1: "22p44p11s33s66s77s8s"}, draws="9m5m5m5m4p", voids=VOIDS)
    state, _ = autoplay(state, until=lambda s: s.turn == 1 and s.drawn is not None
                        and str(s.kinds[s.drawn]) == "4p")
    return state


def test_a_seven_pairs_wait_is_not_called_off_the_seven_pairs_plan():
    state = _six_pairs_and_three_4p()
    h = hint(view_for(state, 1), state.legal[1])
    assert isinstance(h.action, Discard) and str(state.kinds[h.action.tile]) == "8s"   # the bot's choice stands
    assert h.details["facts"]["plans"][0][1] == "七对"       # the bot's plan is 七对
    assert "不合" not in h.reason_zh and "does not fit" not in h.reason_en, h.reason_zh


def test_the_one_tile_wait_kept_for_its_value_says_so():
    """打八条 waits on the fourth 四筒 (1 unseen): 龙七对, worth more than 打四筒's 七对 wait on 八条."""
    state = _six_pairs_and_three_4p()
    h = hint(view_for(state, 1), state.legal[1])
    assert h.reason_zh.startswith("打八条：打后听牌，听四筒，还有1张未见；打四筒改听八条，张数更多（2张），"
                                  "但和了只有3番（七对 3）；听四筒和了有5番（龙七对 5）"), h.reason_zh
    assert "discarding 4 Dot would wait on 8 Bamboo with more unseen (2), but that win is only 3 fans " \
           "(Seven Pairs 3); a win on 4 Dot is 5 fans (Dragon Seven Pairs 5)" in h.reason_en, h.reason_en
