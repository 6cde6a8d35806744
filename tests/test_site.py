"""The built site: strict build, pages from calc, and no off-host fetches."""

from __future__ import annotations

import re

import pytest

from pathlib import Path

from calc import calculators, get
from calc.tables import tables
from tests.site import ROOT, Fetches, Links, Tables, built_site

OFF_HOST = re.compile(r"^\s*(https?:)?//", re.I)


@pytest.fixture(scope="module")
def site():
    return built_site()


def test_home_page_guides_readers_of_each_language_to_the_five_texts(site):
    html = (site / "index.html").read_text(encoding="utf-8")
    for lang, heading in (("it", "Italiano"), ("es", "Español"), ("ru", "Русский"), ("en", "English")):
        card = re.search(rf'<section lang="{lang}" class="pugna-card"><h2>{heading}</h2>(.*?)</section>', html, re.S)
        assert card, lang
        for start in ("000/index.html", "001/index.html", "002/index.html", "003/index.html", "004/index.html"):
            assert f'href="{start}"' in card.group(1), (lang, start)


def test_calculators_page_lists_every_calculator(site):
    html = (site / "calculators" / "index.html").read_text(encoding="utf-8")
    assert "<table" not in html  # a list: it fits a phone
    for c in calculators():
        item = re.search(rf'<li id="calc-{c.name}" class="pugna-calc-item">(.*?)</li>', html, re.S)
        assert item, c.name
        # Its title in the text's language opens the form in its passage; its English form too.
        native = re.search(rf'<span lang="{c.source.seed.lang}"><a href="\.\./(\d\d\d/[^"#]+)#calc-form-{c.name}"', item.group(1))
        assert native, (c.name, item.group(1)[:200])
        assert f'id="calc-form-{c.name}"' in (site / native.group(1)).read_text(encoding="utf-8")
        assert f'href="../calculators/{c.source.seed.number}.html#calc-form-{c.name}"' in item.group(1)
    for number in ("000", "001", "002", "003", "004"):
        assert f'id="text-{number}"' in html  # one heading per text, in the table of contents
        forms = (site / "calculators" / f"{number}.html").read_text(encoding="utf-8")
        for c in calculators():
            assert (f'data-calc="{c.name}"' in forms) == (c.source.seed.number == number), (number, c.name)


def test_every_calculator_is_in_the_table_of_contents_of_its_pages(site):
    """Listed under its section; or, named as that section, reached by the section's own entry
    (the outline once read "Укрытие › Укрытие")."""
    missing, by_section = [], 0
    for page in site.rglob("*.html"):
        if page.name == "print_page.html" or "pagefind" in page.parts:
            continue
        html = page.read_text(encoding="utf-8")
        for form in re.finditer(r'<form class="pugna-calc"[^>]*id="(calc-form-[\w-]+)"[^>]*>\s*<h\d class="pugna-calc-title">(.*?)</h\d>', html, re.S):
            if f'<a href="#{form.group(1)}" class="md-nav__link">' in html:
                continue
            _, section, inner = re.findall(r'<h([2-6]) id="([^"]+)"[^>]*>(.*?)</h\1>', html[: form.start()], re.S)[-1]
            title = re.sub(r'<a class="headerlink".*?</a>|<[^>]+>', "", inner)
            if title.strip().casefold() == form.group(2).strip().casefold() and f'<a href="#{section}" class="md-nav__link">' in html:
                by_section += 1
            else:
                missing.append((page.relative_to(site).as_posix(), form.group(1)))
    assert missing == []
    assert 0 < by_section < 30


def test_rendered_tables_equal_the_core(site):
    found = {}
    for page in site.rglob("*.html"):
        parser = Tables()
        parser.feed(page.read_text(encoding="utf-8"))
        found.update(parser.tables)
    assert "tohit_002" in found
    for name, rows in found.items():
        t = tables()[name]
        assert rows[0] == list(t.columns)
        assert rows[1:] == [list(r) for r in t.rows]


def test_no_page_fetches_anything_off_host(site):
    offenders = []
    for page in site.rglob("*.html"):
        parser = Fetches()
        parser.feed(page.read_text(encoding="utf-8"))
        offenders += [(page.name, u) for u in parser.urls if OFF_HOST.match(u)]
    for sheet in site.rglob("*.css"):
        for url in re.findall(r"url\(\s*['\"]?([^'\")]+)", sheet.read_text(encoding="utf-8")):
            if OFF_HOST.match(url):
                offenders.append((sheet.name, url))
    assert offenders == []


def test_every_internal_link_and_anchor_resolves(site):
    ids: dict[Path, set[str]] = {}
    links: list[tuple[Path, str]] = []
    for page in site.rglob("*.html"):
        parser = Links()
        parser.feed(page.read_text(encoding="utf-8"))
        ids[page] = parser.ids
        links += [(page, href) for href in parser.hrefs]
    broken = []
    for page, href in links:
        if OFF_HOST.match(href) or href.startswith(("mailto:", "javascript:", "data:")):
            continue
        path, _, anchor = href.partition("#")
        path = path.split("?")[0]
        if path.startswith("/"):
            target = site / path.lstrip("/")
        else:
            target = (page.parent / path).resolve() if path else page
        if target.is_dir():
            target = target / "index.html"
        if not target.is_file():
            broken.append((str(page.relative_to(site)), href))
        elif anchor and target.suffix == ".html" and anchor not in ids.get(target, set()):
            broken.append((str(page.relative_to(site)), href))
    assert broken == []


def test_each_calculator_sits_once_in_the_texts_next_to_its_passage():
    from macros.passages import FORM

    placed: dict[str, list[str]] = {}
    for source in (ROOT / "docs").rglob("*.md"):
        page = source.relative_to(ROOT / "docs").as_posix()
        for name in FORM.findall(source.read_text(encoding="utf-8")):
            placed.setdefault(name, []).append(page)
    assert {name: pages for name, pages in placed.items() if len(pages) != 1} == {}
    assert sorted(placed) == sorted(c.name for c in calculators())
    for name, (page,) in placed.items():
        assert page.startswith(get(name).source.seed.number + "/"), (name, page)


def test_every_form_has_a_static_fallback_to_show_without_the_engine(site):
    forms = 0
    for page in site.rglob("*.html"):
        if page.name == "print_page.html":
            continue
        html = page.read_text(encoding="utf-8")
        for form in re.findall(r'<form class="pugna-calc".*?</form>', html, re.S):
            forms += 1
            fallback = form.split('<details class="pugna-fallback">', 1)
            assert len(fallback) == 2 and "<table" in fallback[1], (page.name, form[:120])
    assert forms >= 2 * len(calculators())  # in its passage and on the English page


def test_the_print_page_has_unique_ids_and_each_label_names_its_own_input(site):
    html = (site / "print_page.html").read_text(encoding="utf-8")
    ids = re.findall(r"""\sid=["']([^"']+)["']""", html)
    assert len(ids) > 1000
    assert sorted({i for i in ids if ids.count(i) > 1}) == []
    # Each form's labels point at inputs of that same form, named as the engine expects.
    forms = re.findall(r'<form class="pugna-calc" data-calc="([\w]+)"[^>]*id="([^"]+)"[^>]*>(.*?)</form>', html, re.S)
    assert len(forms) == 2 * len(calculators())
    for name, form_id, body in forms:
        for target in re.findall(r'<label for="([^"]+)"', body):
            assert re.search(rf'<(?:input|select)[^>]*\sid="{re.escape(target)}"', body), (form_id, target)
        fields = set(re.findall(r'<(?:input|select)[^>]*\sname="([^"]+)"', body))
        assert fields <= {f.name for f in get(name).fields}, (form_id, fields)


def test_the_print_page_holds_each_page_as_the_sites_hooks_leave_it(site):
    """The plugin kept each page's content from before tools/page_hooks.py: no language of
    its own, no reference printed after a link, a form's title an h3 right under an h1."""
    html = (site / "print_page.html").read_text(encoding="utf-8")
    langs = dict(re.findall(r'<section class="print-page" id="([\w-]+)">\s*<div lang="(\w+)">', html))
    assert len(langs) == html.count('<section class="print-page" id=') and len(langs) > 30
    assert (langs["000-index"], langs["003-02-defensa"], langs["004-index"], langs["glossary"]) == ("it", "es", "ru", "en")
    assert '<a data-ref="003 § PERSONAJES ESTABLES Y RECUPERACIÓN"' in html
    assert 'class="pugna-content"' not in html and "data-words=" not in html  # the page scripts' words stay the page's
    assert not re.search(r'<h1\b[^>]*>(?:(?!<h[1-6]\b).)*<h3 class="pugna-calc-title"', html, re.S)


def test_only_the_print_page_loads_the_print_plugins_style_sheets_and_script(site):
    """Elsewhere they blocked rendering on each first visit and forced A4 on a printed page."""
    pages = [p for p in site.rglob("*.html") if "pagefind" not in p.parts]
    assert len(pages) > 10
    loading = sorted(p.relative_to(site).as_posix() for p in pages if re.search(r'(?:css|js)/print-site[\w-]*\.(?:css|js)"', p.read_text(encoding="utf-8")))
    assert loading == ["print_page.html"]
    printed = (site / "print_page.html").read_text(encoding="utf-8")
    assert all(f'{asset}"' in printed for asset in ("css/print-site.css", "css/print-site-material.css", "js/print-site.js"))


def test_every_page_is_first_drawn_once_it_is_parsed_whole(site):
    """Each page's head holds back the first frame until the last element of its body is
    parsed (<link rel=expect blocking=render>): drawn as it was parsed, a long page was styled
    and laid out whole at every step. The element it waits for must exist, after the content."""
    expect = re.compile(r'<link rel="expect" href="#([^"]+)" blocking="render">')
    wrong = []
    for page in site.rglob("*.html"):
        if "pagefind" in page.parts or page.name.startswith("google"):
            continue
        html = page.read_text(encoding="utf-8")
        head, _, body = html.partition("</head>")
        found = expect.findall(head)
        target = found[0] if found else ""
        at = body.find(f'id="{target}"')
        if len(found) != 1 or at < 0 or at < body.find("</article>"):
            wrong.append(page.relative_to(site).as_posix())
    assert wrong == []
