"""mkdocs hook: a Content-Security-Policy on every page, written at build as a <meta>.

Scripts run only from the site itself, plus the inline scripts the build wrote, each
allowed by its SHA-256 (no 'unsafe-inline', no 'unsafe-eval'); 'wasm-unsafe-eval' lets
Pyodide compile WebAssembly. The hashes are the union over the whole site and every page
carries the same policy: the site's navigation (assets/js/navigate.js) swaps pages inside
the first one, whose policy then judges whatever the pages it brings in hold.

Runs after every hook that writes HTML and before tools/offline.py, which lists the
files (and their hashes) the service worker caches.
"""

from __future__ import annotations

import base64
import hashlib
import re
from html.parser import HTMLParser
from pathlib import Path

__all__ = ["inline_scripts", "policy", "apply_policy", "on_post_build"]

META = '<meta http-equiv="Content-Security-Policy" content="{}">'
EXECUTABLE = {"", "text/javascript", "application/javascript", "module"}
DIRECTIVES = (
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval' {hashes}",
    # The theme and its search set style attributes and <style> from script; no script runs from them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
)


class _Scripts(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.bodies: list[str] = []
        self._inline: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "script" and "src" not in a and (a.get("type") or "").lower() in EXECUTABLE:
            self._inline = []

    def handle_data(self, data):
        if self._inline is not None:
            self._inline.append(data)

    def handle_endtag(self, tag):
        if tag == "script" and self._inline is not None:
            self.bodies.append("".join(self._inline))
            self._inline = None


def inline_scripts(html: str) -> list[str]:
    """The text of every inline script a browser would run, exactly as written."""
    parser = _Scripts()
    parser.feed(html)
    return parser.bodies


def _hash(body: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode() + "'"


def policy(bodies: set[str]) -> str:
    hashes = " ".join(sorted(_hash(b) for b in bodies))
    return "; ".join(d.format(hashes=hashes) for d in DIRECTIVES)


_CHARSET = re.compile(r"<meta charset=[^>]*>", re.I)


def apply_policy(html: str, content: str) -> str:
    """``html`` with the policy as the first thing after its charset (before any script)."""
    meta = META.format(content)
    match = _CHARSET.search(html)
    if match:
        return html[: match.end()] + meta + html[match.end():]
    return html.replace("<head>", "<head>" + meta, 1)


def on_post_build(config, **kwargs) -> None:
    pages = sorted(Path(config["site_dir"]).rglob("*.html"))
    texts = {page: page.read_text(encoding="utf-8") for page in pages}
    bodies = {body for html in texts.values() for body in inline_scripts(html)}
    content = policy(bodies)
    for page, html in texts.items():
        if "Content-Security-Policy" not in html:
            page.write_text(apply_policy(html, content), encoding="utf-8")
