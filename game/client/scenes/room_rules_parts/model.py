"""What the room-rules panel shows and changes, without pygame: a variant's options as rows
(title, values in words with the default, a one-line explanation), grouped in the order of
`OPTION_GROUPS`, its presets, and the player's choice (only the changed values are kept).

Everything is read from the variant's record at run time (`Variant.options`, `all_presets()`, the
book's `OptionText` and `value_words`): a new option or preset shows up by being declared.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping, Optional

from game.teaching.i18n import Bi, english, words_bi
from rules.variants.base import OPTION_GROUPS, Preset, Variant

# The panel's sections, in OPTION_GROUPS' order.
GROUP_TITLES: dict[str, Bi] = {"scoring": Bi("胜负与计分", "Winning and scoring"), "flow": Bi("行牌", "Table flow"),
                               "payments": Bi("结算", "Payments"), "match": Bi("对局长度", "Match length")}
DEFAULT_WORD = Bi("默认", "default")
FIXED_WORD = Bi("固定", "fixed")
CHANGED_WORD = Bi("已改（不是经典）", "changed from classic")
# A rules-file reference at the start of an option's English reading ("§4 T6: ", "G2: ").
_REFERENCE = re.compile(r"^\s*(?:[§A-Z][^:]{0,24}):\s*")


@dataclass(frozen=True)
class OptionRow:
    """One option as the panel shows it."""

    key: str
    group: str
    title: Bi
    brief: Bi                          # one line: what choosing it changes
    reading: Bi                        # the whole reading (the hover)
    values: tuple[tuple[Any, Bi], ...]  # each value the code implements, in words
    default: Any

    @property
    def fixed(self) -> bool:
        """Only one value is implemented: shown, not chosen."""
        return len(self.values) == 1


def same_value(a: Any, b: Any) -> bool:
    """`a == b` where True is not 1 and 0 is not False (option values are compared by type too)."""
    return type(a) is type(b) and a == b


def first_sentence_zh(text: str) -> str:
    """The first sentence of a Chinese reading (up to its first 。)."""
    text = text.strip()
    cut = text.find("。")
    return text[:cut + 1] if cut >= 0 else text


def first_sentence_en(text: str) -> str:
    """The first sentence of an English reading, its rules-file reference dropped and its
    Chinese terms in English."""
    text = english(_REFERENCE.sub("", text.strip(), count=1))
    depth = 0
    for i, ch in enumerate(text):        # the first ". " or "; " outside brackets ends it
        depth += (ch in "([") - (ch in ")]")
        if depth == 0 and ch in ".;" and text[i + 1:i + 2] in (" ", "") and i > 0 and text[i - 1].isalnum() | (text[i - 1] in ")]"):
            text = text[:i] + "."
            break
    return text[:1].upper() + text[1:]


def option_rows(variant: Variant) -> tuple[OptionRow, ...]:
    """Every option of `variant`, in the order of OPTION_GROUPS, each group in the record's order."""
    from game.teaching.rules_book import option_reading, option_value_word     # read at the panel's opening
    texts = variant.book.options if variant.book is not None else {}
    rows = []
    for opt in variant.options:
        text = texts.get(opt.key)
        title = words_bi(text.title) if text is not None else Bi(opt.key, opt.key)
        doc_zh = text.doc_zh if text is not None else ""
        reading = option_reading(variant, opt.key)
        if text is not None and text.brief is not None:
            brief = words_bi(text.brief)
        else:      # a variant that has not written its brief yet: the reading's first sentence
            brief = Bi(first_sentence_zh(doc_zh), first_sentence_en(reading.en))
        values = tuple((choice, option_value_word(variant, opt.key, choice)) for choice in opt.choices)
        rows.append(OptionRow(opt.key, opt.group, title, brief, reading, values, opt.default))
    order = {group: i for i, group in enumerate(OPTION_GROUPS)}
    return tuple(sorted(rows, key=lambda row: order.get(row.group, len(order))))


def grouped_rows(variant: Variant) -> list[tuple[str, tuple[OptionRow, ...]]]:
    """(group, its rows) for every group that has an option, in OPTION_GROUPS' order."""
    rows = option_rows(variant)
    return [(group, tuple(r for r in rows if r.group == group)) for group in OPTION_GROUPS
            if any(r.group == group for r in rows)]


def group_title(group: str) -> Bi:
    """A section's heading."""
    return GROUP_TITLES.get(group, Bi(group, group))


def valid_overrides(variant: Variant, options: Optional[Mapping[str, Any]]) -> tuple[dict[str, Any], list[Bi]]:
    """The options of `options` the variant accepts, changed from their defaults (in the record's
    order), and a message for each refused one (an unknown option, a value not offered)."""
    kept: dict[str, Any] = {}
    refused: list[Bi] = []
    known = {opt.key: opt for opt in variant.options}
    for key, value in (options or {}).items():
        opt = known.get(key)
        if opt is None:
            refused.append(Bi(f"{variant.title_zh}没有规则选项“{key}”，已忽略",
                              f"{variant.title_en} has no rule option {key!r}; ignored"))
        elif not any(same_value(value, c) for c in opt.choices):
            refused.append(Bi(f"规则选项“{key}”不能是 {value!r}，已改回默认",
                              f"rule option {key!r} cannot be {value!r} (one of {list(opt.choices)}); "
                              f"back to the default"))
        else:
            kept[key] = value
    return variant.changed_options(kept), refused


def status_words(variant: Variant, options: Optional[Mapping[str, Any]]) -> Bi:
    """The rules in force in short: the matching preset's title ("经典"), else "自定（改了3项）"."""
    changed, _ = valid_overrides(variant, options)
    preset = variant.preset_matching(changed)
    if preset is not None:
        return words_bi(preset.title)
    n = len(changed)
    return Bi(f"自定（改了{n}项）", f"Custom ({n} changed)")


def button_words(variant: Variant, options: Optional[Mapping[str, Any]]) -> Bi:
    """The start screen's line that opens the panel: "房间规则：经典" / "Room rules: Classic"."""
    status = status_words(variant, options)
    return Bi(f"房间规则：{status.zh}", f"Room rules: {status.en}")


class RoomChoice:
    """The rules a player is choosing for one variant: its defaults with the changes made."""

    def __init__(self, variant: Variant, options: Optional[Mapping[str, Any]] = None) -> None:
        self.variant = variant
        self.changed, self.refused = valid_overrides(variant, options)

    def value(self, key: str) -> Any:
        """The value of option `key` in force."""
        return self.changed.get(key, self.variant.option(key).default)

    def set(self, key: str, value: Any) -> None:
        """Choose `value` for option `key` (ValueError for a value the option does not offer)."""
        self.changed = self.variant.changed_options({**self.changed, key: value})

    def step(self, key: str, by: int) -> None:
        """Choose the value `by` places along option `key`'s values (wrapping round)."""
        choices = self.variant.option(key).choices
        at = next(i for i, c in enumerate(choices) if same_value(c, self.value(key)))
        self.set(key, choices[(at + by) % len(choices)])

    def apply(self, preset: Preset) -> None:
        """Every option as `preset` sets it (the others at their defaults)."""
        self.changed = self.variant.changed_options(preset.values)

    def reset(self) -> None:
        """Back to the classic rules (every default)."""
        self.changed = {}

    def preset(self) -> Optional[Preset]:
        """The preset the choice matches (None: a rule set of the player's own)."""
        return self.variant.preset_matching(self.changed)

    def status(self) -> Bi:
        """The choice in short (the panel's header, the start screen's line)."""
        return status_words(self.variant, self.changed)
