"""Page to page without a reload (assets/js/navigate.js), in Chromium: a link to another page of
the site swaps that page in, fetched when the reader's pointer rests on the link; Back and
Forward land where the reader was; a heading on the same page keeps the inputs in the address;
anything that is not one of the site's pages, or cannot be fetched, loads as usual."""

from __future__ import annotations

import re

from tests.site import built_site

NAV = 'a.md-nav__link[href$="{}"]'


def page_title(path: str) -> str:
    return re.search(r"<title>(.*?)</title>", (built_site() / path).read_text(encoding="utf-8"), re.S).group(1)


def requests_for(page, path: str) -> list[str]:
    seen: list[str] = []
    page.on("request", lambda request: seen.append(request.resource_type) if request.url.split("?")[0].endswith(path) else None)
    return seen


def test_a_link_to_another_page_swaps_it_in_without_a_reload(page, site_url):
    page.goto(site_url + "002/index.html")
    page.evaluate("window.__samePage = true")
    seen = requests_for(page, "/001/index.html")
    page.click(NAV.format("/001/index.html"))
    page.wait_for_function("location.pathname.endsWith('/001/index.html') && document.querySelector('article h1').textContent.includes('Regole')")
    assert page.evaluate("window.__samePage") is True
    assert page.title() == page_title("001/index.html")
    assert seen == ["fetch"]  # fetched once, by the script, not loaded by the browser
    # The theme's components mounted on the new page: the sidebar's height, the outline's spy.
    page.wait_for_function("document.querySelector('.md-sidebar--primary .md-sidebar__scrollwrap').style.height !== ''")
    # The page left is gone by then (hidden until the new one was drawn): one of each id.
    assert page.evaluate("document.querySelectorAll('.md-container').length") == 1
    assert page.evaluate("(() => { const ids = [...document.querySelectorAll('[id]')].map((e) => e.id); return ids.length - new Set(ids).size; })()") == 0
    headings = page.eval_on_selector_all(".md-sidebar--secondary a.md-nav__link", "links => links.map((a) => a.getAttribute('href'))")
    target = [href for href in headings if not href.startswith("#calc-form-")][2]  # a heading of the text
    page.evaluate("(id) => document.getElementById(decodeURIComponent(id)).scrollIntoView()", target[1:])
    page.wait_for_function(
        "(href) => document.querySelector(`.md-sidebar--secondary a.md-nav__link--active`)?.getAttribute('href') === href", arg=target, timeout=5_000
    )


def test_the_page_is_fetched_while_the_pointer_rests_on_its_link(page, site_url):
    page.goto(site_url + "003/index.html")
    page.wait_for_load_state("networkidle")
    seen = requests_for(page, "/003/02-defensa.html")
    link = page.locator(NAV.format("02-defensa.html")).first
    box = link.bounding_box()
    # Passing over it on the way elsewhere fetches nothing.
    page.mouse.move(box["x"] + 4, box["y"] + 4)
    page.mouse.move(box["x"] + 4, box["y"] - 200)
    page.wait_for_timeout(300)
    assert seen == []
    # Resting on it does, before any click; the click then uses that copy.
    page.mouse.move(box["x"] + 4, box["y"] + 4)
    page.wait_for_function("window.pugnaNavigate.pages.has('/003/02-defensa.html')")
    page.wait_for_timeout(200)
    assert seen == ["fetch"]
    page.mouse.down()
    page.mouse.up()
    page.wait_for_function("location.pathname.endsWith('/003/02-defensa.html') && document.documentElement.lang === 'es'")
    assert page.locator("article h1").first.inner_text().startswith("DEFENSA")
    assert seen == ["fetch"]


def test_back_and_forward_land_where_the_reader_left_each_page(page, site_url):
    page.goto(site_url + "002/index.html")
    page.evaluate("window.__samePage = true")
    page.evaluate("scrollTo(0, 1200)")
    page.wait_for_timeout(300)
    page.click(NAV.format("/001/index.html"))
    page.wait_for_function("location.pathname.endsWith('/001/index.html')")
    assert page.evaluate("scrollY") == 0  # a new page opens at its top
    page.evaluate("scrollTo(0, 700)")
    page.wait_for_timeout(300)  # the offset is kept once scrolling pauses
    page.go_back()
    page.wait_for_function("location.pathname.endsWith('/002/index.html') && Math.abs(scrollY - 1200) <= 4")
    page.go_forward()
    page.wait_for_function("location.pathname.endsWith('/001/index.html') && Math.abs(scrollY - 700) <= 4")
    assert page.evaluate("window.__samePage") is True


def test_a_heading_of_the_same_page_keeps_the_inputs_in_the_address(page, site_url):
    page.goto(site_url + "002/index.html?tohit.npc=20")
    page.wait_for_selector('form[data-calc="tohit"][data-state=ok]')
    page.evaluate("window.__samePage = true")
    heading = page.evaluate("document.querySelectorAll('article h2[id]')[2].id")
    # A search result or a cross-reference names the page itself, without the inputs.
    page.evaluate(
        "(id) => { const a = document.createElement('a'); a.id = 'pugna-test-link'; a.href = `index.html#${id}`; a.textContent = 'here';"
        " document.querySelector('article h1').after(a); }",
        heading,
    )
    page.click("#pugna-test-link")
    page.wait_for_function("(id) => location.hash === '#' + id", arg=heading)
    assert page.evaluate("location.search") == "?tohit.npc=20"
    assert page.evaluate("window.__samePage") is True
    assert page.input_value('form[data-calc="tohit"] [name="npc"]') == "20"
    top = page.evaluate("(id) => document.getElementById(id).getBoundingClientRect().top", heading)
    assert 0 <= top < 150  # scrolled to it, below the header
    # The page's own link in the navigation: back to its top, still the same page and inputs.
    page.click(".md-sidebar--primary a.md-nav__link--active[href]")
    page.wait_for_function("scrollY === 0")
    assert page.evaluate("location.search") == "?tohit.npc=20" and page.evaluate("window.__samePage") is True


def test_what_is_not_one_of_the_site_pages_loads_as_usual(page, site_url):
    page.goto(site_url + "index.html")
    page.evaluate("window.__samePage = true")
    page.evaluate("() => { const a = document.createElement('a'); a.id = 'pugna-test-link'; a.href = 'print_page.html'; a.textContent = 'print';"
                  " document.querySelector('article h1').after(a); }")
    page.click("#pugna-test-link")
    page.wait_for_url(site_url + "print_page.html")
    page.wait_for_load_state("domcontentloaded")
    assert page.evaluate("window.__samePage") is None  # a page load of its own


def test_a_page_that_cannot_be_fetched_is_loaded_in_full(page, site_url):
    page.route("**/001/index.html", lambda route: route.abort() if route.request.resource_type == "fetch" else route.continue_())
    page.goto(site_url + "002/index.html")
    page.evaluate("window.__samePage = true")
    page.click(NAV.format("/001/index.html"))
    page.wait_for_url(site_url + "001/index.html")
    page.wait_for_selector("article h1")
    assert page.evaluate("window.__samePage") is None
    assert page.title() == page_title("001/index.html")


def test_on_a_phone_the_drawer_closes_on_the_page_it_led_to(phone_page, site_url):
    page = phone_page
    page.goto(site_url + "002/index.html")
    page.tap('label.md-header__button[for="__drawer"]')
    page.wait_for_function("document.getElementById('__drawer').checked")
    page.wait_for_timeout(400)  # the drawer slides in
    page.tap('.md-sidebar--primary a.md-nav__link[href="risolutore.html"]')
    page.wait_for_function("location.pathname.endsWith('/002/risolutore.html')")
    page.wait_for_function("!document.getElementById('__drawer').checked", timeout=3_000)
    assert page.evaluate("scrollY") == 0


def test_on_a_phone_back_to_a_page_loaded_again_shows_its_drawer_closed(phone_page, site_url):
    """The browser restores a page's checkboxes as they were left when Back loads it again;
    the theme's drawer and search toggles carry no autocomplete="off" to stop it (not allowed
    on a checkbox): the page closes them."""
    page = phone_page
    page.goto(site_url + "002/index.html")
    page.tap('label.md-header__button[for="__drawer"]')
    page.wait_for_function("document.getElementById('__drawer').checked")
    page.evaluate("document.getElementById('__search').checked = true")
    page.goto(site_url + "001/index.html")  # a load of its own, not the site's navigation
    page.go_back()
    assert page.evaluate("performance.getEntriesByType('navigation')[0].type") == "back_forward"
    page.wait_for_function("!document.getElementById('__drawer').checked && !document.getElementById('__search').checked", timeout=3_000)


def test_on_a_phone_a_search_result_on_the_same_page_is_scrolled_to(phone_page, site_url):
    """The theme pins the page while the phone's search is open and puts it back when it
    closes: the heading of a result on the page being read was reached, then lost (left at 0)."""
    page = phone_page
    page.goto(site_url + "002/index.html")
    page.tap('label[for="__search"]')
    page.wait_for_timeout(600)  # the page is pinned 400 ms after the search opens
    page.keyboard.type("disarmo")
    result = page.locator('[data-search-result][href$="/002/index.html#disarmare"]')
    result.wait_for()
    result.tap()
    page.wait_for_function("location.hash === '#disarmare' && !document.body.hasAttribute('data-md-scrolllock')")
    # At the top, under the header: the search overlay, still shrinking, had stretched the
    # phone's layout viewport and cut the scroll ~300 px short.
    page.wait_for_function("(() => { const top = document.getElementById('disarmare').getBoundingClientRect().top; return top >= 0 && top < 120; })()", timeout=3_000)
    assert page.evaluate("scrollY") > 5_000


def test_a_link_followed_from_the_keyboard_leaves_the_focus_on_the_new_pages_title(page, site_url):
    page.goto(site_url + "002/index.html")
    page.focus(NAV.format("/001/index.html"))
    page.keyboard.press("Enter")
    page.wait_for_function("location.pathname.endsWith('/001/index.html')")
    page.wait_for_function("document.activeElement.matches('article h1')")
    assert page.evaluate("scrollY") == 0
    # The focused title is read out: the live region says nothing more.
    page.wait_for_function("performance.getEntriesByName('pugna:nav-mounted').length > 0")
    assert page.evaluate("document.querySelector('[data-pugna-announcer]').textContent") == ""
    # The next Tab goes on inside the page, not back to the top of the document.
    page.keyboard.press("Tab")
    assert page.evaluate("!!document.activeElement.closest('.md-content')")


def press_resting(page, selector: str):
    """The pointer comes to rest on the link (its page fetched meanwhile) and presses it."""
    link = page.locator(selector).first
    link.scroll_into_view_if_needed()
    box = link.bounding_box()
    page.mouse.move(box["x"] + 4, box["y"] + 4)
    page.wait_for_function("(key) => window.pugnaNavigate.pages.get(key)?.doc", arg=page.evaluate("(s) => new URL(document.querySelector(s).href).pathname", selector))
    page.mouse.down()
    return box


STAGED = """() => [...document.querySelectorAll('.md-container')].map((c) => ({
  staged: c.hasAttribute('data-pugna-staged'), hidden: c.getAttribute('aria-hidden'), opacity: getComputedStyle(c).opacity,
  title: c.querySelector('article h1')?.textContent.trim() }))"""


def test_a_pressed_link_s_page_is_laid_out_unseen_and_shown_by_the_click(page, site_url):
    page.goto(site_url + "002/index.html")
    page.evaluate("window.__samePage = true")
    seen = requests_for(page, "/001/index.html")
    press_resting(page, NAV.format("/001/index.html"))
    # While the button is down: the next page is in the document, after this one, transparent,
    # hidden from screen readers; the page shown and its address are this one's.
    containers = page.evaluate(STAGED)
    assert [c["staged"] for c in containers] == [False, True]
    assert containers[1]["hidden"] == "true" and containers[1]["opacity"] == "0"
    assert containers[1]["title"].startswith("Regole")
    assert page.evaluate("location.pathname").endswith("/002/index.html")
    assert page.evaluate("document.elementFromPoint(innerWidth / 2, innerHeight / 2).closest('.md-container') === document.querySelector('.md-container')")
    page.evaluate("document.querySelectorAll('.md-container')[1].__pressed = true")
    page.mouse.up()
    page.wait_for_function("location.pathname.endsWith('/001/index.html')")
    # The very element laid out during the press is the page shown, in the flow, seen.
    page.wait_for_function("document.querySelectorAll('.md-container').length === 1")
    assert page.evaluate("document.querySelector('.md-container').__pressed") is True
    assert page.evaluate(STAGED) == [{"staged": False, "hidden": None, "opacity": "1", "title": page.evaluate("document.querySelector('article h1').textContent.trim()")}]
    assert page.evaluate("document.querySelector('.md-container').getBoundingClientRect().top + scrollY") > 0  # below the header, not on top of it
    assert page.evaluate("window.__samePage") is True and seen == ["fetch"]


def test_a_press_that_ends_off_the_link_leaves_the_page_as_it_was(page, site_url):
    page.goto(site_url + "002/index.html")
    seen = requests_for(page, "/001/index.html")
    box = press_resting(page, NAV.format("/001/index.html"))
    assert len(page.evaluate(STAGED)) == 2
    page.mouse.move(box["x"] + 600, box["y"] + 300)  # slid off onto the text, then released
    page.mouse.up()
    page.wait_for_function("document.querySelectorAll('.md-container').length === 1", timeout=3_000)
    assert page.evaluate("location.pathname").endswith("/002/index.html")
    assert page.evaluate(STAGED)[0]["title"] == page.evaluate("document.querySelector('article h1').textContent.trim()")
    # The copy fetched is kept: a click afterwards swaps it in without fetching it again.
    page.click(NAV.format("/001/index.html"))
    page.wait_for_function("location.pathname.endsWith('/001/index.html') && document.querySelectorAll('.md-container').length === 1")
    assert page.locator("article h1").first.inner_text().startswith("Regole") and seen == ["fetch"]


def test_a_touch_that_turns_into_a_scroll_takes_the_staged_page_out(page, site_url):
    page.goto(site_url + "002/index.html")
    press_resting(page, NAV.format("/001/index.html"))
    assert len(page.evaluate(STAGED)) == 2
    page.evaluate("document.dispatchEvent(new PointerEvent('pointercancel'))")
    assert len(page.evaluate(STAGED)) == 1
    # (A mouse cannot be cancelled: its click still follows the link, through the usual swap.)
    page.mouse.up()
    page.wait_for_function("location.pathname.endsWith('/001/index.html') && document.querySelectorAll('.md-container').length === 1")
    assert page.locator("article h1").first.inner_text().startswith("Regole")


def test_the_parts_around_the_page_are_updated_in_place(page, site_url):
    """A child of <body> replaced restyled every element of the page in the click's frame."""
    page.goto(site_url + "002/index.html")
    page.evaluate("window.__kept = [...document.body.children]")
    page.click(NAV.format("/001/index.html"))
    page.wait_for_function("location.pathname.endsWith('/001/index.html') && document.querySelectorAll('.md-container').length === 1")
    assert page.evaluate("document.querySelector('[data-md-component=header-topic]').textContent.trim()") == page.locator("article h1").first.inner_text().strip()
    assert page.evaluate("new URL(document.querySelector('.md-skip').href).hash") == "#" + page.evaluate("document.querySelector('article h1').id")
    # Only the container changed among the body's children.
    assert page.evaluate("[...document.body.children].filter((el) => !window.__kept.includes(el)).map((el) => el.className)") == ["md-container"]


def test_on_a_phone_the_page_is_staged_while_the_finger_is_down(phone_page, site_url):
    """No pointer rests on a link before a finger touches it: the page is fetched at the touch,
    staged if it comes before the finger lifts, and that copy is the page shown."""
    page = phone_page
    page.goto(site_url + "002/index.html")
    page.evaluate("window.__samePage = true")
    seen = requests_for(page, "/002/risolutore.html")
    page.tap('label.md-header__button[for="__drawer"]')
    page.wait_for_function("document.getElementById('__drawer').checked")
    page.wait_for_timeout(400)  # the drawer slides in
    box = page.locator('.md-sidebar--primary a.md-nav__link[href="risolutore.html"]').bounding_box()
    touch = page.context.new_cdp_session(page)
    point = [{"x": box["x"] + 10, "y": box["y"] + box["height"] / 2}]
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point})
    page.wait_for_function("document.querySelector('.md-container[data-pugna-staged]')", timeout=3_000)
    assert page.evaluate("location.pathname").endswith("/002/index.html")
    page.evaluate("document.querySelector('.md-container[data-pugna-staged]').__touched = true")
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_function("location.pathname.endsWith('/002/risolutore.html') && document.querySelectorAll('.md-container').length === 1")
    assert page.evaluate("document.querySelector('.md-container').__touched") is True
    assert page.evaluate("document.querySelector('.md-container').hasAttribute('data-pugna-staged')") is False
    page.wait_for_function("!document.getElementById('__drawer').checked", timeout=3_000)
    assert page.evaluate("window.__samePage") is True and seen == ["fetch"]


def test_a_screen_reader_hears_the_title_of_the_page_swapped_in(page, site_url):
    """A page loaded in full is announced by the browser; a swapped one said nothing."""
    page.goto(site_url + "002/index.html")
    region = "[data-pugna-announcer]"
    assert page.evaluate(f"document.querySelector('{region}').textContent") == ""
    assert page.get_attribute(region, "aria-live") == "polite"
    assert page.evaluate(f"document.querySelector('{region}').getBoundingClientRect().width") <= 1  # unseen
    page.click(NAV.format("/001/index.html"))
    page.wait_for_function(f"document.querySelector('{region}').textContent === document.title && location.pathname.endsWith('/001/index.html')")
    assert page.title() == page_title("001/index.html")
    page.go_back()  # Back is a swap too
    page.wait_for_function(f"(title) => document.querySelector('{region}').textContent === title && document.title === title", arg=page_title("002/index.html"))
