"""Issue 12, each player's things stay together, on a running table: the teaching panels keep off
every seat's hand, melds, flowers and plate; the waits popup and the widgets' tooltips are opaque
and keep off the caption; 打风 shows its dice; no unexplained red mark stays on the wall; a
settlement fan row lights every tile of its fan, the winning tile and the flowers too."""
from collections import Counter

import pygame
import pytest

from game.client.display import lang
from game.client.presenting.animation_plan import Visual, plan_event
from game.client.app import Settings
from game.client.display.layout import TableLayout
from game.client.presenting.model import TableModel
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.table import TableScene
from game.client.scenes.table_view import RED
from game.client.presenting.table_state import TableTile
from game.client.ui.palette import POPUP_BG
from game.session import MatchSession
from game.teaching import hint
from rules.tiles import TILES
from tests.client.variant_driver import tile_centre

FRAME = 1 / 60


@pytest.fixture(autouse=True)
def _both(app):
    app.stack.clear()
    lang.set_language("both")
    yield
    app.stack.clear()
    lang.set_language("both")


def frames(app, n=1):
    for _ in range(n):
        app.frame(FRAME)


def seat_things(scene):
    """side -> every rect of that seat's hand, melds, flowers and plate, as the table draws them."""
    model, layout = scene.model, scene.layout
    out = {}
    for seat_no, seat in enumerate(model.seats):
        side = model.side_of(seat_no)
        tiles = len(seat.hand) + (1 if seat.drawn is not None else 0)
        rects = [p.rect for p in layout.hand_rects(side, tiles, drawn=seat.drawn is not None)]
        rects += [p.rect for m in layout.meld_rects(side, [m.shape() for m in seat.melds]) for p in m]
        rects += layout.flower_rects(side, len(seat.flowers)) + [layout.plate_rect(side)]
        out[side] = rects
    return out


def ready_table(app, seed="shot-1"):
    """A human 国标 table at the human's turn with a hand one discard from ready (the human follows
    the hint until then), the waits panel and the tracker open."""
    scene = TableScene(app, Settings(variant="guobiao", seed=seed, pace="fast", name="Tester", claim_seconds=60))
    app.push(scene)
    for _ in range(60000):
        frames(app)
        top = app.stack.top
        if isinstance(top, SettlementScene):
            top.close()
            continue
        if top is not scene or scene.prompt is None or scene.timeline.running or scene.queue:
            continue
        panel = scene.teaching
        if panel.sync() is not None and panel.discards and scene.prompt.kind == "turn":
            panel.show_tracker = True
            return scene
        scene._act(hint(scene.session.view(0), scene.prompt.actions, scene.session.options).action)
    pytest.fail("the human's hand never came one discard from ready")


def hover_first_ready_discard(app, scene):
    entry = scene.teaching.discards[0]
    index = next(i for i, t in enumerate(scene.human_tiles()) if t.kind is entry.kind)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tile_centre(scene, index), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    assert scene.hover == index


# ---------------------------------------------------------------- the teaching panels

@pytest.mark.slow
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_waits_panel_tracker_and_toolbar_cover_no_seats_things(app, size):
    app.resize(size)
    try:
        scene = ready_table(app)
        hover_first_ready_discard(app, scene)
        panel = scene.teaching
        boxes = list(panel.drawn_boxes)
        assert len(boxes) >= 3        # the waits card, the hover popup, the tracker
        assert panel.tracker_box() in boxes and panel.hover_box in boxes
        boxes += [b.rect for b in panel.buttons]
        for side, rects in seat_things(scene).items():
            for box in boxes:
                hit = [r for r in rects if r.colliderect(box)]
                assert not hit, (side, box, hit[:2])
        # 苏州-sized flower piles on the side seats move the column and the tracker aside.
        model = scene.model
        for side in (1, 3):
            model.seats[model.seat_on_side(side)].flowers = [TableTile(900 + i, TILES[31 + i % 16]) for i in range(28)]
        frames(app)
        flowers = {side: scene.layout.flower_rects(side, 28) for side in (1, 3)}
        for box in (panel.column(), panel.tracker_box()):
            assert not any(box.colliderect(r) for rs in flowers.values() for r in rs), box
        assert panel.column().width >= scene.layout.px(150) and panel.tracker_box().width >= scene.layout.px(150)
    finally:
        app.resize((1280, 800))


@pytest.mark.slow
def test_the_waits_popup_is_opaque_and_never_covers_the_caption(app):
    scene = ready_table(app)
    hover_first_ready_discard(app, scene)
    panel = scene.teaching
    box = panel.hover_box
    assert box is not None and not box.colliderect(panel.caption_area())
    assert app.screen.get_rect().contains(box)
    # Opaque: a pixel of the card's padding is the card's own colour, nothing shows through.
    pixel = app.screen.get_at((box.centerx, box.top + scene.layout.px(4)))
    assert tuple(pixel)[:3] == POPUP_BG[:3]


@pytest.mark.slow
def test_the_waits_popup_keeps_off_a_note_over_the_caption(app):
    """A tester's slip: a refusal's note over the caption hid "discarding 9 Bamboo: not ready"."""
    from game.teaching.i18n import Bi
    scene = ready_table(app)
    hover_first_ready_discard(app, scene)
    panel = scene.teaching
    panel.show_toast(Bi("这张牌不在你手里，这张牌不在你手里", "that tile is not in your hand, not in your hand"))
    frames(app, 2)
    assert panel.hover_box is not None and panel.toast_card.box is not None
    assert not panel.hover_box.colliderect(panel.toast_card.box)
    assert not panel.hover_box.colliderect(panel.caption_area())


def test_widget_tooltips_are_opaque_and_move_off_the_caption(app):
    scene = TableScene(app, Settings(variant="guobiao", seed=5, pace="fast", name="Tester"))
    app.push(scene)
    frames(app, 3)
    colour = app.ui.get_theme().get_colour_or_gradient("dark_bg", ["tool_tip.text_box"])
    assert colour.a == 255
    caption = scene.teaching.caption_area()
    tip = app.ui.create_tool_tip("菜单：设置、问题报告 Menu: settings, bug report", (caption.centerx, caption.centery),
                                 (0, 4), None, None)
    tip.set_position((caption.left + 20, caption.top + 2))
    assert tip.rect.colliderect(caption)
    frames(app)
    assert not tip.rect.colliderect(caption)
    assert tip.rect.bottom <= caption.top       # above it: there is room over the caption
    tip.kill()


# ---------------------------------------------------------------- 打风 shows its dice

@pytest.mark.parametrize("variant", ["guobiao", "sichuan", "tianjin", "suzhou"])
def test_the_seat_draw_throws_the_dice_before_the_winds_are_drawn(variant):
    pygame.font.init()
    session = MatchSession(variant, seed=3, human=None)
    events = session.poll_events(None)
    model = TableModel(human_player=None, viewer=0)
    layout, visual = TableLayout(1280, 800), Visual()
    for event in events:
        change = model.apply(event)
        plan = plan_event(event, change, model, layout, visual, "normal", True)
        if type(event).__name__ == "SeatsDrawn":
            break
    throw = event.dice or model.seat_throw.values
    assert len(throw) == 2 and all(1 <= v <= 6 for v in throw)
    dice = [s for s in plan.sprites if s.kind == "dice"]
    assert len(dice) == 1 and tuple(dice[0].values) == tuple(throw)
    winds = [s for s in plan.sprites if s.kind == "tile" and s.tile is not None]
    first_draw = min(s.appear for s in winds)
    tumble = max(t.duration for t in plan.tweens if t.target is dice[0])
    assert tumble <= first_draw            # the throw lands before anybody draws
    assert dice[0].life >= max(s.life for s in winds) - 0.01   # and stays while they draw


# ---------------------------------------------------------------- the wall carries no red mark

def test_no_red_mark_stays_on_the_wall_after_the_break(app):
    app.stack.clear()
    scene = TableScene(app, Settings(variant="guobiao", seed=4, human=None, pace="fast", show_hands=True),
                       hands_to_play=1)
    app.push(scene)
    for _ in range(4000):
        frames(app)
        if scene.model.live_start is not None and scene.model.phase == "play":
            break
    assert scene.model.live_start is not None
    surface = pygame.Surface(app.size)
    surface.fill((0, 0, 0))
    visual = Visual()
    visual.count_progress = len(visual.count_keys)     # the counting is over
    scene.view.draw_walls(surface, scene.model, scene.layout, visual)
    reds = sum(1 for x in range(0, app.size[0], 2) for y in range(0, app.size[1], 2)
               if tuple(surface.get_at((x, y)))[:3] == RED)
    assert reds == 0


# ---------------------------------------------------------------- settlement: a fan lights its tiles

def settlement(app, seed):
    """The first settlement of `seed`, played by the frozen baseline bots, so a found seed keeps
    its hand however the table's bots improve."""
    app.stack.clear()
    table = app.push(TableScene(app, Settings(seed=seed, human=None, pace="fast", show_hands=True,
                                              bot_kind="baseline"), hands_to_play=1))
    for _ in range(20000):
        if isinstance(app.stack.top, SettlementScene):
            return table, app.stack.top
        frames(app)
    pytest.fail("no settlement reached")


def shown_tiles(sheet, win, flowers=False):
    concealed, melds, win_tile = sheet._hand_tiles(win)
    kinds = [t.kind.index for m in melds for t in m.drawn_tiles()] + [t.kind.index for t in concealed]
    kinds.append(win_tile.kind.index)
    if flowers:
        kinds += [t.kind.index for t in sheet.model.seats[win.seat].flowers]
    return Counter(kinds)


def hover(app, sheet, key):
    index = next(i for i, item in enumerate(sheet.items()) if item.key == key)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=sheet.item_rects()[index].center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app)
    assert sheet.hover_item == index
    return sheet._highlight_counts()


@pytest.mark.slow
def test_all_types_lights_every_tile_of_the_hand_the_winning_tile_too(app):
    table, sheet = settlement(app, 2)           # the bots' first win of seed 2 is 五门齐
    win = table.model.wins[0]
    lit = hover(app, sheet, "all_types")
    assert lit == shown_tiles(sheet, win)
    assert lit[win.kind.index] >= 1


@pytest.mark.slow
def test_a_flower_row_lights_the_flowers(app):
    table, sheet = settlement(app, 0)
    win = table.model.wins[0]
    flowers = table.model.seats[win.seat].flowers
    assert flowers and any(i.key == "flower_tiles" for i in sheet.items())
    lit = hover(app, sheet, "flower_tiles")
    assert lit == Counter(t.kind.index for t in flowers)
    assert not lit - shown_tiles(sheet, win, flowers=True)
