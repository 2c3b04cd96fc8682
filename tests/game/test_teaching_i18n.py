"""Every teaching string in both languages: the template table, the texts the functions build,
and everything in the rules books."""
import dataclasses
import re

import pytest

from game.teaching.i18n import LANGS, STRINGS, Bi, english, join, placeholders, relative_seat, split_mixed, t, tile_bi
from game.teaching.rules_book import all_books, value_word
from rules.tiles import Tile


@pytest.mark.parametrize("key", sorted(STRINGS))
def test_every_template_has_both_languages_with_the_same_fields(key):
    zh, en = STRINGS[key]
    assert zh.strip() and en.strip()
    assert placeholders(zh) == placeholders(en)


def test_a_bi_argument_goes_in_each_language():
    text = t("discard_head", tile=tile_bi(Tile.parse("6z")))
    assert text == Bi("打发", "discard Green Dragon")
    assert text.get("zh") == "打发" and text.get("en") == "discard Green Dragon"
    with pytest.raises(ValueError):
        text.get("fr")
    assert LANGS == ("zh", "en")


def test_join_and_relative_seats():
    assert join([Bi("甲", "a"), Bi("", ""), Bi("乙", "b")]) == Bi("甲；乙", "a; b")
    assert [relative_seat(1, s).zh for s in (2, 3, 0)] == ["下家", "对家", "上家"]


def _bis(obj):
    """Every Bi reachable from a rules book (dataclasses, tuples)."""
    if isinstance(obj, Bi):
        yield obj
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            if f.name not in ("context", "options"):          # an example's scorer input
                yield from _bis(getattr(obj, f.name))
    elif isinstance(obj, (tuple, list)):
        for x in obj:
            yield from _bis(x)


def test_every_text_of_the_rules_books_has_both_languages():
    count = 0
    for book in all_books():
        for bi in _bis(book):
            assert bi.zh.strip() and bi.en.strip(), bi
            count += 1
    assert count > 500


# ---------------------------------------------------------------- one language at a time

CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def test_english_puts_the_rules_terms_in_english():
    assert english("§6: 天和 (the dealer wins on his first 14 tiles) multiplies by 4.") == \
        "§6: Heavenly Win (the dealer wins on his first 14 tiles) multiplies by 4."
    assert english("Self-drawn 5万 (or a 混 used as 5万). Only 万 counts.") == \
        "Self-drawn 5 Character (or a wildcard used as 5 Character). Only Characters counts."
    assert english("对对胡 made only of 2, 5 and 8 tiles (带二、五、八的对对胡).") == "All Pungs made only of 2, 5 and 8 tiles."
    assert english("discarder, 1 番: 1") == "discarder, 1 fan: 1"
    assert english("plain English stays") == "plain English stays"


def test_a_tile_is_named_in_the_singular_and_a_run_of_them_in_the_plural():
    # "discard 5 Dots" read as five tiles, and "1 Characters" as bad English (a tester's slip)
    assert Tile.parse("1m").name_en == "1 Character" and Tile.parse("5p").name_en == "5 Dot"
    assert Tile.parse("3s").name_en == "3 Bamboo" and tile_bi(Tile.parse("9p")).en == "9 Dot"
    assert english("1-9万 and 2饼") == "1-9 Characters and 2 Dot"


def test_a_mixed_rules_text_is_split_by_language():
    assert split_mixed("不成和：只认四组 (four sets and a pair; 混 may stand for any tile).") == \
        Bi("不成和：只认四组", "four sets and a pair; wildcard may stand for any tile")
    assert split_mixed("these tiles form no winning shape", "不成和牌型") == \
        Bi("不成和牌型", "these tiles form no winning shape")


def test_the_rules_books_english_has_no_chinese_and_their_chinese_no_english():
    for book in all_books():
        english_texts = [r.meaning.en for r in book.scoring] + [o.doc.en for o in book.options] + \
            [o.title.en for o in book.options] + [n.en for n in book.notes] + [line.en for line in book.changes]
        assert not [t for t in english_texts if CJK.search(t)], book.variant
        chinese = [o.doc.zh for o in book.options] + [n.zh for n in book.notes] + [r.meaning.zh for r in book.scoring]
        assert not [t for t in chinese if LATIN_WORD.search(t)], book.variant
        assert all(n.zh for n in book.notes), [n.en for n in book.notes if not n.zh]     # every note translated


def test_option_values_have_words_in_both_languages():
    from rules.variants.registry import all_variants
    for variant in all_variants():
        for option in variant.options:
            for value in option.choices:
                words = value_word(value)
                assert words.zh and words.en and not LATIN_WORD.search(words.zh), (variant.name, option.key, value)


def test_suzhous_flower_tiles_meaning_lists_the_tiles_apart_in_english():
    """A tester's slip: "Red Green White, ... Rat God of Wealth Cat Treasure Bowl" ran together."""
    from game.teaching.item_meaning import item_meaning
    said = item_meaning("suzhou", "flower_tiles").en
    assert "Red, Green, White" in said and "Rat, God of Wealth, Cat, Treasure Bowl" in said
