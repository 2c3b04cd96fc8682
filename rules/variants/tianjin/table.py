"""天津 table hooks (docs/rules/tianjin.md §2-4): what the plain engine does not know.

- `filter_actions`: no 碰/杠 of a 混, no win for a 小相公 (a player who discarded a 混), and with
  option hun_discard=forbidden no 混 discard; with option kou_ting, 扣听 offered beside each
  discard that leaves the hand ready, and a 扣听 hand locked (win, or discard the drawn tile);
- `after_apply`: 小相公, 铲, 扣听 and kong bookkeeping, with their events (XiaoXiangGong,
  ChanAnnounced, KongScored, KouTingDeclared);
- `win_context`: 扣听 for the scorer (`ctx.extra["kou_ting"]`);
- `view_extra`: the 混儿, 坐庄/拉庄, 小相公, 铲 and the kongs so far;
- `next_dealer`: the dealer keeps the deal on his win and on 荒庄.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional

from ...actions import ActionBase, Discard, Kong, Pass, Pung, Win
from ...events import Claimed, Discarded, Event, KongDeclared
from ...scoring import WinContext
from ...table_protocol import Table
from ...tiles import Tile
from ..hand_state import state_of
from ..results import HandResult
from .events import ChanAnnounced, DeclareKouTing, KongScored, KouTingDeclared, XiaoXiangGong
from .scoring import ready_after
from .settle import chan_transfers, kong_transfers, kong_units, net_of
from .state import TianjinState
from .view import TianjinView

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import State


def _state(table: Table) -> TianjinState:
    return state_of(table, TianjinState)


def is_xiaoxianggong(table: Table, seat: int, hun: Optional[frozenset[int]] = None) -> bool:
    """小相公: `seat` has discarded a 混. A discarded 混 can never be claimed (no 碰 of a 混, no
    win on a discard), so it stays in the river and the river alone tells."""
    hun = _state(table).hun_indices() if hun is None else hun
    kinds = table.kinds
    return any(kinds[t].index in hun for t in table.discards[seat])


def kou_ting_on(options: Mapping[str, Any]) -> bool:
    """Option kou_ting: the table plays 扣听."""
    return bool(options.get("kou_ting", "off") != "off")


def declared_kou_ting(table: Table, seat: int) -> bool:
    """`seat` has declared 扣听 this hand."""
    return seat in _state(table).kou_ting


def filter_actions(table: Table, seat: int, actions: tuple[ActionBase, ...]) -> tuple[ActionBase, ...]:
    """The offered actions 天津 allows `seat` (see the module docstring)."""
    hun = _state(table).hun_indices()
    if not hun:
        return actions
    kinds = table.kinds
    barred = is_xiaoxianggong(table, seat, hun)
    forbid = table.options.get("hun_discard") == "forbidden"
    locked = declared_kou_ting(table, seat)
    out = []
    for a in actions:
        if isinstance(a, Win) and barred:
            continue                       # 小相公 cannot win
        if isinstance(a, (Pung, Kong)) and (locked or kinds[a.tiles[0]].index in hun):
            continue                       # 混 may not be punged or melded; a 扣听 hand claims nothing
        if forbid and isinstance(a, Discard) and kinds[a.tile].index in hun:
            continue
        if locked and isinstance(a, Discard) and table.drawn is not None and a.tile != table.drawn:
            continue                       # 扣听: the hand is face down, only the drawn tile goes
        out.append(a)
    if forbid and not any(isinstance(a, Discard) for a in out):
        # a hand of 混 only (or a 扣听 hand that drew a 混) must still discard: a non-混 tile if any
        plain = [a for a in actions if isinstance(a, Discard) and kinds[a.tile].index not in hun]
        out.extend(plain or [a for a in actions if isinstance(a, Discard)])
    if kou_ting_on(table.options) and not (locked or barred) and not any(isinstance(a, Pass) for a in actions):
        out = _offer_kou_ting(table, seat, out, hun)
    return tuple(out)


def _offer_kou_ting(table: Table, seat: int, actions: list[ActionBase], hun: frozenset[int]) -> list[ActionBase]:
    """扣听 beside each discard that leaves the hand ready (with 混 as any tile)."""
    kinds = table.kinds
    hand = [kinds[t] for t in table.hands[seat]]
    sets = 4 - len(table.melds[seat])
    ready: dict[int, bool] = {}
    out: list[ActionBase] = []
    for a in actions:
        out.append(a)
        if not isinstance(a, Discard):
            continue
        kind = kinds[a.tile].index
        if kind not in ready:
            rest = list(hand)
            rest.remove(kinds[a.tile])
            ready[kind] = ready_after(rest, hun, sets)
        if ready[kind]:
            out.append(DeclareKouTing(seat, a.tile))
    return out


def _insert_after(events: list[Event], match: Callable[[Event], bool], more: Event) -> None:
    """Put `more` right after the last event for which `match(event)` holds (else at the end)."""
    for i in range(len(events) - 1, -1, -1):
        if match(events[i]):
            events.insert(i + 1, more)
            return
    events.append(more)


def after_apply(before: State, action: ActionBase, table: Table,
                events: list[Event]) -> tuple[TianjinState, list[Event]]:
    """小相公, 铲 and kongs, as they happen (the set-up phases keep their own records)."""
    extra = _state(table)
    if before.phase == "setup" or table.phase == "over":
        return extra, events
    hun = extra.hun_indices()
    out = list(events)
    dealer = table.config.dealer
    if isinstance(action, DeclareKouTing):
        extra = replace(extra, kou_ting=extra.kou_ting + (action.seat,))
        for i, e in enumerate(out):        # announced just before the discard it is made with
            if isinstance(e, Discarded) and e.tile == action.tile:
                out.insert(i, KouTingDeclared(action.seat, action.tile, table.kinds[action.tile]))
                break
    if isinstance(action, (Discard, DeclareKouTing)):
        seat, tile = action.seat, action.tile
        kind = table.kinds[tile]
        if kind.index in hun and not is_xiaoxianggong(before, seat, hun):
            _insert_after(out, lambda e: isinstance(e, Discarded) and e.tile == tile,
                          XiaoXiangGong(seat, tile, kind))
        extra = _follow_chan(before, seat, kind, dealer, extra, out)
    for i in range(len(out) - 1, -1, -1):     # a kong made now: its declaration is among the events
        e = out[i]
        if isinstance(e, KongDeclared):
            declared = e.kinds[0]
            assert declared is not None, "the engine's own events are unmasked"
            kind = declared
            kong = "added" if e.kong == "added" else "gold" if kind.index in hun else "concealed"
        elif isinstance(e, Claimed) and e.claim == "kong":
            kind, kong = e.kind, "melded"
        else:
            continue
        scored, extra = _score_kong(e.seat, kong, kind, table, extra)
        out.insert(i + 1, scored)
    return extra, out


def _score_kong(seat: int, kong: str, kind: Tile, table: Table,
                extra: TianjinState) -> tuple[KongScored, TianjinState]:
    """Record a kong (paid with the hand): the event that announces it and the new records."""
    seats = table.variant.seats
    transfers = kong_transfers(seat, kong, table.config.dealer, extra, table.options, seats)
    extra = replace(extra, last_kong="melded" if kong in ("melded", "added") else kong,   # for 杠开 by_kong
                    kongs=extra.kongs + ((seat, kong),))
    return KongScored(seat, kong, kind, kong_units(kong, table.options), net_of(transfers, seats)), extra


def _follow_chan(before: State, seat: int, kind: Tile, dealer: int, extra: TianjinState,
                 out: list[Event]) -> TianjinState:
    """铲: the dealer's first discard followed by the same tile from each of the others in turn,
    before any 碰 or 杠 (`untouched`) and as each one's first discard. Returns the new records."""
    if extra.chan_over:
        return extra
    seats = before.variant.seats
    count = extra.chan_count
    first = before.untouched and not before.has_discarded[seat]
    if count == 0 and seat == dealer and first:
        return replace(extra, chan_count=1, chan_kind=kind)
    if count and seat == (dealer + count) % seats and first and kind is extra.chan_kind:
        extra = replace(extra, chan_count=count + 1)
        if count + 1 == seats:
            extra = replace(extra, chan=True, chan_over=True)
            _insert_after(out, lambda e: isinstance(e, Discarded) and e.seat == seat,
                          ChanAnnounced(dealer, kind, net_of(chan_transfers(dealer, extra, seats, before.options), seats)))
        return extra
    return replace(extra, chan_over=True)


def view_extra(state: State, seat: int) -> TianjinView:
    """What every seat may know: the 混儿, 坐庄, 拉庄 (each seat's own choice at once, all of them
    once everyone has chosen), who is 小相公, 铲, and the kongs made so far (kinds of concealed
    ones stay hidden)."""
    e = _state(state)
    seats = state.variant.seats
    indicator = e.hun_indicator if e.hun is not None else None
    return TianjinView(
        zuo=e.zuo, la=e.la, chan=e.chan,
        la_own=e.la_picks_of(seats)[seat] if e.la is None else None,
        hun=tuple(str(t) for t in e.hun) if e.hun is not None else None,
        hun_indicator=indicator,
        hun_indicator_kind=str(state.kinds[indicator]) if indicator is not None else None,
        xiaoxianggong=tuple(is_xiaoxianggong(state, s) for s in range(seats)) if e.hun is not None else (),
        kongs=tuple((s, k) for s, k in e.kongs),
        kou_ting=tuple(s in e.kou_ting for s in range(seats)) if kou_ting_on(state.options) else (),
        kou_ting_own=seat in e.kou_ting)


def win_context(table: Table, seat: int, ctx: WinContext) -> WinContext:
    """扣听 for the scorer: whether the winner declared it (only at a table that plays it)."""
    if not kou_ting_on(table.options):
        return ctx
    return replace(ctx, extra={**ctx.extra, "kou_ting": declared_kou_ting(table, seat)})


def next_dealer(dealer: int, result: HandResult, options: Mapping[str, Any]) -> int:
    """§2: the dealer stays after his own win and after 荒庄 (option huang_pass_if_others_konged:
    on 荒庄 he passes if another player made a kong and he did not); a 闲家's win passes the
    deal to the dealer's right (下家)."""
    if dealer in result.winners:
        return dealer
    if result.exhausted:
        kongers = {s for s, _k in state_of(result, TianjinState).kongs}
        if options.get("huang_pass_if_others_konged") and kongers and dealer not in kongers:
            return (dealer + 1) % result.seats
        return dealer
    return (dealer + 1) % result.seats
