"""tools/fit_danger.py: the danger tables' truth (which discards a seat could win on) is read
with the variant's scorer, and a seat holding all four copies of its only wait must read as
waiting on nothing, not crash the fit (the 国标 scorer refuses a fifth copy)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from game.bots.table_reading import hand_counts
from rules.analysis import waits
from rules.engine import view_for
from tests.rules.helpers_engine import deal

ROOT = Path(__file__).resolve().parents[1]

_spec = importlib.util.spec_from_file_location("fit_danger", ROOT / "tools" / "fit_danger.py")
assert _spec is not None and _spec.loader is not None
fit_danger = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fit_danger)


def test_a_seat_holding_every_copy_of_its_wait_wins_on_no_discard():
    # 4444m + three sets: the only shape wait is a fifth 4m.
    state, _ = deal({1: "4444m123p456s789s"})
    assert fit_danger.discard_wins(view_for(state, 1)) == set()


def test_a_full_flush_wins_on_every_wait_of_its_shape():
    # 清一色 in 条 (24 fans and more): every tile that completes the shape is a legal discard
    # win, but 9s, all four of which the hand holds.
    state, _ = deal({1: "23s456s789s999s55s"})
    view = view_for(state, 1)
    counts = hand_counts(view)
    expected = {k for k in waits(counts, 0) if counts[k] < 4}
    assert {18, 21} <= expected and 26 not in expected
    assert fit_danger.discard_wins(view) == expected
