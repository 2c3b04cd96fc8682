"""Issue 29, learners: the settlement sheet says what each scoring item is (its row's meaning in
the variant's table, in the language chosen), hovering an item lights all its tiles with the
winning tile among them (组合龙 lit 8 of 9: the hand's other 8p was lit, not the winning one),
and its payment lines stay readable at 1024×640 (wrapped, never shrunk below 12 px)."""
import pygame
import pytest

from game.client.app import Settings
from game.client.display import lang
from game.client.presenting.common_appliers import won
from game.client.presenting.table_state import Change
from game.client.scenes import settlement as settlement_module
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.settlement_parts.items import MIN_TEXT_PX, lit_indices, one_line
from game.client.scenes.table import TableScene
from game.client.ui.text import label_width
from game.teaching.item_meaning import item_meaning
from rules.events import Won
from rules.tiles import parse_tiles
from rules.variants.registry import all_variants, get_variant

FRAME = 1 / 60
KNITTED = ("147m25p369s789p55z", "8p")    # 组合龙 147m 258p 369s, 789p, 中中; the winning 8p


@pytest.fixture(scope="module")
def app(small_window):
    """The 1024x640 window of this module (conftest.py)."""
    return small_window


def dealt_table(app, variant="guobiao"):
    """A bots' table just after its deal (no settlement played)."""
    app.stack.clear()
    table = app.push(TableScene(app, Settings(variant=variant, seed=4, human=None, pace="fast", show_hands=True),
                                hands_to_play=1))
    for _ in range(600):
        app.frame(FRAME)
        if table.model.seats and all(s.hand for s in table.model.seats):
            return table
    pytest.fail("no deal")


def knitted_sheet(app, concealed=KNITTED[0], win=KNITTED[1]):
    """The sheet of a self-drawn 国标 win of `concealed` + `win`, as the scorer counts it."""
    table = dealt_table(app)
    variant = get_variant("guobiao")
    tiles = parse_tiles(concealed + win)
    score = variant.score(variant.read_hand({"concealed": concealed, "win_tile": win,
                                             "flags": {"self_drawn": True}}), {})
    ids = tuple(9000 + i for i in range(len(tiles)))
    event = Won(1, ids[-1], tiles[-1], None, True, False, ids, tuple(tiles), (), score)
    seat = table.model.seats[1]
    seat.melds, seat.drawn, seat.flowers = [], None, []
    won(table.model, event, Change(event))
    sheet = SettlementScene(app, table)
    app.push(sheet)
    app.frame(FRAME)
    return table, sheet


def hover(app, sheet, key):
    index = next(i for i, item in enumerate(sheet.items()) if item.key == key)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=sheet.item_rects()[index].center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame(FRAME)
    assert sheet.hover_item == index
    return sheet.shown_and_lit(sheet.win())


def test_knitted_straight_lights_all_nine_tiles_the_winning_tile_among_them(app):
    table, sheet = knitted_sheet(app)
    shown, win_at, lit = hover(app, sheet, "knitted_straight")
    assert len(lit) == 9 and win_at in lit
    assert sorted(shown[i].kind.index for i in lit) == sorted(t.index for t in parse_tiles("147m258p369s"))
    # 嵌张 (the winning 8p in the middle of 789p) lights the winning tile too, with its 7p and 9p
    shown, win_at, lit = hover(app, sheet, "closed_wait")
    assert win_at in lit and sorted(str(shown[i].kind) for i in lit) == sorted(["7p", "8p", "9p"])


def test_the_winning_tile_is_lit_first_only_for_an_item_naming_its_kind():
    kinds = parse_tiles("1m4m7m8p") + parse_tiles("8p")          # the last: the winning tile
    assert lit_indices(kinds, 4, tuple(parse_tiles("8p"))) == {4}
    assert lit_indices(kinds, 4, tuple(parse_tiles("8p8p"))) == {3, 4}
    assert lit_indices(kinds, 4, tuple(parse_tiles("1m7m"))) == {0, 2}


@pytest.mark.parametrize("language", ["zh", "en"])
def test_every_item_on_the_sheet_has_its_meaning_in_the_language_chosen(app, language):
    lang.set_language(language)
    try:
        table, sheet = knitted_sheet(app)
        rows = sheet.rows()
        assert [r.index for r in rows] == list(range(len(sheet.items())))
        for row, item in zip(rows, sheet.items()):
            meaning = item_meaning("guobiao", item.key)
            assert row.note == (meaning.zh if language == "zh" else meaning.en) and row.note
        knitted = next(r for r in rows if "组合龙" in r.name)
        assert ("147、258、369" in knitted.note) if language == "zh" else ("147 258 369" in knitted.note)
    finally:
        lang.set_language("both")


def test_a_meaning_line_too_long_is_cut_never_shrunk_and_shown_whole_on_hover(app, monkeypatch):
    from game.client.presenting import settlement_text
    from game.teaching.i18n import Bi
    long = Bi("很长的意思" * 30, "a very long meaning " * 20)
    monkeypatch.setattr(settlement_text, "item_meaning", lambda variant, key: long)
    table, sheet = knitted_sheet(app)
    img, cut = one_line(sheet.view.text, long.en, MIN_TEXT_PX, (255, 255, 255), 200)
    assert cut and img.get_width() <= 200
    assert img.get_height() >= sheet.view.text.get("a", MIN_TEXT_PX, (255, 255, 255)).get_height()
    tips = []
    monkeypatch.setattr(settlement_module, "draw_tip", lambda surface, view, text, *rest: tips.append(text))
    sheet.draw(app.screen)
    assert set(sheet.cut_notes) == set(range(len(sheet.items())))     # every row cut to one line
    assert not tips                                                      # nothing hovered: no box
    hover(app, sheet, "closed_wait")
    sheet.draw(app.screen)
    assert tips and tips[-1] == lang.tr_bi(long, " / ")                  # the whole meaning, on hover


def test_payment_lines_are_readable_at_1024x640(app, monkeypatch):
    """Every transfer line and rule note of the sheet is drawn at 12 px or more, at its own size
    (a long line wraps instead of shrinking)."""
    table = dealt_table(app, "sichuan")
    for _ in range(30000):
        if isinstance(app.stack.top, SettlementScene):
            break
        app.frame(FRAME)
    sheet = app.stack.top
    assert isinstance(sheet, SettlementScene) and table.model.settled.transfers
    calls = []
    real = settlement_module.fit_text

    def record(cache, text, size, colour, width, bold=False):
        calls.append((text, size, width, bold))
        return real(cache, text, size, colour, width, bold)
    monkeypatch.setattr(settlement_module, "fit_text", record)
    sheet.draw(app.screen)
    lines = [line for g in settlement_module.transfer_groups(table.model.settled.transfers, table.model)
             for line in g.lines]
    drawn = [(text, size, width, bold) for text, size, width, bold in calls
             if any(text and text in line for line in lines)]
    assert drawn, "the transfer lines are drawn"
    for text, size, width, bold in drawn:
        assert size >= MIN_TEXT_PX, text
        assert label_width(text, size, bold) <= width, f"{text!r} would be shrunk"


@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_each_variants_rows_carry_their_own_meanings(variant):
    """Every scoring row of every variant (四川 番, 天津 分, 苏州 花, 二人) has a meaning in both
    languages, which is what the sheet and the waits card show for its items."""
    for row in get_variant(variant).rows:
        meaning = item_meaning(variant, row.key)
        assert meaning.zh and meaning.en, row.key


def test_a_meaning_of_two_lines_takes_a_second_line_where_the_sheet_has_room(app, monkeypatch):
    """A tester's slip: 苏州's 硬花 meaning (every kind of flower tile) was cut with "…" on a
    sheet of three rows with half its height empty; it now wraps onto a second line."""
    from game.client.presenting import settlement_text
    from game.teaching.i18n import Bi
    real = settlement_text.item_meaning
    two = Bi("两行长的意思，" * 12, "a meaning long enough for two lines " * 4)
    monkeypatch.setattr(settlement_text, "item_meaning",
                        lambda variant, key: two if key == "closed_wait" else real(variant, key))
    lang.set_language("en")
    try:
        table, sheet = knitted_sheet(app)
        sheet.draw(app.screen)
        rects = sheet.item_rects()
    finally:
        lang.set_language("both")
    index = next(i for i, item in enumerate(sheet.items()) if item.key == "closed_wait")
    assert index not in sheet.cut_notes                                   # drawn whole, on two lines
    assert rects[index].h > min(r.h for r in rects)
    assert all(a.bottom <= b.top for a, b in zip(rects, rects[1:]))      # the rows below move down


def test_the_total_column_is_signed_like_the_hand_column(app):
    """"37" beside "-8" and "-21" (and "+37" in the hand column): a total is a running score, so
    every nonzero total carries its sign and zero shows as "0"."""
    from game.client.ui.palette import GOLD
    table = dealt_table(app)
    for seat, score in zip(table.model.seats, (37, -8, 0, -21)):
        seat.score = score
    sheet = SettlementScene(app, table)
    app.push(sheet)
    drawn = []
    original = sheet.view.label

    def spy(surface, text, size, colour, **where):
        rect = original(surface, text, size, colour, **where)
        drawn.append((text, colour, where.get("topleft")))
        return rect
    sheet.view.label = spy
    sheet.draw(app.screen)
    column = sheet.panel_rect().left + sheet.px(590) + sheet.px(320)
    totals = [text for text, colour, at in drawn if colour == GOLD and at is not None and at[0] == column]
    assert totals[-4:] == ["+37", "-8", "0", "-21"], drawn
    app.stack.clear()


def test_an_items_meaning_sits_under_its_name_however_tall_the_name_draws(app, monkeypatch):
    """A tester saw 平胡 drawn over its line 四组加一对将: the line was placed from the row's bottom,
    not from the name; a taller name (another scale, another font) ran into it."""
    _table, sheet = knitted_sheet(app)
    real_fit = settlement_module.fit_text
    names = {row.name for row in sheet.rows()}

    def tall(cache, text, size, colour, width, bold=False):
        img = real_fit(cache, text, size, colour, width, bold)
        if text not in names:
            return img
        taller = pygame.Surface((img.get_width(), img.get_height() + 8), pygame.SRCALPHA)
        taller.blit(img, (0, 0))
        return taller
    monkeypatch.setattr(settlement_module, "fit_text", tall)
    drawn = []

    class Recording(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):
            drawn.append((source.get_height(), dest[1] if isinstance(dest, tuple) else dest.top))
            return super().blit(source, dest, *args, **kwargs)
    surface = Recording(app.screen.get_size(), pygame.SRCALPHA)
    sheet._draw_items(surface, sheet.win())
    heights = {real_fit(sheet.view.text, n, sheet.px(15), (0, 0, 0), 1000).get_height() + 8 for n in names}
    name_blits = [i for i, (h, _) in enumerate(drawn) if h in heights]
    assert name_blits
    for i in name_blits:
        h, y = drawn[i]
        note_h, note_y = drawn[i + 1]
        assert note_y >= y + h - sheet.px(4), (drawn[i], drawn[i + 1])


def test_a_sheet_opened_again_marks_its_own_hands_wildcards(app):
    """天津: a sheet reopened during the next hand drew its 混 tiles unmarked: the marks were the
    new deal's (a tester)."""
    import copy
    from rules.tiles import Tile
    table, sheet = knitted_sheet(app)
    kept = copy.deepcopy(table.model, {id(table.model.presenter): table.model.presenter})
    kept.wildcards = (Tile.parse("5p"),)                  # the settled hand's wildcards
    table.model.wildcards = ()                             # the next deal has none yet
    sheet.model = kept
    table.view.marks = table.model.presenter.marked_kinds(table.model)
    assert Tile.parse("5p").index not in table.view.marks
    sheet._draw_winning_hand(app.screen, sheet.win(), 0, 0)
    assert Tile.parse("5p").index in sheet.view.marks
