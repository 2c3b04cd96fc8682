"""One action saves what is needed to reproduce a problem: the match's action log.

The report is the session's closed log (JSON lines, the format `python main.py replay FILE`
reads): its header names the variant, seed, rule options and bots, then every action of every
hand so far, the hand in progress included. The header also carries a `report` object (when, on
what system, the hand and scores, the player's note); replay ignores keys it does not know.
"""
from __future__ import annotations

import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Optional, Union

from platformdirs import user_data_dir

from game.durable import APP_NAME, atomic_write_text
from game.session import MatchSession, ReplayError, read_log_file, replay_log

PathLike = Union[str, os.PathLike]


def bug_reports_dir(create: bool = True) -> Path:
    """The user's data folder for reports (platformdirs), next to the saves."""
    folder = Path(user_data_dir(APP_NAME, appauthor=False)) / "bug-reports"
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def bug_report_lines(session: MatchSession, note: str = "", now: Optional[float] = None) -> list[str]:
    """The report as JSON lines: the closed log with a `report` object in its header."""
    entries = session.closed_log()
    when = time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(time.time() if now is None else now))
    header = dict(entries[0])
    header["report"] = {
        "written_at": when,
        "note": note,
        "hand_no": session.match.hand_no,
        "hand_over": session.hand_over,
        "scores": list(session.scores),
        "names": list(session.names) if session.names is not None else None,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "frozen": bool(getattr(sys, "frozen", False)),
    }
    return [json.dumps(entry, ensure_ascii=False) for entry in [header] + entries[1:]]


def write_bug_report(session: MatchSession, folder: Optional[PathLike] = None, note: str = "",
                     now: Optional[float] = None) -> Path:
    """Write the report into `folder` (default: bug_reports_dir()) and return its path;
    `python main.py replay PATH --headless` reproduces the match up to this moment."""
    folder = Path(folder) if folder is not None else bug_reports_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if now is None else now))
    path = folder / f"bug-{session.variant.name}-{stamp}.jsonl"
    counter = 2
    while path.exists():
        path = folder / f"bug-{session.variant.name}-{stamp}-{counter}.jsonl"
        counter += 1
    atomic_write_text(path, "\n".join(bug_report_lines(session, note, now)) + "\n")
    return path


def read_bug_report(path: PathLike) -> tuple[dict, dict]:
    """(what replay_log checked, the report object of the header) of the report at `path`.
    ReplayError says what is wrong with a file that is not a good report (one larger than any
    log is refused unread); OSError when it cannot be read at all."""
    lines = read_log_file(path)
    summary = replay_log(lines)
    header = json.loads(next(line for line in lines if line.strip()))   # replay_log read it already
    report = header.get("report")
    if not isinstance(report, dict):
        raise ReplayError("line 1: the header has no 'report' object: a replay log, not a bug report")
    for key, kind in (("written_at", str), ("note", str)):
        if not isinstance(report.get(key), kind):
            raise ReplayError(f"line 1: the report's {key!r} is missing or not a text")
    return summary, report
