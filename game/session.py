"""A match session: the players, the hands in order, the scores, and the action log.

The session owns the engine state and the bots; the client only polls masked events, asks for
the human's legal actions and answers with one of them. Every action is written to the log
(JSON lines) with a digest of each hand's events, so `replay` rebuilds every state and proves
it reproduced the same events.

Players are 0..n-1 (n = the variant's `seats`) and keep their index for the whole match (0 is the
human when there is one); the engine works in seats, `seat_of(player)` maps between them.
"""
from __future__ import annotations

import hashlib
import json
import os
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, NamedTuple, Optional, Sequence, Union

from rules import engine
from rules.actions import ActionBase, action_from_json
from rules.errors import IllegalAction
from rules.events import Event, masked
from rules.match import MatchState, hand_config, match_over, new_match, next_hand
from rules.variants.registry import DEFAULT_VARIANT, load_variant

from game.bots.base import make_bot
from game.bots.decision import Decision

LOG_VERSION = 1
MAX_LOG_BYTES = 256 * 1024 * 1024   # a replay log (a simulation of 10,000 hands is ~60 MB); larger is refused unread
# called after every step with (state, events): simulations check the invariants
StepCheck = Callable[[engine.State, list[Event]], None]
# called with each entry the moment it joins the log (game/journal.py makes it durable)
LogListener = Callable[[dict], None]


def events_digest(events: Sequence[Event]) -> str:
    """A short fingerprint of a hand's full (unmasked) event stream."""
    h = hashlib.sha256()
    for e in events:
        h.update(json.dumps(e.to_json(), sort_keys=True, ensure_ascii=False, default=str).encode())
        h.update(b"\n")
    return h.hexdigest()[:16]


@dataclass
class DecisionTimer:
    """Wall-clock time of each bot decision, for the simulate summary (never for tests)."""

    samples: list[float] = field(default_factory=list)

    def percentile(self, q: float) -> float:
        if not self.samples:
            return 0.0
        ordered = sorted(self.samples)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000.0


class BotTurn(NamedTuple):
    """What a bot is asked: its player and seat, the state asked about, its view and choices."""

    player: int
    seat: int
    state: engine.State
    view: engine.SeatView
    legal: list[ActionBase]


class BotMove(NamedTuple):
    """A bot's answer to `turn` worked out off the frame (MatchSession.think): its decision (the
    action and why), the seconds it thought and, when the action is offered, the engine's
    (state, events) after it."""

    turn: BotTurn
    decision: Decision
    seconds: float
    outcome: Optional[tuple[engine.State, list[Event]]]

    @property
    def action(self) -> ActionBase:
        """The action the bot chose."""
        return self.decision.action


# Told of each bot decision where the bot makes it (MatchSession.think: the decision thread's, off
# the frame, or step's): the turn asked (seat, view, legal actions) and the bot's decision (the
# action and its reasons). The demo's narrator listens.
DecisionListener = Callable[[BotTurn, Decision], None]


class MatchSession:
    def __init__(self, variant: str = DEFAULT_VARIANT.name, seed: Union[int, str] = 1, human: Optional[int] = 0,
                 bot_kind: str | Sequence[str] = "default", options: Optional[dict] = None,
                 check: Optional[StepCheck] = None,
                 names: Optional[Sequence[str]] = None) -> None:
        self.variant = load_variant(variant)   # its own actions are known before a log of it is read
        self.seed = seed
        self.human = human
        players = self.variant.seats
        kinds = [bot_kind] * players if isinstance(bot_kind, str) else list(bot_kind)
        if len(kinds) != players:
            raise ValueError(f"give one bot kind, or one per player ({players})")
        self.bot_kinds = kinds
        self.names = list(names) if names is not None else None
        if self.names is not None and len(self.names) != players:
            raise ValueError(f"give {players} player names")
        self.bots = {p: make_bot(kinds[p], seed, p) for p in range(players) if p != human}
        self.match, match_events = new_match(self.variant, seed, options)
        self.options = dict(self.match.options)
        self.check = check  # called after every step with (state, events): simulations check invariants
        self.timer = DecisionTimer()
        self._held_states: Optional[dict[str, list]] = None   # see hold_bot_states
        self.events_redone = 0   # hands of a rebuilt save whose events this build tells anew
        self.bots_out_of_step = 0   # re-thought bot decisions (follow_entry) that differ from the record
        self.on_log: Optional[LogListener] = None
        # The player took a move back or looked at the bots' hands: the match goes on as practice,
        # its hands from then on not counted in the statistics (kept in the save; issue 29).
        self.practice = False
        self._decision_listeners: list[DecisionListener] = []
        self.log: list[dict] = [{"type": "match", "version": LOG_VERSION, "variant": self.variant.name,
                                 "seed": seed, "options": self.options, "human": human, "bots": kinds}]
        # One queue per player (masked for that player's seat) and None: every event unmasked,
        # for the demo and the teaching option that shows the bots' hands.
        self._queues: dict[Optional[int], list[Event]] = {p: [] for p in (*range(players), None)}
        self._hand_events: list[Event] = []
        # The match's own events (seat draw, seat rotations, dealer throws), kept so a session
        # rebuilt from a save can hand a new table what it needs before the hand in progress.
        self._match_events: list[Event] = []
        self._push(match_events, seat_map=False)
        self.state, events = engine.new_hand(self.variant, hand_config(self.match))
        self._hand_begun(events)

    # --- seats and players --------------------------------------------------------------------
    def seat_of(self, player: int) -> int:
        return self.match.seat_of_player[player]

    def player_at(self, seat: int) -> int:
        return self.match.player_at(seat)

    # --- events -----------------------------------------------------------------------------------
    def _push(self, events: Sequence[Event], seat_map: bool = True) -> None:
        self._queues[None].extend(events)
        if not seat_map:
            self._match_events.extend(events)
        for player in range(self.variant.seats):
            if seat_map:
                self._queues[player].extend(masked(list(events), self.seat_of(player)))
            else:
                self._queues[player].extend(events)

    def poll_events(self, player: Optional[int]) -> list[Event]:
        """Events masked for `player`'s seat since the last poll, in order (None: unmasked)."""
        out, self._queues[player] = self._queues[player], []
        return out

    # --- the hand ---------------------------------------------------------------------------------
    def _start_hand(self) -> None:
        self.state, events = engine.new_hand(self.variant, hand_config(self.match))
        self._hand_begun(events)

    def _hand_begun(self, events: list[Event]) -> None:
        self._hand_events = list(events)
        self._log({"type": "hand", "hand": self.match.hand_no})
        self._push(events)
        if self.check:
            self.check(self.state, events)

    def _apply(self, action: ActionBase, outcome: Optional[tuple[engine.State, list[Event]]] = None) -> None:
        """Play `action` on the current state; `outcome`: engine.apply's answer for it, worked
        out already (off the frame, from this very state)."""
        self.state, events = outcome if outcome is not None else engine.apply(self.state, action)
        self._hand_events.extend(events)
        self._log({"type": "action", "hand": self.match.hand_no, "action": action.to_json()})
        self._push(events)
        if self.check:
            self.check(self.state, events)
        if engine.is_over(self.state):
            res = engine.result(self.state)
            self._log({"type": "end", "hand": self.match.hand_no, "payments": list(res.payments),
                       "digest": events_digest(self._hand_events)})

    def _log(self, entry: dict) -> None:
        """Add `entry` to the log and tell the listener (the journal) at once."""
        self.log.append(entry)
        if self.on_log is not None:
            self.on_log(entry)

    @property
    def hand_over(self) -> bool:
        return engine.is_over(self.state)

    @property
    def match_over(self) -> bool:
        return self.hand_over and match_over(self._booked())

    def _booked(self) -> MatchState:
        return next_hand(self.match, engine.result(self.state))[0]

    def next_hand(self) -> None:
        """Book the finished hand and deal the next one (after the settlement screen)."""
        if not self.hand_over:
            raise IllegalAction("the hand is still being played")
        self.match, events = next_hand(self.match, engine.result(self.state))
        self._push(events, seat_map=False)
        if match_over(self.match):
            return
        self._start_hand()

    @property
    def finished(self) -> bool:
        """The whole match has been played and booked."""
        return match_over(self.match)

    # --- who acts -------------------------------------------------------------------------------
    def waiting_for_human(self) -> bool:
        if self.human is None or self.hand_over:
            return False
        return self.seat_of(self.human) in engine.to_act(self.state)

    def human_actions(self) -> list[ActionBase]:
        if self.human is None or not self.waiting_for_human():
            return []
        return list(engine.legal_actions(self.state, self.seat_of(self.human)))

    def act(self, action: ActionBase) -> None:
        """The human's answer; anything not among human_actions() is refused, state untouched."""
        if not engine.is_offered(self.human_actions(), action):
            raise IllegalAction(f"player {self.human} cannot {action} now")
        self._apply(action)

    def step(self) -> bool:
        """Let one bot act. False when the human must answer, or the hand is over."""
        move = self.think()
        if move is None:
            return False
        self.play_bot(move)
        return True

    def next_bot_turn(self) -> Optional[BotTurn]:
        """The bot that acts next with its view and legal actions (the one step() would ask);
        None when the human must answer, or the hand is over."""
        return self.bot_turn_at(self.state)

    def bot_to_act(self) -> bool:
        """A bot is asked to act now (cheap: no view is built)."""
        if self.hand_over:
            return False
        return any(self.player_at(seat) != self.human for seat in engine.to_act(self.state))

    def bot_turn_at(self, state: engine.State) -> Optional[BotTurn]:
        """The bot turn of `state` (a state of this hand: the current one, or one the decision
        thread was handed), as next_bot_turn; reads only `state` and the fixed seating."""
        if engine.is_over(state):
            return None
        for seat in engine.to_act(state):
            player = self.player_at(seat)
            if player == self.human:
                continue
            return BotTurn(player, seat, state, engine.view_for(state, seat), engine.legal_actions(state, seat))
        return None

    def think(self, state: Optional[engine.State] = None) -> Optional[BotMove]:
        """Everything step() does short of changing the session, for `state` (the current one
        by default): the bot turn, the bot's decision (told to the decision listeners here, in
        the thread that thinks) and the engine's answer to it. None when no bot acts there.
        Touches only that bot and the listeners, so the decision thread may run it while the
        main thread draws; play_bot then plays the move."""
        turn = self.bot_turn_at(self.state if state is None else state)
        if turn is None:
            return None
        decision, seconds = self.decide(turn)
        for listener in tuple(self._decision_listeners):
            listener(turn, decision)
        outcome = None
        if engine.is_offered(turn.legal, decision.action):
            try:
                outcome = engine.apply(turn.state, decision.action)
            except IllegalAction:    # refused again, with the same message, when it is played
                outcome = None
        return BotMove(turn, decision, seconds, outcome)

    def play_bot(self, move: BotMove) -> None:
        """Play a move from think() (as apply_bot; the engine's answer is not worked out again)."""
        self.apply_bot(move.turn, move.action, move.seconds, move.outcome)

    def decide(self, turn: BotTurn) -> tuple[Decision, float]:
        """The bot's decision for `turn` (the action and why) and the seconds it thought (touches
        only that bot, so it may run in another thread while nothing else uses the bot)."""
        started = time.perf_counter()
        decision = self.bots[turn.player].decide(turn.view, turn.legal)
        return decision, time.perf_counter() - started

    def add_decision_listener(self, listener: DecisionListener) -> None:
        """Tell `listener` of every bot decision from now on (think, step), in the thread that
        thinks, before the move is played: so it must be safe there (hand over, never touch the
        session's state)."""
        self._decision_listeners.append(listener)

    def remove_decision_listener(self, listener: DecisionListener) -> None:
        """Stop telling `listener` (one added by add_decision_listener; ValueError otherwise)."""
        self._decision_listeners.remove(listener)

    def hold_bot_states(self) -> None:
        """A bot is about to think in another thread: bot_states() reports the generators as
        they are now, before its draws, until apply_bot (a save then matches its log)."""
        self._held_states = self.bot_states()

    def apply_bot(self, turn: BotTurn, action: ActionBase, seconds: float,
                  outcome: Optional[tuple[engine.State, list[Event]]] = None) -> None:
        """Play the bot's answer to `turn` (the action of its decision); IllegalAction if it is
        not offered or the state moved on since the turn was asked. `outcome`:
        engine.apply(turn.state, action) worked out already (think), used instead of applying it
        again."""
        self._held_states = None
        if turn.state is not self.state:
            raise IllegalAction(f"bot of player {turn.player} answered a position that is gone")
        self.timer.samples.append(seconds)
        if not engine.is_offered(turn.legal, action):
            raise IllegalAction(f"bot of player {turn.player} chose {action}, which is not legal")
        self._apply(action, outcome)

    def view(self, player: int) -> engine.SeatView:
        return engine.view_for(self.state, self.seat_of(player))

    @property
    def scores(self) -> tuple[int, ...]:
        return self.match.scores

    def standings(self) -> list[tuple[int, int]]:
        """(player, score), best first; ties keep player order. A finished hand not yet booked
        (the last hand of a match, whose sheet leads straight to the standings) counts too."""
        finished = sum(1 for e in self.log if e["type"] == "end")
        match = self._booked() if self.hand_over and finished > len(self.match.history) else self.match
        return sorted(enumerate(match.scores), key=lambda ps: (-ps[1], ps[0]))

    def closed_log(self) -> list[dict]:
        """The log with its closing line: how many hands finished and how many actions of the
        hand in progress follow, so a replay can tell a whole log from a truncated one."""
        in_progress = 0
        if not self.hand_over:
            for entry in reversed(self.log):
                if entry["type"] != "action":
                    break
                in_progress += 1
        finished = sum(1 for e in self.log if e["type"] == "end")
        return self.log + [{"type": "stop", "hands_finished": finished, "actions_in_progress": in_progress}]

    def write_log(self, path: str) -> None:
        with open(path, "w", encoding="utf-8") as handle:
            for entry in self.closed_log():
                handle.write(json.dumps(entry, ensure_ascii=False) + "\n")

    @classmethod
    def from_log(cls, entries: Sequence[Any], names: Optional[Sequence[str]] = None,
                 check: Optional[StepCheck] = None,
                 events_may_differ: bool = False) -> "MatchSession":
        """Rebuild a session from its closed log (the entries of `closed_log()`, e.g. from a save).

        The header's match is started again with the same bots, and every logged action is
        applied through the engine: each must be legal, and the rebuilt log (payments and event
        digests of finished hands included) must equal the given one entry for entry, so the
        state is exactly the one the log left, a hand in progress included. Raises ReplayError
        naming the entry (1-based, like a log file's lines) that does not fit.

        Afterwards each event queue holds what a new table needs to show the match as it stands:
        the match's own events (seat draw, rotations, dealer throws), then the current hand's
        events so far; earlier hands are not repeated (scores come from `scores`).

        With `events_may_differ` (a save written by an earlier build), a finished hand whose
        actions and payments agree but whose event digest differs is accepted: the moves are the
        record, and a newer build may present the same moves with more detail (dice of the seat
        draw, the tiles of a fan). `events_redone` counts such hands; the rebuilt log carries
        the new digests, so the next save is in this build's terms.
        """
        if not isinstance(entries, (list, tuple)) or len(entries) < 2:
            raise ReplayError("entry 1: a log needs a 'match' header and a closing 'stop' line")
        for number, entry in enumerate(entries, start=1):
            if not isinstance(entry, dict):
                raise ReplayError(f"entry {number}: expected a JSON object")
        session = cls.from_header(entries[0], names=names, check=check)
        if entries[-1].get("type") != "stop":
            raise ReplayError(f"entry {len(entries)}: the log has no closing 'stop' line (truncated?)")
        for index, entry in enumerate(entries[1:-1], start=1):
            session.follow_entry(index, entry, events_may_differ=events_may_differ)
        if len(session.log) != len(entries) - 1:
            raise ReplayError(f"entry {len(entries)}: the log stops before {session.log[len(entries) - 1]}")
        if _plain(session.closed_log()[-1]) != _plain(entries[-1]):
            raise ReplayError(f"entry {len(entries)}: the closing line {entries[-1]} does not fit the match")
        session.reset_queues()
        return session

    @classmethod
    def from_header(cls, header: Any, names: Optional[Sequence[str]] = None,
                    check: Optional[StepCheck] = None) -> "MatchSession":
        """The match a log's 'match' header (entry 1) describes, started afresh (its first hand
        dealt); ReplayError when the header is not one this build writes."""
        problem = header_problem(header)
        if problem:
            raise ReplayError(f"entry 1: {problem}")
        try:
            session = cls(str(header.get("variant")), header["seed"], human=header.get("human"),
                          bot_kind=header["bots"], options=header.get("options") or {}, check=check, names=names)
        except (ValueError, KeyError, TypeError) as exc:
            raise ReplayError(f"entry 1: {exc}") from None
        # an option the header does not name (a save from before it existed) plays at its default
        if _plain(session.log[0]) != _plain({**header, "options": session.options}):
            raise ReplayError("entry 1: the header does not match the match it describes")
        return session

    def reset_queues(self) -> None:
        """Each event queue afresh with what a new table needs to show the match as it stands:
        the match's own events, then the current hand's events so far (see from_log)."""
        for player in self._queues:
            self._queues[player] = []
        opening = list(self._match_events)
        self._push(opening, seat_map=False)
        self._match_events = opening   # _push recorded them a second time
        self._push(self._hand_events)

    def follow_entry(self, index: int, entry: Any, events_may_differ: bool = False,
                     rethink_bots: bool = False) -> None:
        """Take the log entry `entry` as the one at `index` of this session's log: an entry the
        match has not produced yet is produced (a 'hand' books the finished hand and deals the
        next, an 'action' is applied through the engine), then the log must hold exactly `entry`
        there. Raises ReplayError naming the entry (index + 1, like a log file's lines).

        With `rethink_bots` (a journal, whose bots' generators were not saved), the bot whose
        action it is is asked to decide first, which moves its generator on exactly as in the
        match that was recorded; the recorded action is applied either way, and a different
        answer is counted in `bots_out_of_step`."""
        number = index + 1
        if not isinstance(entry, dict):
            raise ReplayError(f"entry {number}: expected a JSON object")
        if index > len(self.log) or index < 1:
            raise ReplayError(f"entry {number}: the entries before it are missing")
        kind = entry.get("type")
        if index == len(self.log):
            try:
                if kind == "hand":
                    self.next_hand()   # the log moved on to the next hand: book this one
                elif kind == "action":
                    action = action_from_json(entry.get("action"))
                    if rethink_bots:
                        self._rethink(action)
                    self._apply(action)
            except ValueError as exc:     # IllegalAction and NotationError are ValueErrors
                raise ReplayError(f"entry {number}: {exc}") from None
            if index >= len(self.log):
                raise ReplayError(f"entry {number}: a {kind!r} entry the match does not produce here")
        made = self.log[index]
        if _plain(made) != _plain(entry):
            if not (events_may_differ and _same_but_digest(made, entry)):
                raise ReplayError(f"entry {number}: the log says {entry}, the engine produced {made}")
            self.events_redone += 1

    def _rethink(self, action: ActionBase) -> None:
        """Ask the bot whose `action` it is to decide now (see follow_entry)."""
        seat = getattr(action, "seat", None)
        if not isinstance(seat, int) or not 0 <= seat < self.variant.seats or self.hand_over:
            return   # the engine refuses it in _apply
        bot = self.bots.get(self.player_at(seat))
        legal = engine.legal_actions(self.state, seat)
        if bot is None or not engine.is_offered(legal, action):
            return
        if bot.decide(engine.view_for(self.state, seat), legal).action != action:
            self.bots_out_of_step += 1

    def bot_states(self) -> dict[str, list]:
        """Each bot's generator state as plain JSON (player number as text -> state), so a
        resumed match goes on exactly as it would have (saves and the journal keep it)."""
        if self._held_states is not None:
            return {key: list(value) for key, value in self._held_states.items()}
        states: dict[str, list] = {}
        for player, bot in sorted(self.bots.items()):
            rng = getattr(bot, "rng", None)
            if isinstance(rng, random.Random):
                version, internal, gauss = rng.getstate()
                states[str(player)] = [version, list(internal), gauss]
        return states

    def restore_bot_states(self, states: Any) -> None:
        """Put back generator states from bot_states(); ValueError naming what does not fit."""
        if not isinstance(states, dict):
            raise ValueError("the bots' states are not a table")
        for key, state in states.items():
            bot = self.bots.get(int(key)) if isinstance(key, str) and key.isdigit() else None
            rng = getattr(bot, "rng", None)
            if not isinstance(rng, random.Random):
                raise ValueError(f"it holds a generator state for player {key!r}, who is not a bot of this match")
            try:
                version, internal, gauss = state
                rng.setstate((version, tuple(internal), gauss))
            except (TypeError, ValueError, OverflowError):
                raise ValueError(f"the bot state of player {key} is damaged") from None


def header_problem(header: Any) -> str:
    """What is wrong with a log's 'match' header, in words ('' when nothing is)."""
    if not isinstance(header, dict) or header.get("type") != "match":
        return "a log starts with a 'match' header"
    if header.get("version") != LOG_VERSION:
        return f"log version {header.get('version')!r}, this build reads {LOG_VERSION}"
    bots = header.get("bots")
    if not isinstance(bots, list) or not all(isinstance(kind, str) for kind in bots):
        return "'bots' must be a list of bot kinds"
    human = header.get("human")
    if human is not None and (not isinstance(human, int) or isinstance(human, bool)):
        return "'human' must be a player number or null"
    if not isinstance(header.get("options") or {}, dict):
        return "'options' must be a table of rule options"
    seed = header.get("seed")
    if not isinstance(seed, (int, str)) or isinstance(seed, bool):
        return "'seed' must be a whole number or a text"
    return ""


def _same_but_digest(made: dict, given: dict) -> bool:
    """True when two 'end' entries differ at most in their event digest."""
    if made.get("type") != "end" or given.get("type") != "end":
        return False
    strip = lambda e: {k: v for k, v in e.items() if k != "digest"}  # noqa: E731
    return bool(_plain(strip(made)) == _plain(strip(given)))


def _plain(obj: Any) -> Any:
    """`obj` as JSON would give it back (tuples as lists), for comparing log entries."""
    return json.loads(json.dumps(obj, ensure_ascii=False))


class ReplayError(ValueError):
    """A log that does not replay: names the line where it diverged."""


def read_log_file(path: Union[str, "os.PathLike[str]"]) -> list[str]:
    """The lines of a log file (a replay log, a bug report, a review's or an export's input) for
    replay_log; a file larger than MAX_LOG_BYTES is refused before it is read, one that is not
    UTF-8 text too (ReplayError). Anything that is not a regular file (a folder, a FIFO, a device
    such as /dev/zero) is refused before it is opened (game.durable.RefusedFile, an OSError);
    OSError when it cannot be read at all."""
    from game.durable import RefusedFile, read_regular
    try:
        raw = read_regular(path, MAX_LOG_BYTES)
    except RefusedFile as exc:
        if not exc.too_large:
            raise
        raise ReplayError(f"the file is {exc.size or MAX_LOG_BYTES + 1:,} bytes, larger than any log this game writes "
                          f"(at most {MAX_LOG_BYTES:,}); it was not read") from None
    try:
        return raw.decode("utf-8").splitlines()
    except UnicodeDecodeError:
        raise ReplayError("it is not a replay log (not UTF-8 text)") from None


def replay_log(lines: Sequence[str], on_events: Optional[Callable[[list], None]] = None,
               events_may_differ: bool = False) -> dict:
    """Rebuild every hand of a log through the engine and check each hand's payments and event
    digest. A log holds one or more matches, each opened by a 'match' header. Returns a summary
    (`unfinished`: the actions replayed of each hand the log stops in the middle of; with
    `events_may_differ`, `events_differ`: finished hands whose events this build words or adds
    to differently);
    raises ReplayError naming the line where the log diverged. With `events_may_differ` (a log an
    earlier build wrote, opened to watch, export or review), a hand whose actions and payments
    agree but whose event digest differs is replayed and counted, not refused."""
    entries = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ReplayError(f"line {number}: not valid JSON ({exc.msg})") from None
        except RecursionError:
            raise ReplayError(f"line {number}: not a log entry (nested far too deep)") from None
        if not isinstance(entry, dict):
            raise ReplayError(f"line {number}: expected a JSON object")
        entries.append((number, entry))
    if not entries or entries[0][1].get("type") != "match":
        raise ReplayError("line 1: a log starts with a 'match' header")
    sections: list[list] = []
    for item in entries:
        if item[1].get("type") == "match":
            sections.append([])
        sections[-1].append(item)
    summary: dict = {"variant": None, "seed": entries[0][1].get("seed"), "options": {}, "matches": 0,
                     "hands": 0, "unfinished": []}
    if events_may_differ:
        summary["events_differ"] = 0
    for section in sections:
        variant_name, hands, unfinished, differ = _replay_match(section, on_events, events_may_differ)
        if events_may_differ:
            summary["events_differ"] += differ
        summary["variant"] = variant_name
        summary["options"] = dict(section[0][1].get("options") or {})   # the rules it was replayed by
        summary["matches"] += 1
        summary["hands"] += hands
        if unfinished is not None:
            summary["unfinished"].append(unfinished)
    return summary


def _replay_match(entries: list, on_events: Optional[Callable[[list], None]],
                  events_may_differ: bool) -> tuple[str, int, Optional[int], int]:
    """(variant name, hands finished, actions replayed of the hand in progress at the stop or None,
    finished hands whose event digest differs: only with `events_may_differ`)."""
    number, header = entries[0]
    problem = header_problem(header)
    if problem:
        raise ReplayError(f"line {number}: {problem}")
    try:
        variant = load_variant(str(header.get("variant")))   # its own actions, before they are decoded
        match, events = new_match(variant, header.get("seed"), header.get("options") or {})
    except (ValueError, KeyError) as exc:
        raise ReplayError(f"line {number}: {exc}") from None
    if on_events:
        on_events(events)
    state = None
    hand_events: list = []
    hands = 0
    differ = 0
    actions_since_hand = 0
    unfinished: Optional[int] = None
    if entries[-1][1].get("type") != "stop":
        raise ReplayError(f"line {entries[-1][0]}: the log has no closing 'stop' line (truncated?)")
    for number, entry in entries[1:]:
        kind = entry.get("type")
        if kind == "stop":
            if entry is not entries[-1][1]:
                raise ReplayError(f"line {number}: a 'stop' line before the end of the match")
            if entry.get("hands_finished") != hands:
                raise ReplayError(f"line {number}: the log closes with {entry.get('hands_finished')} hands "
                                  f"finished, the replay finished {hands}")
            in_progress = state is not None and not engine.is_over(state)
            if in_progress and entry.get("actions_in_progress") != actions_since_hand:
                raise ReplayError(f"line {number}: the hand in progress should have "
                                  f"{entry.get('actions_in_progress')} actions, the log has {actions_since_hand}")
            unfinished = actions_since_hand if in_progress else None
            break
        if kind == "hand":
            if state is not None:
                if not engine.is_over(state):
                    raise ReplayError(f"line {number}: a new hand starts before hand {match.hand_no} ended")
                match, more = next_hand(match, engine.result(state))
                if on_events:
                    on_events(more)
            if match_over(match) or entry.get("hand") != match.hand_no:
                raise ReplayError(f"line {number}: expected hand {match.hand_no}, the log says {entry.get('hand')!r}")
            state, hand_events = engine.new_hand(variant, hand_config(match))
            hand_events = list(hand_events)
            actions_since_hand = 0
            if on_events:
                on_events(hand_events)
        elif kind == "action":
            actions_since_hand += 1
            if state is None:
                raise ReplayError(f"line {number}: an action before any hand")
            try:
                action = action_from_json(entry.get("action"))
                state, more = engine.apply(state, action)
            except ValueError as exc:  # NotationError and IllegalAction are ValueErrors
                raise ReplayError(f"line {number}: {exc}") from None
            hand_events.extend(more)
            if on_events:
                on_events(list(more))
        elif kind == "end":
            if state is None or not engine.is_over(state):
                raise ReplayError(f"line {number}: the log ends a hand the engine has not finished")
            payments = list(engine.result(state).payments)
            if payments != entry.get("payments"):
                raise ReplayError(f"line {number}: payments {payments} differ from the log's {entry.get('payments')}")
            if events_digest(hand_events) != entry.get("digest"):
                if not events_may_differ:
                    raise ReplayError(f"line {number}: the events differ from those recorded (digest mismatch)")
                differ += 1
            hands += 1
        else:
            raise ReplayError(f"line {number}: unknown entry type {kind!r}")
    return variant.name, hands, unfinished, differ
