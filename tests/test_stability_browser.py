"""Nothing moves under the reader, in Chromium: a page is drawn at its final height before any
script runs (the starting results, the Copy-link row, the seed tables the theme wraps), and
Back, through the site's navigation (navigate.js), lands where the reader was, and the page being left stays
still until then."""

from __future__ import annotations

import time

import pytest

CONTENT = ".pugna-content > *"
HEIGHTS = f"() => [...document.querySelectorAll('{CONTENT}')].map(e => [e.tagName + (e.id ? '#' + e.id : ''), e.getBoundingClientRect().height])"
# Once every form is mounted, while the engine is still starting (its state is shown).
WHILE_BOOTING = (
    "new MutationObserver((_, observer) => {"
    " const forms = document.querySelectorAll('form[data-calc]');"
    " if (!forms.length || [...forms].some(f => !f.dataset.mounted)) return;"
    " observer.disconnect();"
    f" requestAnimationFrame(() => {{ window.__booting = ({HEIGHTS})(); window.__stage = window.pugnaEngine && window.pugnaEngine.state.stage; }});"
    " }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-mounted'] });"
)
# The page as first drawn: its style sheets and its head's inline scripts, none of the scripts
# that come after (the theme's, which wraps tables at DOMContentLoaded, and the page's modules).
LATER_SCRIPTS = ("**/assets/js/*.js*", "**/assets/javascripts/bundle.*.js")
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
    first = screen.new_page()
    for pattern in LATER_SCRIPTS:
        first.route(pattern, lambda route: route.abort())
    first.goto(site_url + path, wait_until="load")
    before = first.evaluate(HEIGHTS)
    first.close()
    page = screen.new_page()
    page.add_init_script(WHILE_BOOTING)
    page.goto(site_url + path)
    settled(page)
    after = page.evaluate(HEIGHTS)
    assert len(before) == len(after) > 10
    moved = [(name, round(b), round(a)) for (name, b), (_, a) in zip(before, after) if abs(a - b) > SLACK_PX]
    assert moved == []  # each form's note for copies without scripts went (~90 px); seed tables grew 31 px
    # While the engine starts, its state sits beside the Copy-link button (on a phone it had
    # wrapped to a line of its own, and gone again once the engine was up).
    assert page.evaluate("window.__stage") != "ready"
    booting = page.evaluate("window.__booting")
    moved = [(name, round(b), round(a)) for (name, b), (_, a) in zip(before, booting) if abs(a - b) > SLACK_PX]
    assert moved == []


# The offsets of the page being left, each frame until its heading is replaced.
LEAVING = """() => {
  window.__leaving = [];
  const heading = document.querySelector("h1");
  const sample = () => {
    if (document.querySelector("h1") !== heading) return;
    window.__leaving.push(Math.round(scrollY));
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}"""


@pytest.mark.parametrize("fetch_ms", [0, 400], ids=["fast", "slow"])
def test_back_returns_to_the_form_the_reader_was_at(screen, site_url, fetch_ms):
    """Slow: the page returned to takes longer to fetch than the theme's 100 ms, as on a phone."""
    page = screen.new_page()
    page.goto(site_url + "002/index.html")
    settled(page)
    form = "document.querySelectorAll('form[data-calc]')[6]"  # far down the page
    page.evaluate(f"() => scrollBy(0, {form}.getBoundingClientRect().top - 200)")
    page.wait_for_timeout(400)  # the theme keeps the offset for Back after 100 ms of stillness
    assert abs(page.evaluate(f"{form}.getBoundingClientRect().top") - 200) <= 1
    page.evaluate("window.__samePage = true")
    page.locator('.md-sidebar--primary a.md-nav__link[href$="/001/index.html"]').evaluate("a => a.click()")
    page.wait_for_function("location.pathname.endsWith('/001/index.html') && document.querySelector('form[data-calc]')")
    page.wait_for_function("document.querySelector('h1').textContent.includes('Tattiche')")
    settled(page)  # the theme's own scroll to the top of a new page is done (a CI run raced it)
    page.evaluate("scrollTo(0, 300)")
    page.wait_for_timeout(200)
    assert page.evaluate("scrollY") == 300
    if fetch_ms:
        page.route("**/002/index.html", lambda route: (time.sleep(fetch_ms / 1000), route.continue_()))
    page.evaluate(LEAVING)
    page.go_back()
    page.wait_for_function("location.pathname.endsWith('/002/index.html') && document.querySelectorAll('form[data-calc]').length > 6")
    settled(page)
    assert page.evaluate("window.__samePage")  # one document throughout: page swaps
    top = page.evaluate(f"{form}.getBoundingClientRect().top")
    assert abs(top - 200) <= 2 * SLACK_PX, top  # was 300-400 px off; slow, ~1,900 px
    # Until the page returned to replaces it, the page being left stays where the reader had it
    # (it jumped to the other page's offset while that page was fetched).
    assert set(page.evaluate("window.__leaving")) == {300}


# Every change to <html>'s attributes, with whether a frame had been painted by then. A change
# there after the first frame restyles the whole page (the theme's `:not([class])` rules make
# any class change on an ancestor invalidate every descendant): ~140 ms at 4x on 002.
ROOT_CHANGES = """
window.__rootChanges = [];
new MutationObserver((records) => {
  const painted = performance.getEntriesByType("paint").length > 0;
  for (const r of records) {
    if (r.target !== document.documentElement) continue;
    const now = r.target.getAttribute(r.attributeName);
    if (r.oldValue !== now) window.__rootChanges.push({ name: r.attributeName, from: r.oldValue, to: now, painted });
  }
}).observe(document, { subtree: true, attributes: true, attributeOldValue: true }); // <html> is not parsed yet
"""


@pytest.mark.parametrize("path", ["002/index.html", "003/index.html"])
def test_the_root_element_is_set_once_before_the_first_frame(browser, site_url, path):
    """What the theme's script sets on <html> (the "js" class, the focus-visible polyfill's
    class and attribute) is already there when the page is first drawn."""
    context = browser.new_context(bypass_csp=True, service_workers="block")
    context.add_init_script(ROOT_CHANGES)
    page = context.new_page()
    page.goto(site_url + path)
    page.wait_for_function("document.querySelector('.md-top') && performance.getEntriesByType('paint').length")
    page.wait_for_timeout(500)
    changes = page.evaluate("window.__rootChanges")
    classes = page.evaluate("[...document.documentElement.classList]")
    context.close()
    assert [c for c in changes if c["painted"]] == []
    assert {"js", "js-focus-visible"} <= set(classes) and "no-js" not in classes
    assert {c["name"] for c in changes} == {"class", "data-js-focus-visible"}  # set, by the head's script
