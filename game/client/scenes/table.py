"""The table scene: presents the session's events one by one and asks the human for answers.

The model/tween rule (docs/architecture.md): the scene takes the next event only when no tween is
running, and asks the session to advance only when its event queue is empty, so the rules never
run ahead of what the player has seen. Input is never blocked: the human may select tiles and
press buttons while tiles are still flying. Buttons are built from `session.human_actions()`;
the client never decides what is legal.

The scene wires its pieces (table_parts/, docs/client.md "The table scene"): the driver (the
event queue, the bots' thread, a resumed match's catch-up), the stage (motion, captions,
milestone moments), the prompt controller (legal actions to typed button commands, picks,
confirm, auto-play, hotkeys; no pygame), the buttons, the input and the drawing (with
table_view.py). Panels, screens and tests keep reading the table by its names (`table.prompt`,
`table.queue`, `table.timeline` ...): each is forwarded to the piece that owns it.
"""
from __future__ import annotations

import time
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional

import pygame
import pygame_gui

from game.client.match.decision_worker import DecisionWorker
from game.client.match.replay_session import TableSession
from game.client.match.table_settings import Settings
from game.client.memory_trim import release_freed_memory
from game.client.presenting.animation_plan import plan_event
from game.client.presenting.caption_kit import Caption
from game.client.presenting.model import TableModel
from game.client.presenting.plan_kit import Sprite, Visual
from game.client.presenting.table_state import TableTile
from game.client.presenting.tween import Timeline
from game.client.scenes.table_parts.auto_answer import comfort_of
from game.client.scenes.table_parts.caption_gate import CaptionGate
from game.client.scenes.table_parts.event_log_panel import EventLogPanel
from game.client.scenes.table_parts.prompts import UNTIMED_CLAIM, Prompt
from game.client.scenes.table_parts.rules_card import RulesCard, table_rules
from game.client.scenes.table_parts.setup_prompts import action_type
from game.client.teaching.panel import TeachingPanel
from game.session import MatchSession
from game.settings import UserSettings
from game.teaching.hints import Hint
from game.teaching.i18n import Bi
from rules.actions import ActionBase
from rules.events import Event, HandStarted

from ..variants.base import DiscardWarning
from .base import Scene
from .table_parts.blocked_note import blocked_note
from .table_parts.buttons import TableButtons
from .table_parts.draw import draw_table
from .table_parts.driver import DECISION_WAIT, TableDriver
from .table_parts.forward import Forward
from .table_parts.input import NO_SKIP_KEYS, TableInput
from .table_parts.prompt_controller import AUTO_PLAY_LEAST, AUTO_PLAY_PAUSE, Command, PromptController
from .table_parts.stage import Stage
from .table_view import TableView

if TYPE_CHECKING:   # the app holds the scenes; a scene needs only its type
    from .base import AppForScenes

# Names other modules and tests read here (some moved to table_parts/ with the split).
__all__ = ["TableScene", "make_session", "fresh_seed", "action_type", "UNTIMED_CLAIM", "DECISION_WAIT",
           "AUTO_PLAY_PAUSE", "AUTO_PLAY_LEAST", "NO_SKIP_KEYS", "THREADED_BOTS", "BOT_NAMES"]

BOT_NAMES = ("阿明", "小红", "老王", "阿芳")
MAX_EVENTS_PER_FRAME = 40
MAX_STEPS_PER_FRAME = 8
THREADED_BOTS = True      # bots decide in game/client/match/decision_worker.py's thread, not in the frame


def fresh_seed() -> int:
    """A match seed when the player gave none: from the clock, shown in the window title so the
    match can be replayed. (Only the seed comes from here; all play randomness derives from it.)"""
    return int(time.time() * 1000) % 1_000_000_007


def make_session(settings: Settings) -> MatchSession:
    """A new match for the table's settings (the seed from the clock when none was given)."""
    if settings.seed is None:
        settings.seed = fresh_seed()
    return MatchSession(variant=settings.variant, seed=settings.seed, human=settings.human,
                        bot_kind=settings.bot_kind, options=settings.options or None)


def seat_names(settings: Settings, session: TableSession) -> list[str]:
    """The players' names: the session's (a loaded match) with the player's own, else bots'."""
    human = settings.human
    names = list(getattr(session, "names", None) or [])
    if len(names) != settings.seats:
        bots = iter(BOT_NAMES)
        return [settings.name if p == human else next(bots) for p in range(settings.seats)]
    if human is not None:
        names[human] = settings.name
    return names


class TableScene(Scene):
    """The table: wires the driver, the stage, the prompt controller, the buttons, the input and
    the drawing (the module's docstring)."""

    tab_focus = False   # the table's keys select tiles and answer prompts (input_keys)

    # The pieces' state under the scene's names (table_parts/forward.py).
    queue: Forward[deque[Event]] = Forward("driver")            # events waiting to be presented
    peek: Forward[Optional[TableModel]] = Forward("driver")     # the unmasked twin (teaching), or None
    decisions: Forward[Optional[DecisionWorker]] = Forward("driver")   # the bots' thread, or None
    catch_up: Forward[int] = Forward("driver")                  # a resumed match's events to show at once
    hand_done: Forward[bool] = Forward("driver")                # the settlement comes next
    timeline: Forward[Timeline] = Forward("stage")
    sprites: Forward[list[Sprite]] = Forward("stage")
    visual: Forward[Visual] = Forward("stage")
    caption: Forward[Caption] = Forward("stage")                # the caption on screen
    gate: Forward[CaptionGate] = Forward("stage")               # set-up captions stay until read
    clock: Forward[float] = Forward("stage")
    blink: Forward[float] = Forward("stage")                    # the last discard's pulse clock
    prompt: Forward[Optional[Prompt]] = Forward("prompts")      # what the human is asked now
    selected: Forward[Optional[int]] = Forward("prompts")       # the tile raised to discard
    chow_menu: Forward[bool] = Forward("prompts")               # the menu of several chows is open
    picks: Forward[list[int]] = Forward("prompts")              # tile ids picked (换三张)
    confirm: Forward[Optional[ActionBase]] = Forward("prompts")  # a warned discard waiting for a yes
    auto_action: Forward[Optional[ActionBase]] = Forward("prompts")    # the action that plays itself
    countdown: Forward[Optional[float]] = Forward("prompts")    # seconds left of a timed claim
    countdown_total: Forward[Optional[float]] = Forward("prompts")
    buttons: Forward[dict[pygame_gui.elements.UIButton, Command]] = Forward("own_buttons")   # the answer row
    menu_button: Forward[Optional[pygame_gui.elements.UIButton]] = Forward("own_buttons")
    toggle_button: Forward[Optional[pygame_gui.elements.UIButton]] = Forward("own_buttons")

    def __init__(self, app: AppForScenes, settings: Settings, *, hands_to_play: Optional[int] = None,
                 on_milestone: Optional[Callable[[str], None]] = None, demo: bool = False,
                 session: Optional[TableSession] = None, save_path: Optional[Path] = None,
                 resumed: bool = False) -> None:
        super().__init__(app)
        self.settings = settings
        self.hands_to_play = hands_to_play
        self.on_milestone = on_milestone
        self.demo = demo
        self._given_session = session
        if session is not None:
            self.session: TableSession = session
        self.hands_played = 0
        self.save_path = save_path      # the match's save file (the app saves it)
        self.resumed = resumed          # a loaded match: its events so far are shown at once

    # ------------------------------------------------------------------ lifecycle
    def startup(self) -> None:
        """Pushed: make the match (unless one was given), the model, the pieces and the widgets."""
        super().startup()
        session = self._given_session
        if session is None:
            session = make_session(self.settings)
            if not self.demo:
                self.app.show_title(self.settings.variant, self.settings.seed)
        self.session = session
        self.layout = self.app.table_layout(self.app.size)
        self.view = TableView(self.app.art)
        human = self.settings.human
        names = seat_names(self.settings, session)
        self.model = TableModel(human_player=human, names=names, viewer=self.viewer)
        self.model.adopt_match(session)
        # Teaching option (human games): a second model fed the unmasked stream, read only to
        # draw the bots' concealed tiles face up. Prompts and input never look at it.
        peek = TableModel(human_player=human, names=names, viewer=self.viewer) if human is not None else None
        self.driver = TableDriver(session, human, self.viewer, peek, DecisionWorker() if THREADED_BOTS else None,
                                  lambda later: self.app.after_frame.append(later))
        self.stage = Stage(self)
        self.prompts = PromptController(self.model, comfort_of(getattr(self.app, "user", None)))
        self.own_buttons = TableButtons(self)
        self.input = TableInput(self)
        self.hover: Optional[int] = None
        self.highlight_ids: set[Optional[int]] = set()
        self.user_claim = getattr(getattr(self.app, "user", None), "claim_seconds", 0)
        self.followed_hint: Optional[Hint] = None
        self.log_panel = EventLogPanel(self)       # this hand's events, key L
        self.rules_card = RulesCard(self, *table_rules(session, self.settings.variant, self.settings.options),
                                    practice=self.settings.practice)
        self.settlement_open = False
        self.demo_timer: Optional[float] = None
        self.finished = False
        self.build_toggle()
        self.teaching = TeachingPanel(self)   # hints, waits, why-not, tracker, take-back (teaching_panel.py)
        self._poll()
        if self.resumed:
            self.driver.catch_up = len(self.driver.queue)

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: a new layout, the widgets built again."""
        super().resize(size)
        self.layout = self.app.table_layout(size)
        self.view.clear()
        self._clear_buttons()
        if self.prompt is not None:
            self.build_buttons()
        self.build_toggle()
        self.teaching.build()

    def build_toggle(self) -> None:
        """The menu button, the log's button and the teaching toggle 'show bots' hands'."""
        self.own_buttons.build_own()

    def toggle_hands(self) -> None:
        """Show or hide the bots' hands (the teaching toggle)."""
        self.own_buttons.toggle_hands()

    def open_menu(self) -> None:
        """The Esc menu over the table (settings, bug report, save and leave)."""
        self.app.open_menu(self)

    def shutdown(self) -> None:
        """Popped: the decision worker's thread ends with the table."""
        self.driver.close()
        super().shutdown()

    @property
    def viewer(self) -> int:
        """Whose masked events are shown: the human's, or player 0's when four bots play."""
        return self.settings.human if self.settings.human is not None else 0

    @property
    def human_seat(self) -> Optional[int]:
        """The human's seat at the table (None when four bots play)."""
        return self.model.human_seat

    # ------------------------------------------------------------------ the session
    def _poll(self) -> int:
        return self.driver.poll()

    def _advance(self) -> bool:
        """Ask the session for more (only when every event so far has been presented)."""
        return self.driver.advance(self.prompt is not None or self.gate.holding, self._open_prompt)

    def _present(self, event: Event) -> None:
        quiet = self.catch_up > 0
        change = self.model.apply(event)
        self.driver.peek_next()
        seat = getattr(event, "seat", None)
        bot = seat is None or seat != self.human_seat
        plan = plan_event(event, change, self.model, self.layout, self.visual, self.settings.pace, bot)
        self.log_panel.add(event, self.model, plan.caption)     # the caption made once, its *what* logged
        self.stage.show(event, plan, quiet)
        if isinstance(event, HandStarted):
            self.hand_done = False
            self.prompts.hand_started()
        note = blocked_note(self.session, self.settings.human, self.human_seat, event)
        if note is not None:
            self.caption = note
        if quiet:
            self._caught_up(event)
        self.app.present(self, event, plan, quiet)
        self.teaching.on_event(event)

    def caption_lines(self, caption: Caption) -> int:
        """The lines the caption box draws for `caption` in the language shown (one or two)."""
        return self.stage.caption_lines(caption)

    def skip_ahead(self) -> bool:
        """A click or a key during the set-up ceremony: the caption counts as read and the
        motion on screen ends, so the next step comes now (a prompt is never skipped)."""
        if self.prompt is not None or not self.gate.holding:
            return False
        self.stage.skip()
        return True

    def _caught_up(self, event: Event) -> None:
        """A resumed match shows its hand so far at once: no motion, and the scores the match
        had when this hand began (earlier hands are not shown again)."""
        self.driver.catch_up -= 1
        self.stage.settle()
        if isinstance(event, HandStarted):
            for player, score in enumerate(self.session.scores):
                self.model.seats[self.model.seat_of_player[player]].score = score

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        """One frame: the stage moves; the next events are presented, the session advanced when
        they are all shown; the prompt's clocks; the settlement when the hand is over."""
        stage = self.stage
        stage.tick(dt)
        self.teaching.update(dt)
        self.follow_hint()
        stage.run(dt)
        if stage.fire_shots():
            return  # this frame is the picture: present nothing new until it is drawn
        presented = 0
        steps = 0
        while stage.still:
            if self.queue:
                if presented >= MAX_EVENTS_PER_FRAME or stage.blocks(self.queue[0]):
                    break
                self._present(self.queue.popleft())
                presented += 1
                if stage.fire_shots():
                    return
                continue
            if steps >= MAX_STEPS_PER_FRAME or not self._advance():
                break
            steps += 1
        timed_out = self.prompts.tick_countdown(dt)
        if timed_out is not None:
            self._act(timed_out)
        self._update_auto(dt)
        if self.hand_done and not self.queue and not self.timeline.running and not self.settlement_open:
            self._open_settlement()

    def wants_frames(self) -> bool:
        """Frames while anything moves or runs on time (Stage.moving), while the match goes on
        without the player (no prompt: the bots, the next events, the settlement), while a
        claim's countdown or an auto-play pause runs, the decision thread works, or a teaching
        card thinks, pulses or fades; the window rests while the table only waits for the player."""
        if self.stage.moving or self.prompt is None or self.queue or self.catch_up or self.hand_done:
            return True
        if self.countdown is not None or self.auto_action is not None or self.demo_timer is not None:
            return True
        if self.decisions is not None and self.decisions.busy:
            return True
        teaching = self.teaching
        return teaching.toast is not None or teaching.hint_thinking or teaching.ready_hint() is not None

    def _update_auto(self, dt: float) -> None:
        """An action the rules leave the human alone (报听: discard what was drawn) is sent by
        itself once it has been shown a moment (the pause runs only while nothing moves); the
        declaration button follows the selected tile."""
        if self.prompts.declaration_stale():
            self.build_buttons()
        due = self.prompts.tick_auto(dt, still=not self.timeline.running and not self.queue)
        if due is not None:
            self._act(due)

    def claim_limit(self) -> Optional[float]:
        """Seconds a claim waits before passing by itself, or None: it waits for the player.
        The table's own limit when it was given one (tests), else the player's setting."""
        seconds = self.settings.claim_seconds
        if seconds is None:
            seconds = getattr(getattr(self.app, "user", None), "claim_seconds", 0)
        return float(seconds) if seconds and seconds > 0 else None

    def settings_changed(self, user: UserSettings) -> None:
        """The player changed the settings (Esc menu): a new claim time limit holds from now on,
        for a claim open now too; changed claim keys and auto-win/auto-pass too (auto_answer.py)."""
        if self.prompts.comfort_changed(comfort_of(user)):
            self._open_prompt()     # asked again: the buttons show the new keys, a stopped auto answer waits
        limit = getattr(user, "claim_seconds", 0)
        if limit == self.user_claim:
            return
        self.user_claim = limit
        self.settings.claim_seconds = None          # the player's choice now rules this table
        caption = self.prompts.limit_changed(self.claim_limit())
        if caption is not None:
            self.caption = caption

    # ------------------------------------------------------------------ prompts
    def _open_prompt(self) -> None:
        caption = self.prompts.open(list(self.session.human_actions()), self.settings.pace, self.claim_limit())
        if caption is None:
            return
        self.caption = caption
        self.gate.clear()
        self.build_buttons()

    def _clear_buttons(self) -> None:
        self.own_buttons.clear()

    def button_entries(self) -> list[tuple[str, str, Command]]:
        """(label, object id, command) for the buttons shown now (the prompt controller's row)."""
        return list(self.prompts.entries())

    def build_buttons(self) -> None:
        """The answer row as pygame_gui buttons, each holding its typed command."""
        self.own_buttons.build()

    def press(self, command: Command) -> None:
        """A button of the answer row was pressed (by click or key)."""
        reply = self.prompts.press(command)
        if reply.caption is not None:
            self.caption = reply.caption
        if reply.rebuild:
            self.build_buttons()
        if reply.send is not None:
            self._act(reply.send)

    def exchange_choice(self) -> Optional[ActionBase]:
        """The legal 换三张 action for the tiles picked now, or None."""
        return self.prompts.exchange_choice()

    def toggle_pick(self, index: int) -> bool:
        """Pick the hand's tile at `index` or put it back (a set-up step's pick); a click the pick
        cannot take, or a full pick that makes no legal step, says why."""
        changed = self.prompts.toggle_pick(index)
        said = self.prompts.pick_words(changed)
        if said is not None:      # about this pick: gone when the step is done (a tester saw it stay)
            self.teaching.show_toast(Bi(*said), this_prompt=True)
        if changed:
            self.build_buttons()
        return changed

    def raised_indices(self) -> set[int]:
        """The human's tiles shown lifted: 换三张 picks, and the tiles passed on until they go."""
        return self.prompts.raised_indices()

    def _act(self, action: ActionBase) -> None:
        """Send the human's answer; only ever one of session.human_actions()."""
        if not self.prompts.offered(action):
            return
        self.prompts.sent(action)
        self.highlight_ids = set()
        self._clear_buttons()
        self.driver.act(action)

    def discard_index(self, index: Optional[int]) -> bool:
        """Discard the hand's tile at `index` (after the variant's warning, if it has one)."""
        found = self.prompts.discard_at(index)
        if found is None:
            return False
        action, warning = found
        if warning is not None:
            self.ask_first(action, warning)
            return True
        self._act(action)
        return True

    def ask_first(self, action: ActionBase, warning: DiscardWarning) -> None:
        """A discard the rules allow but the variant warns about (天津: a 混 makes one 小相公):
        the warning in the caption's place, the discard only when the player confirms it."""
        self.caption = self.prompts.ask_first(action, warning)
        self.build_buttons()

    def cancel_confirm(self) -> None:
        """The warned discard was not confirmed: back to choosing a tile."""
        self.caption = self.prompts.cancel_confirm()
        self.build_buttons()

    def follow_hint(self) -> None:
        """After F1 the hinted move is what Enter/Space does: its tile becomes the selection,
        a 换三张 hint picks its three tiles, any other hint focuses its button."""
        hint = self.teaching.ready_hint()     # never waits: a hint still worked out is followed when it comes
        if hint is None or hint is self.followed_hint or self.prompt is None:
            return
        self.followed_hint = hint
        if self.prompts.follow(hint.action):
            self.build_buttons()

    def focused_button(self) -> Optional[pygame_gui.elements.UIButton]:
        """The button Enter/Space presses now (the hinted action's), or None."""
        return self.own_buttons.focused_button()

    # ------------------------------------------------------------------ input
    def human_tiles(self) -> list[TableTile]:
        """The human's concealed tiles in the order drawn (the drawn tile last)."""
        return self.prompts.human_tiles()

    def tile_index_at(self, pos: tuple[int, int]) -> Optional[int]:
        """The index of the human's tile under `pos`, or None."""
        return self.input.tile_index_at(pos)

    def process_event(self, event: pygame.event.Event) -> bool:
        """Handle one input event (table_parts/input.py); True when it was used."""
        return self.input.process_event(event)

    # ------------------------------------------------------------------ hand end
    def _open_settlement(self) -> None:
        self.settlement_open = True
        self.hands_played += 1
        self.app.push("settlement", self)
        self.app.after_frame.append(release_freed_memory)    # the hand's freed memory back to the system

    def settlement_closed(self) -> None:
        """The settlement sheet's 'next' was pressed (or the demo timer ran out)."""
        self.settlement_open = False
        if self.settings.practice:          # a review's "play on from here": back to the review
            self.finished = True
            self.app.pop()
            return
        match_over = bool(self.session.match_over)
        if self.hands_to_play is not None and self.hands_played >= self.hands_to_play:
            self.finished = True
            if self.demo:
                self.app.quit()
                return
            match_over = True
        if match_over:
            self.app.replace("standings", self.model, self.session, self.settings)
            return
        self.driver.next_hand()

    # ------------------------------------------------------------------ draw
    def hidden_keys(self) -> set[tuple]:
        """The places whose tiles a moving sprite stands in for (not drawn where they lie)."""
        return self.stage.hidden_keys()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the frame (table_parts/draw.py)."""
        draw_table(self, surface)

    def caption_right(self) -> Optional[int]:
        """Where the caption must end: before the answer buttons and the log's button (a long
        caption wraps instead)."""
        return self.own_buttons.right_edge()
