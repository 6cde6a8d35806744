"""tools/nu_check.py: every built page passes the W3C Nu HTML Checker (the pinned vnu-jar)."""

from __future__ import annotations

from tests.site import SITE, site_pages
from tools import nu_check

EXPECT = '<link rel="expect" href="#__config" blocking="render">'
BLOCKING = "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”."


def test_every_built_page_passes_the_nu_html_checker():
    pages = site_pages()
    assert "print_page.html" in pages and "404.html" in pages and len(pages) >= 40
    errors = nu_check.check([SITE / page for page in pages])
    assert not errors, f"{len(errors)} errors:\n" + "\n".join(map(str, errors))


def test_the_checker_names_each_error_with_its_page_and_line(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "bad.html").write_text(
        f'<!doctype html>\n<html lang="en"><title>t</title>\n{EXPECT}\n'
        '<link rel="preload" href="x.css" as="style" blocking="render">\n<input type="checkbox" autocomplete="off">\n',
        encoding="utf-8",
    )
    (tmp_path / "good.html").write_text('<!doctype html>\n<html lang="en"><title>t</title><p>ok</p>\n', encoding="utf-8")
    errors = nu_check.check([tmp_path / "good.html", tmp_path / "sub" / "bad.html"], root=tmp_path)
    assert [(e.page, e.line) for e in errors] == [("sub/bad.html", 4), ("sub/bad.html", 5)]
    assert errors[0].message == BLOCKING  # the same message as rel=expect's, about another link
    assert "autocomplete" in errors[1].message


def test_only_the_checkers_own_limitation_is_left_out():
    expect = nu_check.Error("a.html", 1, BLOCKING, f"      {EXPECT}   <meta")
    preload = nu_check.Error("a.html", 2, BLOCKING, '<link rel="preload" blocking="render">')
    other = nu_check.Error("a.html", 3, BLOCKING[:-1] + " or “expect”.", EXPECT)
    assert [nu_check.is_ours(e) for e in (expect, preload, other)] == [False, True, True]
