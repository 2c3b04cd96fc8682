"""Launch time as a player meets it (issue 16): the start screen's first frame does not wait for
what only later screens need. Checked as behaviour, never timed: a fresh `python main.py` opens
its window and, at the first flipped frame, the table, the calculator, the lessons, the bug
report and the command-line tools are not imported yet; the saved matches still show right
after, with the notice of a match a crash cut off; every screen is still reachable by name."""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# Run as `python main.py` is (the player's launch): at the first flip of the display, the modules
# loaded; after the second frame, what the start screen shows, and the window closes.
FIRST_FRAME = """
import json, sys
sys.argv = ["main.py"]
import pygame
import main
from game.client.app import App
from game.client.fonts import render_listeners
seen = {}
frames = []
drawn = []
render_listeners.append(drawn.append)
real_flip, real_frame = pygame.display.flip, App.frame
def flip():
    real_flip()
    if not frames:
        app = current[0]
        seen["modules"] = sorted(sys.modules)
        seen["top"] = type(app.stack.top).__name__
        seen["saves_at_first_frame"] = len(app.stack.top.saves)
        seen["drawn_at_first_frame"] = list(drawn)
current = []
def frame(self, dt):
    current[:] = [self]
    real_frame(self, dt)
    frames.append(dt)
    if len(frames) == 2:
        start = self.stack.top
        seen["saves"] = [info.path.name for info in start.saves]
        seen["recovered"] = [info.recovered for info in start.saves]
        seen["resume_buttons"] = sum(1 for kind, _ in start.save_buttons.values() if kind == "resume")
        seen["notices"] = [notice.text for notice in self.notices]
        self.running = False
pygame.display.flip = flip
App.frame = frame
status = main.main([])
print(json.dumps(seen))
"""

# What a player reaches only later: the table and its helpers, the settlement and standings, the
# teaching screens (the calculator and its scoring model, the rules browser, the lessons), the
# settings screen, the bug report, a replay, and main.py's other commands (the arena's process pool).
NOT_AT_FIRST_FRAME = (
    "game.client.scenes.table", "game.client.scenes.table_view", "game.client.scenes.settlement",
    "game.client.scenes.standings", "game.client.scenes.calculator", "game.client.calculator_model",
    "game.client.scenes.rules_browser", "game.client.scenes.lessons", "game.client.scenes.lessons_play",
    "game.client.scenes.lessons_drill", "game.client.scenes.settings_scene", "game.client.animation_plan",
    "game.client.teaching_panel", "game.client.narrator", "game.client.decision_worker",
    "game.client.replay_session", "game.bugreport", "game.cli.arena", "game.cli.simulate", "game.cli.score",
    "game.cli.lessons", "game.cli.replay", "multiprocessing", "concurrent.futures.process",
)


def _first_frame(folder: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"))
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, env=env,
                          cwd=REPO, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def _cut_off_match(data: Path) -> str:
    """A player's match whose window was killed after some moves: its journal is left beside a
    first save (as game/journal.py keeps it); returns the save's file name."""
    from game.client.app import App, Storage
    from game.client.table_settings import Settings
    folder = data / "mahjong-table"
    app = App((1280, 800), storage=Storage(data / "settings.json", folder / "saves", folder / "reports"))
    table = app.push("table", Settings(variant="guobiao", seed=4, pace="fast", claim_seconds=0))
    for _ in range(120):
        app.frame(0.05)
        if table.prompt is not None:     # the player answers: the first legal action
            table._act(table.session.human_actions()[0])
    assert app.journal is not None and table.save_path is not None
    app.journal._handle.close()          # killed: the journal stays, nothing is closed cleanly
    app.journal = None
    app.stack.scenes.clear()             # no shutdown either
    return table.save_path.name


def test_the_start_screen_first_frame_waits_for_no_later_screen(tmp_path):
    seen = _first_frame(tmp_path)
    assert seen["top"] == "StartScene"
    loaded = [name for name in NOT_AT_FIRST_FRAME if name in seen["modules"]]
    assert loaded == [], f"imported before the start screen's first frame: {loaded}"


def test_a_cut_off_match_is_still_offered_right_after_the_first_frame(tmp_path):
    save = _cut_off_match(tmp_path / "data")
    seen = _first_frame(tmp_path)
    assert seen["saves_at_first_frame"] == 0        # read once the window is up ...
    drawn = set(seen["drawn_at_first_frame"])
    assert {"继续对局", "Saved matches"} & drawn                       # the heading is up ...
    assert not {"没有保存的对局", "No saved matches"} & drawn          # ... never saying "none" meanwhile
    assert seen["saves"] == [save] and seen["recovered"] == [True]   # ... and listed the frame after
    assert seen["resume_buttons"] == 1
    assert any("恢复到最后一步" in text or "recovered to its last action" in text for text in seen["notices"])


def test_the_launch_probe_writes_the_first_frame_time_and_closes_the_window(tmp_path):
    # bench/bench_launch.py times `python main.py` and the executable with it.
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               MAHJONG_LAUNCH_PROBE=str(tmp_path / "first-frame"))
    started = time.time()
    done = subprocess.run([sys.executable, str(REPO / "main.py")], capture_output=True, text=True, env=env,
                          cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert started < float((tmp_path / "first-frame").read_text(encoding="utf-8").split()[0]) < time.time()
    assert not (tmp_path / "config" / "mahjong-table" / "settings.json").exists()   # closed unsaved


def test_every_screen_is_reachable_by_name_and_imported_only_then():
    code = """
import json, sys
from game.client.scenes import SCENES
before = {name: SCENES.loaded(name) is not None for name in SCENES}
calculator = SCENES["calculator"]
print(json.dumps({"names": sorted(SCENES), "before": before, "calculator": calculator.__name__,
                  "table_loaded": "game.client.scenes.table" in sys.modules,
                  "calculator_loaded": SCENES.loaded("calculator") is calculator}))
"""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=REPO,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(seen["names"]) >= {"start", "table", "settlement", "standings", "menu", "settings", "rules",
                                  "calculator", "lessons", "lesson", "drill"}
    assert not any(seen["before"].values())      # naming the screens imports none of them
    assert seen["calculator"] == "CalculatorScene" and seen["calculator_loaded"]
    assert not seen["table_loaded"]


def test_a_screen_registered_by_the_app_stays_its_own():
    from game.client.app import App
    from game.client.scenes import SCENES
    from game.client.scenes.base import Scene

    class Probe(Scene):
        pass

    app = App((1024, 640), resizable=False)
    try:
        app.register_scene("probe", Probe)
        assert isinstance(app.push("probe"), Probe)
        assert "probe" in app.scene_types and "probe" not in SCENES
        assert not app.is_table(app.stack.top)
    finally:
        app.stack.clear()


def test_saves_read_under_another_screen_show_when_the_start_screen_is_back(tmp_path):
    from game.client.app import App, Storage
    from game.client.table_settings import Settings
    from game.saves import save_match
    from game.session import MatchSession
    save_match(MatchSession(variant="guobiao", seed=4, human=0), tmp_path / "saves" / "m.json")
    app = App((1280, 800), storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))
    try:
        start = app.push("start", Settings())
        settings = app.push("settings")             # opened before the start screen's first frame
        app.frame(1 / 60)
        assert [info.path.name for info in start.saves] == ["m.json"]
        assert not start.save_buttons                # nothing built over the settings screen
        app.pop()
        app.frame(1 / 60)
        assert settings.container is None and app.stack.top is start
        assert [kind for kind, _ in start.save_buttons.values()] == ["resume", "delete"]
        assert all(button.visible for button in start.save_buttons)
    finally:
        app.stack.clear()
