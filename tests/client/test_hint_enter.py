"""F1 then Enter plays the hinted move in one step, whatever it is (README: "F1 hint (Enter then
plays it)"): a discard, 报听 with its discard, a chow among several with the hinted tiles, a pung,
a kong, a win, a pass, a set-up step (定缺, 换三张, 二人's exchange, 坐庄/拉庄)."""
import pygame
import pytest

from game.client.app import Settings
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.table import TableScene
from rules import actions as act
from rules.variants.erren.events import DeclareReady
from tests.client.test_prompt_controller import drive
from tests.client.variant_driver import post_key

FRAME = 1 / 60

pytestmark = pytest.mark.usefixtures("fresh_player")


def several_chows(actions):
    return sum(isinstance(a, act.Chow) for a in actions) > 1


def asked(variant, wanted):
    """The controller at the first prompt of the first seed (1..39) that asks what `wanted` accepts
    (seeds are found, not numbered: the bots change as they learn)."""
    for seed in range(1, 40):
        try:
            return drive(variant, seed, wanted)
        except AssertionError:
            continue
    raise AssertionError("no seed asks that")


def test_a_hinted_chow_among_several_opens_the_menu_with_that_chow_focused():
    controller, _session, actions = asked("guobiao", several_chows)
    controller.open(actions, "normal", None)
    chow = [a for a in actions if isinstance(a, act.Chow)][-1]
    assert controller.follow(chow) is True                       # the buttons change: the menu opens
    row = [e.command for e in controller.entries()]
    assert chow in row and controller.focused_command(row) == chow


def test_a_hinted_ready_declaration_selects_its_tile_and_focuses_its_button():
    controller, _session, actions = asked("erren", lambda acts: any(isinstance(a, DeclareReady) for a in acts))
    controller.open(actions, "normal", None)
    ready = [a for a in actions if isinstance(a, DeclareReady)][-1]
    assert controller.follow(ready) is True
    assert controller.selected_id() == ready.tile
    row = [e.command for e in controller.entries()]
    assert controller.focused_command(row) == ready


def test_a_hint_the_prompt_did_not_offer_is_not_followed():
    controller, _session, actions = asked("guobiao", several_chows)
    controller.open(actions, "normal", None)
    assert controller.follow(act.Pung(seat=3, tiles=(0, 1))) is False
    assert controller.focus_action is None


def play_hints_with_enter(app, variant, seed, met):
    """One hand where the human answers every prompt with F1 then Enter (Enter again for a
    warned discard); each move sent is checked against the hint; `met` counts what was hinted."""
    scene = TableScene(app, Settings(variant=variant, seed=seed, pace="fast", name="T", claim_seconds=60))
    app.push(scene)
    for _ in range(60_000):
        if isinstance(app.stack.top, SettlementScene) or scene.hand_done:
            app.stack.clear()
            return
        prompt = scene.prompt
        still = not scene.queue and not scene.timeline.running and scene.auto_action is None
        if prompt is not None and still and app.stack.top is scene:
            panel = scene.teaching
            if panel.hint_prompt is not prompt:
                post_key(pygame.K_F1)
            elif panel.ready_hint() is not None:
                hinted = panel.ready_hint().action
                before = len(scene.session.log)
                post_key(pygame.K_RETURN)
                app.frame(FRAME)
                if scene.prompt is prompt and scene.prompts.confirm is not None:
                    post_key(pygame.K_RETURN)
                    app.frame(FRAME)
                sent = [e["action"] for e in scene.session.log[before:]
                        if e.get("type") == "action" and e["action"].get("seat") == scene.human_seat]
                assert sent[:1] == [hinted.to_json()], (variant, seed, hinted, prompt.actions)
                kind = hinted.to_json()["type"]
                met.add("several chows" if kind == "chow" and several_chows(prompt.actions) else kind)
                continue
        app.frame(FRAME)
    raise AssertionError("the hand did not finish")


@pytest.mark.slow
def test_f1_then_enter_plays_every_kind_of_hint_in_one_step(app):
    met: set[str] = set()
    for seed in range(1, 9):           # 二人: 报听 and a chow among several, the exchange, wins
        play_hints_with_enter(app, "erren", seed, met)
        if {"declare_ready", "several chows"} <= met:
            break
    assert {"declare_ready", "several chows", "exchange_tiles", "discard"} <= met
    play_hints_with_enter(app, "sichuan", 1, met)       # 定缺 and 换三张 (when the room plays it)
    play_hints_with_enter(app, "tianjin", 1, met)       # 拉庄 / 坐庄
    assert {"choose_void", "discard"} <= met
