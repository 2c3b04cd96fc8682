"""The statistics database: SQLite (standard library) in the user's data folder, one
transaction per finished hand.

Durability: the rollback journal (journal_mode=DELETE) with synchronous=FULL, so a hand is in
the file whole or not at all; a process killed mid-write leaves a hot journal that the next
open rolls back (SQLite's own guarantee, tested in tests/game/test_stats_kill.py). The file is
marked as ours (application_id, user_version); a file that is damaged or another program's is
renamed `<name>.bad-<time>` beside it, with its journal (as game/saves.py sets bad saves aside),
and the statistics start afresh with a notice saying so.
"""
from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from types import TracebackType
from typing import Any, Optional, Sequence, Union

from platformdirs import user_data_dir

from game.durable import APP_NAME
from game.stats.mistakes import MistakeRecord, ReviewedMatch
from game.stats.record import HandRecord, WonItem

STATS_FILE = "stats.sqlite3"
APPLICATION_ID = 0x4D4A5354      # "MJST": marks the file as this game's statistics
SCHEMA_VERSION = 1
BUSY_MS = 5000                   # another window writing: wait this long for its lock

SCHEMA = """
CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    match_id TEXT NOT NULL,
    hand_no INTEGER NOT NULL,
    played_at REAL NOT NULL,
    variant TEXT NOT NULL,
    level TEXT NOT NULL,
    preset TEXT NOT NULL,
    options TEXT NOT NULL,
    won INTEGER NOT NULL,
    self_drawn INTEGER NOT NULL,
    dealt_in INTEGER NOT NULL,
    drawn INTEGER NOT NULL,
    value INTEGER,
    unit TEXT NOT NULL,
    payment INTEGER NOT NULL,
    dealer INTEGER NOT NULL,
    UNIQUE (match_id, hand_no)
);
CREATE TABLE won_items (
    hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    key TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    name_en TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (hand_id, position)
);
CREATE INDEX hands_by_group ON hands(variant, level, played_at);
"""
# The review's marked decisions (mistakes.py): added after version 1 was out, so a file made
# before it gains the table when it is opened (an old build reading a newer file ignores it).
MISTAKES_SCHEMA = """
CREATE TABLE IF NOT EXISTS mistakes (
    match_id TEXT NOT NULL,
    hand INTEGER NOT NULL,
    line INTEGER NOT NULL,
    variant TEXT NOT NULL,
    level TEXT NOT NULL,
    cost REAL NOT NULL,
    text_zh TEXT NOT NULL,
    text_en TEXT NOT NULL,
    played_at REAL NOT NULL,
    PRIMARY KEY (match_id, hand, line)
)
"""
# The matches the review went through (the player's own): so a page with no mistake kept can tell
# "nothing reviewed yet" from "reviewed, no costly mistake found". Added like the mistakes.
REVIEWS_SCHEMA = """
CREATE TABLE IF NOT EXISTS reviews (
    match_id TEXT NOT NULL PRIMARY KEY,
    variant TEXT NOT NULL,
    level TEXT NOT NULL,
    reviewed_at REAL NOT NULL
)
"""
ADDED_TABLES = {"mistakes": MISTAKES_SCHEMA, "reviews": REVIEWS_SCHEMA}
TABLES = {"hands", "won_items"}      # what a file must hold to be ours (the added tables are made when missing)

PathLike = Union[str, "os.PathLike[str]"]


class StatsError(Exception):
    """The statistics file cannot be used (damaged, another program's, unreadable).
    `moved_to`: where it was set aside (None when it was not moved)."""

    def __init__(self, path: PathLike, reason: str, moved_to: Optional[Path] = None) -> None:
        self.path = Path(path)
        self.reason = reason
        self.moved_to = moved_to
        kept = f"; it was kept as {moved_to.name}" if moved_to is not None else ""
        super().__init__(f"the statistics file {self.path.name} cannot be used: {reason}{kept}")


class _Refused(Exception):
    """Internal: why a file is not a good statistics database."""


def stats_path(data_folder: Optional[Path] = None) -> Path:
    """stats.sqlite3 in `data_folder`, else in the user's data folder (platformdirs, beside the
    saves folder and lessons.json)."""
    folder = data_folder if data_folder is not None else Path(user_data_dir(APP_NAME, appauthor=False))
    return folder / STATS_FILE


def _connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, timeout=BUSY_MS / 1000, isolation_level=None)
    db.execute("PRAGMA foreign_keys = ON")
    return db


def _check(db: sqlite3.Connection) -> None:
    """Make a new file ours, or check an existing one is; _Refused says why not."""
    app_id = db.execute("PRAGMA application_id").fetchone()[0]
    version = db.execute("PRAGMA user_version").fetchone()[0]
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if app_id == 0 and version == 0 and not tables:   # a new (or empty) file: make it ours
        db.execute("PRAGMA journal_mode = DELETE")
        _create(db)
        return
    if app_id != APPLICATION_ID:
        raise _Refused("it is not this game's statistics (another program's database)")
    if version != SCHEMA_VERSION:
        raise _Refused(f"it is version {version}, this build reads version {SCHEMA_VERSION}")
    if not TABLES <= tables:
        raise _Refused("tables are missing")
    problem = db.execute("PRAGMA quick_check").fetchone()[0]
    if problem != "ok":
        raise _Refused(f"it is damaged ({problem})")
    missing = [schema for name, schema in ADDED_TABLES.items() if name not in tables]
    if missing:
        _add_tables(db, missing)


def _add_tables(db: sqlite3.Connection, schemas: Sequence[str]) -> None:
    """Give a file made before the mistakes (or the reviews) were kept their tables (one transaction)."""
    db.execute("BEGIN IMMEDIATE")
    try:
        for schema in schemas:
            db.execute(schema)
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def _create(db: sqlite3.Connection) -> None:
    """The schema and the marks, in one transaction (a kill leaves no half-made file)."""
    db.execute("BEGIN IMMEDIATE")
    try:
        if db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0:
            for statement in (*SCHEMA.split(";"), *ADDED_TABLES.values()):
                if statement.strip():
                    db.execute(statement)
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def quarantine(path: Path) -> Optional[Path]:
    """Set a refused file aside as `<name>.bad-<time>` (game/saves.py's rule), its rollback
    journal with it (a journal left beside a new file would be played into it)."""
    from game.saves import quarantine as set_aside
    moved = set_aside(path)
    journal = path.with_name(path.name + "-journal")
    if moved is not None and journal.exists():
        try:
            os.replace(journal, moved.with_name(moved.name + "-journal"))
        except OSError:
            pass
    return moved


class StatsStore:
    """The open statistics database. `set_aside`: the bad file opening it had to move aside
    (each error says why and where to); `notices` says the same in English lines."""

    def __init__(self, path: Path, db: sqlite3.Connection, set_aside: list[StatsError]) -> None:
        self.path = path
        self.db = db
        self.set_aside = set_aside

    @property
    def notices(self) -> list[str]:
        """What opening the file had to do, one English line each."""
        return [f"{error}; the statistics start afresh" for error in self.set_aside]

    @classmethod
    def open(cls, path: Optional[PathLike] = None, repair: bool = True) -> "StatsStore":
        """Open (or create) the database at `path` (default: the data folder's). A bad file is set
        aside and a fresh one made, with a notice; with `repair` False it is still set aside but
        StatsError is raised instead. StatsError too when the folder cannot be written."""
        path = Path(path) if path is not None else stats_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StatsError(path, f"its folder cannot be made ({exc.strerror or exc})") from None
        notices: list[StatsError] = []
        for attempt in range(2):
            db: Optional[sqlite3.Connection] = None
            try:
                db = _connect(path)
                _check(db)
                db.execute("PRAGMA journal_mode = DELETE")
                db.execute("PRAGMA synchronous = FULL")
                return cls(path, db, notices)
            except ValueError:
                raise StatsError(path, "it is not a name a file can have") from None
            except sqlite3.OperationalError as exc:   # locked, unreadable, read-only: not the file's fault
                if db is not None:
                    db.close()
                raise StatsError(path, f"it cannot be opened ({exc})") from None
            except (_Refused, sqlite3.DatabaseError) as exc:   # damaged or another program's: set aside
                if db is not None:
                    db.close()
                reason = str(exc) if isinstance(exc, _Refused) else f"it is not a readable database ({exc})"
                if attempt or not path.is_file():
                    raise StatsError(path, reason) from None
                moved = quarantine(path)
                error = StatsError(path, reason, moved)
                if moved is None or not repair:
                    raise error from None
                notices.append(error)
        raise AssertionError("unreachable")

    def close(self) -> None:
        """Close the database."""
        self.db.close()

    def __enter__(self) -> "StatsStore":
        return self

    def __exit__(self, kind: Optional[type[BaseException]], value: Optional[BaseException],
                 tb: Optional[TracebackType]) -> None:
        self.close()

    def add(self, hand: HandRecord) -> bool:
        """Keep one finished hand, whole or not at all (one transaction); False when that hand of
        that match is kept already (a settlement saved twice, a resumed match)."""
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            cursor = db.execute(
                "INSERT OR IGNORE INTO hands (match_id, hand_no, played_at, variant, level, preset, options,"
                " won, self_drawn, dealt_in, drawn, value, unit, payment, dealer)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (hand.match_id, hand.hand_no, hand.played_at, hand.variant, hand.level, hand.preset,
                 hand.options_json(), int(hand.won), int(hand.self_drawn), hand.dealt_in, int(hand.drawn),
                 hand.value, hand.unit, hand.payment, int(hand.dealer)))
            added = cursor.rowcount == 1
            if added:
                db.executemany(
                    "INSERT INTO won_items (hand_id, position, key, name_zh, name_en, count) VALUES (?, ?, ?, ?, ?, ?)",
                    [(cursor.lastrowid, n, i.key, i.name_zh, i.name_en, i.count) for n, i in enumerate(hand.items)])
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return added

    def hands(self, variant: Optional[str] = None) -> list[HandRecord]:
        """Every kept hand (of `variant`, or all), oldest first."""
        items: dict[int, list[WonItem]] = {}
        for hand_id, key, zh, en, count in self.db.execute(
                "SELECT hand_id, key, name_zh, name_en, count FROM won_items ORDER BY hand_id, position"):
            items.setdefault(hand_id, []).append(WonItem(key, zh, en, count))
        where, args = ("WHERE variant = ?", (variant,)) if variant is not None else ("", ())
        rows = self.db.execute(
            "SELECT id, match_id, hand_no, played_at, variant, level, preset, options, won, self_drawn,"
            f" dealt_in, drawn, value, unit, payment, dealer FROM hands {where} ORDER BY played_at, id", args)
        return [_hand(row, items.get(row[0], [])) for row in rows]

    def count(self) -> int:
        """How many hands are kept."""
        return int(self.db.execute("SELECT count(*) FROM hands").fetchone()[0])

    def add_mistakes(self, records: Sequence[MistakeRecord]) -> int:
        """Keep the review's marked decisions, all or none (one transaction); returns how many
        were new (the same match, hand and line is kept once: a match reviewed again)."""
        return self._keep_review(None, records)

    def add_review(self, reviewed: ReviewedMatch, records: Sequence[MistakeRecord] = ()) -> int:
        """Keep that the player's match was reviewed, and its marked decisions, all or none (one
        transaction); returns how many mistakes were new. A match reviewed again keeps its
        latest time."""
        return self._keep_review(reviewed, records)

    def _keep_review(self, reviewed: Optional[ReviewedMatch], records: Sequence[MistakeRecord]) -> int:
        """add_mistakes / add_review: the review (if any) and the new mistakes in one transaction."""
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            if reviewed is not None:
                db.execute("INSERT OR REPLACE INTO reviews (match_id, variant, level, reviewed_at) VALUES (?, ?, ?, ?)",
                           (reviewed.match_id, reviewed.variant, reviewed.level, reviewed.when))
            before = db.total_changes
            db.executemany(
                "INSERT OR IGNORE INTO mistakes (match_id, hand, line, variant, level, cost, text_zh, text_en,"
                " played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(r.match_id, r.hand, r.line, r.variant, r.level, r.cost, r.text_zh, r.text_en, r.when)
                 for r in records])
            added = db.total_changes - before
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return added

    def reviews(self, variant: Optional[str] = None) -> list[ReviewedMatch]:
        """Every reviewed match (of `variant`, or all), the latest first."""
        where, args = ("WHERE variant = ?", (variant,)) if variant is not None else ("", ())
        rows = self.db.execute(f"SELECT match_id, variant, level, reviewed_at FROM reviews {where}"
                               " ORDER BY reviewed_at DESC, match_id", args)
        return [ReviewedMatch(match_id=m, variant=v, level=lv, when=at) for m, v, lv, at in rows]

    def mistakes(self, variant: Optional[str] = None) -> list[MistakeRecord]:
        """Every kept mistake (of `variant`, or all), costliest first."""
        where, args = ("WHERE variant = ?", (variant,)) if variant is not None else ("", ())
        rows = self.db.execute(
            "SELECT match_id, variant, level, hand, line, cost, text_zh, text_en, played_at FROM mistakes"
            f" {where} ORDER BY cost DESC, played_at DESC, match_id, hand, line", args)
        return [MistakeRecord(match_id=m, variant=v, level=lv, hand=h, line=ln, cost=c, text_zh=zh, text_en=en,
                              when=at) for m, v, lv, h, ln, c, zh, en, at in rows]

    def reset(self) -> int:
        """Remove every kept hand, mistake and review (one transaction); returns how many hands there were."""
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            removed = int(db.execute("SELECT count(*) FROM hands").fetchone()[0])
            db.execute("DELETE FROM won_items")
            db.execute("DELETE FROM hands")
            db.execute("DELETE FROM mistakes")
            db.execute("DELETE FROM reviews")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("VACUUM")   # the removed rows leave no trace in the file
        return removed


def _options(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _hand(row: tuple, items: list[WonItem]) -> HandRecord:
    (_, match_id, hand_no, played_at, variant, level, preset, options, won, self_drawn,
     dealt_in, drawn, value, unit, payment, dealer) = row
    return HandRecord(match_id=match_id, hand_no=hand_no, played_at=played_at, variant=variant, level=level,
                      preset=preset, options=_options(options), won=bool(won), self_drawn=bool(self_drawn),
                      dealt_in=dealt_in, drawn=bool(drawn), value=value, unit=unit, items=tuple(items),
                      payment=payment, dealer=bool(dealer))

