"""Each variant declares what its scorer reads besides the tiles (`Variant.score_flags`,
`Variant.score_options`), and the declaration is true: every declared flag and option is read,
and what is not declared changes no score (so a screen that offers only the declared ones, the
calculator, hides nothing that matters)."""
import dataclasses
from types import SimpleNamespace

import pytest

from rules.errors import NotationError
from rules.variants.registry import all_variants

VALUE_FLAGS = {"seat_wind": "S", "round_wind": "S", "flowers": 1}
VARIANTS = [v.name for v in all_variants()]


def variant(name):
    return next(v for v in all_variants() if v.name == name)


def examples(name):
    """Each scoring row's example hand, read as its WinContext with the options it names."""
    v = variant(name)
    return [SimpleNamespace(context=v.read_hand(row.example), options=dict(row.example_options))
            for row in v.rows if row.example is not None]


def hand_json(v, ctx) -> dict:
    """The example's hand as `main.py score` reads it."""
    melds = [m.to_json() for m in ctx.melds]
    hand = {"melds": melds, "concealed": "".join(str(t) for t in ctx.concealed), "win_tile": str(ctx.win_tile),
            "flags": {"self_drawn": ctx.self_drawn}}
    extra = ctx.extra or {}
    if extra.get("void_suit"):
        hand["void_suit"] = extra["void_suit"]
    if extra.get("hun"):
        hand["hun"] = [str(t) for t in extra["hun"]]
    return hand


@pytest.mark.parametrize("name", VARIANTS)
def test_every_declared_flag_and_option_is_the_variants_own(name):
    v = variant(name)
    keys = {o.key for o in v.options}
    assert set(v.score_options) <= keys
    ex = examples(name)[0]
    for flag in v.score_flags:
        hand = hand_json(v, ex.context)
        hand["flags"][flag] = VALUE_FLAGS.get(flag, True)
        try:
            v.read_hand(hand)
        except NotationError as exc:      # a flag that needs more of the hand (包饺子: a kong)
            assert "unknown" not in str(exc), (flag, exc)


@pytest.mark.parametrize("name", VARIANTS)
def test_an_option_not_declared_changes_no_score(name):
    v = variant(name)
    for option in v.options:
        if option.key in v.score_options:
            continue
        for ex in examples(name):
            base = v.score(ex.context, v.resolve_options(ex.options))
            for choice in option.choices:
                chosen = dict(ex.options, **{option.key: choice})
                assert v.score(ex.context, v.resolve_options(chosen)) == base, (option.key, choice)


@pytest.mark.parametrize("name", VARIANTS)
def test_a_flag_not_declared_changes_no_score(name):
    v = variant(name)
    others = {f for w in all_variants() for f in w.score_flags} - set(v.score_flags) - set(VALUE_FLAGS)
    for ex in examples(name):
        base = v.score(ex.context, v.resolve_options(ex.options))
        for flag in others:
            field = {f.name for f in dataclasses.fields(ex.context)}
            if flag in field:
                ctx = dataclasses.replace(ex.context, **{flag: True})
            else:
                ctx = dataclasses.replace(ex.context, extra={**(ex.context.extra or {}), flag: True})
            assert v.score(ctx, v.resolve_options(ex.options)) == base, (flag, ex)
