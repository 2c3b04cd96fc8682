"""A complete hand that is no win, said why: the human's own drawn tile or the discard asked
about completes the hand but the rules give no 胡 button; another player's discard that would
complete it but cannot be won on. Worked out in the decision thread, shown as a toast."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Hashable, Optional, Sequence

from game.teaching import refusal
from game.teaching.i18n import Bi, tile_bi
from game.teaching.waits import WaitInfo, hun_of
from rules import actions as act
from rules.actions import ActionBase
from rules.analysis import is_complete
from rules.engine import SeatView
from rules.tiles import Tile, counts_of
from rules.variants.registry import get_variant

if TYPE_CHECKING:
    from game.client.match.decision_worker import Job, Runner
    from game.client.scenes.table_parts.prompts import Prompt

    from .ports import TableForPanel
    from .reading import SeatReading
    from .toast import Toast

# Refusal codes of a win that say nothing more than "no winning shape here" (no toast for them).
QUIET_WIN_CODES = {"no_shape", "not_offered", "win_after_claim", "not_your_turn", "hand_over", "already_won",
                   "setup_first", "choice_made", "own_discard", "nothing_to_claim"}


def complete_shape(view: SeatView) -> bool:
    """The seat's 14-equivalent hand forms a winning shape of its variant (混 as jokers; the
    void suit does not matter here: holding it is a reason the win is refused, not the shape)."""
    counts = counts_of(view.hand_kinds)
    jokers = 0
    for k in hun_of(view):
        if k >= len(counts):       # a bonus-tile wildcard (苏州百搭) is never among the counts
            jokers += sum(1 for t in view.hand_kinds if t.index == k)
            continue
        jokers += counts[k]
        counts[k] = 0
    return is_complete(counts, len(view.melds[view.seat]), shapes=get_variant(view.variant).shapes, jokers=jokers)


def missed_win_note(view: SeatView, actions: Sequence[ActionBase], waits: Sequence[WaitInfo],
                    options: Optional[dict[str, Any]] = None) -> Optional[Bi]:
    """Why the hand is complete yet no win is offered (None when a win is offered, or the hand
    is not complete): on the seat's turn with its drawn tile, or on the discard it is asked
    about (`waits`: waits_report of its 13 tiles)."""
    if any(isinstance(a, act.Win) for a in actions):
        return None
    if view.window_tile is not None:
        window_kind = view.window_tile[2]
        complete = any(w.tile is window_kind for w in waits)
    else:
        complete = view.drawn is not None and complete_shape(view)
    if not complete:
        return None
    found = refusal(view, act.Win(view.seat), options)
    if found is None or found.code in QUIET_WIN_CODES:
        return None
    return Bi("和牌的形状有了，但不能和：" + found.text.zh, "The hand is complete, but it is no win: " + found.text.en)


def discard_note(waits: Sequence[WaitInfo], kind: Optional[Tile]) -> Optional[Bi]:
    """Another player's discard of `kind` completes the hand but cannot be won on: why."""
    for wait in waits:
        if wait.tile is kind and not wait.discard.legal:
            # named: the note may still be up when the next discard is offered
            name = tile_bi(kind)
            return Bi(f"{name.zh}能凑成和牌，但不能和：" + wait.discard.why.zh,
                      f"{name.en} completes your hand, but it is no win: " + wait.discard.why.en)
    return None


class MissedWinNotes:
    """The notes waiting for the waits of their view, the one being worked out, the one said."""

    def __init__(self, table: TableForPanel, reading: SeatReading, runner: Runner, toast: Toast) -> None:
        self.table = table
        self.reading = reading
        self.runner = runner
        self.toast = toast
        self.discard_to_note: Optional[tuple[int, Tile]] = None   # a discard whose note waits for its reading
        self.prompt_to_note: Optional[tuple[Prompt, SeatView]] = None   # a prompt whose missed win waits ...
        self.missed: Optional[tuple[Prompt, Job[Optional[Bi]]]] = None   # ... and its note being found
        self.noted: Hashable = None      # the discard last explained (not explained again when asked about)
        self.discard_said: Optional[Bi] = None   # that explanation, while it may still be on screen

    def discard_seen(self, seat: int, kind: Tile) -> None:
        """Another player discarded `kind`: explain it once the waits of this view are there."""
        self.discard_to_note = (seat, kind)

    def prompt_opened(self, prompt: Prompt, view: SeatView) -> None:
        """A new prompt opened on `view`: look for a missed win once its waits are there. A prompt
        that offers 胡 takes away a note still saying the last discard was no win (天津: the
        discard could not be won on, the own draw of the same tile can): beside a lit 胡 it would
        read as "this hand is no win"."""
        if self.discard_said is not None and any(isinstance(a, act.Win) for a in prompt.actions):
            self.toast.hide(self.discard_said)
            self.discard_said = None
        self.prompt_to_note = (prompt, view)

    def collect(self) -> None:
        """Say what is ready to be said (after the waits of the view are read); never waits."""
        read = self.reading.job is None
        if read and self.discard_to_note is not None:
            seat, kind = self.discard_to_note
            self.discard_to_note = None
            note = discard_note(self.reading.waits, kind)
            if note is not None:
                self.toast.show(note)
                self.noted = ("discard", seat, kind)
                self.discard_said = note
        if read and self.prompt_to_note is not None:
            prompt, view = self.prompt_to_note
            self.prompt_to_note = None
            self._ask(prompt, view)
        if self.missed is not None and self.missed[1].ready:
            (asked, missed), self.missed = self.missed, None
            found = missed.result()
            if found is not None and asked is self.table.prompt:
                self.toast.show(found)

    def _ask(self, prompt: Prompt, view: SeatView) -> None:
        """A winning shape the rules do not let the human win with: find why (the 胡 button is
        absent), shown when found. On his turn with the drawn tile, or on the discard he is
        asked about; `view` is the one the prompt opened on, whose waits are read."""
        if prompt.kind == "setup":
            return
        noted = ("discard", view.window_tile[0], view.window_tile[2]) if view.window_tile else None
        if noted is not None and noted == self.noted:
            return      # said already when the discard was shown
        actions, waits, options = prompt.actions, list(self.reading.waits), self.reading.options
        self.missed = (prompt, self.runner.submit(lambda: missed_win_note(view, actions, waits, options)))
