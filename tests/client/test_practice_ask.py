"""Issue 29: a take-back (Ctrl+Z) or the bots' hands shown in a scored match asks first, then
makes the match practice: the rules card says so, the save keeps it (a resumed match stays
practice) and its hands are not counted in the statistics."""
import json
from types import SimpleNamespace

import pygame
import pytest

from game.client.app import App, Settings, Storage
from game.client.display import lang
from game.client.scenes.ask import AskScene
from game.client.scenes.table import TableScene
from game.client.teaching.practice_ask import counted
from game.saves import load_match, save_match, save_payload
from game.session import MatchSession
from tests.client.variant_driver import post_key, press
from tests.game.journal_driver import choose

FRAME = 1 / 60


@pytest.fixture
def window(tmp_path):
    from game.settings import UserSettings
    app = App((1024, 640), resizable=False, user=UserSettings(language="en"),
              storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))
    lang.set_language("en")
    yield app
    app.stack.clear()
    lang.set_language("both")


def frames(app, n=1):
    for _ in range(n):
        app.frame(FRAME)


def test_showing_the_bots_hands_asks_then_makes_the_match_practice_and_saves_it(window, tmp_path):
    table = window.push(TableScene(window, Settings(seed=5, pace="fast", claim_seconds=60.0)))
    frames(window, 3)
    assert counted(table) and "Practice" not in table.rules_card.text()
    press(window, table.toggle_button)
    ask = window.stack.top
    assert isinstance(ask, AskScene) and not table.settings.show_hands      # asked, nothing shown yet
    post_key(pygame.K_ESCAPE)                                                # no: all as it was
    frames(window, 2)
    assert window.stack.top is table and not table.settings.show_hands and not table.session.practice
    press(window, table.toggle_button)
    assert isinstance(window.stack.top, AskScene)
    post_key(pygame.K_RETURN)                                                # yes
    frames(window, 2)
    assert window.stack.top is table and table.settings.show_hands and table.session.practice
    assert table.rules_card.text().startswith("Practice (not in your statistics)")
    assert not counted(table)
    press(window, table.toggle_button)                                       # hiding them asks nothing
    assert window.stack.top is table and not table.settings.show_hands
    press(window, table.toggle_button)                                       # already practice: at once
    assert window.stack.top is table and table.settings.show_hands
    assert table.save_path is not None and json.loads(table.save_path.read_text())["practice"] is True


def test_a_practice_match_keeps_its_hands_out_of_the_statistics(window, tmp_path):
    from game.stats import StatsStore, stats_path
    session = MatchSession("erren", 3, human=0)
    while not session.hand_over:
        if session.waiting_for_human():
            session.act(choose(session))
        else:
            assert session.step()
    table = SimpleNamespace(save_path=None, session=session)
    keeper = window.match_keeper
    session.practice = True
    assert keeper.record_hand(table, session) is False
    assert save_payload(session)["practice"] is True
    assert load_match(save_match(session, tmp_path / "p.json")).practice      # a resume stays practice
    session.practice = False                                                 # the same hand, counted
    assert keeper.record_hand(table, session)
    with StatsStore.open(stats_path(tmp_path)) as stats:
        assert stats.count() == 1
