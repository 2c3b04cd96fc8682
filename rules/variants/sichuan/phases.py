"""四川 set-up steps and the events only 四川 has (docs/rules/sichuan-xuezhan.md §4, §8).

换三张 (room option): every player picks three tiles of one suit, secretly; once all four have
picked, the dealer's dice choose the direction and the tiles move. 定缺: every player chooses a
void suit secretly; the four choices are revealed together. Both are engine set-up phases
(`at="after_deal"`, 换三张 first). The direction dice are thrown with the hand's random generator
right after the break (`reveal`), kept out of every view, and shown only when the tiles move, so
`apply` stays deterministic.

Events: ExchangeChosen (someone has chosen), VoidChosen (the suit visible to its maker only),
TilesExchanged (the tiles visible to the receiver and the giver), VoidsRevealed, and
KongPaid (刮风下雨: the immediate kong payment, public).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any, Mapping

from ...actions import ActionBase
from ...events import DiceRolled, Event
from ...tiles import SUITS
from ...wall import Wall
from ..hand_state import state_of
from .events import (
    EXCHANGE_THROW,
    ChooseVoid,
    ExchangeChosen,
    ExchangeThree,
    PlayOn,
    TilesExchanged,
    VoidChosen,
    VoidsRevealed,
)
from .state import SichuanState

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import HandConfig, State

# Two dice summed mod 3 are exactly uniform (12 of the 36 throws each): 1 → clockwise (to the
# left player, seat − 1), 2 → counter-clockwise (to the right player, seat + 1), 0 → opposite.
DIRECTIONS = {1: ("clockwise", -1), 2: ("counter_clockwise", 1), 0: ("opposite", 2)}


def exchange_direction(dice: tuple[int, int]) -> tuple[str, int]:
    """(name, seat offset of the receiver) for the dealer's throw."""
    return DIRECTIONS[sum(dice) % 3]


# --- phases -------------------------------------------------------------------------------------

def _rank(state: State, tile: int) -> tuple[int, int]:
    return state.kinds[tile].index, tile


def exchange_choices(state: State, seat: int) -> tuple[ExchangeThree, ...]:
    """Every choice of three tiles of one suit, by kinds (lowest ids of each kind), suit by suit.
    Thirteen or fourteen tiles in three suits always give some suit three tiles, so the rules'
    "complete with other suits" case never arises."""
    by_kind: dict[int, list[int]] = {}
    for t in state.hands[seat]:
        by_kind.setdefault(state.kinds[t].index, []).append(t)
    out: list[ExchangeThree] = []
    for suit in range(3):
        kinds = [k for k in sorted(by_kind) if 9 * suit <= k < 9 * suit + 9]
        if sum(len(by_kind[k]) for k in kinds) < 3:
            continue
        for combo in combinations_with_replacement(kinds, 3):
            if any(combo.count(k) > len(by_kind[k]) for k in set(combo)):
                continue
            used: dict[int, int] = {}
            ids = []
            for k in combo:
                ids.append(by_kind[k][used.get(k, 0)])
                used[k] = used.get(k, 0) + 1
            out.append(ExchangeThree(seat, tuple(ids)))  # type: ignore[arg-type]
    return tuple(out)


@dataclass(frozen=True)
class ExchangePhase:
    """换三张 (room option `exchange_three`)."""

    name: str = "exchange_three"
    at: str = "after_deal"

    def enabled(self, options: Mapping[str, Any]) -> bool:
        """Only in a 换三张 room."""
        return bool(options.get("exchange_three"))

    def to_act(self, state: State) -> tuple[int, ...]:
        """Every seat that has not put its three tiles aside yet."""
        picks = sichuan_state(state).exchange_picks_of(state.variant.seats)
        return tuple(s for s in range(state.variant.seats) if picks[s] is None)

    def legal_actions(self, state: State, seat: int) -> tuple[ActionBase, ...]:
        """Every choice of three tiles of one suit."""
        return exchange_choices(state, seat)

    def apply(self, state: State, action: ActionBase) -> tuple[State, tuple[Event, ...], bool]:
        """Put the three tiles aside; once all have, throw for the direction and move them."""
        assert isinstance(action, ExchangeThree)
        seat = action.seat
        seats = state.variant.seats
        before = sichuan_state(state)
        picks = list(before.exchange_picks_of(seats))
        picks[seat] = tuple(action.tiles)
        events: list[Event] = [ExchangeChosen(seat)]
        extra = replace(before, exchange_picks=tuple(picks))
        if any(p is None for p in picks):
            return replace(state, extra=extra), tuple(events), False
        dealer = state.config.dealer
        dice = before.exchange_dice
        direction, offset = exchange_direction(dice)
        events.append(DiceRolled(dealer, dice, EXCHANGE_THROW))
        hands = [list(h) for h in state.hands]
        given = [p for p in picks if p is not None]     # every seat's, all chosen by now
        for giver in range(seats):
            for t in given[giver]:
                hands[giver].remove(t)
        for giver in range(seats):
            receiver = (giver + offset) % seats
            hands[receiver].extend(given[giver])
            events.append(TilesExchanged(receiver, giver, direction, given[giver],
                                         tuple(state.kinds[t] for t in given[giver])))
        sorted_hands = tuple(tuple(sorted(h, key=lambda t: _rank(state, t))) for h in hands)
        return replace(state, hands=sorted_hands, extra=replace(extra, exchange_direction=direction)), tuple(events), True


@dataclass(frozen=True)
class VoidPhase:
    """定缺: every seat chooses a void suit; revealed together."""

    name: str = "choose_void"
    at: str = "after_deal"

    def to_act(self, state: State) -> tuple[int, ...]:
        """Every seat that has not chosen its void suit yet."""
        picks = sichuan_state(state).void_picks_of(state.variant.seats)
        return tuple(s for s in range(state.variant.seats) if picks[s] is None)

    def legal_actions(self, state: State, seat: int) -> tuple[ActionBase, ...]:
        """One of the three suits."""
        return tuple(ChooseVoid(seat, suit) for suit in SUITS)

    def apply(self, state: State, action: ActionBase) -> tuple[State, tuple[Event, ...], bool]:
        """Record the choice; once all have chosen, reveal them together."""
        assert isinstance(action, ChooseVoid)
        before = sichuan_state(state)
        picks = list(before.void_picks_of(state.variant.seats))
        picks[action.seat] = action.suit
        events: list[Event] = [VoidChosen(action.seat, action.suit)]
        extra = replace(before, void_picks=tuple(picks))
        chosen = tuple(p for p in picks if p is not None)
        done = len(chosen) == len(picks)
        if done:
            extra = replace(extra, voids=chosen)
            events.append(VoidsRevealed(chosen))
        return replace(state, extra=extra), tuple(events), done


def reveal(wall: Wall, rng: random.Random, config: HandConfig) -> tuple[Wall, tuple[Event, ...], SichuanState]:
    """Right after the break: the dealer's 换三张 direction throw, kept secret until the tiles
    move (the hand's generator is only available in `new_hand`); under 血流成河 the table says
    so (`PlayOn`: winners stay in), so a watcher knows before the first win."""
    said: tuple[Event, ...] = (PlayOn("bloody_river"),) if config.options.get("play_on") == "bloody_river" else ()
    return wall, said, SichuanState(exchange_dice=(rng.randint(1, 6), rng.randint(1, 6)))


def sichuan_state(state: State) -> SichuanState:
    """The hand's 四川 records."""
    return state_of(state, SichuanState)
