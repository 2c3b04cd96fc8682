"""Shared test set-up: no display, no audio device, and no timing-based hypothesis failures."""
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from hypothesis import settings  # noqa: E402

settings.register_profile("project", deadline=None, max_examples=200, derandomize=True)
settings.load_profile("project")

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
