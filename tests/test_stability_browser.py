"""Nothing moves under the reader, in Chromium: a page is drawn at its final height before any
script runs (the starting results, the Copy-link row, the seed tables the theme wraps)."""

from __future__ import annotations

import pytest

CONTENT = ".pugna-content > *"
HEIGHTS = f"() => [...document.querySelectorAll('{CONTENT}')].map(e => [e.tagName + (e.id ? '#' + e.id : ''), e.getBoundingClientRect().height])"
# Runs when the parser is done, before any module script (pugna.js and the rest) and before
# the theme mounts its components (at DOMContentLoaded): the page as first drawn.
BEFORE_SCRIPTS = (
    "document.addEventListener('readystatechange', () => {"
    f" if (document.readyState === 'interactive') window.__before = ({HEIGHTS})(); }});"
)
SLACK_PX = 2  # a table the theme wraps sits on a line box of its own: rounding


@pytest.fixture(params=[{"width": 1280, "height": 900}, {"width": 390, "height": 844}], ids=["desktop", "phone"])
def screen(request, browser, off_host):
    context = browser.new_context(bypass_csp=True, viewport=request.param, service_workers="block")
    context.route("**/*", off_host.route)
    yield context
    context.close()
    assert off_host.attempts == [], off_host.attempts


def settled(page) -> None:
    """The engine up and every form showing its answer."""
    page.wait_for_function("window.pugnaEngine && window.pugnaEngine.state.stage === 'ready'", timeout=120_000)
    page.wait_for_function("[...document.querySelectorAll('form[data-calc]')].every(f => f.dataset.state === 'ok')", timeout=60_000)
    page.wait_for_timeout(300)  # the frame after


@pytest.mark.parametrize("path", ["002/index.html", "004/index.html", "calculators/003.html"])
def test_no_block_of_a_page_changes_height_when_its_scripts_take_over(screen, site_url, path):
    page = screen.new_page()
    page.add_init_script(BEFORE_SCRIPTS)
    page.goto(site_url + path)
    settled(page)
    before = page.evaluate("window.__before")
    after = page.evaluate(HEIGHTS)
    assert len(before) == len(after) > 10
    moved = [(name, round(b), round(a)) for (name, b), (_, a) in zip(before, after) if abs(a - b) > SLACK_PX]
    assert moved == []  # each form's note for copies without scripts went (~90 px); seed tables grew 31 px
