"""The sheet of a hand nobody won: its heading stays inside the panel in every language, also in
English alone, where the heading is the whole explanation ("Exhausted wall: the wall ran out ...")."""
import pytest

from game.client.display import lang
from game.client.app import App, Settings
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.settlement_parts.no_win import heading_lines, split_heading
from game.client.scenes.table import TableScene
from game.client.ui.palette import GOLD
from game.client.ui.text import label_width
from game.client.variants import all_presenters
from rules.variants.registry import all_variants

FRAME = 1 / 60


@pytest.fixture(scope="module")
def app():
    application = App((1024, 640), resizable=False)
    yield application
    application.stack.clear()
    lang.set_language("both")


def test_a_long_heading_is_wrapped_smaller_and_a_short_one_kept_large():
    assert heading_lines("荒庄", 44, 22, 600) == (44, ["荒庄"])
    assert split_heading("荒庄：牌摸完了，没有人和牌") == ("荒庄", "牌摸完了，没有人和牌")
    assert split_heading("Drawn hand: the 71 tiles are used") == ("Drawn hand", "The 71 tiles are used")
    assert split_heading("流局") == ("流局", "")
    size, lines = heading_lines("Exhausted wall: the wall ran out and nobody won. No payments; the deal passes on.",
                                44, 22, 600)
    assert size == 22 and len(lines) > 1 and all(label_width(line, 22, True) <= 600 for line in lines)
    assert " ".join(lines).split() == "Exhausted wall: the wall ran out and nobody won. No payments; the deal " \
                                      "passes on.".split()


@pytest.mark.parametrize("code", ["zh", "en", "both"])
@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_every_variants_drawn_hand_heading_stays_inside_the_panel(app, variant, code):
    app.stack.clear()
    table = TableScene(app, Settings(variant=variant, seed=1, human=None, pace="fast"))
    app.push(table)
    for _ in range(2000):        # the hand begins: the table presents this variant
        if table.model.presenter.name == variant:
            break
        app.frame(FRAME)
    assert table.model.presenter in all_presenters() and table.model.presenter.name == variant
    lang.set_language(code)
    sheet = SettlementScene(app, table)
    app.push(sheet)
    drawn = []
    original = sheet.view.label

    def spy(surface, text, size, colour, **where):
        rect = original(surface, text, size, colour, **where)
        drawn.append((text, rect, colour))
        return rect
    sheet.view.label = spy
    sheet.draw(app.screen)
    panel = sheet.panel_rect()
    first = lang.lines(*sheet.title())[0]
    name, explanation = split_heading(first)
    shown = [(text, rect) for text, rect, colour in drawn if text and text in name and colour == GOLD]
    assert shown, "the heading is drawn"
    for text, rect in shown:
        assert panel.left <= rect.left and rect.right <= panel.right, (variant, code, text, rect, panel)
    assert "".join(t for t, _ in shown).replace(" ", "") == name.replace(" ", "")
    # what happened is said under it, wrapped inside the panel, in the language shown
    assert explanation, "every variant explains a hand nobody won"
    left = shown[0][1].left                    # the heading's column, not the payments'
    said = [(text, rect) for text, rect, colour in drawn
            if text and text in explanation and colour != GOLD and rect.left == left]
    assert "".join(t for t, _ in said).replace(" ", "") == explanation.replace(" ", "")
    assert all(panel.left <= rect.left and rect.right <= panel.right for _, rect in said)
    assert all(rect.height >= 12 for _, rect in said), "never squeezed below a readable size"


def test_the_next_button_is_as_wide_as_its_words(app):
    """At 1024x640 with both languages, "查看排名 Standings (Enter)" lost its closing bracket."""
    app.stack.clear()
    lang.set_language("both")
    table = two_player_table(app, hands_to_play=1)
    table.hands_played = 1
    sheet = SettlementScene(app, table)
    app.push(sheet)
    app.frame(FRAME)
    label = sheet.next_button.text
    assert label == "查看排名 Standings (Enter)"
    assert label_width(label, app.font_px(22), True) < sheet.next_button.rect.width
    assert sheet.panel_rect().contains(sheet.next_button.rect)
    app.stack.clear()


def two_player_table(app, hands_to_play):
    """A watched 二人 table (seed 1) once its hand has begun: the table presents the variant."""
    table = TableScene(app, Settings(variant="erren", seed=1, human=None, pace="fast"), hands_to_play=hands_to_play)
    app.push(table)
    for _ in range(2000):
        if table.model.presenter.name == "erren":
            break
        app.frame(FRAME)
    return table


def test_the_last_sheet_of_a_match_says_nothing_of_a_next_hand(app):
    """二人's drawn hand says "the dealer deals again"; over the match's last sheet there is no
    next hand to deal (a tester read it beside the Standings button)."""
    app.stack.clear()
    table = two_player_table(app, hands_to_play=4)
    assert not table.model.wins
    sheet = SettlementScene(app, table)
    table.hands_played = 1
    assert sheet.next_note() == ("流局：庄家连庄", "drawn hand: the dealer deals again")
    table.hands_played = 4
    assert sheet.no_next_hand() and sheet.next_note() is None
    app.stack.clear()
