"""Seeds of the two-player table (二人麻将) whose first hand shows a given moment, found by playing
the hand headless (a MatchSession, no window) the way the table tests and the screen walk play
the human: keep every tile at the exchange, pass on claims, the hint's move on a turn, 报听 at the
first chance, then the table's own forced moves. The bots change as they learn; a scenario test
asks for "the first seed where ..." instead of a number that stops meaning anything."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

from game.session import MatchSession
from game.teaching import hint
from rules import actions as act
from rules.actions import ActionBase
from rules.events import Event, Won
from rules.variants.erren.events import DeclareReady, ExchangeTiles, LastChance

VARIANT = "erren"
SEEDS = range(1, 80)          # where the search looks
MAX_MOVES = 2000              # a hand ends long before


def human_move(session: MatchSession, legal: list[ActionBase], declared: bool, on_win: str) -> ActionBase:
    """The tests' human: `on_win` is "win" (always), "decline" (不胡 while ready) or "hint"."""
    seat = session.seat_of(0)
    if any(isinstance(a, ExchangeTiles) for a in legal):
        return ExchangeTiles(seat, ())
    if len(legal) == 1:
        return legal[0]
    if not declared:        # before 报听 the human plays the hints (the tests' keep_all)
        ready = next((a for a in legal if isinstance(a, DeclareReady)), None)
        if ready is not None:
            return ready
        on_win = "hint"
    wins = [a for a in legal if isinstance(a, act.Win)]
    if wins and on_win == "win":
        return wins[0]
    if wins and on_win == "decline":
        decline = [a for a in legal if isinstance(a, (act.Pass, act.Discard))]
        if len(decline) == 1:
            return decline[0]
    passing = next((a for a in legal if isinstance(a, act.Pass)), None)
    if passing is not None:
        return passing
    return hint(session.view(0), legal, session.options).action


@lru_cache(maxsize=None)
def first_hand(seed: int, on_win: str) -> tuple[int, tuple[Event, ...], tuple[str, ...]]:
    """The first hand of `seed` played by the tests' human: his seat, the hand's events
    (unmasked) and what he met ("declared", "offered_win_ready")."""
    session = MatchSession(variant=VARIANT, seed=seed, human=0)
    met: list[str] = []
    for _ in range(MAX_MOVES):
        if session.hand_over:
            break
        if session.waiting_for_human():
            legal = session.human_actions()
            declared = "declared" in met
            if declared and any(isinstance(a, act.Win) for a in legal):
                met.append("offered_win_ready")
            move = human_move(session, legal, declared, on_win)
            if isinstance(move, DeclareReady):
                met.append("declared")
            session.act(move)
        elif not session.step():
            break
    return session.seat_of(0), tuple(session.poll_events(None)), tuple(met)


def find_seed(goal: Callable[[int, tuple[Event, ...], tuple[str, ...]], bool], on_win: str) -> int:
    """The first seed whose first hand meets `goal(human_seat, events, met)`."""
    for seed in SEEDS:
        seat, events, met = first_hand(seed, on_win)
        if goal(seat, events, met):
            return seed
    raise AssertionError(f"no seed in {SEEDS} shows this moment of the two-player table")


def declares_and_wins(seat: int, events: tuple[Event, ...], met: tuple[str, ...]) -> bool:
    """The human declares 报听 and wins the hand."""
    return "declared" in met and any(isinstance(e, Won) and e.seat == seat for e in events)


def declines_then_plays_on(seat: int, events: tuple[Event, ...], met: tuple[str, ...]) -> bool:
    """The human, ready, is offered a win (and declines it: the hand goes on)."""
    return "offered_win_ready" in met


def last_draw_is_the_humans(seat: int, events: tuple[Event, ...], met: tuple[str, ...]) -> bool:
    """The live deck runs out with the human ready: he draws from the reserve."""
    return "declared" in met and any(isinstance(e, LastChance) and e.seat == seat for e in events)


def seed_for(moment: str) -> int:
    """The first seed of a named moment: "declare_win", "decline", "last_draw"."""
    goals: dict[str, tuple[Callable[[int, tuple[Event, ...], tuple[str, ...]], bool], str]] = {
        "declare_win": (declares_and_wins, "win"),
        "decline": (declines_then_plays_on, "decline"),
        "last_draw": (last_draw_is_the_humans, "hint"),
    }
    goal, on_win = goals[moment]
    return find_seed(goal, on_win)

