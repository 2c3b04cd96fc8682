"""The bots: always legal, take wins, keep the plan, refuse claims that break it, read danger."""
import pytest

from game.bots.base import make_bot
from game.bots.policies.guobiao import choose_target
from game.bots.defence import SeatRead, tile_danger
from game.bots.policies import policy_for
from rules.actions import Discard, Pass, Pung, Win
from rules.engine import apply, is_over, legal_actions, new_hand, to_act, view_for, HandConfig
from rules.match import hand_config, new_match
from rules.tiles import counts_of, parse_tiles, Tile
from rules.variants.registry import get_variant
from tests.rules.helpers_engine import deal, discard

GB = get_variant("guobiao")


@pytest.mark.parametrize("kind", ["default", "random"])
def test_every_bot_action_is_legal_over_whole_hands(kind):
    for hand_no in range(3):
        bots = [make_bot(kind, "legal", p) for p in range(4)]
        state, _ = new_hand(GB, HandConfig(seed="legal", hand_no=hand_no, dealer=hand_no))
        while not is_over(state):
            for seat in to_act(state)[:1]:
                legal = legal_actions(state, seat)
                action = bots[seat].act(view_for(state, seat), legal)
                assert action in legal
                state, _ = apply(state, action)


def test_bot_takes_a_legal_win():
    # The dealer is dealt 九莲宝灯 complete: the first decision is the win.
    state, _ = deal({0: "11123456789995m"})
    bot = make_bot("default", 1, 0)
    action = bot.act(view_for(state, 0), legal_actions(state, 0))
    assert isinstance(action, Win)


def test_bot_discards_the_tile_outside_its_plan():
    # A whole 清龙 in 万 plus a pair of 东: the lone 5p / 4s / 6s do not belong.
    state, _ = deal({0: "123456789m11z5p46s"})
    bot = make_bot("default", 1, 0)
    action = bot.act(view_for(state, 0), legal_actions(state, 0))
    assert isinstance(action, Discard)
    assert str(state.kinds[action.tile]) in ("5p", "4s", "6s")
    assert "清龙" in bot.last_decision.target


def test_bot_will_not_pung_into_a_broken_seven_pairs():
    # Seat 1 holds six pairs and waits for 七对 (24 fans): punging 5p would ruin it.
    state, _ = deal({0: "5p2345678m123s1z2z3z", 1: "1133m5577p99s44z2z"})
    state, _ = discard(state, 0, "5p")
    assert 1 in to_act(state)
    legal = legal_actions(state, 1)
    assert any(isinstance(a, Pung) for a in legal)
    bot = make_bot("default", 1, 1)
    assert isinstance(bot.act(view_for(state, 1), legal), Pass)


def test_bot_pungs_a_dragon_that_completes_its_half_flush():
    # Seat 1: 混一色 in 筒 with a pair of 中; punging 中 gets closer and adds 箭刻.
    state, _ = deal({0: "5z2345678m123s1z2z3z", 1: "123456p789p55z17z"[:0] + "1234567p99p55z66z"})
    state, _ = discard(state, 0, "5z")
    legal = legal_actions(state, 1)
    pungs = [a for a in legal if isinstance(a, Pung)]
    assert pungs
    bot = make_bot("default", 1, 1)
    assert isinstance(bot.act(view_for(state, 1), legal), Pung)


def test_plans_see_flush_and_straight():
    flush = choose_target(counts_of(parse_tiles("1124699p1357z4m")), [], 27, 27)
    assert any("flush" in p.key for p in flush.plans)
    straight = choose_target(counts_of(parse_tiles("123456789s1m5p67z")), [], 27, 27)
    assert straight.plans[0].name_zh == "清龙"


def test_danger_reads_the_table():
    tables = policy_for("guobiao").danger
    seen, held = [0] * 34, [0] * 34
    five_dots, five_chars, four_dots = (Tile.parse(t).index for t in ("5p", "5m", "4p"))
    flusher = SeatRead(seat=1, ready=0.6, turn=9, melds=2, streak=0, own=frozenset({four_dots}),
                       after_meld=frozenset({four_dots}), passed=frozenset(), flush_suit=1, cost=16.0)
    assert tile_danger(five_dots, seen, held, [], tables).cost == 0.0      # nobody reads as ready
    assert tile_danger(five_dots, seen, held, [flusher], tables).cost > \
        tile_danger(five_chars, seen, held, [flusher], tables).cost        # his flush suit is hot
    thrown = tile_danger(four_dots, seen, held, [flusher], tables)
    assert thrown.cost < tile_danger(five_dots, seen, held, [flusher], tables).cost
    assert thrown.reason == ("after_meld", 1)                              # he threw it after his meld
    honour = tile_danger(31, seen, held, [flusher], tables).cost
    seen[31], held[31] = 3, 1                       # the last copy of an honour: nobody can be waiting on it
    assert honour > 0.0 == tile_danger(31, seen, held, [flusher], tables).cost


def expert_decisions(walls: int, seed: str):
    """Every decision of four experts over `walls` seeded 国标 hands, with its view and legal actions."""
    out = []
    for wall in range(walls):
        match, _ = new_match(GB, f"{seed}:{wall}")
        state, _ = new_hand(GB, hand_config(match))
        bots = [make_bot("expert", f"{seed}:{wall}", s) for s in range(4)]
        while not is_over(state):
            seat = to_act(state)[0]
            legal, view = legal_actions(state, seat), view_for(state, seat)
            action = bots[seat].act(view, legal)
            out.append((view, legal, bots[seat].last_decision))
            state, _ = apply(state, action)
    return out


@pytest.mark.slow
def test_the_expert_defends_one_step_from_ready_and_reads_concealed_hands():
    decisions = expert_decisions(3, "defend-e")
    defending = [(v, lg, d) for v, lg, d in decisions
                 if d.code == "discard" and d.facts["shanten"] == 1 and d.facts["defending"]]
    assert defending, "an expert one step from ready sometimes gives up a better tile for a safer one"
    for view, legal, d in defending:
        chosen = d.candidates[0]
        offence_best = max(d.candidates, key=lambda c: c[0] - c[2].get("safety", 0.0))
        assert offence_best[1] != chosen[1] and chosen[2].get("safety", 0.0) > offence_best[2]["safety"]
        beginner = make_bot("beginner", "defend", view.seat)
        beginner.act(view, legal)
        assert not beginner.last_decision.facts["defending"]     # the learner never looks
    # a seat with no meld is read as possibly ready once his discards run long
    late = [d for v, _, d in decisions if d.code == "discard" and len(v.discard_log) > 40]
    concealed = [d.facts["ready"][s] for v, _, d in decisions if d.code == "discard" and len(v.discard_log) > 40
                 for s in d.facts["ready"] if not v.melds[s]]
    assert late and concealed and max(concealed) > 0.1


def test_for_a_pure_straight_only_the_tiles_the_route_uses_count_as_progress():
    # 123456m 78m, 56p, 99s, 南: heading for 清龙 in 万 (8 fans). 6m makes 678m, a set of the plain
    # shape, but 清龙 needs 789m: for the route 9m is progress and 6m is not.
    from game.bots.policies.guobiao import routes
    from game.bots.policies.guobiao_speed import route_improving
    from game.bots.routes import nearest
    counts = counts_of(parse_tiles("12345678m56p99s2z"))
    found = [r for r in nearest(routes(27, 27), counts, (), slack=0) if r.route.key == "pure_straight_0"]
    assert found

    def live_of(tile: str) -> list[int]:      # its unseen copies, and nothing of any other kind
        kind = Tile.parse(tile).index
        return [4 - counts[k] if k == kind else 0 for k in range(34)]

    assert route_improving(found, counts, (), live_of("6m"), ()) == 0
    assert route_improving(found, counts, (), live_of("9m"), ()) == 4


def test_the_expert_throws_the_tile_that_serves_none_of_its_routes():
    # 123 567 9m (清龙 lacks 4m and 8m), 66s, 白白 中 发 (双箭刻 near too), and a lone 2s.
    # Counting every tile that helps any shape, the lone 2s (1s-4s) outweighed 中 and the
    # expert threw 中; counting the tiles its routes can use, 中 feeds 双箭刻 and 2s nothing.
    state, _ = deal({0: "1235679m266s5677z"})
    bot = make_bot("expert", 1, 0)
    action = bot.act(view_for(state, 0), legal_actions(state, 0))
    assert str(state.kinds[action.tile]) == "2s"


@pytest.mark.slow
def test_the_guobiao_expert_plays_on_where_the_levels_full_caution_would_fold(monkeypatch):
    # 8 fans are slow to build and four experts who all fold hold each other's winning tiles:
    # the 国标 expert's caution counts up to 1.25 times the plain exchange, not the level's 2.5,
    # so against the same read it keeps the tile its hand needs where full caution threw a safer one.
    import random
    from game.bots.default_bot import DefaultBot
    from game.bots.levels import EXPERT
    from game.bots.policies.guobiao import GuobiaoPolicy
    threatened = [(v, lg, d) for v, lg, d in expert_decisions(3, "defend-e") if d.code == "discard" and d.facts["threats"]]
    monkeypatch.setattr(GuobiaoPolicy, "defence_cap", float("inf"))
    kept = []
    for view, legal, d in threatened:
        folded = DefaultBot(random.Random(0), EXPERT).decide(view, legal)
        if folded.candidates[0][1] != d.candidates[0][1]:
            kept.append((d.candidates[0][2], next(w for _, k, w in d.candidates if k == folded.candidates[0][1])))
    assert kept, "the full caution throws another tile somewhere the 国标 expert plays on"
    for played, safer in kept:
        # the expert's tile is worth more to its hand, the fully cautious one's is the safer
        assert sum(played.values()) - played.get("safety", 0.0) > sum(safer.values()) - safer.get("safety", 0.0)
        assert played.get("safety", 0.0) < safer.get("safety", 0.0)


@pytest.mark.parametrize("kind", ["beginner", "normal", "expert", "default", "baseline", "random"])
def test_every_bot_kind_hands_back_its_decision_and_act_is_its_action(kind):
    """`decide` is the bot protocol's method: the action comes with the reasons that chose it
    (none from the random bot); `act` is that action alone, the same generator draws spent."""
    from game.bots.decision import Decision

    state, _ = new_hand(GB, HandConfig(seed="decide", hand_no=0, dealer=0))
    deciding, acting = make_bot(kind, "decide", 0), make_bot(kind, "decide", 0)
    for _ in range(40):
        if is_over(state):
            break
        seat = to_act(state)[0]
        view, legal = view_for(state, seat), legal_actions(state, seat)
        decision = deciding.decide(view, legal)
        assert isinstance(decision, Decision) and decision.action in legal
        assert decision.explained == (kind != "random")
        assert acting.act(view, legal) == decision.action
        state, _ = apply(state, decision.action)
