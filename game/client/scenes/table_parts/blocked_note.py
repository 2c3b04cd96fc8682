"""The caption of a discard the human may not claim because of a claim he let go (苏州 漏碰 /
漏胡): the session's view says what is blocked, game/teaching/table_notes words it."""
from __future__ import annotations

from typing import Optional

from game.client.match.replay_session import TableSession
from game.client.presenting.caption_kit import Caption
from game.teaching.table_notes import missed_claim_note
from rules.events import Discarded, Event


def blocked_note(session: TableSession, human: Optional[int], human_seat: Optional[int],
                 event: Event) -> Optional[Caption]:
    """The note for another seat's discard the human may not claim now, or None."""
    if not isinstance(event, Discarded) or human is None or human_seat is None or event.seat == human_seat:
        return None
    view_of = getattr(session, "view", None)
    if view_of is None:
        return None
    try:
        view = view_of(human)
    except Exception:   # noqa: BLE001 - a session mid-change must not break drawing
        return None
    note = missed_claim_note(view, event.kind)    # the rules judge it against the human's hand
    return Caption(note.zh, note.en) if note is not None else None
