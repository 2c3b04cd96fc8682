"""The match history: every finished hand of the player's matches kept for review, replay and
export, and every log the game can read listed in one place.

    archive_match(session, history_folder(data), match_id)   # after each settled hand
    sources, notices = list_sources(data, saves_folder, reports_folder)   # newest first
    lines = load_log_lines(source.path)                      # the log of any kind of file

A history file is the match's closed log (JSON lines, the format `main.py replay` reads) named
`<match_id>.jsonl`, rewritten whole (atomically) after each settled hand; the newest KEEP files
are kept. Its header carries a `history` object (when, the players' names, the table's scores),
as a bug report's header carries a `report` object; replay ignores keys it does not know. Saves
and journals (game/saves.py, game/journal.py) and bug reports (game/bugreport.py) are read as
they are written: the log lines come out of them, with the names and scores in the header's
`history` object where the file knows them.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from platformdirs import user_data_dir

from game.durable import APP_NAME, RefusedFile, atomic_write_text, read_regular

if TYPE_CHECKING:
    from game.session import MatchSession

HISTORY_DIR = "history"
SUFFIX = ".jsonl"
KEEP = 200                            # history files kept; the oldest beyond are removed
MAX_SOURCE_BYTES = 64 * 1024 * 1024   # a file larger than this is refused unread
KINDS = ("history", "save", "report", "file")


class LogSourceError(ValueError):
    """A file that holds no log this game can read: one clear line saying why."""


@dataclass(frozen=True)
class LogSource:
    """One file holding a log: what the history list shows of it (read without replaying)."""

    kind: str                        # "history", "save", "report" or "file"
    path: Path
    variant: str
    seed: str
    when: Optional[datetime]         # written (timezone-aware), the file's time when it says none
    hands: int                       # finished hands
    human: Optional[int]
    scores: tuple[int, ...]          # the table's scores as last written (empty: the file names none)
    names: tuple[str, ...]           # the players' names (empty: the file names none)


def history_folder(data_folder: Optional[Path]) -> Path:
    """The history folder in `data_folder` (None: the user's data folder, beside the saves)."""
    folder = data_folder if data_folder is not None else Path(user_data_dir(APP_NAME, appauthor=False))
    return folder / HISTORY_DIR


def match_id_of(path: Path) -> str:
    """The match id a history file was archived under (its name without `.jsonl`)."""
    return path.name[: -len(SUFFIX)] if path.name.endswith(SUFFIX) else path.stem


def _file_name(match_id: str) -> str:
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", match_id).strip(".") or "match"
    return safe[:120] + SUFFIX


def archive_match(session: MatchSession, folder: Path, match_id: str) -> Optional[Path]:
    """Write the match's closed log atomically as <folder>/<match_id>.jsonl and prune the oldest
    files beyond KEEP; None (never OSError) when it cannot be written."""
    from game.saves import table_scores
    entries = session.closed_log()
    when = datetime.now().astimezone().isoformat(timespec="seconds")
    names = list(session.names) if session.names is not None else None
    header = {**entries[0], "history": {"saved_at": when, "names": names,
                                        "scores": list(table_scores(session))}}
    text = "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in [header, *entries[1:]])
    path = folder / _file_name(match_id)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, text)
    except OSError:
        return None
    prune(folder, keep=path)
    return path


def prune(folder: Path, keep: Optional[Path] = None, limit: int = KEEP) -> int:
    """Remove the oldest history files beyond `limit` (never `keep`); how many were removed."""
    try:
        files = [(p.stat().st_mtime, p.name, p) for p in folder.glob(f"*{SUFFIX}") if p.is_file()]
    except OSError:
        return 0
    files.sort(reverse=True)
    removed = 0
    for _mtime, _name, path in files[limit:]:
        if path == keep:
            continue
        try:
            path.unlink()
            removed += 1
        except OSError:
            pass
    return removed


# --- reading any file that holds a log ------------------------------------------------------------

def _read_text(path: Path) -> str:
    """The file's text: a regular file of at most MAX_SOURCE_BYTES (a folder, a pipe, a device or
    a larger file is refused before a byte is read), UTF-8."""
    try:
        raw = read_regular(path, MAX_SOURCE_BYTES)
    except RefusedFile as exc:
        if exc.too_large:
            raise LogSourceError(f"{path.name}: larger than any log this game writes; not read") from None
        raise LogSourceError(f"{path.name}: {exc.reason}") from None
    except OSError as exc:
        raise LogSourceError(f"{path.name}: cannot be read ({exc.strerror or exc})") from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise LogSourceError(f"{path.name}: not a log of this game (not UTF-8 text)") from None


def _first_object(path: Path, text: str) -> dict[str, Any]:
    first = next((line for line in text.splitlines() if line.strip()), "")
    try:
        obj = json.loads(first)
    except (json.JSONDecodeError, RecursionError):
        obj = None
    if not isinstance(obj, dict):
        raise LogSourceError(f"{path.name}: not a log of this game")
    return obj


def _with_history(entries: list[dict[str, Any]], info: dict[str, Any]) -> list[str]:
    header = {**entries[0], "history": info}
    return [json.dumps(e, ensure_ascii=False) for e in [header, *entries[1:]]]


def _save_lines(path: Path) -> list[str]:
    from game.saves import _read_payload, _Refused   # the save's own checks, without moving it aside
    try:
        payload = _read_payload(path)
    except _Refused as exc:
        raise LogSourceError(f"{path.name}: {exc}") from None
    except RecursionError:
        raise LogSourceError(f"{path.name}: not a save of this game") from None
    except Exception as exc:  # noqa: BLE001 - SaveError (cannot be read): one line, never a crash
        raise LogSourceError(f"{path.name}: {exc}") from None
    info = {"saved_at": payload["saved_at"], "names": payload.get("names"),
            "scores": payload.get("table_scores", payload["scores"])}
    return _with_history(list(payload["log"]), info)


def _journal_lines(path: Path, text: str) -> list[str]:
    from game.journal import JournalError, read_journal
    try:
        content = read_journal(text.encode("utf-8"))
    except JournalError as exc:
        raise LogSourceError(f"{path.name}: {exc}") from None
    entries = content.entries
    trailing = 0
    for entry in reversed(entries):
        if entry.get("type") != "action":
            break
        trailing += 1
    stop = {"type": "stop", "hands_finished": sum(1 for e in entries if e.get("type") == "end"),
            "actions_in_progress": trailing}
    when = datetime.fromtimestamp(path.stat().st_mtime).astimezone().isoformat(timespec="seconds")
    return _with_history([*entries, stop], {"saved_at": when, "names": content.names, "scores": None})


def load_log_lines(path: Path) -> list[str]:
    """The log lines of a history file, save, journal, bug report, replay or simulate log;
    LogSourceError with one clear line for a file that is none of these (or too large)."""
    from game.journal import JOURNAL_FORMAT
    from game.saves import SAVE_FORMAT
    from game.session import header_problem
    path = Path(path)
    text = _read_text(path)
    first = _first_object(path, text)
    if first.get("format") == SAVE_FORMAT:
        return _save_lines(path)
    if first.get("format") == JOURNAL_FORMAT:
        return _journal_lines(path, text)
    problem = header_problem(first)
    if problem:
        raise LogSourceError(f"{path.name}: not a log of this game ({problem})")
    lines = text.splitlines()
    last = next((line for line in reversed(lines) if line.strip()), "")
    if '"stop"' not in last:
        raise LogSourceError(f"{path.name}: the log has no closing 'stop' line (cut short?)")
    return lines


# --- the list -------------------------------------------------------------------------------------

def _when(text: Any, path: Path) -> Optional[datetime]:
    if isinstance(text, str):
        try:
            stamp = datetime.fromisoformat(text.replace("Z", "+00:00"))
            return stamp if stamp.tzinfo is not None else stamp.astimezone()
        except ValueError:
            pass
        match = re.fullmatch(r"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)([+-]\d\d)(\d\d)", text)   # strftime's %z
        if match:
            return datetime.fromisoformat(f"{match[1]}{match[2]}:{match[3]}")
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    except OSError:
        return None


def _ints(value: Any) -> tuple[int, ...]:
    if isinstance(value, list) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return tuple(value)
    return ()


def _strs(value: Any) -> tuple[str, ...]:
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    return ()


def table_info(header: dict[str, Any]) -> dict[str, Any]:
    """What a log's header says of its table beyond the log: the `history` object (history files,
    saves, journals) or a bug report's `report` object ({} when neither)."""
    for key in ("history", "report"):
        info = header.get(key)
        if isinstance(info, dict):
            return info
    return {}


def describe_file(path: Path, kind: str = "file") -> LogSource:
    """The LogSource of one file of `kind` (read, not replayed); LogSourceError when it holds no
    log this game can read."""
    path = Path(path)
    lines = load_log_lines(path)
    header = _first_object(path, next((line for line in lines if line.strip()), ""))
    info = table_info(header)
    hands = 0
    for line in lines:
        if '"stop"' in line:
            try:
                stop = json.loads(line)
            except (json.JSONDecodeError, RecursionError):
                continue
            if isinstance(stop, dict) and isinstance(stop.get("hands_finished"), int):
                hands += stop["hands_finished"]
    human = header.get("human")
    return LogSource(kind=kind, path=path, variant=str(header.get("variant")), seed=str(header.get("seed")),
                     when=_when(info.get("saved_at", info.get("written_at")), path), hands=hands,
                     human=human if isinstance(human, int) and not isinstance(human, bool) else None,
                     scores=_ints(info.get("scores")), names=_strs(info.get("names")))


def _files(folder: Optional[Path], pattern: str) -> list[Path]:
    if folder is None or not folder.is_dir():
        return []
    try:
        return sorted(p for p in folder.glob(pattern) if p.is_file() and not p.name.startswith("."))
    except OSError:
        return []


def list_sources(data_folder: Optional[Path], saves_folder: Optional[Path], reports_folder: Optional[Path]
                 ) -> tuple[list[LogSource], list[str]]:
    """Every history file, save (a match in progress, its journal when it has no save yet) and
    bug report, newest first, and one notice (zh / en) per file skipped."""
    from game.journal import JOURNAL_SUFFIX, save_path_of
    from game.saves import SAVE_SUFFIX
    found: list[tuple[str, Path]] = [("history", p) for p in _files(history_folder(data_folder), f"*{SUFFIX}")]
    saves = [p for p in _files(saves_folder, f"*{SAVE_SUFFIX}")]
    found += [("save", p) for p in saves]
    found += [("save", p) for p in _files(saves_folder, f"*{JOURNAL_SUFFIX}") if save_path_of(p) not in saves]
    found += [("report", p) for p in _files(reports_folder, f"*{SUFFIX}")]
    sources: list[LogSource] = []
    notices: list[str] = []
    for kind, path in found:
        try:
            sources.append(describe_file(path, kind))
        except LogSourceError as exc:
            notices.append(f"{path.name} 读不出来，已跳过 / skipped: {str(exc).split(': ', 1)[-1]}")
    oldest = datetime.fromtimestamp(0).astimezone()
    sources.sort(key=lambda s: s.when or oldest, reverse=True)
    return sources, notices
