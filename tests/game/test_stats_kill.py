"""The statistics survive a SIGKILL mid-write: a child process adds hands as fast as it can and
is killed at random moments (while it makes the file, mid-transaction, between them); the file
then opens without repair and holds only whole hands, every hand the child saw committed."""
from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from game.stats import StatsStore

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import sys
sys.path.insert(0, {root!r})
from game.stats.record import HandRecord, WonItem
from game.stats.store import StatsStore
store = StatsStore.open({path!r}, repair=False)
n = 0
while True:
    items = tuple(WonItem(f"item{{k}}", "番", "fan", k + 1) for k in range(n % 5 + 1))
    store.add(HandRecord(match_id={run!r}, hand_no=n, played_at=float(n), variant="guobiao",
                         level="default", preset="classic", won=True, value=n, unit="fan", items=items))
    print(n, flush=True)
    n += 1
"""


def _kill_child(path: Path, run: str, pause: float) -> int:
    """Start a writer, SIGKILL it after `pause` s; how many hands it reported committed."""
    proc = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT), path=str(path), run=run)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(pause)
    proc.send_signal(signal.SIGKILL)
    out, err = proc.communicate()
    assert proc.returncode == -signal.SIGKILL, err    # killed, not failed
    return len(out.split())


def _check_whole(path: Path, run: str, reported: int) -> int:
    with StatsStore.open(path, repair=False) as store:    # opens as it is: nothing set aside
        assert store.notices == []
        assert store.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        hands = [h for h in store.hands() if h.match_id == run]
    numbers = sorted(h.hand_no for h in hands)
    assert numbers == list(range(len(numbers)))               # no hand lost between two kept ones
    assert reported <= len(numbers) <= reported + 1           # every committed hand; at most the one in flight
    for hand in hands:                                        # each hand whole: all its items
        assert [i.count for i in hand.items] == list(range(1, hand.hand_no % 5 + 2))
    return len(numbers)


def test_statistics_survive_a_sigkill_at_random_moments(tmp_path):
    rng = random.Random(28)
    shared = tmp_path / "stats.sqlite3"
    interrupted = 0
    for run in range(24):
        fresh = run % 4 == 0       # now and then the kill may land while the file is being made
        path = tmp_path / f"fresh{run}.sqlite3" if fresh else shared
        pause = rng.uniform(0.05, 0.6) if fresh else rng.uniform(0.35, 0.9)
        reported = _kill_child(path, f"run{run}", pause)
        kept = _check_whole(path, f"run{run}", reported)
        interrupted += kept > 0
    assert interrupted >= 12       # most kills landed among the writes, not before them
