"""`main.py rules --variant V [--json]` (every rule option of a variant, in words) and the
`--option ID=VALUE` of `simulate`, `arena` and `play` (docs/cli.md).

The words are the rules browser's (game/teaching/rules_book.option_docs: the titles and Chinese
readings of the variant's book, the English doc of its `RuleOption`); the values are the record's
`choices`. Nothing here names a variant or an option.
"""
from __future__ import annotations

import json
import re
import textwrap
from typing import Any, Iterable, Optional, TextIO

from rules.variants.base import RuleOption, Variant

from game.teaching.rules_book import OptionDoc, option_docs

_TRUE = ("true", "on", "1")
_FALSE = ("false", "off", "0")
# The reference an option's doc starts with, before its first colon: "§4 换三张:", "§2 C6:",
# "§4, S7 (漏胡):", "J4:", "§6 #19:" (sections of docs/rules/<file>.md and its decision ids).
_LEAD = re.compile(r"^\s*((?:§|[A-Z]\d)[^:]*):\s*")
_REF = re.compile(r"§\d+(?:[-–]\d+)?|#\d+|\b[A-Z]\d+\b")


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
    return {"id": doc.key, "choices": list(doc.choices), "default": doc.default,
            "name_zh": doc.title.zh, "name_en": doc.title.en,
            "doc_zh": doc.doc.zh, "doc_en": _explanation(doc.doc.en),
            "source": source_of(raw.doc), "changes_score": doc.key in variant.score_options}


def rules_listing(variant: Variant) -> dict[str, Any]:
    """Every rule option of `variant`, as one JSON-ready object."""
    docs = option_docs(variant)
    return {"variant": variant.name, "title_zh": variant.title_zh, "title_en": variant.title_en,
            "options": [option_entry(variant, d, o) for d, o in zip(docs, variant.options)]}


def print_rules(variant: Variant, out: TextIO, as_json: bool) -> None:
    """Write the listing: one JSON object, or plain English text for a terminal."""
    listing = rules_listing(variant)
    if as_json:
        out.write(json.dumps(listing, ensure_ascii=False) + "\n")
        return
    count = len(listing["options"])
    out.write(f"{variant.name}: {variant.title_en} ({variant.title_zh}), "
              f"{count} rule option{'s' if count != 1 else ''}.\n"
              "Choose one with --option ID=VALUE (simulate, arena, play) or in the \"options\" of a score line.\n")
    for entry in listing["options"]:
        values = ", ".join(value_text(c) + (" (default)" if c == entry["default"] and type(c) is type(entry["default"])
                                            else "") for c in entry["choices"])
        name = f"{entry['name_en']} ({entry['name_zh']})" if entry["name_zh"] else entry["name_en"]
        out.write(f"\n{entry['id']}: {name}\n  values: {values}\n")
        out.write(textwrap.fill(_sentence(entry["doc_en"]), width=100, initial_indent="  ", subsequent_indent="  ") + "\n")
        notes = [f"rules reference {entry['source']}"] if entry["source"] else []
        if entry["changes_score"]:
            notes.append("changes the score of a hand")
        if notes:
            out.write(f"  ({'; '.join(notes)})\n")


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
