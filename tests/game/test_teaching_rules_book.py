"""The rules book: every scoring row's example hand parses, has a legal tile count and scores the
row it illustrates with the variant's own scorer; the tables, tiles, claims and options come
from the variant records; every row and option has both languages; the "what changes" card."""
import pytest

from game.teaching.rules_book import (OPTION_ZH, PROCEDURE, all_books, example_hand, examples, rules_book,
                                      score_example, what_changes)
from rules.errors import NotationError
from rules.variants.registry import all_variants, get_variant

NAMES = [v.name for v in all_variants()]


@pytest.mark.parametrize("name", NAMES)
def test_every_example_hand_scores_the_row_it_illustrates(name):
    book = rules_book(name)
    checked = 0
    for row in book.scoring:
        if row.example is None:
            continue
        ctx = row.example.context
        assert len(ctx.concealed) + 3 * len(ctx.melds) == 13, (row.key, row.example.text)
        result = score_example(name, row.example)
        assert result.win, (row.key, row.example.text, result.reason)
        assert row.key in {i.key for i in result.items}, (row.key, row.example.text, result.items)
        checked += 1
    assert checked >= len(book.scoring) - 4       # 天津's kong and 铲 rows are not hands


def test_every_guobiao_fan_has_an_example():
    book = rules_book("国标")
    assert len(book.scoring) == 82 and all(row.example is not None for row in book.scoring)
    assert sum(1 for row in book.scoring if row.value == 88) == 7


@pytest.mark.parametrize("name", NAMES)
def test_rows_and_options_come_from_the_variant(name):
    variant = get_variant(name)
    book = rules_book(name)
    assert book.title.zh == variant.title_zh and book.title.en == variant.title_en
    assert [o.key for o in book.options] == [o.key for o in variant.options]
    for doc, opt in zip(book.options, variant.options):
        # the book's reading for players (not the developer's doc with its sources)
        text = get_variant(name).book.options[opt.key]
        assert doc.default == opt.default and doc.choices == opt.choices
        assert doc.doc.zh == text.doc_zh and doc.doc.en == text.doc_en
        assert doc.title.zh and doc.title.en and doc.doc.zh and doc.doc.en, (name, opt.key)     # translated
    for row in book.scoring:
        assert row.name.zh and row.name.en and row.meaning.zh and row.meaning.en and row.value_text.zh, row.key
    assert sum(g.count for g in book.tiles) == book.total_tiles == len(variant.tiles)
    assert book.procedure and all(h.zh and h.en and text.zh and text.en for h, text in book.procedure)
    assert book.minimum.zh and book.minimum.en and book.scoring_intro.zh and book.scoring_intro.en


def test_no_translation_is_left_over_for_an_option_that_no_longer_exists():
    keys = {(v.name, o.key) for v in all_variants() for o in v.options}
    assert set(OPTION_ZH) <= keys
    assert set(PROCEDURE) <= set(NAMES) and set(examples()) <= set(NAMES)


def test_the_tile_groups():
    sz = {g.name.zh: g for g in rules_book("suzhou").tiles}
    assert sz["箭牌 中发白"].role.zh.startswith("花牌") and sz["百搭"].copies == 4
    assert sum(g.count for g in sz.values() if g.role.zh.startswith("花牌")) == 28
    sc = rules_book("sichuan").tiles
    assert [g.name.en for g in sc] == ["Characters", "Dots", "Bamboo"] and all(g.copies == 4 for g in sc)
    gb = {g.name.en: g for g in rules_book("guobiao").tiles}
    assert gb["Seasons"].copies == 1 and gb["Seasons"].role.en.startswith("flower")


def test_claims_follow_the_claim_rules():
    gb = [c.en for c in rules_book("guobiao").claims]
    assert any(c.startswith("chow: only the discard of the player on your left") for c in gb)
    assert "one winner: the nearest in turn order after the discarder" in gb
    tj = [c.en for c in rules_book("tianjin").claims]
    assert "no chow" in tj and "self-draw only: no win on a discard" in tj and "no robbing a kong" in tj
    sc = [c.zh for c in rules_book("sichuan").claims]
    assert any(c.startswith("血战到底") for c in sc) and "不能吃" in sc


def test_what_changes_against_guobiao():
    tj = [c.zh for c in what_changes("tianjin")]
    assert "不能吃（国标可以吃上家）" in tj and "只能自摸（国标可以和别人打的牌）" in tj
    assert any(c.startswith("有混儿") for c in tj) and "没有花牌（国标8张）" in tj
    sc = [c.en for c in what_changes("四川")]
    assert any(c.startswith("void suit") for c in sc) and any("bloody battle" in c for c in sc)
    assert not any(c.startswith("void suit") for c in (x.en for x in what_changes("suzhou")))
    sz = [c.zh for c in what_changes("suzhou")]
    assert "28张花牌（国标8张）" in sz and any(c.startswith("一炮多响") for c in sz)
    gb = [c.en for c in what_changes("guobiao")]
    assert gb[0] == "144 tiles" and gb[-1] == "minimum: 8 fans, flowers not counted"
    for name in NAMES:
        assert what_changes(name)[-1].zh.startswith("起和")


def test_example_notation_errors_name_the_problem():
    # An example is a score request of `main.py score`, read by the variant's one hand reader.
    with pytest.raises(NotationError, match="win_tile"):
        example_hand("sichuan", {"hand": {"concealed": "123m456m789m23p55p"}})
    with pytest.raises(NotationError, match="unknown flag 'colour'"):
        example_hand("suzhou", {"hand": {"concealed": "123m456p789s234s5m", "win_tile": "5m",
                                         "flags": {"colour": "red"}}})
    with pytest.raises(NotationError, match="no option 'colour'"):
        example_hand("suzhou", {"hand": {"concealed": "123m456p789s234s5m", "win_tile": "5m"},
                                "options": {"colour": "red"}})
    with pytest.raises(NotationError, match="score request"):
        example_hand("sichuan", "123m456m789m23p55p +4p")


def test_options_in_an_example_reach_the_scorer():
    double = example_hand("suzhou", examples()["suzhou"]["big_single_wait_double"])
    assert double.options["dadiaoche_mode"] == "double"
    assert "big_single_wait" in {i.key for i in score_example("suzhou", example_hand(
        "suzhou", examples()["suzhou"]["big_single_wait"])).items}


def test_all_books_build():
    assert [b.variant for b in all_books()] == NAMES


def test_tianjins_shovel_is_paid_by_the_dealer_in_the_book():
    """A tester's slip: the rules page put 铲 under 「杠分与铲（每家付）」 and read 「铲 [每家付1]」; the
    dealer pays each other player (docs/rules/tianjin.md §7)."""
    from game.teaching.rules_book import rules_book
    rows = {r.key: r for r in rules_book("tianjin").scoring}
    assert rows["chan"].value_text.zh == "庄家付每家1" and "from the dealer" in rows["chan"].value_text.en
    assert "庄家" in rows["chan"].group.zh and "铲" not in rows["ming_gang"].group.zh
    assert rows["ming_gang"].value_text.zh == "每家付1"


def test_a_two_seat_tables_claims_speak_of_one_opponent():
    """A tester's slip: 二人's rules page said 「碰：任何人打的牌」 and 「截和：几家都能和时…」."""
    from game.teaching.rules_book import claim_lines
    lines = [line.zh for line in claim_lines(get_variant("erren"))]
    assert "碰：对手打的牌，手里有两张就能碰" in lines
    assert not any("截和" in line or "一炮多响" in line or "任何人" in line for line in lines)
    assert any("截和" in line.zh for line in claim_lines(get_variant("guobiao")))


def test_tianjins_tile_rows_do_not_each_claim_seven_wildcards():
    """A tester's slip: every tile row said the reveal makes 7 of them wildcards (7 in all)."""
    from game.teaching.rules_book import tile_groups
    roles = {g.role.en for g in tile_groups(get_variant("tianjin"))}
    assert not any("7" in role for role in roles)


@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_each_scoring_group_is_headed_once(variant):
    """A tester's slip: rows a room rule adds come last in the record, and the page headed 苏州's
    底与硬花 and 天津's 基本价值 a second time over them."""
    from game.teaching.rules_book import scoring_rows
    heads: list[str] = []
    for row in scoring_rows(variant):
        if not heads or heads[-1] != row.group.zh:
            heads.append(row.group.zh)
    assert len(heads) == len(set(heads)), heads


@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_value_headings_run_from_the_biggest_down(variant):
    """国标's 明暗杠 (5番, a row the room rule 明暗杠 adds at the end of the record) sat after 1番
    and 花牌 on the rules page: headings that are values read from the biggest down."""
    from game.teaching.rules_book import scoring_rows
    values: list[int] = []
    for row in scoring_rows(variant):
        if row.group == row.value_text and (not values or values[-1] != row.value):
            values.append(row.value)
    assert values == sorted(values, reverse=True), values
    if variant == "guobiao":
        assert 5 in values


@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_the_declared_value_unit_is_the_scorers(variant):
    """Variant.value_unit names the unit of a plan's value in the review; it must be the unit the
    variant's scorer gives its results (the record states it beside the lazily imported scorer)."""
    v = get_variant(variant)
    units = {score_example(v.name, example_hand(v.name, req)).unit for req in examples()[v.name].values()}
    assert units == {v.value_unit}
