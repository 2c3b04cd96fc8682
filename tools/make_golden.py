"""Write the golden replays in tests/rules/golden/ (run once; tests then hold the engine to them).

    python tools/make_golden.py [--out tests/rules/golden] [--variant V ...]

For each variant and each wanted ending (a win on a discard, a self-drawn win, an exhausted
wall; 四川 also a hand where play went on after a win; 二人 also a hand with 报听, one with a
failed 海底捞月 draw and one won on it, named by their events: "<event type>" and, in a hand
that was won, "<event type>_won") it plays hands of the seed "golden" until one ends that
way, then writes two files:
    <variant>_<case>.jsonl         line 1 {"variant", "config"}; then one action per line
    <variant>_<case>.events.jsonl  every event of the hand (unmasked), one per line
国标 hands are chosen by a seeded random chooser that takes every win (the files of the first
version); the other variants are played by the default bots (a random chooser rarely wins a
天津 hand, and the bots reach claims, kongs and the set-up steps), seeded per seat.
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
from game.bots.base import make_bot  # noqa: E402
from rules.engine import HandConfig, apply, is_over, legal_actions, new_hand, to_act, view_for  # noqa: E402
from rules.variants.registry import get_variant  # noqa: E402

SEED = "golden"


def play(variant, hand_no: int, options: dict | None = None):
    """One hand of `variant`: (config, final state, actions, events)."""
    seats = variant.seats
    round_wind = variant.prevalent_wind or "ESWN"[hand_no // 4 % 4]
    config = HandConfig(seed=SEED, hand_no=hand_no, dealer=hand_no % seats, round_wind=round_wind,
                        options=options or {}, seats=seats)
    rng = random.Random(f"{SEED}-chooser:{hand_no}")
    bots = None if variant.name == "guobiao" else \
        [make_bot("default", f"{SEED}-{variant.name}:{hand_no}", seat) for seat in range(seats)]
    state, events = new_hand(variant, config)
    events, actions = list(events), []
    while not is_over(state):
        seats = to_act(state)
        seat = seats[rng.randrange(len(seats))]
        acts = legal_actions(state, seat)
        if bots is None:
            wins = [a for a in acts if isinstance(a, Win)]
            action = wins[0] if wins else acts[rng.randrange(len(acts))]
        else:
            action = bots[seat].act(view_for(state, seat), acts)
        state, more = apply(state, action)
        actions.append(action)
        events.extend(more)
    return config, state, actions, events


WANTED = {"guobiao": ("discard_win", "self_drawn", "exhausted"),
          "sichuan": ("discard_win", "self_drawn", "exhausted", "play_on"),
          "tianjin": ("self_drawn", "exhausted"),
          "suzhou": ("discard_win", "self_drawn", "exhausted"),
          "erren": ("discard_win", "self_drawn", "exhausted", "ready_declared", "last_chance",
                    "last_chance_won")}


# Room options that add steps of their own: one hand each, played with the option on.
WITH_OPTIONS = {"sichuan": {"exchange_three": {"exchange_three": True}}}


def endings(state, events) -> set[str]:
    """Every wanted case this finished hand is an example of: how it ended, and the type of
    each event it showed (a case named after an event of the variant's own: 二人's 报听), with
    "_won" after it when the hand was won (二人's 海底捞月 draw that wins)."""
    found = {e.TYPE for e in events}
    if not state.wins:
        return found | {"exhausted"}
    found |= {f"{kind}_won" for kind in found}
    found.add("self_drawn" if state.wins[0].self_drawn else "discard_win")
    if len(state.wins) >= 3:
        found.add("play_on")
    return found


def write_case(out: Path, variant, case: str, config, actions, events) -> None:
    with open(out / f"{variant.name}_{case}.jsonl", "w", encoding="utf-8") as f:
        f.write(json.dumps({"variant": variant.name, "config": config.to_json()}, ensure_ascii=False) + "\n")
        for action in actions:
            f.write(json.dumps(action.to_json()) + "\n")
    with open(out / f"{variant.name}_{case}.events.jsonl", "w", encoding="utf-8") as f:
        for event in events:
            f.write(json.dumps(event.to_json(), ensure_ascii=False) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(REPO / "tests" / "rules" / "golden"))
    parser.add_argument("--variant", action="append", help="only these variants (default: all)")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in args.variant or list(WANTED):
        variant = get_variant(name)
        wanted = set(WANTED[variant.name])
        for hand_no in range(2000):
            config, state, actions, events = play(variant, hand_no)
            for case in sorted(endings(state, events) & wanted)[:1]:   # one case a hand: no two files alike
                wanted.discard(case)
                write_case(out, variant, case, config, actions, events)
                print(f"{variant.name} {case}: hand {hand_no}, {len(actions)} actions, {len(events)} events")
            if not wanted:
                break
        else:
            raise SystemExit(f"{variant.name}: no hand ended as {sorted(wanted)} in 2000 tries")
        for case, options in WITH_OPTIONS.get(variant.name, {}).items():
            config, state, actions, events = play(variant, 0, options)
            write_case(out, variant, case, config, actions, events)
            print(f"{variant.name} {case}: {options}, {len(actions)} actions, {len(events)} events")


if __name__ == "__main__":
    main()
