"""The danger of the tile the player is about to discard (issue 28 "danger in the hints"): on the
human's turn, when the tile in focus (the one raised by a first click or ←/→, or the one under
the pointer, whichever the player touched last) would likely deal in, a card in the left column
says so, who threatens and why, and late in the hand the safer tile with its cost. The words are
the hint's own (game/teaching/danger.py `danger_of_tile`), so a tile the hint would not call
dangerous never gets a warning.

The reading is worked out by the table's decision thread, once per (view, kind), and kept until
the view changes: the frame never waits for it and moving between tiles already read costs
nothing. Shown only while the player's settings allow hints, never in the demo or a replay (the
panel is not active there), and not twice: a hint naming the same tile already carries the line.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame

from game.client.display import lang
from game.teaching.danger import danger_of_tile
from game.teaching.danger_words import selected_title
from game.teaching.i18n import Bi
from rules import actions as act
from rules.actions import ActionBase
from rules.engine import SeatView
from rules.tiles import Tile

from ..ui.palette import BAD, CREAM
from ..ui.text import draw_wrapped as draw_wrapped_title
from ..ui.text import wrapped_height as title_height
from .cards import draw_wrapped, wrapped_height

if TYPE_CHECKING:
    from game.client.match.decision_worker import Job, Runner
    from game.teaching.hints import Hint

    from .cards import CardPlaces
    from .highlights import HandHighlights
    from .ports import TableForPanel

Reading = tuple[Optional[Bi], Tile]    # the warning (None: the tile is not dangerous), and its kind


def _read(view: SeatView, legal: tuple[ActionBase, ...], tile: int) -> Reading:
    """The warning for discarding `tile` (an id in `view.hand`), and its kind."""
    return danger_of_tile(view, legal, tile), view.hand_kinds[view.hand.index(tile)]


class DangerCard:
    """The warning of the tile in focus: which tile that is, its readings per kind for the view
    shown (asked of the decision thread, kept until the view changes), and its card."""

    def __init__(self, table: TableForPanel, places: CardPlaces, highlights: HandHighlights, runner: Runner) -> None:
        self.table = table
        self.places = places
        self.highlights = highlights
        self.runner = runner
        self.focus: Optional[int] = None       # id of the tile in focus (None: none)
        self._last: tuple[Optional[int], Optional[int]] = (None, None)   # (selected, hover) ids last frame
        self._view: Optional[SeatView] = None  # the view the readings are of
        self._read: dict[int, Reading] = {}    # kind index -> its reading for that view
        self._jobs: dict[int, Job[Reading]] = {}
        self.box: Optional[pygame.Rect] = None  # the card as last drawn
        self._painted: Optional[tuple[tuple[str, str, int, int], pygame.Surface]] = None   # _words' picture

    # ------------------------------------------------------------------ following the table
    def _ids(self) -> tuple[Optional[int], Optional[int]]:
        """The ids of the selected tile and of the tile under the pointer (None: none)."""
        tiles = self.table.human_tiles()

        def at(index: Optional[int]) -> Optional[int]:
            return tiles[index].id if index is not None and 0 <= index < len(tiles) else None
        return at(self.table.selected), at(self.table.hover)

    def _follow_focus(self) -> None:
        """The tile the player touched last: a new selection, or the pointer moved onto a tile;
        the selection again once the pointer leaves the hand."""
        selected, hover = self._ids()
        last_selected, last_hover = self._last
        if selected != last_selected:
            self.focus = selected
        if hover != last_hover:
            self.focus = hover if hover is not None else selected
        self._last = (selected, hover)

    def update(self, view: Optional[SeatView], allowed: bool) -> None:
        """A frame: follow the focus; for the view the table shows (None: none now) ask the
        reading of the focused tile's kind unless it is known or asked; take what is there.
        `allowed`: the player's settings allow hints. Never waits."""
        self._follow_focus()
        if view is not self._view:
            self._view, self._read, self._jobs = view, {}, {}
        for kind, job in list(self._jobs.items()):
            if job.ready:
                del self._jobs[kind]
                self._read[kind] = job.result()
        tile = self._asked_tile(allowed)
        if tile is None or view is None:
            return
        kind = view.hand_kinds[view.hand.index(tile)].index
        if kind in self._read or kind in self._jobs:
            return
        prompt = self.table.prompt
        legal = tuple(prompt.actions) if prompt is not None else ()
        self._jobs[kind] = self.runner.submit(lambda: _read(view, legal, tile))
        job = self._jobs[kind]
        if job.ready:       # worked out inline (a table without the decision thread)
            del self._jobs[kind]
            self._read[kind] = job.result()

    def _asked_tile(self, allowed: bool) -> Optional[int]:
        """The focused tile when its danger is to be read now: the human's turn, hints allowed,
        a tile that may go, nothing else asked first (a confirmation, the settlement), no win
        offered (a tester was told his own winning tile "may give a win away")."""
        table, view = self.table, self._view
        prompt = table.prompt
        if not allowed or view is None or self.focus is None or prompt is None or prompt.kind != "turn":
            return None
        if table.confirm is not None or table.settlement_open or self.focus not in prompt.discards:
            return None
        if self.focus not in view.hand or not any(isinstance(a, act.Discard) and a.tile == self.focus
                                                  for a in prompt.actions):
            return None
        if any(isinstance(a, act.Win) for a in prompt.actions):
            return None    # a win is offered: throwing anything passes it up, and that has its own warning
        return self.focus

    def wait(self) -> None:
        """Wait for the readings asked for (tests and `TeachingPanel.sync`; never the frame)."""
        for job in list(self._jobs.values()):
            job.wait()

    def reading(self, allowed: bool) -> Optional[Reading]:
        """The reading of the focused tile when it is to be shown now (None: not asked, not
        there yet, or another view's)."""
        tile = self._asked_tile(allowed)
        if tile is None or self._view is None:
            return None
        return self._read.get(self._view.hand_kinds[self._view.hand.index(tile)].index)

    def warning(self, allowed: bool, hint: Optional[Hint] = None) -> Optional[tuple[Bi, Bi]]:
        """(title, warning) for the focused tile when it is dangerous and shown now; None when
        it is safe, not yet read, or the shown hint names the same tile (its card says it)."""
        found = self.reading(allowed)
        line = found[0] if found is not None else None
        if found is None or line is None:
            return None
        if hint is not None and hint.danger is not None and act.discard_tile(hint.action) == self.focus:
            return None
        return selected_title(found[1]), line

    # ------------------------------------------------------------------ drawing
    def _words(self, title: str, text: str, width: int) -> pygame.Surface:
        """The card's title and lines painted once into a kept picture (the same words at the
        same size are only blitted again, frame after frame)."""
        px = self.places.px
        key = (title, text, width, px(15))
        if self._painted is not None and self._painted[0] == key:
            return self._painted[1]
        view = self.table.view
        # the title wraps at its own size, never shrunk below the body's (a tester read a long
        # English title squeezed smaller than the lines under it)
        below_title = title_height(title, px(15), width, bold=True, spacing=1.2) + px(5)
        height = below_title + wrapped_height(text, px(13), width) + px(6)    # room below the last line's glyphs
        words = pygame.Surface((width, height), pygame.SRCALPHA)
        draw_wrapped_title(words, view, title, px(15), BAD, 0, 0, width, bold=True, spacing=1.2)
        draw_wrapped(words, view, text, px(13), CREAM, 0, below_title, width)
        self._painted = (key, words)
        return words

    def draw(self, surface: pygame.Surface, top: int, allowed: bool, hint: Optional[Hint]) -> int:
        """The warning's card from `top` in the left column and a thin frame on its tile; the y
        below it (`top` when there is nothing to warn of)."""
        self.box = None
        shown = self.warning(allowed, hint)
        if shown is None or self.focus is None:
            return top
        title, line = shown
        px = self.places.px
        text = lang.tr(line.zh, line.en, "\n")
        width = self.places.column().width - px(20)
        words = self._words(lang.tr(title.zh, title.en), text, width)
        box = self.places.column_box(top, words.get_height() + px(9))
        if box.height <= px(30):
            return top       # no room left in the column
        self.places.card(surface, box, px(8))
        surface.blit(words, (box.left + px(10), box.top + px(5)), pygame.Rect(0, 0, width, box.height - px(5)))
        for rect in self.highlights.tile_rects({self.focus}):
            pygame.draw.rect(surface, BAD, rect.inflate(px(4), px(4)), max(2, px(2)), border_radius=px(6))
        self.box = box
        return box.bottom + px(6)
