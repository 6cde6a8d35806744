# Pugna — every target sets itself up on a fresh machine and is quick when nothing changed.
#   make serve   build and serve the site at http://127.0.0.1:8000
#   make test    every test (unit, property, CLI, site build, Pyodide in Node, browser, HTML checker)
#   make check   every test that needs no browser (tests/README.md: the tiers)
#   make site    build the site into site/ only
#   make bench   engine speed in headless Chromium, measured side by side
#   make pdf     the whole reference as dist/pugna.pdf
#   make catalogs  extract the messages of calc/ and macros/, merge them into each
#                language's catalog, compile them (then translate what arrived empty)
# SITE_URL=https://host/path/ make site   builds for a host and subpath (README, "Publish").

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PY_STAMP := $(VENV)/.installed-requirements
NODE_STAMP := node_modules/.package-lock.json
export NO_MKDOCS_2_WARNING := 1
export PYTHONDONTWRITEBYTECODE := 1

# Where the site is published; `make test` always builds for the local address it serves.
SITE_URL ?= http://127.0.0.1:8000/
export SITE_URL
SITE_URL_STAMP := .cache/site-url

SITE_SOURCES := $(SITE_URL_STAMP) mkdocs.yml pyproject.toml $(shell find docs macros calc tools overrides -type f -not -path '*/__pycache__/*' 2>/dev/null)
# Debian packages the browser, PDF and markup tests use (installed once, as root); Java runs
# the W3C Nu HTML Checker (npm vnu-jar).
SYSTEM_TOOLS := /usr/bin/chromium /usr/bin/pdftotext /usr/bin/java

# One test process per core (pytest-xdist), at most 4 (each browser test process starts its own
# Chromium); a module's tests stay in one process, so its fixtures (a PDF, a second build) are made once.
PYTEST := $(PY) -m pytest -n auto --maxprocesses 4 --dist loadscope

.PHONY: serve test check site bench pdf clean catalogs FORCE

# Rewritten only when SITE_URL changes, so the site is rebuilt for a new address and only then.
$(SITE_URL_STAMP): FORCE
	@mkdir -p $(@D)
	@[ "$$(cat $@ 2>/dev/null)" = "$(SITE_URL)" ] || printf '%s' "$(SITE_URL)" > $@

$(PY_STAMP): requirements.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@touch $@

# npm ci installs exactly package-lock.json, checking each package's integrity hash.
$(NODE_STAMP): package.json package-lock.json
	@npm ci --silent --no-audit --no-fund
	@touch $@

$(SYSTEM_TOOLS):
	@if [ "$$(id -u)" != 0 ]; then echo "missing $@: run as root, or apt-get install chromium poppler-utils default-jre-headless" >&2; exit 1; fi
	@apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils default-jre-headless fonts-dejavu-core fonts-liberation >/dev/null

site/index.html: $(PY_STAMP) $(NODE_STAMP) $(SITE_SOURCES)
	@$(PY) -m mkdocs build --strict --quiet --site-dir site
	@touch $@

site: site/index.html

serve: site/index.html
	@$(PY) -m tools.serve --port 8000 --dir site

test: SITE_URL := http://127.0.0.1:8000/
test: site/index.html $(SYSTEM_TOOLS)
	@$(PYTEST)

check: site/index.html /usr/bin/java
	@$(PYTEST) -m "not browser"

pdf: dist/pugna.pdf

dist/pugna.pdf: site/index.html $(SYSTEM_TOOLS)
	@$(PY) -m tools.pdf $@

bench: site/index.html $(SYSTEM_TOOLS)
	@$(PY) -m tools.bench

catalogs: $(PY_STAMP)
	@$(PY) -m tools.catalogs update

clean:
	rm -rf site dist build .cache .pytest_cache .hypothesis
