"""Why not: a click on a tile that may not be discarded, a claim key for a claim that is not
offered, Enter on a tile that may not go: the rules' refusal of that move, shown as a toast.
Worked out at once, in the frame of the click or key: a rules check of the one move (measured
p50 0.15 ms, p99 4 ms over four variants), and the player expects the answer with the click."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional, cast

import pygame

from game.teaching import refusal
from rules import actions as act
from rules.actions import ActionBase
from rules.engine import SeatView
from rules.tiles import counts_of

if TYPE_CHECKING:
    from .ports import TableForPanel
    from .reading import SeatReading
    from .toast import Toast

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class WhyNotInput:
    """The human's refused clicks and keys, explained."""

    def __init__(self, table: TableForPanel, reading: SeatReading, toast: Toast) -> None:
        self.table = table
        self.reading = reading
        self.toast = toast
        # Told of each refused move as it is explained (a lesson says why it is not the step's).
        self.on_refused: Optional[Callable[[ActionBase], None]] = None

    def explain(self, attempted: ActionBase) -> bool:
        """Show why `attempted` is refused; True when there was something to say."""
        view = self.reading.view()
        if view is None:
            return False
        found = refusal(view, attempted, self.reading.options)
        if found is None:
            return False
        self.toast.show(found.text, this_prompt=True)     # gone once this decision is made
        if self.on_refused is not None:
            self.on_refused(attempted)
        return True

    def key(self, key: int) -> bool:
        """A claim key the table's buttons do not use, or Enter on a tile that may not go:
        say why; True when something was said."""
        table = self.table
        claim = table.prompts.claim_of_key(key)       # the player's keys (settings: keymap)
        if claim is not None and table.prompts.hotkey_at(key) is None:   # a key the row's buttons do not take
            view = self.reading.view()
            return view is not None and self.explain(attempted_claim(view, claim))
        prompt, seat = table.prompt, table.human_seat
        if key in ENTER_KEYS and prompt is not None and prompt.kind == "turn" and table.confirm is None \
                and table.selected is not None and seat is not None:
            tiles = table.human_tiles()
            if 0 <= table.selected < len(tiles):
                tile = tiles[table.selected].id
                if tile is not None and tile not in prompt.discards:
                    return self.explain(act.Discard(seat, tile))
        return False

    def click(self, pos: tuple[int, int]) -> None:
        """A click on one of the human's tiles that the table will not take: say why."""
        table = self.table
        index = table.tile_index_at(pos)
        prompt, seat = table.prompt, table.human_seat
        if index is None or seat is None or table.confirm is not None or (prompt is not None and prompt.exchange):
            return
        tile = table.human_tiles()[index]
        if tile.id is None or (prompt is not None and prompt.kind == "turn" and tile.id in prompt.discards):
            return
        self.explain(act.Discard(seat, tile.id))


def attempted_claim(view: SeatView, kind: str) -> ActionBase:
    """The action a claim key stands for, built from the human's tiles as best they fit (the
    explanation names what is missing: the tiles, the turn, the rule). A claim may hold fewer
    tiles than it takes: the refusal reads them and names the missing ones."""
    seat = view.seat
    if kind == "win":
        return act.Win(seat)
    target = view.window_tile[2] if view.window_tile is not None else None
    if target is None and view.last_discard is not None:
        target = view.last_discard[2]
    hand = list(zip(view.hand, view.hand_kinds))
    same = [tid for tid, k in hand if k is target]
    if kind == "pung":
        return act.Pung(seat, cast("tuple[int, int]", tuple(same[:2])))
    if kind == "kong":
        if view.phase == "play" and view.turn == seat:
            counts = counts_of(view.hand_kinds)
            best = max(range(len(counts)), key=lambda i: counts[i])
            return act.ConcealedKong(seat, next(k for k in view.hand_kinds if k.index == best))
        return act.Kong(seat, cast("tuple[int, int, int]", tuple(same[:3])))
    runs = []
    if target is not None and target.is_suited:
        ids = {k.index: tid for tid, k in hand}
        for lo in (target.index - 2, target.index - 1, target.index):
            pair = [i for i in (lo, lo + 1, lo + 2) if i != target.index]
            if all(i // 9 == target.index // 9 and i in ids for i in pair):
                runs.append(tuple(ids[i] for i in pair))
    return act.Chow(seat, cast("tuple[int, int]", runs[0] if runs else ()))
