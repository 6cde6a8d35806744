# Pugna — every target sets itself up on a fresh machine and is quick when nothing changed.
#   make serve   build and serve the site at http://127.0.0.1:8000
#   make test    every test (unit, CLI, property, site build)
#   make site    build the site into site/ only

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-requirements
export NO_MKDOCS_2_WARNING := 1
export PYTHONDONTWRITEBYTECODE := 1

SITE_SOURCES := mkdocs.yml $(shell find docs macros calc -type f -not -path '*/__pycache__/*' 2>/dev/null)

.PHONY: serve test site clean

$(STAMP): requirements.txt pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@touch $@

site/index.html: $(STAMP) $(SITE_SOURCES)
	@$(PY) -m mkdocs build --strict --quiet --site-dir site
	@touch $@

site: site/index.html

serve: site/index.html
	@echo "Pugna at http://127.0.0.1:8000/ (Ctrl-C to stop)"
	@$(PY) -m http.server 8000 --bind 127.0.0.1 --directory site

test: site/index.html
	@$(PY) -m pytest

clean:
	rm -rf site dist build .pytest_cache .hypothesis
