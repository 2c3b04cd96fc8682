"""Frame times of the demo table: the narrated bot demo at the Normal pace, 1280x800, headless.

    .venv/bin/python bench/bench_frames.py [--variant guobiao] [--seed 1] [--frames 3000] [--in-frame]
        [--paced] [--human] [--slowest 10] [--profile]

Per frame it reports p50 / p99 / max of three times measured in the same run:
- frame: App.frame up to the end of its flip (input, update with the bots' decisions, draw, flip:
  the picture's time; what runs after the flip, the table's short wait for the bots' thread, is
  in the wait the window's clock makes anyway, and is listed as "after");
- decide: the part of the frame spent stepping the session (TableDriver.step_session: applying a
  bot's answer and asking the decision worker for the next; with --in-frame, the bots deciding
  inside the frame as before the worker);
- frame cpu: the main thread's CPU time in the frame (time.thread_time): what the frame costs
  without the waits a loaded machine adds (a thread descheduled, the lock of Python's GIL);
- redraw: the same screen drawn again right after the frame with nothing updated (the bare
  redraw of the same tiles), the floor a frame cannot go below.
With --human a human plays seat 0 by the hint (F1 at every prompt, the hint played once it shows):
the teaching panel's hints and waits are in the run. The slowest frames are listed with where
their time went (scene update, widgets' update, draw, flip, the garbage collector); --profile adds
the functions that took longest in the slowest frames (cProfile around each frame: slower overall).
Issue 16's target: frame p99 <= 8 ms and max <= 33 ms on 2 cores, or, on a loaded machine, the
ratio of frame to redraw.
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import io
import os
import pstats
import sys
import time
from pathlib import Path
from typing import Callable, Optional

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.client.app import App  # noqa: E402
from game.client.demo_run import percentile  # noqa: E402
from game.client.scenes import table as table_module  # noqa: E402
from game.client.match.table_settings import Settings  # noqa: E402

FRAME = 1.0 / 60


def _row(name: str, values: list[float]) -> str:
    return (f"{name:<9} p50 {percentile(values, 50):6.2f} ms   p99 {percentile(values, 99):6.2f} ms   "
            f"max {max(values, default=0.0):6.2f} ms")


PHASES = ("input", "update", "widgets", "draw", "flip", "gc", "other", "after")


class Phases:
    """Milliseconds of each phase of the frame being measured (wrapped calls, gc callbacks)."""

    def __init__(self) -> None:
        self.now: dict[str, float] = {}
        self._gc_started = 0.0
        self.ended = 0.0     # when the last wrapped call ended (after the flip: the picture is out)

    def clear(self) -> None:
        self.now = {name: 0.0 for name in PHASES}

    def wrap(self, name: str, call: Callable) -> Callable:
        def timed(*args, **kwargs):
            started = time.perf_counter()
            try:
                return call(*args, **kwargs)
            finally:
                self.ended = time.perf_counter()
                self.now[name] = self.now.get(name, 0.0) + (self.ended - started) * 1000.0
        return timed

    def on_gc(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
        else:
            key = f"gc{info.get('generation', '?')}"
            spent = (time.perf_counter() - self._gc_started) * 1000.0
            self.now["gc"] = self.now.get("gc", 0.0) + spent
            self.now[key] = self.now.get(key, 0.0) + spent


def follow_hint(table) -> bool:
    """The bench's human: F1 at every prompt, the hint played once it shows (never waiting);
    True when a hint was played."""
    prompt = table.prompt
    if prompt is None or table.queue or table.timeline.running:
        return False
    panel = table.teaching
    if panel.hint_prompt is not prompt:
        panel.ask_hint()
        return False
    given = panel.ready_hint()
    if given is None:
        return False
    table._act(given.action)
    return True


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="guobiao")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--frames", type=int, default=3000, help="frames measured (50 s of play at 60 fps)")
    parser.add_argument("--paced", action="store_true",
                        help="wait out each 1/60 s like the window's clock (the worker thinks in the wait)")
    parser.add_argument("--in-frame", action="store_true", help="the bots decide inside the frame (no worker)")
    parser.add_argument("--human", action="store_true", help="a human plays seat 0 by the hints")
    parser.add_argument("--slowest", type=int, default=10, help="slowest frames listed with their phases")
    parser.add_argument("--profile", action="store_true", help="cProfile the slowest frames (slower run)")
    parser.add_argument("--switch-ms", type=float, default=None,
                        help="sys.setswitchinterval for the run (how long a thread may keep the GIL)")
    args = parser.parse_args(argv)
    if args.switch_ms is not None:
        sys.setswitchinterval(args.switch_ms / 1000.0)
    if args.in_frame:
        table_module.THREADED_BOTS = False
    app = App((1280, 800), resizable=False)
    human = 0 if args.human else None
    table = app.push("table", Settings(variant=args.variant, seed=args.seed, human=human, pace="normal",
                                       show_hands=True, name="Bench"), demo=not args.human)
    app.frame(FRAME)    # the table starts up: its session exists from here on
    decide: list[float] = []
    spent = [0.0]
    real_step = table.driver.step_session

    def timed_step() -> Optional[bool]:
        started = time.perf_counter()
        try:
            return real_step()
        finally:
            spent[0] += time.perf_counter() - started

    table.driver.step_session = timed_step    # type: ignore[method-assign]
    phases = Phases()
    app.handle_input = phases.wrap("input", app.handle_input)    # type: ignore[method-assign]
    app.stack.update = phases.wrap("update", app.stack.update)   # type: ignore[method-assign]
    app.ui.update = phases.wrap("widgets", app.ui.update)        # type: ignore[method-assign]
    real_draw = app.draw
    app.draw = phases.wrap("draw", real_draw)                    # type: ignore[method-assign]
    timed_flip = phases.wrap("flip", pygame.display.flip)
    flip_ended = [0.0]

    def flip() -> None:
        timed_flip()
        flip_ended[0] = time.perf_counter()

    pygame.display.flip = flip
    gc.callbacks.append(phases.on_gc)
    frames: list[float] = []
    cpu: list[float] = []
    redraw: list[float] = []
    slow: list[tuple[float, int, dict[str, float], str]] = []   # (ms, frame, phases, profile)
    load_at_start = os.getloadavg()[0]
    hints = 0
    for number in range(args.frames):
        if not app.running or app.stack.top is None:
            break
        if args.human and app.stack.top is not table:   # the human's settlement sheet: on to the next hand
            closer = getattr(app.stack.top, "close", None)
            if closer is not None and getattr(app.stack.top, "table", None) is table:
                closer()
        if args.human and follow_hint(table):
            hints += 1
        spent[0] = 0.0
        phases.clear()
        profile = cProfile.Profile() if args.profile else None
        started, cpu_started = time.perf_counter(), time.thread_time()
        if profile is not None:
            profile.enable()
        app.frame(FRAME)
        if profile is not None:
            profile.disable()
        whole = (time.perf_counter() - started) * 1000.0
        took = (flip_ended[0] - started) * 1000.0
        cpu.append((time.thread_time() - cpu_started) * 1000.0)
        phases.now["after"] = whole - took
        phases.now["other"] = took - sum(phases.now[name] for name in PHASES if name not in ("gc", "other", "after"))
        frames.append(took)
        decide.append(spent[0] * 1000.0)
        if len(slow) < args.slowest or took > slow[-1][0]:
            text = ""
            if profile is not None:
                out = io.StringIO()
                pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(8)
                text = out.getvalue()
            slow.append((took, number, dict(phases.now, decide=spent[0] * 1000.0), text))
            slow.sort(key=lambda s: -s[0])
            del slow[args.slowest:]
        started = time.perf_counter()
        real_draw()
        redraw.append((time.perf_counter() - started) * 1000.0)
        if args.paced:
            app.clock.tick(60)
    gc.callbacks.remove(phases.on_gc)
    mode = ("bots in the frame" if args.in_frame else "bots in the worker thread") + (", paced" if args.paced else "")
    who = "a human by the hints and three bots" if args.human else "demo"
    print(f"{args.variant} {who} ({mode}), normal pace, 1280x800 headless, {len(frames)} frames, "
          f"{os.cpu_count()} cores, load {load_at_start:.1f} -> {os.getloadavg()[0]:.1f}"
          + (", cProfile on" if args.profile else "")
          + f", switch interval {sys.getswitchinterval() * 1000:.1f} ms, hands played {table.hands_played}"
          + (f", hints played {hints}" if args.human else ""))
    print(_row("frame", frames))
    print(_row("frame cpu", cpu))
    print(_row("decide", decide))
    print(_row("redraw", redraw))
    bare = percentile(redraw, 99) or 1.0
    print(f"frame p99 / redraw p99 = {percentile(frames, 99) / bare:.1f}; "
          f"frames over 33 ms: {sum(1 for f in frames if f > 33.0)}")
    if slow:
        print(f"slowest {len(slow)} frames (ms): " + ", ".join(PHASES) + ", decide")
    for took, number, spent_in, text in slow:
        parts = " ".join(f"{name} {spent_in.get(name, 0.0):5.2f}" for name in (*PHASES, "decide"))
        gens = " ".join(f"{k} {v:.2f}" for k, v in sorted(spent_in.items()) if k.startswith("gc") and k != "gc")
        print(f"  frame {number:5d} {took:6.2f}: {parts}" + (f" ({gens})" if gens else ""))
        if text:
            print("\n".join("      " + line for line in text.splitlines() if line.strip())[:3000])


if __name__ == "__main__":
    main()
