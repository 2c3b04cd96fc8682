"""The start screen's card: how a variant differs from the default variant (国标), and the few
words of its book the card and the rules browser share (its short name, its minimum, the
play-on rule). Read from the record and its book alone: the rules browser's records
(rules_book.py) and the scorers wait until a book is opened."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from rules.variants.base import Variant
from rules.variants.registry import DEFAULT_VARIANT, get_variant

from .i18n import Bi, fill, t, words_bi


def play_on(variant: Variant, options: Optional[Mapping[str, Any]] = None) -> list[Bi]:
    """The line of a variant that plays on after a win (血战到底; 血流成河 when the room's rules
    keep winners in), in its book's words."""
    book = variant.book
    if book is None:
        return []
    hook = variant.winners_play_on
    if hook is not None and book.winners_stay is not None and hook(variant.resolve_options(options)):
        return [words_bi(book.winners_stay)]
    if variant.winners_to_end <= 1 or book.play_on is None:
        return []
    return [fill(book.play_on, n=variant.winners_to_end)]


def _flower_count(variant: Variant) -> int:
    return sum(1 for k in variant.tiles.kinds if variant.is_flower(k))


def _has_void(variant: Variant) -> bool:
    # the record's phase names (data): the phases themselves load with the table's hooks
    return "choose_void" in variant.phase_names


def short_name(variant: Variant) -> Bi:
    """The variant's name inside a sentence ("四川" / "Sichuan"); its title without a book."""
    if variant.book is None:
        return Bi(variant.title_zh, variant.title_en)
    return words_bi(variant.book.short_name)


def minimum_of(variant: Variant) -> Bi:
    """The variant's minimum in one line (its book's words; the record's line without a book)."""
    if variant.book is None:
        return Bi(variant.minimum, variant.minimum)
    return words_bi(variant.book.minimum)


def what_changes(name: str, options: Optional[Mapping[str, Any]] = None) -> list[Bi]:
    """The start screen's card: how this variant differs from the default variant (国标); for
    the default variant itself, its own key facts (under the room's `options`)."""
    variant = get_variant(name)
    base = DEFAULT_VARIANT
    minimum = minimum_of(variant)
    if variant.name == base.name:
        return [t("ch_gb_tiles", n=len(base.tiles)), t("ch_gb_chow"), t("ch_gb_discard"),
                t("ch_gb_flowers", n=_flower_count(base)), t("ch_minimum", minimum=minimum)]
    called = short_name(base)
    out = [t("ch_tiles", n=len(variant.tiles), base=called, base_n=len(base.tiles))]
    if variant.book is not None and variant.book.table is not None:
        out.append(words_bi(variant.book.table))
    if variant.claims.chow != base.claims.chow:
        out.append(t("ch_chow_no", base=called) if not variant.claims.chow else t("ch_chow_yes"))
    if variant.claims.win_on_discard != base.claims.win_on_discard:
        out.append(t("ch_self_draw_only", base=called) if not variant.claims.win_on_discard else t("ch_gb_discard"))
    if variant.claims.multiple_winners and variant.claims.win_on_discard:
        out.append(t("ch_multi", base=called))
    if variant.book is not None and variant.book.wildcards is not None:
        out.append(t("ch_wildcards", what=words_bi(variant.book.wildcards)))
    flowers, base_flowers = _flower_count(variant), _flower_count(base)
    if flowers != base_flowers:
        out.append(t("ch_flowers", n=flowers, base=called, base_n=base_flowers) if flowers else
                   t("ch_no_flowers", base=called, base_n=base_flowers))
    if _has_void(variant):
        out.append(t("ch_void"))
    out.extend(play_on(variant, options))
    out.append(t("ch_minimum", minimum=minimum))
    return out
