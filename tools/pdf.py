"""``make pdf``: print site/print_page.html (the whole reference on one page) to dist/pugna.pdf
with headless Chromium: A4, page numbers in the footer, the print stylesheet applied. Any
other page of the site prints the same way (``print_pdf(out, page="004/index.html")``)."""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.chromium import CHROMIUM, CHROMIUM_ARGS
from tools.serve import serving

__all__ = ["PDF", "print_pdf"]

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
OUT = ROOT / "dist" / "pugna.pdf"
WHOLE = "print_page.html"

FOOTER = """<div style="font-size:8px;width:100%;text-align:center;color:#555;font-family:sans-serif">
Pugna · <span class="pageNumber"></span> / <span class="totalPages"></span></div>"""
# Playwright's page.pdf options: A4, page numbers in the footer, a PDF outline and tags.
PDF = {
    "format": "A4",
    "print_background": True,
    "display_header_footer": True,
    "header_template": "<div></div>",
    "footer_template": FOOTER,
    "margin": {"top": "16mm", "bottom": "18mm", "left": "14mm", "right": "14mm"},
    "outline": True,
    "tagged": True,
}


def print_pdf(out: Path = OUT, browser=None, page: str = WHOLE) -> Path:
    """Print ``page`` of the site (the whole-reference page unless told) to ``out``, with
    ``browser`` (a Playwright Chromium) or one of its own."""
    if not (SITE / page).is_file():
        raise SystemExit(f"no site/{page}: run make site")
    out.parent.mkdir(parents=True, exist_ok=True)
    if browser is None:
        with sync_playwright() as p:
            own = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                return print_pdf(out, own, page)
            finally:
                own.close()
    with serving(SITE) as base:
        tab = browser.new_page()
        tab.goto(base + page, wait_until="networkidle")
        if page == WHOLE:  # print-site.js copies the table of contents in from the sidebar once loaded
            tab.wait_for_selector("#print-page-toc nav ul", state="attached", timeout=30_000)
        tab.emulate_media(media="print")
        tab.pdf(path=str(out), **PDF)
        tab.close()
    return out


if __name__ == "__main__":
    path = print_pdf(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} ({path.stat().st_size // 1024} KiB)")
