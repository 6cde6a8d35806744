"""``make bench``: the engine's speed and the site's weight, measured side by side in one run
in headless Chromium, printed and written to ``.cache/bench.json``.

Each time figure is the median of several cold runs (fresh browser context, empty cache),
interleaved so both sides of a ratio see the same machine load. The browser is the tests'
(``tools.chromium.CHROMIUM_ARGS``): without the address bar's WebUI popup, which Chromium 156
otherwise loads beside every fresh context's page (``NO_OMNIBOX_POPUP``).

- bare Pyodide boot in a module worker (no calc, no snapshot) vs the first calculator result
  on a cold page opened with other inputs in its URL (from navigation start), each run's
  pair kept too (``runs_ms``: one run strays far from the median on this machine), and the
  engine's milestones, the worker's own among them;
- the site's engine worker booted from the build's memory snapshot vs its plain boot;
- a second calculator page reached by the site's navigation (assets/js/navigate.js), from a
  reader's click (the pointer rests on the link, then presses it): to its first frame drawn,
  its results in it (the build's, checked equal to the engine's answer that follows), and to
  the engine's first answer painted on it; the same with a click that does not rest on the
  link first (Playwright's); the lightest page there is (the home page, no calculator) the
  same way; and that page drawn with its container swapped by hand at the click, parsed
  beforehand: what drawing it costs this machine when nothing of it is laid out before the
  click (the site's navigation lays it out during the press);
- recompute latency (p50/p95 over 200 input changes, once the page has settled);
- the same first-result ratio and recompute latency with Chromium's CPU throttled 4x
  (``Emulation.setCPUThrottlingRate`` on the page, and on its workers through a CDP session
  that auto-attaches to them before they run; Chromium 156 answers a worker "Operation is
  only supported for pages, not workers", so the engine's own thread then runs at full speed:
  ``throttled_worker`` says which);
- bytes transferred by a first visit (service worker on) to a text page without calculators
  and to a calculator page, and the engine bytes among them;
- Lighthouse's mobile performance score (``tools/lighthouse.py``, 3 runs each, the median)
  of the home page, a text page with calculators and the to-hit page, after the rest;
- the table screen (``screen_figures``): a screen of 8 calculators opened from its link on a
  cold visit, to every panel drawn with its result; one trait of the character they all read
  changed, to all 8 panels showing their new results (p50/p95, page settled); both again with
  the whole browser under a real CPU limit, page and worker alike (a cgroup's CPU quota, or
  one core: ``screen_throttle`` says which);
- ``calc.ask`` answering questions as they are typed, in CPython and in Pyodide
  (``tools/ask_speed.py``: ``ask_p95_ms``, ``ask_pyodide_p95_ms`` …), last, on its own; and in
  the page's own engine worker as the search box's card asks it (:func:`ask_in_page`);
- the engine's first answer on a phone-class CPU (``tools/phone_bench.py``): a 390 px touch
  context in a second Chromium whose every process (page, worker, compositor, network) is held
  to half a CPU (``tools/cpu_limit.py``: a cgroup, or one core with taskset), cold and on a
  returning visit (the engine kept by the service worker, a new page load), one run of each
  interleaved with each cold run above; with the CPU time the browser used
  (``phone_cold_first_result_ms``, ``phone_warm_first_result_ms``, ``warm_first_result_ms``).

``--screen``: the table screen's figures alone; ``--phone``: the phone figures alone, each run
interleaved with a full-CPU cold ``first_result_ms`` (the ratios' reference); either written
over their keys in bench.json.
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.chromium import CHROMIUM, CHROMIUM_ARGS
from tools import ask_speed, lighthouse
from tools.cpu_limit import limited_chromium
from tools.phone_bench import PHONE_SHARE, WORKER_MARKS, phone_figures, phone_round, phone_rows
from tools.screen_sample import COMBAT, screen_link
from tools.serve import Handler, Server, precompress, serving
from tools.site_assets import pyodide_version

__all__ = ["main"]

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
OUT = ROOT / ".cache" / "bench.json"
RUNS = 5
THROTTLED_RUNS = 3
THROTTLE = 4
LIGHTHOUSE_RUNS = 3
READING_MS = 1000  # pause on the first calculator page before going to the second
CHANGES = 200
CALC_PAGE = "002/index.html"  # a text page holding calculators (the to-hit table among them)
SECOND_PAGE = "001/index.html"  # another one, reached by the site's navigation
TEXT_PAGE = "003/index.html"  # a text page without calculators
MILESTONES = ("worker-early", "worker-start", "rules", "ready", "first-result")
WORKER_MILESTONES = WORKER_MARKS  # ms from the worker's start
WORKER_THROTTLE: list[str] = []  # each throttled worker's answer to the throttle: "ok" or Chromium's error

BARE_HTML = b"""<!doctype html><meta charset=utf-8><title>bare</title><script type=module>
const w = new Worker("/__bench/bare-worker.js", {type: "module"});
w.onmessage = () => { window.__booted = performance.now(); };
</script>"""
BARE_WORKER = """import { loadPyodide } from "/assets/pyodide/%(version)s/pyodide.mjs";
await loadPyodide({ indexURL: "/assets/pyodide/%(version)s/" });
self.postMessage("booted");
"""
# The site's own engine worker, booted with or without the snapshot: ms to "ready".
ENGINE_BOOT = """async (boot) => {
  const url = new URL("calc-worker.js", document.querySelector("script[src$='assets/js/forms.js']").src);
  url.searchParams.set("engine", document.querySelector('meta[name="pugna-engine"]').content);
  url.searchParams.set("boot", boot);
  const t0 = performance.now();
  const worker = new Worker(url, { type: "module" });
  const data = await new Promise((resolve) => {
    worker.onmessage = ({ data }) => { if (data.type === "ready" || data.type === "failed") resolve(data); };
    worker.onerror = (event) => resolve({ type: "failed", error: event.message || "worker error" });
  });
  worker.terminate();
  if (data.type !== "ready" || data.boot !== boot) throw new Error(`asked ${boot}, got ${JSON.stringify(data)}`);
  return performance.now() - t0;
}"""
# Installed before a click on a link the site's navigation follows: window.__t0 is the click,
# window.__drawn ms from it to the end of the first frame after the swap (a
# requestAnimationFrame callback runs just before the frame is drawn; a message posted from
# it, just after), window.__shown the results the reader saw in that frame.
SWAP_WATCH = """() => {
  window.__t0 = Infinity;
  window.__drawn = 0;
  addEventListener("click", () => { window.__t0 = performance.now(); }, { capture: true, once: true });
  document.addEventListener("pugna:swapped", () => {
    window.__shown = [...document.querySelectorAll("[data-md-component=container] form[data-calc] [data-result]")].map((el) => el.textContent);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__drawn = performance.now() - window.__t0; };
      channel.port2.postMessage(0);
    });
  }, { once: true });
}"""
RESTING_MS = 150  # a reader's pointer on the link before pressing it
PRESS_MS = 80  # and the press itself


def reader_click(page, selector: str) -> None:
    """A click as a reader makes it: the pointer comes to rest on the link, then presses it."""
    link = page.locator(selector).first
    link.scroll_into_view_if_needed()
    box = link.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_timeout(RESTING_MS)
    page.mouse.down()
    page.wait_for_timeout(PRESS_MS)
    page.mouse.up()


# Beside the second-page figure: the same page drawn with nothing of a navigation (its copy
# fetched and parsed before the click; the page's container replaced by hand at the click, no
# head, no scroll, no scripts re-mounted), timed like SWAP_WATCH: the drawing alone, when
# nothing of the page is laid out before the click.
HAND_SWAP = """async (target) => {
  const next = new DOMParser().parseFromString(await (await fetch(target)).text(), "text/html");
  window.__t0 = Infinity;
  window.__drawn = 0;
  addEventListener("click", (event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    window.__t0 = performance.now();
    const fresh = document.adoptNode(next.querySelector("[data-md-component=container]"));
    document.querySelector("[data-md-component=container]").replaceWith(fresh);
    document.title = next.title;
    history.pushState(null, "", target);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__drawn = performance.now() - window.__t0; };
      channel.port2.postMessage(0);
    });
  }, { capture: true, once: true });
}"""
RECOMPUTE = """async ([name, changes]) => {
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


class BenchHandler(Handler):
    """The site, plus a page that boots bare Pyodide the way the engine does."""

    def do_GET(self) -> None:
        worker = (BARE_WORKER % {"version": pyodide_version()}).encode()
        pages = {"/__bench/bare.html": (BARE_HTML, "text/html"), "/__bench/bare-worker.js": (worker, "text/javascript")}
        if self.path not in pages:
            return super().do_GET()
        body, kind = pages[self.path]
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class BenchServer(Server):
    handler = BenchHandler


def median(xs: list[float]) -> float:
    return statistics.median(xs)


def percentile(xs: list[float], q: float) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def wait_quietly(page, expression: str, arg=None, timeout_ms: int = 180_000, step_ms: int = 200) -> None:
    """Wait until ``expression`` (a function of ``arg``) is truthy in the page, looking only every
    ``step_ms``: Playwright's own waits poll on every animation frame, on the page's main thread,
    inside the very window being timed (a trace showed one taking 12 ms just before the second
    page's first frame). The times themselves come from the page's clock, not from this loop."""
    for _ in range(timeout_ms // step_ms):
        if page.evaluate(expression, arg):
            return
        page.wait_for_timeout(step_ms)  # a sleep in this process: nothing runs in the page
    raise SystemExit(f"timed out after {timeout_ms} ms waiting for {expression}")


def cold_page(browser, throttle: int = 1, service_workers: str = "block"):
    """A page in a fresh context (empty caches), its CPU slowed ``throttle`` times: the page's
    main thread, and each worker it starts if Chromium lets it (see ``WORKER_THROTTLE``).
    CSP bypassed only so that Playwright may evaluate its waiting conditions."""
    context = browser.new_context(service_workers=service_workers, bypass_csp=True)
    page = context.new_page()
    if throttle > 1:
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})

        def attached(event) -> None:  # a worker, paused until we let it run
            session = event["sessionId"]
            for n, (method, params) in enumerate((("Emulation.setCPUThrottlingRate", {"rate": throttle}), ("Runtime.runIfWaitingForDebugger", {}))):
                cdp.send("Target.sendMessageToTarget", {"sessionId": session, "message": json.dumps({"id": n + 1, "method": method, "params": params})})

        def answered(event) -> None:
            message = json.loads(event["message"])
            if message.get("id") == 1:  # the throttle's answer
                WORKER_THROTTLE.append(message.get("error", {}).get("message", "ok"))

        cdp.on("Target.attachedToTarget", attached)
        cdp.on("Target.receivedMessageFromTarget", answered)
        cdp.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": False})
    return context, page


def bare_boot(browser, base: str, throttle: int = 1) -> float:
    context, page = cold_page(browser, throttle)
    page.goto(base + "__bench/bare.html")
    wait_quietly(page, "() => window.__booted")
    ms = page.evaluate("window.__booted")
    context.close()
    return ms


def engine_boots(browser, base: str) -> tuple[float, float]:
    """(snapshot boot ms, plain boot ms) of the site's engine worker, each in a cold context."""
    times = []
    for boot in ("snapshot", "plain"):
        context, page = cold_page(browser)
        page.goto(base + TEXT_PAGE)
        times.append(page.evaluate(ENGINE_BOOT, boot))
        context.close()
    return times[0], times[1]


def first_result(browser, base: str, throttle: int = 1) -> tuple[float, tuple[float, float] | None, dict[str, float]]:
    """(ms from navigation start to the first result, (ms from a reader's click to a second
    page's first frame, to the engine's first answer on it) (unthrottled runs only), the
    engine's milestones)."""
    context, page = cold_page(browser, throttle)
    page.goto(base + CALC_PAGE + "?tohit.npc=20")  # a shared link: other inputs than the HTML's
    wait_quietly(page, "() => document.querySelector('form[data-calc=\"tohit\"][data-state=ok]')")
    if page.inner_text('form[data-calc="tohit"] [data-result="table_npc"]') != "20":
        raise SystemExit("the first result is not for the URL's inputs")
    first = page.evaluate("performance.getEntriesByName('pugna:first-result')[0].startTime")
    marks = page.evaluate("Object.fromEntries(performance.getEntriesByType('mark').map(m => [m.name, m.startTime]))")
    page.wait_for_function("window.pugnaEngine.state.stage === 'ready'")
    state = page.evaluate("({ boot: window.pugnaEngine.state.boot, timings: window.pugnaEngine.state.timings })")
    if state["boot"] != "snapshot":
        raise SystemExit("the calculator page did not boot from the snapshot")
    marks.update({f"worker:{k}": v for k, v in state["timings"].items()})
    second = None
    if throttle == 1:
        page.wait_for_timeout(READING_MS)  # a reader spends a moment on the first page
        second = second_page(page, reader_click)
    context.close()
    return first, second, marks


def second_page(page, click) -> tuple[float, float]:
    """(ms from the click to the second page's first frame, to the engine's first answer on it)."""
    page.evaluate(SWAP_WATCH)
    click(page, f'a.md-nav__link[href$="{SECOND_PAGE}"]')
    wait_quietly(
        page,
        "(page) => location.pathname.endsWith(page) && window.__drawn && [...document.querySelectorAll('form[data-calc]')].every((f) => f.dataset.state === 'ok')",
        SECOND_PAGE,
    )
    if page.evaluate("window.__t0 === undefined"):
        raise SystemExit("the navigation reloaded the page: the second-page figure would be meaningless")
    shown = page.evaluate("window.__shown")
    if not shown or page.evaluate("[...document.querySelectorAll('[data-md-component=container] form[data-calc] [data-result]')].map((el) => el.textContent)") != shown:
        raise SystemExit("the second page's first frame showed other results than the engine's")
    engine = page.evaluate("Math.min(...performance.getEntriesByName('pugna:result').map(m => m.startTime).filter(t => t > window.__t0)) - window.__t0")
    return page.evaluate("window.__drawn"), engine


def instant_click(page, selector: str) -> None:
    page.click(selector)


def second_page_instant_click(browser, base: str) -> float:
    """The second page's first frame, from a click that does not rest on the link first."""
    context, page = cold_page(browser)
    page.goto(base + CALC_PAGE)
    wait_quietly(page, "() => window.pugnaEngine && window.pugnaEngine.state.stage === 'ready'")
    page.wait_for_timeout(READING_MS)
    drawn, _ = second_page(page, instant_click)
    context.close()
    return drawn


def home_page_drawn(browser, base: str) -> float:
    """ms from a reader's click on the home page's link, on a text page without calculators, to
    the home page's first frame: the navigation's swap of the lightest page there is."""
    context, page = cold_page(browser)
    page.goto(base + TEXT_PAGE)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(READING_MS)
    page.evaluate(SWAP_WATCH)
    reader_click(page, 'a.md-nav__link[href="../index.html"]')
    wait_quietly(page, "() => window.__drawn")
    if page.evaluate("window.__t0 === undefined"):
        raise SystemExit("the navigation reloaded the page: the home-page figure would be meaningless")
    drawn = page.evaluate("window.__drawn")
    context.close()
    return drawn


def hand_swap_drawn(browser, base: str) -> float:
    """ms from a click on the first calculator page to the second page's first frame, its
    container swapped by hand at the click from a copy parsed beforehand (HAND_SWAP): what
    drawing that page costs this machine, laid out from nothing at the click."""
    context, page = cold_page(browser)
    page.goto(base + CALC_PAGE)
    wait_quietly(page, "() => window.pugnaEngine && window.pugnaEngine.state.stage === 'ready'")
    page.wait_for_timeout(READING_MS)
    page.evaluate(HAND_SWAP, base + SECOND_PAGE)
    reader_click(page, f'a.md-nav__link[href$="{SECOND_PAGE}"]')
    wait_quietly(page, "() => window.__drawn")
    drawn = page.evaluate("window.__drawn")
    context.close()
    return drawn


def recompute(browser, base: str, throttle: int = 1) -> list[float]:
    context, page = cold_page(browser, throttle)
    page.goto(base + CALC_PAGE + "?tohit.npc=30")
    page.wait_for_selector('form[data-calc="tohit"][data-state=ok]', timeout=180_000)
    # As a reader would: the page settled (its own loading done) before the first change.
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(READING_MS)
    times = page.evaluate(RECOMPUTE, ["tohit", CHANGES])
    context.close()
    return times


def first_visit_bytes(browser, base: str, path: str, done: str) -> tuple[int, int]:
    """(all bytes, engine bytes) transferred by a first visit to ``path`` with the service
    worker on, until ``done`` (a selector) shows; the worker's own downloads included."""
    context = browser.new_context(service_workers="allow")
    sizes: dict[int, tuple[str, int]] = {}

    def finished(request) -> None:
        size = request.sizes()
        sizes[id(request)] = (request.url, size["responseBodySize"] + size["responseHeadersSize"])

    context.on("requestfinished", finished)
    page = context.new_page()
    page.goto(base + path)
    page.wait_for_selector(done, timeout=180_000)
    page.wait_for_load_state("networkidle")
    context.close()
    engine = sum(n for url, n in sizes.values() if "/assets/pyodide/" in url or "/assets/engine/" in url)
    return sum(n for _, n in sizes.values()), engine


def measure(browser, base: str, phone: tuple) -> dict:
    """Every browser figure; ``phone``: (the CPU-limited browser, its limit)."""
    bare, first, second, engine, instant, home, by_hand, snapshot, plain, marks, phones = [], [], [], [], [], [], [], [], [], [], []
    for _ in range(RUNS):  # interleaved, so each side sees the same machine load
        phones.append(phone_round(*phone, base))
        bare.append(bare_boot(browser, base))
        f, (s, e), m = first_result(browser, base)
        first.append(f)
        second.append(s)
        engine.append(e)
        instant.append(second_page_instant_click(browser, base))
        home.append(home_page_drawn(browser, base))
        by_hand.append(hand_swap_drawn(browser, base))
        marks.append(m)
        boot_snapshot, boot_plain = engine_boots(browser, base)
        snapshot.append(boot_snapshot)
        plain.append(boot_plain)
    slow_bare, slow_first = [], []
    for _ in range(THROTTLED_RUNS):
        slow_bare.append(bare_boot(browser, base, THROTTLE))
        slow_first.append(first_result(browser, base, THROTTLE)[0])
    times = recompute(browser, base)
    slow_times = recompute(browser, base, THROTTLE)
    text_total, text_engine = first_visit_bytes(browser, base, TEXT_PAGE, ".pugna-offline[data-core=ready]")
    calc_total, calc_engine = first_visit_bytes(browser, base, CALC_PAGE, ".pugna-offline[data-engine=kept]")
    figures = {
        "bare_boot_ms": median(bare),
        "first_result_ms": median(first),
        "first_result_ratio": median(first) / median(bare),
        "second_page_ms": median(second),
        "second_page_engine_ms": median(engine),
        "second_page_instant_click_ms": median(instant),
        "home_page_drawn_ms": median(home),
        "second_page_by_hand_ms": median(by_hand),
        "recompute_p50_ms": percentile(times, 0.5),
        "recompute_p95_ms": percentile(times, 0.95),
        "throttled_bare_boot_ms": median(slow_bare),
        "throttled_first_result_ms": median(slow_first),
        "throttled_first_result_ratio": median(slow_first) / median(slow_bare),
        "throttled_recompute_p50_ms": percentile(slow_times, 0.5),
        "throttled_recompute_p95_ms": percentile(slow_times, 0.95),
        "throttled_worker": bool(WORKER_THROTTLE) and set(WORKER_THROTTLE) == {"ok"},
        "throttled_worker_answer": sorted(set(WORKER_THROTTLE)),
        "snapshot_boot_ms": median(snapshot),
        "plain_boot_ms": median(plain),
        "text_page_bytes": text_total,
        "text_page_engine_bytes": text_engine,
        "calc_page_bytes": calc_total,
        "calc_page_engine_bytes": calc_engine,
        "milestones_ms": {name: median([m[f"pugna:{name}"] for m in marks if f"pugna:{name}" in m]) for name in MILESTONES},
        "worker_milestones_ms": {name: median([m[f"worker:{name}"] for m in marks if f"worker:{name}" in m]) for name in WORKER_MILESTONES},
        # Each run's figure, in the order run: the medians above hide how far one run strays.
        "runs_ms": {"bare_boot": [round(x, 1) for x in bare], "first_result": [round(x, 1) for x in first]},
    }
    figures.update(phone_figures(phones, phone[1], first))
    return figures


def phone_alone(browser, phone: tuple, base: str) -> dict:
    """The phone figures without the rest of the bench (``--phone``): each run interleaved with
    a full-CPU cold first result, the reference of their ratios, measured as :func:`measure` does."""
    first, phones = [], []
    for _ in range(RUNS):
        phones.append(phone_round(*phone, base))
        first.append(first_result(browser, base)[0])
    return {"first_result_ms": median(first)} | phone_figures(phones, phone[1], first)


def phone_alone_report(f: dict) -> list[tuple[str, str, str]]:
    runs = " ".join(f"{x:.0f}" for x in f["phone_runs_ms"]["first_result"])
    return [("first calculator result, cold page (full CPU), median ms", f"{f['first_result_ms']:.0f}", runs)] + phone_rows(f)


# Each question's round trip from the page to its engine worker and back, as the search box's
# card asks it (assets/js/engine.js: question), one after the other.
ASKED_IN_PAGE = """async (asked) => {
  const times = [];
  for (const [text, lang] of asked) {
    const start = performance.now();
    await window.pugnaEngine.question(text, lang);
    times.push(performance.now() - start);
  }
  return times;
}"""
MARK = "(name) => performance.getEntriesByName(name)[0]?.startTime"


def ask_in_page(browser, base: str) -> dict:
    """calc.ask in the page's engine worker (Pyodide in Chromium): on a cold text page without
    calculators, the first card from the first key typed (the engine starts then; its lexicon
    fetched and indexed with the first question), and the part after the engine was up; then
    tools/ask_speed.py's questions asked one by one from the page, each timed there."""
    context, page = cold_page(browser)
    page.goto(base + TEXT_PAGE)
    page.locator("[data-search] input[name=query]").click()
    page.keyboard.type("defensa total")
    wait_quietly(page, "() => document.querySelector('[data-answer][data-state=ready]')")
    typed, ready, answered = (page.evaluate(MARK, f"pugna:{name}") for name in ("first-question", "ready", "first-answer"))
    times = page.evaluate(ASKED_IN_PAGE, ask_speed.questions())
    context.close()
    return {
        "ask_page_first_card_ms": answered - typed,
        "ask_page_first_card_after_ready_ms": answered - max(ready, typed),
        "ask_page_p50_ms": percentile(times, 0.5),
        "ask_page_p95_ms": percentile(times, 0.95),
    }


# ---------------------------------------------------------------------------------------------
# The table screen (issue 33): tools/screen_sample.py's "Combat", 8 calculators that all read the
# size of the one acting (Aldo).

SCREEN_RUNS = 5
SCREEN_THROTTLED_RUNS = 3
SCREEN_CHANGES = 40
SCREEN_THROTTLED_CHANGES = 20
SCREEN_PANELS = len(COMBAT)
SCREEN_ANSWERED = f"() => document.querySelectorAll('[data-screen] form[data-calc][data-state=ok]').length === {SCREEN_PANELS}"
# ms from a change of Aldo's size in the character editor to the last of the 8 panels painting
# its new results (forms.js marks each result it paints), each change once the last settled.
SCREEN_CHANGE = """async ([changes, panels]) => {
  const size = document.querySelector('[data-character-editor] [data-trait="size"]');
  const times = [];
  for (let i = 0; i < changes; i++) {
    const t0 = performance.now();
    const done = new Promise((resolve) => {
      const observer = new PerformanceObserver(() => {
        const painted = performance.getEntriesByName("pugna:result").filter((m) => m.startTime > t0);
        if (painted.length >= panels) { observer.disconnect(); resolve(painted[panels - 1].startTime); }
      });
      observer.observe({ type: "mark" });
    });
    size.value = i % 2 ? "medium" : "large";
    size.dispatchEvent(new Event("input", { bubbles: true }));
    times.push((await done) - t0);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
}"""


def screen_first_paint(browser, base: str) -> float:
    """ms from navigation to the 8th panel's first result painted: a screen opened from its link
    (the document in the fragment) on a cold visit."""
    context, page = cold_page(browser)
    page.goto(screen_link(base))
    wait_quietly(page, SCREEN_ANSWERED)
    ms = page.evaluate("(n) => performance.getEntriesByName('pugna:result').map((m) => m.startTime).sort((a, b) => a - b)[n - 1]", SCREEN_PANELS)
    context.close()
    return ms


def screen_character_changes(browser, base: str, changes: int) -> list[float]:
    context, page = cold_page(browser)
    page.goto(screen_link(base))
    wait_quietly(page, SCREEN_ANSWERED)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(READING_MS)  # as a reader would: the page settled before the first change
    times = page.evaluate(SCREEN_CHANGE, [changes, SCREEN_PANELS])
    if page.input_value("[data-screen] form[data-calc=block_000] [name=blocker_size]") != ("large" if changes % 2 else "medium"):
        raise SystemExit("the screen's panels do not show the character's last size")
    context.close()
    return times


def screen_figures(browser, phone: tuple, base: str) -> dict:
    """``phone``: (the CPU-limited browser, its limit), as for :func:`measure`."""
    firsts = [screen_first_paint(browser, base) for _ in range(SCREEN_RUNS)]
    changes = screen_character_changes(browser, base, SCREEN_CHANGES)
    slow, limit = phone
    with limit.limited():
        slow_firsts = [screen_first_paint(slow, base) for _ in range(SCREEN_THROTTLED_RUNS)]
        slow_changes = screen_character_changes(slow, base, SCREEN_THROTTLED_CHANGES)
    return {
        "screen_first_paint_ms": median(firsts),
        "screen_character_change_p50_ms": percentile(changes, 0.5),
        "screen_character_change_p95_ms": percentile(changes, 0.95),
        "throttled_screen_first_paint_ms": median(slow_firsts),
        "throttled_screen_character_change_p50_ms": percentile(slow_changes, 0.5),
        "throttled_screen_character_change_p95_ms": percentile(slow_changes, 0.95),
        "screen_throttle": limit.how,
        "screen_runs_ms": {"first_paint": [round(x, 1) for x in firsts], "throttled_first_paint": [round(x, 1) for x in slow_firsts]},
    }


def screen_report(f: dict) -> list[tuple[str, str, str]]:
    return [
        (f"the table screen, {SCREEN_PANELS} calculators, opened from its link, cold: all drawn, median ms", f"{f['screen_first_paint_ms']:.0f}",
         " ".join(f"{x:.0f}" for x in f["screen_runs_ms"]["first_paint"])),
        (f"  a trait of the character all {SCREEN_PANELS} read, changed: p50 / p95 ms", f"{f['screen_character_change_p50_ms']:.1f} / {f['screen_character_change_p95_ms']:.1f}",
         "p95 target <= 50"),
        ("  the same, CPU limited: all drawn, median ms", f"{f['throttled_screen_first_paint_ms']:.0f}", f["screen_throttle"]),
        ("  the same, CPU limited: a trait changed, p50 / p95 ms",
         f"{f['throttled_screen_character_change_p50_ms']:.1f} / {f['throttled_screen_character_change_p95_ms']:.1f}", "page and worker alike"),
    ]


def report(figures: dict) -> None:
    f = figures
    worker = "workers throttled too" if f["throttled_worker"] else f"workers not throttled ({'; '.join(f['throttled_worker_answer']) or 'none started'})"
    rows = [
        ("bare Pyodide boot (module worker), median ms", f"{f['bare_boot_ms']:.0f}", ""),
        ("first calculator result, cold page, median ms", f"{f['first_result_ms']:.0f}", f"{f['first_result_ratio']:.2f} x bare (target <= 0.40)"),
        ("  each run, bare boot / first result, ms", "", " ".join(f"{b:.0f}/{r:.0f}" for b, r in zip(f["runs_ms"]["bare_boot"], f["runs_ms"]["first_result"]))),
        ("engine boot from the memory snapshot, median ms", f"{f['snapshot_boot_ms']:.0f}", f"plain boot {f['plain_boot_ms']:.0f} ms"),
        (f"a second calculator page ({READING_MS} ms later) drawn with its results, median ms", f"{f['second_page_ms']:.1f}", "from a reader's click (target <= 50)"),
        ("  the engine's first answer painted on it, median ms", f"{f['second_page_engine_ms']:.1f}", "the same numbers, confirmed"),
        ("  drawn, from a click that does not rest on the link, median ms", f"{f['second_page_instant_click_ms']:.1f}", "the fetch then starts at the press"),
        ("  the home page (no calculator) drawn, median ms", f"{f['home_page_drawn_ms']:.1f}", "the lightest page there is"),
        ("  that page's container swapped by hand at the click, parsed beforehand, ms", f"{f['second_page_by_hand_ms']:.1f}", "no fetch, no scripts, nothing laid out before the click"),
        (f"recompute latency p50 / p95 over {CHANGES} changes, ms", f"{f['recompute_p50_ms']:.1f} / {f['recompute_p95_ms']:.1f}", "p95 target <= 16"),
        (f"CPU {THROTTLE}x slower: bare boot / first result, median ms", f"{f['throttled_bare_boot_ms']:.0f} / {f['throttled_first_result_ms']:.0f}", f"{f['throttled_first_result_ratio']:.2f} x bare, {worker}"),
        (f"CPU {THROTTLE}x slower: recompute p50 / p95, ms", f"{f['throttled_recompute_p50_ms']:.1f} / {f['throttled_recompute_p95_ms']:.1f}", "p95 target <= 50"),
        ("first visit to a text page without calculators, bytes", f"{f['text_page_bytes']:,}", f"engine bytes {f['text_page_engine_bytes']} (target 0)"),
        ("first visit to a calculator page, bytes", f"{f['calc_page_bytes']:,}", f"engine bytes {f['calc_page_engine_bytes']:,}"),
    ]
    rows += screen_report(f)
    rows += [(f"Lighthouse mobile performance, {page}", f"{s['performance']}", f"runs {' '.join(map(str, s['runs']))}; TBT {s['tbt_ms']:.0f} ms (target >= 90)")
             for page, s in f["lighthouse"].items()]
    rows += _ask_rows(f)
    rows += phone_rows(f)
    rows += [(f"  milestone {name}, median ms", f"{ms:.0f}", "from navigation start") for name, ms in f["milestones_ms"].items()]
    rows += [(f"  worker milestone {name}, median ms", f"{ms:.0f}", "from the worker's start") for name, ms in f["worker_milestones_ms"].items()]
    width = max(len(r[0]) for r in rows)
    print(f"Pugna bench: {RUNS} interleaved cold runs ({THROTTLED_RUNS} throttled), Chromium {CHROMIUM}")
    for label, value, note in rows:
        print(f"{label:<{width}}  {value:>13}  {note}")
    print(f"written to {OUT.relative_to(ROOT)}")


def _ask_rows(f: dict) -> list[tuple[str, str, str]]:
    """calc.ask's figures (tools/ask_speed.py) as report rows."""
    return [
        (f"calc.ask p50 / p95 over {f['ask_questions']} typed questions, CPython, ms", f"{f['ask_p50_ms']:.2f} / {f['ask_p95_ms']:.2f}", f"CPU p95 {f['ask_cpu_p95_ms']:.2f}; index {f['ask_index_ms']:.0f} ms once (target p95 <= 5)"),
        ("calc.ask p50 / p95, Pyodide in Node, ms", f"{f['ask_pyodide_p50_ms']:.2f} / {f['ask_pyodide_p95_ms']:.2f}", f"CPU p95 {f['ask_pyodide_cpu_p95_ms']:.2f}; index {f['ask_pyodide_index_ms']:.0f} ms once (target p95 <= 5)"),
        ("  the search box's card alone (most=1), CPython p95 ms", f"{f['ask_card_p95_ms']:.2f}", f"CPU p95 {f['ask_card_cpu_p95_ms']:.2f}; building the lexicon {f['ask_build_ms']:.0f} ms (the site's build), {f['ask_index_kb']:.0f} kB held"),
        ("  the page's call for its card, handle({ask, most: 1}), Pyodide in Node, p95 ms", f"{f['ask_card_pyodide_p95_ms']:.2f}", f"CPU p95 {f['ask_card_pyodide_cpu_p95_ms']:.2f}; {f['ask_pyodide_index_kb']:.0f} kB held"),
        ("  the same in the page's engine worker, round trip from the page, p50 / p95 ms", f"{f['ask_page_p50_ms']:.2f} / {f['ask_page_p95_ms']:.2f}", "target p95 <= 5"),
        ("  the first card on a cold text page, from the first key, ms", f"{f['ask_page_first_card_ms']:.0f}", f"{f['ask_page_first_card_after_ready_ms']:.0f} ms of it after the engine was up (its lexicon, the first question)"),
    ]


def main(argv: list[str]) -> int:
    """``--screen``: the table screen's figures alone, written over their keys in bench.json."""
    if not (SITE / "index.html").is_file():
        raise SystemExit("no site/: run make site")
    precompress(SITE)  # as make serve does: no run waits for the server to gzip a file
    with serving(SITE, server_class=BenchServer) as base:
        with sync_playwright() as p, limited_chromium(p.chromium, PHONE_SHARE) as phone:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            if "--screen" in argv or "--phone" in argv:
                alone = screen_figures(browser, phone, base) if "--screen" in argv else phone_alone(browser, phone, base)
                browser.close()
                figures = (json.loads(OUT.read_text()) if OUT.is_file() else {}) | alone
                OUT.parent.mkdir(parents=True, exist_ok=True)
                OUT.write_text(json.dumps(figures, indent=1))
                for label, value, note in screen_report(alone) if "--screen" in argv else phone_alone_report(alone):
                    print(f"{label:<90}  {value:>13}  {note}")
                return 0
            figures = measure(browser, base, phone)
            figures.update(ask_in_page(browser, base))
            figures.update(screen_figures(browser, phone, base))
            browser.close()
        # Its own browser, after the rest: the two never share the CPU.
        figures["lighthouse"] = lighthouse.scores(base, runs=LIGHTHOUSE_RUNS)
    figures.update(ask_speed.measure())  # no browser: the rules core alone
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(figures, indent=1))
    report(figures)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
