"""Issue 29's layout items, each as a player meets it at 1024×640 (and 1280×800): the table's
toolbar holds its line of text; the toast, the log and the teaching cards never lie over each
other or over the caption; captions wrap instead of being cut ("cho…"); the dealer's plate is lit
on his first turn; the settled hand leaves the table when the next dealer's dice roll; the
tracker toggle survives a resume; a lesson's panel and the waits card keep apart; the 胡 seal stays
clear of the window's edge; Chinese tooltips break between characters, never with "-"; the rules
browser's tabs leave its Back button clear; the settings' variant buttons stay in the dialog; the
saved-match rows share one size; the match history's skip notice and the statistics chart's
axis texts lie over nothing."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.client.app import App, Settings, Storage
from game.client.display import lang
from game.client.display.fonts import get_font
from game.client.display.layout import TableLayout
from game.client.presenting.caption_kit import Caption
from game.client.scenes.table import TableScene
from game.client.scenes.table_parts.draw import active_seat
from game.client.ui.text import TextCache
from game.settings import UserSettings, load_settings
from game.teaching.i18n import Bi


SMALL = (1024, 640)
FRAME = 1 / 60


@pytest.fixture
def app(tmp_path):
    before = lang.current()
    lang.set_language("en")
    application = App(SMALL, resizable=False, user=UserSettings(language="en"),
                      storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))
    yield application
    application.stack.clear()
    lang.set_language(before)


def table(app: App, variant: str = "guobiao", seed: int = 1, **kw) -> TableScene:
    """A human table of `variant`, its first frames drawn."""
    app.stack.clear()
    scene = app.push(TableScene(app, Settings(variant=variant, seed=seed, pace="fast", name="Tester", **kw)))
    for _ in range(3):
        app.frame(FRAME)
    return scene


class Heard:
    """Every text a painter's cache renders while installed (what reaches the screen)."""

    def __init__(self, cache: TextCache) -> None:
        self.texts: list[str] = []
        self.sized: list[tuple[str, int, bool]] = []      # (text, size, bold) as rendered
        self.cache = cache
        self.saved = cache.get

    def __enter__(self) -> "Heard":
        def get(text, size, colour=(255, 255, 255), bold=False):
            self.texts.append(text)
            self.sized.append((text, size, bold))
            return self.saved(text, size, colour, bold)
        self.cache.get = get
        return self

    def __exit__(self, *exc) -> None:
        self.cache.get = self.saved


# ---------------------------------------------------------------- the table's top band
@pytest.mark.parametrize("size", [SMALL, (1280, 800)])
def test_the_toolbar_and_menu_hold_their_text_at_every_size(tmp_path, size):
    """At 1024×640 the toolbar's top row was cut at the top: its rows were lower than the line
    of their font; "菜单 Esc" did not fit the menu button."""
    lang.set_language("zh")
    try:
        app = App(size, resizable=False, user=UserSettings(language="zh"))
        scene = table(app)
        buttons = list(scene.teaching.toolbar.buttons) + [scene.menu_button]
        assert len(buttons) == 7
        for b in buttons:
            inner = b.rect.inflate(-8, -4)           # border 2 and shadow 2 a side (assets/theme.json)
            width, _ = b.font.size(b.text)
            line = get_font(b.font.point_size).get_linesize()     # the line pygame_gui centres
            assert line <= inner.height, (b.text, line, inner)
            assert width <= inner.width, (b.text, width, inner)
            assert b.rect.top >= 0
    finally:
        lang.set_language("en")


# ---------------------------------------------------------------- the toast, the log, the caption
def test_the_toast_keeps_clear_of_a_two_line_caption(app):
    scene = table(app)
    scene.caption = Caption("你可以要这张牌：点一个按钮，或者点过。时间到了就自动过，慢慢想，不着急，想好再点。",
                            "You may claim this tile: choose a button, or Pass. When time runs out you pass; "
                            "take your time and think it over.")
    scene.teaching.show_toast(Bi("这张牌不在你手里", "That tile is not in your hand"))
    app.frame(FRAME)
    caption, toast = scene.view.caption_box, scene.teaching.toast_card.box
    assert caption is not None and toast is not None
    assert caption.height > scene.layout.caption_rect().height      # two lines: it grew upward
    assert toast.bottom <= caption.top, (toast, caption)


def test_a_long_caption_wraps_and_is_never_cut(app):
    """An English caption longer than two halves of the box was cut ("… dice cho…")."""
    scene = table(app)
    words = ("then press 'Pass these three'. The dealer's dice choose the direction. "
             "(←/→ move, Space pick, Enter pass them) and wait for the others to pass theirs too")
    with Heard(scene.view.text) as heard:
        scene.view.draw_caption(app.screen, scene.layout, "", words)
    drawn = [t for t in heard.texts if t.strip()]
    assert not any(t.endswith("…") for t in drawn), drawn
    lines = list(dict.fromkeys(t for t in drawn if t in words and t != words))   # measured, then drawn
    assert any(" ".join(lines[i:]).split() == words.split() for i in range(len(lines))), lines
    assert scene.view.caption_box.bottom == scene.layout.caption_rect().bottom


def test_the_log_lies_over_the_teaching_cards(app):
    """The tracker and the hint were drawn over the open log."""
    scene = table(app)
    order: list[str] = []
    for name, part in (("teaching", scene.teaching), ("log", scene.log_panel), ("rules", scene.rules_card)):
        drawn = part.draw
        part.draw = lambda surface, _d=drawn, _n=name: (order.append(_n), _d(surface))
    scene.log_panel.toggle()
    app.frame(FRAME)
    # the rules card closed is a badge under the cards (it hid a popup); the log lies over them
    assert order.index("rules") < order.index("teaching") < order.index("log")


# ---------------------------------------------------------------- the plates, the next hand
def _seat(tiles: int) -> SimpleNamespace:
    return SimpleNamespace(hand=[None] * tiles, drawn=None)


def test_the_dealers_plate_is_lit_on_his_first_turn():
    """The dealer plays first without a draw (the model still in its deal phase): his plate was
    not lit until his first discard."""
    model = SimpleNamespace(phase="deal", dealer=2, turn=None, seats=[_seat(13), _seat(13), _seat(14), _seat(13)],
                            presenter=SimpleNamespace(pick_pending=lambda m: False))
    assert active_seat(model, None) == 2
    turn = SimpleNamespace(kind="turn")
    assert active_seat(model, turn) == 2
    assert active_seat(model, SimpleNamespace(kind="setup")) is None       # a set-up step first
    model.seats = [_seat(12), _seat(12), _seat(13), _seat(12)]             # still dealing
    assert active_seat(model, None) is None
    model.phase, model.turn = "play", 1
    assert active_seat(model, None) == 1


def test_the_settled_hand_leaves_the_table_when_the_next_dealers_dice_roll():
    """四川 throws for the next dealer before the hand starts: the last hand stayed on the table."""
    from game.client.presenting.model import TableModel
    from game.session import MatchSession
    from rules.events import DiceRolled
    session = MatchSession("sichuan", seed=3, human=None)
    model = TableModel(human_player=None, viewer=0)
    for _ in range(100000):
        for event in session.poll_events(0):
            model.apply(event)
        if session.hand_over:
            break
        session.step()
    assert model.phase == "over" and any(s.river for s in model.seats)
    session.next_hand()
    first = session.poll_events(0)[0]
    assert isinstance(first, DiceRolled)
    model.apply(first)
    assert not any(s.river or s.hand or s.melds or s.drawn for s in model.seats)
    assert not any(model.wall.values())
    assert model.dice == [tuple(first.values)]


def test_the_tracker_toggle_survives_a_resume(app):
    scene = table(app)
    assert not scene.teaching.show_tracker
    scene.teaching.press("tracker")
    assert load_settings(app.storage.settings_path)[0].show_tracker
    again = table(app, seed=2)           # a resumed (or taken-back) table is a new table scene
    assert again is not scene and again.teaching.show_tracker
    again.teaching.press("tracker")
    assert not table(app, seed=3).teaching.show_tracker


def test_a_lessons_panel_keeps_the_teaching_cards_apart(app):
    """A lesson lays its panel where the hint / waits column goes: the cards move right."""
    from game.client.scenes.lessons_play import PANEL
    scene = table(app)
    places = scene.teaching.places
    lesson = scene.layout.rect(*PANEL)
    assert places.column().colliderect(lesson)
    scene.column_taken = True
    assert not places.column().colliderect(lesson)
    assert places.column() == places.tracker_area()
    box = places.column_box(places.column().top, scene.layout.px(120))
    places.drawn_boxes = [box]                       # a card drawn there: the tracker goes under it
    assert places.tracker_area().top > box.bottom


@pytest.mark.parametrize("size", [SMALL, (1280, 800), (1920, 1080)])
def test_the_won_seal_is_clear_of_the_window_edge_and_the_cards(size):
    layout = TableLayout(*size)
    frame = layout.window_rect().inflate(-2 * layout.px(14), -2 * layout.px(14))
    for side in range(4):
        seal = layout.seal_rect(side)
        assert frame.contains(seal), (side, seal)
        assert not any(seal.colliderect(plate) for plate in map(layout.plate_rect, range(4)))
    # a seated-out left player counts a flower: the column keeps clear of his seal
    assert not layout.seal_rect(3).colliderect(layout.teaching_column(1))
    assert not layout.seal_rect(1).colliderect(layout.tracker_area(1))


# ---------------------------------------------------------------- tooltips, tabs, dialogs
def test_chinese_tooltips_break_between_characters_never_with_a_hyphen(app):
    import pygame_gui
    lang.set_language("zh")
    owner = pygame_gui.elements.UIButton(pygame.Rect(100, 100, 80, 30), "x", app.ui)
    text = "提示：电脑在你的位置会怎么打，为什么要这样打，还有别的打法吗\nHint: what the bot would do in your seat, and why"
    tip = app.ui.create_tool_tip(text, (100, 100), (0, 0), owner, None)
    rows = ["".join(getattr(chunk, "text", "") for chunk in row.items) for row in tip.text_block.text_box_layout.layout_rows]
    assert len(rows) > 3
    assert not any(row.rstrip().endswith("-") or row.startswith("-") for row in rows), rows
    assert "".join(rows).replace(" ", "") == text.replace("\n", "").replace(" ", "")
    tip.kill()
    owner.kill()


@pytest.mark.parametrize("size", [SMALL, (1280, 800)])
def test_the_rules_browsers_tabs_leave_back_clear(tmp_path, size):
    """The fifth variant's tab lay over the Back button (a ghost tab at the right end)."""
    from game.client.scenes.rules_browser import RulesBrowserScene
    app = App(size, resizable=False)
    scene = app.push(RulesBrowserScene(app, "guobiao"))
    app.frame(FRAME)
    tops = [b.rect for b, action in scene.controls.items() if action[0] in ("variant", "back")]
    assert len(tops) >= 6
    assert all(app.screen.get_rect().contains(r) for r in tops)
    assert not any(a.colliderect(b) for i, a in enumerate(tops) for b in tops[i + 1:])


def test_the_settings_buttons_stay_inside_the_dialog(app):
    from game.client.scenes.settings_scene import SettingsScene
    scene = app.push(SettingsScene(app))
    app.frame(FRAME)
    panel = scene.panel_rect()
    assert scene.choices
    outside = [b.text for b in scene.choices if b.visible and not panel.contains(b.rect)]
    assert outside == []


def test_the_saved_match_rows_share_one_size():
    from game.client.scenes.start_parts.saved_rows import row_images
    cache = TextCache()
    short = "Sichuan Bloody Battle · 12-06 07:24 · hand 1, East round · You 0"
    long = short + " · Ming 0  Hong 0  Wang 0  Fang 0 · a very long name indeed for a player"
    images = row_images(cache, [short, long, short], 15, (255, 255, 255), 420)
    assert len({img.get_height() for img in images}) == 1
    assert all(img.get_width() <= 420 for img in images)


# ---------------------------------------------------------------- issue 28's screens
def test_the_history_skip_notice_lies_under_the_list_never_over_a_row():
    from game.client.scenes.history_parts.page import layout_frame, row_rect
    px = TableLayout(*SMALL).px
    panel = pygame.Rect(40, 16, 944, 608)
    plain, with_notice = layout_frame(panel, px), layout_frame(panel, px, 1)
    assert plain.notices.height == 0 and with_notice.notices.height > 0
    assert with_notice.view.bottom <= with_notice.notices.top
    assert with_notice.notices.bottom <= with_notice.footer_y
    shown = [row_rect(with_notice, i, 0, px).clip(with_notice.view) for i in range(20)]
    assert not any(r.colliderect(with_notice.notices) for r in shown if r.height)


class Recording(pygame.Surface):
    """A surface that remembers where each blit landed."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        self.placed.append(pygame.Rect(dest[0], dest[1], *source.get_size()))
        return rect


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.35])
def test_the_results_charts_texts_lie_over_none_other(scale):
    """The x axis's title touched the tick labels over it; the top tick label reached into the
    y axis's title."""
    from game.client.scenes.stats_parts.charts import draw_results
    surface = Recording((800, 400))
    payments = [-8, 30, -8, -8, -8, 30, -8, -8, -8, 30, -8, -8]
    totals = [sum(payments[:i + 1]) for i in range(len(payments))]
    draw_results(surface, pygame.Rect(20, 20, 480 * scale, 170 * scale), TextCache(),
                 lambda v: max(1, round(v * scale)), payments, totals, y_title="points",
                 x_title="hand, oldest to newest", legend=("gained in a hand", "lost in a hand", "running total"))
    texts = [r for r in surface.placed if r.width > 1]
    clash = [(a, b) for i, a in enumerate(texts) for b in texts[i + 1:] if a.colliderect(b)]
    assert clash == []


def test_a_notice_on_the_start_screen_never_lies_over_the_description(app):
    """The start screen's notices lie in the description's place: it steps aside while they show."""
    from game.client.scenes.start import StartScene
    scene = app.push(StartScene(app, Settings()))
    app.frame(FRAME)
    assert scene.description.visible
    app.notify(("一局没保存完整", "A match was not fully saved (the game was cut off)"), 5.0)
    app.frame(FRAME)
    area = scene.notice_area()
    assert not scene.description.visible and area.colliderect(scene.description.rect)
    app.notices = []
    app.frame(FRAME)
    assert scene.description.visible


def test_the_rules_browser_in_both_languages_cuts_no_button_and_no_title(tmp_path):
    """Both languages at once: the tabs and section buttons keep one language (the tooltip says
    both), the title and the tile groups' lines wrap instead of running off the page."""
    from game.client.scenes.rules_browser import RulesBrowserScene
    lang.set_language("both")
    try:
        app = App(SMALL, resizable=False, user=UserSettings(language="both"))
        scene = app.push(RulesBrowserScene(app, "tianjin"))
        app.frame(FRAME)
        for b in scene.controls:
            assert b.font.size(b.text)[0] <= b.rect.inflate(-8, -4).width, b.text
        width = scene.page_rect().width - scene.px(40)
        with Heard(scene.view.text) as heard:
            for block in scene.blocks:
                block.draw(app.screen, 0, 0)
        too_wide = [t for t, size, bold in heard.sized if get_font(size, bold).size(t)[0] > width]
        assert heard.sized and too_wide == []
    finally:
        lang.set_language("en")


def test_the_rules_card_says_the_value_of_the_one_option_changed(app):
    """"Room rules: Hands per match" said which option but not what it is at this table; the
    card names the value, dropping "Room rules:" where the band has no room for both."""
    short = table(app, "erren", options={"match_hands": 4})
    assert short.rules_card.text() == "Room rules: Hands per match: 4"
    longer = table(app, "tianjin", options={"hun_discard": "forbidden"})
    assert longer.rules_card.text() == "Discarding a wildcard: never discarded"
