"""Making a file operation survive a power cut: the helpers the saves, the settings, the
journal and the bug reports share (light: the settings read at launch import only this)."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Union

APP_NAME = "mahjong-table"
PathLike = Union[str, "os.PathLike[str]"]


def sync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX); Windows cannot open a folder and does not need it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_text(path: PathLike, text: str) -> None:
    """Write `text` so that `path` holds either its old content or the whole new one, never a part:
    a temporary file in the same folder, flushed to disk, then renamed over `path`."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    sync_folder(path.parent)
