# `make run`, `make test` and `make test-all` set everything up on a fresh machine.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
# `make run` installs what playing needs (requirements.txt); every other target adds the tests,
# lint, type checks and build tools (requirements-dev.txt) on top, once.
PLAY_STAMP := $(VENV)/.installed-play
STAMP := $(VENV)/.installed-dev
PIP := $(BIN)/python -m pip -q --disable-pip-version-check
EXE := dist/mahjong-table$(if $(filter Windows_NT,$(OS)),.exe,)

.PHONY: run lint typecheck test test-all bench soak sweep sweep-arena preset-golden exe exe-check clean

$(PLAY_STAMP): requirements.txt
	$(PY) -m venv $(VENV)
	$(PIP) install -r requirements.txt
	touch $(PLAY_STAMP)

$(STAMP): $(PLAY_STAMP) requirements-dev.txt
	$(PIP) install --upgrade pip
	$(PIP) install -r requirements-dev.txt
	touch $(STAMP)

run: $(PLAY_STAMP)
	$(BIN)/python main.py

# Two processes (pytest-xdist). `make test` leaves out the tests marked slow (whole matches,
# many simulated hands, long client replays); `make test-all` and CI run everything.
PYTEST := $(BIN)/python -m pytest -q -p no:cacheprovider -n 2

# mypy over the folders listed in mypy.ini (`files`); part of `make test` and `make test-all`.
lint: $(STAMP)
	$(BIN)/ruff check --quiet .

typecheck: $(STAMP)
	$(BIN)/mypy

test: lint typecheck
	$(PYTEST) -m "not slow" tests

test-all: lint typecheck
	$(PYTEST) tests

bench: $(STAMP)
	@for f in bench/bench_*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

# 10,000 hands of every registered variant with the per-step invariant and leak checks, on two
# worker processes (tools/soak.py; not part of make test). About an hour on 2 cores.
soak: $(STAMP)
	$(BIN)/python tools/soak.py --hands 10000 --jobs 2

# Every preset of every variant (Variant.all_presets: classic and the room rule sets): 1000 hands
# each as `main.py simulate --preset` plays them, invariant checks on, on two worker processes
# (tools/preset_sweep.py; not part of make test). About 25 minutes on 2 idle cores.
sweep: $(STAMP)
	$(BIN)/python tools/preset_sweep.py --hands 1000 --jobs 2

# `main.py arena --bots expert,baseline` under every preset, 400 duplicate walls each, with the
# 95% interval of the score difference. A few minutes per preset on 2 cores.
sweep-arena: $(STAMP)
	$(BIN)/python tools/preset_sweep.py --arena-only --walls 400 --jobs 2

# Rewrite the golden replays of the presets (tests/data/preset_golden, tests/rules/test_preset_golden.py);
# only for an intended change of a preset's play.
preset-golden: $(STAMP)
	$(BIN)/python tools/make_preset_golden.py

# One file, dist/mahjong-table (.exe on Windows), from build.spec; see docs/release.md.
exe: $(STAMP)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN build.spec
	@ls -l $(EXE)

# Run the built executable as a player would (another folder, no Python on PATH, headless).
exe-check: $(STAMP)
	@test -x $(EXE) || { echo "no $(EXE): run make exe first"; exit 1; }
	MAHJONG_EXE=$(CURDIR)/$(EXE) $(BIN)/python -m pytest -q -s -p no:cacheprovider tests/test_exe.py

clean:
	rm -rf build dist .pytest_cache *.egg-info
