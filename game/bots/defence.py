"""Reading danger off the table: how likely each opponent is ready, which tiles he may win on,
and what a deal-in would cost; the bot weighs that against its own hand (default_bot).

Everything is read from what a seat sees: the order of the discards (`SeatView.discard_log`:
who threw what, 摸切 or from the hand, with how many melds showing), the melds, the visible
copies of each kind, and the variant's facts through its policy (四川: a seat's void suit is
never its winning tile; 二人: a 报听 seat is ready; 天津: nobody wins on a discard).

The numbers are tables fitted on self-play (tools/fit_danger.py writes each policy's
`DangerTables`): the chance a seat is ready by its discards so far and its melds; the chance a
tile class is among a ready seat's winning tiles by how many copies are unseen; and factors for
the facts that make a tile safer or more dangerous (his own discard, after his last meld, a tile
he let pass since his last turn, 筋, a seat heading for a flush).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Optional, Sequence

from rules.engine import SeatView
from rules.tiles import SUITS

from .table_reading import COPIES, seats_of

TURN_BUCKETS = 19        # discards 0..18 (more count as 18)
MELD_BUCKETS = 4         # melds 0..3 (more count as 3)
TILE_CLASSES = ("honor", "terminal", "two_eight", "three_seven", "middle")
FACTS = ("own_discard", "after_meld", "passed", "suji", "flush_in", "flush_out", "streak")


@dataclass(frozen=True)
class DangerTables:
    """A variant's fitted danger numbers (see the module docstring); the defaults are a
    rough prior for a variant nobody has fitted yet."""

    # ready[turn][melds]: chance a seat with `turn` discards and `melds` melds is ready with a legal win
    ready: tuple[tuple[float, ...], ...] = tuple(
        tuple(min(0.95, 1.0 / (1.0 + 2.718 ** (-(t + 2.5 * m - 11.0) / 2.2))) for m in range(MELD_BUCKETS))
        for t in range(TURN_BUCKETS))
    # waits[class][unseen]: chance one kind of that class is a winning tile of a ready seat,
    # by the copies of it that are not in sight (0..3; the one thrown counts as seen)
    waits: Mapping[str, tuple[float, ...]] = field(default_factory=lambda: {
        "honor": (0.0, 0.05, 0.08, 0.10), "terminal": (0.04, 0.06, 0.08, 0.09),
        "two_eight": (0.07, 0.09, 0.11, 0.12), "three_seven": (0.09, 0.11, 0.13, 0.14),
        "middle": (0.10, 0.13, 0.15, 0.16)})
    # factors on the wait chance (and "streak" on the ready chance: two 摸切 in a row or more)
    factors: Mapping[str, float] = field(default_factory=lambda: {
        "own_discard": 0.4, "after_meld": 0.5, "passed": 0.1, "suji": 0.7, "flush_in": 1.8,
        "flush_out": 0.3, "streak": 1.3})
    deal_in_cost: float = 16.0       # points a deal-in costs beyond what a bystander pays
    cost_per_flower: float = 0.0     # more for each flower the winner shows (苏州: flowers are the value)
    win_gain: float = 40.0           # points a win of one's own brings, on average


@dataclass(frozen=True)
class SeatRead:
    """What one opponent shows: his readiness and the facts that make tiles safe against him."""

    seat: int
    ready: float                      # chance he is ready with a legal win (0..1)
    turn: int                         # his discards so far
    melds: int
    streak: int                       # his last discards that were 摸切, in a row
    own: frozenset[int]               # kinds he threw
    after_meld: frozenset[int]        # kinds he threw after his last meld
    passed: frozenset[int]            # kinds others threw since his last discard (he did not win on them)
    flush_suit: Optional[int]         # 0/1/2: his melds are all of that suit (with honours)
    cost: float                       # points a deal-in into him would cost
    known_ready: bool = False         # the table says he is ready (二人 报听)
    safe: frozenset[int] = frozenset()   # kinds the table shows he cannot win on (passed since his 报听)


@dataclass(frozen=True)
class TileDanger:
    """The chance that throwing one kind deals in, and the strongest reason it is safe (for hints)."""

    kind: int
    chance: float                     # of dealing in, summed over the opponents (0..1)
    cost: float                       # expected points lost: chance x cost, summed
    # (fact, seat): why it is safest against the most dangerous opponent; fact in FACTS or
    # "gone" (every copy in sight), "void" (his void suit), "no_discard_wins", or "" (nothing)
    reason: tuple[str, int] = ("", -1)


def tile_class(kind: int) -> str:
    """The class of a kind for the wait table: honours, 1/9, 2/8, 3/7, 4-6."""
    if kind >= 27:
        return "honor"
    rank = kind % 9 + 1
    return {1: "terminal", 9: "terminal", 2: "two_eight", 8: "two_eight", 3: "three_seven",
            7: "three_seven"}.get(rank, "middle")


def _suji(kind: int, own: frozenset[int]) -> bool:
    """A number tile whose 筋 (three ranks away, same suit) the seat threw: a two-sided wait on it is unlikely."""
    if kind >= 27:
        return False
    rank, base = kind % 9, kind - kind % 9
    below = rank - 3 >= 0 and base + rank - 3 in own
    above = rank + 3 <= 8 and base + rank + 3 in own
    if rank in (3, 4, 5):        # 4-6 are covered only from both sides
        return below and above
    return below or above


def read_seats(view: SeatView, tables: DangerTables, known_ready: Sequence[bool] = (),
               flowers_value: bool = False, known_safe: Sequence[frozenset[int]] = ()) -> list[SeatRead]:
    """Each opponent still playing, as `SeatRead`s (the discard order is the view's log)."""
    seats = seats_of(view)
    log = view.discard_log
    gone = {w.seat for w in view.wins}
    turns = [0] * seats
    last_index = [-1] * seats
    for index, d in enumerate(log):
        turns[d.seat] += 1
        last_index[d.seat] = index
    kinds = log_kinds(view)
    out = []
    for seat in range(seats):
        if seat == view.seat or seat in gone:
            continue
        mine = [(i, d) for i, d in enumerate(log) if d.seat == seat]
        streak = 0
        for _, d in reversed(mine):
            if not d.from_draw:
                break
            streak += 1
        melds = len(view.melds[seat])
        own = frozenset(kinds[i] for i, _ in mine)
        after = frozenset(kinds[i] for i, d in mine if melds and d.melds == melds)
        passed = frozenset(kinds[i] for i in range(last_index[seat] + 1, len(log)) if log[i].seat != seat)
        suits = {k.index // 9 for m in view.melds[seat] for k in m.kinds if k is not None and k.index < 27}
        flush = next(iter(suits)) if len(suits) == 1 and melds >= 2 else None
        declared = bool(known_ready) and seat < len(known_ready) and known_ready[seat]
        ready = 1.0 if declared else tables.ready[min(turns[seat], TURN_BUCKETS - 1)][min(melds, MELD_BUCKETS - 1)]
        if streak >= 2 and not declared:
            ready = min(0.97, ready * tables.factors.get("streak", 1.0))
        cost = tables.deal_in_cost + (tables.cost_per_flower * len(view.flowers[seat]) if flowers_value else 0.0)
        safe = known_safe[seat] if seat < len(known_safe) else frozenset()
        out.append(SeatRead(seat, ready, turns[seat], melds, streak, own, after, passed, flush, cost, declared,
                            safe))
    return out


def log_kinds(view: SeatView) -> list[int]:
    """The kind of each logged discard: from the rivers, or from the meld or win that took it."""
    known: dict[int, int] = {}
    for river, kinds in zip(view.discards, view.discard_kinds):
        for tile, kind in zip(river, kinds):
            known[tile] = kind.index
    for melds in view.melds:
        for m in melds:
            for shown, shown_kind in zip(m.tiles, m.kinds):
                if shown is not None and shown_kind is not None:
                    known[shown] = shown_kind.index
    for w in view.wins:
        known[w.tile] = w.kind.index
    return [known.get(d.tile, -1) for d in view.discard_log]


def facts_for(kind: int, read: SeatRead) -> tuple[str, ...]:
    """The facts (names of FACTS) that hold for throwing `kind` against the seat of `read`."""
    facts = []
    if kind in read.passed:
        facts.append("passed")
    if kind in read.after_meld:
        facts.append("after_meld")
    elif kind in read.own:
        facts.append("own_discard")
    if _suji(kind, read.own):
        facts.append("suji")
    if read.flush_suit is not None:
        facts.append("flush_in" if kind >= 27 or kind // 9 == read.flush_suit else "flush_out")
    return tuple(facts)


def wait_chance(kind: int, unseen: int, read: SeatRead, tables: DangerTables,
                void_suit: Optional[str] = None) -> tuple[float, str]:
    """(chance `kind` is among `read`'s winning tiles if he is ready, the fact that lowered it most)."""
    if void_suit is not None and kind < 27 and SUITS[kind // 9] == void_suit:
        return 0.0, "void"
    if unseen <= 0 and kind >= 27:
        return 0.0, "gone"
    if kind in read.safe:
        return 0.0, "passed"
    chance = tables.waits[tile_class(kind)][max(0, min(unseen, 3))]
    best, best_factor = "", 1.0
    for fact in facts_for(kind, read):
        f = tables.factors.get(fact, 1.0)
        chance *= f
        if f < best_factor:
            best, best_factor = fact, f
    if unseen <= 0 and not best:
        best = "gone"
    return min(chance, 0.9), best


def tile_danger(kind: int, seen: Sequence[int], held: Sequence[int], reads: Sequence[SeatRead],
                tables: DangerTables, voids: Sequence[Optional[str]] = (), discard_wins: bool = True) -> TileDanger:
    """The chance and the expected cost of dealing in by throwing `kind` now."""
    if not discard_wins:
        return TileDanger(kind, 0.0, 0.0, ("no_discard_wins", -1))
    if not reads:
        return TileDanger(kind, 0.0, 0.0)
    unseen = COPIES - seen[kind] - held[kind]
    safe_all = 1.0
    cost = 0.0
    worst: tuple[float, str, int] = (-1.0, "", -1)
    for r in reads:
        void = voids[r.seat] if r.seat < len(voids) else None
        chance, fact = wait_chance(kind, unseen, r, tables, void)
        p = r.ready * chance
        safe_all *= 1.0 - p
        cost += p * r.cost
        if r.ready > worst[0]:          # the reason shown is against the likeliest-ready seat
            worst = (r.ready, fact, r.seat)
    return TileDanger(kind, 1.0 - safe_all, cost, (worst[1], worst[2]))


# ------------------------------------------------------------------------------ one's own hand

READY_LIVE = 6           # live winning tiles a freshly ready hand usually has
STEP_LIVE = 14           # live tiles that bring a hand one step closer, per step still to go
DISCARD_SHARE = 0.6      # a discard by each opponent is worth this share of a draw to a waiting hand
WIN_PER_TURN = 0.2       # chance per go-round that a ready opponent wins


def win_chance(shanten: int, live: int, unseen: int, draws: int, others: int, discard_wins: bool,
               hazard: float) -> float:
    """Chance to win from `shanten` (0: ready) with `live` tiles for the next step, `draws`
    draws left, `others` opponents who may throw the tile, while each go-round the hand may end
    elsewhere with chance `hazard`: a small chain, one step per useful tile."""
    if shanten < 0:
        return 1.0
    if shanten > 8 or draws <= 0 or unseen <= 0:
        return 0.0
    share = 1.0 + (DISCARD_SHARE * others if discard_wins else 0.0)
    steps = [min(0.9, (live if shanten == j else (READY_LIVE if j == 0 else STEP_LIVE * j)) / unseen
                 * (share if j == 0 else 1.0)) for j in range(shanten + 1)]
    at = [0.0] * (shanten + 1)
    at[shanten] = 1.0
    won = 0.0
    for _ in range(draws):
        won += at[0] * steps[0]
        at[0] *= 1.0 - steps[0]
        for j in range(1, shanten + 1):
            moved = at[j] * steps[j]
            at[j] -= moved
            at[j - 1] += moved
        keep = 1.0 - hazard
        at = [x * keep for x in at]
    return won
