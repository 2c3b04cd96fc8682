"""Save a PNG of every screen of the client, in each language and window size, to look at.

    .venv/bin/python tools/shoot_screens.py OUT_DIR [--sizes 1024x640,1280x800,1920x1080]
                     [--langs zh,en] [--parts guobiao,sichuan,...] [--only SUBSTRING]
    .venv/bin/python tools/shoot_screens.py --compare BEFORE_DIR AFTER_DIR

Walks the same screens as the tests (tests/client/screens.py: start, settings, rules browser,
calculator, a human hand of each variant with set-up, teaching panels, a claim, the menu, the
settlement and the standings, a drawn hand watched with the narrator; the two-player table's
piles, exchange, indicator, 报听 and its auto-play, a winning tile asked about and 海底捞月) and writes
OUT_DIR/<size>/<lang>/<NNN>-<screen>.png. Headless (SDL dummy driver); nothing is written into
the repository. The walk is deterministic (seeded tables), so `--compare` of two runs lists the
screens whose pixels differ: a refactoring that should change nothing a player sees must list
none but the start screens (their saved-match line shows the time the save was made).
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "client"))

import pygame  # noqa: E402

from game.client.display import lang  # noqa: E402


def shoot(out: Path, size: tuple[int, int], code: str, parts: list[str], only: str) -> int:
    """Walk `parts` at `size` in language `code`, saving each visited screen; returns the count."""
    from game.client.app import App, Storage
    from game.settings import UserSettings
    from screens import PARTS, make_saves, walk_part  # type: ignore[import-not-found]

    folder = Path(tempfile.mkdtemp(prefix="shots-"))
    make_saves(folder / "saves")
    app = App(size, resizable=False, user=UserSettings(language=code),
              storage=Storage(folder / "settings.json", folder / "saves", folder / "reports"))
    target = out / f"{size[0]}x{size[1]}" / code
    target.mkdir(parents=True, exist_ok=True)
    count = 0

    def visit(name: str) -> None:
        nonlocal count
        if only and only not in name:
            return
        lang.set_language(code)
        for _ in range(2):
            app.frame(1 / 60)
        count += 1
        slug = re.sub(r"[^A-Za-z0-9]+", "-", name).strip("-")
        pygame.image.save(app.screen, str(target / f"{count:03d}-{slug}.png"))

    for part in parts or PARTS:
        walk_part(app, part, visit)
    return count


def compare(before: Path, after: Path) -> list[str]:
    """The screens (relative paths) whose pixels differ between two runs, or that one lacks."""
    differ = []
    for old in sorted(before.rglob("*.png")):
        rel = old.relative_to(before)
        new = after / rel
        if not new.exists():
            differ.append(f"{rel} (missing)")
            continue
        a, b = pygame.image.load(str(old)), pygame.image.load(str(new))
        if a.get_size() != b.get_size() or pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB"):
            differ.append(str(rel))
    return differ


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?")
    parser.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"))
    parser.add_argument("--sizes", default="1024x640,1280x800,1920x1080")
    parser.add_argument("--langs", default="zh,en")
    parser.add_argument("--parts", default="", help="comma-separated parts (default: all)")
    parser.add_argument("--only", default="", help="save only screens whose name contains this")
    args = parser.parse_args(argv)
    if args.compare:
        differ = compare(Path(args.compare[0]), Path(args.compare[1]))
        print(f"{len(differ)} screens differ")
        for rel in differ:
            print("  " + rel)
        return 1 if differ else 0
    if not args.out:
        parser.error("give OUT_DIR, or --compare BEFORE AFTER")
    parts = [p for p in args.parts.split(",") if p]
    for size_text in args.sizes.split(","):
        w, h = (int(x) for x in size_text.lower().split("x"))
        for code in args.langs.split(","):
            n = shoot(Path(args.out), (w, h), code, parts, args.only)
            print(f"{w}x{h} {code}: {n} screens")
    return 0


if __name__ == "__main__":
    sys.exit(main())
