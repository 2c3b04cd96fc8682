"""Playing a lesson: its one hand on the engine, the steps in order, and the headless check.

    run = LessonRun(lesson)             # the hand dealt from the lesson's stacked wall
    run.session                          # the table's session: poll_events, step, act, view ...
    run.step, run.text(), run.frame()    # what the current step says and frames
    run.attempt(action)                  # the learner's move: taken if it is the taught one
    check_lesson(lesson)                 # play it as a learner would -> CheckResult

Rules decide everything: the session is the engine's state and its legal actions; the learner's
move is accepted only when the rules offer it and the step teaches it; a move the rules refuse is
explained by `why_not.refusal` and the move the step asks for, a legal one the lesson does not
want by the step's `why` (or, without one, the move the step asks for), each naming the learner's
move (lesson_verdict.py). The headless check also holds the waits a step names (`waits:`)
against the rules' (lesson_waits.py). The other players play the lesson's scripts (`script.<who>`:
their moves in order; where a script says nothing they pass claims and throw the tile they drew),
or the seeded default bot where the lesson says `bots: bot`.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Optional, Sequence

from rules import engine
from rules.actions import (ACTION_TYPES, ActionBase, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win,
                           action_from_json)
from rules.events import Event, HandExhausted, masked
from rules.errors import IllegalAction, NotationError
from rules.scoring import ScoreResult
from rules.tiles import Tile, parse_tiles

from game.bots.base import Bot, make_bot

from .i18n import Bi, relative_seat, unit_bi
from .lesson_file import ActionSpec, Lesson, LessonError, Step
from .lesson_verdict import not_this
from .lesson_waits import WaitClaims
from .lesson_wall import lesson_table
from .waits import waits_report
from .why_not import refusal


TURN_TYPES = {"discard", "concealed_kong", "added_kong", "declare_ready"}
MAX_BOT_STEPS = 2000        # a hand never takes this many actions: a script that loops is refused


# ------------------------------------------------------------------------------ actions as written

def action_kinds(state: engine.State, action: ActionBase) -> tuple[list[Tile], list[str]]:
    """The tile kinds an action names (its own tiles, plus the discard it claims) and its other
    fields as words, read from its JSON so a variant's own action kinds need nothing here."""
    data = dict(action.to_json())
    data.pop("type", None)
    data.pop("seat", None)
    kinds: list[Tile] = []
    words: list[str] = []
    for key, value in data.items():
        if key == "tile" and isinstance(value, int):
            kinds.append(state.kinds[value])
        elif key == "tiles" and isinstance(value, list):
            kinds.extend(state.kinds[t] for t in value)
        elif key == "kind" and isinstance(value, str):
            kinds.append(Tile.parse(value))
        else:
            words.append(str(value).lower())
    if isinstance(action, (Chow, Pung, Kong)) and state.window is not None:
        kinds.append(state.kinds[state.window.tile])
    return kinds, words


def matches(spec: ActionSpec, state: engine.State, action: ActionBase) -> bool:
    """`action` is the move `spec` writes: the same kind, the same tiles (written once for a set of
    one kind: "pung 5p"), the same other fields ("drawn": the tile just drawn, "none": no tiles;
    no tiles written: any action of that kind)."""
    if action.to_json().get("type") != spec.type:
        return False
    kinds, words = action_kinds(state, action)
    for word in spec.words:
        if word == "none":          # "exchange_tiles none": a choice of no tiles at all
            if kinds:
                return False
        elif word == "drawn":
            if getattr(action, "tile", None) != state.drawn:
                return False
        elif word not in words:
            return False
    if not spec.kinds:
        return True
    if Counter(spec.kinds) == Counter(kinds):
        return True
    return set(spec.kinds) == set(kinds) and len(spec.kinds) < len(kinds)


def find_action(state: engine.State, seat: int, spec: ActionSpec,
                legal: Sequence[ActionBase]) -> Optional[ActionBase]:
    """The legal action `spec` writes, or None. An offer that admits a choice of tiles (二人's
    exchange) is answered with an action built from the seat's own tiles of the written kinds."""
    for action in legal:
        if matches(spec, state, action):
            return action
    if not any(a.to_json().get("type") == spec.type and hasattr(a, "admits") for a in legal):
        return None
    hand = list(state.hands[seat])
    ids = []
    for kind in spec.kinds:
        tid = next((t for t in hand if state.kinds[t] is kind), None)
        if tid is None:
            return None
        hand.remove(tid)
        ids.append(tid)
    try:
        built = action_from_json({"type": spec.type, "seat": seat, "tiles": ids})
    except (NotationError, ValueError):
        return None
    return built if engine.is_offered(legal, built) else None


def describe(state: engine.State, actions: Sequence[ActionBase]) -> str:
    """Actions in the lessons' own words ("discard 5p, pung 3z, pass"), for error messages."""
    out = []
    for action in actions:
        kinds, words = action_kinds(state, action)
        out.append(" ".join([str(action.to_json().get("type")), "".join(str(k) for k in kinds), *words]).strip())
    return ", ".join(out)


def plain_choice(state: engine.State, seat: int, legal: Sequence[ActionBase], setup_bot: Bot) -> ActionBase:
    """A scripted player's move where its script says nothing: the only action; the default
    bot's answer to a set-up step; pass a claim; throw the tile just drawn (else the first legal
    discard)."""
    if len(legal) == 1:
        return legal[0]
    if state.phase == engine.SETUP:
        return setup_bot.act(engine.view_for(state, seat), legal)
    passing = next((a for a in legal if isinstance(a, Pass)), None)
    if passing is not None:
        return passing
    discards = [a for a in legal if isinstance(a, Discard)]
    drawn = next((a for a in discards if a.tile == state.drawn), None)
    return drawn or (discards[0] if discards else legal[0])


# ------------------------------------------------------------------------------ the session

class LessonSession:
    """One hand for a lesson, behind the session API the table uses (poll_events, step, act,
    human_actions, view ...): the learner is player 0 at seat 0. It is not a MatchSession on
    purpose: a lesson is never saved, resumed, taken back or reported as a match."""

    human = 0
    names: Optional[list[str]] = None

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.variant = lesson.variant
        self.seed = lesson.seed
        config, wall = lesson_table(lesson)
        self.options = dict(self.variant.resolve_options(config.options))
        seats = self.variant.seats
        self.bot_kinds = ["default"] * seats
        self._queues: dict[Optional[int], list[Event]] = {p: [] for p in (*range(seats), None)}
        self.hand_events: list[Event] = []
        self.scripts: dict[int, list[ActionSpec]] = {lesson.seat_of(who): list(specs)
                                                     for who, specs in lesson.scripts.items()}
        self.bots: dict[int, Bot] = {p: make_bot("default", lesson.seed, p) for p in range(1, seats)}
        self.autopilot: Optional[str] = None      # a watch step's `until`: the learner's tiles go by themselves
        self.referee: Optional["LessonRun"] = None   # the lesson that judges the learner's moves
        self.actions_taken = 0
        self.state, events = engine.new_hand(self.variant, config, stacked=wall)
        self._push(events)

    # --- the session API of the table -------------------------------------------------------------
    def _push(self, events: Sequence[Event]) -> None:
        self.hand_events.extend(events)
        self._queues[None].extend(events)
        for seat in range(self.variant.seats):
            self._queues[seat].extend(masked(list(events), seat))

    def poll_events(self, player: Optional[int]) -> list[Event]:
        """Events masked for `player`'s seat since the last poll (None: unmasked)."""
        out, self._queues[player] = self._queues[player], []
        return out

    def seat_of(self, player: int) -> int:
        return player

    def player_at(self, seat: int) -> int:
        return seat

    @property
    def hand_over(self) -> bool:
        return engine.is_over(self.state)

    @property
    def match_over(self) -> bool:
        """A lesson is one hand."""
        return self.hand_over

    @property
    def finished(self) -> bool:
        return self.hand_over

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.state.config.scores)

    def standings(self) -> list[tuple[int, int]]:
        """(player, payment of this hand), best first."""
        payments = engine.result(self.state).payments if self.hand_over else self.scores
        return sorted(enumerate(payments), key=lambda ps: (-ps[1], ps[0]))

    def view(self, player: int) -> engine.SeatView:
        return engine.view_for(self.state, player)

    def autopilot_stops(self) -> bool:
        """A watch step's condition holds: the learner is asked what it waits for, or the hand is over."""
        if self.hand_over:
            return True
        if 0 not in engine.to_act(self.state):
            return False
        legal = engine.legal_actions(self.state, 0)
        if self.autopilot == "win":
            return any(isinstance(a, Win) for a in legal)
        if self.autopilot == "claim":
            return self.state.phase in (engine.CLAIM, engine.ROB) and any(not isinstance(a, Pass) for a in legal)
        if self.autopilot == "turn":
            return self.state.phase == engine.PLAY and self.state.turn == 0
        return False

    def paused(self) -> bool:
        """The lesson holds the table: a say step is being read, or the lesson is over."""
        step = self.referee.step if self.referee is not None else None
        return self.referee is not None and (step is None or step.kind == "say")

    def waiting_for_human(self) -> bool:
        if self.hand_over or self.paused() or 0 not in engine.to_act(self.state):
            return False
        return self.autopilot is None or self.autopilot_stops()

    def human_actions(self) -> list[ActionBase]:
        return list(engine.legal_actions(self.state, 0)) if self.waiting_for_human() else []

    def act(self, action: ActionBase) -> None:
        """The learner's move from the table: the lesson judges it (`LessonRun.attempt`; a move
        it does not take leaves the state untouched and its verdict in `referee.verdict`)."""
        if self.referee is not None:
            self.referee.attempt(action)
            return
        self.play(action)

    def play(self, action: ActionBase) -> None:
        """Apply the learner's move; anything the rules do not offer is refused, state untouched."""
        if not engine.is_offered(engine.legal_actions(self.state, 0) if 0 in engine.to_act(self.state) else [],
                                 action):
            raise IllegalAction(f"the learner cannot {action} now")
        self._apply(action)

    def step(self) -> bool:
        """One other player's move (or the learner's, during a watch step). False when the
        learner must answer, the lesson holds the table, or the hand is over."""
        if self.hand_over or self.paused():
            return False
        for seat in engine.to_act(self.state):
            if seat == 0 and (self.autopilot is None or self.waiting_for_human()):
                continue
            self._apply(self._choose(seat))
            return True
        return False

    # --- the other players ------------------------------------------------------------------------
    def _apply(self, action: ActionBase) -> None:
        self.actions_taken += 1
        if self.actions_taken > MAX_BOT_STEPS:
            raise LessonError(self.lesson.source, 0, "the hand does not end")
        self.state, events = engine.apply(self.state, action)
        self._push(events)

    def _choose(self, seat: int) -> ActionBase:
        state = self.state
        legal = engine.legal_actions(state, seat)
        script = self.scripts.get(seat)
        if script:
            head = script[0]
            found = find_action(state, seat, head, legal)
            if found is not None:
                script.pop(0)
                return found
            own_turn = state.phase == engine.PLAY and state.turn == seat and head.type in TURN_TYPES
            same_step = state.phase == engine.SETUP and any(a.to_json().get("type") == head.type for a in legal)
            if own_turn or same_step:
                raise LessonError(self.lesson.source, head.line,
                                  f"script.{self.lesson.who_at(seat)}: '{head.text}' is not legal here; "
                                  f"legal: {describe(state, legal)}")
        if seat != 0 and self.lesson.bots == "bot":
            return self.bots[seat].act(engine.view_for(state, seat), legal)
        return plain_choice(state, seat, legal, self.bots.get(seat) or make_bot("default", self.seed, seat))


# ------------------------------------------------------------------------------ the run

@dataclass(frozen=True)
class Verdict:
    """What became of a move the learner tried."""

    accepted: bool
    code: str                     # taught / not_taught / refused / read_first / not_now
    text: Optional[Bi] = None     # why it was not taken


@dataclass(frozen=True)
class Frame:
    """What the current step frames: tiles of the learner's hand (ids) and action buttons (types)."""

    tiles: frozenset[int] = frozenset()
    buttons: tuple[ActionBase, ...] = ()
    types: frozenset[str] = frozenset()


READ_FIRST = Bi("先读完这一步，点“继续”", "read this step first, then press Next")
WATCH_FIRST = Bi("看一会儿：这一步桌上替你出牌", "watch for a moment: the table plays your tiles in this step")


class LessonRun:
    """A lesson being played: the session and the current step."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.session = LessonSession(lesson)
        self.session.referee = self
        self.index = 0
        self.verdict: Optional[Verdict] = None     # what became of the learner's last move
        self._enter()

    @property
    def step(self) -> Optional[Step]:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def state(self) -> engine.State:
        return self.session.state

    def stopped(self) -> bool:
        """The table waits for the learner, or the hand is over: the current step may show."""
        return self.session.hand_over or self.session.waiting_for_human()

    def _enter(self) -> None:
        step = self.step
        self.session.autopilot = step.until if step is not None and step.kind == "watch" else None

    def _advance(self) -> None:
        self.index += 1
        self.verdict = None
        self._enter()

    def sync(self) -> bool:
        """Close a watch step whose condition holds (True when the step moved on)."""
        step = self.step
        if step is None or step.kind != "watch" or not self.session.autopilot_stops():
            return False
        self._advance()
        return True

    def next(self) -> bool:
        """"Next" on a say step (False on any other step)."""
        step = self.step
        if step is None or step.kind != "say":
            return False
        self._advance()
        return True

    # --- the learner's move -------------------------------------------------------------------
    def expected(self) -> list[ActionBase]:
        """The legal actions the current do step teaches (empty when none is offered now)."""
        step = self.step
        if step is None or step.kind != "do" or not self.session.waiting_for_human():
            return []
        legal = self.session.human_actions()
        out = []
        for spec in step.expect:
            found = find_action(self.state, 0, spec, legal)
            if found is not None and found not in out:
                out.append(found)
        return out

    def taught(self, action: ActionBase) -> bool:
        step = self.step
        return step is not None and step.kind == "do" and any(matches(s, self.state, action) for s in step.expect)

    def judge(self, action: ActionBase) -> Verdict:
        """Would `action` be taken now, and if not, why (the lesson's pause, the rules' reason,
        or the lesson's own why)."""
        step = self.step
        if step is None or step.kind == "say":
            return Verdict(False, "read_first", READ_FIRST)
        if step.kind == "watch" and not self.session.waiting_for_human():
            return Verdict(False, "not_now", WATCH_FIRST)
        legal = self.session.human_actions()
        if not engine.is_offered(legal, action):
            found = refusal(self.session.view(0), action, self.session.options)
            if found is None:
                return Verdict(False, "refused")
            return Verdict(False, "refused", self.not_this(action, found.text) if step.kind == "do" else found.text)
        if step.kind == "watch":
            return Verdict(False, "not_now", WATCH_FIRST)
        if self.taught(action):
            return Verdict(True, "taught")
        return Verdict(False, "not_taught", self.not_this(action, None))

    def not_this(self, action: ActionBase, refused: Optional[Bi]) -> Bi:
        """Why the learner's `action` is not the do step's move (lesson_verdict.not_this)."""
        step = self.step
        assert step is not None
        return not_this(step, self.session.view(0), self.expected(), action, refused)

    def attempt(self, action: ActionBase) -> Verdict:
        """The learner tries `action`: played and the step done when it is the taught move."""
        verdict = self.judge(action)
        self.verdict = verdict
        if verdict.accepted:
            self.session.play(action)
            self._advance()
        return verdict

    # --- what the step shows -------------------------------------------------------------------
    def frame(self) -> Frame:
        """The tiles and buttons the current step frames: its `frame:` line, else the taught move's."""
        step = self.step
        if step is None:
            return Frame()
        hand = list(self.state.hands[0])
        if step.frame:
            ids: set[int] = set()
            types = set()
            for token in step.frame:
                if token in ACTION_TYPES:
                    types.add(token)
                    continue
                for kind in parse_tiles(token):
                    tid = next((t for t in hand if self.state.kinds[t] is kind and t not in ids), None)
                    if tid is not None:
                        ids.add(tid)
            return Frame(frozenset(ids), (), frozenset(types))
        expected = self.expected()
        if not expected:
            return Frame()
        action = expected[0]
        return Frame(frozenset(_hand_ids(self.state, action)), (action,), frozenset())

    def text(self, step: Optional[Step] = None) -> Bi:
        """The step's words with its {placeholders} filled from the table."""
        step = step or self.step
        if step is None:
            return Bi("", "")
        events = self.session.hand_events
        values = {key: fill(self.state, key, events) for key in ("score", "total", "payment", "winners")}
        try:
            return Bi(step.zh.format(**{k: v.zh for k, v in values.items()}),
                      step.en.format(**{k: v.en for k, v in values.items()}))
        except (KeyError, IndexError, ValueError) as exc:   # parse_lesson checked the names
            raise LessonError(self.lesson.source, step.line, f"the text cannot be filled: {exc}") from None

    def goal_failures(self) -> list[tuple[int, str]]:
        """(line, what is missing) for each goal the hand has not reached."""
        return [(g.line, g.text) for g in self.lesson.goals if not reached(self, g.kind, g.arg)]


def _hand_ids(state: engine.State, action: ActionBase) -> list[int]:
    """The learner's tiles an action uses (a concealed kong: its four)."""
    if isinstance(action, ConcealedKong):
        return [t for t in state.hands[0] if state.kinds[t] is action.kind]
    data = action.to_json()
    ids = ([data["tile"]] if isinstance(data.get("tile"), int) else []) + \
        [t for t in data.get("tiles", []) if isinstance(t, int)]
    return [t for t in ids if t in state.hands[0]]


# ------------------------------------------------------------------------------ table facts

def learner_win(state: engine.State) -> Optional[ScoreResult]:
    """The score of the learner's win, if he has won."""
    return next((w.score for w in reversed(state.wins) if w.seat == 0), None)


def _amount(total: int, unit: str) -> Bi:
    words = unit_bi(unit)
    en = words.en[:-1] if total == 1 and words.en.endswith("s") else words.en
    return Bi(f"{total}{words.zh}", f"{total} {en}")


def score_words(score: ScoreResult) -> Bi:
    """"平和2番、门前清2番……共10番" / "All Chows 2 fans, ...: 10 fans"."""
    parts = []
    for item in score.items:
        count = f"×{item.count}" if item.count > 1 else ""
        value = Bi(f"×{item.value}", f"×{item.value}") if item.op == "mul" else _amount(item.value, score.unit)
        parts.append(Bi(f"{item.name_zh}{value.zh}{count}", f"{item.name_en} {value.en}{count}"))
    total = _amount(score.total, score.unit)
    return Bi("、".join(p.zh for p in parts) + f"，共{total.zh}", ", ".join(p.en for p in parts) + f": {total.en}")


def fill(state: engine.State, key: str, events: Sequence[Event] = ()) -> Bi:
    """A placeholder's value: the learner's score, its total, his payment, who won. The payment is
    an amount ("你收35分" / "you receive 35", no sign): the hand's settlement, or while the hand
    plays on after his win (四川's 血战) what `events` have paid him so far."""
    score = learner_win(state)
    if key == "score":
        return score_words(score) if score is not None else Bi("（还没和）", "(no win yet)")
    if key == "total":
        return _amount(score.total, score.unit) if score is not None else Bi("—", "—")
    if key == "payment":
        if engine.is_over(state):
            pay = engine.result(state).payments[0]
        else:
            paid = [e.paid_at_once() for e in events]
            if not any(p is not None for p in paid):
                return Bi("—", "—")
            pay = sum(p[0] for p in paid if p is not None)
        return Bi(f"{pay}分", f"{pay}")
    winners = [relative_seat(0, w.seat, state.variant.seats) for w in state.wins]
    return Bi("、".join(w.zh for w in winners) or "没有人", ", ".join(w.en for w in winners) or "nobody")


def reached(run: LessonRun, kind: str, arg: str) -> bool:
    """One goal: the learner won / the hand is over / exhausted / ready / made a meld / N winners."""
    state = run.state
    if kind == "win":
        return learner_win(state) is not None
    if kind == "over":
        return engine.is_over(state)
    if kind == "exhausted":
        return any(isinstance(e, HandExhausted) for e in run.session.hand_events)
    if kind == "winners":
        return len({w.seat for w in state.wins}) >= int(arg)
    if kind == "meld":
        return any(m.meld.kind.value == arg for m in state.melds[0])
    if kind == "ready":
        view = run.session.view(0)
        if view.drawn is not None:      # the learner's turn: his hand before this draw
            i = view.hand.index(view.drawn)
            view = replace(view, hand=view.hand[:i] + view.hand[i + 1:],
                           hand_kinds=view.hand_kinds[:i] + view.hand_kinds[i + 1:], drawn=None)
        return bool(waits_report(view, run.session.options))
    return False


# ------------------------------------------------------------------------------ the headless check

@dataclass
class CheckResult:
    """One lesson played through as a learner would (`main.py lessons --check`)."""

    lesson: Lesson
    steps: int
    ok: bool
    message: str = "ok"
    refusals: list[tuple[int, str, Bi]] = field(default_factory=list)   # (step line, code, reason)

    def line(self) -> str:
        """One line of `main.py lessons --check`."""
        status = "ok" if self.ok else "FAIL " + self.message
        return f"{self.lesson.variant.name:9} {self.lesson.id:32} {self.steps:2} steps  {status}"


def run_bots(run: LessonRun) -> None:
    """Let the table play until the learner is asked or the hand is over (during a watch step
    the learner's own tiles go by themselves until its condition holds)."""
    while not run.stopped():
        if not run.session.step():
            break


def illegal_probe(run: LessonRun) -> ActionBase:
    """A move the rules refuse now, to check that the refusal is explained: a claim out of turn
    on the learner's turn, a discard while a claim or a set-up step waits, a win before the deal."""
    state = run.state
    hand = state.hands[0]
    if not hand:            # a set-up step before the deal
        return Win(0)
    if state.phase == engine.PLAY:
        same = [t for t in hand if sum(1 for u in hand if state.kinds[u] is state.kinds[t]) >= 2]
        return Pung(0, (same[0], same[1])) if len(same) >= 2 else Pung(0, (hand[0], hand[1]))
    return Discard(0, hand[0])


def check_lesson(lesson: Lesson) -> CheckResult:
    """Play the lesson with its taught moves; at each do step also try a move the rules refuse
    and a legal one the lesson does not teach, which must both be refused with a reason."""
    result = CheckResult(lesson, len(lesson.steps), True)
    line = 0
    claims = WaitClaims(lesson)     # the waits the steps name, against the rules' (lesson_waits.py)
    try:
        run = LessonRun(lesson)
        while not run.done:
            step = run.step
            assert step is not None
            line = step.line
            if step.kind == "say":      # narration pauses the table: nobody moves while it is read
                run.text(step)
                claims.shown(step, run.session)
                run.next()
                continue
            if step.kind == "watch":    # its words show while the table plays
                claims.shown(step, run.session)
            run_bots(run)               # a do or watch step: the table plays until it stops
            run.text(step)
            if step.kind == "watch":
                if not run.sync():
                    raise LessonError(lesson.source, step.line, f"watch until {step.until}: it never happens")
            else:
                claims.shown(step, run.session)     # a do step's words wait for the table
                _check_do(run, step, result)
            claims.settle(run.session)
        claims.finish()
        for seat, left in sorted(run.session.scripts.items()):
            if left:       # a scripted move the hand never reached teaches nothing: a mistake
                raise LessonError(lesson.source, left[0].line, f"script.{lesson.who_at(seat)}: "
                                  f"'{left[0].text}' is never played (the lesson ends before it)")
        failures = run.goal_failures()
        if failures:
            line, goal = failures[0]
            raise LessonError(lesson.source, line, f"goal '{goal}' is not reached")
    except LessonError as exc:
        result.ok, result.message = False, str(exc)
    except (IllegalAction, ValueError, IndexError, KeyError) as exc:   # never a traceback for a teacher's file
        result.ok, result.message = False, str(LessonError(lesson.source, line, f"the table refused to go on: {exc}"))
    return result


def _check_do(run: LessonRun, step: Step, result: CheckResult) -> None:
    lesson = run.lesson
    if not run.session.waiting_for_human():
        raise LessonError(lesson.source, step.line, "the learner is not asked to act here (the hand is over)")
    expected = run.expected()
    legal = run.session.human_actions()
    if not expected:
        raise LessonError(lesson.source, step.expect[0].line, f"'{' | '.join(s.text for s in step.expect)}' is "
                          f"not legal here; legal: {describe(run.state, legal)}")
    wrong = run.judge(illegal_probe(run))
    if wrong.accepted or wrong.text is None:
        raise LessonError(lesson.source, step.line, "a move the rules refuse is not explained")
    result.refusals.append((step.line, wrong.code, wrong.text))
    other = next((a for a in legal if not run.taught(a)), None)
    if other is not None:
        verdict = run.judge(other)
        if verdict.accepted or verdict.text is None:
            raise LessonError(lesson.source, step.line, "a move the lesson does not teach is not refused")
        result.refusals.append((step.line, verdict.code, verdict.text))
    if not run.attempt(expected[0]).accepted:
        raise LessonError(lesson.source, step.line, "the taught move was refused")


def check_all(lessons: Sequence[Lesson]) -> list[CheckResult]:
    """Every lesson checked, in order."""
    return [check_lesson(lesson) for lesson in lessons]


def summary_of(results: Sequence[CheckResult]) -> dict[str, Any]:
    """How many lessons passed, for the CLI's last line."""
    return {"lessons": len(results), "ok": sum(1 for r in results if r.ok)}
