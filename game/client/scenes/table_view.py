"""Drawing the table: felt, walls, rivers, melds, flowers, hands, name plates, the centre,
sprites and the caption. Reads the model, the layout and the scene's visual state; changes
nothing.
"""
from __future__ import annotations

import math
from typing import Iterable, Optional

import pygame

from game.client.display import lang
from game.client.display.fonts import get_font
from game.client.display.layout import SIDE_TURNS, TableLayout
from game.client.display.tile_art import TileArt
from game.client.presenting.caption_kit import WIND_ZH
from game.client.presenting.marks import Mark, plate_marks
from game.client.presenting.model import TableModel
from game.client.presenting.plan_kit import PILE_TURNS, Visual
from rules.tiles import WIND_LETTERS
from rules.variants.registry import get_variant

from ..ui.painter import draw_die
from ..ui.palette import CREAM, GOLD, RED
from ..ui.text import clip, fit_text, split_caption, wrapped
from .table_parts.sprite_view import SpritePainter


class TableView(SpritePainter):
    """Draws one frame of the table (its sprites: SpritePainter, sprite_view.py)."""

    def __init__(self, art: TileArt) -> None:
        super().__init__(art)
        self._glide_pos: dict[int, tuple[float, float]] = {}
        self._glide_clock = 0.0
        self.snap = False     # reduced motion (the player's setting): the hand's tiles stand in place at once
        # The caption's box as last drawn (it grows upward for two lines): popups keep off it.
        self.caption_box: Optional[pygame.Rect] = None

    def clear(self) -> None:
        """Drop what depends on the window size (and where the hand's tiles were gliding)."""
        self._glide_pos.clear()
        super().clear()

    # ------------------------------------------------------------------ the table
    def draw_walls(self, surface: pygame.Surface, model: TableModel, layout: TableLayout,
                   visual: Visual, hidden: Iterable = ()) -> None:
        if not model.wall:
            return
        if model.piles is not None:
            self.draw_piles(surface, model, layout, visual, hidden)
            return
        if model.presenter.pile_names(model):
            return     # a wall drawn as piles: nothing stands until the piles are known
        stacks = model.stacks_per_side
        square = max(stacks)
        counted = set(visual.count_keys[:int(visual.count_progress)])
        current = visual.count_keys[int(visual.count_progress) - 1] if 0 < visual.count_progress <= len(visual.count_keys) else None
        # Lower layer first (all sides), then the upper layer, so every upper tile lies on top.
        highlight = []
        for layer in (1, 0):
            for seat in range(len(stacks)):
                side = model.side_of(seat)
                shown = stacks[seat] * visual.wall_built
                for stack in range(stacks[seat]):
                    # Walls are built from the owner's left end: the rightmost stacks come last.
                    if stacks[seat] - 1 - stack >= shown + 1e-6:
                        continue
                    if not model.wall.get((seat, stack, layer)):
                        continue
                    rect = layout.wall_stack_rect(side, stack, layer, stacks[seat], square)
                    surface.blit(self.images.back(rect.w, rect.h), rect)
                    if (seat, stack) in counted and visual.count_alpha > 1 and (layer == 0 or not model.wall.get((seat, stack, 0))):
                        highlight.append(rect)
        for rect in highlight:
            glow = self.overlay(rect.size, (255, 210, 60, int(visual.count_alpha * 0.55)), layout.px(4))
            surface.blit(glow, rect)
        if current is not None and visual.count_alpha > 200:
            seat, stack = current
            side = model.side_of(seat)
            rect = layout.wall_stack_rect(side, stack, 0, stacks[seat], square)
            n = int(visual.count_progress)
            badge = pygame.Rect(0, 0, layout.px(26), layout.px(26))
            badge.center = rect.center
            pygame.draw.circle(surface, RED, badge.center, badge.w // 2)
            pygame.draw.circle(surface, GOLD, badge.center, badge.w // 2, max(1, layout.px(2)))
            self.label(surface, str(n), layout.px(15), CREAM, center=badge.center, bold=True)
        # 天津 翻混: the indicator lies face up on its stack (dead: nobody draws it).
        if model.indicator_tile is not None and model.indicator_key is not None \
                and not any(key[0] == "indicator" for key in hidden):
            seat, stack, _ = model.indicator_key
            if 0 <= stack < stacks[seat]:
                side = model.side_of(seat)
                rect = layout.wall_stack_rect(side, stack, 0, stacks[seat], square)
                self.tile(surface, rect, model.indicator_tile.kind, SIDE_TURNS[side])
                pygame.draw.rect(surface, GOLD, rect.inflate(layout.px(2), layout.px(2)), max(1, layout.px(2)),
                                 border_radius=layout.px(4))
        # No mark stays at the break once the counting is over: the gap itself shows it, and a
        # mark pointing at stacks already dealt away would puzzle a beginner.

    def draw_piles(self, surface: pygame.Surface, model: TableModel, layout: TableLayout,
                   visual: Visual, hidden: Iterable = ()) -> None:
        """A wall split in two piles drawn apart (a table of two): each pile's stacks, built up
        from its first stack; its name and how many tiles stand in it above it (the presenter's
        words); a tile lying face up on its stack (the indicator) framed in gold."""
        piles = model.piles
        assert piles is not None
        names = model.presenter.pile_names(model)
        for pile in (0, 1):
            keys = piles.keys_of(pile)
            shown = piles.stacks[pile] * visual.wall_built
            for layer in (1, 0):
                for key in keys:
                    _, stack, at = piles.places[key]
                    if at != layer or stack >= shown + 1e-6 or not model.wall.get(key):
                        continue
                    rect = layout.pile_stack_rect(pile, stack, at, piles.stacks[pile])
                    surface.blit(self.images.back(rect.w, rect.h), rect)
            if pile < len(names):
                zh, en = names[pile]
                text = lang.short(zh, en) + f" {model.pile_count(pile)}"
                self.label(surface, text, layout.px(15), GOLD, center=layout.pile_label_point(pile), bold=True)
        if model.indicator_tile is not None and model.indicator_key is not None \
                and not any(key[0] == "indicator" for key in hidden) and model.indicator_key in piles.places:
            pile, stack, _ = piles.places[model.indicator_key]
            rect = layout.pile_stack_rect(pile, stack, 0, piles.stacks[pile])
            self.tile(surface, rect, model.indicator_tile.kind, PILE_TURNS)
            pygame.draw.rect(surface, GOLD, rect.inflate(layout.px(2), layout.px(2)), max(1, layout.px(2)),
                             border_radius=layout.px(4))

    def draw_centre(self, surface: pygame.Surface, model: TableModel, layout: TableLayout,
                    hidden: set, show_seat_tiles: bool) -> None:
        rect = layout.centre_rect()
        panel = self.overlay(rect.size, (8, 40, 26, 200), layout.px(12))
        surface.blit(panel, rect)
        pygame.draw.rect(surface, (180, 150, 70), rect, max(1, layout.px(2)), border_radius=layout.px(12))
        if model.phase in ("idle", "seats") and show_seat_tiles:
            return
        cx = rect.centerx
        # Round wind, large (a table without wind tiles, 四川, has no wind round); hand number; tiles left.
        winds = not model.variant or get_variant(model.variant).has_winds
        right = cx + layout.px(30) if winds else cx        # without the wind the count stands in the middle
        if winds:
            self.label(surface, lang.short(WIND_ZH.get(model.round_wind, "东"), model.round_wind or "E"), layout.px(34),
                       GOLD, center=(cx - layout.px(36), rect.top + layout.px(32)), bold=True)
            self.label(surface, lang.short("风圈", "round"), layout.px(13), CREAM,
                       center=(cx - layout.px(36), rect.top + layout.px(58)))
        self.label(surface, lang.short(f"第{model.hand_no + 1}盘", f"Hand {model.hand_no + 1}"), layout.px(15), CREAM,
                   center=(right, rect.top + layout.px(22)), bold=True)
        if model.wall:        # no count before the wall stands (四川's dealer throw after a hand)
            self.label(surface, lang.short(f"余{model.remaining}", str(model.remaining)), layout.px(18), CREAM,
                       center=(right, rect.top + layout.px(46)), bold=True)
            self.label(surface, lang.tr("", "tiles left"), layout.px(10), (200, 210, 200),
                       center=(right, rect.top + layout.px(63)))
        # The dice as last thrown (both throws when the break used two).
        throws = [(i, t) for i, t in enumerate(model.dice) if ("dice", i) not in hidden]
        shown_tiles = model.presenter.centre_tiles(model)
        show_indicator = shown_tiles is not None and not any(key[0] == "indicator" for key in hidden)
        if throws:
            dice = [v for _, t in throws[-2:] for v in t]
            if show_indicator:
                dice = list(throws[-1][1])   # room for the 混 beside the last throw
            rects = layout.dice_rects(len(dice))
            if show_indicator:
                shift = rect.right - layout.px(10) - rects[-1].right
                rects = [r.move(shift, 0) for r in rects]
            for r, v in zip(rects, dice):
                draw_die(surface, r, v)
        if show_indicator and shown_tiles is not None:
            self.draw_centre_tiles(surface, layout, shown_tiles[0], shown_tiles[1])

    def draw_centre_tiles(self, surface: pygame.Surface, layout: TableLayout, name: tuple[str, str],
                          kinds: tuple) -> None:
        """The presenter's tiles in the lower left of the centre, marked, under their name (天津:
        the two 混 under 混儿; an indicator under its name)."""
        rect = layout.centre_rect()
        w, h = layout.px(27), layout.px(37)
        x = rect.left + layout.px(10)
        y = rect.bottom - layout.px(8) - h
        size = layout.px(11)
        words = lang.tr(*name)
        if get_font(size, True).size(words)[0] > rect.width - layout.px(20):
            words = lang.short(*name)     # both languages overflow the box ("Indicator: +1 fan ea"): one
        self.label(surface, words, size, GOLD, topleft=(x, y - layout.px(16)), bold=True)
        for i, kind in enumerate(kinds[:2]):
            tile_rect = pygame.Rect(x + i * (w + layout.px(3)), y, w, h)
            self.tile(surface, tile_rect, kind, 0)

    def draw_rivers(self, surface: pygame.Surface, model: TableModel, layout: TableLayout,
                    hidden: set, blink: float) -> None:
        for seat_no, seat in enumerate(model.seats):
            side = model.side_of(seat_no)
            total = len(seat.river)
            for i, t in enumerate(seat.river):
                if ("river", seat_no, i, 0, False) in hidden:
                    continue
                placed = layout.river_rect(side, i, total)
                self.tile(surface, placed.rect, t.kind, placed.turns)
        if model.last_discard is not None:
            seat_no, i = model.last_discard
            if i < len(model.seats[seat_no].river) and ("river", seat_no, i, 0, False) not in hidden:
                placed = layout.river_rect(model.side_of(seat_no), i, len(model.seats[seat_no].river))
                self.mark_last(surface, placed.rect, layout, blink)

    def mark_last(self, surface: pygame.Surface, rect: pygame.Rect, layout: TableLayout, blink: float) -> None:
        pulse = 0.5 + 0.5 * math.sin(blink * 5.0)
        colour = (255, int(120 + 100 * pulse), 40)
        pygame.draw.rect(surface, colour, rect.inflate(layout.px(4), layout.px(4)), max(2, layout.px(3)),
                         border_radius=layout.px(5))
        # A small arrow above the tile.
        tip = (rect.centerx, rect.top - layout.px(3))
        s = layout.px(6)
        pygame.draw.polygon(surface, colour, [tip, (tip[0] - s, tip[1] - s), (tip[0] + s, tip[1] - s)])

    def draw_melds(self, surface: pygame.Surface, model: TableModel, layout: TableLayout,
                   hidden: set, show_all: bool) -> None:
        for seat_no, seat in enumerate(model.seats):
            if not seat.melds:
                continue
            side = model.side_of(seat_no)
            placed = layout.meld_rects(side, [m.shape() for m in seat.melds])
            mine = model.human_seat == seat_no or show_all or seat.revealed
            for m_no, (meld, places) in enumerate(zip(seat.melds, placed)):
                for sub, (t, p) in enumerate(zip(meld.drawn_tiles(), places)):
                    if ("meld", seat_no, m_no, sub, False) in hidden:
                        continue
                    face_up = t.kind is not None
                    if meld.claim == "concealed_kong" and not seat.revealed:
                        # 暗杠: face down; its owner sees the middle two to know what it is.
                        face_up = face_up and mine and sub in (1, 2)
                    self.tile(surface, p.rect, t.kind, p.turns, face_up)

    def draw_flowers(self, surface: pygame.Surface, model: TableModel, layout: TableLayout,
                     hidden: set) -> None:
        for seat_no, seat in enumerate(model.seats):
            if not seat.flowers:
                continue
            rects = layout.flower_rects(model.side_of(seat_no), len(seat.flowers))
            for i, (t, r) in enumerate(zip(seat.flowers, rects)):
                if ("flower", seat_no, i, 0, False) in hidden:
                    continue
                self.tile(surface, r, t.kind, 0)

    def draw_hands(self, surface: pygame.Surface, model: TableModel, layout: TableLayout,
                   hidden: set, show_all: bool, selected: Optional[int], hover: Optional[int],
                   legal_ids: Optional[set] = None, highlight_ids: Optional[set] = None,
                   now: float = 0.0, raised: Optional[set] = None,
                   faces: Optional[TableModel] = None) -> None:
        """`raised`: indices of the human's tiles lifted (换三张 picks). `faces`: a model fed the
        unmasked stream (teaching option): only the bots' concealed faces are read from it."""
        glide = 1.0 if self.snap else min(1.0, max(0.0, now - self._glide_clock) * 18.0)  # ~0.12 s to settle
        self._glide_clock = now
        for seat_no, seat in enumerate(model.seats):
            side = model.side_of(seat_no)
            tiles = list(seat.hand) + ([seat.drawn] if seat.drawn is not None else [])
            if faces is not None and show_all and seat_no != model.human_seat:
                peek = faces.seats[seat_no]
                peek_tiles = list(peek.hand) + ([peek.drawn] if peek.drawn is not None else [])
                if len(peek_tiles) == len(tiles) and (peek.drawn is None) == (seat.drawn is None):
                    tiles = peek_tiles
            placed = layout.hand_rects(side, len(tiles), drawn=seat.drawn is not None)
            human = model.human_seat == seat_no
            for i, (t, p) in enumerate(zip(tiles, placed)):
                is_drawn = seat.drawn is not None and i == len(tiles) - 1
                if ("hand", seat_no, i, 0, is_drawn) in hidden:
                    continue
                rect = p.rect
                if side == 0 and t.id is not None:
                    rect = self._glide(t.id, rect, glide)
                face_up = t.kind is not None and (human or show_all or seat.revealed)
                if human and (i == selected or (raised and i in raised)):
                    dx, dy = layout.raise_offset(side)
                    rect = rect.move(dx, dy)
                elif human and i == hover:
                    dx, dy = layout.raise_offset(side)
                    rect = rect.move(dx // 4, dy // 4)
                self.tile(surface, rect, t.kind, p.turns, face_up)
                if human and legal_ids is not None and t.id not in legal_ids:
                    surface.blit(self.overlay(rect.size, (0, 0, 0, 90), layout.px(5)), rect)
                if highlight_ids and t.id in highlight_ids:
                    pygame.draw.rect(surface, GOLD, rect.inflate(layout.px(2), layout.px(2)),
                                     max(2, layout.px(3)), border_radius=layout.px(6))
                if human and i == selected:
                    pygame.draw.rect(surface, GOLD, rect, max(2, layout.px(2)), border_radius=layout.px(6))
            if seat.out and tiles and model.phase != "over":
                # 血战到底: this hand is laid down and out of play; a red 胡 seal beside it.
                spot = layout.seal_rect(side)
                radius = max(6, min(spot.w, spot.h) * 2 // 5)
                pygame.draw.circle(surface, RED, spot.center, radius)
                pygame.draw.circle(surface, GOLD, spot.center, radius, max(1, layout.px(2)))
                word = lang.short("胡", "Won")
                size = max(8, radius)
                while size > 8 and get_font(size, True).size(word)[0] > 2 * radius - layout.px(6):
                    size -= 1       # the word inside the seal
                self.label(surface, word, size, CREAM, center=spot.center, bold=True)

    def _glide(self, tile_id: int, target: pygame.Rect, amount: float) -> pygame.Rect:
        """The bottom hand's tiles slide to new places (after a discard, a sort) instead of jumping."""
        x, y = self._glide_pos.get(tile_id, (float(target.x), float(target.y)))
        if abs(target.x - x) > target.w * 6 or abs(target.y - y) > target.h * 3:
            x, y = float(target.x), float(target.y)  # a new hand or a resize: no long slides
        x += (target.x - x) * amount
        y += (target.y - y) * amount
        self._glide_pos[tile_id] = (x, y)
        return pygame.Rect(round(x), round(y), target.w, target.h)

    def draw_plates(self, surface: pygame.Surface, model: TableModel, layout: TableLayout,
                    hidden: set, active: Optional[int]) -> None:
        for seat_no, seat in enumerate(model.seats):
            side = model.side_of(seat_no)
            rect = layout.plate_rect(side)
            panel = self.overlay(rect.size, (6, 30, 20, 210), layout.px(10))
            surface.blit(panel, rect)
            border = GOLD if seat_no == active else (150, 130, 80)
            pygame.draw.rect(surface, border, rect, max(1, layout.px(3 if seat_no == active else 1)),
                             border_radius=layout.px(10))
            known = model.phase != "idle" and ("seatwind", seat_no) not in hidden
            # Seat wind in a disc.
            disc = pygame.Rect(0, 0, layout.px(34), layout.px(34))
            disc.midleft = (rect.left + layout.px(6), rect.centery)
            pygame.draw.circle(surface, CREAM, disc.center, disc.w // 2)
            pygame.draw.circle(surface, (90, 60, 20), disc.center, disc.w // 2, max(1, layout.px(2)))
            if known:
                # During 打风 the seat's wind is the one its player drew (seat 0 = East ...).
                wind = WIND_LETTERS[seat_no] if model.phase == "seats" else seat.wind
                self.label(surface, lang.short(WIND_ZH.get(wind, "?"), wind), layout.px(20), (20, 20, 20),
                           center=disc.center, bold=True)
            x = disc.right + layout.px(6)
            name = model.name_at(seat_no) if model.phase != "idle" else lang.person(model.names[seat_no])
            name_rect = self.label(surface, clip(name, 7), layout.px(15), CREAM,
                                   topleft=(x, rect.top + layout.px(5)), bold=True)
            first_left = name_rect.right
            if seat_no == model.dealer and model.dealer_known and model.phase not in ("idle", "seats"):
                badge = pygame.Rect(0, 0, layout.px(20), layout.px(20))
                badge.midleft = (name_rect.right + layout.px(4), name_rect.centery)
                pygame.draw.rect(surface, RED, badge, border_radius=layout.px(4))
                self.label(surface, lang.short("庄", "D"), layout.px(13), CREAM, center=badge.center, bold=True)
                first_left = badge.right
            score = f"{seat.score:+d}" if seat.score else "0"
            score_rect = self.label(surface, lang.short(f"{score}分", score), layout.px(14), GOLD,
                                    topleft=(x, rect.top + layout.px(29)))
            if model.phase == "idle":
                continue
            rows = [(score_rect.right + layout.px(4), score_rect.centery),
                    (first_left + layout.px(4), name_rect.centery)]
            self.draw_marks(surface, layout, plate_marks(model, seat_no), rows, rect.right - layout.px(6))

    def draw_marks(self, surface: pygame.Surface, layout: TableLayout, marks: list[Mark], rows: list[tuple[int, int]],
                   right_end: int) -> None:
        """Tags right-aligned on a plate: the lower row first, the upper row when it is full."""
        size = layout.px(12)
        pad = layout.px(4)
        gap = layout.px(3)
        images = [(m, self.text.get(m.text, size, CREAM, True)) for m in marks]
        row_index = 0
        end = right_end
        for mark, img in images:
            while row_index < len(rows):
                left, centre_y = rows[row_index]
                width = img.get_width() + 2 * pad
                if end - width >= left:
                    break
                row_index += 1
                end = right_end
            if row_index >= len(rows):
                return   # no room left: the most important marks came first
            left, centre_y = rows[row_index]
            tag = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + layout.px(2))
            tag.midright = (end, centre_y)
            pygame.draw.rect(surface, mark.colour, tag, border_radius=layout.px(4))
            surface.blit(img, img.get_rect(center=tag.center))
            end = tag.left - gap

    def draw_caption(self, surface: pygame.Surface, layout: TableLayout, zh: str, en: str,
                     right: Optional[int] = None) -> None:
        """The beginner's caption: Chinese above, English below. A Chinese text too long for one
        line takes two (more if its halves are still too long: nothing is cut), and the box grows
        upward to hold them. `right`: where buttons begin.
        In one language (game/client/display/lang.py) that language's text is the main line alone."""
        shown = lang.lines(zh, en)
        zh, en = shown[0], (shown[1] if len(shown) > 1 else "")
        rect = layout.caption_rect()
        if right is not None and right < rect.right:
            rect.width = max(layout.px(200), right - rect.left)
        pad = layout.px(10)
        zh_size = layout.px(16)
        en_size = layout.px(12)
        width = rect.w - 2 * pad
        lines = [zh]
        if self.text.get(zh, zh_size, CREAM, True).get_width() > width:
            lines = [line.strip() for line in split_caption(zh)]   # no line starts with the space after a stop
            zh_size = layout.px(15)
            if any(self.text.get(line, zh_size, CREAM, True).get_width() > width for line in lines):
                lines = wrapped(zh, zh_size, width, bold=True)    # longer than two halves: as many lines as it takes
        zh_imgs = [fit_text(self.text, line, zh_size, CREAM, width, bold=True) for line in lines]
        en_size = en_size if len(lines) == 1 else layout.px(11)
        en_imgs = [fit_text(self.text, line, en_size, (200, 214, 200), width)
                   for line in (wrapped(en, en_size, width) if en else [])]     # never cut ("cho…")
        en_img = en_imgs[0] if len(en_imgs) == 1 else pygame.Surface((1, 0))
        if len(en_imgs) > 1:
            en_img = pygame.Surface((width, sum(i.get_height() for i in en_imgs)), pygame.SRCALPHA)
            for n, img in enumerate(en_imgs):
                en_img.blit(img, (0, n * img.get_height()))
        height = sum(i.get_height() for i in zh_imgs) + en_img.get_height() + layout.px(4)
        box = pygame.Rect(rect.left, rect.bottom - max(rect.h, height), rect.w, max(rect.h, height))
        self.caption_box = box
        surface.blit(self.overlay(box.size, (0, 0, 0, 120 if len(lines) == 1 else 170), layout.px(8)), box)
        y = box.top + layout.px(3)
        if not en:   # one language: its line in the middle of the box
            y = box.top + (box.h - sum(i.get_height() for i in zh_imgs)) // 2
        for img in zh_imgs:
            surface.blit(img, (box.left + pad, y))
            y += img.get_height() - layout.px(2)
        surface.blit(en_img, (box.left + pad, y + layout.px(2) if len(lines) > 1 else y + layout.px(2)))
