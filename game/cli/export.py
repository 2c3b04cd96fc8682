"""`main.py export LOG [--lang zh|en] [--seat N] [--hand N] [--out FILE] [--json]`: a finished hand
or match as the documented JSON log or as a readable account (game/export.py)."""
from __future__ import annotations

from pathlib import Path
from typing import Optional, TextIO

from game.durable import atomic_write_text
from game.export import export_text, json_lines
from game.history import LogSourceError, load_log_lines


class ExportError(ValueError):
    """A log that cannot be exported, or an output that cannot be written: one line."""


def run_export(log: str, out: TextIO, lang: str = "en", seat: Optional[int] = None, hand: Optional[int] = None,
               out_file: Optional[str] = None, as_json: bool = False) -> str:
    """Export `log` (any file the history reads: a history file, save, journal, bug report,
    replay or simulate log) to `out` or `out_file`; returns what was written there (a path or
    "stdout"). ExportError with one clear line otherwise."""
    if hand is not None and hand < 1:
        raise ExportError(f"--hand counts from 1, not {hand}")
    try:
        lines = load_log_lines(Path(log))
        text = export_text(lines, lang, seat, hand)   # replays the log: a bad one is refused here
    except LogSourceError as exc:
        raise ExportError(str(exc)) from None
    except ValueError as exc:                        # ReplayError, a player or hand the log lacks
        raise ExportError(f"{Path(log).name}: {exc}") from None
    if as_json:
        text = "\n".join(json_lines(lines, hand)) + "\n"
    if out_file is None:
        out.write(text)
        return "stdout"
    try:
        atomic_write_text(Path(out_file), text)
    except OSError as exc:
        raise ExportError(f"cannot write {out_file}: {exc.strerror or exc}") from None
    return out_file
