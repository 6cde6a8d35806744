"""The resolver pages in Chromium: the form answers as calc does, the trail is shown, a shared
link restores the situation, a 390 px phone has no horizontal scroll, and the page prints its
inputs, result and trail."""

from __future__ import annotations

import json
import subprocess

import pytest

from tests.answers import shown

from calc import get
from macros.forms import starting_values
from tests.test_engine_browser import READY, result_of, wait_ok

PAGES = {
    "resolve_000": ("000/risolutore.html", "it"),
    "resolve_002": ("002/risolutore.html", "it"),
    "resolve_003": ("003/19-un-ataque-todas-las-reglas.html", "es"),
    "resolve_004": ("004/odna-ataka-vse-pravila.html", "ru"),
}
# A situation per text, set field by field in the form as a reader would.
SITUATIONS = {
    "resolve_000": [("condition", ("prone", "stunned")), ("back_attack", True), ("shield", "small"), ("dex_ac", "-1"), ("defense", "parry")],
    "resolve_002": [("target_action", "flight"), ("precise", "still_target"), ("dd", "8")],
    "resolve_003": [("attack", "melee_finesse"), ("dexterity_mod", "4"), ("other_multiplier", "2"), ("situation", "flat_footed")],
    "resolve_004": [("target_helpless", True), ("target_flat_footed", True), ("target_dex", "14"), ("concealment", "concealment")],
}


def _set(page, name: str, field: str, value) -> None:
    control = f'form[data-calc="{name}"] [name="{field}"]'
    if isinstance(value, tuple):  # a set of options: a checkbox each
        for option in value:
            page.check(f'{control}[value="{option}"]')
        return
    kind = page.get_attribute(control, "type") or page.evaluate(f"document.querySelector('{control}').tagName")
    if value is True:
        page.check(control)
    elif kind == "SELECT":
        page.select_option(control, value)
    else:
        page.fill(control, value)


def _in_link(value) -> str:
    return json.dumps(value) if value is True else ",".join(value) if isinstance(value, tuple) else value


def _expected(name: str, lang: str) -> dict[str, str]:
    c = get(name)
    inputs = starting_values(c) | {f: v for f, v in SITUATIONS[name]}
    return shown(name, inputs, lang)


def _shows(page, name: str, expected: dict[str, str]) -> None:
    """Wait until the form paints ``expected``'s trail (the last output to change)."""
    page.wait_for_function(
        "([name, text]) => document.querySelector(`form[data-calc=${name}] [data-result=trail]`).textContent === text",
        arg=[name, expected["trail"]],
        timeout=READY,
    )


def _open_in_situation(page, site_url: str, name: str) -> dict[str, str]:
    """The resolver's page with its situation typed in; what calc says the form must show."""
    path, lang = PAGES[name]
    page.goto(site_url + path)
    wait_ok(page, name)
    for field, value in SITUATIONS[name]:
        _set(page, name, field, value)
    expected = _expected(name, lang)
    _shows(page, name, expected)
    return expected


@pytest.mark.parametrize("name", PAGES)
def test_the_resolver_answers_as_calc_does_shows_its_trail_and_the_link_restores_it(page, site_url, name):
    expected = _open_in_situation(page, site_url, name)
    assert result_of(page, name) == expected
    trail = page.inner_text(f'form[data-calc="{name}"] dd.pugna-trail')
    assert trail.count("\n") == expected["trail"].count("\n") >= 3 and "✓" in trail and "✗" in trail

    page.wait_for_selector(f'form[data-calc="{name}"][data-url-pending]', state="detached")  # typing paused
    link = page.url
    assert f"{name}.{SITUATIONS[name][0][0]}=" in link
    page.goto(site_url)
    page.goto(link)
    wait_ok(page, name)
    _shows(page, name, expected)
    assert result_of(page, name) == expected


def test_a_link_from_before_the_one_spelling_still_fills_the_form(page, site_url):
    # resolve_000's fields were "manoeuvre" and "defence": a link written then still fills them,
    # and the address the page writes back names them as they are now.
    page.goto(site_url + "000/risolutore.html?resolve_000.manoeuvre=attack&resolve_000.defence=parry&resolve_000.weapon_parry=2")
    wait_ok(page, "resolve_000")
    form = 'form[data-calc="resolve_000"]'
    assert page.input_value(f'{form} [name="defense"]') == "parry"
    _shows(page, "resolve_000", shown("resolve_000", starting_values(get("resolve_000")) | {"defense": "parry", "weapon_parry": "2"}, "it"))
    page.fill(f'{form} [name="dex_ac"]', "-1")
    page.wait_for_function("location.search.includes('resolve_000.defense=parry')")
    assert "defence" not in page.url and "manoeuvre" not in page.url


@pytest.mark.parametrize("name", PAGES)
def test_the_resolver_fits_a_phone(phone_page, site_url, name):
    path, lang = PAGES[name]
    query = "&".join(f"{name}.{field}={_in_link(value)}" for field, value in SITUATIONS[name])
    phone_page.goto(f"{site_url}{path}?{query}")
    phone_page.wait_for_selector(f'form[data-calc="{name}"][data-state="ok"]', timeout=READY)
    _shows(phone_page, name, _expected(name, lang))
    overflow = phone_page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{path} overflows a 390 px phone by {overflow}px"
    box = phone_page.locator(f'form[data-calc="{name}"] dd.pugna-trail').bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390


def test_the_resolver_prints_inputs_result_and_trail(page, site_url, tmp_path):
    name = "resolve_000"
    expected = _open_in_situation(page, site_url, name)
    lang = PAGES[name][1]
    page.emulate_media(media="print")
    form = f'form[data-calc="{name}"]'
    # On paper a choice prints as its whole text in place of the select; of a set of options,
    # only those chosen.
    shield = f'{form} [name="shield"] + .pugna-print-choice'
    assert page.is_visible(f"{form} .pugna-fields") and page.is_visible(shield)
    chosen = page.evaluate(f"(s => s.options[s.selectedIndex].text)(document.querySelector('{form} [name=shield]'))")
    assert page.inner_text(shield) == chosen
    conditions = page.eval_on_selector_all(f'{form} [data-field="condition"] label', "ls => ls.filter(l => l.checkVisibility()).map(l => l.textContent)")
    assert conditions == ["Steso al suolo (knockdown)", "Stordito"]
    assert not page.is_visible(f'{form} [name="hands"]')  # a field that does not apply stays out
    assert page.is_visible(f"{form} dd.pugna-trail") and not page.is_visible(".md-sidebar--primary")
    # The trail, a list of sentences, under its label across the answer, wrapped inside the page.
    trail, results = page.locator(f"{form} dd.pugna-trail").bounding_box(), page.locator(f"{form} .pugna-results").bounding_box()
    label = page.evaluate(f"document.querySelector('{form} dd.pugna-trail').previousElementSibling.getBoundingClientRect().toJSON()")
    assert label["y"] + label["height"] <= trail["y"] + 1 and abs(label["x"] - trail["x"]) < 2
    assert trail["x"] + trail["width"] <= results["x"] + results["width"] + 1
    pdf = tmp_path / "resolver.pdf"
    page.pdf(path=str(pdf))
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    flat = " ".join(text.split())
    for line in expected["trail"].split("\n")[:3]:
        assert " ".join(line.split())[:40] in flat, line
    assert get(name).field("condition").label.get(lang) in flat  # the inputs print too


@pytest.mark.parametrize("name", ["resolve_000", "resolve_003", "resolve_004"])
def test_the_roll_button_rolls_by_the_texts_rules_and_the_link_replays_it(page, site_url, name):
    path, lang = PAGES[name]
    page.goto(site_url + path)
    wait_ok(page, name)
    form = f'form[data-calc="{name}"]'
    before = page.input_value(f'{form} [name="seed"]')
    page.click(f"{form} .pugna-roll")
    page.wait_for_function(f"document.querySelector('{form} [name=seed]').value !== '{before}'")
    seed = int(page.input_value(f'{form} [name="seed"]'))
    c = get(name)
    expected = shown(name, starting_values(c) | {"seed": seed}, lang)
    page.wait_for_function(
        f"document.querySelector('{form} [data-result=rolls]').textContent === {json.dumps(expected['rolls'])}", timeout=READY
    )
    assert result_of(page, name) == expected
    page.wait_for_function(f"location.search.includes('{name}.seed={seed}')")


def test_each_trail_line_links_the_passage_it_cites(page, site_url):
    page.goto(site_url + "000/risolutore.html?resolve_000.condition=prone&resolve_000.back_attack=true")
    wait_ok(page, "resolve_000")
    links = page.eval_on_selector_all('form[data-calc="resolve_000"] .pugna-trail a[data-passage]', "as => as.map(a => [a.textContent, a.href])")
    cited = {text: href for text, href in links}
    assert cited["000 § Steso al suolo (knockdown)"].endswith("/000/index.html#steso-al-suolo")
    assert cited["000 § Attacco alle spalle"].endswith("/000/index.html#attacco-alle-spalle")
