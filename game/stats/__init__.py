"""The player's statistics across matches: one row per finished hand in an embedded SQLite
database in the data folder (store.py), made from a finished hand (record.py) and summed per
variant and level (summary.py), with the hand review's costliest mistakes (mistakes.py) and the
lessons and drills progress (progress.py). Pure Python: the window's charts and `main.py stats`
read it.

    from game.stats import HandRecord, StatsStore, hand_record, summarize
    with StatsStore.open(path) as store:          # a bad file is set aside: store.notices
        store.add(hand_record(session, match_id="..."))
        store.add_review(ReviewedMatch("...", "guobiao", "normal", time.time()),
                         mistake_records(review, match_id="...", level="normal", when=time.time()))
        summary = summarize(store.hands(), mistakes=store.mistakes())
"""
from game.stats.mistakes import MistakeRecord, ReviewedMatch, level_of_header, mistake_records, reviewed_count, \
    top_mistakes
from game.stats.progress import read_progress
from game.stats.record import HandRecord, WonItem, hand_record
from game.stats.store import STATS_FILE, StatsError, StatsStore, stats_path
from game.stats.summary import (BiggestHand, GroupSummary, ItemCount, MistakeGroup, SeriesPoint, StatsSummary,
                                summarize, summarize_group)

__all__ = ["HandRecord", "WonItem", "hand_record", "STATS_FILE", "StatsError", "StatsStore", "stats_path",
           "BiggestHand", "GroupSummary", "ItemCount", "MistakeGroup", "SeriesPoint", "StatsSummary", "summarize",
           "summarize_group", "MistakeRecord", "level_of_header", "mistake_records", "top_mistakes", "read_progress",
           "ReviewedMatch", "reviewed_count"]
