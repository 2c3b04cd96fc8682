"""`main.py rules --variant V [--json]` (every rule option and preset of a variant, in words) and
the `--preset NAME` and `--option ID=VALUE` of `simulate`, `arena` and `play` (docs/cli.md).

The words are the rules browser's (game/teaching/rules_book.option_docs: the titles and Chinese
readings of the variant's book, the English doc of its `RuleOption`, the book's one-line brief;
English with its Chinese terms in English, game/teaching/i18n.english);
the values are the record's `choices`, the presets its `all_presets()`. Nothing here names a
variant, an option or a preset.
"""
from __future__ import annotations

import json
import re
import textwrap
from typing import Any, Iterable, Optional, TextIO

from rules.variants.base import OPTION_GROUPS, Preset, RuleOption, Variant

from game.teaching.i18n import english
from game.teaching.rules_book import OptionDoc, option_docs

_TRUE = ("true", "on", "1")
_FALSE = ("false", "off", "0")
# The reference an option's doc starts with, before its first colon: "§4 换三张:", "§2 C6:",
# "§4, S7 (漏胡):", "J4:", "§6 #19:" (sections of docs/rules/<file>.md and its decision ids).
_LEAD = re.compile(r"^\s*((?:§|[A-Z]\d)[^:]*):\s*")
_REF = re.compile(r"§\d+(?:[-–]\d+)?|#\d+|\b[A-Z]\d+\b")
# The room-rules panel's sections as the text listing heads them (OPTION_GROUPS' order).
GROUP_TITLES = {"scoring": "Winning and scoring", "flow": "Table flow", "payments": "Payments",
                "match": "Match length"}


def value_text(value: Any) -> str:
    """An option value as the command line writes it (true/false for booleans)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def source_of(doc: str) -> Optional[str]:
    """Where the rules reference discusses an option ("§2 C6"), read off the start of its doc."""
    lead = _LEAD.match(doc)
    if lead is None:
        return None
    refs = _REF.findall(lead.group(1))
    return " ".join(refs).replace(" §", ", §") if refs else None


def _explanation(text: str) -> str:
    """An option's reading without the reference it starts with (given apart as its source)."""
    return _LEAD.sub("", text, count=1) if _LEAD.match(text) else text


def _sentence(text: str) -> str:
    """A reading as a sentence: its first word capitalised when it is a plain word."""
    first = text.split(" ", 1)[0]
    return text[:1].upper() + text[1:] if first.isalpha() and first.islower() else text


def option_entry(variant: Variant, doc: OptionDoc, raw: RuleOption) -> dict[str, Any]:
    """One option as `rules --json` gives it (docs/cli.md)."""
    text = variant.book.options.get(raw.key) if variant.book else None
    brief = text.brief if text is not None else None
    return {"id": doc.key, "group": raw.group, "choices": list(doc.choices), "default": doc.default,
            "name_zh": doc.title.zh, "name_en": doc.title.en,
            "brief_zh": brief.zh if brief else None, "brief_en": english(brief.en) if brief else None,
            "doc_zh": doc.doc.zh, "doc_en": _explanation(doc.doc.en),
            "source": source_of(raw.doc), "changes_score": doc.key in variant.score_options}


def preset_entry(preset: Preset) -> dict[str, Any]:
    """One preset as `rules --json` gives it: its key, words, source and the options it sets (the
    English with its Chinese terms in English, as the options' own words)."""
    return {"key": preset.key, "title_zh": preset.title.zh, "title_en": english(preset.title.en),
            "about_zh": preset.about.zh, "about_en": english(preset.about.en), "source": preset.source or None,
            "values": dict(preset.values)}


def rules_listing(variant: Variant) -> dict[str, Any]:
    """Every rule option and preset of `variant`, as one JSON-ready object."""
    docs = option_docs(variant)
    return {"variant": variant.name, "title_zh": variant.title_zh, "title_en": variant.title_en,
            "groups": list(OPTION_GROUPS),
            "presets": [preset_entry(p) for p in variant.all_presets()],
            "options": [option_entry(variant, d, o) for d, o in zip(docs, variant.options)]}


def _plural(count: int, word: str) -> str:
    """A count and its noun: 1 preset, 3 presets."""
    return f"{count} {word}{'s' if count != 1 else ''}"


def _both(en: str, zh: str) -> str:
    """An English text with its Chinese in brackets (when there is one)."""
    return f"{en} ({zh})" if zh else en


def _fill(text: str, indent: str) -> str:
    """`text` wrapped at 100 columns, never inside a word (a reader may join the lines back)."""
    return textwrap.fill(text, width=100, initial_indent=indent, subsequent_indent=indent,
                         break_long_words=False, break_on_hyphens=False) + "\n"


def _write_presets(listing: dict[str, Any], out: TextIO) -> None:
    """The presets: key, both titles, what each is, the options it sets, its source."""
    out.write("\nPresets (--preset KEY)\n")
    for entry in listing["presets"]:
        out.write(f"\n{entry['key']}: {_both(entry['title_en'], entry['title_zh'])}\n")
        out.write(_fill(_both(entry["about_en"], entry["about_zh"]), "  "))
        sets = ", ".join(f"{key}={value_text(value)}" for key, value in entry["values"].items())
        out.write(_fill(f"sets: {sets}" if sets else "sets: nothing (every option at its default)", "  "))
        if entry["source"]:
            out.write(_fill(f"(rules reference {entry['source']})", "  "))


def _write_option(entry: dict[str, Any], out: TextIO) -> None:
    """One option: id and names, its values with the default marked, its brief and reading."""
    values = ", ".join(value_text(c) + (" (default)" if c == entry["default"] and type(c) is type(entry["default"])
                                        else "") for c in entry["choices"])
    out.write(f"\n{entry['id']}: {_both(entry['name_en'], entry['name_zh'])}\n  values: {values}\n")
    if entry["brief_en"]:
        out.write(_fill(f"In short: {entry['brief_en']}", "  "))
    out.write(_fill(_sentence(entry["doc_en"]), "  "))
    notes = [f"rules reference {entry['source']}"] if entry["source"] else []
    if entry["changes_score"]:
        notes.append("changes the score of a hand")
    if notes:
        out.write(f"  ({'; '.join(notes)})\n")


def print_rules(variant: Variant, out: TextIO, as_json: bool) -> None:
    """Write the listing: one JSON object, or plain English text for a terminal (the presets,
    then the options section by section)."""
    listing = rules_listing(variant)
    if as_json:
        out.write(json.dumps(listing, ensure_ascii=False) + "\n")
        return
    out.write(f"{variant.name}: {variant.title_en} ({variant.title_zh}), "
              f"{_plural(len(listing['options']), 'rule option')}, {_plural(len(listing['presets']), 'preset')}.\n"
              "Choose a rule set with --preset KEY and single options with --option ID=VALUE (simulate, arena, "
              "play; an option goes on top of the preset), or options in the \"options\" of a score line.\n")
    _write_presets(listing, out)
    groups = [*listing["groups"], *sorted({e["group"] for e in listing["options"]} - set(listing["groups"]))]
    for group in groups:
        entries = [e for e in listing["options"] if e["group"] == group]
        if not entries:
            continue
        out.write(f"\n== {GROUP_TITLES.get(group, group.capitalize())} ({group}): {_plural(len(entries), 'option')}\n")
        for entry in entries:
            _write_option(entry, out)


# ------------------------------------------------------------------------------ --option ID=VALUE

def _reads_as(text: str, choice: Any) -> bool:
    """Whether the command-line `text` is the value `choice` (read as the choice's type)."""
    if isinstance(choice, bool):
        word = text.strip().casefold()
        return word in (_TRUE if choice else _FALSE)
    if isinstance(choice, (int, float)):
        try:
            return type(choice)(text.strip()) == choice
        except ValueError:
            return False
    return text == str(choice)


def _takes(opt: RuleOption) -> str:
    """The values an option takes, in words for a refusal."""
    values = [value_text(c) for c in opt.choices]
    also = "on/off and 1/0 are read too; " if any(isinstance(c, bool) for c in opt.choices) else ""
    if len(values) == 1:
        return f"only {values[0]} (the one value implemented)"
    return f"one of {', '.join(values)} ({also}default {value_text(opt.default)})"


def parse_option(variant: Variant, text: str) -> tuple[str, Any]:
    """(option id, value) of one `--option ID=VALUE`; ValueError with one line naming the valid ones."""
    key, sep, raw = text.partition("=")
    key = key.strip()
    known = ", ".join(o.key for o in variant.options) or "none"
    if not sep or not key:
        raise ValueError(f"--option takes ID=VALUE, not {text!r} ({variant.name} options: {known})")
    opt = next((o for o in variant.options if o.key == key), None)
    if opt is None:
        raise ValueError(f"--option {text}: {variant.name} has no option {key!r}; its options: {known}")
    for choice in opt.choices:
        if _reads_as(raw, choice):
            return key, choice
    raise ValueError(f"--option {text}: {variant.name} option {key} takes {_takes(opt)}")


def parse_options(variant: Variant, texts: Optional[Iterable[str]]) -> dict[str, Any]:
    """The options of every `--option ID=VALUE` (a later one of the same id wins)."""
    chosen: dict[str, Any] = {}
    for text in texts or ():
        key, value = parse_option(variant, text)
        chosen[key] = value
    return chosen


# ------------------------------------------------------------------------------ --preset NAME

def chosen_options(variant: Variant, preset: Optional[str], texts: Optional[Iterable[str]]) -> dict[str, Any]:
    """The rule options of `--preset NAME` and the `--option ID=VALUE` on top of it: with a preset,
    every option resolved (the preset's values, the defaults for the rest, then each --option);
    without one, only the options given. ValueError with one line naming the valid presets or
    options."""
    chosen = parse_options(variant, texts)
    if preset is None:
        return chosen
    try:
        values = variant.preset(preset).values
    except KeyError:
        known = ", ".join(p.key for p in variant.all_presets())
        raise ValueError(f"--preset {preset}: {variant.name} has no preset {preset!r}; its presets: {known}") from None
    try:
        return variant.resolve_options({**values, **chosen})
    except ValueError as exc:   # a preset the record itself gets wrong (tests/rules/test_room_rules_data.py)
        raise ValueError(f"--preset {preset}: {exc}") from None
