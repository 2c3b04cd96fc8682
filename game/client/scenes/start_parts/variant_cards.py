"""What the start screen says about a variant, from its record alone (and its rules book's
"what changes"): the special points as (Chinese, English) pairs, a one-line summary, a button's
tooltip and the description card's paragraphs. Pure text; a new variant shows up by registering."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from game.client.display import lang
from game.teaching.changes import what_changes
from game.teaching.i18n import Bi
from rules.variants.base import Variant

MINIMUM_WORD = "起和"       # the fact that names the minimum (left out of the short lines)


def first_line(doc: Optional[str]) -> str:
    """The first line of a docstring, without rule-book references."""
    if not doc:
        return ""
    return plain(doc.strip().splitlines()[0].strip())


def plain(line: str) -> str:
    """Drop rule-book references such as "(§5)" or "(§4, G4)": they mean nothing to a player."""
    while "(§" in line:
        a = line.index("(§")
        b = line.find(")", a)
        line = (line[:a] + line[b + 1:]).strip() if b > a else line[:a].strip()
    return line.replace(" .", ".").replace(" ;", ";").replace("  ", " ")


def variant_facts(variant: Variant) -> list[tuple[str, str]]:
    """What is special about a variant, as (Chinese, English) pairs, from its record alone."""
    facts: list[tuple[str, str]] = []
    kinds = getattr(getattr(variant, "tiles", None), "kinds", ())
    played = getattr(variant, "played_tiles", None)
    if kinds and played:      # 二人: its title says 71, its set holds 136 (a tester read a contradiction)
        facts.append((f"{len(kinds)}张打{played}张", f"{len(kinds)} tiles, {played} in play"))
    elif kinds:
        facts.append((f"{len(kinds)}张牌", f"{len(kinds)} tiles"))
    claims = getattr(variant, "claims", None)
    if claims is not None:
        if not claims.chow:
            facts.append(("不能吃", "no chow"))
        elif getattr(variant, "seats", 4) == 2:      # the opponent is the only player before you
            facts.append(("可以吃对手的牌", "chow from the opponent"))
        else:
            facts.append(("可以吃（只吃上家）", "chow from the left"))
        if not getattr(claims, "win_on_discard", True):
            facts.append(("只能自摸", "self-drawn wins only"))
        if getattr(claims, "multiple_winners", False):
            facts.append(("一炮多响", "several may win on one tile"))
    minimum = getattr(variant, "minimum", None) or first_line(getattr(getattr(variant, "is_legal_win", None), "__doc__", ""))
    if minimum:
        facts.append((MINIMUM_WORD, minimum))
    # The book says when a variant has wildcards (百搭 is a 苏州 flower tile, not a wildcard).
    has_wild = variant.book is not None and variant.book.wildcards is not None
    facts.append(("有混儿（万能牌）", "wildcards") if has_wild else ("没有混儿", "no wildcards"))
    is_flower = getattr(variant, "is_flower", None)
    flowers = sum(1 for k in kinds if is_flower(k)) if callable(is_flower) else 0
    own = variant.book.no_flower_tiles if variant.book is not None else None
    if flowers:
        facts.append((f"{flowers}张花牌，补花", f"{flowers} flower tiles"))
    else:            # 二人 calls its indicator 花牌: "没有花牌" would contradict the table
        facts.append((own.zh, own.en) if own is not None else ("没有花牌", "no flowers"))
    return facts


def variant_summary(variant: Variant) -> str:
    """One line: the title and the special points in short (the minimum is in the details)."""
    title = f"{getattr(variant, 'title_zh', variant.name)} {getattr(variant, 'title_en', '')}".strip()
    short = {"chow from the left": "chow", "chow from the opponent": "chow", "several may win on one tile": "multiple winners"}
    parts = []
    for zh, en in variant_facts(variant):
        if zh == MINIMUM_WORD:
            continue
        en = short.get(en, en)
        if en in ("no wildcards", "no flowers"):
            continue              # the line names what a table has; the card's details name what it lacks
        if en.endswith(" flower tiles"):
            en = en.replace(" flower tiles", " flowers")
        parts.append(en)          # "144 tiles", not a bare "144" (a tester read it as a slip)
    return title + ": " + " · ".join(parts)


def summary_tip(variant: Variant) -> str:
    """A variant button's tooltip in the current language: its title and what is special."""
    if lang.current() == "zh":
        facts = " · ".join(zh for zh, _ in variant_facts(variant) if zh != MINIMUM_WORD)
        return f"{variant.title_zh}：{facts}"
    summary = variant_summary(variant)
    if lang.current() == "en":
        return summary.replace(variant.title_zh, "", 1).strip()
    return summary


def changes_heading(variant: Variant) -> Bi:
    """The heading over a variant's key facts, in its own name ("天津要点"): a regional player
    reads his own game first; the default variant's figures stand only in brackets."""
    short = variant.book.short_name if variant.book is not None else Bi(variant.title_zh, variant.title_en)
    return Bi(f"{short.zh}要点", f"{short.en} in short")


def card_lines(variant: Variant, options: Optional[Mapping[str, Any]] = None) -> list[tuple[str, bool]]:
    """The description box's paragraphs as (text, bold): the variant's title and how it differs
    from the default variant (the start screen wraps them to the box)."""
    heading = changes_heading(variant)
    lines = [(lang.tr(variant.title_zh, variant.title_en, "  "), True), (lang.tr_bi(heading, " · "), True)]
    lines += [("• " + lang.tr_bi(item, " · "), False) for item in what_changes(variant.name, options)]
    return lines
