"""The table engine: one hand as an explicit, pure state machine (after OpenSpiel and Kajongg).

    state, events = new_hand(variant, HandConfig(seed=..., hand_no=..., dealer=...))
    while not is_over(state):
        seat = to_act(state)[0]                    # one seat on a turn, several in a claim window
        action = choose(legal_actions(state, seat))
        state, events = apply(state, action)       # a NEW state; the old one is untouched

Phases: "setup" (variant phases such as 定缺; 国标 has none), "play" (one seat: discard, kong or
win after a draw), "claim" (after a discard: every seat with a claim answers once, then the
strongest claim is kept: 和 > 杠/碰 > 吃, ties to the nearest seat after the discarder unless the
variant lets several win), "rob" (after an added kong: seats that can rob it answer), "over".

Draws are not actions: `apply` draws for the next seat itself (live end; tail after a kong or a
flower). Randomness exists only in `new_hand` (a `random.Random` seeded from the match seed and
the hand number); `apply` is deterministic, so a hand is replayed from its config and actions.
See docs/engine.md.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Optional, Sequence, Union

from .actions import (
    ActionBase,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    Pass,
    Pung,
    Win,
)
from .errors import IllegalAction
from .events import (
    Claimed,
    DiceRolled,
    Discarded,
    Event,
    FlowerReplaced,
    HandExhausted,
    HandsRevealed,
    HandStarted,
    KongDeclared,
    KongRobbed,
    Settled,
    TableMeld,
    TileDrawn,
    TilesDealt,
    WallBroken,
    WallBuilt,
    WinRecord,
    Won,
)
from .melds import Meld, MeldKind
from .scoring import ScoreResult, WinContext
from .state import (
    CLAIM,
    OVER,
    PLAY,
    ROB,
    SETUP,
    DiscardRecord,
    HandConfig,
    StackedWall,
    State,
    Window,
    is_offered,
    is_over,
    legal_actions,
    open_window,
    setup_phase,
    setup_plan,
    to_act,
)
from .tiles import COPIES, NUM_KINDS, WIND_LETTERS, Tile, TileSet
from .variants.base import Variant
from .variants.results import HandResult
from .views import MeldView, SeatView, view_for
from .wall import (
    Wall,
    break_count,
    build_layout,
    clockwise_stacks,
    deal_schedule,
)

# The table engine's API: the state types and readers live in rules.state, the views in
# rules.views; `rules.engine` is the one place a caller imports them from.
__all__ = ["SETUP", "PLAY", "CLAIM", "ROB", "OVER", "HandConfig", "StackedWall", "State", "MeldView",
           "SeatView", "new_hand", "to_act", "legal_actions", "is_offered", "apply", "is_over", "result",
           "replay", "view_for"]


# --- small helpers ------------------------------------------------------------------------------

_RANKS: dict[str, tuple[int, ...]] = {}


def _rank_of(tileset: TileSet) -> tuple[int, ...]:
    """Sort key per tile id: by kind, then id (cached per tile set)."""
    ranks = _RANKS.get(tileset.name)
    if ranks is None:
        order = sorted(range(len(tileset)), key=lambda i: (tileset.kinds[i].index, i))
        rank = [0] * len(order)
        for r, i in enumerate(order):
            rank[i] = r
        ranks = _RANKS[tileset.name] = tuple(rank)
    return ranks


def _next_seat(seat: int, active: Sequence[bool]) -> int:
    """The next seat still playing after `seat` in turn order (itself if none)."""
    seats = len(active)
    for k in range(1, seats + 1):
        nxt = (seat + k) % seats
        if active[nxt]:
            return nxt
    return seat


def _order_after(seat: int, seats: int) -> tuple[int, ...]:
    """Every other seat in turn order after `seat`."""
    return tuple((seat + k) % seats for k in range(1, seats))


class _Tx:
    """A mutable working copy of a state while one `apply` (or `new_hand`) runs."""

    def __init__(self, s: State) -> None:
        self.s = s
        self.variant = s.variant
        self.kinds = s.kinds
        self.rank = _rank_of(s.variant.tiles)
        self.wall = s.wall
        self.hands = [list(h) for h in s.hands]
        self.melds = [list(m) for m in s.melds]
        self.discards = [list(d) for d in s.discards]
        self.discard_log = list(s.discard_log)
        self.flowers = [list(f) for f in s.flowers]
        self.phase = s.phase
        self.turn = s.turn
        self.drawn = s.drawn
        self.after_claim = s.after_claim
        self.kong_draw = s.kong_draw
        self.last_discard = s.last_discard
        self.window = s.window
        self.active = list(s.active)
        self.wins = list(s.wins)
        self.settlement = s.settlement
        self.untouched = s.untouched
        self.has_discarded = list(s.has_discarded)
        self.stage = s.stage
        self.extra = s.extra
        self.options = s.options      # for the variant's table hooks
        self.config = s.config
        self.events: list[Event] = []
        self.win_scores: list[Optional[ScoreResult]] = list(s.win_scores)  # for the open window
        self.seats = s.variant.seats
        self.last_received: list[Optional[int]] = [None] * self.seats

    # -- tiles ----------------------------------------------------------------------------------
    def kind(self, tile: int) -> Tile:
        return self.kinds[tile]

    def add_to_hand(self, seat: int, tile: int) -> None:
        hand = self.hands[seat]
        hand.append(tile)
        hand.sort(key=self.rank.__getitem__)
        self.last_received[seat] = tile

    def counts(self, seat: int) -> list[int]:
        c = [0] * 34
        kinds = self.kinds
        for t in self.hands[seat]:
            i = kinds[t].index
            if i >= 34 and len(c) == 34:   # a bonus tile kept as a wildcard (苏州百搭): all 47 kinds
                c += [0] * (NUM_KINDS - 34)
            c[i] += 1
        return c

    def ids_of_kind(self, seat: int, kind_index: int) -> list[int]:
        kinds = self.kinds
        return [t for t in self.hands[seat] if kinds[t].index == kind_index]

    # -- freezing -------------------------------------------------------------------------------
    def freeze(self, steps: int) -> State:
        legal: list[tuple[ActionBase, ...]] = [()] * self.seats
        if self.phase == PLAY:
            legal[self.turn] = tuple(_turn_actions(self, self.turn))
        elif self.phase in (CLAIM, ROB):
            w = open_window(self.window)
            for seat in w.asked:
                if w.responses[seat] is None:
                    legal[seat] = w.options[seat]
        state = State(
            variant=self.variant, config=self.s.config, options=self.s.options, kinds=self.kinds,
            wall=self.wall, hands=tuple(tuple(h) for h in self.hands),
            melds=tuple(tuple(m) for m in self.melds), discards=tuple(tuple(d) for d in self.discards),
            flowers=tuple(tuple(f) for f in self.flowers), phase=self.phase, turn=self.turn,
            drawn=self.drawn, after_claim=self.after_claim, kong_draw=self.kong_draw,
            last_discard=self.last_discard, window=self.window, legal=tuple(legal),
            win_scores=tuple(self.win_scores), active=tuple(self.active), wins=tuple(self.wins),
            settlement=self.settlement, untouched=self.untouched,
            has_discarded=tuple(self.has_discarded), stage=self.stage, extra=self.extra, steps=steps,
            discard_log=tuple(self.discard_log))
        if self.phase == SETUP:
            phase = setup_phase(state)
            legal = [tuple(phase.legal_actions(state, seat)) if seat in phase.to_act(state) else ()
                     for seat in range(self.seats)]
            state = replace(state, legal=tuple(legal))
        return state


# --- winning ------------------------------------------------------------------------------------

def _visible_copies(tx: _Tx, kind: Tile, except_tile: int) -> int:
    """Copies of `kind` face up on the table: rivers and melds (concealed kongs are face down)."""
    kinds = tx.kinds
    n = 0
    for river in tx.discards:
        n += sum(1 for t in river if t != except_tile and kinds[t] is kind)
    for melds in tx.melds:
        for m in melds:
            if m.meld.kind is not MeldKind.CONCEALED_KONG:
                n += sum(1 for t in m.tiles if t != except_tile and kinds[t] is kind)
    return n


def _try_win(tx: _Tx, seat: int, tile: int, self_drawn: bool, kong_related: bool,
             counts: list[int]) -> Optional[ScoreResult]:
    """The score if `seat` may legally win on `tile` (`counts` = hand + tile, 34 kinds)."""
    variant = tx.variant
    if not variant.could_win(counts):
        return None
    kinds = tx.kinds
    kind = kinds[tile]
    hand = tx.hands[seat]
    if self_drawn:
        concealed = [kinds[t] for t in hand if t != tile]
    else:
        concealed = [kinds[t] for t in hand]
    config = tx.s.config
    ctx = WinContext(
        melds=tuple(m.meld for m in tx.melds[seat]),
        concealed=tuple(concealed),
        win_tile=kind,
        self_drawn=self_drawn,
        last_of_kind=_visible_copies(tx, kind, tile) >= 3,
        kong_related=kong_related,
        last_tile=tx.wall.live_remaining() == 0,
        seat_wind=config.winds()[seat],
        round_wind=config.round_wind,
        flowers=len(tx.flowers[seat]),
        first_turn=tx.untouched and not tx.has_discarded[seat],
        dealer=seat == config.dealer,
        # the flower tiles themselves, so a score's flower row can name them (ScoreItem.tiles)
        extra={**tx.extra.scorer_facts(), "flower_tiles": tuple(kinds[t] for t in tx.flowers[seat])},
    )
    if variant.win_context is not None:
        ctx = variant.win_context(tx, seat, ctx)
    result = variant.score(ctx, tx.s.options)
    return result if variant.is_legal_win(result) else None


def _turn_actions(tx: _Tx, seat: int) -> list:
    """Legal actions on a turn, in a stable order: Win, ConcealedKong, AddedKong, Discard."""
    hand = tx.hands[seat]
    out: list = []
    if not tx.after_claim:
        counts = tx.counts(seat)
        tx.win_scores = [None] * tx.seats
        if tx.drawn is not None:
            score = _try_win(tx, seat, tx.drawn, True, tx.kong_draw, counts)
            if score is not None:
                tx.win_scores[seat] = score
                out.append(Win(seat))
        if tx.variant.claims.kong and tx.wall.live_remaining() > 0:  # no kong on the last tile
            kinds = tx.kinds
            fours: list[Tile] = []
            for t in hand:  # the hand is sorted by kind, so each kind is met in order
                if counts[kinds[t].index] == COPIES and (not fours or fours[-1] is not kinds[t]):
                    fours.append(kinds[t])
            out.extend(ConcealedKong(seat, k) for k in fours)
            pung_kinds = {m.meld.tiles[0] for m in tx.melds[seat] if m.meld.kind is MeldKind.PUNG}
            if pung_kinds:
                seen: set = set()
                for t in hand:
                    k = kinds[t]
                    if k in pung_kinds and k not in seen:
                        seen.add(k)
                        out.append(AddedKong(seat, t))
    out.extend(Discard(seat, t) for t in hand)
    if tx.variant.filter_actions is not None:
        return list(_filtered(tx, seat, tuple(out)))
    return out


def _claim_actions(tx: _Tx, seat: int, discarder: int, tile: int, last: bool) -> tuple:
    """What `seat` may do with a discard: Win, Kong, Pung, Chow (lowest first), then Pass."""
    claims = tx.variant.claims
    counts = tx.counts(seat)
    k = tx.kinds[tile].index
    if k >= len(counts):       # a discarded wildcard bonus tile (苏州百搭): all 47 kinds
        counts += [0] * (NUM_KINDS - len(counts))
    out: list = []
    if claims.win_on_discard:
        counts[k] += 1
        score = _try_win(tx, seat, tile, False, False, counts)
        counts[k] -= 1
        if score is not None:
            tx.win_scores[seat] = score
            out.append(Win(seat))
    if not last:  # the last discard may only be won on (海底捞月)
        have = counts[k]
        if have >= 2:
            same = tx.ids_of_kind(seat, k)
            if claims.kong and have >= 3:
                out.append(Kong(seat, (same[0], same[1], same[2])))
            if claims.pung:
                out.append(Pung(seat, (same[0], same[1])))
        if claims.chow and seat == (discarder + 1) % tx.seats and k < 27:
            base, rank = k - k % 9, k % 9
            for a, b in ((rank - 2, rank - 1), (rank - 1, rank + 1), (rank + 1, rank + 2)):
                if 0 <= a and b <= 8 and counts[base + a] and counts[base + b]:
                    out.append(Chow(seat, (tx.ids_of_kind(seat, base + a)[0], tx.ids_of_kind(seat, base + b)[0])))
    if out:
        out.append(Pass(seat))
    return _filtered(tx, seat, tuple(out))


def _filtered(tx: _Tx, seat: int, actions: tuple[ActionBase, ...]) -> tuple[ActionBase, ...]:
    """The variant's `filter_actions` hook; a claim left with nothing but Pass is not offered."""
    hook = tx.variant.filter_actions
    if hook is None or not actions:
        return actions
    kept = tuple(hook(tx, seat, actions))
    return kept if any(not isinstance(a, Pass) for a in kept) else ()


# --- flow ---------------------------------------------------------------------------------------

def _advance_setup(tx: _Tx) -> None:
    plan = setup_plan(tx.variant)
    while True:
        step, phase = plan[tx.stage]
        if step == "phase":
            enabled = getattr(phase, "enabled", None)
            if enabled is not None and not enabled(tx.s.options):
                tx.stage += 1   # a phase switched off by a room option
                continue
            tx.phase = SETUP
            return
        if step == "deal":
            _deal(tx)
            tx.stage += 1
            continue
        _start_play(tx)
        return


def _deal(tx: _Tx) -> None:
    config = tx.s.config
    schedule = deal_schedule(tx.variant.hand_size, tx.seats)
    taken: list[tuple[int, int]] = []
    for _ in range(tx.seats * tx.variant.hand_size + 1):
        tx.wall, tile, p = tx.wall.draw_live()
        taken.append((tile, p))
    for rnd, offset, picks in schedule:
        seat = (config.dealer + offset) % tx.seats
        tiles = tuple(taken[i][0] for i in picks)
        for t in tiles:
            tx.add_to_hand(seat, t)
        tx.events.append(TilesDealt(rnd, seat, tiles, tuple(tx.kind(t) for t in tiles),
                                    tuple(tx.wall.pos(taken[i][1]) for i in picks)))
    # 补花: dealer first, then the others in turn, again and again until nobody holds a flower
    is_flower = tx.variant.flower_test(tx.options)
    while True:
        replaced = False
        for offset in range(tx.seats):
            seat = (config.dealer + offset) % tx.seats
            for t in [t for t in tx.hands[seat] if is_flower(tx.kind(t))]:
                replaced = True
                tx.hands[seat].remove(t)
                tx.flowers[seat].append(t)
                tx.events.append(FlowerReplaced(seat, t, tx.kind(t)))
                tx.wall, tile, p = tx.wall.draw_tail()
                tx.events.append(TileDrawn(seat, tile, tx.kind(tile), "tail", "flower", tx.wall.pos(p),
                                           tx.wall.live_remaining()))
                tx.add_to_hand(seat, tile)
        if not replaced:
            break
    # the dealer's 14th tile (the jump tile, or his last flower replacement) acts as his draw
    tx.drawn = tx.last_received[config.dealer]


def _start_play(tx: _Tx) -> None:
    dealer = tx.s.config.dealer
    tx.phase = PLAY
    tx.turn = dealer
    if tx.drawn not in tx.hands[dealer]:   # a set-up phase took it away (换三张)
        tx.drawn = tx.hands[dealer][-1]
    tx.after_claim = False
    tx.kong_draw = False


def _draw(tx: _Tx, seat: int, source: str, reason: str) -> None:
    """Draw for `seat` (flowers set aside and replaced from the tail), or end the hand."""
    is_flower = tx.variant.flower_test(tx.options)
    kong = reason == "kong"
    while True:
        if tx.wall.live_remaining() <= 0:
            _exhausted(tx)   # 荒庄 (or the variant's last chance); also: no 补花 on the last tile
            return
        if source == "live":
            tx.wall, tile, p = tx.wall.draw_live()
        else:
            tx.wall, tile, p = tx.wall.draw_tail()
        kind = tx.kind(tile)
        tx.events.append(TileDrawn(seat, tile, kind, source, reason, tx.wall.pos(p), tx.wall.live_remaining()))
        if not is_flower(kind):
            break
        tx.flowers[seat].append(tile)
        tx.events.append(FlowerReplaced(seat, tile, kind))
        source, reason, kong = "tail", "flower", False   # a flower off a kong is not 杠上开花
    tx.add_to_hand(seat, tile)
    tx.phase = PLAY
    tx.turn = seat
    tx.drawn = tile
    tx.kong_draw = kong
    tx.after_claim = False
    tx.window = None


def _exhausted(tx: _Tx) -> None:
    """The live wall is used up and the last discard was not taken: the hand ends (荒庄), unless
    the variant's `on_exhausted` gives one seat a draw from the tiles set apart (Wall.apart)."""
    hook = tx.variant.on_exhausted
    chance = None if hook is None or tx.wins or not tx.wall.apart else hook(tx)
    if chance is None:
        _end_hand(tx)
        return
    seat, tx.extra, more = chance
    tx.events.extend(more)
    tx.wall, tile, p = tx.wall.draw_apart()
    tx.events.append(TileDrawn(seat, tile, tx.kind(tile), "reserve", "exhausted", tx.wall.pos(p),
                               tx.wall.live_remaining()))
    tx.add_to_hand(seat, tile)
    tx.phase = PLAY
    tx.turn = seat
    tx.drawn = tile
    tx.kong_draw = False
    tx.after_claim = False
    tx.window = None


def _end_hand(tx: _Tx) -> None:
    tx.phase = OVER
    tx.window = None
    if not tx.wins:
        tx.events.append(HandExhausted())
    tx.events.append(HandsRevealed(
        tuple(tuple(h) for h in tx.hands), tuple(tuple(tx.kind(t) for t in h) for h in tx.hands),
        tuple(tuple(m) for m in tx.melds)))
    final = tx.freeze(tx.s.steps)  # what the settlement may look at: the final hands and wins
    settlement = tx.variant.settle(final.wins, final)
    tx.settlement = settlement
    scores = tuple(a + b for a, b in zip(tx.s.config.scores, settlement.payments))
    tx.events.append(Settled(settlement.payments, settlement.transfers, settlement.reason, scores))


def _record_wins(tx: _Tx, winners: Sequence[int], tile: int, from_seat: Optional[int], robbed: bool,
                 scores: Sequence[Optional[ScoreResult]]) -> None:
    kind = tx.kind(tile)
    play_on = _winners_play_on(tx)
    if from_seat is not None and not play_on:
        tx.add_to_hand(winners[0], tile)   # one physical tile: it joins the nearest winner's hand
    for seat in winners:
        score = scores[seat]
        assert score is not None, "a Win was offered without a score"
        record = WinRecord(seat, tile, kind, from_seat, robbed, score)
        tx.wins.append(record)
        hand = tuple(tx.hands[seat]) if from_seat is None or (seat == winners[0] and not play_on) else \
            tuple(sorted(tx.hands[seat] + [tile], key=tx.rank.__getitem__))
        tx.events.append(Won(seat, tile, kind, from_seat, from_seat is None, robbed, hand,
                             tuple(tx.kind(t) for t in hand), tuple(tx.melds[seat]), score))
        if play_on:      # 血流成河: the won tile is set aside (it stays in the WinRecord), he plays on
            if from_seat is None:
                tx.hands[seat].remove(tile)
        else:
            tx.active[seat] = False
    tx.drawn = None
    tx.last_discard = None
    if not play_on and (len(tx.wins) >= tx.variant.winners_to_end or sum(tx.active) <= 1):
        _end_hand(tx)
        return
    # play goes on (血战): the next player still in after the last winner, counted from the source
    start = from_seat if from_seat is not None else winners[0]
    order = [(start + k) % tx.seats for k in range(1, tx.seats + 1)]
    last_winner = max(winners, key=order.index)
    _draw(tx, _next_seat(last_winner, tx.active), "live", "turn")


def _winners_play_on(tx: _Tx) -> bool:
    """Whether a winner stays in this hand (the variant's `winners_play_on` under its options)."""
    hook = tx.variant.winners_play_on
    return hook is not None and bool(hook(tx.options))


def _open_claims(tx: _Tx, discarder: int, tile: int) -> None:
    last = tx.wall.live_remaining() == 0
    tx.win_scores = [None] * tx.seats
    options: list[tuple[ActionBase, ...]] = [()] * tx.seats
    asked = []
    for seat in _order_after(discarder, tx.seats):
        if not tx.active[seat]:
            continue
        acts = _claim_actions(tx, seat, discarder, tile, last)
        if acts:
            options[seat] = acts
            asked.append(seat)
    if asked:
        tx.phase = CLAIM
        tx.window = Window(CLAIM, discarder, tile, tuple(asked), tuple(options), (None,) * tx.seats)
    elif last:
        _exhausted(tx)
    else:
        _draw(tx, _next_seat(discarder, tx.active), "live", "turn")


def _resolve_claims(tx: _Tx) -> None:
    w = open_window(tx.window)
    tx.window = None
    answers = [(seat, w.responses[seat]) for seat in w.asked]
    winners = [seat for seat, a in answers if isinstance(a, Win)]
    if winners:
        if not tx.variant.claims.multiple_winners:
            winners = winners[:1]   # 截和: the nearest in turn order
        tx.discards[w.seat].pop()
        _mark_taken(tx)
        _record_wins(tx, winners, w.tile, w.seat, False, tx.win_scores)
        return
    for kind in (Kong, Pung, Chow):
        for _seat, a in answers:
            if isinstance(a, (Chow, Pung, Kong)) and isinstance(a, kind):
                _meld_claim(tx, a, w.seat, w.tile)
                return
    _draw(tx, _next_seat(w.seat, tx.active), "live", "turn")


def _mark_taken(tx: _Tx) -> None:
    """The last discard left its river (claimed or won on): the public record says so."""
    if tx.discard_log:
        tx.discard_log[-1] = replace(tx.discard_log[-1], taken=True)


def _meld_claim(tx: _Tx, action: Union[Chow, Pung, Kong], discarder: int, tile: int) -> None:
    seat = action.seat
    river = tx.discards[discarder]
    assert river and river[-1] == tile
    river.pop()
    _mark_taken(tx)
    for t in action.tiles:
        tx.hands[seat].remove(t)
    ids = tuple(sorted(action.tiles + (tile,), key=tx.rank.__getitem__))
    kinds = tuple(tx.kind(t) for t in ids)
    meld_kind = {Chow: MeldKind.CHOW, Pung: MeldKind.PUNG, Kong: MeldKind.KONG}[type(action)]
    meld = Meld(meld_kind, kinds, (seat - discarder) % tx.seats, tx.kind(tile))
    tx.melds[seat].append(TableMeld(meld, ids, discarder, tile))
    tx.events.append(Claimed(seat, action.TYPE, discarder, tile, tx.kind(tile), ids, kinds))
    tx.untouched = False
    tx.last_discard = None
    if isinstance(action, Kong):
        _draw(tx, seat, "tail", "kong")
        return
    tx.phase = PLAY
    tx.turn = seat
    tx.drawn = None
    tx.kong_draw = False
    tx.after_claim = True


def _resolve_rob(tx: _Tx) -> None:
    w = open_window(tx.window)
    tx.window = None
    robbers = [seat for seat in w.asked if isinstance(w.responses[seat], Win)]
    if not robbers:
        _draw(tx, w.seat, "tail", "kong")
        return
    if not tx.variant.claims.multiple_winners:
        robbers = robbers[:1]
    assert w.restore is not None, "a rob window keeps the pung to put back"
    tx.melds[w.seat][w.meld_index] = w.restore   # the kong is undone: a pung again
    tx.events.append(KongRobbed(robbers[0], w.seat, w.tile, tx.kind(w.tile)))
    _record_wins(tx, robbers, w.tile, w.seat, True, tx.win_scores)


# --- the public API -----------------------------------------------------------------------------

def new_hand(variant: Variant, config: Optional[HandConfig] = None, *,
             stacked: Optional[StackedWall] = None) -> tuple[State, list[Event]]:
    """Build, break and deal a hand; returns the first state and the set-up events."""
    seats = variant.seats
    config = config or HandConfig(seats=seats)
    if config.seats != seats:
        raise ValueError(f"{variant.name} seats {seats} players, the hand config {config.seats}")
    if config.dealer not in range(seats):
        raise ValueError(f"dealer must be a seat 0..{seats - 1}, got {config.dealer!r}")
    winds = config.winds()
    if len(set(winds)) != seats or len(winds) != seats or not set(winds) <= set(WIND_LETTERS) \
            or config.round_wind not in WIND_LETTERS:
        raise ValueError(f"seat winds {winds} / round wind {config.round_wind!r} are not "
                         f"{', '.join(WIND_LETTERS[:seats])}")
    options = variant.resolve_options(config.options)
    rng = random.Random(f"{config.seed}:{config.hand_no}")
    stacks = variant.wall_stacks
    n_tiles = len(variant.tiles)
    throws_n = options.get("break_throws", variant.break_throws)
    own_wall = variant.breaks_own_wall is not None and variant.breaks_own_wall(options)   # one throw, his own wall
    throws_n = 1 if own_wall else throws_n
    events: list[Event] = [HandStarted(config.hand_no, config.dealer, winds, config.round_wind, variant.name),
                           WallBuilt(tuple(stacks), n_tiles)]
    if stacked is None:
        ids = list(range(n_tiles))
        rng.shuffle(ids)
        throws = tuple((rng.randint(1, 6), rng.randint(1, 6)) for _ in range(throws_n))
    else:
        given = tuple(tuple(t) for t in stacked.throws)
        if len(given) != throws_n or not all(len(t) == 2 and all(1 <= d <= 6 for d in t) for t in given):
            raise ValueError(f"a stacked wall needs {throws_n} throws of two dice 1..6, got {given}")
        throws = tuple((t[0], t[1]) for t in given)
        if sorted(stacked.tiles) != list(range(n_tiles)):
            raise ValueError(f"a stacked wall must hold every tile id 0..{n_tiles - 1} exactly once")
    side, count = break_count(config.dealer, throws) if throws else (0, 0)   # no dice: side 0's right end
    side = config.dealer if own_wall else side
    if throws:
        events.append(DiceRolled(config.dealer, throws[0], "break_own" if own_wall else "break_seat"))
    if len(throws) > 1:
        events.append(DiceRolled(side, throws[1], "break_stacks"))
    if stacked is None:
        wall = Wall.after_break(build_layout(ids, stacks), stacks, side, count)
    else:
        ring = clockwise_stacks(stacks, side)
        shift = count % len(ring)
        wall = Wall.stacked(ring[shift:] + ring[:shift], stacked.tiles)
    events.append(WallBroken(side, count, wall.pos(0)))
    extra = variant.state_type()      # the variant's records of this hand (国标: none)
    if variant.reveal is not None:     # ... or the first of them, read off the broken wall
        wall, reveal_events, extra = variant.reveal(wall, rng, config)
        events.extend(reveal_events)
    empty: tuple[tuple[Any, ...], ...] = ((),) * seats
    state = State(variant=variant, config=config, options=options, kinds=variant.tiles.kinds, wall=wall,
                  hands=empty, melds=empty, discards=empty, flowers=empty, phase=SETUP, turn=config.dealer,
                  drawn=None, after_claim=False, kong_draw=False, last_discard=None, window=None,
                  legal=empty, win_scores=(None,) * seats, active=(True,) * seats, wins=(),
                  settlement=None, untouched=True, has_discarded=(False,) * seats, stage=0,
                  extra=extra, steps=0)
    tx = _Tx(state)
    tx.events = events
    _advance_setup(tx)
    if variant.after_setup is not None:   # 苏州: 豹子 read off the break dice, flowers of the deal
        tx.extra, after = variant.after_setup(tx, tx.events)
        tx.events = list(after)
    return tx.freeze(0), tx.events


def _describe(action: object) -> str:
    """An action as its JSON (or its repr when it is not an action)."""
    write = getattr(action, "to_json", None)
    return str(write()) if write is not None else repr(action)


def apply(state: State, action: ActionBase) -> tuple[State, list[Event]]:
    """Apply one legal action; returns (new state, events). Raises IllegalAction otherwise."""
    seat = getattr(action, "seat", None)
    if not isinstance(action, ActionBase) and state.phase != SETUP:
        raise IllegalAction(f"{action!r} is not an action")
    if seat not in range(state.variant.seats):
        raise IllegalAction(f"action {_describe(action)} names no seat 0..{state.variant.seats - 1}")
    if state.phase == OVER:
        raise IllegalAction(f"seat {seat} cannot {_describe(action)}: the hand is over")
    waiting = to_act(state)
    if seat not in waiting:
        raise IllegalAction(f"seat {seat} cannot {_describe(action)}: it is not asked to act now "
                            f"(phase {state.phase}, waiting for seat(s) {', '.join(map(str, waiting))})")
    if not is_offered(state.legal[seat], action):
        raise IllegalAction(f"seat {seat} cannot {_describe(action)} now: it is not one of its "
                            f"{len(state.legal[seat])} legal actions (phase {state.phase})")
    steps = state.steps + 1
    if state.phase == SETUP:
        new_state, events, done = setup_phase(state).apply(state, action)
        tx = _Tx(new_state)
        tx.events = list(events)
        if done:
            tx.stage += 1
            _advance_setup(tx)
        return _finish(tx, state, action, steps)
    tx = _Tx(state)
    played = _plays_as(action)
    if state.phase == PLAY:
        _apply_turn(tx, played)
    else:
        w = open_window(state.window)
        responses = list(w.responses)
        responses[seat] = played
        tx.window = Window(w.kind, w.seat, w.tile, w.asked, w.options, tuple(responses), w.restore, w.meld_index)
        if all(responses[s] is not None for s in w.asked):
            if w.kind == CLAIM:
                _resolve_claims(tx)
            else:
                _resolve_rob(tx)
    return _finish(tx, state, action, steps)


def _plays_as(action: ActionBase) -> ActionBase:
    """The core action the table plays for `action`: itself, or what a variant's action names
    with `plays_as()` (二人's 报听 is played as the discard it is declared with)."""
    plays_as = getattr(action, "plays_as", None)
    return action if plays_as is None else plays_as()


def _finish(tx: _Tx, before: State, action: ActionBase, steps: int) -> tuple[State, list[Event]]:
    """Freeze the new state, after the variant's `after_apply` bookkeeping if it has one."""
    hook = tx.variant.after_apply
    if hook is not None:
        extra, after = hook(before, action, tx, tx.events)
        tx.extra = extra
        tx.events = list(after)
    return tx.freeze(steps), tx.events


def _apply_turn(tx: _Tx, action: ActionBase) -> None:
    seat = action.seat
    if isinstance(action, Discard):
        tile = action.tile
        tx.hands[seat].remove(tile)
        tx.discards[seat].append(tile)
        tx.events.append(Discarded(seat, tile, tx.kind(tile), tile == tx.drawn))
        tx.discard_log.append(DiscardRecord(seat, tile, tile == tx.drawn, len(tx.melds[seat])))
        tx.has_discarded[seat] = True
        tx.drawn = None
        tx.kong_draw = False
        tx.after_claim = False
        tx.last_discard = (seat, tile)
        _open_claims(tx, seat, tile)
    elif isinstance(action, Win):
        assert tx.drawn is not None, "a self-drawn win is offered on a drawn tile"
        _record_wins(tx, [seat], tx.drawn, None, False, tx.win_scores)
    elif isinstance(action, ConcealedKong):
        ids = tuple(t for t in tx.hands[seat] if tx.kind(t) is action.kind)
        for t in ids:
            tx.hands[seat].remove(t)
        meld = Meld(MeldKind.CONCEALED_KONG, tuple(tx.kind(t) for t in ids))
        tx.melds[seat].append(TableMeld(meld, ids))
        tx.events.append(KongDeclared(seat, "concealed", ids, meld.tiles))
        tx.untouched = False
        tx.last_discard = None
        _draw(tx, seat, "tail", "kong")
    elif isinstance(action, AddedKong):
        _added_kong(tx, seat, action.tile)
    else:  # only the actions above are ever offered on a turn
        raise IllegalAction(f"seat {seat} cannot {_describe(action)} on its turn")


def _added_kong(tx: _Tx, seat: int, tile: int) -> None:
    kind = tx.kind(tile)
    index = next(i for i, m in enumerate(tx.melds[seat]) if m.meld.kind is MeldKind.PUNG and m.meld.tiles[0] is kind)
    pung = tx.melds[seat][index]
    tx.hands[seat].remove(tile)
    ids = pung.tiles + (tile,)
    kong = Meld(MeldKind.KONG, pung.meld.tiles + (kind,), pung.meld.claimed_from, pung.meld.claimed, added=True)
    tx.melds[seat][index] = TableMeld(kong, ids, pung.from_seat, pung.claimed)
    tx.events.append(KongDeclared(seat, "added", ids, kong.tiles))
    tx.untouched = False
    tx.last_discard = None
    tx.drawn = None
    if tx.variant.claims.rob_kong:
        tx.win_scores = [None] * tx.seats
        options: list[tuple[ActionBase, ...]] = [()] * tx.seats
        asked = []
        for other in _order_after(seat, tx.seats):
            if not tx.active[other]:
                continue
            counts = tx.counts(other)
            counts[kind.index] += 1
            score = _try_win(tx, other, tile, False, True, counts)
            if score is not None:
                tx.win_scores[other] = score
                offered = _filtered(tx, other, (Win(other), Pass(other)))
                if offered:
                    options[other] = offered
                    asked.append(other)
        if asked:
            tx.phase = ROB
            tx.window = Window(ROB, seat, tile, tuple(asked), tuple(options), (None,) * tx.seats, pung, index)
            return
    _draw(tx, seat, "tail", "kong")


def result(state: State) -> HandResult:
    """Winners, their scores and the payments of a finished hand."""
    if state.phase != OVER or state.settlement is None:
        raise ValueError("the hand is not over yet")
    s = state.settlement
    return HandResult(state.wins, not state.wins, s.payments, s.transfers, state.config.dealer, s.reason,
                      state.extra)


def replay(variant: Variant, config: HandConfig, actions: Sequence[ActionBase], *,
           stacked: Optional[StackedWall] = None) -> tuple[State, list[Event]]:
    """Re-run a hand from its config and action list; returns the final state and every event.
    A log that does not fit raises IllegalAction naming the step (1-based) where it diverged."""
    state, events = new_hand(variant, config, stacked=stacked)
    events = list(events)
    for step, action in enumerate(actions, 1):
        try:
            state, more = apply(state, action)
        except IllegalAction as exc:
            raise IllegalAction(f"step {step}: {exc}") from None
        events.extend(more)
    return state, events


