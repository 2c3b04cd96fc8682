"""Idle cost: CPU of the window while nothing moves, beside a bare pygame loop.

    .venv/bin/python bench/bench_idle.py [--seconds 5] [--dummy]

Each case runs in a fresh process for 1.5 s to settle and is then measured for `--seconds`: the
process's CPU seconds (every thread: time.process_time) per wall second, in % of one core.
- bare flip: a bare pygame loop that fills and flips its 1280×800 window 60 times a second;
- bare wait: a bare loop that waits for input (pygame.event.wait with a 250 ms timeout);
- start / table / settlement: the game's window (game/client/app.py `App.loop_once`, as `run`
  turns it) on the start screen, at a human's table waiting for the player's discard, and on a
  read settlement sheet; each also as before issue 29 ("always draws": `App.resting` patched
  to False, so the loop draws 60 frames a second whatever happens).
The window is a virtual X display (Xvfb 1280×800, started here when it is installed), else SDL's
dummy driver (`--dummy`, or no Xvfb): no real screen, so the figures are the game's own work.
Issue 29's target: at most 3% of a core in each of the three still states, the bare wait loop
being about 1–3% (pygame.event.wait looks at the queue every millisecond; the window looks every
8 ms: app.py REST_SLICE).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1280, 800)
SETTLE = 1.5
TARGET = 3.0
CASES = ("bare flip", "bare wait", "start", "start, always draws", "table", "table, always draws",
         "settlement", "settlement, always draws")


def measure(turn, seconds: float) -> float:
    """Run `turn()` for SETTLE seconds, then for `seconds`: CPU % of one core meanwhile."""
    end = time.perf_counter() + SETTLE
    while time.perf_counter() < end:
        turn()
    wall, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall < seconds:
        turn()
    return 100.0 * (time.process_time() - cpu) / (time.perf_counter() - wall)


def bare(case: str, seconds: float) -> float:
    """The bare loops: flipping 60 times a second, or waiting for input."""
    import pygame
    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    clock = pygame.time.Clock()

    def flip() -> None:
        pygame.event.get()
        screen.fill((20, 90, 50))
        pygame.display.flip()
        clock.tick(60)

    return measure(flip if case == "bare flip" else (lambda: pygame.event.wait(250)), seconds)


def answer(table) -> None:
    """The player's answer at a prompt: pass a claim, discard the drawn tile, else the first button."""
    prompt = table.prompt
    if prompt.pass_action is not None:
        table._act(prompt.pass_action)
    elif prompt.kind == "turn" and table.discard_index(len(table.human_tiles()) - 1):
        return
    elif table.button_entries():
        table.press(table.button_entries()[0][2])


def game(case: str, seconds: float) -> tuple[float, str]:
    """The game's window in one of its still states (the module's docstring); the CPU % and the
    screen measured (with its prompt, at the table)."""
    sys.path.insert(0, str(ROOT))
    from game.client.app import App
    from game.client.match.table_settings import Settings
    from game.settings import UserSettings
    app = App(SIZE, resizable=False, user=UserSettings(language="en"))
    if case.endswith("always draws"):
        app.resting = lambda: False    # type: ignore[method-assign]
    if case.startswith("start"):
        app.push("start", Settings())
    else:
        table = app.push("table", Settings(variant="guobiao", seed=5, human=0, pace="fast"))
        for _ in range(20_000):        # run on (0.1 s frames) to the state measured
            app.frame(0.1)
            if case.startswith("table") and table.prompt is not None and table.prompt.kind == "turn" \
                    and not table.wants_frames():
                break
            if case.startswith("settlement") and app.stack.top is not table:
                if getattr(app.stack.top, "ready", False):
                    break
                continue
            if table.prompt is not None and not table.wants_frames() and case.startswith("settlement"):
                answer(table)
        else:
            raise SystemExit(f"{case}: the state was never reached")
    cpu = measure(app.loop_once, seconds)
    top = app.stack.top
    prompt = getattr(top, "prompt", None)
    return cpu, type(top).__name__ + (f" asking '{prompt.kind}'" if prompt is not None else "")


def one(case: str, seconds: float) -> None:
    """Measure `case` in this process and print it as JSON."""
    cpu, screen = (bare(case, seconds), "") if case.startswith("bare") else game(case, seconds)
    print(json.dumps({"case": case, "cpu": cpu, "screen": screen}))


def start_display() -> tuple[dict[str, str], subprocess.Popen | None, str]:
    """A virtual X display for the cases (Xvfb), else the dummy driver; the environment for them."""
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    xvfb = shutil.which("Xvfb")
    if xvfb is None or "--dummy" in sys.argv:
        env["SDL_VIDEODRIVER"] = "dummy"
        return env, None, "SDL dummy driver"
    for number in range(91, 120):
        if Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
            continue
        server = subprocess.Popen([xvfb, f":{number}", "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.1)
        env.update(DISPLAY=f":{number}", SDL_VIDEODRIVER="x11")
        return env, server, f"Xvfb :{number} {SIZE[0]}x{SIZE[1]}"
    env["SDL_VIDEODRIVER"] = "dummy"
    return env, None, "SDL dummy driver"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--dummy", action="store_true", help="SDL's dummy video driver, not Xvfb")
    parser.add_argument("--case", choices=CASES, help=argparse.SUPPRESS)   # one case, in a child process
    args = parser.parse_args()
    if args.case is not None:
        one(args.case, args.seconds)
        return 0
    env, server, where = start_display()
    print(f"idle CPU, % of one core ({where}; {args.seconds:.0f} s each after {SETTLE} s)")
    try:
        for case in CASES:
            done = subprocess.run([sys.executable, __file__, "--case", case, "--seconds", str(args.seconds)],
                                  env=env, capture_output=True, text=True, timeout=600)
            lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
            if done.returncode != 0 or not lines:
                print(f"  {case:<24} failed: {done.stderr.strip()[-400:]}")
                continue
            result = json.loads(lines[-1])
            cpu = result["cpu"]
            still = not case.startswith("bare") and not case.endswith("always draws")
            mark = f"   (target <= {TARGET:.0f}%: {'met' if cpu <= TARGET else 'NOT met'})" if still else ""
            print(f"  {case:<24} {cpu:5.1f}%{mark}" + (f"   [{result['screen']}]" if result["screen"] else ""))
    finally:
        if server is not None:
            server.terminate()
            server.wait(5)
    return 0


if __name__ == "__main__":
    sys.exit(main())
