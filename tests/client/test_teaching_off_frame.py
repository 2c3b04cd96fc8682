"""The human's hints and waits, and the engine's answer to a bot's move, are worked out in the
decision thread (issue 16 "Frames"): the frame shows each answer once it is there, and it is the
answer the same code gives inline."""
import threading

import pygame
import pytest

from game.client.teaching import panel as teaching_panel
from game.client.teaching import hint_card, missed_win, reading
from game.client.app import Settings
from game.client.match.decision_worker import THREAD_NAME
from game.client.scenes import table as table_module
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.table import TableScene
from game.session import MatchSession
from game.teaching import hint as inline_hint
from rules import engine
from tests.client.variant_driver import post_key

FRAME = 1 / 60
VARIANT, SEED = "guobiao", 11


pytestmark = pytest.mark.usefixtures("fresh_player")


def human_table(app) -> TableScene:
    scene = TableScene(app, Settings(variant=VARIANT, seed=SEED, pace="fast", name="Tester"))
    app.push(scene)
    return scene


def idle(scene) -> bool:
    return not scene.queue and not scene.timeline.running


def follow_hints(app, scene, max_frames=40_000) -> list[tuple[dict, str, str]]:
    """One hand where the human asks F1 at every prompt and plays the hint once it shows (only
    through the frame: ready_hint never waits); the hints shown, in order."""
    shown = []
    for _ in range(max_frames):
        if isinstance(app.stack.top, SettlementScene):
            return shown
        prompt = scene.prompt
        if prompt is not None and idle(scene) and app.stack.top is scene:
            panel = scene.teaching
            given = panel.ready_hint()
            if panel.hint_prompt is not prompt:
                post_key(pygame.K_F1)
            elif given is not None:
                shown.append((given.action.to_json(), given.reason_zh, given.reason_en))
                scene._act(given.action)
        app.frame(FRAME)
    raise AssertionError("the hand did not finish")


def until_turn(app, scene, max_frames=20_000) -> None:
    for _ in range(max_frames):
        if scene.prompt is not None and scene.prompt.kind == "turn" and idle(scene):
            return
        app.frame(FRAME)
    raise AssertionError("no turn of the human")


@pytest.mark.slow
def test_hints_played_off_the_frame_give_the_hints_and_log_of_the_inline_table(app, monkeypatch):
    runs = {}
    for threaded in (True, False):
        monkeypatch.setattr(table_module, "THREADED_BOTS", threaded)
        scene = human_table(app)
        hints = follow_hints(app, scene)
        runs[threaded] = (hints, list(scene.session.log))
        app.stack.clear()
    assert len(runs[True][0]) > 5
    assert runs[True] == runs[False]


@pytest.mark.slow
def test_no_teaching_function_and_no_bot_move_of_the_engine_runs_in_the_frame(app, monkeypatch):
    calls: dict[str, list[str]] = {}

    def recorded(name, real):
        def wrapper(*args, **kwargs):
            calls.setdefault(name, []).append(threading.current_thread().name)
            return real(*args, **kwargs)
        return wrapper

    homes = {"hint": hint_card, "waits_report": reading, "discard_waits": reading, "missed_win_note": missed_win}
    for name, home in homes.items():    # each where the panel's widget calls it
        monkeypatch.setattr(home, name, recorded(name, getattr(home, name)))
    real_apply = engine.apply
    applied: list[tuple[int, str]] = []

    def apply(state, action):
        applied.append((action.seat, threading.current_thread().name))
        return real_apply(state, action)

    monkeypatch.setattr(engine, "apply", apply)
    scene = human_table(app)
    hints = follow_hints(app, scene)
    assert hints
    assert set(calls) == {"hint", "waits_report", "discard_waits", "missed_win_note"}
    for name, threads in calls.items():
        assert set(threads) == {THREAD_NAME}, name
    human = scene.session.seat_of(0)
    bots = [thread for seat, thread in applied if seat != human]
    assert bots and set(bots) == {THREAD_NAME}       # the scoring of a bot's win included
    # the human's own move is played by the click that sends it, in the frame
    assert {thread for seat, thread in applied if seat == human} == {threading.main_thread().name}


@pytest.mark.slow
def test_a_slow_hint_never_holds_a_frame_and_arrives_as_the_inline_one(app, monkeypatch):
    inside, release, returned = threading.Event(), threading.Event(), threading.Event()
    threads = []

    def slow_hint(view, legal, options=None):
        threads.append(threading.current_thread().name)
        inside.set()
        release.wait(5.0)       # on the old code the frame itself sits here until the timeout
        returned.set()
        return inline_hint(view, legal, options)

    monkeypatch.setattr(hint_card, "hint", slow_hint)
    scene = human_table(app)
    until_turn(app, scene)
    panel = scene.teaching
    prompt = scene.prompt
    view = scene.session.view(0)
    post_key(pygame.K_F1)
    for _ in range(600):
        app.frame(FRAME)
        if inside.is_set():
            break
    assert inside.is_set(), "the hint was never asked"
    for _ in range(30):        # it is still thinking: every frame returns, the card says so
        app.frame(FRAME)
        assert not returned.is_set()
        assert panel.hint_thinking and panel.ready_hint() is None
        assert panel.drawn_boxes, "the hint's card (thinking) is drawn"
    assert scene.prompt is prompt and threads == [THREAD_NAME]
    release.set()
    for _ in range(600):
        app.frame(FRAME)
        if panel.ready_hint() is not None:
            break
    shown = panel.ready_hint()
    expected = inline_hint(view, prompt.actions, scene.session.options)
    assert shown is not None and not panel.hint_thinking
    assert (shown.action, shown.reason_zh, shown.reason_en) == (expected.action, expected.reason_zh, expected.reason_en)


def test_think_then_play_bot_gives_the_log_of_step_and_applies_each_move_once(monkeypatch):
    reference = MatchSession(variant=VARIANT, seed=SEED, human=None)
    while reference.step():
        pass
    session = MatchSession(variant=VARIANT, seed=SEED, human=None)
    real_apply = engine.apply
    count = [0]

    def apply(state, action):
        count[0] += 1
        return real_apply(state, action)

    monkeypatch.setattr(engine, "apply", apply)
    moves = 0
    while session.bot_to_act():
        move = session.think(session.state)
        assert move is not None and move.outcome is not None
        before = count[0]
        session.play_bot(move)
        assert count[0] == before       # the engine's answer from think is the one played
        moves += 1
    assert count[0] == moves and session.hand_over
    assert session.log == reference.log


def test_the_cards_kept_lines_draw_what_ui_text_draws(app):
    """The teaching cards keep their wrapped lines (they are drawn every frame): the same
    picture and height as ui.text's draw_wrapped / wrapped_height, in both languages' texts."""
    from game.client.scenes.table_view import TableView
    from game.client.ui import text as ui_text
    view = TableView(app.art)
    texts = ["打三万：保留27张有效牌（离听牌还差4张），还差一点就听牌了，先把孤张打掉，留下搭子和对子。",
             "Discard 3 Character: keeps 27 useful tiles (4 from ready); the lone tiles go first, "
             "the pairs and runs stay.\nA second line after a newline."]
    for text in texts:
        for size, width in ((13, 240), (17, 180), (12, 500)):
            kept, plain = pygame.Surface((600, 400)), pygame.Surface((600, 400))
            end_kept = teaching_panel.draw_wrapped(kept, view, text, size, (250, 240, 220), 5, 7, width)
            end_plain = ui_text.draw_wrapped(plain, view, text, size, (250, 240, 220), 5, 7, width)
            assert end_kept == end_plain
            assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(plain, "RGB")
            assert teaching_panel.wrapped_height(text, size, width) == ui_text.wrapped_height(text, size, width)
