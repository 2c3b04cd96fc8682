"""Replaying a log to each decision of one player: the state he answered and the action he took.

    for pos in decision_points(lines, player=0):    # lines: a journal/replay/simulate log
        pos.view, pos.legal, pos.action              # what the seat saw, could do, and did

The log is first checked whole by `game.session.replay_log` (the same refusals as `main.py
replay`: bad JSON, a foreign header, a truncated log, an action the engine refuses), then walked
again through the engine, stopping at every action of the player's seat that was a choice (more
than one legal answer, or an offer that stands for a family such as 二人's exchange).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Optional, Sequence

from rules import engine
from rules.actions import ActionBase, action_from_json
from rules.match import MatchState, hand_config, new_match, next_hand
from rules.variants.registry import load_variant

from game.session import ReplayError, replay_log


@dataclass(frozen=True)
class Position:
    """One decision of the reviewed player: where it is in the log and what the seat faced."""

    match: int                       # 0-based match of the log (a simulate log holds several)
    match_seed: Any                  # the match's seed (its bots are seeded from it)
    hand: int                        # the match's hand number
    line: int                        # 1-based line of the action in the log file
    player: int
    seat: int                        # the player's seat in this hand
    state: engine.State              # the state before the action (for "play on from here")
    view: engine.SeatView            # the seat's masked view: what the player saw
    legal: tuple[ActionBase, ...]
    action: ActionBase               # what the player did
    options: dict                    # the match's rule options, resolved


@dataclass(frozen=True)
class LogInfo:
    """What the first header of a log says: its variant, the human player (None: bots only)."""

    variant: str
    human: Optional[int]
    players: int
    hands: int


def _entries(lines: Sequence[str], first_line: int = 1) -> list[tuple[int, dict]]:
    out = []
    for number, line in enumerate(lines, start=first_line):
        if line.strip():
            out.append((number, json.loads(line)))   # replay_log has checked every line already
    return out


def check_log(lines: Sequence[str]) -> LogInfo:
    """Replay the whole log once (ReplayError naming the line of a bad, truncated or foreign one)
    and say what its first header holds."""
    summary = replay_log(lines, events_may_differ=True)     # an earlier build's log too
    header = next(json.loads(line) for line in lines if line.strip())
    variant = load_variant(str(summary["variant"]))
    human = header.get("human")
    return LogInfo(variant.name, human if isinstance(human, int) else None, variant.seats, summary["hands"])


def is_choice(legal: Sequence[ActionBase]) -> bool:
    """More than one answer was possible (an offer with `admits` stands for many)."""
    return len(legal) > 1 or any(hasattr(a, "admits") for a in legal)


# told of each hand's last state: (match number, hand number, the player's seat, the state)
HandEnd = Callable[[int, int, int, engine.State], None]


def match_sections(lines: Sequence[str]) -> list[tuple[int, list[str]]]:
    """A log checked by `check_log` cut into its matches: (line number of the header, its lines)."""
    out: list[tuple[int, list[str]]] = []
    for number, line in enumerate(lines, start=1):
        if line.strip() and json.loads(line).get("type") == "match":
            out.append((number, []))
        if out:
            out[-1][1].append(line)
    return out


def decision_points(lines: Sequence[str], player: int, on_hand_end: Optional[HandEnd] = None,
                    first_line: int = 1, first_match: int = 0) -> Iterator[Position]:
    """Every choice of `player` in a log checked by `check_log` (or a part of one that starts
    with a header at line `first_line`, match number `first_match`), in order; `on_hand_end` is
    told of every hand dealt (finished or not) once it is left."""
    state: Optional[engine.State] = None
    match: Optional[MatchState] = None
    match_no = first_match - 1
    seed: Any = None
    options: dict = {}

    def left() -> None:
        if on_hand_end is not None and state is not None and match is not None:
            on_hand_end(match_no, match.hand_no, match.seat_of_player[player], state)

    for number, entry in _entries(lines, first_line):
        kind = entry.get("type")
        if kind in ("match", "hand", "stop"):
            left()
        if kind == "stop":
            state = None
        if kind == "match":
            match_no += 1
            variant = load_variant(str(entry.get("variant")))
            seed = entry.get("seed")
            match, _events = new_match(variant, seed, entry.get("options") or {})
            options = dict(match.options)
            state = None
        elif kind == "hand" and match is not None:
            if state is not None:
                match, _events = next_hand(match, engine.result(state))
            state, _events = engine.new_hand(match.variant, hand_config(match))
        elif kind == "action" and state is not None and match is not None:
            action = action_from_json(entry.get("action"))
            seat = match.seat_of_player[player] if player < len(match.seat_of_player) else -1
            if action.seat == seat:
                legal = tuple(engine.legal_actions(state, seat))
                if is_choice(legal):
                    yield Position(match_no, seed, match.hand_no, number, player, seat, state,
                                   engine.view_for(state, seat), legal, action, options)
            try:
                state, _events = engine.apply(state, action)
            except ValueError as exc:      # check_log replayed it: only a log changed since
                raise ReplayError(f"line {number}: {exc}") from None
