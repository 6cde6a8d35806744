"""mkdocs hook: mark each page's content with its language (front matter ``lang``), so
hyphenation, screen readers and search see Italian, Spanish or Russian where the text is."""

from __future__ import annotations

LANGS = {"en", "it", "es", "ru"}


def on_page_content(html, page, **kwargs):
    lang = page.meta.get("lang", "en")
    if lang not in LANGS:
        raise ValueError(f"{page.file.src_uri}: lang must be one of {sorted(LANGS)}, not {lang!r}")
    return f'<div class="pugna-content" lang="{lang}">{html}</div>'
