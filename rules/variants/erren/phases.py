"""二人麻将 set-up: the live deck and the reserve, the opening exchange and the 花牌 indicator
(docs/rules/two-player-71.md §1, §3, §5).

The wall: 136 shuffled tiles stood in two rows, no dice (`break_throws` 0): side 0 holds the
live deck (its first 71 places, drawn from the right end; kong replacements come from its far
end), the other 65 places are the reserve, set apart (`Wall.apart`): side 1's stacks, then the
bottom tile under the live deck's last one. `reveal` splits the wall and announces it
(ReserveSet); it also draws, with the hand's random generator, the seed the exchange shuffles
the reserve with, so `apply` stays deterministic.

The exchange (`ExchangePhase`, after the deal): each seat marks any number of its tiles at the
same time, in secret (ExchangeChosen tells only that it has chosen). Once all have, the marked
tiles go back into the reserve, the reserve is shuffled, and each seat, the dealer first, draws
as many as it gave back (TilesExchanged: the other seat sees only the count). The live deck is
untouched (44 tiles after the deal). Then the first reserve place is turned face up: the
indicator (IndicatorRevealed; none by option `indicators` 0). With option `exchange` "off" the
phase is skipped and `reveal` turns the indicator up at once.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Mapping

from ...actions import ActionBase
from ...events import Event
from ...tiles import SET_136
from ...wall import Wall
from ..hand_state import state_of
from .events import ExchangeChosen, ExchangeTiles, IndicatorRevealed, ReserveSet, TilesExchanged
from .state import ErrenState, per_seat

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import HandConfig, State

LIVE_TILES = 71
SEED_BITS = 32


def reveal(wall: Wall, rng: random.Random, config: HandConfig) -> tuple[Wall, tuple[Event, ...], ErrenState]:
    """Split the broken wall: the live deck (the first `live_tiles` places) and the reserve set
    apart; the reserve's shuffle seed for the exchange, kept out of every view."""
    live = int(config.options.get("live_tiles", LIVE_TILES))
    total = len(wall.tiles)
    first_stack = live + live % 2       # the reserve begins at the next whole stack...
    apart = tuple(range(first_stack, total)) + tuple(range(live, first_stack))   # ...the odd one last
    split = replace(wall, hi=live, apart=apart)
    event = ReserveSet(live, len(apart), tuple(split.pos(p) for p in apart))
    extra = ErrenState(reserve_seed=rng.getrandbits(SEED_BITS))
    if config.options.get("exchange", "any") != "off":
        return split, (event,), extra
    # no exchange (option): the indicators are turned up at once, from the untouched reserve
    split, shown = turn_up(split, int(config.options.get("indicators", 1)))
    events = (event,) + tuple(IndicatorRevealed(split.tiles[p], SET_136.kind(split.tiles[p]), split.pos(p))
                              for p in shown)
    return split, events, replace(extra, indicator_ids=tuple(split.tiles[p] for p in shown))


def turn_up(wall: Wall, count: int) -> tuple[Wall, tuple[int, ...]]:
    """The first `count` reserve places turned face up (§5): out of the reserve, onto the wall."""
    shown = wall.apart[:count]
    return replace(wall, apart=wall.apart[count:], dead=wall.dead + shown), shown


def erren_state(state: State) -> ErrenState:
    """The hand's 二人 records."""
    return state_of(state, ErrenState)


def _sorted_hand(state: State, tiles: list[int]) -> tuple[int, ...]:
    return tuple(sorted(tiles, key=lambda t: (state.kinds[t].index, t)))


def _seats_from_dealer(state: State) -> tuple[int, ...]:
    seats = state.variant.seats
    return tuple((state.config.dealer + k) % seats for k in range(seats))


@dataclass(frozen=True)
class ExchangePhase:
    """开始时换牌: every seat gives back any number of tiles at once and draws as many from the
    reserve; then the indicator is turned up."""

    name: str = "exchange"
    at: str = "after_deal"

    def enabled(self, options: Mapping[str, Any]) -> bool:
        """Played unless the room turns the exchange off (option `exchange`)."""
        return bool(options.get("exchange", "any") != "off")

    def to_act(self, state: State) -> tuple[int, ...]:
        """Every seat that has not marked its tiles yet."""
        picks = per_seat(erren_state(state).exchange_picks, state.variant.seats, None)
        return tuple(s for s in range(state.variant.seats) if picks[s] is None)

    def legal_actions(self, state: State, seat: int) -> tuple[ActionBase, ...]:
        """Keep every tile, or give back any of them: the offer of the whole hand admits every
        subset of it (ExchangeTiles.admits)."""
        return (ExchangeTiles(seat, ()), ExchangeTiles(seat, state.hands[seat]))

    def apply(self, state: State, action: ActionBase) -> tuple[State, tuple[Event, ...], bool]:
        """Record the marks; once every seat has chosen, exchange them and turn up the indicator."""
        assert isinstance(action, ExchangeTiles)
        seats = state.variant.seats
        before = erren_state(state)
        marked = list(per_seat(before.exchange_picks, seats, None))
        marked[action.seat] = action.tiles
        events: list[Event] = [ExchangeChosen(action.seat)]
        extra = replace(before, exchange_picks=tuple(marked))
        picks = [p for p in marked if p is not None]
        if len(picks) < seats:
            return replace(state, extra=extra), tuple(events), False
        wall = state.wall
        pool = [wall.tiles[p] for p in wall.apart]
        order = _seats_from_dealer(state)
        returned = [t for seat in order for t in picks[seat]]
        if returned:   # the marked tiles go back in, and the reserve is shuffled before anyone draws
            pool += returned
            random.Random(before.reserve_seed).shuffle(pool)
        hands = [list(h) for h in state.hands]
        for seat in order:
            given = picks[seat]
            drawn, pool = pool[:len(given)], pool[len(given):]
            for t in given:
                hands[seat].remove(t)
            hands[seat].extend(drawn)
            events.append(TilesExchanged(seat, tuple(given), tuple(state.kinds[t] for t in given),
                                         tuple(drawn), tuple(state.kinds[t] for t in drawn)))
        tiles = list(wall.tiles)
        for p, t in zip(wall.apart, pool):
            tiles[p] = t
        count = int(state.config.options.get("indicators", 1))     # §5: one by default; 0 or 2 by option
        wall, shown_places = turn_up(replace(wall, tiles=tuple(tiles)), count)
        for shown in shown_places:
            events.append(IndicatorRevealed(tiles[shown], state.kinds[tiles[shown]], wall.pos(shown)))
        extra = replace(extra, exchanged=tuple(len(p) for p in picks),
                        indicator_ids=tuple(tiles[shown] for shown in shown_places))
        new_hands = tuple(_sorted_hand(state, h) for h in hands)
        return replace(state, hands=new_hands, wall=wall, extra=extra), tuple(events), True
