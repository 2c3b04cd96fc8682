"""Render every tile kind at the three table sizes, plus backs, sideways and 混 tiles, to a PNG.

    .venv/bin/python tools/tile_sheet.py [out.png] [--scale N] [--learner] [--colour-blind] [--zh]

--learner draws the learner marks, --colour-blind the colour-blind set (suit tags in English,
or in Chinese with --zh): game/client/display/tile_marks.py.

A look-at-it check for tile_art.py; needs no display (SDL dummy driver).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.client.display.fonts import get_font  # noqa: E402
from game.client.display.tile_art import TileArt  # noqa: E402
from game.client.display.tile_marks import CLASSIC, TileStyle  # noqa: E402
from rules.tiles import TILES, Tile  # noqa: E402

SIZES = ((50, 70), (30, 40), (28, 40))  # hand, river, bots' flowers at 1280x800
FELT = (22, 96, 58)
GAP = 4


def build_sheet(style: TileStyle = CLASSIC) -> pygame.Surface:
    art = TileArt(style)
    rows = [TILES[0:9], TILES[9:18], TILES[18:27], TILES[27:34], TILES[34:42], TILES[42:47]]
    label = get_font(14)
    blocks = []
    for w, h in SIZES:
        block_w = 9 * (w + GAP)
        block_h = len(rows) * (h + GAP)
        block = pygame.Surface((block_w, block_h + 20), pygame.SRCALPHA)
        block.blit(label.render(f"{w}x{h}", True, (240, 240, 220)), (0, 0))
        for r, row in enumerate(rows):
            for c, tile in enumerate(row):
                block.blit(art.face(tile, w, h), (c * (w + GAP), 20 + r * (h + GAP)))
        blocks.append(block)
    # Extras: backs at each size, 混 tiles, a sideways meld, a two-layer wall stack.
    extra_h = 2 * 70 + 3 * GAP + 20
    extra = pygame.Surface((blocks[0].get_width(), extra_h + 60), pygame.SRCALPHA)
    extra.blit(label.render("backs, 混, sideways, wall stacks", True, (240, 240, 220)), (0, 0))
    x = 0
    for w, h in SIZES:
        extra.blit(art.back(w, h), (x, 20))
        x += w + GAP
    for tile, (w, h) in zip((Tile.parse("5m"), Tile.parse("3p"), Tile.parse("6z")), SIZES):
        extra.blit(art.face(tile, w, h, wild=True), (x, 20))
        x += w + GAP
    x = 0
    y = 20 + 70 + GAP
    w, h = SIZES[2]
    for tile in (Tile.parse("4s"),):
        extra.blit(art.sideways(tile, w, h), (x, y + h - w))
        x += h + 1
        for _ in range(2):
            extra.blit(art.face(tile, w, h), (x, y))
            x += w + 1
    x += 10
    for tile in (Tile.parse("7p"),):
        for _ in range(2):
            extra.blit(art.face(tile, w, h), (x, y))
            x += w + 1
        extra.blit(art.sideways(tile, w, h, clockwise=True), (x, y + h - w))
        x += h + 1
    x += 10
    extra.blit(art.sideways(Tile.parse("1s"), 50, 70, wild=True), (x, y + 70 - 50))
    x += 70 + 10
    for i in range(6):  # wall: lower layer, then the upper layer a few pixels higher
        extra.blit(art.back(24, 32), (x + i * 24, y + 10))
        extra.blit(art.back(24, 32), (x + i * 24, y + 4))
    blocks.append(extra)

    width = max(b.get_width() for b in blocks) + 2 * 10
    height = sum(b.get_height() + 10 for b in blocks) + 10
    sheet = pygame.Surface((width, height))
    sheet.fill(FELT)
    y = 10
    for b in blocks:
        sheet.blit(b, (10, y))
        y += b.get_height() + 10
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="/tmp/tile_sheet.png")
    parser.add_argument("--scale", type=int, default=1, help="enlarge the PNG (nearest pixel)")
    parser.add_argument("--learner", action="store_true", help="learner marks (numerals, wind letters)")
    parser.add_argument("--colour-blind", action="store_true", help="the colour-blind set")
    parser.add_argument("--zh", action="store_true", help="suit tags in Chinese")
    args = parser.parse_args(argv)
    pygame.font.init()
    sheet = build_sheet(TileStyle(args.learner, args.colour_blind, not args.zh))
    if args.scale > 1:
        sheet = pygame.transform.scale_by(sheet, args.scale)
    pygame.image.save(sheet, args.out)
    print(f"wrote {args.out} {sheet.get_width()}x{sheet.get_height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
