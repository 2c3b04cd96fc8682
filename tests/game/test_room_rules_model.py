"""The room-rules panel's model (no pygame): rows read from the variant's record, words for the
values, the explanation's fallback, the choice and the refusal of values the variant lacks."""
from dataclasses import replace

from game.client.scenes.room_rules_parts.model import RoomChoice, first_sentence_en, first_sentence_zh, \
    option_rows, status_words, valid_overrides
from rules.variants.base import OPTION_GROUPS, Preset, RuleOption
from game.teaching.rules_book import option_value_word
from rules.variants.book import OptionText, Words
from rules.variants.registry import all_variants, get_variant


def test_rows_follow_the_groups_order_and_keep_every_option():
    for variant in all_variants():
        rows = option_rows(variant)
        assert sorted(r.key for r in rows) == sorted(o.key for o in variant.options)
        order = [OPTION_GROUPS.index(r.group) for r in rows]
        assert order == sorted(order)
        for row in rows:
            assert [v for v, _ in row.values] == list(variant.option(row.key).choices)
            assert all(words.zh and words.en for _, words in row.values)


def test_the_brief_is_the_books_else_the_readings_first_sentence():
    variant = get_variant("guobiao")
    opt = RuleOption("demo", 1, (1, 2), "§9 X1: one thing (with a. b); the rest. More.", group="match")
    book = replace(variant.book, options={**variant.book.options,
                                         "demo": OptionText(Words("示例", "Demo"), "第一句。第二句。",
                                                            doc_en="One thing (with a. b); the rest. More.")})
    bare = replace(variant, options=variant.options + (opt,), book=book)
    row = next(r for r in option_rows(bare) if r.key == "demo")
    assert (row.brief.zh, row.brief.en) == ("第一句。", "One thing (with a. b).")
    assert row.group == "match" and row.title.en == "Demo"
    briefed = replace(bare, book=replace(book, options={**book.options, "demo": OptionText(
        Words("示例", "Demo"), "第一句。", Words("一行说明", "one line"))}))
    row = next(r for r in option_rows(briefed) if r.key == "demo")
    assert (row.brief.zh, row.brief.en) == ("一行说明", "one line")
    assert first_sentence_zh("没有句号") == "没有句号" and first_sentence_en("G2: short") == "Short"


def test_values_in_words_keep_true_apart_from_one():
    variant = get_variant("guobiao")
    with_words = replace(variant, book=replace(variant.book, value_words={1: Words("一", "one")}))
    assert option_value_word(with_words, "fan_cap", 1).en == "one"
    assert option_value_word(with_words, "fan_cap", True).en == "on"          # True is not 1


def test_an_options_own_value_words_come_first():
    """A tester's slips: a cap of 0 read "0 (default)", 苏州's 0 hands a match read as a match of
    no hands, and 四川's 自摸 choice showed 苏州's 不留 for its 'none'."""
    def said(variant, key, value):
        return option_value_word(get_variant(variant), key, value)
    assert said("guobiao", "fan_cap", 0).zh == "不封顶" and said("guobiao", "fan_cap", 88).zh == "88"
    assert said("suzhou", "hua_cap", 0).en == "no cap" and said("tianjin", "cap", 0).en == "no cap"
    assert said("suzhou", "match_hands", 0).zh == "打满四圈" and said("suzhou", "san_feng_ke", 0).zh == "不算"
    assert said("sichuan", "fan_cap", 0).zh == "不封顶"
    assert said("sichuan", "zimo", "none").zh != "不留"


def test_the_choice_keeps_only_changed_values_and_refuses_the_rest():
    variant = get_variant("sichuan")
    opt = next(o for o in variant.options if len(o.choices) > 1)
    other = next(c for c in opt.choices if c != opt.default)
    choice = RoomChoice(variant, {opt.key: opt.default})
    assert choice.changed == {}                                   # a default is not stored
    choice.set(opt.key, other)
    assert choice.changed == {opt.key: other}
    choice.step(opt.key, -1)
    assert choice.value(opt.key) == opt.choices[(list(opt.choices).index(other) - 1) % len(opt.choices)]
    kept, refused = valid_overrides(variant, {"nope": 1, opt.key: "not a value"})
    assert kept == {} and len(refused) == 2
    assert "nope" in refused[0].en and opt.key in refused[1].en


def test_the_status_names_a_preset_or_counts_the_changes():
    variant = get_variant("guobiao")
    opt = next(o for o in variant.options if len(o.choices) > 1)
    other = next(c for c in opt.choices if c != opt.default)
    assert status_words(variant, {}).en == "Classic"
    assert status_words(variant, {opt.key: other}).en == "Custom (1 changed)"
    named = replace(variant, presets=(Preset("mine", Words("我的", "Mine"), Words("", ""), {opt.key: other}),))
    assert status_words(named, {opt.key: other}).zh == "我的"
