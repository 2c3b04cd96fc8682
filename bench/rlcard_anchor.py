"""Speed anchor: RLCard's simplified mahjong with random agents, hands per second on one core.

Not a project dependency: run it with a scratch venv that has `rlcard` installed, e.g.
    python3 -m venv /tmp/rlvenv && /tmp/rlvenv/bin/pip install rlcard==1.2.0 numpy
    /tmp/rlvenv/bin/python bench/rlcard_anchor.py [HANDS]
`make bench` runs it when RLCARD_PYTHON points at such an interpreter.
"""
import sys
import time

import rlcard
from rlcard.agents import RandomAgent


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    env = rlcard.make("mahjong", config={"seed": 1})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    start = time.perf_counter()
    for _ in range(hands):
        env.run(is_training=False)
    elapsed = time.perf_counter() - start
    print(f"rlcard mahjong, random agents: {hands} hands in {elapsed:.2f} s = {hands / elapsed:.1f} hands/s")


if __name__ == "__main__":
    main()
