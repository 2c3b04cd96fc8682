"""The table scene driven by posted mouse and keyboard events (headless).

Selecting and discarding sends exactly one legal discard; input at the wrong time does nothing;
the claim buttons are exactly the legal actions; the countdown passes by itself.
"""
import pygame
import pytest

from game.client.app import Settings
from game.client.scenes.table import TableScene
from rules import actions as act


def human_actions_logged(scene):
    seat = scene.session.seat_of(0)
    return [e["action"] for e in scene.session.log
            if e.get("type") == "action" and e["action"].get("seat") == seat]


def start(app, seed, **kw):
    app.stack.clear()
    settings = Settings(seed=seed, pace="fast", name="Tester", **kw)
    scene = TableScene(app, settings)
    app.push(scene)
    return scene


def run_until(app, scene, predicate, max_frames=6000, auto_turn=True, auto_claim=True):
    """Run frames until predicate(scene); the human plays its turns (Enter discards the selected
    tile) and passes claims unless told otherwise."""
    for _ in range(max_frames):
        if predicate(scene):
            return True
        if app.stack.top is not scene:  # the settlement sheet: go on to the next hand
            app.stack.top.close()
        prompt = scene.prompt
        if prompt is not None and not scene.timeline.running:
            if prompt.kind == "turn" and auto_turn:
                post_key(pygame.K_RETURN)
            elif prompt.kind == "claim" and auto_claim:
                post_key(pygame.K_ESCAPE)
        app.frame(1 / 60)
    return predicate(scene)


def post_key(key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def click(pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def tile_centre(scene, index):
    seat = scene.model.seats[scene.human_seat]
    tiles = scene.human_tiles()
    placed = scene.layout.hand_rects(0, len(tiles), drawn=seat.drawn is not None)
    rect = placed[index].rect
    if index == scene.selected:
        dx, dy = scene.layout.raise_offset(0)
        rect = rect.move(dx, dy)
    return rect.center


def at_turn(scene):
    return scene.prompt is not None and scene.prompt.kind == "turn" and not scene.queue


def test_click_selects_then_click_again_discards_exactly_that_tile(app):
    scene = start(app, seed=11)
    assert run_until(app, scene, at_turn)
    legal = dict(scene.prompt.discards)
    tiles = scene.human_tiles()
    index = next(i for i, t in enumerate(tiles) if t.id in legal and i != scene.selected)
    before = len(human_actions_logged(scene))
    click(tile_centre(scene, index))
    app.frame(1 / 60)
    assert scene.selected == index
    assert len(human_actions_logged(scene)) == before  # selecting is not discarding
    chosen = tiles[index].id
    click(tile_centre(scene, index))
    app.frame(1 / 60)
    logged = human_actions_logged(scene)
    assert logged[before:] == [legal[chosen].to_json()]
    # The discard reaches the river once its events are presented.
    assert run_until(app, scene, lambda s: any(t.id == chosen for t in s.model.seats[s.human_seat].river),
                     max_frames=600, auto_turn=False)


def test_keyboard_moves_the_selection_and_enter_discards(app):
    scene = start(app, seed=12)
    assert run_until(app, scene, at_turn)
    tiles = scene.human_tiles()
    n = len(tiles)
    scene.selected = 0
    post_key(pygame.K_LEFT)  # wraps to the drawn tile at the right end
    app.frame(1 / 60)
    assert scene.selected == n - 1
    post_key(pygame.K_RIGHT)
    post_key(pygame.K_RIGHT)
    app.frame(1 / 60)
    assert scene.selected == 1
    chosen = scene.human_tiles()[1].id
    expected = scene.prompt.discards[chosen].to_json()
    before = len(human_actions_logged(scene))
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    assert human_actions_logged(scene)[before:] == [expected]


def test_input_at_the_wrong_time_does_nothing(app):
    scene = start(app, seed=13)
    # During the ceremony: clicks on the hand area, Enter, Escape, arrows.
    for frame in range(240):
        if frame % 20 == 0:
            click((400, 750))
            post_key(pygame.K_RETURN)
            post_key(pygame.K_ESCAPE)
            post_key(pygame.K_LEFT)
        app.frame(1 / 60)
        if scene.prompt is not None:
            break
    assert human_actions_logged(scene) == []
    # While a bot is to act (no prompt), clicks and keys do nothing either.
    assert run_until(app, scene, lambda s: s.prompt is None and s.model.phase == "play"
                     and s.model.turn not in (None, s.human_seat))
    before = list(human_actions_logged(scene))
    click(tile_centre(scene, 0))
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    # The posted input is handled before the frame's update, while no prompt is open.
    assert human_actions_logged(scene) == before
    assert scene.selected is None


def _reachable_actions(scene):
    """Every action a button leads to, opening the chow menu when there is one."""
    found = []
    for _label, _object_id, action in scene.button_entries():
        if action == "chow-menu":
            scene.chow_menu = True
            found += [a for _, _, a in scene.button_entries() if not isinstance(a, str)]
            scene.chow_menu = False
        elif not isinstance(action, str):
            found.append(action)
    return found


@pytest.mark.slow
def test_claim_buttons_are_exactly_the_legal_actions_and_pass_works_by_mouse(app):
    scene = start(app, seed=21, claim_seconds=60.0)
    claims = 0
    for _ in range(12):
        ok = run_until(app, scene, lambda s: s.prompt is not None and s.prompt.kind == "claim" and not s.queue,
                       max_frames=8000)
        if not ok:
            break
        legal = scene.session.human_actions()
        assert sorted(map(repr, _reachable_actions(scene))) == sorted(map(repr, legal))
        assert len(scene.buttons) == len(scene.button_entries())
        claims += 1
        # Pointing at a button frames the hand tiles its action would use.
        for button, action in list(scene.buttons.items()):
            if getattr(action, "tiles", None):
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center,
                                                     rel=(0, 0), buttons=(0, 0, 0)))
                app.frame(1 / 60)
                assert scene.highlight_ids == set(action.tiles)
        if claims == 1:
            # Press 过 with the mouse: exactly a Pass is sent.
            pass_button = next(b for b, a in scene.buttons.items() if isinstance(a, act.Pass))
            before = len(human_actions_logged(scene))
            click(pass_button.rect.center)
            for _ in range(3):
                app.frame(1 / 60)
            assert human_actions_logged(scene)[before:] == [{"type": "pass", "seat": scene.human_seat}]
        else:
            post_key(pygame.K_ESCAPE)
            app.frame(1 / 60)
        if claims >= 3:
            break
    assert claims >= 1


def test_claim_countdown_passes_by_itself(app):
    scene = start(app, seed=21, claim_seconds=0.5)
    assert run_until(app, scene, lambda s: s.prompt is not None and s.prompt.kind == "claim")
    before = len(human_actions_logged(scene))
    for _ in range(60):
        app.frame(1 / 60)
    logged = human_actions_logged(scene)[before:]
    assert logged and logged[0]["type"] == "pass"


def test_resize_rebuilds_the_table(app):
    scene = start(app, seed=11)
    assert run_until(app, scene, at_turn)
    app.resize((1024, 640))
    app.frame(1 / 60)
    assert scene.layout.width == 1024
    tiles = scene.human_tiles()
    index = next(i for i, t in enumerate(tiles) if t.id in scene.prompt.discards and i != scene.selected)
    click(tile_centre(scene, index))
    app.frame(1 / 60)
    assert scene.selected == index
    app.resize((1280, 800))
