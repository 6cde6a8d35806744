"""``make bench``: the engine's speed, measured side by side in one run in headless Chromium.

Prints, each as the median of several cold runs (fresh browser context, empty cache):
bare Pyodide boot in a module worker vs the first calculator result on a page; the first
result on a second calculator page reached by instant navigation; recompute latency
(p50/p95 over 200 input changes); and the bytes a page without calculators fetches.
Ratios, not absolute times, are the point: both sides run on the same machine, same load.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests.conftest import CHROMIUM, CHROMIUM_ARGS
from tools.serve import Handler, Server, serving
from tools.site_assets import pyodide_version

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
RUNS = 5
READING_MS = 1000  # pause on the first calculator page before going to the second
MARKS: list[dict[str, float]] = []  # engine milestones of each cold calculator page
CHANGES = 200
CALC_PAGE = "002/index.html"  # a text page holding calculators
SECOND_PAGE = "001/index.html"  # another one, reached by instant navigation

BARE_HTML = b"""<!doctype html><meta charset=utf-8><title>bare</title><script type=module>
const w = new Worker("/__bench/bare-worker.js", {type: "module"});
w.onmessage = () => { window.__booted = performance.now(); };
</script>"""
BARE_WORKER = """import { loadPyodide } from "/assets/pyodide/%(version)s/pyodide.mjs";
await loadPyodide({ indexURL: "/assets/pyodide/%(version)s/" });
self.postMessage("booted");
"""


class BenchHandler(Handler):
    """The site, plus a page that boots bare Pyodide the same way the engine does."""

    def do_GET(self) -> None:
        worker = (BARE_WORKER % {"version": pyodide_version()}).encode()
        pages = {"/__bench/bare.html": (BARE_HTML, "text/html"), "/__bench/bare-worker.js": (worker, "text/javascript")}
        if self.path in pages:
            body, kind = pages[self.path]
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        else:
            super().do_GET()


class BenchServer(Server):
    handler = BenchHandler


def _median(xs: list[float]) -> float:
    return statistics.median(xs)


def bare_boot(browser, base: str) -> float:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.goto(base + "__bench/bare.html")
    page.wait_for_function("window.__booted", timeout=120_000)
    ms = page.evaluate("window.__booted")
    context.close()
    return ms


def first_result(browser, base: str) -> tuple[float, float]:
    """(ms from navigation start to the first painted result, ms for a second page's result)."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.goto(base + CALC_PAGE)
    page.wait_for_selector("form[data-calc][data-state=ok]", timeout=120_000)
    first = page.evaluate("performance.getEntriesByName('pugna:first-result')[0].startTime")
    MARKS.append(page.evaluate("Object.fromEntries(performance.getEntriesByType('mark').map(m => [m.name, m.startTime]))"))
    # Instant navigation to another calculator page: the worker is already warm.
    # A reader spends a moment on the first page before following a link.
    page.wait_for_timeout(READING_MS)
    # Timed from the click itself (not from Playwright's actionability checks before it).
    page.evaluate("window.__t0 = Infinity; addEventListener('click', () => { window.__t0 = performance.now(); }, { capture: true, once: true })")
    page.click(f'a.md-nav__link[href$="{SECOND_PAGE}"]')
    page.wait_for_function(
        "(page) => location.pathname.endsWith(page) && document.querySelector('form[data-calc][data-state=ok]')",
        arg=SECOND_PAGE,
        timeout=60_000,
    )
    # The first result painted after the click, as the page itself timed it.
    second = page.evaluate(
        "Math.min(...performance.getEntriesByName('pugna:result').map(m => m.startTime).filter(t => t > window.__t0)) - window.__t0"
    )
    reloaded = page.evaluate("window.__t0 === undefined")
    context.close()
    if reloaded:
        raise SystemExit("instant navigation reloaded the page: second-page figure would be meaningless")
    return first, second


RECOMPUTE_JS = """async ([name, changes]) => {
  const form = document.querySelector(`form[data-calc="${name}"]`);
  const input = form.querySelector('[name="npc"]');
  const out = form.querySelector('[data-result="table_npc"]');
  const times = [];
  for (let i = 0; i < changes; i++) {
    const npc = String((i % 51) - 25);
    const done = new Promise((resolve) => {
      const obs = new MutationObserver(() => { if (out.textContent === npc) { obs.disconnect(); resolve(); } });
      obs.observe(out, { childList: true, characterData: true, subtree: true });
    });
    const t0 = performance.now();
    input.value = npc;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await done;
    times.push(performance.now() - t0);
  }
  return times;
}"""


def recompute(browser, base: str) -> list[float]:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.goto(base + CALC_PAGE + "?tohit.npc=30")
    page.wait_for_selector('form[data-calc="tohit"][data-state=ok]', timeout=120_000)
    times = page.evaluate(RECOMPUTE_JS, ["tohit", CHANGES])
    context.close()
    return times


def plain_page_bytes(browser, base: str) -> tuple[int, int]:
    """(all bytes, engine bytes) fetched by the home page, which holds no calculator."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    sizes: dict[str, int] = {}
    page.on("requestfinished", lambda r: sizes.__setitem__(r.url, r.sizes()["responseBodySize"]))
    page.goto(base)
    page.wait_for_load_state("networkidle")
    context.close()
    engine = sum(n for url, n in sizes.items() if "/assets/pyodide/" in url or "/assets/engine/" in url or "calc-worker" in url)
    return sum(sizes.values()), engine


def percentile(xs: list[float], q: float) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main() -> int:
    if not (SITE / "index.html").is_file():
        raise SystemExit("no site/: run make site")
    with serving(SITE, server_class=BenchServer) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        bare, first, second = [], [], []
        for _ in range(RUNS):  # interleaved, so both sides see the same machine load
            bare.append(bare_boot(browser, base))
            f, s = first_result(browser, base)
            first.append(f)
            second.append(s)
        times = recompute(browser, base)
        total, engine = plain_page_bytes(browser, base)
        browser.close()
    ratio = _median(first) / _median(bare)
    rows = [
        ("bare Pyodide boot (module worker), median ms", f"{_median(bare):.0f}", ""),
        ("first calculator result, cold, median ms", f"{_median(first):.0f}", f"{ratio:.2f} x bare (target <= 1.10)"),
        (f"first result on a second calculator page ({READING_MS} ms later), median ms", f"{_median(second):.1f}", "target <= 50"),
        (f"recompute latency p50 over {CHANGES} changes, ms", f"{percentile(times, .5):.2f}", ""),
        (f"recompute latency p95 over {CHANGES} changes, ms", f"{percentile(times, .95):.2f}", "target <= 16"),
        ("bytes fetched by a page without calculators", f"{total}", ""),
        ("  of which engine (Pyodide, wheel, worker)", f"{engine}", "target 0"),
    ]
    for stage in ("pugna:worker-early", "pugna:worker-start", "pugna:rules", "pugna:ready", "pugna:first-result"):
        times = [m[stage] for m in MARKS if stage in m]
        if times:
            rows.append((f"  milestone {stage.split(':')[1]}, median ms", f"{_median(times):.0f}", "from navigation start"))
    width = max(len(r[0]) for r in rows)
    print(f"Pugna bench: {RUNS} interleaved cold runs, Chromium {CHROMIUM}")
    for label, value, note in rows:
        print(f"{label:<{width}}  {value:>9}  {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
