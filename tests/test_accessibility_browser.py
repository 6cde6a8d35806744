"""Accessibility checked by a tool nobody here wrote: axe-core (npm, pinned in package.json)
in Chromium reports no serious or critical violation on any page of the site, on a desktop
and on a phone, in the light and the dark palette; nor with the search results or a link
preview open. (The calculators' engine is left out: its results are plain text in place.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.site import ROOT, site_pages

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = """async () => (await axe.run(document, {resultTypes: ["violations"]})).violations
  .filter((v) => v.impact === "serious" || v.impact === "critical")
  .map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`)"""
DEVICES = {
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
}


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


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_no_page_has_a_serious_accessibility_violation(browser, site_url, off_host, axe, device, scheme):
    context = context_for(browser, off_host, axe, device, scheme)
    page = context.new_page()
    paths = site_pages()
    found = {}
    for path in paths:
        page.goto(site_url + path, wait_until="load")
        assert page.evaluate("document.body.dataset.mdColorScheme") == ("slate" if scheme == "dark" else "default")
        violations = page.evaluate(SERIOUS)
        if violations:
            found[path] = violations
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
