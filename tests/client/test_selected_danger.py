"""The danger of the player's chosen tile (issue 28 "danger in the hints"): a tile raised to
discard (or under the pointer) that would likely deal in gets a card saying who threatens and
why, in the hint's own words; a safe tile gets none; the card follows the selection; it is not
shown with hints off, nor in the demo; it is read in the decision thread, once per (view, kind),
and the frame never waits for it; a 苏州 tile into a hand showing eight flowers is warned.

The positions are real hands (a seeded match played by the hints up to the first turn where a
discard is dangerous), opened on the table as a resumed session, at 1024x640."""
import threading

import pygame
import pytest

from game.client.app import Settings
from game.client.display import lang
from game.client.match.decision_worker import THREAD_NAME
from game.client.teaching import danger_card
from game.session import MatchSession
from game.teaching.danger import DANGER_CHANCE, assess, danger_of_tile
from game.teaching.hints import hint
from game.settings import UserSettings
from rules.actions import Discard

FRAME = 1 / 60


@pytest.fixture(scope="module")
def app(small_window):
    """The 1024x640 window of this module (conftest.py)."""
    return small_window


@pytest.fixture(autouse=True)
def fresh(app):
    app.stack.clear()
    app.user = UserSettings()
    lang.set_language("both")
    yield
    app.stack.clear()


def dangerous_turn(variant: str, seed: int) -> MatchSession:
    """The match played by the hints up to the human's first turn with a dangerous discard."""
    session = MatchSession(variant=variant, seed=seed, human=0)
    while not session.hand_over:
        if session.waiting_for_human():
            actions, view = session.human_actions(), session.view(0)
            if any(isinstance(a, Discard) and danger_of_tile(view, actions, a.tile) for a in actions):
                return session
            session.act(hint(view, actions).action)
        else:
            session.step()
    raise AssertionError("no dangerous discard in the hand")


def open_table(app, variant: str, seed: int):
    session = dangerous_turn(variant, seed)
    app.push("table", Settings(variant=variant, seed=seed, pace="fast", name="Tester"), session=session,
             resumed=True)
    scene = app.stack.top
    for _ in range(600):
        app.frame(FRAME)
        if scene.prompt is not None and scene.prompt.kind == "turn" and scene.teaching.sync() is not None:
            break
    assert scene.prompt is not None and scene.prompt.kind == "turn"
    return scene, session


def tiles_by_level(session):
    """(dangerous tile ids, safe tile ids) among the human's legal discards, as the hint reads them."""
    view, actions = session.view(0), session.human_actions()
    ids = [a.tile for a in actions if isinstance(a, Discard)]
    dangerous = [t for t in ids if danger_of_tile(view, actions, t) is not None]
    safe = [t for t in ids if assess(view, view.hand_kinds[view.hand.index(t)].index).level == "safe"]
    return dangerous, safe


def choose(app, scene, tile_id, *, hover=False):
    """Raise `tile_id` (as a first click does), or point at it; the reading taken; one frame."""
    index = next(i for i, t in enumerate(scene.human_tiles()) if t.id == tile_id)
    if hover:
        scene.hover = index
    else:
        scene.prompts.selected = index
    app.frame(FRAME)
    scene.teaching.sync()
    app.frame(FRAME)


def test_a_dangerous_selected_tile_is_warned_with_who_and_why_and_a_safe_one_is_not(app):
    scene, session = open_table(app, "guobiao", 13)
    panel = scene.teaching
    dangerous, safe = tiles_by_level(session)
    assert dangerous and safe
    view, actions = session.view(0), session.human_actions()
    choose(app, scene, dangerous[0])
    expected = danger_of_tile(view, actions, dangerous[0])
    shown = panel.selected_warning()
    assert shown == expected and shown.zh.startswith("危险：上家") and "还一张没见" in shown.zh
    assert "the player on your left" in shown.en
    box = panel.danger_card.box
    assert box is not None and box in panel.drawn_boxes
    # the card keeps off the hand, the answer row and the caption
    hand = panel.hand_tile_rects({t.id for t in scene.human_tiles() if t.id is not None})
    assert hand and not any(box.colliderect(r) for r in hand)
    assert not box.colliderect(panel.caption_area())
    assert not any(box.colliderect(b.rect) for b in list(scene.buttons) + list(panel.buttons))
    # another tile chosen: a safe one has no warning, and the card goes
    choose(app, scene, safe[0])
    assert panel.selected_warning() is None and panel.danger_card.box is None
    choose(app, scene, dangerous[0])
    assert panel.selected_warning() == expected


def test_the_pointer_over_a_tile_warns_of_it_until_it_leaves_the_hand(app):
    scene, session = open_table(app, "guobiao", 13)
    panel = scene.teaching
    dangerous, safe = tiles_by_level(session)
    choose(app, scene, safe[0])
    assert panel.selected_warning() is None
    choose(app, scene, dangerous[0], hover=True)
    assert panel.selected_warning() is not None
    scene.hover = None
    app.frame(FRAME)
    assert panel.selected_warning() is None        # back to the selected tile: a safe one


def test_no_warning_with_hints_switched_off(app, monkeypatch):
    asked = []
    monkeypatch.setattr(danger_card, "danger_of_tile", lambda *a: asked.append(a))
    app.user = UserSettings(hints=False)
    scene, session = open_table(app, "guobiao", 13)
    dangerous, _ = tiles_by_level(session)
    choose(app, scene, dangerous[0])
    assert scene.teaching.selected_warning() is None and scene.teaching.danger_card.box is None
    assert asked == []       # not even worked out


def test_the_reading_is_done_in_the_decision_thread_once_per_kind_and_never_waited_for(app, monkeypatch):
    hold, release, threads = threading.Event(), threading.Event(), []
    real = danger_card.danger_of_tile

    def slow(view, legal, tile):
        threads.append((threading.current_thread().name, view.hand_kinds[view.hand.index(tile)].index))
        if hold.is_set():
            release.wait(5.0)
        return real(view, legal, tile)

    monkeypatch.setattr(danger_card, "danger_of_tile", slow)
    scene, session = open_table(app, "guobiao", 13)     # the drawn tile, preselected, is read at once
    panel = scene.teaching
    view = session.view(0)
    dangerous, safe = tiles_by_level(session)
    read = {kind for _, kind in threads}
    tile = next(t for t in dangerous if view.hand_kinds[view.hand.index(t)].index not in read)
    hold.set()
    scene.prompts.selected = next(i for i, t in enumerate(scene.human_tiles()) if t.id == tile)
    for _ in range(20):           # still thinking: every frame returns, nothing is shown yet
        app.frame(FRAME)
        assert panel.selected_warning() is None
    release.set()
    for _ in range(300):
        app.frame(FRAME)
        if panel.selected_warning() is not None:
            break
    assert panel.selected_warning() == real(view, session.human_actions(), tile)
    for again in (safe[0], tile, safe[0]):
        choose(app, scene, again)
    kinds = [kind for _, kind in threads]
    assert {name for name, _ in threads} == {THREAD_NAME}
    assert len(kinds) == len(set(kinds)) >= 2       # each kind read once for this view


def test_suzhou_a_tile_into_a_hand_showing_eight_flowers_is_warned_for_its_value(app):
    scene, session = open_table(app, "suzhou", 1)
    panel = scene.teaching
    view = session.view(0)
    dangerous, _ = tiles_by_level(session)
    # a tile below the danger chance on its own, dangerous for what the threatened hand is worth
    valued = [t for t in dangerous if assess(view, view.hand_kinds[view.hand.index(t)].index).chance < DANGER_CHANCE]
    assert valued
    note = assess(view, view.hand_kinds[view.hand.index(valued[0])].index)
    assert note.threat is not None and len(view.flowers[note.threat.seat]) == 8
    choose(app, scene, valued[0])
    shown = panel.selected_warning()
    assert shown is not None and "亮出8张花牌，点炮代价大" in shown.zh and "he has set aside 8 flower tiles" in shown.en


def test_no_warning_in_the_demo(app):
    app.push("table", Settings(variant="guobiao", seed=13, pace="fast", human=None))
    scene = app.stack.top
    for _ in range(120):
        app.frame(FRAME)
    assert not scene.teaching.active and scene.teaching.selected_warning() is None
    assert scene.teaching.danger_card.box is None
    pygame.event.clear()


def test_a_long_english_title_wraps_at_its_own_size_never_smaller_than_the_lines_under_it(app, monkeypatch):
    """苏州 in English: "Careful: 7 Bamboo may give a win away" in the narrow column was squeezed
    below the body's size; it wraps instead, every piece at the title's size."""
    lang.set_language("en")
    scene, _ = open_table(app, "guobiao", 13)
    card = scene.teaching.danger_card
    drawn: list[tuple[str, int]] = []
    real_get = scene.view.text.get
    monkeypatch.setattr(scene.view.text, "get",
                        lambda text, size, colour, bold=False: drawn.append((text, size)) or real_get(text, size, colour, bold))
    title = "Careful: 7 Bamboo may give a win away"
    px = card.places.px
    width = px(150)
    picture = card._words(title, "the player on your left may be ready", width)
    title_pieces = [(text, size) for text, size in drawn if text in title]
    assert len(title_pieces) >= 2, "a title this long wraps in a narrow column"
    assert all(size == px(15) for _, size in title_pieces)
    assert " ".join(text for text, _ in title_pieces) == title
    assert picture.get_height() >= 2 * px(15) + 2 * px(13)


def test_no_danger_warning_while_a_win_is_offered(app):
    """二人: offered a self-drawn win on 7 Bamboo, a tester read "Careful: 7 Bamboo may give a win
    away" on his own winning tile; throwing any tile then passes the win up (its own warning)."""
    from rules.actions import Win
    scene, session = open_table(app, "guobiao", 13)
    panel = scene.teaching
    dangerous, _ = tiles_by_level(session)
    choose(app, scene, dangerous[0])
    assert panel.selected_warning() is not None
    scene.prompt.actions.append(Win(0))          # the same turn with a win on offer
    choose(app, scene, dangerous[0], hover=True)
    assert panel.selected_warning() is None and panel.danger_card.box is None
