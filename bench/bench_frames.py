"""Frame times of the demo table: the narrated bot demo at the Normal pace, 1280x800, headless.

    .venv/bin/python bench/bench_frames.py [--variant guobiao] [--seed 1] [--frames 3000] [--in-frame]

Per frame it reports p50 / p99 / max of three times measured in the same run:
- frame: all of App.frame (input, update with the bots' decisions, draw, flip);
- decide: the part of the frame spent stepping the session (TableScene._step_session: applying a
  bot's answer and asking the decision worker for the next; with --in-frame, the bots deciding
  inside the frame as before the worker);
- redraw: the same screen drawn again right after the frame with nothing updated (the bare
  redraw of the same tiles), the floor a frame cannot go below.
Issue 16's target: frame p99 <= 8 ms and max <= 33 ms on 2 cores, or, on a loaded machine, the
ratio of frame to redraw.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Optional

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.client.app import App, percentile  # noqa: E402
from game.client.scenes import table as table_module  # noqa: E402
from game.client.table_settings import Settings  # noqa: E402

FRAME = 1.0 / 60


def _row(name: str, values: list[float]) -> str:
    return (f"{name:<8} p50 {percentile(values, 50):6.2f} ms   p99 {percentile(values, 99):6.2f} ms   "
            f"max {max(values, default=0.0):6.2f} ms")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="guobiao")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--frames", type=int, default=3000, help="frames measured (50 s of play at 60 fps)")
    parser.add_argument("--paced", action="store_true",
                        help="wait out each 1/60 s like the window's clock (the worker thinks in the wait)")
    parser.add_argument("--in-frame", action="store_true", help="the bots decide inside the frame (no worker)")
    args = parser.parse_args(argv)
    if args.in_frame:
        table_module.THREADED_BOTS = False
    app = App((1280, 800), resizable=False)
    table = app.push("table", Settings(variant=args.variant, seed=args.seed, human=None, pace="normal",
                                       show_hands=True), demo=True)
    app.frame(FRAME)    # the table starts up: its session exists from here on
    decide: list[float] = []
    spent = [0.0]
    real_step = table._step_session

    def timed_step() -> Optional[bool]:
        started = time.perf_counter()
        try:
            return real_step()
        finally:
            spent[0] += time.perf_counter() - started

    table._step_session = timed_step    # type: ignore[method-assign]
    frames: list[float] = []
    redraw: list[float] = []
    for _ in range(args.frames):
        if not app.running or app.stack.top is None:
            break
        spent[0] = 0.0
        started = time.perf_counter()
        app.frame(FRAME)
        frames.append((time.perf_counter() - started) * 1000.0)
        decide.append(spent[0] * 1000.0)
        started = time.perf_counter()
        app.draw()
        redraw.append((time.perf_counter() - started) * 1000.0)
        if args.paced:
            app.clock.tick(60)
    mode = ("bots in the frame" if args.in_frame else "bots in the worker thread") + (", paced" if args.paced else "")
    print(f"{args.variant} demo ({mode}), normal pace, 1280x800 headless, {len(frames)} frames, "
          f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    print(_row("frame", frames))
    print(_row("decide", decide))
    print(_row("redraw", redraw))
    bare = percentile(redraw, 99) or 1.0
    print(f"frame p99 / redraw p99 = {percentile(frames, 99) / bare:.1f}; "
          f"frames over 33 ms: {sum(1 for f in frames if f > 33.0)}")


if __name__ == "__main__":
    main()
