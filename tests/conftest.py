"""Shared fixtures: the built site served on loopback, and Debian's Chromium via Playwright.

The tiers: a test that starts Chromium asks for it through the ``chromium`` fixture (``browser``,
``page`` and ``phone_page`` build on it) and is marked ``browser`` here, whatever its file;
``make check`` runs every test without that mark, ``make test`` all of them.

Contexts bypass the site's Content-Security-Policy: Playwright runs wait_for_function's
predicates through eval, which the policy forbids. tests/test_csp_browser.py enforces the
policy in contexts of its own."""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

import pytest

from tests.site import built_site
from tools.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: F401 (test modules import them from here)
from tools.serve import serving


def pytest_collection_modifyitems(items):
    for item in items:
        if "chromium" in getattr(item, "fixturenames", ()):
            item.add_marker("browser")


@pytest.fixture(scope="session")
def chromium() -> str:
    """Debian's Chromium, for a test that drives it (the ``browser`` tier)."""
    return CHROMIUM


@pytest.fixture(scope="session")
def site_url():
    with serving(built_site()) as url:
        yield url


@pytest.fixture(scope="session")
def browser(chromium):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def is_local(url: str) -> bool:
    """Loopback (the test servers bind 127.x.y.z, see tools.serve.serving), data: or blob:."""
    if url.startswith(("data:", "blob:")):
        return True
    host = urlsplit(url).hostname or ""
    try:
        return host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class OffHost:
    """Blocks and records every request that leaves the machine."""

    def __init__(self) -> None:
        self.attempts: list[str] = []

    def route(self, route) -> None:
        if is_local(route.request.url):
            route.continue_()
        else:
            self.attempts.append(route.request.url)
            route.abort()


@pytest.fixture(scope="session")
def off_host():
    return OffHost()


@pytest.fixture(scope="session")
def desktop(browser, off_host):
    """One desktop context for the session: pages share its HTTP cache (a warm engine boot)."""
    # Service workers off: the offline tests turn them on in contexts of their own.
    context = browser.new_context(bypass_csp=True, viewport={"width": 1280, "height": 900}, service_workers="block")
    context.route("**/*", off_host.route)
    yield context
    context.close()


@pytest.fixture
def page(desktop, off_host):
    page = desktop.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    # The session's context is shared: what a test's forms kept in this browser
    # (assets/js/form-store.js) must not meet the next test.
    if page.url.startswith("http"):
        page.evaluate("() => { try { localStorage.clear(); } catch {} }")
    page.close()
    assert errors == [], errors
    assert off_host.attempts == [], off_host.attempts


@pytest.fixture
def phone_page(browser, off_host):
    """A fresh phone-sized touch context."""
    context = browser.new_context(bypass_csp=True, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, service_workers="block")
    context.route("**/*", off_host.route)
    page = context.new_page()
    yield page
    context.close()
    assert off_host.attempts == [], off_host.attempts
