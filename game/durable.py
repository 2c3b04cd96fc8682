"""Making a file operation survive a power cut: the helpers the saves, the settings, the
journal and the bug reports share (light: the settings read at launch import only this)."""
from __future__ import annotations

import errno
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import IO, Callable, Optional, Union

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


# --- reading a file that may not be one ------------------------------------------------------------

class RefusedFile(OSError):
    """A file a loader will not read: not a regular file (a folder, a named pipe, a device, a
    socket), or larger than the loader's limit. An OSError, so a loader's `except OSError` shows
    it; `str(error)` and `error.strerror` are the reason, for the player."""

    def __init__(self, path: PathLike, reason: str, too_large: bool = False, size: Optional[int] = None) -> None:
        super().__init__(errno.EFBIG if too_large else errno.EINVAL, reason)
        self.path = Path(path)
        self.reason = reason
        self.too_large = too_large
        self.size = size          # the size found, when it is too large

    def __str__(self) -> str:
        return self.reason


def kind_of(mode: int) -> str:
    """What a file of st_mode `mode` is, in the words of a message ("a folder", "a named pipe")."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def check_regular(path: PathLike, limit: Optional[int] = None) -> os.stat_result:
    """The stat of `path` (links followed) if it is a regular file of at most `limit` bytes;
    RefusedFile if it is not one (nothing is opened), FileNotFoundError/OSError as os.stat."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise RefusedFile(path, f"it is {kind_of(info.st_mode)}, not a file")
    if limit is not None and info.st_size > limit:
        raise RefusedFile(path, f"it is {info.st_size:,} bytes, more than the {limit:,} such a file "
                                f"can hold; it was not read", too_large=True, size=info.st_size)
    return info


def read_regular(path: PathLike, limit: int) -> bytes:
    """The bytes of the regular file at `path`, never more than `limit`: anything else (a folder,
    a FIFO, a device such as /dev/zero behind a link, a larger file) is refused with RefusedFile
    before a byte is read, and the open never waits (O_NONBLOCK; the opened handle is checked
    again, so a file swapped meanwhile is refused too). OSError when it cannot be read."""
    check_regular(path, limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RefusedFile(path, f"it is {kind_of(info.st_mode)}, not a file")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:
        raise RefusedFile(path, f"it is more than the {limit:,} bytes such a file can hold (it grew "
                                f"while read); it was not read", too_large=True, size=size)
    return b"".join(chunks)


def keep_copy(path: PathLike, data: bytes, now: Optional[float] = None) -> Optional[Path]:
    """Write `data` (a damaged file's bytes) to `<name>.bad-<time>` beside `path`, never over
    another file; the copy's path, or None if it could not be written."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if now is None else now))
    for counter in range(1, 100):
        target = path.with_name(f"{path.name}.bad-{stamp}" + (f"-{counter}" if counter > 1 else ""))
        try:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
        except FileExistsError:
            continue
        except OSError:
            return None
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        except OSError:
            return None
        return target
    return None
