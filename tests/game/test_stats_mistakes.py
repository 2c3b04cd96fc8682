"""The hand review's costliest mistakes in the statistics: the marked decisions of a real review
kept once per match, hand and line, summed per variant and level (top 5), printed by `main.py
stats`, cleared by reset, surviving a SIGKILL mid-write; a file made before they were kept opens."""
from __future__ import annotations

import io
import json
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from game.cli.stats import run as run_stats
from game.review import review_log
from game.session import MatchSession
from game.stats import MistakeRecord, StatsStore, level_of_header, mistake_records, summarize
from game.stats.store import APPLICATION_ID, SCHEMA

ROOT = Path(__file__).resolve().parents[2]


def _reviewed_log(variant: str = "guobiao", seed: str = "m1") -> list[str]:
    session = MatchSession(variant, seed, human=None, bot_kind="beginner")
    while session.step():
        pass
    return [json.dumps(entry, ensure_ascii=False) for entry in session.closed_log()]


def _mistake(n: int, cost: float = 50.0, variant: str = "guobiao", level: str = "normal",
             match: str = "a") -> MistakeRecord:
    return MistakeRecord(match_id=match, variant=variant, level=level, hand=n // 10, line=100 + n, cost=cost,
                         text_zh=f"错{n}", text_en=f"mistake {n}", when=1000.0 + n)


def test_the_marked_decisions_of_a_review_are_kept_once(tmp_path):
    lines = _reviewed_log()
    review = review_log(lines, player=0)
    marked = [d for hand in review.hands for d in hand.marked]
    assert marked, "a beginner's hand has decisions the expert would change"
    header = json.loads(lines[0])
    records = mistake_records(review, "match-1", level_of_header(header, 0), 5.0)
    assert sorted((r.hand, r.line, r.cost, r.text_en) for r in records) == sorted(
        (d.hand, d.line, d.cost, d.brief.en) for d in marked)   # the few words, not the whole text
    assert all(r.level == "beginner" and r.variant == "guobiao" and r.text_zh and r.text_en for r in records)
    assert records == sorted(records, key=lambda r: -r.cost)
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        assert store.add_mistakes(records) == len(records)
        assert store.add_mistakes(records) == 0               # the same match reviewed again
    with StatsStore.open(path) as store:
        kept = store.mistakes()
    assert kept == records


def test_the_summary_lists_the_five_costliest_per_variant_and_level(tmp_path, capsys):
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        store.add_mistakes([_mistake(n, cost=30.0 + n) for n in range(8)])
        store.add_mistakes([_mistake(n, cost=200.0, variant="sichuan", level="expert", match="b") for n in range(2)])
        summary = summarize(store.hands(), mistakes=store.mistakes())
    groups = {(g.variant, g.level): g for g in summary.mistakes}
    assert set(groups) == {("guobiao", "normal"), ("sichuan", "expert")}
    top = groups[("guobiao", "normal")]
    assert top.count == 8 and [r.cost for r in top.top] == [37.0, 36.0, 35.0, 34.0, 33.0]
    assert [r.text_en for r in summary.mistakes_of("guobiao")] == [f"mistake {n}" for n in (7, 6, 5, 4, 3)]
    assert summary.mistakes_of("guobiao", "expert") == []
    out, err = io.StringIO(), io.StringIO()
    assert run_stats(out, err, as_json=True, path=path) == 0
    data = json.loads(out.getvalue())
    assert [(g["variant"], g["level"], g["count"], len(g["top"])) for g in data["mistakes"]] == [
        ("guobiao", "normal", 8, 5), ("sichuan", "expert", 2, 2)]
    assert data["mistakes"][0]["top"][0]["text_zh"] == "错7"
    out = io.StringIO()
    assert run_stats(out, err, path=path) == 0
    text = out.getvalue()
    assert "costliest mistakes guobiao · level normal (8 kept):" in text and "mistake 7" in text
    assert "mistake 2" not in text                             # only the five costliest


def test_reset_clears_the_mistakes_too(tmp_path):
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        store.add_mistakes([_mistake(n) for n in range(3)])
    out, err = io.StringIO(), io.StringIO()
    assert run_stats(out, err, reset=True, path=path) == 0
    assert "3 kept mistakes" in out.getvalue()
    with StatsStore.open(path) as store:
        assert store.mistakes() == []
        assert store.add_mistakes([_mistake(0)]) == 1           # usable after a reset


def _old_file(path: Path) -> None:
    """A statistics file as the build before the mistakes made it (version 1, two tables)."""
    db = sqlite3.connect(path)
    for statement in SCHEMA.split(";"):
        if statement.strip():
            db.execute(statement)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO hands (match_id, hand_no, played_at, variant, level, preset, options, won, self_drawn,"
               " dealt_in, drawn, value, unit, payment, dealer) VALUES ('old', 0, 1.0, 'guobiao', 'normal', 'classic',"
               " '{}', 1, 0, 0, 0, 9, 'fan', 24, 0)")
    db.commit()
    db.close()


def test_a_file_made_before_the_mistakes_were_kept_opens_and_gains_them(tmp_path):
    path = tmp_path / "stats.sqlite3"
    _old_file(path)
    with StatsStore.open(path, repair=False) as store:
        assert store.notices == [] and store.count() == 1 and store.hands()[0].value == 9
        assert store.mistakes() == []
        assert store.add_mistakes([_mistake(1)]) == 1
    with StatsStore.open(path, repair=False) as store:
        assert len(store.mistakes()) == 1 and store.count() == 1


CHILD = """
import sys
sys.path.insert(0, {root!r})
from game.stats.mistakes import MistakeRecord
from game.stats.store import StatsStore
store = StatsStore.open({path!r}, repair=False)
n = 0
while True:
    batch = [MistakeRecord({run!r}, "guobiao", "normal", n, line, float(line), "错", "wrong", float(n))
             for line in range(n % 4 + 1)]
    store.add_mistakes(batch)
    print(n, flush=True)
    n += 1
"""


def test_mistakes_survive_a_sigkill_mid_write(tmp_path):
    rng = random.Random(2828)
    shared = tmp_path / "stats.sqlite3"
    landed = 0
    for run in range(8):
        path = shared
        if run % 3 == 0:                  # now and then an old file gaining its table as the kill lands
            path = tmp_path / f"old{run}.sqlite3"
            _old_file(path)
        proc = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT), path=str(path), run=f"r{run}")],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(rng.uniform(0.2, 0.6))
        proc.send_signal(signal.SIGKILL)
        out, err = proc.communicate()
        assert proc.returncode == -signal.SIGKILL, err
        reported = len(out.split())
        with StatsStore.open(path, repair=False) as store:
            assert store.notices == []
            assert store.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            kept = [m for m in store.mistakes() if m.match_id == f"r{run}"]
            assert store.count() == (1 if path != shared else 0)     # the old file's hand is still there
        batches: dict[int, list[int]] = {}
        for m in kept:
            batches.setdefault(m.hand, []).append(m.line)
        assert sorted(batches) == list(range(len(batches)))      # no batch lost between two kept ones
        assert reported <= len(batches) <= reported + 1          # every committed batch, at most one in flight
        assert all(sorted(lines) == list(range(n % 4 + 1)) for n, lines in batches.items())   # each batch whole
        landed += bool(batches)
    assert landed >= 5


def test_a_review_is_kept_with_or_without_a_mistake_and_reset_clears_it(tmp_path):
    """The statistics must know a review happened to tell "no review yet" from "reviewed, no
    costly mistake found" (a tester reviewed a hand with no mistake and read "none kept yet")."""
    from game.stats import ReviewedMatch, reviewed_count
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        assert store.reviews() == []
        assert store.add_review(ReviewedMatch("a", "guobiao", "normal", 5.0)) == 0       # nothing marked
        assert store.add_review(ReviewedMatch("b", "sichuan", "expert", 6.0), [_mistake(1, match="b")]) == 1
        assert store.add_review(ReviewedMatch("a", "guobiao", "normal", 7.0)) == 0       # again: kept once
    with StatsStore.open(path) as store:
        reviews = store.reviews()
        assert [(r.match_id, r.when) for r in reviews] == [("a", 7.0), ("b", 6.0)]
        assert len(store.mistakes()) == 1 and [r.match_id for r in store.reviews("guobiao")] == ["a"]
        assert reviewed_count(reviews, "guobiao", "normal") == 1 and reviewed_count(reviews, "guobiao", "expert") == 0
        assert reviewed_count(reviews) == 2
        store.reset()
        assert store.reviews() == [] and store.mistakes() == []


def test_a_file_made_before_the_reviews_were_kept_gains_their_table(tmp_path):
    path = tmp_path / "stats.sqlite3"
    _old_file(path)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE mistakes (match_id TEXT NOT NULL, hand INTEGER NOT NULL, line INTEGER NOT NULL,"
               " variant TEXT NOT NULL, level TEXT NOT NULL, cost REAL NOT NULL, text_zh TEXT NOT NULL,"
               " text_en TEXT NOT NULL, played_at REAL NOT NULL, PRIMARY KEY (match_id, hand, line))")
    db.commit()
    db.close()
    from game.stats import ReviewedMatch
    with StatsStore.open(path, repair=False) as store:
        assert store.notices == [] and store.count() == 1 and store.reviews() == []
        store.add_review(ReviewedMatch("m", "guobiao", "normal", 1.0))
    with StatsStore.open(path, repair=False) as store:
        assert [r.match_id for r in store.reviews()] == ["m"]
