"""Animation planning (pure): a banner for every claim, tiles fly to where the model put them,
the pace changes timing, and every event has a caption a beginner can read in both languages."""
import pygame
import pytest

from game.client.presenting.animation_plan import caption_for, plan_event
from game.client.presenting.common_plans import count_order
from game.client.presenting.plan_kit import BANNERS, DISCARD_FLY, Visual, slot_key, slot_place
from game.client.display.fonts import missing_glyphs
from game.client.display.layout import TableLayout
from game.client.presenting.model import TableModel
from game.session import MatchSession
from rules.events import Claimed, Discarded, KongDeclared, TilesDealt, Won


@pytest.fixture(scope="module", autouse=True)
def _fonts():
    pygame.font.init()
    yield


def hand_events(seed, bot_kind):
    session = MatchSession(variant="guobiao", seed=seed, human=None, bot_kind=bot_kind)
    while session.step():
        pass
    return session.poll_events(0)


def planned(events, pace="normal", size=(1280, 800)):
    """(event, plan, model) for each event, the model as it stood right after the event."""
    model = TableModel(human_player=None, viewer=0)
    layout = TableLayout(*size)
    visual = Visual()
    for event in events:
        change = model.apply(event)
        yield event, plan_event(event, change, model, layout, visual, pace, True), model


@pytest.fixture(scope="module")
def many_hands():
    return [hand_events(seed, "random") for seed in range(6)] + [hand_events(seed, "default") for seed in range(4)]


def test_every_claim_gets_a_banner_at_the_claimer(many_hands):
    layout = TableLayout(1280, 800)
    claims = 0
    for events in many_hands:
        for event, plan, model in planned(events):
            if isinstance(event, (Claimed, KongDeclared, Won)):
                banners = [s for s in plan.sprites if s.kind == "banner"]
                assert len(banners) == 1, event
                banner = banners[0]
                if isinstance(event, Claimed):
                    assert banner.text == BANNERS[event.claim]
                    claims += 1
                elif isinstance(event, Won):
                    assert banner.text in (BANNERS["win"], BANNERS["self"])
                cx = banner.pos[0] + banner.size[0] / 2
                cy = banner.pos[1] + banner.size[1] / 2
                assert (round(cx), round(cy)) == pytest.approx(layout.banner_center(model.side_of(event.seat)), abs=1)
                # The banner lasts about 0.7 s or more, and the meld tiles land while it shows.
                assert banner.life >= 0.6
    assert claims >= 5


def test_claimed_tile_flies_from_the_river_into_the_meld(many_hands):
    for events in many_hands:
        for event, plan, _model in planned(events):
            if isinstance(event, Claimed):
                tiles = [s for s in plan.sprites if s.kind == "tile"]
                assert len(tiles) == len(event.tiles)
                claimed = [s for s in tiles if s.tile == event.kind and s.hides[0] == "meld"]
                assert claimed
                return
    pytest.fail("no claim found")


def test_flights_land_exactly_on_their_table_place(many_hands):
    layout = TableLayout(1280, 800)
    for event, plan, model in planned(many_hands[0]):
        for sprite in plan.sprites:
            if sprite.kind != "tile" or sprite.hides is None or sprite.hides[0] == "seatwind":
                continue
            for tween in plan.tweens:  # run the sprite's own tweens to the end
                if tween.target is sprite:
                    tween.finish()
            where, seat, index, sub, drawn = sprite.hides
            from game.client.presenting.table_state import Slot
            count = 0
            if where == "hand":
                s = model.seats[seat]
                count = s.concealed_count()
            rect, turns = slot_place(Slot(where, seat, index, sub, count, drawn), model, layout)
            assert sprite.rect == rect, (event, sprite.hides)


def test_discard_slides_in_about_a_fifth_of_a_second_and_pace_scales(many_hands):
    durations = {}
    for pace in ("slow", "normal", "fast"):
        for event, plan, _model in planned(many_hands[0], pace):
            if isinstance(event, Discarded):
                slide = [t for t in plan.tweens if getattr(t, "attr", "") == "pos"]
                durations[pace] = (slide[0].duration, slide[0].delay, plan.duration)
                break
    assert durations["normal"][0] == pytest.approx(DISCARD_FLY)
    assert durations["slow"][0] == pytest.approx(2 * DISCARD_FLY)
    assert durations["fast"][0] < DISCARD_FLY
    # A bot pauses ~0.6 s before discarding at the normal pace; fast skips the wait.
    assert durations["normal"][1] == pytest.approx(0.6)
    assert durations["fast"][1] == 0.0
    assert durations["slow"][2] > durations["normal"][2] > durations["fast"][2]


def test_the_ceremony_has_its_milestones(many_hands):
    names = [name for _, plan, _ in planned(many_hands[0]) for name, _ in plan.shots()]
    for wanted in ("seat-draw", "dice", "wall-break", "deal", "discard"):
        assert wanted in names, wanted
    assert names.index("seat-draw") < names.index("dice") < names.index("wall-break") < names.index("deal")


def test_count_order_runs_clockwise_into_the_next_wall():
    model = TableModel()
    model.stacks_per_side = (18, 18, 18, 18)
    order = count_order(model, 2, 20)
    assert order[:2] == [(2, 0), (2, 1)]
    assert order[17] == (2, 17) and order[18] == (1, 0) and order[19] == (1, 1)


def test_deal_moves_go_from_the_wall_into_the_hand(many_hands):
    for event, plan, model in planned(many_hands[1]):
        if isinstance(event, TilesDealt):
            tiles = [s for s in plan.sprites if s.kind == "tile"]
            assert len(tiles) == len(event.tiles)
            assert all(s.hides[0] == "hand" and s.hides[1] == event.seat for s in tiles)
            assert all(not s.face_up for s in tiles if event.seat != model.bottom_seat)


def test_every_event_has_a_caption_in_both_languages_with_glyphs(many_hands):
    kinds = set()
    for events in many_hands:
        model = TableModel(human_player=0)
        for event in events:
            model.apply(event)
            caption = caption_for(event, model)
            if caption is None:
                continue
            kinds.add(type(event).__name__)
            assert caption.zh and caption.en
            assert any(ord(ch) > 0x2E80 for ch in caption.zh)
            assert missing_glyphs(caption.zh + caption.en) == [], caption
    assert {"SeatsDrawn", "HandStarted", "WallBuilt", "DiceRolled", "WallBroken", "TilesDealt",
            "TileDrawn", "Discarded", "Claimed", "Settled", "FlowerReplaced", "Won",
            "HandExhausted"} <= kinds


def test_captions_explain_the_dice_with_the_thrown_values(many_hands):
    model = TableModel(human_player=0)
    for event in many_hands[0]:
        model.apply(event)
        if type(event).__name__ == "DiceRolled":
            caption = caption_for(event, model)
            assert str(sum(event.values)) in caption.zh and str(sum(event.values)) in caption.en
            return
    pytest.fail("no dice")


def test_slot_key_matches_what_the_renderer_hides():
    from game.client.presenting.table_state import Slot
    assert slot_key(Slot("river", 2, index=5)) == ("river", 2, 5, 0, False)
