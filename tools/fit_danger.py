"""Fit a variant's danger tables (game/bots/defence.py `DangerTables`) on self-play.

    python tools/fit_danger.py --variant V [--hands 300] [--bots expert] [--seed fit]

Bots of one kind play `hands` seeded hands. Before every discard, for each opponent of the
discarding seat the tool notes what that seat can see of him (his discards so far, his melds,
his 摸切 streak; for each kind, its class, the copies out of sight and the facts of
defence.wait_chance) and the truth: is he ready with a legal win on a discard, and which kinds
would be one (checked with the variant's scorer, as the bots check their own waits). The
tables are frequencies (readiness by discards and melds, waits by class and unseen copies),
smoothed, with a multiplicative factor per fact fitted by iterative proportional fitting; the
costs are the hands' payments. It prints a `DangerTables(...)` literal for the policy file.
"""
from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.bots.base import make_bot  # noqa: E402
from game.bots.defence import FACTS, MELD_BUCKETS, TILE_CLASSES, TURN_BUCKETS, DangerTables  # noqa: E402
from game.bots.defence import facts_for, read_seats, tile_class, wait_chance  # noqa: E402
from game.bots.policies import policy_for  # noqa: E402
from game.bots.table_reading import COPIES, hand_counts, own_melds, visible_counts  # noqa: E402
from rules import engine  # noqa: E402
from rules.variants.facts import scorer_facts_of  # noqa: E402
from rules.actions import Discard  # noqa: E402
from rules.analysis import waits  # noqa: E402
from rules.match import hand_config, new_match  # noqa: E402
from rules.scoring import WinContext  # noqa: E402
from rules.tiles import NUM_PLAY_KINDS, TILES  # noqa: E402
from rules.variants.registry import get_variant  # noqa: E402

PRIOR = DangerTables()


def discard_wins(view: engine.SeatView) -> set[int]:
    """Kinds `view`'s seat could legally win on if another seat threw one now."""
    variant = get_variant(view.variant)
    policy = policy_for(variant.name)
    counts = hand_counts(view)
    jokers = 0
    joker_kinds = tuple(policy.jokers(view))
    for k in joker_kinds:
        jokers += counts[k]
        counts[k] = 0
    melds = own_melds(view)
    if sum(counts) + jokers + 3 * len(melds) != 13:
        return set()
    found = waits(counts, len(melds), shapes=policy.shapes, jokers=jokers, void_suit=policy.void_suit(view),
                  joker_kinds=joker_kinds)
    options = variant.resolve_options(None)
    concealed = tuple(TILES[k] for k in range(NUM_PLAY_KINDS) for _ in range(counts[k]))
    concealed += tuple(TILES[k] for k in joker_kinds for _ in range(sum(1 for t in view.hand_kinds if t.index == k)))
    held = [sum(1 for t in concealed if t.index == k) + sum(1 for m in melds for t in m.tiles if t.index == k)
            for k in range(NUM_PLAY_KINDS)]
    out = set()
    for kind in found:
        if held[kind] >= COPIES:
            continue      # the seat holds every copy: no fifth one comes (the scorer refuses such a hand)
        ctx = WinContext(melds=melds, concealed=concealed, win_tile=TILES[kind], self_drawn=False,
                         seat_wind=view.seat_winds[view.seat], round_wind=view.round_wind,
                         flowers=len(view.flowers[view.seat]), extra=scorer_facts_of(view))
        if variant.is_legal_win(variant.score(ctx, options)):
            out.add(kind)
    return out


def collect(variant_name: str, hands: int, kind: str, seed: str) -> dict[str, Any]:
    """Play and count (see the module docstring)."""
    variant = get_variant(variant_name)
    ready_counts: dict[tuple[int, int, bool], list[int]] = defaultdict(lambda: [0, 0])
    wait_counts: dict[tuple[str, int, tuple[str, ...]], list[int]] = defaultdict(lambda: [0, 0])
    costs: list[tuple[float, int]] = []
    gains: list[float] = []
    policy = policy_for(variant.name)
    kinds_in_set = sorted({k.index for k in variant.tiles.kinds if k.index < NUM_PLAY_KINDS})
    for hand in range(hands):
        match, _ = new_match(variant, f"{seed}:{hand}")
        state, _ = engine.new_hand(variant, hand_config(match))
        bots = [make_bot(kind, f"{seed}:{hand}", s) for s in range(variant.seats)]
        while not engine.is_over(state):
            seat = engine.to_act(state)[0]
            legal = engine.legal_actions(state, seat)
            view = engine.view_for(state, seat)
            if variant.claims.win_on_discard and any(isinstance(a, Discard) for a in legal):
                _note(state, view, policy, kinds_in_set, ready_counts, wait_counts)
            state, _ = engine.apply(state, bots[seat].act(view, legal))
        res = engine.result(state)
        paid: dict[tuple[int, int], int] = defaultdict(int)
        for tr in res.transfers:
            paid[(tr.payer, tr.payee)] += tr.amount
        for w in res.wins:
            gains.append(sum(a for (_, payee), a in paid.items() if payee == w.seat))
            if w.from_seat is None:
                continue
            others = [paid[(s, w.seat)] for s in range(variant.seats)
                      if s not in (w.seat, w.from_seat) and s not in {x.seat for x in res.wins}]
            bystander = sum(others) / len(others) if others else 0.0
            costs.append((paid[(w.from_seat, w.seat)] - bystander, len(state.flowers[w.seat])))
    return {"ready": ready_counts, "waits": wait_counts, "costs": costs, "gains": gains}


def _note(state: engine.State, view: engine.SeatView, policy: Any, kinds_in_set: list[int],
          ready_counts: dict, wait_counts: dict) -> None:
    seen = visible_counts(view)
    held = hand_counts(view)
    voids = view.extra.revealed_voids() or ()
    for read in read_seats(view, PRIOR):
        truth = discard_wins(engine.view_for(state, read.seat))
        streak = read.streak >= 2
        ready_counts[(min(read.turn, TURN_BUCKETS - 1), min(read.melds, MELD_BUCKETS - 1), streak)][0] += 1
        if not truth:
            continue
        ready_counts[(min(read.turn, TURN_BUCKETS - 1), min(read.melds, MELD_BUCKETS - 1), streak)][1] += 1
        void = voids[read.seat] if read.seat < len(voids) else None
        for k in kinds_in_set:
            chance, _ = wait_chance(k, COPIES - seen[k] - held[k], read, PRIOR, void)
            if chance == 0.0:
                continue      # ruled out by the rules (void suit, every copy in sight)
            facts = facts_for(k, read)
            unseen = max(0, min(COPIES - seen[k] - held[k], 3))
            cell = wait_counts[(tile_class(k), unseen, facts)]
            cell[0] += 1
            cell[1] += k in truth


def fit(data: dict[str, Any]) -> DangerTables:
    """Frequencies with smoothing, and the facts' factors by iterative proportional fitting."""
    ready = []
    for t in range(TURN_BUCKETS):
        row = []
        for m in range(MELD_BUCKETS):
            n = sum(data["ready"].get((t, m, s), [0, 0])[0] for s in (False, True))
            pos = sum(data["ready"].get((t, m, s), [0, 0])[1] for s in (False, True))
            prior = PRIOR.ready[t][m]
            row.append(round((pos + 8 * prior) / (n + 8), 3))
        ready.append(tuple(row))
    # 摸切 streak: observed over expected readiness among the seats on a streak
    obs = exp = 0.0
    for (t, m, s), (n, pos) in data["ready"].items():
        if s:
            obs += pos
            exp += n * ready[t][m]
    streak = round(obs / exp, 3) if exp > 0 else 1.0
    cells = data["waits"]
    base: dict[tuple[str, int], float] = {}
    factors = {f: 1.0 for f in FACTS if f != "streak"}
    for _ in range(20):
        num: dict[tuple[str, int], float] = defaultdict(float)
        den: dict[tuple[str, int], float] = defaultdict(float)
        for (c, u, facts), (n, pos) in cells.items():
            prod = 1.0
            for f in facts:
                prod *= factors[f]
            num[(c, u)] += pos
            den[(c, u)] += n * prod
        base = {key: (num[key] + 1.0 * PRIOR.waits[key[0]][key[1]]) / (den[key] + 1.0) for key in den}
        for f in factors:
            o = e = 0.0
            for (c, u, facts), (n, pos) in cells.items():
                if f not in facts:
                    continue
                prod = base.get((c, u), PRIOR.waits[c][u])
                for g in facts:
                    prod *= factors[g]
                o += pos
                e += n * prod
            if e > 0:
                factors[f] = max(0.01, factors[f] * (o + 0.5) / (e + 0.5))
    waits_table = {c: tuple(round(base.get((c, u), PRIOR.waits[c][u]), 4) for u in range(4)) for c in TILE_CLASSES}
    costs = data["costs"]
    mean_cost = sum(c for c, _ in costs) / len(costs) if costs else PRIOR.deal_in_cost
    per_flower = 0.0
    if len(costs) > 10:
        mf = sum(f for _, f in costs) / len(costs)
        var = sum((f - mf) ** 2 for _, f in costs)
        if var > 0:
            per_flower = sum((f - mf) * (c - mean_cost) for c, f in costs) / var
            mean_cost -= per_flower * mf
    gains = data["gains"]
    return DangerTables(ready=tuple(ready), waits=waits_table,
                        factors={**{f: round(v, 3) for f, v in factors.items()}, "streak": streak},
                        deal_in_cost=round(mean_cost, 2), cost_per_flower=round(max(per_flower, 0.0), 2),
                        win_gain=round(sum(gains) / len(gains), 2) if gains else PRIOR.win_gain)


def render(tables: DangerTables) -> str:
    """The tables as the Python literal a policy file holds."""
    lines = ["DANGER = DangerTables("]
    lines.append("    ready=(" + ",\n           ".join(str(r) for r in tables.ready) + "),")
    lines.append("    waits={" + ",\n           ".join(f"{k!r}: {v}" for k, v in tables.waits.items()) + "},")
    items = list(tables.factors.items())
    lines.append("    factors={" + ", ".join(f"{k!r}: {v}" for k, v in items[:4]) + ",")
    lines.append("             " + ", ".join(f"{k!r}: {v}" for k, v in items[4:]) + "},")
    lines.append(f"    deal_in_cost={tables.deal_in_cost}, cost_per_flower={tables.cost_per_flower}, "
                 f"win_gain={tables.win_gain})")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", required=True)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--bots", default="baseline")
    parser.add_argument("--seed", default="fit")
    args = parser.parse_args()
    data = collect(args.variant, args.hands, args.bots, args.seed)
    tables = fit(data)
    samples = sum(n for n, _ in data["ready"].values())
    print(f"# Fitted by tools/fit_danger.py --variant {get_variant(args.variant).name} --hands {args.hands} "
          f"--bots {args.bots} --seed {args.seed}\n# ({samples} seat readings); refit after changing the bots.")
    print(render(tables))
    return 0


if __name__ == "__main__":
    sys.exit(main())
