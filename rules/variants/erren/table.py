"""二人麻将 table hooks (docs/rules/two-player-71.md §2, §4-§6): what the plain engine does not know.

- `filter_actions`: 报听 offered beside each discard that leaves the hand ready; after 报听 a
  seat only discards what it draws or wins (no kong, no chow or pung: on a discard Win/Pass
  only); the 海底捞月 draw is won or discarded, and that discard cannot be claimed.
- `after_apply`: 报听 (ReadyDeclared, before its discard), 天听, the one-shot window, and the
  step at which each seat's hand was first ready (declared or not), which decides who draws
  from the reserve when both are ready.
- `win_context`: 报听, 天听, 一发 and the indicator kinds for the scorer (`ctx.extra`).
- `on_exhausted`: the 71 are used and the last discard is not won: the ready seat (the first
  ready one when both are) draws once from the reserve (LastChance); nobody ready: 流局.
- `view_extra`: the reserve, the indicator, who declared 报听/天听, how many each exchanged.
- `known_tiles`: the tiles a seat gave back in the exchange (its own events name them);
- `next_dealer`: the winner deals; after a 流局 the dealer stays.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping, Optional

from ...actions import ActionBase, Discard, Pass, Win
from ...events import Claimed, Discarded, Event, KongDeclared
from ...scoring import WinContext
from ...table_protocol import Table, TableInProgress
from ..results import HandResult
from .events import DeclareReady, LastChance, ReadyDeclared
from .ready import is_ready, kinds_leaving_ready

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import State

NEVER = float("inf")


def _per_seat(table: Table, key: str, default: Any) -> tuple[Any, ...]:
    return tuple(table.extra.get(key, (default,) * table.variant.seats))


def declared(table: Table, seat: int) -> bool:
    """`seat` has declared 报听."""
    return bool(_per_seat(table, "declared", False)[seat])


def _keep_drawn(table: Table, seat: int, actions: tuple[ActionBase, ...]) -> tuple[ActionBase, ...]:
    """Win (when offered) and the discard of the tile just drawn: nothing else to choose."""
    drawn = table.drawn
    return tuple(a for a in actions if isinstance(a, Win) or (isinstance(a, Discard) and a.tile == drawn))


def filter_actions(table: TableInProgress, seat: int, actions: tuple[ActionBase, ...]) -> tuple[ActionBase, ...]:
    """The offered actions 二人麻将 allows `seat` (see the module docstring)."""
    last_chance = table.extra.get("last_chance")
    if any(isinstance(a, Pass) for a in actions):          # a claim or rob window
        if last_chance is not None:
            return ()                                      # the reserve tile's discard ends the hand
        if declared(table, seat):
            return tuple(a for a in actions if isinstance(a, (Win, Pass)))
        return actions
    if last_chance == seat or declared(table, seat):
        return _keep_drawn(table, seat, actions)
    ready = kinds_leaving_ready(table, seat)
    if not ready:
        return actions
    kinds = table.kinds
    out: list[ActionBase] = []
    for a in actions:
        out.append(a)
        if isinstance(a, Discard) and kinds[a.tile].index in ready:
            out.append(DeclareReady(seat, a.tile))
    return tuple(out)


def _insert_before(events: list[Event], tile: int, more: Event) -> None:
    """Put `more` right before the Discarded event of `tile`."""
    for i, e in enumerate(events):
        if isinstance(e, Discarded) and e.tile == tile:
            events.insert(i, more)
            return
    events.append(more)


def after_apply(before: State, action: ActionBase, table: TableInProgress,
                events: list[Event]) -> tuple[Mapping[str, Any], list[Event]]:
    """报听, 天听, the one-shot window and the first-ready steps (see the module docstring)."""
    if table.phase in ("setup", "over"):
        return table.extra, events
    extra = dict(table.extra)
    out = list(events)
    seats = table.variant.seats
    one_shot = list(_per_seat(table, "one_shot", False))
    if isinstance(action, DeclareReady):
        seat = action.seat
        tianting = before.untouched and not before.has_discarded[seat]
        # where the declaration stands in the public discard log (the bots' defence reads it)
        for key, value, unset in (("declared", True, False), ("tianting", tianting, False),
                                  ("declared_at", len(before.discard_log), None)):
            values = list(_per_seat(table, key, unset))
            values[seat] = value
            extra[key] = tuple(values)
        one_shot[seat] = True
        _insert_before(out, action.tile, ReadyDeclared(seat, action.tile, table.kinds[action.tile], tianting))
    elif isinstance(action, Discard):
        one_shot[action.seat] = False        # the go-around after 报听 has passed
    if any(isinstance(e, (Claimed, KongDeclared)) for e in out):
        one_shot = [False] * seats           # a claim or a kong breaks every one-shot
    extra["one_shot"] = tuple(one_shot)
    since = list(_per_seat(table, "ready_since", None))
    for seat in range(seats):
        if since[seat] is None and is_ready(table, seat):
            since[seat] = before.steps + 1
    extra["ready_since"] = tuple(since)
    return extra, out


def win_context(table: TableInProgress, seat: int, ctx: WinContext) -> WinContext:
    """报听, 天听, 一发 and the indicator kinds, as the scorer reads them from `ctx.extra`."""
    kinds = table.kinds
    extra = {**ctx.extra,
             "baoting": declared(table, seat),
             "tianting": bool(_per_seat(table, "tianting", False)[seat]),
             "ippatsu": bool(_per_seat(table, "one_shot", False)[seat]),
             "indicators": tuple(kinds[t] for t in table.extra.get("indicator_ids", ()))}
    return replace(ctx, extra=extra)


def ready_order(table: Table) -> tuple[int, ...]:
    """The seats whose hands are ready now, the first to have been ready first (then in turn
    order from the dealer)."""
    seats = table.variant.seats
    dealer = table.config.dealer
    since = _per_seat(table, "ready_since", None)
    ready = [s for s in range(seats) if is_ready(table, s)]
    return tuple(sorted(ready, key=lambda s: (NEVER if since[s] is None else since[s], (s - dealer) % seats)))


def on_exhausted(table: TableInProgress) -> Optional[tuple[int, Mapping[str, Any], tuple[Event, ...]]]:
    """海底捞月: the first ready seat draws once from the reserve; None (流局) when nobody is
    ready or the draw has been made."""
    if table.extra.get("last_chance") is not None:
        return None
    ready = ready_order(table)
    if not ready:
        return None
    seat = ready[0]
    return seat, {**table.extra, "last_chance": seat}, (LastChance(seat, ready),)


def view_extra(state: State, seat: int) -> Mapping[str, Any]:
    """What every seat may know: the reserve (how many, where), the indicator, who declared
    报听 / 天听 and where in the discard log, how many tiles each exchanged (once the exchange is
    done), who draws the 海底捞月 tile. Never whether an undeclared hand is ready.

    Besides, under the scorer's own keys, the facts of the viewing seat's hand ("baoting",
    "tianting", "ippatsu" as bools, "indicators" as Tile kinds), so a reader that scores the
    seat's waits with `view.extra` as its WinContext.extra scores them as the table would."""
    wall = state.wall
    seats = state.variant.seats
    ids = tuple(state.extra.get("indicator_ids", ()))
    declared_seats = tuple(bool(x) for x in _per_seat(state, "declared", False))
    first_seats = tuple(bool(x) for x in _per_seat(state, "tianting", False))
    return {
        "reserve": len(wall.apart),
        "reserve_positions": tuple(wall.pos(p).to_json() for p in wall.apart),
        "indicator_ids": ids,
        "declared": declared_seats,
        "declared_first": first_seats,
        "declared_at": _per_seat(state, "declared_at", None),
        "exchanged": state.extra.get("exchanged", (None,) * seats),
        "last_chance": state.extra.get("last_chance"),
        "baoting": declared_seats[seat],
        "tianting": first_seats[seat],
        "ippatsu": bool(_per_seat(state, "one_shot", False)[seat]),
        "indicators": tuple(state.kinds[t] for t in ids),
    }


def known_tiles(state: State, seat: int) -> frozenset[int]:
    """The tiles `seat` gave back in the exchange: it knows them wherever they went (the reserve,
    or the other hand if drawn again), though not where."""
    picks = state.extra.get("exchange_picks")
    if picks is None or any(p is None for p in picks):
        return frozenset()
    return frozenset(picks[seat])


def next_dealer(dealer: int, result: HandResult, options: Mapping[str, Any]) -> int:
    """§2: the winner deals the next hand; after a 流局 the dealer stays."""
    return result.wins[0].seat if result.wins else dealer
