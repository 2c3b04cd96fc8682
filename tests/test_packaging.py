"""The installable package (pyproject.toml): one list of what playing needs, `make run` installing
only that list, and a wheel that carries the game, its assets and both commands, working from
another folder as `pipx install .` or `uv tool install .` leaves it (docs/release.md "Installing")."""
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([A-Za-z0-9.+!-]+)(\s*;.*)?$")
# What the wheel is built from (pyproject.toml's packages, module, data and readme).
SOURCES = ("pyproject.toml", "requirements.txt", "README.md", "main.py", "game", "rules", "assets")


def _pyproject() -> dict:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def _requirement_lines(name: str) -> list[str]:
    """The requirement lines of a requirements file, comments and blank lines left out."""
    lines = (line.split(" #")[0].strip() for line in (REPO / name).read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def _pins(name: str) -> dict[str, str]:
    """{distribution (normalised): version} of every `name==version` line of a requirements file."""
    found = {}
    for line in _requirement_lines(name):
        hit = PIN.match(line)
        if hit:
            found[re.sub(r"[-_.]+", "-", hit.group(1)).lower()] = hit.group(2)
    return found


def test_the_package_depends_on_exactly_the_lines_make_run_installs():
    project = _pyproject()
    assert "dependencies" not in project["project"]             # no second list to drift apart
    assert "dependencies" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["dependencies"] == {"file": ["requirements.txt"]}
    lines = _requirement_lines("requirements.txt")
    # setuptools reads the file as bare requirements: no pip options (-r, --hash ...), each one pinned
    assert lines and [line for line in lines if not PIN.match(line)] == []
    assert set(_pins("requirements.txt")) == {"pygame-ce", "pygame-gui", "python-i18n", "platformdirs"}


def test_the_dev_requirements_add_to_the_play_ones_and_pin_the_build_backend():
    assert "-r requirements.txt" in _requirement_lines("requirements-dev.txt")
    dev = _pins("requirements-dev.txt")
    assert {"pytest", "ruff", "mypy", "pyinstaller"} <= set(dev)
    backend = _pyproject()["build-system"]["requires"]
    assert backend == [f"setuptools=={dev['setuptools']}"]


def test_make_run_installs_only_what_playing_needs(tmp_path):
    if shutil.which("make") is None:
        pytest.skip("no make on this machine")
    for name in ("Makefile", "requirements.txt", "requirements-dev.txt"):
        shutil.copy(REPO / name, tmp_path / name)

    def planned(target: str) -> str:
        env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
        done = subprocess.run(["make", "-n", "--no-print-directory", target], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return done.stdout

    run = planned("run")
    assert "install -r requirements.txt" in run and "main.py" in run
    assert "requirements-dev.txt" not in run and "-m pytest" not in run
    assert "install -r requirements-dev.txt" in planned("test")


def test_the_help_of_every_command_prints_under_the_installed_name():
    # `mahjong-table --help` is the first thing tried after an install; a stray % in a help line
    # (argparse formats them) crashed it with a traceback.
    import argparse

    import main
    parser = main.build_parser("mahjong-table")
    assert parser.format_help().startswith("usage: mahjong-table ")
    (commands,) = [action for action in parser._actions if isinstance(action, argparse._SubParsersAction)]
    for name, sub in commands.choices.items():
        assert sub.format_help().startswith(f"usage: mahjong-table {name}"), name


def _installed_env(site: Path, home: Path) -> dict[str, str]:
    """The unpacked wheel alone on the path (no clone), SDL's dummy drivers, the player's folders in `home`."""
    keep = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "MAHJONG"))}
    keep.update(PYTHONPATH=str(site), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"), HOME=str(home))
    return keep


# What the launcher pip writes for an entry point runs, under the command's name; then where the
# game and its assets were found.
LAUNCHER = """
import sys
sys.argv[0] = sys.argv.pop(1)
from main import entry
code = entry()
import main
from game.client.display.resources import resource_path
from game.teaching.lesson_file import lessons_root
print(json.dumps({"main": main.__file__, "theme": str(resource_path("assets", "theme.json")),
                  "lessons": str(lessons_root())}), file=sys.stderr)
sys.exit(code)
""".replace("import sys", "import json, sys", 1)


def test_the_wheel_installs_the_game_its_assets_and_both_commands(tmp_path):
    # Built offline from a copy of the sources, as `pip install .` builds it (the pinned setuptools).
    assert metadata.version("setuptools") == _pins("requirements-dev.txt")["setuptools"], \
        "the venv's setuptools is not the pinned one: run make test to install requirements-dev.txt"
    src, out, site, home = (tmp_path / name for name in ("src", "dist", "site", "home"))
    src.mkdir()
    for name in SOURCES:
        copy = shutil.copytree if (REPO / name).is_dir() else shutil.copy
        copy(REPO / name, src / name, **({"ignore": shutil.ignore_patterns("__pycache__")}
                                         if (REPO / name).is_dir() else {}))
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                            "--no-index", "-w", str(out), str(src)], capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr[-3000:]
    (wheel,) = out.glob("mahjong_table-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        info = next(name.split("/")[0] for name in names if name.endswith(".dist-info/METADATA"))
        requires = [line.split(": ", 1)[1] for line in archive.read(f"{info}/METADATA").decode().splitlines()
                    if line.startswith("Requires-Dist: ")]
        entry_points = archive.read(f"{info}/entry_points.txt").decode()
        archive.extractall(site)

    assert requires == _requirement_lines("requirements.txt")
    assert "[gui_scripts]\nmahjong-table = main:entry" in entry_points
    assert "[console_scripts]\nmahjong-table-cli = main:entry" in entry_points
    assets = {path.relative_to(REPO).as_posix() for path in (REPO / "assets").rglob("*") if path.is_file()}
    assert assets and assets <= names                              # every font, lesson and the theme
    assert {"main.py", "game/client/app.py", "rules/variants/registry.py"} <= names
    assert {name.split("/")[0] for name in names} == {"main.py", "game", "rules", "assets", info}

    # The window from another folder: the start screen's first frame, then the launch probe closes it.
    home.mkdir()
    env = _installed_env(site, home)
    probe = home / "first-frame"
    shown = subprocess.run([sys.executable, "-c", LAUNCHER, "mahjong-table"], cwd=home,
                           env=dict(env, MAHJONG_LAUNCH_PROBE=str(probe)), capture_output=True, text=True,
                           timeout=120)
    assert shown.returncode == 0, shown.stderr[-3000:]
    assert probe.read_text(encoding="utf-8").split()        # the first frame was flipped
    found = json.loads(shown.stderr.strip().splitlines()[-1])
    assert all(Path(found[key]).is_relative_to(site) for key in ("main", "theme", "lessons")), found

    # The tools under the command's own name.
    helped = subprocess.run([sys.executable, "-c", LAUNCHER, "mahjong-table-cli", "--help"], cwd=home,
                            env=env, capture_output=True, text=True, timeout=120)
    assert helped.returncode == 0 and helped.stdout.startswith("usage: mahjong-table-cli"), helped.stderr
    hand = {"variant": "guobiao", "hand": {"melds": [], "concealed": "19m19p19s1234567z", "win_tile": "1m",
                                           "flags": {}}}
    scored = subprocess.run([sys.executable, "-c", LAUNCHER, "mahjong-table", "score", "-"], cwd=home,
                            env=env, input=json.dumps(hand) + "\n", capture_output=True, text=True, timeout=120)
    assert scored.returncode == 0, scored.stderr[-3000:]
    assert json.loads(scored.stdout)["total"] >= 88
