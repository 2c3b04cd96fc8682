"""The rules browser's content for one variant, read from its record: tiles, procedure, claims,
the minimum, the whole scoring table (each row's names, value, meaning and an example hand), the
rule options with the reading chosen where the sources disagree, and the "what changes" card.

    book = rules_book("sichuan")
    book.tiles, book.procedure, book.claims, book.minimum, book.scoring, book.options
    what_changes("tianjin")   -> [Bi, ...]   (the start screen's card: changes.py, read here too)

Everything comes from the `Variant` record, and this module names no variant: the tile groups
and their copies from `variant.tiles` and `is_flower`, the claims from `ClaimRules`, the void
suit from the 定缺 phase's name, the scoring rows (names, values, meanings in both languages, one example
hand each) from `variant.rows`, the options and their English docs from `variant.options`, and
what only words can say (the procedure, the minimum, the scoring sections, the Chinese reading of
each option and note, the variant's own terms) from its book (`variant.book`, rules/variants/book.py).

An example hand is a score request of `main.py score` (docs/cli.md): {"hand": {...}, "options":
{...}}; `example_hand(variant, request)` reads it with the variant's own reader (`read_hand`).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, Mapping, Optional

from rules.errors import NotationError
from rules.tiles import TILES, Tile
from rules.variants.base import Variant
from rules.variants.book import Book, ScoreGroup
from rules.variants.registry import all_variants, get_variant

from .changes import minimum_of, play_on, short_name, what_changes  # noqa: F401  (this module's names too)
from .i18n import Bi, english, t, words_bi

if TYPE_CHECKING:   # the scorer's types: only an example scored needs the scorer
    from rules.score_rows import ScoreRow
    from rules.scoring import ScoreResult, WinContext

# ------------------------------------------------------------------------------ records


@dataclass(frozen=True)
class TileGroup:
    name: Bi
    kinds: tuple[Tile, ...]
    copies: int                  # of each kind
    role: Bi

    @property
    def count(self) -> int:
        return len(self.kinds) * self.copies


@dataclass(frozen=True)
class ExampleHand:
    text: str                    # the score request, as JSON (for messages)
    context: WinContext
    options: dict[str, Any]


@dataclass(frozen=True)
class BookRow:
    """One row of the scoring table as the rules browser shows it."""

    key: str
    name: Bi
    value: int
    value_text: Bi               # "24番", "+1番", "×2", "5花"
    group: Bi                    # 番种 / 基本番型 / 加番 / 乘 ...
    meaning: Bi
    example: Optional[ExampleHand]


@dataclass(frozen=True)
class OptionDoc:
    key: str
    title: Bi
    default: Any
    choices: tuple[Any, ...]
    doc: Bi                      # the reading for players (`option_reading`)


@dataclass(frozen=True)
class RulesBook:
    variant: str
    title: Bi
    tiles: tuple[TileGroup, ...]
    total_tiles: int
    procedure: tuple[tuple[Bi, Bi], ...]     # (heading, text)
    claims: tuple[Bi, ...]
    minimum: Bi
    scoring_intro: Bi
    scoring: tuple[BookRow, ...]
    options: tuple[OptionDoc, ...]
    changes: tuple[Bi, ...]                  # what changes vs the default variant (国标)
    notes: tuple[Bi, ...]                    # the variant's fixed decisions (its module's NOTES)


# ------------------------------------------------------------------------------ tiles

_GROUPS = (
    (Bi("万子", "Characters"), range(0, 9)),
    (Bi("筒子", "Dots"), range(9, 18)),
    (Bi("条子", "Bamboo"), range(18, 27)),
    (Bi("风牌 东南西北", "Winds: East, South, West, North"), range(27, 31)),
    (Bi("箭牌 中发白", "Dragons: Red, Green, White"), range(31, 34)),
    (Bi("春夏秋冬", "Seasons"), range(34, 38)),
    (Bi("梅兰竹菊", "Plants"), range(38, 42)),
    (Bi("百搭", "Jokers"), range(42, 43)),
    (Bi("老鼠 财神 猫 聚宝盆", "Rat, God of Wealth, Cat, Treasure Bowl"), range(43, 47)),
)
_ROLE_PLAY = Bi("打牌用", "played")
_ROLE_FLOWER = Bi("花牌：摸到就亮出补一张", "flower: set aside at once and replaced")


def tile_groups(variant: Variant) -> tuple[TileGroup, ...]:
    """The variant's tiles by group, with the copies of each kind and what they are for."""
    copies = [0] * len(TILES)
    for kind in variant.tiles.kinds:
        copies[kind.index] += 1
    play_role = words_bi(variant.book.tile_role) if variant.book and variant.book.tile_role else _ROLE_PLAY
    out = []
    for name, kinds in _GROUPS:
        present = tuple(TILES[k] for k in kinds if copies[k])
        if not present:
            continue
        n = copies[present[0].index]
        out.append(TileGroup(name, present, n, _ROLE_FLOWER if variant.is_flower(present[0]) else play_role))
    return tuple(out)


# ------------------------------------------------------------------------------ claims, changes

def claim_lines(variant: Variant, options: Optional[Mapping[str, Any]] = None) -> tuple[Bi, ...]:
    """The claims the variant allows, one line each, from its ClaimRules (and its play-on rule
    under the room's `options`)."""
    c = variant.claims
    chow = t("rb_chow_two" if variant.seats == 2 else "rb_chow_yes") if c.chow else t("rb_chow_no")
    two = variant.seats == 2           # one opponent: no "anyone's discard", no choice between winners
    lines = [chow, t("rb_pung_two" if two else "rb_pung"),
             t("rb_kong"), t("rb_rob_yes") if c.rob_kong else t("rb_rob_no"),
             t("rb_discard_win_yes") if c.win_on_discard else t("rb_discard_win_no")]
    if c.win_on_discard and not two:
        lines.append(t("rb_multi_yes") if c.multiple_winners else t("rb_multi_no"))
    lines.append(t("rb_priority_chow") if c.chow else t("rb_priority"))
    lines.extend(play_on(variant, options))
    return tuple(lines)


# ------------------------------------------------------------------------------ the book's words

def procedure(variant: Variant) -> tuple[tuple[Bi, Bi], ...]:
    """(heading, text) of each step of the variant's procedure."""
    if variant.book is None:
        return ()
    return tuple((words_bi(s.heading), words_bi(s.text)) for s in variant.book.procedure)


def note_bi(variant: Variant, note: str) -> Bi:
    """A variant's note in both languages (the Chinese from its book, "" when it has none yet)."""
    zh = variant.book.notes_zh.get(note, "") if variant.book else ""
    en = variant.book.notes_en.get(note) if variant.book else None
    return Bi(zh, en if en is not None else english(note))


# Every variant's book, by variant id, as the tests and tools read them.
PROCEDURE: dict[str, tuple[tuple[Bi, Bi], ...]] = {v.name: procedure(v) for v in all_variants() if v.book}
OPTION_ZH: dict[tuple[str, str], tuple[str, str, str]] = {
    (v.name, key): (text.title.zh, text.title.en, text.doc_zh)
    for v in all_variants() if v.book for key, text in v.book.options.items()}


# ------------------------------------------------------------------------------ examples

def example_request(row: ScoreRow) -> Optional[dict[str, Any]]:
    """A row's example as a score request ({"hand": ..., "options": ...}), or None."""
    if row.example is None:
        return None
    return {"hand": dict(row.example), "options": dict(row.example_options)}


@cache
def examples() -> dict[str, dict[str, dict[str, Any]]]:
    """Every row's example by variant and row key (the score requests of the rows), read on first
    use: the rows are the scorers' tables, which the start screen's card (what_changes) never needs."""
    return {v.name: {r.key: req for r in v.rows if (req := example_request(r)) is not None} for v in all_variants()}


def example_hand(name: str, request: Mapping[str, Any]) -> ExampleHand:
    """Read an example (a score request: {"hand": {...}, "options": {...}}) with the variant's
    reader into its WinContext and options; NotationError says what is wrong."""
    variant = get_variant(name)
    if not isinstance(request, Mapping) or "hand" not in request:
        raise NotationError(f"an example is a score request with a 'hand' object, got {request!r}")
    options = request.get("options") or {}
    if not isinstance(options, Mapping):
        raise NotationError(f"an example's 'options' must be an object, got {options!r}")
    try:
        resolved = variant.resolve_options(options)
    except ValueError as exc:
        raise NotationError(str(exc)) from exc
    context = variant.read_hand(request["hand"])
    return ExampleHand(json.dumps(request, ensure_ascii=False, sort_keys=True), context, resolved)


def score_example(name: str, example: ExampleHand) -> ScoreResult:
    """What the variant's scorer makes of an example."""
    return get_variant(name).score(example.context, example.options)


# ------------------------------------------------------------------------------ scoring tables

def _group(book: Optional[Book], row: ScoreRow) -> Optional[ScoreGroup]:
    return book.groups.get(row.group) if book else None


def _book_row(variant: Variant, row: ScoreRow) -> BookRow:
    group = _group(variant.book, row)
    value = t(f"rb_{group.value if group else 'fans'}", n=row.value)
    title = words_bi(group.title) if group and group.title else value
    request = example_request(row)
    example = example_hand(variant.name, request) if request is not None else None
    return BookRow(row.key, Bi(row.name_zh, row.name_en), row.value, value, title,
                   Bi(row.meaning_zh, english(row.meaning_en)), example)


def scoring_rows(name: str, options: Optional[Mapping[str, Any]] = None) -> tuple[BookRow, ...]:
    """The variant's scoring table in force under `options` (default: the classic rules), in the
    rulebook's order; rows that exist only under other options (二人 option B) are left out."""
    from rules.score_rows import rows_in_force
    variant = get_variant(name)
    if not variant.rows:
        raise ValueError(f"the rules book has no scoring table for {variant.name!r}")
    rows = [_book_row(variant, row) for row in rows_in_force(variant.rows, variant.resolve_options(options))]
    # A row a room rule adds comes last in the record; shown under its group's first heading, not
    # under a second copy of it (苏州's 底, 天津's 基本价值 were headed twice).
    first: dict[str, float] = {}
    for i, row in enumerate(rows):
        first.setdefault(row.group.zh, i)
    # Where rows are headed by their value (国标's 24番), a room rule's row goes before the first
    # heading of a smaller value (国标's 明暗杠 5番 before 4番, not after 1番 and 花牌).
    by_value = {r.group.zh: r.value for r in rows if r.group == r.value_text}
    place = dict(first)
    for heading, value in by_value.items():
        smaller = [first[h] for h, v in by_value.items() if v < value]
        if smaller and min(smaller) < first[heading]:
            place[heading] = min(smaller) - 0.5
    return tuple(sorted(rows, key=lambda r: place[r.group.zh]))


def option_reading(variant: Variant, key: str) -> Bi:
    """An option's whole reading for players in both languages: the book's (its English is
    `OptionText.doc_en`, never the developer's `RuleOption.doc` with its sources)."""
    text = variant.book.options.get(key) if variant.book else None
    if text is None:
        return Bi("", key)
    return Bi(text.doc_zh, text.doc_en)


def option_docs(variant: Variant) -> tuple[OptionDoc, ...]:
    """Each rule option with its title and reading in both languages."""
    out = []
    texts = variant.book.options if variant.book else {}
    for opt in variant.options:
        text = texts.get(opt.key)
        title_zh, title_en = (text.title.zh, text.title.en) if text else ("", opt.key)
        out.append(OptionDoc(opt.key, Bi(title_zh, english(title_en)), opt.default, tuple(opt.choices),
                             option_reading(variant, opt.key)))
    return tuple(out)


# The words for the option values every variant may use; a variant's own values are in its book.
VALUE_WORDS: dict[Any, Bi] = {
    True: Bi("开", "on"), False: Bi("关", "off"), "off": Bi("关", "off"), "double": Bi("翻倍", "double"),
}


def _value_words() -> dict[Any, Bi]:
    own = {k: words_bi(w) for v in all_variants() if v.book for k, w in v.book.value_words.items()}
    return {**own, **VALUE_WORDS}


_ALL_VALUE_WORDS = _value_words()


def option_value_word(variant: Variant, key: str, value: Any) -> Bi:
    """One option's value in words: the option's own words (a cap of 0 is 不封顶), then the
    variant's book (四川's 不加, not 苏州's 不留 for the same value), then the words all share."""
    book = variant.book
    text = book.options.get(key) if book is not None else None
    own = text.values if text is not None else ()
    shared = tuple(book.value_words.items()) if book is not None else ()
    found = next((words for known, words in own + shared if type(known) is type(value) and known == value), None)
    return words_bi(found) if found is not None else value_word(value)   # True is not 1: compared by type too


def value_word(value: Any) -> Bi:
    """A rule option's value in words, as the rules browser and the calculator show them
    (numbers and ratios such as 3/4 as they are)."""
    if isinstance(value, bool) or (isinstance(value, str) and value in _ALL_VALUE_WORDS):
        return _ALL_VALUE_WORDS[value]
    return Bi(str(value), str(value))


def rules_book(name: str, options: Optional[Mapping[str, Any]] = None) -> RulesBook:
    """Everything the rules browser shows for one variant (by name or alias), the scoring table
    the one in force under `options`."""
    variant = get_variant(name)
    book = variant.book
    return RulesBook(
        variant=variant.name, title=Bi(variant.title_zh, variant.title_en), tiles=tile_groups(variant),
        total_tiles=len(variant.tiles), procedure=procedure(variant), claims=claim_lines(variant, options),
        minimum=minimum_of(variant),
        scoring_intro=words_bi(book.scoring_intro) if book else Bi("", ""), scoring=scoring_rows(variant.name, options),
        options=option_docs(variant), changes=tuple(what_changes(variant.name, options)),
        notes=tuple(note_bi(variant, n) for n in variant.notes))


def all_books() -> list[RulesBook]:
    """The rules book of every variant, in the registry's order."""
    return [rules_book(v.name) for v in all_variants()]
