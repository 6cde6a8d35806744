"""The page hook's outline (tools/page_hooks.py): each calculator form is listed in the
table of contents under the heading it sits in, its title one level below that heading."""

from __future__ import annotations

from types import SimpleNamespace

from mkdocs.structure.toc import AnchorLink

from tools.page_hooks import _forms_in_outline

PAGE = (
    '<h2 id="ukrytie">Укрытие</h2><p>…</p>'
    '<form class="pugna-calc" id="calc-form-cover_004"><h3 class="pugna-calc-title">Укрытие</h3></form>'
    '<h2 id="plokhaya-vidimost">Плохая видимость</h2>'
    '<form class="pugna-calc" id="calc-form-concealment_004"><h3 class="pugna-calc-title">Вероятность промаха из-за плохой видимости</h3></form>'
)


def outline():
    return SimpleNamespace(items=[AnchorLink("Укрытие", "ukrytie", 2), AnchorLink("Плохая видимость", "plokhaya-vidimost", 2)])


def test_a_form_is_listed_under_its_section_one_level_below():
    toc = outline()
    html = _forms_in_outline(PAGE, toc)
    (concealment,) = toc.items[1].children
    assert (concealment.id, concealment.title, concealment.level) == ("calc-form-concealment_004", "Вероятность промаха из-за плохой видимости", 3)
    assert '<h3 class="pugna-calc-title">Вероятность промаха из-за плохой видимости</h3>' in html


def test_a_form_named_as_its_section_is_not_listed_twice():
    """004's outline read "Укрытие › Укрытие", "Взятие в тиски › Взятие в тиски": the
    section's own entry leads to the form."""
    toc = outline()
    html = _forms_in_outline(PAGE, toc)
    assert toc.items[0].children == []
    assert 'id="calc-form-cover_004"><h3 class="pugna-calc-title">Укрытие</h3>' in html  # still titled on the page


def test_a_form_named_as_the_page_title_is_still_listed():
    """The outline does not show the page's title (h1): a form under it must be listed itself."""
    toc = SimpleNamespace(items=[AnchorLink("SOPPRIMERE UN AVVERSARIO", "sopprimere-un-avversario", 1)])
    _forms_in_outline(
        '<h1 id="sopprimere-un-avversario">SOPPRIMERE UN AVVERSARIO</h1>'
        '<form class="pugna-calc" id="calc-form-tackle_000"><h3 class="pugna-calc-title">Sopprimere un avversario</h3></form>',
        toc,
    )
    assert [link.id for link in toc.items[0].children] == ["calc-form-tackle_000"]
