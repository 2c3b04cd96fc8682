"""What a bot reads off its view: its tiles as counts, its melds, the tiles it can see, danger.

Pure helpers over the engine's SeatView, shared by the default bot and the teaching hints. The
table's seat count is the view's (one river per seat), never a constant.
"""
from __future__ import annotations


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
