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
from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Optional, Sequence, Union

from .actions import (ActionBase, AddedKong, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win)
from .errors import IllegalAction
from .events import (DiceRolled, Discarded, Event, FlowerReplaced, HandExhausted, HandStarted,
                     HandsRevealed, KongDeclared, KongRobbed, Settled, TableMeld, TileDrawn, TilesDealt,
                     WallBroken, WallBuilt, WinRecord, Won, Claimed, tile_text)
from .melds import Meld, MeldKind
from .scoring import ScoreResult, WinContext
from .tiles import WIND_LETTERS, Tile, TileSet
from .variants.base import HandResult, Settlement, Variant
from .wall import SEATS, Wall, WallPos, break_count, build_layout, clockwise_stacks, deal_schedule

SETUP, PLAY, CLAIM, ROB, OVER = "setup", "play", "claim", "rob", "over"


@dataclass(frozen=True)
class HandConfig:
    """Everything a hand starts from. `seat_winds` defaults to the dealer being East."""

    seed: Union[int, str] = 0
    hand_no: int = 0
    dealer: int = 0
    round_wind: str = "E"
    seat_winds: Optional[tuple[str, ...]] = None
    scores: tuple[int, ...] = (0, 0, 0, 0)
    options: Mapping[str, Any] = field(default_factory=dict)
    carry: Mapping[str, Any] = field(default_factory=dict)   # from the previous hand (苏州 滴零)

    def winds(self) -> tuple[str, ...]:
        if self.seat_winds is not None:
            return tuple(self.seat_winds)
        return tuple(WIND_LETTERS[(seat - self.dealer) % SEATS] for seat in range(SEATS))

    def to_json(self) -> dict:
        return {"seed": self.seed, "hand_no": self.hand_no, "dealer": self.dealer,
                "round_wind": self.round_wind, "seat_winds": list(self.winds()), "scores": list(self.scores),
                "options": dict(self.options), **({"carry": dict(self.carry)} if self.carry else {})}

    @staticmethod
    def from_json(obj: Any) -> "HandConfig":
        """Read `to_json()` back; raise ValueError naming the bad field."""
        if not isinstance(obj, dict):
            raise ValueError(f"a hand config must be a JSON object, got {obj!r}")
        seed = obj.get("seed", 0)
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise ValueError(f"hand config: 'seed' must be an integer or a string, got {seed!r}")
        for key in ("hand_no", "dealer"):
            if not isinstance(obj.get(key, 0), int):
                raise ValueError(f"hand config: {key!r} must be an integer, got {obj.get(key)!r}")
        winds, scores, options = obj.get("seat_winds"), obj.get("scores", [0, 0, 0, 0]), obj.get("options", {})
        if winds is not None and (not isinstance(winds, list) or len(winds) != SEATS):
            raise ValueError(f"hand config: 'seat_winds' must list 4 winds, got {winds!r}")
        if not isinstance(scores, list) or len(scores) != SEATS or not all(isinstance(x, int) for x in scores):
            raise ValueError(f"hand config: 'scores' must list 4 integers, got {scores!r}")
        if not isinstance(options, dict):
            raise ValueError(f"hand config: 'options' must be an object, got {options!r}")
        carry = obj.get("carry", {})
        if not isinstance(carry, dict):
            raise ValueError(f"hand config: 'carry' must be an object, got {carry!r}")
        return HandConfig(seed=seed, hand_no=obj.get("hand_no", 0), dealer=obj.get("dealer", 0),
                          round_wind=obj.get("round_wind", "E"),
                          seat_winds=None if winds is None else tuple(winds), scores=tuple(scores),
                          options=dict(options), carry=dict(carry))


@dataclass(frozen=True)
class StackedWall:
    """A scripted wall (tests, tutorials): tile ids in live-draw order from the break, and the
    dice. Tail draws take the end of this order (the top of the last stack first)."""

    tiles: tuple[int, ...]
    throws: tuple[tuple[int, int], ...] = ((3, 4), (2, 5))


@dataclass(frozen=True, slots=True)
class Window:
    """An open claim ("claim", after a discard) or robbing ("rob", after an added kong) window."""

    kind: str
    seat: int                                   # the discarder / the kong declarer
    tile: int
    asked: tuple[int, ...]                      # in turn order after `seat`
    options: tuple[tuple[Any, ...], ...]        # legal actions per seat (empty if not asked)
    responses: tuple[Optional[Any], ...]        # per seat, None until answered
    restore: Optional[TableMeld] = None         # rob: the pung to put back if robbed
    meld_index: int = -1


@dataclass(frozen=True, slots=True)
class State:
    variant: Variant
    config: HandConfig
    options: Mapping[str, Any]
    kinds: tuple[Tile, ...]                     # kind of each physical tile id
    wall: Wall
    hands: tuple[tuple[int, ...], ...]          # concealed tiles per seat, sorted by kind
    melds: tuple[tuple[TableMeld, ...], ...]
    discards: tuple[tuple[int, ...], ...]       # rivers; claimed tiles move to the meld
    flowers: tuple[tuple[int, ...], ...]
    phase: str
    turn: int
    drawn: Optional[int]                        # the tile `turn` just drew (None after a claim)
    after_claim: bool                           # turn began with 吃/碰: discard only
    kong_draw: bool                             # `drawn` replaced a kong (杠上开花)
    last_discard: Optional[tuple[int, int]]     # (seat, tile) still lying in a river
    window: Optional[Window]
    legal: tuple[tuple[Any, ...], ...]
    win_scores: tuple[Optional[ScoreResult], ...]
    active: tuple[bool, ...]                    # seats still playing (血战 drops winners)
    wins: tuple[WinRecord, ...]
    settlement: Optional[Settlement]
    untouched: bool                             # no claim or kong yet (first-turn wins)
    has_discarded: tuple[bool, ...]
    stage: int                                  # index into the set-up plan
    extra: Mapping[str, Any]                    # variant data: 混 kinds, void suits, ...
    steps: int                                  # actions applied so far


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
    for k in range(1, SEATS + 1):
        nxt = (seat + k) % SEATS
        if active[nxt]:
            return nxt
    return seat


def _order_after(seat: int) -> tuple[int, ...]:
    return tuple((seat + k) % SEATS for k in range(1, SEATS))


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
        self.last_received: list[Optional[int]] = [None] * SEATS

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
            c[kinds[t].index] += 1
        return c

    def ids_of_kind(self, seat: int, kind_index: int) -> list[int]:
        kinds = self.kinds
        return [t for t in self.hands[seat] if kinds[t].index == kind_index]

    # -- freezing -------------------------------------------------------------------------------
    def freeze(self, steps: int) -> State:
        legal: list[tuple] = [(), (), (), ()]
        if self.phase == PLAY:
            legal[self.turn] = tuple(_turn_actions(self, self.turn))
        elif self.phase in (CLAIM, ROB):
            w = self.window
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
            has_discarded=tuple(self.has_discarded), stage=self.stage, extra=self.extra, steps=steps)
        if self.phase == SETUP:
            phase = _setup_plan(self.variant)[self.stage][1]
            legal = [tuple(phase.legal_actions(state, seat)) if seat in phase.to_act(state) else ()
                     for seat in range(SEATS)]
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
        extra={**tx.extra, "flower_tiles": tuple(kinds[t] for t in tx.flowers[seat])},
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
        tx.win_scores = [None] * SEATS
        if tx.drawn is not None:
            score = _try_win(tx, seat, tx.drawn, True, tx.kong_draw, counts)
            if score is not None:
                tx.win_scores[seat] = score
                out.append(Win(seat))
        if tx.variant.claims.kong and tx.wall.live_remaining() > 0:  # no kong on the last tile
            kinds = tx.kinds
            fours: list[Tile] = []
            for t in hand:  # the hand is sorted by kind, so each kind is met in order
                if counts[kinds[t].index] == 4 and (not fours or fours[-1] is not kinds[t]):
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
                out.append(Kong(seat, tuple(same[:3])))
            if claims.pung:
                out.append(Pung(seat, tuple(same[:2])))
        if claims.chow and seat == (discarder + 1) % SEATS and k < 27:
            base, rank = k - k % 9, k % 9
            for a, b in ((rank - 2, rank - 1), (rank - 1, rank + 1), (rank + 1, rank + 2)):
                if 0 <= a and b <= 8 and counts[base + a] and counts[base + b]:
                    out.append(Chow(seat, (tx.ids_of_kind(seat, base + a)[0], tx.ids_of_kind(seat, base + b)[0])))
    if out:
        out.append(Pass(seat))
    return _filtered(tx, seat, tuple(out))


def _filtered(tx: _Tx, seat: int, actions: tuple) -> tuple:
    """The variant's `filter_actions` hook; a claim left with nothing but Pass is not offered."""
    hook = tx.variant.filter_actions
    if hook is None or not actions:
        return actions
    kept = tuple(hook(tx, seat, actions))
    return kept if any(not isinstance(a, Pass) for a in kept) else ()


# --- flow ---------------------------------------------------------------------------------------

def _setup_plan(variant: Variant) -> tuple[tuple[str, Any], ...]:
    before = tuple(("phase", p) for p in variant.phases if p.at == "before_deal")
    after = tuple(("phase", p) for p in variant.phases if p.at == "after_deal")
    for p in variant.phases:
        if p.at not in ("before_deal", "after_deal"):
            raise ValueError(f"{variant.name} phase {p.name!r}: 'at' must be before_deal or after_deal, not {p.at!r}")
    return before + (("deal", None),) + after + (("play", None),)


def _advance_setup(tx: _Tx) -> None:
    plan = _setup_plan(tx.variant)
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
    schedule = deal_schedule(tx.variant.hand_size)
    taken: list[tuple[int, int]] = []
    for _ in range(4 * tx.variant.hand_size + 1):
        tx.wall, tile, p = tx.wall.draw_live()
        taken.append((tile, p))
    for rnd, offset, picks in schedule:
        seat = (config.dealer + offset) % SEATS
        tiles = tuple(taken[i][0] for i in picks)
        for t in tiles:
            tx.add_to_hand(seat, t)
        tx.events.append(TilesDealt(rnd, seat, tiles, tuple(tx.kind(t) for t in tiles),
                                    tuple(tx.wall.pos(taken[i][1]) for i in picks)))
    # 补花: dealer first, then the others in turn, again and again until nobody holds a flower
    is_flower = tx.variant.is_flower
    while True:
        replaced = False
        for offset in range(SEATS):
            seat = (config.dealer + offset) % SEATS
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
    is_flower = tx.variant.is_flower
    kong = reason == "kong"
    while True:
        if tx.wall.live_remaining() <= 0:
            _end_hand(tx)   # 荒庄; also: no 补花 on the last tile
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
    if from_seat is not None:
        tx.add_to_hand(winners[0], tile)   # one physical tile: it joins the nearest winner's hand
    for seat in winners:
        score = scores[seat]
        assert score is not None, "a Win was offered without a score"
        record = WinRecord(seat, tile, kind, from_seat, robbed, score)
        tx.wins.append(record)
        hand = tuple(tx.hands[seat]) if seat == winners[0] or from_seat is None else \
            tuple(sorted(tx.hands[seat] + [tile], key=tx.rank.__getitem__))
        tx.events.append(Won(seat, tile, kind, from_seat, from_seat is None, robbed, hand,
                             tuple(tx.kind(t) for t in hand), tuple(tx.melds[seat]), score))
        tx.active[seat] = False
    tx.drawn = None
    tx.last_discard = None
    if len(tx.wins) >= tx.variant.winners_to_end or sum(tx.active) <= 1:
        _end_hand(tx)
        return
    # play goes on (血战): the next player still in after the last winner, counted from the source
    start = from_seat if from_seat is not None else winners[0]
    order = [(start + k) % SEATS for k in range(1, SEATS + 1)]
    last_winner = max(winners, key=order.index)
    _draw(tx, _next_seat(last_winner, tx.active), "live", "turn")


def _open_claims(tx: _Tx, discarder: int, tile: int) -> None:
    last = tx.wall.live_remaining() == 0
    tx.win_scores = [None] * SEATS
    options = [(), (), (), ()]
    asked = []
    for seat in _order_after(discarder):
        if not tx.active[seat]:
            continue
        acts = _claim_actions(tx, seat, discarder, tile, last)
        if acts:
            options[seat] = acts
            asked.append(seat)
    if asked:
        tx.phase = CLAIM
        tx.window = Window(CLAIM, discarder, tile, tuple(asked), tuple(options), (None,) * SEATS)
    elif last:
        _end_hand(tx)
    else:
        _draw(tx, _next_seat(discarder, tx.active), "live", "turn")


def _resolve_claims(tx: _Tx) -> None:
    w = tx.window
    tx.window = None
    answers = [(seat, w.responses[seat]) for seat in w.asked]
    winners = [seat for seat, a in answers if isinstance(a, Win)]
    if winners:
        if not tx.variant.claims.multiple_winners:
            winners = winners[:1]   # 截和: the nearest in turn order
        tx.discards[w.seat].pop()
        _record_wins(tx, winners, w.tile, w.seat, False, tx.win_scores)
        return
    for kind in (Kong, Pung, Chow):
        for seat, a in answers:
            if isinstance(a, kind):
                _meld_claim(tx, a, w.seat, w.tile)
                return
    _draw(tx, _next_seat(w.seat, tx.active), "live", "turn")


def _meld_claim(tx: _Tx, action: Any, discarder: int, tile: int) -> None:
    seat = action.seat
    river = tx.discards[discarder]
    assert river and river[-1] == tile
    river.pop()
    for t in action.tiles:
        tx.hands[seat].remove(t)
    ids = tuple(sorted(action.tiles + (tile,), key=tx.rank.__getitem__))
    kinds = tuple(tx.kind(t) for t in ids)
    meld_kind = {Chow: MeldKind.CHOW, Pung: MeldKind.PUNG, Kong: MeldKind.KONG}[type(action)]
    meld = Meld(meld_kind, kinds, (seat - discarder) % SEATS, tx.kind(tile))
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
    w = tx.window
    tx.window = None
    robbers = [seat for seat in w.asked if isinstance(w.responses[seat], Win)]
    if not robbers:
        _draw(tx, w.seat, "tail", "kong")
        return
    if not tx.variant.claims.multiple_winners:
        robbers = robbers[:1]
    tx.melds[w.seat][w.meld_index] = w.restore   # the kong is undone: a pung again
    tx.events.append(KongRobbed(robbers[0], w.seat, w.tile, tx.kind(w.tile)))
    _record_wins(tx, robbers, w.tile, w.seat, True, tx.win_scores)


# --- the public API -----------------------------------------------------------------------------

def new_hand(variant: Variant, config: Optional[HandConfig] = None, *,
             stacked: Optional[StackedWall] = None) -> tuple[State, list[Event]]:
    """Build, break and deal a hand; returns the first state and the set-up events."""
    config = config or HandConfig()
    if config.dealer not in range(SEATS):
        raise ValueError(f"dealer must be a seat 0..3, got {config.dealer!r}")
    winds = config.winds()
    if sorted(winds) != sorted(WIND_LETTERS) or config.round_wind not in WIND_LETTERS:
        raise ValueError(f"seat winds {winds} / round wind {config.round_wind!r} are not E, S, W, N")
    options = variant.resolve_options(config.options)
    rng = random.Random(f"{config.seed}:{config.hand_no}")
    stacks = variant.wall_stacks
    n_tiles = len(variant.tiles)
    throws_n = options.get("break_throws", variant.break_throws)
    events: list[Event] = [HandStarted(config.hand_no, config.dealer, winds, config.round_wind, variant.name),
                           WallBuilt(tuple(stacks), n_tiles)]
    if stacked is None:
        ids = list(range(n_tiles))
        rng.shuffle(ids)
        throws = tuple((rng.randint(1, 6), rng.randint(1, 6)) for _ in range(throws_n))
    else:
        throws = tuple(tuple(t) for t in stacked.throws)
        if len(throws) != throws_n or not all(len(t) == 2 and all(1 <= d <= 6 for d in t) for t in throws):
            raise ValueError(f"a stacked wall needs {throws_n} throws of two dice 1..6, got {throws}")
        if sorted(stacked.tiles) != list(range(n_tiles)):
            raise ValueError(f"a stacked wall must hold every tile id 0..{n_tiles - 1} exactly once")
    side, count = break_count(config.dealer, throws)
    events.append(DiceRolled(config.dealer, throws[0], "break_seat"))
    if len(throws) > 1:
        events.append(DiceRolled(side, throws[1], "break_stacks"))
    if stacked is None:
        wall = Wall.after_break(build_layout(ids, stacks), stacks, side, count)
    else:
        ring = clockwise_stacks(stacks, side)
        shift = count % len(ring)
        wall = Wall.stacked(ring[shift:] + ring[:shift], stacked.tiles)
    events.append(WallBroken(side, count, wall.pos(0)))
    extra: dict[str, Any] = {}
    if variant.reveal is not None:
        wall, reveal_events, more = variant.reveal(wall, rng, config)
        events.extend(reveal_events)
        extra.update(more)
    empty = ((), (), (), ())
    state = State(variant=variant, config=config, options=options, kinds=variant.tiles.kinds, wall=wall,
                  hands=empty, melds=empty, discards=empty, flowers=empty, phase=SETUP, turn=config.dealer,
                  drawn=None, after_claim=False, kong_draw=False, last_discard=None, window=None,
                  legal=empty, win_scores=(None,) * SEATS, active=(True,) * SEATS, wins=(),
                  settlement=None, untouched=True, has_discarded=(False,) * SEATS, stage=0,
                  extra=extra, steps=0)
    tx = _Tx(state)
    tx.events = events
    _advance_setup(tx)
    if variant.after_setup is not None:   # 苏州: 豹子 read off the break dice, flowers of the deal
        tx.extra, more = variant.after_setup(tx, tx.events)
        tx.events = list(more)
    return tx.freeze(0), tx.events


def to_act(state: State) -> tuple[int, ...]:
    """The seats that must answer now: one on a turn, every unanswered claimant in a window."""
    if state.phase == PLAY:
        return (state.turn,)
    if state.phase in (CLAIM, ROB):
        w = state.window
        return tuple(seat for seat in w.asked if w.responses[seat] is None)
    if state.phase == SETUP:
        return tuple(_setup_plan(state.variant)[state.stage][1].to_act(state))
    return ()


def legal_actions(state: State, seat: int) -> list:
    """What `seat` may do now, in a stable order (empty when it need not act)."""
    return list(state.legal[seat]) if 0 <= seat < SEATS else []


def _describe(action: Any) -> str:
    try:
        return str(action.to_json())
    except AttributeError:
        return repr(action)


def apply(state: State, action: Any) -> tuple[State, list[Event]]:
    """Apply one legal action; returns (new state, events). Raises IllegalAction otherwise."""
    seat = getattr(action, "seat", None)
    if not isinstance(action, ActionBase) and state.phase != SETUP:
        raise IllegalAction(f"{action!r} is not an action")
    if seat not in range(SEATS):
        raise IllegalAction(f"action {_describe(action)} names no seat 0..3")
    if state.phase == OVER:
        raise IllegalAction(f"seat {seat} cannot {_describe(action)}: the hand is over")
    waiting = to_act(state)
    if seat not in waiting:
        raise IllegalAction(f"seat {seat} cannot {_describe(action)}: it is not asked to act now "
                            f"(phase {state.phase}, waiting for seat(s) {', '.join(map(str, waiting))})")
    if action not in state.legal[seat]:
        raise IllegalAction(f"seat {seat} cannot {_describe(action)} now: it is not one of its "
                            f"{len(state.legal[seat])} legal actions (phase {state.phase})")
    steps = state.steps + 1
    if state.phase == SETUP:
        phase = _setup_plan(state.variant)[state.stage][1]
        new_state, events, done = phase.apply(state, action)
        tx = _Tx(new_state)
        tx.events = list(events)
        if done:
            tx.stage += 1
            _advance_setup(tx)
        return _finish(tx, state, action, steps)
    tx = _Tx(state)
    if state.phase == PLAY:
        _apply_turn(tx, action)
    else:
        w = state.window
        responses = list(w.responses)
        responses[seat] = action
        tx.window = Window(w.kind, w.seat, w.tile, w.asked, w.options, tuple(responses), w.restore, w.meld_index)
        if all(responses[s] is not None for s in w.asked):
            if w.kind == CLAIM:
                _resolve_claims(tx)
            else:
                _resolve_rob(tx)
    return _finish(tx, state, action, steps)


def _finish(tx: _Tx, before: State, action: Any, steps: int) -> tuple[State, list[Event]]:
    """Freeze the new state, after the variant's `after_apply` bookkeeping if it has one."""
    hook = tx.variant.after_apply
    if hook is not None:
        extra, events = hook(before, action, tx, tx.events)
        tx.extra = extra
        tx.events = list(events)
    return tx.freeze(steps), tx.events


def _apply_turn(tx: _Tx, action: Any) -> None:
    seat = action.seat
    if isinstance(action, Discard):
        tile = action.tile
        tx.hands[seat].remove(tile)
        tx.discards[seat].append(tile)
        tx.events.append(Discarded(seat, tile, tx.kind(tile), tile == tx.drawn))
        tx.has_discarded[seat] = True
        tx.drawn = None
        tx.kong_draw = False
        tx.after_claim = False
        tx.last_discard = (seat, tile)
        _open_claims(tx, seat, tile)
    elif isinstance(action, Win):
        tile = tx.drawn
        _record_wins(tx, [seat], tile, None, False, tx.win_scores)
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
        tx.win_scores = [None] * SEATS
        options = [(), (), (), ()]
        asked = []
        for other in _order_after(seat):
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
            tx.window = Window(ROB, seat, tile, tuple(asked), tuple(options), (None,) * SEATS, pung, index)
            return
    _draw(tx, seat, "tail", "kong")


def is_over(state: State) -> bool:
    return state.phase == OVER


def result(state: State) -> HandResult:
    """Winners, their scores and the payments of a finished hand."""
    if state.phase != OVER or state.settlement is None:
        raise ValueError("the hand is not over yet")
    s = state.settlement
    return HandResult(state.wins, not state.wins, s.payments, s.transfers, state.config.dealer, s.reason,
                      state.extra)


def replay(variant: Variant, config: HandConfig, actions: Sequence[Any], *,
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


# --- views --------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class MeldView:
    kind: str                                   # chow / pung / kong / concealed_kong
    tiles: tuple[Optional[int], ...]            # None for another seat's concealed kong
    kinds: tuple[Optional[Tile], ...]
    from_seat: Optional[int]
    claimed: Optional[int]
    added: bool

    def to_json(self) -> dict:
        return {"kind": self.kind, "tiles": list(self.tiles),
                "kinds": [tile_text(k) for k in self.kinds],
                "from_seat": self.from_seat, "claimed": self.claimed, "added": self.added}


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat may know: never another seat's concealed tiles or the wall order."""

    seat: int
    variant: str
    phase: str
    turn: int
    to_act: bool
    dealer: int
    seat_winds: tuple[str, ...]
    round_wind: str
    hand: tuple[int, ...]
    hand_kinds: tuple[Tile, ...]
    drawn: Optional[int]
    hand_sizes: tuple[int, ...]
    melds: tuple[tuple[MeldView, ...], ...]
    discards: tuple[tuple[int, ...], ...]
    discard_kinds: tuple[tuple[Tile, ...], ...]
    flowers: tuple[tuple[int, ...], ...]
    flower_kinds: tuple[tuple[Tile, ...], ...]
    wall_remaining: int
    wall_positions: tuple[WallPos, ...]          # stacks still standing, in live-draw order
    scores: tuple[int, ...]
    legal: tuple[Any, ...]
    last_discard: Optional[tuple[int, int, Tile]]
    window_tile: Optional[tuple[int, int, Tile]]  # (seat, tile, kind) being claimed or robbed
    wins: tuple[WinRecord, ...]
    payments: Optional[tuple[int, ...]]
    extra: Mapping[str, Any] = field(default_factory=dict)  # the variant's public facts (view_extra)

    def to_json(self) -> dict:
        def tile_triple(x: Optional[tuple[int, int, Tile]]) -> Optional[list]:
            return None if x is None else [x[0], x[1], tile_text(x[2])]
        return {
            "seat": self.seat, "variant": self.variant, "phase": self.phase, "turn": self.turn,
            "to_act": self.to_act, "dealer": self.dealer, "seat_winds": list(self.seat_winds),
            "round_wind": self.round_wind, "hand": list(self.hand),
            "hand_kinds": [tile_text(k) for k in self.hand_kinds], "drawn": self.drawn,
            "hand_sizes": list(self.hand_sizes),
            "melds": [[m.to_json() for m in ms] for ms in self.melds],
            "discards": [list(d) for d in self.discards],
            "discard_kinds": [[tile_text(k) for k in d] for d in self.discard_kinds],
            "flowers": [list(f) for f in self.flowers],
            "flower_kinds": [[tile_text(k) for k in f] for f in self.flower_kinds],
            "wall_remaining": self.wall_remaining,
            "wall_positions": [p.to_json() for p in self.wall_positions],
            "scores": list(self.scores), "legal": [a.to_json() for a in self.legal],
            "last_discard": tile_triple(self.last_discard), "window_tile": tile_triple(self.window_tile),
            "wins": [w.to_json() for w in self.wins],
            "payments": None if self.payments is None else list(self.payments),
            "extra": dict(self.extra),
        }


def view_for(state: State, seat: int) -> SeatView:
    kinds = state.kinds
    over = state.phase == OVER

    def meld_view(owner: int, m: TableMeld) -> MeldView:
        hidden = m.meld.kind is MeldKind.CONCEALED_KONG and owner != seat and not over
        tiles = (None,) * len(m.tiles) if hidden else m.tiles
        mk = (None,) * len(m.tiles) if hidden else tuple(kinds[t] for t in m.tiles)
        return MeldView(m.meld.kind.value, tiles, mk, m.from_seat, m.claimed, m.meld.added)

    w = state.window
    window_tile = None if w is None else (w.seat, w.tile, kinds[w.tile])
    last = state.last_discard
    return SeatView(
        seat=seat, variant=state.variant.name, phase=state.phase, turn=state.turn,
        to_act=seat in to_act(state), dealer=state.config.dealer, seat_winds=state.config.winds(),
        round_wind=state.config.round_wind, hand=state.hands[seat],
        hand_kinds=tuple(kinds[t] for t in state.hands[seat]),
        drawn=state.drawn if state.turn == seat and state.phase == PLAY else None,
        hand_sizes=tuple(len(h) for h in state.hands),
        melds=tuple(tuple(meld_view(owner, m) for m in ms) for owner, ms in enumerate(state.melds)),
        discards=state.discards, discard_kinds=tuple(tuple(kinds[t] for t in d) for d in state.discards),
        flowers=state.flowers, flower_kinds=tuple(tuple(kinds[t] for t in f) for f in state.flowers),
        wall_remaining=state.wall.live_remaining(),
        wall_positions=tuple(state.wall.pos(p) for p in state.wall.remaining_positions()),
        scores=state.config.scores, legal=state.legal[seat],
        last_discard=None if last is None else (last[0], last[1], kinds[last[1]]),
        window_tile=window_tile, wins=state.wins,
        payments=None if state.settlement is None else state.settlement.payments,
        extra={} if state.variant.view_extra is None else state.variant.view_extra(state, seat),
    )
