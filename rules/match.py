"""A match as pure functions: the 打风 seat draw, the hands in order, 圈风 and 门风, the dealer rule,
the optional seat swap between 圈, and the running scores.

Players are 0..n-1 (n = `Variant.seats`; 0 is the human in the game) and keep their index for the
whole match; seats are the table places 0..n-1 named by the wind each player drew at the start
(0 = East, the first dealer; then South, West, North counter-clockwise). The engine works in seats; `seat_of_player`
maps between the two and changes only when seats rotate between 圈.

    match, events = new_match(variant, seed)
    while not match_over(match):
        state, ev = engine.new_hand(variant, hand_config(match))
        ...play...
        match, ev = next_hand(match, engine.result(state))
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Optional, Union

from .state import HandConfig
from .events import Event, SeatsDrawn, SeatsRotated
from .tiles import WIND_LETTERS
from .variants.base import Variant
from .variants.results import HandResult


@dataclass(frozen=True)
class HandSummary:
    """One finished hand, in player terms (for the score sheet and the save file)."""

    hand_no: int
    dealer_player: int
    round_wind: str
    winners: tuple[int, ...]          # players
    payments: tuple[int, ...]         # per player
    exhausted: bool


@dataclass(frozen=True)
class MatchState:
    variant: Variant
    seed: Union[int, str]
    options: Mapping[str, Any]
    seat_of_player: tuple[int, ...]
    hand_no: int = 0                  # index of the next hand to play
    dealer: int = 0                   # seat of the next dealer
    deals_passed: int = 0             # times the deal moved on; one per seat make a 圈
    scores: tuple[int, ...] = ()      # per player (all 0 when not given)
    history: tuple[HandSummary, ...] = field(default=())
    carry: Mapping[str, Any] = field(default_factory=dict)   # variant state for the next hand (滴零)

    def __post_init__(self) -> None:
        if not self.scores:   # a frozen record: fill in the zero scores once
            object.__setattr__(self, "scores", (0,) * self.variant.seats)

    @property
    def seats(self) -> int:
        return self.variant.seats

    @property
    def round_index(self) -> int:
        return self.deals_passed // self.seats

    @property
    def round_wind(self) -> str:
        if self.variant.prevalent_wind is not None:   # 二人: East the whole match
            return self.variant.prevalent_wind
        every = self.variant.session_rounds   # 天津: the 圈风 starts again with each 锅
        index = self.round_index % every if every else self.round_index
        return WIND_LETTERS[min(index, len(WIND_LETTERS) - 1)]   # after 北圈 the match stays in 北

    def player_at(self, seat: int) -> int:
        return self.seat_of_player.index(seat)

    def seat_winds(self) -> tuple[str, ...]:
        """门风 per seat for the next hand: the dealer is East, then S, W, N in turn order."""
        return tuple(WIND_LETTERS[(seat - self.dealer) % self.seats] for seat in range(self.seats))


def draw_seats(seed: Union[int, str], seats: int) -> tuple[tuple[int, ...], SeatsDrawn]:
    """打风: one wind tile per player (East first) face down, shuffled; player 0 throws two dice
    and counts round the table from himself (= 1) to the player who draws first; each in turn
    draws one and sits at that wind. The tiles and the throw use generators of their own,
    derived from the seed."""
    rng = random.Random(f"{seed}:seats")
    winds = list(WIND_LETTERS[:seats])
    rng.shuffle(winds)
    throw = random.Random(f"{seed}:seat-dice")
    dice = (throw.randint(1, 6), throw.randint(1, 6))
    first = (sum(dice) - 1) % seats
    return tuple(WIND_LETTERS.index(w) for w in winds), SeatsDrawn(tuple(winds), dice, first)


def dealer_rng(seed: Union[int, str], hand_no: int) -> random.Random:
    """The generator of a variant's dealer dice before hand `hand_no` (四川 rolls every hand)."""
    return random.Random(f"{seed}:{hand_no}:dealer")


def new_match(variant: Variant, seed: Union[int, str], options: Optional[Mapping[str, Any]] = None
              ) -> tuple[MatchState, list[Event]]:
    """A new match: the seat draw (打风) and, where the variant throws for it, the first dealer."""
    resolved = variant.resolve_options(options)
    if variant.draw_seats is not None:   # the variant's own 打风 (天津: dice say who draws first)
        seats, drawn = variant.draw_seats(seed, 0, None, variant.seats)
        match, events = MatchState(variant, seed, resolved, seats), list(drawn)
    else:
        seats, event = draw_seats(seed, variant.seats)
        match, events = MatchState(variant, seed, resolved, seats), [event]
    if variant.choose_dealer is not None:   # East (seat 0) throws for the first dealer
        dealer, more = variant.choose_dealer(dealer_rng(seed, 0), 0, None, resolved, variant.seats)
        match = replace(match, dealer=dealer)
        events.extend(more)
    return match, events


def last_counted_hand(options: Mapping[str, Any], hand_no: int) -> bool:
    """Hand `hand_no` (from 0) is the last of a match that counts its hands (a `match_hands`
    option); False for a variant that plays its 圈."""
    hands = options.get("match_hands")
    return hands is not None and int(hands) > 0 and hand_no + 1 >= int(hands)


def match_over(match: MatchState) -> bool:
    """A variant with a `match_hands` option plays that many hands; others play their 圈."""
    hands = match.options.get("match_hands")
    if hands:
        return match.hand_no >= int(hands)
    return match.deals_passed >= match.seats * match_rounds(match)


def match_rounds(match: MatchState) -> int:
    """圈 in the match: the variant's, or its `match_rounds` option when it has one (天津: 锅)."""
    return match.options.get("match_rounds") or match.variant.match_rounds


def hand_config(match: MatchState) -> HandConfig:
    """The engine's config for the next hand (scores per seat, options as resolved)."""
    if match_over(match):
        raise ValueError("the match is over: no next hand")
    scores = tuple(match.scores[match.player_at(seat)] for seat in range(match.seats))
    return HandConfig(seed=match.seed, hand_no=match.hand_no, dealer=match.dealer,
                      round_wind=match.round_wind, seat_winds=match.seat_winds(), scores=scores,
                      options=dict(match.options), carry=dict(match.carry), seats=match.seats)


def next_hand(match: MatchState, result: HandResult) -> tuple[MatchState, list[Event]]:
    """Book a finished hand and move on: scores, dealer, 圈 and (optionally) seats."""
    if match_over(match):
        raise ValueError("the match is over: no hand to book")
    if result.dealer != match.dealer:
        raise ValueError(f"the result is of a hand dealt by seat {result.dealer}, the match expected seat {match.dealer}")
    seats = match.seats
    player_pay = tuple(result.payments[match.seat_of_player[p]] for p in range(seats))
    summary = HandSummary(match.hand_no, match.player_at(match.dealer), match.round_wind,
                          tuple(match.player_at(s) for s in result.winners), player_pay, result.exhausted)
    scores = tuple(a + b for a, b in zip(match.scores, player_pay))
    more: tuple = ()
    if match.variant.choose_dealer is not None:   # the last dealer throws for the next one
        dealer, more = match.variant.choose_dealer(dealer_rng(match.seed, match.hand_no + 1), match.dealer,
                                                   result, match.options, seats)
    else:
        dealer = match.variant.next_dealer(match.dealer, result, match.options)
    passed = match.deals_passed + (1 if dealer != match.dealer else 0)
    seat_of_player = match.seat_of_player
    events: list[Event] = []
    new_round = dealer != match.dealer and passed % seats == 0 and passed < seats * match_rounds(match)
    if new_round and match.options.get("seat_rotation") and match.variant.seat_rotation:
        perm = match.variant.seat_rotation[passed // seats - 1]
        seat_of_player = tuple(perm[s] for s in seat_of_player)
        events.append(SeatsRotated(seat_of_player, WIND_LETTERS[passed // seats]))
    every = match.variant.session_rounds
    if new_round and every and match.variant.draw_seats is not None and (passed // seats) % every == 0:
        seat_of_player, drawn = match.variant.draw_seats(match.seed, passed // (seats * every), seat_of_player,
                                                         seats)
        events.extend(drawn)   # 打风 again for the next session; East deals its first hand
        dealer = 0
    events.extend(more)
    carry = match.carry if match.variant.carry_over is None else \
        match.variant.carry_over(result, match.carry, match.options)
    return replace(match, seat_of_player=seat_of_player, hand_no=match.hand_no + 1, dealer=dealer, deals_passed=passed,
                   scores=scores, history=match.history + (summary,), carry=carry), events
