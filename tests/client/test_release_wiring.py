"""The release pieces in the window (headless): settings that stick and apply at once, a match
saved when a hand starts, when it is settled and when the window closes, resumed from the start
screen as it was, removed once finished; F9 bug reports that replay; a whole hand played with
posted key presses only; large tiles that fit; sound cues on the table's events."""
import json
from pathlib import Path

import pygame
import pytest

from game.client.presenting.animation_plan import sound_cue
from game.client.app import App, Settings, Storage, open_player_window
from game.client.scenes.table_parts.input_keys import button_hotkeys, hotkey_index
from game.client.display.layout import LARGE_HUMAN_TILE, TableLayout
from game.client.scenes.settings_parts.pages import page_of
from game.client.scenes.settings_scene import MenuScene, SettingsScene
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.start import StartScene
from game.client.scenes.table import TableScene, action_type
from game.saves import load_match, read_save_info, save_match
from game.session import MatchSession, replay_log
from game.settings import load_settings, settings_path


def storage_in(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "config" / "settings.json", tmp_path / "saves", tmp_path / "reports")


@pytest.fixture(autouse=True)
def keep_display_language():
    """A player's window shows its settings' language, and that choice is process-wide
    (game/client/display/lang.py): put it back so later tests see what they expect."""
    try:
        from game.client.display import lang
    except ImportError:
        yield
        return
    state = getattr(lang, "_state", None)
    before = dict(state) if isinstance(state, dict) else None
    yield
    if before is not None:
        state.clear()
        state.update(before)


@pytest.fixture
def app(tmp_path):
    application = App((1280, 800), resizable=False, storage=storage_in(tmp_path))
    yield application
    application.stack.clear()


def post_key(key, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def wait_until_ready(app):
    """The settlement sheet on top ignores input for its first second."""
    while isinstance(app.stack.top, SettlementScene) and not app.stack.top.ready:
        app.frame(1 / 60)


def human_logged(session):
    seat = session.seat_of(session.human)
    return [e["action"] for e in session.log if e.get("type") == "action" and e["action"].get("seat") == seat]


def answer_by_keys(table, claim_kinds=("pung", "chow")):
    """Post the keys a keyboard player would press for the prompt open now (None: nothing)."""
    prompt = table.prompt
    if prompt is None or table.timeline.running or table.queue:
        return None
    if table.chow_menu:
        post_key(pygame.K_1)                       # the first chow of the menu
        return "chow-choice"
    kinds = [action_type(a) for a in prompt.others]
    if prompt.kind == "claim":
        for kind, key in (("pung", pygame.K_p), ("chow", pygame.K_c)):
            if kind in kinds and kind in claim_kinds:
                post_key(key)
                return kind
        post_key(pygame.K_SPACE)                   # 过
        return "pass"
    if prompt.kind == "turn":
        if table.selected is None:                 # after a claim nothing is selected yet
            post_key(pygame.K_LEFT)
        post_key(pygame.K_RETURN)
        return "discard"
    post_key(pygame.K_1)                           # a set-up step: its first button
    return "setup"


def play_until(app, table, predicate, max_frames=20000, claim_kinds=("pung", "chow")):
    for _ in range(max_frames):
        if predicate():
            return True
        if app.stack.top is table:
            answer_by_keys(table, claim_kinds)
        app.frame(1 / 60)
    return predicate()


def focus_on(app, element, limit=40):
    """Tab until `element` has the focus ring."""
    for _ in range(limit):
        if app.focus.current() is element:
            return True
        post_key(pygame.K_TAB)
        app.frame(1 / 60)
    return app.focus.current() is element


# ---------------------------------------------------------------- settings

def test_settings_screen_changes_apply_at_once_persist_and_reload(tmp_path, monkeypatch):
    # The platform folders (platformdirs honours XDG_* on Linux) point into tmp_path.
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    app = open_player_window()
    try:
        assert app.user.pace == "normal" and not app.user.large_tiles and app.notices == []
        start = app.push(StartScene(app, Settings(pace=app.user.pace)))
        app.frame(1 / 60)
        assert focus_on(app, start.settings_button)
        post_key(pygame.K_RETURN)
        app.frame(1 / 60)
        screen = app.stack.top
        assert isinstance(screen, SettingsScene)

        def press(setting, value, times=1):
            if page_of(setting) != screen.page:       # the screen's pages: General, Table, Keys
                screen.show_page(page_of(setting))
            button = next(b for b, choice in screen.choices.items() if choice == (setting, value))
            for _ in range(times):
                assert focus_on(app, button)
                post_key(pygame.K_RETURN)
                app.frame(1 / 60)

        press("pace", "fast")
        assert start.settings.pace == "fast"            # the screen below follows at once
        press("large_tiles", True)
        press("language", "en")
        press("hints", False)
        press("default_variant", "sichuan")
        press("volume", -0.1, times=2)
        press("volume", "mute")
        assert app.sound.volume == pytest.approx(0.6) and app.sound.muted
        assert not app.sound.play("discard")             # muted: silent, no error
        post_key(pygame.K_ESCAPE)
        app.frame(1 / 60)
        assert app.stack.top is start and start.settings.variant == "sichuan"
    finally:
        app.stack.clear()
    path = settings_path()
    assert path.is_relative_to(tmp_path / "xdg-config") and path.exists()
    loaded, messages = load_settings()
    assert messages == []
    assert (loaded.pace, loaded.large_tiles, loaded.language, loaded.hints, loaded.default_variant,
            loaded.volume, loaded.muted) == ("fast", True, "en", False, "sichuan", 0.6, True)
    again = open_player_window()       # the next run starts with them
    assert again.user == loaded and again.sound.muted and again.sound.volume == pytest.approx(0.6)


def test_a_damaged_settings_file_is_reported_once_and_the_defaults_used(tmp_path):
    storage = storage_in(tmp_path)
    storage.settings_path.parent.mkdir(parents=True)
    storage.settings_path.write_text("{not json", encoding="utf-8")
    app = open_player_window(storage)
    assert app.user.pace == "normal"
    # shown in the player's language (the default settings: Chinese), the English keeps the reason
    assert len(app.notices) == 1 and app.notices[0].text.startswith("设置有问题：设置文件 settings.json 已损坏")
    assert "damaged" in app.notices[0].words[1]
    for _ in range(11 * 60):
        app.frame(1 / 60)
    assert app.notices == []


@pytest.mark.slow
def test_pace_and_large_tiles_change_on_a_running_table_through_the_esc_menu(app):
    table = app.push(TableScene(app, Settings(seed=11, pace="normal")))
    assert play_until(app, table, lambda: table.prompt is not None and table.prompt.kind == "turn"
                      and not table.timeline.running)
    post_key(pygame.K_ESCAPE)                        # no claim is offered: the menu opens
    app.frame(1 / 60)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    settings_button = next(b for b, key in menu.buttons.items() if key == "settings")
    assert focus_on(app, settings_button)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    screen = app.stack.top
    assert isinstance(screen, SettingsScene)
    screen.choose("pace", "slow")
    screen.choose("large_tiles", True)
    assert table.settings.pace == "slow"
    assert table.layout.large_tiles and table.layout.tile_size("hand", 0) == LARGE_HUMAN_TILE
    post_key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    post_key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    assert app.stack.top is table and table.prompt is not None
    assert table.menu_button.visible
    # No storage for this window's settings file? It has one: the change was written.
    assert load_settings(app.storage.settings_path)[0].large_tiles


# ---------------------------------------------------------------- saves

@pytest.mark.slow
def test_saved_when_hands_start_and_end_and_on_quit_then_resumed_as_it_was(app, tmp_path):
    table = app.push(TableScene(app, Settings(seed=3, pace="fast", claim_seconds=60.0, name="小李")))
    assert play_until(app, table, lambda: table.save_path is not None, max_frames=2000)
    assert table.model.hand_no == 0 and table.session.log[-1]["type"] == "hand"   # no action yet
    assert table.save_path.parent == tmp_path / "saves"
    assert read_save_info(table.save_path).hand_no == 0            # saved as the hand began
    assert play_until(app, table, lambda: isinstance(app.stack.top, SettlementScene))
    session = table.session
    assert session.hand_over
    info = read_save_info(table.save_path)
    assert (info.hand_no, info.hands_finished) == (0, 0)
    assert json.loads(table.save_path.read_text(encoding="utf-8"))["log"] == session.closed_log()
    wait_until_ready(app)
    post_key(pygame.K_RETURN)                                       # next hand
    assert play_until(app, table, lambda: table.model.hand_no == 1 and not table.queue, max_frames=600)
    info = read_save_info(table.save_path)
    assert (info.hand_no, info.hands_finished) == (1, 1)
    assert list(info.scores) == list(session.scores) and any(info.scores)
    assert info.names[0] == "小李"
    # Into the second hand until the human's second turn, then the window is closed.
    turns = []

    def second_turn():
        if table.prompt is not None and table.prompt.kind == "turn" and not table.queue:
            if not turns or turns[-1] != len(session.log):
                turns.append(len(session.log))
        return len(turns) >= 2 and not table.timeline.running

    assert play_until(app, table, second_turn)
    hand_ids = sorted(t.id for t in table.human_tiles())
    scores = {p: table.model.seats[table.model.seat_of_player[p]].score for p in range(4)}
    legal = sorted(map(repr, session.human_actions()))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(1 / 60)
    assert not app.running
    saved = json.loads(table.save_path.read_text(encoding="utf-8"))
    assert saved["log"] == session.closed_log() and saved["log"][-1]["actions_in_progress"] > 0

    # Back on the start screen (a new run): the save is listed and resumed by keyboard.
    app.stack.clear()
    app.running = True
    start = app.push(StartScene(app, Settings()))
    app.frame(1 / 60)
    assert [i.path for i in start.saves] == [table.save_path]
    assert start.saves[0].hand_number == 2
    resume = next(b for b, (kind, _) in start.save_buttons.items() if kind == "resume")
    assert focus_on(app, resume)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed is not table and resumed.resumed
    for _ in range(60):
        app.frame(1 / 60)
        if resumed.prompt is not None and not resumed.queue:
            break
    assert resumed.catch_up == 0 and not resumed.sprites
    assert resumed.model.hand_no == 1 and resumed.model.names[0] == "小李"
    assert {p: resumed.model.seats[resumed.model.seat_of_player[p]].score for p in range(4)} == scores
    assert sorted(t.id for t in resumed.human_tiles()) == hand_ids
    assert resumed.prompt.kind == "turn"
    assert sorted(map(repr, resumed.session.human_actions())) == legal
    # Play on: the same file keeps the match.
    post_key(pygame.K_LEFT)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    app.quit()
    assert load_match(table.save_path).log == resumed.session.log


def test_a_finished_match_leaves_no_save(app, tmp_path):
    session = MatchSession(variant="guobiao", seed=2, human=0, bot_kind="random")
    path = tmp_path / "saves" / "m.json"
    while not session.match_over:
        while not session.hand_over:
            if session.waiting_for_human():
                session.act(session.human_actions()[0])
            else:
                session.step()
        if not session.match_over:
            session.next_hand()
            if session.match.hand_no == 1:
                save_match(session, path)
    assert path.exists()
    table = TableScene(app, Settings(seed=2), session=session, save_path=path)
    assert app.save_table(table) is None
    assert not path.exists()


def test_refused_files_are_named_and_kept_aside_and_delete_asks_first(app, tmp_path):
    good = MatchSession(variant="guobiao", seed=4, human=0)
    save_match(good, tmp_path / "saves" / "good.json")
    (tmp_path / "saves" / "junk.json").write_bytes(b"\x89PNG not a save")
    start = app.push(StartScene(app, Settings()))
    app.frame(1 / 60)
    assert [i.path.name for i in start.saves] == ["good.json"]
    assert len(start.refused) == 1 and any("junk.json" in n.text for n in app.notices)
    assert len(list((tmp_path / "saves").glob("junk.json.bad-*"))) == 1      # kept aside
    for press in range(2):
        delete = next(b for b, (kind, _) in start.save_buttons.items() if kind == "delete")
        assert focus_on(app, delete)
        post_key(pygame.K_RETURN)
        app.frame(1 / 60)
        if press == 0:                                      # the first press only asks
            assert (tmp_path / "saves" / "good.json").exists()
            assert next(b for b, (kind, _) in start.save_buttons.items() if kind == "delete").text.startswith("确定")
    assert not (tmp_path / "saves" / "good.json").exists() and start.saves == []


def test_demo_and_replay_tables_are_never_saved(app, tmp_path):
    demo = app.push(TableScene(app, Settings(seed=1, human=None, pace="fast"), demo=True, hands_to_play=1))
    for _ in range(200):
        app.frame(1 / 60)
    assert demo.save_path is None and not (tmp_path / "saves").exists()


# ---------------------------------------------------------------- bug reports

def test_f9_and_the_menu_write_bug_reports_that_replay(app, tmp_path):
    table = app.push(TableScene(app, Settings(seed=5, pace="fast", claim_seconds=60.0)))
    assert play_until(app, table, lambda: len(human_logged(table.session)) >= 3)
    post_key(pygame.K_F9)
    app.frame(1 / 60)
    assert not (tmp_path / "reports").exists() or not list((tmp_path / "reports").glob("bug-*"))  # a note first
    post_key(pygame.K_RETURN)              # the note left empty: saved
    app.frame(1 / 60)
    reports = sorted((tmp_path / "reports").glob("bug-*.jsonl"))
    assert len(reports) == 1 and app.last_report == reports[0]
    assert any(str(reports[0]) in n.text for n in app.notices)
    lines = reports[0].read_text(encoding="utf-8").splitlines()
    summary = replay_log(lines)
    assert summary["variant"] == "guobiao" and summary["seed"] == 5
    logged = [json.loads(line) for line in lines]
    assert [e for e in logged if e["type"] == "action"] == \
        [e for e in table.session.log if e["type"] == "action"]
    # From the Esc menu as well (the table waits underneath; Esc during a claim would pass).
    for _ in range(600):
        if table.prompt is None or table.prompt.pass_action is None:
            break
        answer_by_keys(table, claim_kinds=())
        app.frame(1 / 60)
    post_key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    report = next(b for b, key in menu.buttons.items() if key == "report")
    assert focus_on(app, report)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    post_key(pygame.K_RETURN)              # the note's dialog over the menu
    app.frame(1 / 60)
    assert len(list((tmp_path / "reports").glob("bug-*.jsonl"))) == 2


# ---------------------------------------------------------------- keyboard-only play

def test_hotkeys_give_letters_only_when_unambiguous():
    keys = button_hotkeys(["win", "pung", "chow-menu", "pass"])
    assert [k.name for k in keys] == ["H", "P", "C", "Space"]
    assert hotkey_index(pygame.K_p, keys) == 1 and hotkey_index(pygame.K_2, keys) == 1
    assert hotkey_index(pygame.K_SPACE, keys) == 3 and hotkey_index(pygame.K_x, keys) is None
    two_kongs = button_hotkeys(["win", "concealed_kong", "concealed_kong"])
    assert [k.name for k in two_kongs] == ["H", "2", "3"]
    assert hotkey_index(pygame.K_k, two_kongs) is None


@pytest.mark.slow
@pytest.mark.parametrize("seed, claim", [(3, "pung"), (1, "chow")])
def test_a_whole_hand_played_with_key_presses_only(app, seed, claim):
    table = app.push(TableScene(app, Settings(seed=seed, pace="fast", claim_seconds=60.0)))
    labels = set()
    pressed = []

    def settled():
        if table.buttons:
            labels.update(b.text for b in table.buttons)
        return isinstance(app.stack.top, SettlementScene)

    for _ in range(20000):
        if settled():
            break
        if app.stack.top is table:
            done = answer_by_keys(table, claim_kinds=(claim,) if claim not in pressed else ())
            if done is not None:
                pressed.append(done)
        app.frame(1 / 60)
    assert settled()
    logged = [a["type"] for a in human_logged(table.session)]
    assert claim in logged and "pass" in logged and logged.count("discard") >= 3
    # The keys are on the buttons.
    assert "过 Space" in labels
    assert ("碰 P" in labels) if claim == "pung" else ("吃 C" in labels or "吃… C" in labels)
    # The settlement sheet: Tab reaches its button, Enter goes on to the next hand.
    sheet = app.stack.top
    wait_until_ready(app)
    assert focus_on(app, sheet.next_button)
    post_key(pygame.K_RETURN)
    for _ in range(300):
        app.frame(1 / 60)
        if table.model.hand_no == 1:
            break
    assert app.stack.top is table and table.model.hand_no == 1


def test_the_start_screen_by_keyboard(app):
    start = app.push(StartScene(app, Settings()))
    app.frame(1 / 60)
    sichuan = next(b for b, name in start.variant_buttons.items() if name == "sichuan")
    assert focus_on(app, sichuan)
    post_key(pygame.K_SPACE)
    app.frame(1 / 60)
    assert start.settings.variant == "sichuan"
    post_key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)     # back one
    app.frame(1 / 60)
    assert app.focus.current() is not sichuan
    assert focus_on(app, start.start_button)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    assert isinstance(app.stack.top, TableScene) and app.stack.top.settings.variant == "sichuan"
    assert app.user.default_variant == "sichuan"       # remembered for the next start


# ---------------------------------------------------------------- large tiles

SIZES = [(1280, 800), (1024, 640), (1600, 900), (1000, 800), (800, 500)]


def _overlap(rects_a, rects_b):
    return [(a, b) for a in rects_a for b in rects_b if a.colliderect(b)]


@pytest.mark.parametrize("size", SIZES)
def test_large_tiles_fit_the_window_and_leave_everything_else_clear(size):
    layout = TableLayout(*size, large_tiles=True)
    if size == (1280, 800):
        assert layout.tile_size("hand", 0) == (64, 90)
    dx, dy = layout.raise_offset(0)
    window = layout.window_rect()
    others = [layout.caption_rect(), layout.button_area(), layout.plate_rect(0), layout.menu_rect()]
    others += layout.flower_rects(0, 8) + layout.button_rects(5)
    for side in range(1, 4):
        others += [layout.plate_rect(side)] + layout.flower_rects(side, 8)
    others += [layout.wall_stack_rect(side, s, layer) for side in range(4) for s in range(18) for layer in (0, 1)]
    others += [layout.river_rect(side, i).rect for side in range(4) for i in range(24)]
    for drawn in (False, True):
        for count in range(1, 15):
            rects = [p.rect for p in layout.hand_rects(0, count, drawn=drawn)]
            assert all(window.contains(r) and window.contains(r.move(dx, dy)) for r in rects)
            assert _overlap(rects, rects) == [(r, r) for r in rects]          # only itself
            assert _overlap(rects, others) == []
            assert _overlap([r.move(dx, dy) for r in rects], others) == []    # a raised tile too
            assert _overlap(rects, [layout.countdown_rect()]) == []
    for n_melds in range(5):
        melds = [[(False, False), (True, False), (False, False), (False, False)]] * n_melds
        hand = [p.rect for p in layout.hand_rects(0, 14 - 3 * n_melds, drawn=True)]
        meld_rects = [p.rect for m in layout.meld_rects(0, melds) for p in m]
        assert all(window.contains(r) for r in meld_rects) and _overlap(hand, meld_rects) == []


def test_the_table_uses_the_players_tile_size(app):
    app.user.large_tiles = True
    table = app.push(TableScene(app, Settings(seed=11, pace="fast")))
    assert play_until(app, table, lambda: table.prompt is not None and table.prompt.kind == "turn")
    seat = table.model.seats[table.human_seat]
    placed = table.layout.hand_rects(0, len(table.human_tiles()), drawn=seat.drawn is not None)
    assert {p.rect.size for p in placed} == {LARGE_HUMAN_TILE}
    # A click in the middle of a large tile selects that tile.
    index = next(i for i, t in enumerate(table.human_tiles()) if t.id in table.prompt.discards and i != table.selected)
    pos = placed[index].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.frame(1 / 60)
    assert table.selected == index


# ---------------------------------------------------------------- sound

class RecordingBoard:
    def __init__(self):
        self.played = []

    def play(self, name):
        self.played.append(name)
        return True


@pytest.mark.slow
def test_events_play_their_effects_when_their_tiles_land(app):
    board = app.sound = RecordingBoard()
    table = app.push(TableScene(app, Settings(seed=3, pace="fast", claim_seconds=60.0)))
    assert play_until(app, table, lambda: isinstance(app.stack.top, SettlementScene))
    for _ in range(120):
        app.frame(1 / 60)
    assert {"dice", "draw", "discard"} <= set(board.played)
    assert {"pung", "chow"} & set(board.played)           # the human claims by key in this hand
    assert set(board.played) <= {"draw", "discard", "chow", "pung", "kong", "hu", "win", "dice"}
    discards = sum(1 for e in table.session.log if e["type"] == "action" and e["action"]["type"] == "discard")
    assert board.played.count("discard") == discards


def test_sound_cues_are_timed_to_the_animation():
    from rules.events import Discarded
    from rules.tiles import Tile

    event = Discarded(seat=1, tile=5, kind=Tile.parse("1m"), from_draw=False)
    name, bot_delay = sound_cue(event, True, "normal")
    _, own_delay = sound_cue(event, False, "normal")
    assert name == "discard" and bot_delay > own_delay > 0
    assert sound_cue(event, True, "fast")[1] < bot_delay
    assert sound_cue(object(), True, "normal") is None


def test_save_and_leave_from_the_menu_lists_the_match_on_the_start_screen(app, tmp_path):
    table = app.push(TableScene(app, Settings(seed=7, pace="fast", claim_seconds=60.0)))
    assert play_until(app, table, lambda: len(human_logged(table.session)) >= 2)
    log = table.session.closed_log()
    table.app.open_menu(table)
    app.frame(1 / 60)
    menu = app.stack.top
    leave = next(b for b, key in menu.buttons.items() if key == "leave")
    assert focus_on(app, leave)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    start = app.stack.top
    assert isinstance(start, StartScene) and len(app.stack.scenes) == 1
    assert [i.path for i in start.saves] == [table.save_path]
    assert json.loads(table.save_path.read_text(encoding="utf-8"))["log"] == log


@pytest.mark.slow
def test_a_match_saved_at_its_settlement_resumes_on_that_sheet(app, tmp_path):
    table = app.push(TableScene(app, Settings(seed=3, pace="fast", claim_seconds=60.0)))
    assert play_until(app, table, lambda: isinstance(app.stack.top, SettlementScene))
    payments = table.model.settled.payments
    app.quit()
    resumed = app.resume_match(table.save_path)
    for _ in range(60):
        app.frame(1 / 60)
        if isinstance(app.stack.top, SettlementScene):
            break
    assert isinstance(app.stack.top, SettlementScene) and resumed.model.settled.payments == payments
    wait_until_ready(app)
    post_key(pygame.K_RETURN)
    for _ in range(300):
        app.frame(1 / 60)
        if resumed.model.hand_no == 1:
            break
    assert resumed.model.hand_no == 1 and read_save_info(table.save_path).hand_no == 1


def test_typing_in_the_name_field_never_presses_the_focused_button(app):
    start = app.push(StartScene(app, Settings()))
    app.frame(1 / 60)
    assert focus_on(app, start.start_button)
    app.ui.set_focus_set(start.name_entry)         # the player clicked into the name field
    post_key(pygame.K_SPACE)
    app.frame(1 / 60)
    assert app.stack.top is start
    pos = start.name_entry.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.frame(1 / 60)
    assert app.focus.current() is None              # the mouse took over from the ring
