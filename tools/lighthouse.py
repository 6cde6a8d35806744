"""Lighthouse on the built site: ``python -m tools.lighthouse [--runs N] [--keep DIR] [page ...]``.

Runs the pinned npm ``lighthouse`` (``node_modules/.bin/lighthouse``, 12.2.3: 13.x needs
Node 22) against Debian's Chromium in headless mode, as Lighthouse's own default: the mobile
form factor (a Moto G Power-sized screen) with simulated throttling (slow 4G, CPU 4x), the
performance category only, browser cache and storage cleared before each run. It builds
nothing: the CLI serves ``site/`` as it is (:func:`tools.serve.serving`, gzip included) and
prints a table; :func:`scores` is the callable for ``make bench``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.chromium import NO_OMNIBOX_POPUP

__all__ = ["PAGES", "CHROME", "lighthouse_bin", "run", "summary", "scores", "main"]

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
CHROME = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
# A text page without calculators (the home and a text), and the to-hit page (002).
PAGES = ("index.html", "004/index.html", "002/index.html")
TIMEOUT_S = 240


def lighthouse_bin() -> Path:
    path = ROOT / "node_modules" / ".bin" / "lighthouse"
    if not path.exists():
        raise FileNotFoundError(f"{path} is missing: run `npm ci` (lighthouse is pinned in package.json)")
    return path


def _chrome_flags() -> str:
    flags = ["--headless=new", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", NO_OMNIBOX_POPUP]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        flags.append("--no-sandbox")  # Chromium refuses to run as root with its sandbox
    return " ".join(flags)


def run(url: str, *, chrome: str = CHROME, timeout: float = TIMEOUT_S) -> dict:
    """One Lighthouse run of ``url`` (mobile, simulated throttling, performance): its full report."""
    with tempfile.TemporaryDirectory(prefix="pugna-lighthouse-") as tmp:
        out = Path(tmp) / "report.json"
        env = dict(os.environ, CHROME_PATH=chrome, TMPDIR=tmp)
        cmd = [
            str(lighthouse_bin()), url,
            "--only-categories=performance",
            "--form-factor=mobile",
            "--throttling-method=simulate",
            "--output=json", f"--output-path={out}",
            f"--chrome-flags={_chrome_flags()}",
            "--quiet",
        ]
        done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
        if done.returncode != 0 or not out.is_file():
            raise RuntimeError(f"lighthouse failed on {url} (status {done.returncode}): {done.stderr.strip()[-2000:]}")
        report = json.loads(out.read_text(encoding="utf-8"))
    if report.get("runtimeError"):
        raise RuntimeError(f"lighthouse on {url}: {report['runtimeError'].get('message')}")
    return report


def summary(report: dict) -> dict:
    """The figures that matter from a Lighthouse report: score (0-100), paint and blocking times
    (ms), layout shift, bytes transferred, DOM size and main-thread work (ms)."""
    audits = report["audits"]

    def value(name: str) -> float | None:
        return audits.get(name, {}).get("numericValue")

    score = report["categories"]["performance"]["score"]
    return {
        "performance": None if score is None else round(score * 100),
        "fcp_ms": value("first-contentful-paint"),
        "lcp_ms": value("largest-contentful-paint"),
        "tbt_ms": value("total-blocking-time"),
        "cls": value("cumulative-layout-shift"),
        "speed_index_ms": value("speed-index"),
        "bytes": value("total-byte-weight"),
        "dom_elements": value("dom-size"),
        "main_thread_ms": value("mainthread-work-breakdown"),
    }


def scores(base_url: str, pages=PAGES, *, runs: int = 1, keep: Path | None = None, chrome: str = CHROME) -> dict[str, dict]:
    """``{page: summary}`` for each page under ``base_url``; with ``runs`` > 1, the run with the
    median performance score of each page. ``keep``: a folder for the full JSON reports."""
    results: dict[str, dict] = {}
    for page in pages:
        measured = []
        for i in range(runs):
            report = run(base_url.rstrip("/") + "/" + page.lstrip("/"), chrome=chrome)
            if keep is not None:
                keep.mkdir(parents=True, exist_ok=True)
                name = page.replace("/", "_").removesuffix(".html") + (f"-{i + 1}" if runs > 1 else "")
                (keep / f"{name}.json").write_text(json.dumps(report), encoding="utf-8")
            measured.append(summary(report))
        measured.sort(key=lambda s: s["performance"] or 0)
        results[page] = measured[len(measured) // 2] | {"runs": [s["performance"] for s in measured]}
    return results


def table(results: dict[str, dict]) -> str:
    head = f"{'page':<18} {'perf':>4} {'FCP s':>6} {'LCP s':>6} {'TBT ms':>7} {'CLS':>6} {'kB':>7} {'DOM':>5}  runs"
    lines = [head]
    for page, s in results.items():
        lines.append(
            f"{page:<18} {s['performance']:>4} {s['fcp_ms'] / 1000:>6.2f} {s['lcp_ms'] / 1000:>6.2f} "
            f"{s['tbt_ms']:>7.0f} {s['cls']:>6.3f} {s['bytes'] / 1024:>7.0f} {s['dom_elements'] or 0:>5.0f}  "
            + " ".join(str(r) for r in s["runs"])
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from tools.serve import precompress, serving

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages", nargs="*", default=list(PAGES), help=f"pages under the site root (default: {' '.join(PAGES)})")
    parser.add_argument("--runs", type=int, default=1, help="runs per page; the median score's run is shown")
    parser.add_argument("--dir", type=Path, default=SITE, help="the built site (default: site/)")
    parser.add_argument("--keep", type=Path, help="write each full Lighthouse JSON report into this folder")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON instead of a table")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(f"error: no site in {args.dir}/: run `make site`", file=sys.stderr)
        return 1
    if not shutil.which(CHROME) and not Path(CHROME).is_file():
        print(f"error: no Chromium at {CHROME} (apt-get install chromium, or set CHROME_PATH)", file=sys.stderr)
        return 1
    precompress(args.dir)  # so no run waits for the server to gzip the engine on first request
    with serving(args.dir) as base:
        results = scores(base, args.pages, runs=args.runs, keep=args.keep)
    print(json.dumps(results, indent=2) if args.json else table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
