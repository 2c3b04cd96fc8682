"""Memory over a long session: the window's resident memory after 10 hands and after 60.

    .venv/bin/python bench/bench_memory.py [--hands 60] [--early 10] [--size 1920x1080] [--variant guobiao]

Four bots play at the Fast pace in one window (headless, SDL dummy drivers, frames of 0.1 s
simulated time run back to back), match after match (a new table, seed + 1, whenever a match
ends: the window, its tile art and its caches live on, as in a player's evening). After each
hand the garbage collector runs and the process's resident memory is read from /proc/self/status
(VmRSS; Linux only). Issue 29's target: RSS after 60 hands within 10% of RSS after 10 hands
(the caches of tile images and text are bounded: display/tile_art.py, ui/text.py, ui/painter.py).
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.client.app import App  # noqa: E402
from game.client.match.table_settings import Settings  # noqa: E402

TARGET = 0.10      # RSS growth from hand `early` to the last hand, at most


def rss_mb() -> float:
    """This process's resident memory in MB (VmRSS), 0 where /proc is missing."""
    try:
        with open("/proc/self/status", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return 0.0


def caches(app: App) -> str:
    """What the bounded caches hold now: the shared tile images, the fonts, Python's objects."""
    from game.client.display.fonts import get_font
    art = app.art._cache
    return (f"tile images {len(art)} ({art.bytes / 1e6:.1f} MB), fonts {get_font.cache_info().currsize}, "
            f"objects {len(gc.get_objects())}")


def run(hands: int, early: int, size: tuple[int, int], variant: str, seed: int) -> dict[int, float]:
    """Play `hands` hands in one window; RSS (MB) after each hand, by hands played."""
    app = App(size, resizable=False)
    seen: dict[int, float] = {}
    played = 0
    while played < hands:
        table = app.push("table", Settings(variant=variant, seed=seed, human=None, pace="fast", show_hands=True),
                         hands_to_play=hands - played, demo=True)
        counted = 0
        while app.running and any(scene is table for scene in app.stack.scenes) and played < hands:
            app.frame(0.1)
            done = getattr(table, "hands_played", 0)
            if done != counted:
                played += done - counted
                counted = done
                gc.collect()
                seen[played] = rss_mb()
                if played in (1, early) or played % 10 == 0:
                    print(f"  hand {played:3d}: RSS {seen[played]:6.1f} MB   ({caches(app)})", flush=True)
        app.running = True          # the demo table quits the window after its last hand
        app.stack.clear()
        seed += 1
    return seen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--early", type=int, default=10)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--variant", default="guobiao")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))
    started = time.perf_counter()
    print(f"memory over {args.hands} hands ({args.variant}, {width}x{height}, four bots, Fast pace)")
    seen = run(args.hands, args.early, (width, height), args.variant, args.seed)
    early, last = seen.get(args.early, 0.0), seen.get(args.hands, 0.0)
    if early <= 0 or last <= 0:
        print("  no RSS reading (VmRSS needs Linux's /proc)")
        return 0
    growth = last / early - 1.0
    verdict = "met" if growth <= TARGET else "NOT met"
    print(f"  RSS after {args.early} hands {early:.1f} MB, after {args.hands} {last:.1f} MB: "
          f"{growth * 100:+.1f}% (target <= {TARGET * 100:.0f}%: {verdict}); {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
