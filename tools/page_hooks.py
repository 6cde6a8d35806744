"""mkdocs hook for every page's content:

- marks it with its language (front matter ``lang``), so hyphenation, screen readers and
  search see Italian, Spanish or Russian where the text is;
- gives each link to a passage of the texts a ``data-ref`` ("003 § DEFENSA"), which the
  print stylesheet prints after the link: on paper a link must still say where it goes;
- gives each table's scrolling box (a region) a name of its own on the page;
- lists each calculator form in the page's table of contents, under the heading it sits
  in (the forms' titles are generated HTML, which the Markdown toc does not see) unless it
  bears that heading's very name, and gives
  its title the level below that heading's (forms are generated with an h3, which under an
  h1 skips a level and under an h3 would be its sibling, not its part).
"""

from __future__ import annotations

import json
import posixpath
import re
from html import escape, unescape
from pathlib import Path

from mkdocs.structure.toc import AnchorLink

from calc.i18n import LANGS
from macros.page_words import words_in
from macros.passages import HEADING, TAG, url_of
from macros.tables import unique_region_names

FORM_OR_HEADING = re.compile(
    r'<h([1-6])[^>]*\bid="([^"]+)"'
    r'|<form class="pugna-calc"[^>]*\bid="(calc-form-[\w-]+)"[^>]*>\s*<h3 class="pugna-calc-title">(.*?)</h3>',
    re.S,
)
LINK = re.compile(r'<a (?![^>]*class="[^"]*(?:headerlink|pugna-term))([^>]*?)href="([^"#:]*)#([^"]+)"')
_refs: dict[tuple[str, str], str] = {}


def on_config(config, **kwargs):
    # The site's languages for the templates, print page included (the print-site plugin renders
    # it in an environment of its own, with the config): the header hands them to the scripts.
    config.extra["pugna_langs"] = list(LANGS)
    _refs.clear()
    for path in Path(config["docs_dir"]).rglob("*.md"):
        page = path.relative_to(config["docs_dir"]).as_posix()
        for title, anchor in _headings(path.read_text(encoding="utf-8")):
            _refs[(url_of(page), anchor)] = title
    return config


def _headings(text: str):
    for line in text.splitlines():
        match = HEADING.match(line)
        if match:
            yield TAG.sub(r"\2", match.group(2)), match.group(3)


def _with_refs(html: str, page_url: str) -> str:
    here = posixpath.dirname(page_url)

    def add(match) -> str:
        attrs, path, anchor = match.groups()
        target = posixpath.normpath(posixpath.join(here, path)) if path else page_url
        title = _refs.get((target, anchor))
        if title is None or "data-ref" in attrs:
            return match.group(0)
        number = target.split("/")[0]
        ref = f"{number} § {title}" if number.isdigit() else title
        return f'<a {attrs}data-ref="{escape(ref)}" href="{path}#{anchor}"'

    return LINK.sub(add, html)


def _plain(title: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", "", title)).split()).casefold()


def _forms_in_outline(html: str, toc) -> str:
    """Add each form of ``html`` to ``toc`` as a child of the heading above it, and return
    ``html`` with each form's title one level below that heading."""
    forms: dict[str | None, list[AnchorLink]] = {}
    under: tuple[str | None, int] = (None, 1)
    out, at = [], 0
    for match in FORM_OR_HEADING.finditer(html):
        level, heading_id, form_id, title = match.groups()
        if heading_id:
            under = (heading_id, int(level))
            continue
        depth = min(6, under[1] + 1)
        forms.setdefault(under[0], []).append(AnchorLink(title.strip(), form_id, depth))
        start, end = match.span(4)
        out += [html[at : start - len('<h3 class="pugna-calc-title">')], f'<h{depth} class="pugna-calc-title">', title, f"</h{depth}>"]
        at = end + len("</h3>")
    out.append(html[at:])

    def attach(items) -> None:
        for item in items:
            attach(item.children)
            # A form named as its section ("Укрытие" under "Укрытие") is reached by the section's
            # entry; not under the page's title, which the outline does not show.
            same = _plain(item.title) if item.level > 1 else None
            item.children.extend(link for link in forms.pop(item.id, []) if _plain(link.title) != same)

    attach(toc.items)
    # Forms above every heading, or under headings the toc leaves out, go to the top level.
    toc.items.extend(link for links in forms.values() for link in links)
    return "".join(out)


def _words(lang: str) -> str:
    """The page scripts' words in ``lang``, as an attribute of the content (a <script> of
    data has no place in a swapped page: navigate.js moves content, not scripts)."""
    return escape(json.dumps(words_in(lang), ensure_ascii=False), quote=True)


def on_env(env, config, files, **kwargs):
    """The theme's overrides read the same words, in every language (the header is relabelled
    after the navigation swaps in a page in another language)."""
    env.globals["pugna_words"] = {lang: words_in(lang) for lang in sorted(LANGS)}
    return env


def on_page_content(html, page, **kwargs):
    lang = page.meta.get("lang", "en")
    if lang not in LANGS:
        raise ValueError(f"{page.file.src_uri}: lang must be one of {sorted(LANGS)}, not {lang!r}")
    html = _forms_in_outline(html, page.toc)
    html = _with_refs(html, url_of(page.file.src_uri))
    html = unique_region_names(html)
    # The words travel with the content: the navigation swaps it, and with it the language.
    return f'<div class="pugna-content" lang="{lang}" data-words="{_words(lang)}">{html}</div>'
