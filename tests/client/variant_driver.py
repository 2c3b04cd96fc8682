"""Helpers that drive a human game of any variant headless (posted input, real frames), shared by
the variant tests and by anyone who wants pictures of the prompts."""
from __future__ import annotations

import pygame

from game.client.app import Settings
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.table import TableScene


def post_key(key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def click(pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def press(app, button, frames=3):
    click(button.rect.center)
    for _ in range(frames):
        app.frame(1 / 60)


def start(app, variant, seed, **kw):
    app.stack.clear()
    settings = Settings(variant=variant, seed=seed, pace="fast", name="Tester", claim_seconds=0.3, **kw)
    scene = TableScene(app, settings)
    app.push(scene)
    return scene


def logged_actions(scene):
    seat = scene.session.seat_of(0)
    return [e["action"] for e in scene.session.log
            if e.get("type") == "action" and e["action"].get("seat") == seat]


def tile_centre(scene, index):
    seat = scene.model.seats[scene.human_seat]
    tiles = scene.human_tiles()
    placed = scene.layout.hand_rects(0, len(tiles), drawn=seat.drawn is not None)
    return placed[index].rect.center


def settle_prompt(app, scene):
    """Answer a set-up prompt with its first button (an exchange: the first legal pick)."""
    prompt = scene.prompt
    if prompt.exchange:
        action = next(a for a in prompt.actions)
        ids = list(action.tiles)
        for tile_id in ids:
            index = next(i for i, t in enumerate(scene.human_tiles()) if t.id == tile_id)
            click(tile_centre(scene, index))
            app.frame(1 / 60)
    button = next(b for b, a in scene.buttons.items() if not isinstance(a, (str, tuple)))
    press(app, button)


def run_until(app, scene, predicate, max_frames=20000, answer_setup=True):
    """Frames until predicate(scene): the human discards with Enter (confirming a 混 warning),
    passes claims with Esc, answers set-up prompts with their first button, and the settlement
    sheet is closed."""
    for _ in range(max_frames):
        if predicate(scene):
            return True
        top = app.stack.top
        if isinstance(top, SettlementScene):
            top.close()
        elif top is not scene:
            return predicate(scene)
        prompt = scene.prompt
        if prompt is not None and not scene.timeline.running and not scene.queue:
            if scene.confirm is not None:
                post_key(pygame.K_RETURN)
            elif prompt.kind == "turn":
                if scene.selected is None:
                    post_key(pygame.K_RIGHT)
                post_key(pygame.K_RETURN)
            elif prompt.kind == "claim" and prompt.pass_action is not None:
                post_key(pygame.K_ESCAPE)
            elif prompt.kind == "claim" and scene.buttons:   # a forced win: the only button
                press(app, next(iter(scene.buttons)))
            elif prompt.kind == "setup" and answer_setup:
                settle_prompt(app, scene)
        app.frame(1 / 60)
    return predicate(scene)
