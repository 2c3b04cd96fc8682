"""Issue 29: the settlement sheet stays until the player goes on explicitly (Next, Enter or Space
once armed): L opens the log over it, Esc the menu, other keys and clicks do nothing; once
closed it can be opened again for the whole next hand from the Esc menu and the log panel."""
import pygame
import pytest

from game.client.app import Settings
from game.client.display import lang
from game.client.scenes.settings_scene import MenuScene
from game.client.scenes.settlement import ARM_SECONDS, SettlementScene
from game.client.scenes.last_sheet.scene import SettlementAgainScene
from game.client.scenes.table import TableScene
from tests.client.variant_driver import click, post_key, press

FRAME = 1 / 60


@pytest.fixture(scope="module")
def app(small_window):
    """The 1024x640 window of this module (conftest.py)."""
    return small_window


def frames(app, n=1):
    for _ in range(n):
        app.frame(FRAME)


def test_the_sheet_waits_for_an_explicit_continue_and_opens_again_in_the_next_hand(app):
    lang.set_language("en")
    table = app.push(TableScene(app, Settings(seed=3, human=None, pace="fast"), hands_to_play=3))
    for _ in range(20000):
        if isinstance(app.stack.top, SettlementScene):
            break
        app.frame(FRAME)
    sheet = app.stack.top
    assert isinstance(sheet, SettlementScene)
    frames(app, round(60 * ARM_SECONDS) + 2)
    assert sheet.ready
    payments = sheet.model.settled.payments
    # the foot line keeps clear of a Review / Replay / Export row (seen over Export at 1280x800)
    kept, row = sheet.actions, type("Row", (), {})()
    for right in (sheet.panel_rect().left + sheet.px(300), sheet.next_button.rect.left - sheet.px(30)):
        row.right = right
        sheet.actions = row
        shown = sheet.readiness_label()
        assert shown is None or shown[1].left >= right and shown[1].right <= sheet.next_button.rect.left
    assert sheet.readiness_label() is None            # no room beside the row: no line at all
    sheet.actions = kept
    # L: the log over the sheet; Esc closes the log, not the sheet
    post_key(pygame.K_l)
    frames(app, 2)
    assert app.stack.top is sheet and table.log_panel.open
    post_key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is sheet and not table.log_panel.open
    # Esc: the menu over the sheet (no "Last settlement" while this one is open); Esc back
    post_key(pygame.K_ESCAPE)
    frames(app, 2)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and "last" not in menu.buttons.values()
    post_key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is sheet
    # a letter, a click on the sheet: nothing
    post_key(pygame.K_n)
    click(sheet.panel_rect().center)
    frames(app, 2)
    assert app.stack.top is sheet
    # Enter goes on; the next hand is dealt
    hand = table.model.hand_no
    post_key(pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is table
    for _ in range(600):
        if table.model.hand_no != hand and table.model.seats[0].hand:
            break
        app.frame(FRAME)
    assert table.model.hand_no != hand
    # the Esc menu: Last settlement, the sheet of the hand before, over the next hand's table
    app.open_menu(table)
    frames(app, 2)
    menu = app.stack.top
    last = next(b for b, key in menu.buttons.items() if key == "last")
    assert last.text == "Last settlement"
    press(app, last)
    again = app.stack.top
    assert isinstance(again, SettlementAgainScene)
    assert again.model.settled.payments == payments and again.model.hand_no == hand
    assert again.next_button.text.startswith("Close")
    post_key(pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is table and table.model.hand_no != hand      # nothing dealt by closing it
    # the log panel's button opens it too
    table.log_panel.toggle()
    frames(app, 2)
    assert table.log_panel.again_button is not None
    press(app, table.log_panel.again_button)
    assert isinstance(app.stack.top, SettlementAgainScene)
    post_key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is table
    table.log_panel.toggle()
    app.stack.clear()
