"""Drawing the plans' sprites over the table: tiles in flight, glows, floating score changes,
panels, dice and banners (game/client/presenting/plan_kit.py makes them). TableView draws the table with
them; they have their own painter so that neither class grows past a screenful of reasons.
"""
from __future__ import annotations

from typing import Iterable

import pygame

from game.client.display.fonts import get_font
from game.client.display.layout import TableLayout
from game.client.presenting.banners import banner_text
from game.client.presenting.plan_kit import Sprite

from ...ui.painter import Painter, draw_die
from ...ui.palette import CREAM, GOLD


class SpritePainter(Painter):
    """Draws the sprites of a frame (TableView inherits it)."""

    def draw_sprites(self, surface: pygame.Surface, sprites: Iterable[Sprite], layout: TableLayout,
                     clock: float) -> None:
        """The plans' sprites in their layers: flying tiles, glows, floating scores, panels,
        dice and banners."""
        for sprite in sorted(sprites, key=lambda s: s.layer):
            if not sprite.visible:
                continue
            if sprite.kind == "tile":
                if sprite.glow and sprite.alpha > 1:
                    halo = sprite.rect.inflate(layout.px(18), layout.px(18))
                    surface.blit(self.overlay(halo.size, (255, 214, 90, int(sprite.alpha * 0.45)),
                                              layout.px(12)), halo)
                self.tile(surface, sprite.rect, sprite.tile, sprite.turns, sprite.face_up)
            elif sprite.kind == "glow" and sprite.alpha > 1:     # a place lit up (the next tile to draw)
                halo = sprite.rect.inflate(layout.px(14), layout.px(14))
                surface.blit(self.overlay(halo.size, (255, 214, 90, int(sprite.alpha * 0.5)), layout.px(10)), halo)
            elif sprite.kind == "float":
                self._float(surface, sprite, layout)
            elif sprite.kind == "panel" and sprite.alpha > 1:
                rect = sprite.rect
                surface.blit(self.overlay(rect.size, (8, 34, 22, int(sprite.alpha * 0.92)), layout.px(12)), rect)
                if sprite.alpha > 200:
                    pygame.draw.rect(surface, GOLD, rect, max(1, layout.px(2)), border_radius=layout.px(12))
            elif sprite.kind == "dice":
                self._dice_sprite(surface, sprite, layout)
            elif sprite.kind == "banner":
                self._banner(surface, sprite, layout)

    def _float(self, surface: pygame.Surface, sprite: Sprite, layout: TableLayout) -> None:
        """A score change rising from a plate (刮风下雨, kong scores): +2 green, −2 red."""
        if sprite.alpha <= 1:
            return
        img = self.text.get(banner_text(sprite.text), max(8, int(sprite.size[1])), sprite.colour, True)
        box = pygame.Rect(0, 0, img.get_width() + layout.px(12), img.get_height() + layout.px(4))
        box.center = (round(sprite.pos[0]), round(sprite.pos[1]))
        pill = self.overlay(box.size, (0, 0, 0, 170), box.h // 2).copy()
        pill.blit(img, img.get_rect(center=(box.w // 2, box.h // 2)))
        pill.set_alpha(int(sprite.alpha))
        surface.blit(pill, box)

    def _dice_sprite(self, surface: pygame.Surface, sprite: Sprite, layout: TableLayout) -> None:
        """Thrown dice: tumbling and turning until they settle."""
        size = int(sprite.size[1])
        gap = max(2, layout.px(6))
        for i, value in enumerate(sprite.values):
            if sprite.spin < 1.0:
                # Tumbling: faces change and the dice turn until they settle.
                value = (int(sprite.spin * 17) + i * 3 + value) % 6 + 1
            r = pygame.Rect(round(sprite.pos[0]) + i * (size + gap), round(sprite.pos[1]), size, size)
            angle = (1.0 - sprite.spin) * 540 * (1 if i == 0 else -1)
            if abs(angle) > 1:
                die = pygame.Surface((size, size), pygame.SRCALPHA)
                draw_die(die, die.get_rect(), value)
                die = pygame.transform.rotate(die, angle)
                surface.blit(die, die.get_rect(center=r.center))
            else:
                draw_die(surface, r, value)

    def _banner(self, surface: pygame.Surface, sprite: Sprite, layout: TableLayout) -> None:
        """A round banner (碰, 杠, 胡 ...) with its small line under the word."""
        if sprite.alpha <= 1:
            return
        size = max(8, int(sprite.size[0] * sprite.scale))
        cx = sprite.pos[0] + sprite.size[0] / 2
        cy = sprite.pos[1] + sprite.size[1] / 2
        box = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2
        pygame.draw.circle(box, (*sprite.colour, 235), (r, r), r)
        pygame.draw.circle(box, (*GOLD, 255), (r, r), r, max(2, size // 28))
        pygame.draw.circle(box, (255, 255, 255, 90), (r, r), int(r * 0.86), max(1, size // 60))
        text = banner_text(sprite.text)
        font_px = int(size * (0.52 if len(text) == 1 else 0.34 if len(text) == 2 else 0.8 / len(text)))
        img = get_font(max(8, font_px), True).render(text, True, CREAM)
        box.blit(img, img.get_rect(center=(r, r - (size * 0.06 if sprite.sub else 0))))
        if sprite.sub:
            sub = get_font(max(8, int(size * 0.13)), True).render(banner_text(sprite.sub), True, GOLD)
            box.blit(sub, sub.get_rect(center=(r, int(r + size * 0.28))))
        box.set_alpha(int(sprite.alpha))
        surface.blit(box, box.get_rect(center=(round(cx), round(cy))))
