"""The human's prompt at the table, without pygame: legal actions in, typed button commands out.

`PromptController` holds what the player is answering (the `Prompt` of `session.human_actions()`),
the tile selected to discard, the tiles picked for a set-up step (换三张), a discard waiting for
the player's yes (天津 混), the claim's countdown and the one action that plays itself (报听).
It words and orders the buttons (`entries`), maps a hotkey to its button's `Command`, and says
which action a press sends. It never decides what is legal: every action it sends is one the
session offered. The table scene (scenes/table.py) turns its entries into pygame_gui buttons
and sends what it returns; tests drive it without a display (tests/client/test_prompt_controller.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple, Optional, Union

from game.client.display import lang
from game.client.presenting.caption_kit import Caption, tile_names
from game.client.presenting.captions import waiting_caption
from game.client.presenting.model import TableModel
from game.client.presenting.plan_kit import motion
from game.client.presenting.table_state import TableTile
from game.client.scenes.table_parts.auto_answer import Comfort, auto_answer, still_wanted, untimed_claim
from game.client.scenes.table_parts.input_keys import Hotkey, button_hotkeys, claim_of_key, hotkey_index, setup_key_help, with_key
from game.client.scenes.table_parts.prompts import (
    CHOW_MENU_CAPTION,
    CLAIM_IDS,
    CLAIM_LABELS,
    CLAIM_LABELS_EN,
    CLAIM_ORDER,
    CLAIM_TIPS,
    Prompt,
    action_label,
)
from game.client.scenes.table_parts.setup_prompts import action_type, is_pick, pick_choice, pick_rule, setup_caption, setup_label
from rules import actions as act
from rules.actions import ActionBase
from rules.engine import is_offered
from rules.tiles import Tile

from ...variants import declarations
from ...variants.base import DiscardWarning

AUTO_PLAY_PAUSE = 0.9     # seconds an action that plays itself (报听's discard) is shown first
AUTO_PLAY_LEAST = 0.25    # ... at least, even at the fast pace: the player sees it happen


class UiCommand(StrEnum):
    """A button of the table's own that sends nothing by itself."""

    CHOW_MENU = "chow-menu"   # 吃…: open the menu of several chows
    BACK = "back"             # ... and close it again
    CANCEL = "cancel"         # the warned discard is not made
    NONE = "none"             # a greyed button that only shows what is missing (a pick, a tile)


@dataclass(frozen=True)
class Confirm:
    """The button that makes a warned discard anyway (天津: discarding a 混)."""

    action: ActionBase


# What a table button does: send one of the session's actions, confirm a warned one, or a UI step.
Command = Union[ActionBase, UiCommand, Confirm]


class ButtonEntry(NamedTuple):
    """One button of the answer row: its label, its theme object id and its command."""

    label: str
    theme: str
    command: Command


@dataclass(frozen=True)
class Reply:
    """What pressing a command asks of the table: an action to send, a caption, new buttons."""

    send: Optional[ActionBase] = None
    caption: Optional[Caption] = None
    rebuild: bool = False


class PromptController:
    """The state and the choices of the human's prompt (see the module's docstring)."""

    def __init__(self, model: TableModel, comfort: Optional[Comfort] = None) -> None:
        self.model = model
        self.comfort = comfort if comfort is not None else Comfort()   # keys, auto-win, auto-pass
        self.prompt: Optional[Prompt] = None
        self.selected: Optional[int] = None        # index of the human's tile raised to discard
        self.picks: list[int] = []                 # 换三张: tile ids the human has clicked
        self.passed_on: tuple[int, ...] = ()       # ... and those he passed on, raised until they go
        self.confirm: Optional[ActionBase] = None  # a discard waiting for the human's yes (天津 混)
        self.warning: Optional[DiscardWarning] = None
        self.auto_action: Optional[ActionBase] = None   # the one action that plays itself (报听)
        self.auto_left = 0.0                       # ... seconds before it is sent
        self.auto_by_comfort = False               # ... chosen by auto-win / auto-pass (not the rules)
        self.declare_for: Optional[int] = None     # the selected tile the declaration button is for
        self.asked: Optional[Caption] = None       # the open prompt's own caption (the chow menu's Back)
        self.chow_menu = False
        self.countdown: Optional[float] = None     # seconds left of a timed claim (None: it waits)
        self.countdown_total: Optional[float] = None
        self.focus_action: Optional[ActionBase] = None   # the button Enter/Space presses (after F1)
        self.hotkeys: list[Hotkey] = []            # the keys of the row last laid out

    # ------------------------------------------------------------------ the hand
    @property
    def human_seat(self) -> Optional[int]:
        """The human's seat at the table (None when four bots play)."""
        return self.model.human_seat

    def _seat(self) -> int:
        seat = self.model.human_seat
        assert seat is not None, "a prompt is only ever the human's"
        return seat

    def human_tiles(self) -> list[TableTile]:
        """The human's concealed tiles in the order drawn on screen (the drawn tile last)."""
        seat_no = self.model.human_seat
        if seat_no is None:
            return []
        seat = self.model.seats[seat_no]
        return list(seat.hand) + ([seat.drawn] if seat.drawn is not None else [])

    def selected_id(self) -> Optional[int]:
        """The id of the tile selected now, or None."""
        tiles = self.human_tiles()
        return tiles[self.selected].id if self.selected is not None and 0 <= self.selected < len(tiles) else None

    def _tile_kind(self, tile_id: Optional[int]) -> Optional[Tile]:
        for t in self.human_tiles():
            if t.id == tile_id:
                return t.kind
        return None

    def hand_started(self) -> None:
        """A new hand: no selection, no picks, nothing passed on."""
        self.selected = None
        self.picks = []
        self.passed_on = ()

    # ------------------------------------------------------------------ opening and closing
    def open(self, actions: list[ActionBase], pace: str, claim_limit: Optional[float]) -> Optional[Caption]:
        """Ask the human these actions (the session's own); the caption that asks, or None
        when there is nothing to ask. `claim_limit`: seconds a claim waits, None: no limit."""
        if not actions:
            return None
        prompt = self.prompt = Prompt(actions)
        self.chow_menu = False
        self.confirm = None
        self.picks = []
        presenter, seat = self.model.presenter, self._seat()
        caption = presenter.prompt_caption(self.model, seat, actions) \
            or (setup_caption(actions) if prompt.kind == "setup" else None) \
            or waiting_caption(prompt.kind)
        if prompt.kind == "setup":
            rule = pick_rule(actions)
            zh, en = rule.key_help() if rule is not None else setup_key_help(len(prompt.others), False)
            caption = Caption(caption.zh + zh, caption.en + en)
        # The rules leave one action that plays itself (报听: the drawn tile goes): shown, then sent.
        auto = presenter.auto_play(self.model, seat, actions) if len(actions) == 1 else None
        self.auto_action, self.auto_by_comfort = (actions[0] if auto is not None else None), False
        self.auto_left = max(motion(AUTO_PLAY_PAUSE, pace), AUTO_PLAY_LEAST) if auto else 0.0
        if auto is not None:
            caption = auto
        elif (answer := auto_answer(prompt, self.comfort)) is not None:   # auto-win / auto-pass: shown, then sent
            (self.auto_action, caption), self.auto_by_comfort = answer, True
            self.auto_left = max(motion(AUTO_PLAY_PAUSE, pace), AUTO_PLAY_LEAST)
        self.focus_action = None
        self.countdown = self.countdown_total = claim_limit if prompt.pass_action is not None else None
        if prompt.kind == "claim" and prompt.pass_action is not None and self.countdown is None \
                and self.auto_action is None and presenter.prompt_caption(self.model, seat, actions) is None:
            caption = untimed_claim(self.comfort)
        if prompt.kind == "turn":
            hand = self.model.seats[seat]
            if hand.drawn is not None:
                # The drawn tile is preselected, even one that may not go yet (四川: the void
                # suit first): Enter then says why instead of doing nothing.
                self.selected = len(hand.hand)
            elif self.selected is None or self.selected >= hand.concealed_count():
                self.selected = None
        self.asked = caption
        return caption

    def offered(self, action: ActionBase) -> bool:
        """`action` answers the open prompt (one of the actions the session offered)."""
        return self.prompt is not None and is_offered(self.prompt.actions, action)

    def sent(self, action: ActionBase) -> None:
        """`action` went to the session: the prompt is over."""
        self.auto_action = None
        if is_pick(action):
            tiles = getattr(action, "tiles", ())
            self.passed_on = tuple(tiles)   # raised until they go (the rules move them)
        self.prompt = None
        self.confirm = None
        self.warning = None
        self.picks = []
        self.countdown = self.countdown_total = None
        self.focus_action = None
        self.chow_menu = False
        self.selected = None

    def limit_changed(self, limit: Optional[float]) -> Optional[Caption]:
        """The claim time limit changed (the player's settings): it holds for an open claim too;
        the claim's new caption, or None."""
        if self.prompt is None or self.prompt.pass_action is None:
            return None
        self.countdown = self.countdown_total = limit
        if self.prompt.kind != "claim":
            return None
        return waiting_caption("claim") if self.countdown is not None else untimed_claim(self.comfort)

    def comfort_changed(self, comfort: Comfort) -> bool:
        """The player changed his keys or toggles (the settings, mid-match): an answer waiting
        to give itself that is no longer wanted waits for the player. True when the open prompt
        must be asked again (such an answer was stopped, or its buttons' keys changed)."""
        keys, self.comfort, action = self.comfort.keymap, comfort, self.auto_action
        stop = action is not None and self.prompt is not None and self.auto_by_comfort and not still_wanted(action, comfort)
        self.auto_action = None if stop else action
        return self.prompt is not None and (stop or keys != comfort.keymap)

    # ------------------------------------------------------------------ time
    def tick_countdown(self, dt: float) -> Optional[ActionBase]:
        """Run the claim's clock; the pass to send when it ran out, else None."""
        if self.prompt is None or self.countdown is None or self.chow_menu:
            return None     # no limit; or the player is choosing among several chows: the clock stops
        self.countdown -= dt
        if self.countdown <= 0 and self.prompt.pass_action is not None:
            return self.prompt.pass_action
        return None

    def declaration_stale(self) -> bool:
        """The declaration button (报听) is for another tile than the one selected now."""
        return self.prompt is not None and bool(self.prompt.declares) and self.selected_id() != self.declare_for

    def tick_auto(self, dt: float, still: bool) -> Optional[ActionBase]:
        """Run the pause of the action that plays itself (only while the table is `still`);
        the action to send when it is over, else None."""
        if self.auto_action is None or self.prompt is None or not still:
            return None
        self.auto_left -= dt
        return self.auto_action if self.auto_left <= 0 else None

    # ------------------------------------------------------------------ the buttons
    def entries(self) -> list[ButtonEntry]:
        """The buttons shown now, in their order (labels without their keys)."""
        prompt = self.prompt
        if prompt is None:
            return []
        if self.confirm is not None and self.warning is not None:
            return [ButtonEntry(lang.tr(*self.warning.confirm), "#claim_kong", Confirm(self.confirm)),
                    ButtonEntry(lang.tr("取消", "Cancel"), "#claim_pass", UiCommand.CANCEL)]
        if prompt.exchange:
            chosen = self.exchange_choice()
            rule = pick_rule(prompt.actions)
            if rule is None:
                return []
            label, object_id = rule.button(len(self.picks), chosen)
            return [ButtonEntry(label, object_id, chosen if chosen is not None else UiCommand.NONE)]
        if prompt.kind == "setup":
            kinds = [t.kind for t in self.human_tiles()]
            out = []
            for a in prompt.others:
                words = setup_label(a, kinds)
                label, object_id = (words[0], words[1]) if words else (action_label(a), "#claim_pass")
                out.append(ButtonEntry(label, object_id, a))
            return out
        others = sorted(prompt.others, key=lambda a: CLAIM_ORDER.get(action_type(a), 5))
        chows = [a for a in others if isinstance(a, act.Chow)]
        if self.chow_menu:
            out = [ButtonEntry(self._chow_label(a), "#claim_chow", a) for a in chows]
            out.append(ButtonEntry(lang.short("返回", "Back"), "#claim_pass", UiCommand.BACK))
            return out
        out = self._declare_entries()
        seat = self._seat()
        decline = self.model.presenter.decline(self.model, seat, prompt.actions) if prompt.kind == "turn" else None
        if decline is not None:      # 报听 and a winning drawn tile: 不胡 discards it
            others = others + [decline]
        for a in others:
            kind = action_type(a)
            if isinstance(a, act.Chow):
                if len(chows) > 1:
                    if a is chows[0]:
                        out.append(ButtonEntry(lang.short("吃…", "Chow…"), "#claim_chow", UiCommand.CHOW_MENU))
                    continue
                out.append(ButtonEntry(lang.short("吃", "Chow"), "#claim_chow", a))
                continue
            if a is decline:
                out.append(ButtonEntry(lang.short("不胡", "Don't win"), "#claim_pass", a))
                continue
            label = lang.short(CLAIM_LABELS[kind], CLAIM_LABELS_EN[kind]) if kind in CLAIM_LABELS else action_label(a)
            own_words = self.model.presenter.action_words(self.model, seat, a)
            if own_words is not None:
                label = lang.short(*own_words)
            if isinstance(a, (act.ConcealedKong, act.AddedKong)):
                label += " " + self._kind_of_action(a)
            out.append(ButtonEntry(label, CLAIM_IDS.get(kind, "#claim_pass"), a))
        return out

    def _declare_entries(self) -> list[ButtonEntry]:
        """The declaration button of a turn (报听): for the selected tile when it may go so, else
        greyed with the hint to pick one of the marked tiles."""
        prompt = self.prompt
        if prompt is None or prompt.kind != "turn" or not prompt.declares:
            return []
        self.declare_for = self.selected_id()
        action = prompt.declares.get(self.declare_for) if self.declare_for is not None else None
        example = next(iter(prompt.declares.values()))
        declaration = declarations()[type(example)]
        (zh, en), object_id = declaration.words, declaration.theme
        if action is None:
            return [ButtonEntry(lang.short(zh, en), "#claim_pass", UiCommand.NONE)]
        kind = self._tile_kind(self.declare_for)    # the tile the declaring discard lets go
        name = (kind.name_zh, kind.name_en) if kind is not None else ("", "")
        return [ButtonEntry(lang.short(f"{zh}·打{name[0]}", f"{en}: {name[1]}"), object_id, action)]

    def _kind_of_action(self, a: act.ConcealedKong | act.AddedKong) -> str:
        if isinstance(a, act.ConcealedKong):
            return lang.short(a.kind.name_zh, a.kind.name_en)
        tile = self._tile_kind(a.tile)
        return lang.short(tile.name_zh, tile.name_en) if tile is not None else ""

    def _chow_label(self, a: act.Chow) -> str:
        found = [self._tile_kind(t) for t in a.tiles]
        last = self.model.last_discard
        if last is not None:
            seat_no, i = last
            found.append(self.model.seats[seat_no].river[i].kind)
        kinds = sorted(k for k in found if k is not None)
        if not kinds:
            return lang.short("吃", "Chow")
        # 678筒: the run in digits and the suit in Chinese, as players say it.
        run = "".join(str(k.rank) for k in kinds)
        # the menu asks "Which chow?": the English names the run alone (three chows crowded the caption)
        return lang.short("吃" + run + kinds[0].name_zh[-1], f"{run} {kinds[0].name_en.split()[-1]}")

    @property
    def wordy(self) -> bool:
        """Set-up steps and the 混 warning have longer (Chinese + English) labels: a smaller font,
        and their keys are named in the caption rather than on the buttons."""
        return self.prompt is not None and (self.prompt.kind == "setup" or self.confirm is not None)

    def lay_out(self) -> list[ButtonEntry]:
        """The row to show now, each label with its key ("碰 P") unless the row is wordy; the
        row's hotkeys are kept for `command_for_key`."""
        entries = self.entries()
        self.hotkeys = button_hotkeys([command_kind(e.command) for e in entries], declaration_keys(entries),
                                      self.comfort.keymap)
        if self.wordy:   # set-up steps name their keys in the caption
            return entries
        return [e._replace(label=with_key(e.label, key)) for e, key in zip(entries, self.hotkeys)]

    def hotkey_at(self, key: int) -> Optional[int]:
        """The index in the row laid out last of the button a key press means, or None."""
        return hotkey_index(key, self.hotkeys)

    def claim_of_key(self, key: int) -> Optional[str]:
        """The claim ("win", "pung", "chow", "kong") a key stands for under the player's keys, or None."""
        return claim_of_key(key, self.comfort.keymap)

    def command_for_key(self, key: int, row: list[ButtonEntry]) -> Optional[Command]:
        """The command of `row`'s button that a key press means, or None."""
        index = self.hotkey_at(key)
        return row[index].command if index is not None and index < len(row) else None

    def tooltip(self, command: Command) -> Optional[str]:
        """A button's tooltip: a set-up step's words or the claim's tip (none for the UI's own)."""
        if not isinstance(command, ActionBase):
            return None
        words = setup_label(command, [t.kind for t in self.human_tiles()])
        if words:
            return words[2]
        kind = action_type(command)
        if kind == "chow" and len(self.model.seats) == 2:     # two players: the one opponent's tile
            return lang.tr("吃：用对家的牌凑顺子", "Chow: a run with your opponent's tile")
        return lang.tr(*CLAIM_TIPS.get(kind, ("", ""))) or None

    def focused_command(self, row: list[Command]) -> Optional[Command]:
        """The command Enter/Space presses now: the hinted action's (吃… while its chow waits in
        the closed chow menu), or None."""
        if self.focus_action is None:
            return None
        for command in row:
            if command == self.focus_action:
                return command
        if isinstance(self.focus_action, act.Chow) and not self.chow_menu and UiCommand.CHOW_MENU in row:
            return UiCommand.CHOW_MENU
        return None

    def press(self, command: Command) -> Reply:
        """A button was pressed: what the table does (the chow menu opens or closes, a warned
        discard is cancelled or made, an action goes)."""
        if command in (UiCommand.CHOW_MENU, UiCommand.BACK):   # the menu says what it asks; Back, the claim's words
            self.chow_menu = command is UiCommand.CHOW_MENU
            return Reply(caption=CHOW_MENU_CAPTION if self.chow_menu else self.asked, rebuild=True)
        if command is UiCommand.CANCEL:
            return Reply(caption=self.cancel_confirm(), rebuild=True)
        if isinstance(command, Confirm):
            return Reply(send=command.action)
        if isinstance(command, UiCommand):   # NONE: a greyed button
            return Reply()
        return Reply(send=command)

    # ------------------------------------------------------------------ picks, discards, confirm
    def exchange_choice(self) -> Optional[ActionBase]:
        """The legal 换三张 action for the tiles picked now, or None."""
        if self.prompt is None or not self.prompt.exchange:
            return None
        kinds_of = {t.id: t.kind for t in self.human_tiles() if t.id is not None and t.kind is not None}
        return pick_choice(self._seat(), self.picks, self.prompt.actions, kinds_of)

    def toggle_pick(self, index: int) -> bool:
        """Pick the hand's tile at `index`, or put it back; False when nothing changed (the pick
        is full)."""
        tile_id = self.human_tiles()[index].id
        rule = pick_rule(self.prompt.actions) if self.prompt is not None else None
        if tile_id in self.picks:
            self.picks.remove(tile_id)
        elif rule is not None and len(self.picks) < rule.most and tile_id is not None:
            self.picks.append(tile_id)
        else:
            return False
        return True

    def pick_words(self, changed: bool) -> Optional[tuple[str, str]]:
        """What a click on the pick is told: why it took no tile (the pick is full), or why the
        full pick makes no legal step (四川: three of one suit); None when all is well."""
        rule = pick_rule(self.prompt.actions) if self.prompt is not None else None
        if rule is None or self.prompt is None:
            return None
        kinds_of = {t.id: t.kind for t in self.human_tiles() if t.id is not None and t.kind is not None}
        picks = [a for a in self.prompt.actions if is_pick(a)]
        return rule.unfit_now(self._seat(), self.picks, picks, kinds_of) if changed else rule.full()

    def raised_indices(self) -> set[int]:
        """The human's tiles shown lifted: 换三张 picks, and the tiles passed on until they go."""
        ids = set(self.picks)
        if self.model.human_seat is not None and self.model.presenter.pick_pending(self.model):
            ids |= set(self.passed_on)
        return {i for i, t in enumerate(self.human_tiles()) if t.id in ids}

    def discard_at(self, index: Optional[int]) -> Optional[tuple[ActionBase, Optional[DiscardWarning]]]:
        """The discard of the hand's tile at `index` and the variant's warning about it (None:
        discard at once); None when that tile may not go now."""
        if self.prompt is None or self.prompt.kind != "turn" or index is None:
            return None
        tiles = self.human_tiles()
        if not 0 <= index < len(tiles):
            return None
        tile_id = tiles[index].id
        action = self.prompt.discards.get(tile_id) if tile_id is not None else None
        if action is None:
            return None
        warning = self.model.presenter.discard_warning(self.model, self._seat(), tiles[index].kind)
        if warning is None and any(isinstance(a, act.Win) for a in self.prompt.others):
            warning = passing_up_win(tiles[index].kind)      # a stray Enter must not throw a self-drawn win away
        return action, warning

    def ask_first(self, action: ActionBase, warning: DiscardWarning) -> Caption:
        """Hold a discard the variant warns about until the player confirms it; the warning's caption."""
        self.confirm = action
        self.warning = warning
        return warning.caption

    def cancel_confirm(self) -> Caption:
        """The warned discard was not confirmed: back to choosing a tile; the turn's caption."""
        self.confirm = None
        self.warning = None
        return waiting_caption("turn")

    def follow(self, action: ActionBase) -> bool:
        """Make a hinted action what one Enter/Space plays (`follow_hint`); True when the
        buttons change."""
        return follow_hint(self, action)

    def index_of(self, tile_id: int) -> Optional[int]:
        """The index of the human's tile `tile_id` in the hand as drawn, or None."""
        return next((i for i, t in enumerate(self.human_tiles()) if t.id == tile_id), None)


def passing_up_win(kind: Optional[Tile]) -> DiscardWarning:
    """Asked before a discard while 胡 is offered: the win goes if the tile is thrown."""
    zh, en = tile_names(kind)
    return DiscardWarning(Caption(f"你可以和牌！确定打出{zh}、不和吗？（按 Esc 返回，再点「胡」）",
                                  f"You can win! Discard {en} and pass up the win? (Esc to go back and win)"),
                          ("打出，不和", "Discard, no win"))


def follow_hint(c: PromptController, action: ActionBase) -> bool:
    """Make a hinted action what one Enter/Space plays: a discard's tile becomes the selection;
    a declaring discard (报听) selects its tile and focuses its button; a chow among several opens
    the chow menu with that chow focused; a pick's tiles are picked; any other action's button is
    focused. An action the prompt did not offer is ignored. True when the buttons change."""
    prompt = c.prompt
    if prompt is None or not c.offered(action):
        return False
    if isinstance(action, act.Discard):
        index = c.index_of(action.tile)
        if index is not None and prompt.kind == "turn":
            c.selected, c.focus_action = index, None
        return False
    rebuild = False
    declared = getattr(action, "tile", None)
    if prompt.kind == "turn" and isinstance(declared, int) and prompt.declares.get(declared) == action:
        index = c.index_of(declared)    # the declaration's button is for the selected tile
        if index is not None:
            c.selected = index
            rebuild = True
    if isinstance(action, act.Chow) and sum(isinstance(a, act.Chow) for a in prompt.others) > 1:
        rebuild = rebuild or not c.chow_menu     # the hinted chow: a button of the open menu
        c.chow_menu = True
    if is_pick(action) and prompt.exchange:
        c.picks = list(getattr(action, "tiles", ()))
        rebuild = True
    c.focus_action = action
    return rebuild


def command_kind(command: Command) -> str:
    """The kind that gives a button its hotkey: an action's TYPE, the UI command's name; a
    discard as a button declines a win (不胡): Space, as 过."""
    if isinstance(command, act.Discard):
        return "pass"
    if isinstance(command, UiCommand):
        return command.value
    if isinstance(command, Confirm):
        return "confirm"
    return action_type(command)


def declaration_keys(entries: list[ButtonEntry]) -> dict[str, tuple[int, str]]:
    """The hotkeys of the row's declaring discards (报听 R), by action TYPE."""
    declaring = declarations()
    return {action_type(e.command): declaring[type(e.command)].key for e in entries
            if isinstance(e.command, ActionBase) and type(e.command) in declaring}
