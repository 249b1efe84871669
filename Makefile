# Two commands matter: `make run` and `make test`. Both create .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: run test lint bench exe exe-test clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test,build]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m game

test: $(STAMP)
	$(PY) -m ruff check game tests tools bench
	$(HEADLESS) $(PY) -m pytest

lint: $(STAMP)
	$(PY) -m ruff check game tests tools bench

bench: $(STAMP)
	$(HEADLESS) $(PY) -m bench

clean:
	rm -rf $(VENV) build dist
