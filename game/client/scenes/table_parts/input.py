"""The table's input: mouse and keys turned into the prompt controller's commands.

A click raises a tile, a second click discards it; ←/→ move the selection (or the 换三张
cursor), Enter/Space discard or press the hinted button; a button's letter or number presses it
(game/client/scenes/table_parts/input_keys.py); Esc passes. What a press does is the prompt controller's
(table_parts/prompt_controller.py); this module only knows where the pointer is and which key went
down. A click on the table or a plain key during the set-up ceremony skips its reading time.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame
import pygame_gui

from game.client.scenes.table_parts.input_keys import press_event
from game.teaching.i18n import Bi

if TYPE_CHECKING:   # the scene that wires the pieces, as they see it (owner.py)
    from .owner import TableOwner

# Keys that never skip the set-up ceremony's reading time (they have jobs of their own).
NO_SKIP_KEYS = {pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCK}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class TableInput:
    """Routes the table's pygame events (the module's docstring)."""

    def __init__(self, scene: "TableOwner") -> None:
        self.scene = scene

    def process_event(self, event: pygame.event.Event) -> bool:
        """Handle one event; True when it was used."""
        scene = self.scene
        if scene.rules_card.process_event(event):
            return True
        if scene.log_panel.process_event(event):
            return True
        if scene.teaching.process_event(event):
            scene.follow_hint()
            return True
        used = self.table_event(event)
        if not used and self.skips(event):
            return scene.skip_ahead() and event.type == pygame.KEYDOWN
        return used

    def skips(self, event: pygame.event.Event) -> bool:
        """A click on the table (not on a widget) or a plain key: it may skip the reading time."""
        scene = self.scene
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            widgets = [scene.menu_button, scene.toggle_button, scene.log_panel.button, *scene.buttons,
                       *scene.teaching.buttons]
            return not any(w is not None and w.visible and w.rect.collidepoint(event.pos) for w in widgets)
        return event.type == pygame.KEYDOWN and event.key not in NO_SKIP_KEYS \
            and not pygame.K_F1 <= event.key <= pygame.K_F15

    def table_event(self, event: pygame.event.Event) -> bool:
        """The table's own buttons, the pointer over the hand, and keys."""
        scene = self.scene
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in scene.buttons:
            scene.press(scene.buttons[event.ui_element])
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is scene.toggle_button \
                and scene.toggle_button is not None:
            scene.toggle_hands()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is scene.menu_button \
                and scene.menu_button is not None:
            scene.open_menu()
            return True
        if event.type == pygame.MOUSEMOTION:
            scene.hover = scene.tile_index_at(event.pos)
            # Pointing at a claim button frames the hand tiles that action would use.
            scene.highlight_ids = set()
            for button, command in scene.buttons.items():
                if button.rect.collidepoint(event.pos) and not isinstance(command, str):
                    scene.highlight_ids = set(getattr(command, "tiles", ()) or ())
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(scene.tile_index_at(event.pos))
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def tile_index_at(self, pos: tuple[int, int]) -> Optional[int]:
        """The index of the human's tile under `pos` (a raised tile reaches up to where it is
        drawn), or None."""
        scene = self.scene
        seat_no = scene.human_seat
        if seat_no is None:
            return None
        seat = scene.model.seats[seat_no]
        tiles = scene.human_tiles()
        placed = scene.layout.hand_rects(0, len(tiles), drawn=seat.drawn is not None)
        dx, dy = scene.layout.raise_offset(0)
        raised = scene.raised_indices() | ({scene.selected} if scene.selected is not None else set())
        for i, p in enumerate(placed):
            rect = p.rect.union(p.rect.move(dx, dy)) if i in raised else p.rect
            if rect.collidepoint(pos):
                return i
        return None

    def click(self, index: Optional[int]) -> bool:
        """A click on the hand's tile at `index` (None: not on a tile)."""
        scene, prompts = self.scene, self.scene.prompts
        prompt = prompts.prompt
        if index is not None and prompt is not None and prompt.exchange:
            return scene.toggle_pick(index)
        if index is None or prompt is None or prompt.kind != "turn" or prompts.confirm is not None:
            return False
        tiles = scene.human_tiles()
        prompts.focus_action = None        # the player chose a tile: Enter is for it now
        if tiles[index].id not in prompt.discards:
            prompts.selected = index       # raised but dimmed; the teaching panel says why
            return False
        if prompts.selected == index:
            return scene.discard_index(index)
        prompts.selected = index
        return True

    def key(self, key: int) -> bool:
        """A key while the human is asked something."""
        scene, prompts = self.scene, self.scene.prompts
        prompt = prompts.prompt
        if prompt is None:
            return False
        if prompts.confirm is not None:
            if key == pygame.K_ESCAPE:
                scene.cancel_confirm()
                return True
            if key in ENTER_KEYS:
                scene.press(prompts.confirm)
                return True
            return False
        if prompt.exchange and self.exchange_key(key):
            return True
        focused = scene.focused_button()
        # Enter presses the button the hint named; Space too, unless a button shows Space (过).
        if focused is not None and (key in ENTER_KEYS or (key == pygame.K_SPACE and prompts.hotkey_at(key) is None)):
            return scene.process_event(press_event(focused))
        index = prompts.hotkey_at(key)
        if index is not None and index < len(scene.buttons):
            # The same as clicking the button (its letter or its number in the row).
            return scene.process_event(press_event(list(scene.buttons)[index]))
        if prompt.kind == "turn":
            n = len(scene.human_tiles())
            if n == 0:
                return False
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = -1 if key == pygame.K_LEFT else 1
                start = prompts.selected if prompts.selected is not None else (n - 1 if step > 0 else 0)
                prompts.selected = (start + step) % n
                prompts.focus_action = None
                return True
            if key in (*ENTER_KEYS, pygame.K_SPACE):
                if prompts.selected is None:   # never nothing: say how to choose
                    scene.teaching.show_toast(Bi("先选一张要打的牌：←/→ 或点一下", "Choose a tile to discard first: "
                                                 "←/→ or click it"))
                    return True
                return scene.discard_index(prompts.selected)
        if key == pygame.K_ESCAPE and prompt.pass_action is not None:
            scene.press(prompt.pass_action)
            return True
        return False

    def exchange_key(self, key: int) -> bool:
        """换三张 without the mouse: ←/→ move a cursor over the hand, Space picks or puts back
        the tile under it, Enter passes the three when they are a legal pick."""
        scene = self.scene
        n = len(scene.human_tiles())
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
            step = -1 if key == pygame.K_LEFT else 1
            start = scene.hover if scene.hover is not None else (n - 1 if step > 0 else 0)
            scene.hover = (start + step) % n
            tile_id = scene.human_tiles()[scene.hover].id
            scene.highlight_ids = {tile_id} if tile_id is not None else set()   # framed: the cursor
            return True
        if key == pygame.K_SPACE and scene.hover is not None and scene.hover < n:
            return scene.toggle_pick(scene.hover)
        if key in ENTER_KEYS:
            chosen = scene.exchange_choice()
            if chosen is not None:
                scene.press(chosen)
            return True
        return False
