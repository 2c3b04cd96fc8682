"""二人麻将 table hooks (docs/rules/two-player-71.md §2, §4-§6): what the plain engine does not know.

- `filter_actions`: 报听 offered beside each discard that leaves the hand ready (a closed hand
  only, by option `baoting_open` off); after 报听 a seat only discards what it draws or wins
  (no kong, no chow or pung: on a discard Win/Pass only; Win alone by option `baoting_win`
  "auto"); the 海底捞月 draw is won or discarded, and that discard cannot be claimed; by option
  `furiten`, no discard win while a wait lies in one's own river.
- `after_apply`: 报听 (ReadyDeclared, before its discard), 天听, the one-shot window, and the
  step at which each seat's hand was first ready (declared or not), which decides who draws
  from the reserve when both are ready.
- `win_context`: 报听, 天听, 一发 and the indicator kinds for the scorer (`ctx.extra`).
- `on_exhausted`: the 71 are used and the last discard is not won: the ready seat (the first
  ready one when both are) draws once from the reserve (LastChance); nobody ready, or option
  `haidi_draws` 0: 流局.
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
from ..hand_state import state_of
from ..results import HandResult
from .events import DeclareReady, LastChance, ReadyDeclared
from .ready import is_ready, kinds_leaving_ready, may_declare, seat_counts, waits
from .state import ErrenState, per_seat, with_seat
from .view import ErrenView

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import State

NEVER = float("inf")


def _state(table: Table) -> ErrenState:
    return state_of(table, ErrenState)


def declared(table: Table, seat: int) -> bool:
    """`seat` has declared 报听."""
    return per_seat(_state(table).declared, table.variant.seats, False)[seat]


def _keep_drawn(table: Table, seat: int, actions: tuple[ActionBase, ...]) -> tuple[ActionBase, ...]:
    """Win (when offered) and the discard of the tile just drawn: nothing else to choose."""
    drawn = table.drawn
    return tuple(a for a in actions if isinstance(a, Win) or (isinstance(a, Discard) and a.tile == drawn))


def _furiten(table: Table, seat: int) -> bool:
    """振听 (option `furiten`): one of `seat`'s winning kinds is in its own river."""
    counts, _held, melded = seat_counts(table, seat)
    kinds = table.kinds
    thrown = {kinds[t].index for t in table.discards[seat]}
    return bool(thrown & waits(counts, melded))


def _auto_win(actions: tuple[ActionBase, ...]) -> tuple[ActionBase, ...]:
    """`baoting_win` "auto": after 报听 a win offered is taken, nothing else is asked."""
    wins = tuple(a for a in actions if isinstance(a, Win))
    return wins or actions


def filter_actions(table: TableInProgress, seat: int, actions: tuple[ActionBase, ...]) -> tuple[ActionBase, ...]:
    """The offered actions 二人麻将 allows `seat` (see the module docstring)."""
    last_chance = _state(table).last_chance
    options = table.options
    if any(isinstance(a, Pass) for a in actions):          # a claim or rob window
        if last_chance is not None:
            return ()                                      # the reserve tile's discard ends the hand
        if options.get("furiten") and any(isinstance(a, Win) for a in actions) and _furiten(table, seat):
            actions = tuple(a for a in actions if not isinstance(a, Win))
        if declared(table, seat):
            kept: tuple[ActionBase, ...] = tuple(a for a in actions if isinstance(a, (Win, Pass)))
            return _auto_win(kept) if options.get("baoting_win") == "auto" else kept
        return actions
    if last_chance == seat or declared(table, seat):
        kept = _keep_drawn(table, seat, actions)
        return _auto_win(kept) if declared(table, seat) and options.get("baoting_win") == "auto" else kept
    if not may_declare(options, (m.meld.kind for m in table.melds[seat])):
        return actions
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
                events: list[Event]) -> tuple[ErrenState, list[Event]]:
    """报听, 天听, the one-shot window and the first-ready steps (see the module docstring)."""
    extra = _state(table)
    if table.phase in ("setup", "over"):
        return extra, events
    out = list(events)
    seats = table.variant.seats
    one_shot = list(per_seat(extra.one_shot, seats, False))
    if isinstance(action, DeclareReady):
        seat = action.seat
        tianting = before.untouched and not before.has_discarded[seat]
        # where the declaration stands in the public discard log (the bots' defence reads it)
        extra = replace(extra, declared=with_seat(per_seat(extra.declared, seats, False), seat, True),
                        tianting=with_seat(per_seat(extra.tianting, seats, False), seat, tianting),
                        declared_at=with_seat(per_seat(extra.declared_at, seats, None), seat, len(before.discard_log)))
        one_shot[seat] = True
        _insert_before(out, action.tile, ReadyDeclared(seat, action.tile, table.kinds[action.tile], tianting))
    elif isinstance(action, Discard):
        one_shot[action.seat] = False        # the go-around after 报听 has passed
    if any(isinstance(e, (Claimed, KongDeclared)) for e in out):
        one_shot = [False] * seats           # a claim or a kong breaks every one-shot
    since = list(per_seat(extra.ready_since, seats, None))
    for seat in range(seats):
        if since[seat] is None and is_ready(table, seat):
            since[seat] = before.steps + 1
    return replace(extra, one_shot=tuple(one_shot), ready_since=tuple(since)), out


def win_context(table: TableInProgress, seat: int, ctx: WinContext) -> WinContext:
    """报听, 天听, 一发 and the indicator kinds, as the scorer reads them from `ctx.extra`."""
    kinds = table.kinds
    own = _state(table)
    seats = table.variant.seats
    extra = {**ctx.extra,
             "baoting": declared(table, seat),
             "tianting": per_seat(own.tianting, seats, False)[seat],
             "ippatsu": per_seat(own.one_shot, seats, False)[seat],
             "indicators": tuple(kinds[t] for t in own.indicator_ids)}
    return replace(ctx, extra=extra)


def ready_order(table: Table) -> tuple[int, ...]:
    """The seats whose hands are ready now, the first to have been ready first (then in turn
    order from the dealer)."""
    seats = table.variant.seats
    dealer = table.config.dealer
    since = per_seat(_state(table).ready_since, seats, None)
    ready = [s for s in range(seats) if is_ready(table, s)]
    return tuple(sorted(ready, key=lambda s: (NEVER if since[s] is None else since[s], (s - dealer) % seats)))


def on_exhausted(table: TableInProgress) -> Optional[tuple[int, ErrenState, tuple[Event, ...]]]:
    """海底捞月: the first ready seat draws once from the reserve; None (流局) when nobody is
    ready or the draw has been made."""
    if _state(table).last_chance is not None or table.options.get("haidi_draws", 1) == 0:
        return None
    ready = ready_order(table)
    if not ready:
        return None
    seat = ready[0]
    return seat, replace(_state(table), last_chance=seat), (LastChance(seat, ready),)


def view_extra(state: State, seat: int) -> ErrenView:
    """What every seat may know (see ErrenView): the reserve, the indicator, 报听 / 天听 and where,
    the exchange, who draws the 海底捞月 tile; and the viewing seat's own scorer facts."""
    wall = state.wall
    seats = state.variant.seats
    own = _state(state)
    ids = own.indicator_ids
    declared_seats = per_seat(own.declared, seats, False)
    first_seats = per_seat(own.tianting, seats, False)
    return ErrenView(
        reserve=len(wall.apart),
        reserve_positions=tuple(wall.pos(p).to_json() for p in wall.apart),
        indicator_ids=ids,
        declared=declared_seats,
        declared_first=first_seats,
        declared_at=per_seat(own.declared_at, seats, None),
        exchanged=per_seat(own.exchanged, seats, None),
        last_chance=own.last_chance,
        baoting=declared_seats[seat],
        tianting=first_seats[seat],
        ippatsu=per_seat(own.one_shot, seats, False)[seat],
        indicators=tuple(state.kinds[t] for t in ids),
    )


def known_tiles(state: State, seat: int) -> frozenset[int]:
    """The tiles `seat` gave back in the exchange: it knows them wherever they went (the reserve,
    or the other hand if drawn again), though not where."""
    picks = _state(state).exchange_picks
    mine = picks[seat] if picks else None
    if mine is None or any(p is None for p in picks):
        return frozenset()
    return frozenset(mine)


def next_dealer(dealer: int, result: HandResult, options: Mapping[str, Any]) -> int:
    """§2: the winner deals the next hand; after a 流局 the dealer stays."""
    return result.wins[0].seat if result.wins else dealer
