"""Launch to first frame: the game's start screen from source beside a bare pygame_gui window,
measured in the same run (alternating, so a loaded machine weighs on both alike).

    .venv/bin/python bench/bench_launch.py [--runs 5]

Each launch is a fresh interpreter, headless (SDL dummy drivers); the time runs from just before
the process is started to the moment its first frame has been flipped. Issue 16's target: the
game at most 1.5x the bare window. (The executable, dist/mahjong-table, is measured the same way
in docs/release.md with its demo's first screenshot.)
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

GAME = """
import sys, time
sys.path.insert(0, {root!r})
from pathlib import Path
from game.client.app import Storage, open_player_window
from game.client.table_settings import Settings
folder = Path({folder!r})
app = open_player_window(Storage(folder / "settings.json", folder / "saves", folder / "reports"))
app.push("start", Settings())
app.frame(1 / 60)
print(time.time())
"""

BARE = """
import time
import pygame, pygame_gui
pygame.init()
screen = pygame.display.set_mode((1280, 800))
ui = pygame_gui.UIManager((1280, 800))
pygame_gui.elements.UIButton(pygame.Rect(40, 40, 160, 40), "Start", ui)
ui.update(1 / 60)
screen.fill((20, 80, 50))
ui.draw_ui(screen)
pygame.display.flip()
print(time.time())
"""


def launch(code: str) -> float:
    """Seconds from starting a fresh interpreter on `code` to its first flipped frame."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    started = time.time()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout
    return float(out.strip().splitlines()[-1]) - started


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    game: list[float] = []
    bare: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        code = GAME.format(root=str(ROOT), folder=folder)
        launch(code)       # the first run fills the OS file cache for both
        for _ in range(args.runs):
            bare.append(launch(BARE))
            game.append(launch(code))
    g, b = statistics.median(game), statistics.median(bare)
    print(f"launch to first frame, median of {args.runs} (load {os.getloadavg()[0]:.1f}):")
    print(f"  game start screen (source)  {g:.2f} s   (min {min(game):.2f})")
    print(f"  bare pygame_gui window      {b:.2f} s   (min {min(bare):.2f})")
    print(f"  ratio {g / b:.2f} (target <= 1.5)")


if __name__ == "__main__":
    main()
