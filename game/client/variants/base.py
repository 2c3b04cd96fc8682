"""What a variant's presenter is: everything the client does differently for one variant, in one
object (game/client/variants/<name>.py makes one; the registry in __init__.py finds it).

The base class presents a variant with nothing of its own; every hook's default is what the
common code does for such a variant. A presenter declares the event classes it handles (its
variant's own events, imported from `rules.variants.<name>.events`) with, for each, how the
table model applies it, its caption, its animation plan and the set-up step its caption belongs
to (`EventView`); the model, the captions and the planner dispatch by class.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional, Sequence

from rules.actions import ActionBase
from rules.events import Event, Won
from rules.scoring import ScoreItem
from rules.tiles import Tile
from rules.variants.base import Variant

from game.teaching.i18n import Bi

from ..caption_kit import Caption
from ..layout import TableLayout
from ..marks import Mark
from ..plan_kit import Plan, Visual
from ..table_state import Change

if TYPE_CHECKING:   # the model imports the registry of presenters
    from ..model import TableModel

Applier = Callable[["TableModel", Any, Change], None]
Captioner = Callable[[Any, "TableModel"], Optional[Caption]]
Planner = Callable[[Plan, Any, Change, "TableModel", TableLayout, Visual, str, bool], None]
SetupLabel = Callable[[Any, Sequence[Optional[Tile]]], tuple[str, str, str]]


@dataclass(frozen=True)
class EventView:
    """How the client shows one event class: the model's change (`apply`), the caption, the
    animation plan and, in the set-up ceremony, the step it belongs to (events of one step keep
    moving while the newest caption waits to be read)."""

    apply: Optional[Applier] = None
    caption: Optional[Captioner] = None
    plan: Optional[Planner] = None
    step: Optional[str] = None


@dataclass(frozen=True)
class DiscardWarning:
    """Asked before a discard the rules allow but the player may regret (天津: a 混 discarded
    makes one 小相公): the caption's words and the label of the button that discards anyway."""

    caption: Caption
    confirm: tuple[str, str]


class Presenter:
    """A variant's client side. Subclasses set `name` and override what their variant does."""

    name = ""
    # The English name on the rules browser's and the calculator's tabs (None: its book's short name).
    tab_en: Optional[str] = None
    # Every win is numbered (第N家胡) on the plates, banners and sheet, not only when several win.
    numbers_wins = False
    # The settlement's formula writes the added items out ("5 + 2 = 7 花") rather than a total.
    joins_terms = True
    # The transfers of the settlement sheet: a line explaining the kongs' and the wins' payments.
    kong_rule = ("", "")
    win_rule = ("", "")
    # The calculator: the hand has a void suit; the 混 of a flipped tile; the flags it starts with.
    calc_void = False
    calc_wilds: Optional[Callable[[Tile], tuple[Tile, ...]]] = None

    def __init__(self) -> None:
        self.events: dict[type[Event], EventView] = {}
        # Set-up actions of this variant with their button words, and those picked as tiles
        # (a pick chooses tiles of the hand instead of pressing a button: 换三张).
        self.setup_actions: dict[type[ActionBase], Optional[SetupLabel]] = {}
        self.pick_actions: tuple[type[ActionBase], ...] = ()
        # action TYPE -> the event that shows it on the table (the demo's narrator).
        self.narrated: dict[str, type[Event]] = {}
        # The words of this variant's banners and floating labels, (Chinese, English).
        self.banner_words: dict[str, tuple[str, str]] = {}
        self.calc_flags: dict[str, bool] = {}
        # The calculator's words for the win conditions only this variant scores (Variant.score_flags).
        self.flag_names: dict[str, Bi] = {}
        # Room options the start screen offers for this variant: (option key, its button's words).
        self.room_options: tuple[tuple[str, Bi], ...] = ()

    # ------------------------------------------------------------------ the model
    def new_state(self, model: "TableModel") -> object:
        """The variant's own table state for a new hand (None: it keeps none)."""
        return None

    def apply(self, model: "TableModel", event: Event, change: Change) -> None:
        """Apply one of this variant's events to the model."""
        view = self.events.get(type(event))
        if view is not None and view.apply is not None:
            view.apply(model, event, change)

    # ------------------------------------------------------------------ captions and plans
    def caption(self, event: Event, model: "TableModel") -> Optional[Caption]:
        """The caption of one of this variant's events (None: no words)."""
        view = self.events.get(type(event))
        return view.caption(event, model) if view is not None and view.caption is not None else None

    def planner(self, event: Event) -> Optional[Planner]:
        """The planner of one of this variant's events (None: no motion)."""
        view = self.events.get(type(event))
        return view.plan if view is not None else None

    def caption_step(self, event: Event) -> Optional[str]:
        """The set-up step one of this variant's events belongs to (None: a step of its own)."""
        view = self.events.get(type(event))
        return view.step if view is not None else None

    def flower_caption(self, event: Event, model: "TableModel") -> Optional[Caption]:
        """A flower set aside, in this variant's words (None: the common words)."""
        return None

    def win_note(self, event: Won, model: "TableModel") -> tuple[str, str]:
        """What a win's caption adds in this variant ("" when nothing)."""
        return "", ""

    def exhausted_caption(self, model: "TableModel") -> Optional[Caption]:
        """The wall ran out, in this variant's words (None: the common words)."""
        return None

    # ------------------------------------------------------------------ the table
    def plate_marks(self, model: "TableModel", seat: int) -> list[Mark]:
        """The variant's own markers on a seat's plate, most important first."""
        return []

    def flower_count(self, model: "TableModel", seat: int) -> Optional[int]:
        """The 花 a plate shows: the number of flower tiles set aside (None: no flowers)."""
        flowers = model.seats[seat].flowers
        return len(flowers) if flowers else None

    def discard_warning(self, model: "TableModel", seat: int, kind: Optional[Tile]) -> Optional[DiscardWarning]:
        """A warning to confirm before the human discards `kind` (None: discard at once)."""
        return None

    def pick_pending(self, model: "TableModel") -> bool:
        """The tiles the human picked for a set-up step still wait to move (they stay raised)."""
        return False

    def setup_caption(self, kinds: set[type]) -> Optional[Caption]:
        """The caption that explains a set-up step offering these action classes (None: not ours)."""
        return None

    # ------------------------------------------------------------------ the settlement sheet
    def item_why(self, model: "TableModel", win: Won, item: ScoreItem) -> str:
        """Why a score item counts, under its name on the sheet ("" when the name says it)."""
        return ""

    def formula(self, win: Won, options: Mapping[str, Any]) -> Optional[tuple[str, str]]:
        """The variant's own line turning the score into a payment (None: the common one)."""
        return None

    def payment_note(self, model: "TableModel") -> tuple[str, str]:
        """How a win is paid in this variant (under the formula)."""
        return "", ""

    def pair_multiplier(self, model: "TableModel", a: int, b: int) -> int:
        """The multiplier of every payment between seats a and b (1: none)."""
        return 1

    def end_title(self) -> tuple[str, str]:
        """The sheet's heading when nobody won."""
        return "荒庄", ("Exhausted wall: the wall ran out and nobody won. No payments; "
                      "the deal passes on.")

    def doubled_note(self, model: "TableModel") -> Optional[tuple[str, str]]:
        """A note beside the payments when this hand counts double (None: it does not)."""
        return None

    def next_hand_note(self, model: "TableModel") -> Optional[tuple[str, str]]:
        """A note about what carries into the next hand (None: nothing)."""
        return None

    # ------------------------------------------------------------------ names
    def tab_name(self, variant: Variant) -> tuple[str, str]:
        """(Chinese, English) of the variant on a tab: the title's first part, a short English."""
        short = variant.book.short_name.en if variant.book is not None else variant.name.title()
        return variant.title_zh.split("·")[0].strip(), self.tab_en or short

    def short_name(self, variant: Variant) -> tuple[str, str]:
        """(Chinese, English) of the variant on the settings screen's buttons."""
        short = variant.book.short_name.en if variant.book is not None else variant.title_en
        return variant.title_zh.split("·")[0], short
