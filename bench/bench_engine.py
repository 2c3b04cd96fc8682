"""Engine speed: whole 国标 hands per second with random and default bots (no invariant checks),
and the bots' decision time. Compares with RLCard's simplified mahjong when an interpreter with
rlcard installed is named by RLCARD_PYTHON (it is not a project dependency)."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.cli.simulate import simulate  # noqa: E402


def main() -> None:
    rand = simulate("guobiao", 200, "bench", ["random"] * 4, checks=False)
    print(f"guobiao, 4 random bots: {rand['hands']} hands in {rand['seconds']} s = "
          f"{rand['hands_per_second']} hands/s")
    dflt = simulate("guobiao", 32, "bench", ["default"] * 4, checks=False)
    print(f"guobiao, 4 default bots: {dflt['hands_per_second']} hands/s; decision p50 "
          f"{dflt['decision_ms_p50']} ms, p99 {dflt['decision_ms_p99']} ms; draw rate {dflt['draw_rate']:.1%}")
    rl = os.environ.get("RLCARD_PYTHON")
    if rl:
        out = subprocess.run([rl, str(ROOT / "bench" / "rlcard_anchor.py"), "200"], capture_output=True,
                             text=True, check=True).stdout
        print(out.strip())
        match = re.search(r"= ([\d.]+) hands/s", out)
        if match:
            print(f"ratio ours/rlcard (random bots): {rand['hands_per_second'] / float(match.group(1)):.2f}")
    else:
        print("(set RLCARD_PYTHON to an interpreter with rlcard to compare with RLCard)")


if __name__ == "__main__":
    main()
