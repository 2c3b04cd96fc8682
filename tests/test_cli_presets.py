"""`--preset NAME` on simulate, arena and play, and the presets, sections and briefs that
`main.py rules --variant V [--json]` lists (docs/cli.md). The variants and presets come from the
registry; where no variant has a preset beyond classic yet, one is made from a real option of a
real variant, so every test here runs (and fails if --preset is ignored)."""
import dataclasses
import json

import pytest

import main
from game.cli import arena as arena_cli
from game.cli.rule_options import GROUP_TITLES, chosen_options, value_text
from game.teaching.i18n import english
from rules.variants.base import CLASSIC, OPTION_GROUPS, Preset
from rules.variants.book import OptionText, Words
from rules.variants.registry import all_variants, get_variant

VARIANTS = list(all_variants())
IDS = [v.name for v in VARIANTS]


def _other_value(opt):
    """A value of `opt` other than its default (None: it has only the one)."""
    return next((c for c in opt.choices if not (c == opt.default and type(c) is type(opt.default))), None)


def _made_preset():
    """(variant, preset): a variant with one preset beyond classic that sets two options (one if it
    has only one with a choice), and a third option left for --option to set on top."""
    for variant in VARIANTS:
        choosable = [o for o in variant.options if _other_value(o) is not None]
        if len(choosable) >= 2:
            values = {o.key: _other_value(o) for o in choosable[:-1][:2]}
            preset = Preset("test_room", Words("测试房", "Test room"), Words("测试用。", "For the tests."),
                            values, "§0")
            return dataclasses.replace(variant, presets=(*variant.presets, preset)), preset
    pytest.skip("no variant has two options with a choice")


@pytest.fixture
def with_preset(monkeypatch):
    """A variant with a preset beyond classic, as the command line finds it by name."""
    variant, preset = _made_preset()
    real = main.get_variant
    monkeypatch.setattr(main, "get_variant", lambda name: variant if real(name).name == variant.name else real(name))
    return variant, preset


def _argv(command, variant_name, *more):
    extra = {"simulate": ["--hands", "1", "--no-checks", "--json"],
             "arena": ["--bots", "default,random", "--walls", "1"], "play": []}
    return [command, "--variant", variant_name, *extra[command], *more]


# --- rules: presets, sections, briefs ---------------------------------------------------------------

@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_the_json_listing_gives_every_preset_and_each_options_section_and_brief(capsys, variant):
    assert main.main(["rules", "--variant", variant.name, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["groups"] == list(OPTION_GROUPS)
    presets = variant.all_presets()
    assert [p["key"] for p in data["presets"]] == [p.key for p in presets]
    assert data["presets"][0] == {"key": "classic", "title_zh": CLASSIC.title.zh, "title_en": CLASSIC.title.en,
                                  "about_zh": CLASSIC.about.zh, "about_en": CLASSIC.about.en, "source": None,
                                  "values": {}}
    for entry, preset in zip(data["presets"], presets):   # English with its terms in English
        assert (entry["title_zh"], entry["title_en"]) == (preset.title.zh, english(preset.title.en))
        assert (entry["about_zh"], entry["about_en"]) == (preset.about.zh, english(preset.about.en))
        assert entry["source"] == (preset.source or None)
        assert entry["values"] == dict(preset.values)
        # the values as JSON gives them are the preset's own (types included)
        assert variant.resolve_options(entry["values"]) == variant.resolve_options(preset.values)
    for entry, opt in zip(data["options"], variant.options):
        assert entry["group"] == opt.group
        text = variant.book.options.get(opt.key) if variant.book else None
        brief = text.brief if text else None
        assert (entry["brief_zh"], entry["brief_en"]) == ((brief.zh, english(brief.en)) if brief else (None, None))


def _listing(capsys, name):
    assert main.main(["rules", "--variant", name]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_the_text_listing_groups_the_options_by_section_in_the_panels_order(capsys, variant):
    out = _listing(capsys, variant.name)
    headings = [line for line in out.splitlines() if line.startswith("== ")]
    used = [g for g in OPTION_GROUPS if any(o.group == g for o in variant.options)]
    assert [h.split(" (", 1)[1].split(")", 1)[0] for h in headings] == used
    for heading, group in zip(headings, used):
        assert heading.startswith(f"== {GROUP_TITLES[group]} ({group}): ")
    # each option sits under its own section's heading
    sections = out.split("\n== ")[1:]
    for opt in variant.options:
        section = next(s for s in sections if f"\n{opt.key}: " in s)
        assert section.split(" (", 1)[0] == GROUP_TITLES[opt.group]


def test_the_text_listing_names_each_preset_and_what_it_sets(capsys, with_preset):
    variant, preset = with_preset
    out = _listing(capsys, variant.name)
    assert f"{len(variant.options)} rule options, {len(variant.all_presets())} presets." in out.splitlines()[0]
    presets = out.split("\n== ", 1)[0]
    assert "\nclassic: Classic (经典)\n" in presets and "sets: nothing (every option at its default)" in presets
    block = presets.split(f"\n{preset.key}: ", 1)[1].split("\n\n", 1)[0]
    assert block.startswith("Test room (测试房)\n  For the tests. (测试用。)\n")
    sets = ", ".join(f"{k}={value_text(v)}" for k, v in preset.values.items())
    assert f"  sets: {sets}\n" in block and "(rules reference §0)" in block


def test_the_text_listing_gives_an_options_brief_in_english(capsys, monkeypatch):
    variant = next(v for v in VARIANTS if v.book and v.options)
    opt = variant.options[0]
    old = variant.book.options[opt.key]
    brief = Words("短句。", "A brief line that says what choosing it changes, long enough to wrap at the edge "
                             "of a hundred columns, with an-hyphenated word.")
    book = dataclasses.replace(variant.book, options={**variant.book.options,
                                                      opt.key: OptionText(old.title, old.doc_zh, brief)})
    real = main.get_variant
    monkeypatch.setattr(main, "get_variant", lambda name: dataclasses.replace(variant, book=book)
                        if real(name).name == variant.name else real(name))
    out = _listing(capsys, variant.name)
    block = next(b for b in out.split("\n\n") if b.startswith(f"{opt.key}: "))
    assert block.splitlines()[2].startswith("  In short: A brief line")
    assert f"In short: {brief.en}" in " ".join(block.split())   # wrapped between words only


# --- --preset: refusals -----------------------------------------------------------------------------

@pytest.mark.parametrize("command", ["simulate", "arena", "play"])
def test_an_unknown_preset_is_refused_in_one_line_naming_the_presets(capsys, command, with_preset):
    variant, preset = with_preset
    assert main.main(_argv(command, variant.name, "--preset", "no_such_room")) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (f"{command}: --preset no_such_room: {variant.name} has no preset 'no_such_room'; "
                            f"its presets: classic, {', '.join(p.key for p in variant.presets)}\n")
    assert preset.key in captured.err


@pytest.mark.parametrize("command", ["simulate", "play"])
def test_a_bad_option_on_top_of_a_preset_is_still_refused(capsys, command):
    variant = VARIANTS[0]
    assert main.main(_argv(command, variant.name, "--preset", "classic", "--option", "no_such_option=1")) == 2
    assert capsys.readouterr().err.startswith(f"{command}: --option no_such_option=1: ")


# --- --preset: the rules reach the game -------------------------------------------------------------

def test_a_preset_gives_its_values_and_the_defaults_for_the_rest(with_preset):
    variant, preset = with_preset
    assert chosen_options(variant, preset.key, []) == {**variant.resolve_options(), **preset.values}
    assert chosen_options(variant, "classic", []) == variant.resolve_options()
    assert chosen_options(variant, None, []) == {}      # no preset: only what --option names


def test_an_option_goes_on_top_of_the_preset(with_preset):
    variant, preset = with_preset
    set_key = next(iter(preset.values))
    back = variant.option(set_key).default
    free = next(o for o in variant.options if o.key not in preset.values and _other_value(o) is not None)
    chosen = chosen_options(variant, preset.key, [f"{set_key}={value_text(back)}",
                                                  f"{free.key}={value_text(_other_value(free))}"])
    assert chosen[set_key] == back and type(chosen[set_key]) is type(back)
    assert chosen[free.key] == _other_value(free)
    assert {k: v for k, v in chosen.items() if k not in (set_key, free.key)} == \
        {k: v for k, v in {**variant.resolve_options(), **preset.values}.items() if k not in (set_key, free.key)}


def test_every_registered_preset_is_read_by_the_command_line():
    for variant in VARIANTS:
        for preset in variant.all_presets():
            assert chosen_options(get_variant(variant.name), preset.key, []) == variant.resolve_options(preset.values)


def test_simulate_plays_under_the_preset(capsys, simulated_options, tmp_path, with_preset):
    variant, preset = with_preset
    configs = simulated_options
    log = tmp_path / "log.jsonl"
    assert main.main(_argv("simulate", variant.name, "--preset", preset.key, "--log", str(log))) == 0
    summary = json.loads(capsys.readouterr().out)
    for key, value in preset.values.items():
        assert summary["options"][key] == value
        assert configs and all(c[key] == value for c in configs)
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert {k: header["options"][k] for k in preset.values} == dict(preset.values)


def test_arena_deals_under_the_preset(capsys, monkeypatch, with_preset):
    variant, preset = with_preset
    seen = {}

    def run_arena(name, kinds, walls, seed, **kwargs):
        seen.update(kwargs["options"])
        raise arena_cli.ArenaInputError("stopped")   # only the options handed over are looked at

    monkeypatch.setattr(arena_cli, "run_arena", run_arena)
    assert main.main(_argv("arena", variant.name, "--preset", preset.key)) == 2
    assert seen == {**variant.resolve_options(), **preset.values}
    capsys.readouterr()


def test_play_opens_the_table_with_every_option_of_the_preset(monkeypatch, with_preset):
    """With a preset the table gets every option (the preset's, the defaults for the rest): the room
    options saved in the settings for that variant do not leak into it."""
    variant, preset = with_preset
    opened = {}

    class Window:
        @staticmethod
        def run_window(**kwargs):
            opened.update(kwargs)
            return 0

    monkeypatch.setattr(main, "_client", lambda: Window)
    assert main.main(["play", "--variant", variant.name, "--preset", preset.key]) == 0
    assert opened["variant"] == variant.name
    assert opened["options"] == {**variant.resolve_options(), **preset.values}
