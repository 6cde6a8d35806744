"""Term tags, the glossary page and abbreviation tooltips.

Tags ``[[term-id|words]]`` in page sources become Markdown links to the glossary entry
(so mkdocs validates them), titled with the term's name and definition in the page's
language; an unknown id fails the build.
"""

from __future__ import annotations

import re

from calc.glossary import ABBREVIATIONS, TERMS, Term
from calc.i18n import TRANSLATED
from .passages import TAG, Index

__all__ = ["TERM_BY_ID", "check_tags", "link_terms", "glossary_page", "abbreviations"]

TERM_BY_ID: dict[str, Term] = {t.id: t for t in TERMS}
if len(TERM_BY_ID) != len(TERMS):
    raise ValueError("duplicate glossary ids")

GLOSSARY_PAGE = "glossary.md"


class UnknownTerm(ValueError):
    pass


# Anything written like a tag; each must be a well-formed tag of a known term.
LOOSE_TAG = re.compile(r"\[\[([^\]\n]*)\]\]")


def check_tags(source: str, page: str) -> None:
    """Fail on every ``[[...]]`` in ``source`` that is not a tag of a known term — a typo such as
    ``[[Number-to-hit|NPC]]``, ``[[number_to_hit|NPC]]`` or a stray space — naming file and line."""
    for match in LOOSE_TAG.finditer(source):
        tag = TAG.fullmatch(match.group(0))
        if tag is None or tag.group(1) not in TERM_BY_ID:
            line = source.count("\n", 0, match.start()) + 1
            wrong = "not a tag [[term-id|words]]" if tag is None else f"unknown term {tag.group(1)!r}"
            raise UnknownTerm(f"{page}:{line}: {match.group(0)}: {wrong}; the term ids are in calc/glossary.py")


def _title(term: Term, lang: str) -> str:
    return f"{term.name.get(lang)}: {term.definition.get(lang)}".replace('"', "'")


def link_terms(markdown: str, page: str, lang: str) -> str:
    """Replace every tag in ``markdown`` (of source ``page``) by a link to its glossary entry."""
    prefix = "../" * page.count("/")

    def link(match) -> str:
        term = TERM_BY_ID.get(match.group(1))
        if term is None:
            raise UnknownTerm(f"{page}: unknown term tag [[{match.group(1)}|...]]; known: see calc/glossary.py")
        return f'[{match.group(2)}]({prefix}{GLOSSARY_PAGE}#{term.id} "{_title(term, lang)}"){{ .pugna-term }}'

    return TAG.sub(link, markdown)


def glossary_page(index: Index) -> str:
    """The glossary as Markdown: each term's names, definition and every passage treating it."""
    out = []
    for term in sorted(TERMS, key=lambda t: t.name.en.lower()):
        out.append(f"## {term.name.en} {{ #{term.id} }}\n")
        names = " · ".join(f'<span lang="{lang}">{term.name.get(lang)}</span>' for lang in TRANSLATED)
        out.append(f"{names}\n{{ .pugna-names }}\n")
        if term.also:
            out.append("*Also: " + ", ".join(term.also) + "*\n")
        out.append(f"{term.definition.en}\n")
        others = "".join(
            f'<li lang="{lang}"><strong>{term.name.get(lang)}</strong>: {term.definition.get(lang)}</li>' for lang in TRANSLATED
        )
        out.append(f'<ul class="pugna-definitions">{others}</ul>\n')
        passages = index.terms.get(term.id, [])
        if passages:
            # Each names its passage: printed without a reference after it (pugna.css).
            links = [f"- [{p.page.split('/')[0]} · {p.title}]({p.href_from(GLOSSARY_PAGE)}){{ lang={p.lang} data-passage='' }}" for p in passages]
            out.append('<div class="pugna-passages" markdown>\n\n' + "\n".join(links) + "\n\n</div>\n")
    return "\n".join(out)


def abbreviations(lang: str) -> str:
    """Abbreviation definitions (Markdown ``abbr`` syntax) appended to every page: the
    expansion as the texts write it, what it means in the page's language, the texts using it."""
    lines = []
    for abbr, (expansion, meaning, texts) in ABBREVIATIONS.items():
        words = meaning.get(lang)
        same = words.casefold() == expansion.casefold() or words.casefold() in expansion.casefold()
        shown = expansion if same else f"{expansion} — {words}"
        lines.append(f"*[{abbr}]: {shown} ({texts})".replace('"', "'"))
    return "\n\n" + "\n".join(lines) + "\n"
