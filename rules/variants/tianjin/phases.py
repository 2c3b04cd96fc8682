"""天津 set-up steps, the 打风 seat draw and the events only 天津 has
(docs/rules/tianjin.md §2, §3, §8).

Order of a hand: the engine builds and breaks the wall (two throws); then the dealer chooses
坐庄 or not (`ZuoZhuangPhase`), then the three others choose 不拉 / 拉一庄 / 拉两庄 at the same
time (`LaZhuangPhase`: each choice stays hidden until all three have chosen); then 翻混 — the
dealer's opposite throws, the top tile of the stack that many from the tail is turned face up —
and only then the deal. The 翻混 throw is made with the hand's random generator right after the
break (`reveal`: the generator exists only in `new_hand`), kept out of every view, and shown when
the choices are done, so `apply` stays deterministic.

翻混 on the wall: with the throw n, the indicator (top of stack n from the tail) is set aside face
up (`Wall.dead`) and the 2n − 1 tiles behind it (stacks 1..n−1 and the indicator's bottom tile)
are the kong-replacement reserve (`Wall.reserve`): live draws stop before the 混 stack (荒庄),
replacements come from the tail and, once the reserve is used, from the live wall's far end.

打风 (`draw_seats`): the four winds face down; the player at the place called East throws and
counts round the table (himself 1, 下家 2, 对家 3, 上家 4, 5 = himself again ...); the player
reached draws first, the others follow in turn; everyone sits at the wind drawn. After a 锅 the
seats are drawn again, and again while the 上下家 order is the same as before.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Optional, Union

from ...actions import ActionBase
from ...events import DiceRolled, Event, SeatsDrawn
from ...tiles import WIND_LETTERS
from ...wall import Wall
from ..hand_state import state_of
from .events import (
    PULL_CHOICES,
    WILDCARD_THROW,
    DealerSat,
    HunRevealed,
    PullChosen,
    PullDealer,
    PullsRevealed,
    SitDealer,
    WindsDrawn,
)
from .scoring import hun_pair
from .state import TianjinState

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import HandConfig, State


# --- 坐庄 / 拉庄 --------------------------------------------------------------------------------

@dataclass(frozen=True)
class ZuoZhuangPhase:
    """The dealer chooses 坐庄 or not, before anything is dealt."""

    name: str = "zuo_zhuang"
    at: str = "before_deal"

    def to_act(self, state: State) -> tuple[int, ...]:
        """The dealer, until he has chosen."""
        return () if tianjin_state(state).zuo is not None else (state.config.dealer,)

    def legal_actions(self, state: State, seat: int) -> tuple[ActionBase, ...]:
        """Sit (坐庄) or not."""
        return (SitDealer(seat, False), SitDealer(seat, True))

    def apply(self, state: State, action: ActionBase) -> tuple[State, tuple[Event, ...], bool]:
        """Record the choice (public at once)."""
        assert isinstance(action, SitDealer)
        extra = replace(tianjin_state(state), zuo=action.sit)
        return replace(state, extra=extra), (DealerSat(action.seat, action.sit),), True


@dataclass(frozen=True)
class LaZhuangPhase:
    """The three others choose 不拉 / 拉一庄 / 拉两庄 together; then 翻混."""

    name: str = "la_zhuang"
    at: str = "before_deal"

    def to_act(self, state: State) -> tuple[int, ...]:
        """The others who have not chosen yet."""
        seats = state.variant.seats
        picks = tianjin_state(state).la_picks_of(seats)
        dealer = state.config.dealer
        return tuple(s for s in range(seats) if s != dealer and picks[s] is None)

    def legal_actions(self, state: State, seat: int) -> tuple[ActionBase, ...]:
        """不拉, 拉一庄 or 拉两庄."""
        return tuple(PullDealer(seat, n) for n in PULL_CHOICES)

    def apply(self, state: State, action: ActionBase) -> tuple[State, tuple[Event, ...], bool]:
        """Record a pull; once all have chosen, reveal them together and flip the 混."""
        assert isinstance(action, PullDealer)
        seats = state.variant.seats
        picks = list(tianjin_state(state).la_picks_of(seats))
        picks[action.seat] = action.times
        events: list[Event] = [PullChosen(action.seat, action.times)]
        extra = replace(tianjin_state(state), la_picks=tuple(picks))
        dealer = state.config.dealer
        if any(picks[s] is None for s in range(seats) if s != dealer):
            return replace(state, extra=extra), tuple(events), False
        times = tuple(p or 0 for p in picks)       # the dealer's own: 0
        events.append(PullsRevealed(times))
        state, more = flip_hun(replace(state, extra=replace(extra, la=times)))
        return state, tuple(events) + more, True


def reveal(wall: Wall, rng: random.Random, config: HandConfig) -> tuple[Wall, tuple[Event, ...], TianjinState]:
    """Right after the break: the 翻混 throw of the dealer's opposite, kept secret until the
    坐庄/拉庄 choices are made (the hand's generator is only available in `new_hand`)."""
    return wall, (), TianjinState(hun_dice=(rng.randint(1, 6), rng.randint(1, 6)))


def tianjin_state(state: State) -> TianjinState:
    """The hand's 天津 records."""
    return state_of(state, TianjinState)


def flip_hun(state: State) -> tuple[State, tuple[Event, ...]]:
    """翻混 on the standing wall: set the indicator aside face up, keep the reserve behind it."""
    dice = tianjin_state(state).hun_dice
    count = sum(dice)
    wall = state.wall
    top = wall.hi - 2 * count          # the top tile of stack `count` from the tail
    indicator = wall.tiles[top]
    kind = state.kinds[indicator]
    hun = hun_pair(kind)
    wall = replace(wall, dead=wall.dead + (top,), reserve=2 * count - 1)
    extra = replace(tianjin_state(state), hun_dice=(0, 0), hun=hun, hun_indicator=indicator)
    seats = state.variant.seats
    thrower = (state.config.dealer + seats // 2) % seats      # the dealer's opposite
    events = (DiceRolled(thrower, dice, WILDCARD_THROW),
              HunRevealed(thrower, count, indicator, kind, wall.pos(top), hun, 2 * count - 1))
    return replace(state, wall=wall, extra=extra), events


# --- 打风 -----------------------------------------------------------------------------------------

def _cycle(seat_of_player: tuple[int, ...]) -> tuple[int, ...]:
    """The players round the table in turn order, starting from player 0: equal cycles mean
    nobody's 上家 or 下家 changed."""
    seats = len(seat_of_player)
    at_seat = [seat_of_player.index(s) for s in range(seats)]
    start = at_seat.index(0)
    return tuple(at_seat[(start + k) % seats] for k in range(seats))


def draw_seats(seed: Union[int, str], session: int, previous: Optional[tuple[int, ...]],
               seats: int) -> tuple[tuple[int, ...], tuple[Event, ...]]:
    """打风 for `session` (0 = the start of the match): returns (seat_of_player, events).

    Before the first draw the players sit at random; before a later one they sit where they
    are, and the East player throws. A later draw that leaves the 上下家 order unchanged is
    done again."""
    rng = random.Random(f"{seed}:seats:{session}")
    if previous is None:
        places = list(range(seats))
        rng.shuffle(places)
    else:
        places = [previous.index(s) for s in range(seats)]
    events: list[Event] = []
    attempt = 0
    while True:
        attempt += 1
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        first = (sum(dice) - 1) % seats           # the thrower counts himself as 1
        order = tuple(places[(first + k) % seats] for k in range(seats))
        tiles = list(WIND_LETTERS[:seats])
        rng.shuffle(tiles)
        wind_of = [""] * seats
        for k, player in enumerate(order):
            wind_of[player] = tiles[k]
        seat_of_player = tuple(WIND_LETTERS.index(w) for w in wind_of)
        again = previous is not None and _cycle(seat_of_player) == _cycle(previous)
        events.append(WindsDrawn(session, attempt, tuple(places), places[0], dice, order[0], order,
                                 tuple(wind_of), again))
        if not again:
            break
    events.append(SeatsDrawn(tuple(wind_of)))
    return seat_of_player, tuple(events)
