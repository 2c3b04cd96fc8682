"""Windows that play by themselves: the narrated bot demo (`run_demo`, with headless shots and
frame-time stats for tools and tests) and a saved action log in the replay viewer
(`run_replay`). Imported by their commands only (main.py demo / replay): a player's launch never
loads this module."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any, Optional

import pygame

from game.client.match.table_settings import Settings

from .app import DEFAULT_SIZE, FPS, App


def run_replay(lines: list[str], fast: bool = False) -> int:
    """Replay a saved action log in the window's replay viewer (scenes/replay_viewer.py: every
    hand a move at a time, forward and back). A log that does not replay is refused first, with
    the line where it diverged (exit 2). `fast`: playing starts at 2×."""
    from game.client.scenes.replay_parts.steps import load_replay
    from game.client.scenes.replay_viewer import ReplayViewerScene
    from game.session import ReplayError
    try:
        load_replay(lines)
    except ReplayError as exc:
        print(f"replay: {exc}", file=sys.stderr)
        return 2
    app = App()
    viewer = app.push("replay_viewer", lines)
    if fast and isinstance(viewer, ReplayViewerScene):
        viewer.act("faster")
    app.run()
    pygame.quit()
    return 0


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, min(len(ordered), -(-len(ordered) * q // 100)))
    return ordered[int(rank) - 1]


def frame_stats(frame_ms: list[float]) -> dict[str, Any]:
    """Frame count and work-per-frame percentiles (ms) of a run, for frames.json."""
    return {
        "frames": len(frame_ms),
        "p50_ms": round(percentile(frame_ms, 50), 3),
        "p95_ms": round(percentile(frame_ms, 95), 3),
        "p99_ms": round(percentile(frame_ms, 99), 3),
        "max_ms": round(max(frame_ms), 3) if frame_ms else 0.0,
    }


def run_demo(variant: str, seed: int, hands: int = 1, shots_dir: Optional[str] = None,
             fast: bool = False, *, size: tuple[int, int] = DEFAULT_SIZE,
             max_frames: int = 200_000, options: Optional[dict[str, Any]] = None) -> int:
    """Four bots play `hands` hands, narrated. With `shots_dir`, run headless, save a PNG at each
    milestone (NN-<milestone>.png) and frames.json with frame-time percentiles; return 0. The
    table plays by `options` (a preset's, with --option on top: main.py).

    Headless runs use a fixed simulated frame time (1/60 s), so the shots do not depend on how
    fast the machine is; frames.json reports the real work per frame.
    """
    shots = Path(shots_dir) if shots_dir is not None else None
    headless = shots is not None
    if shots is not None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        shots.mkdir(parents=True, exist_ok=True)
    app = App(size, resizable=not headless)
    settings = Settings(variant=variant, seed=seed, human=None, pace="fast" if fast else "normal",
                        show_hands=True, options=dict(options or {}))
    saved: list[str] = []

    def shoot(milestone: str) -> None:
        """A milestone of the demo: its picture, saved once the frame is drawn (headless only)."""
        if shots is None:
            return
        name = f"{len(saved) + 1:02d}-{milestone}.png"
        saved.append(name)
        # Save after the frame is drawn, so the picture is what the player saw.
        app.after_frame.append(lambda: pygame.image.save(app.screen, str(shots / name)))

    app.push("table", settings, hands_to_play=hands, on_milestone=shoot, demo=True)
    frames = 0
    while app.running and app.stack.top is not None and frames < max_frames:
        if headless:
            app.frame(1.0 / FPS)
        else:
            app.frame(min(app.clock.tick(FPS) / 1000.0, 0.1))
        frames += 1
    # Let the last shot's callback run.
    for callback in app.after_frame:
        callback()
    app.after_frame = []
    stats = frame_stats(app.frame_ms)
    stats.update({"variant": variant, "seed": seed, "hands": hands, "shots": saved,
                  "finished": app.stack.top is None or not app.running})
    if shots is not None:
        with open(shots / "frames.json", "w", encoding="utf-8") as handle:
            json.dump(stats, handle, ensure_ascii=False, indent=2)
    app.stack.clear()
    # pygame stays initialised: fonts and tile images are cached process-wide (the CLI exits next).
    return 0
