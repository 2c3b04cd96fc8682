"""The table's teaching aids for the human player (game/teaching does the thinking):

- Hint (F1 or ?, or the 提示 button): the move the default bot would make in your seat, with its
  one-line reason; the tile (or the button) is framed in gold. Shown only when asked, and only
  when the player's settings allow hints (`app.user.hints`).
- Waits (F2): with a ready hand, the tiles it waits for (small), the copies still unseen and what
  each would score; a wait that would not be a legal win is greyed with its reason. On your turn
  the discards that leave the hand ready; hovering a tile shows the waits discarding it leaves.
- Why not: a click on a tile that may not be discarded, a key for a claim that is not offered,
  and a winning shape that is not a legal win are explained (a toast over the caption).
- Tile tracker (F3): the unseen copies of every kind, from what the player can see.
- Take back the last discard (Ctrl+Z / Backspace) while nobody has acted on it (game/client/undo.py).
- Rules (F4): the rules browser for this variant; 中/EN (F6): the display language.

Everything reads the session's view of the human seat (`session.view(human)`, the same view the
bots decide from); nothing here changes the game except the take-back, which rebuilds the
session from its own log. The demo and replays (no human) show none of this.

The thinking (the hint, the waits of each new view, a missed win's note) is sent to the table's
decision thread (`decision_worker`) and shown once its answer is there: the frame never waits for
it (the hint card says it is thinking meanwhile). `hint` and `sync()` are the ways in from outside
the frame: they wait for the answer. The why-not of a refused click stays in the frame (below).
"""
from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING, Any, Optional, Sequence

import pygame
import pygame_gui

from rules import actions as act
from rules.actions import ActionBase
from rules.analysis import is_complete
from rules.engine import SeatView
from rules.events import Discarded, Event
from rules.tiles import Tile, counts_of
from rules.variants.registry import DEFAULT_VARIANT, get_variant

from game.bots.table_reading import COPIES, hand_counts, visible_counts
from game.teaching import discard_waits, hint, refusal, waits_report
from game.teaching.hints import Hint
from game.teaching.i18n import Bi, unit_bi
from game.teaching.waits import DiscardWaits, WaitInfo, hun_of, live_words

from . import lang
from .decision_worker import InlineRunner, Job, Runner
from .fonts import get_font
from .input_keys import hotkey_index
from .narrator import Narrator
from .prompts import Prompt
from .setup_prompts import is_pick
from .text_wrap import wrap
from .ui.palette import BAD, CREAM, GOLD, GOOD, GREY, NOTE, POPUP_BG, Colour
from .ui.text import amount, fit_text, wrapped
from .ui.widgets import card, keep_tooltips_off, place_clear
from .undo import take_back, undo_point

if TYPE_CHECKING:   # the table makes its panel; the panel needs only its type
    from .scenes.table import TableScene
    from .ui.painter import Painter

TOAST_SECONDS = 5.0
SMALL_TILE = (22, 30)
# Refusal codes of a win that say nothing more than "no winning shape here" (no toast for them).
QUIET_WIN_CODES = {"no_shape", "not_offered", "win_after_claim", "not_your_turn", "hand_over", "already_won",
                   "setup_first", "choice_made", "own_discard", "nothing_to_claim"}
BUTTONS = (("hint", Bi("提示", "Hint"), "F1 / ?"), ("waits", Bi("听牌", "Waits"), "F2"),
           ("tracker", Bi("记牌", "Tracker"), "F3"), ("undo", Bi("悔牌", "Undo"), "Ctrl+Z"),
           ("rules", Bi("规则", "Rules"), "F4"), ("lang", Bi("语言", "Language"), "F6"))
TIPS = {"hint": Bi("提示：电脑在你的位置会怎么打，为什么", "Hint: what the bot would do in your seat, and why"),
        "waits": Bi("听牌：听哪些牌、还剩几张、能和多少", "Waits: the tiles you wait for, how many are left, their score"),
        "tracker": Bi("记牌：每种牌还有几张没露面", "Tracker: unseen copies of every tile"),
        "undo": Bi("悔牌：收回刚打的牌（没人要过它时）", "Undo: take back your last discard (while nobody acted on it)"),
        "rules": Bi("规则：这种玩法的全部规则和番种", "Rules: this variant's whole rule book"),
        "lang": Bi("语言：中文 → English → 中文+English", "Language: 中文 → English → 中文+English")}
KEYS = {pygame.K_F1: "hint", pygame.K_F2: "waits", pygame.K_F3: "tracker", pygame.K_F4: "rules",
        pygame.K_F6: "lang"}
CLAIM_KEYS = {pygame.K_h: "win", pygame.K_p: "pung", pygame.K_c: "chow", pygame.K_k: "kong"}
DEFAULT_STACKS = 18  # a wall's stacks before the wall is built (layout's default)
PLAY_KINDS = 34      # the suits and honours (the kinds a tracker counts; flowers come after)


def complete_shape(view: SeatView) -> bool:
    """The seat's 14-equivalent hand forms a winning shape of its variant (混 as jokers; the
    void suit does not matter here: holding it is a reason the win is refused, not the shape)."""
    counts = counts_of(view.hand_kinds)
    jokers = 0
    for k in hun_of(view):
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
        complete = any(w.tile is view.window_tile[2] for w in waits)
    else:
        complete = view.drawn is not None and complete_shape(view)
    if not complete:
        return None
    found = refusal(view, act.Win(view.seat), options)
    if found is None or found.code in QUIET_WIN_CODES:
        return None
    return Bi("和牌的形状有了，但不能和：" + found.text.zh, "the hand is complete, but it is no win: " + found.text.en)


def discard_note(waits: Sequence[WaitInfo], kind: Optional[Tile]) -> Optional[Bi]:
    """Another player's discard of `kind` completes the hand but cannot be won on: why."""
    for wait in waits:
        if wait.tile is kind and not wait.discard.legal:
            return Bi("这张能凑成和牌，但不能和：" + wait.discard.why.zh,
                      "that tile completes your hand, but it is no win: " + wait.discard.why.en)
    return None


def waits_reading(view: SeatView, options: Optional[dict[str, Any]]) -> tuple[list[WaitInfo], list[DiscardWaits]]:
    """What the waits panel shows for `view`: its waits, and on its turn the discards that leave
    it ready (only the one that may go, when one tile alone may: 报听)."""
    waits = waits_report(view, options)
    discards = discard_waits(view, options) if view.turn == view.seat and view.phase == "play" else []
    if sum(1 for a in view.legal if isinstance(a, act.Discard)) == 1:    # one tile may go (报听): its waits only
        discards = [d for d in discards if d.legal]
    return waits, discards


LINE_SPACING = 1.25   # as ui.text.draw_wrapped


@functools.lru_cache(maxsize=512)
def wrapped_lines(text: str, size: int, width: int) -> tuple[str, ...]:
    """`text` wrapped to `width` px at `size` (ui.text.wrapped), kept: the cards are drawn every
    frame and measuring each word again took about a millisecond of it."""
    return tuple(wrapped(text, size, width))


def wrapped_height(text: str, size: int, width: int) -> int:
    """The height draw_wrapped takes for `text`."""
    return len(wrapped_lines(text, size, width)) * max(1, round(size * LINE_SPACING))


def draw_wrapped(surface: pygame.Surface, view: "Painter", text: str, size: int, colour: Colour, x: int, y: int,
                 width: int) -> int:
    """ui.text.draw_wrapped with the lines kept (wrapped_lines); returns the y below the last line."""
    step = max(1, round(size * LINE_SPACING))
    for line in wrapped_lines(text, size, width):
        if line:
            surface.blit(view.text.get(line, size, colour, False), (x, y))
        y += step
    return y


def unseen_counts(view: SeatView) -> dict[Tile, int]:
    """Copies of each playing kind of the variant the seat has not seen: four, less its own
    tiles and every tile face up on the table (rivers, melds, 天津's indicator), in kind order."""
    variant = get_variant(view.variant)
    seen = visible_counts(view)
    held = hand_counts(view)
    kinds = sorted({k for k in variant.tiles.kinds if not variant.is_flower(k) and k.index < PLAY_KINDS},
                   key=lambda k: k.index)
    return {k: max(0, COPIES - seen[k.index] - held[k.index]) for k in kinds}


class TeachingPanel:
    def __init__(self, table: "TableScene") -> None:
        self.table = table
        self.app = table.app
        user = getattr(self.app, "user", None)
        self.hints_allowed = bool(getattr(user, "hints", True))
        self.show_waits = self.hints_allowed
        self.show_tracker = False
        decisions = getattr(table, "decisions", None)
        self.runner: Runner = decisions if decisions is not None else InlineRunner()   # where the thinking runs
        self._hint: Optional[Hint] = None
        self._hint_job: Optional[Job[Hint]] = None  # the hint asked for, still being worked out
        self.hint_prompt: Optional[Prompt] = None   # the prompt the hint answers
        self._reading: Optional[Job[tuple[list[WaitInfo], list[DiscardWaits]]]] = None   # waits of _view
        self._discard_to_note: Optional[tuple[int, Tile]] = None   # a discard whose note waits for its reading
        self._prompt_to_note: Optional[tuple[Prompt, SeatView]] = None   # a prompt whose missed win waits ...
        self._missed: Optional[tuple[Prompt, Job[Optional[Bi]]]] = None   # ... and its note being found
        self._seen_state: Any = None       # the session state the cached view is of
        self._seen_view: Optional[SeatView] = None
        self.toast: Optional[Bi] = None
        self.toast_left = 0.0
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.undo_ready: Optional[bool] = None
        self.seen_prompt: Optional[Prompt] = None
        self._view: Optional[SeatView] = None
        self._view_key: Any = None
        self._waits: list[WaitInfo] = []
        self._discards: list[DiscardWaits] = []
        self._noted: Any = None
        self.narrator: Optional[Narrator] = None
        self.hover_box: Optional[pygame.Rect] = None     # the waits popup as last drawn
        self.drawn_boxes: list[pygame.Rect] = []          # every card drawn in the last frame
        if table.settings.human is None and hasattr(table.session, "log") and hasattr(table.session, "state"):
            self.narrator = Narrator(table.session)   # bots only: say why each one played what it did
        self.build()

    # ------------------------------------------------------------------ availability
    @property
    def active(self) -> bool:
        """A human plays a real session (not the demo, not a replay)."""
        return self.table.settings.human is not None and hasattr(self.table.session, "view")

    def view(self) -> Optional[SeatView]:
        """The human seat's view now (None without a human or while events are still shown);
        built once per session state (it is asked every frame)."""
        if not self.active:
            return None
        session = self.table.session
        state = getattr(session, "state", None)
        if state is not None and state is self._seen_state:
            return self._seen_view
        try:
            view = session.view(self.table.settings.human)
        except Exception:   # noqa: BLE001 - a session between hands has no view: show nothing
            return None
        self._seen_state, self._seen_view = state, view
        return view

    # ------------------------------------------------------------------ the thinking, off the frame
    @property
    def hint(self) -> Optional[Hint]:
        """The hint asked for the open prompt (None when none was asked); while the decision
        thread still works it out this waits for it (the frame itself uses ready_hint)."""
        if self._hint_job is not None:
            self._hint_job.wait()
            self.collect()
        return self._hint

    def ready_hint(self) -> Optional[Hint]:
        """The hint shown now, never waiting (None while it is still worked out)."""
        return self._hint

    @property
    def hint_thinking(self) -> bool:
        """A hint was asked for and its answer is not there yet."""
        return self._hint_job is not None

    def collect(self) -> None:
        """Take every answer of the decision thread that is there (hint, waits, a missed win's
        note) and show it; never waits."""
        if self._hint_job is not None and self._hint_job.ready:
            job, self._hint_job = self._hint_job, None
            self._hint = job.result()
            self.table._follow_hint()      # the hinted move is what Enter does, from the moment it shows
        if self._reading is not None and self._reading.ready:
            reading, self._reading = self._reading, None
            self._waits, self._discards = reading.result()
        if self._reading is None and self._discard_to_note is not None:
            seat, kind = self._discard_to_note
            self._discard_to_note = None
            note = discard_note(self._waits, kind)
            if note is not None:
                self.show_toast(note)
                self._noted = ("discard", seat, kind)
        if self._reading is None and self._prompt_to_note is not None:
            prompt, view = self._prompt_to_note
            self._prompt_to_note = None
            self._ask_missed_win(prompt, view)
        if self._missed is not None and self._missed[1].ready:
            (asked, missed), self._missed = self._missed, None
            found = missed.result()
            if found is not None and asked is self.table.prompt:
                self.show_toast(found)

    @property
    def options(self) -> Optional[dict[str, Any]]:
        return getattr(self.table.session, "options", None)

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        for b in self.buttons:
            b.kill()
        self.buttons = {}
        self.undo_ready = None
        self.built_lang = lang.version()
        if not self.active:
            return
        bar = self.table.layout.toolbar_rect()     # the top band, where no seat's things are
        gap = self.px(4)
        w = (bar.width - 2 * gap) // 3
        h = (bar.height - gap) // 2
        for i, (key, name, keys) in enumerate(BUTTONS):
            row, col = divmod(i, 3)
            rect = pygame.Rect(bar.left + col * (w + gap), bar.top + row * (h + gap), w, h)
            # compact buttons: one language (Chinese when both are shown), both in the tooltip
            # the language button names the language it switches to (short: 中 / EN / 中/EN)
            text = lang.SHORT[lang.next_language()] if key == "lang" else name.en if lang.current() == "en" else name.zh
            b = pygame_gui.elements.UIButton(
                rect, text, self.app.ui, container=self.table.container,
                tool_tip_text=f"{lang.tr_bi(TIPS[key], chr(10))} ({keys})",
                object_id=pygame_gui.core.ObjectID(object_id="#toggle"))
            self.buttons[b] = key
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        for b, key in self.buttons.items():
            if key == "waits":
                b.select() if self.show_waits else b.unselect()
            elif key == "tracker":
                b.select() if self.show_tracker else b.unselect()
            elif key == "hint" and not self.hints_allowed:
                b.disable()

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.press(self.buttons[event.ui_element])
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        return False

    def press(self, key: str) -> None:
        if key == "hint":
            self.ask_hint()
        elif key == "waits":
            self.show_waits = not self.show_waits
        elif key == "tracker":
            self.show_tracker = not self.show_tracker
        elif key == "undo":
            self.undo()
        elif key == "rules":
            self.app.push("rules", self.table.settings.variant)
        elif key == "lang":
            lang.choose(lang.cycle(), self.app)
        self._refresh_buttons()

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in KEYS:
            self.press(KEYS[key])
            return True
        if key == pygame.K_QUESTION or (key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT):
            self.press("hint")
            return True
        if (key == pygame.K_z and event.mod & pygame.KMOD_CTRL) or key == pygame.K_BACKSPACE:
            self.undo()
            return True
        table = self.table
        if key in CLAIM_KEYS and not self._table_uses(key):
            return self.explain(self._attempt(CLAIM_KEYS[key]))
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and table.prompt is not None \
                and table.prompt.kind == "turn" and table.confirm is None and table.selected is not None:
            tiles = table.human_tiles()
            if 0 <= table.selected < len(tiles) and tiles[table.selected].id not in table.prompt.discards:
                return self.explain(act.Discard(table.human_seat, tiles[table.selected].id))
        return False

    def _table_uses(self, key: int) -> bool:
        return hotkey_index(key, getattr(self.table, "hotkeys", []) or []) is not None

    def _click(self, pos: tuple[int, int]) -> None:
        """A click on one of the human's tiles that the table will not take: say why."""
        table = self.table
        index = table.tile_index_at(pos)
        prompt = table.prompt
        if index is None or table.confirm is not None or (prompt is not None and prompt.exchange):
            return
        tiles = table.human_tiles()
        tile = tiles[index]
        if tile.id is None or (prompt is not None and prompt.kind == "turn" and tile.id in prompt.discards):
            return
        self.explain(act.Discard(table.human_seat, tile.id))

    def _attempt(self, kind: str) -> ActionBase:
        """The action a claim key stands for, built from the human's tiles as best they fit (the
        explanation names what is missing: the tiles, the turn, the rule)."""
        seat = self.table.human_seat
        view = self.view()
        if kind == "win":
            return act.Win(seat)
        target = view.window_tile[2] if view is not None and view.window_tile is not None else None
        if target is None and view is not None and view.last_discard is not None:
            target = view.last_discard[2]
        hand = list(zip(view.hand, view.hand_kinds)) if view is not None else []
        same = [tid for tid, k in hand if k is target]
        if kind == "pung":
            return act.Pung(seat, tuple(same[:2]))
        if kind == "kong":
            if view is not None and view.phase == "play" and view.turn == seat:
                counts = counts_of(view.hand_kinds)
                best = max(range(len(counts)), key=lambda i: counts[i])
                return act.ConcealedKong(seat, next(k for k in view.hand_kinds if k.index == best))
            return act.Kong(seat, tuple(same[:3]))
        runs = []
        if target is not None and target.is_suited:
            ids = {k.index: tid for tid, k in hand}
            for lo in (target.index - 2, target.index - 1, target.index):
                pair = [i for i in (lo, lo + 1, lo + 2) if i != target.index]
                if all(i // 9 == target.index // 9 and i in ids for i in pair):
                    runs.append(tuple(ids[i] for i in pair))
        return act.Chow(seat, runs[0] if runs else ())

    def explain(self, attempted: ActionBase) -> bool:
        """Show why `attempted` is refused; True when there was something to say. Worked out at
        once, in the frame of the click or key: a rules check of the one move (measured p50
        0.15 ms, p99 4 ms over four variants), and the player expects the answer with the click."""
        view = self.view()
        if view is None:
            return False
        found = refusal(view, attempted, self.options)
        if found is None:
            return False
        self.show_toast(found.text)
        return True

    def show_toast(self, text: Bi, seconds: float = TOAST_SECONDS) -> None:
        self.toast = text
        self.toast_left = seconds

    # ------------------------------------------------------------------ hint and undo
    def ask_hint(self) -> None:
        table = self.table
        if not self.hints_allowed:
            self.show_toast(Bi("提示已在设置里关闭", "hints are switched off in the settings"))
            return
        if table.prompt is None:
            self.show_toast(Bi("现在不用你做决定", "there is nothing for you to decide now"))
            return
        view = self.view()
        if view is None:
            return
        actions, options = table.prompt.actions, self.options
        self._hint = None
        self._hint_job = self.runner.submit(lambda: hint(view, actions, options))
        self.hint_prompt = table.prompt
        self.collect()

    def can_undo(self) -> bool:
        return self.active and not self.table.settlement_open and undo_point(self.table.session) is not None

    def undo(self) -> None:
        if not self.can_undo():
            self.show_toast(Bi("现在没有可以收回的牌：只有没人要过的、你刚打的那张能收回",
                               "nothing to take back: only your last discard, while nobody has acted on it"))
            return
        table = self.table
        session = take_back(table.session)
        # The rebuilt hand is shown at once, as a resumed one.
        self.app.replace("table", table.settings, session=session, save_path=table.save_path, resumed=True)

    # ------------------------------------------------------------------ following the game
    def on_event(self, event: Event) -> None:
        """An event the table just presented: a discard by another player that would complete
        the human's hand but cannot be won on is explained."""
        if self.narrator is not None:
            self.narrator.on_event(event)
        if not self.active or not isinstance(event, Discarded) or event.seat == self.table.human_seat:
            return
        if self._sync() is not None:     # the note once the waits of this view are there
            self._discard_to_note = (event.seat, event.kind)
            self.collect()

    def update(self, dt: float) -> None:
        lang.follow(self.app)
        if self.built_lang != lang.version():   # every label of the table in the new language
            self.build()
            self.table._build_toggle()
            if self.table.prompt is not None:
                self.table._build_buttons()
        if self.toast is not None:
            self.toast_left -= dt
            if self.toast_left <= 0:
                self.toast = None
        if not self.active:
            return
        table = self.table
        if table.prompt is not self.hint_prompt:
            self._hint, self._hint_job, self.hint_prompt = None, None, None
        ready = self.can_undo()
        if ready != self.undo_ready:
            self.undo_ready = ready
            for b, key in self.buttons.items():
                if key == "undo":
                    b.enable() if ready else b.disable()
        view = self._sync()
        if view is not None and table.prompt is not None and table.prompt is not self.seen_prompt:
            self.seen_prompt = table.prompt
            self._prompt_to_note = (table.prompt, view)
        self.collect()

    def sync(self) -> Optional[SeatView]:
        """Read the human's view when the table shows the same hand as the session (the session
        may be a bot's step ahead, never a human's); None while the hand is still in motion.
        Waits for the waits of that view (the frame itself never does: see _sync)."""
        view = self._sync()
        if self._reading is not None:
            self._reading.wait()
        self.collect()
        return view

    def _sync(self) -> Optional[SeatView]:
        """sync without waiting: a new view's waits are asked of the decision thread."""
        ids = sorted(t.id for t in self.table.human_tiles() if t.id is not None)
        view = self.view()
        if view is None or sorted(view.hand) != ids:
            if self._view is not None and sorted(self._view.hand) != ids:
                self._view, self._view_key, self._waits, self._discards = None, None, [], []
                self._reading = None
            return None
        self._read(view)
        return view

    def _read(self, view: SeatView) -> None:
        """Ask for the waits of `view` unless they were asked for already."""
        key = (view.hand, view.drawn, tuple(map(len, view.discards)), tuple(map(len, view.melds)),
               view.phase, view.wall_remaining, view.window_tile, view.turn)
        if key == self._view_key:
            return
        self._view_key = key
        self._view = view
        options = self.options
        self._reading = self.runner.submit(lambda: waits_reading(view, options))

    def _ask_missed_win(self, prompt: Prompt, view: SeatView) -> None:
        """A winning shape the rules do not let the human win with: find why (the 胡 button is
        absent), shown when found. On his turn with the drawn tile, or on the discard he is
        asked about; `view` is the one the prompt opened on, whose waits are read."""
        if prompt.kind == "setup":
            return
        noted = ("discard", view.window_tile[0], view.window_tile[2]) if view.window_tile else None
        if noted is not None and noted == self._noted:
            return      # said already when the discard was shown
        actions, waits, options = prompt.actions, list(self._waits), self.options
        self._missed = (prompt, self.runner.submit(lambda: missed_win_note(view, actions, waits, options)))

    # ------------------------------------------------------------------ drawing
    def caption_area(self) -> pygame.Rect:
        """The caption as drawn (two lines grow it upward): hover popups and tooltips keep off it."""
        rect = self.table.layout.caption_rect()
        drawn = getattr(self.table.view, "caption_box", None)
        return rect.union(drawn) if drawn is not None else rect

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn_boxes = []
        keep_tooltips_off(self.app.ui, self.caption_area(), self.px(4))
        if self.narrator is not None and self.narrator.shown is not None:
            self._draw_narration(surface)
        if not self.active:
            return
        y = self.column().top
        if self._hint is not None:
            y = self._draw_hint(surface, y)
        elif self._hint_job is not None:
            y = self._draw_hint_thinking(surface, y)
        if self.show_waits:
            self._draw_waits(surface, y)
            self._draw_hover(surface)
        if self.show_tracker:
            self._draw_tracker(surface)
        if self.toast is not None:
            self._draw_toast(surface)

    def px(self, v: float) -> int:
        return self.table.layout.px(v)

    def _card(self, surface: pygame.Surface, box: pygame.Rect, radius: int, **style: Any) -> None:
        """A card of the panel, remembered in `drawn_boxes` (what this frame covers of the table)."""
        card(surface, self.table.view, box, radius, **style)
        self.drawn_boxes.append(box.copy())

    def _flowers_on(self, side: int) -> int:
        """Flowers set aside by the player on that side of the table (none where nobody sits)."""
        model = self.table.model
        seat = model.seat_on_side(side)
        return len(model.seats[seat].flowers) if seat is not None and 0 <= seat < len(model.seats) else 0

    def _stacks(self) -> int:
        return max(self.table.model.stacks_per_side or (DEFAULT_STACKS,))

    def column(self) -> pygame.Rect:
        """The hint / waits / narration column: left of the table, clear of the left player's
        hand, melds, flowers and plate (it narrows when his flowers need more columns)."""
        return self.table.layout.teaching_column(self._flowers_on(3), self._stacks(),
                                                 self.table.model.piles is not None)

    def tracker_area(self) -> pygame.Rect:
        """The tracker's room: right of the table, clear of the right and top players' things."""
        return self.table.layout.tracker_area(self._flowers_on(1), self._stacks(), self.table.model.piles is not None)

    def _draw_narration(self, surface: pygame.Surface) -> None:
        """The demo: why the last bot played what it did, in the left column."""
        seat, reason = self.narrator.shown
        view, px = self.table.view, self.px
        text = lang.tr(reason.zh, reason.en, "\n")
        width = self.column().width - px(20)
        height = px(30) + wrapped_height(text, px(13), width) + px(8)
        box = self._panel_box(self.column().top, height)
        self._card(surface, box, px(8))
        name = self.table.model.name_at(seat)
        title = fit_text(view.text, lang.tr(f"{name}为什么这样打", f"Why {name} played this"), px(15), GOLD, width,
                         bold=True)
        surface.blit(title, (box.left + px(10), box.top + px(5)))
        draw_wrapped(surface, view, text, px(13), CREAM, box.left + px(10), box.top + px(28), width)

    def _panel_box(self, top: int, height: int) -> pygame.Rect:
        r = self.column()
        return pygame.Rect(r.left, top, r.width, min(height, max(0, r.bottom - top)))

    def _draw_hint_thinking(self, surface: pygame.Surface, top: int) -> int:
        """The hint's card while the decision thread works it out (a frame or two)."""
        view, px = self.table.view, self.px
        box = self._panel_box(top, px(30))
        self._card(surface, box, px(8))
        view.label(surface, lang.tr("提示：想一想……", "Hint: thinking…"), px(15), GOLD,
                   topleft=(box.left + px(10), box.top + px(5)), bold=True)
        return box.bottom + px(6)

    def _draw_hint(self, surface: pygame.Surface, top: int) -> int:
        view, px = self.table.view, self.px
        text = lang.tr(self._hint.reason_zh, self._hint.reason_en, "\n")
        width = self.column().width - px(20)
        height = px(30) + wrapped_height(text, px(13), width) + px(8)
        box = self._panel_box(top, height)
        self._card(surface, box, px(8))
        view.label(surface, lang.tr("提示", "Hint"), px(15), GOLD, topleft=(box.left + px(10), box.top + px(5)), bold=True)
        draw_wrapped(surface, view, text, px(13), CREAM, box.left + px(10), box.top + px(28), width)
        self._frame_hinted(surface)
        return box.bottom + px(6)

    def _frame_hinted(self, surface: pygame.Surface) -> None:
        """Gold frames on the tile(s) or the button the hint names, pulsing."""
        table, px = self.table, self.px
        pulse = 2 + int(2 * (1 + math.sin(table.clock * 6)))
        action = self._hint.action
        ids = set()
        if isinstance(action, act.Discard):
            ids = {action.tile}
        elif is_pick(action) or isinstance(action, (act.Chow, act.Pung, act.Kong)):
            ids = set(action.tiles)     # the hand tiles the pick or the claim uses
        for rect in self.hand_tile_rects(ids):
            pygame.draw.rect(surface, GOLD, rect.inflate(px(6), px(6)), max(2, px(pulse)), border_radius=px(7))
        for b, a in table.buttons.items():
            if a == action or (a == "chow-menu" and isinstance(action, act.Chow)):
                pygame.draw.rect(surface, GOLD, b.rect.inflate(px(8), px(8)), max(2, px(pulse)), border_radius=px(10))

    def hand_tile_rects(self, ids: set) -> list[pygame.Rect]:
        """Screen rects of the human's tiles with these ids (raised ones where they are drawn)."""
        table = self.table
        if not ids or table.human_seat is None:
            return []
        tiles = table.human_tiles()
        seat = table.model.seats[table.human_seat]
        placed = table.layout.hand_rects(0, len(tiles), drawn=seat.drawn is not None)
        dx, dy = table.layout.raise_offset(0)
        raised = table.raised_indices() | ({table.selected} if table.selected is not None else set())
        out = []
        for i, (t, p) in enumerate(zip(tiles, placed)):
            if t.id in ids:
                out.append(p.rect.move(dx, dy) if i in raised else p.rect)
        return out

    def _draw_waits(self, surface: pygame.Surface, top: int) -> None:
        view, px = self.table.view, self.px
        bottom = self.column().bottom
        width = self.column().width
        tw, th = px(SMALL_TILE[0]), px(SMALL_TILE[1])
        if self._waits:
            rows = self.wait_rows()
            text_w = width - px(28)
            beside_w = width - tw - px(28)

            def row_height(tiles: list, text: str) -> int:
                if len(tiles) == 1:     # one wait: its words beside it
                    return max(th, wrapped_height(text, px(12), beside_w))
                return th + px(2) + wrapped_height(text, px(12), text_w)
            heights = [row_height(tiles, text) for tiles, text, _ in rows]
            box = self._panel_box(top, min(px(30) + sum(h + px(6) for h in heights), bottom - top))
            self._card(surface, box, px(8))
            title = fit_text(view.text, lang.tr("听牌 · ", "Ready · ") + self.live_text(self._waits), px(15), GOLD,
                             width - px(20), bold=True)
            surface.blit(title, (box.left + px(10), box.top + px(5)))
            y = box.top + px(28)
            for (tiles, text, live_row), h in zip(rows, heights):
                if y + h > box.bottom:
                    break
                x = box.left + px(10)
                for w in tiles:
                    view.tile(surface, pygame.Rect(x, y, tw, th), w.tile, 0, True, 255 if live_row else 110)
                    x += tw + px(1)
                colour = CREAM if live_row else GREY
                if len(tiles) == 1:
                    draw_wrapped(surface, view, text, px(12), colour, box.left + tw + px(16), y + px(1), beside_w)
                else:
                    draw_wrapped(surface, view, text, px(12), colour, box.left + px(14), y + th + px(2), text_w)
                y += h + px(6)
            return
        if self._discards:
            entries = self._discards[:5]
            texts = self.discard_texts()
            beside = [self._discard_waits_end(e) + px(4) for e in entries]
            below = [get_font(px(12)).size(t)[0] > box_right - x for t, x, box_right in
                     zip(texts, beside, [self._panel_box(top, 0).right - px(8)] * len(entries))]
            heights = [th + (px(15) if b else 0) for b in below]
            box = self._panel_box(top, min(px(30) + sum(h + px(6) for h in heights), bottom - top))
            self._card(surface, box, px(8))
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
                if under:   # too long to stand beside the tiles: the words go under them
                    img = fit_text(view.text, text, px(12), colour, box.width - px(24))
                    surface.blit(img, (box.left + px(14) + tw, y + th))
                else:
                    view.label(surface, text, px(12), colour, midleft=(x_text, y + th // 2))
                y += h + px(6)

    def _discard_waits_end(self, entry: DiscardWaits) -> int:
        """The x just right of a discard row's small wait tiles (six at most)."""
        px = self.px
        return self._panel_box(0, 0).left + px(10) + px(SMALL_TILE[0]) + px(28) + px(17) * len(entry.waits[:6])

    def live_text(self, waits: Sequence[WaitInfo]) -> str:
        """"余4张" or "余4张，其中0张够8番" (waits.live_words) in the current language."""
        view = self._view
        variant = getattr(view, "variant", None) or getattr(self.table.settings, "variant", DEFAULT_VARIANT.name)
        return lang.tr_bi(live_words(waits, variant, self.options), ", ")

    def discard_texts(self) -> list[str]:
        """The words of the "discard to be ready" rows: how many unseen copies would win."""
        out = []
        for entry in self._discards[:5]:
            more = len(entry.waits) - len(entry.waits[:6])
            out.append((f"+{more} " if more > 0 else "") + self.live_text(entry.waits))
        return out

    def wait_rows(self) -> list[tuple[list, str, bool]]:
        """The waits as panel rows (tiles, text, can win): one row per wait that can win; the
        waits that cannot, grouped by their reason (one reason, their tiles side by side)."""
        rows: list[tuple[list, str, bool]] = []
        grouped: dict[str, list] = {}
        for w in self._waits:
            text = self._wait_text(w)
            if w.can_win:
                rows.append(([w], text, True))
            else:
                why = text.split("\n", 1)[-1]
                grouped.setdefault(why, []).append(w)
        for why, waits in grouped.items():
            left = "/".join(str(w.unseen) for w in waits)
            rows.append((waits, lang.tr(f"余{left}张", f"{left} left") + "\n" + why, False))
        return rows

    def _wait_text(self, w: WaitInfo) -> str:
        """"余3 · 和8番 · 自摸9番" or the reason a wait would not win."""
        parts = [lang.tr(f"余{w.unseen}张", f"{w.unseen} left")]
        legal = [v for v in (w.discard, w.self_drawn) if v.legal]
        for v in legal:
            how = lang.tr("自摸", "self-drawn ") if v.self_drawn else lang.tr("点和", "on a discard ")
            parts.append(how + amount(v.total, unit_bi(v.unit)))
        text = " · ".join(parts)
        if not legal:
            refused = w.self_drawn if not w.self_drawn.legal else w.discard
            text += "\n" + lang.tr_bi(refused.why, "\n")
        elif w.unseen == 0:
            text += "\n" + lang.tr("已经没有了", "none left to come")
        return text

    def _draw_hover(self, surface: pygame.Surface) -> None:
        """On the human's turn: the waits a discard of the hovered tile would leave."""
        table, view, px = self.table, self.table.view, self.px
        self.hover_box = None
        if table.hover is None or not self._discards:
            return      # only a hand one discard from ready has something to show
        tiles = table.human_tiles()
        if not 0 <= table.hover < len(tiles) or tiles[table.hover].kind is None:
            return
        if table.prompt is None or table.prompt.kind != "turn":
            return
        if tiles[table.hover].id not in table.prompt.discards:
            return      # a tile that may not go: the click says why
        kind = tiles[table.hover].kind
        entry = next((e for e in self._discards if e.kind is kind), None)
        rects = self.hand_tile_rects({tiles[table.hover].id})
        if not rects:
            return
        anchor = rects[0]
        tw, th = px(17), px(23)
        if entry is None:
            text = lang.tr(f"打{kind.name_zh}不听牌", f"discarding {kind.name_en}: not ready")
            width = view.text.get(text, px(13), CREAM, True).get_width() + px(16)
            box = pygame.Rect(0, 0, width, px(28))
        else:
            text = lang.tr(f"打{kind.name_zh}听", f"discard {kind.name_en}, wait on")
            waits = [w.tile for w in entry.waits][:9]
            tail = self.live_text(entry.waits)
            # measured as drawn (bold), so a long both-language line stays inside its card
            width = (view.text.get(text, px(13), CREAM, True).get_width() + len(waits) * tw
                     + view.text.get(tail, px(13), GOOD, True).get_width() + px(36))
            box = pygame.Rect(0, 0, width, px(34))
        box.midbottom = (anchor.centerx, anchor.top - px(24))
        window = table.layout.window_rect()
        box.clamp_ip(window)
        # off the caption and off the player's own name plate beside it
        box = place_clear(box, self.caption_area().union(table.layout.plate_rect(0)), window, px(6))
        self.hover_box = box
        self._card(surface, box, px(6), fill=POPUP_BG)
        x = box.left + px(8)
        img = view.text.get(text, px(13), CREAM, True)
        surface.blit(img, (x, box.centery - img.get_height() // 2))
        if entry is not None:
            x += img.get_width() + px(6)
            for w in entry.waits[:9]:
                view.tile(surface, pygame.Rect(x, box.centery - th // 2, tw, th), w.tile, 0, True,
                          255 if w.can_win else 110)
                x += tw
            view.label(surface, tail, px(13), GOOD if entry.live else BAD, midleft=(x + px(8), box.centery), bold=True)

    def _draw_tracker(self, surface: pygame.Surface) -> None:
        view, px = self.table.view, self.px
        v = self._view
        if v is None:
            return
        unseen = unseen_counts(v)
        kinds = list(unseen)
        rows = [[k for k in kinds if k.suit == s] for s in "mps"] + [[k for k in kinds if k.is_honor]]
        rows = [r for r in rows if r]
        box = self.tracker_box(len(rows), max((len(r) for r in rows), default=9))
        # Tiles as large as the room allows (24 x 32 at most): nine a row.
        per = max((len(r) for r in rows), default=9)
        gap = px(3)
        tw = min(px(24), (box.width - px(16) - (per - 1) * gap) // per)
        th = tw * 4 // 3
        self._card(surface, box, px(8))
        title = fit_text(view.text, lang.tr("记牌 · 没露面的张数", "Unseen copies"), px(14), GOLD,
                         box.width - px(16), bold=True)
        surface.blit(title, (box.left + px(8), box.top + px(5)))
        y = box.top + px(26)
        for row in rows:
            x = box.left + px(8)
            for kind in row:
                left = unseen[kind]
                view.tile(surface, pygame.Rect(x, y, tw, th), kind, 0, True, 255 if left else 90)
                colour = BAD if left == 0 else GOLD if left == 1 else CREAM
                view.label(surface, str(left), px(12), colour, center=(x + tw // 2, y + th + px(7)), bold=True)
                x += tw + gap
            y += th + px(17)

    def tracker_box(self, rows: int = 4, per_row: int = 9) -> pygame.Rect:
        """The tracker's card: the top of its room, as wide as the room (nine tiles of up to
        24 px a row), as tall as its rows."""
        px = self.px
        area = self.tracker_area()
        gap = px(3)
        tw = min(px(24), (area.width - px(16) - (per_row - 1) * gap) // per_row)
        th = tw * 4 // 3
        width = min(area.width, px(16) + per_row * tw + (per_row - 1) * gap)
        height = min(area.height, px(28) + rows * (th + px(17)) + px(4))
        return pygame.Rect(area.left, area.top, width, height)

    def _draw_toast(self, surface: pygame.Surface) -> None:
        table, view, px = self.table, self.table.view, self.px
        caption = table.layout.caption_rect()
        width = caption.width
        lines = lang.lines(self.toast.zh, self.toast.en)
        sizes = [px(15), px(12)]
        wrapped_lines = []
        for i, line in enumerate(lines):
            font = get_font(sizes[min(i, 1)], i == 0)
            wrapped_lines.append((wrap(line, lambda s, f=font: f.size(s)[0], width - px(24)), sizes[min(i, 1)], i == 0))
        height = px(12) + sum(len(ls) * round(size * 1.3) for ls, size, _ in wrapped_lines)
        box = pygame.Rect(caption.left, caption.top - height - px(8), width, height)
        alpha = max(0, min(255, int(255 * min(1.0, self.toast_left / 0.4))))
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (60, 14, 12, 235), panel.get_rect(), border_radius=px(8))
        pygame.draw.rect(panel, (230, 110, 80), panel.get_rect(), max(2, px(2)), border_radius=px(8))
        y = px(6)
        for ls, size, bold in wrapped_lines:
            for line in ls:
                panel.blit(view.text.get(line, size, CREAM if bold else (235, 215, 200), bold), (px(12), y))
                y += round(size * 1.3)
        panel.set_alpha(alpha)
        surface.blit(panel, box)
