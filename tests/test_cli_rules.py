"""`main.py rules --variant V [--json]` and the `--option ID=VALUE` of simulate, arena and play
(docs/cli.md). Every variant and option comes from the registry: none is spelled here."""
import json

import pytest

import main
from game.cli import arena as arena_cli
from game.cli.rule_options import parse_options, value_text
from game.teaching.i18n import english
from rules.variants.base import OPTION_GROUPS
from rules.variants.registry import all_variants

VARIANTS = [v for v in all_variants()]
IDS = [v.name for v in VARIANTS]


def _choosable():
    """(variant, option, a value other than its default) for the first option with a choice."""
    for variant in VARIANTS:
        for opt in variant.options:
            others = [c for c in opt.choices if not (c == opt.default and type(c) is type(opt.default))]
            if others:
                return variant, opt, others[0]
    pytest.skip("no variant has an option with two values")


# --- rules: the listing -----------------------------------------------------------------------------

def _option_blocks(out: str) -> dict[str, str]:
    """The text listing's option blocks by id: those after the first section heading ("== ...")."""
    blocks = out.split("\n\n")
    first = next(i for i, b in enumerate(blocks) if b.startswith("== "))
    return {b.split(":", 1)[0]: b for b in blocks[first:] if not b.startswith("== ")}


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_the_listing_names_every_option_with_its_values_and_default(capsys, variant):
    assert main.main(["rules", "--variant", variant.name]) == 0
    out = capsys.readouterr().out
    assert variant.title_en in out and variant.title_zh in out
    blocks = _option_blocks(out)
    grouped = sorted(variant.options, key=lambda o: OPTION_GROUPS.index(o.group))   # section by section
    assert list(blocks) == [o.key for o in grouped]
    for opt in variant.options:
        values = blocks[opt.key].splitlines()[1]
        assert values.startswith("  values: ")
        for choice in opt.choices:
            assert value_text(choice) in values
        assert f"{value_text(opt.default)} (default)" in values
        title = variant.book.options[opt.key].title if variant.book and opt.key in variant.book.options else None
        if title is not None:   # the book's words, both names (the English with its terms in English)
            assert f"{english(title.en)} ({title.zh})" in blocks[opt.key]


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_an_alias_lists_the_same_options(capsys, variant):
    if not variant.aliases:
        pytest.skip("no alias")
    main.main(["rules", "--variant", variant.name])
    by_id = capsys.readouterr().out
    assert main.main(["rules", "--variant", variant.aliases[0]]) == 0
    assert capsys.readouterr().out == by_id


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_the_json_listing_round_trips_the_defaults(capsys, variant):
    assert main.main(["rules", "--variant", variant.name, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["variant"] == variant.name
    assert [o["id"] for o in data["options"]] == [o.key for o in variant.options]
    defaults = {o["id"]: o["default"] for o in data["options"]}
    assert variant.resolve_options(defaults) == variant.resolve_options()
    for entry, opt in zip(data["options"], variant.options):
        assert entry["choices"] == list(opt.choices)
        assert type(entry["default"]) is type(opt.default)
        assert entry["name_en"] and entry["doc_en"]
        assert entry["changes_score"] == (opt.key in variant.score_options)
        # each value written as the listing shows it is read back by --option as itself
        for choice in opt.choices:
            chosen = parse_options(variant, [f"{opt.key}={value_text(choice)}"])
            assert chosen == {opt.key: choice} and type(chosen[opt.key]) is type(choice)


def test_an_unknown_variant_is_refused_in_one_line(capsys):
    assert main.main(["rules", "--variant", "no-such-variant"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("rules: unknown variant 'no-such-variant'")
    assert captured.err.count("\n") == 1


# --- --option: refusals -----------------------------------------------------------------------------

def _argv(command: str, variant_name: str, option: str) -> list[str]:
    more = {"simulate": ["--hands", "1"], "arena": ["--bots", "default,random", "--walls", "1"], "play": []}
    return [command, "--variant", variant_name, *more[command], "--option", option]


@pytest.mark.parametrize("command", ["simulate", "arena", "play"])
def test_an_unknown_option_id_is_refused_naming_the_valid_ids(capsys, command):
    variant, _, _ = _choosable()
    assert main.main(_argv(command, variant.name, "no_such_option=1")) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"{command}: --option no_such_option=1: ")
    assert captured.err.count("\n") == 1
    for opt in variant.options:
        assert opt.key in captured.err


@pytest.mark.parametrize("command", ["simulate", "arena", "play"])
def test_a_value_not_among_the_choices_is_refused_naming_them(capsys, command):
    variant, opt, _ = _choosable()
    assert main.main(_argv(command, variant.name, f"{opt.key}=no-such-value")) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"{command}: --option {opt.key}=no-such-value: ")
    assert captured.err.count("\n") == 1
    for choice in opt.choices:
        assert value_text(choice) in captured.err


@pytest.mark.parametrize("text", ["", "=1", "just_a_word"])
def test_an_option_without_id_and_value_is_refused(capsys, text):
    variant, _, _ = _choosable()
    assert main.main(_argv("simulate", variant.name, text)) == 2
    assert "--option takes ID=VALUE" in capsys.readouterr().err


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_boolean_words_are_read(variant):
    for opt in variant.options:
        if any(isinstance(c, bool) for c in opt.choices):
            for word, value in (("true", True), ("ON", True), ("1", True), ("false", False), ("off", False),
                                ("0", False)):
                if value in opt.choices:
                    assert parse_options(variant, [f"{opt.key}={word}"]) == {opt.key: value}


# --- --option: the option reaches the game ----------------------------------------------------------

def test_simulate_plays_under_the_option_chosen(capsys, tmp_path, simulated_options):
    variant, opt, value = _choosable()
    configs = simulated_options
    log = tmp_path / "log.jsonl"
    assert main.main(["simulate", "--variant", variant.name, "--hands", "1", "--no-checks", "--json",
                      "--log", str(log), "--option", f"{opt.key}={value_text(value)}"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["options"][opt.key] == value
    assert configs and all(c[opt.key] == value for c in configs)           # the hand was dealt with it
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert header["options"][opt.key] == value                             # and a replay plays by it


def test_arena_deals_every_wall_under_the_option_chosen(monkeypatch):
    variant, opt, value = _choosable()
    configs = []

    def new_hand(_variant, config):
        configs.append(dict(config.options))
        raise RuntimeError("dealt")   # the wall is dropped: only its config is looked at

    monkeypatch.setattr(arena_cli.engine, "new_hand", new_hand)
    summary = arena_cli.run_arena(variant.name, ("default", "default"), 2, "1", options={opt.key: value},
                                  resamples=10)
    assert summary["options"][opt.key] == value
    assert len(configs) == 2 and all(c[opt.key] == value for c in configs)


def test_play_opens_the_table_with_the_option_chosen(monkeypatch):
    variant, opt, value = _choosable()
    opened = {}

    class Window:
        @staticmethod
        def run_window(**kwargs):
            opened.update(kwargs)
            return 0

    monkeypatch.setattr(main, "_client", lambda: Window)
    assert main.main(["play", "--variant", variant.name, "--option", f"{opt.key}={value_text(value)}"]) == 0
    assert opened["variant"] == variant.name and opened["options"] == {opt.key: value}


def test_a_reader_that_goes_away_gets_no_traceback():
    """`main.py rules ... | head`: the pipe closes before the listing is written; the command
    stops quietly (exit 1), with no Python traceback on stderr."""
    import subprocess
    import sys as _sys
    from pathlib import Path as _Path
    from rules.variants.registry import DEFAULT_VARIANT
    repo = _Path(__file__).resolve().parents[1]
    child = subprocess.Popen([_sys.executable, str(repo / "main.py"), "rules", "--variant", DEFAULT_VARIANT.name],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=repo)
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()                 # the reader is gone before a line is written
    err = child.stderr.read().decode("utf-8", "replace")
    assert child.wait(timeout=60) == 1
    assert "Traceback" not in err, err
