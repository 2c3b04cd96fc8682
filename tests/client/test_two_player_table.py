"""The two-player table (二人麻将, issue 14): the live deck and the reserve drawn as two piles that
lose tiles where the rules take them, the opening exchange as a pick of any number of tiles
(none included) sent with one button or Enter, the indicator's faces marked wherever drawn, 报听
from a button beside the tiles that leave the hand ready, then the table discarding the drawn
tile by itself and asking on a winning tile (declining keeps 报听), 海底捞月 from the reserve,
and the sheet's formula with the cap."""
import pygame
import pytest

from game.client.display import lang
from game.client.app import Settings
from game.client.display.layout import TableLayout
from game.client.presenting.plan_kit import slot_place
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.table import TableScene
from game.client.presenting.settlement_text import formula, score_rows
from game.client.variants import presenter_for
from game.client.variants.erren import INDICATOR_BADGE, fan_formula
from game.client.variants.erren_state import LIVE, RESERVE, table_of
from game.teaching import hint
from rules import actions as act
from rules.scoring import ScoreItem
from rules.variants.erren.events import DeclareReady, ExchangeTiles, IndicatorRevealed, TilesExchanged
from tests.client.two_player_seeds import seed_for
from tests.client.variant_driver import click, post_key, press, tile_centre

FRAME = 1 / 60
# The hands of the 报听 scenarios are found, not numbered (the bots change as they learn): the
# first seed where the human, playing the hints, declares 报听 at his first chance and then
# wins ("declare_win"), is offered a win while ready ("decline"), or is ready when the live
# deck runs out and draws from the reserve ("last_draw").


@pytest.fixture(autouse=True)
def _fresh(app):
    app.stack.clear()
    lang.set_language("both")
    yield
    app.stack.clear()
    lang.set_language("both")


def table(app, seed, **kw):
    scene = TableScene(app, Settings(variant="erren", seed=seed, pace="fast", name="Tester", claim_seconds=60, **kw))
    app.push(scene)
    return scene


def settled(scene):
    return scene.prompt is not None and not scene.timeline.running and not scene.queue


def logged(scene):
    seat = scene.session.seat_of(0)
    return [e["action"] for e in scene.session.log if e.get("type") == "action" and e["action"].get("seat") == seat]


def frames_until(app, scene, predicate, limit=20000, play=None):
    """Frames until predicate(scene); `play(scene)` answers the human's prompts meanwhile."""
    for _ in range(limit):
        if predicate(scene):
            return True
        if play is not None and app.stack.top is scene and settled(scene):
            play(scene)
        app.frame(FRAME)
    return predicate(scene)


def keep_all(scene):
    """Answer the exchange with no tiles, the other prompts with the hint (the human plays well)."""
    prompt = scene.prompt
    if prompt.exchange:
        post_key(pygame.K_RETURN)
        return
    if scene.auto_action is not None:
        return
    action = hint(scene.session.view(0), prompt.actions, scene.session.options).action
    if isinstance(action, act.Discard) and action.tile in prompt.discards:
        scene.selected = next(i for i, t in enumerate(scene.human_tiles()) if t.id == action.tile)
        post_key(pygame.K_RETURN)
    elif prompt.pass_action is not None:
        post_key(pygame.K_ESCAPE)
    else:
        scene._act(action)


def presented(app, monkeypatch):
    """A list that fills with (event, plan) for every event the table presents from now on."""
    shown = []
    original = app.present

    def record(table, event, plan, quiet=False):
        shown.append((event, plan))
        original(table, event, plan, quiet)
    monkeypatch.setattr(app, "present", record)
    return shown


def declared_table(app, seed):
    """A table where the human has just been offered 报听 (on his turn)."""
    scene = table(app, seed)
    assert frames_until(app, scene, lambda s: settled(s) and bool(s.prompt.declares), play=keep_all)
    return scene


# ---------------------------------------------------------------- the piles


def test_the_live_deck_and_the_reserve_are_two_piles_that_lose_tiles_where_the_rules_take_them(app):
    scene = table(app, 5)
    assert frames_until(app, scene, lambda s: settled(s) and s.prompt.exchange)
    model = scene.model
    piles = model.piles
    assert piles is not None and piles.stacks == (36, 33)
    assert len(piles.keys_of(LIVE)) == 71 and len(piles.keys_of(RESERVE)) == 65
    # The deal took the live deck's first 27 places; the reserve is whole; the centre counts the deck.
    live = piles.keys_of(LIVE)
    assert [model.wall[k] for k in live] == [False] * 27 + [True] * 44
    assert model.pile_count(LIVE) == 44 == model.remaining and model.pile_count(RESERVE) == 65
    layout = scene.layout
    left, right = layout.pile_rect(LIVE, 36), layout.pile_rect(RESERVE, 33)
    rivers = [layout.river_rect(side, i).rect for side in (0, 2) for i in range(24)]
    assert left.right < min(r.left for r in rivers) and right.left > max(r.right for r in rivers)
    assert all(left.contains(slot_place(_wall(k), model, layout)[0]) for k in live)
    # The exchange keeps the reserve's places and count; the indicator leaves it, face up.
    post_key(pygame.K_RETURN)
    assert frames_until(app, scene, lambda s: s.model.indicator_tile is not None)
    assert model.pile_count(RESERVE) == 64 and model.indicator_key == piles.keys_of(RESERVE)[0]


def _wall(key):
    from game.client.presenting.table_state import Slot
    return Slot("wall", key[0], index=key[1], sub=key[2])


def test_a_kong_replacement_leaves_the_live_decks_far_end_and_the_last_draw_the_reserve():
    from game.client.presenting.model import TableModel
    from game.session import MatchSession
    from rules.events import TileDrawn
    from rules.wall import WallPos
    session = MatchSession(variant="erren", seed=4, human=None)
    events = session.poll_events(0)
    while not any(isinstance(e, IndicatorRevealed) for e in events):
        assert session.step()
        events += session.poll_events(0)
    model = TableModel(human_player=0, names=["Tester", "阿明"], viewer=0)
    for event in events:
        model.apply(event)
    end = model.piles.keys_of(LIVE)[-1]
    assert end == (0, 35, 0) and model.wall[end]
    seat = model.turn if model.turn is not None else model.dealer
    model.apply(TileDrawn(seat, None, None, "tail", "kong", WallPos(*end), 43))
    assert not model.wall[end] and model.pile_count(LIVE) == 43
    nxt = next(k for k in model.piles.keys_of(RESERVE) if model.wall.get(k))
    change = model.apply(TileDrawn(seat, None, None, "reserve", "exhausted", WallPos(*nxt), 0))
    layout = TableLayout(1280, 800)
    assert layout.pile_rect(RESERVE, 33).contains(slot_place(change.moves[0].src, model, layout)[0])


# ---------------------------------------------------------------- the exchange


def test_the_exchange_takes_any_number_of_tiles_and_sends_them_with_one_button(app, monkeypatch):
    scene = table(app, 5)
    assert frames_until(app, scene, lambda s: settled(s) and s.prompt.exchange)
    assert scene.prompt.kind == "setup"
    (label, action), = [(b.text, a) for b, a in scene.buttons.items()]
    assert action == ExchangeTiles(scene.human_seat, ())          # nothing picked: keep every tile
    assert "不换" in label
    tiles = scene.human_tiles()
    picked = [tiles[i].id for i in (0, 4, 9, 12)]
    for i in (0, 4, 9, 12, 4):                                      # the fifth click puts one back
        click(tile_centre(scene, i))
        app.frame(FRAME)
    assert scene.raised_indices() == {0, 9, 12}
    (label, action), = [(b.text, a) for b, a in scene.buttons.items()]
    assert action == ExchangeTiles(scene.human_seat, tuple(sorted(picked[:1] + picked[2:])))
    assert label.startswith("换这3张")
    before = {t.id for t in scene.human_tiles()}
    shown = presented(app, monkeypatch)
    post_key(pygame.K_RETURN)
    app.frame(FRAME)
    assert logged(scene)[-1] == {"type": "exchange_tiles", "seat": scene.human_seat,
                                 "tiles": sorted(picked[:1] + picked[2:])}
    assert frames_until(app, scene, lambda s: s.model.indicator_tile is not None)
    mine = next(e for e, _ in shown if isinstance(e, TilesExchanged) and e.seat == scene.human_seat)
    after = {t.id for t in scene.human_tiles()}
    assert len(after) == len(before) and set(mine.tiles) <= before and set(mine.drawn) <= after
    assert table_of(scene.model).seats[scene.human_seat].exchanged == 3


def test_keeping_every_tile_is_an_exchange_of_none_and_the_opponents_count_is_said(app, monkeypatch):
    scene = table(app, 5)
    assert frames_until(app, scene, lambda s: settled(s) and s.prompt.exchange)
    shown = presented(app, monkeypatch)
    press(app, next(iter(scene.buttons)))
    assert logged(scene)[-1] == {"type": "exchange_tiles", "seat": scene.human_seat, "tiles": []}
    other = 1 - scene.human_seat
    assert frames_until(app, scene, lambda s: s.model.indicator_tile is not None)
    n = table_of(scene.model).seats[other].exchanged
    caption = next(plan.caption for e, plan in shown if isinstance(e, TilesExchanged) and e.seat == other)
    assert n is not None and (f"换了{n}张" in caption.zh or (n == 0 and "没换" in caption.zh))
    assert f"{n}" in caption.en if n else "keeps every tile" in caption.en
    mine = next(plan.caption for e, plan in shown if isinstance(e, TilesExchanged) and e.seat == scene.human_seat)
    assert "没换" in mine.zh


# ---------------------------------------------------------------- the indicator


@pytest.mark.slow
def test_every_face_of_the_indicators_kind_carries_its_badge(app):
    scene = table(app, 6, human=None)
    calls = []
    images = scene.view.images
    original = images.face

    def spy(kind, w, h, turns=0, badge=None):
        calls.append((kind.index, badge))
        return original(kind, w, h, turns, badge)
    images.face = spy
    assert frames_until(app, scene, lambda s: s.model.indicator_tile is not None
                        and sum(len(x.river) for x in s.model.seats) >= 10)
    kind = table_of(scene.model).indicator
    assert scene.model.presenter.marked_kinds(scene.model) == {kind.index: INDICATOR_BADGE}
    calls.clear()
    app.frame(FRAME)
    assert any(k == kind.index for k, _ in calls), "the indicator is drawn (centre and reserve)"
    assert all(b is INDICATOR_BADGE for k, b in calls if k == kind.index)
    assert all(b is None for k, b in calls if k != kind.index)


# ---------------------------------------------------------------- 报听 and the table playing for the human


@pytest.mark.slow
def test_ready_is_declared_from_the_button_beside_the_tiles_that_leave_the_hand_ready(app):
    scene = declared_table(app, seed_for("declare_win"))
    prompt = scene.prompt
    assert set(prompt.declares) <= set(prompt.discards)
    assert all(isinstance(a, DeclareReady) for a in prompt.declares.values())
    assert "报听" in scene.caption.zh                                   # the caption says how
    off = next(i for i, t in enumerate(scene.human_tiles()) if t.id not in prompt.declares)
    scene.selected = off
    app.frame(FRAME)
    ready = [(b, a) for b, a in scene.buttons.items() if not isinstance(a, str) and isinstance(a, DeclareReady)]
    assert not ready                                                   # greyed for a tile that does not
    tile = next(iter(prompt.declares))
    scene.selected = next(i for i, t in enumerate(scene.human_tiles()) if t.id == tile)
    app.frame(FRAME)
    (button, action), = [(b, a) for b, a in scene.buttons.items() if isinstance(a, DeclareReady)]
    assert action.tile == tile and button.text.startswith("报听")
    post_key(pygame.K_r)
    app.frame(FRAME)
    assert logged(scene)[-1] == {"type": "declare_ready", "seat": scene.human_seat, "tile": tile}
    assert frames_until(app, scene, lambda s: table_of(s.model).seats[s.human_seat].ready)
    marks = scene.model.presenter.plate_marks(scene.model, scene.human_seat)
    assert marks[0].key == "ready"


@pytest.mark.slow
def test_after_ready_the_drawn_tile_goes_by_itself_and_a_winning_tile_is_asked_about(app):
    scene = declared_table(app, seed_for("decline"))
    tile = next(iter(scene.prompt.declares))
    scene._act(scene.prompt.declares[tile])
    me = scene.human_seat
    autos = []
    asked = []

    def follow(s):
        if s.auto_action is not None:
            autos.append((s.auto_action, s.caption, len(logged(s))))
            s.teaching.sync()      # the waits panel: only the tile that goes, and the waits it leaves
            assert [d.tile for d in s.teaching.discards] in ([], [s.auto_action.tile])
            while s.auto_action is not None and len(logged(s)) == autos[-1][2]:
                app.frame(FRAME)                      # no input: the table sends it
            return
        if any(isinstance(a, act.Win) for a in s.prompt.actions):
            asked.append(s.caption)
            decline = next(a for b, a in s.buttons.items() if b.text.startswith("不胡"))
            press(app, next(b for b, a in s.buttons.items() if a is decline))
            return
        keep_all(s)
    assert frames_until(app, scene, lambda s: bool(asked) and (bool(autos) or s.hand_done), play=follow)
    for action, caption, _n in autos:
        assert isinstance(action, act.Discard) and caption.zh.startswith("报听中：自动打出")
    assert asked and ("胡" in asked[0].zh and "不胡" in asked[0].zh)
    # declining keeps 报听: the rules' view and the plate say so, and the next draw plays itself
    extra = scene.session.view(0).extra
    assert extra.declared[me] and extra.baoting and table_of(scene.model).seats[me].ready
    count = len(autos)
    assert frames_until(app, scene, lambda s: len(autos) > count or s.hand_done or
                        isinstance(app.stack.top, SettlementScene), play=follow)
    assert len(autos) > count or scene.hand_done


def test_the_ready_humans_own_draw_does_not_ask_him_to_pick_a_discard(app):
    """After 报听 the drawn tile wins or goes by itself; the draw's caption said "Pick a tile to
    discard: click to select..." (a tester)."""
    from game.client.variants.erren_words import tile_drawn_caption
    from rules import events as ev
    from rules.tiles import Tile
    scene = declared_table(app, seed_for("decline"))
    me = scene.human_seat
    drawn = ev.TileDrawn(me, 7, Tile.parse("1p"), "live", "turn", (0, 0, 0), 21)
    before = tile_drawn_caption(drawn, scene.model)
    assert "Pick a tile to discard" in before.why.en        # not ready yet: he picks
    tile = next(iter(scene.prompt.declares))
    scene._act(scene.prompt.declares[tile])
    assert frames_until(app, scene, lambda s: table_of(s.model).seats[me].ready, play=keep_all)
    caption = tile_drawn_caption(drawn, scene.model)
    assert caption.en.startswith("You drew 1 Dot; 21 tiles left") and "goes out by itself" in caption.why.en
    assert "选一张牌打出" not in caption.why.zh and "自动打出" in caption.why.zh


@pytest.mark.slow
def test_the_human_ready_at_the_end_draws_from_the_reserve(app):
    scene = declared_table(app, seed_for("last_draw"))
    scene._act(next(iter(scene.prompt.declares.values())))
    seen = []
    scene.on_milestone = seen.append
    assert frames_until(app, scene, lambda s: table_of(s.model).last_chance is not None,
                        play=lambda s: None if s.auto_action is not None else keep_all(s))
    reserve = scene.model.pile_count(RESERVE)
    assert frames_until(app, scene, lambda s: "haidi" in seen or isinstance(app.stack.top, SettlementScene),
                        play=lambda s: None if s.auto_action is not None else keep_all(s))
    assert "last-chance" in seen and "haidi" in seen
    assert table_of(scene.model).last_chance == scene.human_seat
    assert scene.model.pile_count(RESERVE) == reserve - 1 and scene.model.pile_count(LIVE) == 0


# ---------------------------------------------------------------- the sheet


def _item(key, value, count=1):
    return ScoreItem(key, key, key, value, count, "add", ())


def test_the_formula_adds_each_fan_and_caps_at_thirteen():
    lang.set_language("zh")
    zh, en = fan_formula([_item("bao_ting", 2), _item("duan_yao", 1), _item("hua_pai", 1)], 4)
    assert zh == "2 + 1 + 1(花牌) = 4 番 × 1 = 4"
    assert en == "2 + 1 + 1 (indicator) = 4 fans × 1 = 4"
    zh, en = fan_formula([_item("qing_yi_se", 6), _item("dui_dui", 2), _item("san_an_ke", 2),
                          _item("hua_pai", 1, 3), _item("yi_pai", 1, 3)], 13)
    assert zh == "6 + 2 + 2 + 1×3(花牌) + 1×3 = 16 番 → 13（封顶）× 1 = 13"
    assert en.endswith("= 16 fans → 13 (the cap) × 1 = 13")
    zh, en = fan_formula([_item("guo_shi", 13)], 13)
    assert zh == "满贯 13 番 × 1 = 13" and en == "limit hand 13 fans × 1 = 13"
    zh, en = fan_formula([_item("bao_ting", 1)], 1)          # a tester read "1 = 1 fan × 1 = 1" as a slip
    assert zh == "1 番 × 1 = 1" and en == "1 fan × 1 = 1"


def test_a_drawn_hands_sheet_says_who_deals_next_once():
    """A tester's slip: the English heading and the note under it both said "the dealer deals again"."""
    from types import SimpleNamespace
    from game.client.variants.erren import PRESENTER
    title = PRESENTER.end_title()
    note = PRESENTER.next_hand_note(SimpleNamespace(wins=[]))
    assert note is not None
    assert (title[1] + " " + note[1]).count("deals again") == 1 and "连庄" in title[0] + note[0]


@pytest.mark.slow
def test_the_sheet_shows_each_fan_and_the_pay_of_a_won_hand(app):
    scene = declared_table(app, seed_for("declare_win"))
    scene._act(next(iter(scene.prompt.declares.values())))

    def win_or_play(s):
        wins = [a for a in s.prompt.actions if isinstance(a, act.Win)]
        if wins:
            s._act(wins[0])
        elif s.auto_action is None:
            keep_all(s)
    assert frames_until(app, scene, lambda s: isinstance(app.stack.top, SettlementScene), play=win_or_play)
    win = scene.model.wins[0]
    rows = score_rows(win, scene.model)
    assert [r.name.split(" ")[0] for r in rows] == [i.name_zh for i in win.score.items]
    assert "报听" in [i.name_zh for i in win.score.items]
    zh, _ = formula(win, scene.model, scene.session.options)
    assert zh.endswith(f"{win.score.total} 番 × 1 = {win.score.total}")     # one item: no "1 = 1 番"
    assert presenter_for("erren").payment_note(scene.model)[0].startswith("输家付")


def test_a_drawn_last_hand_does_not_say_the_dealer_deals_again():
    """'…no payments, and the dealer deals again' over the match's last hand (a tester)."""
    from types import SimpleNamespace

    from game.client.variants.erren_words import exhausted_caption
    from rules.events import HandExhausted
    last = exhausted_caption(HandExhausted(), SimpleNamespace(options={"match_hands": 4}, hand_no=3))
    assert "deals again" not in last.en and "last hand" in last.en and "连庄" not in last.zh and "坐庄" not in last.zh
    earlier = exhausted_caption(HandExhausted(), SimpleNamespace(options={"match_hands": 4}, hand_no=2))
    assert "the dealer deals again" in earlier.en


def test_the_payment_note_names_this_rooms_cap():
    """'up to the cap: 13, or the room's' was vague where the room's cap is simply 13 (a tester)."""
    from types import SimpleNamespace
    from game.client.variants.erren import PRESENTER
    for cap in (13, 88):
        for words in (PRESENTER.payment_note, PRESENTER.win_rule_for):    # the note and the wins' line
            zh, en = words(SimpleNamespace(options={"fan_cap": cap}))
            assert f"capped at {cap} fans" in en and f"封顶{cap}番" in zh and "room" not in en


def test_the_indicators_name_fits_the_centre_in_both_languages():
    """With both languages at 1280x800 the centre read "花牌 每张+1番 Indicator: +1 fan ea"."""
    from game.client.app import App
    from game.client.display import lang
    from game.client.display.fonts import get_font
    from game.client.display.layout import TableLayout
    app = App((1024, 640), resizable=False)
    try:
        lang.set_language("both")
        table = app.push("table", Settings(variant="erren", seed=1, human=None, pace="fast"))
        layout = TableLayout(*app.size)
        drawn = []
        real = table.view.label
        table.view.label = lambda surface, text, size, colour, **where: drawn.append((text, size)) or real(
            surface, text, size, colour, **where)
        table.view.draw_centre_tiles(app.screen, layout, ("花牌 每张+1番", "Indicator: +1 fan each"), ())
        (text, size), = drawn
        assert get_font(size, True).size(text)[0] <= layout.centre_rect().width - layout.px(20), text
    finally:
        app.stack.clear()
        lang.set_language("both")
