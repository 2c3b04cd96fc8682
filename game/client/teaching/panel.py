"""The table's teaching aids for the human player (game/teaching does the thinking):

- Hint (F1 or ?, or the 提示 button): the move the default bot would make in your seat, with its
  one-line reason; the tile (or the button) is framed in gold. Shown only when asked, and only
  when the player's settings allow hints (`app.user.hints`).
- Danger of the chosen tile: the tile raised to discard (or under the pointer) that would likely
  deal in gets a card saying who threatens and why, with the safer tile late in the hand
  (danger_card.py; the hint's own words; only while hints are allowed).
- Waits (F2): with a ready hand, the tiles it waits for (small), the copies still unseen and what
  each would score; a wait that would not be a legal win is greyed with its reason. On your turn
  the discards that leave the hand ready; hovering a tile shows the waits discarding it leaves.
- Why not: a click on a tile that may not be discarded, a key for a claim that is not offered,
  and a winning shape that is not a legal win are explained (a toast over the caption).
- Tile tracker (F3): the unseen copies of every kind, from what the player can see.
- Take back the last discard (Ctrl+Z / Backspace) while nobody has acted on it (game/client/match/undo.py).
- Rules (F4): the rules browser for this variant; 中/EN (F6): the display language.

Everything reads the session's view of the human seat (`session.view(human)`, the same view the
bots decide from); nothing here changes the game except the take-back, which rebuilds the
session from its own log. The demo and replays (no human) show none of this.

The thinking (the hint, the waits of each new view, a missed win's note) is sent to the table's
decision thread (`decision_worker`) and shown once its answer is there: the frame never waits for
it (the hint card says it is thinking meanwhile). `hint` and `sync()` are the ways in from outside
the frame: they wait for the answer. The why-not of a refused click stays in the frame (below).

The panel is a coordinator of one small widget per feature (game/client/teaching/: toolbar, hint
card and its frames, waits card, hovered-discard popup, tile tracker, toast, why-not input,
missed-win notes, narration card), and it reads the table only through `TableForPanel`
(teaching/ports.py), never the table scene itself.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Sequence

import pygame
import pygame_gui

from game.client.display import lang
from game.client.match.decision_worker import InlineRunner, Runner
from game.client.match.narrator import Narrator
from game.client.match.undo import take_back, undo_point
from game.client.teaching.practice_ask import then_practice
from game.client.teaching.cards import CardPlaces, draw_wrapped, wrapped_height, wrapped_lines
from game.client.teaching.danger_card import DangerCard
from game.client.teaching.discard_hover import DiscardHover
from game.client.teaching.highlights import HandHighlights
from game.client.teaching.hint_card import HintCard
from game.client.teaching.missed_win import MissedWinNotes, complete_shape, discard_note, missed_win_note
from game.client.teaching.narration import NarrationCard
from game.client.teaching.reading import SeatReading, waits_reading
from game.client.teaching.tile_tracker import TileTracker, unseen_counts
from game.client.teaching.toast import TOAST_SECONDS, Toast
from game.client.teaching.toolbar import TeachingToolbar
from game.client.teaching.waits_card import WaitRow, WaitsCard
from game.client.teaching.why_not_input import WhyNotInput
from game.client.ui.widgets import keep_tooltips_off
from game.session import MatchSession
from game.teaching.hints import Hint
from game.teaching.i18n import Bi
from game.teaching.waits import DiscardWaits, WaitInfo
from rules.actions import ActionBase
from rules.engine import SeatView
from rules.events import Discarded, Event

if TYPE_CHECKING:
    from game.client.scenes.table_parts.prompts import Prompt
    from game.client.teaching.ports import TableForPanel

# The module's helpers as other modules and tests know them (each lives with its widget).
__all__ = ["TeachingPanel", "complete_shape", "discard_note", "draw_wrapped", "missed_win_note", "unseen_counts",
           "waits_reading", "wrapped_height", "wrapped_lines"]


class TeachingPanel:
    """The table's teaching aids for the human (the demo's narration without one): the widgets,
    their toggles and keys, and the order they are fed and drawn in."""

    def __init__(self, table: TableForPanel) -> None:
        self.table = table
        self.app = table.app
        self.hints_allowed = bool(self.app.user.hints)
        self.show_waits = self.hints_allowed
        self.show_tracker = bool(self.app.user.show_tracker)   # remembered: a resumed table keeps it
        self.runner: Runner = table.decisions if table.decisions is not None else InlineRunner()   # where the thinking runs
        self.places = CardPlaces(table)
        self.reading = SeatReading(table, self.runner)
        self.toast_card = Toast(table)
        self.toolbar = TeachingToolbar(table)
        self.highlights = HandHighlights(table)
        self.hint_card = HintCard(table, self.places, self.highlights, self.runner)
        self.danger_card = DangerCard(table, self.places, self.highlights, self.runner)
        self.waits_card = WaitsCard(table, self.places, self.reading)
        self.hover = DiscardHover(table, self.places, self.reading, self.waits_card, self.highlights, self.toast_card)
        self.tracker = TileTracker(table, self.places, self.reading)
        self.why_not = WhyNotInput(table, self.reading, self.toast_card)
        self.missed_win = MissedWinNotes(table, self.reading, self.runner, self.toast_card)
        self.narration = NarrationCard(table, self.places)
        self.seen_prompt: Optional[Prompt] = None
        self.narrator: Optional[Narrator] = None
        if table.settings.human is None and isinstance(table.session, MatchSession):
            self.narrator = Narrator(table.session)   # bots only: say why each one played what it did
        self.build()

    # ------------------------------------------------------------------ availability
    @property
    def active(self) -> bool:
        """A human plays a real session (not the demo, not a replay)."""
        return self.reading.active

    def view(self) -> Optional[SeatView]:
        """The human seat's view now (None without a human or while events are still shown);
        built once per session state (it is asked every frame)."""
        return self.reading.view()

    @property
    def options(self) -> Optional[dict[str, Any]]:
        """The session's rule options (None: the variant's defaults)."""
        return self.reading.options

    @property
    def waits(self) -> list[WaitInfo]:
        """The waits of the view the table shows (empty when not ready or not yet read)."""
        return self.reading.waits

    @property
    def discards(self) -> list[DiscardWaits]:
        """On the human's turn, the discards that leave the hand ready."""
        return self.reading.discards

    # ------------------------------------------------------------------ the thinking, off the frame
    @property
    def hint(self) -> Optional[Hint]:
        """The hint asked for the open prompt (None when none was asked); while the decision
        thread still works it out this waits for it (the frame itself uses ready_hint)."""
        if self.hint_card.thinking:
            self.hint_card.wait()
            self.collect()
        return self.hint_card.shown

    def ready_hint(self) -> Optional[Hint]:
        """The hint shown now, never waiting (None while it is still worked out)."""
        return self.hint_card.shown

    @property
    def hint_thinking(self) -> bool:
        """A hint was asked for and its answer is not there yet."""
        return self.hint_card.thinking

    @property
    def hint_prompt(self) -> Optional[Prompt]:
        """The prompt the hint asked for answers (None: no hint asked)."""
        return self.hint_card.prompt

    def collect(self) -> None:
        """Take every answer of the decision thread that is there (hint, waits, a missed win's
        note) and show it; never waits."""
        if self.hint_card.take():
            self.table.follow_hint()      # the hinted move is what Enter does, from the moment it shows
        self.reading.take()
        self.missed_win.collect()

    # ------------------------------------------------------------------ the toast
    @property
    def toast(self) -> Optional[Bi]:
        """The note shown over the caption (None: none)."""
        return self.toast_card.text

    @toast.setter
    def toast(self, text: Optional[Bi]) -> None:
        self.toast_card.text = text

    def show_toast(self, text: Bi, seconds: float = TOAST_SECONDS, *, this_prompt: bool = False) -> None:
        """Show `text` over the caption for `seconds` (with `this_prompt`, only until the prompt
        open now, or the absence of one, changes)."""
        self.toast_card.show(text, seconds, this_prompt=this_prompt)

    # ------------------------------------------------------------------ widgets
    @property
    def buttons(self) -> dict[pygame_gui.elements.UIButton, str]:
        """The toolbar's buttons and the panel key each stands for."""
        return self.toolbar.buttons

    def build(self) -> None:
        """(Re)build the toolbar in the current language (none when the panel is not active)."""
        self.toolbar.build(self.active)
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        self.toolbar.refresh(self.show_waits, self.show_tracker, self.hints_allowed)

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        """The panel's buttons and keys, and a refused click explained; True when used."""
        if not self.active:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            pressed = self.toolbar.key_of(event)
            if pressed is not None:
                self.toolbar.hush_tip(event.ui_element)
                self.press(pressed)
                return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.why_not.click(event.pos)
        return False

    def press(self, key: str) -> None:
        """Do what the toolbar button `key` ("hint", "waits", ...) stands for."""
        if key == "hint":
            self.ask_hint()
        elif key == "waits":
            self.show_waits = not self.show_waits
        elif key == "tracker":
            self.show_tracker = not self.show_tracker
            self.app.user.show_tracker = self.show_tracker
            self.app.save_user_settings()
        elif key == "undo":
            self.undo()
        elif key == "rules":
            self.app.push("rules", self.table.settings.variant, self.table.settings.options, in_match=True)
        elif key == "lang":
            lang.choose(lang.cycle(), self.app)
        self._refresh_buttons()

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        pressed = self.toolbar.key_of(event)
        if pressed is not None:
            self.press(pressed)
            return True
        if key == pygame.K_QUESTION or (key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT):
            self.press("hint")
            return True
        if (key == pygame.K_z and event.mod & pygame.KMOD_CTRL) or key == pygame.K_BACKSPACE:
            self.undo()
            return True
        return self.why_not.key(key)

    def explain(self, attempted: ActionBase) -> bool:
        """Show why `attempted` is refused; True when there was something to say."""
        return self.why_not.explain(attempted)

    # ------------------------------------------------------------------ the chosen tile's danger
    @property
    def warnings_allowed(self) -> bool:
        """The chosen tile's danger is shown: the player's settings allow hints (read each
        frame, so switching hints off in the settings takes the warning away at once)."""
        return self.hints_allowed and bool(self.app.user.hints)

    def selected_warning(self) -> Optional[Bi]:
        """The warning shown for the tile in focus (the selected or pointed-at tile), never
        waiting: None when it is safe, not yet read, not the human's turn, or hints are off."""
        shown = self.danger_card.warning(self.warnings_allowed, self.hint_card.shown)
        return shown[1] if shown is not None else None

    # ------------------------------------------------------------------ hint and undo
    def ask_hint(self) -> None:
        """Ask for the hint of the open prompt (a toast says why there is none)."""
        prompt = self.table.prompt
        if not self.hints_allowed:
            self.show_toast(Bi("提示已在设置里关闭", "Hints are switched off in the settings"))
            return
        if prompt is None:
            # gone when a decision comes (a tester read it above "Your turn")
            self.show_toast(Bi("现在不用你做决定", "There is nothing for you to decide now"), this_prompt=True)
            return
        view = self.view()
        if view is None:
            return
        self.hint_card.ask(view, prompt, self.options)
        self.collect()

    def can_undo(self) -> bool:
        """The human's last discard may be taken back now."""
        return self.active and not self.table.settlement_open and undo_point(self.table.session) is not None

    def undo(self) -> None:
        """Take back the human's last discard: the table is rebuilt from the session's log."""
        session = self.table.session
        if not self.can_undo() or not isinstance(session, MatchSession):   # only a match keeps a log to rebuild
            self.show_toast(Bi("现在没有可以收回的牌：只有没人要过的、你刚打的那张能收回",
                               "nothing to take back: only your last discard, while nobody has acted on it"))
            return
        table = self.table

        def take() -> None:      # the rebuilt hand is shown at once, as a resumed one
            self.app.replace("table", table.settings, session=take_back(session), save_path=table.save_path,
                             resumed=True)
        then_practice(table, "undo", take)     # a match that counts asks first (practice_ask.py)

    # ------------------------------------------------------------------ following the game
    def on_event(self, event: Event) -> None:
        """An event the table just presented: a discard by another player that would complete
        the human's hand but cannot be won on is explained."""
        if self.narrator is not None:
            self.narrator.on_event(event)
        if not self.active or not isinstance(event, Discarded) or event.seat == self.table.human_seat:
            return
        if self.reading.follow() is not None:     # the note once the waits of this view are there
            self.missed_win.discard_seen(event.seat, event.kind)
            self.collect()

    def update(self, dt: float) -> None:
        """A frame: follow the language, age the toast, take the answers that are there."""
        lang.follow(self.app)
        if self.toolbar.built_lang != lang.version():   # every label of the table in the new language
            self.build()
            self.table.build_toggle()
            if self.table.prompt is not None:
                self.table.build_buttons()
        self.toast_card.tick(dt)
        if not self.active:
            return
        table = self.table
        self.hint_card.forget_unless(table.prompt)
        self.toolbar.set_undo(self.can_undo())
        view = self.reading.follow()
        self.danger_card.update(view, self.warnings_allowed)
        if view is not None and table.prompt is not None and table.prompt is not self.seen_prompt:
            self.seen_prompt = table.prompt
            self.missed_win.prompt_opened(table.prompt, view)
        self.collect()

    def sync(self) -> Optional[SeatView]:
        """Read the human's view when the table shows the same hand as the session (the session
        may be a bot's step ahead, never a human's); None while the hand is still in motion.
        Waits for the waits of that view (the frame itself never does: see SeatReading.follow)."""
        view = self.reading.follow()
        self.reading.wait()
        self.danger_card.update(view, self.warnings_allowed)
        self.danger_card.wait()
        self.danger_card.update(view, self.warnings_allowed)
        self.collect()
        return view

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Every shown card, in order: narration, hint, the chosen tile's danger, waits and the
        hover popup, tracker, toast."""
        self.places.new_frame()
        keep_tooltips_off(self.app.ui, self.caption_area(), self.px(4))
        shown = self.narrator.shown if self.narrator is not None else None
        if shown is not None:
            self.narration.draw(surface, *shown)
        if not self.active:
            return
        y = self.hint_card.draw(surface, self.column().top)
        y = self.danger_card.draw(surface, y, self.warnings_allowed, self.hint_card.shown)
        if self.show_waits:
            self.waits_card.draw(surface, y)
            self.hover.draw(surface)
        if self.show_tracker:
            self.tracker.draw(surface)
        self.toast_card.draw(surface)

    def px(self, v: float) -> int:
        """Design units to pixels at the table's size."""
        return self.places.px(v)

    @property
    def drawn_boxes(self) -> list[pygame.Rect]:
        """Every card drawn in the last frame (what the panel covers of the table)."""
        return self.places.drawn_boxes

    @property
    def hover_box(self) -> Optional[pygame.Rect]:
        """The hovered discard's popup as last drawn (None: not drawn)."""
        return self.hover.box

    def caption_area(self) -> pygame.Rect:
        """The caption as drawn (two lines grow it upward): hover popups and tooltips keep off it."""
        return self.places.caption_area()

    def column(self) -> pygame.Rect:
        """The hint / waits / narration column, left of the table."""
        return self.places.column()

    def tracker_area(self) -> pygame.Rect:
        """The tracker's room, right of the table."""
        return self.places.tracker_area()

    def tracker_box(self, rows: int = 4, per_row: int = 9) -> pygame.Rect:
        """The tracker's card for `rows` rows of `per_row` tiles."""
        return self.tracker.box(rows, per_row)

    def hand_tile_rects(self, ids: set[int]) -> list[pygame.Rect]:
        """Screen rects of the human's tiles with these ids (raised ones where they are drawn)."""
        return self.highlights.tile_rects(ids)

    def live_text(self, waits: Sequence[WaitInfo]) -> str:
        """"余4张" or "余4张，其中0张够8番" in the current language."""
        return self.waits_card.live_text(waits)

    def discard_texts(self) -> list[str]:
        """The words of the "discard to be ready" rows."""
        return self.waits_card.discard_texts()

    def wait_rows(self) -> list[WaitRow]:
        """The waits as the card's rows (tiles, text, can win)."""
        return self.waits_card.wait_rows()

    def wait_text(self, wait: WaitInfo) -> str:
        """One wait's words: copies left and what it scores, or why it would not win."""
        return self.waits_card.wait_text(wait)
