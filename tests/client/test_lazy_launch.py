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
from game.client.display.fonts import render_listeners
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
        start = app.stack.top
        seen["variant_buttons"] = sorted(start.variant_buttons.values())
        seen["variant_labels"] = sorted(button.text for button in start.variant_buttons)
        seen["chosen"] = start.settings.variant
        seen["card"] = start.description.html_text
        seen["rules_line"] = start.rules_button.text
        seen["rules_shown"] = start.rules_button.visible
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
    "game.client.scenes.standings", "game.client.scenes.calculator", "game.client.scenes.calculator_parts.calculator_model",
    "game.client.scenes.rules_browser", "game.client.scenes.lessons", "game.client.scenes.lessons_play",
    "game.client.scenes.lessons_drill", "game.client.scenes.settings_scene", "game.client.presenting.animation_plan",
    "game.client.scenes.room_rules", "game.client.scenes.room_rules_parts.page", "game.teaching.rules_book",
    "game.client.teaching.panel", "game.client.match.narrator", "game.client.match.decision_worker",
    "game.client.match.replay_session", "game.bugreport", "game.cli.arena", "game.cli.simulate", "game.cli.score",
    "game.cli.lessons", "game.cli.replay", "multiprocessing", "concurrent.futures.process",
    # a match's session, its journal and the bots; the saves' format, read the frame after (the
    # settings write through game.durable)
    "game.session", "game.journal", "game.bots.default_bot", "rules.match", "game.saves",
    # the teaching aids of a table (the start screen's card reads only the rules book)
    "game.teaching.hints", "game.teaching.waits", "game.teaching.why_not",
    # the variants' presenters (the room options' words are read from their light <name>_room.py),
    # with the engine, the plan kit and the table's state they import
    "game.client.variants.base", "game.client.variants.guobiao", "game.client.variants.sichuan",
    "game.client.variants.tianjin", "game.client.variants.suzhou", "game.client.variants.erren",
    "rules.engine", "game.client.presenting.plan_kit", "game.client.presenting.table_state",
    # the events and actions: the record's data is read at once, its hooks (phases, table hooks,
    # payments: they import the events) load with the first table, calculator or log read
    "rules.events", "rules.actions", "rules.table_protocol", "rules.state",
    # the scorers: the records, their books and the cards are data (a hand scored loads them), and
    # the table's captions (the saved matches' wind names are read after the first frame)
    "rules.scoring", "rules.analysis", "rules.shapes", "rules.score_rows", "rules.hand_json", "rules.melds",
    "game.client.presenting.caption_kit",
    # main.py's other commands' parser (the window needs none), the wall (a table's), the bots'
    # knobs (the start screen and the settings read the levels' names as data), the rules
    # browser's records (the card reads only game.teaching.changes)
    "argparse", "rules.wall", "game.bots.levels", "game.teaching.rules_book",
    # the tiles' art (the start screen draws no tile); how a hand ended (a table's)
    "game.client.display.tile_art", "rules.variants.results",
    # the app's services (a notice, a settings change, a table's match kept on disk, a bug report:
    # each imported at its first use) and the windows that play by themselves (demo, replay)
    "game.client.services", "game.client.services.notices", "game.client.services.settings_keeper",
    "game.client.services.match_keeper", "game.client.services.bug_reports", "game.client.demo_run",
)
VARIANTS = REPO / "rules" / "variants"
# every variant's own events, phases and payments, and its scorer, fan table and hand reading
# (each package found on disk, as the registry does)
VARIANT_HOOK_MODULES = tuple(f"rules.variants.{path.parent.name}.{path.stem}"
                             for name in ("events", "phases", "settle", "scoring", "rows", "reading")
                             for path in sorted(VARIANTS.glob(f"*/{name}.py")))


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
    from game.client.match.table_settings import Settings
    folder = data / "mahjong-table"
    app = App((1280, 800), storage=Storage(data / "settings.json", folder / "saves", folder / "reports"))
    table = app.push("table", Settings(variant="guobiao", seed=4, pace="fast", claim_seconds=0))
    for _ in range(120):
        app.frame(0.05)
        if table.prompt is not None:     # the player answers: the first legal action
            table._act(table.session.human_actions()[0])
    assert app.journal is not None and table.save_path is not None
    app.journal._syncer.stop()           # killed: the journal stays, nothing is closed cleanly
    app.journal._handle.close()
    app.journal = None
    app.stack.scenes.clear()             # no shutdown either
    return table.save_path.name


def test_the_start_screen_first_frame_waits_for_no_later_screen(tmp_path):
    seen = _first_frame(tmp_path)
    assert seen["top"] == "StartScene"
    loaded = [name for name in NOT_AT_FIRST_FRAME + VARIANT_HOOK_MODULES if name in seen["modules"]]
    assert loaded == [], f"imported before the start screen's first frame: {loaded}"
    assert len(VARIANT_HOOK_MODULES) >= 20     # the scan found the packages' modules


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


# `python main.py` as a player runs it (__main__): the collector state at the first flip and
# after the frame that follows it
COLLECTOR = """
import gc, json, runpy, sys
sys.argv = ["main.py"]
import pygame
from game.client.app import App
seen = {}
real_flip, real_frame = pygame.display.flip, App.frame
def flip():
    real_flip()
    seen.setdefault("at_first_flip", gc.isenabled())
frames = []
def frame(self, dt):
    real_frame(self, dt)
    frames.append(dt)
    if len(frames) == 2:
        seen["after_first_frame"] = gc.isenabled()
        self.running = False
pygame.display.flip = flip
App.frame = frame
try:
    runpy.run_path(sys.argv[0], run_name="__main__")
except SystemExit:
    pass
print(json.dumps(seen))
"""


def test_the_collector_waits_for_the_first_frame_and_then_runs_again(tmp_path):
    # Launch time (issue 16): no cyclic collection walks the launch's objects before the start
    # screen is up; after it the collector runs as usual, so a long session does not grow.
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", COLLECTOR], capture_output=True, text=True, env=env,
                          cwd=REPO, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"at_first_flip": False, "after_first_frame": True}


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
    from game.client.match.table_settings import Settings
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


def test_the_first_frame_shows_every_variant_its_card_and_its_options(tmp_path):
    from rules.variants.registry import all_variants, get_variant

    from game.client.display import lang
    from game.client.scenes.room_rules_parts.model import button_words
    seen = _first_frame(tmp_path)
    names = sorted(v.name for v in all_variants())
    assert seen["variant_buttons"] == names
    assert len(seen["variant_labels"]) == len(names) and all(seen["variant_labels"])
    chosen = get_variant(seen["chosen"])
    lang.set_language("zh")                       # a fresh player's language
    assert chosen.title_zh in seen["card"] and "<br>" in seen["card"]    # the card, on the first frame
    assert seen["rules_shown"] == bool(chosen.options)                  # the rules in force, named ...
    assert seen["rules_line"] == button_words(chosen, {}).zh            # ... on the first frame (经典)


def test_the_description_card_is_laid_out_once_and_as_a_refresh_words_it(monkeypatch):
    import pygame_gui

    from rules.variants.registry import get_variant

    from game.client.display import lang
    from game.client.app import App
    from game.client.scenes.start import DESC_FRAME, text_frame
    from game.client.match.table_settings import Settings
    TITLES = {name: (get_variant(name).title_zh, get_variant(name).title_en) for name in ("guobiao", "sichuan", "erren")}
    set_texts = []
    real = pygame_gui.elements.UITextBox.set_text
    monkeypatch.setattr(pygame_gui.elements.UITextBox, "set_text",
                        lambda box, *args, **kwargs: (set_texts.append(args), real(box, *args, **kwargs))[1])
    app = App((1280, 800), resizable=False)
    try:
        for variant in ("guobiao", "sichuan", "erren"):
            start = app.push("start", Settings(variant=variant))
            assert set_texts == []                 # built with its text, not filled afterwards
            assert text_frame(start.description) == DESC_FRAME          # the frame the text was wrapped for
            assert start.description.html_text == start.box_html(start.card_paragraphs(),
                                                                 start.description.rect.width - DESC_FRAME)
            assert start.description.html_text.startswith(f"<b>{lang.tr(*TITLES[variant], '  ')}")
            app.stack.clear()
    finally:
        app.stack.clear()


def test_importing_the_settings_loads_no_session_and_the_teaching_names_load_on_use():
    code = """
import json, sys
import game.settings, game.saves, game.teaching
first = {name: name in sys.modules for name in ("game.session", "game.journal", "rules.engine",
                                                "game.teaching.hints", "game.teaching.waits", "game.teaching.why_not")}
from game.teaching import hint, refusal
import game.teaching.hints as hints
from game.teaching import drills  # a submodule still imports as one
try:
    game.teaching.no_such_name
    missing = "no error"
except AttributeError as exc:
    missing = str(exc)
print(json.dumps({"first": first, "same": hint is hints.hint, "why_not": "game.teaching.why_not" in sys.modules,
                  "refusal": refusal.__module__, "drills": drills.__name__, "missing": missing}))
"""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=REPO,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert not any(seen["first"].values()), seen["first"]
    assert seen["same"] and seen["why_not"] and seen["refusal"] == "game.teaching.why_not"
    assert seen["drills"] == "game.teaching.drills"
    assert "no_such_name" in seen["missing"]


def _fresh(code: str) -> dict:
    """Run `code` in a fresh interpreter (nothing imported yet); its last line of output, as JSON."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=REPO,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_registry_is_data_first_and_every_hook_loads_on_first_use():
    # The start screen reads every record; the events, phases and payments wait for a table. Once
    # loaded, every slot reads as the variant's modules say, and the card says the same as before.
    seen = _fresh("""
import json, sys
from rules.variants.registry import all_variants
from game.client.scenes.start_parts.variant_cards import card_lines, summary_tip
from game.teaching.rules_book import what_changes
names = [v.name for v in all_variants()]
def cards():
    return {v.name: [[repr(said) for said in what_changes(v.name)], card_lines(v), summary_tip(v)]
            for v in all_variants()}
said = {v.name: [repr(v), v == v, len({v, v})] for v in all_variants()}   # named, compared, hashed as itself
before = {"modules": sorted(m for m in sys.modules if m.startswith("rules.")),
          "loaded": [v.hooks_loaded() for v in all_variants()], "cards": cards(), "said": said}
settle = {v.name: v.settle.__module__ for v in all_variants()}      # the first read of a hook loads them
after = {"loaded": [v.hooks_loaded() for v in all_variants()], "cards": cards(),
         "events": "rules.events" in sys.modules, "settle": settle,
         "phases": {v.name: [v.phase_names, [p.name for p in v.phases]] for v in all_variants()}}
print(json.dumps({"names": names, "before": before, "after": after}, ensure_ascii=False))
""")
    before, after = seen["before"], seen["after"]
    assert "rules.events" not in before["modules"] and "rules.actions" not in before["modules"]
    assert not [m for m in before["modules"] if m.rsplit(".", 1)[-1] in ("events", "phases", "settle")]
    assert before["loaded"] == [False] * len(seen["names"])   # (a record's repr reads none of its hooks)
    assert before["said"] == {name: [f"Variant({name!r})", True, 1] for name in seen["names"]}
    assert after["loaded"] == [True] * len(seen["names"]) and after["events"]
    assert after["cards"] == before["cards"]                 # what the start screen showed was the record's
    for name, (said, loaded) in after["phases"].items():
        assert said == loaded, name                          # the phase names given as data are the phases'
    assert after["phases"]["sichuan"][1] == ["exchange_three", "choose_void"]
    assert after["settle"] == {name: f"rules.variants.{name}.settle" for name in seen["names"]}


def test_a_record_refuses_later_slots_it_cannot_fill():
    import dataclasses

    import pytest

    from rules.variants.base import LATER
    from rules.variants.registry import get_variant
    sichuan = get_variant("sichuan")
    fields = {f.name: getattr(sichuan, f.name) for f in dataclasses.fields(sichuan)}
    with pytest.raises(ValueError, match="no hooks loader"):
        type(sichuan)(**{**fields, "settle": LATER, "hooks": None})
    with pytest.raises(ValueError, match="data, never LATER"):
        type(sichuan)(**{**fields, "seats": LATER})
    short = type(sichuan)(**{**fields, "settle": LATER, "view_extra": LATER, "hooks": lambda: {"settle": sichuan.settle}})
    with pytest.raises(TypeError, match="missing \\['view_extra'\\]"):
        short.load_hooks()             # (the first read of view_extra would load them the same)
    renamed = type(sichuan)(**{**fields, "phases": LATER, "phase_names": ("choose_void",),
                               "hooks": lambda: {"phases": sichuan.phases}})
    with pytest.raises(ValueError, match="must name its phases"):
        renamed.load_hooks()
    assert not renamed.hooks_loaded()          # refused before any slot was filled
    circular: list = []                        # a loader whose import reads the record's own slot
    looped = type(sichuan)(**{**fields, "settle": LATER, "hooks": lambda: {"settle": circular[0].settle}})
    circular.append(looped)
    with pytest.raises(RuntimeError, match="reads a LATER slot"):
        assert looped.settle is not None     # (the first read of a LATER slot loads the hooks)


def _played(variant: str, steps: int):
    """A bots-only match of `variant` after `steps` actions (its phases played: 定缺, 坐庄, 换牌...)."""
    from game.session import MatchSession
    session = MatchSession(variant=variant, seed=5, human=None)
    for _ in range(steps):
        if not session.step():
            if session.finished:
                break
            session.next_hand()
    return session


def test_a_save_a_journal_and_a_replay_of_every_variant_load_in_a_fresh_process(tmp_path):
    # A player's files are read by a process that has imported nothing of the variant yet: the
    # readers load its record's hooks (and so its own actions) before they decode the log.
    from rules.variants.registry import all_variants

    from game.journal import Journal
    from game.saves import save_match
    core = {"discard", "chow", "pung", "kong", "added_kong", "concealed_kong", "win", "pass"}
    expected = {}
    for variant in all_variants():
        session = _played(variant.name, 90)
        types = {e["action"]["type"] for e in session.log if e["type"] == "action"}
        if variant.phase_names:
            assert types - core, f"{variant.name}: the match played none of its own actions"
        save_match(session, tmp_path / f"{variant.name}.json")
        journal = Journal.begin(session, tmp_path / f"{variant.name}.journal")
        journal._syncer.stop()                # left as a killed window leaves it
        journal._handle.close()
        session.write_log(str(tmp_path / f"{variant.name}.jsonl"))
        expected[variant.name] = len(session.log)
    seen = _fresh(f"""
import json, sys
from pathlib import Path
from game.journal import load_journal
from game.saves import load_match
from game.session import replay_log
folder = Path({str(tmp_path)!r})
out = {{}}
for name in {sorted(expected)!r}:
    saved = load_match(folder / f"{{name}}.json")
    journal = load_journal(folder / f"{{name}}.journal")
    replayed = replay_log((folder / f"{{name}}.jsonl").read_text(encoding="utf-8").splitlines())
    out[name] = [len(saved.log), len(journal.log), replayed["variant"]]
print(json.dumps({{"out": out}}))
""")
    assert seen["out"] == {name: [n, n, name] for name, n in expected.items()}


def test_what_a_record_gives_as_data_is_what_its_scorer_says():
    # The records keep a few facts of their scorers as data (the start screen reads them without
    # the scorers): the same values as the scorers' own.
    from rules.analysis import SHAPES
    from rules.variants.erren import scoring as erren_scoring
    from rules.variants.registry import get_variant
    from rules.variants.suzhou import scoring as suzhou_scoring
    from rules.tiles import TILES
    erren, guobiao, suzhou = get_variant("erren"), get_variant("guobiao"), get_variant("suzhou")
    assert erren.score_flags == erren_scoring.SCORE_FLAGS and erren.score_options == erren_scoring.SCORE_OPTIONS
    assert guobiao.shapes == SHAPES
    assert [t for t in TILES if suzhou.is_flower(t)] == [t for t in TILES if t.index >= suzhou_scoring.FIRST_FLOWER]
    for variant in (erren, guobiao, suzhou, get_variant("tianjin"), get_variant("sichuan")):
        if variant.book is not None and variant.book.minimum_need is not None:
            assert variant.book.minimum_need(True, variant.resolve_options()) >= 1    # the scorer's, on call


def test_the_level_names_a_launch_reads_are_the_bots_levels():
    # The start screen's level buttons and the settings' check read game.bots.level_names; the
    # bots play by game.bots.levels, whose Styles take their words from it: the same levels, in
    # the same order, and the same default.
    from game.bots.level_names import LEVEL_NAMES, TABLE_DEFAULT_LEVEL
    from game.bots.levels import LEVELS, TABLE_DEFAULT
    assert LEVEL_NAMES == tuple((style.name, style.name_zh, style.name_en) for style in LEVELS)
    assert TABLE_DEFAULT_LEVEL == TABLE_DEFAULT.name
