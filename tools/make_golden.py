"""Write the golden replays in tests/rules/golden/ (run once; tests then hold the engine to them).

    python tools/make_golden.py [--out tests/rules/golden]

For each wanted ending (a win on a discard, a self-drawn win, an exhausted wall) it plays hands
of the seed "golden" with a seeded chooser (takes every win, otherwise a random legal action)
until one ends that way, then writes two files:
    guobiao_<case>.jsonl         line 1 {"variant", "config"}; then one action per line
    guobiao_<case>.events.jsonl  every event of the hand (unmasked), one per line
Regenerate only when a change of the event stream is intended, and say so in the commit.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from rules.actions import Win  # noqa: E402
from rules.engine import HandConfig, apply, is_over, legal_actions, new_hand, to_act  # noqa: E402
from rules.variants.registry import get_variant  # noqa: E402

SEED = "golden"


def play(variant, hand_no: int):
    config = HandConfig(seed=SEED, hand_no=hand_no, dealer=hand_no % 4, round_wind="ESWN"[hand_no // 4 % 4])
    rng = random.Random(f"{SEED}-chooser:{hand_no}")
    state, events = new_hand(variant, config)
    events, actions = list(events), []
    while not is_over(state):
        seats = to_act(state)
        seat = seats[rng.randrange(len(seats))]
        acts = legal_actions(state, seat)
        wins = [a for a in acts if isinstance(a, Win)]
        action = wins[0] if wins else acts[rng.randrange(len(acts))]
        state, more = apply(state, action)
        actions.append(action)
        events.extend(more)
    return config, state, actions, events


def ending(state) -> str:
    if not state.wins:
        return "exhausted"
    return "self_drawn" if state.wins[0].self_drawn else "discard_win"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(REPO / "tests" / "rules" / "golden"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    variant = get_variant("guobiao")
    wanted = {"discard_win", "self_drawn", "exhausted"}
    for hand_no in range(2000):
        config, state, actions, events = play(variant, hand_no)
        case = ending(state)
        if case not in wanted:
            continue
        wanted.discard(case)
        with open(out / f"guobiao_{case}.jsonl", "w", encoding="utf-8") as f:
            f.write(json.dumps({"variant": variant.name, "config": config.to_json()}, ensure_ascii=False) + "\n")
            for action in actions:
                f.write(json.dumps(action.to_json()) + "\n")
        with open(out / f"guobiao_{case}.events.jsonl", "w", encoding="utf-8") as f:
            for event in events:
                f.write(json.dumps(event.to_json(), ensure_ascii=False) + "\n")
        print(f"{case}: hand {hand_no}, {len(actions)} actions, {len(events)} events")
        if not wanted:
            return
    raise SystemExit(f"no hand ended as {sorted(wanted)} in 2000 tries")


if __name__ == "__main__":
    main()
