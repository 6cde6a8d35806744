"""Debian's Chromium as the tests, the bench, Lighthouse, ``make pdf`` and the screenshots
start it: headless, and with nothing of the browser's own running beside the page."""

from __future__ import annotations

__all__ = ["CHROMIUM", "CHROMIUM_ARGS", "NO_OMNIBOX_POPUP"]

CHROMIUM = "/usr/bin/chromium"
# Chromium 156 loads the address bar's WebUI popup into a renderer of its own for every new
# window, headless too: ~650 ms of CPU on a 2-core machine, just while the page under test
# loads in the fresh context each test and each bench run opens. No reader's page pays it
# (a phone's browser has no such popup; a desktop window loads it once, when it opens).
NO_OMNIBOX_POPUP = "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup"  # both, or it still loads
# Without the background-networking flags Chromium dials Google's hosts at start.
CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    NO_OMNIBOX_POPUP,
]
