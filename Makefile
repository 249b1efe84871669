# Two commands matter: `make run` and `make test`. Both create .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# PyInstaller (the `build` extra) only for the standalone program: `make test` needs `test` alone.
BUILD_STAMP := $(VENV)/.installed-build
PIP := $(PY) -m pip install --quiet --disable-pip-version-check
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: run test lint bench exe exe-onefile exe-test clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) -e '.[test]'
	touch $(STAMP)

$(BUILD_STAMP): $(STAMP)
	$(PIP) -e '.[test,build]'
	touch $(BUILD_STAMP)

run: $(STAMP)
	$(PY) -m game

test: $(STAMP)
	$(PY) -m ruff check game tests tools bench
	$(HEADLESS) $(PY) -m pytest -n auto

lint: $(STAMP)
	$(PY) -m ruff check game tests tools bench

bench: $(STAMP)
	$(HEADLESS) $(PY) -m bench

# Standalone program (build.spec, PyInstaller): dist/Hotseat/ is the folder people receive.
exe: $(BUILD_STAMP)
	$(PY) -m PyInstaller --noconfirm --log-level WARN build.spec
	@du -sh dist/Hotseat

# Single-file variant, kept apart so it never clashes with the folder build.
exe-onefile: $(BUILD_STAMP)
	HOTSEAT_ONEFILE=1 $(PY) -m PyInstaller --noconfirm --log-level WARN \
		--distpath dist/onefile --workpath build/onefile build.spec
	@du -sh dist/onefile/Hotseat

# Build, smoke-test from another directory, then run a copy away from the source tree.
exe-test: exe
	cd / && $(HEADLESS) "$(CURDIR)/dist/Hotseat/Hotseat" --smoke
	$(PY) tools/exe_test.py dist/Hotseat

clean:
	rm -rf $(VENV) build dist
