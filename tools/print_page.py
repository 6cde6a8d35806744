"""mkdocs hook: unique element ids on the whole-reference page (site/print_page.html).

mkdocs-print-site-plugin puts every page on one page and prefixes the headings' ids with
the page's section id ("002-index-abbreviazioni"), rewriting links to match, but leaves
other ids alone: each calculator form, on its passage and on its text's English page, came
out twice (214 duplicate ids), so labels pointed at the wrong inputs and links to a form
went nowhere. Here every id the plugin left unprefixed gets its section's prefix, and the
labels, ARIA references and in-page links of that section follow it.

The plugin also links its two style sheets and its script from every page; only the print
page uses them (they style ``#print-site-page``; the script copies the contents in), and
elsewhere they were two render-blocking style sheets and a parser-blocking script on each
first visit, and an A4 page size forced on whoever prints a single page.

The plugin keeps each page's content as it was before our hooks; here the print page takes it
as tools/page_hooks.py leaves it (its language, the references its links print, its forms'
titles a level below their heading, not an h3 under an h1). And it writes markup HTML does not
allow (the W3C Nu HTML Checker): a ``heading-number`` attribute on every section, and a style
sheet numbering headings (enumerate_headings, off in mkdocs.yml) by ids that are no CSS
selectors ("#000-index"); both are dropped. The theme's outline labels its toggle
(``for="__toc"``), which the navigation holds on a page of its own and the print page lacks.
"""

from __future__ import annotations

import re
from pathlib import Path

from macros.tables import unique_region_names

__all__ = ["PRINT_ASSETS", "unique_ids", "valid_print_markup", "on_page_content", "on_post_page", "on_post_template", "on_post_build"]

PRINT_PAGE = "print_page.html"
SECTION = re.compile(r"""<section\b([^>]*)>|</section>""")
LEAF = re.compile(r"""class=["']print-page["'][^>]*\bid=["']([^"']+)["']""")
ID = re.compile(r'\sid="([^"]+)"')
INPUT_NAME = re.compile(r'(<input\b[^>]*\sname=")([^"]+)(")')
PRINT_ASSETS = re.compile(r'\s*<link rel="stylesheet" href="[^"]*css/print-site(?:-[a-z]+)?\.css">|\s*<script src="[^"]*js/print-site\.js"></script>')
CONTENT = re.compile(r'<div class="pugna-content" (lang="\w+") data-words="[^"]*">')
HEADING_NUMBER = re.compile(r"""\sheading-number=(?:'[^']*'|"[^"]*")""")
NUMBERING = re.compile(r"<style>(?:\s*\.print-site-enumerate-headings [^{}]*\{[^{}]*\})*\s*</style>")
ENUMERATED = re.compile(r'<div id="print-site-page" class="[^"]*\bprint-site-enumerate-headings\b')
TOC_LABEL = '<label class="md-nav__title" for="__toc">'
REFS = re.compile(r'(\s(?:for|aria-describedby|aria-labelledby|aria-controls)=")([^"]*)(")|(\shref="#)([^"]+)(")')


def _regions(html: str) -> list[tuple[str | None, str]]:
    """``html`` cut into (leaf section id or None, text) runs, in order."""
    runs: list[tuple[str | None, str]] = []
    stack: list[str | None] = []
    at = 0
    for match in SECTION.finditer(html):
        current = next((s for s in reversed(stack) if s), None)
        runs.append((current, html[at : match.end()]))
        at = match.end()
        if match.group(0).startswith("</"):
            if stack:
                stack.pop()
        else:
            leaf = LEAF.search(match.group(1))
            stack.append(leaf.group(1) if leaf and "md-section" not in match.group(1) else None)
    runs.append((None, html[at:]))
    return runs


def _strip(value: str, section: str) -> str:
    while value.startswith(section + "-"):
        value = value[len(section) + 1 :]
    return value


def unique_ids(html: str) -> str:
    runs = _regions(html)
    ids: dict[str, set[str]] = {}
    for section, text in runs:
        if section:
            ids.setdefault(section, set()).update(i for i in ID.findall(text) if i != section)

    def rewrite(section: str, text: str) -> str:
        # The plugin prefixed some ids (headings, inputs) and some references (labels), some
        # twice: every id of the section becomes "SECTION-base", and every reference to an
        # id of the section, prefixed or not, names that id.
        base = {_strip(i, section): i for i in ids[section]}

        def final(value: str) -> str | None:
            return f"{section}-{_strip(value, section)}" if _strip(value, section) in base else None

        text = ID.sub(lambda m: f' id="{final(m.group(1)) or m.group(1)}"', text)

        def ref(m: re.Match) -> str:
            if m.group(1):  # for / aria-*: space-separated ids
                return m.group(1) + " ".join(final(v) or v for v in m.group(2).split()) + m.group(3)
            return m.group(4) + (final(m.group(5)) or m.group(5)) + m.group(6)

        text = REFS.sub(ref, text)
        # The plugin also prefixed the inputs' names (for tabbed content); forms read them.
        return INPUT_NAME.sub(lambda m: m.group(1) + _strip(m.group(2), section) + m.group(3), text)

    return "".join(rewrite(section, text) if section else text for section, text in runs)


def valid_print_markup(html: str) -> str:
    """The print page without the plugin's markup that HTML does not allow."""
    html = HEADING_NUMBER.sub("", html)
    if not ENUMERATED.search(html):
        html = NUMBERING.sub("", html)
    if 'id="__toc"' not in html:
        html = html.replace(TOC_LABEL, '<label class="md-nav__title">')
    return html


def on_page_content(html: str, page, **kwargs) -> str:
    """After tools/page_hooks.py: the content the plugin keeps for the print page (page.html)
    is the page's as our hooks left it. Without its wrapper's class and words: the page
    scripts read the first of those as the page's own, and the print page holds them all."""
    if hasattr(page, "html"):  # the plugin's, on each page but the print page
        page.html = CONTENT.sub(r"<div \1>", html, count=1)
    return html


def on_post_page(output: str, page, config, **kwargs) -> str:
    """Every page but the print page (which the plugin writes itself, after the pages): without
    the plugin's style sheets and script."""
    return PRINT_ASSETS.sub("", output)


def on_post_template(output: str, template_name: str, config, **kwargs) -> str:
    """404.html and the theme's other static templates, likewise."""
    return PRINT_ASSETS.sub("", output)


def on_post_build(config, **kwargs) -> None:
    page = Path(config["site_dir"]) / PRINT_PAGE
    if page.is_file():
        html = unique_region_names(unique_ids(valid_print_markup(page.read_text(encoding="utf-8"))))  # names too
        page.write_text(html, encoding="utf-8")
