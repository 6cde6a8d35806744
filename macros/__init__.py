"""mkdocs-macros entry point: registration only; the work lives in sibling modules."""

from __future__ import annotations

from pathlib import Path

from . import calculators, charts, forms, glossary, home, tables
from calc import calculators as all_calculators

from .passages import scan, url_of

__all__ = ["define_env", "on_post_page_macros"]


def define_env(env) -> None:
    index = scan(Path(env.conf["docs_dir"]))
    env.variables["pugna_index"] = index

    env.macro(tables.seed_table)
    env.macro(forms.calculator_grid)
    env.macro(home.home_guide)
    env.macro(charts.calculator_chart)

    @env.macro
    def calculator_index(lang: str = "en") -> str:
        return calculators.calculator_index(lang, index, env.page.file.src_uri)

    @env.macro
    def calculator_form(name: str, lang: str = "en", fallback: str = "") -> str:
        passage = index.calculators.get(name)
        href = passage.url_from(env.page.file.src_uri) if passage else ""
        return forms.calculator_form(name, lang, fallback, passage_href=href, assets=_assets(env))

    @env.macro
    def seed_calculators(number: str, lang: str = "en") -> str:
        """Every calculator of text ``number`` as a form in ``lang`` (fallback: a grid or worked example)."""
        out = []
        for c in all_calculators():
            if c.source.seed.number == number:
                passage = index.calculators.get(c.name)
                href = passage.url_from(env.page.file.src_uri) if passage else ""
                out.append(forms.calculator_form(c.name, lang, "", passage_href=href, assets=_assets(env)))
        return "\n\n".join(out)

    @env.macro
    def glossary_entries() -> str:
        return glossary.glossary_page(index)


def _assets(env) -> str:
    """The relative URL of assets/ from the page being rendered."""
    return "../" * url_of(env.page.file.src_uri).count("/") + "assets/"


def on_post_page_macros(env) -> None:
    """After macros: term tags become glossary links; abbreviations get their tooltips."""
    page = env.page.file.src_uri
    lang = env.page.meta.get("lang", "en")
    env.markdown = glossary.link_terms(env.markdown, page, lang) + glossary.abbreviations()
