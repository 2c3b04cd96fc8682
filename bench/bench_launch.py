"""Launch to first frame: the game's start screen beside a bare pygame_gui window, measured in the
same run (alternating, so a loaded machine weighs on both alike), from source and from the
executable.

    .venv/bin/python bench/bench_launch.py [--runs 5] [--exe dist/mahjong-table] [--bare-exe PATH]
                                           [--no-bytecode-cache]

Each launch is a fresh process, headless (SDL dummy drivers), with its settings and saves in an
empty temporary folder (XDG_CONFIG_HOME / XDG_DATA_HOME). The time runs from just before the
process is started to the moment its first frame has been flipped, which the process writes to
the file named by MAHJONG_LAUNCH_PROBE (game/client/app.py run_window; bench/bare_window.py).

- source: `python main.py` (the game, as `make run` starts it) against `python bench/bare_window.py`.
  Both share one bytecode cache (PYTHONPYCACHEPREFIX in the temporary folder, filled by a first
  run), as a player's checkout has its .pyc files; --no-bytecode-cache keeps the environment's
  own setting instead (with PYTHONDONTWRITEBYTECODE every module is compiled at every launch).
- executable: dist/mahjong-table (`make exe`) against the bare window frozen the same way
  (--bare-exe, built by `pyinstaller bench/bare_window.spec`); without a frozen bare window the
  executable is compared with the bare window from source and with its own `--help` (the
  bootloader unpacking the bundle and starting Python, which every one-file build pays).

Issue 16's target: the game at most 1.5x the bare window. The CPU seconds each process spent up
to its first frame (time.process_time, written to the probe too) are printed beside the wall
times: on a loaded machine they move less.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]
PROBE = "MAHJONG_LAUNCH_PROBE"          # game/client/app.py LAUNCH_PROBE
DEFAULT_EXE = ROOT / "dist" / ("mahjong-table.exe" if os.name == "nt" else "mahjong-table")
DEFAULT_BARE_EXE = ROOT / "dist" / ("bare-window.exe" if os.name == "nt" else "bare-window")


@dataclass
class Launches:
    """The wall and CPU seconds of one kind of launch, run after run."""

    name: str
    command: list[str]
    env: dict[str, str]
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def median(self) -> float:
        return statistics.median(self.wall)

    def line(self) -> str:
        return (f"  {self.name:<34} {self.median():.2f} s   (min {min(self.wall):.2f}, "
                f"cpu {statistics.median(self.cpu):.2f} s)")


def base_env(folder: Path, bytecode_cache: bool, frozen: bool) -> dict[str, str]:
    """The launch's environment: headless, its own empty settings and saves, the probe file; a
    frozen program gets no PYTHON* variables (as a player's machine)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"))
    env[PROBE] = str(folder / "first-frame")
    if frozen:
        return {k: v for k, v in env.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    if bytecode_cache:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(folder / "pycache")
    return env


def launch(kind: Launches) -> None:
    """Run one launch of `kind` to its end; add the seconds to its first frame and the CPU seconds
    it spent until then."""
    probe = Path(kind.env[PROBE])
    probe.unlink(missing_ok=True)
    started = time.time()
    done = subprocess.run(kind.command, capture_output=True, text=True, env=kind.env, cwd=probe.parent,
                          timeout=120)
    if done.returncode != 0 or not probe.exists():
        raise SystemExit(f"{kind.name}: no first frame (exit {done.returncode}): {done.stderr[-1500:]}")
    flipped, cpu = (float(word) for word in probe.read_text(encoding="utf-8").split())
    kind.wall.append(flipped - started)
    kind.cpu.append(cpu)


def help_seconds(exe: Path, env: dict[str, str], runs: int) -> float:
    """Median seconds of `exe --help`: the bootloader and Python starting, no window."""
    times = []
    for _ in range(runs):
        started = time.time()
        subprocess.run([str(exe), "--help"], capture_output=True, env=env, check=True, timeout=120)
        times.append(time.time() - started)
    return statistics.median(times)


def run(runs: int, exe: Optional[Path], bare_exe: Optional[Path], bytecode_cache: bool) -> None:
    """Measure and print every launch kind, alternating within each round."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        source = base_env(folder, bytecode_cache, frozen=False)
        frozen = base_env(folder, bytecode_cache, frozen=True)
        game = Launches("game start screen (source)", [sys.executable, str(ROOT / "main.py")], source)
        bare = Launches("bare pygame_gui window (source)", [sys.executable, str(ROOT / "bench" / "bare_window.py")],
                        source)
        kinds = [bare, game]
        game_exe = bare_frozen = None
        if exe is not None:
            game_exe = Launches("game start screen (executable)", [str(exe)], frozen)
            kinds.append(game_exe)
        if bare_exe is not None:
            bare_frozen = Launches("bare pygame_gui window (executable)", [str(bare_exe)], frozen)
            kinds.append(bare_frozen)
        for kind in kinds:      # the first runs fill the OS file cache and the bytecode cache
            launch(kind)
            kind.wall.clear()
            kind.cpu.clear()
        for _ in range(runs):
            for kind in kinds:
                launch(kind)
        cache = "a shared bytecode cache" if bytecode_cache else "the environment's bytecode setting"
        print(f"launch to first frame, median of {runs} (load {os.getloadavg()[0]:.1f}; source with {cache}):")
        for kind in kinds:
            print(kind.line())
        print(f"  ratio from source     {game.median() / bare.median():.2f}   (cpu {ratio(game.cpu, bare.cpu):.2f}; target <= 1.5)")
        if game_exe is not None and bare_frozen is not None:
            print(f"  ratio from executable {game_exe.median() / bare_frozen.median():.2f}   "
                  f"(cpu {ratio(game_exe.cpu, bare_frozen.cpu):.2f}; target <= 1.5)")
        elif game_exe is not None and exe is not None:
            start = help_seconds(exe, frozen, runs)
            print(f"  executable --help (bootloader + Python) {start:.2f} s: the game's own part "
                  f"{game_exe.median() - start:.2f} s; executable / bare from source "
                  f"{game_exe.median() / bare.median():.2f} (no frozen bare window: --bare-exe)")


def ratio(a: list[float], b: list[float]) -> float:
    """The ratio of two medians (0 when the second is 0: CPU time unknown)."""
    below = statistics.median(b)
    return statistics.median(a) / below if below else 0.0


def main(argv: Optional[list[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--exe", type=Path, default=None,
                        help=f"the game's executable (default {DEFAULT_EXE.relative_to(ROOT)} when built)")
    parser.add_argument("--bare-exe", type=Path, default=None,
                        help=f"the frozen bare window (default {DEFAULT_BARE_EXE.relative_to(ROOT)} when built)")
    parser.add_argument("--no-exe", action="store_true", help="measure from source only")
    parser.add_argument("--no-bytecode-cache", action="store_true",
                        help="keep the environment's bytecode setting for the source launches")
    args = parser.parse_args(argv)
    exe = args.exe or (DEFAULT_EXE if DEFAULT_EXE.exists() else None)
    bare_exe = args.bare_exe or (DEFAULT_BARE_EXE if DEFAULT_BARE_EXE.exists() else None)
    if args.no_exe:
        exe = bare_exe = None
    run(args.runs, exe, bare_exe, not args.no_bytecode_cache)


if __name__ == "__main__":
    main()
