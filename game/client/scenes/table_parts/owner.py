"""What the table's pieces (the stage, the buttons, the input, the drawing) use of the scene that
wires them: a typing seam, so no piece imports scenes/table.py and the table and its pieces make
no import circle, not even one of types. TableScene satisfies it (mypy checks it where the scene
makes its pieces)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional, Protocol, Sequence

if TYPE_CHECKING:   # types only
    import pygame
    import pygame_gui

    from game.client.display.layout import TableLayout
    from game.client.match.table_settings import Settings
    from game.client.presenting.caption_kit import Caption
    from game.client.presenting.model import TableModel
    from game.client.presenting.plan_kit import Sprite, Visual
    from game.client.presenting.table_state import TableTile
    from game.client.scenes.table_parts.prompts import Prompt
    from game.teaching.i18n import Bi
    from rules.actions import ActionBase

    from ..table_view import TableView
    from .prompt_controller import Command, PromptController


class WidgetOwner(Protocol):
    """The app as the pieces see it: the widget manager their buttons belong to."""

    @property
    def ui(self) -> pygame_gui.UIManager:
        """The window's widget manager."""
        ...


class LogPart(Protocol):
    """The hand's log panel as the pieces see it (event_log_panel.py)."""

    @property
    def button(self) -> Optional[pygame_gui.elements.UIButton]:
        """Its button at the caption's right end (None before it is built)."""
        ...

    def build(self) -> None:
        """Build its button again (a resize, a language change)."""
        ...

    def place(self) -> None:
        """Put its button beside the answer row."""
        ...

    def process_event(self, event: pygame.event.Event) -> bool:
        """Handle an event; True when used."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the panel when it is open."""
        ...


class RulesCardPart(Protocol):
    """The rules card as the pieces see it (rules_card.py)."""

    open: bool       # its list is open over the table (closed: a one-line badge)

    def process_event(self, event: pygame.event.Event) -> bool:
        """Handle an event; True when used."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the card, and its list when open."""
        ...


class TeachingPart(Protocol):
    """The teaching panel as the pieces see it (teaching_panel.py)."""

    @property
    def buttons(self) -> dict[pygame_gui.elements.UIButton, str]:
        """Its buttons (a click on one is not a click on the table)."""
        ...

    def process_event(self, event: pygame.event.Event) -> bool:
        """Handle an event; True when used."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Draw its cards and toasts."""
        ...

    def show_toast(self, text: Bi, seconds: float = ...) -> None:
        """Show a short note over the table."""
        ...


class TableOwner(Protocol):
    """Exactly what the table's pieces use of the table scene."""

    hover: Optional[int]                  # the human's tile under the pointer
    highlight_ids: set[Optional[int]]     # tiles framed (a pointed claim button, the 换三张 cursor)
    selected: Optional[int]               # the human's tile raised to discard
    caption: Caption                      # the caption on screen

    @property
    def app(self) -> WidgetOwner:
        """The window the table is in."""
        ...

    @property
    def container(self) -> Optional[pygame_gui.core.UIContainer]:
        """The table's widget container."""
        ...

    @property
    def settings(self) -> Settings:
        """The table's settings (the human, the pace, show hands)."""
        ...

    @property
    def layout(self) -> TableLayout:
        """Where everything is drawn at this window size."""
        ...

    @property
    def model(self) -> TableModel:
        """What the table shows."""
        ...

    @property
    def peek(self) -> Optional[TableModel]:
        """The unmasked twin (teaching: the bots' tiles face up), or None."""
        ...

    @property
    def view(self) -> TableView:
        """The table's painter."""
        ...

    @property
    def prompts(self) -> PromptController:
        """The human's prompt."""
        ...

    @property
    def log_panel(self) -> LogPart:
        """The hand's log."""
        ...

    @property
    def rules_card(self) -> RulesCardPart:
        """The room rules in force (rules_card.py)."""
        ...

    @property
    def teaching(self) -> TeachingPart:
        """The teaching panel."""
        ...

    @property
    def on_milestone(self) -> Optional[Callable[[str], None]]:
        """Told each milestone moment (the demo's screenshots), or None."""
        ...

    @property
    def buttons(self) -> dict[pygame_gui.elements.UIButton, Command]:
        """The answer row."""
        ...

    @property
    def menu_button(self) -> Optional[pygame_gui.elements.UIButton]:
        """The menu button."""
        ...

    @property
    def toggle_button(self) -> Optional[pygame_gui.elements.UIButton]:
        """The teaching toggle 'show hands' (human games)."""
        ...

    @property
    def prompt(self) -> Optional[Prompt]:
        """What the human is asked now (None: nothing)."""
        ...

    @property
    def confirm(self) -> Optional[ActionBase]:
        """A warned discard waiting for a yes, or None."""
        ...

    @property
    def chow_menu(self) -> bool:
        """The menu of several chows is open."""
        ...

    @property
    def countdown(self) -> Optional[float]:
        """Seconds left of a timed claim."""
        ...

    @property
    def countdown_total(self) -> Optional[float]:
        """The timed claim's whole limit."""
        ...

    @property
    def clock(self) -> float:
        """Seconds the table has run."""
        ...

    @property
    def blink(self) -> float:
        """The clock the last discard's marker pulses by (Stage.blink)."""
        ...

    @property
    def visual(self) -> Visual:
        """The wall's building and counting state."""
        ...

    @property
    def sprites(self) -> list[Sprite]:
        """The plans' sprites alive now."""
        ...

    @property
    def human_seat(self) -> Optional[int]:
        """The human's seat (None: bots only)."""
        ...

    def human_tiles(self) -> Sequence[TableTile]:
        """The human's tiles as drawn."""
        ...

    def raised_indices(self) -> set[int]:
        """The human's tiles shown lifted."""
        ...

    def hidden_keys(self) -> set[tuple]:
        """The places a moving sprite stands in for."""
        ...

    def caption_right(self) -> Optional[int]:
        """Where the caption must end."""
        ...

    def focused_button(self) -> Optional[pygame_gui.elements.UIButton]:
        """The button Enter presses now, or None."""
        ...

    def tile_index_at(self, pos: tuple[int, int]) -> Optional[int]:
        """The human's tile under `pos`, or None."""
        ...

    def process_event(self, event: pygame.event.Event) -> bool:
        """Handle one input event."""
        ...

    def press(self, command: Command) -> None:
        """Do what an answer button's command says."""
        ...

    def discard_index(self, index: Optional[int]) -> bool:
        """Discard the hand's tile at `index`."""
        ...

    def toggle_pick(self, index: int) -> bool:
        """Pick the hand's tile at `index` or put it back."""
        ...

    def exchange_choice(self) -> Optional[ActionBase]:
        """The legal pick action for the tiles picked now."""
        ...

    def cancel_confirm(self) -> None:
        """Drop the warned discard."""
        ...

    def follow_hint(self) -> None:
        """Make the hinted move what Enter does."""
        ...

    def skip_ahead(self) -> bool:
        """Skip the set-up caption's reading time."""
        ...

    def toggle_hands(self) -> None:
        """Show or hide the bots' hands."""
        ...

    def open_menu(self) -> None:
        """Open the Esc menu over the table."""
        ...
