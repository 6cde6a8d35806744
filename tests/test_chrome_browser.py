"""The theme's chrome around the texts, in Chromium: in the page's language (also after
navigation to a page in another language), light or dark as the system says until
the reader picks, and no hidden tab stops."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from tests.site import built_site, tab_until

FRONT_LANG = re.compile(r"\A---\n.*?^lang:\s*(\w+)\s*$.*?^---\n", re.S | re.M)


class HtmlLang(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.lang = None

    def handle_starttag(self, tag, attrs):
        if tag == "html":
            self.lang = dict(attrs).get("lang")


def test_every_page_declares_the_language_of_its_text():
    site = built_site()
    docs = site.parent / "docs"
    for source in docs.rglob("*.md"):
        match = FRONT_LANG.match(source.read_text(encoding="utf-8"))
        expected = match.group(1) if match else "en"
        parser = HtmlLang()
        parser.feed((site / source.relative_to(docs).with_suffix(".html")).read_text(encoding="utf-8"))
        assert parser.lang == expected, source


CHROME = {
    # path: (html lang, search placeholder, table of contents, back to top)
    "000/bloccare-un-attacco.html": ("it", "Cerca", "Indice", "Torna su"),
    "003/02-defensa.html": ("es", "Búsqueda", "Tabla de contenidos", "Volver al principio"),
    "004/index.html": ("ru", "Поиск", "Содержание", "К началу"),
    "glossary.html": ("en", "Search", "Table of contents", "Back to top"),
}


def chrome(page) -> tuple[str, str, str, str]:
    return (
        page.evaluate("document.documentElement.lang"),
        page.get_attribute("[data-search] input[name=query]", "placeholder"),
        page.locator(".md-sidebar--secondary .md-nav__title").first.inner_text().strip(),
        page.locator(".md-top").evaluate("e => e.textContent.trim()"),
    )


@pytest.mark.parametrize("path", CHROME)
def test_the_chrome_speaks_the_language_of_the_page(page, site_url, path):
    page.goto(site_url + path)
    assert chrome(page) == CHROME[path]


def test_navigation_to_another_language_relabels_the_chrome(page, site_url):
    page.goto(site_url + "glossary.html")
    assert page.evaluate("typeof window.pugnaNavigate") == "object"  # the site's navigation is on
    page.evaluate("window.__samePage = true")
    page.locator('.md-sidebar--primary a[href$="004/index.html"]').first.click()
    page.wait_for_function("document.documentElement.lang === 'ru'", timeout=10_000)
    assert page.evaluate("window.__samePage") is True  # no reload: the header was kept
    assert chrome(page) == CHROME["004/index.html"]
    assert page.get_attribute("[data-search]", "aria-label") == "Поиск"
    page.locator('.md-sidebar--primary a[href$="003/02-defensa.html"]').first.click()
    page.wait_for_function("document.documentElement.lang === 'es'", timeout=10_000)
    assert chrome(page) == CHROME["003/02-defensa.html"]


def scheme(page) -> str:
    return page.evaluate("document.body.getAttribute('data-md-color-scheme')")


TOGGLE = "form[data-pugna-palette] label:not([hidden])"
OTHER = {"light": "slate", "dark": "default"}
OWN = {"light": "default", "dark": "slate"}


@pytest.mark.parametrize("system", ["light", "dark"])
def test_the_palette_follows_the_system_until_the_reader_picks(browser, site_url, system):
    context = browser.new_context(bypass_csp=True, color_scheme=system, service_workers="block")
    page = context.new_page()
    page.goto(site_url + "002/index.html")
    assert scheme(page) == OWN[system]
    # The toggle cycles: automatic -> the other scheme -> the system's own -> automatic; the
    # choice is kept.
    page.locator(TOGGLE).first.click()
    assert scheme(page) == OTHER[system]
    page.goto(site_url + "003/02-defensa.html")
    assert scheme(page) == OTHER[system]
    page.locator(TOGGLE).first.click()
    assert scheme(page) == OWN[system]
    page.locator(TOGGLE).first.click()
    assert page.evaluate("__md_get('__palette').index") == 0  # automatic again
    assert scheme(page) == OWN[system]
    context.close()


@pytest.mark.parametrize("system", ["light", "dark"])
def test_on_a_phone_the_first_tap_on_the_palette_shows_the_other_scheme(browser, site_url, system):
    """On "follow the system" the toggle's next step was light: on a light phone the first tap
    changed nothing one could see."""
    context = browser.new_context(
        bypass_csp=True, color_scheme=system, service_workers="block", viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.goto(site_url + "000/index.html")
    assert scheme(page) == OWN[system]
    names = {"light": "Passa al tema scuro", "dark": "Passa al tema chiaro"}
    assert page.get_attribute(TOGGLE, "title") == names[system]  # what the tap will do
    page.locator(TOGGLE).first.tap()
    assert scheme(page) == OTHER[system]
    context.close()


BROWSER_COLOURS = """[document.head.querySelector('meta[name=theme-color]').content,
  document.head.querySelector('meta[name=color-scheme]').content,
  getComputedStyle(document.querySelector('[data-md-component=header]')).backgroundColor]"""


def hex_of(rgb: str) -> str:
    return "#" + "".join(f"{int(c):02x}" for c in rgb[rgb.index("(") + 1 : rgb.index(")")].split(",")[:3])


@pytest.mark.parametrize(("system", "expected"), [("dark", "dark"), ("light", "light")])
def test_the_browser_colours_follow_the_header_and_scheme(browser, site_url, system, expected):
    """The address bar's colour (theme-color) and the scrollbars' scheme (color-scheme) match the
    page as drawn; a light page keeps its head's tags as built (nothing to read or restyle)."""
    context = browser.new_context(bypass_csp=True, color_scheme=system, service_workers="block")
    page = context.new_page()
    page.goto(site_url + "002/index.html")
    page.wait_for_function("document.head.querySelector('meta[name=color-scheme]').content === " + repr(expected), timeout=5_000)
    theme, scheme_tag, header = page.evaluate(BROWSER_COLOURS)
    assert theme == hex_of(header) and scheme_tag == expected
    # A reader's pick changes them at once.
    other = "light" if expected == "dark" else "dark"
    page.locator(TOGGLE).first.click()  # automatic -> the other scheme
    page.wait_for_function(f"document.head.querySelector('meta[name=color-scheme]').content === '{other}'", timeout=5_000)
    theme, _, header = page.evaluate(BROWSER_COLOURS)
    assert theme == hex_of(header)
    context.close()


def test_a_first_visit_on_a_dark_system_is_dark_before_it_paints(browser, site_url):
    """The pages are built light; on a dark system a first visit (no palette stored) is dark
    once the header is parsed, before any module runs, and never fades from light (a reader,
    or axe's contrast check, saw it fade for 125 ms)."""
    context = browser.new_context(bypass_csp=True, color_scheme="dark", service_workers="block")
    page = context.new_page()
    page.route("**/calc-worker.js*", lambda route: route.abort())
    page.add_init_script("""document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__parsedScheme = document.body.dataset.mdColorScheme;
    })""")
    page.goto(site_url + "000/afferrare-un-oggetto.html", wait_until="load")
    assert page.evaluate("window.__parsedScheme") == "slate"  # before chrome.js (a module) ran
    colour = "getComputedStyle(document.querySelector('.md-nav__link .md-ellipsis')).color"
    at_load = page.evaluate(colour)
    page.wait_for_timeout(500)
    assert scheme(page) == "slate" and page.evaluate(colour) == at_load
    context.close()


# Every href/src set while mkdocs-material's script runs, where that changes the attribute.
THEME_URL_CHANGES = r"""(() => {
  window.__themeChanges = [];
  const watch = (proto, key) => {
    const property = Object.getOwnPropertyDescriptor(proto, key);
    Object.defineProperty(proto, key, { ...property, set(value) {
      const before = this.getAttribute(key);
      property.set.call(this, value);
      const script = document.currentScript;
      if (script && /assets\/javascripts\/bundle\./.test(script.src) && this.getAttribute(key) !== before)
        window.__themeChanges.push(`${this.tagName} ${key}: ${before}`);
    } });
  };
  watch(HTMLAnchorElement.prototype, "href");
  watch(HTMLLinkElement.prototype, "href");
  watch(HTMLScriptElement.prototype, "src");
  watch(HTMLImageElement.prototype, "src");
  // The <html> classes as the body starts: the head has run, the theme's script not yet.
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    window.__classAtBody = document.documentElement.className;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})()"""


@pytest.mark.parametrize(("path", "other"), [("002/index.html", "001/index.html"), ("index.html", "003/02-defensa.html")])
def test_no_url_is_rewritten_and_no_style_sheet_applied_again(page, site_url, path, other):
    """mkdocs-material's instant navigation made every relative URL absolute after the page was
    first drawn: on the style sheets' links that restyled the whole page. The site's own
    navigation (assets/js/navigate.js) rewrites none: it compares the heads by resolved URL, so
    a page at another depth keeps the very style sheets the first one loaded."""
    page.add_init_script(THEME_URL_CHANGES)
    page.goto(site_url + path, wait_until="load")
    assert page.evaluate("window.__themeChanges") == []
    # The theme's switch from "no-js" and its focus-visible polyfill's class, done first
    assert page.evaluate("window.__classAtBody").split() == ["js", "js-focus-visible"]
    sheets = page.evaluate("[...document.querySelectorAll('link[rel=stylesheet]')].map((link) => { link.__kept = true; return link.getAttribute('href'); })")
    assert len(sheets) >= 3  # the theme's two and the site's own
    page.evaluate("window.__samePage = true")
    page.click(f'a.md-nav__link[href$="{other}"]')
    page.wait_for_function(f"location.pathname.endsWith('/{other}')")
    page.wait_for_function("document.querySelector('article h1') && window.__samePage")  # swapped, not reloaded
    assert page.evaluate("window.__themeChanges") == []
    # The style sheets are the same elements, loaded once: none was added, removed or reloaded.
    kept = page.evaluate("[...document.querySelectorAll('link[rel=stylesheet]')].map((link) => [link.getAttribute('href'), link.__kept === true])")
    assert kept == [[href, True] for href in sheets]
    assert page.evaluate("performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.css')).length") == len(sheets)
    # The new page's own links lead where its author meant, from its own address; so does the icon.
    assert page.evaluate("document.querySelector('link[rel=icon]').href").startswith(site_url + "assets/")
    assert page.evaluate("document.querySelector('.md-header__button.md-logo').href") == site_url + "index.html"


def test_the_palette_toggle_is_a_visible_tab_stop_named_in_the_page_language(page, site_url):
    page.goto(site_url + "003/02-defensa.html")
    radios = page.locator("input.md-option")
    focusable = radios.evaluate_all("els => els.filter(e => e.tabIndex >= 0 && !e.disabled).length")
    assert focusable == 3  # one radio group: one tab stop
    assert tab_until(page, "e.classList.contains('md-option')"), "the palette toggle is not reachable with Tab"
    label = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert label == "Cambiar al modo oscuro"  # a light system: the next mode is dark
    # Its focus shows on the visible label next to it.
    outline = page.evaluate("getComputedStyle(document.activeElement.nextElementSibling).outlineStyle")
    assert outline not in ("none", "")
    # Enter moves on to the next mode and keeps the focus on the toggle.
    page.keyboard.press("Enter")
    assert scheme(page) == "slate"
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Cambiar al modo claro"
    page.keyboard.press("Enter")
    assert scheme(page) == "default"
