"""The waits card (F2) in the left column: with a ready hand, the tiles it waits for (small), the
copies still unseen and what each would score with the items that make it, a wait that would not
be a legal win greyed with its reason, and under the waits what each of those items means (its
row's meaning in the variant's table); on the human's turn, the discards that leave the hand
ready."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from game.client.display import lang
from game.client.display.fonts import get_font
from game.teaching.i18n import Bi, unit_bi
from game.teaching.waits import DiscardWaits, ItemMeaning, WaitInfo, item_meanings, live_words, wait_item_words

from ..ui.palette import CREAM, GOLD, GREY, NOTE
from ..ui.text import amount, fit_text, label_width
from .cards import draw_wrapped, wrapped_height

SHOWN_DISCARDS = 5     # the ready card's rows; more discards that make the hand ready are counted

if TYPE_CHECKING:
    from .cards import CardPlaces
    from .ports import TableForPanel
    from .reading import SeatReading

SMALL_TILE = (22, 30)
WaitRow = tuple[list[WaitInfo], str, bool]    # (tiles, text, can win)


MANY_WAITS = 4      # more grouped waits than this: their counts are summed


def left_words(counts: list[int]) -> Bi:
    """How many of each grouped wait are left, side by side as their tiles ("4/4 left" read to a
    tester as four of four): "4 left", "4 left of each", "4 and 2 left"."""
    if len(counts) > MANY_WAITS:       # too many to list: the kinds and the copies in all
        return Bi(f"这{len(counts)}种共余{sum(counts)}张", f"{sum(counts)} left of these {len(counts)} kinds")
    if len(counts) == 1 or len(set(counts)) == 1:
        each = len(counts) > 1
        return Bi(f"{'各' if each else ''}余{counts[0]}张", f"{counts[0]} left{' of each' if each else ''}")
    listed = ", ".join(str(c) for c in counts[:-1]) + f" and {counts[-1]}"
    return Bi(f"分别余{'、'.join(str(c) for c in counts)}张", f"{listed} left")


class WaitsCard:
    """The waits (or the ready-leaving discards) of the view the table shows."""

    def __init__(self, table: TableForPanel, places: CardPlaces, reading: SeatReading) -> None:
        self.table = table
        self.places = places
        self.reading = reading

    def variant(self) -> str:
        """The variant of the view the card reads."""
        shown = self.reading.shown
        return (shown.variant if shown is not None else None) or self.table.settings.variant

    def live_text(self, waits: Sequence[WaitInfo]) -> str:
        """"余4张" or "余4张，其中0张够8番" (waits.live_words) in the current language."""
        return lang.tr_bi(live_words(waits, self.variant(), self.reading.options), ", ")

    def meanings(self) -> list[ItemMeaning]:
        """What each item the winnable waits would score means (waits.item_meanings)."""
        return item_meanings(self.reading.waits, self.variant())

    def meaning_text(self, entry: ItemMeaning) -> str:
        """One item's line under the waits: "组合龙：三门分别是147、258、369……" in the current
        language ("Knitted Straight: 147 258 369 in three different suits")."""
        name = lang.tr_bi(entry.name, " / ")
        meaning = lang.tr_bi(entry.meaning, " / ")
        if not meaning:
            return name
        return name + lang.tr("：", ": ") + meaning

    def title_lines(self, width: int, size: int) -> tuple[str, str]:
        """The card's title ("Ready · 11 left, 8 of these reach 2 points") and, where it is too
        wide for one line, what goes on a second line (never cut off with "…")."""
        live = self.live_text(self.reading.waits)
        full = lang.tr("听牌 · ", "Ready · ") + live
        if label_width(full, size, True) <= width or ", " not in live:
            return full, ""
        first, rest = live.split(", ", 1)
        return lang.tr("听牌 · ", "Ready · ") + first + ",", rest

    def discard_texts(self) -> list[str]:
        """The words of the "discard to be ready" rows: how many unseen copies would win."""
        out = []
        for entry in self.reading.discards[:SHOWN_DISCARDS]:
            more = len(entry.waits) - len(entry.waits[:6])     # waits beyond the six tiles drawn
            extra = lang.tr(f"（还听另{more}种，没画出）", f" (and {more} more kind{'s' if more > 1 else ''} not shown)") \
                if more > 0 else ""
            out.append(self.live_text(entry.waits) + extra)
        return out

    def more_discards_text(self) -> str:
        """Under the rows, how many more discards make the hand ready ("" when every one is shown:
        a tester found a sixth ready discard missing without a word)."""
        more = len(self.reading.discards) - SHOWN_DISCARDS
        if more <= 0:
            return ""
        return lang.tr(f"还有{more}种打法也能听牌（指向手里的牌看）",
                       f"{more} more discard{'s' if more > 1 else ''} also make{'s' if more == 1 else ''} "
                       "you ready (point at a tile in your hand)")

    def wait_rows(self) -> list[WaitRow]:
        """The waits as panel rows (tiles, text, can win): one row per wait that can win; the
        waits that cannot, grouped by their reason (one reason, their tiles side by side)."""
        rows: list[WaitRow] = []
        grouped: dict[str, list[WaitInfo]] = {}
        winning: dict[str, list[WaitInfo]] = {}     # by the score they would make (the count left aside)
        for w in self.reading.waits:
            text = self.wait_text(w)
            if w.can_win:
                winning.setdefault(text.split(" · ", 1)[-1], []).append(w)
            else:
                why = text.split("\n", 1)[-1]
                grouped.setdefault(why, []).append(w)
        for score, waits in winning.items():   # 天津's wildcard wait: 34 kinds of one score, one row
            text = self.wait_text(waits[0]) if len(waits) == 1 else \
                lang.tr_bi(left_words([w.unseen for w in waits])) + " · " + score
            rows.append((waits, text, True))
        for why, waits in grouped.items():
            rows.append((waits, lang.tr_bi(left_words([w.unseen for w in waits])) + "\n" + why, False))
        return rows

    def wait_text(self, w: WaitInfo) -> str:
        """"余3 · 和8番 · 自摸9番" or the reason a wait would not win."""
        parts = [lang.tr(f"余{w.unseen}张", f"{w.unseen} left")]
        legal = [v for v in (w.discard, w.self_drawn) if v.legal]
        for v in legal:
            how = lang.tr("自摸", "self-drawn ") if v.self_drawn else lang.tr("点和", "on a discard ")
            parts.append(how + amount(v.total, unit_bi(v.unit)))
        text = " · ".join(parts)
        items = wait_item_words(w)
        if legal and (items.zh or items.en):     # the items that make the score (their meanings below)
            text += "\n" + lang.tr_bi(items, " / ")
        if not legal:
            refused = w.self_drawn if not w.self_drawn.legal else w.discard
            why = refused.why
            if refused.code == "below_minimum" and w.discard.code == "below_minimum":   # the count is the self-drawn one
                why = Bi("自摸也不够：" + why.zh, "Even self-drawn: " + why.en)
            text += "\n" + lang.tr_bi(why, "\n")
        elif w.unseen == 0:
            text += "\n" + lang.tr("已经没有了", "none left to come")
        return text

    def draw(self, surface: pygame.Surface, top: int) -> None:
        """The card from `top` down the column: the waits, else the ready-leaving discards."""
        if self.reading.waits:
            self._draw_waits(surface, top)
        elif self.reading.discards:
            self._draw_discards(surface, top)

    def _draw_waits(self, surface: pygame.Surface, top: int) -> None:
        view, px, places = self.table.view, self.places.px, self.places
        bottom = places.column().bottom
        width = places.column().width
        tw, th = px(SMALL_TILE[0]), px(SMALL_TILE[1])
        rows = self.wait_rows()
        text_w = width - px(28)
        beside_w = width - tw - px(28)

        def row_height(tiles: list[WaitInfo], text: str) -> int:
            if len(tiles) == 1:     # one wait: its words beside it
                return max(th, wrapped_height(text, px(12), beside_w))
            return th + px(2) + wrapped_height(text, px(12), text_w)
        heights = [row_height(tiles, text) for tiles, text, _ in rows]
        notes = [self.meaning_text(m) for m in self.meanings()]
        note_heights = [wrapped_height(n, px(12), text_w) for n in notes]
        below = px(22) + sum(h + px(3) for h in note_heights) if notes else 0
        head, rest = self.title_lines(width - px(20), px(15))
        extra = px(17) if rest else 0        # the count of winning tiles on a line of its own
        box = places.column_box(top, min(px(30) + extra + sum(h + px(6) for h in heights) + below, bottom - top))
        places.card(surface, box, px(8))
        title = fit_text(view.text, head, px(15), GOLD, width - px(20), bold=True)
        surface.blit(title, (box.left + px(10), box.top + px(5)))
        if rest:
            line = fit_text(view.text, rest, px(13), GOLD, width - px(20))
            surface.blit(line, (box.left + px(10), box.top + px(24)))
        y = box.top + px(28) + extra
        for (tiles, text, live_row), h in zip(rows, heights):
            if y + h > box.bottom:
                break
            x = box.left + px(10)
            room = max(1, (width - px(20)) // (tw + px(1)))     # the tiles that fit on the row
            shown = tiles if len(tiles) <= room else tiles[:room - 1]
            for w in shown:
                view.tile(surface, pygame.Rect(x, y, tw, th), w.tile, 0, True, 255 if live_row else 110)
                x += tw + px(1)
            if len(shown) < len(tiles):     # "+25": the rest of the kinds, counted in the words
                view.label(surface, f"+{len(tiles) - len(shown)}", px(12), GOLD, topleft=(x + px(2), y + th // 3))
            colour = CREAM if live_row else GREY
            if len(tiles) == 1:
                draw_wrapped(surface, view, text, px(12), colour, box.left + tw + px(16), y + px(1), beside_w)
            else:
                draw_wrapped(surface, view, text, px(12), colour, box.left + px(14), y + th + px(2), text_w)
            y += h + px(6)
        self._draw_meanings(surface, box, y, notes, note_heights, text_w)

    def _draw_meanings(self, surface: pygame.Surface, box: pygame.Rect, y: int, notes: list[str],
                       heights: list[int], width: int) -> None:
        """Under the waits: what each item they would score means, as far as the card has room."""
        view, px = self.table.view, self.places.px
        if not notes or y + px(22) + (heights[0] if heights else 0) > box.bottom:
            return
        view.label(surface, lang.tr("各项的意思", "What the items mean"), px(13), GOLD,
                   topleft=(box.left + px(10), y), bold=True)
        y += px(20)
        for note, h in zip(notes, heights):
            if y + h > box.bottom:
                break
            draw_wrapped(surface, view, note, px(12), NOTE, box.left + px(14), y, width)
            y += h + px(3)

    def _draw_discards(self, surface: pygame.Surface, top: int) -> None:
        view, px, places = self.table.view, self.places.px, self.places
        bottom = places.column().bottom
        tw, th = px(SMALL_TILE[0]), px(SMALL_TILE[1])
        entries = self.reading.discards[:SHOWN_DISCARDS]
        texts = self.discard_texts()
        column = places.column_box(top, 0)
        beside = [self._waits_end(e) + px(4) for e in entries]
        under_left = column.left + px(14) + tw            # words too long to stand beside the tiles
        under_width = column.right - px(8) - under_left   # wrap under them, inside the card
        below = [get_font(px(12)).size(t)[0] > column.right - px(8) - x for t, x in zip(texts, beside)]
        heights = [th + (wrapped_height(t, px(12), under_width) if b else 0) for t, b in zip(texts, below)]
        more_text = self.more_discards_text()
        more = bool(more_text)
        more_h = wrapped_height(more_text, px(12), column.width - px(24)) + px(4) if more else 0
        box = places.column_box(top, min(px(30) + sum(h + px(6) for h in heights) + more_h, bottom - top))
        places.card(surface, box, px(8))
        view.label(surface, lang.tr("打这张就听牌", "Discard to be ready"), px(15), GOLD,
                   topleft=(box.left + px(10), box.top + px(5)), bold=True)
        y = box.top + px(28)
        for entry, text, x_text, under, h in zip(entries, texts, beside, below, heights):
            if y + h > box.bottom:
                break
            alpha = 255 if entry.legal else 110
            view.tile(surface, pygame.Rect(box.left + px(10), y, tw, th), entry.kind, 0, True, alpha)
            x = box.left + px(14) + tw
            view.label(surface, "→", px(13), NOTE, midleft=(x, y + th // 2))
            x += px(14)
            for w in entry.waits[:6]:
                view.tile(surface, pygame.Rect(x, y + px(4), px(17), px(23)), w.tile, 0, True, alpha)
                x += px(17)
            colour = CREAM if entry.live else GREY
            if under:   # too long to stand beside the tiles: the words go under them, wrapped
                draw_wrapped(surface, view, text, px(12), colour, under_left, y + th, under_width)
            else:
                view.label(surface, text, px(12), colour, midleft=(x_text, y + th // 2))
            y += h + px(6)
        if more and y + more_h <= box.bottom + px(4):
            draw_wrapped(surface, view, more_text, px(12), NOTE, box.left + px(12), y, box.width - px(24))

    def _waits_end(self, entry: DiscardWaits) -> int:
        """The x just right of a discard row's small wait tiles (six at most)."""
        px = self.places.px
        return self.places.column_box(0, 0).left + px(10) + px(SMALL_TILE[0]) + px(28) + px(17) * len(entry.waits[:6])
