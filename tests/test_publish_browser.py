"""Work on it and host it as an mkdocs site: the ``mkdocs`` console scripts work from the
repository root; a build for a host and subpath (``SITE_URL``) works from a plain static
server (``python -m http.server``) under that subpath: pages, page-to-page navigation, search, a
calculator, offline; the site is installable (a valid web app manifest with its icons)."""

from __future__ import annotations

import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from mkdocs.utils.yaml import yaml_load

from tests.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.site import ROOT

MKDOCS = Path(sys.executable).parent / "mkdocs"  # the console script of the project's venv
READY = 60_000  # ms: a ceiling for a cold start, not a target


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url: str, seconds: float = 600) -> bytes:
    """The body of ``url`` once it answers 200 (a ceiling for a build, not a target)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            with urllib.request.urlopen(url, timeout=10) as response:
                return response.read()
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)


@pytest.fixture(scope="module")
def published(tmp_path_factory):
    """The site built by the console script for http://127.0.0.1:PORT/pugna/, in a folder
    ``pugna/`` served from its parent by Python's plain static server."""
    port = free_port()
    parent = tmp_path_factory.mktemp("host")
    base = f"http://127.0.0.1:{port}/pugna/"
    env = dict(os.environ, SITE_URL=base, NO_MKDOCS_2_WARNING="1")
    subprocess.run([str(MKDOCS), "build", "--strict", "--quiet", "--site-dir", str(parent / "pugna")], cwd=ROOT, env=env, check=True, timeout=900)
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(parent)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    wait_for(base + "index.html", 60)
    yield base, parent / "pugna", server
    server.terminate()
    server.wait(timeout=30)


def test_the_build_names_its_host_and_subpath(published):
    base, site, _ = published
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    assert f"<loc>{base}002/index.html</loc>" in sitemap
    assert f'<link rel="canonical" href="{base}004/index.html">' in (site / "004" / "index.html").read_text(encoding="utf-8")
    assert "127.0.0.1:8000" not in sitemap


def test_the_manifest_is_valid_and_its_icons_exist(published):
    _, site, _ = published
    manifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"].startswith("Pugna") and manifest["short_name"] == "Pugna"
    assert (manifest["start_url"], manifest["scope"], manifest["display"]) == ("./index.html", "./", "standalone")
    assert manifest["theme_color"] == "#ff5722"
    sizes = {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
    for icon in manifest["icons"]:
        data = (site / icon["src"]).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and icon["type"] == "image/png"
        width, height = struct.unpack(">II", data[16:24])
        assert icon["sizes"] == f"{width}x{height}"
    assert '<link rel="manifest" href="../manifest.webmanifest">' in (site / "002" / "index.html").read_text(encoding="utf-8")


def wait_until_kept(page, profile: Path) -> None:
    """Wait for the footer to say the engine is kept offline; if it never does, fail with what
    the page, its service worker and the profile's disk said instead (a bare timeout tells nothing)."""
    try:
        page.wait_for_selector(".pugna-offline[data-engine=kept]", timeout=READY)
    except Exception:  # playwright's TimeoutError: report the state, not the wait
        box = page.locator(".pugna-offline")
        state = page.evaluate(
            "navigator.storage.estimate().then((storage) => JSON.stringify({offline: window.pugnaOffline,"
            " engine: window.pugnaEngine && window.pugnaEngine.state, controlled: Boolean(navigator.serviceWorker.controller),"
            " storage}))"
        )
        free = shutil.disk_usage(profile).free / 1e6
        pytest.fail(f"engine not kept offline: footer {box.inner_text() if box.count() else None!r}, {state}, {free:.0f} MB free on disk")


def test_under_a_subpath_pages_navigation_search_calculators_install_and_offline_work(published, browser, off_host, tmp_path):
    base, _, server = published
    # A profile on disk: Chromium does not offer to install from an incognito context.
    context = browser.browser_type.launch_persistent_context(
        tmp_path / "profile", executable_path=CHROMIUM, args=CHROMIUM_ARGS, service_workers="allow"
    )
    context.route("**/*", off_host.route)
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(base + "index.html")
    assert page.title().startswith("Pugna")
    # Instant navigation: the same JS realm after following a link.
    page.evaluate("window.__marker = 1")
    page.locator('.md-sidebar--primary a.md-nav__link[href$="004/index.html"]').first.click()
    page.wait_for_url(base + "004/index.html")
    assert page.evaluate("window.__marker") == 1
    assert "Боевые модификаторы" in page.inner_text("article")
    page.click(".md-search__input")
    page.fill(".md-search__input", "укрытие")
    page.wait_for_selector(".md-search-result__item", timeout=30_000)
    page.goto(base + "002/index.html?tohit.npc=10")
    page.wait_for_selector('form[data-calc="tohit"][data-state="ok"]', timeout=READY)
    assert page.inner_text('form[data-calc="tohit"] [data-result="tpc"]') == "17"
    wait_until_kept(page, tmp_path)
    cdp = context.new_cdp_session(page)
    assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    app = cdp.send("Page.getAppManifest")
    assert app["url"] == base + "manifest.webmanifest" and app["errors"] == []
    server.terminate()  # the host is gone
    server.wait(timeout=30)
    page.goto(base + "index.html")  # the installed app's start page
    assert "Pugna" in page.title()
    page.goto(base + "003/01-ataque-y-dano.html?tohit.npc=-2")
    page.goto(base + "002/index.html?tohit.npc=-2")
    page.wait_for_selector('form[data-calc="tohit"][data-state="ok"]', timeout=READY)
    assert page.inner_text('form[data-calc="tohit"] [data-result="tpc"]') == "11"
    context.close()
    assert off_host.attempts == []


def test_mkdocs_serve_from_the_repository_root_serves_the_site_and_watches_the_code():
    config = yaml_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    assert {"calc", "macros", "tools"} <= set(config["watch"])  # live reload on code, not only docs
    port = free_port()
    serve = subprocess.Popen(
        [str(MKDOCS), "serve", "--dev-addr", f"127.0.0.1:{port}"],
        cwd=ROOT, env=dict(os.environ, NO_MKDOCS_2_WARNING="1"), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    try:
        html = wait_for(f"http://127.0.0.1:{port}/002/index.html").decode()
        assert 'data-calc="tohit"' in html and '<meta name="pugna-engine"' in html
    finally:
        serve.terminate()
        _, errors = serve.communicate(timeout=60)
    assert "ModuleNotFoundError" not in errors and "Traceback" not in errors
