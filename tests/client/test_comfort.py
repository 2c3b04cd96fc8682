"""The comfort settings at the table (issue 29): reduced motion places a move at once but the
table still pauses; a remapped claim key plays its action and the old key no longer does;
auto-win declares an offered win; auto-pass passes a pung offer but never a win, and stops when
turned off; the UI scale sizes the window, so the widgets and text grow; the Keys page refuses
a key another answer has."""
from types import SimpleNamespace

import pygame
import pytest

from game.client.display.layout import TableLayout
from game.client.display.ui_zoom import auto_percent, zoomed_window
from game.client.presenting.animation_plan import plan_event
from game.client.presenting.model import TableModel
from game.client.presenting.plan_kit import Visual
from game.client.presenting.reduced_motion import STILL_PAUSE
from game.client.presenting.tween import Wait
from game.client.scenes.table_parts.auto_answer import Comfort
from game.client.scenes.table_parts.stage import Stage
from game.session import MatchSession
from game.settings import UserSettings
from rules import actions as act
from rules.events import Discarded

from tests.client.test_prompt_controller import drive, is_claim
from tests.client.test_table_scene import human_actions_logged, post_key, run_until, start


# ---------------------------------------------------------------- reduced motion
def _first_discard(reduced):
    """The stage of a table (a stand-in scene) showing a hand's first discard; its plan."""
    session = MatchSession(variant="guobiao", seed=4, human=None)
    while session.step():
        pass
    model = TableModel(human_player=None, viewer=0)
    layout = TableLayout(1280, 800)
    scene = SimpleNamespace(app=SimpleNamespace(user=UserSettings(reduced_motion=reduced)), model=model,
                            settings=SimpleNamespace(pace="normal"), on_milestone=None, demo=False)
    stage = Stage(scene)
    for event in session.poll_events(0):
        change = model.apply(event)
        if isinstance(event, Discarded):
            plan = plan_event(event, change, model, layout, Visual(), "normal", True)
            stage.show(event, plan, quiet=True)
            return stage, plan
    raise AssertionError("no discard")


def test_reduced_motion_places_the_discard_at_once_but_the_table_still_pauses():
    stage, plan = _first_discard(reduced=True)
    flights = [t for t in plan.tweens if getattr(t, "attr", "") == "pos"]
    assert flights and all(t.duration == 0.0 for t in flights)
    tile = next(s for s in plan.sprites if s.kind == "tile")
    stage.run(flights[0].delay + 0.001)          # the bot's pause is over: the tile is in the river
    assert tile.pos == flights[0].end
    assert not stage.still                      # ... and the table still waits a moment
    assert max(t.delay + t.duration for t in plan.tweens if isinstance(t, Wait)) >= STILL_PAUSE


def test_without_reduced_motion_the_discard_slides():
    stage, plan = _first_discard(reduced=False)
    flight = next(t for t in plan.tweens if getattr(t, "attr", "") == "pos")
    assert flight.duration > 0
    tile = next(s for s in plan.sprites if s.kind == "tile")
    stage.run(flight.delay + flight.duration / 2)
    assert tile.pos != flight.end


# ---------------------------------------------------------------- keys and auto answers (no window)
def test_a_remapped_key_presses_its_button_and_the_old_key_does_not():
    controller, _, actions = drive("guobiao", 1, is_claim)
    controller.comfort = Comfort(keymap={"pung": "x"})
    controller.open(actions, "normal", None)
    row = controller.lay_out()
    pung = controller.command_for_key(pygame.K_x, row)
    assert isinstance(pung, act.Pung) and controller.press(pung).send == pung
    assert controller.command_for_key(pygame.K_p, row) is None
    assert any(e.label.endswith(" X") for e in row)


def test_auto_win_declares_an_offered_win():
    controller, _, actions = drive("sichuan", 3, lambda acts: any(isinstance(a, act.Win) for a in acts))
    controller.comfort = Comfort(auto_win=True)
    caption = controller.open(actions, "normal", None)
    assert "自动和牌" in caption.zh and "Auto-win" in caption.en
    assert controller.tick_auto(0.1, still=True) is None       # shown a moment first
    assert isinstance(controller.tick_auto(5.0, still=True), act.Win)


def test_auto_pass_passes_a_pung_offer_but_never_a_win():
    controller, _, actions = drive("guobiao", 1, is_claim)
    controller.comfort = Comfort(auto_pass=True)
    controller.open(actions, "normal", None)
    assert isinstance(controller.tick_auto(5.0, still=True), act.Pass)
    winner, _, offer = drive("sichuan", 3, lambda acts: any(isinstance(a, act.Win) for a in acts))
    winner.comfort = Comfort(auto_pass=True)
    winner.open(offer, "normal", None)
    assert winner.auto_action is None and winner.tick_auto(5.0, still=True) is None


def test_turning_auto_pass_off_while_it_waits_gives_the_claim_back():
    controller, _, actions = drive("guobiao", 1, is_claim)
    controller.comfort = Comfort(auto_pass=True)
    controller.open(actions, "normal", None)
    assert controller.comfort_changed(Comfort(auto_pass=False))
    assert controller.tick_auto(5.0, still=True) is None


# ---------------------------------------------------------------- at the table
@pytest.fixture
def comfy(app):
    """The shared window with the player's comfort settings put back afterwards."""
    saved = (dict(app.user.keymap), app.user.auto_pass)
    yield app
    app.user.keymap, app.user.auto_pass = saved


def test_at_the_table_the_new_pass_key_passes_and_space_no_longer_does(comfy):
    comfy.user.keymap = {"pass": "z"}
    scene = start(comfy, seed=21)
    assert run_until(comfy, scene, lambda s: s.prompt is not None and s.prompt.kind == "claim" and not s.queue
                     and not s.timeline.running)
    before = len(human_actions_logged(scene))
    post_key(pygame.K_SPACE)
    comfy.frame(1 / 60)
    assert len(human_actions_logged(scene)) == before
    post_key(pygame.K_z)
    comfy.frame(1 / 60)
    assert human_actions_logged(scene)[before:] == [{"type": "pass", "seat": scene.human_seat}]


def test_a_key_changed_mid_claim_shows_on_the_open_claims_buttons(comfy):
    scene = start(comfy, seed=21)
    assert run_until(comfy, scene, lambda s: s.prompt is not None and s.prompt.kind == "claim" and not s.queue)
    comfy.user.keymap = {"pass": "z"}
    scene.settings_changed(comfy.user)                 # what the settings screen's change does
    assert any(b.text.endswith(" Z") for b in scene.buttons) and scene.prompt is not None


def test_at_the_table_auto_pass_answers_a_claim_by_itself(comfy):
    comfy.user.auto_pass = True
    scene = start(comfy, seed=21)
    assert run_until(comfy, scene, lambda s: any(a["type"] == "pass" for a in human_actions_logged(s)),
                     auto_claim=False)


# ---------------------------------------------------------------- the UI scale
def test_the_ui_scale_picks_a_window_the_desktop_holds():
    assert auto_percent([(1920, 1080)]) == 100 and auto_percent([(3840, 2160)]) == 200
    assert zoomed_window(150, [(3840, 2160)]) == (1920, 1200)
    assert zoomed_window(200, [(1920, 1080)]) == (1728, 972)      # cut to the desktop


def test_choosing_a_ui_scale_grows_the_widgets_and_their_text(monkeypatch):
    from game.client.app import App

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(3840, 2160)])
    app = App((1280, 800), resizable=False, user=UserSettings())
    try:
        scene = app.push("settings")
        width, font = scene.done_button.rect.width, app.font_px(16)
        scene.choose("ui_scale", 200)
        assert app.size == (2560, 1600) and app.user.window_size == (2560, 1600)
        assert app.stack.top.done_button.rect.width == pytest.approx(2 * width, abs=2)
        assert app.font_px(16) == 2 * font
        app.stack.top.choose("ui_scale", 100)
        assert app.size == (1280, 800)
    finally:
        app.stack.clear()


# ---------------------------------------------------------------- the Keys page
def test_the_keys_page_refuses_a_taken_key_then_takes_a_free_one_and_resets(app):
    app.user.keymap = {}
    scene = app.push("settings")
    try:
        scene.show_page("keys")
        pung = next(b for b, a in scene.keys.buttons.items() if a == "pung")
        scene.process_event(pygame.event.Event(pygame_gui_pressed(), ui_element=pung))
        assert scene.keys.waiting == "pung" and not scene.tab_focus
        scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0))
        assert app.user.keymap == {} and "Win" in scene.keys.message.en
        scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0))
        assert app.user.keymap == {"pung": "x"} and scene.keys.waiting is None
        assert any(b.text == "X" for b in scene.keys.buttons)
        scene.process_event(pygame.event.Event(pygame_gui_pressed(), ui_element=scene.keys.reset_button))
        assert app.user.keymap == {}
    finally:
        app.user.keymap = {}
        app.stack.clear()


def pygame_gui_pressed():
    import pygame_gui
    return pygame_gui.UI_BUTTON_PRESSED


def test_the_why_not_explanation_follows_the_players_keys():
    from game.client.scenes.table_parts.input_keys import claim_of_key

    assert claim_of_key(pygame.K_p) == "pung"
    assert claim_of_key(pygame.K_x, {"pung": "x"}) == "pung" and claim_of_key(pygame.K_p, {"pung": "x"}) is None
    assert claim_of_key(pygame.K_SPACE) is None            # 过 is not a claim to explain
