"""The finishing search for one seat (finishing.py) with the variant's scorer behind it: the
draws left, the live tiles, what each completed way pays, and a bounded memo of those payments.

The default bot asks it for a turn's discards (`discards`): each discard's expected points, or
None where no way is found (the plain weights decide there). A way's points are the policy's
`win_points` of the scorer's total, so a variant whose total is not in the unit `win_points`
takes (四川's 番 against its stakes) needs a conversion before it turns the search on.
"""
from __future__ import annotations

from typing import Optional, Sequence

from rules.analysis import live_counts
from rules.engine import SeatView
from rules.melds import Meld
from rules.scoring import WinContext
from rules.tiles import NUM_PLAY_KINDS, TILES
from rules.variants.base import Variant

from .finishing import FinishTable, Pace, finishing_values
from .policies import Policy
from .table_reading import seats_of

SELF_DRAWN_SHARE = 0.35   # of the wins, the self-drawn (a way one fan short of the minimum wins only so)
_MEMO_TABLES = 64         # melds-and-winds states kept; each holds at most _MEMO_WAYS payments
_MEMO_WAYS = 20000


class FinishSearch:
    """One seat's finishing search, with its memo of what each way pays."""

    def __init__(self) -> None:
        self._memo: dict[tuple[object, ...], dict[tuple[object, ...], float]] = {}

    def discards(self, view: SeatView, variant: Variant, policy: Policy, counts: Sequence[int],
                 melds: tuple[Meld, ...], seen: Sequence[int], nearest: int,
                 banned: frozenset[int] = frozenset()) -> Optional[FinishTable]:
        """Each discard's expected points from the ways to win it keeps, for the 14-equivalent
        `counts` with `melds` (its best discard leaves it `nearest` - 1 from ready)."""
        live, unseen, draws = self._table(view, counts, seen)
        return finishing_values(counts, len(melds), nearest, live, unseen, draws,
                                lambda tiles, win: self._points(view, variant, policy, melds, tiles, win),
                                slack=policy.finish_slack, seven_pairs="seven_pairs" in policy.shapes,
                                cache=self._memo_for(view, melds), pace=self._pace(view, policy), banned=banned)

    @staticmethod
    def _pace(view: SeatView, policy: Policy) -> Pace:
        """How fast the tiles come here: the policy's race hazard and union of the ways, and its
        weights of how often each wait comes in."""
        return Pace(policy.finish_hazard, policy.wait_weights(view), policy.finish_union)

    @staticmethod
    def _table(view: SeatView, counts: Sequence[int], seen: Sequence[int]) -> tuple[list[int], int, int]:
        # The live copies, the unseen tiles and the own draws left (the wall shared by the seats
        # still playing).
        live = live_counts(counts, seen)
        active = seats_of(view) - len({w.seat for w in view.wins})
        return live, max(1, sum(live)), view.wall_remaining // max(1, active)

    def _memo_for(self, view: SeatView, melds: tuple[Meld, ...]) -> dict[tuple[object, ...], float]:
        # A way's points depend on the melds, the winds, the flowers and the rules as well as its tiles.
        key = (melds, view.seat_winds[view.seat], view.round_wind, len(view.flowers[view.seat]),
               repr(sorted(view.options.items())) if view.options else "")
        memo = self._memo.get(key)
        if memo is None or len(memo) > _MEMO_WAYS:
            if len(self._memo) > _MEMO_TABLES:
                self._memo.clear()
            memo = self._memo[key] = {}
        return memo

    @staticmethod
    def _points(view: SeatView, variant: Variant, policy: Policy, melds: tuple[Meld, ...],
                tiles: tuple[int, ...], win: int) -> float:
        """The points a completed way pays, won on a discard of `win` (0: no legal win)."""
        concealed = list(tiles)
        concealed[win] -= 1
        held = tuple(TILES[k] for k in range(NUM_PLAY_KINDS) for _ in range(concealed[k]))
        flowers = len(view.flowers[view.seat])
        win_ctx = WinContext(melds=melds, concealed=held, win_tile=TILES[win], self_drawn=False,
                             seat_wind=view.seat_winds[view.seat], round_wind=view.round_wind,
                             flowers=flowers, extra=dict(policy.wait_extra(view, melds)))
        scored = variant.score(win_ctx, variant.resolve_options(view.options))
        if variant.is_legal_win(scored):
            return policy.win_points(view, scored.total)
        if scored.win and scored.needed is not None and scored.total - flowers + 1 >= scored.needed:
            return SELF_DRAWN_SHARE * policy.win_points(view, scored.total + 1)
        return 0.0
