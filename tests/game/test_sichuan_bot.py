"""The default bot at a 四川 table: the void suit it declares, the three tiles it passes, its
plans (清一色 / 对对胡 / 七对), void tiles first, the opponents' voids as safety, legal play."""
import pytest

from game.bots.base import make_bot
from game.bots.policies.sichuan import SichuanPolicy, choose_exchange, choose_plan, choose_void
from game.bots.table_reading import hand_counts
from game.session import MatchSession
from rules.actions import Discard, Pung
from rules.engine import HandConfig, apply, legal_actions, new_hand, view_for
from rules.tiles import counts_of, parse_tiles
from rules.variants.registry import get_variant
from rules.variants.sichuan.events import ChooseVoid, ExchangeThree
from tests.rules.sichuan_scenarios import discard_kind, sc_deal

SC = get_variant("sichuan")
ALL_S = {0: "s", 1: "s", 2: "s", 3: "s"}


def counts(text):
    return counts_of(parse_tiles(text))


def test_the_void_is_the_suit_whose_loss_costs_least():
    assert choose_void(counts("1234567m2349p19s"))[0] == "s"          # two loose 条
    assert choose_void(counts("123m456m789p5p1s9s34p"))[0] == "s"
    # equal shanten: the suit with fewer tiles goes
    assert choose_void(counts("123456789m11p5s7s"))[0] == "s"
    # a suit with pairs and runs is kept even if it is not the longest
    assert choose_void(counts("11p22p33p1m4m7m9m2s5s8s1s"))[0] != "p"


def test_the_exchange_gives_three_tiles_of_the_suit_to_be_voided():
    state, _ = new_hand(SC, HandConfig(seed=4, options={"exchange_three": True}))
    for seat in range(4):
        view = view_for(state, seat)
        legal = legal_actions(state, seat)
        action, why = SichuanPolicy().setup_action(view, legal)
        assert isinstance(action, ExchangeThree) and action in legal and "换三张" in why
        suits = {state.kinds[t].suit for t in action.tiles}
        held = {s: sum(1 for k in view.hand_kinds if k.suit == s) for s in "mps"}
        assert len(suits) == 1
        suit = suits.pop()
        assert held[suit] == min(n for n in held.values() if n >= 3)   # the shortest suit with three


def test_the_exchange_keeps_pairs_and_runs_of_that_suit():
    c = counts("123456789m55p1p9p")     # 条 none: 筒 is the only choice; 55p stays, the loose 1p 9p go
    index = lambda a: tuple(sorted(a))                                                    # noqa: E731
    legal = [(4 + 9, 4 + 9, 0 + 9), (0 + 9, 4 + 9, 8 + 9), (4 + 9, 4 + 9, 8 + 9)]
    choice, _ = choose_exchange(c, legal, index)
    assert choice == (0 + 9, 4 + 9, 8 + 9)


def test_the_bot_declares_its_void_in_the_set_up_step():
    state, _ = new_hand(SC, HandConfig(seed=8))
    bot = make_bot("default", "v", 0)
    for seat in range(4):
        view = view_for(state, seat)
        action = bot.act(view, legal_actions(state, seat))
        assert isinstance(action, ChooseVoid)
        assert action.suit == choose_void(hand_counts(view))[0]
        state, _ = apply(state, action)


def test_void_tiles_go_first():
    state, _ = sc_deal({0: "1234567m2349p19s"}, voids=ALL_S)
    bot = make_bot("default", "v", 0)
    action = bot.act(view_for(state, 0), legal_actions(state, 0))
    assert isinstance(action, Discard) and state.kinds[action.tile].suit == "s"
    assert bot.last_decision.candidates[0][2].get("void_suit") == 200.0


def test_a_hand_leaning_to_one_suit_plans_a_flush_and_throws_the_other_suit():
    # ten 万 and four 筒 (void 条): 清一色 万 is planned; a loose 筒 goes before any 万
    c = counts("12345678m99m13p8p5p")
    target = choose_plan(c, (), "s")
    assert [p.name_zh for p in target.plans][:1] == ["清一色"]
    state, _ = sc_deal({0: "12345678m99m13p8p5p"}, voids=ALL_S)
    bot = make_bot("default", "f", 0)
    action = bot.act(view_for(state, 0), legal_actions(state, 0))
    assert state.kinds[action.tile].suit == "p"
    assert "清一色" in bot.last_decision.target


def test_a_hand_of_pairs_plans_all_pungs_or_seven_pairs():
    target = choose_plan(counts("11m33m55m77p99p2m4m"), (), "s")
    assert {p.name_zh for p in target.plans} & {"对对胡", "七对"}
    assert choose_plan(counts("1m4m7m2p5p8p3m6m9m1p4p7p2m"), (), "s").plans == ()


def test_the_bot_pungs_toward_all_pungs():
    hands = {0: "13579m2468m13p79p5p", 1: "111m222p77m55p3p8p4m"}     # 对对胡 planned
    state, _ = sc_deal(hands, voids=ALL_S)
    assert [p.name_zh for p in choose_plan(counts(hands[1]), (), "s").plans] == ["对对胡"]
    state, _ = discard_kind(state, 0, "5p")
    legal = legal_actions(state, 1)
    assert any(isinstance(a, Pung) for a in legal)
    action = make_bot("default", "p", 1).act(view_for(state, 1), legal)
    assert isinstance(action, Pung)


def test_a_suit_an_opponent_voided_is_safer():
    state, _ = sc_deal({0: "1234567m2349p19s"}, voids={0: "s", 1: "p", 2: "p", 3: "m"})
    weights = SichuanPolicy().discard_weights(view_for(state, 0), 9 + 2, hand_counts(view_for(state, 0)))
    assert weights.get("opponent_void") == 4.0          # 筒: void for seats 1 and 2
    weights = SichuanPolicy().discard_weights(view_for(state, 0), 0, hand_counts(view_for(state, 0)))
    assert weights.get("opponent_void") == 2.0          # 万: void for seat 3 only


@pytest.mark.parametrize("options", [{}, {"exchange_three": True}])
def test_bots_play_whole_sichuan_hands_legally(options):
    session = MatchSession("sichuan", seed="bots", human=None, options={**options, "match_hands": 4})
    while not session.finished:
        while session.step():
            pass
        assert session.hand_over
        session.next_hand()
    assert sum(session.scores) == 0 and len(session.match.history) == 4


def _position(seed: str, steps: int):
    """A 四川 hand of `seed` (match hand 0) played `steps` actions by the frozen baseline bots:
    the view and legal actions of the seat to act next."""
    from rules.engine import to_act
    from rules.match import hand_config, new_match
    match, _ = new_match(SC, seed)
    state, _ = new_hand(SC, hand_config(match))
    bots = [make_bot("baseline", seed, seat) for seat in range(4)]
    for _ in range(steps):
        seat = to_act(state)[0]
        state, _ = apply(state, bots[seat].act(view_for(state, seat), legal_actions(state, seat)))
    seat = to_act(state)[0]
    return state, view_for(state, seat), legal_actions(state, seat)


def _after_discard_shanten(bot, tile_name):
    return next(w["shanten"] for _, name, w in bot.last_decision.candidates if name == tile_name)


def test_the_expert_keeps_its_hand_against_concealed_hands_read_ready_by_their_discards_alone():
    # 18 tiles left; seat 1 shows a kong, seats 2 and 3 no meld. The expert (seat 0, one step from
    # ready) weighs the danger of the seat with the kong only, and keeps its hand one step away;
    # reading the two concealed hands ready by their discards, it broke it (threw 一条, two away).
    state, view, legal = _position("conc:10", 45)
    assert view.seat == 0 and view.wall_remaining == 18 and [len(m) for m in view.melds] == [0, 1, 0, 0]
    bot = make_bot("expert", "t", 0)
    action = bot.act(view, legal)
    assert set(bot.last_decision.facts["ready"]) == {1}
    thrown = str(state.kinds[action.tile])
    assert thrown == "2s" and _after_discard_shanten(bot, "二条") == -100.0


def test_late_in_the_wall_the_expert_stays_near_ready_for_cha_da_jiao():
    # 16 tiles left, seats 2 and 3 show melds (plain threats). Breaking to a safe 条 (every
    # opponent's void) would leave the hand two steps away when the wall ends, paying each ready
    # player (查大叫); the expert keeps it one step from ready and throws 一筒.
    state, view, legal = _position("late:53", 53)
    assert view.seat == 0 and view.wall_remaining == 16
    bot = make_bot("expert", "t", 0)
    action = bot.act(view, legal)
    assert str(state.kinds[action.tile]) == "1p"
    assert bot.last_decision.facts["step_points"] > 1.0
    assert set(bot.last_decision.facts["ready"]) == {2, 3}


def test_the_ready_hand_is_worth_more_the_nearer_the_wall_end():
    policy = SichuanPolicy()
    _, early, _ = _position("late:53", 5)
    _, late, _ = _position("late:53", 53)
    assert policy.ready_points(early, 1.0) == 0.0          # 40+ tiles left: 查大叫 is far off
    assert policy.ready_points(late, 1.0) == pytest.approx(1.5 * (1 - 16 / 40) * 3)


def test_against_melded_hands_the_expert_weighs_a_deal_in_at_its_plain_cost():
    # 23 tiles left, every opponent shows melds (seat 3 three, a kong among them). A deal-in here
    # costs one payment and the hand goes on, so the expert weighs it at the plain exchange (not
    # 2.5 times it, as where a deal-in ends the hand): it keeps its hand one step from ready and
    # throws 七万; weighed 2.5 times, it broke the hand for a safe 八筒.
    state, view, legal = _position("cap:19", 48)
    assert view.seat == 2 and view.wall_remaining == 23 and [len(m) for m in view.melds] == [1, 1, 1, 3]
    bot = make_bot("expert", "t", 2)
    action = bot.act(view, legal)
    assert str(state.kinds[action.tile]) == "7m" and _after_discard_shanten(bot, "七万") == -100.0
    assert SichuanPolicy.defence_cap == 1.0


def test_early_in_the_wall_the_expert_passes_a_small_discard_win_to_draw_it_itself():
    # 37 tiles left, all four players in; seat 3 is ready for 平胡 (1 番) with 7 live waits and may
    # win on 五条. A discard win is paid by the discarder alone (1); a self-draw adds a 番 and every
    # player still in pays it (2 from each of 3), and 9 draws find one of 7 waits more often than not:
    # the expert passes, 普通 and 新手 take the win, and the hint says why.
    from game.teaching.hints import hint
    from rules.actions import Pass, Win
    state, view, legal = _position("hold:4", 31)
    assert view.seat == 3 and view.wall_remaining == 37 and str(view.window_tile[2]) == "5s"
    assert any(isinstance(a, Win) for a in legal)
    expert = make_bot("expert", "t", 3)
    assert isinstance(expert.act(view, legal), Pass) and expert.last_decision.code == "pass_win"
    assert expert.last_decision.facts == {"fans": 1, "live": 7, "wall": 37}
    assert isinstance(make_bot("normal", "t", 3).act(view, legal), Win)
    assert isinstance(make_bot("beginner", "t", 3).act(view, legal), Win)
    reason = hint(view, legal).reason
    assert "自摸" in reason.zh and "self-draw" in reason.en and "5 Bamboo" in reason.en


def test_with_few_live_waits_or_late_in_the_wall_the_expert_takes_the_discard_win():
    # 33 tiles left but only 3 live waits (8 draws); 21 tiles left (5 draws): the self-draw is too
    # unlikely to pay for the sure win.
    from rules.actions import Win
    for seed, step, wall in (("hold:9", 34, 33), ("hold:5", 48, 21)):
        state, view, legal = _position(seed, step)
        assert view.wall_remaining == wall
        bot = make_bot("expert", "t", view.seat)
        assert isinstance(bot.act(view, legal), Win), seed


def test_a_self_draw_is_held_for_only_while_it_pays_more_than_the_sure_win():
    policy = SichuanPolicy()
    _, view, _ = _position("hold:4", 31)                 # 37 tiles left, three others in
    assert policy.hold_for_self_draw(view, 1, 7, 70) is not None
    assert policy.hold_for_self_draw(view, 1, 1, 70) is None     # one live wait: take the win
    assert policy.hold_for_self_draw(view, 1, 7, 400) is None    # the waits hardly come: take it


def test_the_self_draw_hold_reads_the_tables_own_payment_rules():
    # A 3-番 discard win with 3 live waits, 37 tiles left: 自摸加番 (the default) makes the self-draw
    # 4 番 from each of three, worth the wait; 自摸加底 (one stake more instead) or a 3-番 cap
    # leaves it 4 + 1 or 4 from each: the expert takes the sure win at such a table.
    import dataclasses
    policy = SichuanPolicy()
    _, view, _ = _position("hold:4", 31)
    assert view.options["zimo"] == "fan" and view.options["fan_cap"] == 6   # the table's own rules
    assert policy.hold_for_self_draw(view, 3, 3, 70) is not None
    for rule in ({"zimo": "base"}, {"fan_cap": 3}):
        table = dataclasses.replace(view, options={**view.options, **rule})
        assert policy.hold_for_self_draw(table, 3, 3, 70) is None, rule
