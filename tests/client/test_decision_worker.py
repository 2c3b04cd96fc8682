"""The bots think off the frame (game/client/match/decision_worker.py): same moves, same log, and a
frame never waits for a bot."""
import threading

import pytest

from game.client.app import App
from game.client.scenes import table as table_module
from game.client.match.table_settings import Settings
from game.session import MatchSession
from rules.errors import IllegalAction

VARIANT, SEED = "erren", 11
THREAD_NAME = "bot-decisions"


def workers_alive() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == THREAD_NAME and t.is_alive()]


def demo_table(app: App):
    settings = Settings(variant=VARIANT, seed=SEED, human=None, pace="fast", show_hands=True)
    return app.push("table", settings, hands_to_play=1, demo=True)


def play_hand(app: App, scene, max_frames: int = 20_000) -> None:
    """Frames at the demo's simulated 1/60 s until the hand is over and shown."""
    for _ in range(max_frames):
        if scene.hand_done and not scene.queue:
            return
        app.frame(1.0 / 60)
    raise AssertionError("the hand did not finish")


def reference_log() -> list[dict]:
    """The same match's first hand played by MatchSession.step alone, no window."""
    session = MatchSession(variant=VARIANT, seed=SEED, human=None)
    while session.step():
        pass
    assert session.hand_over
    return session.log


@pytest.fixture
def app():
    window = App((1280, 800), resizable=False)
    yield window
    window.stack.clear()


@pytest.mark.slow
@pytest.mark.parametrize("threaded", [True, False])
def test_a_demo_hand_gives_the_log_of_step_with_and_without_the_worker(app, monkeypatch, threaded):
    monkeypatch.setattr(table_module, "THREADED_BOTS", threaded)
    scene = demo_table(app)
    play_hand(app, scene)
    assert (scene.decisions is not None) == threaded
    assert scene.session.log == reference_log()
    # The narrator still explains the bots' moves when they decide in the thread.
    assert scene.teaching.narrator is not None and scene.teaching.narrator.shown is not None


@pytest.mark.slow
def test_a_slow_bot_never_holds_a_frame_and_its_move_is_still_played(app):
    scene = demo_table(app)
    session: MatchSession = scene.session
    release = threading.Event()
    inside = threading.Event()
    returned = threading.Event()
    slow_player = next(iter(session.bots))
    bot = session.bots[slow_player]
    plain_decide = bot.decide

    def slow_decide(view, legal):
        bot.decide = plain_decide     # only this one decision is slow
        inside.set()
        release.wait(5.0)       # on the old code the frame itself sits here until the timeout
        returned.set()
        return plain_decide(view, legal)

    bot.decide = slow_decide
    for _ in range(20_000):
        app.frame(1.0 / 60)
        if inside.is_set():
            break
    assert inside.is_set(), "the slow bot was never asked"
    log_before = len(session.log)
    for _ in range(30):      # the bot is still thinking: every frame returns all the same
        app.frame(1.0 / 60)
        assert not returned.is_set()
    assert len(session.log) == log_before
    release.set()
    for _ in range(600):
        app.frame(1.0 / 60)
        if len(session.log) > log_before:
            break
    assert returned.is_set()
    assert session.log[log_before]["type"] == "action"
    assert session.log[log_before]["action"]["seat"] == session.seat_of(slow_player)
    play_hand(app, scene)
    assert session.log == reference_log()


def test_the_worker_thread_ends_with_the_table(app):
    before = len(workers_alive())
    scene = demo_table(app)
    for _ in range(400):
        app.frame(1.0 / 60)
    assert scene.decisions is not None and scene.decisions._thread is not None
    assert len(workers_alive()) == before + 1
    app.stack.clear()
    assert len(workers_alive()) == before


def test_a_save_while_a_bot_thinks_holds_the_states_before_its_draws():
    session = MatchSession(variant=VARIANT, seed=SEED, human=None)
    turn = session.next_bot_turn()
    assert turn is not None
    before = session.bot_states()
    session.hold_bot_states()
    decision, seconds = session.decide(turn)      # as the thread does: the bot draws from its generator
    session.bots[turn.player].rng.random()
    assert session.bot_states() == before       # what a save written now holds: matches its log
    session.apply_bot(turn, decision.action, seconds)
    assert session.bot_states() != before


def test_an_answer_to_a_position_that_is_gone_is_refused():
    session = MatchSession(variant=VARIANT, seed=SEED, human=None)
    turn = session.next_bot_turn()
    assert turn is not None
    decision, seconds = session.decide(turn)
    session.apply_bot(turn, decision.action, seconds)
    with pytest.raises(IllegalAction):
        session.apply_bot(turn, decision.action, seconds)


@pytest.mark.slow
def test_a_frame_never_waits_for_the_bots_thread_before_its_picture(app, monkeypatch):
    """Waiting hands Python's lock to the thread, which keeps it for its switch interval: the
    table may wait for a bot's answer only after the frame's flip, never in its update."""
    scene = demo_table(app)
    in_update = [False]
    waits = {"in update": [], "after": []}
    real_update = app.stack.update

    def update(dt):
        in_update[0] = True
        try:
            real_update(dt)
        finally:
            in_update[0] = False

    real_wait = threading.Event.wait

    def wait(self, timeout=None):
        if threading.current_thread() is threading.main_thread() and not self.is_set():   # it would wait
            waits["in update" if in_update[0] else "after"].append(timeout)
        return real_wait(self, timeout)

    monkeypatch.setattr(app.stack, "update", update)
    monkeypatch.setattr(threading.Event, "wait", wait)
    play_hand(app, scene)
    assert waits["in update"] == []
    assert waits["after"] and all(t == table_module.DECISION_WAIT for t in waits["after"])
    assert scene.session.log == reference_log()
