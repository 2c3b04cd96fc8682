"""What the default bot needs to know about 天津 (docs/rules/tianjin.md).

A 天津 win needs a value of 2, so "ready" is not enough: with a 混 in hand a plain ready hand is
worth 1 and may not win. The hand is legal when one of these is reached:
- 素: no 混 at all (only while no 混 has come: throwing one away makes the player 小相公);
- 混儿吊: the natural tiles and all but one 混 make complete sets, the last 混 waits as half of the
  pair (any tile wins); or two 混 wait to make a set with anything;
- 龙 (1-9 of one suit) or 捉伍儿 (4万 _ 6万 waiting on 5万), worth 4 and 3.
`legal_shanten` measures the distance to the nearest of them (counting, as rules.analysis does,
natural tiles that do not fit). The main steering is the default bot's exact check of a ready
hand's waits with the scorer: a wait worth 1 scores -60, a legal one +30 and 3 per live tile, so
混儿吊 (every live tile wins) beats any other wait, and the wait value favours 捉伍儿/龙.
`discard_weights` adds a small tie-break toward the nearer legal shape (GAP_WEIGHT), and the
target keeps the tiles of a close 龙 or 捉伍儿; before ready `tianjin_plan` weighs what throwing
a tile a 龙 needs gives up (its value over a plain win times the chance lost, so it fades as the
wall shortens). A 混 is never thrown while the hand can still win;
a 小相公 cannot win: he no longer plays for speed but discards what nobody can pung (a kind
with fewer than two copies unseen), then a 混 (nobody may claim one), then a tile of a pung whose
fourth tile may still come (a kong is paid even to him), and only then a tile another seat could
pung, fewest unseen first (`discard_weights`, `discard_reason`).

坐庄 / 拉庄 (asked before the tiles are dealt, so only the scores can guide them). Each doubles
the stakes between the dealer and a 闲家; the dealer's edge is small (he won 26% of the wins in
1000 bot hands), so the choice is about the swing: the dealer sits when level or behind and not
when ahead; a 闲家 pulls once when behind the dealer or level with a dealer who sat, twice when
far behind him, and not when ahead of him.
"""
from __future__ import annotations

from typing import ClassVar, Mapping, Optional, Sequence

from rules.actions import ActionBase, ConcealedKong, Discard, Kong, Pung, Win
from rules.analysis import _BEST, _merge, _suit_table  # the shared per-suit tables (no copy)
from rules.engine import SeatView
from rules.melds import Meld
from rules.tiles import COPIES, TILES
from rules.variants.tianjin import VARIANT
from rules.variants.book import Words
from rules.variants.tianjin.events import DeclareKouTing, PullDealer, SitDealer
from rules.variants.tianjin.view import TianjinView

from ..table_reading import SETS_IN_HAND, own_melds, visible_counts
from ..routes import Route
from .base import Policy
from .plans import Plan, Target
from .tianjin_kouting import kou_ting_for
from .tianjin_plan import plan_weights
from .tianjin_value import decline_self_draw, drawn_win_value, hold_for_bigger, ready_worth

# Per step of distance to a legal win beyond the plain shanten. A tie-break, not a veto: the
# default bot pays 100 per plain shanten and checks ready hands exactly; charging the full 100
# here lost about 10% of the wins in a seat-against-seat comparison (docs/tianjin.md).
GAP_WEIGHT = 20.0
GOLD_KONG_WIN = next(r.value for r in VARIANT.rows if r.key == "jin_gang_hu")   # 金杠胡's value
NONE = 99                     # shanten of a plan that cannot be reached
SIT_WHILE_LEAD_AT_MOST = 0    # the dealer's lead over the others' average, in value points
PULL_TWICE_BEHIND_BY = 40     # value points behind the dealer
# A 小相公's discard: per unseen copy of a kind another seat could pung (two or more unseen), and
# for a 混 (safe, but kept while a tile nobody can claim is left). Both dwarf the offence weights.
FEED_WEIGHT = 1000.0
HUN_WEIGHT = 300.0
KONG_CHANCE_WEIGHT = 600.0
GROUPS = 4                    # the groups of rules.analysis's tables: 万, 饼, 条 and the honours


def _tables(hand: Sequence[int]) -> list[tuple[int, ...]]:
    return [_suit_table(hand, g, -1) for g in range(GROUPS)]


def _kept(tables: Sequence[tuple[int, ...]], sets: int, pair: int) -> int:
    """Most natural tiles that fit into `sets` target sets and `pair` pairs (partial ones count),
    from the four group tables of rules.analysis."""
    if sets < 0:
        return -NONE
    best: int = _BEST[sets * 2 + pair](_merge(_merge(tables[0], tables[1]), tables[2]), tables[3])
    return best


def legal_shanten(naturals: Sequence[int], jokers: int, melds: int) -> int:
    """Shanten of a 13-equivalent hand toward a legal 天津 win (see the module docstring); the
    plain shanten is the same count with any set-and-pair shape allowed. Each plan's shanten is
    the number of natural tiles that do not fit its shape (the 混 fill the gaps)."""
    hand = list(naturals)
    n = SETS_IN_HAND - melds
    held = sum(hand)
    tables = _tables(hand)
    best = held - _kept(tables, n, 1) if jokers == 0 else NONE            # 素
    if jokers >= 1:
        best = min(best, held - _kept(tables, n, 0))                      # 单混儿吊
    if jokers >= 2:
        best = min(best, held - _kept(tables, n - 1, 1))                  # 双混儿吊
    plans = []       # (suit, natural tiles the plan takes, sets left for the rest)
    if n >= 3:       # 龙: one of each rank held in the suit
        plans += [(suit, [k for k in range(9 * suit, 9 * suit + 9) if hand[k]], n - 3) for suit in range(3)]
    if n >= 1:       # 捉伍儿: 4万 and 6万 around the 5万 to come
        plans.append((0, [k for k in (3, 5) if hand[k]], n - 1))
    for suit, used, sets in plans:
        if held - len(used) - (3 * sets + 2) >= best:
            continue          # even a perfect rest cannot beat the best plan so far
        for k in used:
            hand[k] -= 1
        rest = list(tables)
        rest[suit] = _suit_table(hand, suit, -1)
        best = min(best, held - len(used) - _kept(rest, sets, 1))
        for k in used:
            hand[k] += 1
    return max(best, 0)


def plain_shanten(naturals: Sequence[int], melds: int) -> int:
    """Shanten of a 13-equivalent hand toward any set-and-pair shape, the 混 left out."""
    return max(sum(naturals) - _kept(_tables(naturals), SETS_IN_HAND - melds, 1), 0)


REASON_WORDS: Mapping[str, Words] = {
    "kou_ting_any": Words("扣听，打{tile}：混儿吊，摸什么都和，×4", "kou ting with {tile}: a wildcard wait wins on any tile, ×4"),
    "kou_ting_good": Words("扣听，打{tile}：听{waits}，还有{live}张未见，和了×4",
                           "kou ting with {tile}: waits on {waits}, {live} unseen, a win is ×4"),
    "kou_ting_dead": Words("不扣听，打{tile}：能和的牌都已经看得见了，留着换听口",
                           "no kou ting with {tile}: every winning tile is in sight, keep the hand free to change"),
    "kou_ting_keep": Words("先不扣听，打{tile}：听{waits}只剩{live}张，还能换更好的听口",
                           "no kou ting yet with {tile}: waits on {waits}, only {live} unseen, a better wait may come"),
    "barred_safe": Words("你是小相公，这一盘不能和了，不必求快，只管别让人碰杠：{tile}只剩{left}张没见，别人碰不了",
                         "you are barred (xiaoxianggong) and cannot win this hand, so speed no longer matters, only "
                         "feeding no pung or kong: with {left} {tile} unseen nobody can pung it"),
    "barred_hun": Words("你是小相公，这一盘不能和了，不必求快，只管别让人碰杠：别人能碰的牌之外只剩混儿，混儿谁也不能碰",
                        "you are barred (xiaoxianggong) and cannot win this hand, so speed no longer matters, only "
                        "feeding no pung or kong: apart from tiles others could pung only wildcards are left, and "
                        "nobody may claim a wildcard"),
    "barred_least": Words("你是小相公，这一盘不能和了，不必求快，只管别让人碰杠：每张都可能被碰，{tile}没见的最少（{left}张）",
                          "you are barred (xiaoxianggong) and cannot win this hand, so speed no longer matters, only "
                          "feeding no pung or kong: any tile could be punged, {tile} has the fewest unseen ({left})"),
    "barred_claim": Words("碰：你是小相公，这一盘不能和了；碰不是为了听牌，而是让被跳过的人少摸一张牌",
                          "pung: you are barred and cannot win this hand; the pung is not to get ready, it takes a "
                          "draw from each player it skips"),
    "barred_kong": Words("杠：你是小相公，这一盘不能和了，可杠分照样收",
                         "kong: you are barred and cannot win this hand, but a kong is still paid"),
    "barred_pass": Words("过：你是小相公，这一盘不能和了，不必为了听牌去碰", "pass: you are barred and cannot win this "
                         "hand, so no claim to get nearer ready"),
    "hold_bigger": Words("不和这张（只值{now}），等更大的：还有{live}张能和，摸到{tiles}值{best}，牌墙还长",
                         "no win on this draw (worth only {now}); wait for a bigger one: "
                         "{live} winning tiles unseen, drawing any of {tiles} would win {best}, and the wall is still long"),
    "kong_before_win": Words("先开金杠（四张{tile}）：金杠马上每家付分，补上来的牌照样和金杠胡",
                             "declare the golden kong (four {tile}) first: it is paid at once, and the "
                             "replacement tile still wins the golden-kong hand"),
    "kou_ting_late": Words("扣听，打{tile}：牌墙快摸完了，听{waits}（{live}张未见）",
                           "kou ting with {tile}: the wall is nearly used up, waits on {waits} ({live} unseen)"),
}


class TianjinPolicy(Policy):
    """天津: the 混 as jokers (kept, never thrown), 龙 and 捉伍儿 plans, 坐庄 and 拉庄 by the scores,
    扣听 when the wait is worth locking (tianjin_kouting)."""

    shapes = VARIANT.shapes
    reason_words: ClassVar[Mapping[str, Words]] = REASON_WORDS
    target_minimum = 0     # plans here are bonuses, never a reason to refuse a 碰
    kong_claim_from = 13   # a kong is paid even when the hand is drawn: take it at any distance
    legal_weight = GAP_WEIGHT
    plan_names_en = {"龙": "Dragon (1-9 of a suit)"}

    @staticmethod
    def _facts(view: SeatView) -> TianjinView:
        """The seat's 天津 view (an empty one for a view built without it)."""
        extra = getattr(view, "extra", None)
        return extra if isinstance(extra, TianjinView) else TianjinView()

    def _barred(self, view: SeatView) -> bool:
        return self._facts(view).barred(view.seat)

    def wildcards(self, view: SeatView) -> frozenset[int]:
        """The two 混 kinds of this hand (翻混)."""
        return self._facts(view).wildcards()

    def jokers(self, view: SeatView) -> tuple[int, ...]:
        """The 混 in this hand; none for a 小相公."""
        if self._barred(view):
            return ()        # 小相公: the 混 no longer help, play them as plain tiles
        return super().jokers(view)

    def _joker_count(self, view: SeatView) -> int:
        kinds = set(self.jokers(view))
        return sum(1 for k in view.hand_kinds if k.index in kinds)

    def target(self, view: SeatView, counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
               round_wind: int) -> Target:
        """龙 when at most two of its nine tiles are missing after the 混, 捉伍儿 when 4万 and 6万
        (or a 混 for one of them) are held; both are kept by the plan weight."""
        if self._barred(view):
            return Target(())
        jokers = self._joker_count(view)
        hun = self._facts(view).wildcards()
        hun_suit = next(iter({k // 9 for k in hun if k < 27}), None)
        plans = []
        if len(melds) <= 1:
            for suit in range(3):
                held = [k for k in range(9 * suit, 9 * suit + 9) if counts[k]]
                missing = max(0, 9 - len(held) - jokers)
                if missing <= 2:
                    value = 8 if suit == hun_suit else 4
                    plans.append(Plan(f"long_{'mps'[suit]}", "龙", value, missing, frozenset(held), frozenset()))
        sides = [k for k in (3, 5) if counts[k]]
        if len(sides) + min(jokers, 1) >= 2 and len(melds) <= 3:
            plans.append(Plan("zhuo_wu", "捉伍儿", 3, 0, frozenset(sides), frozenset()))
        plans.sort(key=lambda p: -p.strength)
        return Target(tuple(plans[:1]))

    def discard_weights(self, view: SeatView, kind: int, counts: Sequence[int]) -> dict[str, float]:
        """Never a 混 while the hand can still win; keep a 龙 or 捉伍儿 in reach (tianjin_plan).
        (The gap between the legal and the plain shanten is the default bot's `legal_gap`,
        charged GAP_WEIGHT per step: legal_shanten.)"""
        if self._barred(view):
            return {"cannot_win": -self._feed(view, kind, counts)}
        if kind in self.jokers(view):
            return {"keep_hun": -10_000.0}     # throwing a 混 makes 小相公: only if nothing else is left
        return plan_weights(view, kind, counts, self._joker_count(view), len(own_melds(view)),
                            self.wildcards(view))

    def _feed(self, view: SeatView, kind: int, counts: Sequence[int]) -> float:
        """A 小相公's cost of discarding `kind`: how much it may feed another seat's pung."""
        if kind in self.wildcards(view):
            return HUN_WEIGHT
        left = self._unseen(view, kind, counts)
        if left >= 2:
            return FEED_WEIGHT * left
        return KONG_CHANCE_WEIGHT if counts[kind] >= 3 and left else 0.0

    @staticmethod
    def _unseen(view: SeatView, kind: int, counts: Sequence[int]) -> int:
        return max(0, COPIES - counts[kind] - visible_counts(view)[kind]) if kind < len(counts) else 0

    def ready_worth(self, view: SeatView, waits: Sequence[tuple[float, int]]) -> Optional[dict[str, float]]:
        """A ready hand weighed by what its waits are expected to bring: the chance to draw one
        before another seat wins times their mean value (tianjin_value), so a sure 混儿吊 worth 2
        no longer beats every 龙 or 捉伍儿 wait."""
        if self._barred(view):
            return None
        return ready_worth(view, waits)

    def kong_before_win(self, view: SeatView, legal: Sequence[ActionBase]) -> Optional[tuple[ActionBase, str]]:
        """With 金杠胡 on (option gold_kong_win), four 混 are declared as a 金杠 before the win: the
        kong is paid at once (gold_kong_units from each) and any self-draw after it still wins
        金杠胡 (the 金杠 counts as held), so the replacement tile wins as well."""
        if not view.options.get("gold_kong_win"):
            return None
        hun = self.wildcards(view)
        kong = next((a for a in legal if isinstance(a, ConcealedKong) and a.kind.index in hun), None)
        # a better reading now (本混龙 and up) may be worth more than the kong's units and 金杠胡
        if kong is None or drawn_win_value(view) > int(view.options.get("gold_kong_units", 4)) + GOLD_KONG_WIN:
            return None
        return kong, f"golden kong of {kong.kind} before the win: paid at once, and the replacement tile still wins"

    def decline_self_draw(self, view: SeatView, legal: Sequence[ActionBase]) -> Optional[tuple[ActionBase, str]]:
        """Pass a cheap self-drawn win when a bigger one is in reach with a long wall (tianjin_value)."""
        found = decline_self_draw(view, legal)
        if found is None:
            return None
        action, hold = found
        return action, (f"pass the {hold.now} win: discard {TILES[hold.kind]} for up to {hold.best} "
                        f"({hold.live} live, {hold.chance:.0%} to come first)")

    def discard_reason(self, view: SeatView, kind: int) -> Optional[tuple[str, dict[str, object]]]:
        """A 小相公's discard: he cannot win, so it is chosen to feed nobody (`discard_weights`);
        a cheap win passed for a bigger one (tianjin_value)."""
        if not self._barred(view):
            if view.drawn is None or not any(isinstance(a, Win) for a in view.legal):
                return None
            hold = hold_for_bigger(view)
            if hold is None or hold.kind != kind:
                return None
            return "hold_bigger", {"now": hold.now, "live": hold.live, "best": hold.best,
                                   "tiles": tuple(TILES[k] for k in hold.best_kinds)}
        counts = [0] * len(TILES)
        for k in view.hand_kinds:
            counts[k.index] += 1
        if kind in self.wildcards(view):
            return "barred_hun", {}
        left = self._unseen(view, kind, counts)
        return ("barred_safe" if left < 2 else "barred_least"), {"tile": TILES[kind], "left": left}

    def claim_reason(self, view: SeatView, action: ActionBase) -> Optional[tuple[str, dict[str, object]]]:
        """A 小相公's claim or pass: never toward a win he cannot make (`discard_reason`'s words)."""
        if not self._barred(view):
            return None
        if isinstance(action, Kong):
            return "barred_kong", {}
        if isinstance(action, Pung):
            return "barred_claim", {}
        return "barred_pass", {}

    def legal_shanten(self, view: SeatView, counts: Sequence[int], melds: Sequence[Meld], jokers: int,
                      routes: Sequence[Route]) -> Optional[int]:
        """Shanten toward a win worth 2 (素, 混儿吊, 龙, 捉伍儿; the module docstring); a 小相公
        plays his 混 as plain tiles, so for him it is the plain shanten."""
        if self._barred(view):
            return None
        return legal_shanten(counts, self._joker_count(view), len(melds))

    def known_ready(self, view: SeatView) -> tuple[bool, ...]:
        """The seats that declared 扣听 are ready."""
        return self._facts(view).kou_ting

    def declaration(self, view: SeatView, legal: Sequence[ActionBase],
                    chosen: ActionBase) -> Optional[tuple[ActionBase, str]]:
        """扣听 with the chosen discard when its wait is worth locking (tianjin_kouting)."""
        if not isinstance(chosen, Discard):
            return None
        declaration = DeclareKouTing(view.seat, chosen.tile)
        if declaration not in legal:
            return None
        found = kou_ting_for(view, view.hand_kinds[view.hand.index(chosen.tile)].index)
        if found is None or not found[1]:
            return None
        read, _declare, key = found
        return declaration, f"{key}: {len(read.waits)} winning kinds, {read.live} live, best {read.best} × 4"

    def setup_reason(self, view: SeatView, action: ActionBase) -> Optional[tuple[str, dict[str, object]]]:
        """坐庄: sit when the dealer is not far ahead; 拉庄: how far behind the dealer one is;
        扣听: the waits and why lock them."""
        if isinstance(action, DeclareKouTing):
            tile = view.hand_kinds[view.hand.index(action.tile)]
            found = kou_ting_for(view, tile.index)
            if found is None:
                return None
            read, _declare, key = found
            return key, {"tile": tile, "waits": [TILES[k] for k in read.waits[:6]], "live": read.live}
        if isinstance(action, SitDealer):
            others = [score for s, score in enumerate(view.scores) if s != view.seat]
            lead = view.scores[view.seat] - sum(others) / len(others)
            return ("sit", {}) if action.sit else ("no_sit", {"lead": round(lead)})
        if isinstance(action, PullDealer):
            behind = view.scores[view.dealer] - view.scores[view.seat]
            sat = bool(self._facts(view).zuo)
            if action.times == 2:
                return "pull_twice", {"behind": behind}
            if action.times == 1:
                return ("pull_answer", {}) if sat and behind <= 0 else ("pull_once", {"behind": behind})
            return "no_pull", {}
        return None

    def setup_action(self, view: SeatView, legal: Sequence[ActionBase]) -> Optional[tuple[ActionBase, str]]:
        """坐庄 when level or behind; 拉庄 by how far behind the dealer (the module docstring)."""
        seat = view.seat
        scores = view.scores
        if all(isinstance(a, SitDealer) for a in legal):
            others = [score for s, score in enumerate(scores) if s != seat]
            lead = scores[seat] - sum(others) / len(others)
            sit = lead <= SIT_WHILE_LEAD_AT_MOST
            reason = ("坐庄: level or behind, the doubled stakes are worth the swing"
                      if sit else f"不坐: {lead:.0f} ahead of the others' average, no need for the swing")
            return next(a for a in legal if isinstance(a, SitDealer) and a.sit == sit), reason
        if all(isinstance(a, PullDealer) for a in legal):
            behind = scores[view.dealer] - scores[seat]
            sat = bool(self._facts(view).zuo)
            if behind >= PULL_TWICE_BEHIND_BY:
                times, reason = 2, f"拉两庄: {behind} behind the dealer, the doubled stakes are the way back"
            elif behind > 0:
                times, reason = 1, f"拉一庄: {behind} behind the dealer"
            elif behind == 0 and sat:
                times, reason = 1, "拉一庄: level with a dealer who sat, answering his 坐庄"
            else:
                times, reason = 0, "不拉: ahead of the dealer, no need to raise the stakes"
            return next(a for a in legal if isinstance(a, PullDealer) and a.times == times), reason
        return None
