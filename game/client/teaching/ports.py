"""What the teaching panel and its widgets may use of the table and of the app: typing seams, so
the panel depends on these few names and not on the table scene (scenes/table.py satisfies them;
mypy checks it where the table makes its panel)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Optional, Protocol, Sequence, runtime_checkable

if TYPE_CHECKING:   # types only: the panel's modules need none of these at run time
    import pygame_gui

    from game.client.display.layout import TableLayout
    from game.client.match.decision_worker import Runner
    from game.client.match.table_settings import Settings
    from game.client.presenting.model import TableModel
    from game.client.presenting.table_state import TableTile
    from game.client.scenes.table_parts.prompts import Prompt
    from game.settings import UserSettings
    from rules.actions import ActionBase
    from rules.engine import SeatView

    from ..scenes.table_parts.prompt_controller import Command
    from ..ui.painter import Painter


class AppForPanel(Protocol):
    """What the panel uses of the app: its widget manager, the player's settings, the screens."""

    @property
    def ui(self) -> pygame_gui.UIManager:
        """The widget manager the panel's buttons belong to."""
        ...

    @property
    def user(self) -> UserSettings:
        """The player's settings (whether hints are allowed)."""
        ...

    def push(self, scene: str, *args: Any, **kwargs: Any) -> object:
        """Open the screen registered as `scene` on top (the rules browser)."""
        ...

    def replace(self, scene: str, *args: Any, **kwargs: Any) -> object:
        """Replace the top screen by a new one of `scene` (the table after a take-back)."""
        ...

    def save_user_settings(self) -> None:
        """Write the player's settings (the tracker's toggle is remembered)."""
        ...


class AnswerKeys(Protocol):
    """What the panel asks of the table's answer row: whether one of its buttons takes a key."""

    def hotkey_at(self, key: int) -> Optional[int]:
        """The index of the button a key press means (None: no button takes it)."""
        ...

    def claim_of_key(self, key: int) -> Optional[str]:
        """The claim ("win", "pung", "chow", "kong") a key stands for under the player's keys, or None."""
        ...


@runtime_checkable
class SeatViews(Protocol):
    """A session that gives a seat's view (a match or a lesson; a replay gives none)."""

    def view(self, player: int) -> SeatView:
        """What `player`'s seat sees now."""
        ...


class TableForPanel(Protocol):
    """Exactly what the teaching panel and its widgets use of the table."""

    @property
    def app(self) -> AppForPanel:
        """The window the table is in."""
        ...

    @property
    def decisions(self) -> Optional[Runner]:
        """The table's decision thread (None: the thinking is done inline)."""
        ...

    @property
    def settings(self) -> Settings:
        """The table's settings (the human's player, the variant)."""
        ...

    @property
    def session(self) -> object:
        """The session the table plays (a match, a lesson, a replay); read through SeatViews."""
        ...

    @property
    def save_path(self) -> Optional[Path]:
        """The match's save file (kept by the table rebuilt after a take-back)."""
        ...

    @property
    def model(self) -> TableModel:
        """What the table shows (seats, tiles, names, the wall's shape)."""
        ...

    @property
    def layout(self) -> TableLayout:
        """Where everything is drawn at this window size."""
        ...

    @property
    def view(self) -> Painter:
        """The painter the table draws with."""
        ...

    @property
    def container(self) -> Optional[pygame_gui.core.UIContainer]:
        """The table's widget container (the panel's buttons go in it)."""
        ...

    @property
    def clock(self) -> float:
        """Seconds the table has run (the hint's frames pulse with it)."""
        ...

    @property
    def prompt(self) -> Optional[Prompt]:
        """The question open to the human (None while nothing is asked)."""
        ...

    @property
    def confirm(self) -> Optional[ActionBase]:
        """A discard waiting for the human's yes (None when none is)."""
        ...

    @property
    def selected(self) -> Optional[int]:
        """The index of the human's selected tile."""
        ...

    @property
    def hover(self) -> Optional[int]:
        """The index of the human's tile under the mouse."""
        ...

    @property
    def human_seat(self) -> Optional[int]:
        """The human's seat (None: bots only)."""
        ...

    @property
    def prompts(self) -> AnswerKeys:
        """The table's answer row (which keys its buttons take)."""
        ...

    @property
    def buttons(self) -> Mapping[pygame_gui.elements.UIButton, Command]:
        """The table's answer buttons and the command of each (an action, or the table's own)."""
        ...

    @property
    def settlement_open(self) -> bool:
        """The hand's settlement is shown over the table."""
        ...

    def human_tiles(self) -> Sequence[TableTile]:
        """The human's tiles as drawn: the hand, then the drawn tile."""
        ...

    def tile_index_at(self, pos: tuple[int, int]) -> Optional[int]:
        """The index of the human's tile at a screen point (None: no tile there)."""
        ...

    def raised_indices(self) -> set[int]:
        """The human's tiles shown lifted (picks, tiles passed on)."""
        ...

    def build_buttons(self) -> None:
        """Rebuild the answer buttons of the open prompt (after a language change)."""
        ...

    def build_toggle(self) -> None:
        """Rebuild the table's own toggle buttons (after a language change)."""
        ...

    def follow_hint(self) -> None:
        """Make the hinted move what Enter does (its tile selected, or its button focused)."""
        ...


def seat_views(session: object) -> Optional[SeatViews]:
    """`session` when it gives seat views (a match or a lesson), else None (a replay)."""
    return session if isinstance(session, SeatViews) else None
