"""The built site under test: built once per session (make test builds it first)."""

from __future__ import annotations

import fcntl
import json
import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"


def _stale() -> bool:
    index = SITE / "index.html"
    if not index.is_file():
        return True
    built = index.stat().st_mtime
    sources = [ROOT / "mkdocs.yml", *(p for d in ("docs", "macros", "calc", "tools", "overrides") for p in (ROOT / d).rglob("*") if p.is_file())]
    return any(p.stat().st_mtime > built for p in sources)


def built_site() -> Path:
    """site/, rebuilt first if any source is newer (as make does)."""
    if _stale():
        # One build at a time: each pytest-xdist worker collects on its own, and two builds
        # writing one site/ break each other.
        lock = ROOT / ".cache" / "site-build.lock"
        lock.parent.mkdir(exist_ok=True)
        with lock.open("w") as held:
            fcntl.flock(held, fcntl.LOCK_EX)
            if _stale():
                env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
                subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet"], cwd=ROOT, check=True, env=env)
                (SITE / "index.html").touch()  # as make does: newer than every source it was built from
    return SITE


def engine_manifest() -> dict:
    """The engine manifest the built pages name (``<meta name="pugna-engine">``)."""
    site = built_site()
    engine_id = re.search(r'<meta name="pugna-engine" content="([0-9a-f]+)">', (site / "index.html").read_text()).group(1)
    return json.loads((site / "assets" / "engine" / f"{engine_id}.json").read_text())


def site_pages() -> list[str]:
    """Every HTML page of the built site, as a path relative to its root (not Pagefind's files)."""
    site = built_site()
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html") if "pagefind" not in p.parts)


def tab_until(page, condition: str, presses: int = 40) -> bool:
    """Press Tab until the JavaScript ``condition`` holds for document.activeElement."""
    for _ in range(presses):
        page.keyboard.press("Tab")
        if page.evaluate(f"(e => {condition})(document.activeElement)"):
            return True
    return False


class Tables(HTMLParser):
    """Collects every <table data-table=...> wrapper's cells (header row first)."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self._current: str | None = None
        self._depth = 0
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "div" and "data-table" in attrs:
            self._current = attrs["data-table"]
            self.tables[self._current] = []
        elif self._current and tag == "tr":
            self.tables[self._current].append([])
        elif self._current and tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag):
        if self._current and tag in ("td", "th") and self._cell is not None:
            self.tables[self._current][-1].append("".join(self._cell).strip())
            self._cell = None
        elif tag == "table":
            self._current = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


class Fetches(HTMLParser):
    """URLs a browser would fetch by itself from a page (not plain <a> links)."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for key in ("src", "srcset", "poster", "data"):
            if attrs.get(key):
                self.urls.append(attrs[key])
        # rel=canonical names the page's address; browsers don't fetch it.
        if tag == "link" and attrs.get("href") and attrs.get("rel") != "canonical":
            self.urls.append(attrs["href"])


class Links(HTMLParser):
    """Every <a href> and every id of a page (mkdocs' search/sitemap pages have neither)."""

    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("id"):
            self.ids.add(attrs["id"])
        if tag == "a" and attrs.get("href"):
            self.hrefs.append(attrs["href"])
