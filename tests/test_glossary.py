"""Term tags: each resolves to a glossary entry titled in the page's language; an unknown
tag stops the build; the glossary links back to every passage that tags a term."""

from __future__ import annotations

import pytest

from macros.glossary import TERM_BY_ID, UnknownTerm, check_tags, glossary_page, link_terms
from calc.glossary import ABBREVIATIONS, TERMS
from calc.i18n import LANGS
from macros.passages import scan
from tests.site import ROOT


def test_there_are_at_least_forty_terms_each_named_in_four_languages():
    assert len(TERMS) >= 40
    for term in TERMS:
        assert all(term.name.get(lang) for lang in LANGS)


def test_a_tag_becomes_a_link_to_the_glossary_in_the_pages_language():
    out = link_terms("La [[parry|parata]] riduce la CA.", "000/bloccare-un-attacco.md", "it")
    assert out.startswith('La [parata](../glossary.md#parry "parata: ')
    assert out.endswith('"){ .pugna-term } riduce la CA.')


def test_an_unknown_tag_fails():
    with pytest.raises(UnknownTerm, match="no-such-term"):
        link_terms("[[no-such-term|x]]", "index.md", "en")


def test_every_tag_in_the_docs_names_a_known_term_and_most_terms_are_used():
    index = scan(ROOT / "docs")
    assert set(index.terms) <= set(TERM_BY_ID)
    unused = set(TERM_BY_ID) - set(index.terms)
    assert len(unused) <= len(TERM_BY_ID) // 4, sorted(unused)


def test_the_glossary_lists_the_other_names_players_search_for():
    page = glossary_page(scan(ROOT / "docs"))
    entry = page[page.index("## flanking {"):]
    entry = entry[: entry.index("\n## ")]
    assert "*Also: flank, fiancheggiare, attacco ai fianchi, flanquear, фланг, фланкирование*" in entry
    assert "*Also: CA, AC, КБ, armour class, КД*" in page
    # The home page's words for a text's rules: the Spanish calls 000's tackle "derribo".
    assert "*Also: sopprimere un avversario, soppressione, derribo*" in page


def test_terms_link_passages_in_every_text():
    index = scan(ROOT / "docs")
    texts = {p.page.split("/")[0] for passages in index.terms.values() for p in passages}
    assert {"000", "001", "002", "003", "004"} <= texts


def test_abbreviations_explain_the_texts_shorthand():
    for abbr in ("TPC", "NPC", "BNPC", "CA", "PA", "BoM", "DeM", "КБ"):
        assert abbr in ABBREVIATIONS, abbr


@pytest.mark.parametrize(
    ("source", "where"),
    [
        ("text\n\nsee [[Number-to-hit|NPC]] here", "page.md:3"),
        ("[[number_to_hit|NPC]]", "page.md:1"),
        ("a\n[[parry |parata]]", "page.md:2"),
        ("a\n[[no-such-term|x]]", "page.md:2"),
        ("[[parry]]", "page.md:1"),
    ],
)
def test_a_tag_typo_fails_naming_file_and_line(source, where):
    with pytest.raises(UnknownTerm) as caught:
        check_tags(source, "page.md")
    assert str(caught.value).startswith(where + ":")


def test_known_tags_pass():
    check_tags("the [[parry|parata]] and [[surprise|sorpresa]]", "page.md")


def test_a_table_name_typo_names_the_page_and_the_tables():
    from macros.tables import seed_table

    with pytest.raises(ValueError) as caught:
        seed_table("save_003", page="003/index.md")
    message = str(caught.value)
    assert message.startswith("003/index.md: seed_table('save_003'): no such table")
    assert "tohit_002" in message
