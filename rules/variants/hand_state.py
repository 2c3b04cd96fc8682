"""A variant's own records of one hand: `State.extra` is a `VariantState`.

Each variant declares a frozen dataclass of its hand's bookkeeping (四川's void picks, 天津's 混,
苏州's 豹子 ...) in its package (`rules/variants/<name>/state.py`) and names it as its record's
`state_type`. The engine starts a hand from `state_type()` (or the record its `reveal` hook
builds), and every hook hands back a new record made with `dataclasses.replace`, never a dict.
Generic code never reads a variant's fields: the engine asks only `scorer_facts()`, what the
scorer reads of the table's state (`WinContext.extra`). A variant without state (国标) keeps the
empty base record.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional, Protocol, TypeVar


@dataclass(frozen=True)
class VariantState:
    """A variant's records of one hand (what `State.extra` holds); the base has none."""

    def scorer_facts(self) -> Mapping[str, Any]:
        """What the variant's scorer reads of this state (keys of `WinContext.extra`, before the
        variant's `win_context` hook adds the winner's own)."""
        return {}

    @classmethod
    def lone_win(cls, seats: int, kong_feeder: Optional[int]) -> VariantState:
        """The record a calculated hand standing alone (the calculator's payment line) hands the
        variant's `settle`: nothing of a table, only who fed seat 0's kong when one did (包饺子)."""
        return cls()


NO_STATE = VariantState()     # 国标, and any variant that keeps nothing of its own

StateT = TypeVar("StateT", bound=VariantState)


class HasState(Protocol):
    """Anything holding a hand's variant record: a `State`, a table in progress, a `HandResult`."""

    @property
    def extra(self) -> VariantState: ...


def state_of(holder: HasState, kind: type[StateT]) -> StateT:
    """The holder's variant record as the variant's own type (TypeError if it holds another's)."""
    extra = holder.extra
    if not isinstance(extra, kind):
        raise TypeError(f"expected a {kind.__name__} as the hand's variant state, got {type(extra).__name__}")
    return extra
