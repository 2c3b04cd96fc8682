"""Mahjong table: the game window, and the same engine as command-line tools.

python main.py                                   the game window, start screen
python main.py play  --variant V [--seed S]      straight to a table
python main.py score [FILE|-]                    hand calculator, JSON lines in and out
python main.py simulate --variant V --hands N --seed S [--bots default|random] [--log FILE] [--json]
python main.py replay LOG [--headless]           replay a saved action log
python main.py demo --variant V --seed S [--hands N] [--shots DIR] [--fast]
"""
from __future__ import annotations

import argparse
import sys


def _cmd_score(args: argparse.Namespace) -> int:
    from game.cli.score import run
    if args.file in (None, "-"):
        return run(sys.stdin, sys.stdout)
    try:
        with open(args.file, encoding="utf-8") as handle:
            return run(handle, sys.stdout)
    except OSError as exc:
        print(f"score: cannot read {args.file}: {exc.strerror}", file=sys.stderr)
        return 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="main.py", description="Offline Chinese mahjong: 国标, 四川, 天津, 苏州.",
        epilog="With no subcommand the game window opens on its start screen.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    score = sub.add_parser("score", help="hand calculator: JSON lines in and out")
    score.add_argument("file", nargs="?", default="-", help="input file, or - for standard input")
    score.set_defaults(func=_cmd_score)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
