"""Mahjong table: the game window, and the same engine as command-line tools.

python main.py                                   the game window, start screen
python main.py play  --variant V [--seed S]      straight to a table
python main.py score [FILE|-]                    hand calculator, JSON lines in and out
python main.py simulate --variant V --hands N --seed S [--bots default|random] [--log FILE] [--json]
python main.py arena --variant V --bots A,B --walls N --seed S [--mode 1v3] [--jobs 2] [--json]
                                                 two bot kinds on duplicate walls, with intervals
python main.py replay LOG [--headless]           replay a saved action log
python main.py review LOG [--seat N] [--json] [--lang zh|en] [--jobs 1]
                                                 every decision of a player against the expert, with its cost
python main.py export LOG [--lang zh|en] [--seat N] [--hand N] [--out FILE] [--json]
                                                 a finished hand or match as readable text or its JSON log
python main.py rules --variant V [--json]        every rule option and preset of a variant
                                                 (play, simulate, arena: --preset NAME, --option ID=VALUE)
python main.py demo --variant V --seed S [--hands N] [--shots DIR] [--fast] [--preset NAME] [--option ID=VALUE]
python main.py lessons [--check] [--variant V] [FILE ...]
                                                 list the lessons, or play each headless (one line each)
python main.py stats [--json] [--reset] [--file PATH]
                                                 your statistics per variant and level (--reset empties them)

Bad input gets one clear line on stderr and exit status 2, never a traceback.
"""
from __future__ import annotations

import gc
import os

if __name__ == "__main__":
    # A launch creates many long-lived objects (modules, classes, the start screen's widgets) and
    # the cyclic collector would walk them again and again (~15 ms, issue 16's launch time):
    # collection resumes once the window has shown its first frame, or before any other command.
    gc.disable()

# pygame prints a greeting on import; a tool's stdout is for its answer (and errors go to stderr).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import sys  # noqa: E402
from types import ModuleType  # noqa: E402
from typing import TYPE_CHECKING  # noqa: E402

if TYPE_CHECKING:  # the commands import argparse when they parse (the window needs none of it)
    import argparse

# Each command imports its own tools when it runs (game.cli.*, the session): the game window,
# the commonest launch, needs none of them, and arena's process pool alone costs 50 ms.
from rules.variants.registry import DEFAULT_VARIANT, all_variants, get_variant  # noqa: E402


class InputError(Exception):
    """Bad input from the command line: reported in one line, exit status 2."""


def _client() -> ModuleType:
    """The game window. Imported only by the commands that open one: it loads pygame, which
    `score`, `simulate` and `replay --headless` never need."""
    import game.client.app as app
    return app


def _watched() -> ModuleType:
    """The windows that play by themselves (the demo, a replay): game/client/demo_run.py."""
    import game.client.demo_run as demo_run
    return demo_run


def _variant_name(text: str) -> str:
    try:
        return get_variant(text).name
    except ValueError as exc:
        raise InputError(str(exc)) from None


def _cmd_score(args: argparse.Namespace) -> int:
    import io

    from game.cli.score import MAX_INPUT_BYTES
    from game.cli.score import run as run_score
    from game.durable import read_regular
    if args.file in (None, "-"):
        return run_score(sys.stdin, sys.stdout)   # read a line at a time, each line bounded
    try:   # a folder, a FIFO, a device or a file over the limit: refused before it is read
        text = read_regular(args.file, MAX_INPUT_BYTES).decode("utf-8")
    except OSError as exc:
        raise InputError(f"cannot read {args.file}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError(f"{args.file} is not UTF-8 text") from None
    return run_score(io.StringIO(text, newline=None), sys.stdout)


def _options(variant: str, args: argparse.Namespace) -> dict:
    """The rule options of `--preset NAME` and the repeated `--option ID=VALUE` on top of it
    (game/cli/rule_options.py)."""
    from game.cli.rule_options import chosen_options
    try:
        return chosen_options(get_variant(variant), args.preset, args.option)
    except ValueError as exc:
        raise InputError(str(exc)) from None


def _check_hands(hands: int) -> None:
    if hands < 1:
        raise InputError(f"--hands must be at least 1, got {hands}")


def _cmd_simulate(args: argparse.Namespace) -> int:
    from game.cli.simulate import parse_bots, print_summary, simulate
    _check_hands(args.hands)
    variant = _variant_name(args.variant)
    try:
        bots = parse_bots(args.bots, get_variant(variant).seats)
    except ValueError as exc:
        raise InputError(str(exc)) from None
    options = _options(variant, args)
    summary = simulate(variant, args.hands, args.seed, bots, log_path=args.log,
                       checks=not args.no_checks, options=options)
    print_summary(summary, sys.stdout, args.json)
    return 1 if summary["exceptions"] or summary["invariant_violations"] else 0


def _cmd_arena(args: argparse.Namespace) -> int:
    from game.cli.arena import ArenaInputError, parse_pair, print_arena, run_arena
    variant = _variant_name(args.variant)
    options = _options(variant, args)
    try:
        kinds = parse_pair(args.bots)
        summary = run_arena(variant, kinds, args.walls, args.seed, mode=args.mode, jobs=args.jobs,
                            checks=args.checks, options=options)
    except ArenaInputError as exc:
        raise InputError(str(exc)) from None
    print_arena(summary, sys.stdout, args.json)
    return 1 if summary["errors"] or summary["invariant_violations"] else 0


def _cmd_replay(args: argparse.Namespace) -> int:
    from game.cli.replay import replay_summary
    from game.session import ReplayError, read_log_file, replay_log
    try:
        lines = read_log_file(args.log)   # a file larger than any log is refused unread
    except OSError as exc:                # a folder, a FIFO, a device: refused unopened
        raise InputError(f"cannot read {args.log}: {exc.strerror or exc}") from None
    except ReplayError as exc:
        raise InputError(f"{args.log}: {exc}") from None
    if not args.headless:
        return _watched().run_replay(lines)
    try:
        summary = replay_log(lines, events_may_differ=True)
    except ReplayError as exc:
        raise InputError(f"{args.log}: {exc}") from None
    print(replay_summary(summary))
    return 0


def _cmd_review(args: argparse.Namespace) -> int:
    from game.cli.review import print_review
    from game.review import review_log
    from game.session import read_log_file
    try:
        lines = read_log_file(args.log)   # refused as `replay` refuses it
        review = review_log(lines, args.seat, jobs=max(1, args.jobs))
    except OSError as exc:                # a folder, a FIFO, a device: refused unopened
        raise InputError(f"cannot read {args.log}: {exc.strerror or exc}") from None
    except ValueError as exc:             # ReplayError, a player the log does not seat
        raise InputError(f"{args.log}: {exc}") from None
    print_review(review, sys.stdout, args.json, args.lang)
    return 0


def _cmd_export(args: argparse.Namespace) -> int:
    from game.cli.export import ExportError, run_export
    try:
        run_export(args.log, sys.stdout, args.lang, args.seat, args.hand, args.out, args.json)
    except ExportError as exc:
        raise InputError(str(exc)) from None
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    variant = _variant_name(args.variant)   # checked before the window opens, with the options
    options = _options(variant, args)
    return _client().run_window(variant=variant, seed=args.seed, fast=args.fast, options=options) or 0


def _cmd_rules(args: argparse.Namespace) -> int:
    from game.cli.rule_options import print_rules
    print_rules(get_variant(_variant_name(args.variant)), sys.stdout, args.json)
    return 0


def _cmd_demo(args: argparse.Namespace) -> int:
    _check_hands(args.hands)
    variant = _variant_name(args.variant)
    return _watched().run_demo(variant, args.seed, hands=args.hands, shots_dir=args.shots, fast=args.fast,
                               options=_options(variant, args))


def _cmd_lessons(args: argparse.Namespace) -> int:
    from game.cli.lessons import run as run_lessons
    _regular_files(args.files, 1024 * 1024)   # a lesson is a few KB
    variant = _variant_name(args.variant) if args.variant else None
    return run_lessons(sys.stdout, check=args.check, variant=variant, files=args.files)


def _cmd_stats(args: argparse.Namespace) -> int:
    from pathlib import Path

    from game.cli.stats import run as run_stats
    if args.file:
        _regular_files([args.file], None, missing_ok=True)   # sqlite would wait on a FIFO
    return run_stats(sys.stdout, sys.stderr, as_json=args.json, reset=args.reset,
                     path=Path(args.file) if args.file else None)


def _regular_files(paths: list[str], limit: int | None, missing_ok: bool = False) -> None:
    """Refuse, in one line, any of `paths` that is not a regular file of at most `limit` bytes (a
    folder, a FIFO, a device such as /dev/zero behind a link): game.durable.check_regular."""
    from game.durable import RefusedFile, check_regular
    for path in paths:
        try:
            check_regular(path, limit)
        except FileNotFoundError:
            if not missing_ok:
                raise InputError(f"cannot read {path}: no such file") from None
        except RefusedFile as exc:
            raise InputError(f"cannot read {path}: {exc}") from None
        except OSError as exc:
            raise InputError(f"cannot read {path}: {exc.strerror or exc}") from None


def _add_option_arg(parser: argparse.ArgumentParser) -> None:
    """The `--preset NAME` and repeatable `--option ID=VALUE` of the commands that play
    (`rules --variant V` lists both)."""
    parser.add_argument("--preset", default=None, metavar="NAME",
                        help="a named rule set (classic, or one of the variant's; `main.py rules --variant V` "
                             "lists them): every option as it sets them, the others at their defaults")
    parser.add_argument("--option", action="append", default=[], metavar="ID=VALUE",
                        help="a rule option for the match, on top of --preset (repeatable; "
                             "`main.py rules --variant V` lists them)")


def build_parser(prog: str = "main.py") -> argparse.ArgumentParser:
    """Every command's parser; `prog` is the name the usage lines show (the installed command's)."""
    import argparse
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Offline Chinese mahjong: " + ", ".join(f"{v.name} ({v.title_zh})" for v in all_variants()) + ".",
        epilog="With no subcommand the game window opens on its start screen.")
    from game.bots.level_names import LEVEL_NAMES, TABLE_DEFAULT_LEVEL     # plain words, no bot code
    levels = ", ".join(name for name, _, _ in LEVEL_NAMES)
    kinds_help = f"kinds: {levels}; default = {TABLE_DEFAULT_LEVEL}; baseline = the frozen old bot; random"
    variant_help = "variant id or alias: " + ", ".join(v.name for v in all_variants())
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="straight to a table")
    play.add_argument("--variant", default=DEFAULT_VARIANT.name,
                      help=f"variant id or alias (default {DEFAULT_VARIANT.name})")
    play.add_argument("--seed", default=None, help="match seed (default: random)")
    play.add_argument("--fast", action="store_true", help="skip the bots' pauses")
    _add_option_arg(play)
    play.set_defaults(func=_cmd_play)

    score = sub.add_parser("score", help="hand calculator: JSON lines in and out")
    score.add_argument("file", nargs="?", default="-", help="input file, or - for standard input")
    score.set_defaults(func=_cmd_score)

    sim = sub.add_parser("simulate", help="bots play N hands without a window; print a summary")
    sim.add_argument("--variant", required=True, help=variant_help)
    sim.add_argument("--hands", type=int, required=True, help="how many hands to play")
    sim.add_argument("--seed", default="1", help="match seed: the same seed plays the same hands (default 1)")
    sim.add_argument("--bots", default="default",
                     help=f"one bot kind for every seat, or one per seat separated by commas ({kinds_help})")
    sim.add_argument("--log", default=None, help="write the action log (JSON lines) that replay reads")
    sim.add_argument("--json", action="store_true", help="the summary as one JSON object")
    sim.add_argument("--no-checks", action="store_true", help="skip the per-step invariant checks (speed runs)")
    _add_option_arg(sim)
    sim.set_defaults(func=_cmd_simulate)

    arena = sub.add_parser("arena", help="two bot kinds on the same walls, seats rotated; rates with 95%% intervals")
    arena.add_argument("--variant", required=True, help=variant_help)
    arena.add_argument("--bots", required=True, help=f"two bot kinds, A,B (e.g. expert,baseline; {kinds_help})")
    arena.add_argument("--walls", type=int, default=100, help="seeded hands, each played in every seating")
    arena.add_argument("--seed", default="1", help="seed of the walls (default 1)")
    arena.add_argument("--mode", default=None,
                       help="KvM: K seats of A against M of B, K+M = the variant's seats (default 1 against the rest)")
    arena.add_argument("--jobs", type=int, default=1, help="processes to play the walls on")
    arena.add_argument("--checks", action="store_true", help="check the table invariants after every step (slower)")
    arena.add_argument("--json", action="store_true", help="the summary as one JSON object")
    _add_option_arg(arena)
    arena.set_defaults(func=_cmd_arena)

    rules_cmd = sub.add_parser("rules", help="every rule option and preset of a variant: id, values, default, "
                                             "what it changes")
    rules_cmd.add_argument("--variant", required=True, help=variant_help)
    rules_cmd.add_argument("--json", action="store_true",
                           help="one JSON object: the variant, its presets and its options")
    rules_cmd.set_defaults(func=_cmd_rules)

    rep = sub.add_parser("replay", help="replay a saved action log")
    rep.add_argument("log")
    rep.add_argument("--headless", action="store_true", help="no window: check the log reproduces")
    rep.set_defaults(func=_cmd_replay)

    review = sub.add_parser("review", help="every decision of a player in a log against the expert, with its cost")
    review.add_argument("log")
    review.add_argument("--seat", type=int, default=None,
                        help="the player to review (the log's numbering; default: its human, else 0)")
    review.add_argument("--json", action="store_true", help="the review as one JSON object (docs/cli.md)")
    review.add_argument("--lang", choices=("zh", "en"), default="en", help="the language of the text")
    review.add_argument("--jobs", type=int, default=1, help="processes to review the log's matches on")
    review.set_defaults(func=_cmd_review)

    export = sub.add_parser("export", help="a finished hand or match as readable text (zh or en) or its JSON log")
    export.add_argument("log", help="a history file, save, journal, bug report, replay or simulate log")
    export.add_argument("--lang", choices=("zh", "en"), default="en", help="the language of the text")
    export.add_argument("--seat", type=int, default=None,
                        help="tell only what this player saw (the log's numbering; default: every tile)")
    export.add_argument("--hand", type=int, default=None, help="only this hand of the match (counted from 1)")
    export.add_argument("--out", default=None, metavar="FILE", help="write to FILE instead of the screen")
    export.add_argument("--json", action="store_true", help="the documented JSON log instead of the text")
    export.set_defaults(func=_cmd_export)

    demo = sub.add_parser("demo", help="bots play every seat in the window, narrated for a beginner")
    demo.add_argument("--variant", default=DEFAULT_VARIANT.name,
                      help=f"variant id or alias (default {DEFAULT_VARIANT.name})")
    demo.add_argument("--seed", default="1", help="match seed (default 1)")
    demo.add_argument("--hands", type=int, default=1, help="how many hands to play (default 1)")
    demo.add_argument("--shots", default=None, help="save a PNG at each milestone into this folder")
    demo.add_argument("--fast", action="store_true", help="skip the pauses between moves")
    _add_option_arg(demo)
    demo.set_defaults(func=_cmd_demo)

    lessons = sub.add_parser("lessons", help="the lessons: list them, or --check plays each headless")
    lessons.add_argument("files", nargs="*", help="lesson files to read (default: every lesson)")
    lessons.add_argument("--variant", default=None, help="only this variant's lessons")
    lessons.add_argument("--check", action="store_true",
                         help="play every lesson with its taught moves; exit 0 only if all reach their goal")
    lessons.set_defaults(func=_cmd_lessons)

    stats = sub.add_parser("stats", help="your statistics per variant and level, from the hands played in the window")
    stats.add_argument("--json", action="store_true", help="the summary as one JSON object")
    stats.add_argument("--reset", action="store_true", help="remove every kept hand (says how many first)")
    stats.add_argument("--file", default=None, metavar="PATH",
                       help="the statistics database (default: stats.sqlite3 in the data folder)")
    stats.set_defaults(func=_cmd_stats)
    return parser


def main(argv: list[str] | None = None, prog: str = "main.py") -> int:
    """Run the command in `argv` (default: the process's arguments); the window when there is none."""
    if not (sys.argv[1:] if argv is None else argv):
        # No command: the game window, the commonest launch, without building every command's
        # parser first (argparse and its help texts cost ~5 ms before the first frame).
        return _client().run_window(on_first_frame=gc.enable) or 0
    parser = build_parser(prog)
    args = parser.parse_args(argv)
    try:
        if args.command is None:
            return _client().run_window(on_first_frame=gc.enable) or 0
        gc.enable()
        return args.func(args)
    except InputError as exc:
        print(f"{args.command or prog}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`main.py rules ... | head`): stop quietly, as other tools do, and
        # point stdout at nothing so the interpreter's final flush cannot fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def entry() -> int:
    """The installed commands (pyproject.toml: `mahjong-table`, `mahjong-table-cli`): as `python main.py`,
    the collector paused until the window's first frame or the command's start, usage named after the command."""
    gc.disable()
    from pathlib import Path
    return main(prog=Path(sys.argv[0]).stem or "mahjong-table")


if __name__ == "__main__":
    sys.exit(main())
