"""The tile styles a player can choose, and the small marks they add to a face.

Learner marks (on by default when the display language is not Chinese): an Arabic numeral on
the 万 tiles and a letter on the winds and dragons (E S W N, R G, Wh), so a player who cannot read
五萬 or 北 can still play. The colour-blind set: a suit tag on every suited tile (C D B in English;
in Chinese 万, a ring for 筒 and two sticks for 条, legible where 筒 written out is a blot), so the
suits differ by a shape seen in greyscale too, and inks safe for red-green colour blindness
(tile_art.py swaps them in). Letters are drawn with the bundled font.
"""
from __future__ import annotations

from typing import NamedTuple, Optional

import pygame

from game.client.display.fonts import get_font
from rules.tiles import Tile

Colour = tuple[int, int, int]

WIND_LETTERS = "ESWN"
DRAGON_LETTERS = ("R", "G", "Wh")             # 中 Red, 发 Green, 白 White
SUIT_TAGS_EN = {"m": "C", "p": "D", "s": "B"}   # Characters, Dots, Bamboo
SUIT_TAGS_ZH = {"m": "万", "p": "筒", "s": "条"}

TAG_INK = (24, 24, 24)
TAG_PAPER = (255, 252, 240)
TAG_HEIGHT = 0.34   # of the art box's height
LEARNER_INK = (26, 60, 140)   # learner numerals and letters: a deep blue, apart from the glyphs' inks
# The suit tag's colour, dark, with the tag's letter in paper: it reads apart from the art's inks.
SUIT_TAG = (44, 44, 52)


class TileStyle(NamedTuple):
    """How the faces are drawn beyond the classic art (hashable: part of the image cache's state)."""
    learner: bool = False        # Arabic numeral on 万, letter on winds and dragons
    colour_blind: bool = False   # suit tags and the inks for red-green colour blindness
    english: bool = True         # suit tags in English letters (else 万 筒 条)


CLASSIC = TileStyle()


def style_for(language: str, learner_marks: Optional[bool], tile_colours: str) -> TileStyle:
    """The style of the player's settings: learner marks follow the language when not chosen
    (None: on unless the display is Chinese only); `tile_colours` "colour_blind" picks that set
    (game/settings.py TILE_COLOURS)."""
    english = language != "zh"
    learner = english if learner_marks is None else bool(learner_marks)
    return TileStyle(learner, tile_colours == "colour_blind", english)


def learner_label(tile: Tile) -> str:
    """The learner mark of `tile`: "5" on 五萬, "N" on 北, "R" on 中; "" for a tile that needs none
    (筒 and 条 show their count; flowers carry their number already)."""
    if tile.suit == "m":
        return str(tile.rank)
    if tile.suit == "z":
        return WIND_LETTERS[tile.rank - 1] if tile.rank <= len(WIND_LETTERS) else DRAGON_LETTERS[tile.rank - 5]
    return ""


def draw_text_in(canvas: pygame.Surface, box: pygame.Rect, text: str, colour: Colour) -> pygame.Rect:
    """`text` in one line, as large as fits in `box` (keeping its shape), centred; returns where
    its ink went."""
    size = max(6, int(box.height * 1.4))
    img = get_font(size, True).render(text, True, colour)
    ink = img.get_bounding_rect()
    if ink.width == 0 or ink.height == 0:
        return pygame.Rect(box.center, (0, 0))
    glyph = img.subsurface(ink)
    scale = min(box.width / ink.width, box.height / ink.height)
    glyph = pygame.transform.smoothscale(glyph, (max(1, round(ink.width * scale)), max(1, round(ink.height * scale))))
    at = glyph.get_rect(center=box.center)
    canvas.blit(glyph, at)
    return at


def draw_numeral(canvas: pygame.Surface, box: pygame.Rect, n: int, colour: Colour) -> None:
    """The learner's Arabic numeral `n` in `box`; 6 and 9 underlined, so a tile lying upside down
    in the opposite river does not turn one into the other."""
    bar = max(1, round(box.height * 0.08))
    digit = draw_text_in(canvas, pygame.Rect(box.x, box.y, box.width, box.height - round(1.6 * bar)), str(n), colour)
    if n in (6, 9):
        line = pygame.Rect(digit.x, digit.bottom + bar // 2, digit.width, bar)
        pygame.draw.rect(canvas, colour, line, border_radius=max(1, bar // 2))


def _draw_symbol(canvas: pygame.Surface, box: pygame.Rect, suit: str, colour: Colour) -> None:
    """The Chinese suit tag's sign: 万 itself, a ring with its heart for 筒, two sticks for 条
    (筒 and 条 written out would be a blot at a river tile's size; their pictures are not)."""
    if suit == "m":
        draw_text_in(canvas, box, SUIT_TAGS_ZH["m"], colour)
    elif suit == "p":
        r = min(box.width, box.height) / 2
        pygame.draw.circle(canvas, colour, box.center, r, max(1, round(r * 0.34)))
        pygame.draw.circle(canvas, colour, box.center, r * 0.26)
    elif suit == "s":
        w = max(1, round(box.width * 0.24))
        for cx in (box.x + box.width * 0.27, box.x + box.width * 0.73):
            stick = pygame.Rect(0, 0, w, box.height)
            stick.center = (round(cx), box.centery)
            pygame.draw.rect(canvas, colour, stick, border_radius=max(1, w // 2))


def draw_tag(canvas: pygame.Surface, art: pygame.Rect, text: str, corner: str, dark: bool,
             suit: str = "") -> pygame.Rect:
    """A small tag with `text` in the `corner` ("topleft" or "bottomleft") of the art box: paper
    with ink (`dark=False`) or dark with paper letters (`dark=True`); with `suit` (and no text)
    the suit's sign instead of letters. Returns the tag's box."""
    height = max(4, round(art.height * TAG_HEIGHT))
    width = max(height * 0.86, height * (0.62 * len(text) + 0.32))
    tag = pygame.Rect(0, 0, round(min(width, art.width * 0.7)), height)
    setattr(tag, corner, getattr(art, corner))
    radius = max(1, height // 4)
    border = max(1, height // 12)
    pygame.draw.rect(canvas, TAG_INK if not dark else SUIT_TAG, tag, border_radius=radius)
    if not dark:
        pygame.draw.rect(canvas, TAG_PAPER, tag.inflate(-2 * border, -2 * border), border_radius=radius)
    inner = tag.inflate(-height * 0.26, -height * 0.26)
    if text:
        draw_text_in(canvas, inner, text, TAG_PAPER if dark else TAG_INK)
    else:
        _draw_symbol(canvas, inner, suit, TAG_PAPER if dark else TAG_INK)
    return tag


def draw_marks(canvas: pygame.Surface, art: pygame.Rect, tile: Tile, style: TileStyle) -> None:
    """The marks drawn over the art whose box is `art` (turned with it): 白's learner letter inside
    its empty frame and the colour-blind set's suit tag at the bottom left. (The 万 numerals and
    the other honours' letters are laid out with their art: tile_art.py.)"""
    if style.learner and tile.suit == "z" and tile.rank == 7:
        box = pygame.Rect(0, 0, round(art.width * 0.56), round(art.height * 0.3))
        box.center = art.center
        draw_text_in(canvas, box, learner_label(tile), LEARNER_INK)
    if style.colour_blind and tile.suit in SUIT_TAGS_EN:
        if style.english:
            draw_tag(canvas, art, SUIT_TAGS_EN[tile.suit], "bottomleft", dark=True)
        else:
            draw_tag(canvas, art, "", "bottomleft", dark=True, suit=tile.suit)
