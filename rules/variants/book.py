"""The rules-book text of a variant (`Variant.book`): what the rules browser, the start screen's
card and the teaching texts say about it that the record's other fields cannot.

Each variant writes one `Book` in rules/variants/<name>/book.py from its rules reference
(docs/rules/*.md): the short procedure in Chinese and English, the minimum, the scoring table's
introduction and section titles, the Chinese title and reading of each rule option, the Chinese
of each fixed decision (`Variant.notes`), and the English for the Chinese terms its English texts
keep. The scoring rows carry their own meanings and examples (`Variant.rows`); the tiles, claims
and options come from the record. game/teaching reads a Book without knowing whose it is.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional

if TYPE_CHECKING:   # the books are data the start screen reads: no scorer imported with them
    from ..scoring import ScoreResult, WinContext


@dataclass(frozen=True)
class Words:
    """One text in Chinese and English."""

    zh: str
    en: str


@dataclass(frozen=True)
class Section:
    """One step of the procedure: a heading and its text."""

    heading: Words
    text: Words


@dataclass(frozen=True)
class ScoreGroup:
    """A section of the scoring table (the rows whose `group` is its key).

    `title` heads the section (None: each row is headed by its own value, as 国标's "24番");
    `value` says how its rows' values read: "fans" (24番), "plus_fans" (+1番), "value" (3),
    "times" (×2), "units" (每家付2), "dealer_units" (庄家付每家1: 天津's 铲), "hua" (5花)."""

    title: Optional[Words]
    value: str


@dataclass(frozen=True)
class OptionText:
    """A rule option in words: its title and its reading in both languages, a one-line brief and
    its own value words."""

    title: Words
    doc_zh: str
    # One line for the room-rules panel: what choosing it changes, with an example where it
    # helps (None: the panel shows the title and the values only).
    brief: Optional[Words] = None
    # Words for this option's own values where the book's shared value words would mislead
    # (a cap of 0 is "no cap", 苏州's 0 hands a match is "four rounds"), as (value, words) pairs.
    values: tuple[tuple[Any, Words], ...] = ()
    # The English reading for players, as doc_zh is the Chinese: plain words, no sources, no
    # option ids (`RuleOption.doc` keeps the sources and the rules file's section for developers).
    doc_en: str = ""


# (win context, score result, resolved options) -> the numbers a below-minimum text names
MinimumFacts = Callable[["WinContext", "ScoreResult", Mapping[str, Any]], Mapping[str, int]]
# (self drawn, resolved options) -> what a win needs to reach the minimum
MinimumNeed = Callable[[bool, Mapping[str, Any]], int]


@dataclass(frozen=True)
class Book:
    """A variant's rules-book text (see the module docstring)."""

    short_name: Words                        # "四川" / "Sichuan", inside sentences
    procedure: tuple[Section, ...]
    minimum: Words                           # the minimum in one line
    scoring_intro: Words
    groups: Mapping[str, ScoreGroup]         # by ScoreRow.group
    options: Mapping[str, OptionText]        # by RuleOption.key
    notes_zh: Mapping[str, str]              # the Chinese of `Variant.notes`, by the English note
    # The notes in English for players, by the developer's note (`Variant.notes` keeps the rules
    # file's shorthand: "win > pung/kong > chow", "engine decision").
    notes_en: Mapping[str, str] = field(default_factory=dict)
    terms: Mapping[str, str] = field(default_factory=dict)   # Chinese term -> English (glossary)
    value_words: Mapping[object, Words] = field(default_factory=dict)  # its options' own values in words
    tile_role: Optional[Words] = None        # what the play tiles do, when more than being played
    wildcards: Optional[Words] = None        # the wildcards in one line ("what changes" card)
    # A table without flower tiles that still has a 花牌 of its own (二人: a reserve tile turned up
    # as the indicator), in a few words for the start card instead of "没有花牌".
    no_flower_tiles: Optional[Words] = None
    table: Optional[Words] = None            # the seats and the wall in one line, when not the default's
    # Why a win falls short of the minimum: a template whose fields are {fans}, {items}, {value}
    # and {how} (filled by the teaching texts from the score) and whatever `minimum_facts` adds.
    below_minimum: Optional[Words] = None
    minimum_facts: Optional[MinimumFacts] = None
    # "reach 8 fans": a template with {need}, and the number (None: the variant has no minimum).
    reach: Optional[Words] = None
    minimum_need: Optional[MinimumNeed] = None
    # Why a hand holding all three suits cannot win (a variant that needs a suit missing, 缺一门).
    missing_suit: Optional[Words] = None
    # A variant that plays on after a win (`winners_to_end` > 1, 血战): the rule in one line (a
    # template with {n}, the wins that end the hand), and why a seat that has won may do nothing.
    play_on: Optional[Words] = None
    # The same line when a room rule keeps winners in the hand (`Variant.winners_play_on`, 血流成河).
    winners_stay: Optional[Words] = None
    already_won: Optional[Words] = None
