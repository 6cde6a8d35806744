"""mkdocs hook: the table screen's pins on the pages, made with the page, so nothing moves when its
scripts start: a pin on each heading of the texts and on each glossary concept (a passage), and
on each seed table's caption (a table). assets/js/pins.js puts what it names on the screen.

Each pin is an icon button labelled in the page's language; unseen in print and without scripts
(assets/css/screen.css).
"""

from __future__ import annotations

import re
from html import escape

from macros.page_words import PAGE_WORDS

__all__ = ["pin_passages", "pin_tables", "on_page_content"]

# Material Design's "pin-outline" (Apache 2.0), as the theme draws its own icons.
ICON = ('<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M16 12V4h1V2H7v2h1v8l-2 2v2h5.2v6h1.6v-6H18v-2l-2-2m-7.2 2L10 12.8V4h4v8.8'
        'l1.2 1.2H8.8Z"/></svg>')
HEADING = re.compile(r'(<h([1-6]) id="([a-z0-9][a-z0-9_-]*)"(?![^>]*pugna-calc-title)[^>]*>)(.*?)(</h\2>)', re.S)
CAPTION = re.compile(r'(<div class="pugna-table"[^>]*\bdata-table="([a-z0-9_]+)"[^>]*>\s*<table>\s*<caption>)(.*?)(</caption>)', re.S)


def _button(kind: str, value: str, label: str) -> str:
    return f'<button type="button" class="pugna-pin-mark" data-pin-{kind}="{escape(value)}" aria-label="{escape(label)}" title="{escape(label)}">{ICON}</button>'


def pin_passages(html: str, lang: str, levels: set[int]) -> str:
    """``html`` with a pin at the end of each heading of ``levels`` that has an id (not a form's title)."""
    label = PAGE_WORDS["pinPassage"].get(lang)

    def pin(match: re.Match) -> str:
        start, level, ident, body, end = match.groups()
        if int(level) not in levels:
            return match.group(0)
        return f"{start}{body}{_button('passage', ident, label)}{end}"

    return HEADING.sub(pin, html)


def pin_tables(html: str, lang: str) -> str:
    """``html`` with a pin at the end of each seed table's caption."""
    label = PAGE_WORDS["pinTable"].get(lang)
    return CAPTION.sub(lambda m: f"{m.group(1)}{m.group(3)}{_button('table', m.group(2), label)}{m.group(4)}", html)


def on_page_content(html, page, **kwargs):
    lang = page.meta.get("lang", "en")
    if page.meta.get("seed"):
        return pin_tables(pin_passages(html, lang, {2, 3, 4, 5, 6}), lang)  # a section; the page's title is the page
    if page.file.src_uri == "glossary.md":
        return pin_passages(html, lang, {2})  # each concept; not the page
    return html
