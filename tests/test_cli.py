"""What a player meets first at the command line: one clear line for each mistake, exit status 2,
and nothing but the answer on stdout."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import main
from game.session import MatchSession

REPO = Path(__file__).resolve().parents[1]


def _score(capsys, tmp_path, *lines: str) -> tuple[int, list[dict]]:
    source = tmp_path / "hands.jsonl"
    source.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    status = main.main(["score", str(source)])
    out = capsys.readouterr().out
    return status, [json.loads(line) for line in out.splitlines()]


# --- score: bad JSON ------------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    '{"variant": "guobiao", "hand": {"melds"',
    '{"variant": "国标", "hand": {"melds"',
    '{"variant": "天津麻将", "hand": {"melds": [], "concealed"',
])
def test_a_cut_line_names_the_column_where_it_stops(capsys, tmp_path, line):
    status, answers = _score(capsys, tmp_path, line)
    assert status == 2
    error = answers[0]["error"]
    assert error.startswith("line 1: the line ends before its JSON is complete")
    # Columns count the characters of the line (not bytes, not a next line): just past its end.
    assert f"column {len(line) + 1}:" in error, error


def test_a_line_cut_inside_a_string_names_where_the_string_opens(capsys, tmp_path):
    line = '{"variant": "天津麻将", "hand": {"concealed": "一二三'
    status, answers = _score(capsys, tmp_path, line)
    assert status == 2
    opens = line.index('"一') + 1
    assert answers[0]["error"] == f"line 1: the line ends inside the string that starts at column {opens}"


@pytest.mark.parametrize("line, bad", [
    ('{"variant": "guobiao", "hand": x}', "x"),
    ('{"variant": "国标麻将", "hand": x}', "x"),
    ('{"variant": "国标", "hand": {"melds": [], "concealed": "一二", }}', "}"),
])
def test_a_bad_character_is_found_at_the_column_named(capsys, tmp_path, line, bad):
    status, answers = _score(capsys, tmp_path, line)
    assert status == 2
    error = answers[0]["error"]
    column = int(error.split("column ")[1].split(":")[0])
    assert line[column - 1] == bad, error


def test_good_lines_after_a_bad_one_are_still_answered(capsys, tmp_path):
    good = json.dumps({"variant": "guobiao", "hand": {"melds": [], "concealed": "123m456m789m123p5p",
                                                      "win_tile": "5p", "flags": {"self_drawn": True}}})
    status, answers = _score(capsys, tmp_path, '{"variant"', good)
    assert status == 2
    assert answers[0]["ok"] is False and answers[0]["error"].startswith("line 1:")
    assert answers[1]["ok"] is True and answers[1]["win"] is True


# --- score: an unknown tile ------------------------------------------------------------------------

@pytest.mark.parametrize("variant, extra", [
    ("guobiao", {}), ("sichuan", {"void_suit": "s"}), ("suzhou", {}), ("tianjin", {"hun": ["7z", "5z"]}),
])
def test_an_unknown_tile_is_named_even_when_the_tile_count_is_also_wrong(capsys, tmp_path, variant, extra):
    # 12 tiles where 13 are needed, and one of them is no tile at all: the tile is the news.
    hand = {"melds": [], "concealed": "123m0m456m789m5p", "win_tile": "5p", **extra}
    status, answers = _score(capsys, tmp_path, json.dumps({"variant": variant, "hand": hand}))
    assert status == 2
    assert answers[0]["error"].startswith("line 1: concealed: unknown tile '0m'"), answers[0]["error"]


def test_an_unknown_flag_is_refused_by_name(capsys, tmp_path):
    hand = {"melds": [], "concealed": "123m456m789m123p5p", "win_tile": "5p", "hun": ["7z", "5z"],
            "flags": {"self_drawn": True, "zimo": True}}
    status, answers = _score(capsys, tmp_path, json.dumps({"variant": "tianjin", "hand": hand}))
    assert status == 2
    assert answers[0]["error"].startswith("line 1: unknown flag 'zimo'"), answers[0]["error"]


# --- no pygame greeting before an error ------------------------------------------------------------

def _run(*args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, str(REPO / "main.py"), *args], capture_output=True, text=True,
                          env=env, cwd=REPO, timeout=120)


@pytest.mark.parametrize("command", ["demo", "play"])
def test_a_window_command_with_a_bad_variant_prints_nothing_on_stdout(command):
    done = _run(command, "--variant", "nope")
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith(f"{command}: unknown variant 'nope'")


def test_main_hides_the_greeting_before_anything_imports_pygame():
    # Every subcommand and the window import pygame after main.py has started.
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    done = subprocess.run([sys.executable, "-c", "import main, pygame"], capture_output=True, text=True,
                          env=env, cwd=REPO, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""


# --- simulate / demo: the hand count --------------------------------------------------------------

@pytest.mark.parametrize("argv", [
    ["simulate", "--variant", "guobiao", "--hands", "-3"],
    ["demo", "--variant", "guobiao", "--hands", "-3"],
])
def test_a_bad_hand_count_is_named(capsys, argv):
    assert main.main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"{argv[0]}: --hands must be at least 1, got -3\n"


# --- replay: what was checked ---------------------------------------------------------------------

def _log_with_an_unfinished_hand(path: Path, actions: int) -> None:
    session = MatchSession("guobiao", seed=5, human=None, bot_kind="random")
    while session.step():
        pass
    session.next_hand()
    for _ in range(actions):
        assert session.step()
    lines = session.closed_log()
    path.write_text("".join(json.dumps(e) + "\n" for e in lines), encoding="utf-8")


def test_replay_counts_one_hand_and_says_the_unfinished_one_was_checked(capsys, tmp_path):
    log = tmp_path / "match.jsonl"
    _log_with_an_unfinished_hand(log, 12)
    entries = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    last_hand = max(i for i, e in enumerate(entries) if e["type"] == "hand")
    in_progress = sum(1 for e in entries[last_hand:] if e["type"] == "action")
    assert in_progress == entries[-1]["actions_in_progress"] > 0
    assert main.main(["replay", str(log), "--headless"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("replayed 1 hand of guobiao in 1 match: ")
    assert f"the unfinished last hand ({in_progress} actions) replayed up to where it stopped" in out


def test_replay_of_finished_hands_says_so(capsys, tmp_path):
    log = tmp_path / "two.jsonl"
    session = MatchSession("guobiao", seed=5, human=None, bot_kind="random")
    for hand in range(2):
        while session.step():
            pass
        if hand == 0:
            session.next_hand()
    log.write_text("".join(json.dumps(e) + "\n" for e in session.closed_log()), encoding="utf-8")
    assert main.main(["replay", str(log), "--headless"]) == 0
    out = capsys.readouterr().out
    assert out == ("replayed 2 hands of guobiao in 1 match: every finished hand reproduced the recorded "
                   "events and payments\n")


def test_a_file_saved_with_a_byte_order_mark_is_read(capsys, tmp_path):
    source = tmp_path / "notepad.jsonl"
    hand = {"melds": [], "concealed": "123m456m789m123p5p", "win_tile": "5p"}
    source.write_text(json.dumps({"variant": "guobiao", "hand": hand}) + "\n", encoding="utf-8-sig")
    assert main.main(["score", str(source)]) == 0
    assert json.loads(capsys.readouterr().out)["ok"] is True


def test_every_option_of_every_command_says_what_it_does():
    """`main.py simulate --help` once listed --variant, --hands and --seed with no words: every
    option of every command now has its help, and the demo's says bots play every seat (two in 二人)."""
    import argparse
    parser = main.build_parser()
    (commands,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    for name, sub in commands.choices.items():
        for action in sub._actions:
            if action.option_strings and not isinstance(action, argparse._HelpAction):
                assert action.help, f"{name} {action.option_strings[0]} has no help"
    choices = [a for a in commands._choices_actions if a.dest == "demo"]
    assert choices and "four" not in (choices[0].help or "")
