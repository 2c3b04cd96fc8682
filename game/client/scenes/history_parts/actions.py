"""What every way into the review, the replay viewer and the export shares (issue 28): a match's
log as it is opened (`MatchLog`), taken from a table (the settlement sheet, the standings, the
Esc menu) or from a file of the match history, and the three things done with it.

    open_review(app, log)   app.push("review", lines, player, hand=, match_id=, own=)
    open_replay(app, log)   app.push("replay_viewer", lines, viewer=player, hand=)
    export_log(app, log)    the JSON log and the readable text (game/export.py) in the exports
                            folder beside the saves, in the language shown; a notice names both

No scene is imported here: the screens are opened by name.
"""
from __future__ import annotations

import json
import re
import weakref
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from game.client.display import lang

if TYPE_CHECKING:
    from game.client.match.table_settings import Settings

    from ..base import AppForScenes

# The match id of each session a settlement was opened for (the standings come after the table,
# which knew its save file, has gone): weak, so a finished match is not kept alive by it.
_MATCH_IDS: "weakref.WeakKeyDictionary[Any, str]" = weakref.WeakKeyDictionary()


@dataclass(frozen=True)
class MatchLog:
    """A match's log as the review, the replay viewer and the export open it: its JSON lines,
    whose view (`player`: the log's human when None), which hand (None: the whole match), the
    match's id in the player's statistics and whether it is the player's own match (its marked
    mistakes are counted), and the name its exported files begin with. `hand` is the log's own
    (0-based) "hand" number, as the review and the replay viewer take it; the export counts
    hands from 1 (export_log converts)."""

    lines: tuple[str, ...]
    player: Optional[int]
    stem: str
    hand: Optional[int] = None
    match_id: Optional[str] = None
    own: bool = False


def data_folder(app: AppForScenes) -> Optional[Path]:
    """The player's data folder: the one holding the saves folder (None: the platform's)."""
    storage = app.storage
    return storage.saves_folder.parent if storage is not None and storage.saves_folder is not None else None


def file_stem(*parts: str) -> str:
    """A file name's stem made of `parts` (letters, digits, '-' and '_' kept; the rest '-')."""
    text = "-".join(p for p in parts if p)
    return re.sub(r"[^A-Za-z0-9_\-]+", "-", text).strip("-") or "match"


def now_stamp() -> str:
    """The time now as a file name's part (20261206-071500)."""
    return datetime.now().strftime("%Y%m%d-%H%M%S")


def table_match_id(save_path: Optional[Path], variant: str, seed: object) -> str:
    """The match's id in the player's statistics: its save file's name, else variant and seed
    (services/match_keeper.py record_hand names a table's hands so)."""
    return save_path.name if save_path is not None else f"{variant}-{seed}"


def session_log(session: Any, settings: Settings, *, hand: Optional[int] = None,
                save_path: Optional[Path] = None) -> Optional[MatchLog]:
    """The log of a table's match as the player reviews it (None: no match of the player's own
    to review: the demo, a replay, a watched match). A practice table's match is reviewed but
    not counted (`own` False, no id)."""
    closed_log = getattr(session, "closed_log", None)
    if settings.human is None or not callable(closed_log):
        return None
    lines = tuple(json.dumps(entry, ensure_ascii=False) for entry in closed_log())
    variant = str(getattr(getattr(session, "variant", None), "name", settings.variant))
    practice = bool(getattr(settings, "practice", False))
    match_id = None
    if not practice:
        seed = getattr(session, "seed", settings.seed)
        match_id = _MATCH_IDS.get(session) if save_path is None else None
        match_id = match_id or table_match_id(save_path, variant, seed)
        try:
            _MATCH_IDS[session] = match_id
        except TypeError:        # not weakly referable (a test's stand-in): nothing to remember
            pass
    stem = file_stem(variant, now_stamp(), f"hand{hand + 1}" if hand is not None else "")
    return MatchLog(lines, settings.human, stem, hand=hand, match_id=match_id, own=not practice)


def open_review(app: AppForScenes, log: MatchLog) -> None:
    """The hand review of `log` over the screen on top (it comes back when the review closes)."""
    app.push("review", list(log.lines), log.player, hand=log.hand, match_id=log.match_id, own=log.own)


def open_replay(app: AppForScenes, log: MatchLog) -> None:
    """The replay viewer of `log` over the screen on top, seen by the log's player."""
    app.push("replay_viewer", list(log.lines), viewer=log.player, hand=log.hand)


def export_language() -> str:
    """The language of an exported text: English when the window shows English alone."""
    return "en" if lang.current() == "en" else "zh"


def export_log(app: AppForScenes, log: MatchLog) -> Optional[tuple[Path, Path]]:
    """Write `log` as the JSON log and the readable text into the exports folder; a notice names
    the two files (or says why nothing was written). The files, or None."""
    from game.export import export_files, exports_folder
    folder = exports_folder(data_folder(app))
    try:
        written = export_files(list(log.lines), folder, log.stem, export_language(), player=log.player,
                               hand=None if log.hand is None else log.hand + 1)
    except (OSError, ValueError) as exc:
        app.notify(("没能导出（写文件失败或记录有误）", f"Nothing was exported: {exc}"), 10.0)
        return None
    json_file, text_file = written
    app.notify((f"已导出：{json_file.name} 和 {text_file.name}（在 {folder}）",
                f"Exported {json_file.name} and {text_file.name} (in {folder})"), 12.0)
    return written
