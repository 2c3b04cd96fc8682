"""二人麻将 at the table (docs/rules/two-player-71.md §1-§6, §8): the live deck and the reserve,
the opening exchange, the indicator, 报听 and its forced play, 抢杠 on an added kong only,
海底捞月 by the first ready player, 流局, the dealer, and the invariants at two seats."""
import json
import random

import pytest

from helpers_engine import check_invariants, ids_of, pass_all
from helpers_erren import SEATS, erren_config, erren_deal, exchange, stack_erren
from rules.actions import AddedKong, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win, action_from_json
from rules.engine import (CLAIM, OVER, PLAY, ROB, SETUP, apply, is_offered, is_over, legal_actions,
                          new_hand, replay, result, to_act, view_for)
from rules.errors import IllegalAction, NotationError
from rules.events import (DiceRolled, Discarded, HandExhausted, KongDeclared, KongRobbed, TileDrawn,
                          WallBroken, WallBuilt, Won)
from rules.invariants import leak_violations, table_violations
from rules.match import hand_config, new_match, next_hand
from rules.tiles import parse_tiles
from rules.variants.erren import VARIANT as ERREN
from rules.variants.erren.events import (DeclareReady, ExchangeChosen, ExchangeTiles, IndicatorRevealed,
                                         LastChance, ReadyDeclared, ReserveSet, TilesExchanged)

# The dealer's 14: ready on 2s/5s once the 东 (his jump tile, the last one) is gone.
DEALER_READY = "123m456p789s34s55p1z"
# The other's 13: seven pairs waiting on 4z, ready straight after the deal.
SEVEN_PAIRS_READY = "11m22m88p99p11s66s4z"
# 13 that are not ready (three singles).
NOT_READY = "11m22m88p99p11s6s4z7z"


def keys(score):
    return {item.key for item in score.items}


def play_drawn_tiles(state, last_tile=False):
    """Everyone discards what he draws and passes every claim (wins too), until the hand is over
    or the 海底捞月 draw is made (with `last_tile`: until the 71st tile has been drawn)."""
    events = []
    while state.phase != OVER:
        if state.phase == PLAY and (state.extra.last_chance is not None or
                                    last_tile and state.wall.live_remaining() == 0):
            break
        if state.phase in (CLAIM, ROB):
            state, more = pass_all(state)
        else:
            state, more = apply(state, Discard(state.turn, state.drawn))
        events += more
    return state, events


# --- the wall -----------------------------------------------------------------------------------

def test_the_136_are_a_live_deck_of_71_and_a_reserve_of_65_with_no_dice():
    state, events = new_hand(ERREN, erren_config())
    assert not any(isinstance(e, DiceRolled) for e in events)
    built = next(e for e in events if isinstance(e, WallBuilt))
    assert built.stacks_per_side == (36, 32) and built.tiles == 136
    broken = next(e for e in events if isinstance(e, WallBroken))
    assert (broken.side, broken.count) == (0, 0)
    split = next(e for e in events if isinstance(e, ReserveSet))
    assert (split.live, split.reserve, len(split.positions)) == (71, 65, 65)
    # the live deck is side 0 (its last stack's bottom belongs to the reserve), the reserve side 1
    assert {p.side for p in split.positions[:-1]} == {1} and tuple(split.positions[-1].to_json()) == (0, 35, 1)
    assert state.phase == SETUP and state.wall.live_remaining() == 71 - 27 == 44
    assert [len(h) for h in state.hands] == [14, 13]
    assert view_for(state, 1).extra.reserve == 65
    check_invariants(state)


def test_a_kong_replacement_comes_from_the_end_of_the_live_deck_and_counts_toward_the_71():
    state, _ = erren_deal({0: "5555p123m456m789m1z", 1: NOT_READY}, tail="9s")
    state, _ = exchange(state)
    assert ConcealedKong(0, ERREN.tiles.kinds[ids_of(state, 0, "5p")[0]]) in legal_actions(state, 0)
    state, events = apply(state, ConcealedKong(0, ERREN.tiles.kinds[ids_of(state, 0, "5p")[0]]))
    drawn = next(e for e in events if isinstance(e, TileDrawn))
    assert drawn.source == "tail" and drawn.reason == "kong" and str(drawn.kind) == "9s"
    assert tuple(drawn.position.to_json()) == (0, 35, 0)      # the 71st place, the live deck's end
    assert state.wall.live_remaining() == 43 and len(state.wall.apart) == 64
    check_invariants(state)


# --- the opening exchange -----------------------------------------------------------------------

def test_the_exchange_swaps_any_number_with_the_reserve_and_the_other_learns_only_how_many():
    state, events = erren_deal({0: DEALER_READY, 1: SEVEN_PAIRS_READY}, reserve="6p")
    reserve_before = {state.wall.tiles[p] for p in state.wall.apart}
    assert legal_actions(state, 0) == [ExchangeTiles(0, ()), ExchangeTiles(0, state.hands[0])]
    given = tuple(sorted(ids_of(state, 0, "1z3s4s")))
    state, first = apply(state, ExchangeTiles(0, given))
    assert first == [ExchangeChosen(0)]                       # chosen, nothing else shown yet
    assert to_act(state) == (1,) and view_for(state, 1).extra.exchanged == (None, None)
    state, events = apply(state, ExchangeTiles(1, ()))
    mine, theirs = [e for e in events if isinstance(e, TilesExchanged)]
    assert mine.seat == 0 and mine.tiles == given and len(mine.drawn) == 3
    assert set(mine.drawn) <= reserve_before and set(mine.drawn) <= set(state.hands[0])
    assert not set(given) & set(state.hands[0])
    assert {state.wall.tiles[p] for p in state.wall.apart} | set(state.wall.tiles[p] for p in state.wall.dead) \
        == reserve_before - set(mine.drawn) | set(given)
    seen = mine.masked_for(1)
    assert seen.tiles == seen.drawn == (None,) * 3 and seen.kinds == seen.drawn_kinds == (None,) * 3
    assert json.dumps(seen.to_json()).count('"?"') == 6
    assert theirs.tiles == theirs.drawn == ()
    assert [len(h) for h in state.hands] == [14, 13] and state.wall.live_remaining() == 44
    assert view_for(state, 1).extra.exchanged == (3, 0)
    shown = next(e for e in events if isinstance(e, IndicatorRevealed))
    assert view_for(state, 1).extra.indicator_ids == (shown.tile,)
    assert view_for(state, 1).extra.indicators == (shown.kind,)     # as the scorer reads them
    assert state.phase == PLAY and state.turn == 0
    for seat in range(SEATS):
        assert not leak_violations(state, first + events, seat)
    check_invariants(state)


def test_without_an_exchange_the_first_reserve_tile_is_the_indicator_and_it_scores():
    state, _ = erren_deal({0: DEALER_READY, 1: NOT_READY}, draws="2s", reserve="5p")
    state, events = exchange(state)
    shown = next(e for e in events if isinstance(e, IndicatorRevealed))
    assert str(shown.kind) == "5p" and tuple(shown.position.to_json()) == (1, 0, 0)
    assert shown.tile in (state.wall.tiles[p] for p in state.wall.dead)
    assert shown.tile not in (state.wall.tiles[p] for p in state.wall.apart)
    state, _ = apply(state, DeclareReady(0, ids_of(state, 0, "1z")[0]))
    state, _ = apply(state, Discard(1, state.drawn))          # 2s: the dealer wins on it
    state, events = apply(state, Win(0))
    won = next(e for e in events if isinstance(e, Won))
    indicator = next(i for i in won.score.items if i.key == "hua_pai")
    assert indicator.value * indicator.count == 3             # 456p and the pair 55p: three of its kind


def test_an_exchange_of_tiles_one_does_not_hold_or_twice_the_same_is_refused():
    state, _ = erren_deal({0: DEALER_READY, 1: NOT_READY})
    with pytest.raises(IllegalAction):
        apply(state, ExchangeTiles(0, (state.hands[1][0],)))
    with pytest.raises(ValueError, match="twice"):
        ExchangeTiles(0, (state.hands[0][0], state.hands[0][0]))
    with pytest.raises(NotationError, match="twice"):
        action_from_json({"type": "exchange_tiles", "seat": 0, "tiles": [5, 5]})
    some = ExchangeTiles(0, tuple(reversed(state.hands[0][:5])))
    assert some.tiles == tuple(sorted(state.hands[0][:5]))     # one spelling per choice
    assert action_from_json(json.loads(json.dumps(some.to_json()))) == some
    assert is_offered(legal_actions(state, 0), some) and some not in legal_actions(state, 0)



@pytest.mark.parametrize("give", [{0: "", 1: ""}, {0: "1z", 1: "4z"}, {0: DEALER_READY, 1: SEVEN_PAIRS_READY}],
                         ids=["none", "one_each", "whole_hands"])
def test_any_number_may_be_exchanged_and_the_live_deck_stays_at_44(give):
    state, _ = erren_deal({0: DEALER_READY, 1: SEVEN_PAIRS_READY})
    state, events = exchange(state, give)
    given = tuple(len(e.tiles) for e in events if isinstance(e, TilesExchanged))
    assert given == (len(parse_tiles(give[0])), len(parse_tiles(give[1])))
    assert [len(h) for h in state.hands] == [14, 13]
    assert state.wall.live_remaining() == 44                   # the exchange never touches the live deck
    assert len(state.wall.apart) == 64 and len(state.wall.dead) == 1   # 65 = 64 face down + the indicator
    assert view_for(state, 0).extra.exchanged == given and view_for(state, 1).extra.reserve == 64
    check_invariants(state)


def test_double_ready_is_judged_after_the_exchange_for_the_non_dealer_too():
    # the dealer gives back two tiles, then discards; the other declares with his first discard
    state, _ = erren_deal({0: "19m19p19s1234z5z6z7z", 1: SEVEN_PAIRS_READY}, draws="9m", filler_seed=2)
    state, _ = exchange(state, {0: "5z6z"})
    state, _ = apply(state, Discard(0, next(t for t in state.hands[0] if str(state.kinds[t]) != "4z")))
    if state.phase == CLAIM:
        state, _ = pass_all(state)
    nine = state.drawn
    assert str(state.kinds[nine]) == "9m" and DeclareReady(1, nine) in legal_actions(state, 1)
    state, events = apply(state, DeclareReady(1, nine))
    assert next(e for e in events if isinstance(e, ReadyDeclared)).tianting
    assert view_for(state, 0).extra.declared_first == (False, True)

# --- 报听 ----------------------------------------------------------------------------------------

def test_report_ready_then_forced_play_then_a_declined_win_then_a_win_on_a_discard():
    state, _ = erren_deal({0: DEALER_READY, 1: NOT_READY}, draws="9m7z8m5s2s", reserve="6p")
    state, _ = exchange(state)
    east = ids_of(state, 0, "1z")[0]
    legal = legal_actions(state, 0)
    assert DeclareReady(0, east) in legal and legal.index(DeclareReady(0, east)) == legal.index(Discard(0, east)) + 1
    assert [a for a in legal if isinstance(a, DeclareReady)] == [DeclareReady(0, east)]  # only 东 leaves it ready
    state, events = apply(state, DeclareReady(0, east))
    kinds = [type(e) for e in events]
    assert kinds.index(ReadyDeclared) + 1 == kinds.index(Discarded)
    assert next(e for e in events if isinstance(e, ReadyDeclared)).tianting
    assert view_for(state, 1).extra.declared == (True, False)
    assert view_for(state, 1).extra.declared_first == (True, False)
    assert view_for(state, 1).extra.declared_at == (0, None)        # the first discard of the hand
    assert view_for(state, 0).extra.baoting and not view_for(state, 1).extra.baoting
    state, _ = apply(state, Discard(1, state.drawn))          # 9m
    assert state.turn == 0 and legal_actions(state, 0) == [Discard(0, state.drawn)]   # 7z: forced
    state, _ = apply(state, Discard(0, state.drawn))
    state, _ = apply(state, Discard(1, state.drawn))          # 8m
    five = state.drawn                                        # 5s: a winning tile, self-drawn
    assert legal_actions(state, 0) == [Win(0), Discard(0, five)]
    state, _ = apply(state, Discard(0, five))                 # declined: discarded, still declared
    assert view_for(state, 0).extra.declared == (True, False)
    two = state.drawn                                         # the other draws 2s and lets it go
    state, _ = apply(state, Discard(1, two))
    assert state.phase == CLAIM and legal_actions(state, 0) == [Win(0), Pass(0)]   # no chow of 34s+2s
    state, events = apply(state, Win(0))
    won = next(e for e in events if isinstance(e, Won))
    assert {"tian_ting", "ping_he"} <= keys(won.score) and "bao_ting" not in keys(won.score)
    res = result(state)
    assert res.payments == (won.score.total, -won.score.total)
    check_invariants(state)



def test_passing_on_a_winning_discard_keeps_the_declaration_and_its_forced_play():
    state, _ = erren_deal({0: DEALER_READY, 1: NOT_READY}, draws="2s6m", reserve="6p")
    state, _ = exchange(state)
    state, _ = apply(state, DeclareReady(0, ids_of(state, 0, "1z")[0]))
    state, _ = apply(state, Discard(1, state.drawn))          # 2s: the dealer's winning tile
    assert legal_actions(state, 0) == [Win(0), Pass(0)]
    state, _ = apply(state, Pass(0))                          # declined
    assert view_for(state, 1).extra.declared == (True, False)
    assert state.turn == 0 and str(state.kinds[state.drawn]) == "6m"
    assert legal_actions(state, 0) == [Discard(0, state.drawn)]   # still played for him

def test_a_declared_hand_makes_no_kong_and_claims_nothing_but_a_win():
    state, _ = erren_deal({0: "123m456p555s78s99p1z", 1: NOT_READY}, draws="5s")
    state, _ = exchange(state)
    state, _ = apply(state, DeclareReady(0, ids_of(state, 0, "1z")[0]))
    state, _ = apply(state, Discard(1, state.drawn))          # 5s: a 碰 or 杠 for anyone undeclared
    assert state.phase == PLAY and state.turn == 0            # the declared dealer was not asked
    # the same hand undeclared is offered the pung and the kong of that 5s
    fresh, _ = erren_deal({0: "123m456p555s78s99p1z", 1: NOT_READY}, draws="5s")
    fresh, _ = exchange(fresh)
    fresh, _ = apply(fresh, Discard(0, ids_of(fresh, 0, "1z")[0]))
    fresh, _ = apply(fresh, Discard(1, fresh.drawn))
    assert any(isinstance(a, Kong) for a in legal_actions(fresh, 0))
    assert any(isinstance(a, Pung) for a in legal_actions(fresh, 0))


def test_a_declared_hand_drawing_its_fourth_tile_can_only_discard_it():
    state, _ = erren_deal({0: "123m456p555s78s99p1z", 1: NOT_READY}, draws="1m5s")
    state, _ = exchange(state)
    state, _ = apply(state, DeclareReady(0, ids_of(state, 0, "1z")[0]))
    state, _ = apply(state, Discard(1, state.drawn))          # 1m
    assert str(state.kinds[state.drawn]) == "5s"
    assert legal_actions(state, 0) == [Discard(0, state.drawn)]   # no 暗杠 after 报听
    # undeclared, the 暗杠 is there
    fresh, _ = erren_deal({0: "123m456p555s78s99p1z", 1: NOT_READY}, draws="1m5s")
    fresh, _ = exchange(fresh)
    fresh, _ = apply(fresh, Discard(0, ids_of(fresh, 0, "1z")[0]))
    fresh, _ = apply(fresh, Discard(1, fresh.drawn))
    fresh, _ = pass_all(fresh)                                # the undeclared dealer could chow the 1m
    assert any(isinstance(a, ConcealedKong) for a in legal_actions(fresh, 0))


def test_a_later_declaration_is_report_ready_not_double_ready():
    state, _ = erren_deal({0: "123m456p789s34s5p1z7z", 1: NOT_READY}, draws="9m5p9m2s")
    state, _ = exchange(state)
    assert not any(isinstance(a, DeclareReady) for a in legal_actions(state, 0))   # two tiles from ready
    state, _ = apply(state, Discard(0, ids_of(state, 0, "7z")[0]))
    state, _ = apply(state, Discard(1, state.drawn))                 # 9m
    assert str(state.kinds[state.drawn]) == "5p"
    state, events = apply(state, DeclareReady(0, ids_of(state, 0, "1z")[0]))
    assert not next(e for e in events if isinstance(e, ReadyDeclared)).tianting
    state, _ = apply(state, Discard(1, state.drawn))                 # 9m again
    assert str(state.kinds[state.drawn]) == "2s" and legal_actions(state, 0)[0] == Win(0)
    state, events = apply(state, Win(0))
    score = next(e for e in events if isinstance(e, Won)).score
    assert {"bao_ting", "men_qian_zi_mo"} <= keys(score) and "tian_ting" not in keys(score)


def test_a_wait_on_a_kind_the_hand_holds_four_of_is_not_ready():
    state, _ = erren_deal({0: "1111m234p567s888s7z", 1: "22m33m88p99p11s6s4z7z"})
    state, _ = exchange(state)
    declarable = {str(state.kinds[a.tile]) for a in legal_actions(state, 0) if isinstance(a, DeclareReady)}
    assert "7z" not in declarable        # 1111m234p567s888s waits only on a fifth 1m
    assert "1m" in declarable            # 111m234p567s888s7z waits on 7z



def test_an_open_hand_without_a_pattern_is_not_offered_the_win_until_it_declares():
    # the other chows 123m, throws 9m: 456p678s55p34s waits on 2s/5s with nothing to score
    hands = {0: "1m9m1p9p1s9s1234567z8p", 1: "23m456p678s55p34s9m"}
    for declare in (False, True):
        state, _ = erren_deal(hands, draws="5s", filler_seed=1)
        state, _ = exchange(state)
        state, _ = apply(state, Discard(0, ids_of(state, 0, "1m")[0]))
        state, _ = apply(state, next(a for a in legal_actions(state, 1) if isinstance(a, Chow)))
        nine = ids_of(state, 1, "9m")[0]
        state, _ = apply(state, DeclareReady(1, nine) if declare else Discard(1, nine))
        if state.phase == CLAIM:
            state, _ = pass_all(state)
        five = state.drawn
        assert str(state.kinds[five]) == "5s"
        state, _ = apply(state, Discard(0, five))
        offered = legal_actions(state, 1)
        assert (Win(1) in offered) is declare                 # 报听 is the pattern that lets it win
        if not declare:
            assert any(isinstance(a, Chow) for a in offered)  # the 5s can still be chowed


def test_a_hand_whose_only_fans_are_the_indicators_is_not_offered_the_win():
    # closed, 123m456p789s55p35s waits on 4s (no pattern); the indicator 5p would give it 3 fans
    state, _ = erren_deal({0: "4s19m19p1234567z8p9s", 1: "123m456p789s55p35s"}, reserve="5p")
    state, events = exchange(state)
    assert str(next(e for e in events if isinstance(e, IndicatorRevealed)).kind) == "5p"
    state, _ = apply(state, Discard(0, ids_of(state, 0, "4s")[0]))
    assert state.phase == CLAIM and Win(1) not in legal_actions(state, 1)
    assert any(isinstance(a, Chow) for a in legal_actions(state, 1))

# --- 抢杠 ----------------------------------------------------------------------------------------

def test_an_added_kong_can_be_robbed_and_scores_as_a_self_draw_plus_robbing():
    # the dealer waits on 5p (46p); the other pungs the dealer's 5p, then draws the fourth
    state, _ = erren_deal({0: "123m456m789m46p11z5p", 1: "55p19m19s19p2z3z4z6z7z"}, draws="3s5p")
    state, _ = exchange(state)
    state, _ = apply(state, Discard(0, ids_of(state, 0, "5p")[0]))
    pung = next(a for a in legal_actions(state, 1) if isinstance(a, Pung))
    state, _ = apply(state, pung)
    state, _ = apply(state, Discard(1, ids_of(state, 1, "2z")[0]))
    state, _ = apply(state, Discard(0, state.drawn))                 # 3s
    added = next(a for a in legal_actions(state, 1) if isinstance(a, AddedKong))
    state, events = apply(state, added)
    assert state.phase == ROB and legal_actions(state, 0) == [Win(0), Pass(0)]
    state, events = apply(state, Win(0))
    assert any(isinstance(e, KongRobbed) for e in events)
    won = next(e for e in events if isinstance(e, Won))
    assert won.robbed_kong and won.from_seat == 1
    assert {"qiang_gang", "men_qian_zi_mo"} <= keys(won.score)
    assert result(state).payments == (won.score.total, -won.score.total)


def test_a_concealed_kong_and_a_melded_kong_cannot_be_robbed():
    # concealed: the other holds 555p and draws the fourth; the dealer waits on 5p
    state, _ = erren_deal({0: "123m456m789m46p11z9s", 1: "555p19m19s19p2z3z4z6z"}, draws="5p")
    state, _ = exchange(state)
    state, _ = apply(state, Discard(0, ids_of(state, 0, "9s")[0]))
    kong = next(a for a in legal_actions(state, 1) if isinstance(a, ConcealedKong))
    state, events = apply(state, kong)
    assert state.phase == PLAY and state.turn == 1 and any(isinstance(e, KongDeclared) for e in events)
    assert any(isinstance(e, TileDrawn) and e.reason == "kong" for e in events)
    # melded: the other makes a kong of the dealer's 5p; no window opens, the replacement follows
    state, _ = erren_deal({0: "123m456m789m46p11z5p", 1: "555p19m19s19p2z3z4z6z"})
    state, _ = exchange(state)
    state, _ = apply(state, Discard(0, ids_of(state, 0, "5p")[0]))
    melded = next(a for a in legal_actions(state, 1) if isinstance(a, Kong))
    state, events = apply(state, melded)
    assert state.phase == PLAY and state.turn == 1
    assert any(isinstance(e, TileDrawn) and e.reason == "kong" for e in events)


# --- the end of the deck -------------------------------------------------------------------------

def test_when_both_are_ready_the_first_ready_one_draws_from_the_reserve_and_wins():
    # the other is ready straight after the deal, the dealer only after his first discard
    state, _ = erren_deal({0: DEALER_READY, 1: SEVEN_PAIRS_READY}, reserve="9m4z", filler_seed=3)
    state, _ = exchange(state)
    state, events = play_drawn_tiles(state)
    chance = next(e for e in events if isinstance(e, LastChance))
    assert (chance.seat, chance.ready) == (1, (1, 0))
    drawn = events[events.index(chance) + 1]
    assert isinstance(drawn, TileDrawn) and drawn.source == "reserve" and str(drawn.kind) == "4z"
    assert drawn.masked_for(0).tile is None
    assert state.phase == PLAY and state.turn == 1 and legal_actions(state, 1) == [Win(1), Discard(1, drawn.tile)]
    state, events = apply(state, Win(1))
    won = next(e for e in events if isinstance(e, Won))
    assert won.self_drawn and "hai_di" in keys(won.score) and "qi_dui" in keys(won.score)
    check_invariants(state)


def test_the_dealer_draws_when_he_was_ready_first():
    # the other becomes ready with his first discard (7z), after the dealer's
    state, _ = erren_deal({0: DEALER_READY, 1: NOT_READY}, draws="6s", reserve="9m5s", filler_seed=3)
    state, _ = exchange(state)
    state, _ = apply(state, Discard(0, ids_of(state, 0, "1z")[0]))
    state, _ = apply(state, Discard(1, ids_of(state, 1, "7z")[0]))
    state, events = play_drawn_tiles(state)
    chance = next(e for e in events if isinstance(e, LastChance))
    assert (chance.seat, chance.ready) == (0, (0, 1))
    state, events = apply(state, Win(0))
    assert "hai_di" in keys(next(e for e in events if isinstance(e, Won)).score)


def test_a_failed_last_chance_is_discarded_unclaimable_and_the_hand_is_drawn_the_dealer_staying():
    # only the other is ready; his reserve tile is the dealer's winning tile (2s), not his own
    state, _ = erren_deal({0: "123m456p789s34s5p6z1z", 1: SEVEN_PAIRS_READY}, reserve="9m2s", filler_seed=4)
    state, _ = exchange(state)
    state, events = play_drawn_tiles(state)
    chance = next(e for e in events if isinstance(e, LastChance))
    assert chance.ready == (1,)
    assert legal_actions(state, 1) == [Discard(1, state.drawn)]        # nothing to decide
    state, events = apply(state, Discard(1, state.drawn))
    assert is_over(state) and any(isinstance(e, HandExhausted) for e in events)
    res = result(state)
    assert res.payments == (0, 0) and not res.wins
    assert ERREN.next_dealer(0, res, {}) == 0
    check_invariants(state)


def test_nobody_ready_is_a_drawn_hand_at_once():
    state, _ = erren_deal({0: "159m159p159s1234z", 1: NOT_READY}, filler_seed=5)
    state, _ = exchange(state)
    state, events = play_drawn_tiles(state)
    assert not any(isinstance(e, LastChance) for e in events) and is_over(state)
    assert result(state).payments == (0, 0)


def test_wins_on_the_last_live_tile_and_on_the_last_discard():
    # the dealer draws the 71st tile (44 draws after the deal, the other first)
    state, _ = erren_deal({0: DEALER_READY, 1: SEVEN_PAIRS_READY}, end="5s", filler_seed=6)
    state, _ = exchange(state)
    state, _ = play_drawn_tiles(state, last_tile=True)
    assert state.wall.live_remaining() == 0 and state.turn == 0 and Win(0) in legal_actions(state, 0)
    state, events = apply(state, Win(0))
    assert "hai_di" in keys(next(e for e in events if isinstance(e, Won)).score)
    state, _ = erren_deal({0: DEALER_READY, 1: SEVEN_PAIRS_READY}, end="4z", filler_seed=6)
    state, _ = exchange(state)
    state, _ = play_drawn_tiles(state, last_tile=True)
    state, _ = apply(state, Discard(0, state.drawn))                  # the last discard: 4z
    assert legal_actions(state, 1) == [Win(1), Pass(1)]
    state, events = apply(state, Win(1))
    assert "he_di" in keys(next(e for e in events if isinstance(e, Won)).score)


# --- the match ----------------------------------------------------------------------------------

def test_the_winner_deals_next_a_drawn_hand_keeps_the_dealer_and_the_wind_stays_east():
    match, _ = new_match(ERREN, "rotation")
    assert match.dealer == 0 and hand_config(match).seats == SEATS
    # hand 0: the other (seat 1) wins on the dealer's discard
    state, _ = erren_deal({0: "123m456p789s34s55p4z", 1: SEVEN_PAIRS_READY})
    state, _ = exchange(state)
    state, _ = apply(state, Discard(0, ids_of(state, 0, "4z")[0]))
    state, _ = apply(state, Win(1))
    match, _ = next_hand(match, result(state))
    assert match.dealer == 1 and hand_config(match).round_wind == "E"
    assert hand_config(match).winds() == ("S", "E")
    # hand 1 (dealer seat 1): nobody ready, drawn: seat 1 deals again
    state, _ = erren_deal({1: "159m159p159s1234z", 0: NOT_READY}, dealer=1, filler_seed=5)
    state, _ = exchange(state)
    state, _ = play_drawn_tiles(state)
    match, _ = next_hand(match, result(state))
    assert match.dealer == 1 and hand_config(match).round_wind == "E"


def test_the_first_dealer_is_drawn_at_random():
    first = {new_match(ERREN, seed)[0].player_at(0) for seed in range(12)}
    assert first == {0, 1}


# --- invariants and replay ----------------------------------------------------------------------

def test_random_hands_keep_every_invariant_and_replay_from_their_log():
    for hand in range(12):
        rng = random.Random(hand)
        config = erren_config(dealer=hand % SEATS, seed=f"random-{hand}")
        state, events = new_hand(ERREN, config)
        actions = []
        while not is_over(state):
            seat = to_act(state)[rng.randrange(len(to_act(state)))]
            legal = legal_actions(state, seat)
            if state.phase == SETUP:
                action = ExchangeTiles(seat, tuple(rng.sample(state.hands[seat], rng.randrange(6))))
            else:
                wins = [a for a in legal if isinstance(a, Win)]
                action = wins[0] if wins else rng.choice(legal)
            state, more = apply(state, action)
            events += more
            actions.append(action)
            found = table_violations(state) + [v for s in range(SEATS) for v in leak_violations(state, more, s)]
            assert not found, found
        assert sum(result(state).payments) == 0
        logged = [action_from_json(json.loads(json.dumps(a.to_json()))) for a in actions]
        again, replayed = replay(ERREN, config, logged)
        assert [e.to_json() for e in replayed] == [e.to_json() for e in events]


def test_a_stacked_wall_for_two_needs_no_dice():
    wall = stack_erren({0: DEALER_READY})
    assert wall.throws == ()
    with pytest.raises(ValueError, match="0 throws"):
        new_hand(ERREN, erren_config(), stacked=type(wall)(wall.tiles))


def test_an_open_hand_may_declare_with_the_discard_after_its_pung_and_win_on_it():
    # the other pungs the dealer's 5z, then declares with 9m: 123m456p78s + 55p waits on 6s/9s
    state, _ = erren_deal({0: "19m19p19s1234z5z6z7z", 1: "123m456p78s55p5z5z9m"}, draws="2m9s", filler_seed=2)
    state, _ = exchange(state)
    state, _ = apply(state, Discard(0, ids_of(state, 0, "5z")[0]))
    state, _ = apply(state, next(a for a in legal_actions(state, 1) if isinstance(a, Pung)))
    nine = ids_of(state, 1, "9m")[0]
    assert DeclareReady(1, nine) in legal_actions(state, 1)
    state, _ = apply(state, DeclareReady(1, nine))
    state, _ = pass_all(state)
    state, _ = apply(state, Discard(0, state.drawn))                 # the dealer lets his draw go
    state, _ = pass_all(state)
    assert str(state.kinds[state.drawn]) == "9s" and legal_actions(state, 1)[0] == Win(1)
    state, events = apply(state, Win(1))
    score = next(e for e in events if isinstance(e, Won)).score
    assert "bao_ting" in keys(score) and "men_qian_zi_mo" not in keys(score)   # open: no closed self-draw


def test_one_shot_scores_when_the_room_turns_it_on_and_a_claim_breaks_it():
    hands = {0: DEALER_READY, 1: NOT_READY}
    for option, expected in ((True, True), (False, False)):
        state, _ = erren_deal(hands, draws="2s", options={"ippatsu": option})
        state, _ = exchange(state)
        state, _ = apply(state, DeclareReady(0, ids_of(state, 0, "1z")[0]))
        state, _ = apply(state, Discard(1, state.drawn))             # 2s, within the go-around
        state, events = apply(state, Win(0))
        assert ("yi_fa" in keys(next(e for e in events if isinstance(e, Won)).score)) is expected
    # a pung by the other after the declaration breaks the one-shot
    state, _ = erren_deal({0: "123m456p789s34s55p7z", 1: "7z7z" + "19m19p19s234z6s"}, draws="", filler_seed=1,
                          options={"ippatsu": True})
    state, _ = exchange(state)
    state, _ = apply(state, DeclareReady(0, ids_of(state, 0, "7z")[0]))
    state, _ = apply(state, next(a for a in legal_actions(state, 1) if isinstance(a, Pung)))
    assert state.extra.one_shot == (False, False)


def test_the_dealer_wins_on_his_first_fourteen_as_a_limit_hand():
    state, _ = erren_deal({0: "123m456p789s234s55p", 1: NOT_READY})
    state, _ = exchange(state)
    assert legal_actions(state, 0)[0] == Win(0)
    state, events = apply(state, Win(0))
    won = next(e for e in events if isinstance(e, Won))
    assert "tian_he" in keys(won.score) and won.score.total == 13
    assert result(state).payments == (13, -13)
