"""FROZEN: a copy of game/bots/table_reading.py at commit 3622280d239e (`git rev-parse HEAD` 3622280d239e72a70705e129be62862dd7cd827d),
part of the `baseline` bot kind, the yardstick of the arena. Never edit it: tests/game/test_baseline_bot.py
holds its moves byte for byte. A duplicate-code report lists this file as a copy of its source: that is
intended (the source moves on, the copy may not).

What a bot reads off its view: its tiles as counts, its melds, the tiles it can see, danger.

Pure helpers over the engine's SeatView, shared by the default bot and the teaching hints. The
table's seat count is the view's (one river per seat), never a constant.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules.engine import SeatView
from rules.melds import Meld, MeldKind
from rules.tiles import NUM_PLAY_KINDS, WIND_LETTERS, counts_of

COPIES = 4          # copies of each play kind in every tile set
SETS_IN_HAND = 4    # a complete hand: this many sets and a pair


def seats_of(view: SeatView) -> int:
    """How many seats the table has."""
    return len(view.seat_winds)


def own_melds(view: SeatView) -> tuple[Meld, ...]:
    """The seat's melds as rules Melds, `claimed_from` relative (1 = left, 2 = opposite, 3 = right)."""
    out = []
    for m in view.melds[view.seat]:
        kind = MeldKind(m.kind)
        kinds = tuple(k for k in m.kinds if k is not None)   # one's own melds show every tile
        frm = None if m.from_seat is None else (view.seat - m.from_seat) % seats_of(view)
        if kind is not MeldKind.CONCEALED_KONG and frm is None:
            frm = 1  # an added kong keeps the pung's discarder; the engine always records one
        claimed = None
        if m.claimed is not None:
            claimed = kinds[m.tiles.index(m.claimed)]
        out.append(Meld(kind, kinds, frm, claimed, m.added))
    return tuple(out)


def visible_counts(view: SeatView) -> list[int]:
    """Copies of each of the 34 kinds this seat can see outside its own concealed hand."""
    seen = [0] * NUM_PLAY_KINDS
    for river in view.discard_kinds:
        for k in river:
            if k.index < NUM_PLAY_KINDS:
                seen[k.index] += 1
    for melds in view.melds:
        for m in melds:
            for shown in m.kinds:
                if shown is not None and shown.index < NUM_PLAY_KINDS:
                    seen[shown.index] += 1
    return seen


def hand_counts(view: SeatView) -> list[int]:
    """The seat's concealed tiles as counts per kind."""
    return counts_of(view.hand_kinds)


def wind_index(letter: str) -> int:
    """The kind index of a wind letter ("E" -> 27)."""
    return 27 + WIND_LETTERS.index(letter)


@dataclass(frozen=True)
class Threat:
    seat: int
    melds: int
    flush_suit: int | None     # 0/1/2 when every meld is of one suit (or honours): a flush is likely
    discarded: frozenset[int]  # kinds this seat has discarded


def threats(view: SeatView) -> list[Threat]:
    """Opponents that may be ready: several melds, or late in the wall."""
    out = []
    late = view.wall_remaining < 24
    for seat in range(seats_of(view)):
        if seat == view.seat:
            continue
        melds = view.melds[seat]
        if len(melds) >= 2 or (late and len(melds) >= 1) or view.wall_remaining < 12:
            suits = {k.index // 9 for m in melds for k in m.kinds if k is not None and k.index < 27}
            flush = next(iter(suits)) if len(suits) == 1 and len(melds) >= 2 else None
            out.append(Threat(seat, len(melds), flush, frozenset(k.index for k in view.discard_kinds[seat])))
    return out


def danger(kind: int, seen: Sequence[int], held: Sequence[int], threat_list: Sequence[Threat]) -> float:
    """How likely discarding `kind` feeds a win (0 safe .. about 2 very dangerous)."""
    if not threat_list:
        return 0.0
    unseen_others = COPIES - seen[kind] - held[kind]
    if kind >= 27:
        base = 0.15 if unseen_others <= 0 else 0.35 + 0.15 * unseen_others
    else:
        rank = kind % 9 + 1
        base = {1: 0.55, 9: 0.55, 2: 0.75, 8: 0.75}.get(rank, 1.0)
        if unseen_others <= 0:
            base *= 0.5
    total = 0.0
    for t in threat_list:
        d = base
        if kind in t.discarded:
            d *= 0.4  # no furiten in 国标, but a tile they threw away is rarely their wait
        if t.flush_suit is not None and (kind >= 27 or kind // 9 == t.flush_suit):
            d *= 1.6
        total += d * (0.6 + 0.2 * t.melds)
    return total
