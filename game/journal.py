"""The journal: a match's log made durable after every action, so a crash or a kill loses nothing.

While a player's match is on the table, every entry of its action log (MatchSession.log) is
appended to `<save name>.journal.jsonl` beside the save, one JSON line each, and written to the
operating system before play goes on: a crashed or killed game loses nothing (the kernel holds
the bytes). The sync to the disk itself (fsync, against a power cut or a system crash) runs in
the journal's own thread right after, so a frame never waits for the disk (it took 3-8 ms a line
in the frame on this machine's disk, issue 16); close() waits for the last sync. The file stands
alone:

    {"format": "mahjong-table/journal", "version": 1, "names": [...]}      first line
    {"entry": {...}}                                                     every log entry, in order
    {"bots": {...}, "after": N}                                          the bots' generator states
                                                                         when the log held N entries

The bots' states are written when the journal begins and whenever a hand is dealt; the actions
after the last of them are re-thought by the bots on recovery (MatchSession.follow_entry with
`rethink_bots`), which moves their generators on exactly as in the match that was recorded. So a
recovered match is the state a replay of the log gives, and goes on as it would have.

A live journal is locked (flock / msvcrt) by the window that writes it: another copy of the game
started meanwhile leaves it alone. A clean save (quit, leave to the start screen) removes it; at
the next start an unlocked journal is a match that was cut off, and game/saves.py turns it back
into a save at its last action (recover_journal) before listing the saves.
"""
from __future__ import annotations

import json
import os
import stat
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Optional, Union

from game.durable import RefusedFile, check_regular, read_regular, replace_whole
from game.session import MAX_LOG_BYTES, MatchSession, ReplayError

JOURNAL_FORMAT = "mahjong-table/journal"
JOURNAL_VERSION = 1
JOURNAL_SUFFIX = ".journal.jsonl"
SAVE_SUFFIX = ".json"        # game/saves.py SAVE_SUFFIX (a journal is named after its save)

PathLike = Union[str, os.PathLike]


class JournalError(ValueError):
    """A journal that cannot be read back: the message says why (for the player)."""


class JournalInUse(Exception):
    """The journal is locked by another running copy of the game."""


def journal_path(save_path: PathLike) -> Path:
    """The journal of the save at `save_path` (same folder, same name, JOURNAL_SUFFIX)."""
    save = Path(save_path)
    stem = save.name[:-len(SAVE_SUFFIX)] if save.name.endswith(SAVE_SUFFIX) else save.name
    return save.with_name(stem + JOURNAL_SUFFIX)


def save_path_of(journal: PathLike) -> Path:
    """The save a journal belongs to (the inverse of journal_path)."""
    path = Path(journal)
    stem = path.name[:-len(JOURNAL_SUFFIX)] if path.name.endswith(JOURNAL_SUFFIX) else path.name
    return path.with_name(stem + SAVE_SUFFIX)


# --- locks -------------------------------------------------------------------------------------

def try_lock(handle: IO[bytes]) -> bool:
    """Lock the open file for this process alone, without waiting; False if another holds it."""
    try:
        if sys.platform == "win32":
            import msvcrt
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def in_use(path: PathLike) -> bool:
    """True while another running copy of the game writes the journal at `path`. Anything that
    is not a regular file (a FIFO, a folder, a device) is no live journal: it is never opened
    (opening a FIFO waits for a writer), and the open never waits either (O_NONBLOCK)."""
    try:
        check_regular(path)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return False
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        return not try_lock(handle)   # closing the file lets go of a lock taken here


# --- writing -----------------------------------------------------------------------------------

def _line(obj: dict) -> bytes:
    return (json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


class _Syncer:
    """The journal's disk syncs, off the caller's thread: poke() asks for an fsync of the file;
    stop() does the last one and ends the thread. A failed sync is kept in `error`."""

    def __init__(self, fileno: int) -> None:
        self.fileno = fileno
        self.error: Optional[OSError] = None
        self._wanted = threading.Event()
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="journal-sync", daemon=True)
        self._thread.start()

    def poke(self) -> None:
        """New bytes were written: sync them soon."""
        self._wanted.set()

    def _run(self) -> None:
        while True:
            self._wanted.wait()
            self._wanted.clear()
            self._sync()
            if self._stopping:
                return

    def _sync(self) -> None:
        try:
            os.fsync(self.fileno)
        except OSError as exc:
            self.error = exc

    def stop(self) -> None:
        """Sync what was written and end the thread (before the file is closed)."""
        self._stopping = True
        self._wanted.set()
        self._thread.join()


class Journal:
    """The live journal of one session: begin() writes what the log holds so far and attaches
    itself; every later entry is appended (and synced by the journal's thread); close() lets go
    (and removes the file once a save holds everything). A failed write is kept in `error` and
    never stops play."""

    def __init__(self, session: MatchSession, path: Path, handle: IO[bytes]) -> None:
        self.session = session
        self.path = path
        self._handle: Optional[IO[bytes]] = handle
        self._error: Optional[OSError] = None
        self._syncer = _Syncer(handle.fileno())
        self.unsaved = 0          # entries written since the last mark_saved()

    @property
    def error(self) -> Optional[OSError]:
        """The first failed write or sync, if any (the journal stops writing after one)."""
        return self._error or self._syncer.error

    @classmethod
    def begin(cls, session: MatchSession, path: PathLike) -> "Journal":
        """Write the journal of `session` as it stands to `path` (atomically: a temporary file,
        locked, synced, then renamed over the path) and append every later entry. OSError if it
        cannot be written; JournalInUse if another copy writes it."""
        path = Path(path)
        if path.exists() and in_use(path):
            raise JournalInUse(f"{path.name} is written by another window")

        def write(handle: IO[bytes]) -> None:
            try_lock(handle)
            names = list(session.names) if session.names is not None else None
            body = _line({"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, "names": names})
            body += b"".join(_line({"entry": entry}) for entry in session.log)
            body += _line({"bots": session.bot_states(), "after": len(session.log)})
            handle.write(body)

        handle = replace_whole(path, write, keep_open=True)
        journal = cls(session, path, handle)
        session.on_log = journal.record
        return journal

    def record(self, entry: dict) -> None:
        """The session's listener: append `entry` (and after a new deal, the bots' states),
        handed to the operating system before the game goes on and synced by the journal's thread."""
        if self._handle is None or self.error is not None:
            return
        data = _line({"entry": entry})
        if entry.get("type") == "hand":
            data += _line({"bots": self.session.bot_states(), "after": len(self.session.log)})
        try:
            self._handle.seek(0, os.SEEK_END)
            self._handle.write(data)
            self._handle.flush()
        except OSError as exc:
            self._error = exc
            return
        self._syncer.poke()
        self.unsaved += 1

    def mark_saved(self) -> None:
        """The match's save now holds every entry written so far."""
        self.unsaved = 0

    @property
    def clean(self) -> bool:
        """Nothing in the journal that the save lacks (it may be removed)."""
        return self.unsaved == 0 and self.error is None

    def close(self, remove: bool) -> None:
        """Stop journaling; with `remove`, delete the file (a save holds everything, or the
        match is over). Without, it stays for the next start to recover."""
        if self.session.on_log == self.record:
            self.session.on_log = None
        handle, self._handle = self._handle, None
        if handle is None:
            return
        self._syncer.stop()
        try:
            if remove:
                try:
                    self.path.unlink()
                except FileNotFoundError:
                    pass
        finally:
            handle.close()


# --- reading back ------------------------------------------------------------------------------

@dataclass
class JournalContent:
    """What a journal file holds: the player names, the log entries, the bots' states by log length."""

    names: Optional[list[str]]
    entries: list[dict] = field(default_factory=list)
    bots: dict[int, dict] = field(default_factory=dict)
    torn: bool = False            # its last line was cut short (dropped: it was never synced)


def read_journal(data: bytes) -> JournalContent:
    """Parse a journal's bytes; JournalError naming the line that is not a journal's. A last line
    cut short (the write a kill interrupted) is dropped, not an error."""
    lines = data.split(b"\n")
    torn = lines[-1] != b""
    if not torn:
        lines.pop()
    parsed: list[dict] = []
    for number, raw in enumerate(lines, start=1):
        try:
            obj = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            obj = None
        if not isinstance(obj, dict):
            if number == len(lines) and number > 1:   # the last write, cut short
                torn = True
                break
            raise JournalError(f"line {number} is damaged (not a JSON object)")
        parsed.append(obj)
    if not parsed or parsed[0].get("format") != JOURNAL_FORMAT:
        raise JournalError("it is not a journal of this game")
    if parsed[0].get("version") != JOURNAL_VERSION:
        raise JournalError(f"it is journal format {parsed[0].get('version')!r}; this build reads {JOURNAL_VERSION}")
    names = parsed[0].get("names")
    if names is not None and (not isinstance(names, list) or not all(isinstance(n, str) for n in names)):
        raise JournalError("line 1: 'names' must be a list of names")
    content = JournalContent(names, torn=torn)
    for number, obj in enumerate(parsed[1:], start=2):
        if isinstance(obj.get("entry"), dict) and len(obj) == 1:
            content.entries.append(obj["entry"])
        elif isinstance(obj.get("bots"), dict) and isinstance(obj.get("after"), int) \
                and not isinstance(obj["after"], bool) and obj["after"] == len(content.entries):
            content.bots[obj["after"]] = obj["bots"]
        else:
            raise JournalError(f"line {number} is neither a log entry nor the bots' states in their place")
    if not content.entries:
        raise JournalError("it holds no match")
    if not content.bots:
        raise JournalError("it holds no state of the bots")
    return content


def rebuild(content: JournalContent) -> MatchSession:
    """The session the journal describes, at its last entry: the log replayed through the engine
    from its header, the bots put back at their last recorded states and the actions after that
    re-thought (see the module docstring). JournalError when the log does not replay."""
    last = max(content.bots)
    try:
        session = MatchSession.from_header(content.entries[0], names=content.names)
        for index, entry in enumerate(content.entries[1:], start=1):
            if index == last:
                session.restore_bot_states(content.bots[last])
            session.follow_entry(index, entry, rethink_bots=index >= last)
        if last == len(content.entries):
            session.restore_bot_states(content.bots[last])
    except ReplayError as exc:
        raise JournalError(f"its log does not replay ({exc})") from None
    except ValueError as exc:
        raise JournalError(f"its bots' states do not fit ({exc})") from None
    session.reset_queues()
    return session


def read_journal_file(path: PathLike) -> JournalContent:
    """What the journal file at `path` holds (read_journal). JournalError when it is not a good
    journal (a larger one than this game writes is refused unread), RefusedFile (an OSError)
    when it is not a regular file (a FIFO, a folder, a device: never opened), OSError when it
    cannot be read at all."""
    try:
        data = read_regular(path, MAX_LOG_BYTES)
    except RefusedFile as exc:
        if exc.too_large:
            raise JournalError(f"it is {exc.size or MAX_LOG_BYTES + 1:,} bytes, larger than any journal this game writes; "
                               f"it was not read") from None
        raise
    return read_journal(data)


def load_journal(path: PathLike) -> MatchSession:
    """Read and rebuild the journal at `path` (see read_journal_file and rebuild)."""
    return rebuild(read_journal_file(path))
