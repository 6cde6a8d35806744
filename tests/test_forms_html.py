"""Every form in the built site, read as HTML: the starting result is already there (first
paint, print, no JavaScript), exactly what the engine answers to the inputs the form holds
(so nothing changes, nor moves, when the page script takes over), with the fields that do
not apply hidden and empty rows hidden."""

from __future__ import annotations

from html.parser import HTMLParser

import json

import pytest

from calc import get
from calc.i18n import LANGS
from calc.web import handle
from macros.forms import calculator_form, starting_values
from tests.site import built_site


class Forms(HTMLParser):
    """Each form[data-calc]: its lang, outputs (key -> text, hidden row?) and fields (name -> hidden?)."""

    def __init__(self) -> None:
        super().__init__()
        self.forms: list[dict] = []
        self._output: str | None = None
        self._row_hidden = False
        self._select: str | None = None
        self._options: str | None = None  # inside a set of options (a fieldset of checkboxes)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form" and "data-calc" in a:
            self.forms.append({"name": a["data-calc"], "lang": a.get("lang"), "outputs": {}, "fields": {}, "rows": {}, "order": [], "inputs": {}, "table_open": None})
        elif not self.forms:
            return
        form = self.forms[-1]
        if tag in ("div", "fieldset") and "data-field" in a:
            form["fields"][a["data-field"]] = "hidden" in a
            if tag == "fieldset":
                self._options = a["data-field"]
                form["inputs"][self._options] = []
        elif tag == "div" and "data-row" in a:
            form["rows"][a["data-row"]] = "hidden" in a
            form["order"].append(a["data-row"])
        elif tag == "input" and a.get("name") == self._options:  # a set: the values checked
            form["inputs"][self._options] += [a["value"]] if "checked" in a else []
        elif tag == "input" and "name" in a:  # what the page script reads (assets/js/form-fields.js readInputs)
            form["inputs"][a["name"]] = "checked" in a if a.get("type") == "checkbox" else a.get("value", "")
        elif tag == "select" and "name" in a:
            self._select = a["name"]
        elif tag == "option" and self._select and (self._select not in form["inputs"] or "selected" in a):
            form["inputs"][self._select] = a.get("value", "")
        elif tag == "output" and "data-result" in a:
            self._output = a["data-result"]
            form["outputs"][self._output] = ""
        elif tag == "details" and "pugna-fallback" in (a.get("class") or "") and form["table_open"] is None:
            form["table_open"] = "open" in a

    def handle_endtag(self, tag):
        if tag == "output":
            self._output = None
        elif tag == "select":
            self._select = None
        elif tag == "fieldset":
            self._options = None

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
    assert {f["lang"] for f in FORMS} == set(LANGS)
    assert len(FORMS) >= 2 * len({f["name"] for f in FORMS})  # each in its passage and on its English page


@pytest.mark.parametrize("form", FORMS, ids=[f"{f['page']}:{f['name']}" for f in FORMS])
def test_the_starting_result_is_in_the_html(form):
    c = get(form["name"])
    values = starting_values(c)
    start = c.run(values)
    assert form["inputs"] == {name: v if isinstance(v, bool) else list(v) if isinstance(v, tuple) else str(v) for name, v in values.items()}
    # What the engine answers the page script for these inputs is what the HTML already shows.
    answer = json.loads(handle(json.dumps({"name": form["name"], "inputs": form["inputs"]}), form["lang"]))
    expected = answer["display"]
    assert form["outputs"] == expected
    # Fields the starting values do not use start hidden; rows with nothing to say too.
    assert {name for name, hidden in form["fields"].items() if hidden} == set(start["ignored"])
    assert {key for key, hidden in form["rows"].items() if hidden} == {k for k, v in expected.items() if not v}
    assert form["table_open"] is False  # folded under the starting result; printed whole
    # The answer leads: whether the rules forbid it and why (rows shown only then), then the
    # number asked for.
    lead = list(dict.fromkeys([*(c.verdict or ()), c.primary_output]))
    assert form["order"][: len(lead)] == lead


def test_a_grid_asking_for_a_field_its_calculator_lacks_fails_the_build():
    """000's damage-die grid once asked for a "roll" the calculator does not have, and printed
    "the fields of damage_die_bonus_000: sides, bonus" in each of its 11 rows, in English."""
    from macros.forms import calculator_grid

    with pytest.raises(ValueError, match="no field roll"):
        calculator_grid("damage_die_bonus_000", "bonus", "it", sides=8, roll=5)


def test_every_grid_cell_in_the_built_pages_is_an_answer():
    site = built_site()
    grids = [g for page in site.rglob("*.html") if page.name != "print_page.html"
             for g in page.read_text(encoding="utf-8").split('<table class="pugna-grid"')[1:]]
    assert len(grids) > 20
    errors = [g[:120] for g in grids if "colspan=" in g.split("</table>")[0]]
    assert errors == []
    # A column empty in every row is left out: no "Not used here" with nothing under it.
    import re

    for g in grids:
        table = g.split("</table>")[0]
        heads = re.findall(r'<th scope="col">(.*?)</th>', table)
        rows = [re.findall(r"<td>(.*?)</td>", row, re.S) for row in re.findall(r"<tr><th scope=\"row\">.*?</tr>", table, re.S)]
        for i in range(len(heads) - 1):
            assert any(row[i] for row in rows if len(row) == len(heads) - 1), (heads[i + 1], table[:100])


def test_a_weapon_factor_says_under_it_where_it_comes_from():
    """"Fattore parata dell'arma" started at 0 with no word, and text 000 gives no weapon factors:
    the parry AC was silently off by the weapon's factor."""
    import re

    html = (built_site() / "000/bloccare-un-attacco.html").read_text(encoding="utf-8")
    form = html[html.index('data-calc="parry"') :]
    field = re.search(r'<div [^>]*data-field="weapon_parry".*?</div>', form, re.S).group(0)
    assert "Dalla tabella delle armi del tuo gioco: questo testo non ne dà." in field
    assert 'aria-describedby="parry-weapon_parry-help"' in field


def test_a_renamed_field_names_its_former_name_for_the_links_written_before():
    # The page script reads ?resolve_000.defence=… into the field named "defense" by it.
    html = calculator_form("resolve_000", "en")
    assert '<div class="pugna-field pugna-choice" data-field="defense" data-former="defence">' in html
    assert '<div class="pugna-field pugna-choice" data-field="maneuver" data-former="manoeuvre">' in html
    assert html.count("data-former") == 2
