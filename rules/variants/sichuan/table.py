"""四川 table hooks (docs/rules/sichuan-xuezhan.md §4-5, §8): what the plain engine does not know.

- `filter_actions`: 定缺 discards first, no pung/kong of the void suit, 过水, 过碰, the forced win
  in the last four tiles;
- `win_context`: the winner's void suit, 杠上炮, 地胡 only on the dealer's first discard;
- `after_apply`: kongs and wins paid at once (`KongPaid`, `WinPaid`), passed wins and pungs;
- `view_extra`: the voids once revealed, the exchange, the kong payments so far;
- `known_tiles`: the three tiles one passed on in 换三张;
- `choose_dealer` / `next_dealer`: dice every hand, or the first winner.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping, Optional, Sequence

from ...actions import (
    ActionBase,
    AddedKong,
    ConcealedKong,
    Discard,
    Kong,
    Pass,
    Pung,
    Win,
)
from ...events import (
    Claimed,
    DiceRolled,
    Discarded,
    Event,
    KongDeclared,
    KongRobbed,
    TileDrawn,
    Transfer,
    WinRecord,
    Won,
)
from ...scoring import WinContext
from ...table_protocol import Table
from ..hand_state import state_of
from ..results import HandResult
from .events import DEALER_THROW, CallTransferred
from .flow import winners_play_on
from .settle import kong_paid, kong_transfers, net_of, win_paid
from .state import SichuanState
from .view import SichuanView

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import State


def _state(table: Table) -> SichuanState:
    return state_of(table, SichuanState)


def _voids(table: Table) -> Optional[tuple[str, ...]]:
    return _state(table).voids


def won_locked(table: Table, seat: int) -> bool:
    """血流成河 (option play_on): a seat that has won plays on with its hand locked."""
    return winners_play_on(table.options) and any(w.seat == seat for w in table.wins)


# --- filter_actions: what the plain engine would offer, minus what 四川 forbids ---------------

def filter_actions(table: Table, seat: int, actions: tuple[ActionBase, ...]) -> tuple[ActionBase, ...]:
    """The offered actions 四川 allows `seat` (see the module docstring)."""
    kinds = table.kinds
    options = table.options
    extra = _state(table)
    seats = table.variant.seats
    voids = extra.voids
    out = list(actions)
    if voids is not None:
        void = voids[seat]
        holding = any(kinds[t].suit == void for t in table.hands[seat])

        def allowed(a: ActionBase) -> bool:
            if isinstance(a, Discard):          # 定缺: the void suit goes first
                return not holding or kinds[a.tile].suit == void
            if isinstance(a, (Pung, Kong)):     # never pung or kong the void suit
                return kinds[a.tiles[0]].suit != void
            if isinstance(a, ConcealedKong):
                return a.kind.suit != void
            if isinstance(a, AddedKong):
                return kinds[a.tile].suit != void
            return True
        out = [a for a in out if allowed(a)]
    on_claim = any(isinstance(a, Pass) for a in out)
    if on_claim:
        passed = extra.passed_win_of(seats)[seat]
        score_now = table.win_scores[seat]
        if passed is not None and options.get("guoshui") == "higher" and score_now is not None \
                and score_now.total <= passed:
            out = [a for a in out if not isinstance(a, Win)]      # 过水: only a higher fan may win
        passed_pungs = extra.passed_pung_of(seats)[seat]
        if passed_pungs and options.get("guopeng"):
            out = [a for a in out if not (isinstance(a, Pung) and kinds[a.tiles[0]].index in passed_pungs)]
    if won_locked(table, seat):        # 血流成河: a won hand only wins or lets the drawn tile go
        drawn = table.drawn if table.turn == seat else None
        out = [a for a in out if isinstance(a, (Win, Pass)) or
               (isinstance(a, Discard) and (drawn is None or a.tile == drawn))]
    last = options.get("forced_win_tiles", 0)
    if last and table.wall.live_remaining() < last and any(isinstance(a, Win) for a in out):
        return tuple(a for a in out if isinstance(a, Win))     # the last four tiles: must win
    return tuple(out)


# --- win_context: the winner's void suit and the situation ------------------------------------

def win_context(table: Table, seat: int, ctx: WinContext) -> WinContext:
    """The winner's void suit and 杠上炮 into `extra`; 地胡 on a discard only from the dealer."""
    voids = _voids(table)
    from_seat: Optional[int]
    if ctx.self_drawn:
        from_seat = None
    elif ctx.kong_related:           # robbing: the kong's owner still has the turn
        from_seat = table.turn
    else:
        from_seat = table.last_discard[0] if table.last_discard else None
    after_kong = from_seat is not None and not ctx.kong_related and _state(table).kong_turn == from_seat
    # 地胡 on a discard: only the dealer's first discard; never a second win (血流成河)
    first = ctx.first_turn and (ctx.self_drawn or from_seat == table.config.dealer) \
        and not any(w.seat == seat for w in table.wins)
    extra: dict[str, Any] = {"void_suit": voids[seat] if voids else None, "after_kong_discard": after_kong}
    feeder = _state(table).kong_feeder
    if ctx.self_drawn and ctx.kong_related and feeder is not None:
        extra["kong_fed_by"] = feeder      # 点杠花: the replacement of a 直杠 fed by `feeder`
    return replace(ctx, first_turn=first, extra=extra)


# --- after_apply: kong payments at once, passed wins and pungs --------------------------------

def after_apply(before: State, action: ActionBase, table: Table,
                events: list[Event]) -> tuple[SichuanState, list[Event]]:
    """Pay kongs as they are made (a 面下杠 once its rob window closed), remember passed wins
    and pungs until one's next draw, and who plays on a kong replacement (杠上炮)."""
    extra = _state(table)
    if before.phase == "setup":
        return extra, events
    seats = table.variant.seats
    passed_win = list(extra.passed_win_of(seats))
    passed_pung = [set(p) for p in extra.passed_pung_of(seats)]
    if isinstance(action, Pass) and before.phase in ("claim", "rob") and before.window is not None:
        seat = action.seat
        offered = before.legal[seat]
        score = before.win_scores[seat]
        if any(isinstance(a, Win) for a in offered) and score is not None:
            passed_win[seat] = max(score.total, passed_win[seat] or 0)
        if any(isinstance(a, Pung) for a in offered):
            passed_pung[seat].add(before.kinds[before.window.tile].index)
    kong_log = list(extra.kong_transfers)
    pending = extra.pending_kong                 # a 面下杠 waiting for its rob window to close
    books = _Books(extra)
    out: list[Event] = []
    for e in events:
        out.append(e)
        paid: Optional[tuple[str, int, Optional[int]]] = None
        if isinstance(e, Claimed) and e.claim == "kong":
            paid = ("direct", e.seat, e.from_seat)
            books.feeder = e.from_seat
        elif isinstance(e, KongDeclared) and e.kong == "concealed":
            paid = ("concealed", e.seat, None)
            books.feeder = None
        elif isinstance(e, KongDeclared) and e.kong == "added":
            pending = e.seat
            books.feeder = None
        elif isinstance(e, KongRobbed):
            pending = None                         # 抢杠: the kong is void, nobody pays it
        elif isinstance(e, Discarded):
            books.feeder = None
        elif isinstance(e, Won):
            together = [w.seat for w in events if isinstance(w, Won) and w.from_seat == e.from_seat]
            out.extend(books.won(e, together, kong_log, table.wins, table.options, seats))
        elif isinstance(e, TileDrawn):
            if e.reason == "kong" and pending == e.seat:
                out.pop()
                transfers = kong_transfers("added", e.seat, None, table.active, table.options)
                books.last_kong = (e.seat, len(kong_log), len(kong_log) + len(transfers))
                kong_log.extend(transfers)
                out.extend((kong_paid(e.seat, "added", transfers, seats), e))
                pending = None
            passed_win[e.seat] = None              # 过水 / 过碰 last until one's next draw
            passed_pung[e.seat] = set()
        if paid is not None:
            transfers = kong_transfers(paid[0], paid[1], paid[2], table.active, table.options)
            books.last_kong = (paid[1], len(kong_log), len(kong_log) + len(transfers))
            kong_log.extend(transfers)
            out.append(kong_paid(paid[1], paid[0], transfers, seats))
    return replace(extra, passed_win=tuple(passed_win), passed_pung=tuple(tuple(sorted(p)) for p in passed_pung),
                   kong_transfers=tuple(kong_log), pending_kong=pending, kong_feeder=books.feeder,
                   last_kong=books.last_kong, win_feeders=tuple(books.win_feeders),
                   call_transfers=tuple(books.calls), transferred=tuple(books.transferred),
                   # 杠上炮: the seat now playing on a kong replacement, until it discards
                   kong_turn=table.turn if table.phase == "play" and table.kong_draw else None), out


class _Books:
    """What after_apply keeps besides the kong payments: the 直杠 feeder (点杠花), the last kong
    (呼叫转移), each win's feeder and the kong income handed on."""

    def __init__(self, extra: SichuanState) -> None:
        self.feeder = extra.kong_feeder
        self.last_kong = extra.last_kong
        self.win_feeders = list(extra.win_feeders)
        self.calls = list(extra.call_transfers)
        self.transferred = list(extra.transferred)

    def won(self, e: Won, together: Sequence[int], kong_log: Sequence[Transfer], wins: Sequence[WinRecord],
            options: Mapping[str, Any], seats: int) -> list[Event]:
        """Pay the win at once (`WinPaid`; `wins` are the hand's wins, this one among them),
        record its feeder (点杠花 paid by the feeder) and, for a 杠上炮 under 呼叫转移, hand the
        discarder's last kong income to the winners on that tile (`together`, shared evenly, the
        odd stakes to the first); returns the events to add."""
        items = {i.key for i in e.score.items}
        fed = e.from_seat is None and "gang_shang_hua" in items and options.get("dian_gang_hua") == "discarder"
        self.win_feeders.append(self.feeder if fed else None)
        so_far = wins[:len(self.win_feeders)]      # this win is the last of them
        assert so_far and so_far[-1].seat == e.seat, "the table's wins follow the Won events"
        paid: list[Event] = [win_paid(so_far, self.win_feeders[-1], options, seats)]
        if not (options.get("call_transfer") and e.from_seat is not None and "gang_shang_pao" in items):
            return paid
        last = self.last_kong
        if last is None or last[0] != e.from_seat:
            return paid
        if e.seat != together[0]:      # the first winner's event hands it to every winner
            return paid
        kept = [i for i in range(last[1], last[2]) if i not in self.transferred and kong_log[i].payee == e.from_seat]
        income = sum(kong_log[i].amount for i in kept)
        if not income:
            return paid
        self.transferred.extend(kept)
        share, odd = divmod(income, len(together))
        made = tuple(Transfer(e.from_seat, w, share + (odd if k == 0 else 0),
                              f"呼叫转移 call transfer: 杠上炮 hands the kong income on: {share + (odd if k == 0 else 0)}")
                     for k, w in enumerate(together) if share + (odd if k == 0 else 0))
        self.calls.extend(made)
        return paid + [CallTransferred(e.from_seat, made, net_of(made, seats))]


# --- what every seat may know ------------------------------------------------------------------

def view_extra(state: State, seat: int) -> SichuanView:
    """The voids (each seat's own pick until all are revealed), the exchange, kong payments,
    the win and pungs this seat passed since its draw, and whether only a win may be played."""
    extra = _state(state)
    seats = state.variant.seats
    voids = extra.voids
    picks = extra.void_picks_of(seats)
    kong_log: Sequence[Transfer] = extra.kong_transfers
    return SichuanView(
        void_suit=voids[seat] if voids else picks[seat],
        voids=tuple(voids) if voids else None,
        void_chosen=tuple(p is not None for p in picks),
        exchange_chosen=tuple(p is not None for p in extra.exchange_picks_of(seats)),
        # one's own three tiles while the exchange is pending (afterwards they are in another hand)
        exchange_pick=None if extra.exchange_direction or state.phase != "setup"
        else extra.exchange_picks_of(seats)[seat],
        exchange_direction=extra.exchange_direction,
        kong_payments=tuple(net_of(kong_log, seats)),
        passed_win_fans=extra.passed_win_of(seats)[seat],
        forced_win_now=bool(state.options.get("forced_win_tiles")) and
        state.wall.live_remaining() < state.options.get("forced_win_tiles", 0),
        passed_pungs=tuple(extra.passed_pung_of(seats)[seat]),
        hand_locked=won_locked(state, seat),
        locked_discard=state.kinds[state.drawn].index if won_locked(state, seat) and state.drawn is not None
        and state.turn == seat else None,
    )


def known_tiles(state: State, seat: int) -> frozenset[int]:
    """换三张: once the tiles have moved, the giver knows the three he passed on."""
    extra = _state(state)
    pick = extra.exchange_picks_of(state.variant.seats)[seat]
    if not extra.exchange_direction or pick is None:
        return frozenset()
    return frozenset(pick)


# --- the dealer --------------------------------------------------------------------------------

def _first_winner_dealer(dealer: int, result: Optional[HandResult]) -> int:
    """Option dealer_rule=first_winner: the first winner deals; after a 一炮多响 the discarder."""
    if result is None or not result.wins:
        return dealer
    first = result.wins[0]
    together = [w for w in result.wins if w.from_seat is not None and w.from_seat == first.from_seat
                and w.tile == first.tile]
    if first.from_seat is not None and len(together) > 1:
        return first.from_seat
    return first.seat


def choose_dealer(rng: random.Random, thrower: int, previous: Optional[HandResult],
                  options: Mapping[str, Any], seats: int) -> tuple[int, tuple[Event, ...]]:
    """血战: the dealer is chosen by dice each hand (the thrower counts seats with himself as 1)."""
    if options.get("dealer_rule") == "first_winner" and previous is not None:
        return _first_winner_dealer(previous.dealer, previous), ()
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    return (thrower + sum(dice) - 1) % seats, (DiceRolled(thrower, dice, DEALER_THROW),)


def next_dealer(dealer: int, result: HandResult, options: Mapping[str, Any]) -> int:
    """Without dice (choose_dealer takes over in a match): the first-winner rule."""
    return _first_winner_dealer(dealer, result)
