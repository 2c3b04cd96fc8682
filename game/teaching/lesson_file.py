"""Lesson files: a scripted hand on a stacked wall and the steps that teach with it (docs/lessons.md).

    lesson = read_lesson(path)            # LessonError "file:12: ..." names the wrong line
    lessons, errors = variant_lessons("sichuan")

A lesson is a text file of `key: value` lines (assets/lessons/<variant>/<nn>-<slug>.lesson): the
header says the variant, the titles, the hands, the draws and what the bots play; each `step:`
line opens a step (`say` = narration and a click, `do` = the learner's move, `watch` = the table
plays the learner's drawn tiles until something happens). A step whose words name the tiles the
learner's hand waits on writes them in a `waits:` line ("waits: 3s 6s 9s"): the check compares
them with the rules' waits the first time the hand waits from when the step is shown (at once
for a ready hand; after the discard for a step that tells the learner what to throw). Everything
a lesson says about the game is checked by playing it through the engine
(`game.teaching.lessons.check_lesson`); this module only reads the file and refuses what cannot
be read, naming the line.
"""
from __future__ import annotations

import string
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Union

from rules.actions import ACTION_TYPES
from rules.errors import NotationError
from rules.tiles import WIND_LETTERS, Tile, parse_tiles
from rules.variants.base import Variant
from rules.variants.registry import get_variant, load_variant

from .i18n import Bi

SUFFIX = ".lesson"
STEP_KINDS = ("say", "do", "watch")
BOT_MODES = ("script", "bot")
# The other players, named by where they sit from the learner, by the number of seats at the table.
SEAT_NAMES: dict[int, tuple[str, ...]] = {2: ("opposite",), 3: ("right", "left"), 4: ("right", "opposite", "left")}
LEARNER = "you"
TILE_FIELDS = ("draws", "tail", "end", "reserve", "indicator")
HEADER_KEYS = ("variant", "title.zh", "title.en", "about.zh", "about.en", "dealer", "seed", "round", "options",
               "carry", "throws", "bots", "goal", *TILE_FIELDS)
STEP_KEYS = ("zh", "en", "frame", "expect", "why.zh", "why.en", "until", "waits")
REPEATABLE = {"goal", "zh", "en", "why.zh", "why.en"}     # a repeated key adds a line (or a goal)
GOALS = {"win": 0, "over": 0, "exhausted": 0, "ready": 0, "meld": 1, "winners": 1}
UNTIL = ("over", "win", "claim", "turn")
# What a step's text may quote from the table (filled in when the step is shown).
PLACEHOLDERS = ("score", "total", "payment", "winners")


class LessonError(ValueError):
    """A lesson file that cannot be used: `str()` is "path:line: message" (line 0: the file)."""

    def __init__(self, source: str, line: int, message: str) -> None:
        self.source = source
        self.line = line
        self.message = message
        super().__init__(f"{source}:{line}: {message}" if line else f"{source}: {message}")


@dataclass(frozen=True)
class ActionSpec:
    """One action as a lesson writes it: "pung 5p", "chow 345s", "discard drawn", "choose_void s"."""

    type: str
    kinds: tuple[Tile, ...] = ()
    words: tuple[str, ...] = ()     # other fields, as written: "s", "1", "true", "drawn"
    line: int = 0
    text: str = ""


@dataclass(frozen=True)
class Goal:
    kind: str                       # a key of GOALS
    arg: str = ""
    line: int = 0

    @property
    def text(self) -> str:
        return f"{self.kind} {self.arg}".strip()


@dataclass(frozen=True)
class Step:
    kind: str                       # say / do / watch
    line: int
    zh: str
    en: str
    frame: tuple[str, ...] = ()     # tiles of the learner's hand and/or action types (their buttons)
    frame_line: int = 0
    expect: tuple[ActionSpec, ...] = ()
    why_zh: str = ""
    why_en: str = ""
    until: str = ""
    waits: tuple[Tile, ...] = ()    # the tiles the step's words say the learner's hand waits on
    waits_line: int = 0

    @property
    def text(self) -> Bi:
        return Bi(self.zh, self.en)

    @property
    def why(self) -> Optional[Bi]:
        return Bi(self.why_zh, self.why_en) if self.why_zh or self.why_en else None


@dataclass(frozen=True)
class TileField:
    kinds: tuple[Tile, ...]
    line: int


@dataclass(frozen=True)
class Lesson:
    """A parsed lesson; `lines` says on which line each header field was written."""

    source: str
    id: str
    variant: Variant
    title: Bi
    about: Bi
    dealer: str
    seed: str
    round_wind: str
    options: dict[str, Any]
    carry: dict[str, Any]
    throws: Optional[tuple[tuple[int, int], ...]]
    hands: dict[str, TileField]
    tiles: dict[str, TileField]          # draws, tail, end, reserve, indicator
    scripts: dict[str, tuple[ActionSpec, ...]]
    bots: str
    goals: tuple[Goal, ...]
    steps: tuple[Step, ...]
    lines: dict[str, int] = field(default_factory=dict)

    def line_of(self, key: str) -> int:
        """The line a header field was written on (0 when it was not written)."""
        return self.lines.get(key, 0)

    def seat_of(self, who: str) -> int:
        """The engine seat of `who`: "you" sit at seat 0, the others follow in the order of play."""
        return 0 if who == LEARNER else 1 + SEAT_NAMES[self.variant.seats].index(who)

    def who_at(self, seat: int) -> str:
        """The name of the player at `seat` ("you", "right", ...)."""
        return LEARNER if seat == 0 else SEAT_NAMES[self.variant.seats][seat - 1]


# ------------------------------------------------------------------------------ where lessons are

def _base_dir() -> Path:
    """The folder holding assets/ (a PyInstaller bundle's when frozen; as game.client.display.resources,
    which this layer may not import)."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parent.parent.parent


def lessons_root() -> Path:
    """assets/lessons: one folder per variant id."""
    return _base_dir() / "assets" / "lessons"


def lesson_files(variant: str, root: Optional[Path] = None) -> list[Path]:
    """The variant's lesson files in the order they are taught (by file name)."""
    folder = (root or lessons_root()) / get_variant(variant).name
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix == SUFFIX and p.is_file())


def variant_lessons(variant: str, root: Optional[Path] = None) -> tuple[list[Lesson], list[LessonError]]:
    """Every readable lesson of the variant, and the errors of those that are not."""
    lessons, errors = [], []
    for path in lesson_files(variant, root):
        try:
            lessons.append(read_lesson(path))
        except LessonError as exc:
            errors.append(exc)
    return lessons, errors


def read_lesson(path: Union[str, Path]) -> Lesson:
    """Read and check one lesson file (LessonError names the line that is wrong)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise LessonError(str(path), 0, f"cannot be read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise LessonError(str(path), 0, "is not UTF-8 text") from None
    lesson = parse_lesson(text, str(path), path.stem)
    folder = path.parent.name
    if folder != lesson.variant.name and (path.parent.parent / lesson.variant.name).is_dir():
        raise LessonError(str(path), lesson.line_of("variant"),
                          f"the file is in the folder of {folder!r} but teaches {lesson.variant.name!r}")
    return lesson


# ------------------------------------------------------------------------------ parsing

def _split(raw: str) -> tuple[str, str]:
    key, _, value = raw.partition(":")
    return key.strip(), value.strip()


def parse_lesson(text: str, source: str = "<lesson>", lesson_id: str = "lesson") -> Lesson:
    """Parse a lesson's text; LessonError names the line of the first problem."""
    header: dict[str, tuple[str, int]] = {}
    goals: list[tuple[str, int]] = []
    steps: list[dict[str, Any]] = []
    last_line = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        last_line = number
        if not line or line.startswith("#"):
            continue
        if ":" not in line:
            raise LessonError(source, number, f"expected 'key: value', got {line!r}")
        key, value = _split(line)
        if key == "step":
            if value not in STEP_KINDS:
                raise LessonError(source, number, f"a step is one of {', '.join(STEP_KINDS)}, got {value!r}")
            steps.append({"kind": value, "line": number, "fields": {}})
            continue
        if not value:
            raise LessonError(source, number, f"{key!r} has no value")
        if steps:
            _step_field(steps[-1], key, value, number, source)
        else:
            _header_field(header, goals, key, value, number, source)
    return _build(source, lesson_id, header, goals, steps, last_line)


def _header_field(header: dict[str, tuple[str, int]], goals: list[tuple[str, int]], key: str, value: str,
                  number: int, source: str) -> None:
    known = key in HEADER_KEYS or key.startswith(("hand.", "script."))
    if not known:
        raise LessonError(source, number, f"unknown field {key!r} before the first step; fields: "
                          f"{', '.join(HEADER_KEYS)}, hand.<who>, script.<who>")
    if key == "goal":
        goals.append((value, number))
        return
    if key in header:
        raise LessonError(source, number, f"{key!r} is given twice (first on line {header[key][1]})")
    header[key] = (value, number)


def _step_field(step: dict[str, Any], key: str, value: str, number: int, source: str) -> None:
    if key not in STEP_KEYS:
        raise LessonError(source, number, f"unknown field {key!r} in a step; a step has {', '.join(STEP_KEYS)}")
    fields: dict[str, tuple[str, int]] = step["fields"]
    if key in fields and key not in REPEATABLE:
        raise LessonError(source, number, f"{key!r} is given twice in this step (first on line {fields[key][1]})")
    if key in fields:    # a repeated text key continues the text on a new line
        fields[key] = (fields[key][0] + "\n" + value, fields[key][1])
    else:
        fields[key] = (value, number)


def _tiles(value: str, number: int, source: str, key: str) -> tuple[Tile, ...]:
    try:
        return tuple(parse_tiles(value))
    except NotationError as exc:
        raise LessonError(source, number, f"{key}: {exc}") from None


def _word(value: str) -> Any:
    """An option value as written: true/false, an integer, or the word itself."""
    low = value.lower()
    if low in ("true", "false"):
        return low == "true"
    try:
        return int(value)
    except ValueError:
        return value


def _pairs(value: str, number: int, source: str, key: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in value.split():
        name, eq, raw = item.partition("=")
        if not eq or not name or not raw:
            raise LessonError(source, number, f"{key}: expected key=value, got {item!r}")
        out[name] = _word(raw)
    return out


def parse_action(text: str, number: int = 0, source: str = "<lesson>") -> ActionSpec:
    """One action as written ("pung 5p", "discard drawn"); LessonError for an unknown kind."""
    tokens = text.split()
    if not tokens:
        raise LessonError(source, number, "an action is missing")
    kind = tokens[0]
    if kind not in ACTION_TYPES:
        raise LessonError(source, number, f"unknown action {kind!r}; actions: {', '.join(sorted(ACTION_TYPES))}")
    kinds: list[Tile] = []
    words: list[str] = []
    for token in tokens[1:]:
        try:
            kinds.extend(parse_tiles(token))
        except NotationError:
            words.append(token.lower())
    return ActionSpec(kind, tuple(kinds), tuple(words), number, text.strip())


def _placeholders(text: str, number: int, source: str) -> None:
    try:
        names = {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError as exc:
        raise LessonError(source, number, f"the text has a broken {{placeholder}}: {exc}") from None
    unknown = sorted(n for n in names if n not in PLACEHOLDERS)
    if unknown:
        raise LessonError(source, number, f"unknown placeholder {{{unknown[0]}}}; placeholders: "
                          + ", ".join("{" + p + "}" for p in PLACEHOLDERS))


def _build(source: str, lesson_id: str, header: dict[str, tuple[str, int]], goal_lines: list[tuple[str, int]],
           raw_steps: list[dict[str, Any]], last_line: int) -> Lesson:
    for key in ("variant", "title.zh", "title.en"):
        if key not in header:
            raise LessonError(source, 0, f"the lesson has no {key!r} line")
    lines = {key: number for key, (_, number) in header.items()}

    def get(key: str, default: str = "") -> str:
        return header[key][0] if key in header else default

    try:
        variant = load_variant(get("variant"))   # its own actions, which its steps may name
    except ValueError as exc:
        raise LessonError(source, lines["variant"], str(exc)) from None
    others = SEAT_NAMES[variant.seats]
    who_names = (LEARNER, *others)
    dealer = get("dealer", LEARNER)
    if dealer not in who_names:
        raise LessonError(source, lines["dealer"], f"dealer is one of {', '.join(who_names)}, got {dealer!r}")
    round_wind = get("round", "E")
    if round_wind not in WIND_LETTERS:
        raise LessonError(source, lines["round"], f"round is one of {' '.join(WIND_LETTERS)}, got {round_wind!r}")
    options = _pairs(get("options"), lines.get("options", 0), source, "options") if "options" in header else {}
    try:
        variant.resolve_options(options)
    except ValueError as exc:
        raise LessonError(source, lines["options"], str(exc)) from None
    carry = _pairs(get("carry"), lines.get("carry", 0), source, "carry") if "carry" in header else {}
    throws = _throws(get("throws"), lines.get("throws", 0), source, variant) if "throws" in header else None
    bots = get("bots", "script")
    if bots not in BOT_MODES:
        raise LessonError(source, lines["bots"], f"bots is one of {', '.join(BOT_MODES)}, got {bots!r}")
    hands: dict[str, TileField] = {}
    scripts: dict[str, tuple[ActionSpec, ...]] = {}
    for key, (value, number) in header.items():
        if key.startswith(("hand.", "script.")):
            who = key.split(".", 1)[1]
            allowed = who_names if key.startswith("hand.") else others
            if who not in allowed:
                raise LessonError(source, number, f"{key}: at a table of {variant.seats} the players are "
                                  f"{', '.join(allowed)}")
            if key.startswith("hand."):
                hands[who] = TileField(_tiles(value, number, source, key), number)
            else:
                scripts[who] = tuple(parse_action(part, number, source) for part in value.split(","))
    tiles = {key: TileField(_tiles(header[key][0], header[key][1], source, key), header[key][1])
             for key in TILE_FIELDS if key in header}
    goals = tuple(_goal(value, number, source) for value, number in goal_lines)
    steps = tuple(_step(raw, source) for raw in raw_steps)
    if not steps:
        raise LessonError(source, last_line, "the lesson has no steps (a line 'step: say', 'step: do' or 'step: watch')")
    for key in ("title.zh", "title.en", "about.zh", "about.en"):
        if key in header:
            _placeholders(header[key][0], lines[key], source)
    return Lesson(source=source, id=lesson_id, variant=variant, title=Bi(get("title.zh"), get("title.en")),
                  about=Bi(get("about.zh"), get("about.en")), dealer=dealer, seed=get("seed", "lesson"),
                  round_wind=round_wind, options=options, carry=carry, throws=throws, hands=hands, tiles=tiles,
                  scripts=scripts, bots=bots, goals=goals, steps=steps, lines=lines)


def _throws(value: str, number: int, source: str, variant: Variant) -> tuple[tuple[int, int], ...]:
    out = []
    for part in value.split(","):
        dice = part.split()
        if len(dice) != 2 or not all(d.isdigit() and 1 <= int(d) <= 6 for d in dice):
            raise LessonError(source, number, f"throws: each throw is two dice 1..6 (\"3 4, 2 5\"), got {part.strip()!r}")
        out.append((int(dice[0]), int(dice[1])))
    if len(out) != variant.break_throws:
        raise LessonError(source, number, f"throws: {variant.name} throws {variant.break_throws} time(s) "
                          f"for the break, the lesson gives {len(out)}")
    return tuple(out)


def _goal(value: str, number: int, source: str) -> Goal:
    tokens = value.split()
    kind = tokens[0]
    if kind not in GOALS:
        raise LessonError(source, number, f"unknown goal {kind!r}; goals: {', '.join(GOALS)}")
    if len(tokens) - 1 != GOALS[kind]:
        raise LessonError(source, number, f"goal {kind!r} takes {GOALS[kind]} argument(s), got {len(tokens) - 1}")
    arg = tokens[1] if len(tokens) > 1 else ""
    if kind == "winners" and not arg.isdigit():
        raise LessonError(source, number, f"goal 'winners' takes a number, got {arg!r}")
    if kind == "meld" and arg not in ("chow", "pung", "kong", "concealed_kong"):
        raise LessonError(source, number, f"goal 'meld' takes chow, pung, kong or concealed_kong, got {arg!r}")
    return Goal(kind, arg, number)


def _step(raw: dict[str, Any], source: str) -> Step:
    kind, line, fields = raw["kind"], raw["line"], raw["fields"]
    for key in ("zh", "en"):
        if key not in fields:
            raise LessonError(source, line, f"this {kind} step has no {key!r} text")
        _placeholders(fields[key][0], fields[key][1], source)
    if kind != "do":
        for key in ("expect", "why.zh", "why.en"):
            if key in fields:
                raise LessonError(source, fields[key][1], f"{key!r} belongs to a 'do' step, this is a {kind} step")
    if kind == "do" and "expect" not in fields:
        raise LessonError(source, line, "a 'do' step needs an 'expect' line (the move it teaches)")
    if kind != "watch" and "until" in fields:
        raise LessonError(source, fields["until"][1], f"'until' belongs to a 'watch' step, this is a {kind} step")
    until = fields["until"][0] if "until" in fields else ""
    if kind == "watch" and until not in UNTIL:
        raise LessonError(source, fields["until"][1] if "until" in fields else line,
                          f"a 'watch' step needs 'until:' one of {', '.join(UNTIL)}")
    expect: tuple[ActionSpec, ...] = ()
    if "expect" in fields:
        value, number = fields["expect"]
        expect = tuple(parse_action(part, number, source) for part in value.split("|"))
    frame: tuple[str, ...] = ()
    frame_line = 0
    if "frame" in fields:
        value, frame_line = fields["frame"]
        frame = tuple(value.split())
        for token in frame:
            if token not in ACTION_TYPES:
                _tiles(token, frame_line, source, "frame")
    waits: tuple[Tile, ...] = ()
    waits_line = 0
    if "waits" in fields:
        value, waits_line = fields["waits"]
        waits = _tiles(value, waits_line, source, "waits")
        if len(set(waits)) != len(waits):
            raise LessonError(source, waits_line, "waits: each tile is named once")
    text = {k: fields[k][0] if k in fields else "" for k in ("zh", "en", "why.zh", "why.en")}
    return Step(kind, line, text["zh"], text["en"], frame, frame_line, expect, text["why.zh"], text["why.en"], until,
                waits, waits_line)
