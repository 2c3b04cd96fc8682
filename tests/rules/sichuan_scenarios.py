"""Scripted 四川 hands for the tests: stacked walls (helpers_engine.stack_wall with one break
throw), the set-up steps answered as the test says, and small drivers for play."""
from __future__ import annotations

from typing import Optional

try:                                   # imported from tests/rules (flat) or as tests.rules.*
    from helpers_engine import act, ids_of, stack_wall
except ImportError:
    from tests.rules.helpers_engine import act, ids_of, stack_wall
from rules.actions import ConcealedKong, Discard, Pass, Win
from rules.engine import CLAIM, OVER, PLAY, ROB, SETUP, HandConfig, legal_actions, new_hand, to_act
from rules.invariants import leak_violations
from rules.tiles import Tile
from rules.variants.registry import get_variant
from rules.variants.sichuan.events import ChooseVoid

SC = get_variant("sichuan")


def sc_deal(hands: dict[int, str], draws: str = "", tail: str = "", *, end: str = "", dealer: int = 0,
            voids: Optional[dict[int, str]] = None, options: Optional[dict] = None, filler_seed: int = 0):
    """A stacked 四川 hand; with `voids` the 定缺 step is answered (seat -> suit) and play begins."""
    wall = stack_wall(hands, draws, tail, end=end, dealer=dealer, variant=SC, throws=((3, 4),),
                      filler_seed=filler_seed)
    config = HandConfig(seed="scenario", hand_no=0, dealer=dealer, options=options or {})
    state, events = new_hand(SC, config, stacked=wall)
    events = list(events)
    if voids is not None:
        for seat in range(4):
            state, more = act(state, ChooseVoid(seat, voids[seat]))
            events += more
    return state, events


def kinds_in_hand(state, seat: int) -> str:
    return "".join(str(state.kinds[t]) for t in state.hands[seat])


def discard_kind(state, seat: int, kind: str):
    return act(state, Discard(seat, ids_of(state, seat, kind)[0]))


def answer_all(state, choose=None):
    """Every seat in an open window answers: `choose(state, seat, legal)` or Pass (a forced
    win, offered alone, is taken)."""
    events = []
    while state.phase in (CLAIM, ROB):
        seat = to_act(state)[0]
        legal = legal_actions(state, seat)
        action = choose(state, seat, legal) if choose else None
        if action is None:
            action = next((a for a in legal if isinstance(a, Pass)), legal[0])
        state, more = act(state, action)
        events += more
    return state, events


def autoplay(state, *, kongs: bool = False, wins: bool = False, until=None):
    """Discard the drawn tile when allowed (else the first legal discard), pass every claim; with
    `kongs` declare concealed kongs, with `wins` take every win. Stops at the end or when
    `until(state)` holds."""
    events = []
    while state.phase != OVER and not (until and until(state)):
        if state.phase in (CLAIM, ROB):
            state, more = answer_all(state, (lambda s, seat, legal: next(
                (a for a in legal if isinstance(a, Win)), None)) if wins else None)
        else:
            seat = state.turn
            legal = legal_actions(state, seat)
            pick = None
            if wins:
                pick = next((a for a in legal if isinstance(a, Win)), None)
            if pick is None and kongs:
                pick = next((a for a in legal if isinstance(a, ConcealedKong)), None)
            if pick is None:
                discards = [a for a in legal if isinstance(a, Discard)]
                if not discards:          # the forced win in the last four tiles
                    pick = legal[0]
                else:
                    pick = next((a for a in discards if a.tile == state.drawn), None) or discards[0]
            state, more = act(state, pick)
        events += more
    return state, events


def no_leak(state, events) -> None:
    """No masked event or view shows a seat a tile hidden from it (rules.invariants, which knows
    that a 血战 winner's hand is laid down)."""
    found = [v for seat in range(4) for v in leak_violations(state, events, seat)]
    assert not found, found


def tile(text: str) -> Tile:
    return Tile.parse(text)


__all__ = ["SC", "SETUP", "PLAY", "CLAIM", "ROB", "OVER", "sc_deal", "kinds_in_hand", "discard_kind",
           "answer_all", "autoplay", "no_leak", "tile"]
