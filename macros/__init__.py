"""mkdocs-macros entry point: registration only; the work lives in sibling modules."""

from __future__ import annotations

from pathlib import Path

from . import calculators, charts, forms, glossary, home, screen, tables
from calc import calculators as all_calculators

from .passages import scan

__all__ = ["define_env", "on_post_page_macros"]


def define_env(env) -> None:
    """Every macro speaks the language of the page it renders (front matter ``lang``)."""
    index = scan(Path(env.conf["docs_dir"]))
    env.variables["pugna_index"] = index

    def lang() -> str:
        return env.page.meta.get("lang", "en")

    @env.macro
    def seed_table(name: str) -> str:
        return tables.seed_table(name, page=env.page.file.src_uri)
    env.macro(home.home_guide)

    @env.macro
    def calculator_grid(name: str, field: str, columns: str = "", **fixed: object) -> str:
        return forms.calculator_grid(name, field, lang(), columns, **fixed)

    @env.macro
    def calculator_chart(name: str, field: str, output: str, lo: int | None = None, hi: int | None = None) -> str:
        return charts.calculator_chart(name, field, output, lang(), lo, hi)

    @env.macro
    def calculator_index() -> str:
        return calculators.calculator_index(lang(), index, env.page.file.src_uri)

    def form(name: str, fallback: str = "") -> str:
        page = env.page.file.src_uri
        passage = index.calculators.get(name)
        href = passage.url_from(page) if passage else ""

        def cite_href(citation) -> str:
            cited = index.cited(citation.seed.number, citation.section)
            return cited.url_from(page) if cited else ""

        return forms.calculator_form(name, lang(), fallback, passage_href=href, cite_href=cite_href)

    env.macro(form, "calculator_form")

    @env.macro
    def seed_calculators(number: str) -> str:
        """Every calculator of text ``number`` as a form (fallback: a grid or worked example)."""
        return "\n\n".join(form(c.name) for c in all_calculators() if c.source.seed.number == number)

    @env.macro
    def screen_page() -> str:
        return screen.screen_page(index)

    @env.macro
    def glossary_entries() -> str:
        return glossary.glossary_page(index)


def on_post_page_macros(env) -> None:
    """After macros: term tags become glossary links; abbreviations get their tooltips."""
    page = env.page.file.src_uri
    lang = env.page.meta.get("lang", "en")
    glossary.check_tags(Path(env.page.file.abs_src_path).read_text(encoding="utf-8"), page)  # lines as written
    env.markdown = glossary.link_terms(env.markdown, page, lang) + glossary.abbreviations(lang)
