"""What generic code may ask of a variant: its declared capabilities, never its own keys.

Two records carry them, both written by the variant's package:

- `VariantView`, the base of every variant's masked view (`Variant.view_extra(state, seat)`,
  shown as `SeatView.extra`): a frozen dataclass of the variant's own public facts, with the
  capabilities the teaching, the client and the bots read (wildcards, face-up indicators, void
  suits, claims and wins the rules refuse *with a reason*, a forced win, a warning on a costly
  discard). The base answers "none" to every question: a variant without a fact fills nothing.
- `ContextFacts` (`Variant.context_facts`): what an example hand's `WinContext.extra` means to a
  reader (the condition words the drill and the rules browser show, the wildcards to mark).

A reason is a `Reason`: a stable code and its words in both languages, from the variant's package,
so `game/teaching/why_not.py` and the waits panel restate no rule.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional, Protocol, Sequence

from ..tiles import Tile
from .book import Words

if TYPE_CHECKING:   # hints only: the actions import the book beside this module
    from ..actions import ActionBase


@dataclass(frozen=True)
class Reason:
    """Why the rules refuse (or bar) something: a stable `code` and its words."""

    code: str
    text: Words


@dataclass(frozen=True)
class CostWarning:
    """A legal action the player may regret: the warning, the confirm question and its button."""

    text: Words          # the teaching panel's one line
    confirm: Words       # the client's question before it lets the action go
    button: Words        # the confirm button


def fill_words(template: Words, **args: Any) -> Words:
    """A template filled in both languages (a Words argument gives each language its form)."""
    return Words(template.zh.format(**{k: (v.zh if isinstance(v, Words) else v) for k, v in args.items()}),
                 template.en.format(**{k: (v.en if isinstance(v, Words) else v) for k, v in args.items()}))


def tile_words(tile: Tile) -> Words:
    """A tile's name in both languages."""
    return Words(tile.name_zh, tile.name_en)


SUIT_WORDS = {"m": Words("万", "Characters"), "p": Words("筒", "Dots"), "s": Words("条", "Bamboo")}


class OwnSeat(Protocol):
    """What a view record's capabilities read of the seat view it belongs to (a `SeatView`)."""

    @property
    def seat(self) -> int: ...
    @property
    def phase(self) -> str: ...                       # "setup", "play", "claim", "rob", "over"
    @property
    def to_act(self) -> bool: ...
    @property
    def hand(self) -> tuple[int, ...]: ...            # the seat's concealed tile ids
    @property
    def hand_kinds(self) -> tuple[Tile, ...]: ...     # the seat's concealed tiles' kinds
    @property
    def legal(self) -> tuple[ActionBase, ...]: ...


@dataclass(frozen=True)
class VariantView:
    """A variant's masked view of one seat (what `SeatView.extra` holds): the base answers
    "none" to every capability; a variant's own view record overrides what it has."""

    def to_json(self) -> dict[str, Any]:
        """The view as JSON (SeatView.to_json's "extra"), in the variant's key order."""
        return dict(self.scorer_facts())

    def scorer_facts(self) -> Mapping[str, Any]:
        """What the variant's scorer reads of this seat's view (its WinContext.extra keys)."""
        return {}

    def wildcards(self) -> frozenset[int]:
        """The wildcard kinds (indices) at this table: 天津 混."""
        return frozenset()

    def face_up(self) -> tuple[Tile, ...]:
        """Kinds lying face up outside the rivers and melds (天津's 翻混 indicator): seen copies."""
        return ()

    def wildcards_said(self) -> Optional[Words]:
        """The wildcards by name, in the table's own word, where a screen without the table's
        indicator must say them (天津: "混儿：三筒、四筒"); None where the tiles say it themselves."""
        return None

    def revealed_voids(self) -> Optional[tuple[str, ...]]:
        """Each seat's void suit once all are revealed (四川 定缺); None before or elsewhere."""
        return None

    def own_void(self) -> Optional[str]:
        """This seat's void suit once the voids are revealed (None before or elsewhere)."""
        voids = self.revealed_voids()
        return None if voids is None else self.chosen_void()

    def chosen_void(self) -> Optional[str]:
        """The void suit this seat chose, revealed or not (None: none chosen, or no such rule)."""
        return None

    def forced_win(self, view: OwnSeat, options: Mapping[str, Any]) -> Optional[Reason]:
        """Why this seat may only win now (四川's last tiles), or None."""
        return None

    def discard_refusal(self, view: OwnSeat, kind: Tile, options: Mapping[str, Any]) -> Optional[Reason]:
        """Why the rules refuse a discard of `kind` from this seat's hand, or None."""
        return None

    def discard_warning(self, view: OwnSeat, kind: Tile) -> Optional[CostWarning]:
        """The cost of a legal discard of `kind` (天津: a 混 makes one 小相公), or None."""
        return None

    def claim_refusal(self, view: OwnSeat, kind: Tile, kong: bool, options: Mapping[str, Any]) -> Optional[Reason]:
        """Why a pung (or melded kong) of a discarded `kind` is refused to a seat holding enough."""
        return None

    def own_kong_refusal(self, view: OwnSeat, kind: Tile, options: Mapping[str, Any]) -> Optional[Reason]:
        """Why a concealed or added kong of `kind` is refused on the seat's turn, or None."""
        return None

    def blocked_claim(self, view: OwnSeat, kind: Tile) -> Optional[Reason]:
        """The table's note on another player's discard of `kind` this seat may not claim because
        of a claim it let go (苏州 漏碰 / 漏胡), judged against its own hand; None when free."""
        return None

    def action_refusal(self, view: OwnSeat, action: ActionBase, options: Mapping[str, Any]) -> Optional[Reason]:
        """Why the rules refuse one of the variant's own actions (天津 扣听 with a discard that
        leaves no ready hand), or None."""
        return None

    def hand_refusal(self, view: OwnSeat, tiles: Sequence[Tile]) -> Optional[Reason]:
        """Why a hand of these tiles (concealed, the win tile and the melds') cannot win at all by
        this seat's table rules (四川: it still holds its void suit), or None."""
        return None

    def win_bar(self, view: OwnSeat, total: int, self_drawn: bool, options: Mapping[str, Any],
                discarding: Optional[Tile] = None) -> Optional[Reason]:
        """Why a scoring, legal win worth `total` is barred by the table (小相公, 过水, 漏胡), or
        None. `discarding`: the kind the seat is about to throw (a 混 would bar it at once)."""
        return None


NO_VIEW = VariantView()     # a variant without a view of its own, or a view built by hand


def _no_words(extra: Mapping[str, Any]) -> tuple[Words, ...]:
    return ()


def _no_tiles(extra: Mapping[str, Any]) -> tuple[Tile, ...]:
    return ()


@dataclass(frozen=True)
class ContextFacts:
    """What a scorer's context (`WinContext.extra`, as the variant's hand form fills it) says."""

    # the example's situation in words beside the common ones (缺万, 混儿…, 豹子 …)
    conditions: Callable[[Mapping[str, Any]], tuple[Words, ...]] = field(default=_no_words)
    # the wildcard kinds of the example (天津 混), for marks
    wildcards: Callable[[Mapping[str, Any]], tuple[Tile, ...]] = field(default=_no_tiles)


def scorer_facts_of(view: object) -> dict[str, Any]:
    """The scorer facts of a seat view (`SeatView.extra.scorer_facts()`); empty for a view
    without a variant record (a stand-in view built by hand)."""
    extra = getattr(view, "extra", None)
    return dict(extra.scorer_facts()) if isinstance(extra, VariantView) else {}
