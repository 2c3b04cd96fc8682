"""`main.py simulate`: bots play N hands without a window; a summary of what happened."""
from __future__ import annotations

import json
import time
import traceback
from collections import Counter
from typing import Any, Optional, TextIO

from rules import engine
from rules.invariants import leak_violations, table_violations
from rules.variants.registry import get_variant

from game.bots.base import BOT_KINDS
from game.session import MatchSession

_NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}


def parse_bots(text: str, players: int) -> list[str]:
    """One bot kind (game/bots/base.BOT_KINDS) for every player, or one comma-separated kind per
    player (player 0 first)."""
    kinds = [k.strip() for k in text.split(",")]
    if len(kinds) == 1:
        kinds = kinds * players
    if len(kinds) != players or any(k not in BOT_KINDS for k in kinds):
        count = _NUMBER_WORDS.get(players, str(players))
        known = ", ".join(BOT_KINDS)
        raise ValueError(f"--bots takes one of {known}, or {count} of them separated by commas, not {text!r}")
    return kinds


def simulate(variant: str, hands: int, seed: Any, bots: list[str], log_path: Optional[str] = None,
             checks: bool = True, options: Optional[dict] = None) -> dict:
    """Play `hands` hands, match after match (match i > 0 is seeded "SEED.i"), under the rule
    `options` chosen (the variant's defaults for the others)."""
    violations: list[str] = []
    exceptions: list[str] = []
    played = wins = self_draws = draws = total_wins = 0
    wins_by_player: Counter = Counter()
    hands_with_event: Counter = Counter()   # event type -> hands in which it happened (any variant's)
    won_with_event: Counter = Counter()     # event type -> hands in which it happened and someone won
    win_items: Counter = Counter()          # score row key -> wins that scored it
    players = get_variant(variant).seats
    resolved = get_variant(variant).resolve_options(options)   # an unknown option: refused before play
    counted_events = get_variant(variant).counted_events
    final = [0] * players
    decisions: list[float] = []
    log_lines: list[dict] = []

    def check(state: Any, events: list) -> None:
        found = table_violations(state)
        for seat in range(players):
            found += leak_violations(state, events, seat)
        violations.extend(found)

    started = time.perf_counter()
    match_index = 0
    variant_name = variant
    while played < hands:
        match_seed = seed if match_index == 0 else f"{seed}.{match_index}"
        match_index += 1
        try:
            session = MatchSession(variant, match_seed, human=None, bot_kind=bots, options=options,
                                   check=check if checks else None)
            variant_name = session.variant.name
            while played < hands and not session.finished:
                while session.step():
                    pass
                res = engine.result(session.state)
                played += 1
                seen = {e.TYPE for e in session.poll_events(None)}
                hands_with_event.update(seen)
                if res.wins:
                    won_with_event.update(seen)
                win_items.update(item.key for w in res.wins for item in w.score.items)
                total_wins += len(res.wins)
                if res.wins:
                    wins += 1
                    self_draws += sum(1 for w in res.wins if w.self_drawn)
                    for w in res.wins:
                        wins_by_player[session.player_at(w.seat)] += 1
                else:
                    draws += 1
                for player in range(players):
                    final[player] += res.payments[session.seat_of(player)]
                session.next_hand()
        except Exception as exc:  # a simulation counts failures and goes on with the next match
            exceptions.append(f"match {match_seed}: {type(exc).__name__}: {exc}\n{traceback.format_exc(limit=4)}")
            played += 1
            session = None
        if session is not None:
            decisions.extend(session.timer.samples)
            log_lines.extend(session.closed_log())
    seconds = time.perf_counter() - started
    if log_path:
        with open(log_path, "w", encoding="utf-8") as handle:
            for entry in log_lines:
                handle.write(json.dumps(entry, ensure_ascii=False) + "\n")
    ordered = sorted(decisions)

    def pct(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000.0, 3) if ordered else 0.0

    return {
        "variant": variant_name, "hands": played, "seed": seed, "bots": bots,
        "wins": wins, "total_wins": total_wins, "self_draws": self_draws, "draws": draws,
        "wins_per_hand": round(total_wins / played, 3) if played else 0.0,
        "draw_rate": round(draws / played, 4) if played else 0.0,
        "wins_by_player": [wins_by_player[p] for p in range(players)],
        "hands_with_event": dict(sorted(hands_with_event.items())),
        "win_items": dict(win_items.most_common()),
        "counted_events": {kind: {"hands": hands_with_event[kind], "won": won_with_event[kind],
                              "share": round(hands_with_event[kind] / played, 4) if played else 0.0}
                       for kind in counted_events},
        "exceptions": len(exceptions), "exception_messages": exceptions[:5],
        "invariant_violations": len(violations), "violation_messages": violations[:5],
        "final_scores": final, "zero_sum": sum(final) == 0,
        "seconds": round(seconds, 3), "hands_per_second": round(played / seconds, 2) if seconds else 0.0,
        "decisions": len(decisions), "decision_ms_p50": pct(0.50), "decision_ms_p99": pct(0.99),
        "checks": checks, "options": resolved,
    }


def _counted_event_lines(summary: dict) -> str:
    """One line for the events the variant counts (Variant.counted_events): in how many hands each
    happened, its share, and how many of those hands were won; "" when it counts none."""
    parts = [f"{kind} {m['hands']} ({m['share']:.1%}; won {m['won']})"
             for kind, m in summary["counted_events"].items()]
    return f"  hands with {', '.join(parts)}\n" if parts else ""


def print_summary(summary: dict, out: TextIO, as_json: bool) -> None:
    if as_json:
        out.write(json.dumps(summary, ensure_ascii=False) + "\n")
        return
    out.write(
        f"{summary['variant']}: {summary['hands']} hands, seed {summary['seed']}, bots {','.join(summary['bots'])}\n"
        f"  hands won {summary['wins']} ({summary['total_wins']} wins, {summary['wins_per_hand']} per hand; "
        f"self-drawn {summary['self_draws']}), draws {summary['draws']} "
        f"(draw rate {summary['draw_rate']:.1%}), wins by player {summary['wins_by_player']}\n"
        f"  exceptions {summary['exceptions']}, invariant violations {summary['invariant_violations']}\n"
        f"  final scores {summary['final_scores']} (zero-sum: {summary['zero_sum']})\n"
        f"{_counted_event_lines(summary)}"
        f"  {summary['seconds']} s, {summary['hands_per_second']} hands/s; {summary['decisions']} bot decisions, "
        f"p50 {summary['decision_ms_p50']} ms, p99 {summary['decision_ms_p99']} ms\n")
    for message in summary["exception_messages"] + summary["violation_messages"]:
        out.write("  ! " + message.strip().splitlines()[0] + "\n")
