"""二人麻将 for the default bot (docs/rules/two-player-71.md): the exchange, 报听, 番种 and defence.

- The opening exchange: the tiles whose value in the hand is below a random tile's go back to
  the reserve (erren_exchange).
- The ready turn (a discard may declare 报听): the default bot weighs the discards as on any
  turn, reading every wait as one 报听 can win (`wait_extra`), then the policy declares with the
  chosen discard when the wait is good, or when the hand has no 番种 to win on a discard otherwise
  (erren_ready).
- 番种: the minimum is 1 番 and an open hand without a 番种 cannot win except by 报听. The routes
  (the bot's value steering) are the 番种 an open hand keeps (番牌 pungs, 断幺九, 混一色, 清一色,
  对对和), 七对子 and 国士无双; the plans (the discards' plan
  weights) the same. A claim that does not make the hand ready must keep a 番种 reachable
  (`claim_allowed`); one that makes it ready may plan on 报听 instead.
- Defence: a seat that has declared 报听 is ready for sure, and the kinds thrown since are safe
  against him (erren_defence); the default bot's danger reading does the rest, at the level's
  caution.
"""
from __future__ import annotations

from typing import ClassVar, Mapping, Optional, Sequence

from rules.actions import ActionBase, Chow, Discard, Pung
from rules.analysis import effective_tiles, shanten
from rules.engine import SeatView
from rules.melds import Meld, MeldKind
from rules.shapes import TERMINALS_AND_HONORS
from rules.tiles import SUITS, TILES
from rules.variants.book import Words
from rules.variants.erren import VARIANT
from rules.variants.erren.events import DeclareReady, ExchangeTiles
from rules.variants.erren.ready import may_declare
from rules.variants.erren.scoring import MINIMUM, minimum_of
from rules.variants.erren.view import erren_view
from rules.variants.facts import scorer_facts_of

from ..defence import DangerTables
from ..routes import Route
from ..table_reading import hand_counts, own_melds, seats_of, wind_index
from .base import Policy
from .erren_b import baoting_fans, plan_fans, route_fans, routes_b, table_b, target_b
from .erren_defence import declared_seats, safe_kinds
from .erren_exchange import choose_exchange
from .erren_ready import read_for, seen_with_indicators, should_declare
from .plans import Plan, Target, pung_progress

DRAGONS = (31, 32, 33)
HONOURS = frozenset(range(27, 34))
SIMPLES = frozenset(k for k in range(27) if k not in TERMINALS_AND_HONORS)
RANKS = 9
# How far a hand may be from a plan and still count it reachable.
TANYAO_MAX_OFF = 3        # terminals and honours still to go
HALF_FLUSH_MAX_OFF = 4    # tiles of the other suits
FULL_FLUSH_MAX_OFF = 3    # tiles of the other suits and honours
ALL_PUNGS_MAX_MISSING = 3
SEVEN_PAIRS_MIN = 5       # pairs held
BAOTING_NEAR = 0          # plain shanten after a claim at which a hand without a 番种 may plan on 报听
BAOTING_WORTH = 1         # shanten from which a hand without a 番种 counts its 报听 as 1 番
YAKUMAN = 13
# Danger numbers. At two seats the one who deals in pays what he would pay on the other's
# self-draw, so a deal-in costs only the win it hastens (about half of the 2.4 a win is worth);
# one's own win brings its 番 and stops the other's. Readiness and waits: the default prior,
# 报听 read exactly.
DANGER = DangerTables(deal_in_cost=0.8, win_gain=3.0)
SWING = 2.0               # 番 a win of one's own is worth beyond its route's: 报听 or self-draw, and his win stopped

REASON_WORDS: Mapping[str, Words] = {
    "exchange_keep": Words("不换牌：每张牌都有用", "keep every tile: each one has its use"),
    "exchange_far": Words("换掉{tiles}（{n}张）：这几张对这手牌用处最小，换来的牌更可能有用",
                          "exchange {tiles} ({n}): they do the least for this hand, a new tile is likely to do more"),
    "declare_ready": Words("报听，打{tile}：听{waits}，还有{live}张未见，多一番",
                           "declare ready with {tile}: waits on {waits}, {live} unseen, one more fan"),
    "declare_no_yaku": Words("报听，打{tile}：听{waits}，还有{live}张未见；手里没有番种，不报听和不了",
                             "declare ready with {tile}: waits on {waits}, {live} unseen; without a scoring pattern "
                             "the hand can win only after declaring"),
    "declare_late": Words("报听，打{tile}：牌墙快摸完了，听{waits}（{live}张未见）",
                          "declare ready with {tile}: the wall is nearly used up, waits on {waits} ({live} unseen)"),
    "pass_no_yaku": Words("过：{claims}之后离听牌还远，又没有番种可做",
                          "pass: after {claims} the hand would still be far from ready, with no scoring pattern left to make"),
    "pass_no_yaku_minimum": Words("过：{claims}之后够得着的番种（连报听）加起来也不够本桌的起和番数",
                                  "pass: after {claims} the patterns in reach (with the ready declaration) "
                                  "would not add up to this room's minimum"),
    "pass_no_yaku_closed": Words("过：{claims}之后就不能报听了（本桌只有门清能报听），手里又没有够得着的番种，多半和不了",
                                 "pass: after {claims} the hand may not declare ready (only a closed hand may "
                                 "here), and no scoring pattern is in reach: it would most likely never win"),
}


def value_kinds(seat_wind: int, round_wind: int) -> dict[int, int]:
    """The 番牌 kinds and the 番 of a pung of each (the dealer's East counts twice)."""
    out = {k: 1 for k in DRAGONS}
    for wind in (seat_wind, round_wind):
        out[wind] = out.get(wind, 0) + 1
    return out


def _suit(kind: int) -> int:
    return kind // RANKS if kind < 27 else len(SUITS)


def erren_plans(counts: Sequence[int], melds: Sequence[Meld], seat_wind: int, round_wind: int) -> list[Plan]:
    """The 番种 this hand may still reach (module docstring), with their 番 (open or closed)."""
    closed = all(m.kind is MeldKind.CONCEALED_KONG for m in melds)
    melded = [t.index for m in melds for t in m.tiles]
    plans = []
    pungs = {m.tiles[0].index for m in melds if m.kind is not MeldKind.CHOW}
    for kind, value in sorted(value_kinds(seat_wind, round_wind).items()):
        if kind in pungs or counts[kind] >= 2:
            missing = 0 if kind in pungs or counts[kind] >= 3 else 1
            plans.append(Plan(f"yi_pai_{kind}", "番牌", value, missing, frozenset([kind]), frozenset()))
    ends = frozenset(TERMINALS_AND_HONORS)
    off_ends = sum(counts[k] for k in ends)
    if not ends.intersection(melded) and off_ends <= TANYAO_MAX_OFF:
        plans.append(Plan("duan_yao", "断幺九", 1, off_ends, frozenset(), ends))
    meld_suits = {_suit(k) for k in melded}
    honours = sum(counts[k] for k in HONOURS)
    for s, letter in enumerate(SUITS):
        others = frozenset(k for k in range(27) if _suit(k) != s)
        off = sum(counts[k] for k in others)
        if not meld_suits - {s, len(SUITS)} and off <= HALF_FLUSH_MAX_OFF:
            plans.append(Plan(f"hun_yi_se_{letter}", "混一色", 3 if closed else 2, off, frozenset(), others))
        if not meld_suits - {s} and off + honours <= FULL_FLUSH_MAX_OFF:
            plans.append(Plan(f"qing_yi_se_{letter}", "清一色", 6 if closed else 5, off + honours, frozenset(),
                              others | HONOURS))
    progress = pung_progress(counts, melds)
    if progress is not None and progress.missing <= ALL_PUNGS_MAX_MISSING:
        plans.append(Plan("dui_dui", "对对和", 2, progress.missing, progress.needed, progress.singles))
    pairs = sum(c // 2 for c in counts)
    if not melds and pairs >= SEVEN_PAIRS_MIN:
        plans.append(Plan("qi_dui", "七对子", 2, 7 - pairs, frozenset(k for k, c in enumerate(counts) if c >= 2),
                          frozenset(k for k, c in enumerate(counts) if c % 2), allows_melds=False))
    return plans


def choose_target(counts: Sequence[int], melds: Sequence[Meld], seat_wind: int, round_wind: int,
                  declarable: bool = True) -> Target:
    """The strongest 番种 plan with the 番牌 that fit it; none reachable: 报听, worth its 1 番 only
    when the hand is near ready or closed (a closed hand also has 门前清自摸和), and nothing where
    the hand may not declare (an open hand when only a closed one may)."""
    plans = erren_plans(counts, melds, seat_wind, round_wind)
    honours = [p for p in plans if p.key.startswith("yi_pai")]
    shapes = [p for p in plans if not p.key.startswith("yi_pai")]
    chosen: list[Plan] = []
    if shapes:
        main = max(shapes, key=lambda p: (p.strength, p.value, -p.missing, p.key))
        chosen.append(main)
        honours = [p for p in honours if main.allows_melds and not (p.needed & main.unwanted)]
    chosen += honours
    if chosen:
        return Target(tuple(chosen))
    near = shanten(counts, len(melds), shapes=VARIANT.shapes) <= BAOTING_WORTH
    closed = all(m.kind is MeldKind.CONCEALED_KONG for m in melds)
    worth = 1 if (near or closed) and declarable else 0
    return Target((Plan("bao_ting", "报听", worth, 0, frozenset(), frozenset()),))


def erren_routes(seat_wind: int, round_wind: int, open_declares: bool = True) -> tuple[Route, ...]:
    """The routes the bot steers by, valued in the 番 of their 番种 (报听, 门前清自摸和 and the 花牌
    come on top of any of them, so they do not steer): any shape by 报听 (0; a closed hand only
    unless `open_declares`), the 番种 of the module docstring, 七对子 and 国士无双."""
    found = _ROUTES.get((seat_wind, round_wind, open_declares))
    if found is not None:
        return found
    out = [Route("plain", ("报听",), 0, concealed=not open_declares)]
    yaku: list[Route] = []
    for kind, value in sorted(value_kinds(seat_wind, round_wind).items()):
        yaku.append(Route(f"yi_pai_{kind}", ("番牌",), value, pungs=(kind,)))
    yaku.append(Route("duan_yao", ("断幺九",), 1, kinds=SIMPLES))
    for s in range(len(SUITS)):
        suit = frozenset(range(s * RANKS, (s + 1) * RANKS))
        yaku.append(Route(f"hun_yi_se_{s}", ("混一色",), 2, kinds=suit | HONOURS))
        yaku.append(Route(f"qing_yi_se_{s}", ("清一色",), 5, kinds=suit))
    yaku.append(Route("dui_dui", ("对对和",), 2, shape="pungs"))
    out += yaku
    out.append(Route("qi_dui", ("七对子",), 2, shape="pairs"))
    out.append(Route("guo_shi", ("国士无双",), YAKUMAN, shape="orphans"))
    made = _ROUTES[(seat_wind, round_wind, open_declares)] = tuple(out)
    return made


_ROUTES: dict[tuple[int, int, bool], tuple[Route, ...]] = {}


def _reaching(routes: tuple[Route, ...], minimum: int, b: bool, open_declares: bool) -> tuple[Route, ...]:
    """The routes whose 番 (and 报听's, where the route may declare) reach a room's `minimum`
    (kept per argument set: the bot knows a route tuple by its identity)."""
    key = (routes, minimum, b, open_declares)
    found = _REACHING.get(key)
    if found is None:
        found = _REACHING[key] = tuple(
            r for r in routes
            if route_fans(r, b) + (baoting_fans(b) if open_declares or r.concealed else 0) >= minimum)
    return found


_REACHING: dict[tuple[tuple[Route, ...], int, bool, bool], tuple[Route, ...]] = {}


def _declarable(view: SeatView, melds: Sequence[Meld]) -> bool:
    """A hand with `melds` may declare 报听 at this table (the room's `baoting_open`)."""
    return may_declare(view.options, (m.kind for m in melds))


class ErrenPolicy(Policy):
    """二人麻将: the exchange, 报听 by the wait, 番种 routes and plans, 报听 read as a sure threat."""

    shapes = VARIANT.shapes
    target_minimum = MINIMUM
    plan_names_en: ClassVar[dict[str, str]] = {}     # every plan is named after a row of the table
    veto_reason = "no_yaku"
    reason_words = REASON_WORDS
    danger = DANGER
    value_weight = 6.0      # one 番 of the nearest route: four live tiles
    # The plan-based claims beat the expert's weighed ones here (expert without them - expert, 1v1,
    # 1600 walls): 日麻式报听 +0.23 [+0.14, +0.32] (seed 9620; an open hand cannot 报听 there and
    # the weighing cannot see it), QQ option B +0.34 [-0.00, +0.70] (9622), classic +0.00
    # [-0.07, +0.09] (9621).
    weighed_claims = False

    def discard_weights(self, view: SeatView, kind: int, counts: Sequence[int]) -> dict[str, float]:
        """A tile of the indicator's kind is worth a fan in a winning hand (not toward the
        minimum): keep it before a tile worth nothing, as one 番 of a route weighs."""
        if any(t.index == kind for t in erren_view(view).indicators):
            return {"indicator": -self.value_weight}
        return {}

    def target(self, view: SeatView, counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
               round_wind: int) -> Target:
        """The 番种 plans (see `choose_target`), in table B's 番 when option B is in force."""
        target = choose_target(counts, melds, seat_wind, round_wind, _declarable(view, melds))
        return target_b(target) if table_b(view.options) else target

    def routes(self, view: SeatView) -> tuple[Route, ...]:
        """The 番种 routes for this seat's winds (`erren_routes`), in table B under option B;
        where the room's minimum is above 1 番, only those that reach it (with 报听 where the
        route may declare)."""
        open_declares = may_declare(view.options, (MeldKind.CHOW,))
        routes = erren_routes(wind_index(view.seat_winds[view.seat]), wind_index(view.round_wind), open_declares)
        b = table_b(view.options)
        minimum = minimum_of(view.options)
        if minimum > MINIMUM:
            routes = _reaching(routes, minimum, b, open_declares)
        return routes_b(routes) if b else routes

    def win_points(self, view: SeatView, value: float) -> float:
        """A win of a route worth `value` 番 (at base 1): those and `SWING`."""
        return max(float(MINIMUM), value) + SWING

    def veto_reason_for(self, view: SeatView) -> str:
        """Where the room asks more than 1 番, a vetoed claim keeps too little in reach; where only
        a closed hand may declare, it would leave a hand that can hardly win; elsewhere one far
        from ready with nothing to score."""
        if minimum_of(view.options) > MINIMUM:
            return "no_yaku_minimum"
        return "no_yaku" if may_declare(view.options, (MeldKind.CHOW,)) else "no_yaku_closed"

    def wait_extra(self, view: SeatView, melds: Sequence[Meld]) -> Mapping[str, object]:
        """The seat's scorer facts with 报听 counted where the hand has declared or may still
        (an open hand may not when only a closed one may declare)."""
        facts = scorer_facts_of(view)
        return {**facts, "baoting": bool(facts.get("baoting")) or _declarable(view, melds)}

    def known_ready(self, view: SeatView) -> tuple[bool, ...]:
        """The seats that declared 报听 are ready."""
        return tuple(bool(f) for f in erren_view(view).declared)

    def known_safe(self, view: SeatView) -> tuple[frozenset[int], ...]:
        """Against a declared seat, the kinds thrown since his 报听 (he wins on every tile he can)."""
        declared = set(declared_seats(view))
        return tuple(safe_kinds(view, s) if s in declared else frozenset() for s in range(seats_of(view)))

    def claim_allowed(self, view: SeatView, action: ActionBase) -> bool:
        """A chow or pung that does not make the hand ready must keep a 番种 in reach (an open
        hand without one wins only by 报听: 1 番, locked, a poor plan while still far), and what
        is in reach must reach the room's minimum (option min_fan)."""
        if not isinstance(action, (Chow, Pung)) or view.window_tile is None:
            return True
        counts = hand_counts(view)
        kind = view.window_tile[2]
        used = [view.hand_kinds[view.hand.index(t)].index for t in action.tiles]
        for k in used:
            counts[k] -= 1
        if isinstance(action, Pung):
            meld = Meld(MeldKind.PUNG, (kind,) * 3, 1, kind)
        else:
            meld = Meld(MeldKind.CHOW, tuple(TILES[k] for k in sorted(used + [kind.index])), 1, kind)
        melds = own_melds(view) + (meld,)
        options = effective_tiles(counts, len(melds), shapes=VARIANT.shapes)
        after = options[0].shanten_after if options else 0
        declarable = _declarable(view, melds)
        b = table_b(view.options)
        bonus = baoting_fans(b) if declarable else 0
        minimum = minimum_of(view.options)
        if after <= BAOTING_NEAR and bonus >= minimum:     # ready: 报听 alone is a win here
            return True
        target = choose_target(counts, melds, wind_index(view.seat_winds[view.seat]), wind_index(view.round_wind),
                               declarable)
        patterns = [p for p in target.plans if p.key != "bao_ting"]
        # the patterns in reach (and 报听 where the hand may still declare) must reach the room's minimum
        return bool(patterns) and sum(plan_fans(p, b) for p in patterns) + bonus >= minimum

    def setup_action(self, view: SeatView, legal: Sequence[ActionBase]) -> Optional[tuple[ActionBase, str]]:
        """The exchange: the tiles furthest from a hand (the ready turn is `declaration`'s)."""
        if not legal or not all(isinstance(a, ExchangeTiles) for a in legal):
            return None
        counts = hand_counts(view)
        winds = value_kinds(wind_index(view.seat_winds[view.seat]), wind_index(view.round_wind))
        kinds = choose_exchange(counts, seen_with_indicators(view), frozenset(winds))
        ids: list[int] = []
        for kind in kinds:
            ids.append(next(t for t, k in zip(view.hand, view.hand_kinds) if k.index == kind and t not in ids))
        names = "".join(str(TILES[k]) for k in sorted(kinds))
        return ExchangeTiles(view.seat, tuple(ids)), (f"exchange {names}: furthest from a hand"
                                                      if ids else "exchange none: every tile works")

    def declaration(self, view: SeatView, legal: Sequence[ActionBase],
                    chosen: ActionBase) -> Optional[tuple[ActionBase, str]]:
        """报听 with the chosen discard when its wait is worth locking (erren_ready.should_declare)."""
        if not isinstance(chosen, Discard):
            return None
        declaration = DeclareReady(view.seat, chosen.tile)
        if declaration not in legal:
            return None
        read = read_for(view, view.hand_kinds[view.hand.index(chosen.tile)].index)
        if read is None:
            return None
        declare, key = should_declare(read, view.wall_remaining)
        if not declare:
            return None
        return declaration, f"{key}: {read.live} live winning tiles"

    def setup_reason(self, view: SeatView, action: ActionBase) -> Optional[tuple[str, dict[str, object]]]:
        """The exchange: the tiles given back (or why none); 报听: the waits and why declare."""
        kind_of = {t: k for t, k in zip(view.hand, view.hand_kinds)}
        if isinstance(action, ExchangeTiles):
            if not action.tiles:
                return "exchange_keep", {}
            return "exchange_far", {"tiles": sorted(kind_of[t] for t in action.tiles), "n": len(action.tiles)}
        if not isinstance(action, DeclareReady):
            return None
        tile = kind_of[action.tile]
        read = read_for(view, tile.index)
        if read is None:
            return None
        _, key = should_declare(read, view.wall_remaining)
        return key, {"tile": tile, "waits": [TILES[k] for k in read.waits], "live": read.live}
