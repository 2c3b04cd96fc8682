"""What the default bot asks a variant's policy; the defaults are a variant with nothing of its own.

The default bot's pipeline (efficiency, value, safety) is the same everywhere; a policy says
which winning shapes exist, what the hand is heading for, which tiles are wildcards (天津 混儿) or
void (四川 定缺), extra weights for a discard, and how to answer set-up steps (定缺, 换三张,
坐庄/拉庄). A variant adds its policy in game/bots/policies/<name>.py and one line to the
registry (`policies/__init__.py`); nothing else in the bot changes.
"""
from __future__ import annotations

from typing import ClassVar, Mapping, Optional, Sequence

from rules.actions import ActionBase
from rules.analysis import UNREACHABLE
from rules.engine import SeatView
from rules.melds import Meld
from rules.variants.book import Words
from rules.variants.facts import scorer_facts_of

from ..defence import DangerTables
from ..routes import Route, RouteDistance, nearest
from .plans import Target


class Policy:
    """Defaults: no plans, no wildcards, no void suit, no set-up (a variant with nothing of its own)."""

    shapes: tuple[str, ...] = ("standard",)   # the winning shapes aimed for (the variant's own)
    target_minimum: int = 0   # a claim must keep the plan worth this much (0: no minimum)
    # The English of plan names that are not names of score items (the hints read the rest
    # off the variants' tables), and why `claim_allowed` refuses a claim, as a short code the
    # teaching hints put in words ("void": the void suit is never claimed).
    plan_names_en: ClassVar[Mapping[str, str]] = {}
    veto_reason: str = "plain"
    # The policy's own wording of its `setup_reason` keys (zh and en templates with the same
    # fields), for keys the teaching table (game/teaching/i18n) does not hold: a variant's set-up
    # and declaration reasons stay in the variant's policy.
    reason_words: ClassVar[Mapping[str, Words]] = {}
    # Defence and the legal win (game/bots/defence.py, routes.py): the variant's fitted danger
    # numbers; the weight of one step between the plain distance and the distance to a win the
    # scorer accepts; what one unit of the variant's value is worth to the bot; whether a seat's
    # flowers raise what a deal-in into him costs (苏州: flowers are the value).
    danger: ClassVar[DangerTables] = DangerTables()
    legal_weight: float = 60.0
    value_weight: float = 1.0
    # Whether a discard (and a claim's best discard after it) is weighed by its route's value;
    # passing a claim still counts the standing hand's value either way (国标 False).
    value_on_discards: bool = True
    value_cap: float = 32.0       # a route's value counts up to this (the rest is luck, not steering)
    flowers_value: bool = False
    # Every level reads only the threats in plain sight (a 报听, two melds, a meld late, the last
    # tiles), as 普通 does (四川: a deal-in costs one payment and play goes on; folding against
    # concealed hands read ready by their discards alone cost more wins than it saved).
    plain_reads: bool = False
    # The level's caution (Style.defence) counts up to this here (四川 1: a deal-in does not end
    # one's own hand, the reason the expert's caution is 2.5 times the plain exchange elsewhere).
    defence_cap: float = float("inf")
    # A weighed claim (the expert's) must beat passing by this much on the discards' scale (苏州
    # 40: a pung that is no step closer throws away 小门清's 5 花, which the weighing cannot see).
    claim_margin: float = 0.0
    # A kong on a discard that keeps the hand's steps is taken up to this far from ready (天津: a
    # kong is paid even when the hand is drawn, so it pays at any distance).
    kong_claim_from: int = 2
    # Whether the expert's weighed claims (and its holding a win for a bigger self-draw) play here;
    # where they lost to the plain plan-based claims (二人) the expert claims as 普通 does.
    weighed_claims: bool = True
    # The expert's two-step speed estimate (speed.py, Style.speed_lookahead): points per expected
    # draw a discard is slower than the fastest, from this distance from ready, measured on the
    # widest few discards (0: off, the capped live count alone breaks the ties).
    speed_per_draw: float = 0.0
    # The finishing search (finishing.py, finish_search.py; the expert's Style.finishing): where
    # the nearest win worth the minimum is at most `finish_from` from ready (-1: never), each
    # discard also weighs what it keeps of the ways to one, `finish_weight` times the expected
    # points it loses against the best discard (claims: weighing them so lost in 国标, so they
    # keep the plain weighing). The ways count up to `finish_slack` tiles slower than the nearest;
    # each own draw survives with 1 - `finish_hazard` (another seat wins first);
    # with `finish_union` the ways' chances merge as 1 - exp(-sum) (they overlap).
    finish_from: int = -1
    finish_slack: int = 1
    finish_weight: float = 1.0
    finish_hazard: float = 0.0
    finish_union: bool = False
    speed_from: int = 2
    speed_candidates: int = 4

    def __init__(self, shapes: Optional[tuple[str, ...]] = None) -> None:
        if shapes is not None:
            self.shapes = shapes

    def target(self, view: SeatView, counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
               round_wind: int) -> Target:
        """The plans the hand steers toward (none: plain efficiency)."""
        return Target(())

    def wildcards(self, view: SeatView) -> frozenset[int]:
        """Kinds (indices) that stand for any tile at this table, whoever holds them."""
        return frozenset()

    def jokers(self, view: SeatView) -> tuple[int, ...]:
        """Kinds (indices) that are wildcards in this seat's hand; removed from counts as jokers."""
        return tuple(sorted(self.wildcards(view)))

    def void_suit(self, view: SeatView) -> Optional[str]:
        """The suit letter this seat plays without, if the variant has one."""
        return None

    def discard_weights(self, view: SeatView, kind: int, counts: Sequence[int]) -> dict[str, float]:
        """Extra named weights for discarding one tile of `kind` (added to the bot's own)."""
        return {}

    def routes(self, view: SeatView) -> tuple[Route, ...]:
        """The routes to a legal win the bot steers by (routes.py); none: any complete shape is
        a legal win here, so the plain distance is the distance to a win."""
        return ()

    def legal_shanten(self, view: SeatView, counts: Sequence[int], melds: Sequence[Meld], jokers: int,
                      routes: Sequence[Route]) -> Optional[int]:
        """Shanten toward a win the scorer accepts (0: ready for one), for a 13-equivalent hand;
        None when every complete shape is one (the plain shanten says it all)."""
        if not routes:
            return None
        found = nearest(routes, counts, melds, slack=0)
        return found[0].distance - 1 if found else UNREACHABLE

    def known_ready(self, view: SeatView) -> tuple[bool, ...]:
        """Per seat, True when the table shows he is ready (a declared 报听); () when it never does.
        The danger reading then takes him as ready for sure."""
        return ()

    def opponent_voids(self, view: SeatView) -> tuple[Optional[str], ...]:
        """Per seat, the suit he can never win on (四川 定缺); () when the variant has none."""
        return ()

    def win_points(self, view: SeatView, value: float) -> float:
        """Points a win of `value` (in the variant's unit) brings this seat, about."""
        return self.danger.win_gain

    def route_live(self, counts: Sequence[int], melds: Sequence[Meld], found: Sequence[RouteDistance],
                   live: Sequence[int], plain: Sequence[int]) -> Optional[int]:
        """The live tiles that shorten the nearest routes `found` of a 13-equivalent hand (the
        level's `route_live`); None: the plain live count stands."""
        return None

    def ready_points(self, view: SeatView, value: float) -> float:
        """Points being ready is worth by itself, besides the win (四川: 查大叫 at an exhausted
        wall); 0 where being ready pays nothing."""
        return 0.0

    def hold_for_self_draw(self, view: SeatView, fans: int, live: int, unseen: int) -> Optional[str]:
        """Why a ready hand passes a discard win of `fans` (its waits have `live` of `unseen`
        copies left) to draw the tile itself, or None to take it (the default: a win is taken;
        四川: a self-draw pays every player still in, the discard win only the discarder)."""
        return None

    def ready_worth(self, view: SeatView, waits: Sequence[tuple[float, int]]) -> Optional[dict[str, float]]:
        """The weights of a ready hand whose legal waits are `waits` (live copies, value each), on
        the discards' scale; None: the common count (30 + 3 per live copy, and the best value)."""
        return None

    def decline_self_draw(self, view: SeatView, legal: Sequence[ActionBase]) -> Optional[tuple[ActionBase, str]]:
        """A discard that passes the offered self-drawn win for a bigger one, with why (天津:
        a cheap 混儿吊 passed for a 龙 in reach); None: take the win (the default)."""
        return None

    def kong_before_win(self, view: SeatView, legal: Sequence[ActionBase]) -> Optional[tuple[ActionBase, str]]:
        """A concealed kong to declare before the self-drawn win offered, where the rules make it
        pay more and keep the win (天津 金杠 with 金杠胡), with why; None: take the win (the default)."""
        return None

    def wait_weights(self, view: SeatView) -> Optional[Sequence[float]]:
        """Per kind, what one live copy of a ready hand's wait counts for (how often such a wait
        arrives here, against the mean); None: every live copy counts one."""
        return None

    def wait_value(self, total: int) -> float:
        """The weight of a ready hand's best legal wait scoring `total` (the variant's unit)."""
        return min(total, 48) / 4.0

    def claim_allowed(self, view: SeatView, action: ActionBase) -> bool:
        """False for a claim this variant's player should never make, however close it brings him."""
        return True

    def discard_reason(self, view: SeatView, kind: int) -> Optional[tuple[str, dict[str, object]]]:
        """Why a discard of `kind` when this variant's own weights decide it alone (天津's 小相公,
        who can no longer win): a reason key and its fields, as `setup_reason`; None otherwise."""
        return None

    def claim_reason(self, view: SeatView, action: ActionBase) -> Optional[tuple[str, dict[str, object]]]:
        """Why a claim or a pass, when this variant's player has his own reason to give (天津's
        小相公 claims for no speed: he cannot win); None otherwise (the common words)."""
        return None

    def setup_action(self, view: SeatView, legal: Sequence[ActionBase]) -> Optional[tuple[ActionBase, str]]:
        """(action, reason) for a set-up step, or None when this policy has no opinion."""
        return None

    def setup_reason(self, view: SeatView, action: ActionBase) -> Optional[tuple[str, dict[str, object]]]:
        """Why a set-up answer (定缺, 换三张, 坐庄, 拉庄) is a good one, for the hint: a message key
        of game/teaching/i18n and its fields ("suit": a suit letter, "tiles": tile kinds, numbers);
        None when this variant has no set-up steps or no reason to give."""
        return None

    def declaration(self, view: SeatView, legal: Sequence[ActionBase],
                    chosen: ActionBase) -> Optional[tuple[ActionBase, str]]:
        """For a turn that offers a declaration beside the plain discards (二人 报听): the declaring
        form of `chosen` (the bot's pick among the plain actions) with a summary, or None to play
        `chosen` as it is."""
        return None

    def veto_reason_for(self, view: SeatView) -> str:
        """The key of the words for a claim `claim_allowed` refuses at this table (`veto_reason`
        unless the room's rules change why)."""
        return self.veto_reason

    def wait_extra(self, view: SeatView, melds: Sequence[Meld]) -> Mapping[str, object]:
        """The scorer facts (WinContext.extra) this seat's waits are read with, for a hand with
        `melds` (its own or after a claim); the view's own by default (二人: a 报听 the hand may
        still declare counts as declared)."""
        return scorer_facts_of(view)

    def known_waits(self, view: SeatView) -> tuple[frozenset[int], ...]:
        """Per seat, the kinds a won hand still in play is known to wait on (四川 血流成河: the
        locked hand shown at the win); () when the variant shows none. Read by the hints."""
        return ()

    def known_safe(self, view: SeatView) -> tuple[frozenset[int], ...]:
        """Per seat, the kinds the table shows he cannot win on (二人: passed since his 报听); ()
        when the variant shows none."""
        return ()
