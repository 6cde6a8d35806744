"""Inputs kept in this browser (assets/js/form-store.js), in Chromium: a calculator reached again
through the menu, a plain link or a reload shows the reader's last inputs (only Back kept them),
on its passage and on the Calculators page alike; a link that carries inputs wins; Back and
Forward restore what they did; "Reset" returns to the text's example and forgets; a first
visit shows the build's starting result; and where storage is refused or full, nothing else
changes."""

from __future__ import annotations

import pytest

from calc import get
from macros.forms import starting_values
from tests.answers import shown
from tests.test_engine_browser import READY

TOHIT = "002/index.html"
NAV = 'a.md-nav__link[href$="{}"]'
FORM = 'form[data-calc="{}"]'


@pytest.fixture
def fresh(browser, off_host):
    """A browser context of its own: nothing kept from other tests."""
    context = browser.new_context(bypass_csp=True, service_workers="block")
    context.route("**/*", off_host.route)
    yield context
    context.close()
    assert off_host.attempts == []


def ready(page, name: str) -> None:
    page.wait_for_selector(f'{FORM.format(name)}[data-state="ok"]', timeout=READY)


def answer(page, name: str, key: str) -> str:
    return page.inner_text(f'{FORM.format(name)} [data-result="{key}"]')


def shows(page, name: str, key: str, text: str) -> None:
    """Wait until the form shows ``text`` for ``key`` (a form already answered stays "ok" meanwhile)."""
    page.wait_for_function(
        "([form, key, text]) => document.querySelector(`${form} [data-result=${key}]`).textContent === text",
        arg=[FORM.format(name), key, text],
        timeout=READY,
    )


def type_in(page, name: str, field: str, value: str) -> None:
    page.fill(f'{FORM.format(name)} [name="{field}"]', value)
    page.wait_for_selector(f"{FORM.format(name)}[data-url-pending]", state="detached")  # kept once typing pauses


def through_the_menu(page, path: str) -> None:
    page.locator(NAV.format(path)).first.click()
    page.wait_for_function(f"location.pathname.endsWith('{path}')")


def test_a_calculator_reached_again_keeps_the_readers_last_inputs(fresh, site_url):
    """Inputs were lost when the reader came back through the menu or a link: only Back kept them."""
    page = fresh.new_page()
    page.goto(site_url + TOHIT)
    ready(page, "tohit")
    type_in(page, "tohit", "npc", "-3")
    shows(page, "tohit", "tpc", "10")
    through_the_menu(page, "001/index.html")
    through_the_menu(page, "002/index.html")
    ready(page, "tohit")
    assert page.input_value(f'{FORM.format("tohit")} [name="npc"]') == "-3"
    assert answer(page, "tohit", "tpc") == "10"
    assert "tohit.npc" not in page.url  # from this browser, not from the address
    page.goto(site_url + TOHIT)  # a plain link, a reload
    ready(page, "tohit")
    assert answer(page, "tohit", "tpc") == "10"
    page.goto(site_url + "calculators/002.html")  # the same calculator, on the Calculators page
    ready(page, "tohit")
    assert page.input_value(f'{FORM.format("tohit")} [name="npc"]') == "-3"
    # A link that carries inputs wins over what was kept.
    page.goto(site_url + TOHIT + "?tohit.npc=5")
    ready(page, "tohit")
    assert answer(page, "tohit", "tpc") == "15"


def test_inputs_kept_under_a_fields_former_name_still_fill_it(fresh, site_url):
    # resolve_000's "defence" is "defense" now: what a browser kept before still fills the form.
    page = fresh.new_page()
    page.goto(site_url + "000/risolutore.html")
    ready(page, "resolve_000")
    type_in(page, "resolve_000", "dex_ac", "-1")  # something kept, to learn under which key
    key = page.evaluate("Object.keys(localStorage).find((key) => key.endsWith(':inputs:resolve_000'))")
    page.evaluate("(key) => localStorage.setItem(key, JSON.stringify({ version: 1, inputs: { defence: 'parry', dex_ac: '-1' } }))", key)
    page.goto(site_url + "000/risolutore.html")
    ready(page, "resolve_000")
    assert page.input_value(f'{FORM.format("resolve_000")} [name="defense"]') == "parry"


def test_a_first_visit_shows_the_texts_example(fresh, site_url):
    page = fresh.new_page()
    page.goto(site_url + TOHIT)
    ready(page, "tohit")
    c = get("tohit")
    assert answer(page, "tohit", "tpc") == shown("tohit", starting_values(c), "it")["tpc"] == "12"
    assert page.is_hidden(f'{FORM.format("tohit")} [data-reset]')  # nothing to reset


def test_back_and_forward_restore_what_they_did(fresh, site_url):
    page = fresh.new_page()
    page.goto(site_url + TOHIT)
    ready(page, "tohit")
    type_in(page, "tohit", "npc", "-3")  # kept
    page.goto(site_url + TOHIT + "?tohit.npc=7")  # a shared link, not edited: not kept
    ready(page, "tohit")
    through_the_menu(page, "001/index.html")
    page.go_back()
    page.wait_for_function("location.pathname.endsWith('002/index.html')")
    ready(page, "tohit")
    assert answer(page, "tohit", "tpc") == "16"  # what this entry showed: 7, not the kept -3
    page.go_forward()
    page.wait_for_function("location.pathname.endsWith('001/index.html')")
    through_the_menu(page, "002/index.html")
    ready(page, "tohit")
    assert answer(page, "tohit", "tpc") == "10"  # through the menu: the kept -3


def test_reset_returns_to_the_texts_example_and_forgets_what_was_kept(fresh, site_url):
    page = fresh.new_page()
    form = FORM.format("tohit")
    page.goto(site_url + TOHIT)
    ready(page, "tohit")
    type_in(page, "tohit", "npc", "-3")
    reset = page.locator(f"{form} [data-reset]")
    assert reset.is_visible() and reset.inner_text() == "Ripristina"
    reset.click()
    shows(page, "tohit", "tpc", "12")
    assert page.input_value(f'{form} [name="npc"]') == "0"
    assert reset.is_hidden() and "tohit.npc" not in page.url
    assert page.evaluate("document.activeElement.name") == "npc"  # the focus, on the form's first field
    page.goto(site_url + TOHIT)
    ready(page, "tohit")
    assert answer(page, "tohit", "tpc") == "12"


@pytest.mark.parametrize(
    "refusal",
    [
        # Storage refused (a policy, some private modes): reading localStorage throws.
        "Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } })",
        # Storage full: every write throws.
        "Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }",
    ],
    ids=["refused", "full"],
)
def test_where_storage_is_refused_or_full_the_calculators_work_as_before(fresh, site_url, refusal):
    fresh.add_init_script(refusal)
    page = fresh.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(site_url + TOHIT)
    ready(page, "tohit")
    type_in(page, "tohit", "npc", "-3")
    shows(page, "tohit", "tpc", "10")
    assert "tohit.npc=-3" in page.url  # the address still follows
    page.click(f'{FORM.format("tohit")} [data-reset]')
    shows(page, "tohit", "tpc", "12")
    page.goto(site_url + TOHIT)
    ready(page, "tohit")
    assert answer(page, "tohit", "tpc") == "12"  # nothing kept, nothing broken
    # Refused, the theme's own scripts in the head throw as they read the stored palette; the
    # calculators' scripts throw nothing.
    assert errors == [] if "setItem" in refusal else set(errors) <= {"denied"}


def test_several_conditions_are_sent_linked_and_kept(fresh, site_url):
    """The target's conditions are a set of checkboxes: prone and blinded at once."""
    page = fresh.new_page()
    form = FORM.format("resolve_000")
    page.goto(site_url + "000/risolutore.html")
    ready(page, "resolve_000")
    page.check(f'{form} [name="condition"][value="prone"]')
    page.check(f'{form} [name="condition"][value="blind"]')
    page.wait_for_selector(f"{form}[data-url-pending]", state="detached")
    shows(page, "resolve_000", "to_hit_modifier", "4")
    assert "resolve_000.condition=prone%2Cblind" in page.url
    assert page.is_visible(f'{form} [data-field="attacker_blind"]')  # applies: blinded is among them
    trail = page.inner_text(f"{form} dd.pugna-trail")
    assert "le condizioni non si cumulano: vale solo la più gravosa" in trail
    link = page.url
    through_the_menu(page, "001/index.html")
    page.goto(site_url + "000/risolutore.html")  # kept
    ready(page, "resolve_000")
    checked = "els => els.filter((e) => e.checked).map((e) => e.value)"
    assert page.eval_on_selector_all(f'{form} [name="condition"]', checked) == ["prone", "blind"]
    other = fresh.browser.new_context(bypass_csp=True, service_workers="block").new_page()
    try:
        other.goto(link)  # linked, in a browser that kept nothing
        ready(other, "resolve_000")
        assert other.eval_on_selector_all(f'{form} [name="condition"]', checked) == ["prone", "blind"]
        assert other.inner_text(f'{form} [data-result="to_hit_modifier"]') == "4"
    finally:
        other.context.close()
