"""The window and its loop: `run_window` for players, `run_demo` for the narrated bot demo.

The loop is the standard one: `dt = clock.tick(60) / 1000`; every input event goes to the
pygame_gui UIManager and then to the top scene; `update(dt)`; draw the scenes, then the widgets.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

import pygame
import pygame_gui

from .resources import resource_path
from .scenes.base import Scene, SceneStack
from .tile_art import TileArt

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (800, 500)
PACES = ("slow", "normal", "fast")
FPS = 60


@dataclass
class Settings:
    """What the start screen chose (or the command line)."""

    variant: str = "guobiao"
    name: str = "你"
    pace: str = "normal"
    seed: Optional[int] = None
    human: Optional[int] = 0          # None: four bots (the demo)
    show_hands: bool = False          # teaching option: bots' hands face up
    claim_seconds: float = 12.0       # countdown of a claim prompt (auto-pass at zero)
    bot_kind: str = "default"
    options: dict = field(default_factory=dict)


def load_theme() -> dict:
    """assets/theme.json with its font paths made absolute (pygame_gui reads them from the cwd)."""
    with open(resource_path("assets", "theme.json"), encoding="utf-8") as handle:
        theme = json.load(handle)
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if not isinstance(font, dict):
            continue
        for key in ("regular_path", "bold_path"):
            if key in font:
                font[key] = str(resource_path(*Path(font[key]).parts))
    return theme


class App:
    """The window, the UI manager, the tile art and the scene stack."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, *, resizable: bool = True,
                 caption: str = "麻将 Mahjong") -> None:
        pygame.init()
        flags = pygame.RESIZABLE if resizable else 0
        self.screen = pygame.display.set_mode(size, flags)
        pygame.display.set_caption(caption)
        self.size = self.screen.get_size()
        self.ui = pygame_gui.UIManager(self.size, load_theme())
        # Bold text in text boxes (<b>) and bold theme blocks need their sizes loaded up front.
        self.ui.preload_fonts([{"name": "notosanssc", "point_size": size, "style": style}
                               for size in (14, 16, 18) for style in ("bold",)])
        self.art = TileArt()
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_ms: list[float] = []     # work per frame (update + draw), for the demo stats
        self.after_frame: list[Callable[[], None]] = []  # run once after the next flip

    # ---------------------------------------------------------------- the loop
    def handle_input(self) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type == pygame.VIDEORESIZE:
                self.resize((max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)))
                continue
            self.dispatch(event)

    def dispatch(self, event: pygame.event.Event) -> None:
        """One input event: widgets first; the top scene sees it too (it may ignore it)."""
        self.ui.process_events(event)
        self.stack.process_event(event)

    def resize(self, size: tuple[int, int]) -> None:
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = self.screen.get_size()
        self.ui.set_window_resolution(self.size)
        self.art.clear()
        self.stack.resize(self.size)

    def frame(self, dt: float) -> None:
        """One frame of work: input, update, draw, flip."""
        start = time.perf_counter()
        self.handle_input()
        self.stack.update(dt)
        self.ui.update(dt)
        self.draw()
        pygame.display.flip()
        self.frame_ms.append((time.perf_counter() - start) * 1000.0)
        callbacks, self.after_frame = self.after_frame, []
        for callback in callbacks:
            callback()

    def draw(self) -> None:
        self.stack.draw(self.screen)
        self.ui.draw_ui(self.screen)

    def run(self) -> None:
        while self.running and self.stack.top is not None:
            dt = self.clock.tick(FPS) / 1000.0
            self.frame(min(dt, 0.1))  # a long stall (window dragged) must not skip animations
        self.stack.clear()

    def quit(self) -> None:
        self.running = False

    def push(self, scene: Scene) -> Scene:
        return self.stack.push(scene)

    def replace(self, scene: Scene) -> Scene:
        return self.stack.replace(scene)

    def pop(self) -> None:
        self.stack.pop()


def run_window(variant: Optional[str] = None, seed: Optional[int] = None, fast: bool = False) -> int:
    """Open the game window: the start screen, or straight to a table when `variant` is given."""
    from .scenes.start import StartScene
    from .scenes.table import TableScene

    app = App()
    if variant is None:
        app.push(StartScene(app, Settings(pace="fast" if fast else "normal", seed=seed)))
    else:
        app.push(TableScene(app, Settings(variant=variant, seed=seed, pace="fast" if fast else "normal")))
    app.run()
    pygame.quit()
    return 0


class ReplaySession:
    """A recorded match played back through the table: the session API over a finished event
    list (unmasked, so every hand is shown face up). Nothing is decided here either."""

    def __init__(self, events: list) -> None:
        self.hands: list[list] = [[]]
        for event in events:
            if type(event).__name__ == "HandStarted" and any(
                    type(e).__name__ == "Settled" for e in self.hands[-1]):
                self.hands.append([])
            self.hands[-1].append(event)
        self.index = 0
        self.delivered = False

    def poll_events(self, player: Optional[int]) -> list:
        if self.delivered or self.index >= len(self.hands):
            return []
        self.delivered = True
        return list(self.hands[self.index])

    def step(self) -> bool:
        return False

    def waiting_for_human(self) -> bool:
        return False

    def human_actions(self) -> list:
        return []

    @property
    def hand_over(self) -> bool:
        return self.delivered

    @property
    def match_over(self) -> bool:
        return self.delivered and self.index >= len(self.hands) - 1

    def next_hand(self) -> None:
        self.index += 1
        self.delivered = False

    @property
    def scores(self) -> tuple[int, ...]:
        # Seat scores of the last settled hand (the standings scene falls back to the table).
        for hand in reversed(self.hands[:self.index + 1]):
            for event in reversed(hand):
                if type(event).__name__ == "Settled":
                    return tuple(event.scores)
        return (0, 0, 0, 0)


def run_replay(lines: list[str], fast: bool = False) -> int:
    """Replay a saved action log through the window (the engine re-runs it, then the table shows
    every event). A log that does not replay is refused with the line where it diverged."""
    import sys

    from game.session import ReplayError, replay_log

    from .scenes.table import TableScene

    events: list = []
    try:
        summary = replay_log(lines, on_events=events.extend)
    except ReplayError as exc:
        print(f"replay: {exc}", file=sys.stderr)
        return 2
    app = App()
    settings = Settings(variant=summary.get("variant") or "guobiao", human=None, show_hands=True,
                        pace="fast" if fast else "normal")
    app.push(TableScene(app, settings, session=ReplaySession(events)))
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


def frame_stats(frame_ms: list[float]) -> dict:
    return {
        "frames": len(frame_ms),
        "p50_ms": round(percentile(frame_ms, 50), 3),
        "p95_ms": round(percentile(frame_ms, 95), 3),
        "p99_ms": round(percentile(frame_ms, 99), 3),
        "max_ms": round(max(frame_ms), 3) if frame_ms else 0.0,
    }


def run_demo(variant: str, seed: int, hands: int = 1, shots_dir: Optional[str] = None,
             fast: bool = False, *, size: tuple[int, int] = DEFAULT_SIZE,
             max_frames: int = 200_000) -> int:
    """Four bots play `hands` hands, narrated. With `shots_dir`, run headless, save a PNG at each
    milestone (NN-<milestone>.png) and frames.json with frame-time percentiles; return 0.

    Headless runs use a fixed simulated frame time (1/60 s), so the shots do not depend on how
    fast the machine is; frames.json reports the real work per frame.
    """
    from .scenes.table import TableScene

    headless = shots_dir is not None
    if headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        Path(shots_dir).mkdir(parents=True, exist_ok=True)
    app = App(size, resizable=not headless)
    settings = Settings(variant=variant, seed=seed, human=None, pace="fast" if fast else "normal",
                        show_hands=True)
    saved: list[str] = []

    def shoot(milestone: str) -> None:
        if shots_dir is None:
            return
        name = f"{len(saved) + 1:02d}-{milestone}.png"
        saved.append(name)
        # Save after the frame is drawn, so the picture is what the player saw.
        app.after_frame.append(lambda: pygame.image.save(app.screen, str(Path(shots_dir) / name)))

    table = TableScene(app, settings, hands_to_play=hands, on_milestone=shoot, demo=True)
    app.push(table)
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
    if shots_dir is not None:
        with open(Path(shots_dir) / "frames.json", "w", encoding="utf-8") as handle:
            json.dump(stats, handle, ensure_ascii=False, indent=2)
    app.stack.clear()
    # pygame stays initialised: fonts and tile images are cached process-wide (the CLI exits next).
    return 0
