"""What a table is started with (the start screen's choices, or the command line's), and how
many players sit at a session's table."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional, Union

from rules.variants.registry import DEFAULT_VARIANT, get_variant


@dataclass
class Settings:
    """What the start screen chose (or the command line)."""

    variant: str = DEFAULT_VARIANT.name
    name: str = "你"
    pace: str = "normal"
    seed: Union[int, str, None] = None   # a saved match's seed may be a text (game/session.py)
    human: Optional[int] = 0          # None: bots only (the demo)
    show_hands: bool = False          # teaching option: bots' hands face up
    # A claim prompt's time limit (it passes at zero): None follows the player's setting
    # (UserSettings.claim_seconds, off by default); 0 waits for the player; tests give seconds.
    claim_seconds: Optional[float] = None
    bot_kind: str = "default"
    options: dict[str, Any] = field(default_factory=dict)
    # Practice (a review's "play on from here"): never saved, journalled or counted in the statistics.
    practice: bool = False

    @property
    def seats(self) -> int:
        """Players at a table of this variant (Variant.seats)."""
        return get_variant(self.variant).seats
