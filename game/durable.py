"""Making a file operation survive a power cut: the one helper saves and the journal share."""
from __future__ import annotations

import os
from pathlib import Path


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
