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


@pytest.fixture(scope="module")
def small_window():
    """One headless 1024x640 window per test module (the smallest size we support); the
    display language is put back to both afterwards."""
    from game.client.app import App
    from game.client.display import lang

    application = App((1024, 640), resizable=False)
    yield application
    application.stack.clear()
    lang.set_language("both")


@pytest.fixture
def fresh_player(app):
    """The window as a new player finds it: no screen open, default settings, nothing stored,
    both languages shown; cleared again afterwards (a module asks for it with usefixtures)."""
    from game.client.display import lang
    from game.settings import UserSettings

    app.stack.clear()
    app.user = UserSettings()
    app.storage = None
    lang.set_language("both")
    yield
    app.stack.clear()


@pytest.fixture
def own_window(tmp_path):
    """A factory of one fresh headless window per test with its own settings and saves folder,
    at the fast pace: `own_window((1024, 640), "en")`; the stack is cleared afterwards."""
    from game.client.app import App, Storage
    from game.client.display import lang

    made = []

    def make(size, language):
        application = App(size, resizable=False,
                          storage=Storage(settings_path=tmp_path / "settings.json", saves_folder=tmp_path / "saves"))
        application.user.pace = "fast"
        lang.choose(language, application)
        made.append(application)
        return application

    yield make
    for application in made:
        application.stack.clear()
