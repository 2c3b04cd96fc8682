"""Find bundled files both in the source tree and inside a PyInstaller one-file bundle.

Every asset (fonts, theme json, icons, sounds) is opened through `resource_path`, so the
PyInstaller spec only has to copy the `assets/` folder to the same relative place.
"""
from __future__ import annotations

import sys
from pathlib import Path

# game/client/display/resources.py -> the repository root is the folder that holds game/.
_SOURCE_ROOT = Path(__file__).resolve().parents[3]


def base_dir() -> Path:
    """The folder that holds `assets/`: the unpacked bundle when frozen, else the repo root."""
    bundle = getattr(sys, "_MEIPASS", None)  # set by the PyInstaller bootloader only
    if bundle:
        return Path(bundle)
    return _SOURCE_ROOT


def resource_path(*parts: str) -> Path:
    """Absolute path of a bundled file, e.g. `resource_path("assets", "fonts", "OFL.txt")`.

    The path is returned even if the file does not exist, so callers get the usual
    FileNotFoundError naming the full path when an asset is missing from a build.
    """
    if not parts:
        raise ValueError("resource_path needs at least one path part")
    for part in parts:
        if Path(part).is_absolute():
            raise ValueError(f"resource_path parts must be relative, got {part!r}")
    return base_dir().joinpath(*parts)
