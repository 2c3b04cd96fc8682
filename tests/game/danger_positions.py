"""Scripted positions for the danger-in-the-hints tests: a real dealt hand for the viewing seat
(its legal discards are the engine's), with the opponents' melds, rivers, flowers and the wall
left laid on the view as a table would show them."""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from rules.engine import view_for
from rules.table_records import DiscardRecord
from rules.tiles import parse_tiles
from rules.views import MeldView, SeatView
from tests.rules.helpers_engine import deal


def scripted(hand: str = "", *, variant=None, seats: Optional[dict[int, dict]] = None, wall: int = 60,
             options: Optional[dict] = None, extra=None, state=None):
    """(view of seat 0, its legal actions). `seats[s]`: {"pungs": "2s8s", "discards": "1z9m...",
    "drawn": True (his discards were 摸切), "flowers": n}; ids are taken from tiles seat 0 does
    not hold. `state`: a dealt hand to start from (else `hand` is dealt to seat 0, the dealer)."""
    if state is None:
        kw = {"variant": variant} if variant is not None else {}
        state, _ = deal({0: hand}, options=options, **kw)
    view = view_for(state, 0)
    n = len(view.seat_winds)
    used = set(view.hand)
    kinds = state.kinds

    def take(kind):
        tid = next(t for t in range(len(kinds)) if kinds[t] is kind and t not in used)
        used.add(tid)
        return tid

    melds = [list(m) for m in view.melds]
    rivers = [list(r) for r in view.discards]
    river_kinds = [list(r) for r in view.discard_kinds]
    flowers = [list(f) for f in view.flowers]
    flower_kinds = [list(f) for f in view.flower_kinds]
    log: list[DiscardRecord] = []
    for seat, spec in (seats or {}).items():
        for kind in parse_tiles(spec.get("pungs", "")):
            ids = tuple(take(kind) for _ in range(3))
            melds[seat].append(MeldView("pung", ids, (kind,) * 3, (seat + n - 1) % n, ids[0], False))
        for kind in parse_tiles(spec.get("discards", "")):
            tid = take(kind)
            rivers[seat].append(tid)
            river_kinds[seat].append(kind)
            log.append(DiscardRecord(seat, tid, spec.get("drawn", False), len(melds[seat])))
        bonus = [t for t in range(len(kinds)) if kinds[t].is_bonus and t not in used][:spec.get("flowers", 0)]
        used.update(bonus)
        flowers[seat] += bonus
        flower_kinds[seat] += [kinds[t] for t in bonus]
    out: SeatView = replace(view, melds=tuple(tuple(m) for m in melds), discards=tuple(tuple(r) for r in rivers),
                            discard_kinds=tuple(tuple(r) for r in river_kinds), flowers=tuple(tuple(f) for f in flowers),
                            flower_kinds=tuple(tuple(f) for f in flower_kinds), discard_log=tuple(log),
                            wall_remaining=wall, **({"extra": extra} if extra is not None else {}))
    return out, state.legal[0]
