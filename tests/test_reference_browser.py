"""The reference as readers meet it in Chromium: link previews on hover and on tap, and pages
that fit a phone (search: test_search_browser.py). Screenshots land in .cache/screenshots/."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.site import ROOT

SHOTS = ROOT / ".cache" / "screenshots"


def test_hovering_a_term_previews_its_glossary_entry_and_stays_open_to_scroll(page, site_url):
    page.goto(site_url + "002/")
    term = page.locator("a.pugna-term").first
    term.hover()
    preview = page.locator(".pugna-preview")
    preview.wait_for(state="visible", timeout=10_000)
    assert preview.locator("h2").count() == 1  # the glossary entry's heading
    # Moving onto the preview keeps it open; it scrolls.
    box = preview.bounding_box()
    page.mouse.move(box["x"] + 10, box["y"] + 10)
    page.wait_for_timeout(600)
    assert preview.is_visible()
    page.mouse.wheel(0, 200)
    assert preview.is_visible()
    page.keyboard.press("Escape")
    assert not preview.is_visible()


def test_tapping_a_term_previews_first_and_follows_on_the_second_tap(phone_page, site_url):
    page = phone_page
    page.goto(site_url + "002/")
    term = page.locator("a.pugna-term").first
    term.scroll_into_view_if_needed()
    term.tap()
    preview = page.locator(".pugna-preview")
    preview.wait_for(state="visible", timeout=10_000)
    assert page.url.startswith(site_url + "002/")
    term.tap()
    page.wait_for_url("**/glossary.html**", timeout=10_000)


SCREENS = [("home", ""), ("spanish", "003/"), ("russian-tables", "004/"), ("glossary", "glossary.html")]


@pytest.mark.parametrize(("name", "path"), SCREENS)
@pytest.mark.parametrize(("device", "width"), [("desktop", 1280), ("phone", 390)])
def test_pages_fit_the_screen_and_are_captured(browser, site_url, name, path, device, width):
    context = browser.new_context(viewport={"width": width, "height": 900}, is_mobile=device == "phone", service_workers="block")
    page = context.new_page()
    page.goto(site_url + path)
    page.wait_for_load_state("networkidle")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    SHOTS.mkdir(parents=True, exist_ok=True)
    shot = Path(SHOTS / f"{name}-{device}.png")
    page.screenshot(path=str(shot))
    context.close()
    assert overflow <= 0, f"{path} overflows a {width}px screen by {overflow}px"
    assert shot.stat().st_size > 10_000


def test_no_page_of_the_site_asks_for_anything_off_host(browser, site_url, off_host):
    """Every built page loads in Chromium with off-host requests blocked and counted. The
    engine's worker is left out here (the engine tests load it, also watched)."""
    from tests.site import built_site

    context = browser.new_context(service_workers="block")
    context.route("**/*", off_host.route)
    context.route("**/calc-worker.js", lambda route: route.abort())
    page = context.new_page()
    pages = sorted(p.relative_to(built_site()).as_posix() for p in built_site().rglob("*.html"))
    for path in pages:
        page.goto(site_url + path, wait_until="load")
    context.close()
    assert len(pages) > 30
    assert off_host.attempts == []
