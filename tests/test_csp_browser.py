"""The Content-Security-Policy every page carries, as Chromium enforces it: no inline script
without its hash, no eval, nothing from elsewhere — and not one violation while reading,
computing, previewing and navigating."""

from __future__ import annotations

import pytest

from tests.site import built_site
from tools.csp import inline_scripts

PAGES = sorted(p.relative_to(built_site()).as_posix() for p in built_site().rglob("*.html"))
WATCH = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) =>
  window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
"""


def test_every_page_carries_the_policy_before_any_script():
    for page in PAGES:
        html = (built_site() / page).read_text(encoding="utf-8")
        meta = html.find('http-equiv="Content-Security-Policy"')
        assert 0 < meta < html.find("<script"), page
        policy = html[meta:html.find(">", meta)]
        assert "'unsafe-eval'" not in policy and "script-src 'self' 'wasm-unsafe-eval' 'sha256-" in policy
        assert "unsafe-inline" not in policy.split("script-src", 1)[1].split(";", 1)[0]


def test_every_inline_script_is_allowed_by_its_hash():
    from tools.csp import _hash

    html = (built_site() / "index.html").read_text(encoding="utf-8")
    for page in PAGES:
        for body in inline_scripts((built_site() / page).read_text(encoding="utf-8")):
            assert _hash(body) in html, (page, body[:80])


@pytest.fixture
def watched(browser, off_host):
    """A page under the policy (the other tests' contexts bypass it)."""
    context = browser.new_context(service_workers="block")
    context.route("**/*", off_host.route)
    page = context.new_page()
    page.add_init_script(WATCH)
    yield page
    context.close()


def test_no_violation_on_any_page(watched, site_url):
    for path in PAGES:
        watched.goto(site_url + path)
        watched.wait_for_timeout(200)
        assert watched.evaluate("window.__violations") == [], path


def test_no_violation_while_computing_navigating_and_previewing(watched, site_url):
    watched.goto(site_url + "002/index.html")
    watched.wait_for_selector('form[data-calc="tohit"][data-state="ok"]', timeout=120_000)
    watched.fill('form[data-calc="tohit"] [name="npc"]', "7")
    watched.wait_for_selector('form[data-calc="tohit"] [data-result="tpc"]:text-is("16")')  # no eval under the policy
    # Instant navigation into pages with their own inline scripts and forms.
    for href in ("000/bloccare-un-attacco.html", "004/index.html", "glossary.html"):
        watched.click(f'a[href$="{href}"]', timeout=30_000) if watched.locator(f'a[href$="{href}"]').count() else watched.goto(site_url + href)
        watched.wait_for_timeout(800)
    term = watched.locator("a.pugna-term, a[data-passage]").first
    if term.count():
        term.hover()
        watched.wait_for_timeout(800)
    assert watched.evaluate("window.__violations") == []


def test_no_violation_while_a_question_is_answered_in_the_search_box(watched, site_url):
    """The answer card starts the engine on a page without calculators, fetches calc.ask's
    lexicon in it and repaints from a form request."""
    watched.goto(site_url + "003/index.html")
    watched.locator("[data-search] input[name=query]").click()
    watched.keyboard.type("ataque base 3 2 incrementos")
    watched.wait_for_selector("[data-answer][data-state=ready]", timeout=120_000)
    watched.fill("[data-answer-field=increments]", "4")
    watched.wait_for_selector("[data-answer][data-state=ready]", timeout=120_000)
    assert watched.evaluate("window.__violations") == []
