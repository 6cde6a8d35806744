"""Every form in the built site, read as HTML: the starting result is already there (first
paint, print, no JavaScript), computed by calc exactly as the engine would, with the
fields that do not apply hidden and empty rows hidden."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from calc import get
from calc.web import display
from macros.forms import starting_values
from tests.site import built_site


class Forms(HTMLParser):
    """Each form[data-calc]: its lang, outputs (key -> text, hidden row?) and fields (name -> hidden?)."""

    def __init__(self) -> None:
        super().__init__()
        self.forms: list[dict] = []
        self._output: str | None = None
        self._row_hidden = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form" and "data-calc" in a:
            self.forms.append({"name": a["data-calc"], "lang": a.get("lang"), "outputs": {}, "fields": {}, "rows": {}, "table_open": None})
        elif not self.forms:
            return
        form = self.forms[-1]
        if tag == "div" and "data-field" in a:
            form["fields"][a["data-field"]] = "hidden" in a
        elif tag == "div" and "data-row" in a:
            form["rows"][a["data-row"]] = "hidden" in a
        elif tag == "output" and "data-result" in a:
            self._output = a["data-result"]
            form["outputs"][self._output] = ""
        elif tag == "details" and "pugna-fallback" in (a.get("class") or "") and form["table_open"] is None:
            form["table_open"] = "open" in a

    def handle_endtag(self, tag):
        if tag == "output":
            self._output = None

    def handle_data(self, data):
        if self._output:
            self.forms[-1]["outputs"][self._output] += data


def _all_forms() -> list[dict]:
    site = built_site()
    found = []
    for page in sorted(site.rglob("*.html")):
        if page.name == "print_page.html":
            continue
        parser = Forms()
        parser.feed(page.read_text(encoding="utf-8"))
        found += [dict(form, page=str(page.relative_to(site))) for form in parser.forms]
    return found


FORMS = _all_forms()


def test_there_are_forms_in_every_language():
    assert {f["lang"] for f in FORMS} == {"it", "es", "ru", "en"}
    assert len(FORMS) >= 2 * len({f["name"] for f in FORMS})  # each in its passage and on its English page


@pytest.mark.parametrize("form", FORMS, ids=[f"{f['page']}:{f['name']}" for f in FORMS])
def test_the_starting_result_is_in_the_html(form):
    c = get(form["name"])
    start = c.run(starting_values(c))
    expected = display(start, form["lang"], c)
    assert form["outputs"] == expected
    # Fields the starting values do not use start hidden; rows with nothing to say too.
    assert {name for name, hidden in form["fields"].items() if hidden} == set(start["ignored"])
    assert {key for key, hidden in form["rows"].items() if hidden} == {k for k, v in expected.items() if not v}
    assert form["table_open"] is False  # folded under the starting result; printed whole
