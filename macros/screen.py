"""The table screen (screen.html): its page, and what the page needs in each language, made once at
build from the same declarations as every page.

The screen shows calculators pinned from any page, in the reader's language (switchable), so its
forms cannot come from the page that pinned them: each language has a **bundle**
(``assets/screen/<lang>-<sha256>.json``, named by its content, kept offline with the engine):

- ``forms``: every calculator's form exactly as :func:`macros.forms.calculator_form` makes it
  for a page (its passage links relative to the site's root, where the screen is), with what the
  page shows of it without asking the engine: its title, text, module, main output, the sides
  whose traits it reads, its fields' and outputs' labels;
- ``texts``: each rule text's title and the character editor's fields for its traits, one per
  trait with its domain (:func:`calc.screen.trait_fields`), empty meaning "not held";
- ``tables``: where each seed table is shown (a table panel shows it from there);
- ``words``: the page scripts' words (:mod:`macros.page_words`).

The page itself holds only where the bundles are; assets/js/screen.js does the rest.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from calc import calculators
from calc.declare import BoolField, Calculator, ChoiceField, Field, IntField
from calc.i18n import LANGS
from calc.screen import ROLES, trait_fields
from calc.sources import Citation, Seed

from .calculators import text_title
from .forms import calculator_form
from .html import escape, tag
from .page_words import SCREEN_WORDS, words_in
from .passages import Index, url_of

__all__ = ["LANGS", "FOLDER", "Bundle", "bundle", "bundles", "screen_page", "built"]

FOLDER = "assets/screen"
ROOT_PAGE = "screen.md"  # the screen's source: links in the bundles are relative to the site's root
TRAIT_PREFIX = "trait-"  # the editor's ids: trait-strength (one character is edited at a time)

Bundle = tuple[str, bytes]  # (path from the site's root, content)


def _sides(c: Calculator) -> list[str]:
    return [role for side, role in ROLES.items() if any(f.side is side for f in c.fields)]


def _field_words(f: Field, lang: str) -> list[Any]:
    """A field's label, and its choices' labels by value (a log entry names what it chose)."""
    if isinstance(f, ChoiceField):
        return [f.label.get(lang), {o.value: o.label.get(lang) for o in f.options}]
    return [f.label.get(lang), None]


def _calculator(c: Calculator, lang: str, index: Index) -> dict[str, Any]:
    passage = index.calculators.get(c.name)

    def cite_href(citation: Citation) -> str:
        cited = index.cited(citation.seed.number, citation.section)
        return cited.url_from(ROOT_PAGE) if cited else ""

    form = calculator_form(c.name, lang, passage_href=passage.url_from(ROOT_PAGE) if passage else "", cite_href=cite_href)
    return {
        "title": c.title.get(lang),
        "text": c.source.seed.number,
        "passage": passage.url_from(ROOT_PAGE) if passage else "",
        "primary": c.primary_output,
        "sides": _sides(c),
        "fields": {f.name: _field_words(f, lang) for f in c.fields},
        "outputs": {o.key: o.label.get(lang) for o in c.outputs},
        "form": form,
    }


def _trait_input(f: Field, lang: str) -> str:
    """One trait in the character editor: empty (or "—") is a trait the character does not hold."""
    ident = f"{TRAIT_PREFIX}{f.name}"
    label = tag("label", escape(f.label.get(lang)), for_=ident)
    unset = SCREEN_WORDS["unset"].get(lang)
    hint = ""
    if isinstance(f, IntField):
        help_id = f"{ident}-help"
        keypad = ' inputmode="numeric"' if f.minimum >= 0 else ""
        control = (f'<input id="{ident}" name="{f.name}" data-trait="{f.name}" type="text"{keypad} autocomplete="off" '
                   f'enterkeyhint="done" value="" aria-describedby="{help_id}">')
        hint = tag("small", escape(f.allowed_in(lang)), id=help_id)
    else:
        if isinstance(f, ChoiceField):
            choices = [(o.value, o.label.get(lang)) for o in f.options]
        elif isinstance(f, BoolField):
            choices = [("true", SCREEN_WORDS["yes"].get(lang)), ("false", SCREEN_WORDS["no"].get(lang))]
        else:
            raise TypeError(f)
        options = tag("option", escape(unset), value="") + "".join(tag("option", escape(text), value=value) for value, text in choices)
        control = f'<select id="{ident}" name="{f.name}" data-trait="{f.name}">{options}</select>'
    kind = "int" if isinstance(f, IntField) else "choice"  # a yes/no trait is a choice of three here: yes, no, not held
    return tag("div", label + control + hint, class_=f"pugna-field pugna-{kind}", data_field=f.name)


def _text(seed: Seed, lang: str) -> dict[str, str]:
    return {"number": seed.number, "title": text_title(seed), "lang": seed.lang,
            "traits": "".join(_trait_input(f, lang) for f in trait_fields(seed).values())}


def bundle(lang: str, index: Index) -> dict[str, Any]:
    """What the screen needs in ``lang`` (see the module's docstring)."""
    return {
        "lang": lang,
        "words": words_in(lang) | {key: message.get(lang) for key, message in SCREEN_WORDS.items()},
        "texts": [_text(seed, lang) for seed in Seed],
        "calculators": {c.name: _calculator(c, lang, index) for c in calculators()},
        "tables": {name: {"page": url_of(p.page), "passage": p.url_from(ROOT_PAGE)} for name, p in sorted(index.tables.items())},
    }


def bundles(index: Index) -> dict[str, Bundle]:
    """Each language's bundle as (path, bytes), named by its content."""
    out = {}
    for lang in LANGS:
        data = json.dumps(bundle(lang, index), ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode()
        out[lang] = (f"{FOLDER}/{lang}-{hashlib.sha256(data).hexdigest()[:16]}.json", data)
    return out


_built: dict[str, Bundle] = {}


def built() -> dict[str, Bundle]:
    """The bundles the screen page of this build names (tools/screen_assets.py writes them)."""
    if not _built:
        raise RuntimeError("the screen page was not rendered: no bundles to write")
    return dict(_built)


def screen_page(index: Index) -> str:
    """The screen's container: where each language's bundle is, and a line that says what is
    happening until the screen is drawn (a copy without scripts says it needs them)."""
    _built.clear()
    _built.update(bundles(index))
    where = json.dumps({lang: path for lang, (path, _) in _built.items()}, sort_keys=True)
    # The page scripts' own words in every language: the screen speaks the reader's from its
    # first frame (the footer, the engine's state), before its bundle comes.
    page_words = json.dumps({lang: words_in(lang) for lang in LANGS}, ensure_ascii=False, sort_keys=True)
    # A block, not a paragraph: it lists the problems a document was refused for.
    status = tag("div", escape(SCREEN_WORDS["opening"].get("en")), class_="pugna-status pugna-screen-status", role="status", data_screen_status="")
    static = tag("p", escape(SCREEN_WORDS["needsScript"].get("en")), class_="pugna-screen-static")
    return tag("div", status + static, class_="pugna-screen", data_screen_app="", data_bundles=where, data_page_words=page_words)
