"""A finished hand as the statistics keep it: the result from one player's seat (the human's),
with what the table was (variant, the bots' level, the rule options) and when it was played."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping, Optional

from rules import engine

if TYPE_CHECKING:
    from game.session import MatchSession


@dataclass(frozen=True)
class WonItem:
    """One fan (国标) or scoring item of a hand the player won, as the score lists it."""

    key: str
    name_zh: str
    name_en: str
    count: int = 1


@dataclass(frozen=True)
class HandRecord:
    """One finished hand from the player's seat: the row the store keeps."""

    match_id: str              # the same for every hand of a match (the save's file name in the window)
    hand_no: int               # index of the hand in its match (0 = the first)
    played_at: float           # seconds since the epoch
    variant: str
    level: str                 # the bots' kind ("default", "expert", ...; "a,b,c" when they differ)
    preset: str                # the rule preset the options match ("" = the player's own rule set)
    options: Mapping[str, Any] = field(default_factory=dict)   # the rule options as resolved
    won: bool = False
    self_drawn: bool = False   # the player's win was self-drawn
    dealt_in: int = 0          # wins made on the player's discard (or robbed kong)
    drawn: bool = False        # nobody won (荒庄)
    value: Optional[int] = None   # the player's winning score (its total), None without a win
    unit: str = ""             # what `value` counts (fan, 番, 花, ...)
    items: tuple[WonItem, ...] = ()   # the items/fans of the player's win
    payment: int = 0           # the player's net payment of the hand (+ received, - paid)
    dealer: bool = False       # the player was the dealer

    def options_json(self) -> str:
        """The options as one canonical JSON text (sorted keys)."""
        return json.dumps(dict(self.options), sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _level(session: MatchSession, player: int) -> str:
    kinds = sorted({kind for p, kind in enumerate(session.bot_kinds) if p != player})
    return ",".join(kinds)


def hand_record(session: MatchSession, match_id: str, player: Optional[int] = None,
                now: Optional[float] = None) -> HandRecord:
    """The hand `session` has just finished, seen from `player` (default the session's human);
    ValueError when the hand is not over or there is no player to see it from."""
    player = session.human if player is None else player
    if player is None:
        raise ValueError("a hand is recorded from a player's seat; this session has no human")
    if not session.hand_over:
        raise ValueError("the hand is not over yet")
    result = engine.result(session.state)
    seat = session.seat_of(player)
    mine = next((w for w in result.wins if w.seat == seat), None)
    preset = session.variant.preset_matching(session.options)
    items = () if mine is None else tuple(
        WonItem(i.key, i.name_zh, i.name_en, i.count) for i in mine.score.items)
    return HandRecord(
        match_id=match_id, hand_no=session.match.hand_no,
        played_at=time.time() if now is None else now,
        variant=session.variant.name, level=_level(session, player),
        preset=preset.key if preset is not None else "", options=dict(session.options),
        won=mine is not None, self_drawn=mine is not None and mine.self_drawn,
        dealt_in=sum(1 for w in result.wins if w.from_seat == seat and w.seat != seat),
        drawn=not result.wins,
        value=None if mine is None else mine.score.total, unit="" if mine is None else mine.score.unit,
        items=items, payment=result.payments[seat], dealer=result.dealer == seat)
