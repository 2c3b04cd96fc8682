"""The table scene: presents the session's events one by one and asks the human for answers.

The model/tween rule (docs/architecture.md): the scene takes the next event only when no tween is
running, and asks the session to advance only when its event queue is empty, so the rules never
run ahead of what the player has seen. Input is never blocked: the human may select tiles and
press buttons while tiles are still flying. Buttons are built from `session.human_actions()`;
the client never decides what is legal.
"""
from __future__ import annotations

import time
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional

import pygame
import pygame_gui

from rules import actions as act
from rules.actions import ActionBase
from rules.engine import is_offered
from rules.events import Discarded, Event, HandStarted

from game.session import MatchSession
from game.settings import UserSettings
from game.teaching.hints import Hint
from game.teaching.i18n import Bi
from game.teaching.table_notes import missed_claim_note

from .. import lang
from ..animation_plan import caption_hold, caption_line_count, caption_step, in_ceremony, plan_event
from ..caption_gate import CaptionGate
from ..caption_kit import Caption
from ..captions import waiting_caption
from ..decision_worker import DecisionWorker
from ..event_log_panel import EventLogPanel
from ..fonts import get_font
from ..input_keys import button_hotkeys, hotkey_index, press_event, setup_key_help, with_key
from ..model import TableModel
from ..plan_kit import Sprite, Visual, motion
from ..replay_session import TableSession
from ..prompts import CLAIM_IDS, CLAIM_LABELS, CLAIM_LABELS_EN, CLAIM_ORDER, CLAIM_TIPS, UNTIMED_CLAIM, Prompt, action_label
from ..setup_prompts import action_type, is_pick, pick_choice, pick_rule, setup_caption, setup_label
from ..table_settings import Settings
from ..teaching_panel import TeachingPanel
from ..tween import Timeline
from ..ui.palette import FOCUS
from ..ui.text import fit_text
from ..variants import declarations
from ..variants.base import DiscardWarning
from .base import Scene
from .table_view import TableView

if TYPE_CHECKING:   # the app holds the scenes; a scene needs only its type
    from ..app import App

BOT_NAMES = ("阿明", "小红", "老王", "阿芳")
AUTO_PLAY_PAUSE = 0.9     # seconds an action that plays itself (报听's discard) is shown first
AUTO_PLAY_LEAST = 0.25    # ... at least, even at the fast pace: the player sees it happen
MAX_EVENTS_PER_FRAME = 40
MAX_STEPS_PER_FRAME = 8
THREADED_BOTS = True      # bots decide in game/client/decision_worker.py's thread, not in the frame
# Seconds the bots' thread is given after a frame's picture is out (quick answers, a pass, are
# there for the next frame). Never inside the frame: waiting hands Python's GIL to the thread,
# and a thread deep in a decision gives it back only after its switch interval (5 ms, more on a
# loaded machine): that wait in the frame's update made the slowest frames (bench_frames.py).
DECISION_WAIT = 0.002

# Keys that never skip the set-up ceremony's reading time (they have jobs of their own).
NO_SKIP_KEYS = {pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCK}


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


class TableScene(Scene):
    tab_focus = False   # the table's keys select tiles and answer prompts (input_keys)

    def __init__(self, app: "App", settings: Settings, *, hands_to_play: Optional[int] = None,
                 on_milestone: Optional[Callable[[str], None]] = None, demo: bool = False,
                 session: Optional[TableSession] = None, save_path: Optional[Path] = None,
                 resumed: bool = False) -> None:
        super().__init__(app)
        self.settings = settings
        self.hands_to_play = hands_to_play
        self.on_milestone = on_milestone
        self.demo = demo
        self.session = session
        self.hands_played = 0
        self.save_path = save_path      # the match's save file (the app saves it)
        self.resumed = resumed          # a loaded match: its events so far are shown at once
        self.catch_up = 0

    # ------------------------------------------------------------------ lifecycle
    def startup(self) -> None:
        super().startup()
        if self.session is None:
            self.session = make_session(self.settings)
            if not self.demo:
                self.app.show_title(self.settings.variant, self.settings.seed)
        self.layout = self.app.table_layout(self.app.size)
        self.view = TableView(self.app.art)
        human = self.settings.human
        seats = self.settings.seats
        names = list(getattr(self.session, "names", None) or [])
        if len(names) != seats:
            bots = iter(BOT_NAMES)
            names = [self.settings.name if p == human else next(bots) for p in range(seats)]
        elif human is not None:
            names[human] = self.settings.name
        self.model = TableModel(human_player=human, names=names, viewer=self.viewer)
        # Teaching option (human games): a second model fed the unmasked stream, read only to
        # draw the bots' concealed tiles face up. Prompts and input never look at it.
        self.peek: Optional[TableModel] = None
        self.peek_queue: deque = deque()
        if human is not None:
            self.peek = TableModel(human_player=human, names=names, viewer=self.viewer)
        self.queue: deque = deque()
        self.timeline = Timeline()
        self.sprites: list[Sprite] = []
        self.visual = Visual()
        self.caption = Caption("洗牌中……", "Shuffling…")
        self.clock = 0.0
        self.plan_clock = 0.0
        self.pending_shots: list[tuple[str, float]] = []
        self.shot_names: set[str] = set()
        self.selected: Optional[int] = None
        self.hover: Optional[int] = None
        self.prompt: Optional[Prompt] = None
        self.buttons: dict[pygame_gui.elements.UIButton, Any] = {}   # -> an action, or "chow-menu" ...
        self.chow_menu = False
        self.countdown: Optional[float] = None     # seconds left of a timed claim (None: it waits)
        self.countdown_total: Optional[float] = None
        self.user_claim = getattr(getattr(self.app, "user", None), "claim_seconds", 0)
        self.focus_action: Optional[ActionBase] = None   # the button Enter/Space presses (after F1)
        self.followed_hint: Optional[Hint] = None
        self.gate: CaptionGate = CaptionGate()     # set-up captions stay until read
        self.log_panel = EventLogPanel(self)       # this hand's events, key L
        self.highlight_ids: set = set()
        self.picks: list[int] = []                 # 换三张: tile ids the human has clicked
        self.passed_on: tuple[int, ...] = ()       # ... and those he passed on, raised until they go
        self.confirm: Optional[ActionBase] = None  # a discard waiting for the human's yes (天津 混)
        self.auto_action: Optional[ActionBase] = None   # the one action that plays itself (报听)
        self.auto_left = 0.0                       # ... seconds before it is sent
        self.declare_for: Optional[int] = None     # the selected tile the declaration button is for
        self.warning: Optional[DiscardWarning] = None
        self.toggle_button: Optional[pygame_gui.elements.UIButton] = None
        self.menu_button: Optional[pygame_gui.elements.UIButton] = None
        self.hotkeys: list = []
        self.hand_done = False
        self.settlement_open = False
        self.demo_timer: Optional[float] = None
        self.finished = False
        self.decisions: Optional[DecisionWorker] = DecisionWorker() if THREADED_BOTS else None
        self._wait_asked = False    # the bots' thread is given DECISION_WAIT after this frame
        self._build_toggle()
        self.teaching = TeachingPanel(self)   # hints, waits, why-not, tracker, take-back (teaching_panel.py)
        self._poll()
        if self.resumed:
            self.catch_up = len(self.queue)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.layout = self.app.table_layout(size)
        self.view.clear()
        self._clear_buttons()
        if self.prompt is not None:
            self._build_buttons()
        self._build_toggle()
        self.teaching.build()

    def _build_toggle(self) -> None:
        """The teaching toggle 'show bots' hands' (human games only; off by default)."""
        if self.toggle_button is not None:
            self.toggle_button.kill()
            self.toggle_button = None
        if self.menu_button is not None:
            self.menu_button.kill()
        self.menu_button = pygame_gui.elements.UIButton(
            self.layout.menu_rect(), lang.short("菜单 Esc", "Menu"), self.app.ui, container=self.container,
            tool_tip_text=lang.tr("菜单：设置、问题报告、保存并离开", "Menu: settings, bug report, save and leave"),
            object_id=pygame_gui.core.ObjectID(object_id="#toggle"))
        self.log_panel.build()
        if self.settings.human is None:
            return
        rect = self.layout.toggle_rect()
        self.toggle_button = pygame_gui.elements.UIButton(
            rect, lang.tr("看牌", "Show hands"), self.app.ui, container=self.container,
            tool_tip_text=lang.tr("教学：显示电脑的手牌", "Teaching: show the bots' hands"),
            object_id=pygame_gui.core.ObjectID(object_id="#toggle"))
        if self.settings.show_hands:
            self.toggle_button.select()

    def toggle_hands(self) -> None:
        self.settings.show_hands = not self.settings.show_hands
        if self.toggle_button is not None:
            self.toggle_button.select() if self.settings.show_hands else self.toggle_button.unselect()

    # ------------------------------------------------------------------ the session
    @property
    def viewer(self) -> int:
        """Whose masked events are shown: the human's, or player 0's when four bots play."""
        return self.settings.human if self.settings.human is not None else 0

    def _poll(self) -> int:
        if self.settings.human is None:
            # Four bots (demo, replay): watch every hand, so a beginner sees the bots' tiles.
            events = self.session.poll_events(None)
            self.queue.extend(events)
            return len(events)
        events = self.session.poll_events(self.viewer)
        self.queue.extend(events)
        if self.peek is not None:
            unmasked = self.session.poll_events(None)
            if len(unmasked) == len(events):
                self.peek_queue.extend(unmasked)
            else:   # a session without a parallel unmasked stream: no peeking
                self.peek = None
                self.peek_queue.clear()
        return len(events)

    @property
    def human_seat(self) -> Optional[int]:
        return self.model.human_seat

    def _advance(self) -> bool:
        """Ask the session for more (only when every event so far has been presented)."""
        if self.hand_done or self.prompt is not None or self.gate.holding:
            return False    # a set-up caption is still being read: the next step waits for it
        if self.settings.human is not None and self.session.waiting_for_human():
            self._open_prompt()
            return False
        progressed = self._step_session()
        if progressed is None:
            return False    # a bot is still thinking (off the frame): asked again next frame
        got = self._poll()
        if got:
            return True
        if not progressed:
            if self.settings.human is not None and self.session.waiting_for_human():
                self._open_prompt()
            elif getattr(self.session, "hand_over", False) or getattr(self.session, "match_over", False):
                self.hand_done = True
            return False
        return True

    def _step_session(self) -> Optional[bool]:
        """session.step, with a match's bots thinking in the decision worker's thread (None
        while one thinks); other sessions (replays, lessons) step here."""
        if isinstance(self.session, MatchSession) and self.decisions is not None:
            stepped = self.decisions.step(self.session)
            if self.decisions.thinking and not self._wait_asked:
                self._wait_asked = True
                self.app.after_frame.append(self._give_the_bots_time)
            return stepped
        return self.session.step()

    def _give_the_bots_time(self) -> None:
        """After the frame's flip: wait up to DECISION_WAIT for the bot's answer (it is played
        in the next frame's update)."""
        self._wait_asked = False
        if self.decisions is not None:
            self.decisions.wait(DECISION_WAIT)

    def shutdown(self) -> None:
        """Popped: the decision worker's thread ends with the table."""
        if self.decisions is not None:
            self.decisions.close()
        super().shutdown()

    def _present(self, event: Event) -> None:
        quiet = self.catch_up > 0
        change = self.model.apply(event)
        self.log_panel.add(event, self.model)
        if self.peek is not None and self.peek_queue:
            self.peek.apply(self.peek_queue.popleft())
        seat = getattr(event, "seat", None)
        bot = seat is None or seat != self.human_seat
        plan = plan_event(event, change, self.model, self.layout, self.visual, self.settings.pace, bot)
        self.timeline.extend(plan.tweens)
        self.sprites.extend(plan.sprites)
        self.timeline.update(0.0)
        if plan.caption is not None:
            self._show_caption(event, plan.caption, quiet)
        self.plan_clock = 0.0
        for name, at in plan.shots():
            self.pending_shots.append((name, at))
        if isinstance(event, HandStarted):
            self.shot_names = {n for n in self.shot_names if n.startswith("claim") or n.startswith("kong")}
            self.hand_done = False
            self.selected = None
            self.picks = []
            self.passed_on = ()
        note = self._blocked_note(event)
        if note is not None:
            self.caption = note
        if quiet:
            self._caught_up(event)
        self.app.present(self, event, plan, quiet)
        self.teaching.on_event(event)

    def _show_caption(self, event: Event, caption: Caption, quiet: bool) -> None:
        """An event's caption: during the set-up ceremony it stays for its reading time (the
        gate may keep it waiting behind the one on screen); during play it shows at once."""
        hold = 0.0
        if not quiet and in_ceremony(self.model):
            hold = caption_hold(self.caption_lines(caption), self.settings.pace)
        shown = self.gate.show(caption, caption_step(event), hold)
        if shown is not None:
            self.caption = shown

    def caption_lines(self, caption: Caption) -> int:
        """The lines the caption box draws for `caption` in the language shown (one or two)."""
        text = lang.lines(caption.zh, caption.en)[0]
        layout = self.layout
        font = get_font(layout.px(16), True)
        rect = layout.caption_rect()
        right = self.caption_right()
        if right is not None and right - layout.px(8) < rect.right:    # as TableView.draw_caption
            rect.width = max(layout.px(200), right - layout.px(8) - rect.left)
        width = rect.width - 2 * layout.px(10)
        return caption_line_count(text, lambda t: font.size(t)[0] <= width)

    def skip_ahead(self) -> bool:
        """A click or a key during the set-up ceremony: the caption counts as read and the
        motion on screen ends, so the next step comes now (a prompt is never skipped)."""
        if self.prompt is not None or not self.gate.holding:
            return False
        shown = self.gate.skip()
        if shown is not None:
            self.caption = shown
        self.timeline.finish_all()
        self.sprites = []
        # The step's milestone moments are over too (they hold the queue until they pass).
        self.plan_clock = max([self.plan_clock] + [at for _, at in self.pending_shots])
        return True

    def _caught_up(self, event: Event) -> None:
        """A resumed match shows its hand so far at once: no motion, and the scores the match
        had when this hand began (earlier hands are not shown again)."""
        self.catch_up -= 1
        self.timeline.finish_all()
        self.sprites = []
        self.pending_shots = []
        if isinstance(event, HandStarted):
            for player, score in enumerate(self.session.scores):
                self.model.seats[self.model.seat_of_player[player]].score = score

    def _blocked_note(self, event: Event) -> Optional[Caption]:
        """A discard the human may not claim because of a claim he let go (苏州 漏碰 / 漏胡: the
        session's view says what is blocked; game/teaching/table_notes words it)."""
        if not isinstance(event, Discarded) or self.human_seat is None or event.seat == self.human_seat:
            return None
        view_of = getattr(self.session, "view", None)
        if view_of is None:
            return None
        try:
            extra = view_of(self.settings.human).extra
        except Exception:   # noqa: BLE001 - a session mid-change must not break drawing
            return None
        held = sum(1 for t in self.human_tiles() if t.kind == event.kind)
        note = missed_claim_note(extra, event.kind, held)
        return Caption(note.zh, note.en) if note is not None else None

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        self.clock += dt
        self.plan_clock += dt
        read = self.gate.tick(dt)
        if read is not None:
            self.caption = read
        self.teaching.update(dt)
        self._follow_hint()
        self.timeline.update(dt)
        for sprite in self.sprites:
            sprite.age += dt
        self.sprites = [s for s in self.sprites if s.alive]
        if self._fire_shots():
            return  # this frame is the picture: present nothing new until it is drawn
        presented = 0
        steps = 0
        while not self.timeline.running and not self.pending_shots:
            if self.queue:
                if presented >= MAX_EVENTS_PER_FRAME or self.gate.blocks(caption_step(self.queue[0])):
                    break
                self._present(self.queue.popleft())
                presented += 1
                if self._fire_shots():
                    return
                continue
            if steps >= MAX_STEPS_PER_FRAME or not self._advance():
                break
            steps += 1
        self._update_prompt(dt)
        self._update_auto(dt)
        if self.hand_done and not self.queue and not self.timeline.running and not self.settlement_open:
            self._open_settlement()

    def _fire_shots(self) -> bool:
        fired = False
        keep = []
        for name, at in self.pending_shots:
            if self.plan_clock + 1e-9 >= at:
                if name not in self.shot_names:
                    self.shot_names.add(name)
                    if self.on_milestone is not None:
                        self.on_milestone(name)
                        fired = True
            else:
                keep.append((name, at))
        self.pending_shots = keep
        return fired

    def _update_prompt(self, dt: float) -> None:
        if self.prompt is None or self.countdown is None or self.chow_menu:
            return      # no limit; or the player is choosing among several chows: the clock stops
        self.countdown -= dt
        if self.countdown <= 0 and self.prompt.pass_action is not None:
            self._act(self.prompt.pass_action)

    def _update_auto(self, dt: float) -> None:
        """An action the rules leave the human alone (报听: discard what was drawn) is sent by
        itself once it has been shown a moment (the pause runs only while nothing moves); the
        declaration button follows the selected tile."""
        if self.prompt is not None and self.prompt.declares and self._selected_id() != self.declare_for:
            self._build_buttons()
        if self.auto_action is None or self.prompt is None or self.timeline.running or self.queue:
            return
        self.auto_left -= dt
        if self.auto_left <= 0:
            self._act(self.auto_action)

    def _selected_id(self) -> Optional[int]:
        tiles = self.human_tiles()
        return tiles[self.selected].id if self.selected is not None and 0 <= self.selected < len(tiles) else None

    def _declare_entries(self) -> list[tuple[str, str, Any]]:
        """The declaration button of a turn (报听): for the selected tile when it may go so, else
        greyed with the hint to pick one of the marked tiles."""
        prompt = self.prompt
        if prompt is None or prompt.kind != "turn" or not prompt.declares:
            return []
        self.declare_for = self._selected_id()
        action = prompt.declares.get(self.declare_for) if self.declare_for is not None else None
        example = next(iter(prompt.declares.values()))
        declaration = declarations()[type(example)]
        (zh, en), object_id = declaration.words, declaration.theme
        if action is None:
            return [(lang.short(zh, en), "#claim_pass", "none")]
        kind = self._tile_kind(action.tile)
        name = (kind.name_zh, kind.name_en) if kind is not None else ("", "")
        return [(lang.short(f"{zh}·打{name[0]}", f"{en}: {name[1]}"), object_id, action)]

    def claim_limit(self) -> Optional[float]:
        """Seconds a claim waits before passing by itself, or None: it waits for the player.
        The table's own limit when it was given one (tests), else the player's setting."""
        seconds = self.settings.claim_seconds
        if seconds is None:
            seconds = getattr(getattr(self.app, "user", None), "claim_seconds", 0)
        return float(seconds) if seconds and seconds > 0 else None

    def settings_changed(self, user: UserSettings) -> None:
        """The player changed the settings (Esc menu): a new claim time limit holds from now on,
        for a claim open now too."""
        limit = getattr(user, "claim_seconds", 0)
        if limit == self.user_claim:
            return
        self.user_claim = limit
        self.settings.claim_seconds = None          # the player's choice now rules this table
        if self.prompt is not None and self.prompt.pass_action is not None:
            self.countdown = self.countdown_total = self.claim_limit()
            if self.prompt.kind == "claim":
                self.caption = waiting_caption("claim") if self.countdown is not None else UNTIMED_CLAIM

    # ------------------------------------------------------------------ prompts
    def _open_prompt(self) -> None:
        actions = list(self.session.human_actions())
        if not actions:
            return
        self.prompt = Prompt(actions)
        self.chow_menu = False
        self.confirm = None
        self.picks = []
        presenter, seat = self.model.presenter, self.human_seat
        self.caption = presenter.prompt_caption(self.model, seat, actions) \
            or (setup_caption(actions) if self.prompt.kind == "setup" else None) \
            or waiting_caption(self.prompt.kind)
        if self.prompt.kind == "setup":
            rule = pick_rule(actions)
            zh, en = rule.key_help() if rule is not None else setup_key_help(len(self.prompt.others), False)
            self.caption = Caption(self.caption.zh + zh, self.caption.en + en)
        # The rules leave one action that plays itself (报听: the drawn tile goes): shown, then sent.
        auto = presenter.auto_play(self.model, seat, actions) if len(actions) == 1 else None
        self.auto_action = actions[0] if auto is not None else None
        self.auto_left = max(motion(AUTO_PLAY_PAUSE, self.settings.pace), AUTO_PLAY_LEAST) if auto else 0.0
        if auto is not None:
            self.caption = auto
        self.gate.clear()
        self.focus_action = None
        self.countdown = self.countdown_total = self.claim_limit() if self.prompt.pass_action is not None else None
        if self.prompt.kind == "claim" and self.prompt.pass_action is not None and self.countdown is None \
                and presenter.prompt_caption(self.model, seat, actions) is None:
            self.caption = UNTIMED_CLAIM
        if self.prompt.kind == "turn":
            seat = self.model.seats[self.human_seat]
            if seat.drawn is not None:
                # The drawn tile is preselected, even one that may not go yet (四川: the void
                # suit first): Enter then says why instead of doing nothing.
                self.selected = len(seat.hand)
            elif self.selected is None or self.selected >= seat.concealed_count():
                self.selected = None
        self._build_buttons()

    def _clear_buttons(self) -> None:
        for button in self.buttons:
            button.kill()
        self.buttons = {}
        self.log_panel.place()

    def button_entries(self) -> list[tuple[str, str, Any]]:
        """(label, object id, action or 'chow-menu' / 'back') for the buttons shown now."""
        if self.prompt is None:
            return []
        if self.confirm is not None and self.warning is not None:
            return [(lang.tr(*self.warning.confirm), "#claim_kong", ("confirm", self.confirm)),
                    (lang.tr("取消", "Cancel"), "#claim_pass", "cancel")]
        if self.prompt.exchange:
            chosen = self.exchange_choice()
            rule = pick_rule(self.prompt.actions)
            if rule is None:
                return []
            label, object_id = rule.button(len(self.picks), chosen)
            return [(label, object_id, chosen if chosen is not None else "none")]
        if self.prompt.kind == "setup":
            kinds = [t.kind for t in self.human_tiles()]
            out = []
            for a in self.prompt.others:
                words = setup_label(a, kinds)
                label, object_id = (words[0], words[1]) if words else (action_label(a), "#claim_pass")
                out.append((label, object_id, a))
            return out
        others = sorted(self.prompt.others, key=lambda a: CLAIM_ORDER.get(action_type(a), 5))
        chows = [a for a in others if isinstance(a, act.Chow)]
        if self.chow_menu:
            out = [(self._chow_label(a), "#claim_chow", a) for a in chows]
            out.append((lang.short("返回", "Back"), "#claim_pass", "back"))
            return out
        out = self._declare_entries()
        decline = self.model.presenter.decline(self.model, self.human_seat, self.prompt.actions) \
            if self.prompt.kind == "turn" else None
        if decline is not None:      # 报听 and a winning drawn tile: 不胡 discards it
            others = others + [decline]
        for a in others:
            kind = action_type(a)
            if isinstance(a, act.Chow):
                if len(chows) > 1:
                    if a is chows[0]:
                        out.append((lang.short("吃…", "Chow…"), "#claim_chow", "chow-menu"))
                    continue
                out.append((lang.short("吃", "Chow"), "#claim_chow", a))
                continue
            if a is decline:
                out.append((lang.short("不胡", "Don't win"), "#claim_pass", a))
                continue
            label = lang.short(CLAIM_LABELS[kind], CLAIM_LABELS_EN[kind]) if kind in CLAIM_LABELS else action_label(a)
            words = self.model.presenter.action_words(self.model, self.human_seat, a)
            if words is not None:
                label = lang.short(*words)
            if isinstance(a, (act.ConcealedKong, act.AddedKong)):
                label += " " + self._kind_of_action(a)
            out.append((label, CLAIM_IDS.get(kind, "#claim_pass"), a))
        return out

    def _kind_of_action(self, a: ActionBase) -> str:
        if isinstance(a, act.ConcealedKong):
            return lang.short(a.kind.name_zh, a.kind.name_en)
        tile = self._tile_kind(a.tile)
        return lang.short(tile.name_zh, tile.name_en) if tile is not None else ""

    def _tile_kind(self, tile_id: int):
        seat = self.model.seats[self.human_seat]
        for t in list(seat.hand) + ([seat.drawn] if seat.drawn else []):
            if t.id == tile_id:
                return t.kind
        return None

    def _chow_label(self, a: act.Chow) -> str:
        kinds = [self._tile_kind(t) for t in a.tiles]
        last = self.model.last_discard
        if last is not None:
            seat_no, i = last
            kinds.append(self.model.seats[seat_no].river[i].kind)
        kinds = sorted(k for k in kinds if k is not None)
        if not kinds:
            return lang.short("吃", "Chow")
        # 678筒: the run in digits and the suit in Chinese, as players say it.
        run = "".join(str(k.rank) for k in kinds)
        return lang.short("吃" + run + kinds[0].name_zh[-1], f"Chow {run} {kinds[0].name_en.split()[-1]}")

    def _build_buttons(self) -> None:
        self._clear_buttons()
        entries = self.button_entries()
        # Set-up steps and the 混 warning have longer (Chinese + English) labels: a smaller font.
        wordy = self.prompt is not None and (self.prompt.kind == "setup" or self.confirm is not None)
        keys = {action_type(a): declarations()[type(a)].key for _, _, a in entries if type(a) in declarations()}
        kinds = ["pass" if isinstance(a, act.Discard) else a if isinstance(a, str) else action_type(a)
                 for _, _, a in entries]    # a discard as a button declines a win (不胡): Space, as 过
        self.hotkeys = button_hotkeys(kinds, keys)
        if not wordy:   # the key on the button: "碰 P" (set-up steps name theirs in the caption)
            entries = [(with_key(label, key), oid, a) for (label, oid, a), key in zip(entries, self.hotkeys)]
        font = get_font(self.layout.px(16 if wordy else 22), True)
        widths = [max(self.layout.px(78), font.size(label)[0] + self.layout.px(30)) for label, _, _ in entries]
        rects = self.layout.button_rects(len(entries), widths)
        kinds = [t.kind for t in self.human_tiles()]
        for (label, object_id, action), rect in zip(entries, rects):
            if isinstance(action, (str, tuple)):
                tip = None
            else:
                words = setup_label(action, kinds)
                tip = words[2] if words else lang.tr(*CLAIM_TIPS.get(action_type(action), ("", ""))) or None
            button = pygame_gui.elements.UIButton(
                rect, label, self.app.ui, container=self.container, tool_tip_text=tip,
                object_id=pygame_gui.core.ObjectID(class_id="#setup" if wordy else "#claim",
                                                   object_id=object_id))
            if action == "none":
                button.disable()
            self.buttons[button] = action
        self.log_panel.place()

    def exchange_choice(self) -> Optional[ActionBase]:
        """The legal 换三张 action for the tiles picked now, or None."""
        if self.prompt is None or not self.prompt.exchange:
            return None
        kinds_of = {t.id: t.kind for t in self.human_tiles() if t.id is not None and t.kind is not None}
        return pick_choice(self.human_seat, self.picks, self.prompt.actions, kinds_of)

    def _toggle_pick(self, index: int) -> bool:
        tiles = self.human_tiles()
        tile_id = tiles[index].id
        rule = pick_rule(self.prompt.actions) if self.prompt is not None else None
        if tile_id in self.picks:
            self.picks.remove(tile_id)
        elif rule is not None and len(self.picks) < rule.most:
            self.picks.append(tile_id)
        else:
            return False
        self._build_buttons()
        return True

    def raised_indices(self) -> set:
        """The human's tiles shown lifted: 换三张 picks, and the tiles passed on until they go."""
        ids = set(self.picks)
        if self.human_seat is not None and self.model.presenter.pick_pending(self.model):
            ids |= set(self.passed_on)
        return {i for i, t in enumerate(self.human_tiles()) if t.id in ids}

    def _act(self, action: ActionBase) -> None:
        """Send the human's answer; only ever one of session.human_actions()."""
        if self.prompt is None or not is_offered(self.prompt.actions, action):
            return
        self.auto_action = None
        if is_pick(action):
            self.passed_on = tuple(action.tiles)   # raised until they go (the rules move them)
        self.prompt = None
        self.confirm = None
        self.warning = None
        self.picks = []
        self.countdown = self.countdown_total = None
        self.focus_action = None
        self.chow_menu = False
        self.highlight_ids = set()
        self._clear_buttons()
        self.selected = None
        self.session.act(action)
        self._poll()

    # ------------------------------------------------------------------ input
    def human_tiles(self) -> list:
        seat_no = self.human_seat
        if seat_no is None:
            return []
        seat = self.model.seats[seat_no]
        return list(seat.hand) + ([seat.drawn] if seat.drawn is not None else [])

    def tile_index_at(self, pos: tuple[int, int]) -> Optional[int]:
        seat_no = self.human_seat
        if seat_no is None:
            return None
        seat = self.model.seats[seat_no]
        tiles = self.human_tiles()
        placed = self.layout.hand_rects(0, len(tiles), drawn=seat.drawn is not None)
        dx, dy = self.layout.raise_offset(0)
        raised = self.raised_indices() | ({self.selected} if self.selected is not None else set())
        for i, p in enumerate(placed):
            rect = p.rect.union(p.rect.move(dx, dy)) if i in raised else p.rect
            if rect.collidepoint(pos):
                return i
        return None

    def _discard_index(self, index: Optional[int]) -> bool:
        if self.prompt is None or self.prompt.kind != "turn" or index is None:
            return False
        tiles = self.human_tiles()
        if not 0 <= index < len(tiles):
            return False
        action = self.prompt.discards.get(tiles[index].id)
        if action is None:
            return False
        warning = self.model.presenter.discard_warning(self.model, self.human_seat, tiles[index].kind)
        if warning is not None:
            self.ask_first(action, warning)
            return True
        self._act(action)
        return True

    def ask_first(self, action: ActionBase, warning: DiscardWarning) -> None:
        """A discard the rules allow but the variant warns about (天津: a 混 makes one 小相公):
        the warning in the caption's place, the discard only when the player confirms it."""
        self.confirm = action
        self.warning = warning
        self.caption = warning.caption
        self._build_buttons()

    def cancel_confirm(self) -> None:
        """The warned discard was not confirmed: back to choosing a tile."""
        self.confirm = None
        self.warning = None
        self.caption = waiting_caption("turn")
        self._build_buttons()

    def process_event(self, event: pygame.event.Event) -> bool:
        if self.log_panel.process_event(event):
            return True
        if self.teaching.process_event(event):
            self._follow_hint()
            return True
        used = self._table_input(event)
        if not used and self._skips(event):
            return self.skip_ahead() and event.type == pygame.KEYDOWN
        return used

    def _skips(self, event: pygame.event.Event) -> bool:
        """A click on the table (not on a widget) or a plain key: it may skip the reading time."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            widgets = [self.menu_button, self.toggle_button, self.log_panel.button, *self.buttons,
                       *self.teaching.buttons]
            return not any(w is not None and w.visible and w.rect.collidepoint(event.pos) for w in widgets)
        return event.type == pygame.KEYDOWN and event.key not in NO_SKIP_KEYS \
            and not pygame.K_F1 <= event.key <= pygame.K_F15

    def _table_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            action = self.buttons[event.ui_element]
            if action == "chow-menu":
                self.chow_menu = True
                self._build_buttons()
            elif action == "back":
                self.chow_menu = False
                self._build_buttons()
            elif action == "cancel":
                self.cancel_confirm()
            elif isinstance(action, tuple) and action[0] == "confirm":
                self._act(action[1])
            elif action != "none":
                self._act(action)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.toggle_button \
                and self.toggle_button is not None:
            self.toggle_hands()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.menu_button \
                and self.menu_button is not None:
            self.app.open_menu(self)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.tile_index_at(event.pos)
            # Pointing at a claim button frames the hand tiles that action would use.
            self.highlight_ids = set()
            for button, action in self.buttons.items():
                if button.rect.collidepoint(event.pos) and not isinstance(action, str):
                    self.highlight_ids = set(getattr(action, "tiles", ()) or ())
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.tile_index_at(event.pos)
            if index is not None and self.prompt is not None and self.prompt.exchange:
                return self._toggle_pick(index)
            if index is None or self.prompt is None or self.prompt.kind != "turn" or self.confirm is not None:
                return False
            tiles = self.human_tiles()
            self.focus_action = None        # the player chose a tile: Enter is for it now
            if tiles[index].id not in self.prompt.discards:
                self.selected = index       # raised but dimmed; the teaching panel says why
                return False
            if self.selected == index:
                return self._discard_index(index)
            self.selected = index
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _key(self, key: int) -> bool:
        if self.prompt is None:
            return False
        if self.confirm is not None:
            if key == pygame.K_ESCAPE:
                self.cancel_confirm()
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._act(self.confirm)
                return True
            return False
        if self.prompt.exchange and self._exchange_key(key):
            return True
        focused = self.focused_button()
        # Enter presses the button the hint named; Space too, unless a button shows Space (过).
        if focused is not None and (key in (pygame.K_RETURN, pygame.K_KP_ENTER) or
                                    (key == pygame.K_SPACE and hotkey_index(key, self.hotkeys) is None)):
            return self.process_event(press_event(focused))
        index = hotkey_index(key, self.hotkeys)
        if index is not None and index < len(self.buttons):
            # The same as clicking the button (its letter or its number in the row).
            return self.process_event(press_event(list(self.buttons)[index]))
        if self.prompt.kind == "turn":
            n = len(self.human_tiles())
            if n == 0:
                return False
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = -1 if key == pygame.K_LEFT else 1
                start = self.selected if self.selected is not None else (n - 1 if step > 0 else 0)
                self.selected = (start + step) % n
                self.focus_action = None
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.selected is None:   # never nothing: say how to choose
                    self.teaching.show_toast(Bi("先选一张要打的牌：←/→ 或点一下", "choose a tile to discard first: "
                                                "←/→ or click it"))
                    return True
                return self._discard_index(self.selected)
        if key == pygame.K_ESCAPE and self.prompt.pass_action is not None:
            self._act(self.prompt.pass_action)
            return True
        return False

    def _exchange_key(self, key: int) -> bool:
        """换三张 without the mouse: ←/→ move a cursor over the hand, Space picks or puts back
        the tile under it, Enter passes the three when they are a legal pick."""
        n = len(self.human_tiles())
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
            step = -1 if key == pygame.K_LEFT else 1
            start = self.hover if self.hover is not None else (n - 1 if step > 0 else 0)
            self.hover = (start + step) % n
            self.highlight_ids = {self.human_tiles()[self.hover].id}   # framed: the cursor
            return True
        if key == pygame.K_SPACE and self.hover is not None and self.hover < n:
            return self._toggle_pick(self.hover)
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            chosen = self.exchange_choice()
            if chosen is not None:
                self._act(chosen)
            return True
        return False

    # ------------------------------------------------------------------ the hint as the selection
    def _follow_hint(self) -> None:
        """After F1 the hinted move is what Enter/Space does: its tile becomes the selection,
        a 换三张 hint picks its three tiles, any other hint focuses its button."""
        hint = self.teaching.ready_hint()     # never waits: a hint still worked out is followed when it comes
        if hint is None or hint is self.followed_hint or self.prompt is None:
            return
        self.followed_hint = hint
        action = hint.action
        if isinstance(action, act.Discard):
            index = next((i for i, t in enumerate(self.human_tiles()) if t.id == action.tile), None)
            if index is not None and self.prompt.kind == "turn":
                self.selected, self.focus_action = index, None
            return
        if is_pick(action) and self.prompt.exchange:
            self.picks = list(action.tiles)
            self._build_buttons()
        self.focus_action = action

    def focused_button(self) -> Optional[pygame_gui.elements.UIButton]:
        """The button Enter/Space presses now: the hinted action's (吃… while its chow waits in
        the closed chow menu), or None."""
        if self.focus_action is None:
            return None
        for button, action in self.buttons.items():
            if action == self.focus_action:
                return button
        if isinstance(self.focus_action, act.Chow) and not self.chow_menu:
            return next((b for b, a in self.buttons.items() if a == "chow-menu"), None)
        return None

    # ------------------------------------------------------------------ hand end
    def _open_settlement(self) -> None:
        self.settlement_open = True
        self.hands_played += 1
        self.app.push("settlement", self)

    def settlement_closed(self) -> None:
        """The settlement sheet's 'next' was pressed (or the demo timer ran out)."""
        self.settlement_open = False
        match_over = bool(getattr(self.session, "match_over", False))
        if self.hands_to_play is not None and self.hands_played >= self.hands_to_play:
            self.finished = True
            if self.demo:
                self.app.quit()
                return
            match_over = True
        if match_over:
            self.app.replace("standings", self.model, self.session, self.settings)
            return
        self.session.next_hand()
        self.hand_done = False
        self._poll()

    # ------------------------------------------------------------------ draw
    def hidden_keys(self) -> set:
        return {s.hides for s in self.sprites if s.hides is not None}

    def draw(self, surface: pygame.Surface) -> None:
        layout, model, view = self.layout, self.model, self.view
        hidden = self.hidden_keys()
        surface.blit(view.felt(surface.get_size(), layout), (0, 0))
        show_all = bool(self.settings.show_hands)
        view.marks = model.presenter.marked_kinds(model)
        view.draw_centre(surface, model, layout, hidden, show_seat_tiles=True)
        view.draw_walls(surface, model, layout, self.visual, hidden)
        view.draw_rivers(surface, model, layout, hidden, self.clock)
        view.draw_melds(surface, model, layout, hidden, show_all)
        view.draw_flowers(surface, model, layout, hidden)
        legal = set(self.prompt.discards) if self.prompt is not None and self.prompt.kind == "turn" else None
        view.draw_hands(surface, model, layout, hidden, show_all, self.selected, self.hover, legal,
                        self.highlight_ids, now=self.clock, raised=self.raised_indices(),
                        faces=self.peek if self.settings.human is not None else None)
        self._draw_declare_tags(surface)
        view.draw_plates(surface, model, layout, hidden, model.turn if model.phase == "play" else None)
        view.draw_sprites(surface, self.sprites, layout, self.clock)
        right = self.caption_right()
        if self.confirm is None:
            view.draw_caption(surface, layout, self.caption.zh, self.caption.en,
                              right=right - layout.px(8) if right is not None else None)
        if self.countdown is not None and self.prompt is not None:
            self._draw_countdown(surface)
        if self.confirm is not None:
            self._draw_confirm(surface, right)
        focused = self.focused_button()
        if focused is not None:
            pygame.draw.rect(surface, FOCUS, focused.rect.inflate(6, 6), 3, border_radius=8)
        self.log_panel.draw(surface)
        self.teaching.draw(surface)

    def _draw_declare_tags(self, surface: pygame.Surface) -> None:
        """On a turn with a declaration (报听), a small tag over each tile whose discard may
        declare it, so the player sees which tiles leave the hand ready."""
        prompt = self.prompt
        if prompt is None or prompt.kind != "turn" or not prompt.declares or self.human_seat is None:
            return
        layout = self.layout
        seat = self.model.seats[self.human_seat]
        tiles = self.human_tiles()
        placed = layout.hand_rects(0, len(tiles), drawn=seat.drawn is not None)
        zh, en = declarations()[type(next(iter(prompt.declares.values())))].words
        text = lang.short(zh[-1], en[0])
        raised = self.raised_indices() | ({self.selected} if self.selected is not None else set())
        dx, dy = layout.raise_offset(0)
        for i, (t, p) in enumerate(zip(tiles, placed)):
            if t.id not in prompt.declares:
                continue
            rect = p.rect.move(dx, dy) if i in raised else p.rect
            tag = pygame.Rect(0, 0, layout.px(20), layout.px(16))
            tag.center = (rect.centerx, rect.top + layout.px(2))
            pygame.draw.rect(surface, FOCUS, tag, border_radius=layout.px(4))
            self.view.label(surface, text, layout.px(12), (40, 24, 0), center=tag.center, bold=True)

    def caption_right(self) -> Optional[int]:
        """Where the caption must end: before the answer buttons and the log's button (a long
        caption wraps instead)."""
        log_button = self.log_panel.button
        lefts = [b.rect.left for b in self.buttons] + ([log_button.rect.left] if log_button is not None else [])
        return min(lefts, default=None)

    def _draw_confirm(self, surface: pygame.Surface, right: Optional[int]) -> None:
        """The 混 discard warning: a red-framed note in the caption's place, beside its buttons."""
        layout = self.layout
        rect = layout.caption_rect().inflate(0, layout.px(12)).move(0, -layout.px(6))
        if right is not None:
            rect.width = min(rect.width, right - layout.px(8) - rect.left)
        surface.blit(self.view.overlay(rect.size, (48, 12, 12, 250), layout.px(10)), rect)
        pygame.draw.rect(surface, (220, 70, 50), rect, max(2, layout.px(2)), border_radius=layout.px(10))
        width = rect.w - layout.px(24)
        shown = lang.lines(self.caption.zh, self.caption.en) + [""]
        zh = fit_text(self.view.text, shown[0], layout.px(16), (255, 220, 120), width, bold=True)
        en = fit_text(self.view.text, shown[1], layout.px(12), (235, 225, 210), width)
        surface.blit(zh, (rect.left + layout.px(12), rect.top + layout.px(6)))
        surface.blit(en, (rect.left + layout.px(12), rect.top + layout.px(30)))

    def _draw_countdown(self, surface: pygame.Surface) -> None:
        """The claim's time limit; stopped (grey) while the player chooses among several chows."""
        rect = self.layout.countdown_rect()
        total = max(0.001, self.countdown_total or 0.0)
        frac = max(0.0, min(1.0, self.countdown / total))
        pygame.draw.rect(surface, (30, 40, 34), rect, border_radius=rect.h // 2)
        bar = rect.copy()
        bar.w = max(1, int(rect.w * frac))
        colour = (150, 160, 150) if self.chow_menu else (230, 190, 60) if frac > 0.3 else (220, 70, 50)
        pygame.draw.rect(surface, colour, bar, border_radius=rect.h // 2)
        text = f"{max(0, int(self.countdown + 0.99))}s"
        if self.chow_menu:
            text = lang.tr("暂停", "paused") + " " + text
        self.view.label(surface, text, self.layout.px(12), (20, 20, 20), center=rect.center, bold=True)
