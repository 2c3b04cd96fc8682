"""Giving freed memory back to the system, so a long session's resident memory stays flat.

A hand frees thousands of pictures and objects of every size (its flights, captions, cards and
the settlement's sheet); glibc's allocator keeps the freed pages, scattered between live ones, and
the window's resident memory creeps up hand after hand although nothing is kept (issue 29: RSS
rose 196 -> 252 MB over 12 hands). `release_freed_memory` asks glibc to give them back
(`malloc_trim`); the table calls it after the frame that opens a hand's settlement. Elsewhere
(Windows, macOS, musl) it does nothing.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys
from typing import Callable, Optional

_trim: Optional[Callable[[int], int]] = None
_looked = False


def _malloc_trim() -> Optional[Callable[[int], int]]:
    """glibc's malloc_trim, looked up once; None where there is none."""
    global _trim, _looked
    if not _looked:
        _looked = True
        if sys.platform.startswith("linux"):
            try:
                libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                _trim = libc.malloc_trim
            except (OSError, AttributeError):
                _trim = None
    return _trim


def can_release() -> bool:
    """This system's allocator can be asked to give freed memory back (glibc)."""
    return _malloc_trim() is not None


def release_freed_memory() -> None:
    """Give the C heap's free pages back to the system (a few ms; nothing where it cannot be asked)."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
