"""天津 value play for the expert: passing a cheap self-drawn win for a bigger one (§6 of
docs/rules/tianjin.md).

Every 天津 win is self-drawn, so "declining" a win means discarding instead of declaring it,
keeping a hand whose next draws may win for more. When the drawn tile completes a win worth at
most `MAX_VALUE` (混儿吊, 素提溜: 2), each discard that keeps the hand ready is read with the
scorer: which kinds still win, for how much, and how many copies are unseen. Its worth is
the chance of drawing one of them before another seat wins (`HAZARD` per go-around, at most the
go-arounds the wall has left) times the mean value paid by every other seat, less the chance
another seat wins first times what that costs (`OTHERS_VALUE`). The win is passed when the best
discard's worth beats taking it now (`MARGIN`: by any expected gain): e.g. a 混儿吊 hand that a
swap turns into a 混儿吊龙 (8 on any draw), a 龙 wait worth 8 with live tiles and a long wall, or
a 双混儿吊 (2) kept for the 双混儿捉伍 (6) a drawn 5万 or 混 would make. Never late in the
wall (`MIN_WALL`), never on a first turn (天和), after a kong (杠开) or when 扣听 locked the hand.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from rules.actions import ActionBase, Discard
from rules.engine import SeatView
from rules.melds import Meld, MeldKind
from rules.scoring import WinContext
from rules.tiles import COPIES, NUM_PLAY_KINDS, TILES
from rules.variants.facts import scorer_facts_of
from rules.variants.tianjin import VARIANT
from rules.variants.tianjin.scoring import ready_after
from rules.variants.tianjin.view import TianjinView

from ..table_reading import SETS_IN_HAND, hand_counts, own_melds, visible_counts

MAX_VALUE = 2          # only a win worth this or less is ever passed
MIN_WALL = 24          # tiles left in the wall below which a win is always taken
HAZARD = 0.10          # chance per go-around that another seat wins first
OTHERS_VALUE = 2.6     # what another seat's win costs this seat, about (mean winning value)
# A ready hand's weight on the default bot's discard scale: the base of the common count and,
# per value unit it is expected to bring (all payers), about what 3 points per live copy gave a
# 混儿吊 wait (about 250 for a sure 2), so an 8 with a few live copies can beat a sure 2.
READY_BASE = 30.0
READY_PER_VALUE = 45.0
# The pass must expect this much more (value units, all payers) than the win. 0: any gain. At 1
# (before 2026-12-07) and at 0.5 the expert took the 双混儿吊 2s; at 0 it fishes for 6 with them,
# which pays: mean winning value +0.11 [+0.09, +0.14] and +0.09 a seat-hand [+0.02, +0.15]
# against three baselines (the same hero seat on the same 1600 walls, seed tv2; docs/tianjin.md).
MARGIN = 0.0


@dataclass(frozen=True)
class Hold:
    """The discard that passes a cheap win, and why."""

    kind: int              # the kind to discard
    now: int               # the value of the win passed
    best: int              # the best value still in reach
    mean: float            # mean value of the wins in reach, by live copies
    live: int              # live copies of the winning kinds
    chance: float          # chance of drawing one before another seat wins
    worth: float           # expected gain of the pass (value units, all payers)
    best_kinds: tuple[int, ...] = ()   # the kinds whose draw would win `best`


def _facts(view: SeatView) -> TianjinView:
    extra = getattr(view, "extra", None)
    return extra if isinstance(extra, TianjinView) else TianjinView()


def race(per_draw: float, rounds: int, hazard: float = HAZARD) -> tuple[float, float]:
    """(chance this seat draws a win first, chance another seat wins first) over `rounds`
    go-arounds, the others drawing before this seat each time."""
    win = lose = 0.0
    alive = 1.0
    for _ in range(max(0, rounds)):
        lose += alive * hazard
        alive *= 1.0 - hazard
        win += alive * per_draw
        alive *= 1.0 - per_draw
    return win, lose


class _Scorer:
    """The scorer in this seat's situation (melds, winds, 混, the table's options)."""

    def __init__(self, view: SeatView, melds: tuple[Meld, ...]) -> None:
        self.view = view
        self.melds = melds
        self.facts = {**scorer_facts_of(view), "kou_ting": False}
        self.options = VARIANT.resolve_options(view.options)

    def value(self, counts: Sequence[int], win: int) -> int:
        """The value of a self-drawn win on `win` with these 13-equivalent tiles; 0: no legal win."""
        concealed = tuple(TILES[k] for k in range(NUM_PLAY_KINDS) for _ in range(counts[k]))
        ctx = WinContext(melds=self.melds, concealed=concealed, win_tile=TILES[win], self_drawn=True,
                         seat_wind=self.view.seat_winds[self.view.seat], round_wind=self.view.round_wind,
                         dealer=self.view.seat == self.view.dealer, extra=self.facts)
        result = VARIANT.score(ctx, self.options)
        return result.total if VARIANT.is_legal_win(result) else 0


def drawn_win_value(view: SeatView) -> int:
    """The value of the self-drawn win on the tile just drawn (0: none, or no tile drawn)."""
    if view.drawn is None:
        return 0
    counts = hand_counts(view)
    drawn = view.hand_kinds[view.hand.index(view.drawn)].index
    before = list(counts)
    before[drawn] -= 1
    return _Scorer(view, own_melds(view)).value(before, drawn)


def hold_for_bigger(view: SeatView) -> Optional[Hold]:
    """The discard that passes the win on the drawn tile for a bigger one, or None to take it."""
    facts = _facts(view)
    if view.drawn is None or view.wall_remaining < MIN_WALL or not view.discard_kinds[view.seat]:
        return None
    if facts.barred(view.seat) or (facts.kou_ting and facts.kou_ting[view.seat]):
        return None
    melds = own_melds(view)
    if any(m.kind in (MeldKind.KONG, MeldKind.CONCEALED_KONG) for m in melds):
        return None       # a replacement draw may be a 杠开 the plain reading would not see
    counts = hand_counts(view)
    drawn = view.hand_kinds[view.hand.index(view.drawn)].index
    scorer = _Scorer(view, melds)
    before = list(counts)
    before[drawn] -= 1
    now = scorer.value(before, drawn)
    if now == 0 or now > MAX_VALUE:
        return None
    seen = visible_counts(view)
    live = [max(0, COPIES - counts[k] - seen[k]) for k in range(NUM_PLAY_KINDS)]
    unseen = max(1, sum(live))
    hun = facts.wildcards()
    sets = SETS_IN_HAND - len(melds)
    rounds = view.wall_remaining // max(1, len(view.seat_winds))
    payers = len(view.seat_winds) - 1
    best: Optional[Hold] = None
    for kind in range(NUM_PLAY_KINDS):
        if not counts[kind] or kind in hun:
            continue
        after = list(counts)
        after[kind] -= 1
        if not ready_after([TILES[k] for k in range(NUM_PLAY_KINDS) for _ in range(after[k])], hun, sets):
            continue
        valued = [(w, scorer.value(after, w)) for w in range(NUM_PLAY_KINDS) if live[w]]
        wins = [(w, v) for w, v in valued if v]
        copies = sum(live[w] for w, _ in wins)
        if not copies:
            continue
        mean = sum(live[w] * v for w, v in wins) / copies
        chance, lost = race(copies / unseen, rounds)
        worth = chance * payers * mean - lost * OTHERS_VALUE - payers * now
        if worth > MARGIN and (best is None or worth > best.worth):
            top = max(v for _, v in wins)
            best = Hold(kind, now, top, round(mean, 2), copies, round(chance, 3), round(worth, 2),
                        tuple(w for w, v in wins if v == top))
    return best


def unseen_copies(view: SeatView) -> int:
    """Copies of the 34 kinds this seat cannot see (in the wall or in other hands)."""
    counts = hand_counts(view)
    seen = visible_counts(view)
    return max(1, sum(max(0, COPIES - counts[k] - seen[k]) for k in range(NUM_PLAY_KINDS)))


def expected_gain(view: SeatView, copies: float, mean: float) -> float:
    """What a ready hand with `copies` live winning tiles worth `mean` on average is worth now
    (value units, all payers): the race against the other seats (`race`), a loss costing
    `OTHERS_VALUE`."""
    rounds = view.wall_remaining // max(1, len(view.seat_winds))
    chance, lost = race(copies / unseen_copies(view), rounds)
    return chance * (len(view.seat_winds) - 1) * mean - lost * OTHERS_VALUE


def ready_worth(view: SeatView, waits: Sequence[tuple[float, int]]) -> dict[str, float]:
    """The default bot's weights of a ready hand (see `READY_PER_VALUE`) from its legal waits
    (live copies, value each)."""
    copies = sum(n for n, _ in waits)
    mean = sum(n * v for n, v in waits) / copies if copies else 0.0
    return {"ready_legal_waits": READY_BASE + READY_PER_VALUE * expected_gain(view, copies, mean)}


def decline_self_draw(view: SeatView, legal: Sequence[ActionBase]) -> Optional[tuple[ActionBase, Hold]]:
    """The discard among `legal` that passes the offered self-drawn win (hold_for_bigger)."""
    hold = hold_for_bigger(view)
    if hold is None:
        return None
    tiles = [t for t, k in zip(view.hand, view.hand_kinds) if k.index == hold.kind]
    for action in legal:
        if isinstance(action, Discard) and action.tile in tiles:
            return action, hold
    return None
