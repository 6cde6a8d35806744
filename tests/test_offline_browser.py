"""Offline use in Chromium: after one visit the whole site works with the server gone;
a new build replaces the old cache cleanly; a downloaded copy opened from file:// still
reads, and its calculators say what they need."""

from __future__ import annotations

import shutil

import pytest

from tests.site import built_site
from tools.offline import write_service_worker
from tools.serve import serving

CONTROLLED = """async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  }
  return (await caches.keys()).filter((k) => k.startsWith("pugna-"));
}"""


@pytest.fixture
def online_context(browser, off_host):
    context = browser.new_context(bypass_csp=True, service_workers="allow")
    context.route("**/*", off_host.route)
    yield context
    context.close()
    assert off_host.attempts == []


def test_after_one_visit_pages_search_and_calculators_work_without_the_server(online_context):
    page = online_context.new_page()
    with serving(built_site()) as base:
        page.goto(base + "index.html")
        caches = page.evaluate(CONTROLLED)
        assert len(caches) == 1
    # The server is gone: every request is answered by the service worker's cache.
    page.goto(base + "004/index.html")
    assert "Боевые модификаторы" in page.inner_text("article")
    page.click(".md-search__input")
    page.fill(".md-search__input", "укрытие")
    page.wait_for_selector(".md-search-result__item", timeout=30_000)
    page.goto(base + "002/index.html?tohit.npc=10")
    page.wait_for_selector('form[data-calc="tohit"][data-state="ok"]', timeout=60_000)
    assert page.inner_text('form[data-calc="tohit"] [data-result="tpc"]') == "17"


def test_a_new_build_replaces_the_old_cache(online_context, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(built_site(), copy)
    page = online_context.new_page()
    with serving(copy) as base:
        page.goto(base + "002/index.html")
        (first,) = page.evaluate(CONTROLLED)
        # A new build: one page changes, so does the worker's version.
        html = copy / "002" / "index.html"
        html.write_text(html.read_text(encoding="utf-8").replace("</article>", "<p>NEW BUILD MARK</p></article>"), encoding="utf-8")
        second = "pugna-" + write_service_worker(copy)
        assert second != first
        page.reload()
        page.wait_for_function("document.body.innerText.includes('NEW BUILD MARK')", timeout=60_000)
        assert page.evaluate("async () => (await caches.keys()).filter((k) => k.startsWith('pugna-'))") == [second]


def test_a_downloaded_copy_reads_from_file_and_says_what_calculators_need(browser, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(built_site(), copy)
    context = browser.new_context(bypass_csp=True, service_workers="block")
    page = context.new_page()
    page.goto((copy / "002" / "index.html").as_uri())
    assert "Fasi di un combattimento" in page.inner_text("article")
    assert page.locator('[data-table="tohit_002"] tbody tr').count() == 51  # the static table
    status = page.inner_text('form[data-calc="tohit"] .pugna-status')
    assert "make serve" in status
    page.locator('.md-sidebar--primary a.md-nav__link[href$="004/index.html"]').evaluate("a => a.click()")
    page.wait_for_url("**/004/index.html")
    assert "Боевые модификаторы" in page.inner_text("article")
    context.close()
