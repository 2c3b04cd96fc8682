"""The `Variant` record: everything the table engine asks a rule set.

A variant module builds one `Variant` and fills every slot with data or a plain function; the
engine (`rules/engine.py`) and the match (`rules/match.py`) hold no variant-specific rule.

Slots, in the order the engine uses them:
- tiles, hand_size, wall_stacks (per side), break_throws: the wall and the deal;
- reveal: after the wall is broken (天津 翻混: flip an indicator, set a tail reserve);
- phases: interactive steps before the deal (坐庄/拉庄) or after it (换三张, 定缺);
- is_flower: tiles set aside and replaced from the tail at the deal and whenever drawn;
- claims: which claims exist (ClaimRules) and whether several players may win on one tile;
- could_win (a fast shape filter that must never reject a real win), score and is_legal_win;
- winners_to_end: how many wins end the hand (1; 血战 plays on until 3 have won);
- settle: payments at the end of the hand; next_dealer: who deals next;
- options: every [decision] of the rules reference as a named option with its default.
- state_type: the frozen record of the hand's own bookkeeping (State.extra, hand_state.py).

A record is data first: what the start screen, the cards and the settings read (names, seats,
tiles, flowers, claims, phase names, options, notes, the book) is filled when the variant's
package is imported. The slots that need the variant's events, phases, table or settlement
modules may be given as `LATER`: the record's `hooks` loader (a function of the variant's
package) imports them at the first read of any of them, so importing the registry creates no
event or action type, and every slot reads the same as if it had been filled at once.
`load_hooks()` loads them explicitly (a log reader does, so the variant's own actions and events
are known before it decodes them).
"""
from __future__ import annotations

import random
import threading
from dataclasses import dataclass, field, fields
from typing import (
    TYPE_CHECKING,
    Any,
    Callable,
    Mapping,
    Optional,
    Protocol,
    Sequence,
    TypeVar,
    Union,
    cast,
)

from ..table_records import DEFAULT_SEATS, MAX_SEATS, MIN_SEATS
from ..tiles import Tile, TileSet
from .book import Book, Words
from .facts import ContextFacts, VariantView
from .hand_state import VariantState

if TYPE_CHECKING:   # the actions, events and table are in hints only, and so are the scorer's types
    # (a record's data is read before any hand is scored). The hooks name the table by its protocols,
    # never rules.state's State (which imports this record): no type-level import circle.
    from ..actions import ActionBase
    from ..events import Event, WinRecord
    from ..hand_json import HandForm
    from ..score_rows import ScoreRow
    from ..scoring import ScoreResult, WinContext
    from ..table_protocol import FrozenTable, TableInProgress
    from ..table_records import HandConfig
    from ..wall import Wall
    from .results import HandResult, Settlement

# A phase's `apply` returns a table of the kind it was given (the engine's State, made anew with
# `dataclasses.replace`).
PhaseTable = TypeVar("PhaseTable", bound="FrozenTable")


class _Later:
    """The mark of a record slot that the record's `hooks` loader fills on first use."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "LATER"


# Typed Any on purpose: it stands in a slot of any type until the record's hooks are loaded.
LATER: Any = _Later()
HooksLoader = Callable[[], Mapping[str, object]]
# The slots a record may give as LATER: its rule functions, phases and table hooks, and what only
# its events module names. The rest is the data the start screen and the cards read at once.
LATER_SLOTS = frozenset({
    "could_win", "score", "is_legal_win", "settle", "next_dealer", "rows", "hand_form", "phases", "reveal",
    "filter_actions", "win_context", "after_apply", "view_extra", "known_tiles", "choose_dealer",
    "after_setup", "carry_over", "draw_seats", "on_exhausted", "counted_events", "state_type", "cancelled_rows"})
_LOADING = threading.RLock()    # a decision worker and the window may read a hook at once


@dataclass(frozen=True)
class ClaimRules:
    chow: bool = True             # 吃, from the left player only
    pung: bool = True             # 碰
    kong: bool = True             # 明杠 on a discard
    rob_kong: bool = True         # 抢杠和 on an added kong
    multiple_winners: bool = False  # 一炮多响; False = 截和 (the nearest in turn order wins)
    win_on_discard: bool = True   # 天津: self-draw only


# The room-rules panel's sections, in its order: winning and scoring · table flow · payments ·
# match length. Every option names one.
OPTION_GROUPS: tuple[str, ...] = ("scoring", "flow", "payments", "match")


@dataclass(frozen=True)
class RuleOption:
    """One [decision] of the rules reference or a house rule. `choices` lists the values the code
    implements; `group` is its section of the room-rules panel (one of OPTION_GROUPS)."""

    key: str
    default: Any
    choices: tuple[Any, ...]
    doc: str
    group: str = "flow"

    def __post_init__(self) -> None:
        if self.group not in OPTION_GROUPS:
            raise ValueError(f"option {self.key!r}: group must be one of {OPTION_GROUPS}, got {self.group!r}")
        if self.default not in self.choices:
            raise ValueError(f"option {self.key!r}: default {self.default!r} is not among {self.choices!r}")


@dataclass(frozen=True)
class Preset:
    """A named rule set of a room (经典, 血流成河, 苏州百搭): the options it sets, the others at
    their defaults. `key` is its command-line name (`--preset KEY`); `source` names where the rules
    reference (docs/rules/<file>.md) documents it."""

    key: str
    title: Words
    about: Words                      # one line: what the rule set is and where it is played
    values: Mapping[str, Any] = field(default_factory=dict)
    source: str = ""


# Every variant's first preset: the documented defaults.
CLASSIC = Preset("classic", Words("经典", "Classic"),
                 Words("每个选项都按默认的打法。", "Every option at its default."))


class Phase(Protocol):
    """An interactive step outside normal play (定缺, 换三张, 坐庄/拉庄).

    `at` is "before_deal" or "after_deal". While a phase runs the engine delegates `to_act`,
    `legal_actions` and `apply` to it; `apply` returns (new state, events, done). A phase keeps
    its answers in `state.extra`, the variant's frozen `VariantState` record: it returns a new
    state holding a new record (both made with `dataclasses.replace`).
    """

    @property
    def name(self) -> str: ...

    @property
    def at(self) -> str: ...

    def to_act(self, state: FrozenTable) -> tuple[int, ...]: ...

    def legal_actions(self, state: FrozenTable, seat: int) -> tuple[ActionBase, ...]: ...

    def apply(self, state: PhaseTable, action: ActionBase) -> tuple[PhaseTable, tuple[Event, ...], bool]: ...

    # Optional: `enabled(options) -> bool`; a phase that returns False is skipped (a room option
    # such as 换三张 that is off).


# reveal(wall, rng, config) -> (wall, events, extra): runs right after the break with the hand's
# random generator; `extra` is the hand's first state record (the variant's `state_type`, e.g. with
# the 混 dice), and the returned wall may carry a tail reserve (Wall.reserve).
RevealHook = Callable[["Wall", random.Random, "HandConfig"], tuple["Wall", tuple["Event", ...], VariantState]]
Seed = Union[int, str]


# One record per rule set, compared and hashed as itself: a field-by-field __eq__ or __repr__
# would read (and so load) every LATER slot, and generating them cost each launch ~1 ms.
@dataclass(frozen=True, eq=False, repr=False)
class Variant:
    name: str
    aliases: tuple[str, ...]
    title_zh: str
    title_en: str
    tiles: TileSet
    wall_stacks: tuple[int, ...]                         # stacks of each side of the wall, East's first
    claims: ClaimRules
    is_flower: Callable[[Tile], bool]
    could_win: Callable[[Sequence[int]], bool]          # counts of the 34 play kinds, concealed + win tile
    score: Callable[[WinContext, Mapping[str, Any]], ScoreResult]
    is_legal_win: Callable[[ScoreResult], bool]
    settle: Callable[[Sequence[WinRecord], FrozenTable], Settlement]   # (wins, final engine State)
    next_dealer: Callable[[int, HandResult, Mapping[str, Any]], int]
    hand_size: int = 13
    break_throws: int = 2
    winners_to_end: int = 1
    # winners_play_on(options) -> True when a winner stays in the hand and may win again (四川
    #   血流成河): his won tile is set aside, he is not made inactive, and the hand ends only when
    #   the wall is empty (winners_to_end is not counted). None / False: a winner leaves play.
    winners_play_on: Optional[Callable[[Mapping[str, Any]], bool]] = None
    # breaks_own_wall(options) -> True when the dealer throws the dice once and breaks the wall in
    #   front of himself (天津's one-throw break) instead of the counted seat's. None: never.
    breaks_own_wall: Optional[Callable[[Mapping[str, Any]], bool]] = None
    # flowers_under(options) -> the flower test of a table with these options, when a room option
    #   changes which tiles are flowers (苏州百搭: the four 百搭 are wildcards kept in the hand, not
    #   flowers). None: `is_flower` always. Read through `flower_test`.
    flowers_under: Optional[Callable[[Mapping[str, Any]], Callable[[Tile], bool]]] = None
    match_rounds: int = 4                                # 圈 per match
    seat_rotation: Optional[tuple[tuple[int, ...], ...]] = None  # seat permutation before 圈 2, 3, 4
    options: tuple[RuleOption, ...] = ()
    presets: tuple[Preset, ...] = ()                     # its named rule sets besides CLASSIC
    phases: tuple[Phase, ...] = ()
    reveal: Optional[RevealHook] = None
    notes: tuple[str, ...] = field(default=())           # fixed decisions without an option
    minimum: str = ""                                    # one line for the start screen, e.g. "8 fans without flowers"
    value_unit: str = "fan"                              # the unit of a hand's value (ScoreResult.unit): fan, value, hua
    seats: int = DEFAULT_SEATS                           # players at the table, 2..4
    played_tiles: Optional[int] = None                   # tiles in play when fewer than the set (二人: 71 of 136)
    # The winning shapes (names of rules.analysis.SHAPES) the bots and the teaching aim for.
    shapes: tuple[str, ...] = ("standard",)
    # The scoring table, in the rulebook's order: what the rules screen shows, what items name.
    rows: tuple[ScoreRow, ...] = ()
    # cancelled_rows(ctx, options) -> the keys of the rows a win's scored reading holds before
    #   its 不计 exclusions cancel them (a scoring drill offers "counted anyway" slips only of
    #   these: 七对 won on a discard holds no 不求人 to cancel). None: the scorer cancels nothing.
    cancelled_rows: Optional[Callable[[WinContext, Mapping[str, Any]], frozenset[str]]] = None
    book: Optional[Book] = None                          # the rules-book text (rules/variants/book.py)
    # What `score` reads besides the tiles (the calculator shows exactly these): the `hand.flags`
    # of `main.py score` it scores (true/false win conditions, and "seat_wind", "round_wind",
    # "flowers" where it scores them), and the keys of `options` that change a score.
    score_flags: tuple[str, ...] = ()
    score_options: tuple[str, ...] = ()
    # What the `hand` object of `main.py score` holds besides the common form (`read_hand`).
    hand_form: HandForm = field(default_factory=lambda: _plain_hand_form())
    # Optional table hooks (None = the engine's plain behaviour, as 国标 plays). `table` is the
    # table being built during `apply` (rules.table_protocol.TableInProgress); `state` a frozen
    # engine State, typed by what the hooks read of it (rules.table_protocol.FrozenTable).
    # filter_actions(table, seat, actions) -> actions: drop offered actions the variant forbids
    #   (四川: 定缺 discards first, 过水, 过碰, forced wins); a claim left with Pass only is not asked.
    filter_actions: Optional[Callable[[TableInProgress, int, tuple[ActionBase, ...]],
                                      tuple[ActionBase, ...]]] = None
    # win_context(table, seat, ctx) -> ctx: add what the scorer needs about that seat (void suit,
    #   杠上炮, who discarded) before `score` runs.
    win_context: Optional[Callable[[TableInProgress, int, WinContext], WinContext]] = None
    # after_apply(before, action, table, events) -> (extra, events): after each action, record
    #   variant bookkeeping in a new state record (kong payments, passed wins; `table.extra`
    #   itself when nothing changed) and add events in place.
    after_apply: Optional[Callable[[FrozenTable, ActionBase, TableInProgress, list[Event]],
                                   tuple[VariantState, list[Event]]]] = None
    # view_extra(state, seat) -> the variant's masked view record shown as SeatView.extra (its
    #   public facts, and the capabilities generic code reads: rules/variants/facts.py).
    view_extra: Optional[Callable[[FrozenTable, int], VariantView]] = None
    # known_tiles(state, seat) -> tile ids in other concealed hands that `seat` knows by the rules
    #   (四川: the three it passed on in 换三张); a masked event may name them to it.
    known_tiles: Optional[Callable[[FrozenTable, int], frozenset[int]]] = None
    # choose_dealer(rng, thrower, previous HandResult or None, options, seats) -> (dealer seat,
    #   events): the match asks it for every hand's dealer instead of next_dealer (四川: dice).
    choose_dealer: Optional[Callable[[random.Random, int, Optional[HandResult], Mapping[str, Any], int],
                                     tuple[int, tuple[Event, ...]]]] = None
    # after_setup(table, events) -> (extra, events): once `new_hand` has broken the wall and dealt
    #   (its events hold the dice), before the first state is frozen (苏州: 豹子, flower tally).
    after_setup: Optional[Callable[[TableInProgress, list[Event]], tuple[VariantState, list[Event]]]] = None
    # carry_over(result, carry, options) -> carry: what the next hand inherits (read off
    #   result.extra, the hand's state record; a plain JSON mapping, as a save writes it), handed to it as
    #   HandConfig.carry by the match (苏州: 滴零 after 豹子, 荒庄 or 一炮多响). None: nothing.
    carry_over: Optional[Callable[[HandResult, Mapping[str, Any], Mapping[str, Any]], Mapping[str, Any]]] = None
    # draw_seats(seed, session, previous seat_of_player or None, seats) -> (seat_of_player,
    #   events): the variant's own 打风 at the start of the match (天津: the dice pick who draws first).
    draw_seats: Optional[Callable[[Seed, int, Optional[tuple[int, ...]], int],
                                  tuple[tuple[int, ...], tuple[Event, ...]]]] = None
    # session_rounds: 圈 per session (天津 锅, 4); when > 0 and the match goes on after a session,
    #   seats are drawn again with draw_seats, East deals first and the 圈风 starts again. 0: never.
    session_rounds: int = 0
    # on_exhausted(table) -> (seat, extra, events) or None: the live wall is used up and nobody has
    #   won (the last discard was not taken). None ends the hand (荒庄); otherwise the engine adds
    #   `events`, sets state.extra to `extra` and draws the first tile set apart (Wall.apart) for
    #   `seat`, who plays a turn with it (二人 海底捞月 from the reserve). Asked again after that
    #   turn's discard, so the hook's extra must say the chance was given.
    on_exhausted: Optional[Callable[[TableInProgress],
                                    Optional[tuple[int, VariantState, tuple[Event, ...]]]]] = None
    # prevalent_wind: the 圈风 of every hand when the rules fix it (二人: East the whole match);
    #   None: the 圈风 follows the deals passed.
    prevalent_wind: Optional[str] = None
    # counted_events: event types (Event.TYPE) of the variant's own moments that `main.py simulate`
    #   reports as a share of hands (二人: 报听 declared, the 海底捞月 draw given). () : none.
    counted_events: tuple[str, ...] = ()
    # phase_names: the `name` of each of `phases`, in order, as data (the start screen's card reads
    #   them before LATER phases are loaded, which must have exactly these names; phases given at
    #   once name themselves).
    phase_names: tuple[str, ...] = ()
    # context_facts: what an example hand's WinContext.extra says in words and marks (the drill's
    #   and the rules browser's condition words, the wildcards): rules/variants/facts.py.
    context_facts: ContextFacts = field(default_factory=ContextFacts)
    # state_type: the frozen record of the variant's own bookkeeping of a hand (State.extra,
    #   rules/variants/hand_state.py), made with no arguments at the start of every hand; it
    #   lives in the variant's package (rules/variants/<name>/state.py). 国标: the empty base.
    state_type: type[VariantState] = VariantState
    # hooks() -> {slot: value} for every slot given as LATER: imports the variant's rule functions,
    #   table hooks, phases and its own actions and events (docs/adding-a-variant.md).
    hooks: Optional[HooksLoader] = None

    def __post_init__(self) -> None:
        later = frozenset(f.name for f in fields(self) if self.__dict__.get(f.name) is LATER)
        if later - LATER_SLOTS:
            raise ValueError(f"{self.name}: {sorted(later - LATER_SLOTS)} are data, never LATER")
        if later and self.hooks is None:
            raise ValueError(f"{self.name}: slots {sorted(later)} are LATER but the record has no hooks loader")
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ValueError(f"{self.name}: seats must be {MIN_SEATS}..{MAX_SEATS}, got {self.seats}")
        for name in later:      # unset, so that reading one reaches __getattr__ and loads them all
            object.__delattr__(self, name)
        object.__setattr__(self, "_later", later)
        if "phases" not in later:   # given at once (or by dataclasses.replace): the names are theirs
            object.__setattr__(self, "phase_names", _names_of(self.phases))

    def __repr__(self) -> str:
        return f"Variant({self.name!r})"

    if not TYPE_CHECKING:   # (hidden from mypy, which would otherwise accept any attribute name)
        def __getattr__(self, name: str) -> object:
            if name in self.__dict__.get("_later", ()):
                self.load_hooks()
                return self.__dict__[name]
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def load_hooks(self) -> Variant:
        """Fill the LATER slots from the record's hooks loader (once; importing the variant's own
        actions and events, which a log reader needs before it decodes them); returns the record."""
        with _LOADING:
            later = self.__dict__["_later"]
            if not later:
                return self
            if self.__dict__.get("_loading"):     # the same thread, from inside its own hooks()
                raise RuntimeError(f"{self.name}: hooks() imports a module that reads a LATER slot of "
                                   f"the record at import time ({sorted(later)})")
            assert self.hooks is not None        # __post_init__ refused LATER slots without a loader
            object.__setattr__(self, "_loading", True)
            try:
                loaded = dict(self.hooks())
            finally:
                object.__setattr__(self, "_loading", False)
            if loaded.keys() != later:
                raise TypeError(f"{self.name}: hooks() must fill exactly the LATER slots {sorted(later)}; "
                                f"missing {sorted(later - loaded.keys())}, "
                                f"not LATER {sorted(loaded.keys() - later)}")
            phases = cast("Sequence[Phase]", loaded.get("phases", self.__dict__.get("phases", ())))
            if _names_of(phases) != self.phase_names:      # refused before anything is filled
                raise ValueError(f"{self.name}: phase_names {self.phase_names} must name its phases in "
                                 f"order: {_names_of(phases)}")
            for name, value in loaded.items():
                object.__setattr__(self, name, value)
            object.__setattr__(self, "_later", frozenset())
        return self

    @property
    def has_winds(self) -> bool:
        """The tile set holds the wind tiles: a round wind means something (四川 plays none)."""
        return any(kind.is_wind for kind in self.tiles.kinds)

    def hooks_loaded(self) -> bool:
        """Whether every slot is filled (no LATER slot waits for the hooks loader)."""
        return not self.__dict__["_later"]

    def read_hand(self, hand: object, ignored_flags: frozenset[str] = frozenset()) -> WinContext:
        """The WinContext of a `hand` object (docs/cli.md; NotationError naming the bad field).
        Flags in `ignored_flags` (another variant's, as `main.py score` allows) are left out."""
        from ..hand_json import read_hand   # with the scorer: only a hand to score reads it
        return read_hand(self.hand_form, self.score_flags, hand, self.hand_size, ignored_flags)

    def own_flags(self) -> frozenset[str]:
        """The flags this variant's hand object has besides the common ones."""
        return frozenset(self.hand_form.flags)

    def flower_test(self, options: Mapping[str, Any]) -> Callable[[Tile], bool]:
        """Which tiles are set aside as flowers at a table with these options."""
        return self.is_flower if self.flowers_under is None else self.flowers_under(options)

    def option(self, key: str) -> RuleOption:
        """The rule option `key` (KeyError naming the options there are)."""
        for opt in self.options:
            if opt.key == key:
                return opt
        raise KeyError(f"{self.name} has no option {key!r}; it has {', '.join(o.key for o in self.options) or 'none'}")

    def all_presets(self) -> tuple[Preset, ...]:
        """CLASSIC first, then the variant's own rule sets."""
        return (CLASSIC, *self.presets)

    def preset(self, key: str) -> Preset:
        """The preset named `key` (KeyError naming the presets there are)."""
        for preset in self.all_presets():
            if preset.key == key:
                return preset
        raise KeyError(f"{self.name} has no preset {key!r}; it has "
                       f"{', '.join(p.key for p in self.all_presets())}")

    def preset_matching(self, overrides: Optional[Mapping[str, Any]] = None) -> Optional[Preset]:
        """The preset whose rules are exactly these options (None: a rule set of the player's own)."""
        resolved = self.resolve_options(overrides)
        for preset in self.all_presets():
            if self.resolve_options(preset.values) == resolved:
                return preset
        return None

    def changed_options(self, overrides: Optional[Mapping[str, Any]] = None) -> dict[str, Any]:
        """The options of `overrides` (resolved) that differ from their defaults, in the record's order."""
        resolved = self.resolve_options(overrides)
        return {opt.key: resolved[opt.key] for opt in self.options if resolved[opt.key] != opt.default
                or type(resolved[opt.key]) is not type(opt.default)}

    def resolve_options(self, overrides: Optional[Mapping[str, Any]] = None) -> dict[str, Any]:
        """Defaults with `overrides` applied; an unknown key or an unimplemented value is refused."""
        resolved = {opt.key: opt.default for opt in self.options}
        for key, value in (overrides or {}).items():
            opt = self.option(key) if key in resolved else None
            if opt is None:
                raise ValueError(f"{self.name} has no option {key!r}; known: {', '.join(sorted(resolved)) or 'none'}")
            if value not in opt.choices:
                raise ValueError(f"{self.name} option {key!r} cannot be {value!r}; choose one of {list(opt.choices)}")
            resolved[key] = value
        return resolved


# A dataclass keeps each field's default as a class attribute too; an unset LATER slot would find
# it there and never reach __getattr__. The generated __init__ holds the defaults itself (and the
# plain data keeps its class defaults: code may read `Variant.seats`).
for _slot in LATER_SLOTS:
    if _slot in vars(Variant):
        delattr(Variant, _slot)


def _plain_hand_form() -> HandForm:
    """The common hand form (no flags or fields of the variant's own)."""
    from ..hand_json import HandForm
    return HandForm()


def _names_of(phases: Sequence[Phase]) -> tuple[str, ...]:
    return tuple(p.name for p in phases)
