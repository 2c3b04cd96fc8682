"""A 血流成河 hand with many wins (a seat may win four times): the settlement sheet's win tabs stay
inside the sheet (a pager when they cannot all fit) and name the hand's Nth win, and a payer who
paid the same winner several times is named once with the count, not repeated in a list."""
import pygame
import pytest

from game.client.app import App, Settings
from game.client.display import lang
from game.client.presenting.settlement_text import transfer_groups
from game.client.scenes.settlement import PAGE_LABEL, SettlementScene
from game.client.scenes.table import TableScene

FRAME = 1 / 60
RIVER = {"play_on": "bloody_river", "call_transfer": True, "exchange_three": True}


@pytest.fixture(scope="module")
def sheet():
    app = App((1024, 640), resizable=False)
    lang.set_language("zh")
    table = TableScene(app, Settings(variant="sichuan", seed=7, human=None, pace="fast", options=dict(RIVER)))
    app.push(table)
    for _ in range(200_000):      # seed 7: eight wins in the first hand, one seat wins four times
        if table.model.settled is not None:
            break
        app.frame(FRAME)
    assert table.model.settled is not None and len(table.model.wins) >= 6
    scene = SettlementScene(app, table)
    app.push(scene)
    for _ in range(90):           # the sheet arms after a second
        app.frame(FRAME)
    assert scene.ready
    yield scene
    app.stack.clear()
    lang.set_language("both")


def test_the_win_tabs_stay_inside_the_sheet_and_page_through_every_win(sheet):
    panel = sheet.panel_rect()
    assert sheet.tab_buttons
    for button in sheet.tab_buttons:
        assert panel.contains(button.rect), f"{button.text!r} at {button.rect} leaves the sheet {panel}"
    label = next(b for b, i in sheet.tab_buttons.items() if i == PAGE_LABEL)
    count = len(sheet.model.wins)
    seen = []
    for _ in range(count):
        seen.append(label.text)
        sheet.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    assert seen[0].startswith("第1和") and f"共{count}" in seen[0]
    assert len(set(seen)) == count        # each win its own page


def test_a_payer_paying_one_winner_again_is_named_once_with_the_count(sheet):
    lang.set_language("zh")
    lines = [line for g in transfer_groups(sheet.model.settled.transfers, sheet.model) for line in g.lines]
    for line in lines:
        payers = line.split(" → ")[0].split("、")
        assert len(payers) == len(set(payers)), line
    assert any("共" in line and "次" in line for line in lines)
