"""The room-rules panel's pieces (scenes/room_rules.py wires them): what it shows and changes
(model.py, no pygame), its scrolling page (page.py) and its header and footer (frame.py); and
`open_room_rules`, the way any screen opens it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional

if TYPE_CHECKING:
    from game.client.scenes.base import AppForScenes, Scene


def open_room_rules(app: "AppForScenes", variant: str, on_close: Optional[Callable[[dict[str, Any]], None]] = None,
                    options: Optional[Mapping[str, Any]] = None) -> "Scene":
    """Open the room-rules panel for `variant` (id or alias) over the current screen. It starts
    from `options` (None: the player's own for that variant), keeps the choice in the player's
    settings when it closes and calls `on_close` with the changed options."""
    return app.push("room_rules", variant, on_close, options)
