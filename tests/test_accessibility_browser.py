"""Accessibility checked by a tool nobody here wrote: axe-core (npm, pinned in package.json)
in Chromium reports no serious or critical violation on any page of the site, on a desktop
and on a phone, in the light and the dark palette; nor with the search results or a link
preview open. (The calculators' engine is left out: its results are plain text in place.)

The dark palette changes colours and nothing else (checked below, from the style sheets), so
in the dark each page is checked by the rules that read colours: the others would see the
same markup at the same sizes and find the same."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.site import ROOT, built_site, site_pages

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = """async (rules) => (await axe.run(document, {resultTypes: ["violations"], ...(rules && {runOnly: {type: "rule", values: rules}})})).violations
  .filter((v) => v.impact === "serious" || v.impact === "critical")
  .map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`)"""
# axe's rules that read colours: those of its category cat.color that it runs unless asked
# (color-contrast-enhanced, AAA, is off by default).
COLOUR_RULES = ["color-contrast", "link-in-text-block"]
ENABLED_COLOUR_RULES = "() => axe._audit.rules.filter((r) => r.enabled && r.tags.includes('cat.color')).map((r) => r.id)"
# The markup under <body>, as a number: it must not change with the palette. The palette toggle
# aside: on "follow the system" it is named for its next step, the scheme the system does not
# show (assets/js/chrome.js), so the system turning dark renames it.
MARKUP = """() => { let h = 0; const toggle = document.querySelector("form[data-pugna-palette]");
  const s = document.body.innerHTML.replace(toggle ? toggle.outerHTML : "", "");
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0; return h; }"""
DARK = "document.body.dataset.mdColorScheme === 'slate' && !document.body.hasAttribute('data-md-color-switching')"
DEVICES = {
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
}
SLATE = re.compile(r"""\[data-md-color-scheme=["']?slate["']?\]""")
# Images the theme hides in the dark (GitHub's and its own markers); the site has none.
LIGHT_ONLY_IMAGES = ('img[src$="#gh-light-mode-only"]', 'img[src$="#only-light"]')


@pytest.fixture(scope="module")
def axe() -> Path:
    if not AXE.is_file():
        pytest.fail("node_modules/axe-core missing: run make test (it runs npm ci)")
    return AXE


def context_for(browser, off_host, axe, device: str, scheme: str):
    context = browser.new_context(bypass_csp=True, color_scheme=scheme, service_workers="block", **DEVICES[device])
    context.route("**/*", off_host.route)
    context.route("**/calc-worker.js*", lambda route: route.abort())
    context.add_init_script(path=str(axe))
    return context


def dark_declarations() -> dict[str, set[str]]:
    """Every property a style sheet of the site sets under the dark palette -> its selectors."""
    found: dict[str, set[str]] = {}
    for sheet in built_site().glob("assets/**/*.css"):
        for selectors, block in re.findall(r"([^{}]+)\{([^{}]*)\}", sheet.read_text(encoding="utf-8")):
            dark = [s.strip() for s in selectors.split(",") if SLATE.search(s) and ":not(" not in s]
            for declaration in filter(str.strip, block.split(";")):
                if dark and ":" in declaration:
                    found.setdefault(declaration.split(":", 1)[0].strip(), set()).update(dark)
    return found


def test_the_dark_palette_changes_colours_only():
    """What lets the dark pass run the colour rules alone: under the dark palette the site's
    style sheets set colours and shadows, and hide only images that the site does not have."""
    found = dark_declarations()
    assert {"color", "color-scheme", "--md-default-bg-color", "--md-typeset-a-color"} <= set(found)
    others = {prop: selectors for prop, selectors in found.items() if "color" not in prop and not prop.startswith("--md-shadow-")}
    assert set(others) == {"display"}
    assert all(s.endswith(LIGHT_ONLY_IMAGES) for s in others["display"]), others
    pages = [p.read_text(encoding="utf-8") for p in built_site().rglob("*.html")]
    assert not [p for p in pages if "#only-light" in p or "#gh-light-mode-only" in p]


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_no_page_has_a_serious_accessibility_violation(browser, site_url, off_host, axe, device):
    """Each page loads in the light palette and is checked by every rule, then the system
    turns dark, the page follows and is checked again: by the colour rules where its markup is
    the same, by every rule where it changed meanwhile."""
    context = context_for(browser, off_host, axe, device, "light")
    page = context.new_page()
    paths = site_pages()
    found = {}
    for path in paths:
        page.emulate_media(color_scheme="light")
        page.goto(site_url + path, wait_until="load")
        assert page.evaluate("document.body.dataset.mdColorScheme") == "default"
        markup = page.evaluate(MARKUP)
        light = page.evaluate(SERIOUS, None)
        page.emulate_media(color_scheme="dark")
        page.wait_for_function(DARK)
        # The same markup: only a colour can differ. A page still drawing itself (the table
        # screen fills its panels as the engine answers) gets every rule again.
        dark = page.evaluate(SERIOUS, COLOUR_RULES if page.evaluate(MARKUP) == markup else None)
        if light or dark:
            found[path] = {"light": light, "dark": dark}
    assert page.evaluate(ENABLED_COLOUR_RULES) == COLOUR_RULES  # a new axe's colour rule joins the list
    context.close()
    assert len(paths) > 30
    assert found == {}
    assert off_host.attempts == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_search_results_and_a_preview_have_no_serious_violation(browser, site_url, off_host, axe, scheme):
    context = context_for(browser, off_host, axe, "desktop", scheme)
    page = context.new_page()
    page.goto(site_url + "003/02-defensa.html")
    box = page.locator("[data-search] input[name=query]")
    box.click()
    box.fill("parada")
    page.wait_for_selector('[data-search] ol[data-query="parada"] [data-search-result]')
    assert page.evaluate(SERIOUS) == []
    page.keyboard.press("Escape")
    term = page.locator("a.pugna-term").first
    term.scroll_into_view_if_needed()
    term.hover()
    page.locator(".pugna-preview").wait_for(state="visible")
    assert page.evaluate(SERIOUS) == []
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_input_error_has_no_serious_violation(browser, site_url, off_host, axe, scheme):
    """The error's red was 2.9:1 on the dark palette's background (the engine runs here: the
    error is its answer)."""
    context = browser.new_context(bypass_csp=True, color_scheme=scheme, service_workers="block", **DEVICES["phone"])
    context.route("**/*", off_host.route)
    context.add_init_script(path=str(axe))
    page = context.new_page()
    page.goto(site_url + "004/index.html")
    form = page.locator("form[data-calc]:has(input[type=text])").first
    field = form.locator("input[type=text]").first
    field.scroll_into_view_if_needed()
    field.fill("abc")
    page.wait_for_function("f => f.dataset.state === 'error'", arg=form.element_handle(), timeout=120_000)
    assert field.get_attribute("aria-invalid") == "true"
    assert page.evaluate(SERIOUS) == []
    context.close()
    assert off_host.attempts == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("device", ["desktop", "phone"])
@pytest.mark.parametrize("path", ["index.html", "glossary.html"])
def test_the_footer_offer_to_keep_calculators_offline_has_no_serious_violation(browser, site_url, off_host, axe, device, scheme, path):
    """The footer's "Keep calculators offline" button was the theme's orange on the footer's
    near-black (3.19:1); it shows only once the service worker has saved the texts."""
    context = browser.new_context(bypass_csp=True, color_scheme=scheme, service_workers="allow", **DEVICES[device])
    context.route("**/*", off_host.route)
    context.add_init_script(path=str(axe))
    page = context.new_page()
    page.goto(site_url + path)
    page.wait_for_selector(".pugna-offline .pugna-keep-engine", timeout=60_000)
    assert page.evaluate(SERIOUS) == []
    context.close()
    assert off_host.attempts == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_answer_card_has_no_serious_violation(browser, site_url, off_host, axe, device, scheme):
    """The search box's answer card (assets/js/answer-card.js), with an input refused and with
    its answer: the engine runs here."""
    context = browser.new_context(bypass_csp=True, color_scheme=scheme, service_workers="block", **DEVICES[device])
    context.route("**/*", off_host.route)
    context.add_init_script(path=str(axe))
    page = context.new_page()
    page.goto(site_url + "000/index.html")
    if device == "phone":
        page.locator("label.md-header__button[for=__search]").tap()
    else:
        page.locator("[data-search] input[name=query]").click()
    page.keyboard.type("parata maestro CA 12")
    page.wait_for_selector("[data-answer][data-state=error]", timeout=120_000)
    assert page.evaluate(SERIOUS) == []
    page.fill("[data-answer-field=ac]", "4")
    page.wait_for_selector("[data-answer][data-state=ready]", timeout=120_000)
    assert page.evaluate(SERIOUS) == []
    context.close()
    assert off_host.attempts == []
