"""A log cut into hands and steps for the replay viewer (pure: no pygame, no drawing).

    replay = load_replay(lines, viewer=None)      # ReplayError naming the line of a bad log
    hand = replay.hands[0]
    hand.steps[0].events / .masked                # the deal, unmasked / as the viewer saw it

The log is first checked whole by `game.session.replay_log` (the refusals of `main.py replay`),
then walked again through the engine like game/review/positions.py does. Each hand is a list of
steps: the deal (step 0), then one step per logged action with the events it caused. A flower
replaced (补花) starts a step of its own, in the deal and in play, so a hand with flowers is
stepped through one 补花 at a time. Every step keeps both the unmasked events and the same
events masked for the viewer's seat (game/session.py MatchSession._push does the same for each
player), so the viewer may show all hands open or only what that player saw.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping, Optional, Sequence

from rules import engine
from rules.actions import ActionBase, Pass, action_from_json
from rules.events import Event, FlowerReplaced, masked
from rules.match import MatchState, hand_config, match_over, new_match, next_hand
from rules.variants.registry import load_variant

from game.session import ReplayError, replay_log

# The players' names as a table names them (scenes/table.py BOT_NAMES; the human is 你).
BOT_NAMES = ("阿明", "小红", "老王", "阿芳")
HUMAN_NAME = "你"


@dataclass(frozen=True)
class ReplayStep:
    """One move: the action of a log line (None: the deal, or a flower replaced by itself) and
    the events it caused, unmasked and as the viewer's seat saw them (the same length)."""

    line: Optional[int]               # 1-based log line of the action
    seat: Optional[int]               # the seat that acted (None: the table)
    action: Optional[ActionBase]
    events: tuple[Event, ...]
    masked: tuple[Event, ...]
    declined: tuple[str, ...] = ()    # a pass: the kinds of the other answers it let go (pung, win ...)

    def stream(self, open_hands: bool) -> tuple[Event, ...]:
        """The step's events: unmasked with every hand open, else as the viewer saw them."""
        return self.events if open_hands else self.masked


@dataclass(frozen=True)
class ReplayHand:
    """One hand of the log: what a new table needs before it (the match's own events so far and
    the players' scores), its steps, and whether it was played to the end."""

    match: int                        # 0-based match of the log (a simulate log may hold several)
    number: int                       # the match's hand number (0-based, as the log counts)
    variant: str
    options: Mapping[str, Any]
    human: Optional[int]              # the log's human player (None: bots only)
    viewer: int                       # the player whose view the masked stream is
    viewer_seat: int                  # ... and his seat in this hand
    players: int
    scores: tuple[int, ...]           # per player, when the hand began
    prelude: tuple[Event, ...]        # the match's own events before it (seat draw, rotations)
    steps: tuple[ReplayStep, ...]
    finished: bool
    match_ends: bool = False          # the match was over with this hand (no next hand to speak of)

    @property
    def last(self) -> int:
        """The index of the hand's last step."""
        return len(self.steps) - 1

    def names(self) -> list[str]:
        """The players' names as the table gives them: 你 for the human, the bots' names."""
        bots = iter(BOT_NAMES)
        return [HUMAN_NAME if p == self.human else next(bots, f"P{p + 1}") for p in range(self.players)]


@dataclass(frozen=True)
class Replay:
    """Every hand of a log, in order."""

    hands: tuple[ReplayHand, ...]

    def hand_index(self, number: Optional[int], match: int = 0) -> int:
        """The index of match hand `number` (0-based, the log's count) of `match` (0 when not
        found or None)."""
        if number is None:
            return 0
        for i, hand in enumerate(self.hands):
            if hand.match == match and hand.number == number:
                return i
        return 0


def _entries(lines: Sequence[str]) -> list[tuple[int, dict]]:
    """(line number, entry) of every non-blank line (replay_log has checked them)."""
    return [(n, json.loads(line)) for n, line in enumerate(lines, start=1) if line.strip()]


def split_steps(line: Optional[int], seat: Optional[int], action: Optional[ActionBase],
                events: Sequence[Event], viewer_seat: int, declined: tuple[str, ...] = ()) -> list[ReplayStep]:
    """The events of one action (or of the deal) as steps: a flower replaced starts a step of
    its own (with the draw that replaces it and what follows)."""
    shown = masked(list(events), viewer_seat)
    cuts = [0] + [i for i, e in enumerate(events) if isinstance(e, FlowerReplaced) and i > 0]
    out = []
    for k, start in enumerate(cuts):
        end = cuts[k + 1] if k + 1 < len(cuts) else len(events)
        first = events[start] if start < len(events) else None
        if k == 0:
            out.append(ReplayStep(line, seat, action, tuple(events[start:end]), tuple(shown[start:end]), declined))
        else:
            flower_seat = getattr(first, "seat", None)
            out.append(ReplayStep(None, flower_seat if isinstance(flower_seat, int) else None, None,
                                  tuple(events[start:end]), tuple(shown[start:end])))
    return out


def passed_up(state: engine.State, action: ActionBase) -> tuple[str, ...]:
    """For a pass, the kinds of the other answers its seat had (win, kong, pung, chow ...),
    each once, in the engine's order; () for any other action."""
    if not isinstance(action, Pass):
        return ()
    kinds = [a.TYPE for a in engine.legal_actions(state, action.seat) if not isinstance(a, Pass)]
    return tuple(dict.fromkeys(kinds))


class _HandBuilder:
    """The hand being read: its steps so far."""

    def __init__(self, match_no: int, match: MatchState, human: Optional[int], viewer: int,
                 prelude: Sequence[Event], deal: Sequence[Event]) -> None:
        self.match_no = match_no
        self.number = match.hand_no
        self.variant = match.variant.name
        self.options = dict(match.options)
        self.human = human
        self.viewer = viewer
        self.seat = match.seat_of_player[viewer]
        self.players = match.variant.seats
        self.scores = tuple(match.scores)
        self.prelude = tuple(prelude)
        self.steps = split_steps(None, None, None, deal, self.seat)
        self.acted = False


    def add(self, line: int, action: ActionBase, events: Sequence[Event], declined: tuple[str, ...]) -> None:
        """The action of log line `line` and what it caused (`declined`: what a pass let go)."""
        self.acted = True
        seat = getattr(action, "seat", None)
        self.steps.extend(split_steps(line, seat if isinstance(seat, int) else None, action, events, self.seat,
                                      declined))

    def done(self, finished: bool, match_ends: bool = False) -> ReplayHand:
        """The hand as read (`match_ends`: the match was over with it)."""
        return ReplayHand(self.match_no, self.number, self.variant, self.options, self.human, self.viewer,
                          self.seat, self.players, self.scores, self.prelude, tuple(self.steps), finished, match_ends)


def ends_match(match: Optional[MatchState], state: Optional[engine.State]) -> bool:
    """The finished hand `state` was its match's last (booked, the match is over: its counted
    hands played, or its 圈), as the live table knows (session.match_over)."""
    if match is None or state is None or match_over(match):
        return False
    return match_over(next_hand(match, engine.result(state))[0])


def load_replay(lines: Sequence[str], viewer: Optional[int] = None) -> Replay:
    """Every hand of the log `lines` cut into steps, masked for `viewer` (None: the log's human,
    else player 0). Raises ReplayError (the line where a bad, truncated or foreign log diverged,
    or a log without a hand, or a viewer not at the table)."""
    replay_log(lines, events_may_differ=True)    # an earlier build's log is watched as it plays now
    hands: list[ReplayHand] = []
    match: Optional[MatchState] = None
    state: Optional[engine.State] = None
    building: Optional[_HandBuilder] = None
    match_events: list[Event] = []
    match_no = -1
    human: Optional[int] = None
    who = 0

    def close() -> None:
        nonlocal building
        if building is not None:
            finished = state is not None and engine.is_over(state)
            if finished or building.acted:       # a hand dealt and left unplayed shows nothing
                hands.append(building.done(finished, finished and ends_match(match, state)))
            building = None

    for number, entry in _entries(lines):
        kind = entry.get("type")
        if kind in ("match", "stop"):
            close()
            state = None
        if kind == "match":
            match_no += 1
            variant = load_variant(str(entry.get("variant")))
            match, events = new_match(variant, entry["seed"], entry.get("options") or {})   # replay_log checked it
            match_events = list(events)
            given = entry.get("human")
            human = given if isinstance(given, int) and not isinstance(given, bool) else None
            who = viewer if viewer is not None else (human if human is not None else 0)
            if not 0 <= who < variant.seats:
                raise ReplayError(f"player {who} is not at this table: {variant.name} seats {variant.seats} players "
                                  f"(0 to {variant.seats - 1})")
        elif kind == "hand" and match is not None:
            close()
            if state is not None:
                match, more = next_hand(match, engine.result(state))
                match_events.extend(more)
            state, deal = engine.new_hand(match.variant, hand_config(match))
            building = _HandBuilder(match_no, match, human, who, match_events, deal)
        elif kind == "action" and state is not None and building is not None:
            action = action_from_json(entry.get("action"))
            declined = passed_up(state, action)
            try:
                state, events = engine.apply(state, action)
            except ValueError as exc:     # replay_log replayed it: only a log changed since
                raise ReplayError(f"line {number}: {exc}") from None
            building.add(number, action, events, declined)
    close()
    if not hands:
        raise ReplayError("the log holds no hand to replay (a header and its closing line only)")
    return Replay(tuple(hands))
