"""The window rests while nothing moves (issue 29, "Light on the machine"): the loop draws no
frame and flips nothing while a start screen, a table waiting for the player or a read
settlement sits still; it draws every frame while something moves; a thread's answer wakes it."""
import math
import threading

import pygame
import pytest

from game.client import app as app_module
from game.client.app import App
from game.client.match.decision_worker import DecisionWorker
from game.client.match.table_settings import Settings
from game.client.scenes.table_parts import stage as stage_module

N = 12


@pytest.fixture
def window(monkeypatch):
    """A window whose loop rests at once: no awake time after input, a 2 ms poll."""
    monkeypatch.setattr(app_module, "AWAKE_AFTER_INPUT", 0.0)
    monkeypatch.setattr(app_module, "IDLE_POLL_MS", 2)
    monkeypatch.setattr(app_module, "REST_SLICE", 0.0005)
    monkeypatch.setattr(app_module, "FPS", 0)       # clock.tick(0): no frame waits in tests
    window = App((1024, 640), resizable=False)
    pygame.event.clear()
    yield window
    window.stack.clear()


class Counts:
    """Flips of the display and draws of the scenes' pictures while the loop turns."""

    def __init__(self, monkeypatch, window: App) -> None:
        self.flips = 0
        self.draws = 0
        real_flip, real_draw = pygame.display.flip, window.stack.draw

        def flip() -> None:
            self.flips += 1
            real_flip()

        def draw(surface: pygame.Surface) -> None:
            self.draws += 1
            real_draw(surface)

        monkeypatch.setattr(pygame.display, "flip", flip)
        monkeypatch.setattr(window.stack, "draw", draw)


def turns(window: App, count: int) -> None:
    for _ in range(count):
        window.loop_once()


def table_waiting_for_discard(window: App):
    """A human's table run on (frames of 0.1 s) until it waits for the player's discard."""
    table = window.push("table", Settings(variant="guobiao", seed=5, human=0, pace="fast"))
    for _ in range(3000):
        window.frame(0.1)
        if table.prompt is not None and table.prompt.kind == "turn" and not table.wants_frames():
            return table
    raise AssertionError("the table never waited for the player's discard")


def test_a_still_start_screen_draws_nothing(window, monkeypatch):
    window.push("start", Settings())
    turns(window, 2)                  # the new screen is drawn first
    counts = Counts(monkeypatch, window)
    rests = window.rests
    turns(window, N)
    assert (counts.flips, counts.draws) == (0, 0)
    assert window.rests - rests == N


def test_input_on_a_resting_screen_draws_it_again(window, monkeypatch):
    window.push("start", Settings())
    turns(window, 2)
    counts = Counts(monkeypatch, window)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    turns(window, 3)
    assert counts.flips == 1 and counts.draws == 1


def test_a_table_waiting_for_the_discard_rests_and_draws_every_frame_once_it_moves(window, monkeypatch):
    table = table_waiting_for_discard(window)
    turns(window, 2)
    counts = Counts(monkeypatch, window)
    turns(window, N)
    assert (counts.flips, counts.draws) == (0, 0)
    assert table.prompt is not None and table.prompt.kind == "turn"
    # The decision thread at work (a hint, the waits): the table wants its frames meanwhile.
    release = threading.Event()
    job = table.decisions.submit(lambda: release.wait(5.0))
    try:
        assert table.wants_frames()
    finally:
        release.set()
        job.wait(5.0)
    assert not table.wants_frames()
    # The player discards: the tile flies, a frame every turn of the loop.
    assert table.discard_index(len(table.human_tiles()) - 1)
    turns(window, N)
    assert counts.flips == N and counts.draws == N


def test_the_last_discard_pulses_then_holds_still(window):
    table = table_waiting_for_discard(window)
    stage = table.stage
    assert table.model.last_discard is not None
    stage.discard_at = stage.clock
    assert stage.moving and stage.blink == stage.clock          # pulsing
    stage.clock += stage_module.PULSE_SECONDS + 2.0
    held = stage.blink
    assert not stage.moving and held < stage.clock
    stage.clock += 5.0
    assert stage.blink == held                                   # steady, at its brightest
    assert abs(math.sin(held * stage_module.PULSE_RATE) - 1.0) < 1e-9


def test_a_threads_answer_wakes_the_resting_loop(window, monkeypatch):
    window.push("start", Settings())
    turns(window, 2)
    counts = Counts(monkeypatch, window)
    turns(window, 3)
    assert counts.flips == 0
    worker = DecisionWorker()
    try:
        job = worker.submit(lambda: 42)
        assert job.wait(5.0) and job.result() == 42
        for _ in range(200):          # the wake-up is posted right after the answer
            window.loop_once()
            if counts.flips:
                break
    finally:
        worker.close()
    assert counts.flips == 1


def test_a_paused_replay_rests_and_a_playing_one_draws(window, monkeypatch, tmp_path):
    """The replay viewer paused on a move draws nothing; played, it draws every turn."""
    from game.cli.simulate import simulate
    path = tmp_path / "erren.jsonl"
    simulate("erren", 1, "3", ["default"] * 2, log_path=str(path), checks=False)
    viewer = window.push("replay_viewer", path.read_text(encoding="utf-8").splitlines())
    turns(window, 2)
    counts = Counts(monkeypatch, window)
    turns(window, N)
    assert (counts.flips, counts.draws) == (0, 0)
    viewer.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert viewer.wants_frames()
    turns(window, 3)
    assert counts.flips == 3
