"""`main.py arena`: two bot kinds on duplicate walls, with 95% intervals for what they achieved.

    python main.py arena --variant V --bots A,B --walls N --seed S [--mode 1v3] [--jobs 2] [--json]
                         [--option ID=VALUE ...]

A wall is one seeded hand (the same shuffle and dice every time it is dealt). Each wall is played
once per seating of the mode: in "1v3" kind A sits in each of the four seats in turn against
three of B, in "2v2" the two A take every pair of seats, and so on; so both kinds meet the same
tiles from every seat and luck cancels out. Modes are "KvM" with K + M = the variant's seats
(read from the record: "1v1" at a two-seat table). The numbers of each side and the difference
A - B carry a bootstrap interval over walls (game/cli/arena_stats.py).
"""
from __future__ import annotations

import json
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, Optional, Sequence, TextIO

from rules import engine
from rules.invariants import leak_violations, table_violations
from rules.match import hand_config, new_match
from rules.variants.base import Variant
from rules.variants.results import HandResult
from rules.variants.registry import get_variant

from game.bots.base import BOT_KINDS, make_bot

from .arena_stats import METRICS, RESAMPLES, Estimate, Summary, Tally, summarize

MAX_STEPS = 5000     # no hand takes this many actions; more means a bot and the engine loop


class ArenaInputError(ValueError):
    """A bad --bots, --mode, --walls or --jobs: one line for the user."""


def parse_mode(text: Optional[str], seats: int) -> tuple[int, int]:
    """(seats of A, seats of B) from "KvM" (K, M >= 1, K + M = seats); None gives 1 against the rest."""
    if text is None:
        return 1, seats - 1
    parts = text.lower().split("v")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise ArenaInputError(f"--mode takes KvM (like 1v{seats - 1}), not {text!r}")
    a, b = int(parts[0]), int(parts[1])
    if a < 1 or b < 1 or a + b != seats:
        raise ArenaInputError(f"--mode {text}: the two sides must fill the {seats} seats, at least one each "
                              f"(e.g. 1v{seats - 1})")
    return a, b


def parse_pair(text: str) -> tuple[str, str]:
    """The two bot kinds of --bots "A,B"."""
    kinds = [k.strip() for k in text.split(",")]
    if len(kinds) != 2 or any(k not in BOT_KINDS for k in kinds):
        raise ArenaInputError(f"--bots takes two bot kinds separated by a comma (known: {', '.join(BOT_KINDS)}), "
                              f"not {text!r}")
    return kinds[0], kinds[1]


def seatings(seats: int, a_seats: int) -> list[tuple[int, ...]]:
    """Every way to seat the A side: per seating, the side (0 = A, 1 = B) of each seat."""
    out = []
    for chosen in combinations(range(seats), a_seats):
        out.append(tuple(0 if seat in chosen else 1 for seat in range(seats)))
    return out


@dataclass(frozen=True)
class WallJob:
    variant: str
    seed: str
    wall: int
    kinds: tuple[str, str]
    seatings: tuple[tuple[int, ...], ...]
    checks: bool
    options: tuple[tuple[str, Any], ...] = ()   # the rule options chosen (--option), as pairs


@dataclass
class WallResult:
    """One wall played in every seating: each side's tally, decision times, any failure."""

    wall: int
    tallies: list[Tally]
    times: list[list[float]] = field(default_factory=lambda: [[], []])
    violations: list[str] = field(default_factory=list)
    error: Optional[str] = None
    unit: str = ""


def bonus_keys(variant: Variant) -> frozenset[str]:
    """Rows added on top of a win that never count toward its minimum (the record tags them "bonus")."""
    return frozenset(row.key for row in variant.rows if "bonus" in row.tags)


def wall_seed(seed: str, wall: int) -> str:
    """The seed of wall `wall` of an arena run: its shuffle, dice and the bots' own generators."""
    return f"{seed}:wall:{wall}"


def play_wall(job: WallJob) -> WallResult:
    """Deal wall `job.wall` once per seating and let the bots play it out."""
    variant = get_variant(job.variant)
    bonus = bonus_keys(variant)
    match, _ = new_match(variant, wall_seed(job.seed, job.wall), dict(job.options))
    config = hand_config(match)
    out = WallResult(job.wall, [Tally(), Tally()])
    try:
        same = job.kinds[0] == job.kinds[1]
        # One kind on both sides: every seating deals the same tiles to the same bots (each seeded
        # by its seat), so the hand is the same; it is played once and counted for every seating.
        played: Optional[list[Tally]] = None
        for seating in job.seatings:
            if played is None or not same:
                played = _play_seating(variant, config, seating, job, bonus, out)
            for seat, side in enumerate(seating):
                out.tallies[side].add(played[seat])
    except Exception as exc:   # a crash is a finding: the wall is dropped whole, the run goes on
        out.error = f"wall {job.wall}: {type(exc).__name__}: {exc}"
        out.tallies = [Tally(), Tally()]
    return out


def _play_seating(variant: Variant, config: Any, seating: tuple[int, ...], job: WallJob, bonus: frozenset[str],
                  out: WallResult) -> list[Tally]:
    """Play one hand with the kinds of `seating`; each seat's tally (decision times go to `out`)."""
    seats = variant.seats
    bots = [make_bot(job.kinds[seating[seat]], wall_seed(job.seed, job.wall), seat) for seat in range(seats)]
    state, events = engine.new_hand(variant, config)
    if job.checks:
        _check(state, events, seats, out)
    steps = 0
    while not engine.is_over(state):
        acting = engine.to_act(state)
        if not acting:
            raise RuntimeError("nobody is to act in a hand that is not over")
        seat = acting[0]
        legal = engine.legal_actions(state, seat)
        view = engine.view_for(state, seat)
        started = time.perf_counter()
        action = bots[seat].decide(view, legal).action
        out.times[seating[seat]].append(time.perf_counter() - started)
        state, events = engine.apply(state, action)
        if job.checks:
            _check(state, events, seats, out)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"the hand did not end in {MAX_STEPS} actions")
    res = engine.result(state)
    if res.wins:
        out.unit = res.wins[-1].score.unit
    return hand_tallies(res, seats, bonus)


def hand_tallies(res: HandResult, seats: int, bonus: frozenset[str]) -> list[Tally]:
    """Each seat's tally of one finished hand (`bonus`: the rows a win's plain value leaves out)."""
    tallies = []
    for seat in range(seats):
        t = Tally(seat_hands=1, points=res.payments[seat], draws=0 if res.wins else 1)
        for w in res.wins:
            if w.seat == seat:
                t.wins += 1
                t.self_draws += w.self_drawn
                t.value += w.score.total
                t.value_plain += w.score.total - sum(i.value * i.count for i in w.score.items
                                                     if i.key in bonus and i.op == "add")
            elif w.from_seat == seat:
                t.deal_ins += 1
        tallies.append(t)
    return tallies


def _check(state: engine.State, events: list, seats: int, out: WallResult) -> None:
    found = table_violations(state)
    for seat in range(seats):
        found += leak_violations(state, events, seat)
    out.violations.extend(found)


def run_arena(variant_name: str, kinds: tuple[str, str], walls: int, seed: str, mode: Optional[str] = None,
              jobs: int = 1, checks: bool = False, resamples: int = RESAMPLES,
              options: Optional[dict[str, Any]] = None) -> dict[str, Any]:
    """Play `walls` walls in every seating of `mode` and summarize both sides (a JSON-ready dict),
    every hand under the rule `options` chosen (the variant's defaults for the others)."""
    if walls < 1:
        raise ArenaInputError(f"--walls must be at least 1, got {walls}")
    if jobs < 1:
        raise ArenaInputError(f"--jobs must be at least 1, got {jobs}")
    variant = get_variant(variant_name)
    try:
        resolved = variant.resolve_options(options)
    except ValueError as exc:
        raise ArenaInputError(str(exc)) from None
    a_seats, b_seats = parse_mode(mode, variant.seats)
    plan = tuple(seatings(variant.seats, a_seats))
    chosen = tuple(sorted((options or {}).items()))
    work = [WallJob(variant.name, str(seed), w, kinds, plan, checks, chosen) for w in range(walls)]
    started = time.perf_counter()
    if jobs == 1:
        results = [play_wall(j) for j in work]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(play_wall, work, chunksize=max(1, walls // (jobs * 8))))
    seconds = time.perf_counter() - started
    kept = [r for r in results if r.error is None]
    summary = summarize([r.tallies for r in kept], seed, resamples)
    times = [sorted(t for r in results for t in r.times[s]) for s in range(2)]
    out = _as_json(variant, kinds, (a_seats, b_seats), plan, walls, seed, kept, results, summary, times,
                   seconds, checks, jobs)
    out["options"] = resolved
    return out


def _ms(ordered: Sequence[float], q: float) -> float:
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000.0, 3) if ordered else 0.0


def _as_json(variant: Variant, kinds: tuple[str, str], mode: tuple[int, int], plan: Sequence[tuple[int, ...]],
             walls: int, seed: str, kept: Sequence[WallResult], results: Sequence[WallResult], summary: Summary,
             times: Sequence[Sequence[float]], seconds: float, checks: bool, jobs: int) -> dict[str, Any]:
    unit = next((r.unit for r in kept if r.unit), "")
    sides = []
    for s in range(2):
        sides.append({"kind": kinds[s], "seats": mode[s], "seat_hands": sum(r.tallies[s].seat_hands for r in kept),
                      "metrics": {m: e.to_json() for m, e in summary.sides[s].items()} if summary.sides else {},
                      "decisions": len(times[s]), "decision_ms_p50": _ms(times[s], 0.5),
                      "decision_ms_p99": _ms(times[s], 0.99)})
    errors = [r.error for r in results if r.error]
    violations = [v for r in results for v in r.violations]
    return {"variant": variant.name, "seats": variant.seats, "mode": f"{mode[0]}v{mode[1]}", "seed": seed,
            "walls": walls, "walls_played": len(kept), "seatings": len(plan), "hands": len(kept) * len(plan),
            "unit": unit, "bonus_rows": bool(bonus_keys(variant)), "sides": sides,
            "difference": {m: e.to_json() for m, e in summary.difference.items()},
            "errors": len(errors), "error_messages": errors[:5],
            "invariant_violations": len(violations), "violation_messages": violations[:5],
            "checks": checks, "jobs": jobs, "seconds": round(seconds, 2)}


# ------------------------------------------------------------------------------ printing

_LABELS = {"score": "score per hand", "win_rate": "win rate", "self_draw_rate": "self-draw rate",
           "deal_in_rate": "deal-in rate", "draw_rate": "draw rate", "mean_value": "mean winning value",
           "mean_value_plain": "  without bonus rows"}
_RATES = {"win_rate", "self_draw_rate", "deal_in_rate", "draw_rate"}


def estimate_cell(metric: str, e: dict[str, Optional[float]], signed: bool = False) -> str:
    """One estimate (`Estimate.to_json()`) as "value [low, high]": rates in %, a difference signed."""
    if e["value"] is None:
        return "-"

    def f(x: Optional[float]) -> str:
        if x is None:
            return "?"
        if metric in _RATES:
            return f"{x * 100:+.1f}%" if signed else f"{x * 100:.1f}%"
        return f"{x:+.2f}" if signed or metric == "score" else f"{x:.2f}"
    return f"{f(e['value'])} [{f(e['low'])}, {f(e['high'])}]"


def print_arena(summary: dict[str, Any], out: TextIO, as_json: bool) -> None:
    """The summary as a table (or as one JSON object)."""
    if as_json:
        out.write(json.dumps(summary, ensure_ascii=False) + "\n")
        return
    a, b = summary["sides"]
    names = [a["kind"], b["kind"]]
    if names[0] == names[1]:
        names = [f"{names[0]} (A)", f"{names[1]} (B)"]
    out.write(f"arena {summary['variant']}: {names[0]} vs {names[1]}, mode {summary['mode']}, seed {summary['seed']}; "
              f"{summary['walls_played']} walls x {summary['seatings']} seatings = {summary['hands']} hands "
              f"({summary['seconds']} s, {summary['jobs']} job(s))\n")
    has_plain = summary["bonus_rows"]
    width, label_width = 28, 28
    out.write(f"  {'(95% intervals over walls)':<{label_width}}{names[0]:<{width}}{names[1]:<{width}}"
              f"{names[0]} - {names[1]}\n")
    for metric in METRICS:
        if metric == "mean_value_plain" and not has_plain:
            continue
        label = _LABELS[metric] + (f" ({summary['unit']})" if metric == "mean_value" and summary["unit"] else "")
        row = [estimate_cell(metric, side["metrics"][metric]) for side in (a, b)] if a["metrics"] else ["-", "-"]
        diff = estimate_cell(metric, summary["difference"][metric], signed=True) if summary["difference"] else "-"
        out.write(f"  {label:<{label_width}}{row[0]:<{width}}{row[1]:<{width}}{diff}\n")
    if any((side["metrics"].get(m, {}).get("value") or 0.0) > 1.0 for side in (a, b) for m in _RATES):
        # 血流成河: play goes on after a win, so a seat wins (or deals in) several times a hand
        out.write(f"  {'':<{label_width}}(rates count every win and deal-in of a seat-hand: play goes on "
                  "after a win here, so they pass 100%)\n")
    times = [f"{side['decision_ms_p50']}/{side['decision_ms_p99']}" for side in (a, b)]
    out.write(f"  {'decision ms p50/p99':<{label_width}}{times[0]:<{width}}{times[1]}\n")
    if summary["errors"] or summary["invariant_violations"]:
        out.write(f"  errors {summary['errors']}, invariant violations {summary['invariant_violations']}\n")
        for message in summary["error_messages"] + summary["violation_messages"]:
            out.write("  ! " + str(message).strip().splitlines()[0] + "\n")


__all__ = ["ArenaInputError", "Estimate", "parse_mode", "parse_pair", "play_wall", "print_arena", "run_arena",
           "seatings"]
