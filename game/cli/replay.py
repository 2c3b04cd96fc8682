"""`main.py replay --headless`: the one-paragraph account of what a replay checked."""
from __future__ import annotations

from typing import Mapping


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _actions(n: int) -> str:
    return _count(n, "action", "actions")


def replay_summary(summary: Mapping) -> str:
    """What `replay_log` checked, in one sentence: hands, matches, and any hand the log stops in."""
    text = (f"replayed {_count(summary['hands'], 'hand', 'hands')} of {summary['variant']} in "
            f"{_count(summary['matches'], 'match', 'matches')}: ")
    differ = summary.get("events_differ", 0)
    if summary["hands"] and differ:
        text += (f"every finished hand reproduced the recorded actions and payments; "
                 f"{_count(differ, 'hand', 'hands')} of them announced "
                 f"{'its' if differ == 1 else 'their'} events as this build words them, not as the "
                 f"log recorded them (an earlier build wrote the log)")
    elif summary["hands"]:
        text += "every finished hand reproduced the recorded events and payments"
    else:
        text += "no hand was finished"
    unfinished = [n for n in summary.get("unfinished", ()) if n > 0]
    dealt_only = len(summary.get("unfinished", ())) - len(unfinished)
    if len(unfinished) == 1:
        text += (f"; the unfinished last hand ({_actions(unfinished[0])}) replayed up to where it "
                 "stopped, every action legal")
    elif unfinished:
        text += (f"; {len(unfinished)} unfinished hands ({', '.join(_actions(n) for n in unfinished)}) "
                 "replayed up to where they stopped, every action legal")
    if dealt_only:
        text += (f"; {'the next hand was' if dealt_only == 1 else f'{dealt_only} next hands were'} "
                 "only dealt when the log stopped (nothing to check)")
    return text
