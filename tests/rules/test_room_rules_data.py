"""The room rules as data (issue 27): every option of every variant is a choice the room-rules panel
can show (a section, words in both languages, its default among its values), and every preset is a
rule set the engine accepts, named in both languages, distinct from the others."""
from __future__ import annotations

import pytest

from rules.variants.base import CLASSIC, OPTION_GROUPS
from rules.variants.registry import all_variants

VARIANTS = [v.name for v in all_variants()]


@pytest.mark.parametrize("name", VARIANTS)
def test_every_option_has_a_section_and_words(name: str) -> None:
    variant = next(v for v in all_variants() if v.name == name)
    assert variant.book is not None
    for opt in variant.options:
        assert opt.group in OPTION_GROUPS
        assert opt.default in opt.choices
        text = variant.book.options.get(opt.key)
        assert text is not None, f"{name}.{opt.key} has no title in the book"
        assert text.title.zh and text.title.en and text.doc_zh
        assert text.brief is not None, f"{name}.{opt.key} has no one-line brief for the panel"
        assert text.brief.zh.strip() and text.brief.en.strip()
        assert len(text.brief.zh) <= 80 and len(text.brief.en) <= 160, f"{name}.{opt.key}: brief is not one line"


@pytest.mark.parametrize("name", VARIANTS)
def test_presets_are_distinct_rule_sets_the_engine_accepts(name: str) -> None:
    variant = next(v for v in all_variants() if v.name == name)
    presets = variant.all_presets()
    assert presets[0] is CLASSIC
    keys = [p.key for p in presets]
    assert len(set(keys)) == len(keys)
    resolved = [variant.resolve_options(p.values) for p in presets]
    for i, preset in enumerate(presets):
        assert preset.title.zh and preset.title.en and preset.about.zh and preset.about.en
        assert variant.preset_matching(preset.values) is preset, f"{name}: preset {preset.key} equals an earlier one"
        assert resolved.count(resolved[i]) == 1
        if preset is not CLASSIC:
            assert preset.values and preset.source, f"{name}: preset {preset.key} sets nothing or has no source"
            changed = variant.changed_options(preset.values)
            assert changed, f"{name}: preset {preset.key} changes no rule"
            assert all(preset.values[key] == value for key, value in changed.items())


def test_every_variant_with_house_rules_offers_a_preset_beyond_classic() -> None:
    for variant in all_variants():
        assert len(variant.all_presets()) >= 2, f"{variant.name} offers no regional rule set"


def test_a_value_outside_the_choices_is_refused_by_name() -> None:
    variant = all_variants()[0]
    opt = variant.options[0]
    with pytest.raises(ValueError, match=opt.key):
        variant.resolve_options({opt.key: "no such value"})
    with pytest.raises(KeyError, match="no preset 'nope'"):
        variant.preset("nope")


_CJK = __import__("re").compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
_LATIN_WORD = __import__("re").compile(r"[A-Za-z]{2,}")


def _room_words(variant):   # (zh, en) of every preset, brief and option value the panel and the card show
    book = variant.book
    for preset in variant.all_presets():
        yield f"preset {preset.key}", preset.title.zh + preset.about.zh, preset.title.en + " " + preset.about.en
    for key, text in book.options.items():
        yield f"option {key}", text.title.zh + (text.brief.zh if text.brief else ""), \
            text.title.en + " " + (text.brief.en if text.brief else "")
    for value, words in book.value_words.items():
        yield f"value {value!r}", words.zh, words.en


@pytest.mark.parametrize("name", VARIANTS)
def test_room_rule_words_keep_each_language_to_itself(name: str) -> None:
    variant = next(v for v in all_variants() if v.name == name)
    mixed = [f"{where}: en {en!r}" for where, zh, en in _room_words(variant) if _CJK.search(en)]
    mixed += [f"{where}: zh {zh!r}" for where, zh, en in _room_words(variant) if _LATIN_WORD.search(zh)]
    assert not mixed, "\n".join(mixed)


# What a developer's option doc carries and a player's reading must not: the sources' names, the
# rules file's section ids, Python's truth words and Chinese left in the English.
_NOT_FOR_PLAYERS = ("foxsugar", "wikipedia", "php", "kan-shijie", "branchsmith", "juduo", "seed", "True",
                    "False", "§", "ishare", "gtuanb", "down1000", "QQ server")


@pytest.mark.parametrize("name", VARIANTS)
def test_every_option_reads_in_plain_english(name: str) -> None:
    """The English reading the rules browser, the room rules' hover and the calculator show is
    written for players: no sources, no section ids, no option ids, no Chinese."""
    import re
    variant = next(v for v in all_variants() if v.name == name)
    assert variant.book is not None
    for opt in variant.options:
        text = variant.book.options[opt.key]
        assert text.doc_en.strip(), f"{name}.{opt.key} has no English reading"
        for words in (text.doc_en, text.brief.en if text.brief else ""):
            assert not re.search(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]", words), f"{name}.{opt.key}: {words}"
            assert not re.search(r"\b[A-Z]\d+\b", words), f"{name}.{opt.key}: a section id in {words!r}"
            low = words.lower()
            assert not any(w.lower() in low for w in _NOT_FOR_PLAYERS), f"{name}.{opt.key}: {words!r}"
            ids = [c for c in (*opt.choices, opt.key) if isinstance(c, str) and "_" in c]
            assert not any(i in words for i in ids), f"{name}.{opt.key}: an option id in {words!r}"


@pytest.mark.parametrize("name", VARIANTS)
def test_score_items_meanings_name_no_option_ids(name: str) -> None:
    """A settlement item's meaning is read by players: 'Option la_long_wu: ... (foxsugar's room
    rule)' read like a developer's note. A room rule is named in words, never by its id."""
    variant = next(v for v in all_variants() if v.name == name)
    keys = [o.key for o in variant.options] + [c for o in variant.options for c in o.choices
                                                if isinstance(c, str) and "_" in c]
    for row in variant.rows:
        low = row.meaning_en.lower()
        assert "option" not in low and "=" not in low, f"{name}.{row.key}: {row.meaning_en!r}"
        assert not any(w.lower() in low for w in _NOT_FOR_PLAYERS), f"{name}.{row.key}: {row.meaning_en!r}"
        assert not any(k in row.meaning_en for k in keys if "_" in k), f"{name}.{row.key}: {row.meaning_en!r}"


@pytest.mark.parametrize("name", VARIANTS)
def test_every_note_reads_in_plain_english(name: str) -> None:
    """The rules browser's notes and the start card's read "win > pung/kong > chow" and "(engine
    decision)": the developer's shorthand. Each note has its players' English in the book."""
    import re
    variant = next(v for v in all_variants() if v.name == name)
    assert variant.book is not None
    for note in variant.notes:
        words = variant.book.notes_en.get(note, "")
        assert words.strip() and words[0].isupper(), f"{name}: no players' English for {note!r}"
        assert not re.search(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]", words), words
        low = words.lower()
        assert "engine" not in low and not any(w.lower() in low for w in _NOT_FOR_PLAYERS), words
