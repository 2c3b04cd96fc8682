"""Shared test set-up: no display, no audio device, no timing-based hypothesis failures, and no
state carried from one test to the next (the suite runs on several processes, in any order)."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

from game.client.display import lang  # noqa: E402  (pure Python: no pygame import)

pytest_plugins = ("pytester",)   # tests/test_isolation.py runs small suites of its own

settings.register_profile("project", deadline=None, max_examples=200, derandomize=True)
settings.load_profile("project")


@pytest.fixture(autouse=True)
def _language_as_it_was():
    """The client keeps one process-wide display language (and the settings' language it last
    followed): whatever a test switches to, the next test on that process starts as this one did."""
    saved = dict(lang._state)
    yield
    changed = lang._state["lang"] != saved["lang"]
    lang._state.update({key: value for key, value in saved.items() if key != "version"})
    if changed:   # scenes rebuild their text when the version moves; it never goes back
        lang._state["version"] += 1


@pytest.fixture
def simulated_options(monkeypatch):
    """The rule options of every match `main.py simulate` starts, in order (the sessions record
    them as they are made)."""
    from game.cli import simulate as simulate_cli
    configs: list[dict] = []

    class Recording(simulate_cli.MatchSession):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            configs.append(dict(self.state.config.options))

    monkeypatch.setattr(simulate_cli, "MatchSession", Recording)
    return configs
