"""Saved matches: one JSON file per match in progress, written atomically, resumed by replay.

Between saves, the match's journal (game/journal.py) holds every action as it happens; a journal
left by a match that was cut off is turned back into its save when the saves are listed.

A save holds the session's closed action log plus what the start screen lists (variant, time,
hand, scores) and the bots' random generator states. Resuming rebuilds the session by replaying
the log through the engine (`MatchSession.from_log`), so the state is exactly the one that was
saved, a hand in progress included; nothing of the engine's state is serialised twice.

A file that is not a readable save of this game (cut short, edited, another program's JSON, a log
that does not replay, random bytes) is refused with a message saying why, renamed to
`<name>.bad-<time>` next to where it was (never deleted) and never touches another save.
"""
from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional, Union

from platformdirs import user_data_dir

from game.durable import APP_NAME, RefusedFile, atomic_write_text, read_regular, sync_folder  # noqa: F401  (re-exported)
from rules.variants.registry import get_variant

# The journal and the session (with the engine and the bots) are imported by the functions that
# read or replay a match: game.settings imports this module for its atomic writes, and the start
# screen's first frame needs no session (issue 16, launch time).
if TYPE_CHECKING:
    from game.session import MatchSession

SAVE_FORMAT = "mahjong-table/save"
SAVE_VERSION = 1
SAVE_SUFFIX = ".json"
MAX_SAVE_BYTES = 64 * 1024 * 1024   # far above a long match (~100 KB); refuses a huge stray file unread

PathLike = Union[str, os.PathLike]


class SaveError(Exception):
    """A save (or a match's journal, with `journal`) that was refused. `str(error)` is the message
    for the player; `notice` the same in (Chinese, English); `moved_to` is where the file was put
    aside (None when it could not be read or moved)."""

    def __init__(self, path: PathLike, reason: str, moved_to: Optional[Path] = None,
                 journal: bool = False, reason_zh: str = "") -> None:
        self.path = Path(path)
        self.reason = reason
        self.moved_to = moved_to
        self.journal = journal
        self.reason_zh = reason_zh
        kept = f"; it was kept as {moved_to.name}" if moved_to is not None else ""
        if journal:
            super().__init__(f"the match journal {self.path.name} was not used: {reason}{kept}; "
                             f"the save is kept as it was")
        else:
            super().__init__(f"the saved game {self.path.name} cannot be opened: {reason}{kept}")

    @property
    def notice(self) -> tuple[str, str]:
        """What the player is told, (Chinese, English): a journal is 对局记录, never 存档."""
        kept = f"（另存为 {self.moved_to.name}）" if self.moved_to is not None else ""
        why = f"：{self.reason_zh}" if self.reason_zh else ""
        if self.journal:
            return (f"对局记录 {self.path.name} 没有用上{why}，已移开{kept}；存档保持原样", f"Journal set aside: {self}")
        return (f"存档 {self.path.name} 打不开{why}，已移开{kept}", f"Save set aside: {self}")


class _Refused(Exception):
    """Internal: why a file is not a good save (before it is moved aside)."""


@dataclass(frozen=True)
class SaveInfo:
    """One line of the start screen's list of saved matches (read without replaying)."""

    path: Path
    variant: str
    saved_at: datetime
    hand_no: int                     # index of the hand in progress (0 = the first hand)
    hands_finished: int
    round_wind: str
    scores: tuple[int, ...]          # per player, as booked after the last finished hand
    names: Optional[tuple[str, ...]]
    seed: Any
    finished: bool                   # the whole match has been played
    # per player, as the resumed table shows them (a settled hand's payments, kongs paid at once);
    # None in a save written before this field existed: `scores` then
    table_scores: Optional[tuple[int, ...]] = None
    recovered: bool = False          # rebuilt from the journal of a match that was cut off

    @property
    def resume_scores(self) -> tuple[int, ...]:
        """The scores the match resumes with (what its table shows once loaded)."""
        return self.table_scores if self.table_scores is not None else self.scores

    @property
    def hand_number(self) -> int:
        """The hand in progress counted from 1, as players count."""
        return self.hand_no + 1


@dataclass
class SaveScan:
    saves: list[SaveInfo] = field(default_factory=list)     # newest first
    refused: list[SaveError] = field(default_factory=list)  # moved aside during this scan
    recovered: list[Path] = field(default_factory=list)     # saves rebuilt from a journal now
    in_use: list[Path] = field(default_factory=list)        # matches another window is playing


# --- where saves live ---------------------------------------------------------------------------

def saves_dir(create: bool = True) -> Path:
    """The user's data folder for saves (platformdirs: ~/.local/share/mahjong-table/saves on
    Linux, %LOCALAPPDATA%\\mahjong-table\\saves on Windows, ~/Library/Application Support/...)."""
    folder = Path(user_data_dir(APP_NAME, appauthor=False)) / "saves"
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def new_save_path(session: MatchSession, folder: Optional[PathLike] = None,
                  now: Optional[float] = None) -> Path:
    """A fresh file name for a new match (the client keeps it and saves there all match long)."""
    folder = Path(folder) if folder is not None else saves_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if now is None else now))
    seed = re.sub(r"[^A-Za-z0-9_-]+", "_", str(session.seed))[:24] or "seed"
    base = f"{session.variant.name}-{stamp}-{seed}"
    path = folder / f"{base}{SAVE_SUFFIX}"
    counter = 2
    while path.exists():
        path = folder / f"{base}-{counter}{SAVE_SUFFIX}"
        counter += 1
    return path


# --- atomic writes ------------------------------------------------------------------------------

# --- writing ------------------------------------------------------------------------------------

def _checksum(payload: dict) -> str:
    import hashlib   # the settings import this module at launch; only a save needs a checksum
    body = {k: v for k, v in payload.items() if k != "checksum"}
    text = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def table_scores(session: MatchSession) -> tuple[int, ...]:
    """Per player, the scores the table shows for the match as it stands, which is what a resumed
    table shows: after a settled hand its Settled scores (booked or not), during a hand the booked
    scores plus the payments made at once (an event's `paid_at_once()`, 四川 刮风下雨; every
    other payment waits for the hand's Settled event)."""
    from rules.events import Settled  # with the session: the start screen needs no events
    scores = list(session.scores)
    for event in getattr(session, "_hand_events", ()):    # this hand's events, unmasked
        paid = event.paid_at_once()
        if isinstance(event, Settled):
            scores = [event.scores[session.seat_of(player)] for player in range(len(scores))]
        elif paid is not None:
            scores = [s + paid[session.seat_of(player)] for player, s in enumerate(scores)]
    return tuple(scores)


def save_payload(session: MatchSession, now: Optional[float] = None, recovered: bool = False) -> dict:
    """The save file's content for `session` as it stands (a plain JSON object); `recovered`
    marks a save rebuilt from a journal (the start screen says so)."""
    match = session.match
    saved = datetime.fromtimestamp(time.time() if now is None else now).astimezone()
    payload = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": saved.isoformat(timespec="seconds"),
        "variant": session.variant.name,
        "seed": session.seed,
        "options": session.options,
        "human": session.human,
        "bots": list(session.bot_kinds),
        "names": list(session.names) if session.names is not None else None,
        "hand_no": match.hand_no,
        "hands_finished": len(match.history),
        "round_wind": match.round_wind,
        "scores": list(match.scores),
        "table_scores": list(table_scores(session)),
        "finished": session.finished or session.match_over,
        "bot_rng": session.bot_states(),
        "log": session.closed_log(),
    }
    if recovered:
        payload["recovered"] = True
    if session.practice:      # a take-back or the bots' hands shown: practice, not counted (issue 29)
        payload["practice"] = True
    payload = dict(json.loads(json.dumps(payload, ensure_ascii=False)))   # tuples as lists, as read back
    payload["checksum"] = _checksum(payload)
    return payload


def save_match(session: MatchSession, path: PathLike, now: Optional[float] = None,
               recovered: bool = False) -> Path:
    """Save the match in progress to `path` atomically (after every hand, and on quit)."""
    path = Path(path)
    atomic_write_text(path, json.dumps(save_payload(session, now, recovered), ensure_ascii=False,
                                       separators=(",", ":")))
    return path


def delete_save(path: PathLike) -> None:
    """Remove the save of a match that has been played to the end, and its journal (missing
    already is fine)."""
    from game.journal import journal_path

    for target in (Path(path), journal_path(path)):
        try:
            target.unlink()
        except FileNotFoundError:
            pass


# --- journals of matches that were cut off -----------------------------------------------------

def recover_journal(journal: PathLike) -> Optional[Path]:
    """Turn the journal of a match that was cut off (a crash, a kill, a save that failed) into its
    save, at exactly its last action, and remove the journal. Returns the save written (None: the
    save already held all of it, the match was over, or another window is still writing the
    journal, which is then left alone). Raises SaveError (the journal set aside, the save kept as
    it was) when it does not replay or is not the save's own: another match's (variant, seed,
    options or header differ) or one whose first entries are not the save's."""
    from game.journal import JournalError, in_use, read_journal_file, rebuild, save_path_of
    from game.session import ReplayError

    journal = Path(journal)
    if in_use(journal):
        return None
    save = save_path_of(journal)
    try:
        content = read_journal_file(journal)
        foreign = _foreign(_saved_log(save), content.entries)
        if foreign is not None:
            raise _refuse_journal(journal, f"it is not this save's journal ({foreign[0]})",
                                  f"它属于另一局（{foreign[1]}）")
        session = rebuild(content)
        session.practice = _saved_practice(save)     # a practice match recovers as practice
    except (JournalError, ReplayError) as exc:
        raise _refuse_journal(journal, f"it cannot be read back ({exc})", "读不回来") from None
    except RecursionError:
        raise _refuse_journal(journal, "it is not a journal of this game", "不是本游戏的对局记录") from None
    except OSError as exc:
        raise SaveError(journal, f"it cannot be read ({exc.strerror or exc})", journal=True,
                        reason_zh=f"读不出来（{exc.strerror or exc}）") from None
    written: Optional[Path] = None
    if session.finished or session.match_over:
        delete_save(save)
        return None
    if _saved_entries(save) < len(session.log):
        written = save_match(session, save, recovered=True)
    journal.unlink(missing_ok=True)
    return written


def _refuse_journal(journal: Path, reason: str, reason_zh: str) -> SaveError:
    return SaveError(journal, reason, quarantine(journal), journal=True, reason_zh=reason_zh)


def _saved_log(save: Path) -> Optional[list]:
    """The log entries (closing line aside) of the save at `save`; None if none is readable."""
    try:
        log = _read_payload(save)["log"]
    except (SaveError, _Refused, RecursionError):
        return None
    return list(log[:-1])


def _foreign(saved: Optional[list], entries: list[dict]) -> Optional[tuple[str, str]]:
    """Why a journal's `entries` are not those of the save's log `saved`, (English, Chinese);
    None: they are, or there is no readable save to compare with. The header's variant, seed,
    rule options or players differ, or one log is not the start of the other."""
    if not saved:
        return None
    mine, theirs = saved[0], entries[0]
    if mine.get("variant") != theirs.get("variant"):
        return (f"it plays {theirs.get('variant')!r}, the save {mine.get('variant')!r}",
                f"它是{_title_zh(theirs.get('variant'))}的一局，存档是{_title_zh(mine.get('variant'))}")
    if mine.get("seed") != theirs.get("seed"):
        return (f"its seed is {theirs.get('seed')!r}, the save's {mine.get('seed')!r}",
                f"种子 {theirs.get('seed')} 与存档的 {mine.get('seed')} 不同")
    options, others = mine.get("options") or {}, theirs.get("options") or {}
    changed = sorted(str(key) for key in set(options) | set(others) if options.get(key) != others.get(key))
    if changed:
        return (f"its rule options differ from the save's ({', '.join(changed[:3])})",
                f"规则选项与存档不同（{', '.join(changed[:3])}）")
    if mine != theirs:
        return "its match header differs from the save's", "对局开头与存档不同"
    for index in range(1, min(len(saved), len(entries))):
        if saved[index] != entries[index]:
            return (f"its action {index} differs from the save's", f"第 {index} 步与存档不同")
    return None


def _title_zh(name: object) -> str:
    """The Chinese title of the variant called `name` (the name itself if it is none)."""
    try:
        return get_variant(str(name)).title_zh
    except ValueError:
        return str(name)


def _saved_practice(save: Path) -> bool:
    """The save at `save` marks its match practice (issue 29); False if none is readable."""
    try:
        return _read_payload(save).get("practice") is True
    except (SaveError, _Refused, RecursionError):
        return False


def _saved_entries(save: Path) -> int:
    """How many log entries (closing line aside) the save at `save` holds; 0 if none is readable."""
    return len(_saved_log(save) or ())


# --- reading ------------------------------------------------------------------------------------

_FIELDS: dict[str, Any] = {
    "saved_at": str, "variant": str, "options": dict, "bots": list, "hand_no": int,
    "hands_finished": int, "round_wind": str, "scores": list, "finished": bool, "bot_rng": dict,
    "log": list, "checksum": str,
}


def _read_payload(path: Path) -> dict:
    """The file's JSON object if it is a well-formed save of this game (no replay yet)."""
    try:
        raw = read_regular(path, MAX_SAVE_BYTES)   # a folder, a FIFO, a device: refused unopened
    except RefusedFile as exc:
        if exc.too_large:
            raise _Refused(f"it is {exc.size} bytes, far larger than any save") from None
        raise SaveError(path, exc.reason) from None
    except OSError as exc:
        raise SaveError(path, f"it cannot be read ({exc.strerror or exc})") from None
    if not raw.strip():
        raise _Refused("the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _Refused("it is not a save of this game (not text)") from None
    if not text.lstrip().startswith("{"):   # every save is one JSON object
        raise _Refused("it is not a save of this game")
    try:
        payload = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _Refused(f"the file is damaged or cut short (not valid JSON at line {exc.lineno}, "
                       f"column {exc.colno})") from None
    if not isinstance(payload, dict) or payload.get("format") != SAVE_FORMAT:
        raise _Refused("it is not a save of this game")
    if payload.get("version") != SAVE_VERSION:
        raise _Refused(f"it is in save format {payload.get('version')!r}; this version of the game "
                       f"reads format {SAVE_VERSION}")
    for key, kind in _FIELDS.items():
        value = payload.get(key)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise _Refused(f"the field {key!r} is missing or of the wrong kind")
    if payload["checksum"] != _checksum(payload):
        raise _Refused("its content does not match its checksum (edited or damaged)")
    if not payload["log"] or not isinstance(payload["log"][0], dict):
        raise _Refused("it holds no action log")
    header = payload["log"][0]
    for key in ("variant", "seed", "options", "human", "bots"):
        if header.get(key) != payload.get(key):
            raise _Refused(f"its {key!r} differs from the one in its action log")
    players = _players(payload["variant"])
    count = _NUMBER_WORDS.get(players, str(players))
    scores = payload["scores"]
    if len(scores) != players or not all(isinstance(s, int) and not isinstance(s, bool) for s in scores):
        raise _Refused(f"the field 'scores' must hold {count} whole numbers")
    shown = payload.get("table_scores", scores)
    if not isinstance(shown, list) or len(shown) != players or \
            not all(isinstance(s, int) and not isinstance(s, bool) for s in shown):
        raise _Refused(f"the field 'table_scores' must hold {count} whole numbers")
    names = payload.get("names")
    if names is not None and (not isinstance(names, list) or len(names) != players
                              or not all(isinstance(n, str) for n in names)):
        raise _Refused(f"the field 'names' must hold {count} names")
    try:
        datetime.fromisoformat(payload["saved_at"])
    except ValueError:
        raise _Refused("the field 'saved_at' is not a date and time") from None
    return payload


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}


def _players(variant: str) -> int:
    """The number of players of the save's variant (a variant this build lacks is refused)."""
    try:
        return get_variant(variant).seats
    except ValueError:
        raise _Refused(f"it plays {variant!r}, which this build does not know") from None


def _info(path: Path, payload: dict) -> SaveInfo:
    saved_at = datetime.fromisoformat(payload["saved_at"])
    if saved_at.tzinfo is None:
        saved_at = saved_at.astimezone()
    names = payload.get("names")
    return SaveInfo(path=path, variant=payload["variant"], saved_at=saved_at,
                    hand_no=payload["hand_no"], hands_finished=payload["hands_finished"],
                    round_wind=payload["round_wind"], scores=tuple(payload["scores"]),
                    names=tuple(names) if names is not None else None, seed=payload.get("seed"),
                    finished=payload["finished"],
                    table_scores=tuple(payload["table_scores"]) if "table_scores" in payload else None,
                    recovered=payload.get("recovered") is True)


def _restore_bots(session: MatchSession, states: dict) -> None:
    try:
        session.restore_bot_states(states)
    except ValueError as exc:
        raise _Refused(str(exc)) from None


def _rebuild(payload: dict) -> MatchSession:
    from game.session import MatchSession, ReplayError

    try:
        session = MatchSession.from_log(payload["log"], names=payload.get("names"),
                                        events_may_differ=True)
    except ReplayError as exc:
        raise _Refused(f"its action log does not replay ({exc})") from None
    except Exception as exc:  # noqa: BLE001 - a foreign log may trip any check; refuse, never crash
        raise _Refused(f"its action log does not replay ({type(exc).__name__}: {exc})") from None
    if payload["variant"] != session.variant.name:
        raise _Refused(f"it says {payload['variant']!r}, its log plays {session.variant.name!r}")
    if (payload["hand_no"] != session.match.hand_no or payload["scores"] != list(session.scores)
            or payload["hands_finished"] != len(session.match.history)):
        raise _Refused("its hand number or scores differ from what its action log gives")
    _restore_bots(session, payload["bot_rng"])
    session.practice = payload.get("practice") is True     # a practice match resumes as practice
    return session


def quarantine(path: PathLike, now: Optional[float] = None) -> Optional[Path]:
    """Rename a refused file to `<name>.bad-<time>` beside it (never over another file);
    None if it could not be moved (it is then left where it is)."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if now is None else now))
    target = path.with_name(f"{path.name}.bad-{stamp}")
    counter = 2
    while target.exists():
        target = path.with_name(f"{path.name}.bad-{stamp}-{counter}")
        counter += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def _refuse(path: Path, reason: str) -> SaveError:
    return SaveError(path, reason, quarantine(path))


def load_match(path: PathLike) -> MatchSession:
    """Resume a saved match: the session rebuilt by replaying its log, bots restored.

    Raises SaveError (with a message for the player) when the file is not a good save; such a
    file has been moved aside to `<name>.bad-<time>` (see `SaveError.moved_to`). A file that
    cannot be read at all (permissions) is left where it is.
    """
    from game.journal import in_use, journal_path

    path = Path(path)
    journal = journal_path(path)
    if journal.exists():
        if in_use(journal):
            raise SaveError(path, "the match is being played in another window of the game")
        recover_journal(journal)
    try:
        return _rebuild(_read_payload(path))
    except _Refused as exc:
        raise _refuse(path, str(exc)) from None
    except RecursionError:   # a JSON nest thousands deep: not ours
        raise _refuse(path, "it is not a save of this game") from None


def read_save_info(path: PathLike) -> SaveInfo:
    """The listing of one save without replaying it; a bad file is moved aside (SaveError)."""
    path = Path(path)
    try:
        return _info(path, _read_payload(path))
    except _Refused as exc:
        raise _refuse(path, str(exc)) from None
    except RecursionError:
        raise _refuse(path, "it is not a save of this game") from None


def scan_saves(folder: Optional[PathLike] = None) -> SaveScan:
    """Every save in `folder` (default: saves_dir()) for the start screen, newest first. Files that
    are not good saves are moved aside and reported in `refused`. Only the file's own checks run
    here (fast); the full replay happens in load_match."""
    from game.journal import JOURNAL_SUFFIX, in_use, save_path_of

    folder = Path(folder) if folder is not None else saves_dir()
    scan = SaveScan()
    if not folder.is_dir():
        return scan
    for journal in sorted(folder.glob(f"*{JOURNAL_SUFFIX}")):
        if journal.name.startswith(".") or not journal.is_file():
            continue
        if in_use(journal):
            scan.in_use.append(save_path_of(journal))
            continue
        try:
            written = recover_journal(journal)
        except SaveError as exc:
            scan.refused.append(exc)
            continue
        if written is not None:
            scan.recovered.append(written)
    for path in sorted(folder.glob(f"*{SAVE_SUFFIX}")):
        if path.name.startswith(".") or not path.is_file() or path in scan.in_use:
            continue
        try:
            scan.saves.append(read_save_info(path))
        except SaveError as exc:
            scan.refused.append(exc)
    scan.saves.sort(key=lambda info: info.saved_at, reverse=True)
    return scan


def list_saves(folder: Optional[PathLike] = None) -> list[SaveInfo]:
    """The good saves in `folder`, newest first (bad ones are moved aside; see scan_saves)."""
    return scan_saves(folder).saves

