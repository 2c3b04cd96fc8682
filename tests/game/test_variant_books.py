"""A variant's teaching text is its own (rules/variants/<name>/book.py) and its bot policy is
found through one registry: every book covers its variant's options, notes and scoring sections
in both languages, and every variant gets a policy aiming for the shapes its record declares."""
import pytest

from game.bots.policies import POLICIES, policy_for
from game.bots.policies.base import Policy
from game.teaching.i18n import STRINGS, placeholders, relative_seat
from game.teaching.rules_book import rules_book, what_changes
from rules.variants.registry import all_variants

VARIANTS = list(all_variants())
IDS = [v.name for v in VARIANTS]


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_every_book_covers_its_variant_in_both_languages(variant):
    book = variant.book
    assert book is not None
    assert set(book.options) <= {o.key for o in variant.options}
    assert set(book.notes_zh) <= set(variant.notes), "a Chinese note for a note the variant no longer has"
    assert {row.group for row in variant.rows} <= set(book.groups), "a scoring section without a title"
    for group in book.groups.values():
        assert f"rb_{group.value}" in STRINGS, group.value
        assert group.title is None or (group.title.zh and group.title.en)
    for words in (book.short_name, book.minimum, book.scoring_intro):
        assert words.zh and words.en
    for template in (book.below_minimum, book.reach, book.missing_suit):
        if template is not None:
            assert template.zh and template.en and placeholders(template.zh) == placeholders(template.en)
    assert (book.reach is None) == (book.minimum_need is None)
    if variant.winners_to_end > 1:      # plays on after a win: the rule and the refusal are said
        assert book.play_on is not None and book.already_won is not None
        assert placeholders(book.play_on.zh) == placeholders(book.play_on.en) == {"n"}
    if book.reach is not None:
        assert placeholders(book.reach.zh) == {"need"}


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_the_book_is_what_the_rules_browser_shows(variant):
    shown = rules_book(variant.name)
    book = variant.book
    assert [(h.zh, h.en, t.zh, t.en) for h, t in shown.procedure] == \
        [(s.heading.zh, s.heading.en, s.text.zh, s.text.en) for s in book.procedure]
    assert (shown.minimum.zh, shown.minimum.en) == (book.minimum.zh, book.minimum.en)
    assert what_changes(variant.name)[-1].zh.endswith(book.minimum.zh)
    for doc in shown.options:
        if doc.key in book.options:
            assert doc.title.zh == book.options[doc.key].title.zh and doc.doc.zh == book.options[doc.key].doc_zh


def test_the_card_compares_with_the_default_variant_by_its_short_name():
    sz = [c.zh for c in what_changes("suzhou")]
    assert "152张牌（国标144张）" in sz and "28张花牌（国标8张）" in sz


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_every_variant_has_a_policy_found_by_id_or_alias(variant):
    policy = policy_for(variant.name)
    assert POLICIES[variant.name] is policy
    assert policy.shapes == variant.shapes
    for alias in variant.aliases:
        assert policy_for(alias) is policy


def test_a_plain_policy_aims_for_the_shapes_it_is_given():
    assert Policy(("standard", "seven_pairs")).shapes == ("standard", "seven_pairs")
    assert Policy().jokers(None) == () and Policy().veto_reason == "plain"


def test_seats_are_named_for_the_table_size():
    assert relative_seat(0, 1, 2).zh == "对家"
    assert [relative_seat(0, s, 3).zh for s in (1, 2)] == ["下家", "上家"]
    assert [relative_seat(1, s).zh for s in (2, 3, 0, 1)] == ["下家", "对家", "上家", "你"]
