"""mkdocs hook: the theme's markup that HTML does not allow, made valid on every page the build
wrote (the print page too, which mkdocs-print-site-plugin writes after the pages).

The theme's base template (not a partial we could override) marks its drawer and search
toggles ``<input type="checkbox" autocomplete="off">``: ``autocomplete`` is not allowed on a
checkbox (the W3C Nu HTML Checker, tests/test_nu_check.py). The theme meant it to keep a
browser from restoring a toggle checked when the reader comes Back to a page it loads again:
assets/js/navigate.js closes a restored toggle instead.
"""

from __future__ import annotations

import re
from pathlib import Path

__all__ = ["valid_markup", "on_post_build"]

CHECKBOX = re.compile(r'<input\b[^>]*\btype="(?:checkbox|radio)"[^>]*>')
AUTOCOMPLETE = re.compile(r'\sautocomplete="[^"]*"')


def valid_markup(html: str) -> str:
    """``html`` without the attributes its checkboxes and radio buttons may not carry."""
    return CHECKBOX.sub(lambda m: AUTOCOMPLETE.sub("", m.group(0)), html)


def on_post_build(config, **kwargs) -> None:
    for page in sorted(Path(config["site_dir"]).rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        valid = valid_markup(html)
        if valid != html:
            page.write_text(valid, encoding="utf-8")
