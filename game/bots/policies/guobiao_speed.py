"""国标 speed: the live tiles that bring a hand closer to a win worth 8 fans, not only to any shape.

The plain live count (rules.analysis) counts every tile that lowers the plain shanten, but a
国标 hand steering for 花龙 or 混一色 is as far from a legal win as its nearest route: a tile that
helps the shape and not the route is no step at all. Counting the tiles that shorten one of the
nearest routes keeps the tiles that feed the routes, and the hand gets ready with a legal win
sooner (in self-play the first legal ready came 0.3-0.4 own discards earlier; notes B15g).
"""
from __future__ import annotations

from typing import Iterable, Optional, Sequence

from rules.analysis import UNREACHABLE
from rules.melds import Meld
from rules.tiles import NUM_PLAY_KINDS

from ..route_measure import DiscardMeasure, plan_for, rows_of
from ..routes import RouteDistance, _melds_key

MAX_ROUTES = 6        # the most valuable nearest routes measured (the rest rarely add a kind)


def route_improving(found: Sequence[RouteDistance], counts: Sequence[int], melds: Sequence[Meld],
                    live: Sequence[int], plain: Iterable[int]) -> Optional[int]:
    """The live copies of the kinds whose draw shortens one of the nearest routes `found` of the
    13-equivalent hand `counts` (None when no route is found or the nearest is one step from
    ready or nearer: the plain live count stands there).
    Routes of their own shapes (七对, 组合龙, 五门齐, 碰碰和) count the tiles that improve the
    plain shape (`plain`) among the kinds they allow: measuring each draw costs too much there."""
    if not found or found[0].distance <= 1 or found[0].distance >= UNREACHABLE:
        return None
    best = found[0].distance
    melds_key = _melds_key(melds)
    rows = rows_of(counts)
    improving = [False] * NUM_PLAY_KINDS
    plain_kinds = frozenset(plain)
    for rd in found[:MAX_ROUTES]:
        if rd.distance != best:
            break
        route = rd.route
        if not route.is_standard:
            for kind in plain_kinds & route.kinds:
                improving[kind] = True
            continue
        plan = plan_for(route, melds, melds_key)
        if plan is None:
            continue
        measure = DiscardMeasure(plan, rows)
        for kind in route.kinds:
            if improving[kind] or live[kind] <= 0 or counts[kind] >= 4:
                continue
            if measure.after(kind, +1) < best:     # the 14 tiles, the drawn one kept: a step nearer
                improving[kind] = True
    return sum(live[k] for k in range(NUM_PLAY_KINDS) if improving[k])
