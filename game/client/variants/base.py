"""What a variant's presenter is: everything the client does differently for one variant, in one
object (game/client/variants/<name>.py makes one; the registry in __init__.py finds it).

The base class presents a variant with nothing of its own; every hook's default is what the
common code does for such a variant. A presenter declares the event classes it handles (its
variant's own events, imported from `rules.variants.<name>.events`) with, for each, one row
(`EventView`): how the table model applies it, its caption, its animation plan and the set-up
step its caption belongs to. The common events have rows of the same form
(game/client/presenting/common_events.py); a presenter may replace a part of one (`common_events`).
`common_events.rows_of(presenter)` is the one lookup by class the model, the planner and the
log use.
"""
from __future__ import annotations

from collections import Counter

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Sequence

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.display.tile_art import Badge
from game.client.presenting.caption_kit import Caption
from game.client.presenting.plan_kit import Plan, Visual
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Change, Mark
from game.teaching.i18n import Bi
from rules.actions import ActionBase
from rules.engine import is_offered
from rules.events import Event, Won
from rules.scoring import ScoreItem
from rules.tiles import Tile
from rules.variants.base import Variant

from ..ui.painter import wildcard_marks

# Each part of a row takes the event of its row's class (typed by the function that fills it).
Applier = Callable[[TableData, Any, Change], None]
Captioner = Callable[[Any, TableData], Optional[Caption]]
Planner = Callable[[Plan, Any, Change, TableData, TableLayout, Visual, str, bool], None]
LogWords = Callable[[Any, TableData], Bi]
SetupLabel = Callable[[Any, Sequence[Optional[Tile]]], tuple[str, str, str]]


@dataclass(frozen=True)
class EventView:
    """How the client shows one event class: the model's change (`apply`), the caption (what
    happened, and why), the animation plan, in the set-up ceremony the step it belongs to (events
    of one step keep moving while the newest caption waits to be read), and the log's line when
    the caption's *what* is not it (`log`: 打风 and 结算 list every player)."""

    apply: Optional[Applier] = None
    caption: Optional[Captioner] = None
    plan: Optional[Planner] = None
    step: Optional[str] = None
    log: Optional[LogWords] = None


@dataclass(frozen=True)
class DiscardWarning:
    """Asked before a discard the rules allow but the player may regret (天津: a 混 discarded
    makes one 小相公): the caption's words and the label of the button that discards anyway."""

    caption: Caption
    confirm: tuple[str, str]


@dataclass(frozen=True)
class CalcFlip:
    """A tile turned up on the wall that the calculator's hand reads (天津's 翻混, an indicator):
    the hand object's field, the mode button's words, the field's value for the flipped tile, the
    kinds it marks (with their badge), and whether a hand needs one before it is scored."""

    field: str
    words: Bi
    value: Callable[[Tile], Any]
    marked: Callable[[Tile], tuple[Tile, ...]]
    badge: Badge
    required: bool
    missing: Bi = Bi("", "")
    note: Optional[Callable[[Tile], Bi]] = None      # what it means, beside the hand


@dataclass(frozen=True)
class Declaration:
    """A discard that declares something with it (报听): its button's words (Chinese, English),
    theme id, and hotkey (pygame key, the letter shown)."""

    words: tuple[str, str]
    theme: str
    key: tuple[int, str]


class PickRule:
    """How the human's pick of hand tiles becomes a legal set-up action (a pick action: 换三张,
    an exchange of any number): `choice` gives the action the picked tiles make (None while they
    make none), `button` the confirm button's words and theme id, `most` the tiles one may pick."""

    most = 3

    def choice(self, seat: int, picked: Sequence[int], actions: Sequence[ActionBase],
               kinds_of: Mapping[int, Tile]) -> Optional[ActionBase]:
        """The legal action for the tiles picked (ids), or None."""
        raise NotImplementedError

    def button(self, picked: int, chosen: Optional[ActionBase]) -> tuple[str, str]:
        """(label, object id) of the confirm button; a None `chosen` shows it disabled."""
        raise NotImplementedError

    def key_help(self) -> tuple[str, str]:
        """(Chinese, English) added to the step's caption: which keys pick and confirm."""
        return "（←/→ 选牌，空格 挑选，Enter 换出）", " (←/→ move, Space pick, Enter pass them)"

    def unfit(self) -> Optional[tuple[str, str]]:
        """Why a full pick makes no legal action, in the player's words (None: nothing to say)."""
        return None

    def can_grow(self, picked: Sequence[int], actions: Sequence[ActionBase], kinds_of: Mapping[int, Tile]) -> bool:
        """Some legal action still holds every tile picked so far (its kinds): the pick may be
        completed; False warns before the last tile is picked."""
        return True

    def unfit_now(self, seat: int, picked: Sequence[int], actions: Sequence[ActionBase],
                  kinds_of: Mapping[int, Tile]) -> Optional[tuple[str, str]]:
        """Why the tiles picked so far make, or can make, no legal action among the pick actions
        `actions` (`unfit`), said at the second tile of another suit and not only at the third;
        None when all is well."""
        if len(picked) == self.most and self.choice(seat, picked, actions, kinds_of) is None:
            return self.unfit()
        if picked and len(picked) < self.most and not self.can_grow(picked, actions, kinds_of):
            return self.unfit()
        return None

    def full(self) -> tuple[str, str]:
        """What a click on one more tile than the pick holds is told."""
        return (f"已经选了{self.most}张：先点一张选中的牌放回", f"{self.most} tiles are picked: click one of them to "
                                                       f"put it back first")


class MatchedPick(PickRule):
    """Exactly `most` tiles whose kinds match one of the legal pick actions (the engine names the
    lowest ids of each kind, so tiles of a kind are interchangeable): 换三张."""

    def __init__(self, most: int, ready: tuple[str, str], short: tuple[str, str],
                 unfit: Optional[tuple[str, str]] = None) -> None:
        self.most = most
        self.ready = ready        # the button's words when the pick is legal
        self.short = short        # ... and while it is not (the count follows)
        self.unfit_words = unfit  # why `most` tiles that make no action do not

    def unfit(self) -> Optional[tuple[str, str]]:
        return self.unfit_words

    def choice(self, seat: int, picked: Sequence[int], actions: Sequence[ActionBase],
               kinds_of: Mapping[int, Tile]) -> Optional[ActionBase]:
        kinds = [kinds_of[t] for t in picked if t in kinds_of]
        if len(kinds) != self.most:
            return None
        want = sorted(k.index for k in kinds)
        for action in actions:
            have = [kinds_of.get(t) for t in getattr(action, "tiles", ())]
            if len(have) == self.most and None not in have and sorted(k.index for k in have if k) == want:
                return action
        return None

    def can_grow(self, picked: Sequence[int], actions: Sequence[ActionBase], kinds_of: Mapping[int, Tile]) -> bool:
        want = Counter(kinds_of[t].index for t in picked if t in kinds_of)
        for action in actions:
            have = Counter(k.index for k in (kinds_of.get(t) for t in getattr(action, "tiles", ())) if k is not None)
            if not want - have:
                return True
        return False

    def button(self, picked: int, chosen: Optional[ActionBase]) -> tuple[str, str]:
        if chosen is not None:
            return lang.tr(*self.ready), "#claim_win"
        return lang.tr(*self.short) + f" ({picked}/{self.most})", "#claim_pass"


class AnyPick(PickRule):
    """Any number of tiles, none included: the action `build(seat, ids)` makes, when the rules
    offer it (rules.engine.is_offered: an offer may admit a whole family of choices)."""

    most = 99

    def __init__(self, build: Callable[[int, tuple[int, ...]], ActionBase],
                 words: Callable[[int], tuple[str, str]], keys: tuple[str, str]) -> None:
        self.build = build
        self.words = words        # the button's words for a pick of n tiles, (Chinese, English)
        self.keys = keys

    def choice(self, seat: int, picked: Sequence[int], actions: Sequence[ActionBase],
               kinds_of: Mapping[int, Tile]) -> Optional[ActionBase]:
        candidate = self.build(seat, tuple(t for t in picked if t in kinds_of))
        return candidate if is_offered(actions, candidate) else None

    def button(self, picked: int, chosen: Optional[ActionBase]) -> tuple[str, str]:
        return lang.tr(*self.words(picked)), "#claim_win" if chosen is not None else "#claim_pass"

    def key_help(self) -> tuple[str, str]:
        return self.keys


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
    calc_flip: Optional[CalcFlip] = None

    def __init__(self) -> None:
        self.events: dict[type[Event], EventView] = {}
        # Set-up actions of this variant with their button words, and those picked as tiles
        # (a pick chooses tiles of the hand instead of pressing a button: 换三张).
        self.setup_actions: dict[type[ActionBase], Optional[SetupLabel]] = {}
        self.pick_actions: tuple[type[ActionBase], ...] = ()
        self.pick_rules: dict[type[ActionBase], PickRule] = {}     # how each pick action is chosen
        # Actions that discard a tile and declare something with it (报听): a button beside the
        # selected tile when it may go so, with its words (Chinese, English) and theme id.
        self.declarations: dict[type[ActionBase], Declaration] = {}
        # What the common events look like at this variant's table, where it differs (a table
        # of two words its draws and discards for one opponent, 苏州 counts its flowers): each
        # part given replaces the common row's (common_events.py; None: the common part).
        self.common_events: dict[type[Event], EventView] = {}
        # action TYPE -> the event that shows it on the table (the demo's narrator).
        self.narrated: dict[str, type[Event]] = {}
        # The words of this variant's banners and floating labels, (Chinese, English).
        self.banner_words: dict[str, tuple[str, str]] = {}
        self.calc_flags: dict[str, bool] = {}
        # The calculator's words for the win conditions only this variant scores (Variant.score_flags).
        self.flag_names: dict[str, Bi] = {}

    # ------------------------------------------------------------------ the model
    def new_state(self, model: TableData) -> object:
        """The variant's own table state for a new hand (None: it keeps none)."""
        return None

    # ------------------------------------------------------------------ captions
    def win_note(self, event: Won, model: TableData) -> tuple[str, str]:
        """What a win's caption adds in this variant ("" when nothing)."""
        return "", ""

    # ------------------------------------------------------------------ the table
    def plate_marks(self, model: TableData, seat: int) -> list[Mark]:
        """The variant's own markers on a seat's plate, most important first."""
        return []

    def flower_count(self, model: TableData, seat: int) -> Optional[int]:
        """The 花 a plate shows: the number of flower tiles set aside (None: no flowers)."""
        flowers = model.seats[seat].flowers
        return len(flowers) if flowers else None

    def marked_kinds(self, model: TableData) -> dict[int, Badge]:
        """The kinds every face of which the table marks, with their badge (kind index -> badge):
        the hand's wildcards (混) unless the variant marks others."""
        return wildcard_marks(model.wildcard_indices())

    def example_marks(self, extra: Mapping[str, Any]) -> dict[int, Badge]:
        """The marks of a scored example's tiles (the rules browser), from its context's `extra`."""
        return {}

    def discard_warning(self, model: TableData, seat: int, kind: Optional[Tile]) -> Optional[DiscardWarning]:
        """A warning to confirm before the human discards `kind` (None: discard at once)."""
        return None

    def pile_names(self, model: TableData) -> tuple[tuple[str, str], ...]:
        """The names of a split wall's piles, (Chinese, English) each, written over them."""
        return ()

    def centre_tiles(self, model: TableData) -> Optional[tuple[tuple[str, str], tuple[Tile, ...]]]:
        """The tiles the centre shows beside the dice, under their name (天津: the two 混); None:
        none."""
        return (("混儿", "wild"), model.wildcards[:2]) if model.wildcards else None

    def auto_play(self, model: TableData, seat: int, actions: Sequence[ActionBase]) -> Optional[Caption]:
        """When the rules leave the human one action that plays itself (报听: the drawn tile is
        discarded), the caption shown while the table plays it; None: the human answers."""
        return None

    def prompt_caption(self, model: TableData, seat: int, actions: Sequence[ActionBase]) -> Optional[Caption]:
        """A prompt's own caption at this table (报听: win or not on this tile?); None: the common one."""
        return None

    def decline(self, model: TableData, seat: int, actions: Sequence[ActionBase]) -> Optional[ActionBase]:
        """On a turn with 胡, the discard that declines the win when the rules leave only one
        (报听: the drawn tile), shown as a 不胡 button; None: no such button."""
        return None

    def action_words(self, model: TableData, seat: int, action: ActionBase) -> Optional[tuple[str, str]]:
        """Other words for an answer button (报听: 过 is 不胡, keeping the declaration); None: the usual."""
        return None

    def pick_pending(self, model: TableData) -> bool:
        """The tiles the human picked for a set-up step still wait to move (they stay raised)."""
        return False

    def setup_caption(self, kinds: set[type]) -> Optional[Caption]:
        """The caption that explains a set-up step offering these action classes (None: not ours)."""
        return None

    # ------------------------------------------------------------------ the settlement sheet
    def item_why(self, model: TableData, win: Won, item: ScoreItem) -> str:
        """Why a score item counts, under its name on the sheet ("" when the name says it)."""
        return ""

    def formula(self, win: Won, options: Mapping[str, Any]) -> Optional[tuple[str, str]]:
        """The variant's own line turning the score into a payment (None: the common one)."""
        return None

    def payment_note(self, model: TableData) -> tuple[str, str]:
        """How a win is paid in this variant (under the formula)."""
        return "", ""

    def win_rule_for(self, model: TableData) -> tuple[str, str]:
        """The sheet's line on the wins' payments, true to this hand (`win_rule` by default)."""
        return self.win_rule

    def pair_multiplier(self, model: TableData, a: int, b: int) -> int:
        """The multiplier of every payment between seats a and b (1: none)."""
        return 1

    def end_title(self) -> tuple[str, str]:
        """The sheet's heading when nobody won."""
        # what is paid and who deals next differ by variant (天津: kongs still count, the dealer stays);
        # the sheet's rows show the payments
        return "荒庄：牌摸完了，没有人和牌", "Exhausted wall: the wall ran out and nobody won"

    def doubled_note(self, model: TableData) -> Optional[tuple[str, str]]:
        """A note beside the payments when this hand counts double (None: it does not)."""
        return None

    def next_hand_note(self, model: TableData) -> Optional[tuple[str, str]]:
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
