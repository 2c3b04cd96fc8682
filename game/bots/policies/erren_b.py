"""二人麻将 under scoring option B (docs/rules/two-player-71.md §7 B): the bot's plans and routes in
table B's 番 and names, so that it steers by the table in force.

Table B values the same patterns differently (箭刻 2 a pung, 门风刻 and 圈风刻 2 each, 断幺 2,
混一色 6, 清一色 16, 碰碰胡 6, 七对 24) and has no thirteen orphans; the plans keep option A's
keys (the policy's reasons read them) with table B's names, and table B's values brought to
the bot's scale (`steer`), so that the ranking is table B's.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from rules.variants.erren import VARIANT

from ..routes import Route
from .plans import Plan, Target

DRAGONS = frozenset((31, 32, 33))
# option A plan name -> (table B row name, 番 in table B)
B_PLANS: Mapping[str, tuple[str, int]] = {
    "断幺九": ("断幺", 2), "混一色": ("混一色", 6), "清一色": ("清一色", 16), "对对和": ("碰碰胡", 6),
    "七对子": ("七对", 24), "报听": ("报听", 2),
}
B_PER_PUNG = 2          # 箭刻, 门风刻, 圈风刻: 2 番 each
B_PLAIN = "自摸"        # the plain route: a win that brings no pattern, at least a 自摸 or 门前清
# The bot weighs a route's 番 against speed and danger on option A's 1-13 scale; table B's fans
# run about three times as high (断幺 2 for 1, 清一色 16 for 6), so they steer at a third.
B_STEER = 3


def steer(value: int) -> int:
    """A table B value on the bot's scale (at least 1 for any pattern)."""
    return max(1, value // B_STEER) if value else 0


def table_b(options: Mapping[str, Any]) -> bool:
    """Whether option B is the table in force."""
    return VARIANT.resolve_options(options).get("scoring") == "B"


def _honour_name(kind: int) -> str:
    return "箭刻" if kind in DRAGONS else "门风刻"


def plan_b(plan: Plan) -> Plan:
    """An option A plan in table B's name and 番."""
    if plan.key.startswith("yi_pai_"):
        kind = int(plan.key.rsplit("_", 1)[1])
        return replace(plan, name_zh=_honour_name(kind), value=steer(B_PER_PUNG * plan.value))
    name, value = B_PLANS.get(plan.name_zh, (plan.name_zh, plan.value))
    return replace(plan, name_zh=name, value=steer(value))


def target_b(target: Target) -> Target:
    """The target with its plans in table B."""
    return Target(tuple(plan_b(p) for p in target.plans))


def route_b(route: Route) -> Route:
    """An option A route in table B's names and 番 (None for thirteen orphans, absent from B)."""
    if route.key.startswith("yi_pai_"):
        kind = int(route.key.rsplit("_", 1)[1])
        return replace(route, names=(_honour_name(kind),), value=steer(B_PER_PUNG * route.value))
    if route.key == "plain":
        return replace(route, names=(B_PLAIN,))
    name, value = B_PLANS.get(route.names[0], (route.names[0], route.value))
    return replace(route, names=(name,), value=steer(value))


def routes_b(routes: tuple[Route, ...]) -> tuple[Route, ...]:
    """Option A's routes in table B (thirteen orphans left out: table B does not score it)."""
    found = _ROUTES_B.get(routes)
    if found is None:
        found = _ROUTES_B[routes] = tuple(route_b(r) for r in routes if r.shape != "orphans")
    return found


_ROUTES_B: dict[tuple[Route, ...], tuple[Route, ...]] = {}


def route_fans(route: Route, b: bool) -> int:
    """The 番 an option A route scores in the table in force (table B when `b`), unscaled."""
    if not b:
        return route.value
    if route.key.startswith("yi_pai_"):
        return B_PER_PUNG * route.value
    if route.key == "plain":
        return 0
    return B_PLANS.get(route.names[0], (route.names[0], route.value))[1]


def plan_fans(plan: Plan, b: bool) -> int:
    """The 番 an option A plan scores in the table in force (table B when `b`), unscaled."""
    if not b:
        return plan.value
    if plan.key.startswith("yi_pai_"):
        return B_PER_PUNG * plan.value
    return B_PLANS.get(plan.name_zh, (plan.name_zh, plan.value))[1]


def baoting_fans(b: bool) -> int:
    """The 番 报听 scores in the table in force."""
    return B_PLANS["报听"][1] if b else 1
