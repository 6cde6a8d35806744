"""Only the fields that apply are on screen, on every form of every page, desktop and phone.

For each form, and for every value of each field that another field's ``applies-when``
names (a choice's every option, both sides of a yes/no, an integer's values around each
condition's edges), the form is set to its starting values with that one value, and the
page must show and let the keyboard reach exactly the fields calc uses for those inputs: a
field calc ignores is neither visible nor focusable, one it uses is both. What calc ignores
is asked of calc itself, not of the page."""

from __future__ import annotations

import re
from functools import cache

import pytest

from calc import get
from calc.declare import BoolField, Calculator, ChoiceField, IntField, OptionsField
from macros.forms import starting_values
from tests.site import built_site
from tests.test_engine_browser import READY

DEVICES = {
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
}


@cache
def form_pages() -> dict[str, list[str]]:
    """Every page holding forms (the whole-reference print page aside), with their calculators."""
    site = built_site()
    pages = {}
    for path in sorted(site.rglob("*.html")):
        if "pagefind" in path.parts or path.name == "print_page.html":
            continue
        names = re.findall(r'<form[^>]* data-calc="([a-z0-9_]+)"', path.read_text(encoding="utf-8"))
        if names:
            pages[path.relative_to(site).as_posix()] = names
    return pages


def _controlling_values(c: Calculator, name: str) -> list[object]:
    """Each value of field ``name`` that may change which fields apply."""
    f = c.field(name)
    if isinstance(f, BoolField):
        return [False, True]
    if isinstance(f, ChoiceField):
        return list(f.values)
    if isinstance(f, OptionsField):
        return [()] + [(v,) for v in f.values]
    assert isinstance(f, IntField)
    edges = set()
    for g in c.fields:
        for other, allowed in g.applies.conditions if g.applies else ():
            if other == name:
                edges |= {min(allowed) - 1, min(allowed), max(allowed), max(allowed) + 1}
    return sorted(v for v in edges if f.minimum <= v <= f.maximum)


def situations(c: Calculator) -> list[dict[str, object]]:
    """The starting values, then each controlling value on its own."""
    start = starting_values(c)
    controllers = dict.fromkeys(other for f in c.fields if f.applies for other, _ in f.applies.conditions)
    return [start] + [start | {name: value} for name in controllers for value in _controlling_values(c, name)]


def _page_value(value: object) -> object:
    """A value as the form's controls hold it."""
    if isinstance(value, bool):
        return value
    if isinstance(value, tuple):
        return list(value)
    return str(value)


# Sets the form's controls as a reader would, sends one input event, waits for the answer and
# reports, for each field, whether it is visible and whether each of its controls takes focus.
SET_AND_LOOK = """async ({name, values, timeout}) => {
  const form = document.querySelector(`form[data-calc="${name}"]`);
  for (const [field, value] of Object.entries(values)) {
    for (const control of form.querySelectorAll(`[name="${field}"]`)) {
      if (control.type === "checkbox") control.checked = Array.isArray(value) ? value.includes(control.value) : value;
      else control.value = value;
    }
  }
  form.dataset.state = "";
  form.querySelector("[name]").dispatchEvent(new Event("input", { bubbles: true }));
  const start = performance.now();
  while (!["ok", "error"].includes(form.dataset.state)) {
    if (performance.now() - start > timeout) return { state: form.dataset.state };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const fields = {};
  for (const field of form.querySelectorAll("[data-field]")) {
    const controls = [...field.querySelectorAll("input, select")];
    const focusable = controls.map((control) => { control.focus({ preventScroll: true }); return document.activeElement === control; });
    fields[field.dataset.field] = {
      visible: field.checkVisibility() && controls.every((control) => control.checkVisibility()),
      focusable: focusable.every(Boolean),
    };
  }
  document.activeElement.blur();
  return { state: form.dataset.state, fields };
}"""


def _mismatches(c: Calculator, values: dict[str, object], seen: dict) -> list[str]:
    used = {f.name for f in c.fields} - set(c.run(values)["ignored"])
    wrong = []
    for name, shown in seen["fields"].items():
        expected = name in used
        if shown["visible"] != expected or shown["focusable"] != expected:
            changed = {k: v for k, v in values.items() if v != starting_values(c)[k]}
            wrong.append(f"{c.name} {changed}: {name} applies={expected} visible={shown['visible']} focusable={shown['focusable']}")
    return wrong


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("path", list(form_pages()))
def test_a_field_is_on_screen_and_reachable_exactly_when_it_applies(browser, site_url, off_host, path, device):
    context = browser.new_context(bypass_csp=True, service_workers="block", **DEVICES[device])
    context.route("**/*", off_host.route)
    page = context.new_page()
    try:
        page.goto(site_url + path)
        wrong = []
        for name in form_pages()[path]:
            page.wait_for_selector(f'form[data-calc="{name}"][data-state="ok"]', timeout=READY)
            c = get(name)
            for values in situations(c):
                seen = page.evaluate(SET_AND_LOOK, {"name": name, "values": {k: _page_value(v) for k, v in values.items()}, "timeout": READY})
                assert seen["state"] == "ok", (name, values, seen)
                wrong += _mismatches(c, values, seen)
    finally:
        context.close()
    assert wrong == []
    assert off_host.attempts == []
