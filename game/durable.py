"""Making a file operation survive a power cut: the helpers the saves, the settings, the
journal and the bug reports share (light: the settings read at launch import only this)."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import IO, Callable, Union

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


def replace_whole(path: PathLike, write: Callable[[IO[bytes]], object], keep_open: bool = False) -> IO[bytes]:
    """Give `path` a new content whole or not at all: `write` fills a temporary file in the same
    folder (binary, read-write), which is flushed to disk and renamed over `path`, and the rename
    made durable. The file is returned, still open with `keep_open` (the journal appends to it),
    else closed before the rename (Windows renames no open file). Any failure removes the
    temporary file and raises again."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    handle = os.fdopen(fd, "r+b")
    try:
        write(handle)
        handle.flush()
        os.fsync(handle.fileno())
        if not keep_open:
            handle.close()
        os.replace(temp, path)
    except BaseException:
        handle.close()
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    sync_folder(path.parent)
    return handle


def atomic_write_text(path: PathLike, text: str) -> None:
    """Write `text` (UTF-8, lines as given) so that `path` holds either its old content or the
    whole new one, never a part (`replace_whole`)."""
    replace_whole(path, lambda handle: handle.write(text.encode("utf-8")))
