"""The table waits for the player (issue 12): the claim time limit is the player's (off by
default) and stops while he picks a chow; after F1, Enter plays the hinted move; Enter on a tile
that may not go says why; the settlement ignores input for its first second; set-up captions
stay long enough to read, and a click or a key skips ahead."""
import json

import pygame
import pytest

from game.client.display import lang
from game.client.presenting.animation_plan import CAPTION_LINE_SECONDS, caption_hold, caption_line_count, caption_step
from game.client.app import Settings, Storage
from game.client.scenes.table_parts.caption_gate import CaptionGate
from game.client.scenes.settings_scene import SettingsScene
from game.client.scenes.settlement import ARM_SECONDS, SettlementScene
from game.client.scenes.table import UNTIMED_CLAIM, TableScene
from game.settings import CLAIM_LIMITS, UserSettings, load_settings, save_settings, settings_from_json
from game.teaching import refusal
from rules import actions as act
from rules.events import TileDrawn
from tests.client.variant_driver import click, post_key, press, tile_centre

FRAME = 1 / 60


pytestmark = pytest.mark.usefixtures("fresh_player")


def frames(app, n=1):
    for _ in range(n):
        app.frame(FRAME)


def table(app, variant="guobiao", seed=11, pace="fast", **kw):
    scene = TableScene(app, Settings(variant=variant, seed=seed, pace=pace, name="Tester", **kw))
    app.push(scene)
    return scene


def logged(scene):
    seat = scene.session.seat_of(0)
    return [e["action"] for e in scene.session.log
            if e.get("type") == "action" and e["action"].get("seat") == seat]


def idle(scene):
    return not scene.queue and not scene.timeline.running


def play_until(app, scene, predicate, max_frames=20000, chows=False):
    """Frames until predicate(scene): the human discards with Enter (an arrow first when the
    selected tile may not go), passes claims with Esc (unless `chows` and several chows are
    offered), answers a set-up step with its first button; the sheet is closed."""
    for _ in range(max_frames):
        if predicate(scene):
            return True
        top = app.stack.top
        if isinstance(top, SettlementScene):
            top.close()
        prompt = scene.prompt
        if prompt is not None and idle(scene) and app.stack.top is scene:
            if prompt.kind == "turn":
                tiles = scene.human_tiles()
                if scene.selected is None or tiles[scene.selected].id not in prompt.discards:
                    post_key(pygame.K_RIGHT)
                post_key(pygame.K_RETURN)
            elif prompt.kind == "claim" and prompt.pass_action is not None:
                post_key(pygame.K_ESCAPE)
            elif prompt.kind == "setup":
                button = next(b for b, a in scene.buttons.items() if not isinstance(a, (str, tuple)))
                press(app, button, frames=1)
        app.frame(FRAME)
    return predicate(scene)


def at_claim(scene):
    return scene.prompt is not None and scene.prompt.kind == "claim" and scene.prompt.pass_action is not None \
        and idle(scene)


def at_turn(scene):
    return scene.prompt is not None and scene.prompt.kind == "turn" and idle(scene)


def several_chows(scene):
    return at_claim(scene) and sum(isinstance(a, act.Chow) for a in scene.prompt.actions) > 1


def bar_pixels(app, scene):
    """Pixels of the countdown bar's colours (gold, red, or grey when stopped) in its place."""
    app.frame(FRAME)
    rect = scene.layout.countdown_rect()
    colours = {(230, 190, 60), (220, 70, 50), (150, 160, 150)}
    return sum(1 for x in range(rect.left, rect.right, 2) for y in range(rect.top, rect.bottom, 2)
               if tuple(app.screen.get_at((x, y)))[:3] in colours)


# ---------------------------------------------------------------- the claim time limit

def test_the_claim_limit_is_a_setting_off_by_default_with_a_fallback_per_field(tmp_path):
    assert UserSettings().claim_seconds == 0 and CLAIM_LIMITS == (0, 10, 20)
    for value in CLAIM_LIMITS:
        settings, messages = settings_from_json({"claim_seconds": value})
        assert settings.claim_seconds == value and messages == []
    for bad in (15, True, "10", None, 10.5, -1):
        settings, messages = settings_from_json({"claim_seconds": bad, "pace": "fast"})
        assert settings.claim_seconds == 0 and settings.pace == "fast"       # only that field falls back
        assert len(messages) == 1 and "claim_seconds" in messages[0]
    path = save_settings(UserSettings(claim_seconds=20), tmp_path / "settings.json")
    assert json.loads(path.read_text(encoding="utf-8"))["claim_seconds"] == 20
    assert load_settings(path)[0].claim_seconds == 20


@pytest.mark.slow
def test_without_a_limit_a_claim_waits_for_the_player_and_draws_no_bar(app):
    scene = table(app, seed=21)                     # the player's setting: off
    assert play_until(app, scene, at_claim)
    before = len(logged(scene))
    frames(app, 60 * (max(CLAIM_LIMITS) + 1))       # longer than any limit (the old default was 12 s)
    assert scene.prompt is not None and scene.prompt.kind == "claim" and len(logged(scene)) == before
    assert scene.countdown is None and bar_pixels(app, scene) == 0
    assert scene.caption == UNTIMED_CLAIM


@pytest.mark.slow
def test_a_limit_from_the_settings_screen_runs_the_bar_and_passes(app, tmp_path):
    app.storage = Storage(settings_path=tmp_path / "settings.json", saves_folder=tmp_path / "saves",
                          reports_folder=tmp_path / "reports")
    scene = table(app, seed=21)
    assert play_until(app, scene, at_claim)
    assert scene.countdown is None
    screen = app.push(SettingsScene(app))
    screen.show_page("table")                       # the claim time is on the Table page
    app.frame(FRAME)
    for code, label, texts in (("zh", "要牌限时", ["不限时", "10秒", "20秒"]),
                                ("en", "Claim time", ["No limit", "10 s", "20 s"])):
        lang.set_language(code)
        row = next(r for r in screen.rows() if r[0] == "claim_seconds")
        assert row[1] == label and [text for _, text in row[2]] == texts
    frames(app, 2)                                  # the screen is rebuilt in the language shown
    buttons = {value: b for b, (setting, value) in screen.choices.items() if setting == "claim_seconds"}
    assert sorted(buttons) == list(CLAIM_LIMITS)
    assert buttons[0].is_selected and not buttons[10].is_selected
    press(app, buttons[10])
    assert app.user.claim_seconds == 10 and buttons[10].is_selected
    assert load_settings(tmp_path / "settings.json")[0].claim_seconds == 10    # written at once
    post_key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is scene
    assert scene.countdown is not None and 9.0 < scene.countdown <= 10.0       # the open claim too
    assert bar_pixels(app, scene) > 0
    before = len(logged(scene))
    frames(app, 60 * 11)
    assert logged(scene)[before]["type"] == "pass"


@pytest.mark.slow
def test_the_clock_stops_while_choosing_among_chows_and_goes_on_after(app):
    scene = table(app, seed=37, claim_seconds=6.0)
    assert play_until(app, scene, several_chows, max_frames=30000)
    frames(app, 60)
    left = scene.countdown
    assert left is not None and left < 6.0
    menu = next(b for b, a in scene.buttons.items() if a == "chow-menu")
    press(app, menu, frames=2)
    assert scene.chow_menu
    stopped = scene.countdown
    before = len(logged(scene))
    frames(app, 60 * 10)                            # longer than the whole limit
    assert scene.countdown == stopped and len(logged(scene)) == before and scene.chow_menu
    assert bar_pixels(app, scene) > 0               # still shown, stopped (grey)
    back = next(b for b, a in scene.buttons.items() if a == "back")
    press(app, back, frames=2)
    assert not scene.chow_menu and scene.countdown == pytest.approx(stopped, abs=0.1)   # not reset
    frames(app, round(60 * (stopped + 0.5)))
    assert logged(scene)[before]["type"] == "pass"


# ---------------------------------------------------------------- Enter does what the screen suggests

def test_after_f1_enter_plays_the_hinted_tile(app):
    scene = table(app, seed=11)
    for _ in range(8):      # a turn where the hint is not the drawn tile (preselected anyway)
        assert play_until(app, scene, at_turn)
        post_key(pygame.K_F1)
        frames(app, 1)
        hinted = scene.teaching.hint.action
        drawn = scene.model.seats[scene.human_seat].drawn
        if isinstance(hinted, act.Discard) and (drawn is None or hinted.tile != drawn.id):
            break
        post_key(pygame.K_RETURN)
        frames(app, 2)
    else:
        pytest.fail("no turn where the hint named another tile than the drawn one")
    index = next(i for i, t in enumerate(scene.human_tiles()) if t.id == hinted.tile)
    assert scene.selected == index
    before = len(logged(scene))
    post_key(pygame.K_RETURN)
    frames(app, 2)
    assert logged(scene)[before:] == [hinted.to_json()]


def test_after_f1_enter_presses_the_hinted_button(app):
    scene = table(app, seed=37, claim_seconds=0)
    assert play_until(app, scene, several_chows, max_frames=30000)
    post_key(pygame.K_F1)
    frames(app, 1)
    hinted = scene.teaching.hint.action
    focused = scene.focused_button()
    assert focused is not None
    if isinstance(hinted, act.Chow):        # among several chows: the menu opens with that chow ringed
        assert scene.chow_menu
    assert scene.buttons[focused] == hinted
    before = len(logged(scene))
    post_key(pygame.K_RETURN)               # Enter presses it (Space stays 过, as its button says)
    frames(app, 2)
    assert logged(scene)[before:] == [hinted.to_json()]


def test_enter_on_a_tile_that_may_not_go_says_why(app):
    scene = table(app, variant="sichuan", seed=5)
    void_held = lambda s: at_turn(s) and len(s.prompt.discards) < len(s.human_tiles()) \
        and s.model.seats[s.human_seat].drawn is not None \
        and s.model.seats[s.human_seat].drawn.id not in s.prompt.discards
    assert play_until(app, scene, void_held, max_frames=40000)
    seat = scene.model.seats[scene.human_seat]
    assert scene.selected == len(seat.hand)         # the drawn tile is selected, though it may not go
    view = scene.session.view(0)
    expected = refusal(view, act.Discard(scene.human_seat, seat.drawn.id), scene.session.options)
    before = len(logged(scene))
    post_key(pygame.K_RETURN)
    frames(app, 2)
    assert scene.teaching.toast == expected.text and len(logged(scene)) == before
    # A click on another tile that may not go selects it (raised, dimmed) and Enter says why again.
    tiles = scene.human_tiles()
    other = next(i for i, t in enumerate(tiles) if t.id not in scene.prompt.discards and i != scene.selected)
    scene.teaching.toast = None
    click(tile_centre(scene, other))
    frames(app, 2)
    assert scene.selected == other and scene.teaching.toast == expected.text
    scene.teaching.toast = None
    post_key(pygame.K_SPACE)
    frames(app, 2)
    assert scene.teaching.toast == expected.text and len(logged(scene)) == before


def test_enter_with_nothing_selected_says_how_to_choose(app):
    scene = table(app, seed=11)
    assert play_until(app, scene, at_turn)
    scene.selected = None
    post_key(pygame.K_RETURN)
    frames(app, 2)
    assert scene.teaching.toast is not None and "←/→" in scene.teaching.toast.zh and scene.prompt is not None


# ---------------------------------------------------------------- the settlement's first second

def sheet_of(app, seed=3):
    scene = table(app, seed=seed, claim_seconds=0)
    assert play_until(app, scene, lambda s: isinstance(app.stack.top, SettlementScene), max_frames=30000)
    return scene, app.stack.top


@pytest.mark.slow
def test_the_settlement_ignores_the_held_discard_key_for_a_second(app):
    scene, sheet = sheet_of(app)
    assert not sheet.ready and not sheet.next_button.is_enabled
    post_key(pygame.K_RETURN)                       # the key the player was discarding with
    click(sheet.panel_rect().center)
    frames(app, 3)
    assert app.stack.top is sheet
    frames(app, round(60 * ARM_SECONDS))
    assert sheet.ready and sheet.next_button.is_enabled
    post_key(pygame.K_RETURN)                       # still held since then: a repeat, ignored
    frames(app, 2)
    assert app.stack.top is sheet
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    post_key(pygame.K_RETURN)                       # a new, deliberate press
    frames(app, 2)
    assert app.stack.top is scene


@pytest.mark.slow
def test_after_its_first_second_only_enter_space_or_next_go_on(app):
    """Issue 29: L, Esc, letters and clicks never close the sheet; Enter does."""
    scene, sheet = sheet_of(app)
    frames(app, round(60 * ARM_SECONDS) + 1)
    for key in (pygame.K_LEFT, pygame.K_TAB, pygame.K_LSHIFT, pygame.K_F2, pygame.K_n, pygame.K_l, pygame.K_l):
        post_key(key)
        frames(app, 2)
        assert app.stack.top is sheet
    click((sheet.panel_rect().left + 30, sheet.panel_rect().top + 30))
    frames(app, 2)
    assert app.stack.top is sheet
    post_key(pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is scene


@pytest.mark.slow
def test_the_sheet_shows_it_waits_then_how_to_go_on(app):
    _, sheet = sheet_of(app)
    drawn = []
    original = sheet.readiness_label

    def spy():
        shown = original()
        if shown is not None:          # the foot line is drawn: what it says
            drawn.append(sheet.readiness_text())
        return shown

    sheet.readiness_label = spy
    try:
        frames(app, 2)
        assert not any("Enter or Space" in t for t in drawn)
        track = sheet.next_button.rect
        below = [tuple(app.screen.get_at((x, track.bottom + sheet.px(6))))[:3]
                 for x in range(track.left + 2, track.left + 12)]
        assert (236, 196, 84) in below                  # the filling bar under the greyed button
        frames(app, round(60 * ARM_SECONDS))
        drawn.clear()
        frames(app, 1)
        assert any("Enter / 空格 继续" in t and "Enter or Space: go on" in t for t in drawn)
    finally:
        sheet.readiness_label = original
    click(sheet.next_button.rect.center)              # the Next button goes on
    frames(app, 2)
    assert app.stack.top is not sheet


# ---------------------------------------------------------------- reading the set-up captions

def test_caption_hold_is_a_second_and_a_half_a_line_at_normal_pace():
    assert caption_hold(1, "normal") == CAPTION_LINE_SECONDS == 1.5
    assert caption_hold(2, "normal") == 3.0
    assert caption_hold(2, "slow") == 6.0
    assert caption_hold(2, "fast") == 0.0
    assert caption_line_count("short", lambda t: len(t) < 10) == 1
    assert caption_line_count("a much longer caption", lambda t: len(t) < 10) == 2
    draw = dict(seat=1, tile=None, kind=None, source="tail", position=None, remaining=90)
    assert caption_step(TileDrawn(reason="flower", **draw)) == "flowers"
    assert caption_step(TileDrawn(reason="turn", **draw)) is None


def test_the_gate_holds_a_caption_and_shows_the_newest_of_a_step_when_read():
    gate = CaptionGate()
    assert gate.show("deal 1", "deal", 1.5) == "deal 1"
    assert gate.show("deal 2", "deal", 1.5) is None and gate.show("deal 3", "deal", 1.5) is None
    assert gate.blocks("flowers") and gate.blocks(None) and not gate.blocks("deal")
    assert gate.tick(1.0) is None
    assert gate.tick(0.6) == "deal 3"               # the newest one, with its own hold
    assert gate.blocks("flowers")
    assert gate.tick(1.5) is None and not gate.holding and not gate.blocks(None)
    gate.show("dice", None, 3.0)
    assert gate.skip() is None and not gate.holding


def caption_times(app, scene, until):
    """(seconds shown, caption, lines) of every caption until `until(scene)`."""
    shown = []
    start, current = 0.0, scene.caption
    t = 0.0
    for _ in range(60 * 120):
        if until(scene):
            break
        app.frame(FRAME)
        t += FRAME
        if scene.caption is not current:
            shown.append((t - start, current, scene.caption_lines(current)))
            start, current = t, scene.caption
    return shown


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "zh"])
def test_setup_captions_at_normal_pace_stay_long_enough_to_read(app, language):
    lang.set_language(language)    # English captions are longer: some take two lines
    scene = table(app, variant="sichuan", seed=5, pace="normal")
    first_prompt = lambda s: s.prompt is not None
    shown = caption_times(app, scene, first_prompt)
    assert first_prompt(scene) and len(shown) >= 6
    for seconds, caption, lines in shown[1:]:       # the first: 洗牌中 before any event
        assert seconds + FRAME >= 1.5 * lines, (seconds, caption)
    if language == "en":
        assert any(lines == 2 and seconds >= 3.0 - FRAME for seconds, _, lines in shown)
    # The 定缺 step is answered; the voids and the first discards follow.
    press(app, next(b for b, a in scene.buttons.items() if not isinstance(a, (str, tuple))), frames=1)
    shown = caption_times(app, scene, lambda s: s.model.phase == "play")
    assert len(shown) >= 3
    for seconds, caption, lines in shown[1:]:       # the first: the prompt's, answered
        assert seconds + FRAME >= 1.5 * lines, (seconds, caption)


def test_at_fast_pace_set_up_captions_do_not_wait(app):
    scene = table(app, variant="guobiao", seed=5, pace="fast")
    for _ in range(3000):
        assert not scene.gate.holding
        if scene.prompt is not None:
            break
        app.frame(FRAME)
    assert scene.prompt is not None


def test_a_click_or_a_key_skips_the_reading_but_never_a_prompt(app):
    scene = table(app, variant="sichuan", seed=5, pace="normal")
    for _ in range(600):
        app.frame(FRAME)
        if scene.gate.holding and scene.queue:
            break
    assert scene.gate.holding
    presented = len(scene.log_panel.entries)
    post_key(pygame.K_a)
    frames(app, 2)
    assert len(scene.log_panel.entries) > presented          # the next step came at once
    for _ in range(40):                                       # click through to the 定缺 prompt
        if scene.prompt is not None:
            break
        click(scene.layout.centre_point())
        frames(app, 2)
        for _ in range(600):
            if scene.gate.holding or scene.prompt is not None:
                break
            app.frame(FRAME)
    assert scene.prompt is not None and scene.prompt.kind == "setup"
    prompt = scene.prompt
    click(scene.layout.centre_point())
    post_key(pygame.K_a)
    frames(app, 30)
    assert scene.prompt is prompt and scene.session.waiting_for_human()
