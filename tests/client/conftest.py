"""Client tests run headless: SDL's dummy video and audio drivers, set before pygame is imported."""
import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Let `import rules` / `import game` work however pytest was started (pytest vs python -m pytest).
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)


import pytest  # noqa: E402


@pytest.fixture(scope="module")
def app():
    """One headless 1280x800 window per test module (a module may define its own instead)."""
    from game.client.app import App

    application = App((1280, 800), resizable=False)
    yield application
    application.stack.clear()
