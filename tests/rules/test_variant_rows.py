"""Every variant's scoring table is `Variant.rows` of one row type, and each row proves itself:
its exclusions are consistent, it explains itself in both languages, and its example hand (the
`hand` object of `main.py score`) scores to include it."""
import pytest

from rules.analysis import SHAPES
from rules.errors import NotationError
from rules.score_rows import ScoreRow, ScoreTableError, exclusion_order
from rules.variants.base import Variant
from rules.variants.registry import (
    DEFAULT_VARIANT,
    all_variants,
    flags_of_any_variant,
    get_variant,
)

VARIANTS = all_variants()
ROWS = [(v, row) for v in VARIANTS for row in v.rows]


def _id(case):
    v, row = case
    return f"{v.name}-{row.key}"


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_every_table_is_rows_with_consistent_exclusions(variant):
    assert variant.rows and all(isinstance(row, ScoreRow) for row in variant.rows)
    keys = {row.key for row in variant.rows}
    assert len(keys) == len(variant.rows)
    for row in variant.rows:
        assert row.excludes <= keys, row.key
        assert row.key not in row.excludes, row.key
    order = exclusion_order(variant.rows)          # raises on a cycle
    position = {variant.rows[i].key: pos for pos, i in enumerate(order)}
    for row in variant.rows:
        assert all(position[row.key] < position[k] for k in row.excludes)


@pytest.mark.parametrize("case", ROWS, ids=_id)
def test_every_row_explains_itself_in_both_languages(case):
    v, row = case
    assert row.name_zh and row.name_en and row.meaning_zh and row.meaning_en and row.group, row.key
    assert row.value > 0 and row.op in ("add", "mul")


@pytest.mark.parametrize("case", ROWS, ids=_id)
def test_every_rows_example_scores_to_include_the_row(case):
    v, row = case
    if row.example is None:
        # only a row the table pays beside the hand (天津 kongs, 铲) has no hand to show
        assert row.has("table"), f"{v.name} row {row.key} has no example"
        return
    result = v.score(v.read_hand(row.example), v.resolve_options(row.example_options))
    assert result.win, (row.key, result.reason)
    assert row.key in {i.key for i in result.items}, (row.key, [i.key for i in result.items])


def test_a_table_with_an_exclusion_cycle_or_a_stray_key_is_refused():
    a = ScoreRow("a", "甲", "A", 1, excludes=frozenset({"b"}))
    b = ScoreRow("b", "乙", "B", 1, excludes=frozenset({"a"}))
    with pytest.raises(ScoreTableError, match="cycle"):
        exclusion_order((a, b))
    with pytest.raises(ScoreTableError, match="unknown"):
        exclusion_order((a,))
    with pytest.raises(ScoreTableError, match="itself"):
        exclusion_order((ScoreRow("c", "丙", "C", 1, excludes=frozenset({"c"})),))


def test_the_variant_record_declares_seats_and_shapes():
    for v in VARIANTS:
        assert 2 <= v.seats <= 4
        assert v.shapes and set(v.shapes) <= set(SHAPES)
    with pytest.raises(ValueError, match="seats must be 2..4"):
        Variant(**{**{f: getattr(DEFAULT_VARIANT, f) for f in DEFAULT_VARIANT.__dataclass_fields__}, "seats": 5})


def test_the_default_variant_is_a_registered_one():
    assert DEFAULT_VARIANT in VARIANTS and get_variant(DEFAULT_VARIANT.name) is DEFAULT_VARIANT


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_one_reader_names_the_variants_own_fields_when_one_is_unknown(variant):
    with pytest.raises(NotationError, match=r"unknown hand field\(s\) \['colour'\]: use melds, concealed, win_tile"):
        variant.read_hand({"concealed": "123m456m789m123p5p", "win_tile": "5p", "colour": "red"})


def test_another_variants_flag_is_refused_unless_the_caller_ignores_it():
    hand = {"concealed": "123m456m789m123p5p", "win_tile": "5p", "flags": {"baozi": True}}
    guobiao = get_variant("guobiao")
    with pytest.raises(NotationError, match="unknown flag 'baozi'"):
        guobiao.read_hand(hand)
    assert "baozi" in flags_of_any_variant()
    assert guobiao.read_hand(hand, ignored_flags=flags_of_any_variant()) == guobiao.read_hand(
        {**hand, "flags": {}})
