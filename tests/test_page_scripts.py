"""The page scripts (docs/assets/js) read as text, and what the build hands them: the theme's
internals named in theme.js alone, the site's languages from calc.i18n.LANGS, no timings in
their comments."""

from __future__ import annotations

import re

import pytest

from calc.i18n import LANGS, SOURCE_LANG
from tests.site import ROOT, built_site

SCRIPTS = sorted((ROOT / "docs" / "assets" / "js").glob("*.js"))
PAGE_SCRIPTS = [script for script in SCRIPTS if script.name != "calc-worker.js"]  # the worker sees no page

# mkdocs-material's markup, events and storage, as a script would name them.
THEME = re.compile(r"""data-md-|md[A-Z]\w+|document\$|location\$|__md_|__search|__drawer|["'`.\s]md-[a-z]|\.\./\.\./""")
TIMING = re.compile(r"\d[\d,.]*\s?(?:ms|s|seconds?|minutes?)\b|Lighthouse[^.]*\d")


def code(script) -> str:
    """The script without its comments: whole-line ones and those after code (`x; // why`)."""
    lines = script.read_text(encoding="utf-8").splitlines()
    return "\n".join(re.sub(r"\s//\s.*$", "", line) for line in lines if not line.lstrip().startswith("//"))


def comments(script) -> list[str]:
    text = script.read_text(encoding="utf-8")
    return re.findall(r"(?:^|\s)//(.*)$", text, re.M)


@pytest.mark.parametrize("script", [s for s in PAGE_SCRIPTS if s.name != "theme.js"], ids=lambda s: s.name)
def test_only_theme_js_names_the_themes_internals(script):
    assert THEME.findall(code(script)) == []


def test_theme_js_names_what_the_others_used_to():
    text = code(ROOT / "docs" / "assets" / "js" / "theme.js")
    for internal in ("document$", "location$", "data-md-component", "data-md-scrolllock", "__md_get", "__md_set", '"../../"'):
        assert internal in text, internal


@pytest.mark.parametrize("script", PAGE_SCRIPTS, ids=lambda s: s.name)
def test_no_page_script_lists_the_languages(script):
    # calc.i18n.LANGS is the list; the scripts read it from the header (page-words.js).
    # The source language stays their fallback.
    named = [lang for lang in LANGS if lang != SOURCE_LANG and re.search(rf"""["'`]{lang}["'`]""", code(script))]
    assert named == []


@pytest.mark.parametrize("page", ["index.html", "002/index.html", "screen.html", "print_page.html"])
def test_every_page_hands_the_scripts_the_sites_languages_in_order(page):
    html = (built_site() / page).read_text(encoding="utf-8")
    assert re.findall(r'data-pugna-langs="([^"]*)"', html) == [" ".join(LANGS)]


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda s: s.name)
def test_no_comment_carries_a_timing(script):
    # Figures measured once go stale; make bench measures them now (tools/README.md).
    assert [line for line in comments(script) if TIMING.search(line)] == []
