"""The engine's first answer on a phone-class CPU, cold and returning: ``make bench``'s phone
figures, and ``python -m tools.phone_bench [--runs N] SITE [SITE ...]`` to compare builds A/B
in one run (each site served on its own address, its runs interleaved with the others').

A 390 px touch context opens ``PHONE_PAGE`` (a shared link: other inputs than the HTML's, so
the page waits for the engine) with the whole browser held to half a CPU (tools/cpu_limit.py)
and times, from navigation start, the first result painted (``pugna:first-result``), and the
CPU time every process of the browser used meanwhile (the cgroup's ``cpuacct.usage``: far
less disturbed than wall time by other work on the machine).

- **cold**: a fresh context, service workers blocked, as the bench's ``first_result_ms``;
- **returning**: a context whose service worker has kept the engine (a first visit at full
  speed, until the footer says so), then a new page load of the same link.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from contextlib import ExitStack, nullcontext
from functools import partial
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.cpu_limit import CpuLimit, limited_chromium
from tools.serve import precompress, serving

__all__ = ["PHONE_PAGE", "PHONE_SHARE", "cold_visit", "returning_visit", "phone_round", "phone_figures", "phone_rows"]

PHONE_PAGE = "002/index.html?tohit.npc=7"
PHONE_SHARE = 0.5  # of one CPU, for every process of the browser
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
FIRST = "form[data-calc=\"tohit\"][data-state=ok]"
KEPT = ".pugna-offline[data-engine=kept]"
TIMEOUT_MS = 180_000
STEP_MS = 100
# The worker's own milestones (ms from its start), and the page's (from navigation start).
WORKER_MARKS = ("page-painted", "work", "wasm-checked", "snapshot-checked", "snapshot-gunzipped", "compiled", "scripts", "files", "snapshot-unpacked", "runtime", "python")
VISIT = """() => {
  const state = window.pugnaEngine.state;
  const mark = (name) => (performance.getEntriesByName(name)[0] || {}).startTime;
  return {
    first: mark("pugna:first-result"), origin: performance.timeOrigin, boot: state.boot,
    timings: state.timings, workerOrigin: state.origin, kept: state.kept,
    controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
  };
}"""


def _wait(page, expression: str) -> None:
    """Until ``expression`` holds, looking every STEP_MS (Playwright's own waits poll on every
    animation frame, on the page's main thread: CPU inside the figure being measured)."""
    for _ in range(TIMEOUT_MS // STEP_MS):
        if page.evaluate(expression):
            return
        page.wait_for_timeout(STEP_MS)
    raise SystemExit(f"timed out after {TIMEOUT_MS} ms waiting for {expression}")


def _timed_load(page, limit: CpuLimit, url: str, limited: bool) -> dict:
    """Load ``url`` in ``page`` (under the quota when ``limited``) until its first result;
    returns the first result (ms from navigation start), the CPU the browser used until then,
    how the engine booted and its milestones."""
    with limit.sampled() as samples, limit.limited() if limited else nullcontext():
        page.goto(url)
        _wait(page, f"() => document.querySelector('{FIRST}') && window.pugnaEngine.state.stage === 'ready'")
    if page.inner_text('form[data-calc="tohit"] [data-result="table_npc"]') != "7":
        raise SystemExit("the first result is not for the link's inputs")
    seen = page.evaluate(VISIT)
    worker_start = seen["workerOrigin"] - seen["origin"]
    return {
        "first_ms": seen["first"],
        "cpu_ms": limit.cpu_ms_between(samples, seen["origin"], seen["origin"] + seen["first"]),
        "boot": seen["boot"],
        "controlled": seen["controlled"],
        "kept": seen["kept"],
        "worker": {name: worker_start + ms for name, ms in seen["timings"].items()},  # from navigation start
    }


def cold_visit(browser, limit: CpuLimit, base: str, limited: bool = True) -> dict:
    """A first visit: a fresh context, empty caches, no service worker."""
    context = browser.new_context(**PHONE, service_workers="block", bypass_csp=True)
    page = context.new_page()
    try:
        return _timed_load(page, limit, base + PHONE_PAGE, limited)
    finally:
        context.close()


def returning_visit(browser, limit: CpuLimit, base: str, limited: bool = True) -> dict:
    """A new page load once the service worker keeps the engine (its first visit at full speed)."""
    context = browser.new_context(**PHONE, service_workers="allow", bypass_csp=True)
    try:
        first = context.new_page()
        first.goto(base + PHONE_PAGE)
        _wait(first, f"() => document.querySelector('{KEPT}')")
        first.close()
        page = context.new_page()
        visit = _timed_load(page, limit, base + PHONE_PAGE, limited)
        if not visit["controlled"]:
            raise SystemExit("the returning visit's page is not served by the service worker")
        return visit
    finally:
        context.close()


VISITS = {"cold": cold_visit, "warm": returning_visit, "warm_full": partial(returning_visit, limited=False)}


def phone_round(browser, limit: CpuLimit, base: str, kinds=tuple(VISITS)) -> dict[str, dict]:
    """One run of each phone figure (``kinds``: all of them), the returning visit at full speed among them."""
    return {kind: VISITS[kind](browser, limit, base) for kind in kinds}


def _median(values: list) -> float | None:
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def phone_figures(rounds: list[dict[str, dict]], limit: CpuLimit, first_results: list[float]) -> dict:
    """The bench's phone keys from the runs of ``phone_round``; ``first_results``: the full-CPU
    cold first results (``first_result_ms``) of the same run, the ratios' reference."""

    def series(kind: str, key: str) -> list:
        return [r[kind][key] for r in rounds]

    cold, warm = _median(series("cold", "first_ms")), _median(series("warm", "first_ms"))
    figures = {
        "phone_limit": limit.how,
        "phone_cold_first_result_ms": cold,
        "phone_warm_first_result_ms": warm,
        "warm_first_result_ms": _median(series("warm_full", "first_ms")),
        "phone_cold_cpu_ms": _median(series("cold", "cpu_ms")),
        "phone_warm_cpu_ms": _median(series("warm", "cpu_ms")),
        "warm_cpu_ms": _median(series("warm_full", "cpu_ms")),
        "phone_boots": sorted({b for kind in ("cold", "warm", "warm_full") for b in series(kind, "boot")}),
        "phone_warm_kept": sorted(rounds[-1]["warm"]["kept"] or []),  # read from the offline copy, unhashed
        "phone_worker_milestones_ms": {
            kind: {name: _median([r[kind]["worker"].get(name) for r in rounds]) for name in WORKER_MARKS}
            for kind in ("cold", "warm", "warm_full")
        },
        "phone_runs_ms": {kind: [[round(r[kind]["first_ms"]), r[kind]["cpu_ms"] and round(r[kind]["cpu_ms"])] for r in rounds] for kind in ("cold", "warm", "warm_full")}
        | {"first_result": [round(x) for x in first_results]},
    }
    if first_results:
        figures["phone_cold_ratio"] = cold / _median(first_results)
        figures["phone_warm_ratio"] = warm / _median(first_results)
    return figures


def phone_rows(f: dict) -> list[tuple[str, str, str]]:
    """The phone figures as make bench's report rows."""

    def cpu(key: str) -> str:
        return f" (CPU {f[key]:.0f} ms)" if f.get(key) is not None else ""

    def ratio(key: str, target: float) -> str:
        return f"{f[key]:.2f} x first_result_ms (target <= {target})" if key in f else ""

    return [
        (f"phone, half a CPU ({f['phone_limit']}): cold first result, median ms", f"{f['phone_cold_first_result_ms']:.0f}", ratio("phone_cold_ratio", 2.5) + cpu("phone_cold_cpu_ms")),
        ("phone, half a CPU: returning visit's first result, median ms", f"{f['phone_warm_first_result_ms']:.0f}", ratio("phone_warm_ratio", 1.0) + cpu("phone_warm_cpu_ms")),
        ("  returning visit at full CPU, median ms", f"{f['warm_first_result_ms']:.0f}", cpu("warm_cpu_ms").strip()),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--kinds", default=",".join(VISITS), help=f"which visits, of {', '.join(VISITS)}")
    parser.add_argument("sites", nargs="+", type=Path)
    args = parser.parse_args(argv)
    for site in args.sites:
        precompress(site)
    rounds: dict[Path, list] = {site: [] for site in args.sites}
    with sync_playwright() as p, limited_chromium(p.chromium, PHONE_SHARE) as (browser, limit), ExitStack() as servers:
        bases = [servers.enter_context(serving(site)) for site in args.sites]
        for n in range(args.runs):
            for site, base in zip(args.sites, bases):
                rounds[site].append(phone_round(browser, limit, base, args.kinds.split(",")))
                done = rounds[site][-1]
                print(f"run {n + 1} {site}: " + "  ".join(f"{k} {v['first_ms']:.0f} ms / CPU {v['cpu_ms'] or 0:.0f}" for k, v in done.items()), flush=True)
    print(f"limit: {limit.how}")
    for site in args.sites:
        for kind in args.kinds.split(","):
            runs = [r[kind] for r in rounds[site]]
            first, cpu = _median([v["first_ms"] for v in runs]), _median([v["cpu_ms"] for v in runs])
            print(f"{site} {kind}: first result {first:.0f} ms, CPU {cpu or 0:.0f} ms (medians of {len(runs)})")
            print("  worker milestones from navigation: " + ", ".join(f"{name} {_median([v['worker'].get(name) for v in runs]) or 0:.0f}" for name in WORKER_MARKS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
