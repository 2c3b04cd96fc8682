"""Learner marks and the colour-blind set: what a player who cannot read 五萬 or 北, or cannot
tell red from green, sees on the tiles; and the flowers legible on a bot's small tile."""
import pygame
import pytest

from game.client.display.tile_art import COLOUR_BLIND_INKS, GREEN, RED, TileArt, render_face
from game.client.display.tile_glyphs import extra_name_boxes
from game.client.display.tile_marks import CLASSIC, TileStyle, learner_label, style_for
from rules.tiles import Tile

RIVER = (30, 40)    # a river tile at 1280x800
LEARNER = TileStyle(learner=True)
COLOUR_BLIND = TileStyle(colour_blind=True)


@pytest.fixture(scope="module", autouse=True)
def _fonts():
    pygame.font.init()
    yield


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _grey(surface: pygame.Surface, box: pygame.Rect) -> list[int]:
    """The greyscale values (luma) of `box` in `surface`, row by row."""
    return [round(0.299 * c.r + 0.587 * c.g + 0.114 * c.b)
            for y in range(box.top, box.bottom) for x in range(box.left, box.right)
            for c in (surface.get_at((x, y)),)]


@pytest.mark.parametrize("name", ["5m", "4z", "5z", "7z"])
def test_learner_marks_change_characters_winds_and_dragons(name):
    tile = Tile.parse(name)
    for size in ((50, 70), RIVER):
        assert _pixels(render_face(tile, *size, style=LEARNER)) != _pixels(render_face(tile, *size)), (name, size)


def test_learner_marks_leave_dots_bamboo_and_flowers_alone():
    # they show their count (flowers their number) already
    for name in ("5p", "5s", "1f", "5x"):
        tile = Tile.parse(name)
        assert _pixels(render_face(tile, *RIVER, style=LEARNER)) == _pixels(render_face(tile, *RIVER)), name


def test_the_marks_say_the_number_and_the_wind():
    assert [learner_label(Tile.parse(f"{n}m")) for n in range(1, 10)] == [str(n) for n in range(1, 10)]
    assert [learner_label(Tile.parse(f"{n}z")) for n in range(1, 8)] == ["E", "S", "W", "N", "R", "G", "Wh"]


def test_a_turned_tile_keeps_its_marks():
    tile = Tile.parse("9m")
    assert _pixels(render_face(tile, 40, 30, quarter_turns=1, style=LEARNER)) \
        != _pixels(render_face(tile, 40, 30, quarter_turns=1))


@pytest.mark.parametrize("language, marks", [("en", True), ("both", True), ("zh", False)])
def test_the_default_follows_the_language(language, marks):
    assert style_for(language, None, "classic").learner is marks
    assert style_for(language, not marks, "classic").learner is (not marks)    # the player's choice rules


def test_colour_blind_set_tells_the_suits_apart_in_greyscale():
    # The suit tag sits in the bottom-left corner: the same for every rank of a suit (so it is
    # the suit that shows, not the art under it) and different between the suits, in greyscale.
    for english in (True, False):
        style = TileStyle(colour_blind=True, english=english)
        w, h = 50, 70
        corner = pygame.Rect(int(w * 0.12), int(h * 0.62), int(w * 0.16), int(h * 0.12))
        tags = {}
        for suit in "mps":
            seen = {tuple(_grey(render_face(Tile.parse(f"{n}{suit}"), w, h, style=style), corner))
                    for n in range(2, 10)}
            assert len(seen) == 1, (suit, english)
            tags[suit] = seen.pop()
        assert len(set(tags.values())) == 3, english
        classic = {tuple(_grey(render_face(Tile.parse(f"5{suit}"), w, h), corner)) for suit in "mps"}
        assert not classic & set(tags.values())


def _deutan(colour: tuple[int, int, int]) -> tuple[float, float, float]:
    """How a colour looks with deuteranopia (Machado et al. 2009, severity 1, on linear values)."""
    m = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881))
    lin = [(c / 255) ** 2.2 for c in colour]
    return tuple(sum(m[i][j] * lin[j] for j in range(3)) for i in range(3))


def test_the_colour_blind_inks_stay_apart_without_red_green_vision():
    def distance(a, b):
        return sum((x - y) ** 2 for x, y in zip(_deutan(a), _deutan(b))) ** 0.5
    inks = list(COLOUR_BLIND_INKS.values())
    classic_gap = distance(RED, GREEN)
    assert all(distance(a, b) > 2 * classic_gap for i, a in enumerate(inks) for b in inks[i + 1:])


def test_changing_the_style_drops_the_old_images():
    art = TileArt()
    tile = Tile.parse("5m")
    plain = art.face(tile, *RIVER)
    assert art.set_style(CLASSIC) is False and art.face(tile, *RIVER) is plain
    assert art.set_style(LEARNER) is True and art.style == LEARNER
    marked = art.face(tile, *RIVER)
    assert _pixels(marked) != _pixels(plain)
    assert _pixels(art.sideways(tile, *RIVER)) != _pixels(TileArt().sideways(tile, *RIVER))


def test_the_key_character_of_long_extra_names_is_large():
    # A bot's flower tile at 1280x800 is 28x40: three characters stacked were a third as tall each.
    box = pygame.Rect(0, 0, 90, 120)
    for name in ("聚宝盆", "老鼠"):
        boxes = extra_name_boxes(name, box)
        assert "".join(ch for ch, _ in boxes) == name
        last = boxes[-1][1]
        assert last.height >= 0.55 * box.height and last.width == box.width
        assert all(box.contains(b) for _, b in boxes)
        assert all(a.bottom <= last.top for _, a in boxes[:-1])     # nothing drawn over the large one


def test_a_wildcard_badge_is_a_star_at_an_english_table_and_混_otherwise():
    """An English-only player cannot read 混 / 搭 / 花 on a badge: he sees a sign (★ for a
    wildcard, + for 二人's indicator, which adds a fan); Chinese and bilingual tables keep the word."""
    from game.client.display import lang
    from game.client.display.tile_art import WILD_BADGE, shown_badge
    from game.client.variants.erren import INDICATOR_BADGE
    from game.client.variants.suzhou import JOKER_BADGE
    kind = Tile.parse("3m")
    before = lang.current()
    try:
        faces = {}
        for code in ("zh", "both", "en"):
            lang.set_language(code)
            faces[code] = _pixels(TileArt().face(kind, *RIVER, wild=True))
            assert [shown_badge(b).glyph for b in (WILD_BADGE, JOKER_BADGE, INDICATOR_BADGE)] == \
                (["★", "★", "+"] if code == "en" else ["混", "搭", "花"])
        assert faces["zh"] == faces["both"] != faces["en"]
    finally:
        lang.set_language(before)
