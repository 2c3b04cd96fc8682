"""Every teaching string in both languages: the template table, the texts the functions build,
and everything in the rules books."""
import dataclasses

import pytest

from game.teaching.i18n import LANGS, STRINGS, Bi, join, placeholders, relative_seat, t, tile_bi
from game.teaching.rules_book import all_books
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
