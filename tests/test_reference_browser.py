"""The reference as readers meet it in Chromium: link previews and abbreviation tips on hover
and on tap, and pages that fit a phone (search: test_search_browser.py). Screenshots land in .cache/screenshots/."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.site import ROOT, site_pages, tab_until

SHOTS = ROOT / ".cache" / "screenshots"


GEOMETRY = """(link) => {
  const r = (e) => { const b = e.getBoundingClientRect(); return {top: b.top, bottom: b.bottom, left: b.left, right: b.right}; };
  return {link: r(link), box: r(document.querySelector('.pugna-preview')), w: innerWidth, h: innerHeight,
          side: document.querySelector('.pugna-preview').dataset.side};
}"""


def assert_placed_beside(page, link):
    """The preview is inside the viewport and does not cover the link."""
    g = link.evaluate(GEOMETRY)
    box, word = g["box"], g["link"]
    assert box["top"] >= 0 and box["bottom"] <= g["h"] + 0.5, g
    assert box["left"] >= 0 and box["right"] <= g["w"] + 0.5, g
    assert box["top"] >= word["bottom"] or box["bottom"] <= word["top"], g
    return g["side"]


def test_hovering_a_term_previews_its_glossary_entry_without_the_browser_tooltip(page, site_url):
    page.goto(site_url + "002/")
    term = page.locator("a.pugna-term").first
    title = term.get_attribute("title")
    assert title
    term.scroll_into_view_if_needed()
    term.hover()
    preview = page.locator(".pugna-preview")
    preview.wait_for(state="visible", timeout=10_000)
    assert preview.locator("h2").count() == 1  # the glossary entry's heading
    # The link's title waits while the preview is open: no browser tooltip over it.
    assert term.get_attribute("title") is None
    assert assert_placed_beside(page, term) in ("below", "above")
    # Moving onto the preview keeps it open; it scrolls.
    box = preview.bounding_box()
    page.mouse.move(box["x"] + 10, box["y"] + 10)
    page.wait_for_timeout(600)
    assert preview.is_visible()
    page.mouse.wheel(0, 200)
    assert preview.is_visible()
    page.keyboard.press("Escape")
    assert not preview.is_visible()
    assert term.get_attribute("title") == title


# An abbreviation outside any link (inside a term link the preview explains it).
LONE_ABBR = "article abbr[title]:not(a abbr)"

TIP_GEOMETRY = """(abbr) => {
  const r = (e) => { const b = e.getBoundingClientRect(); return {top: b.top, bottom: b.bottom, left: b.left, right: b.right}; };
  const tip = document.querySelector('.pugna-tip');
  return {abbr: r(abbr), tip: r(tip), w: innerWidth, h: innerHeight, text: tip.textContent, lang: tip.lang,
          described: abbr.getAttribute('aria-describedby') === tip.id && tip.getAttribute('role') === 'tooltip'};
}"""


def assert_tip_explains(abbr, title: str) -> dict:
    g = abbr.evaluate(TIP_GEOMETRY)
    assert g["text"] == title and g["described"], g
    assert g["tip"]["left"] >= 0 and g["tip"]["right"] <= g["w"] + 0.5, g
    assert g["tip"]["top"] >= g["abbr"]["bottom"] or g["tip"]["bottom"] <= g["abbr"]["top"], g  # never over the word
    return g


def test_hovering_an_abbreviation_shows_what_it_stands_for(page, site_url):
    page.goto(site_url + "002/")
    abbr = page.locator(LONE_ABBR).first.element_handle()  # the element itself: its title comes and goes
    title = abbr.get_attribute("title")
    assert title and "(002)" in title
    abbr.scroll_into_view_if_needed()
    abbr.hover()
    tip = page.locator(".pugna-tip")
    tip.wait_for(state="visible", timeout=5_000)
    g = assert_tip_explains(abbr, title)
    assert g["lang"] == "it"
    assert abbr.get_attribute("title") is None  # no browser tooltip on top of ours
    page.mouse.move(5, 5)
    tip.wait_for(state="hidden", timeout=5_000)
    assert abbr.get_attribute("title") == title and abbr.get_attribute("aria-describedby") is None


def test_the_theme_mounts_no_tooltip_per_element(page, site_url):
    """The theme's content tooltips measured each titled element at load (Lighthouse's blocking
    time on 002: ~600 ms at 4x); abbreviations and terms are explained by our delegated scripts."""
    page.goto(site_url + "002/")
    page.wait_for_load_state("networkidle")
    assert page.locator(LONE_ABBR).count() > 5
    assert page.evaluate("document.querySelectorAll('.md-tooltip2, .md-tooltip').length") == 0


def test_tapping_an_abbreviation_shows_it_and_tapping_elsewhere_closes_it(phone_page, site_url):
    page = phone_page
    page.goto(site_url + "004/")
    abbr = page.locator(LONE_ABBR).first.element_handle()
    title = abbr.get_attribute("title")
    abbr.scroll_into_view_if_needed()
    abbr.tap()
    tip = page.locator(".pugna-tip")
    tip.wait_for(state="visible", timeout=5_000)
    assert assert_tip_explains(abbr, title)["lang"] == "ru"
    page.locator("article h1").first.tap()
    tip.wait_for(state="hidden", timeout=5_000)
    assert abbr.get_attribute("title") == title


def test_a_term_near_the_bottom_previews_above_it(page, site_url):
    page.goto(site_url + "002/")
    term = page.locator("a.pugna-term").nth(3)
    term.evaluate("a => window.scrollBy(0, a.getBoundingClientRect().bottom - innerHeight + 20)")
    term.hover()
    page.locator(".pugna-preview").wait_for(state="visible", timeout=10_000)
    assert assert_placed_beside(page, term) == "above"


def test_keyboard_focus_previews_a_term_and_escape_closes(page, site_url):
    page.goto(site_url + "002/")
    # Tab from the content's start to its first term link.
    page.locator("article h1").first.evaluate("h => { h.tabIndex = -1; h.focus(); }")
    assert tab_until(page, "e.matches('a.pugna-term')"), "no term link reached with Tab"
    preview = page.locator(".pugna-preview")
    preview.wait_for(state="visible", timeout=10_000)
    assert preview.get_attribute("role") == "dialog" and preview.get_attribute("aria-label")
    page.keyboard.press("Escape")
    assert not preview.is_visible()


def tap_first_term(page, url: str):
    """Open ``url`` and tap its first term link once: the preview opens."""
    page.goto(url)
    term = page.locator("a.pugna-term").first
    term.scroll_into_view_if_needed()
    term.tap()
    page.locator(".pugna-preview").wait_for(state="visible", timeout=10_000)
    return term


def test_tapping_a_term_previews_beside_it_then_the_second_tap_follows(phone_page, site_url):
    page = phone_page
    term = tap_first_term(page, site_url + "002/")
    assert page.url.startswith(site_url + "002/")
    assert_placed_beside(page, term)
    term.tap()
    page.wait_for_url("**/glossary.html**", timeout=10_000)


def test_the_preview_closes_with_its_button_named_in_the_page_language(phone_page, site_url):
    page = phone_page
    tap_first_term(page, site_url + "003/02-defensa.html")
    close = page.locator(".pugna-preview .pugna-preview-close")
    assert close.get_attribute("aria-label") == "Cerrar"
    close.tap()
    assert not page.locator(".pugna-preview").is_visible()


SCREENS = [("home", ""), ("spanish", "003/"), ("russian-tables", "004/"), ("glossary", "glossary.html")]


@pytest.mark.parametrize(("name", "path"), SCREENS)
@pytest.mark.parametrize(("device", "width"), [("desktop", 1280), ("phone", 390)])
def test_pages_fit_the_screen_and_are_captured(browser, site_url, name, path, device, width):
    context = browser.new_context(bypass_csp=True, viewport={"width": width, "height": 900}, is_mobile=device == "phone", service_workers="block")
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
    context = browser.new_context(bypass_csp=True, service_workers="block")
    context.route("**/*", off_host.route)
    context.route("**/calc-worker.js*", lambda route: route.abort())
    page = context.new_page()
    pages = site_pages()
    for path in pages:
        page.goto(site_url + path, wait_until="load")
    context.close()
    assert len(pages) > 30
    assert off_host.attempts == []
