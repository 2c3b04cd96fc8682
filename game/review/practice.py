"""Play on from here (复盘 practice): the match of a log rebuilt up to one decision, on the same
wall, with the reviewed player at the table.

    session = practice_session(lines, line, player)   # the state before the action at `line`

The log's match is started again from its header (MatchSession.from_header) with `player` as the
human: a simulate log has no human, a journal's human may be someone else, whose seat then goes
to 高手 (the expert bot); the other players keep the log's bot kinds. Every entry before `line` is
followed through the engine (MatchSession.follow_entry), the log's bots asked to decide as they
did (`rethink_bots`), so their generators stand where they stood in the recorded match and a
player who answers as recorded meets the same replies (the expert in the seat of the log's human
starts afresh: it made none of those moves). The log's closing 'stop' line is not needed: the
practice stops short of it. The event queues are then set afresh (reset_queues), so a new table
shows the match's own events and the hand as it stands.
"""
from __future__ import annotations

import json
from typing import Any, Sequence

from game.session import MatchSession, ReplayError, header_problem

EXPERT = "expert"          # the bot that takes the seat of the log's human when someone else practises
_HEADER_KEYS = ("type", "version", "variant", "seed", "options", "human", "bots")


def _entry(number: int, text: str) -> dict[str, Any]:
    """Line `number` of the log as a JSON object (ReplayError naming the line otherwise)."""
    try:
        entry = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise ReplayError(f"line {number}: not a log entry") from None
    if not isinstance(entry, dict):
        raise ReplayError(f"line {number}: expected a JSON object")
    return entry


def _section(lines: Sequence[str], line: int) -> tuple[int, list[tuple[int, dict[str, Any]]]]:
    """The match of the log holding `line`: (line number of its header, its entries up to and not
    including `line`, header first), checked that `line` is one of its actions."""
    if isinstance(line, bool) or not isinstance(line, int) or not 1 <= line <= len(lines):
        raise ReplayError(f"line {line}: the log has lines 1 to {len(lines)}")
    target = _entry(line, lines[line - 1])
    if target.get("type") != "action":
        raise ReplayError(f"line {line}: not an action of the log (a {target.get('type')!r} entry)")
    start = next((n for n in range(line - 1, 0, -1)
                  if lines[n - 1].strip() and '"match"' in lines[n - 1]
                  and _entry(n, lines[n - 1]).get("type") == "match"), None)
    if start is None:
        raise ReplayError("line 1: a log starts with a 'match' header")
    entries = [(n, _entry(n, lines[n - 1])) for n in range(start, line) if lines[n - 1].strip()]
    return start, entries


def practice_header(header: dict[str, Any], player: int) -> dict[str, Any]:
    """The log's header with `player` as the human (the previous human's seat to the expert);
    ReplayError when the header is not one this build writes or `player` is not at its table."""
    problem = header_problem(header)
    if problem:
        raise ReplayError(f"entry 1: {problem}")
    kinds = list(header["bots"])
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < len(kinds):
        raise ReplayError(f"the log's table has players 0 to {len(kinds) - 1}, not {player!r}")
    was = header.get("human")
    if isinstance(was, int) and was != player and 0 <= was < len(kinds):
        kinds[was] = EXPERT
    plain = {key: header[key] for key in _HEADER_KEYS if key in header}
    return {**plain, "human": player, "bots": kinds}


def practice_session(lines: Sequence[str], line: int, player: int) -> MatchSession:
    """The match of the log rebuilt up to, not including, the action at 1-based log line `line`,
    with `player` as the human; its event queues hold what a new table needs (the match's own
    events, the hand so far). Raises ReplayError (a bad line, player or log)."""
    _start, entries = _section(lines, line)
    header = entries[0][1]
    session = MatchSession.from_header(practice_header(header, player))
    was = header.get("human")
    other = was if isinstance(was, int) and not isinstance(was, bool) and was != player else None
    # the expert in the seat of the log's human made none of its moves: it starts afresh there
    substitute = session.bots.pop(other, None) if other is not None else None
    for index, (number, entry) in enumerate(entries[1:], start=1):
        if entry.get("type") == "stop":
            raise ReplayError(f"line {number}: the match closed before line {line}")
        try:
            session.follow_entry(index, entry, rethink_bots=True)
        except ReplayError as exc:   # it names the entry of the match: say the line of the file
            raise ReplayError(f"line {number}: {str(exc).split(': ', 1)[-1]}") from None
    if other is not None and substitute is not None:
        session.bots[other] = substitute
    if session.hand_over:
        raise ReplayError(f"line {line}: the hand is over there: nothing is left to play")
    session.reset_queues()
    return session
