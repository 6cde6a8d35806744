"""Reading and reaching on a 390 px touch phone, in Chromium: no page scrolls sideways;
wide tables scroll inside a box that says so and takes the keyboard; every calculator is
two taps from the calculator index; a form's folded blocks line up; the focus on a form's controls is visible."""

from __future__ import annotations

import pytest

from tests.site import site_pages

OVERFLOW = "document.documentElement.scrollWidth - document.documentElement.clientWidth"
BOX = ".pugna-table, .pugna-scroll"
# A box scrolls sideways (then it shades the side with more), or only downwards (a folded
# reference table's box stops at 75% of the screen): either way it is a keyboard stop.
STATE = (
    "e => { const t = !!e.querySelector('table');"
    " return {sideways: e.scrollWidth > e.clientWidth + 1 && t,"
    " scrolls: (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) && t,"
    " tab: e.tabIndex, role: e.getAttribute('role'), label: e.getAttribute('aria-label'), side: e.dataset.scroll || null}; }"
)


@pytest.fixture
def phone(browser, off_host):
    context = browser.new_context(bypass_csp=True, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, service_workers="block")
    context.route("**/*", off_host.route)
    yield context
    context.close()
    assert off_host.attempts == []


def test_no_page_scrolls_sideways_on_a_phone(phone, site_url):
    phone.route("**/calc-worker.js*", lambda route: route.abort())  # the layout, not the engine
    page = phone.new_page()
    paths = site_pages()
    overflowing = {}
    for path in paths:
        page.goto(site_url + path, wait_until="load")
        overflow = page.evaluate(OVERFLOW)
        if overflow > 0:
            overflowing[path] = overflow
    assert len(paths) > 30
    assert overflowing == {}


# A heading's permalink (¶, shown on hover) on a line below the heading's last word.
PERMALINK_ALONE = """() => [...document.querySelectorAll('article :is(h1, h2, h3, h4, h5, h6)')].filter((h) => {
  const link = h.querySelector(':scope > .headerlink');
  if (!link) return false;
  const words = document.createRange();
  words.setStartBefore(h.firstChild);
  words.setEndBefore(link);
  const lastLine = Math.max(...[...words.getClientRects()].filter((r) => r.width > 0).map((r) => r.top));
  return link.getBoundingClientRect().top > lastLine + 4;
}).map((h) => h.id)"""


@pytest.mark.parametrize("width", [390, 360])
def test_no_heading_ends_in_a_blank_line_on_a_phone(browser, off_host, site_url, width):
    context = browser.new_context(bypass_csp=True, viewport={"width": width, "height": 800}, is_mobile=True, has_touch=True, service_workers="block")
    context.route("**/*", off_host.route)
    context.route("**/calc-worker.js*", lambda route: route.abort())  # the layout, not the engine
    page = context.new_page()
    alone = {}
    for path in site_pages():
        page.goto(site_url + path, wait_until="load")
        if ids := page.evaluate(PERMALINK_ALONE):
            alone[path] = ids
    # The title has none (its link is the page's own address): it fits one line if its words do.
    if width == 390:
        page.goto(site_url + "002/index.html")  # "Fasi di un combattimento": 24 characters
        assert page.evaluate("document.querySelector('article h1').offsetHeight / parseFloat(getComputedStyle(document.querySelector('article h1')).lineHeight)") < 1.5
    context.close()
    assert alone == {}


def test_every_checkbox_keeps_its_size_beside_a_long_label(phone, site_url):
    """A label on two lines squeezed its checkbox (flex): 14-23 px instead of 24, a smaller
    target to tap, out of line with the others."""
    phone.route("**/calc-worker.js*", lambda route: route.abort())
    page = phone.new_page()
    widths = {}
    for path in ("003/17-maniobras-de-combate.html", "000/risolutore.html", "004/index.html", "003/11-acciones-normales.html"):
        page.goto(site_url + path, wait_until="load")
        for width in page.eval_on_selector_all(".pugna-field input[type=checkbox]", "els => els.filter(e => e.offsetParent).map(e => e.getBoundingClientRect().width)"):
            widths[round(width, 1)] = widths.get(round(width, 1), 0) + 1
    assert len(widths) == 1 and sum(widths.values()) > 20, widths


def test_a_wide_table_scrolls_in_a_named_keyboard_stop_that_shows_which_side_has_more(phone, site_url):
    phone.route("**/calc-worker.js*", lambda route: route.abort())  # no engine: the tables open
    page = phone.new_page()
    page.goto(site_url + "002/index.html")
    page.wait_for_selector('form[data-calc="tohit"] details.pugna-fallback[open]')
    # A box is checked once drawn (tables.js): the reader comes to each in turn. The stop
    # itself is in the HTML (the accessibility test checks every page as it loads).
    count = page.locator(BOX).count()
    for i in range(count):
        box = page.locator(BOX).nth(i)
        box.scroll_into_view_if_needed()
        page.wait_for_function(f"e => {{ const b = ({STATE})(e); return b.sideways === (b.side !== null) && b.scrolls === (b.tab === 0); }}", arg=box.element_handle(), timeout=5_000)
    boxes = page.eval_on_selector_all(BOX, f"els => els.map({STATE})")
    assert len(boxes) == count
    scrolling = [b for b in boxes if b["scrolls"]]
    assert scrolling, boxes
    assert any(not b["sideways"] for b in scrolling), boxes  # the to-hit table's box: downwards only
    for box in scrolling:
        assert box["tab"] == 0 and box["role"] == "region" and box["label"], box
        assert box["side"] == ("start" if box["sideways"] else None), box
    for box in boxes:
        if not box["scrolls"]:
            assert box["tab"] == -1 and box["side"] is None, box
    wide = page.locator(".pugna-scroll[data-scroll]").first
    wide.evaluate("e => { e.scrollLeft = e.scrollWidth; e.dispatchEvent(new Event('scroll')); }")
    page.wait_for_function("e => e.dataset.scroll === 'end'", arg=wide.element_handle())
    assert wide.evaluate("e => getComputedStyle(e).maskImage") != "none"


def test_every_calculator_is_two_taps_from_the_calculator_index(phone, site_url):
    page = phone.new_page()
    page.goto(site_url + "calculators/index.html")
    page.locator('#calc-tohit a[href*="#calc-form-tohit"]').first.tap()
    page.wait_for_url("**/002/index.html#calc-form-tohit")
    top = page.locator("#calc-form-tohit").evaluate("f => f.getBoundingClientRect().top")
    assert 0 <= top < 844 / 2


def test_a_forms_folded_blocks_line_up_with_its_fields(phone, site_url):
    """The folded reference table's bar once reached 12 px past the form's other blocks."""
    phone.route("**/calc-worker.js*", lambda route: route.abort())
    page = phone.new_page()
    page.goto(site_url + "000/index.html", wait_until="load")
    edges = page.evaluate(
        """() => [...document.querySelectorAll("form[data-calc]:has(.pugna-readings):has(details.pugna-fallback)")].map((form) => {
          const x = (selector) => { const r = form.querySelector(selector).getBoundingClientRect(); return [Math.round(r.left), Math.round(r.right)]; };
          return [x("details.pugna-readings"), x("details.pugna-fallback > summary")];
        })"""
    )
    assert len(edges) >= 2
    for readings, table in edges:
        assert table == readings


def test_the_focus_on_a_forms_controls_is_visible(page, site_url):
    page.goto(site_url + "002/index.html")
    page.locator("#tohit-npc").focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "tohit-npc"
    style = page.evaluate("(() => { const s = getComputedStyle(document.activeElement); return [s.outlineStyle, s.outlineWidth, s.outlineColor]; })()")
    assert style[0] != "none" and style[1] != "0px" and "rgba(0, 0, 0, 0)" not in style[2], style


def test_a_resolvers_trail_takes_the_answers_whole_width_on_a_phone(phone_page, site_url):
    """The trail (one rule a sentence) sat in the value column: 118 px, three words a line."""
    phone = phone_page
    phone.goto(site_url + "003/19-un-ataque-todas-las-reglas.html")
    phone.wait_for_selector('form[data-calc="resolve_003"] dd.pugna-trail:not([hidden]) output:not(:empty)', timeout=120_000)
    trail, answer = phone.eval_on_selector(
        'form[data-calc="resolve_003"]',
        "f => [f.querySelector('dd.pugna-trail').getBoundingClientRect().width, f.querySelector('.pugna-results').getBoundingClientRect().width]",
    )
    assert trail >= 0.95 * answer, (trail, answer)
