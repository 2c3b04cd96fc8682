"""Which room rules changed a hand's result: the settlement names them ("因房间规则「门清」+1番").

A win is scored again with each option that differs from its default set back to the default
(`variant.score(ctx, options)`); an option whose removal changes the total, or makes the hand
no legal win, changed the score. The hand is settled again the same way (`variant.settle` on
the hand's final table with the option at its default and every win scored again): an option
that changes what the winner receives in the hand changed the payments. That is weighed for the
scoring and payment options only (a flow option such as 血流成河 changes the play itself: the same
wins settled by other rules mean nothing), and once per winner, at his last win of the hand. Payments made during play (a kong paid
at once) are booked with the rules of the moment and are not weighed again.

The scorer's context of a win is not recorded in the events; `hand_effects` replays the hand
from its config and actions with a scorer that keeps the context of every win it scores.

    hand_effects(variant, config, actions) -> one tuple of OptionEffect per win, in order
    score_effects(variant, ctx, options)    -> the options that changed this win's score
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping, Optional, Sequence

from .actions import ActionBase
from .engine import apply, new_hand
from .events import WinRecord, Won
from .scoring import ScoreResult, WinContext
from .state import StackedWall, State
from .table_records import HandConfig
from .variants.base import Variant

# The option groups (RuleOption.group) whose effect on the bill is weighed.
BILLED = ("scoring", "payments")


@dataclass(frozen=True)
class OptionEffect:
    """One room rule that changed a win: its value at the table and its default; the win's total
    (in the score's unit) with the option at its default (`score_before`) and as played
    (`score_after`); what the winner received in the hand's settlement with it at its default
    (`paid_before`, None: not weighed) and as played (`paid_after`)."""

    key: str
    value: Any
    default: Any
    unit: str
    score_before: int
    score_after: int
    wins_before: bool = True             # the hand was a legal win with the option at its default
    paid_before: Optional[int] = None
    paid_after: Optional[int] = None

    @property
    def change(self) -> int:
        """How much the rule added to the win's total (negative: took away)."""
        return self.score_after - self.score_before

    @property
    def score_changed(self) -> bool:
        """The rule changed the win's score (or made it a legal win at all)."""
        return self.score_before != self.score_after or not self.wins_before

    @property
    def paid_changed(self) -> bool:
        """The rule changed what the winner received."""
        return self.paid_before is not None and self.paid_before != self.paid_after


def _with_default(variant: Variant, options: Mapping[str, Any], key: str) -> dict[str, Any]:
    resolved = variant.resolve_options(options)
    resolved[key] = variant.option(key).default
    return resolved


def _rescored(variant: Variant, ctx: WinContext, options: Mapping[str, Any]) -> tuple[ScoreResult, bool]:
    base = variant.score(ctx, options)
    return base, base.win and variant.is_legal_win(base)


def score_effects(variant: Variant, ctx: WinContext, options: Mapping[str, Any]) -> tuple[OptionEffect, ...]:
    """The non-default options of `options` that changed the score of the win `ctx` (each set
    back to its default alone, the rest kept), in the record's order."""
    resolved = variant.resolve_options(options)
    played = variant.score(ctx, resolved)
    out = []
    for key, value in variant.changed_options(resolved).items():
        base, legal = _rescored(variant, ctx, _with_default(variant, resolved, key))
        if legal and base.total == played.total:
            continue
        out.append(OptionEffect(key, value, variant.option(key).default, played.unit,
                                base.total if base.win else 0, played.total, legal))
    return tuple(out)


def _paid(variant: Variant, state: State, wins: Sequence[WinRecord], seat: int) -> int:
    return variant.settle(wins, state).payments[seat]


def hand_effects(variant: Variant, config: HandConfig, actions: Sequence[ActionBase], *,
                 stacked: Optional[StackedWall] = None) -> tuple[tuple[OptionEffect, ...], ...]:
    """For each win of the hand (in order), the room rules that changed its score or what the
    winner received: each non-default option set back to its default alone, every win of the
    hand scored again and the hand settled again (module docstring). () for a hand played at
    the classic rules."""
    options = variant.resolve_options(config.options)
    changed = variant.changed_options(options)
    if not changed:
        return ()
    state, wins = win_contexts(variant, config, actions, stacked=stacked)
    over = state.settlement is not None and len(state.wins) == len(wins)
    last_win = {won.seat: i for i, (won, _) in enumerate(wins)}     # where each winner's bill is shown
    out: list[list[OptionEffect]] = [[] for _ in wins]
    for key, value in changed.items():
        default = variant.option(key).default
        others = _with_default(variant, options, key)
        again = [_rescored(variant, ctx, others) for _, ctx in wins]
        records: list[WinRecord] = [dataclasses.replace(record, score=base)
                                    for record, (base, _) in zip(state.wins, again)] if over else []
        settle_again = over and all(legal for _, legal in again) and variant.option(key).group in BILLED
        state_again = dataclasses.replace(state, options=others)
        for i, ((won, _), (base, legal)) in enumerate(zip(wins, again)):
            paid_before = paid_after = None
            if settle_again and last_win[won.seat] == i:
                paid_after = _paid(variant, state, state.wins, won.seat)
                paid_before = _paid(variant, state_again, records, won.seat)
            effect = OptionEffect(key, value, default, won.score.unit, base.total if base.win else 0,
                                  won.score.total, legal, paid_before, paid_after)
            if effect.score_changed or effect.paid_changed:
                out[i].append(effect)
    return tuple(tuple(effects) for effects in out)


class _Recorder:
    """The variant's scorer, keeping every (context, result) it answered."""

    def __init__(self, score: Any) -> None:
        self.score = score
        self.calls: list[tuple[WinContext, ScoreResult]] = []

    def __call__(self, ctx: WinContext, options: Mapping[str, Any]) -> ScoreResult:
        result: ScoreResult = self.score(ctx, options)
        self.calls.append((ctx, result))
        return result


def win_contexts(variant: Variant, config: HandConfig, actions: Sequence[ActionBase], *,
                 stacked: Optional[StackedWall] = None) -> tuple[State, tuple[tuple[Won, WinContext], ...]]:
    """Replay a hand (as engine.replay) and return its last state and every win with the context
    it was scored from, in the order won."""
    variant.load_hooks()
    recorder = _Recorder(variant.score)
    recording = dataclasses.replace(variant, score=recorder)
    winds = config.winds()
    state, _ = new_hand(recording, config, stacked=stacked)
    found: list[tuple[Won, WinContext]] = []
    for action in actions:
        state, events = apply(state, action)
        for event in events:
            if isinstance(event, Won):
                found.append((event, _context_of(event, recorder.calls, winds)))
    return dataclasses.replace(state, variant=variant), tuple(found)


def _context_of(won: Won, calls: Sequence[tuple[WinContext, ScoreResult]], winds: Sequence[str]) -> WinContext:
    """The context the engine scored this win from: the latest scored for its seat and tile
    whose result is the win's own score."""
    for ctx, result in reversed(calls):
        if result is won.score or (result == won.score and ctx.win_tile is won.kind
                                   and ctx.self_drawn == won.self_drawn and ctx.seat_wind == winds[won.seat]):
            return ctx
    raise LookupError(f"no scored context for the win of seat {won.seat}")

